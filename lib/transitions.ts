// The review workflow of tenants and menus: one status table per entity and one state machine for both (create,
// owner edits and resubmission, approve/reject). Pure: the query layer applies the plans and the dashboard reads the
// same tables to offer only the moves the server accepts.
import type { MenuStatus, TenantStatus } from './constants';
import { MENU_STATUS_LABELS, TENANT_STATUS_LABELS } from './status';

/** Who asks: an admin (any role not owner-scoped) or the tenant's owner (owner-scoped role). */
export type TransitionActor = 'admin' | 'owner';

/**
 * How the change is requested. `approve` and `reject` have their own endpoints; `resubmit` is the implicit
 * change when an owner edits a rejected record; `status` is an explicit status field in a PATCH body.
 */
export type TransitionAction = 'approve' | 'reject' | 'resubmit' | 'status';

export interface Edge<S extends string> {
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

/** One reviewed entity: its name in messages and activity logs, its transition table and its status labels. */
export interface Workflow<S extends string> {
  entity: 'tenant' | 'menu';
  edges: readonly Edge<S>[];
  labels: Record<S, string>;
}

export const TENANT_WORKFLOW: Workflow<TenantStatus> = { entity: 'tenant', edges: TENANT_TRANSITIONS, labels: TENANT_STATUS_LABELS };
export const MENU_WORKFLOW: Workflow<MenuStatus> = { entity: 'menu', edges: MENU_TRANSITIONS, labels: MENU_STATUS_LABELS };

/** Every new record an owner submits (and every menu) starts here, awaiting review. */
export const INITIAL_STATUS = 'pending_approval' as const;

/** The code of every refused transition (the API answers 409 with it). */
export const INVALID_STATUS_TRANSITION = 'INVALID_STATUS_TRANSITION';

function hint<S extends string>(edges: readonly Edge<S>[], { from, to, actor, action = 'status' }: TransitionRequest<S>): string {
  const edge = edges.find((e) => e.from === from && e.to === to);
  if (!edge) return '';
  if (!edge.actors.includes(actor)) return ' Perubahan ini hanya dapat dilakukan oleh admin.';
  if (action === 'status' && edge.actions.includes('approve')) return ' Gunakan aksi Setujui.';
  if (action === 'status' && edge.actions.includes('reject')) return ' Gunakan aksi Tolak beserta alasannya.';
  return '';
}

/** Why the transition is refused, naming the current and requested status; null when it is allowed. */
export function transitionRefusal<S extends string>(workflow: Workflow<S>, request: TransitionRequest<S>): string | null {
  if (allowed(workflow.edges, request)) return null;
  const { from, to } = request;
  const extra = hint(workflow.edges, request);
  return `Status ${workflow.entity} tidak dapat diubah dari "${workflow.labels[from]}" (${from}) ke "${workflow.labels[to]}" (${to}).${extra}`;
}

export function tenantTransitionRefusal(request: TransitionRequest<TenantStatus>): string | null {
  return transitionRefusal(TENANT_WORKFLOW, request);
}

export function menuTransitionRefusal(request: TransitionRequest<MenuStatus>): string | null {
  return transitionRefusal(MENU_WORKFLOW, request);
}

/** What a plan decided, or why it refuses. */
export type Plan<T> = ({ ok: true } & T) | { ok: false; refusal: string };

export interface UpdatePlan<S extends string> {
  status: S;
  /** The owner edited a rejected record: back to review, the rejection reason cleared. */
  resubmit: boolean;
  /** The activity-log action of the update. */
  activity: 'resubmit' | 'status_change' | 'update';
}

/**
 * The status an edit leads to. An owner editing a rejected record's content (or asking for pending_approval)
 * resubmits it; otherwise an explicit status field follows the table (the same status is no change).
 */
export function planUpdate<S extends string>(
  workflow: Workflow<S>,
  { from, requested, actor, editsContent }: { from: S; requested?: S; actor: TransitionActor; editsContent: boolean },
): Plan<UpdatePlan<S>> {
  const pending = INITIAL_STATUS as S;
  const resubmit = actor === 'owner' && from === ('rejected' as S) && (editsContent || requested === pending);
  if (resubmit) {
    if (requested !== undefined && requested !== pending) {
      const refusal = transitionRefusal(workflow, { from, to: requested, actor });
      if (refusal) return { ok: false, refusal };
    }
    return { ok: true, status: pending, resubmit: true, activity: 'resubmit' };
  }
  if (requested !== undefined && requested !== from) {
    const refusal = transitionRefusal(workflow, { from, to: requested, actor });
    if (refusal) return { ok: false, refusal };
    return { ok: true, status: requested, resubmit: false, activity: 'status_change' };
  }
  return { ok: true, status: from, resubmit: false, activity: 'update' };
}

export type ReviewDecision = 'approve' | 'reject';

/** The status a review decision leads to: approve -> active, reject -> rejected, both only from pending_approval. */
export function planReview<S extends string>(
  workflow: Workflow<S>,
  { from, decision, actor }: { from: S; decision: ReviewDecision; actor: TransitionActor },
): Plan<{ status: S }> {
  const to = (decision === 'approve' ? 'active' : 'rejected') as S;
  const refusal = transitionRefusal(workflow, { from, to, actor, action: decision });
  return refusal ? { ok: false, refusal } : { ok: true, status: to };
}
