import { describe, expect, it } from 'vitest';
import { PERMISSIONS, ROLE_DEFAULT_PERMISSIONS } from '@/lib/auth/permissions';
import { applyCodeChange, applyManualChange, initialPrefillState, type PrefillState } from './role-prefill';

/** Types `code` one character at a time, as a user does in the code field. */
function type(state: PrefillState, code: string, from = ''): PrefillState {
  let s = state;
  for (let i = from.length + 1; i <= code.length; i++) s = applyCodeChange(s, code.slice(0, i));
  return s;
}

describe('role code prefill', () => {
  it('prefills the defaults when the code is exactly a system role code', () => {
    expect(type(initialPrefillState([]), 'ADMIN').permissions.sort()).toEqual([...ROLE_DEFAULT_PERMISSIONS.ADMIN].sort());
    expect(type(initialPrefillState([]), 'MANAGER').permissions.sort()).toEqual([...ROLE_DEFAULT_PERMISSIONS.MANAGER].sort());
    expect(type(initialPrefillState([]), 'SUPER_ADMIN').permissions).toHaveLength(PERMISSIONS.length);
  });

  it('typing past ADMIN (ADMIN_KEUANGAN) withdraws what the ADMIN prefill ticked', () => {
    const s = type(initialPrefillState([]), 'ADMIN_KEUANGAN');
    expect(s.permissions).toEqual([]);
    expect(s.prefillCode).toBeNull();
  });

  it('typing past MANAGER (MANAGER_CABANG) leaves nothing ticked', () => {
    expect(type(initialPrefillState([]), 'MANAGER_CABANG').permissions).toEqual([]);
  });

  it('changing SUPER_ADMIN to another code removes every granted permission, system ones included', () => {
    const full = type(initialPrefillState([]), 'SUPER_ADMIN');
    expect(full.permissions).toContain('system.admin');
    const changed = applyCodeChange(full, 'SUPER_ADMINX');
    expect(changed.permissions).not.toContain('system.admin');
    expect(changed.permissions).not.toContain('system.settings');
    expect(changed.permissions).toEqual([]);
  });

  it('keeps the boxes the user ticked by hand, before or after the prefill', () => {
    let s = applyManualChange(initialPrefillState([]), ['menus.read']);
    s = type(s, 'ADMIN');
    expect(s.added).not.toContain('menus.read');
    s = applyManualChange(
      s,
      s.permissions.filter((p) => p !== 'users.delete'),
    );
    s = applyManualChange(s, [...s.permissions, 'users.delete']);
    s = applyCodeChange(s, 'ADMIN_');
    expect(s.permissions.sort()).toEqual(['menus.read', 'users.delete']);
  });

  it('a box the user unticked stays unticked after the code moves on', () => {
    let s = type(initialPrefillState([]), 'MANAGER');
    s = applyManualChange(
      s,
      s.permissions.filter((p) => p !== 'files.read'),
    );
    s = applyCodeChange(s, 'MANAGER_');
    expect(s.permissions).toEqual([]);
  });

  it('moving from one system code to another swaps the defaults', () => {
    let s = type(initialPrefillState([]), 'ADMIN');
    s = applyCodeChange(s, 'MANAGER');
    expect(s.permissions.sort()).toEqual([...ROLE_DEFAULT_PERMISSIONS.MANAGER].sort());
    expect(s.added.sort()).toEqual([...ROLE_DEFAULT_PERMISSIONS.MANAGER].sort());
  });

  it('reports what the prefill added (for the form to show)', () => {
    const s = type(initialPrefillState(['menus.read']), 'MANAGER');
    expect(s.added).toHaveLength(ROLE_DEFAULT_PERMISSIONS.MANAGER.length - 1);
    expect(s.added).not.toContain('menus.read');
  });
});
