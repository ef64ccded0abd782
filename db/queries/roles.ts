// Roles and their permission sets, with the rules that stop anyone from handing out powers they do not hold.
import 'server-only';
import type { RoleJson as ContractRole, WithDates } from '@/lib/api/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { conflict, forbidden, notFound } from '../errors';
import {
  PERMISSIONS,
  POLICY_MESSAGES,
  canChangeSystemRole,
  canWriteRoles,
  grantRefusal,
  isPrivilegedRole,
  isSystemRoleCode,
  isUndeletableRole,
  type RoleWriteAction,
} from '@/lib/auth/permissions';
import type { CreateRoleInput, UpdateRoleInput } from '@/lib/validations/role';
import { getDb, type Executor } from '../index';
import { roles, users } from '../schema';
import { diffChanges, recordActivity } from './activity-logs';
import type { AuthUser } from './auth';

export const roleQueryMessages = {
  notFound: 'Role tidak ditemukan',
  codeTaken: 'Kode role sudah digunakan',
  systemCodeLocked: 'Kode role sistem tidak dapat diubah',
  builtInStaysSystem: 'Role bawaan (Super Admin, Admin, Manager) selalu role sistem',
  superAdminPermissions: 'Permission role Super Admin tidak dapat dikurangi',
  systemOnly: POLICY_MESSAGES.grantSystem,
  notHeld: POLICY_MESSAGES.grantNotHeld,
  superAdminOnly: POLICY_MESSAGES.rolesSuperAdminOnly,
  deleted: 'Role berhasil dihapus',
} as const;

/** A role as the API returns it (the contract's `Role`), dates not yet serialized. */
export type RoleJson = WithDates<ContractRole, 'createdAt' | 'updatedAt'>;

// Written out in full: in a single-table select Drizzle leaves column names unqualified, and an unqualified "id"
// inside the subquery would resolve to users.id.
const userCount = sql<number>`(select count(*)::int from "users" as "u" where "u"."role_id" = "roles"."id")`;

const roleColumns = {
  id: roles.id,
  name: roles.name,
  code: roles.code,
  description: roles.description,
  permissions: roles.permissions,
  sortOrder: roles.sortOrder,
  isSystem: roles.isSystem,
  userCount,
  createdAt: roles.createdAt,
  updatedAt: roles.updatedAt,
};

const holdsSystemAdmin = (actor: AuthUser) => canChangeSystemRole(actor.role);

/** Granting follows the policy's grant rule (lib/auth/permissions.ts grantRefusal). */
export function assertCanGrant(actor: AuthUser, granted: readonly string[]): void {
  const refusal = grantRefusal(actor.role, granted);
  if (refusal) throw forbidden(refusal);
}

/** Role writes are SUPER_ADMIN's alone (system.admin besides roles.<action>); the route checks it too. */
function assertCanWriteRoles(actor: AuthUser, action: RoleWriteAction): void {
  if (!canWriteRoles(actor.role, action)) throw forbidden(roleQueryMessages.superAdminOnly);
}

export async function listRoles(): Promise<{ data: RoleJson[]; total: number }> {
  const db = await getDb();
  const data = await db.select(roleColumns).from(roles).orderBy(asc(roles.sortOrder), asc(roles.name), asc(roles.id));
  return { data, total: data.length };
}

export async function getRoleById({ id }: { id: number }, executor?: Executor): Promise<RoleJson | null> {
  const db = executor ?? (await getDb());
  const [row] = await db.select(roleColumns).from(roles).where(eq(roles.id, id));
  return row ?? null;
}

async function assertCodeFree(tx: Executor, code: string): Promise<void> {
  const [row] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.code, code));
  if (row) throw conflict(roleQueryMessages.codeTaken, 'CODE_TAKEN');
}

function auditView(r: { name: string; code: string; description: string; permissions: string[]; sortOrder: number; isSystem: boolean }) {
  return { name: r.name, code: r.code, description: r.description, permissions: r.permissions, sortOrder: r.sortOrder, isSystem: r.isSystem };
}

export async function createRole({ actor, input, ip }: { actor: AuthUser; input: CreateRoleInput; ip?: string }): Promise<RoleJson> {
  assertCanWriteRoles(actor, 'create');
  if (input.isSystem && !holdsSystemAdmin(actor)) throw forbidden(roleQueryMessages.systemOnly);
  assertCanGrant(actor, input.permissions);
  const db = await getDb();
  return db.transaction(async (tx) => {
    await assertCodeFree(tx, input.code);
    const [created] = await tx
      .insert(roles)
      .values({
        name: input.name,
        code: input.code,
        description: input.description,
        permissions: input.permissions,
        sortOrder: input.sortOrder ?? 0,
        isSystem: input.isSystem ?? false,
      })
      .returning();
    await recordActivity(
      { userId: actor.id, action: 'create', entity: 'role', entityId: created!.id, changes: { before: null, after: auditView(created!) }, ip },
      tx,
    );
    return (await getRoleById({ id: created!.id }, tx))!;
  });
}

export async function updateRole({ actor, id, input, ip }: { actor: AuthUser; id: number; input: UpdateRoleInput; ip?: string }): Promise<RoleJson> {
  assertCanWriteRoles(actor, 'update');
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(roles).where(eq(roles.id, id)).for('update');
    if (!current) throw notFound(roleQueryMessages.notFound);
    if (isPrivilegedRole(current) && !holdsSystemAdmin(actor)) throw forbidden(roleQueryMessages.systemOnly);
    if (input.isSystem !== undefined && input.isSystem !== current.isSystem && !holdsSystemAdmin(actor)) {
      throw forbidden(roleQueryMessages.systemOnly);
    }
    if (input.isSystem === false && isSystemRoleCode(current.code)) throw conflict(roleQueryMessages.builtInStaysSystem, 'SYSTEM_ROLE');
    const values: Partial<typeof roles.$inferInsert> = {};
    if (input.name !== undefined) values.name = input.name;
    if (input.description !== undefined) values.description = input.description;
    if (input.sortOrder !== undefined) values.sortOrder = input.sortOrder;
    if (input.isSystem !== undefined) values.isSystem = input.isSystem;
    if (input.code !== undefined && input.code !== current.code) {
      // The built-in codes carry meaning in code (SUPER_ADMIN, ADMIN, MANAGER), even if isSystem was cleared.
      if (current.isSystem || isSystemRoleCode(current.code)) throw conflict(roleQueryMessages.systemCodeLocked, 'SYSTEM_ROLE_CODE');
      await assertCodeFree(tx, input.code);
      values.code = input.code;
    }
    if (input.permissions !== undefined) {
      const before = new Set(current.permissions);
      assertCanGrant(
        actor,
        input.permissions.filter((p) => !before.has(p)),
      );
      // The Super Admin role keeps the whole catalogue, so the system can never lock itself out.
      if (current.code === 'SUPER_ADMIN' && PERMISSIONS.some((p) => !input.permissions!.includes(p))) {
        throw conflict(roleQueryMessages.superAdminPermissions, 'SUPER_ADMIN_PERMISSIONS');
      }
      values.permissions = input.permissions;
    }
    if (Object.keys(values).length === 0) return (await getRoleById({ id }, tx))!;
    values.updatedAt = new Date();
    const [updated] = await tx.update(roles).set(values).where(eq(roles.id, id)).returning();
    await recordActivity(
      { userId: actor.id, action: 'update', entity: 'role', entityId: id, changes: diffChanges(auditView(current), auditView(updated!)), ip },
      tx,
    );
    return (await getRoleById({ id }, tx))!;
  });
}

export async function deleteRole({ actor, id, ip }: { actor: AuthUser; id: number; ip?: string }): Promise<{ success: true; message: string }> {
  assertCanWriteRoles(actor, 'delete');
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(roles).where(eq(roles.id, id)).for('update');
    if (!current) throw notFound(roleQueryMessages.notFound);
    if (isPrivilegedRole(current) && !holdsSystemAdmin(actor)) throw forbidden(roleQueryMessages.systemOnly);
    if (isUndeletableRole(current)) {
      throw conflict(`Role "${current.name}" adalah role sistem dan tidak dapat dihapus (cannot be deleted)`, 'SYSTEM_ROLE');
    }
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.roleId, id));
    if ((count?.n ?? 0) > 0) {
      throw conflict(`Role "${current.name}" masih digunakan oleh ${count!.n} pengguna sehingga tidak dapat dihapus`, 'ROLE_IN_USE');
    }
    // The foreign key (on delete restrict) still refuses if a user was assigned in the meantime.
    await tx.delete(roles).where(eq(roles.id, id));
    await recordActivity({ userId: actor.id, action: 'delete', entity: 'role', entityId: id, changes: { before: auditView(current), after: null }, ip }, tx);
    return { success: true as const, message: roleQueryMessages.deleted };
  });
}
