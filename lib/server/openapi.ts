// The OpenAPI 3.1 document of /api/v1, generated from the same zod schemas the route handlers validate with.
import 'server-only';
import { OpenAPIRegistry, OpenApiGeneratorV31, extendZodWithOpenApi } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { MENU_CATEGORIES, MENU_STATUSES, TENANT_STATUSES, TENANT_TYPES, USER_STATUSES } from '../constants';
import { PERMISSIONS, REPORT_PERMISSIONS, REVIEW_PERMISSION, ROLE_WRITE_PERMISSIONS } from '../auth/permissions';
import { UPLOAD_LIMITS } from '../uploads-config';
import { listActivityLogsQuerySchema } from '../validations/activity-log';
import { loginSchema, registerSchema } from '../validations/auth';
import { createMenuSchema, listMenusQuerySchema, myMenusQuerySchema, publicMenusQuerySchema, updateMenuSchema } from '../validations/menu';
import { reportExportQuerySchema } from '../validations/report';
import { createRoleSchema, updateRoleSchema } from '../validations/role';
import { updateSettingsSchema } from '../validations/settings';
import {
  createMyTenantSchema,
  createTenantSchema,
  listTenantsQuerySchema,
  myTenantQuerySchema,
  operatingHoursSchema,
  publicTenantsQuerySchema,
  rejectSchema,
  updateTenantSchema,
} from '../validations/tenant';
import { createUserSchema, listUsersQuerySchema, updateUserSchema, userStatusSchema } from '../validations/user';

extendZodWithOpenApi(z);

export const API_BASE_PATH = '/api/v1';

// ---------------------------------------------------------------------------------------------------------------
// Response shapes (what the handlers return; requests reuse the shared validation schemas)
// ---------------------------------------------------------------------------------------------------------------

const dateTime = () => z.iso.datetime();
const nullableText = () => z.string().nullable();

const ErrorBody = z
  .object({
    message: z.string().openapi({ description: 'Human-readable message (Indonesian) shown by the dashboard.', example: 'Email sudah terdaftar' }),
    code: z.string().openapi({ description: 'Machine-readable code.', example: 'CONFLICT' }),
    errors: z.record(z.string(), z.string()).optional().openapi({ description: 'Field path to its first message (400).', example: { email: 'Email sudah terdaftar' } }),
    requestId: z.string().optional().openapi({ description: 'Present on 5xx; also sent as the X-Request-Id header.' }),
  })
  .openapi('Error');

const PaginationMeta = z
  .object({ total: z.int(), page: z.int(), limit: z.int(), totalPages: z.int() })
  .openapi('PaginationMeta');

const SuccessMessage = z.object({ success: z.literal(true), message: z.string(), id: z.int().optional() }).openapi('SuccessMessage');

const RoleRef = z.object({ id: z.int(), name: z.string(), code: z.string() }).openapi('RoleRef');

const User = z
  .object({
    id: z.int(),
    name: z.string(),
    email: z.string(),
    phone: nullableText(),
    status: z.enum(USER_STATUSES),
    roleId: z.int(),
    role: RoleRef,
    lastLoginAt: dateTime().nullable(),
    createdAt: dateTime(),
    updatedAt: dateTime(),
  })
  .openapi('User');

const SessionUser = z
  .object({
    id: z.int(),
    name: z.string(),
    email: z.string(),
    phone: nullableText(),
    status: z.enum(USER_STATUSES),
    roleId: z.int(),
    role: z.object({ id: z.int(), name: z.string(), code: z.string(), permissions: z.array(z.string()) }),
    lastLoginAt: dateTime().nullable(),
    createdAt: dateTime(),
  })
  .openapi('SessionUser');

const Role = z
  .object({
    id: z.int(),
    name: z.string(),
    code: z.string().openapi({ example: 'CONTENT_EDITOR' }),
    description: z.string(),
    permissions: z.array(z.enum(PERMISSIONS as [string, ...string[]])),
    sortOrder: z.int().min(0).max(999),
    isSystem: z.boolean().openapi({ description: 'System roles cannot be deleted.' }),
    userCount: z.int(),
    createdAt: dateTime(),
    updatedAt: dateTime(),
  })
  .openapi('Role');

const tenantContactFields = {
  phone: nullableText(),
  email: nullableText(),
  website: nullableText(),
  instagram: nullableText(),
  tiktok: nullableText(),
  facebook: nullableText(),
  whatsapp: nullableText(),
  logo: nullableText(),
};

const Tenant = z
  .object({
    id: z.int(),
    ownerId: z.int().nullable(),
    name: z.string(),
    slug: z.string(),
    description: nullableText(),
    type: z.enum(TENANT_TYPES),
    address: z.string(),
    district: nullableText(),
    city: z.string(),
    province: z.string(),
    postalCode: z.string(),
    country: z.string(),
    ...tenantContactFields,
    banner: nullableText(),
    image: nullableText(),
    rating: z.number().nullable(),
    totalOrders: z.int(),
    operatingHours: operatingHoursSchema.nullable(),
    isHalal: z.boolean().nullable(),
    status: z.enum(TENANT_STATUSES),
    rejectionReason: nullableText().openapi({ description: 'Set by a rejection; shown to the manager until the next resubmission.' }),
    createdAt: dateTime(),
    updatedAt: dateTime(),
    owner: z.object({ id: z.int(), name: z.string(), email: z.string() }).nullable().optional().openapi({ description: 'On admin reads.' }),
    menuCount: z.int().optional(),
  })
  .openapi('Tenant');

const MenuTenant = z
  .object({
    id: z.int(),
    name: z.string(),
    slug: z.string(),
    city: z.string(),
    rating: z.number().nullable(),
    description: nullableText(),
    address: z.string(),
    ...tenantContactFields,
    status: z.enum(TENANT_STATUSES),
  })
  .openapi('MenuTenant');

const Menu = z
  .object({
    id: z.int(),
    tenantId: z.int(),
    name: z.string(),
    description: nullableText(),
    price: z.number().openapi({ description: 'IDR, no decimals.', example: 25000 }),
    category: z.enum(MENU_CATEGORIES),
    spiceLevel: z.int().min(1).max(5),
    preparationTime: z.int().nullable(),
    ingredients: nullableText(),
    allergens: nullableText(),
    calories: z.int().nullable(),
    image: nullableText(),
    imageUrl: nullableText().openapi({ description: 'Same as image.' }),
    isAvailable: z.boolean(),
    status: z.enum(MENU_STATUSES),
    rejectionReason: nullableText(),
    createdAt: dateTime(),
    updatedAt: dateTime(),
    tenant: MenuTenant,
  })
  .openapi('Menu');

const SocialLinks = z
  .object({
    instagram: z.string().optional(),
    facebook: z.string().optional(),
    tiktok: z.string().optional(),
    youtube: z.string().optional(),
    whatsapp: z.string().optional(),
  })
  .openapi('SocialLinks');

const publicSettingsFields = {
  siteName: z.string().openapi({ example: 'Kuliner Tasikmalaya' }),
  tagline: nullableText(),
  city: z.string().openapi({ example: 'Tasikmalaya' }),
  contactPhone: nullableText(),
  contactEmail: nullableText(),
  address: nullableText(),
  socialLinks: SocialLinks,
};
const PublicSiteSettings = z.object(publicSettingsFields).openapi('PublicSiteSettings');
const SiteSettings = z
  .object({ ...publicSettingsFields, updatedBy: z.int().nullable(), updatedAt: dateTime().nullable() })
  .openapi('SiteSettings');

const UploadedFile = z
  .object({
    id: z.int(),
    url: z.string().openapi({ example: '/api/v1/files/3f2a9c0d1b7e4f6a8c5d2e1f0a9b8c7d.webp' }),
    width: z.int().nullable(),
    height: z.int().nullable(),
    size: z.int().openapi({ description: 'Bytes of the stored WebP.' }),
    mimeType: z.literal('image/webp'),
  })
  .openapi('UploadedFile');

const ActivityLog = z
  .object({
    id: z.int(),
    action: z.string().openapi({ example: 'update' }),
    entity: z.string().openapi({ example: 'user' }),
    entityId: nullableText(),
    changes: z
      .object({ before: z.record(z.string(), z.unknown()).nullable().optional(), after: z.record(z.string(), z.unknown()).nullable().optional() })
      .nullable(),
    ip: nullableText(),
    createdAt: dateTime(),
    user: z.object({ id: z.int(), name: z.string(), email: z.string() }).nullable(),
  })
  .openapi('ActivityLog');

const countsOf = (values: readonly string[]) => z.object(Object.fromEntries(values.map((v) => [v, z.int()])));

const ReportSummary = z
  .object({
    generatedAt: dateTime(),
    totals: z.object({ tenants: z.int(), menus: z.int(), users: z.int(), roles: z.int() }),
    tenantsByStatus: countsOf(TENANT_STATUSES),
    tenantsByType: countsOf(TENANT_TYPES),
    menusByStatus: countsOf(MENU_STATUSES),
    menusByCategory: countsOf(MENU_CATEGORIES),
    usersByStatus: countsOf(USER_STATUSES),
    usersByRole: z.array(z.object({ roleId: z.int(), name: z.string(), code: z.string(), count: z.int() })),
    newUsers: z.object({ last7Days: z.int(), last30Days: z.int() }),
    averageRating: z.number().nullable().openapi({ description: 'Mean rating of rated tenants, one decimal; null when none is rated.' }),
    ratedTenants: z.int(),
    registrationsPerDay: z
      .array(z.object({ date: z.string().openapi({ example: '2025-01-31' }), users: z.int(), tenants: z.int() }))
      .openapi({ description: 'The last 30 calendar days in Asia/Jakarta, oldest first: new users and new tenants per day.' }),
  })
  .openapi('ReportSummary');

const AuthSession = z.object({ user: SessionUser, accessToken: z.string(), refreshToken: z.string() }).openapi('AuthSession');
const TokenPair = z.object({ accessToken: z.string(), refreshToken: z.string() }).openapi('TokenPair');

const listOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: PaginationMeta });

// ---------------------------------------------------------------------------------------------------------------
// Operations
// ---------------------------------------------------------------------------------------------------------------

/** Who may call an operation. */
export type Access =
  | { kind: 'public' }
  | { kind: 'authenticated' }
  | { kind: 'all'; permissions: readonly string[] }
  | { kind: 'any'; permissions: readonly string[] };

const PUBLIC: Access = { kind: 'public' };
const AUTHENTICATED: Access = { kind: 'authenticated' };
const perm = (...permissions: string[]): Access => ({ kind: 'all', permissions });
const anyPerm = (...permissions: string[]): Access => ({ kind: 'any', permissions });

type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';

interface Content {
  schema: z.ZodType | Record<string, unknown>;
  contentType?: string;
}

interface Operation {
  method: Method;
  path: string;
  tag: string;
  summary: string;
  description?: string;
  access: Access;
  /** Owner-scoped roles (isOwnerScoped: no tenants.read, e.g. MANAGER) reach only their own tenant's rows. */
  ownerScoped?: boolean;
  params?: z.ZodObject;
  query?: z.ZodType;
  body?: Content;
  success: { status: number; description: string; content?: Content | Content[]; headers?: Record<string, { description: string; schema: Record<string, unknown> }> };
  /** Error statuses besides those implied by access, params and body. */
  errors?: number[];
}

const idPath = z.object({ id: z.int().positive().openapi({ param: { description: 'Numeric id.' }, example: 1 }) });
const idOrSlugPath = z.object({ id: z.string().openapi({ param: { description: 'Numeric id or slug.' }, example: 'nasi-tutug-oncom-mang-ujang' }) });
const json = (schema: z.ZodType | Record<string, unknown>): Content => ({ schema });

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Validation failed (field messages in `errors`), malformed JSON or unknown fields.',
  401: 'Missing, invalid or expired access token, or the account is inactive.',
  403: 'The caller lacks the permission.',
  404: 'Not found (or outside the caller’s scope).',
  409: 'Conflict with the current state.',
  413: 'Payload too large.',
  415: 'Unsupported media type.',
  429: 'Too many attempts; see Retry-After.',
  500: 'Unexpected error; logged with the request id.',
  503: 'The database is unavailable; retry later.',
};

export const OPERATIONS: Operation[] = [
  // --- System -----------------------------------------------------------------------------------------------------
  {
    method: 'get',
    path: '/health',
    tag: 'System',
    summary: 'Health check',
    description: 'The app answers and its database responds.',
    access: PUBLIC,
    success: { status: 200, description: 'Healthy.', content: json(z.object({ status: z.literal('ok') })) },
    errors: [503],
  },
  {
    method: 'get',
    path: '/openapi.json',
    tag: 'System',
    summary: 'This OpenAPI document',
    access: PUBLIC,
    success: { status: 200, description: 'OpenAPI 3.1 document.', content: json({ type: 'object' }) },
  },

  // --- Auth -------------------------------------------------------------------------------------------------------
  {
    method: 'post',
    path: '/auth/register',
    tag: 'Auth',
    summary: 'Register a tenant owner (MANAGER)',
    access: PUBLIC,
    body: json(registerSchema),
    success: { status: 201, description: 'Registered.', content: json(z.object({ message: z.string(), user: SessionUser })) },
    errors: [409],
  },
  {
    method: 'post',
    path: '/auth/login',
    tag: 'Auth',
    summary: 'Log in',
    description: 'Returns a short-lived access token (Bearer) and a rotating refresh token. Failed attempts are rate limited.',
    access: PUBLIC,
    body: json(loginSchema),
    success: { status: 200, description: 'Logged in.', content: json(AuthSession) },
    errors: [401, 429],
  },
  {
    method: 'post',
    path: '/auth/refresh',
    tag: 'Auth',
    summary: 'Rotate the refresh token',
    description: 'Send the refresh token as `Authorization: Bearer <refreshToken>` (or `{ refreshToken }` in the body). Each refresh token works once; reuse revokes the whole session.',
    access: PUBLIC,
    body: json(z.object({ refreshToken: z.string().optional() })),
    success: { status: 200, description: 'New token pair.', content: json(TokenPair) },
    errors: [401],
  },
  {
    method: 'post',
    path: '/auth/logout',
    tag: 'Auth',
    summary: 'Log out',
    description: 'Revokes the session of the refresh token (bearer or `{ refreshToken }`) or of the access token. Always succeeds.',
    access: PUBLIC,
    body: json(z.object({ refreshToken: z.string().optional() })),
    success: { status: 200, description: 'Logged out.', content: json(SuccessMessage) },
  },
  {
    method: 'get',
    path: '/auth/me',
    tag: 'Auth',
    summary: 'The caller, with role and permissions',
    access: AUTHENTICATED,
    success: { status: 200, description: 'Current user.', content: json(z.object({ user: SessionUser })) },
  },

  // --- Tenants ----------------------------------------------------------------------------------------------------
  {
    method: 'get',
    path: '/tenants',
    tag: 'Tenants',
    summary: 'List tenants (admin)',
    access: perm('tenants.read'),
    ownerScoped: true,
    query: listTenantsQuerySchema,
    success: { status: 200, description: 'A page of tenants.', content: json(listOf(Tenant)) },
  },
  {
    method: 'post',
    path: '/tenants',
    tag: 'Tenants',
    summary: 'Create a tenant (admin; may set status and owner)',
    access: perm('tenants.create'),
    body: json(createTenantSchema),
    success: { status: 201, description: 'Created.', content: json(Tenant) },
    errors: [409],
  },
  {
    method: 'get',
    path: '/tenants/public',
    tag: 'Tenants',
    summary: 'Active tenants (public)',
    description: 'Only active tenants. Cached publicly for a few seconds.',
    access: PUBLIC,
    query: publicTenantsQuerySchema,
    success: { status: 200, description: 'A page of active tenants.', content: json(listOf(Tenant)) },
  },
  {
    method: 'get',
    path: '/tenants/public/{id}',
    tag: 'Tenants',
    summary: 'One active tenant (public)',
    description: 'By id or slug; any tenant that is not active answers 404.',
    access: PUBLIC,
    params: idOrSlugPath,
    success: { status: 200, description: 'The tenant.', content: json(Tenant) },
  },
  {
    method: 'get',
    path: '/tenants/my-tenant',
    tag: 'Tenants',
    summary: 'The caller’s own tenant',
    description: '404 means the caller has no tenant yet; with `optional=true` that answer is 200 `null` instead (the dashboard asks this way, so the browser logs no failed request).',
    access: AUTHENTICATED,
    query: myTenantQuerySchema,
    success: { status: 200, description: 'The tenant (or null with optional=true and no tenant).', content: json(Tenant) },
    errors: [404],
  },
  {
    method: 'post',
    path: '/tenants/my-tenant',
    tag: 'Tenants',
    summary: 'Create the caller’s tenant (manager)',
    description: 'Starts as `pending_approval`; email and phone come from the caller’s profile. A second tenant answers 409 with a message containing "already has a tenant".',
    access: AUTHENTICATED,
    body: json(createMyTenantSchema),
    success: { status: 201, description: 'Created.', content: json(Tenant) },
    errors: [409],
  },
  {
    method: 'get',
    path: '/tenants/{id}',
    tag: 'Tenants',
    summary: 'One tenant',
    description: 'With `tenants.read`, any tenant; without it, only the caller’s own tenant.',
    access: perm('tenants.read'),
    ownerScoped: true,
    params: idPath,
    success: { status: 200, description: 'The tenant.', content: json(Tenant) },
  },
  {
    method: 'patch',
    path: '/tenants/{id}',
    tag: 'Tenants',
    summary: 'Update a tenant',
    description:
      'Any subset of fields. `status` changes follow the transitions (pending_approval→active|rejected via approve/reject; active↔suspended, active↔inactive); others answer 409. With `tenants.update`, any tenant; without it, only the caller’s own tenant (editing a rejected tenant resubmits it).',
    access: perm('tenants.update'),
    ownerScoped: true,
    params: idPath,
    body: json(updateTenantSchema),
    success: { status: 200, description: 'Updated.', content: json(Tenant) },
    errors: [409],
  },
  {
    method: 'delete',
    path: '/tenants/{id}',
    tag: 'Tenants',
    summary: 'Delete a tenant and its menus',
    access: perm('tenants.delete'),
    ownerScoped: true,
    params: idPath,
    success: { status: 200, description: 'Deleted.', content: json(SuccessMessage) },
  },
  {
    method: 'patch',
    path: '/tenants/{id}/approve',
    tag: 'Tenants',
    summary: 'Approve a pending tenant',
    access: perm(REVIEW_PERMISSION),
    params: idPath,
    success: { status: 200, description: 'Now active.', content: json(Tenant) },
    errors: [409],
  },
  {
    method: 'patch',
    path: '/tenants/{id}/reject',
    tag: 'Tenants',
    summary: 'Reject a pending tenant',
    description: 'The reason is stored and returned as `rejectionReason`.',
    access: perm(REVIEW_PERMISSION),
    params: idPath,
    body: json(rejectSchema),
    success: { status: 200, description: 'Now rejected.', content: json(Tenant) },
    errors: [409],
  },

  // --- Menus ------------------------------------------------------------------------------------------------------
  {
    method: 'get',
    path: '/menus/public',
    tag: 'Menus',
    summary: 'Active menus of active tenants (public)',
    description: '`search` matches name, description and ingredients; price filters and spice level are integers; `limit` defaults to and is capped at 50.',
    access: PUBLIC,
    query: publicMenusQuerySchema,
    success: { status: 200, description: 'A page of menus, each with its tenant’s public fields.', content: json(listOf(Menu)) },
  },
  {
    method: 'get',
    path: '/menus/public/{id}',
    tag: 'Menus',
    summary: 'One public menu',
    access: PUBLIC,
    params: idPath,
    success: { status: 200, description: 'The menu.', content: json(Menu) },
  },
  {
    method: 'get',
    path: '/menus/public/tenant/{tenantId}',
    tag: 'Menus',
    summary: 'Public menus of one active tenant',
    access: PUBLIC,
    params: z.object({ tenantId: z.string().openapi({ param: { description: 'Tenant id or slug.' }, example: '1' }) }),
    query: publicMenusQuerySchema.pick({ search: true, category: true, limit: true, page: true }),
    success: { status: 200, description: 'A page of menus.', content: json(listOf(Menu)) },
  },
  {
    method: 'get',
    path: '/menus',
    tag: 'Menus',
    summary: 'List menus (admin)',
    access: perm('menus.read'),
    ownerScoped: true,
    query: listMenusQuerySchema,
    success: { status: 200, description: 'A page of menus.', content: json(listOf(Menu)) },
  },
  {
    method: 'post',
    path: '/menus',
    tag: 'Menus',
    summary: 'Create a menu',
    description: 'A manager creates into their own tenant only; an admin names `tenantId`. Always starts `pending_approval`; the body cannot set status.',
    access: perm('menus.create'),
    ownerScoped: true,
    body: json(createMenuSchema),
    success: { status: 201, description: 'Created.', content: json(Menu) },
    errors: [404, 409],
  },
  {
    method: 'get',
    path: '/menus/my-menus',
    tag: 'Menus',
    summary: 'The caller’s tenant’s menus',
    access: perm('menus.read'),
    query: myMenusQuerySchema,
    success: { status: 200, description: 'All menus of the caller’s tenant.', content: json(z.object({ data: z.array(Menu) })) },
  },
  {
    method: 'get',
    path: '/menus/{id}',
    tag: 'Menus',
    summary: 'One menu',
    access: perm('menus.read'),
    ownerScoped: true,
    params: idPath,
    success: { status: 200, description: 'The menu.', content: json(Menu) },
  },
  {
    method: 'patch',
    path: '/menus/{id}',
    tag: 'Menus',
    summary: 'Update a menu',
    description: '`status`: active↔inactive; editing a rejected menu resubmits it to `pending_approval`. `isAvailable` is always editable by the owner.',
    access: perm('menus.update'),
    ownerScoped: true,
    params: idPath,
    body: json(updateMenuSchema),
    success: { status: 200, description: 'Updated.', content: json(Menu) },
    errors: [409],
  },
  {
    method: 'delete',
    path: '/menus/{id}',
    tag: 'Menus',
    summary: 'Delete a menu',
    access: perm('menus.delete'),
    ownerScoped: true,
    params: idPath,
    success: { status: 200, description: 'Deleted.', content: json(SuccessMessage) },
  },
  {
    method: 'patch',
    path: '/menus/{id}/approve',
    tag: 'Menus',
    summary: 'Approve a pending menu',
    access: perm(REVIEW_PERMISSION),
    params: idPath,
    success: { status: 200, description: 'Now active.', content: json(Menu) },
    errors: [409],
  },
  {
    method: 'patch',
    path: '/menus/{id}/reject',
    tag: 'Menus',
    summary: 'Reject a pending menu',
    access: perm(REVIEW_PERMISSION),
    params: idPath,
    body: json(rejectSchema),
    success: { status: 200, description: 'Now rejected.', content: json(Menu) },
    errors: [409],
  },

  // --- Users ------------------------------------------------------------------------------------------------------
  {
    method: 'get',
    path: '/users',
    tag: 'Users',
    summary: 'List users',
    description: 'Filters: `roleId` or `role` (code), `status`, `search` (name or email, case-insensitive).',
    access: perm('users.read'),
    query: listUsersQuerySchema,
    success: { status: 200, description: 'A page of users.', content: json(listOf(User)) },
  },
  {
    method: 'post',
    path: '/users',
    tag: 'Users',
    summary: 'Create a user',
    description: 'Only a `system.admin` holder may assign a role carrying `system.*` permissions; nobody assigns a role with permissions they do not hold (403). A taken email answers 409 "Email sudah terdaftar".',
    access: perm('users.create'),
    body: json(createUserSchema),
    success: { status: 201, description: 'Created.', content: json(User) },
    errors: [409],
  },
  {
    method: 'get',
    path: '/users/{id}',
    tag: 'Users',
    summary: 'One user',
    access: perm('users.read'),
    params: idPath,
    success: { status: 200, description: 'The user.', content: json(User) },
  },
  {
    method: 'patch',
    path: '/users/{id}',
    tag: 'Users',
    summary: 'Update a user',
    description: 'Any subset; a blank password leaves it unchanged. Changing a Super Admin needs `system.admin`; the last active Super Admin keeps the role (409).',
    access: perm('users.update'),
    params: idPath,
    body: json(updateUserSchema),
    success: { status: 200, description: 'Updated.', content: json(User) },
    errors: [409],
  },
  {
    method: 'delete',
    path: '/users/{id}',
    tag: 'Users',
    summary: 'Delete a user',
    description: 'Not yourself (409), not the last active Super Admin (409); a Super Admin only by a `system.admin` holder (403).',
    access: perm('users.delete'),
    params: idPath,
    success: { status: 200, description: 'Deleted.', content: json(SuccessMessage) },
    errors: [409],
  },
  {
    method: 'patch',
    path: '/users/{id}/status',
    tag: 'Users',
    summary: 'Activate or deactivate a user',
    description: 'Deactivation revokes the user’s refresh tokens at once (their access tokens stop working too). Not yourself; not the last active Super Admin (409).',
    access: perm('users.update'),
    params: idPath,
    body: json(userStatusSchema),
    success: { status: 200, description: 'The user with the new status.', content: json(User) },
    errors: [409],
  },

  // --- Roles ------------------------------------------------------------------------------------------------------
  {
    method: 'get',
    path: '/roles',
    tag: 'Roles',
    summary: 'List roles',
    description: 'Every role with its user count, ordered by sortOrder then name. Shape `{ data, total }`.',
    access: perm('roles.read'),
    success: { status: 200, description: 'All roles.', content: json(z.object({ data: z.array(Role), total: z.int() })) },
  },
  {
    method: 'post',
    path: '/roles',
    tag: 'Roles',
    summary: 'Create a role',
    description: 'Permissions outside the catalogue: 400. Only `system.admin` holders set `isSystem` or grant `system.*`; nobody grants a permission they do not hold (403). Taken code: 409.',
    access: perm(...ROLE_WRITE_PERMISSIONS.create),
    body: json(createRoleSchema),
    success: { status: 201, description: 'Created.', content: json(Role) },
    errors: [409],
  },
  {
    method: 'get',
    path: '/roles/{id}',
    tag: 'Roles',
    summary: 'One role',
    access: perm('roles.read'),
    params: idPath,
    success: { status: 200, description: 'The role.', content: json(Role) },
  },
  {
    method: 'patch',
    path: '/roles/{id}',
    tag: 'Roles',
    summary: 'Update a role',
    description: 'The code of a system role cannot change (409); the Super Admin role keeps the whole catalogue (409). Same granting rules as create.',
    access: perm(...ROLE_WRITE_PERMISSIONS.update),
    params: idPath,
    body: json(updateRoleSchema),
    success: { status: 200, description: 'Updated.', content: json(Role) },
    errors: [409],
  },
  {
    method: 'delete',
    path: '/roles/{id}',
    tag: 'Roles',
    summary: 'Delete a role',
    description: 'A system role answers 409 with a message containing "cannot be deleted"; a role with users answers 409.',
    access: perm(...ROLE_WRITE_PERMISSIONS.delete),
    params: idPath,
    success: { status: 200, description: 'Deleted.', content: json(SuccessMessage) },
    errors: [409],
  },

  // --- Settings ---------------------------------------------------------------------------------------------------
  {
    method: 'get',
    path: '/settings',
    tag: 'Settings',
    summary: 'Site settings',
    access: perm('system.settings'),
    success: { status: 200, description: 'Every setting, defaults filled in.', content: json(SiteSettings) },
  },
  {
    method: 'patch',
    path: '/settings',
    tag: 'Settings',
    summary: 'Update site settings',
    description: 'Any subset; an absent field is unchanged, null or blank clears it (city falls back to Tasikmalaya); social links merge key by key.',
    access: perm('system.settings'),
    body: json(updateSettingsSchema),
    success: { status: 200, description: 'Saved settings.', content: json(SiteSettings) },
  },
  {
    method: 'get',
    path: '/settings/public',
    tag: 'Settings',
    summary: 'Public site settings',
    description: 'The non-secret part shown by the public footer and about page.',
    access: PUBLIC,
    success: { status: 200, description: 'Public settings.', content: json(PublicSiteSettings) },
  },

  // --- Files ------------------------------------------------------------------------------------------------------
  {
    method: 'post',
    path: '/files',
    tag: 'Files',
    summary: 'Upload an image',
    description: `Multipart field \`file\`. JPEG, PNG or WebP recognised by content (not name or declared type), at most ${UPLOAD_LIMITS.maxBytes / 1024 / 1024} MB. Re-encoded to WebP (EXIF rotation applied, fit within ${UPLOAD_LIMITS.maxDimension}×${UPLOAD_LIMITS.maxDimension}, never enlarged). Use \`url\` for tenant logo, banner, image and menu image.`,
    access: anyPerm('files.create', 'menus.create', 'tenants.create'),
    body: {
      contentType: 'multipart/form-data',
      schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary', contentMediaType: 'image/*' } } },
    },
    success: { status: 201, description: 'Stored.', content: json(UploadedFile) },
    errors: [413, 415],
  },
  {
    method: 'get',
    path: '/files/{key}',
    tag: 'Files',
    summary: 'An uploaded image',
    description: 'Public; served with `Cache-Control: public, max-age=31536000, immutable` (names are random and never reused).',
    access: PUBLIC,
    params: z.object({ key: z.string().regex(/^[a-f0-9]{32}\.webp$/).openapi({ param: { description: 'Stored name, `<32 hex>.webp`.' } }) }),
    success: { status: 200, description: 'The image.', content: { contentType: 'image/webp', schema: { type: 'string', format: 'binary' } } },
    errors: [404],
  },

  // --- Reports ----------------------------------------------------------------------------------------------------
  {
    method: 'get',
    path: '/reports/summary',
    tag: 'Reports',
    summary: 'Summary figures',
    access: perm(...REPORT_PERMISSIONS),
    success: { status: 200, description: 'Counts, new users, average rating and a 30-day chart.', content: json(ReportSummary) },
  },
  {
    method: 'get',
    path: '/reports/export',
    tag: 'Reports',
    summary: 'Spreadsheet export',
    description: 'A download (`Content-Disposition: attachment; filename="laporan-<entity>-<YYYY-MM-DD>.<format>"`). CSV is UTF-8 with BOM, RFC 4180 quoting, and text cells starting with = + - @ prefixed with an apostrophe.',
    access: perm(...REPORT_PERMISSIONS),
    query: reportExportQuerySchema,
    success: {
      status: 200,
      description: 'The spreadsheet.',
      content: [
        { contentType: 'text/csv', schema: { type: 'string' } },
        { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', schema: { type: 'string', format: 'binary' } },
      ],
      headers: { 'Content-Disposition': { description: 'attachment; filename="laporan-tenants-2025-01-31.xlsx"', schema: { type: 'string' } } },
    },
  },

  // --- Activity log -----------------------------------------------------------------------------------------------
  {
    method: 'get',
    path: '/activity-logs',
    tag: 'Activity log',
    summary: 'Activity log',
    description: 'Who did what to which record, with a before/after summary. Newest first. `from`/`to` take ISO timestamps or dates (whole days in Asia/Jakarta).',
    access: perm('activity_logs.read'),
    query: listActivityLogsQuerySchema,
    success: { status: 200, description: 'A page of log entries.', content: json(listOf(ActivityLog)) },
  },
];

export const TAGS: { name: string; description: string }[] = [
  { name: 'Auth', description: 'Login, registration, token refresh and logout.' },
  { name: 'Tenants', description: 'Food tenants: public reads, the manager’s own tenant, admin management and approval.' },
  { name: 'Menus', description: 'Menus: public catalogue, the manager’s menus, admin management and approval.' },
  { name: 'Users', description: 'Dashboard user management.' },
  { name: 'Roles', description: 'Roles and permission sets.' },
  { name: 'Settings', description: 'Site-wide settings.' },
  { name: 'Files', description: 'Image uploads.' },
  { name: 'Reports', description: 'Admin reports and spreadsheet exports.' },
  { name: 'Activity log', description: 'Audit trail of every write.' },
  { name: 'System', description: 'Health and this document.' },
];

export function describeAccess(access: Access): string {
  switch (access.kind) {
    case 'public':
      return 'Public: no token needed.';
    case 'authenticated':
      return 'Any logged-in user (Bearer access token).';
    case 'all':
      return `Permission: ${access.permissions.map((p) => `\`${p}\``).join(' + ')}.`;
    case 'any':
      return `Permission: any of ${access.permissions.map((p) => `\`${p}\``).join(', ')}.`;
  }
}

function contentObject(content: Content | Content[]) {
  const list = Array.isArray(content) ? content : [content];
  return Object.fromEntries(list.map((c) => [c.contentType ?? 'application/json', { schema: c.schema as z.ZodType }]));
}

function errorResponses(op: Operation) {
  const statuses = new Set<number>(op.errors ?? []);
  if (op.body || op.query || op.params) statuses.add(400);
  if (op.access.kind !== 'public') statuses.add(401);
  if (op.access.kind === 'all' || op.access.kind === 'any') statuses.add(403);
  if (op.params) statuses.add(404);
  statuses.add(500);
  const out: Record<number, { description: string; content: Record<string, { schema: z.ZodType }> }> = {};
  for (const status of [...statuses].sort((a, b) => a - b)) {
    out[status] = { description: ERROR_DESCRIPTIONS[status] ?? 'Error.', content: { 'application/json': { schema: ErrorBody } } };
  }
  return out;
}

function buildRegistry(): OpenAPIRegistry {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'Access token from POST /auth/login or /auth/refresh.',
  });
  for (const op of OPERATIONS) {
    const permissions = op.access.kind === 'all' || op.access.kind === 'any' ? [...op.access.permissions] : [];
    const description = [op.description, describeAccess(op.access), op.ownerScoped ? 'Owner-scoped roles (those without tenants.read, e.g. MANAGER) reach only their own tenant’s records; others answer 404.' : null]
      .filter(Boolean)
      .join('\n\n');
    registry.registerPath({
      method: op.method,
      path: op.path,
      tags: [op.tag],
      summary: op.summary,
      description,
      operationId: `${op.method}${op.path.replace(/\{(\w+)\}/g, 'By-$1').replace(/[^a-zA-Z0-9]+(\w)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
      security: op.access.kind === 'public' ? [] : [{ bearerAuth: [] }],
      'x-access': op.access.kind,
      'x-permissions': permissions,
      request: {
        ...(op.params ? { params: op.params } : {}),
        ...(op.query ? { query: op.query as z.ZodObject } : {}),
        ...(op.body ? { body: { required: true, content: contentObject(op.body) } } : {}),
      },
      responses: {
        [op.success.status]: {
          description: op.success.description,
          ...(op.success.content ? { content: contentObject(op.success.content) } : {}),
          ...(op.success.headers ? { headers: op.success.headers } : {}),
        },
        ...errorResponses(op),
      },
    });
  }
  return registry;
}

export type OpenApiDocument = ReturnType<OpenApiGeneratorV31['generateDocument']>;

let cached: OpenApiDocument | null = null;

/** The document, built once per process. */
export function getOpenApiDocument(): OpenApiDocument {
  cached ??= new OpenApiGeneratorV31(buildRegistry().definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Kuliner Tasikmalaya API',
      version: '1.0.0',
      description:
        'REST API of the Kuliner Tasikmalaya culinary marketplace. Send `Authorization: Bearer <accessToken>`; on 401 call POST /auth/refresh with the refresh token as bearer. Errors share one body `{ message, code, errors? }`. Lists answer `{ data, meta: { total, page, limit, totalPages } }`; dates are ISO strings; field names camelCase.',
    },
    servers: [{ url: API_BASE_PATH }],
    tags: TAGS,
    security: [{ bearerAuth: [] }],
  });
  return cached;
}
