// One sample article (issue 12): title, category, author, date and reading time, the full text, tags, 2-3 related
// articles, Open Graph `article` metadata and schema.org Article JSON-LD. An unknown slug is the branded 404.
import { Breadcrumb } from '@/components/public/breadcrumb';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { JsonLd } from '@/components/public/json-ld';
import { Badge } from '@/components/ui/badge';
import { ARTICLES, articleCategoryLabel, articlePath, getArticleBySlug, relatedArticles } from '@/lib/articles';
import { formatDate } from '@/lib/format';
import { articleJsonLd, pageMetadata } from '@/lib/seo';
import { RelatedArticleCard } from './_components/related-article-card';
import { Icon } from '@/components/public/icon';
import { PlainImage } from '@/components/public/plain-image';

type Props = { params: Promise<{ slug: string }> };

// Every sample article; an unknown slug never reaches this page (middleware.ts rewrites it to the routing-level 404),
// the notFound() below is the fallback. (The root layout renders per request for the CSP nonce, so these are not
// written out at build time today; they would be if it stopped.)
export function generateStaticParams(): { slug: string }[] {
  return ARTICLES.map((a) => ({ slug: a.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const article = getArticleBySlug((await params).slug);
  if (!article) return { title: 'Halaman Tidak Ditemukan', robots: { index: false, follow: true } };
  const base = pageMetadata({ title: article.title, description: article.excerpt, path: articlePath(article), images: [article.image], type: 'article' });
  return {
    ...base,
    authors: [{ name: article.author }],
    keywords: article.tags,
    openGraph: {
      ...base.openGraph,
      type: 'article',
      publishedTime: article.publishDate,
      authors: [article.author],
      section: articleCategoryLabel(article.category),
      tags: article.tags,
    },
  };
}

export default async function ArticlePage({ params }: Props) {
  const article = getArticleBySlug((await params).slug);
  if (!article) notFound();
  const related = relatedArticles(article);

  return (
    <>
      <JsonLd data={articleJsonLd(article)} />
      <article className="mx-auto max-w-3xl px-4 pt-8 pb-4 sm:px-6 lg:px-8">
        <Breadcrumb
          trail={[
            { href: '/', label: 'Beranda' },
            { href: '/artikel', label: 'Artikel' },
          ]}
          current={article.title}
        />

        <header className="mt-6">
          <Link href={`/artikel?category=${article.category}`} className="inline-block rounded-md">
            <Badge variant="secondary">{articleCategoryLabel(article.category)}</Badge>
          </Link>
          <h1 className="mt-3 text-3xl leading-tight font-bold tracking-tight text-balance sm:text-4xl">{article.title}</h1>
          <p className="mt-4 text-lg text-muted-foreground">{article.excerpt}</p>
          <div className="mt-6 flex items-center gap-3">
            <PlainImage src={article.authorImage} alt={`Foto ${article.author}`} width={44} height={44} className="size-11 rounded-full" />
            <div className="text-sm">
              <p className="font-medium">{article.author}</p>
              <p className="flex flex-wrap items-center gap-x-2 text-muted-foreground">
                <time dateTime={article.publishDate}>{formatDate(article.publishDate)}</time>
                <span aria-hidden="true">·</span>
                <span className="inline-flex items-center gap-1">
                  <Icon name="clock" className="size-3.5" />
                  {article.readTime} menit baca
                </span>
              </p>
            </div>
          </div>
        </header>

        <PlainImage
          src={article.image}
          alt={`Ilustrasi artikel: ${article.title}`}
          width={1200}
          height={630}
          priority
          className="mt-8 aspect-[1200/630] h-auto w-full rounded-xl bg-muted object-cover"
        />

        <div className="mt-8 space-y-5 text-base leading-relaxed sm:text-lg" data-testid="article-body">
          {article.body.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>

        <ul className="mt-8 flex flex-wrap gap-2" aria-label="Tag">
          {article.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-muted px-3 py-1 text-sm text-muted-foreground">
              #{tag}
            </li>
          ))}
        </ul>

        <p className="mt-10 border-t pt-6">
          <Link href="/artikel" className="inline-flex items-center gap-2 rounded-md text-sm font-medium text-primary hover:underline">
            <Icon name="arrow-left" className="size-4" />
            Kembali ke Daftar Artikel
          </Link>
        </p>
      </article>

      {related.length > 0 && (
        <section aria-labelledby="related-heading" className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
          <h2 id="related-heading" className="text-2xl font-bold tracking-tight">
            Artikel Terkait
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="related-articles">
            {related.map((r) => (
              <li key={r.id}>
                <RelatedArticleCard article={r} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
