// Several app instances behind one load balancer: a write on one instance must expire the public caches of all of
// them. With REDIS_URL set, every write publishes on one Redis channel and every instance subscribes (scripts/server.ts
// starts the subscriber): a message bumps the instance's public generation, which drops its rendered pages
// (scripts/page-cache.ts) and its cached public reads (db/queries/public/cache.ts keys them by the generation). Without
// REDIS_URL nothing is published and the caches' few seconds bound the staleness (lib/server/cache.ts).
// A Redis that is down never fails a write: the publish is logged and the seconds-long bound still holds.
import { createClient } from 'redis';
import { runDetached } from './detached-context';
import { serverEnv } from './env';
import { bumpPublicGeneration } from './page-generation';

export const INVALIDATION_CHANNEL = 'kuliner-tasikmalaya:public-invalidation';

const createBusClient = (url: string) => createClient({ url, socket: { reconnectStrategy: (retries: number) => Math.min(1000, 50 * 2 ** retries) } });
type Client = ReturnType<typeof createBusClient>;

const PUBLISHER = Symbol.for('kuliner-tasikmalaya.invalidation-publisher');
type Holder = { [PUBLISHER]?: { url: string; client: Promise<Client | null> } };

function redisUrl(): string | undefined {
  return serverEnv().REDIS_URL;
}

let warned = 0;
function warn(message: string): void {
  // One line per minute at most: a Redis outage must not flood the log.
  if (Date.now() - warned < 60_000) return;
  warned = Date.now();
  console.warn(`[invalidation] ${message}`);
}

function connect(url: string): Promise<Client | null> {
  const client = createBusClient(url);
  client.on('error', (err: Error) => warn(`Redis: ${err.message}`));
  return client.connect().then(
    () => client,
    (err: Error) => {
      warn(`cannot connect to Redis: ${err.message}`);
      return null;
    },
  );
}

/** Tells every instance that public content changed (no-op without REDIS_URL). Never throws. */
export function publishInvalidation(): void {
  const url = redisUrl();
  if (!url) return;
  const holder = globalThis as Holder;
  // Its connection outlives the write that opens it: never in that request's context.
  if (!holder[PUBLISHER] || holder[PUBLISHER].url !== url) holder[PUBLISHER] = { url, client: runDetached(() => connect(url)) };
  const pending = holder[PUBLISHER];
  void pending.client
    .then((client) => {
      if (!client) {
        // Try again on the next write.
        if (holder[PUBLISHER] === pending) delete holder[PUBLISHER];
        return;
      }
      return client.publish(INVALIDATION_CHANNEL, String(Date.now())).then(() => undefined);
    })
    .catch((err: Error) => warn(`publish failed: ${err.message}`));
}

/**
 * Subscribes this process to the other instances' writes: each message bumps the public generation. Returns the
 * function that unsubscribes, or null without REDIS_URL.
 */
export async function subscribeToInvalidations(): Promise<(() => Promise<void>) | null> {
  const url = redisUrl();
  if (!url) return null;
  const client = await connect(url);
  if (!client) {
    warn('not subscribed: public pages of this instance follow other instances within seconds only');
    return null;
  }
  await client.subscribe(INVALIDATION_CHANNEL, () => {
    bumpPublicGeneration();
  });
  console.log("[invalidation] subscribed to other instances' writes through Redis");
  return async () => {
    await client.unsubscribe(INVALIDATION_CHANNEL).catch(() => undefined);
    client.destroy();
  };
}
