// The seed: system roles, default settings and the super admin, plus (on request) the deterministic demo catalogue:
// staff, managers, Tasikmalaya tenants and menus, with pictures drawn for them (db/seed-images.ts). Idempotent. Which
// parts run comes from the caller (see seedPlanFromEnv in lib/server/deploy-env.ts for the rules per environment),
// never from the environment directly.
import crypto from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { isPublishedPassword, type SeedPlan } from '../lib/server/deploy-env';
import { ROLE_DEFAULT_PERMISSIONS, SYSTEM_ROLE_CODES, SYSTEM_ROLE_DESCRIPTIONS } from '../lib/auth/permissions';
import { hashPassword } from '../lib/server/auth/password';
import type { UserStatus } from '../lib/constants';
import type { Database } from './client';
import { menus, roles, siteSettings, tenants, users } from './schema';
import { seedManagers, seedMenus, seedTenants } from './seed-data';
import { storeDemoPictures } from './seed-images';
import { menuPictureSvg, tenantBannerSvg, tenantLogoSvg } from '../lib/demo-pictures';
import { jakartaDate } from '../lib/opening-hours';

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

export interface SeedOptions extends Partial<SeedPlan> {
  now?: Date;
}

/** A password nobody knows (not logged anywhere): the account exists for the catalogue, not for logging in. */
function unguessablePassword(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/**
 * Seeds roles, settings and the super admin; with `demo: true` also the demo catalogue. Demo accounts get the
 * README passwords only with `demoPasswords: 'published'` (local demo and tests); otherwise each gets its own random
 * password and the super admin password must be given and must not be a published one.
 */
export async function seedDatabase(db: Database, options: SeedOptions = {}): Promise<SeedSummary> {
  const now = options.now ?? new Date();
  const demo = options.demo ?? false;
  const published = options.demoPasswords === 'published';
  const adminEmail = (options.adminEmail || DEMO_DEFAULTS.adminEmail).toLowerCase();
  const adminPassword = options.adminPassword || (published ? DEMO_DEFAULTS.adminPassword : undefined);
  if (!adminPassword) throw new Error('seed: the super admin password is required (set ADMIN_PASSWORD)');
  if (!published && isPublishedPassword(adminPassword)) throw new Error('seed: ADMIN_PASSWORD must not be a password published in the README');
  const [adminHash, staffHash, managerHash] = await Promise.all([
    hashPassword(adminPassword),
    demo ? hashPassword(published ? DEMO_DEFAULTS.staffPassword : unguessablePassword()) : undefined,
    demo && published ? hashPassword(DEMO_DEFAULTS.managerPassword) : undefined,
  ]);
  // Random mode: every manager gets a password of its own, so knowing one account's hash reveals nothing shared.
  const managerHashFor = async () => managerHash ?? hashPassword(unguessablePassword());
  const ago = (days: number) => new Date(now.getTime() - days * DAY);

  return db.transaction(async (tx) => {
    const roleIds: Record<string, number> = {};
    for (const code of SYSTEM_ROLE_CODES) {
      const meta = SYSTEM_ROLE_DESCRIPTIONS[code];
      await tx
        .insert(roles)
        .values({
          code,
          name: meta.name,
          description: meta.description,
          sortOrder: meta.sortOrder,
          isSystem: true,
          permissions: ROLE_DEFAULT_PERMISSIONS[code],
        })
        .onConflictDoNothing({ target: roles.code });
      const [row] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.code, code));
      roleIds[code] = row!.id;
    }

    async function ensureUser(values: {
      name: string;
      email: string;
      passwordHash: string;
      roleId: number;
      phone?: string | null;
      status?: UserStatus;
      createdAt?: Date;
    }) {
      const [existing] = await tx
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${values.email.toLowerCase()}`);
      if (existing) return existing.id;
      const [row] = await tx.insert(users).values(values).returning({ id: users.id });
      return row!.id;
    }

    await ensureUser({ name: 'Super Admin', email: adminEmail, passwordHash: adminHash, roleId: roleIds.SUPER_ADMIN!, createdAt: ago(400) });
    await seedSettings();
    if (!demo) return summarize();

    await ensureUser({
      name: 'Rina Kartika',
      email: DEMO_DEFAULTS.staffEmail,
      passwordHash: staffHash!,
      roleId: roleIds.ADMIN!,
      phone: '+6281223344556',
      createdAt: ago(380),
    });

    const managerIds: Record<string, number> = {};
    for (const [i, m] of seedManagers.entries()) {
      managerIds[m.key] = await ensureUser({
        name: m.name,
        email: m.email,
        passwordHash: await managerHashFor(),
        roleId: roleIds.MANAGER!,
        phone: m.phone,
        status: m.status,
        createdAt: ago(Math.max(1, 300 - i * 27)),
      });
    }

    // Pictures only for the tenants and menus this run adds: a row that exists keeps whatever image it has now.
    const seedSlugs = seedTenants.map((t) => t.slug);
    const existing = await tx.select({ slug: tenants.slug }).from(tenants).where(inArray(tenants.slug, seedSlugs));
    const existingSlugs = new Set(existing.map((row) => row.slug));
    const newTenants = seedTenants.filter((t) => !existingSlugs.has(t.slug));
    const tenantUrls = await storeDemoPictures(
      tx,
      newTenants.flatMap((t) => [
        { picture: tenantBannerSvg(t), name: `demo-banner-${t.slug}.webp` },
        { picture: tenantLogoSvg(t), name: `demo-logo-${t.slug}.webp` },
      ]),
    );
    const tenantPictures = new Map(newTenants.map((t, i) => [t.slug, { banner: tenantUrls[i * 2]!, logo: tenantUrls[i * 2 + 1]! }]));

    const tenantIds: Record<string, number> = {};
    for (const t of seedTenants) {
      const { key, ownerKey, createdDaysAgo, priceRange: _priceRange, temporarilyClosed, ...fields } = t;
      await tx
        .insert(tenants)
        .values({
          ...fields,
          ...tenantPictures.get(t.slug),
          temporarilyClosed: !!temporarilyClosed,
          reopensOn: temporarilyClosed ? jakartaDate(new Date(Date.now() + temporarilyClosed.reopensInDays * 86_400_000)) : null,
          ownerId: ownerKey ? managerIds[ownerKey] : null,
          // A food truck's spot is valid on the day it was set: today in Jakarta.
          todaySpotOn: t.todaySpot ? jakartaDate(new Date()) : null,
          approvedAt: t.status === 'active' ? ago(Math.max(0, createdDaysAgo - 1)) : null,
          createdAt: ago(createdDaysAgo),
          updatedAt: ago(Math.max(0, createdDaysAgo - 1)),
        })
        .onConflictDoNothing({ target: tenants.slug });
      const [row] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, t.slug));
      tenantIds[key] = row!.id;
    }

    const newMenus: { menu: (typeof seedMenus)[number]; tenantId: number }[] = [];
    for (const m of seedMenus) {
      const tenantId = tenantIds[m.tenantKey];
      if (!tenantId) throw new Error(`seed menu ${m.name} names unknown tenant ${m.tenantKey}`);
      const [existing] = await tx
        .select({ id: menus.id })
        .from(menus)
        .where(and(eq(menus.tenantId, tenantId), eq(menus.name, m.name)));
      if (!existing) newMenus.push({ menu: m, tenantId });
    }
    const menuUrls = await storeDemoPictures(
      tx,
      newMenus.map(({ menu }) => ({ picture: menuPictureSvg(menu), name: `demo-menu-${menu.category}.webp` })),
    );
    for (const [i, { menu, tenantId }] of newMenus.entries()) {
      const { tenantKey: _tenantKey, createdDaysAgo, ...fields } = menu;
      await tx.insert(menus).values({ ...fields, image: menuUrls[i]!, tenantId, createdAt: ago(createdDaysAgo), updatedAt: ago(createdDaysAgo) });
    }

    return summarize();

    async function seedSettings() {
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
          socialLinks: {
            instagram: 'https://instagram.com/kulinertasik',
            facebook: 'https://facebook.com/kulinertasik',
            tiktok: 'https://tiktok.com/@kulinertasik',
          },
        })
        .onConflictDoNothing({ target: siteSettings.id });
    }

    async function summarize(): Promise<SeedSummary> {
      const count = async (table: typeof users | typeof roles | typeof tenants | typeof menus) =>
        (await tx.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
      return { roles: await count(roles), users: await count(users), tenants: await count(tenants), menus: await count(menus) };
    }
  });
}
