// Fault test: PostgreSQL becomes unreachable mid-run and comes back. An app instance reaches its own throw-away
// database through a TCP proxy in this test; closing the proxy (connections destroyed, port closed) is the outage.
// Runs in both the PGlite and PostgreSQL runs of `npm test` whenever PostgreSQL is reachable at
// FAULT_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres).
import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/db/client';
import { createThrowawayPostgres, freePort, startAppInstance, tcpReachable, type AppInstance } from '../helpers/app-instance';
import { randomIp, uniqueSuffix } from '../helpers/http';

const ADMIN_URL = process.env.FAULT_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const target = new URL(ADMIN_URL);

/** A TCP proxy to PostgreSQL that can be cut (close: every connection destroyed, port closed) and reopened. */
class CuttableProxy {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  constructor(readonly port: number) {}

  /** blackHole: accept connections and never forward or answer (a database host that vanished from the network). */
  open({ blackHole = false }: { blackHole?: boolean } = {}): Promise<void> {
    const server = net.createServer((client) => {
      if (blackHole) {
        this.sockets.add(client);
        client.on('close', () => this.sockets.delete(client));
        client.on('error', () => undefined);
        return;
      }
      const upstream = net.connect({ host: target.hostname, port: Number(target.port || 5432) });
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => undefined);
      }
      client.pipe(upstream);
      upstream.pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
  }

  close(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const s of this.sockets) s.destroy();
    this.sockets.clear();
    return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}

const available = await tcpReachable(ADMIN_URL, 5432);

describe.runIf(available)('PostgreSQL unreachable mid-run, then back (fault test)', () => {
  let database: Awaited<ReturnType<typeof createThrowawayPostgres>>;
  let proxy: CuttableProxy;
  let app: AppInstance;

  beforeAll(async () => {
    database = await createThrowawayPostgres(ADMIN_URL);
    proxy = new CuttableProxy(await freePort());
    await proxy.open();
    const proxied = new URL(database.url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    app = await startAppInstance({
      databaseUrl: proxied.toString(),
      env: {
        DATABASE_POOL_SIZE: '4',
        TRUST_PROXY: '1',
        // The cached reads below must still be in their cache window after the cut (the default 3 s window could
        // roll over between the read that fills it and the one that needs it).
        PUBLIC_CACHE_SECONDS: '120',
      },
    });
  }, 180_000);

  afterAll(async () => {
    await app?.stop();
    await proxy?.close();
    await database?.drop();
  });

  const get = (path: string) => fetch(`${app.baseUrl}${path}`, { redirect: 'manual' });
  const timed = async (path: string, init?: RequestInit) => {
    const started = Date.now();
    const res = await fetch(`${app.baseUrl}${path}`, { redirect: 'manual', ...init });
    const text = await res.text();
    return { res, text, ms: Date.now() - started };
  };

  it('answers 503 within 3 s while the database is away, writes nothing, and recovers within 5 s without a restart', async () => {
    // Before: normal answers (and the public tenant list is in the cache).
    expect((await get('/api/v1/health')).status).toBe(200);
    expect((await get('/api/v1/tenants/public')).status).toBe(200);
    expect((await get('/tenant')).status).toBe(200);

    await proxy.close();
    // What the cache holds keeps serving.
    expect((await timed('/tenant')).res.status).toBe(200);
    expect((await timed('/api/v1/tenants/public')).res.status).toBe(200);

    for (const path of ['/api/v1/health', `/api/v1/tenants/public?search=${uniqueSuffix()}`]) {
      const { res, text, ms } = await timed(path);
      expect(res.status, `${path}: ${text}`).toBe(503);
      expect(ms, path).toBeLessThan(3000);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(JSON.parse(text)).toMatchObject({ message: expect.any(String), code: 'SERVICE_UNAVAILABLE' });
    }

    // A write during the outage: refused, and nothing of it exists afterwards.
    const suffix = uniqueSuffix();
    const email = `gangguan.${suffix}@example.id`;
    const write = await timed('/api/v1/auth/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp() },
      body: JSON.stringify({ name: `Gangguan ${suffix}`, email, password: 'Rahasia123!', phone: '081234567890' }),
    });
    expect(write.res.status, write.text).toBe(503);
    expect(write.ms).toBeLessThan(3000);

    // A public page that needs the database shows the spec's failure state with 503.
    const page = await timed(`/tenant?search=${uniqueSuffix()}`);
    expect(page.res.status).toBe(503);
    expect(page.ms).toBeLessThan(3000);
    expect(page.res.headers.get('retry-after')).toBeTruthy();
    expect(page.text).toContain('Gagal Memuat Data');
    expect(page.text).toContain('Muat Ulang');

    // A black-holed database (connections accepted, never answered) fails as fast: the pool's connect timeout.
    await proxy.open({ blackHole: true });
    const hung = await timed(`/api/v1/tenants/public?search=${uniqueSuffix()}`);
    expect(hung.res.status, hung.text).toBe(503);
    expect(hung.ms).toBeLessThan(3000);
    expect(JSON.parse(hung.text)).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    await proxy.close();

    await proxy.open();
    const back = Date.now();
    let healthy = false;
    while (Date.now() - back < 5000) {
      const res = await get('/api/v1/health').catch(() => null);
      if (res?.status === 200) {
        healthy = true;
        break;
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(healthy, app.log().slice(-2000)).toBe(true);
    expect((await get(`/api/v1/tenants/public?search=${uniqueSuffix()}`)).status).toBe(200);
    expect((await get(`/tenant?search=${uniqueSuffix()}`)).status).toBe(200);

    // No partial write: the refused registration left no user behind.
    const check = await openDatabase({ url: database.url, poolSize: 1 });
    try {
      const found = await check.db.execute<{ n: number }>(sql`select count(*)::int as n from users where lower(email) = ${email}`);
      expect(found.rows[0]!.n).toBe(0);
    } finally {
      await check.close();
    }
  });
});
