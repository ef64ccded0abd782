import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiRoutes, exportedMethods, routeFor, shapeMethodNotAllowed } from './api-routes';

const routes = apiRoutes(path.join(process.cwd(), 'app', 'api'));
const allowOf = (pathname: string) => routeFor(routes, pathname)?.allow.join(', ') ?? null;

describe('the API routes read from app/api', () => {
  it('gives each path the route Next serves it with: static beats dynamic beats catch-all', () => {
    expect(routeFor(routes, '/api/v1/menus/public')?.pattern).toBe('/api/v1/menus/public');
    expect(routeFor(routes, '/api/v1/menus/my-menus')?.pattern).toBe('/api/v1/menus/my-menus');
    expect(routeFor(routes, '/api/v1/menus/12')?.pattern).toBe('/api/v1/menus/[id]');
    expect(routeFor(routes, '/api/v1/menus/12/approve')?.pattern).toBe('/api/v1/menus/[id]/approve');
    expect(routeFor(routes, '/api/v1/menus/public/tenant/3')?.pattern).toBe('/api/v1/menus/public/tenant/[tenantId]');
    expect(routeFor(routes, '/api/auth/session')?.pattern).toBe('/api/auth/[...nextauth]');
    expect(routeFor(routes, '/api/v1/menus/12/x')?.pattern).toBe('/api/[[...path]]');
    expect(routeFor(routes, '/api')?.pattern).toBe('/api/[[...path]]');
  });

  it('lists what Allow says: the exported methods, HEAD with GET, and OPTIONS', () => {
    expect(allowOf('/api/v1/menus/22')).toBe('GET, PATCH, DELETE, HEAD, OPTIONS');
    expect(allowOf('/api/v1/menus/public')).toBe('GET, HEAD, OPTIONS');
    expect(allowOf('/api/v1/auth/login')).toBe('POST, OPTIONS');
  });

  it('reads every form of export', () => {
    expect(exportedMethods('export const GET = route();\nexport async function POST() {}\nexport { h as PATCH, other as x };')).toEqual([
      'GET',
      'POST',
      'PATCH',
    ]);
    expect(exportedMethods('export const GETTER = 1; const DELETE = 2;')).toEqual([]);
  });
});

describe('shapeMethodNotAllowed', () => {
  /** A bare server whose handler answers like Next does, with or without writing its head first. */
  async function answer(pathname: string, respond: (res: http.ServerResponse) => void) {
    const server = http.createServer((req, res) => {
      shapeMethodNotAllowed(pathname, res, routes);
      respond(res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${pathname}`, { method: 'PUT' });
      return { status: res.status, allow: res.headers.get('allow'), type: res.headers.get('content-type'), body: await res.text() };
    } finally {
      server.close();
    }
  }
  const shaped = {
    status: 405,
    allow: 'GET, PATCH, DELETE, HEAD, OPTIONS',
    type: 'application/json; charset=utf-8',
    body: JSON.stringify({ message: 'Metode tidak diizinkan', code: 'METHOD_NOT_ALLOWED' }),
  };

  it('shapes a bare 405 whether its head is written first or implied by end()', async () => {
    expect(await answer('/api/v1/menus/22', (res) => res.writeHead(405).end())).toEqual(shaped);
    expect(
      await answer('/api/v1/menus/22', (res) => {
        res.statusCode = 405;
        res.end();
      }),
    ).toEqual(shaped);
  });

  it('leaves a 405 that has a body of its own, other statuses and pages alone', async () => {
    const own = await answer('/api/v1/menus/22', (res) => res.writeHead(405, { 'content-type': 'text/plain' }).end('tidak'));
    expect(own).toMatchObject({ status: 405, allow: null, type: 'text/plain', body: 'tidak' });
    expect(await answer('/api/v1/menus/22', (res) => res.writeHead(404).end())).toMatchObject({ status: 404, body: '' });
    expect(await answer('/tenant', (res) => res.writeHead(405).end())).toMatchObject({ status: 405, allow: null, body: '' });
  });
});
