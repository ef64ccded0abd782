// npm run db:migrate: applies drizzle/ migrations to PGlite (.data/) or DATABASE_URL.
import { migrateDatabase, openDatabase } from '../db/client';

// No statement time limit: a migration may rewrite a city-sized table.
const handle = await openDatabase({ statementTimeoutMs: 0 });
try {
  await migrateDatabase(handle);
  console.log(`[db] migrations applied (${handle.kind})`);
} finally {
  await handle.close();
}
