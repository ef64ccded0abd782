// npm test: the whole suite on one database (PGlite by default, PostgreSQL when DATABASE_URL is set).
// 1) unit + database tests, 2) builds the app when the sources changed, 3) starts it on a fresh migrated and
// seeded database, 4) API tests over HTTP and Playwright journeys in Debian's Chromium, 5) cleans up.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrateDatabase, openDatabase } from '../db/client';
import { seedDatabase } from '../db/seed';

type Env = Record<string, string | undefined>;
const root = process.cwd();
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const reportsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kuliner-test-'));
const only = new Set((process.env.TEST_ONLY || 'unit,db,api,e2e').split(',').map((s) => s.trim()));
const extraArgs = process.argv.slice(2);

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}
const tally: Tally = { passed: 0, failed: 0, skipped: 0 };
const failedSteps: string[] = [];

function run(cmd: string, args: string[], env: Env = {}): number {
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } as NodeJS.ProcessEnv });
  return res.status ?? 1;
}

function addVitest(file: string) {
  try {
    const r = JSON.parse(fs.readFileSync(file, 'utf8'));
    tally.passed += r.numPassedTests ?? 0;
    tally.failed += (r.numFailedTests ?? 0) + (r.numFailedTestSuites && !r.numFailedTests ? r.numFailedTestSuites : 0);
    tally.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  } catch {
    tally.failed += 1;
  }
}

function addPlaywright(file: string) {
  try {
    const r = JSON.parse(fs.readFileSync(file, 'utf8'));
    tally.passed += (r.stats?.expected ?? 0) + (r.stats?.flaky ?? 0);
    tally.failed += r.stats?.unexpected ?? 0;
    tally.skipped += r.stats?.skipped ?? 0;
  } catch {
    tally.failed += 1;
  }
}

function vitest(projects: string[], env: Env = {}): number {
  const out = path.join(reportsDir, `vitest-${projects.join('-')}.json`);
  const args = ['run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...extraArgs];
  const code = run(bin('vitest'), args, env);
  addVitest(out);
  if (code !== 0) failedSteps.push(`vitest ${projects.join(',')}`);
  return code;
}

function ensureChromium(): string {
  const candidate = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (fs.existsSync(candidate)) return candidate;
  console.log('[test] Debian chromium is missing; installing it with apt-get...');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const update = spawnSync(sudo[0] ?? 'apt-get', [...sudo.slice(1), ...(sudo.length ? ['apt-get'] : []), 'update', '-qq'], { stdio: 'inherit' });
  const install = spawnSync(sudo[0] ?? 'apt-get', [...(sudo.length ? ['apt-get'] : []), 'install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (update.status !== 0 || install.status !== 0 || !fs.existsSync(candidate)) {
    throw new Error('Could not install Debian chromium (apt-get install chromium). Install it, or set CHROMIUM_PATH.');
  }
  return candidate;
}

/** A fingerprint of everything that goes into the production build. */
function sourceHash(): string {
  const hash = crypto.createHash('sha256');
  const entries = ['app', 'components', 'lib', 'db', 'types', 'public', 'middleware.ts', 'instrumentation.ts', 'next.config.mjs', 'postcss.config.mjs', 'tsconfig.json', 'package-lock.json'];
  const walk = (p: string) => {
    if (!fs.existsSync(p)) return;
    const stat = fs.statSync(p);
    if (stat.isDirectory()) {
      for (const child of fs.readdirSync(p).sort()) walk(path.join(p, child));
    } else if (!/\.test\.tsx?$/.test(p)) {
      hash.update(p);
      hash.update(fs.readFileSync(p));
    }
  };
  for (const e of entries) walk(path.join(root, e));
  return hash.digest('hex');
}

function ensureBuild(): void {
  const stampFile = path.join(root, '.next', 'source-hash');
  const current = sourceHash();
  const built = fs.existsSync(path.join(root, '.next', 'BUILD_ID')) && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === current;
  if (built) {
    console.log('[test] production build is up to date');
    return;
  }
  console.log('[test] building the app (next build)...');
  const code = run(process.execPath, [nextBin, 'build'], { NEXT_TELEMETRY_DISABLED: '1' });
  if (code !== 0) throw new Error('next build failed');
  fs.writeFileSync(stampFile, current);
}

async function waitForHealth(url: string, server: ChildProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the app exited with code ${server.exitCode}`);
    try {
      const res = await fetch(`${url}/api/v1/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the app did not become healthy in time');
}

async function main(): Promise<number> {
  const started = Date.now();
  const baseDbUrl = process.env.DATABASE_URL;
  console.log(`[test] database: ${baseDbUrl ? 'PostgreSQL' : 'PGlite'}`);

  // 1. Pure and database tests (each database test makes its own throw-away database).
  const early = ['unit', 'db'].filter((p) => only.has(p));
  if (early.length) vitest(early);

  if (!only.has('api') && !only.has('e2e')) return finish(started);

  // 2. Browser and build.
  const chromium = only.has('e2e') ? ensureChromium() : undefined;
  ensureBuild();

  // 3. A fresh database for the running app.
  const port = Number(process.env.TEST_PORT || 3100);
  const baseUrl = `http://localhost:${port}`;
  const runId = crypto.randomBytes(4).toString('hex');
  const uploadDir = path.join(reportsDir, 'uploads');
  let appDbEnv: Env;
  let cleanupDb: () => Promise<void>;
  if (baseDbUrl) {
    const name = `kuliner_e2e_${runId}`;
    const admin = await openDatabase({ url: baseDbUrl, poolSize: 1 });
    await admin.exec(`CREATE DATABASE ${name}`);
    await admin.close();
    const url = new URL(baseDbUrl);
    url.pathname = `/${name}`;
    appDbEnv = { DATABASE_URL: url.toString() };
    cleanupDb = async () => {
      const dropper = await openDatabase({ url: baseDbUrl, poolSize: 1 });
      await dropper.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.close();
    };
  } else {
    const dir = path.join(root, '.data', `test-${runId}`);
    appDbEnv = { PGLITE_DATA_DIR: dir, DATABASE_URL: '' };
    cleanupDb = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  const handle = await openDatabase({ url: appDbEnv.DATABASE_URL || undefined, dataDir: appDbEnv.PGLITE_DATA_DIR });
  await migrateDatabase(handle);
  // The API and browser tests log in as the README's demo accounts, whatever the database.
  await seedDatabase(handle.db, { demo: true, demoPasswords: 'published' });
  await handle.close();

  // At least 32 bytes: the production server refuses shorter signing secrets.
  const secret = 'test-secret-for-ci-at-least-32-bytes-long';
  const appEnv: Env = {
    ...process.env,
    ...appDbEnv,
    PORT: String(port),
    AUTH_SECRET: secret,
    NEXTAUTH_SECRET: secret,
    NEXTAUTH_URL: baseUrl,
    UPLOAD_DIR: uploadDir,
    NEXT_TELEMETRY_DISABLED: '1',
    // The API tests send X-Forwarded-For per login to keep rate-limit buckets apart: one trusted proxy hop.
    TRUST_PROXY: '1',
    // The whole suite registers and refreshes from this machine; the per-address limits are tested on their own
    // instance (tests/api/limits.test.ts).
    REGISTER_MAX_PER_ADDRESS: '100000',
    REFRESH_MAX_PER_ADDRESS: '100000',
    // A short refresh-token grace window, so API tests can show reuse detection after it.
    REFRESH_REUSE_GRACE_SECONDS: '2',
  };
  if (!appDbEnv.DATABASE_URL) delete appEnv.DATABASE_URL;
  console.log(`[test] starting the app on ${baseUrl}`);
  // The same server as `npm start` (scripts/server.ts: Next behind a small node:http server).
  const server = spawn(bin('tsx'), ['--tsconfig', path.join(root, 'tsconfig.scripts.json'), path.join(root, 'scripts', 'server.ts')], { env: appEnv as NodeJS.ProcessEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  const log = fs.createWriteStream(path.join(reportsDir, 'server.log'));
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);
  try {
    await waitForHealth(baseUrl, server);
    const testEnv = { TEST_BASE_URL: baseUrl, TEST_AUTH_SECRET: secret, ...(chromium ? { CHROMIUM_PATH: chromium } : {}) };
    // API tests talk to the app over HTTP only; DATABASE_URL stays the server's business.
    if (only.has('api')) vitest(['api'], testEnv);
    if (only.has('e2e')) {
      const out = path.join(reportsDir, 'playwright.json');
      const code = run(bin('playwright'), ['test', ...extraArgs], { ...testEnv, PLAYWRIGHT_JSON: out });
      addPlaywright(out);
      if (code !== 0) failedSteps.push('playwright');
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1000));
    if (server.exitCode === null) server.kill('SIGKILL');
    await cleanupDb().catch((err) => console.error('[test] cleanup failed:', err));
    if (failedSteps.length) {
      const tail = fs.readFileSync(path.join(reportsDir, 'server.log'), 'utf8').split('\n').slice(-60).join('\n');
      console.log(`\n[test] last lines of the app's log (${path.join(reportsDir, 'server.log')}):\n${tail}`);
    }
  }
  return finish(started);
}

function finish(started: number): number {
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`\n[test] finished in ${seconds}s${failedSteps.length ? `; failing steps: ${failedSteps.join(', ')}` : ''}`);
  console.log(`${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`);
  return failedSteps.length || tally.failed ? 1 : 0;
}

main()
  .then((code) => process.exit(code))
  .catch((err) => {
    console.error('[test]', err);
    console.log(`${tally.passed} passed, ${tally.failed + 1} failed, ${tally.skipped} skipped`);
    process.exit(1);
  });
