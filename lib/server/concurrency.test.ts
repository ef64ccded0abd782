import { describe, expect, it, vi } from 'vitest';
import { Limiter, LimiterFullError, isLimiterFullError } from './concurrency';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('Limiter', () => {
  it('runs at most `concurrency` tasks at once and starts queued ones as slots free up', async () => {
    const limiter = new Limiter({ concurrency: 2, maxQueue: 10, busy: { message: 'full', retryAfterSeconds: 1 } });
    const gates = [deferred(), deferred(), deferred(), deferred()];
    let running = 0;
    let peak = 0;
    const done = gates.map((gate, i) =>
      limiter.run(async () => {
        running++;
        peak = Math.max(peak, running);
        await gate.promise;
        running--;
        return i;
      }),
    );
    await tick();
    expect(limiter.running).toBe(2);
    expect(limiter.waiting).toBe(2);
    gates.forEach((g) => g.resolve());
    expect(await Promise.all(done)).toEqual([0, 1, 2, 3]);
    expect(peak).toBe(2);
    expect(limiter.running).toBe(0);
  });

  it('refuses at once when the queue is full, and a failing task frees its slot', async () => {
    const limiter = new Limiter({ concurrency: 1, maxQueue: 1, busy: { message: 'full', retryAfterSeconds: 1 } });
    const gate = deferred();
    const first = limiter.run(() => gate.promise);
    const second = limiter.run(async () => 'second');
    await expect(limiter.run(async () => 'third')).rejects.toThrow('full');
    gate.resolve();
    await first;
    expect(await second).toBe('second');
    await expect(limiter.run(async () => Promise.reject(new Error('task failed')))).rejects.toThrow('task failed');
    expect(await limiter.run(async () => 'after')).toBe('after');
    expect(limiter.running).toBe(0);
  });

  it('refuses a queued task that waited longer than maxWaitMs', async () => {
    const limiter = new Limiter({ concurrency: 1, maxQueue: 5, maxWaitMs: 20, busy: { message: 'busy', retryAfterSeconds: 1 } });
    const gate = deferred();
    const first = limiter.run(() => gate.promise);
    await expect(limiter.run(async () => 'late')).rejects.toThrow('busy');
    expect(limiter.waiting).toBe(0);
    gate.resolve();
    await first;
    expect(limiter.running).toBe(0);
  });

  it('refuses with a LimiterFullError: 503 SERVICE_BUSY, its message and Retry-After seconds', async () => {
    const limiter = new Limiter({ concurrency: 1, maxQueue: 0, busy: { message: 'Server sedang sibuk', retryAfterSeconds: 7 } });
    const gate = deferred();
    const first = limiter.run(() => gate.promise);
    const refusal = await limiter.run(async () => 'second').catch((err: unknown) => err);
    expect(refusal).toBeInstanceOf(LimiterFullError);
    expect(refusal).toMatchObject({ status: 503, code: 'SERVICE_BUSY', message: 'Server sedang sibuk', retryAfterSeconds: 7 });
    gate.resolve();
    await first;
  });
});

describe('Limiter.assertRoom', () => {
  it('refuses only when every slot is taken and the queue is full', async () => {
    const limiter = new Limiter({ concurrency: 1, maxQueue: 1, busy: { message: 'penuh', retryAfterSeconds: 4 } });
    expect(() => limiter.assertRoom()).not.toThrow();
    const gate = deferred();
    const first = limiter.run(() => gate.promise);
    expect(() => limiter.assertRoom()).not.toThrow();
    const second = limiter.run(async () => 'second');
    expect(limiter.full).toBe(true);
    let refusal: unknown;
    try {
      limiter.assertRoom();
    } catch (err) {
      refusal = err;
    }
    expect(isLimiterFullError(refusal)).toBe(true);
    expect(refusal).toMatchObject({ message: 'penuh', retryAfterSeconds: 4 });
    gate.resolve();
    await Promise.all([first, second]);
    expect(() => limiter.assertRoom()).not.toThrow();
  });
});

describe('isLimiterFullError', () => {
  it('recognises a refusal made by another copy of the module (another bundle), where instanceof fails', async () => {
    vi.resetModules();
    const other = await import('./concurrency');
    expect(other.LimiterFullError).not.toBe(LimiterFullError);
    const limiter = new other.Limiter({ concurrency: 1, maxQueue: 0, busy: { message: 'penuh', retryAfterSeconds: 3 } });
    const gate = deferred();
    const first = limiter.run(() => gate.promise);
    const refusal = await limiter.run(async () => 'x').catch((err: unknown) => err);
    gate.resolve();
    await first;
    expect(refusal instanceof LimiterFullError).toBe(false);
    expect(isLimiterFullError(refusal)).toBe(true);
  });

  it('is false for other errors and values, even with the same status and code', () => {
    for (const value of [new Error('busy'), Object.assign(new Error('x'), { status: 503, code: 'SERVICE_BUSY' }), null, undefined, 'busy', 503, {}]) {
      expect(isLimiterFullError(value)).toBe(false);
    }
  });
});
