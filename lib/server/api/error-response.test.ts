import { describe, expect, it, vi } from 'vitest';
import { toErrorResponse } from './error-response';
import { conflict, forbidden, invalid, notFound } from '@/db/errors';

/** Drizzle wraps the driver's error: the Postgres code sits in `cause`. */
function drizzleError(code: string) {
  return Object.assign(new Error('Failed query: select ...'), { cause: Object.assign(new Error('pg'), { code }) });
}

describe('toErrorResponse: Postgres errors are the caller’s 400 or a busy 503, never a 500', () => {
  it.each([
    ['22021', 'NUL in text'],
    ['22P05', 'untranslatable character'],
    ['22007', 'invalid datetime format'],
    ['22008', 'datetime field overflow'],
    ['22009', 'invalid time zone displacement'],
    ['54000', 'program limit exceeded'],
  ])('%s (%s) -> 400 VALIDATION_ERROR without SQL text', async (code) => {
    const res = toErrorResponse(drizzleError(code), 'req-1');
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toEqual({ message: 'Data tidak valid', code: 'VALIDATION_ERROR' });
  });

  it.each([
    ['57014', 'statement timeout'],
    ['53300', 'too many connections'],
    ['53200', 'out of memory'],
    ['55P03', 'lock not available'],
  ])('%s (%s) -> 503 SERVICE_BUSY with Retry-After', async (code) => {
    const res = toErrorResponse(drizzleError(code), 'req-4');
    expect(res.status).toBe(503);
    expect(res.headers.get('Retry-After')).toBe('5');
    expect(await res.json()).toEqual({ message: 'Server sedang sibuk, silakan coba lagi sebentar lagi', code: 'SERVICE_BUSY', requestId: 'req-4' });
  });

  it('an unknown error is still a 500 with the request id', async () => {
    const res = toErrorResponse(new Error('boom'), 'req-2');
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({ code: 'INTERNAL_ERROR', requestId: 'req-2' });
  });
});

describe('toErrorResponse: domain errors of the query layer', () => {
  it.each([
    [notFound('Tenant tidak ditemukan'), 404, { message: 'Tenant tidak ditemukan', code: 'NOT_FOUND' }],
    [forbidden(), 403, { message: 'Anda tidak memiliki izin untuk melakukan aksi ini', code: 'FORBIDDEN' }],
    [forbidden('Anda tidak dapat meninjau tenant Anda sendiri'), 403, { message: 'Anda tidak dapat meninjau tenant Anda sendiri', code: 'FORBIDDEN' }],
    [conflict('Kode role sudah digunakan', 'CODE_TAKEN'), 409, { message: 'Kode role sudah digunakan', code: 'CODE_TAKEN' }],
    [conflict('Data bentrok'), 409, { message: 'Data bentrok', code: 'CONFLICT' }],
    [
      conflict('Email sudah terdaftar', 'EMAIL_TAKEN', { email: 'Email sudah terdaftar' }),
      409,
      { message: 'Email sudah terdaftar', code: 'EMAIL_TAKEN', errors: { email: 'Email sudah terdaftar' } },
    ],
    [
      invalid('Tenant wajib dipilih', { tenantId: 'Tenant wajib dipilih' }),
      400,
      { message: 'Tenant wajib dipilih', code: 'VALIDATION_ERROR', errors: { tenantId: 'Tenant wajib dipilih' } },
    ],
  ] as const)('%s -> %i', async (err, status, body) => {
    const res = toErrorResponse(err, 'req-3');
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual(body);
  });
});

describe('toErrorResponse: a full limiter is a 503 with Retry-After, whichever bundle built the limiter', () => {
  it('maps the refusal of a limiter from another copy of the module (sharedLimiter kept on globalThis)', async () => {
    vi.resetModules();
    const { Limiter } = await import('../concurrency');
    const limiter = new Limiter({ concurrency: 1, maxQueue: 0, busy: { message: 'Server sedang memproses banyak gambar', retryAfterSeconds: 5 } });
    let release!: () => void;
    const first = limiter.run(() => new Promise<void>((resolve) => (release = resolve)));
    const refusal = await limiter.run(async () => undefined).catch((err: unknown) => err);
    release();
    await first;
    const res = toErrorResponse(refusal, 'req-9');
    expect(res.status).toBe(503);
    expect(res.headers.get('Retry-After')).toBe('5');
    expect(await res.json()).toEqual({ message: 'Server sedang memproses banyak gambar', code: 'SERVICE_BUSY' });
  });
});
