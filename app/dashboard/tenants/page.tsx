import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PageGate } from '@/components/dashboard/page-gate';
import { TableSkeleton } from '@/components/dashboard/table-skeleton';
import { TenantsView } from './_components/tenants-view';

export const metadata: Metadata = { title: 'Manajemen Tenant' };

export default function TenantsPage() {
  return (
    <PageGate page="tenants">
      <Suspense fallback={<TableSkeleton />}>
        <TenantsView />
      </Suspense>
    </PageGate>
  );
}
