// A tenant or menu picture in a fixed-ratio box: the real image through next/image, otherwise a deterministic
// gradient with an icon and initials, so cards never shift and a missing photo still looks intended.
import Image from 'next/image';
import { Cake, ChefHat, Coffee, Croissant, CupSoda, IceCreamCone, Salad, Sandwich, Soup, Store, Truck, UtensilsCrossed, type LucideIcon } from 'lucide-react';
import type { MenuCategory, TenantType } from '@/lib/constants';
import { cn } from '@/lib/utils';

const GRADIENTS = [
  'from-orange-100 via-amber-50 to-rose-100 text-orange-900',
  'from-rose-100 via-orange-50 to-amber-100 text-rose-900',
  'from-amber-100 via-yellow-50 to-lime-100 text-amber-900',
  'from-emerald-100 via-lime-50 to-amber-50 text-emerald-900',
  'from-red-100 via-rose-50 to-orange-100 text-red-900',
  'from-stone-200 via-orange-50 to-amber-100 text-stone-800',
] as const;

const TENANT_ICONS: Record<TenantType, LucideIcon> = {
  restaurant: UtensilsCrossed,
  cafe: Coffee,
  food_truck: Truck,
  catering: ChefHat,
  bakery: Croissant,
  other: Store,
};

const MENU_ICONS: Record<MenuCategory, LucideIcon> = {
  appetizer: Sandwich,
  main_course: UtensilsCrossed,
  dessert: IceCreamCone,
  beverage: CupSoda,
  soup: Soup,
  salad: Salad,
  side_dish: Cake,
  other: ChefHat,
};

function hashOf(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (h * 31 + text.charCodeAt(i)) >>> 0;
  return h;
}

function initials(name: string): string {
  const words = name.replace(/[^\p{L}\p{N}\s]/gu, ' ').split(/\s+/).filter(Boolean);
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
  /** next/image sizes, e.g. '(min-width: 1024px) 33vw, 100vw'. */
  sizes: string;
  priority?: boolean;
  /** Tailwind aspect class; default 4:3. */
  aspect?: string;
  className?: string;
  showInitials?: boolean;
}

export function EntityImage({ src, name, tenantType, menuCategory, sizes, priority, aspect = 'aspect-[4/3]', className, showInitials = true }: EntityImageProps) {
  const Icon = menuCategory ? MENU_ICONS[menuCategory] : TENANT_ICONS[tenantType ?? 'other'];
  const gradient = GRADIENTS[hashOf(name) % GRADIENTS.length];
  return (
    <div className={cn('relative w-full overflow-hidden bg-muted', aspect, className)}>
      {src ? (
        <Image
          src={src}
          alt={`Foto ${name}`}
          fill
          sizes={sizes}
          preload={priority}
          // Uploaded files are served by this app; other hosts are shown as they are instead of through the optimizer.
          unoptimized={/^https?:\/\//i.test(src)}
          className="object-cover"
        />
      ) : (
        <div aria-hidden="true" className={cn('absolute inset-0 flex flex-col items-center justify-center gap-2 bg-linear-to-br', gradient)}>
          <Icon className="size-10 opacity-70" strokeWidth={1.5} />
          {showInitials && <span className="text-sm font-semibold tracking-widest opacity-80">{initials(name)}</span>}
        </div>
      )}
    </div>
  );
}
