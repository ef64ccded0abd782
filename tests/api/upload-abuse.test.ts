// Abuse of uploads and the limiters, on an own app instance with tiny limits: a full limiter is a 503 with
// Retry-After whichever bundle of the app built it.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppInstance, type AppInstance } from '../helpers/app-instance';
import { api, uniqueSuffix } from '../helpers/http';

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

function upload(token: string | null, bytes: Buffer) {
  const data = new FormData();
  data.append('file', new Blob([bytes as BlobPart], { type: 'image/png' }), 'gambar.png');
  return api('/files', { method: 'POST', token, rawBody: data, baseUrl: app.baseUrl });
}

/** A new self-registered account (a MANAGER without a tenant), logged in. */
async function newAccount(): Promise<{ token: string; email: string }> {
  const suffix = uniqueSuffix();
  const email = `unggah.${suffix}@example.id`;
  const password = 'Rahasia123!';
  const reg = await api('/auth/register', { body: { name: `Pengunggah ${suffix}`, email, password, phone: '081234567890' }, baseUrl: app.baseUrl });
  if (reg.status !== 201) throw new Error(`register failed: ${reg.status} ${JSON.stringify(reg.body)}`);
  const res = await api('/auth/login', { body: { email, password }, baseUrl: app.baseUrl });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { token: res.body.accessToken, email };
}

describe('a full limiter answers 503 + Retry-After, whichever bundle built it', () => {
  it('uploads: a flood of uploads gets 201 or 503, never 500', async () => {
    const { token } = await newAccount();
    const image = await solidPng(4000, 4000);
    const results = await Promise.all(Array.from({ length: 8 }, () => upload(token, image)));
    const statuses = results.map((r) => r.status);
    expect(
      statuses.every((s) => s === 201 || s === 503),
      statuses.join(','),
    ).toBe(true);
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
