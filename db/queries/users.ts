// Dashboard user management: list, read, create, update, delete and activate/deactivate, with the privilege rules.
import 'server-only';
import type { UserJson as ContractUser, WithDates } from '@/lib/api/contract';
import { and, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { conflict, forbidden, invalid, notFound } from '../errors';
import { hashPassword } from '@/lib/server/auth/password';
import { POLICY_MESSAGES, assignRoleRefusal, canOwnTenant, userActionRefusal, type RoleLike } from '@/lib/auth/permissions';
import type { CreateUserInput, UpdateUserInput } from '@/lib/validations/user';
import type { UserStatus } from '@/lib/constants';
import { getDb, type Executor } from '../index';
import { roles, tenants, users } from '../schema';
import { diffChanges, recordActivity } from './activity-logs';
import { revokeUserRefreshTokens, type AuthUser } from './auth';

export const SUPER_ADMIN_CODE = 'SUPER_ADMIN';

export const userMessages = {
  notFound: 'Pengguna tidak ditemukan',
  emailTaken: 'Email sudah terdaftar',
  roleNotFound: 'Role tidak ditemukan',
  deleteSelf: 'Anda tidak dapat menghapus akun Anda sendiri',
  statusSelf: 'Anda tidak dapat mengubah status akun Anda sendiri',
  lastSuperAdmin: 'Tidak dapat menghapus, menonaktifkan, atau mengganti role Super Admin terakhir yang aktif',
  superAdminOnly: POLICY_MESSAGES.superAdminTarget,
  deleted: 'Pengguna berhasil dihapus',
  tenantOwnerRole: 'Pengguna ini pemilik tenant dan harus tetap ber-role Manager; pindahkan tenantnya ke pemilik lain terlebih dahulu',
} as const;

/** A user as the API returns it (the contract's `User`), dates not yet serialized. */
export type UserJson = WithDates<ContractUser, 'lastLoginAt' | 'createdAt' | 'updatedAt'>;

const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  status: users.status,
  roleId: users.roleId,
  role: { id: roles.id, name: roles.name, code: roles.code },
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function listUsers({
  page,
  limit,
  search,
  roleId,
  role,
  status,
}: {
  page: number;
  limit: number;
  search?: string;
  roleId?: number;
  role?: string;
  status?: UserStatus;
}): Promise<{ data: UserJson[]; total: number }> {
  const db = await getDb();
  const conditions: SQL[] = [];
  if (roleId) conditions.push(eq(users.roleId, roleId));
  if (role) conditions.push(eq(roles.code, role));
  if (status) conditions.push(eq(users.status, status));
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    conditions.push(or(sql`${users.name} ilike ${pattern}`, sql`${users.email} ilike ${pattern}`)!);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [data, [count]] = await Promise.all([
    db
      .select(userColumns)
      .from(users)
      .innerJoin(roles, eq(users.roleId, roles.id))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .innerJoin(roles, eq(users.roleId, roles.id))
      .where(where),
  ]);
  return { data, total: count?.n ?? 0 };
}

export async function getUserById({ id }: { id: number }, executor?: Executor): Promise<UserJson | null> {
  const db = executor ?? (await getDb());
  const [row] = await db.select(userColumns).from(users).innerJoin(roles, eq(users.roleId, roles.id)).where(eq(users.id, id));
  return row ?? null;
}

interface TargetRow {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  status: UserStatus;
  roleId: number;
  role: { id: number; name: string; code: string; permissions: string[] };
}

/** Locks the user row for the rest of the transaction. */
async function lockTarget(tx: Executor, id: number): Promise<TargetRow> {
  const [row] = await tx
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      status: users.status,
      roleId: users.roleId,
      role: { id: roles.id, name: roles.name, code: roles.code, permissions: roles.permissions },
    })
    .from(users)
    .innerJoin(roles, eq(users.roleId, roles.id))
    .where(eq(users.id, id))
    .for('update', { of: users });
  if (!row) throw notFound(userMessages.notFound);
  return row;
}

/** Reads the role to assign and share-locks it, so its permissions cannot change before this transaction ends. */
async function loadRole(tx: Executor, roleId: number) {
  const [role] = await tx
    .select({ id: roles.id, name: roles.name, code: roles.code, permissions: roles.permissions })
    .from(roles)
    .where(eq(roles.id, roleId))
    .for('share');
  if (!role) throw invalid(userMessages.roleNotFound, { roleId: userMessages.roleNotFound });
  return role;
}

/** The policy's user rule (lib/auth/permissions.ts), checked on the locked row: no check-then-act race. */
function assertCanModify(actor: AuthUser, target: TargetRow): void {
  const refusal = userActionRefusal(actor, target);
  if (refusal) throw forbidden(POLICY_MESSAGES[refusal]);
}

/** Assigning a role is granting its permissions: never one the actor does not hold. */
function assertCanAssignRole(actor: AuthUser, role: RoleLike): void {
  const refusal = assignRoleRefusal(actor, role);
  if (refusal) throw forbidden(POLICY_MESSAGES[refusal]);
}

/** Serializes every change that could remove an active SUPER_ADMIN (transaction-scoped advisory lock). */
const SUPER_ADMIN_GUARD_LOCK = 730_001;

/**
 * The target is an active SUPER_ADMIN about to stop being one: refuse when no other active SUPER_ADMIN remains.
 * The advisory lock makes two concurrent demotions run one after the other; the count is a fresh statement, so
 * the second one sees the first one's committed change and is refused.
 */
async function assertNotLastSuperAdmin(tx: Executor, target: TargetRow): Promise<void> {
  if (target.role.code !== SUPER_ADMIN_CODE || target.status !== 'active') return;
  await tx.execute(sql`select pg_advisory_xact_lock(${SUPER_ADMIN_GUARD_LOCK})`);
  const [others] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .innerJoin(roles, eq(users.roleId, roles.id))
    .where(and(eq(roles.code, SUPER_ADMIN_CODE), eq(users.status, 'active'), ne(users.id, target.id)));
  if ((others?.n ?? 0) === 0) throw conflict(userMessages.lastSuperAdmin, 'LAST_SUPER_ADMIN');
}

async function assertEmailFree(tx: Executor, email: string, exceptId?: number): Promise<void> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, exceptId ? ne(users.id, exceptId) : undefined));
  if (row) throw conflict(userMessages.emailTaken, 'EMAIL_TAKEN', { email: userMessages.emailTaken });
}

function auditView(u: { name: string; email: string; phone: string | null; status: string; roleId: number }) {
  return { name: u.name, email: u.email, phone: u.phone, status: u.status, roleId: u.roleId };
}

export async function createUser({ actor, input, ip }: { actor: AuthUser; input: CreateUserInput; ip?: string }): Promise<UserJson> {
  const db = await getDb();
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const role = await loadRole(tx, input.roleId);
    assertCanAssignRole(actor, role);
    await assertEmailFree(tx, input.email);
    const [created] = await tx
      .insert(users)
      .values({
        name: input.name,
        email: input.email,
        passwordHash,
        phone: input.phone?.trim() || null,
        status: input.status ?? 'active',
        roleId: role.id,
      })
      .returning();
    const user = created!;
    await recordActivity({ userId: actor.id, action: 'create', entity: 'user', entityId: user.id, changes: { before: null, after: auditView(user) }, ip }, tx);
    return (await getUserById({ id: user.id }, tx))!;
  });
}

/**
 * PATCH /users/{id}. A new password ends the user's other sessions: every one when someone else reset it, every one
 * but the caller's own (`sessionFamilyId`, the refresh family of the request) when they changed their own.
 */
export async function updateUser({
  actor,
  id,
  input,
  ip,
  sessionFamilyId,
}: {
  actor: AuthUser;
  id: number;
  input: UpdateUserInput;
  ip?: string;
  sessionFamilyId?: string | null;
}): Promise<UserJson> {
  const db = await getDb();
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  return db.transaction(async (tx) => {
    const target = await lockTarget(tx, id);
    assertCanModify(actor, target);
    const values: Partial<typeof users.$inferInsert> = {};
    if (input.name !== undefined) values.name = input.name;
    if (input.email !== undefined && input.email !== target.email.toLowerCase()) {
      await assertEmailFree(tx, input.email, id);
      values.email = input.email;
    }
    if (input.phone !== undefined) values.phone = input.phone?.trim() || null;
    if (input.roleId !== undefined && input.roleId !== target.roleId) {
      const role = await loadRole(tx, input.roleId);
      assertCanAssignRole(actor, role);
      if (role.code !== SUPER_ADMIN_CODE) await assertNotLastSuperAdmin(tx, target);
      // A tenant's owner keeps a role that may own one (db/queries/tenants.ts assertOwnerCandidate share-locks this row).
      if (!canOwnTenant(role)) {
        const [owned] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.ownerId, id)).limit(1);
        if (owned) throw conflict(userMessages.tenantOwnerRole, 'TENANT_OWNER');
      }
      values.roleId = role.id;
    }
    if (passwordHash) values.passwordHash = passwordHash;
    if (Object.keys(values).length === 0) return (await getUserById({ id }, tx))!;
    values.updatedAt = new Date();
    const [updated] = await tx.update(users).set(values).where(eq(users.id, id)).returning();
    const changes = diffChanges(auditView(target), auditView(updated!));
    if (passwordHash) {
      changes.before = { ...changes.before, password: '(lama)' };
      changes.after = { ...changes.after, password: '(diubah)' };
      // The sessions opened with the old password end; changing your own keeps the session you changed it from.
      await revokeUserRefreshTokens({ userId: id, exceptFamilyId: id === actor.id ? sessionFamilyId : null }, tx);
    }
    // A role change takes effect at once (roles are read per request); old sessions keep working with the new role.
    await recordActivity({ userId: actor.id, action: 'update', entity: 'user', entityId: id, changes, ip }, tx);
    return (await getUserById({ id }, tx))!;
  });
}

export async function deleteUser({ actor, id, ip }: { actor: AuthUser; id: number; ip?: string }): Promise<{ success: true; message: string }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    if (id === actor.id) throw conflict(userMessages.deleteSelf, 'SELF_DELETE');
    const target = await lockTarget(tx, id);
    assertCanModify(actor, target);
    await assertNotLastSuperAdmin(tx, target);
    await tx.delete(users).where(eq(users.id, id));
    await recordActivity({ userId: actor.id, action: 'delete', entity: 'user', entityId: id, changes: { before: auditView(target), after: null }, ip }, tx);
    return { success: true as const, message: userMessages.deleted };
  });
}

export async function setUserStatus({ actor, id, status, ip }: { actor: AuthUser; id: number; status: UserStatus; ip?: string }): Promise<UserJson> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    if (id === actor.id) throw conflict(userMessages.statusSelf, 'SELF_STATUS');
    const target = await lockTarget(tx, id);
    assertCanModify(actor, target);
    if (target.status === status) return (await getUserById({ id }, tx))!;
    if (status === 'inactive') {
      await assertNotLastSuperAdmin(tx, target);
      // A deactivated user loses every session: refresh tokens are revoked with the status change.
      await revokeUserRefreshTokens({ userId: id }, tx);
    }
    await tx.update(users).set({ status, updatedAt: new Date() }).where(eq(users.id, id));
    await recordActivity(
      {
        userId: actor.id,
        action: 'status_change',
        entity: 'user',
        entityId: id,
        changes: { before: { status: target.status }, after: { status } },
        ip,
      },
      tx,
    );
    return (await getUserById({ id }, tx))!;
  });
}
