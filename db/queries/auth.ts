// Users as the auth layer sees them and refresh-token families (rate-limit counters: ./rate-limits.ts).
import 'server-only';
import crypto from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { serverEnv } from '@/lib/server/env';
import { getDb, type Executor } from '../index';
import { refreshTokens, roles, users } from '../schema';
import { recordActivity } from './activity-logs';
import { REFRESH_TOKEN_TTL_SECONDS, generateRefreshToken, hashToken } from '@/lib/server/auth/tokens';
import type { UserStatus } from '@/lib/constants';

export interface AuthRole {
  id: number;
  name: string;
  code: string;
  permissions: string[];
}

export interface AuthUser {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  status: UserStatus;
  roleId: number;
  lastLoginAt: Date | null;
  createdAt: Date;
  role: AuthRole;
}

const authUserColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  status: users.status,
  roleId: users.roleId,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
  role: { id: roles.id, name: roles.name, code: roles.code, permissions: roles.permissions },
};

export async function getUserWithRole({ userId }: { userId: number }): Promise<AuthUser | null> {
  const db = await getDb();
  const [row] = await db.select(authUserColumns).from(users).innerJoin(roles, eq(users.roleId, roles.id)).where(eq(users.id, userId));
  return row ?? null;
}

export async function getUserForLogin({ email }: { email: string }): Promise<(AuthUser & { passwordHash: string }) | null> {
  const db = await getDb();
  const [row] = await db
    .select({ ...authUserColumns, passwordHash: users.passwordHash })
    .from(users)
    .innerJoin(roles, eq(users.roleId, roles.id))
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row ?? null;
}

export async function markUserLoggedIn({ userId }: { userId: number }): Promise<Date> {
  const db = await getDb();
  const now = new Date();
  await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, userId));
  return now;
}

async function insertRefreshToken(tx: Executor, userId: number, familyId: string, now = new Date()): Promise<{ id: number; token: string }> {
  const token = generateRefreshToken();
  const [row] = await tx
    .insert(refreshTokens)
    .values({
      userId,
      familyId,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000),
    })
    .returning({ id: refreshTokens.id });
  return { id: row!.id, token };
}

/** Starts a new token family (one login). */
export async function createRefreshTokenFamily({ userId }: { userId: number }): Promise<{ familyId: string; refreshToken: string }> {
  const db = await getDb();
  const familyId = crypto.randomUUID();
  const { token: refreshToken } = await insertRefreshToken(db, userId, familyId);
  return { familyId, refreshToken };
}

export type RotateResult =
  { ok: true; userId: number; familyId: string; refreshToken: string } | { ok: false; reason: 'unknown' | 'reused' | 'revoked' | 'expired' };

/**
 * Grace window for presenting a just-rotated refresh token again (seconds, default 30, env
 * REFRESH_REUSE_GRACE_SECONDS). Two tabs or two app instances that refresh one session at the same moment both
 * present the same token; the second one, arriving within this window after the first rotation, gets a new valid
 * sibling token in the same family instead of revoking the family. After the window, reuse still revokes the family.
 */
export const REFRESH_REUSE_GRACE_SECONDS = serverEnv().REFRESH_REUSE_GRACE_SECONDS;

/**
 * Uses a refresh token once: marks it used (used_at, replaced_by_id) and issues its successor in the same family.
 * Presenting a used token again within the grace window issues a sibling successor; later, it revokes the whole
 * family (reuse detection). `now` is injectable for tests.
 */
export async function rotateRefreshToken({
  token,
  now = new Date(),
  graceSeconds = REFRESH_REUSE_GRACE_SECONDS,
}: {
  token: string;
  now?: Date;
  graceSeconds?: number;
}): Promise<RotateResult> {
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    // FOR UPDATE serialises concurrent presentations of one token: the second waits, then sees used_at.
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(token)))
      .for('update');
    if (!row) return { ok: false, reason: 'unknown' } as const;
    if (row.revokedAt) return { ok: false, reason: 'revoked' } as const;
    const expired = row.expiresAt.getTime() <= now.getTime();
    if (row.usedAt) {
      const withinGrace = now.getTime() - row.usedAt.getTime() <= graceSeconds * 1000;
      if (!withinGrace || expired) return { ok: false, reason: 'reused', familyId: row.familyId } as const;
      const sibling = await insertRefreshToken(tx, row.userId, row.familyId, now);
      return { ok: true, userId: row.userId, familyId: row.familyId, refreshToken: sibling.token } as const;
    }
    if (expired) return { ok: false, reason: 'expired' } as const;
    const successor = await insertRefreshToken(tx, row.userId, row.familyId, now);
    // The conditional update makes two concurrent first uses of one token impossible: only one sees used_at null.
    const updated = await tx
      .update(refreshTokens)
      .set({ usedAt: now, replacedById: successor.id })
      .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt)))
      .returning({ id: refreshTokens.id });
    if (updated.length === 0) return { ok: false, reason: 'reused', familyId: row.familyId } as const;
    return { ok: true, userId: row.userId, familyId: row.familyId, refreshToken: successor.token } as const;
  });
  if (!result.ok && 'familyId' in result && result.familyId) {
    await revokeRefreshFamily({ familyId: result.familyId });
    return { ok: false, reason: 'reused' };
  }
  return result as RotateResult;
}

export async function revokeRefreshFamily({ familyId }: { familyId: string }): Promise<void> {
  const db = await getDb();
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Revokes the family of a presented refresh token; unknown tokens are ignored. */
export async function revokeRefreshTokenFamilyByToken({ token }: { token: string }): Promise<void> {
  const db = await getDb();
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)));
  if (row) await revokeRefreshFamily({ familyId: row.familyId });
}

/** Whether a family is still live (not revoked); access tokens of a revoked family stop working. */
export async function isRefreshFamilyActive({ familyId }: { familyId: string }): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  return (row?.n ?? 0) > 0;
}

/**
 * Ends every session of a user: their refresh-token families are revoked, so refresh answers 401 and access tokens
 * and cookie sessions of those families stop working at once. `exceptFamilyId` keeps one session (the caller's own,
 * when they change their own password).
 */
export async function revokeUserRefreshTokens(
  { userId, exceptFamilyId }: { userId: number; exceptFamilyId?: string | null },
  executor?: Executor,
): Promise<void> {
  const db = executor ?? (await getDb());
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt), exceptFamilyId ? ne(refreshTokens.familyId, exceptFamilyId) : undefined));
}

export async function createManagerAccount({
  name,
  email,
  phone,
  passwordHash,
}: {
  name: string;
  email: string;
  phone: string;
  passwordHash: string;
}): Promise<AuthUser> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.code, 'MANAGER'));
    if (!role) throw new Error('MANAGER role is missing: run the seed');
    const [created] = await tx.insert(users).values({ name, email, phone, passwordHash, roleId: role.id, status: 'active' }).returning({ id: users.id });
    const [row] = await tx.select(authUserColumns).from(users).innerJoin(roles, eq(users.roleId, roles.id)).where(eq(users.id, created!.id));
    await recordActivity({ userId: row!.id, action: 'register', entity: 'user', entityId: row!.id, changes: { after: { name, email, phone } } }, tx);
    return row!;
  });
}
