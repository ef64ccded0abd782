// Rate-limit counters: one interface for login failures and per-address action limits (register, refresh).
// Today the events are rows of login_attempts in PostgreSQL/PGlite (an action event stores `~action` in the email
// column, which no real email can equal); another store (Redis) can replace this module without touching callers.
// Check and record happen atomically: a transaction-scoped advisory lock on the address serialises concurrent
// attempts from one address, so 30 parallel failures can never slip past a limit of 10 (check-then-record race);
// a login also takes a lock on its email, so attempts at one account from many addresses queue the same way.
//
// Login limits, three of them: per (email, address) pair and per address (counted failures in a window), and per
// account across every address: an account whose failures reach a threshold is locked for a short period that
// doubles with each further threshold's worth of failures (accountLockMs), so a distributed guesser gets a bounded
// number of tries per hour while the real user waits at most the current lock, never for long.
import 'server-only';
import { and, eq, gte, lt, not, sql, type SQL } from 'drizzle-orm';
import { getDb, type Executor } from '../index';
import { loginAttempts } from '../schema';

export type SlotResult = { ok: true } | { ok: false; retryAt: Date };

const ACTION_PREFIX = '~';

interface Bucket {
  where: SQL;
  limit: number;
}

async function take(
  address: string,
  buckets: Bucket[],
  since: Date,
  windowMs: number,
  record: { email: string; ip: string },
  before?: (tx: Executor) => Promise<SlotResult | null>,
): Promise<SlotResult> {
  const db = await getDb();
  return db.transaction(async (tx: Executor) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`rate:${address}`}))`);
    const refused = before ? await before(tx) : null;
    if (refused) return refused;
    for (const bucket of buckets) {
      const where = and(bucket.where, gte(loginAttempts.createdAt, since));
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int`, oldest: sql<Date | string | null>`min(${loginAttempts.createdAt})` })
        .from(loginAttempts)
        .where(where);
      if ((row?.n ?? 0) >= bucket.limit) {
        const oldest = row?.oldest ? new Date(row.oldest) : new Date();
        return { ok: false, retryAt: new Date(oldest.getTime() + windowMs) } as const;
      }
    }
    await tx.insert(loginAttempts).values(record);
    return { ok: true } as const;
  });
}

/** The per-account lock (env LOGIN_ACCOUNT_*): see accountLockMs. */
export interface AccountLockPolicy {
  /** Failures of one email, from any address, inside the window that lock it (and every further multiple). */
  maxFailures: number;
  windowMs: number;
  /** The first lock; doubled at each further multiple of maxFailures. */
  lockMs: number;
  maxLockMs: number;
}

/**
 * How long an account is locked once its failures inside the window reach `failures`: nothing below the
 * threshold; lockMs at the threshold, twice that at twice the threshold, and so on, never beyond maxLockMs.
 */
export function accountLockMs(failures: number, policy: AccountLockPolicy): number {
  const level = Math.floor(failures / policy.maxFailures);
  if (level < 1) return 0;
  return Math.min(policy.maxLockMs, policy.lockMs * 2 ** Math.min(level - 1, 30));
}

/**
 * Whether `email` is locked now: its failures (every address) inside the window are counted; at a multiple of the
 * threshold the lock starts at the failure that reached it (the lock refuses every attempt, so none is recorded
 * while it lasts). Both reads use login_attempts_email_ip_idx through its leading column (email).
 */
async function accountLock(tx: Executor, email: string, policy: AccountLockPolicy, now: Date): Promise<SlotResult | null> {
  const since = new Date(now.getTime() - policy.windowMs);
  const where = and(eq(loginAttempts.email, email), gte(loginAttempts.createdAt, since));
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(loginAttempts)
    .where(where);
  const failures = row?.n ?? 0;
  const lockMs = accountLockMs(failures, policy);
  if (lockMs === 0) return null;
  const reached = Math.floor(failures / policy.maxFailures) * policy.maxFailures;
  const [trip] = await tx
    .select({ at: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(where)
    .orderBy(loginAttempts.createdAt, loginAttempts.id)
    .offset(reached - 1)
    .limit(1);
  const lockedUntil = new Date(new Date(trip?.at ?? now).getTime() + lockMs);
  return lockedUntil.getTime() > now.getTime() ? { ok: false, retryAt: lockedUntil } : null;
}

/**
 * Reserves one login attempt for (email, address): refused when the account is locked (accountLockMs: its failures
 * from every address), or when the pair or the address already has its limit of failures inside the window. The
 * reserved attempt counts as a failure until clearLoginFailures (a success) removes it. A locked account refuses the
 * right password too: the lock is checked before the password is.
 */
export async function takeLoginAttempt(input: {
  email: string;
  ip: string;
  windowMs: number;
  perPair: number;
  perAddress: number;
  account: AccountLockPolicy;
}): Promise<SlotResult> {
  const email = input.email.toLowerCase();
  const now = new Date();
  const since = new Date(now.getTime() - input.windowMs);
  return take(
    input.ip,
    [
      { where: and(eq(loginAttempts.email, email), eq(loginAttempts.ip, input.ip))!, limit: input.perPair },
      { where: and(eq(loginAttempts.ip, input.ip), not(sql`starts_with(${loginAttempts.email}, ${ACTION_PREFIX})`))!, limit: input.perAddress },
    ],
    since,
    input.windowMs,
    { email, ip: input.ip },
    async (tx) => {
      // Address lock first (take), then the account's: every login takes them in this order, so none deadlock.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`rate-account:${email}`}))`);
      return accountLock(tx, email, input.account, now);
    },
  );
}

/** Counts one `action` (e.g. 'register') from an address; refused when the address already used its limit in the window. */
export async function takeActionSlot(input: { action: string; ip: string; windowMs: number; limit: number }): Promise<SlotResult> {
  const key = `${ACTION_PREFIX}${input.action}`;
  const since = new Date(Date.now() - input.windowMs);
  return take(input.ip, [{ where: and(eq(loginAttempts.email, key), eq(loginAttempts.ip, input.ip))!, limit: input.limit }], since, input.windowMs, {
    email: key,
    ip: input.ip,
  });
}

/** A successful login forgets the failures of its (email, address) pair. */
export async function clearLoginFailures({ email, ip }: { email: string; ip: string }): Promise<void> {
  const db = await getDb();
  await db.delete(loginAttempts).where(and(eq(loginAttempts.email, email.toLowerCase()), eq(loginAttempts.ip, ip)));
}

/** Old events are useless; trimmed opportunistically. */
export async function pruneRateLimitEvents({ before }: { before: Date }): Promise<void> {
  const db = await getDb();
  await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, before));
}
