import { describe, expect, it } from 'vitest';
import { MENU_PRICE_BUCKETS } from './constants';
import {
  MENU_PAGE_PARAMS,
  TENANT_MENU_PARAMS,
  TENANT_PAGE_PARAMS,
  normalizedPageQuery,
  activeFilters,
  effectiveSort,
  filterHref,
  isPriceBucketActive,
  parseMenuPageFilters,
  parseTenantMenuFilters,
  parseNear,
  parseTenantPageFilters,
  priceBucketHref,
  totalPages,
} from './public-filters';

describe('parseMenuPageFilters', () => {
  it('reads every filter as the spec says (integers for price and spice level)', () => {
    expect(
      parseMenuPageFilters({ search: ' kopi ', category: 'beverage', minPrice: '5000', maxPrice: '20000', spiceLevel: '3', open: '1', page: '2' }),
    ).toEqual({
      search: 'kopi',
      category: 'beverage',
      minPrice: 5000,
      maxPrice: 20000,
      spiceLevel: 3,
      open: true,
      sort: 'rating',
      page: 2,
    });
  });

  it('reads the allergen to avoid (`tanpa`), trimmed and at most 40 characters', () => {
    expect(parseMenuPageFilters({ tanpa: ' kacang ' }).excludeAllergen).toBe('kacang');
    expect(parseMenuPageFilters({ tanpa: 'k'.repeat(60) }).excludeAllergen).toBe('k'.repeat(40));
    expect(parseMenuPageFilters({ tanpa: '   ' }).excludeAllergen).toBeUndefined();
  });

  it('drops bad values instead of failing the page', () => {
    expect(parseMenuPageFilters({ category: 'pizza', minPrice: '1.5', maxPrice: 'abc', spiceLevel: '9', open: 'ya', page: '0' })).toEqual({
      search: undefined,
      category: undefined,
      minPrice: undefined,
      maxPrice: undefined,
      spiceLevel: undefined,
      open: false,
      sort: 'rating',
      page: 1,
    });
    expect(parseMenuPageFilters({ search: '   ', minPrice: '' })).toMatchObject({ search: undefined, minPrice: undefined });
  });

  it('takes the first of repeated params and swaps an inverted price range', () => {
    expect(parseMenuPageFilters({ spiceLevel: ['2', '4'], minPrice: '30000', maxPrice: '10000' })).toMatchObject({
      spiceLevel: 2,
      minPrice: 10000,
      maxPrice: 30000,
    });
  });

  it('caps the search length', () => {
    expect(parseMenuPageFilters({ search: 'a'.repeat(300) }).search).toHaveLength(100);
  });
});

describe('parseTenantPageFilters', () => {
  it('maps the rating filter to a minimum rating and defaults the sort to rating', () => {
    expect(parseTenantPageFilters({ rating: '4.5', type: 'cafe' })).toMatchObject({ rating: '4.5', minRating: 4.5, type: 'cafe', sort: 'rating', page: 1 });
    expect(parseTenantPageFilters({ rating: '4' })).toMatchObject({ rating: '4.0', minRating: 4 });
    expect(parseTenantPageFilters({ rating: '2', type: 'warung', sort: 'acak' })).toMatchObject({
      rating: undefined,
      minRating: undefined,
      type: undefined,
      sort: 'rating',
    });
    expect(parseTenantPageFilters({ sort: 'nama' }).sort).toBe('nama');
  });

  it('reads the "Buka sekarang" checkbox as open=1 only', () => {
    expect(parseTenantPageFilters({ open: '1' }).open).toBe(true);
    expect(parseTenantPageFilters({ open: 'true' }).open).toBe(false);
    expect(parseTenantPageFilters({}).open).toBe(false);
  });
});

describe('parseTenantMenuFilters', () => {
  it('reads search, category and page', () => {
    expect(parseTenantMenuFilters({ search: 'kopi', category: 'dessert', page: '3' })).toEqual({ search: 'kopi', category: 'dessert', page: 3 });
  });
});

describe('filterHref', () => {
  it('applies a change, keeps the other filters and drops empty values', () => {
    expect(filterHref('/rekomendasi-menu', { search: 'kopi', minPrice: 5000, category: undefined }, { category: 'beverage' })).toBe(
      '/rekomendasi-menu?search=kopi&minPrice=5000&category=beverage',
    );
    expect(filterHref('/tenant', { search: '', type: 'cafe' }, { type: undefined })).toBe('/tenant');
  });

  it('resets the page on a filter change but keeps an explicit page', () => {
    expect(filterHref('/tenant', { search: 'a', page: 3 }, { type: 'cafe' })).toBe('/tenant?search=a&type=cafe');
    expect(filterHref('/tenant', { search: 'a' }, { page: 3 })).toBe('/tenant?search=a&page=3');
    expect(filterHref('/tenant', {}, { page: 1 })).toBe('/tenant');
  });

  it('keeps a fragment and encodes values', () => {
    expect(filterHref('/tenant/kopi-kaler', { search: 'es & kopi' }, {}, '#menu')).toBe('/tenant/kopi-kaler?search=es+%26+kopi#menu');
  });
});

describe('totalPages', () => {
  it('is at least one', () => {
    expect(totalPages(0, 50)).toBe(1);
    expect(totalPages(50, 50)).toBe(1);
    expect(totalPages(51, 50)).toBe(2);
  });
});

describe('hostile search params on public pages', () => {
  it('drops values holding NUL or a lone surrogate instead of passing them to the database', () => {
    expect(parseTenantPageFilters({ search: 'a\u0000b' }).search).toBeUndefined();
    expect(parseMenuPageFilters({ search: 'x\uD800', category: 'food\u0000' })).toMatchObject({ search: undefined, category: undefined });
    expect(parseTenantMenuFilters({ search: 'Nasi 😀' }).search).toBe('Nasi 😀');
  });
});

describe('menu price buckets', () => {
  /** The public filter's semantics: price >= minPrice and price <= maxPrice (db/queries/public/conditions.ts). */
  const inBucket = (price: number, b: (typeof MENU_PRICE_BUCKETS)[number]) =>
    (b.minPrice === undefined || price >= b.minPrice) && (b.maxPrice === undefined || price <= b.maxPrice);

  it('puts every whole-rupiah price, boundaries included, in exactly one bucket', () => {
    const prices = [0, 100, 9_900, 9_999, 10_000, 10_001, 24_999, 25_000, 25_001, 49_999, 50_000, 50_001, 100_000_000];
    for (let p = 0; p <= 60_000; p += 100) prices.push(p);
    for (const price of prices)
      expect(
        MENU_PRICE_BUCKETS.filter((b) => inBucket(price, b)),
        String(price),
      ).toHaveLength(1);
    expect(MENU_PRICE_BUCKETS.find((b) => inBucket(10_000, b))!.label).toBe('Rp10.000–25.000');
    expect(MENU_PRICE_BUCKETS.find((b) => inBucket(25_000, b))!.label).toBe('Rp25.000–50.000');
    expect(MENU_PRICE_BUCKETS.find((b) => inBucket(50_000, b))!.label).toBe('Rp25.000–50.000');
    expect(MENU_PRICE_BUCKETS.map((b) => b.label)).toEqual(['< Rp10.000', 'Rp10.000–25.000', 'Rp25.000–50.000', '> Rp50.000']);
  });

  it('links set minPrice/maxPrice, keep the other filters and reset the page', () => {
    const current = { search: 'kopi', category: 'beverage', minPrice: 1, maxPrice: 2, spiceLevel: 2, page: 3 };
    const [under, low, , above] = MENU_PRICE_BUCKETS;
    expect(priceBucketHref('/rekomendasi-menu', current, under)).toBe('/rekomendasi-menu?search=kopi&category=beverage&maxPrice=9999&spiceLevel=2');
    expect(priceBucketHref('/rekomendasi-menu', current, low)).toBe(
      '/rekomendasi-menu?search=kopi&category=beverage&minPrice=10000&maxPrice=24999&spiceLevel=2',
    );
    expect(priceBucketHref('/rekomendasi-menu', {}, above)).toBe('/rekomendasi-menu?minPrice=50001');
  });

  it('marks the bucket whose range the URL holds, after parsing', () => {
    const active = (query: Record<string, string>) => MENU_PRICE_BUCKETS.filter((b) => isPriceBucketActive(b, parseMenuPageFilters(query))).map((b) => b.key);
    expect(active({ minPrice: '10000', maxPrice: '24999' })).toEqual(['10rb-25rb']);
    // Swapped bounds are read as the same range; a minimum of 0 is no minimum.
    expect(active({ minPrice: '24999', maxPrice: '10000' })).toEqual(['10rb-25rb']);
    expect(active({ minPrice: '0', maxPrice: '9999' })).toEqual(['di-bawah-10rb']);
    expect(active({ minPrice: '50001' })).toEqual(['di-atas-50rb']);
    expect(active({ minPrice: '10000' })).toEqual([]);
    expect(active({})).toEqual([]);
  });
});

describe('halal filter of the public pages', () => {
  it('reads certified or halal, drops anything else', () => {
    for (const parse of [parseMenuPageFilters, parseTenantPageFilters]) {
      expect(parse({ halal: 'certified' }).halal).toBe('certified');
      expect(parse({ halal: ' halal ' }).halal).toBe('halal');
      expect(parse({ halal: 'self_declared' }).halal).toBeUndefined();
      expect(parse({ halal: '' }).halal).toBeUndefined();
    }
  });
});

describe('parseNear', () => {
  it('reads lat,lng inside Indonesia, rounded to 3 decimals', () => {
    expect(parseNear('-7.3274,108.2207')).toEqual({ latitude: -7.327, longitude: 108.221 });
    expect(parseNear(' -7.3 , 108.2 ')).toEqual({ latitude: -7.3, longitude: 108.2 });
    expect(parseNear('-7.32749999,108.22050001')).toEqual({ latitude: -7.327, longitude: 108.221 });
  });

  it('drops anything else', () => {
    for (const bad of [undefined, '', '-7.3', '-7.3,108.2,1', 'abc,def', '-7.3;108.2', '7e0,108', '51.5,-0.12', '-7.3,200', '-12,108', '-7.123456789,108.2'])
      expect(parseNear(bad), String(bad)).toBeUndefined();
  });
});

describe('discovery filters of /rekomendasi-menu', () => {
  it('reads kecamatan (any case), diet, tenant type, rating, sort and near', () => {
    expect(parseMenuPageFilters({ kecamatan: 'Tawang', diet: 'vegan', type: 'cafe', rating: '4', sort: 'terdekat', near: '-7.3274,108.2207' })).toMatchObject({
      kecamatan: 'tawang',
      diet: 'vegan',
      type: 'cafe',
      rating: '4.0',
      minRating: 4,
      sort: 'terdekat',
      near: { latitude: -7.327, longitude: 108.221 },
    });
    for (const sort of ['rating', 'terbaru', 'nama', 'termurah', 'terdekat']) expect(parseMenuPageFilters({ sort }).sort).toBe(sort);
    for (const diet of ['vegetarian', 'vegan', 'no_pork', 'no_alcohol']) expect(parseMenuPageFilters({ diet }).diet).toBe(diet);
  });

  it('drops bad values leniently', () => {
    expect(parseMenuPageFilters({ kecamatan: 'bandung', diet: 'keto', type: 'warung', rating: '2', sort: 'termahal', near: 'rumah' })).toMatchObject({
      kecamatan: undefined,
      diet: undefined,
      type: undefined,
      rating: undefined,
      minRating: undefined,
      sort: 'rating',
      near: undefined,
    });
  });
});

describe('discovery filters of /tenant', () => {
  it('reads kecamatan, sort=terdekat and near', () => {
    expect(parseTenantPageFilters({ kecamatan: 'cihideung', sort: 'terdekat', near: '-7.33,108.22' })).toMatchObject({
      kecamatan: 'cihideung',
      sort: 'terdekat',
      near: { latitude: -7.33, longitude: 108.22 },
    });
    expect(parseTenantPageFilters({ kecamatan: 'Kecamatan Tawang', sort: 'termurah' })).toMatchObject({ kecamatan: undefined, sort: 'rating' });
  });
});

describe('effectiveSort', () => {
  it('falls back to rating for terdekat without a location, and says so', () => {
    expect(effectiveSort('terdekat', undefined)).toEqual({ sort: 'rating', needsLocation: true });
    expect(effectiveSort('terdekat', { latitude: -7.3, longitude: 108.2 })).toEqual({ sort: 'terdekat', needsLocation: false });
    expect(effectiveSort('nama', undefined)).toEqual({ sort: 'nama', needsLocation: false });
  });
});

describe('activeFilters', () => {
  const labels = { kecamatan: (v: string) => `Kecamatan: ${v}`, diet: (v: string) => `Diet: ${v}`, sort: (v: string) => `Urutan: ${v}` };

  it('gives one chip per active filter, in the order of the labels, each removing only itself', () => {
    const values = { search: 'kopi', diet: 'vegan', kecamatan: 'tawang', page: 2 };
    expect(activeFilters('/rekomendasi-menu', values, labels)).toEqual([
      { key: 'kecamatan', label: 'Kecamatan: tawang', href: '/rekomendasi-menu?search=kopi&diet=vegan' },
      { key: 'diet', label: 'Diet: vegan', href: '/rekomendasi-menu?search=kopi&kecamatan=tawang' },
    ]);
    expect(activeFilters('/tenant', {}, labels)).toEqual([]);
  });

  it('removes near with the sort', () => {
    expect(activeFilters('/tenant', { sort: 'terdekat', near: '-7.3,108.2', kecamatan: 'tawang' }, { sort: labels.sort })).toEqual([
      { key: 'sort', label: 'Urutan: terdekat', href: '/tenant?kecamatan=tawang' },
    ]);
  });
});

describe('normalizedPageQuery: a page is keyed by the params it reads', () => {
  it('drops params the page does not read, and every param of a page that reads none', () => {
    expect(normalizedPageQuery('/tenant/warung-nasi', 'cb=123&utm_source=x')).toBe('');
    expect(normalizedPageQuery('/tenant/warung-nasi', 'search=nasi&cb=1')).toBe('search=nasi');
    expect(normalizedPageQuery('/', 'search=nasi&cb=1')).toBe('');
    expect(normalizedPageQuery('/tentang', 'page=2')).toBe('');
  });

  it('orders params, keeps the first of duplicates, drops blank ones and trims', () => {
    const a = normalizedPageQuery('/tenant', 'sort=nama&search=+soto+&search=bakso&type=&open=1');
    const b = normalizedPageQuery('/tenant', 'open=1&search=soto&sort=nama&cb=9');
    expect(a).toBe(b);
    expect(a).toBe('search=soto&sort=nama&open=1');
    expect(normalizedPageQuery('/rekomendasi-menu', 'search=%00&category=makanan')).toBe('category=makanan');
  });

  it('the parse functions read only the listed params: an unlisted one never changes what a page shows', () => {
    const junk = { cb: '1', utm_source: 'x', __proto__: 'y', constructor: 'z' };
    const tenant = {
      search: 'soto',
      type: 'cafe',
      rating: '4',
      halal: 'halal',
      sort: 'terdekat',
      open: '1',
      kecamatan: 'tawang',
      near: '-7.3,108.2',
      page: '2',
    };
    expect(Object.keys(tenant).sort()).toEqual([...TENANT_PAGE_PARAMS].sort());
    expect(parseTenantPageFilters({ ...tenant, ...junk })).toEqual(parseTenantPageFilters(tenant));
    const menus = Object.fromEntries(MENU_PAGE_PARAMS.map((k) => [k, '1']));
    expect(parseMenuPageFilters({ ...menus, ...junk })).toEqual(parseMenuPageFilters(menus));
    const tenantMenus = Object.fromEntries(TENANT_MENU_PARAMS.map((k) => [k, '2']));
    expect(parseTenantMenuFilters({ ...tenantMenus, ...junk })).toEqual(parseTenantMenuFilters(tenantMenus));
  });

  it('every listed param is read: leaving it out of the key would merge pages that differ', () => {
    const tenant = { search: 'soto', type: 'cafe', rating: '4.5', halal: 'halal', sort: 'nama', open: '1', kecamatan: 'tawang', near: '-7.3,108.2', page: '2' };
    for (const key of TENANT_PAGE_PARAMS) {
      const without = { ...tenant, [key]: undefined };
      expect(parseTenantPageFilters(without), key).not.toEqual(parseTenantPageFilters(tenant));
    }
  });
});
