// Issue 35, section 1: requests whose cost grows with what an attacker sends (a body of 60,000 keys, deep nesting),
// request targets Next cannot take (`*`, absolute-form), and Next's image optimizer, all answered small and fast.
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { BASE_URL, DEMO, api, randomIp, tenantBody } from '../helpers/http';
import { rawRequest } from '../helpers/raw-http';

/** A POST with a raw body; the answer's raw text (its size is the point). */
async function post(path: string, body: string): Promise<{ status: number; text: string; json: any }> {
  const res = await fetch(`${BASE_URL}/api/v1${path}`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp() },
  });
  const text = await res.text();
  return { status: res.status, text, json: JSON.parse(text) };
}

describe('error bodies and the work before them are bounded by the body’s shape', () => {
  const manyKeys = (n: number, extra: Record<string, unknown> = {}) =>
    JSON.stringify({ ...extra, ...Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${String(i).padStart(5, '0')}`, 'x'])) });

  it('a 770 KB login body of 60,000 keys gets a small 413 before it is read', async () => {
    const body = manyKeys(60_000, { email: DEMO.admin.email, password: DEMO.admin.password });
    expect(body.length).toBeGreaterThan(700_000);
    const res = await post('/auth/login', body);
    expect(res.status).toBe(413);
    expect(res.text.length).toBeLessThan(1_000);
    expect(res.json).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'Ukuran data terlalu besar' });
  });

  it('a declared body past 64 KB is refused before Next reads it, and the connection is not kept to drain it', async () => {
    const body = manyKeys(60_000);
    for (const path of ['/api/v1/auth/login', '/api/v1/tenants/my-tenant', '/api/auth/callback/credentials', '/tenant']) {
      const res = await rawRequest(BASE_URL, path, { method: 'POST', body: JSON.parse(body), headers: { 'x-forwarded-for': randomIp() } });
      expect(res.status, path).toBe(413);
      expect(res.headers.connection, path).toBe('close');
      expect(res.json, path).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'Ukuran data terlalu besar' });
    }
  });

  it('a chunked body (no declared length) past 64 KB is refused by the route, and the connection closes', async () => {
    const res = await new Promise<{ status: number; connection?: string; text: string }>((resolve, reject) => {
      const req = http.request(`${BASE_URL}/api/v1/auth/login`, {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked', 'x-forwarded-for': randomIp() },
      });
      req.on('response', (r) => {
        let text = '';
        r.setEncoding('utf8');
        r.on('data', (c) => (text += c));
        r.on('end', () => resolve({ status: r.statusCode ?? 0, connection: r.headers.connection, text }));
      });
      // The server may close while we are still sending: only the response matters, and losing it is a failure.
      let answered = false;
      req.on('response', () => (answered = true));
      req.on('error', (err) => (answered ? undefined : reject(err)));
      req.write('{"email":"a@b.co","password":"');
      for (let i = 0; i < 100; i++) req.write('x'.repeat(1024));
      req.end('"}');
    });
    expect(res.status).toBe(413);
    expect(res.connection).toBe('close');
    expect(JSON.parse(res.text)).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'Ukuran data terlalu besar' });
  });

  it('a body within the byte limit but of 4,500 keys gets a small 400 before zod walks it', async () => {
    const body = manyKeys(4_500, { email: DEMO.admin.email, password: DEMO.admin.password });
    expect(body.length).toBeLessThan(64 * 1024);
    const res = await post('/auth/login', body);
    expect(res.status).toBe(400);
    expect(res.text.length).toBeLessThan(1_000);
    expect(res.json).toEqual({ code: 'BODY_TOO_COMPLEX', message: 'Data terlalu banyak: maksimal 2000 field dan elemen' });
  });

  it('a body within both limits but with many unknown keys names only a few of them', async () => {
    const res = await post('/auth/login', manyKeys(1_500, { email: DEMO.admin.email, password: 'x' }));
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(res.json.errors).length).toBeLessThanOrEqual(10);
    expect(res.text.length).toBeLessThan(2_000);
  });

  it('deep nesting gets 400, in an object or an array, on a public or an authenticated route', async () => {
    const deepArray = `{"email":${'['.repeat(5_000)}${']'.repeat(5_000)}}`;
    const deepObject = `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`;
    for (const body of [deepArray, deepObject]) {
      const res = await post('/auth/login', body);
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ code: 'BODY_TOO_COMPLEX', message: 'Data bertingkat terlalu dalam: maksimal 16 tingkat' });
    }
    const { accessToken } = (await api('/auth/login', { body: DEMO.superAdmin, headers: { 'x-forwarded-for': randomIp() } })).body;
    const res = await fetch(`${BASE_URL}/api/v1/roles`, {
      method: 'POST',
      body: deepObject,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('BODY_TOO_COMPLEX');
  });

  it('the largest real body, a tenant with four shifts on every day, is still taken', async () => {
    const { accessToken } = (await api('/auth/login', { body: DEMO.superAdmin, headers: { 'x-forwarded-for': randomIp() } })).body;
    const day = { closed: false, shifts: [0, 1, 2, 3].map((i) => ({ open: `0${i * 2}:00`, close: `0${i * 2 + 1}:00` })) };
    const body = tenantBody({
      description: 'Warung nasi dengan sambal khas Tasikmalaya. '.repeat(40).slice(0, 2000),
      operatingHours: Object.fromEntries(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, day])),
    });
    const res = await api('/tenants', { token: accessToken, body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });

  it('ordinary requests still work', async () => {
    const login = await api('/auth/login', { body: DEMO.manager, headers: { 'x-forwarded-for': randomIp() } });
    expect(login.status).toBe(200);
    const wrong = await api('/auth/login', { body: { email: 'bukan-email', password: 'x' }, headers: { 'x-forwarded-for': randomIp() } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('VALIDATION_ERROR');
    expect(wrong.body.errors.email).toEqual(expect.any(String));
  });
});

describe('request targets Next cannot take', () => {
  it.each(['GET', 'OPTIONS', 'HEAD', 'POST'])('%s * answers 400 in the error shape, not 500', async (method) => {
    const res = await rawRequest(BASE_URL, '*', { method });
    expect(res.status).toBe(400);
    if (method !== 'HEAD') expect(res.json).toEqual({ message: 'Alamat permintaan tidak valid', code: 'INVALID_URL' });
  });

  it('an absolute-form target is served as its path on this site, never redirected to the host it names', async () => {
    for (const target of [
      'http://evil.example/tenant',
      'http://evil.example/tenant/',
      'https://evil.example',
      'http://evil.example//evil.example/x',
      'http://evil.example?x=1',
    ]) {
      const res = await rawRequest(BASE_URL, target);
      expect(res.status, target).toBeLessThan(500);
      // A Location, when there is one, names this site (a relative one too: not a protocol-relative //host).
      if (res.headers.location) expect(new URL(res.headers.location, BASE_URL).host, target).toBe(new URL(BASE_URL).host);
    }
    const page = await rawRequest(BASE_URL, 'http://evil.example/tenant');
    expect(page.status).toBe(200);
    expect(page.text).toContain('</html>');
    const apiAnswer = await rawRequest(BASE_URL, 'http://evil.example/api/v1/health');
    expect(apiAnswer.status).toBe(200);
  });

  it('a path starting with // is not a redirect off-site either', async () => {
    for (const target of ['//evil.example/tenant', '//evil.example/', '/\\evil.example/']) {
      const res = await rawRequest(BASE_URL, target);
      expect(res.status, target).toBeLessThan(500);
      if (res.headers.location) expect(new URL(res.headers.location, BASE_URL).host, target).toBe(new URL(BASE_URL).host);
    }
  });
});

describe('Next’s image optimizer is off', () => {
  it('/_next/image answers 404 at once, without optimizing, for a local or a remote picture', async () => {
    for (const url of ['/images/articles/foto-menu-dengan-ponsel.svg', '/icon.svg', 'https://example.com/a.png']) {
      for (const target of [`/_next/image?url=${encodeURIComponent(url)}&w=3840&q=100`, `/_next/image/?url=${encodeURIComponent(url)}&w=64&q=75`]) {
        const res = await rawRequest(BASE_URL, target, { headers: { accept: 'image/avif,image/webp,*/*' } });
        expect(res.status, target).toBe(404);
        expect(res.headers['content-type'], target).not.toMatch(/^image\//);
      }
    }
  });
});
