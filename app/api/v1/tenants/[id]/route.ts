import { z } from 'zod';
import { actorOf, deleteTenant, getTenantById, TENANT_NOT_FOUND, updateTenant, type Actor } from '@/db/queries/tenants';
import type { AuthUser } from '@/db/queries/auth';
import { forbidden, notFound } from '@/lib/api/errors';
import { route } from '@/lib/server/api/handler';
import { can } from '@/lib/auth/permissions';
import { invalidateTenants } from '@/lib/server/cache';
import { idParam, updateTenantSchema } from '@/lib/validations/tenant';

const params = z.object({ id: idParam });

/**
 * A caller reaches any tenant with the permission (unless owner-scoped), otherwise only the tenant they own:
 * a manager has no tenants.* by default but reads and edits their own tenant here.
 */
function scopedActor(user: AuthUser, ip: string, permission: string): { actor: Actor; permitted: boolean } {
  const actor = actorOf(user, ip);
  const permitted = can(user.role, permission);
  return { actor: permitted ? actor : { ...actor, ownerScoped: true }, permitted: permitted || actor.ownerScoped };
}

/** GET /tenants/{id}: tenants.read, or the caller's own tenant. */
export const GET = route({ params }, async ({ user, params, ip }) => {
  const { actor, permitted } = scopedActor(user, ip, 'tenants.read');
  const tenant = await getTenantById({ id: params.id, actor });
  if (!tenant) throw permitted ? notFound(TENANT_NOT_FOUND) : forbidden();
  return tenant;
});

/** PATCH /tenants/{id}: tenants.update, or the caller's own tenant; status changes follow the transitions. */
export const PATCH = route({ params, body: updateTenantSchema }, async ({ user, params, body, ip }) => {
  const { actor, permitted } = scopedActor(user, ip, 'tenants.update');
  if (!permitted && !(await getTenantById({ id: params.id, actor }))) throw forbidden();
  const tenant = await updateTenant({ id: params.id, input: body, actor });
  invalidateTenants();
  return tenant;
});

/** DELETE /tenants/{id}: tenants.delete (an owner-scoped role with it deletes only its own); menus go with it. */
export const DELETE = route({ permission: 'tenants.delete', params }, async ({ user, params, ip }) => {
  const deleted = await deleteTenant({ id: params.id, actor: actorOf(user, ip) });
  invalidateTenants();
  return { success: true, message: `Tenant "${deleted.name}" berhasil dihapus`, id: deleted.id };
});
