// EXPLAIN ANALYZE of the public queries at the bench scale (npm run bench writes them into bench/results.md): the
// WHERE clauses are the ones the public read model builds (tenantConditions, menuConditions, nearestTenantsCondition
// in db/queries/public.ts), with the orders and limits of the public pages' first page.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { menus, tenants } from '../db/schema';
import { menuConditions, menuOrder, menuSearchParts, nearestTenantsCondition, tenantConditions, type PublicMenuFilters } from '../db/queries/public';
import { LIMITS } from '../lib/constants';

export interface ExplainedQuery {
  name: string;
  /** Execution time reported by EXPLAIN ANALYZE, in ms. */
  executionMs: number;
  /** Whether the plan reads menus or tenants with a sequential scan. */
  seqScan: boolean;
  plan: string;
}

const NEAR = { latitude: -7.327, longitude: 108.221 };

function inline(query: { toSQL: () => { sql: string; params: unknown[] } }): string {
  const { sql: text, params } = query.toSQL();
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const v = params[Number(n) - 1];
    return typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`;
  });
}

export async function explainPublicQueries(handle: DatabaseHandle): Promise<ExplainedQuery[]> {
  const db = handle.db;
  const byRating = sql`nullif(${tenants.rating}, 0) desc nulls last`;
  const tenantPage = (where: SQL, order: SQL[] = [byRating]) =>
    db
      .select({ id: tenants.id })
      .from(tenants)
      .where(where)
      .orderBy(...order, asc(tenants.id))
      .limit(12);
  // The public list's own order (menuOrder) and its capped count (cappedCount: the scan stops past the cap).
  // A search in the default order reads two parts, the menus' own text first (menuSearchParts): the first is shown.
  const menuPage = (filters: PublicMenuFilters, where: SQL = menuSearchParts(filters)?.ownText ?? menuConditions(filters)) =>
    db
      .select({ id: menus.id })
      .from(menus)
      .innerJoin(tenants, eq(menus.tenantId, tenants.id))
      .where(where)
      .orderBy(...menuOrder(filters))
      .limit(50);
  const byTenantName = (filters: PublicMenuFilters) => menuPage(filters, menuSearchParts(filters)!.byTenantName);
  const cappedCount = (inner: { toSQL: () => { sql: string; params: unknown[] } }) => ({
    toSQL: () => {
      const q = inner.toSQL();
      return { sql: `select count(*) from (${q.sql} limit ${LIMITS.publicCountCap + 1}) as capped`, params: q.params };
    },
  });
  const menuCount = (filters: PublicMenuFilters) =>
    cappedCount(
      db
        .select({ one: sql`1` })
        .from(menus)
        .innerJoin(tenants, eq(menus.tenantId, tenants.id))
        .where(menuSearchParts(filters)?.ownText ?? menuConditions(filters)),
    );
  const tenantCount = (where: SQL) =>
    cappedCount(
      db
        .select({ one: sql`1` })
        .from(tenants)
        .where(where),
    );
  const nearWhere = tenantConditions({});
  const queries: [string, { toSQL: () => { sql: string; params: unknown[] } }][] = [
    ['tenants: listed, by rating (page 1)', tenantPage(tenantConditions({}))],
    ['tenants: listed (count, capped)', tenantCount(tenantConditions({}))],
    ['tenants: landing, featured first', tenantPage(tenantConditions({}), [sql`${tenants.isFeatured} desc`, byRating])],
    ['tenants: kecamatan=tawang', tenantPage(tenantConditions({ district: 'tawang' }))],
    ['tenants: search=bench 42', tenantPage(tenantConditions({ search: 'bench 42' }))],
    [
      'tenants: nearest first (KNN)',
      db
        .select({ id: tenants.id })
        .from(tenants)
        .where(and(nearWhere, nearestTenantsCondition(nearWhere, NEAR, 12)))
        .orderBy(sql`point(${tenants.longitude}, ${tenants.latitude}) <-> point(${NEAR.longitude}::float8, ${NEAR.latitude}::float8)`, tenants.id)
        .limit(12),
    ],
    ['menus: all (page 1)', menuPage({})],
    ['menus: all (count, capped)', menuCount({})],
    ['menus: sortBy=price', menuPage({ sortBy: 'price' })],
    ['menus: sortBy=createdAt', menuPage({ sortBy: 'createdAt' })],
    ['menus: category=main_course', menuPage({ category: 'main_course' })],
    ['menus: category=main_course (count, capped)', menuCount({ category: 'main_course' })],
    ['menus: search=nasi', menuPage({ search: 'nasi' })],
    ['menus: search=nasi (count, capped)', menuCount({ search: 'nasi' })],
    ['menus: search=nasi, through tenant names (second part)', byTenantName({ search: 'nasi' })],
    ['menus: search=spesial (a common word)', menuPage({ search: 'spesial' })],
    ['menus: search + category + price + spice', menuPage({ search: 'ayam', category: 'main_course', minPrice: 10000, maxPrice: 50000, spiceLevel: 3 })],
    ['menus: kecamatan=cihideung + diet=vegetarian + maxPrice', menuPage({ district: 'cihideung', diet: 'vegetarian', maxPrice: 30000 })],
    ['menus: halal=certified + price 10.000-25.000', menuPage({ halal: 'certified', minPrice: 10000, maxPrice: 24999 })],
  ];
  const out: ExplainedQuery[] = [];
  for (const [name, query] of queries) {
    const result = (await db.execute(sql.raw(`explain (analyze, buffers) ${inline(query)}`))) as unknown as { rows: Record<string, string>[] };
    const plan = result.rows.map((r) => Object.values(r)[0]).join('\n');
    const executionMs = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN);
    const seqScan = /Seq Scan on (menus|tenants)\b/.test(plan);
    out.push({ name, executionMs, seqScan, plan });
  }
  return out;
}

/** The section of bench/results.md: a summary table, then each plan. */
export function explainReport(explained: ExplainedQuery[]): string {
  return [
    '## EXPLAIN ANALYZE of the public queries',
    '',
    'Target: index-driven (no sequential scan of menus or tenants), under 5 ms execution.',
    '',
    '| query | execution (ms) | sequential scan of menus/tenants |',
    '|---|---|---|',
    ...explained.map((e) => `| ${e.name} | ${e.executionMs.toFixed(2)} | ${e.seqScan ? 'yes' : 'no'} |`),
    '',
    ...explained.flatMap((e) => [`### ${e.name}`, '', '```', e.plan, '```', '']),
  ].join('\n');
}
