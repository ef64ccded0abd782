// The Buka / Tutup / Tutup sementara pill of public cards and the tenant header, computed on the server at render time
// (Asia/Jakarta, lib/opening-hours.ts). One line of fixed height that never wraps, so nothing moves around it; nothing
// at all when the tenant publishes no hours and is not temporarily closed.
import { openingState, type TemporaryClosure } from '@/lib/opening-hours';
import type { OperatingHours } from '@/lib/validations/tenant';
import { clsx } from 'clsx';

const TONES = {
  open: { pill: 'bg-green-100 text-green-800', dot: 'bg-green-600' },
  closed: { pill: 'bg-stone-100 text-stone-800', dot: 'bg-stone-500' },
  temporarilyClosed: { pill: 'bg-amber-100 text-amber-900', dot: 'bg-amber-600' },
} as const;

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
  if (!state) return null;
  const tone = TONES[state.status];
  return (
    <span data-testid="opening-badge" data-status={state.status} className={clsx('opening-badge', tone.pill, className)}>
      <span aria-hidden="true" className={`opening-badge-dot ${tone.dot}`} />
      <span className="font-semibold">{state.label}</span>
      {state.detail && (
        <>
          <span aria-hidden="true">·</span>
          {/* The separator is hidden from screen readers; a comma keeps the two phrases apart when read aloud. */}
          <span className="sr-only">, </span>
          <span className="truncate">{state.detail}</span>
        </>
      )}
    </span>
  );
}
