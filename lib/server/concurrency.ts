// A small concurrency limiter: at most `concurrency` tasks run at once, at most `maxQueue` wait; beyond that the
// caller is refused at once (onFull) instead of piling up. Used to keep password hashing (argon2 on libuv's thread
// pool) and image decoding (sharp) from starving page rendering.

import 'server-only';
export interface LimiterOptions {
  concurrency: number;
  maxQueue: number;
  /** A queued task waiting longer than this is refused (onFull) instead of running late. 0 = wait forever. */
  maxWaitMs?: number;
  /** The error thrown when the queue is full (or the wait too long). */
  onFull: () => Error;
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
    if (this.queue.length >= this.options.maxQueue) return Promise.reject(this.options.onFull());
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = { start: resolve };
      if (this.options.maxWaitMs) {
        waiter.timer = setTimeout(() => {
          const index = this.queue.indexOf(waiter);
          if (index >= 0) this.queue.splice(index, 1);
          reject(this.options.onFull());
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
