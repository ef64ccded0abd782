// Users as the auth layer sees them, refresh-token families and login-failure counters.
import 'server-only';
import crypto from 'node:crypto';
import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import { getDb, type Executor } from '../index';
import { loginAttempts, refreshTokens, roles, users } from '../schema';
import { recordActivity } from './activity-logs';
import { REFRESH_TOKEN_TTL_SECONDS, generateRefreshToken, hashToken } from '@/lib/auth/tokens';

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
  status: 'active' | 'inactive';
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

export async function recordLoginFailure({ email, ip }: { email: string; ip: string }): Promise<void> {
  const db = await getDb();
  await db.insert(loginAttempts).values({ email: email.toLowerCase(), ip });
}

export async function countLoginFailures({ email, ip, since }: { email: string; ip: string; since: Date }): Promise<{ pair: number; address: number }> {
  const db = await getDb();
  const [pair] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, email.toLowerCase()), eq(loginAttempts.ip, ip), gte(loginAttempts.createdAt, since)));
  const [address] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.ip, ip), gte(loginAttempts.createdAt, since)));
  return { pair: pair?.n ?? 0, address: address?.n ?? 0 };
}

/** Oldest failure still inside the window, to compute Retry-After. */
export async function oldestLoginFailure({ email, ip, since }: { email?: string; ip: string; since: Date }): Promise<Date | null> {
  const db = await getDb();
  const [row] = await db
    .select({ at: sql<Date>`min(${loginAttempts.createdAt})` })
    .from(loginAttempts)
    .where(and(email ? eq(loginAttempts.email, email.toLowerCase()) : undefined, eq(loginAttempts.ip, ip), gte(loginAttempts.createdAt, since)));
  return row?.at ? new Date(row.at) : null;
}

export async function clearLoginFailures({ email, ip }: { email: string; ip: string }): Promise<void> {
  const db = await getDb();
  await db.delete(loginAttempts).where(and(eq(loginAttempts.email, email.toLowerCase()), eq(loginAttempts.ip, ip)));
}

/** Old counters are useless; trimmed opportunistically. */
export async function pruneLoginFailures({ before }: { before: Date }): Promise<void> {
  const db = await getDb();
  await db.delete(loginAttempts).where(sql`${loginAttempts.createdAt} < ${before}`);
}

async function insertRefreshToken(tx: Executor, userId: number, familyId: string): Promise<string> {
  const token = generateRefreshToken();
  await tx.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000),
  });
  return token;
}

/** Starts a new token family (one login). */
export async function createRefreshTokenFamily({ userId }: { userId: number }): Promise<{ familyId: string; refreshToken: string }> {
  const db = await getDb();
  const familyId = crypto.randomUUID();
  const refreshToken = await insertRefreshToken(db, userId, familyId);
  return { familyId, refreshToken };
}

export type RotateResult =
  | { ok: true; userId: number; familyId: string; refreshToken: string }
  | { ok: false; reason: 'unknown' | 'reused' | 'revoked' | 'expired' };

/**
 * Uses a refresh token once: marks it used and issues its successor in the same family.
 * Presenting a token that was already used revokes the whole family (reuse detection).
 */
export async function rotateRefreshToken({ token }: { token: string }): Promise<RotateResult> {
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(token))).for('update');
    if (!row) return { ok: false, reason: 'unknown' } as const;
    if (row.revokedAt) return { ok: false, reason: 'revoked' } as const;
    if (row.usedAt) {
      return { ok: false, reason: 'reused', familyId: row.familyId } as const;
    }
    if (row.expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired' } as const;
    const now = new Date();
    // The conditional update makes two concurrent uses of one token impossible: only one sees used_at null.
    const updated = await tx
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt)))
      .returning({ id: refreshTokens.id });
    if (updated.length === 0) return { ok: false, reason: 'reused', familyId: row.familyId } as const;
    const refreshToken = await insertRefreshToken(tx, row.userId, row.familyId);
    return { ok: true, userId: row.userId, familyId: row.familyId, refreshToken } as const;
  });
  if (!result.ok && 'familyId' in result && result.familyId) {
    await revokeRefreshFamily({ familyId: result.familyId });
    return { ok: false, reason: 'reused' };
  }
  return result as RotateResult;
}

export async function revokeRefreshFamily({ familyId }: { familyId: string }): Promise<void> {
  const db = await getDb();
  await db.update(refreshTokens).set({ revokedAt: new Date() }).where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Revokes the family of a presented refresh token; unknown tokens are ignored. */
export async function revokeRefreshTokenFamilyByToken({ token }: { token: string }): Promise<void> {
  const db = await getDb();
  const [row] = await db.select({ familyId: refreshTokens.familyId }).from(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(token)));
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

export async function revokeUserRefreshTokens({ userId }: { userId: number }, executor?: Executor): Promise<void> {
  const db = executor ?? (await getDb());
  await db.update(refreshTokens).set({ revokedAt: new Date() }).where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
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
