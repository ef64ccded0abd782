// Site settings form and API schema (site name, city, contact, social links shown by the public footer and about page).
import { z } from 'zod';
import { FALLBACKS, SITE } from '../constants';
import { EMAIL_PATTERN, optionalHttpUrl, optionalText, requiredString, trimText } from './common';

export const settingsMessages = {
  siteNameRequired: 'Nama situs harus diisi',
  siteNameMax: 'Nama situs maksimal 100 karakter',
  taglineMax: 'Tagline maksimal 200 karakter',
  cityMax: 'Kota maksimal 100 karakter',
  phoneInvalid: 'Format nomor telepon tidak valid',
  emailInvalid: 'Format email tidak valid',
  addressMax: 'Alamat maksimal 300 karakter',
  url: 'URL harus dimulai dengan http:// atau https://',
  whatsappInvalid: 'WhatsApp harus berupa nomor telepon atau URL yang dimulai dengan http:// atau https://',
  saveSuccess: 'Pengaturan berhasil disimpan',
  saveFailed: 'Gagal menyimpan pengaturan. Silakan coba lagi.',
  loadFailed: 'Gagal memuat pengaturan',
} as const;

export const SETTINGS_DEFAULTS = { siteName: SITE.name, city: FALLBACKS.city } as const;

const PHONE = /^\+?[0-9][0-9\s-]{6,18}[0-9]$/;

const optionalPhone = optionalText(30, settingsMessages.phoneInvalid).refine((v) => v == null || PHONE.test(v), settingsMessages.phoneInvalid);

const optionalEmail = z
  .union([z.string().trim().max(254, settingsMessages.emailInvalid), z.null()])
  .optional()
  .transform((v) => (v === undefined ? undefined : v ? v.toLowerCase() : null))
  .refine((v) => v == null || EMAIL_PATTERN.test(v), settingsMessages.emailInvalid);

const whatsappField = optionalText(500, settingsMessages.whatsappInvalid).refine(
  (v) => v == null || PHONE.test(v) || /^https?:\/\/\S+$/i.test(v),
  settingsMessages.whatsappInvalid,
);

export const socialLinksSchema = z.strictObject({
  instagram: optionalHttpUrl(settingsMessages.url),
  facebook: optionalHttpUrl(settingsMessages.url),
  tiktok: optionalHttpUrl(settingsMessages.url),
  youtube: optionalHttpUrl(settingsMessages.url),
  whatsapp: whatsappField,
});
export type SocialLinksInput = z.infer<typeof socialLinksSchema>;

export const settingsFields = {
  siteName: requiredString(settingsMessages.siteNameRequired).max(100, settingsMessages.siteNameMax),
  tagline: optionalText(200, settingsMessages.taglineMax),
  /** Blank falls back to the default city. */
  city: z
    .union([z.string().overwrite(trimText).max(100, settingsMessages.cityMax), z.null()])
    .optional()
    .transform((v) => v || FALLBACKS.city),
  contactPhone: optionalPhone,
  contactEmail: optionalEmail,
  address: optionalText(300, settingsMessages.addressMax),
  socialLinks: socialLinksSchema,
};

/** The settings page's form. */
export const settingsFormSchema = z.object(settingsFields);
export type SettingsFormValues = z.input<typeof settingsFormSchema>;

/**
 * PATCH /settings: any subset; an absent field stays unchanged (the outer optional() skips the blank-to-null
 * transform), null or blank clears it; social links merge key by key. Unknown fields are refused.
 */
export const updateSettingsSchema = z.strictObject({
  siteName: settingsFields.siteName.optional(),
  tagline: settingsFields.tagline.optional(),
  city: settingsFields.city.optional(),
  contactPhone: settingsFields.contactPhone.optional(),
  contactEmail: settingsFields.contactEmail.optional(),
  address: settingsFields.address.optional(),
  socialLinks: socialLinksSchema.partial().optional(),
});
export type UpdateSettingsInput = z.input<typeof updateSettingsSchema>;
export type UpdateSettingsOutput = z.infer<typeof updateSettingsSchema>;
