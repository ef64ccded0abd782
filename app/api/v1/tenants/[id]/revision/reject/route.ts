import { z } from 'zod';
import { actorOf } from '@/db/queries/actor';
import { rejectTenantRevision } from '@/db/queries/tenants';
import { route } from '@/lib/server/api/handler';
import { idParam, rejectSchema } from '@/lib/validations/tenant';

/** PATCH /tenants/{id}/revision/reject: tenants.approve; the live version stays, the reason is stored with the revision. */
export const PATCH = route({ action: 'tenants.review', params: z.object({ id: idParam }), body: rejectSchema }, async ({ user, params, body, ip }) =>
  rejectTenantRevision({ id: params.id, reason: body.reason, actor: actorOf(user, ip) }),
);
