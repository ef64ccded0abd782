// The tenant's postal address (with its kecamatan) and a maps link: directions to its coordinates when it has them,
// else a Google Maps search for its name and address.
import type { PublicTenant } from '@/db/queries/public';
import { kecamatanName } from '@/lib/format';
import { directionsLink } from '@/lib/local-facts';
import { Icon } from '@/components/public/icon';

export function AddressCard({ tenant }: { tenant: PublicTenant }) {
  const full = [tenant.address, kecamatanName(tenant.district), tenant.city, `${tenant.province} ${tenant.postalCode}`, tenant.country]
    .filter(Boolean)
    .join(', ');
  const maps = directionsLink({ name: tenant.name, latitude: tenant.latitude, longitude: tenant.longitude, fullAddress: full });
  return (
    <section aria-labelledby="alamat-heading" className="rounded-xl border bg-card p-5 shadow-sm">
      <h2 id="alamat-heading" className="text-lg font-semibold">
        Alamat
      </h2>
      <address className="mt-3 flex gap-3 text-sm not-italic">
        <Icon name="map-pin" className="mt-0.5 size-4 shrink-0 text-primary" />
        <span>
          {tenant.address}
          {tenant.district ? `, Kec. ${kecamatanName(tenant.district)}` : ''}
          <br />
          {tenant.city}, {tenant.province} {tenant.postalCode}
          <br />
          {tenant.country}
        </span>
      </address>
      <a
        href={maps.href}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="maps-link"
        className="mt-4 inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-primary outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
      >
        {maps.kind === 'directions' ? 'Petunjuk arah di Google Maps' : 'Buka di Google Maps'}
        <Icon name="external-link" className="size-3.5" />
        <span className="sr-only">(tab baru)</span>
      </a>
    </section>
  );
}
