import { z } from 'zod';
import { getPublicTenant } from '@/db/queries/public';
import { notFound } from '@/lib/api/errors';
import { route } from '@/lib/server/api/handler';
import { publicJson } from '@/lib/server/api/public-response';
import { tenantMessages } from '@/lib/validations/tenant';

const params = z.object({ id: z.string().trim().min(1).max(150) });

/** GET /tenants/public/{id}: one active tenant by id or slug; anything else is 404. */
export const GET = route({ auth: false, params }, async ({ req, params }) => {
  const tenant = await getPublicTenant(params.id);
  if (!tenant) throw notFound(tenantMessages.notFound);
  return publicJson(req, tenant);
});
