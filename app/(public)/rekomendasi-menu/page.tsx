// Menu recommendations: search, price range (fields and bucket chips), spice level, halal, open now, kecamatan, sort
// (the nearest first from the visitor's location), diet, tenant type and rating, and category chips, all in the URL;
// 50 menus a page.
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { EmptyState } from '@/components/public/empty-state';
import { ActiveFilterChips, FilterChips } from '@/components/public/filter-chips';
import { FilterForm } from '@/components/public/filter-form';
import { MenuGrid } from '@/components/public/menu-grid';
import { FILTER_FIELD_CLASS, InputField, SelectField } from '@/components/public/select-field';
import { NearestButton } from '@/components/public/nearest-button';
import { OpenNowCheckbox } from '@/components/public/open-now-checkbox';
import { openNowClock } from '@/lib/opening-hours';
import { PageHeader } from '@/components/public/page-header';
import { Pagination } from '@/components/public/pagination';
import { Button } from '@/components/ui/button';
import { listPublicMenuPage } from '@/db/queries/public';
import {
  DIET_FILTER_LABELS,
  HALAL_FILTER_LABELS,
  KECAMATAN_LABELS,
  MENU_CATEGORIES,
  MENU_CATEGORY_LABELS,
  SPICE_LEVELS,
  SPICE_LEVEL_LABELS,
  TENANT_TYPE_LABELS,
  type DietFilter,
  type HalalFilter,
  type Kecamatan,
  type TenantType,
} from '@/lib/constants';
import { formatCount, formatIDR, formatNumber } from '@/lib/format';
import { nearParam } from '@/lib/geo';
import {
  DIET_OPTIONS,
  HALAL_FILTER_OPTIONS,
  KECAMATAN_OPTIONS,
  MENU_SORTS,
  NEAREST_NEEDS_LOCATION,
  PUBLIC_MENU_PAGE_SIZE,
  RATING_FILTERS,
  TENANT_TYPE_OPTIONS,
  activeFilters,
  effectiveSort,
  filterHref,
  parseMenuPageFilters,
  totalPages,
  type SearchParamsRecord,
} from '@/lib/public-filters';
import { LoadFailure } from '@/components/public/load-failure';
import { loadPageData } from '@/lib/server/response-state';
import { pageMetadata } from '@/lib/seo';
import { PriceBuckets } from './_components/price-buckets';
import { Icon } from '@/components/public/icon';

const PATH = '/rekomendasi-menu';

type Props = { searchParams: Promise<SearchParamsRecord> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { category } = parseMenuPageFilters(await searchParams);
  const label = category ? `${MENU_CATEGORY_LABELS[category]} - ` : '';
  return pageMetadata({
    title: `${label}Rekomendasi Menu Kuliner Tasikmalaya`,
    description: category
      ? `Rekomendasi ${MENU_CATEGORY_LABELS[category].toLowerCase()} dari tenant kuliner terverifikasi di Tasikmalaya, lengkap dengan harga dan level pedas.`
      : 'Cari menu favorit dari tenant kuliner terverifikasi di Tasikmalaya: saring berdasarkan harga, level pedas, dan kategori.',
    path: category ? `${PATH}?category=${category}` : PATH,
  });
}

/** The default sort (rating) is the empty value, so it stays out of the URL. */
const SORT_OPTIONS = MENU_SORTS.map((s) => ({ value: s.value === 'rating' ? '' : s.value, label: s.label }));
const MENU_SORT_LABELS = Object.fromEntries(MENU_SORTS.map((s) => [s.value, s.label])) as Record<string, string>;

/** The active-filter chips' wording, in the order they show. */
const CHIP_LABELS: Record<string, (value: string) => string> = {
  search: (v) => `Cari: ${v}`,
  kecamatan: (v) => `Kec. ${KECAMATAN_LABELS[v as Kecamatan]}`,
  diet: (v) => DIET_FILTER_LABELS[v as DietFilter],
  tanpa: (v) => `Tanpa ${v}`,
  type: (v) => TENANT_TYPE_LABELS[v as TenantType],
  rating: (v) => `Rating ${v}+`,
  halal: (v) => HALAL_FILTER_LABELS[v as HalalFilter],
  open: () => 'Buka sekarang',
  minPrice: (v) => `Mulai ${formatIDR(Number(v))}`,
  maxPrice: (v) => `Sampai ${formatIDR(Number(v))}`,
  spiceLevel: (v) => `Pedas ${v}`,
  sort: (v) => `Urutan: ${MENU_SORT_LABELS[v] ?? v}`,
};

const SPICE_OPTIONS = [
  { value: '', label: 'Semua level' },
  ...SPICE_LEVELS.map((level) => ({ value: String(level), label: `${level} - ${SPICE_LEVEL_LABELS[level]}` })),
];

export default async function MenuRecommendationsPage({ searchParams }: Props) {
  await connection();
  const filters = parseMenuPageFilters(await searchParams);
  const { page, category, open, kecamatan, rating: _rating, sort, near, ...rest } = filters;
  const openNow = open ? openNowClock(new Date()) : undefined;
  // 'Terdekat' without a location is the rating order, and the page asks for the location.
  const applied = effectiveSort(sort, near);
  const sortBy = MENU_SORTS.find((s) => s.value === applied.sort)!.sortBy;
  const query = { ...rest, district: kecamatan, openNow };
  // An unreachable database renders the failure state here (answered 503 by scripts/server.ts).
  const loaded = await loadPageData(() => listPublicMenuPage({ ...query, category, sortBy, near, page, limit: PUBLIC_MENU_PAGE_SIZE }));
  if (!loaded.ok) return <LoadFailure variant="menu" />;
  const { list: result, categoryCounts: counts } = loaded.data;
  const values = {
    search: rest.search,
    minPrice: rest.minPrice,
    maxPrice: rest.maxPrice,
    spiceLevel: rest.spiceLevel,
    halal: rest.halal,
    kecamatan,
    diet: rest.diet,
    tanpa: rest.excludeAllergen,
    type: rest.type,
    rating: filters.rating,
    category,
    open: open ? '1' : undefined,
    sort: sort === 'rating' ? undefined : sort,
    near: near ? nearParam(near) : undefined,
  };
  // 'Filter lainnya' starts open when one of its filters is set.
  const moreOpen = Boolean(values.diet || values.tanpa || values.type || values.rating);
  // The chips: near shows as the sort's chip when sorting by it, else as its own (the distances on the cards).
  const chipLabels = values.sort === 'terdekat' || !near ? CHIP_LABELS : { ...CHIP_LABELS, near: () => 'Jarak dari lokasi Anda' };
  const chips = activeFilters(PATH, values, chipLabels);
  const pages = totalPages(result.total, PUBLIC_MENU_PAGE_SIZE);
  // A page past the last one does not exist (it would read 'Menampilkan 49.901-49.900 dari 128 menu').
  if (page > 1 && page > pages) notFound();
  const hasFilters = Object.values(values).some((v) => v !== undefined);
  const first = result.total === 0 ? 0 : (page - 1) * PUBLIC_MENU_PAGE_SIZE + 1;
  const last = (page - 1) * PUBLIC_MENU_PAGE_SIZE + result.data.length;

  const categoryChips = [
    {
      key: 'semua',
      label: 'Semua',
      count: counts.total,
      capped: counts.totalCapped,
      href: filterHref(PATH, values, { category: undefined }),
      active: !category,
    },
    ...MENU_CATEGORIES.map((c) => ({
      key: c,
      label: MENU_CATEGORY_LABELS[c],
      count: counts.counts[c],
      capped: counts.capped[c],
      href: filterHref(PATH, values, { category: c }),
      active: category === c,
    })),
  ];

  return (
    <>
      <PageHeader
        eyebrow="Rekomendasi Menu"
        title="Rekomendasi Menu Kuliner Tasikmalaya"
        description="Temukan menu favorit dari tenant terverifikasi. Saring berdasarkan harga, level pedas, dan kategori."
      >
        <FilterForm
          action={PATH}
          values={values}
          label="Filter menu"
          className="grid grid-cols-2 gap-4 rounded-xl border bg-background p-4 shadow-sm lg:grid-cols-6 lg:items-end"
        >
          <input type="hidden" name="category" value={category ?? ''} />
          {/* The location stays while other filters change (the island sets it; it is no field of its own). */}
          <input type="hidden" name="near" value={values.near ?? ''} />
          <InputField
            id="menu-search"
            name="search"
            type="search"
            label="Cari menu"
            value={rest.search}
            maxLength={100}
            placeholder="Nama menu, deskripsi, atau bahan"
            className="col-span-2"
          />
          <div className="space-y-1.5">
            <label htmlFor="menu-min-price" className="text-sm font-medium">
              Harga min. (Rp)
            </label>
            <input
              id="menu-min-price"
              name="minPrice"
              type="number"
              inputMode="numeric"
              min={0}
              step={1000}
              defaultValue={rest.minPrice ?? ''}
              placeholder="0"
              className={FILTER_FIELD_CLASS}
            />
          </div>
          <div className="space-y-1.5">
            <label htmlFor="menu-max-price" className="text-sm font-medium">
              Harga maks. (Rp)
            </label>
            <input
              id="menu-max-price"
              name="maxPrice"
              type="number"
              inputMode="numeric"
              min={0}
              step={1000}
              defaultValue={rest.maxPrice ?? ''}
              placeholder="100000"
              className={FILTER_FIELD_CLASS}
            />
          </div>
          <SelectField
            id="menu-spice"
            name="spiceLevel"
            label="Level pedas"
            value={rest.spiceLevel ? String(rest.spiceLevel) : ''}
            options={SPICE_OPTIONS}
            className="col-span-2 sm:col-span-1"
          />
          <SelectField id="menu-halal" name="halal" label="Halal" value={rest.halal} options={HALAL_FILTER_OPTIONS} className="col-span-2 sm:col-span-1" />
          <SelectField
            id="menu-kecamatan"
            name="kecamatan"
            label="Kecamatan"
            value={kecamatan}
            options={KECAMATAN_OPTIONS}
            className="col-span-2 sm:col-span-1"
          />
          <SelectField id="menu-sort" name="sort" label="Urutkan" value={values.sort} options={SORT_OPTIONS} className="col-span-2 sm:col-span-1" />
          <NearestButton
            icon={<Icon name="locate-fixed" className="size-4" />}
            href={filterHref(PATH, values, { sort: 'terdekat' })}
            selectId="menu-sort"
            className="col-span-2 sm:col-span-1 lg:self-end"
          />
          <OpenNowCheckbox id="menu-open-now" checked={open} className="col-span-2 sm:col-span-1" />
          <details open={moreOpen} className="col-span-full rounded-lg border px-3 py-1.5" data-testid="more-filters">
            <summary className="cursor-pointer rounded-sm py-1 text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
              Filter lainnya
              <span className="ml-1 text-muted-foreground">(diet, alergen, tipe tenant, rating)</span>
            </summary>
            <div className="grid grid-cols-2 gap-4 pb-2 pt-3 sm:grid-cols-3">
              <SelectField id="menu-diet" name="diet" label="Diet" value={values.diet} options={DIET_OPTIONS} />
              <InputField id="menu-allergen" name="tanpa" label="Tanpa alergen" value={values.tanpa} maxLength={40} placeholder="mis. kacang" />
              <SelectField id="menu-type" name="type" label="Tipe tenant" value={values.type} options={TENANT_TYPE_OPTIONS} />
              <SelectField id="menu-rating" name="rating" label="Rating" value={values.rating} options={RATING_FILTERS} className="col-span-2 sm:col-span-1" />
            </div>
          </details>
          {/* Beside the fields above on wide screens (row 2, after 'Buka sekarang'); last in the tab order. */}
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
          <PriceBuckets pathname={PATH} values={values} className="col-span-full" />
        </FilterForm>
      </PageHeader>

      <section aria-labelledby="menu-results-heading" className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8" id="menu">
        <h2 id="menu-results-heading" className="sr-only">
          Daftar menu
        </h2>
        <FilterChips label="Kategori menu" chips={categoryChips} />
        <ActiveFilterChips chips={chips} clearHref={filterHref(PATH, { category })} className="mt-4" />
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
        <p className="mt-6 text-sm text-muted-foreground" aria-live="polite" data-testid="menu-count">
          {result.total > 0
            ? `Menampilkan ${formatNumber(first)}-${formatNumber(last)} dari ${formatCount(result.total, result.totalCapped)} menu`
            : 'Tidak ada menu yang cocok'}
        </p>
        <div className="mt-4">
          {result.data.length > 0 ? (
            <MenuGrid menus={result.data} priorityFirst near={near} />
          ) : (
            <EmptyState
              icon={<Icon name="search-x" className="size-7" />}
              title="Menu Tidak Ditemukan"
              description="Coba ubah kata kunci, rentang harga, level pedas, atau kategori."
            >
              {hasFilters && (
                <Button asChild variant="outline">
                  <Link href={PATH}>Hapus semua filter</Link>
                </Button>
              )}
            </EmptyState>
          )}
        </div>
        <Pagination pathname={PATH} values={values} page={page} pages={pages} />
      </section>
    </>
  );
}
