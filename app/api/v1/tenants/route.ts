import { createTenant, actorOf, listTenants } from '@/db/queries/tenants';
import { json, route } from '@/lib/server/api/handler';
import { invalidateTenants } from '@/lib/server/cache';
import { createTenantSchema, listTenantsQuerySchema } from '@/lib/validations/tenant';

/** GET /tenants: admin list with filters, sort and pagination (an owner-scoped role sees only its own tenant). */
export const GET = route({ permission: 'tenants.read', query: listTenantsQuerySchema }, async ({ user, query, ip }) =>
  listTenants({ ...query, actor: actorOf(user, ip) }),
);

/** POST /tenants: an admin creates a tenant; may set status and owner. */
export const POST = route({ permission: 'tenants.create', body: createTenantSchema }, async ({ user, body, ip }) => {
  const tenant = await createTenant({ input: body, actor: actorOf(user, ip) });
  invalidateTenants();
  return json(tenant, 201);
});
