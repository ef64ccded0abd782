'use client';
// The menu detail dialog: facts, ingredients, the tenant's info and contact/social links, and the way to its page.
// Loaded when a card is first opened, so the menu pages start with less JavaScript.
import Link from 'next/link';
import { Globe, Heart, Mail, MapPin, Phone, Store } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { MENU_CATEGORY_LABELS } from '@/lib/constants';
import { displayHandle, displayUrl, formatPhone, instagramHref, menuOrderHref, telHref, tenantOrderHref, tiktokHref, webHref } from '@/lib/contact-links';
import { formatIDR, formatNumber } from '@/lib/format';
import { tenantPath } from '@/lib/seo';
import { DietaryTags } from './dietary-tags';
import { EntityImage } from './entity-image';
import { UNAVAILABLE_LABEL, prepTime, spiceLabel, type MenuDialogItem } from './menu-display';
import { Rating } from './rating';
import { FacebookIcon, InstagramIcon, TiktokIcon, WhatsappIcon } from './social-icons';

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

function MenuDetail({ menu }: { menu: MenuDialogItem }) {
  const t = menu.tenant;
  const phone = telHref(t.phone);
  // Built here from data the dialog already has (no extra bytes per menu in the page payload).
  const wa = tenantOrderHref(t);
  const order = menuOrderHref(t, menu);
  const ig = instagramHref(t.instagram);
  const tt = tiktokHref(t.tiktok);
  const fb = webHref(t.facebook);
  const web = webHref(t.website);
  return (
    <>
      <div className="relative -mx-6 -mt-6 overflow-hidden rounded-t-lg">
        <EntityImage src={menu.image} name={menu.name} menuCategory={menu.category} aspect="h-36 sm:h-44" showInitials={false} />
      </div>
      <DialogHeader>
        <div className="flex flex-wrap items-center justify-center gap-2 sm:justify-start">
          <Badge variant="secondary">{MENU_CATEGORY_LABELS[menu.category]}</Badge>
          {menu.isAvailable ? <Badge variant="success">Tersedia</Badge> : <Badge variant="outline">{UNAVAILABLE_LABEL}</Badge>}
          <DietaryTags tags={menu.dietaryTags} />
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
          {wa && (
            <ContactLink href={wa} external icon={<WhatsappIcon className="size-4 text-green-700" />}>
              WhatsApp
            </ContactLink>
          )}
          {phone && (
            <ContactLink href={phone} icon={<Phone aria-hidden="true" className="size-4" />}>
              {formatPhone(t.phone)}
            </ContactLink>
          )}
          {t.email && (
            <ContactLink href={`mailto:${t.email}`} icon={<Mail aria-hidden="true" className="size-4" />}>
              {t.email}
            </ContactLink>
          )}
          {web && (
            <ContactLink href={web} external icon={<Globe aria-hidden="true" className="size-4" />}>
              {displayUrl(web)}
            </ContactLink>
          )}
          {ig && (
            <ContactLink href={ig} external icon={<InstagramIcon className="size-4" />}>
              {displayHandle(t.instagram!)}
            </ContactLink>
          )}
          {tt && (
            <ContactLink href={tt} external icon={<TiktokIcon className="size-4" />}>
              {displayHandle(t.tiktok!)}
            </ContactLink>
          )}
          {fb && (
            <ContactLink href={fb} external icon={<FacebookIcon className="size-4" />}>
              Facebook
            </ContactLink>
          )}
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
        {order && (
          <Button asChild className="bg-green-700 text-white hover:bg-green-800">
            <a href={order} target="_blank" rel="noopener noreferrer" data-testid="menu-order-link">
              <WhatsappIcon className="size-4" />
              Pesan via WhatsApp
            </a>
          </Button>
        )}
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

export function MenuDialog({
  menu,
  open,
  onClose,
  returnFocus,
}: {
  /** The menu shown; kept while the dialog animates closed. */
  menu: MenuDialogItem | null;
  open: boolean;
  onClose: () => void;
  /** Puts focus back on the card button that opened the dialog (there is no Radix trigger to return it to). */
  returnFocus: () => void;
}) {
  return (
    <Dialog open={open && menu !== null} onOpenChange={(next) => !next && onClose()}>
      {menu && (
        <DialogContent
          size="lg"
          data-testid="menu-dialog"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
        >
          <MenuDetail menu={menu} />
        </DialogContent>
      )}
    </Dialog>
  );
}
