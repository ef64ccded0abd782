// Landing page: hero, statistics of the top 10 active tenants, benefits, the best 3 tenants ("Pilihan Kuliner Tasik"
// first, then by rating), join steps, contact.
import type { Metadata } from 'next';
import Link from 'next/link';
import { connection } from 'next/server';
import { ContactForm } from '@/components/public/contact-form';
import { JsonLd } from '@/components/public/json-ld';
import { TenantCard } from '@/components/public/tenant-card';
import { Button } from '@/components/ui/button';
import { getPublicSettings, listPublicTenants } from '@/db/queries/public';
import { LIMITS } from '@/lib/constants';
import { formatPhone, telHref } from '@/lib/contact-links';
import { formatNumber, formatRating, hasRating } from '@/lib/format';
import { pageMetadata, websiteJsonLd } from '@/lib/seo';
import { Icon, type IconName } from '@/components/public/icon';

export const metadata: Metadata = pageMetadata({
  title: 'Kuliner Tasikmalaya - Direktori Kuliner Kota Tasikmalaya',
  absoluteTitle: true,
  description:
    'Temukan tenant kuliner terverifikasi, rekomendasi menu, dan artikel seputar kuliner di Kota Tasikmalaya. Daftarkan usaha kuliner Anda dan jangkau lebih banyak pelanggan.',
  path: '/',
});

const BENEFITS: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'search-check',
    title: 'Tampil di Pencarian',
    text: 'Halaman tenant Anda dirender lengkap dan diindeks mesin pencari, sehingga mudah ditemukan pelanggan baru.',
  },
  { icon: 'utensils-crossed', title: 'Kelola Menu Sendiri', text: 'Tambah menu, ubah harga, dan tandai menu yang sedang habis langsung dari dashboard.' },
  {
    icon: 'badge-check',
    title: 'Tenant Terverifikasi',
    text: 'Setiap tenant ditinjau admin sebelum tayang, jadi pengunjung yakin tempat yang mereka datangi benar-benar ada.',
  },
  {
    icon: 'message-circle',
    title: 'Kontak Langsung',
    text: 'Pelanggan menghubungi Anda langsung lewat WhatsApp, telepon, email, atau media sosial tanpa perantara.',
  },
] as const;

const JOIN_STEPS: { icon: IconName; title: string; text: string }[] = [
  { icon: 'user-plus', title: 'Daftar Akun', text: 'Isi nama, email, nomor telepon, dan kata sandi di halaman pendaftaran.' },
  { icon: 'clipboard-check', title: 'Verifikasi', text: 'Tim kami meninjau data usaha Anda sebelum tenant ditayangkan untuk publik.' },
  { icon: 'utensils-crossed', title: 'Setup Menu', text: 'Lengkapi profil tenant, jam operasional, dan daftar menu beserta harganya.' },
  { icon: 'rocket', title: 'Mulai Berbisnis', text: 'Tenant Anda tampil di direktori dan siap didatangi pelanggan baru.' },
] as const;

export default async function LandingPage() {
  await connection();
  const [top, featured, settings] = await Promise.all([
    listPublicTenants({ limit: LIMITS.topTenantsLimit, sortBy: 'rating', sortOrder: 'desc' }),
    // The best tenants: 'Pilihan Kuliner Tasik' first, then by rating.
    listPublicTenants({ limit: LIMITS.landingTenants, sortBy: 'rating', sortOrder: 'desc', featuredFirst: true }),
    getPublicSettings(),
  ]);
  const topTenants = top.data;
  const best = featured.data;
  // Statistics of the top 10 listed tenants by rating (spec: "computed from the top 10 public tenants"); the average
  // counts rated tenants only (no made-up 4.5 for a tenant nobody rated yet).
  const rated = topTenants.filter((t) => hasRating(t.rating));
  const averageRating = rated.length > 0 ? rated.reduce((sum, t) => sum + Number(t.rating), 0) / rated.length : null;
  const totalOrders = topTenants.reduce((sum, t) => sum + t.totalOrders, 0);
  const totalMenus = topTenants.reduce((sum, t) => sum + t.menuCount, 0);
  const stats = [
    { label: 'Tenant Unggulan', value: formatNumber(topTenants.length) },
    { label: 'Rata-rata Rating', value: averageRating == null ? '-' : formatRating(averageRating) },
    { label: 'Total Pesanan', value: formatNumber(totalOrders) },
    { label: 'Menu Tersedia', value: formatNumber(totalMenus) },
  ];
  const phoneHref = telHref(settings.contactPhone);

  return (
    <>
      <JsonLd data={websiteJsonLd()} />
      <section className="relative overflow-hidden border-b bg-linear-to-br from-accent via-background to-secondary">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.2fr_1fr] lg:items-center lg:px-8">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-background px-3 py-1 text-sm font-medium text-accent-foreground shadow-sm ring-1 ring-border">
              <Icon name="map-pin" className="size-4 text-primary" />
              Direktori Kuliner Kota {settings.city}
            </p>
            <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
              Temukan Kuliner Terbaik di <span className="text-primary">{settings.city}</span>
            </h1>
            <p className="mt-5 max-w-xl text-lg text-muted-foreground">
              Dari nasi tutug oncom hingga kopi Galunggung: jelajahi tenant kuliner terverifikasi, bandingkan menu dan harga, lalu kunjungi langsung.
            </p>
            <form action="/rekomendasi-menu" method="get" role="search" aria-label="Cari menu" className="mt-8 flex max-w-xl flex-col gap-3 sm:flex-row">
              <label htmlFor="hero-search" className="sr-only">
                Cari menu atau bahan
              </label>
              <div className="relative flex-1">
                <Icon name="search" className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-muted-foreground" />
                <input
                  id="hero-search"
                  name="search"
                  type="search"
                  maxLength={100}
                  placeholder="Cari menu, misalnya seblak atau kopi susu"
                  className="h-12 w-full rounded-lg border border-input bg-background pl-10 pr-3 text-base shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
                />
              </div>
              <Button type="submit" size="lg" className="h-12 px-6">
                Cari Menu
              </Button>
            </form>
            <div className="mt-6 flex flex-wrap gap-3">
              <Button asChild variant="outline" size="lg">
                <Link href="/rekomendasi-menu">
                  Lihat Rekomendasi Menu
                  <Icon name="arrow-right" />
                </Link>
              </Button>
              <Button asChild variant="ghost" size="lg">
                <Link href="/pendaftaran" prefetch={false}>
                  <Icon name="store" />
                  Daftar Tenant
                </Link>
              </Button>
            </div>
          </div>
          <div aria-labelledby="stats-heading" role="region" className="rounded-2xl border bg-background/90 p-6 shadow-sm">
            <h2 id="stats-heading" className="text-base font-semibold">
              Sekilas Tenant Unggulan
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">Dihitung dari {LIMITS.topTenantsLimit} tenant aktif dengan rating tertinggi.</p>
            <dl className="mt-6 grid grid-cols-2 gap-4">
              {stats.map((s) => (
                <div key={s.label} className="rounded-xl bg-accent p-4">
                  <dt className="text-sm text-accent-foreground">{s.label}</dt>
                  <dd className="mt-1 text-2xl font-bold tabular-nums sm:text-3xl" data-testid={`stat-${s.label}`}>
                    {s.value}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </section>

      <section aria-labelledby="benefits-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="benefits-heading" className="text-3xl font-bold tracking-tight">
          Mengapa Bergabung?
        </h2>
        <p className="mt-3 max-w-2xl text-muted-foreground">
          Kuliner Tasikmalaya membantu usaha kuliner lokal tampil di depan pelanggan yang sedang mencari tempat makan.
        </p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {BENEFITS.map(({ icon, title, text }) => (
            <li key={title} className="rounded-xl border bg-card p-6 shadow-sm">
              <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-lg bg-accent text-primary">
                <Icon name={icon} className="size-6" />
              </span>
              <h3 className="mt-4 font-semibold">{title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="best-heading" className="bg-secondary/60 py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <h2 id="best-heading" className="text-3xl font-bold tracking-tight">
                Tenant Terbaik
              </h2>
              <p className="mt-3 text-muted-foreground">Pilihan dengan rating tertinggi dari pelanggan.</p>
            </div>
            <Button asChild variant="outline">
              <Link href="/tenant">
                Lihat Semua Tenant
                <Icon name="arrow-right" />
              </Link>
            </Button>
          </div>
          {best.length > 0 ? (
            <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {best.map((tenant) => (
                <li key={tenant.id}>
                  <TenantCard tenant={tenant} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-10 rounded-xl border border-dashed p-8 text-center text-muted-foreground">Belum Ada Tenant</p>
          )}
        </div>
      </section>

      <section aria-labelledby="join-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8" id="gabung">
        <h2 id="join-heading" className="text-3xl font-bold tracking-tight">
          Cara Bergabung
        </h2>
        <p className="mt-3 max-w-2xl text-muted-foreground">Empat langkah untuk menampilkan usaha kuliner Anda.</p>
        <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {JOIN_STEPS.map(({ icon, title, text }, index) => (
            <li key={title} className="relative rounded-xl border bg-card p-6 shadow-sm">
              <span className="absolute right-5 top-5 text-4xl font-extrabold text-stone-200" aria-hidden="true">
                {index + 1}
              </span>
              <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground">
                <Icon name={icon} className="size-6" />
              </span>
              <h3 className="mt-4 font-semibold">
                <span className="sr-only">Langkah {index + 1}: </span>
                {title}
              </h3>
              <p className="mt-2 text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ol>
        <div className="mt-10 flex justify-center">
          <Button asChild size="lg">
            <Link href="/pendaftaran" prefetch={false}>
              <Icon name="store" />
              Daftar Tenant Sekarang
            </Link>
          </Button>
        </div>
      </section>

      <section aria-labelledby="contact-heading" id="kontak" className="scroll-mt-20 border-t bg-accent/50 py-16">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
          <div>
            <h2 id="contact-heading" className="text-3xl font-bold tracking-tight">
              Hubungi Kami
            </h2>
            <p className="mt-3 max-w-md text-muted-foreground">Punya pertanyaan tentang pendaftaran tenant atau ingin bekerja sama? Kirim pesan kepada kami.</p>
            <address className="mt-8 space-y-4 not-italic">
              {settings.contactPhone && (
                <p className="flex items-center gap-3">
                  <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-lg bg-background text-primary shadow-sm">
                    <Icon name="phone" className="size-5" />
                  </span>
                  {phoneHref ? (
                    <a href={phoneHref} className="font-medium hover:text-primary hover:underline">
                      {formatPhone(settings.contactPhone)}
                    </a>
                  ) : (
                    settings.contactPhone
                  )}
                </p>
              )}
              {settings.contactEmail && (
                <p className="flex items-center gap-3">
                  <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-lg bg-background text-primary shadow-sm">
                    <Icon name="mail" className="size-5" />
                  </span>
                  <a href={`mailto:${settings.contactEmail}`} className="font-medium hover:text-primary hover:underline">
                    {settings.contactEmail}
                  </a>
                </p>
              )}
              {settings.address && (
                <p className="flex items-center gap-3">
                  <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-background text-primary shadow-sm">
                    <Icon name="map-pin" className="size-5" />
                  </span>
                  {settings.address}
                </p>
              )}
            </address>
          </div>
          <ContactForm contactEmail={settings.contactEmail} siteName={settings.siteName} />
        </div>
      </section>
    </>
  );
}
