// The public read model: only listed tenants (active, with at least one active menu) and active menus of active
// tenants, cached for a few seconds and tagged so a write (suspend, edit, approve) expires it at once. Shared by the
// public pages and the public API. Search folds text and expands spellings (lib/search-terms.ts) and is served by the
// trigram indexes on the folded texts (db/search-sql.ts).
//
// One file per concern; this index is the API the pages, the routes and the tests import:
//   types.ts          the shapes (filters, pages, capped counts)
//   cache.ts          the data cache around every public read (the only file importing next/cache and lib/server)
//   conditions.ts     the listing rule, search words, the lists' filters and the menu list's orders
//   counts.ts         capped counts (a list's count, counts per value in one pass or apart)
//   chips.ts          the filter chips' counts (tenants per type, menus per category)
//   records.ts        one tenant, one menu, and the JSON mappers of public rows
//   tenant-list.ts    the tenant list and the /tenant page's reads
//   menu-list.ts      the menu list and the /rekomendasi-menu page's reads
//   search.ts         how the menu list reads a search (ranked parts, matches first, the name-order probe)
//   nearest.ts        nearest first, for tenants and for menus
//   landing.ts        statistics and the sitemap's tenants
//   site-settings.ts  the public site settings with defaults
export type {
  CappedCount,
  ChipCounts,
  GeoPoint,
  Paged,
  PublicMenu,
  PublicMenuFilters,
  PublicMenuTenant,
  PublicSettings,
  PublicStats,
  PublicTenant,
  PublicTenantFilters,
  SitemapTenant,
} from './types';
export { menuConditions, menuCountOrder, menuOrder, openNowCondition, publiclyListedTenant, tenantConditions } from './conditions';
export { countsInOnePass } from './counts';
export { menuCategoryCounts, tenantTypeCounts } from './chips';
export { getPublicMenu, getPublicTenant } from './records';
export { listPublicTenantPage, listPublicTenants, type TenantListPage } from './tenant-list';
export { listPublicMenuPage, listPublicMenus, type MenuListPage } from './menu-list';
export { menuSearchParts } from './search';
export { nearestTenantsCondition } from './nearest';
export { listSitemapTenants, publicStats } from './landing';
export { DEFAULT_PUBLIC_SETTINGS, getPublicSettings, getPublicSettingsOrDefault } from './site-settings';
