// Tables, enums and relations of the whole product (spec section 3). The database enforces the rules that must never break.
import { relations, sql, type SQL } from 'drizzle-orm';
import {
  customType,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
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
  type Kecamatan,
} from '../lib/constants';
import type { OperatingHours } from '../lib/validations/tenant';
import type { SocialLinks } from '../lib/api/contract';
import type { RevisionValues } from '../lib/revisions';
import { folded, menuSearchText, tenantSearchText } from './search-sql';

/** A set of integer ranges (PostgreSQL 14+), read back as its text form; only triggers write it. */
const int4multirange = customType<{ data: string }>({ dataType: () => 'int4multirange' });

export const tenantTypeEnum = pgEnum('tenant_type', TENANT_TYPES);
export const tenantStatusEnum = pgEnum('tenant_status', TENANT_STATUSES);
export const menuCategoryEnum = pgEnum('menu_category', MENU_CATEGORIES);
export const menuStatusEnum = pgEnum('menu_status', MENU_STATUSES);
export const userStatusEnum = pgEnum('user_status', USER_STATUSES);
export const halalStatusEnum = pgEnum('halal_status', HALAL_STATUSES);

// The accepted payments as a SQL array literal (the constant is fixed code, never input).
const sqlTextArray = (values: readonly string[]) => `array[${values.map((m) => `'${m}'`).join(', ')}]::text[]`;
const PAYMENT_METHODS_SQL = sqlTextArray(PAYMENT_METHODS);
const DIETARY_TAGS_SQL = sqlTextArray(DIETARY_TAGS);
const KECAMATAN_SQL = sqlTextArray(KECAMATAN);

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    code: varchar('code', { length: 50 }).notNull(),
    description: text('description').notNull().default(''),
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sortOrder: integer('sort_order').notNull().default(0),
    isSystem: boolean('is_system').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('roles_code_unique').on(t.code),
    check('roles_sort_order_range', sql`${t.sortOrder} between 0 and 999`),
    check('roles_code_format', sql`${t.code} ~ '^[A-Z_]+$'`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    phone: varchar('phone', { length: 20 }),
    status: userStatusEnum('status').notNull().default('active'),
    // A role in use cannot be deleted.
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'restrict' }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    index('users_role_id_idx').on(t.roleId),
    index('users_created_at_idx').on(t.createdAt),
    index('users_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

export const tenants = pgTable(
  'tenants',
  {
    id: serial('id').primaryKey(),
    // At most one tenant per owner; deleting the owner keeps the tenant without an owner.
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 150 }).notNull(),
    slug: varchar('slug', { length: 150 }).notNull(),
    description: text('description'),
    type: tenantTypeEnum('type').notNull().default('restaurant'),
    address: varchar('address', { length: 300 }).notNull(),
    // A kecamatan of Kota Tasikmalaya, by key (KECAMATAN; text rather than an enum so the search index can fold it).
    district: varchar('district', { length: 100 }).$type<Kecamatan>(),
    city: varchar('city', { length: 100 }).notNull().default('Tasikmalaya'),
    province: varchar('province', { length: 100 }).notNull(),
    postalCode: varchar('postal_code', { length: 10 }).notNull(),
    country: varchar('country', { length: 100 }).notNull().default('Indonesia'),
    phone: varchar('phone', { length: 30 }),
    email: varchar('email', { length: 254 }),
    website: varchar('website', { length: 500 }),
    instagram: varchar('instagram', { length: 200 }),
    tiktok: varchar('tiktok', { length: 200 }),
    facebook: varchar('facebook', { length: 500 }),
    whatsapp: varchar('whatsapp', { length: 30 }),
    logo: varchar('logo', { length: 500 }),
    banner: varchar('banner', { length: 500 }),
    image: varchar('image', { length: 500 }),
    rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }),
    totalOrders: integer('total_orders').notNull().default(0),
    operatingHours: jsonb('operating_hours').$type<OperatingHours>(),
    halalStatus: halalStatusEnum('halal_status').notNull().default('unknown'),
    // BPJPH certificate number, upper-case without spaces; present exactly when certified.
    halalCertificateNumber: varchar('halal_certificate_number', { length: 32 }),
    paymentMethods: text('payment_methods')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // "Tutup sementara": hidden from "open now" and shown as closed until reopensOn (a Jakarta date) begins.
    temporarilyClosed: boolean('temporarily_closed').notNull().default(false),
    reopensOn: date('reopens_on', { mode: 'string' }),
    // Optional WGS 84 coordinates, both or neither: the "Terdekat" order, the directions link and schema.org geo.
    latitude: numeric('latitude', { precision: 9, scale: 6, mode: 'number' }),
    longitude: numeric('longitude', { precision: 9, scale: 6, mode: 'number' }),
    goFoodUrl: varchar('gofood_url', { length: 500 }),
    grabFoodUrl: varchar('grabfood_url', { length: 500 }),
    shopeeFoodUrl: varchar('shopeefood_url', { length: 500 }),
    // Food trucks: "Mangkal hari ini", valid on the Jakarta date it was set (todaySpotOn) only.
    todaySpot: varchar('today_spot', { length: 150 }),
    todaySpotOn: date('today_spot_on', { mode: 'string' }),
    // Catering and bakery: minimum order (portions), days ahead to order (H-n), most portions per order.
    minOrder: integer('min_order'),
    leadTimeDays: smallint('lead_time_days'),
    maxPortions: integer('max_portions'),
    cuisine: varchar('cuisine', { length: 100 }),
    // "Pilihan Kuliner Tasik": set by admins; the landing page's best tenants prefer it.
    isFeatured: boolean('is_featured').notNull().default(false),
    status: tenantStatusEnum('status').notNull().default('pending_approval'),
    // How many of the tenant's menus are active, kept by triggers on menus in the same transaction as every write
    // (migration 0009; the app never writes it): the public "listed" rule (active with an active menu), the landing
    // statistics and the sitemap read it instead of looking into menus for every tenant.
    activeMenuCount: integer('active_menu_count').notNull().default(0),
    // The public search's folded texts (db/search-sql.ts), stored so neither a search nor its index recheck folds
    // text per row: the tenant list's text, and the name alone (copied onto its menus, menus.tenant_name_folded).
    searchFolded: text('search_folded')
      .notNull()
      .generatedAlwaysAs((): SQL => folded(tenantSearchText(tenants))),
    nameFolded: text('name_folded')
      .notNull()
      .generatedAlwaysAs((): SQL => folded(tenants.name)),
    // The words of the tenant's active menus' folded texts (menus.search_folded), each once, sorted, between spaces
    // (' ' when none): the tenant search's match through its menus on the tenant's own row, kept by triggers on menus
    // in the same transaction as every write (migration 0011; the app never writes it).
    menusFolded: text('menus_folded').notNull().default(' '),
    rejectionReason: text('rejection_reason'),
    approvedAt: timestamp('approved_at', { withTimezone: true, mode: 'date' }),
    // The account that created the tenant (an admin, or the owner on My Tenant): it never reviews it (issue 35).
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    // A pending revision (lib/revisions.ts): an owner's change to reviewed fields of an approved record, waiting for a
    // reviewer while the live columns keep the approved version (so the public read model never sees it). The
    // rejection reason is set when a reviewer rejected it (the owner still sees what was refused).
    // The reason of the last rejection when the owner resubmits (the reviewer sees it); cleared by the next decision.
    previousRejectionReason: text('previous_rejection_reason'),
    pendingRevision: jsonb('pending_revision').$type<RevisionValues>(),
    revisionSubmittedAt: timestamp('revision_submitted_at', { withTimezone: true, mode: 'date' }),
    revisionRejectionReason: text('revision_rejection_reason'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('tenants_slug_unique').on(t.slug),
    uniqueIndex('tenants_owner_unique').on(t.ownerId),
    // Two active tenants never share a name folded as the search folds it (case, accents, punctuation) without spaces
    // (issue 35): no storefront goes live under another's name. The API answers 409 'Nama tenant sudah digunakan oleh
    // tenant lain' on create, rename, approval and reactivation (lib/server/api/error-response.ts).
    uniqueIndex('tenants_active_name_unique')
      .on(sql`replace(${t.nameFolded}, ' ', '')`)
      .where(sql`${t.status} = 'active'`),
    index('tenants_status_rating_idx').on(t.status, t.rating),
    index('tenants_status_created_at_idx').on(t.status, t.createdAt),
    index('tenants_status_name_idx').on(t.status, t.name),
    index('tenants_type_idx').on(t.type),
    index('tenants_status_halal_idx').on(t.status, t.halalStatus),
    index('tenants_status_district_idx').on(t.status, t.district),
    index('tenants_status_featured_rating_idx').on(t.status, t.isFeatured, t.rating),
    // Nearest first: a KNN scan of the active tenants with coordinates (point(longitude, latitude) <-> point).
    index('tenants_location_gist_idx')
      .using('gist', sql`point(${t.longitude}, ${t.latitude})`)
      .where(sql`${t.status} = 'active' and ${t.latitude} is not null`),
    // The public tenant list's orders over active tenants (db/queries/public/tenant-list.ts readPublicTenants): rating (never rated
    // last), featured first then rating (the landing page), newest, name.
    index('tenants_public_rating_idx')
      .on(sql`nullif(${t.rating}, 0) desc nulls last`, t.id)
      .where(sql`${t.status} = 'active'`),
    index('tenants_public_featured_rating_idx')
      .on(sql`${t.isFeatured} desc`, sql`nullif(${t.rating}, 0) desc nulls last`, t.id)
      .where(sql`${t.status} = 'active'`),
    index('tenants_public_created_idx')
      .on(sql`${t.createdAt} desc nulls last`, t.id)
      .where(sql`${t.status} = 'active'`),
    index('tenants_public_name_idx')
      .on(sql`lower(${t.name})`, t.id)
      .where(sql`${t.status} = 'active'`),
    // The listed tenants (active, with an active menu), index-only: the landing statistics (count, mean rating,
    // orders, public menus) and the sitemap in id order.
    index('tenants_listed_stats_idx')
      .on(t.rating, t.totalOrders, t.activeMenuCount)
      .where(sql`${t.status} = 'active' and ${t.activeMenuCount} > 0`),
    index('tenants_listed_sitemap_idx')
      .on(t.id, t.slug, t.updatedAt)
      .where(sql`${t.status} = 'active' and ${t.activeMenuCount} > 0`),
    index('tenants_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    // The reviewers' queue of revisions waiting for a decision.
    index('tenants_revision_queue_idx')
      .on(t.revisionSubmittedAt)
      .where(sql`${t.pendingRevision} is not null and ${t.revisionRejectionReason} is null`),
    // The public search's folded text of the tenant list (db/search-sql.ts). (The folded name is searched on the
    // menus' copy of it, menus_tenant_name_folded_trgm_idx.)
    index('tenants_search_folded_trgm_idx').using('gin', sql`${t.searchFolded} gin_trgm_ops`),
    index('tenants_menus_folded_trgm_idx').using('gin', sql`${t.menusFolded} gin_trgm_ops`),
    check('tenants_postal_code_format', sql`${t.postalCode} ~ '^[0-9]{5,10}$'`),
    check('tenants_slug_format', sql`${t.slug} ~ '^[a-z0-9-]+$'`),
    check('tenants_rating_range', sql`${t.rating} is null or ${t.rating} between 0 and 5`),
    check('tenants_total_orders_positive', sql`${t.totalOrders} >= 0`),
    check('tenants_active_menu_count_positive', sql`${t.activeMenuCount} >= 0`),
    check('tenants_halal_certificate_only_certified', sql`(${t.halalStatus} = 'certified') = (${t.halalCertificateNumber} is not null)`),
    check('tenants_halal_certificate_format', sql`${t.halalCertificateNumber} ~ '^ID[0-9]{10,20}$'`),
    check('tenants_payment_methods_known', sql`${t.paymentMethods} <@ ${sql.raw(PAYMENT_METHODS_SQL)}`),
    check('tenants_district_known', sql`${t.district} = any(${sql.raw(KECAMATAN_SQL)})`),
    check('tenants_coordinates_pair', sql`(${t.latitude} is null) = (${t.longitude} is null)`),
    check('tenants_coordinates_range', sql`${t.latitude} between -11.5 and 6.5 and ${t.longitude} between 94.5 and 141.5`),
    check('tenants_delivery_urls_https', sql`${t.goFoodUrl} ~ '^https://' and ${t.grabFoodUrl} ~ '^https://' and ${t.shopeeFoodUrl} ~ '^https://'`),
    check('tenants_today_spot_food_truck', sql`${t.todaySpot} is null or (${t.type} = 'food_truck' and ${t.todaySpotOn} is not null)`),
    check('tenants_min_order_range', sql`${t.minOrder} between 1 and 10000`),
    check('tenants_lead_time_range', sql`${t.leadTimeDays} between 0 and 90`),
    check('tenants_max_portions_range', sql`${t.maxPortions} between 1 and 100000 and ${t.maxPortions} >= coalesce(${t.minOrder}, 1)`),
  ],
);

export const menus = pgTable(
  'menus',
  {
    id: serial('id').primaryKey(),
    // Deleting a tenant removes its menus.
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    description: varchar('description', { length: 500 }),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    category: menuCategoryEnum('category').notNull().default('main_course'),
    spiceLevel: smallint('spice_level').notNull().default(1),
    preparationTime: integer('preparation_time'),
    ingredients: varchar('ingredients', { length: 1000 }),
    allergens: varchar('allergens', { length: 200 }),
    calories: integer('calories'),
    image: varchar('image', { length: 500 }),
    isAvailable: boolean('is_available').notNull().default(true),
    dietaryTags: text('dietary_tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: menuStatusEnum('status').notNull().default('pending_approval'),
    rejectionReason: text('rejection_reason'),
    // The account that created the menu (its owner, or an admin adding it to a tenant): it never reviews it (issue 35).
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    // A pending revision (lib/revisions.ts): an owner's change to reviewed fields of an approved record, waiting for a
    // reviewer while the live columns keep the approved version (so the public read model never sees it). The
    // rejection reason is set when a reviewer rejected it (the owner still sees what was refused).
    // The reason of the last rejection when the owner resubmits (the reviewer sees it); cleared by the next decision.
    previousRejectionReason: text('previous_rejection_reason'),
    pendingRevision: jsonb('pending_revision').$type<RevisionValues>(),
    revisionSubmittedAt: timestamp('revision_submitted_at', { withTimezone: true, mode: 'date' }),
    revisionRejectionReason: text('revision_rejection_reason'),
    // The public read model (issue 11): the tenant's status, rating, halal status, kecamatan and name copied onto each
    // menu, so the public list filters and orders on one indexed row instead of sorting the join. Kept by triggers in
    // the same transaction as every write (menus_tenant_fields_trg on insert, tenants_menu_fields_trg when one of those
    // tenant fields changes; migrations 0007, 0010 and 0014); the app never writes them.
    tenantStatus: tenantStatusEnum('tenant_status').notNull().default('pending_approval'),
    tenantRating: numeric('tenant_rating', { precision: 3, scale: 2, mode: 'number' }),
    // The halal and kecamatan copies let a filtered list's count read menus alone, through an index on the copy.
    tenantHalalStatus: halalStatusEnum('tenant_halal_status').notNull().default('unknown'),
    tenantDistrict: varchar('tenant_district', { length: 100 }).$type<Kecamatan>(),
    // The tenant's folded name (tenants.name_folded): the public search finds a menu through its tenant's name on the
    // menu's own row, so the planner estimates how many menus a word reaches that way (migration 0014).
    tenantNameFolded: text('tenant_name_folded').notNull().default(' '),
    // The public search's folded text (db/search-sql.ts): name, description and ingredients.
    searchFolded: text('search_folded')
      .notNull()
      .generatedAlwaysAs((): SQL => folded(menuSearchText(menus))),
    ...timestamps,
  },
  (t) => [
    index('menus_tenant_id_idx').on(t.tenantId, t.status),
    // The public menu list across tenants, one index per order (menuOrder in db/queries/public/conditions.ts), over public
    // rows only: sold out last, then the tenant's rating, newest, id (the default); newest; price; name.
    index('menus_public_rating_idx')
      .on(sql`${t.isAvailable} desc`, sql`${t.tenantRating} desc nulls last`, sql`${t.createdAt} desc`, t.id)
      .where(sql`${t.status} = 'active' and ${t.tenantStatus} = 'active'`),
    index('menus_public_category_rating_idx')
      .on(t.category, sql`${t.isAvailable} desc`, sql`${t.tenantRating} desc nulls last`, sql`${t.createdAt} desc`, t.id)
      .where(sql`${t.status} = 'active' and ${t.tenantStatus} = 'active'`),
    index('menus_public_created_idx')
      .on(sql`${t.isAvailable} desc`, sql`${t.createdAt} desc`, t.id)
      .where(sql`${t.status} = 'active' and ${t.tenantStatus} = 'active'`),
    index('menus_public_price_idx')
      .on(sql`${t.isAvailable} desc`, t.price, t.id)
      .where(sql`${t.status} = 'active' and ${t.tenantStatus} = 'active'`),
    index('menus_public_name_idx')
      .on(sql`${t.isAvailable} desc`, sql`lower(${t.name})`, t.id)
      .where(sql`${t.status} = 'active' and ${t.tenantStatus} = 'active'`),
    // The halal, kecamatan and spice filters, over public rows only: a count, with or without a category or a price
    // range, and the category chips' counts are index-only scans of one of them.
    index('menus_public_halal_idx')
      .on(t.tenantHalalStatus, t.category, t.price)
      .where(sql`${t.status} = 'active' and ${t.tenantStatus} = 'active'`),
    index('menus_public_district_idx')
      .on(t.tenantDistrict, t.category, t.price)
      .where(sql`${t.status} = 'active' and ${t.tenantStatus} = 'active'`),
    index('menus_public_spice_idx')
      .on(t.spiceLevel, t.category, t.price)
      .where(sql`${t.status} = 'active' and ${t.tenantStatus} = 'active'`),
    index('menus_status_category_idx').on(t.status, t.category),
    // The dashboard's menu list (newest first, with or without a status filter): a page at any offset reads the
    // index in order instead of sorting every menu (db/queries/menus.ts listMenus).
    index('menus_created_idx').on(sql`${t.createdAt} desc`, sql`${t.id} desc`),
    index('menus_status_created_at_idx').on(t.status, sql`${t.createdAt} desc`, sql`${t.id} desc`),
    index('menus_price_idx').on(t.price),
    index('menus_revision_queue_idx')
      .on(t.revisionSubmittedAt)
      .where(sql`${t.pendingRevision} is not null and ${t.revisionRejectionReason} is null`),
    index('menus_dietary_tags_idx').using('gin', t.dietaryTags),
    // The public menu search's folded text (db/search-sql.ts).
    index('menus_search_folded_trgm_idx').using('gin', sql`${t.searchFolded} gin_trgm_ops`),
    index('menus_tenant_name_folded_trgm_idx').using('gin', sql`${t.tenantNameFolded} gin_trgm_ops`),
    check('menus_price_positive', sql`${t.price} >= 0`),
    check('menus_spice_level_range', sql`${t.spiceLevel} between 1 and 5`),
    check('menus_preparation_time_range', sql`${t.preparationTime} is null or ${t.preparationTime} between 0 and 300`),
    check('menus_calories_positive', sql`${t.calories} is null or ${t.calories} >= 0`),
    check('menus_dietary_tags_known', sql`${t.dietaryTags} <@ ${sql.raw(DIETARY_TAGS_SQL)}`),
    check('menus_vegetarian_without_pork', sql`not (${t.dietaryTags} @> array['vegetarian', 'contains_pork']::text[])`),
  ],
);

/**
 * When each tenant is open (the SQL twin of isOpenNow, lib/opening-hours.ts), one row per tenant with at least one
 * valid shift, kept from the tenant's hours and temporary closure by triggers in the same transaction as every write
 * of them (migration 0013; the app never writes it). Its own narrow table, not columns of tenants: a tenant's row stays
 * as wide as before for the reads that scan tenants, a write that leaves the hours alone (every menu write updates its
 * tenant's count of active menus) never touches the GIN index, and the "open now" test of a menu reads this row only.
 * - `minutes`: the minutes of the week open, from Monday 00.00 Jakarta time (0-10079; a shift past midnight continues
 *   into the next day, Sunday's into Monday);
 * - `hours`: the hours of the week (0-167) open for at least one minute; its GIN index finds the few tenants open at
 *   night, its statistics tell the planner how many are open at an hour;
 * - `closedUntil`: null unless temporarily closed; then the Jakarta date it reopens on ('infinity' when none is set).
 */
export const tenantOpenWeeks = pgTable(
  'tenant_open_weeks',
  {
    tenantId: integer('tenant_id')
      .primaryKey()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    minutes: int4multirange('minutes').notNull(),
    hours: smallint('hours').array().notNull(),
    closedUntil: date('closed_until', { mode: 'string' }),
  },
  // fastupdate off: a write goes straight into the index (only a change of hours writes here, about 0.3 ms more), so
  // a read never scans a pending list waiting for autovacuum.
  (t) => [index('tenant_open_weeks_hours_idx').using('gin', t.hours).with({ fastupdate: 'off' })],
);

/** Opaque refresh tokens, stored hashed, rotated on every use; a family shares one login. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    /** The successor issued when this token was used (used_at says when); presenting it again inside the grace window gets a sibling. */
    replacedById: integer('replaced_by_id'),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_unique').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/** Failed logins, counted per email+address and per address; shared by every app instance. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('login_attempts_email_ip_idx').on(t.email, t.ip, t.createdAt), index('login_attempts_ip_idx').on(t.ip, t.createdAt)],
);

export type { SocialLinks };

/** One row (id = 1) of site-wide settings shown by the public footer and about page. */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: integer('id').primaryKey().default(1),
    siteName: varchar('site_name', { length: 100 }).notNull().default('Kuliner Tasikmalaya'),
    tagline: varchar('tagline', { length: 200 }),
    city: varchar('city', { length: 100 }).notNull().default('Tasikmalaya'),
    contactPhone: varchar('contact_phone', { length: 30 }),
    contactEmail: varchar('contact_email', { length: 254 }),
    address: varchar('address', { length: 300 }),
    socialLinks: jsonb('social_links').$type<SocialLinks>().notNull().default({}),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('site_settings_singleton', sql`${t.id} = 1`)],
);

export interface ActivityChanges {
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

export const activityLogs = pgTable(
  'activity_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: varchar('action', { length: 50 }).notNull(),
    entity: varchar('entity', { length: 50 }).notNull(),
    entityId: varchar('entity_id', { length: 64 }),
    changes: jsonb('changes').$type<ActivityChanges>(),
    ip: varchar('ip', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('activity_logs_created_at_idx').on(t.createdAt),
    index('activity_logs_entity_idx').on(t.entity, t.entityId),
    index('activity_logs_user_idx').on(t.userId),
  ],
);

/** `bytea` as a Buffer on both drivers (pg gives a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    key: varchar('key', { length: 100 }).notNull(),
    url: varchar('url', { length: 500 }).notNull(),
    mimeType: varchar('mime_type', { length: 50 }).notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    originalName: varchar('original_name', { length: 255 }),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /**
     * The stored WebP itself, so every instance serves it and backups carry it. Null only for a file uploaded before
     * images moved into the database and not yet imported from UPLOAD_DIR (scripts/prepare-database.ts imports them).
     */
    data: bytea('data'),
  },
  // uploaded_by: an account's quota (its files' count and bytes) is read before every upload.
  (t) => [uniqueIndex('files_key_unique').on(t.key), index('files_uploaded_by_idx').on(t.uploadedBy)],
);

export const rolesRelations = relations(roles, ({ many }) => ({ users: many(users) }));
export const usersRelations = relations(users, ({ one }) => ({
  role: one(roles, { fields: [users.roleId], references: [roles.id] }),
  tenant: one(tenants, { fields: [users.id], references: [tenants.ownerId] }),
}));
export const tenantsRelations = relations(tenants, ({ one, many }) => ({
  owner: one(users, { fields: [tenants.ownerId], references: [users.id] }),
  menus: many(menus),
}));
export const menusRelations = relations(menus, ({ one }) => ({
  tenant: one(tenants, { fields: [menus.tenantId], references: [tenants.id] }),
}));

export type Role = typeof roles.$inferSelect;
export type User = typeof users.$inferSelect;
/**
 * Columns the database derives (generated search texts, the read model's copies of tenant fields, the tenant's count of
 * active menus and its menus' words): never written by the app, never part of a record's JSON or its activity-log diff.
 * (The open week is a table of its own, tenant_open_weeks, which no record reads.)
 */
export const DERIVED_COLUMNS = [
  'searchFolded',
  'nameFolded',
  'tenantStatus',
  'tenantRating',
  'tenantHalalStatus',
  'tenantDistrict',
  'tenantNameFolded',
  'activeMenuCount',
  'menusFolded',
] as const;
type TenantDerivedColumn = 'searchFolded' | 'nameFolded' | 'activeMenuCount' | 'menusFolded';
export type Tenant = Omit<typeof tenants.$inferSelect, TenantDerivedColumn>;
export type NewTenant = Omit<typeof tenants.$inferInsert, TenantDerivedColumn>;
type MenuDerivedColumn = 'searchFolded' | 'tenantStatus' | 'tenantRating' | 'tenantHalalStatus' | 'tenantDistrict' | 'tenantNameFolded';
export type Menu = Omit<typeof menus.$inferSelect, MenuDerivedColumn>;
export type NewMenu = Omit<typeof menus.$inferInsert, MenuDerivedColumn>;
export type SiteSettings = typeof siteSettings.$inferSelect;
export type ActivityLog = typeof activityLogs.$inferSelect;
