// Category chips: links that set one filter and keep the others, with counts; the current one is marked.
import Link from 'next/link';
import { formatNumber } from '@/lib/format';
import { cn } from '@/lib/utils';

export interface Chip {
  key: string;
  label: string;
  count: number;
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
                {formatNumber(chip.count)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
