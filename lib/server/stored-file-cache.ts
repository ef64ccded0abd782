// Recently served images, newest last, at most STORED_FILE_CACHE_BYTES in all (GET /files/{key}). A
// stored file never changes (its key is random and never reused), so a copy in memory is never stale: a page of fifty
// cards is then served without fifty reads of a blob from the database. One cache per process, kept on globalThis:
// the periodic sweep (lib/server/file-sweep.ts, loaded by instrumentation.ts in its own bundle) forgets the files it
// removes, so this instance stops serving them at once.
import 'server-only';
import { getStoredFile, type StoredFile } from '@/db/queries/files';

const STORED_FILE_CACHE_BYTES = 16 * 1024 * 1024;

interface CacheState {
  entries: Map<string, StoredFile>;
  bytes: number;
}

function state(): CacheState {
  const store = globalThis as unknown as Record<symbol, CacheState | undefined>;
  return (store[Symbol.for('kuliner.storedFileCache')] ??= { entries: new Map(), bytes: 0 });
}

/** The stored image by its key, from memory when it was served lately; null when there is none. */
export async function serveStoredFile(key: string): Promise<StoredFile | null> {
  const cached = cachedStoredFile(key);
  if (cached) return cached;
  // Only found files are kept: an unknown key is looked up again (a legacy import may bring it).
  const file = await getStoredFile({ key });
  if (file) rememberStoredFile(key, file);
  return file;
}

function cachedStoredFile(key: string): StoredFile | undefined {
  const { entries } = state();
  const cached = entries.get(key);
  if (cached) {
    // Most recently used last: eviction takes from the front.
    entries.delete(key);
    entries.set(key, cached);
  }
  return cached;
}

function rememberStoredFile(key: string, file: StoredFile): void {
  const cache = state();
  if (file.data.length > STORED_FILE_CACHE_BYTES / 8 || cache.entries.has(key)) return;
  cache.entries.set(key, file);
  cache.bytes += file.data.length;
  for (const [oldest, entry] of cache.entries) {
    if (cache.bytes <= STORED_FILE_CACHE_BYTES) break;
    cache.entries.delete(oldest);
    cache.bytes -= entry.data.length;
  }
}

/** Drops removed files: a swept file is no longer served by this instance. */
export function forgetStoredFiles(keys: string[]): void {
  const cache = state();
  for (const key of keys) {
    const entry = cache.entries.get(key);
    if (!entry) continue;
    cache.entries.delete(key);
    cache.bytes -= entry.data.length;
  }
}
