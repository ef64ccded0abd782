// Admin reports: the summary figures of the reports page and the rows of the spreadsheet export.
import 'server-only';
import type { ReportSummaryJson } from '@/lib/api/contract';
import { asc, count, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import { MENU_CATEGORIES, MENU_CATEGORY_LABELS, MENU_STATUSES, TENANT_STATUSES, TENANT_TYPES, TENANT_TYPE_LABELS, USER_STATUSES } from '@/lib/constants';
import { MENU_STATUS_LABELS, TENANT_STATUS_LABELS, USER_STATUS_LABELS } from '@/lib/status';
import type { SpreadsheetColumn } from '@/lib/server/spreadsheet';
import type { EXPORT_ENTITY_VALUES } from '@/lib/validations/report';
import { getDb } from '../index';
import { menus, roles, tenants, users } from '../schema';
import { publiclyListedTenant } from './public';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Asia/Jakarta is UTC+7 all year (no daylight saving), so days are bucketed with a fixed offset. */
const JAKARTA_OFFSET_HOURS = 7;
export const CHART_DAYS = 30;

export type ExportEntity = (typeof EXPORT_ENTITY_VALUES)[number];
/** Safety cap on one export. */
export const EXPORT_MAX_ROWS = 50_000;

function zeroFilled<K extends string>(keys: readonly K[], rows: { key: string | null; n: number }[]): Record<K, number> {
  const out = Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
  for (const row of rows) if (row.key && row.key in out) out[row.key as K] = row.n;
  return out;
}

/** 'YYYY-MM-DD' of an instant in Asia/Jakarta. */
export function jakartaDay(date: Date): string {
  return new Date(date.getTime() + JAKARTA_OFFSET_HOURS * 3600 * 1000).toISOString().slice(0, 10);
}

/** The last `days` calendar days in Asia/Jakarta, oldest first, ending today, and the instant the first one starts. */
export function lastDays(now: Date, days: number): { dates: string[]; start: Date } {
  const today = jakartaDay(now);
  const todayStartUtc = new Date(`${today}T00:00:00.000Z`).getTime() - JAKARTA_OFFSET_HOURS * 3600 * 1000;
  const dates: string[] = [];
  for (let i = 0; i < days; i++) dates.push(jakartaDay(new Date(todayStartUtc - (days - 1 - i) * DAY_MS)));
  return { dates, start: new Date(todayStartUtc - (days - 1) * DAY_MS) };
}

/** GET /reports/summary (the contract's `ReportSummary`). */
export type ReportSummary = ReportSummaryJson;

/**
 * Runs lazy queries (Drizzle's builders start only when awaited) one after another and returns their results in
 * order: a transaction holds one connection, which runs one statement at a time (pg queues concurrent ones with a
 * deprecation warning, and pg 9 refuses them).
 */
async function inSequence<T extends readonly unknown[] | []>(queries: T): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const results: unknown[] = [];
  for (const query of queries) results.push(await query);
  return results as { -readonly [K in keyof T]: Awaited<T[K]> };
}

export async function getReportSummary({ now = new Date() }: { now?: Date } = {}): Promise<ReportSummary> {
  const db = await getDb();
  const { dates, start } = lastDays(now, CHART_DAYS);
  const dayOf = (column: typeof users.createdAt | typeof tenants.createdAt) =>
    sql<string>`to_char((${column} at time zone 'UTC') + interval '${sql.raw(String(JAKARTA_OFFSET_HOURS))} hours', 'YYYY-MM-DD')`;
  const userDay = dayOf(users.createdAt);
  const tenantDay = dayOf(tenants.createdAt);

  const [
    tenantStatus,
    tenantType,
    menuStatus,
    menuCategory,
    userStatus,
    byRole,
    [fresh],
    [rating],
    [roleCount],
    userDays,
    tenantDays,
    [listing],
    [menuRevisions],
  ] = await db.transaction(
    // One snapshot for every figure, so the counts add up even while others write.
    (tx) =>
      inSequence([
        tx.select({ key: tenants.status, n: count() }).from(tenants).groupBy(tenants.status),
        tx.select({ key: tenants.type, n: count() }).from(tenants).groupBy(tenants.type),
        tx.select({ key: menus.status, n: count() }).from(menus).groupBy(menus.status),
        tx.select({ key: menus.category, n: count() }).from(menus).groupBy(menus.category),
        tx.select({ key: users.status, n: count() }).from(users).groupBy(users.status),
        tx
          .select({ roleId: roles.id, name: roles.name, code: roles.code, count: sql<number>`count(${users.id})::int` })
          .from(roles)
          .leftJoin(users, eq(users.roleId, roles.id))
          .groupBy(roles.id, roles.name, roles.code, roles.sortOrder)
          .orderBy(asc(roles.sortOrder), asc(roles.name)),
        tx
          .select({
            last7Days: sql<number>`count(*) filter (where ${users.createdAt} >= ${new Date(now.getTime() - 7 * DAY_MS)})::int`,
            last30Days: sql<number>`count(*) filter (where ${users.createdAt} >= ${new Date(now.getTime() - 30 * DAY_MS)})::int`,
          })
          .from(users),
        tx
          .select({ average: sql<string | null>`round(avg(${tenants.rating})::numeric, 1)::text`, rated: count() })
          .from(tenants)
          .where(isNotNull(tenants.rating)),
        tx.select({ n: count() }).from(roles),
        tx.select({ day: userDay, n: count() }).from(users).where(gte(users.createdAt, start)).groupBy(userDay),
        tx.select({ day: tenantDay, n: count() }).from(tenants).where(gte(tenants.createdAt, start)).groupBy(tenantDay),
        // The public "listed" rule (active with an active menu, tenants.active_menu_count), and the revisions queue.
        tx
          .select({
            listed: sql<number>`count(*) filter (where ${publiclyListedTenant})::int`,
            revisions: sql<number>`count(*) filter (where ${tenants.pendingRevision} is not null and ${tenants.revisionRejectionReason} is null)::int`,
          })
          .from(tenants),
        tx
          .select({ n: count() })
          .from(menus)
          .where(sql`${menus.pendingRevision} is not null and ${menus.revisionRejectionReason} is null`),
      ]),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );

  const userPerDay = new Map(userDays.map((r) => [r.day, r.n]));
  const tenantPerDay = new Map(tenantDays.map((r) => [r.day, r.n]));
  const tenantsByStatus = zeroFilled(TENANT_STATUSES, tenantStatus);
  const menusByStatus = zeroFilled(MENU_STATUSES, menuStatus);
  const usersByStatus = zeroFilled(USER_STATUSES, userStatus);
  const sum = (o: Record<string, number>) => Object.values(o).reduce((a, b) => a + b, 0);

  return {
    generatedAt: now.toISOString(),
    totals: { tenants: sum(tenantsByStatus), menus: sum(menusByStatus), users: sum(usersByStatus), roles: roleCount?.n ?? 0 },
    tenantsByStatus,
    tenantsByType: zeroFilled(TENANT_TYPES, tenantType),
    menusByStatus,
    menusByCategory: zeroFilled(MENU_CATEGORIES, menuCategory),
    usersByStatus,
    usersByRole: byRole,
    newUsers: { last7Days: fresh?.last7Days ?? 0, last30Days: fresh?.last30Days ?? 0 },
    averageRating: rating?.average == null ? null : Number(rating.average),
    ratedTenants: rating?.rated ?? 0,
    listedTenants: listing?.listed ?? 0,
    pendingRevisions: { tenants: listing?.revisions ?? 0, menus: menuRevisions?.n ?? 0 },
    registrationsPerDay: dates.map((date) => ({ date, users: userPerDay.get(date) ?? 0, tenants: tenantPerDay.get(date) ?? 0 })),
  };
}

export interface ExportTable {
  title: string;
  columns: SpreadsheetColumn[];
  rows: Record<string, unknown>[];
}

export async function getExportRows({ entity }: { entity: ExportEntity }): Promise<ExportTable> {
  const db = await getDb();
  if (entity === 'tenants') {
    const rows = await db
      .select({
        id: tenants.id,
        name: tenants.name,
        slug: tenants.slug,
        type: tenants.type,
        status: tenants.status,
        address: tenants.address,
        city: tenants.city,
        phone: tenants.phone,
        email: tenants.email,
        ownerName: users.name,
        ownerEmail: users.email,
        rating: tenants.rating,
        totalOrders: tenants.totalOrders,
        menuCount: sql<number>`(select count(*)::int from "menus" as "m" where "m"."tenant_id" = "tenants"."id")`,
        createdAt: tenants.createdAt,
      })
      .from(tenants)
      .leftJoin(users, eq(tenants.ownerId, users.id))
      .orderBy(desc(tenants.createdAt), desc(tenants.id))
      .limit(EXPORT_MAX_ROWS);
    return {
      title: 'Tenant',
      columns: [
        { key: 'id', header: 'ID', width: 8 },
        { key: 'name', header: 'Nama Tenant', width: 32 },
        { key: 'slug', header: 'Slug', width: 28 },
        { key: 'type', header: 'Tipe', width: 14 },
        { key: 'status', header: 'Status', width: 22 },
        { key: 'address', header: 'Alamat', width: 40 },
        { key: 'city', header: 'Kota', width: 16 },
        { key: 'phone', header: 'Telepon', width: 18 },
        { key: 'email', header: 'Email', width: 28 },
        { key: 'ownerName', header: 'Pemilik', width: 24 },
        { key: 'ownerEmail', header: 'Email Pemilik', width: 28 },
        { key: 'rating', header: 'Rating', width: 8 },
        { key: 'totalOrders', header: 'Total Pesanan', width: 14 },
        { key: 'menuCount', header: 'Jumlah Menu', width: 12 },
        { key: 'createdAt', header: 'Dibuat', width: 18 },
      ],
      rows: rows.map((r) => ({ ...r, type: TENANT_TYPE_LABELS[r.type], status: TENANT_STATUS_LABELS[r.status] })),
    };
  }
  if (entity === 'menus') {
    const rows = await db
      .select({
        id: menus.id,
        name: menus.name,
        tenantName: tenants.name,
        category: menus.category,
        price: menus.price,
        spiceLevel: menus.spiceLevel,
        preparationTime: menus.preparationTime,
        isAvailable: menus.isAvailable,
        status: menus.status,
        createdAt: menus.createdAt,
      })
      .from(menus)
      .innerJoin(tenants, eq(menus.tenantId, tenants.id))
      .orderBy(desc(menus.createdAt), desc(menus.id))
      .limit(EXPORT_MAX_ROWS);
    return {
      title: 'Menu',
      columns: [
        { key: 'id', header: 'ID', width: 8 },
        { key: 'name', header: 'Nama Menu', width: 32 },
        { key: 'tenantName', header: 'Tenant', width: 30 },
        { key: 'category', header: 'Kategori', width: 20 },
        { key: 'price', header: 'Harga (IDR)', width: 14, numFmt: '#,##0' },
        { key: 'spiceLevel', header: 'Level Pedas', width: 12 },
        { key: 'preparationTime', header: 'Waktu Persiapan (menit)', width: 14 },
        { key: 'isAvailable', header: 'Tersedia', width: 10 },
        { key: 'status', header: 'Status', width: 22 },
        { key: 'createdAt', header: 'Dibuat', width: 18 },
      ],
      rows: rows.map((r) => ({
        ...r,
        category: MENU_CATEGORY_LABELS[r.category],
        status: MENU_STATUS_LABELS[r.status],
        isAvailable: r.isAvailable ? 'Ya' : 'Tidak',
      })),
    };
  }
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      role: roles.name,
      roleCode: roles.code,
      status: users.status,
      lastLoginAt: users.lastLoginAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .innerJoin(roles, eq(users.roleId, roles.id))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(EXPORT_MAX_ROWS);
  return {
    title: 'Pengguna',
    columns: [
      { key: 'id', header: 'ID', width: 8 },
      { key: 'name', header: 'Nama', width: 28 },
      { key: 'email', header: 'Email', width: 32 },
      { key: 'phone', header: 'Telepon', width: 18 },
      { key: 'role', header: 'Role', width: 16 },
      { key: 'roleCode', header: 'Kode Role', width: 16 },
      { key: 'status', header: 'Status', width: 12 },
      { key: 'lastLoginAt', header: 'Login Terakhir', width: 18 },
      { key: 'createdAt', header: 'Dibuat', width: 18 },
    ],
    rows: rows.map((r) => ({ ...r, status: USER_STATUS_LABELS[r.status] })),
  };
}
