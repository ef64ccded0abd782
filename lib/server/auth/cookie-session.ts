// The browser's way into /api/v1: the next-auth session cookie (httpOnly, encrypted), read on the server, plus the
// CSRF rule for it. Page scripts never see an API token; other clients keep using bearer tokens.
import 'server-only';
import { getToken, type JWT } from 'next-auth/jwt';
import type { NextRequest } from 'next/server';
import { ApiError } from '@/lib/api/errors';
import { secureCookiesFor } from '@/lib/auth/session-hint';
import { serverEnv } from '../env';
import { getAuthSecret } from './secret';

/** next-auth uses the __Secure- cookie (and the Secure flag) when the app is served over https. */
export function secureCookiesEnabled(): boolean {
  return secureCookiesFor(serverEnv().NEXTAUTH_URL);
}

export interface CookieSession {
  userId: number;
  familyId: string | null;
}

/** Claims of our own access token kept inside the encrypted cookie (read without verification: we wrote them). */
function familyOf(accessToken: string | undefined): string | null {
  if (!accessToken) return null;
  try {
    const claims = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as { fam?: unknown };
    return typeof claims?.fam === 'string' && claims.fam ? claims.fam : null;
  } catch {
    return null;
  }
}

/**
 * The session in the request's next-auth cookie: null when there is none (or it cannot be decrypted); 401 when it
 * is over (its refresh failed). Its validity does not depend on the 15-minute access token inside it: the caller
 * checks that the refresh family is still active and the user still active, on every request.
 */
export async function readCookieSession(req: NextRequest): Promise<CookieSession | null> {
  let token: JWT | null;
  try {
    token = await getToken({ req, secret: getAuthSecret(), secureCookie: secureCookiesEnabled() });
  } catch {
    return null;
  }
  if (!token) return null;
  if (token.error) throw new ApiError(401, 'Sesi telah berakhir. Silakan login kembali.', 'UNAUTHORIZED');
  const userId = Number(token.sub ?? token.user?.id);
  if (!Number.isInteger(userId) || userId <= 0) return null;
  return { userId, familyId: familyOf(token.accessToken) };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string | null | undefined): string | null {
  if (!value || value === 'null') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** This app's origins: NEXTAUTH_URL's, and the one the request was addressed to (Host, forwarded proto/host). */
export function appOrigins(req: Request): Set<string> {
  const out = new Set<string>();
  const configured = originOf(serverEnv().NEXTAUTH_URL);
  if (configured) out.add(configured);
  const first = (name: string) => req.headers.get(name)?.split(',')[0]?.trim() || null;
  const host = first('x-forwarded-host') ?? first('host');
  if (host) {
    const proto = (first('x-forwarded-proto') ?? new URL(req.url).protocol.replace(':', '')).toLowerCase();
    const own = originOf(`${proto === 'https' ? 'https' : 'http'}://${host}`);
    if (own) out.add(own);
  }
  return out;
}

/**
 * CSRF guard for cookie-authenticated requests (the cookie is also SameSite=Lax): an unsafe method must come from
 * this app's own origin, read from Origin (every browser sends it on POST/PUT/PATCH/DELETE), else from Referer.
 * Neither header, or another origin: 403 CSRF. Bearer requests are not subject to this (no ambient credential).
 */
export function assertSameOrigin(req: Request): void {
  if (SAFE_METHODS.has(req.method.toUpperCase())) return;
  const origin = req.headers.get('origin');
  const source = origin !== null ? originOf(origin) : originOf(req.headers.get('referer'));
  if (!source || !appOrigins(req).has(source)) {
    throw new ApiError(403, 'Permintaan ditolak: asal permintaan tidak sah. Muat ulang halaman lalu coba lagi.', 'CSRF');
  }
}
