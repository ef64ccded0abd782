// The discovery filters' query plans at city scale (the companion of the trigram plans in public-search.test.ts): on
// 20.000 tenants and 100.000 menus the planner itself (no planner setting changed) serves the kecamatan filter with
// tenants_status_district_idx, the vegan filter with the GIN index menus_dietary_tags_idx and the nearest-first order
// with a KNN scan of tenants_location_gist_idx (and the radius circle with the same index); the vegetarian filter is
// shown servable by the GIN index with sequential scans priced out. And the nearest-first reads page through every
// tenant once, in the haversine order up to the planar approximation, then the tenants without coordinates by rating.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPublicMenus, listPublicTenants, menuConditions, menuCountOrder, menuOrder, nearestTenantsCondition, tenantConditions } from '@/db/queries/public';
import { menus, tenants } from '@/db/schema';
import { KECAMATAN, LIMITS, WEEKDAYS } from '@/lib/constants';
import { distanceMeters } from '@/lib/geo';
import { isOpenNow, openNowClock } from '@/lib/opening-hours';
import { closeAppDatabase, createTestDatabase, serveAppFrom, type TestDatabase } from '../helpers/db';
import { queryPlan } from '../helpers/query-plan';

const TENANTS = 20_000;
const MENUS = 100_000;
const NEAR = { latitude: -7.327, longitude: 108.221 };

let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
  serveAppFrom(t);
  // A city's worth of tenants: 95% active, the ten kecamatan evenly, four in five with coordinates within about 10 km
  // of the centre, ratings 3.0-5.0. Ten menus each (one tenant in ten has only inactive menus, so it is not listed);
  // about one menu in two hundred vegan (some tagged vegan alone, as an import may write it), one in a hundred
  // vegetarian, one in thirty with pork. Opening hours: 70% every day 08.00-21.00, 20% 17.00-02.00, one in five hundred
  // all day (the few open at 03.30), the rest none.
  const kecamatan = `array[${KECAMATAN.map((k) => `'${k}'`).join(',')}]`;
  // A city's worth of rows takes longer than the app's statement timeout on a busy machine: none for this setup.
  await t.exec(`
    set statement_timeout = 0;
    insert into tenants (name, slug, type, address, province, postal_code, district, latitude, longitude, rating, status, is_featured, operating_hours)
    select 'Tenant ' || g, 'tenant-skala-' || g, (array['restaurant','cafe','food_truck','catering','bakery'])[1 + (g / 3) % 5]::tenant_type,
      'Jl. Uji ' || g, 'Jawa Barat', '46111', (${kecamatan})[1 + (g / 7) % 10],
      case when g % 5 = 0 then null else -7.327 + ((g * 7919) % 1800 - 900) / 10000.0 end,
      case when g % 5 = 0 then null else 108.221 + ((g * 104729) % 1800 - 900) / 10000.0 end,
      3 + (g % 201) / 100.0, case when g % 20 = 0 then 'pending_approval' else 'active' end::tenant_status, g % 500 = 0,
      (select jsonb_object_agg(d, case when g % 500 = 99 then '{"open":"00:00","close":"23:59"}'::jsonb
          when g % 100 < 70 then '{"open":"08:00","close":"21:00"}'::jsonb else '{"open":"17:00","close":"02:00"}'::jsonb end)
        from unnest(array[${WEEKDAYS.map((d) => `'${d}'`).join(',')}]) as d where g % 100 < 90 or g % 500 = 99)
    from generate_series(1, ${TENANTS}) g;
    insert into menus (tenant_id, name, price, category, status, dietary_tags)
    select 1 + g % ${TENANTS}, 'Menu ' || g, 5000 + (g % 90) * 1000, 'main_course',
      case when (g % ${TENANTS}) % 10 = 3 then 'inactive' else 'active' end::menu_status,
      case when g % 400 = 0 then array['vegetarian','vegan'] when g % 300 = 0 then array['vegan'] when g % 150 = 0 then array['vegetarian'] when g % 30 = 0 then array['contains_pork'] else '{}' end::text[]
    from generate_series(1, ${MENUS}) g;
    -- Statistics from every row (a sample of 300.000), so the plans do not vary between runs.
    alter table tenants alter column district set statistics 1000;
    alter table menus alter column dietary_tags set statistics 1000;
    analyze tenants;
    analyze menus;
    analyze tenant_open_weeks;
  `);
}, 240_000);

afterAll(async () => {
  await closeAppDatabase(t);
});

const plan = (query: Parameters<typeof queryPlan>[1], options?: Parameters<typeof queryPlan>[2]) => queryPlan(t.db, query, options);

describe('discovery query plans at city scale', () => {
  it('kecamatan: tenants_status_district_idx, on the tenant list and through the menu join', async () => {
    const tenantList = t.db
      .select({ id: tenants.id })
      .from(tenants)
      .where(tenantConditions({ district: 'tawang' }))
      .orderBy(sql`nullif(${tenants.rating}, 0) desc nulls last`)
      .limit(12);
    const text = await plan(tenantList);
    // Either the kecamatan's rows through its index, or the rating order's index read until 12 match (a tenth of the
    // active tenants do): never a sequential scan of the tenants.
    expect(text, text).toMatch(/tenants_status_district_idx|tenants_public_rating_idx/);
    expect(text, text).not.toMatch(/Seq Scan on tenants/);
    const menuList = t.db
      .select({ id: menus.id })
      .from(menus)
      .innerJoin(tenants, eq(menus.tenantId, tenants.id))
      .where(menuConditions({ district: 'tawang', type: 'cafe' }));
    const menuText = await plan(menuList);
    expect(menuText, menuText).toContain('tenants_status_district_idx');
  });

  it('diet vegan and vegetarian: the GIN index of the dietary tags', async () => {
    const byDiet = (diet: 'vegan' | 'vegetarian') =>
      t.db.select({ id: menus.id }).from(menus).innerJoin(tenants, eq(menus.tenantId, tenants.id)).where(menuConditions({ diet }));
    // Vegan (0,6% of the menus): the planner picks the index itself.
    const vegan = await plan(byDiet('vegan'));
    expect(vegan, vegan).toContain('Bitmap Index Scan on menus_dietary_tags_idx');
    // Vegetarian (1%, an overlap `&&` with vegan): at 100.000 menus the planner finds one sequential scan cheaper;
    // with sequential scans priced out, the same index serves the overlap.
    const vegetarian = await plan(byDiet('vegetarian'), { seqscan: false });
    expect(vegetarian, vegetarian).toMatch(/Bitmap Index Scan on menus_dietary_tags_idx[^\n]*\n[^\n]*Index Cond: \(dietary_tags && /);
    // Vegetarian counts a menu tagged vegan alone too.
    const count = async (where: string) =>
      Number(
        (
          (await t.db.execute(
            sql.raw(
              `select count(*)::int as n from menus join tenants on tenants.id = menus.tenant_id where menus.status = 'active' and tenants.status = 'active' and ${where}`,
            ),
          )) as unknown as { rows: { n: number }[] }
        ).rows[0]!.n,
      );
    const vegetarianMenus = await listPublicMenus({ diet: 'vegetarian', limit: 1 });
    expect(vegetarianMenus.total).toBe(await count(`(dietary_tags @> '{vegetarian}' or dietary_tags @> '{vegan}')`));
    expect(vegetarianMenus.total).toBeGreaterThan(await count(`dietary_tags @> '{vegetarian}'`));
  });

  it('nearest first: a KNN index scan of tenants_location_gist_idx for the radius, the same index for the circle', async () => {
    for (const filters of [{}, { district: 'tawang' as const }, { type: 'cafe' as const, minRating: 4 }]) {
      const query = t.db
        .select({ id: tenants.id })
        .from(tenants)
        .where(and(tenantConditions(filters), nearestTenantsCondition(tenantConditions(filters), NEAR, 12)))
        .orderBy(sql`point(${tenants.longitude}, ${tenants.latitude}) <-> point(${NEAR.longitude}::float8, ${NEAR.latitude}::float8)`, tenants.id)
        .limit(12);
      const text = await plan(query);
      // The radius: a KNN scan (ordered by the distance operator) under a Limit; the page: the circle, by the same index.
      expect(text, `${JSON.stringify(filters)}\n${text}`).toMatch(/Limit[\s\S]*Index Scan using tenants_location_gist_idx[^\n]*\n[^\n]*Order By: \(point\(/);
      expect(text, `${JSON.stringify(filters)}\n${text}`).toMatch(
        /(Index Scan using|Bitmap Index Scan on) tenants_location_gist_idx[^\n]*\n[^\n]*Index Cond: \(point\([^\n]*<@ circle/,
      );
    }
  });

  it('nearest first returns the haversine order, then the tenants without coordinates by rating, page after page', async () => {
    // Under the public count cap (LIMITS.publicCountCap), so every page is reachable: one kecamatan's cafes.
    const filters = { district: 'cipedes', type: 'cafe' } as const;
    const listed = await t.db
      .select({ id: tenants.id, latitude: tenants.latitude, longitude: tenants.longitude, rating: tenants.rating })
      .from(tenants)
      .where(tenantConditions(filters));
    const located = listed
      .filter((r) => r.latitude != null)
      .map((r) => ({ id: r.id, d: distanceMeters(NEAR, { latitude: Number(r.latitude), longitude: Number(r.longitude) }) }))
      .sort((a, b) => a.d - b.d);
    const unlocated = listed.filter((r) => r.latitude == null).sort((a, b) => Number(b.rating ?? -1) - Number(a.rating ?? -1) || a.id - b.id);
    const limit = 25;
    const ids: number[] = [];
    for (let page = 1; page <= Math.ceil(listed.length / limit); page++) {
      const res = await listPublicTenants({ ...filters, sortBy: 'distance', near: NEAR, limit, page });
      expect(res.total).toBe(listed.length);
      expect(res.totalCapped).toBe(false);
      ids.push(...res.data.map((r) => r.id));
    }
    expect(ids).toHaveLength(listed.length);
    expect(new Set(ids.slice(0, located.length))).toEqual(new Set(located.map((r) => r.id)));
    // The SQL ranks by the planar distance in degrees (the index's operator): at Tasikmalaya's latitude a degree of
    // longitude is 0,8% shorter than one of latitude, so along the list the true distance never drops by more than that.
    const meters = new Map(located.map((r) => [r.id, r.d]));
    const distances = ids.slice(0, located.length).map((id) => meters.get(id)!);
    for (let i = 1; i < distances.length; i++) expect(distances[i]!).toBeGreaterThanOrEqual(distances[i - 1]! * 0.99);
    expect(located.length).toBeGreaterThan(50);
    expect(unlocated.length).toBeGreaterThan(10);
    expect(ids.slice(located.length)).toEqual(unlocated.map((r) => r.id));
  });

  it("nearest-first menus come from the nearest tenants: the same pages as sorting every match by its tenant's distance", async () => {
    // readNearestMenus sorts the menus of the tenants in a circle around the place, and keeps that page when the circle
    // holds enough available matches; else a larger circle, else the whole sort. Some menus sold out (they rank last).
    await t.exec(`set statement_timeout = 0; update menus set is_available = false where id % 11 = 0;`);
    try {
      const noon = openNowClock(new Date('2026-11-25T12:30:00+07:00'));
      const night = openNowClock(new Date('2026-11-25T03:30:00+07:00'));
      const cases: [Parameters<typeof listPublicMenus>[0], number[]][] = [
        [{}, [1, 2, 7, 20]],
        [{ district: 'tawang' }, [1, 3]],
        [{ type: 'cafe', minRating: 4 }, [1, 2]],
        [{ openNow: noon }, [2]],
        // Under the cap (the few tenants open at night): the whole sort.
        [{ openNow: night }, [1, 2]],
        [{ minPrice: 50000 }, [1, 4]],
        // Few matches around any place: the circles do not hold a page, and the whole sort reads it.
        [{ maxPrice: 6000 }, [1, 2]],
      ];
      for (const [filters, pages] of cases) {
        const expected = (
          await t.db
            .select({ id: menus.id })
            .from(menus)
            .innerJoin(tenants, eq(menus.tenantId, tenants.id))
            .where(menuConditions(filters))
            .orderBy(
              sql`${menus.isAvailable} desc`,
              sql`point(${tenants.longitude}, ${tenants.latitude}) <-> point(${NEAR.longitude}::float8, ${NEAR.latitude}::float8) asc nulls last`,
              sql`${menus.tenantRating} desc nulls last`,
              sql`${menus.createdAt} desc`,
              menus.id,
            )
            .limit(LIMITS.publicCountCap + 1)
        ).map((r) => r.id);
        const capped = expected.length > LIMITS.publicCountCap;
        for (const page of pages) {
          const res = await listPublicMenus({ ...filters, sortBy: 'distance', near: NEAR, limit: 50, page });
          expect(
            res.data.map((m) => m.id),
            `${JSON.stringify(filters)}, page ${page}`,
          ).toEqual(expected.slice((page - 1) * 50, page * 50));
          expect(res).toMatchObject({ total: Math.min(expected.length, LIMITS.publicCountCap), totalCapped: capped });
        }
      }
    } finally {
      await t.exec(`update menus set is_available = true where id % 11 = 0;`);
    }
  });

  it('beyond the count cap: the total stops at the cap (shown as 1.000+), and pages end there', async () => {
    const whole = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(tenants)
      .where(tenantConditions({ district: 'cipedes' }));
    expect(Number(whole[0]!.n)).toBeGreaterThan(LIMITS.publicCountCap);
    const first = await listPublicTenants({ district: 'cipedes', sortBy: 'distance', near: NEAR, limit: 50, page: 1 });
    expect(first).toMatchObject({ total: LIMITS.publicCountCap, totalCapped: true });
    expect(first.data).toHaveLength(50);
    const last = await listPublicTenants({ district: 'cipedes', sortBy: 'distance', near: NEAR, limit: 50, page: LIMITS.publicCountCap / 50 });
    expect(last.data).toHaveLength(50);
    const past = await listPublicTenants({ district: 'cipedes', sortBy: 'distance', near: NEAR, limit: 50, page: LIMITS.publicCountCap / 50 + 1 });
    expect(past).toMatchObject({ data: [], total: LIMITS.publicCountCap, totalCapped: true });
    const menusPage = await listPublicMenus({ limit: 50 });
    expect(menusPage).toMatchObject({ total: LIMITS.publicCountCap, totalCapped: true });
    expect(menusPage.data).toHaveLength(50);
  });

  it('open now: the few tenants open at night through tenant_open_weeks_hours_idx, the order index at noon; never a scan of menus', async () => {
    const nightDate = new Date('2026-11-25T03:30:00+07:00');
    const night = openNowClock(nightDate);
    const noon = openNowClock(new Date('2026-11-25T12:30:00+07:00'));
    const openMenus = (clock: typeof night) =>
      t.db
        .select({ id: menus.id })
        .from(menus)
        .innerJoin(tenants, eq(menus.tenantId, tenants.id))
        .where(menuConditions({ openNow: clock }));
    const menuPage = (clock: typeof night) =>
      openMenus(clock)
        .orderBy(...menuOrder({}))
        .limit(LIMITS.publicMenuLimit);
    // The count as the app sends it: menus alone (the open week is read through the menu's tenant id), in the page's order.
    const menuCount = (clock: typeof night) =>
      t.db
        .select({ id: menus.id })
        .from(menus)
        .where(menuConditions({ openNow: clock }, false))
        .orderBy(...menuCountOrder({ openNow: clock })!)
        .limit(LIMITS.publicCountCap + 1);
    const tenantPage = (clock: typeof night) =>
      t.db
        .select({ id: tenants.id })
        .from(tenants)
        .where(tenantConditions({ openNow: clock }))
        .orderBy(sql`nullif(${tenants.rating}, 0) desc nulls last`)
        .limit(12);
    // At 03.30 one tenant in five hundred is open: found through the open hours' index, never by reading menus in order.
    for (const query of [menuPage(night), menuCount(night), tenantPage(night)]) {
      const text = await plan(query);
      expect(text, text).toContain('tenant_open_weeks_hours_idx');
      expect(text, text).not.toMatch(/Seq Scan on (menus|tenants)/);
    }
    // At noon most are: the page and its count read the rating order's index and stop when they have enough.
    for (const query of [menuPage(noon), menuCount(noon)]) {
      const text = await plan(query);
      expect(text, text).toContain('Index Scan using menus_public_rating_idx');
      expect(text, text).not.toMatch(/Seq Scan on (menus|tenants)|Sort/);
    }
    // The answer at night: the menus of exactly the tenants isOpenNow calls open.
    const hours = await t.db.select({ id: tenants.id, status: tenants.status, operatingHours: tenants.operatingHours }).from(tenants);
    const open = new Set(hours.filter((h) => h.status === 'active' && isOpenNow(h.operatingHours, nightDate) === true).map((h) => h.id));
    expect(open.size).toBeGreaterThan(10);
    const found = await listPublicMenus({ openNow: night, limit: 50 });
    expect(found.data.length).toBe(50);
    expect(found.data.every((m) => open.has(m.tenantId))).toBe(true);
    const expected = Number(
      (
        (await t.db.execute(
          sql`select count(*)::int as n from menus where status = 'active' and tenant_id = any(${`{${[...open].join(',')}}`}::int[])`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]!.n,
    );
    expect(found.total).toBe(Math.min(expected, LIMITS.publicCountCap));
  });
});
