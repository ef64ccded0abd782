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
