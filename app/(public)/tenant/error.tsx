'use client';
// Load failure of the tenant pages (spec: 'Gagal Memuat Data' with a reload button).
import { useEffect } from 'react';
import { LoadFailure } from '@/components/public/load-failure';

export default function TenantError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <LoadFailure variant="tenant" retry={retry} />;
}
