import { listMyMenus } from '@/db/queries/menus';
import { route } from '@/lib/server/api/handler';
import { myMenusQuerySchema } from '@/lib/validations/menu';

/** GET /menus/my-menus: the menus of the caller's own tenant ({ data: [] } when they have none). */
export const GET = route({ permission: 'menus.read', query: myMenusQuerySchema }, async ({ user, query }) => ({
  data: await listMyMenus({ userId: user.id, ...query }),
}));
