// Hostile input (issue 10 item 7), all unauthenticated unless said: never a 500, always 4xx with { message, code }.
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { BASE_URL, api, loginAs, randomIp } from '../helpers/http';

const UNSAFE = 'Teks mengandung karakter yang tidak diizinkan';

function expectErrorShape(res: { status: number; body: any }, status: number) {
  expect(res.status).toBe(status);
  expect(typeof res.body?.message).toBe('string');
  expect(typeof res.body?.code).toBe('string');
}

describe('NUL and lone surrogates', () => {
  it('a NUL in a query string is 400, not Postgres 22021', async () => {
    const res = await api('/tenants/public?search=a%00b');
    expectErrorShape(res, 400);
    expect(res.body).toMatchObject({ message: UNSAFE, code: 'VALIDATION_ERROR' });
    expectErrorShape(await api('/menus/public?search=%00'), 400);
  });

  it('a NUL in a path segment is 400', async () => {
    expectErrorShape(await api('/tenants/public/a%00b'), 400);
    expectErrorShape(await api('/menus/public/tenant/x%00'), 400);
  });

  it('a NUL or lone surrogate in the login or register body is 400, at any depth', async () => {
    const headers = { 'x-forwarded-for': randomIp() };
    const login = await api('/auth/login', { body: { email: 'a\u0000b@example.id', password: 'Rahasia123!' }, headers });
    expectErrorShape(login, 400);
    expect(login.body.errors).toEqual({ email: UNSAFE });
    const register = await api('/auth/register', {
      body: { name: 'Ujang\uD800', email: 'nul@example.id', password: 'Rahasia123!', phone: '081234567890' },
      headers,
    });
    expectErrorShape(register, 400);
    expect(register.body.errors).toEqual({ name: UNSAFE });
  });

  it('a NUL in a text field of an authenticated write is 400 and nothing is stored', async () => {
    const { accessToken } = await loginAs('superAdmin');
    const res = await api('/roles', { token: accessToken, body: { name: 'Kasir\u0000', permissions: [] } });
    expectErrorShape(res, 400);
    expect(res.body.message).toBe(UNSAFE);
  });

  it('a name made of invisible characters (zero-width spaces) is blank: 400 with the required message', async () => {
    const { accessToken } = await loginAs('superAdmin');
    const blank = '\u200B\u200B\u200B';
    const role = await api('/roles', { token: accessToken, body: { name: blank, code: 'KASIR_TAK_TAMPAK', description: 'uji', permissions: [] } });
    expectErrorShape(role, 400);
    expect(role.body.errors.name).toBe('Nama role harus diisi');
    const register = await api('/auth/register', {
      headers: { 'x-forwarded-for': randomIp() },
      body: { name: `\u200B\u2060${blank}\uFEFF`, email: `tak.tampak.${Date.now()}@example.id`, password: 'Rahasia1!', phone: '081234567890' },
    });
    expectErrorShape(register, 400);
    expect(register.body.errors.name).toBe('Nama lengkap wajib diisi');
  });

  it('a public page with a NUL search still renders', async () => {
    const res = await fetch(`${BASE_URL}/tenant?search=a%00b`);
    expect(res.status).toBe(200);
    const menus = await fetch(`${BASE_URL}/rekomendasi-menu?search=%00&category=%00`);
    expect(menus.status).toBe(200);
    expect((await fetch(`${BASE_URL}/tenant/a%00b`)).status).toBe(404);
  });
});

describe('dates out of range', () => {
  it.each(['0000-01-01', '+275760-09-13', '275760-09-13', '2025-02-30', '1'])('/activity-logs?from=%s is 400 in Indonesian', async (from) => {
    const { accessToken } = await loginAs('superAdmin');
    const res = await api(`/activity-logs?from=${encodeURIComponent(from)}`, { token: accessToken });
    expectErrorShape(res, 400);
    expect(res.body.errors).toEqual({ from: 'Tanggal awal tidak valid' });
    const to = await api(`/activity-logs?to=${encodeURIComponent(from)}`, { token: accessToken });
    expect(to.body.errors).toEqual({ to: 'Tanggal akhir tidak valid' });
  });
});

describe('strict integers', () => {
  it.each(['0x1', '+1', '1e2', '1.0', '%201'])('id %s is 400 ID tidak valid', async (id) => {
    const res = await api(`/menus/public/${id}`);
    expectErrorShape(res, 400);
    expect(res.body.message).toBe('ID tidak valid');
  });
  it.each(['page=0x1', 'page=%2B1', 'limit=1e1', 'tenantId=0x1'])('query %s is 400', async (query) => {
    expectErrorShape(await api(`/menus/public?${query}`), 400);
  });
  it('plain digits still work', async () => {
    expect((await api('/menus/public?page=1&limit=5')).status).toBe(200);
  });
});

/**
 * A POST on its own connection (node:http, no agent): the server answers 413 before the upload ends and drops the
 * rest, so such a connection must not go back to the shared fetch pool where the next test would inherit it.
 */
function isolatedPost(
  path: string,
  write: (req: http.ClientRequest) => void,
  headers: Record<string, string | number>,
): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${BASE_URL}/api/v1${path}`,
      { method: 'POST', agent: false, headers: { 'content-type': 'application/json', connection: 'close', ...headers } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null }));
        res.on('aborted', () => reject(new Error('the response was cut off')));
        res.on('error', reject);
      },
    );
    // The server may close while we are still sending: only the response matters, and losing it is a failure.
    let answered = false;
    req.on('response', () => (answered = true));
    req.on('error', (err) => (answered ? undefined : reject(err)));
    write(req);
  });
}

describe('token endpoints read small bodies only', () => {
  const big = Buffer.from(JSON.stringify({ refreshToken: 'x'.repeat(20 * 1024 * 1024) }));
  it.each(['logout', 'refresh'])('/auth/%s refuses a 20 MB body with 413', async (path) => {
    const res = await isolatedPost(`/auth/${path}`, (req) => req.end(big), { 'content-length': big.length });
    expectErrorShape(res, 413);
  });
  it('/auth/logout refuses a chunked body past 4 KB with 413 (no content-length to trust)', async () => {
    const res = await isolatedPost(
      '/auth/logout',
      (req) => {
        for (let i = 0; i < 64; i++) req.write(' '.repeat(1024));
        req.end();
      },
      { 'transfer-encoding': 'chunked' },
    );
    expectErrorShape(res, 413);
  });
  it('a small body is still read', async () => {
    expect((await api('/auth/refresh', { body: { refreshToken: 'bukan-token' } })).status).toBe(401);
    expect((await api('/auth/logout', { body: { refreshToken: 'bukan-token' } })).status).toBe(200);
  });
});

describe('messages are Indonesian', () => {
  it.each([['"teks"'], ['[]'], ['1'], ['null']])('a non-object body %s', async (raw) => {
    const res = await api('/auth/login', { method: 'POST', rawBody: raw, headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp() } });
    expectErrorShape(res, 400);
    expect(res.body.message).toBe('Data harus berupa objek JSON');
  });
  it('unknown keys and bad enums', async () => {
    const res = await api('/auth/login', { body: { email: 'a@b.co', password: 'Rahasia123!', extra: 1 }, headers: { 'x-forwarded-for': randomIp() } });
    expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', errors: { extra: 'Field tidak dikenal' } });
    const { accessToken } = await loginAs('superAdmin');
    const sort = await api('/tenants?sortOrder=sideways', { token: accessToken });
    expect(sort.status).toBe(400);
    expect(JSON.stringify(sort.body)).not.toMatch(/Invalid|expected|received/);
  });
});

describe('names of Object.prototype are plain unknown values', () => {
  it.each(['__proto__', 'constructor', 'toString'])('status=%s is a 400 on every status filter, not a 500', async (value) => {
    const { accessToken } = await loginAs('superAdmin');
    for (const path of ['/menus', '/tenants']) {
      const res = await api(`${path}?status=${value}`, { token: accessToken });
      expectErrorShape(res, 400);
    }
  });
});

describe('paths and methods the API does not have', () => {
  it('an unknown /api path answers 404 in the error shape, not the HTML page', async () => {
    for (const path of ['/api/v1/does-not-exist', '/api/v1', '/api/v1/menus/1/x', '/api/tidak-ada', '/api']) {
      for (const method of ['GET', 'POST', 'DELETE', 'OPTIONS']) {
        const res = await fetch(`${BASE_URL}${path}`, {
          method,
          headers: { 'content-type': 'application/json' },
          body: method === 'GET' || method === 'OPTIONS' ? undefined : '{}',
        });
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(res.headers.get('content-type'), `${method} ${path}`).toContain('application/json');
        expect(await res.json()).toEqual({ message: 'Endpoint tidak ditemukan', code: 'NOT_FOUND' });
      }
    }
  });

  it('a method the route does not have answers 405 in the error shape, with the route’s methods in Allow', async () => {
    const cases: [string, string, string][] = [
      ['PUT', '/api/v1/menus/22', 'GET, PATCH, DELETE, HEAD, OPTIONS'],
      ['DELETE', '/api/v1/menus/public', 'GET, HEAD, OPTIONS'],
      ['GET', '/api/v1/auth/login', 'POST, OPTIONS'],
      ['PATCH', '/api/v1/tenants', 'GET, POST, HEAD, OPTIONS'],
    ];
    for (const [method, path, allow] of cases) {
      const res = await fetch(`${BASE_URL}${path}`, { method });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get('allow'), `${method} ${path}`).toBe(allow);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(await res.json()).toEqual({ message: 'Metode tidak diizinkan', code: 'METHOD_NOT_ALLOWED' });
    }
  });
});

describe("next-auth's endpoints", () => {
  it('a GET of the credentials callback is a 405 in the API shape, not a 500 (the provider signs in by POST only)', async () => {
    for (const path of ['/api/auth/callback/credentials', '/api/auth/callback/credentials?x=1']) {
      const res = await fetch(`${BASE_URL}${path}`, { headers: { 'x-forwarded-for': randomIp() }, redirect: 'manual' });
      expect(res.status, path).toBe(405);
      expect(res.headers.get('allow')).toBe('POST');
      expect(await res.json()).toEqual({ message: 'Metode tidak diizinkan', code: 'METHOD_NOT_ALLOWED' });
    }
    // The rest of next-auth still answers as before.
    const csrf = await fetch(`${BASE_URL}/api/auth/csrf`);
    expect(csrf.status).toBe(200);
    expect(typeof (await csrf.json()).csrfToken).toBe('string');
  });
});
