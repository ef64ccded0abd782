// Menu recommendations: search, price range (fields and bucket chips), spice level and category chips in the URL;
// 50 menus a page.
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { SearchX } from 'lucide-react';
import { EmptyState } from '@/components/public/empty-state';
import { FilterChips } from '@/components/public/filter-chips';
import { FilterForm } from '@/components/public/filter-form';
import { MenuGrid } from '@/components/public/menu-grid';
import { FILTER_FIELD_CLASS, SelectField } from '@/components/public/select-field';
import { OpenNowCheckbox } from '@/components/public/open-now-checkbox';
import { openNowClock } from '@/lib/opening-hours';
import { PageHeader } from '@/components/public/page-header';
import { Pagination } from '@/components/public/pagination';
import { Button } from '@/components/ui/button';
import { listPublicMenus, menuCategoryCounts } from '@/db/queries/public';
import { MENU_CATEGORIES, MENU_CATEGORY_LABELS, SPICE_LEVELS, SPICE_LEVEL_LABELS } from '@/lib/constants';
import { formatNumber } from '@/lib/format';
import { HALAL_FILTER_OPTIONS, PUBLIC_MENU_PAGE_SIZE, filterHref, parseMenuPageFilters, totalPages, type SearchParamsRecord } from '@/lib/public-filters';
import { LoadFailure } from '@/components/public/load-failure';
import { loadPageData } from '@/lib/server/response-state';
import { pageMetadata } from '@/lib/seo';
import { PriceBuckets } from './_components/price-buckets';

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

const SPICE_OPTIONS = [
  { value: '', label: 'Semua level' },
  ...SPICE_LEVELS.map((level) => ({ value: String(level), label: `${level} - ${SPICE_LEVEL_LABELS[level]}` })),
];

export default async function MenuRecommendationsPage({ searchParams }: Props) {
  await connection();
  const filters = parseMenuPageFilters(await searchParams);
  const { page, category, open, ...rest } = filters;
  const openNow = open ? openNowClock(new Date()) : undefined;
  // An unreachable database renders the failure state here (answered 503 by scripts/server.ts).
  const loaded = await loadPageData(() =>
    Promise.all([listPublicMenus({ ...rest, openNow, category, page, limit: PUBLIC_MENU_PAGE_SIZE }), menuCategoryCounts({ ...rest, openNow })]),
  );
  if (!loaded.ok) return <LoadFailure variant="menu" />;
  const [result, counts] = loaded.data;
  const values = {
    search: rest.search,
    minPrice: rest.minPrice,
    maxPrice: rest.maxPrice,
    spiceLevel: rest.spiceLevel,
    halal: rest.halal,
    category,
    open: open ? '1' : undefined,
  };
  const pages = totalPages(result.total, PUBLIC_MENU_PAGE_SIZE);
  // A page past the last one does not exist (it would read 'Menampilkan 49.901-49.900 dari 128 menu').
  if (page > 1 && page > pages) notFound();
  const hasFilters = Object.values(values).some((v) => v !== undefined);
  const first = result.total === 0 ? 0 : (page - 1) * PUBLIC_MENU_PAGE_SIZE + 1;
  const last = (page - 1) * PUBLIC_MENU_PAGE_SIZE + result.data.length;

  const chips = [
    { key: 'semua', label: 'Semua', count: counts.total, href: filterHref(PATH, values, { category: undefined }), active: !category },
    ...MENU_CATEGORIES.map((c) => ({
      key: c,
      label: MENU_CATEGORY_LABELS[c],
      count: counts.counts[c],
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
          className="grid grid-cols-2 gap-4 rounded-xl border bg-background p-4 shadow-sm lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_auto_auto] lg:items-end"
        >
          <input type="hidden" name="category" value={category ?? ''} />
          <div className="col-span-2 space-y-1.5 lg:col-span-1">
            <label htmlFor="menu-search" className="text-sm font-medium">
              Cari menu
            </label>
            <input
              id="menu-search"
              name="search"
              type="search"
              defaultValue={rest.search ?? ''}
              maxLength={100}
              placeholder="Nama menu, deskripsi, atau bahan"
              className={FILTER_FIELD_CLASS}
            />
          </div>
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
          <OpenNowCheckbox id="menu-open-now" checked={open} className="col-span-2 sm:col-span-1" />
          <div className="col-span-2 flex gap-2 sm:col-span-1 sm:self-end">
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
        <FilterChips label="Kategori menu" chips={chips} />
        <p className="mt-6 text-sm text-muted-foreground" aria-live="polite" data-testid="menu-count">
          {result.total > 0 ? `Menampilkan ${formatNumber(first)}-${formatNumber(last)} dari ${formatNumber(result.total)} menu` : 'Tidak ada menu yang cocok'}
        </p>
        <div className="mt-4">
          {result.data.length > 0 ? (
            <MenuGrid menus={result.data} priorityFirst />
          ) : (
            <EmptyState icon={SearchX} title="Menu Tidak Ditemukan" description="Coba ubah kata kunci, rentang harga, level pedas, atau kategori.">
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
