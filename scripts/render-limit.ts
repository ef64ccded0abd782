// A limit on the page renders one instance runs at a time. A page render holds database connections (a public page
// runs a few queries, some in parallel) for as long as it takes; with enough distinct pages asked for at once (a
// crawler, or `?search=<random>` on 20 connections) the renders took the whole pool and everything else, the API
// included, waited or failed with 503 from the pool. Past PAGE_RENDER_CONCURRENCY renders, up to PAGE_RENDER_QUEUE
// more wait their turn; beyond that a render is refused at once with 503 + Retry-After, while pages from the page
// cache (scripts/page-cache.ts: fresh, or recent and still current while this instance is busy) and the API, which
// is not limited here, keep answering.
import http from 'node:http';

function envCount(name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer of at least ${min} (got "${raw}")`);
  return value;
}

/** The database pool of this process (lib/server/env.ts, default 10). */
const POOL_SIZE = Number(process.env.DATABASE_POOL_SIZE) > 0 ? Number(process.env.DATABASE_POOL_SIZE) : 10;

/**
 * Renders at once: PAGE_RENDER_CONCURRENCY, by default 4 (at most two below the database pool, and at least 1), so
 * renders never hold the whole pool and the API always finds a connection.
 */
export const PAGE_RENDER_CONCURRENCY = envCount('PAGE_RENDER_CONCURRENCY', Math.max(1, Math.min(4, POOL_SIZE - 2)), 1);

/** Renders waiting for a slot: PAGE_RENDER_QUEUE, by default four times the concurrency (0: none wait): at a few hundred ms a render, the last one waits about a second. */
export const PAGE_RENDER_QUEUE = envCount('PAGE_RENDER_QUEUE', 4 * PAGE_RENDER_CONCURRENCY, 0);

/** Seconds a refused client is told to wait: a render takes well under a second; the page cache keeps it 2 s. */
export const RENDER_RETRY_AFTER_SECONDS = 2;

let running = 0;
const waiting: { res: http.ServerResponse; start: () => void }[] = [];

/** Whether a render would have to wait (or be refused) now. */
export function rendersBusy(): boolean {
  return running >= PAGE_RENDER_CONCURRENCY;
}

/** Renders running and waiting (tests, diagnostics). */
export function renderLoad(): { running: number; waiting: number } {
  return { running, waiting: waiting.length };
}

function release(): void {
  running--;
  while (waiting.length > 0 && running < PAGE_RENDER_CONCURRENCY) {
    const next = waiting.shift()!;
    // A client that left while waiting needs no render.
    if (next.res.destroyed || next.res.writableEnded) continue;
    begin(next.res, next.start);
  }
}

function begin(res: http.ServerResponse, start: () => void): void {
  running++;
  let released = false;
  // 'close' follows the end of the response, and a client that went away: the slot is free either way.
  res.once('close', () => {
    if (released) return;
    released = true;
    release();
  });
  start();
}

const BUSY_PAGE = `<!DOCTYPE html><html lang="id"><head><meta charset="utf-8"><title>Server sedang sibuk</title></head><body><h1>Server sedang sibuk</h1><p>Server sedang sibuk, silakan coba lagi sebentar lagi.</p></body></html>`;

/**
 * Runs `start` (a page render) now, after the renders ahead of it, or not at all: a full queue answers 503 with
 * Retry-After and a short page, without rendering.
 */
export function limitRender(res: http.ServerResponse, start: () => void): void {
  if (running < PAGE_RENDER_CONCURRENCY) return begin(res, start);
  if (waiting.length < PAGE_RENDER_QUEUE) {
    waiting.push({ res, start });
    return;
  }
  res.writeHead(503, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(BUSY_PAGE),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Retry-After': String(RENDER_RETRY_AFTER_SECONDS),
  });
  res.end(BUSY_PAGE);
}

/**
 * Requests that render a page through Next: everything but the API (limited by its own means), Next's built files
 * and the stored pictures and icons, which are files, not renders.
 */
export function isPageRender(pathname: string): boolean {
  return !/^\/(?:api\/|_next\/|images\/)/.test(pathname) && pathname !== '/api' && pathname !== '/icon.svg' && pathname !== '/favicon.ico';
}
