import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PageGate } from '@/components/dashboard/page-gate';
import { TableSkeleton } from '@/components/dashboard/table-skeleton';
import { AllMenusView } from './_components/all-menus-view';

export const metadata: Metadata = { title: 'Semua Menu' };

export default function MenusPage() {
  return (
    <PageGate page="menus">
      <Suspense fallback={<TableSkeleton />}>
        <AllMenusView />
      </Suspense>
    </PageGate>
  );
}
