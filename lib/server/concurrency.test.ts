import { describe, expect, it } from 'vitest';
import { Limiter } from './concurrency';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('Limiter', () => {
  it('runs at most `concurrency` tasks at once and starts queued ones as slots free up', async () => {
    const limiter = new Limiter({ concurrency: 2, maxQueue: 10, onFull: () => new Error('full') });
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
    const limiter = new Limiter({ concurrency: 1, maxQueue: 1, onFull: () => new Error('full') });
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
    const limiter = new Limiter({ concurrency: 1, maxQueue: 5, maxWaitMs: 20, onFull: () => new Error('busy') });
    const gate = deferred();
    const first = limiter.run(() => gate.promise);
    await expect(limiter.run(async () => 'late')).rejects.toThrow('busy');
    expect(limiter.waiting).toBe(0);
    gate.resolve();
    await first;
    expect(limiter.running).toBe(0);
  });
});
