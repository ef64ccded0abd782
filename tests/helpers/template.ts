// Migrate (and seed) once, clone many times: a PostgreSQL template database (CREATE DATABASE … TEMPLATE) or a
// PGlite data folder copied per clone. Used by the test runner (one app instance per Playwright worker and one for
// the API tests) and by tests/helpers/app-instance.ts when the runner hands its template over (TEST_DB_TEMPLATE).
import { hash, verify } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { migrateDatabase, openDatabase, type Database } from '@/db/client';
import { seedDatabase } from '@/db/seed';

/** The README's demo passwords (tests log in with them). */
const DEMO_PASSWORDS = ['Admin123!', 'Manager123!'];

/**
 * Cheap argon2id parameters for the demo accounts of a TEST database only. A hash carries its own parameters, so
 * the server verifies these in about a millisecond instead of ~50 ms, with no switch in the server; accounts that
 * tests register through the API still get the production cost (asserted in lib/server/auth/password.test.ts).
 */
export const TEST_HASH_OPTIONS = { memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;

/** Rehashes every demo account whose password is one of the README's with TEST_HASH_OPTIONS. */
export async function cheapenDemoPasswords(db: Database): Promise<void> {
  const { rows } = (await db.execute(sql`SELECT DISTINCT password_hash AS h FROM users`)) as unknown as { rows: { h: string }[] };
  for (const { h } of rows) {
    for (const password of DEMO_PASSWORDS) {
      if (await verify(h, password).catch(() => false)) {
        const cheap = await hash(password, TEST_HASH_OPTIONS);
        await db.execute(sql`UPDATE users SET password_hash = ${cheap} WHERE password_hash = ${h}`);
        break;
      }
    }
  }
}

/** A migrated, demo-seeded database to clone: a PostgreSQL database name, or a PGlite data folder. */
export interface DatabaseTemplate {
  kind: 'postgres' | 'pglite';
  /** PostgreSQL: the server's admin URL (DATABASE_URL); PGlite: unused. */
  adminUrl?: string;
  /** PostgreSQL: the template database's name; PGlite: the template's data folder. */
  name: string;
}

export interface ClonedDatabase {
  /** Environment for an app instance on this clone. */
  env: { DATABASE_URL?: string; PGLITE_DATA_DIR?: string };
  drop: () => Promise<void>;
}

function withDatabase(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminExec(adminUrl: string, text: string): Promise<void> {
  const admin = await openDatabase({ url: adminUrl, poolSize: 1 });
  try {
    await admin.exec(text);
  } finally {
    await admin.close();
  }
}

/**
 * Creates the template: migrated, seeded as the README's local demo, demo passwords cheapened.
 * `adminUrl` set: a PostgreSQL database on that server; otherwise a PGlite folder under `scratchDir`.
 */
export async function createTemplate(options: { adminUrl?: string; scratchDir: string }): Promise<DatabaseTemplate & { drop: () => Promise<void> }> {
  const id = crypto.randomBytes(5).toString('hex');
  if (options.adminUrl) {
    const adminUrl = options.adminUrl;
    const name = `kuliner_tpl_${id}`;
    await adminExec(adminUrl, `CREATE DATABASE ${name}`);
    const handle = await openDatabase({ url: withDatabase(adminUrl, name), poolSize: 2 });
    try {
      await migrateDatabase(handle);
      await seedDatabase(handle.db, { demo: true, demoPasswords: 'published' });
      await cheapenDemoPasswords(handle.db);
    } finally {
      await handle.close();
    }
    return { kind: 'postgres', adminUrl, name, drop: () => adminExec(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
  }
  const dir = path.join(options.scratchDir, `template-${id}`);
  const handle = await openDatabase({ dataDir: dir });
  try {
    await migrateDatabase(handle);
    await seedDatabase(handle.db, { demo: true, demoPasswords: 'published' });
    await cheapenDemoPasswords(handle.db);
  } finally {
    await handle.close();
  }
  return { kind: 'pglite', name: dir, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** A fresh copy of the template (the template itself is never opened by an app). */
export async function cloneTemplate(template: DatabaseTemplate, scratchDir: string): Promise<ClonedDatabase> {
  const id = crypto.randomBytes(5).toString('hex');
  if (template.kind === 'postgres') {
    const adminUrl = template.adminUrl!;
    const name = `kuliner_c_${id}`;
    await adminExec(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${template.name}`);
    return { env: { DATABASE_URL: withDatabase(adminUrl, name) }, drop: () => adminExec(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
  }
  const dir = path.join(scratchDir, `clone-${id}`);
  fs.cpSync(template.name, dir, { recursive: true });
  return { env: { PGLITE_DATA_DIR: dir }, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** The runner hands its template to extra app instances through TEST_DB_TEMPLATE (JSON). */
export function templateFromEnv(): DatabaseTemplate | undefined {
  const raw = process.env.TEST_DB_TEMPLATE;
  if (!raw) return undefined;
  return JSON.parse(raw) as DatabaseTemplate;
}
