// npm run files:sweep: removes every stored file nothing references that was uploaded more than UNUSED_FILE_GRACE_MS
// ago (default 24 h), in batches of FILE_SWEEP_BATCH; what each server also does every FILE_SWEEP_INTERVAL_MS. With the
// embedded database, stop the server first (PGlite allows one process per data folder).
import { getDatabaseHandle } from '../db/index';
import { sweepUnreferencedFiles } from '../lib/server/file-sweep';
import { serverEnv } from '../lib/server/env';

const batch = serverEnv().FILE_SWEEP_BATCH;
const now = Date.now();
let total = 0;
try {
  for (;;) {
    const removed = await sweepUnreferencedFiles(now);
    total += removed.length;
    if (removed.length < batch) break;
  }
  console.log(`[files] removed ${total} unreferenced file(s)`);
} finally {
  await (await getDatabaseHandle()).close();
}
