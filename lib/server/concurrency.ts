// A small concurrency limiter: at most `concurrency` tasks run at once, at most `maxQueue` wait; beyond that the
// caller is refused at once (503 + Retry-After) instead of piling up. Used to keep password hashing (argon2 on libuv's
// thread pool), image decoding (sharp) and report exports from starving page rendering.

import 'server-only';

/**
 * The brand of a limiter's refusal. A limiter lives on globalThis (sharedLimiter) and is built by whichever bundle of
 * the app loads its module first, so the error it throws may come from another copy of this module than the one
 * catching it: `instanceof` fails across bundles, a Symbol.for key is the same in all of them.
 */
const LIMITER_FULL = Symbol.for('kuliner.limiter.full');

export interface LimiterBusy {
  /** The Indonesian message the refused caller reads. */
  message: string;
  /** Seconds the caller is told to wait (Retry-After). */
  retryAfterSeconds: number;
}

export interface LimiterOptions {
  concurrency: number;
  maxQueue: number;
  /** A queued task waiting longer than this is refused instead of running late. 0 = wait forever. */
  maxWaitMs?: number;
  /** What a caller refused because the queue is full (or the wait too long) is told: always a 503 SERVICE_BUSY. */
  busy: LimiterBusy;
}

/** The refusal of a full limiter: the API answers it with 503 SERVICE_BUSY and Retry-After (error-response.ts). */
export class LimiterFullError extends Error {
  readonly [LIMITER_FULL] = true;
  readonly status = 503;
  readonly code = 'SERVICE_BUSY';
  readonly retryAfterSeconds: number;

  constructor(busy: LimiterBusy) {
    super(busy.message);
    this.name = 'LimiterFullError';
    this.retryAfterSeconds = busy.retryAfterSeconds;
  }
}

/** Whether `err` is a limiter's refusal, from this bundle's copy of the class or any other (never `instanceof`). */
export function isLimiterFullError(err: unknown): err is LimiterFullError {
  return typeof err === 'object' && err !== null && (err as Record<symbol, unknown>)[LIMITER_FULL] === true;
}

interface Waiter {
  start: () => void;
  timer?: ReturnType<typeof setTimeout>;
}

export class Limiter {
  private active = 0;
  private readonly queue: Waiter[] = [];

  constructor(private readonly options: LimiterOptions) {}

  get running(): number {
    return this.active;
  }

  get waiting(): number {
    return this.queue.length;
  }

  /** Whether a task started now would be refused at once: every slot taken and the queue full. */
  get full(): boolean {
    return this.active >= this.options.concurrency && this.queue.length >= this.options.maxQueue;
  }

  /** Refuses (LimiterFullError) when the limiter is full: lets a caller refuse before doing the work that precedes run(). */
  assertRoom(): void {
    if (this.full) throw new LimiterFullError(this.options.busy);
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  private acquire(): Promise<void> {
    if (this.active < this.options.concurrency) {
      this.active++;
      return Promise.resolve();
    }
    if (this.queue.length >= this.options.maxQueue) return Promise.reject(new LimiterFullError(this.options.busy));
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = { start: resolve };
      if (this.options.maxWaitMs) {
        waiter.timer = setTimeout(() => {
          const index = this.queue.indexOf(waiter);
          if (index >= 0) this.queue.splice(index, 1);
          reject(new LimiterFullError(this.options.busy));
        }, this.options.maxWaitMs);
      }
      this.queue.push(waiter);
    });
  }

  private release(): void {
    const next = this.queue.shift();
    if (next) {
      // The slot passes straight to the next waiter: `active` stays the same.
      if (next.timer) clearTimeout(next.timer);
      next.start();
    } else {
      this.active--;
    }
  }
}

/** A limiter per name, kept on globalThis so every bundle of the app in this process shares it. */
export function sharedLimiter(name: string, options: LimiterOptions): Limiter {
  const store = globalThis as unknown as Record<symbol, Limiter | undefined>;
  const key = Symbol.for(`kuliner.limiter.${name}`);
  return (store[key] ??= new Limiter(options));
}
