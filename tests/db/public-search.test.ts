// The public search on a real database: spellings, accents and tenant names match, and a tenant without an active
// menu is not listed. (Which index serves a search, at a scale where the planner's choice means something:
// tests/db/read-model.test.ts.)
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  getPublicTenant,
  listPublicMenus,
  listPublicTenants,
  listSitemapTenants,
  menuConditions,
  menuSearchParts,
  tenantTypeCounts,
} from '@/db/queries/public';
import { menus, tenants } from '@/db/schema';
import { seedMenus, seedTenants } from '@/db/seed-data';
import { likePattern, parseSearch } from '@/lib/search-terms';
import { appTestDatabase } from '../helpers/db';
import { queryPlan } from '../helpers/query-plan';

const database = appTestDatabase({ seed: true });

describe('public search', () => {
  // The menu search's trigram indexes (the menus' own text and their copy of the tenant's name: conditions on the
  // menu's row, which a bitmap of the public rows' partial indexes serves as cheaply at this size) and the tenant
  // search's, at a scale where the planner's choice means something: tests/db/read-model.test.ts.

  it.each(['kopi', 'coffee bakso', 'sunda', 'cihideung', 'es teh', 'zzqx'])(
    'a tenant search for %j finds the listed tenants whose own text or an active menu matches every word',
    async (search) => {
      // The rule written as plainly as possible: per word, a tenant id from the tenant's folded text or an active menu's.
      const perWord = parseSearch(search).map((word) => {
        const like = (column: string) =>
          sql.join(
            word.variants.map((v) => sql`${sql.raw(column)} like ${likePattern(v)}`),
            sql` or `,
          );
        return sql`t.id in (select id from tenants where ${like('search_folded')} union select tenant_id from menus where status = 'active' and (${like('search_folded')}))`;
      });
      const expected = (await database().db.execute(
        sql`select t.slug from tenants t where t.status = 'active' and exists (select 1 from menus m where m.tenant_id = t.id and m.status = 'active') and ${sql.join(perWord, sql` and `)} order by t.slug`,
      )) as unknown as { rows: { slug: string }[] };
      const found = await listPublicTenants({ search, limit: 100 });
      expect(found.data.map((x) => x.slug).sort()).toEqual(expected.rows.map((r) => r.slug));
      expect(found.total).toBe(expected.rows.length);
      expect((await tenantTypeCounts({ search })).total).toBe(expected.rows.length);
    },
  );

  it.each(['%%%', 'a$$$', 'kopi $$1'])('a search with a word of symbols (%j) finds nothing and its plans read no row', async (search) => {
    // Such a word has no two letters or digits in a row for a trigram index to look up (lib/search-terms.ts): the
    // search is the constant false, not a scan of every menu.
    const { db } = database();
    expect((await listPublicMenus({ search, limit: 50 })).total).toBe(0);
    expect((await listPublicTenants({ search, limit: 50 })).total).toBe(0);
    expect((await tenantTypeCounts({ search })).total).toBe(0);
    const parts = menuSearchParts({ search })!;
    const queries = [
      db.select({ id: menus.id }).from(menus).innerJoin(tenants, eq(menus.tenantId, tenants.id)).where(menuConditions({ search })),
      db
        .select({ id: menus.id })
        .from(menus)
        .where(menuConditions({ search, tenantId: 1 }, false)),
      db.select({ id: menus.id }).from(menus).innerJoin(tenants, eq(menus.tenantId, tenants.id)).where(parts.ownText),
      db.select({ id: menus.id }).from(menus).innerJoin(tenants, eq(menus.tenantId, tenants.id)).where(parts.byTenantName),
    ];
    for (const query of queries) {
      const text = await queryPlan(db, query);
      expect(text).toContain('One-Time Filter: false');
      expect(text).not.toMatch(/Scan on (menus|tenants)/);
    }
  });

  it('finds baso for bakso, kopi for coffee, ignores case and accents, and matches tenant names', async () => {
    const bakso = await listPublicMenus({ search: 'BAKSO', limit: 50 });
    expect(bakso.data.some((m) => /\bbaso\b/i.test(m.name))).toBe(true);
    const coffee = await listPublicMenus({ search: 'coffee', limit: 50 });
    expect(coffee.data.length).toBeGreaterThan(0);
    for (const m of coffee.data) expect(`${m.name} ${m.description} ${m.ingredients} ${m.tenant.name}`.toLowerCase()).toMatch(/kopi|coffee/);
    expect((await listPublicMenus({ search: 'kópí', limit: 50 })).total).toBe((await listPublicMenus({ search: 'KOPI', limit: 50 })).total);
    const laksana = await listPublicMenus({ search: 'laksana', limit: 50 });
    const tenant = seedTenants.find((x) => x.name === 'Mie Bakso Laksana')!;
    const expected = seedMenus.filter((m) => m.tenantKey === tenant.key && m.status === 'active').length;
    expect(laksana.data.filter((m) => m.tenant.name === tenant.name)).toHaveLength(expected);
    // Within one tenant's menu its own name matches nothing by itself.
    const [kaler] = await database().db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, 'kopi-kaler'));
    const own = await listPublicMenus({ tenantId: kaler!.id, search: 'kaler' });
    expect(own.data.map((m) => m.name)).toEqual(['Es Kopi Susu Gula Aren']);
  });

  it('ranks menus whose own text matches above those found through their tenant name only', async () => {
    const bakso = await listPublicMenus({ search: 'bakso', limit: 50 });
    const ownText = (m: (typeof bakso.data)[number]) => /\bbak?so\b/i.test(`${m.name} ${m.description ?? ''} ${m.ingredients ?? ''}`);
    const flags = bakso.data.map(ownText);
    expect(flags.some((f) => f)).toBe(true);
    expect(flags.some((f) => !f)).toBe(true);
    // Every own-text match comes before every tenant-name-only match.
    expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
  });

  it("reads a search in the default order in two parts; other orders and one tenant's menu in one", async () => {
    expect(menuSearchParts({ search: 'bakso' })).not.toBeNull();
    expect(menuSearchParts({ search: 'bakso', sortBy: 'price' })).toBeNull();
    expect(menuSearchParts({ search: 'bakso', tenantId: 1 })).toBeNull();
    expect(menuSearchParts({})).toBeNull();
  });

  it('pages across the two parts without gaps or repeats, and counts both', async () => {
    const whole = await listPublicMenus({ search: 'bakso', limit: 50 });
    expect(whole.total).toBe(whole.data.length);
    const paged: number[] = [];
    for (let page = 1; page <= Math.ceil(whole.total / 3); page++) {
      const res = await listPublicMenus({ search: 'bakso', limit: 3, page });
      expect(res.total).toBe(whole.total);
      paged.push(...res.data.map((m) => m.id));
    }
    expect(paged).toEqual(whole.data.map((m) => m.id));
  });

  it('lists a tenant only while it has an active menu', async () => {
    const [row] = await database().db.select({ id: tenants.id, slug: tenants.slug }).from(tenants).where(eq(tenants.slug, 'kopi-kaler'));
    const before = await listPublicTenants({ limit: 100 });
    expect(before.data.map((x) => x.slug)).toContain('kopi-kaler');
    const activeIds = (await database().db.select({ id: menus.id, status: menus.status }).from(menus).where(eq(menus.tenantId, row!.id)))
      .filter((m) => m.status === 'active')
      .map((m) => m.id);
    await database().db.update(menus).set({ status: 'inactive' }).where(eq(menus.tenantId, row!.id));
    try {
      expect((await listPublicTenants({ limit: 100 })).data.map((x) => x.slug)).not.toContain('kopi-kaler');
      expect((await listPublicTenants({ limit: 100 })).total).toBe(before.total - 1);
      expect((await listSitemapTenants()).map((x) => x.slug)).not.toContain('kopi-kaler');
      expect(await getPublicTenant('kopi-kaler')).toBeNull();
      expect((await listPublicTenants({ search: 'kopi kaler' })).total).toBe(0);
    } finally {
      for (const id of activeIds) await database().db.update(menus).set({ status: 'active' }).where(eq(menus.id, id));
    }
    expect(await getPublicTenant('kopi-kaler')).not.toBeNull();
  });
});
