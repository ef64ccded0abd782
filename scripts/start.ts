// npm start: builds when there is no build, migrates, seeds an empty database, then serves on PORT (default 3000).
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { migrateDatabase, openDatabase } from '../db/client';
import { isDatabaseEmpty, seedDatabase } from '../db/seed';

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
    const summary = await seedDatabase(handle.db);
    console.log(`[start] seeded demo data: ${summary.tenants} tenants, ${summary.menus} menus, ${summary.users} users`);
  }
} finally {
  await handle.close();
}

const port = process.env.PORT || '3000';
// next-auth builds its callback URLs from NEXTAUTH_URL; locally that is this server.
process.env.NEXTAUTH_URL ||= `http://localhost:${port}`;
const server = spawn(process.execPath, [nextBin, 'start', '-p', port, ...(process.env.HOSTNAME ? ['-H', process.env.HOSTNAME] : [])], {
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
