// The cache around the public reads (Next's data cache, keyed by the public generation), and the cache tags the reads
// are filed under. The one file of the public read model that imports next/cache and lib/server.
import 'server-only';
import { unstable_cache } from 'next/cache';
import { CACHE_TAGS, PUBLIC_CACHE_SECONDS } from '@/lib/server/cache';
import { publicGeneration } from '@/lib/server/page-generation';

export { CACHE_TAGS };

/**
 * Wraps a read in Next's data cache, keyed by the public generation too (lib/server/page-generation.ts): a write on
 * any instance (through Redis, lib/server/invalidation-bus.ts) moves every instance to new keys at once. Outside a
 * Next server (scripts, DB tests) there is no cache: read directly.
 */
export function cached<A extends unknown[], R>(name: string, tags: string[], fn: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  const wrapped = unstable_cache((_generation: number, _window: number, ...args: A) => fn(...args), ['public-read-model', name], {
    tags,
    revalidate: PUBLIC_CACHE_SECONDS,
  });
  return async (...args: A) => {
    try {
      return await wrapped(publicGeneration(), cacheWindow(), ...args);
    } catch (err) {
      if (err instanceof Error && err.message.includes('incrementalCache missing')) return fn(...args);
      throw err;
    }
  };
}

/**
 * The current PUBLIC_CACHE_SECONDS window, part of every key: an entry is never served after its window. (Past its
 * revalidate time Next serves an entry once more, stale, while it reads again in the background; under load that
 * stretched the bound an instance without REDIS_URL keeps, 3 + 2 seconds, past 10.)
 */
function cacheWindow(): number {
  return Math.floor(Date.now() / (PUBLIC_CACHE_SECONDS * 1000));
}
