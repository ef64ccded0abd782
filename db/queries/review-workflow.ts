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
import { nextRevision, REVISION_MESSAGES, type RevisionJson, type RevisionValues } from '@/lib/revisions';
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
  request: { from: S; requested?: S; actor: TransitionActor; editsContent: boolean; rejectionReason?: string | null },
): { values: { status?: S; rejectionReason?: null; previousRejectionReason?: string | null }; activity: UpdatePlan<S>['activity'] } {
  const plan = settle(planUpdate(workflow, request));
  const values: { status?: S; rejectionReason?: null; previousRejectionReason?: string | null } = {};
  if (plan.status !== request.from) values.status = plan.status;
  if (plan.resubmit) {
    // The reviewer of the resubmitted record sees why it was refused last time.
    values.rejectionReason = null;
    values.previousRejectionReason = request.rejectionReason ?? null;
  }
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
        ? { status, rejectionReason: null, previousRejectionReason: null, ...target.approveValues?.(), updatedAt: new Date() }
        : { status, rejectionReason: reason ?? null, previousRejectionReason: null, updatedAt: new Date() };
    const after = await target.write(tx, id, values);
    await recordActivity(
      { userId: actor.id, action: decision, entity: target.workflow.entity, entityId: id, changes: diffChanges(before, after), ip: actor.ip },
      tx,
    );
    return target.read(tx, id, actor);
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Pending revisions of approved records (lib/revisions.ts): approve applies the proposed values to the live columns,
// reject keeps the live version and stores the reason; the owner may withdraw a revision. One transaction each, with
// its activity-log entry.

export const NO_PENDING_REVISION = 'NO_PENDING_REVISION';

/** The revision columns every reviewed table has. */
export type RevisionColumns = {
  pendingRevision: RevisionValues | null;
  revisionSubmittedAt: Date | null;
  revisionRejectionReason: string | null;
};

/** The revision of a row as JSON; null when none. */
export function revisionJson(row: Partial<RevisionColumns>): RevisionJson | null {
  if (!row.pendingRevision || !row.revisionSubmittedAt) return null;
  return {
    values: row.pendingRevision,
    state: row.revisionRejectionReason == null ? 'pending' : 'rejected',
    submittedAt: new Date(row.revisionSubmittedAt).toISOString(),
    rejectionReason: row.revisionRejectionReason ?? null,
  };
}

/**
 * The revision columns after an owner's edit of reviewed fields (`proposed`, already validated): the previous pending
 * revision with these values over it, fields equal to the live row left out; a rejected revision is replaced. No
 * reviewed field in the edit: no change.
 */
export function revisionUpdate(before: Record<string, unknown> & RevisionColumns, proposed: Record<string, unknown>, now: Date): Partial<RevisionColumns> {
  if (Object.keys(proposed).length === 0) return {};
  const rejected = before.revisionRejectionReason != null;
  const values = nextRevision(before, { values: before.pendingRevision, rejected }, proposed);
  if (!values) return { pendingRevision: null, revisionSubmittedAt: null, revisionRejectionReason: null };
  const unchanged = !rejected && JSON.stringify(values) === JSON.stringify(before.pendingRevision);
  return { pendingRevision: values, revisionSubmittedAt: unchanged ? before.revisionSubmittedAt : now, revisionRejectionReason: null };
}

export interface RevisionTarget<Row extends RevisionColumns, Json> {
  entity: 'tenant' | 'menu';
  /** Locks the record (and whatever decides its owner) for the transaction; null when it does not exist. */
  lock(tx: Executor, id: number): Promise<{ row: Row; ownerId: number | null } | null>;
  write(tx: Executor, id: number, values: Record<string, unknown>): Promise<Row>;
  /** The record as the actor may see it. */
  read(tx: Executor, id: number, actor: Actor): Promise<Json>;
  action: Extract<RecordAction, 'tenants.review' | 'menus.review'>;
  notFoundMessage: string;
  /** Refuses (throws) a revision that no longer fits the live row (e.g. a halal status without its certificate). */
  check?: (after: Record<string, unknown>) => void;
}

function assertRevision(row: RevisionColumns, pendingOnly: boolean): void {
  if (!row.pendingRevision || (pendingOnly && row.revisionRejectionReason != null)) throw conflict(REVISION_MESSAGES.none, NO_PENDING_REVISION);
}

/** Approve or reject a pending revision: the review permission, never the reviewer's own record. */
export async function reviewRevision<Row extends RevisionColumns, Json>(
  target: RevisionTarget<Row, Json>,
  { id, actor, decision, reason }: { id: number; actor: Actor; decision: ReviewDecision; reason?: string },
): Promise<Json> {
  assertAllowed(actor, target.action, target.notFoundMessage);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const locked = await target.lock(tx, id);
    if (!locked) throw notFound(target.notFoundMessage);
    const { row: before, ownerId } = locked;
    assertAllowed(actor, target.action, target.notFoundMessage, { ownerId });
    assertRevision(before, true);
    const cleared = { pendingRevision: null, revisionSubmittedAt: null, revisionRejectionReason: null };
    let values: Record<string, unknown>;
    if (decision === 'approve') {
      values = { ...before.pendingRevision, ...cleared, updatedAt: new Date() };
      target.check?.({ ...before, ...values });
    } else {
      values = { revisionRejectionReason: reason ?? null, updatedAt: new Date() };
    }
    const after = await target.write(tx, id, values);
    await recordActivity(
      {
        userId: actor.id,
        action: decision === 'approve' ? 'approve_revision' : 'reject_revision',
        entity: target.entity,
        entityId: id,
        changes: diffChanges(before, after),
        ip: actor.ip,
      },
      tx,
    );
    return target.read(tx, id, actor);
  });
}

/** The owner (or an editor of the record) withdraws a revision, pending or rejected: the live version stays. */
export async function withdrawRevision<Row extends RevisionColumns, Json>(
  target: Pick<RevisionTarget<Row, Json>, 'entity' | 'write' | 'read'> & { lockForEdit(tx: Executor, id: number): Promise<Row> },
  { id, actor }: { id: number; actor: Actor },
): Promise<Json> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const before = await target.lockForEdit(tx, id);
    assertRevision(before, false);
    const after = await target.write(tx, id, { pendingRevision: null, revisionSubmittedAt: null, revisionRejectionReason: null, updatedAt: new Date() });
    await recordActivity(
      { userId: actor.id, action: 'withdraw_revision', entity: target.entity, entityId: id, changes: diffChanges(before, after), ip: actor.ip },
      tx,
    );
    return target.read(tx, id, actor);
  });
}
