// /roles: list with user counts, create, update and delete, with the granting rules and the delete protections.
import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@/lib/auth/permissions';
import { api, loginAs } from '../helpers/http';
import { createRole, createUser, roleIdByCode, sessionWith, superAdminToken, uniqueCode } from './admin-fixtures';

const ROLE_KEYS = ['id', 'name', 'code', 'description', 'permissions', 'sortOrder', 'isSystem', 'userCount', 'createdAt', 'updatedAt'];

const code = () => uniqueCode();

describe('GET /roles', () => {
  it('answers { data, total } with user counts, ordered by sortOrder then name', async () => {
    const res = await api('/roles', { token: await superAdminToken() });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(res.body.data.length);
    for (const role of res.body.data) expect(Object.keys(role).sort()).toEqual([...ROLE_KEYS].sort());
    const superAdmin = res.body.data.find((r: { code: string }) => r.code === 'SUPER_ADMIN');
    expect(superAdmin).toMatchObject({ isSystem: true, sortOrder: 0 });
    expect(superAdmin.userCount).toBeGreaterThanOrEqual(1);
    expect(superAdmin.permissions).toEqual(expect.arrayContaining(['system.admin', 'system.settings']));
    const order = res.body.data.map((r: { sortOrder: number; name: string }) => [r.sortOrder, r.name]);
    const sorted = [...order].sort((a, b) => a[0] - b[0] || String(a[1]).localeCompare(String(b[1]), 'en', { sensitivity: 'base' }));
    expect(order.map((o: unknown[]) => o[0])).toEqual(sorted.map((o) => o[0]));
  });

  it('counts the users of a role', async () => {
    const role = await createRole(['menus.read']);
    await createUser(role.id);
    await createUser(role.id);
    const res = await api(`/roles/${role.id}`, { token: await superAdminToken() });
    expect(res.status).toBe(200);
    expect(res.body.userCount).toBe(2);
    const list = await api('/roles', { token: await superAdminToken() });
    expect(list.body.data.find((r: { id: number }) => r.id === role.id).userCount).toBe(2);
  });

  it('needs a token (401) and roles.read (403); unknown id 404', async () => {
    expect((await api('/roles')).status).toBe(401);
    expect((await api('/roles', { token: (await loginAs('manager')).accessToken })).status).toBe(403);
    expect((await api('/roles/99999999', { token: await superAdminToken() })).status).toBe(404);
    expect((await api('/roles/0', { token: await superAdminToken() })).status).toBe(400);
  });
});

describe('POST /roles', () => {
  it('creates a role (201)', async () => {
    const c = code();
    const res = await api('/roles', {
      token: await superAdminToken(),
      body: {
        name: 'Editor Konten',
        code: c,
        description: 'Mengelola artikel',
        permissions: ['articles.read', 'articles.update', 'articles.read'],
        sortOrder: '10',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Editor Konten',
      code: c,
      permissions: ['articles.read', 'articles.update'],
      sortOrder: 10,
      isSystem: false,
      userCount: 0,
    });
  });

  it('answers 400 for an unknown permission and bad fields, with the form messages', async () => {
    const token = await superAdminToken();
    const unknown = await api('/roles', { token, body: { name: 'Salah', code: code(), description: 'x', permissions: ['menus.read', 'orders.fly'] } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('Permission tidak dikenal');
    expect(unknown.body.errors['permissions.1']).toBe('Permission tidak dikenal: orders.fly');
    const bad = await api('/roles', { token, body: { name: '', code: 'lower-case', description: '', permissions: [], sortOrder: 1000 } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      name: 'Nama role harus diisi',
      code: 'Kode role harus huruf besar dan underscore saja',
      description: 'Deskripsi role harus diisi',
      sortOrder: 'Urutan harus antara 0-999',
    });
    expect((await api('/roles', { token, body: { name: 'X Role', code: code(), description: 'x', userCount: 5 } })).status).toBe(400);
  });

  it('answers 409 for a taken code', async () => {
    const res = await api('/roles', { token: await superAdminToken(), body: { name: 'Admin Kedua', code: 'ADMIN', description: 'duplikat' } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Kode role sudah digunakan');
  });

  it("role writes are SUPER_ADMIN's alone: ADMIN (roles.* without system.admin) gets 403 for create, edit and delete", async () => {
    const admin = await loginAs('admin');
    const base = { name: 'Role Admin', description: 'dibuat oleh admin' };
    const created = await api('/roles', { token: admin.accessToken, body: { ...base, code: code(), permissions: ['menus.read'] } });
    expect(created.status).toBe(403);
    expect(created.body).toMatchObject({ message: expect.any(String), code: 'FORBIDDEN' });
    const target = await createRole(['menus.read']);
    const edit = await api(`/roles/${target.id}`, { method: 'PATCH', token: admin.accessToken, body: { permissions: ['menus.read', 'menus.update'] } });
    expect(edit.status).toBe(403);
    // The MANAGER system role cannot be edited by ADMIN either (it would chain into user takeovers).
    const managerId = await roleIdByCode('MANAGER');
    const manager = await api(`/roles/${managerId}`, {
      method: 'PATCH',
      token: admin.accessToken,
      body: { permissions: [...PERMISSIONS].filter((p) => !p.startsWith('system.')) },
    });
    expect(manager.status).toBe(403);
    expect((await api(`/roles/${target.id}`, { method: 'DELETE', token: admin.accessToken })).status).toBe(403);
    // Nothing changed, and ADMIN still reads roles (the user form lists them).
    const after = await api(`/roles/${target.id}`, { token: admin.accessToken });
    expect(after.status).toBe(200);
    expect(after.body.permissions).toEqual(['menus.read']);
    const managerAfter = await api(`/roles/${managerId}`, { token: admin.accessToken });
    expect(managerAfter.body.permissions).not.toContain('users.update');
    // A custom role with roles.* but not system.admin is refused too.
    const rolesOnly = await sessionWith(['roles.create', 'roles.read', 'roles.update', 'roles.delete', 'menus.read']);
    expect((await api('/roles', { token: rolesOnly.accessToken, body: { ...base, code: code(), permissions: ['menus.read'] } })).status).toBe(403);
  });

  it('a system.admin holder grants nothing they do not hold, system.settings included (403)', async () => {
    const base = { name: 'Role Terbatas', description: 'dibuat oleh pemegang system.admin' };
    const limited = await sessionWith(['system.admin', 'roles.create', 'roles.update', 'menus.read']);
    const beyond = await api('/roles', { token: limited.accessToken, body: { ...base, code: code(), permissions: ['menus.read', 'users.delete'] } });
    expect(beyond.status).toBe(403);
    expect(beyond.body.message).toContain('users.delete');
    const settings = await api('/roles', { token: limited.accessToken, body: { ...base, code: code(), permissions: ['system.settings'] } });
    expect(settings.status).toBe(403);
    const within = await api('/roles', { token: limited.accessToken, body: { ...base, code: code(), permissions: ['menus.read'] } });
    expect(within.status).toBe(201);
    // Editing: adding a permission not held is refused; keeping ones already there is fine.
    const add = await api(`/roles/${within.body.id}`, { method: 'PATCH', token: limited.accessToken, body: { permissions: ['menus.read', 'menus.delete'] } });
    expect(add.status).toBe(403);
    const rename = await api(`/roles/${within.body.id}`, { method: 'PATCH', token: limited.accessToken, body: { name: 'Nama Baru' } });
    expect(rename.status).toBe(200);

    const superAdmin = await api('/roles', {
      token: await superAdminToken(),
      body: { ...base, code: code(), permissions: ['system.settings'], isSystem: true },
    });
    expect(superAdmin.status).toBe(201);
    expect(superAdmin.body.isSystem).toBe(true);
    await api(`/roles/${superAdmin.body.id}`, { method: 'PATCH', token: await superAdminToken(), body: { isSystem: false } });
    await api(`/roles/${superAdmin.body.id}`, { method: 'DELETE', token: await superAdminToken() });
  });
});

describe('PATCH /roles/{id}', () => {
  it('updates name, code, description, permissions and sortOrder', async () => {
    const role = await createRole(['menus.read']);
    const c = code();
    const res = await api(`/roles/${role.id}`, {
      method: 'PATCH',
      token: await superAdminToken(),
      body: { name: 'Diubah', code: c, description: 'Deskripsi baru', permissions: ['menus.read', 'menus.update'], sortOrder: 42 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: role.id,
      name: 'Diubah',
      code: c,
      description: 'Deskripsi baru',
      permissions: ['menus.read', 'menus.update'],
      sortOrder: 42,
    });
    expect((await api(`/roles/${role.id}`, { method: 'PATCH', token: await superAdminToken(), body: { permissions: ['nope.read'] } })).status).toBe(400);
    expect((await api('/roles/99999999', { method: 'PATCH', token: await superAdminToken(), body: { name: 'X' } })).status).toBe(404);
  });

  it('keeps the code of a system role (409) and the whole catalogue on Super Admin (409)', async () => {
    const token = await superAdminToken();
    const managerId = await roleIdByCode('MANAGER');
    const rename = await api(`/roles/${managerId}`, { method: 'PATCH', token, body: { code: 'PENJUAL' } });
    expect(rename.status).toBe(409);
    const superAdminId = await roleIdByCode('SUPER_ADMIN');
    const reduce = await api(`/roles/${superAdminId}`, { method: 'PATCH', token, body: { permissions: PERMISSIONS.filter((p) => p !== 'roles.update') } });
    try {
      expect(reduce.status).toBe(409);
    } finally {
      if (reduce.status === 200) await api(`/roles/${superAdminId}`, { method: 'PATCH', token, body: { permissions: PERMISSIONS } });
    }
    const same = await api(`/roles/${managerId}`, { method: 'PATCH', token, body: { code: 'MANAGER' } });
    expect(same.status).toBe(200);
  });

  it('keeps the built-in roles system roles: clearing isSystem is refused (409), so none of them can be deleted', async () => {
    const token = await superAdminToken();
    for (const builtIn of ['SUPER_ADMIN', 'ADMIN', 'MANAGER']) {
      const id = await roleIdByCode(builtIn);
      const cleared = await api(`/roles/${id}`, { method: 'PATCH', token, body: { isSystem: false } });
      expect(cleared.status, builtIn).toBe(409);
      expect(cleared.body.message).toBe('Role bawaan (Super Admin, Admin, Manager) selalu role sistem');
      expect((await api(`/roles/${id}`, { token })).body.isSystem).toBe(true);
      expect((await api(`/roles/${id}`, { method: 'DELETE', token })).status).toBe(409);
    }
    // A custom role may drop the flag it was given.
    const custom = await api('/roles', {
      method: 'POST',
      token,
      body: { name: 'Peran Sistem Uji', code: code(), description: 'uji', permissions: ['menus.read'], isSystem: true },
    });
    expect(custom.status, JSON.stringify(custom.body)).toBe(201);
    expect((await api(`/roles/${custom.body.id}`, { method: 'PATCH', token, body: { isSystem: false } })).body.isSystem).toBe(false);
  });

  it('refuses ADMIN editing or deleting the Super Admin role (403)', async () => {
    const admin = await loginAs('admin');
    const superAdminId = await roleIdByCode('SUPER_ADMIN');
    expect((await api(`/roles/${superAdminId}`, { method: 'PATCH', token: admin.accessToken, body: { name: 'Bukan Super' } })).status).toBe(403);
    expect((await api(`/roles/${superAdminId}`, { method: 'DELETE', token: admin.accessToken })).status).toBe(403);
  });
});

describe('DELETE /roles/{id}', () => {
  it('refuses a system role with a message containing "cannot be deleted" (409)', async () => {
    const res = await api(`/roles/${await roleIdByCode('MANAGER')}`, { method: 'DELETE', token: await superAdminToken() });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('cannot be deleted');
  });

  it('refuses a role that still has users (409), then deletes it once empty', async () => {
    const token = await superAdminToken();
    const role = await createRole(['menus.read']);
    const user = await createUser(role.id);
    const inUse = await api(`/roles/${role.id}`, { method: 'DELETE', token });
    expect(inUse.status).toBe(409);
    expect(inUse.body.message).toContain('masih digunakan oleh 1 pengguna');
    await api(`/users/${user.id}`, { method: 'DELETE', token });
    const res = await api(`/roles/${role.id}`, { method: 'DELETE', token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: expect.any(String) });
    expect((await api(`/roles/${role.id}`, { token })).status).toBe(404);
    expect((await api(`/roles/${role.id}`, { method: 'DELETE', token })).status).toBe(404);
  });

  it('needs roles.delete (403)', async () => {
    const role = await createRole(['menus.read']);
    const reader = await sessionWith(['roles.read']);
    expect((await api(`/roles/${role.id}`, { method: 'DELETE', token: reader.accessToken })).status).toBe(403);
  });
});
