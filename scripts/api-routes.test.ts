import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiRoutes, exportedMethods, routeFor } from './api-routes';

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
