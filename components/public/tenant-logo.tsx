// A tenant's uploaded logo as a small framed square laid over its picture (cards and the tenant page header), so a
// tenant with a banner still shows its logo. Fixed size: no layout shift; nothing when there is no logo. Loaded lazily
// unless `priority` (the first visible card, the tenant page header).
import { cn } from '@/lib/utils';
import { PlainImage } from './plain-image';

export function TenantLogo({
  src,
  name,
  size = 56,
  priority = false,
  className,
}: {
  src: string | null | undefined;
  name: string;
  size?: number;
  priority?: boolean;
  className?: string;
}) {
  if (!src) return null;
  return (
    <span
      className={cn('absolute overflow-hidden rounded-lg border-2 border-white bg-white shadow-md', className)}
      style={{ width: size, height: size }}
      data-testid="tenant-logo"
    >
      {/* Served as stored, like EntityImage's pictures. */}
      <PlainImage src={src} alt={`Logo ${name}`} width={size} height={size} priority={priority} className="size-full object-cover" />
    </span>
  );
}
