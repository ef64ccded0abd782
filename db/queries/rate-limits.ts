// Rate-limit counters: one interface for login failures and per-address action limits (register, refresh).
// Today the events are rows of login_attempts in PostgreSQL/PGlite (an action event stores `~action` in the email
// column, which no real email can equal); another store (Redis) can replace this module without touching callers.
// Check and record happen atomically: a transaction-scoped advisory lock on the address serialises concurrent
// attempts from one address, so 30 parallel failures can never slip past a limit of 10 (check-then-record race).
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

async function take(address: string, buckets: Bucket[], since: Date, windowMs: number, record: { email: string; ip: string }): Promise<SlotResult> {
  const db = await getDb();
  return db.transaction(async (tx: Executor) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`rate:${address}`}))`);
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

/**
 * Reserves one login attempt for (email, address): refused when the pair or the address already has its limit of
 * failures inside the window. The reserved attempt counts as a failure until clearLoginFailures (a success) removes it.
 */
export async function takeLoginAttempt(input: { email: string; ip: string; windowMs: number; perPair: number; perAddress: number }): Promise<SlotResult> {
  const email = input.email.toLowerCase();
  const since = new Date(Date.now() - input.windowMs);
  return take(
    input.ip,
    [
      { where: and(eq(loginAttempts.email, email), eq(loginAttempts.ip, input.ip))!, limit: input.perPair },
      { where: and(eq(loginAttempts.ip, input.ip), not(sql`starts_with(${loginAttempts.email}, ${ACTION_PREFIX})`))!, limit: input.perAddress },
    ],
    since,
    input.windowMs,
    { email, ip: input.ip },
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
