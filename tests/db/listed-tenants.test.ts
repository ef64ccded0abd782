// The public "listed" rule (an active tenant with at least one active menu) reads tenants.active_menu_count, and the
// tenant search's match through menus reads tenants.menus_folded (the words of its active menus), both kept by
// triggers on menus in the same transaction as every write (migrations 0009 and 0011). Whatever writes the menus (the
// app's create, PATCH, review and delete, a tenant's deletion, bulk statements, TRUNCATE), the count equals counting
// the menus and the words equal collecting them; a suspension and menu changes of the same tenant at the same moment
// queue instead of deadlocking; the landing statistics and the sitemap read the listed tenants from an index alone.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '@/db/queries/actor';
import { approveMenu, createMenu, deleteMenu, updateMenu } from '@/db/queries/menus';
import { listPublicTenants, listSitemapTenants, publicStats } from '@/db/queries/public';
import { deleteTenant, updateTenant } from '@/db/queries/tenants';
import { menus, tenants } from '@/db/schema';
import { ROLE_DEFAULT_PERMISSIONS } from '@/lib/auth/permissions';
import { closeAppDatabase, createTestDatabase, serveAppFrom, type TestDatabase } from '../helpers/db';
import { queryPlan } from '../helpers/query-plan';

const TENANTS = 400;
const MENUS = 8_000;

let t: TestDatabase;
let admin: Actor;
let superAdmin: Actor;
let firstId = 0;

beforeAll(async () => {
  t = await createTestDatabase({ seed: true });
  serveAppFrom(t);
  await t.exec(`
    insert into tenants (name, slug, type, address, province, postal_code, rating, total_orders, status)
    select 'Tenant Hitung ' || g, 'tenant-hitung-' || g, 'restaurant', 'Jl. Uji ' || g, 'Jawa Barat', '46111',
      3 + (g % 21) / 10.0, g * 3,
      case when g % 10 = 0 then 'suspended' when g % 10 = 1 then 'pending_approval' else 'active' end::tenant_status
    from generate_series(1, ${TENANTS}) g;
    -- One statement inserting many menus of many tenants; every fifth tenant gets no active menu at all.
    insert into menus (tenant_id, name, price, category, status)
    select (select min(id) from tenants where slug like 'tenant-hitung-%') + g % ${TENANTS}, 'Menu Hitung ' || g, 10000, 'main_course',
      case when (g % ${TENANTS}) % 5 = 4 or g % 3 = 0 then 'inactive' when g % 3 = 1 then 'active' else 'pending_approval' end::menu_status
    from generate_series(1, ${MENUS}) g;
    analyze tenants;
    analyze menus;
  `);
  firstId = (
    await t.db
      .select({ id: sql<number>`min(${tenants.id})::int` })
      .from(tenants)
      .where(sql`${tenants.slug} like 'tenant-hitung-%'`)
  )[0]!.id;
  const staff = (await t.db.execute(sql`
    select r.code, min(u.id)::int as id from users u join roles r on r.id = u.role_id
    where r.code in ('ADMIN', 'SUPER_ADMIN') group by r.code`)) as unknown as { rows: { code: 'ADMIN' | 'SUPER_ADMIN'; id: number }[] };
  const idOf = (code: 'ADMIN' | 'SUPER_ADMIN') => staff.rows.find((r) => r.code === code)!.id;
  admin = { id: idOf('ADMIN'), role: { code: 'ADMIN', permissions: ROLE_DEFAULT_PERMISSIONS.ADMIN } };
  superAdmin = { id: idOf('SUPER_ADMIN'), role: { code: 'SUPER_ADMIN', permissions: ROLE_DEFAULT_PERMISSIONS.SUPER_ADMIN } };
}, 120_000);

afterAll(async () => {
  await closeAppDatabase(t);
});

/**
 * Tenants whose count or menu words differ from counting and collecting their active menus the plain way (none, when
 * the triggers did their work).
 */
async function drifted(): Promise<{ id: number; stored: number; counted: number; words: string; collected: string }[]> {
  const rows = (await t.db.execute(sql`
    select id, stored, counted, words, collected from (
      select t.id, t.active_menu_count as stored, t.menus_folded as words,
        (select count(*)::int from menus m where m.tenant_id = t.id and m.status = 'active') as counted,
        coalesce((select ' ' || string_agg(w, ' ' order by w) || ' ' from (
          select distinct unnest(string_to_array(regexp_replace(m.search_folded, '[[:space:]]+', ' ', 'g'), ' ')) as w
          from menus m where m.tenant_id = t.id and m.status = 'active') as ws where w <> ''), ' ') as collected
      from tenants t) as c
    where stored <> counted or words <> collected`)) as unknown as {
    rows: { id: number; stored: number; counted: number; words: string; collected: string }[];
  };
  return rows.rows;
}

const wordsOf = async (id: number) => (await t.db.select({ words: tenants.menusFolded }).from(tenants).where(eq(tenants.id, id)))[0]!.words;

/** The rule written the plain way: active, and some active menu exists. */
async function plainListedIds(): Promise<number[]> {
  const rows = (await t.db.execute(sql`
    select t.id from tenants t
    where t.status = 'active' and exists (select 1 from menus m where m.tenant_id = t.id and m.status = 'active')
    order by t.id`)) as unknown as { rows: { id: number }[] };
  return rows.rows.map((r) => Number(r.id));
}

const tenantId = (n: number) => firstId + n - 1;

describe("tenants' count and words of active menus", () => {
  it('is right after bulk inserts, and the sitemap and statistics equal the plain rule', async () => {
    expect(await drifted()).toEqual([]);
    const listed = await plainListedIds();
    expect(listed.length).toBeGreaterThan(100);
    expect((await listSitemapTenants()).map((r) => r.id)).toEqual(listed);
    const plain = (await t.db.execute(sql`
      select count(*)::int as n, avg(t.rating)::float8 as avg, sum(t.total_orders)::float8 as orders,
        (select count(*)::int from menus m join tenants t2 on t2.id = m.tenant_id where m.status = 'active' and t2.status = 'active') as menus
      from tenants t
      where t.status = 'active' and exists (select 1 from menus m where m.tenant_id = t.id and m.status = 'active')`)) as unknown as {
      rows: { n: number; avg: number; orders: number; menus: number }[];
    };
    const expected = plain.rows[0]!;
    expect(await publicStats()).toEqual({
      tenantCount: Number(expected.n),
      averageRating: Math.round(Number(expected.avg) * 100) / 100,
      totalOrders: Number(expected.orders),
      menuCount: Number(expected.menus),
    });
  });

  it("follows the app's writes: a new menu, its approval, deactivation, reactivation and deletion", async () => {
    // A tenant with no active menu (every fifth), active itself: not listed until its menu is approved.
    const id = tenantId(5);
    const [before] = await t.db.select({ status: tenants.status, count: tenants.activeMenuCount }).from(tenants).where(eq(tenants.id, id));
    expect(before).toEqual({ status: 'active', count: 0 });
    expect((await listSitemapTenants()).some((r) => r.id === id)).toBe(false);

    const created = await createMenu({ input: { tenantId: id, name: 'Menu Baru Hitung', price: 12000, isAvailable: true } as never, actor: admin });
    expect(await drifted()).toEqual([]);
    // Approved by another reviewer: nobody reviews a menu they created.
    await approveMenu({ id: created.id, actor: superAdmin });
    expect(await drifted()).toEqual([]);
    expect((await listSitemapTenants()).some((r) => r.id === id)).toBe(true);

    await updateMenu({ id: created.id, input: { status: 'inactive' }, actor: admin });
    expect(await drifted()).toEqual([]);
    expect((await listSitemapTenants()).some((r) => r.id === id)).toBe(false);
    expect(await wordsOf(id)).not.toContain(' baru ');
    await updateMenu({ id: created.id, input: { status: 'active' }, actor: admin });
    await updateMenu({ id: created.id, input: { price: 15000 }, actor: admin });
    expect(await drifted()).toEqual([]);
    expect((await listSitemapTenants()).some((r) => r.id === id)).toBe(true);
    expect(await wordsOf(id)).toContain(' baru ');
    // A new name and description of the active menu replace its words, and the tenant search follows.
    await updateMenu({ id: created.id, input: { name: 'Surabi Oncom', description: 'Kudapan pagi' }, actor: admin });
    expect(await drifted()).toEqual([]);
    expect(await wordsOf(id)).toContain(' kudapan ');
    expect(await wordsOf(id)).not.toContain(' baru ');
    expect((await listPublicTenants({ search: 'kudapan surabi' })).data.map((r) => r.id)).toEqual([id]);

    await deleteMenu({ id: created.id, actor: admin });
    expect(await drifted()).toEqual([]);
    expect((await listSitemapTenants()).some((r) => r.id === id)).toBe(false);
    expect(await wordsOf(id)).toBe(' ');
  });

  it('follows bulk updates (status and moving menus between tenants), bulk deletes and a deleted tenant', async () => {
    await t.exec(`
      update menus set status = 'active' where id % 7 = 0;
      update menus set status = 'inactive' where id % 11 = 0;
      update menus set tenant_id = tenant_id + 1 where id % 13 = 0 and tenant_id between ${firstId} and ${tenantId(TENANTS) - 1};
      update menus set description = 'Olahan ' || id where id % 19 = 0;
      delete from menus where id % 17 = 0;
    `);
    expect(await drifted()).toEqual([]);
    const doomed = tenantId(12);
    expect((await t.db.select({ n: tenants.activeMenuCount }).from(tenants).where(eq(tenants.id, doomed)))[0]!.n).toBeGreaterThan(0);
    await deleteTenant({ id: doomed, actor: superAdmin });
    expect(await t.db.select().from(menus).where(eq(menus.tenantId, doomed))).toEqual([]);
    expect(await drifted()).toEqual([]);
    expect(await plainListedIds()).toEqual((await listSitemapTenants()).map((r) => r.id));
  });

  it('a suspension and changes to the same tenant’s menus (status, name) at the same moment all succeed, and the count and words stay right', async () => {
    const id = tenantId(22);
    const own = await t.db
      .select({ id: menus.id, status: menus.status })
      .from(menus)
      .where(sql`${menus.tenantId} = ${id} and ${menus.status} in ('active', 'inactive')`);
    expect(own.length).toBeGreaterThanOrEqual(4);
    // At most 48 writes, all queueing on the tenant's row: within the pool's connection timeout on a loaded machine.
    const toggles = own.slice(0, 5);
    const writes: Promise<unknown>[] = [];
    for (let round = 0; round < 6; round++) {
      writes.push(updateTenant({ id, input: { status: round % 2 === 0 ? 'suspended' : 'active' }, actor: admin }));
      for (const menu of toggles) {
        const next = (menu.status === 'active') === (round % 2 === 0) ? 'inactive' : 'active';
        writes.push(updateMenu({ id: menu.id, input: { status: next }, actor: admin }));
      }
      writes.push(updateMenu({ id: toggles[round % toggles.length]!.id, input: { name: `Menu Serentak ${round}` }, actor: admin }));
      writes.push(updateTenant({ id, input: { rating: 3 + round / 10 }, actor: superAdmin }));
    }
    const results = await Promise.allSettled(writes);
    // Every write either succeeded or was refused as the transitions say (a status already reached); none failed.
    for (const r of results) if (r.status === 'rejected') expect(r.reason, String(r.reason)).toMatchObject({ status: 409 });
    expect(results.filter((r) => r.status === 'fulfilled').length).toBeGreaterThan(results.length / 2);
    expect(await drifted()).toEqual([]);
    const copies = await t.db.select({ status: menus.tenantStatus }).from(menus).where(eq(menus.tenantId, id));
    const [tenant] = await t.db.select({ status: tenants.status }).from(tenants).where(eq(tenants.id, id));
    expect(new Set(copies.map((c) => c.status))).toEqual(new Set([tenant!.status]));
  });

  it('the statistics and the sitemap read the listed tenants from their index alone', async () => {
    await t.exec('vacuum analyze tenants');
    const listed = sql`${tenants.status} = 'active' and ${tenants.activeMenuCount} > 0`;
    const stats = await queryPlan(
      t.db,
      t.db
        .select({ n: sql`count(*)`, avg: sql`avg(${tenants.rating})`, orders: sql`sum(${tenants.totalOrders})`, menus: sql`sum(${tenants.activeMenuCount})` })
        .from(tenants)
        .where(listed),
      { seqscan: false },
    );
    expect(stats).toMatch(/Index Only Scan using tenants_listed_stats_idx/);
    const sitemap = await queryPlan(
      t.db,
      t.db.select({ id: tenants.id, slug: tenants.slug, updatedAt: tenants.updatedAt }).from(tenants).where(listed).orderBy(tenants.id),
      { seqscan: false },
    );
    expect(sitemap).toMatch(/Index Only Scan using tenants_listed_sitemap_idx/);
    expect(sitemap).not.toMatch(/Sort/);
  });

  it('is zero for every tenant after the menus are truncated', async () => {
    await t.exec('truncate menus cascade');
    expect(await drifted()).toEqual([]);
    expect(await listSitemapTenants()).toEqual([]);
  });
});
