// Issue 12, discovery: the public filters by kecamatan, tenant type, rating and diet, alone and combined, the sorts by
// name, newest, price and distance (`near`), their 400s, the landing page's featured-first best tenants, and the same
// filters read from the URL of /rekomendasi-menu and /tenant (server-rendered cards, distances, active-filter chips,
// the fallback of 'Terdekat' without a location). Data: four tenants and six menus made through the API, scoped by a
// word in the tenant names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIET_FILTERS, LIMITS, WEEKDAYS, type DietFilter } from '@/lib/constants';
import { distanceLabel } from '@/lib/geo';
import { NEAREST_NEEDS_LOCATION } from '@/lib/public-filters';
import { menuMessages, tenantMessages } from '@/lib/validations/messages';
import { BASE_URL, api, eventually, loginAs, menuBody, tenantBody, uniqueSuffix, reviewerToken } from '../helpers/http';

interface Tenant {
  id: number;
  slug: string;
  name: string;
  rating: number | null;
  isFeatured: boolean;
  district: string | null;
  latitude: number | null;
  longitude: number | null;
}
interface Menu {
  id: number;
  name: string;
  dietaryTags: string[];
  tenant: { id: number; name: string };
}
interface List<T> {
  data: T[];
  meta: { total: number };
}

const word = `Jelajah${uniqueSuffix().replace(/[^a-z]/g, '')}`;
/** The visitor: near Masjid Agung Tasikmalaya, as the island sends it (3 decimals). */
const NEAR = { latitude: -7.327, longitude: 108.221 };
const NEAR_PARAM = `${NEAR.latitude},${NEAR.longitude}`;

// Nearest first: asri (about 250 m), bening (1,4 km), damai (5,2 km), then cepat (no coordinates).
const TENANTS = {
  asri: { name: `Warung Asri ${word}`, type: 'restaurant', district: 'tawang', latitude: -7.329, longitude: 108.222, rating: 4.2 },
  bening: { name: `Kafe Bening ${word}`, type: 'cafe', district: 'cihideung', latitude: -7.34, longitude: 108.221, rating: 4.8 },
  cepat: { name: `Truk Cepat ${word}`, type: 'food_truck', district: 'tawang', latitude: null, longitude: null, rating: 3.6 },
  damai: { name: `Roti Damai ${word}`, type: 'bakery', district: 'kawalu', latitude: -7.37, longitude: 108.24, rating: null },
} as const;
type Key = keyof typeof TENANTS;

// In creation order (so newest first is the reverse).
const MENUS: { key: Key; name: string; price: number; dietaryTags: string[]; allergens?: string }[] = [
  { key: 'asri', name: 'Sayur Asem Uji', price: 12_000, dietaryTags: ['vegetarian'], allergens: 'Kacang tanah' },
  { key: 'asri', name: 'Babi Kecap Uji', price: 45_000, dietaryTags: ['contains_pork'] },
  { key: 'bening', name: 'Tahu Vegan Uji', price: 18_000, dietaryTags: ['vegan'], allergens: 'Kedelai, KACANG mete' },
  { key: 'bening', name: 'Es Kopi Rum Uji', price: 30_000, dietaryTags: ['contains_alcohol'] },
  { key: 'cepat', name: 'Nasi Goreng Uji', price: 20_000, dietaryTags: [] },
  { key: 'damai', name: 'Roti Gandum Uji', price: 15_000, dietaryTags: ['vegan'] },
];

const created = {} as Record<Key, Tenant>;

/** Every seed tenant publishes hours (other files check the home page's Buka/Tutup badges): so do these. */
const HOURS = Object.fromEntries(WEEKDAYS.map((d) => [d, { open: '08:00', close: '21:00', closed: false }]));

beforeAll(async () => {
  const { accessToken: token } = await loginAs('superAdmin');
  for (const [key, t] of Object.entries(TENANTS) as [Key, (typeof TENANTS)[Key]][]) {
    const { rating, ...fields } = t;
    const res = await api<Tenant>('/tenants', { token, body: tenantBody({ ...fields, operatingHours: HOURS, status: 'active' }) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    if (rating != null) {
      const rated = await api<Tenant>(`/tenants/${res.body.id}`, { method: 'PATCH', token, body: { rating } });
      expect(rated.status, JSON.stringify(rated.body)).toBe(200);
    }
    created[key] = res.body;
  }
  for (const m of MENUS) {
    const res = await api<{ id: number }>('/menus', {
      token,
      body: menuBody({ tenantId: created[m.key].id, name: m.name, price: m.price, dietaryTags: m.dietaryTags, allergens: m.allergens ?? null }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect((await api(`/menus/${res.body.id}/approve`, { method: 'PATCH', token: await reviewerToken() })).status).toBe(200);
  }
  await eventually(async () => (await api<List<Menu>>(`/menus/public?search=${word}&limit=50`)).body.meta.total === MENUS.length);
});

// The featured test tenant leaves the landing page to the seed again (the API files share one app).
afterAll(async () => {
  if (!created.damai) return;
  const { accessToken: token } = await loginAs('superAdmin');
  await api(`/tenants/${created.damai.id}`, { method: 'PATCH', token, body: { isFeatured: false } });
});

async function menuNames(query: string): Promise<string[]> {
  const res = await api<List<Menu>>(`/menus/public?search=${word}&limit=50${query}`);
  expect(res.status, query).toBe(200);
  expect(res.body.meta.total, query).toBe(res.body.data.length);
  return res.body.data.map((m) => m.name);
}

async function tenantKeys(query: string): Promise<Key[]> {
  const res = await api<List<Tenant>>(`/tenants/public?search=${word}&limit=100${query}`);
  expect(res.status, query).toBe(200);
  expect(res.body.meta.total, query).toBe(res.body.data.length);
  return res.body.data.map((t) => (Object.keys(created) as Key[]).find((k) => created[k].id === t.id)!);
}

const namesOf = (keys: Key[]) => MENUS.filter((m) => keys.includes(m.key)).map((m) => m.name);
const sorted = (names: string[]) => [...names].sort();

describe('GET /menus/public filters', () => {
  it('district alone', async () => {
    expect(sorted(await menuNames('&district=tawang'))).toEqual(sorted(namesOf(['asri', 'cepat'])));
    expect(sorted(await menuNames('&district=KAWALU'))).toEqual(['Roti Gandum Uji']);
    expect(await menuNames('&district=bungursari')).toEqual([]);
  });

  it('type alone', async () => {
    expect(sorted(await menuNames('&type=cafe'))).toEqual(sorted(namesOf(['bening'])));
    expect(sorted(await menuNames('&type=bakery'))).toEqual(['Roti Gandum Uji']);
  });

  it('minRating alone: at least that rating, never the unrated', async () => {
    expect(sorted(await menuNames('&minRating=4.5'))).toEqual(sorted(namesOf(['bening'])));
    expect(sorted(await menuNames('&minRating=4'))).toEqual(sorted(namesOf(['asri', 'bening'])));
    expect(sorted(await menuNames('&minRating=0'))).toEqual(sorted(namesOf(['asri', 'bening', 'cepat'])));
  });

  it.each<[DietFilter, string[]]>([
    // Vegan implies vegetarian.
    ['vegetarian', ['Sayur Asem Uji', 'Tahu Vegan Uji', 'Roti Gandum Uji']],
    ['vegan', ['Tahu Vegan Uji', 'Roti Gandum Uji']],
    ['no_pork', ['Sayur Asem Uji', 'Tahu Vegan Uji', 'Es Kopi Rum Uji', 'Nasi Goreng Uji', 'Roti Gandum Uji']],
    ['no_alcohol', ['Sayur Asem Uji', 'Babi Kecap Uji', 'Tahu Vegan Uji', 'Nasi Goreng Uji', 'Roti Gandum Uji']],
  ])('diet=%s alone', async (diet, expected) => {
    expect(sorted(await menuNames(`&diet=${diet}`))).toEqual(sorted(expected));
  });

  it('excludeAllergen leaves out the menus whose allergens mention the word (any case), alone and with a diet', async () => {
    const all = MENUS.map((m) => m.name);
    expect(sorted(await menuNames('&excludeAllergen=kacang'))).toEqual(sorted(all.filter((n) => n !== 'Sayur Asem Uji' && n !== 'Tahu Vegan Uji')));
    expect(sorted(await menuNames('&excludeAllergen=%20Kedelai%20'))).toEqual(sorted(all.filter((n) => n !== 'Tahu Vegan Uji')));
    expect(sorted(await menuNames('&excludeAllergen=kacang&diet=vegetarian'))).toEqual(['Roti Gandum Uji']);
    // LIKE's wildcards are taken literally.
    expect(sorted(await menuNames('&excludeAllergen=%25'))).toEqual(sorted(all));
    const tooLong = await api(`/menus/public?excludeAllergen=${'k'.repeat(41)}`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe(menuMessages.excludeAllergen);
  });

  it('every diet value is covered above', () => {
    expect(DIET_FILTERS).toEqual(['vegetarian', 'vegan', 'no_pork', 'no_alcohol']);
  });

  it('combined: kecamatan + diet, type + rating, and with the other filters', async () => {
    expect(sorted(await menuNames('&district=tawang&diet=no_pork'))).toEqual(['Nasi Goreng Uji', 'Sayur Asem Uji']);
    expect(sorted(await menuNames('&district=tawang&diet=vegetarian'))).toEqual(['Sayur Asem Uji']);
    expect(await menuNames('&district=tawang&diet=vegan')).toEqual([]);
    expect(sorted(await menuNames('&type=cafe&minRating=4.5&diet=no_alcohol'))).toEqual(['Tahu Vegan Uji']);
    expect(await menuNames('&district=cihideung&type=restaurant')).toEqual([]);
    expect(await menuNames('&district=tawang&diet=no_pork&maxPrice=15000&category=main_course')).toEqual(['Sayur Asem Uji']);
  });

  it('sortBy name, createdAt (newest first), price (cheapest first) and rating (default)', async () => {
    expect(await menuNames('&sortBy=name')).toEqual(sorted(MENUS.map((m) => m.name)));
    expect(await menuNames('&sortBy=createdAt')).toEqual(MENUS.map((m) => m.name).reverse());
    expect(await menuNames('&sortBy=price')).toEqual([...MENUS].sort((a, b) => a.price - b.price).map((m) => m.name));
    // Best-rated tenant first (unrated last), each tenant's menus newest first.
    expect(await menuNames('')).toEqual(['Es Kopi Rum Uji', 'Tahu Vegan Uji', 'Babi Kecap Uji', 'Sayur Asem Uji', 'Nasi Goreng Uji', 'Roti Gandum Uji']);
    expect(await menuNames('&sortBy=price&district=tawang')).toEqual(['Sayur Asem Uji', 'Nasi Goreng Uji', 'Babi Kecap Uji']);
  });

  it('sortBy=distance with near: nearest tenant first, tenants without coordinates last', async () => {
    expect(await menuNames(`&sortBy=distance&near=${NEAR_PARAM}`)).toEqual([
      'Babi Kecap Uji',
      'Sayur Asem Uji',
      'Es Kopi Rum Uji',
      'Tahu Vegan Uji',
      'Roti Gandum Uji',
      'Nasi Goreng Uji',
    ]);
    // From the far side of the city the order turns around (cepat, without coordinates, stays last).
    const names = await menuNames('&sortBy=distance&near=-7.37,108.24&diet=no_pork');
    expect(names).toEqual(['Roti Gandum Uji', 'Es Kopi Rum Uji', 'Tahu Vegan Uji', 'Sayur Asem Uji', 'Nasi Goreng Uji']);
  });
});

describe('GET /tenants/public filters', () => {
  it('district alone and combined with type and minRating', async () => {
    expect(sorted(await tenantKeys('&district=tawang'))).toEqual(['asri', 'cepat']);
    expect(await tenantKeys('&district=tawang&type=food_truck')).toEqual(['cepat']);
    expect(await tenantKeys('&district=tawang&minRating=4')).toEqual(['asri']);
    expect(await tenantKeys('&district=cihideung&type=restaurant')).toEqual([]);
  });

  it('minRating never matches an unrated tenant', async () => {
    expect(await tenantKeys('&minRating=0')).toEqual(['bening', 'asri', 'cepat']);
  });

  it('sortBy=distance with near: nearest first, then those without coordinates, across pages', async () => {
    expect(await tenantKeys(`&sortBy=distance&near=${NEAR_PARAM}`)).toEqual(['asri', 'bening', 'damai', 'cepat']);
    // The page boundary falls between the located tenants and the rest, and inside each part.
    const page = async (limit: number, n: number) => {
      const res = await api<List<Tenant>>(`/tenants/public?search=${word}&sortBy=distance&near=${NEAR_PARAM}&limit=${limit}&page=${n}`);
      expect(res.status).toBe(200);
      expect(res.body.meta.total).toBe(4);
      return res.body.data.map((t) => t.id);
    };
    expect([...(await page(3, 1)), ...(await page(3, 2))]).toEqual([created.asri.id, created.bening.id, created.damai.id, created.cepat.id]);
    expect(await page(1, 2)).toEqual([created.bening.id]);
    expect(await page(1, 4)).toEqual([created.cepat.id]);
    expect(await page(2, 3)).toEqual([]);
    expect(await tenantKeys(`&sortBy=distance&near=${NEAR_PARAM}&district=tawang`)).toEqual(['asri', 'cepat']);
  });

  it('sortBy name and createdAt', async () => {
    expect(await tenantKeys('&sortBy=name&sortOrder=asc')).toEqual(['bening', 'damai', 'cepat', 'asri']);
    expect(await tenantKeys('&sortBy=createdAt&sortOrder=desc')).toEqual(['damai', 'cepat', 'bening', 'asri']);
  });
});

describe('400 with the Indonesian messages', () => {
  it.each([
    ['/tenants/public?near=rumah', { near: tenantMessages.near }],
    ['/tenants/public?near=-7.3', { near: tenantMessages.near }],
    ['/menus/public?near=51.5,-0.12', { near: tenantMessages.near }],
    ['/menus/public?sortBy=distance&near=-7.3,200', { near: tenantMessages.near }],
    ['/tenants/public?sortBy=distance', { near: tenantMessages.nearRequired }],
    ['/menus/public?sortBy=distance&near=', { near: tenantMessages.nearRequired }],
    ['/tenants/public?district=bandung', { district: tenantMessages.districtFilter }],
    ['/menus/public?district=Kecamatan%20Tawang', { district: tenantMessages.districtFilter }],
    ['/menus/public?diet=keto', { diet: menuMessages.dietFilter }],
    ['/menus/public?minRating=6', { minRating: 'Rating tidak valid' }],
  ])('%s', async (path, errors) => {
    const res = await api(path);
    expect(res.status, path).toBe(400);
    expect(res.body.errors).toEqual(errors);
  });
});

/** A server-rendered page's HTML without React's text separators. */
async function html(path: string): Promise<string> {
  const res = await fetch(`${BASE_URL}${path}`);
  expect(res.status, path).toBe(200);
  return (await res.text()).replace(/<!-- -->/g, '');
}

/** The names on the cards, in page order: tenant cards' heading links, menu cards' heading buttons. */
function cardNames(page: string, testId: 'tenant-card' | 'menu-card'): string[] {
  return page
    .split(`data-testid="${testId}"`)
    .slice(1)
    .map((card) => {
      const body = card.slice(0, card.indexOf('</article>'));
      const heading = /<h[23][^>]*>\s*<(?:a|button)[^>]*>([^<]+)</.exec(body);
      return heading ? heading[1]!.replace(/&amp;/g, '&') : '';
    });
}

/** The distance shown on each card, by card name. */
function cardDistances(page: string, testId: 'tenant-card' | 'menu-card'): Map<string, string | null> {
  const names = cardNames(page, testId);
  const cards = page.split(`data-testid="${testId}"`).slice(1);
  return new Map(
    names.map((name, i) => {
      const body = cards[i]!.slice(0, cards[i]!.indexOf('</article>'));
      const distance = /data-testid="(?:tenant|menu)-distance"[^>]*>(?:<span[^>]*>[^<]*<\/span>)?([^<]+)</.exec(body);
      return [name, distance ? distance[1]! : null];
    }),
  );
}

describe('the pages read the filters from the URL', () => {
  it('/rekomendasi-menu?kecamatan=…&diet=…: the matching cards, the selects set, a removable chip for each', async () => {
    const page = await html(`/rekomendasi-menu?search=${word}&kecamatan=tawang&diet=no_pork`);
    expect(sorted(cardNames(page, 'menu-card'))).toEqual(['Nasi Goreng Uji', 'Sayur Asem Uji']);
    expect(page).toMatch(/<select[^>]*id="menu-kecamatan"[^>]*>.*?<option value="tawang" selected="">Tawang<\/option>/s);
    expect(page).toMatch(/<select[^>]*id="menu-diet"[^>]*>.*?<option value="no_pork" selected="">Tanpa babi<\/option>/s);
    // 'Filter lainnya' is open because the diet is set.
    expect(page).toMatch(/<details open=""[^>]*data-testid="more-filters"/);
    const chip = (key: string) => {
      const tag = new RegExp(`<a[^>]*data-testid="active-filter-${key}"[^>]*>`).exec(page)?.[0] ?? '';
      return /href="([^"]*)"/.exec(tag)?.[1]?.replace(/&amp;/g, '&');
    };
    expect(chip('kecamatan')).toBe(`/rekomendasi-menu?search=${word}&diet=no_pork`);
    expect(chip('diet')).toBe(`/rekomendasi-menu?search=${word}&kecamatan=tawang`);

    const vegan = await html(`/rekomendasi-menu?search=${word}&diet=vegan&type=bakery`);
    expect(cardNames(vegan, 'menu-card')).toEqual(['Roti Gandum Uji']);
    const rated = await html(`/rekomendasi-menu?search=${word}&rating=4.5&sort=termurah`);
    expect(cardNames(rated, 'menu-card')).toEqual(['Tahu Vegan Uji', 'Es Kopi Rum Uji']);
    // A bad value is dropped, not an error page.
    expect(cardNames(await html(`/rekomendasi-menu?search=${word}&kecamatan=bandung&diet=keto&sort=acak`), 'menu-card')).toHaveLength(MENUS.length);
  });

  it('/rekomendasi-menu?tanpa=…: the menus without that allergen, the field filled, a removable chip', async () => {
    const page = await html(`/rekomendasi-menu?search=${word}&tanpa=kacang`);
    expect(sorted(cardNames(page, 'menu-card'))).toEqual(sorted(MENUS.map((m) => m.name).filter((n) => n !== 'Sayur Asem Uji' && n !== 'Tahu Vegan Uji')));
    expect(page).toMatch(/<input[^>]*id="menu-allergen"[^>]*value="kacang"/);
    expect(page).toMatch(/<details open=""[^>]*data-testid="more-filters"/);
    expect(page).toMatch(/data-testid="active-filter-tanpa"[^>]*>[^]*?Tanpa kacang/);
  });

  it('/rekomendasi-menu?sort=terdekat: the nearest first with distances, or the rating order and a request for the location', async () => {
    const near = await html(`/rekomendasi-menu?search=${word}&sort=terdekat&near=${NEAR_PARAM}`);
    expect(cardNames(near, 'menu-card')).toEqual([
      'Babi Kecap Uji',
      'Sayur Asem Uji',
      'Es Kopi Rum Uji',
      'Tahu Vegan Uji',
      'Roti Gandum Uji',
      'Nasi Goreng Uji',
    ]);
    const distances = cardDistances(near, 'menu-card');
    expect(distances.get('Sayur Asem Uji')).toBe(distanceLabel(NEAR, TENANTS.asri));
    expect(distances.get('Tahu Vegan Uji')).toBe('1,4 km');
    expect(distances.get('Nasi Goreng Uji')).toBeNull();
    expect(near).not.toContain(NEAREST_NEEDS_LOCATION);

    const without = await html(`/rekomendasi-menu?search=${word}&sort=terdekat`);
    expect(without).toContain(NEAREST_NEEDS_LOCATION);
    expect(cardNames(without, 'menu-card')).toEqual([
      'Es Kopi Rum Uji',
      'Tahu Vegan Uji',
      'Babi Kecap Uji',
      'Sayur Asem Uji',
      'Nasi Goreng Uji',
      'Roti Gandum Uji',
    ]);
    expect([...cardDistances(without, 'menu-card').values()].every((d) => d === null)).toBe(true);
    // Without JavaScript the 'Terdekat dari saya' button is a link to the same filters sorted by distance.
    expect(without).toMatch(new RegExp(`<a href="/rekomendasi-menu\\?search=${word}&amp;sort=terdekat"[^>]*data-testid="nearest-button"`));
  });

  it('/tenant?kecamatan=… and sort=terdekat with and without near', async () => {
    const tawang = await html(`/tenant?search=${word}&kecamatan=tawang`);
    expect(sorted(cardNames(tawang, 'tenant-card'))).toEqual(sorted([TENANTS.asri.name, TENANTS.cepat.name]));
    expect(tawang).toMatch(/<select[^>]*id="tenant-kecamatan"[^>]*>.*?<option value="tawang" selected="">Tawang<\/option>/s);

    const near = await html(`/tenant?search=${word}&sort=terdekat&near=${NEAR_PARAM}`);
    expect(cardNames(near, 'tenant-card')).toEqual([TENANTS.asri.name, TENANTS.bening.name, TENANTS.damai.name, TENANTS.cepat.name]);
    const distances = cardDistances(near, 'tenant-card');
    expect(distances.get(TENANTS.asri.name)).toMatch(/^\d+ m$/);
    expect(distances.get(TENANTS.damai.name)).toBe(distanceLabel(NEAR, TENANTS.damai));
    expect(distances.get(TENANTS.cepat.name)).toBeNull();
    // The location rides along in the form, so another filter keeps the order.
    expect(near).toContain(`name="near" value="${NEAR_PARAM}"`);

    const without = await html(`/tenant?search=${word}&sort=terdekat`);
    expect(without).toContain(NEAREST_NEEDS_LOCATION);
    expect(cardNames(without, 'tenant-card')).toEqual([TENANTS.bening.name, TENANTS.asri.name, TENANTS.cepat.name, TENANTS.damai.name]);
  });
});

describe('featured first on the landing page', () => {
  it("the best tenants are the 'Pilihan Kuliner Tasik' ones first, then by rating", async () => {
    const { accessToken: token } = await loginAs('superAdmin');
    // An unrated tenant: by rating alone it would never be among the best.
    const marked = await api<Tenant>(`/tenants/${created.damai.id}`, { method: 'PATCH', token, body: { isFeatured: true } });
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    expect(marked.body.isFeatured).toBe(true);

    /** Every listed tenant, as the landing page orders its best ones: featured, then rating (unrated last), then id. */
    const expected = async () => {
      const all: Tenant[] = [];
      for (let n = 1; ; n++) {
        const res = await api<List<Tenant>>(`/tenants/public?limit=100&page=${n}`);
        all.push(...res.body.data);
        if (all.length >= res.body.meta.total || res.body.data.length === 0) break;
      }
      const rating = (t: Tenant) => (t.rating ? t.rating : -1);
      all.sort((a, b) => Number(b.isFeatured) - Number(a.isFeatured) || rating(b) - rating(a) || a.id - b.id);
      return all.slice(0, LIMITS.landingTenants).map((t) => t.name);
    };
    let best: string[] = [];
    let want: string[] = [];
    await eventually(async () => {
      want = await expected();
      best = cardNames(await html('/'), 'tenant-card');
      return JSON.stringify(best) === JSON.stringify(want);
    }).catch(() => undefined);
    expect(best).toEqual(want);
    expect(best[0]).toBeTruthy();
    // The featured tenant is first unless other featured tenants are rated (they come before it).
    const featured = (await api<List<Tenant>>(`/tenants/public?limit=100&search=${word}`)).body.data.filter((t) => t.isFeatured);
    expect(featured.map((t) => t.id)).toEqual([created.damai.id]);
  });
});
