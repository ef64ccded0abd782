// The seed per deployment mode (issue 10, item 1): with DATABASE_URL only roles, settings and the super admin; the
// demo catalogue only with SEED_DEMO=true; a production seed gives no account a password published in the README.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@/db/client';
import { seedDatabase, DEMO_DEFAULTS } from '@/db/seed';
import { seedManagers, seedMenus, seedTenants } from '@/db/seed-data';
import { menus, roles, siteSettings, tenants, users } from '@/db/schema';
import { verifyPassword } from '@/lib/server/auth/password';
import { PUBLISHED_PASSWORDS, seedPlanFromEnv } from '@/lib/server/deploy-env';
import { createTestDatabase, type TestDatabase } from '../helpers/db';

const opened: { close: () => Promise<void> }[] = [];
afterAll(async () => {
  for (const t of opened) await t.close();
});

async function fresh(): Promise<TestDatabase> {
  const t = await createTestDatabase();
  opened.push(t);
  return t;
}

async function count(db: Database, table: typeof users | typeof tenants | typeof menus | typeof roles | typeof siteSettings) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row!.n;
}

const OWNER = { ADMIN_EMAIL: 'Pemilik@Example.id', ADMIN_PASSWORD: 'galunggung-1982-kopi' };

describe('seed with DATABASE_URL (not production)', () => {
  it('creates only the system roles, the default settings and the super admin from ADMIN_EMAIL/ADMIN_PASSWORD; SEED_DEMO=true then adds the catalogue', async () => {
    const t = await fresh();
    // Without a password the super admin is refused, unless the README demo passwords are asked for.
    await expect(seedDatabase(t.db, { demo: false, demoPasswords: 'random' })).rejects.toThrow(/ADMIN_PASSWORD/);
    await expect(seedDatabase(t.db, { demoPasswords: 'random', adminPassword: 'Admin123!' })).rejects.toThrow(/published/);
    expect(await count(t.db, users)).toBe(0);

    const env = { DATABASE_URL: 'postgres://db.example/kuliner', ...OWNER };
    await seedDatabase(t.db, seedPlanFromEnv(env));
    expect(await count(t.db, roles)).toBe(3);
    expect(await count(t.db, siteSettings)).toBe(1);
    expect(await count(t.db, tenants)).toBe(0);
    expect(await count(t.db, menus)).toBe(0);
    const only = await t.db.select({ email: users.email, hash: users.passwordHash }).from(users);
    expect(only.map((u) => u.email)).toEqual(['pemilik@example.id']);
    expect(await verifyPassword(only[0]!.hash, OWNER.ADMIN_PASSWORD)).toBe(true);

    await seedDatabase(t.db, seedPlanFromEnv({ ...env, SEED_DEMO: 'true' }));
    expect(await count(t.db, tenants)).toBe(seedTenants.length);
    expect(await count(t.db, menus)).toBe(seedMenus.length);
    expect(await count(t.db, users)).toBe(2 + seedManagers.length);
    // Not production: the demo accounts have the README passwords (the positive control for the production check).
    const [manager] = await t.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(sql`${users.email} = ${seedManagers[0]!.email}`);
    expect(await verifyPassword(manager!.hash, DEMO_DEFAULTS.managerPassword)).toBe(true);
  }, 180_000);
});

describe('production seed (npm run db:seed with NODE_ENV=production SEED_DEMO=true)', () => {
  it('keeps the demo catalogue browsable, and no account logs in with a README password', async () => {
    // Through the real script, so the environment-to-plan wiring is what is tested.
    let dbEnv: Record<string, string>;
    let open: () => Promise<{ db: Database; close: () => Promise<void> }>;
    if (process.env.DATABASE_URL) {
      const t = await fresh();
      dbEnv = { DATABASE_URL: t.url! };
      open = async () => ({ db: t.db, close: async () => {} });
    } else {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kuliner-seed-prod-'));
      opened.push({ close: async () => fs.rmSync(dir, { recursive: true, force: true }) });
      dbEnv = { PGLITE_DATA_DIR: dir, DATABASE_URL: '' };
      open = () => openDatabase({ url: '', dataDir: dir });
    }
    const res = spawnSync(path.join(process.cwd(), 'node_modules', '.bin', 'tsx'), ['--tsconfig', 'tsconfig.scripts.json', 'scripts/seed.ts'], {
      env: { ...process.env, ...dbEnv, NODE_ENV: 'production', SEED_DEMO: 'true', AUTH_SECRET: 'Yr8Tq3Wn6Lp1Kv9Zm4Xb7Hc2Jf5Gd0Sa', ...OWNER },
      encoding: 'utf8',
      timeout: 150_000,
    });
    expect(res.status, res.stderr).toBe(0);
    // Nothing printed would let anyone log in.
    for (const p of PUBLISHED_PASSWORDS) expect(res.stdout + res.stderr).not.toContain(p);

    const handle = await open();
    try {
      expect(await count(handle.db, tenants)).toBe(seedTenants.length);
      expect(await count(handle.db, menus)).toBe(seedMenus.length);
      const accounts = await handle.db.select({ email: users.email, hash: users.passwordHash }).from(users);
      expect(accounts.map((a) => a.email)).toEqual(expect.arrayContaining(['pemilik@example.id', DEMO_DEFAULTS.staffEmail, seedManagers[0]!.email]));
      expect(accounts).toHaveLength(2 + seedManagers.length);
      for (const { email, hash } of accounts) {
        for (const p of PUBLISHED_PASSWORDS) expect(await verifyPassword(hash, p), `${email} / ${p}`).toBe(false);
      }
      const admin = accounts.find((a) => a.email === 'pemilik@example.id')!;
      expect(await verifyPassword(admin.hash, OWNER.ADMIN_PASSWORD)).toBe(true);
    } finally {
      await handle.close();
    }
  }, 180_000);
});
