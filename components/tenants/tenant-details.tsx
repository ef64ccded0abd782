// Read-only view of one tenant (the 'Detail Tenant' modal and the review dialog).
import { ExternalLinkIcon, GlobeIcon, MailIcon, MapPinIcon, PhoneIcon, StarIcon } from 'lucide-react';
import type { Tenant } from '@/components/dashboard/api-types';
import { TenantStatusBadge } from '@/components/dashboard/status-badge';
import {
  DELIVERY_APPS,
  DELIVERY_APP_LABELS,
  HALAL_REGISTRY_URL,
  HALAL_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  TENANT_TYPE_LABELS,
  FEATURED_LABEL,
} from '@/lib/constants';
import { formatDate, formatRating, kecamatanName } from '@/lib/format';
import { hasOperatingHours, isTemporarilyClosed, weeklyHours } from '@/lib/opening-hours';
import { RejectionNotice } from '@/components/dashboard/rejection-notice';
import { Badge } from '@/components/ui/badge';
import { currentTodaySpot, formatCoordinate, mapsLink } from './local-facts-input';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="break-words text-sm">{children ?? '-'}</dd>
    </div>
  );
}

export function TenantDetails({ tenant, statusSpelling = 'default' }: { tenant: Tenant; statusSpelling?: 'default' | 'review' }) {
  const hours = tenant.operatingHours;
  const spot = currentTodaySpot(tenant, new Date());
  const deliveryLinks = DELIVERY_APPS.flatMap((app) => {
    const url = tenant[`${app}Url`];
    return url ? [{ app, url }] : [];
  });
  const hasOrderFacts = tenant.minOrder != null || tenant.leadTimeDays != null || tenant.maxPortions != null;
  return (
    <div className="grid gap-4" data-testid="tenant-details">
      {tenant.banner && (
        // eslint-disable-next-line @next/next/no-img-element -- uploaded image served by the API
        <img src={tenant.banner} alt={`Banner ${tenant.name}`} className="h-32 w-full rounded-md object-cover" />
      )}
      <div className="flex items-start gap-3">
        {tenant.logo && (
          // eslint-disable-next-line @next/next/no-img-element -- uploaded image served by the API
          <img src={tenant.logo} alt={`Logo ${tenant.name}`} className="size-14 rounded-md border object-cover" />
        )}
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2 text-lg font-semibold">
            {tenant.name}
            {tenant.isFeatured && (
              <Badge variant="warning">
                <StarIcon aria-hidden="true" />
                {FEATURED_LABEL}
              </Badge>
            )}
          </p>
          <p className="text-sm text-muted-foreground">@{tenant.slug}</p>
        </div>
        <TenantStatusBadge status={tenant.status} spelling={statusSpelling} />
      </div>
      {tenant.status === 'rejected' && <RejectionNotice reason={tenant.rejectionReason} />}
      {tenant.description && <p className="text-sm">{tenant.description}</p>}
      <dl className="grid gap-2">
        <Row label="Tipe">{TENANT_TYPE_LABELS[tenant.type] ?? tenant.type}</Row>
        {tenant.owner && (
          <Row label="Pemilik">
            {tenant.owner.name}
            {tenant.owner.email ? ` (${tenant.owner.email})` : ''}
          </Row>
        )}
        <Row label="Alamat">
          <span className="inline-flex items-start gap-1">
            <MapPinIcon aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
            {[tenant.address, kecamatanName(tenant.district), tenant.city, tenant.province, tenant.postalCode, tenant.country].filter(Boolean).join(', ')}
          </span>
        </Row>
        <Row label="Kecamatan">{kecamatanName(tenant.district) || '-'}</Row>
        <Row label="Titik lokasi">
          {tenant.latitude != null && tenant.longitude != null ? (
            <a
              href={mapsLink(tenant.latitude, tenant.longitude)}
              target="_blank"
              rel="noopener noreferrer"
              className="text-primary underline-offset-2 hover:underline"
            >
              {formatCoordinate(tenant.latitude)}, {formatCoordinate(tenant.longitude)}
            </a>
          ) : (
            '-'
          )}
        </Row>
        {tenant.type === 'food_truck' && <Row label="Mangkal hari ini">{spot ?? '-'}</Row>}
        <Row label="Email">
          {tenant.email ? (
            <span className="inline-flex items-center gap-1">
              <MailIcon aria-hidden="true" className="size-3.5" />
              {tenant.email}
            </span>
          ) : (
            '-'
          )}
        </Row>
        <Row label="Telepon">
          {tenant.phone ? (
            <span className="inline-flex items-center gap-1">
              <PhoneIcon aria-hidden="true" className="size-3.5" />
              {tenant.phone}
            </span>
          ) : (
            '-'
          )}
        </Row>
        <Row label="Website">
          {tenant.website ? (
            <a
              href={tenant.website}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 text-primary underline-offset-2 hover:underline"
            >
              <GlobeIcon aria-hidden="true" className="size-3.5" />
              {tenant.website}
            </a>
          ) : (
            '-'
          )}
        </Row>
        <Row label="Instagram">{tenant.instagram || '-'}</Row>
        <Row label="TikTok">{tenant.tiktok || '-'}</Row>
        <Row label="Facebook">{tenant.facebook || '-'}</Row>
        {tenant.whatsapp && <Row label="WhatsApp">{tenant.whatsapp}</Row>}
        <Row label="Status Halal">
          {HALAL_STATUS_LABELS[tenant.halalStatus]}
          {tenant.halalCertificateNumber && (
            <span className="block" data-testid="halal-certificate">
              No. sertifikat: <span className="font-medium tabular-nums">{tenant.halalCertificateNumber}</span>{' '}
              <a
                href={HALAL_REGISTRY_URL}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 text-primary underline-offset-2 hover:underline"
              >
                Periksa di registri BPJPH
                <ExternalLinkIcon aria-hidden="true" className="size-3.5" />
                <span className="sr-only">(membuka tab baru)</span>
              </a>
            </span>
          )}
        </Row>
        <Row label="Jenis masakan">{tenant.cuisine || '-'}</Row>
        <Row label="Pemesanan online">
          {deliveryLinks.length ? (
            <span className="flex flex-wrap gap-x-3 gap-y-1">
              {deliveryLinks.map(({ app, url }) => (
                <a key={app} href={url} target="_blank" rel="noopener noreferrer" className="text-primary underline-offset-2 hover:underline">
                  {DELIVERY_APP_LABELS[app]}
                </a>
              ))}
            </span>
          ) : (
            '-'
          )}
        </Row>
        {hasOrderFacts && (
          <>
            <Row label="Minimal pesanan">{tenant.minOrder != null ? `${tenant.minOrder} porsi` : '-'}</Row>
            <Row label="Pesan sebelumnya">{tenant.leadTimeDays != null ? (tenant.leadTimeDays === 0 ? 'Bisa hari ini' : `H-${tenant.leadTimeDays}`) : '-'}</Row>
            <Row label="Kapasitas maksimal">{tenant.maxPortions != null ? `${tenant.maxPortions.toLocaleString('id-ID')} porsi` : '-'}</Row>
          </>
        )}
        <Row label={FEATURED_LABEL}>{tenant.isFeatured ? 'Ya' : 'Tidak'}</Row>
        <Row label="Metode Pembayaran">{tenant.paymentMethods.length ? tenant.paymentMethods.map((m) => PAYMENT_METHOD_LABELS[m]).join(', ') : '-'}</Row>
        <Row label="Tutup sementara">
          {isTemporarilyClosed(tenant, new Date()) ? (tenant.reopensOn ? `Ya, buka lagi ${formatDate(tenant.reopensOn)}` : 'Ya') : 'Tidak'}
        </Row>
        {tenant.rating != null && <Row label="Rating">{formatRating(tenant.rating)}</Row>}
        {tenant.menuCount !== undefined && <Row label="Jumlah Menu">{tenant.menuCount}</Row>}
        <Row label="Dibuat">{formatDate(tenant.createdAt)}</Row>
        <Row label="Diperbarui">{formatDate(tenant.updatedAt)}</Row>
      </dl>
      {hasOperatingHours(hours) && (
        <div className="grid gap-1">
          <p className="text-sm font-medium">Jam Operasional</p>
          <ul className="grid gap-0.5 text-sm">
            {weeklyHours(hours).map((row) => (
              <li key={row.day} className="flex justify-between gap-4 sm:max-w-sm">
                <span>{row.label}</span>
                <span className="text-right text-muted-foreground">{row.text}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
