// How a tenant's local facts read on the public pages (issue 12): today's spot of a food truck, the directions link,
// the cuisines, and the catering/bakery order facts. Pure and free of zod, so client code may import it too.
import type { TenantType } from './constants';
import { formatNumber } from './format';
import { jakartaDate } from './opening-hours';

/**
 * A food truck's "Mangkal hari ini" spot at `now`: only on the Asia/Jakarta date it was set for (it expires at that
 * midnight), only for food trucks, null otherwise.
 */
export function currentSpot(tenant: { type: TenantType; todaySpot: string | null; todaySpotOn: string | null }, now: Date): string | null {
  if (tenant.type !== 'food_truck') return null;
  const spot = tenant.todaySpot?.trim();
  if (!spot || !tenant.todaySpotOn) return null;
  return tenant.todaySpotOn === jakartaDate(now) ? spot : null;
}

/** Whether the tenant has a pair of coordinates (both finite). */
export function hasCoordinates(tenant: { latitude: number | null; longitude: number | null }): tenant is { latitude: number; longitude: number } {
  return tenant.latitude != null && tenant.longitude != null && Number.isFinite(Number(tenant.latitude)) && Number.isFinite(Number(tenant.longitude));
}

/**
 * A maps link for the tenant: directions to its coordinates when it has them, else a search for its name and
 * address (`kind` says which, for the link text).
 */
export function directionsLink(tenant: {
  name: string;
  latitude: number | null;
  longitude: number | null;
  /** The full postal address, as the address card shows it. */
  fullAddress: string;
}): { href: string; kind: 'directions' | 'search' } {
  if (hasCoordinates(tenant)) {
    return {
      href: `https://www.google.com/maps/dir/?api=1&destination=${Number(tenant.latitude)},${Number(tenant.longitude)}`,
      kind: 'directions',
    };
  }
  return {
    href: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${tenant.name}, ${tenant.fullAddress}`)}`,
    kind: 'search',
  };
}

/** The cuisines of a comma-separated `cuisine` ('Sunda, Indonesia'): trimmed, blanks and repeats (any case) dropped. */
export function cuisineList(cuisine: string | null | undefined): string[] {
  if (!cuisine) return [];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of cuisine.split(',')) {
    const name = part.trim().replace(/\s+/g, ' ');
    const key = name.toLocaleLowerCase('id-ID');
    if (!name || seen.has(key)) continue;
    seen.add(key);
    out.push(name);
  }
  return out;
}

/** 'Pesan H-3', or 'Bisa pesan hari ini' without lead time (0). */
export function leadTimeLabel(days: number): string {
  return days === 0 ? 'Bisa pesan hari ini' : `Pesan H-${formatNumber(days)}`;
}

/**
 * The catering and bakery facts as visitors read them, each only when set: 'Minimal pesan 20 porsi', 'Pesan H-3'
 * (or 'Bisa pesan hari ini'), 'Hingga 500 porsi'.
 */
export function orderFacts(tenant: { minOrder: number | null; leadTimeDays: number | null; maxPortions: number | null }): string[] {
  const facts: string[] = [];
  if (tenant.minOrder != null) facts.push(`Minimal pesan ${formatNumber(tenant.minOrder)} porsi`);
  if (tenant.leadTimeDays != null) facts.push(leadTimeLabel(tenant.leadTimeDays));
  if (tenant.maxPortions != null) facts.push(`Hingga ${formatNumber(tenant.maxPortions)} porsi`);
  return facts;
}

export { FEATURED_LABEL } from './constants';
