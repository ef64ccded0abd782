// npm test: the whole suite on one database (PGlite by default, PostgreSQL when DATABASE_URL is set).
// 1) unit + database tests, 2) builds the app when the sources changed, 3) migrates and seeds one template database
// and starts one app per clone of it (API tests; each Playwright worker), 4) API tests over HTTP and Playwright
// journeys in Debian's Chromium, side by side, 5) cleans up. PLAYWRIGHT_WORKERS (default 2), TEST_SIDE_BY_SIDE=1.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cloneTemplate, createTemplate, type DatabaseTemplate } from '../tests/helpers/template';
import { ensureProductionBuild } from './production-build';

type Env = Record<string, string | undefined>;
const root = process.cwd();
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const reportsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kuliner-test-'));
/** PGlite template and clones (removed at the end). */
const scratchDir = path.join(root, '.data', `test-${crypto.randomBytes(4).toString('hex')}`);
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

/** One app instance: the same server as `npm start` (scripts/server.ts: Next behind a small node:http server). */
interface Instance {
  baseUrl: string;
  logFile: string;
  stop: () => Promise<void>;
}

// At least 32 bytes: the production server refuses shorter signing secrets.
const secret = 'test-secret-for-ci-at-least-32-bytes-long';

async function startInstance(label: string, port: number, template: DatabaseTemplate): Promise<Instance> {
  const baseUrl = `http://localhost:${port}`;
  const clone = await cloneTemplate(template, scratchDir);
  const appEnv: Env = {
    ...process.env,
    DATABASE_URL: undefined,
    PGLITE_DATA_DIR: undefined,
    ...clone.env,
    PORT: String(port),
    AUTH_SECRET: secret,
    NEXTAUTH_SECRET: secret,
    NEXTAUTH_URL: baseUrl,
    UPLOAD_DIR: path.join(reportsDir, `uploads-${label}`),
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
  for (const key of Object.keys(appEnv)) if (appEnv[key] === undefined) delete appEnv[key];
  const server = spawn(bin('tsx'), ['--tsconfig', path.join(root, 'tsconfig.scripts.json'), path.join(root, 'scripts', 'server.ts')], {
    env: appEnv as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logFile = path.join(reportsDir, `server-${label}.log`);
  const log = fs.createWriteStream(logFile);
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      const timer = setTimeout(() => server.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    await clone.drop().catch((err) => console.error(`[test] dropping the ${label} database failed:`, err));
  };
  try {
    await waitForHealth(baseUrl, server);
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseUrl, logFile, stop };
}

/** Runs a command without blocking the runner; `logFile` set: its output goes there (printed once it ends). */
function runAsync(cmd: string, args: string[], env: Env, logFile?: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { env: { ...process.env, ...env } as NodeJS.ProcessEnv, stdio: logFile ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (logFile) {
      const out = fs.createWriteStream(logFile);
      child.stdout?.pipe(out);
      child.stderr?.pipe(out);
    }
    child.on('error', () => resolve(1));
    child.on('close', (code) => resolve(code ?? 1));
  });
}

async function main(): Promise<number> {
  const started = Date.now();
  const phase = (name: string, since: number) => console.log(`[test] ${name} took ${Math.round((Date.now() - since) / 1000)}s`);
  const baseDbUrl = process.env.DATABASE_URL;
  console.log(`[test] database: ${baseDbUrl ? 'PostgreSQL' : 'PGlite'}`);

  // 1. Pure and database tests (each database test file gets its own clone of a once-migrated database).
  const early = ['unit', 'db'].filter((p) => only.has(p));
  if (early.length) {
    const t0 = Date.now();
    vitest(early);
    phase(early.join('+'), t0);
  }

  if (!only.has('api') && !only.has('e2e')) return finish(started);

  // 2. Browser and build.
  const chromium = only.has('e2e') ? ensureChromium() : undefined;
  const tBuild = Date.now();
  ensureProductionBuild(root, (line) => console.log(`[test] ${line}`));
  phase('build check', tBuild);

  // 3. One migrated and seeded template database, cloned for every app instance: one for the API tests and one per
  // Playwright worker, so parallel workers never see each other's data.
  const tStart = Date.now();
  const template = await createTemplate({ adminUrl: baseDbUrl, scratchDir });
  const port = Number(process.env.TEST_PORT || 3100);
  const workers = Math.max(1, Number(process.env.PLAYWRIGHT_WORKERS || 2));
  const instances: Instance[] = [];
  const failed: string[] = [];
  try {
    const labels = [...(only.has('api') ? ['api'] : []), ...(only.has('e2e') ? Array.from({ length: workers }, (_, i) => `e2e-${i}`) : [])];
    console.log(`[test] starting ${labels.length} app instance(s) from ports ${port}`);
    instances.push(...(await Promise.all(labels.map((label, i) => startInstance(label, port + i, template)))));
    phase('database template and app start', tStart);
    const byLabel = new Map(labels.map((label, i) => [label, instances[i]!]));
    const common = {
      TEST_AUTH_SECRET: secret,
      TEST_DB_TEMPLATE: JSON.stringify({ kind: template.kind, adminUrl: template.adminUrl, name: template.name }),
      ...(chromium ? { CHROMIUM_PATH: chromium } : {}),
    };
    // API tests, then the browser journeys, each against their own instances. TEST_SIDE_BY_SIDE=1 runs them at the
    // same time: on a 2-core machine that was slower (1003 s against 844 s for the whole suite) and loads the CPU
    // enough to stretch timing-sensitive tests, so one after the other is the default. The fuzz test is the one
    // exception: it alone made up most of the API step (about 60 s of server-bound requests), while the browser
    // journeys keep the machine only half busy, so in a whole run it goes on against the API instance, at a gentler
    // concurrency, while the journeys run.
    const serial = process.env.TEST_SIDE_BY_SIDE !== '1' || !only.has('api') || !only.has('e2e');
    const fuzzAlongside = serial && only.has('api') && only.has('e2e') && extraArgs.length === 0;
    const FUZZ_FILE = 'tests/api/fuzz.test.ts';
    const tests: Promise<void>[] = [];
    const runVitestApi = (label: string, args: string[], env: Record<string, string>, log?: string) => {
      const out = path.join(reportsDir, `vitest-${label}.json`);
      const t0 = Date.now();
      return runAsync(bin('vitest'), ['run', '--project', 'api', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...args], env, log).then(
        (code) => {
          if (log) console.log(`\n[test] ${label} (vitest) output:\n${fs.readFileSync(log, 'utf8')}`);
          phase(label, t0);
          addVitest(out);
          if (code !== 0) {
            failedSteps.push(`vitest ${label}`);
            failed.push('api');
          }
        },
      );
    };
    if (only.has('api')) {
      const env = { ...common, TEST_BASE_URL: byLabel.get('api')!.baseUrl };
      const done = runVitestApi(
        'API tests',
        [...(fuzzAlongside ? ['--exclude', FUZZ_FILE] : []), ...extraArgs],
        env,
        serial ? undefined : path.join(reportsDir, 'api-tests.log'),
      );
      if (serial) await done;
      tests.push(done);
      if (fuzzAlongside) tests.push(runVitestApi('fuzz test', [FUZZ_FILE], { ...env, FUZZ_CONCURRENCY: '2' }, path.join(reportsDir, 'fuzz.log')));
    }
    if (only.has('e2e')) {
      const urls = Array.from({ length: workers }, (_, i) => byLabel.get(`e2e-${i}`)!.baseUrl);
      const out = path.join(reportsDir, 'playwright.json');
      const t0 = Date.now();
      const done = runAsync(bin('playwright'), ['test', ...extraArgs], {
        ...common,
        TEST_BASE_URL: urls[0],
        E2E_BASE_URLS: urls.join(','),
        PLAYWRIGHT_JSON: out,
      }).then((code) => {
        phase(`Playwright (${workers} workers)`, t0);
        addPlaywright(out);
        if (code !== 0) {
          failedSteps.push('playwright');
          failed.push('e2e');
        }
      });
      tests.push(done);
    }
    await Promise.all(tests);
  } finally {
    await Promise.all(instances.map((i) => i.stop()));
    await template.drop().catch((err) => console.error('[test] dropping the template failed:', err));
    fs.rmSync(scratchDir, { recursive: true, force: true });
    for (const instance of instances) {
      const label = path.basename(instance.logFile, '.log').replace(/^server-/, '');
      if (!failed.some((f) => label.startsWith(f))) continue;
      const tail = fs.readFileSync(instance.logFile, 'utf8').split('\n').slice(-60).join('\n');
      console.log(`\n[test] last lines of the ${label} app's log (${instance.logFile}):\n${tail}`);
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
