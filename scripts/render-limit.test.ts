import { EventEmitter } from 'node:events';
import type http from 'node:http';
import { describe, expect, it } from 'vitest';
import { PAGE_RENDER_CONCURRENCY, PAGE_RENDER_QUEUE, isPageRender, limitRender, renderLoad, rendersBusy } from './render-limit';

/** Enough of a ServerResponse: 'close' events, and what a refusal writes. */
function fakeResponse() {
  const res = Object.assign(new EventEmitter(), {
    destroyed: false,
    writableEnded: false,
    status: 0,
    headers: {} as Record<string, string>,
    body: '',
    writeHead(status: number, headers: Record<string, string>) {
      res.status = status;
      res.headers = headers;
      return res;
    },
    end(body: string) {
      res.body = body;
      res.writableEnded = true;
      res.emit('close');
      return res;
    },
  });
  return res;
}

describe('limitRender', () => {
  it('runs PAGE_RENDER_CONCURRENCY renders, queues PAGE_RENDER_QUEUE more, refuses the rest with 503 + Retry-After', () => {
    expect(PAGE_RENDER_CONCURRENCY).toBe(4);
    expect(PAGE_RENDER_QUEUE).toBe(16);
    const started: number[] = [];
    const responses = Array.from({ length: PAGE_RENDER_CONCURRENCY + PAGE_RENDER_QUEUE + 2 }, () => fakeResponse());
    responses.forEach((res, i) => limitRender(res as unknown as http.ServerResponse, () => started.push(i)));
    expect(started).toEqual([0, 1, 2, 3]);
    expect(rendersBusy()).toBe(true);
    expect(renderLoad()).toEqual({ running: 4, waiting: 16 });
    const refused = responses.slice(PAGE_RENDER_CONCURRENCY + PAGE_RENDER_QUEUE);
    for (const res of refused) {
      expect(res.status).toBe(503);
      expect(Number(res.headers['Retry-After'])).toBeGreaterThan(0);
      expect(res.body).toContain('Server sedang sibuk');
    }
    // A finished render lets the next waiting one start; a waiting client that left is skipped.
    responses[5]!.destroyed = true;
    responses[0]!.emit('close');
    expect(started).toEqual([0, 1, 2, 3, 4]);
    responses[1]!.emit('close');
    expect(started).toEqual([0, 1, 2, 3, 4, 6]);
    // A second 'close' of the same response frees nothing more.
    responses[1]!.emit('close');
    expect(renderLoad().running).toBe(4);
    for (let i = 2; i < PAGE_RENDER_CONCURRENCY + PAGE_RENDER_QUEUE; i++) if (i !== 5) responses[i]!.emit('close');
    expect(started).toEqual([0, 1, 2, 3, 4, ...Array.from({ length: PAGE_RENDER_QUEUE - 2 }, (_, i) => i + 6)]);
    expect(renderLoad()).toEqual({ running: 0, waiting: 0 });
    expect(rendersBusy()).toBe(false);
  });

  it('counts page renders only: not the API, Next’s files or stored pictures', () => {
    for (const path of ['/', '/tenant', '/tenant/x', '/tenant/x.png', '/dashboard', '/login', '/sitemap.xml']) expect(isPageRender(path), path).toBe(true);
    for (const path of ['/api/v1/menus', '/api', '/_next/static/chunks/a.js', '/images/articles/a.svg', '/icon.svg'])
      expect(isPageRender(path), path).toBe(false);
  });
});
