// Rate-limit counters (db/queries/rate-limits.ts) against an isolated database: checking and recording are one
// atomic step, so parallel attempts never overrun a limit; buckets are separate per pair, address and action; an
// account is locked across addresses for a short period that grows.
import { describe, expect, it } from 'vitest';
import { accountLockMs, clearLoginFailures, takeActionSlot, takeLoginAttempt, type AccountLockPolicy } from '@/db/queries/rate-limits';
import { appTestDatabase } from '../helpers/db';

const database = appTestDatabase();

const WINDOW = 15 * 60 * 1000;
/** Generous enough that the pair and address tests never reach it. */
const ACCOUNT: AccountLockPolicy = { maxFailures: 1000, windowMs: WINDOW, lockMs: 60_000, maxLockMs: 15 * 60_000 };

describe('takeLoginAttempt', () => {
  it('lets exactly `perPair` of 30 parallel attempts through (no check-then-record race)', async () => {
    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        takeLoginAttempt({ email: 'Korban@Example.id', ip: '10.9.9.9', windowMs: WINDOW, perPair: 10, perAddress: 100, account: ACCOUNT }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(10);
    const refused = results.find((r) => !r.ok);
    expect(refused && !refused.ok && refused.retryAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('counts the address across emails, ignores action events there, and forgets a pair after a success', async () => {
    const ip = '10.8.8.8';
    for (let i = 0; i < 3; i++) expect((await takeActionSlot({ action: 'register', ip, windowMs: WINDOW, limit: 100 })).ok).toBe(true);
    const outcomes = [];
    for (let i = 0; i < 5; i++)
      outcomes.push((await takeLoginAttempt({ email: `orang${i}@example.id`, ip, windowMs: WINDOW, perPair: 10, perAddress: 4, account: ACCOUNT })).ok);
    expect(outcomes).toEqual([true, true, true, true, false]);
    await clearLoginFailures({ email: 'orang0@example.id', ip });
    expect((await takeLoginAttempt({ email: 'orang9@example.id', ip, windowMs: WINDOW, perPair: 10, perAddress: 4, account: ACCOUNT })).ok).toBe(true);
  });
});

describe('the per-account lock across addresses', () => {
  const policy: AccountLockPolicy = { maxFailures: 20, windowMs: 60 * 60_000, lockMs: 60_000, maxLockMs: 5 * 60_000 };
  const attempt = (email: string, ip: string) => takeLoginAttempt({ email, ip, windowMs: WINDOW, perPair: 10, perAddress: 100, account: policy });
  /** Moves every attempt at `email` `ms` into the past (time travel instead of waiting). */
  const age = (email: string, ms: number) =>
    database().exec(`update login_attempts set created_at = created_at - interval '${ms} milliseconds' where email = '${email}'`);

  it('accountLockMs: nothing below the threshold, then the lock doubles per threshold reached, capped', () => {
    expect([0, 19, 20, 39, 40, 60, 80, 100, 2000].map((n) => accountLockMs(n, policy))).toEqual([
      0, 0, 60_000, 60_000, 120_000, 240_000, 300_000, 300_000, 300_000,
    ]);
  });

  it('10 failures from each of 4 addresses: locked after 20, a fifth address is refused too; the lock ends, then grows', async () => {
    const email = 'sasaran@example.id';
    const outcomes: boolean[] = [];
    for (const ip of ['10.1.0.1', '10.1.0.2', '10.1.0.3', '10.1.0.4']) for (let i = 0; i < 10; i++) outcomes.push((await attempt(email, ip)).ok);
    expect(outcomes.filter(Boolean)).toHaveLength(20);
    expect(outcomes.slice(0, 20).every(Boolean)).toBe(true);
    const fifth = await attempt(email, '10.1.0.5');
    expect(fifth.ok).toBe(false);
    const retryIn = !fifth.ok ? fifth.retryAt.getTime() - Date.now() : 0;
    expect(retryIn).toBeGreaterThan(50_000);
    expect(retryIn).toBeLessThanOrEqual(60_000);
    // Other accounts are not touched.
    expect((await attempt('orang.lain@example.id', '10.1.0.5')).ok).toBe(true);

    // A minute later the lock is over: 20 more failures (any addresses) lock it for twice as long.
    await age(email, 61_000);
    const again: boolean[] = [];
    for (let i = 0; i < 25; i++) again.push((await attempt(email, `10.2.0.${i}`)).ok);
    expect(again.filter(Boolean)).toHaveLength(20);
    const second = await attempt(email, '10.2.1.1');
    expect(second.ok).toBe(false);
    expect(!second.ok && second.retryAt.getTime() - Date.now()).toBeGreaterThan(110_000);
    await age(email, 61_000);
    expect((await attempt(email, '10.2.1.1')).ok, 'still locked one minute into a two-minute lock').toBe(false);
    await age(email, 60_000);
    expect((await attempt(email, '10.2.1.1')).ok).toBe(true);
    // Failures older than the window are forgotten, and the level with them.
    await age(email, 60 * 60_000);
    const fresh: boolean[] = [];
    for (let i = 0; i < 20; i++) fresh.push((await attempt(email, `10.3.0.${i}`)).ok);
    expect(fresh.every(Boolean)).toBe(true);
    const relocked = await attempt(email, '10.3.1.1');
    expect(relocked.ok).toBe(false);
    expect(!relocked.ok && relocked.retryAt.getTime() - Date.now()).toBeLessThanOrEqual(60_000);
  });

  it('parallel attempts from 60 addresses at one account: exactly the threshold get through', async () => {
    const results = await Promise.all(Array.from({ length: 60 }, (_, i) => attempt('serbu@example.id', `10.4.0.${i}`)));
    expect(results.filter((r) => r.ok)).toHaveLength(20);
  });
});

describe('takeActionSlot', () => {
  it('limits one action per address, apart from other actions and addresses', async () => {
    const take = (action: string, ip: string) => takeActionSlot({ action, ip, windowMs: WINDOW, limit: 3 });
    const results = await Promise.all(Array.from({ length: 8 }, () => take('register', '10.7.7.7')));
    expect(results.filter((r) => r.ok)).toHaveLength(3);
    expect((await take('refresh', '10.7.7.7')).ok).toBe(true);
    expect((await take('register', '10.7.7.8')).ok).toBe(true);
  });
});
