'use client';
// The signed-in user as client components need it: user, role, permissions, bearer, status and logout().
import * as React from 'react';
import { useSession } from 'next-auth/react';
import { endSession } from './session-bridge';
import type { SessionRole, SessionUser } from './session-user';

export interface UseAuth {
  user: SessionUser | null;
  role: SessionRole | null;
  permissions: string[];
  accessToken: string | null;
  status: 'loading' | 'authenticated' | 'unauthenticated';
  isLoggedIn: boolean;
  error: string | null;
  /** Revokes the session on the server and clears it here even when the API call fails, then goes to /login. */
  logout: () => Promise<void>;
}

export function useAuth(): UseAuth {
  const { data, status } = useSession();
  const accessToken = data?.accessToken || null;

  const logout = React.useCallback(async () => {
    if (accessToken) {
      // Best effort: the sign-out below revokes the refresh family on the server in any case.
      await fetch('/api/v1/auth/logout', { method: 'POST', headers: { Authorization: `Bearer ${accessToken}` } }).catch(() => undefined);
    }
    await endSession({ expired: false });
  }, [accessToken]);

  const user = data?.user ?? null;
  return {
    user,
    role: user?.role ?? null,
    permissions: user?.role.permissions ?? [],
    accessToken,
    status,
    isLoggedIn: status === 'authenticated' && !!user && !data?.error,
    error: data?.error ?? null,
    logout,
  };
}
