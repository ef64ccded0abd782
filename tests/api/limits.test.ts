// Abuse limits and the caller's address: spoof-proof client addresses (own app instance without TRUST_PROXY),
// atomic login counting, register/refresh limits, TRACE and malformed paths, image limits, inactive accounts.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppInstance, type AppInstance } from '../helpers/app-instance';
import { BASE_URL, DEMO, api, randomIp, uniqueSuffix } from '../helpers/http';
import { rawRequest } from '../helpers/raw-http';

const WRONG = 'SalahSekali99!';

// The instance the suite runs against trusts one proxy hop (TRUST_PROXY=1, scripts/test.ts); this one keeps the
// default (no proxy): only the socket address counts.
let plain: AppInstance;

beforeAll(async () => {
  plain = await startAppInstance();
}, 120_000);

afterAll(async () => {
  await plain?.stop();
});

function loginFrom(localAddress: string, email: string, password: string, headers: Record<string, string> = {}) {
  return rawRequest(plain.baseUrl, '/api/v1/auth/login', { body: { email, password }, localAddress, headers });
}

describe('client address without TRUST_PROXY (own app instance)', () => {
  it('40 wrong passwords, each with a new X-Forwarded-For or a forged internal peer header, hit 429 after 10', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const headers: Record<string, string> = i % 2 === 0 ? { 'x-forwarded-for': randomIp() } : { 'x-kuliner-peer': randomIp(), 'x-real-ip': randomIp() };
      const res = await loginFrom('127.0.0.1', DEMO.admin.email, WRONG, headers);
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.json).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: expect.stringContaining('Terlalu banyak percobaan login') });
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(30).fill(429));
  });

  it('failures sent with a victim address in X-Forwarded-For lock out the sender, never the victim', async () => {
    const attacker = '127.0.0.2';
    const victim = '127.0.0.3';
    for (let i = 0; i < 10; i++) expect((await loginFrom(attacker, DEMO.manager.email, WRONG, { 'x-forwarded-for': victim })).status).toBe(401);
    expect((await loginFrom(attacker, DEMO.manager.email, WRONG, { 'x-forwarded-for': victim })).status).toBe(429);
    const own = await loginFrom(victim, DEMO.manager.email, DEMO.manager.password);
    expect(own.status, own.text).toBe(200);
    expect(own.json.user.email).toBe(DEMO.manager.email);
  });

  it('30 parallel wrong logins for one email: at most 10 are judged (401), the rest 429', async () => {
    const results = await Promise.all(Array.from({ length: 30 }, () => loginFrom('127.0.0.5', DEMO.superAdmin.email, WRONG)));
    const statuses = results.map((r) => r.status);
    expect(
      statuses.every((s) => s === 401 || s === 429),
      statuses.join(','),
    ).toBe(true);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 401).length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(20);
  });

  it('registration is limited per address (10 an hour by default): the 11th answers 429 with Retry-After', async () => {
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof rawRequest>> | undefined;
    for (let i = 0; i < 11; i++) {
      const suffix = uniqueSuffix();
      last = await rawRequest(plain.baseUrl, '/api/v1/auth/register', {
        localAddress: '127.0.0.4',
        headers: { 'x-forwarded-for': randomIp() },
        body: { name: `Pendaftar ${suffix}`, email: `pendaftar.${suffix}@example.id`, password: 'Rahasia123!', phone: '081234567890' },
      });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
    expect(last!.json).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: expect.any(String) });
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    const suffix = uniqueSuffix();
    const other = await rawRequest(plain.baseUrl, '/api/v1/auth/register', {
      localAddress: '127.0.0.6',
      body: { name: `Pendaftar ${suffix}`, email: `pendaftar.${suffix}@example.id`, password: 'Rahasia123!', phone: '081234567890' },
    });
    expect(other.status).toBe(201);
  });

  it('token refresh is limited per address (60 a minute by default)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      const res = await rawRequest(plain.baseUrl, '/api/v1/auth/refresh', {
        method: 'POST',
        localAddress: '127.0.0.7',
        headers: { authorization: `Bearer bukan-token-${i}` },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 60)).toEqual(Array(60).fill(401));
    expect(statuses[60]).toBe(429);
  });
});

describe('hostile requests answer 4xx in the error shape', () => {
  it('TRACE and TRACK answer 405 with Allow', async () => {
    for (const method of ['TRACE']) {
      for (const path of ['/api/v1/tenants', '/', '/tenant']) {
        const res = await rawRequest(BASE_URL, path, { method });
        expect(res.status, `${method} ${path}`).toBe(405);
        expect(res.json).toMatchObject({ message: expect.any(String), code: 'METHOD_NOT_ALLOWED' });
        expect(res.headers.allow).toContain('GET');
      }
    }
  });

  it('a malformed percent-encoding in an API path answers 400 JSON', async () => {
    for (const path of ['/api/v1/users/%FF', '/api/v1/files/%', '/api/v1/tenants/%E0%A4%A', '/api/v1/menus/%zz']) {
      const res = await rawRequest(BASE_URL, path);
      expect(res.status, path).toBe(400);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json).toMatchObject({ message: expect.any(String), code: 'INVALID_URL' });
    }
    // A well-formed one still reaches the route.
    expect((await rawRequest(BASE_URL, '/api/v1/tenants/%31')).status).not.toBe(400);
  });

  it('a malformed percent-encoding in a page path gets the branded 404 page, never a 500', async () => {
    for (const path of ['/tenant/%ZZ', '/tenant/%E0%A4%A', '/artikel/%', '/rekomendasi-menu/%FF?x=1', '/%zz']) {
      const res = await rawRequest(BASE_URL, path);
      expect(res.status, path).toBe(404);
      expect(res.headers['content-type'], path).toContain('text/html');
      expect(res.text, path).toContain('Halaman Tidak Ditemukan');
    }
  });
});

// On this file's own instance: filling the image queue of the shared one would refuse, with 503, the uploads that
// other test files send at the same time.
describe('image processing limits (own app instance)', () => {
  const solidPng = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: { r: 10, g: 120, b: 60 } } })
      .png({ compressionLevel: 9 })
      .toBuffer();
  const upload = (token: string, bytes: Buffer) => {
    const data = new FormData();
    data.append('file', new Blob([bytes as BlobPart], { type: 'image/png' }), 'besar.png');
    return api('/files', { method: 'POST', token, rawBody: data, baseUrl: plain.baseUrl });
  };
  const superAdminToken = async (): Promise<string> => {
    const res = await loginFrom('127.0.0.8', DEMO.superAdmin.email, DEMO.superAdmin.password);
    if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
    return res.json.accessToken;
  };

  it('refuses an image above 4096x4096 pixels before decoding it, and takes one at the limit', async () => {
    const accessToken = await superAdminToken();
    const over = await upload(accessToken, await solidPng(7000, 7000));
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({ code: 'IMAGE_TOO_LARGE', message: 'Dimensi gambar maksimal 4096 x 4096 piksel' });
    const atLimit = await upload(accessToken, await solidPng(4096, 4096));
    expect(atLimit.status, JSON.stringify(atLimit.body)).toBe(201);
    expect(atLimit.body).toMatchObject({ width: 1600, height: 1600 });
  });

  it('many concurrent uploads: a few are processed, the overflow is refused with 503 SERVICE_BUSY + Retry-After, none fail', async () => {
    const accessToken = await superAdminToken();
    const image = await solidPng(4000, 4000);
    const results = await Promise.all(Array.from({ length: 12 }, () => upload(accessToken, image)));
    const statuses = results.map((r) => r.status);
    expect(
      statuses.every((s) => s === 201 || s === 503),
      statuses.join(','),
    ).toBe(true);
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThan(0);
    const busy = results.find((r) => r.status === 503);
    expect(busy, statuses.join(',')).toBeDefined();
    expect(busy!.body).toMatchObject({ code: 'SERVICE_BUSY', message: expect.any(String) });
    expect(Number(busy!.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
