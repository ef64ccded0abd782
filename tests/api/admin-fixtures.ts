// Fixtures for the admin API tests: throw-away roles and users created through the API itself.
import { api, login, loginAs, uniqueCode, uniqueSuffix, type Session } from '../helpers/http';

export { uniqueCode };

export async function superAdminToken(): Promise<string> {
  return (await loginAs('superAdmin')).accessToken;
}

export async function roleIdByCode(code: string): Promise<number> {
  const res = await api('/roles', { token: await superAdminToken() });
  const role = res.body.data.find((r: { code: string }) => r.code === code);
  if (!role) throw new Error(`role ${code} not found`);
  return role.id;
}

/** A new custom role with exactly these permissions (created by the Super Admin). */
export async function createRole(permissions: string[], overrides: Record<string, unknown> = {}): Promise<{ id: number; code: string; name: string }> {
  const code = uniqueCode();
  const res = await api('/roles', {
    token: await superAdminToken(),
    body: { name: `Role ${code}`, code, description: 'Role untuk pengujian otomatis', permissions, ...overrides },
  });
  if (res.status !== 201) throw new Error(`create role failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export interface TestUser {
  id: number;
  email: string;
  password: string;
  roleId: number;
}

/** A new user in a role (created by the Super Admin unless another token is given). */
export async function createUser(roleId: number, overrides: Record<string, unknown> = {}, token?: string): Promise<TestUser> {
  const suffix = uniqueSuffix();
  const password = (overrides.password as string) ?? 'Rahasia123!';
  const body = { name: `Pengguna Uji ${suffix}`, email: `pengguna.${suffix}@example.id`, password, roleId, ...overrides };
  const res = await api('/users', { token: token ?? (await superAdminToken()), body });
  if (res.status !== 201) throw new Error(`create user failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.id, email: res.body.email, password, roleId };
}

/** A logged-in user whose role holds exactly these permissions. */
export async function sessionWith(permissions: string[], roleOverrides: Record<string, unknown> = {}): Promise<Session & { roleId: number; userId: number }> {
  const role = await createRole(permissions, roleOverrides);
  const user = await createUser(role.id);
  const session = await login(user.email, user.password);
  return { ...session, roleId: role.id, userId: user.id };
}
