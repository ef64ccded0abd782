// The browser's session over HTTP: next-auth's credentials login sets an httpOnly cookie, /api/auth/session shows
// no token, /api/v1 accepts the cookie alone (CSRF-safe: unsafe methods only from this app's origin), revocation
// takes effect at once, and two parallel refreshes of one token keep the session (grace window).
import { encode } from 'next-auth/jwt';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { BASE_URL, api, createManager, login, loginAs, randomIp, tenantBody } from '../helpers/http';
import { createUser, roleIdByCode } from './admin-fixtures';

const SECRET = process.env.TEST_AUTH_SECRET ?? 'test-secret-for-ci-at-least-32-bytes-long';
const COOKIE = 'next-auth.session-token';
const JWT_LIKE = /eyJ[\w-]+\.[\w-]+/;

/** Cookie header value from a response's Set-Cookie lines (name=value pairs only). */
function cookiesOf(res: Response, jar: Record<string, string> = {}): Record<string, string> {
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const index = pair!.indexOf('=');
    jar[pair!.slice(0, index)] = pair!.slice(index + 1);
  }
  return jar;
}

const header = (jar: Record<string, string>) =>
  Object.entries(jar)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');

/** Logs in exactly as the login page does (next-auth credentials callback); returns the browser's cookies. */
async function browserLogin(email: string, password: string): Promise<{ jar: Record<string, string>; setCookie: string[] }> {
  const csrfRes = await fetch(`${BASE_URL}/api/auth/csrf`);
  const jar = cookiesOf(csrfRes);
  const { csrfToken } = (await csrfRes.json()) as { csrfToken: string };
  const res = await fetch(`${BASE_URL}/api/auth/callback/credentials`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: header(jar), origin: BASE_URL, 'x-forwarded-for': randomIp() },
    body: new URLSearchParams({ csrfToken, email, password, callbackUrl: `${BASE_URL}/dashboard`, json: 'true' }),
    redirect: 'manual',
  });
  cookiesOf(res, jar);
  expect(jar[COOKIE], `login failed: ${res.status}`).toBeTruthy();
  return { jar: { [COOKIE]: jar[COOKIE]! }, setCookie: res.headers.getSetCookie() };
}

function withCookie(jar: Record<string, string>, headers: Record<string, string> = {}) {
  return { cookie: header(jar), ...headers };
}

describe('the browser session holds no API token', () => {
  it('/api/auth/session shows the user but no access or refresh token', async () => {
    const manager = await createManager();
    const { jar, setCookie } = await browserLogin(manager.user.email, manager.password);
    const sessionLine = setCookie.find((line) => line.startsWith(`${COOKIE}=`))!;
    expect(sessionLine).toMatch(/;\s*HttpOnly/i);
    expect(sessionLine).toMatch(/;\s*SameSite=Lax/i);
    const res = await fetch(`${BASE_URL}/api/auth/session`, { headers: withCookie(jar) });
    const text = await res.text();
    const body = JSON.parse(text);
    expect(body.user).toMatchObject({ id: manager.user.id, email: manager.user.email });
    expect(body).not.toHaveProperty('accessToken');
    expect(body).not.toHaveProperty('refreshToken');
    expect(body).not.toHaveProperty('accessTokenExpires');
    expect(text).not.toMatch(JWT_LIKE);
  });

  it('a cookie-only request to /api/v1/auth/me works; without the cookie it is 401', async () => {
    const manager = await createManager();
    const { jar } = await browserLogin(manager.user.email, manager.password);
    const me = await api('/auth/me', { headers: withCookie(jar) });
    expect(me.status, JSON.stringify(me.body)).toBe(200);
    expect(me.body.user.id).toBe(manager.user.id);
    expect((await api('/auth/me')).status).toBe(401);
  });
});

describe('CSRF: state-changing cookie requests only from this origin', () => {
  it('refuses a cross-origin POST with the cookie (403 CSRF) and accepts the same-origin one', async () => {
    const manager = await createManager();
    const { jar } = await browserLogin(manager.user.email, manager.password);
    const evil = await api('/tenants/my-tenant', { body: tenantBody(), headers: withCookie(jar, { origin: 'https://evil.example' }) });
    expect(evil.status).toBe(403);
    expect(evil.body).toMatchObject({ code: 'CSRF', message: expect.any(String) });
    const bare = await api('/tenants/my-tenant', { body: tenantBody(), headers: withCookie(jar) });
    expect(bare.status).toBe(403);
    expect(bare.body.code).toBe('CSRF');
    // Nothing was created by the refused requests.
    expect((await api('/tenants/my-tenant', { token: manager.accessToken })).status).toBe(404);
    const ok = await api('/tenants/my-tenant', { body: tenantBody(), headers: withCookie(jar, { origin: BASE_URL }) });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
  });

  it('a bearer request needs no Origin (other API clients)', async () => {
    const manager = await createManager();
    const res = await api('/tenants/my-tenant', { token: manager.accessToken, body: tenantBody(), headers: { origin: 'https://evil.example' } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });

  it('uploads (multipart) work with the cookie from the same origin', async () => {
    const manager = await createManager();
    const { jar } = await browserLogin(manager.user.email, manager.password);
    const form = () => {
      const data = new FormData();
      const png = sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 1, g: 2, b: 3 } } })
        .png()
        .toBuffer();
      return png.then((bytes) => {
        data.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'a.png');
        return data;
      });
    };
    const ok = await api('/files', { method: 'POST', rawBody: await form(), headers: withCookie(jar, { origin: BASE_URL }) });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    const evil = await api('/files', { method: 'POST', rawBody: await form(), headers: withCookie(jar, { origin: 'https://evil.example' }) });
    expect(evil.status).toBe(403);
  });
});

describe('cookie session validity', () => {
  it('does not depend on the 15-minute access token, and ends at once when the family is revoked', async () => {
    const manager = await createManager();
    const [, payload] = manager.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as { fam: string; sub: string };
    // A cookie as next-auth writes it, whose access token expired long ago (an idle dashboard tab).
    const expiredAccess = manager.accessToken.replace(payload!, Buffer.from(JSON.stringify({ ...claims, exp: 1 })).toString('base64url'));
    const cookie = await encode({
      token: { sub: String(manager.user.id), accessToken: expiredAccess, refreshToken: manager.refreshToken, accessTokenExpires: 1000 },
      secret: SECRET,
    });
    const jar = { [COOKIE]: cookie };
    expect((await api('/auth/me', { headers: withCookie(jar) })).status).toBe(200);
    // Logout (bearer, elsewhere) revokes the family: the cookie stops working on the next request.
    expect((await api('/auth/logout', { method: 'POST', token: manager.accessToken })).status).toBe(200);
    const after = await api('/auth/me', { headers: withCookie(jar) });
    expect(after.status).toBe(401);
  });

  it('logout through the API with the cookie (same origin) revokes the session', async () => {
    const manager = await createManager();
    const { jar } = await browserLogin(manager.user.email, manager.password);
    expect((await api('/auth/logout', { method: 'POST', headers: withCookie(jar, { origin: BASE_URL }) })).status).toBe(200);
    expect((await api('/auth/me', { headers: withCookie(jar) })).status).toBe(401);
  });

  it('a cross-origin logout with the cookie does not end the session', async () => {
    const manager = await createManager();
    const { jar } = await browserLogin(manager.user.email, manager.password);
    await api('/auth/logout', { method: 'POST', headers: withCookie(jar, { origin: 'https://evil.example' }) });
    expect((await api('/auth/me', { headers: withCookie(jar) })).status).toBe(200);
  });

  it('deactivating the user ends the cookie session at once', async () => {
    const manager = await createManager();
    const { jar } = await browserLogin(manager.user.email, manager.password);
    const admin = await loginAs('superAdmin');
    expect((await api(`/users/${manager.user.id}/status`, { method: 'PATCH', token: admin.accessToken, body: { status: 'inactive' } })).status).toBe(200);
    expect((await api('/auth/me', { headers: withCookie(jar) })).status).toBe(401);
  });
});

describe('changing your own password ends your other sessions', () => {
  it('the other bearer session and cookie session stop (access, refresh, cookie); the session that changed it keeps working', async () => {
    const owner = await createUser(await roleIdByCode('ADMIN'));
    const changer = await login(owner.email, owner.password);
    const other = await login(owner.email, owner.password);
    const { jar: otherCookie } = await browserLogin(owner.email, owner.password);
    for (const check of [api('/auth/me', { token: other.accessToken }), api('/auth/me', { headers: withCookie(otherCookie) })]) {
      expect((await check).status).toBe(200);
    }

    const first = 'SandiBaru!Pertama9';
    const changed = await api(`/users/${owner.id}`, { method: 'PATCH', token: changer.accessToken, body: { password: first } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await api('/auth/me', { token: other.accessToken })).status).toBe(401);
    expect((await api('/auth/refresh', { method: 'POST', token: other.refreshToken })).status).toBe(401);
    expect((await api('/auth/me', { headers: withCookie(otherCookie) })).status).toBe(401);
    // The changing session: its access token and its refresh token still work.
    expect((await api('/auth/me', { token: changer.accessToken })).status).toBe(200);
    const renewed = await api('/auth/refresh', { method: 'POST', token: changer.refreshToken });
    expect(renewed.status).toBe(200);
    expect((await api('/auth/me', { token: renewed.body.accessToken })).status).toBe(200);

    // From the browser: the cookie session that changes the password stays, the bearer session ends.
    const { jar: browser } = await browserLogin(owner.email, first);
    const second = await api(`/users/${owner.id}`, {
      method: 'PATCH',
      headers: withCookie(browser, { origin: BASE_URL }),
      body: { password: 'SandiBaru!Kedua9' },
    });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect((await api('/auth/me', { headers: withCookie(browser) })).status).toBe(200);
    expect((await api('/auth/me', { token: renewed.body.accessToken })).status).toBe(401);
    expect((await api('/auth/refresh', { method: 'POST', token: renewed.body.refreshToken })).status).toBe(401);
    await login(owner.email, 'SandiBaru!Kedua9');
  });
});

describe('refresh grace window (the test server runs with REFRESH_REUSE_GRACE_SECONDS=2)', () => {
  it('two parallel refreshes of one token both succeed and the session continues', async () => {
    const manager = await createManager();
    const [a, b] = await Promise.all([
      api('/auth/refresh', { method: 'POST', token: manager.refreshToken }),
      api('/auth/refresh', { method: 'POST', token: manager.refreshToken }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await api('/auth/me', { token: a.body.accessToken })).status).toBe(200);
    expect((await api('/auth/me', { token: b.body.accessToken })).status).toBe(200);
    expect((await api('/auth/refresh', { method: 'POST', token: a.body.refreshToken })).status).toBe(200);
    expect((await api('/auth/refresh', { method: 'POST', token: b.body.refreshToken })).status).toBe(200);
  });
});
