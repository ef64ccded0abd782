// Category chips: links that set one filter and keep the others, with counts; the current one is marked.
import Link from 'next/link';
import { formatCount } from '@/lib/format';
import { cn } from '@/lib/utils';
import { Icon } from './icon';

export interface Chip {
  key: string;
  label: string;
  count: number;
  /** The count stopped at its cap: shown as '1.000+'. */
  capped?: boolean;
  href: string;
  active: boolean;
}

export function FilterChips({ label, chips, className }: { label: string; chips: Chip[]; className?: string }) {
  return (
    <nav aria-label={label} className={className}>
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              href={chip.href}
              scroll={false}
              aria-current={chip.active ? 'true' : undefined}
              data-testid={`chip-${chip.key}`}
              className={cn(
                'inline-flex h-9 shrink-0 items-center gap-2 whitespace-nowrap rounded-full border px-4 text-sm font-medium outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50',
                chip.active
                  ? 'border-primary bg-primary text-primary-foreground hover:bg-primary/90'
                  : 'bg-background hover:bg-accent hover:text-accent-foreground',
              )}
            >
              {chip.label}
              <span
                className={cn(
                  'rounded-full px-2 py-0.5 text-xs tabular-nums',
                  chip.active ? 'bg-black/25 text-primary-foreground' : 'bg-muted text-muted-foreground',
                )}
              >
                {formatCount(chip.count, chip.capped)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The active filters as removable chips (links to the page without that one filter; they work without JavaScript),
 * and a link that clears them all. Nothing when no filter is active.
 */
export function ActiveFilterChips({
  chips,
  clearHref,
  className,
}: {
  chips: { key: string; label: string; href: string }[];
  clearHref: string;
  className?: string;
}) {
  if (chips.length === 0) return null;
  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)} data-testid="active-filters">
      <span className="text-sm text-muted-foreground">Filter aktif:</span>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              href={chip.href}
              scroll={false}
              aria-label={`Hapus filter ${chip.label}`}
              data-testid={`active-filter-${chip.key}`}
              className="inline-flex h-8 items-center gap-1.5 rounded-full border border-primary/40 bg-accent px-3 text-sm font-medium text-accent-foreground outline-none transition-colors hover:bg-accent/70 focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              {chip.label}
              <Icon name="x" className="size-3.5" />
            </Link>
          </li>
        ))}
      </ul>
      {chips.length > 1 && (
        <Link href={clearHref} scroll={false} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          Hapus semua
        </Link>
      )}
    </div>
  );
}
