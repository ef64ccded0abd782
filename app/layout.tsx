import type { Metadata, Viewport } from 'next';
import { connection } from 'next/server';
import { SITE } from '@/lib/constants';
import { siteUrl } from '@/lib/public-env';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: `${SITE.name} - Direktori Kuliner Kota Tasikmalaya`, template: `%s | ${SITE.name}` },
  description: 'Temukan tenant kuliner terbaik, rekomendasi menu, dan artikel seputar kuliner di Kota Tasikmalaya.',
  applicationName: SITE.name,
  openGraph: { siteName: SITE.name, locale: 'id_ID', type: 'website' },
  twitter: { card: 'summary_large_image' },
};

export const viewport: Viewport = {
  themeColor: '#b42318',
  width: 'device-width',
  initialScale: 1,
};

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Every page renders per request: its scripts carry the CSP nonce that middleware.ts issued for this response
  // (a page prerendered at build time would carry none and be blocked).
  await connection();
  return (
    <html lang="id">
      {/* No client providers here: visitors of the public pages download none of the session or toast code (the
          dashboard and the sign-in pages mount theirs in their own layouts). */}
      <body className="min-h-screen font-sans">{children}</body>
    </html>
  );
}
