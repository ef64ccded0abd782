// Conditional requests (RFC 9110): the ETag of a body and the If-None-Match check. Used by the public API responses
// (lib/server/api/public-response.ts) and the page cache in front of Next (scripts/page-cache.ts).
import crypto from 'node:crypto';

/** True when an If-None-Match list names this ETag (weakly compared, as RFC 9110 says for GET) or is `*`. */
export function matchesIfNoneMatch(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === bare;
  });
}

/** A strong ETag for a body: a digest of its exact bytes. */
export function etagOf(body: string | Buffer): string {
  return etagFromDigest(crypto.createHash('sha256').update(body).digest());
}

/** The ETag of a body whose SHA-256 digest was computed piecewise. */
export function etagFromDigest(sha256: Buffer): string {
  return `"${sha256.toString('base64url').slice(0, 27)}"`;
}
