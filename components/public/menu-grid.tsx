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
    <span className="menu-card-meta">
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
    <article className="list-card" data-testid="menu-card">
      <EntityImage src={menu.image} name={menu.name} menuCategory={menu.category} aspect="aspect-[16/10]" showInitials={false} priority={priority}>
        {!menu.isAvailable && (
          <span className="absolute left-3 top-3 rounded-md bg-stone-900/85 px-2 py-1 text-xs font-semibold text-white">{UNAVAILABLE_LABEL}</span>
        )}
      </EntityImage>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          {/* A plain label: the Badge component's interactive styles are dead weight 50 times a page. */}
          <span className="menu-card-category">{MENU_CATEGORY_LABELS[menu.category]}</span>
          <SpiceMeter level={menu.spiceLevel} />
          <DietaryTags tags={menu.dietaryTags} />
        </div>
        <Heading className="text-base font-semibold leading-snug">
          <button type="button" {...{ [MENU_OPEN_ATTRIBUTE]: menu.id }} className="menu-card-open" aria-haspopup="dialog">
            {menu.name}
          </button>
        </Heading>
        {showTenant && (
          <div className="menu-card-tenant-row">
            {/* A plain link: fifty next/link islands (hydration plus a viewport observer each) cost more than they give here. */}
            <a href={tenantPath(menu.tenant)} className="menu-card-tenant">
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
        <div className="menu-card-foot">
          <p className={menu.isAvailable ? 'menu-card-price text-primary' : 'menu-card-price text-muted-foreground line-through'}>{formatIDR(menu.price)}</p>
          <p className="menu-card-meta">
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
            className="menu-card-order"
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
