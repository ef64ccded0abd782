'use client';
// Client-side fallback of the middleware's page check: a role that may not open the page goes back to /dashboard.
import * as React from 'react';
import { useRouter } from 'next/navigation';
import { Spinner } from '@/components/ui/spinner';
import { canOpenPage, type DashboardPageKey } from '@/lib/auth/permissions';
import { useCurrentRole } from './use-current-role';

export function PageGate({ page, children }: { page: DashboardPageKey; children: React.ReactNode }) {
  const role = useCurrentRole();
  const router = useRouter();
  const allowed = canOpenPage(role, page);

  React.useEffect(() => {
    if (role && !allowed) router.replace('/dashboard');
  }, [role, allowed, router]);

  if (!allowed) {
    return (
      <div className="flex justify-center py-16">
        <Spinner size="lg" label="Mengalihkan..." />
      </div>
    );
  }
  return <>{children}</>;
}
