import { z } from 'zod';
import { actorOf } from '@/db/queries/actor';
import { approveMenuRevision } from '@/db/queries/menus';
import { route } from '@/lib/server/api/handler';
import { invalidateMenus } from '@/lib/server/cache';
import { idParam } from '@/lib/validations/common';

/** PATCH /menus/{id}/revision/approve: tenants.approve; the pending revision goes live. Nobody reviews the menus of their own tenant. */
export const PATCH = route({ action: 'menus.review', params: z.object({ id: idParam }) }, async ({ user, params, ip }) => {
  const menu = await approveMenuRevision({ id: params.id, actor: actorOf(user, ip) });
  invalidateMenus();
  return menu;
});
