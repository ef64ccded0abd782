// next-auth options: the browser session (an encrypted JWT cookie) over the same login/refresh/logout service as /api/v1/auth.
import 'server-only';
import type { NextAuthOptions, User } from 'next-auth';
import type { JWT } from 'next-auth/jwt';
import CredentialsProvider from 'next-auth/providers/credentials';
import { getUserWithRole, type AuthUser } from '@/db/queries/auth';
import { ApiError } from '@/lib/api/errors';
import { clientIp } from '@/lib/server/client-ip';
import { isLimiterFullError } from '@/lib/server/concurrency';
import { LIMITS } from '@/lib/constants';
import { loginMessages, loginSchema } from '@/lib/validations/auth';
import { secureCookiesEnabled } from './cookie-session';
import { getAuthSecret } from './secret';
import { login, logout, refresh } from './service';
import { SESSION_REFRESH_ERROR, type SessionUser } from '@/lib/auth/session-user';
import { REFRESH_TOKEN_TTL_SECONDS, decodeExpiry, hashToken } from './tokens';

const REFRESH_LEAD_MS = LIMITS.tokenRefreshLeadSeconds * 1000;

function toSessionUser(user: Pick<AuthUser, 'id' | 'name' | 'email' | 'role'>): SessionUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: { id: user.role.id, name: user.role.name, code: user.role.code, permissions: [...user.role.permissions] },
  };
}

/** Expiry of an access token in ms; an undecodable token counts as already expired. */
function expiryMs(accessToken: string): number {
  const exp = decodeExpiry(accessToken);
  return exp ? exp * 1000 : 0;
}

/** Claims of our own access token, read without verification: it comes from our encrypted cookie or our own service. */
function claimsOf(accessToken: string | undefined): { sub?: unknown; fam?: unknown } {
  if (!accessToken) return {};
  try {
    return JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) ?? {};
  } catch {
    return {};
  }
}

function familyOf(accessToken: string | undefined): string | null {
  const { fam } = claimsOf(accessToken);
  return typeof fam === 'string' && fam ? fam : null;
}

interface RefreshedTokens {
  user: SessionUser;
  accessToken: string;
  refreshToken: string;
  accessTokenExpires: number;
}

// Several requests may carry the same cookie at once (two tabs, a session poll and an API retry). Presenting one
// refresh token twice would trip reuse detection and end the session, so concurrent and slightly late refreshes of
// one token share a single rotation (kept for a minute). This covers one app instance; the cookie is rewritten
// with the successor, so later requests present the new token.
const SHARED_REFRESH_MS = 60_000;
const globalForRefresh = globalThis as unknown as { __kulinerRefreshes?: Map<string, { promise: Promise<RefreshedTokens>; until: number }> };
const refreshes = (globalForRefresh.__kulinerRefreshes ??= new Map());

function refreshOnce(refreshToken: string): Promise<RefreshedTokens> {
  const now = Date.now();
  for (const [key, entry] of refreshes) if (entry.until < now) refreshes.delete(key);
  const key = hashToken(refreshToken);
  const existing = refreshes.get(key);
  if (existing) return existing.promise;
  const promise = (async () => {
    const tokens = await refresh(refreshToken);
    const userId = Number(claimsOf(tokens.accessToken).sub);
    // Reload the role so permission changes made in the dashboard reach the session at the next refresh.
    const user = await getUserWithRole({ userId });
    if (!user || user.status !== 'active') throw new ApiError(401, 'Akun tidak aktif', 'INACTIVE_USER');
    return { user: toSessionUser(user), accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, accessTokenExpires: expiryMs(tokens.accessToken) };
  })();
  refreshes.set(key, { promise, until: now + SHARED_REFRESH_MS });
  // A failed rotation must not be replayed to later callers as if it were still pending.
  promise.catch(() => refreshes.delete(key));
  return promise;
}

async function refreshAccessToken(token: JWT): Promise<JWT> {
  try {
    const next = await refreshOnce(token.refreshToken!);
    return { ...token, ...next, error: undefined };
  } catch (err) {
    // A refused refresh (revoked, reused, expired, inactive user) ends the session. A passing failure (database
    // unavailable) keeps the session while the current access token is still valid, and is retried next time.
    const refused = err instanceof ApiError && err.status === 401;
    if (!refused) console.error('[auth] refreshing the access token failed:', (err as Error)?.message);
    if (!refused && Date.now() < (token.accessTokenExpires ?? 0)) return token;
    return { ...token, error: SESSION_REFRESH_ERROR };
  }
}

export const authOptions: NextAuthOptions = {
  secret: getAuthSecret(),
  session: { strategy: 'jwt', maxAge: REFRESH_TOKEN_TTL_SECONDS },
  // __Secure- cookie names and the Secure flag when NEXTAUTH_URL is https (httpOnly and SameSite=Lax always).
  useSecureCookies: secureCookiesEnabled(),
  pages: { signIn: '/login', error: '/login' },
  providers: [
    CredentialsProvider({
      id: 'credentials',
      name: 'Email',
      credentials: {
        email: { label: 'Email', type: 'email' },
        password: { label: 'Kata sandi', type: 'password' },
      },
      async authorize(credentials, req): Promise<User | null> {
        const parsed = loginSchema.safeParse({ email: credentials?.email, password: credentials?.password });
        // next-auth hands a thrown error's message to the client (signIn(...).error): the login page shows it.
        if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? loginMessages.failure);
        try {
          const result = await login(parsed.data, clientIp(req?.headers as Record<string, unknown> | undefined));
          return {
            id: String(result.user.id),
            name: result.user.name,
            email: result.user.email,
            role: result.user.role,
            accessToken: result.accessToken,
            refreshToken: result.refreshToken,
          };
        } catch (err) {
          if (err instanceof ApiError || isLimiterFullError(err)) throw new Error(err.message);
          console.error('[auth] login failed:', err);
          throw new Error(loginMessages.failure);
        }
      },
    }),
  ],
  callbacks: {
    async jwt({ token, user, trigger, session }) {
      if (user) {
        // Sign-in: the only time `user` is set.
        return {
          ...token,
          sub: user.id,
          user: toSessionUser({ id: Number(user.id), name: user.name, email: user.email, role: user.role }),
          accessToken: user.accessToken,
          refreshToken: user.refreshToken,
          accessTokenExpires: expiryMs(user.accessToken),
          error: undefined,
        };
      }
      if (token.error || !token.refreshToken) return token;
      // update({ refresh: true }) from the API client after a 401: rotate now. The client's data is only a signal
      // and is never merged into the token.
      const forced = trigger === 'update' && (session as { refresh?: unknown } | undefined)?.refresh === true;
      if (!forced && Date.now() < (token.accessTokenExpires ?? 0) - REFRESH_LEAD_MS) return token;
      return refreshAccessToken(token);
    },
    // What page scripts get from /api/auth/session: the user and expiry, never a token. The browser calls /api/v1
    // with this httpOnly cookie instead (lib/server/auth/cookie-session.ts).
    async session({ session, token }) {
      return {
        expires: session.expires,
        user: token.user!,
        ...(token.error ? { error: token.error } : {}),
      };
    },
  },
  events: {
    // Logout revokes the refresh-token family on the server even when the browser's own API call failed.
    async signOut({ token }) {
      const jwt = token as JWT | undefined;
      if (!jwt?.refreshToken && !jwt?.accessToken) return;
      await logout(jwt.refreshToken ?? null, familyOf(jwt.accessToken)).catch((err) => {
        console.error('[auth] revoking the session on sign-out failed:', (err as Error)?.message);
      });
    },
  },
};
