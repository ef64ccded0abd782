import { z } from 'zod';
import { actorOf } from '@/db/queries/actor';
import { withdrawTenantRevision } from '@/db/queries/tenants';
import { route } from '@/lib/server/api/handler';
import { idParam } from '@/lib/validations/tenant';

/** DELETE /tenants/{id}/revision: whoever may edit the tenant withdraws its revision (pending or rejected); the live version stays. */
export const DELETE = route({ action: 'tenants.update', params: z.object({ id: idParam }) }, async ({ user, params, ip }) =>
  withdrawTenantRevision({ id: params.id, actor: actorOf(user, ip) }),
);
