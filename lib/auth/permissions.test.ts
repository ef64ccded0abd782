import { describe, expect, it } from 'vitest';
import {
  DASHBOARD_PAGES,
  PERMISSIONS,
  REPORT_PERMISSIONS,
  ROLE_DEFAULT_PERMISSIONS,
  SYSTEM_ROLE_CODES,
  can,
  canAll,
  canOpenPage,
  canOpenPath,
  isKnownPermission,
  POLICY_MESSAGES,
  ROLE_WRITE_PERMISSIONS,
  assignRoleRefusal,
  canActOnUser,
  canAssignRole,
  canFeatureTenant,
  canReviewAny,
  canReviewMenu,
  canReviewTenant,
  canWriteRoles,
  isOwnerScoped,
  isPrivilegedRole,
  isRoleBelow,
  permissionsNotHeld,
  userActionRefusal,
  isSystemRoleCode,
  pageKeyForPath,
  pickerAreasForRoleCode,
  roleLabel,
  usesAdminDashboard,
  RECORD_ACTIONS,
  REVIEW_PERMISSION,
  permissionForAction,
  grantRefusal,
  refusalFor,
  scopeOf,
  transitionSide,
  unreachableRecord,
  type DashboardPageKey,
  type RecordAction,
  type PolicyActor,
  type RoleLike,
} from './permissions';

const CRUD = ['create', 'read', 'update', 'delete'];
const CRUD_AREAS = ['users', 'roles', 'tenants', 'menus', 'articles', 'activity_logs', 'files'];
const crud = (area: string) => CRUD.map((action) => `${area}.${action}`);

const systemRole = (code: (typeof SYSTEM_ROLE_CODES)[number]): RoleLike => ({ code, permissions: ROLE_DEFAULT_PERMISSIONS[code] });

describe('permission catalogue (spec section 6)', () => {
  it('has the 7 areas with CRUD, tenants.approve, system.admin and system.settings: 31 permissions', () => {
    const expected = [...CRUD_AREAS.flatMap(crud), 'tenants.approve', 'system.admin', 'system.settings'];
    expect(PERMISSIONS).toHaveLength(31);
    expect([...PERMISSIONS].sort()).toEqual([...expected].sort());
    expect(new Set(PERMISSIONS).size).toBe(PERMISSIONS.length);
  });
  it('every permission is area.action', () => {
    for (const permission of PERMISSIONS) expect(permission).toMatch(/^[a-z_]+\.[a-z]+$/);
  });
  it('isKnownPermission knows the catalogue and nothing else', () => {
    expect(isKnownPermission('tenants.approve')).toBe(true);
    expect(isKnownPermission('system.settings')).toBe(true);
    expect(isKnownPermission('menus.approve')).toBe(false);
    expect(isKnownPermission('orders.read')).toBe(false);
    expect(isKnownPermission('system.read')).toBe(false);
    expect(isKnownPermission('')).toBe(false);
  });
});

describe('default permission sets', () => {
  it('SUPER_ADMIN has everything, including system.admin and system.settings', () => {
    expect([...ROLE_DEFAULT_PERMISSIONS.SUPER_ADMIN].sort()).toEqual([...PERMISSIONS].sort());
    expect(ROLE_DEFAULT_PERMISSIONS.SUPER_ADMIN).toContain('system.admin');
    expect(ROLE_DEFAULT_PERMISSIONS.SUPER_ADMIN).toContain('system.settings');
  });
  it('ADMIN has every area except system', () => {
    expect([...ROLE_DEFAULT_PERMISSIONS.ADMIN].sort()).toEqual(PERMISSIONS.filter((p) => !p.startsWith('system.')).sort());
    expect(ROLE_DEFAULT_PERMISSIONS.ADMIN).toHaveLength(29);
    expect(ROLE_DEFAULT_PERMISSIONS.ADMIN).toContain('tenants.approve');
  });
  it('MANAGER has exactly menus and articles CRUD, activity_logs.read and files.read', () => {
    expect([...ROLE_DEFAULT_PERMISSIONS.MANAGER].sort()).toEqual([...crud('menus'), ...crud('articles'), 'activity_logs.read', 'files.read'].sort());
  });
  it('every default permission is in the catalogue', () => {
    for (const code of SYSTEM_ROLE_CODES) {
      for (const permission of ROLE_DEFAULT_PERMISSIONS[code]) expect(isKnownPermission(permission)).toBe(true);
    }
  });
});

describe('roleLabel (title case; any other role is Custom)', () => {
  it.each([
    ['SUPER_ADMIN', 'Super Admin'],
    ['ADMIN', 'Admin'],
    ['MANAGER', 'Manager'],
    ['KASIR', 'Custom'],
    ['super_admin', 'Custom'],
    ['', 'Custom'],
    [null, 'Custom'],
    [undefined, 'Custom'],
  ])('%j -> %s', (code, label) => {
    expect(roleLabel(code)).toBe(label);
  });
  it('isSystemRoleCode', () => {
    expect(isSystemRoleCode('MANAGER')).toBe(true);
    expect(isSystemRoleCode('KASIR')).toBe(false);
    expect(isSystemRoleCode(null)).toBe(false);
  });
});

describe('page access table (spec section 6)', () => {
  const table: Record<DashboardPageKey, string[]> = {
    dashboard: ['SUPER_ADMIN', 'ADMIN', 'MANAGER'],
    users: ['SUPER_ADMIN', 'ADMIN'],
    reports: ['SUPER_ADMIN', 'ADMIN'],
    menus: ['SUPER_ADMIN', 'ADMIN'],
    tenants: ['SUPER_ADMIN', 'ADMIN'],
    roles: ['SUPER_ADMIN'],
    settings: ['SUPER_ADMIN'],
    'my-tenant': ['MANAGER'],
    'my-menus': ['MANAGER'],
    orders: [],
  };

  it('covers every dashboard page', () => {
    expect(DASHBOARD_PAGES.map((p) => p.key).sort()).toEqual(Object.keys(table).sort());
  });

  const cases = SYSTEM_ROLE_CODES.flatMap((code) =>
    (Object.keys(table) as DashboardPageKey[]).map((page) => [code, page, table[page].includes(code)] as const),
  );
  it.each(cases)('%s opens %s: %s', (code, page, allowed) => {
    expect(canOpenPage(systemRole(code), page)).toBe(allowed);
  });

  it('the system role table holds even when the role has been given every permission', () => {
    const manager: RoleLike = { code: 'MANAGER', permissions: [...PERMISSIONS] };
    expect(canOpenPage(manager, 'users')).toBe(false);
    expect(canOpenPage(manager, 'settings')).toBe(false);
    const admin: RoleLike = { code: 'ADMIN', permissions: [...PERMISSIONS] };
    expect(canOpenPage(admin, 'roles')).toBe(false);
    expect(canOpenPage(admin, 'my-tenant')).toBe(false);
  });

  it('orders is open to nobody, custom roles with every permission included', () => {
    const everything: RoleLike = { code: 'KASIR', permissions: [...PERMISSIONS] };
    expect(canOpenPage(everything, 'orders')).toBe(false);
    for (const code of SYSTEM_ROLE_CODES) expect(canOpenPage(systemRole(code), 'orders')).toBe(false);
  });

  it('nobody without a role opens anything', () => {
    for (const key of Object.keys(table) as DashboardPageKey[]) {
      expect(canOpenPage(null, key)).toBe(false);
      expect(canOpenPage(undefined, key)).toBe(false);
    }
  });
});

describe('custom roles open pages by permission', () => {
  const pagesOpenedBy = (role: RoleLike) => DASHBOARD_PAGES.map((p) => p.key).filter((key) => canOpenPage(role, key));

  it('users.read opens the users page and nothing else beyond the dashboard home', () => {
    expect(pagesOpenedBy({ code: 'KASIR', permissions: ['users.read'] })).toEqual(['dashboard', 'users']);
  });
  it('no permissions: only the dashboard home', () => {
    expect(pagesOpenedBy({ code: 'KASIR', permissions: [] })).toEqual(['dashboard']);
  });
  it('reports need tenants.read, menus.read and users.read together', () => {
    expect(canOpenPage({ code: 'ANALIS', permissions: ['tenants.read', 'menus.read'] }, 'reports')).toBe(false);
    expect(canOpenPage({ code: 'ANALIS', permissions: [...REPORT_PERMISSIONS] }, 'reports')).toBe(true);
  });
  it('roles.read opens roles, system.settings opens settings', () => {
    expect(pagesOpenedBy({ code: 'AUDITOR', permissions: ['roles.read', 'system.settings'] })).toEqual(['dashboard', 'roles', 'settings']);
  });
  it('my-tenant and my-menus stay closed to custom roles', () => {
    const everything: RoleLike = { code: 'KASIR', permissions: [...PERMISSIONS] };
    expect(canOpenPage(everything, 'my-tenant')).toBe(false);
    expect(canOpenPage(everything, 'my-menus')).toBe(false);
  });
});

describe('pageKeyForPath', () => {
  it.each([
    ['/dashboard', 'dashboard'],
    ['/dashboard/', 'dashboard'],
    ['/dashboard/users', 'users'],
    ['/dashboard/users/12', 'users'],
    ['/dashboard/roles', 'roles'],
    ['/dashboard/tenants', 'tenants'],
    ['/dashboard/menus', 'menus'],
    ['/dashboard/my-tenant', 'my-tenant'],
    ['/dashboard/my-menus', 'my-menus'],
    ['/dashboard/my-menus/5/edit', 'my-menus'],
    ['/dashboard/reports', 'reports'],
    ['/dashboard/settings', 'settings'],
    ['/dashboard/orders', 'orders'],
    ['/dashboard/profile', 'dashboard'],
    ['/', null],
    ['/login', null],
    ['/menu', null],
    ['/dashboardx', null],
    ['/dashboard/usersx', 'dashboard'],
  ])('%s -> %s', (path, key) => {
    expect(pageKeyForPath(path)).toBe(key);
  });
});

describe('canOpenPath', () => {
  it('applies the page table to dashboard paths and leaves other paths open', () => {
    const manager = systemRole('MANAGER');
    expect(canOpenPath(manager, '/dashboard/my-menus')).toBe(true);
    expect(canOpenPath(manager, '/dashboard/users/3')).toBe(false);
    expect(canOpenPath(manager, '/dashboard/orders')).toBe(false);
    expect(canOpenPath(manager, '/menu')).toBe(true);
    expect(canOpenPath(systemRole('ADMIN'), '/dashboard/settings')).toBe(false);
    expect(canOpenPath(systemRole('SUPER_ADMIN'), '/dashboard/settings')).toBe(true);
  });
});

describe('pickerAreasForRoleCode (spec section 6)', () => {
  const areas = (code: string) => pickerAreasForRoleCode(code).map((a) => a.area);
  const actionsOf = (code: string, area: string) => pickerAreasForRoleCode(code).find((a) => a.area === area)?.actions;

  it('SUPER_ADMIN: every area', () => {
    expect(areas('SUPER_ADMIN')).toEqual(['users', 'roles', 'tenants', 'menus', 'articles', 'activity_logs', 'files', 'system']);
    expect(actionsOf('SUPER_ADMIN', 'system')).toEqual(['admin', 'settings']);
    expect(actionsOf('SUPER_ADMIN', 'tenants')).toEqual([...CRUD, 'approve']);
  });
  it('ADMIN: every area but system', () => {
    expect(areas('ADMIN')).toEqual(['users', 'roles', 'tenants', 'menus', 'articles', 'activity_logs', 'files']);
  });
  it('MANAGER: tenants, menus, articles, and read-only logs and files', () => {
    expect(areas('MANAGER')).toEqual(['tenants', 'menus', 'articles', 'activity_logs', 'files']);
    expect(actionsOf('MANAGER', 'menus')).toEqual(CRUD);
    expect(actionsOf('MANAGER', 'articles')).toEqual(CRUD);
    expect(actionsOf('MANAGER', 'activity_logs')).toEqual(['read']);
    expect(actionsOf('MANAGER', 'files')).toEqual(['read']);
  });
  it('any other code: every area', () => {
    expect(areas('KASIR')).toEqual(areas('SUPER_ADMIN'));
    expect(areas('')).toEqual(areas('SUPER_ADMIN'));
  });
  it('the picker offers every default permission of the role', () => {
    for (const code of SYSTEM_ROLE_CODES) {
      const offered = pickerAreasForRoleCode(code).flatMap((a) => a.actions.map((action) => `${a.area}.${action}`));
      for (const permission of ROLE_DEFAULT_PERMISSIONS[code]) expect(offered).toContain(permission);
    }
  });
});

describe('can, canAll, isOwnerScoped, usesAdminDashboard', () => {
  it('can checks one permission', () => {
    expect(can(systemRole('MANAGER'), 'menus.create')).toBe(true);
    expect(can(systemRole('MANAGER'), 'tenants.read')).toBe(false);
    expect(can(null, 'menus.read')).toBe(false);
  });
  it('canAll needs every permission', () => {
    expect(canAll(systemRole('ADMIN'), REPORT_PERMISSIONS)).toBe(true);
    expect(canAll(systemRole('MANAGER'), REPORT_PERMISSIONS)).toBe(false);
  });
  it.each([
    ['MANAGER (default set)', systemRole('MANAGER'), true],
    ['ADMIN (default set)', systemRole('ADMIN'), false],
    ['SUPER_ADMIN (default set)', systemRole('SUPER_ADMIN'), false],
    ['custom menus.read only', { code: 'KASIR', permissions: ['menus.read'] }, true],
    ['custom tenants.read', { code: 'AUDITOR', permissions: ['tenants.read'] }, false],
    ['custom tenants.approve without tenants.read', { code: 'PENINJAU', permissions: ['tenants.approve', 'menus.read'] }, true],
    // By permissions, not by code: a role coded MANAGER that was given tenants.read reaches every tenant.
    ['MANAGER code with tenants.read', { code: 'MANAGER', permissions: ['tenants.read'] }, false],
    ['no role', null, true],
  ] as const)('owner scope follows tenants.read: %s -> %s', (_label, role, scoped) => {
    expect(isOwnerScoped(role as RoleLike | null)).toBe(scoped);
  });
  it('SUPER_ADMIN and ADMIN use the admin overview', () => {
    expect(usesAdminDashboard(systemRole('SUPER_ADMIN'))).toBe(true);
    expect(usesAdminDashboard(systemRole('ADMIN'))).toBe(true);
    expect(usesAdminDashboard(systemRole('MANAGER'))).toBe(false);
    expect(usesAdminDashboard({ code: 'KASIR', permissions: [...PERMISSIONS] })).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// The policy: who may act on which user, assign which role, write roles, review which tenant or menu.

const role = (code: string, permissions: readonly string[]): RoleLike => ({ code, permissions });
const SUPER = systemRole('SUPER_ADMIN');
const ADMIN = systemRole('ADMIN');
const MANAGER = systemRole('MANAGER');
const USERS_RU = role('CS_RU', ['users.read', 'users.update']);
const USERS_ALL = role('CS_ALL', crud('users'));
const ADMIN_MINUS_MENUS_DELETE = role(
  'ADMIN_KURANG',
  ROLE_DEFAULT_PERMISSIONS.ADMIN.filter((p) => p !== 'menus.delete'),
);
const SUBSET = role('KASIR', ['menus.read', 'users.read']);
const SYSADMIN_ONLY_USERS = role('SYSADMIN', ['system.admin', ...crud('users')]);
const SETTINGS = role('PENGATUR', ['system.settings']);

const ACTORS: Record<string, RoleLike> = { SUPER, ADMIN, MANAGER, USERS_RU, USERS_ALL, ADMIN_MINUS_MENUS_DELETE, SYSADMIN_ONLY_USERS };
const TARGETS: Record<string, RoleLike> = { SUPER, ADMIN, MANAGER, SUBSET, USERS_RU, SETTINGS };

/** Expected refusal for acting on another user: actor -> target -> refusal (null: allowed). */
const USER_MATRIX: Record<string, Record<string, string | null>> = {
  SUPER: { SUPER: null, ADMIN: null, MANAGER: null, SUBSET: null, USERS_RU: null, SETTINGS: null },
  // Peers never take over peers: the same permissions are the actor's own level.
  ADMIN: { SUPER: 'superAdminTarget', ADMIN: 'peerTarget', MANAGER: null, SUBSET: null, USERS_RU: null, SETTINGS: 'systemTarget' },
  MANAGER: {
    SUPER: 'superAdminTarget',
    ADMIN: 'targetNotHeld',
    MANAGER: 'peerTarget',
    SUBSET: 'targetNotHeld',
    USERS_RU: 'targetNotHeld',
    SETTINGS: 'systemTarget',
  },
  USERS_RU: {
    SUPER: 'superAdminTarget',
    ADMIN: 'targetNotHeld',
    MANAGER: 'targetNotHeld',
    SUBSET: 'targetNotHeld',
    USERS_RU: 'peerTarget',
    SETTINGS: 'systemTarget',
  },
  USERS_ALL: { SUPER: 'superAdminTarget', ADMIN: 'targetNotHeld', MANAGER: 'targetNotHeld', SUBSET: 'targetNotHeld', USERS_RU: null, SETTINGS: 'systemTarget' },
  ADMIN_MINUS_MENUS_DELETE: {
    SUPER: 'superAdminTarget',
    ADMIN: 'targetNotHeld',
    MANAGER: 'targetNotHeld',
    SUBSET: null,
    USERS_RU: null,
    SETTINGS: 'systemTarget',
  },
  // system.admin is not a master key: the target's other permissions must still be held, and SUPER_ADMIN is SUPER_ADMIN's.
  SYSADMIN_ONLY_USERS: {
    SUPER: 'superAdminTarget',
    ADMIN: 'targetNotHeld',
    MANAGER: 'targetNotHeld',
    SUBSET: 'targetNotHeld',
    USERS_RU: null,
    SETTINGS: 'targetNotHeld',
  },
};

/** Every [actor, target, expected] cell of an actor x target table. */
function matrixCells<T>(matrix: Record<string, Record<string, T>>): (readonly [string, string, T])[] {
  return Object.entries(matrix).flatMap(([actor, row]) => Object.entries(row).map(([target, expected]) => [actor, target, expected] as const));
}

describe('userActionRefusal / canActOnUser (table)', () => {
  const cells = matrixCells(USER_MATRIX);
  it('the table covers every actor x target', () => {
    expect(cells).toHaveLength(Object.keys(ACTORS).length * Object.keys(TARGETS).length);
  });
  it.each(cells)('%s acting on a %s user -> %s', (actorKey, targetKey, refusal) => {
    const actor: PolicyActor = { id: 1, role: ACTORS[actorKey]! };
    const target = { id: 2, role: TARGETS[targetKey]! };
    expect(userActionRefusal(actor, target)).toBe(refusal);
    expect(canActOnUser(actor, target)).toBe(refusal === null);
    if (refusal) expect(POLICY_MESSAGES[refusal as keyof typeof POLICY_MESSAGES]).toMatch(/\S/);
  });
  it('anyone may act on themself through this rule (the self-delete/self-status guards are separate)', () => {
    for (const actorRole of Object.values(ACTORS)) expect(canActOnUser({ id: 7, role: actorRole }, { id: 7, role: actorRole })).toBe(true);
    expect(canActOnUser({ id: 7, role: SUPER }, { id: 7, role: SUPER })).toBe(true);
  });
  it('permissionsNotHeld lists exactly what the actor lacks', () => {
    expect(permissionsNotHeld(USERS_RU, USERS_ALL)).toEqual(['users.create', 'users.delete']);
    expect(permissionsNotHeld(ADMIN_MINUS_MENUS_DELETE, ADMIN)).toEqual(['menus.delete']);
    expect(permissionsNotHeld(SUPER, ADMIN)).toEqual([]);
    expect(permissionsNotHeld(null, SUBSET)).toEqual(['menus.read', 'users.read']);
  });
  it('isPrivilegedRole: SUPER_ADMIN or any system.* permission', () => {
    expect(isPrivilegedRole(SUPER)).toBe(true);
    expect(isPrivilegedRole(SETTINGS)).toBe(true);
    expect(isPrivilegedRole(ADMIN)).toBe(false);
    expect(isPrivilegedRole(role('SUPER_ADMIN', []))).toBe(true);
  });
});

/** Expected refusal for assigning a role: actor -> role -> refusal. */
const ASSIGN_MATRIX: Record<string, Record<string, string | null>> = {
  SUPER: { SUPER: null, ADMIN: null, MANAGER: null, SUBSET: null, USERS_RU: null, SETTINGS: null },
  ADMIN: { SUPER: 'assignSuperAdmin', ADMIN: 'assignPeer', MANAGER: null, SUBSET: null, USERS_RU: null, SETTINGS: 'assignPrivileged' },
  MANAGER: {
    SUPER: 'assignSuperAdmin',
    ADMIN: 'assignNotHeld',
    MANAGER: 'assignPeer',
    SUBSET: 'assignNotHeld',
    USERS_RU: 'assignNotHeld',
    SETTINGS: 'assignPrivileged',
  },
  USERS_RU: {
    SUPER: 'assignSuperAdmin',
    ADMIN: 'assignNotHeld',
    MANAGER: 'assignNotHeld',
    SUBSET: 'assignNotHeld',
    USERS_RU: 'assignPeer',
    SETTINGS: 'assignPrivileged',
  },
  USERS_ALL: {
    SUPER: 'assignSuperAdmin',
    ADMIN: 'assignNotHeld',
    MANAGER: 'assignNotHeld',
    SUBSET: 'assignNotHeld',
    USERS_RU: null,
    SETTINGS: 'assignPrivileged',
  },
  ADMIN_MINUS_MENUS_DELETE: {
    SUPER: 'assignSuperAdmin',
    ADMIN: 'assignNotHeld',
    MANAGER: 'assignNotHeld',
    SUBSET: null,
    USERS_RU: null,
    SETTINGS: 'assignPrivileged',
  },
  SYSADMIN_ONLY_USERS: {
    SUPER: 'assignSuperAdmin',
    ADMIN: 'assignNotHeld',
    MANAGER: 'assignNotHeld',
    SUBSET: 'assignNotHeld',
    USERS_RU: null,
    SETTINGS: 'assignNotHeld',
  },
};

describe('isRoleBelow: the level of a role, by permissions (strict subset)', () => {
  it.each([
    ['MANAGER below ADMIN', MANAGER, ADMIN, true],
    ['ADMIN below SUPER_ADMIN', ADMIN, SUPER, true],
    ['ADMIN not below ADMIN (a peer)', ADMIN, ADMIN, false],
    ['a custom copy of ADMIN not below ADMIN (same set, another code)', role('ADMIN_KEDUA', ROLE_DEFAULT_PERMISSIONS.ADMIN), ADMIN, false],
    ['the same set listed twice and in another order is still a peer', role('X', ['users.update', 'users.read', 'users.read']), USERS_RU, false],
    ['ADMIN minus one permission below ADMIN', ADMIN_MINUS_MENUS_DELETE, ADMIN, true],
    ['ADMIN not below ADMIN minus one permission (above)', ADMIN, ADMIN_MINUS_MENUS_DELETE, false],
    ['overlapping but different sets: neither below the other', SUBSET, USERS_RU, false],
    ['... and the other way round', USERS_RU, SUBSET, false],
    ['an empty role below any role holding something', role('KOSONG', []), USERS_RU, true],
    ['an empty role not below an empty role', role('KOSONG', []), role('KOSONG_JUGA', []), false],
    ['SUPER_ADMIN never below anything, even with stored permissions cut down', role('SUPER_ADMIN', []), ADMIN, false],
    ['nothing is below no role', MANAGER, null, false],
  ] as const)('%s', (_label, target, actorRole, below) => {
    expect(isRoleBelow(target, actorRole as RoleLike | null)).toBe(below);
  });
  it('an ADMIN changes nobody at its level: another ADMIN or a custom copy of ADMIN, by every write (403 reason peerTarget)', () => {
    const admin: PolicyActor = { id: 1, role: ADMIN };
    expect(userActionRefusal(admin, { id: 2, role: ADMIN })).toBe('peerTarget');
    expect(userActionRefusal(admin, { id: 2, role: role('ADMIN_KEDUA', ROLE_DEFAULT_PERMISSIONS.ADMIN) })).toBe('peerTarget');
    expect(assignRoleRefusal(admin, role('ADMIN_KEDUA', ROLE_DEFAULT_PERMISSIONS.ADMIN))).toBe('assignPeer');
    // A SUPER_ADMIN still changes another SUPER_ADMIN and an ADMIN, and assigns either.
    expect(userActionRefusal({ id: 1, role: SUPER }, { id: 2, role: SUPER })).toBeNull();
    expect(assignRoleRefusal({ id: 1, role: SUPER }, SUPER)).toBeNull();
    expect(POLICY_MESSAGES.peerTarget).toMatch(/Super Admin/);
  });
});

describe('assignRoleRefusal / canAssignRole (table)', () => {
  const cells = matrixCells(ASSIGN_MATRIX);
  it('the table covers every actor x role', () => {
    expect(cells).toHaveLength(Object.keys(ACTORS).length * Object.keys(TARGETS).length);
  });
  it.each(cells)('%s assigning %s -> %s', (actorKey, roleKey, refusal) => {
    const actor: PolicyActor = { id: 1, role: ACTORS[actorKey]! };
    expect(assignRoleRefusal(actor, TARGETS[roleKey]!)).toBe(refusal);
    expect(canAssignRole(actor, TARGETS[roleKey]!)).toBe(refusal === null);
  });
});

describe("canWriteRoles: roles are SUPER_ADMIN's alone", () => {
  it.each([
    ['SUPER_ADMIN', SUPER, { create: true, update: true, delete: true }],
    ['ADMIN (roles.* without system.admin)', ADMIN, { create: false, update: false, delete: false }],
    ['MANAGER', MANAGER, { create: false, update: false, delete: false }],
    ['custom roles.* only', role('PENGELOLA_ROLE', crud('roles')), { create: false, update: false, delete: false }],
    ['custom system.admin + roles.update', role('SYS_UBAH', ['system.admin', 'roles.update']), { create: false, update: true, delete: false }],
    ['no role', null, { create: false, update: false, delete: false }],
  ] as const)('%s', (_label, r, expected) => {
    for (const action of ['create', 'update', 'delete'] as const) expect(canWriteRoles(r as RoleLike | null, action), action).toBe(expected[action]);
  });
  it('every role write names roles.<action> and system.admin', () => {
    for (const action of ['create', 'update', 'delete'] as const)
      expect([...ROLE_WRITE_PERMISSIONS[action]].sort()).toEqual([`roles.${action}`, 'system.admin'].sort());
  });
  it('ADMIN keeps roles.read (the user form lists roles) but not the roles page', () => {
    expect(can(ADMIN, 'roles.read')).toBe(true);
    expect(canOpenPage(ADMIN, 'roles')).toBe(false);
    expect(canOpenPage(SUPER, 'roles')).toBe(true);
  });
});

describe('canReviewTenant / canReviewMenu: nobody reviews their own', () => {
  const OWNER_ID = 10;
  const reviewer = role('PENINJAU', ['tenants.read', 'tenants.approve']);
  it.each([
    ["SUPER_ADMIN, someone else's tenant", SUPER, 1, true],
    ['SUPER_ADMIN, own tenant', SUPER, OWNER_ID, false],
    ["ADMIN, someone else's tenant", ADMIN, 1, true],
    ['ADMIN, own tenant', ADMIN, OWNER_ID, false],
    ["custom tenants.read+approve, someone else's", reviewer, 1, true],
    ['custom tenants.read+approve, own tenant', reviewer, OWNER_ID, false],
    ['custom tenants.approve without tenants.read (owner-scoped), own', role('X', ['tenants.approve']), OWNER_ID, false],
    ['custom tenants.approve without tenants.read (owner-scoped), other', role('X', ['tenants.approve']), 1, false],
    ['MANAGER, own', MANAGER, OWNER_ID, false],
    [
      'ADMIN minus tenants.approve',
      role(
        'Y',
        ROLE_DEFAULT_PERMISSIONS.ADMIN.filter((p) => p !== 'tenants.approve'),
      ),
      1,
      false,
    ],
  ] as const)('%s', (_label, r, actorId, allowed) => {
    const actor: PolicyActor = { id: actorId, role: r };
    expect(canReviewTenant(actor, { ownerId: OWNER_ID })).toBe(allowed);
    expect(canReviewMenu(actor, { tenantOwnerId: OWNER_ID })).toBe(allowed);
  });
  it('an ownerless tenant can be reviewed by any reviewer', () => {
    expect(canReviewTenant({ id: 1, role: ADMIN }, { ownerId: null })).toBe(true);
  });
  it('creator is not approver: nobody reviews a tenant or menu they created, whoever owns it', () => {
    const admin: PolicyActor = { id: 7, role: ADMIN };
    expect(canReviewTenant(admin, { ownerId: null, createdBy: 7 })).toBe(false);
    expect(canReviewMenu(admin, { tenantOwnerId: OWNER_ID, createdBy: 7 })).toBe(false);
    expect(canReviewMenu({ id: 8, role: SUPER }, { tenantOwnerId: OWNER_ID, createdBy: 7 })).toBe(true);
    expect(canReviewMenu(admin, { tenantOwnerId: OWNER_ID, createdBy: null })).toBe(true);
    expect(refusalFor(admin, 'menus.review', { ownerId: OWNER_ID, createdBy: 7 })).toEqual({ kind: 'forbidden', message: POLICY_MESSAGES.reviewCreatedMenu });
    expect(refusalFor(admin, 'tenants.review', { ownerId: null, createdBy: 7 })).toEqual({ kind: 'forbidden', message: POLICY_MESSAGES.reviewCreatedTenant });
  });
  it('canFeatureTenant: an editor of every tenant, never on a tenant they own', () => {
    expect(canFeatureTenant({ id: 7, role: ADMIN }, { ownerId: OWNER_ID })).toBe(true);
    expect(canFeatureTenant({ id: 7, role: ADMIN }, { ownerId: null })).toBe(true);
    expect(canFeatureTenant({ id: OWNER_ID, role: ADMIN }, { ownerId: OWNER_ID })).toBe(false);
    expect(canFeatureTenant({ id: OWNER_ID, role: SUPER }, { ownerId: OWNER_ID })).toBe(false);
    expect(canFeatureTenant({ id: OWNER_ID, role: MANAGER }, { ownerId: OWNER_ID })).toBe(false);
  });
  it('canReviewAny: the review permission, tenant-wide', () => {
    expect(canReviewAny(ADMIN)).toBe(true);
    expect(canReviewAny(MANAGER)).toBe(false);
    expect(canReviewAny(role('X', ['tenants.approve']))).toBe(false);
  });
});

describe('record actions: one table answers "may this actor do this to this record" (permission plus ownership)', () => {
  const ME = 10;
  const OTHER = 20;
  const own = { ownerId: ME };
  const others = { ownerId: OTHER };
  const reviewer = role('PENINJAU', ['tenants.read', 'tenants.approve']);
  const ownerWithApprove = role('X', ['tenants.approve', 'menus.read']);
  const readerNoUpdate = role('BACA', ['tenants.read']);
  const ownerDeleter = role('HAPUS', ['tenants.delete']);
  const F = { kind: 'forbidden' } as const;
  const N = { kind: 'not_found' } as const;

  // [label, role, action, expected scope, refusal without a record, refusal on own record, refusal on another's]
  type Row = [string, RoleLike, RecordAction, 'all' | 'own' | 'none', object | null, object | null, object | null];
  const rows: Row[] = [
    ['SUPER_ADMIN reads any tenant', SUPER, 'tenants.read', 'all', null, null, null],
    ['ADMIN updates any tenant', ADMIN, 'tenants.update', 'all', null, null, null],
    ['ADMIN lists tenants', ADMIN, 'tenants.list', 'all', null, null, null],
    ['MANAGER lists no tenants', MANAGER, 'tenants.list', 'none', F, F, F],
    ['MANAGER reads only their own tenant (404 for another)', MANAGER, 'tenants.read', 'own', null, null, N],
    ['MANAGER updates only their own tenant (404 for another)', MANAGER, 'tenants.update', 'own', null, null, N],
    ['MANAGER deletes no tenant', MANAGER, 'tenants.delete', 'none', F, F, F],
    ['owner-scoped tenants.delete deletes only its own', ownerDeleter, 'tenants.delete', 'own', null, null, N],
    ['tenants.read without tenants.update edits only its own (403 for another)', readerNoUpdate, 'tenants.update', 'own', null, null, F],
    ['MANAGER menus: own tenant only', MANAGER, 'menus.update', 'own', null, null, N],
    ['MANAGER creates menus in its own tenant', MANAGER, 'menus.create', 'own', null, null, N],
    ['ADMIN menus: every tenant', ADMIN, 'menus.delete', 'all', null, null, null],
    ['no menus.read: no menus', readerNoUpdate, 'menus.read', 'none', F, F, F],
    [
      'ADMIN reviews tenants of others, never its own',
      ADMIN,
      'tenants.review',
      'all',
      null,
      { kind: 'forbidden', message: POLICY_MESSAGES.reviewOwnTenant },
      null,
    ],
    ['ADMIN reviews menus of others, never its own', ADMIN, 'menus.review', 'all', null, { kind: 'forbidden', message: POLICY_MESSAGES.reviewOwnMenu }, null],
    [
      'custom reviewer reviews with tenants.read + tenants.approve',
      reviewer,
      'menus.review',
      'all',
      null,
      { kind: 'forbidden', message: POLICY_MESSAGES.reviewOwnMenu },
      null,
    ],
    [
      'owner-scoped tenants.approve never reviews (named reason)',
      ownerWithApprove,
      'tenants.review',
      'none',
      ...Array(3).fill({ kind: 'forbidden', message: POLICY_MESSAGES.reviewOwnScope }),
    ] as Row,
    ['MANAGER never reviews (generic)', MANAGER, 'menus.review', 'none', F, F, F],
  ];

  it.each(rows)('%s', (_label, r, action, scope, bare, onOwn, onOthers) => {
    const actor: PolicyActor = { id: ME, role: r };
    expect(scopeOf(r, action)).toBe(scope);
    expect(refusalFor(actor, action)).toEqual(bare);
    expect(refusalFor(actor, action, own)).toEqual(onOwn);
    expect(refusalFor(actor, action, others)).toEqual(onOthers);
  });

  it('menus are reviewed with the tenant review permission, and that is written once', () => {
    expect(REVIEW_PERMISSION).toBe('tenants.approve');
    expect(RECORD_ACTIONS['menus.review'].permission).toBe(REVIEW_PERMISSION);
    expect(RECORD_ACTIONS['tenants.review'].permission).toBe(REVIEW_PERMISSION);
  });

  it('the route wrapper checks the permission unless the action reaches own records without it', () => {
    expect(permissionForAction('tenants.read')).toBeNull();
    expect(permissionForAction('tenants.update')).toBeNull();
    expect(permissionForAction('tenants.list')).toBe('tenants.read');
    expect(permissionForAction('menus.update')).toBe('menus.update');
    expect(permissionForAction('menus.review')).toBe('tenants.approve');
  });

  it('a missing row is 404 within scope, 403 for a caller who may not use the action at all', () => {
    expect(unreachableRecord(ADMIN, 'tenants.update')).toEqual(N);
    expect(unreachableRecord(MANAGER, 'tenants.update')).toEqual(N);
    expect(unreachableRecord(readerNoUpdate, 'tenants.update')).toEqual(F);
  });

  it('the transition side follows the scope', () => {
    expect(transitionSide(ADMIN, 'tenants.update')).toBe('admin');
    expect(transitionSide(MANAGER, 'tenants.update')).toBe('owner');
    expect(transitionSide(readerNoUpdate, 'tenants.update')).toBe('owner');
    expect(transitionSide(MANAGER, 'menus.update')).toBe('owner');
  });

  it('nobody signed out reaches anything', () => {
    for (const action of Object.keys(RECORD_ACTIONS) as RecordAction[]) expect(scopeOf(null, action)).toBe('none');
  });
});

describe('grantRefusal (table): nobody hands out powers they do not hold', () => {
  it.each([
    ['SUPER_ADMIN grants anything', SUPER, ['system.admin', 'users.delete'], null],
    ['ADMIN grants what it holds', ADMIN, ['menus.read', 'tenants.approve'], null],
    ['ADMIN never grants system.*', ADMIN, ['system.settings'], POLICY_MESSAGES.grantSystem],
    ['MANAGER cannot grant users.read', MANAGER, ['menus.read', 'users.read'], `${POLICY_MESSAGES.grantNotHeld}: users.read`],
    ['nothing granted is always fine', MANAGER, [], null],
  ] as const)('%s', (_label, r, granted, expected) => {
    expect(grantRefusal(r, granted)).toBe(expected);
  });
});
