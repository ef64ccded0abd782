// How a menu's facts read on cards and in the dialog (shared by both), and the data the dialog needs.
import { DIETARY_TAGS, DIETARY_TAG_LABELS, FALLBACKS, SPICE_LEVEL_LABELS, type DietaryTag, type SpiceLevel } from '@/lib/constants';
import type { PublicMenu, PublicMenuTenant } from '@/lib/api/contract';
import type { OpeningState } from '@/lib/opening-hours';

export { MENU_OPEN_ATTRIBUTE, UNAVAILABLE_LABEL } from './menu-card-words';

export function spiceLabel(level: number): string {
  return SPICE_LEVEL_LABELS[Math.min(5, Math.max(1, Math.round(level) || 1)) as SpiceLevel];
}

/** '15 menit' (fallback 15 when unknown); 'Siap saji' when nothing needs preparing. */
export function prepTime(menu: Pick<PublicMenu, 'preparationTime'>): string {
  const minutes = menu.preparationTime ?? FALLBACKS.preparationTime;
  return minutes === 0 ? 'Siap saji' : `${minutes} menit`;
}

/**
 * The dietary badges of a menu, in DIETARY_TAGS order: 'Vegan' alone stands for vegan (it implies vegetarian);
 * unknown tags are skipped.
 */
export function dietaryLabels(tags: readonly string[] | null | undefined): { tag: DietaryTag; label: string }[] {
  if (!tags || tags.length === 0) return [];
  const vegan = tags.includes('vegan');
  return DIETARY_TAGS.filter((t) => tags.includes(t) && !(vegan && t === 'vegetarian')).map((tag) => ({ tag, label: DIETARY_TAG_LABELS[tag] }));
}

/** The tenant facts the menu dialog shows (sent once per tenant, not once per menu). */
export type MenuDialogTenant = Pick<
  PublicMenuTenant,
  'id' | 'name' | 'slug' | 'city' | 'rating' | 'description' | 'address' | 'phone' | 'email' | 'website' | 'instagram' | 'tiktok' | 'facebook' | 'whatsapp'
>;

/** The menu facts the menu dialog shows. */
export type MenuDialogMenu = Pick<
  PublicMenu,
  | 'id'
  | 'tenantId'
  | 'name'
  | 'description'
  | 'price'
  | 'category'
  | 'spiceLevel'
  | 'preparationTime'
  | 'ingredients'
  | 'allergens'
  | 'calories'
  | 'image'
  | 'isAvailable'
  | 'dietaryTags'
>;

export type MenuDialogItem = MenuDialogMenu & { tenant: MenuDialogTenant };

/** What a menu card shows beyond the dialog's data, worded on the server (see MenuGrid). */
export interface MenuCardFacts {
  /** The category's label. */
  category: string;
  /** The spice level's label. */
  spice: string;
  /** '15 menit', 'Siap saji'. */
  prep: string;
  /** The price in rupiah, 'Rp 15.000'. */
  price: string;
  dietary: { tag: DietaryTag; label: string }[];
  tenantHref: string;
  /** The tenant's Buka/Tutup at render time; null when it publishes no hours. */
  opening: OpeningState | null;
  /** The tenant's distance from the visitor, when known. */
  distance: string | null;
  /** The 'Pesan via WhatsApp' link; null without a WhatsApp-capable number or when the menu is not available. */
  orderHref: string | null;
}

/** Splits a page of menus into the dialog's data: menus without their tenant, and each tenant once. */
export function menuDialogData(menus: PublicMenu[]): { menus: MenuDialogMenu[]; tenants: MenuDialogTenant[] } {
  const tenants = new Map<number, MenuDialogTenant>();
  const items = menus.map((m): MenuDialogMenu => {
    const t = m.tenant;
    if (!tenants.has(t.id)) {
      tenants.set(t.id, {
        id: t.id,
        name: t.name,
        slug: t.slug,
        city: t.city,
        rating: t.rating,
        description: t.description,
        address: t.address,
        phone: t.phone,
        email: t.email,
        website: t.website,
        instagram: t.instagram,
        tiktok: t.tiktok,
        facebook: t.facebook,
        whatsapp: t.whatsapp,
      });
    }
    return {
      id: m.id,
      tenantId: t.id,
      name: m.name,
      description: m.description,
      price: m.price,
      category: m.category,
      spiceLevel: m.spiceLevel,
      preparationTime: m.preparationTime,
      ingredients: m.ingredients,
      allergens: m.allergens,
      calories: m.calories,
      image: m.image,
      isAvailable: m.isAvailable,
      dietaryTags: m.dietaryTags,
    };
  });
  return { menus: items, tenants: [...tenants.values()] };
}
