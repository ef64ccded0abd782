import { z } from 'zod';
import { actorOf } from '@/db/queries/actor';
import { rejectMenuRevision } from '@/db/queries/menus';
import { route } from '@/lib/server/api/handler';
import { idParam } from '@/lib/validations/common';
import { rejectSchema } from '@/lib/validations/tenant';

/** PATCH /menus/{id}/revision/reject: tenants.approve; the live version stays, the reason is stored with the revision. */
export const PATCH = route({ action: 'menus.review', params: z.object({ id: idParam }), body: rejectSchema }, async ({ user, params, body, ip }) =>
  rejectMenuRevision({ id: params.id, reason: body.reason, actor: actorOf(user, ip) }),
);
