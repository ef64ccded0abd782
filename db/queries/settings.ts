// Site-wide settings: the single row id = 1, read with defaults and upserted by the settings page.
import 'server-only';
import type { z } from 'zod';
import type { PublicSettings, SiteSettings, WithDates } from '@/lib/api/contract';
import { eq } from 'drizzle-orm';
import { invalidateSettings } from '@/lib/server/cache';
import { SETTINGS_DEFAULTS, type UpdateSettingsOutput } from '@/lib/validations/settings';
import { getDb, type Executor } from '../index';
import { siteSettings, type SocialLinks } from '../schema';
import { diffChanges, recordActivity } from './activity-logs';
import type { AuthUser } from './auth';

/** The settings as the API returns them (the contract's `SiteSettings`), dates not yet serialized. */
export type SiteSettingsJson = WithDates<z.infer<typeof SiteSettings>, 'updatedAt'>;

export type PublicSiteSettings = PublicSettings;

const SETTINGS_ID = 1;

function withDefaults(row: typeof siteSettings.$inferSelect | undefined): SiteSettingsJson {
  return {
    siteName: row?.siteName || SETTINGS_DEFAULTS.siteName,
    tagline: row?.tagline ?? null,
    city: row?.city || SETTINGS_DEFAULTS.city,
    contactPhone: row?.contactPhone ?? null,
    contactEmail: row?.contactEmail ?? null,
    address: row?.address ?? null,
    socialLinks: row?.socialLinks ?? {},
    updatedBy: row?.updatedBy ?? null,
    updatedAt: row?.updatedAt ?? null,
  };
}

export async function getSiteSettings(executor?: Executor): Promise<SiteSettingsJson> {
  const db = executor ?? (await getDb());
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, SETTINGS_ID));
  return withDefaults(row);
}

/** The part of the settings the public pages may show (no audit fields). */
export async function getPublicSiteSettings(): Promise<PublicSiteSettings> {
  const { siteName, tagline, city, contactPhone, contactEmail, address, socialLinks } = await getSiteSettings();
  return { siteName, tagline, city, contactPhone, contactEmail, address, socialLinks };
}

/** Drops empty social links so the footer never renders a blank icon. */
function cleanLinks(links: Record<string, string | null | undefined>): SocialLinks {
  return Object.fromEntries(Object.entries(links).filter(([, v]) => typeof v === 'string' && v !== '')) as SocialLinks;
}

export async function updateSiteSettings({ actor, input, ip }: { actor: AuthUser; input: UpdateSettingsOutput; ip?: string }): Promise<SiteSettingsJson> {
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    // Lock the row (when present) so two saves merge social links one after the other.
    const [row] = await tx.select().from(siteSettings).where(eq(siteSettings.id, SETTINGS_ID)).for('update');
    const before = withDefaults(row);
    const { socialLinks, ...fields } = input;
    const next = {
      siteName: fields.siteName ?? before.siteName,
      tagline: fields.tagline !== undefined ? fields.tagline : before.tagline,
      city: fields.city ?? before.city,
      contactPhone: fields.contactPhone !== undefined ? fields.contactPhone : before.contactPhone,
      contactEmail: fields.contactEmail !== undefined ? fields.contactEmail : before.contactEmail,
      address: fields.address !== undefined ? fields.address : before.address,
      socialLinks: socialLinks ? cleanLinks({ ...before.socialLinks, ...socialLinks }) : before.socialLinks,
    };
    const now = new Date();
    await tx
      .insert(siteSettings)
      .values({ id: SETTINGS_ID, ...next, updatedBy: actor.id, updatedAt: now })
      .onConflictDoUpdate({ target: siteSettings.id, set: { ...next, updatedBy: actor.id, updatedAt: now } });
    const { updatedBy: _b, updatedAt: _a, ...beforeView } = before;
    await recordActivity({ userId: actor.id, action: 'update', entity: 'settings', entityId: SETTINGS_ID, changes: diffChanges(beforeView, next), ip }, tx);
    return getSiteSettings(tx);
  });
  invalidateSettings();
  return result;
}
