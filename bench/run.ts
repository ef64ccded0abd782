// npm run bench: the public pages and the public menu API at the target scale (10,000 tenants, 200,000 menus)
// on PostgreSQL. Builds the app if needed, fills a bench database once, starts the production server
// (scripts/server.ts, with its page cache) and measures latency
// percentiles over HTTP, cached and uncached (distinct filters per request), plus the server's memory.
// Results are written to bench/results.md.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { migrateDatabase, openDatabase } from '../db/client';
import { seedDatabase } from '../db/seed';
import { KECAMATAN } from '../lib/constants';
import { explainPublicQueries, explainReport } from './explain';

const root = process.cwd();
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const baseUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = process.env.BENCH_DATABASE_NAME || 'kuliner_bench';
const port = Number(process.env.BENCH_PORT || 3300);
const requests = Number(process.env.BENCH_REQUESTS || 300);
const concurrency = Number(process.env.BENCH_CONCURRENCY || 8);
const TENANTS = 10_000;
const MENUS = 200_000;

const WORDS = ['nasi', 'baso', 'seblak', 'kopi', 'mie', 'karedok', 'cendol', 'roti', 'soto', 'sate', 'oncom', 'aci', 'liwet', 'lotek', 'bandrek'];

async function prepareDatabase(): Promise<string> {
  const admin = await openDatabase({ url: baseUrl, poolSize: 1 });
  const exists = await admin.db.execute(`select 1 from pg_database where datname = '${dbName}'` as never);
  if ((exists as unknown as { rows: unknown[] }).rows.length === 0 || process.env.BENCH_RESET) {
    await admin.exec(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.exec(`CREATE DATABASE ${dbName}`);
  }
  await admin.close();
  const url = new URL(baseUrl);
  url.pathname = `/${dbName}`;
  const handle = await openDatabase({ url: url.toString(), poolSize: 2 });
  await migrateDatabase(handle);
  const count = (await handle.db.execute(`select count(*)::int as n from menus` as never)) as unknown as { rows: { n: number }[] };
  if (count.rows[0]!.n < MENUS) {
    console.log(`[bench] generating ${TENANTS} tenants and ${MENUS} menus...`);
    const t0 = Date.now();
    await seedDatabase(handle.db, { demo: true, demoPasswords: 'published' });
    await handle.exec(`
      -- Generating the catalogue takes longer than the app's per-statement limit (db/client.ts).
      SET statement_timeout = 0;
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

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function measure(name: string, makePath: (i: number) => string): Promise<string> {
  for (let i = 0; i < 5; i++) await fetch(`http://localhost:${port}${makePath(-1 - i)}`).then((r) => r.arrayBuffer());
  const times: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        const i = next++;
        const t0 = performance.now();
        const res = await fetch(`http://localhost:${port}${makePath(i)}`);
        await res.arrayBuffer();
        times.push(performance.now() - t0);
        if (res.status >= 500) errors++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const row = `| ${name} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} | ${percentile(times, 99).toFixed(1)} | ${(requests / seconds).toFixed(0)} | ${errors} |`;
  console.log(row);
  return row;
}

function rssMb(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
  } catch {
    return 0;
  }
}

async function main() {
  if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID'))) {
    const built = spawnSync(process.execPath, [nextBin, 'build'], { stdio: 'inherit' });
    if (built.status !== 0) process.exit(1);
  }
  const url = await prepareDatabase();
  const explainHandle = await openDatabase({ url, poolSize: 1 });
  const explained = await explainPublicQueries(explainHandle).finally(() => explainHandle.close());
  for (const e of explained) console.log(`[bench] ${e.name}: ${e.executionMs.toFixed(2)} ms${e.seqScan ? ' (sequential scan)' : ''}`);
  // The production server (`npm start` serves through it): Next behind scripts/server.ts, with the page cache.
  const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  const server = spawn(process.execPath, [tsx, '--tsconfig', 'tsconfig.scripts.json', 'scripts/server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      NODE_ENV: 'production',
      DATABASE_URL: url,
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret',
      NEXTAUTH_URL: `http://localhost:${port}`,
    },
    stdio: 'ignore',
  });
  try {
    for (let i = 0; i < 120; i++) {
      const ok = await fetch(`http://localhost:${port}/api/v1/health`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const word = (i: number) => WORDS[Math.abs(i) % WORDS.length]!;
    const rows = [
      await measure('GET / (HTML, repeated)', () => '/'),
      await measure('GET /tenant (HTML, repeated)', () => '/tenant'),
      await measure('GET /rekomendasi-menu (HTML, repeated)', () => '/rekomendasi-menu'),
      await measure('GET /tenant/{slug} (HTML, same tenant repeated)', () => '/tenant/tenant-bench-10'),
      await measure('GET /api/v1/menus/public (cached)', () => '/api/v1/menus/public'),
      await measure(
        'GET /api/v1/menus/public kecamatan+diet+price sort (uncached)',
        (i) => `/api/v1/menus/public?district=cihideung&diet=vegetarian&maxPrice=${20000 + (Math.abs(i) % 300) * 100}&sortBy=price`,
      ),
      await measure(
        'GET /api/v1/tenants/public?sortBy=distance (uncached)',
        (i) => `/api/v1/tenants/public?sortBy=distance&near=-7.3${Math.abs(i) % 100},108.2${Math.abs(i) % 100}`,
      ),
      await measure('GET /api/v1/menus/public?search=… (uncached)', (i) => `/api/v1/menus/public?search=${word(i)}%20spesial%20${Math.abs(i) + 1}`),
      await measure(
        'GET /api/v1/menus/public category+price+spice (uncached)',
        (i) => `/api/v1/menus/public?category=beverage&minPrice=${1000 + (Math.abs(i) % 50) * 100}&maxPrice=60000&spiceLevel=${1 + (Math.abs(i) % 5)}`,
      ),
      await measure('GET /api/v1/tenants/public?sortBy=rating (cached)', () => '/api/v1/tenants/public?limit=10&sortBy=rating'),
      await measure('GET /rekomendasi-menu?search=… (HTML, uncached)', (i) => `/rekomendasi-menu?search=${word(i)}%20${Math.abs(i) + 7}`),
      await measure('GET /tenant?search=… (HTML, uncached)', (i) => `/tenant?search=bench%20${Math.abs(i) + 11}`),
      await measure('GET /tenant/{slug} (HTML, distinct tenants)', (i) => `/tenant/tenant-bench-${((Math.abs(i) * 10) % TENANTS) + 10}`),
    ];
    const rss = rssMb(server.pid!);
    const report = [
      '# Benchmark results',
      '',
      `Run ${new Date().toISOString()} on ${process.platform}/${process.arch}, Node ${process.version}, PostgreSQL, ${TENANTS} tenants and ${MENUS} menus; ${requests} requests per row at concurrency ${concurrency}. Latencies in ms.`,
      '',
      '| scenario | p50 | p95 | p99 | req/s | 5xx |',
      '|---|---|---|---|---|---|',
      ...rows,
      '',
      `App server resident memory after the run: ${rss} MB.`,
      '',
      explainReport(explained),
    ].join('\n');
    fs.writeFileSync(path.join(root, 'bench', 'results.md'), report);
    console.log(`[bench] server RSS ${rss} MB; written to bench/results.md`);
  } finally {
    server.kill('SIGTERM');
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
