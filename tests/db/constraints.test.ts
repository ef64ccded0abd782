// The rules the database itself enforces, on a fresh migrated and seeded database (PGlite, or PostgreSQL with DATABASE_URL).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menus, roles, tenants, users, type NewMenu, type NewTenant } from '@/db/schema';
import { seedManagers, seedMenus, seedTenants } from '@/db/seed-data';
import { createTestDatabase, type TestDatabase } from '../helpers/db';

let t: TestDatabase;
let managerRoleId: number;
let seq = 0;

beforeAll(async () => {
  t = await createTestDatabase({ seed: true });
  const [role] = await t.db.select({ id: roles.id }).from(roles).where(eq(roles.code, 'MANAGER'));
  managerRoleId = role!.id;
});
afterAll(async () => {
  await t?.close();
});

interface PgFailure {
  code: string;
  constraint?: string;
}

/** The Postgres error of a failed statement (Drizzle keeps the driver error in `cause`). */
async function pgError(promise: Promise<unknown>): Promise<PgFailure> {
  try {
    await promise;
  } catch (err) {
    let current: unknown = err;
    for (let i = 0; i < 5 && current; i++) {
      const c = current as { code?: unknown; constraint?: string; constraint_name?: string; cause?: unknown };
      if (typeof c.code === 'string' && /^[0-9A-Z]{5}$/.test(c.code)) return { code: c.code, constraint: c.constraint ?? c.constraint_name };
      current = c.cause;
    }
    throw err;
  }
  throw new Error('expected the statement to fail');
}

function unique(prefix: string) {
  seq += 1;
  return `${prefix}-${Date.now().toString(36)}-${seq}`;
}

async function newUser(email = `${unique('user')}@example.id`) {
  const [row] = await t.db.insert(users).values({ name: 'Uji Batasan', email, passwordHash: 'x', roleId: managerRoleId }).returning({ id: users.id });
  return row!.id;
}

function tenantValues(overrides: Partial<NewTenant> = {}): NewTenant {
  const slug = unique('tenant');
  return { name: `Tenant ${slug}`, slug, address: 'Jl. Uji No. 1', city: 'Tasikmalaya', province: 'Jawa Barat', postalCode: '46111', ...overrides };
}

async function newTenant(overrides: Partial<NewTenant> = {}) {
  const [row] = await t.db.insert(tenants).values(tenantValues(overrides)).returning({ id: tenants.id });
  return row!.id;
}

async function menuValues(overrides: Partial<NewMenu> = {}): Promise<NewMenu> {
  const tenantId = overrides.tenantId ?? (await newTenant());
  return { name: unique('Menu'), price: 10000, ...overrides, tenantId };
}

describe('migrations and seed on a fresh database', () => {
  it('creates every table and the demo data', async () => {
    const {
      rows: [counts],
    } = await t.db.execute<{ roles: number; users: number; tenants: number; menus: number }>(
      sql`select (select count(*)::int from roles) as roles, (select count(*)::int from users) as users,
                 (select count(*)::int from tenants) as tenants, (select count(*)::int from menus) as menus`,
    );
    expect(counts).toMatchObject({ roles: 3, users: seedManagers.length + 2, tenants: seedTenants.length, menus: seedMenus.length });
    const {
      rows: [ext],
    } = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from pg_extension where extname = 'pg_trgm'`);
    expect(ext!.n).toBe(1);
  });
});

describe('unique constraints (23505)', () => {
  it('refuses a duplicate email whatever its case', async () => {
    const email = `${unique('Dup')}@Example.id`;
    await newUser(email);
    const err = await pgError(newUser(email.toUpperCase()));
    expect(err.code).toBe('23505');
    expect(err.constraint).toBe('users_email_lower_unique');
  });

  it('refuses a second tenant for one manager', async () => {
    const owner = await newUser();
    await newTenant({ ownerId: owner });
    const err = await pgError(newTenant({ ownerId: owner }));
    expect(err).toEqual({ code: '23505', constraint: 'tenants_owner_unique' });
    const rows = await t.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.ownerId, owner));
    expect(rows).toHaveLength(1);
  });

  it('allows many tenants without an owner', async () => {
    await newTenant({ ownerId: null });
    await newTenant({ ownerId: null });
  });

  it('refuses a taken slug', async () => {
    const values = tenantValues();
    await t.db.insert(tenants).values(values);
    const err = await pgError(t.db.insert(tenants).values({ ...values, name: 'Lain' }));
    expect(err).toEqual({ code: '23505', constraint: 'tenants_slug_unique' });
  });

  it('two parallel inserts of a tenant for the same manager leave exactly one row', async () => {
    const owner = await newUser();
    const results = await Promise.allSettled([newTenant({ ownerId: owner }), newTenant({ ownerId: owner })]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const failed = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect((await pgError(Promise.reject(failed.reason))).code).toBe('23505');
    const [row] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(tenants)
      .where(eq(tenants.ownerId, owner));
    expect(row!.n).toBe(1);
  });
});

describe('check constraints (23514)', () => {
  const menuCases: [string, Partial<NewMenu>, string][] = [
    ['spiceLevel 6', { spiceLevel: 6 }, 'menus_spice_level_range'],
    ['spiceLevel 0', { spiceLevel: 0 }, 'menus_spice_level_range'],
    ['preparationTime 301', { preparationTime: 301 }, 'menus_preparation_time_range'],
    ['preparationTime -1', { preparationTime: -1 }, 'menus_preparation_time_range'],
    ['price -1', { price: -1 }, 'menus_price_positive'],
    ['calories -1', { calories: -1 }, 'menus_calories_positive'],
  ];
  it.each(menuCases)('menu %s', async (_label, overrides, constraint) => {
    const err = await pgError(t.db.insert(menus).values(await menuValues(overrides)));
    expect(err).toEqual({ code: '23514', constraint });
  });

  it('accepts the limits themselves', async () => {
    await t.db.insert(menus).values(await menuValues({ spiceLevel: 5, preparationTime: 300, price: 0, calories: 0 }));
    await t.db.insert(menus).values(await menuValues({ spiceLevel: 1, preparationTime: null, calories: null }));
  });

  it('role sortOrder 1000 and a lower-case code', async () => {
    expect(await pgError(t.db.insert(roles).values({ name: 'Uji', code: 'UJI_SORT', sortOrder: 1000 }))).toEqual({
      code: '23514',
      constraint: 'roles_sort_order_range',
    });
    expect(await pgError(t.db.insert(roles).values({ name: 'Uji', code: 'uji' }))).toEqual({ code: '23514', constraint: 'roles_code_format' });
    await t.db.insert(roles).values({ name: 'Uji', code: 'UJI_SORT_OK', sortOrder: 999 });
  });

  it.each([
    ['postal code 12a', { postalCode: '12a' }, 'tenants_postal_code_format'],
    ['postal code of 4 digits', { postalCode: '1234' }, 'tenants_postal_code_format'],
    ['slug with capitals', { slug: 'Warung-Uji' }, 'tenants_slug_format'],
    ['rating 5.5', { rating: 5.5 }, 'tenants_rating_range'],
    ['negative totalOrders', { totalOrders: -1 }, 'tenants_total_orders_positive'],
  ] as [string, Partial<NewTenant>, string][])('tenant %s', async (_label, overrides, constraint) => {
    expect(await pgError(newTenant(overrides))).toEqual({ code: '23514', constraint });
  });
});

describe('foreign keys', () => {
  // users.role_id is ON DELETE RESTRICT: PostgreSQL up to 16 reports foreign_key_violation 23503, PostgreSQL 17
  // (and PGlite, built on it) restrict_violation 23001. Both are the foreign-key refusal; the API maps both to 409.
  const FK_REFUSALS = ['23503', '23001'];
  it('refuses to delete a role in use (23503, or 23001 on PostgreSQL 17+)', async () => {
    const [role] = await t.db.insert(roles).values({ name: 'Dipakai', code: 'DIPAKAI_ROLE' }).returning({ id: roles.id });
    await t.db.insert(users).values({ name: 'Pemakai Role', email: `${unique('role')}@example.id`, passwordHash: 'x', roleId: role!.id });
    const err = await pgError(t.db.delete(roles).where(eq(roles.id, role!.id)));
    expect(FK_REFUSALS).toContain(err.code);
    expect(err.constraint).toBe('users_role_id_roles_id_fk');
    expect(FK_REFUSALS).toContain((await pgError(t.db.delete(roles).where(eq(roles.id, managerRoleId)))).code);
    const [still] = await t.db.select({ id: roles.id }).from(roles).where(eq(roles.id, role!.id));
    expect(still).toBeDefined();
  });

  it('deleting a tenant deletes its menus', async () => {
    const tenantId = await newTenant();
    const other = await newTenant();
    await t.db.insert(menus).values([await menuValues({ tenantId }), await menuValues({ tenantId }), await menuValues({ tenantId: other })]);
    await t.db.delete(tenants).where(eq(tenants.id, tenantId));
    const left = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(menus)
      .where(eq(menus.tenantId, tenantId));
    expect(left[0]!.n).toBe(0);
    const kept = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(menus)
      .where(eq(menus.tenantId, other));
    expect(kept[0]!.n).toBe(1);
  });

  it('deleting an owner keeps the tenant without an owner', async () => {
    const owner = await newUser();
    const tenantId = await newTenant({ ownerId: owner });
    await t.db.delete(users).where(eq(users.id, owner));
    const [row] = await t.db.select({ ownerId: tenants.ownerId }).from(tenants).where(eq(tenants.id, tenantId));
    expect(row).toEqual({ ownerId: null });
  });

  it('refuses a menu of an unknown tenant (23503)', async () => {
    expect((await pgError(t.db.insert(menus).values({ name: 'Yatim', price: 1, tenantId: 2_000_000_000 }))).code).toBe('23503');
  });
});

describe('halal status and accepted payments', () => {
  it('keeps the certificate number with certified only, in the BPJPH format', async () => {
    expect(await pgError(newTenant({ halalStatus: 'certified' }))).toMatchObject({ code: '23514', constraint: 'tenants_halal_certificate_only_certified' });
    expect(await pgError(newTenant({ halalStatus: 'self_declared', halalCertificateNumber: 'ID32110000123450123' }))).toMatchObject({
      code: '23514',
      constraint: 'tenants_halal_certificate_only_certified',
    });
    expect(await pgError(newTenant({ halalStatus: 'certified', halalCertificateNumber: 'id32110000123450123' }))).toMatchObject({
      code: '23514',
      constraint: 'tenants_halal_certificate_format',
    });
    const id = await newTenant({ halalStatus: 'certified', halalCertificateNumber: 'ID32110000123450123' });
    const [row] = await t.db.select().from(tenants).where(eq(tenants.id, id));
    expect(row).toMatchObject({ halalStatus: 'certified', halalCertificateNumber: 'ID32110000123450123', paymentMethods: [] });
  });

  it('defaults to unknown and refuses unknown payment methods', async () => {
    const id = await newTenant({ paymentMethods: ['qris', 'cash'] });
    const [row] = await t.db.select().from(tenants).where(eq(tenants.id, id));
    expect(row).toMatchObject({ halalStatus: 'unknown', halalCertificateNumber: null, paymentMethods: ['qris', 'cash'] });
    expect(await pgError(newTenant({ paymentMethods: ['qris', 'bitcoin'] }))).toMatchObject({ code: '23514', constraint: 'tenants_payment_methods_known' });
  });

  it('seeds every tenant with the facts of the demo data', async () => {
    const rows = await t.db
      .select({ slug: tenants.slug, halalStatus: tenants.halalStatus, number: tenants.halalCertificateNumber, payments: tenants.paymentMethods })
      .from(tenants);
    for (const seed of seedTenants) {
      expect(rows.find((r) => r.slug === seed.slug)).toEqual({
        slug: seed.slug,
        halalStatus: seed.halalStatus,
        number: seed.halalCertificateNumber,
        payments: seed.paymentMethods,
      });
    }
  });
});
