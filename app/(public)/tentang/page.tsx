// About page: static statistics, values, timeline, team, tenant testimonials, a join call-to-action to the
// #pendaftaran and #kontak anchors on this page, and the contact block (from the site settings) with a message form.
import type { Metadata } from 'next';
import Link from 'next/link';
import { connection } from 'next/server';
import { ContactForm } from '@/components/public/contact-form';
import { PageHeader } from '@/components/public/page-header';
import { StarRow } from '@/components/public/rating';
import { Button } from '@/components/ui/button';
import { getPublicSettings } from '@/db/queries/public';
import { formatPhone, telHref } from '@/lib/contact-links';
import { pageMetadata } from '@/lib/seo';
import { Icon, type IconName } from '@/components/public/icon';

export const metadata: Metadata = pageMetadata({
  title: 'Tentang Kami',
  description: 'Kuliner Tasikmalaya menghubungkan tenant kuliner lokal dengan pelanggan di Kota Tasikmalaya. Kenali misi, perjalanan, dan tim kami.',
  path: '/tentang',
});

const STATS = [
  { value: '150+', label: 'Tenant bergabung' },
  { value: '10', label: 'Kecamatan terjangkau' },
  { value: '25.000+', label: 'Pengunjung per bulan' },
  { value: '4,8', label: 'Rating kepuasan tenant' },
] as const;

const VALUES: { icon: IconName; title: string; text: string }[] = [
  { icon: 'leaf', title: 'Rasa Asli Lokal', text: 'Kami mengangkat kuliner khas Tasikmalaya, dari nasi tutug oncom sampai kopi Galunggung, apa adanya.' },
  { icon: 'heart-handshake', title: 'Berpihak pada UMKM', text: 'Warung kecil dan usaha rumahan mendapat tempat yang sama dengan restoran besar.' },
  { icon: 'shield-check', title: 'Terverifikasi', text: 'Setiap tenant ditinjau sebelum tayang agar informasi yang dibaca pengunjung dapat dipercaya.' },
  { icon: 'handshake', title: 'Tumbuh Bersama', text: 'Kami bekerja bersama komunitas, pemerintah kota, dan pelaku usaha untuk ekosistem kuliner yang sehat.' },
] as const;

const TIMELINE = [
  { year: '2023', title: 'Ide Bermula', text: 'Berawal dari daftar warung favorit yang dibagikan di grup komunitas kuliner Tasikmalaya.' },
  { year: '2024', title: 'Peluncuran Direktori', text: 'Direktori daring pertama diluncurkan dengan 30 tenant di pusat kota.' },
  { year: '2025', title: 'Dashboard Tenant', text: 'Pemilik usaha dapat mendaftar sendiri serta mengelola profil dan menu mereka.' },
  { year: '2026', title: 'Menjangkau Seluruh Kota', text: 'Tenant dari seluruh kecamatan di Kota Tasikmalaya kini dapat ditemukan di satu tempat.' },
] as const;

const TEAM = [
  { name: 'Rina Kartika', role: 'Pendiri & Kepala Operasional' },
  { name: 'Asep Saepudin', role: 'Kemitraan Tenant' },
  { name: 'Nenden Rahmawati', role: 'Konten & Komunitas' },
  { name: 'Yusuf Maulana', role: 'Teknologi' },
] as const;

const TESTIMONIALS = [
  {
    name: 'Ujang Suryana',
    business: 'Nasi Tutug Oncom Mang Ujang',
    rating: 5,
    text: 'Sejak tampil di Kuliner Tasikmalaya, banyak pelanggan baru datang karena menemukan warung kami dari pencarian.',
  },
  {
    name: 'Dede Kurniawan',
    business: 'Kopi Kaler',
    rating: 5,
    text: 'Mengubah menu dan harga sekarang cukup dari ponsel. Pelanggan selalu melihat menu terbaru kami.',
  },
  {
    name: 'Yudi Permana',
    business: 'Roti Gembong Tasik',
    rating: 4,
    text: 'Pendaftarannya mudah dan tim admin cepat membantu saat kami butuh verifikasi data usaha.',
  },
] as const;

function initials(name: string): string {
  return name
    .split(' ')
    .slice(0, 2)
    .map((w) => w[0])
    .join('');
}

export default async function AboutPage() {
  await connection();
  const settings = await getPublicSettings();
  const phoneHref = telHref(settings.contactPhone);

  return (
    <>
      <PageHeader
        eyebrow="Tentang Kami"
        title={`Tentang ${settings.siteName}`}
        description="Kami menghubungkan tenant kuliner lokal dengan pelanggan yang mencari tempat makan terbaik di Kota Tasikmalaya."
      />

      <section aria-labelledby="about-stats-heading" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <h2 id="about-stats-heading" className="sr-only">
          Statistik
        </h2>
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {STATS.map((s) => (
            <div key={s.label} className="flex min-w-0 flex-col-reverse rounded-xl border bg-card p-4 text-center shadow-sm sm:p-6">
              <dt className="mt-1 text-sm text-muted-foreground">{s.label}</dt>
              <dd className="text-2xl font-extrabold text-primary tabular-nums sm:text-3xl">{s.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="values-heading" className="bg-secondary/60 py-14">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="values-heading" className="text-3xl font-bold tracking-tight">
            Nilai Kami
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {VALUES.map(({ icon, title, text }) => (
              <li key={title} className="rounded-xl border bg-card p-6 shadow-sm">
                <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-lg bg-accent text-primary">
                  <Icon name={icon} className="size-6" />
                </span>
                <h3 className="mt-4 font-semibold">{title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="timeline-heading" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <h2 id="timeline-heading" className="text-3xl font-bold tracking-tight">
          Perjalanan Kami
        </h2>
        <ol className="mt-8 space-y-8 border-l-2 border-primary/30 pl-6">
          {TIMELINE.map((item) => (
            <li key={item.year} className="relative">
              <span aria-hidden="true" className="absolute -left-[33px] top-1 size-4 rounded-full border-4 border-background bg-primary" />
              <p className="text-sm font-bold text-primary">{item.year}</p>
              <h3 className="mt-1 font-semibold">{item.title}</h3>
              <p className="mt-1 max-w-2xl text-sm text-muted-foreground">{item.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="team-heading" className="bg-secondary/60 py-14">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="team-heading" className="text-3xl font-bold tracking-tight">
            Tim Kami
          </h2>
          <ul className="mt-8 grid grid-cols-2 gap-6 lg:grid-cols-4">
            {TEAM.map((member) => (
              <li key={member.name} className="rounded-xl border bg-card p-6 text-center shadow-sm">
                <span
                  aria-hidden="true"
                  className="mx-auto flex size-16 items-center justify-center rounded-full bg-linear-to-br from-primary to-orange-600 text-lg font-bold text-white"
                >
                  {initials(member.name)}
                </span>
                <h3 className="mt-4 font-semibold">{member.name}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{member.role}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="testimonials-heading" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <h2 id="testimonials-heading" className="text-3xl font-bold tracking-tight">
          Kata Tenant Kami
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((t) => (
            <li key={t.name}>
              <figure className="flex h-full flex-col rounded-xl border bg-card p-6 shadow-sm">
                <Icon name="quote" className="size-8 text-primary/30" />
                <StarRow value={t.rating} className="mt-3" />
                <blockquote className="mt-3 flex-1 text-sm leading-relaxed">“{t.text}”</blockquote>
                <figcaption className="mt-4 text-sm">
                  <span className="block font-semibold">{t.name}</span>
                  <span className="text-muted-foreground">{t.business}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="cta-heading" className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="rounded-2xl bg-primary px-6 py-10 text-center text-primary-foreground sm:px-12">
          <h2 id="cta-heading" className="text-3xl font-bold">
            Siap Bergabung?
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-primary-foreground/90">Daftarkan usaha kuliner Anda atau hubungi kami untuk bertanya lebih lanjut.</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Button asChild variant="secondary" size="lg">
              <a href="#pendaftaran">Cara Mendaftar</a>
            </Button>
            <Button asChild variant="outline" size="lg" className="border-white/70 bg-transparent text-white hover:bg-white/10 hover:text-white">
              <a href="#kontak">Hubungi Kami</a>
            </Button>
          </div>
        </div>
      </section>

      <section id="pendaftaran" aria-labelledby="pendaftaran-heading" className="mx-auto max-w-7xl scroll-mt-20 px-4 py-14 sm:px-6 lg:px-8">
        <h2 id="pendaftaran-heading" className="text-3xl font-bold tracking-tight">
          Pendaftaran Tenant
        </h2>
        <p className="mt-3 max-w-2xl text-muted-foreground">
          Buat akun pengelola, lengkapi data usaha, lalu tunggu verifikasi dari tim kami. Setelah disetujui, tenant dan menu Anda tampil untuk semua pengunjung.
        </p>
        <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {['Daftar Akun', 'Verifikasi', 'Setup Menu', 'Mulai Berbisnis'].map((step, i) => (
            <li key={step} className="flex items-center gap-3 rounded-xl border bg-card p-4 shadow-sm">
              <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground">
                {i + 1}
              </span>
              <span className="font-medium">{step}</span>
            </li>
          ))}
        </ol>
        <Button asChild size="lg" className="mt-6">
          <Link href="/pendaftaran" prefetch={false}>
            <Icon name="store" />
            Daftar Tenant
          </Link>
        </Button>
      </section>

      <section id="kontak" aria-labelledby="kontak-heading" className="scroll-mt-20 border-t bg-accent/50 py-14">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
          <div>
            <h2 id="kontak-heading" className="text-3xl font-bold tracking-tight">
              Kontak
            </h2>
            <p className="mt-3 max-w-md text-muted-foreground">Kami senang mendengar dari Anda, baik pelaku usaha maupun pencinta kuliner.</p>
            <address className="mt-8 space-y-4 not-italic">
              <p className="flex items-center gap-3">
                <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-background text-primary shadow-sm">
                  <Icon name="phone" className="size-5" />
                </span>
                <span>
                  <span className="block text-sm text-muted-foreground">Telepon</span>
                  {phoneHref ? (
                    <a href={phoneHref} className="font-medium hover:text-primary hover:underline">
                      {formatPhone(settings.contactPhone)}
                    </a>
                  ) : (
                    <span className="font-medium">-</span>
                  )}
                </span>
              </p>
              <p className="flex items-center gap-3">
                <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-background text-primary shadow-sm">
                  <Icon name="mail" className="size-5" />
                </span>
                <span>
                  <span className="block text-sm text-muted-foreground">Email</span>
                  {settings.contactEmail ? (
                    <a href={`mailto:${settings.contactEmail}`} className="font-medium hover:text-primary hover:underline">
                      {settings.contactEmail}
                    </a>
                  ) : (
                    <span className="font-medium">-</span>
                  )}
                </span>
              </p>
              <p className="flex items-center gap-3">
                <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-background text-primary shadow-sm">
                  <Icon name="map-pin" className="size-5" />
                </span>
                <span>
                  <span className="block text-sm text-muted-foreground">Alamat</span>
                  <span className="font-medium">{settings.address ?? `Kota ${settings.city}`}</span>
                </span>
              </p>
            </address>
          </div>
          <ContactForm contactEmail={settings.contactEmail} siteName={settings.siteName} />
        </div>
      </section>
    </>
  );
}
