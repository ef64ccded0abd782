// Issue 35: page renders that miss the page cache are limited per instance (scripts/render-limit.ts), so distinct
// pages asked for at once can never take the whole database pool: past the limit a fast 503 with Retry-After, while
// cached pages and the API keep answering. On its own instance, with one render at a time and no queue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppInstance, type AppInstance } from '../helpers/app-instance';
import { api, eventually, uniqueSuffix } from '../helpers/http';

let app: AppInstance;

beforeAll(async () => {
  app = await startAppInstance({ env: { PAGE_RENDER_CONCURRENCY: '1', PAGE_RENDER_QUEUE: '0', PAGE_CACHE_SECONDS: '1' } });
}, 120_000);

afterAll(async () => {
  await app?.stop();
});

async function get(path: string): Promise<{ status: number; headers: Headers; text: string }> {
  const res = await fetch(`${app.baseUrl}${path}`, { redirect: 'manual' });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

describe('page render limit (PAGE_RENDER_CONCURRENCY=1, PAGE_RENDER_QUEUE=0)', () => {
  it('concurrent distinct misses: the extra ones get 503 + Retry-After at once, a cached page and the API still answer', async () => {
    // /tentang rendered and kept (for 1 s on this instance; then, while no render is free, served stale).
    await get('/tentang');
    const burst = Promise.all(Array.from({ length: 12 }, () => get(`/tenant?search=${uniqueSuffix()}`)));
    // While the burst renders: the cached page is replayed and the API answers.
    const [cached, menus] = await Promise.all([get('/tentang'), api('/menus/public?limit=1', { baseUrl: app.baseUrl })]);
    const results = await burst;
    const statuses = results.map((r) => r.status);
    expect(
      statuses.every((s) => s === 200 || s === 503),
      statuses.join(','),
    ).toBe(true);
    expect(statuses.filter((s) => s === 200).length, statuses.join(',')).toBeGreaterThan(0);
    const busy = results.find((r) => r.status === 503);
    expect(busy, statuses.join(',')).toBeDefined();
    expect(Number(busy!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(busy!.headers.get('cache-control')).toBe('no-store');
    expect(busy!.text).toContain('Server sedang sibuk');
    expect(cached.status).toBe(200);
    expect(cached.headers.get('x-page-cache')).toMatch(/^(HIT|STALE|MISS)$/);
    expect(menus.status).toBe(200);
  });

  it('while no render is free, a page rendered in the last 30 s (and not changed since) is served stale, not refused', async () => {
    let during: Awaited<ReturnType<typeof get>> | undefined;
    // Retried: the request for the expired page must arrive while a render of the burst holds the one slot.
    await eventually(async () => {
      await get('/tentang');
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      const burst = Array.from({ length: 8 }, () => get(`/rekomendasi-menu?search=${uniqueSuffix()}`));
      // A refusal means the slot is taken: ask for the expired page now.
      await Promise.race([...burst.map((p) => p.then((r) => (r.status === 503 ? r : new Promise(() => undefined)))), Promise.all(burst)]);
      during = await get('/tentang');
      await Promise.all(burst);
      return during.headers.get('x-page-cache') === 'STALE';
    });
    expect(during!.status).toBe(200);
    expect(during!.text).toContain('</html>');
    expect(during!.headers.get('cache-control')).toBe('no-cache');
  });

  it('once the burst is over, a page renders again', async () => {
    const res = await get(`/tenant?search=${uniqueSuffix()}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('</html>');
  });
});
