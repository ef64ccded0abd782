import { z } from 'zod';
import { actorOf, approveTenant } from '@/db/queries/tenants';
import { forbidden } from '@/lib/api/errors';
import { route } from '@/lib/api/handler';
import { invalidateTenants } from '@/lib/cache';
import { idParam } from '@/lib/validations/tenant';

/** PATCH /tenants/{id}/approve: tenants.approve; pending_approval -> active. Owners never review their own tenant. */
export const PATCH = route({ permission: 'tenants.approve', params: z.object({ id: idParam }) }, async ({ user, params, ip }) => {
  const actor = actorOf(user, ip);
  if (actor.ownerScoped) throw forbidden('Pemilik tenant tidak dapat meninjau tenant sendiri');
  const tenant = await approveTenant({ id: params.id, actor });
  invalidateTenants();
  return tenant;
});
