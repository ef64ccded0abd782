// npm run bench: issue 11's benchmarks at the target scale (10,000 tenants, 200,000 menus) on PostgreSQL, every
// figure next to a reference measured in the same run. In order:
// 1. the production build (rebuilt when the sources changed, as `npm start` does) and the bench database
//    (bench/dataset.ts: generated once, migrated every run);
// 2. EXPLAIN ANALYZE of every statement the public read model sends (bench/explain.ts);
// 3. one app instance (scripts/server.ts, what `npm start` serves with) and reference (b), a bare node:http server
//    doing the same queries (bench/reference-server.ts); each row is an autocannon run in its own process
//    (bench/load.ts: warm-up, then BENCH_SECONDS, no pipelining) with its ratio to reference (a) a prerendered/static
//    response of similar size from the same server, (b), or (c) the same endpoint repeated (served from its cache);
//    then a mixed run with 10% manager writes; the instance's RSS after the warm-up and at the end; then the abuse
//    section (bench/abuse.ts, issue 35): public pages beside each attack against the same pages alone;
// 4. Lighthouse (mobile, median of 3) and first-load JavaScript of the public pages;
// 5. two instances with REDIS_URL behind a Node proxy (bench/proxy.ts): the scaling ratio, and how long a suspended
//    tenant stays on the other instance's pages, with Redis and without (a write on the instance without REDIS_URL);
// 6. bench/results.md: the top section is replaced, the soak sections below it (npm run bench:soak) are kept.
// Ports: BENCH_PORT (default 3500) to BENCH_PORT + 5.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/client';
import { DEMO_DEFAULTS } from '../db/seed';
import { ensureProductionBuild } from '../scripts/production-build';
import { TENANT_NAME_PREFIX, TENANTS, WORDS, prepareDatabase } from './dataset';
import { explainReport, type ExplainedQuery } from './explain';
import { ABUSE_P90_FACTOR, abuseSection, runLoadProcess } from './abuse';
import type { LoadConfig, LoadRequest, LoadResult } from './load';
import { FIRST_LOAD_JS_BUDGET, pageWeight, type PageWeight } from './page-weight';
import { startEnv } from './start-options';

const root = process.cwd();
const BASE_PORT = Number(process.env.BENCH_PORT || 3500);
const PORTS = { app: BASE_PORT, reference: BASE_PORT + 1, b: BASE_PORT + 2, c: BASE_PORT + 3, proxy2: BASE_PORT + 4, proxy1: BASE_PORT + 5 };
// 27 rows of warm-up + measure, Lighthouse and the servers' start must fit in 15 minutes on a shared 2-CPU machine.
const SECONDS = Number(process.env.BENCH_SECONDS || 8);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS || 2);
/** The app server's own warm-up before the first row (see `warmup` below). */
const SERVER_WARMUP_SECONDS = Number(process.env.BENCH_SERVER_WARMUP_SECONDS || 30);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3);
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const REDIS_URL = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';
// Not a repeated phrase: a production start refuses a low-entropy secret (lib/server/deploy-env.ts).
const AUTH_SECRET = 'bench-only-signing-key-7c1e9a42f3b86d05';
const tsxImport = ['--import', 'tsx'];
const origin = (port: number) => `http://127.0.0.1:${port}`;
const started = Date.now();
const log = (line: string) => console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(4)}s] ${line}`);
const children: ChildProcess[] = [];

// ---------------------------------------------------------------------------------------------------------------
// Processes
// ---------------------------------------------------------------------------------------------------------------

/** A TypeScript entry point in its own Node process (tsx loader, scripts tsconfig), logs into .next/bench-*.log. */
function spawnTs(script: string, env: Record<string, string>, name: string): ChildProcess {
  const out = fs.openSync(path.join(root, '.next', `bench-${name}.log`), 'w');
  const child = spawn(process.execPath, [...tsxImport, script], {
    env: { ...process.env, TSX_TSCONFIG_PATH: 'tsconfig.scripts.json', NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', out, out],
  });
  children.push(child);
  return child;
}

/** The environment `npm start` gives the server (its heap limit, its malloc arenas). */
const START_ENV = startEnv(root);

/** An app instance as `npm start` serves it (scripts/server.ts: Next behind its node:http server), already built. */
function startApp(port: number, databaseUrl: string, extra: Record<string, string> = {}): ChildProcess {
  return spawnTs(
    'scripts/server.ts',
    {
      // As `npm start` runs it.
      ...START_ENV,
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      AUTH_SECRET,
      NEXTAUTH_URL: origin(port),
      ...extra,
    },
    `app-${port}`,
  );
}

async function waitFor(url: string, child: ChildProcess, seconds = 120): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode} (see .next/bench-*.log)`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(2000) })
      .then((r) => r.status < 500)
      .catch(() => false);
    if (ok) return;
    await sleep(300);
  }
  throw new Error(`${url} did not answer within ${seconds}s`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(5000)]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident memory of one process, in MB. */
function rssMb(pid: number | undefined): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
  } catch {
    return NaN;
  }
}

/** Runs a child to completion and returns its stdout. */
function runToEnd(args: string[], env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, TSX_TSCONFIG_PATH: 'tsconfig.scripts.json', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d));
    child.stderr.on('data', (d: Buffer) => (err += d));
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${args.join(' ')} exited with ${code}: ${err.slice(-2000)}`))));
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Load rows
// ---------------------------------------------------------------------------------------------------------------

interface Measured extends LoadResult {
  name: string;
}

const measured = new Map<string, Measured>();
let loadFile = 0;

/** The single app instance's pid: its RSS is sampled after every row (the peak). */
let appPid: number | undefined;
let rssPeak = 0;

async function load(key: string, name: string, port: number, requests: LoadRequest[], headers?: Record<string, string>, seconds = SECONDS): Promise<Measured> {
  const config: LoadConfig = { url: origin(port), connections: CONNECTIONS, seconds, warmupSeconds: WARMUP_SECONDS, requests, headers };
  const file = path.join(os.tmpdir(), `kuliner-bench-${process.pid}-${loadFile++}.json`);
  fs.writeFileSync(file, JSON.stringify(config));
  try {
    const out = await runToEnd([...tsxImport, 'bench/load.ts', file]);
    const result: Measured = { name, ...(JSON.parse(out.trim().split('\n').pop()!) as LoadResult) };
    measured.set(key, result);
    const rss = appPid !== undefined ? rssMb(appPid) : undefined;
    if (rss !== undefined) rssPeak = Math.max(rssPeak, rss || 0);
    log(
      `${name}: ${result.reqPerSec.toFixed(1)} req/s, p50 ${result.p50} ms, p95 ${result.p95} ms, p99 ${result.p99} ms, errors ${result.errors}${result.wrapped ? ' (request list wrapped)' : ''}${rss !== undefined ? `, app RSS ${rss} MB` : ''}`,
    );
    return result;
  } finally {
    fs.rmSync(file, { force: true });
  }
}

const get = (p: string): LoadRequest => ({ path: p });
const repeat = (p: string) => [get(p)];
const distinct = (count: number, make: (i: number) => string) => Array.from({ length: count }, (_, i) => get(make(i)));

/** The listed bench tenants' slugs (active, with an active menu), in id order: read from the database (readListedSlugs). */
let listedSlugs: string[] = [];
const listedSlug = (i: number) => listedSlugs[i % listedSlugs.length]!;

async function readListedSlugs(databaseUrl: string): Promise<string[]> {
  const handle = await openDatabase({ url: databaseUrl, poolSize: 1 });
  try {
    const result = (await handle.db.execute(
      `select slug from tenants where slug like 'tenant-bench-%' and status = 'active' and active_menu_count > 0 order by id` as never,
    )) as unknown as { rows: { slug: string }[] };
    return result.rows.map((r) => r.slug);
  } finally {
    await handle.close();
  }
}
const CATEGORIES = ['appetizer', 'main_course', 'dessert', 'beverage', 'soup', 'salad', 'side_dish', 'other'];
const word = (i: number) => WORDS[i % WORDS.length]!;
/** search + category + price range + spice level, a different combination per request. */
const menuFilters = (i: number) =>
  `search=${word(i)}&category=${CATEGORIES[(i >> 2) % CATEGORIES.length]}&minPrice=${1000 * (i % 40)}&maxPrice=${60000 + 1000 * (i % 97)}&spiceLevel=${1 + (i % 5)}`;

// ---------------------------------------------------------------------------------------------------------------
// API helpers
// ---------------------------------------------------------------------------------------------------------------

async function login(port: number, email: string, password: string): Promise<{ token: string; user: { id: number; role: unknown } }> {
  const res = await fetch(`${origin(port)}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`login ${email}: HTTP ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { accessToken: string; user: { id: number; role: unknown } };
  return { token: body.accessToken, user: body.user };
}

async function setTenantStatus(port: number, token: string, id: number, status: 'active' | 'suspended'): Promise<number> {
  const res = await fetch(`${origin(port)}/api/v1/tenants/${id}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ status }),
  });
  await res.arrayBuffer();
  return res.status;
}

/** Milliseconds from `since` until `gone()` holds, polling every 20 ms; null when it never did within 20 s. */
async function timeUntil(since: number, gone: () => Promise<boolean>): Promise<number | null> {
  while (Date.now() - since < 20_000) {
    if (await gone()) return Date.now() - since;
    await sleep(20);
  }
  return null;
}

interface Propagation {
  label: string;
  slug: string;
  writeStatus: number;
  pageMs: number | null;
  listMs: number | null;
  listWatched: boolean;
}

/**
 * Suspends a listed tenant through `writer` (admin PATCH) and measures, on `reader`, how long until its page answers
 * 404 and its name leaves the tenant list's search results; then makes it active again.
 */
async function propagation(label: string, writer: number, reader: number, token: string, slug: string, databaseUrl: string): Promise<Propagation> {
  const handle = await openDatabase({ url: databaseUrl, poolSize: 1 });
  try {
    const row = (await handle.db.execute(`select id, name from tenants where slug = '${slug}'` as never)) as unknown as {
      rows: { id: number; name: string }[];
    };
    const { id, name } = row.rows[0]!;
    const page = `${origin(reader)}/tenant/${slug}`;
    const list = `${origin(reader)}/tenant?search=${encodeURIComponent(name)}`;
    const listed = async () => (await (await fetch(list)).text()).includes(`/tenant/${slug}"`);
    // Both views are served (and cached) on the reader first.
    let listedBefore = true;
    for (let i = 0; i < 3; i++) {
      const status = (await fetch(page).then(async (r) => (await r.arrayBuffer(), r.status))) as number;
      if (status !== 200) throw new Error(`${page}: HTTP ${status} before the write`);
      listedBefore &&= await listed();
    }
    if (!listedBefore) log(`${label}: ${list} does not list ${slug} before the write; only its page is watched`);
    const t0 = Date.now();
    const writeStatus = await setTenantStatus(writer, token, id, 'suspended');
    const since = Date.now();
    log(`${label}: suspend ${slug} on :${writer} answered ${writeStatus} in ${since - t0} ms`);
    const [pageMs, listMs] = await Promise.all([
      timeUntil(since, async () => (await fetch(page).then(async (r) => (await r.arrayBuffer(), r.status))) === 404),
      listedBefore ? timeUntil(since, async () => !(await listed())) : Promise.resolve(null),
    ]);
    const restored = await setTenantStatus(writer, token, id, 'active');
    if (restored !== 200) await handle.exec(`update tenants set status = 'active' where id = ${id}`);
    log(`${label}: gone from the page after ${pageMs} ms, from the list after ${listMs} ms`);
    return { label, slug, writeStatus, pageMs, listMs, listWatched: listedBefore };
  } finally {
    await handle.close();
  }
}

/** The first of `candidates` (listed bench tenants) that `/tenant?search=<its name>` on `port` lists on its first page. */
async function watchableSlug(port: number, candidates: string[]): Promise<string> {
  for (const slug of candidates) {
    const name = `${TENANT_NAME_PREFIX}${slug.slice('tenant-bench-'.length)}`;
    const html = await (await fetch(`${origin(port)}/tenant?search=${encodeURIComponent(name)}`)).text();
    if (html.includes(`/tenant/${slug}"`)) return slug;
  }
  return candidates[0]!;
}

// ---------------------------------------------------------------------------------------------------------------
// Lighthouse
// ---------------------------------------------------------------------------------------------------------------

interface LighthouseFigures {
  path: string;
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  runs: number[];
}

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

async function lighthouse(url: string, pagePath: string): Promise<LighthouseFigures> {
  const runs: { performance: number; lcp: number; tbt: number; cls: number }[] = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
    const file = path.join(os.tmpdir(), `kuliner-lighthouse-${process.pid}-${i}.json`);
    try {
      await runToEnd(
        [
          path.join(root, 'node_modules', 'lighthouse', 'cli', 'index.js'),
          url + pagePath,
          '--only-categories=performance',
          '--form-factor=mobile',
          '--output=json',
          `--output-path=${file}`,
          '--quiet',
          '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run',
        ],
        { CHROME_PATH },
      );
      const lhr = JSON.parse(fs.readFileSync(file, 'utf8')) as {
        categories: { performance: { score: number } };
        audits: Record<string, { numericValue: number }>;
      };
      runs.push({
        performance: Math.round(lhr.categories.performance.score * 100),
        lcp: lhr.audits['largest-contentful-paint']!.numericValue,
        tbt: lhr.audits['total-blocking-time']!.numericValue,
        cls: lhr.audits['cumulative-layout-shift']!.numericValue,
      });
    } finally {
      fs.rmSync(file, { force: true });
    }
  }
  const figures = {
    path: pagePath,
    performance: median(runs.map((r) => r.performance)),
    lcpMs: median(runs.map((r) => r.lcp)),
    tbtMs: median(runs.map((r) => r.tbt)),
    cls: median(runs.map((r) => r.cls)),
    runs: runs.map((r) => r.performance),
  };
  log(
    `lighthouse ${pagePath}: ${figures.performance} (runs ${figures.runs.join(', ')}), LCP ${figures.lcpMs.toFixed(0)} ms, TBT ${figures.tbtMs.toFixed(0)} ms, CLS ${figures.cls.toFixed(3)}`,
  );
  return figures;
}

// ---------------------------------------------------------------------------------------------------------------
// Reference (a): a response Next serves from the production build without rendering
// ---------------------------------------------------------------------------------------------------------------

interface StaticReference {
  path: string;
  bytes: number;
  kind: string;
}

/**
 * A prerendered page of the build (prerender-manifest, not Next's internal /_ pages) when there is one of at least
 * half the size of `/`; else the file under .next/static closest in size to `/` (Next serves both from the build
 * output without rendering anything).
 */
function staticReference(targetBytes: number): StaticReference {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, '.next', 'prerender-manifest.json'), 'utf8')) as { routes: Record<string, unknown> };
  const pages = Object.keys(manifest.routes)
    .filter((route) => !route.startsWith('/_'))
    .map((route) => ({ route, file: path.join(root, '.next', 'server', 'app', `${route === '/' ? 'index' : route}.html`) }))
    .filter(({ file }) => fs.existsSync(file))
    .map(({ route, file }) => ({ path: route, bytes: fs.statSync(file).size, kind: 'prerendered page' }))
    .filter((p) => p.bytes >= targetBytes / 2)
    .sort((a, b) => Math.abs(a.bytes - targetBytes) - Math.abs(b.bytes - targetBytes));
  if (pages[0]) return pages[0];
  const files: StaticReference[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else
        files.push({
          path: `/_next/static/${path
            .relative(path.join(root, '.next', 'static'), full)
            .split(path.sep)
            .join('/')}`,
          bytes: fs.statSync(full).size,
          kind: 'static build file',
        });
    }
  };
  walk(path.join(root, '.next', 'static'));
  files.sort((a, b) => Math.abs(a.bytes - targetBytes) - Math.abs(b.bytes - targetBytes));
  return files[0]!;
}

// ---------------------------------------------------------------------------------------------------------------
// Report
// ---------------------------------------------------------------------------------------------------------------

const fmt = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');
const ratio = (row: string, ref: string | undefined) => {
  if (!ref) return '';
  const a = measured.get(row);
  const b = measured.get(ref);
  const label = ref === 'a' ? '(a)' : ref.endsWith(':b') ? '(b)' : ref.endsWith(':c') ? '(c)' : `÷ ${b?.name ?? ref}`;
  return a && b ? `${(a.reqPerSec / b.reqPerSec).toFixed(2)} ${label}` : 'n/a';
};
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

async function main() {
  ensureProductionBuild(root, log);
  const databaseUrl = await prepareDatabase();
  listedSlugs = await readListedSlugs(databaseUrl);
  // The tenant whose page the repeated rows and Lighthouse load (the tenth listed one).
  const sameSlug = listedSlug(9);
  log(`database ready (${((Date.now() - started) / 1000).toFixed(0)}s), ${listedSlugs.length} listed bench tenants`);

  const explained = JSON.parse(
    (await runToEnd([...tsxImport, 'bench/explain.ts'], { DATABASE_URL: databaseUrl })).trim().split('\n').pop()!,
  ) as ExplainedQuery[];
  for (const e of explained) log(`explain ${e.name}: ${e.executionMs.toFixed(2)} ms${e.seqScan ? ' (sequential scan)' : ''}`);

  // ----- One instance, and reference (b) -----
  const app = startApp(PORTS.app, databaseUrl);
  await waitFor(`${origin(PORTS.app)}/api/v1/health`, app);
  const admin = await login(PORTS.app, DEMO_DEFAULTS.adminEmail, DEMO_DEFAULTS.adminPassword);
  const reference = spawnTs(
    'bench/reference-server.ts',
    { PORT: String(PORTS.reference), DATABASE_URL: databaseUrl, BENCH_ACTOR: JSON.stringify(admin.user) },
    'reference',
  );
  await waitFor(`${origin(PORTS.reference)}/api/v1/tenants/public`, reference);

  // A manager of the demo data with active menus of an active tenant (the mixed run's writer).
  const handle = await openDatabase({ url: databaseUrl, poolSize: 1 });
  const managerRows = (await handle.db.execute(
    `select u.email, array_agg(m.id order by m.id) as menu_ids from users u join tenants t on t.owner_id = u.id
       join menus m on m.tenant_id = t.id and m.status = 'active'
     where t.status = 'active' and u.email like '%@%' group by u.email order by count(*) desc limit 1` as never,
  )) as unknown as { rows: { email: string; menu_ids: number[] }[] };
  await handle.close();
  const manager = managerRows.rows[0];
  if (!manager) throw new Error('no manager with active menus in the bench database');
  const managerToken = (await login(PORTS.app, manager.email, DEMO_DEFAULTS.managerPassword)).token;

  const home = await fetch(`${origin(PORTS.app)}/`).then((r) => r.text());
  const homeBytes = Buffer.byteLength(home);
  const reference_a = staticReference(homeBytes);
  log(`reference (a): ${reference_a.kind} ${reference_a.path}, ${reference_a.bytes} bytes (/ is ${homeBytes} bytes)`);

  // Mixed: 9 reads (pages and API, cached and not) to 1 manager write (a price change, which expires the public caches).
  // From `from` on, so the server's warm-up (below) and the measured row send different requests.
  const mixedRequests = (from: number): LoadRequest[] => {
    const list: LoadRequest[] = [];
    for (let i = from; list.length < 20_000; i++) {
      const reads = [
        get('/'),
        get(`/tenant/${listedSlug(i * 13)}`),
        get('/rekomendasi-menu'),
        get(`/api/v1/menus/public?${menuFilters(i + 7)}`),
        get('/tenant'),
        get(`/tenant?search=${word(i + 3)}&page=${1 + (i % 80)}`),
        get('/api/v1/tenants/public?sortBy=rating'),
        get(`/rekomendasi-menu?${menuFilters(i + 11)}`),
        get(`/api/v1/menus/public?category=${CATEGORIES[i % CATEGORIES.length]}`),
      ];
      list.push(...reads, {
        method: 'PATCH',
        path: `/api/v1/menus/${manager.menu_ids[i % manager.menu_ids.length]}`,
        headers: { authorization: `Bearer ${managerToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ price: 10_000 + 500 * (i % 40) }),
      });
    }
    return list;
  };

  const rssBefore = rssMb(app.pid);
  const adminAuth = { authorization: `Bearer ${admin.token}` };
  const N = 50_000;
  // The server's warm-up: the mixed run's kind of traffic (its pages, public API calls and writes, other requests than
  // the measured rows) plus the admin list, for SERVER_WARMUP_SECONDS, so its code is compiled, its pool open and its
  // caches at their working size before the first row; the RSS "after the warm-up" is taken here.
  const warmup = mixedRequests(1_000_000).flatMap((request, i) =>
    i % 10 === 0 ? [request, { path: `/api/v1/menus?page=${1 + (i % 4000)}&limit=20`, headers: adminAuth }] : [request],
  );
  await load('warmup', 'server warm-up (mixed traffic and admin lists)', PORTS.app, warmup, undefined, SERVER_WARMUP_SECONDS);
  const rssWarm = rssMb(app.pid);
  appPid = app.pid;
  rssPeak = rssWarm;
  await load('a', `(a) ${reference_a.kind} ${reference_a.path}`, PORTS.app, repeat(reference_a.path));
  await load('home', 'GET / (repeated)', PORTS.app, repeat('/'));
  await load('tenantList', 'GET /tenant (repeated)', PORTS.app, repeat('/tenant'));
  await load('reko', 'GET /rekomendasi-menu (repeated)', PORTS.app, repeat('/rekomendasi-menu'));
  await load('slugSame', 'GET /tenant/{slug} (same tenant repeated)', PORTS.app, repeat(`/tenant/${sameSlug}`));
  await load(
    'slugDistinct',
    'GET /tenant/{slug} (distinct tenants)',
    PORTS.app,
    distinct(TENANTS, (i) => `/tenant/${listedSlug(i * 7)}`),
  );
  await load(
    'tenantSearch',
    'GET /tenant?search= (distinct)',
    PORTS.app,
    distinct(N, (i) => `/tenant?search=bench%20${i + 1}`),
  );
  await load('tenantSearch:c', 'GET /tenant?search= (one query repeated)', PORTS.app, repeat('/tenant?search=bench%2042'));
  // What visitors type: a dish, found through the menus of thousands of tenants (a different page or halal filter per
  // request: 3,600 combinations, more than a row sends).
  await load(
    'tenantSearchMenu',
    'GET /tenant?search=<a dish> (distinct)',
    PORTS.app,
    distinct(
      N,
      (i) =>
        `/tenant?search=${word(i)}&page=${1 + (Math.floor(i / WORDS.length) % 80)}${['', '&halal=halal', '&halal=certified'][Math.floor(i / (WORDS.length * 80)) % 3]}`,
    ),
  );
  await load(
    'rekoFilters',
    'GET /rekomendasi-menu search+category+price+spice (distinct)',
    PORTS.app,
    distinct(N, (i) => `/rekomendasi-menu?${menuFilters(i)}`),
  );
  await load(
    'rekoFilters:c',
    'GET /rekomendasi-menu search+category+price+spice (one query repeated)',
    PORTS.app,
    repeat(`/rekomendasi-menu?${menuFilters(3)}`),
  );
  await load(
    'apiMenus',
    'GET /api/v1/menus/public search+category+price+spice (distinct)',
    PORTS.app,
    distinct(N, (i) => `/api/v1/menus/public?${menuFilters(i)}`),
  );
  await load(
    'apiMenus:b',
    '(b) the same requests, bare node:http + same query function',
    PORTS.reference,
    distinct(N, (i) => `/api/v1/menus/public?${menuFilters(i)}`),
  );
  await load('apiMenus:c', '(c) GET /api/v1/menus/public, one query repeated', PORTS.app, repeat(`/api/v1/menus/public?${menuFilters(3)}`));
  const tenantPages = (i: number) => `/api/v1/tenants/public?sortBy=rating&limit=${10 + (i % 41)}&page=${1 + ((i / 41) | 0)}`;
  await load('apiTenants', 'GET /api/v1/tenants/public?sortBy=rating (distinct limit/page)', PORTS.app, distinct(41 * 20, tenantPages));
  await load('apiTenants:b', '(b) the same requests, bare node:http + same query function', PORTS.reference, distinct(41 * 20, tenantPages));
  await load('apiTenants:c', '(c) GET /api/v1/tenants/public?sortBy=rating, one query repeated', PORTS.app, repeat('/api/v1/tenants/public?sortBy=rating'));
  const adminPages = (i: number) => `/api/v1/menus?page=${1 + (i % 5000)}&limit=20`;
  await load('admin', 'GET /api/v1/menus?page=N (admin, authenticated)', PORTS.app, distinct(5000, adminPages), adminAuth);
  await load('admin:b', '(b) the same requests, bare node:http + same query function', PORTS.reference, distinct(5000, adminPages));
  await load('mixed', 'mixed: 90% public reads, 10% manager writes', PORTS.app, mixedRequests(0));
  const rssEnd = rssMb(app.pid);
  rssPeak = Math.max(rssPeak, rssEnd || 0);
  appPid = undefined;
  await stop(reference);

  // ----- Abuse: public pages beside each attack (bench/abuse.ts) -----
  const abuse = await abuseSection({
    origin: origin(PORTS.app),
    slug: sameSlug,
    managerToken,
    log,
    runLoad: (config) => runLoadProcess(config, children),
  });

  // ----- Lighthouse and page weight (nothing else running) -----
  const lighthousePages = ['/', '/rekomendasi-menu', '/tenant', `/tenant/${sameSlug}`];
  const lighthouseFigures: LighthouseFigures[] = [];
  for (const p of lighthousePages) lighthouseFigures.push(await lighthouse(`http://localhost:${PORTS.app}`, p));
  const weights: PageWeight[] = [];
  for (const p of ['/', '/tenant', `/tenant/${sameSlug}`, '/rekomendasi-menu', '/artikel', '/tentang']) weights.push(await pageWeight(origin(PORTS.app), p));

  // ----- Two instances with Redis behind a proxy -----
  const b = startApp(PORTS.b, databaseUrl, { REDIS_URL });
  const c = startApp(PORTS.c, databaseUrl, { REDIS_URL });
  await Promise.all([waitFor(`${origin(PORTS.b)}/api/v1/health`, b), waitFor(`${origin(PORTS.c)}/api/v1/health`, c)]);
  const proxy1 = spawnTs('bench/proxy.ts', { PORT: String(PORTS.proxy1), UPSTREAMS: origin(PORTS.b) }, 'proxy1');
  const proxy2 = spawnTs('bench/proxy.ts', { PORT: String(PORTS.proxy2), UPSTREAMS: `${origin(PORTS.b)},${origin(PORTS.c)}` }, 'proxy2');
  await Promise.all([waitFor(`${origin(PORTS.proxy1)}/api/v1/health`, proxy1), waitFor(`${origin(PORTS.proxy2)}/api/v1/health`, proxy2)]);
  await load(
    'scale1',
    'GET /tenant/{slug} (distinct) via the proxy, 1 instance',
    PORTS.proxy1,
    distinct(TENANTS, (i) => `/tenant/${listedSlug(i * 11 + 3)}`),
  );
  await load(
    'scale2',
    'GET /tenant/{slug} (distinct) via the proxy, 2 instances',
    PORTS.proxy2,
    distinct(TENANTS, (i) => `/tenant/${listedSlug(i * 11 + 5)}`),
  );
  await load(
    'scale1api',
    'GET /api/v1/menus/public (distinct) via the proxy, 1 instance',
    PORTS.proxy1,
    distinct(N, (i) => `/api/v1/menus/public?${menuFilters(i + 100_000)}`),
  );
  await load(
    'scale2api',
    'GET /api/v1/menus/public (distinct) via the proxy, 2 instances',
    PORTS.proxy2,
    distinct(N, (i) => `/api/v1/menus/public?${menuFilters(i + 200_000)}`),
  );
  const adminB = await login(PORTS.b, DEMO_DEFAULTS.adminEmail, DEMO_DEFAULTS.adminPassword);
  // Among the last listed tenants, ones whose name search shows them on its first page (the number in a name can also
  // be in other tenants' menus' names, which the search matches too), so both views are watched.
  const candidates = listedSlugs.slice(-40).reverse();
  const redisSlug = await watchableSlug(PORTS.c, candidates);
  const withRedis = await propagation('with Redis (write on B, read on C)', PORTS.b, PORTS.c, adminB.token, redisSlug, databaseUrl);
  const withoutRedis = await propagation(
    'without Redis (write on the instance without REDIS_URL, read on B)',
    PORTS.app,
    PORTS.b,
    admin.token,
    await watchableSlug(
      PORTS.b,
      candidates.filter((slug) => slug !== redisSlug),
    ),
    databaseUrl,
  );
  const rssB = rssMb(b.pid);
  for (const child of [proxy1, proxy2, b, c, app]) await stop(child);

  // ----- Report -----
  const totalSeconds = (Date.now() - started) / 1000;
  const row = (key: string, refs: (string | undefined)[] = []) => {
    const m = measured.get(key)!;
    const ratios = refs.filter(Boolean).map((r) => ratio(key, r));
    return `| ${m.name} | ${fmt(m.reqPerSec, 1)} | ${fmt(m.p50)} | ${fmt(m.p95)} | ${fmt(m.p99)} | ${m.errors} | ${ratios.join('; ') || '—'} |`;
  };
  const r = (key: string, ref: string) => measured.get(key)!.reqPerSec / measured.get(ref)!.reqPerSec;
  const allErrors = [...measured.values()].reduce((n, m) => n + m.errors, 0);
  const rssGrowth = ((rssEnd - rssWarm) / rssWarm) * 100;
  const explainOk = explained.every((e) => !e.seqScan && e.executionMs < 5);
  const slowest = explained.reduce((a, e) => (e.executionMs > a.executionMs ? e : a), explained[0]!);
  const repeatedPages = ['home', 'tenantList', 'reko', 'slugSame'];
  const worstPage = repeatedPages.reduce((a, k) => (r(k, 'a') < r(a, 'a') ? k : a));
  const lh = (f: (l: LighthouseFigures) => boolean) => lighthouseFigures.every(f);
  const wrapped = [...measured.values()].filter((m) => m.wrapped).map((m) => m.name);
  const propagated = (p: Propagation) => Math.max(p.pageMs ?? Infinity, p.listWatched ? (p.listMs ?? Infinity) : 0);
  const propagationFigures = (p: Propagation) => `page ${p.pageMs ?? '>20000'} ms, list ${p.listWatched ? `${p.listMs ?? '>20000'} ms` : 'not watched'}`;
  const targets = [
    [
      'Repeated public pages ≥ 0.5 of (a)',
      repeatedPages.map((k) => `${measured.get(k)!.name.replace(' (repeated)', '').replace(' (same tenant repeated)', '')} ${r(k, 'a').toFixed(2)}`).join(', '),
      verdict(r(worstPage, 'a') >= 0.5),
    ],
    ['Public menu API, combined filters, distinct ≥ 0.5 of (c)', r('apiMenus', 'apiMenus:c').toFixed(2), verdict(r('apiMenus', 'apiMenus:c') >= 0.5)],
    ['Public menu API, combined filters, distinct ≥ 0.5 of (b)', r('apiMenus', 'apiMenus:b').toFixed(2), verdict(r('apiMenus', 'apiMenus:b') >= 0.5)],
    [
      'Every public query index-driven, < 5 ms',
      `of ${explained.length} statements (median of 3 runs each) ${explained.filter((e) => e.executionMs >= 5).length} at 5 ms or more, ${explained.filter((e) => e.seqScan).length} with a sequential scan; slowest ${slowest.name} ${slowest.executionMs.toFixed(2)} ms`,
      verdict(explainOk),
    ],
    ['A write on every instance within 1 s with Redis', propagationFigures(withRedis), verdict(propagated(withRedis) <= 1000)],
    ['… within 5 s without Redis', propagationFigures(withoutRedis), verdict(propagated(withoutRedis) <= 5000)],
    ['Lighthouse performance ≥ 95 (each page)', lighthouseFigures.map((l) => `${l.path} ${l.performance}`).join(', '), verdict(lh((l) => l.performance >= 95))],
    ['LCP ≤ 2.5 s', lighthouseFigures.map((l) => `${l.path} ${(l.lcpMs / 1000).toFixed(2)} s`).join(', '), verdict(lh((l) => l.lcpMs <= 2500))],
    ['TBT ≤ 200 ms', lighthouseFigures.map((l) => `${l.path} ${l.tbtMs.toFixed(0)} ms`).join(', '), verdict(lh((l) => l.tbtMs <= 200))],
    ['CLS ≤ 0.05', lighthouseFigures.map((l) => `${l.path} ${l.cls.toFixed(3)}`).join(', '), verdict(lh((l) => l.cls <= 0.05))],
    [
      'First-load JS < 130 kB gzip (each public page)',
      weights.map((w) => `${w.path} ${(w.scriptGzip / 1024).toFixed(1)} kB`).join(', '),
      verdict(weights.every((w) => w.scriptGzip < FIRST_LOAD_JS_BUDGET)),
    ],
    ['RSS < 400 MB', `peak ${rssPeak} MB (sampled after each row), ${rssEnd} MB at the end; second instance ${rssB} MB`, verdict(rssPeak < 400)],
    ['RSS growth < 10% from warm-up to end', `${rssWarm} → ${rssEnd} MB (${rssGrowth >= 0 ? '+' : ''}${rssGrowth.toFixed(1)}%)`, verdict(rssGrowth < 10)],
    ['0 errors in every row', `${allErrors} in total`, verdict(allErrors === 0)],
    [`Public pages beside each attack: reader p90 ≤ ${ABUSE_P90_FACTOR}x alone, 0 5xx (issue 35)`, abuse.summary, verdict(abuse.ok)],
    ['npm run bench < 15 min', `${(totalSeconds / 60).toFixed(1)} min`, verdict(totalSeconds < 15 * 60)],
  ];
  const top = [
    '# Benchmark results',
    '',
    `Run ${new Date().toISOString()} by \`npm run bench\` (${(totalSeconds / 60).toFixed(1)} min) on ${process.platform}/${process.arch}, ${os.cpus().length} shared CPUs, Node ${process.version}, PostgreSQL, ${TENANTS.toLocaleString('en')} tenants and 200,000 menus (bench/dataset.ts). One app instance as \`npm start\` serves it (scripts/server.ts: Next's production handler behind its node:http server, with its page cache; NODE_OPTIONS \`${START_ENV.NODE_OPTIONS}\` and MALLOC_ARENA_MAX=${START_ENV.MALLOC_ARENA_MAX ?? 'unset'} as npm start gives them), without REDIS_URL. Each row: autocannon in its own process, ${CONNECTIONS} connections, no pipelining, ${WARMUP_SECONDS} s warm-up then ${SECONDS} s measured, 10 s request timeout, no Accept-Encoding (identity bodies, also for the references); autocannon's body string, which only its body checks read, is not built (bench/load.ts: decoding the non-ASCII bytes of a page into it capped the load generator, not the server). Latencies in ms; errors are responses outside 2xx/3xx plus connection errors and timeouts. The machine is shared with other agents' test runs: expect noise of ±20% between runs; the ratios come from rows measured minutes apart in one run.`,
    '',
    'References:',
    `- (a) ${reference_a.kind} \`${reference_a.path}\` (${reference_a.bytes.toLocaleString('en')} bytes; \`/\` is ${homeBytes.toLocaleString('en')} bytes), served by the same server: what Next answers from the build output without rendering — the limit for a page. ${reference_a.kind === 'prerendered page' ? '' : "The build has no prerendered public page (every public page renders per request for its CSP nonce, scripts/page-cache.ts), and Next's own prerendered outputs (/_global-error, /icon.svg) are a few hundred bytes to 9 kB; the build's static file closest in size to `/` is the honest stand-in: same server, same Next router, no render, a similar number of bytes."}`,
    '- (b) bench/reference-server.ts: a bare node:http server calling the same query functions (db/queries) with the same query schemas, the same pg pool settings (db/client.ts) and the same JSON (publicList), without Next and without any cache — the limit of the work itself. For the admin row it runs listMenus for the same admin without the token check.',
    "- (c) the same app endpoint with one query repeated, i.e. served from its cache — the framework's own cost.",
    '',
    '| row | req/s | p50 | p95 | p99 | errors | ratio (reference) |',
    '|---|---|---|---|---|---|---|',
    row('a'),
    row('home', ['a']),
    row('tenantList', ['a']),
    row('reko', ['a']),
    row('slugSame', ['a']),
    row('slugDistinct', ['a', 'slugSame']),
    row('tenantSearch', ['a', 'tenantSearch:c']),
    row('tenantSearch:c', ['a']),
    row('tenantSearchMenu', ['a', 'tenantSearch:c']),
    row('rekoFilters', ['a', 'rekoFilters:c']),
    row('rekoFilters:c', ['a']),
    row('apiMenus', ['apiMenus:b', 'apiMenus:c']),
    row('apiMenus:b'),
    row('apiMenus:c', ['apiMenus:b']),
    row('apiTenants', ['apiTenants:b', 'apiTenants:c']),
    row('apiTenants:b'),
    row('apiTenants:c', ['apiTenants:b']),
    row('admin', ['admin:b']),
    row('admin:b'),
    row('mixed', ['a']),
    '',
    `Ratios are req/s of the row over req/s of the reference named after it. Mixed run responses by status: ${Object.entries(measured.get('mixed')!.statuses)
      .map(([s, n]) => `${s}: ${n}`)
      .join(
        ', ',
      )} (the writes are PATCH /api/v1/menus/{id} price changes by ${manager.email}, each one expiring the public caches).${wrapped.length ? ` Rows whose distinct request list ran out and started over: ${wrapped.join('; ')}.` : ''}`,
    '',
    abuse.markdown,
    '',
    '### Two instances behind a proxy (REDIS_URL shared)',
    '',
    `Two more app instances with REDIS_URL=${REDIS_URL} on the same database, behind bench/proxy.ts (node:http, round robin, keep-alive) on loopback; the same ${os.cpus().length} CPUs serve both instances, the proxy, PostgreSQL and the load generator, so the ceiling here is the machine, not the design.`,
    '',
    '| row | req/s | p50 | p95 | p99 | errors | ratio |',
    '|---|---|---|---|---|---|---|',
    row('scale1'),
    row('scale2', ['scale1']),
    row('scale1api'),
    row('scale2api', ['scale1api']),
    '',
    `Scaling ratio (2 instances / 1 instance through the same proxy): tenant pages ${r('scale2', 'scale1').toFixed(2)}, public menu API ${r('scale2api', 'scale1api').toFixed(2)}.`,
    '',
    "A suspended tenant (admin PATCH /api/v1/tenants/{id} status=suspended on one instance) leaving the other instance's pages, polled every 20 ms from the write's answer: its page answers 404, its name leaves `/tenant?search=`. The tenant is made active again afterwards.",
    '',
    '| write → read | write status | page gone after | list gone after |',
    '|---|---|---|---|',
    ...[withRedis, withoutRedis].map(
      (p) =>
        `| ${p.label} | ${p.writeStatus} | ${p.pageMs ?? '> 20000'} ms | ${p.listWatched ? `${p.listMs ?? '> 20000'} ms` : 'not listed before the write'} |`,
    ),
    '',
    `Server RSS (the single instance's process): ${rssBefore} MB at start; ${rssWarm} MB after its warm-up (${SERVER_WARMUP_SECONDS} s of the mixed run's kind of traffic, other requests than the rows', plus admin lists: ${measured.get('warmup')!.reqPerSec.toFixed(1)} req/s, ${measured.get('warmup')!.errors} errors); peak ${rssPeak} MB (sampled after each row); ${rssEnd} MB at the end of its rows (${rssGrowth >= 0 ? '+' : ''}${rssGrowth.toFixed(1)}% from the warm-up); the second instance ${rssB} MB after the two-instance rows.`,
    '',
    '### Lighthouse (mobile, simulated throttling, median of 3)',
    '',
    `npm \`lighthouse\` CLI with CHROME_PATH=${CHROME_PATH} (headless, --no-sandbox, --disable-gpu), performance category only, against the single instance; each figure is the median of its own ${LIGHTHOUSE_RUNS} runs.`,
    '',
    '| page | performance (runs) | LCP | TBT | CLS |',
    '|---|---|---|---|---|',
    ...lighthouseFigures.map(
      (l) => `| ${l.path} | ${l.performance} (${l.runs.join(', ')}) | ${(l.lcpMs / 1000).toFixed(2)} s | ${l.tbtMs.toFixed(0)} ms | ${l.cls.toFixed(3)} |`,
    ),
    '',
    '### First-load JavaScript (bench/page-weight.ts, gzip level 9)',
    '',
    '| page | external scripts (first-load JS) | inline scripts (RSC payload) | HTML |',
    '|---|---|---|---|',
    ...weights.map(
      (w) => `| ${w.path} | ${(w.scriptGzip / 1024).toFixed(1)} kB | ${(w.inlineGzip / 1024).toFixed(1)} kB | ${(w.htmlGzip / 1024).toFixed(1)} kB |`,
    ),
    '',
    '## Targets (issue 11)',
    '',
    '| target | measured | result |',
    '|---|---|---|',
    ...targets.map((t) => `| ${t.join(' | ')} |`),
    '',
    explainReport(explained),
  ].join('\n');
  const resultsFile = path.join(root, 'bench', 'results.md');
  const previous = fs.existsSync(resultsFile) ? fs.readFileSync(resultsFile, 'utf8') : '';
  const soakAt = previous.search(/^## Soak:/m);
  fs.writeFileSync(resultsFile, `${top.trimEnd()}\n\n${soakAt >= 0 ? previous.slice(soakAt) : ''}`.trimEnd() + '\n');
  log(`written to bench/results.md in ${(totalSeconds / 60).toFixed(1)} min`);
  for (const t of targets) log(`${t[2]} ${t[0]}: ${t[1]}`);
}

main()
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(async () => {
    for (const child of children) await stop(child);
  });
