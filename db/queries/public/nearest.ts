// Nearest first (`sortBy=distance` with `near`): the nearest tenants through a KNN scan, and the menus of the nearest tenants.
import 'server-only';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/db';
import { menus, tenants } from '@/db/schema';
import type { PublicMenu, PublicTenant } from '@/lib/api/contract';
import { menuWithTenantColumns } from '../menus';
import { beyondPaging, cappedCount } from './counts';
import { FROM_TENANTS, distanceFrom, menuConditions, tenantConditions, tenantCountOrder } from './conditions';
import { tenantColumns, toPublicMenu, toPublicTenant, type TenantRow } from './records';
import type { CappedCount, GeoPoint, Paged, PublicMenuFilters, PublicTenantFilters } from './types';

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
export async function readNearestTenants(
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
export async function readNearestMenus(filters: PublicMenuFilters, near: GeoPoint, order: SQL[], limit: number, offset: number): Promise<PublicMenu[] | null> {
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
