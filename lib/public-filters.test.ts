import { describe, expect, it } from 'vitest';
import { filterHref, parseMenuPageFilters, parseTenantMenuFilters, parseTenantPageFilters, totalPages } from './public-filters';

describe('parseMenuPageFilters', () => {
  it('reads every filter as the spec says (integers for price and spice level)', () => {
    expect(parseMenuPageFilters({ search: ' kopi ', category: 'beverage', minPrice: '5000', maxPrice: '20000', spiceLevel: '3', page: '2' })).toEqual({
      search: 'kopi',
      category: 'beverage',
      minPrice: 5000,
      maxPrice: 20000,
      spiceLevel: 3,
      page: 2,
    });
  });

  it('drops bad values instead of failing the page', () => {
    expect(parseMenuPageFilters({ category: 'pizza', minPrice: '1.5', maxPrice: 'abc', spiceLevel: '9', page: '0' })).toEqual({
      search: undefined,
      category: undefined,
      minPrice: undefined,
      maxPrice: undefined,
      spiceLevel: undefined,
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
