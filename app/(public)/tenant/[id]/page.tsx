// Tenant detail by id or slug (canonical /tenant/{slug}): header, contact, address, opening hours with "open now",
// the menu with search and category filter, and schema.org JSON-LD. Unknown or non-active tenants are a 404.
import { Breadcrumb } from '@/components/public/breadcrumb';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { EmptyState } from '@/components/public/empty-state';
import { FilterChips } from '@/components/public/filter-chips';
import { FilterForm } from '@/components/public/filter-form';
import { JsonLd } from '@/components/public/json-ld';
import { MenuGrid } from '@/components/public/menu-grid';
import { Pagination } from '@/components/public/pagination';
import { Button } from '@/components/ui/button';
import { getPublicTenant, listPublicMenus, menuCategoryCounts, type PublicTenant } from '@/db/queries/public';
import { MENU_CATEGORIES, MENU_CATEGORY_LABELS, TENANT_TYPE_LABELS } from '@/lib/constants';
import { formatCount } from '@/lib/format';
import { PUBLIC_MENU_PAGE_SIZE, filterHref, parseTenantMenuFilters, totalPages, type SearchParamsRecord } from '@/lib/public-filters';
import { LoadFailure } from '@/components/public/load-failure';
import { loadPageData } from '@/lib/server/response-state';
import { pageMetadata, tenantJsonLd, tenantPath } from '@/lib/seo';
import { AddressCard } from './_components/address-card';
import { ContactCard } from './_components/contact-card';
import { HoursCard } from './_components/hours-card';
import { TenantHeader } from './_components/tenant-header';
import { Icon } from '@/components/public/icon';

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
  const pages = totalPages(menus.total, PUBLIC_MENU_PAGE_SIZE);

  const chips = [
    {
      key: 'semua',
      label: 'Semua',
      count: counts.total,
      capped: counts.totalCapped,
      href: filterHref(path, values, { category: undefined }, '#menu'),
      active: !filters.category,
    },
    ...MENU_CATEGORIES.filter((c) => counts.counts[c] > 0 || filters.category === c).map((c) => ({
      key: c,
      label: MENU_CATEGORY_LABELS[c],
      count: counts.counts[c],
      capped: counts.capped[c],
      href: filterHref(path, values, { category: c }, '#menu'),
      active: filters.category === c,
    })),
  ];

  return (
    <>
      <JsonLd data={tenantJsonLd(tenant, allMenus.data)} />
      <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6 lg:px-8">
        <Breadcrumb
          trail={[
            { href: '/', label: 'Beranda' },
            { href: '/tenant', label: 'Tenant' },
          ]}
          current={tenant.name}
        />

        <TenantHeader tenant={tenant} now={now} />
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
            {menus.total > 0 ? `${formatCount(menus.total, menus.totalCapped)} menu` : ''}
          </p>
          <div className="mt-3">
            {menus.data.length > 0 ? (
              <MenuGrid menus={menus.data} showTenant={false} columns="narrow" />
            ) : filtered ? (
              <EmptyState
                icon={<Icon name="search-x" className="size-7" />}
                headingLevel="h3"
                title="Menu Tidak Ditemukan"
                description="Coba ubah kata kunci atau kategori."
              >
                <Button asChild variant="outline">
                  <Link href={`${path}#menu`}>Lihat semua menu</Link>
                </Button>
              </EmptyState>
            ) : (
              <EmptyState
                icon={<Icon name="utensils-crossed" className="size-7" />}
                headingLevel="h3"
                title="Belum Ada Menu"
                description="Tenant ini belum menambahkan menu."
              />
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
