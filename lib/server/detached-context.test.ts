import { AsyncLocalStorage } from 'node:async_hooks';
import { describe, expect, it } from 'vitest';
import { captureDetachedContext, runDetached } from './detached-context';

describe('runDetached', () => {
  it("runs in the context captured at start, not the caller's, and the work it starts stays there", async () => {
    const request = new AsyncLocalStorage<string>();
    captureDetachedContext();
    const seen = await request.run('request 1', async () => {
      expect(request.getStore()).toBe('request 1');
      const inside = runDetached(() => request.getStore());
      // A timer started inside (as a socket's handle is) runs without the request's store.
      const later = await runDetached(() => new Promise<string | undefined>((resolve) => setTimeout(() => resolve(request.getStore()), 1)));
      return { inside, later, after: request.getStore() };
    });
    expect(seen).toEqual({ inside: undefined, later: undefined, after: 'request 1' });
  });

  it('returns what the function returns', () => {
    expect(runDetached(() => 42)).toBe(42);
  });
});
