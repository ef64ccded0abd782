// Dashboard frame for every /dashboard page: the auth check ('Memeriksa autentikasi...') around the shell.
import type { Metadata } from 'next';
import { AuthGuard } from '@/components/auth/auth-guard';
import { QueryProvider } from '@/components/providers/query-provider';
import { SessionProvider } from '@/components/providers/session-provider';
import { ToastProvider } from '@/components/ui/toast';
import { DashboardShell } from './_components/dashboard-shell';

export const metadata: Metadata = {
  title: { default: 'Dashboard', template: '%s | Dashboard Kuliner Tasikmalaya' },
  robots: { index: false, follow: false },
};

export default function DashboardLayout({ children }: { children: React.ReactNode }) {
  return (
    <ToastProvider>
      <SessionProvider>
        <AuthGuard>
          <QueryProvider>
            <DashboardShell>{children}</DashboardShell>
          </QueryProvider>
        </AuthGuard>
      </SessionProvider>
    </ToastProvider>
  );
}
