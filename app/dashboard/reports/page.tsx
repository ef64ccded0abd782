import type { Metadata } from 'next';
import { PageGate } from '@/components/dashboard/page-gate';
import { ReportsView } from './_components/reports-view';

export const metadata: Metadata = { title: 'Laporan' };

export default function ReportsPage() {
  return (
    <PageGate page="reports">
      <ReportsView />
    </PageGate>
  );
}
