// The mapping of every failure to an HTTP response in the API's one error shape (lib/api/errors.ts).
import 'server-only';
import { ZodError } from 'zod';
import { DomainError, type DomainErrorKind } from '@/db/errors';
import { ApiError, type ErrorBody } from '@/lib/api/errors';
import { MAX_FIELD_ERRORS, fieldErrors } from '@/lib/validations/common';
import { isLimiterFullError } from '../concurrency';
import { RETRY_AFTER_SECONDS, isDatabaseUnavailableError } from '../db-availability';

interface PgErrorLike {
  code?: string;
  constraint?: string;
  constraint_name?: string;
  detail?: string;
}

/** Postgres errors may arrive wrapped (Drizzle's DrizzleQueryError keeps the driver error in `cause`). */
function findPgError(err: unknown): PgErrorLike | null {
  let current: unknown = err;
  for (let i = 0; i < 5 && current; i++) {
    const candidate = current as PgErrorLike & { cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return null;
}

const BUSY_CODES = new Set(['57014', '53300', '53200', '55P03']);
export const SERVER_BUSY_MESSAGE = 'Server sedang sibuk, silakan coba lagi sebentar lagi';
const BUSY_RETRY_AFTER_SECONDS = 5;

const CONSTRAINT_MESSAGES: Record<string, { status: number; message: string; field?: string }> = {
  users_email_lower_unique: { status: 409, message: 'Email sudah terdaftar', field: 'email' },
  tenants_slug_unique: { status: 409, message: 'Slug sudah digunakan oleh tenant lain', field: 'slug' },
  tenants_active_name_unique: { status: 409, message: 'Nama tenant sudah digunakan oleh tenant lain', field: 'name' },
  tenants_owner_unique: { status: 409, message: 'Manager already has a tenant. Anda sudah memiliki tenant (maksimal 1 tenant per Manager)' },
  roles_code_unique: { status: 409, message: 'Kode role sudah digunakan', field: 'code' },
  users_role_id_roles_id_fk: { status: 409, message: 'Role masih digunakan oleh pengguna' },
};

/** The query layer's domain errors (db/errors.ts) in HTTP terms. */
const DOMAIN_STATUS: Record<DomainErrorKind, { status: number; code: string }> = {
  invalid: { status: 400, code: 'VALIDATION_ERROR' },
  forbidden: { status: 403, code: 'FORBIDDEN' },
  not_found: { status: 404, code: 'NOT_FOUND' },
  conflict: { status: 409, code: 'CONFLICT' },
};

/** Longest message and field name an error body carries (characters). */
const MAX_MESSAGE_LENGTH = 300;
const MAX_FIELD_NAME_LENGTH = 100;
const MAX_REQUEST_ID_LENGTH = 64;

/**
 * Every error body bounded whatever the input or the error: the message, at most MAX_FIELD_ERRORS field errors, each
 * name and message cut to a fixed length. At most about 5 KB (MAX_ERROR_BODY_CHARS), however many keys, elements or
 * issues a request brought.
 */
export function boundErrorBody(body: ErrorBody): ErrorBody {
  const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
  const out: ErrorBody = { message: cut(String(body.message), MAX_MESSAGE_LENGTH), code: cut(String(body.code), MAX_FIELD_NAME_LENGTH) };
  if (body.errors) {
    const errors: Record<string, string> = {};
    let count = 0;
    for (const key in body.errors) {
      if (!Object.hasOwn(body.errors, key)) continue;
      if (count++ >= MAX_FIELD_ERRORS) break;
      errors[cut(key, MAX_FIELD_NAME_LENGTH)] = cut(String(body.errors[key]), MAX_MESSAGE_LENGTH);
    }
    out.errors = errors;
  }
  if (body.requestId !== undefined) out.requestId = cut(String(body.requestId), MAX_REQUEST_ID_LENGTH);
  return out;
}

/** The largest error body boundErrorBody lets through, in characters of JSON (quotes and escapes included). */
export const MAX_ERROR_BODY_CHARS =
  // Every character of a JSON string takes at most 6 (\uXXXX); braces, quotes, colons and commas add a few per entry.
  6 * (MAX_MESSAGE_LENGTH + MAX_FIELD_NAME_LENGTH + MAX_REQUEST_ID_LENGTH + MAX_FIELD_ERRORS * (MAX_FIELD_NAME_LENGTH + MAX_MESSAGE_LENGTH)) + 200;

export function toErrorResponse(err: unknown, requestId: string): Response {
  const headers: Record<string, string> = { 'X-Request-Id': requestId, 'Cache-Control': 'no-store' };
  const send = (status: number, body: ErrorBody, extra?: Record<string, string>) =>
    Response.json(boundErrorBody(body), { status, headers: { ...headers, ...extra } });

  // A full limiter (image processing, password hashing, exports), recognised by its brand: the limiter may have been
  // built by another bundle of the app, whose error classes this bundle's `instanceof` does not know.
  if (isLimiterFullError(err)) {
    return send(503, { message: err.message, code: 'SERVICE_BUSY' }, { 'Retry-After': String(err.retryAfterSeconds) });
  }
  if (err instanceof ApiError) {
    return send(err.status, { message: err.message, code: err.code, ...(err.errors ? { errors: err.errors } : {}) }, err.headers);
  }
  if (err instanceof DomainError) {
    const { status, code } = DOMAIN_STATUS[err.kind];
    return send(status, { message: err.message, code: err.code ?? code, ...(err.fields ? { errors: err.fields } : {}) });
  }
  if (err instanceof ZodError) {
    const errors = fieldErrors(err);
    const first = Object.values(errors)[0];
    return send(400, { message: first ?? 'Data tidak valid', code: 'VALIDATION_ERROR', errors });
  }
  const pg = findPgError(err);
  if (pg) {
    const constraint = pg.constraint ?? pg.constraint_name ?? '';
    const known = CONSTRAINT_MESSAGES[constraint];
    if (pg.code === '23505') {
      const msg = known?.message ?? 'Data sudah ada';
      return send(409, { message: msg, code: 'CONFLICT', ...(known?.field ? { errors: { [known.field]: msg } } : {}) });
    }
    // 23001: a referenced row with ON DELETE RESTRICT (e.g. a role in use); 23503: any other foreign-key violation.
    if (pg.code === '23503' || pg.code === '23001') return send(409, { message: known?.message ?? 'Data masih digunakan oleh data lain', code: 'CONFLICT' });
    if (pg.code === '23514' || pg.code === '22001' || pg.code === '22003' || pg.code === '22P02' || pg.code === '23502') {
      return send(400, { message: 'Data tidak valid', code: 'VALIDATION_ERROR' });
    }
    // Safety net behind route()'s own checks: bad characters (22021 NUL, 22P05 untranslatable), out-of-range or
    // malformed dates (22007, 22008, 22009), a program limit such as an over-long value (54000) are the caller's input.
    if (pg.code && ['22021', '22P05', '22007', '22008', '22009', '54000'].includes(pg.code)) {
      return send(400, { message: 'Data tidak valid', code: 'VALIDATION_ERROR' });
    }
    if (pg.code === '40001' || pg.code === '40P01') return send(409, { message: 'Terjadi konflik data, silakan coba lagi', code: 'CONFLICT' });
    // The database is there but overloaded: a statement that ran past its time limit (57014), no free connection
    // slot (53300), out of memory (53200), a lock it could not get in time (55P03). A retry later can succeed.
    if (pg.code && BUSY_CODES.has(pg.code)) {
      console.error(`[api] ${requestId} database busy (${pg.code})`);
      return send(503, { message: SERVER_BUSY_MESSAGE, code: 'SERVICE_BUSY', requestId }, { 'Retry-After': String(BUSY_RETRY_AFTER_SECONDS) });
    }
  }
  // A database that cannot be reached: the driver error may sit deep in the `cause` chain (Drizzle wraps it), with a
  // network code (ECONNREFUSED), a SQLSTATE of class 08/57P0x, or only a message (the pool's connect timeout).
  if (isDatabaseUnavailableError(err)) {
    console.error(`[api] ${requestId} database unavailable:`, (err as Error)?.message);
    return send(
      503,
      { message: 'Layanan sedang tidak tersedia, silakan coba lagi', code: 'SERVICE_UNAVAILABLE', requestId },
      { 'Retry-After': String(RETRY_AFTER_SECONDS) },
    );
  }
  console.error(`[api] ${requestId} unhandled error:`, err);
  return send(500, { message: 'Terjadi kesalahan pada server', code: 'INTERNAL_ERROR', requestId });
}
