// The caller of a query as the policy sees it (lib/auth/permissions.ts), and the policy's refusals as domain errors.
import 'server-only';
import { refusalFor, type OwnedRecord, type PolicyActor, type RecordAction, type Refusal } from '@/lib/auth/permissions';
import { forbidden, notFound, type DomainError } from '../errors';
import type { AuthUser } from './auth';

/** Who acts (id and role, read fresh by the route wrapper) and from where (for the activity log). */
export interface Actor extends PolicyActor {
  ip?: string | null;
}

export function actorOf(user: AuthUser, ip?: string | null): Actor {
  return { id: user.id, role: user.role, ip: ip ?? null };
}

/** A policy refusal as the query layer's error; `notFoundMessage` names the record that was not found. */
export function refusalError(refusal: Refusal, notFoundMessage: string): DomainError {
  return refusal.kind === 'not_found' ? notFound(refusal.message ?? notFoundMessage) : forbidden(refusal.message);
}

/** Throws the policy's refusal of `action` (on `record`, when given). */
export function assertAllowed(actor: Actor, action: RecordAction, notFoundMessage: string, record?: OwnedRecord): void {
  const refusal = refusalFor(actor, action, record);
  if (refusal) throw refusalError(refusal, notFoundMessage);
}
