// The public site settings (header, footer, about page), with defaults.
import 'server-only';
import { SITE } from '@/lib/constants';
import type { PublicSettings } from '@/lib/api/contract';
import { getPublicSiteSettings } from '../settings';
import { CACHE_TAGS, cached } from './cache';

export const DEFAULT_PUBLIC_SETTINGS: PublicSettings = {
  siteName: SITE.name,
  tagline: SITE.tagline,
  city: 'Tasikmalaya',
  contactPhone: null,
  contactEmail: null,
  address: null,
  socialLinks: {},
};

async function readPublicSettings(): Promise<PublicSettings> {
  const settings = await getPublicSiteSettings();
  return { ...settings, tagline: settings.tagline || DEFAULT_PUBLIC_SETTINGS.tagline };
}

/** The site settings row (id 1) for the footer and the about page, with defaults when absent. */
export const getPublicSettings = cached('settings', [CACHE_TAGS.settings], readPublicSettings);

/** The site settings for the public header and footer, or the defaults when the database cannot answer. */
export async function getPublicSettingsOrDefault(): Promise<PublicSettings> {
  try {
    return await getPublicSettings();
  } catch (err) {
    // The footer must not take the whole page down; the page's own error boundary reports data failures.
    console.error('[public] site settings unavailable:', (err as Error).message);
    return DEFAULT_PUBLIC_SETTINGS;
  }
}
