// Page links for a server-rendered list (?page=N keeps every other filter).
import Link from 'next/link';
import { filterHref, type QueryValues } from '@/lib/public-filters';
import { cn } from '@/lib/utils';
import { Icon } from './icon';

function pageWindow(page: number, pages: number): (number | 'gap')[] {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push('gap');
    out.push(p);
  });
  return out;
}

const itemClass =
  'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-md border px-3 text-sm font-medium outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50';

export function Pagination({
  pathname,
  values,
  page,
  pages,
  hash = '',
}: {
  pathname: string;
  values: QueryValues;
  page: number;
  pages: number;
  hash?: string;
}) {
  if (pages <= 1) return null;
  const href = (p: number) => filterHref(pathname, values, { page: p }, hash);
  return (
    <nav aria-label="Navigasi halaman" className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link href={href(page - 1)} className={itemClass} rel="prev">
          <Icon name="chevron-left" className="size-4" />
          Sebelumnya
        </Link>
      ) : (
        <span className={cn(itemClass, 'pointer-events-none text-muted-foreground opacity-60')} aria-disabled="true">
          <Icon name="chevron-left" className="size-4" />
          Sebelumnya
        </span>
      )}
      <ul className="flex items-center gap-2">
        {pageWindow(page, pages).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted-foreground">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                href={href(p)}
                aria-current={p === page ? 'page' : undefined}
                aria-label={`Halaman ${p}`}
                className={cn(itemClass, p === page && 'border-primary bg-primary text-primary-foreground hover:bg-primary/90')}
              >
                {p}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < pages ? (
        <Link href={href(page + 1)} className={itemClass} rel="next">
          Berikutnya
          <Icon name="chevron-right" className="size-4" />
        </Link>
      ) : (
        <span className={cn(itemClass, 'pointer-events-none text-muted-foreground opacity-60')} aria-disabled="true">
          Berikutnya
          <Icon name="chevron-right" className="size-4" />
        </span>
      )}
    </nav>
  );
}
