import { afterEach, describe, expect, it } from 'vitest';
import type { PublicMenu, PublicTenant } from '@/db/queries/public';
import { getArticleBySlug } from './articles';
import {
  absoluteUrl,
  articleJsonLd,
  menuItemDiets,
  pageMetadata,
  priceRange,
  schemaTypeForTenant,
  serializeJsonLd,
  siteUrl,
  tenantJsonLd,
  tenantPath,
} from './seo';

const tenant: PublicTenant = {
  id: 3,
  name: 'Kopi Kaler',
  slug: 'kopi-kaler',
  description: 'Kedai kopi.',
  type: 'cafe',
  address: 'Jl. Otto Iskandardinata No. 28',
  district: 'tawang',
  city: 'Tasikmalaya',
  province: 'Jawa Barat',
  postalCode: '46115',
  country: 'Indonesia',
  phone: '+6281320417755',
  email: 'halo@example.id',
  website: 'https://kopikaler.example.id',
  instagram: '@kopikaler',
  tiktok: null,
  facebook: 'https://facebook.com/kopikaler',
  whatsapp: null,
  logo: null,
  banner: null,
  image: null,
  rating: 4.7,
  totalOrders: 2980,
  operatingHours: { monday: { open: '08:00', close: '23:00' }, tuesday: { open: '08:00', close: '23:00', closed: true } },
  halalStatus: 'certified',
  halalCertificateNumber: 'ID32110000123450123',
  paymentMethods: ['cash', 'qris'],
  temporarilyClosed: false,
  reopensOn: null,
  latitude: null,
  longitude: null,
  goFoodUrl: null,
  grabFoodUrl: null,
  shopeeFoodUrl: null,
  todaySpot: null,
  todaySpotOn: null,
  minOrder: null,
  leadTimeDays: null,
  maxPortions: null,
  cuisine: null,
  isFeatured: false,
  status: 'active',
  menuCount: 2,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-02T00:00:00.000Z',
};

function menu(overrides: Partial<PublicMenu>): PublicMenu {
  return {
    id: 1,
    tenantId: 3,
    name: 'Kopi Tubruk',
    description: 'Kopi.',
    price: 12000,
    category: 'beverage',
    spiceLevel: 1,
    preparationTime: 5,
    ingredients: null,
    allergens: null,
    calories: 60,
    image: null,
    imageUrl: null,
    isAvailable: true,
    dietaryTags: [],
    status: 'active',
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    tenant: {
      id: 3,
      name: 'Kopi Kaler',
      slug: 'kopi-kaler',
      city: 'Tasikmalaya',
      rating: 4.7,
      description: null,
      address: 'x',
      phone: null,
      email: null,
      website: null,
      instagram: null,
      tiktok: null,
      facebook: null,
      whatsapp: null,
      logo: null,
      operatingHours: null,
      temporarilyClosed: false,
      reopensOn: null,
      type: 'cafe',
      district: 'tawang',
      halalStatus: 'certified',
      latitude: null,
      longitude: null,
      status: 'active',
    },
    ...overrides,
  };
}

/** The MenuItems of a tenant's JSON-LD, section by section. */
function menuItems(data: { hasMenu?: { hasMenuSection: { hasMenuItem: Record<string, unknown>[] }[] } }): Record<string, any>[] {
  return data.hasMenu?.hasMenuSection.flatMap((s) => s.hasMenuItem) ?? [];
}

// A small schema.org checker for the types these pages use: every property of a typed node must be one schema.org
// defines for that type (own or inherited, e.g. FoodEstablishment < LocalBusiness < Organization/Place < Thing), with
// a value of an expected kind. Repeated properties may be arrays of such values.
type Kind = 'Text' | 'URL' | 'Number' | 'Boolean' | 'Date' | 'Time' | 'DayOfWeek' | 'Diet' | 'ItemAvailability' | 'Country' | `@${string}`;
const THING: Record<string, Kind[]> = {
  '@context': ['URL'],
  '@type': ['Text'],
  '@id': ['URL'],
  name: ['Text'],
  description: ['Text'],
  url: ['URL'],
  image: ['URL'],
  sameAs: ['URL'],
};
const ESTABLISHMENT: Record<string, Kind[]> = {
  ...THING,
  telephone: ['Text'],
  email: ['Text'],
  address: ['@PostalAddress'],
  geo: ['@GeoCoordinates'],
  priceRange: ['Text'],
  paymentAccepted: ['Text'],
  openingHoursSpecification: ['@OpeningHoursSpecification'],
  aggregateRating: ['@AggregateRating'],
  // FoodEstablishment's own properties.
  servesCuisine: ['Text'],
  acceptsReservations: ['Boolean', 'Text', 'URL'],
  hasMenu: ['@Menu', 'Text', 'URL'],
};
const SCHEMA: Record<string, Record<string, Kind[]>> = {
  Restaurant: ESTABLISHMENT,
  CafeOrCoffeeShop: ESTABLISHMENT,
  Bakery: ESTABLISHMENT,
  FoodEstablishment: ESTABLISHMENT,
  PostalAddress: {
    '@type': ['Text'],
    streetAddress: ['Text'],
    addressLocality: ['Text'],
    addressRegion: ['Text'],
    postalCode: ['Text'],
    addressCountry: ['Country'],
  },
  GeoCoordinates: { '@type': ['Text'], latitude: ['Number'], longitude: ['Number'] },
  OpeningHoursSpecification: { '@type': ['Text'], dayOfWeek: ['DayOfWeek'], opens: ['Time'], closes: ['Time'], validFrom: ['Date'], validThrough: ['Date'] },
  AggregateRating: { '@type': ['Text'], ratingValue: ['Number'], bestRating: ['Number'], worstRating: ['Number'], ratingCount: ['Number'] },
  Menu: { ...THING, hasMenuSection: ['@MenuSection'], hasMenuItem: ['@MenuItem'] },
  MenuSection: { ...THING, hasMenuSection: ['@MenuSection'], hasMenuItem: ['@MenuItem'] },
  MenuItem: { ...THING, offers: ['@Offer'], nutrition: ['@NutritionInformation'], suitableForDiet: ['Diet'] },
  Offer: { '@type': ['Text'], price: ['Number'], priceCurrency: ['Text'], availability: ['ItemAvailability'] },
  NutritionInformation: { '@type': ['Text'], calories: ['Text'] },
};
const DIETS = [
  'DiabeticDiet',
  'GlutenFreeDiet',
  'HalalDiet',
  'HinduDiet',
  'KosherDiet',
  'LowCalorieDiet',
  'LowFatDiet',
  'LowLactoseDiet',
  'LowSaltDiet',
  'VeganDiet',
  'VegetarianDiet',
];
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

function matchesKind(value: unknown, kind: Kind): boolean {
  if (kind.startsWith('@')) return typeof value === 'object' && value !== null && (value as { '@type'?: unknown })['@type'] === kind.slice(1);
  switch (kind) {
    case 'Text':
      return typeof value === 'string' && value.length > 0;
    case 'URL':
      return typeof value === 'string' && /^https?:\/\/[^\s]+$/.test(value);
    case 'Number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'Boolean':
      return typeof value === 'boolean';
    case 'Date':
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
    case 'Time':
      return typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(value);
    case 'DayOfWeek':
      return typeof value === 'string' && DAYS.some((d) => value === `https://schema.org/${d}`);
    case 'Diet':
      return typeof value === 'string' && DIETS.some((d) => value === `https://schema.org/${d}`);
    case 'ItemAvailability':
      return typeof value === 'string' && ['InStock', 'OutOfStock', 'SoldOut'].some((a) => value === `https://schema.org/${a}`);
    case 'Country':
      return typeof value === 'string' && /^[A-Z]{2}$/.test(value);
  }
  return false;
}

/** Every problem of a JSON-LD node and its typed children, as 'Type.property' messages ([] when valid). */
function schemaProblems(node: Record<string, unknown>, at = 'root'): string[] {
  const type = node['@type'];
  const props = typeof type === 'string' ? SCHEMA[type] : undefined;
  if (!props) return [`${at}: unknown @type ${String(type)}`];
  const problems: string[] = [];
  for (const [key, value] of Object.entries(node)) {
    const kinds = props[key];
    if (!kinds) {
      problems.push(`${type}.${key}: not a ${type} property`);
      continue;
    }
    for (const [i, v] of (Array.isArray(value) ? value : [value]).entries()) {
      if (!kinds.some((k) => matchesKind(v, k))) problems.push(`${type}.${key}[${i}]: ${JSON.stringify(v)} is not ${kinds.join(' | ')}`);
      else if (typeof v === 'object' && v !== null) problems.push(...schemaProblems(v as Record<string, unknown>, `${type}.${key}`));
    }
  }
  return problems;
}

const originalUrl = process.env.NEXT_PUBLIC_SITE_URL;
afterEach(() => {
  if (originalUrl === undefined) delete process.env.NEXT_PUBLIC_SITE_URL;
  else process.env.NEXT_PUBLIC_SITE_URL = originalUrl;
});

describe('urls', () => {
  it('uses NEXT_PUBLIC_SITE_URL without a trailing slash', () => {
    process.env.NEXT_PUBLIC_SITE_URL = 'https://kuliner-tasik.id/';
    expect(siteUrl()).toBe('https://kuliner-tasik.id');
    expect(absoluteUrl('/tenant')).toBe('https://kuliner-tasik.id/tenant');
    expect(tenantPath(tenant)).toBe('/tenant/kopi-kaler');
  });
});

describe('tenant JSON-LD', () => {
  it('maps tenant types to schema.org types', () => {
    expect(schemaTypeForTenant('restaurant')).toBe('Restaurant');
    expect(schemaTypeForTenant('cafe')).toBe('CafeOrCoffeeShop');
    expect(schemaTypeForTenant('bakery')).toBe('Bakery');
    expect(schemaTypeForTenant('food_truck')).toBe('FoodEstablishment');
  });

  it('describes address, telephone, hours, price range and the menu', () => {
    process.env.NEXT_PUBLIC_SITE_URL = 'https://kuliner-tasik.id';
    const menus = [menu({ id: 1, price: 12000 }), menu({ id: 2, name: 'Pisang Goreng', category: 'dessert', price: 15000, isAvailable: false })];
    const data = JSON.parse(serializeJsonLd(tenantJsonLd(tenant, menus)));
    expect(data['@type']).toBe('CafeOrCoffeeShop');
    expect(data.url).toBe('https://kuliner-tasik.id/tenant/kopi-kaler');
    expect(data.telephone).toBe('+6281320417755');
    expect(data.address).toMatchObject({
      '@type': 'PostalAddress',
      streetAddress: tenant.address,
      addressLocality: 'Tasikmalaya',
      postalCode: '46115',
      addressCountry: 'ID',
    });
    expect(data.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Monday'], opens: '08:00', closes: '23:00' },
    ]);
    expect(data.priceRange).toBe('Rp 12.000 - Rp 15.000');
    expect(data.hasMenu.hasMenuSection.map((s: { name: string }) => s.name)).toEqual(['Makanan Penutup', 'Minuman']);
    const items = data.hasMenu.hasMenuSection.flatMap((s: { hasMenuItem: unknown[] }) => s.hasMenuItem);
    expect(items).toHaveLength(2);
    expect(items[0].offers).toMatchObject({ price: 15000, priceCurrency: 'IDR', availability: 'https://schema.org/OutOfStock' });
    expect(data.sameAs).toEqual(['https://kopikaler.example.id', 'https://facebook.com/kopikaler']);
  });

  it('says HalalDiet (on each menu item) only for a certified tenant, and lists the accepted payments', () => {
    const certified = JSON.parse(serializeJsonLd(tenantJsonLd(tenant, [menu({})])));
    // suitableForDiet belongs to MenuItem in schema.org, not to the establishment.
    expect(certified.suitableForDiet).toBeUndefined();
    expect(menuItems(certified)[0].suitableForDiet).toEqual(['https://schema.org/HalalDiet']);
    expect(certified.paymentAccepted).toBe('Tunai, QRIS');
    for (const halalStatus of ['self_declared', 'not_halal', 'unknown'] as const) {
      const data = JSON.parse(serializeJsonLd(tenantJsonLd({ ...tenant, halalStatus, halalCertificateNumber: null, paymentMethods: [] }, [menu({})])));
      expect(serializeJsonLd(data)).not.toContain('HalalDiet');
      expect(menuItems(data)[0].suitableForDiet).toBeUndefined();
      expect(data.paymentAccepted).toBeUndefined();
    }
  });

  it('is valid schema.org for every tenant type, with and without the optional facts', () => {
    process.env.NEXT_PUBLIC_SITE_URL = 'https://kuliner-tasik.id';
    const menus = [
      menu({ id: 1, dietaryTags: ['vegetarian', 'vegan'] }),
      menu({ id: 2, name: 'Pisang Goreng', category: 'dessert', isAvailable: false, calories: null, dietaryTags: ['vegetarian'] }),
      menu({ id: 3, name: 'Es Kopi Rum', dietaryTags: ['contains_alcohol'], image: '/uploads/kopi.webp' }),
    ];
    const full = {
      ...tenant,
      latitude: -7.327,
      longitude: 108.22,
      cuisine: 'Sunda, Kopi Nusantara',
      minOrder: 20,
      leadTimeDays: 3,
      maxPortions: 500,
      isFeatured: true,
      goFoodUrl: 'https://gofood.co.id/tasikmalaya/restaurant/kopi-kaler',
    };
    for (const type of ['restaurant', 'cafe', 'bakery', 'food_truck', 'catering', 'other'] as const) {
      for (const t of [
        { ...tenant, type },
        { ...full, type },
      ]) {
        const data = JSON.parse(serializeJsonLd(tenantJsonLd(t, menus)));
        expect(schemaProblems(data), `${type} ${t.cuisine ?? 'minimal'}`).toEqual([]);
      }
    }
    // The checker does catch a property on the wrong type and a value of the wrong kind.
    expect(schemaProblems({ '@type': 'Restaurant', suitableForDiet: 'https://schema.org/HalalDiet' })).toEqual([
      'Restaurant.suitableForDiet: not a Restaurant property',
    ]);
    expect(schemaProblems({ '@type': 'GeoCoordinates', latitude: '-7.3', longitude: 108.2 })).toHaveLength(1);
    expect(schemaProblems({ '@type': 'MenuItem', suitableForDiet: 'vegan' })).toHaveLength(1);
  });

  it('says servesCuisine from the cuisine field only (no fallback), as a list', () => {
    expect(JSON.parse(serializeJsonLd(tenantJsonLd(tenant, []))).servesCuisine).toBeUndefined();
    expect(JSON.parse(serializeJsonLd(tenantJsonLd({ ...tenant, cuisine: '  ' }, []))).servesCuisine).toBeUndefined();
    const data = JSON.parse(serializeJsonLd(tenantJsonLd({ ...tenant, cuisine: 'Sunda, Indonesia, sunda' }, [])));
    expect(data.servesCuisine).toEqual(['Sunda', 'Indonesia']);
  });

  it('says acceptsReservations for catering only', () => {
    expect(JSON.parse(serializeJsonLd(tenantJsonLd({ ...tenant, type: 'catering' }, []))).acceptsReservations).toBe(true);
    for (const type of ['restaurant', 'cafe', 'bakery', 'food_truck', 'other'] as const) {
      expect(JSON.parse(serializeJsonLd(tenantJsonLd({ ...tenant, type }, []))).acceptsReservations, type).toBeUndefined();
    }
  });

  it('gives geo as GeoCoordinates numbers when the tenant has coordinates', () => {
    expect(JSON.parse(serializeJsonLd(tenantJsonLd(tenant, []))).geo).toBeUndefined();
    const data = JSON.parse(serializeJsonLd(tenantJsonLd({ ...tenant, latitude: -7.327123, longitude: 108.220456 }, [])));
    expect(data.geo).toEqual({ '@type': 'GeoCoordinates', latitude: -7.327123, longitude: 108.220456 });
  });

  it('marks menu items VegetarianDiet / VeganDiet from their dietary tags', () => {
    const plain = { ...tenant, halalStatus: 'unknown' as const, halalCertificateNumber: null };
    expect(menuItemDiets({ dietaryTags: ['vegetarian'] }, plain)).toEqual(['https://schema.org/VegetarianDiet']);
    expect(menuItemDiets({ dietaryTags: ['vegetarian', 'vegan'] }, plain)).toEqual(['https://schema.org/VegetarianDiet', 'https://schema.org/VeganDiet']);
    expect(menuItemDiets({ dietaryTags: ['vegan'] }, plain)).toEqual(['https://schema.org/VegetarianDiet', 'https://schema.org/VeganDiet']);
    expect(menuItemDiets({ dietaryTags: ['contains_alcohol'] }, plain)).toBeUndefined();
    expect(menuItemDiets({ dietaryTags: [] }, plain)).toBeUndefined();
    expect(menuItemDiets({ dietaryTags: ['vegetarian'] }, tenant)).toEqual(['https://schema.org/HalalDiet', 'https://schema.org/VegetarianDiet']);
    const data = JSON.parse(serializeJsonLd(tenantJsonLd(plain, [menu({ id: 1, dietaryTags: ['vegetarian', 'vegan'] }), menu({ id: 2, name: 'Kopi Susu' })])));
    expect(menuItems(data).map((i) => i.suitableForDiet)).toEqual([['https://schema.org/VegetarianDiet', 'https://schema.org/VeganDiet'], undefined]);
  });

  it('leaves out the menu and price range without menus', () => {
    const data = JSON.parse(serializeJsonLd(tenantJsonLd(tenant, [])));
    expect(data.hasMenu).toBeUndefined();
    expect(data.priceRange).toBeUndefined();
    expect(priceRange([{ price: 5000 }])).toBe('Rp 5.000');
  });

  it('escapes < so the script cannot be closed from data', () => {
    const out = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(out).not.toContain('<');
    expect(JSON.parse(out).name).toBe('</script><script>alert(1)</script>');
  });
});

describe('article JSON-LD', () => {
  it('is a schema.org Article with headline, date, author, publisher, page and absolute image', () => {
    process.env.NEXT_PUBLIC_SITE_URL = 'https://kuliner.example.id/';
    const article = getArticleBySlug('resep-nasi-tutug-oncom')!;
    const data = JSON.parse(serializeJsonLd(articleJsonLd(article)));
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: article.title,
      datePublished: '2026-04-02',
      author: { '@type': 'Person', name: 'Nenden Rahmawati' },
      publisher: { '@type': 'Organization', name: 'Kuliner Tasikmalaya' },
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://kuliner.example.id/artikel/resep-nasi-tutug-oncom' },
      image: 'https://kuliner.example.id/images/articles/resep-nasi-tutug-oncom.svg',
      articleSection: 'Resep Masakan',
      inLanguage: 'id-ID',
    });
  });
});

describe('pageMetadata', () => {
  it('sets canonical, Open Graph and Twitter', () => {
    const m = pageMetadata({ title: 'Daftar Tenant', description: 'Deskripsi', path: '/tenant' });
    expect(m.title).toBe('Daftar Tenant');
    expect(m.alternates.canonical).toBe('/tenant');
    expect(m.openGraph).toMatchObject({ title: 'Daftar Tenant | Kuliner Tasikmalaya', url: '/tenant', locale: 'id_ID' });
    expect(m.twitter).toMatchObject({ card: 'summary', description: 'Deskripsi' });
    expect(pageMetadata({ title: 'Beranda', description: 'd', path: '/', absoluteTitle: true }).title).toEqual({ absolute: 'Beranda' });
  });
});
