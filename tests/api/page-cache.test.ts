// Issue 11: public pages are replayed for a moment from the page cache in front of Next (scripts/page-cache.ts). A
// replay is the same render, headers and body together (the CSP nonce of its scripts is the one its header allows);
// a client holding the content gets 304 without the CSP, so its copy keeps its own; writes drop what was rendered
// before; client navigations, other methods, private pages and errors are never cached. On its own instance: on the
// shared one, the other test files' writes would keep dropping the cache under these checks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppInstance, type AppInstance } from '../helpers/app-instance';
import { DEMO, api, eventually, randomIp, uniqueSuffix } from '../helpers/http';

let app: AppInstance;
let BASE_URL = '';

beforeAll(async () => {
  app = await startAppInstance();
  BASE_URL = app.baseUrl;
}, 120_000);

afterAll(async () => {
  await app?.stop();
});

interface Fetched {
  status: number;
  headers: Headers;
  text: string;
}

async function get(path: string, headers: Record<string, string> = {}): Promise<Fetched> {
  const res = await fetch(`${BASE_URL}${path}`, { headers, redirect: 'manual' });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

/** A HIT: the same page requested again while its render is fresh (retried: a slow render may outlive the window). */
async function hit(path: string): Promise<Fetched> {
  let last: Fetched | undefined;
  await eventually(async () => {
    await get(path);
    last = await get(path);
    return last.headers.get('x-page-cache') === 'HIT';
  });
  return last!;
}

function cspNonce(headers: Headers): string {
  const nonce = /'nonce-([^']+)'/.exec(headers.get('content-security-policy') ?? '')?.[1];
  expect(nonce, 'the page CSP carries a nonce').toBeTruthy();
  return nonce!;
}

describe('page cache', () => {
  it.each(['/', '/tenant', '/rekomendasi-menu', '/artikel', '/tentang', '/sitemap.xml', `/tenant?search=${uniqueSuffix()}`])(
    'replays %s with the CSP of the same render and a public cache policy',
    async (path) => {
      const replay = await hit(path);
      expect(replay.status).toBe(200);
      expect(replay.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=2, stale-while-revalidate=30');
      expect(replay.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
      if (path !== '/sitemap.xml') {
        const nonce = cspNonce(replay.headers);
        const scriptNonces = [...replay.text.matchAll(/<script[^>]*\bnonce="([^"]+)"/g)].map((m) => m[1]);
        expect(scriptNonces.length).toBeGreaterThan(0);
        expect(new Set(scriptNonces)).toEqual(new Set([nonce]));
      }
    },
  );

  it('answers 304 without a body or a CSP to a client that holds the content, and 200 to one that does not', async () => {
    const replay = await hit('/tenant');
    const etag = replay.headers.get('etag')!;
    const conditional = await get('/tenant', { 'If-None-Match': etag });
    expect(conditional.status).toBe(304);
    expect(conditional.text).toBe('');
    expect(conditional.headers.get('etag')).toBe(etag);
    expect(conditional.headers.get('content-security-policy')).toBeNull();
    const other = await get('/tenant', { 'If-None-Match': '"something-else"' });
    expect(other.status).toBe(200);
    expect(other.text).toContain('</html>');
  });

  it('serves gzip to clients that take it and plain HTML to the others, with one ETag', async () => {
    await hit('/artikel');
    const gzip = await fetch(`${BASE_URL}/artikel`, { headers: { 'Accept-Encoding': 'gzip' } });
    const plain = await fetch(`${BASE_URL}/artikel`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(plain.headers.get('content-encoding')).toBeNull();
    // fetch decompresses: both bodies are the page.
    expect(await gzip.text()).toContain('</html>');
    expect(await plain.text()).toContain('</html>');
    expect(plain.headers.get('vary')).toContain('Accept-Encoding');
  });

  it('never caches client navigations, other methods, private pages, or errors', async () => {
    const rsc = await get('/tenant', { RSC: '1' });
    expect(rsc.headers.get('x-page-cache')).toBeNull();
    for (const path of ['/login', '/pendaftaran', '/dashboard', '/tenant/tidak-ada-tenant-ini', '/halaman-yang-tidak-ada']) {
      await get(path);
      const again = await get(path);
      expect(again.headers.get('x-page-cache'), path).toBeNull();
    }
    const post = await fetch(`${BASE_URL}/tenant`, { method: 'POST', body: 'x=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(post.headers.get('x-page-cache')).toBeNull();
  });

  it('answers HEAD with the headers of the GET and no body, from the cache or from a render the next GET replays', async () => {
    // Not rendered yet: the HEAD renders it (as a GET) and keeps it, so the GET right after is a replay (retried on a
    // new page when a slow render outlived the window).
    let head: Response | undefined;
    let replayed: { etag: string | null; body: string } | undefined;
    await eventually(async () => {
      const path = `/rekomendasi-menu?search=${uniqueSuffix()}`;
      head = await fetch(`${BASE_URL}${path}`, { method: 'HEAD', headers: { 'Accept-Encoding': 'identity' } });
      const get = await fetch(`${BASE_URL}${path}`, { headers: { 'Accept-Encoding': 'identity' } });
      replayed = { etag: get.headers.get('etag'), body: await get.text() };
      return get.headers.get('x-page-cache') === 'HIT';
    });
    expect(head!.status).toBe(200);
    expect(head!.headers.get('x-page-cache')).toBe('MISS');
    expect(head!.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=2, stale-while-revalidate=30');
    expect(await head!.text()).toBe('');
    expect(replayed!.body).toContain('</html>');
    expect(head!.headers.get('etag')).toBe(replayed!.etag);
    expect(Number(head!.headers.get('content-length'))).toBe(Buffer.byteLength(replayed!.body));
    // Held: a HEAD is answered from the cache with the same validators, and 304 to a client holding the content.
    let replay: Fetched | undefined;
    let again: Response | undefined;
    await eventually(async () => {
      replay = await hit('/tentang');
      again = await fetch(`${BASE_URL}/tentang`, { method: 'HEAD' });
      return again.headers.get('x-page-cache') === 'HIT';
    });
    expect(again!.status).toBe(200);
    expect(again!.headers.get('etag')).toBe(replay!.headers.get('etag'));
    expect(again!.headers.get('cache-control')).toBe(replay!.headers.get('cache-control'));
    expect(again!.headers.get('content-security-policy')).toBe(replay!.headers.get('content-security-policy'));
    const conditional = await fetch(`${BASE_URL}/tentang`, { method: 'HEAD', headers: { 'If-None-Match': replay!.headers.get('etag')! } });
    expect(conditional.status).toBe(304);
  });

  it('drops every rendered page when public content changes', async () => {
    await hit('/tenant');
    const login = await api<{ accessToken: string }>('/auth/login', {
      baseUrl: BASE_URL,
      body: DEMO.superAdmin,
      headers: { 'x-forwarded-for': randomIp() },
    });
    expect(login.status).toBe(200);
    const tagline = `Rasa Priangan ${uniqueSuffix()}`;
    const saved = await api('/settings', { baseUrl: BASE_URL, method: 'PATCH', token: login.body.accessToken, body: { tagline } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const after = await get('/tenant');
    expect(after.headers.get('x-page-cache')).toBe('MISS');
    await eventually(async () => (await get('/tentang')).text.includes(tagline));
  });
});

// The session hint (lib/auth/session-hint.ts) follows the session cookie on every response, replays and 304s
// included, and never rides along in a cached page: a visitor's page view then asks nothing but the page.
describe('page cache key: the page and the params it reads', () => {
  it('a parameter the page does not read causes no render: the second request is a replay, and the page never sees it', async () => {
    const listed = await api<{ data: { slug: string }[] }>('/tenants/public?limit=1', { baseUrl: BASE_URL });
    const slug = listed.body.data[0]!.slug;
    let second: Fetched | undefined;
    let first: Fetched | undefined;
    let a = '';
    let b = '';
    // Retried with new values: a slow render may outlive the cache window between the two requests.
    await eventually(async () => {
      a = `cb${uniqueSuffix()}`;
      b = `utm${uniqueSuffix()}`;
      first = await get(`/tenant/${slug}?cb=${a}`);
      second = await get(`/tenant/${slug}?cb=${b}&utm_source=${b}`);
      return first.headers.get('x-page-cache') === 'MISS' && second.headers.get('x-page-cache') === 'HIT';
    });
    expect(second!.status).toBe(200);
    expect(second!.headers.get('etag')).toBe(first!.headers.get('etag'));
    expect(first!.text).not.toContain(a);
    expect(second!.text).not.toContain(b);
  });

  it('params the page reads are normalised: order, duplicates, blank values and surrounding spaces give one page', async () => {
    let replay: Fetched | undefined;
    await eventually(async () => {
      const term = `soto${uniqueSuffix()}`;
      const first = await get(`/tenant?search=${term}&sort=nama&open=`);
      replay = await get(`/tenant?sort=nama&cb=1&search=+${term}+&search=bakso&type=&open=`);
      return first.headers.get('x-page-cache') === 'MISS' && replay.headers.get('x-page-cache') === 'HIT';
    });
    expect(replay!.status).toBe(200);
    // A param the page reads still makes another page.
    const other = await get(`/tenant?search=lain${uniqueSuffix()}&sort=nama`);
    expect(other.headers.get('x-page-cache')).toBe('MISS');
  });
});

describe('session hint', () => {
  const SESSION = 'next-auth.session-token=any-value';
  const HINT = 'kt-signed-in=1';
  const setCookies = (f: Fetched) => f.headers.getSetCookie();

  it('is set on a page for a browser with a session cookie, which then gets a private response', async () => {
    await hit('/tentang');
    const page = await get('/tentang', { Cookie: SESSION });
    expect(page.status).toBe(200);
    expect(page.text).toContain('</html>');
    expect(setCookies(page)).toEqual(['kt-signed-in=1; Path=/; SameSite=Lax']);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    // The replayed page itself stays shared: the next visitor gets it without the cookie.
    const visitor = await get('/tentang');
    expect(visitor.headers.get('x-page-cache')).toBe('HIT');
    expect(setCookies(visitor)).toEqual([]);
    expect(visitor.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=2, stale-while-revalidate=30');
  });

  it('is cleared once the session cookie is gone, and left alone while the two agree', async () => {
    const signedOut = await get('/tenant', { Cookie: `theme=x; ${HINT}` });
    expect(setCookies(signedOut)).toEqual(['kt-signed-in=; Path=/; SameSite=Lax; Max-Age=0']);
    expect(signedOut.headers.get('cache-control')).toBe('private, no-store');
    const signedIn = await get('/tenant', { Cookie: `${SESSION}; ${HINT}` });
    expect(setCookies(signedIn)).toEqual([]);
    expect(signedIn.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=2, stale-while-revalidate=30');
  });

  it('is set on a page rendered for that request, a 304 and an API answer, and never on Next’s own files', async () => {
    const fresh = await get(`/tenant?search=${uniqueSuffix()}`, { Cookie: SESSION });
    expect(fresh.headers.get('x-page-cache')).toBe('MISS');
    expect(setCookies(fresh)).toEqual(['kt-signed-in=1; Path=/; SameSite=Lax']);
    const etag = (await hit('/artikel')).headers.get('etag')!;
    const conditional = await get('/artikel', { Cookie: SESSION, 'If-None-Match': etag });
    expect(conditional.status).toBe(304);
    expect(setCookies(conditional)).toEqual(['kt-signed-in=1; Path=/; SameSite=Lax']);
    const api = await get('/api/v1/menus/public?limit=1', { Cookie: SESSION });
    expect(api.status).toBe(200);
    expect(setCookies(api)).toEqual(['kt-signed-in=1; Path=/; SameSite=Lax']);
    expect(api.headers.get('cache-control')).toBe('private, no-store');
    const script = /<script[^>]*\bsrc="(\/_next\/static\/[^"]+\.js)"/.exec((await get('/')).text)?.[1];
    expect(script, 'the page loads a script of Next').toBeTruthy();
    const asset = await get(script!, { Cookie: SESSION });
    expect(asset.status).toBe(200);
    expect(setCookies(asset)).toEqual([]);
  });

  it('is added to the cookies a response sets itself', async () => {
    // next-auth's CSRF endpoint sets its own cookie; the hint joins it.
    const csrf = await get('/api/auth/csrf', { Cookie: SESSION });
    expect(csrf.status).toBe(200);
    const cookies = setCookies(csrf);
    expect(cookies.some((c) => c.startsWith('next-auth.csrf-token='))).toBe(true);
    expect(cookies).toContain('kt-signed-in=1; Path=/; SameSite=Lax');
  });
});
