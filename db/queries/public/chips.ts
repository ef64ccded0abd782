// The filter chips' counts: tenants per type (/tenant) and menus per category (/rekomendasi-menu).
import 'server-only';
import { and, sql, type SQL } from 'drizzle-orm';
import { menus, tenants } from '@/db/schema';
import { MENU_CATEGORIES, TENANT_TYPES, type MenuCategory, type TenantType } from '@/lib/constants';
import { CACHE_TAGS, cached } from './cache';
import { addCounts, asCappedCount, chipCounts, countsApart, countsInOnePass } from './counts';
import { FROM_TENANTS, menuConditions, menuCountFrom, needsTenantRow, narrowsMenus, publiclyListedTenant, tenantFilterConditions } from './conditions';
import { menuSearchParts } from './search';
import type { CappedCount, ChipCounts, CountsByKey, PublicMenuFilters, PublicTenantFilters } from './types';

async function readTenantTypeCounts(
  filters: Pick<PublicTenantFilters, 'search' | 'minRating' | 'halal' | 'openNow' | 'district'>,
): Promise<ChipCounts<TenantType>> {
  const { search, minRating, halal, openNow, district } = filters;
  const narrowing = tenantFilterConditions({ search, minRating, halal, openNow, district });
  const where = and(publiclyListedTenant, ...narrowing)!;
  // Without a filter, each type's count reads tenants_type_idx and stops at the cap: index-driven, and bounded at any
  // size of city. Under filters, one grouped pass over the matches (countsInOnePass; past 12,000 matches, the types it
  // left under the cap are then counted apart): per type, each count repeated the filters' work (a search word's
  // trigram bitmap, every tenant's opening hours) six times. At the bench's scale (10,000 tenants, where the pass always
  // ends within its bound; wall time of the call) a search word in 7,000 tenants' menus took 18.6 ms by type and 13.1
  // ms in one pass, 'Buka sekarang' at noon 52 and 15.6 ms, a rare word 15.0 and 8.6 ms; one halal status or one
  // kecamatan about the same.
  const { all, byKey } = await (narrowing.length ? countsInOnePass : countsApart)(FROM_TENANTS, where, sql`${tenants.type}`, TENANT_TYPES);
  return chipCounts(all, byKey);
}

/** Active tenants per type under the other filters (for the category chips). */
export const tenantTypeCounts = cached('tenants:type-counts', [CACHE_TAGS.tenants], readTenantTypeCounts);

/** The matches of one part of the menu list (see readMenuCountParts): all of them and per category, each capped. */
export interface MenuCountPart {
  all: CappedCount;
  byCategory: CountsByKey<MenuCategory>;
}

/**
 * The public menus per category under every other filter, per part of the list: with a search across tenants the
 * two parts of menuSearchParts (own text, then found through the tenant's name), else one. A part's count for a
 * category is the list's count of that part under that category.
 */
async function readMenuCountParts(filters: Omit<PublicMenuFilters, 'category' | 'limit' | 'page'>): Promise<MenuCountPart[]> {
  const { category: _ignored, ...rest } = filters as PublicMenuFilters;
  const withTenant = needsTenantRow(rest);
  const parts = menuSearchParts(rest, withTenant);
  const wheres: [SQL, SQL][] = parts
    ? [
        [menuCountFrom(withTenant), parts.ownText],
        [menuCountFrom(withTenant), parts.byTenantName],
      ]
    : [[menuCountFrom(withTenant), menuConditions(rest, withTenant)]];
  // Under most filters, one grouped pass over the matches. Without one, each category's count reads the public index
  // that leads with the category (menus_public_category_rating_idx) and stops at the cap; under a filter that an index
  // of (that filter, category, price) serves alone, that index, index-only (categoryIndexServes).
  const onePass = narrowsMenus(rest) && !categoryIndexServes(rest);
  return Promise.all(
    wheres.map(async ([from, where]) => {
      const { all, byKey } = await (onePass ? countsInOnePass : countsApart)(from, where, sql`${menus.category}`, MENU_CATEGORIES);
      return { all, byCategory: byKey };
    }),
  );
}

/**
 * Whether menus_public_halal_idx, menus_public_district_idx or menus_public_spice_idx (the filter, the category, the
 * price) serves every filter: each category's capped count is then an index-only scan of it. At the bench's scale
 * the eight took 3.7 ms under halal=certified and 3.9 ms under one spice level, against 8.5 and 9.2 ms for one grouped
 * pass and the categories it left unsettled.
 */
function categoryIndexServes(filters: Omit<PublicMenuFilters, 'category' | 'limit' | 'page'>): boolean {
  const { halal, district, spiceLevel, minPrice: _minPrice, maxPrice: _maxPrice, ...others } = filters;
  const leading = [halal, district, spiceLevel].filter((v) => v != null);
  return leading.length === 1 && !narrowsMenus(others);
}

export const menuCountParts = cached('menus:count-parts', [CACHE_TAGS.menus, CACHE_TAGS.tenants], readMenuCountParts);

/** The category chips' counts: the parts' counts added up. */
export function categoryChipCounts(parts: MenuCountPart[]): ChipCounts<MenuCategory> {
  const [first, ...more] = parts;
  let { all, byCategory } = first!;
  for (const other of more) {
    all = addCounts(all, other.all);
    byCategory = Object.fromEntries(
      MENU_CATEGORIES.map((c) => {
        const sum = addCounts(asCappedCount(byCategory[c]), asCappedCount(other.byCategory[c]));
        return [c, { n: sum.total, capped: sum.totalCapped }];
      }),
    ) as typeof byCategory;
  }
  return chipCounts(all, byCategory);
}

/** Public menus per category under every other filter (for the category chips). */
export async function menuCategoryCounts(filters: Omit<PublicMenuFilters, 'category' | 'limit' | 'page'>): Promise<ChipCounts<MenuCategory>> {
  return categoryChipCounts(await menuCountParts(filters));
}
