import { renderApiReference } from '@/lib/server/api-reference';
import { getOpenApiDocument } from '@/lib/server/openapi';

let html: string | null = null;

/** GET /api/docs: a readable, self-contained reference of the API, rendered from the OpenAPI document. */
export function GET(): Response {
  html ??= renderApiReference(getOpenApiDocument());
  return new Response(html, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
      // Everything is inline; nothing may load from elsewhere.
      'Content-Security-Policy':
        "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    },
  });
}
