// Runs once when the server starts. A production server without a usable signing secret stops here with one line,
// instead of starting and failing every signed request (scripts/start.ts refuses earlier; this covers `next start`
// run by hand).
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { assertServerEnv } = await import('./lib/server/env');
  const { getAuthSecret } = await import('./lib/server/auth/secret');
  try {
    // Every variable checked at once (lib/server/env.ts), then the signing secret itself.
    assertServerEnv();
    getAuthSecret();
  } catch (err) {
    console.error(`[server] refusing to start: ${(err as Error).message}`);
    process.exit(1);
  }
}
