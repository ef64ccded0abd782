// How a menu's facts read on cards and in the dialog (shared by both).
import { FALLBACKS, SPICE_LEVEL_LABELS, type SpiceLevel } from '@/lib/constants';
import type { PublicMenu } from '@/db/queries/public';

export const UNAVAILABLE_LABEL = 'Tidak Tersedia';

export function spiceLabel(level: number): string {
  return SPICE_LEVEL_LABELS[Math.min(5, Math.max(1, Math.round(level) || 1)) as SpiceLevel];
}

/** '15 menit' (fallback 15 when unknown); 'Siap saji' when nothing needs preparing. */
export function prepTime(menu: Pick<PublicMenu, 'preparationTime'>): string {
  const minutes = menu.preparationTime ?? FALLBACKS.preparationTime;
  return minutes === 0 ? 'Siap saji' : `${minutes} menit`;
}
