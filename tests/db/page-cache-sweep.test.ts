// The page cache in front of Next (scripts/page-cache.ts) lets go of expired pages without waiting for each to be
// asked for again: traffic to many distinct pages (a crawler) must not keep MAX_TOTAL_BYTES of dead pages resident.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PAGE_CACHE_SECONDS, STALE_SECONDS, clearPageCache, pageCacheSize, servePage } from '../../scripts/page-cache';

const BODY_BYTES = 100_000;
let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const render = () => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<html>${'x'.repeat(BODY_BYTES)}${req.url}</html>`);
    };
    if (!servePage(req, res, render, () => true)) render();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  vi.restoreAllMocks();
  clearPageCache();
  await new Promise((resolve) => server.close(resolve));
});

async function get(path: string): Promise<string | null> {
  const res = await fetch(base + path);
  await res.text();
  return res.headers.get('x-page-cache');
}

describe('page cache sweep', () => {
  it('drops expired pages when a new page is stored, keeps live ones', async () => {
    clearPageCache();
    const start = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(start);
    for (const slug of ['a', 'b', 'c', 'd', 'e']) expect(await get(`/tenant/${slug}`)).toBe('MISS');
    expect(await get('/tenant/a')).toBe('HIT');
    expect(pageCacheSize().entries).toBe(5);
    expect(pageCacheSize().bytes).toBeGreaterThan(5 * BODY_BYTES);

    // Within the window (and past the once-a-second sweep limit): a new page joins the live ones.
    clock.mockReturnValue(start + 1500);
    expect(await get('/tenant/f')).toBe('MISS');
    expect(pageCacheSize().entries).toBe(6);

    // Past the first five's window and the stale copy kept for busy moments (and a second after the last sweep), inside
    // the sixth's: storing one more page lets the five go, though none of them was asked for again.
    clock.mockReturnValue(start + (PAGE_CACHE_SECONDS + STALE_SECONDS) * 1000 + 1000);
    expect(await get('/tenant/g')).toBe('MISS');
    expect(pageCacheSize().entries).toBe(2);
    expect(pageCacheSize().bytes).toBeLessThan(3 * BODY_BYTES);
    // The sixth stays only as the stale copy served while renders are busy: asked for now, it is rendered anew.
    expect(await get('/tenant/f')).toBe('MISS');
  });
});
