// Icons repeated in public lists (menu and tenant cards, ratings) are drawn from one inline SVG sprite
// (<IconSprite /> in the public layout) by reference: a card then costs two small elements per icon instead of a
// full lucide <svg> with its paths, which keeps the server HTML and hydration of 50-card pages small.
// No lucide import and no class merging here, so client components (the menu dialog, the load-failure state of the
// error boundaries) can use it at almost no cost.
import type { MenuCategory, TenantType } from '@/lib/constants';

export const SPRITE_ICON_NAMES = [
  'flame',
  'flame-solid',
  'clock',
  'store',
  'star-solid',
  'star-outline',
  'map-pin',
  'badge-check',
  'message-circle',
  'alert',
  'utensils-crossed',
  'refresh',
] as const;

export type SpriteIconName =
  | (typeof SPRITE_ICON_NAMES)[number]
  /** Placeholder pictures (thin strokes) by menu category and tenant type. */
  | `menu-${MenuCategory}`
  | `tenant-${TenantType}`;

export const spriteSymbolId = (name: SpriteIconName) => `ikon-${name}`;

export function SpriteIcon({ name, className }: { name: SpriteIconName; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className={className ? `shrink-0 ${className}` : 'shrink-0'}>
      <use href={`#${spriteSymbolId(name)}`} />
    </svg>
  );
}
