// Runs once when the server starts (scripts/start.ts refuses an unsafe environment earlier; this covers `next start`
// run by hand). Node-only code sits in its own module, loaded only in the Node.js runtime.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { refuseUnsafeStart } = await import('./lib/server/startup-checks');
    refuseUnsafeStart();
    // The context long-lived connections are opened in (lib/server/detached-context.ts).
    const { captureDetachedContext } = await import('./lib/server/detached-context');
    captureDetachedContext();
    // Renders must not keep one another alive (lib/server/abort-reason-frames.ts).
    const { releaseAbortReasonFrames } = await import('./lib/server/abort-reason-frames');
    releaseAbortReasonFrames();
    // Stored files nothing references are removed after their grace period (lib/server/file-sweep.ts).
    const { startFileSweep } = await import('./lib/server/file-sweep');
    startFileSweep();
  }
}
