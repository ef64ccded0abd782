// The role form's prefill rule (spec section 5): only while the code equals SUPER_ADMIN, ADMIN or MANAGER exactly are
// that role's default permissions ticked; once the code changes, the boxes the prefill ticked (and the user has not
// touched since) are unticked again, so a prefill never grants more than the code it was made for.
import { ROLE_DEFAULT_PERMISSIONS, isSystemRoleCode, type SystemRoleCode } from '@/lib/auth/permissions';

export interface PrefillState {
  permissions: string[];
  /** The system role code whose defaults are currently applied, or null. */
  prefillCode: SystemRoleCode | null;
  /** The permissions the current prefill ticked that the user has not changed by hand since. */
  added: string[];
}

export function initialPrefillState(permissions: string[]): PrefillState {
  return { permissions: [...permissions], prefillCode: null, added: [] };
}

/** The state after the code field changed to `code`. */
export function applyCodeChange(state: PrefillState, code: string): PrefillState {
  const next = isSystemRoleCode(code) ? code : null;
  if (next === state.prefillCode) return state;
  const withdrawn = new Set(state.added);
  const permissions = state.permissions.filter((p) => !withdrawn.has(p));
  if (!next) return { permissions, prefillCode: null, added: [] };
  const present = new Set(permissions);
  const added = ROLE_DEFAULT_PERMISSIONS[next].filter((p) => !present.has(p));
  return { permissions: [...permissions, ...added], prefillCode: next, added };
}

/** The state after the user set the boxes to `permissions` by hand: what they changed no longer belongs to the prefill. */
export function applyManualChange(state: PrefillState, permissions: string[]): PrefillState {
  const before = new Set(state.permissions);
  const after = new Set(permissions);
  const touched = (p: string) => before.has(p) !== after.has(p);
  return { ...state, permissions: [...permissions], added: state.added.filter((p) => after.has(p) && !touched(p)) };
}
