import { z } from 'zod';
import { getPublicTenant, listPublicMenus } from '@/db/queries/public';
import { notFound } from '@/lib/api/errors';
import { route } from '@/lib/server/api/handler';
import { publicList } from '@/lib/server/api/public-response';
import { publicMenusQueryFields } from '@/lib/validations/menu';
import { tenantMessages } from '@/lib/validations/tenant';

const params = z.object({ tenantId: z.string().trim().min(1).max(150) });
const { search, category, limit, page } = publicMenusQueryFields;
const query = z.object({ search, category, limit, page });

/** GET /menus/public/tenant/{tenantId}: the public menus of one active tenant (id or slug); otherwise 404. */
export const GET = route({ auth: false, params, query }, async ({ req, params, query }) => {
  const tenant = await getPublicTenant(params.tenantId);
  if (!tenant) throw notFound(tenantMessages.notFound);
  const result = await listPublicMenus({ ...query, tenantId: tenant.id });
  return publicList(req, result, query.page, query.limit);
});
