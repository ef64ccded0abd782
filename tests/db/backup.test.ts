// npm run db:backup / db:restore for the embedded database: a backup restored into another folder has exactly the
// same rows in every table (and the same sequence positions), and a folder in use is recognised.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { backupPglite, pgliteInUse, restorePglite } from '@/db/backup';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '@/db/client';
import { seedDatabase } from '@/db/seed';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'kuliner-backup-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** Every table's rows (ordered by all columns, as text) and every sequence's position. */
async function snapshot(handle: DatabaseHandle): Promise<Record<string, unknown>> {
  const rows = async (text: string) => ((await handle.db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] }).rows;
  const tables = await rows(
    `select table_schema as s, table_name as t from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') order by 1, 2`,
  );
  const out: Record<string, unknown> = {};
  for (const { s, t } of tables as { s: string; t: string }[]) {
    const name = `"${s}"."${t}"`;
    out[name] = await rows(`select to_jsonb(x)::text as row from ${name} x order by 1`);
  }
  const sequences = await rows(`select schemaname || '.' || sequencename as name, last_value from pg_sequences order by 1`);
  out['sequences'] = sequences;
  return out;
}

describe('db:backup and db:restore (PGlite)', () => {
  it('round-trips a seeded database exactly into another folder', async () => {
    const source = path.join(work, 'source');
    const file = path.join(work, 'backups', 'kuliner.tar.gz');
    const target = path.join(work, 'target');

    const a = await openDatabase({ url: '', dataDir: source });
    let before: Record<string, unknown>;
    try {
      await migrateDatabase(a);
      await seedDatabase(a.db, { demo: true, demoPasswords: 'published' });
      // A row with awkward content (quotes, newline, emoji) and a deleted row, so gaps in ids are kept as well.
      await a.exec(`update tenants set description = E'Kupat tahu \\'Mang Ujang\\'\\nbaris 2 🍜' where id = 1; delete from menus where id = 2;`);
      // The folder is busy while it is open: the backup script refuses it then.
      expect(pgliteInUse(source)).toBe(true);
      before = await snapshot(a);
    } finally {
      await a.close();
    }
    expect(pgliteInUse(source)).toBe(false);
    // A postmaster.pid left behind by a killed server does not count as in use when the open files can be seen.
    if (fs.existsSync('/proc/self/fd')) {
      fs.writeFileSync(path.join(source, 'postmaster.pid'), '-42\n');
      expect(pgliteInUse(source)).toBe(false);
    }

    const bytes = await backupPglite(source, file);
    expect(bytes).toBeGreaterThan(1000);
    expect(fs.statSync(file).size).toBe(bytes);
    await restorePglite(file, target);
    await expect(restorePglite(file, target)).rejects.toThrow(/not empty/);

    const b = await openDatabase({ url: '', dataDir: target });
    try {
      const after = await snapshot(b);
      expect(Object.keys(after)).toEqual(Object.keys(before));
      expect(Object.keys(before)).toEqual(
        expect.arrayContaining(['"public"."users"', '"public"."tenants"', '"public"."menus"', '"drizzle"."__drizzle_migrations"']),
      );
      expect((before['"public"."menus"'] as unknown[]).length).toBeGreaterThan(100);
      expect(after).toEqual(before);
    } finally {
      await b.close();
    }
  }, 240_000);
});
