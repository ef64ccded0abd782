// Issue 12, how to order, read from the server-rendered HTML (what a visitor without JavaScript gets): wa.me order
// links with a prefilled message on the tenant page and on each menu card, 'Tidak Tersedia' without an order link for
// a menu not available today, and price bucket links that set minPrice/maxPrice and narrow the results.
import { describe, expect, it } from 'vitest';
import { MENU_PRICE_BUCKETS } from '@/lib/constants';
import { formatIDR } from '@/lib/format';
import { BASE_URL, api } from '../helpers/http';

interface PublicMenu {
  id: number;
  name: string;
  price: number;
  isAvailable: boolean;
  tenant: { name: string; slug: string; whatsapp: string | null; phone: string | null };
}

async function page(path: string): Promise<string> {
  const res = await fetch(`${BASE_URL}${path}`);
  expect(res.status, path).toBe(200);
  return res.text();
}

/** React escapes these in attribute values. */
function unescapeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The opening <a> tags of the HTML whose attributes match `filter`. */
function anchors(html: string, filter: (attributes: Record<string, string>) => boolean): Record<string, string>[] {
  const found: Record<string, string>[] = [];
  for (const [, inner] of html.matchAll(/<a\s([^>]*)>/g)) {
    const attributes: Record<string, string> = {};
    for (const [, name, value] of inner!.matchAll(/([\w-]+)="([^"]*)"/g)) attributes[name!] = unescapeAttribute(value!);
    if (filter(attributes)) found.push(attributes);
  }
  return found;
}

/** The decoded prefilled messages of the page's wa.me links, by test id ('' when it has none). */
function whatsappMessages(html: string, testId?: string): string[] {
  return anchors(html, (a) => a.href?.startsWith('https://wa.me/') === true && (testId === undefined || a['data-testid'] === testId)).map((a) => {
    expect(a.target).toBe('_blank');
    expect(a.rel).toBe('noopener noreferrer');
    return new URL(a.href!).searchParams.get('text') ?? '';
  });
}

/** Each menu card's markup (server-rendered article), in page order. */
function menuCards(html: string): string[] {
  return html
    .split('data-testid="menu-card"')
    .slice(1)
    .map((part) => part.slice(0, part.indexOf('</article>')));
}

/** 'Rp 12.000' -> 12000 (the first price on a card). */
function cardPrice(card: string): number {
  const m = /Rp[\s\u00a0]([\d.]+)/.exec(card);
  expect(m, card.slice(0, 200)).not.toBeNull();
  return Number(m![1]!.replace(/\./g, ''));
}

describe('WhatsApp order links in the public HTML', () => {
  it('the tenant page greets the tenant by name and every available menu card names its menu and price', async () => {
    const list = await api<{ data: PublicMenu[] }>('/menus/public/tenant/kopi-kaler?limit=50');
    expect(list.status).toBe(200);
    const tenant = list.body.data[0]!.tenant;
    const html = await page(`/tenant/${tenant.slug}`);

    const greeting = `Halo ${tenant.name}, saya ingin memesan dari Kuliner Tasikmalaya.`;
    // The header button and the contact card.
    expect(whatsappMessages(html).filter((text) => text === greeting)).toHaveLength(2);
    expect(anchors(html, (a) => a['data-testid'] === 'whatsapp-link')[0]!.href).toMatch(/^https:\/\/wa\.me\/6281200000103\?text=/);

    const cardMessages = whatsappMessages(html, 'menu-order-link');
    const available = list.body.data.filter((m) => m.isAvailable);
    expect(available.length).toBeGreaterThan(0);
    expect(cardMessages).toEqual(
      expect.arrayContaining(available.map((m) => `Halo ${tenant.name}, saya ingin memesan ${m.name} (${formatIDR(m.price)}). Apakah masih tersedia?`)),
    );
    expect(cardMessages).toHaveLength(available.length);
    // The link's accessible name starts with its visible words and names the menu.
    const labels = anchors(html, (a) => a['data-testid'] === 'menu-order-link').map((a) => a['aria-label']);
    expect(labels).toEqual(expect.arrayContaining(available.map((m) => `Pesan via WhatsApp: ${m.name}`)));
  });

  it("/rekomendasi-menu cards carry the menu's order message; a menu not available today shows 'Tidak Tersedia' and no order link", async () => {
    const html = await page('/rekomendasi-menu?search=Kopi%20Tubruk%20Galunggung');
    expect(whatsappMessages(html, 'menu-order-link')).toContain(
      'Halo Kopi Kaler, saya ingin memesan Kopi Tubruk Galunggung (Rp 12.000). Apakah masih tersedia?',
    );

    const soldOut = await api<{ data: PublicMenu[] }>(`/menus/public?search=${encodeURIComponent('Es Cendol Gula Aren')}`);
    const cendol = soldOut.body.data.find((m) => m.name === 'Es Cendol Gula Aren')!;
    expect(cendol.isAvailable).toBe(false);
    const cards = menuCards(await page('/rekomendasi-menu?search=Es%20Cendol%20Gula%20Aren')).filter((card) => card.includes('Es Cendol Gula Aren'));
    expect(cards).toHaveLength(1);
    expect(cards[0]).toContain('Tidak Tersedia');
    expect(cards[0]).not.toContain('wa.me');
    expect(cards[0]).not.toContain('Pesan via WhatsApp');
  });
});

describe('price bucket links on /rekomendasi-menu', () => {
  it('set minPrice/maxPrice, keep the other filters, reset the page, mark the active bucket and narrow the results to it', async () => {
    const html = await page('/rekomendasi-menu?category=main_course&spiceLevel=1&minPrice=1&page=1');
    const chips = anchors(html, (a) => a['data-testid']?.startsWith('price-bucket-') === true);
    expect(chips.map((a) => a['data-testid'])).toEqual(MENU_PRICE_BUCKETS.map((b) => `price-bucket-${b.key}`));
    expect(chips.every((a) => a['aria-current'] === undefined)).toBe(true);

    for (const bucket of MENU_PRICE_BUCKETS) {
      const chip = chips.find((a) => a['data-testid'] === `price-bucket-${bucket.key}`)!;
      const url = new URL(chip.href!, BASE_URL);
      expect(url.pathname).toBe('/rekomendasi-menu');
      expect(url.searchParams.get('category')).toBe('main_course');
      expect(url.searchParams.get('spiceLevel')).toBe('1');
      expect(url.searchParams.get('page')).toBeNull();
      expect(url.searchParams.get('minPrice')).toBe(bucket.minPrice === undefined ? null : String(bucket.minPrice));
      expect(url.searchParams.get('maxPrice')).toBe(bucket.maxPrice === undefined ? null : String(bucket.maxPrice));
    }

    // 10.000 and 25.000 belong to one bucket each; Rp10.000–25.000 holds 10.000 but not 25.000.
    const bucket = MENU_PRICE_BUCKETS[1];
    const filtered = await page(`/rekomendasi-menu?minPrice=${bucket.minPrice}&maxPrice=${bucket.maxPrice}`);
    const active = anchors(filtered, (a) => a['aria-current'] === 'true' && a['data-testid']?.startsWith('price-bucket-') === true);
    expect(active.map((a) => a['data-testid'])).toEqual([`price-bucket-${bucket.key}`]);
    const prices = menuCards(filtered).map(cardPrice);
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) {
      expect(price).toBeGreaterThanOrEqual(10_000);
      expect(price).toBeLessThan(25_000);
    }
    // The same range through the API: every menu in it, and no menu outside it.
    const listed = await api<{ data: PublicMenu[]; meta: { total: number } }>(`/menus/public?minPrice=${bucket.minPrice}&maxPrice=${bucket.maxPrice}&limit=50`);
    expect(listed.body.data.every((m) => m.price >= 10_000 && m.price < 25_000)).toBe(true);
    expect(listed.body.data.some((m) => m.price === 10_000)).toBe(true);
  });
});
