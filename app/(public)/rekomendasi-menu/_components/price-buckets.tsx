// Price bucket chips beside the min/max price fields: plain links (they work without JavaScript) that set
// minPrice/maxPrice and keep the other filters; the bucket the URL holds is marked.
import Link from 'next/link';
import { MENU_PRICE_BUCKETS } from '@/lib/constants';
import { isPriceBucketActive, priceBucketHref, type QueryValues } from '@/lib/public-filters';
import { cn } from '@/lib/utils';

export function PriceBuckets({
  pathname,
  values,
  className,
}: {
  pathname: string;
  values: QueryValues & { minPrice?: number; maxPrice?: number };
  className?: string;
}) {
  return (
    <div role="group" aria-labelledby="price-buckets-label" className={cn('flex flex-wrap items-center gap-2', className)}>
      <span id="price-buckets-label" className="text-sm font-medium">
        Rentang harga
      </span>
      <ul className="flex flex-wrap gap-2">
        {MENU_PRICE_BUCKETS.map((bucket) => {
          const active = isPriceBucketActive(bucket, values);
          return (
            <li key={bucket.key}>
              <Link
                href={priceBucketHref(pathname, values, bucket)}
                scroll={false}
                aria-current={active ? 'true' : undefined}
                data-testid={`price-bucket-${bucket.key}`}
                className={cn(
                  'inline-flex h-8 items-center whitespace-nowrap rounded-full border px-3 text-sm font-medium tabular-nums outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50',
                  active
                    ? 'border-primary bg-primary text-primary-foreground hover:bg-primary/90'
                    : 'bg-background hover:bg-accent hover:text-accent-foreground',
                )}
              >
                {bucket.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
