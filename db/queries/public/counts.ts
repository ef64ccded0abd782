// Capped counts: a list's count and the chips' counts per value, each exact up to LIMITS.publicCountCap.
import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/db';
import { LIMITS } from '@/lib/constants';
import type { CappedCount, ChipCounts, CountsByKey } from './types';

export function clampLimit(limit: number | undefined, fallback: number, max: number): number {
  if (!Number.isFinite(limit) || !limit || limit < 1) return fallback;
  return Math.min(Math.floor(limit), max);
}

export function clampPage(page: number | undefined): number {
  return Number.isFinite(page) && page && page >= 1 ? Math.floor(page) : 1;
}

export const COUNT_CAP = LIMITS.publicCountCap;

/** Whether a page starts past the results the public lists page through (LIMITS.publicCountCap): nothing to read. */
export function beyondPaging(page: number, limit: number): boolean {
  return (page - 1) * limit >= COUNT_CAP;
}

/**
 * How many rows `from` yields under `where`, counted up to the cap (the scan stops there, so the count costs the same
 * at any scale); `capped` when there are more. `order` (the key of an index whose predicate the rows meet) makes the
 * capped rows those of that index: without it the planner counts the first rows of a sequential scan. Only for a
 * `where` that index serves alone; under other filters the planner's own choice (a bitmap of the filters) is cheaper.
 */
export async function cappedCount(from: SQL, where: SQL, order?: SQL[]): Promise<CappedCount> {
  const db = await getDb();
  const orderBy = order?.length ? sql` order by ${sql.join(order, sql`, `)}` : sql``;
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from (select 1 from ${from} where ${where}${orderBy} limit ${COUNT_CAP + 1}) as capped`,
  );
  const n = Number(result.rows[0]?.n ?? 0);
  return n > COUNT_CAP ? { total: COUNT_CAP, totalCapped: true } : { total: n, totalCapped: false };
}

export function chipCounts<K extends string>(all: CappedCount, byKey: CountsByKey<K>): ChipCounts<K> {
  const keys = Object.keys(byKey) as K[];
  return {
    ...all,
    counts: Object.fromEntries(keys.map((k) => [k, byKey[k].n])) as Record<K, number>,
    capped: Object.fromEntries(keys.map((k) => [k, byKey[k].capped])) as Record<K, boolean>,
  };
}

/**
 * Capped counts per value of `column` (each value's scan stops at the cap, as cappedCount), one subquery per value so
 * each is served by an index that leads with the column.
 */
export async function cappedCountsBy<K extends string>(from: SQL, where: SQL, column: SQL, values: readonly K[]): Promise<CountsByKey<K>> {
  const db = await getDb();
  const parts = values.map(
    (value) =>
      sql`select ${value}::text as key, (select count(*)::int from (select 1 from ${from} where ${where} and ${column} = ${value} limit ${COUNT_CAP + 1}) as capped) as n`,
  );
  const result = await db.execute<{ key: K; n: number }>(sql.join(parts, sql` union all `));
  const counts = Object.fromEntries(values.map((v) => [v, { n: 0, capped: false }])) as CountsByKey<K>;
  for (const row of result.rows) {
    const n = Number(row.n);
    counts[row.key] = n > COUNT_CAP ? { n: COUNT_CAP, capped: true } : { n, capped: false };
  }
  return counts;
}

/** The sum of two capped counts, capped. */
export function addCounts(a: CappedCount, b: CappedCount): CappedCount {
  const sum = a.total + b.total;
  return a.totalCapped || b.totalCapped || sum > COUNT_CAP ? { total: COUNT_CAP, totalCapped: true } : { total: sum, totalCapped: false };
}

/** One value's count of CountsByKey as a CappedCount. */
export function asCappedCount({ n, capped }: { n: number; capped: boolean }): CappedCount {
  return { total: n, totalCapped: capped };
}

/** The total of counts per value of a column every row has exactly one value of (an enum, not null): their sum, capped. */
export function totalOf<K extends string>(byKey: CountsByKey<K>, keys: readonly K[]): CappedCount {
  return keys.reduce<CappedCount>((total, key) => addCounts(total, asCappedCount(byKey[key])), { total: 0, totalCapped: false });
}

/**
 * Every match and the matches per value of `column` under `where` (each capped as cappedCount), from one grouped pass
 * over at most `bound` matches. Past the bound a value that reached the cap in the pass is capped, and only the others
 * are counted one by one (cappedCountsBy). `column` is a not-null enum column whose values are `values`. Exported for
 * its test (the bound as a parameter).
 *
 * The default bound, twice the cap per value, is such that past it every value holding a fair share of the matches
 * has reached the cap. Measured at the bench's scale for the menu categories (the filters' matches found through an
 * index, each category then read from the row or an index): a pass of this size costs about 10-20 ms, while counting
 * category by category repeats the filters' work eight times and reads up to a category's every row to find a rare
 * match (45-130 ms for a search word in 13.000 menus or one halal status).
 */
export async function countsInOnePass<K extends string>(
  from: SQL,
  where: SQL,
  column: SQL,
  values: readonly K[],
  bound = 2 * values.length * COUNT_CAP,
): Promise<{ all: CappedCount; byKey: CountsByKey<K> }> {
  const db = await getDb();
  const result = await db.execute<{ key: string | null; n: number }>(
    sql`select key, count(*)::int as n from (select (${column})::text as key from ${from} where ${where} limit ${bound + 1}) as matches group by key`,
  );
  const seen = Object.fromEntries(values.map((v) => [v, 0])) as Record<K, number>;
  const isValue = (key: string | null): key is K => key != null && Object.hasOwn(seen, key);
  for (const row of result.rows) if (isValue(row.key)) seen[row.key] = Number(row.n);
  // Complete when the pass read fewer rows than its limit: every row it read counts, whatever its key.
  const complete = result.rows.reduce((n, row) => n + Number(row.n), 0) <= bound;
  const byKey = Object.fromEntries(
    values.map((v) => [v, seen[v] > COUNT_CAP ? { n: COUNT_CAP, capped: true } : { n: seen[v], capped: false }]),
  ) as CountsByKey<K>;
  const unsettled = complete ? [] : values.filter((v) => !byKey[v].capped);
  if (unsettled.length) Object.assign(byKey, await cappedCountsBy(from, where, column, unsettled));
  return { all: totalOf(byKey, values), byKey };
}

/** Every match and the matches per value of `column` under `where`, each value counted apart (cappedCountsBy). */
export async function countsApart<K extends string>(
  from: SQL,
  where: SQL,
  column: SQL,
  values: readonly K[],
): Promise<{ all: CappedCount; byKey: CountsByKey<K> }> {
  const byKey = await cappedCountsBy(from, where, column, values);
  return { all: totalOf(byKey, values), byKey };
}
