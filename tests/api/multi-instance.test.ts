// Issue 11, several instances: two app instances on one PostgreSQL database with REDIS_URL, their caches set to keep
// everything for ten minutes, so only the invalidation over Redis (lib/server/invalidation-bus.ts) can bring a write
// made on one instance to the other. A third instance with the same caches and no REDIS_URL is the control: it
// still shows the old content, so the test proves the channel rather than a short cache. Runs in both runs of
// `npm test` whenever PostgreSQL and Redis are reachable (CI starts both).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createThrowawayPostgres, startAppInstance, tcpReachable, type AppInstance } from '../helpers/app-instance';
import { DEMO, api, eventually, randomIp } from '../helpers/http';

const POSTGRES_URL = process.env.FAULT_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

const available = (await tcpReachable(POSTGRES_URL, 5432)) && (await tcpReachable(REDIS_URL, 6379));

/** Caches that outlive the test: only an invalidation can refresh them. */
const LONG_CACHES = { PUBLIC_CACHE_SECONDS: '600', PAGE_CACHE_SECONDS: '600' };

describe.runIf(available)('several instances with REDIS_URL', () => {
  let database: Awaited<ReturnType<typeof createThrowawayPostgres>>;
  let writer: AppInstance;
  let reader: AppInstance;
  let control: AppInstance;

  beforeAll(async () => {
    database = await createThrowawayPostgres(POSTGRES_URL);
    [writer, reader, control] = await Promise.all([
      startAppInstance({ databaseUrl: database.url, env: { ...LONG_CACHES, REDIS_URL } }),
      startAppInstance({ databaseUrl: database.url, env: { ...LONG_CACHES, REDIS_URL } }),
      startAppInstance({ databaseUrl: database.url, env: { ...LONG_CACHES, REDIS_URL: undefined } }),
    ]);
  }, 240_000);

  afterAll(async () => {
    await Promise.all([writer?.stop(), reader?.stop(), control?.stop()]);
    await database?.drop();
  });

  const page = async (app: AppInstance, path: string) => {
    const res = await fetch(`${app.baseUrl}${path}`, { redirect: 'manual' });
    return { status: res.status, text: await res.text() };
  };

  it('a tenant suspended on one instance leaves the pages and the API of the other at once', async () => {
    const listed = await api<{ data: { id: number; slug: string }[] }>('/tenants/public?limit=1', { baseUrl: reader.baseUrl });
    expect(listed.status).toBe(200);
    const { id, slug } = listed.body.data[0]!;
    const card = `href="/tenant/${slug}"`;
    // Both readers cache the pages and the reads that show the tenant.
    for (const app of [reader, control]) {
      expect((await page(app, `/tenant/${slug}`)).status).toBe(200);
      expect((await page(app, '/tenant')).text).toContain(card);
      expect((await page(app, '/sitemap.xml')).text).toContain(`/tenant/${slug}<`);
      expect((await api(`/tenants/public/${id}`, { baseUrl: app.baseUrl })).status).toBe(200);
    }

    const login = await api<{ accessToken: string }>('/auth/login', {
      baseUrl: writer.baseUrl,
      body: DEMO.superAdmin,
      headers: { 'x-forwarded-for': randomIp() },
    });
    expect(login.status).toBe(200);
    const suspended = await api(`/tenants/${id}`, { baseUrl: writer.baseUrl, method: 'PATCH', token: login.body.accessToken, body: { status: 'suspended' } });
    expect(suspended.status, JSON.stringify(suspended.body)).toBe(200);

    await eventually(async () => (await page(reader, `/tenant/${slug}`)).status === 404);
    expect((await page(reader, '/tenant')).text).not.toContain(card);
    expect((await page(reader, '/sitemap.xml')).text).not.toContain(`/tenant/${slug}<`);
    expect((await api(`/tenants/public/${id}`, { baseUrl: reader.baseUrl })).status).toBe(404);

    // The control heard nothing: its ten-minute caches still show the tenant.
    expect((await page(control, '/tenant')).text).toContain(card);
    expect((await page(control, '/sitemap.xml')).text).toContain(`/tenant/${slug}<`);
  });
});
