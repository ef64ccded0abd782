'use client';
// The signed-in user's role as the permission module reads it ({ code, permissions }), from the auth session.
import * as React from 'react';
import { useAuth } from '@/lib/auth/use-auth';
import type { RoleLike } from '@/lib/auth/permissions';

export function useCurrentRole(): RoleLike | null {
  const { role, permissions } = useAuth();
  const code = role?.code ?? null;
  return React.useMemo(() => (code ? { code, permissions } : null), [code, permissions]);
}
