// The escalation matrix: no user gains powers their role does not hold. For each user-write endpoint, actor role x
// target role (system roles and custom roles holding a subset of permissions), the exact status, and the target
// unchanged after every refusal (a refused password change never lets the new password log in).
// Nobody approving their own tenant or its menus is tested in account-abuse.test.ts: only a Manager owns a tenant,
// so a reviewer who owns one needs the MANAGER role changed, which that file does on its own app instance.
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE_DEFAULT_PERMISSIONS } from '@/lib/auth/permissions';
import { api, login, randomIp, uniqueSuffix } from '../helpers/http';
import { createRole, createUser, roleIdByCode, superAdminToken } from './admin-fixtures';

const ACTORS = ['SUPER_ADMIN', 'ADMIN', 'MANAGER', 'USERS_RU', 'USERS_ALL', 'ADMIN_MINUS'] as const;
type ActorKey = (typeof ACTORS)[number];

/** Target columns: the target user's role; `self` is the actor's own account (for create: the actor's own role). */
const TARGETS = ['SUPER_ADMIN', 'ADMIN', 'MANAGER', 'SUBSET', 'self'] as const;
type TargetKey = (typeof TARGETS)[number];

const ENDPOINTS = ['create', 'editName', 'password', 'assignRole', 'status', 'delete'] as const;
type Endpoint = (typeof ENDPOINTS)[number];

const ACTOR_LABELS: Record<ActorKey, string> = {
  SUPER_ADMIN: 'SUPER_ADMIN',
  ADMIN: 'ADMIN',
  MANAGER: 'MANAGER',
  USERS_RU: 'custom users.read+users.update',
  USERS_ALL: 'custom users.* (all four)',
  ADMIN_MINUS: 'custom ADMIN minus menus.delete',
};

const ENDPOINT_LABELS: Record<Endpoint, string> = {
  create: 'POST /users with the target role',
  editName: 'PATCH /users/{id} { name }',
  password: 'PATCH /users/{id} { password }',
  assignRole: 'PATCH /users/{id} { roleId: target role } on a users.read-only user (self: yourself to ADMIN)',
  status: 'PATCH /users/{id}/status { inactive }',
  delete: 'DELETE /users/{id}',
};

/** Permissions of the custom roles (actors and the SUBSET target). */
const CUSTOM_PERMISSIONS = {
  USERS_RU: ['users.read', 'users.update'],
  USERS_ALL: ['users.create', 'users.read', 'users.update', 'users.delete'],
  ADMIN_MINUS: ROLE_DEFAULT_PERMISSIONS.ADMIN.filter((p) => p !== 'menus.delete'),
  SUBSET: ['menus.read', 'users.read'],
  // The user every users.update holder may act on: assigning a role to it tests the assignment rule alone.
  LOW: ['users.read'],
};

type Row = Record<TargetKey, number>;
const row = (SUPER_ADMIN: number, ADMIN: number, MANAGER: number, SUBSET: number, self: number): Row => ({ SUPER_ADMIN, ADMIN, MANAGER, SUBSET, self });
const all = (status: number): Row => row(status, status, status, status, status);

/**
 * Expected status per endpoint, actor and target. The rule: nobody acts on a user whose role holds a permission the
 * actor lacks, nor assigns such a role; only a SUPER_ADMIN changes or assigns SUPER_ADMIN; and only a SUPER_ADMIN
 * changes an account at the actor's own level or above, or assigns a role at that level (peers never take over
 * peers: ADMIN -> another ADMIN is 403 for every write, and nobody but a SUPER_ADMIN creates a user in their own
 * role). Yourself: edits are fine, status and delete are 409 (once the route permission passes).
 */
const EXPECT: Record<Endpoint, Record<ActorKey, Row>> = {
  create: {
    SUPER_ADMIN: all(201),
    ADMIN: row(403, 403, 201, 201, 403),
    MANAGER: all(403),
    USERS_RU: all(403), // no users.create
    USERS_ALL: all(403),
    ADMIN_MINUS: row(403, 403, 403, 201, 403),
  },
  editName: {
    SUPER_ADMIN: all(200),
    ADMIN: row(403, 403, 200, 200, 200),
    MANAGER: all(403),
    USERS_RU: row(403, 403, 403, 403, 200),
    USERS_ALL: row(403, 403, 403, 403, 200),
    ADMIN_MINUS: row(403, 403, 403, 200, 200),
  },
  password: {
    SUPER_ADMIN: all(200),
    ADMIN: row(403, 403, 200, 200, 200),
    MANAGER: all(403),
    USERS_RU: row(403, 403, 403, 403, 200),
    USERS_ALL: row(403, 403, 403, 403, 200),
    ADMIN_MINUS: row(403, 403, 403, 200, 200),
  },
  assignRole: {
    SUPER_ADMIN: all(200),
    ADMIN: row(403, 403, 200, 200, 200), // self: ADMIN to ADMIN keeps the role (no assignment)
    MANAGER: all(403),
    USERS_RU: all(403),
    USERS_ALL: all(403),
    ADMIN_MINUS: row(403, 403, 403, 200, 403),
  },
  status: {
    SUPER_ADMIN: row(200, 200, 200, 200, 409),
    ADMIN: row(403, 403, 200, 200, 409),
    MANAGER: all(403),
    USERS_RU: row(403, 403, 403, 403, 409),
    USERS_ALL: row(403, 403, 403, 403, 409),
    ADMIN_MINUS: row(403, 403, 403, 200, 409),
  },
  delete: {
    SUPER_ADMIN: row(200, 200, 200, 200, 409),
    ADMIN: row(403, 403, 200, 200, 409),
    MANAGER: all(403),
    USERS_RU: all(403), // no users.delete
    USERS_ALL: row(403, 403, 403, 403, 409),
    ADMIN_MINUS: row(403, 403, 403, 200, 409),
  },
};

interface Account {
  id: number;
  email: string;
  password: string;
  token: string;
}

interface Fixtures {
  roleIds: Record<ActorKey | 'SUBSET' | 'LOW', number>;
  /** The logged-in actor of each row. */
  actors: Record<ActorKey, Account>;
  /** A second account per actor role for the self cells that change nothing lasting (edit, password, status, delete). */
  selves: Record<ActorKey, Account>;
  /** Shared per actor and target role for edit and password (they touch different columns, each cell its own values). */
  shared: Record<ActorKey, Record<Exclude<TargetKey, 'self'>, number>>;
}

const TARGET_ROLE: Record<Exclude<TargetKey, 'self'>, ActorKey | 'SUBSET'> = {
  SUPER_ADMIN: 'SUPER_ADMIN',
  ADMIN: 'ADMIN',
  MANAGER: 'MANAGER',
  SUBSET: 'SUBSET',
};

async function account(roleId: number): Promise<Account> {
  const user = await createUser(roleId);
  const session = await login(user.email, user.password);
  return { id: user.id, email: user.email, password: user.password, token: session.accessToken };
}

/** Runs the jobs with at most `width` in flight (the server hashes a password per created user). */
async function pool<T>(jobs: (() => Promise<T>)[], width = 6): Promise<T[]> {
  const out: T[] = new Array(jobs.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, jobs.length) }, async () => {
      while (next < jobs.length) {
        const i = next++;
        out[i] = await jobs[i]!();
      }
    }),
  );
  return out;
}

async function loginStatus(email: string, password: string): Promise<number> {
  return (await api('/auth/login', { body: { email, password }, headers: { 'x-forwarded-for': randomIp() } })).status;
}

interface UserView {
  name: string;
  roleId: number;
  status: string;
}

async function readUser(id: number): Promise<{ status: number; user?: UserView }> {
  const res = await api(`/users/${id}`, { token: await superAdminToken() });
  return res.status === 200 ? { status: 200, user: { name: res.body.name, roleId: res.body.roleId, status: res.body.status } } : { status: res.status };
}

describe('escalation matrix: user writes, actor role x target role', () => {
  const fx = {} as Fixtures;

  beforeAll(async () => {
    const [SUPER_ADMIN, ADMIN, MANAGER, USERS_RU, USERS_ALL, ADMIN_MINUS, SUBSET, LOW] = await Promise.all([
      roleIdByCode('SUPER_ADMIN'),
      roleIdByCode('ADMIN'),
      roleIdByCode('MANAGER'),
      createRole(CUSTOM_PERMISSIONS.USERS_RU).then((r) => r.id),
      createRole(CUSTOM_PERMISSIONS.USERS_ALL).then((r) => r.id),
      createRole(CUSTOM_PERMISSIONS.ADMIN_MINUS).then((r) => r.id),
      createRole(CUSTOM_PERMISSIONS.SUBSET).then((r) => r.id),
      createRole(CUSTOM_PERMISSIONS.LOW).then((r) => r.id),
    ]);
    fx.roleIds = { SUPER_ADMIN, ADMIN, MANAGER, USERS_RU, USERS_ALL, ADMIN_MINUS, SUBSET, LOW };
    const accounts = await pool(ACTORS.flatMap((a) => [() => account(fx.roleIds[a]), () => account(fx.roleIds[a])]));
    fx.actors = Object.fromEntries(ACTORS.map((a, i) => [a, accounts[2 * i]!])) as Fixtures['actors'];
    fx.selves = Object.fromEntries(ACTORS.map((a, i) => [a, accounts[2 * i + 1]!])) as Fixtures['selves'];
    const targetKeys = Object.keys(TARGET_ROLE) as Exclude<TargetKey, 'self'>[];
    const ids = await pool(ACTORS.flatMap(() => targetKeys.map((t) => async () => (await createUser(fx.roleIds[TARGET_ROLE[t]])).id)));
    fx.shared = Object.fromEntries(
      ACTORS.map((a, i) => [a, Object.fromEntries(targetKeys.map((t, j) => [t, ids[i * targetKeys.length + j]!]))]),
    ) as Fixtures['shared'];
  }, 180_000);

  it('the table states every endpoint x actor x target', () => {
    for (const endpoint of ENDPOINTS) {
      expect(Object.keys(EXPECT[endpoint]).sort(), endpoint).toEqual([...ACTORS].sort());
      for (const actor of ACTORS) expect(Object.keys(EXPECT[endpoint][actor]).sort(), `${endpoint} ${actor}`).toEqual([...TARGETS].sort());
    }
  });

  /** The role a target column stands for (for `self`: the actor's own role). */
  const roleOf = (actor: ActorKey, target: TargetKey): number => fx.roleIds[target === 'self' ? actor : TARGET_ROLE[target]];

  for (const endpoint of ENDPOINTS) {
    describe.concurrent(ENDPOINT_LABELS[endpoint], () => {
      for (const actor of ACTORS) {
        for (const target of TARGETS) {
          const expected = EXPECT[endpoint][actor][target];
          it(`${ACTOR_LABELS[actor]} -> ${target} user: ${expected}`, async () => {
            const caller = target === 'self' && endpoint !== 'create' ? fx.selves[actor] : fx.actors[actor];
            const detail = (res: { status: number; body: unknown }) =>
              `${endpoint} ${actor} -> ${target}: ${res.status} ${JSON.stringify(res.body)?.slice(0, 300)}`;
            const check = (res: { status: number; body: any }) => {
              expect(res.status, detail(res)).toBe(expected);
              if (expected >= 400) expect(res.body).toMatchObject({ message: expect.any(String), code: expect.any(String) });
            };

            if (endpoint === 'create') {
              const s = uniqueSuffix();
              // Created inactive: a cell never adds an active Super Admin to the shared server.
              const body = {
                name: `Eskalasi ${s}`,
                email: `eskalasi.${s}@example.id`,
                password: 'Rahasia123!',
                roleId: roleOf(actor, target),
                status: 'inactive',
              };
              const res = await api('/users', { token: caller.token, body });
              check(res);
              if (expected !== 201) {
                const found = await api(`/users?search=eskalasi.${s}`, { token: await superAdminToken() });
                expect(found.body.meta.total, 'a refused create leaves no user').toBe(0);
              }
              return;
            }

            if (endpoint === 'password') {
              const id = target === 'self' ? caller.id : fx.shared[actor][target];
              const email = target === 'self' ? caller.email : (await api(`/users/${id}`, { token: await superAdminToken() })).body.email;
              const newPassword = `Eskalasi!${uniqueSuffix()}`;
              const res = await api(`/users/${id}`, { method: 'PATCH', token: caller.token, body: { password: newPassword } });
              check(res);
              // The takeover check: the new password logs in exactly when the change was allowed.
              expect(await loginStatus(email, newPassword), `login with the new password after ${res.status}`).toBe(expected === 200 ? 200 : 401);
              return;
            }

            if (endpoint === 'editName') {
              const id = target === 'self' ? caller.id : fx.shared[actor][target];
              const before = await readUser(id);
              const name = `Diubah ${uniqueSuffix()}`;
              const res = await api(`/users/${id}`, { method: 'PATCH', token: caller.token, body: { name } });
              check(res);
              const after = await readUser(id);
              expect(after.user!.name).toBe(expected === 200 ? name : before.user!.name);
              return;
            }

            if (endpoint === 'assignRole') {
              // Self: promote yourself to ADMIN (a fresh account, so the actor's row keeps its role). Otherwise: move a
              // users.read-only user (whom every users.update holder may act on) into the target role.
              const self = target === 'self' ? await account(fx.roleIds[actor]) : null;
              const id = self?.id ?? (await createUser(fx.roleIds.LOW)).id;
              const roleId = self ? fx.roleIds.ADMIN : roleOf(actor, target);
              const before = await readUser(id);
              const res = await api(`/users/${id}`, { method: 'PATCH', token: (self ?? caller).token, body: { roleId } });
              check(res);
              expect((await readUser(id)).user!.roleId).toBe(expected === 200 ? roleId : before.user!.roleId);
              return;
            }

            // status and delete: a fresh target (both consume it), or the actor's own account.
            const id = target === 'self' ? caller.id : (await createUser(roleOf(actor, target))).id;
            const res =
              endpoint === 'status'
                ? await api(`/users/${id}/status`, { method: 'PATCH', token: caller.token, body: { status: 'inactive' } })
                : await api(`/users/${id}`, { method: 'DELETE', token: caller.token });
            check(res);
            const after = await readUser(id);
            if (endpoint === 'delete') expect(after.status).toBe(expected === 200 ? 404 : 200);
            else expect(after.user!.status).toBe(expected === 200 ? 'inactive' : 'active');
          });
        }
      }
    });
  }
});
