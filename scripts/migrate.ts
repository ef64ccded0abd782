// npm run db:migrate: applies drizzle/ migrations to PGlite (.data/) or DATABASE_URL.
import { migrateDatabase, openDatabase } from '../db/client';

const handle = await openDatabase();
try {
  await migrateDatabase(handle);
  console.log(`[db] migrations applied (${handle.kind})`);
} finally {
  await handle.close();
}
