// The branded 404 for unknown routes and for notFound() outside a nearer boundary (an unknown article): Indonesian,
// inside the public header and footer, with links home and to the tenant list.
import type { Metadata } from 'next';
import Link from 'next/link';
import { connection } from 'next/server';
import { Home, SearchX, Store } from 'lucide-react';
import { PublicShell } from '@/components/public/public-shell';
import { Button } from '@/components/ui/button';
import { getPublicSettingsOrDefault } from '@/db/queries/public';

const NOT_FOUND_TITLE = 'Halaman Tidak Ditemukan';

export const metadata: Metadata = {
  title: NOT_FOUND_TITLE,
  robots: { index: false, follow: true },
};

export default async function NotFound() {
  await connection();
  const settings = await getPublicSettingsOrDefault();
  return (
    <PublicShell settings={settings}>
      <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-16 text-center sm:px-6 sm:py-24">
        <span aria-hidden="true" className="flex size-16 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <SearchX className="size-8" />
        </span>
        <p className="mt-6 text-sm font-semibold uppercase tracking-wide text-primary">Galat 404</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{NOT_FOUND_TITLE}</h1>
        <p className="mt-4 max-w-xl text-base text-muted-foreground">
          Maaf, halaman yang Anda cari tidak ada, sudah dipindahkan, atau alamatnya salah ketik. Silakan kembali ke beranda atau jelajahi tenant kuliner
          Tasikmalaya.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link href="/">
              <Home aria-hidden="true" />
              Kembali ke Beranda
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/tenant">
              <Store aria-hidden="true" />
              Lihat Daftar Tenant
            </Link>
          </Button>
        </div>
      </div>
    </PublicShell>
  );
}
