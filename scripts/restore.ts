// npm run db:restore <file>: replaces the embedded database (.data/pglite, or PGLITE_DATA_DIR) with a backup made
// by db:backup. The current folder is kept, renamed to <folder>.before-restore-<time>. Stop the server first.
import fs from 'node:fs';
import path from 'node:path';
import { pgliteInUse, restorePglite } from '../db/backup';
import { defaultDataDir } from '../db/client';

const args = process.argv.slice(2).filter((a) => a !== '--force');
const file = args[0];
if (!file || !fs.existsSync(file)) {
  console.error('[db] usage: npm run db:restore <backup file from db:backup>');
  process.exit(1);
}
if (process.env.DATABASE_URL) {
  console.error('[db] DATABASE_URL is set: restore PostgreSQL with pg_restore (see the README), not with db:restore.');
  process.exit(1);
}
const dataDir = defaultDataDir();
if (pgliteInUse(dataDir) && !process.argv.includes('--force')) {
  console.error(`[db] ${dataDir} is in use: stop the server first (outside Linux a killed server leaves postmaster.pid behind; then pass --force).`);
  process.exit(1);
}
let keptAs: string | undefined;
if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) {
  keptAs = `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  fs.renameSync(dataDir, keptAs);
}
try {
  await restorePglite(path.resolve(file), dataDir);
} catch (err) {
  // Put the previous database back rather than leave a half-restored folder.
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (keptAs) fs.renameSync(keptAs, dataDir);
  throw err;
}
console.log(`[db] restored ${file} into ${dataDir}${keptAs ? ` (the previous folder is kept as ${keptAs})` : ''}`);
