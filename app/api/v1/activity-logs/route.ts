import { listActivityLogs } from '@/db/queries/activity-logs';
import { route } from '@/lib/server/api/handler';
import { can, scopeOf } from '@/lib/auth/permissions';
import { listActivityLogsQuerySchema } from '@/lib/validations/activity-log';

/**
 * GET /activity-logs (activity_logs.read): newest first; filters entity, action, userId, entityId, from, to.
 * Owner-scoped roles (no tenants.read, e.g. MANAGER, which holds activity_logs.read by default) see only their own actions.
 * Without users.read, accounts' emails and phones are left out (the actor's email is null).
 */
export const GET = route({ action: 'activity_logs.read', query: listActivityLogsQuerySchema }, async ({ user, query }) => {
  const filters = scopeOf(user.role, 'activity_logs.read') === 'own' ? { ...query, userId: user.id } : query;
  const { data, total } = await listActivityLogs({ ...filters, showContacts: can(user.role, 'users.read') });
  return { data, meta: { total, page: query.page, limit: query.limit, totalPages: Math.ceil(total / query.limit) } };
});
