'use client';
// The spec's load-failure states of the public pages, one definition for the error boundaries (error.tsx, which pass
// their `retry`) and for pages that render it themselves while the database is unreachable (then a reload). Client
// code of every public page (the error boundaries load with it), so it stays plain: sprite icons, the button's
// classes as a string, the two menu messages rather than the whole validation catalogue.
import { EmptyState } from '@/components/public/empty-state';
import { MENU_LOAD_FAILED_PUBLIC, MENU_LOAD_FAILED_PUBLIC_TITLE } from '@/lib/validations/public-messages';
import { BUTTON_CLASS } from './button-classes';
import { SpriteIcon, type SpriteIconName } from './sprite-icon';

const VARIANTS: Record<string, { icon: SpriteIconName; title: string; description: string; action: string }> = {
  page: {
    icon: 'alert',
    title: 'Gagal Memuat Data',
    description: 'Terjadi kesalahan saat memuat halaman. Silakan coba lagi.',
    action: 'Muat Ulang',
  },
  tenant: {
    icon: 'store',
    title: 'Gagal Memuat Data',
    description: 'Terjadi kesalahan saat memuat data tenant. Silakan muat ulang halaman.',
    action: 'Muat Ulang',
  },
  menu: { icon: 'utensils-crossed', title: MENU_LOAD_FAILED_PUBLIC_TITLE, description: MENU_LOAD_FAILED_PUBLIC, action: 'Coba Lagi' },
};

export type LoadFailureVariant = 'page' | 'tenant' | 'menu';

export function LoadFailure({ variant, retry }: { variant: LoadFailureVariant; retry?: () => void }) {
  const v = VARIANTS[variant]!;
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <EmptyState icon={<SpriteIcon name={v.icon} className="size-7" />} role="alert" headingLevel="h1" title={v.title} description={v.description}>
        <button type="button" className={BUTTON_CLASS} onClick={() => (retry ? retry() : window.location.reload())}>
          <SpriteIcon name="refresh" className="size-4" />
          {v.action}
        </button>
      </EmptyState>
    </div>
  );
}
