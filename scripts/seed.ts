// npm run db:seed: migrates, then inserts the demo data that is missing (idempotent).
import { migrateDatabase, openDatabase } from '../db/client';
import { seedDatabase } from '../db/seed';

const handle = await openDatabase();
try {
  await migrateDatabase(handle);
  const summary = await seedDatabase(handle.db);
  console.log(`[db] seeded (${handle.kind}): ${summary.roles} roles, ${summary.users} users, ${summary.tenants} tenants, ${summary.menus} menus`);
} finally {
  await handle.close();
}
