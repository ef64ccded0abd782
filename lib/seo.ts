// Absolute URLs and schema.org JSON-LD for the public pages. Pure (type-only imports), so it is unit-tested.
import type { PublicMenu, PublicTenant } from '@/lib/api/contract';
import { articlePath, articleCategoryLabel, type Article } from './articles';
import { MENU_CATEGORIES, MENU_CATEGORY_LABELS, PAYMENT_METHOD_LABELS, SITE, type TenantType } from './constants';
import { formatIDR, hasRating } from './format';
import { cuisineList, hasCoordinates } from './local-facts';
import { openingHoursSpecification } from './opening-hours';
import { siteUrl } from './public-env';

/** The site's public origin, without a trailing slash (also metadataBase in app/layout.tsx). */
export { siteUrl };

export function absoluteUrl(path: string): string {
  return `${siteUrl()}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The canonical path of a tenant page: by slug. */
export function tenantPath(tenant: Pick<PublicTenant, 'slug' | 'id'>): string {
  return `/tenant/${tenant.slug || tenant.id}`;
}

const SCHEMA_TYPES: Record<TenantType, string> = {
  restaurant: 'Restaurant',
  cafe: 'CafeOrCoffeeShop',
  bakery: 'Bakery',
  food_truck: 'FoodEstablishment',
  catering: 'FoodEstablishment',
  other: 'FoodEstablishment',
};

export function schemaTypeForTenant(type: TenantType): string {
  return SCHEMA_TYPES[type] ?? 'FoodEstablishment';
}

/** 'Rp 5.000 - Rp 45.000' from the menu prices; undefined without menus. */
export function priceRange(menus: Pick<PublicMenu, 'price'>[]): string | undefined {
  const prices = menus.map((m) => m.price).filter((p) => Number.isFinite(p));
  if (prices.length === 0) return undefined;
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  return min === max ? formatIDR(min) : `${formatIDR(min)} - ${formatIDR(max)}`;
}

/** Absolute URL of an image path; undefined when there is none. */
function imageUrl(src: string | null | undefined): string | undefined {
  if (!src) return undefined;
  return /^https?:\/\//i.test(src) ? src : absoluteUrl(src);
}

const DIET = {
  halal: 'https://schema.org/HalalDiet',
  vegetarian: 'https://schema.org/VegetarianDiet',
  vegan: 'https://schema.org/VeganDiet',
} as const;

/**
 * schema.org `suitableForDiet` of a menu item (a MenuItem property, not an establishment's): HalalDiet when the tenant
 * is BPJPH-certified (the seller's own claim is not a diet guarantee), VegetarianDiet for vegetarian or vegan tags,
 * VeganDiet for vegan; undefined when none applies.
 */
export function menuItemDiets(menu: Pick<PublicMenu, 'dietaryTags'>, tenant: Pick<PublicTenant, 'halalStatus'>): string[] | undefined {
  const tags = menu.dietaryTags ?? [];
  const diets: string[] = [];
  if (tenant.halalStatus === 'certified') diets.push(DIET.halal);
  if (tags.includes('vegetarian') || tags.includes('vegan')) diets.push(DIET.vegetarian);
  if (tags.includes('vegan')) diets.push(DIET.vegan);
  return diets.length > 0 ? diets : undefined;
}

/** schema.org Restaurant / CafeOrCoffeeShop / Bakery / FoodEstablishment for a tenant page. */
export function tenantJsonLd(tenant: PublicTenant, menus: PublicMenu[]): Record<string, unknown> {
  const url = absoluteUrl(tenantPath(tenant));
  const sameAs = [tenant.website, tenant.facebook, tenant.instagram, tenant.tiktok].filter((v): v is string => !!v && /^https?:\/\//i.test(v));
  const sections = MENU_CATEGORIES.map((category) => ({ category, items: menus.filter((m) => m.category === category) })).filter((s) => s.items.length > 0);
  const hours = openingHoursSpecification(tenant.operatingHours);
  const cuisines = cuisineList(tenant.cuisine);
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': schemaTypeForTenant(tenant.type),
    '@id': `${url}#tenant`,
    name: tenant.name,
    url,
    description: tenant.description ?? undefined,
    image: imageUrl(tenant.image ?? tenant.banner ?? tenant.logo),
    telephone: tenant.phone ?? undefined,
    email: tenant.email ?? undefined,
    address: {
      '@type': 'PostalAddress',
      streetAddress: tenant.address,
      addressLocality: tenant.city,
      addressRegion: tenant.province,
      postalCode: tenant.postalCode,
      addressCountry: tenant.country === 'Indonesia' ? 'ID' : tenant.country,
    },
    geo: hasCoordinates(tenant) ? { '@type': 'GeoCoordinates', latitude: Number(tenant.latitude), longitude: Number(tenant.longitude) } : undefined,
    priceRange: priceRange(menus),
    // What the tenant says it cooks; nothing is guessed from its type.
    servesCuisine: cuisines.length > 0 ? cuisines : undefined,
    // Catering is ordered ahead; other tenants do not say either way.
    acceptsReservations: tenant.type === 'catering' ? true : undefined,
    paymentAccepted: tenant.paymentMethods.length > 0 ? tenant.paymentMethods.map((m) => PAYMENT_METHOD_LABELS[m]).join(', ') : undefined,
    openingHoursSpecification: hours.length > 0 ? hours : undefined,
    aggregateRating:
      hasRating(tenant.rating) && tenant.totalOrders > 0
        ? { '@type': 'AggregateRating', ratingValue: tenant.rating, bestRating: 5, worstRating: 0, ratingCount: tenant.totalOrders }
        : undefined,
    sameAs: sameAs.length > 0 ? sameAs : undefined,
    hasMenu:
      sections.length > 0
        ? {
            '@type': 'Menu',
            name: `Menu ${tenant.name}`,
            hasMenuSection: sections.map((s) => ({
              '@type': 'MenuSection',
              name: MENU_CATEGORY_LABELS[s.category],
              hasMenuItem: s.items.map((m) => ({
                '@type': 'MenuItem',
                name: m.name,
                description: m.description ?? undefined,
                image: imageUrl(m.image),
                offers: {
                  '@type': 'Offer',
                  price: m.price,
                  priceCurrency: 'IDR',
                  availability: m.isAvailable ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
                },
                nutrition: m.calories != null ? { '@type': 'NutritionInformation', calories: `${m.calories} kcal` } : undefined,
                suitableForDiet: menuItemDiets(m, tenant),
              })),
            })),
          }
        : undefined,
  };
  return data;
}

/** The site as a schema.org WebSite with a search action into the menu recommendations. */
export function websiteJsonLd(): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SITE.name,
    url: absoluteUrl('/'),
    inLanguage: 'id-ID',
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl('/rekomendasi-menu')}?search={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** schema.org Article for an article page (the site is its publisher). */
export function articleJsonLd(article: Article): Record<string, unknown> {
  const url = absoluteUrl(articlePath(article));
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    '@id': `${url}#artikel`,
    headline: article.title,
    description: article.excerpt,
    articleSection: articleCategoryLabel(article.category),
    keywords: article.tags.join(', '),
    inLanguage: 'id-ID',
    datePublished: article.publishDate,
    image: imageUrl(article.image),
    author: { '@type': 'Person', name: article.author },
    publisher: { '@type': 'Organization', name: SITE.name, url: absoluteUrl('/'), logo: { '@type': 'ImageObject', url: absoluteUrl('/icon.svg') } },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
  };
}

/** JSON for a <script type="application/ld+json">: undefined fields dropped, '<' escaped so no tag can close early. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export interface PageMetadataInput {
  title: string;
  description: string;
  /** Canonical path, e.g. '/tenant/kopi-kaler'. */
  path: string;
  /** Use the title as is, without the '| Kuliner Tasikmalaya' template. */
  absoluteTitle?: boolean;
  images?: string[];
  type?: 'website' | 'article';
}

/** Title, description, canonical URL, Open Graph and Twitter card of a public page (Next's Metadata shape). */
export function pageMetadata({ title, description, path, absoluteTitle, images, type = 'website' }: PageMetadataInput) {
  const fullTitle = absoluteTitle ? title : `${title} | ${SITE.name}`;
  const imageUrls = (images ?? []).map((src) => (/^https?:\/\//i.test(src) ? src : absoluteUrl(src)));
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: path },
    openGraph: {
      title: fullTitle,
      description,
      url: path,
      siteName: SITE.name,
      locale: 'id_ID',
      type,
      ...(imageUrls.length > 0 ? { images: imageUrls } : {}),
    },
    twitter: {
      card: imageUrls.length > 0 ? ('summary_large_image' as const) : ('summary' as const),
      title: fullTitle,
      description,
      ...(imageUrls.length > 0 ? { images: imageUrls } : {}),
    },
  };
}
