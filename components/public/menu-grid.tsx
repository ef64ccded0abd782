// Menu cards. The server words every fact a card shows (price, labels, the tenant's Buka/Tutup at render time, its
// distance, the 'Pesan via WhatsApp' link built here) and hands them with the dialog's data to one client island
// (MenuGridIsland), which draws the cards and opens the detail dialog: each menu's data crosses to the browser once.
// The tenant name and the order link are plain links, so both work without JavaScript; each card's name is a button
// that opens the dialog. Repeated icons come from the page's SVG sprite.
import type { PublicMenu } from '@/lib/api/contract';
import { MENU_CATEGORY_LABELS } from '@/lib/constants';
import { menuOrderHref } from '@/lib/contact-links';
import { formatIDR } from '@/lib/format';
import { distanceLabel, type LatLng } from '@/lib/geo';
import { openingState } from '@/lib/opening-hours';
import { tenantPath } from '@/lib/seo';
import { cn } from '@/lib/utils';
import { MenuGridIsland } from './menu-grid-island';
import { dietaryLabels, menuDialogData, prepTime, spiceLabel, type MenuCardFacts } from './menu-display';

/** What the card of `menu` shows beyond the dialog's data, as of `now`. */
function menuCardFacts(menu: PublicMenu, now: Date, near: LatLng | undefined): MenuCardFacts {
  return {
    category: MENU_CATEGORY_LABELS[menu.category],
    spice: spiceLabel(menu.spiceLevel),
    prep: prepTime(menu),
    price: formatIDR(menu.price),
    dietary: dietaryLabels(menu.dietaryTags),
    tenantHref: tenantPath(menu.tenant),
    opening: openingState(menu.tenant.operatingHours, menu.tenant, now),
    distance: distanceLabel(near, menu.tenant),
    orderHref: menuOrderHref(menu.tenant, menu),
  };
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
    <MenuGridIsland
      menus={dialog.menus}
      tenants={dialog.tenants}
      facts={menus.map((menu) => menuCardFacts(menu, now, near))}
      showTenant={showTenant}
      headingLevel={headingLevel}
      gridClassName={cn('grid grid-cols-1 gap-5 sm:grid-cols-2', columns === 'wide' ? 'lg:grid-cols-3 xl:grid-cols-4' : 'xl:grid-cols-3')}
      priorityFirst={priorityFirst}
    />
  );
}
