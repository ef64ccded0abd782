// The inline SVG sprite behind <SpriteIcon>: every symbol once per page, drawn from lucide so the icons match the rest
// of the interface. Rendered by the public layout.
import {
  BadgeCheck,
  Cake,
  ChefHat,
  Clock,
  Coffee,
  Croissant,
  CupSoda,
  Flame,
  IceCreamCone,
  MapPin,
  MessageCircle,
  Salad,
  Sandwich,
  Soup,
  Star,
  Store,
  Truck,
  UtensilsCrossed,
  type LucideIcon,
} from 'lucide-react';
import { MENU_CATEGORIES, TENANT_TYPES, type MenuCategory, type TenantType } from '@/lib/constants';
import { spriteSymbolId, type SpriteIconName } from './sprite-icon';

const MENU_PLACEHOLDER_ICONS: Record<MenuCategory, LucideIcon> = {
  appetizer: Sandwich,
  main_course: UtensilsCrossed,
  dessert: IceCreamCone,
  beverage: CupSoda,
  soup: Soup,
  salad: Salad,
  side_dish: Cake,
  other: ChefHat,
};

const TENANT_PLACEHOLDER_ICONS: Record<TenantType, LucideIcon> = {
  restaurant: UtensilsCrossed,
  cafe: Coffee,
  food_truck: Truck,
  catering: ChefHat,
  bakery: Croissant,
  other: Store,
};

type SymbolSpec = { name: SpriteIconName; icon: LucideIcon; filled?: boolean; thin?: boolean };

const SYMBOLS: SymbolSpec[] = [
  { name: 'flame', icon: Flame },
  { name: 'flame-solid', icon: Flame, filled: true },
  { name: 'clock', icon: Clock },
  { name: 'store', icon: Store },
  { name: 'star-solid', icon: Star, filled: true },
  { name: 'star-outline', icon: Star },
  { name: 'map-pin', icon: MapPin },
  { name: 'badge-check', icon: BadgeCheck },
  { name: 'message-circle', icon: MessageCircle },
  ...MENU_CATEGORIES.map((c): SymbolSpec => ({ name: `menu-${c}`, icon: MENU_PLACEHOLDER_ICONS[c], thin: true })),
  ...TENANT_TYPES.map((t): SymbolSpec => ({ name: `tenant-${t}`, icon: TENANT_PLACEHOLDER_ICONS[t], thin: true })),
];

export function IconSprite() {
  return (
    <svg aria-hidden="true" focusable="false" width="0" height="0" className="pointer-events-none absolute size-0 overflow-hidden">
      <defs>
        {SYMBOLS.map(({ name, icon: Icon, filled, thin }) => (
          <symbol key={name} id={spriteSymbolId(name)} viewBox="0 0 24 24">
            <Icon fill={filled ? 'currentColor' : 'none'} strokeWidth={thin ? 1.5 : 2} />
          </symbol>
        ))}
      </defs>
    </svg>
  );
}
