import { z } from 'zod';
import { rejectMenu } from '@/db/queries/menus';
import { actorOf } from '@/db/queries/actor';
import { route } from '@/lib/server/api/handler';
import { invalidateMenus } from '@/lib/server/cache';
import { idParam } from '@/lib/validations/common';
import { rejectSchema } from '@/lib/validations/tenant';

/** PATCH /menus/{id}/reject: tenants.approve; pending_approval -> rejected with a required reason. */
export const PATCH = route({ action: 'menus.review', params: z.object({ id: idParam }), body: rejectSchema }, async ({ user, params, body, ip }) => {
  const actor = actorOf(user, ip);
  const menu = await rejectMenu({ id: params.id, reason: body.reason, actor });
  invalidateMenus();
  return menu;
});
