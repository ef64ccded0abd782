import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/lib/api/errors';
import { MAX_FIELD_ERRORS } from '@/lib/validations/common';
import { MAX_ERROR_BODY_CHARS, toErrorResponse } from './error-response';
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

describe('toErrorResponse: error bodies are bounded whatever the input', () => {
  it('a zod error of 60,000 unknown keys names at most MAX_FIELD_ERRORS fields in a small body', async () => {
    const input = Object.fromEntries(Array.from({ length: 60_000 }, (_, i) => [`k${i}`, 1]));
    const result = z.strictObject({ email: z.string('Email wajib diisi') }).safeParse(input);
    const res = toErrorResponse(result.error, 'req-5');
    const text = await res.text();
    expect(res.status).toBe(400);
    expect(text.length).toBeLessThan(2_000);
    const body = JSON.parse(text);
    expect(Object.keys(body.errors).length).toBeLessThanOrEqual(MAX_FIELD_ERRORS);
    expect(body.code).toBe('VALIDATION_ERROR');
  });

  it('cuts long messages and field names, and many fields of an ApiError, to a fixed maximum', async () => {
    const errors = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`${i}${'f'.repeat(10_000)}`, '\u0001'.repeat(10_000)]));
    const res = toErrorResponse(new ApiError(400, 'x'.repeat(100_000), 'VALIDATION_ERROR', errors), 'req-6');
    const text = await res.text();
    expect(text.length).toBeLessThanOrEqual(MAX_ERROR_BODY_CHARS);
    const body = JSON.parse(text);
    expect(body.message.length).toBeLessThanOrEqual(300);
    expect(Object.keys(body.errors)).toHaveLength(MAX_FIELD_ERRORS);
  });

  it('keeps a small body as it is', async () => {
    const res = toErrorResponse(new ApiError(400, 'Email wajib diisi', 'VALIDATION_ERROR', { email: 'Email wajib diisi' }), 'req-7');
    expect(await res.json()).toEqual({ message: 'Email wajib diisi', code: 'VALIDATION_ERROR', errors: { email: 'Email wajib diisi' } });
  });
});
