// The server's side of the common-password rule (lib/validations/password.ts): the full list, registered when this
// module loads. Imported by the password module every new password goes through, and by the start checks.
import 'server-only';
import { isCommonPassword, registerServerCommonPasswords } from '@/lib/validations/password';
import { TOP_COMMON_PASSWORDS } from '@/lib/validations/common-passwords';
import { MORE_COMMON_PASSWORDS } from './common-password-list';

let list: Set<string> | undefined;

/** Built on first use (about 42,700 entries, a few MB), then kept. */
function contains(lowerCased: string): boolean {
  list ??= new Set([...TOP_COMMON_PASSWORDS.split('\n'), ...MORE_COMMON_PASSWORDS.split('\n')]);
  return list.has(lowerCased);
}

registerServerCommonPasswords(contains);

export { isCommonPassword };
