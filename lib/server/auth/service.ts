// Login, registration, refresh and logout: used by the /api/v1/auth routes and by next-auth's Credentials provider.
import 'server-only';
import {
  createManagerAccount,
  createRefreshTokenFamily,
  getUserForLogin,
  getUserWithRole,
  markUserLoggedIn,
  revokeRefreshFamily,
  revokeRefreshTokenFamilyByToken,
  rotateRefreshToken,
  type AuthUser,
} from '@/db/queries/auth';
import { clearLoginFailures, pruneRateLimitEvents, takeActionSlot, takeLoginAttempt, type SlotResult } from '@/db/queries/rate-limits';
import { ApiError } from '@/lib/api/errors';
import type { SessionUserJson } from '@/lib/api/contract';
import { loginMessages, type LoginInput, type RegisterInput } from '@/lib/validations/auth';
import { getDummyHash, hashPassword, verifyPassword } from './password';
import { serverEnv } from '../env';
import { signAccessToken } from './tokens';

const env = serverEnv();

export const RATE_LIMIT = {
  windowMs: env.LOGIN_WINDOW_MS,
  perPair: env.LOGIN_MAX_FAILURES_PER_EMAIL,
  perAddress: env.LOGIN_MAX_FAILURES_PER_ADDRESS,
  /** Per account, across addresses: a short lock that doubles (db/queries/rate-limits.ts accountLockMs). */
  account: {
    maxFailures: env.LOGIN_ACCOUNT_MAX_FAILURES,
    windowMs: env.LOGIN_ACCOUNT_WINDOW_MS,
    lockMs: env.LOGIN_ACCOUNT_LOCK_MS,
    maxLockMs: env.LOGIN_ACCOUNT_LOCK_MAX_MS,
  },
};

/** Per-address limits of the other unauthenticated auth endpoints (every attempt counts, successful or not). */
export const ACTION_LIMITS = {
  register: { limit: env.REGISTER_MAX_PER_ADDRESS, windowMs: env.REGISTER_WINDOW_MS },
  refresh: { limit: env.REFRESH_MAX_PER_ADDRESS, windowMs: env.REFRESH_WINDOW_MS },
};

export const inactiveAccountMessage = 'Akun Anda tidak aktif. Silakan hubungi administrator.';

/** The caller as login, registration and /auth/me answer it: the contract's SessionUser. */
export type PublicUser = SessionUserJson;

export function toPublicUser(user: AuthUser): PublicUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    status: user.status,
    roleId: user.roleId,
    role: { id: user.role.id, name: user.role.name, code: user.role.code, permissions: user.role.permissions },
    lastLoginAt: user.lastLoginAt ? user.lastLoginAt.toISOString() : null,
    createdAt: user.createdAt.toISOString(),
  };
}

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

async function issueTokens(user: AuthUser): Promise<SessionTokens> {
  const { familyId, refreshToken } = await createRefreshTokenFamily({ userId: user.id });
  const accessToken = await signAccessToken({ userId: user.id, roleCode: user.role.code, familyId });
  return { accessToken, refreshToken };
}

function tooManyRequests(slot: Extract<SlotResult, { ok: false }>, what: string): ApiError {
  const retryAfter = Math.max(1, Math.ceil((slot.retryAt.getTime() - Date.now()) / 1000));
  const wait = retryAfter >= 60 ? `${Math.ceil(retryAfter / 60)} menit` : `${retryAfter} detik`;
  return new ApiError(429, `Terlalu banyak ${what}. Silakan coba lagi dalam ${wait}.`, 'TOO_MANY_REQUESTS', undefined, { 'Retry-After': String(retryAfter) });
}

/** Refuses an address that used up its allowance of `action` (register, refresh) inside the window. */
export async function assertActionAllowed(action: keyof typeof ACTION_LIMITS, ip: string): Promise<void> {
  const slot = await takeActionSlot({ action, ip, ...ACTION_LIMITS[action] });
  if (!slot.ok) throw tooManyRequests(slot, 'permintaan');
}

export async function login(input: LoginInput, ip: string): Promise<{ user: PublicUser } & SessionTokens> {
  // The attempt is counted before the password is checked (atomically, see db/queries/rate-limits.ts) and forgotten
  // after a success, so parallel failures cannot overrun the limit.
  const slot = await takeLoginAttempt({
    email: input.email,
    ip,
    windowMs: RATE_LIMIT.windowMs,
    perPair: RATE_LIMIT.perPair,
    perAddress: RATE_LIMIT.perAddress,
    account: RATE_LIMIT.account,
  });
  if (!slot.ok) throw tooManyRequests(slot, 'percobaan login');
  // Rows older than every window are useless (a day at least).
  const keepMs = Math.max(24 * 60 * 60 * 1000, RATE_LIMIT.windowMs, RATE_LIMIT.account.windowMs);
  if (Math.random() < 0.01) await pruneRateLimitEvents({ before: new Date(Date.now() - keepMs) });
  const user = await getUserForLogin({ email: input.email });
  // Verify against a dummy hash for unknown emails so both failures look and take the same.
  const valid = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), input.password);
  if (!user || !valid) throw new ApiError(401, loginMessages.invalidCredentials, 'INVALID_CREDENTIALS');
  // Only after the right password: telling an inactive account apart reveals nothing to someone without it.
  if (user.status !== 'active') throw new ApiError(403, inactiveAccountMessage, 'INACTIVE_USER');
  await clearLoginFailures({ email: input.email, ip });
  const lastLoginAt = await markUserLoggedIn({ userId: user.id });
  const { passwordHash: _hash, ...rest } = user;
  const tokens = await issueTokens(rest);
  return { user: toPublicUser({ ...rest, lastLoginAt }), ...tokens };
}

export async function register(input: RegisterInput): Promise<PublicUser> {
  const passwordHash = await hashPassword(input.password);
  try {
    const user = await createManagerAccount({ name: input.name, email: input.email, phone: input.phone, passwordHash });
    return toPublicUser(user);
  } catch (err) {
    const code = (err as { code?: string; cause?: { code?: string } }).code ?? (err as { cause?: { code?: string } }).cause?.code;
    if (code === '23505') throw new ApiError(409, 'Email sudah terdaftar', 'EMAIL_TAKEN', { email: 'Email sudah terdaftar' });
    throw err;
  }
}

export async function refresh(refreshToken: string): Promise<SessionTokens> {
  const result = await rotateRefreshToken({ token: refreshToken });
  if (!result.ok) {
    const message = result.reason === 'reused' ? 'Refresh token sudah digunakan. Silakan login kembali.' : 'Refresh token tidak valid atau kedaluwarsa';
    throw new ApiError(401, message, 'INVALID_REFRESH_TOKEN');
  }
  const user = await getUserWithRole({ userId: result.userId });
  if (!user || user.status !== 'active') {
    await revokeRefreshFamily({ familyId: result.familyId });
    throw new ApiError(401, 'Akun tidak aktif', 'INACTIVE_USER');
  }
  const accessToken = await signAccessToken({ userId: user.id, roleCode: user.role.code, familyId: result.familyId });
  return { accessToken, refreshToken: result.refreshToken };
}

export async function logout(refreshToken: string | null, familyId?: string | null): Promise<void> {
  if (refreshToken) await revokeRefreshTokenFamilyByToken({ token: refreshToken });
  if (familyId) await revokeRefreshFamily({ familyId });
}
