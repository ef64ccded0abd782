// A workaround for unbounded memory growth in Next 16's renderer, installed once per process by the server
// (scripts/server.ts, before Next loads) and by instrumentation.ts (`next start` run by hand); it is idempotent.
//
// React's Flight renderer aborts each render's cacheController when the render completes, with a new Error as the
// reason. V8 keeps an Error's stack as structured frames until something reads `error.stack`, and a frame keeps its
// receiver: here the Immediate whose callback finished the render. Node never unlinks a run Immediate from the
// Immediates queued after it (`_idleNext`), and each of those carries the async context of the request that queued
// it (its Flight request, its response, its rendered bytes), whose own abort reason holds the next Immediate... Under
// steady traffic every request stays reachable from the first one (any long-lived object created during it, e.g. the
// lazily opened database): measured with the bench data set, about 50 KB of heap a request that no garbage
// collection could free, until the process ran out of memory.
//
// Reading `stack` as soon as an abort reason is set turns its frames into a string and lets the receivers go; the
// reason is otherwise unchanged. One short string formatted per render.
const PATCHED = Symbol.for('kuliner-tasikmalaya.abort-reason-frames');

export function releaseAbortReasonFrames(): void {
  const proto = AbortController.prototype as AbortController & { [PATCHED]?: true };
  if (proto[PATCHED]) return;
  const abort = proto.abort;
  proto.abort = function abortWithFormattedReason(this: AbortController, reason?: unknown) {
    if (reason instanceof Error) void reason.stack;
    return abort.call(this, reason);
  };
  Object.defineProperty(proto, PATCHED, { value: true });
}
