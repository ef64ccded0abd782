import { createMenu, listMenus } from '@/db/queries/menus';
import { actorOf } from '@/db/queries/actor';
import { json, route } from '@/lib/server/api/handler';
import { invalidateMenus } from '@/lib/server/cache';
import { createMenuSchema, listMenusQuerySchema } from '@/lib/validations/menu';

/** GET /menus: every menu with filters and pagination (an owner-scoped role sees only its tenant's menus). */
export const GET = route({ action: 'menus.read', query: listMenusQuerySchema }, async ({ user, query, ip }) =>
  listMenus({ ...query, actor: actorOf(user, ip) }),
);

/** POST /menus: into the caller's own tenant (an admin names tenantId); always starts pending_approval. */
export const POST = route({ action: 'menus.create', body: createMenuSchema }, async ({ user, body, ip }) => {
  const menu = await createMenu({ input: body, actor: actorOf(user, ip) });
  invalidateMenus();
  return json(menu, 201);
});
