// Responses of the public (anonymous) read endpoints: shared caches may keep them for a few seconds, and every answer
// carries an ETag, so a client or CDN revalidating a copy gets 304 without a body when nothing changed.
import 'server-only';
import { json } from './handler';
import { etagOf, matchesIfNoneMatch } from '../conditional';

export { etagOf, matchesIfNoneMatch };

/** Shared caches keep an answer 5 s (the app itself at most PUBLIC_CACHE_SECONDS): a suspended tenant leaves every cache within seconds. */
export const PUBLIC_CACHE_CONTROL = 'public, s-maxage=5, stale-while-revalidate=30';

/** The body as JSON with the public cache policy and its ETag; 304 without a body when the request already has it. */
export function publicJson(req: Request, body: unknown): Response {
  const text = JSON.stringify(body);
  const etag = etagOf(text);
  const headers = { 'Cache-Control': PUBLIC_CACHE_CONTROL, ETag: etag };
  if (matchesIfNoneMatch(req.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers });
  return json(body, 200, headers);
}

/** `{ data, meta: { total, page, limit, totalPages, totalCapped } }` (the count and the pages stop at the public cap). */
export function publicList<T>(req: Request, result: { data: T[]; total: number; totalCapped?: boolean }, page: number, limit: number): Response {
  return publicJson(req, {
    data: result.data,
    meta: { total: result.total, page, limit, totalPages: Math.ceil(result.total / limit), totalCapped: result.totalCapped ?? false },
  });
}
