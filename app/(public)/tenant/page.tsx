// Tenant list: search, rating, halal, kecamatan, open now, sort (the nearest first from the visitor's location) and
// type chips in the URL; statistics from real aggregates.
import type { Metadata } from 'next';
import Link from 'next/link';
import { connection } from 'next/server';
import { EmptyState } from '@/components/public/empty-state';
import { LoadFailure } from '@/components/public/load-failure';
import { ActiveFilterChips, FilterChips } from '@/components/public/filter-chips';
import { FilterForm } from '@/components/public/filter-form';
import { PageHeader } from '@/components/public/page-header';
import { Pagination } from '@/components/public/pagination';
import { InputField, SelectField } from '@/components/public/select-field';
import { NearestButton } from '@/components/public/nearest-button';
import { OpenNowCheckbox } from '@/components/public/open-now-checkbox';
import { TenantCard } from '@/components/public/tenant-card';
import { openNowClock } from '@/lib/opening-hours';
import { Button } from '@/components/ui/button';
import { listPublicTenantPage, publicStats } from '@/db/queries/public';
import { HALAL_FILTER_LABELS, KECAMATAN_LABELS, TENANT_TYPES, TENANT_TYPE_LABELS, type HalalFilter, type Kecamatan } from '@/lib/constants';
import { formatCount, formatNumber, formatRating } from '@/lib/format';
import { distanceLabel, nearParam } from '@/lib/geo';
import {
  HALAL_FILTER_OPTIONS,
  KECAMATAN_OPTIONS,
  NEAREST_NEEDS_LOCATION,
  RATING_FILTERS,
  TENANT_SORTS,
  activeFilters,
  effectiveSort,
  filterHref,
  parseTenantPageFilters,
  totalPages,
  type SearchParamsRecord,
} from '@/lib/public-filters';
import { loadPageData } from '@/lib/server/response-state';
import { pageMetadata } from '@/lib/seo';
import { Icon } from '@/components/public/icon';

const PATH = '/tenant';
const PAGE_SIZE = 12;
/** The spec's fixed satisfaction figure: there is no satisfaction data to compute it from. */
const SATISFACTION_PERCENT = 89;

type Props = { searchParams: Promise<SearchParamsRecord> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { type } = parseTenantPageFilters(await searchParams);
  const label = type ? `${TENANT_TYPE_LABELS[type]} - ` : '';
  return pageMetadata({
    title: `${label}Daftar Tenant Kuliner Tasikmalaya`,
    description: type
      ? `Daftar ${TENANT_TYPE_LABELS[type].toLowerCase()} terverifikasi di Tasikmalaya lengkap dengan rating, alamat, dan menu.`
      : 'Jelajahi tenant kuliner terverifikasi di Tasikmalaya: restoran, kafe, food truck, katering, dan bakery lengkap dengan rating dan menu.',
    path: type ? `${PATH}?type=${type}` : PATH,
  });
}

/** The default sort (rating) is the empty value, so it stays out of the URL. */
const SORT_OPTIONS = TENANT_SORTS.map((s) => ({ value: s.value === 'rating' ? '' : s.value, label: s.label }));
const SORT_LABELS = Object.fromEntries(TENANT_SORTS.map((s) => [s.value, s.label])) as Record<string, string>;

/** The active-filter chips' wording, in the order they show (the type has its own chips). */
const CHIP_LABELS: Record<string, (value: string) => string> = {
  search: (v) => `Cari: ${v}`,
  kecamatan: (v) => `Kec. ${KECAMATAN_LABELS[v as Kecamatan]}`,
  rating: (v) => `Rating ${v}+`,
  halal: (v) => HALAL_FILTER_LABELS[v as HalalFilter],
  open: () => 'Buka sekarang',
  sort: (v) => `Urutan: ${SORT_LABELS[v] ?? v}`,
};

export default async function TenantListPage({ searchParams }: Props) {
  await connection();
  const filters = parseTenantPageFilters(await searchParams);
  // 'Terdekat' without a location is the rating order, and the page asks for the location.
  const applied = effectiveSort(filters.sort, filters.near);
  const sort = TENANT_SORTS.find((s) => s.value === applied.sort)!;
  // One render time for the "open now" filter and every card's Buka/Tutup badge.
  const now = new Date();
  const openNow = filters.open ? openNowClock(now) : undefined;
  // An unreachable database renders the failure state here (answered 503 by scripts/server.ts); other errors
  // reach error.tsx.
  const loaded = await loadPageData(() =>
    Promise.all([
      listPublicTenantPage({
        search: filters.search,
        type: filters.type,
        minRating: filters.minRating,
        halal: filters.halal,
        district: filters.kecamatan,
        openNow,
        sortBy: sort.sortBy,
        sortOrder: sort.sortOrder,
        near: filters.near,
        page: filters.page,
        limit: PAGE_SIZE,
      }),
      publicStats(),
    ]),
  );
  if (!loaded.ok) return <LoadFailure variant="tenant" />;
  const [{ list: result, typeCounts: counts }, stats] = loaded.data;
  const values = {
    search: filters.search,
    rating: filters.rating,
    halal: filters.halal,
    sort: filters.sort === 'rating' ? undefined : filters.sort,
    type: filters.type,
    open: filters.open ? '1' : undefined,
    kecamatan: filters.kecamatan,
    near: filters.near ? nearParam(filters.near) : undefined,
  };
  const chipLabels = values.sort === 'terdekat' || !filters.near ? CHIP_LABELS : { ...CHIP_LABELS, near: () => 'Jarak dari lokasi Anda' };
  const activeChips = activeFilters(PATH, values, chipLabels);
  const hasFilters = Object.values(values).some((v) => v !== undefined);
  const pages = totalPages(result.total, PAGE_SIZE);

  const chips = [
    {
      key: 'semua',
      label: 'Semua',
      count: counts.total,
      capped: counts.totalCapped,
      href: filterHref(PATH, values, { type: undefined }),
      active: !filters.type,
    },
    ...TENANT_TYPES.map((t) => ({
      key: t,
      label: TENANT_TYPE_LABELS[t],
      count: counts.counts[t],
      capped: counts.capped[t],
      href: filterHref(PATH, values, { type: t }),
      active: filters.type === t,
    })),
  ];

  const statItems = [
    { label: 'Tenant Aktif', value: formatNumber(stats.tenantCount) },
    { label: 'Rata-rata Rating', value: stats.averageRating == null ? '-' : formatRating(stats.averageRating) },
    { label: 'Total Pesanan', value: formatNumber(stats.totalOrders) },
    { label: 'Kepuasan Pelanggan', value: `${SATISFACTION_PERCENT}%` },
  ];

  return (
    <>
      <PageHeader
        eyebrow="Tenant"
        title="Daftar Tenant Kuliner"
        description="Tenant kuliner terverifikasi di Tasikmalaya. Cari berdasarkan nama, rating, atau jenis usaha."
      >
        <section aria-label="Statistik tenant">
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {statItems.map((s) => (
              <div key={s.label} className="rounded-xl border bg-background p-4 shadow-sm">
                <dt className="text-sm text-muted-foreground">{s.label}</dt>
                <dd className="mt-1 text-2xl font-bold tabular-nums" data-testid={`stat-${s.label}`}>
                  {s.value}
                </dd>
              </div>
            ))}
          </dl>
        </section>
        <FilterForm
          action={PATH}
          values={values}
          label="Filter tenant"
          className="mt-6 grid grid-cols-2 gap-4 rounded-xl border bg-background p-4 shadow-sm lg:grid-cols-6 lg:items-end"
        >
          <input type="hidden" name="type" value={filters.type ?? ''} />
          {/* The location stays while other filters change (the island sets it; it is no field of its own). */}
          <input type="hidden" name="near" value={values.near ?? ''} />
          <InputField
            id="tenant-search"
            name="search"
            type="search"
            label="Cari tenant"
            value={filters.search}
            maxLength={100}
            placeholder="Nama tenant, deskripsi, atau kecamatan"
            className="col-span-2"
          />
          <SelectField id="tenant-rating" name="rating" label="Rating" value={filters.rating} options={RATING_FILTERS} />
          <SelectField id="tenant-halal" name="halal" label="Halal" value={filters.halal} options={HALAL_FILTER_OPTIONS} />
          <SelectField
            id="tenant-kecamatan"
            name="kecamatan"
            label="Kecamatan"
            value={filters.kecamatan}
            options={KECAMATAN_OPTIONS}
            className="col-span-2 sm:col-span-1"
          />
          <SelectField
            id="tenant-sort"
            name="sort"
            label="Urutkan"
            value={filters.sort === 'rating' ? '' : filters.sort}
            options={SORT_OPTIONS}
            className="col-span-2 sm:col-span-1"
          />
          <NearestButton
            icon={<Icon name="locate-fixed" className="size-4" />}
            href={filterHref(PATH, values, { sort: 'terdekat' })}
            selectId="tenant-sort"
            className="col-span-2 sm:col-span-1 lg:self-end"
          />
          <OpenNowCheckbox id="tenant-open-now" checked={filters.open} className="col-span-2 sm:col-span-1" />
          <div className="col-span-2 flex gap-2 sm:self-end lg:col-start-5 lg:row-start-2">
            <Button type="submit" className="h-10 flex-1 lg:flex-none">
              Terapkan
            </Button>
            {hasFilters && (
              <Button asChild variant="outline" className="h-10">
                <Link href={PATH}>Reset</Link>
              </Button>
            )}
          </div>
        </FilterForm>
      </PageHeader>

      <section aria-labelledby="tenant-results-heading" className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <h2 id="tenant-results-heading" className="sr-only">
          Daftar tenant
        </h2>
        <FilterChips label="Jenis tenant" chips={chips} />
        <ActiveFilterChips chips={activeChips} clearHref={filterHref(PATH, { type: filters.type })} className="mt-4" />
        {applied.needsLocation && (
          <div className="mt-4 flex flex-wrap items-center gap-3 rounded-lg border bg-accent/50 p-3 text-sm" data-testid="nearest-needs-location">
            <p className="flex-1">{NEAREST_NEEDS_LOCATION}</p>
            <NearestButton
              icon={<Icon name="locate-fixed" className="size-4" />}
              href={filterHref(PATH, values, { sort: 'terdekat' })}
              label="Gunakan lokasi saya"
            />
          </div>
        )}
        <p className="mt-6 text-sm text-muted-foreground" aria-live="polite" data-testid="tenant-count">
          {result.total > 0 ? `${formatCount(result.total, result.totalCapped)} tenant ditemukan` : 'Tidak ada tenant yang cocok'}
        </p>
        <div className="mt-4">
          {result.data.length > 0 ? (
            <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {result.data.map((tenant, index) => (
                <li key={tenant.id}>
                  <TenantCard tenant={tenant} priority={index === 0} now={now} distance={distanceLabel(filters.near, tenant)} />
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState
              icon={<Icon name="store" className="size-7" />}
              title={hasFilters ? 'Tenant Tidak Ditemukan' : 'Belum Ada Tenant'}
              description={
                hasFilters
                  ? 'Tidak ada tenant yang cocok dengan filter Anda. Coba ubah kata kunci atau filter.'
                  : 'Belum ada tenant kuliner yang tampil saat ini.'
              }
            >
              {hasFilters ? (
                <Button asChild variant="outline">
                  <Link href={PATH}>Hapus semua filter</Link>
                </Button>
              ) : (
                <Button asChild>
                  <Link href="/pendaftaran" prefetch={false}>
                    Daftar Tenant
                  </Link>
                </Button>
              )}
            </EmptyState>
          )}
        </div>
        <Pagination pathname={PATH} values={values} page={filters.page} pages={pages} />
      </section>
    </>
  );
}
