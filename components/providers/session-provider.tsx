'use client';
// The browser session for the whole app: next-auth's provider (re-read every 240 s, below the 300 s refresh lead),
// the bridge that lets the API client navigate when a session ends, and the watcher for expired sessions.
import * as React from 'react';
import { useRouter } from 'next/navigation';
import { SessionProvider as NextAuthSessionProvider } from 'next-auth/react';
import { SessionWatcher } from '@/components/auth/session-watcher';
import { showToast } from '@/components/ui/toast';
import { connectSessionBridge } from '@/lib/auth/session-bridge';
import { SESSION_EXPIRED_MESSAGE, SESSION_REFETCH_SECONDS } from '@/lib/auth/session-user';
import { TOAST_DURATIONS } from '@/lib/constants';

function notifyExpired() {
  showToast({ variant: 'error', description: SESSION_EXPIRED_MESSAGE, duration: TOAST_DURATIONS.sessionError });
}

function SessionBridge() {
  const router = useRouter();
  React.useEffect(() => connectSessionBridge({ navigate: (href) => router.replace(href), notifyExpired }), [router]);
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
