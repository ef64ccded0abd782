// The JSON shapes of the API contract, once, as zod schemas: the query layer serializes to the inferred types, the
// public pages render them, the dashboard reads them, the OpenAPI document (lib/server/openapi) is generated from
// them and the API tests parse every response with them. Pure (safe to import from client components).
// `meta({ id })` names a schema: the document puts it under components.schemas and refers to it by $ref.
import { z } from 'zod';
import { PERMISSIONS } from '@/lib/auth/permissions';
import {
  DIETARY_TAGS,
  HALAL_STATUSES,
  KECAMATAN,
  MENU_CATEGORIES,
  MENU_STATUSES,
  PAYMENT_METHODS,
  TENANT_STATUSES,
  TENANT_TYPES,
  USER_STATUSES,
} from '@/lib/constants';
import { operatingHoursSchema } from '@/lib/validations/tenant';

const dateTime = () => z.iso.datetime({ offset: true });
const text = () => z.string().nullable();
/** Database ids are Postgres `integer`s. */
const id = () => z.int().min(1).max(2147483647);

// --- Shared ----------------------------------------------------------------------------------------------------

export const ErrorBody = z
  .object({
    message: z.string().meta({ description: 'Human-readable message (Indonesian) shown by the dashboard.', example: 'Email sudah terdaftar' }),
    code: z
      .string()
      .meta({ description: 'Machine-readable code (e.g. VALIDATION_ERROR, UNAUTHORIZED, FORBIDDEN, CSRF, NOT_FOUND, CONFLICT).', example: 'CONFLICT' }),
    errors: z
      .record(z.string(), z.string())
      .optional()
      .meta({ description: 'Field path to its first message (400), for at most 10 fields.', example: { email: 'Email sudah terdaftar' } }),
    requestId: z.string().optional().meta({ description: 'Present on 5xx; also sent as the X-Request-Id header.' }),
  })
  .meta({ id: 'Error' });

export const PaginationMeta = z
  .object({
    total: z.int().min(0),
    page: z.int().min(1),
    limit: z.int().min(1),
    totalPages: z.int().min(0),
    totalCapped: z.boolean().optional().meta({
      description:
        'Public lists only: true when more matches exist than are counted (total is then the cap, 1000, shown as "1.000+"); pages go up to totalPages, so narrow the filters to reach the rest.',
    }),
  })
  .meta({ id: 'PaginationMeta' });

export const SuccessMessage = z.object({ success: z.literal(true), message: z.string(), id: id().optional() }).meta({ id: 'SuccessMessage' });

export const Health = z.object({ status: z.literal('ok') }).meta({ id: 'Health' });

/** `{ data, meta }`: every paged list. */
/**
 * A contract shape as the query layer builds it, before the route serializes it: the named date-time fields are still
 * `Date`s (JSON.stringify writes them as the ISO strings the contract describes).
 */
export type WithDates<T, K extends keyof T> = Omit<T, K> & { [P in K]: Date | Extract<T[P], null> };

export const listOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: PaginationMeta });

// --- Users and roles -------------------------------------------------------------------------------------------

export const RoleRef = z.object({ id: id(), name: z.string(), code: z.string() }).meta({ id: 'RoleRef' });

export const User = z
  .object({
    id: id(),
    name: z.string(),
    email: z.string(),
    phone: text(),
    status: z.enum(USER_STATUSES),
    roleId: id(),
    role: RoleRef,
    lastLoginAt: dateTime().nullable(),
    createdAt: dateTime(),
    updatedAt: dateTime(),
  })
  .meta({ id: 'User' });
export type UserJson = z.infer<typeof User>;

export const SessionUser = z
  .object({
    id: id(),
    name: z.string(),
    email: z.string(),
    phone: text(),
    status: z.enum(USER_STATUSES),
    roleId: id(),
    role: z.object({ id: id(), name: z.string(), code: z.string(), permissions: z.array(z.string()) }),
    lastLoginAt: dateTime().nullable(),
    createdAt: dateTime(),
  })
  .meta({ id: 'SessionUser' });
export type SessionUserJson = z.infer<typeof SessionUser>;

export const Role = z
  .object({
    id: id(),
    name: z.string(),
    code: z.string().meta({ example: 'CONTENT_EDITOR' }),
    description: z.string(),
    permissions: z.array(z.enum(PERMISSIONS as unknown as [string, ...string[]])),
    sortOrder: z.int().min(0).max(999),
    isSystem: z.boolean().meta({ description: 'System roles cannot be deleted.' }),
    userCount: z.int().min(0),
    createdAt: dateTime(),
    updatedAt: dateTime(),
  })
  .meta({ id: 'Role' });
export type RoleJson = z.infer<typeof Role>;

export const RoleList = z.object({ data: z.array(Role), total: z.int().min(0) });

// --- Tenants and menus -----------------------------------------------------------------------------------------

export const TenantOwner = z
  .object({
    id: id(),
    name: z.string(),
    email: z.string().nullable().meta({ description: "The owner's login email; null unless the caller holds users.read or is the owner." }),
  })
  .meta({ id: 'TenantOwner' });
export type TenantOwnerJson = z.infer<typeof TenantOwner>;

const tenantContactFields = {
  phone: text().meta({ description: "The tenant's public business phone, chosen by its owner (never copied from the owner's profile)." }),
  email: text().meta({ description: "The tenant's public business email, chosen by its owner (never the owner's login email unless typed here)." }),
  website: text(),
  instagram: text(),
  tiktok: text(),
  facebook: text(),
  whatsapp: text().meta({ description: "The tenant's public WhatsApp number, chosen by its owner." }),
  logo: text(),
};

/** "Tutup sementara": closed whatever the hours say until `reopensOn` (when set) begins in Asia/Jakarta. */
const temporaryClosureFields = {
  temporarilyClosed: z.boolean(),
  reopensOn: z.iso.date().nullable().meta({ description: 'YYYY-MM-DD: the first day open again; null when not set.' }),
};

const district = () => z.enum(KECAMATAN).nullable().meta({ description: 'A kecamatan of Kota Tasikmalaya (key), or null.' });
const latitude = () => z.number().min(-11.5).max(6.5).nullable().meta({ description: 'WGS 84 latitude; null exactly when longitude is.' });
const longitude = () => z.number().min(94.5).max(141.5).nullable().meta({ description: 'WGS 84 longitude; null exactly when latitude is.' });

/** Issue 12's local facts: where, how to order beyond WhatsApp, catering, featured. */
const localFactFields = {
  latitude: latitude(),
  longitude: longitude(),
  goFoodUrl: text().meta({ description: "The tenant's GoFood page (https)." }),
  grabFoodUrl: text().meta({ description: "The tenant's GrabFood page (https)." }),
  shopeeFoodUrl: text().meta({ description: "The tenant's ShopeeFood page (https)." }),
  todaySpot: text().meta({ description: "Food trucks: today's spot ('Mangkal hari ini'), valid on todaySpotOn only." }),
  todaySpotOn: z.iso.date().nullable().meta({ description: 'The Asia/Jakarta date todaySpot was set for; it expires at that midnight.' }),
  minOrder: z.int().min(1).nullable().meta({ description: 'Minimum order, in portions.' }),
  leadTimeDays: z.int().min(0).nullable().meta({ description: 'Days ahead to order (H-n).' }),
  maxPortions: z.int().min(1).nullable().meta({ description: 'Most portions per order.' }),
  cuisine: text().meta({ description: 'Comma-separated cuisines (schema.org servesCuisine).' }),
  isFeatured: z.boolean().meta({ description: "'Pilihan Kuliner Tasik', set by admins." }),
};

/** The fields visitors see too. */
const tenantPublicFields = {
  id: id(),
  name: z.string(),
  slug: z.string(),
  description: text(),
  type: z.enum(TENANT_TYPES),
  address: z.string(),
  district: district(),
  city: z.string(),
  province: z.string(),
  postalCode: z.string(),
  country: z.string(),
  ...tenantContactFields,
  banner: text(),
  image: text(),
  rating: z.number().min(0).max(5).nullable(),
  totalOrders: z.int().min(0),
  operatingHours: operatingHoursSchema.nullable(),
  halalStatus: z
    .enum(HALAL_STATUSES)
    .meta({ description: "certified (with a BPJPH certificate number), self_declared (the seller's claim), not_halal or unknown." }),
  halalCertificateNumber: text().meta({
    description: 'BPJPH certificate number (`ID` and 10-20 digits); set exactly when halalStatus is certified.',
    example: 'ID32110000123450123',
  }),
  paymentMethods: z.array(z.enum(PAYMENT_METHODS)).meta({ description: 'Accepted payments, unique, in the order of the list.' }),
  ...temporaryClosureFields,
  ...localFactFields,
  createdAt: dateTime(),
  updatedAt: dateTime(),
};

/**
 * A pending revision (lib/revisions.ts): the owner's proposed values of reviewed fields of an approved record. The
 * live fields keep the approved version until a reviewer approves it; `rejected` keeps what was refused and why.
 */
export const Revision = z
  .object({
    values: z.record(z.string(), z.unknown()).meta({ description: 'Only the reviewed fields that differ from the live record.' }),
    state: z.enum(['pending', 'rejected']),
    submittedAt: dateTime(),
    rejectionReason: text().meta({ description: 'Set when a reviewer rejected the revision.' }),
  })
  .meta({ id: 'Revision' });
export type RevisionJsonContract = z.infer<typeof Revision>;

/** Whether visitors see the tenant, and why not (the public "listed" rule: active with an active menu). */
export const PublicVisibility = z
  .object({
    listed: z.boolean(),
    reason: z
      .enum(['not_active', 'no_active_menu'])
      .nullable()
      .meta({ description: 'Why it is not public: not_active (status other than active) or no_active_menu; null when listed.' }),
  })
  .meta({ id: 'PublicVisibility' });

/** Tenant JSON for the dashboard. `owner` and `menuCount` come with single-tenant reads. */
export const Tenant = z
  .object({
    ...tenantPublicFields,
    ownerId: id().nullable(),
    status: z.enum(TENANT_STATUSES),
    rejectionReason: text().meta({ description: 'Set by a rejection; shown to the manager until the next resubmission.' }),
    previousRejectionReason: text().meta({ description: 'The reason of the last rejection of a resubmitted record, for its reviewer.' }),
    approvedAt: dateTime().nullable(),
    createdBy: id().nullable().meta({ description: 'The account that created the tenant; it may not approve or reject it.' }),
    revision: Revision.nullable().meta({ description: 'A change of reviewed fields waiting for review (or rejected); null when none.' }),
    activeMenuCount: z.int().min(0).meta({ description: 'Active menus: a tenant is public when active with at least one.' }),
    publicVisibility: PublicVisibility,
    owner: TenantOwner.nullable().optional().meta({ description: 'On single-tenant reads.' }),
    menuCount: z.int().min(0).optional(),
  })
  .meta({ id: 'Tenant' });
export type TenantJson = z.infer<typeof Tenant>;

/** Tenant JSON for visitors: always active, without the owner and review fields, with its active menu count. */
export const PublicTenant = z.object({ ...tenantPublicFields, status: z.literal('active'), menuCount: z.int().min(0) }).meta({ id: 'PublicTenant' });
export type PublicTenant = z.infer<typeof PublicTenant>;

const menuTenantFields = {
  id: id(),
  name: z.string(),
  slug: z.string(),
  city: z.string(),
  rating: z.number().min(0).max(5).nullable(),
  description: text(),
  address: z.string(),
  ...tenantContactFields,
  operatingHours: operatingHoursSchema.nullable().meta({ description: 'For the open/closed badge of menu cards.' }),
  ...temporaryClosureFields,
  type: z.enum(TENANT_TYPES),
  district: district(),
  halalStatus: z.enum(HALAL_STATUSES),
  latitude: latitude(),
  longitude: longitude(),
};

/** The tenant fields every Menu JSON carries. */
export const MenuTenant = z.object({ ...menuTenantFields, status: z.enum(TENANT_STATUSES) }).meta({ id: 'MenuTenant' });
export type MenuTenantJson = z.infer<typeof MenuTenant>;

export const PublicMenuTenant = z.object({ ...menuTenantFields, status: z.literal('active') }).meta({ id: 'PublicMenuTenant' });
export type PublicMenuTenant = z.infer<typeof PublicMenuTenant>;

const menuPublicFields = {
  id: id(),
  tenantId: id(),
  name: z.string(),
  description: text(),
  price: z.number().min(0).meta({ description: 'IDR, no decimals.', example: 25000 }),
  category: z.enum(MENU_CATEGORIES),
  spiceLevel: z.int().min(1).max(5),
  preparationTime: z.int().min(0).nullable(),
  ingredients: text(),
  allergens: text(),
  calories: z.int().min(0).nullable(),
  image: text(),
  imageUrl: text().meta({ description: 'Same as image.' }),
  isAvailable: z.boolean(),
  dietaryTags: z.array(z.enum(DIETARY_TAGS)).meta({ description: 'Unique, in the order of the list; vegan implies vegetarian.' }),
  createdAt: dateTime(),
  updatedAt: dateTime(),
};

/** Menu JSON for the dashboard (`imageUrl` repeats `image` for clients that read either name). */
export const Menu = z
  .object({
    ...menuPublicFields,
    status: z.enum(MENU_STATUSES),
    rejectionReason: text(),
    createdBy: id().nullable().meta({ description: 'The account that created the menu; it may not approve or reject it.' }),
    previousRejectionReason: text().meta({ description: 'The reason of the last rejection of a resubmitted menu, for its reviewer.' }),
    revision: Revision.nullable().meta({ description: 'A change of reviewed fields waiting for review (or rejected); null when none.' }),
    tenant: MenuTenant,
  })
  .meta({ id: 'Menu' });
export type MenuJson = z.infer<typeof Menu>;

/** Menu JSON for visitors: an active menu of an active tenant, without the review field. */
export const PublicMenu = z.object({ ...menuPublicFields, status: z.literal('active'), tenant: PublicMenuTenant }).meta({ id: 'PublicMenu' });
export type PublicMenu = z.infer<typeof PublicMenu>;

// --- Settings, files, activity log, reports --------------------------------------------------------------------

export const SocialLinks = z
  .object({
    instagram: z.string().optional(),
    facebook: z.string().optional(),
    tiktok: z.string().optional(),
    youtube: z.string().optional(),
    whatsapp: z.string().optional(),
  })
  .meta({ id: 'SocialLinks' });
export type SocialLinks = z.infer<typeof SocialLinks>;

const publicSettingsFields = {
  siteName: z.string().meta({ example: 'Kuliner Tasikmalaya' }),
  tagline: text(),
  city: z.string().meta({ example: 'Tasikmalaya' }),
  contactPhone: text(),
  contactEmail: text(),
  address: text(),
  socialLinks: SocialLinks,
};
export const PublicSiteSettings = z.object(publicSettingsFields).meta({ id: 'PublicSiteSettings' });
/** The site settings the public pages show (footer, about, contact). */
export type PublicSettings = z.infer<typeof PublicSiteSettings>;
export const SiteSettings = z.object({ ...publicSettingsFields, updatedBy: id().nullable(), updatedAt: dateTime().nullable() }).meta({ id: 'SiteSettings' });

export const UploadedFile = z
  .object({
    id: id(),
    url: z.string().meta({ example: '/api/v1/files/3f2a9c0d1b7e4f6a8c5d2e1f0a9b8c7d.webp' }),
    width: z.int().min(1).nullable(),
    height: z.int().min(1).nullable(),
    size: z.int().min(0).meta({ description: 'Bytes of the stored WebP.' }),
    mimeType: z.literal('image/webp'),
  })
  .meta({ id: 'UploadedFile' });

export const ActivityLog = z
  .object({
    id: id(),
    action: z.string().meta({ example: 'update' }),
    entity: z.string().meta({ example: 'user' }),
    entityId: text(),
    changes: z
      .object({ before: z.record(z.string(), z.unknown()).nullable().optional(), after: z.record(z.string(), z.unknown()).nullable().optional() })
      .nullable(),
    ip: text(),
    createdAt: dateTime(),
    user: z.object({ id: id(), name: z.string(), email: z.string().nullable().meta({ description: 'Null unless the caller holds users.read.' }) }).nullable(),
  })
  .meta({ id: 'ActivityLog' });

const countsOf = <const V extends string>(values: readonly V[]) => z.object(Object.fromEntries(values.map((v) => [v, z.int().min(0)])) as Record<V, z.ZodInt>);

export const ReportSummary = z
  .object({
    generatedAt: dateTime(),
    totals: z.object({ tenants: z.int().min(0), menus: z.int().min(0), users: z.int().min(0), roles: z.int().min(0) }),
    tenantsByStatus: countsOf(TENANT_STATUSES),
    tenantsByType: countsOf(TENANT_TYPES),
    menusByStatus: countsOf(MENU_STATUSES),
    menusByCategory: countsOf(MENU_CATEGORIES),
    usersByStatus: countsOf(USER_STATUSES),
    usersByRole: z.array(z.object({ roleId: id(), name: z.string(), code: z.string(), count: z.int().min(0) })),
    newUsers: z.object({ last7Days: z.int().min(0), last30Days: z.int().min(0) }),
    averageRating: z.number().min(0).max(5).nullable().meta({ description: 'Mean rating of rated tenants, one decimal; null when none is rated.' }),
    ratedTenants: z.int().min(0),
    listedTenants: z.int().min(0).meta({
      description:
        'Tenants visitors see: active with at least one active menu (the rule of /tenant and GET /tenants/public). The dashboards count active tenants this way.',
    }),
    pendingRevisions: z
      .object({ tenants: z.int().min(0), menus: z.int().min(0) })
      .meta({ description: 'Approved tenants and menus with a change of reviewed fields waiting for review.' }),
    registrationsPerDay: z
      .array(z.object({ date: z.iso.date().meta({ example: '2025-01-31' }), users: z.int().min(0), tenants: z.int().min(0) }))
      .meta({ description: 'The last 30 calendar days in Asia/Jakarta, oldest first: new users and new tenants per day.' }),
  })
  .meta({ id: 'ReportSummary' });
export type ReportSummaryJson = z.infer<typeof ReportSummary>;

// --- Auth ------------------------------------------------------------------------------------------------------

export const AuthSession = z.object({ user: SessionUser, accessToken: z.string(), refreshToken: z.string() }).meta({ id: 'AuthSession' });
export const TokenPair = z.object({ accessToken: z.string(), refreshToken: z.string() }).meta({ id: 'TokenPair' });
export const Registered = z.object({ message: z.string(), user: SessionUser });
export const Me = z.object({ user: SessionUser });
