// EXPLAIN ANALYZE of the public queries at the bench scale (npm run bench writes them into bench/results.md). The
// statements are not written here: the public read model (db/queries/public/, the functions the pages and the
// public API call) runs with the filters of the public pages, every statement it sends through pg is captured with
// its parameters, and each one is explained as it was sent. So the bench follows whatever SQL the app builds.
// Runs in its own process (outside Next the read model has no data cache) and prints a JSON array on stdout:
//   DATABASE_URL=... node --import tsx bench/explain.ts
import pg from 'pg';

export interface ExplainedQuery {
  name: string;
  /** Execution time reported by EXPLAIN ANALYZE, in ms: the median of EXPLAIN_RUNS runs (a shared machine is noisy). */
  executionMs: number;
  /** Each run's execution time, in ms, in the order they ran. */
  runsMs: number[];
  /** Whether the plan reads menus or tenants with a sequential scan. */
  seqScan: boolean;
  plan: string;
}

/** How often each statement is explained; the report gives the median run. */
const EXPLAIN_RUNS = 3;

interface Captured {
  text: string;
  values: unknown[];
}

async function explainAll(): Promise<ExplainedQuery[]> {
  const captured: Captured[] = [];
  let capturing = false;
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function capture(this: pg.Client, ...args: unknown[]) {
    const [config, values] = args as [string | { text: string; values?: unknown[] }, unknown];
    if (capturing) {
      const text = typeof config === 'string' ? config : config?.text;
      const params = typeof config === 'object' && config?.values ? config.values : Array.isArray(values) ? values : [];
      if (typeof text === 'string' && /^\s*(select|with)\b/i.test(text)) captured.push({ text, values: params });
    }
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;

  const { listPublicMenus, listPublicTenants, getPublicTenant, menuCategoryCounts, publicStats, tenantTypeCounts, listSitemapTenants } =
    await import('../db/queries/public');
  const { getDatabaseHandle } = await import('../db');
  const { openNowClock } = await import('../lib/opening-hours');
  const near = { latitude: -7.327, longitude: 108.221 };
  // 'Buka sekarang' on a Wednesday: at 03.30 about one tenant in a hundred is open, at 12.30 most are.
  const night = openNowClock(new Date('2026-11-25T03:30:00+07:00'));
  const noon = openNowClock(new Date('2026-11-25T12:30:00+07:00'));
  const page = { page: 1, limit: 50 };
  // A listed bench tenant (bench/dataset.ts draws each tenant's status and menus at random): the first from number 42.
  const listed = (await (
    await getDatabaseHandle()
  ).db.execute(
    `select slug from tenants where slug like 'tenant-bench-%' and id >= (select id from tenants where slug = 'tenant-bench-42')
       and status = 'active' and active_menu_count > 0 order by id limit 1` as never,
  )) as unknown as { rows: { slug: string }[] };
  const tenant = await getPublicTenant(listed.rows[0]?.slug ?? 'tenant-bench-42');
  const calls: [string, () => Promise<unknown>][] = [
    ['tenants: listed, by rating (page 1)', () => listPublicTenants({ page: 1, limit: 12, sortBy: 'rating', sortOrder: 'desc' })],
    ['tenants: by rating, page 40', () => listPublicTenants({ page: 40, limit: 12, sortBy: 'rating', sortOrder: 'desc' })],
    ['tenants: landing, featured first', () => listPublicTenants({ page: 1, limit: 6, featuredFirst: true, sortBy: 'rating', sortOrder: 'desc' })],
    ['tenants: kecamatan=tawang', () => listPublicTenants({ page: 1, limit: 12, district: 'tawang' })],
    ['tenants: search=bench 42', () => listPublicTenants({ page: 1, limit: 12, search: 'bench 42' })],
    ['tenants: nearest first', () => listPublicTenants({ page: 1, limit: 12, sortBy: 'distance', near })],
    ['tenants: type counts (search=bench 42)', () => tenantTypeCounts({ search: 'bench 42' })],
    ['tenants: search=nasi (a word in 13,000 menus of 7,000 tenants)', () => listPublicTenants({ page: 1, limit: 12, search: 'nasi' })],
    ['tenants: type counts (search=nasi)', () => tenantTypeCounts({ search: 'nasi' })],
    ['tenants: search=nasi + halal=certified', () => listPublicTenants({ page: 1, limit: 12, search: 'nasi', halal: 'certified' })],
    ['tenant page: by slug', () => getPublicTenant(tenant?.slug ?? 'tenant-bench-42')],
    ['tenant page: its menus', () => listPublicMenus({ tenantId: tenant?.id ?? 0, limit: 24 })],
    ['tenant page: its category counts', () => menuCategoryCounts({ tenantId: tenant?.id ?? 0 })],
    ['landing: stats', () => publicStats()],
    ['sitemap: tenants', () => listSitemapTenants()],
    ['menus: all (page 1)', () => listPublicMenus({ ...page })],
    ['menus: category=main_course', () => listPublicMenus({ ...page, category: 'main_course' })],
    ['menus: sortBy=price', () => listPublicMenus({ ...page, sortBy: 'price' })],
    ['menus: sortBy=createdAt', () => listPublicMenus({ ...page, sortBy: 'createdAt' })],
    ['menus: search=nasi', () => listPublicMenus({ ...page, search: 'nasi' })],
    ['menus: search=spesial (a word most menus contain)', () => listPublicMenus({ ...page, search: 'spesial' })],
    ['menus: search=nasi, by price', () => listPublicMenus({ ...page, search: 'nasi', sortBy: 'price' })],
    ['menus: search=liwet, by name', () => listPublicMenus({ ...page, search: 'liwet', sortBy: 'name' })],
    // A word in every bench tenant's name ('Tenant Bench N'), as 'warung' or 'ayam' are in many real ones.
    ['menus: search=bench (in every tenant name), by price', () => listPublicMenus({ ...page, search: 'bench', sortBy: 'price' })],
    ['menus: search=bench (in every tenant name)', () => listPublicMenus({ ...page, search: 'bench' })],
    ['menus: page 20 (the last the count cap allows)', () => listPublicMenus({ page: 20, limit: 50 })],
    // 'Terdekat dari saya' on /rekomendasi-menu: the menus of the nearest tenants first.
    ['menus: nearest first', () => listPublicMenus({ ...page, sortBy: 'distance', near })],
    ['menus: nearest first, halal=certified, page 3', () => listPublicMenus({ page: 3, limit: 50, sortBy: 'distance', near, halal: 'certified' })],
    [
      'menus: search+category+price+spice',
      () => listPublicMenus({ ...page, search: 'kopi', category: 'beverage', minPrice: 5000, maxPrice: 60000, spiceLevel: 2 }),
    ],
    [
      'menus: kecamatan+diet+maxPrice, by price',
      () => listPublicMenus({ ...page, district: 'cihideung', diet: 'vegetarian', maxPrice: 30000, sortBy: 'price' }),
    ],
    ['menus: halal=certified + price 10.000-25.000', () => listPublicMenus({ ...page, halal: 'certified', minPrice: 10000, maxPrice: 24999 })],
    ['menus: category counts (search=nasi)', () => menuCategoryCounts({ search: 'nasi' })],
    ['menus: category counts (no filter)', () => menuCategoryCounts({})],
    ['menus: category counts (halal=certified)', () => menuCategoryCounts({ halal: 'certified' })],
    ['menus: category counts (kecamatan=tawang, maxPrice=25.000)', () => menuCategoryCounts({ district: 'tawang', maxPrice: 25000 })],
    ['menus: category counts (spice level 3)', () => menuCategoryCounts({ spiceLevel: 3 })],
    ['menus: open now at 03.30', () => listPublicMenus({ ...page, openNow: night })],
    ['menus: open now at 12.30', () => listPublicMenus({ ...page, openNow: noon })],
    ['menus: open now at 03.30 + search=nasi', () => listPublicMenus({ ...page, search: 'nasi', openNow: night })],
    ['tenants: open now at 03.30', () => listPublicTenants({ page: 1, limit: 12, openNow: night })],
  ];

  const handle = await getDatabaseHandle();
  const out: ExplainedQuery[] = [];
  for (const [name, call] of calls) {
    captured.length = 0;
    capturing = true;
    await call();
    capturing = false;
    const statements = [...new Map(captured.map((c) => [`${c.text}\u0000${JSON.stringify(c.values)}`, c])).values()];
    for (const [i, statement] of statements.entries()) {
      const client = await (handle as unknown as { db: { $client: pg.Pool } }).db.$client.connect();
      try {
        const runs: { ms: number; plan: string }[] = [];
        for (let run = 0; run < EXPLAIN_RUNS; run++) {
          const result = await client.query<Record<string, string>>(`explain (analyze, buffers) ${statement.text}`, statement.values);
          const plan = result.rows.map((r) => Object.values(r)[0]).join('\n');
          runs.push({ ms: Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN), plan });
        }
        // The median run, and its plan; a sequential scan in any run counts.
        const median = [...runs].sort((a, b) => a.ms - b.ms)[Math.floor(EXPLAIN_RUNS / 2)]!;
        out.push({
          name: statements.length > 1 ? `${name} [${i + 1}/${statements.length}]` : name,
          executionMs: median.ms,
          runsMs: runs.map((r) => r.ms),
          seqScan: runs.some((r) => /Seq Scan on (menus|tenants)\b/.test(r.plan)),
          plan: median.plan,
        });
      } finally {
        client.release();
      }
    }
  }
  await handle.close();
  return out;
}

/** The section of bench/results.md: a summary table, then each plan. */
export function explainReport(explained: ExplainedQuery[]): string {
  return [
    '## EXPLAIN ANALYZE of the public queries',
    '',
    `Every statement the public read model (db/queries/public/) sends for these calls, captured at the pg client and explained with its parameters ${EXPLAIN_RUNS} times in a row (each call run once before, so caches are warm); the execution time is the median run, whose plan is shown, and a sequential scan in any run counts. Target: index-driven (no sequential scan of menus or tenants), under 5 ms execution.`,
    '',
    '| query | execution (ms, median) | runs (ms) | sequential scan of menus/tenants | target |',
    '|---|---|---|---|---|',
    ...explained.map(
      (e) =>
        `| ${e.name} | ${e.executionMs.toFixed(2)} | ${e.runsMs.map((ms) => ms.toFixed(2)).join(', ')} | ${e.seqScan ? 'yes' : 'no'} | ${!e.seqScan && e.executionMs < 5 ? 'PASS' : 'FAIL'} |`,
    ),
    '',
    ...explained.flatMap((e) => [`### ${e.name}`, '', '```', e.plan, '```', '']),
  ].join('\n');
}

if (process.argv[1]?.endsWith('explain.ts')) {
  explainAll().then(
    (out) => process.stdout.write(`${JSON.stringify(out)}\n`),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
