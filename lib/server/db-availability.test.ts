import { afterEach, describe, expect, it } from 'vitest';
import { toErrorResponse } from './api/error-response';
import { UNAVAILABLE_MARK_MS, isDatabaseUnavailable, isDatabaseUnavailableError, markDatabaseAvailable, markDatabaseUnavailable } from './db-availability';

/** What Drizzle throws: its own error with the driver error as `cause`. */
function wrapped(cause: unknown): Error {
  return Object.assign(new Error('Failed query: select 1\nparams: '), { cause });
}

afterEach(() => markDatabaseAvailable());

describe('isDatabaseUnavailableError', () => {
  it('finds the driver error through the cause chain and inside AggregateErrors', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailableError(wrapped(refused))).toBe(true);
    expect(isDatabaseUnavailableError(wrapped(new AggregateError([refused], '')))).toBe(true);
    expect(isDatabaseUnavailableError(wrapped(new Error('timeout exceeded when trying to connect')))).toBe(true);
    expect(isDatabaseUnavailableError(wrapped(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(isDatabaseUnavailableError(wrapped(Object.assign(new Error('admin shutdown'), { code: '57P01' })))).toBe(true);
    expect(isDatabaseUnavailableError(wrapped(Object.assign(new Error('x'), { code: '08006' })))).toBe(true);
  });

  it('does not mistake a refused query or a plain bug for an outage', () => {
    expect(isDatabaseUnavailableError(wrapped(Object.assign(new Error('duplicate key'), { code: '23505' })))).toBe(false);
    expect(isDatabaseUnavailableError(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailableError(null)).toBe(false);
    const loop: { cause?: unknown } = new Error('loop');
    loop.cause = loop;
    expect(isDatabaseUnavailableError(loop)).toBe(false);
  });
});

describe('the availability mark', () => {
  it('is set by a failure, cleared by a success and fades without new failures', () => {
    expect(isDatabaseUnavailable()).toBe(false);
    markDatabaseUnavailable(1000);
    expect(isDatabaseUnavailable(1000 + 10)).toBe(true);
    expect(isDatabaseUnavailable(1000 + UNAVAILABLE_MARK_MS + 1)).toBe(false);
    markDatabaseAvailable();
    expect(isDatabaseUnavailable(1000 + 10)).toBe(false);
  });
});

describe('toErrorResponse and an unreachable database', () => {
  it('answers 503 SERVICE_UNAVAILABLE with Retry-After for a wrapped ECONNREFUSED (was 500 INTERNAL_ERROR)', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED', errno: -111 });
    const res = toErrorResponse(wrapped(wrapped(refused)), 'req-1');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await res.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: expect.any(String) });
  });

  it('still answers 500 for other errors', async () => {
    const spy = console.error;
    console.error = () => undefined;
    try {
      expect(toErrorResponse(new Error('boom'), 'req-2').status).toBe(500);
    } finally {
      console.error = spy;
    }
  });
});
