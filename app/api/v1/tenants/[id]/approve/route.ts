import { z } from 'zod';
import { actorOf } from '@/db/queries/actor';
import { approveTenant } from '@/db/queries/tenants';
import { route } from '@/lib/server/api/handler';
import { invalidateTenants } from '@/lib/server/cache';
import { idParam } from '@/lib/validations/tenant';

/** PATCH /tenants/{id}/approve: tenants.approve; pending_approval -> active. Nobody reviews their own tenant (checked in the query, on the locked row). */
export const PATCH = route({ action: 'tenants.review', params: z.object({ id: idParam }) }, async ({ user, params, ip }) => {
  const actor = actorOf(user, ip);
  const tenant = await approveTenant({ id: params.id, actor });
  invalidateTenants();
  return tenant;
});
