// Per-request state shared between the custom server (scripts/server.ts) and the app's server code in the same
// process: the server runs each request inside runWithResponseState, a page that rendered its failure state because
// the database is unreachable marks it, and the server then answers 503 + Retry-After instead of 200.
// The AsyncLocalStorage lives on globalThis: the server and Next's bundles each load their own copy of this module
// (no 'server-only' import: the server loads this file outside Next; node:async_hooks keeps it off the client).
import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { isDatabaseUnavailableError, markDatabaseUnavailable } from './db-availability';

export interface ResponseState {
  databaseUnavailable: boolean;
}

const KEY = Symbol.for('kuliner.responseState');

function storage(): AsyncLocalStorage<ResponseState> {
  const store = globalThis as unknown as Record<symbol, AsyncLocalStorage<ResponseState> | undefined>;
  return (store[KEY] ??= new AsyncLocalStorage<ResponseState>());
}

export function runWithResponseState<T>(state: ResponseState, fn: () => T): T {
  return storage().run(state, fn);
}

/** Loads a page's data; when the database is unreachable the response is marked 503 and `ok` is false. */
export async function loadPageData<T>(load: () => Promise<T>): Promise<{ ok: true; data: T } | { ok: false }> {
  try {
    return { ok: true, data: await load() };
  } catch (err) {
    if (!isDatabaseUnavailableError(err)) throw err;
    console.error('[page] database unavailable:', (err as Error)?.message);
    markDatabaseUnavailable();
    const state = storage().getStore();
    if (state) state.databaseUnavailable = true;
    return { ok: false };
  }
}
