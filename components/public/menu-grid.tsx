'use client';
// Menu cards and their detail dialog (one Radix Dialog for the grid). Cards are server-rendered HTML; the name opens
// the dialog, and the tenant name is a plain link so the tenant is reachable without JavaScript too.
import { useState } from 'react';
import Link from 'next/link';
import { Clock, Flame, Globe, Heart, Mail, MapPin, Phone, Store } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { PublicMenu } from '@/db/queries/public';
import { FALLBACKS, MENU_CATEGORY_LABELS, SPICE_LEVEL_LABELS, type SpiceLevel } from '@/lib/constants';
import { displayHandle, displayUrl, formatPhone, instagramHref, telHref, tiktokHref, webHref, whatsappHref } from '@/lib/contact-links';
import { formatIDR, formatNumber } from '@/lib/format';
import { tenantPath } from '@/lib/seo';
import { cn } from '@/lib/utils';
import { EntityImage } from './entity-image';
import { Rating } from './rating';
import { FacebookIcon, InstagramIcon, TiktokIcon, WhatsappIcon } from './social-icons';

export const UNAVAILABLE_LABEL = 'Tidak Tersedia';

function spiceLabel(level: number): string {
  return SPICE_LEVEL_LABELS[(Math.min(5, Math.max(1, level)) as SpiceLevel) ?? 1];
}

/** '15 menit' (fallback 15 when unknown); 'Siap saji' when nothing needs preparing. */
function prepTime(menu: PublicMenu): string {
  const minutes = menu.preparationTime ?? FALLBACKS.preparationTime;
  return minutes === 0 ? 'Siap saji' : `${minutes} menit`;
}

function SpiceMeter({ level }: { level: number }) {
  return (
    <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
      <span className="inline-flex" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((n) => (
          <Flame key={n} className={cn('size-3.5', n <= level ? 'fill-red-500 text-red-600' : 'text-stone-300')} />
        ))}
      </span>
      {spiceLabel(level)}
    </span>
  );
}

function MenuCard({ menu, showTenant, headingLevel, onOpen }: { menu: PublicMenu; showTenant: boolean; headingLevel: 'h2' | 'h3'; onOpen: () => void }) {
  const Heading = headingLevel;
  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition-shadow focus-within:ring-[3px] focus-within:ring-ring/50 hover:shadow-md"
      data-testid="menu-card"
    >
      <div className="relative">
        <EntityImage src={menu.image} name={menu.name} menuCategory={menu.category} sizes="(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" aspect="aspect-[16/10]" showInitials={false} />
        {!menu.isAvailable && (
          <span className="absolute left-3 top-3 rounded-md bg-stone-900/85 px-2 py-1 text-xs font-semibold text-white">{UNAVAILABLE_LABEL}</span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{MENU_CATEGORY_LABELS[menu.category]}</Badge>
          <SpiceMeter level={menu.spiceLevel} />
        </div>
        <Heading className="text-base font-semibold leading-snug">
          <button
            type="button"
            onClick={onOpen}
            className="text-left outline-none after:absolute after:inset-0 after:content-[''] group-hover:text-primary"
            aria-haspopup="dialog"
          >
            {menu.name}
          </button>
        </Heading>
        {showTenant && (
          <Link
            href={tenantPath(menu.tenant)}
            className="relative z-10 inline-flex w-fit items-center gap-1 rounded-sm text-sm text-muted-foreground outline-none hover:text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            <Store aria-hidden="true" className="size-3.5" />
            {menu.tenant.name}
          </Link>
        )}
        {menu.description && <p className="line-clamp-2 text-sm text-muted-foreground">{menu.description}</p>}
        <div className="mt-auto flex items-end justify-between gap-2 pt-2">
          <p className={cn('whitespace-nowrap text-lg font-bold', menu.isAvailable ? 'text-primary' : 'text-muted-foreground line-through')}>{formatIDR(menu.price)}</p>
          <p className="inline-flex items-center gap-1 text-xs text-muted-foreground">
            <Clock aria-hidden="true" className="size-3.5" />
            {prepTime(menu)}
          </p>
        </div>
      </div>
    </article>
  );
}

function ContactLink({ href, icon, children, external }: { href: string; icon: React.ReactNode; children: React.ReactNode; external?: boolean }) {
  return (
    <a
      href={href}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      className="inline-flex items-center gap-2 rounded-md border px-3 py-2 text-sm outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      {icon}
      <span className="truncate">{children}</span>
    </a>
  );
}

function MenuDetail({ menu }: { menu: PublicMenu }) {
  const t = menu.tenant;
  const phone = telHref(t.phone);
  const wa = whatsappHref(t.whatsapp, t.phone);
  const ig = instagramHref(t.instagram);
  const tt = tiktokHref(t.tiktok);
  const fb = webHref(t.facebook);
  const web = webHref(t.website);
  return (
    <>
      <div className="relative -mx-6 -mt-6 overflow-hidden rounded-t-lg">
        <EntityImage src={menu.image} name={menu.name} menuCategory={menu.category} sizes="(min-width: 640px) 672px, 100vw" aspect="aspect-[16/9]" showInitials={false} />
      </div>
      <DialogHeader>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{MENU_CATEGORY_LABELS[menu.category]}</Badge>
          {menu.isAvailable ? <Badge variant="success">Tersedia</Badge> : <Badge variant="outline">{UNAVAILABLE_LABEL}</Badge>}
        </div>
        <DialogTitle className="text-xl leading-snug">{menu.name}</DialogTitle>
        <DialogDescription>{menu.description ?? `Menu dari ${t.name}.`}</DialogDescription>
      </DialogHeader>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <div className="rounded-lg bg-muted p-3">
          <dt className="text-xs text-muted-foreground">Harga</dt>
          <dd className="font-semibold text-primary">{formatIDR(menu.price)}</dd>
        </div>
        <div className="rounded-lg bg-muted p-3">
          <dt className="text-xs text-muted-foreground">Waktu Persiapan</dt>
          <dd className="font-semibold">{prepTime(menu)}</dd>
        </div>
        <div className="rounded-lg bg-muted p-3">
          <dt className="text-xs text-muted-foreground">Level Pedas</dt>
          <dd className="font-semibold">{spiceLabel(menu.spiceLevel)}</dd>
        </div>
        <div className="rounded-lg bg-muted p-3">
          <dt className="text-xs text-muted-foreground">Kalori</dt>
          <dd className="font-semibold">{menu.calories != null ? `${formatNumber(menu.calories)} kkal` : '-'}</dd>
        </div>
      </dl>
      {(menu.ingredients || menu.allergens) && (
        <div className="space-y-2 text-sm">
          {menu.ingredients && (
            <p>
              <span className="font-medium">Bahan: </span>
              <span className="text-muted-foreground">{menu.ingredients}</span>
            </p>
          )}
          {menu.allergens && (
            <p>
              <span className="font-medium">Alergen: </span>
              <span className="text-muted-foreground">{menu.allergens}</span>
            </p>
          )}
        </div>
      )}
      <section aria-labelledby={`menu-${menu.id}-tenant`} className="rounded-lg border p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <h3 id={`menu-${menu.id}-tenant`} className="font-semibold">
              {t.name}
            </h3>
            <p className="mt-1 flex items-start gap-1 text-sm text-muted-foreground">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t.address}, {t.city}
            </p>
          </div>
          <Rating value={t.rating} />
        </div>
        {t.description && <p className="mt-2 line-clamp-3 text-sm text-muted-foreground">{t.description}</p>}
        <div className="mt-3 flex flex-wrap gap-2">
          {wa && <ContactLink href={wa} external icon={<WhatsappIcon className="size-4 text-green-700" />}>WhatsApp</ContactLink>}
          {phone && <ContactLink href={phone} icon={<Phone aria-hidden="true" className="size-4" />}>{formatPhone(t.phone)}</ContactLink>}
          {t.email && <ContactLink href={`mailto:${t.email}`} icon={<Mail aria-hidden="true" className="size-4" />}>{t.email}</ContactLink>}
          {web && <ContactLink href={web} external icon={<Globe aria-hidden="true" className="size-4" />}>{displayUrl(web)}</ContactLink>}
          {ig && <ContactLink href={ig} external icon={<InstagramIcon className="size-4" />}>{displayHandle(t.instagram!)}</ContactLink>}
          {tt && <ContactLink href={tt} external icon={<TiktokIcon className="size-4" />}>{displayHandle(t.tiktok!)}</ContactLink>}
          {fb && <ContactLink href={fb} external icon={<FacebookIcon className="size-4" />}>Facebook</ContactLink>}
        </div>
      </section>
      <DialogFooter>
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            // The favourite button only logs (spec section 2); favourites are not stored.
            console.info('[favorit]', { menuId: menu.id, name: menu.name });
          }}
        >
          <Heart aria-hidden="true" />
          Favorit
        </Button>
        <Button asChild>
          <Link href={tenantPath(t)}>
            <Store aria-hidden="true" />
            Lihat Tenant
          </Link>
        </Button>
      </DialogFooter>
    </>
  );
}

export function MenuGrid({
  menus,
  showTenant = true,
  headingLevel = 'h3',
  columns = 'wide',
}: {
  menus: PublicMenu[];
  showTenant?: boolean;
  headingLevel?: 'h2' | 'h3';
  /** 'narrow' when the grid shares the row with a sidebar. */
  columns?: 'wide' | 'narrow';
}) {
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = menus.find((m) => m.id === selectedId) ?? null;
  return (
    <>
      <ul className={cn('grid gap-5 sm:grid-cols-2', columns === 'wide' ? 'lg:grid-cols-3 xl:grid-cols-4' : 'xl:grid-cols-3')}>
        {menus.map((menu) => (
          <li key={menu.id}>
            <MenuCard menu={menu} showTenant={showTenant} headingLevel={headingLevel} onOpen={() => setSelectedId(menu.id)} />
          </li>
        ))}
      </ul>
      <Dialog open={selected !== null} onOpenChange={(open) => !open && setSelectedId(null)}>
        {selected && (
          <DialogContent size="lg" data-testid="menu-dialog">
            <MenuDetail menu={selected} />
          </DialogContent>
        )}
      </Dialog>
    </>
  );
}
