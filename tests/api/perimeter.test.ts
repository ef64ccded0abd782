// Issue 35, section 1: requests whose cost grows with what an attacker sends (a body of 60,000 keys, deep nesting),
// request targets Next cannot take (`*`, absolute-form), and Next's image optimizer, all answered small and fast.
import { describe, expect, it } from 'vitest';
import { BASE_URL, DEMO, api, randomIp } from '../helpers/http';

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

  it('a 770 KB login body of 60,000 keys gets a small 400 in the error shape', async () => {
    const body = manyKeys(60_000, { email: DEMO.admin.email, password: DEMO.admin.password });
    expect(body.length).toBeGreaterThan(700_000);
    const res = await post('/auth/login', body);
    expect(res.status).toBe(400);
    expect(res.text.length).toBeLessThan(1_000);
    expect(res.json).toEqual({ code: 'BODY_TOO_COMPLEX', message: 'Data terlalu banyak: maksimal 2000 field dan elemen' });
  });

  it('a body within the entry limit but with many unknown keys names only a few of them', async () => {
    const res = await post('/auth/login', manyKeys(1_500, { email: DEMO.admin.email, password: 'x' }));
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(res.json.errors).length).toBeLessThanOrEqual(10);
    expect(res.text.length).toBeLessThan(2_000);
  });

  it('deep nesting gets 400, in an object or an array, on a public or an authenticated route', async () => {
    const deepArray = `{"email":${'['.repeat(5_000)}${']'.repeat(5_000)}}`;
    const deepObject = `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`;
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

  it('ordinary requests still work', async () => {
    const login = await api('/auth/login', { body: DEMO.manager, headers: { 'x-forwarded-for': randomIp() } });
    expect(login.status).toBe(200);
    const wrong = await api('/auth/login', { body: { email: 'bukan-email', password: 'x' }, headers: { 'x-forwarded-for': randomIp() } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('VALIDATION_ERROR');
    expect(wrong.body.errors.email).toEqual(expect.any(String));
  });
});
