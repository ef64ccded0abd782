// The Buka / Tutup / Tutup sementara pill itself, drawn from a state computed on the server (OpeningBadge, or the
// menu cards' facts): no clock and no opening-hours code here, so client islands can draw it and hydrate exactly what
// the server rendered. One line of fixed height that never wraps, so nothing moves around it.
import type { OpeningState } from '@/lib/opening-hours';
import { clsx } from 'clsx';

const TONES = {
  open: { pill: 'bg-green-100 text-green-800', dot: 'bg-green-600' },
  closed: { pill: 'bg-stone-100 text-stone-800', dot: 'bg-stone-500' },
  temporarilyClosed: { pill: 'bg-amber-100 text-amber-900', dot: 'bg-amber-600' },
} as const;

export function OpeningBadgeView({ state, className }: { state: OpeningState; className?: string }) {
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
