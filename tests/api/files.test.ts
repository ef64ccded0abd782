// /files: image upload checked by content and size, re-encoded to WebP, served back publicly with long cache headers.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { BASE_URL, api, loginAs } from '../helpers/http';
import { checkResponse } from '../helpers/contract';
import { sessionWith, superAdminToken } from './admin-fixtures';

function form(bytes: Uint8Array, name: string, type: string, field = 'file'): FormData {
  const data = new FormData();
  data.append(field, new Blob([bytes as BlobPart], { type }), name);
  return data;
}

async function upload(token: string | null, body: FormData) {
  return api('/files', { method: 'POST', token, rawBody: body });
}

async function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 20 } } })
    .png()
    .toBuffer();
}

describe('POST /files', () => {
  it('stores a real PNG as WebP, resized to fit 1600x1600, and GET serves it with a long cache', async () => {
    const manager = await loginAs('manager');
    const res = await upload(manager.accessToken, form(await png(2400, 1200), 'foto-menu.png', 'image/png'));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      url: expect.stringMatching(/^\/api\/v1\/files\/[a-f0-9]{32}\.webp$/),
      width: 1600,
      height: 800,
      size: expect.any(Number),
      mimeType: 'image/webp',
    });

    const served = await fetch(`${BASE_URL}${res.body.url}`);
    await checkResponse(BASE_URL, { method: 'GET', url: served.url, status: served.status, contentType: served.headers.get('content-type'), body: null });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.length).toBe(res.body.size);
    expect(bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('ascii')).toBe('WEBP');
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 800 });

    // The key is the ETag (the content never changes): a conditional request is answered 304 without a body.
    const key = /([a-f0-9]{32})\.webp$/.exec(res.body.url)![1];
    expect(served.headers.get('etag')).toBe(`"${key}"`);
    for (const ifNoneMatch of [`"${key}"`, `W/"${key}", "other"`, '*']) {
      const again = await fetch(`${BASE_URL}${res.body.url}`, { headers: { 'If-None-Match': ifNoneMatch } });
      await checkResponse(BASE_URL, { method: 'GET', url: again.url, status: again.status, contentType: again.headers.get('content-type'), body: null });
      expect(again.status, ifNoneMatch).toBe(304);
      expect(again.headers.get('etag')).toBe(`"${key}"`);
      expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await again.arrayBuffer()).byteLength).toBe(0);
    }
    const stale = await fetch(`${BASE_URL}${res.body.url}`, { headers: { 'If-None-Match': '"0123"' } });
    expect(stale.status).toBe(200);
    expect((await stale.arrayBuffer()).byteLength).toBe(res.body.size);
  });

  it('never enlarges, applies EXIF rotation and accepts JPEG and WebP whatever the declared name and type', async () => {
    const token = await superAdminToken();
    const jpeg = await sharp({ create: { width: 120, height: 60, channels: 3, background: '#336699' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const res = await upload(token, form(jpeg, 'tanpa-ekstensi', 'application/octet-stream'));
    expect(res.status).toBe(201);
    // Orientation 6 is a quarter turn: 120x60 is stored upright as 60x120.
    expect(res.body).toMatchObject({ width: 60, height: 120 });
    const webp = await sharp({ create: { width: 50, height: 40, channels: 4, background: '#00000080' } })
      .webp()
      .toBuffer();
    const res2 = await upload(token, form(webp, 'x.gif', 'image/gif'));
    expect(res2.status).toBe(201);
    expect(res2.body).toMatchObject({ width: 50, height: 40 });
  });

  it('refuses a text file renamed .png (415)', async () => {
    const manager = await loginAs('manager');
    const res = await upload(manager.accessToken, form(new TextEncoder().encode('ini bukan gambar, hanya teks biasa\n'.repeat(20)), 'gambar.png', 'image/png'));
    expect(res.status).toBe(415);
    expect(res.body.message).toBe('Format file harus JPEG, PNG, atau WebP');
    const gif = await upload(manager.accessToken, form(new TextEncoder().encode('GIF89a......'), 'anim.gif', 'image/gif'));
    expect(gif.status).toBe(415);
  });

  it('refuses more than 5 MB (413), even when it starts like a PNG', async () => {
    const token = await superAdminToken();
    const big = new Uint8Array(5 * 1024 * 1024 + 1024);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const res = await upload(token, form(big, 'besar.png', 'image/png'));
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('Ukuran file maksimal 5 MB');
  });

  it('answers 400 for a damaged image, a missing field and a non-multipart body', async () => {
    const token = await superAdminToken();
    const broken = Buffer.concat([(await png(10, 10)).subarray(0, 30), Buffer.alloc(30)]);
    expect((await upload(token, form(broken, 'rusak.png', 'image/png'))).status).toBe(400);
    const missing = await upload(token, form(await png(10, 10), 'a.png', 'image/png', 'gambar'));
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toHaveProperty('file');
    const jsonBody = await api('/files', { method: 'POST', token, body: { file: 'x' } });
    expect(jsonBody.status).toBe(415);
  });

  it('tells an image over the pixel limit that it is too large, not that it is damaged (400 IMAGE_TOO_LARGE)', async () => {
    const token = await superAdminToken();
    const huge = await png(5000, 5000);
    expect(huge.length).toBeLessThan(5 * 1024 * 1024);
    const res = await upload(token, form(huge, 'besar.png', 'image/png'));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'IMAGE_TOO_LARGE', message: 'Dimensi gambar maksimal 4096 x 4096 piksel' });
    expect(res.body.errors).toEqual({ file: 'Dimensi gambar maksimal 4096 x 4096 piksel' });
    // A damaged image is still called damaged.
    const broken = Buffer.concat([(await png(10, 10)).subarray(0, 30), Buffer.alloc(30)]);
    expect((await upload(token, form(broken, 'rusak.png', 'image/png'))).body.code).toBe('INVALID_IMAGE');
  });

  it('needs a token (401) and one of files.create, menus.create, tenants.create (403)', async () => {
    expect((await upload(null, form(await png(10, 10), 'a.png', 'image/png'))).status).toBe(401);
    const reader = await sessionWith(['articles.read', 'files.read']);
    expect((await upload(reader.accessToken, form(await png(10, 10), 'a.png', 'image/png'))).status).toBe(403);
    for (const permission of ['files.create', 'tenants.create']) {
      const session = await sessionWith([permission]);
      expect((await upload(session.accessToken, form(await png(10, 10), 'a.png', 'image/png'))).status, permission).toBe(201);
    }
  });
});

describe('GET /files/{key}', () => {
  it('answers 404 for unknown names and never reads outside the upload folder', async () => {
    for (const name of [
      '0123456789abcdef0123456789abcdef.webp',
      'abc.webp',
      '..%2F..%2Fetc%2Fpasswd',
      '..%2F.env',
      '%2e%2e%2fpackage.json',
      '0123456789abcdef0123456789abcdef.png',
    ]) {
      const res = await fetch(`${BASE_URL}/api/v1/files/${name}`);
      await checkResponse(BASE_URL, {
        method: 'GET',
        url: res.url,
        status: res.status,
        contentType: res.headers.get('content-type'),
        body: await res.clone().json(),
      });
      expect(res.status, name).toBe(404);
      expect(res.headers.get('content-type'), name).toContain('application/json');
    }
  });
});
