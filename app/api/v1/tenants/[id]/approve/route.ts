import { z } from 'zod';
import { actorOf, approveTenant } from '@/db/queries/tenants';
import { route } from '@/lib/server/api/handler';
import { REVIEW_PERMISSION } from '@/lib/auth/permissions';
import { invalidateTenants } from '@/lib/server/cache';
import { idParam } from '@/lib/validations/tenant';

/** PATCH /tenants/{id}/approve: tenants.approve; pending_approval -> active. Nobody reviews their own tenant (checked in the query, on the locked row). */
export const PATCH = route({ permission: REVIEW_PERMISSION, params: z.object({ id: idParam }) }, async ({ user, params, ip }) => {
  const actor = actorOf(user, ip);
  const tenant = await approveTenant({ id: params.id, actor });
  invalidateTenants();
  return tenant;
});
