'use client';
// Client-side check for dashboard screens: 'Memeriksa autentikasi...' while the session loads, /login when none.
// The middleware already redirects on navigation; this covers a session that ends while a page is open.
import * as React from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { useSession } from 'next-auth/react';
import { LoaderCircleIcon } from 'lucide-react';
import { isEndingSession } from '@/lib/auth/session-bridge';

export const AUTH_CHECKING_MESSAGE = 'Memeriksa autentikasi...';

export function AuthChecking() {
  return (
    <div role="status" data-testid="auth-checking" className="flex min-h-[50vh] flex-1 flex-col items-center justify-center gap-3 text-muted-foreground">
      <LoaderCircleIcon aria-hidden="true" className="size-8 animate-spin" />
      <p className="text-sm">{AUTH_CHECKING_MESSAGE}</p>
    </div>
  );
}

export function AuthGuard({ children }: { children: React.ReactNode }) {
  const { data, status } = useSession();
  const router = useRouter();
  const pathname = usePathname();

  React.useEffect(() => {
    if (status !== 'unauthenticated' || isEndingSession()) return;
    const from = `${pathname}${window.location.search}`;
    router.replace(`/login?callbackUrl=${encodeURIComponent(from)}`);
  }, [status, pathname, router]);

  // update() also reports 'loading' while a session is present: keep the page mounted then.
  if (!data || data.error) return <AuthChecking />;
  return <>{children}</>;
}
