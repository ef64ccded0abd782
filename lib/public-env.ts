// The environment values code on every side may read (middleware, server components, client components), in one
// place. lib/server/env.ts checks the same variables with zod when the server starts (NEXT_PUBLIC_SITE_URL and
// NEXTAUTH_URL must be URLs), so a bad value stops the server before any page reads it here. NEXT_PUBLIC_* names are
// written out literally: that is what lets Next.js inline them into client bundles.

/** The site's public origin, without a trailing slash: NEXT_PUBLIC_SITE_URL, else NEXTAUTH_URL, else localhost. */
export function siteUrl(): string {
  const raw = process.env.NEXT_PUBLIC_SITE_URL || process.env.NEXTAUTH_URL || 'http://localhost:3000';
  return raw.replace(/\/+$/, '');
}

/** The app is served over https (its public URL says so). */
export function servedOverHttps(): boolean {
  return (process.env.NEXTAUTH_URL ?? '').toLowerCase().startsWith('https://');
}

/** `next dev` (React's dev tooling needs 'unsafe-eval'). */
export function isDevelopment(): boolean {
  return process.env.NODE_ENV === 'development';
}

/** The default ceiling of a menu price, in rupiah: far above any dish or catering package a city's menu lists. */
export const DEFAULT_MENU_PRICE_MAX = 10_000_000;

/** The highest ceiling that can be configured: the largest whole-hundred price a menus.price numeric(12,2) holds. */
export const MENU_PRICE_MAX_LIMIT = 9_999_999_900;

/**
 * The highest price a menu may have (NEXT_PUBLIC_MENU_PRICE_MAX, whole rupiah, a multiple of 100; default
 * 10.000.000). Read by the one menu schema, so the dashboard form and the API refuse the same prices. A NEXT_PUBLIC_
 * value is fixed into the build (client and server alike), so form and handler can never disagree; lib/server/env.ts
 * stops the server on a malformed value, and a build made with another value is rebuilt by `npm start`.
 */
export function menuPriceMax(): number {
  const raw = (process.env.NEXT_PUBLIC_MENU_PRICE_MAX ?? '').trim();
  return isMenuPriceMax(raw) ? Number(raw) : DEFAULT_MENU_PRICE_MAX;
}

/** Whether `raw` is an acceptable ceiling: whole rupiah, a multiple of 100, from 100 to MENU_PRICE_MAX_LIMIT. */
export function isMenuPriceMax(raw: string): boolean {
  if (!/^[0-9]{3,10}$/.test(raw)) return false;
  const n = Number(raw);
  return n >= 100 && n <= MENU_PRICE_MAX_LIMIT && n % 100 === 0;
}
