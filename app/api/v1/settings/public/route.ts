import { unstable_cache } from 'next/cache';
import { getPublicSiteSettings } from '@/db/queries/settings';
import { route } from '@/lib/api/handler';
import { CACHE_TAGS, PUBLIC_CACHE_SECONDS } from '@/lib/cache';

// Saving the settings expires the tag; other instances see the change within PUBLIC_CACHE_SECONDS.
const readPublicSettings = unstable_cache(() => getPublicSiteSettings(), ['public-site-settings'], {
  tags: [CACHE_TAGS.settings],
  revalidate: PUBLIC_CACHE_SECONDS,
});

/** GET /settings/public (no auth): site name, tagline, city, contact and social links for the public pages. */
export const GET = route({ auth: false }, async () => readPublicSettings());
