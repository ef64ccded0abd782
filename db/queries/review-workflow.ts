// The one state machine of reviewed records (tenants and menus), applied in the database: edits and resubmission,
// approve and reject. The rules are lib/transitions.ts; this module turns their plans into writes and errors.
import 'server-only';
import { transitionSide, type RecordAction } from '@/lib/auth/permissions';
import {
  INVALID_STATUS_TRANSITION,
  planReview,
  planUpdate,
  transitionRefusal,
  type Plan,
  type ReviewDecision,
  type TransitionActor,
  type TransitionRequest,
  type UpdatePlan,
  type Workflow,
} from '@/lib/transitions';
import { getDb, type Executor } from '../index';
import { conflict, notFound } from '../errors';
import { assertAllowed, type Actor } from './actor';
import { diffChanges, recordActivity } from './activity-logs';

function settle<T>(plan: Plan<T>): T {
  if (!plan.ok) throw conflict(plan.refusal, INVALID_STATUS_TRANSITION);
  return plan;
}

/** Throws 409-kind conflict naming both statuses when the transition is not allowed. */
export function assertTransition<S extends string>(workflow: Workflow<S>, request: TransitionRequest<S>): void {
  const refusal = transitionRefusal(workflow, request);
  if (refusal) throw conflict(refusal, INVALID_STATUS_TRANSITION);
}

/**
 * The status columns an edit writes: a changed status, and a cleared rejection reason on resubmission.
 * `activity` is what the activity log calls the edit.
 */
export function statusUpdate<S extends string>(
  workflow: Workflow<S>,
  request: { from: S; requested?: S; actor: TransitionActor; editsContent: boolean },
): { values: { status?: S; rejectionReason?: null }; activity: UpdatePlan<S>['activity'] } {
  const plan = settle(planUpdate(workflow, request));
  const values: { status?: S; rejectionReason?: null } = {};
  if (plan.status !== request.from) values.status = plan.status;
  if (plan.resubmit) values.rejectionReason = null;
  return { values, activity: plan.activity };
}

/** How one reviewed table is read, locked and written. */
export interface ReviewTarget<S extends string, Row extends { status: S }, Json> {
  workflow: Workflow<S>;
  action: Extract<RecordAction, 'tenants.review' | 'menus.review'>;
  notFoundMessage: string;
  /**
   * Locks the record (and whatever decides its owner) for the transaction; null when it does not exist. `createdBy`:
   * the account that created it, which may not review it either.
   */
  lock(tx: Executor, id: number): Promise<{ row: Row; ownerId: number | null; createdBy: number | null } | null>;
  /** Columns an approval writes besides status and reason (a tenant stamps approvedAt). */
  approveValues?: () => Record<string, unknown>;
  write(tx: Executor, id: number, values: Record<string, unknown>): Promise<Row>;
  /** The record as the actor may see it. */
  read(tx: Executor, id: number, actor: Actor): Promise<Json>;
}

/**
 * Approve or reject: the review permission tenant-wide (refused before any row is read, so owners learn nothing),
 * never a record of the reviewer's own tenant nor one the reviewer created (checked on the locked row), only from
 * pending_approval.
 */
export async function reviewRecord<S extends string, Row extends { status: S }, Json>(
  target: ReviewTarget<S, Row, Json>,
  { id, actor, decision, reason }: { id: number; actor: Actor; decision: ReviewDecision; reason?: string },
): Promise<Json> {
  assertAllowed(actor, target.action, target.notFoundMessage);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const locked = await target.lock(tx, id);
    if (!locked) throw notFound(target.notFoundMessage);
    const { row: before, ownerId, createdBy } = locked;
    assertAllowed(actor, target.action, target.notFoundMessage, { ownerId, createdBy });
    const { status } = settle(planReview(target.workflow, { from: before.status, decision, actor: transitionSide(actor.role, target.action) }));
    const values =
      decision === 'approve'
        ? { status, rejectionReason: null, ...target.approveValues?.(), updatedAt: new Date() }
        : { status, rejectionReason: reason ?? null, updatedAt: new Date() };
    const after = await target.write(tx, id, values);
    await recordActivity(
      { userId: actor.id, action: decision, entity: target.workflow.entity, entityId: id, changes: diffChanges(before, after), ip: actor.ip },
      tx,
    );
    return target.read(tx, id, actor);
  });
}
