// Every value list of the domain, once. No server imports: used by pgEnum, zod and client bundles alike.

export const TENANT_TYPES = ['restaurant', 'cafe', 'food_truck', 'catering', 'bakery', 'other'] as const;
export type TenantType = (typeof TENANT_TYPES)[number];

export const TENANT_STATUSES = ['pending_approval', 'active', 'suspended', 'inactive', 'rejected'] as const;
export type TenantStatus = (typeof TENANT_STATUSES)[number];

export const MENU_CATEGORIES = ['appetizer', 'main_course', 'dessert', 'beverage', 'soup', 'salad', 'side_dish', 'other'] as const;
export type MenuCategory = (typeof MENU_CATEGORIES)[number];

export const MENU_STATUSES = ['pending_approval', 'active', 'inactive', 'rejected'] as const;
export type MenuStatus = (typeof MENU_STATUSES)[number];

export const USER_STATUSES = ['active', 'inactive'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  monday: 'Senin',
  tuesday: 'Selasa',
  wednesday: 'Rabu',
  thursday: 'Kamis',
  friday: 'Jumat',
  saturday: 'Sabtu',
  sunday: 'Minggu',
};

export const TENANT_TYPE_LABELS: Record<TenantType, string> = {
  restaurant: 'Restoran',
  cafe: 'Kafe',
  food_truck: 'Food Truck',
  catering: 'Katering',
  bakery: 'Bakery',
  other: 'Lainnya',
};

export const MENU_CATEGORY_LABELS: Record<MenuCategory, string> = {
  appetizer: 'Makanan Pembuka',
  main_course: 'Makanan Utama',
  dessert: 'Makanan Penutup',
  beverage: 'Minuman',
  soup: 'Sup',
  salad: 'Salad',
  side_dish: 'Makanan Pendamping',
  other: 'Lainnya',
};

/** Halal with provenance (issue 12): only `certified` carries a BPJPH certificate number and the public 'Halal' badge. */
export const HALAL_STATUSES = ['certified', 'self_declared', 'not_halal', 'unknown'] as const;
export type HalalStatus = (typeof HALAL_STATUSES)[number];

export const HALAL_STATUS_LABELS: Record<HalalStatus, string> = {
  certified: 'Bersertifikat Halal',
  self_declared: 'Halal (klaim penjual)',
  not_halal: 'Tidak Halal',
  unknown: 'Belum diketahui',
};

/** The public `halal` filter: `certified` only, or `halal` (certified or self-declared). */
export const HALAL_FILTERS = ['certified', 'halal'] as const;
export type HalalFilter = (typeof HALAL_FILTERS)[number];

export const HALAL_FILTER_LABELS: Record<HalalFilter, string> = {
  certified: 'Bersertifikat halal',
  halal: 'Halal & klaim penjual',
};

/** Accepted payments, in the order the badges show them. */
export const PAYMENT_METHODS = ['cash', 'qris', 'gopay', 'ovo', 'dana', 'shopeepay', 'bank_transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Tunai',
  qris: 'QRIS',
  gopay: 'GoPay',
  ovo: 'OVO',
  dana: 'DANA',
  shopeepay: 'ShopeePay',
  bank_transfer: 'Transfer bank',
};

export const SPICE_LEVELS = [1, 2, 3, 4, 5] as const;
export type SpiceLevel = (typeof SPICE_LEVELS)[number];

export const SPICE_LEVEL_LABELS: Record<SpiceLevel, string> = {
  1: 'Tidak Pedas',
  2: 'Sedikit Pedas',
  3: 'Pedas',
  4: 'Sangat Pedas',
  5: 'Extra Pedas',
};

/**
 * Price buckets of /rekomendasi-menu, as the minPrice/maxPrice they put in the URL. The public price filter is
 * inclusive on both ends (price >= minPrice and price <= maxPrice, whole rupiah), so the bounds below leave each price
 * in exactly one bucket: 10.000 and 25.000 open the next bucket, 50.000 closes the third ('> Rp50.000' is above it).
 */
export const MENU_PRICE_BUCKETS = [
  { key: 'di-bawah-10rb', label: '< Rp10.000', minPrice: undefined, maxPrice: 9_999 },
  { key: '10rb-25rb', label: 'Rp10.000–25.000', minPrice: 10_000, maxPrice: 24_999 },
  { key: '25rb-50rb', label: 'Rp25.000–50.000', minPrice: 25_000, maxPrice: 50_000 },
  { key: 'di-atas-50rb', label: '> Rp50.000', minPrice: 50_001, maxPrice: undefined },
] as const satisfies readonly { key: string; label: string; minPrice: number | undefined; maxPrice: number | undefined }[];

/** Business constants of spec section 9. */
export const LIMITS = {
  nameMin: 3,
  registrationPasswordMin: 8,
  loginPasswordMin: 6,
  userPasswordMin: 6,
  phoneDigitsMin: 8,
  phoneDigitsMax: 13,
  sortOrderMin: 0,
  sortOrderMax: 999,
  menuNameMin: 2,
  menuNameMax: 100,
  menuDescriptionMax: 500,
  menuAllergensMax: 200,
  menuIngredientsMax: 1000,
  preparationTimeMax: 300,
  priceStep: 100,
  publicMenuLimit: 50,
  topTenantsLimit: 10,
  landingTenants: 3,
  dashboardNewest: 4,
  tokenRefreshLeadSeconds: 300,
} as const;

export const FALLBACKS = {
  rating: 4.5,
  preparationTime: 15,
  city: 'Tasikmalaya',
  province: 'Jawa Barat',
  country: 'Indonesia',
} as const;

export const TOAST_DURATIONS = {
  sessionError: 5000,
  default: 4000,
  fade: 300,
  registrationRedirect: 2000,
} as const;

export const SITE = {
  name: 'Kuliner Tasikmalaya',
  tagline: 'Jelajahi cita rasa kuliner Kota Santri',
  timeZone: 'Asia/Jakarta',
  locale: 'id-ID',
} as const;

/** A path no route matches: serving it renders the branded not-found page (app/not-found.tsx) with status 404. */
export const UNMATCHED_PAGE_PATH = '/_halaman-tidak-ditemukan';
