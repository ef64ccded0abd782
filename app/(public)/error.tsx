'use client';
// Load failure of any public page without a more specific boundary.
import { useEffect } from 'react';
import { RefreshCw, CircleExclamationPoint } from 'lucide-react';
import { EmptyState } from '@/components/public/empty-state';
import { Button } from '@/components/ui/button';

export default function PublicError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <EmptyState icon={CircleExclamationPoint} role="alert" headingLevel="h1" title="Gagal Memuat Data" description="Terjadi kesalahan saat memuat halaman. Silakan coba lagi.">
        <Button type="button" onClick={() => retry()}>
          <RefreshCw aria-hidden="true" />
          Muat Ulang
        </Button>
      </EmptyState>
    </div>
  );
}
