'use client';
// Load failure of the tenant pages (spec: 'Gagal Memuat Data' with a reload button).
import { useEffect } from 'react';
import { RefreshCw, Store } from 'lucide-react';
import { EmptyState } from '@/components/public/empty-state';
import { Button } from '@/components/ui/button';

export default function TenantError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <EmptyState icon={Store} role="alert" headingLevel="h1" title="Gagal Memuat Data" description="Terjadi kesalahan saat memuat data tenant. Silakan muat ulang halaman.">
        <Button type="button" onClick={() => retry()}>
          <RefreshCw aria-hidden="true" />
          Muat Ulang
        </Button>
      </EmptyState>
    </div>
  );
}
