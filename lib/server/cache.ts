// Cache tags of the public read model. Writes invalidate them; public reads are also cached only for a few
// seconds, so another app instance that did not see the invalidation is never stale for longer than that.
import 'server-only';
import { revalidateTag } from 'next/cache';
import { serverEnv } from './env';

export const CACHE_TAGS = {
  tenants: 'public:tenants',
  menus: 'public:menus',
  settings: 'public:settings',
} as const;

/** Seconds a public read may be served from cache before it is read again. */
export const PUBLIC_CACHE_SECONDS = 5;

function expire(tag: string) {
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
