import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PageGate } from '@/components/dashboard/page-gate';
import { TableSkeleton } from '@/components/dashboard/table-skeleton';
import { UsersView } from './_components/users-view';

export const metadata: Metadata = { title: 'Manajemen Pengguna' };

export default function UsersPage() {
  return (
    <PageGate page="users">
      <Suspense fallback={<TableSkeleton />}>
        <UsersView />
      </Suspense>
    </PageGate>
  );
}
