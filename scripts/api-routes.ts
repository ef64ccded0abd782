// The API's route files and the methods each exports, read from app/api as Next reads them: the server answers a
// method a route does not export (Next's bare 405) with the API's error shape and an Allow header (scripts/server.ts),
// and the OpenAPI test checks the document against the same list (tests/api/openapi.test.ts).
import fs from 'node:fs';
import type http from 'node:http';
import { beforeHead } from './response-head';
import path from 'node:path';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** Every route.ts (or .tsx/.js) under `dir`. */
export function routeFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return /^route\.(ts|tsx|js)$/.test(entry.name) ? [full] : [];
  });
}

/** The HTTP methods a route file exports (`export const GET`, `export async function POST`, `export { h as GET }`). */
export function exportedMethods(source: string): string[] {
  const found = new Set<string>();
  const patterns = [/export\s+const\s+(GET|POST|PUT|PATCH|DELETE)\b/g, /export\s+(?:async\s+)?function\s+(GET|POST|PUT|PATCH|DELETE)\b/g];
  for (const pattern of patterns) for (const m of source.matchAll(pattern)) found.add(m[1]!);
  for (const m of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const name of m[1]!.split(',').map((s) =>
      s
        .trim()
        .split(/\s+as\s+/)
        .pop()!,
    )) {
      if ((HTTP_METHODS as readonly string[]).includes(name)) found.add(name);
    }
  }
  return HTTP_METHODS.filter((method) => found.has(method));
}

type Segment = { kind: 'static'; name: string } | { kind: 'dynamic' } | { kind: 'catchAll' } | { kind: 'optionalCatchAll' };

export interface ApiRoute {
  /** The URL path pattern, e.g. /api/v1/menus/[id]. */
  pattern: string;
  segments: Segment[];
  /** What the Allow header lists: the exported methods, HEAD with GET, and OPTIONS (Next answers both itself). */
  allow: string[];
}

function segmentOf(name: string): Segment {
  if (/^\[\[\.\.\.[^\]]+\]\]$/.test(name)) return { kind: 'optionalCatchAll' };
  if (/^\[\.\.\.[^\]]+\]$/.test(name)) return { kind: 'catchAll' };
  if (/^\[[^\]]+\]$/.test(name)) return { kind: 'dynamic' };
  return { kind: 'static', name };
}

/** The routes under `apiDir` (app/api), each with its URL pattern and allowed methods. */
export function apiRoutes(apiDir: string): ApiRoute[] {
  return routeFiles(apiDir).map((file) => {
    const dirs = path
      .relative(apiDir, path.dirname(file))
      .split(path.sep)
      .filter((s) => s && !/^\(.*\)$/.test(s));
    const methods = exportedMethods(fs.readFileSync(file, 'utf8'));
    const allow = [...methods, ...(methods.includes('GET') ? ['HEAD'] : []), 'OPTIONS'];
    return { pattern: `/api/${dirs.join('/')}`.replace(/\/$/, ''), segments: dirs.map(segmentOf), allow };
  });
}

function matches(segments: Segment[], parts: string[]): boolean {
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    if (segment.kind === 'optionalCatchAll') return true;
    if (segment.kind === 'catchAll') return parts.length > i;
    if (i >= parts.length) return false;
    if (segment.kind === 'static' && segment.name !== parts[i]) return false;
  }
  return parts.length === segments.length;
}

const RANK: Record<Segment['kind'], number> = { static: 3, dynamic: 2, catchAll: 1, optionalCatchAll: 0 };

/** Next's precedence: at the first position where two routes differ, a static segment beats a dynamic one, which beats a catch-all. */
function moreSpecific(a: ApiRoute, b: ApiRoute): number {
  for (let i = 0; i < Math.max(a.segments.length, b.segments.length); i++) {
    const ra = a.segments[i] ? RANK[a.segments[i]!.kind] : -1;
    const rb = b.segments[i] ? RANK[b.segments[i]!.kind] : -1;
    if (ra !== rb) return rb - ra;
  }
  return 0;
}

/** The route Next serves `pathname` (under /api) with, or null. */
export function routeFor(routes: readonly ApiRoute[], pathname: string): ApiRoute | null {
  const parts = pathname
    .replace(/^\/api\/?/, '')
    .split('/')
    .filter(Boolean)
    .map((part) => {
      try {
        return decodeURIComponent(part);
      } catch {
        return part;
      }
    });
  const candidates = routes.filter((route) => matches(route.segments, parts));
  return candidates.sort(moreSpecific)[0] ?? null;
}

/**
 * A method the route does not export: Next answers 405 with no body and no Allow header. The API answers it in its
 * error shape, with the route's methods in Allow (read from the route files, scripts/api-routes.ts).
 */
export function shapeMethodNotAllowed(pathname: string, res: http.ServerResponse, routes: readonly ApiRoute[]): void {
  if (!pathname.startsWith('/api/')) return;
  const end = res.end as (...args: unknown[]) => http.ServerResponse;
  let bare405 = false;
  /** Turns a bare 405 into the API's: JSON, no-store, Allow. */
  const shape = (head: http.ServerResponse): void => {
    if (bare405 || head.statusCode !== 405 || head.getHeader('content-type')) return;
    bare405 = true;
    const allow = routeFor(routes, pathname)?.allow.join(', ');
    head.removeHeader('content-length');
    head.setHeader('Content-Type', 'application/json; charset=utf-8');
    head.setHeader('Cache-Control', 'no-store');
    if (allow) head.setHeader('Allow', allow);
  };
  beforeHead(res, shape);
  res.end = function patched(this: http.ServerResponse, ...args: unknown[]) {
    // Next may end a 405 without writing its head first (statusCode set, then end()): shape it here too.
    if (!this.headersSent) shape(this);
    if (!bare405) return end.apply(this, args);
    bare405 = false;
    const callback = args.find((a) => typeof a === 'function') as (() => void) | undefined;
    const body = JSON.stringify({ message: 'Metode tidak diizinkan', code: 'METHOD_NOT_ALLOWED' });
    return end.call(this, body, callback);
  } as typeof res.end;
}
