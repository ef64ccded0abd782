'use client';
// Client-side check for dashboard screens: 'Memeriksa autentikasi...' while the session loads, /login when none.
// The middleware already redirects on navigation; this covers a session that ends while a page is open.
import * as React from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { useSession } from 'next-auth/react';
import { Spinner } from '@/components/ui/spinner';

export const AUTH_CHECKING_MESSAGE = 'Memeriksa autentikasi...';

export function AuthChecking() {
  return (
    <div className="flex min-h-[50vh] flex-1 flex-col items-center justify-center gap-3 text-muted-foreground" data-testid="auth-checking">
      <Spinner size="lg" label={AUTH_CHECKING_MESSAGE} />
      <p aria-hidden="true" className="text-sm">
        {AUTH_CHECKING_MESSAGE}
      </p>
    </div>
  );
}

export function AuthGuard({ children }: { children: React.ReactNode }) {
  const { data, status } = useSession();
  const router = useRouter();
  const pathname = usePathname();

  React.useEffect(() => {
    if (status !== 'unauthenticated') return;
    const from = `${pathname}${window.location.search}`;
    router.replace(`/login?callbackUrl=${encodeURIComponent(from)}`);
  }, [status, pathname, router]);

  // update() also reports 'loading' while a session is present: keep the page mounted then.
  if (!data || data.error) return <AuthChecking />;
  return <>{children}</>;
}
