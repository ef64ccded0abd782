import { describe, expect, it } from 'vitest';
import { POLICY_MESSAGES, ROLE_DEFAULT_PERMISSIONS } from '@/lib/auth/permissions';
import { USER_ROW_MESSAGES, assignableRoles, userRowRefusal, type KnownRole } from './user-row-policy';

const SA: KnownRole = { id: 1, code: 'SUPER_ADMIN', permissions: ROLE_DEFAULT_PERMISSIONS.SUPER_ADMIN };
const ADMIN: KnownRole = { id: 2, code: 'ADMIN', permissions: ROLE_DEFAULT_PERMISSIONS.ADMIN };
const MANAGER: KnownRole = { id: 3, code: 'MANAGER', permissions: ROLE_DEFAULT_PERMISSIONS.MANAGER };
const CUSTOM: KnownRole = { id: 9, code: 'AUDITOR', permissions: ['users.read', 'users.update', 'tenants.read'] };
const ROLES = [SA, ADMIN, MANAGER, CUSTOM];

const user = (id: number, role: KnownRole) => ({ id, roleId: role.id, role: { id: role.id, code: role.code } });

describe('userRowRefusal', () => {
  it('refuses ADMIN every write on a Super Admin row, with the server message', () => {
    const admin = { id: 20, role: ADMIN };
    for (const action of ['status', 'edit', 'delete'] as const) {
      expect(userRowRefusal(admin, user(10, SA), action, ROLES)).toBe(POLICY_MESSAGES.superAdminTarget);
    }
    expect(userRowRefusal(admin, user(30, MANAGER), 'delete', ROLES)).toBeNull();
  });

  it('refuses ADMIN every write on another ADMIN row (peers never take over peers), not on its own row', () => {
    const admin = { id: 20, role: ADMIN };
    for (const action of ['status', 'edit', 'delete'] as const) {
      expect(userRowRefusal(admin, user(21, ADMIN), action, ROLES)).toBe(POLICY_MESSAGES.peerTarget);
    }
    expect(userRowRefusal(admin, user(20, ADMIN), 'edit', ROLES)).toBeNull();
  });

  it('refuses self delete and self status but allows self edit', () => {
    const sa = { id: 10, role: SA };
    expect(userRowRefusal(sa, user(10, SA), 'delete', ROLES)).toBe(USER_ROW_MESSAGES.deleteSelf);
    expect(userRowRefusal(sa, user(10, SA), 'status', ROLES)).toBe(USER_ROW_MESSAGES.statusSelf);
    expect(userRowRefusal(sa, user(10, SA), 'edit', ROLES)).toBeNull();
    expect(userRowRefusal(sa, user(11, SA), 'delete', ROLES)).toBeNull();
  });

  it('refuses an action whose route permission the role lacks', () => {
    const custom = { id: 40, role: CUSTOM };
    expect(userRowRefusal(custom, user(41, CUSTOM), 'delete', undefined)).toBe(USER_ROW_MESSAGES.permission);
    // A peer (same role) is refused by the level rule, whatever the permission.
    expect(userRowRefusal(custom, user(41, CUSTOM), 'edit', undefined)).toBe(POLICY_MESSAGES.peerTarget);
    expect(userRowRefusal(custom, user(40, CUSTOM), 'edit', undefined)).toBeNull();
  });

  it('without the roles list, decides only what it can know', () => {
    const custom = { id: 40, role: CUSTOM };
    expect(userRowRefusal(custom, user(10, SA), 'status', undefined)).toBe(POLICY_MESSAGES.superAdminTarget);
    expect(userRowRefusal(custom, user(30, MANAGER), 'status', undefined)).toBe(USER_ROW_MESSAGES.roleUnknown);
    expect(userRowRefusal(custom, user(30, MANAGER), 'status', ROLES)).toBe(POLICY_MESSAGES.targetNotHeld);
  });
});

describe('assignableRoles', () => {
  it('offers ADMIN neither Super Admin, nor its own level, nor roles with permissions it lacks', () => {
    expect(assignableRoles({ id: 20, role: ADMIN }, ROLES).map((r) => r.code)).toEqual(['MANAGER', 'AUDITOR']);
    expect(assignableRoles({ id: 10, role: SA }, ROLES)).toHaveLength(4);
    expect(assignableRoles({ id: 40, role: CUSTOM }, ROLES).map((r) => r.code)).toEqual([]);
  });
});
