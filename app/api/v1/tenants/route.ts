import { actorOf } from '@/db/queries/actor';
import { createTenant, listTenants } from '@/db/queries/tenants';
import { json, route } from '@/lib/server/api/handler';
import { invalidateTenants } from '@/lib/server/cache';
import { createTenantSchema, listTenantsQuerySchema } from '@/lib/validations/tenant';

/** GET /tenants: admin list with filters, sort and pagination (an owner-scoped role sees only its own tenant). */
export const GET = route({ action: 'tenants.list', query: listTenantsQuerySchema }, async ({ user, query, ip }) =>
  listTenants({ ...query, actor: actorOf(user, ip) }),
);

/** POST /tenants: an admin creates a tenant; may set status and owner. */
export const POST = route({ action: 'tenants.create', body: createTenantSchema }, async ({ user, body, ip }) => {
  const tenant = await createTenant({ input: body, actor: actorOf(user, ip) });
  invalidateTenants();
  return json(tenant, 201);
});
