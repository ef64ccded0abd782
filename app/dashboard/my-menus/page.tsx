import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PageGate } from '@/components/dashboard/page-gate';
import { CardGridSkeleton } from '@/components/dashboard/table-skeleton';
import { MyMenusView } from './_components/my-menus-view';

export const metadata: Metadata = { title: 'Menu Saya' };

export default function MyMenusPage() {
  return (
    <PageGate page="my-menus">
      <Suspense fallback={<CardGridSkeleton />}>
        <MyMenusView />
      </Suspense>
    </PageGate>
  );
}
