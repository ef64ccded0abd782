// Public layout: skip link, top bar, main landmark, footer with quick links and contact info from the site settings.
import { connection } from 'next/server';
import { IconSprite } from '@/components/public/icon-sprite';
import { SiteFooter } from '@/components/public/site-footer';
import { SiteHeader } from '@/components/public/site-header';
import { DEFAULT_PUBLIC_SETTINGS, getPublicSettings, type PublicSettings } from '@/db/queries/public';

async function loadSettings(): Promise<PublicSettings> {
  try {
    return await getPublicSettings();
  } catch (err) {
    // The footer must not take the whole page down; the page's own error boundary reports data failures.
    console.error('[public] site settings unavailable:', (err as Error).message);
    return DEFAULT_PUBLIC_SETTINGS;
  }
}

export default async function PublicLayout({ children }: { children: React.ReactNode }) {
  // Rendered per request from the database (cached for seconds), never prerendered at build time.
  await connection();
  const settings = await loadSettings();
  return (
    <div className="flex min-h-screen flex-col">
      <IconSprite />
      <a href="#konten" className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4">
        Lewati ke konten utama
      </a>
      <SiteHeader siteName={settings.siteName} />
      <main id="konten" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter settings={settings} />
    </div>
  );
}
