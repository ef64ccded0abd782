// The production build and whether it is stale: `npm start` and `npm test` rebuild when any source that goes into
// the build changed since the last one (a fingerprint of those files is kept next to the build).
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const BUILD_INPUTS = [
  'app',
  'components',
  'lib',
  'db',
  'types',
  'public',
  'middleware.ts',
  'instrumentation.ts',
  'next.config.mjs',
  'postcss.config.mjs',
  'tsconfig.json',
  'package-lock.json',
];

/**
 * A fingerprint of everything that goes into the production build (tests excluded), including the NEXT_PUBLIC_*
 * variables Next fixes into it (NEXT_PUBLIC_SITE_URL, NEXT_PUBLIC_MENU_PRICE_MAX): a new value means a new build.
 */
export function sourceHash(root: string, env: Record<string, string | undefined> = process.env): string {
  const hash = crypto.createHash('sha256');
  for (const name of Object.keys(env)
    .filter((n) => n.startsWith('NEXT_PUBLIC_'))
    .sort()) {
    hash.update(`${name}=${env[name] ?? ''}\u0000`);
  }
  const walk = (p: string) => {
    if (!fs.existsSync(p)) return;
    const stat = fs.statSync(p);
    if (stat.isDirectory()) {
      for (const child of fs.readdirSync(p).sort()) walk(path.join(p, child));
    } else if (!/\.test\.tsx?$/.test(p)) {
      hash.update(path.relative(root, p));
      hash.update(fs.readFileSync(p));
    }
  };
  for (const entry of BUILD_INPUTS) walk(path.join(root, entry));
  return hash.digest('hex');
}

/** Runs `next build` unless .next holds a build of exactly these sources; telemetry stays off. */
export function ensureProductionBuild(root: string, log: (line: string) => void): void {
  const stampFile = path.join(root, '.next', 'source-hash');
  const current = sourceHash(root);
  const hasBuild = fs.existsSync(path.join(root, '.next', 'BUILD_ID'));
  if (hasBuild && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === current) {
    log('production build is up to date');
    return;
  }
  log(hasBuild ? 'sources changed since the last build, running next build...' : 'no production build found, running next build...');
  const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
  const built = spawnSync(process.execPath, [nextBin, 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_OPTIONS: withoutHeapLimit(process.env.NODE_OPTIONS), NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (built.status !== 0) throw new Error('next build failed');
  fs.writeFileSync(stampFile, current);
}

/**
 * NODE_OPTIONS without its heap limits: `npm start` caps the server's heap (package.json), and the build it may run
 * first needs more than the server does.
 */
export function withoutHeapLimit(nodeOptions: string | undefined): string {
  return (nodeOptions ?? '')
    .split(/\s+/)
    .filter((option) => option && !/^--max-old-space-size(=|$)/.test(option))
    .join(' ');
}
