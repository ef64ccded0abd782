// How the menu list reads a search: its two ranked parts, its matches first under a cap, and the name-order probe.
import 'server-only';
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/db';
import { menus, tenants } from '@/db/schema';
import { parseSearch } from '@/lib/search-terms';
import type { PublicMenu } from '@/lib/api/contract';
import { menuWithTenantColumns } from '../menus';
import { COUNT_CAP, asCappedCount, beyondPaging } from './counts';
import { menuFilterConditions, narrowsMenus, matchesWord, menuSearchConditions } from './conditions';
import { toPublicMenu } from './records';
import type { CappedCount, MenuListFilters, PublicMenuFilters } from './types';

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
 * Whether the menu list reads its matches first (readMatchesUnderCap): under a search with another filter (a category,
 * a tenant, a price, ...), whose matches usually number fewer than the count cap, in an order on the menu's row (not
 * nearest first, which reads the tenant's place), on a page the cap allows. A search word alone often reaches more menus
 * than the cap (a dish in a city's menus: 13,000 at the bench's scale); the statement then gathers and ranks the cap's
 * worth of matches for no page (about 2 ms), so there each part is counted up to the cap and the page read in its
 * index's order.
 */
export function readsMatchesFirst(filters: PublicMenuFilters, page: number, limit: number): boolean {
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
export function searchesByName(filters: PublicMenuFilters): boolean {
  return filters.sortBy === 'name' && filters.tenantId == null && parseSearch(filters.search).length > 0;
}

/** The most matches a search in name order gathers and sorts (searchesByName); with more it reads the name index. */
export const NAME_SEARCH_GATHER_CAP = 10_000;

/** How many of the first public menus in name order matchedEarlyByName tests, and how many must match. */
const NAME_PROBE_ROWS = 200;
const NAME_PROBE_MATCHES = 20;

/**
 * Whether at least one in ten of the first public menus in name order match `where`: a word in most tenants' names or
 * most menus' texts, whose page the name index finds within a few hundred rows, while gathering its matches would read
 * the gather cap's worth (about 35 ms). Testing the first NAME_PROBE_ROWS costs about a millisecond.
 */
export async function matchedEarlyByName(from: SQL, where: SQL, order: SQL[]): Promise<boolean> {
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
export async function readMatchesUnderCap(
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
