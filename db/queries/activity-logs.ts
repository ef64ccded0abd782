// The activity log: written in the same transaction as the change it records.
import 'server-only';
import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { getDb, type Executor } from '../index';
import { activityLogs, users, DERIVED_COLUMNS, type ActivityChanges } from '../schema';

export interface ActivityInput {
  userId: number | null;
  action: string;
  entity: string;
  entityId: number | string | null;
  changes?: ActivityChanges | null;
  ip?: string | null;
}

export async function recordActivity(input: ActivityInput, executor?: Executor): Promise<void> {
  const db = executor ?? (await getDb());
  await db.insert(activityLogs).values({
    userId: input.userId,
    action: input.action,
    entity: input.entity,
    entityId: input.entityId == null ? null : String(input.entityId),
    changes: input.changes ?? null,
    ip: input.ip ?? null,
  });
}

/** Only the fields that changed, before and after. */
export function diffChanges(before: Record<string, unknown>, after: Record<string, unknown>): ActivityChanges {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (key === 'updatedAt' || key === 'passwordHash' || (DERIVED_COLUMNS as readonly string[]).includes(key)) continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      b[key] = before[key] ?? null;
      a[key] = after[key] ?? null;
    }
  }
  return { before: b, after: a };
}

/** Keys of a recorded change that hold an account's contact details (a user's email and phone, a registration's). */
const PERSONAL_KEYS = new Set(['email', 'phone']);

function withoutPersonal(values: Record<string, unknown> | null | undefined): Record<string, unknown> | null | undefined {
  if (!values) return values;
  return Object.fromEntries(Object.entries(values).filter(([key]) => !PERSONAL_KEYS.has(key)));
}

export async function listActivityLogs({
  page,
  limit,
  entity,
  action,
  userId,
  entityId,
  from,
  to,
  showContacts,
}: {
  /**
   * Whether the reader may see accounts' emails and phones (users.read): without it the actors' emails are null and
   * the email and phone of user and registration entries are left out of their recorded changes.
   */
  showContacts: boolean;
  page: number;
  limit: number;
  entity?: string;
  action?: string;
  userId?: number;
  entityId?: string;
  from?: Date;
  to?: Date;
}) {
  const db = await getDb();
  const conditions: SQL[] = [];
  if (entity) conditions.push(eq(activityLogs.entity, entity));
  if (action) conditions.push(eq(activityLogs.action, action));
  if (userId) conditions.push(eq(activityLogs.userId, userId));
  if (entityId) conditions.push(eq(activityLogs.entityId, entityId));
  if (from) conditions.push(gte(activityLogs.createdAt, from));
  if (to) conditions.push(lte(activityLogs.createdAt, to));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: activityLogs.id,
        action: activityLogs.action,
        entity: activityLogs.entity,
        entityId: activityLogs.entityId,
        changes: activityLogs.changes,
        ip: activityLogs.ip,
        createdAt: activityLogs.createdAt,
        user: { id: users.id, name: users.name, email: users.email },
      })
      .from(activityLogs)
      .leftJoin(users, eq(activityLogs.userId, users.id))
      .where(where)
      .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(activityLogs)
      .where(where),
  ]);
  const data = showContacts
    ? rows
    : rows.map((row) => ({
        ...row,
        user: row.user ? { ...row.user, email: null } : null,
        changes:
          row.entity === 'user' && row.changes
            ? { ...row.changes, before: withoutPersonal(row.changes.before), after: withoutPersonal(row.changes.after) }
            : row.changes,
      }));
  return { data, total: total?.n ?? 0 };
}
