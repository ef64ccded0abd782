// The "open now" filter in SQL agrees with lib/opening-hours.ts at injected Jakarta clocks: split shifts, shifts past
// midnight (yesterday's still running), closed and missing days, and the temporary closure with its reopening date.
import fc from 'fast-check';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPublicMenus, listPublicTenants, tenantTypeCounts } from '@/db/queries/public';
import { tenantOpenWeeks, tenants } from '@/db/schema';
import { isOpenNow, isTemporarilyClosed, openNowClock, weekMinute } from '@/lib/opening-hours';
import { WEEKDAYS } from '@/lib/constants';
import type { OperatingHours } from '@/lib/validations/tenant';
import { closeAppDatabase, createTestDatabase, serveAppFrom, type TestDatabase } from '../helpers/db';

let t: TestDatabase;

/** A wall-clock time in Jakarta (UTC+7). 2026-11-23 is a Monday. */
const at = (local: string) => new Date(`${local}+07:00`);

const SLUGS = ['kopi-kaler', 'cireng-rujak-teh-euis', 'mie-bakso-laksana', 'baso-aci-akang'] as const;

beforeAll(async () => {
  t = await createTestDatabase({ seed: true });
  serveAppFrom(t);
  const hours: Record<(typeof SLUGS)[number], OperatingHours> = {
    // Split shifts on Monday only.
    'kopi-kaler': {
      monday: {
        shifts: [
          { open: '10:00', close: '14:00' },
          { open: '17:00', close: '22:00' },
        ],
      },
    },
    // Past midnight on Monday only: Monday 18:00 to Tuesday 02:00.
    'cireng-rujak-teh-euis': { monday: { open: '18:00', close: '02:00' } },
    // Every day 08:00-21:00 but Monday closed.
    'mie-bakso-laksana': Object.fromEntries(
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, { open: '08:00', close: '21:00', closed: d === 'monday' }]),
    ),
    // Open all day every day (00:00-00:00 is no shift, so 00:00-23:59), temporarily closed until 2026-11-25.
    'baso-aci-akang': Object.fromEntries(
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, { open: '00:00', close: '23:59' }]),
    ),
  };
  for (const slug of SLUGS) await t.db.update(tenants).set({ operatingHours: hours[slug] }).where(eq(tenants.slug, slug));
  await t.db.update(tenants).set({ temporarilyClosed: true, reopensOn: '2026-11-25' }).where(eq(tenants.slug, 'baso-aci-akang'));
});

afterAll(async () => {
  await closeAppDatabase(t);
});

async function openSlugs(date: Date): Promise<string[]> {
  const result = await listPublicTenants({ openNow: openNowClock(date), limit: 100 });
  return result.data
    .map((x) => x.slug)
    .filter((s) => (SLUGS as readonly string[]).includes(s))
    .sort();
}

describe('open now in SQL', () => {
  it('follows split shifts, closed days and shifts past midnight', async () => {
    expect(await openSlugs(at('2026-11-23T11:00:00'))).toEqual(['kopi-kaler']);
    // The break between Kopi Kaler's shifts.
    expect(await openSlugs(at('2026-11-23T15:00:00'))).toEqual([]);
    expect(await openSlugs(at('2026-11-23T19:00:00'))).toEqual(['cireng-rujak-teh-euis', 'kopi-kaler']);
    // Tuesday 01:00: Monday's late shift is still running; Kopi Kaler's Monday shifts are not.
    expect(await openSlugs(at('2026-11-24T01:00:00'))).toEqual(['cireng-rujak-teh-euis']);
    expect(await openSlugs(at('2026-11-24T02:00:00'))).toEqual([]);
    expect(await openSlugs(at('2026-11-24T09:00:00'))).toEqual(['mie-bakso-laksana']);
    // Monday 01:00: Sunday has no late shift.
    expect(await openSlugs(at('2026-11-23T01:00:00'))).toEqual([]);
  });

  it('leaves a temporarily closed tenant out until its reopening day (a Jakarta day)', async () => {
    expect(await openSlugs(at('2026-11-24T23:30:00'))).toEqual([]);
    // 2026-11-24T17:30Z is already 25 November 00:30 in Jakarta.
    expect(await openSlugs(new Date('2026-11-24T17:30:00Z'))).toEqual(['baso-aci-akang']);
    await t.db.update(tenants).set({ reopensOn: null }).where(eq(tenants.slug, 'baso-aci-akang'));
    expect(await openSlugs(at('2026-12-24T12:00:00'))).not.toContain('baso-aci-akang');
    await t.db.update(tenants).set({ temporarilyClosed: false }).where(eq(tenants.slug, 'baso-aci-akang'));
    expect(await openSlugs(at('2026-12-24T12:00:00'))).toContain('baso-aci-akang');
  });

  it('agrees with isOpenNow for every listed tenant at clocks around the week, with paging and counts', async () => {
    const all = (await listPublicTenants({ limit: 100 })).data;
    const rows = await t.db
      .select({ id: tenants.id, temporarilyClosed: tenants.temporarilyClosed, reopensOn: tenants.reopensOn })
      .from(tenants)
      .where(
        inArray(
          tenants.id,
          all.map((x) => x.id),
        ),
      );
    const closure = new Map(rows.map((r) => [r.id, r]));
    const clocks = ['2026-11-23T00:30:00', '2026-11-24T06:45:00', '2026-11-25T12:00:00', '2026-11-27T16:59:00', '2026-11-28T23:15:00', '2026-11-29T07:00:00'];
    for (const local of clocks) {
      const date = at(local);
      const expected = all
        .filter((x) => isOpenNow(x.operatingHours, date) === true && !isTemporarilyClosed(closure.get(x.id), date))
        .map((x) => x.id)
        .sort((a, b) => a - b);
      const clock = openNowClock(date);
      // Two pages of 5: the filter is in the SQL, so paging and the total agree with it.
      const first = await listPublicTenants({ openNow: clock, limit: 5, page: 1, sortBy: 'name', sortOrder: 'asc' });
      const second = await listPublicTenants({ openNow: clock, limit: 100, page: 1, sortBy: 'name', sortOrder: 'asc' });
      expect(first.total, local).toBe(expected.length);
      expect(
        second.data.map((x) => x.id).sort((a, b) => a - b),
        local,
      ).toEqual(expected);
      expect(
        first.data.map((x) => x.id),
        local,
      ).toEqual(second.data.slice(0, 5).map((x) => x.id));
      expect((await tenantTypeCounts({ openNow: clock })).total, local).toBe(expected.length);
    }
  });

  it('filters menus by their tenant being open', async () => {
    await t.db.update(tenants).set({ temporarilyClosed: true, reopensOn: null }).where(eq(tenants.slug, 'baso-aci-akang'));
    const clock = openNowClock(at('2026-11-24T01:00:00'));
    const menus = await listPublicMenus({ openNow: clock, limit: 50 });
    expect(menus.total).toBeGreaterThan(0);
    expect(new Set(menus.data.map((m) => m.tenant.slug))).toEqual(new Set(['cireng-rujak-teh-euis']));
    expect(menus.data[0]!.tenant.operatingHours).toEqual({ monday: { open: '18:00', close: '02:00' } });
  });

  it('the generated open minutes and hours of the week agree with isOpenNow for any hours at any minute of the week', async () => {
    // Well-formed times near midnight and the hour's edges, malformed ones, and the day shapes the JSON may hold.
    const time = fc.oneof(
      fc.constantFrom('00:00', '00:01', '23:59', '12:00', '08:30', '17:45', '24:00', '7:00', '12:60', '', 'tutup'),
      fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`),
    );
    const shift = fc.record({ open: time, close: time });
    const day = fc.oneof(
      shift,
      fc.record({ open: time, close: time, closed: fc.boolean() }),
      fc.record({ shifts: fc.array(shift, { maxLength: 3 }) }),
      fc.record({ open: time, close: time, shifts: fc.array(shift, { maxLength: 2 }) }),
    );
    const hours = fc.dictionary(fc.constantFrom(...WEEKDAYS), day, { maxKeys: 7 }) as fc.Arbitrary<OperatingHours>;
    // Any minute of a week in Jakarta, from Monday 2026-11-23 00.00.
    const minute = fc.integer({ min: 0, max: 7 * 24 * 60 - 1 });
    const samples = fc.sample(fc.tuple(hours, fc.array(minute, { minLength: 8, maxLength: 8 })), { numRuns: 150, seed: 20261124 });
    let open = 0;
    for (const [h, minutes] of samples) {
      const list = `{${minutes.join(',')}}`;
      const result = await t.db.execute(
        sql`select array(select operating_week_minutes(${JSON.stringify(h)}::jsonb) @> m from unnest(${list}::int[]) as m) as by_minute,
          array(select operating_week_hours(${JSON.stringify(h)}::jsonb) @> array[(m / 60)::smallint] from unnest(${list}::int[]) as m) as by_hour`,
      );
      const row = (result as unknown as { rows: { by_minute: boolean[]; by_hour: boolean[] }[] }).rows[0]!;
      minutes.forEach((m, i) => {
        const date = new Date(at('2026-11-23T00:00:00').getTime() + m * 60_000);
        expect(weekMinute(openNowClock(date))).toBe(m);
        const expected = isOpenNow(h, date) === true;
        if (expected) open++;
        expect(row.by_minute[i], `${JSON.stringify(h)} at minute ${m}`).toBe(expected);
        // Open at a minute implies open in its hour (the index's test may only narrow, never lose a tenant).
        if (expected) expect(row.by_hour[i], `${JSON.stringify(h)} hour ${Math.floor(m / 60)}`).toBe(true);
      });
    }
    // The samples reach both answers.
    expect(open).toBeGreaterThan(20);
  });

  it("the tenant's open week follows every write of its hours and closure, and nothing else writes it", async () => {
    const [tenant] = await t.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, 'kopi-kaler'));
    const where = eq(tenants.slug, 'kopi-kaler');
    const openWeek = async (id = tenant!.id) =>
      (
        await t.db
          .select({ minutes: tenantOpenWeeks.minutes, hours: tenantOpenWeeks.hours, closedUntil: tenantOpenWeeks.closedUntil })
          .from(tenantOpenWeeks)
          .where(eq(tenantOpenWeeks.tenantId, id))
      )[0] ?? null;
    // Monday 10.00-14.00 and 17.00-22.00 (written in beforeAll).
    const split = { minutes: '{[600,840),[1020,1320)}', hours: [10, 11, 12, 13, 17, 18, 19, 20, 21], closedUntil: null };
    expect(await openWeek()).toEqual(split);
    // An update of another column, or one that writes the same hours again, leaves the row alone: a forged row stays
    // forged until the hours change, which shows the trigger did not run.
    await t.db
      .update(tenantOpenWeeks)
      .set({ hours: [3] })
      .where(eq(tenantOpenWeeks.tenantId, tenant!.id));
    await t.db.update(tenants).set({ rating: 4.2 }).where(where);
    const [{ operatingHours } = { operatingHours: null }] = await t.db.select({ operatingHours: tenants.operatingHours }).from(tenants).where(where);
    await t.db.update(tenants).set({ operatingHours }).where(where);
    expect(await openWeek()).toEqual({ ...split, hours: [3] });
    // The closure alone: its date, or 'infinity' until further notice, and back; the hours stay.
    await t.db.update(tenants).set({ temporarilyClosed: true, reopensOn: '2026-12-01' }).where(where);
    expect(await openWeek()).toEqual({ ...split, hours: [3], closedUntil: '2026-12-01' });
    await t.db.update(tenants).set({ reopensOn: null }).where(where);
    expect(await openWeek()).toEqual({ ...split, hours: [3], closedUntil: 'infinity' });
    await t.db.update(tenants).set({ temporarilyClosed: false }).where(where);
    expect(await openWeek()).toEqual({ ...split, hours: [3] });
    // Sunday 22.00 to Monday 01.30, written with a closure.
    await t.db
      .update(tenants)
      .set({ operatingHours: { sunday: { open: '22:00', close: '01:30' } }, temporarilyClosed: true, reopensOn: '2026-11-30' })
      .where(where);
    expect(await openWeek()).toEqual({ minutes: '{[0,90),[9960,10080)}', hours: [0, 1, 166, 167], closedUntil: '2026-11-30' });
    // No valid shift: no row (a shift that closes when it opens and a closed day; no hours at all).
    await t.db
      .update(tenants)
      .set({ operatingHours: { monday: { open: '08:00', close: '08:00' }, tuesday: { closed: true } } })
      .where(where);
    expect(await openWeek()).toBeNull();
    await t.db.update(tenants).set({ temporarilyClosed: false, reopensOn: null }).where(where);
    expect(await openWeek()).toBeNull();
    await t.db.update(tenants).set({ operatingHours: null }).where(where);
    expect(await openWeek()).toBeNull();
    // Hours again, in one statement with another column.
    await t.db
      .update(tenants)
      .set({ operatingHours: { monday: { open: '10:00', close: '14:00' } }, rating: 4.3 })
      .where(where);
    expect(await openWeek()).toEqual({ minutes: '{[600,840)}', hours: [10, 11, 12, 13], closedUntil: null });
    // A new tenant with hours gets its row; a deleted one loses it.
    const [created] = await t.db
      .insert(tenants)
      .values({
        name: 'Warung Uji Jam',
        slug: 'warung-uji-jam',
        type: 'restaurant',
        address: 'Jl. Uji 1',
        province: 'Jawa Barat',
        postalCode: '46111',
        temporarilyClosed: true,
        operatingHours: { friday: { open: '06:00', close: '07:30' } },
      })
      .returning({ id: tenants.id });
    expect(await openWeek(created!.id)).toEqual({ minutes: '{[6120,6210)}', hours: [102, 103], closedUntil: 'infinity' });
    await t.db.delete(tenants).where(eq(tenants.id, created!.id));
    expect(await openWeek(created!.id)).toBeNull();
  });
});
