import { actorOf } from '@/db/queries/actor';
import { createTenantForOwner, getTenantForOwner, TENANT_NOT_FOUND } from '@/db/queries/tenants';
import { notFound } from '@/lib/api/errors';
import { json, route } from '@/lib/server/api/handler';
import { invalidateTenants } from '@/lib/server/cache';
import { createMyTenantSchema, myTenantQuerySchema } from '@/lib/validations/tenant';

/** GET /tenants/my-tenant: the caller's own tenant; 404 means none yet (with ?optional=true: 200 null, no failed request). */
export const GET = route({ query: myTenantQuerySchema }, async ({ user, query }) => {
  const tenant = await getTenantForOwner({ userId: user.id });
  if (!tenant && query.optional === 'true') return json(null);
  if (!tenant) throw notFound(TENANT_NOT_FOUND);
  return tenant;
});

/** POST /tenants/my-tenant: one tenant per owner, awaiting approval; its public contact is what the body gives (none by default). */
export const POST = route({ body: createMyTenantSchema }, async ({ user, body, ip }) => {
  const tenant = await createTenantForOwner({ input: body, actor: actorOf(user, ip) });
  invalidateTenants();
  return json(tenant, 201);
});
