// The public tenant list: a page and its count, and the tenant list page (/tenant) with its type chips.
import 'server-only';
import { asc, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { tenants } from '@/db/schema';
import type { TenantType } from '@/lib/constants';
import type { PublicTenant } from '@/lib/api/contract';
import { CACHE_TAGS, cached } from './cache';
import { beyondPaging, cappedCount, clampLimit, clampPage } from './counts';
import { FROM_TENANTS, tenantConditions, tenantCountOrder } from './conditions';
import { tenantColumns, toPublicTenant, type TenantRow } from './records';
import { readNearestTenants } from './nearest';
import { tenantTypeCounts } from './chips';
import type { CappedCount, ChipCounts, Paged, PublicTenantFilters } from './types';

/**
 * A page of the tenant list and its count. `knownCount`: the count, when the caller has it already (the type chips'
 * counts hold it, see listPublicTenantPage), so it is not counted again.
 */
export async function readPublicTenants(filters: PublicTenantFilters, knownCount?: CappedCount): Promise<Paged<PublicTenant>> {
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

/** Listed tenants, filtered, sorted (rating by default, highest first, unrated last) and paged. */
export const listPublicTenants = cached('tenants:list', [CACHE_TAGS.tenants], (filters: PublicTenantFilters) => readPublicTenants(filters));

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
