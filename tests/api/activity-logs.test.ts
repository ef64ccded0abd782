// /activity-logs: every write leaves a row (who, what, which id, before/after); filters, pagination and scope.
import { describe, expect, it } from 'vitest';
import { api, createManager, loginAs } from '../helpers/http';
import { createRole, createUser, roleIdByCode, sessionWith, superAdminToken, uniqueCode } from './admin-fixtures';

async function logsFor(entity: string, entityId: number | string, token?: string) {
  const res = await api(`/activity-logs?entity=${entity}&entityId=${entityId}&limit=50`, { token: token ?? (await superAdminToken()) });
  expect(res.status).toBe(200);
  return res.body.data as any[];
}

describe('GET /activity-logs', () => {
  it('records create, update and delete of a role with the actor and before/after', async () => {
    const superAdmin = await loginAs('superAdmin');
    const role = await createRole(['menus.read']);
    await api(`/roles/${role.id}`, {
      method: 'PATCH',
      token: superAdmin.accessToken,
      body: { name: 'Nama Baru Log', permissions: ['menus.read', 'menus.update'] },
    });
    await api(`/roles/${role.id}`, { method: 'DELETE', token: superAdmin.accessToken });

    const rows = await logsFor('role', role.id);
    expect(rows.map((r) => r.action)).toEqual(['delete', 'update', 'create']);
    for (const row of rows) {
      expect(row).toMatchObject({ entity: 'role', entityId: String(role.id), user: { id: superAdmin.user.id, email: superAdmin.user.email } });
      expect(new Date(row.createdAt).toString()).not.toBe('Invalid Date');
    }
    const [deleted, updated, created] = rows;
    expect(created.changes.before).toBeNull();
    expect(created.changes.after).toMatchObject({ code: role.code, permissions: ['menus.read'] });
    // An update records only what changed.
    expect(updated.changes.before).toEqual({ name: role.name, permissions: ['menus.read'] });
    expect(updated.changes.after).toEqual({ name: 'Nama Baru Log', permissions: ['menus.read', 'menus.update'] });
    expect(deleted.changes.before).toMatchObject({ name: 'Nama Baru Log', code: role.code });
    expect(deleted.changes.after).toBeNull();
  });

  it('records user changes without secrets, and status changes', async () => {
    const token = await superAdminToken();
    const user = await createUser(await roleIdByCode('MANAGER'));
    await api(`/users/${user.id}`, { method: 'PATCH', token, body: { name: 'Nama Log Baru', password: 'RahasiaBaru9' } });
    await api(`/users/${user.id}/status`, { method: 'PATCH', token, body: { status: 'inactive' } });
    const rows = await logsFor('user', user.id);
    expect(rows.map((r) => r.action)).toEqual(['status_change', 'update', 'create']);
    expect(rows[0].changes).toEqual({ before: { status: 'active' }, after: { status: 'inactive' } });
    expect(rows[1].changes.after).toMatchObject({ name: 'Nama Log Baru', password: '(diubah)' });
    const text = JSON.stringify(rows);
    expect(text).not.toContain('RahasiaBaru9');
    expect(text).not.toContain('Rahasia123!');
    expect(text).not.toContain('$argon2');
  });

  it('filters by action, userId and dates, and paginates', async () => {
    const token = await superAdminToken();
    const actor = await sessionWith(['system.admin', 'roles.create', 'roles.read', 'activity_logs.read', 'menus.read']);
    const made: number[] = [];
    for (let i = 0; i < 3; i++) {
      const roleCode = uniqueCode('LOG');
      const res = await api('/roles', {
        token: actor.accessToken,
        body: { name: `Log ${roleCode}`, code: roleCode, description: 'x', permissions: ['menus.read'] },
      });
      expect(res.status).toBe(201);
      made.push(res.body.id);
    }
    const byUser = await api(`/activity-logs?userId=${actor.userId}&action=create&entity=role`, { token });
    expect(byUser.body.meta.total).toBe(3);
    expect(byUser.body.data.map((r: any) => Number(r.entityId)).sort()).toEqual([...made].sort());

    const page = await api(`/activity-logs?userId=${actor.userId}&limit=2&page=2`, { token });
    expect(page.body.meta).toEqual({ total: 3, page: 2, limit: 2, totalPages: 2 });
    expect(page.body.data).toHaveLength(1);

    const today = new Date(Date.now() + 7 * 3600 * 1000).toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 31 * 3600 * 1000).toISOString().slice(0, 10);
    expect((await api(`/activity-logs?userId=${actor.userId}&from=${today}&to=${today}`, { token })).body.meta.total).toBe(3);
    expect((await api(`/activity-logs?userId=${actor.userId}&from=${tomorrow}`, { token })).body.meta.total).toBe(0);
    const past = new Date(Date.now() - 60_000).toISOString();
    expect((await api(`/activity-logs?userId=${actor.userId}&to=${encodeURIComponent(past)}`, { token })).body.meta.total).toBe(0);
    expect((await api(`/activity-logs?action=update&userId=${actor.userId}`, { token })).body.meta.total).toBe(0);
  });

  it('answers 400 for bad filters', async () => {
    const token = await superAdminToken();
    expect((await api('/activity-logs?from=kemarin', { token })).status).toBe(400);
    expect((await api('/activity-logs?from=2025-02-01&to=2025-01-01', { token })).status).toBe(400);
    expect((await api('/activity-logs?userId=abc', { token })).status).toBe(400);
    expect((await api('/activity-logs?limit=500', { token })).status).toBe(400);
  });

  it('needs a token (401) and activity_logs.read (403); a manager sees only their own actions', async () => {
    expect((await api('/activity-logs')).status).toBe(401);
    const none = await sessionWith(['menus.read']);
    expect((await api('/activity-logs', { token: none.accessToken })).status).toBe(403);

    const manager = await createManager();
    const res = await api('/activity-logs?limit=100', { token: manager.accessToken });
    expect(res.status).toBe(200);
    expect(res.body.meta.total).toBeGreaterThanOrEqual(1);
    for (const row of res.body.data) expect(row.user?.id).toBe(manager.user.id);
    // Asking for someone else's actions still answers only their own.
    const superAdmin = await loginAs('superAdmin');
    const other = await api(`/activity-logs?userId=${superAdmin.user.id}`, { token: manager.accessToken });
    for (const row of other.body.data) expect(row.user?.id).toBe(manager.user.id);
  });
});

describe("GET /activity-logs: accounts' contact details only with users.read", () => {
  it("a reader without users.read sees no actor's email and no email or phone in user entries; with it, both", async () => {
    const created = await createUser(await roleIdByCode('MANAGER'), { phone: '081200000999' });
    const without = await sessionWith(['activity_logs.read', 'tenants.read']);
    const logs = await logsFor('user', created.id, without.accessToken);
    expect(logs.length).toBeGreaterThan(0);
    for (const log of logs) {
      if (log.user) expect(log.user.email).toBeNull();
      expect(JSON.stringify(log.changes)).not.toContain(created.email);
      expect(JSON.stringify(log.changes)).not.toContain('81200000999');
    }
    const withUsers = await sessionWith(['activity_logs.read', 'tenants.read', 'users.read']);
    const full = await logsFor('user', created.id, withUsers.accessToken);
    expect(full.some((log) => typeof log.user?.email === 'string')).toBe(true);
    expect(JSON.stringify(full.map((log) => log.changes))).toContain(created.email);
  });
});
