// The plan of a Drizzle query as text (EXPLAIN), parameters inlined: the planner's own choice, or with sequential
// scans priced out (`seqscan: false`) to show that an index can serve the query where the planner prefers a scan.
import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client';

export async function queryPlan(db: Database, query: { toSQL: () => { sql: string; params: unknown[] } }, { seqscan = true } = {}): Promise<string> {
  const { sql: text, params } = query.toSQL();
  const inlined = text.replace(/\$(\d+)/g, (_, n: string) => {
    const v = params[Number(n) - 1];
    return typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`;
  });
  return db.transaction(async (tx) => {
    if (!seqscan) await tx.execute(sql.raw('set local enable_seqscan = off'));
    const result = (await tx.execute(sql.raw(`explain ${inlined}`))) as unknown as { rows: Record<string, string>[] };
    return result.rows.map((r) => Object.values(r)[0]).join('\n');
  });
}
