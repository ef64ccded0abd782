// npm run bench:soak: a soak test of the production server. Starts `npm start` (scripts/start.ts, NODE_ENV=production)
// on its own port against a throw-away PostgreSQL database (migrated, seeded with the demo data), warms up, then
// runs SOAK_SECONDS (default 300) of mixed traffic at SOAK_CONNECTIONS (default 50) concurrent connections: public
// reads, logins (some with wrong passwords), manager menu creates and edits, registrations with a new tenant, and
// admin approvals of those menus and tenants. Every response is counted by status; every acknowledged write is
// recorded and afterwards checked against the database (nothing lost, nothing extra); the server's resident memory
// is sampled after the warm-up and at the end. The figures are appended to bench/results.md.
// Needs a production build (made when missing) and PostgreSQL (BENCH_DATABASE_URL / DATABASE_URL, default local).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '../db/client';
import { seedDatabase, DEMO_DEFAULTS } from '../db/seed';
import { startEnv } from './start-options';

const root = process.cwd();
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const baseDbUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const port = Number(process.env.SOAK_PORT || 3310);
const base = `http://127.0.0.1:${port}`;
const SECONDS = Number(process.env.SOAK_SECONDS || 300);
const WARMUP_SECONDS = Number(process.env.SOAK_WARMUP_SECONDS || 120);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS || 50);
const REQUEST_TIMEOUT_MS = 30_000;
const MANAGER_PASSWORD = DEMO_DEFAULTS.managerPassword;
const NEW_PASSWORD = 'Soak-Rahasia-2026!';

type Status = number | 'network-error';

interface Tally {
  byStatus: Map<Status, number>;
  byAction: Map<string, number>;
  unexpected: Map<string, number>;
  latencies: number[];
}

function newTally(): Tally {
  return { byStatus: new Map(), byAction: new Map(), unexpected: new Map(), latencies: [] };
}

let tally = newTally();
const bump = <K>(m: Map<K, number>, k: K) => m.set(k, (m.get(k) ?? 0) + 1);

/** The writes the server acknowledged, to check against the database afterwards. */
const ledger = {
  /** Menus a manager created and then only edited: id -> the last acknowledged name and price. */
  editedMenus: new Map<number, { name: string; price: number }>(),
  /** Menus a manager created and handed to the admin: id -> approved (true once the admin's 200 arrived). */
  reviewMenus: new Map<number, boolean>(),
  /** Tenants created by newly registered managers: id -> approved. */
  tenants: new Map<number, boolean>(),
  /** Registered manager emails. */
  registered: new Set<string>(),
};
const menusToApprove: number[] = [];
const tenantsToApprove: number[] = [];

const runId = crypto.randomBytes(3).toString('hex');
const unique = () => `${runId}${Date.now().toString(36)}${crypto.randomBytes(2).toString('hex')}`;
const randomIp = () => `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;
const pick = <T>(items: readonly T[]): T => items[crypto.randomInt(items.length)]!;

interface Reply {
  status: Status;
  body: any;
}

async function call(
  action: string,
  pathname: string,
  init: { method?: string; token?: string; body?: unknown; ip?: string } = {},
  expected: number[] = [200],
): Promise<Reply> {
  const headers: Record<string, string> = { 'x-forwarded-for': init.ip ?? randomIp() };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const t0 = performance.now();
  let status: Status;
  let body: any = null;
  try {
    const res = await fetch(`${base}${pathname}`, {
      method: init.method ?? (init.body !== undefined ? 'POST' : 'GET'),
      headers,
      body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    status = res.status;
    const text = await res.text();
    if ((res.headers.get('content-type') ?? '').includes('json')) body = JSON.parse(text);
  } catch {
    status = 'network-error';
  }
  tally.latencies.push(performance.now() - t0);
  bump(tally.byStatus, status);
  bump(tally.byAction, action);
  if (typeof status !== 'number' || !expected.includes(status)) bump(tally.unexpected, `${action} -> ${status}`);
  return { status, body };
}

interface Account {
  email: string;
  token: string;
  tenantId: number;
}

const menuBody = (name: string, price: number) => ({
  name,
  description: 'Menu uji ketahanan.',
  price,
  category: 'main_course',
  spiceLevel: 2,
  preparationTime: 15,
  ingredients: 'Beras, oncom, bawang',
});

/** One connection's loop: a random mix, until the deadline. Each loop edits only the menus it created. */
async function worker(deadline: number, ctx: { managers: Account[]; admin: string; slugs: string[]; tenantIds: number[] }) {
  const own: { id: number; token: string }[] = [];
  while (Date.now() < deadline) {
    const r = crypto.randomInt(100);
    if (r < 55) {
      // Public reads: JSON API and HTML pages.
      const q = crypto.randomInt(7);
      if (q === 0) await call('read menus api', `/api/v1/menus/public?page=${1 + crypto.randomInt(5)}`);
      else if (q === 1)
        await call('read menus api', `/api/v1/menus/public?search=${pick(['nasi', 'baso', 'kopi', 'seblak', 'mie'])}&spiceLevel=${1 + crypto.randomInt(5)}`);
      else if (q === 2) await call('read tenants api', `/api/v1/tenants/public?limit=10&sortBy=${pick(['rating', 'name', 'createdAt'])}`);
      else if (q === 3) await call('read page', '/');
      else if (q === 4) await call('read page', `/rekomendasi-menu?search=${pick(['nasi', 'kopi', 'sate'])}`);
      else if (q === 5) await call('read page', `/tenant/${pick(ctx.slugs)}`);
      else await call('read menus api', `/api/v1/menus/public/tenant/${pick(ctx.tenantIds)}`);
    } else if (r < 70) {
      // Logins: one in four with a wrong password.
      const m = pick(ctx.managers);
      if (crypto.randomInt(4) === 0)
        await call('login (wrong password)', '/api/v1/auth/login', { body: { email: m.email, password: 'Salah-Sandi-123' } }, [401]);
      else await call('login', '/api/v1/auth/login', { body: { email: m.email, password: MANAGER_PASSWORD } });
    } else if (r < 88) {
      // A manager edits (or creates) a menu of their own tenant.
      const m = pick(ctx.managers);
      if (own.length > 0 && crypto.randomInt(3) > 0) {
        const { id, token } = pick(own);
        const name = `Soak Edit ${unique()}`;
        const price = 1000 * (5 + crypto.randomInt(90));
        const res = await call('manager edit menu', `/api/v1/menus/${id}`, { method: 'PATCH', token, body: { name, price } });
        if (res.status === 200) ledger.editedMenus.set(id, { name, price });
      } else {
        const name = `Soak Menu ${unique()}`;
        const price = 1000 * (5 + crypto.randomInt(90));
        const forReview = crypto.randomInt(2) === 0;
        const res = await call('manager create menu', '/api/v1/menus', { token: m.token, body: menuBody(name, price) }, [201]);
        if (res.status === 201) {
          const id = Number(res.body.id);
          if (forReview) {
            ledger.reviewMenus.set(id, false);
            menusToApprove.push(id);
          } else {
            ledger.editedMenus.set(id, { name, price });
            own.push({ id, token: m.token });
          }
        }
      }
    } else if (r < 94) {
      // A new manager registers and submits a tenant for approval.
      const s = unique();
      const email = `soak.${s}@example.id`;
      const reg = await call('register', '/api/v1/auth/register', { body: { name: `Soak ${s}`, email, password: NEW_PASSWORD, phone: '081234567890' } }, [201]);
      if (reg.status !== 201) continue;
      ledger.registered.add(email);
      const login = await call('login', '/api/v1/auth/login', { body: { email, password: NEW_PASSWORD } });
      if (login.status !== 200) continue;
      const tenant = await call(
        'manager create tenant',
        '/api/v1/tenants/my-tenant',
        {
          token: login.body.accessToken,
          body: {
            name: `Warung Soak ${s}`,
            slug: `warung-soak-${s}`,
            type: 'restaurant',
            description: 'Warung uji ketahanan.',
            address: 'Jl. HZ. Mustofa No. 10',
            city: 'Tasikmalaya',
            province: 'Jawa Barat',
            postalCode: '46121',
            country: 'Indonesia',
          },
        },
        [201],
      );
      if (tenant.status === 201) {
        ledger.tenants.set(Number(tenant.body.id), false);
        tenantsToApprove.push(Number(tenant.body.id));
      }
    } else {
      // The admin approves a submitted menu or tenant.
      const menuId = menusToApprove.shift();
      if (menuId !== undefined) {
        const res = await call('admin approve menu', `/api/v1/menus/${menuId}/approve`, { method: 'PATCH', token: ctx.admin });
        if (res.status === 200) ledger.reviewMenus.set(menuId, true);
      }
      const tenantId = tenantsToApprove.shift();
      if (tenantId !== undefined) {
        const res = await call('admin approve tenant', `/api/v1/tenants/${tenantId}/approve`, { method: 'PATCH', token: ctx.admin });
        if (res.status === 200) ledger.tenants.set(tenantId, true);
      }
      if (menuId === undefined && tenantId === undefined)
        await call('admin list pending', '/api/v1/menus?status=pending_approval&limit=20', { token: ctx.admin });
    }
  }
}

function rssMb(pid: number): number {
  try {
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);
  } catch {
    return 0;
  }
}

/** The process of the tree under `pid` (tsx, start.ts, the Next server) with the most resident memory: the server. */
function serverPid(pid: number): number {
  let best = pid;
  for (const p of treePids(pid)) if (rssMb(p) > rssMb(best)) best = p;
  return best;
}

function treePids(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const out: number[] = [];
  const visit = (p: number) => {
    out.push(p);
    for (const c of children.get(p) ?? []) visit(c);
  };
  visit(pid);
  return out;
}

/** Resident memory of the whole process tree, in MB. */
function treeRssMb(pid: number): number {
  return treePids(pid).reduce((sum, p) => sum + rssMb(p), 0);
}

async function prepareDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `kuliner_soak_${runId}`;
  const admin = await openDatabase({ url: baseDbUrl, poolSize: 1 });
  await admin.exec(`CREATE DATABASE ${name}`);
  await admin.close();
  const url = new URL(baseDbUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolSize: 2 });
  await migrateDatabase(handle);
  await seedDatabase(handle.db, { demo: true, demoPasswords: 'published' });
  await handle.close();
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = await openDatabase({ url: baseDbUrl, poolSize: 1 });
      await dropper.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.close();
    },
  };
}

async function rows<T>(handle: DatabaseHandle, text: string): Promise<T[]> {
  return ((await handle.db.execute(text as never)) as unknown as { rows: T[] }).rows;
}

/** Compares the ledger with the database; returns the problems found (empty: no lost or extra writes). */
async function verify(url: string): Promise<{ problems: string[]; checked: Record<string, number> }> {
  const handle = await openDatabase({ url, poolSize: 1 });
  const problems: string[] = [];
  try {
    const menus = await rows<{ id: number; name: string; price: number; status: string }>(
      handle,
      `select id, name, price::int as price, status::text as status from menus where name like 'Soak %'`,
    );
    const byId = new Map(menus.map((m) => [m.id, m]));
    const expectedIds = new Set([...ledger.editedMenus.keys(), ...ledger.reviewMenus.keys()]);
    for (const m of menus) if (!expectedIds.has(m.id)) problems.push(`menu ${m.id} (${m.name}) is in the database but was never acknowledged`);
    for (const [id, want] of ledger.editedMenus) {
      const got = byId.get(id);
      if (!got) problems.push(`menu ${id} was acknowledged but is missing`);
      else if (got.name !== want.name || got.price !== want.price)
        problems.push(`menu ${id}: last acknowledged ${want.name}/${want.price}, database has ${got.name}/${got.price}`);
    }
    for (const [id, approved] of ledger.reviewMenus) {
      const got = byId.get(id);
      if (!got) problems.push(`menu ${id} was acknowledged but is missing`);
      else if (got.status !== (approved ? 'active' : 'pending_approval'))
        problems.push(`menu ${id}: expected ${approved ? 'active' : 'pending_approval'}, database has ${got.status}`);
    }
    const tenants = await rows<{ id: number; status: string }>(handle, `select id, status::text as status from tenants where slug like 'warung-soak-%'`);
    const tenantById = new Map(tenants.map((t) => [t.id, t]));
    for (const t of tenants) if (!ledger.tenants.has(t.id)) problems.push(`tenant ${t.id} is in the database but was never acknowledged`);
    for (const [id, approved] of ledger.tenants) {
      const got = tenantById.get(id);
      if (!got) problems.push(`tenant ${id} was acknowledged but is missing`);
      else if (got.status !== (approved ? 'active' : 'pending_approval'))
        problems.push(`tenant ${id}: expected ${approved ? 'active' : 'pending_approval'}, database has ${got.status}`);
    }
    const users = await rows<{ email: string }>(handle, `select email from users where email like 'soak.%'`);
    for (const u of users) if (!ledger.registered.has(u.email)) problems.push(`user ${u.email} is in the database but its registration was never acknowledged`);
    const emails = new Set(users.map((u) => u.email));
    for (const e of ledger.registered) if (!emails.has(e)) problems.push(`user ${e} was registered but is missing`);
    return {
      problems,
      checked: {
        menusEdited: ledger.editedMenus.size,
        menusReviewed: ledger.reviewMenus.size,
        menusApproved: [...ledger.reviewMenus.values()].filter(Boolean).length,
        tenants: ledger.tenants.size,
        tenantsApproved: [...ledger.tenants.values()].filter(Boolean).length,
        registrations: ledger.registered.size,
      },
    };
  } finally {
    await handle.close();
  }
}

async function setup(url: string) {
  const handle = await openDatabase({ url, poolSize: 1 });
  try {
    const managers = await rows<{ email: string; tenant_id: number }>(
      handle,
      `select u.email, t.id as tenant_id from users u join tenants t on t.owner_id = u.id where u.status = 'active' and t.status = 'active' order by u.id`,
    );
    // The tenants the public pages list (publiclyListedTenant): active, with at least one active menu; the others are a 404.
    const slugs = (await rows<{ slug: string }>(handle, `select slug from tenants where status = 'active' and active_menu_count > 0`)).map((r) => r.slug);
    const accounts: Account[] = [];
    for (const m of managers) {
      const res = await call('login', '/api/v1/auth/login', { body: { email: m.email, password: MANAGER_PASSWORD } });
      if (res.status !== 200) throw new Error(`setup: login ${m.email} failed with ${res.status}`);
      accounts.push({ email: m.email, token: res.body.accessToken, tenantId: m.tenant_id });
    }
    const admin = await call('login', '/api/v1/auth/login', { body: { email: DEMO_DEFAULTS.staffEmail, password: DEMO_DEFAULTS.staffPassword } });
    if (admin.status !== 200) throw new Error(`setup: admin login failed with ${admin.status}`);
    if (accounts.length === 0) throw new Error('setup: no active manager with an active tenant in the demo data');
    return { managers: accounts, admin: admin.body.accessToken as string, slugs, tenantIds: accounts.map((a) => a.tenantId) };
  } finally {
    await handle.close();
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;
}

async function waitForHealth(server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    if (
      await fetch(`${base}/api/v1/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not become healthy in time');
}

async function main() {
  if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID'))) {
    console.log('[soak] no production build; running next build...');
    const built = spawnSync(process.execPath, [nextBin, 'build'], { stdio: 'inherit' });
    if (built.status !== 0) process.exit(1);
  }
  const db = await prepareDatabase();
  const secret = crypto.randomBytes(48).toString('base64url');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: db.url,
    PORT: String(port),
    AUTH_SECRET: secret,
    NEXTAUTH_SECRET: secret,
    NEXTAUTH_URL: `http://127.0.0.1:${port}`,
    // The database is seeded already, so start.ts seeds nothing; it still demands a strong admin password.
    ADMIN_PASSWORD: crypto.randomBytes(18).toString('base64url'),
    TRUST_PROXY: '1',
    ACCESS_TOKEN_TTL_SECONDS: String(Math.max(3600, 2 * (SECONDS + WARMUP_SECONDS))),
    NEXT_TELEMETRY_DISABLED: '1',
    // As `npm start` runs it (its heap limit, its malloc arenas).
    ...startEnv(root),
  };
  delete env.HOSTNAME;
  const logFile = path.join(root, '.data', `soak-${runId}.log`);
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const log = fs.createWriteStream(logFile);
  const server = spawn(
    path.join(root, 'node_modules', '.bin', 'tsx'),
    ['--tsconfig', path.join(root, 'tsconfig.scripts.json'), path.join(root, 'scripts', 'start.ts')],
    {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so the whole tree (tsx, start.ts, the server) is stopped at the end.
      detached: true,
    },
  );
  server.stdout!.pipe(log);
  server.stderr!.pipe(log);
  let exitCode = 0;
  try {
    await waitForHealth(server);
    const ctx = await setup(db.url);
    console.log(`[soak] ${ctx.managers.length} managers; warm-up ${WARMUP_SECONDS}s at ${CONNECTIONS} connections...`);
    const warmDeadline = Date.now() + WARMUP_SECONDS * 1000;
    await Promise.all(Array.from({ length: CONNECTIONS }, () => worker(warmDeadline, ctx)));
    const warmTally = tally;
    tally = newTally();
    // Judged on the server process itself; the whole tree (with the tsx and start.ts wrappers) is reported too.
    const appPid = serverPid(server.pid!);
    const rssAfterWarmup = rssMb(appPid);
    const treeAfterWarmup = treeRssMb(server.pid!);
    console.log(`[soak] server RSS after warm-up: ${rssAfterWarmup} MB (tree ${treeAfterWarmup} MB); soaking ${SECONDS}s...`);
    const started = Date.now();
    const deadline = started + SECONDS * 1000;
    const samples: number[] = [];
    const sampler = setInterval(() => samples.push(rssMb(appPid)), 10_000);
    await Promise.all(Array.from({ length: CONNECTIONS }, () => worker(deadline, ctx)));
    clearInterval(sampler);
    const elapsed = (Date.now() - started) / 1000;
    const rssEnd = rssMb(appPid);
    const treeEnd = treeRssMb(server.pid!);
    const { problems, checked } = await verify(db.url);

    const total = [...tally.byStatus.values()].reduce((a, b) => a + b, 0);
    const warmTotal = [...warmTally.byStatus.values()].reduce((a, b) => a + b, 0);
    const fiveXx = [...tally.byStatus.entries()].filter(([s]) => typeof s === 'number' && s >= 500).reduce((a, [, n]) => a + n, 0);
    const warmFiveXx = [...warmTally.byStatus.entries()].filter(([s]) => typeof s === 'number' && s >= 500).reduce((a, [, n]) => a + n, 0);
    const networkErrors = (tally.byStatus.get('network-error') ?? 0) + (warmTally.byStatus.get('network-error') ?? 0);
    const lat = [...tally.latencies].sort((a, b) => a - b);
    const rssChange = rssAfterWarmup ? ((rssEnd - rssAfterWarmup) / rssAfterWarmup) * 100 : 0;
    const pass = fiveXx === 0 && warmFiveXx === 0 && networkErrors === 0 && problems.length === 0 && Math.abs(rssChange) <= 20;
    const statusRows = [...tally.byStatus.entries()].sort((a, b) => String(a[0]).localeCompare(String(b[0]))).map(([s, n]) => `| ${s} | ${n} |`);
    const actionRows = [...tally.byAction.entries()].sort((a, b) => b[1] - a[1]).map(([a, n]) => `| ${a} | ${n} |`);
    const unexpected = [...tally.unexpected.entries(), ...[...warmTally.unexpected.entries()].map(([k, n]) => [`(warm-up) ${k}`, n] as const)];
    const section = [
      '',
      `## Soak: ${SECONDS}s of mixed traffic at ${CONNECTIONS} connections (${pass ? 'PASS' : 'FAIL'})`,
      '',
      `Run ${new Date().toISOString()} on ${process.platform}/${process.arch}, Node ${process.version}, PostgreSQL, demo data; \`npm start\` with NODE_ENV=production; ${WARMUP_SECONDS}s warm-up (${warmTotal} requests, ${warmFiveXx} 5xx) first. Mix per request: 55% public reads (API and HTML), 15% logins (a quarter with a wrong password), 18% manager menu creates/edits, 6% registrations with a new tenant, 6% admin approvals.`,
      '',
      `- Requests: ${total} in ${elapsed.toFixed(0)}s (${(total / elapsed).toFixed(0)} req/s); latency p50 ${percentile(lat, 50).toFixed(0)} ms, p95 ${percentile(lat, 95).toFixed(0)} ms, p99 ${percentile(lat, 99).toFixed(0)} ms.`,
      `- 5xx: ${fiveXx}; network errors/timeouts: ${networkErrors}; other unexpected statuses: ${unexpected.length ? unexpected.map(([k, n]) => `${k} ×${n}`).join(', ') : 'none'}.`,
      `- Writes checked against the database afterwards: ${Object.entries(checked)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}; lost or extra writes: ${problems.length}${problems.length ? ` (${problems.slice(0, 5).join('; ')})` : ''}.`,
      `- Server RSS: ${rssAfterWarmup} MB after warm-up, ${rssEnd} MB at the end (${rssChange >= 0 ? '+' : ''}${rssChange.toFixed(1)}%; limit ±20%); max sampled ${Math.max(rssEnd, ...samples)} MB. Whole process tree (with the tsx/start.ts wrappers): ${treeAfterWarmup} MB → ${treeEnd} MB.`,
      `- Server RSS every 10 s during the soak (MB): ${samples.join(', ') || 'none'}.`,
      '',
      '| status | responses |',
      '|---|---|',
      ...statusRows,
      '',
      '| action | requests |',
      '|---|---|',
      ...actionRows,
      '',
    ].join('\n');
    fs.appendFileSync(path.join(root, 'bench', 'results.md'), section);
    console.log(section);
    console.log(`[soak] ${pass ? 'PASS' : 'FAIL'}; appended to bench/results.md (server log: ${logFile})`);
    if (!pass) exitCode = 1;
  } catch (err) {
    console.error('[soak]', err);
    exitCode = 1;
  } finally {
    const group = (signal: NodeJS.Signals) => {
      try {
        process.kill(-server.pid!, signal);
      } catch {
        // already gone
      }
    };
    group('SIGTERM');
    await new Promise((r) => setTimeout(r, 2000));
    group('SIGKILL');
    await db.drop().catch((err) => console.error('[soak] could not drop the database:', err));
  }
  process.exit(exitCode);
}

void main();
