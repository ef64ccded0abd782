// Display helpers for menu fields: category and spice labels, preparation time with its fallback, calories, dietary tags.
import {
  DIETARY_TAGS,
  DIETARY_TAG_LABELS,
  FALLBACKS,
  MENU_CATEGORY_LABELS,
  SPICE_LEVEL_LABELS,
  type DietaryTag,
  type MenuCategory,
  type SpiceLevel,
} from '@/lib/constants';

export function categoryLabel(category: string): string {
  return MENU_CATEGORY_LABELS[category as MenuCategory] ?? category;
}

export function spiceLabel(level: number | null | undefined): string {
  return SPICE_LEVEL_LABELS[(level ?? 1) as SpiceLevel] ?? SPICE_LEVEL_LABELS[1];
}

export function preparationLabel(minutes: number | null | undefined): string {
  return `${minutes ?? FALLBACKS.preparationTime} menit`;
}

export function caloriesLabel(calories: number | null | undefined): string {
  return calories == null ? '-' : `${calories} kkal`;
}

/** The menu's dietary tags as one line ('Vegetarian, Vegan'); '-' when none. */
export function dietaryTagsLabel(tags: readonly string[] | null | undefined): string {
  const known = DIETARY_TAGS.filter((t) => tags?.includes(t));
  return known.length ? known.map((t) => DIETARY_TAG_LABELS[t]).join(', ') : '-';
}

/**
 * The form's checkbox rule: checking vegan checks vegetarian too (vegan implies it, as the schema stores it);
 * unchecking vegetarian unchecks vegan. The result keeps DIETARY_TAGS' order.
 */
export function toggleDietaryTag(tags: readonly DietaryTag[], tag: DietaryTag, checked: boolean): DietaryTag[] {
  const next = new Set(tags);
  if (checked) {
    next.add(tag);
    if (tag === 'vegan') next.add('vegetarian');
  } else {
    next.delete(tag);
    if (tag === 'vegetarian') next.delete('vegan');
  }
  return DIETARY_TAGS.filter((t) => next.has(t));
}
