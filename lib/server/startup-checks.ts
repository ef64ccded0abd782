// Checks a server makes once at start (loaded by instrumentation.ts in the Node.js runtime only): a production
// server without a usable signing secret stops here with one line instead of failing every signed request.
import 'server-only';
import { getAuthSecret } from './auth/secret';

export function refuseUnsafeStart(): void {
  try {
    getAuthSecret();
  } catch (err) {
    console.error(`[server] refusing to start: ${(err as Error).message}`);
    process.exit(1);
  }
}
