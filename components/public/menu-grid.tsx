// Menu cards, rendered on the server. Each card's name is a button that opens the detail dialog (a small client
// island around the grid, see MenuDialogHost); the tenant name is a plain link, so the tenant is reachable without
// JavaScript too, and so is the 'Pesan via WhatsApp' order link (its wa.me href is built here, on the server). Repeated
// icons come from the page's SVG sprite.
import type { PublicMenu } from '@/lib/api/contract';
import { MENU_CATEGORY_LABELS } from '@/lib/constants';
import { menuOrderHref } from '@/lib/contact-links';
import { formatIDR } from '@/lib/format';
import { distanceLabel, type LatLng } from '@/lib/geo';
import { tenantPath } from '@/lib/seo';
import { cn } from '@/lib/utils';
import { EntityImage } from './entity-image';
import { MenuDialogHost } from './menu-dialog-host';
import { OpeningBadge } from './opening-badge';
import { DietaryTags } from './dietary-tags';
import { MENU_OPEN_ATTRIBUTE, UNAVAILABLE_LABEL, menuDialogData, prepTime, spiceLabel } from './menu-display';
import { SpriteIcon } from './sprite-icon';

function SpiceMeter({ level }: { level: number }) {
  return (
    <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
      <span aria-hidden="true" className="spice-meter" style={{ '--spice': level } as React.CSSProperties} />
      {spiceLabel(level)}
    </span>
  );
}

function MenuCard({
  menu,
  showTenant,
  headingLevel,
  now,
  priority,
  distance,
}: {
  menu: PublicMenu;
  showTenant: boolean;
  headingLevel: 'h2' | 'h3';
  now: Date;
  priority: boolean;
  distance: string | null;
}) {
  const Heading = headingLevel;
  // Null when the tenant has no WhatsApp-capable number or the menu is not available today.
  const orderHref = menuOrderHref(menu.tenant, menu);
  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition-shadow focus-within:ring-[3px] focus-within:ring-ring/50 hover:shadow-md"
      data-testid="menu-card"
    >
      <EntityImage
        src={menu.image}
        name={menu.name}
        menuCategory={menu.category}
        sizes="(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        aspect="aspect-[16/10]"
        showInitials={false}
        priority={priority}
      >
        {!menu.isAvailable && (
          <span className="absolute left-3 top-3 rounded-md bg-stone-900/85 px-2 py-1 text-xs font-semibold text-white">{UNAVAILABLE_LABEL}</span>
        )}
      </EntityImage>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          {/* A plain label: the Badge component's interactive styles are dead weight 50 times a page. */}
          <span className="rounded-md bg-secondary px-2 py-0.5 text-xs font-medium text-secondary-foreground">{MENU_CATEGORY_LABELS[menu.category]}</span>
          <SpiceMeter level={menu.spiceLevel} />
          <DietaryTags tags={menu.dietaryTags} />
        </div>
        <Heading className="text-base font-semibold leading-snug">
          <button
            type="button"
            {...{ [MENU_OPEN_ATTRIBUTE]: menu.id }}
            className="text-left outline-none after:absolute after:inset-0 after:content-[''] group-hover:text-primary"
            aria-haspopup="dialog"
          >
            {menu.name}
          </button>
        </Heading>
        {showTenant && (
          <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
            {/* A plain link: fifty next/link islands (hydration plus a viewport observer each) cost more than they give here. */}
            <a
              href={tenantPath(menu.tenant)}
              className="relative z-10 inline-flex w-fit items-center gap-1 rounded-sm text-sm text-muted-foreground outline-none hover:text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring"
            >
              <SpriteIcon name="store" className="size-3.5" />
              {menu.tenant.name}
            </a>
            {/* The tenant's Buka/Tutup (the tenant page shows it once in its header instead). */}
            <OpeningBadge hours={menu.tenant.operatingHours} closure={menu.tenant} now={now} />
            {distance && (
              <span className="whitespace-nowrap text-xs font-medium" data-testid="menu-distance">
                <span className="sr-only">Jarak: </span>
                {distance}
              </span>
            )}
          </div>
        )}
        {menu.description && <p className="line-clamp-2 text-sm text-muted-foreground">{menu.description}</p>}
        <div className="mt-auto flex items-end justify-between gap-2 pt-2">
          <p className={cn('whitespace-nowrap text-lg font-bold', menu.isAvailable ? 'text-primary' : 'text-muted-foreground line-through')}>
            {formatIDR(menu.price)}
          </p>
          <p className="inline-flex items-center gap-1 text-xs text-muted-foreground">
            <SpriteIcon name="clock" className="size-3.5" />
            {prepTime(menu)}
          </p>
        </div>
        {orderHref && (
          // Above the name button's full-card overlay (z-10), so it opens WhatsApp rather than the dialog.
          <a
            href={orderHref}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="menu-order-link"
            // The visible words first, then the menu (label in name), without a CSS-dependent separator.
            aria-label={`Pesan via WhatsApp: ${menu.name}`}
            className="relative z-10 -my-1 inline-flex min-h-8 w-fit items-center gap-1.5 rounded-sm text-sm font-medium text-green-700 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            <SpriteIcon name="message-circle" className="size-4" />
            Pesan via WhatsApp
          </a>
        )}
      </div>
    </article>
  );
}

export function MenuGrid({
  menus,
  showTenant = true,
  headingLevel = 'h3',
  columns = 'wide',
  priorityFirst = false,
  near,
}: {
  menus: PublicMenu[];
  showTenant?: boolean;
  headingLevel?: 'h2' | 'h3';
  /** 'narrow' when the grid shares the row with a sidebar. */
  columns?: 'wide' | 'narrow';
  /** The grid opens the page's content: the first card's picture is preloaded, the others load as they scroll in. */
  priorityFirst?: boolean;
  /** The visitor's location: each card shows its tenant's distance. */
  near?: LatLng;
}) {
  const dialog = menuDialogData(menus);
  // One render time for every card of the page.
  const now = new Date();
  return (
    <MenuDialogHost menus={dialog.menus} tenants={dialog.tenants}>
      <ul className={cn('grid gap-5 sm:grid-cols-2', columns === 'wide' ? 'lg:grid-cols-3 xl:grid-cols-4' : 'xl:grid-cols-3')}>
        {menus.map((menu, index) => (
          <li key={menu.id}>
            <MenuCard
              menu={menu}
              showTenant={showTenant}
              headingLevel={headingLevel}
              now={now}
              priority={priorityFirst && index === 0}
              distance={distanceLabel(near, menu.tenant)}
            />
          </li>
        ))}
      </ul>
    </MenuDialogHost>
  );
}
