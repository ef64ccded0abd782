// Which write controls a users-list row offers the signed-in user, and why not: the API's own rules
// (lib/auth/permissions.ts policy + route permissions + the self guards of db/queries/users.ts), as pure functions.
import { POLICY_MESSAGES, assignRoleRefusal, can, userActionRefusal, type PolicyActor, type RoleLike } from '@/lib/auth/permissions';

export type UserRowAction = 'status' | 'edit' | 'delete';

/** The permission each route requires (app/api/v1/users/**): status and edit are PATCHes under users.update. */
export const USER_ACTION_PERMISSIONS: Record<UserRowAction, string> = {
  status: 'users.update',
  edit: 'users.update',
  delete: 'users.delete',
};

/** Texts of the refusals that are not the shared policy's (the query guards use the same wording). */
export const USER_ROW_MESSAGES = {
  permission: 'Role Anda tidak memiliki izin untuk tindakan ini',
  deleteSelf: 'Anda tidak dapat menghapus akun Anda sendiri',
  statusSelf: 'Anda tidak dapat mengubah status akun Anda sendiri',
  roleUnknown: 'Izin role pengguna ini tidak dapat diperiksa tanpa izin roles.read',
} as const;

export interface UserRowTarget {
  id: number;
  roleId: number;
  role: { id: number; code: string } | null;
}

/** A role with its id, as GET /roles and the session give it. */
export interface KnownRole extends RoleLike {
  id: number;
}

/**
 * The target's role with its permissions: from the roles list when it is loaded, else the actor's own role when the
 * target shares it; null when it cannot be known (the list rows carry no permissions).
 */
export function resolveTargetRole(target: UserRowTarget, actorRole: KnownRole, roles: readonly KnownRole[] | undefined): RoleLike | null {
  const roleId = target.role?.id ?? target.roleId;
  const listed = roles?.find((r) => r.id === roleId);
  if (listed) return listed;
  if (roleId === actorRole.id) return actorRole;
  return null;
}

/** Why the row's `action` is not offered to `actor`, or null when the API accepts it. */
export function userRowRefusal(
  actor: PolicyActor & { role: KnownRole },
  target: UserRowTarget,
  action: UserRowAction,
  roles: readonly KnownRole[] | undefined,
): string | null {
  if (!can(actor.role, USER_ACTION_PERMISSIONS[action])) return USER_ROW_MESSAGES.permission;
  if (target.id === actor.id) {
    if (action === 'delete') return USER_ROW_MESSAGES.deleteSelf;
    if (action === 'status') return USER_ROW_MESSAGES.statusSelf;
    return null;
  }
  const targetRole = resolveTargetRole(target, actor.role, roles);
  if (!targetRole) {
    // Without the permissions, only the code-level rule is certain.
    if (target.role?.code === 'SUPER_ADMIN' && actor.role.code !== 'SUPER_ADMIN') return POLICY_MESSAGES.superAdminTarget;
    return USER_ROW_MESSAGES.roleUnknown;
  }
  const refusal = userActionRefusal(actor, { id: target.id, role: targetRole });
  return refusal ? POLICY_MESSAGES[refusal] : null;
}

/** The roles the role select offers: only those the actor may assign (the API refuses the rest). */
export function assignableRoles<T extends RoleLike>(actor: PolicyActor, roles: readonly T[]): T[] {
  return roles.filter((role) => assignRoleRefusal(actor, role) === null);
}
