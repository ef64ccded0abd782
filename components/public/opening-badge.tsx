// The Buka / Tutup / Tutup sementara pill of public cards and the tenant header, computed on the server at render time
// (Asia/Jakarta, lib/opening-hours.ts) and drawn by OpeningBadgeView; nothing at all when the tenant publishes no hours
// and is not temporarily closed.
import { openingState, type TemporaryClosure } from '@/lib/opening-hours';
import type { OperatingHours } from '@/lib/validations/tenant';
import { OpeningBadgeView } from './opening-badge-view';

export function OpeningBadge({
  hours,
  closure,
  now = new Date(),
  className,
}: {
  hours: OperatingHours | null | undefined;
  closure: TemporaryClosure;
  now?: Date;
  className?: string;
}) {
  const state = openingState(hours, closure, now);
  return state ? <OpeningBadgeView state={state} className={className} /> : null;
}
