// Menu reads and writes for the admin and owner API, and the shared Menu JSON serializer.
import 'server-only';
import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
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
  type RevisionColumns,
  type RevisionTarget,
} from './review-workflow';
import { likePattern, TENANT_NOT_FOUND } from './tenants';
import { getDb, type Executor } from '../index';
import type { Database } from '../client';
import { containsFolded } from '../search-sql';
import { menus, tenants, type Menu } from '../schema';
import { conflict, invalid, notFound } from '../errors';
import { editGoesLive, scopeOf, transitionSide, unreachableRecord, type RecordAction } from '@/lib/auth/permissions';
import { DIETARY_TAGS, type DietaryTag, type MenuCategory, type MenuStatus } from '@/lib/constants';
import { INITIAL_STATUS, MENU_WORKFLOW } from '@/lib/transitions';
import { isApproved, MENU_REVIEWED_FIELDS, splitReviewed } from '@/lib/revisions';
import type { CreateMenuInput, UpdateMenuInput } from '@/lib/validations/menu';
import type { MenuJson, MenuTenantJson } from '@/lib/api/contract';

export const MENU_NOT_FOUND = 'Menu tidak ditemukan';
export const NO_TENANT = 'Anda belum memiliki tenant. Buat tenant terlebih dahulu sebelum menambahkan menu.';

export type { MenuJson, MenuTenantJson };

/** Columns to select for the `tenant` object of a Menu JSON (join `tenants`). */
export const menuTenantColumns = {
  id: tenants.id,
  name: tenants.name,
  slug: tenants.slug,
  city: tenants.city,
  rating: tenants.rating,
  description: tenants.description,
  address: tenants.address,
  phone: tenants.phone,
  email: tenants.email,
  website: tenants.website,
  instagram: tenants.instagram,
  tiktok: tenants.tiktok,
  facebook: tenants.facebook,
  whatsapp: tenants.whatsapp,
  logo: tenants.logo,
  operatingHours: tenants.operatingHours,
  temporarilyClosed: tenants.temporarilyClosed,
  reopensOn: tenants.reopensOn,
  type: tenants.type,
  district: tenants.district,
  halalStatus: tenants.halalStatus,
  latitude: tenants.latitude,
  longitude: tenants.longitude,
  status: tenants.status,
};

export const menuColumns = {
  id: menus.id,
  tenantId: menus.tenantId,
  name: menus.name,
  description: menus.description,
  price: menus.price,
  category: menus.category,
  spiceLevel: menus.spiceLevel,
  preparationTime: menus.preparationTime,
  ingredients: menus.ingredients,
  allergens: menus.allergens,
  calories: menus.calories,
  image: menus.image,
  isAvailable: menus.isAvailable,
  dietaryTags: menus.dietaryTags,
  status: menus.status,
  rejectionReason: menus.rejectionReason,
  createdBy: menus.createdBy,
  createdAt: menus.createdAt,
  updatedAt: menus.updatedAt,
};

/** Select this with `.from(menus).innerJoin(tenants, eq(menus.tenantId, tenants.id))` and pass each row to toMenuJson. */
export const menuWithTenantColumns = { ...menuColumns, tenant: menuTenantColumns };

/** The dashboard's reads add the pending revision (the public reads never select it). */
const dashboardMenuColumns = {
  ...menuWithTenantColumns,
  previousRejectionReason: menus.previousRejectionReason,
  pendingRevision: menus.pendingRevision,
  revisionSubmittedAt: menus.revisionSubmittedAt,
  revisionRejectionReason: menus.revisionRejectionReason,
};

export type MenuRow = Omit<Menu, keyof RevisionColumns | 'previousRejectionReason'> &
  Partial<RevisionColumns> & { previousRejectionReason?: string | null } & {
    tenant: Omit<MenuTenantJson, 'rating' | 'latitude' | 'longitude'> & {
      rating: number | string | null;
      latitude: number | string | null;
      longitude: number | string | null;
    };
  };

/** Dietary tags in the constant's order (the order the badges show), whatever order they were stored in. */
export function sortedDietaryTags(stored: readonly string[] | null | undefined): DietaryTag[] {
  const set = new Set(stored ?? []);
  return DIETARY_TAGS.filter((t) => set.has(t));
}

export function toMenuJson(row: MenuRow): MenuJson {
  return {
    id: row.id,
    tenantId: row.tenantId,
    name: row.name,
    description: row.description,
    price: Number(row.price),
    category: row.category,
    spiceLevel: row.spiceLevel,
    preparationTime: row.preparationTime,
    ingredients: row.ingredients,
    allergens: row.allergens,
    calories: row.calories,
    image: row.image,
    imageUrl: row.image,
    isAvailable: row.isAvailable,
    dietaryTags: sortedDietaryTags(row.dietaryTags),
    status: row.status,
    rejectionReason: row.rejectionReason,
    createdBy: row.createdBy ?? null,
    previousRejectionReason: row.previousRejectionReason ?? null,
    revision: revisionJson(row),
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
    tenant: {
      ...row.tenant,
      rating: row.tenant.rating == null ? null : Number(row.tenant.rating),
      operatingHours: row.tenant.operatingHours ?? null,
      reopensOn: row.tenant.reopensOn ?? null,
      latitude: row.tenant.latitude == null ? null : Number(row.tenant.latitude),
      longitude: row.tenant.longitude == null ? null : Number(row.tenant.longitude),
    },
  };
}

/** Where the action reaches only the caller's own tenant (scopeOf), only its menus (needs the tenants join). */
function ownershipCondition(actor: Actor | undefined, action: RecordAction): SQL | undefined {
  return actor && scopeOf(actor.role, action) === 'own' ? eq(tenants.ownerId, actor.id) : undefined;
}

function searchCondition(search?: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  // The exact rule is the ILIKE on the three columns; the folded copy of the same text (menus.search_folded, with
  // its trigram index) finds the candidates, so a search of 200,000 menus reads the matches, not every row.
  return and(containsFolded(menus.searchFolded, search), or(ilike(menus.name, pattern), ilike(menus.description, pattern), ilike(menus.ingredients, pattern)));
}

async function readMenu(executor: Executor, where: SQL | undefined): Promise<MenuJson | null> {
  const [row] = await executor.select(dashboardMenuColumns).from(menus).innerJoin(tenants, eq(menus.tenantId, tenants.id)).where(where).limit(1);
  return row ? toMenuJson(row) : null;
}

export interface ListMenusInput {
  page: number;
  limit: number;
  status?: MenuStatus;
  category?: MenuCategory;
  tenantId?: number;
  search?: string;
  /** `pending`: only menus with a revision waiting for review (the reviewers' queue). */
  revision?: 'pending';
  actor?: Actor;
}

/** The dashboard's menu order: newest first, id as the tie-break. */
const NEWEST_FIRST = [desc(menus.createdAt), desc(menus.id)];

/**
 * The dashboard menu list's page of ids and its count, on menus alone (exported for the query-plan test). Every
 * condition reads menus (the caller's own tenants as a subquery), so the ids come from an index in order
 * (menus_created_idx, menus_status_created_at_idx) and the count needs no join; listMenus joins only the page's rows
 * with their tenants. Sorting the join of every menu cost over a second at 200,000 menus.
 */
export function menuListQueries(db: Database, { page, limit, status, category, tenantId, search, revision, actor }: ListMenusInput) {
  const ownership = ownershipCondition(actor, 'menus.read');
  const where = and(
    ownership ? inArray(menus.tenantId, db.select({ id: tenants.id }).from(tenants).where(ownership)) : undefined,
    status ? eq(menus.status, status) : undefined,
    category ? eq(menus.category, category) : undefined,
    tenantId ? eq(menus.tenantId, tenantId) : undefined,
    revision === 'pending' ? sql`${menus.pendingRevision} is not null and ${menus.revisionRejectionReason} is null` : undefined,
    searchCondition(search),
  );
  return {
    pageIds: db
      .select({ id: menus.id })
      .from(menus)
      .where(where)
      .orderBy(...NEWEST_FIRST)
      .limit(limit)
      .offset((page - 1) * limit),
    count: db
      .select({ n: sql<number>`count(*)::int` })
      .from(menus)
      .where(where),
  };
}

/** GET /menus: every menu for admins; an owner-scoped actor sees only their tenant's. */
export async function listMenus(input: ListMenusInput) {
  const db = await getDb();
  const { pageIds, count } = menuListQueries(db, input);
  const [rows, [counted]] = await Promise.all([
    db
      .select(dashboardMenuColumns)
      .from(menus)
      .innerJoin(tenants, eq(menus.tenantId, tenants.id))
      .where(inArray(menus.id, pageIds))
      .orderBy(...NEWEST_FIRST),
    count,
  ]);
  const total = counted?.n ?? 0;
  const { page, limit } = input;
  return { data: rows.map(toMenuJson), meta: { total, page, limit, totalPages: Math.ceil(total / limit) } };
}

export async function getMenuById({ id, actor }: { id: number; actor?: Actor }): Promise<MenuJson | null> {
  const db = await getDb();
  return readMenu(db, and(eq(menus.id, id), ownershipCondition(actor, 'menus.read')));
}

/** GET /menus/my-menus: the menus of the tenant the caller owns (none when they own no tenant). */
export async function listMyMenus({
  userId,
  search,
  category,
  status,
}: {
  userId: number;
  search?: string;
  category?: MenuCategory;
  status?: MenuStatus;
}): Promise<MenuJson[]> {
  const db = await getDb();
  const rows = await db
    .select(dashboardMenuColumns)
    .from(menus)
    .innerJoin(tenants, eq(menus.tenantId, tenants.id))
    .where(
      and(
        eq(tenants.ownerId, userId),
        status ? eq(menus.status, status) : undefined,
        category ? eq(menus.category, category) : undefined,
        searchCondition(search),
      ),
    )
    .orderBy(desc(menus.createdAt), desc(menus.id));
  return rows.map(toMenuJson);
}

/** Which tenant a new menu goes into: the owner's own, or for an admin the named one (or their own). */
async function resolveTargetTenant(tx: Executor, actor: Actor, requested: number | undefined): Promise<number> {
  if (scopeOf(actor.role, 'menus.create') === 'own') {
    const [own] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.ownerId, actor.id));
    if (!own) throw conflict(NO_TENANT, 'NO_TENANT');
    if (requested !== undefined && requested !== own.id) throw notFound(TENANT_NOT_FOUND);
    return own.id;
  }
  if (requested !== undefined) {
    const [target] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, requested));
    if (!target) throw notFound(TENANT_NOT_FOUND);
    return target.id;
  }
  const [own] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.ownerId, actor.id));
  if (!own) throw invalid('Tenant wajib dipilih', { tenantId: 'Tenant wajib dipilih' });
  return own.id;
}

const MENU_CONTENT_KEYS = [
  'name',
  'description',
  'price',
  'category',
  'spiceLevel',
  'preparationTime',
  'ingredients',
  'allergens',
  'calories',
  'image',
  'dietaryTags',
] as const;

function contentValues(input: Partial<UpdateMenuInput>): Partial<typeof menus.$inferInsert> {
  const out: Record<string, unknown> = {};
  for (const key of MENU_CONTENT_KEYS) if (input[key] !== undefined) out[key] = input[key];
  return out as Partial<typeof menus.$inferInsert>;
}

function createSummary(row: Menu): Record<string, unknown> {
  return { tenantId: row.tenantId, name: row.name, price: Number(row.price), category: row.category, status: row.status };
}

/** POST /menus: always starts pending_approval; the body cannot set status. */
export async function createMenu({ input, actor }: { input: CreateMenuInput; actor: Actor }): Promise<MenuJson> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const tenantId = await resolveTargetTenant(tx, actor, input.tenantId);
    const [created] = await tx
      .insert(menus)
      .values({
        ...contentValues(input),
        name: input.name,
        price: input.price,
        tenantId,
        isAvailable: input.isAvailable,
        createdBy: actor.id,
        status: INITIAL_STATUS,
        rejectionReason: null,
      })
      .returning();
    await recordActivity(
      { userId: actor.id, action: 'create', entity: 'menu', entityId: created!.id, changes: { after: createSummary(created!) }, ip: actor.ip },
      tx,
    );
    return (await readMenu(tx, eq(menus.id, created!.id)))!;
  });
}

/**
 * The menu row, locked for this transaction, when the actor may act on it. `withTenant`: the tenant row first (a write
 * that may change whether the menu is active or an active menu's text, which update tenants.active_menu_count and
 * tenants.menus_folded through triggers, migrations 0009 and 0011), the order a change of the tenant's status takes
 * (its trigger updates the tenant's menus, migration 0007), so the two queue instead of deadlocking.
 */
async function lockMenu(tx: Executor, id: number, actor: Actor, action: RecordAction, withTenant: boolean): Promise<Menu> {
  const owned =
    scopeOf(actor.role, action) === 'own'
      ? inArray(menus.tenantId, tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.ownerId, actor.id)))
      : undefined;
  if (withTenant) {
    const [ref] = await tx
      .select({ tenantId: menus.tenantId })
      .from(menus)
      .where(and(eq(menus.id, id), owned));
    if (ref) await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, ref.tenantId)).for('no key update');
  }
  const [row] = await tx
    .select()
    .from(menus)
    .where(and(eq(menus.id, id), owned))
    .for('update');
  if (!row) throw refusalError(unreachableRecord(actor.role, action), MENU_NOT_FOUND);
  return row;
}

async function tenantOwner(tx: Executor, tenantId: number): Promise<number | null> {
  const [row] = await tx.select({ ownerId: tenants.ownerId }).from(tenants).where(eq(tenants.id, tenantId));
  return row?.ownerId ?? null;
}

/**
 * PATCH /menus/{id}. Status changes follow the transitions; an owner editing a rejected menu's content resubmits it
 * (pending_approval, reason cleared). isAvailable is separate from status and always editable by the owner.
 */
export async function updateMenu({ id, input, actor }: { id: number; input: Partial<UpdateMenuInput>; actor: Actor }): Promise<MenuJson> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const editsContent = MENU_CONTENT_KEYS.some((k) => k in input);
    const before = await lockMenu(tx, id, actor, 'menus.update', input.status !== undefined || editsContent);
    const who = transitionSide(actor.role, 'menus.update');
    const { values: statusValues, activity } = statusUpdate(MENU_WORKFLOW, {
      from: before.status,
      requested: input.status,
      actor: who,
      editsContent,
      rejectionReason: before.rejectionReason,
    });
    const now = new Date();
    let values: Partial<typeof menus.$inferInsert> = { ...contentValues(input), updatedAt: now };
    if (isApproved(before.status) && editsContent && !editGoesLive(actor, 'menus.review', { ownerId: await tenantOwner(tx, before.tenantId) })) {
      // An approved menu's reviewed fields wait for a reviewer (lib/revisions.ts); the live row keeps them.
      const { reviewed, direct } = splitReviewed(values, MENU_REVIEWED_FIELDS);
      values = { ...direct, ...revisionUpdate(before, reviewed, now) };
    }
    if (input.isAvailable !== undefined) values.isAvailable = input.isAvailable;
    Object.assign(values, statusValues);
    const [after] = await tx.update(menus).set(values).where(eq(menus.id, id)).returning();
    await recordActivity({ userId: actor.id, action: activity, entity: 'menu', entityId: id, changes: diffChanges(before, after!), ip: actor.ip }, tx);
    return (await readMenu(tx, eq(menus.id, id)))!;
  });
}

export async function deleteMenu({ id, actor }: { id: number; actor: Actor }): Promise<{ id: number; name: string }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const before = await lockMenu(tx, id, actor, 'menus.delete', true);
    await tx.delete(menus).where(eq(menus.id, id));
    await recordActivity({ userId: actor.id, action: 'delete', entity: 'menu', entityId: id, changes: { before: createSummary(before) }, ip: actor.ip }, tx);
    return { id, name: before.name };
  });
}

/** Menus in the review workflow: locked together with their tenant row (so the owner cannot change underneath). */
const menuReview: ReviewTarget<MenuStatus, Menu, MenuJson> = {
  workflow: MENU_WORKFLOW,
  action: 'menus.review',
  notFoundMessage: MENU_NOT_FOUND,
  async lock(tx, id) {
    const [ref] = await tx.select({ tenantId: menus.tenantId }).from(menus).where(eq(menus.id, id));
    if (!ref) return null;
    // The tenant first, then the menu: the order a change of the tenant's status takes (its trigger updates the
    // tenant's menus, migration 0007), so a review and a suspension at the same moment queue instead of deadlocking.
    const [tenant] = await tx.select({ ownerId: tenants.ownerId }).from(tenants).where(eq(tenants.id, ref.tenantId)).for('update');
    const [row] = await tx.select().from(menus).where(eq(menus.id, id)).for('update');
    return row && tenant ? { row, ownerId: tenant.ownerId, createdBy: row.createdBy } : null;
  },
  async write(tx, id, values) {
    const [after] = await tx.update(menus).set(values).where(eq(menus.id, id)).returning();
    return after!;
  },
  read: async (tx, id) => (await readMenu(tx, eq(menus.id, id)))!,
};

/** PATCH /menus/{id}/approve: only from pending_approval. */
export function approveMenu({ id, actor }: { id: number; actor: Actor }): Promise<MenuJson> {
  return reviewRecord(menuReview, { id, actor, decision: 'approve' });
}

/** PATCH /menus/{id}/reject: only from pending_approval; the reason is stored and returned until resubmission. */
export function rejectMenu({ id, reason, actor }: { id: number; reason: string; actor: Actor }): Promise<MenuJson> {
  return reviewRecord(menuReview, { id, actor, decision: 'reject', reason });
}

/** Pending revisions of approved menus, locked together with their tenant row like a review. */
const menuRevision: RevisionTarget<Menu, MenuJson> = {
  entity: 'menu',
  action: 'menus.review',
  notFoundMessage: MENU_NOT_FOUND,
  lock: menuReview.lock,
  write: menuReview.write,
  read: menuReview.read,
};

/** PATCH /menus/{id}/revision/approve: the pending revision goes live. */
export function approveMenuRevision({ id, actor }: { id: number; actor: Actor }): Promise<MenuJson> {
  return reviewRevision(menuRevision, { id, actor, decision: 'approve' });
}

/** PATCH /menus/{id}/revision/reject: the live version stays; the reason is shown to the owner with the revision. */
export function rejectMenuRevision({ id, reason, actor }: { id: number; reason: string; actor: Actor }): Promise<MenuJson> {
  return reviewRevision(menuRevision, { id, actor, decision: 'reject', reason });
}

/** DELETE /menus/{id}/revision: whoever may edit the menu withdraws its revision (pending or rejected). */
export function withdrawMenuRevision({ id, actor }: { id: number; actor: Actor }): Promise<MenuJson> {
  return withdrawRevision({ ...menuRevision, lockForEdit: (tx, menuId) => lockMenu(tx, menuId, actor, 'menus.update', true) }, { id, actor });
}
