'use client';
// The signed-in user as client components need it: user, role, permissions, status and logout(). No token: the
// API client sends the httpOnly session cookie.
import * as React from 'react';
import { useSession } from 'next-auth/react';
import { endSession } from './session-bridge';
import type { SessionRole, SessionUser } from './session-user';

export interface UseAuth {
  user: SessionUser | null;
  role: SessionRole | null;
  permissions: string[];
  status: 'loading' | 'authenticated' | 'unauthenticated';
  isLoggedIn: boolean;
  error: string | null;
  /** Revokes the session on the server and clears it here even when the API call fails, then goes to /login. */
  logout: () => Promise<void>;
}

export function useAuth(): UseAuth {
  const { data, status } = useSession();
  const signedIn = status === 'authenticated';

  const logout = React.useCallback(async () => {
    if (signedIn) {
      // Best effort (same-origin, with the session cookie): the sign-out below revokes the refresh family on the
      // server in any case.
      await fetch('/api/v1/auth/logout', { method: 'POST', credentials: 'same-origin' }).catch(() => undefined);
    }
    await endSession({ expired: false });
  }, [signedIn]);

  const user = data?.user ?? null;
  return {
    user,
    role: user?.role ?? null,
    permissions: user?.role.permissions ?? [],
    status,
    isLoggedIn: status === 'authenticated' && !!user && !data?.error,
    error: data?.error ?? null,
    logout,
  };
}
