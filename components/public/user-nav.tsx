'use client';
// The top bar's account area: 'Masuk' for visitors (and before the session is known, which is also what a visitor
// without JavaScript sees); for a signed-in user the account menu with Dashboard and Keluar. The session is read with
// one plain request to next-auth's session endpoint, so visitors download none of next-auth's client, and only when
// the session hint says the browser holds a session cookie (lib/auth/session-hint.ts), so a visitor's page view asks
// the server for nothing beyond the (cached) page; the account menu (and the sign-out code in it) loads only for a
// signed-in user.
import { Suspense, lazy, useEffect, useState } from 'react';
import Link from 'next/link';
import { hasSessionHint } from '@/lib/auth/session-hint';
import { OUTLINE_SM_BUTTON_CLASS } from './button-classes';

// React.lazy rather than next/dynamic (whose loader is client code of its own): the menu only renders after the
// session request, in the browser.
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));

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

function SignInLink({ icon }: { icon: React.ReactNode }) {
  return (
    <Link href="/login" prefetch={false} data-slot="button" className={OUTLINE_SM_BUTTON_CLASS}>
      {icon}
      Masuk
    </Link>
  );
}

/** `signInIcon`: the 'Masuk' link's icon, rendered on the server. */
export function UserNav({ signInIcon }: { signInIcon: React.ReactNode }) {
  const [user, setUser] = useState<SignedInUser | null>(null);
  useEffect(() => {
    if (!hasSessionHint(document.cookie)) return;
    const controller = new AbortController();
    readSessionUser(controller.signal)
      .then(setUser)
      .catch(() => setUser(null));
    return () => controller.abort();
  }, []);
  if (!user) return <SignInLink icon={signInIcon} />;
  return (
    <Suspense fallback={<span aria-hidden="true" className="inline-block size-9 rounded-full bg-muted" />}>
      <AccountMenu name={user.name} email={user.email} />
    </Suspense>
  );
}
