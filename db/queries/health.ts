// Readiness: the database answers a trivial query.
import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '../index';

export async function pingDatabase(): Promise<void> {
  const db = await getDb();
  await db.execute(sql`select 1`);
}
