import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PageGate } from '@/components/dashboard/page-gate';
import { TableSkeleton } from '@/components/dashboard/table-skeleton';
import { RolesView } from './_components/roles-view';

export const metadata: Metadata = { title: 'Manajemen Role & Permission' };

export default function RolesPage() {
  return (
    <PageGate page="roles">
      <Suspense fallback={<TableSkeleton />}>
        <RolesView />
      </Suspense>
    </PageGate>
  );
}
