import { z } from 'zod';
import { approveMenu } from '@/db/queries/menus';
import { actorOf } from '@/db/queries/actor';
import { route } from '@/lib/server/api/handler';
import { invalidateMenus } from '@/lib/server/cache';
import { idParam } from '@/lib/validations/common';

/** PATCH /menus/{id}/approve: tenants.approve; pending_approval -> active. Nobody reviews the menus of their own tenant (checked in the query). */
export const PATCH = route({ action: 'menus.review', params: z.object({ id: idParam }) }, async ({ user, params, ip }) => {
  const actor = actorOf(user, ip);
  const menu = await approveMenu({ id: params.id, actor });
  invalidateMenus();
  return menu;
});
