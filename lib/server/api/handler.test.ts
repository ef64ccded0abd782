import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { MAX_TOKEN_BODY_BYTES, readJson, readOptionalJson } from './handler';

function post(body: BodyInit, headers: Record<string, string> = { 'content-type': 'application/json' }) {
  return new Request('http://localhost/api/v1/x', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);
}

/** A body without content-length, in chunks (what a client streaming a huge upload sends). */
function streamed(chunks: number, size = 1024) {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent++ < chunks) controller.enqueue(new TextEncoder().encode(' '.repeat(size)));
      else controller.close();
    },
  });
}

async function statusOf(promise: Promise<unknown>): Promise<number | 'ok'> {
  try {
    await promise;
    return 'ok';
  } catch (err) {
    return err instanceof ApiError ? err.status : -1;
  }
}

describe('readJson', () => {
  it('refuses NUL and lone surrogates anywhere in the body, keys included, with the field path', async () => {
    await expect(readJson(post('{"a":{"b":["ok","x\\u0000"]}}'))).rejects.toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      errors: { 'a.b.1': 'Teks mengandung karakter yang tidak diizinkan' },
    });
    await expect(readJson(post('{"k\\ud800":1}'))).rejects.toMatchObject({ status: 400 });
    await expect(readJson(post('"\\udc00"'))).rejects.toMatchObject({ status: 400, errors: { body: 'Teks mengandung karakter yang tidak diizinkan' } });
    expect(await readJson(post('{"name":"Nasi 😀"}'))).toEqual({ name: 'Nasi 😀' });
    // Like Request.text(): a UTF-8 byte-order mark before the JSON is not part of it.
    expect(await readJson(post(new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('{"a":1}')])))).toEqual({ a: 1 });
  });

  it('stops a streamed body past the limit with 413', async () => {
    expect(await statusOf(readJson(post(streamed(8)), 4096))).toBe(413);
    expect(await statusOf(readJson(post(streamed(2)), 4096))).toBe('ok');
  });
});

describe('readOptionalJson (logout, refresh)', () => {
  it(`caps the body at ${MAX_TOKEN_BODY_BYTES} bytes`, async () => {
    expect(await statusOf(readOptionalJson(post(JSON.stringify({ refreshToken: 'x'.repeat(MAX_TOKEN_BODY_BYTES) }))))).toBe(413);
    expect(await readOptionalJson(post(JSON.stringify({ refreshToken: 'abc' })))).toEqual({ refreshToken: 'abc' });
  });
  it('treats malformed JSON or another content type as no body', async () => {
    expect(await readOptionalJson(post('{'))).toBeNull();
    expect(await readOptionalJson(post('a=1', { 'content-type': 'text/plain' }))).toBeNull();
  });
});

describe('readJson bounds the shape before anything walks the body', () => {
  it('refuses 60,000 keys and deep nesting with 400 BODY_TOO_COMPLEX, in Indonesian', async () => {
    const many = JSON.stringify(Object.fromEntries(Array.from({ length: 60_000 }, (_, i) => [`k${i}`, 1])));
    // Past the 64 KB limit it is not even read; within a larger one, its shape refuses it.
    await expect(readJson(post(many))).rejects.toMatchObject({ status: 413 });
    await expect(readJson(post(many), 1024 * 1024)).rejects.toMatchObject({
      status: 400,
      code: 'BODY_TOO_COMPLEX',
      message: expect.stringMatching(/^Data terlalu banyak/),
    });
    await expect(readJson(post('['.repeat(5000) + ']'.repeat(5000)))).rejects.toMatchObject({
      status: 400,
      code: 'BODY_TOO_COMPLEX',
      message: expect.stringMatching(/^Data bertingkat terlalu dalam/),
    });
    // Deep enough to overflow a recursive walk: refused before JSON.parse or the unsafe-text check see it.
    await expect(readJson(post('{"a":'.repeat(200_000) + '1' + '}'.repeat(200_000)), 4 * 1024 * 1024)).rejects.toMatchObject({ status: 400 });
  });

  it('still reads an ordinary body', async () => {
    expect(await readJson(post('{"a":[1,{"b":"c"}]}'))).toEqual({ a: [1, { b: 'c' }] });
  });
});
