import { describe, expect, it } from 'vitest';
import { ApiError } from './api/errors';
import { MENU_STATUSES, TENANT_STATUSES, type MenuStatus, type TenantStatus } from './constants';
import {
  assertMenuTransition,
  assertTenantTransition,
  canTransitionMenu,
  canTransitionTenant,
  menuStatusTargets,
  tenantStatusTargets,
  type TransitionAction,
  type TransitionActor,
} from './transitions';

type Case<S> = [S, S, TransitionActor, TransitionAction];

const TENANT_ALLOWED: Case<TenantStatus>[] = [
  ['pending_approval', 'active', 'admin', 'approve'],
  ['pending_approval', 'rejected', 'admin', 'reject'],
  ['active', 'suspended', 'admin', 'status'],
  ['suspended', 'active', 'admin', 'status'],
  ['active', 'inactive', 'admin', 'status'],
  ['inactive', 'active', 'admin', 'status'],
  ['active', 'inactive', 'owner', 'status'],
  ['inactive', 'active', 'owner', 'status'],
  ['rejected', 'pending_approval', 'owner', 'resubmit'],
  ['rejected', 'pending_approval', 'owner', 'status'],
];

const MENU_ALLOWED: Case<MenuStatus>[] = [
  ['pending_approval', 'active', 'admin', 'approve'],
  ['pending_approval', 'rejected', 'admin', 'reject'],
  ['active', 'inactive', 'admin', 'status'],
  ['inactive', 'active', 'admin', 'status'],
  ['active', 'inactive', 'owner', 'status'],
  ['inactive', 'active', 'owner', 'status'],
  ['rejected', 'pending_approval', 'owner', 'resubmit'],
  ['rejected', 'pending_approval', 'owner', 'status'],
];

const ACTORS: TransitionActor[] = ['admin', 'owner'];
const ACTIONS: TransitionAction[] = ['approve', 'reject', 'resubmit', 'status'];

function key<S>([from, to, actor, action]: Case<S>) {
  return `${String(from)}>${String(to)}:${actor}:${action}`;
}

describe('tenant transitions', () => {
  it.each(TENANT_ALLOWED)('allows %s -> %s by %s via %s', (from, to, actor, action) => {
    expect(canTransitionTenant({ from, to, actor, action })).toBe(true);
    expect(() => assertTenantTransition({ from, to, actor, action })).not.toThrow();
  });

  it('refuses every other combination with a 409', () => {
    const allowed = new Set(TENANT_ALLOWED.map(key));
    let refused = 0;
    for (const from of TENANT_STATUSES)
      for (const to of TENANT_STATUSES)
        for (const actor of ACTORS)
          for (const action of ACTIONS) {
            const c: Case<TenantStatus> = [from, to, actor, action];
            if (allowed.has(key(c))) continue;
            if (from === to && action === 'status') {
              expect(canTransitionTenant({ from, to, actor, action })).toBe(true);
              continue;
            }
            expect(canTransitionTenant({ from, to, actor, action }), key(c)).toBe(false);
            try {
              assertTenantTransition({ from, to, actor, action });
              throw new Error(`expected ${key(c)} to throw`);
            } catch (err) {
              expect(err).toBeInstanceOf(ApiError);
              expect((err as ApiError).status).toBe(409);
              expect((err as ApiError).code).toBe('INVALID_STATUS_TRANSITION');
            }
            refused++;
          }
    expect(refused).toBeGreaterThan(100);
  });

  it('a manager cannot suspend, lift a suspension, approve or reject', () => {
    expect(canTransitionTenant({ from: 'active', to: 'suspended', actor: 'owner' })).toBe(false);
    expect(canTransitionTenant({ from: 'suspended', to: 'active', actor: 'owner' })).toBe(false);
    expect(canTransitionTenant({ from: 'pending_approval', to: 'active', actor: 'owner', action: 'approve' })).toBe(false);
    expect(canTransitionTenant({ from: 'pending_approval', to: 'rejected', actor: 'owner', action: 'reject' })).toBe(false);
  });

  it('approve and reject only start from pending_approval, even when the target is the current status', () => {
    expect(canTransitionTenant({ from: 'active', to: 'active', actor: 'admin', action: 'approve' })).toBe(false);
    expect(canTransitionTenant({ from: 'rejected', to: 'rejected', actor: 'admin', action: 'reject' })).toBe(false);
    expect(canTransitionTenant({ from: 'suspended', to: 'active', actor: 'admin', action: 'approve' })).toBe(false);
  });

  it('asking for the current status with a status field is no change', () => {
    expect(canTransitionTenant({ from: 'suspended', to: 'suspended', actor: 'owner' })).toBe(true);
  });

  it('names the current and requested status with labels and raw values', () => {
    expect(() => assertTenantTransition({ from: 'suspended', to: 'inactive', actor: 'admin' })).toThrow(
      'Status tenant tidak dapat diubah dari "Ditangguhkan" (suspended) ke "Tidak Aktif" (inactive).',
    );
  });

  it('points to the approve and reject actions and to admin-only edges', () => {
    expect(() => assertTenantTransition({ from: 'pending_approval', to: 'active', actor: 'admin' })).toThrow(/Setujui/);
    expect(() => assertTenantTransition({ from: 'pending_approval', to: 'rejected', actor: 'admin' })).toThrow(/Tolak/);
    expect(() => assertTenantTransition({ from: 'active', to: 'suspended', actor: 'owner' })).toThrow(/hanya dapat dilakukan oleh admin/);
  });

  it('lists the explicit status targets per actor', () => {
    expect(tenantStatusTargets('active', 'admin').sort()).toEqual(['inactive', 'suspended']);
    expect(tenantStatusTargets('active', 'owner')).toEqual(['inactive']);
    expect(tenantStatusTargets('pending_approval', 'admin')).toEqual([]);
    expect(tenantStatusTargets('rejected', 'owner')).toEqual(['pending_approval']);
  });
});

describe('menu transitions', () => {
  it.each(MENU_ALLOWED)('allows %s -> %s by %s via %s', (from, to, actor, action) => {
    expect(canTransitionMenu({ from, to, actor, action })).toBe(true);
  });

  it('refuses every other combination with a 409 naming both statuses', () => {
    const allowed = new Set(MENU_ALLOWED.map(key));
    for (const from of MENU_STATUSES)
      for (const to of MENU_STATUSES)
        for (const actor of ACTORS)
          for (const action of ACTIONS) {
            const c: Case<MenuStatus> = [from, to, actor, action];
            if (allowed.has(key(c)) || (from === to && action === 'status')) continue;
            expect(canTransitionMenu({ from, to, actor, action }), key(c)).toBe(false);
            let caught: unknown;
            try {
              assertMenuTransition({ from, to, actor, action });
            } catch (err) {
              caught = err;
            }
            expect(caught, key(c)).toBeInstanceOf(ApiError);
            expect((caught as ApiError).status).toBe(409);
            expect((caught as ApiError).message).toContain(`(${from})`);
            expect((caught as ApiError).message).toContain(`(${to})`);
          }
  });

  it('uses the Indonesian menu labels', () => {
    expect(() => assertMenuTransition({ from: 'rejected', to: 'active', actor: 'admin' })).toThrow(
      'Status menu tidak dapat diubah dari "Ditolak" (rejected) ke "Aktif" (active).',
    );
  });

  it('an admin cannot resubmit a rejected menu for its owner', () => {
    expect(canTransitionMenu({ from: 'rejected', to: 'pending_approval', actor: 'admin', action: 'resubmit' })).toBe(false);
  });

  it('lists the explicit status targets per actor', () => {
    expect(menuStatusTargets('active', 'owner')).toEqual(['inactive']);
    expect(menuStatusTargets('inactive', 'admin')).toEqual(['active']);
    expect(menuStatusTargets('pending_approval', 'owner')).toEqual([]);
  });
});
