// Before a server opens the database (PGlite allows one process per data folder): migrate, and seed an empty
// database by the plan the environment allows (lib/server/deploy-env.ts). Used by `npm start` and `npm run dev`.
import { migrateDatabase, openDatabase } from '../db/client';
import { importLegacyFiles } from '../db/queries/files';
import { isDatabaseEmpty, seedDatabase } from '../db/seed';
import { readLegacyFile } from '../lib/server/uploads';
import { seedPlanFromEnv } from '../lib/server/deploy-env';

export async function prepareDatabase(log: (line: string) => void): Promise<void> {
  // No statement time limit: a migration may rewrite a city-sized table (the server's own pool keeps its limit).
  const handle = await openDatabase({ statementTimeoutMs: 0 });
  try {
    await migrateDatabase(handle);
    // Images uploaded when they were kept on disk move into their rows (a no-op once done).
    const legacy = await importLegacyFiles(handle.db, readLegacyFile);
    if (legacy.imported) log(`moved ${legacy.imported} uploaded image(s) from UPLOAD_DIR into the database`);
    if (legacy.missing) log(`${legacy.missing} uploaded image(s) are neither in the database nor in UPLOAD_DIR on this machine`);
    if (!(await isDatabaseEmpty(handle.db))) return;
    const plan = seedPlanFromEnv(process.env);
    if (!plan.adminPassword && process.env.DATABASE_URL)
      log('ADMIN_PASSWORD is not set: the super admin gets the README password; set ADMIN_PASSWORD for anything but local use.');
    const summary = await seedDatabase(handle.db, plan);
    log(
      plan.demo
        ? `seeded demo data: ${summary.tenants} tenants, ${summary.menus} menus, ${summary.users} users${plan.demoPasswords === 'random' ? ' (demo accounts have random passwords)' : ''}`
        : 'seeded the system roles, default settings and the super admin (set SEED_DEMO=true for the demo catalogue)',
    );
  } finally {
    await handle.close();
  }
}
