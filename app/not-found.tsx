// The branded 404 for unknown routes and for notFound() outside a nearer boundary (an unknown article): Indonesian,
// inside the public header and footer, with links home and to the tenant list.
import type { Metadata } from 'next';
import { connection } from 'next/server';
import { PublicShell } from '@/components/public/public-shell';
import { getPublicSettingsOrDefault } from '@/db/queries/public';
import { NOT_FOUND_TITLE, NotFoundMessage } from '@/components/public/not-found-message';

export const metadata: Metadata = {
  title: NOT_FOUND_TITLE,
  robots: { index: false, follow: true },
};

export default async function NotFound() {
  await connection();
  const settings = await getPublicSettingsOrDefault();
  return (
    <PublicShell settings={settings} sprite={false}>
      <NotFoundMessage />
    </PublicShell>
  );
}
