// Browser-side session plumbing shared by React (SessionProvider, useAuth) and plain code (the API client): the
// router and the one way a session ends. The browser holds no API token: /api/v1 reads the httpOnly session cookie,
// and the SessionProvider's periodic session read lets next-auth rotate the refresh token before it is needed.
// This module knows no component: the provider hands it how to navigate and how to tell the user the session expired.
import { signOut } from 'next-auth/react';

export interface SessionBridgeHost {
  navigate: (href: string) => void;
  /** Tells the user the session ran out (the red expiry toast). */
  notifyExpired: () => void;
}

const state: {
  host: SessionBridgeHost | null;
  ending: Promise<void> | null;
  expiredAt: number;
} = { host: null, ending: null, expiredAt: 0 };

/** Called by the session provider with its router and notifier; returns the disconnect function. */
export function connectSessionBridge(host: SessionBridgeHost): () => void {
  state.host = host;
  return () => {
    if (state.host === host) state.host = null;
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
    if (expired) state.host?.notifyExpired();
    const from = currentPath();
    await signOut({ redirect: false }).catch(() => undefined);
    // After an expiry, logging in again returns to the dashboard page the user was on.
    // On the login page already (the middleware sent an expired session there), its callback URL is kept.
    const target = from.startsWith('/login') ? from : expired && from.startsWith('/dashboard') ? `/login?callbackUrl=${encodeURIComponent(from)}` : '/login';
    // Client-side navigation keeps the toast on screen; a full load is the fallback outside the provider.
    if (state.host) state.host.navigate(target);
    else if (typeof window !== 'undefined') window.location.assign(target);
  })().finally(() => {
    state.ending = null;
  });
  return state.ending;
}
