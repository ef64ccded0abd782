import { z } from 'zod';
import { actorOf } from '@/db/queries/actor';
import { deleteTenant, getTenantById, tenantUnreachable, updateTenant } from '@/db/queries/tenants';
import { route } from '@/lib/server/api/handler';
import { invalidateTenants } from '@/lib/server/cache';
import { idParam, updateTenantSchema } from '@/lib/validations/tenant';

const params = z.object({ id: idParam });

/**
 * GET /tenants/{id}: tenants.read reaches every tenant; without it (or owner-scoped) only the caller's own tenant
 * (the policy's 'tenants.read' scope: a manager has no tenants.* by default but reads their own tenant here).
 */
export const GET = route({ action: 'tenants.read', params }, async ({ user, params, ip }) => {
  const actor = actorOf(user, ip);
  const tenant = await getTenantById({ id: params.id, actor, action: 'tenants.read' });
  if (!tenant) throw tenantUnreachable(actor, 'tenants.read');
  return tenant;
});

/** PATCH /tenants/{id}: tenants.update, or the caller's own tenant; status changes follow the transitions. */
export const PATCH = route({ action: 'tenants.update', params, body: updateTenantSchema }, async ({ user, params, body, ip }) => {
  const tenant = await updateTenant({ id: params.id, input: body, actor: actorOf(user, ip) });
  invalidateTenants();
  return tenant;
});

/** DELETE /tenants/{id}: tenants.delete (an owner-scoped role with it deletes only its own); menus go with it. */
export const DELETE = route({ action: 'tenants.delete', params }, async ({ user, params, ip }) => {
  const deleted = await deleteTenant({ id: params.id, actor: actorOf(user, ip) });
  invalidateTenants();
  return { success: true, message: `Tenant "${deleted.name}" berhasil dihapus`, id: deleted.id };
});
