// Backup and restore of the embedded database (PGlite): the whole data folder as one .tar.gz, made by PGlite itself
// (dumpDataDir) and loaded back with loadDataDir. For PostgreSQL use pg_dump -Fc / pg_restore (see the README).
import fs from 'node:fs';
import path from 'node:path';

/**
 * Whether a process (a running server, another script, or this one) has the data folder open. On Linux an open
 * PGlite keeps files of its folder open (WAL, catalogs), so /proc/<pid>/fd tells exactly. Elsewhere the fallback is
 * postmaster.pid, which PGlite writes while open but leaves behind when its process is killed (hence --force).
 */
export function pgliteInUse(dataDir: string): boolean {
  if (!fs.existsSync('/proc/self/fd')) return fs.existsSync(path.join(dataDir, 'postmaster.pid'));
  if (!fs.existsSync(dataDir)) return false;
  const prefix = fs.realpathSync(dataDir) + path.sep;
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let fds: string[];
    try {
      fds = fs.readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue; // gone, or another user's process
    }
    for (const fd of fds) {
      try {
        if (fs.readlinkSync(`/proc/${pid}/fd/${fd}`).startsWith(prefix)) return true;
      } catch {
        // closed meanwhile
      }
    }
  }
  return false;
}

async function openPglite(options: { dataDir: string; loadDataDir?: Blob }) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  return PGlite.create({ ...options, extensions: { pg_trgm } });
}

/** Writes a consistent copy of the data folder to `file` (gzip-compressed tar). Returns its size in bytes. */
export async function backupPglite(dataDir: string, file: string): Promise<number> {
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) throw new Error(`no embedded database in ${dataDir}`);
  const client = await openPglite({ dataDir });
  try {
    const dump = await client.dumpDataDir('gzip');
    const bytes = Buffer.from(await dump.arrayBuffer());
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    // Written next to the target first, so an interrupted backup never leaves a truncated file under its name.
    const partial = `${file}.partial`;
    fs.writeFileSync(partial, bytes, { mode: 0o600 });
    fs.renameSync(partial, file);
    return bytes.length;
  } finally {
    await client.close();
  }
}

/** Recreates a data folder from a backup. The folder must not exist yet or be empty. */
export async function restorePglite(file: string, dataDir: string): Promise<void> {
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) throw new Error(`${dataDir} is not empty`);
  const bytes = fs.readFileSync(file);
  fs.mkdirSync(dataDir, { recursive: true });
  const client = await openPglite({ dataDir, loadDataDir: new Blob([bytes]) });
  // A query proves the restored cluster opens before the caller is told it worked.
  await client.query('select 1');
  await client.close();
}
