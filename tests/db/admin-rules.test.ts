// The user-management rules that guard the whole system, run against an isolated database: the last active
// Super Admin can never be removed (not even by two concurrent requests), and deactivation revokes sessions.
// Over HTTP these cannot be tested safely: the shared test server has other Super Admins coming and going.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getUserWithRole, type AuthUser } from '@/db/queries/auth';
import { deleteUser, setUserStatus, updateUser } from '@/db/queries/users';
import { deleteRole, updateRole } from '@/db/queries/roles';
import { refreshTokens, roles, users } from '@/db/schema';
import { DomainError } from '@/db/errors';
import { toErrorResponse } from '@/lib/server/api/error-response';
import { closeAppDatabase, createTestDatabase, serveAppFrom, type TestDatabase } from '../helpers/db';

let t: TestDatabase;
let roleIds: Record<string, number>;
let seq = 0;

beforeAll(async () => {
  t = await createTestDatabase({ seed: true });
  serveAppFrom(t);
  const rows = await t.db.select({ id: roles.id, code: roles.code }).from(roles);
  roleIds = Object.fromEntries(rows.map((r) => [r.code, r.id]));
});

afterAll(async () => {
  await closeAppDatabase(t);
});

async function addUser(roleId: number, status: 'active' | 'inactive' = 'active'): Promise<number> {
  seq++;
  const [row] = await t.db
    .insert(users)
    .values({ name: `Uji ${seq}`, email: `uji.${seq}.${Date.now()}@example.id`, passwordHash: 'x', roleId, status })
    .returning({ id: users.id });
  return row!.id;
}

/** 1 -> A, 26 -> Z, 27 -> AA: role codes are letters and underscores only. */
function letters(n: number): string {
  let out = '';
  for (let x = n; x > 0; x = Math.floor((x - 1) / 26)) out = String.fromCharCode(65 + ((x - 1) % 26)) + out;
  return out;
}

async function actorWith(permissions: string[]): Promise<AuthUser> {
  seq++;
  const [role] = await t.db
    .insert(roles)
    .values({ name: `Peran ${seq}`, code: `PERAN_${letters(seq)}`, description: 'uji', permissions })
    .returning({ id: roles.id });
  return (await getUserWithRole({ userId: await addUser(role!.id) }))!;
}

/**
 * A SUPER_ADMIN actor (only a SUPER_ADMIN changes a SUPER_ADMIN). Inactive, so it never counts among the active
 * Super Admins these tests count; the queries do not re-check the actor's status (the route wrapper does).
 */
async function superAdminActor(): Promise<AuthUser> {
  return (await getUserWithRole({ userId: await addUser(roleIds.SUPER_ADMIN!, 'inactive') }))!;
}

interface Failure {
  status: number;
  message: string;
  code: string;
}

/** The query layer throws domain errors (db/errors.ts); the API answers them through toErrorResponse. */
async function asFailure(err: unknown): Promise<Failure> {
  if (!(err instanceof DomainError)) throw err;
  const res = toErrorResponse(err, 'test');
  const body = (await res.json()) as { message: string; code: string };
  return { status: res.status, message: body.message, code: body.code };
}

async function failure(promise: Promise<unknown>): Promise<Failure> {
  try {
    await promise;
  } catch (err) {
    return asFailure(err);
  }
  throw new Error('expected the call to fail');
}

async function activeSuperAdmins(): Promise<number[]> {
  const rows = await t.db
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(users.roleId, roles.id))
    .where(and(eq(roles.code, 'SUPER_ADMIN'), eq(users.status, 'active')));
  return rows.map((r) => r.id);
}

describe('the last active Super Admin', () => {
  it('cannot be deleted, deactivated or moved to another role (409), by anyone', async () => {
    const [only] = await activeSuperAdmins();
    expect(await activeSuperAdmins()).toHaveLength(1);
    const sysadmin = await superAdminActor();

    const del = await failure(deleteUser({ actor: sysadmin, id: only! }));
    expect(del.status).toBe(409);
    expect(del.code).toBe('LAST_SUPER_ADMIN');
    expect((await failure(setUserStatus({ actor: sysadmin, id: only!, status: 'inactive' }))).status).toBe(409);
    expect((await failure(updateUser({ actor: sysadmin, id: only!, input: { roleId: roleIds.ADMIN } }))).status).toBe(409);
    expect(await activeSuperAdmins()).toEqual([only]);

    // Other changes to the same user stay allowed.
    const renamed = await updateUser({ actor: sysadmin, id: only!, input: { name: 'Super Admin Utama' } });
    expect(renamed.name).toBe('Super Admin Utama');
  });

  it('may go once another active Super Admin exists, and an inactive one never counts', async () => {
    const sysadmin = await superAdminActor();
    const [seeded] = await activeSuperAdmins();
    const inactive = await addUser(roleIds.SUPER_ADMIN!, 'inactive');
    expect((await failure(setUserStatus({ actor: sysadmin, id: seeded!, status: 'inactive' }))).status).toBe(409);

    const second = await addUser(roleIds.SUPER_ADMIN!);
    const off = await setUserStatus({ actor: sysadmin, id: seeded!, status: 'inactive' });
    expect(off.status).toBe('inactive');
    // Now `second` is the last one.
    expect((await failure(deleteUser({ actor: sysadmin, id: second }))).status).toBe(409);
    // Deleting an inactive Super Admin is fine.
    await deleteUser({ actor: sysadmin, id: inactive });

    await setUserStatus({ actor: sysadmin, id: seeded!, status: 'active' });
    await deleteUser({ actor: sysadmin, id: second });
    expect(await activeSuperAdmins()).toEqual([seeded]);
  });

  it('survives two concurrent deactivations of the last two: exactly one succeeds', async () => {
    const sysadmin = await superAdminActor();
    const [seeded] = await activeSuperAdmins();
    const second = await addUser(roleIds.SUPER_ADMIN!);
    const results = await Promise.allSettled([
      setUserStatus({ actor: sysadmin, id: seeded!, status: 'inactive' }),
      setUserStatus({ actor: sysadmin, id: second, status: 'inactive' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(rejected.reason).toBeInstanceOf(DomainError);
    expect((await asFailure(rejected.reason)).status).toBe(409);
    expect(await activeSuperAdmins()).toHaveLength(1);

    // Restore: the seeded admin active, the extra one gone.
    await setUserStatus({ actor: sysadmin, id: seeded!, status: 'active' });
    await t.db.delete(users).where(eq(users.id, second));
  });
});

describe('deactivation', () => {
  it('revokes every refresh token of the user in the same transaction', async () => {
    // The actor holds every permission of the target's role (MANAGER) besides users.update.
    const manager = await getUserWithRole({ userId: await addUser(roleIds.MANAGER!) });
    const admin = await actorWith(['users.update', ...manager!.role.permissions]);
    const target = manager!.id;
    const familyId = crypto.randomUUID();
    await t.db.insert(refreshTokens).values([
      { userId: target, familyId, tokenHash: `h-${target}-1`, expiresAt: new Date(Date.now() + 3600_000) },
      { userId: target, familyId: crypto.randomUUID(), tokenHash: `h-${target}-2`, expiresAt: new Date(Date.now() + 3600_000) },
    ]);
    await setUserStatus({ actor: admin, id: target, status: 'inactive' });
    const live = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.userId, target), isNull(refreshTokens.revokedAt)));
    expect(live[0]!.n).toBe(0);
  });
});

describe('acting on users is checked in the query, on the locked row', () => {
  it('refuses a system.admin holder outside SUPER_ADMIN on a Super Admin, and a users.update holder on a stronger role (403)', async () => {
    const sysadmin = await actorWith(['system.admin', 'users.read', 'users.update', 'users.delete']);
    const superAdmin = await addUser(roleIds.SUPER_ADMIN!, 'inactive');
    const refused = await failure(updateUser({ actor: sysadmin, id: superAdmin, input: { name: 'Diretas' } }));
    expect(refused.status).toBe(403);
    expect(refused.message).toBe('Hanya Super Admin yang dapat mengubah pengguna Super Admin');
    expect((await failure(deleteUser({ actor: sysadmin, id: superAdmin }))).status).toBe(403);

    const helpdesk = await actorWith(['users.read', 'users.update']);
    const admin = await addUser(roleIds.ADMIN!);
    const takeover = await failure(updateUser({ actor: helpdesk, id: admin, input: { password: 'DiambilAlih9' } }));
    expect(takeover.status).toBe(403);
    expect((await failure(setUserStatus({ actor: helpdesk, id: admin, status: 'inactive' }))).status).toBe(403);
    const [row] = await t.db.select({ passwordHash: users.passwordHash, status: users.status }).from(users).where(eq(users.id, admin));
    expect(row).toEqual({ passwordHash: 'x', status: 'active' });
  });
});

describe('built-in roles', () => {
  it('stay system roles: clearing the flag is refused (409)', async () => {
    const sysadmin = await actorWith(['system.admin', 'roles.update', 'roles.delete']);
    for (const code of ['SUPER_ADMIN', 'ADMIN', 'MANAGER']) {
      const refused = await failure(updateRole({ actor: sysadmin, id: roleIds[code]!, input: { isSystem: false } }));
      expect(refused.status, code).toBe(409);
      expect(refused.message).toBe('Role bawaan (Super Admin, Admin, Manager) selalu role sistem');
    }
    const flags = await t.db
      .select({ code: roles.code, isSystem: roles.isSystem })
      .from(roles)
      .where(sql`${roles.code} in ('SUPER_ADMIN', 'ADMIN', 'MANAGER')`);
    expect(flags.every((r) => r.isSystem)).toBe(true);
  });

  it('keep their codes and cannot be deleted even with the flag cleared in the database, users or not', async () => {
    const sysadmin = await actorWith(['system.admin', 'roles.update', 'roles.delete']);
    await t.db.update(roles).set({ isSystem: false }).where(eq(roles.id, roleIds.MANAGER!));
    try {
      const renamed = await failure(updateRole({ actor: sysadmin, id: roleIds.MANAGER!, input: { code: 'PENJUAL' } }));
      expect(renamed.status).toBe(409);
      // Registration gives new tenants MANAGER: deleting it would break every sign-up after it.
      const deleted = await failure(deleteRole({ actor: sysadmin, id: roleIds.MANAGER! }));
      expect(deleted.status).toBe(409);
      expect(deleted.message).toContain('cannot be deleted');
      expect((await t.db.select({ id: roles.id }).from(roles).where(eq(roles.id, roleIds.MANAGER!))).length).toBe(1);
      // Setting the flag back is allowed.
      await updateRole({ actor: sysadmin, id: roleIds.MANAGER!, input: { isSystem: true } });
      expect((await t.db.select({ isSystem: roles.isSystem }).from(roles).where(eq(roles.id, roleIds.MANAGER!)))[0]!.isSystem).toBe(true);
    } finally {
      await t.db.update(roles).set({ isSystem: true }).where(eq(roles.id, roleIds.MANAGER!));
    }
  });
});
