import type { Metadata } from 'next';
import { PageGate } from '@/components/dashboard/page-gate';
import { MyTenantView } from './_components/my-tenant-view';

export const metadata: Metadata = { title: 'Tenant Saya' };

export default function MyTenantPage() {
  return (
    <PageGate page="my-tenant">
      <MyTenantView />
    </PageGate>
  );
}
