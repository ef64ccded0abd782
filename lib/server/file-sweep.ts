// The periodic removal of stored files nothing references (db/queries/file-references.ts), inside each server
// process: started once by instrumentation.ts, every FILE_SWEEP_INTERVAL_MS, at most FILE_SWEEP_BATCH files a run,
// only files uploaded more than UNUSED_FILE_GRACE_MS ago (a form uploads its picture before the record is saved).
// Safe with several instances: a run skips rows another is deleting, and a deleted row is simply gone for the next.
import 'server-only';
import { deleteUnreferencedFiles } from '@/db/queries/file-references';
import { serverEnv } from './env';
import { forgetStoredFiles } from './stored-file-cache';

/** One bounded run: the keys removed (and forgotten by this process's cache of served images). */
export async function sweepUnreferencedFiles(now = Date.now()): Promise<string[]> {
  const env = serverEnv();
  const removed = await deleteUnreferencedFiles({ olderThan: new Date(now - env.UNUSED_FILE_GRACE_MS), limit: env.FILE_SWEEP_BATCH });
  forgetStoredFiles(removed);
  return removed;
}

const started = Symbol.for('kuliner.fileSweep.started');

/** Starts the periodic sweep of this process (once, whichever bundle asks); FILE_SWEEP_INTERVAL_MS=0 turns it off. */
export function startFileSweep(): void {
  const interval = serverEnv().FILE_SWEEP_INTERVAL_MS;
  const store = globalThis as unknown as Record<symbol, boolean | undefined>;
  if (!interval || store[started]) return;
  store[started] = true;
  const run = async () => {
    try {
      const removed = await sweepUnreferencedFiles();
      if (removed.length) console.log(`[files] removed ${removed.length} unreferenced file(s)`);
    } catch (err) {
      // The database may be away for a while: the next run tries again.
      console.error('[files] sweeping unreferenced files failed:', (err as Error)?.message);
    }
  };
  // The first run a little after start (spread over instances started together), then every interval; the timers
  // never keep the process alive.
  setTimeout(
    () => {
      void run();
      setInterval(() => void run(), interval).unref();
    },
    Math.min(interval, 60_000 + Math.floor(Math.random() * 60_000)),
  ).unref();
}
