// The large data set of `npm run bench`: 10,000 tenants and 200,000 menus (a realistic spread of statuses, kecamatan,
// categories, prices, spice levels, ratings, coordinates), generated once into the PostgreSQL database named by
// BENCH_DATABASE_NAME (default kuliner_bench) on BENCH_DATABASE_URL / DATABASE_URL, and migrated to the current
// schema on every run so it can be reused. BENCH_RESET=1 drops and regenerates it.
// Standalone: tsx --tsconfig tsconfig.scripts.json bench/dataset.ts
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { migrateDatabase, openDatabase } from '../db/client';
import { seedDatabase } from '../db/seed';
import { KECAMATAN } from '../lib/constants';

const baseUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = process.env.BENCH_DATABASE_NAME || 'kuliner_bench';
export const TENANTS = 10_000;
export const MENUS = 200_000;

/** Words of the generated menu names, descriptions and ingredients (the bench searches for them). */
export const WORDS = ['nasi', 'baso', 'seblak', 'kopi', 'mie', 'karedok', 'cendol', 'roti', 'soto', 'sate', 'oncom', 'aci', 'liwet', 'lotek', 'bandrek'];

/** Creates, migrates and (when it has fewer menus than MENUS) fills the bench database; returns its URL. */
export async function prepareDatabase(): Promise<string> {
  const admin = await openDatabase({ url: baseUrl, poolSize: 1 });
  const exists = await admin.db.execute(`select 1 from pg_database where datname = '${dbName}'` as never);
  if ((exists as unknown as { rows: unknown[] }).rows.length === 0 || process.env.BENCH_RESET) {
    await admin.exec(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.exec(`CREATE DATABASE ${dbName}`);
  }
  await admin.close();
  const url = new URL(baseUrl);
  url.pathname = `/${dbName}`;
  // Migrating (a new column's backfill) and generating rewrite city-sized tables: no per-statement limit here.
  const handle = await openDatabase({ url: url.toString(), poolSize: 2, statementTimeoutMs: 0 });
  await migrateDatabase(handle);
  const count = (await handle.db.execute(`select count(*)::int as n from menus` as never)) as unknown as { rows: { n: number }[] };
  if (count.rows[0]!.n < MENUS) {
    console.log(`[bench] generating ${TENANTS} tenants and ${MENUS} menus...`);
    const t0 = Date.now();
    await seedDatabase(handle.db, { demo: true, demoPasswords: 'published' });
    await handle.exec(`
      INSERT INTO tenants (name, slug, description, type, address, district, city, province, postal_code, status, rating, total_orders,
        halal_status, halal_certificate_number, latitude, longitude, is_featured, created_at)
      SELECT 'Tenant Bench ' || g, 'tenant-bench-' || g, 'Tempat makan khas Tasikmalaya nomor ' || g,
        (ARRAY['restaurant','cafe','food_truck','catering','bakery','other'])[1 + g % 6]::tenant_type,
        'Jl. Bench No. ' || g, (ARRAY['${KECAMATAN.join("','")}'])[1 + g % ${KECAMATAN.length}],
        'Tasikmalaya', 'Jawa Barat', '46121',
        (CASE WHEN g % 10 < 8 THEN 'active' WHEN g % 10 = 8 THEN 'pending_approval' ELSE 'suspended' END)::tenant_status,
        round((3 + (g % 20) / 10.0)::numeric, 1), g % 5000,
        (ARRAY['certified','self_declared','unknown','not_halal'])[1 + g % 4]::halal_status,
        CASE WHEN g % 4 = 0 THEN 'ID3211' || lpad(g::text, 10, '0') END,
        CASE WHEN g % 5 <> 0 THEN -7.30 - (g % 1000) / 10000.0 END, CASE WHEN g % 5 <> 0 THEN 108.17 + (g % 997) / 9970.0 END,
        g % 200 = 0, now() - (g % 400) * interval '1 day'
      FROM generate_series(1, ${TENANTS}) g
      ON CONFLICT (slug) DO NOTHING;
      INSERT INTO menus (tenant_id, name, description, price, category, spice_level, preparation_time, ingredients, status, is_available,
        dietary_tags, created_at)
      SELECT t.id, initcap(w.word) || ' Spesial ' || g, 'Olahan ' || w.word || ' khas Sunda porsi ' || (g % 7),
        3000 + (g % 150) * 1000,
        (ARRAY['appetizer','main_course','dessert','beverage','soup','salad','side_dish','other'])[1 + g % 8]::menu_category,
        1 + g % 5, g % 60, w.word || ', bawang, cabai, garam',
        (CASE WHEN g % 20 < 17 THEN 'active' WHEN g % 20 < 19 THEN 'pending_approval' ELSE 'inactive' END)::menu_status,
        g % 25 <> 0,
        (CASE WHEN g % 9 = 0 THEN ARRAY['vegetarian'] WHEN g % 27 = 1 THEN ARRAY['vegetarian','vegan'] WHEN g % 97 = 2 THEN ARRAY['contains_alcohol'] ELSE '{}' END)::text[],
        now() - (g % 300) * interval '1 day'
      FROM generate_series(1, ${MENUS}) g
      JOIN LATERAL (SELECT (ARRAY[${WORDS.map((w) => `'${w}'`).join(',')}])[1 + g % ${WORDS.length}] AS word) w ON true
      JOIN LATERAL (SELECT id FROM tenants WHERE slug = 'tenant-bench-' || (1 + g % ${TENANTS})) t ON true;
      ANALYZE;
    `);
    console.log(`[bench] generated in ${((Date.now() - t0) / 1000).toFixed(1)}s`);
  }
  // A bulk insert leaves the GIN indexes' pending lists full (each search would scan them row by row) and no
  // visibility map: vacuum as a live database's autovacuum would have, outside a transaction.
  for (const table of ['tenants', 'menus']) await handle.exec(`VACUUM ANALYZE ${table}`);
  await handle.close();
  return url.toString();
}

if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url) {
  const url = await prepareDatabase();
  console.log(`[bench] ${url} is ready`);
}
