// Migrations and the demo seed on a fresh database: counts, coverage and idempotency.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '@/db/seed';
import { menus, roles, tenants, users } from '@/db/schema';
import { DELIVERY_APPS, KECAMATAN, MENU_CATEGORIES, MENU_STATUSES, TENANT_STATUSES, TENANT_TYPES } from '@/lib/constants';
import { jakartaDate } from '@/lib/opening-hours';
import { isDeliveryAppUrl } from '@/lib/validations/tenant';
import { seedMenus, seedTenants } from '@/db/seed-data';
import { ROLE_DEFAULT_PERMISSIONS } from '@/lib/auth/permissions';
import { createTestDatabase, type TestDatabase } from '../helpers/db';

let t: TestDatabase;
/** The Jakarta dates the seed ran between (a food truck's spot is stamped with one of them). */
const seededOn: string[] = [];

beforeAll(async () => {
  seededOn.push(jakartaDate(new Date()));
  t = await createTestDatabase({ seed: true });
  seededOn.push(jakartaDate(new Date()));
});
afterAll(async () => {
  await t?.close();
});

async function count(table: typeof users | typeof tenants | typeof menus | typeof roles) {
  const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row!.n;
}

describe('seed', () => {
  it('creates the three system roles with the default permission sets', async () => {
    const rows = await t.db.select().from(roles);
    expect(rows.map((r) => r.code).sort()).toEqual(['ADMIN', 'MANAGER', 'SUPER_ADMIN']);
    for (const r of rows) {
      expect(r.isSystem).toBe(true);
      expect([...r.permissions].sort()).toEqual([...ROLE_DEFAULT_PERMISSIONS[r.code as keyof typeof ROLE_DEFAULT_PERMISSIONS]].sort());
    }
  });

  it('has 25+ tenants of every type and status and 150+ menus of every category, spice level and status', async () => {
    expect(await count(tenants)).toBeGreaterThanOrEqual(25);
    expect(await count(menus)).toBeGreaterThanOrEqual(150);
    const types = await t.db.selectDistinct({ v: tenants.type }).from(tenants);
    expect(types.map((r) => r.v).sort()).toEqual([...TENANT_TYPES].sort());
    const statuses = await t.db.selectDistinct({ v: tenants.status }).from(tenants);
    expect(statuses.map((r) => r.v).sort()).toEqual([...TENANT_STATUSES].sort());
    const categories = await t.db.selectDistinct({ v: menus.category }).from(menus);
    expect(categories.map((r) => r.v).sort()).toEqual([...MENU_CATEGORIES].sort());
    const menuStatuses = await t.db.selectDistinct({ v: menus.status }).from(menus);
    expect(menuStatuses.map((r) => r.v).sort()).toEqual([...MENU_STATUSES].sort());
    const spice = await t.db.selectDistinct({ v: menus.spiceLevel }).from(menus);
    expect(spice.map((r) => r.v).sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it("publishes no owner's login email or profile phone as a tenant's contact (issue 35)", async () => {
    const leaks = await t.db.execute<{ slug: string }>(sql`
      select t.slug from tenants t join users u on u.id = t.owner_id
      where lower(t.email) = lower(u.email) or t.phone = u.phone or t.whatsapp = u.phone`);
    expect(leaks.rows).toEqual([]);
    const owned = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from tenants where owner_id is not null and phone is not null`);
    expect(Number(owned.rows[0]!.n)).toBeGreaterThan(0);
  });

  it('places every tenant in Tasikmalaya and hashes passwords with argon2id', async () => {
    const cities = await t.db.selectDistinct({ v: tenants.city }).from(tenants);
    expect(cities.map((r) => r.v)).toEqual(['Tasikmalaya']);
    const hashes = await t.db.select({ h: users.passwordHash }).from(users);
    expect(hashes.length).toBeGreaterThan(3);
    for (const { h } of hashes) expect(h.startsWith('$argon2id$')).toBe(true);
  });

  it('gives every tenant a kecamatan and coordinates inside Kota Tasikmalaya', async () => {
    const rows = await t.db.select({ slug: tenants.slug, district: tenants.district, lat: tenants.latitude, lng: tenants.longitude }).from(tenants);
    expect(rows).toHaveLength(seedTenants.length);
    for (const row of rows) {
      expect(KECAMATAN, row.slug).toContain(row.district);
      expect(row.lat, row.slug).toBeGreaterThanOrEqual(-7.4);
      expect(row.lat, row.slug).toBeLessThanOrEqual(-7.3);
      expect(row.lng, row.slug).toBeGreaterThanOrEqual(108.17);
      expect(row.lng, row.slug).toBeLessThanOrEqual(108.27);
    }
    // Every kecamatan has a demo tenant, and no two tenants share a spot.
    expect(new Set(rows.map((r) => r.district)).size).toBe(KECAMATAN.length);
    expect(new Set(rows.map((r) => `${r.lat},${r.lng}`)).size).toBe(rows.length);
  });

  it('shows the local facts: delivery links, food truck spots for today, order facts, cuisine, featured, dietary tags', async () => {
    const rows = await t.db.select().from(tenants);
    const active = rows.filter((r) => r.status === 'active');
    const links = active.flatMap((r) => [r.goFoodUrl, r.grabFoodUrl, r.shopeeFoodUrl]);
    expect(links.filter(Boolean).length).toBeGreaterThanOrEqual(10);
    for (const r of rows) {
      for (const app of DELIVERY_APPS) {
        const url = r[`${app}Url` as const];
        if (url) expect(isDeliveryAppUrl(app, url), `${r.slug} ${app}`).toBe(true);
      }
    }
    for (const app of DELIVERY_APPS)
      expect(
        active.some((r) => r[`${app}Url` as const]),
        app,
      ).toBe(true);

    const trucks = rows.filter((r) => r.type === 'food_truck');
    expect(trucks.filter((r) => r.status === 'active').length).toBeGreaterThanOrEqual(2);
    for (const r of trucks) {
      expect(r.todaySpot, r.slug).toBeTruthy();
      expect(seededOn, r.slug).toContain(r.todaySpotOn);
    }
    expect(rows.filter((r) => r.todaySpot && r.type !== 'food_truck')).toEqual([]);

    for (const r of rows.filter((row) => row.type === 'catering' || row.type === 'bakery')) {
      expect(r.leadTimeDays, r.slug).not.toBeNull();
      expect(r.maxPortions, r.slug).not.toBeNull();
    }
    expect(active.some((r) => r.type === 'catering' && r.minOrder! >= 10)).toBe(true);
    expect(active.some((r) => r.leadTimeDays === 0)).toBe(true);
    expect(rows.filter((r) => r.cuisine).length).toBeGreaterThanOrEqual(rows.length * 0.75);
    expect(rows.filter((r) => r.isFeatured).map((r) => r.status)).toEqual(['active', 'active', 'active']);

    const menuRows = await t.db.select({ name: menus.name, tags: menus.dietaryTags, status: menus.status }).from(menus);
    const activeMenus = menuRows.filter((m) => m.status === 'active');
    expect(activeMenus.filter((m) => m.tags.includes('vegetarian')).length).toBeGreaterThanOrEqual(10);
    expect(activeMenus.filter((m) => m.tags.includes('vegan')).length).toBeGreaterThanOrEqual(5);
    for (const m of menuRows) {
      if (m.tags.includes('vegan')) expect(m.tags, m.name).toContain('vegetarian');
      expect(m.tags, m.name).not.toContain('contains_pork');
    }
    expect(menuRows.length).toBe(seedMenus.length);
  });

  it('is idempotent: a second run adds nothing', async () => {
    const before = { users: await count(users), tenants: await count(tenants), menus: await count(menus), roles: await count(roles) };
    const summary = await seedDatabase(t.db, { demo: true, demoPasswords: 'published' });
    expect(summary).toEqual(before);
  });
});
