// A tenant in a grid: picture, type, rating ('Baru' when never rated), name (the card's one link, to /tenant/{slug}),
// description, a food truck's spot today, place, counts (orders only when there are any), and over the picture the
// Buka/Tutup badge and the 'Pilihan Kuliner Tasik' badge.
import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import type { PublicTenant } from '@/lib/api/contract';
import { TENANT_TYPE_LABELS } from '@/lib/constants';
import { formatNumber, tenantLocality } from '@/lib/format';
import { currentSpot } from '@/lib/local-facts';
import { tenantPath } from '@/lib/seo';
import { EntityImage } from './entity-image';
import { OpeningBadge } from './opening-badge';
import { Rating } from './rating';
import { SpriteIcon } from './sprite-icon';
import { FeaturedBadge, HalalMark, PaymentBadges, TodaySpot } from './tenant-facts';
import { TenantLogo } from './tenant-logo';

export function TenantCard({
  tenant,
  headingLevel = 'h3',
  priority = false,
  now,
  distance,
}: {
  tenant: PublicTenant;
  headingLevel?: 'h2' | 'h3';
  priority?: boolean;
  /** The render time the Buka/Tutup badge is computed for (one per page). */
  now?: Date;
  /** The distance from the visitor ('1,2 km', lib/geo.ts), when the page knows their location. */
  distance?: string | null;
}) {
  const Heading = headingLevel;
  return (
    <article className="list-card group" data-testid="tenant-card">
      <EntityImage src={tenant.image ?? tenant.banner ?? tenant.logo} name={tenant.name} tenantType={tenant.type} priority={priority} aspect="aspect-[16/10]">
        {/* The logo over the picture, unless the picture is the logo itself. */}
        {(tenant.image ?? tenant.banner) && <TenantLogo src={tenant.logo} name={tenant.name} size={48} priority={priority} className="bottom-2 left-2" />}
        {/* Over the picture: takes no room in the card, so the badge's presence or length moves nothing. */}
        <OpeningBadge hours={tenant.operatingHours} closure={tenant} now={now} className="absolute left-3 top-3 max-w-[calc(100%-1.5rem)] shadow-sm" />
        <FeaturedBadge featured={tenant.isFeatured} className="absolute bottom-2 right-2 shadow-sm" />
      </EntityImage>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-center justify-between gap-2">
          <div className="flex min-w-0 items-center gap-2">
            <Badge variant="secondary">{TENANT_TYPE_LABELS[tenant.type]}</Badge>
            <HalalMark status={tenant.halalStatus} />
          </div>
          <Rating value={tenant.rating} />
        </div>
        <Heading className="text-lg font-semibold leading-snug">
          <Link href={tenantPath(tenant)} className="outline-none after:absolute after:inset-0 after:content-[''] group-hover:text-primary">
            {tenant.name}
          </Link>
        </Heading>
        {tenant.description && <p className="line-clamp-2 text-sm text-muted-foreground">{tenant.description}</p>}
        <TodaySpot spot={currentSpot(tenant, now ?? new Date())} clamp />
        <p className="mt-auto flex items-center gap-1.5 text-sm text-muted-foreground">
          <SpriteIcon name="map-pin" className="size-4" />
          <span className="truncate">{tenantLocality(tenant)}</span>
          {distance && (
            <span className="ml-auto shrink-0 whitespace-nowrap font-medium text-foreground" data-testid="tenant-distance">
              <span className="sr-only">Jarak: </span>
              {distance}
            </span>
          )}
        </p>
        <PaymentBadges methods={tenant.paymentMethods} max={3} />
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 border-t pt-3 text-xs text-muted-foreground">
          <span>{formatNumber(tenant.menuCount)} menu</span>
          {tenant.totalOrders > 0 && (
            <>
              <span aria-hidden="true">•</span>
              <span>{formatNumber(tenant.totalOrders)} pesanan</span>
            </>
          )}
          <span className="ml-auto inline-flex items-center gap-1 font-medium text-green-800">
            <SpriteIcon name="badge-check" className="size-4" />
            Terverifikasi
          </span>
        </div>
      </div>
    </article>
  );
}
