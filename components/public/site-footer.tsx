// The public footer: about line, quick links, contact info and social links from the site settings.
import Link from 'next/link';
import type { PublicSettings } from '@/lib/api/contract';
import { formatPhone, telHref } from '@/lib/contact-links';
import { FacebookIcon, InstagramIcon, TiktokIcon } from './social-icons';
import { PUBLIC_NAV_LINKS } from './nav-links';
import { Icon } from './icon';

export function SiteFooter({ settings }: { settings: PublicSettings }) {
  const phoneHref = telHref(settings.contactPhone);
  const social = [
    { href: settings.socialLinks.instagram, label: 'Instagram', Icon: InstagramIcon },
    { href: settings.socialLinks.facebook, label: 'Facebook', Icon: FacebookIcon },
    { href: settings.socialLinks.tiktok, label: 'TikTok', Icon: TiktokIcon },
  ].filter((s): s is { href: string; label: string; Icon: typeof InstagramIcon } => !!s.href && /^https?:\/\//i.test(s.href));
  const year = new Date().getFullYear();

  return (
    <footer className="mt-16 border-t bg-stone-950 text-stone-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div className="lg:col-span-2">
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-lg bg-primary text-primary-foreground">
              <Icon name="utensils-crossed" className="size-5" />
            </span>
            {settings.siteName}
          </p>
          <p className="mt-3 max-w-md text-sm leading-relaxed">
            {settings.tagline}. Direktori tenant kuliner terverifikasi di Kota {settings.city}: temukan tempat makan, menu favorit, dan kabar kuliner terbaru.
          </p>
          {social.length > 0 && (
            <ul className="mt-5 flex gap-3" aria-label="Media sosial">
              {social.map(({ href, label, Icon }) => (
                <li key={label}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="flex size-10 items-center justify-center rounded-full bg-stone-800 text-white outline-none hover:bg-primary focus-visible:ring-[3px] focus-visible:ring-white/70"
                  >
                    <Icon className="size-4" />
                    <span className="sr-only">
                      {label} {settings.siteName}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <nav aria-labelledby="footer-links-heading">
          <h2 id="footer-links-heading" className="text-sm font-semibold uppercase tracking-wider text-white">
            Tautan Cepat
          </h2>
          <ul className="mt-4 space-y-2 text-sm">
            {PUBLIC_NAV_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="rounded-sm outline-none hover:text-white hover:underline focus-visible:ring-2 focus-visible:ring-white/70">
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <Link
                href="/pendaftaran"
                prefetch={false}
                className="rounded-sm outline-none hover:text-white hover:underline focus-visible:ring-2 focus-visible:ring-white/70"
              >
                Daftar Tenant
              </Link>
            </li>
            <li>
              <Link
                href="/login"
                prefetch={false}
                className="rounded-sm outline-none hover:text-white hover:underline focus-visible:ring-2 focus-visible:ring-white/70"
              >
                Masuk
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">Kontak</h2>
          <address className="mt-4 space-y-3 text-sm not-italic">
            {settings.address && (
              <p className="flex gap-2">
                <Icon name="map-pin" className="mt-0.5 size-4 shrink-0" />
                <span>{settings.address}</span>
              </p>
            )}
            {settings.contactPhone && (
              <p className="flex gap-2">
                <Icon name="phone" className="mt-0.5 size-4 shrink-0" />
                {phoneHref ? (
                  <a href={phoneHref} className="rounded-sm outline-none hover:text-white hover:underline focus-visible:ring-2 focus-visible:ring-white/70">
                    {formatPhone(settings.contactPhone)}
                  </a>
                ) : (
                  <span>{settings.contactPhone}</span>
                )}
              </p>
            )}
            {settings.contactEmail && (
              <p className="flex gap-2">
                <Icon name="mail" className="mt-0.5 size-4 shrink-0" />
                <a
                  href={`mailto:${settings.contactEmail}`}
                  className="break-all rounded-sm outline-none hover:text-white hover:underline focus-visible:ring-2 focus-visible:ring-white/70"
                >
                  {settings.contactEmail}
                </a>
              </p>
            )}
          </address>
        </div>
      </div>
      <div className="border-t border-stone-800">
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-stone-400 sm:px-6 lg:px-8">
          © {year} {settings.siteName}. Hak cipta dilindungi.
        </p>
      </div>
    </footer>
  );
}
