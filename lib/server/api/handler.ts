// The wrapper every /api/v1 route uses: request id, authentication, permission, zod parsing, one error shape.
import 'server-only';
import crypto from 'node:crypto';
import type { NextRequest } from 'next/server';
import type { z } from 'zod';
import { getUserWithRole, isRefreshFamilyActive, type AuthUser } from '@/db/queries/auth';
import { assertSameOrigin, readCookieSession } from '@/lib/server/auth/cookie-session';
import { canAll, permissionForAction, type RecordAction } from '@/lib/auth/permissions';
import { clientIp as addressOf } from '@/lib/server/client-ip';
import { UNSAFE_TEXT_MESSAGE, findUnsafeText } from '@/lib/validations/common';
import { bearerToken, verifyAccessToken } from '@/lib/server/auth/tokens';
import { ApiError, forbidden, unauthorized } from '@/lib/api/errors';
import { toErrorResponse } from './error-response';
import { MAX_JSON_BYTES, MAX_JSON_DEPTH, MAX_JSON_ENTRIES, jsonShapeProblem } from './json-shape';

export { MAX_JSON_BYTES };

type Schema = z.ZodType;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteContext<B, Q, P, A extends boolean> {
  req: NextRequest;
  user: A extends true ? AuthUser : AuthUser | null;
  body: B;
  query: Q;
  params: P;
  ip: string;
  requestId: string;
  accessFamilyId: string | null;
}

export interface RouteOptions<BS, QS, PS, A extends boolean> {
  /** Permissions the caller's role must all hold (read fresh from the database on every request). */
  permission?: string | string[];
  /**
   * A record action of the policy (lib/auth/permissions.ts RECORD_ACTIONS): its permission is checked here, unless
   * the action also reaches the caller's own records without it; the query checks the record itself.
   */
  action?: RecordAction;
  /** false for public endpoints; a token, when sent, is then still read. Default true. */
  auth?: A;
  /**
   * false: the caller is never looked up (no token or session cookie read, no database query for it), for public
   * endpoints that answer everybody alike, e.g. a stored image a signed-in page loads fifty times. Only with auth: false.
   */
  credentials?: A extends false ? boolean : never;
  body?: BS;
  query?: QS;
  params?: PS;
}

/** The caller's address (socket address, or X-Forwarded-For as far as TRUST_PROXY allows): lib/server/client-ip.ts. */
export function clientIp(req: Request): string {
  return addressOf(req.headers);
}

/**
 * The caller: a bearer token (API clients) or, without an Authorization header, the next-auth session cookie (the
 * browser, which holds no API token). Either way the refresh family must still be active and the user active, and
 * role and permissions are read fresh from the database. Cookie requests with an unsafe method must be same-origin.
 */
async function authenticate(req: NextRequest): Promise<{ user: AuthUser; familyId: string | null } | null> {
  const header = req.headers.get('authorization');
  const token = bearerToken(header);
  let userId: number;
  let familyId: string | null;
  if (token) {
    const claims = await verifyAccessToken(token);
    if (!claims) throw unauthorized('Token tidak valid atau sudah kedaluwarsa');
    userId = Number(claims.sub);
    familyId = claims.fam || null;
  } else {
    if (header) return null;
    const cookie = await readCookieSession(req);
    if (!cookie) return null;
    assertSameOrigin(req);
    userId = cookie.userId;
    familyId = cookie.familyId;
    // A cookie session always belongs to a refresh family; one without is not ours to honour.
    if (!familyId) throw unauthorized('Sesi telah berakhir. Silakan login kembali.');
  }
  if (!Number.isInteger(userId)) throw unauthorized('Token tidak valid atau sudah kedaluwarsa');
  const [user, familyActive] = await Promise.all([getUserWithRole({ userId }), familyId ? isRefreshFamilyActive({ familyId }) : true]);
  if (!user) throw unauthorized('Token tidak valid atau sudah kedaluwarsa');
  if (user.status !== 'active') throw unauthorized('Akun Anda tidak aktif');
  if (!familyActive) throw unauthorized('Sesi telah berakhir. Silakan login kembali.');
  return { user, familyId };
}

/** Bodies of the token endpoints (logout, refresh): at most { refreshToken }, so a few KB are plenty. */
export const MAX_TOKEN_BODY_BYTES = 4 * 1024;

const tooLarge = () => new ApiError(413, 'Ukuran data terlalu besar');

/** The body as text, refused with 413 as soon as it passes `maxBytes` (declared or streamed: never read in full). */
async function readText(req: Request, maxBytes: number): Promise<string> {
  const length = Number(req.headers.get('content-length') ?? 0);
  if (length > maxBytes) throw tooLarge();
  if (!req.body) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      // Stop reading, without cancelling: a cancelled request stream resets the connection under the client's next
      // request on it; left alone, the server discards the rest and the connection stays usable.
      reader.releaseLock();
      throw tooLarge();
    }
    chunks.push(value);
  }
  // TextDecoder as Request.text() does: a leading UTF-8 BOM is dropped, invalid bytes become U+FFFD.
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** Every string the API receives, values and keys at any depth, is refused when it holds NUL or a lone surrogate. */
function refuseUnsafeText(value: unknown, where: string): void {
  const path = findUnsafeText(value);
  if (path !== null) throw new ApiError(400, UNSAFE_TEXT_MESSAGE, 'VALIDATION_ERROR', { [path || where]: UNSAFE_TEXT_MESSAGE });
}

export const JSON_SHAPE_MESSAGES = {
  entries: `Data terlalu banyak: maksimal ${MAX_JSON_ENTRIES} field dan elemen`,
  depth: `Data bertingkat terlalu dalam: maksimal ${MAX_JSON_DEPTH} tingkat`,
} as const;

export async function readJson(req: Request, maxBytes = MAX_JSON_BYTES): Promise<unknown> {
  const type = req.headers.get('content-type') ?? '';
  const text = await readText(req, maxBytes);
  if (text.trim() === '') return {};
  if (type && !/application\/(.+\+)?json/i.test(type)) throw new ApiError(415, 'Content-Type harus application/json');
  // Bounded by shape before anything walks it (json-shape.ts): parsing, the unsafe-text check and zod.
  const shape = jsonShapeProblem(text);
  if (shape) throw new ApiError(400, JSON_SHAPE_MESSAGES[shape], 'BODY_TOO_COMPLEX');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'Format JSON tidak valid', 'INVALID_JSON');
  }
  refuseUnsafeText(body, 'body');
  return body;
}

/**
 * An optional small JSON body (logout, refresh): null when absent, malformed or not JSON; 413 beyond `maxBytes`,
 * 400 for unsafe text.
 */
export async function readOptionalJson(req: Request, maxBytes = MAX_TOKEN_BODY_BYTES): Promise<unknown> {
  try {
    return await readJson(req, maxBytes);
  } catch (err) {
    if (err instanceof ApiError && (err.status === 413 || err.code === 'VALIDATION_ERROR')) throw err;
    return null;
  }
}

function queryObject(req: NextRequest): Record<string, string> {
  // No prototype: keys such as __proto__ or constructor are plain data here, never inherited members.
  const out: Record<string, string> = Object.create(null);
  // Empty filters are omitted (spec section 5: "empty filters are omitted"), for every list endpoint alike.
  req.nextUrl.searchParams.forEach((value, key) => {
    if (!Object.hasOwn(out, key) && value.trim() !== '') out[key] = value;
  });
  return out;
}

type NextContext = { params: Promise<Record<string, string | string[]>> };

/** A route handler; `options` stays readable so the OpenAPI document (lib/server/openapi) derives access and inputs from it. */
export type RouteHandler = ((req: NextRequest, context?: NextContext) => Promise<Response>) & {
  readonly options: RouteOptions<Schema | undefined, Schema | undefined, Schema | undefined, boolean>;
};

/** Every permission a route's options demand (its `permission`, and its `action`'s from the policy table): checked by
 * the wrapper, documented by the OpenAPI document (lib/server/openapi/operation.ts). */
export function requiredPermissions(options: { permission?: string | string[]; action?: RecordAction }): string[] {
  const stated = options.permission === undefined ? [] : Array.isArray(options.permission) ? options.permission : [options.permission];
  const fromAction = options.action ? permissionForAction(options.action) : null;
  return [...stated, ...(fromAction && !stated.includes(fromAction) ? [fromAction] : [])];
}

export function route<
  BS extends Schema | undefined = undefined,
  QS extends Schema | undefined = undefined,
  PS extends Schema | undefined = undefined,
  A extends boolean = true,
>(options: RouteOptions<BS, QS, PS, A>, handler: (ctx: RouteContext<Out<BS>, Out<QS>, Out<PS>, A>) => Promise<Response | unknown>): RouteHandler {
  const run = async (req: NextRequest, context?: NextContext): Promise<Response> => {
    const requestId = req.headers.get('x-request-id')?.slice(0, 64) || crypto.randomUUID();
    try {
      const requireAuth = options.auth !== false;
      // Public endpoints ignore a bad token instead of refusing the anonymous read.
      const session = requireAuth ? await authenticate(req) : options.credentials === false ? null : await authenticate(req).catch(() => null);
      if (requireAuth && !session) throw unauthorized('Autentikasi diperlukan');
      const user = session?.user ?? null;
      const needed = requiredPermissions(options);
      if (needed.length > 0 && (!user || !canAll(user.role, needed))) throw forbidden();
      const rawParams = context?.params ? await context.params : {};
      refuseUnsafeText(rawParams, 'params');
      const rawQuery = queryObject(req);
      refuseUnsafeText(rawQuery, 'query');
      const params = options.params ? options.params.parse(rawParams) : rawParams;
      const query = options.query ? options.query.parse(rawQuery) : undefined;
      const body = options.body ? options.body.parse(await readJson(req)) : undefined;
      const result = await handler({
        req,
        user: user as RouteContext<Out<BS>, Out<QS>, Out<PS>, A>['user'],
        body: body as Out<BS>,
        query: query as Out<QS>,
        params: params as Out<PS>,
        ip: clientIp(req),
        requestId,
        accessFamilyId: session?.familyId ?? null,
      });
      if (result instanceof Response) {
        result.headers.set('X-Request-Id', requestId);
        return result;
      }
      return Response.json(result ?? { success: true }, { headers: { 'X-Request-Id': requestId, 'Cache-Control': 'no-store' } });
    } catch (err) {
      return toErrorResponse(err, requestId);
    }
  };
  return Object.assign(run, { options: options as RouteHandler['options'] });
}

/** JSON response with a status (201 for creates). */
export function json(body: unknown, status = 200, headers?: Record<string, string>): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}
