// A rating as a star and one decimal, with the full value for assistive technology. Public pages are honest: a tenant
// never rated shows a 'Baru' badge of the same size instead of the 4.5 fallback (which only the dashboard uses).
import { formatRating, hasRating } from '@/lib/format';
import { cn } from '@/lib/utils';
import { SpriteIcon } from './sprite-icon';

export function Rating({ value, className }: { value: number | null | undefined; className?: string }) {
  if (!hasRating(value)) {
    return (
      <span className={cn('inline-flex items-center gap-1 text-sm font-semibold', className)} data-testid="rating-new">
        <SpriteIcon name="star-outline" className="size-4 text-amber-500" />
        Baru
        <span className="sr-only"> (belum ada rating)</span>
      </span>
    );
  }
  const text = formatRating(value);
  return (
    <span className={cn('inline-flex items-center gap-1 text-sm font-semibold', className)}>
      <SpriteIcon name="star-solid" className="size-4 text-amber-500" />
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
      {[1, 2, 3, 4, 5].map((n) =>
        n <= Math.round(value) ? (
          <SpriteIcon key={n} name="star-solid" className="size-4 text-amber-500" />
        ) : (
          <SpriteIcon key={n} name="star-outline" className="size-4 text-stone-300" />
        ),
      )}
    </span>
  );
}
