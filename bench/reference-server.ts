// Reference (b) of `npm run bench`: a bare node:http server doing only the work of three API endpoints, with the
// app's own code: the same query schemas, the same query functions (db/queries, outside Next: no data cache), the
// same pool (db/index.ts: DATABASE_URL, DATABASE_POOL_SIZE and the pool settings of db/client.ts) and the same
// JSON (publicList: body, Cache-Control, ETag). No Next, no middleware, no cache: the limit of the work itself.
// - GET /api/v1/menus/public and GET /api/v1/tenants/public, as app/api/v1/{menus,tenants}/public/route.ts;
// - GET /api/v1/menus, as app/api/v1/menus/route.ts for the actor given in BENCH_ACTOR (JSON: { id, role }): the
//   route's authentication (token check, user lookup) is the framework's part and is not repeated here.
//   PORT=3501 DATABASE_URL=... BENCH_ACTOR='{...}' node --import tsx bench/reference-server.ts
import http from 'node:http';
import { listMenus } from '../db/queries/menus';
import { listPublicMenus, listPublicTenants } from '../db/queries/public';
import type { Actor } from '../db/queries/actor';
import { openNowClock } from '../lib/opening-hours';
import { json } from '../lib/server/api/handler';
import { publicList } from '../lib/server/api/public-response';
import { listMenusQuerySchema, publicMenusQuerySchema } from '../lib/validations/menu';
import { publicTenantsQuerySchema } from '../lib/validations/tenant';

const port = Number(process.env.PORT || 3501);
const actor = process.env.BENCH_ACTOR ? (JSON.parse(process.env.BENCH_ACTOR) as Actor) : null;

/** As the route handler reads a query: first value of each key, blank values omitted. */
function queryObject(url: URL): Record<string, string> {
  const out: Record<string, string> = Object.create(null);
  url.searchParams.forEach((value, key) => {
    if (!Object.hasOwn(out, key) && value.trim() !== '') out[key] = value;
  });
  return out;
}

async function answer(req: http.IncomingMessage): Promise<Response> {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
  const request = new Request(url, { headers: req.headers as Record<string, string> });
  const raw = queryObject(url);
  if (url.pathname === '/api/v1/menus/public') {
    const query = publicMenusQuerySchema.parse(raw);
    const result = await listPublicMenus({ ...query, openNow: query.openNow ? openNowClock(new Date()) : undefined });
    return publicList(request, result, query.page, query.limit);
  }
  if (url.pathname === '/api/v1/tenants/public') {
    const query = publicTenantsQuerySchema.parse(raw);
    const result = await listPublicTenants({ ...query, sortOrder: query.sortOrder ?? 'desc', openNow: query.openNow ? openNowClock(new Date()) : undefined });
    return publicList(request, result, query.page, query.limit);
  }
  if (url.pathname === '/api/v1/menus' && actor) {
    const query = listMenusQuerySchema.parse(raw);
    return json(await listMenus({ ...query, actor }));
  }
  return new Response('not found', { status: 404 });
}

const server = http.createServer((req, res) => {
  answer(req)
    .catch((err: unknown) => {
      console.error('[reference] failed:', err);
      return new Response(JSON.stringify({ message: String(err) }), { status: err instanceof Error && err.name === 'ZodError' ? 400 : 500 });
    })
    .then(async (response) => {
      const body = Buffer.from(await response.arrayBuffer());
      const headers: Record<string, string> = {};
      response.headers.forEach((value, key) => (headers[key] = value));
      res.writeHead(response.status, { ...headers, 'content-length': String(body.length) });
      res.end(body);
    });
});
server.keepAliveTimeout = 65_000;
server.listen(port, '127.0.0.1', () => console.log(`[reference] ready on http://127.0.0.1:${port}`));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(0));
