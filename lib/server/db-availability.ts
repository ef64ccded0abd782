// Whether the database answered lately: set by the pg pool (db/client.ts) on connection failures, cleared by the
// next successful connection. Kept on globalThis because the custom server (scripts/server.ts) runs in the same
// process as Next's compiled bundles, which carry their own copy of this module: the key is the shared state.
// The server uses it to answer a failing page with 503 + Retry-After instead of 500 while the database is away.

import 'server-only';
const KEY = Symbol.for('kuliner.databaseUnavailable');
type State = { since: number; last: number } | undefined;
const store = globalThis as unknown as Record<symbol, State>;

/** How long one connection failure keeps the mark without a newer failure. */
export const UNAVAILABLE_MARK_MS = 30_000;

/** Seconds a client should wait before retrying while the database is unavailable. */
export const RETRY_AFTER_SECONDS = 2;

export function markDatabaseUnavailable(now = Date.now()): void {
  const current = store[KEY];
  store[KEY] = { since: current?.since ?? now, last: now };
}

export function markDatabaseAvailable(): void {
  store[KEY] = undefined;
}

/** True while a connection failure was seen recently and no connection has succeeded since. */
export function isDatabaseUnavailable(now = Date.now()): boolean {
  const state = store[KEY];
  return !!state && now - state.last < UNAVAILABLE_MARK_MS;
}

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE', 'ECONNABORTED']);
const UNAVAILABLE_MESSAGE =
  /ECONNREFUSED|ECONNRESET|Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly|the database system is (starting up|shutting down)|terminating connection due to administrator command/i;

/**
 * A database that cannot be reached (as opposed to a query the database refused): found anywhere in the `cause`
 * chain (Drizzle wraps the driver error) or inside an AggregateError (a refused connection to several addresses).
 */
export function isDatabaseUnavailableError(err: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [err];
  while (queue.length && seen.size < 20) {
    const current = queue.shift();
    if (!current || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    const e = current as ErrorLike;
    const code = typeof e.code === 'string' ? e.code : '';
    // SQLSTATE class 08 (connection exception), 57P01-57P03 (admin shutdown, crash shutdown, cannot connect now).
    if (/^08[0-9A-Z]{3}$/.test(code) || code === '57P01' || code === '57P02' || code === '57P03') return true;
    if (NETWORK_CODES.has(code)) return true;
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGE.test(e.message)) return true;
    queue.push(e.cause);
    if (Array.isArray(e.errors)) queue.push(...e.errors);
  }
  return false;
}
