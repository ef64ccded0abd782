// The caller's address, one rule for the API wrapper, next-auth's login and the activity log.
// The app runs behind its own small HTTP server (scripts/server.ts), which drops any client-sent copy of PEER_HEADER
// and sets it to the socket's remote address. X-Forwarded-For is trusted only as far as TRUST_PROXY says:
// unset or 0 = no proxy, the socket address is the client; N = N proxies in front, whose appended entries are
// trusted, so the client is the N-th address from the right of [...X-Forwarded-For, peer] (Express semantics).

/** Internal header carrying the socket address; never trusted from the client (the server overwrites it). */
import 'server-only';
import { serverEnv } from './env';
export const PEER_HEADER = 'x-kuliner-peer';

// The server also signs the header with a random per-process token kept on globalThis (the server and Next's
// bundles share the process): under plain `next start` nobody set a token, so a client-sent header counts for nothing.
const TOKEN_KEY = Symbol.for('kuliner.peerToken');
const tokenStore = globalThis as unknown as Record<symbol, string | undefined>;

/** Called once by the server: from then on only `${token} ${address}` values of PEER_HEADER are believed. */
export function setPeerToken(token: string | undefined): void {
  tokenStore[TOKEN_KEY] = token;
}

/** The PEER_HEADER value the server sets for a socket address. */
export function peerHeaderValue(address: string | undefined): string {
  return `${tokenStore[TOKEN_KEY] ?? ''} ${address ?? ''}`;
}

function trustedPeer(value: string | null): string {
  const token = tokenStore[TOKEN_KEY];
  if (!token || !value || !value.startsWith(`${token} `)) return '';
  return normalizeAddress(value.slice(token.length + 1));
}

export type HeaderSource = Headers | Record<string, unknown> | undefined | null;

function header(headers: HeaderSource, name: string): string | null {
  if (!headers) return null;
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name);
  const raw = (headers as Record<string, unknown>)[name];
  if (typeof raw === 'string') return raw;
  if (Array.isArray(raw)) return raw.filter((v) => typeof v === 'string').join(', ') || null;
  return null;
}

/** Trims, drops the IPv4-mapped IPv6 prefix and caps the length (the value is stored in counters and logs). */
export function normalizeAddress(value: string | null | undefined): string {
  const trimmed = (value ?? '').trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  return trimmed.slice(0, 64);
}

/** TRUST_PROXY as a hop count: unset, empty, invalid or negative means 0 (no proxy). */
export function trustProxyHops(value: string | undefined = serverEnv().TRUST_PROXY): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? Math.min(n, 32) : 0;
}

export function clientIp(headers: HeaderSource, hops: number = trustProxyHops()): string {
  const forwarded = (header(headers, 'x-forwarded-for') ?? '').split(',').map(normalizeAddress).filter(Boolean);
  let peer = trustedPeer(header(headers, PEER_HEADER));
  if (!peer) {
    // No custom server in front (plain `next start`): Next sets X-Forwarded-For to the socket address only when the
    // client sent none, so the socket address is unknowable here. The rightmost entry is the best available guess;
    // run the app with `npm start` (scripts/start.ts) for a spoof-proof address.
    peer = forwarded.pop() ?? normalizeAddress(header(headers, 'x-real-ip')) ?? '';
  }
  const addresses = [...forwarded, peer || '127.0.0.1'];
  const index = Math.max(0, addresses.length - 1 - hops);
  return addresses[index]!;
}
