// A rating as a star and one decimal (fallback 4.5), with the full value for assistive technology.
import { Star } from 'lucide-react';
import { formatRating } from '@/lib/format';
import { cn } from '@/lib/utils';

export function Rating({ value, className }: { value: number | null | undefined; className?: string }) {
  const text = formatRating(value);
  return (
    <span className={cn('inline-flex items-center gap-1 text-sm font-semibold', className)}>
      <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
      <span className="sr-only">Rating </span>
      {text}
      <span className="sr-only"> dari 5</span>
    </span>
  );
}

/** Five stars, filled up to `value` (testimonials). */
export function StarRow({ value, className }: { value: number; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-0.5', className)} role="img" aria-label={`${value} dari 5 bintang`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} aria-hidden="true" className={cn('size-4', n <= Math.round(value) ? 'fill-amber-400 text-amber-500' : 'fill-transparent text-stone-300')} />
      ))}
    </span>
  );
}
