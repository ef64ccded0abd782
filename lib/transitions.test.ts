import { describe, expect, it } from 'vitest';
import { MENU_STATUSES, TENANT_STATUSES, type MenuStatus, type TenantStatus } from './constants';
import {
  MENU_WORKFLOW,
  TENANT_WORKFLOW,
  canTransitionMenu,
  canTransitionTenant,
  menuStatusTargets,
  menuTransitionRefusal,
  planReview,
  planUpdate,
  tenantStatusTargets,
  tenantTransitionRefusal,
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
    expect(tenantTransitionRefusal({ from, to, actor, action })).toBeNull();
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
            const refusal = tenantTransitionRefusal({ from, to, actor, action });
            expect(refusal, key(c)).toContain(`(${from})`);
            expect(refusal, key(c)).toContain(`(${to})`);
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
    expect(tenantTransitionRefusal({ from: 'suspended', to: 'inactive', actor: 'admin' })).toBe(
      'Status tenant tidak dapat diubah dari "Ditangguhkan" (suspended) ke "Tidak Aktif" (inactive).',
    );
  });

  it('points to the approve and reject actions and to admin-only edges', () => {
    expect(tenantTransitionRefusal({ from: 'pending_approval', to: 'active', actor: 'admin' })).toMatch(/Setujui/);
    expect(tenantTransitionRefusal({ from: 'pending_approval', to: 'rejected', actor: 'admin' })).toMatch(/Tolak/);
    expect(tenantTransitionRefusal({ from: 'active', to: 'suspended', actor: 'owner' })).toMatch(/hanya dapat dilakukan oleh admin/);
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
            const refusal = menuTransitionRefusal({ from, to, actor, action });
            expect(refusal, key(c)).toContain(`(${from})`);
            expect(refusal, key(c)).toContain(`(${to})`);
          }
  });

  it('uses the Indonesian menu labels', () => {
    expect(menuTransitionRefusal({ from: 'rejected', to: 'active', actor: 'admin' })).toBe(
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

describe('one state machine for tenants and menus', () => {
  it.each([TENANT_WORKFLOW, MENU_WORKFLOW] as const)('%o: an owner editing a rejected record resubmits it', (workflow) => {
    const w = workflow as typeof MENU_WORKFLOW;
    expect(planUpdate(w, { from: 'rejected', actor: 'owner', editsContent: true })).toEqual({
      ok: true,
      status: 'pending_approval',
      resubmit: true,
      activity: 'resubmit',
    });
    expect(planUpdate(w, { from: 'rejected', requested: 'pending_approval', actor: 'owner', editsContent: false })).toMatchObject({ ok: true, resubmit: true });
    // Editing while asking for another status is still refused by the table.
    expect(planUpdate(w, { from: 'rejected', requested: 'active', actor: 'owner', editsContent: true })).toMatchObject({ ok: false });
    // An admin's edit of a rejected record is a plain edit.
    expect(planUpdate(w, { from: 'rejected', actor: 'admin', editsContent: true })).toEqual({
      ok: true,
      status: 'rejected',
      resubmit: false,
      activity: 'update',
    });
  });

  it.each([TENANT_WORKFLOW, MENU_WORKFLOW] as const)('%o: explicit status changes follow the table', (workflow) => {
    const w = workflow as typeof MENU_WORKFLOW;
    expect(planUpdate(w, { from: 'active', requested: 'inactive', actor: 'owner', editsContent: false })).toEqual({
      ok: true,
      status: 'inactive',
      resubmit: false,
      activity: 'status_change',
    });
    expect(planUpdate(w, { from: 'active', requested: 'active', actor: 'owner', editsContent: true })).toEqual({
      ok: true,
      status: 'active',
      resubmit: false,
      activity: 'update',
    });
    const refused = planUpdate(w, { from: 'pending_approval', requested: 'active', actor: 'admin', editsContent: false });
    expect(refused).toEqual({ ok: false, refusal: expect.stringMatching(/Setujui/) });
  });

  it.each([TENANT_WORKFLOW, MENU_WORKFLOW] as const)('%o: reviews only from pending_approval', (workflow) => {
    const w = workflow as typeof MENU_WORKFLOW;
    expect(planReview(w, { from: 'pending_approval', decision: 'approve', actor: 'admin' })).toEqual({ ok: true, status: 'active' });
    expect(planReview(w, { from: 'pending_approval', decision: 'reject', actor: 'admin' })).toEqual({ ok: true, status: 'rejected' });
    expect(planReview(w, { from: 'active', decision: 'approve', actor: 'admin' })).toMatchObject({ ok: false });
    expect(planReview(w, { from: 'rejected', decision: 'reject', actor: 'admin' })).toMatchObject({ ok: false });
    expect(planReview(w, { from: 'pending_approval', decision: 'approve', actor: 'owner' })).toMatchObject({ ok: false });
  });
});
