// The browser's cookie credential for /api/v1: decrypting the next-auth cookie, the CSRF origin rule, and the
// Secure cookie switch.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { encode } from 'next-auth/jwt';
import { NextRequest } from 'next/server';
import { ApiError } from '@/lib/api/errors';

vi.mock('./secret', () => ({ getAuthSecret: () => 'unit-test-secret' }));

const { appOrigins, assertSameOrigin, readCookieSession, secureCookiesEnabled } = await import('./cookie-session');

afterEach(() => {
  vi.unstubAllEnvs();
});

function accessTokenWith(claims: Record<string, unknown>): string {
  const part = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'HS256' })}.${part(claims)}.c2ln`;
}

async function cookieRequest(payload: Record<string, unknown>, { secret = 'unit-test-secret', name = 'next-auth.session-token' } = {}) {
  const value = await encode({ token: payload, secret });
  return new NextRequest('http://localhost:3000/api/v1/auth/me', { headers: { cookie: `${name}=${value}` } });
}

function csrfError(fn: () => void): ApiError | null {
  try {
    fn();
    return null;
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
}

describe('readCookieSession', () => {
  it('reads the user and the refresh family from the encrypted session cookie', async () => {
    vi.stubEnv('NEXTAUTH_URL', 'http://localhost:3000');
    const req = await cookieRequest({ sub: '7', accessToken: accessTokenWith({ sub: '7', fam: 'family-9', exp: 1 }), refreshToken: 'r' });
    // The access token inside is long expired: the cookie session does not depend on it.
    expect(await readCookieSession(req)).toEqual({ userId: 7, familyId: 'family-9' });
  });

  it('ignores a missing cookie and one sealed with another secret', async () => {
    vi.stubEnv('NEXTAUTH_URL', 'http://localhost:3000');
    expect(await readCookieSession(new NextRequest('http://localhost:3000/api/v1/auth/me'))).toBeNull();
    expect(await readCookieSession(await cookieRequest({ sub: '7' }, { secret: 'another-secret' }))).toBeNull();
  });

  it('refuses a session whose refresh already failed with 401', async () => {
    vi.stubEnv('NEXTAUTH_URL', 'http://localhost:3000');
    const req = await cookieRequest({ sub: '7', error: 'RefreshAccessTokenError' });
    await expect(readCookieSession(req)).rejects.toMatchObject({ status: 401 });
  });

  it('reads the __Secure- cookie when NEXTAUTH_URL is https', async () => {
    vi.stubEnv('NEXTAUTH_URL', 'https://kuliner.example.id');
    const payload = { sub: '7', accessToken: accessTokenWith({ fam: 'f' }) };
    expect(await readCookieSession(await cookieRequest(payload, { name: '__Secure-next-auth.session-token' }))).toEqual({ userId: 7, familyId: 'f' });
    expect(await readCookieSession(await cookieRequest(payload))).toBeNull();
  });
});

describe('secureCookiesEnabled', () => {
  it('is on exactly when NEXTAUTH_URL is https', () => {
    vi.stubEnv('NEXTAUTH_URL', 'https://kuliner.example.id');
    expect(secureCookiesEnabled()).toBe(true);
    vi.stubEnv('NEXTAUTH_URL', 'http://localhost:3000');
    expect(secureCookiesEnabled()).toBe(false);
  });
});

describe('assertSameOrigin', () => {
  const req = (method: string, headers: Record<string, string>) =>
    new Request('http://localhost:3000/api/v1/menus', { method, headers: { host: 'localhost:3000', ...headers } });

  it('lets safe methods through without an Origin', () => {
    expect(csrfError(() => assertSameOrigin(req('GET', {})))).toBeNull();
    expect(csrfError(() => assertSameOrigin(req('HEAD', { origin: 'https://evil.example' })))).toBeNull();
  });

  it('accepts an unsafe request from the app itself (Origin, or Referer when Origin is absent)', () => {
    vi.stubEnv('NEXTAUTH_URL', 'http://localhost:3000');
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(csrfError(() => assertSameOrigin(req(method, { origin: 'http://localhost:3000' })))).toBeNull();
    }
    expect(csrfError(() => assertSameOrigin(req('POST', { referer: 'http://localhost:3000/dashboard/menus' })))).toBeNull();
  });

  it('refuses another origin, an opaque origin and a request with neither header: 403 CSRF', () => {
    vi.stubEnv('NEXTAUTH_URL', 'http://localhost:3000');
    const cases: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      {},
      { referer: 'https://evil.example/x' },
      { origin: 'http://localhost:3001' },
    ];
    for (const headers of cases) {
      expect(
        csrfError(() => assertSameOrigin(req('POST', headers))),
        JSON.stringify(headers),
      ).toMatchObject({ status: 403, code: 'CSRF' });
    }
  });

  it('trusts the request host behind a proxy (forwarded proto and host), not only NEXTAUTH_URL', () => {
    vi.stubEnv('NEXTAUTH_URL', '');
    const proxied = req('POST', {
      host: 'internal:3000',
      'x-forwarded-host': 'kuliner.example.id',
      'x-forwarded-proto': 'https',
      origin: 'https://kuliner.example.id',
    });
    expect(appOrigins(proxied).has('https://kuliner.example.id')).toBe(true);
    expect(csrfError(() => assertSameOrigin(proxied))).toBeNull();
  });
});
