// Puts the API's field errors ({ errors: { field: message } }) onto a react-hook-form form.
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiClientError, messageOf } from './client';

/**
 * Maps `error.errors` onto the form with setError. Keys the form does not know (when `fields` is given) and the
 * object-level '' key go to `root.server`. Returns true when at least one field message was applied, so the caller
 * can skip a generic toast.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  options: { fields?: readonly FieldPath<T>[]; shouldFocus?: boolean } = {},
): boolean {
  if (!isApiClientError(error) || !error.errors) return false;
  let applied = false;
  let focused = false;
  for (const [key, message] of Object.entries(error.errors)) {
    if (typeof message !== 'string' || !message) continue;
    const known = key !== '' && (!options.fields || (options.fields as readonly string[]).includes(key));
    if (known) {
      setError(key as FieldPath<T>, { type: 'server', message }, { shouldFocus: options.shouldFocus !== false && !focused });
      focused = true;
      applied = true;
    } else {
      setError('root.server' as FieldPath<T>, { type: 'server', message });
    }
  }
  return applied;
}

/** Puts the field messages onto the form and returns the message to show above it (the server's, else the fallback). */
export function showServerErrors<T extends FieldValues>(setError: UseFormSetError<T>, error: unknown, fallback: string): string {
  applyServerErrors(error, setError);
  return messageOf(error, fallback);
}
