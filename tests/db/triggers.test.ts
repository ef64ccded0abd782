// db/triggers/ is the current definition of every function and trigger the migrations create (db/triggers/README.md):
// a database migrated from scratch must hold exactly the functions and triggers those files define, with the same
// definitions. Both sides are compared as the database prints them (pg_get_functiondef, pg_get_triggerdef) after
// loading the files over a second migrated database, so spelling that PostgreSQL normalises (quotes, keyword case,
// the trigger's layout) cannot fail the test, and any change of a body, a signature, a WHEN clause or an event does.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/db';

const DIR = path.resolve(__dirname, '../../db/triggers');

interface Catalog {
  /** proname, once per function (an overload appears twice). */
  functionNames: string[];
  /** table.trigger, and event:name for event triggers. */
  triggerNames: string[];
  /** regprocedure -> pg_get_functiondef, table.trigger -> pg_get_triggerdef. */
  definitions: Record<string, string>;
}

async function readCatalog(t: TestDatabase): Promise<Catalog> {
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
  // Every schema but the system's, without the functions an extension owns (pg_trgm's): those come with CREATE EXTENSION.
  const functions = await rows<{ name: string; signature: string; definition: string }>(sql`
    SELECT p.proname AS name, p.oid::regprocedure::text AS signature,
      CASE WHEN p.prokind IN ('f', 'p') THEN pg_get_functiondef(p.oid) ELSE 'kind ' || p.prokind::text END AS definition
    FROM pg_proc AS p JOIN pg_namespace AS n ON n.oid = p.pronamespace
    WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') AND left(n.nspname, 3) <> 'pg_'
      AND NOT EXISTS (SELECT 1 FROM pg_depend AS d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
    ORDER BY 2`);
  // Not the internal ones (foreign keys' triggers).
  const triggers = await rows<{ name: string; definition: string }>(sql`
    SELECT c.relname || '.' || tg.tgname AS name, pg_get_triggerdef(tg.oid) AS definition
    FROM pg_trigger AS tg JOIN pg_class AS c ON c.oid = tg.tgrelid
    WHERE NOT tg.tgisinternal
    UNION ALL
    SELECT 'event:' || evtname, evtevent || ' ' || evtfoid::regproc::text FROM pg_event_trigger
    ORDER BY 1`);
  return {
    functionNames: functions.map((f) => f.name).sort(),
    triggerNames: triggers.map((tg) => tg.name).sort(),
    definitions: Object.fromEntries([...functions.map((f) => [f.signature, f.definition]), ...triggers.map((tg) => [tg.name, tg.definition])]),
  };
}

const files = fs
  .readdirSync(DIR)
  .filter((name) => name.endsWith('.sql'))
  .sort()
  .map((name) => ({ name, text: fs.readFileSync(path.join(DIR, name), 'utf8') }));

/** The names the files define, read from their CREATE statements (comments removed first). */
function definedNames(): { functionNames: string[]; triggerNames: string[] } {
  const functionNames: string[] = [];
  const triggerNames: string[] = [];
  for (const { text } of files) {
    const code = text.replace(/--[^\n]*/g, '');
    for (const m of code.matchAll(/\bCREATE\s+(?:OR\s+REPLACE\s+)?FUNCTION\s+(?:"?public"?\.)?"?(\w+)"?\s*\(/gi)) functionNames.push(m[1]!);
    for (const m of code.matchAll(/\bCREATE\s+(?:OR\s+REPLACE\s+)?TRIGGER\s+"?(\w+)"?[\s\S]*?\bON\s+(?:"?public"?\.)?"?(\w+)"?/gi)) {
      triggerNames.push(`${m[2]}.${m[1]}`);
    }
  }
  return { functionNames: functionNames.sort(), triggerNames: triggerNames.sort() };
}

let migrated: TestDatabase;
let loaded: TestDatabase;

beforeAll(async () => {
  // Two clones of the template migrated from scratch for this run (tests/helpers/db-template-setup.ts).
  [migrated, loaded] = await Promise.all([createTestDatabase(), createTestDatabase()]);
});
afterAll(async () => {
  await Promise.all([migrated?.close(), loaded?.close()]);
});

describe('db/triggers/ against the migrations', () => {
  it('holds at least one file, each with a definition', () => {
    expect(files.length).toBeGreaterThan(0);
    for (const { name, text } of files) expect(text, name).toMatch(/\bCREATE\s+OR\s+REPLACE\s+(FUNCTION|TRIGGER)\b/i);
  });

  it('defines exactly the functions and triggers a database migrated from scratch holds, each once', async () => {
    const catalog = await readCatalog(migrated);
    const defined = definedNames();
    expect(defined.functionNames).toEqual(catalog.functionNames);
    expect(defined.triggerNames).toEqual(catalog.triggerNames);
    expect(new Set(defined.functionNames).size).toBe(defined.functionNames.length);
  });

  it('defines each of them as the migrations leave it', async () => {
    for (const { text } of files) await loaded.exec(text);
    const expected = await readCatalog(migrated);
    const actual = await readCatalog(loaded);
    // Replacing a definition by itself changes nothing; a file that differs from the last migration shows here, and so
    // does a file that creates a function or trigger the migrations do not (an overload, a trigger on another table).
    expect(actual.definitions).toEqual(expected.definitions);
  });
});
