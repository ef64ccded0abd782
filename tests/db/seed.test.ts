// Migrations and the demo seed on a fresh database: counts, coverage and idempotency.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '@/db/seed';
import { menus, roles, tenants, users } from '@/db/schema';
import { MENU_CATEGORIES, MENU_STATUSES, TENANT_STATUSES, TENANT_TYPES } from '@/lib/constants';
import { ROLE_DEFAULT_PERMISSIONS } from '@/lib/auth/permissions';
import { createTestDatabase, type TestDatabase } from '../helpers/db';

let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase({ seed: true });
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

  it('places every tenant in Tasikmalaya and hashes passwords with argon2id', async () => {
    const cities = await t.db.selectDistinct({ v: tenants.city }).from(tenants);
    expect(cities.map((r) => r.v)).toEqual(['Tasikmalaya']);
    const hashes = await t.db.select({ h: users.passwordHash }).from(users);
    expect(hashes.length).toBeGreaterThan(3);
    for (const { h } of hashes) expect(h.startsWith('$argon2id$')).toBe(true);
  });

  it('is idempotent: a second run adds nothing', async () => {
    const before = { users: await count(users), tenants: await count(tenants), menus: await count(menus), roles: await count(roles) };
    const summary = await seedDatabase(t.db, { demo: true, demoPasswords: 'published' });
    expect(summary).toEqual(before);
  });
});
