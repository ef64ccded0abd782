// A tenant's facts as visitors see them: the 'Halal' badge only for a BPJPH-certified tenant, the seller's own claim
// as plain text, payments as badges (all, or the first few on a card); the 'Pilihan Kuliner Tasik' badge, a food
// truck's spot for today, the catering/bakery order facts and the delivery app links (issue 12).
import { Badge } from '@/components/ui/badge';
import { HALAL_STATUS_LABELS, PAYMENT_METHOD_LABELS, type HalalStatus, type PaymentMethod } from '@/lib/constants';
import type { DeliveryLink } from '@/lib/delivery-links';
import { FEATURED_LABEL } from '@/lib/local-facts';
import { cn } from '@/lib/utils';
import { SpriteIcon } from './sprite-icon';
import { Icon } from './icon';

/** 'Halal' badge (certified), 'Halal (klaim penjual)' text (self-declared), nothing otherwise. */
export function HalalMark({ status }: { status: HalalStatus }) {
  if (status === 'certified') {
    return (
      <Badge variant="info" data-testid="halal-badge" title={HALAL_STATUS_LABELS.certified}>
        <Icon name="badge-check" />
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

/** 'Pilihan Kuliner Tasik' for a tenant admins marked featured; nothing otherwise. */
export function FeaturedBadge({ featured, className }: { featured: boolean; className?: string }) {
  if (!featured) return null;
  return (
    <Badge variant="warning" className={className} data-testid="featured-badge">
      <Icon name="award" />
      {FEATURED_LABEL}
    </Badge>
  );
}

/**
 * 'Mangkal hari ini: <spot>' (give it currentSpot(tenant, now): null renders nothing). The spot is where a customer
 * finds the truck today, so it wraps instead of being cut: in full on the tenant page, up to two lines on a card
 * (`clamp`), whose link leads to the page.
 */
export function TodaySpot({ spot, clamp = false, className }: { spot: string | null; clamp?: boolean; className?: string }) {
  if (!spot) return null;
  return (
    <p className={cn('flex min-w-0 items-start gap-1.5 text-sm', className)} data-testid="today-spot">
      <SpriteIcon name="map-pin" className="mt-0.5 size-4 shrink-0 text-primary" />
      <span className={cn('min-w-0 break-words', clamp && 'line-clamp-2')}>
        Mangkal hari ini: <span className="font-semibold">{spot}</span>
      </span>
    </p>
  );
}

/** The catering/bakery order facts (orderFacts(tenant)) as a list of badges. */
export function OrderFacts({ facts, className }: { facts: readonly string[]; className?: string }) {
  if (facts.length === 0) return null;
  return (
    <ul aria-label="Ketentuan pesanan" className={cn('flex flex-wrap gap-1.5', className)} data-testid="order-facts">
      {facts.map((fact) => (
        <li key={fact}>
          <Badge variant="outline">{fact}</Badge>
        </li>
      ))}
    </ul>
  );
}

/** 'Pesan di GoFood' ... buttons, each opening the app's page in a new tab (links already checked: deliveryLinks). */
export function DeliveryAppLinks({ links, className }: { links: readonly DeliveryLink[]; className?: string }) {
  if (links.length === 0) return null;
  return (
    <ul aria-label="Pesan lewat aplikasi" className={cn('flex flex-wrap gap-2', className)} data-testid="delivery-links">
      {links.map((link) => (
        <li key={link.app}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            data-app={link.app}
            className="inline-flex h-8 items-center gap-1.5 rounded-md border bg-background px-3 text-sm font-medium shadow-xs outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            Pesan di {link.label}
            <Icon name="external-link" className="size-3.5" />
          </a>
        </li>
      ))}
    </ul>
  );
}
