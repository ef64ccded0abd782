// Browser-side session plumbing shared by React (SessionProvider, useAuth) and plain code (the API client): the
// router and the one way a session ends. The browser holds no API token: /api/v1 reads the httpOnly session cookie,
// and the SessionProvider's periodic session read lets next-auth rotate the refresh token before it is needed.
import { signOut } from 'next-auth/react';
import { showToast } from '@/components/ui/toast';
import { TOAST_DURATIONS } from '@/lib/constants';
import { SESSION_EXPIRED_MESSAGE } from './session-user';

type Navigate = (href: string) => void;

const state: {
  navigate: Navigate | null;
  ending: Promise<void> | null;
  expiredAt: number;
} = { navigate: null, ending: null, expiredAt: 0 };

/** Called by the session provider with its router; returns the disconnect function. */
export function connectSessionBridge(navigate: Navigate): () => void {
  state.navigate = navigate;
  return () => {
    if (state.navigate === navigate) state.navigate = null;
  };
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
