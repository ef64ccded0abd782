// The WHERE and ORDER BY of the public lists: the listing rule, search words, the filters of the tenant list and of the
// menu list, and the menu list's orders. Search folds text and expands spellings (lib/search-terms.ts) and is served by
// the trigram indexes on the folded texts (db/search-sql.ts).
import 'server-only';
import { and, asc, eq, gte, inArray, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { menus, tenantOpenWeeks, tenants } from '@/db/schema';
import { folded } from '@/db/search-sql';
import { foldForSearch, likePattern, parseSearch, type SearchWord } from '@/lib/search-terms';
import type { DietFilter, HalalFilter } from '@/lib/constants';
import { weekMinute, type OpenNowClock } from '@/lib/opening-hours';
import type { GeoPoint, MenuListFilters, PublicMenuFilters, PublicTenantFilters } from './types';

/**
 * A folded text matching one of a word's spellings (an OR of LIKEs: each one is served by the text's trigram index);
 * a word without any (parseSearch) matches no row.
 */
export function matchesWord(text: SQL, word: SearchWord): SQL {
  return word.variants.length ? or(...word.variants.map((v) => sql`${text} like ${likePattern(v)}`))! : sql`false`;
}

/**
 * Menus matching every word (AND), in their name, description or ingredients or (across tenants) in their tenant's
 * name. Both are on the menu's own row (the tenant's folded name is copied onto its menus, migration 0014), each with
 * its trigram index, so the planner weighs how many menus a word reaches either way from the columns' statistics: it
 * combines both indexes in a bitmap for a rare word, or reads the order's index and tests each row, stopping when the
 * page is full, for a word most menus or most tenants' names contain. (Matched against the tenants' names in a
 * subquery, the tenants a word reaches were an array the planner only saw at run time, planned as if few: a word in
 * most tenants' names under an explicit sort gathered and sorted most menus, 320 ms at the bench's scale.) Within one
 * tenant's menu the tenant's own name would match every menu, so there it is not searched.
 */
export function menuSearchConditions(search: string | undefined, withTenantName: boolean): SQL[] {
  return parseSearch(search).map((word) =>
    withTenantName
      ? or(matchesWord(sql`${menus.searchFolded}`, word), matchesWord(sql`${menus.tenantNameFolded}`, word))!
      : matchesWord(sql`${menus.searchFolded}`, word),
  );
}

/**
 * Tenants matching every word in their name, description or address, or through one of their active menus: both are
 * conditions on the tenant's own row (its text, and the words of its active menus kept in tenants.menus_folded,
 * migration 0011), each served by its trigram index. The planner combines them in a bitmap for a rare word, or reads
 * the order's index and tests each row for a word most tenants match, stopping when the page is full; a word in
 * thousands of menus costs no more than one in a few.
 */
export function tenantSearchConditions(search: string | undefined): SQL[] {
  return parseSearch(search).map((word) => or(matchesWord(sql`${tenants.searchFolded}`, word), matchesWord(sql`${tenants.menusFolded}`, word))!);
}

/**
 * The condition of the `halal` filter on a tenant's halal status: the tenant's own (tenants_status_halal_idx) or its
 * menus' copy (menus_public_halal_idx).
 */
export function halalCondition(halal: HalalFilter | undefined, column: typeof tenants.halalStatus | typeof menus.tenantHalalStatus): SQL | undefined {
  if (halal === 'certified') return eq(column, 'certified');
  if (halal === 'halal') return inArray(column, ['certified', 'self_declared']);
  return undefined;
}

/**
 * The menu condition of the `diet` filter. Vegetarian means tagged vegetarian or vegan (the API adds the implied tag,
 * but a row written another way, an import or the seed, may carry vegan alone); both are served by
 * menus_dietary_tags_idx (GIN: `&&`, `@>`). The "without" filters are negations no index serves; they keep most menus.
 */
export function dietCondition(diet: DietFilter | undefined): SQL | undefined {
  if (diet === 'vegetarian') return sql`${menus.dietaryTags} && array['vegetarian', 'vegan']::text[]`;
  if (diet === 'vegan') return sql`${menus.dietaryTags} @> array['vegan']::text[]`;
  if (diet === 'no_pork') return sql`not (${menus.dietaryTags} @> array['contains_pork']::text[])`;
  if (diet === 'no_alcohol') return sql`not (${menus.dietaryTags} @> array['contains_alcohol']::text[])`;
  return undefined;
}

/**
 * Distance from a point in degrees on the plane (near the equator, as Tasikmalaya is, a degree of longitude is within
 * 1% of a degree of latitude, so this ranks places in one city as the true distance does); null without coordinates.
 * The expression of tenants_location_gist_idx, so a KNN scan can serve the order.
 */
export function distanceFrom(near: GeoPoint): SQL {
  return sql`(point(${tenants.longitude}, ${tenants.latitude}) <-> point(${near.longitude}::float8, ${near.latitude}::float8))`;
}

export const FROM_TENANTS = sql`"tenants"`;
export const FROM_MENUS = sql`"menus"`;
export const FROM_MENUS_WITH_TENANTS = sql`"menus" inner join "tenants" on "menus"."tenant_id" = "tenants"."id"`;

/**
 * The one rule for a tenant to appear anywhere public (lists, search, statistics, sitemap, its own page): active and
 * with at least one active menu (the count the menus' triggers keep on the tenant's row, in the same transaction as
 * every write of a menu).
 */
export const publiclyListedTenant: SQL = sql`("tenants"."status" = 'active' and "tenants"."active_menu_count" > 0)`;

/**
 * The tenant of `tenantId` is open at the given Jakarta clock (the SQL twin of isOpenNow()): the minute of the week is
 * among its open minutes and it is not temporarily closed (the closure lapses on its reopening date), both read from
 * its row in tenant_open_weeks (kept from the tenant's hours and closure by triggers; no row when it publishes no valid
 * shift). The hour's test is implied by the minute's; it is there for the GIN index of the open hours, which finds
 * the few tenants open at night, and for its statistics, which tell the planner how many are open at that hour (at
 * noon most are: it reads the order's index).
 */
export function openNowCondition(clock: OpenNowClock, tenantId: SQL | AnyColumn): SQL {
  const minute = weekMinute(clock);
  return sql`exists (select 1 from ${tenantOpenWeeks} where ${tenantOpenWeeks.tenantId} = ${tenantId}
    and ${tenantOpenWeeks.hours} @> array[${Math.floor(minute / 60)}::smallint] and ${tenantOpenWeeks.minutes} @> ${minute}::int4
    and (${tenantOpenWeeks.closedUntil} is null or ${tenantOpenWeeks.closedUntil} <= ${clock.today}::date))`;
}

/** `minRating`: at least that rating; never rated (null, or 0 as some imports write it) never matches. */
export function minRatingCondition(minRating: number | undefined): SQL | undefined {
  if (minRating == null || !Number.isFinite(minRating)) return undefined;
  return and(gte(tenants.rating, minRating), sql`${tenants.rating} > 0`);
}

/** The WHERE of the public tenant list (exported for the query-plan test). */
export function tenantConditions(filters: Pick<PublicTenantFilters, 'search' | 'type' | 'minRating' | 'halal' | 'openNow' | 'district'>): SQL {
  return and(publiclyListedTenant, ...tenantFilterConditions(filters))!;
}

/** The conditions the tenant list's filters add to publiclyListedTenant (none without a filter). */
export function tenantFilterConditions(filters: Pick<PublicTenantFilters, 'search' | 'type' | 'minRating' | 'halal' | 'openNow' | 'district'>): SQL[] {
  const conditions: SQL[] = tenantSearchConditions(filters.search);
  const halal = halalCondition(filters.halal, tenants.halalStatus);
  if (halal) conditions.push(halal);
  if (filters.openNow) conditions.push(openNowCondition(filters.openNow, tenants.id));
  if (filters.type) conditions.push(eq(tenants.type, filters.type));
  if (filters.district) conditions.push(eq(tenants.district, filters.district));
  const minRating = minRatingCondition(filters.minRating);
  if (minRating) conditions.push(minRating);
  return conditions;
}

/**
 * The order the capped count of the tenant list reads in (cappedCount) when no filter but a search applies: that of
 * tenants_public_created_idx, whose predicate every listed tenant meets. Undefined under other filters, whose own
 * indexes serve the count better.
 */
export function tenantCountOrder(filters: PublicTenantFilters): SQL[] | undefined {
  const { search: _search, ...others } = pickTenantFilters(filters);
  if (Object.values(others).some((v) => v != null)) return undefined;
  return [sql`${tenants.createdAt} desc nulls last`, asc(tenants.id)];
}

export function pickTenantFilters(filters: PublicTenantFilters): Parameters<typeof tenantConditions>[0] {
  const { search, type, minRating, halal, openNow, district } = filters;
  return { search, type, minRating, halal, openNow, district };
}

/**
 * Whether the menu list's filters read the tenant's row: those on tenant fields the menus do not copy (type, rating).
 * The others (status, halal, kecamatan) are on the menu's row, and "open now" on tenant_open_weeks, so a count
 * under them reads menus alone (menuCountFrom); a page always joins the tenant, whose public fields each card shows.
 */
export function needsTenantRow(filters: MenuListFilters): boolean {
  return Boolean(filters.type || minRatingCondition(filters.minRating));
}

/**
 * What a count of the menu list reads: menus joined to their tenants (`withTenant`, the WHERE may name "tenants"),
 * or menus alone.
 */
export function menuCountFrom(withTenant: boolean): SQL {
  return withTenant ? FROM_MENUS_WITH_TENANTS : FROM_MENUS;
}

/**
 * The WHERE of the public menu list (exported for the query-plan test). With `withTenant` false it names menus only
 * (for a count that does not join tenants, see needsTenantRow); a search's tenant-name part is on the menu's copy of
 * the name either way (menuSearchConditions).
 */
export function menuConditions(filters: MenuListFilters, withTenant = true): SQL {
  return and(...menuFilterConditions(filters, withTenant), ...menuSearchConditions(filters.search, filters.tenantId == null))!;
}

/**
 * The public menu list's conditions other than the search; with `withTenant` false, on the menu's row alone (valid for
 * filters that do not need the tenant's row, see needsTenantRow).
 */
export function menuFilterConditions(filters: MenuListFilters, withTenant: boolean): SQL[] {
  // An active menu makes its active tenant listed, so the tenant condition needs no more than its status here.
  // The read model's copy of the tenant's status (menus.tenant_status) lets the public indexes hold public rows only.
  // A page, which joins the tenant anyway, checks the tenant's own status too, so the rows it shows never rest on
  // the copy alone; a count may read the copy alone (triggers keep it in the writing transaction, migration 0007).
  const conditions: SQL[] = [eq(menus.status, 'active'), eq(menus.tenantStatus, 'active')];
  if (withTenant) conditions.push(eq(tenants.status, 'active'));
  // `= any(array[...])`, not `=`: the planner drops an equality's column from the ORDER BY (it is constant), so the
  // rating order would fit menus_public_rating_idx too, which it then prefers, filtering out every other category on
  // the way. As an array match the column stays in the order (menuOrder), which only the category index gives.
  if (filters.category) conditions.push(sql`${menus.category} = any(array[${filters.category}]::menu_category[])`);
  if (filters.minPrice != null && Number.isFinite(filters.minPrice)) conditions.push(gte(menus.price, filters.minPrice));
  if (filters.maxPrice != null && Number.isFinite(filters.maxPrice)) conditions.push(lte(menus.price, filters.maxPrice));
  if (filters.spiceLevel != null && Number.isFinite(filters.spiceLevel)) conditions.push(eq(menus.spiceLevel, filters.spiceLevel));
  if (filters.tenantId != null && Number.isFinite(filters.tenantId)) conditions.push(eq(menus.tenantId, filters.tenantId));
  // Halal and kecamatan: on the tenant's row when joined (the join then reads only the tenants that pass, through their
  // index), else on the menu's copy (a count served by menus_public_halal_idx or menus_public_district_idx).
  const halal = halalCondition(filters.halal, withTenant ? tenants.halalStatus : menus.tenantHalalStatus);
  if (halal) conditions.push(halal);
  if (filters.openNow) conditions.push(openNowCondition(filters.openNow, menus.tenantId));
  if (filters.district) conditions.push(eq(withTenant ? tenants.district : menus.tenantDistrict, filters.district));
  if (filters.type) conditions.push(eq(tenants.type, filters.type));
  const minRating = minRatingCondition(filters.minRating);
  if (minRating) conditions.push(minRating);
  const diet = dietCondition(filters.diet);
  if (diet) conditions.push(diet);
  const allergen = filters.excludeAllergen ? foldForSearch(filters.excludeAllergen) : '';
  if (allergen) conditions.push(sql`not (${folded(sql`coalesce(${menus.allergens}, '')`)} like ${likePattern({ text: allergen, match: 'anywhere' })})`);
  return conditions;
}

/**
 * The order of the public menu list across tenants: sold out last, then the chosen sort (see PublicMenuFilters). Each
 * order but distance is exactly the key of one menus_public_* index (the tenant's rating read from the menu's copy),
 * so a page is read in index order and stops at its last row instead of sorting every match.
 */
export function menuOrder(filters: MenuListFilters): SQL[] {
  const available = sql`${menus.isAvailable} desc`;
  const newest = [sql`${menus.createdAt} desc`, asc(menus.id)];
  const byRating = sql`${menus.tenantRating} desc nulls last`;
  switch (filters.sortBy) {
    case 'createdAt':
      return [available, ...newest];
    case 'name':
      return [available, sql`lower(${menus.name})`, asc(menus.id)];
    case 'price':
      return [available, asc(menus.price), asc(menus.id)];
    case 'distance':
      if (filters.near) return [available, sql`${distanceFrom(filters.near)} asc nulls last`, byRating, ...newest];
      break;
  }
  // Within one category (a single value, see menuFilterConditions) the leading category changes nothing but the index:
  // menus_public_category_rating_idx.
  return filters.category ? [asc(menus.category), available, byRating, ...newest] : [available, byRating, ...newest];
}

/** Whether any filter but the category narrows the public menus (a search, a tenant, a price, halal, ...). */
export function narrowsMenus(filters: PublicMenuFilters): boolean {
  const { sortBy: _sortBy, near: _near, category: _category, limit: _limit, page: _page, ...others } = filters;
  return Object.values(others).some((v) => v != null && v !== '');
}

/**
 * The order the capped count of the menu list reads in (cappedCount), when a menus_public_* index serves its filters
 * alone: the page's own order (its index, already read for the page), the category index's under a category. "Open
 * now" too: by day most tenants are open, and the count reads the rows the page read, testing each tenant's open week
 * (the same tenant's menus follow one another in the rating order); at night the planner starts from the few open
 * tenants and sorts their menus. Undefined under any other filter (or a search), where the planner's own plan is
 * cheaper. Exported for the query-plan test.
 */
export function menuCountOrder(filters: PublicMenuFilters): SQL[] | undefined {
  const { openNow: _openNow, ...others } = filters;
  if (narrowsMenus(others)) return undefined;
  if (filters.category || filters.sortBy === 'distance') return menuOrder({ category: filters.category });
  return menuOrder(filters);
}
