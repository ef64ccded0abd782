import { z } from 'zod';
import { actorOf } from '@/db/queries/actor';
import { withdrawMenuRevision } from '@/db/queries/menus';
import { route } from '@/lib/server/api/handler';
import { idParam } from '@/lib/validations/common';

/** DELETE /menus/{id}/revision: whoever may edit the menu withdraws its revision (pending or rejected); the live version stays. */
export const DELETE = route({ action: 'menus.update', params: z.object({ id: idParam }) }, async ({ user, params, ip }) =>
  withdrawMenuRevision({ id: params.id, actor: actorOf(user, ip) }),
);
