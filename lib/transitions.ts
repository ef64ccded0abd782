// Status transition rules of tenants and menus (issue 4): pure functions, one table per entity.
import { ApiError } from './api/errors';
import type { MenuStatus, TenantStatus } from './constants';
import { MENU_STATUS_LABELS, TENANT_STATUS_LABELS } from './status';

/** Who asks: an admin (any role not owner-scoped) or the tenant's owner (owner-scoped role). */
export type TransitionActor = 'admin' | 'owner';

/**
 * How the change is requested. `approve` and `reject` have their own endpoints; `resubmit` is the implicit
 * change when an owner edits a rejected record; `status` is an explicit status field in a PATCH body.
 */
export type TransitionAction = 'approve' | 'reject' | 'resubmit' | 'status';

interface Edge<S extends string> {
  from: S;
  to: S;
  actors: readonly TransitionActor[];
  actions: readonly TransitionAction[];
}

export const TENANT_TRANSITIONS: readonly Edge<TenantStatus>[] = [
  { from: 'pending_approval', to: 'active', actors: ['admin'], actions: ['approve'] },
  { from: 'pending_approval', to: 'rejected', actors: ['admin'], actions: ['reject'] },
  { from: 'active', to: 'suspended', actors: ['admin'], actions: ['status'] },
  { from: 'suspended', to: 'active', actors: ['admin'], actions: ['status'] },
  { from: 'active', to: 'inactive', actors: ['admin', 'owner'], actions: ['status'] },
  { from: 'inactive', to: 'active', actors: ['admin', 'owner'], actions: ['status'] },
  { from: 'rejected', to: 'pending_approval', actors: ['owner'], actions: ['resubmit', 'status'] },
];

export const MENU_TRANSITIONS: readonly Edge<MenuStatus>[] = [
  { from: 'pending_approval', to: 'active', actors: ['admin'], actions: ['approve'] },
  { from: 'pending_approval', to: 'rejected', actors: ['admin'], actions: ['reject'] },
  { from: 'active', to: 'inactive', actors: ['admin', 'owner'], actions: ['status'] },
  { from: 'inactive', to: 'active', actors: ['admin', 'owner'], actions: ['status'] },
  { from: 'rejected', to: 'pending_approval', actors: ['owner'], actions: ['resubmit', 'status'] },
];

export interface TransitionRequest<S extends string> {
  from: S;
  to: S;
  actor: TransitionActor;
  /** Default `status`. */
  action?: TransitionAction;
}

function allowed<S extends string>(edges: readonly Edge<S>[], { from, to, actor, action = 'status' }: TransitionRequest<S>): boolean {
  // Asking for the status a record already has is no change, not a transition (approve/reject always are).
  if (from === to && action === 'status') return true;
  return edges.some((e) => e.from === from && e.to === to && e.actors.includes(actor) && e.actions.includes(action));
}

export function canTransitionTenant(request: TransitionRequest<TenantStatus>): boolean {
  return allowed(TENANT_TRANSITIONS, request);
}

export function canTransitionMenu(request: TransitionRequest<MenuStatus>): boolean {
  return allowed(MENU_TRANSITIONS, request);
}

/** Statuses an actor may move a record to from its current status with an explicit status field (for dashboard selects). */
export function tenantStatusTargets(from: TenantStatus, actor: TransitionActor): TenantStatus[] {
  return TENANT_TRANSITIONS.filter((e) => e.from === from && e.actors.includes(actor) && e.actions.includes('status')).map((e) => e.to);
}

export function menuStatusTargets(from: MenuStatus, actor: TransitionActor): MenuStatus[] {
  return MENU_TRANSITIONS.filter((e) => e.from === from && e.actors.includes(actor) && e.actions.includes('status')).map((e) => e.to);
}

function hint<S extends string>(edges: readonly Edge<S>[], { from, to, actor, action = 'status' }: TransitionRequest<S>): string {
  const edge = edges.find((e) => e.from === from && e.to === to);
  if (!edge) return '';
  if (!edge.actors.includes(actor)) return ' Perubahan ini hanya dapat dilakukan oleh admin.';
  if (action === 'status' && edge.actions.includes('approve')) return ' Gunakan aksi Setujui.';
  if (action === 'status' && edge.actions.includes('reject')) return ' Gunakan aksi Tolak beserta alasannya.';
  return '';
}

function message(entity: string, fromLabel: string, from: string, toLabel: string, to: string, extra: string): string {
  return `Status ${entity} tidak dapat diubah dari "${fromLabel}" (${from}) ke "${toLabel}" (${to}).${extra}`;
}

/** Throws 409 naming the current and requested status when the transition is not allowed. */
export function assertTenantTransition(request: TransitionRequest<TenantStatus>): void {
  if (canTransitionTenant(request)) return;
  const { from, to } = request;
  throw new ApiError(
    409,
    message('tenant', TENANT_STATUS_LABELS[from], from, TENANT_STATUS_LABELS[to], to, hint(TENANT_TRANSITIONS, request)),
    'INVALID_STATUS_TRANSITION',
  );
}

export function assertMenuTransition(request: TransitionRequest<MenuStatus>): void {
  if (canTransitionMenu(request)) return;
  const { from, to } = request;
  throw new ApiError(
    409,
    message('menu', MENU_STATUS_LABELS[from], from, MENU_STATUS_LABELS[to], to, hint(MENU_TRANSITIONS, request)),
    'INVALID_STATUS_TRANSITION',
  );
}
