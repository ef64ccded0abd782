'use client';
// A dashboard screen that failed to render: the message and a retry, inside the dashboard frame.
import { useEffect } from 'react';
import { LoadError } from '@/components/dashboard/load-error';

export default function DashboardError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <LoadError message="Terjadi kesalahan saat memuat halaman" detail="Silakan coba lagi." onRetry={() => retry()} />;
}
