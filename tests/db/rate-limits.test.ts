// Rate-limit counters (db/queries/rate-limits.ts) against an isolated database: checking and recording are one
// atomic step, so parallel attempts never overrun a limit; buckets are separate per pair, address and action.
import { describe, expect, it } from 'vitest';
import { clearLoginFailures, takeActionSlot, takeLoginAttempt } from '@/db/queries/rate-limits';
import { appTestDatabase } from '../helpers/db';

appTestDatabase();

const WINDOW = 15 * 60 * 1000;

describe('takeLoginAttempt', () => {
  it('lets exactly `perPair` of 30 parallel attempts through (no check-then-record race)', async () => {
    const results = await Promise.all(
      Array.from({ length: 30 }, () => takeLoginAttempt({ email: 'Korban@Example.id', ip: '10.9.9.9', windowMs: WINDOW, perPair: 10, perAddress: 100 })),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(10);
    const refused = results.find((r) => !r.ok);
    expect(refused && !refused.ok && refused.retryAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('counts the address across emails, ignores action events there, and forgets a pair after a success', async () => {
    const ip = '10.8.8.8';
    for (let i = 0; i < 3; i++) expect((await takeActionSlot({ action: 'register', ip, windowMs: WINDOW, limit: 100 })).ok).toBe(true);
    const outcomes = [];
    for (let i = 0; i < 5; i++) outcomes.push((await takeLoginAttempt({ email: `orang${i}@example.id`, ip, windowMs: WINDOW, perPair: 10, perAddress: 4 })).ok);
    expect(outcomes).toEqual([true, true, true, true, false]);
    await clearLoginFailures({ email: 'orang0@example.id', ip });
    expect((await takeLoginAttempt({ email: 'orang9@example.id', ip, windowMs: WINDOW, perPair: 10, perAddress: 4 })).ok).toBe(true);
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
