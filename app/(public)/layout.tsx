// Public layout: skip link, top bar, main landmark, footer with quick links and contact info from the site settings.
import { connection } from 'next/server';
import { PublicShell } from '@/components/public/public-shell';
import { getPublicSettingsOrDefault } from '@/db/queries/public';

export default async function PublicLayout({ children }: { children: React.ReactNode }) {
  // Rendered per request from the database (cached for seconds), never prerendered at build time.
  await connection();
  const settings = await getPublicSettingsOrDefault();
  return <PublicShell settings={settings}>{children}</PublicShell>;
}
