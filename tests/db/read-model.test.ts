// The public read model (issue 11): every menu carries a copy of its tenant's status, rating, halal status and
// kecamatan, kept by triggers in the same transaction as every write, and the search texts are stored generated columns. At city scale the public
// menu list reads a page in the order of one menus_public_* index (no sort of the join), the tenant list in the order
// of one tenants_public_* index, and counts stop at the cap.
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countsInOnePass,
  listPublicMenuPage,
  listPublicMenus,
  listPublicTenantPage,
  listPublicTenants,
  menuCategoryCounts,
  menuConditions,
  menuCountOrder,
  menuOrder,
  menuSearchParts,
  tenantConditions,
  tenantTypeCounts,
  type PublicMenuFilters,
  type PublicTenantFilters,
} from '@/db/queries/public';
import { menus, tenants } from '@/db/schema';
import { KECAMATAN, LIMITS, MENU_CATEGORIES, TENANT_TYPES } from '@/lib/constants';
import { closeAppDatabase, createTestDatabase, serveAppFrom, type TestDatabase } from '../helpers/db';
import { queryPlan } from '../helpers/query-plan';

const TENANTS = 5_000;
const MENUS = 60_000;

let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
  serveAppFrom(t);
  // 95% of the tenants active, ratings 3.0-5.0 (one in fifty never rated); twelve menus each, one in ten inactive,
  // eight categories, one in twenty sold out, five spice levels. These bulk writes (and the triggers they fire) take
  // longer than the app's statement timeout on a busy machine: none for them.
  await t.exec(`
    set statement_timeout = 0;
    insert into tenants (name, slug, type, address, province, postal_code, rating, status, is_featured)
    select 'Warung Skala ' || g, 'warung-skala-' || g, 'restaurant', 'Jl. Uji ' || g, 'Jawa Barat', '46111',
      case when g % 50 = 0 then null else 3 + (g % 201) / 100.0 end,
      case when g % 20 = 0 then 'suspended' else 'active' end::tenant_status, g % 400 = 0
    from generate_series(1, ${TENANTS}) g;
    insert into menus (tenant_id, name, description, price, category, status, is_available, spice_level)
    select 1 + g % ${TENANTS}, 'Menu ' || g, case when g % 7 = 0 then 'Nasi goreng spesial' else 'Sajian rumahan' end,
      5000 + (g % 90) * 1000,
      (array['appetizer','main_course','dessert','beverage','soup','salad','side_dish','other'])[1 + g % 8]::menu_category,
      case when g % 10 = 3 then 'inactive' else 'active' end::menu_status, g % 20 <> 0, 1 + (g / 3) % 5
    from generate_series(1, ${MENUS}) g;
    analyze tenants;
    analyze menus;
  `);
}, 240_000);

afterAll(async () => {
  await closeAppDatabase(t);
});

const plan = (query: Parameters<typeof queryPlan>[1], options?: Parameters<typeof queryPlan>[2]) => queryPlan(t.db, query, options);

async function copyOf(menuId: number) {
  const [row] = await t.db
    .select({ status: menus.tenantStatus, rating: menus.tenantRating, halal: menus.tenantHalalStatus, district: menus.tenantDistrict })
    .from(menus)
    .where(eq(menus.id, menuId));
  return row;
}

/** Menus whose copy of a tenant field differs from their tenant's own (zero, always). */
async function drift(): Promise<number> {
  const result = await t.db.execute(
    sql`select count(*)::int as n from menus m join tenants t on t.id = m.tenant_id
      where (m.tenant_status, m.tenant_rating, m.tenant_halal_status, m.tenant_district, m.tenant_name_folded)
        is distinct from (t.status, t.rating, t.halal_status, t.district, t.name_folded)`,
  );
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe('public read model', () => {
  it('copies the tenant status, rating, halal status, kecamatan and folded name onto its menus on every write, and overrides a direct write of the copy', async () => {
    const [tenant] = await t.db
      .insert(tenants)
      .values({
        name: 'Kedai Salin',
        slug: 'kedai-salin',
        address: 'Jl. Salin 1',
        province: 'Jawa Barat',
        postalCode: '46111',
        status: 'active',
        rating: 4.2,
        district: 'tawang',
        halalStatus: 'self_declared',
      })
      .returning({ id: tenants.id });
    const [menu] = await t.db
      .insert(menus)
      .values({ tenantId: tenant!.id, name: 'Mi Kocok Spésial', price: 15000, status: 'active' })
      .returning({ id: menus.id, searchFolded: menus.searchFolded });
    // The stored search text is folded as a query is (lowercase, accents off, padded).
    expect(menu!.searchFolded).toBe(' mi kocok spesial   ');
    expect(await copyOf(menu!.id)).toEqual({ status: 'active', rating: 4.2, halal: 'self_declared', district: 'tawang' });

    await t.db.update(tenants).set({ status: 'suspended' }).where(eq(tenants.id, tenant!.id));
    expect(await copyOf(menu!.id)).toEqual({ status: 'suspended', rating: 4.2, halal: 'self_declared', district: 'tawang' });
    expect((await listPublicMenus({ search: 'kocok' })).data.map((m) => m.id)).not.toContain(menu!.id);

    await t.db.update(tenants).set({ status: 'active', rating: 3.1 }).where(eq(tenants.id, tenant!.id));
    expect(await copyOf(menu!.id)).toEqual({ status: 'active', rating: 3.1, halal: 'self_declared', district: 'tawang' });
    expect((await listPublicMenus({ search: 'kocok' })).data.map((m) => m.id)).toContain(menu!.id);

    // A new certificate and a move to another kecamatan reach the menu, and so its filters.
    await t.db
      .update(tenants)
      .set({ halalStatus: 'certified', halalCertificateNumber: 'ID32110000000001', district: 'cihideung' })
      .where(eq(tenants.id, tenant!.id));
    expect(await copyOf(menu!.id)).toEqual({ status: 'active', rating: 3.1, halal: 'certified', district: 'cihideung' });
    expect((await listPublicMenus({ search: 'kocok', halal: 'certified', district: 'cihideung' })).data.map((m) => m.id)).toContain(menu!.id);
    expect((await listPublicMenus({ search: 'kocok', district: 'tawang' })).data.map((m) => m.id)).not.toContain(menu!.id);

    // A new name reaches the menu's copy of the folded name, and so the search through the tenant's name.
    const nameCopy = async () => (await t.db.select({ name: menus.tenantNameFolded }).from(menus).where(eq(menus.id, menu!.id)))[0]!.name;
    expect(await nameCopy()).toBe(' kedai salin ');
    expect((await listPublicMenus({ search: 'salin' })).data.map((m) => m.id)).toContain(menu!.id);
    await t.db.update(tenants).set({ name: 'Warung Galunggung' }).where(eq(tenants.id, tenant!.id));
    expect(await nameCopy()).toBe(' warung galunggung ');
    expect((await listPublicMenus({ search: 'galunggung', sortBy: 'price' })).data.map((m) => m.id)).toContain(menu!.id);
    expect((await listPublicMenus({ search: 'galunggung' })).data.map((m) => m.id)).toContain(menu!.id);
    expect((await listPublicMenus({ search: 'salin' })).data.map((m) => m.id)).not.toContain(menu!.id);

    // Nobody can make the copy lie: a direct write is replaced by the tenant's own values.
    await t.db.execute(
      sql`update menus set tenant_status = 'suspended', tenant_rating = 5, tenant_halal_status = 'not_halal', tenant_district = 'tawang', tenant_name_folded = ' salin ' where id = ${menu!.id}`,
    );
    expect(await copyOf(menu!.id)).toEqual({ status: 'active', rating: 3.1, halal: 'certified', district: 'cihideung' });
    expect(await nameCopy()).toBe(' warung galunggung ');

    // A menu moved to another tenant takes that tenant's copies, its name included.
    const [other] = await t.db
      .insert(tenants)
      .values({
        name: 'Kedai Pindahan',
        slug: 'kedai-pindahan',
        address: 'Jl. Pindah 2',
        province: 'Jawa Barat',
        postalCode: '46111',
        status: 'active',
        rating: 4.7,
      })
      .returning({ id: tenants.id });
    await t.db.update(menus).set({ tenantId: other!.id }).where(eq(menus.id, menu!.id));
    expect(await nameCopy()).toBe(' kedai pindahan ');
    expect(await copyOf(menu!.id)).toEqual({ status: 'active', rating: 4.7, halal: 'unknown', district: null });
    expect((await listPublicMenus({ search: 'pindahan', sortBy: 'price' })).data.map((m) => m.id)).toContain(menu!.id);

    // Rows written before the triggers existed were copied by the migrations: every menu agrees with its tenant.
    expect(await drift()).toBe(0);
  });

  it('halal, kecamatan and spice: a count reads menus alone through menus_public_halal_idx, menus_public_district_idx or menus_public_spice_idx, and equals counting the join', async () => {
    // A third of the tenants certified, a third self-declared; the ten kecamatan in turn (one bulk write of tenants:
    // the triggers copy it onto 60,000 menus, which takes longer than the app's statement timeout on a busy machine).
    await t.exec(`
      set statement_timeout = 0;
      update tenants set halal_status = (array['certified','self_declared','unknown'])[1 + id % 3]::halal_status,
        halal_certificate_number = case when id % 3 = 0 then 'ID3211' || lpad(id::text, 10, '0') end,
        district = (array[${KECAMATAN.map((k) => `'${k}'`).join(',')}])[1 + id % ${KECAMATAN.length}]
      where slug like 'warung-skala-%';
      analyze menus;
    `);
    expect(await drift()).toBe(0);

    const cases: [Parameters<typeof listPublicMenus>[0] & object, RegExp][] = [
      // A category chip's count under the halal filter: the index's leading columns.
      [{ halal: 'certified', category: 'dessert' }, /menus_public_halal_idx/],
      [{ district: 'tawang', category: 'dessert' }, /menus_public_district_idx/],
      // With a price range: the copy's index or the price's, whichever the planner finds cheaper, still menus alone.
      [{ halal: 'certified', minPrice: 10000, maxPrice: 24999 }, /menus_public_halal_idx|menus_price_idx/],
      [{ district: 'tawang', maxPrice: 30000 }, /menus_public_district_idx|menus_price_idx/],
      [{ district: 'cihideung', halal: 'halal', minPrice: 50000 }, /menus_public_(district|halal)_idx|menus_price_idx/],
      [{ spiceLevel: 3, category: 'dessert' }, /menus_public_spice_idx/],
      [{ spiceLevel: 2, category: 'soup', minPrice: 10000, maxPrice: 30000 }, /menus_public_spice_idx/],
    ];
    for (const [filters, index] of cases) {
      // The count, as listPublicMenus sends it: no join, on the copies, through the index of the copy.
      const countQuery = t.db
        .select({ one: sql`1` })
        .from(menus)
        .where(menuConditions(filters, false))
        .limit(LIMITS.publicCountCap + 1);
      const text = await plan(countQuery);
      expect(text, text).toMatch(index);
      expect(text, text).not.toMatch(/tenants|Seq Scan on menus/);

      // The same page and count as the join on the tenants' own fields.
      const halal =
        filters.halal === 'certified' ? sql`t.halal_status = 'certified'` : filters.halal ? sql`t.halal_status in ('certified', 'self_declared')` : sql`true`;
      const where = sql`m.status = 'active' and t.status = 'active' and ${halal}
        and (${filters.district ?? null}::text is null or t.district = ${filters.district ?? null})
        and (${filters.category ?? null}::text is null or m.category::text = ${filters.category ?? null})
        and m.price >= ${filters.minPrice ?? 0} and m.price <= ${filters.maxPrice ?? 1e12}
        and (${filters.spiceLevel ?? null}::int is null or m.spice_level = ${filters.spiceLevel ?? null})`;
      const [reference] = rowsOf<{ n: number }>(
        await t.db.execute(sql`select count(*)::int as n from menus m join tenants t on t.id = m.tenant_id where ${where}`),
      );
      const n = Number(reference!.n);
      expect(n, JSON.stringify(filters)).toBeGreaterThan(0);
      const page = await listPublicMenus({ ...filters, limit: 50 });
      expect(page, JSON.stringify(filters)).toMatchObject(
        n > LIMITS.publicCountCap ? { total: LIMITS.publicCountCap, totalCapped: true } : { total: n, totalCapped: false },
      );
      const ids = rowsOf<{ id: number }>(
        await t.db.execute(
          sql`select m.id from menus m join tenants t on t.id = m.tenant_id where ${where} order by m.is_available desc, t.rating desc nulls last, m.created_at desc, m.id limit 50`,
        ),
      );
      expect(page.data.map((m) => m.id)).toEqual(ids.map((r) => r.id));
    }
  });

  it.each([
    [{}, 'menus_public_rating_idx'],
    [{ category: 'dessert' as const }, 'menus_public_category_rating_idx'],
    [{ sortBy: 'createdAt' as const }, 'menus_public_created_idx'],
    [{ sortBy: 'price' as const }, 'menus_public_price_idx'],
    [{ sortBy: 'name' as const }, 'menus_public_name_idx'],
  ])('the menu list %j reads one page in the order of %s, without sorting the join', async (filters, index) => {
    const query = t.db
      .select({ id: menus.id })
      .from(menus)
      .innerJoin(tenants, eq(menus.tenantId, tenants.id))
      .where(menuConditions(filters))
      .orderBy(...menuOrder(filters))
      .limit(LIMITS.publicMenuLimit);
    const text = await plan(query);
    expect(text, text).toContain(`Index Scan using ${index}`);
    expect(text, text).not.toMatch(/Sort|Seq Scan on menus/);
  });

  it.each([
    [{}, 'menus_public_rating_idx'],
    [{ category: 'dessert' as const }, 'menus_public_category_rating_idx'],
    [{ category: 'dessert' as const, sortBy: 'price' as const }, 'menus_public_category_rating_idx'],
    [{ sortBy: 'createdAt' as const }, 'menus_public_created_idx'],
    [{ sortBy: 'price' as const }, 'menus_public_price_idx'],
  ])('the capped count of the menu list %j reads %s, not the first rows of a scan of menus', async (filters, index) => {
    const order = menuCountOrder(filters);
    expect(order).toBeDefined();
    const query = t.db
      .select({ one: sql`1` })
      .from(menus)
      .innerJoin(tenants, eq(menus.tenantId, tenants.id))
      .where(menuConditions(filters))
      .orderBy(...order!)
      .limit(LIMITS.publicCountCap + 1);
    const text = await plan(query);
    expect(text, text).toMatch(new RegExp(`Index (Only )?Scan using ${index}`));
    expect(text, text).not.toMatch(/Sort|Seq Scan on menus/);
    // Under a filter no public index serves, the count keeps the planner's own plan.
    expect(menuCountOrder({ ...filters, halal: 'certified' })).toBeUndefined();
    expect(menuCountOrder({ ...filters, search: 'nasi' })).toBeUndefined();
  });

  it('category chip counts, from one grouped pass under a filter and category by category without one, equal the list counted per category', async () => {
    const [someTenant] = rowsOf<{ id: number }>(
      await t.db.execute(sql`select tenant_id as id from menus where status = 'active' group by tenant_id order by count(*) desc limit 1`),
    );
    // {}: each category alone; 'goreng' (one menu in seven): a complete pass; a price from 20.000 (most menus): the pass
    // stops at its bound with every category past the cap; one tenant's menus. Halal, kecamatan or spice alone (with
    // or without a price range): each category through the index of that filter; two of them: one pass.
    const cases = [
      {},
      { search: 'goreng' },
      { search: 'goreng', maxPrice: 20000 },
      { minPrice: 20000 },
      { spiceLevel: 3 },
      { spiceLevel: 2, minPrice: 10000, maxPrice: 30000 },
      { halal: 'certified' as const },
      { halal: 'halal' as const, maxPrice: 30000 },
      { district: 'tawang' as const },
      { district: 'tawang' as const, halal: 'certified' as const },
      { tenantId: someTenant!.id },
    ];
    for (const filters of cases) {
      const chips = await menuCategoryCounts(filters);
      const list = await listPublicMenus({ ...filters, limit: 1 });
      expect({ total: chips.total, capped: chips.totalCapped }, JSON.stringify(filters)).toEqual({ total: list.total, capped: Boolean(list.totalCapped) });
      for (const category of MENU_CATEGORIES) {
        const one = await listPublicMenus({ ...filters, category, limit: 1 });
        expect({ n: chips.counts[category], capped: chips.capped[category] }, `${JSON.stringify(filters)} ${category}`).toEqual({
          n: one.total,
          capped: Boolean(one.totalCapped),
        });
      }
    }
  });

  it("the list pages' reads, whose list counts come from their chips' counts, equal the list and the chips read apart", async () => {
    // A search in the default order reads two parts ('goreng skala': menus whose own text has both words, then those
    // that need their tenant's name); other orders one; counts past the cap; a page past the cap; one category.
    const menuCases: PublicMenuFilters[] = [
      {},
      { category: 'dessert', page: 4 },
      { search: 'goreng' },
      { search: 'goreng', category: 'soup', page: 2 },
      { search: 'goreng', sortBy: 'price' },
      { search: 'skala' },
      { search: 'goreng skala', category: 'main_course' },
      { search: 'goreng skala', sortBy: 'name', page: 2 },
      { minPrice: 20000, category: 'beverage', sortBy: 'createdAt', page: 3 },
      { spiceLevel: 3, page: LIMITS.publicCountCap / 50 + 1 },
      { search: 'zzqx' },
      // Chips through the index of halal, kecamatan or spice (categoryIndexServes); a search whose parts need the
      // tenant's row (its rating); nearest first.
      { halal: 'certified' },
      { district: 'tawang', maxPrice: 30000, category: 'soup' },
      { spiceLevel: 2, sortBy: 'price', page: 2 },
      { search: 'goreng', minRating: 4.5 },
      { search: 'goreng skala', minRating: 4, category: 'dessert' },
      { sortBy: 'distance', near: { latitude: -7.33, longitude: 108.22 }, category: 'beverage' },
    ];
    for (const filters of menuCases) {
      const { category: _category, sortBy: _sortBy, near: _near, page: _page, ...others } = filters;
      const together = await listPublicMenuPage({ ...filters, limit: 50 });
      expect(together.list, JSON.stringify(filters)).toEqual(await listPublicMenus({ ...filters, limit: 50 }));
      expect(together.categoryCounts, JSON.stringify(filters)).toEqual(await menuCategoryCounts(others));
    }
    const tenantCases: PublicTenantFilters[] = [
      {},
      { search: 'skala', page: 3 },
      { type: 'restaurant', minRating: 4.5 },
      { type: 'cafe' },
      { search: 'skala 12', sortBy: 'name', sortOrder: 'asc' },
      { sortBy: 'distance', near: { latitude: -7.33, longitude: 108.22 } },
      { page: LIMITS.publicCountCap / 12 + 2 },
    ];
    for (const filters of tenantCases) {
      const { search, minRating, halal, openNow, district } = filters;
      const together = await listPublicTenantPage({ ...filters, limit: 12 });
      expect(together.list, JSON.stringify(filters)).toEqual(await listPublicTenants({ ...filters, limit: 12 }));
      expect(together.typeCounts, JSON.stringify(filters)).toEqual(await tenantTypeCounts({ search, minRating, halal, openNow, district }));
    }
  });

  it("a search's matches under the cap are counted and paged in one statement: the same pages and counts as each part counted and paged apart", async () => {
    // listPublicMenuPage passes the chips' counts to the list, which then counts nothing and pages each part in its
    // index's order: the reading the one statement replaces. '123' is in some menus' names (the first part) and in some
    // tenants' names (the second); 'kocok' in neither, 'goreng' in more menus than the cap (read part by part).
    const [oneTenant] = await t.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, 'warung-skala-1123'));
    // A search reads its matches first under another filter (readsMatchesFirst): a price bound above every menu's adds
    // one without changing the matches.
    const any = { maxPrice: 100_000 };
    const cases: PublicMenuFilters[] = [
      { search: '123', ...any },
      { search: '123', ...any, page: 2, limit: 20 },
      { search: '123', ...any, page: 5, limit: 20 },
      { search: '123', category: 'soup' },
      { search: '123', ...any, sortBy: 'price', page: 2, limit: 10 },
      { search: '123', ...any, sortBy: 'name', page: 3, limit: 7 },
      { search: '123', ...any, sortBy: 'createdAt' },
      { search: '123 sajian', minRating: 4 },
      { search: '123', spiceLevel: 2, maxPrice: 40000 },
      { search: 'menu', tenantId: oneTenant!.id },
      { search: 'kocok', ...any },
      { search: 'kocok', ...any, page: 3 },
      { search: 'goreng', ...any, page: 2 },
      { search: 'goreng', minPrice: 90000 },
      { search: '123', ...any, page: 40, limit: 50 },
      { search: '123' },
      // Every order, and the filters that read the tenant's row (type, rating) under the explicit ones; nearest first
      // with a place reads the tenant's place, so it pages part by part.
      { search: '123', ...any, sortBy: 'rating', page: 2, limit: 15 },
      { search: '123', ...any, sortBy: 'distance' },
      { search: '123', ...any, sortBy: 'distance', near: { latitude: -7.33, longitude: 108.22 } },
      { search: '123', minRating: 4, sortBy: 'name', page: 2, limit: 10 },
      { search: '123', type: 'restaurant', sortBy: 'price', page: 2, limit: 10 },
      { search: '123 sajian', type: 'restaurant', sortBy: 'createdAt' },
    ];
    for (const filters of cases) {
      const { category, sortBy: _sortBy, near: _near, limit: _limit, page: _page, ...others } = filters;
      const chips = await menuCategoryCounts(others);
      const list = await listPublicMenus(filters);
      expect(list.total, JSON.stringify(filters)).toBe(category ? chips.counts[category] : chips.total);
      expect(list, JSON.stringify(filters)).toEqual((await listPublicMenuPage(filters)).list);
    }
    // Both parts hold matches, the first page starts with the first part, and paging runs on into the second.
    const all = await listPublicMenus({ search: '123', ...any, limit: 50 });
    expect(all.totalCapped).toBe(false);
    const pages = [];
    for (let page = 1; (page - 1) * 50 < all.total; page++) pages.push(...(await listPublicMenus({ search: '123', ...any, limit: 50, page })).data);
    const own = pages.findIndex((m) => !m.name.includes('123'));
    expect(own).toBeGreaterThan(0);
    expect(pages.slice(own).every((m) => m.tenant.name.includes('123'))).toBe(true);
    expect(new Set(pages.map((m) => m.id)).size).toBe(all.total);
  });

  it('a search in name order reads its matches first, however late their names sort: the same pages and counts as sorting every match', async () => {
    // 'Zuppa Krim ...' sorts after every other name here, so reading the name index until a page of them is found reads
    // every menu first (searchesByName); under the gather cap the list sorts the matches instead. 'skala' (in every
    // tenant's name) has more matches than the cap: the list reads the name index as before.
    await t.exec(`
      set statement_timeout = 0;
      insert into menus (tenant_id, name, description, price, category, status, is_available, spice_level)
      select 1 + (g * 7) % ${TENANTS}, 'Zuppa Krim ' || (array['Jamur', 'Ayam', 'Sapi', 'Kerang'])[1 + g % 4], 'Sup kental dalam roti',
        20000 + (g % 5) * 5000, (array['soup', 'appetizer'])[1 + g % 2]::menu_category,
        case when g % 10 = 0 then 'inactive' else 'active' end::menu_status, g % 15 <> 0, 1
      from generate_series(1, 600) g;
      analyze menus;
    `);
    try {
      const byName = async (where: ReturnType<typeof sql>) =>
        rowsOf<{ id: number }>(
          await t.db.execute(
            sql`select m.id from menus m join tenants t on t.id = m.tenant_id where m.status = 'active' and t.status = 'active' and ${where}
              order by m.is_available desc, lower(m.name), m.id`,
          ),
        ).map((r) => r.id);
      const zuppa = sql`(m.search_folded like '%zuppa%' or t.name_folded like '%zuppa%')`;
      const cases: [PublicMenuFilters, number[]][] = [
        [{ search: 'zuppa' }, await byName(zuppa)],
        [{ search: 'zuppa', category: 'soup' }, await byName(sql`${zuppa} and m.category = 'soup'`)],
        [{ search: 'zuppa krim', maxPrice: 30000 }, await byName(sql`${zuppa} and m.price <= 30000`)],
        [{ search: 'zuppa', minRating: 4 }, await byName(sql`${zuppa} and t.rating >= 4`)],
      ];
      for (const [filters, ids] of cases) {
        expect(ids.length, JSON.stringify(filters)).toBeGreaterThan(60);
        expect(ids.length, JSON.stringify(filters)).toBeLessThan(LIMITS.publicCountCap);
        const pages = Math.ceil(ids.length / 50);
        for (let page = 1; page <= pages + 1; page++) {
          const request = { ...filters, sortBy: 'name' as const, page, limit: 50 };
          const list = await listPublicMenus(request);
          expect(
            list.data.map((m) => m.id),
            JSON.stringify(request),
          ).toEqual(ids.slice((page - 1) * 50, page * 50));
          expect(list, JSON.stringify(request)).toMatchObject({ total: ids.length, totalCapped: false });
          // The pages' reading, with the chips' counts, gives the same page.
          expect((await listPublicMenuPage(request)).list, JSON.stringify(request)).toEqual(list);
        }
      }
      const every = await byName(sql`t.name_folded like '%skala%'`);
      expect(every.length).toBeGreaterThan(10_000);
      for (const page of [1, 2, 20]) {
        const list = await listPublicMenus({ search: 'skala', sortBy: 'name', page, limit: 50 });
        expect(
          list.data.map((m) => m.id),
          `skala, page ${page}`,
        ).toEqual(every.slice((page - 1) * 50, page * 50));
        expect(list).toMatchObject({ total: LIMITS.publicCountCap, totalCapped: true });
      }
    } finally {
      await t.exec(`delete from menus where name like 'Zuppa Krim %'; analyze menus;`);
    }
  });

  it("the type chips' counts, from one grouped pass, equal each type counted apart up to the cap", async () => {
    // A third of the tenants get another type (six types, one in each); the rest stay restaurants, past the cap.
    await t.exec(
      `update tenants set type = (array['restaurant','cafe','food_truck','catering','bakery','other'])[1 + (id / 3) % 6]::tenant_type where id % 3 = 0`,
    );
    try {
      const cases: Parameters<typeof tenantTypeCounts>[0][] = [
        {},
        { search: 'skala 12' },
        { search: 'goreng' },
        { minRating: 4.5 },
        { search: 'goreng', minRating: 4 },
        { search: 'zzqx' },
      ];
      for (const filters of cases) {
        const where = tenantConditions(filters);
        const expected = Object.fromEntries(
          await Promise.all(
            TENANT_TYPES.map(async (type) => {
              const [row] = rowsOf<{ n: number }>(
                await t.db.execute(
                  sql`select count(*)::int as n from (select 1 from tenants where ${where} and tenants.type = ${type} limit ${LIMITS.publicCountCap + 1}) c`,
                ),
              );
              return [type, Math.min(Number(row!.n), LIMITS.publicCountCap)] as const;
            }),
          ),
        );
        const counts = await tenantTypeCounts(filters);
        expect(counts.counts, JSON.stringify(filters)).toEqual(expected);
        expect(counts.capped, JSON.stringify(filters)).toEqual(
          Object.fromEntries(TENANT_TYPES.map((type) => [type, expected[type] === LIMITS.publicCountCap])),
        );
        const sum = TENANT_TYPES.reduce((n, type) => n + expected[type]!, 0);
        expect(counts.total, JSON.stringify(filters)).toBe(Math.min(sum, LIMITS.publicCountCap));
      }
      // The case the pass must get right: one type past the cap, others under it and non-zero.
      const goreng = await tenantTypeCounts({ search: 'goreng' });
      expect(goreng.capped.restaurant).toBe(true);
      expect(goreng.counts.cafe).toBeGreaterThan(0);
      expect(goreng.counts.cafe).toBeLessThan(LIMITS.publicCountCap);
      // A pass that stops at its bound (the matches pass all three) counts the types it has not settled one by one:
      // the same counts as a pass without a bound.
      const where = tenantConditions({ search: 'goreng' });
      const full = await countsInOnePass(sql`"tenants"`, where, sql`"tenants"."type"`, TENANT_TYPES);
      expect(full.byKey.restaurant).toEqual({ n: goreng.counts.restaurant, capped: true });
      for (const bound of [500, 1_500, 2_500]) {
        expect(await countsInOnePass(sql`"tenants"`, where, sql`"tenants"."type"`, TENANT_TYPES, bound), String(bound)).toEqual(full);
      }
    } finally {
      await t.exec(`update tenants set type = 'restaurant' where type <> 'restaurant'; analyze tenants;`);
    }
  });

  it('a grouped pass that stops at its bound counts the categories it has not settled one by one', async () => {
    const byCategory = sql`"menus"."category"`;
    const where = menuConditions({ minPrice: 20000 }, false);
    const full = await countsInOnePass(sql`"menus"`, where, byCategory, MENU_CATEGORIES);
    // Bounds where no category, some or every one reaches the cap within the pass: the same counts every time.
    for (const bound of [500, 9_000, 12_000]) {
      expect(await countsInOnePass(sql`"menus"`, where, byCategory, MENU_CATEGORIES, bound), String(bound)).toEqual(full);
    }
    // A filter with fewer matches than the bound: exact counts from the pass alone.
    const few = await countsInOnePass(sql`"menus"`, menuConditions({ minPrice: 20000, maxPrice: 20000 }, false), byCategory, MENU_CATEGORIES);
    const reference = rowsOf<{ category: string; n: number }>(
      await t.db.execute(
        sql`select m.category::text as category, count(*)::int as n from menus m where m.status = 'active' and m.tenant_status = 'active' and m.price = 20000 group by 1`,
      ),
    );
    const exact = Object.fromEntries(MENU_CATEGORIES.map((c) => [c, { n: 0, capped: false }]));
    for (const r of reference) exact[r.category] = { n: Number(r.n), capped: false };
    expect(few.byKey).toEqual(exact);
    expect(few.all.total).toBe(reference.reduce((n, r) => n + Number(r.n), 0));
  });

  it('a category reads the same page and count as the plain equality would', async () => {
    const page = await listPublicMenus({ category: 'dessert', limit: 50, page: 3 });
    const reference = (await t.db.execute(
      sql`select m.id from menus m join tenants t on t.id = m.tenant_id where m.status = 'active' and t.status = 'active' and m.category = 'dessert' order by m.is_available desc, t.rating desc nulls last, m.created_at desc, m.id limit 50 offset 100`,
    )) as unknown as { rows: { id: number }[] };
    expect(page.data.map((m) => m.id)).toEqual(reference.rows.map((r) => r.id));
    const count = (await t.db.execute(
      sql`select count(*)::int as n from menus m join tenants t on t.id = m.tenant_id where m.status = 'active' and t.status = 'active' and m.category = 'dessert'`,
    )) as unknown as { rows: { n: number }[] };
    const n = Number(count.rows[0]!.n);
    expect(page).toMatchObject(n > LIMITS.publicCountCap ? { total: LIMITS.publicCountCap, totalCapped: true } : { total: n, totalCapped: false });
  });

  it("a tenant search reads the order index for a word most tenants match, the trigram indexes of its text and its menus' words for a rare one, and finds the tenants of every matching menu", async () => {
    const pageOf = (search: string) =>
      t.db
        .select({ id: tenants.id })
        .from(tenants)
        .where(tenantConditions({ search }))
        .orderBy(sql`nullif(${tenants.rating}, 0) desc nulls last`, asc(tenants.id))
        .limit(12);
    // 'skala' is in every tenant's name: the rating order's index, each row tested until the page is full.
    const common = await plan(pageOf('skala'));
    expect(common, common).toContain('Index Scan using tenants_public_rating_idx');
    expect(common, common).not.toMatch(/Sort Key: \(?nullif|Seq Scan on tenants/i);
    // A word no tenant has: the tenant's own text and its menus' words are index conditions, served by their trigram
    // indexes (once the pending lists of this bulk insert are merged into them, as autovacuum does, not priced as a
    // scan of those lists). Neither reads menus.
    for (const index of ['tenants_search_folded_trgm_idx', 'tenants_menus_folded_trgm_idx']) {
      await t.db.execute(sql`select gin_clean_pending_list(${index}::regclass)`);
    }
    const rare = await plan(pageOf('zzqx'));
    expect(rare, rare).toContain('tenants_search_folded_trgm_idx');
    expect(rare, rare).toContain('tenants_menus_folded_trgm_idx');
    expect(rare, rare).not.toMatch(/Seq Scan on tenants| on menus/);
    // A word in the menus of a seventh of the tenants ('goreng'), a prefix of a menu word ('ruma') and a tenant's
    // number in its name or its menus' names: the same tenants as the semi-join on matching menus the search used to
    // read for every query.
    for (const search of ['goreng', 'ruma', 'nasi spesial', '4242', 'skala 4077']) {
      const words = search.split(' ');
      const bySemiJoin = rowsOf<{ id: number }>(
        await t.db.execute(
          sql`select t.id from tenants t where t.status = 'active' and t.active_menu_count > 0 and ${sql.join(
            words.map(
              (w) =>
                sql`(t.search_folded like ${`%${w}%`} or exists (select 1 from menus m where m.tenant_id = t.id and m.status = 'active' and m.search_folded like ${`%${w}%`}))`,
            ),
            sql` and `,
          )} order by t.id`,
        ),
      ).map((r) => Number(r.id));
      const bySearch = (await t.db.select({ id: tenants.id }).from(tenants).where(tenantConditions({ search })).orderBy(asc(tenants.id))).map((r) => r.id);
      expect(bySearch.length, search).toBeGreaterThan(0);
      expect(bySearch, search).toEqual(bySemiJoin);
    }
  });

  it('a search reads its parts by the cheaper path: a rare word through the trigram index, a common one in the order index', async () => {
    const pageOf = (where: ReturnType<typeof menuConditions>) =>
      t.db
        .select({ id: menus.id })
        .from(menus)
        .innerJoin(tenants, eq(menus.tenantId, tenants.id))
        .where(where)
        .orderBy(...menuOrder({}))
        .limit(LIMITS.publicMenuLimit);
    const rare = await plan(pageOf(menuSearchParts({ search: 'kocok' })!.ownText));
    expect(rare, rare).toContain('menus_search_folded_trgm_idx');
    // 'spesial' is in one menu in seven: reading the order's index until the page is full beats collecting every match.
    const common = await plan(pageOf(menuSearchParts({ search: 'spesial' })!.ownText));
    expect(common, common).toContain('Index Scan using menus_public_rating_idx');
    expect(common, common).not.toMatch(/Sort|Seq Scan on menus/);
    const named = await plan(pageOf(menuSearchParts({ search: 'salin' })!.byTenantName));
    // Driven by the few menus whose tenant's name matches: the trigram index of their copy of it, never a scan of menus.
    expect(named, named).toContain('menus_tenant_name_folded_trgm_idx');
    expect(named, named).not.toMatch(/Seq Scan on menus/);
  });

  /** A page of the public menu list for a search under an explicit sort, as the list reads it. */
  const sortedPage = (search: string, sortBy: 'price' | 'name' | 'createdAt') =>
    t.db
      .select({ id: menus.id })
      .from(menus)
      .innerJoin(tenants, eq(menus.tenantId, tenants.id))
      .where(menuConditions({ search, sortBy }))
      .orderBy(...menuOrder({ sortBy }))
      .limit(LIMITS.publicMenuLimit);

  it("a word in one tenant's name that the column's statistics sampled is still taken for a rare word under an explicit sort", async () => {
    // The planner estimates a LIKE on menus.tenant_name_folded from its histogram, one bucket at a time: with the
    // default 100 buckets a name among the bounds was taken for 1% of all menus, and an explicit sort then read the
    // order's index looking for them (200 ms at the bench's scale). Migration 0014 gives the column 1,000 buckets.
    const [stats] = rowsOf<{ bounds: string[] }>(
      await t.db.execute(sql`select histogram_bounds::text::text[] as bounds from pg_stats where tablename = 'menus' and attname = 'tenant_name_folded'`),
    );
    const word = /skala (\d{4}) /.exec(stats!.bounds.find((b) => /skala \d{4} /.test(b))!)![1]!;
    for (const sortBy of ['price', 'name', 'createdAt'] as const) {
      const text = await plan(sortedPage(word, sortBy));
      expect(text, `${word}: ${text}`).toContain('menus_tenant_name_folded_trgm_idx');
      expect(text, `${word}: ${text}`).not.toMatch(/Index Scan using menus_public_/);
    }
  });

  it("a word in one menu's text that the column's statistics sampled is still taken for a rare word, in every order", async () => {
    // The same for menus.search_folded (migration 0015): with the default 100 buckets a word among the bounds was taken
    // for 1% of all menus, and every order of the list then read its index looking for a page of them, through every
    // public menu when fewer match (search=pedas, 24 menus, by price: 190-300 ms at the bench's scale). A number of
    // five digits is in one menu's name here ('Menu 12345') and in no tenant's.
    const [stats] = rowsOf<{ bounds: string[] }>(
      await t.db.execute(sql`select histogram_bounds::text::text[] as bounds from pg_stats where tablename = 'menus' and attname = 'search_folded'`),
    );
    const word = /menu (\d{5}) /.exec(stats!.bounds.find((b) => /menu \d{5} /.test(b))!)![1]!;
    const pages = [
      ...(['price', 'name', 'createdAt'] as const).map((sortBy) => sortedPage(word, sortBy)),
      // The default order reads the menus whose own text matches first (menuSearchParts).
      t.db
        .select({ id: menus.id })
        .from(menus)
        .innerJoin(tenants, eq(menus.tenantId, tenants.id))
        .where(menuSearchParts({ search: word })!.ownText)
        .orderBy(...menuOrder({}))
        .limit(LIMITS.publicMenuLimit),
    ];
    for (const page of pages) {
      const text = await plan(page);
      expect(text, `${word}: ${text}`).toContain('menus_search_folded_trgm_idx');
      expect(text, `${word}: ${text}`).not.toMatch(/Index Scan using menus_public_/);
    }
  });

  it("a word in every tenant's name under an explicit sort reads the order's index and stops at the page", async () => {
    // Every tenant here is 'Warung Skala N'. Matched through a subquery on tenants, the planner saw the matching
    // tenants only at run time, planned them as few, and gathered and sorted every menu (320 ms at the bench's scale).
    for (const sortBy of ['price', 'name', 'createdAt'] as const) {
      const text = await plan(sortedPage('skala', sortBy));
      expect(text, text).toMatch(/Index Scan using menus_public_(price|name|created)_idx/);
      expect(text, text).not.toMatch(/Sort|Seq Scan on menus|Bitmap Heap Scan on menus/);
    }
  });

  it.each(['price', 'createdAt', 'name'] as const)(
    'a search under an explicit order (%s) reads a rare word through the trigram index and never scans menus, and finds every match through its text or its tenant name',
    async (sortBy) => {
      const pageOf = (search: string) => sortedPage(search, sortBy);
      // Before, each word was a semi-join on the ids of every match: a sequential scan of menus for any word.
      const rare = await plan(pageOf('kocok'));
      expect(rare, rare).toContain('menus_search_folded_trgm_idx');
      for (const search of ['kocok', 'spesial', 'skala 4077']) {
        const text = await plan(pageOf(search));
        expect(text, text).not.toMatch(/Seq Scan on menus/);
      }
      // 'skala 4077' is in no menu's text: its matches are the menus of 'Warung Skala 4077', found through the name.
      for (const search of ['kocok', 'skala 4077', 'goreng spesial']) {
        const words = search.split(' ');
        const plain = rowsOf<{ id: number }>(
          await t.db.execute(
            sql`select m.id from menus m join tenants t on t.id = m.tenant_id where m.status = 'active' and t.status = 'active' and ${sql.join(
              words.map((w) => sql`(m.search_folded like ${`%${w}%`} or t.name_folded like ${`%${w}%`})`),
              sql` and `,
            )} order by m.id`,
          ),
        ).map((r) => r.id);
        const found = (
          await t.db
            .select({ id: menus.id })
            .from(menus)
            .innerJoin(tenants, eq(menus.tenantId, tenants.id))
            .where(menuConditions({ search, sortBy }))
            .orderBy(asc(menus.id))
        ).map((r) => r.id);
        expect(found.length, search).toBeGreaterThan(0);
        expect(found, search).toEqual(plain);
      }
    },
  );

  it.each([
    [false, 'tenants_public_rating_idx'],
    [true, 'tenants_public_featured_rating_idx'],
  ])('the tenant list by rating (featured first: %s) reads in the order of %s', async (featuredFirst, index) => {
    const order = [sql`nullif(${tenants.rating}, 0) desc nulls last`, asc(tenants.id)];
    if (featuredFirst) order.unshift(sql`${tenants.isFeatured} desc`);
    const query = t.db
      .select({ id: tenants.id })
      .from(tenants)
      .where(and(tenantConditions({})))
      .orderBy(...order)
      .limit(12);
    const text = await plan(query);
    expect(text, text).toContain(`Index Scan using ${index}`);
    expect(text, text).not.toMatch(/Sort|Seq Scan on tenants/);
  });

  it('counts stop at the cap and pages end there, the first page matching the order of every row', async () => {
    const first = await listPublicMenus({ limit: 50 });
    expect(first).toMatchObject({ total: LIMITS.publicCountCap, totalCapped: true });
    // The same first page as sorting every public menu by the public order.
    const all = await t.db.execute(
      sql`select m.id from menus m join tenants t on t.id = m.tenant_id where m.status = 'active' and t.status = 'active' order by m.is_available desc, t.rating desc nulls last, m.created_at desc, m.id limit 50`,
    );
    expect(first.data.map((m) => m.id)).toEqual((all as unknown as { rows: { id: number }[] }).rows.map((r) => r.id));
    const past = await listPublicMenus({ limit: 50, page: LIMITS.publicCountCap / 50 + 1 });
    expect(past).toEqual({ data: [], total: LIMITS.publicCountCap, totalCapped: true });
    // A search that matches fewer rows than the cap is counted exactly.
    const few = await listPublicMenus({ search: 'kocok' });
    expect(few.totalCapped).toBe(false);
  });
});
