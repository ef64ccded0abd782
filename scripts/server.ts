// The app's HTTP server: Next's request handler behind a small node:http server in the same process.
// It exists for what a route cannot do itself:
// - the caller's socket address: any client-sent PEER_HEADER is replaced by req.socket.remoteAddress, so
//   lib/server/client-ip.ts can tell the real client from a spoofed X-Forwarded-For (TRUST_PROXY says how far to trust it);
// - TRACE/TRACK answer 405 and a malformed percent-encoding under /api answers 400, both in the API's error shape,
//   before Next (which answers them 500 / plain text); a page path with a malformed percent-encoding names no page,
//   so it is served the branded 404 page;
// - a request target without a path (`GET *`) answers 400, an absolute-form one (`GET http://host/x`) is served as its
//   path (never a redirect to the host it names), and Next's image optimizer, which the app does not use, answers 404;
// - a page that fails while the database is unreachable answers 503 + Retry-After instead of 500 (the page still
//   renders its failure state; lib/server/db-availability.ts holds the "database unavailable" mark the pg pool sets);
// - public pages are replayed for a moment from a cache of rendered responses (scripts/page-cache.ts), keyed by the
//   query params each page reads, and page renders are limited per instance (scripts/render-limit.ts);
// - the session hint, the one cookie page scripts read, follows the session cookie (lib/auth/session-hint.ts);
// - a method an API route does not export answers 405 in the API's error shape, with Allow (Next sends an empty 405).
// Used by `npm start` (scripts/start.ts), the test runner and tests/helpers/app-instance.ts; run directly with
// `tsx scripts/server.ts` it serves an already migrated database on PORT.
import crypto from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import next from 'next';
import { secureCookiesFor, sessionHintChange } from '../lib/auth/session-hint';
import { UNMATCHED_PAGE_PATH } from '../lib/constants';
import { MAX_JSON_BYTES } from '../lib/server/api/json-shape';
import { PEER_HEADER, peerHeaderValue, setPeerToken } from '../lib/server/client-ip';
import { RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../lib/server/db-availability';
import { captureDetachedContext } from '../lib/server/detached-context';
import { runWithResponseState, type ResponseState } from '../lib/server/response-state';
import { subscribeToInvalidations } from '../lib/server/invalidation-bus';
import { releaseAbortReasonFrames } from '../lib/server/abort-reason-frames';
import { apiRoutes, shapeMethodNotAllowed } from './api-routes';
import { beforeHead } from './response-head';
import { servePage } from './page-cache';
import { isPageRender, limitRender, rendersBusy } from './render-limit';

const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

function sendJson(res: http.ServerResponse, status: number, body: { message: string; code: string }, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  res.end(text);
}

/** The path of a request target ('/a/b?x' → '/a/b'; an absolute-form target keeps only its path). */
function pathOf(target: string): string {
  const noQuery = target.split(/[?#]/, 1)[0] ?? '';
  const absolute = /^[a-z][a-z0-9+.-]*:\/\/[^/]*/i.exec(noQuery);
  return absolute ? noQuery.slice(absolute[0].length) || '/' : noQuery;
}

function isMalformedPath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/** The scheme and authority of an absolute-form request target (`GET http://host/path HTTP/1.1`). */
const ABSOLUTE_FORM = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i;

/**
 * The request target as Next may see it: origin-form (`/path?query`). An absolute-form target (which a server must
 * accept, RFC 9112 3.2.2) keeps only its path and query: this server answers for its own site whatever authority a
 * client names, so nothing Next builds from the URL (a redirect's Location) can point elsewhere. Null for a target
 * that names no path at all (`*` of a server-wide OPTIONS, an authority-form `host:443`).
 */
export function originForm(target: string): string | null {
  if (target.startsWith('/')) return target;
  const absolute = ABSOLUTE_FORM.exec(target);
  if (!absolute) return null;
  const rest = target.slice(absolute[0].length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** Paths nothing in this app serves that would cost a lot to answer through Next: answered 404 at once. */
function isRefusedPath(pathname: string): boolean {
  // Next's image optimizer: the app serves its pictures as stored (components/public/plain-image.tsx), and every
  // call decoded and re-encoded an image for seconds of CPU, uncached (next.config.mjs also sets `unoptimized`).
  return pathname === '/_next/image' || pathname.startsWith('/_next/image/');
}

/** The upload route, which reads a multipart body up to its own (larger) limit (lib/server/uploads.ts). */
const UPLOAD_PATH = '/api/v1/files';

/**
 * A request whose declared body is larger than any route but the upload route reads (MAX_JSON_BYTES): refused before
 * Next runs at all. Handing it to Next cost a few milliseconds of routing per request before the route refused it,
 * and 4 connections sending 770 KB login bodies kept the event loop busy enough to slow every page.
 */
function declaresTooLargeBody(req: http.IncomingMessage, pathname: string): boolean {
  if (pathname === UPLOAD_PATH) return false;
  const length = Number(req.headers['content-length'] ?? 0);
  return length > MAX_JSON_BYTES;
}

/**
 * Answers what must not reach Next; returns true when it did. Exported for tests of the rules themselves.
 */
export function screenRequest(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  const method = (req.method ?? 'GET').toUpperCase();
  if (method === 'TRACE' || method === 'TRACK') {
    sendJson(res, 405, { message: 'Metode tidak diizinkan', code: 'METHOD_NOT_ALLOWED' }, { Allow: ALLOWED_METHODS });
    return true;
  }
  // `GET *` made Next fail with "Invalid URL" (500); an absolute-form target was reflected into a redirect's Location.
  const target = originForm(req.url ?? '/');
  if (target === null) {
    sendJson(res, 400, { message: 'Alamat permintaan tidak valid', code: 'INVALID_URL' });
    return true;
  }
  req.url = target;
  const pathname = pathOf(target);
  if (isRefusedPath(pathname)) {
    sendJson(res, 404, { message: 'Halaman tidak ditemukan', code: 'NOT_FOUND' });
    return true;
  }
  if (declaresTooLargeBody(req, pathname)) {
    // Not kept alive: the body is never read, and the connection is not kept to drain it (lingerOnEarlyClose).
    sendJson(res, 413, { message: 'Ukuran data terlalu besar', code: 'PAYLOAD_TOO_LARGE' }, { Connection: 'close' });
    return true;
  }
  if (pathname.startsWith('/api/') && isMalformedPath(pathname)) {
    sendJson(res, 400, { message: 'Alamat permintaan tidak valid', code: 'INVALID_URL' });
    return true;
  }
  return false;
}

/** A page path Next cannot decode (it would answer 500) is routed to the path no page matches: the branded 404. */
export function routeMalformedPage(req: http.IncomingMessage): void {
  const pathname = pathOf(req.url ?? '/');
  if (!pathname.startsWith('/api/') && isMalformedPath(pathname)) req.url = UNMATCHED_PAGE_PATH;
}

/** Replaces any client-sent peer header with the socket address (the only trustworthy address). */
export function setPeerAddress(req: http.IncomingMessage): void {
  delete req.headers[PEER_HEADER];
  req.headers[PEER_HEADER] = peerHeaderValue(req.socket.remoteAddress);
  // Next builds its Headers from rawHeaders in some paths: drop client copies there too.
  for (let i = req.rawHeaders.length - 2; i >= 0; i -= 2) {
    if (req.rawHeaders[i]!.toLowerCase() === PEER_HEADER) req.rawHeaders.splice(i, 2);
  }
}

/**
 * A page that rendered its failure state because the database is unreachable (lib/server/response-state.ts
 * loadPageData), or whose render failed (500) while the database is unreachable, answers 503 + Retry-After; the
 * body stays Next's page. API routes set their own 503 (lib/api/errors.ts).
 */
function degradeFailedPages(req: http.IncomingMessage, res: http.ServerResponse, state: ResponseState): void {
  if (pathOf(req.url ?? '/').startsWith('/api/')) return;
  beforeHead(res, (head) => {
    if ((head.statusCode === 200 && state.databaseUnavailable) || (head.statusCode === 500 && isDatabaseUnavailable())) {
      head.statusCode = 503;
      head.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      head.setHeader('Cache-Control', 'no-store');
    }
  });
}

/**
 * Keeps the session hint (lib/auth/session-hint.ts) in step with the request's session cookie: when they disagree,
 * the response sets or clears it, and is then private to this browser (a shared cache must not hand one browser's
 * cookie to another). Any response will do (a page, a replay from the page cache, a 304, an API answer), so the first
 * response after a sign-in or a sign-out puts the hint right. Next's own files are left alone.
 */
function syncSessionHint(req: http.IncomingMessage, res: http.ServerResponse): void {
  if (pathOf(req.url ?? '/').startsWith('/_next/')) return;
  const change = sessionHintChange(req.headers.cookie, secureCookiesFor(process.env.NEXTAUTH_URL));
  if (!change) return;
  beforeHead(res, (head) => {
    head.appendHeader('Set-Cookie', change);
    head.setHeader('Cache-Control', 'private, no-store');
  });
}

/**
 * A response sent before its request's body was all received (a refusal: 401, 413, a full upload queue) closes the
 * connection instead of keeping it alive: to keep it, Node would read and drop the rest of the body, however long
 * (a chunked body has no declared end); closing, it is read for at most LINGER_MS (lingerOnEarlyClose).
 */
function closeUnreadBodies(req: http.IncomingMessage, res: http.ServerResponse): void {
  if (req.headers['transfer-encoding'] === undefined && !(Number(req.headers['content-length'] ?? 0) > 0)) return;
  beforeHead(res, (head) => {
    if (!req.complete) head.setHeader('Connection', 'close');
  });
}

/** How long a connection that was answered before its request body arrived keeps reading (and dropping) it. */
const LINGER_MS = 2_000;

/**
 * Lingering close (as nginx does): when a response ends a connection before its request body was read (a 413 on
 * a 20 MB body), closing at once would make the kernel answer the client's still-arriving bytes with a reset, and
 * a reset can destroy the unread response on the client's side. Instead: send the response and FIN, keep reading
 * and dropping what the client still sends for up to LINGER_MS, then close.
 */
function lingerOnEarlyClose(server: http.Server): void {
  const pending = new WeakMap<import('node:net').Socket, http.IncomingMessage>();
  server.on('request', (req: http.IncomingMessage) => pending.set(req.socket, req));
  server.on('connection', (socket: import('node:net').Socket & { destroySoon?: () => void }) => {
    const destroySoon = socket.destroySoon;
    if (typeof destroySoon !== 'function') return;
    socket.destroySoon = function lingeringClose(this: typeof socket) {
      const req = pending.get(this);
      if (!req || req.complete) return destroySoon.call(this);
      this.end();
      this.resume();
      const timer = setTimeout(() => this.destroy(), LINGER_MS);
      timer.unref();
      this.once('end', () => this.destroy());
      this.once('close', () => clearTimeout(timer));
    };
  });
}

export interface StartedServer {
  server: http.Server;
  close: () => Promise<void>;
}

export async function startServer({ port, hostname }: { port: number; hostname?: string }): Promise<StartedServer> {
  (process.env as Record<string, string>).NODE_ENV ||= 'production';
  setPeerToken(crypto.randomBytes(16).toString('hex'));
  // Before any request: the context the database and Redis connections are opened in.
  captureDetachedContext();
  // Next's renders must not keep one another alive (lib/server/abort-reason-frames.ts).
  releaseAbortReasonFrames();
  const app = next({ dev: false, dir: process.cwd(), port, hostname: hostname ?? 'localhost' });
  await app.prepare();
  const handle = app.getRequestHandler();
  const routes = apiRoutes(path.join(process.cwd(), 'app', 'api'));
  const server = http.createServer((req, res) => {
    if (screenRequest(req, res)) return;
    routeMalformedPage(req);
    setPeerAddress(req);
    const state: ResponseState = { databaseUnavailable: false };
    degradeFailedPages(req, res, state);
    syncSessionHint(req, res);
    closeUnreadBodies(req, res);
    shapeMethodNotAllowed(pathOf(req.url ?? '/'), res, routes);
    const run = () => {
      runWithResponseState(state, () => handle(req, res)).catch((err: unknown) => {
        console.error('[server] request failed:', err);
        if (!res.headersSent) sendJson(res, 500, { message: 'Terjadi kesalahan pada server', code: 'INTERNAL_ERROR' });
        else res.end();
      });
    };
    // Page renders are limited per instance (scripts/render-limit.ts); the API and files are not.
    const render = isPageRender(pathOf(req.url ?? '/')) ? () => limitRender(res, run) : run;
    // Public pages: replayed from the page cache while fresh, or recent while no render is free (scripts/page-cache.ts);
    // a failure state is never kept.
    if (!servePage(req, res, render, () => !state.databaseUnavailable && !isDatabaseUnavailable(), rendersBusy)) render();
  });
  lingerOnEarlyClose(server);
  // With REDIS_URL: the other instances' writes expire this instance's public caches at once.
  const unsubscribe = await subscribeToInvalidations();
  // Next's own server defaults: keep-alive a little longer than common proxies' idle timeout.
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, () => resolve());
  });
  console.log(`[server] ready on http://${hostname ?? 'localhost'}:${port}`);
  return {
    server,
    close: async () => {
      await unsubscribe?.();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

/** Serves until SIGINT/SIGTERM. */
export async function serveForever(): Promise<void> {
  const port = Number(process.env.PORT || 3000);
  const started = await startServer({ port, hostname: process.env.HOSTNAME || undefined });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      void started.close().then(() => process.exit(0));
      setTimeout(() => process.exit(0), 3000).unref();
    });
  }
}

if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url) {
  process.env.NEXTAUTH_URL ||= `http://localhost:${process.env.PORT || 3000}`;
  await serveForever();
}
