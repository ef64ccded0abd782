// Halal with provenance and accepted payments, as visitors see them: the 'Halal' badge only for a BPJPH-certified
// tenant, the seller's own claim as plain text, payments as badges (all, or the first few on a card).
import { BadgeCheck } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { HALAL_STATUS_LABELS, PAYMENT_METHOD_LABELS, type HalalStatus, type PaymentMethod } from '@/lib/constants';
import { cn } from '@/lib/utils';

/** 'Halal' badge (certified), 'Halal (klaim penjual)' text (self-declared), nothing otherwise. */
export function HalalMark({ status }: { status: HalalStatus }) {
  if (status === 'certified') {
    return (
      <Badge variant="info" data-testid="halal-badge" title={HALAL_STATUS_LABELS.certified}>
        <BadgeCheck aria-hidden="true" />
        Halal
      </Badge>
    );
  }
  if (status === 'self_declared') {
    return (
      <span className="text-xs text-muted-foreground" data-testid="halal-claim">
        {HALAL_STATUS_LABELS.self_declared}
      </span>
    );
  }
  return null;
}

/** Payment badges; with `max`, the first `max` and a '+N' badge for the rest (one line on a 360 px card). */
export function PaymentBadges({ methods, max, className }: { methods: readonly PaymentMethod[]; max?: number; className?: string }) {
  if (methods.length === 0) return null;
  const shown = max !== undefined && methods.length > max ? methods.slice(0, max) : methods;
  const rest = methods.length - shown.length;
  return (
    <ul aria-label="Metode pembayaran" className={cn('flex flex-wrap gap-1.5', className)} data-testid="payment-methods">
      {shown.map((m) => (
        <li key={m}>
          <Badge variant="outline">{PAYMENT_METHOD_LABELS[m]}</Badge>
        </li>
      ))}
      {rest > 0 && (
        <li>
          <Badge
            variant="outline"
            title={methods
              .slice(shown.length)
              .map((m) => PAYMENT_METHOD_LABELS[m])
              .join(', ')}
          >
            <span aria-hidden="true">+{rest}</span>
            <span className="sr-only">
              {methods
                .slice(shown.length)
                .map((m) => PAYMENT_METHOD_LABELS[m])
                .join(', ')}
            </span>
          </Badge>
        </li>
      )}
    </ul>
  );
}
