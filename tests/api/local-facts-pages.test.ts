// Issue 12, the local facts on the public pages as the server renders them: kecamatan, directions to the coordinates,
// delivery app links, a food truck's spot today, catering/bakery order facts, cuisine, the featured badge, menu
// dietary tags; and the tenant page's JSON-LD carrying geo, servesCuisine, acceptsReservations and suitableForDiet.
import { beforeAll, describe, expect, it } from 'vitest';
import { seedTenants } from '@/db/seed-data';
import { BASE_URL, api, eventually, loginAs, menuBody, tenantBody, uniqueSuffix, reviewerToken } from '../helpers/http';

async function html(path: string): Promise<string> {
  const res = await fetch(`${BASE_URL}${path}`);
  expect(res.status, path).toBe(200);
  return res.text();
}

/** The tenant page's schema.org establishment (the JSON-LD block with a hasMenu or an address). */
function tenantJsonLd(page: string): Record<string, any> {
  const blocks = [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!));
  const found = blocks.find((b) => b.address?.['@type'] === 'PostalAddress');
  expect(found, 'tenant JSON-LD').toBeDefined();
  return found;
}

function menuItems(data: Record<string, any>): Record<string, any>[] {
  return (data.hasMenu?.hasMenuSection ?? []).flatMap((s: { hasMenuItem: unknown[] }) => s.hasMenuItem);
}

/** The HTML of one tenant card on a list page, by the tenant's link. */
function card(page: string, slug: string): string {
  const cards = page
    .split('data-testid="tenant-card"')
    .slice(1)
    .map((c) => c.slice(0, c.indexOf('</article>')));
  const found = cards.find((c) => c.includes(`href="/tenant/${slug}"`));
  expect(found, `card of ${slug}`).toBeDefined();
  return found!;
}

const seed = (slug: string) => seedTenants.find((t) => t.slug === slug)!;

/** A new active tenant with one active menu (so it is listed), created by the super admin. */
async function listedTenant(extra: Record<string, unknown>): Promise<{ id: number; slug: string; name: string }> {
  const { accessToken: token } = await loginAs('superAdmin');
  const created = await api('/tenants', { token, body: tenantBody({ status: 'active', ...extra }) });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const menu = await api<{ id: number }>('/menus', { token, body: menuBody({ tenantId: created.body.id, name: `Menu ${created.body.name}` }) });
  expect(menu.status, JSON.stringify(menu.body)).toBe(201);
  expect((await api(`/menus/${menu.body.id}/approve`, { method: 'PATCH', token: await reviewerToken() })).status).toBe(200);
  return created.body;
}

/** The tenant page once the public cache shows the tenant. */
async function pageOf(slug: string): Promise<string> {
  let page = '';
  await eventually(async () => {
    const res = await fetch(`${BASE_URL}/tenant/${slug}`);
    page = await res.text();
    return res.status === 200;
  });
  return page;
}

describe('tenant page', () => {
  it('a featured restaurant: badge, kecamatan, cuisine, directions to its coordinates, delivery app links', async () => {
    const t = seed('nasi-tutug-oncom-mang-ujang');
    expect(t.isFeatured && t.goFoodUrl && t.grabFoodUrl && t.shopeeFoodUrl).toBeTruthy();
    const page = await html(`/tenant/${t.slug}`);
    expect(page).toContain('data-testid="featured-badge"');
    expect(page).toContain('Pilihan Kuliner Tasik');
    expect(page).toContain('Kec. Cihideung');
    expect(page).toMatch(/data-testid="tenant-cuisine"[^>]*>.*?Sunda/s);
    expect(page).toContain(`href="https://www.google.com/maps/dir/?api=1&amp;destination=${t.latitude},${t.longitude}"`);
    for (const [label, href] of [
      ['GoFood', t.goFoodUrl],
      ['GrabFood', t.grabFoodUrl],
      ['ShopeeFood', t.shopeeFoodUrl],
    ] as const) {
      const link = page.match(new RegExp(`<a[^>]*href="${href!.replace(/[.?]/g, '\\$&')}"[^>]*>(.*?)</a>`, 's'));
      expect(link, label).not.toBeNull();
      expect(link![0]).toContain('target="_blank"');
      expect(link![0]).toContain('rel="noopener noreferrer"');
      expect(link![1]!.replace(/<[^>]+>/g, '').trim()).toBe(`Pesan di ${label}`);
    }
    // A restaurant has no spot and no order facts.
    expect(page).not.toContain('Mangkal hari ini');
    expect(page).not.toContain('data-testid="order-facts"');
  });

  it('its JSON-LD: geo, servesCuisine from the cuisine, HalalDiet and VeganDiet on menu items, no reservations', async () => {
    const t = seed('nasi-tutug-oncom-mang-ujang');
    const data = tenantJsonLd(await html(`/tenant/${t.slug}`));
    expect(data['@type']).toBe('Restaurant');
    expect(data.geo).toEqual({ '@type': 'GeoCoordinates', latitude: t.latitude, longitude: t.longitude });
    expect(data.servesCuisine).toEqual(['Sunda']);
    expect(data.acceptsReservations).toBeUndefined();
    expect(data.suitableForDiet).toBeUndefined();
    const items = menuItems(data);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item.suitableForDiet).toContain('https://schema.org/HalalDiet');
    expect(items.find((i) => i.name === 'Nasi Tutug Oncom Biasa')!.suitableForDiet).toEqual([
      'https://schema.org/HalalDiet',
      'https://schema.org/VegetarianDiet',
      'https://schema.org/VeganDiet',
    ]);
    expect(items.find((i) => i.name === 'Ayam Goreng Kampung')!.suitableForDiet).toEqual(['https://schema.org/HalalDiet']);
  });

  it('a catering: minimum order, lead time and capacity, and acceptsReservations', async () => {
    const t = seed('katering-berkah-tasik');
    const page = await html(`/tenant/${t.slug}`);
    const facts = page.match(/<ul aria-label="Ketentuan pesanan"[^>]*>(.*?)<\/ul>/s);
    expect(facts).not.toBeNull();
    const text = facts![1]!.replace(/<[^>]+>/g, '|');
    expect(text).toContain(`Minimal pesan ${t.minOrder} porsi`);
    expect(text).toContain(`Pesan H-${t.leadTimeDays}`);
    expect(text).toContain('Hingga 1.000 porsi');
    const data = tenantJsonLd(page);
    expect(data['@type']).toBe('FoodEstablishment');
    expect(data.acceptsReservations).toBe(true);
  });

  it("a bakery without lead time reads 'Bisa pesan hari ini'", async () => {
    const t = seed('roti-gembong-tasik');
    expect(t.leadTimeDays).toBe(0);
    const page = await html(`/tenant/${t.slug}`);
    expect(page).toContain('Bisa pesan hari ini');
    expect(tenantJsonLd(page).acceptsReservations).toBeUndefined();
  });

  it('a tenant without coordinates keeps the search link, without geo', async () => {
    const t = await listedTenant({ name: `Tanpa Koordinat ${uniqueSuffix()}`, type: 'restaurant' });
    const page = await pageOf(t.slug);
    expect(page).toContain('https://www.google.com/maps/search/?api=1&amp;query=');
    expect(page).toContain('Buka di Google Maps');
    expect(page).not.toContain('maps/dir/');
    expect(tenantJsonLd(page).geo).toBeUndefined();
    expect(tenantJsonLd(page).servesCuisine).toBeUndefined();
    expect(page).not.toContain('data-testid="delivery-links"');
  });
});

describe("a food truck's spot today", () => {
  const word = `Mangkaltest${uniqueSuffix()}`;
  let truck: { slug: string };
  let restaurant: { slug: string };

  beforeAll(async () => {
    // Created now, so the spot is stamped with today's date whatever day the template database was seeded.
    truck = await listedTenant({ name: `Gerobak ${word}`, type: 'food_truck', todaySpot: 'Depan Masjid Agung' });
    restaurant = await listedTenant({ name: `Warung ${word}`, type: 'restaurant' });
  });

  it("shows 'Mangkal hari ini' on its page and its card", async () => {
    const page = await pageOf(truck.slug);
    expect(page.replace(/<!-- -->/g, '')).toMatch(/Mangkal hari ini: <span[^>]*>Depan Masjid Agung<\/span>/);
    let list = '';
    await eventually(async () => {
      list = await html(`/tenant?search=${word}`);
      return list.includes(`href="/tenant/${truck.slug}"`) && list.includes(`href="/tenant/${restaurant.slug}"`);
    });
    expect(card(list, truck.slug)).toContain('data-testid="today-spot"');
    expect(card(list, restaurant.slug)).not.toContain('data-testid="today-spot"');
  });

  it('the seeded food trucks carry a spot, restaurants never show one', async () => {
    expect(seedTenants.filter((t) => t.type === 'food_truck').every((t) => t.todaySpot)).toBe(true);
    expect(await html('/tenant?type=restaurant')).not.toContain('data-testid="today-spot"');
  });
});

describe('cards', () => {
  it("the featured badge on the featured tenants' cards only", async () => {
    const featured = seedTenants.filter((t) => t.isFeatured);
    expect(featured).toHaveLength(3);
    const page = await html('/tenant?search=tutug');
    expect(card(page, 'nasi-tutug-oncom-mang-ujang')).toContain('data-testid="featured-badge"');
    const other = await html(`/tenant?search=${encodeURIComponent('lotek')}`);
    expect(card(other, 'lotek-karedok-ceu-yayah')).not.toContain('data-testid="featured-badge"');
  });

  it('menu cards show dietary tags beside the spice level (vegan alone for vegan)', async () => {
    const page = await html('/tenant/lotek-karedok-ceu-yayah');
    const cards = page
      .split('data-testid="menu-card"')
      .slice(1)
      .map((c) => c.slice(0, c.indexOf('</article>')));
    const tagsOf = (name: string) => {
      const found = cards.find((c) => c.includes(`>${name}<`));
      expect(found, name).toBeDefined();
      return [...found!.matchAll(/data-testid="dietary-tag"[^>]*>([^<]+)</g)].map((m) => m[1]);
    };
    expect(tagsOf('Lotek Sunda')).toEqual(['Vegan']);
    expect(tagsOf('Rujak Cuka')).toEqual(['Vegan']);
    expect(tagsOf('Gado-gado Lontong')).toEqual(['Vegetarian']);
    expect(tagsOf('Pecel Sayur')).toEqual([]);
  });
});
