// Abuse of uploads and the limiters, on an own app instance with tiny limits: a full limiter is a 503 with
// Retry-After whichever bundle of the app built it; an upload is refused before its body is read wherever possible
// (authentication, permission, quota, rate, full queue), never read past the size limit, never a 500.
import http from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppInstance, type AppInstance } from '../helpers/app-instance';
import { api, eventually, tenantBody, uniqueSuffix } from '../helpers/http';

let app: AppInstance;

beforeAll(async () => {
  // Served as `npm start` serves: its database preparation loads the upload and password modules outside Next's
  // bundles, in the serving process, before any request.
  app = await startAppInstance({
    script: 'start',
    env: {
      IMAGE_PROCESSING_CONCURRENCY: '1',
      IMAGE_PROCESSING_QUEUE: '0',
      PASSWORD_HASH_CONCURRENCY: '1',
      PASSWORD_HASH_QUEUE: '0',
      REGISTER_MAX_PER_ADDRESS: '1000',
      UPLOAD_QUOTA_FILES: '3',
      UPLOAD_MAX_PER_ACCOUNT: '5',
    },
  });
}, 120_000);

afterAll(async () => {
  await app?.stop();
});

const solidPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 10, g: 120, b: 60 } } })
    .png({ compressionLevel: 9 })
    .toBuffer();

function upload(token: string | null, bytes: Buffer, baseUrl = app.baseUrl) {
  const data = new FormData();
  data.append('file', new Blob([bytes as BlobPart], { type: 'image/png' }), 'gambar.png');
  return api('/files', { method: 'POST', token, rawBody: data, baseUrl });
}

/** A new self-registered account (a MANAGER without a tenant), logged in. */
async function newAccount(baseUrl = app.baseUrl): Promise<{ token: string; email: string }> {
  const suffix = uniqueSuffix();
  const email = `unggah.${suffix}@example.id`;
  const password = 'Rahasia123!';
  const reg = await api('/auth/register', { body: { name: `Pengunggah ${suffix}`, email, password, phone: '081234567890' }, baseUrl });
  if (reg.status !== 201) throw new Error(`register failed: ${reg.status} ${JSON.stringify(reg.body)}`);
  const res = await api('/auth/login', { body: { email, password }, baseUrl });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { token: res.body.accessToken, email };
}

describe('a full limiter answers 503 + Retry-After, whichever bundle built it', () => {
  it('uploads: a flood of uploads gets 201, 413 (quota), 429 (rate) or 503 (queue full), never 500', async () => {
    const { token } = await newAccount();
    const image = await solidPng(4000, 4000);
    const results = await Promise.all(Array.from({ length: 8 }, () => upload(token, image)));
    const statuses = results.map((r) => r.status);
    expect(
      statuses.every((s) => [201, 413, 429, 503].includes(s)),
      statuses.join(','),
    ).toBe(true);
    // The rate (5) lets five through to the queue; the quota (3) is never overrun.
    expect(statuses.filter((s) => s === 429).length, statuses.join(',')).toBe(3);
    expect(statuses.filter((s) => s === 201).length, statuses.join(',')).toBeLessThanOrEqual(3);
    const busy = results.find((r) => r.status === 503);
    expect(busy, statuses.join(',')).toBeDefined();
    expect(busy!.body).toEqual({ message: 'Server sedang memproses banyak gambar, silakan coba lagi sebentar lagi', code: 'SERVICE_BUSY' });
    expect(busy!.headers.get('retry-after')).toBe('5');
  });

  it('password hashing: a burst of logins gets 401 or 503, never 500', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        api('/auth/login', { body: { email: `tidak.ada.${i}.${uniqueSuffix()}@example.id`, password: 'SalahSekali99!' }, baseUrl: app.baseUrl }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(
      statuses.every((s) => s === 401 || s === 503),
      statuses.join(','),
    ).toBe(true);
    const busy = results.find((r) => r.status === 503);
    expect(busy, statuses.join(',')).toBeDefined();
    expect(busy!.body).toEqual({ message: 'Server sedang sibuk, silakan coba lagi sebentar lagi', code: 'SERVICE_BUSY' });
    expect(busy!.headers.get('retry-after')).toBe('2');
  });
});

/**
 * An upload whose headers announce `declaredBytes` but of which only the first kilobyte is sent: answered only if the
 * server refuses before reading the body (it would otherwise wait for the rest until the test's timeout).
 */
function uploadWithoutBody(token: string | null, declaredBytes: number, headers: Record<string, string> = {}): Promise<{ status: number; json: any }> {
  const url = new URL(app.baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: '127.0.0.1',
      port: url.port,
      path: '/api/v1/files',
      method: 'POST',
      agent: false,
      headers: {
        'content-type': 'multipart/form-data; boundary=batas',
        'content-length': String(declaredBytes),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
    });
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error('no answer: the server waited for the body'));
    }, 20_000);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        clearTimeout(timer);
        req.destroy();
        resolve({ status: res.statusCode!, json: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      });
    });
    req.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    req.write(`--batas\r\ncontent-disposition: form-data; name="file"; filename="a.png"\r\ncontent-type: image/png\r\n\r\n${'x'.repeat(1024)}`);
  });
}

/** Streams `totalBytes` without a Content-Length (chunked) until the server answers; how much was sent by then. */
function streamedUpload(token: string, totalBytes: number): Promise<{ status: number; json: any; sent: number }> {
  const url = new URL(app.baseUrl);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = http.request({
      host: '127.0.0.1',
      port: url.port,
      path: '/api/v1/files',
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'multipart/form-data; boundary=batas', authorization: `Bearer ${token}` },
    });
    req.on('response', (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        req.destroy();
        resolve({ status: res.statusCode!, json: JSON.parse(Buffer.concat(chunks).toString('utf8')), sent });
      });
    });
    req.on('error', (err) => {
      if (!answered) reject(err);
    });
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    const pump = () => {
      while (!answered && sent < totalBytes) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

describe('POST /files refuses before reading the body wherever it can', () => {
  it('without a session: 401 before the body is read', async () => {
    const res = await uploadWithoutBody(null, 4 * 1024 * 1024);
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ code: 'UNAUTHORIZED', message: 'Autentikasi diperlukan' });
  });

  it('a declared size over the limit: 413 before the body is read', async () => {
    const { token } = await newAccount();
    const res = await uploadWithoutBody(token, 6 * 1024 * 1024);
    expect(res.status).toBe(413);
    expect(res.json).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'Ukuran file maksimal 5 MB' });
  });

  it('an undeclared size (chunked) over the limit: 413 once the limit is passed, not after the whole body', async () => {
    const { token } = await newAccount();
    const res = await streamedUpload(token, 64 * 1024 * 1024);
    expect(res.status).toBe(413);
    expect(res.json).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'Ukuran file maksimal 5 MB' });
    expect(res.sent).toBeLessThan(64 * 1024 * 1024);
  });
});

describe('per-account storage quota and upload rate', () => {
  const smallPng = (seed: number) =>
    sharp({ create: { width: 32, height: 24, channels: 3, background: { r: seed, g: 90, b: 30 } } })
      .png()
      .toBuffer();

  it('a self-registered account stores at most UPLOAD_QUOTA_FILES files; the next is refused with 413 before its body is read', async () => {
    const { token } = await newAccount();
    for (let i = 0; i < 3; i++) expect((await upload(token, await smallPng(i))).status).toBe(201);
    const full = await upload(token, await smallPng(9));
    expect(full.status).toBe(413);
    expect(full.body).toEqual({
      code: 'STORAGE_QUOTA_EXCEEDED',
      message:
        'Kuota penyimpanan akun Anda sudah penuh (maksimal 3 file, 100 MB). Gambar yang tidak dipakai tenant atau menu mana pun dihapus otomatis 24 jam setelah diunggah.',
    });
    const unread = await uploadWithoutBody(token, 2 * 1024 * 1024);
    expect(unread.status).toBe(413);
    expect(unread.json.code).toBe('STORAGE_QUOTA_EXCEEDED');
  });

  it('at most UPLOAD_MAX_PER_ACCOUNT upload attempts per window, stored or not; then 429 with Retry-After', async () => {
    const { token } = await newAccount();
    const notAnImage = Buffer.from('bukan gambar sama sekali');
    for (let i = 0; i < 5; i++) expect((await upload(token, notAnImage)).status).toBe(415);
    const limited = await upload(token, await smallPng(1));
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(/^Terlalu banyak unggahan\. Silakan coba lagi dalam \d+ menit\.$/),
    });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another account is not affected.
    const other = await newAccount();
    expect((await upload(other.token, await smallPng(2))).status).toBe(201);
  });
});

describe('files nothing references are removed by the server itself after the grace period', () => {
  let sweeping: AppInstance;

  beforeAll(async () => {
    sweeping = await startAppInstance({ env: { UNUSED_FILE_GRACE_MS: '1000', FILE_SWEEP_INTERVAL_MS: '1000' } });
  }, 120_000);

  afterAll(async () => {
    await sweeping?.stop();
  });

  it('an upload no tenant or menu uses disappears (even from the served-image cache); the tenant logo stays', async () => {
    const { token } = await newAccount(sweeping.baseUrl);
    const orphan = await upload(token, await solidPng(40, 30), sweeping.baseUrl);
    const logo = await upload(token, await solidPng(30, 30), sweeping.baseUrl);
    expect([orphan.status, logo.status]).toEqual([201, 201]);
    const tenant = await api('/tenants/my-tenant', { token, body: tenantBody({ logo: logo.body.url }), baseUrl: sweeping.baseUrl });
    expect(tenant.status, JSON.stringify(tenant.body)).toBe(201);
    const get = (url: string) => fetch(`${sweeping.baseUrl}${url}`).then(async (res) => (await res.arrayBuffer(), res.status));
    await eventually(async () => (await get(orphan.body.url)) === 404);
    expect(await get(logo.body.url)).toBe(200);
  });
});
