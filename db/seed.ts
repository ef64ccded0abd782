// Deterministic demo data: system roles, staff, managers, Tasikmalaya tenants and menus. Idempotent.
import { and, eq, sql } from 'drizzle-orm';
import { ROLE_DEFAULT_PERMISSIONS, SYSTEM_ROLE_CODES, SYSTEM_ROLE_DESCRIPTIONS } from '../lib/auth/permissions';
import { hashPassword } from '../lib/auth/password';
import type { Database } from './client';
import { menus, roles, siteSettings, tenants, users } from './schema';
import { seedManagers, seedMenus, seedTenants } from './seed-data';

export const DEMO_DEFAULTS = {
  adminEmail: 'admin@kuliner-tasik.id',
  adminPassword: 'Admin123!',
  staffEmail: 'staf@kuliner-tasik.id',
  staffPassword: 'Admin123!',
  managerPassword: 'Manager123!',
} as const;

const DAY = 24 * 60 * 60 * 1000;

export interface SeedSummary {
  roles: number;
  users: number;
  tenants: number;
  menus: number;
}

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return (row?.n ?? 0) === 0;
}

export async function seedDatabase(db: Database, options: { now?: Date } = {}): Promise<SeedSummary> {
  const now = options.now ?? new Date();
  const adminEmail = (process.env.ADMIN_EMAIL || DEMO_DEFAULTS.adminEmail).toLowerCase();
  const adminPassword = process.env.ADMIN_PASSWORD || DEMO_DEFAULTS.adminPassword;
  const [adminHash, staffHash, managerHash] = await Promise.all([
    hashPassword(adminPassword),
    hashPassword(DEMO_DEFAULTS.staffPassword),
    hashPassword(DEMO_DEFAULTS.managerPassword),
  ]);
  const ago = (days: number) => new Date(now.getTime() - days * DAY);

  return db.transaction(async (tx) => {
    const roleIds: Record<string, number> = {};
    for (const code of SYSTEM_ROLE_CODES) {
      const meta = SYSTEM_ROLE_DESCRIPTIONS[code];
      await tx
        .insert(roles)
        .values({ code, name: meta.name, description: meta.description, sortOrder: meta.sortOrder, isSystem: true, permissions: ROLE_DEFAULT_PERMISSIONS[code] })
        .onConflictDoNothing({ target: roles.code });
      const [row] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.code, code));
      roleIds[code] = row!.id;
    }

    async function ensureUser(values: { name: string; email: string; passwordHash: string; roleId: number; phone?: string | null; status?: 'active' | 'inactive'; createdAt?: Date }) {
      const [existing] = await tx.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${values.email.toLowerCase()}`);
      if (existing) return existing.id;
      const [row] = await tx.insert(users).values(values).returning({ id: users.id });
      return row!.id;
    }

    await ensureUser({ name: 'Super Admin', email: adminEmail, passwordHash: adminHash, roleId: roleIds.SUPER_ADMIN!, createdAt: ago(400) });
    await ensureUser({ name: 'Rina Kartika', email: DEMO_DEFAULTS.staffEmail, passwordHash: staffHash, roleId: roleIds.ADMIN!, phone: '+6281223344556', createdAt: ago(380) });

    const managerIds: Record<string, number> = {};
    for (const [i, m] of seedManagers.entries()) {
      managerIds[m.key] = await ensureUser({
        name: m.name,
        email: m.email,
        passwordHash: managerHash,
        roleId: roleIds.MANAGER!,
        phone: m.phone,
        status: m.status,
        createdAt: ago(Math.max(1, 300 - i * 27)),
      });
    }

    const tenantIds: Record<string, number> = {};
    for (const t of seedTenants) {
      const { key, ownerKey, createdDaysAgo, priceRange: _priceRange, ...fields } = t;
      await tx
        .insert(tenants)
        .values({
          ...fields,
          ownerId: ownerKey ? managerIds[ownerKey] : null,
          approvedAt: t.status === 'active' ? ago(Math.max(0, createdDaysAgo - 1)) : null,
          createdAt: ago(createdDaysAgo),
          updatedAt: ago(Math.max(0, createdDaysAgo - 1)),
        })
        .onConflictDoNothing({ target: tenants.slug });
      const [row] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, t.slug));
      tenantIds[key] = row!.id;
    }

    let menuCount = 0;
    for (const m of seedMenus) {
      const tenantId = tenantIds[m.tenantKey];
      if (!tenantId) throw new Error(`seed menu ${m.name} names unknown tenant ${m.tenantKey}`);
      const [existing] = await tx.select({ id: menus.id }).from(menus).where(and(eq(menus.tenantId, tenantId), eq(menus.name, m.name)));
      if (existing) continue;
      const { tenantKey: _tenantKey, createdDaysAgo, ...fields } = m;
      await tx.insert(menus).values({ ...fields, tenantId, createdAt: ago(createdDaysAgo), updatedAt: ago(createdDaysAgo) });
      menuCount++;
    }

    await tx
      .insert(siteSettings)
      .values({
        id: 1,
        siteName: 'Kuliner Tasikmalaya',
        tagline: 'Jelajahi cita rasa kuliner Kota Santri',
        city: 'Tasikmalaya',
        contactPhone: '+62265331234',
        contactEmail: 'halo@kuliner-tasik.id',
        address: 'Jl. HZ. Mustofa No. 1, Cihideung, Kota Tasikmalaya, Jawa Barat 46121',
        socialLinks: { instagram: 'https://instagram.com/kulinertasik', facebook: 'https://facebook.com/kulinertasik', tiktok: 'https://tiktok.com/@kulinertasik' },
      })
      .onConflictDoNothing({ target: siteSettings.id });

    const count = async (table: typeof users | typeof roles | typeof tenants | typeof menus) =>
      (await tx.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
    void menuCount;
    return { roles: await count(roles), users: await count(users), tenants: await count(tenants), menus: await count(menus) };
  });
}
