// Access tokens (short-lived HS256 JWTs) and opaque refresh tokens (random, stored as SHA-256).
import 'server-only';
import crypto from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { serverEnv } from '../env';
import { getAuthSecret } from './secret';

export const ACCESS_TOKEN_TTL_SECONDS = serverEnv().ACCESS_TOKEN_TTL_SECONDS;
export const REFRESH_TOKEN_TTL_SECONDS = serverEnv().REFRESH_TOKEN_TTL_SECONDS;
const ISSUER = 'kuliner-tasikmalaya';
const AUDIENCE = 'kuliner-tasikmalaya-api';

function key(): Uint8Array {
  return new TextEncoder().encode(getAuthSecret());
}

export interface AccessClaims {
  sub: string;
  role: string;
  fam: string;
}

export async function signAccessToken(claims: { userId: number; roleCode: string; familyId: string }, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS): Promise<string> {
  return new SignJWT({ role: claims.roleCode, fam: claims.familyId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setJti(crypto.randomUUID())
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(key());
}

/** The claims of a valid token; null when missing, expired, forged or malformed. */
export async function verifyAccessToken(token: string): Promise<(AccessClaims & { exp: number }) | null> {
  try {
    const { payload } = await jwtVerify(token, key(), { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return null;
    return { sub: payload.sub, role: String(payload.role ?? ''), fam: String(payload.fam ?? ''), exp: payload.exp };
  } catch {
    return null;
  }
}

/** Seconds-since-epoch expiry of a JWT without verifying it (the client schedules its refresh with this). */
export function decodeExpiry(token: string): number | null {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    return typeof payload.exp === 'number' ? payload.exp : null;
  } catch {
    return null;
  }
}

export function generateRefreshToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export function bearerToken(header: string | null): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match ? match[1]! : null;
}
