// The authorization matrix: every /api/v1 endpoint x every kind of caller, from one table, with the exact status.
// The table must cover every exported method of app/api/v1/**/route.ts: a route without a row fails the suite.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, createManager, login, loginAs, menuBody, randomIp, tenantBody, uniqueCode, uniqueSuffix } from '../helpers/http';
import { createRole, createUser, roleIdByCode } from './admin-fixtures';

/** The callers of every cell. */
const KINDS = ['anon', 'superAdmin', 'admin', 'owner', 'otherManager', 'custom', 'inactive'] as const;
type Kind = (typeof KINDS)[number];

const KIND_LABELS: Record<Kind, string> = {
  anon: 'no token',
  superAdmin: 'SUPER_ADMIN',
  admin: 'ADMIN',
  owner: 'MANAGER owning the resource',
  otherManager: 'MANAGER not owning it',
  custom: `custom role (${'tenants.read'} only)`,
  inactive: 'inactive ADMIN (token from before deactivation)',
};

/** The custom role's single permission. */
const CUSTOM_PERMISSION = 'tenants.read';

interface Actor {
  email: string;
  password: string;
  userId: number;
  accessToken: string;
  refreshToken: string;
}

interface Context {
  actors: Record<Exclude<Kind, 'anon'>, Actor>;
  demoToken: string;
  roleIds: { SUPER_ADMIN: number; ADMIN: number; MANAGER: number; custom: number };
  ownerTenantId: number;
  ownerMenuId: number;
  otherTenantId: number;
  publicTenantId: number;
  publicMenuId: number;
  fileKey: string;
  targetUserId: number;
  loginAccount: { email: string; password: string };
}

interface Target {
  path: string;
  body?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
  /** Replaces the caller's bearer for this cell (null: send none). */
  token?: string | null;
}

type Expected = Record<Kind, number>;

interface Row {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path template under /api/v1 exactly as the route folders spell it, with {param}. */
  template: string;
  expect: Expected;
  /** Builds the concrete request for one caller (fresh resources where the call would consume them). */
  target: (ctx: Context, kind: Kind) => Promise<Target> | Target;
}

/** Public endpoints: every caller gets the same answer, a bad or stale token is ignored. */
const everyone = (status: number): Expected => Object.fromEntries(KINDS.map((k) => [k, status])) as Expected;

/** Protected endpoints: 401 without a token and for the inactive user; the rest as given. */
const guarded = (codes: Omit<Expected, 'anon' | 'inactive'>): Expected => ({ anon: 401, inactive: 401, ...codes });

/** Needs system.admin (SUPER_ADMIN's alone by default): role writes. */
const superAdminOnly = (success: number): Expected => guarded({ superAdmin: success, admin: 403, owner: 403, otherManager: 403, custom: 403 });

/** Needs a permission only SUPER_ADMIN and ADMIN hold by default (not the managers, not the custom role). */
const adminsOnly = (success: number): Expected => guarded({ superAdmin: success, admin: success, owner: 403, otherManager: 403, custom: 403 });

// ---------------------------------------------------------------------------------------------------------------
// Fixtures built through the API.

async function sessionFor(email: string, password: string): Promise<Actor> {
  const session = await login(email, password);
  return { email, password, userId: session.user.id, accessToken: session.accessToken, refreshToken: session.refreshToken };
}

async function userInRole(roleId: number): Promise<Actor> {
  const user = await createUser(roleId);
  return sessionFor(user.email, user.password);
}

async function managerWithTenant(): Promise<{ actor: Actor; tenantId: number; menuId: number }> {
  const manager = await createManager();
  const actor: Actor = {
    email: manager.user.email,
    password: manager.password,
    userId: manager.user.id,
    accessToken: manager.accessToken,
    refreshToken: manager.refreshToken,
  };
  const tenant = await api('/tenants/my-tenant', { token: actor.accessToken, body: tenantBody() });
  if (tenant.status !== 201) throw new Error(`my-tenant failed: ${tenant.status} ${JSON.stringify(tenant.body)}`);
  const menu = await api('/menus', { token: actor.accessToken, body: menuBody() });
  if (menu.status !== 201) throw new Error(`menu failed: ${menu.status} ${JSON.stringify(menu.body)}`);
  return { actor, tenantId: tenant.body.id, menuId: menu.body.id };
}

function tokenOf(ctx: Context, kind: Kind): string | null {
  return kind === 'anon' ? null : ctx.actors[kind].accessToken;
}

/** A brand-new login of the caller (its own refresh family), for cells that rotate or revoke the session. */
async function freshSession(ctx: Context, kind: Kind): Promise<Actor | null> {
  if (kind === 'anon') return null;
  // The inactive user cannot log in again: its session from before the deactivation is used.
  if (kind === 'inactive') return ctx.actors.inactive;
  const actor = ctx.actors[kind];
  return sessionFor(actor.email, actor.password);
}

async function createTenantAsAdmin(ctx: Context, overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await api('/tenants', { token: ctx.demoToken, body: tenantBody(overrides) });
  if (res.status !== 201) throw new Error(`create tenant failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}

/** A new pending menu in the owner's tenant. */
async function ownerMenu(ctx: Context): Promise<number> {
  const res = await api('/menus', { token: ctx.actors.owner.accessToken, body: menuBody() });
  if (res.status !== 201) throw new Error(`create menu failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}

/**
 * A new manager's approved tenant and approved menu, each with a pending revision (a rename by the owner), and the
 * owner's token: the revision cells consume one each.
 */
async function approvedWithRevisions(ctx: Context): Promise<{ tenantId: number; menuId: number; ownerToken: string }> {
  const { actor, tenantId, menuId } = await managerWithTenant();
  for (const path of [`/tenants/${tenantId}/approve`, `/menus/${menuId}/approve`]) {
    const res = await api(path, { method: 'PATCH', token: ctx.demoToken });
    if (res.status !== 200) throw new Error(`${path} failed: ${res.status} ${JSON.stringify(res.body)}`);
  }
  for (const path of [`/tenants/${tenantId}`, `/menus/${menuId}`]) {
    const res = await api(path, { method: 'PATCH', token: actor.accessToken, body: { name: `Nama Revisi ${uniqueSuffix()}` } });
    if (res.status !== 200 || res.body.revision?.state !== 'pending') throw new Error(`revision failed: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return { tenantId, menuId, ownerToken: actor.accessToken };
}

/** The revision cells: reviewers and editors act on a fresh revision; the others are refused before any row is read. */
async function revisionTarget(ctx: Context, kind: Kind, entity: 'tenants' | 'menus', suffix: string, refusedId: number): Promise<Target> {
  if (kind === 'superAdmin' || kind === 'admin' || kind === 'owner') {
    const fresh = await approvedWithRevisions(ctx);
    const id = entity === 'tenants' ? fresh.tenantId : fresh.menuId;
    return { path: `/${entity}/${id}/revision${suffix}`, ...(kind === 'owner' ? { token: fresh.ownerToken } : {}) };
  }
  return { path: `/${entity}/${refusedId}/revision${suffix}` };
}

async function throwawayUser(ctx: Context): Promise<number> {
  return (await createUser(ctx.roleIds.MANAGER)).id;
}

async function throwawayRole(): Promise<number> {
  return (await createRole(['menus.read'])).id;
}

async function pngForm(): Promise<FormData> {
  const bytes = await sharp({ create: { width: 24, height: 24, channels: 3, background: { r: 180, g: 35, b: 24 } } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'matriks.png');
  return form;
}

// ---------------------------------------------------------------------------------------------------------------
// The table. Owner = the MANAGER whose tenant/menu is the target; otherManager owns another tenant.

const ROWS: Row[] = [
  // Auth
  {
    method: 'POST',
    template: '/auth/register',
    expect: everyone(201),
    target: () => {
      const s = uniqueSuffix();
      return { path: '/auth/register', body: { name: `Matriks ${s}`, email: `matriks.${s}@example.id`, password: 'Rahasia123!', phone: '081234567890' } };
    },
  },
  {
    method: 'POST',
    template: '/auth/login',
    expect: everyone(200),
    target: (ctx) => ({ path: '/auth/login', body: ctx.loginAccount, headers: { 'x-forwarded-for': randomIp() } }),
  },
  {
    method: 'POST',
    template: '/auth/refresh',
    // The refresh token is the credential here; the inactive user's one is refused.
    expect: guarded({ superAdmin: 200, admin: 200, owner: 200, otherManager: 200, custom: 200 }),
    target: async (ctx, kind) => ({ path: '/auth/refresh', token: (await freshSession(ctx, kind))?.refreshToken ?? null }),
  },
  {
    method: 'POST',
    template: '/auth/logout',
    expect: everyone(200),
    target: async (ctx, kind) => ({ path: '/auth/logout', token: (await freshSession(ctx, kind))?.accessToken ?? null }),
  },
  {
    method: 'GET',
    template: '/auth/me',
    expect: guarded({ superAdmin: 200, admin: 200, owner: 200, otherManager: 200, custom: 200 }),
    target: () => ({ path: '/auth/me' }),
  },

  // Tenants
  {
    method: 'GET',
    template: '/tenants',
    expect: guarded({ superAdmin: 200, admin: 200, owner: 403, otherManager: 403, custom: 200 }),
    target: () => ({ path: '/tenants?limit=5' }),
  },
  { method: 'POST', template: '/tenants', expect: adminsOnly(201), target: () => ({ path: '/tenants', body: tenantBody() }) },
  { method: 'GET', template: '/tenants/public', expect: everyone(200), target: () => ({ path: '/tenants/public?limit=3' }) },
  { method: 'GET', template: '/tenants/public/{id}', expect: everyone(200), target: (ctx) => ({ path: `/tenants/public/${ctx.publicTenantId}` }) },
  {
    method: 'GET',
    template: '/tenants/my-tenant',
    // Only authentication is needed; 404 means the caller has no tenant.
    expect: guarded({ superAdmin: 404, admin: 404, owner: 200, otherManager: 200, custom: 404 }),
    target: () => ({ path: '/tenants/my-tenant' }),
  },
  {
    method: 'POST',
    template: '/tenants/my-tenant',
    // Only a Manager owns a tenant (canOwnTenant): every other role is refused, so no caller here gets one.
    expect: guarded({ superAdmin: 403, admin: 403, owner: 409, otherManager: 409, custom: 403 }),
    target: () => ({ path: '/tenants/my-tenant', body: tenantBody() }),
  },
  {
    method: 'GET',
    template: '/tenants/{id}',
    expect: guarded({ superAdmin: 200, admin: 200, owner: 200, otherManager: 404, custom: 200 }),
    target: (ctx) => ({ path: `/tenants/${ctx.ownerTenantId}` }),
  },
  {
    method: 'PATCH',
    template: '/tenants/{id}',
    // The custom role may read tenants but not edit them, and owns none.
    expect: guarded({ superAdmin: 200, admin: 200, owner: 200, otherManager: 404, custom: 403 }),
    target: (ctx) => ({ path: `/tenants/${ctx.ownerTenantId}`, body: { description: `Deskripsi diperbarui ${uniqueSuffix()}` } }),
  },
  {
    method: 'DELETE',
    template: '/tenants/{id}',
    expect: adminsOnly(200),
    target: async (ctx, kind) => ({
      path: `/tenants/${kind === 'owner' || kind === 'otherManager' ? ctx.ownerTenantId : await createTenantAsAdmin(ctx)}`,
    }),
  },
  {
    method: 'PATCH',
    template: '/tenants/{id}/approve',
    expect: adminsOnly(200),
    target: async (ctx, kind) => ({
      path: `/tenants/${kind === 'owner' || kind === 'otherManager' ? ctx.ownerTenantId : await createTenantAsAdmin(ctx, { status: 'pending_approval' })}/approve`,
    }),
  },
  {
    method: 'PATCH',
    template: '/tenants/{id}/reject',
    expect: adminsOnly(200),
    target: async (ctx, kind) => ({
      path: `/tenants/${kind === 'owner' || kind === 'otherManager' ? ctx.ownerTenantId : await createTenantAsAdmin(ctx, { status: 'pending_approval' })}/reject`,
      body: { reason: 'Foto dan alamat belum lengkap' },
    }),
  },

  {
    method: 'PATCH',
    template: '/tenants/{id}/revision/approve',
    // The owner cell acts on its own fresh tenant: owners never review, even their own.
    expect: adminsOnly(200),
    target: (ctx, kind) => revisionTarget(ctx, kind, 'tenants', '/approve', ctx.ownerTenantId),
  },
  {
    method: 'PATCH',
    template: '/tenants/{id}/revision/reject',
    expect: adminsOnly(200),
    target: async (ctx, kind) => ({
      ...(await revisionTarget(ctx, kind, 'tenants', '/reject', ctx.ownerTenantId)),
      body: { reason: 'Nama baru belum sesuai' },
    }),
  },
  {
    method: 'DELETE',
    template: '/tenants/{id}/revision',
    // Whoever may edit the tenant withdraws: admins, and the owner of their own tenant.
    expect: guarded({ superAdmin: 200, admin: 200, owner: 200, otherManager: 404, custom: 403 }),
    target: (ctx, kind) => revisionTarget(ctx, kind, 'tenants', '', ctx.ownerTenantId),
  },

  // Menus
  { method: 'GET', template: '/menus/public', expect: everyone(200), target: () => ({ path: '/menus/public?limit=3' }) },
  { method: 'GET', template: '/menus/public/{id}', expect: everyone(200), target: (ctx) => ({ path: `/menus/public/${ctx.publicMenuId}` }) },
  {
    method: 'GET',
    template: '/menus/public/tenant/{tenantId}',
    expect: everyone(200),
    target: (ctx) => ({ path: `/menus/public/tenant/${ctx.publicTenantId}?limit=3` }),
  },
  {
    method: 'GET',
    template: '/menus',
    // Managers hold menus.read and see only their own tenant's menus.
    expect: guarded({ superAdmin: 200, admin: 200, owner: 200, otherManager: 200, custom: 403 }),
    target: () => ({ path: '/menus?limit=5' }),
  },
  {
    method: 'POST',
    template: '/menus',
    // Into the owner's tenant: admins name any tenant, the other manager may not reach it (404).
    expect: guarded({ superAdmin: 201, admin: 201, owner: 201, otherManager: 404, custom: 403 }),
    target: (ctx) => ({ path: '/menus', body: menuBody({ tenantId: ctx.ownerTenantId }) }),
  },
  {
    method: 'GET',
    template: '/menus/my-menus',
    expect: guarded({ superAdmin: 200, admin: 200, owner: 200, otherManager: 200, custom: 403 }),
    target: () => ({ path: '/menus/my-menus' }),
  },
  {
    method: 'GET',
    template: '/menus/{id}',
    expect: guarded({ superAdmin: 200, admin: 200, owner: 200, otherManager: 404, custom: 403 }),
    target: (ctx) => ({ path: `/menus/${ctx.ownerMenuId}` }),
  },
  {
    method: 'PATCH',
    template: '/menus/{id}',
    expect: guarded({ superAdmin: 200, admin: 200, owner: 200, otherManager: 404, custom: 403 }),
    target: (ctx) => ({ path: `/menus/${ctx.ownerMenuId}`, body: { description: `Menu diperbarui ${uniqueSuffix()}` } }),
  },
  {
    method: 'DELETE',
    template: '/menus/{id}',
    expect: guarded({ superAdmin: 200, admin: 200, owner: 200, otherManager: 404, custom: 403 }),
    target: async (ctx) => ({ path: `/menus/${await ownerMenu(ctx)}` }),
  },
  {
    method: 'PATCH',
    template: '/menus/{id}/approve',
    // Approval needs tenants.approve, which managers do not hold even for their own menus.
    expect: adminsOnly(200),
    target: async (ctx) => ({ path: `/menus/${await ownerMenu(ctx)}/approve` }),
  },
  {
    method: 'PATCH',
    template: '/menus/{id}/reject',
    expect: adminsOnly(200),
    target: async (ctx) => ({ path: `/menus/${await ownerMenu(ctx)}/reject`, body: { reason: 'Foto menu belum sesuai' } }),
  },

  {
    method: 'PATCH',
    template: '/menus/{id}/revision/approve',
    expect: adminsOnly(200),
    target: (ctx, kind) => revisionTarget(ctx, kind, 'menus', '/approve', ctx.ownerMenuId),
  },
  {
    method: 'PATCH',
    template: '/menus/{id}/revision/reject',
    expect: adminsOnly(200),
    target: async (ctx, kind) => ({ ...(await revisionTarget(ctx, kind, 'menus', '/reject', ctx.ownerMenuId)), body: { reason: 'Nama baru belum sesuai' } }),
  },
  {
    method: 'DELETE',
    template: '/menus/{id}/revision',
    expect: guarded({ superAdmin: 200, admin: 200, owner: 200, otherManager: 404, custom: 403 }),
    target: (ctx, kind) => revisionTarget(ctx, kind, 'menus', '', ctx.ownerMenuId),
  },

  // Users
  { method: 'GET', template: '/users', expect: adminsOnly(200), target: () => ({ path: '/users?limit=5' }) },
  {
    method: 'POST',
    template: '/users',
    expect: adminsOnly(201),
    target: (ctx) => {
      const s = uniqueSuffix();
      return {
        path: '/users',
        body: { name: `Pengguna Matriks ${s}`, email: `pengguna.matriks.${s}@example.id`, password: 'Rahasia123!', roleId: ctx.roleIds.MANAGER },
      };
    },
  },
  { method: 'GET', template: '/users/{id}', expect: adminsOnly(200), target: (ctx) => ({ path: `/users/${ctx.targetUserId}` }) },
  {
    method: 'PATCH',
    template: '/users/{id}',
    expect: adminsOnly(200),
    target: (ctx) => ({ path: `/users/${ctx.targetUserId}`, body: { name: `Pengguna Diubah ${uniqueSuffix()}` } }),
  },
  { method: 'DELETE', template: '/users/{id}', expect: adminsOnly(200), target: async (ctx) => ({ path: `/users/${await throwawayUser(ctx)}` }) },
  {
    method: 'PATCH',
    template: '/users/{id}/status',
    expect: adminsOnly(200),
    target: async (ctx) => ({ path: `/users/${await throwawayUser(ctx)}/status`, body: { status: 'inactive' } }),
  },

  // Roles: ADMIN reads them (roles.read, for the user form); writes need system.admin as well (SUPER_ADMIN's alone)
  { method: 'GET', template: '/roles', expect: adminsOnly(200), target: () => ({ path: '/roles' }) },
  {
    method: 'POST',
    template: '/roles',
    expect: superAdminOnly(201),
    target: () => {
      const code = uniqueCode('MATRIKS');
      return { path: '/roles', body: { name: `Role ${code}`, code, description: 'Role matriks otorisasi', permissions: ['menus.read'] } };
    },
  },
  { method: 'GET', template: '/roles/{id}', expect: adminsOnly(200), target: (ctx) => ({ path: `/roles/${ctx.roleIds.custom}` }) },
  {
    method: 'PATCH',
    template: '/roles/{id}',
    expect: superAdminOnly(200),
    target: async () => ({ path: `/roles/${await throwawayRole()}`, body: { description: `Deskripsi baru ${uniqueSuffix()}` } }),
  },
  { method: 'DELETE', template: '/roles/{id}', expect: superAdminOnly(200), target: async () => ({ path: `/roles/${await throwawayRole()}` }) },

  // Settings (system.settings: SUPER_ADMIN only)
  {
    method: 'GET',
    template: '/settings',
    expect: guarded({ superAdmin: 200, admin: 403, owner: 403, otherManager: 403, custom: 403 }),
    target: () => ({ path: '/settings' }),
  },
  {
    method: 'PATCH',
    template: '/settings',
    expect: guarded({ superAdmin: 200, admin: 403, owner: 403, otherManager: 403, custom: 403 }),
    // Writes back the current site name: a real write that changes nothing other tests see.
    target: async (ctx) => {
      const current = await api('/settings', { token: ctx.demoToken });
      return { path: '/settings', body: { siteName: current.body.siteName } };
    },
  },
  { method: 'GET', template: '/settings/public', expect: everyone(200), target: () => ({ path: '/settings/public' }) },

  // Files (files.create, menus.create or tenants.create)
  {
    method: 'POST',
    template: '/files',
    expect: guarded({ superAdmin: 201, admin: 201, owner: 201, otherManager: 201, custom: 403 }),
    target: async () => ({ path: '/files', form: await pngForm() }),
  },
  { method: 'GET', template: '/files/{key}', expect: everyone(200), target: (ctx) => ({ path: `/files/${ctx.fileKey}` }) },

  // Reports (tenants.read + menus.read + users.read) and activity logs
  { method: 'GET', template: '/reports/summary', expect: adminsOnly(200), target: () => ({ path: '/reports/summary' }) },
  { method: 'GET', template: '/reports/export', expect: adminsOnly(200), target: () => ({ path: '/reports/export?format=csv&entity=tenants' }) },
  {
    method: 'GET',
    template: '/activity-logs',
    // Managers hold activity_logs.read (their own actions only).
    expect: guarded({ superAdmin: 200, admin: 200, owner: 200, otherManager: 200, custom: 403 }),
    target: () => ({ path: '/activity-logs?limit=5' }),
  },

  // Service endpoints
  { method: 'GET', template: '/health', expect: everyone(200), target: () => ({ path: '/health' }) },
  { method: 'GET', template: '/openapi.json', expect: everyone(200), target: () => ({ path: '/openapi.json' }) },
];

// ---------------------------------------------------------------------------------------------------------------
// Coverage: every exported method of app/api/v1/**/route.ts has a row, and every row an existing route.

const API_ROOT = path.resolve(__dirname, '../../app/api/v1');

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return /^route\.(ts|tsx|js|mjs)$/.test(entry.name) ? [full] : [];
  });
}

function exportedMethods(source: string): string[] {
  const methods = new Set<string>();
  for (const m of source.matchAll(/export\s+(?:const|let|var|async\s+function|function)\s+(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\b/g)) methods.add(m[1]!);
  for (const m of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const part of m[1]!.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (name && /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)$/.test(name)) methods.add(name);
    }
  }
  return [...methods];
}

function discoveredEndpoints(): string[] {
  return routeFiles(API_ROOT).flatMap((file) => {
    const template = `/${path.relative(API_ROOT, path.dirname(file)).split(path.sep).join('/')}`
      .replace(/\[\.\.\.(\w+)\]/g, '{...$1}')
      .replace(/\[(\w+)\]/g, '{$1}');
    return exportedMethods(fs.readFileSync(file, 'utf8')).map((method) => `${method} ${template}`);
  });
}

describe('authorization matrix coverage', () => {
  it('has exactly one row for every /api/v1 endpoint', () => {
    const endpoints = discoveredEndpoints().sort();
    const rows = ROWS.map((r) => `${r.method} ${r.template}`);
    const duplicates = rows.filter((key, i) => rows.indexOf(key) !== i);
    expect(duplicates, 'rows listed twice').toEqual([]);
    expect(endpoints.length).toBeGreaterThan(30);
    expect(
      endpoints.filter((e) => !rows.includes(e)),
      'endpoints without a row in the authorization matrix',
    ).toEqual([]);
    expect(
      rows.filter((r) => !endpoints.includes(r)),
      'rows for endpoints that no longer exist',
    ).toEqual([]);
  });

  it('every row states an expectation for every kind of caller', () => {
    for (const row of ROWS) expect(Object.keys(row.expect).sort(), `${row.method} ${row.template}`).toEqual([...KINDS].sort());
  });
});

// ---------------------------------------------------------------------------------------------------------------
// The cells.

describe('authorization matrix', () => {
  const ctx = {} as Context;

  beforeAll(async () => {
    const demo = await loginAs('superAdmin');
    ctx.demoToken = demo.accessToken;
    const [superAdminRole, adminRole, managerRole, customRole] = await Promise.all([
      roleIdByCode('SUPER_ADMIN'),
      roleIdByCode('ADMIN'),
      roleIdByCode('MANAGER'),
      createRole([CUSTOM_PERMISSION]).then((r) => r.id),
    ]);
    ctx.roleIds = { SUPER_ADMIN: superAdminRole, ADMIN: adminRole, MANAGER: managerRole, custom: customRole };

    const [superAdmin, admin, owner, other, custom, inactive, loginAccount, targetUser] = await Promise.all([
      userInRole(superAdminRole),
      userInRole(adminRole),
      managerWithTenant(),
      managerWithTenant(),
      userInRole(customRole),
      userInRole(adminRole),
      createUser(managerRole),
      createUser(managerRole),
    ]);
    // Deactivated after its token was issued: the token is still unexpired, the account is not active.
    const off = await api(`/users/${inactive.userId}/status`, { method: 'PATCH', token: ctx.demoToken, body: { status: 'inactive' } });
    if (off.status !== 200) throw new Error(`deactivation failed: ${off.status} ${JSON.stringify(off.body)}`);

    ctx.actors = { superAdmin, admin, owner: owner.actor, otherManager: other.actor, custom, inactive };
    ctx.ownerTenantId = owner.tenantId;
    ctx.ownerMenuId = owner.menuId;
    ctx.otherTenantId = other.tenantId;
    ctx.loginAccount = { email: loginAccount.email, password: loginAccount.password };
    ctx.targetUserId = targetUser.id;

    const tenants = await api('/tenants/public?limit=1');
    const menus = await api('/menus/public?limit=1');
    ctx.publicTenantId = (tenants.body.data ?? tenants.body)[0].id;
    ctx.publicMenuId = (menus.body.data ?? menus.body)[0].id;
    const upload = await api('/files', { method: 'POST', token: ctx.demoToken, rawBody: await pngForm() });
    if (upload.status !== 201) throw new Error(`upload failed: ${upload.status} ${JSON.stringify(upload.body)}`);
    ctx.fileKey = String(upload.body.url).split('/').pop()!;
  }, 120_000);

  for (const row of ROWS) {
    describe(`${row.method} ${row.template}`, () => {
      for (const kind of KINDS) {
        const expected = row.expect[kind];
        it(`${KIND_LABELS[kind]} -> ${expected}`, async () => {
          const target = await row.target(ctx, kind);
          const token = target.token !== undefined ? target.token : tokenOf(ctx, kind);
          const res = await api(target.path, {
            method: row.method,
            token,
            headers: target.headers,
            ...(target.form ? { rawBody: target.form } : target.body !== undefined ? { body: target.body } : {}),
          });
          const detail = `${row.method} ${target.path} as ${kind}: ${res.status} ${typeof res.body === 'string' ? res.body.slice(0, 200) : JSON.stringify(res.body)?.slice(0, 300)}`;
          expect(res.status, detail).toBe(expected);
          if (expected === 401 || expected === 403) expect(typeof res.body?.message, detail).toBe('string');
        });
      }
    });
  }
});
