// Tenant detail by id or slug (canonical /tenant/{slug}): header, contact, address, opening hours with "open now",
// the menu with search and category filter, and schema.org JSON-LD. Unknown or non-active tenants are a 404.
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { BadgeCheck, ChevronRight, Clock, ExternalLink, Globe, Mail, MapPin, Phone, SearchX, ShoppingBag, UtensilsCrossed } from 'lucide-react';
import { EmptyState } from '@/components/public/empty-state';
import { EntityImage } from '@/components/public/entity-image';
import { FilterChips } from '@/components/public/filter-chips';
import { FilterForm } from '@/components/public/filter-form';
import { JsonLd } from '@/components/public/json-ld';
import { MenuGrid } from '@/components/public/menu-grid';
import { Pagination } from '@/components/public/pagination';
import { Rating } from '@/components/public/rating';
import { FacebookIcon, InstagramIcon, TiktokIcon, WhatsappIcon } from '@/components/public/social-icons';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { getPublicTenant, listPublicMenus, menuCategoryCounts, type PublicTenant } from '@/db/queries/public';
import { MENU_CATEGORIES, MENU_CATEGORY_LABELS, TENANT_TYPE_LABELS } from '@/lib/constants';
import { displayHandle, displayUrl, formatPhone, instagramHref, telHref, tiktokHref, webHref, whatsappHref } from '@/lib/contact-links';
import { formatNumber } from '@/lib/format';
import { hasOperatingHours, isOpenNow, jakartaClock, weeklyHours } from '@/lib/opening-hours';
import { PUBLIC_MENU_PAGE_SIZE, filterHref, parseTenantMenuFilters, totalPages, type SearchParamsRecord } from '@/lib/public-filters';
import { LoadFailure } from '@/components/public/load-failure';
import { loadPageData } from '@/lib/server/response-state';
import { pageMetadata, tenantJsonLd, tenantPath } from '@/lib/seo';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<SearchParamsRecord> };

/** The route segment as typed (a malformed escape is looked up as it is and simply not found). */
function segment(id: string): string {
  try {
    return decodeURIComponent(id);
  } catch {
    return id;
  }
}

function describe(tenant: PublicTenant): string {
  const base = tenant.description?.trim() || `${TENANT_TYPE_LABELS[tenant.type]} di ${tenant.city}.`;
  const text = `${base} Alamat: ${tenant.address}, ${tenant.city}.`;
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}...` : text;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const loaded = await loadPageData(() => getPublicTenant(segment(id)));
  if (!loaded.ok) return { title: 'Gagal Memuat Data', robots: { index: false, follow: true } };
  const tenant = loaded.data;
  if (!tenant) return { title: 'Tenant Tidak Ditemukan', robots: { index: false, follow: true } };
  const image = tenant.image ?? tenant.banner ?? tenant.logo;
  return pageMetadata({
    title: `${tenant.name} - ${TENANT_TYPE_LABELS[tenant.type]} di ${tenant.city}`,
    description: describe(tenant),
    path: tenantPath(tenant),
    images: image ? [image] : undefined,
  });
}

const linkClass = 'break-all rounded-sm font-medium text-foreground outline-none hover:text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring';

function ContactRow({ icon, label, children }: { icon: React.ReactNode; label: string; children: React.ReactNode }) {
  // dt and dd stay direct children of the row (a valid dl group); the icon sits inside the dt.
  return (
    <div className="relative min-h-8 pl-11 text-sm">
      <dt className="text-muted-foreground">
        <span aria-hidden="true" className="absolute left-0 top-0 flex size-8 items-center justify-center rounded-lg bg-accent text-primary">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

function ContactCard({ tenant }: { tenant: PublicTenant }) {
  const phone = telHref(tenant.phone);
  const wa = whatsappHref(tenant.whatsapp, tenant.phone);
  const web = webHref(tenant.website);
  const ig = instagramHref(tenant.instagram);
  const tt = tiktokHref(tenant.tiktok);
  const fb = webHref(tenant.facebook);
  const any = phone || wa || tenant.email || web || ig || tt || fb;
  return (
    <section aria-labelledby="kontak-heading" className="rounded-xl border bg-card p-5 shadow-sm">
      <h2 id="kontak-heading" className="text-lg font-semibold">
        Kontak
      </h2>
      {any ? (
        <dl className="mt-4 space-y-4">
          {phone && (
            <ContactRow icon={<Phone className="size-4" />} label="Telepon">
              <a href={phone} className={linkClass}>
                {formatPhone(tenant.phone)}
              </a>
            </ContactRow>
          )}
          {wa && (
            <ContactRow icon={<WhatsappIcon className="size-4" />} label="WhatsApp">
              <a href={wa} target="_blank" rel="noopener noreferrer" className={linkClass} data-testid="whatsapp-link">
                Chat via WhatsApp
              </a>
            </ContactRow>
          )}
          {tenant.email && (
            <ContactRow icon={<Mail className="size-4" />} label="Email">
              <a href={`mailto:${tenant.email}`} className={linkClass}>
                {tenant.email}
              </a>
            </ContactRow>
          )}
          {web && (
            <ContactRow icon={<Globe className="size-4" />} label="Website">
              <a href={web} target="_blank" rel="noopener noreferrer" className={linkClass}>
                {displayUrl(web)}
              </a>
            </ContactRow>
          )}
          {ig && (
            <ContactRow icon={<InstagramIcon className="size-4" />} label="Instagram">
              <a href={ig} target="_blank" rel="noopener noreferrer" className={linkClass}>
                {displayHandle(tenant.instagram!)}
              </a>
            </ContactRow>
          )}
          {tt && (
            <ContactRow icon={<TiktokIcon className="size-4" />} label="TikTok">
              <a href={tt} target="_blank" rel="noopener noreferrer" className={linkClass}>
                {displayHandle(tenant.tiktok!)}
              </a>
            </ContactRow>
          )}
          {fb && (
            <ContactRow icon={<FacebookIcon className="size-4" />} label="Facebook">
              <a href={fb} target="_blank" rel="noopener noreferrer" className={linkClass}>
                {displayUrl(fb)}
              </a>
            </ContactRow>
          )}
        </dl>
      ) : (
        <p className="mt-3 text-sm text-muted-foreground">Belum ada informasi kontak.</p>
      )}
    </section>
  );
}

function AddressCard({ tenant }: { tenant: PublicTenant }) {
  const full = [tenant.address, tenant.district, tenant.city, `${tenant.province} ${tenant.postalCode}`, tenant.country].filter(Boolean).join(', ');
  const maps = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${tenant.name}, ${full}`)}`;
  return (
    <section aria-labelledby="alamat-heading" className="rounded-xl border bg-card p-5 shadow-sm">
      <h2 id="alamat-heading" className="text-lg font-semibold">
        Alamat
      </h2>
      <address className="mt-3 flex gap-3 text-sm not-italic">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        <span>
          {tenant.address}
          {tenant.district ? `, Kec. ${tenant.district}` : ''}
          <br />
          {tenant.city}, {tenant.province} {tenant.postalCode}
          <br />
          {tenant.country}
        </span>
      </address>
      <a href={maps} target="_blank" rel="noopener noreferrer" className="mt-4 inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-primary outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring">
        Buka di Google Maps
        <ExternalLink aria-hidden="true" className="size-3.5" />
        <span className="sr-only">(tab baru)</span>
      </a>
    </section>
  );
}

function HoursCard({ tenant, now }: { tenant: PublicTenant; now: Date }) {
  const rows = weeklyHours(tenant.operatingHours);
  const today = jakartaClock(now).day;
  return (
    <section aria-labelledby="jam-heading" className="rounded-xl border bg-card p-5 shadow-sm">
      <h2 id="jam-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Clock aria-hidden="true" className="size-5 text-primary" />
        Jam Operasional
      </h2>
      {hasOperatingHours(tenant.operatingHours) ? (
        <table className="mt-3 w-full text-sm">
          <caption className="sr-only">Jam operasional per hari (WIB)</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">Hari</th>
              <th scope="col">Jam</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const isToday = row.day === today;
              return (
                <tr key={row.day} className={isToday ? 'bg-accent font-semibold' : undefined} aria-current={isToday ? 'date' : undefined}>
                  <th scope="row" className="rounded-l-md py-1.5 pl-2 text-left font-medium">
                    {row.label}
                    {isToday && <span className="ml-2 text-xs font-normal text-accent-foreground">(hari ini)</span>}
                  </th>
                  <td className={`rounded-r-md py-1.5 pr-2 text-right tabular-nums ${row.shifts.length === 0 ? 'text-muted-foreground' : ''}`}>{row.text}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : (
        <p className="mt-3 text-sm text-muted-foreground">Jam operasional belum diisi.</p>
      )}
      <p className="mt-3 text-xs text-muted-foreground">Waktu Indonesia Barat (WIB).</p>
    </section>
  );
}

function QuickActions({ tenant }: { tenant: PublicTenant }) {
  const wa = whatsappHref(tenant.whatsapp, tenant.phone);
  const phone = telHref(tenant.phone);
  return (
    <div className="mt-5 flex flex-wrap gap-2">
      <Button asChild size="sm">
        <a href="#menu">
          <UtensilsCrossed aria-hidden="true" />
          Lihat Menu
        </a>
      </Button>
      {wa && (
        <Button asChild size="sm" variant="outline">
          <a href={wa} target="_blank" rel="noopener noreferrer">
            <WhatsappIcon className="size-4 text-green-700" />
            WhatsApp
          </a>
        </Button>
      )}
      {phone && (
        <Button asChild size="sm" variant="outline">
          <a href={phone}>
            <Phone aria-hidden="true" />
            Telepon
          </a>
        </Button>
      )}
    </div>
  );
}

export default async function TenantDetailPage({ params, searchParams }: Props) {
  await connection();
  const { id } = await params;
  const filters = parseTenantMenuFilters(await searchParams);
  const filtered = filters.search !== undefined || filters.category !== undefined || filters.page > 1;
  // An unreachable database renders the failure state here (answered 503 by scripts/server.ts).
  const loaded = await loadPageData(async () => {
    const found = await getPublicTenant(segment(id));
    if (!found) return null;
    return [
      found,
      ...(await Promise.all([
        listPublicMenus({ tenantId: found.id, limit: PUBLIC_MENU_PAGE_SIZE }),
        menuCategoryCounts({ tenantId: found.id, search: filters.search }),
        filtered
          ? listPublicMenus({ tenantId: found.id, search: filters.search, category: filters.category, page: filters.page, limit: PUBLIC_MENU_PAGE_SIZE })
          : null,
      ])),
    ] as const;
  });
  if (!loaded.ok) return <LoadFailure variant="tenant" />;
  if (!loaded.data) notFound();
  const [tenant, allMenus, counts, shown] = loaded.data;
  const menus = shown ?? allMenus;
  const path = tenantPath(tenant);
  const values = { search: filters.search, category: filters.category };
  const now = new Date();
  const open = isOpenNow(tenant.operatingHours, now);
  const pages = totalPages(menus.total, PUBLIC_MENU_PAGE_SIZE);

  const chips = [
    { key: 'semua', label: 'Semua', count: counts.total, href: filterHref(path, values, { category: undefined }, '#menu'), active: !filters.category },
    ...MENU_CATEGORIES.filter((c) => counts.counts[c] > 0 || filters.category === c).map((c) => ({
      key: c,
      label: MENU_CATEGORY_LABELS[c],
      count: counts.counts[c],
      href: filterHref(path, values, { category: c }, '#menu'),
      active: filters.category === c,
    })),
  ];

  return (
    <>
      <JsonLd data={tenantJsonLd(tenant, allMenus.data)} />
      <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6 lg:px-8">
        <nav aria-label="Breadcrumb">
          <ol className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground">
            <li>
              <Link href="/" className="rounded-sm hover:text-primary hover:underline">
                Beranda
              </Link>
            </li>
            <li aria-hidden="true">
              <ChevronRight className="size-4" />
            </li>
            <li>
              <Link href="/tenant" className="rounded-sm hover:text-primary hover:underline">
                Tenant
              </Link>
            </li>
            <li aria-hidden="true">
              <ChevronRight className="size-4" />
            </li>
            <li aria-current="page" className="font-medium text-foreground">
              {tenant.name}
            </li>
          </ol>
        </nav>

        <header className="mt-4 overflow-hidden rounded-2xl border bg-card shadow-sm">
          <EntityImage
            src={tenant.banner ?? tenant.image}
            name={tenant.name}
            tenantType={tenant.type}
            sizes="(min-width: 1280px) 1216px, 100vw"
            aspect="h-32 sm:h-48"
            priority
          />
          <div className="p-5 sm:p-8">
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="secondary">{TENANT_TYPE_LABELS[tenant.type]}</Badge>
              <Badge variant="success">
                <BadgeCheck aria-hidden="true" />
                Terverifikasi
              </Badge>
              {tenant.isHalal && <Badge variant="info">Halal</Badge>}
              {open !== null && (
                <Badge variant={open ? 'success' : 'outline'} data-testid="open-now">
                  <span aria-hidden="true" className={`size-2 rounded-full ${open ? 'bg-green-600' : 'bg-stone-400'}`} />
                  {open ? 'Buka Sekarang' : 'Tutup Sekarang'}
                </Badge>
              )}
            </div>
            <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">{tenant.name}</h1>
            <div className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted-foreground">
              <Rating value={tenant.rating} className="text-foreground" />
              <span className="inline-flex items-center gap-1.5">
                <ShoppingBag aria-hidden="true" className="size-4" />
                {formatNumber(tenant.totalOrders)} pesanan
              </span>
              <span className="inline-flex items-center gap-1.5">
                <UtensilsCrossed aria-hidden="true" className="size-4" />
                {formatNumber(tenant.menuCount)} menu
              </span>
              <span className="inline-flex items-center gap-1.5">
                <MapPin aria-hidden="true" className="size-4" />
                {[tenant.district, tenant.city].filter(Boolean).join(', ')}
              </span>
            </div>
            {tenant.description && <p className="mt-4 max-w-3xl text-base leading-relaxed">{tenant.description}</p>}
            <QuickActions tenant={tenant} />
          </div>
        </header>
      </div>

      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[1fr_340px] lg:px-8">

        <section id="menu" aria-labelledby="menu-heading" className="min-w-0 scroll-mt-20">
          <h2 id="menu-heading" className="text-2xl font-bold tracking-tight">
            Menu {tenant.name}
          </h2>
          <FilterForm action={path} values={values} hash="#menu" label="Cari menu tenant" className="mt-4 flex gap-2">
            <input type="hidden" name="category" value={filters.category ?? ''} />
            <label htmlFor="tenant-menu-search" className="sr-only">
              Cari menu di {tenant.name}
            </label>
            <input
              id="tenant-menu-search"
              name="search"
              type="search"
              defaultValue={filters.search ?? ''}
              maxLength={100}
              placeholder="Cari menu..."
              className="h-10 min-w-0 flex-1 rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
            />
            <Button type="submit" className="h-10">
              Cari
            </Button>
          </FilterForm>
          <FilterChips label="Kategori menu" chips={chips} className="mt-4" />
          <p className="mt-4 text-sm text-muted-foreground" aria-live="polite" data-testid="menu-count">
            {menus.total > 0 ? `${formatNumber(menus.total)} menu` : ''}
          </p>
          <div className="mt-3">
            {menus.data.length > 0 ? (
              <MenuGrid menus={menus.data} showTenant={false} columns="narrow" />
            ) : filtered ? (
              <EmptyState icon={SearchX} headingLevel="h3" title="Menu Tidak Ditemukan" description="Coba ubah kata kunci atau kategori.">
                <Button asChild variant="outline">
                  <Link href={`${path}#menu`}>Lihat semua menu</Link>
                </Button>
              </EmptyState>
            ) : (
              <EmptyState icon={UtensilsCrossed} headingLevel="h3" title="Belum Ada Menu" description="Tenant ini belum menambahkan menu." />
            )}
          </div>
          <Pagination pathname={path} values={values} page={filters.page} pages={pages} hash="#menu" />
        </section>

        <aside aria-label="Informasi tenant" className="space-y-6">
          <ContactCard tenant={tenant} />
          <AddressCard tenant={tenant} />
          <HoursCard tenant={tenant} now={now} />
        </aside>
      </div>
    </>
  );
}
