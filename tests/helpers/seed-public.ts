// What the public side shows of the demo seed, derived from db/seed-data.ts with the app's own rules: a tenant is
// listed when it is active and has an active menu; search matches as lib/search-terms.ts says.
import { seedMenus, seedTenants, type SeedTenant } from '@/db/seed-data';
import { matchesSearch, parseSearch } from '@/lib/search-terms';

const activeMenus = seedMenus.filter((m) => m.status === 'active');

/** Active seed tenants with at least one active menu, in seed order. */
export const listedSeedTenants: SeedTenant[] = seedTenants.filter((t) => t.status === 'active' && activeMenus.some((m) => m.tenantKey === t.key));

/** Seed tenants the public side never shows (not active, or active without an active menu). */
export const unlistedSeedTenants: SeedTenant[] = seedTenants.filter((t) => !listedSeedTenants.includes(t));

/** Listed seed tenants a tenant search finds: name, description, address, district, or one of their active menus. */
export function seedTenantsMatching(query: string): SeedTenant[] {
  const words = parseSearch(query);
  return listedSeedTenants.filter((t) =>
    words.every(
      (w) =>
        matchesSearch([w], [t.name, t.description, t.address, t.district]) ||
        activeMenus.some((m) => m.tenantKey === t.key && matchesSearch([w], [m.name, m.description, m.ingredients])),
    ),
  );
}
