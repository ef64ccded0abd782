// Browser-side session plumbing shared by React (SessionProvider, useAuth) and plain code (the API client):
// the cached access token, next-auth's update() and router, and the one way a session ends.
import type { Session } from 'next-auth';
import { getSession, signOut } from 'next-auth/react';
import { showToast } from '@/components/ui/toast';
import { TOAST_DURATIONS } from '@/lib/constants';
import { SESSION_EXPIRED_MESSAGE } from './session-user';

type Updater = (data: { refresh: true }) => Promise<Session | null | undefined>;
type Navigate = (href: string) => void;

const state: {
  update: Updater | null;
  navigate: Navigate | null;
  token: { value: string; expires: number } | null;
  pending: Promise<Session | null> | null;
  refreshing: Promise<string | null> | null;
  ending: Promise<void> | null;
  expiredAt: number;
} = { update: null, navigate: null, token: null, pending: null, refreshing: null, ending: null, expiredAt: 0 };

// A token this close to its expiry is not worth sending: ask next-auth for a fresh session instead.
const EXPIRY_MARGIN_MS = 30_000;

/** Called by the session provider with its update() and router; returns the disconnect function. */
export function connectSessionBridge(update: Updater, navigate: Navigate): () => void {
  state.update = update;
  state.navigate = navigate;
  return () => {
    if (state.update === update) state.update = null;
    if (state.navigate === navigate) state.navigate = null;
  };
}

/** Keeps the cached bearer in step with the session the provider holds. */
export function rememberSession(session: Session | null | undefined): void {
  if (session && !session.error && session.accessToken) {
    state.token = { value: session.accessToken, expires: session.accessTokenExpires || 0 };
  } else if (session === null || session?.error) {
    state.token = null;
  }
}

export function forgetSession(): void {
  state.token = null;
}

/** The cached bearer when it is still worth sending. */
function usableToken(): string | null {
  const token = state.token;
  if (!token) return null;
  return token.expires === 0 || token.expires - EXPIRY_MARGIN_MS > Date.now() ? token.value : null;
}

/** The current bearer for /api/v1 (from the cached session, else one getSession() shared by concurrent callers). */
export async function getAccessToken(): Promise<string | null> {
  const cached = usableToken();
  if (cached) return cached;
  state.pending ??= getSession().finally(() => {
    state.pending = null;
  });
  const session = await state.pending;
  rememberSession(session);
  return usableToken();
}

async function updateWithoutProvider(): Promise<Session | null> {
  const csrf = await fetch('/api/auth/csrf', { credentials: 'same-origin' }).then((r) => (r.ok ? r.json() : null));
  if (!csrf?.csrfToken) return null;
  const res = await fetch('/api/auth/session', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ csrfToken: csrf.csrfToken, data: { refresh: true } }),
  });
  if (!res.ok) return null;
  const session = (await res.json().catch(() => null)) as Session | null;
  return session && Object.keys(session).length > 0 ? session : null;
}

/**
 * Asks next-auth to rotate the access token now (after a 401). One rotation is shared by every request that
 * failed at the same time. Returns the new bearer, or null when the session cannot be renewed.
 */
export function refreshAccessToken(): Promise<string | null> {
  state.refreshing ??= (async () => {
    state.token = null;
    try {
      let session = state.update ? await state.update({ refresh: true }) : undefined;
      // update() does nothing while the provider is still loading: go to the endpoint directly.
      if (session === undefined) session = await updateWithoutProvider();
      rememberSession(session ?? null);
      return session && !session.error && session.accessToken ? session.accessToken : null;
    } catch {
      return null;
    }
  })().finally(() => {
    state.refreshing = null;
  });
  return state.refreshing;
}

/** True while endSession() runs: it navigates itself, so guards should not redirect on their own. */
export function isEndingSession(): boolean {
  return state.ending !== null;
}

function currentPath(): string {
  return typeof window === 'undefined' ? '/' : `${window.location.pathname}${window.location.search}`;
}

/**
 * Ends the browser session: the red expiry toast (5 s) when it ran out, sign-out (which revokes the refresh family
 * on the server, so it holds even when the client's own logout call failed), then /login. Concurrent callers (the
 * watcher and several failing requests) share one run, and an expiry is reported once.
 */
export function endSession({ expired }: { expired: boolean }): Promise<void> {
  if (state.ending) return state.ending;
  if (expired && Date.now() - state.expiredAt < 5_000) return Promise.resolve();
  if (expired) state.expiredAt = Date.now();
  state.ending = (async () => {
    state.token = null;
    if (expired) showToast({ variant: 'error', description: SESSION_EXPIRED_MESSAGE, duration: TOAST_DURATIONS.sessionError });
    const from = currentPath();
    await signOut({ redirect: false }).catch(() => undefined);
    // After an expiry, logging in again returns to the dashboard page the user was on.
    // On the login page already (the middleware sent an expired session there), its callback URL is kept.
    const target = from.startsWith('/login')
      ? from
      : expired && from.startsWith('/dashboard')
        ? `/login?callbackUrl=${encodeURIComponent(from)}`
        : '/login';
    // Client-side navigation keeps the toast on screen; a full load is the fallback outside the provider.
    if (state.navigate) state.navigate(target);
    else if (typeof window !== 'undefined') window.location.assign(target);
  })().finally(() => {
    state.ending = null;
  });
  return state.ending;
}
