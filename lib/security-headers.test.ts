// The page CSP and HSTS as middleware.ts sets them.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';

vi.mock('@/lib/server/auth/secret', () => ({ getAuthSecret: () => 'unit-test-secret' }));

const { contentSecurityPolicy, createNonce, servedOverHttps } = await import('./security-headers');
const { middleware } = await import('../middleware');

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('contentSecurityPolicy', () => {
  it('allows scripts only by nonce, and unsafe-eval only in development', () => {
    const prod = contentSecurityPolicy('abc', { dev: false });
    expect(prod).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic'");
    expect(prod).not.toContain('unsafe-eval');
    expect(contentSecurityPolicy('abc', { dev: true })).toContain("'unsafe-eval'");
  });

  it('makes a new unguessable nonce each time', () => {
    const a = createNonce();
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(createNonce()).not.toBe(a);
  });
});

describe('middleware security headers', () => {
  it('sends HSTS only when NEXTAUTH_URL is https, and the CSP to Next (request) and the browser (response)', async () => {
    vi.stubEnv('NEXTAUTH_URL', 'https://kuliner.example.id');
    expect(servedOverHttps()).toBe(true);
    const secure = await middleware(new NextRequest('https://kuliner.example.id/tentang'));
    expect(secure.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    const csp = secure.headers.get('content-security-policy')!;
    expect(csp).toMatch(/'nonce-[^']+'/);
    // NextResponse.next passes overridden request headers on as x-middleware-request-*.
    expect(secure.headers.get('x-middleware-request-content-security-policy')).toBe(csp);

    vi.stubEnv('NEXTAUTH_URL', 'http://localhost:3000');
    const plain = await middleware(new NextRequest('http://localhost:3000/tentang'));
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    expect(plain.headers.get('content-security-policy')).toContain("object-src 'none'");
  });

  it('keeps its redirect job: no session on a dashboard page goes to /login, with the CSP', async () => {
    const res = await middleware(new NextRequest('http://localhost:3000/dashboard/menus'));
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toBe('http://localhost:3000/login?callbackUrl=%2Fdashboard%2Fmenus');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});
