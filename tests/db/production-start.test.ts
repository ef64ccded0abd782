// Production start checks (issue 10, item 1): `npm start` with NODE_ENV=production refuses an unsafe environment
// with one line naming the variable to set and exit code 1, before it builds or opens a database.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { withoutHeapLimit } from '../../scripts/production-build';

const root = process.cwd();
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
const startScript = path.join(root, 'scripts', 'start.ts');
// An empty working folder: a start that got past the checks would try to build and create a database here.
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kuliner-start-'));
afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

const GOOD = { NODE_ENV: 'production', AUTH_SECRET: 'Zk4Pq9Xw2Lm7Rt5Vb8Nc1Hy6Jd3Fg0Se', ADMIN_PASSWORD: 'galunggung-1982-kopi' };

function start(env: Record<string, string | undefined>): Promise<{ code: number | null; stdout: string; stderr: string; ms: number }> {
  const fullEnv: Record<string, string> = {};
  for (const [k, v] of Object.entries({
    ...process.env,
    DATABASE_URL: undefined,
    AUTH_SECRET: undefined,
    NEXTAUTH_SECRET: undefined,
    ADMIN_PASSWORD: undefined,
    PGLITE_DATA_DIR: path.join(workDir, 'pglite'),
    PORT: '3299',
    ...env,
  }))
    if (v !== undefined) fullEnv[k] = v;
  const t0 = Date.now();
  return new Promise((resolve) => {
    const child = spawn(tsx, ['--tsconfig', path.join(root, 'tsconfig.scripts.json'), startScript], { cwd: workDir, env: fullEnv as NodeJS.ProcessEnv });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    // Never left running: a start that did not refuse is killed (and fails the test through its exit code).
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, ms: Date.now() - t0 });
    });
  });
}

const CASES: { name: string; env: Record<string, string | undefined>; line: RegExp }[] = [
  { name: 'no AUTH_SECRET/NEXTAUTH_SECRET', env: { ...GOOD, AUTH_SECRET: undefined }, line: /AUTH_SECRET is not set: set AUTH_SECRET/ },
  { name: 'AUTH_SECRET=a', env: { ...GOOD, AUTH_SECRET: 'a' }, line: /AUTH_SECRET is too short \(1 bytes\): set AUTH_SECRET/ },
  { name: 'a 31-byte AUTH_SECRET', env: { ...GOOD, AUTH_SECRET: 'k'.repeat(31) }, line: /AUTH_SECRET is too short \(31 bytes\)/ },
  {
    name: 'a 31-byte NEXTAUTH_SECRET',
    env: { ...GOOD, AUTH_SECRET: undefined, NEXTAUTH_SECRET: 'k'.repeat(31) },
    line: /AUTH_SECRET is too short \(31 bytes\)/,
  },
  { name: 'no ADMIN_PASSWORD', env: { ...GOOD, ADMIN_PASSWORD: undefined }, line: /ADMIN_PASSWORD is not set: set ADMIN_PASSWORD/ },
  { name: 'an 11-character ADMIN_PASSWORD', env: { ...GOOD, ADMIN_PASSWORD: 'Pendek1234!' }, line: /ADMIN_PASSWORD is too short: set ADMIN_PASSWORD/ },
  { name: 'ADMIN_PASSWORD=Admin123!', env: { ...GOOD, ADMIN_PASSWORD: 'Admin123!' }, line: /ADMIN_PASSWORD is a password published in the README/ },
  { name: 'ADMIN_PASSWORD=Manager123!', env: { ...GOOD, ADMIN_PASSWORD: 'Manager123!' }, line: /ADMIN_PASSWORD is a password published in the README/ },
  { name: 'an AUTH_SECRET of 32 identical characters', env: { ...GOOD, AUTH_SECRET: 'k'.repeat(32) }, line: /AUTH_SECRET has too little entropy/ },
  { name: 'ADMIN_PASSWORD=aaaaaaaaaaaa', env: { ...GOOD, ADMIN_PASSWORD: 'aaaaaaaaaaaa' }, line: /ADMIN_PASSWORD is a common password/ },
  { name: 'ADMIN_PASSWORD=password1234', env: { ...GOOD, ADMIN_PASSWORD: 'password1234' }, line: /ADMIN_PASSWORD is a common password/ },
];

describe('npm start with NODE_ENV=production', () => {
  it('refuses each unsafe environment with one line and exit code 1, without building or creating a database', async () => {
    // Two at a time: the machine running the suite is shared.
    const results: Awaited<ReturnType<typeof start>>[] = [];
    for (let i = 0; i < CASES.length; i += 2) results.push(...(await Promise.all(CASES.slice(i, i + 2).map((c) => start(c.env)))));
    for (const [i, c] of CASES.entries()) {
      const r = results[i]!;
      expect(r.code, `${c.name}: ${r.stdout}${r.stderr}`).toBe(1);
      const lines = r.stderr.trim().split('\n');
      expect(lines, c.name).toHaveLength(1);
      expect(lines[0], c.name).toMatch(/^\[start\] refusing to start: /);
      expect(lines[0], c.name).toMatch(c.line);
      expect(r.stdout, c.name).not.toMatch(/build|seeded/);
    }
    expect(fs.readdirSync(workDir)).toEqual([]);
  }, 180_000);

  it('positive control: with a good environment it gets past the checks (and, in this empty folder, on to building)', async () => {
    const r = await start(GOOD);
    expect(r.stderr).not.toMatch(/refusing to start/);
    expect(r.stdout).toMatch(/no production build found/);
  });
});

describe("npm start's memory settings", () => {
  // The package.json script as npm runs it (sh, node_modules/.bin on PATH), with a preload that reports the heap
  // limit and the malloc arena setting of the first process it starts in and stops it there.
  function underNpmStart(nodeOptions: string, env: Record<string, string> = {}): { heapMb: number; arenas: string } {
    const preload = path.join(workDir, '..', `kuliner-heap-${process.pid}.cjs`);
    fs.writeFileSync(
      preload,
      "process.stdout.write('HEAP ' + require('v8').getHeapStatistics().heap_size_limit + ' ARENAS ' + process.env.MALLOC_ARENA_MAX + '\\n'); process.exit(0);",
    );
    try {
      const script = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.start!;
      const { MALLOC_ARENA_MAX: _inherited, ...parentEnv } = process.env;
      const run = spawnSync('sh', ['-c', script], {
        cwd: root,
        env: {
          ...parentEnv,
          PATH: `${path.join(root, 'node_modules', '.bin')}:${process.env.PATH}`,
          NODE_OPTIONS: `--require=${preload} ${nodeOptions}`.trim(),
          ...env,
        },
        encoding: 'utf8',
        timeout: 60_000,
      });
      const reported = /HEAP (\d+) ARENAS (\S+)/.exec(run.stdout);
      expect(reported, run.stdout + run.stderr).not.toBeNull();
      return { heapMb: Number(reported![1]) / 1024 / 1024, arenas: reported![2]! };
    } finally {
      fs.rmSync(preload, { force: true });
    }
  }

  it('caps the old space at 224 MB (the bench measured RSS at most 363 MB under load with it, 407 MB with 256), and a deploy can raise it', () => {
    // heap_size_limit is the old space plus the young generation (48 MB on 64-bit).
    const capped = underNpmStart('').heapMb;
    expect(capped).toBeGreaterThanOrEqual(224);
    expect(capped).toBeLessThan(224 + 64);
    const raised = underNpmStart('--max-old-space-size=1024').heapMb;
    expect(raised).toBeGreaterThanOrEqual(1024);
  });

  it('runs the server with two malloc arenas (about 20 MB less RSS at the same throughput), unless the deploy sets its own', () => {
    expect(underNpmStart('').arenas).toBe('2');
    expect(underNpmStart('', { MALLOC_ARENA_MAX: '8' }).arenas).toBe('8');
  });

  it('the build npm start may run first gets NODE_OPTIONS without the heap limit', () => {
    expect(withoutHeapLimit('--max-old-space-size=256 --require=/x.cjs --max-old-space-size=1024')).toBe('--require=/x.cjs');
    expect(withoutHeapLimit('--max-old-space-size=256 ')).toBe('');
    expect(withoutHeapLimit(undefined)).toBe('');
    expect(withoutHeapLimit('--max-semi-space-size=32')).toBe('--max-semi-space-size=32');
  });
});
