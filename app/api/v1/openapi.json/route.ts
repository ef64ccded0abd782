import { route } from '@/lib/server/api/handler';
import { getOpenApiDocument } from '@/lib/server/openapi';

/** GET /openapi.json (public): the OpenAPI 3.1 document of /api/v1. */
export const GET = route({ auth: false }, async () =>
  Response.json(getOpenApiDocument(), { headers: { 'Cache-Control': 'public, max-age=300', 'Access-Control-Allow-Origin': '*' } }),
);
