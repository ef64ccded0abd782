// The inline SVG sprite behind <SpriteIcon>: every symbol once per page, drawn from the lucide shapes of ./icon so the
// icons match the rest of the interface. Rendered by the public layout.
import { MENU_CATEGORIES, TENANT_TYPES, type MenuCategory, type TenantType } from '@/lib/constants';
import { IconPaths, type IconName } from './icon';
import { spriteSymbolId, type SpriteIconName } from './sprite-icon';

const MENU_PLACEHOLDER_ICONS: Record<MenuCategory, IconName> = {
  appetizer: 'sandwich',
  main_course: 'utensils-crossed',
  dessert: 'ice-cream-cone',
  beverage: 'cup-soda',
  soup: 'soup',
  salad: 'salad',
  side_dish: 'cake',
  other: 'chef-hat',
};

const TENANT_PLACEHOLDER_ICONS: Record<TenantType, IconName> = {
  restaurant: 'utensils-crossed',
  cafe: 'coffee',
  food_truck: 'truck',
  catering: 'chef-hat',
  bakery: 'croissant',
  other: 'store',
};

type SymbolSpec = { name: SpriteIconName; icon: IconName; filled?: boolean; thin?: boolean };

const SYMBOLS: SymbolSpec[] = [
  { name: 'flame', icon: 'flame' },
  { name: 'flame-solid', icon: 'flame', filled: true },
  { name: 'clock', icon: 'clock' },
  { name: 'store', icon: 'store' },
  { name: 'star-solid', icon: 'star', filled: true },
  { name: 'star-outline', icon: 'star' },
  { name: 'map-pin', icon: 'map-pin' },
  { name: 'badge-check', icon: 'badge-check' },
  { name: 'message-circle', icon: 'message-circle' },
  // The load-failure state, which the (client) error boundaries render too.
  { name: 'alert', icon: 'circle-exclamation-point' },
  { name: 'utensils-crossed', icon: 'utensils-crossed' },
  { name: 'refresh', icon: 'refresh-cw' },
  ...MENU_CATEGORIES.map((c): SymbolSpec => ({ name: `menu-${c}`, icon: MENU_PLACEHOLDER_ICONS[c], thin: true })),
  ...TENANT_TYPES.map((t): SymbolSpec => ({ name: `tenant-${t}`, icon: TENANT_PLACEHOLDER_ICONS[t], thin: true })),
];

export function IconSprite() {
  return (
    <svg aria-hidden="true" focusable="false" width="0" height="0" className="pointer-events-none absolute size-0 overflow-hidden">
      <defs>
        {SYMBOLS.map(({ name, icon, filled, thin }) => (
          <symbol
            key={name}
            id={spriteSymbolId(name)}
            viewBox="0 0 24 24"
            fill={filled ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth={thin ? 1.5 : 2}
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <IconPaths name={icon} />
          </symbol>
        ))}
      </defs>
    </svg>
  );
}
