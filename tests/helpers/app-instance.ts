// An extra instance of the app for tests that need their own configuration (no TRUST_PROXY, a database behind a
// proxy that a test can cut): the same production build and the same server as `npm start` (scripts/server.ts),
// on its own free port, with its own throw-away database (PGlite folder, or a PostgreSQL database when
// DATABASE_URL is set) or a given DATABASE_URL. Needs a production build (`npm test` makes one before API tests).
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { migrateDatabase, openDatabase } from '@/db/client';
import { seedDatabase } from '@/db/seed';
import { cloneTemplate, templateFromEnv } from './template';

const root = process.cwd();

export interface AppInstance {
  baseUrl: string;
  port: number;
  /** What the instance printed so far (for failure messages). */
  log: () => string;
  stop: () => Promise<void>;
}

export interface AppInstanceOptions {
  /** Extra environment; `undefined` removes a variable inherited from the test process (e.g. TRUST_PROXY). */
  env?: Record<string, string | undefined>;
  /** Use this database instead of a throw-away one. */
  databaseUrl?: string;
  /** Migrate and seed `databaseUrl` first (a throw-away database is always migrated and seeded). Default false. */
  prepare?: boolean;
  /**
   * 'start': serve as `npm start` does (scripts/start.ts: build check, migration, legacy-file import and seed of an
   * empty database in the serving process itself, then scripts/server.ts). Default 'server': scripts/server.ts only.
   */
  script?: 'server' | 'start';
}

/** Whether something accepts TCP connections at the URL's host and port (e.g. a PostgreSQL or Redis server). */
export function tcpReachable(url: string, defaultPort: number): Promise<boolean> {
  const target = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: target.hostname, port: Number(target.port || defaultPort) });
    socket.setTimeout(2000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A migrated and seeded throw-away PostgreSQL database on the server of `baseUrl`. */
export async function createThrowawayPostgres(baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  // The runner's template (already migrated and seeded) is cloned when it lives on the same server.
  const template = templateFromEnv();
  if (template?.kind === 'postgres' && template.adminUrl && new URL(template.adminUrl).host === new URL(baseUrl).host) {
    const clone = await cloneTemplate(template, os.tmpdir());
    return { url: clone.env.DATABASE_URL!, drop: clone.drop };
  }
  const name = `kuliner_i_${crypto.randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ url: baseUrl, poolSize: 1 });
  await admin.exec(`CREATE DATABASE ${name}`);
  await admin.close();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolSize: 2 });
  try {
    await migrateDatabase(handle);
    await seedDatabase(handle.db, { demo: true, demoPasswords: 'published' });
  } finally {
    await handle.close();
  }
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = await openDatabase({ url: baseUrl, poolSize: 1 });
      await dropper.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.close();
    },
  };
}

async function waitForHealth(baseUrl: string, child: ChildProcess, log: () => string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app instance exited with code ${child.exitCode}:\n${log()}`);
    try {
      const res = await fetch(`${baseUrl}/api/v1/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`the app instance did not become healthy in time:\n${log()}`);
}

export async function startAppInstance(options: AppInstanceOptions = {}): Promise<AppInstance> {
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'kuliner-instance-'));
  let dbEnv: Record<string, string | undefined>;
  let cleanupDb = async () => {};
  if (options.databaseUrl) {
    if (options.prepare) {
      const handle = await openDatabase({ url: options.databaseUrl, poolSize: 2 });
      try {
        await migrateDatabase(handle);
        await seedDatabase(handle.db, { demo: true, demoPasswords: 'published' });
      } finally {
        await handle.close();
      }
    }
    dbEnv = { DATABASE_URL: options.databaseUrl, PGLITE_DATA_DIR: undefined };
  } else if (process.env.DATABASE_URL) {
    const created = await createThrowawayPostgres(process.env.DATABASE_URL);
    dbEnv = { DATABASE_URL: created.url, PGLITE_DATA_DIR: undefined };
    cleanupDb = created.drop;
  } else if (templateFromEnv()?.kind === 'pglite') {
    const clone = await cloneTemplate(templateFromEnv()!, scratch);
    dbEnv = { DATABASE_URL: undefined, PGLITE_DATA_DIR: clone.env.PGLITE_DATA_DIR };
  } else {
    const dataDir = path.join(scratch, 'pglite');
    const handle = await openDatabase({ dataDir });
    try {
      await migrateDatabase(handle);
      await seedDatabase(handle.db, { demo: true, demoPasswords: 'published' });
    } finally {
      await handle.close();
    }
    dbEnv = { DATABASE_URL: undefined, PGLITE_DATA_DIR: dataDir };
  }

  const secret = process.env.TEST_AUTH_SECRET || 'test-secret-for-ci-at-least-32-bytes-long';
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOSTNAME: undefined,
    AUTH_SECRET: secret,
    NEXTAUTH_SECRET: secret,
    NEXTAUTH_URL: baseUrl,
    UPLOAD_DIR: path.join(scratch, 'uploads'),
    NEXT_TELEMETRY_DISABLED: '1',
    TRUST_PROXY: undefined,
    // scripts/start.ts refuses a production start without a strong super admin password.
    ...(options.script === 'start' ? { ADMIN_PASSWORD: 'galunggung-1982-kopi-tasik' } : {}),
    ...dbEnv,
    ...options.env,
  };
  for (const key of Object.keys(env)) if (env[key] === undefined) delete env[key];

  const child = spawn(
    path.join(root, 'node_modules', '.bin', 'tsx'),
    ['--tsconfig', path.join(root, 'tsconfig.scripts.json'), path.join(root, 'scripts', options.script === 'start' ? 'start.ts' : 'server.ts')],
    {
      cwd: root,
      env: env as NodeJS.ProcessEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const append = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const log = () => output;

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    await cleanupDb().catch((err) => console.error('[app-instance] dropping the database failed:', err));
    fs.rmSync(scratch, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseUrl, child, log);
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseUrl, port, log, stop };
}
