// Checks a server makes once at start (loaded by instrumentation.ts in the Node.js runtime only): every environment
// variable at once (lib/server/env.ts), then the signing secret itself. A bad setting stops the server here with
// one line instead of failing requests later.
import 'server-only';
import { getAuthSecret } from './auth/secret';
import { assertServerEnv } from './env';

export function refuseUnsafeStart(): void {
  try {
    assertServerEnv();
    getAuthSecret();
  } catch (err) {
    console.error(`[server] refusing to start: ${(err as Error).message}`);
    process.exit(1);
  }
}
