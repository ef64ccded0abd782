// Responses of the public (anonymous) read endpoints: shared caches may keep them for a few seconds.
import 'server-only';
import { json } from './handler';

/** Matches PUBLIC_CACHE_SECONDS: a suspended tenant leaves every cache within seconds. */
export const PUBLIC_CACHE_CONTROL = 'public, s-maxage=5, stale-while-revalidate=30';

export function publicJson(body: unknown): Response {
  return json(body, 200, { 'Cache-Control': PUBLIC_CACHE_CONTROL });
}

/** `{ data, meta: { total, page, limit, totalPages } }` */
export function publicList<T>(result: { data: T[]; total: number }, page: number, limit: number): Response {
  return publicJson({
    data: result.data,
    meta: { total: result.total, page, limit, totalPages: Math.ceil(result.total / limit) },
  });
}
