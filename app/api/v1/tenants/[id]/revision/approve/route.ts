import { z } from 'zod';
import { actorOf } from '@/db/queries/actor';
import { approveTenantRevision } from '@/db/queries/tenants';
import { route } from '@/lib/server/api/handler';
import { invalidateTenants } from '@/lib/server/cache';
import { idParam } from '@/lib/validations/tenant';

/** PATCH /tenants/{id}/revision/approve: tenants.approve; the pending revision goes live. Nobody reviews their own tenant. */
export const PATCH = route({ action: 'tenants.review', params: z.object({ id: idParam }) }, async ({ user, params, ip }) => {
  const tenant = await approveTenantRevision({ id: params.id, actor: actorOf(user, ip) });
  invalidateTenants();
  return tenant;
});
