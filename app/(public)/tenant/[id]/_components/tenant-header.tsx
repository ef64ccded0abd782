// The tenant page's header card: banner, badges (type, verified, halal, featured, Buka/Tutup), name, counts, place,
// cuisine, a food truck's spot today, catering/bakery order facts, description and the quick actions (menu, WhatsApp
// order chat, phone, delivery apps).
import { TenantLogo } from '@/components/public/tenant-logo';
import { EntityImage } from '@/components/public/entity-image';
import { DeliveryAppLinks, FeaturedBadge, HalalMark, OrderFacts, PaymentBadges, TodaySpot } from '@/components/public/tenant-facts';
import { OpeningBadge } from '@/components/public/opening-badge';
import { Rating } from '@/components/public/rating';
import { WhatsappIcon } from '@/components/public/social-icons';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { PublicTenant } from '@/db/queries/public';
import { TENANT_TYPE_LABELS } from '@/lib/constants';
import { telHref, tenantOrderHref } from '@/lib/contact-links';
import { deliveryLinks } from '@/lib/delivery-links';
import { formatNumber, tenantLocality } from '@/lib/format';
import { cuisineList, currentSpot, orderFacts } from '@/lib/local-facts';
import { Icon } from '@/components/public/icon';

function QuickActions({ tenant }: { tenant: PublicTenant }) {
  // Opens the chat with a greeting naming the tenant (issue 12: not an empty chat).
  const wa = tenantOrderHref(tenant);
  const phone = telHref(tenant.phone);
  return (
    <div className="mt-5 flex flex-wrap gap-2">
      <Button asChild size="sm">
        <a href="#menu">
          <Icon name="utensils-crossed" />
          Lihat Menu
        </a>
      </Button>
      {wa && (
        <Button asChild size="sm" variant="outline">
          <a href={wa} target="_blank" rel="noopener noreferrer">
            <WhatsappIcon className="size-4 text-green-700" />
            Pesan via WhatsApp
          </a>
        </Button>
      )}
      {phone && (
        <Button asChild size="sm" variant="outline">
          <a href={phone}>
            <Icon name="phone" />
            Telepon
          </a>
        </Button>
      )}
      <DeliveryAppLinks links={deliveryLinks(tenant)} className="basis-full sm:basis-auto" />
    </div>
  );
}

/** `now`: the render time the Buka/Tutup badge is computed for. */
export function TenantHeader({ tenant, now }: { tenant: PublicTenant; now: Date }) {
  const cuisines = cuisineList(tenant.cuisine);
  return (
    <header className="mt-4 overflow-hidden rounded-2xl border bg-card shadow-sm">
      <EntityImage src={tenant.banner ?? tenant.image} name={tenant.name} tenantType={tenant.type} aspect="h-32 sm:h-48" priority>
        <TenantLogo src={tenant.logo} name={tenant.name} size={72} priority className="bottom-3 left-5 sm:left-8" />
      </EntityImage>
      <div className="p-5 sm:p-8">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{TENANT_TYPE_LABELS[tenant.type]}</Badge>
          <Badge variant="success">
            <Icon name="badge-check" />
            Terverifikasi
          </Badge>
          <HalalMark status={tenant.halalStatus} />
          <FeaturedBadge featured={tenant.isFeatured} />
          <OpeningBadge hours={tenant.operatingHours} closure={tenant} now={now} />
        </div>
        <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">{tenant.name}</h1>
        <div className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted-foreground">
          <Rating value={tenant.rating} className="text-foreground" />
          {tenant.totalOrders > 0 && (
            <span className="inline-flex items-center gap-1.5">
              <Icon name="shopping-bag" className="size-4" />
              {formatNumber(tenant.totalOrders)} pesanan
            </span>
          )}
          <span className="inline-flex items-center gap-1.5">
            <Icon name="utensils-crossed" className="size-4" />
            {formatNumber(tenant.menuCount)} menu
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Icon name="map-pin" className="size-4" />
            {tenantLocality(tenant)}
          </span>
          {cuisines.length > 0 && (
            <span className="inline-flex items-center gap-1.5" data-testid="tenant-cuisine">
              <Icon name="chef-hat" className="size-4" />
              <span className="sr-only">Masakan: </span>
              {cuisines.join(', ')}
            </span>
          )}
        </div>
        <TodaySpot spot={currentSpot(tenant, now)} className="mt-3" />
        <OrderFacts facts={orderFacts(tenant)} className="mt-3" />
        {tenant.halalStatus === 'certified' && tenant.halalCertificateNumber && (
          <p className="mt-3 text-sm text-muted-foreground" data-testid="halal-certificate">
            Sertifikat halal BPJPH: <span className="font-medium text-foreground tabular-nums">{tenant.halalCertificateNumber}</span>
          </p>
        )}
        {tenant.paymentMethods.length > 0 && (
          <div className="mt-3 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <span>Pembayaran:</span>
            <PaymentBadges methods={tenant.paymentMethods} />
          </div>
        )}
        {tenant.description && <p className="mt-4 max-w-3xl text-base leading-relaxed">{tenant.description}</p>}
        <QuickActions tenant={tenant} />
      </div>
    </header>
  );
}
