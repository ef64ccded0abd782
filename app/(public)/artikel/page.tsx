// Articles from the sample data module: search (title, excerpt, tags), four sort orders and category chips in the URL,
// featured grid, the rest in three columns, newsletter box and a scroll-to-top button.
import type { Metadata } from 'next';
import Link from 'next/link';
import { connection } from 'next/server';
import { InputField, SelectField } from '@/components/public/select-field';
import { EmptyState } from '@/components/public/empty-state';
import { FilterChips } from '@/components/public/filter-chips';
import { FilterForm } from '@/components/public/filter-form';
import { PageHeader } from '@/components/public/page-header';
import { ScrollToTop } from '@/components/public/scroll-to-top';
import { Button } from '@/components/ui/button';
import { ARTICLES, ARTICLE_CATEGORIES, ARTICLE_SORTS, filterArticles, isArticleCategory, isArticleSort } from '@/lib/articles';
import { ARTICLE_PAGE_PARAMS, filterHref, firstParam, pickParams, type SearchParamsRecord } from '@/lib/public-filters';
import { pageMetadata } from '@/lib/seo';
import { ArticleCard } from './_components/article-card';
import { Icon } from '@/components/public/icon';

const PATH = '/artikel';

export const metadata: Metadata = pageMetadata({
  title: 'Artikel Kuliner: Tips Bisnis, Resep, dan Tren',
  description: 'Tips bisnis kuliner, resep masakan khas Tasikmalaya, tren kuliner, manajemen usaha, dan teknologi untuk UMKM kuliner.',
  path: PATH,
});

type Props = { searchParams: Promise<SearchParamsRecord> };

/** The default sort (newest) is the empty value, so it stays out of the URL. */
const SORT_OPTIONS = ARTICLE_SORTS.map((s) => ({ value: s.id === 'terbaru' ? '' : s.id, label: s.label }));

export default async function ArticlesPage({ searchParams }: Props) {
  await connection();
  const params = pickParams(await searchParams, ARTICLE_PAGE_PARAMS);
  const search = firstParam(params, 'search')?.slice(0, 100);
  const categoryRaw = firstParam(params, 'category');
  const sortRaw = firstParam(params, 'sort');
  const category = isArticleCategory(categoryRaw) ? categoryRaw : 'semua';
  const sort = isArticleSort(sortRaw) ? sortRaw : 'terbaru';
  const articles = filterArticles(ARTICLES, { search, category, sort });
  const featured = articles.filter((a) => a.isFeatured);
  const others = articles.filter((a) => !a.isFeatured);
  const values = { search, category: category === 'semua' ? undefined : category, sort: sort === 'terbaru' ? undefined : sort };

  const chips = ARTICLE_CATEGORIES.map((c) => ({
    key: c.id,
    label: c.label,
    // The spec's displayed counts are fixed figures.
    count: c.count,
    href: filterHref(PATH, values, { category: c.id === 'semua' ? undefined : c.id }),
    active: category === c.id,
  }));

  return (
    <>
      <PageHeader
        eyebrow="Artikel"
        title="Artikel Kuliner"
        description="Tips bisnis, resep masakan khas Tasikmalaya, dan kabar tren kuliner untuk pelaku usaha dan pencinta kuliner."
      >
        <FilterForm
          action={PATH}
          values={values}
          label="Filter artikel"
          className="grid grid-cols-1 gap-4 rounded-xl border bg-background p-4 shadow-sm sm:grid-cols-[1fr_220px_auto] sm:items-end"
        >
          <input type="hidden" name="category" value={values.category ?? ''} />
          <InputField
            id="article-search"
            name="search"
            type="search"
            label="Cari artikel"
            value={search}
            maxLength={100}
            placeholder="Cari artikel, tips, atau resep..."
          />
          <SelectField id="article-sort" name="sort" label="Urutkan" value={values.sort} options={SORT_OPTIONS} />
          <Button type="submit" className="h-10">
            Cari
          </Button>
        </FilterForm>
      </PageHeader>

      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <FilterChips label="Kategori artikel" chips={chips} />

        {articles.length === 0 ? (
          <EmptyState
            icon={<Icon name="newspaper" className="size-7" />}
            className="mt-8"
            title="Artikel Tidak Ditemukan"
            description="Coba ubah filter atau kata kunci pencarian Anda"
          >
            <Button asChild variant="outline">
              <Link href={PATH}>Lihat semua artikel</Link>
            </Button>
          </EmptyState>
        ) : (
          <>
            {featured.length > 0 && (
              <section aria-labelledby="featured-heading" className="mt-10">
                <h2 id="featured-heading" className="text-2xl font-bold tracking-tight">
                  Artikel Unggulan
                </h2>
                <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                  {featured.map((article, index) => (
                    <li key={article.id}>
                      <ArticleCard article={article} featured priority={index === 0} />
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {others.length > 0 && (
              <section aria-labelledby="others-heading" className="mt-12">
                <h2 id="others-heading" className="text-2xl font-bold tracking-tight">
                  {featured.length > 0 ? 'Artikel Lainnya' : 'Artikel'}
                </h2>
                <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                  {others.map((article) => (
                    <li key={article.id}>
                      <ArticleCard article={article} />
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </>
        )}

        <section aria-labelledby="newsletter-heading" className="mt-16 rounded-2xl bg-primary px-6 py-10 text-primary-foreground sm:px-10">
          <div className="grid gap-6 lg:grid-cols-2 lg:items-center">
            <div>
              <h2 id="newsletter-heading" className="flex items-center gap-2 text-2xl font-bold">
                <Icon name="mail" className="size-6" />
                Dapatkan Artikel Terbaru
              </h2>
              <p className="mt-2 text-sm text-primary-foreground/90">Tips bisnis, resep, dan tren kuliner Tasikmalaya langsung ke email Anda.</p>
            </div>
            <div className="flex flex-col gap-3 sm:flex-row">
              <label htmlFor="newsletter-email" className="sr-only">
                Alamat email
              </label>
              <input
                id="newsletter-email"
                type="email"
                autoComplete="email"
                placeholder="nama@email.com"
                className="h-11 flex-1 rounded-md border border-white/40 bg-white px-3 text-sm text-foreground outline-none placeholder:text-muted-foreground focus-visible:ring-[3px] focus-visible:ring-white/60"
              />
              <Button type="button" variant="secondary" className="h-11">
                Berlangganan
              </Button>
            </div>
          </div>
        </section>
      </div>
      <ScrollToTop icon={<Icon name="arrow-up" className="size-5" />} />
    </>
  );
}
