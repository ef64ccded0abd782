// The one permission model: catalogue, role defaults, page access, picker areas and can().
// No server imports: the sidebar, middleware, server pages and route handlers all read this module.

export const PERMISSION_AREAS = ['users', 'roles', 'tenants', 'menus', 'articles', 'activity_logs', 'files', 'system'] as const;
export type PermissionArea = (typeof PERMISSION_AREAS)[number];

export const CRUD_ACTIONS = ['create', 'read', 'update', 'delete'] as const;

export const AREA_ACTIONS: Record<PermissionArea, readonly string[]> = {
  users: CRUD_ACTIONS,
  roles: CRUD_ACTIONS,
  tenants: [...CRUD_ACTIONS, 'approve'],
  menus: CRUD_ACTIONS,
  articles: CRUD_ACTIONS,
  activity_logs: CRUD_ACTIONS,
  files: CRUD_ACTIONS,
  system: ['admin', 'settings'],
};

export const AREA_LABELS: Record<PermissionArea, string> = {
  users: 'Pengguna',
  roles: 'Role',
  tenants: 'Tenant',
  menus: 'Menu',
  articles: 'Artikel',
  activity_logs: 'Log Aktivitas',
  files: 'File',
  system: 'Sistem',
};

export const ACTION_LABELS: Record<string, string> = {
  create: 'Buat',
  read: 'Lihat',
  update: 'Ubah',
  delete: 'Hapus',
  approve: 'Setujui',
  admin: 'Admin',
  settings: 'Pengaturan',
};

/** Every permission string of the catalogue, `area.action`. */
export const PERMISSIONS = PERMISSION_AREAS.flatMap((area) => AREA_ACTIONS[area].map((action) => `${area}.${action}`));
export type Permission = string;

const PERMISSION_SET = new Set(PERMISSIONS);
export function isKnownPermission(value: string): boolean {
  return PERMISSION_SET.has(value);
}

export const SYSTEM_ROLE_CODES = ['SUPER_ADMIN', 'ADMIN', 'MANAGER'] as const;
export type SystemRoleCode = (typeof SYSTEM_ROLE_CODES)[number];

export function isSystemRoleCode(code: string | null | undefined): code is SystemRoleCode {
  return !!code && (SYSTEM_ROLE_CODES as readonly string[]).includes(code);
}

/**
 * Whether a user with this role may own a tenant: a MANAGER only (spec: a tenant owner becomes a MANAGER who runs
 * exactly one tenant). An account that reviews tenants would otherwise approve or feature its own. Checked on every
 * path that sets an owner (db/queries/tenants.ts: POST /tenants/my-tenant, POST /tenants and PATCH /tenants/{id}
 * with ownerId) and when an owner's role changes (db/queries/users.ts: refused while they own a tenant).
 * Refused with POLICY_MESSAGES.ownerNotManager.
 */
export function canOwnTenant(role: { code: string }): boolean {
  return role.code === 'MANAGER';
}

/**
 * A role that can never be deleted: one flagged isSystem, or one of the built-in codes, which the code relies on
 * (registration gives new tenants MANAGER) whatever their flag says; nor can a built-in role lose the flag.
 */
export function isUndeletableRole(role: { isSystem: boolean; code: string }): boolean {
  return role.isSystem || isSystemRoleCode(role.code);
}

export const ROLE_LEVELS: Record<SystemRoleCode, number> = { SUPER_ADMIN: 3, ADMIN: 2, MANAGER: 1 };

export const ROLE_DEFAULT_PERMISSIONS: Record<SystemRoleCode, string[]> = {
  SUPER_ADMIN: [...PERMISSIONS],
  ADMIN: PERMISSIONS.filter((p) => !p.startsWith('system.')),
  MANAGER: [...CRUD_ACTIONS.map((a) => `menus.${a}`), ...CRUD_ACTIONS.map((a) => `articles.${a}`), 'activity_logs.read', 'files.read'],
};

export const SYSTEM_ROLE_DESCRIPTIONS: Record<SystemRoleCode, { name: string; description: string; sortOrder: number }> = {
  SUPER_ADMIN: { name: 'Super Admin', description: 'Akses penuh ke seluruh sistem', sortOrder: 0 },
  ADMIN: { name: 'Admin', description: 'Akses terbatas untuk mengelola tenant, menu, dan pengguna', sortOrder: 1 },
  MANAGER: { name: 'Manager', description: 'Akses dasar untuk mengelola tenant dan menu sendiri', sortOrder: 2 },
};

/** Title-case label of a role code: SUPER_ADMIN -> 'Super Admin'; unknown codes are 'Custom'. */
export function roleLabel(code: string | null | undefined): string {
  if (!isSystemRoleCode(code)) return 'Custom';
  return code
    .toLowerCase()
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/** Areas the permission picker shows for a role code (spec section 6). */
export function pickerAreasForRoleCode(code: string): { area: PermissionArea; actions: readonly string[] }[] {
  const all = PERMISSION_AREAS.map((area) => ({ area, actions: AREA_ACTIONS[area] }));
  if (code === 'SUPER_ADMIN') return all;
  if (code === 'ADMIN') return all.filter((a) => a.area !== 'system');
  if (code === 'MANAGER') {
    return [
      { area: 'tenants', actions: AREA_ACTIONS.tenants },
      { area: 'menus', actions: AREA_ACTIONS.menus },
      { area: 'articles', actions: AREA_ACTIONS.articles },
      { area: 'activity_logs', actions: ['read'] },
      { area: 'files', actions: ['read'] },
    ];
  }
  return all;
}

export interface RoleLike {
  code: string;
  permissions: readonly string[];
}

export function can(role: RoleLike | null | undefined, permission: string): boolean {
  return !!role && role.permissions.includes(permission);
}

export function canAll(role: RoleLike | null | undefined, permissions: readonly string[]): boolean {
  return permissions.every((p) => can(role, p));
}

// ---------------------------------------------------------------------------------------------------------------
// The policy: "may this actor do this to this record", as pure functions of permissions and ownership.
// Route handlers and db/queries enforce these (the handler has the final say); client components call the same
// functions to hide controls the server would refuse. Nothing here decides by role code except the SUPER_ADMIN
// identity rules, which the spec ties to that one role.

/** Who acts, as the policy sees them (the API's AuthUser fits). */
export interface PolicyActor {
  id: number;
  role: RoleLike;
}

/** The permission that reviews (approves/rejects) tenants, and menus too: one permission for both queues. */
export const REVIEW_PERMISSION = 'tenants.approve';

/** Indonesian messages for each refusal of the policy, shown by the API and available to the dashboard. */
export const POLICY_MESSAGES = {
  superAdminTarget: 'Hanya Super Admin yang dapat mengubah pengguna Super Admin',
  systemTarget: 'Hanya pemegang izin system.admin yang dapat mengubah pengguna dengan izin sistem',
  targetNotHeld: 'Anda tidak dapat mengubah pengguna yang rolenya memiliki izin yang tidak Anda miliki',
  peerTarget: 'Hanya Super Admin yang dapat mengubah pengguna dengan role setara atau lebih tinggi dari role Anda',
  assignSuperAdmin: 'Hanya Super Admin yang dapat menetapkan role Super Admin',
  assignPrivileged: 'Hanya pemegang izin system.admin yang dapat menetapkan role dengan izin sistem',
  assignNotHeld: 'Anda tidak dapat menetapkan role dengan izin yang tidak Anda miliki',
  assignPeer: 'Hanya Super Admin yang dapat menetapkan role setara atau lebih tinggi dari role Anda',
  rolesSuperAdminOnly: 'Hanya Super Admin (izin system.admin) yang dapat membuat, mengubah, atau menghapus role',
  reviewOwnScope: 'Role Anda hanya menjangkau tenant sendiri sehingga tidak dapat meninjau tenant atau menu',
  reviewOwnTenant: 'Anda tidak dapat meninjau tenant Anda sendiri',
  reviewOwnMenu: 'Anda tidak dapat meninjau menu dari tenant Anda sendiri',
  reviewCreatedTenant: 'Anda tidak dapat meninjau tenant yang Anda buat sendiri',
  reviewCreatedMenu: 'Anda tidak dapat meninjau menu yang Anda buat sendiri',
  featureOwnTenant: 'Anda tidak dapat menjadikan tenant Anda sendiri Pilihan Kuliner Tasik',
  grantSystem: 'Hanya pemegang izin system.admin yang dapat memberikan izin sistem atau mengubah role sistem',
  grantNotHeld: 'Anda tidak dapat memberikan izin yang tidak Anda miliki',
  ownerNotManager: 'Pemilik tenant harus pengguna dengan role Manager',
} as const;

export function isSuperAdminRole(role: RoleLike | null | undefined): boolean {
  return role?.code === 'SUPER_ADMIN';
}

/** A role carrying system.* powers, or the SUPER_ADMIN role itself. */
export function isPrivilegedRole(role: RoleLike): boolean {
  return isSuperAdminRole(role) || role.permissions.some((p) => p.startsWith('system.'));
}

/** The permissions of `role` that `actorRole` does not hold. */
export function permissionsNotHeld(actorRole: RoleLike | null | undefined, role: RoleLike): string[] {
  return role.permissions.filter((p) => !can(actorRole, p));
}

/**
 * Owner scope, decided by permissions: a role that cannot read every tenant (no `tenants.read`) reaches only the
 * tenant it owns, that tenant's menus and its own activity-log rows; its other tenants.* and menus.* permissions
 * apply to those records alone, and it never reviews. A role holding `tenants.read` reaches every tenant and menu
 * its permissions name. With the default sets this is exactly MANAGER (owner-scoped) versus SUPER_ADMIN and ADMIN;
 * a custom role follows the same rule (e.g. `menus.read` alone lists only the menus of its own tenant).
 */
export function isOwnerScoped(role: RoleLike | null | undefined): boolean {
  return !can(role, 'tenants.read');
}

/**
 * Levels between roles, by permissions: `role` is strictly below `actorRole` when every permission of `role` is
 * held by `actorRole` and `actorRole` holds at least one more (a strict subset). A role holding the same set (a
 * peer: ADMIN and ADMIN, or a custom copy of ADMIN) or any permission the actor lacks is at the actor's level or
 * above, or beside it; either way not below. SUPER_ADMIN is above every role whatever its stored permissions.
 * For custom roles this is a partial order: two roles with overlapping but different sets are not below each other.
 */
export function isRoleBelow(role: RoleLike, actorRole: RoleLike | null | undefined): boolean {
  if (!actorRole || isSuperAdminRole(role)) return false;
  const held = new Set(actorRole.permissions);
  const granted = new Set(role.permissions);
  for (const p of granted) if (!held.has(p)) return false;
  return held.size > granted.size;
}

export type UserRefusal = keyof Pick<typeof POLICY_MESSAGES, 'superAdminTarget' | 'systemTarget' | 'targetNotHeld' | 'peerTarget'>;

/**
 * Why `actor` may not write (edit, password, status, role, delete) the user `target`, or null when they may.
 * Only a SUPER_ADMIN changes an account whose role is at the actor's own level or above (isRoleBelow): peers
 * never take over peers. The named refusals come first: a SUPER_ADMIN target, a target with system powers (needs
 * system.admin), a target holding a permission the actor lacks, then a peer (the same permissions).
 * The self-delete, self-status and last-Super-Admin guards are separate rules in the user queries.
 */
export function userActionRefusal(actor: PolicyActor, target: { id: number; role: RoleLike }): UserRefusal | null {
  // Yourself: your role is the target's role, so nothing is gained (the self guards live in the queries).
  if (actor.id === target.id) return null;
  if (isSuperAdminRole(target.role) && !isSuperAdminRole(actor.role)) return 'superAdminTarget';
  if (isPrivilegedRole(target.role) && !can(actor.role, 'system.admin')) return 'systemTarget';
  if (permissionsNotHeld(actor.role, target.role).length > 0) return 'targetNotHeld';
  if (!isSuperAdminRole(actor.role) && !isRoleBelow(target.role, actor.role)) return 'peerTarget';
  return null;
}

export function canActOnUser(actor: PolicyActor, target: { id: number; role: RoleLike }): boolean {
  return userActionRefusal(actor, target) === null;
}

export type AssignRefusal = keyof Pick<typeof POLICY_MESSAGES, 'assignSuperAdmin' | 'assignPrivileged' | 'assignNotHeld' | 'assignPeer'>;

/**
 * Assigning a role (create a user with it, or move a user to it) is granting its permissions, and creating an
 * account at that level: a non-SUPER_ADMIN assigns only roles strictly below their own (isRoleBelow), so they
 * never create a peer they could not manage afterwards. Keeping a user's current role is no assignment.
 */
export function assignRoleRefusal(actor: PolicyActor, role: RoleLike): AssignRefusal | null {
  if (isSuperAdminRole(role) && !isSuperAdminRole(actor.role)) return 'assignSuperAdmin';
  if (isPrivilegedRole(role) && !can(actor.role, 'system.admin')) return 'assignPrivileged';
  if (permissionsNotHeld(actor.role, role).length > 0) return 'assignNotHeld';
  if (!isSuperAdminRole(actor.role) && !isRoleBelow(role, actor.role)) return 'assignPeer';
  return null;
}

export function canAssignRole(actor: PolicyActor, role: RoleLike): boolean {
  return assignRoleRefusal(actor, role) === null;
}

export type RoleWriteAction = 'create' | 'update' | 'delete';

/** Roles are SUPER_ADMIN's alone (spec section 1): every role write needs system.admin besides roles.<action>. */
export const ROLE_WRITE_PERMISSIONS: Record<RoleWriteAction, readonly string[]> = {
  create: ['roles.create', 'system.admin'],
  update: ['roles.update', 'system.admin'],
  delete: ['roles.delete', 'system.admin'],
};

export function canWriteRoles(role: RoleLike | null | undefined, action: RoleWriteAction): boolean {
  return canAll(role, ROLE_WRITE_PERMISSIONS[action]);
}

/**
 * Why `actorRole` may not grant `granted` (put them into a role), or null: system.* only by system.admin holders,
 * and nobody grants a permission they do not hold (the message lists those).
 */
export function grantRefusal(actorRole: RoleLike | null | undefined, granted: readonly string[]): string | null {
  if (granted.some((p) => p.startsWith('system.')) && !can(actorRole, 'system.admin')) return POLICY_MESSAGES.grantSystem;
  const missing = granted.filter((p) => !can(actorRole, p));
  return missing.length > 0 ? `${POLICY_MESSAGES.grantNotHeld}: ${missing.join(', ')}` : null;
}

/** Changing or deleting a role with system powers, or its isSystem flag, needs system.admin. */
export function canChangeSystemRole(actorRole: RoleLike | null | undefined): boolean {
  return can(actorRole, 'system.admin');
}

// ---------------------------------------------------------------------------------------------------------------
// Record actions on tenants and menus: one table says which permission each needs and how far it reaches, so the
// route wrapper, the queries (their WHERE), the dashboard buttons and the tests all read the same answer.

export type Scope = 'all' | 'own' | 'none';

interface RecordActionRule {
  /** The permission that grants the action. */
  permission: string;
  /** Without the permission: 'own' still reaches the caller's own tenant (My Tenant); 'refuse' reaches nothing. */
  withoutPermission: 'own' | 'refuse';
  /** Reviewing: tenant-wide reviewers only, and never a record of the reviewer's own tenant. */
  review?: true;
}

export const RECORD_ACTIONS = {
  'tenants.create': { permission: 'tenants.create', withoutPermission: 'refuse' },
  // Listing tenants needs the permission; opening one by id does not (a caller's own tenant, see tenants.read).
  'tenants.list': { permission: 'tenants.read', withoutPermission: 'refuse' },
  'tenants.read': { permission: 'tenants.read', withoutPermission: 'own' },
  'tenants.update': { permission: 'tenants.update', withoutPermission: 'own' },
  'tenants.delete': { permission: 'tenants.delete', withoutPermission: 'refuse' },
  'tenants.review': { permission: REVIEW_PERMISSION, withoutPermission: 'refuse', review: true },
  'menus.create': { permission: 'menus.create', withoutPermission: 'refuse' },
  'menus.read': { permission: 'menus.read', withoutPermission: 'refuse' },
  'menus.update': { permission: 'menus.update', withoutPermission: 'refuse' },
  'menus.delete': { permission: 'menus.delete', withoutPermission: 'refuse' },
  // Owner-scoped readers of the activity log see only their own actions.
  'activity_logs.read': { permission: 'activity_logs.read', withoutPermission: 'refuse' },
  // Menus are reviewed with the tenant review permission: one reviewer queue for both.
  'menus.review': { permission: REVIEW_PERMISSION, withoutPermission: 'refuse', review: true },
} as const satisfies Record<string, RecordActionRule>;

export type RecordAction = keyof typeof RECORD_ACTIONS;

/** The permission the route wrapper checks for an action; null when the action is open to every signed-in user (own records). */
export function permissionForAction(action: RecordAction): string | null {
  const rule: RecordActionRule = RECORD_ACTIONS[action];
  return rule.withoutPermission === 'own' ? null : rule.permission;
}

/**
 * How far `action` reaches for `role`: every record, only the records of the tenant the caller owns, or none.
 * An owner-scoped role (see isOwnerScoped) never reaches beyond its own tenant and never reviews.
 */
export function scopeOf(role: RoleLike | null | undefined, action: RecordAction): Scope {
  const rule: RecordActionRule = RECORD_ACTIONS[action];
  const held = can(role, rule.permission);
  if (rule.review) return held && !isOwnerScoped(role) ? 'all' : 'none';
  if (!held) return rule.withoutPermission === 'own' && role ? 'own' : 'none';
  return isOwnerScoped(role) ? 'own' : 'all';
}

/** The owner of a tenant, or of the tenant a menu belongs to (null: no owner). */
export interface OwnedRecord {
  ownerId: number | null;
  /** The account that created the record (tenants.created_by, menus.created_by): it never reviews it. */
  createdBy?: number | null;
}

export interface Refusal {
  kind: 'forbidden' | 'not_found';
  /** The Indonesian reason; absent for the generic refusal. */
  message?: string;
}

/**
 * How a refusal to reach a record outside the caller's scope looks: 404 for a caller who may use the action on
 * their own records (so another tenant's record is never revealed), 403 for one who lacks the permission and is
 * not owner-scoped (they simply may not).
 */
function outOfScope(role: RoleLike | null | undefined, action: RecordAction): Refusal {
  const rule: RecordActionRule = RECORD_ACTIONS[action];
  return can(role, rule.permission) || isOwnerScoped(role) ? { kind: 'not_found' } : { kind: 'forbidden' };
}

/**
 * May `actor` do `action` (to `record`, when given)? null when allowed, otherwise the refusal. Without a record it
 * answers for the action as such (may the caller attempt it at all); the queries ask again with the locked row.
 */
export function refusalFor(actor: PolicyActor, action: RecordAction, record?: OwnedRecord): Refusal | null {
  const rule: RecordActionRule = RECORD_ACTIONS[action];
  const scope = scopeOf(actor.role, action);
  if (scope === 'none') {
    // A reviewer permission on an owner-scoped role is named, so the dashboard can say why.
    return rule.review && can(actor.role, rule.permission) ? { kind: 'forbidden', message: POLICY_MESSAGES.reviewOwnScope } : { kind: 'forbidden' };
  }
  if (!record) return null;
  if (rule.review) {
    // Nobody reviews what they own or what they created (an admin adding a menu to a manager's tenant): creator is
    // not approver.
    if (record.ownerId === actor.id) {
      return { kind: 'forbidden', message: action === 'tenants.review' ? POLICY_MESSAGES.reviewOwnTenant : POLICY_MESSAGES.reviewOwnMenu };
    }
    if (record.createdBy != null && record.createdBy === actor.id) {
      return { kind: 'forbidden', message: action === 'tenants.review' ? POLICY_MESSAGES.reviewCreatedTenant : POLICY_MESSAGES.reviewCreatedMenu };
    }
    return null;
  }
  if (scope === 'own' && record.ownerId !== actor.id) return outOfScope(actor.role, action);
  return null;
}

/** The refusal when a record is not among those the caller's scope reaches (the query found no row for them). */
export function unreachableRecord(role: RoleLike | null | undefined, action: RecordAction): Refusal {
  return scopeOf(role, action) === 'own' ? outOfScope(role, action) : { kind: 'not_found' };
}

/** For action buttons: may the signed-in actor (null while the session loads: no) do this (to this record)? */
export function canDo(actor: PolicyActor | null | undefined, action: RecordAction, record?: OwnedRecord): boolean {
  return !!actor && refusalFor(actor, action, record) === null;
}

/**
 * Which side of the status transitions the caller acts on (lib/transitions.ts): 'owner' when the action reaches only
 * their own tenant, 'admin' when it reaches every tenant.
 */
export function transitionSide(role: RoleLike | null | undefined, action: RecordAction): 'admin' | 'owner' {
  return scopeOf(role, action) === 'all' ? 'admin' : 'owner';
}

/**
 * Whether an edit of reviewed fields of an approved tenant or menu (lib/revisions.ts) goes live at once: only for a
 * reviewer who may review this very record (never its owner). Anyone else's edit waits as a pending revision.
 */
export function editGoesLive(actor: PolicyActor, action: 'tenants.review' | 'menus.review', record: OwnedRecord): boolean {
  return canDo(actor, action, record);
}

/** May review tenants and menus at all: the review permission, tenant-wide (owner-scoped roles never review). */
export function canReviewAny(role: RoleLike | null | undefined): boolean {
  return scopeOf(role, 'tenants.review') === 'all';
}

/** Approve or reject this tenant: a reviewer, never the tenant's own owner nor the account that created it. */
export function canReviewTenant(actor: PolicyActor, tenant: { ownerId: number | null; createdBy?: number | null }): boolean {
  return canDo(actor, 'tenants.review', tenant);
}

/** Approve or reject this menu: a reviewer who neither owns the menu's tenant nor created the menu. */
export function canReviewMenu(actor: PolicyActor, menu: { tenantOwnerId: number | null; createdBy?: number | null }): boolean {
  return canDo(actor, 'menus.review', { ownerId: menu.tenantOwnerId, createdBy: menu.createdBy });
}

/**
 * Set 'Pilihan Kuliner Tasik' on a tenant owned by `tenant.ownerId`: an editor of every tenant (tenants.update
 * tenant-wide), never on a tenant they own (no account features its own tenant; refused with
 * POLICY_MESSAGES.featureOwnTenant).
 */
export function canFeatureTenant(actor: PolicyActor, tenant: { ownerId: number | null }): boolean {
  return transitionSide(actor.role, 'tenants.update') === 'admin' && !(tenant.ownerId != null && tenant.ownerId === actor.id);
}

/**
 * Dashboard pages. `roles` is the spec's table for system roles; `permissions` decides for custom roles.
 * The roles page: SUPER_ADMIN only among system roles (ADMIN keeps roles.read for the user form's role list, not
 * the page); a custom role with roles.read opens it read-only, and its write controls show only where
 * canWriteRoles() allows, which is what the API enforces.
 */
export const DASHBOARD_PAGES = [
  { key: 'dashboard', href: '/dashboard', title: 'Dashboard', roles: ['SUPER_ADMIN', 'ADMIN', 'MANAGER'], permissions: [] },
  { key: 'orders', href: '/dashboard/orders', title: 'Pesanan', roles: [], permissions: null },
  { key: 'menus', href: '/dashboard/menus', title: 'Semua Menu', roles: ['SUPER_ADMIN', 'ADMIN'], permissions: ['menus.read'] },
  { key: 'tenants', href: '/dashboard/tenants', title: 'Manajemen Tenant', roles: ['SUPER_ADMIN', 'ADMIN'], permissions: ['tenants.read'] },
  { key: 'my-tenant', href: '/dashboard/my-tenant', title: 'Tenant Saya', roles: ['MANAGER'], permissions: null },
  { key: 'my-menus', href: '/dashboard/my-menus', title: 'Menu Saya', roles: ['MANAGER'], permissions: null },
  { key: 'users', href: '/dashboard/users', title: 'Manajemen Pengguna', roles: ['SUPER_ADMIN', 'ADMIN'], permissions: ['users.read'] },
  { key: 'roles', href: '/dashboard/roles', title: 'Manajemen Role & Permission', roles: ['SUPER_ADMIN'], permissions: ['roles.read'] },
  {
    key: 'reports',
    href: '/dashboard/reports',
    title: 'Laporan',
    roles: ['SUPER_ADMIN', 'ADMIN'],
    permissions: ['tenants.read', 'menus.read', 'users.read'],
  },
  { key: 'settings', href: '/dashboard/settings', title: 'Pengaturan', roles: ['SUPER_ADMIN'], permissions: ['system.settings'] },
] as const satisfies readonly {
  key: string;
  href: string;
  title: string;
  roles: readonly SystemRoleCode[];
  /** null: no custom role may open it. */
  permissions: readonly string[] | null;
}[];

export type DashboardPageKey = (typeof DASHBOARD_PAGES)[number]['key'];

/** Permissions needed by the reports API and page for any role. */
export const REPORT_PERMISSIONS = ['tenants.read', 'menus.read', 'users.read'] as const;

export function canOpenPage(role: RoleLike | null | undefined, key: DashboardPageKey): boolean {
  if (!role) return false;
  const page = DASHBOARD_PAGES.find((p) => p.key === key);
  if (!page) return false;
  if (isSystemRoleCode(role.code)) return (page.roles as readonly string[]).includes(role.code);
  if (page.permissions === null) return false;
  return canAll(role, page.permissions);
}

/** Which dashboard page a pathname belongs to; null when the path is not a dashboard page. */
export function pageKeyForPath(pathname: string): DashboardPageKey | null {
  const clean = pathname.replace(/\/+$/, '') || '/';
  if (clean === '/dashboard') return 'dashboard';
  const match = DASHBOARD_PAGES.filter((p) => p.key !== 'dashboard').find((p) => clean === p.href || clean.startsWith(`${p.href}/`));
  if (match) return match.key;
  // Unknown sub-pages (e.g. /dashboard/profile) are part of the dashboard itself.
  return clean.startsWith('/dashboard/') ? 'dashboard' : null;
}

export function canOpenPath(role: RoleLike | null | undefined, pathname: string): boolean {
  const key = pageKeyForPath(pathname);
  return key === null ? true : canOpenPage(role, key);
}

/** True when the role uses the admin overview (SUPER_ADMIN and ADMIN); everyone else sees the manager overview. */
export function usesAdminDashboard(role: RoleLike | null | undefined): boolean {
  return role?.code === 'SUPER_ADMIN' || role?.code === 'ADMIN';
}
