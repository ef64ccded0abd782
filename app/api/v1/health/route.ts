import { sql } from 'drizzle-orm';
import { getDb } from '@/db/index';
import { route } from '@/lib/server/api/handler';

/** GET /health: the app and its database answer (used by readiness checks and the test runner). */
export const GET = route({ auth: false }, async () => {
  const db = await getDb();
  await db.execute(sql`select 1`);
  return { status: 'ok' };
});
