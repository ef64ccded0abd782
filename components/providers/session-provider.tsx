'use client';
// The browser session for the whole app: next-auth's provider (re-read every 240 s, below the 300 s refresh lead),
// the bridge that lets the API client refresh and navigate, and the watcher for expired sessions.
import * as React from 'react';
import { useRouter } from 'next/navigation';
import { SessionProvider as NextAuthSessionProvider, useSession } from 'next-auth/react';
import { SessionWatcher } from '@/components/auth/session-watcher';
import { connectSessionBridge, rememberSession } from '@/lib/auth/session-bridge';
import { SESSION_REFETCH_SECONDS } from '@/lib/auth/session-user';

function SessionBridge() {
  const { data, update } = useSession();
  const router = useRouter();
  React.useEffect(() => connectSessionBridge(update, (href) => router.replace(href)), [update, router]);
  React.useEffect(() => {
    rememberSession(data);
  }, [data]);
  return null;
}

export function SessionProvider({ children }: { children: React.ReactNode }) {
  return (
    <NextAuthSessionProvider refetchInterval={SESSION_REFETCH_SECONDS} refetchOnWindowFocus>
      <SessionBridge />
      <SessionWatcher />
      {children}
    </NextAuthSessionProvider>
  );
}
