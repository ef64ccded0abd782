import type { Metadata } from 'next';
import { PageGate } from '@/components/dashboard/page-gate';
import { SettingsView } from './_components/settings-view';

export const metadata: Metadata = { title: 'Pengaturan' };

export default function SettingsPage() {
  return (
    <PageGate page="settings">
      <SettingsView />
    </PageGate>
  );
}
