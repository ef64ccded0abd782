// Long-lived connections (the database pool's sockets, the Redis publisher) are opened lazily, during some request.
// Node's AsyncLocalStorage gives every async resource the stores active where it was created, so a socket opened
// there would hold that request's whole context (Next's render state, the response, the rendered bytes) for as long
// as the connection lives. Such connections are opened in the context captured when the server started instead,
// where no request is active. (lib/server/abort-reason-frames.ts is the other half: requests must not hold one
// another either.)
import { AsyncLocalStorage } from 'node:async_hooks';

const KEY = Symbol.for('kuliner-tasikmalaya.detached-context');
type Runner = <R>(fn: (...args: unknown[]) => R) => R;
type Holder = { [KEY]?: Runner };

/** Captures the context of server start (scripts/server.ts, instrumentation.ts): call it outside any request. */
export function captureDetachedContext(): void {
  const holder = globalThis as Holder;
  holder[KEY] ??= AsyncLocalStorage.snapshot() as Runner;
}

/** Runs `fn` in the context captured at server start (as is, when none was: scripts and tests). */
export function runDetached<R>(fn: () => R): R {
  const run = (globalThis as Holder)[KEY];
  return run ? run(fn) : fn();
}
