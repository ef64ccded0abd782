import { pingDatabase } from '@/db/queries/health';
import { route } from '@/lib/server/api/handler';

/** GET /health: the app and its database answer (used by readiness checks and the test runner). */
export const GET = route({ auth: false }, async () => {
  await pingDatabase();
  return { status: 'ok' };
});
