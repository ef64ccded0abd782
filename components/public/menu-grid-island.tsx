'use client';
// The menu cards and their detail dialog, drawn from one compact list of facts. The server (MenuGrid) computes every
// word the cards show (prices, labels, opening state, distance, the WhatsApp link), so this code formats nothing and
// hydrates exactly the server's HTML; the page's RSC payload then carries each menu's facts once, for the cards and
// the dialog alike, instead of fifty cards' markup plus the dialog's copy of their data.
// A click on a card's name opens the dialog for that menu; the dialog's code loads on the first opening and then stays
// mounted with the last menu, so closing animates; focus goes back to the card's button.
import { Suspense, lazy, useRef, useState } from 'react';
import { clsx } from 'clsx';
import { DietaryTagLabels } from './dietary-tag-labels';
import { EntityImage } from './entity-image';
import type { MenuCardFacts, MenuDialogItem, MenuDialogMenu, MenuDialogTenant } from './menu-display';
import { MENU_OPEN_ATTRIBUTE, UNAVAILABLE_LABEL } from './menu-card-words';
import { OpeningBadgeView } from './opening-badge-view';
import { SpriteIcon } from './sprite-icon';

// React.lazy rather than next/dynamic (whose loader is client code of its own): the dialog renders only after a click.
const MenuDialog = lazy(() => import('./menu-dialog').then((m) => ({ default: m.MenuDialog })));

function MenuCard({
  menu,
  tenant,
  facts,
  showTenant,
  headingLevel,
  priority,
}: {
  menu: MenuDialogMenu;
  tenant: MenuDialogTenant | undefined;
  facts: MenuCardFacts;
  showTenant: boolean;
  headingLevel: 'h2' | 'h3';
  priority: boolean;
}) {
  const Heading = headingLevel;
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
          <span className="menu-card-category">{facts.category}</span>
          <span className="menu-card-meta">
            <span aria-hidden="true" className="spice-meter" style={{ '--spice': menu.spiceLevel } as React.CSSProperties} />
            {facts.spice}
          </span>
          <DietaryTagLabels labels={facts.dietary} />
        </div>
        <Heading className="text-base font-semibold leading-snug">
          <button type="button" {...{ [MENU_OPEN_ATTRIBUTE]: menu.id }} className="menu-card-open" aria-haspopup="dialog">
            {menu.name}
          </button>
        </Heading>
        {showTenant && tenant && (
          <div className="menu-card-tenant-row">
            {/* A plain link: fifty next/link instances (a viewport observer each) cost more than they give here. */}
            <a href={facts.tenantHref} className="menu-card-tenant">
              <SpriteIcon name="store" className="size-3.5" />
              {tenant.name}
            </a>
            {/* The tenant's Buka/Tutup (the tenant page shows it once in its header instead). */}
            {facts.opening && <OpeningBadgeView state={facts.opening} />}
            {facts.distance && (
              <span className="whitespace-nowrap text-xs font-medium" data-testid="menu-distance">
                <span className="sr-only">Jarak: </span>
                {facts.distance}
              </span>
            )}
          </div>
        )}
        {menu.description && <p className="line-clamp-2 text-sm text-muted-foreground">{menu.description}</p>}
        <div className="menu-card-foot">
          <p className={clsx('menu-card-price', menu.isAvailable ? 'text-primary' : 'text-muted-foreground line-through')}>{facts.price}</p>
          <p className="menu-card-meta">
            <SpriteIcon name="clock" className="size-3.5" />
            {facts.prep}
          </p>
        </div>
        {facts.orderHref && (
          // Above the name button's full-card overlay (z-10), so it opens WhatsApp rather than the dialog.
          <a
            href={facts.orderHref}
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

export function MenuGridIsland({
  menus,
  tenants,
  facts,
  showTenant,
  headingLevel,
  gridClassName,
  priorityFirst,
}: {
  menus: MenuDialogMenu[];
  tenants: MenuDialogTenant[];
  /** What each card shows beyond the dialog's data, in the order of `menus`. */
  facts: MenuCardFacts[];
  showTenant: boolean;
  headingLevel: 'h2' | 'h3';
  gridClassName: string;
  priorityFirst: boolean;
}) {
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLElement | null>(null);
  const tenantOf = (id: number) => tenants.find((t) => t.id === id);

  let selected: MenuDialogItem | null = null;
  const menu = selectedId === null ? undefined : menus.find((m) => m.id === selectedId);
  const tenant = menu && tenantOf(menu.tenantId);
  if (menu && tenant) selected = { ...menu, tenant };

  function onClick(event: React.MouseEvent<HTMLDivElement>) {
    const button = (event.target as Element).closest<HTMLElement>(`[${MENU_OPEN_ATTRIBUTE}]`);
    if (!button || !event.currentTarget.contains(button)) return;
    const id = Number(button.getAttribute(MENU_OPEN_ATTRIBUTE));
    if (!menus.some((m) => m.id === id)) return;
    trigger.current = button;
    setSelectedId(id);
    setOpen(true);
  }

  return (
    // Delegation: one listener for every card's button.
    <div onClick={onClick}>
      <ul className={gridClassName}>
        {menus.map((m, index) => (
          <li key={m.id}>
            <MenuCard
              menu={m}
              tenant={tenantOf(m.tenantId)}
              facts={facts[index]!}
              showTenant={showTenant}
              headingLevel={headingLevel}
              priority={priorityFirst && index === 0}
            />
          </li>
        ))}
      </ul>
      {selectedId !== null && (
        <Suspense fallback={null}>
          <MenuDialog menu={selected} open={open} onClose={() => setOpen(false)} returnFocus={() => trigger.current?.focus()} />
        </Suspense>
      )}
    </div>
  );
}
