// A short-lived cache of rendered public pages in front of Next (a "micro-cache", as nginx's proxy_cache is used in
// front of dynamic sites). Public pages render per request because their scripts carry the CSP nonce middleware.ts
// issued for that response; most requests for a page within a second or two would render the same bytes. This cache
// keeps a rendered response (status 200, HTML, no cookie set) whole, headers and body together, for
// PAGE_CACHE_SECONDS, and serves it without running Next at all:
// - The nonce stays sound: a cached body is replayed with the CSP header of the same render, so its nonce and its
//   markup still come from one render; content an attacker could write only appears in a new render, with a new
//   nonce. (A page with a nonce can never be prerendered at build time; it can be replayed.)
// - Public pages do not vary by visitor: the account area reads the session in the browser (components/public/user-nav.tsx),
//   so one rendering serves everybody. RSC requests (client navigation), server actions and anything but GET or HEAD
//   pass through. A HEAD is answered with the GET's status and headers (RFC 9110 9.3.2), from the cache or from a GET
//   render it stores (Node's response to a HEAD drops the body); Next alone would answer it uncached and no-store.
// - A write that changes public content (lib/server/cache.ts) bumps the public generation: every entry rendered before
//   it is dropped at once. Another instance, which did not see the write, keeps an entry at most PAGE_CACHE_SECONDS,
//   and its data cache at most PUBLIC_CACHE_SECONDS: a write shows everywhere within 5 seconds.
// - Concurrent misses for one page wait for one render instead of rendering N times.
// - Each entry has an ETag computed without its nonce, so a re-render of unchanged content keeps it: a client holding
//   the page gets 304, and the 304 carries no CSP (RFC 9111: the stored copy keeps the headers the 304 leaves out),
//   so the stored body stays with the CSP of its own render. The gzip variant is compressed once per entry, when a
//   client first takes it.
import crypto from 'node:crypto';
import http from 'node:http';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import { etagFromDigest, etagOf, matchesIfNoneMatch } from '../lib/server/conditional';
import { publicGeneration } from '../lib/server/page-generation';
import { normalizedPageQuery } from '../lib/public-filters';

/**
 * How long a rendered page is replayed when no invalidation reaches this instance (with lib/server/cache.ts's 3 s of
 * data cache: 5 s across instances without REDIS_URL). PAGE_CACHE_SECONDS overrides it (the multi-instance test
 * sets it long, to prove that Redis alone brings the other instance's writes).
 */
export const PAGE_CACHE_SECONDS = Number(process.env.PAGE_CACHE_SECONDS) > 0 ? Number(process.env.PAGE_CACHE_SECONDS) : 2;
const MAX_ENTRIES = 500;
const MAX_TOTAL_BYTES = 32 * 1024 * 1024;
const MAX_ENTRY_BYTES = 2 * 1024 * 1024;
const MAX_KEY_LENGTH = 1024;
/**
 * How long past its freshness an entry is kept to be served when this instance has no render to spare
 * (scripts/render-limit.ts): as the `stale-while-revalidate` the pages announce, and only while no write made it
 * outdated (its generation is current).
 */
export const STALE_SECONDS = 30;

/** The public pages (with any query string): not the dashboard, the sign-in pages, the API or Next's own files. */
const PUBLIC_PAGE = /^\/(?:|tenant(?:\/[^/]+)?|rekomendasi-menu|artikel(?:\/[^/]+)?|tentang|sitemap\.xml|robots\.txt)$/;

/** Request headers that make Next answer something other than the page's HTML (client navigation, actions). */
const BYPASS_HEADERS = ['rsc', 'next-action', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'authorization'];

/** Response headers that belong to one connection, are recomputed, or must never be replayed. */
const DROPPED_HEADERS = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'content-encoding', 'etag', 'cache-control']);

/** Shared caches may keep a page as long as this instance does, and serve it stale briefly while revalidating. */
export const PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${PAGE_CACHE_SECONDS}, stale-while-revalidate=30`;

interface Entry {
  status: number;
  headers: http.OutgoingHttpHeaders;
  key: string;
  body: Buffer;
  /** The gzip variant, compressed on libuv's thread pool when a client first takes it. */
  gzip: Buffer | null;
  gzipping?: Promise<Buffer>;
  etag: string;
  generation: number;
  expiresAt: number;
}

const entries = new Map<string, Entry>();
const rendering = new Map<string, Promise<Entry | null>>();
let totalBytes = 0;

/**
 * The cache key of a request, or null when the request is not for a cacheable public page: the page's path and the
 * query params it reads, normalised (lib/public-filters.ts normalizedPageQuery: its own params only, in one order,
 * the first of duplicates, no blank values), so `?cb=<random>`, reordered or repeated params name the same page.
 */
export function pageCacheKey(req: http.IncomingMessage): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const url = req.url ?? '/';
  if (url.length > MAX_KEY_LENGTH || !url.startsWith('/')) return null;
  const hashAt = url.indexOf('#');
  const target = hashAt < 0 ? url : url.slice(0, hashAt);
  const queryAt = target.indexOf('?');
  const pathname = queryAt < 0 ? target : target.slice(0, queryAt);
  if (!PUBLIC_PAGE.test(pathname)) return null;
  const query = queryAt < 0 ? '' : target.slice(queryAt + 1);
  if (/(?:^|&)_rsc=/.test(query)) return null;
  if (BYPASS_HEADERS.some((h) => req.headers[h] !== undefined)) return null;
  const normalized = normalizedPageQuery(pathname, query);
  return normalized ? `${pathname}?${normalized}` : pathname;
}

function acceptsGzip(req: http.IncomingMessage): boolean {
  const accept = String(req.headers['accept-encoding'] ?? '');
  return /(?:^|,)\s*gzip\s*(?:;\s*q=(?!0(?:\.0*)?\s*(?:,|$))[\d.]+)?\s*(?:,|$)/i.test(accept);
}

/** The entry of a key, fresh; a stale entry (past its freshness, within STALE_SECONDS) is kept but not returned. */
function live(key: string, now: number): Entry | null {
  const entry = entries.get(key);
  if (!entry) return null;
  if (entry.generation !== publicGeneration() || entry.expiresAt + STALE_SECONDS * 1000 <= now) {
    drop(key);
    return null;
  }
  if (entry.expiresAt <= now) return null;
  // Most recently used last: eviction takes from the front.
  entries.delete(key);
  entries.set(key, entry);
  return entry;
}

/** The entry of a key past its freshness but within STALE_SECONDS and still current (no write since its render). */
function stale(key: string, now: number): Entry | null {
  const entry = entries.get(key);
  return entry && entry.generation === publicGeneration() && entry.expiresAt + STALE_SECONDS * 1000 > now ? entry : null;
}

function drop(key: string): void {
  const entry = entries.get(key);
  if (!entry) return;
  totalBytes -= entry.body.length + (entry.gzip?.length ?? 0);
  entries.delete(key);
}

let lastSweep = 0;

/**
 * Drops every expired or outdated entry, at most once a second: an entry is otherwise dropped only when its own page
 * is asked for again, and under traffic to many distinct pages (a crawler) the cache would hold MAX_TOTAL_BYTES of
 * pages no request can be served from.
 */
function sweep(now: number): void {
  if (now - lastSweep < 1000) return;
  lastSweep = now;
  const generation = publicGeneration();
  for (const [key, entry] of entries) if (entry.expiresAt + STALE_SECONDS * 1000 <= now || entry.generation !== generation) drop(key);
}

function store(key: string, entry: Entry): void {
  sweep(Date.now());
  drop(key);
  const size = entry.body.length + (entry.gzip?.length ?? 0);
  while (entries.size >= MAX_ENTRIES || (totalBytes + size > MAX_TOTAL_BYTES && entries.size > 0)) {
    drop(entries.keys().next().value!);
  }
  entries.set(key, entry);
  totalBytes += size;
}

/** The nonce of a render, from its CSP header. */
function nonceOf(csp: unknown): string | null {
  return /'nonce-([A-Za-z0-9+/=_-]+)'/.exec(String(csp ?? ''))?.[1] ?? null;
}

/** The ETag of a rendered body, its nonce left out: the same content rendered again has the same tag. */
export function pageEtag(body: Buffer, nonce: string | null): string {
  if (!nonce) return etagOf(body);
  // The bytes between the nonce's occurrences, hashed in place: the same digest as of the text without the nonce
  // (the nonce is ASCII, so its bytes occur exactly where the text has it), without decoding a page-sized string.
  const needle = Buffer.from(nonce, 'utf8');
  const hash = crypto.createHash('sha256');
  let from = 0;
  for (let at = body.indexOf(needle, from); at >= 0; at = body.indexOf(needle, from)) {
    hash.update(body.subarray(from, at));
    from = at + needle.length;
  }
  hash.update(body.subarray(from));
  return etagFromDigest(hash.digest());
}

const gzipAsync = promisify(gzipCallback);

/** The entry's gzip variant, compressed once (concurrent requests share the work) off the event loop. */
function gzipOf(entry: Entry): Promise<Buffer> {
  entry.gzipping ??= gzipAsync(entry.body, { level: 6 }).then((zipped) => {
    entry.gzip = zipped;
    // Counted while the entry is stored (drop() subtracts what was counted).
    if (entries.get(entry.key) === entry) totalBytes += zipped.length;
    return zipped;
  });
  return entry.gzipping;
}

/**
 * Sends a cached page: 304 when the client holds this content (only validators and caching headers: the client's
 * copy keeps the CSP of its own render), otherwise the body (gzipped when the client takes gzip).
 */
function send(req: http.IncomingMessage, res: http.ServerResponse, entry: Entry, state: 'HIT' | 'MISS' | 'STALE', gzip = acceptsGzip(req)): void {
  if (res.destroyed || res.writableEnded) return;
  // A stale replay is not to be kept by shared caches (it is already past this instance's own window).
  const caching = { ETag: entry.etag, 'Cache-Control': state === 'STALE' ? 'no-cache' : PAGE_CACHE_CONTROL, 'X-Page-Cache': state };
  if (matchesIfNoneMatch(req.headers['if-none-match'], entry.etag)) {
    res.writeHead(304, { ...caching, ...(entry.headers.vary ? { Vary: entry.headers.vary } : {}) });
    res.end();
    return;
  }
  if (gzip && !entry.gzip) {
    gzipOf(entry).then(
      () => send(req, res, entry, state, true),
      () => send(req, res, entry, state, false),
    );
    return;
  }
  const headers: http.OutgoingHttpHeaders = { ...entry.headers, ...caching };
  const body = gzip && entry.gzip ? entry.gzip : entry.body;
  res.writeHead(entry.status, { ...headers, ...(gzip ? { 'Content-Encoding': 'gzip' } : {}), 'Content-Length': body.length });
  res.end(body);
}

/**
 * Lets Next render into a buffer instead of the socket, then stores the response when it can be replayed, and
 * sends it either way. Resolves with the stored entry, or null when this response may not be cached.
 */
function capture(req: http.IncomingMessage, res: http.ServerResponse, render: () => void, mayStore: () => boolean): Promise<Entry | null> {
  const generation = publicGeneration();
  const gzipOk = acceptsGzip(req);
  // Next compresses for clients that accept it; the cache keeps the plain body and compresses it once itself.
  delete req.headers['accept-encoding'];
  for (let i = req.rawHeaders.length - 2; i >= 0; i -= 2) {
    if (req.rawHeaders[i]!.toLowerCase() === 'accept-encoding') req.rawHeaders.splice(i, 2);
  }

  // Everything the render leaves behind is held here and dropped when the response is done. Next's own wrappers of
  // res.write/res.end (its compression) keep a reference to the functions installed below for as long as the
  // response object lives, and the response lives as long as its request's async context, which Next 16 keeps
  // reachable well past the response (lib/server/abort-reason-frames.ts): the page's bytes must not ride along.
  let chunks: Buffer[] | null = [];
  let settle: ((entry: Entry | null) => void) | null = null;
  const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders };
  let status = 200;
  const restore = () => {
    res.writeHead = original.writeHead;
    res.write = original.write;
    res.end = original.end;
    res.flushHeaders = original.flushHeaders;
  };
  /** Ends the capture once: the response object keeps no bytes and no way back to the entry. */
  const finish = (entry: Entry | null) => {
    const done = settle;
    settle = null;
    chunks = null;
    done?.(entry);
  };
  const take = (chunk: unknown, encoding: unknown) => {
    if (chunk == null || typeof chunk === 'function' || !chunks) return;
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
  };
  return new Promise<Entry | null>((resolve) => {
    settle = resolve;
    // A client gone before the page was rendered: nothing is stored, and the requests waiting on this render go on
    // to render themselves instead of waiting forever.
    res.once('close', () => {
      if (!settle) return;
      restore();
      finish(null);
    });
    res.writeHead = function writeHead(this: http.ServerResponse, code: number, ...rest: unknown[]) {
      status = code;
      const headers = rest.find((r) => r && typeof r === 'object') as http.OutgoingHttpHeaders | string[] | undefined;
      if (Array.isArray(headers)) {
        for (let i = 0; i + 1 < headers.length; i += 2) this.setHeader(headers[i]!, headers[i + 1]!);
      } else if (headers) {
        for (const [name, value] of Object.entries(headers)) if (value !== undefined) this.setHeader(name, value);
      }
      return this;
    } as typeof res.writeHead;
    // Nothing reaches the socket before the whole page is rendered.
    res.flushHeaders = () => undefined;
    res.write = function write(this: http.ServerResponse, chunk: unknown, ...rest: unknown[]) {
      take(chunk, rest[0]);
      const callback = rest.find((r) => typeof r === 'function') as (() => void) | undefined;
      if (callback) process.nextTick(callback);
      return true;
    } as typeof res.write;
    res.end = function end(this: http.ServerResponse, chunk?: unknown, ...rest: unknown[]) {
      take(chunk, rest[0]);
      if (!settle || !chunks) return this;
      restore();
      const body = Buffer.concat(chunks);
      chunks = null;
      const code = this.statusCode === 200 ? status : this.statusCode;
      const headers: http.OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(this.getHeaders())) if (!DROPPED_HEADERS.has(name) && value !== undefined) headers[name] = value;
      const cacheable =
        code === 200 &&
        this.getHeader('set-cookie') === undefined &&
        /^(text\/html|application\/xml|text\/xml|text\/plain)\b/.test(String(this.getHeader('content-type') ?? '')) &&
        body.length <= MAX_ENTRY_BYTES &&
        generation === publicGeneration() &&
        mayStore();
      const cacheControl = this.getHeader('cache-control');
      for (const name of this.getHeaderNames()) this.removeHeader(name);
      if (!cacheable) {
        // Sent as Next produced it (uncompressed: the client's Accept-Encoding was taken away above), with its own
        // Cache-Control (a refusal's no-store: scripts/render-limit.ts).
        this.writeHead(code, { ...headers, ...(cacheControl !== undefined ? { 'Cache-Control': cacheControl } : {}), 'Content-Length': body.length });
        this.end(body);
        finish(null);
        return this;
      }
      const entry: Entry = {
        status: code,
        headers,
        body,
        key: String(req.url),
        gzip: null,
        etag: pageEtag(body, nonceOf(headers['content-security-policy'])),
        generation,
        expiresAt: Date.now() + PAGE_CACHE_SECONDS * 1000,
      };
      store(entry.key, entry);
      send(req, this, entry, 'MISS', gzipOk);
      finish(entry);
      return this;
    } as typeof res.end;
    // A HEAD renders as the GET it stands for (the stored body then serves the GETs that follow); the response
    // object was made for a HEAD and sends no body.
    if (req.method === 'HEAD') req.method = 'GET';
    render();
  });
}

/**
 * Serves a public page from the cache, or renders it once through `render` (Next's handler) and keeps it when
 * `mayStore` agrees after the render (not a page that showed its failure state). The page is rendered from its key
 * (req.url becomes the key), so it sees only the params it reads. While `busy()` (no render to spare on this
 * instance), a page rendered in the last STALE_SECONDS and not outdated by a write is served as it was (STALE)
 * instead of waiting for a render. Returns false when the request is not for a cacheable page (the caller hands it to
 * Next as usual).
 */
export function servePage(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  render: () => void,
  mayStore: () => boolean,
  busy: () => boolean = () => false,
): boolean {
  const key = pageCacheKey(req);
  if (!key) return false;
  req.url = key;
  const now = Date.now();
  const entry = live(key, now);
  if (entry) {
    send(req, res, entry, 'HIT');
    return true;
  }
  const old = busy() ? stale(key, now) : null;
  if (old) {
    send(req, res, old, 'STALE');
    return true;
  }
  const pending = rendering.get(key);
  if (pending) {
    void pending.then((rendered) => {
      if (rendered && rendered.generation === publicGeneration()) send(req, res, rendered, 'HIT');
      else void capture(req, res, render, mayStore);
    });
    return true;
  }
  const run = capture(req, res, render, mayStore).finally(() => rendering.delete(key));
  rendering.set(key, run);
  return true;
}

/** Bytes the cache holds (bodies and their gzip variants) and its number of entries (tests, diagnostics). */
export function pageCacheSize(): { bytes: number; entries: number } {
  return { bytes: totalBytes, entries: entries.size };
}

/** Drops every entry (tests; a database restore under a running server). */
export function clearPageCache(): void {
  entries.clear();
  totalBytes = 0;
}
