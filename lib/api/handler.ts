// The wrapper every /api/v1 route uses: request id, authentication, permission, zod parsing, one error shape.
import 'server-only';
import crypto from 'node:crypto';
import type { NextRequest } from 'next/server';
import type { z } from 'zod';
import { getUserWithRole, isRefreshFamilyActive, type AuthUser } from '@/db/queries/auth';
import { canAll } from '@/lib/auth/permissions';
import { bearerToken, verifyAccessToken } from '@/lib/auth/tokens';
import { ApiError, forbidden, toErrorResponse, unauthorized } from './errors';

export const MAX_JSON_BYTES = 1024 * 1024;

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
  /** false for public endpoints; a token, when sent, is then still read. Default true. */
  auth?: A;
  body?: BS;
  query?: QS;
  params?: PS;
}

export function clientIp(req: Request): string {
  const forwarded = req.headers.get('x-forwarded-for');
  if (forwarded) return forwarded.split(',')[0]!.trim().slice(0, 64);
  return (req.headers.get('x-real-ip') ?? '127.0.0.1').slice(0, 64);
}

async function authenticate(req: Request): Promise<{ user: AuthUser; familyId: string } | null> {
  const token = bearerToken(req.headers.get('authorization'));
  if (!token) return null;
  const claims = await verifyAccessToken(token);
  if (!claims) throw unauthorized('Token tidak valid atau sudah kedaluwarsa');
  const userId = Number(claims.sub);
  if (!Number.isInteger(userId)) throw unauthorized('Token tidak valid atau sudah kedaluwarsa');
  const [user, familyActive] = await Promise.all([getUserWithRole({ userId }), claims.fam ? isRefreshFamilyActive({ familyId: claims.fam }) : true]);
  if (!user) throw unauthorized('Token tidak valid atau sudah kedaluwarsa');
  if (user.status !== 'active') throw unauthorized('Akun Anda tidak aktif');
  if (!familyActive) throw unauthorized('Sesi telah berakhir. Silakan login kembali.');
  return { user, familyId: claims.fam };
}

async function readJson(req: Request): Promise<unknown> {
  const length = Number(req.headers.get('content-length') ?? 0);
  if (length > MAX_JSON_BYTES) throw new ApiError(413, 'Ukuran data terlalu besar');
  const type = req.headers.get('content-type') ?? '';
  const text = await req.text();
  if (text.length > MAX_JSON_BYTES) throw new ApiError(413, 'Ukuran data terlalu besar');
  if (text.trim() === '') return {};
  if (type && !/application\/(.+\+)?json/i.test(type)) throw new ApiError(415, 'Content-Type harus application/json');
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, 'Format JSON tidak valid', 'INVALID_JSON');
  }
}

function queryObject(req: NextRequest): Record<string, string> {
  const out: Record<string, string> = {};
  // Empty filters are omitted (spec section 5: "empty filters are omitted"), for every list endpoint alike.
  req.nextUrl.searchParams.forEach((value, key) => {
    if (!(key in out) && value.trim() !== '') out[key] = value;
  });
  return out;
}

type NextContext = { params: Promise<Record<string, string | string[]>> };

export function route<BS extends Schema | undefined = undefined, QS extends Schema | undefined = undefined, PS extends Schema | undefined = undefined, A extends boolean = true>(
  options: RouteOptions<BS, QS, PS, A>,
  handler: (ctx: RouteContext<Out<BS>, Out<QS>, Out<PS>, A>) => Promise<Response | unknown>,
) {
  return async (req: NextRequest, context?: NextContext): Promise<Response> => {
    const requestId = req.headers.get('x-request-id')?.slice(0, 64) || crypto.randomUUID();
    try {
      const requireAuth = options.auth !== false;
      // Public endpoints ignore a bad token instead of refusing the anonymous read.
      const session = requireAuth ? await authenticate(req) : await authenticate(req).catch(() => null);
      if (requireAuth && !session) throw unauthorized('Autentikasi diperlukan');
      const user = session?.user ?? null;
      if (options.permission) {
        const needed = Array.isArray(options.permission) ? options.permission : [options.permission];
        if (!user || !canAll(user.role, needed)) throw forbidden();
      }
      const rawParams = context?.params ? await context.params : {};
      const params = options.params ? options.params.parse(rawParams) : rawParams;
      const query = options.query ? options.query.parse(queryObject(req)) : undefined;
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
}

/** JSON response with a status (201 for creates). */
export function json(body: unknown, status = 200, headers?: Record<string, string>): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}
