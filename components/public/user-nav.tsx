'use client';
// The top bar's account area: 'Masuk' for visitors (and before the session is known, which is also what a visitor
// without JavaScript sees); for a signed-in user the account menu with Dashboard and Keluar.
import { useContext } from 'react';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { LogIn } from 'lucide-react';
import { SessionContext, SessionProvider, useSession } from 'next-auth/react';
import { Button } from '@/components/ui/button';

const AccountMenu = dynamic(() => import('./account-menu').then((m) => m.AccountMenu), {
  ssr: false,
  loading: () => <span aria-hidden="true" className="inline-block size-9 rounded-full bg-muted" />,
});

function SignInLink() {
  return (
    <Button asChild variant="outline" size="sm">
      <Link href="/login" prefetch={false}>
        <LogIn aria-hidden="true" />
        Masuk
      </Link>
    </Button>
  );
}

function AccountArea() {
  const { data: session, status } = useSession();
  if (status !== 'authenticated' || !session?.user) return <SignInLink />;
  return <AccountMenu name={session.user.name ?? session.user.email ?? 'Pengguna'} email={session.user.email ?? null} />;
}

export function UserNav() {
  // The app may or may not mount a SessionProvider above the public layout; without one, bring our own.
  const context = useContext(SessionContext);
  if (context === undefined) {
    return (
      <SessionProvider>
        <AccountArea />
      </SessionProvider>
    );
  }
  return <AccountArea />;
}
