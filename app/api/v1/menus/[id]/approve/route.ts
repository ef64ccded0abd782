import { z } from 'zod';
import { approveMenu } from '@/db/queries/menus';
import { actorOf } from '@/db/queries/tenants';
import { forbidden } from '@/lib/api/errors';
import { route } from '@/lib/api/handler';
import { invalidateMenus } from '@/lib/cache';
import { idParam } from '@/lib/validations/common';

/** PATCH /menus/{id}/approve: tenants.approve; pending_approval -> active. Owners never review their own menus. */
export const PATCH = route({ permission: 'tenants.approve', params: z.object({ id: idParam }) }, async ({ user, params, ip }) => {
  const actor = actorOf(user, ip);
  if (actor.ownerScoped) throw forbidden('Pemilik tenant tidak dapat meninjau menu sendiri');
  const menu = await approveMenu({ id: params.id, actor });
  invalidateMenus();
  return menu;
});
