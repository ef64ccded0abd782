// A compact card for a related article: picture (lazy, below the fold), category, title as the link, date.
import Link from 'next/link';
import { PlainImage } from '@/components/public/plain-image';
import { Badge } from '@/components/ui/badge';
import { articleCategoryLabel, articlePath, type Article } from '@/lib/articles';
import { formatDate } from '@/lib/format';

export function RelatedArticleCard({ article }: { article: Article }) {
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition-shadow hover:shadow-md">
      <PlainImage
        src={article.image}
        alt={`Ilustrasi artikel: ${article.title}`}
        width={1200}
        height={630}
        className="aspect-[1200/630] h-auto w-full bg-muted object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <div>
          <Badge variant="secondary">{articleCategoryLabel(article.category)}</Badge>
        </div>
        <h3 className="text-lg leading-snug font-semibold">
          <Link
            href={articlePath(article)}
            className="rounded-md outline-none after:absolute after:inset-0 after:rounded-xl hover:underline focus-visible:after:ring-[3px] focus-visible:after:ring-ring/50"
          >
            {article.title}
          </Link>
        </h3>
        <p className="mt-auto text-xs text-muted-foreground">
          <time dateTime={article.publishDate}>{formatDate(article.publishDate)}</time> · {article.readTime} menit baca
        </p>
      </div>
    </article>
  );
}
