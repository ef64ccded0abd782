'use client';
// The spec's load-failure states of the public pages, one definition for the error boundaries (error.tsx, which pass
// their `retry`) and for pages that render it themselves while the database is unreachable (then a reload).
import { RefreshCw, CircleExclamationPoint, Store, UtensilsCrossed } from 'lucide-react';
import { EmptyState } from '@/components/public/empty-state';
import { Button } from '@/components/ui/button';
import { menuMessages } from '@/lib/validations/messages';

const VARIANTS = {
  page: {
    icon: CircleExclamationPoint,
    title: 'Gagal Memuat Data',
    description: 'Terjadi kesalahan saat memuat halaman. Silakan coba lagi.',
    action: 'Muat Ulang',
  },
  tenant: {
    icon: Store,
    title: 'Gagal Memuat Data',
    description: 'Terjadi kesalahan saat memuat data tenant. Silakan muat ulang halaman.',
    action: 'Muat Ulang',
  },
  menu: { icon: UtensilsCrossed, title: menuMessages.loadFailedPublicTitle, description: menuMessages.loadFailedPublic, action: 'Coba Lagi' },
} as const;

export type LoadFailureVariant = keyof typeof VARIANTS;

export function LoadFailure({ variant, retry }: { variant: LoadFailureVariant; retry?: () => void }) {
  const v = VARIANTS[variant];
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <EmptyState icon={v.icon} role="alert" headingLevel="h1" title={v.title} description={v.description}>
        <Button type="button" onClick={() => (retry ? retry() : window.location.reload())}>
          <RefreshCw aria-hidden="true" />
          {v.action}
        </Button>
      </EmptyState>
    </div>
  );
}
