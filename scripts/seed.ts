// npm run db:seed: migrates, then inserts what is missing (idempotent). What it inserts depends on the environment
// (lib/server/deploy-env.ts): the full local demo on the embedded database; with DATABASE_URL or NODE_ENV=production only
// roles, settings and the super admin, plus the demo catalogue with SEED_DEMO=true (random passwords in production).
import { migrateDatabase, openDatabase } from '../db/client';
import { seedDatabase } from '../db/seed';
import { isCommonPassword } from '../lib/server/auth/common-passwords';
import { productionEnvProblems, seedPlanFromEnv } from '../lib/server/deploy-env';

const envProblems = productionEnvProblems(process.env, { isCommonPassword });
if (envProblems.length) {
  for (const problem of envProblems) console.error(`[db] refusing to seed: ${problem}`);
  process.exit(1);
}

const handle = await openDatabase({ statementTimeoutMs: 0 });
try {
  await migrateDatabase(handle);
  const plan = seedPlanFromEnv(process.env);
  if (!plan.adminPassword && process.env.DATABASE_URL)
    console.warn('[db] ADMIN_PASSWORD is not set: the super admin gets the README password; set ADMIN_PASSWORD for anything but local use.');
  const summary = await seedDatabase(handle.db, plan);
  console.log(
    `[db] seeded (${handle.kind}${plan.demo ? ', with the demo catalogue' : ''}): ${summary.roles} roles, ${summary.users} users, ${summary.tenants} tenants, ${summary.menus} menus`,
  );
} finally {
  await handle.close();
}
