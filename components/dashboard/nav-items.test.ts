import { describe, expect, it } from 'vitest';
import { ROLE_DEFAULT_PERMISSIONS } from '@/lib/auth/permissions';
import { activeNavKey, navItemsFor, roleBadgeFor } from './nav-items';

const role = (code: string, permissions: string[] = ROLE_DEFAULT_PERMISSIONS[code as keyof typeof ROLE_DEFAULT_PERMISSIONS] ?? []) => ({ code, permissions });

describe('sidebar entries', () => {
  it('shows each system role only the pages of the spec table, never orders', () => {
    expect(navItemsFor(role('SUPER_ADMIN')).map((i) => i.key)).toEqual(['dashboard', 'menus', 'tenants', 'users', 'roles', 'reports', 'settings']);
    expect(navItemsFor(role('ADMIN')).map((i) => i.key)).toEqual(['dashboard', 'menus', 'tenants', 'users', 'reports']);
    expect(navItemsFor(role('MANAGER')).map((i) => i.key)).toEqual(['dashboard', 'my-tenant', 'my-menus']);
  });

  it('opens pages to a custom role by its permissions', () => {
    expect(navItemsFor(role('PENINJAU', ['tenants.read', 'menus.read'])).map((i) => i.key)).toEqual(['dashboard', 'menus', 'tenants']);
    expect(navItemsFor(role('LAPORAN', ['tenants.read', 'menus.read', 'users.read'])).map((i) => i.key)).toContain('reports');
  });

  it('has no entries without a role (the sidebar then explains there is nothing)', () => {
    expect(navItemsFor(null)).toEqual([]);
  });

  it('labels entries with the role badge of their allowed roles', () => {
    expect(roleBadgeFor(['SUPER_ADMIN', 'ADMIN'])).toBe('Admin+');
    expect(roleBadgeFor(['SUPER_ADMIN'])).toBe('Super Admin');
    expect(roleBadgeFor(['MANAGER'])).toBe('Manager');
    expect(roleBadgeFor(['SUPER_ADMIN', 'ADMIN', 'MANAGER'])).toBeNull();
    const badges = Object.fromEntries(navItemsFor(role('SUPER_ADMIN')).map((i) => [i.key, i.badge]));
    expect(badges).toMatchObject({ dashboard: null, users: 'Admin+', roles: 'Super Admin', settings: 'Super Admin' });
  });

  it('marks the entry of the current path, the overview only on /dashboard itself', () => {
    const items = navItemsFor(role('SUPER_ADMIN'));
    expect(activeNavKey(items, '/dashboard')).toBe('dashboard');
    expect(activeNavKey(items, '/dashboard/tenants')).toBe('tenants');
    expect(activeNavKey(items, '/dashboard/profile')).toBeNull();
  });
});
