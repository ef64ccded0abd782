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

/** The ten kecamatan of Kota Tasikmalaya: a tenant's `district`, stored as the key, shown as the label. */
export const KECAMATAN = ['bungursari', 'cibeureum', 'cihideung', 'cipedes', 'indihiang', 'kawalu', 'mangkubumi', 'purbaratu', 'tamansari', 'tawang'] as const;
export type Kecamatan = (typeof KECAMATAN)[number];

export const KECAMATAN_LABELS: Record<Kecamatan, string> = {
  bungursari: 'Bungursari',
  cibeureum: 'Cibeureum',
  cihideung: 'Cihideung',
  cipedes: 'Cipedes',
  indihiang: 'Indihiang',
  kawalu: 'Kawalu',
  mangkubumi: 'Mangkubumi',
  purbaratu: 'Purbaratu',
  tamansari: 'Tamansari',
  tawang: 'Tawang',
};

/** Delivery apps a tenant may link to: its https page there, on one of the app's own hosts (or a subdomain). */
export const DELIVERY_APPS = ['goFood', 'grabFood', 'shopeeFood'] as const;
export type DeliveryApp = (typeof DELIVERY_APPS)[number];

export const DELIVERY_APP_LABELS: Record<DeliveryApp, string> = {
  goFood: 'GoFood',
  grabFood: 'GrabFood',
  shopeeFood: 'ShopeeFood',
};

export const DELIVERY_APP_HOSTS: Record<DeliveryApp, readonly string[]> = {
  goFood: ['gofood.co.id', 'gofood.link', 'gojek.com'],
  grabFood: ['grab.com', 'grab.link'],
  shopeeFood: ['shopeefood.co.id', 'shopee.co.id'],
};

/** Menu dietary tags, in the order the badges show them. */
export const DIETARY_TAGS = ['vegetarian', 'vegan', 'contains_pork', 'contains_alcohol'] as const;
export type DietaryTag = (typeof DIETARY_TAGS)[number];

export const DIETARY_TAG_LABELS: Record<DietaryTag, string> = {
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
  contains_pork: 'Mengandung babi',
  contains_alcohol: 'Mengandung alkohol',
};

/**
 * The public `diet` filter of menus: vegetarian (tagged vegetarian or vegan), vegan, and the menus not tagged as
 * containing pork or alcohol.
 */
export const DIET_FILTERS = ['vegetarian', 'vegan', 'no_pork', 'no_alcohol'] as const;
export type DietFilter = (typeof DIET_FILTERS)[number];

export const DIET_FILTER_LABELS: Record<DietFilter, string> = {
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
  no_pork: 'Tanpa babi',
  no_alcohol: 'Tanpa alkohol',
};

/** The badge of a tenant admins marked featured ('Pilihan Kuliner Tasik'): public cards, the tenant page, the dashboard. */
export const FEATURED_LABEL = 'Pilihan Kuliner Tasik';

/**
 * The public registry of halal certificates (BPJPH, Kementerian Agama): a reviewer checks a seller's certificate number
 * there before approving a 'certified' halal status.
 */
export const HALAL_REGISTRY_URL = 'https://bpjph.halal.go.id/search/sertifikat';

/** Where a tenant may be: a coordinate inside Indonesia's bounding box (a typo like a swapped sign is refused). */
export const COORDINATE_BOUNDS = { minLatitude: -11.5, maxLatitude: 6.5, minLongitude: 94.5, maxLongitude: 141.5 } as const;

/** Catering and bakery facts: limits of the minimum order, the lead time (days ahead: H-1, H-3…) and the capacity. */
export const ORDER_FACT_LIMITS = { minOrderMax: 10_000, leadTimeDaysMax: 90, maxPortionsMax: 100_000 } as const;

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
  /**
   * Public lists count matches up to this many and say "1.000+" beyond (a count that stops early is cheap at any
   * scale), and page through that many results at most (bounded pagination: a deep offset would scan as far).
   */
  publicCountCap: 1000,
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
