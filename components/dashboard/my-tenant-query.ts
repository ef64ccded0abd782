// The signed-in owner's tenant as the dashboard asks for it. GET /tenants/my-tenant answers 404 for "none" (spec);
// asked with ?optional=true it answers 200 null instead, so a manager without a tenant leaves no failed request in the
// browser console. A 404 still reads as "none" (e.g. from an older server).
import type { Tenant } from './api-types';
import { errorStatus, type ApiQuery } from './use-api-query';

export const MY_TENANT_PATH = '/tenants/my-tenant?optional=true';

export type MyTenant = Tenant | null;

/** Whether the loaded answer says the caller owns no tenant. */
export function ownsNoTenant(query: Pick<ApiQuery<MyTenant>, 'data' | 'error' | 'loading'>): boolean {
  if (errorStatus(query.error) === 404) return true;
  return !query.loading && !query.error && query.data === null;
}
