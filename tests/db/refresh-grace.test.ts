// Refresh-token rotation with its grace window, against an isolated database and an injected clock: a token
// presented twice at once (two tabs, two instances) yields two valid tokens of one family; presented again after
// the window, it revokes the family (reuse detection).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_REUSE_GRACE_SECONDS, createRefreshTokenFamily, isRefreshFamilyActive, rotateRefreshToken } from '@/db/queries/auth';
import { refreshTokens, roles, users } from '@/db/schema';
import { hashToken } from '@/lib/server/auth/tokens';
import { closeAppDatabase, createTestDatabase, serveAppFrom, type TestDatabase } from '../helpers/db';

let t: TestDatabase;
let userId: number;

beforeAll(async () => {
  t = await createTestDatabase({ seed: true });
  serveAppFrom(t);
  const [role] = await t.db.select({ id: roles.id }).from(roles).where(eq(roles.code, 'MANAGER'));
  const [row] = await t.db
    .insert(users)
    .values({ name: 'Uji Refresh', email: `refresh.${Date.now()}@example.id`, passwordHash: 'x', roleId: role!.id, status: 'active' })
    .returning({ id: users.id });
  userId = row!.id;
});

afterAll(async () => {
  await closeAppDatabase(t);
});

const at = (base: Date, seconds: number) => new Date(base.getTime() + seconds * 1000);

describe('rotateRefreshToken grace window', () => {
  it('gives two parallel presentations of one token two valid tokens of the same family', async () => {
    const { familyId, refreshToken } = await createRefreshTokenFamily({ userId });
    const [a, b] = await Promise.all([rotateRefreshToken({ token: refreshToken }), rotateRefreshToken({ token: refreshToken })]);
    expect(a).toMatchObject({ ok: true, familyId });
    expect(b).toMatchObject({ ok: true, familyId });
    if (!a.ok || !b.ok) throw new Error('unreachable');
    expect(a.refreshToken).not.toBe(b.refreshToken);
    expect(await isRefreshFamilyActive({ familyId })).toBe(true);
    // Both successors keep the session going.
    expect(await rotateRefreshToken({ token: a.refreshToken })).toMatchObject({ ok: true, familyId });
    expect(await rotateRefreshToken({ token: b.refreshToken })).toMatchObject({ ok: true, familyId });
    // The database records when and by what the original was replaced.
    const [original] = await t.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
    const [successor] = await t.db.select().from(refreshTokens).where(eq(refreshTokens.id, original!.replacedById!));
    expect(original!.usedAt).toBeInstanceOf(Date);
    expect([hashToken(a.refreshToken), hashToken(b.refreshToken)]).toContain(successor!.tokenHash);
  });

  it('still accepts the just-rotated token at the end of the window', async () => {
    const { familyId, refreshToken } = await createRefreshTokenFamily({ userId });
    const start = new Date();
    expect(await rotateRefreshToken({ token: refreshToken, now: start })).toMatchObject({ ok: true });
    expect(await rotateRefreshToken({ token: refreshToken, now: at(start, REFRESH_REUSE_GRACE_SECONDS) })).toMatchObject({ ok: true, familyId });
    expect(await isRefreshFamilyActive({ familyId })).toBe(true);
  });

  it('revokes the whole family when the token is presented again after the window', async () => {
    const { familyId, refreshToken } = await createRefreshTokenFamily({ userId });
    const start = new Date();
    const first = await rotateRefreshToken({ token: refreshToken, now: start });
    expect(first.ok).toBe(true);
    expect(await rotateRefreshToken({ token: refreshToken, now: at(start, REFRESH_REUSE_GRACE_SECONDS + 1) })).toEqual({ ok: false, reason: 'reused' });
    expect(await isRefreshFamilyActive({ familyId })).toBe(false);
    if (!first.ok) throw new Error('unreachable');
    expect(await rotateRefreshToken({ token: first.refreshToken, now: at(start, REFRESH_REUSE_GRACE_SECONDS + 2) })).toEqual({ ok: false, reason: 'revoked' });
  });

  it('has no window when it is configured to 0 seconds', async () => {
    const { familyId, refreshToken } = await createRefreshTokenFamily({ userId });
    const start = new Date();
    expect((await rotateRefreshToken({ token: refreshToken, now: start, graceSeconds: 0 })).ok).toBe(true);
    expect(await rotateRefreshToken({ token: refreshToken, now: at(start, 1), graceSeconds: 0 })).toEqual({ ok: false, reason: 'reused' });
    expect(await isRefreshFamilyActive({ familyId })).toBe(false);
  });
});
