import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { releaseAbortReasonFrames } from './abort-reason-frames';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Aborts a controller, from a method of a large object, with a new Error as the reason (as React's Flight renderer
 * does when a render completes), keeps the controller, and tells whether the object could still be collected.
 */
async function receiverCollectable(): Promise<boolean> {
  const kept: AbortController[] = [];
  let ref: WeakRef<object> | undefined;
  (() => {
    const receiver = {
      payload: new Uint8Array(1024 * 1024),
      finish(controller: AbortController) {
        controller.abort(new Error('This render completed successfully.'));
      },
    };
    ref = new WeakRef(receiver);
    const controller = new AbortController();
    receiver.finish(controller);
    kept.push(controller);
  })();
  await tick();
  gc();
  await tick();
  gc();
  expect(kept[0]!.signal.reason).toBeInstanceOf(Error);
  return ref!.deref() === undefined;
}

describe('releaseAbortReasonFrames', () => {
  // One test: the patch is process-wide, so the "before" must run first.
  it("an aborted signal no longer keeps the objects on its reason's stack alive", async () => {
    expect(await receiverCollectable()).toBe(false);
    releaseAbortReasonFrames();
    releaseAbortReasonFrames();
    expect(await receiverCollectable()).toBe(true);
    const controller = new AbortController();
    const reason = new Error('kept as it is');
    controller.abort(reason);
    expect(controller.signal.aborted).toBe(true);
    expect(controller.signal.reason).toBe(reason);
    expect(reason.stack).toContain('kept as it is');
    const plain = new AbortController();
    plain.abort();
    expect(plain.signal.reason).toBeInstanceOf(DOMException);
  });
});
