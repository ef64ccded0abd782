// A tenant that does not exist or is not active (HTTP 404 through notFound()).
import Link from 'next/link';
import { EmptyState } from '@/components/public/empty-state';
import { Button } from '@/components/ui/button';
import { tenantMessages } from '@/lib/validations/messages';
import { Icon } from '@/components/public/icon';

export default function TenantNotFound() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <EmptyState
        icon={<Icon name="store" className="size-7" />}
        headingLevel="h1"
        title={tenantMessages.notFound}
        description="Tenant yang Anda cari tidak ada, belum disetujui, atau sedang tidak aktif."
      >
        <Button asChild>
          <Link href="/tenant">
            <Icon name="arrow-left" />
            Kembali ke Daftar Tenant
          </Link>
        </Button>
      </EmptyState>
    </div>
  );
}
