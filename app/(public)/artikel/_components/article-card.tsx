// One article: picture, category, title (the link to its page, stretched over the card), excerpt, author and date,
// numbers, the first two tags (or all, featured).
import Link from 'next/link';
import { Icon } from '@/components/public/icon';
import { PlainImage } from '@/components/public/plain-image';
import { Badge } from '@/components/ui/badge';
import { articleCategoryLabel, articlePath, type Article } from '@/lib/articles';
import { formatDate, formatNumber } from '@/lib/format';
import { cn } from '@/lib/utils';
import { ArticleActions } from './article-actions';

export function ArticleCard({ article, featured = false, priority = false }: { article: Article; featured?: boolean; priority?: boolean }) {
  const tags = featured ? article.tags : article.tags.slice(0, 2);
  return (
    <article
      className={cn('relative flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm', featured && 'ring-1 ring-primary/20')}
      data-testid={featured ? 'featured-article' : 'article-card'}
    >
      <div className="relative aspect-[1200/630] w-full shrink-0 bg-muted">
        <PlainImage
          src={article.image}
          alt={`Ilustrasi artikel: ${article.title}`}
          width={1200}
          height={630}
          priority={priority}
          className="size-full object-cover"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{articleCategoryLabel(article.category)}</Badge>
          {featured && <Badge>Unggulan</Badge>}
        </div>
        <h3 className="text-lg font-semibold leading-snug">
          <Link
            href={articlePath(article)}
            className="rounded-md outline-none after:absolute after:inset-0 after:rounded-xl hover:underline focus-visible:after:ring-[3px] focus-visible:after:ring-ring/50"
          >
            {article.title}
          </Link>
        </h3>
        <p className={cn('text-sm text-muted-foreground', !featured && 'line-clamp-3')}>{article.excerpt}</p>
        <ul className="flex flex-wrap gap-1.5" aria-label="Tag">
          {tags.map((tag) => (
            <li key={tag} className="rounded-full bg-muted px-2.5 py-0.5 text-xs text-muted-foreground">
              #{tag}
            </li>
          ))}
        </ul>
        <div className="mt-auto flex items-center gap-3 pt-2">
          <PlainImage src={article.authorImage} alt={`Foto ${article.author}`} width={36} height={36} className="size-9 rounded-full" />
          <div className="min-w-0 text-sm">
            <p className="truncate font-medium">{article.author}</p>
            <p className="text-xs text-muted-foreground">
              <time dateTime={article.publishDate}>{formatDate(article.publishDate)}</time>
            </p>
          </div>
        </div>
        <div className="flex items-center justify-between gap-2 border-t pt-3">
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
            <span className="inline-flex items-center gap-1">
              <Icon name="clock" className="size-3.5" />
              {article.readTime} menit baca
            </span>
            <span className="inline-flex items-center gap-1">
              <Icon name="eye" className="size-3.5" />
              {formatNumber(article.views)}
              <span className="sr-only">kali dibaca</span>
            </span>
            <span className="inline-flex items-center gap-1">
              <Icon name="thumbs-up" className="size-3.5" />
              {formatNumber(article.likes)}
              <span className="sr-only">suka</span>
            </span>
            <span className="inline-flex items-center gap-1">
              <Icon name="star" className="size-3.5 fill-amber-400 text-amber-500" />
              {article.rating.toLocaleString('id-ID', { minimumFractionDigits: 1 })}
              <span className="sr-only">rating</span>
            </span>
          </p>
          {/* Above the stretched title link, so the buttons stay clickable. */}
          <div className="relative z-10">
            <ArticleActions
              id={article.id}
              title={article.title}
              icons={{
                bookmark: <Icon name="bookmark" className="size-4" />,
                like: <Icon name="thumbs-up" className="size-4" />,
                share: <Icon name="share-2" className="size-4" />,
              }}
            />
          </div>
        </div>
      </div>
    </article>
  );
}
