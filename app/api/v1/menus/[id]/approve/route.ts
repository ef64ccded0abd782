import { z } from 'zod';
import { approveMenu } from '@/db/queries/menus';
import { actorOf } from '@/db/queries/tenants';
import { route } from '@/lib/server/api/handler';
import { REVIEW_PERMISSION } from '@/lib/auth/permissions';
import { invalidateMenus } from '@/lib/server/cache';
import { idParam } from '@/lib/validations/common';

/** PATCH /menus/{id}/approve: tenants.approve; pending_approval -> active. Nobody reviews the menus of their own tenant (checked in the query). */
export const PATCH = route({ permission: REVIEW_PERMISSION, params: z.object({ id: idParam }) }, async ({ user, params, ip }) => {
  const actor = actorOf(user, ip);
  const menu = await approveMenu({ id: params.id, actor });
  invalidateMenus();
  return menu;
});
