// The dashboard's menu list at city scale (60.000 menus, many sharing a creation time): any page is the same rows, in
// the same order, as sorting the join of every menu (newest first, id as the tie-break) would give, for an admin and
// for a manager who sees only their own tenant; its page of ids is read from an index in order (no sort of every
// menu) and its count reads menus alone.
import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMenus, menuListQueries } from '@/db/queries/menus';
import { menus, tenants } from '@/db/schema';
import type { Actor } from '@/db/queries/actor';
import { ROLE_DEFAULT_PERMISSIONS } from '@/lib/auth/permissions';
import { closeAppDatabase, createTestDatabase, serveAppFrom, type TestDatabase } from '../helpers/db';
import { queryPlan } from '../helpers/query-plan';

const TENANTS = 600;
const MENUS = 60_000;

let t: TestDatabase;
const admin: Actor = { id: 1, role: { code: 'ADMIN', permissions: ROLE_DEFAULT_PERMISSIONS.ADMIN } };
let manager: Actor;
let managerTenantId: number;

beforeAll(async () => {
  t = await createTestDatabase({ seed: true });
  serveAppFrom(t);
  // 60,000 menus take longer than the app's statement timeout on a busy machine: none for this setup.
  await t.exec(`
    set statement_timeout = 0;
    insert into tenants (name, slug, type, address, province, postal_code, status)
    select 'Tenant Daftar ' || g, 'tenant-daftar-' || g, 'restaurant', 'Jl. Uji ' || g, 'Jawa Barat', '46111',
      case when g % 7 = 0 then 'pending_approval' else 'active' end::tenant_status
    from generate_series(1, ${TENANTS}) g;
    -- One creation time per 40 menus: the id decides the order within each.
    insert into menus (tenant_id, name, price, category, status, created_at)
    select (select min(id) from tenants where slug like 'tenant-daftar-%') + g % ${TENANTS}, 'Menu Daftar ' || g, 10000,
      (array['main_course','beverage','dessert'])[1 + g % 3]::menu_category,
      (array['active','pending_approval','inactive'])[1 + (g / 5) % 3]::menu_status,
      timestamp '2026-01-01' + ((g / 40) * interval '1 minute')
    from generate_series(1, ${MENUS}) g;
    -- Text the search must find exactly as ILIKE does: punctuation, percent and underscore signs, accents, case.
    update menus set description = 'Pedas 100% asli_Nusantara, (resep nenek)' where name like 'Menu Daftar 1_';
    update menus set ingredients = 'Gula aren; KELAPA muda' where name like 'Menu Daftar 2__';
    update menus set name = 'Café Latte ' || id where name like 'Menu Daftar 3___';
    analyze tenants;
    analyze menus;
  `);
  const [owned] = await t.db
    .select({ tenantId: tenants.id, ownerId: tenants.ownerId })
    .from(tenants)
    .where(sql`${tenants.ownerId} is not null`)
    .limit(1);
  managerTenantId = owned!.tenantId;
  manager = { id: owned!.ownerId!, role: { code: 'MANAGER', permissions: ROLE_DEFAULT_PERMISSIONS.MANAGER } };
}, 240_000);

afterAll(async () => {
  await closeAppDatabase(t);
});

/** The rule the list must keep, written the plain way: the join of every menu, sorted. */
async function referenceIds(where: ReturnType<typeof and>, offset: number, limit: number): Promise<number[]> {
  const rows = await t.db
    .select({ id: menus.id })
    .from(menus)
    .innerJoin(tenants, eq(menus.tenantId, tenants.id))
    .where(where)
    .orderBy(desc(menus.createdAt), desc(menus.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => r.id);
}

describe('the dashboard menu list at city scale', () => {
  it('answers any page as sorting the whole join would, with the exact total', async () => {
    const [all] = await t.db.select({ n: sql<number>`count(*)::int` }).from(menus);
    for (const page of [1, 2, 777, 1500, Math.ceil(all!.n / 40)]) {
      const list = await listMenus({ page, limit: 40, actor: admin });
      expect(list.data.map((m) => m.id)).toEqual(await referenceIds(undefined, (page - 1) * 40, 40));
      expect(list.meta.total).toBe(all!.n);
      expect(list.data.every((m) => m.tenant?.name)).toBe(true);
    }
    const pending = await listMenus({ page: 300, limit: 20, status: 'pending_approval', category: 'beverage', actor: admin });
    expect(pending.data.map((m) => m.id)).toEqual(await referenceIds(and(eq(menus.status, 'pending_approval'), eq(menus.category, 'beverage')), 299 * 20, 20));
    expect(pending.data.every((m) => m.status === 'pending_approval' && m.category === 'beverage')).toBe(true);
  });

  it('shows a manager only the menus of their own tenant', async () => {
    const list = await listMenus({ page: 2, limit: 10, actor: manager });
    expect(list.data.map((m) => m.id)).toEqual(await referenceIds(eq(tenants.ownerId, manager.id), 10, 10));
    expect(list.data.every((m) => m.tenantId === managerTenantId)).toBe(true);
    const [own] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(menus)
      .where(eq(menus.tenantId, managerTenantId));
    expect(list.meta.total).toBe(own!.n);
  });

  it('searches name, description and ingredients exactly as ILIKE does', async () => {
    const found: string[] = [];
    for (const term of ['daftar 12', '100%', '0%', 'asli_nus', '_', 'kelapa MUDA', 'café', 'CAFÉ LATTE', 'é', '(resep', 'aren;', 'tidak ada']) {
      const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const rule = or(ilike(menus.name, pattern), ilike(menus.description, pattern), ilike(menus.ingredients, pattern));
      const [expected] = await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(menus)
        .where(rule);
      const list = await listMenus({ page: 1, limit: 50, search: term, actor: admin });
      expect(list.meta.total, term).toBe(expected!.n);
      expect(
        list.data.map((m) => m.id),
        term,
      ).toEqual(await referenceIds(rule, 0, 50));
      if (expected!.n > 0) found.push(term);
    }
    expect(found).toEqual(['daftar 12', '100%', '0%', 'asli_nus', '_', 'kelapa MUDA', 'café', 'CAFÉ LATTE', 'é', '(resep', 'aren;']);
  });

  it('reads the page of ids from an index in order, and counts menus alone', async () => {
    const deep = menuListQueries(t.db, { page: 1000, limit: 20, actor: admin });
    const deepPlan = await queryPlan(t.db, deep.pageIds);
    expect(deepPlan).toContain('menus_created_idx');
    expect(deepPlan).not.toMatch(/\bSort\b/);
    const byStatus = await queryPlan(t.db, menuListQueries(t.db, { page: 200, limit: 20, status: 'inactive', actor: admin }).pageIds);
    // Either order index serves it (the planner picks by the status's share of the menus), never a sort.
    expect(byStatus).toMatch(/menus_created_idx|menus_status_created_at_idx/);
    expect(byStatus).not.toMatch(/\bSort\b/);
    const countPlan = await queryPlan(t.db, deep.count);
    expect(countPlan).not.toContain('tenants');
    // A search reads the folded text's trigram index, not every menu.
    const searchPlan = await queryPlan(t.db, menuListQueries(t.db, { page: 1, limit: 20, search: 'Daftar 4321', actor: admin }).count);
    expect(searchPlan).toContain('menus_search_folded_trgm_idx');
  });
});
