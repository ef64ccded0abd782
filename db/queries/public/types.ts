// The shapes of the public read model (dates as ISO strings: the cache stores JSON).
import type { DietFilter, HalalFilter, Kecamatan, MenuCategory, TenantType } from '@/lib/constants';
import type { PublicMenu, PublicMenuTenant, PublicSettings, PublicTenant } from '@/lib/api/contract';
import type { OpenNowClock } from '@/lib/opening-hours';

export type { PublicMenu, PublicMenuTenant, PublicSettings, PublicTenant };

export interface Paged<T> {
  data: T[];
  /** Exact up to LIMITS.publicCountCap; beyond it the cap, with `totalCapped`. */
  total: number;
  totalCapped?: boolean;
}

/** A count that stops at LIMITS.publicCountCap: the cap, with `totalCapped`, when there are more. */
export interface CappedCount {
  total: number;
  totalCapped: boolean;
}

/** A visitor's location (the `near` parameter), for the nearest-first order. */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export interface PublicTenantFilters {
  limit?: number;
  page?: number;
  /** `distance` orders by `near` (nearest first, tenants without coordinates last); without `near` it is rating. */
  sortBy?: 'rating' | 'createdAt' | 'name' | 'distance';
  near?: GeoPoint;
  /** 'Pilihan Kuliner Tasik' first, then the sort (the landing page's best tenants). */
  featuredFirst?: boolean;
  district?: Kecamatan;
  sortOrder?: 'asc' | 'desc';
  search?: string;
  type?: TenantType;
  minRating?: number;
  halal?: HalalFilter;
  /** Only tenants open at this Jakarta clock (lib/opening-hours.ts openNowClock; a parameter so it is testable). */
  openNow?: OpenNowClock;
}

export interface PublicMenuFilters {
  search?: string;
  category?: MenuCategory;
  minPrice?: number;
  maxPrice?: number;
  spiceLevel?: number;
  tenantId?: number;
  /** Menus of certified (or, `halal`, also self-declared) halal tenants. */
  halal?: HalalFilter;
  /** Only menus of tenants open at this Jakarta clock. */
  openNow?: OpenNowClock;
  district?: Kecamatan;
  /** The tenant's type. */
  type?: TenantType;
  /** The tenant's rating, at least. */
  minRating?: number;
  diet?: DietFilter;
  /** Leaves out menus whose allergens mention this word (folded, as search folds). */
  excludeAllergen?: string;
  /** Default: the tenant's rating, then newest; `distance` needs `near` (else the default). */
  sortBy?: 'rating' | 'createdAt' | 'name' | 'price' | 'distance';
  near?: GeoPoint;
  /** At most 50 (spec section 9). */
  limit?: number;
  page?: number;
}

export interface PublicStats {
  tenantCount: number;
  /** Mean of the published ratings of active tenants, null when none is rated. */
  averageRating: number | null;
  totalOrders: number;
  menuCount: number;
}

export interface SitemapTenant {
  id: number;
  slug: string;
  updatedAt: string;
}

/** Capped counts per value of a column (each as cappedCount: `capped` when the count stopped at the cap). */
export type CountsByKey<K extends string> = Record<K, { n: number; capped: boolean }>;

/** The counts of a row of filter chips: every match ('Semua') and per value, each exact up to the cap. */
export interface ChipCounts<K extends string> {
  total: number;
  totalCapped: boolean;
  counts: Record<K, number>;
  capped: Record<K, boolean>;
}

export type MenuListFilters = Omit<PublicMenuFilters, 'limit' | 'page'>;
