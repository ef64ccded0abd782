'use client';
// Ends a session whose access token could not be refreshed: red toast, sign-out, /login.
import * as React from 'react';
import { useSession } from 'next-auth/react';
import { endSession } from '@/lib/auth/session-bridge';

export function SessionWatcher() {
  const { data } = useSession();
  const error = data?.error;
  React.useEffect(() => {
    if (error) void endSession({ expired: true });
  }, [error]);
  return null;
}
