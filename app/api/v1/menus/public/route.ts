import { listPublicMenus } from '@/db/queries/public';
import { openNowClock } from '@/lib/opening-hours';
import { route } from '@/lib/server/api/handler';
import { publicList } from '@/lib/server/api/public-response';
import { publicMenusQuerySchema } from '@/lib/validations/menu';

/** GET /menus/public: active menus of active tenants; search, category, price range, spice level; limit at most 50. */
export const GET = route({ auth: false, query: publicMenusQuerySchema }, async ({ req, query }) => {
  const result = await listPublicMenus({ ...query, openNow: query.openNow ? openNowClock(new Date()) : undefined });
  return publicList(req, result, query.page, query.limit);
});
