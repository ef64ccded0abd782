import { afterEach, describe, expect, it } from 'vitest';
import type { PublicMenu, PublicTenant } from '@/db/queries/public';
import { getArticleBySlug } from './articles';
import { absoluteUrl, articleJsonLd, pageMetadata, priceRange, schemaTypeForTenant, serializeJsonLd, siteUrl, tenantJsonLd, tenantPath } from './seo';

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

  it('says HalalDiet only for a certified tenant, and lists the accepted payments', () => {
    const certified = JSON.parse(serializeJsonLd(tenantJsonLd(tenant, [])));
    expect(certified.suitableForDiet).toBe('https://schema.org/HalalDiet');
    expect(certified.paymentAccepted).toBe('Tunai, QRIS');
    for (const halalStatus of ['self_declared', 'not_halal', 'unknown'] as const) {
      const data = JSON.parse(serializeJsonLd(tenantJsonLd({ ...tenant, halalStatus, halalCertificateNumber: null, paymentMethods: [] }, [])));
      expect(data.suitableForDiet).toBeUndefined();
      expect(data.paymentAccepted).toBeUndefined();
    }
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
