// Cache tags of the public read model. Writes invalidate them; public reads are also cached only for a few
// seconds, so another app instance that did not see the invalidation is never stale for longer than that.
import 'server-only';
import { revalidateTag } from 'next/cache';
import { serverEnv } from './env';
import { bumpPublicGeneration } from './page-generation';
import { publishInvalidation } from './invalidation-bus';

export const CACHE_TAGS = {
  tenants: 'public:tenants',
  menus: 'public:menus',
  settings: 'public:settings',
} as const;

/**
 * Seconds a public read may be served from cache before it is read again (PUBLIC_CACHE_SECONDS, default 3). With the
 * page cache's 2 seconds (scripts/page-cache.ts) it bounds how long another instance that did not hear of a write
 * (no REDIS_URL) shows the old content: 3 + 2. With REDIS_URL every instance hears of it at once.
 */
export const PUBLIC_CACHE_SECONDS = serverEnv().PUBLIC_CACHE_SECONDS;

function expire(tag: string) {
  // The rendered pages in front of Next (scripts/page-cache.ts) and the public reads (db/queries/public/cache.ts, keyed by
  // the generation) of this instance go at once; the other instances hear of it through Redis.
  bumpPublicGeneration();
  publishInvalidation();
  try {
    revalidateTag(tag, { expire: 0 });
  } catch (err) {
    // Outside a Next request (scripts, tests) there is no cache to invalidate.
    if (serverEnv().NODE_ENV !== 'test') console.warn(`[cache] could not invalidate ${tag}:`, (err as Error).message);
  }
}

/** A tenant changed: its page, the lists and every menu list that shows tenant fields. */
export function invalidateTenants(): void {
  expire(CACHE_TAGS.tenants);
  expire(CACHE_TAGS.menus);
}

export function invalidateMenus(): void {
  expire(CACHE_TAGS.menus);
}

export function invalidateSettings(): void {
  expire(CACHE_TAGS.settings);
}
