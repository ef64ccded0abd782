// A fresh database per test file, cloned from templates migrated once per run (tests/helpers/db-template-setup.ts):
// PGlite in memory loaded from a data-folder dump, or a PostgreSQL database made with CREATE DATABASE … TEMPLATE.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, inject } from 'vitest';
import { openDatabase, type Database } from '@/db/client';
import * as schema from '@/db/schema';

export interface TestDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
  url?: string;
  exec: (sql: string) => Promise<void>;
  close: () => Promise<void>;
}

/** `seed: true` gives the local demo: the full catalogue with the README accounts. */
export async function createTestDatabase({ seed = false }: { seed?: boolean } = {}): Promise<TestDatabase> {
  const templates = inject('dbTemplates');
  const template = seed ? templates.seeded : templates.plain;
  if (templates.kind === 'pglite') {
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const client = await PGlite.create({ dataDir: 'memory://', loadDataDir: new Blob([fs.readFileSync(template)]), extensions: { pg_trgm } });
    // The same drizzle setup as db/client.ts.
    const db = drizzle(client, { schema, casing: 'snake_case' }) as unknown as Database;
    return {
      db,
      kind: 'pglite',
      exec: async (text) => {
        await client.exec(text);
      },
      close: () => client.close(),
    };
  }
  const baseUrl = process.env.DATABASE_URL!;
  const name = `kuliner_t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ url: baseUrl, poolSize: 1 });
  await admin.exec(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.close();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolSize: 25 });
  return {
    db: handle.db,
    kind: 'postgres',
    url: url.toString(),
    exec: handle.exec,
    close: async () => {
      await handle.close();
      const dropper = await openDatabase({ url: baseUrl, poolSize: 1 });
      await dropper.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.close();
    },
  };
}

/** Points the app's query modules (they read the database through getDb()) at this test database. */
export function serveAppFrom(t: TestDatabase): void {
  (globalThis as unknown as { __kulinerDb?: Promise<unknown> }).__kulinerDb = Promise.resolve({ db: t.db, kind: t.kind, close: t.close, exec: t.exec });
}

/** Undoes serveAppFrom and closes the test database. */
export async function closeAppDatabase(t: TestDatabase | undefined): Promise<void> {
  (globalThis as unknown as { __kulinerDb?: unknown }).__kulinerDb = undefined;
  await t?.close();
}

/**
 * Registers the file's hooks: a fresh test database (seeded with the demo data when asked) that the app's query modules
 * read (serveAppFrom), closed after the file. Returns a getter for it, valid once the hooks have run.
 */
export function appTestDatabase(options: { seed?: boolean } = {}): () => TestDatabase {
  let t: TestDatabase | undefined;
  beforeAll(async () => {
    t = await createTestDatabase(options);
    serveAppFrom(t);
  });
  afterAll(async () => {
    await closeAppDatabase(t);
  });
  return () => {
    if (!t) throw new Error('appTestDatabase: the database is ready only inside tests and hooks');
    return t;
  };
}
