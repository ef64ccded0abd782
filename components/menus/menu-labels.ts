// Display helpers for menu fields: category and spice labels, preparation time with its fallback, calories.
import { FALLBACKS, MENU_CATEGORY_LABELS, SPICE_LEVEL_LABELS, type MenuCategory, type SpiceLevel } from '@/lib/constants';

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
