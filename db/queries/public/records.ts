// Single public records (one listed tenant, one public menu) and the JSON mappers of the public rows.
import 'server-only';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { menus, tenants } from '@/db/schema';
import type { PublicMenu, PublicTenant } from '@/lib/api/contract';
import { hasUnsafeText } from '@/lib/unsafe-text';
import { menuWithTenantColumns, toMenuJson } from '../menus';
import { publicTenantColumns, sortedPaymentMethods } from '../tenants';
import { CACHE_TAGS, cached } from './cache';
import { publiclyListedTenant } from './conditions';

export const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

// The tenant's active menus (tenants.active_menu_count, kept by triggers on menus; migration 0009). Written out in
// full, as is the rule below: some of the queries that read them join menus, which has a status too.
export const activeMenuCount = sql<number>`"tenants"."active_menu_count"`;

export const tenantColumns = { ...publicTenantColumns, menuCount: activeMenuCount };

export type TenantRow = Omit<PublicTenant, 'status' | 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date };

export function toPublicTenant(r: TenantRow): PublicTenant {
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
export function toPublicMenu(row: Parameters<typeof toMenuJson>[0]): PublicMenu {
  const { rejectionReason: _review, createdBy: _creator, previousRejectionReason: _previous, revision: _revision, ...json } = toMenuJson(row);
  return { ...json, status: 'active', tenant: { ...json.tenant, status: 'active' } };
}

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
