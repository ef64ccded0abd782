// The 404 message with links home and to the tenant list: the root 404 page renders it inside the public frame, the
// public layout's not-found boundary (notFound() in a public page without a nearer boundary) inside that layout.
import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { Icon } from './icon';

export const NOT_FOUND_TITLE = 'Halaman Tidak Ditemukan';

export function NotFoundMessage() {
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-16 text-center sm:px-6 sm:py-24">
      <span aria-hidden="true" className="flex size-16 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Icon name="search-x" className="size-8" />
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
            <Icon name="home" />
            Kembali ke Beranda
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/tenant">
            <Icon name="store" />
            Lihat Daftar Tenant
          </Link>
        </Button>
      </div>
    </div>
  );
}
