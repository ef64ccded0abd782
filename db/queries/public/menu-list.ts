// The public menu list: a page and its count, and the menu list page (/rekomendasi-menu) with its category chips.
import 'server-only';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/db';
import { menus, tenants } from '@/db/schema';
import { parseSearch } from '@/lib/search-terms';
import { LIMITS, type MenuCategory } from '@/lib/constants';
import type { PublicMenu } from '@/lib/api/contract';
import { menuWithTenantColumns } from '../menus';
import { CACHE_TAGS, cached } from './cache';
import { COUNT_CAP, addCounts, asCappedCount, beyondPaging, cappedCount, clampLimit, clampPage } from './counts';
import { menuConditions, menuCountFrom, menuCountOrder, menuOrder, needsTenantRow } from './conditions';
import { toPublicMenu } from './records';
import { NAME_SEARCH_GATHER_CAP, matchedEarlyByName, menuSearchParts, readMatchesUnderCap, readsMatchesFirst, searchesByName } from './search';
import { readNearestMenus } from './nearest';
import { categoryChipCounts, menuCountParts } from './chips';
import type { CappedCount, ChipCounts, Paged, PublicMenuFilters } from './types';

/**
 * A page of the public menu list and its count. `knownCounts`: the list's counts when the caller has them already
 * (the category chips' counts hold them, see listPublicMenuPage), one per part of the chips' reading
 * (readMenuCountParts), so they are not counted again.
 */
async function readPublicMenus(filters: PublicMenuFilters, knownCounts?: CappedCount[]): Promise<Paged<PublicMenu>> {
  const db = await getDb();
  const limit = clampLimit(filters.limit, LIMITS.publicMenuLimit, LIMITS.publicMenuLimit);
  const page = clampPage(filters.page);
  const offset = (page - 1) * limit;
  // One tenant's menu reads like a menu card (by category, then name); across tenants, best-rated tenants first.
  const order = filters.tenantId != null ? [sql`${menus.isAvailable} desc`, asc(menus.category), sql`lower(${menus.name})`, asc(menus.id)] : menuOrder(filters);
  const pageOf = (where: SQL, take: number, skip: number) =>
    db
      .select(menuWithTenantColumns)
      .from(menus)
      .innerJoin(tenants, eq(menus.tenantId, tenants.id))
      .where(where)
      .orderBy(...order)
      .limit(take)
      .offset(skip);

  const withTenant = needsTenantRow(filters);
  const parts = menuSearchParts(filters);
  const countParts = parts && !withTenant ? menuSearchParts(filters, false)! : parts;
  // Whether the page was read with its matches first and came back empty past the first page (so without its counts).
  let emptyPage = false;
  const byName = searchesByName(filters) && !beyondPaging(page, limit);
  const gatherByName = byName && !(await matchedEarlyByName(menuCountFrom(withTenant), menuConditions(filters, withTenant), order));
  if (gatherByName || (!byName && !knownCounts?.length && readsMatchesFirst(filters, page, limit))) {
    const wheres = countParts ? [countParts.ownText, countParts.byTenantName] : [menuConditions(filters, withTenant)];
    const gatherCap = gatherByName ? NAME_SEARCH_GATHER_CAP : COUNT_CAP;
    const matches = await readMatchesUnderCap(menuCountFrom(withTenant), wheres, order, limit, offset, gatherCap);
    if (!knownCounts?.length) knownCounts = matches.counts;
    if (matches.rows && knownCounts?.length) return { data: matches.rows, ...knownCounts.reduce(addCounts) };
    emptyPage = matches.rows !== null;
  }
  if (!parts) {
    // The chips' parts (a search in another order than the list's) add up to the list's one count.
    const countOf = knownCounts?.length
      ? Promise.resolve(knownCounts.reduce(addCounts))
      : cappedCount(menuCountFrom(withTenant), menuConditions(filters, withTenant), filters.tenantId == null ? menuCountOrder(filters) : undefined);
    if (beyondPaging(page, limit) || emptyPage) return { data: [], ...(await countOf) };
    // Nearest first, when more menus match than the cap, from the menus of the nearest tenants (under the cap, sorting
    // every match costs about what counting them did; a search word finds its matches through its trigram index).
    if (filters.sortBy === 'distance' && filters.near && filters.tenantId == null && !parseSearch(filters.search).length && (await countOf).totalCapped) {
      const nearest = await readNearestMenus(filters, filters.near, order, limit, offset);
      if (nearest) return { data: nearest, ...(await countOf) };
    }
    const [rows, count] = await Promise.all([pageOf(menuConditions(filters), limit, offset), countOf]);
    return { data: rows.map((r) => toPublicMenu(r)), ...count };
  }
  // A search ranks the menus whose own text matches every word above those found through their tenant's name: the
  // first part's rows, then the second's (menuSearchParts).
  // The chips read a search in these two parts too (readMenuCountParts).
  const [own, named] =
    knownCounts?.length === 2
      ? knownCounts
      : await Promise.all([cappedCount(menuCountFrom(withTenant), countParts!.ownText), cappedCount(menuCountFrom(withTenant), countParts!.byTenantName)]);
  const count = addCounts(own, named);
  if (beyondPaging(page, limit) || emptyPage) return { data: [], ...count };
  const ownRows = offset < own.total ? await pageOf(parts.ownText, limit, offset) : [];
  const namedRows = ownRows.length < limit && !own.totalCapped ? await pageOf(parts.byTenantName, limit - ownRows.length, Math.max(0, offset - own.total)) : [];
  return { data: [...ownRows, ...namedRows].map((r) => toPublicMenu(r)), ...count };
}

/** Active menus of active tenants with their tenant's public fields; limit at most 50. */
export const listPublicMenus = cached('menus:list', [CACHE_TAGS.menus, CACHE_TAGS.tenants], (filters: PublicMenuFilters) => readPublicMenus(filters));

/** The menu list page's reads: a page of the list and the category chips' counts. */
export interface MenuListPage {
  list: Paged<PublicMenu>;
  categoryCounts: ChipCounts<MenuCategory>;
}

/** A page of the public menu list whose counts are known (its key includes them). */
const listPublicMenusCounted = cached('menus:list-counted', [CACHE_TAGS.menus, CACHE_TAGS.tenants], readPublicMenus);

/**
 * The menu list page (/rekomendasi-menu): the list and its category chips. The chips count the same matches per
 * category and per part of a search, so the list's counts are theirs (the chosen category's, or every category's)
 * instead of counts of its own. Two cached reads one after the other, not one around both: Next never serves a
 * cached read called inside another from its cache, and the chips are shared by every page, sort and category of the
 * same filters.
 */
export async function listPublicMenuPage(filters: PublicMenuFilters): Promise<MenuListPage> {
  const { category, sortBy: _sortBy, near: _near, limit: _limit, page: _page, ...others } = filters;
  const parts = await menuCountParts(others);
  const counts = parts.map((part) => (category ? asCappedCount(part.byCategory[category]) : part.all));
  return { list: await listPublicMenusCounted(filters, counts), categoryCounts: categoryChipCounts(parts) };
}
