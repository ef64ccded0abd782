import { listPublicTenants } from '@/db/queries/public';
import { openNowClock } from '@/lib/opening-hours';
import { route } from '@/lib/server/api/handler';
import { publicList } from '@/lib/server/api/public-response';
import { publicTenantsQuerySchema } from '@/lib/validations/tenant';

/** GET /tenants/public: active tenants only (limit default 10, sortBy default rating, sortOrder default desc). */
export const GET = route({ auth: false, query: publicTenantsQuerySchema }, async ({ req, query }) => {
  const result = await listPublicTenants({
    ...query,
    sortOrder: query.sortOrder ?? 'desc',
    openNow: query.openNow ? openNowClock(new Date()) : undefined,
  });
  return publicList(req, result, query.page, query.limit);
});
