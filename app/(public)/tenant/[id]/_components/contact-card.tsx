// The tenant's contact card: phone, WhatsApp, email, website and social links, each only when given.
import { FacebookIcon, InstagramIcon, TiktokIcon, WhatsappIcon } from '@/components/public/social-icons';
import type { PublicTenant } from '@/db/queries/public';
import { displayHandle, displayUrl, formatPhone, instagramHref, telHref, tiktokHref, webHref, tenantOrderHref } from '@/lib/contact-links';
import { Icon } from '@/components/public/icon';

const linkClass =
  'break-all rounded-sm font-medium text-foreground outline-none hover:text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring';

function ContactRow({ icon, label, children }: { icon: React.ReactNode; label: string; children: React.ReactNode }) {
  // dt and dd stay direct children of the row (a valid dl group); the icon sits inside the dt.
  return (
    <div className="relative min-h-8 pl-11 text-sm">
      <dt className="text-muted-foreground">
        <span aria-hidden="true" className="absolute left-0 top-0 flex size-8 items-center justify-center rounded-lg bg-accent text-primary">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

export function ContactCard({ tenant }: { tenant: PublicTenant }) {
  const phone = telHref(tenant.phone);
  // Opens the chat with a greeting naming the tenant (issue 12: not an empty chat).
  const wa = tenantOrderHref(tenant);
  const web = webHref(tenant.website);
  const ig = instagramHref(tenant.instagram);
  const tt = tiktokHref(tenant.tiktok);
  const fb = webHref(tenant.facebook);
  const any = phone || wa || tenant.email || web || ig || tt || fb;
  return (
    <section aria-labelledby="kontak-heading" className="rounded-xl border bg-card p-5 shadow-sm">
      <h2 id="kontak-heading" className="text-lg font-semibold">
        Kontak
      </h2>
      {any ? (
        <dl className="mt-4 space-y-4">
          {phone && (
            <ContactRow icon={<Icon name="phone" className="size-4" />} label="Telepon">
              <a href={phone} className={linkClass}>
                {formatPhone(tenant.phone)}
              </a>
            </ContactRow>
          )}
          {wa && (
            <ContactRow icon={<WhatsappIcon className="size-4" />} label="WhatsApp">
              <a href={wa} target="_blank" rel="noopener noreferrer" className={linkClass} data-testid="whatsapp-link">
                Chat via WhatsApp
              </a>
            </ContactRow>
          )}
          {tenant.email && (
            <ContactRow icon={<Icon name="mail" className="size-4" />} label="Email">
              <a href={`mailto:${tenant.email}`} className={linkClass}>
                {tenant.email}
              </a>
            </ContactRow>
          )}
          {web && (
            <ContactRow icon={<Icon name="globe" className="size-4" />} label="Website">
              <a href={web} target="_blank" rel="noopener noreferrer" className={linkClass}>
                {displayUrl(web)}
              </a>
            </ContactRow>
          )}
          {ig && (
            <ContactRow icon={<InstagramIcon className="size-4" />} label="Instagram">
              <a href={ig} target="_blank" rel="noopener noreferrer" className={linkClass}>
                {displayHandle(tenant.instagram!)}
              </a>
            </ContactRow>
          )}
          {tt && (
            <ContactRow icon={<TiktokIcon className="size-4" />} label="TikTok">
              <a href={tt} target="_blank" rel="noopener noreferrer" className={linkClass}>
                {displayHandle(tenant.tiktok!)}
              </a>
            </ContactRow>
          )}
          {fb && (
            <ContactRow icon={<FacebookIcon className="size-4" />} label="Facebook">
              <a href={fb} target="_blank" rel="noopener noreferrer" className={linkClass}>
                {displayUrl(fb)}
              </a>
            </ContactRow>
          )}
        </dl>
      ) : (
        <p className="mt-3 text-sm text-muted-foreground">Belum ada informasi kontak.</p>
      )}
    </section>
  );
}
