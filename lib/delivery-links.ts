// The tenant's GoFood, GrabFood and ShopeeFood pages as the public pages link them. Each link is checked again at render
// (https, on the app's own hosts: isDeliveryAppUrl), so a row written before the rule, or by hand, never links elsewhere.
// Server-side only (it imports the zod validation module).
import { DELIVERY_APPS, DELIVERY_APP_LABELS, type DeliveryApp } from './constants';
import { isDeliveryAppUrl } from './validations/tenant';

export interface DeliveryLink {
  app: DeliveryApp;
  label: string;
  href: string;
}

type DeliveryUrls = { goFoodUrl: string | null; grabFoodUrl: string | null; shopeeFoodUrl: string | null };

const FIELDS: Record<DeliveryApp, keyof DeliveryUrls> = { goFood: 'goFoodUrl', grabFood: 'grabFoodUrl', shopeeFood: 'shopeeFoodUrl' };

/** The valid delivery app links of a tenant, in DELIVERY_APPS order. */
export function deliveryLinks(tenant: DeliveryUrls): DeliveryLink[] {
  return DELIVERY_APPS.flatMap((app) => {
    const href = tenant[FIELDS[app]]?.trim();
    return href && isDeliveryAppUrl(app, href) ? [{ app, label: DELIVERY_APP_LABELS[app], href }] : [];
  });
}
