'use client';
// The top bar's account area: 'Masuk' for visitors (and before the session is known, which is also what a visitor
// without JavaScript sees); for a signed-in user the account menu with Dashboard and Keluar. The session is read with
// one plain request to next-auth's session endpoint, so visitors download none of next-auth's client; the account
// menu (and the sign-out code in it) loads only for a signed-in user.
import { useEffect, useState } from 'react';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { LogIn } from 'lucide-react';
import { Button } from '@/components/ui/button';

const AccountMenu = dynamic(() => import('./account-menu').then((m) => m.AccountMenu), {
  ssr: false,
  loading: () => <span aria-hidden="true" className="inline-block size-9 rounded-full bg-muted" />,
});

interface SignedInUser {
  name: string;
  email: string | null;
}

/** The signed-in user from GET /api/auth/session (`{}` when signed out), or null. */
async function readSessionUser(signal: AbortSignal): Promise<SignedInUser | null> {
  const res = await fetch('/api/auth/session', { credentials: 'same-origin', cache: 'no-store', signal });
  if (!res.ok) return null;
  const body = (await res.json()) as { user?: { name?: string | null; email?: string | null } } | null;
  const user = body?.user;
  if (!user) return null;
  return { name: user.name || user.email || 'Pengguna', email: user.email ?? null };
}

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

export function UserNav() {
  const [user, setUser] = useState<SignedInUser | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    readSessionUser(controller.signal)
      .then(setUser)
      .catch(() => setUser(null));
    return () => controller.abort();
  }, []);
  if (!user) return <SignInLink />;
  return <AccountMenu name={user.name} email={user.email} />;
}
