'use client';
// Server pagination controls: "Menampilkan a-b dari n" and previous/next with page numbers.
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format';
import { cn } from '@/lib/utils';

interface PaginationProps {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  className?: string;
  label?: string;
}

/** Page numbers around the current one, with the first and last always shown. */
function pageWindow(page: number, totalPages: number): (number | 'gap')[] {
  const pages = new Set<number>([1, totalPages, page - 1, page, page + 1]);
  const sorted = [...pages].filter((p) => p >= 1 && p <= totalPages).sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  for (const p of sorted) {
    const last = out[out.length - 1];
    if (typeof last === 'number' && p - last > 1) out.push('gap');
    out.push(p);
  }
  return out;
}

export function Pagination({ page, limit, total, totalPages, onPageChange, className, label = 'Navigasi halaman' }: PaginationProps) {
  if (total === 0) return null;
  const from = (page - 1) * limit + 1;
  const to = Math.min(total, page * limit);
  return (
    <nav aria-label={label} className={cn('flex flex-col items-center justify-between gap-3 sm:flex-row', className)}>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Menampilkan {formatNumber(from)}-{formatNumber(to)} dari {formatNumber(total)}
      </p>
      {totalPages > 1 && (
        <ul className="flex items-center gap-1">
          <li>
            <Button type="button" variant="outline" size="sm" onClick={() => onPageChange(page - 1)} disabled={page <= 1} aria-label="Halaman sebelumnya">
              <ChevronLeftIcon aria-hidden="true" />
            </Button>
          </li>
          {pageWindow(page, totalPages).map((p, i) =>
            p === 'gap' ? (
              <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted-foreground">
                ...
              </li>
            ) : (
              <li key={p}>
                <Button
                  type="button"
                  size="sm"
                  variant={p === page ? 'default' : 'outline'}
                  aria-current={p === page ? 'page' : undefined}
                  aria-label={`Halaman ${p}`}
                  onClick={() => onPageChange(p)}
                >
                  {p}
                </Button>
              </li>
            ),
          )}
          <li>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => onPageChange(page + 1)}
              disabled={page >= totalPages}
              aria-label="Halaman berikutnya"
            >
              <ChevronRightIcon aria-hidden="true" />
            </Button>
          </li>
        </ul>
      )}
    </nav>
  );
}
