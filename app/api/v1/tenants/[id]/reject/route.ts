import { z } from 'zod';
import { actorOf } from '@/db/queries/actor';
import { rejectTenant } from '@/db/queries/tenants';
import { route } from '@/lib/server/api/handler';
import { invalidateTenants } from '@/lib/server/cache';
import { idParam, rejectSchema } from '@/lib/validations/tenant';

/** PATCH /tenants/{id}/reject: tenants.approve; pending_approval -> rejected with a required reason, stored and returned. */
export const PATCH = route({ action: 'tenants.review', params: z.object({ id: idParam }), body: rejectSchema }, async ({ user, params, body, ip }) => {
  const actor = actorOf(user, ip);
  const tenant = await rejectTenant({ id: params.id, reason: body.reason, actor });
  invalidateTenants();
  return tenant;
});
