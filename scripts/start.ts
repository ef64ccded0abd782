// npm start: builds when there is no build, migrates, seeds an empty database, then serves on PORT (default 3000).
// With NODE_ENV=production it first refuses an unsafe environment (see lib/server/deploy-env.ts), before anything else.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { migrateDatabase, openDatabase } from '../db/client';
import { isDatabaseEmpty, seedDatabase } from '../db/seed';
import { localAuthSecret } from '../lib/server/auth/secret';
import { isProduction, productionEnvProblems, seedPlanFromEnv } from '../lib/server/deploy-env';

const envProblems = productionEnvProblems(process.env);
if (envProblems.length) {
  for (const problem of envProblems) console.error(`[start] refusing to start: ${problem}`);
  process.exit(1);
}
// `next start` always runs as production and then demands a secret: locally, hand it the one kept under .data/.
if (!isProduction(process.env) && !process.env.AUTH_SECRET && !process.env.NEXTAUTH_SECRET) process.env.AUTH_SECRET = localAuthSecret();

const root = process.cwd();
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID'))) {
  console.log('[start] no production build found, running next build...');
  const built = spawnSync(process.execPath, [nextBin, 'build'], { stdio: 'inherit', env: process.env });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

// Migrate and seed before the server opens the database: PGlite allows one process per data folder.
const handle = await openDatabase();
try {
  await migrateDatabase(handle);
  if (await isDatabaseEmpty(handle.db)) {
    const plan = seedPlanFromEnv(process.env);
    if (!plan.adminPassword && process.env.DATABASE_URL) console.warn('[start] ADMIN_PASSWORD is not set: the super admin gets the README password; set ADMIN_PASSWORD for anything but local use.');
    const summary = await seedDatabase(handle.db, plan);
    console.log(
      plan.demo
        ? `[start] seeded demo data: ${summary.tenants} tenants, ${summary.menus} menus, ${summary.users} users${plan.demoPasswords === 'random' ? ' (demo accounts have random passwords)' : ''}`
        : '[start] seeded the system roles, default settings and the super admin (set SEED_DEMO=true for the demo catalogue)',
    );
  }
} finally {
  await handle.close();
}

const port = process.env.PORT || '3000';
// next-auth builds its callback URLs from NEXTAUTH_URL; locally that is this server.
process.env.NEXTAUTH_URL ||= `http://localhost:${port}`;
// The app is served by scripts/server.ts in this process (Next behind a small node:http server: socket addresses,
// TRACE, malformed paths, 503 while the database is away).
const { serveForever } = await import('./server');
await serveForever();
