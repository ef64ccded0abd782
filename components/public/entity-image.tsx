// A tenant or menu picture in a fixed-ratio box: the real image (served as stored), otherwise a deterministic
// gradient with an icon and initials, so cards never shift and a missing photo still looks intended. Classes are joined
// with clsx (no tailwind-merge): the menu cards draw it on the client too.
import type { MenuCategory, TenantType } from '@/lib/constants';
import { clsx } from 'clsx';
import { PlainImage } from './plain-image';
import { SpriteIcon } from './sprite-icon';

const GRADIENTS = [
  'from-orange-100 via-amber-50 to-rose-100 text-orange-900',
  'from-rose-100 via-orange-50 to-amber-100 text-rose-900',
  'from-amber-100 via-yellow-50 to-lime-100 text-amber-900',
  'from-emerald-100 via-lime-50 to-amber-50 text-emerald-900',
  'from-red-100 via-rose-50 to-orange-100 text-red-900',
  'from-stone-200 via-orange-50 to-amber-100 text-stone-800',
] as const;

function hashOf(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (h * 31 + text.charCodeAt(i)) >>> 0;
  return h;
}

function initials(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

export interface EntityImageProps {
  src?: string | null;
  /** The entity's name: alt text of a real image and the seed of the placeholder. */
  name: string;
  tenantType?: TenantType;
  menuCategory?: MenuCategory;
  priority?: boolean;
  /** Tailwind aspect class; default 4:3. */
  aspect?: string;
  className?: string;
  showInitials?: boolean;
  /** Overlays drawn on the picture (positioned absolutely by the caller). */
  children?: React.ReactNode;
}

export function EntityImage({
  src,
  name,
  tenantType,
  menuCategory,
  priority,
  aspect = 'aspect-[4/3]',
  className,
  showInitials = true,
  children,
}: EntityImageProps) {
  const gradient = GRADIENTS[hashOf(name) % GRADIENTS.length];
  if (!src) {
    // The placeholder is the box itself (one element less per card in long lists).
    return (
      <div className={clsx('relative flex w-full flex-col items-center justify-center gap-2 overflow-hidden bg-linear-to-br', gradient, aspect, className)}>
        <SpriteIcon name={menuCategory ? `menu-${menuCategory}` : `tenant-${tenantType ?? 'other'}`} className="size-10 opacity-70" />
        {showInitials && (
          <span aria-hidden="true" className="text-sm font-semibold tracking-widest opacity-80">
            {initials(name)}
          </span>
        )}
        {children}
      </div>
    );
  }
  return (
    <div className={clsx('relative w-full overflow-hidden bg-muted', aspect, className)}>
      {/* Served as stored: uploads and demo pictures are already WebP of at most 1600 px, cached immutably by their
          key, while the optimizer keeps no cache here (isrFlushToDisk is off), so it would re-encode every picture on
          every request. */}
      <PlainImage src={src} alt={`Foto ${name}`} fill priority={priority} className="object-cover" />
      {children}
    </div>
  );
}
