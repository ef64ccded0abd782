// npm run db:backup [file]: backs up the embedded database (.data/pglite, or PGLITE_DATA_DIR) to a .tar.gz file
// (default .data/backups/pglite-<time>.tar.gz). Stop the server first: PGlite allows one process per data folder.
import path from 'node:path';
import { backupPglite, pgliteInUse } from '../db/backup';
import { defaultDataDir } from '../db/client';

if (process.env.DATABASE_URL) {
  console.error('[db] DATABASE_URL is set: back up PostgreSQL with pg_dump -Fc (see the README), not with db:backup.');
  process.exit(1);
}
const dataDir = defaultDataDir();
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const fileArg = process.argv.slice(2).find((a) => a !== '--force');
const file = path.resolve(fileArg || path.join(process.cwd(), '.data', 'backups', `pglite-${stamp}.tar.gz`));
if (pgliteInUse(dataDir) && !process.argv.includes('--force')) {
  console.error(`[db] ${dataDir} is in use: stop the server first (outside Linux a killed server leaves postmaster.pid behind; then pass --force).`);
  process.exit(1);
}
const bytes = await backupPglite(dataDir, file);
console.log(`[db] backed up ${dataDir} to ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB)`);
