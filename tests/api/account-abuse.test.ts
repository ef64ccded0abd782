// Accounts under attack, on this file's own app instance (it changes settings that would disturb the shared one):
// the per-account login lock across addresses, with a short first lock (LOGIN_ACCOUNT_LOCK_MS=4000) so the test
// sees it end; and nobody reviews their own tenant, with the MANAGER role given reviewer permissions (the only way
// a reviewer can own a tenant now that only a Manager owns one).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_DEFAULT_PERMISSIONS } from '@/lib/auth/permissions';
import { startAppInstance, type AppInstance } from '../helpers/app-instance';
import { DEMO, api, menuBody, tenantBody, uniqueSuffix } from '../helpers/http';
import { rawRequest } from '../helpers/raw-http';

const WRONG = 'SalahSekali99!';
const PASSWORD = 'Rahasia123!';
const LOCK_MS = 4000;

let instance: AppInstance;

beforeAll(async () => {
  instance = await startAppInstance({ env: { LOGIN_ACCOUNT_LOCK_MS: String(LOCK_MS), LOGIN_ACCOUNT_LOCK_MAX_MS: String(4 * LOCK_MS) } });
}, 120_000);

afterAll(async () => {
  await instance?.stop();
});

/** This instance trusts no proxy: the socket address is the client's address. */
function loginFrom(localAddress: string, email: string, password: string) {
  return rawRequest(instance.baseUrl, '/api/v1/auth/login', { body: { email, password }, localAddress });
}

async function tokenOf(email: string, password: string): Promise<string> {
  const res = await loginFrom('127.0.0.1', email, password);
  if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status} ${res.text}`);
  return res.json.accessToken;
}

const call = (path: string, options: { token?: string; method?: string; body?: unknown } = {}) => api(path, { ...options, baseUrl: instance.baseUrl });

async function registerManager(): Promise<{ email: string; id: number }> {
  const s = uniqueSuffix();
  const email = `akun.${s}@example.id`;
  const res = await call('/auth/register', { body: { name: `Akun Uji ${s}`, email, password: PASSWORD, phone: '081234567890' } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { email, id: res.body.user.id };
}

describe('login throttling per account across addresses', () => {
  it('10 wrong passwords from each of 4 addresses: locked after 20; the right one from a fifth is refused (429); after the lock it logs in', async () => {
    const { email } = await registerManager();
    const statuses: number[] = [];
    for (const address of ['127.0.1.1', '127.0.1.2', '127.0.1.3', '127.0.1.4']) {
      for (let i = 0; i < 10; i++) statuses.push((await loginFrom(address, email, WRONG)).status);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses.slice(20)).toEqual(Array(20).fill(429));

    // The right password from a fifth address does not get through the lock.
    const refused = await loginFrom('127.0.1.5', email, PASSWORD);
    expect(refused.status, refused.text).toBe(429);
    expect(refused.json).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: expect.stringContaining('Terlalu banyak percobaan login') });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(LOCK_MS / 1000);
    // Other accounts log in meanwhile, from the same addresses.
    expect((await loginFrom('127.0.1.1', DEMO.manager.email, DEMO.manager.password)).status).toBe(200);

    // The lock is short: once it is over, the right password logs in (from the fifth address).
    await new Promise((r) => setTimeout(r, retryAfter * 1000 + 300));
    const after = await loginFrom('127.0.1.5', email, PASSWORD);
    expect(after.status, after.text).toBe(200);
    expect(after.json.user.email).toBe(email);
  });

  it('the lock grows: 20 more failures after the first lock lock the account for twice as long', async () => {
    const { email } = await registerManager();
    for (let i = 0; i < 20; i++) expect((await loginFrom(`127.0.2.${1 + (i % 4)}`, email, WRONG)).status).toBe(401);
    const first = await loginFrom('127.0.2.9', email, PASSWORD);
    expect(first.status).toBe(429);
    await new Promise((r) => setTimeout(r, Number(first.headers['retry-after']) * 1000 + 300));
    for (let i = 0; i < 20; i++) expect((await loginFrom(`127.0.3.${1 + (i % 4)}`, email, WRONG)).status).toBe(401);
    const second = await loginFrom('127.0.3.9', email, PASSWORD);
    expect(second.status).toBe(429);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(LOCK_MS / 1000);
    expect(Number(second.headers['retry-after'])).toBeLessThanOrEqual((2 * LOCK_MS) / 1000);
  });
});

describe('nobody reviews their own tenant or its menus (MANAGER role given reviewer permissions on this instance)', () => {
  let superAdmin: string;
  let managerRoleId: number;

  beforeAll(async () => {
    superAdmin = await tokenOf(DEMO.superAdmin.email, DEMO.superAdmin.password);
    const roles = await call('/roles', { token: superAdmin });
    managerRoleId = roles.body.data.find((r: { code: string }) => r.code === 'MANAGER').id;
  });

  async function grantManagers(permissions: readonly string[]): Promise<void> {
    const res = await call(`/roles/${managerRoleId}`, { method: 'PATCH', token: superAdmin, body: { permissions: [...new Set(permissions)] } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }

  /** A Manager (the role now reviews) who owns a pending tenant with one pending menu. */
  async function reviewerWithTenant(): Promise<{ token: string; tenantId: number; menuId: number }> {
    const { email } = await registerManager();
    const token = await tokenOf(email, PASSWORD);
    const tenant = await call('/tenants/my-tenant', { token, body: tenantBody() });
    expect(tenant.status, JSON.stringify(tenant.body)).toBe(201);
    const menu = await call('/menus', { token: superAdmin, body: menuBody({ tenantId: tenant.body.id }) });
    expect(menu.status, JSON.stringify(menu.body)).toBe(201);
    return { token, tenantId: tenant.body.id, menuId: menu.body.id };
  }

  it.each([
    ['tenants.read + tenants.approve', [...ROLE_DEFAULT_PERMISSIONS.MANAGER, 'tenants.read', 'tenants.approve']],
    ['every ADMIN permission', [...ROLE_DEFAULT_PERMISSIONS.ADMIN]],
  ])('a Manager holding %s gets 403 reviewing its own tenant and menus, and still reviews others', async (_label, permissions) => {
    await grantManagers(permissions);
    const { token, tenantId, menuId } = await reviewerWithTenant();
    const reason = { reason: 'Ditolak oleh pemiliknya sendiri' };
    const calls = [
      await call(`/tenants/${tenantId}/approve`, { method: 'PATCH', token }),
      await call(`/tenants/${tenantId}/reject`, { method: 'PATCH', token, body: reason }),
      await call(`/menus/${menuId}/approve`, { method: 'PATCH', token }),
      await call(`/menus/${menuId}/reject`, { method: 'PATCH', token, body: reason }),
    ];
    for (const res of calls) {
      expect(res.status, JSON.stringify(res.body)).toBe(403);
      expect(res.body).toMatchObject({ code: 'FORBIDDEN', message: expect.stringMatching(/sendiri/) });
    }
    expect((await call(`/tenants/${tenantId}`, { token: superAdmin })).body.status).toBe('pending_approval');
    expect((await call(`/menus/${menuId}`, { token: superAdmin })).body.status).toBe('pending_approval');

    // Someone else's pending tenant and menu: reviewed (200).
    const other = await call('/tenants', { token: superAdmin, body: tenantBody({ status: 'pending_approval' }) });
    expect(other.status).toBe(201);
    const menu = await call('/menus', { token: superAdmin, body: menuBody({ tenantId: other.body.id }) });
    expect(menu.status).toBe(201);
    expect((await call(`/menus/${menu.body.id}/reject`, { method: 'PATCH', token, body: { reason: 'Foto menu belum sesuai' } })).status).toBe(200);
    expect((await call(`/tenants/${other.body.id}/approve`, { method: 'PATCH', token })).status).toBe(200);
  });

  it('owner-scoped (tenants.approve without tenants.read): reviews nothing, its own or another (403)', async () => {
    await grantManagers([...ROLE_DEFAULT_PERMISSIONS.MANAGER, 'tenants.approve']);
    const { token, tenantId, menuId } = await reviewerWithTenant();
    const other = await call('/tenants', { token: superAdmin, body: tenantBody({ status: 'pending_approval' }) });
    for (const path of [`/tenants/${tenantId}/approve`, `/menus/${menuId}/approve`, `/tenants/${other.body.id}/approve`]) {
      const res = await call(path, { method: 'PATCH', token });
      expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(403);
    }
  });
});
