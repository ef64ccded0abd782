import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { beforeHead } from './response-head';

/** One request to a bare server whose handler hooks the head, then answers with `respond`. */
async function answer(hook: ((res: http.ServerResponse) => void) | ((res: http.ServerResponse) => void)[], respond: (res: http.ServerResponse) => void) {
  const server = http.createServer((_req, res) => {
    for (const each of Array.isArray(hook) ? hook : [hook]) beforeHead(res, each);
    respond(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    return { status: res.status, statusText: res.statusText, headers: res.headers, body: await res.text() };
  } finally {
    server.close();
  }
}

const addCookie = (res: http.ServerResponse) => res.appendHeader('Set-Cookie', 'c=3');

describe('beforeHead', () => {
  it('sees the headers passed to writeHead, in object and raw form, and adds to them', async () => {
    const object = await answer(addCookie, (res) => res.writeHead(200, { 'Set-Cookie': ['a=1', 'b=2'], 'X-Kind': 'object' }).end('ok'));
    expect(object.headers.getSetCookie()).toEqual(['a=1', 'b=2', 'c=3']);
    expect(object.headers.get('x-kind')).toBe('object');
    const raw = await answer(addCookie, (res) => res.writeHead(200, ['Set-Cookie', 'a=1', 'Set-Cookie', 'b=2', 'X-Kind', 'raw']).end('ok'));
    expect(raw.headers.getSetCookie()).toEqual(['a=1', 'b=2', 'c=3']);
    expect(raw.headers.get('x-kind')).toBe('raw');
  });

  it('runs when the head is implied by the first write or end, and chains', async () => {
    const implied = await answer([addCookie, (head) => head.setHeader('X-Second', 'yes')], (res) => {
      res.statusCode = 201;
      res.end('made');
    });
    expect(implied.status).toBe(201);
    expect(implied.headers.getSetCookie()).toEqual(['c=3']);
    expect(implied.headers.get('x-second')).toBe('yes');
    expect(implied.body).toBe('made');
  });

  it('may change the status, and then drops a status message given for the old one', async () => {
    const changed = await answer(
      (res) => {
        if (res.statusCode === 200) res.statusCode = 503;
      },
      (res) => res.writeHead(200, 'Baik', { 'Content-Type': 'text/plain' }).end('x'),
    );
    expect(changed.status).toBe(503);
    expect(changed.statusText).toBe('Service Unavailable');
    const kept = await answer(
      () => undefined,
      (res) => res.writeHead(200, 'Baik').end('x'),
    );
    expect(kept.statusText).toBe('Baik');
  });
});
