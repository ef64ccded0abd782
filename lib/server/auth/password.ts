// Password hashing with argon2id (OWASP parameters).
// Each hash or verification takes ~19 MiB and a libuv thread pool slot for tens of milliseconds; the pool is shared
// with file and DNS work of page rendering. A small limiter caps how many run at once and how many may wait, so a
// login flood is refused (503 SERVICE_BUSY + Retry-After) instead of starving every other request.
import 'server-only';
import { hash, verify } from '@node-rs/argon2';
// Relative imports: the seed script loads this file outside Next.
import { isLimiterFullError, sharedLimiter } from '../concurrency';
// Every new password is hashed here: loading this module gives the password schemas the full common-password list.
import './common-passwords';
import { serverEnv } from '../env';

const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const PASSWORD_HASH_LIMITS = {
  concurrency: serverEnv().PASSWORD_HASH_CONCURRENCY,
  maxQueue: serverEnv().PASSWORD_HASH_QUEUE,
  maxWaitMs: 10_000,
};

export const busyMessage = 'Server sedang sibuk, silakan coba lagi sebentar lagi';

const limiter = sharedLimiter('argon2', {
  ...PASSWORD_HASH_LIMITS,
  busy: { message: busyMessage, retryAfterSeconds: 2 },
});

export function hashPassword(password: string): Promise<string> {
  return limiter.run(() => hash(password, OPTIONS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  // A busy limiter is not a wrong password: that error travels on; a malformed hash is one.
  return limiter
    .run(() => verify(passwordHash, password))
    .catch((err: unknown) => {
      if (isLimiterFullError(err)) throw err;
      return false;
    });
}

/** A real hash to verify against when the email is unknown, so both failures take the same time. */
let dummyHash: Promise<string> | undefined;
export function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword('dummy-password-for-timing').catch((err: unknown) => {
    dummyHash = undefined;
    throw err;
  });
  return dummyHash;
}
