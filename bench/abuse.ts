// The abuse section of `npm run bench` (issue 35 section 1): public pages beside an attack. A bounded reader (2
// connections looping over /, /tenant, /tenant/{slug}, /rekomendasi-menu) first alone (its baseline), then beside each
// bounded attack in turn; for each, the reader's p90 against its baseline and its 5xx / timeouts (target: p90 within
// 3x the baseline, no 5xx, no timeout). Reader and attack are each an autocannon run in their own process
// (bench/load.ts), started together, BENCH_ABUSE_SECONDS (default 12) measured after 1 s of warm-up.
// bench/run.ts runs it on its single instance; alone, against a small throw-away database with the demo catalogue:
//   npm run bench:abuse      (PostgreSQL at BENCH_DATABASE_URL / DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres;
//                             BENCH_ABUSE_ONLY=login60k,uploads runs only those attacks: keys in attacks() below)
// which writes its table into bench/results.md as its own "## Abuse:" section (a full `npm run bench` replaces it).
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import type { LoadConfig, LoadRequest, LoadResult } from './load';

export const ABUSE_SECONDS = Number(process.env.BENCH_ABUSE_SECONDS || 12);
const READER_CONNECTIONS = 2;
/** The issue's target: the reader's p90 beside an attack within this factor of its baseline. */
export const ABUSE_P90_FACTOR = 3;

export interface Attack {
  key: string;
  name: string;
  connections: number;
  requests: LoadRequest[];
  /**
   * Also measured against a bare server that refuses every request at once (the control): an attack that is mostly
   * bytes costs the machine (the load generator, the kernel) whatever the server does, and on one shared machine the
   * reader feels that too; the control row shows that share.
   */
  control?: boolean;
}

export interface AbuseRow {
  attack: Attack;
  attackResult: LoadResult;
  reader: LoadResult;
  /** The attack sent to the bare refusing server instead, beside the same reader of the app. */
  control?: { attackResult: LoadResult; reader: LoadResult };
}

export interface AbuseReport {
  baseline: LoadResult;
  rows: AbuseRow[];
  /** The section's markdown (a heading of `level`, a paragraph, the table). */
  markdown: string;
  /** Every row within the target. */
  ok: boolean;
  /** One line for a targets table. */
  summary: string;
}

export interface AbuseContext {
  origin: string;
  /** A listed tenant's slug (its page renders). */
  slug: string;
  /** A manager's access token (the upload flood). */
  managerToken: string;
  log: (line: string) => void;
  /** Runs one autocannon process (bench/load.ts) and returns its result. */
  runLoad: (config: LoadConfig) => Promise<LoadResult>;
}

const get = (p: string): LoadRequest => ({ path: p });

/** A login body of 60,000 keys (about 770 KB, the issue's request): refused by its shape, with a small answer. */
function manyKeysLogin(): string {
  const keys = Array.from({ length: 60_000 }, (_, i) => `"k${String(i).padStart(5, '0')}":"x"`).join(',');
  return `{"email":"penyerang@example.id","password":"Rahasia123!",${keys}}`;
}

/** A JPEG of random pixels of about 1.8 MB (noise does not compress), as a multipart form with its boundary. */
async function floodImage(): Promise<{ body: Buffer; contentType: string }> {
  let side = 1000;
  let image = Buffer.alloc(0);
  for (let i = 0; i < 6; i++) {
    image = await sharp({
      create: { width: side, height: side, channels: 3, background: { r: 0, g: 0, b: 0 }, noise: { type: 'gaussian', mean: 128, sigma: 64 } },
    })
      .jpeg({ quality: 90 })
      .toBuffer();
    if (Math.abs(image.length - 1.8e6) < 0.1e6) break;
    side = Math.round(side * Math.sqrt(1.8e6 / image.length));
  }
  const boundary = `----kuliner-bench-${crypto.randomBytes(8).toString('hex')}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="banjir.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { body: Buffer.concat([head, image, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function attacks(ctx: Pick<AbuseContext, 'slug' | 'managerToken'>): Promise<Attack[]> {
  const login = manyKeysLogin();
  const upload = await floodImage();
  return [
    {
      key: 'login60k',
      name: `POST /api/v1/auth/login, 60,000-key JSON bodies (${(Buffer.byteLength(login) / 1024).toFixed(0)} KB)`,
      connections: 4,
      requests: [{ method: 'POST', path: '/api/v1/auth/login', headers: { 'content-type': 'application/json' }, body: login }],
      control: true,
    },
    {
      key: 'cacheBust',
      name: `GET /tenant/{slug}?cb=<random> (cache-busting)`,
      connections: 20,
      requests: Array.from({ length: 100_000 }, (_, i) => get(`/tenant/${ctx.slug}?cb=${i}${crypto.randomBytes(3).toString('hex')}`)),
    },
    { key: 'star', name: 'GET * (asterisk-form target)', connections: 4, requests: [get('*')] },
    {
      key: 'nextImage',
      name: 'GET /_next/image?url=…&w=…&q=… (image optimizer)',
      connections: 4,
      requests: Array.from({ length: 1000 }, (_, i) =>
        get(
          `/_next/image?url=${encodeURIComponent('/images/articles/foto-menu-dengan-ponsel.svg')}&w=${[640, 750, 828, 1080, 1200, 1920, 2048, 3840][i % 8]}&q=${50 + (i % 50)}`,
        ),
      ),
    },
    {
      key: 'uploads',
      name: `POST /api/v1/files, ${(upload.body.length / 1e6).toFixed(1)} MB images as a manager (upload flood)`,
      connections: 8,
      requests: [
        {
          method: 'POST',
          path: '/api/v1/files',
          headers: { authorization: `Bearer ${ctx.managerToken}`, 'content-type': upload.contentType },
          bodyBase64: upload.body.toString('base64'),
        },
      ],
      control: true,
    },
  ];
}

const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : 'n/a');
const fiveXx = (r: LoadResult) => Object.entries(r.statuses).reduce((n, [status, count]) => (Number(status) >= 500 ? n + count : n), 0);
const statusList = (r: LoadResult) =>
  Object.entries(r.statuses)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([s, n]) => `${s}: ${n}`)
    .join(', ') || 'none';
const within = (row: AbuseRow, baseline: LoadResult) =>
  row.reader.p90 <= ABUSE_P90_FACTOR * Math.max(baseline.p90, 1) && fiveXx(row.reader) === 0 && row.reader.timeouts === 0;

/** The control: a bare node:http server in this process answering every request 413 at once and closing. */
async function startControlServer(): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(413, { 'content-type': 'application/json', 'content-length': 2, connection: 'close' });
    res.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export async function abuseSection(ctx: AbuseContext, level = '###'): Promise<AbuseReport> {
  const readerRequests = ['/', '/tenant', `/tenant/${ctx.slug}`, '/rekomendasi-menu'].map(get);
  const reader: LoadConfig = { url: ctx.origin, connections: READER_CONNECTIONS, seconds: ABUSE_SECONDS, warmupSeconds: 1, requests: readerRequests };
  const describe = (r: LoadResult) =>
    `${r.reqPerSec.toFixed(1)} req/s, p50 ${ms(r.p50)} ms, p90 ${ms(r.p90)} ms, p99 ${ms(r.p99)} ms, 5xx ${fiveXx(r)}, timeouts ${r.timeouts}`;
  const baseline = await ctx.runLoad(reader);
  ctx.log(`abuse: reader alone: ${describe(baseline)}`);
  const rows: AbuseRow[] = [];
  const only = (process.env.BENCH_ABUSE_ONLY ?? '').split(',').filter(Boolean);
  for (const attack of (await attacks(ctx)).filter((a) => only.length === 0 || only.includes(a.key))) {
    const [readerResult, attackResult] = await Promise.all([
      ctx.runLoad(reader),
      ctx.runLoad({ url: ctx.origin, connections: attack.connections, seconds: ABUSE_SECONDS, warmupSeconds: 1, requests: attack.requests }),
    ]);
    ctx.log(`abuse: beside ${attack.name} (${attackResult.reqPerSec.toFixed(1)} req/s, ${statusList(attackResult)}): reader ${describe(readerResult)}`);
    // What the attack left queued drains before the next one.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    let control: AbuseRow['control'];
    if (attack.control) {
      const bare = await startControlServer();
      try {
        const [controlReader, controlAttack] = await Promise.all([
          ctx.runLoad(reader),
          ctx.runLoad({ url: bare.origin, connections: attack.connections, seconds: ABUSE_SECONDS, warmupSeconds: 1, requests: attack.requests }),
        ]);
        control = { attackResult: controlAttack, reader: controlReader };
        ctx.log(`abuse: control, the same attack on a bare refusing server (${controlAttack.reqPerSec.toFixed(1)} req/s): reader ${describe(controlReader)}`);
      } finally {
        await bare.close();
      }
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
    rows.push({ attack, attackResult, reader: readerResult, control });
  }
  const ok = rows.every((row) => within(row, baseline));
  const table = [
    '| reader beside | attack: connections, req/s, statuses | reader req/s | reader p50 (ms) | reader p90 (ms) | p90 ÷ baseline | reader 5xx / timeouts | result |',
    '|---|---|---|---|---|---|---|---|',
    `| nothing (baseline) | — | ${baseline.reqPerSec.toFixed(1)} | ${ms(baseline.p50)} | ${ms(baseline.p90)} | 1.00 | ${fiveXx(baseline)} / ${baseline.timeouts} | — |`,
    ...rows.flatMap((row) => [
      `| ${row.attack.name} | ${row.attack.connections}, ${row.attackResult.reqPerSec.toFixed(1)}, ${statusList(row.attackResult)} | ${row.reader.reqPerSec.toFixed(1)} | ${ms(row.reader.p50)} | ${ms(row.reader.p90)} | ${(row.reader.p90 / Math.max(baseline.p90, 1)).toFixed(2)} | ${fiveXx(row.reader)} / ${row.reader.timeouts} | ${within(row, baseline) ? 'PASS' : 'FAIL'} |`,
      ...(row.control
        ? [
            `| control: the same attack on a bare server refusing at once (not the app) | ${row.attack.connections}, ${row.control.attackResult.reqPerSec.toFixed(1)}, ${statusList(row.control.attackResult)} | ${row.control.reader.reqPerSec.toFixed(1)} | ${ms(row.control.reader.p50)} | ${ms(row.control.reader.p90)} | ${(row.control.reader.p90 / Math.max(baseline.p90, 1)).toFixed(2)} | ${fiveXx(row.control.reader)} / ${row.control.reader.timeouts} | — |`,
          ]
        : []),
    ]),
  ];
  const markdown = [
    `${level} Public pages beside an attack (issue 35)`,
    '',
    `A reader of ${READER_CONNECTIONS} connections looping over \`/\`, \`/tenant\`, \`/tenant/${ctx.slug}\`, \`/rekomendasi-menu\` (no Accept-Encoding), first alone, then beside each attack in turn, both for ${ABUSE_SECONDS} s after 1 s of warm-up, each in its own autocannon process; 2 s pause between attacks. Target per attack: the reader's p90 within ${ABUSE_P90_FACTOR}x its baseline (a baseline under 1 ms counts as 1 ms), no 5xx and no timeout (10 s). The attack's own answers are expected to be refusals (4xx, 503). For the attacks that are mostly bytes, a control row sends the same attack to a bare node:http server (in the bench's own process) that answers 413 at once and closes: the reader of the app beside it shows what the attack costs the machine (load generator, kernel, shared CPUs) whatever the app does.`,
    '',
    ...table,
  ].join('\n');
  const factor = (r: LoadResult) => `${(r.p90 / Math.max(baseline.p90, 1)).toFixed(1)}x`;
  const summary = rows
    .map((row) => `${row.attack.key} ${factor(row.reader)}${row.control ? ` (control ${factor(row.control.reader)})` : ''}, ${fiveXx(row.reader)} 5xx`)
    .join('; ');
  return { baseline, rows, markdown, ok, summary: `baseline p90 ${ms(baseline.p90)} ms; ${summary}` };
}

// ---------------------------------------------------------------------------------------------------------------
// Alone: npm run bench:abuse
// ---------------------------------------------------------------------------------------------------------------

const root = process.cwd();
const tsxImport = ['--import', 'tsx'];

/** Runs bench/load.ts in its own process with `config`. */
export async function runLoadProcess(config: LoadConfig, children: ChildProcess[] = []): Promise<LoadResult> {
  const file = path.join(os.tmpdir(), `kuliner-abuse-${process.pid}-${crypto.randomBytes(4).toString('hex')}.json`);
  fs.writeFileSync(file, JSON.stringify(config));
  try {
    const out = await new Promise<string>((resolve, reject) => {
      const child = spawn(process.execPath, [...tsxImport, 'bench/load.ts', file], {
        env: { ...process.env, TSX_TSCONFIG_PATH: 'tsconfig.scripts.json' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push(child);
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d: Buffer) => (stdout += d));
      child.stderr.on('data', (d: Buffer) => (stderr += d));
      child.on('exit', (code) => (code === 0 ? resolve(stdout) : reject(new Error(`bench/load.ts exited with ${code}: ${stderr.slice(-2000)}`))));
    });
    return JSON.parse(out.trim().split('\n').pop()!) as LoadResult;
  } finally {
    fs.rmSync(file, { force: true });
  }
}

/** Writes `section` (starting with "## Abuse:") into bench/results.md, replacing the previous one, before the soak sections. */
function writeSection(section: string): void {
  const file = path.join(root, 'bench', 'results.md');
  const previous = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const start = previous.search(/^## Abuse:/m);
  let before = previous;
  let after = '';
  if (start >= 0) {
    const rest = previous.slice(start + 1);
    const next = rest.search(/^## /m);
    before = previous.slice(0, start);
    after = next >= 0 ? rest.slice(next) : '';
  } else {
    const soakAt = previous.search(/^## Soak:/m);
    if (soakAt >= 0) {
      before = previous.slice(0, soakAt);
      after = previous.slice(soakAt);
    }
  }
  fs.writeFileSync(file, `${before.trimEnd()}\n\n${section.trimEnd()}\n\n${after}`.trimStart().trimEnd() + '\n');
}

async function main(): Promise<void> {
  const started = Date.now();
  const log = (line: string) => console.log(`[abuse ${((Date.now() - started) / 1000).toFixed(0).padStart(4)}s] ${line}`);
  const children: ChildProcess[] = [];
  const { ensureProductionBuild } = await import('../scripts/production-build');
  const { migrateDatabase, openDatabase } = await import('../db/client');
  const { DEMO_DEFAULTS, seedDatabase } = await import('../db/seed');
  const { startEnv } = await import('./start-options');
  ensureProductionBuild(root, log);
  const baseUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `kuliner_abuse_${crypto.randomBytes(4).toString('hex')}`;
  const admin = await openDatabase({ url: baseUrl, poolSize: 1 });
  await admin.exec(`CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  let app: ChildProcess | undefined;
  try {
    const handle = await openDatabase({ url: databaseUrl, poolSize: 2 });
    await migrateDatabase(handle);
    await seedDatabase(handle.db, { demo: true, demoPasswords: 'published' });
    const managers = (await handle.db.execute(
      `select u.email from users u join tenants t on t.owner_id = u.id where t.status = 'active' order by u.id limit 1` as never,
    )) as unknown as { rows: { email: string }[] };
    await handle.close();
    log(`database ${name} migrated and seeded with the demo catalogue`);

    const port = Number(process.env.BENCH_PORT || 3500);
    const origin = `http://127.0.0.1:${port}`;
    const out = fs.openSync(path.join(root, '.next', `bench-abuse-${port}.log`), 'w');
    app = spawn(process.execPath, [...tsxImport, 'scripts/server.ts'], {
      env: {
        ...process.env,
        ...startEnv(root),
        TSX_TSCONFIG_PATH: 'tsconfig.scripts.json',
        NEXT_TELEMETRY_DISABLED: '1',
        PORT: String(port),
        HOSTNAME: '127.0.0.1',
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl,
        AUTH_SECRET: crypto.randomBytes(32).toString('hex'),
        NEXTAUTH_URL: origin,
      },
      stdio: ['ignore', out, out],
    });
    children.push(app);
    for (let i = 0; ; i++) {
      if (app.exitCode !== null) throw new Error(`the app exited with ${app.exitCode} (see .next/bench-abuse-${port}.log)`);
      const ok = await fetch(`${origin}/api/v1/health`, { signal: AbortSignal.timeout(2000) })
        .then((r) => r.status < 500)
        .catch(() => false);
      if (ok) break;
      if (i > 400) throw new Error('the app did not start within 2 minutes');
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    const listed = (await (await fetch(`${origin}/api/v1/tenants/public?limit=1`)).json()) as { data: { slug: string }[] };
    const login = await fetch(`${origin}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: managers.rows[0]!.email, password: DEMO_DEFAULTS.managerPassword }),
    });
    if (login.status !== 200) throw new Error(`manager login: HTTP ${login.status} ${await login.text()}`);
    const managerToken = ((await login.json()) as { accessToken: string }).accessToken;
    // The pages once each, so the reader's baseline measures a served site, not its first renders.
    for (const p of ['/', '/tenant', `/tenant/${listed.data[0]!.slug}`, '/rekomendasi-menu']) await (await fetch(`${origin}${p}`)).arrayBuffer();

    const report = await abuseSection({ origin, slug: listed.data[0]!.slug, managerToken, log, runLoad: (config) => runLoadProcess(config, children) }, '###');
    const section = [
      `## Abuse: ${new Date().toISOString()}, npm run bench:abuse (${((Date.now() - started) / 60000).toFixed(1)} min)`,
      '',
      `One app instance as \`npm start\` serves it (scripts/server.ts, NODE_OPTIONS \`${startEnv(root).NODE_OPTIONS}\`), on a throw-away PostgreSQL database with the demo catalogue (not the bench's 10,000 tenants), ${os.cpus().length} shared CPUs, Node ${process.version}.`,
      '',
      report.markdown,
      '',
    ].join('\n');
    writeSection(section);
    log(`${report.ok ? 'PASS' : 'FAIL'}: ${report.summary}`);
    log('written to bench/results.md');
  } finally {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    if (app) await new Promise((resolve) => setTimeout(resolve, 1500));
    await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin.close();
  }
}

if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url) {
  main().catch((err) => {
    console.error(err);
    process.exitCode = 1;
  });
}
