// The public page frame: skip link, top bar, main landmark and footer (the public layout and the 404 page share it).
import type { PublicSettings } from '@/lib/api/contract';
import { IconSprite } from './icon-sprite';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function PublicShell({ settings, sprite = true, children }: { settings: PublicSettings; sprite?: boolean; children: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      {/* The 404 page draws no sprite icons; its frame is in every public page's RSC payload (the root not-found
          boundary), so it leaves the sprite out. */}
      {sprite && <IconSprite />}
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
