// Filters of the public pages read from URL search params (leniently: a bad value is dropped, never an error page)
// and links that change one filter while keeping the others. Pure; used by server pages and client islands.
import { hasUnsafeText } from './unsafe-text';
import {
  HALAL_FILTERS,
  HALAL_FILTER_LABELS,
  LIMITS,
  MENU_CATEGORIES,
  MENU_PRICE_BUCKETS,
  TENANT_TYPES,
  type HalalFilter,
  type MenuCategory,
  type TenantType,
} from './constants';

export type SearchParamsRecord = Record<string, string | string[] | undefined>;

/** The first value of a search param, trimmed; undefined when absent, blank or holding NUL or a lone surrogate. */
export function firstParam(params: SearchParamsRecord, key: string): string | undefined {
  const raw = params[key];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return value && !hasUnsafeText(value) ? value : undefined;
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

export interface MenuPageFilters {
  search?: string;
  category?: MenuCategory;
  minPrice?: number;
  maxPrice?: number;
  spiceLevel?: number;
  halal?: HalalFilter;
  /** Only menus of tenants open now (`open=1`). */
  open: boolean;
  page: number;
}

/** /rekomendasi-menu filters. A minimum above the maximum is swapped rather than returning nothing. */
export function parseMenuPageFilters(params: SearchParamsRecord): MenuPageFilters {
  const category = firstParam(params, 'category');
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
    page: pageParam(params),
  };
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

export const TENANT_SORTS = [
  { value: 'rating', label: 'Rating Tertinggi', sortBy: 'rating', sortOrder: 'desc' },
  { value: 'terbaru', label: 'Terbaru', sortBy: 'createdAt', sortOrder: 'desc' },
  { value: 'nama', label: 'Nama (A-Z)', sortBy: 'name', sortOrder: 'asc' },
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
  page: number;
}

/** /tenant filters: search, rating (all, 4.5+, 4.0+, 3.5+), tenant type, sort, open now. */
export function parseTenantPageFilters(params: SearchParamsRecord): TenantPageFilters {
  const type = firstParam(params, 'type');
  const ratingRaw = firstParam(params, 'rating');
  const rating = RATING_FILTERS.find((r) => r.value !== '' && Number(r.value) === Number(ratingRaw))?.value;
  const sortRaw = firstParam(params, 'sort');
  const sort = TENANT_SORTS.find((s) => s.value === sortRaw)?.value ?? 'rating';
  return {
    search: searchParam(params),
    type: isTenantType(type) ? type : undefined,
    rating,
    minRating: rating ? Number(rating) : undefined,
    halal: halalParam(params),
    sort,
    open: openParam(params),
    page: pageParam(params),
  };
}

export interface TenantMenuFilters {
  search?: string;
  category?: MenuCategory;
  page: number;
}

/** The menu list on /tenant/{id}. */
export function parseTenantMenuFilters(params: SearchParamsRecord): TenantMenuFilters {
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

export function totalPages(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export const PUBLIC_MENU_PAGE_SIZE = LIMITS.publicMenuLimit;
