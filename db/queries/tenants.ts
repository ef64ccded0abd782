// Tenant reads and writes for the admin and owner API: ownership in the WHERE, transitions checked, every write logged in its transaction.
import 'server-only';
import { and, asc, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { diffChanges, recordActivity } from './activity-logs';
import { refusalError, type Actor } from './actor';
import {
  reviewRecord,
  reviewRevision,
  revisionJson,
  revisionUpdate,
  statusUpdate,
  withdrawRevision,
  type ReviewTarget,
  type RevisionTarget,
} from './review-workflow';
import { getDb, type Executor } from '../index';
import { menus, roles, tenants, users, type Tenant } from '../schema';
import { conflict, forbidden, invalid, notFound } from '../errors';
import { folded } from '../search-sql';
import {
  POLICY_MESSAGES,
  can,
  canFeatureTenant,
  canOwnTenant,
  editGoesLive,
  scopeOf,
  transitionSide,
  unreachableRecord,
  type RecordAction,
} from '@/lib/auth/permissions';
import { PAYMENT_METHODS, type PaymentMethod, type TenantStatus, type TenantType } from '@/lib/constants';
import { INITIAL_STATUS, TENANT_WORKFLOW } from '@/lib/transitions';
import { isApproved, proposedRecord, splitReviewed, TENANT_REVIEWED_FIELDS } from '@/lib/revisions';
import type { CreateMyTenantInput, CreateTenantInput, UpdateTenantInput } from '@/lib/validations/tenant';
import { tenantMessages } from '@/lib/validations/messages';
import { jakartaDate } from '@/lib/opening-hours';
import type { TenantJson, TenantOwnerJson } from '@/lib/api/contract';

export { actorOf, type Actor } from './actor';

export const TENANT_NOT_FOUND = 'Tenant tidak ditemukan';
/** Contains the phrase the dashboard looks for to show 'Anda sudah memiliki tenant (maksimal 1 tenant per Manager)'. */
export const ALREADY_HAS_TENANT = 'Manager already has a tenant. Anda sudah memiliki tenant (maksimal 1 tenant per Manager)';

export type { TenantJson, TenantOwnerJson };

type TenantRow = Tenant & { owner?: TenantOwnerJson | null; menuCount?: number; activeMenuCount: number };

/** Why a tenant is not public (the public "listed" rule: active with an active menu); null when it is. */
export function publicVisibility(row: { status: TenantStatus; activeMenuCount: number }): TenantJson['publicVisibility'] {
  if (row.status !== 'active') return { listed: false, reason: 'not_active' };
  if (row.activeMenuCount <= 0) return { listed: false, reason: 'no_active_menu' };
  return { listed: true, reason: null };
}

const iso = (d: Date | string | null | undefined) => (d == null ? null : new Date(d).toISOString());

/** Accepted payments in the constant's order (the order the badges show), whatever order they were stored in. */
export function sortedPaymentMethods(stored: readonly string[] | null | undefined): PaymentMethod[] {
  const set = new Set(stored ?? []);
  return PAYMENT_METHODS.filter((m) => set.has(m));
}

/**
 * The halal pair after a PATCH: a field left out keeps its stored value, a status other than certified drops the
 * certificate number, and certified without a number (given or stored) is refused, as is a number without certified.
 */
function halalValues(before: Pick<Tenant, 'halalStatus' | 'halalCertificateNumber'>, input: Partial<UpdateTenantInput>) {
  if (input.halalStatus === undefined && input.halalCertificateNumber === undefined) return {};
  const status = input.halalStatus ?? before.halalStatus;
  if (status !== 'certified') {
    if (input.halalCertificateNumber != null) {
      throw invalid(tenantMessages.halalCertificateNotCertified, { halalCertificateNumber: tenantMessages.halalCertificateNotCertified });
    }
    return { halalStatus: status, halalCertificateNumber: null };
  }
  const number = input.halalCertificateNumber === undefined ? before.halalCertificateNumber : input.halalCertificateNumber;
  if (!number) throw invalid(tenantMessages.halalCertificateRequired, { halalCertificateNumber: tenantMessages.halalCertificateRequired });
  return { halalStatus: status, halalCertificateNumber: number };
}

/** The issue 12 local facts of a row as JSON (coordinates as numbers; the spot with the Jakarta date it is valid on). */
export function localFactsJson(row: LocalFactsRow) {
  return {
    latitude: row.latitude == null ? null : Number(row.latitude),
    longitude: row.longitude == null ? null : Number(row.longitude),
    goFoodUrl: row.goFoodUrl,
    grabFoodUrl: row.grabFoodUrl,
    shopeeFoodUrl: row.shopeeFoodUrl,
    todaySpot: row.todaySpot,
    todaySpotOn: row.todaySpotOn ?? null,
    minOrder: row.minOrder,
    leadTimeDays: row.leadTimeDays,
    maxPortions: row.maxPortions,
    cuisine: row.cuisine,
    isFeatured: row.isFeatured,
  };
}

type LocalFactsRow = Pick<
  Tenant,
  | 'latitude'
  | 'longitude'
  | 'goFoodUrl'
  | 'grabFoodUrl'
  | 'shopeeFoodUrl'
  | 'todaySpot'
  | 'todaySpotOn'
  | 'minOrder'
  | 'leadTimeDays'
  | 'maxPortions'
  | 'cuisine'
  | 'isFeatured'
>;

/**
 * A PATCH's pairs completed from the stored row: the coordinates (both or neither), the capacity against the minimum
 * order, and today's spot (food trucks only; stamped with today's Jakarta date; cleared when the type changes).
 */
function localFactValues(before: Tenant | null, input: Partial<UpdateTenantInput>, now: Date): Partial<typeof tenants.$inferInsert> {
  const out: Partial<typeof tenants.$inferInsert> = {};
  const latitude = input.latitude === undefined ? (before?.latitude ?? null) : input.latitude;
  const longitude = input.longitude === undefined ? (before?.longitude ?? null) : input.longitude;
  if ((latitude == null) !== (longitude == null)) {
    const field = latitude == null ? 'latitude' : 'longitude';
    throw invalid(tenantMessages.coordinatesPair, { [field]: tenantMessages.coordinatesPair });
  }
  const minOrder = input.minOrder === undefined ? (before?.minOrder ?? null) : input.minOrder;
  const maxPortions = input.maxPortions === undefined ? (before?.maxPortions ?? null) : input.maxPortions;
  if (minOrder != null && maxPortions != null && maxPortions < minOrder) {
    throw invalid(tenantMessages.maxPortionsBelowMinOrder, { maxPortions: tenantMessages.maxPortionsBelowMinOrder });
  }
  const type = input.type ?? before?.type ?? 'restaurant';
  if (input.todaySpot != null) {
    if (type !== 'food_truck') throw invalid(tenantMessages.todaySpotFoodTruckOnly, { todaySpot: tenantMessages.todaySpotFoodTruckOnly });
    out.todaySpotOn = jakartaDate(now);
  } else if (input.todaySpot === null || (type !== 'food_truck' && before?.todaySpot != null)) {
    out.todaySpot = null;
    out.todaySpotOn = null;
  }
  return out;
}

export function toTenantJson(row: TenantRow): TenantJson {
  const out: TenantJson = {
    id: row.id,
    ownerId: row.ownerId,
    name: row.name,
    slug: row.slug,
    description: row.description,
    type: row.type,
    address: row.address,
    district: row.district,
    city: row.city,
    province: row.province,
    postalCode: row.postalCode,
    country: row.country,
    phone: row.phone,
    email: row.email,
    website: row.website,
    instagram: row.instagram,
    tiktok: row.tiktok,
    facebook: row.facebook,
    whatsapp: row.whatsapp,
    logo: row.logo,
    banner: row.banner,
    image: row.image,
    rating: row.rating == null ? null : Number(row.rating),
    totalOrders: row.totalOrders,
    operatingHours: row.operatingHours ?? null,
    halalStatus: row.halalStatus,
    halalCertificateNumber: row.halalCertificateNumber,
    paymentMethods: sortedPaymentMethods(row.paymentMethods),
    temporarilyClosed: row.temporarilyClosed,
    reopensOn: row.reopensOn ?? null,
    ...localFactsJson(row),
    status: row.status,
    rejectionReason: row.rejectionReason,
    previousRejectionReason: row.previousRejectionReason,
    approvedAt: iso(row.approvedAt),
    createdBy: row.createdBy ?? null,
    revision: revisionJson(row),
    activeMenuCount: row.activeMenuCount,
    publicVisibility: publicVisibility(row),
    createdAt: iso(row.createdAt)!,
    updatedAt: iso(row.updatedAt)!,
  };
  if (row.owner !== undefined) out.owner = row.owner && row.owner.id != null ? row.owner : null;
  if (row.menuCount !== undefined) out.menuCount = Number(row.menuCount);
  return out;
}

/** The columns visitors may see (the public read model selects these); the admin/owner reads add the rest. */
export const publicTenantColumns = {
  id: tenants.id,
  name: tenants.name,
  slug: tenants.slug,
  description: tenants.description,
  type: tenants.type,
  address: tenants.address,
  district: tenants.district,
  city: tenants.city,
  province: tenants.province,
  postalCode: tenants.postalCode,
  country: tenants.country,
  phone: tenants.phone,
  email: tenants.email,
  website: tenants.website,
  instagram: tenants.instagram,
  tiktok: tenants.tiktok,
  facebook: tenants.facebook,
  whatsapp: tenants.whatsapp,
  logo: tenants.logo,
  banner: tenants.banner,
  image: tenants.image,
  rating: tenants.rating,
  totalOrders: tenants.totalOrders,
  operatingHours: tenants.operatingHours,
  halalStatus: tenants.halalStatus,
  halalCertificateNumber: tenants.halalCertificateNumber,
  paymentMethods: tenants.paymentMethods,
  temporarilyClosed: tenants.temporarilyClosed,
  reopensOn: tenants.reopensOn,
  latitude: tenants.latitude,
  longitude: tenants.longitude,
  goFoodUrl: tenants.goFoodUrl,
  grabFoodUrl: tenants.grabFoodUrl,
  shopeeFoodUrl: tenants.shopeeFoodUrl,
  todaySpot: tenants.todaySpot,
  todaySpotOn: tenants.todaySpotOn,
  minOrder: tenants.minOrder,
  leadTimeDays: tenants.leadTimeDays,
  maxPortions: tenants.maxPortions,
  cuisine: tenants.cuisine,
  isFeatured: tenants.isFeatured,
  createdAt: tenants.createdAt,
  updatedAt: tenants.updatedAt,
};

const tenantColumns = {
  ...publicTenantColumns,
  ownerId: tenants.ownerId,
  status: tenants.status,
  rejectionReason: tenants.rejectionReason,
  previousRejectionReason: tenants.previousRejectionReason,
  approvedAt: tenants.approvedAt,
  createdBy: tenants.createdBy,
  pendingRevision: tenants.pendingRevision,
  revisionSubmittedAt: tenants.revisionSubmittedAt,
  revisionRejectionReason: tenants.revisionRejectionReason,
  activeMenuCount: tenants.activeMenuCount,
};

const detailColumns = {
  ...tenantColumns,
  owner: { id: users.id, name: users.name, email: users.email },
  menuCount: sql<number>`(select count(*)::int from ${menus} where ${menus.tenantId} = ${tenants.id})`.as('menu_count'),
};

/** A revision waiting for a reviewer's decision. */
function pendingRevisionCondition(): SQL {
  return sql`${tenants.pendingRevision} is not null and ${tenants.revisionRejectionReason} is null`;
}

/** `%term%` for ILIKE with the wildcard characters of the term escaped. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Where the action reaches only the caller's own tenant (lib/auth/permissions.ts scopeOf), the WHERE says so. */
function ownershipCondition(actor: Actor | undefined, action: RecordAction): SQL | undefined {
  return actor && scopeOf(actor.role, action) === 'own' ? eq(tenants.ownerId, actor.id) : undefined;
}

/**
 * An owner's login email is shown only to a reader who may read users (users.read) and to the owner themself: a
 * role with tenants.read alone (a MANAGER with admin rights on tenants, a custom reviewer) sees the owner's name.
 */
function ownerEmailVisible(actor: Actor | undefined, ownerId: number | null): boolean {
  return !actor || can(actor.role, 'users.read') || (ownerId != null && ownerId === actor.id);
}

function toTenantJsonFor(row: TenantRow, actor: Actor | undefined): TenantJson {
  const json = toTenantJson(row);
  if (json.owner && !ownerEmailVisible(actor, json.owner.id)) json.owner = { ...json.owner, email: null };
  return json;
}

/** One tenant with its owner; `actor`, when given, decides whether the owner's email is shown (ownerEmailVisible). */
async function readTenant(executor: Executor, where: SQL | undefined, actor?: Actor): Promise<TenantJson | null> {
  const [row] = await executor.select(detailColumns).from(tenants).leftJoin(users, eq(tenants.ownerId, users.id)).where(where).limit(1);
  return row ? toTenantJsonFor(row, actor) : null;
}

export interface ListTenantsInput {
  page: number;
  limit: number;
  status?: TenantStatus;
  type?: TenantType;
  search?: string;
  sortBy?: 'rating' | 'createdAt' | 'name' | 'totalOrders' | 'updatedAt';
  sortOrder?: 'asc' | 'desc';
  /** `pending`: only tenants with a revision waiting for review (the reviewers' queue). */
  revision?: 'pending';
  actor?: Actor;
}

const SORT_COLUMNS = {
  rating: tenants.rating,
  createdAt: tenants.createdAt,
  name: tenants.name,
  totalOrders: tenants.totalOrders,
  updatedAt: tenants.updatedAt,
} as const;

export async function listTenants({ page, limit, status, type, search, sortBy = 'createdAt', sortOrder = 'desc', revision, actor }: ListTenantsInput) {
  const db = await getDb();
  const conditions: SQL[] = [];
  const own = ownershipCondition(actor, 'tenants.list');
  if (own) conditions.push(own);
  if (status) conditions.push(eq(tenants.status, status));
  if (type) conditions.push(eq(tenants.type, type));
  if (revision === 'pending') conditions.push(pendingRevisionCondition());
  if (search) {
    const pattern = likePattern(search);
    conditions.push(or(ilike(tenants.name, pattern), ilike(tenants.slug, pattern), ilike(tenants.city, pattern))!);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const column = SORT_COLUMNS[sortBy];
  const order = sortOrder === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`;
  const [rows, [count]] = await Promise.all([
    db
      .select(detailColumns)
      .from(tenants)
      .leftJoin(users, eq(tenants.ownerId, users.id))
      .where(where)
      .orderBy(order, sortOrder === 'asc' ? asc(tenants.id) : desc(tenants.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(tenants)
      .where(where),
  ]);
  const total = count?.n ?? 0;
  return { data: rows.map((row) => toTenantJsonFor(row, actor)), meta: { total, page, limit, totalPages: Math.ceil(total / limit) } };
}

/** One tenant, if the action reaches it: an owner-scoped caller reaches only their own (another's id gives null). */
export async function getTenantById({ id, actor, action = 'tenants.read' }: { id: number; actor?: Actor; action?: RecordAction }): Promise<TenantJson | null> {
  const db = await getDb();
  return readTenant(db, and(eq(tenants.id, id), ownershipCondition(actor, action)), actor);
}

/** The refusal for a tenant the caller's scope does not reach: 404, or 403 for a caller who may not use the action at all. */
export function tenantUnreachable(actor: Actor, action: RecordAction = 'tenants.read') {
  return refusalError(unreachableRecord(actor.role, action), TENANT_NOT_FOUND);
}

/** The tenant a user owns, whatever their role (My Tenant). */
export async function getTenantForOwner({ userId }: { userId: number }): Promise<TenantJson | null> {
  const db = await getDb();
  return readTenant(db, eq(tenants.ownerId, userId));
}

function createSummary(row: Tenant): Record<string, unknown> {
  return { name: row.name, slug: row.slug, type: row.type, city: row.city, status: row.status, ownerId: row.ownerId };
}

/** The user exists and may own a tenant (canOwnTenant). */
async function assertOwnerCandidate(executor: Executor, userId: number): Promise<void> {
  // Share-locked: a concurrent role change of this user (db/queries/users.ts updateUser) waits for this transaction.
  const [row] = await executor
    .select({ code: roles.code })
    .from(users)
    .innerJoin(roles, eq(users.roleId, roles.id))
    .where(eq(users.id, userId))
    .for('share', { of: users });
  if (!row) throw invalid('Pemilik tenant tidak ditemukan', { ownerId: 'Pemilik tenant tidak ditemukan' });
  if (!canOwnTenant(row)) throw invalid(OWNER_NOT_MANAGER, { ownerId: OWNER_NOT_MANAGER });
}

const OWNER_NOT_MANAGER = POLICY_MESSAGES.ownerNotManager;

export const TENANT_NAME_TAKEN = 'Nama tenant sudah digunakan oleh tenant lain';

/**
 * A name no other active tenant holds once folded (case, accents, punctuation) without spaces: the expression of
 * tenants_active_name_unique, which has the last word (an approval or reactivation meets it as a 409, mapped in
 * lib/server/api/error-response.ts); checked here first so a create or rename gets the field error at once.
 */
async function assertNameFree(executor: Executor, name: string, exceptId?: number): Promise<void> {
  const [taken] = await executor
    .select({ id: tenants.id })
    .from(tenants)
    .where(
      and(
        eq(tenants.status, 'active'),
        sql`replace(${tenants.nameFolded}, ' ', '') = replace(${folded(sql`${name}::text`)}, ' ', '')`,
        exceptId === undefined ? undefined : ne(tenants.id, exceptId),
      ),
    )
    .limit(1);
  if (taken) throw conflict(TENANT_NAME_TAKEN, 'TENANT_NAME_TAKEN', { name: TENANT_NAME_TAKEN });
}

function protectedFieldError(fields: Record<string, string>) {
  return invalid(Object.values(fields)[0]!, fields);
}

/** Content columns of a create/update body (status, owner and counters are handled separately). */
function contentValues(input: Partial<CreateMyTenantInput>) {
  const out: Partial<typeof tenants.$inferInsert> = {};
  const keys = [
    'name',
    'slug',
    'description',
    'type',
    'address',
    'district',
    'city',
    'province',
    'postalCode',
    'country',
    'phone',
    'email',
    'website',
    'instagram',
    'tiktok',
    'facebook',
    'whatsapp',
    'logo',
    'banner',
    'image',
    'operatingHours',
    'halalStatus',
    'halalCertificateNumber',
    'paymentMethods',
    'temporarilyClosed',
    'reopensOn',
    'latitude',
    'longitude',
    'goFoodUrl',
    'grabFoodUrl',
    'shopeeFoodUrl',
    'todaySpot',
    'minOrder',
    'leadTimeDays',
    'maxPortions',
    'cuisine',
  ] as const;
  for (const key of keys) {
    if (input[key] !== undefined) (out as Record<string, unknown>)[key] = input[key];
  }
  return out;
}

/** POST /tenants: an admin creates a tenant and may set its status and owner. */
export async function createTenant({ input, actor }: { input: CreateTenantInput; actor: Actor }): Promise<TenantJson> {
  const db = await getDb();
  if (scopeOf(actor.role, 'tenants.create') === 'own') {
    // An owner-scoped role with tenants.create still only creates its own tenant, awaiting approval.
    const refused: Record<string, string> = {};
    if (input.status !== undefined) refused.status = 'Status tenant tidak dapat diatur';
    if (input.ownerId !== undefined && input.ownerId !== actor.id) refused.ownerId = 'Pemilik tenant tidak dapat diatur';
    if (input.isFeatured !== undefined) refused.isFeatured = tenantMessages.featuredAdminOnly;
    if (Object.keys(refused).length) throw protectedFieldError(refused);
    const { status: _status, ownerId: _owner, isFeatured: _featured, ...own } = input;
    return createTenantForOwner({ input: own, actor });
  }
  if (input.status === 'rejected') {
    throw invalid('Tenant baru tidak dapat berstatus Ditolak; gunakan aksi Tolak', { status: 'Tenant baru tidak dapat berstatus Ditolak' });
  }
  return db.transaction(async (tx) => {
    await assertNameFree(tx, input.name);
    if (input.isFeatured && !canFeatureTenant(actor, { ownerId: input.ownerId ?? null })) throw forbidden(POLICY_MESSAGES.featureOwnTenant);
    if (input.ownerId != null) {
      await assertOwnerCandidate(tx, input.ownerId);
      const [existing] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.ownerId, input.ownerId));
      if (existing) throw conflict(ALREADY_HAS_TENANT, 'TENANT_EXISTS');
    }
    const status = input.status ?? INITIAL_STATUS;
    const [created] = await tx
      .insert(tenants)
      .values({
        ...contentValues(input),
        ...localFactValues(null, input, new Date()),
        name: input.name,
        slug: input.slug,
        address: input.address,
        city: input.city,
        province: input.province,
        postalCode: input.postalCode,
        isFeatured: input.isFeatured ?? false,
        ownerId: input.ownerId ?? null,
        createdBy: actor.id,
        status,
        approvedAt: status === 'active' ? new Date() : null,
      })
      .returning();
    await recordActivity(
      { userId: actor.id, action: 'create', entity: 'tenant', entityId: created!.id, changes: { after: createSummary(created!) }, ip: actor.ip },
      tx,
    );
    return (await readTenant(tx, eq(tenants.id, created!.id), actor))!;
  });
}

/**
 * POST /tenants/my-tenant: the caller's own tenant, awaiting approval. Its public contact (phone, WhatsApp, email) is
 * what the owner typed, none by default: the login email and the profile phone are never copied into it (issue 35).
 * The caller's user row is locked so concurrent requests queue; the unique owner index is the last word.
 */
export async function createTenantForOwner({ input, actor }: { input: CreateMyTenantInput; actor: Actor }): Promise<TenantJson> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [profile] = await tx
      .select({ id: users.id, roleCode: roles.code })
      .from(users)
      .innerJoin(roles, eq(users.roleId, roles.id))
      .where(eq(users.id, actor.id))
      .for('update', { of: users });
    if (!profile) throw notFound('Pengguna tidak ditemukan');
    // Only a Manager owns a tenant (canOwnTenant), read on the locked row: a concurrent role change waits for us.
    if (!canOwnTenant({ code: profile.roleCode })) throw forbidden(OWNER_NOT_MANAGER);
    const [existing] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.ownerId, actor.id));
    if (existing) throw conflict(ALREADY_HAS_TENANT, 'TENANT_EXISTS');
    await assertNameFree(tx, input.name);
    const [created] = await tx
      .insert(tenants)
      .values({
        ...contentValues(input),
        ...localFactValues(null, input, new Date()),
        name: input.name,
        slug: input.slug,
        address: input.address,
        city: input.city,
        province: input.province,
        postalCode: input.postalCode,
        ownerId: actor.id,
        createdBy: actor.id,
        status: INITIAL_STATUS,
        rejectionReason: null,
        approvedAt: null,
      })
      .returning();
    await recordActivity(
      { userId: actor.id, action: 'create', entity: 'tenant', entityId: created!.id, changes: { after: createSummary(created!) }, ip: actor.ip },
      tx,
    );
    return (await readTenant(tx, eq(tenants.id, created!.id), actor))!;
  });
}

/** A proposed slug is refused at once when another tenant has it (the unique index is the last word at approval). */
async function assertSlugFree(tx: Executor, slug: string, id: number): Promise<void> {
  const [taken] = await tx
    .select({ id: tenants.id })
    .from(tenants)
    .where(and(eq(tenants.slug, slug), sql`${tenants.id} <> ${id}`));
  if (taken) throw conflict(SLUG_TAKEN, 'SLUG_TAKEN', { slug: SLUG_TAKEN });
}

const SLUG_TAKEN = 'Slug sudah digunakan oleh tenant lain';
const REVISION_OUTDATED = 'Perubahan ini tidak lagi cocok dengan status halal tenant saat ini. Tolak perubahan ini agar pemilik mengajukan ulang.';

async function lockTenant(tx: Executor, id: number, actor: Actor, action: RecordAction): Promise<Tenant> {
  const [row] = await tx
    .select()
    .from(tenants)
    .where(and(eq(tenants.id, id), ownershipCondition(actor, action)))
    .for('update');
  if (!row) throw tenantUnreachable(actor, action);
  return row;
}

const CONTENT_KEYS_EXCLUDED = new Set(['status', 'ownerId', 'rating', 'totalOrders', 'isFeatured']);

/**
 * PATCH /tenants/{id}. A caller whose tenants.update does not reach every tenant (owner-scoped, or without the
 * permission: My Tenant) reaches only their own tenant, may move it active <-> inactive, and resubmits it by
 * editing it while rejected. Owner and status (admin transitions) need tenants.update tenant-wide; rating and
 * totalOrders need system.admin. A refused field is a 400, never ignored.
 */
export async function updateTenant({ id, input, actor }: { id: number; input: Partial<UpdateTenantInput>; actor: Actor }): Promise<TenantJson> {
  // A caller who may not edit tenants at all learns only that (403), before anything about their input.
  if (unreachableRecord(actor.role, 'tenants.update').kind === 'forbidden' && !(await getTenantById({ id, actor, action: 'tenants.update' }))) {
    throw tenantUnreachable(actor, 'tenants.update');
  }
  const refused: Record<string, string> = {};
  const who = transitionSide(actor.role, 'tenants.update');
  if (input.ownerId !== undefined && who !== 'admin') refused.ownerId = 'Pemilik tenant tidak dapat diubah';
  if (input.isFeatured !== undefined && who !== 'admin') refused.isFeatured = tenantMessages.featuredAdminOnly;
  if (input.rating !== undefined && !can(actor.role, 'system.admin')) refused.rating = 'Rating hanya dapat diubah oleh Super Admin';
  if (input.totalOrders !== undefined && !can(actor.role, 'system.admin')) refused.totalOrders = 'Total pesanan hanya dapat diubah oleh Super Admin';
  if (Object.keys(refused).length) throw protectedFieldError(refused);

  const db = await getDb();
  return db.transaction(async (tx) => {
    const before = await lockTenant(tx, id, actor, 'tenants.update');
    if (input.name !== undefined && input.name !== before.name) await assertNameFree(tx, input.name, id);
    // No account features its own tenant (setting the flag, or taking over a featured tenant).
    const featuredAfter = input.isFeatured ?? before.isFeatured;
    const ownerAfter = input.ownerId !== undefined ? input.ownerId : before.ownerId;
    if (featuredAfter && (input.isFeatured || input.ownerId !== undefined) && !canFeatureTenant(actor, { ownerId: ownerAfter })) {
      throw forbidden(POLICY_MESSAGES.featureOwnTenant);
    }
    const editsContent = Object.keys(input).some((k) => !CONTENT_KEYS_EXCLUDED.has(k));
    const { values: statusValues, activity } = statusUpdate(TENANT_WORKFLOW, {
      from: before.status,
      requested: input.status,
      actor: who,
      editsContent,
      rejectionReason: before.rejectionReason,
    });

    const now = new Date();
    // An approved tenant's reviewed fields edited by anyone but its reviewer wait for review (lib/revisions.ts); such an
    // edit completes the halal pair from the record as last proposed, a live edit from the live record.
    const revises = isApproved(before.status) && !editGoesLive(actor, 'tenants.review', { ownerId: before.ownerId });
    const basis = revises ? proposedRecord(before, revisionJson(before)) : before;
    let values: Partial<typeof tenants.$inferInsert> = {
      ...contentValues(input),
      ...halalValues(basis, input),
      ...localFactValues(before, input, now),
      updatedAt: now,
    };
    if (revises) {
      // An approved tenant's reviewed fields wait for a reviewer (lib/revisions.ts); the live row keeps them.
      const { reviewed, direct } = splitReviewed(values, TENANT_REVIEWED_FIELDS);
      if (reviewed.slug !== undefined && reviewed.slug !== before.slug) await assertSlugFree(tx, reviewed.slug, id);
      values = { ...direct, ...revisionUpdate(before, reviewed, now) };
    }
    if (input.isFeatured !== undefined) values.isFeatured = input.isFeatured;
    if (input.ownerId !== undefined && input.ownerId !== before.ownerId) {
      if (input.ownerId !== null) await assertOwnerCandidate(tx, input.ownerId);
      values.ownerId = input.ownerId;
    }
    if (input.rating !== undefined) values.rating = input.rating;
    if (input.totalOrders !== undefined) values.totalOrders = input.totalOrders;
    Object.assign(values, statusValues);

    const [after] = await tx.update(tenants).set(values).where(eq(tenants.id, id)).returning();
    await recordActivity({ userId: actor.id, action: activity, entity: 'tenant', entityId: id, changes: diffChanges(before, after!), ip: actor.ip }, tx);
    return (await readTenant(tx, eq(tenants.id, id), actor))!;
  });
}

/** DELETE /tenants/{id}: its menus go with it (ON DELETE CASCADE). */
export async function deleteTenant({ id, actor }: { id: number; actor: Actor }): Promise<{ id: number; name: string; menuCount: number }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const before = await lockTenant(tx, id, actor, 'tenants.delete');
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(menus)
      .where(eq(menus.tenantId, id));
    await tx.delete(tenants).where(eq(tenants.id, id));
    await recordActivity(
      {
        userId: actor.id,
        action: 'delete',
        entity: 'tenant',
        entityId: id,
        changes: { before: { name: before.name, slug: before.slug, status: before.status, ownerId: before.ownerId, menuCount: count?.n ?? 0 } },
        ip: actor.ip,
      },
      tx,
    );
    return { id, name: before.name, menuCount: count?.n ?? 0 };
  });
}

/** Tenants in the review workflow: the row itself says who owns it. */
const tenantReview: ReviewTarget<TenantStatus, Tenant, TenantJson> = {
  workflow: TENANT_WORKFLOW,
  action: 'tenants.review',
  notFoundMessage: TENANT_NOT_FOUND,
  async lock(tx, id) {
    const [row] = await tx.select().from(tenants).where(eq(tenants.id, id)).for('update');
    return row ? { row, ownerId: row.ownerId, createdBy: row.createdBy } : null;
  },
  approveValues: () => ({ approvedAt: new Date() }),
  async write(tx, id, values) {
    const [after] = await tx.update(tenants).set(values).where(eq(tenants.id, id)).returning();
    return after!;
  },
  read: async (tx, id, actor) => (await readTenant(tx, eq(tenants.id, id), actor))!,
};

/** PATCH /tenants/{id}/approve: only from pending_approval; clears a previous reason and stamps approvedAt. */
export function approveTenant({ id, actor }: { id: number; actor: Actor }): Promise<TenantJson> {
  return reviewRecord(tenantReview, { id, actor, decision: 'approve' });
}

/** PATCH /tenants/{id}/reject: only from pending_approval; the reason is stored and shown to the owner until resubmission. */
export function rejectTenant({ id, reason, actor }: { id: number; reason: string; actor: Actor }): Promise<TenantJson> {
  return reviewRecord(tenantReview, { id, actor, decision: 'reject', reason });
}

/** Pending revisions of approved tenants: the row itself says who owns it. */
const tenantRevision: RevisionTarget<Tenant, TenantJson> = {
  entity: 'tenant',
  action: 'tenants.review',
  notFoundMessage: TENANT_NOT_FOUND,
  lock: tenantReview.lock,
  write: tenantReview.write,
  read: tenantReview.read,
  check(after) {
    if ((after.halalStatus === 'certified') !== (after.halalCertificateNumber != null)) {
      // The live halal status changed since the owner proposed a certificate number (or the reverse).
      throw conflict(REVISION_OUTDATED, 'REVISION_OUTDATED', { halalCertificateNumber: REVISION_OUTDATED });
    }
  },
};

/** PATCH /tenants/{id}/revision/approve: the pending revision goes live. */
export function approveTenantRevision({ id, actor }: { id: number; actor: Actor }): Promise<TenantJson> {
  return reviewRevision(tenantRevision, { id, actor, decision: 'approve' });
}

/** PATCH /tenants/{id}/revision/reject: the live version stays; the reason is shown to the owner with the revision. */
export function rejectTenantRevision({ id, reason, actor }: { id: number; reason: string; actor: Actor }): Promise<TenantJson> {
  return reviewRevision(tenantRevision, { id, actor, decision: 'reject', reason });
}

/** DELETE /tenants/{id}/revision: whoever may edit the tenant withdraws its revision (pending or rejected). */
export function withdrawTenantRevision({ id, actor }: { id: number; actor: Actor }): Promise<TenantJson> {
  return withdrawRevision({ ...tenantRevision, lockForEdit: (tx, tenantId) => lockTenant(tx, tenantId, actor, 'tenants.update') }, { id, actor });
}
