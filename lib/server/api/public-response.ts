// Responses of the public (anonymous) read endpoints: shared caches may keep them for a few seconds, and every answer
// carries an ETag, so a client or CDN revalidating a copy gets 304 without a body when nothing changed.
import 'server-only';
import crypto from 'node:crypto';
import { json } from './handler';

/** Matches PUBLIC_CACHE_SECONDS: a suspended tenant leaves every cache within seconds. */
export const PUBLIC_CACHE_CONTROL = 'public, s-maxage=5, stale-while-revalidate=30';

/** True when an If-None-Match list names this ETag (weakly compared, as RFC 9110 says for GET) or is `*`. */
export function matchesIfNoneMatch(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === bare;
  });
}

/** A strong ETag for a JSON body: a digest of its exact bytes. */
export function etagOf(text: string): string {
  return `"${crypto.createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
}

/** The body as JSON with the public cache policy and its ETag; 304 without a body when the request already has it. */
export function publicJson(req: Request, body: unknown): Response {
  const text = JSON.stringify(body);
  const etag = etagOf(text);
  const headers = { 'Cache-Control': PUBLIC_CACHE_CONTROL, ETag: etag };
  if (matchesIfNoneMatch(req.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers });
  return json(body, 200, headers);
}

/** `{ data, meta: { total, page, limit, totalPages } }` */
export function publicList<T>(req: Request, result: { data: T[]; total: number }, page: number, limit: number): Response {
  return publicJson(req, {
    data: result.data,
    meta: { total: result.total, page, limit, totalPages: Math.ceil(result.total / limit) },
  });
}
