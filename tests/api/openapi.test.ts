// The OpenAPI document covers every route under app/api/v1, and the reference page renders it without a CDN.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { exportedMethods, routeFiles } from '../../scripts/api-routes';
import { BASE_URL, api } from '../helpers/http';

const API_ROOT = fileURLToPath(new URL('../../app/api/v1', import.meta.url));

/** app/api/v1/users/[id]/status/route.ts -> /users/{id}/status; route groups vanish; catch-alls become one parameter. */
export function documentPath(file: string): string {
  const segments = path
    .relative(API_ROOT, path.dirname(file))
    .split(path.sep)
    .filter((s) => s && !/^\(.*\)$/.test(s))
    .map((s) => s.replace(/^\[\[?(?:\.\.\.)?([^\]]+)\]?\]$/, '{$1}'));
  return `/${segments.join('/')}`;
}

const routes = routeFiles(API_ROOT).flatMap((file) =>
  exportedMethods(fs.readFileSync(file, 'utf8')).map((method) => ({ file: path.relative(process.cwd(), file), path: documentPath(file), method })),
);

describe('OpenAPI document', () => {
  it('finds the route files it checks', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(routes).toContainEqual(expect.objectContaining({ path: '/users/{id}/status', method: 'PATCH' }));
    expect(documentPath(path.join(API_ROOT, '(group)', 'things', '[...slug]', 'route.ts'))).toBe('/things/{slug}');
  });

  it('is an OpenAPI 3.1 document with info and paths', async () => {
    const res = await api('/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    const doc = res.body;
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info.title).toBeTruthy();
    expect(doc.info.version).toBeTruthy();
    expect(doc.servers[0].url).toBe('/api/v1');
    expect(Object.keys(doc.paths).length).toBeGreaterThan(20);
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.schemas.Error.properties).toHaveProperty('message');
  });

  it('documents every route file and every exported method', async () => {
    const doc = (await api('/openapi.json')).body;
    const missing = routes.filter((r) => !doc.paths[r.path]?.[r.method.toLowerCase()]).map((r) => `${r.method} ${r.path} (${r.file})`);
    expect(missing).toEqual([]);
  });

  it('documents nothing that does not exist', async () => {
    const doc = (await api('/openapi.json')).body;
    const existing = new Set(routes.map((r) => `${r.method.toLowerCase()} ${r.path}`));
    const stale: string[] = [];
    for (const [p, item] of Object.entries(doc.paths as Record<string, Record<string, unknown>>)) {
      for (const method of Object.keys(item)) if (!existing.has(`${method} ${p}`)) stale.push(`${method.toUpperCase()} ${p}`);
    }
    expect(stale).toEqual([]);
  });

  it('describes access, parameters, bodies and errors for each operation', async () => {
    const doc = (await api('/openapi.json')).body;
    for (const [p, item] of Object.entries(doc.paths as Record<string, Record<string, any>>)) {
      for (const [method, op] of Object.entries(item)) {
        const where = `${method.toUpperCase()} ${p}`;
        expect(op.responses, where).toBeTruthy();
        expect(
          Object.keys(op.responses).some((s) => s.startsWith('2')),
          where,
        ).toBe(true);
        expect(['public', 'authenticated', 'all', 'any'], where).toContain(op['x-access']);
        if (op['x-access'] === 'all' || op['x-access'] === 'any') {
          expect(op['x-permissions'].length, where).toBeGreaterThan(0);
          expect(op.description, where).toContain(op['x-permissions'][0]);
          expect(op.responses['403'], where).toBeTruthy();
        }
        if (op['x-access'] !== 'public') expect(op.responses['401'], where).toBeTruthy();
        for (const name of p.match(/\{(\w+)\}/g) ?? []) {
          const param = op.parameters?.find((x: any) => x.in === 'path' && `{${x.name}}` === name);
          expect(param, `${where} path parameter ${name}`).toBeTruthy();
          expect(param.required).toBe(true);
        }
      }
    }
  });

  it('takes request bodies from the shared validation schemas', async () => {
    const doc = (await api('/openapi.json')).body;
    const createUser = doc.paths['/users'].post.requestBody.content['application/json'].schema;
    expect(createUser.required).toEqual(expect.arrayContaining(['name', 'email', 'password', 'roleId']));
    expect(createUser.additionalProperties).toBe(false);
    expect(createUser.properties.password.minLength).toBe(6);
    const createRole = doc.paths['/roles'].post.requestBody.content['application/json'].schema;
    expect(createRole.properties.code.pattern).toBe('^[A-Z_]+$');
    expect(doc.paths['/users/{id}'].delete['x-permissions']).toEqual(['users.delete']);
    expect(doc.paths['/files'].post['x-permissions']).toEqual(['files.create', 'menus.create', 'tenants.create']);
    expect(doc.paths['/files'].post.requestBody.content).toHaveProperty('multipart/form-data');
    const exportParams = doc.paths['/reports/export'].get.parameters;
    expect(exportParams.find((x: any) => x.name === 'entity').schema.enum).toEqual(['tenants', 'menus', 'users']);
  });
});

describe('OpenAPI document agrees with the API', () => {
  it('gives visitors their own tenant and menu shapes, without the review and owner fields', async () => {
    const doc = (await api('/openapi.json')).body;
    const schemas = doc.components.schemas;
    const ok = (p: string) => doc.paths[p].get.responses['200'].content['application/json'].schema;
    expect(ok('/tenants/public/{id}').$ref).toBe('#/components/schemas/PublicTenant');
    expect(ok('/menus/public/{id}').$ref).toBe('#/components/schemas/PublicMenu');
    for (const name of ['PublicTenant', 'PublicMenu', 'PublicMenuTenant']) {
      expect(Object.keys(schemas[name].properties), name).not.toContain('ownerId');
      expect(Object.keys(schemas[name].properties), name).not.toContain('rejectionReason');
      expect(schemas[name].properties.status, name).toEqual({ type: 'string', enum: ['active'] });
    }
    expect(schemas.Tenant.required).toEqual(expect.arrayContaining(['ownerId', 'rejectionReason', 'approvedAt']));
  });

  it('keeps the constraints of transformed inputs and caps ids at the Postgres integer maximum', async () => {
    const doc = (await api('/openapi.json')).body;
    const param = (p: string, name: string, method = 'get') => doc.paths[p][method].parameters.find((x: any) => x.name === name).schema;
    expect(param('/tenants', 'status').enum).toEqual(expect.arrayContaining(['active', 'pending_approval', 'rejected']));
    expect(param('/menus', 'status').enum).toEqual(expect.arrayContaining(['active', 'pending_approval', 'inactive']));
    expect(param('/tenants/public', 'sortOrder').enum).toEqual(['asc', 'desc']);
    for (const name of ['minPrice', 'maxPrice', 'spiceLevel']) expect(param('/menus/public', name).type, name).toBe('integer');
    expect(param('/tenants/public', 'minRating')).toMatchObject({ type: 'string', pattern: expect.any(String) });
    for (const name of ['from', 'to']) expect(param('/activity-logs', name).pattern, name).toBeTruthy();
    for (const p of ['/users/{id}', '/roles/{id}', '/tenants/{id}', '/menus/{id}']) expect(param(p, 'id').maximum, p).toBe(2147483647);
    const body = (p: string, method = 'post') => doc.paths[p][method].requestBody.content['application/json'].schema;
    expect(body('/roles').properties.permissions.items.enum).toContain('users.read');
    expect(body('/auth/register').properties.phone.pattern).toBeTruthy();
    expect(JSON.stringify(body('/tenants').properties.website)).toContain('pattern');
    expect(body('/tenants').properties.ownerId.maximum).toBe(2147483647);
    expect(body('/menus').properties.tenantId.maximum).toBe(2147483647);
  });

  it('documents 413 and 415 on JSON-body operations, the cookie session with its CSRF answer, and optional token bodies', async () => {
    const doc = (await api('/openapi.json')).body;
    for (const [p, item] of Object.entries(doc.paths as Record<string, Record<string, any>>)) {
      for (const [method, op] of Object.entries(item)) {
        if (op.requestBody?.content?.['application/json'] && op.requestBody.required) {
          expect(op.responses['413'], `${method} ${p}`).toBeTruthy();
          expect(op.responses['415'], `${method} ${p}`).toBeTruthy();
        }
        if (op['x-access'] !== 'public' && method !== 'get') expect(op.responses['403'], `${method} ${p}`).toBeTruthy();
      }
    }
    expect(doc.components.securitySchemes.cookieAuth).toMatchObject({ type: 'apiKey', in: 'cookie' });
    expect(doc.components.securitySchemes.cookieAuth.description).toContain('CSRF');
    expect(doc.paths['/users'].get.security).toEqual([{ bearerAuth: [] }, { cookieAuth: [] }]);
    for (const p of ['/auth/logout', '/auth/refresh']) {
      expect(doc.paths[p].post.requestBody.required, p).toBe(false);
      expect(doc.paths[p].post.security, p).toContainEqual({ refreshToken: [] });
    }
    expect(doc.info.license.name).toBeTruthy();
  });

  it('derives each operation’s permission from its route() options', async () => {
    const doc = (await api('/openapi.json')).body;
    expect(doc.paths['/roles'].post['x-permissions']).toEqual(expect.arrayContaining(['roles.create']));
    expect(doc.paths['/tenants/{id}'].delete['x-permissions']).toEqual(['tenants.delete']);
    expect(doc.paths['/tenants/{id}'].get['x-access']).toBe('authenticated');
    expect(doc.paths['/auth/me'].get['x-access']).toBe('authenticated');
    expect(doc.paths['/menus/public'].get['x-access']).toBe('public');
  });
});

describe('API reference page', () => {
  it('renders every operation as self-contained HTML', async () => {
    const res = await fetch(`${BASE_URL}/api/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('<!doctype html>');
    expect(html).toContain('Kuliner Tasikmalaya API');
    for (const r of routes) expect(html, `${r.method} ${r.path}`).toContain(`>${r.method}</span> <code class="path">${r.path}</code>`);
    // No CDN: nothing is loaded from another origin.
    expect(html).not.toMatch(/<(script|link|img)[^>]+(src|href)=["']?(https?:)?\/\//i);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
  });
});
