// The landing page's statistics and the sitemap's tenants.
import 'server-only';
import { asc, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { tenants } from '@/db/schema';
import { CACHE_TAGS, cached } from './cache';
import { publiclyListedTenant } from './conditions';
import { activeMenuCount, iso } from './records';
import type { PublicStats, SitemapTenant } from './types';

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
