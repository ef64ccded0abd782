// A fresh, migrated database per test file: PGlite in memory, or a throw-away PostgreSQL database when DATABASE_URL is set.
import crypto from 'node:crypto';
import { migrateDatabase, openDatabase, type Database } from '@/db/client';
import { seedDatabase } from '@/db/seed';

/** `seed: true` gives the local demo: the full catalogue with the README accounts. */
const DEMO_SEED = { demo: true, demoPasswords: 'published' } as const;

export interface TestDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
  url?: string;
  exec: (sql: string) => Promise<void>;
  close: () => Promise<void>;
}

export async function createTestDatabase({ seed = false }: { seed?: boolean } = {}): Promise<TestDatabase> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    const handle = await openDatabase({ dataDir: 'memory://' });
    await migrateDatabase(handle);
    if (seed) await seedDatabase(handle.db, DEMO_SEED);
    return { db: handle.db, kind: 'pglite', exec: handle.exec, close: handle.close };
  }
  const name = `kuliner_t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ url: baseUrl, poolSize: 1 });
  await admin.exec(`CREATE DATABASE ${name}`);
  await admin.close();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolSize: 25 });
  await migrateDatabase(handle);
  if (seed) await seedDatabase(handle.db, DEMO_SEED);
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
