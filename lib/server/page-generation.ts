// The generation of the public content, shared by the write side (lib/server/cache.ts bumps it on every write that
// changes what public pages show) and the page cache in front of Next (scripts/page-cache.ts drops what was rendered
// before). A process-wide counter on globalThis: the server script and Next's bundle load this module separately
// but run in one process.
const KEY = Symbol.for('kuliner-tasikmalaya.public-generation');

type Holder = { [KEY]?: number };

export function publicGeneration(): number {
  return (globalThis as Holder)[KEY] ?? 0;
}

/** Everything rendered before this call is stale. */
export function bumpPublicGeneration(): number {
  const holder = globalThis as Holder;
  holder[KEY] = (holder[KEY] ?? 0) + 1;
  return holder[KEY];
}
