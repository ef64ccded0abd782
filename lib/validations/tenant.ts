// Tenant form and API schemas, operating hours and the public/admin list queries.
import { z } from 'zod';
import { FALLBACKS, HALAL_FILTERS, HALAL_STATUSES, PAYMENT_METHODS, TENANT_STATUSES, TENANT_TYPES, WEEKDAYS } from '../constants';
import { TENANT_STATUS_SPELLINGS, normalizeTenantStatus } from '../status';
import {
  PG_INT_MAX,
  SLUG_PATTERN,
  idParam,
  openNowQuery,
  optionalHttpUrl,
  optionalText,
  optionalUploadedImage,
  paginationQuery,
  requiredString,
  sortOrderQuery,
} from './common';
import { tenantMessages } from './messages';
import { jakartaDate } from '../opening-hours';

export { tenantMessages };

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const timeField = z.string().regex(TIME, 'Format jam harus HH:MM');

const shiftSchema = z.strictObject({ open: timeField, close: timeField });

/** One weekday: open and close, or closed; optional split shifts (e.g. 10:00-14:00 and 17:00-22:00). */
export const dayHoursSchema = z.strictObject({
  open: timeField.optional(),
  close: timeField.optional(),
  closed: z.boolean().optional(),
  shifts: z.array(shiftSchema).max(4).optional(),
});
export type DayHours = z.infer<typeof dayHoursSchema>;

export const operatingHoursSchema = z.partialRecord(z.enum(WEEKDAYS), dayHoursSchema);
export type OperatingHours = z.infer<typeof operatingHoursSchema>;

/** BPJPH certificate numbers: `ID` and 10 to 20 digits (e.g. ID32110000123450123). */
export const HALAL_CERTIFICATE_PATTERN = /^ID\d{10,20}$/;

/** Typed in any case and with spaces; stored upper-case without them. Blank means none. */
const halalCertificateField = z
  .union([z.string({ error: tenantMessages.halalCertificatePattern }).max(64, tenantMessages.halalCertificatePattern), z.null()], {
    error: tenantMessages.halalCertificatePattern,
  })
  .optional()
  .transform((v) => (v == null ? v : v.replace(/\s+/g, '').toUpperCase() || null))
  .refine((v) => v == null || HALAL_CERTIFICATE_PATTERN.test(v), tenantMessages.halalCertificatePattern)
  .meta({
    type: ['string', 'null'],
    description: 'BPJPH certificate number, `ID` and 10-20 digits; case-insensitive, spaces ignored, stored upper-case. Only with halalStatus certified.',
    example: 'ID32110000123450123',
  });

const halalStatusField = z.enum(HALAL_STATUSES, { error: tenantMessages.halalStatus });

const paymentMethodsField = z
  .array(z.enum(PAYMENT_METHODS, { error: tenantMessages.paymentMethod }), { error: tenantMessages.paymentMethod })
  .max(PAYMENT_METHODS.length, tenantMessages.paymentMethodDuplicate)
  .refine((list) => new Set(list).size === list.length, tenantMessages.paymentMethodDuplicate)
  // Stored in the list's order, so a reordered body is no change.
  .transform((list) => PAYMENT_METHODS.filter((m) => list.includes(m)));

/**
 * The certificate number goes with `certified` only: required there, refused otherwise. On a PATCH that leaves
 * one of the two out the stored value completes the pair (db/queries/tenants.ts), so only a pair given together is
 * checked here.
 */
function checkHalalPair(value: { halalStatus?: string; halalCertificateNumber?: string | null }, ctx: z.RefinementCtx) {
  const { halalStatus, halalCertificateNumber } = value;
  if (halalStatus === 'certified' && halalCertificateNumber == null && halalCertificateNumber !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['halalCertificateNumber'], message: tenantMessages.halalCertificateRequired });
  }
  if (halalStatus !== undefined && halalStatus !== 'certified' && halalCertificateNumber != null) {
    ctx.addIssue({ code: 'custom', path: ['halalCertificateNumber'], message: tenantMessages.halalCertificateNotCertified });
  }
}

/** On create the status defaults to unknown, and certified needs its number in the same body. */
function checkHalalOnCreate(value: { halalStatus?: string; halalCertificateNumber?: string | null }, ctx: z.RefinementCtx) {
  if (value.halalStatus === 'certified' && value.halalCertificateNumber == null) {
    ctx.addIssue({ code: 'custom', path: ['halalCertificateNumber'], message: tenantMessages.halalCertificateRequired });
  } else checkHalalPair(value, ctx);
}
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A real calendar date 'YYYY-MM-DD' (no 31 February). */
function isCalendarDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** The first day open again after a temporary closure: today or later in Asia/Jakarta; '' or null clears it. */
const reopensOnField = z
  .union([z.string().trim(), z.null()])
  .optional()
  .transform((v, ctx) => {
    if (v === undefined) return undefined;
    if (v === null || v === '') return null;
    if (!isCalendarDate(v)) {
      ctx.addIssue({ code: 'custom', message: tenantMessages.reopensOnFormat });
      return z.NEVER;
    }
    if (v < jakartaDate(new Date())) {
      ctx.addIssue({ code: 'custom', message: tenantMessages.reopensOnPast });
      return z.NEVER;
    }
    return v;
  })
  .meta({ anyOf: [{ type: 'string', format: 'date' }, { type: 'null' }], description: 'YYYY-MM-DD, today or later (Asia/Jakarta).' });

const postalCodeField = requiredString(tenantMessages.postalCodeRequired).regex(/^\d{5,10}$/, tenantMessages.postalCodePattern);

/** Fields of the tenant form (spec section 5), shared by the dashboard form and the API. */
export const tenantFields = {
  name: requiredString(tenantMessages.nameRequired).max(150, 'Nama tenant maksimal 150 karakter'),
  slug: requiredString(tenantMessages.slugRequired).max(150, 'Slug maksimal 150 karakter').regex(SLUG_PATTERN, tenantMessages.slugPattern),
  description: optionalText(2000, 'Deskripsi maksimal 2000 karakter'),
  type: z.enum(TENANT_TYPES, { error: 'Tipe tenant tidak valid' }).default('restaurant'),
  address: requiredString(tenantMessages.addressRequired).max(300, 'Alamat maksimal 300 karakter'),
  district: optionalText(100),
  city: requiredString(tenantMessages.cityRequired).max(100, 'Kota maksimal 100 karakter'),
  province: requiredString(tenantMessages.provinceRequired).max(100, 'Provinsi maksimal 100 karakter'),
  postalCode: postalCodeField,
  country: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((v) => v || FALLBACKS.country),
  phone: optionalText(30),
  email: z
    .union([z.string().trim().max(254), z.null()])
    .optional()
    .transform((v) => (v === undefined ? undefined : v ? v.toLowerCase() : null))
    .refine((v) => v == null || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), 'Format email tidak valid'),
  website: optionalHttpUrl(tenantMessages.website),
  instagram: optionalText(200),
  tiktok: optionalText(200),
  facebook: optionalHttpUrl(tenantMessages.facebook),
  whatsapp: optionalText(30),
  logo: optionalUploadedImage(),
  banner: optionalUploadedImage(),
  image: optionalUploadedImage(),
  operatingHours: operatingHoursSchema.nullable().optional(),
  halalStatus: halalStatusField.default('unknown'),
  halalCertificateNumber: halalCertificateField,
  paymentMethods: paymentMethodsField.default([]),
  temporarilyClosed: z.boolean({ error: 'Harus berupa true atau false' }).optional(),
  reopensOn: reopensOnField,
};

const statusField = z
  .string({ error: 'Status tidak valid' })
  .transform((v, ctx) => {
    const s = normalizeTenantStatus(v);
    if (!s) {
      ctx.addIssue({ code: 'custom', message: 'Status tidak valid' });
      return z.NEVER;
    }
    return s;
  })
  .meta({
    type: 'string',
    enum: TENANT_STATUS_SPELLINGS,
    description: 'Case-insensitive; approved/verified mean active, pending/waiting mean pending_approval.',
  });

/** The dashboard form (create and edit). */
export const tenantFormSchema = z.object(tenantFields).superRefine(checkHalalOnCreate);
export type TenantFormValues = z.input<typeof tenantFormSchema>;

/** POST /tenants/my-tenant: email and phone come from the user's profile, whatever the body says. */
export const createMyTenantSchema = z.strictObject(tenantFields).superRefine(checkHalalOnCreate);
export type CreateMyTenantInput = z.infer<typeof createMyTenantSchema>;

/** POST /tenants (admin): may also set the status and the owner. */
export const createTenantSchema = z
  .strictObject({
    ...tenantFields,
    status: statusField.optional(),
    ownerId: z.number().int().positive().max(PG_INT_MAX, 'ID tidak valid').nullable().optional(),
  })
  .superRefine(checkHalalOnCreate);
export type CreateTenantInput = z.infer<typeof createTenantSchema>;

/** PATCH /tenants/{id}: any subset; status changes are checked against the transitions. */
export const updateTenantSchema = z
  .strictObject({
    name: tenantFields.name.optional(),
    slug: tenantFields.slug.optional(),
    description: tenantFields.description,
    type: z.enum(TENANT_TYPES, { error: 'Tipe tenant tidak valid' }).optional(),
    address: tenantFields.address.optional(),
    district: tenantFields.district,
    city: tenantFields.city.optional(),
    province: tenantFields.province.optional(),
    postalCode: postalCodeField.optional(),
    country: z.string().trim().min(1).max(100).optional(),
    phone: tenantFields.phone,
    email: tenantFields.email,
    website: tenantFields.website,
    instagram: tenantFields.instagram,
    tiktok: tenantFields.tiktok,
    facebook: tenantFields.facebook,
    whatsapp: tenantFields.whatsapp,
    logo: tenantFields.logo,
    banner: tenantFields.banner,
    image: tenantFields.image,
    operatingHours: tenantFields.operatingHours,
    halalStatus: halalStatusField.optional(),
    halalCertificateNumber: halalCertificateField,
    paymentMethods: paymentMethodsField.optional(),
    temporarilyClosed: tenantFields.temporarilyClosed,
    reopensOn: tenantFields.reopensOn,
    status: statusField.optional(),
    ownerId: z.number().int().positive().max(PG_INT_MAX, 'ID tidak valid').nullable().optional(),
    rating: z.number().min(0).max(5).optional(),
    totalOrders: z.number().int().min(0).optional(),
  })
  .superRefine(checkHalalPair);
export type UpdateTenantInput = z.infer<typeof updateTenantSchema>;

export const rejectSchema = z.strictObject({
  reason: requiredString(tenantMessages.rejectReasonRequired).max(1000, 'Alasan maksimal 1000 karakter'),
});

export const TENANT_SORT_FIELDS = ['rating', 'createdAt', 'name', 'totalOrders', 'updatedAt'] as const;

export const listTenantsQuerySchema = z.object({
  ...paginationQuery,
  status: statusField.optional(),
  type: z.enum(TENANT_TYPES, { error: 'Tipe tenant tidak valid' }).optional(),
  sortBy: z.enum(TENANT_SORT_FIELDS, { error: 'sortBy tidak valid' }).optional(),
  sortOrder: sortOrderQuery,
});

/** `halal` on the public lists: certified only, or halal (certified or self-declared); blank means no filter. */
export const halalFilterQuery = z
  .preprocess((v) => (v === '' ? undefined : v), z.enum(HALAL_FILTERS, { error: tenantMessages.halalFilter }).optional())
  .meta({ type: 'string', enum: [...HALAL_FILTERS], description: '`certified`: certified halal only; `halal`: certified or self-declared.' });

export const publicTenantsQuerySchema = z.object({
  limit: paginationQuery.limit,
  page: paginationQuery.page,
  sortBy: z.enum(['rating', 'createdAt', 'name'], { error: 'sortBy harus rating, createdAt, atau name' }).default('rating'),
  sortOrder: sortOrderQuery,
  search: paginationQuery.search,
  type: z.enum(TENANT_TYPES, { error: 'Tipe tenant tidak valid' }).optional(),
  minRating: z
    .string({ error: 'Rating tidak valid' })
    .regex(/^[0-9](\.[0-9]{1,2})?$/, 'Rating tidak valid')
    .transform(Number)
    .pipe(z.number().min(0, 'Rating tidak valid').max(5, 'Rating tidak valid'))
    .optional()
    .meta({ type: 'string', pattern: '^([0-4](\\.[0-9]{1,2})?|5(\\.00?)?)$', description: 'A rating from 0 to 5, at most two decimals.' }),
  halal: halalFilterQuery,
  openNow: openNowQuery,
});

/** GET /tenants/my-tenant: optional=true answers "no tenant" as 200 null instead of 404 (the dashboard's way). */
export const myTenantQuerySchema = z.object({
  optional: z.enum(['true', 'false'], { error: 'optional harus true atau false' }).optional(),
});

export { TENANT_STATUSES, idParam };
