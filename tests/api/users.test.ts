// /users: list, read, create, update, delete and status, with the privilege and last-Super-Admin rules.
import { describe, expect, it } from 'vitest';
import { api, login, loginAs, uniqueSuffix } from '../helpers/http';
import { createRole, createUser, roleIdByCode, sessionWith, superAdminToken } from './admin-fixtures';

const USER_KEYS = ['id', 'name', 'email', 'phone', 'status', 'roleId', 'role', 'lastLoginAt', 'createdAt', 'updatedAt'];

describe('GET /users', () => {
  it('needs a token (401) and users.read (403)', async () => {
    expect((await api('/users')).status).toBe(401);
    const manager = await loginAs('manager');
    const res = await api('/users', { token: manager.accessToken });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ message: expect.any(String), code: 'FORBIDDEN' });
  });

  it('lists users with meta, the role and never the password hash', async () => {
    const res = await api('/users?limit=5', { token: await superAdminToken() });
    expect(res.status).toBe(200);
    expect(res.body.meta).toMatchObject({ page: 1, limit: 5, total: expect.any(Number), totalPages: expect.any(Number) });
    expect(res.body.data.length).toBeGreaterThan(0);
    expect(res.body.data.length).toBeLessThanOrEqual(5);
    const user = res.body.data[0];
    expect(Object.keys(user).sort()).toEqual([...USER_KEYS].sort());
    expect(Object.keys(user.role).sort()).toEqual(['code', 'id', 'name']);
    expect(JSON.stringify(res.body)).not.toContain('passwordHash');
  });

  it('filters by role code, roleId, status and search (name or email, case-insensitive), and paginates', async () => {
    const token = await superAdminToken();
    const managerRoleId = await roleIdByCode('MANAGER');
    const byCode = await api('/users?role=manager&limit=100', { token });
    expect(byCode.status).toBe(200);
    expect(byCode.body.data.every((u: { role: { code: string } }) => u.role.code === 'MANAGER')).toBe(true);
    const byId = await api(`/users?roleId=${managerRoleId}&limit=100`, { token });
    expect(byId.body.data.every((u: { roleId: number }) => u.roleId === managerRoleId)).toBe(true);

    const suffix = uniqueSuffix();
    const created = await createUser(managerRoleId, { name: `Cari Saya ${suffix}`, email: `Cari.${suffix}@Example.id` });
    // Other suites add users concurrently, so each filter is checked against this one user.
    expect((await api(`/users?role=MANAGER&search=${suffix}`, { token })).body.meta.total).toBe(1);
    expect((await api(`/users?roleId=${managerRoleId}&search=${suffix}`, { token })).body.meta.total).toBe(1);
    expect((await api(`/users?role=ADMIN&search=${suffix}`, { token })).body.meta.total).toBe(0);
    expect((await api(`/users?roleId=${await roleIdByCode('ADMIN')}&search=${suffix}`, { token })).body.meta.total).toBe(0);
    const byName = await api(`/users?search=${encodeURIComponent(`cari saya ${suffix}`.toUpperCase())}`, { token });
    expect(byName.body.data.map((u: { id: number }) => u.id)).toEqual([created.id]);
    const byEmail = await api(`/users?search=cari.${suffix}@example`, { token });
    expect(byEmail.body.data.map((u: { id: number }) => u.id)).toEqual([created.id]);
    // LIKE wildcards are taken literally.
    expect((await api(`/users?search=${encodeURIComponent('%_%_%_%zz')}`, { token })).body.meta.total).toBe(0);

    await api(`/users/${created.id}/status`, { method: 'PATCH', token, body: { status: 'inactive' } });
    const inactive = await api(`/users?status=inactive&search=${suffix}`, { token });
    expect(inactive.body.data.map((u: { id: number }) => u.id)).toEqual([created.id]);
    expect((await api(`/users?status=active&search=${suffix}`, { token })).body.meta.total).toBe(0);

    // Pagination over a role of our own, so concurrent inserts elsewhere cannot shift the pages.
    const role = await createRole(['menus.read']);
    const ids = [(await createUser(role.id)).id, (await createUser(role.id)).id, (await createUser(role.id)).id];
    const page1 = await api(`/users?roleId=${role.id}&limit=2&page=1`, { token });
    const page2 = await api(`/users?roleId=${role.id}&limit=2&page=2`, { token });
    expect(page1.body.meta).toEqual({ total: 3, page: 1, limit: 2, totalPages: 2 });
    expect(page2.body.meta).toEqual({ total: 3, page: 2, limit: 2, totalPages: 2 });
    // Newest first.
    expect([...page1.body.data, ...page2.body.data].map((u: { id: number }) => u.id)).toEqual([...ids].reverse());
  });

  it('refuses bad filters with 400', async () => {
    const token = await superAdminToken();
    expect((await api('/users?status=deleted', { token })).status).toBe(400);
    expect((await api('/users?limit=1000', { token })).status).toBe(400);
    expect((await api('/users?page=0', { token })).status).toBe(400);
  });
});

describe('POST /users', () => {
  it('creates a user (201) who can log in', async () => {
    const token = await superAdminToken();
    const roleId = await roleIdByCode('MANAGER');
    const suffix = uniqueSuffix();
    const res = await api('/users', {
      token,
      body: { name: `Baru ${suffix}`, email: `Baru.${suffix}@Example.id`, password: 'Rahasia1', roleId: String(roleId), phone: '+6281234567890' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: `Baru ${suffix}`, email: `baru.${suffix}@example.id`, status: 'active', roleId, role: { code: 'MANAGER' } });
    expect(res.body).not.toHaveProperty('passwordHash');
    expect(res.body).not.toHaveProperty('password');
    const session = await login(`baru.${suffix}@example.id`, 'Rahasia1');
    expect(session.user.id).toBe(res.body.id);
  });

  it('answers 409 "Email sudah terdaftar" for a taken email, whatever its case', async () => {
    const token = await superAdminToken();
    const res = await api('/users', {
      token,
      body: { name: 'Duplikat', email: 'ADMIN@kuliner-tasik.id', password: 'Rahasia1', roleId: await roleIdByCode('MANAGER') },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Email sudah terdaftar');
    expect(res.body.errors).toEqual({ email: 'Email sudah terdaftar' });
  });

  it('answers 400 with the form messages', async () => {
    const token = await superAdminToken();
    const res = await api('/users', { token, body: { name: ' ', email: 'bukan-email', password: '123', roleId: '' } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(res.body.errors).toMatchObject({
      name: 'Nama lengkap harus diisi',
      email: 'Format email tidak valid',
      password: 'Password minimal 6 karakter',
      roleId: 'Role harus dipilih',
    });
    const unknownField = await api('/users', {
      token,
      body: { name: 'Nama Uji', email: `x.${uniqueSuffix()}@example.id`, password: 'Rahasia1', roleId: 1, passwordHash: 'x' },
    });
    expect(unknownField.status).toBe(400);
    expect(unknownField.body.errors).toHaveProperty('passwordHash');
    const unknownRole = await api('/users', {
      token,
      body: { name: 'Nama Uji', email: `x.${uniqueSuffix()}@example.id`, password: 'Rahasia1', roleId: 999999 },
    });
    expect(unknownRole.status).toBe(400);
    expect(unknownRole.body.errors).toEqual({ roleId: 'Role tidak ditemukan' });
    const malformed = await api('/users', { token, rawBody: '{"name":', headers: { 'content-type': 'application/json' }, method: 'POST' });
    expect(malformed.status).toBe(400);
  });

  it('lets only system.admin holders assign a role with system.* permissions, and nobody a role beyond their own', async () => {
    const admin = await loginAs('admin');
    const superAdminRoleId = await roleIdByCode('SUPER_ADMIN');
    const body = { name: 'Naik Pangkat', email: `naik.${uniqueSuffix()}@example.id`, password: 'Rahasia1', roleId: superAdminRoleId };
    const res = await api('/users', { token: admin.accessToken, body });
    expect(res.status).toBe(403);
    const settingsRole = await createRole(['system.settings']);
    expect((await api('/users', { token: admin.accessToken, body: { ...body, roleId: settingsRole.id } })).status).toBe(403);
    // A custom role with users.create but not menus.delete cannot hand out MANAGER (which has menus.delete).
    const limited = await sessionWith(['users.create', 'users.read']);
    const managerRoleId = await roleIdByCode('MANAGER');
    expect((await api('/users', { token: limited.accessToken, body: { ...body, roleId: managerRoleId } })).status).toBe(403);
    // ...nor its own role (a peer it could not manage afterwards), but a role strictly below its own.
    const own = await api('/users', { token: limited.accessToken, body: { ...body, roleId: limited.roleId } });
    expect(own.status).toBe(403);
    expect(own.body.message).toBe('Hanya Super Admin yang dapat menetapkan role setara atau lebih tinggi dari role Anda');
    const below = await createRole(['users.read']);
    const ok = await api('/users', { token: limited.accessToken, body: { ...body, roleId: below.id } });
    expect(ok.status).toBe(201);
    // The ADMIN can create managers.
    const manager = await api('/users', { token: admin.accessToken, body: { ...body, email: `m.${uniqueSuffix()}@example.id`, roleId: managerRoleId } });
    expect(manager.status).toBe(201);
  });
});

describe('GET/PATCH/DELETE /users/{id}', () => {
  it('reads one user; unknown 404; bad id 400', async () => {
    const token = await superAdminToken();
    const user = await createUser(await roleIdByCode('MANAGER'));
    const res = await api(`/users/${user.id}`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, email: user.email, role: { code: 'MANAGER' } });
    expect((await api('/users/99999999', { token })).status).toBe(404);
    expect((await api('/users/abc', { token })).status).toBe(400);
  });

  it('updates fields; a blank password leaves it unchanged; a new one works', async () => {
    const token = await superAdminToken();
    const user = await createUser(await roleIdByCode('MANAGER'));
    const renamed = await api(`/users/${user.id}`, { method: 'PATCH', token, body: { name: 'Nama Diubah', password: '' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('Nama Diubah');
    expect(new Date(renamed.body.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(renamed.body.createdAt).getTime());
    await login(user.email, user.password);
    const changed = await api(`/users/${user.id}`, { method: 'PATCH', token, body: { password: 'KataSandiBaru9' } });
    expect(changed.status).toBe(200);
    await expect(login(user.email, user.password)).rejects.toThrow(/401/);
    await login(user.email, 'KataSandiBaru9');
    const short = await api(`/users/${user.id}`, { method: 'PATCH', token, body: { password: '12' } });
    expect(short.status).toBe(400);
    expect(short.body.errors.password).toBe('Password minimal 6 karakter');
    const taken = await api(`/users/${user.id}`, { method: 'PATCH', token, body: { email: 'staf@kuliner-tasik.id' } });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('Email sudah terdaftar');
    expect((await api('/users/99999999', { method: 'PATCH', token, body: { name: 'Tidak Ada' } })).status).toBe(404);
  });

  it('refuses a non-system.admin caller changing or deleting a Super Admin (403)', async () => {
    const admin = await loginAs('admin');
    // Created inactive so it never counts as another active Super Admin.
    const target = await createUser(await roleIdByCode('SUPER_ADMIN'), { status: 'inactive' });
    expect((await api(`/users/${target.id}`, { method: 'PATCH', token: admin.accessToken, body: { name: 'Diretas' } })).status).toBe(403);
    expect((await api(`/users/${target.id}/status`, { method: 'PATCH', token: admin.accessToken, body: { status: 'active' } })).status).toBe(403);
    expect((await api(`/users/${target.id}`, { method: 'DELETE', token: admin.accessToken })).status).toBe(403);
    const self = await api(`/users/${admin.user.id}`, { method: 'PATCH', token: admin.accessToken, body: { roleId: await roleIdByCode('SUPER_ADMIN') } });
    expect(self.status).toBe(403);
    const cleanup = await api(`/users/${target.id}`, { method: 'DELETE', token: await superAdminToken() });
    expect(cleanup.status).toBe(200);
  });

  it('peers never take over peers: an ADMIN changes no other ADMIN (password, email, status, delete: 403); a SUPER_ADMIN still can', async () => {
    const adminRole = await roleIdByCode('ADMIN');
    const actor = await login((await createUser(adminRole)).email, 'Rahasia123!');
    const peer = await createUser(adminRole);
    const peerMessage = 'Hanya Super Admin yang dapat mengubah pengguna dengan role setara atau lebih tinggi dari role Anda';
    const token = actor.accessToken;
    const newPassword = `Ambil!Alih${uniqueSuffix()}`;
    const calls = [
      await api(`/users/${peer.id}`, { method: 'PATCH', token, body: { password: newPassword } }),
      await api(`/users/${peer.id}`, { method: 'PATCH', token, body: { email: `ambil.alih.${uniqueSuffix()}@example.id` } }),
      await api(`/users/${peer.id}/status`, { method: 'PATCH', token, body: { status: 'inactive' } }),
      await api(`/users/${peer.id}`, { method: 'DELETE', token }),
    ];
    for (const res of calls) {
      expect(res.status, JSON.stringify(res.body)).toBe(403);
      expect(res.body).toMatchObject({ code: 'FORBIDDEN', message: peerMessage });
    }
    // Nothing changed: the new password does not log in, the old one does, the email and status are as created.
    await expect(login(peer.email, newPassword)).rejects.toThrow(/401/);
    const after = await api(`/users/${peer.id}`, { token: await superAdminToken() });
    expect(after.body).toMatchObject({ email: peer.email, status: 'active' });
    await login(peer.email, peer.password);
    // Nor does an ADMIN create another ADMIN (a peer it could not manage), while a MANAGER is still theirs to create.
    const peerCreate = await api('/users', {
      token,
      body: { name: 'Admin Kedua', email: `admin.kedua.${uniqueSuffix()}@example.id`, password: 'Rahasia123!', roleId: adminRole },
    });
    expect(peerCreate.status).toBe(403);
    expect(peerCreate.body.message).toBe('Hanya Super Admin yang dapat menetapkan role setara atau lebih tinggi dari role Anda');
    const manager = await createUser(await roleIdByCode('MANAGER'), {}, token);
    expect((await api(`/users/${manager.id}`, { method: 'PATCH', token, body: { name: 'Manager Diubah' } })).status).toBe(200);

    // A SUPER_ADMIN changes the same ADMIN: password (which then logs in), email, status and delete.
    const superAdmin = await superAdminToken();
    expect((await api(`/users/${peer.id}`, { method: 'PATCH', token: superAdmin, body: { password: newPassword } })).status).toBe(200);
    await login(peer.email, newPassword);
    const email = `admin.diubah.${uniqueSuffix()}@example.id`;
    expect((await api(`/users/${peer.id}`, { method: 'PATCH', token: superAdmin, body: { email } })).body.email).toBe(email);
    expect((await api(`/users/${peer.id}/status`, { method: 'PATCH', token: superAdmin, body: { status: 'inactive' } })).status).toBe(200);
    expect((await api(`/users/${peer.id}`, { method: 'DELETE', token: superAdmin })).status).toBe(200);
  });

  it('refuses a common new password on create, reset and your own change (400 on the password field)', async () => {
    const superAdmin = await loginAs('superAdmin');
    const common = 'Kata sandi terlalu umum, pilih kata sandi lain';
    const s = uniqueSuffix();
    const created = await api('/users', {
      token: superAdmin.accessToken,
      body: { name: 'Sandi Umum', email: `umum.${s}@example.id`, password: '123456', roleId: await roleIdByCode('MANAGER') },
    });
    expect(created.status).toBe(400);
    expect(created.body.errors.password).toBe(common);
    const user = await createUser(await roleIdByCode('MANAGER'));
    const reset = await api(`/users/${user.id}`, { method: 'PATCH', token: superAdmin.accessToken, body: { password: 'password' } });
    expect(reset.status).toBe(400);
    expect(reset.body.errors.password).toBe(common);
    // Your own change, on a throw-away ADMIN (never the shared demo account).
    const admin = await createUser(await roleIdByCode('ADMIN'));
    const adminSession = await login(admin.email, admin.password);
    const own = await api(`/users/${admin.id}`, { method: 'PATCH', token: adminSession.accessToken, body: { password: 'noodles' } });
    expect(own.status).toBe(400);
    expect(own.body.errors.password).toBe(common);
    await login(user.email, user.password);
    await login(admin.email, admin.password);
  });

  it('deletes a user (200 { success, message }), then 404', async () => {
    const token = await superAdminToken();
    const user = await createUser(await roleIdByCode('MANAGER'));
    const res = await api(`/users/${user.id}`, { method: 'DELETE', token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: expect.any(String) });
    expect((await api(`/users/${user.id}`, { token })).status).toBe(404);
    expect((await api(`/users/${user.id}`, { method: 'DELETE', token })).status).toBe(404);
  });

  it('refuses deleting yourself and changing your own status (409)', async () => {
    const superAdmin = await loginAs('superAdmin');
    const del = await api(`/users/${superAdmin.user.id}`, { method: 'DELETE', token: superAdmin.accessToken });
    expect(del.status).toBe(409);
    expect(del.body.message).toBe('Anda tidak dapat menghapus akun Anda sendiri');
    const status = await api(`/users/${superAdmin.user.id}/status`, { method: 'PATCH', token: superAdmin.accessToken, body: { status: 'inactive' } });
    expect(status.status).toBe(409);
  });

  // The 409 for the last active Super Admin is tested on an isolated database (tests/db/admin-rules.test.ts):
  // on this shared server other suites add active Super Admins, so the seeded one is not reliably the last.
  it('only a SUPER_ADMIN changes a Super Admin: a system.admin holder outside that role gets 403', async () => {
    const sysadmin = await sessionWith(['system.admin', 'users.read', 'users.update', 'users.delete']);
    const target = await createUser(await roleIdByCode('SUPER_ADMIN'), { status: 'inactive' });
    const renamed = await api(`/users/${target.id}`, { method: 'PATCH', token: sysadmin.accessToken, body: { name: 'Super Admin Cadangan' } });
    expect(renamed.status).toBe(403);
    expect(renamed.body.message).toBe('Hanya Super Admin yang dapat mengubah pengguna Super Admin');
    expect((await api(`/users/${target.id}`, { method: 'DELETE', token: sysadmin.accessToken })).status).toBe(403);
    // A SUPER_ADMIN may (inactive, so never the last active one).
    const superAdmin = await superAdminToken();
    expect((await api(`/users/${target.id}`, { method: 'PATCH', token: superAdmin, body: { name: 'Super Admin Cadangan' } })).status).toBe(200);
    expect((await api(`/users/${target.id}`, { method: 'DELETE', token: superAdmin })).status).toBe(200);
    // The caller cannot delete themself either.
    const self = await api(`/users/${sysadmin.userId}`, { method: 'DELETE', token: sysadmin.accessToken });
    expect(self.status).toBe(409);
  });
});

describe('PATCH /users/{id}/status', () => {
  it('deactivation ends the sessions: the access token answers 401 and refresh answers 401', async () => {
    const token = await superAdminToken();
    const user = await createUser(await roleIdByCode('MANAGER'));
    const session = await login(user.email, user.password);
    expect((await api('/auth/me', { token: session.accessToken })).status).toBe(200);

    const res = await api(`/users/${user.id}/status`, { method: 'PATCH', token, body: { status: 'inactive' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, status: 'inactive' });

    expect((await api('/auth/me', { token: session.accessToken })).status).toBe(401);
    expect((await api('/menus/my-menus', { token: session.accessToken })).status).toBe(401);
    expect((await api('/auth/refresh', { method: 'POST', token: session.refreshToken })).status).toBe(401);
    // The right password of a deactivated account is answered 403 INACTIVE_USER (no tokens).
    await expect(login(user.email, user.password)).rejects.toThrow(/403.*INACTIVE_USER/);

    const back = await api(`/users/${user.id}/status`, { method: 'PATCH', token, body: { status: 'active' } });
    expect(back.body.status).toBe('active');
    // The old refresh token stays revoked; a new login works.
    expect((await api('/auth/refresh', { method: 'POST', token: session.refreshToken })).status).toBe(401);
    await login(user.email, user.password);
  });

  it('validates the body and needs users.update', async () => {
    const token = await superAdminToken();
    const user = await createUser(await roleIdByCode('MANAGER'));
    const bad = await api(`/users/${user.id}/status`, { method: 'PATCH', token, body: { status: 'banned' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.status).toBe('Status harus active atau inactive');
    const reader = await sessionWith(['users.read']);
    expect((await api(`/users/${user.id}/status`, { method: 'PATCH', token: reader.accessToken, body: { status: 'inactive' } })).status).toBe(403);
    expect((await api('/users/99999999/status', { method: 'PATCH', token, body: { status: 'inactive' } })).status).toBe(404);
  });
});
