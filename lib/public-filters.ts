// Filters of the public pages read from URL search params (leniently: a bad value is dropped, never an error page)
// and links that change one filter while keeping the others. Pure; used by server pages and client islands.
import { hasUnsafeText } from './unsafe-text';
import {
  COORDINATE_BOUNDS,
  DIET_FILTERS,
  DIET_FILTER_LABELS,
  HALAL_FILTERS,
  HALAL_FILTER_LABELS,
  KECAMATAN,
  KECAMATAN_LABELS,
  LIMITS,
  MENU_CATEGORIES,
  MENU_PRICE_BUCKETS,
  TENANT_TYPES,
  TENANT_TYPE_LABELS,
  type DietFilter,
  type HalalFilter,
  type Kecamatan,
  type MenuCategory,
  type TenantType,
} from './constants';
import { roundCoordinate, type LatLng } from './geo';

export type SearchParamsRecord = Record<string, string | string[] | undefined>;

/** The first value of a search param, trimmed; undefined when absent, blank or holding NUL or a lone surrogate. */
export function firstParam(params: SearchParamsRecord, key: string): string | undefined {
  const raw = params[key];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return value && !hasUnsafeText(value) ? value : undefined;
}

/**
 * The query parameters each public page reads, and nothing else: the parse functions below read their params through
 * `pickParams` with these lists, and the page cache in front of Next (scripts/page-cache.ts) keys a page by them alone
 * and hands the page nothing more, so a parameter a page does not read (`?cb=<random>`) never causes a render.
 */
export const TENANT_PAGE_PARAMS = ['search', 'type', 'rating', 'halal', 'sort', 'open', 'kecamatan', 'near', 'page'] as const;
export const MENU_PAGE_PARAMS = [
  'search',
  'category',
  'minPrice',
  'maxPrice',
  'spiceLevel',
  'halal',
  'open',
  'kecamatan',
  'diet',
  'tanpa',
  'type',
  'rating',
  'sort',
  'near',
  'page',
] as const;
export const TENANT_MENU_PARAMS = ['search', 'category', 'page'] as const;
export const ARTICLE_PAGE_PARAMS = ['search', 'category', 'sort'] as const;

/** Only the listed params of a record (a parse function cannot read any other). */
export function pickParams(params: SearchParamsRecord, keys: readonly string[]): SearchParamsRecord {
  const out: SearchParamsRecord = {};
  for (const key of keys) if (Object.hasOwn(params, key)) out[key] = params[key];
  return out;
}

/** The params a public page reads, by its path ('/tenant', '/tenant/{slug}', ...); none for the other pages. */
export function publicPageParams(pathname: string): readonly string[] {
  if (pathname === '/tenant') return TENANT_PAGE_PARAMS;
  if (pathname === '/rekomendasi-menu') return MENU_PAGE_PARAMS;
  if (pathname === '/artikel') return ARTICLE_PAGE_PARAMS;
  if (/^\/tenant\/[^/]+$/.test(pathname)) return TENANT_MENU_PARAMS;
  return [];
}

/**
 * The query string of a public page reduced to what the page reads, in one order: its params in their list's order,
 * each with its first value as firstParam reads it (trimmed; left out when blank or unsafe). Two URLs that the page
 * reads alike give one string ('' when the page reads nothing of it).
 */
export function normalizedPageQuery(pathname: string, query: string): string {
  const keys = publicPageParams(pathname);
  if (keys.length === 0 || query === '') return '';
  const search = new URLSearchParams(query);
  const out = new URLSearchParams();
  for (const key of keys) {
    const value = firstParam({ [key]: search.getAll(key) }, key);
    if (value !== undefined) out.set(key, value);
  }
  return out.toString();
}

function searchParam(params: SearchParamsRecord): string | undefined {
  return firstParam(params, 'search')?.slice(0, 100);
}

/** Non-negative integer (spec: price filters and spice level are parsed as integers). */
function intParam(params: SearchParamsRecord, key: string, min: number, max: number): number | undefined {
  const value = firstParam(params, key);
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
}

/** The "Buka sekarang" checkbox: `open=1`. */
function openParam(params: SearchParamsRecord): boolean {
  return firstParam(params, 'open') === '1';
}

function pageParam(params: SearchParamsRecord): number {
  return intParam(params, 'page', 1, 100000) ?? 1;
}

export function isMenuCategory(value: unknown): value is MenuCategory {
  return typeof value === 'string' && (MENU_CATEGORIES as readonly string[]).includes(value);
}

export function isTenantType(value: unknown): value is TenantType {
  return typeof value === 'string' && (TENANT_TYPES as readonly string[]).includes(value);
}

function halalParam(params: SearchParamsRecord): HalalFilter | undefined {
  const value = firstParam(params, 'halal');
  return (HALAL_FILTERS as readonly string[]).includes(value ?? '') ? (value as HalalFilter) : undefined;
}

/** The options of the `halal` select of the public filter forms ('' = every tenant). */
export const HALAL_FILTER_OPTIONS = [{ value: '', label: 'Semua' }, ...HALAL_FILTERS.map((h) => ({ value: h, label: HALAL_FILTER_LABELS[h] }))] as const;

export function isKecamatan(value: unknown): value is Kecamatan {
  return typeof value === 'string' && (KECAMATAN as readonly string[]).includes(value);
}

/** `kecamatan`: one of the ten keys, in any case. */
function kecamatanParam(params: SearchParamsRecord): Kecamatan | undefined {
  const value = firstParam(params, 'kecamatan')?.toLowerCase();
  return isKecamatan(value) ? value : undefined;
}

function dietParam(params: SearchParamsRecord): DietFilter | undefined {
  const value = firstParam(params, 'diet');
  return (DIET_FILTERS as readonly string[]).includes(value ?? '') ? (value as DietFilter) : undefined;
}

/**
 * `near=lat,lng`: the visitor's location, inside Indonesia (COORDINATE_BOUNDS, as the API's `near`), rounded to 3
 * decimals (the island sends it rounded; a hand-made URL is rounded here, so the read is the same).
 */
export function parseNear(value: string | undefined): LatLng | undefined {
  const match = value ? /^(-?\d{1,3}(?:\.\d{1,8})?),(-?\d{1,3}(?:\.\d{1,8})?)$/.exec(value.replace(/\s+/g, '')) : null;
  if (!match) return undefined;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  const b = COORDINATE_BOUNDS;
  if (!(latitude >= b.minLatitude && latitude <= b.maxLatitude && longitude >= b.minLongitude && longitude <= b.maxLongitude)) return undefined;
  return { latitude: roundCoordinate(latitude), longitude: roundCoordinate(longitude) };
}

/** The options of the `kecamatan` select ('' = the whole city). */
export const KECAMATAN_OPTIONS = [{ value: '', label: 'Semua kecamatan' }, ...KECAMATAN.map((k) => ({ value: k, label: KECAMATAN_LABELS[k] }))] as const;

/** The options of the `diet` select. */
export const DIET_OPTIONS = [{ value: '', label: 'Semua' }, ...DIET_FILTERS.map((d) => ({ value: d, label: DIET_FILTER_LABELS[d] }))] as const;

/** The options of the tenant `type` select of the menu page. */
export const TENANT_TYPE_OPTIONS = [{ value: '', label: 'Semua tipe' }, ...TENANT_TYPES.map((t) => ({ value: t, label: TENANT_TYPE_LABELS[t] }))] as const;

/** The page's message when `sort=terdekat` has no location to sort from (it falls back to the rating order). */
export const NEAREST_NEEDS_LOCATION = 'Izinkan lokasi untuk mengurutkan dari yang terdekat. Sementara ini diurutkan berdasarkan rating.';

export const MENU_SORTS = [
  { value: 'rating', label: 'Rating Tertinggi', sortBy: 'rating' },
  { value: 'terbaru', label: 'Terbaru', sortBy: 'createdAt' },
  { value: 'nama', label: 'Nama (A-Z)', sortBy: 'name' },
  { value: 'termurah', label: 'Termurah', sortBy: 'price' },
  { value: 'terdekat', label: 'Terdekat', sortBy: 'distance' },
] as const;

export type MenuSort = (typeof MENU_SORTS)[number]['value'];

export interface MenuPageFilters {
  search?: string;
  category?: MenuCategory;
  minPrice?: number;
  maxPrice?: number;
  spiceLevel?: number;
  halal?: HalalFilter;
  /** Only menus of tenants open now (`open=1`). */
  open: boolean;
  kecamatan?: Kecamatan;
  diet?: DietFilter;
  /** `tanpa`: leave out menus whose allergens mention this word ('kacang'). */
  excludeAllergen?: string;
  /** The tenant's type. */
  type?: TenantType;
  /** '4.5' | '4.0' | '3.5' (the tenant's rating, as on /tenant). */
  rating?: string;
  minRating?: number;
  sort: MenuSort;
  /** The visitor's location (`near=lat,lng`), for `sort=terdekat` and the distance on the cards. */
  near?: LatLng;
  page: number;
}

/** /rekomendasi-menu filters. A minimum above the maximum is swapped rather than returning nothing. */
export function parseMenuPageFilters(raw: SearchParamsRecord): MenuPageFilters {
  const params = pickParams(raw, MENU_PAGE_PARAMS);
  const category = firstParam(params, 'category');
  const type = firstParam(params, 'type');
  let minPrice = intParam(params, 'minPrice', 0, 100_000_000);
  let maxPrice = intParam(params, 'maxPrice', 0, 100_000_000);
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    search: searchParam(params),
    category: isMenuCategory(category) ? category : undefined,
    minPrice,
    maxPrice,
    spiceLevel: intParam(params, 'spiceLevel', 1, 5),
    halal: halalParam(params),
    open: openParam(params),
    kecamatan: kecamatanParam(params),
    diet: dietParam(params),
    excludeAllergen: firstParam(params, 'tanpa')?.slice(0, 40),
    type: isTenantType(type) ? type : undefined,
    ...ratingParam(params),
    sort: MENU_SORTS.find((s) => s.value === firstParam(params, 'sort'))?.value ?? 'rating',
    near: parseNear(firstParam(params, 'near')),
    page: pageParam(params),
  };
}

/**
 * The sort a page applies: `terdekat` needs a location (`near`), without one it is the rating order and the page
 * says so (`needsLocation`).
 */
export function effectiveSort<S extends string>(sort: S, near: LatLng | undefined): { sort: S | 'rating'; needsLocation: boolean } {
  if (sort === 'terdekat' && !near) return { sort: 'rating', needsLocation: true };
  return { sort, needsLocation: false };
}

export type MenuPriceBucket = (typeof MENU_PRICE_BUCKETS)[number];

/** Whether the page's price range is exactly this bucket (a minimum of 0 is the same as no minimum). */
export function isPriceBucketActive(bucket: MenuPriceBucket, filters: Pick<MenuPageFilters, 'minPrice' | 'maxPrice'>): boolean {
  return (filters.minPrice || undefined) === bucket.minPrice && filters.maxPrice === bucket.maxPrice;
}

/** The bucket's link: its minPrice/maxPrice replace the current range, the other filters stay, the page resets. */
export function priceBucketHref(pathname: string, current: QueryValues, bucket: MenuPriceBucket): string {
  return filterHref(pathname, current, { minPrice: bucket.minPrice, maxPrice: bucket.maxPrice });
}

export const RATING_FILTERS = [
  { value: '', label: 'Semua Rating' },
  { value: '4.5', label: '4.5+' },
  { value: '4.0', label: '4.0+' },
  { value: '3.5', label: '3.5+' },
] as const;

/** `rating`: one of RATING_FILTERS ('4' reads as '4.0'), and the minimum rating it means. */
function ratingParam(params: SearchParamsRecord): { rating?: string; minRating?: number } {
  const raw = firstParam(params, 'rating');
  const rating = raw ? RATING_FILTERS.find((r) => r.value !== '' && Number(r.value) === Number(raw))?.value : undefined;
  return { rating, minRating: rating ? Number(rating) : undefined };
}

export const TENANT_SORTS = [
  { value: 'rating', label: 'Rating Tertinggi', sortBy: 'rating', sortOrder: 'desc' },
  { value: 'terbaru', label: 'Terbaru', sortBy: 'createdAt', sortOrder: 'desc' },
  { value: 'nama', label: 'Nama (A-Z)', sortBy: 'name', sortOrder: 'asc' },
  { value: 'terdekat', label: 'Terdekat', sortBy: 'distance', sortOrder: 'asc' },
] as const;

export type TenantSort = (typeof TENANT_SORTS)[number]['value'];

export interface TenantPageFilters {
  search?: string;
  type?: TenantType;
  /** '4.5' | '4.0' | '3.5' */
  rating?: string;
  minRating?: number;
  halal?: HalalFilter;
  sort: TenantSort;
  /** Only tenants open now (`open=1`). */
  open: boolean;
  kecamatan?: Kecamatan;
  /** The visitor's location (`near=lat,lng`), for `sort=terdekat` and the distance on the cards. */
  near?: LatLng;
  page: number;
}

/** /tenant filters: search, rating (all, 4.5+, 4.0+, 3.5+), tenant type, kecamatan, sort (and near), open now. */
export function parseTenantPageFilters(raw: SearchParamsRecord): TenantPageFilters {
  const params = pickParams(raw, TENANT_PAGE_PARAMS);
  const type = firstParam(params, 'type');
  const sortRaw = firstParam(params, 'sort');
  const sort = TENANT_SORTS.find((s) => s.value === sortRaw)?.value ?? 'rating';
  return {
    search: searchParam(params),
    type: isTenantType(type) ? type : undefined,
    ...ratingParam(params),
    halal: halalParam(params),
    sort,
    open: openParam(params),
    kecamatan: kecamatanParam(params),
    near: parseNear(firstParam(params, 'near')),
    page: pageParam(params),
  };
}

export interface TenantMenuFilters {
  search?: string;
  category?: MenuCategory;
  page: number;
}

/** The menu list on /tenant/{id}. */
export function parseTenantMenuFilters(raw: SearchParamsRecord): TenantMenuFilters {
  const params = pickParams(raw, TENANT_MENU_PARAMS);
  const category = firstParam(params, 'category');
  return { search: searchParam(params), category: isMenuCategory(category) ? category : undefined, page: pageParam(params) };
}

export type QueryValues = Record<string, string | number | undefined | null>;

/**
 * `pathname?query` from the current filter values with `changes` applied; empty values are dropped, and the page
 * resets unless it is one of the changes (a new filter starts at page 1).
 */
export function filterHref(pathname: string, current: QueryValues, changes: QueryValues = {}, hash = ''): string {
  const merged: QueryValues = { ...current, page: undefined, ...changes };
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(merged)) {
    if (value === undefined || value === null || value === '') continue;
    if (key === 'page' && Number(value) <= 1) continue;
    query.set(key, String(value));
  }
  const qs = query.toString();
  return `${pathname}${qs ? `?${qs}` : ''}${hash}`;
}

export interface ActiveFilter {
  /** The query key the chip removes. */
  key: string;
  /** What the chip reads, e.g. 'Kecamatan: Tawang'. */
  label: string;
  /** The page without this filter (the others kept, page reset). */
  href: string;
}

/**
 * One removable chip per active filter, in the order of `labels` (keys missing there, or empty, get none). Removing
 * the sort also removes `near`; `near` itself shows no chip (the sort chip stands for it).
 */
export function activeFilters(pathname: string, values: QueryValues, labels: Record<string, (value: string) => string>): ActiveFilter[] {
  const chips: ActiveFilter[] = [];
  for (const [key, label] of Object.entries(labels)) {
    const value = values[key];
    if (value === undefined || value === null || value === '') continue;
    const changes: QueryValues = { [key]: undefined };
    if (key === 'sort') changes.near = undefined;
    chips.push({ key, label: label(String(value)), href: filterHref(pathname, values, changes) });
  }
  return chips;
}

export function totalPages(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export const PUBLIC_MENU_PAGE_SIZE = LIMITS.publicMenuLimit;
