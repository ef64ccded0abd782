// Vitest global setup of the `db` project: migrates two template databases once per run (empty, and seeded as the
// README's local demo); tests/helpers/db.ts clones one per test file instead of migrating and seeding again.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '@/db/client';
import { seedDatabase } from '@/db/seed';

export interface DbTemplates {
  kind: 'pglite' | 'postgres';
  /** PGlite: tarballs from dumpDataDir(); PostgreSQL: template database names on DATABASE_URL's server. */
  plain: string;
  seeded: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplates: DbTemplates;
  }
}

const DEMO_SEED = { demo: true, demoPasswords: 'published' } as const;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const baseUrl = process.env.DATABASE_URL;
  const id = crypto.randomBytes(5).toString('hex');
  if (!baseUrl) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kuliner-db-templates-'));
    const dump = async (seed: boolean) => {
      const handle = await openDatabase({ dataDir: 'memory://' });
      try {
        await migrateDatabase(handle);
        if (seed) await seedDatabase(handle.db, DEMO_SEED);
        // The handle hides the PGlite client; a CHECKPOINT and a dump through a second open would cost a migration.
        const client = (handle.db as unknown as { $client: { dumpDataDir: (c?: 'none' | 'gzip') => Promise<Blob> } }).$client;
        const file = path.join(dir, seed ? 'seeded.tar' : 'plain.tar');
        fs.writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
        return file;
      } finally {
        await handle.close();
      }
    };
    const [plain, seeded] = await Promise.all([dump(false), dump(true)]);
    project.provide('dbTemplates', { kind: 'pglite', plain, seeded });
    return async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  const names = { plain: `kuliner_tplp_${id}`, seeded: `kuliner_tpls_${id}` };
  const admin = await openDatabase({ url: baseUrl, poolSize: 1 });
  try {
    for (const [key, name] of Object.entries(names)) {
      await admin.exec(`CREATE DATABASE ${name}`);
      const url = new URL(baseUrl);
      url.pathname = `/${name}`;
      const handle = await openDatabase({ url: url.toString(), poolSize: 2 });
      try {
        await migrateDatabase(handle);
        if (key === 'seeded') await seedDatabase(handle.db, DEMO_SEED);
      } finally {
        await handle.close();
      }
    }
  } finally {
    await admin.close();
  }
  project.provide('dbTemplates', { kind: 'postgres', ...names });
  return async () => {
    const dropper = await openDatabase({ url: baseUrl, poolSize: 1 });
    for (const name of Object.values(names)) await dropper.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.close();
  };
}
