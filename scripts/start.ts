// npm start: builds when the sources changed since the last build (or there is none), migrates, seeds an empty database, then serves on PORT (default 3000).
// With NODE_ENV=production it first refuses an unsafe environment (see lib/server/deploy-env.ts), before anything else.
import { localAuthSecret } from '../lib/server/auth/secret';
import { isCommonPassword } from '../lib/server/auth/common-passwords';
import { isProduction, productionEnvProblems } from '../lib/server/deploy-env';
import { prepareDatabase } from './prepare-database';
import { ensureProductionBuild } from './production-build';

const envProblems = productionEnvProblems(process.env, { isCommonPassword });
if (envProblems.length) {
  for (const problem of envProblems) console.error(`[start] refusing to start: ${problem}`);
  process.exit(1);
}
// `next start` always runs as production and then demands a secret: locally, hand it the one kept under .data/.
if (!isProduction(process.env) && !process.env.AUTH_SECRET && !process.env.NEXTAUTH_SECRET) process.env.AUTH_SECRET = localAuthSecret();

process.env.NEXT_TELEMETRY_DISABLED ||= '1';
const log = (line: string) => console.log(`[start] ${line}`);
try {
  ensureProductionBuild(process.cwd(), log);
} catch (err) {
  console.error(`[start] ${(err as Error).message}`);
  process.exit(1);
}
await prepareDatabase(log);

const port = process.env.PORT || '3000';
// next-auth builds its callback URLs from NEXTAUTH_URL; locally that is this server.
process.env.NEXTAUTH_URL ||= `http://localhost:${port}`;
// The app is served by scripts/server.ts in this process (Next behind a small node:http server: socket addresses,
// TRACE, malformed paths, 503 while the database is away).
const { serveForever } = await import('./server');
await serveForever();
