// Public API answers are revalidated cheaply (issue 11): each carries the short public cache policy and an ETag
// derived from its exact bytes; a request naming that ETag gets 304 without a body, and a change to what the answer
// shows changes the ETag.
import { beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, api, eventually, loginAs, menuBody, tenantBody, reviewerToken } from '../helpers/http';
import { checkResponse } from '../helpers/contract';

const CACHE = 'public, s-maxage=5, stale-while-revalidate=30';

async function get(path: string, ifNoneMatch?: string) {
  const res = await fetch(`${BASE_URL}/api/v1${path}`, { headers: ifNoneMatch ? { 'If-None-Match': ifNoneMatch } : {} });
  const text = await res.text();
  await checkResponse(BASE_URL, {
    method: 'GET',
    url: res.url,
    status: res.status,
    contentType: res.headers.get('content-type'),
    body: text ? JSON.parse(text) : null,
  });
  return { status: res.status, etag: res.headers.get('etag'), cache: res.headers.get('cache-control'), text };
}

describe('ETag and 304 on the public API', () => {
  let paths: string[];

  beforeAll(async () => {
    // A tenant and a menu of this file's own for the single-record reads: the lists' first rows can be another file's,
    // which that file may suspend or delete between this file's reads.
    const token = (await loginAs('superAdmin')).accessToken;
    const tenant = await api<{ id: number; slug: string }>('/tenants', { token, body: tenantBody({ status: 'active' }) });
    expect(tenant.status).toBe(201);
    const menu = await api<{ id: number }>('/menus', { token, body: menuBody({ tenantId: tenant.body.id }) });
    expect(menu.status).toBe(201);
    expect((await api(`/menus/${menu.body.id}/approve`, { method: 'PATCH', token: await reviewerToken() })).status).toBe(200);
    paths = [
      '/tenants/public?sortBy=rating',
      `/tenants/public/${tenant.body.slug}`,
      '/menus/public?category=main_course&limit=5',
      `/menus/public/${menu.body.id}`,
      `/menus/public/tenant/${tenant.body.id}`,
    ];
    // Public once the caches the writes expired have been refilled.
    for (const path of paths.slice(1)) await eventually(async () => (await get(path)).status === 200);
  });

  // Other test files write while this one runs, and the lists here show their rows: a check whose answer changed
  // between its reads (a different ETag) is run again on the new answer instead of failing on someone else's write.
  async function checkConditionalReads(path: string): Promise<boolean> {
    const first = await get(path);
    expect(first.status, path).toBe(200);
    expect(first.cache, path).toBe(CACHE);
    expect(first.etag, path).toMatch(/^"[A-Za-z0-9_-]{27}"$/);

    for (const tag of [first.etag!, `W/${first.etag}`, `"nope", ${first.etag}`, '*']) {
      const again = await get(path, tag);
      if (again.etag !== first.etag) return false;
      expect(again.status, `${path} with ${tag}`).toBe(304);
      expect(again.text).toBe('');
      expect(again.etag).toBe(first.etag);
      expect(again.cache).toBe(CACHE);
    }
    const other = await get(path, '"0000000000000000000000000000"');
    expect(other.status, path).toBe(200);
    if (other.etag !== first.etag) return false;
    expect(other.text).toBe(first.text);
    return true;
  }

  it('every public read answers with an ETag; naming it gets 304 without a body, anything else the full answer', async () => {
    for (const path of paths) {
      let checked = false;
      for (let attempt = 0; attempt < 5 && !checked; attempt++) checked = await checkConditionalReads(path);
      expect(checked, `${path} kept changing between reads`).toBe(true);
    }
  });

  it('a change to what the answer shows changes its ETag, and the old one then gets the full answer', async () => {
    const token = (await loginAs('superAdmin')).accessToken;
    const created = await api<{ id: number; slug: string }>('/tenants', { token, body: tenantBody({ status: 'active', description: 'Sebelum perubahan.' }) });
    expect(created.status).toBe(201);
    const menu = await api<{ id: number }>('/menus', { token, body: menuBody({ tenantId: created.body.id }) });
    expect(menu.status).toBe(201);
    expect((await api(`/menus/${menu.body.id}/approve`, { method: 'PATCH', token: await reviewerToken() })).status).toBe(200);
    const path = `/tenants/public/${created.body.slug}`;
    await eventually(async () => (await get(path)).status === 200);
    const before = await get(path);

    expect((await api(`/tenants/${created.body.id}`, { method: 'PATCH', token, body: { description: 'Sesudah perubahan.' } })).status).toBe(200);
    await eventually(async () => (await get(path)).text.includes('Sesudah perubahan.'));
    const after = await get(path);
    expect(after.etag).not.toBe(before.etag);
    const revalidated = await get(path, before.etag!);
    expect(revalidated.status).toBe(200);
    expect(revalidated.text).toBe(after.text);
  });
});
