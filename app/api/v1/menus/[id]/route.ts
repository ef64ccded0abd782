import { z } from 'zod';
import { deleteMenu, getMenuById, MENU_NOT_FOUND, updateMenu } from '@/db/queries/menus';
import { actorOf } from '@/db/queries/actor';
import { notFound } from '@/lib/api/errors';
import { route } from '@/lib/server/api/handler';
import { invalidateMenus } from '@/lib/server/cache';
import { idParam } from '@/lib/validations/common';
import { updateMenuSchema } from '@/lib/validations/menu';

const params = z.object({ id: idParam });

/** GET /menus/{id}: menus.read; an owner-scoped caller reaches only their tenant's menus. */
export const GET = route({ action: 'menus.read', params }, async ({ user, params, ip }) => {
  const menu = await getMenuById({ id: params.id, actor: actorOf(user, ip) });
  if (!menu) throw notFound(MENU_NOT_FOUND);
  return menu;
});

/** PATCH /menus/{id}: menus.update; status follows the transitions, editing a rejected menu resubmits it. */
export const PATCH = route({ action: 'menus.update', params, body: updateMenuSchema }, async ({ user, params, body, ip }) => {
  const menu = await updateMenu({ id: params.id, input: body, actor: actorOf(user, ip) });
  invalidateMenus();
  return menu;
});

/** DELETE /menus/{id}: menus.delete. */
export const DELETE = route({ action: 'menus.delete', params }, async ({ user, params, ip }) => {
  const deleted = await deleteMenu({ id: params.id, actor: actorOf(user, ip) });
  invalidateMenus();
  return { success: true, message: 'Menu berhasil dihapus!', id: deleted.id };
});
