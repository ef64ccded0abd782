// The common-password rule of every new password (registration, a user created or changed by an admin, your own
// change), checked inside the shared zod schemas so the forms and the handlers give the same message.
import { TOP_COMMON_PASSWORDS } from './common-passwords';

export const COMMON_PASSWORD_MESSAGE = 'Kata sandi terlalu umum, pilih kata sandi lain';

/** Fewer distinct characters than this ('aaaaaaaa', 'abababab', '11112222') is as guessable as a listed password. */
export const MIN_DISTINCT_PASSWORD_CHARACTERS = 4;

const top = new Set(TOP_COMMON_PASSWORDS.split('\n'));

/**
 * Where the server keeps its longer list (lib/server/auth/common-passwords.ts puts it there when it loads). A global,
 * not a module variable: the server bundles may hold more than one copy of this module, and every copy must see it.
 */
const SERVER_LIST = Symbol.for('kuliner.commonPasswords');

type ListHolder = { [SERVER_LIST]?: (lowerCased: string) => boolean };

/** The server's full list, registered once (the browser has the top list only). */
export function registerServerCommonPasswords(contains: (lowerCased: string) => boolean): void {
  (globalThis as ListHolder)[SERVER_LIST] = contains;
}

/**
 * Whether a password is too common to accept: in the list (ignoring case), or made of fewer than
 * MIN_DISTINCT_PASSWORD_CHARACTERS distinct characters. The browser checks the 1,000 most common; the server, whose
 * schemas are the same objects, checks all of them (about 42,700), so a rarer one is refused by the API with the
 * same message under the same field.
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (new Set(lower).size < MIN_DISTINCT_PASSWORD_CHARACTERS) return true;
  if (top.has(lower)) return true;
  return (globalThis as ListHolder)[SERVER_LIST]?.(lower) ?? false;
}
