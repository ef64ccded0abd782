// The public read model: only listed tenants (active, with at least one active menu) and active menus of active
// tenants, cached for a few seconds and tagged so a write (suspend, edit, approve) expires it at once. Shared by the
// public pages and the public API. Search folds text and expands spellings (lib/search-terms.ts) and is served by the
// trigram indexes on the folded texts (db/search-sql.ts).
import 'server-only';
import { and, asc, eq, gte, inArray, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';
import { menuWithTenantColumns, toMenuJson } from './menus';
import { publicTenantColumns, sortedPaymentMethods } from './tenants';
import { getPublicSiteSettings } from './settings';
import { getDb } from '@/db';
import { menus, tenantOpenWeeks, tenants } from '@/db/schema';
import { folded } from '@/db/search-sql';
import { foldForSearch, likePattern, parseSearch, type SearchWord } from '@/lib/search-terms';
import { CACHE_TAGS, PUBLIC_CACHE_SECONDS } from '@/lib/server/cache';
import { publicGeneration } from '@/lib/server/page-generation';
import {
  LIMITS,
  MENU_CATEGORIES,
  SITE,
  TENANT_TYPES,
  type DietFilter,
  type HalalFilter,
  type Kecamatan,
  type MenuCategory,
  type TenantType,
} from '@/lib/constants';
import type { PublicMenu, PublicMenuTenant, PublicSettings, PublicTenant } from '@/lib/api/contract';
import { hasUnsafeText } from '@/lib/unsafe-text';
import { weekMinute, type OpenNowClock } from '@/lib/opening-hours';

// ---------------------------------------------------------------------------------------------------------------
// Shapes (dates as ISO strings: the cache stores JSON)
// ---------------------------------------------------------------------------------------------------------------

export type { PublicMenu, PublicMenuTenant, PublicSettings, PublicTenant };

export interface Paged<T> {
  data: T[];
  /** Exact up to LIMITS.publicCountCap; beyond it the cap, with `totalCapped`. */
  total: number;
  totalCapped?: boolean;
}

/** A count that stops at LIMITS.publicCountCap: the cap, with `totalCapped`, when there are more. */
export interface CappedCount {
  total: number;
  totalCapped: boolean;
}

/** A visitor's location (the `near` parameter), for the nearest-first order. */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export interface PublicTenantFilters {
  limit?: number;
  page?: number;
  /** `distance` orders by `near` (nearest first, tenants without coordinates last); without `near` it is rating. */
  sortBy?: 'rating' | 'createdAt' | 'name' | 'distance';
  near?: GeoPoint;
  /** 'Pilihan Kuliner Tasik' first, then the sort (the landing page's best tenants). */
  featuredFirst?: boolean;
  district?: Kecamatan;
  sortOrder?: 'asc' | 'desc';
  search?: string;
  type?: TenantType;
  minRating?: number;
  halal?: HalalFilter;
  /** Only tenants open at this Jakarta clock (lib/opening-hours.ts openNowClock; a parameter so it is testable). */
  openNow?: OpenNowClock;
}

export interface PublicMenuFilters {
  search?: string;
  category?: MenuCategory;
  minPrice?: number;
  maxPrice?: number;
  spiceLevel?: number;
  tenantId?: number;
  /** Menus of certified (or, `halal`, also self-declared) halal tenants. */
  halal?: HalalFilter;
  /** Only menus of tenants open at this Jakarta clock. */
  openNow?: OpenNowClock;
  district?: Kecamatan;
  /** The tenant's type. */
  type?: TenantType;
  /** The tenant's rating, at least. */
  minRating?: number;
  diet?: DietFilter;
  /** Leaves out menus whose allergens mention this word (folded, as search folds). */
  excludeAllergen?: string;
  /** Default: the tenant's rating, then newest; `distance` needs `near` (else the default). */
  sortBy?: 'rating' | 'createdAt' | 'name' | 'price' | 'distance';
  near?: GeoPoint;
  /** At most 50 (spec section 9). */
  limit?: number;
  page?: number;
}

export interface PublicStats {
  tenantCount: number;
  /** Mean of the published ratings of active tenants, null when none is rated. */
  averageRating: number | null;
  totalOrders: number;
  menuCount: number;
}

export interface SitemapTenant {
  id: number;
  slug: string;
  updatedAt: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------------------------

/**
 * Wraps a read in Next's data cache, keyed by the public generation too (lib/server/page-generation.ts): a write on
 * any instance (through Redis, lib/server/invalidation-bus.ts) moves every instance to new keys at once. Outside a
 * Next server (scripts, DB tests) there is no cache: read directly.
 */
function cached<A extends unknown[], R>(name: string, tags: string[], fn: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  const wrapped = unstable_cache((_generation: number, _window: number, ...args: A) => fn(...args), ['public-read-model', name], {
    tags,
    revalidate: PUBLIC_CACHE_SECONDS,
  });
  return async (...args: A) => {
    try {
      return await wrapped(publicGeneration(), cacheWindow(), ...args);
    } catch (err) {
      if (err instanceof Error && err.message.includes('incrementalCache missing')) return fn(...args);
      throw err;
    }
  };
}

/**
 * The current PUBLIC_CACHE_SECONDS window, part of every key: an entry is never served after its window. (Past its
 * revalidate time Next serves an entry once more, stale, while it reads again in the background; under load that
 * stretched the bound an instance without REDIS_URL keeps, 3 + 2 seconds, past 10.)
 */
function cacheWindow(): number {
  return Math.floor(Date.now() / (PUBLIC_CACHE_SECONDS * 1000));
}

const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

/**
 * A folded text matching one of a word's spellings (an OR of LIKEs: each one is served by the text's trigram index);
 * a word without any (parseSearch) matches no row.
 */
function matchesWord(text: SQL, word: SearchWord): SQL {
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
function menuSearchConditions(search: string | undefined, withTenantName: boolean): SQL[] {
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
function tenantSearchConditions(search: string | undefined): SQL[] {
  return parseSearch(search).map((word) => or(matchesWord(sql`${tenants.searchFolded}`, word), matchesWord(sql`${tenants.menusFolded}`, word))!);
}

/**
 * The condition of the `halal` filter on a tenant's halal status: the tenant's own (tenants_status_halal_idx) or its
 * menus' copy (menus_public_halal_idx).
 */
function halalCondition(halal: HalalFilter | undefined, column: typeof tenants.halalStatus | typeof menus.tenantHalalStatus): SQL | undefined {
  if (halal === 'certified') return eq(column, 'certified');
  if (halal === 'halal') return inArray(column, ['certified', 'self_declared']);
  return undefined;
}

/**
 * The menu condition of the `diet` filter. Vegetarian means tagged vegetarian or vegan (the API adds the implied tag,
 * but a row written another way, an import or the seed, may carry vegan alone); both are served by
 * menus_dietary_tags_idx (GIN: `&&`, `@>`). The "without" filters are negations no index serves; they keep most menus.
 */
function dietCondition(diet: DietFilter | undefined): SQL | undefined {
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
function distanceFrom(near: GeoPoint): SQL {
  return sql`(point(${tenants.longitude}, ${tenants.latitude}) <-> point(${near.longitude}::float8, ${near.latitude}::float8))`;
}

function clampLimit(limit: number | undefined, fallback: number, max: number): number {
  if (!Number.isFinite(limit) || !limit || limit < 1) return fallback;
  return Math.min(Math.floor(limit), max);
}

function clampPage(page: number | undefined): number {
  return Number.isFinite(page) && page && page >= 1 ? Math.floor(page) : 1;
}

const COUNT_CAP = LIMITS.publicCountCap;

/** Whether a page starts past the results the public lists page through (LIMITS.publicCountCap): nothing to read. */
function beyondPaging(page: number, limit: number): boolean {
  return (page - 1) * limit >= COUNT_CAP;
}

/**
 * How many rows `from` yields under `where`, counted up to the cap (the scan stops there, so the count costs the same
 * at any scale); `capped` when there are more. `order` (the key of an index whose predicate the rows meet) makes the
 * capped rows those of that index: without it the planner counts the first rows of a sequential scan. Only for a
 * `where` that index serves alone; under other filters the planner's own choice (a bitmap of the filters) is cheaper.
 */
async function cappedCount(from: SQL, where: SQL, order?: SQL[]): Promise<CappedCount> {
  const db = await getDb();
  const orderBy = order?.length ? sql` order by ${sql.join(order, sql`, `)}` : sql``;
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from (select 1 from ${from} where ${where}${orderBy} limit ${COUNT_CAP + 1}) as capped`,
  );
  const n = Number(result.rows[0]?.n ?? 0);
  return n > COUNT_CAP ? { total: COUNT_CAP, totalCapped: true } : { total: n, totalCapped: false };
}

/** Capped counts per value of a column (each as cappedCount: `capped` when the count stopped at the cap). */
type CountsByKey<K extends string> = Record<K, { n: number; capped: boolean }>;

/** The counts of a row of filter chips: every match ('Semua') and per value, each exact up to the cap. */
export interface ChipCounts<K extends string> {
  total: number;
  totalCapped: boolean;
  counts: Record<K, number>;
  capped: Record<K, boolean>;
}

function chipCounts<K extends string>(all: CappedCount, byKey: CountsByKey<K>): ChipCounts<K> {
  const keys = Object.keys(byKey) as K[];
  return {
    ...all,
    counts: Object.fromEntries(keys.map((k) => [k, byKey[k].n])) as Record<K, number>,
    capped: Object.fromEntries(keys.map((k) => [k, byKey[k].capped])) as Record<K, boolean>,
  };
}

const FROM_TENANTS = sql`"tenants"`;
const FROM_MENUS = sql`"menus"`;
const FROM_MENUS_WITH_TENANTS = sql`"menus" inner join "tenants" on "menus"."tenant_id" = "tenants"."id"`;

/**
 * Capped counts per value of `column` (each value's scan stops at the cap, as cappedCount), one subquery per value so
 * each is served by an index that leads with the column.
 */
async function cappedCountsBy<K extends string>(from: SQL, where: SQL, column: SQL, values: readonly K[]): Promise<CountsByKey<K>> {
  const db = await getDb();
  const parts = values.map(
    (value) =>
      sql`select ${value}::text as key, (select count(*)::int from (select 1 from ${from} where ${where} and ${column} = ${value} limit ${COUNT_CAP + 1}) as capped) as n`,
  );
  const result = await db.execute<{ key: K; n: number }>(sql.join(parts, sql` union all `));
  const counts = Object.fromEntries(values.map((v) => [v, { n: 0, capped: false }])) as CountsByKey<K>;
  for (const row of result.rows) {
    const n = Number(row.n);
    counts[row.key] = n > COUNT_CAP ? { n: COUNT_CAP, capped: true } : { n, capped: false };
  }
  return counts;
}

// The tenant's active menus (tenants.active_menu_count, kept by triggers on menus; migration 0009). Written out in
// full, as is the rule below: some of the queries that read them join menus, which has a status too.
const activeMenuCount = sql<number>`"tenants"."active_menu_count"`;

const tenantColumns = { ...publicTenantColumns, menuCount: activeMenuCount };

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

type TenantRow = Omit<PublicTenant, 'status' | 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date };

function toPublicTenant(r: TenantRow): PublicTenant {
  return {
    ...r,
    paymentMethods: sortedPaymentMethods(r.paymentMethods),
    rating: r.rating == null ? null : Number(r.rating),
    menuCount: Number(r.menuCount ?? 0),
    status: 'active',
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  };
}

/** The Menu JSON of the API, narrowed to what visitors see (every public read filters on active menu and tenant). */
function toPublicMenu(row: Parameters<typeof toMenuJson>[0]): PublicMenu {
  const { rejectionReason: _review, createdBy: _creator, previousRejectionReason: _previous, revision: _revision, ...json } = toMenuJson(row);
  return { ...json, status: 'active', tenant: { ...json.tenant, status: 'active' } };
}

// ---------------------------------------------------------------------------------------------------------------
// Tenants
// ---------------------------------------------------------------------------------------------------------------

/** `minRating`: at least that rating; never rated (null, or 0 as some imports write it) never matches. */
function minRatingCondition(minRating: number | undefined): SQL | undefined {
  if (minRating == null || !Number.isFinite(minRating)) return undefined;
  return and(gte(tenants.rating, minRating), sql`${tenants.rating} > 0`);
}

/** The WHERE of the public tenant list (exported for the query-plan test). */
export function tenantConditions(filters: Pick<PublicTenantFilters, 'search' | 'type' | 'minRating' | 'halal' | 'openNow' | 'district'>): SQL {
  return and(publiclyListedTenant, ...tenantFilterConditions(filters))!;
}

/** The conditions the tenant list's filters add to publiclyListedTenant (none without a filter). */
function tenantFilterConditions(filters: Pick<PublicTenantFilters, 'search' | 'type' | 'minRating' | 'halal' | 'openNow' | 'district'>): SQL[] {
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
function tenantCountOrder(filters: PublicTenantFilters): SQL[] | undefined {
  const { search: _search, ...others } = pickTenantFilters(filters);
  if (Object.values(others).some((v) => v != null)) return undefined;
  return [sql`${tenants.createdAt} desc nulls last`, asc(tenants.id)];
}

function pickTenantFilters(filters: PublicTenantFilters): Parameters<typeof tenantConditions>[0] {
  const { search, type, minRating, halal, openNow, district } = filters;
  return { search, type, minRating, halal, openNow, district };
}

/**
 * A page of the tenant list and its count. `knownCount`: the count, when the caller has it already (the type chips'
 * counts hold it, see listPublicTenantPage), so it is not counted again.
 */
async function readPublicTenants(filters: PublicTenantFilters, knownCount?: CappedCount): Promise<Paged<PublicTenant>> {
  const limit = clampLimit(filters.limit, 10, 100);
  const page = clampPage(filters.page);
  if (filters.sortBy === 'distance' && filters.near) return readNearestTenants(filters, filters.near, limit, page, knownCount);
  const db = await getDb();
  const where = tenantConditions(filters);
  const countOf = knownCount ? Promise.resolve(knownCount) : cappedCount(FROM_TENANTS, where, tenantCountOrder(filters));
  if (beyondPaging(page, limit)) return { data: [], ...(await countOf) };
  const direction = filters.sortOrder === 'asc' ? sql`asc` : sql`desc`;
  // The usual orders (rating, newest, name; featured first on the landing page) match the tenants_public_* indexes.
  const sortColumn =
    filters.sortBy === 'name'
      ? sql`lower(${tenants.name})`
      : filters.sortBy === 'createdAt'
        ? sql`${tenants.createdAt}`
        : // Never rated (null, or 0 as some imports write it) sorts last both ways.
          sql`nullif(${tenants.rating}, 0)`;
  const order = [sql`${sortColumn} ${direction} nulls last`];
  if (filters.featuredFirst) order.unshift(sql`${tenants.isFeatured} desc`);
  const [rows, count] = await Promise.all([
    db
      .select(tenantColumns)
      .from(tenants)
      .where(where)
      .orderBy(...order, asc(tenants.id))
      .limit(limit)
      .offset((page - 1) * limit),
    countOf,
  ]);
  return { data: rows.map((r) => toPublicTenant(r as TenantRow)), ...count };
}

/**
 * The tenants under `where` with coordinates no farther from `near` than the `count`-th nearest one: every tenant
 * the first `count` places of the nearest-first order can hold, ties at the last place included (tenants at the same
 * coordinates, a food court), so the page's own order (distance, rating, id) pages without gaps or repeats. The radius
 * is read by a KNN scan of tenants_location_gist_idx (ordered by the distance alone); the circle is served by the same
 * index. Exported for the query-plan test; `count` is at least 1.
 */
export function nearestTenantsCondition(where: SQL, near: GeoPoint, count: number): SQL {
  const located = sql`"tenants"."latitude" is not null`;
  // Inside the subquery "tenants" names its own table (the conditions spell the table name out).
  const radius = sql`(select ${distanceFrom(near)} from "tenants" where ${where} and ${located} order by ${distanceFrom(near)} limit 1 offset ${count - 1})`;
  return sql`(${located} and point(${tenants.longitude}, ${tenants.latitude}) <@ circle(point(${near.longitude}::float8, ${near.latitude}::float8), ${radius}))`;
}

/**
 * Nearest first: the tenants with coordinates by distance, then those without by rating. Separate reads, because a
 * KNN scan of tenants_location_gist_idx (partial: active, with coordinates) can only serve an ORDER BY that is exactly
 * the distance, over rows its predicate covers (see nearestTenantsCondition). The distance is the planar one in
 * degrees (distanceFrom): the cards show the haversine distance (lib/geo.ts). `featuredFirst` does not apply here.
 */
async function readNearestTenants(
  filters: PublicTenantFilters,
  near: GeoPoint,
  limit: number,
  page: number,
  knownCount?: CappedCount,
): Promise<Paged<PublicTenant>> {
  const db = await getDb();
  const where = tenantConditions(filters);
  const located = sql`${tenants.latitude} is not null`;
  const countOrder = tenantCountOrder(filters);
  const [count, locatedCount] = await Promise.all([
    knownCount ?? cappedCount(FROM_TENANTS, where, countOrder),
    cappedCount(FROM_TENANTS, and(where, located)!, countOrder),
  ]);
  if (beyondPaging(page, limit)) return { data: [], ...count };
  // Past the cap the located count is the cap too: the pages it bounds hold located tenants only.
  const locatedTotal = locatedCount.total;
  const offset = (page - 1) * limit;
  const byRating = sql`nullif(${tenants.rating}, 0) desc nulls last`;
  const [nearRows, farRows] = await Promise.all([
    offset < locatedTotal
      ? db
          .select(tenantColumns)
          .from(tenants)
          .where(and(where, nearestTenantsCondition(where, near, Math.min(offset + limit, locatedTotal))))
          .orderBy(sql`${distanceFrom(near)} asc`, byRating, asc(tenants.id))
          .limit(limit)
          .offset(offset)
      : Promise.resolve([]),
    offset + limit > locatedTotal
      ? db
          .select(tenantColumns)
          .from(tenants)
          .where(and(where, sql`${tenants.latitude} is null`))
          .orderBy(byRating, asc(tenants.id))
          .limit(limit)
          .offset(Math.max(0, offset - locatedTotal))
      : Promise.resolve([]),
  ]);
  const rows = [...nearRows, ...farRows].slice(0, limit);
  return { data: rows.map((r) => toPublicTenant(r as TenantRow)), ...count };
}

/** Listed tenants, filtered, sorted (rating by default, highest first, unrated last) and paged. */
export const listPublicTenants = cached('tenants:list', [CACHE_TAGS.tenants], (filters: PublicTenantFilters) => readPublicTenants(filters));

async function readPublicTenant(idOrSlug: string | number): Promise<PublicTenant | null> {
  const key = String(idOrSlug).trim().toLowerCase();
  if (!key || key.length > 150 || hasUnsafeText(key)) return null;
  const db = await getDb();
  const id = /^\d{1,10}$/.test(key) ? Number(key) : 0;
  const isId = id > 0 && id <= 2147483647;
  const match = isId ? or(eq(tenants.id, id), eq(tenants.slug, key))! : eq(tenants.slug, key);
  const [row] = await db
    .select(tenantColumns)
    .from(tenants)
    .where(and(publiclyListedTenant, match))
    // An id match wins over a tenant whose slug happens to be the same digits.
    .orderBy(isId ? sql`(${tenants.id} = ${id}) desc` : asc(tenants.id))
    .limit(1);
  return row ? toPublicTenant(row as TenantRow) : null;
}

/** One listed tenant by numeric id or by slug; null when missing, not active or without an active menu. */
export const getPublicTenant = cached('tenants:one', [CACHE_TAGS.tenants], readPublicTenant);

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

/** The tenant list page's reads: a page of the list and the type chips' counts. */
export interface TenantListPage {
  list: Paged<PublicTenant>;
  typeCounts: ChipCounts<TenantType>;
}

/** A page of the tenant list whose count is known (its key includes the count). */
const listPublicTenantsCounted = cached('tenants:list-counted', [CACHE_TAGS.tenants], readPublicTenants);

/**
 * The tenant list page (/tenant): the list and its type chips. The chips count the same matches per type, so the
 * list's count is theirs (the chosen type's, or all of them) instead of a count of its own. Two cached reads one
 * after the other, not one around both: Next never serves a cached read called inside another from its cache, and
 * the chips are shared by every page, sort and type of the same filters.
 */
export async function listPublicTenantPage(filters: PublicTenantFilters): Promise<TenantListPage> {
  const { search, minRating, halal, openNow, district, type } = filters;
  const typeCounts = await tenantTypeCounts({ search, minRating, halal, openNow, district });
  const count = type
    ? { total: typeCounts.counts[type], totalCapped: typeCounts.capped[type] }
    : { total: typeCounts.total, totalCapped: typeCounts.totalCapped };
  return { list: await listPublicTenantsCounted(filters, count), typeCounts };
}

async function readPublicStats(): Promise<PublicStats> {
  const db = await getDb();
  // One index-only scan of the listed tenants (tenants_listed_stats_idx): their public menus are the active menus of
  // listed tenants, which each tenant's active_menu_count holds.
  const [row] = await db
    .select({
      n: sql<number>`count(*)::int`,
      avg: sql<number | null>`avg(${tenants.rating})::float8`,
      orders: sql<number>`coalesce(sum(${tenants.totalOrders}), 0)::float8`,
      menus: sql<number>`coalesce(sum(${activeMenuCount}), 0)::float8`,
    })
    .from(tenants)
    .where(publiclyListedTenant);
  return {
    tenantCount: Number(row?.n ?? 0),
    averageRating: row?.avg == null ? null : Math.round(Number(row.avg) * 100) / 100,
    totalOrders: Number(row?.orders ?? 0),
    menuCount: Number(row?.menus ?? 0),
  };
}

/** Real aggregates over the public data: listed tenants, their mean rating and orders, public menus. */
export const publicStats = cached('stats', [CACHE_TAGS.tenants, CACHE_TAGS.menus], readPublicStats);

async function readSitemapTenants(): Promise<SitemapTenant[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: tenants.id, slug: tenants.slug, updatedAt: tenants.updatedAt })
    .from(tenants)
    .where(publiclyListedTenant)
    .orderBy(asc(tenants.id));
  return rows.map((r) => ({ id: r.id, slug: r.slug, updatedAt: iso(r.updatedAt) }));
}

/** Every listed tenant, for sitemap.xml. */
export const listSitemapTenants = cached('tenants:sitemap', [CACHE_TAGS.tenants], readSitemapTenants);

// ---------------------------------------------------------------------------------------------------------------
// Menus
// ---------------------------------------------------------------------------------------------------------------

type MenuListFilters = Omit<PublicMenuFilters, 'limit' | 'page'>;

/**
 * Whether the menu list's filters read the tenant's row: those on tenant fields the menus do not copy (type, rating).
 * The others (status, halal, kecamatan) are on the menu's row, and "open now" on tenant_open_weeks, so a count
 * under them reads menus alone (menuCountFrom); a page always joins the tenant, whose public fields each card shows.
 */
function needsTenantRow(filters: MenuListFilters): boolean {
  return Boolean(filters.type || minRatingCondition(filters.minRating));
}

/**
 * What a count of the menu list reads: menus joined to their tenants (`withTenant`, the WHERE may name "tenants"),
 * or menus alone.
 */
function menuCountFrom(withTenant: boolean): SQL {
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
 * A search across tenants in the default order, as two disjoint parts read one after the other (the ranking: menus
 * whose own text matches every word first, then those that need their tenant's name for a word):
 * - `ownText`: every word in the menu's own text;
 * - `byTenantName`: every word in the menu's text or its tenant's name, not every one in the menu's own text.
 * Both are conditions on the menu's row (its copy of the tenant's name, menuSearchConditions), so the planner chooses
 * between the trigram indexes (a rare word) and reading the order's index until the page is full (a common one).
 * With `withTenant` false, on the menu's row alone (a count, see needsTenantRow).
 * Null when there is no search, within one tenant (its name would match every menu) and for the other orders, which
 * rank both parts together (menuConditions).
 */
export function menuSearchParts(filters: MenuListFilters, withTenant = true): { ownText: SQL; byTenantName: SQL } | null {
  const words = parseSearch(filters.search);
  if (!words.length || filters.tenantId != null || (filters.sortBy && filters.sortBy !== 'rating' && !(filters.sortBy === 'distance' && !filters.near))) {
    return null;
  }
  const base = menuFilterConditions(filters, withTenant);
  const ownText = and(...words.map((word) => matchesWord(sql`${menus.searchFolded}`, word)))!;
  // Implied by the rest, but spelled out: the condition that leads to these menus (their tenant's name holds a word)
  // on its own, for the trigram index of the name.
  const namedTenant = or(...words.map((word) => matchesWord(sql`${menus.tenantNameFolded}`, word)))!;
  return {
    ownText: and(...base, ownText)!,
    byTenantName: and(...base, namedTenant, ...menuSearchConditions(filters.search, true), sql`not (${ownText})`)!,
  };
}

/**
 * The public menu list's conditions other than the search; with `withTenant` false, on the menu's row alone (valid for
 * filters that do not need the tenant's row, see needsTenantRow).
 */
function menuFilterConditions(filters: MenuListFilters, withTenant: boolean): SQL[] {
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

/** The sum of two capped counts, capped. */
function addCounts(a: CappedCount, b: CappedCount): CappedCount {
  const sum = a.total + b.total;
  return a.totalCapped || b.totalCapped || sum > COUNT_CAP ? { total: COUNT_CAP, totalCapped: true } : { total: sum, totalCapped: false };
}

/** One value's count of CountsByKey as a CappedCount. */
function asCappedCount({ n, capped }: { n: number; capped: boolean }): CappedCount {
  return { total: n, totalCapped: capped };
}

/** The total of counts per value of a column every row has exactly one value of (an enum, not null): their sum, capped. */
function totalOf<K extends string>(byKey: CountsByKey<K>, keys: readonly K[]): CappedCount {
  return keys.reduce<CappedCount>((total, key) => addCounts(total, asCappedCount(byKey[key])), { total: 0, totalCapped: false });
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
function narrowsMenus(filters: PublicMenuFilters): boolean {
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

/**
 * Whether the menu list reads its matches first (readMatchesUnderCap): under a search with another filter (a category,
 * a tenant, a price, ...), whose matches usually number fewer than the count cap, in an order on the menu's row (not
 * nearest first, which reads the tenant's place), on a page the cap allows. A search word alone often reaches more menus
 * than the cap (a dish in a city's menus: 13,000 at the bench's scale); the statement then gathers and ranks the cap's
 * worth of matches for no page (about 2 ms), so there each part is counted up to the cap and the page read in its
 * index's order.
 */
function readsMatchesFirst(filters: PublicMenuFilters, page: number, limit: number): boolean {
  const { search, ...others } = filters;
  return (
    parseSearch(search).length > 0 &&
    Boolean(filters.category || narrowsMenus(others)) &&
    !(filters.sortBy === 'distance' && filters.near) &&
    !beyondPaging(page, limit)
  );
}

/** The menu columns every order of the public menu list reads (menuOrder, and the order of one tenant's menu). */
const MENU_ORDER_COLUMNS = sql.join(
  [menus.id, menus.isAvailable, menus.tenantRating, menus.createdAt, menus.category, menus.price, menus.name].map((c) => sql`${c}`),
  sql`, `,
);

/**
 * Whether the list is a search across tenants in name order. Names are the one order a search word goes with: the
 * menus a dish's name matches ("Soto Ayam", "Soto Bandung", ...) sit together where that name sorts, so reading the
 * name index and testing each row until the page is full reads every menu named before them (for `soto` at the bench's
 * scale 120,000 rows: 230 ms for the first page, 400 ms for the fifth, seconds on a cold cache), while the planner,
 * which takes matches to be spread evenly, expects the page within a few hundred. Gathering the matches through the
 * trigram indexes and sorting them costs what their number costs (about 35 ms for `soto`'s 9,000), so these pages read
 * their matches first (readMatchesUnderCap, up to NAME_SEARCH_GATHER_CAP), unless the first menus in name order show
 * that the name index finds the page soon (matchedEarlyByName).
 */
function searchesByName(filters: PublicMenuFilters): boolean {
  return filters.sortBy === 'name' && filters.tenantId == null && parseSearch(filters.search).length > 0;
}

/** The most matches a search in name order gathers and sorts (searchesByName); with more it reads the name index. */
const NAME_SEARCH_GATHER_CAP = 10_000;

/** How many of the first public menus in name order matchedEarlyByName tests, and how many must match. */
const NAME_PROBE_ROWS = 200;
const NAME_PROBE_MATCHES = 20;

/**
 * Whether at least one in ten of the first public menus in name order match `where`: a word in most tenants' names or
 * most menus' texts, whose page the name index finds within a few hundred rows, while gathering its matches would read
 * the gather cap's worth (about 35 ms). Testing the first NAME_PROBE_ROWS costs about a millisecond.
 */
async function matchedEarlyByName(from: SQL, where: SQL, order: SQL[]): Promise<boolean> {
  const db = await getDb();
  const result = await db.execute<{ n: number }>(
    sql`select count(*) filter (where "probe"."hit")::int as n from (select (${where}) as "hit" from ${from}
      where ${and(eq(menus.status, 'active'), eq(menus.tenantStatus, 'active'))} order by ${sql.join(order, sql`, `)} limit ${NAME_PROBE_ROWS}) as "probe"`,
  );
  return Number(result.rows[0]?.n ?? 0) >= NAME_PROBE_MATCHES;
}

/**
 * The matches of the menu list, one part after the other (the parts of a search, menuSearchParts, or the one
 * condition), counted and paged in one statement: each part's matches up to `gatherCap` (the count's cap unless told
 * otherwise), as a capped count reads them,
 * ranked in the list's `order` within the parts, and the page's rows joined to their menus and tenants. One statement
 * instead of a count per part and a page per part, each finding the same matches again through the trigram indexes
 * (at the bench's scale a search with a category, a price range and a spice level: three statements of 3.8 ms in all
 * became one of 2.9 ms, in EXPLAIN ANALYZE).
 * - `counts`: each part's capped count; undefined when the page came back empty past the first page (an empty page
 *   carries no counts; it is still the page: every part's matches fit under the cap, which is past any page's offset).
 * - `rows`: the page, when every part's matches fit under `gatherCap`; else null, and the page is read in its index's
 *   order (readPublicMenus with these counts).
 */
async function readMatchesUnderCap(
  from: SQL,
  wheres: SQL[],
  order: SQL[],
  limit: number,
  offset: number,
  gatherCap: number = COUNT_CAP,
): Promise<{ counts?: CappedCount[]; rows: PublicMenu[] | null }> {
  const db = await getDb();
  const matches = sql.join(
    wheres.map((where, part) => sql`(select ${MENU_ORDER_COLUMNS}, ${sql.raw(String(part))} as part from ${from} where ${where} limit ${gatherCap + 1})`),
    sql` union all `,
  );
  const counts = sql.join(
    wheres.map((_, part) => sql`count(*) filter (where "menus"."part" = ${sql.raw(String(part))}) over ()`),
    sql`, `,
  );
  // Inside, "menus" names the matches (their order columns), so the list's order applies to them as it is written.
  const page = sql`(select "menus"."id", "menus"."part", array[${counts}]::int[] as counts from (${matches}) as "menus"
    order by "menus"."part", ${sql.join(order, sql`, `)} limit ${limit} offset ${offset}) as "page"`;
  const rows = await db
    .select({ ...menuWithTenantColumns, counts: sql<number[]>`"page"."counts"` })
    .from(menus)
    .innerJoin(sql`${page}`, sql`"page"."id" = ${menus.id}`)
    .innerJoin(tenants, eq(menus.tenantId, tenants.id))
    .where(eq(tenants.status, 'active'))
    .orderBy(sql`"page"."part"`, ...order);
  if (!rows.length) return { counts: offset === 0 ? wheres.map(() => ({ total: 0, totalCapped: false })) : undefined, rows: [] };
  const gathered = rows[0]!.counts.map(Number);
  const partCounts = gathered.map((n) => asCappedCount({ n: Math.min(n, COUNT_CAP), capped: n > COUNT_CAP }));
  return { counts: partCounts, rows: gathered.some((n) => n > gatherCap) ? null : rows.map((r) => toPublicMenu(r)) };
}

/**
 * How many of the nearest listed tenants the first read of a nearest-first menu page takes in (readNearestMenus): about
 * one for every eight menus the page needs (a listed tenant has 15-20 active menus at the bench's scale). The second
 * read takes in as many as the first one's matches say the page needs (at least twice as many), when that is at most
 * NEAREST_MAX_TENANTS: past that the filters match few menus around any place, and the whole sort (each filter through
 * its index) costs less than reading every menu of that many tenants (about 18 ms for 128 tenants at the bench's scale).
 */
const NEAREST_TENANTS_PER_MENU = 1 / 8;
const NEAREST_MIN_TENANTS = 8;
const NEAREST_MAX_TENANTS = 128;

/**
 * A nearest-first page of the menu list under `filters` (in `order`: sold out last, then by the tenant's distance),
 * read from the menus of the nearest tenants instead of sorting every public menu by its tenant's distance (260-380 ms
 * at 200,000 menus for each visitor's place). The nearest listed tenants with coordinates bound a circle
 * (nearestTenantsCondition; a KNN scan of tenants_location_gist_idx, and the circle by the same index), and the page is
 * sorted from the menus of the tenants in it. It is the list's page when the circle holds at least `offset + limit`
 * available matches: any menu outside it is sold out or farther than all of them, so it ranks after the page. Else a
 * circle as large as the first one's matches say the page needs, then the whole sort: null, left to the caller.
 */
async function readNearestMenus(filters: PublicMenuFilters, near: GeoPoint, order: SQL[], limit: number, offset: number): Promise<PublicMenu[] | null> {
  const db = await getDb();
  const where = menuConditions(filters);
  // The radius is that of the nearest tenants passing the filters on the tenant's row (listed, kecamatan, halal, open
  // now, type, rating), so under them too the first circle holds about the menus the page needs (the circle itself
  // holds every tenant that near; the page's WHERE leaves out the others).
  const { type, minRating, halal, openNow, district } = filters;
  const radiusTenants = tenantConditions({ type, minRating, halal, openNow, district });
  const needed = offset + limit;
  let count = Math.max(NEAREST_MIN_TENANTS, Math.ceil(needed * NEAREST_TENANTS_PER_MENU));
  for (let read = 1; read <= 2; read++) {
    const rows = await db
      .select({ ...menuWithTenantColumns, availableNear: sql<number>`count(*) filter (where ${menus.isAvailable}) over ()` })
      .from(menus)
      .innerJoin(tenants, eq(menus.tenantId, tenants.id))
      .where(and(where, nearestTenantsCondition(radiusTenants, near, count)))
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    // An empty page: the circle holds `offset` matches at most.
    const available = rows.length ? Number(rows[0]!.availableNear) : offset;
    if (available >= needed) return rows.map((r) => toPublicMenu(r));
    // The tenants the page needs at the density of matches seen, with a margin.
    count = Math.max(Math.ceil((count * needed * 1.25) / Math.max(available, 1)), count * 2);
    if (count > NEAREST_MAX_TENANTS) return null;
  }
  return null;
}

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

async function readPublicMenu(id: number): Promise<PublicMenu | null> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2147483647) return null;
  const db = await getDb();
  const [row] = await db
    .select(menuWithTenantColumns)
    .from(menus)
    .innerJoin(tenants, eq(menus.tenantId, tenants.id))
    .where(and(eq(menus.id, id), eq(menus.status, 'active'), eq(tenants.status, 'active')))
    .limit(1);
  return row ? toPublicMenu(row) : null;
}

/** One active menu of an active tenant; null otherwise. */
export const getPublicMenu = cached('menus:one', [CACHE_TAGS.menus, CACHE_TAGS.tenants], readPublicMenu);

/**
 * Every match and the matches per value of `column` under `where` (each capped as cappedCount), from one grouped pass
 * over at most `bound` matches. Past the bound a value that reached the cap in the pass is capped, and only the others
 * are counted one by one (cappedCountsBy). `column` is a not-null enum column whose values are `values`. Exported for
 * its test (the bound as a parameter).
 *
 * The default bound, twice the cap per value, is such that past it every value holding a fair share of the matches
 * has reached the cap. Measured at the bench's scale for the menu categories (the filters' matches found through an
 * index, each category then read from the row or an index): a pass of this size costs about 10-20 ms, while counting
 * category by category repeats the filters' work eight times and reads up to a category's every row to find a rare
 * match (45-130 ms for a search word in 13.000 menus or one halal status).
 */
export async function countsInOnePass<K extends string>(
  from: SQL,
  where: SQL,
  column: SQL,
  values: readonly K[],
  bound = 2 * values.length * COUNT_CAP,
): Promise<{ all: CappedCount; byKey: CountsByKey<K> }> {
  const db = await getDb();
  const result = await db.execute<{ key: string | null; n: number }>(
    sql`select key, count(*)::int as n from (select (${column})::text as key from ${from} where ${where} limit ${bound + 1}) as matches group by key`,
  );
  const seen = Object.fromEntries(values.map((v) => [v, 0])) as Record<K, number>;
  const isValue = (key: string | null): key is K => key != null && Object.hasOwn(seen, key);
  for (const row of result.rows) if (isValue(row.key)) seen[row.key] = Number(row.n);
  // Complete when the pass read fewer rows than its limit: every row it read counts, whatever its key.
  const complete = result.rows.reduce((n, row) => n + Number(row.n), 0) <= bound;
  const byKey = Object.fromEntries(
    values.map((v) => [v, seen[v] > COUNT_CAP ? { n: COUNT_CAP, capped: true } : { n: seen[v], capped: false }]),
  ) as CountsByKey<K>;
  const unsettled = complete ? [] : values.filter((v) => !byKey[v].capped);
  if (unsettled.length) Object.assign(byKey, await cappedCountsBy(from, where, column, unsettled));
  return { all: totalOf(byKey, values), byKey };
}

/** Every match and the matches per value of `column` under `where`, each value counted apart (cappedCountsBy). */
async function countsApart<K extends string>(from: SQL, where: SQL, column: SQL, values: readonly K[]): Promise<{ all: CappedCount; byKey: CountsByKey<K> }> {
  const byKey = await cappedCountsBy(from, where, column, values);
  return { all: totalOf(byKey, values), byKey };
}

/** The matches of one part of the menu list (see readMenuCountParts): all of them and per category, each capped. */
interface MenuCountPart {
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

const menuCountParts = cached('menus:count-parts', [CACHE_TAGS.menus, CACHE_TAGS.tenants], readMenuCountParts);

/** The category chips' counts: the parts' counts added up. */
function categoryChipCounts(parts: MenuCountPart[]): ChipCounts<MenuCategory> {
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

// ---------------------------------------------------------------------------------------------------------------
// Site settings
// ---------------------------------------------------------------------------------------------------------------

export const DEFAULT_PUBLIC_SETTINGS: PublicSettings = {
  siteName: SITE.name,
  tagline: SITE.tagline,
  city: 'Tasikmalaya',
  contactPhone: null,
  contactEmail: null,
  address: null,
  socialLinks: {},
};

async function readPublicSettings(): Promise<PublicSettings> {
  const settings = await getPublicSiteSettings();
  return { ...settings, tagline: settings.tagline || DEFAULT_PUBLIC_SETTINGS.tagline };
}

/** The site settings row (id 1) for the footer and the about page, with defaults when absent. */
export const getPublicSettings = cached('settings', [CACHE_TAGS.settings], readPublicSettings);

/** The site settings for the public header and footer, or the defaults when the database cannot answer. */
export async function getPublicSettingsOrDefault(): Promise<PublicSettings> {
  try {
    return await getPublicSettings();
  } catch (err) {
    // The footer must not take the whole page down; the page's own error boundary reports data failures.
    console.error('[public] site settings unavailable:', (err as Error).message);
    return DEFAULT_PUBLIC_SETTINGS;
  }
}
