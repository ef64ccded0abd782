// Tenant form and API schemas, operating hours and the public/admin list queries.
import { z } from 'zod';
import {
  COORDINATE_BOUNDS,
  DELIVERY_APP_HOSTS,
  FALLBACKS,
  HALAL_FILTERS,
  HALAL_STATUSES,
  KECAMATAN,
  ORDER_FACT_LIMITS,
  PAYMENT_METHODS,
  TENANT_STATUSES,
  TENANT_TYPES,
  WEEKDAYS,
  type DeliveryApp,
} from '../constants';
import { TENANT_STATUS_SPELLINGS, normalizeTenantStatus } from '../status';
import {
  PG_INT_MAX,
  SLUG_PATTERN,
  idParam,
  openNowQuery,
  optionalHttpUrl,
  optionalText,
  numberInput,
  optionalUploadedImage,
  paginationQuery,
  requiredName,
  requiredString,
  sortOrderQuery,
  trimText,
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

/** A kecamatan of Kota Tasikmalaya by key, in any case ('Cihideung' is cihideung); blank or null clears it. */
const districtField = z
  .preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() || null : v),
    z.union([z.enum(KECAMATAN, { error: tenantMessages.district }), z.null()], { error: tenantMessages.district }),
  )
  .optional()
  .meta({
    anyOf: [{ type: 'string', enum: [...KECAMATAN] }, { type: 'null' }],
    description: 'A kecamatan of Kota Tasikmalaya (case-insensitive); null clears it.',
  });

function coordinateField(min: number, max: number, message: string) {
  return z
    .preprocess(
      (v) => (v === null ? null : numberInput(v)),
      z.union([z.number({ error: message }).finite(message).min(min, message).max(max, message), z.null()], { error: message }),
    )
    .optional()
    .transform((v) => (v == null ? v : Math.round(v * 1e6) / 1e6))
    .meta({
      anyOf: [{ type: 'number', minimum: min, maximum: max }, { type: 'null' }],
      description: 'Decimal degrees (WGS 84), 6 decimals kept; null clears it.',
    });
}

const latitudeField = coordinateField(COORDINATE_BOUNDS.minLatitude, COORDINATE_BOUNDS.maxLatitude, tenantMessages.latitude);
const longitudeField = coordinateField(COORDINATE_BOUNDS.minLongitude, COORDINATE_BOUNDS.maxLongitude, tenantMessages.longitude);

/** Whether `value` is an https address on one of the app's hosts (or a subdomain), without credentials. */
export function isDeliveryAppUrl(app: DeliveryApp, value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return false;
  const host = url.hostname.toLowerCase();
  return DELIVERY_APP_HOSTS[app].some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

function deliveryUrlField(app: DeliveryApp, message: string) {
  return z
    .union([z.string({ error: message }).trim().max(500, message), z.null()], { error: message })
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null))
    .refine((v) => v == null || isDeliveryAppUrl(app, v), { message })
    .meta({
      anyOf: [{ type: 'string', maxLength: 500, format: 'uri' }, { type: 'null' }],
      description: `The tenant's page on ${app}: https, on ${DELIVERY_APP_HOSTS[app].join(', ')} or a subdomain; blank clears it.`,
    });
}

function countField(min: number, max: number, message: string) {
  return z
    .preprocess(
      (v) => (v === null ? null : numberInput(v)),
      z.union([z.number({ error: message }).int(message).min(min, message).max(max, message), z.null()], { error: message }),
    )
    .optional()
    .meta({ anyOf: [{ type: 'integer', minimum: min, maximum: max }, { type: 'null' }] });
}

/** Both coordinates or neither (a PATCH giving one completes the pair from the stored row: db/queries/tenants.ts). */
function checkCoordinatePair(value: { latitude?: number | null; longitude?: number | null }, ctx: z.RefinementCtx, partial: boolean) {
  const { latitude, longitude } = value;
  if (partial && (latitude === undefined || longitude === undefined)) return;
  if ((latitude == null) !== (longitude == null)) {
    ctx.addIssue({ code: 'custom', path: [latitude == null ? 'latitude' : 'longitude'], message: tenantMessages.coordinatesPair });
  }
}

/** The capacity is at least the minimum order when both are given (a PATCH is completed from the row). */
function checkPortions(value: { minOrder?: number | null; maxPortions?: number | null }, ctx: z.RefinementCtx) {
  if (value.minOrder != null && value.maxPortions != null && value.maxPortions < value.minOrder) {
    ctx.addIssue({ code: 'custom', path: ['maxPortions'], message: tenantMessages.maxPortionsBelowMinOrder });
  }
}

/** The cross-field rules of a create body (every field present or defaulted). */
function checkCreate(
  value: Parameters<typeof checkHalalOnCreate>[0] & Parameters<typeof checkPortions>[0] & Parameters<typeof checkCoordinatePair>[0],
  ctx: z.RefinementCtx,
) {
  checkHalalOnCreate(value, ctx);
  checkCoordinatePair(value, ctx, false);
  checkPortions(value, ctx);
}

/** The cross-field rules of a PATCH body: only pairs given together are checked here. */
function checkUpdate(
  value: Parameters<typeof checkHalalPair>[0] & Parameters<typeof checkPortions>[0] & Parameters<typeof checkCoordinatePair>[0],
  ctx: z.RefinementCtx,
) {
  checkHalalPair(value, ctx);
  checkCoordinatePair(value, ctx, true);
  checkPortions(value, ctx);
}

/** Local facts of issue 12 (where, how to order, catering), shared by the create and update schemas. */
const localFactFields = {
  latitude: latitudeField,
  longitude: longitudeField,
  goFoodUrl: deliveryUrlField('goFood', tenantMessages.goFoodUrl),
  grabFoodUrl: deliveryUrlField('grabFood', tenantMessages.grabFoodUrl),
  shopeeFoodUrl: deliveryUrlField('shopeeFood', tenantMessages.shopeeFoodUrl),
  todaySpot: optionalText(150, tenantMessages.todaySpotMax).meta({
    anyOf: [{ type: 'string', maxLength: 150 }, { type: 'null' }],
    description: "Food trucks only: today's spot ('Mangkal hari ini'); shown until midnight in Asia/Jakarta; blank clears it.",
  }),
  minOrder: countField(1, ORDER_FACT_LIMITS.minOrderMax, tenantMessages.minOrder),
  leadTimeDays: countField(0, ORDER_FACT_LIMITS.leadTimeDaysMax, tenantMessages.leadTimeDays),
  maxPortions: countField(1, ORDER_FACT_LIMITS.maxPortionsMax, tenantMessages.maxPortions),
  cuisine: optionalText(100, tenantMessages.cuisineMax).meta({
    anyOf: [{ type: 'string', maxLength: 100 }, { type: 'null' }],
    description: "What the kitchen cooks, comma-separated (e.g. 'Sunda, Indonesia'): schema.org servesCuisine.",
  }),
};

const isFeaturedField = z.boolean({ error: 'Harus berupa true atau false' }).optional().meta({ description: "'Pilihan Kuliner Tasik': set by admins only." });

const postalCodeField = requiredString(tenantMessages.postalCodeRequired).regex(/^\d{5,10}$/, tenantMessages.postalCodePattern);

/** Fields of the tenant form (spec section 5), shared by the dashboard form and the API. */
export const tenantFields = {
  name: requiredName(tenantMessages.nameRequired).max(150, 'Nama tenant maksimal 150 karakter'),
  slug: requiredName(tenantMessages.slugRequired).max(150, 'Slug maksimal 150 karakter').regex(SLUG_PATTERN, tenantMessages.slugPattern),
  description: optionalText(2000, 'Deskripsi maksimal 2000 karakter'),
  type: z.enum(TENANT_TYPES, { error: 'Tipe tenant tidak valid' }).default('restaurant'),
  address: requiredString(tenantMessages.addressRequired).max(300, 'Alamat maksimal 300 karakter'),
  district: districtField,
  city: requiredString(tenantMessages.cityRequired).max(100, 'Kota maksimal 100 karakter'),
  province: requiredString(tenantMessages.provinceRequired).max(100, 'Provinsi maksimal 100 karakter'),
  postalCode: postalCodeField,
  country: z
    .string()
    .overwrite(trimText)
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
  ...localFactFields,
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
export const tenantFormSchema = z.object({ ...tenantFields, isFeatured: isFeaturedField }).superRefine(checkCreate);
export type TenantFormValues = z.input<typeof tenantFormSchema>;

/** POST /tenants/my-tenant: phone, WhatsApp and email are the tenant's public business contact, as typed (none by default). */
export const createMyTenantSchema = z.strictObject(tenantFields).superRefine(checkCreate);
export type CreateMyTenantInput = z.infer<typeof createMyTenantSchema>;

/** POST /tenants (admin): may also set the status and the owner. */
export const createTenantSchema = z
  .strictObject({
    ...tenantFields,
    status: statusField.optional(),
    ownerId: z.number().int().positive().max(PG_INT_MAX, 'ID tidak valid').nullable().optional(),
    isFeatured: isFeaturedField,
  })
  .superRefine(checkCreate);
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
    country: z.string().overwrite(trimText).min(1).max(100).optional(),
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
    ...localFactFields,
    isFeatured: isFeaturedField,
    status: statusField.optional(),
    ownerId: z.number().int().positive().max(PG_INT_MAX, 'ID tidak valid').nullable().optional(),
    rating: z.number().min(0).max(5).optional(),
    totalOrders: z.number().int().min(0).optional(),
  })
  .superRefine(checkUpdate);
export type UpdateTenantInput = z.infer<typeof updateTenantSchema>;

export const rejectSchema = z.strictObject({
  reason: requiredString(tenantMessages.rejectReasonRequired).max(1000, 'Alasan maksimal 1000 karakter'),
});

/** `revision=pending` on the admin lists: only records with a change waiting for review (lib/revisions.ts). */
export const revisionFilterQuery = z
  .preprocess((v) => (v === '' ? undefined : v), z.enum(['pending'], { error: 'Filter perubahan tidak valid' }).optional())
  .meta({ type: 'string', enum: ['pending'], description: '`pending`: only records with a change of reviewed fields waiting for review.' });

export const TENANT_SORT_FIELDS = ['rating', 'createdAt', 'name', 'totalOrders', 'updatedAt'] as const;

export const listTenantsQuerySchema = z.object({
  ...paginationQuery,
  status: statusField.optional(),
  type: z.enum(TENANT_TYPES, { error: 'Tipe tenant tidak valid' }).optional(),
  sortBy: z.enum(TENANT_SORT_FIELDS, { error: 'sortBy tidak valid' }).optional(),
  sortOrder: sortOrderQuery,
  revision: revisionFilterQuery,
});

/** `halal` on the public lists: certified only, or halal (certified or self-declared); blank means no filter. */
export const halalFilterQuery = z
  .preprocess((v) => (v === '' ? undefined : v), z.enum(HALAL_FILTERS, { error: tenantMessages.halalFilter }).optional())
  .meta({ type: 'string', enum: [...HALAL_FILTERS], description: '`certified`: certified halal only; `halal`: certified or self-declared.' });

/** `minRating` on the public lists: the tenant's rating from 0 to 5 (unrated tenants never match). */
export const minRatingQuery = z
  .string({ error: 'Rating tidak valid' })
  .regex(/^[0-9](\.[0-9]{1,2})?$/, 'Rating tidak valid')
  .transform(Number)
  .pipe(z.number().min(0, 'Rating tidak valid').max(5, 'Rating tidak valid'))
  .optional()
  .meta({ type: 'string', pattern: '^([0-4](\\.[0-9]{1,2})?|5(\\.00?)?)$', description: 'A rating from 0 to 5, at most two decimals.' });

/** `district` on the public lists: one kecamatan key; blank means every kecamatan. */
export const districtFilterQuery = z
  .preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() || undefined : v), z.enum(KECAMATAN, { error: tenantMessages.districtFilter }).optional())
  .meta({ type: 'string', enum: [...KECAMATAN], description: 'A kecamatan of Kota Tasikmalaya.' });

/** `near=lat,lng`: the visitor's location for the nearest-first order, inside Indonesia's bounds. */
export const nearQuery = z
  .string({ error: tenantMessages.near })
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v.trim() === '') return undefined;
    const match = /^\s*(-?\d{1,3}(?:\.\d{1,8})?)\s*,\s*(-?\d{1,3}(?:\.\d{1,8})?)\s*$/.exec(v);
    const latitude = match ? Number(match[1]) : Number.NaN;
    const longitude = match ? Number(match[2]) : Number.NaN;
    const b = COORDINATE_BOUNDS;
    if (!(latitude >= b.minLatitude && latitude <= b.maxLatitude && longitude >= b.minLongitude && longitude <= b.maxLongitude)) {
      ctx.addIssue({ code: 'custom', message: tenantMessages.near });
      return z.NEVER;
    }
    return { latitude, longitude };
  })
  .meta({
    type: 'string',
    pattern: '^-?\\d{1,3}(\\.\\d{1,8})?,-?\\d{1,3}(\\.\\d{1,8})?$',
    description: '`latitude,longitude` in decimal degrees, inside Indonesia.',
    example: '-7.3274,108.2207',
  });

/** sortBy=distance needs `near`. */
export function checkNearForDistance(value: { sortBy?: string; near?: unknown }, ctx: z.RefinementCtx) {
  if (value.sortBy === 'distance' && value.near === undefined) ctx.addIssue({ code: 'custom', path: ['near'], message: tenantMessages.nearRequired });
}

export const publicTenantsQuerySchema = z
  .object({
    limit: paginationQuery.limit,
    page: paginationQuery.page,
    sortBy: z
      .enum(['rating', 'createdAt', 'name', 'distance'], { error: 'sortBy harus rating, createdAt, name, atau distance' })
      .default('rating')
      .meta({ description: '`distance`: nearest to `near` first (tenants without coordinates last); sortOrder is ignored.' }),
    sortOrder: sortOrderQuery,
    search: paginationQuery.search,
    type: z.enum(TENANT_TYPES, { error: 'Tipe tenant tidak valid' }).optional(),
    minRating: minRatingQuery,
    halal: halalFilterQuery,
    openNow: openNowQuery,
    district: districtFilterQuery,
    near: nearQuery,
  })
  .superRefine(checkNearForDistance);

/** GET /tenants/my-tenant: optional=true answers "no tenant" as 200 null instead of 404 (the dashboard's way). */
export const myTenantQuerySchema = z.object({
  optional: z.enum(['true', 'false'], { error: 'optional harus true atau false' }).optional(),
});

export { TENANT_STATUSES, idParam };
