// Issue 10 over HTTP: page CSP with a fresh nonce per response (and on Next's scripts), Permissions-Policy,
// no HSTS over plain http, a closed CSP on API answers, and image fields that accept only this app's uploads.
import { describe, expect, it } from 'vitest';
import { BASE_URL, api, createManager, tenantBody, uniqueSuffix } from '../helpers/http';

async function page(path: string) {
  const res = await fetch(`${BASE_URL}${path}`, { redirect: 'manual' });
  return { res, html: await res.text() };
}

const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1];

describe('page security headers', () => {
  it('a page carries the CSP the issue asks for, with its own nonce on the scripts', async () => {
    const { res, html } = await page('/');
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
      "form-action 'self'",
      "img-src 'self' data: blob:",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    const nonce = nonceOf(csp);
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    expect(html).toContain(`nonce="${nonce}"`);
    expect(res.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=(self), payment=()');
    // The test server is plain http (NEXTAUTH_URL http://): no HSTS.
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('every render gets a different nonce (a page replayed from the page cache keeps the one of its render: page-cache.test.ts)', async () => {
    const nonces = [];
    // Two renders of a public page (distinct values of a param the page reads are distinct cache entries; one it does
    // not read is not) and two of a page never cached.
    const term = uniqueSuffix();
    for (const path of [`/artikel?search=${term}a`, `/artikel?search=${term}b`, '/login', '/login']) {
      nonces.push(nonceOf((await page(path)).res.headers.get('content-security-policy') ?? ''));
    }
    expect(nonces.every(Boolean)).toBe(true);
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  it('the dashboard redirect still works and carries the CSP', async () => {
    const { res } = await page('/dashboard/menus');
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toContain('/login?callbackUrl=%2Fdashboard%2Fmenus');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('API answers get a closed CSP and the Permissions-Policy', async () => {
    const res = await api('/health');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
  });
});

describe("image fields accept only this app's uploads", () => {
  it('refuses an external logo with 400 and a clear message, accepts an /api/v1/files path', async () => {
    const manager = await createManager();
    const bad = await api('/tenants/my-tenant', { token: manager.accessToken, body: tenantBody({ logo: 'https://tracker.example/pixel.gif' }) });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ logo: 'Gambar harus diunggah melalui aplikasi ini (alamat /api/v1/files/...)' });
    const own = `/api/v1/files/${'d'.repeat(32)}.webp`;
    const ok = await api('/tenants/my-tenant', { token: manager.accessToken, body: tenantBody({ logo: own, banner: '' }) });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body.logo).toBe(own);
  });
});
