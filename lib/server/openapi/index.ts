// The OpenAPI 3.1 document of /api/v1, generated from the code: response bodies from the contract schemas
// (lib/api/contract.ts), access and inputs from each handler's route() options, one file of operations per resource.
import 'server-only';
import { OpenAPIRegistry, OpenApiGeneratorV31, extendZodWithOpenApi } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { ErrorBody } from '@/lib/api/contract';
import { MAX_JSON_BYTES } from '@/lib/server/api/handler';
import { MAX_JSON_DEPTH, MAX_JSON_ENTRIES } from '@/lib/server/api/json-shape';
import { MAX_FIELD_ERRORS } from '@/lib/validations/common';
import { authOperations } from './auth';
import { activityLogOperations, fileOperations, reportOperations, settingsOperations } from './admin';
import { menuOperations } from './menus';
import { accessOf, describeAccess, type Content, type Operation } from './operation';
import { systemOperations } from './system';
import { tenantOperations } from './tenants';
import { roleOperations, userOperations } from './users';

extendZodWithOpenApi(z);

export { accessOf, describeAccess, type Access, type Operation } from './operation';

export const API_BASE_PATH = '/api/v1';

export const OPERATIONS: Operation[] = [
  ...systemOperations,
  ...authOperations,
  ...tenantOperations,
  ...menuOperations,
  ...userOperations,
  ...roleOperations,
  ...settingsOperations,
  ...fileOperations,
  ...reportOperations,
  ...activityLogOperations,
];

export const TAGS: { name: string; description: string }[] = [
  { name: 'Auth', description: 'Login, registration, token refresh and logout.' },
  { name: 'Tenants', description: 'Food tenants: public reads, the manager’s own tenant, admin management and approval.' },
  { name: 'Menus', description: 'Menus: public catalogue, the manager’s menus, admin management and approval.' },
  { name: 'Users', description: 'Dashboard user management.' },
  { name: 'Roles', description: 'Roles and permission sets.' },
  { name: 'Settings', description: 'Site-wide settings.' },
  { name: 'Files', description: 'Image uploads.' },
  { name: 'Reports', description: 'Admin reports and spreadsheet exports.' },
  { name: 'Activity log', description: 'Audit trail of every write.' },
  { name: 'System', description: 'Health and this document.' },
];

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: `Validation failed (field messages in \`errors\`, at most ${MAX_FIELD_ERRORS}), malformed JSON, unknown fields, NUL / lone surrogates in any input, or a JSON body of more than ${MAX_JSON_ENTRIES} keys and elements in total or nested more than ${MAX_JSON_DEPTH} levels deep (\`BODY_TOO_COMPLEX\`).`,
  401: 'Missing, invalid or expired credentials, or the account is inactive.',
  403: 'The caller lacks the permission (`FORBIDDEN`), or a cookie-authenticated unsafe request is not same-origin (`CSRF`).',
  404: 'Not found (or outside the caller’s scope).',
  409: 'Conflict with the current state.',
  413: `Payload too large: a JSON body of more than ${MAX_JSON_BYTES / 1024} KB, an upload past its limit.`,
  415: 'Unsupported media type.',
  429: 'Too many attempts; see Retry-After.',
  500: 'Unexpected error; logged with the request id.',
  503: 'The database is unavailable or busy (`SERVICE_UNAVAILABLE`, `SERVICE_BUSY`), or the server is at capacity for this kind of work (image processing, exports); retry after Retry-After seconds.',
};

/** next-auth's default session cookie name (lib/server/auth/cookie-session.ts reads it through next-auth). */
const SESSION_COOKIE_NAME = 'next-auth.session-token';

const UNSAFE_METHODS = new Set(['post', 'put', 'patch', 'delete']);

/** The error statuses an operation can answer, from its access, inputs and own list. */
export function errorStatuses(op: Operation): number[] {
  const access = accessOf(op);
  const options = op.handler?.options;
  const statuses = new Set<number>(op.errors ?? []);
  // Every input (path, query, body) is checked for NUL and lone surrogates, schema or not.
  statuses.add(400);
  if (access.kind !== 'public') statuses.add(401);
  if (access.kind === 'all' || access.kind === 'any') statuses.add(403);
  // A cookie session's unsafe request from another origin: 403 CSRF.
  if (access.kind !== 'public' && UNSAFE_METHODS.has(op.method)) statuses.add(403);
  if (op.path.includes('{')) statuses.add(404);
  // A JSON body is refused beyond its size (413) and when not declared as JSON (415).
  if (options?.body) {
    statuses.add(413);
    statuses.add(415);
  }
  statuses.add(500);
  if (op.path !== '/openapi.json') statuses.add(503);
  return [...statuses].sort((a, b) => a - b);
}

function contentObject(content: Content | Content[]) {
  const list = Array.isArray(content) ? content : [content];
  return Object.fromEntries(list.map((c) => [c.contentType ?? 'application/json', { schema: c.schema as z.ZodType }]));
}

const ETAG_HEADER = { ETag: { description: 'Identifies this version of the content.', schema: { type: 'string' as const } } };

function errorResponses(op: Operation) {
  const out: Record<
    number,
    { description: string; content: Record<string, { schema: z.ZodType }>; headers?: Record<string, { description: string; schema: { type: 'integer' } }> }
  > = {};
  for (const status of errorStatuses(op)) {
    out[status] = {
      description: ERROR_DESCRIPTIONS[status] ?? 'Error.',
      content: { 'application/json': { schema: ErrorBody } },
      ...(status === 429 || status === 503 ? { headers: { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' as const } } } } : {}),
    };
  }
  return out;
}

function securityOf(op: Operation) {
  if (op.security) return op.security;
  return accessOf(op).kind === 'public' ? [] : [{ bearerAuth: [] }, { cookieAuth: [] }];
}

/** `post /users/{id}/status` -> `postUsersByIdStatus`. */
export function operationId(op: Pick<Operation, 'method' | 'path'>): string {
  return `${op.method}${op.path.replace(/\{(\w+)\}/g, 'By-$1').replace(/[^a-zA-Z0-9]+(\w)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`;
}

function buildRegistry(): OpenAPIRegistry {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'Access token from POST /auth/login or /auth/refresh.',
  });
  registry.registerComponent('securitySchemes', 'cookieAuth', {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE_NAME,
    description: `The browser’s next-auth session cookie (httpOnly; \`__Secure-${SESSION_COOKIE_NAME}\` over https), used when no Authorization header is sent. Unsafe methods (POST, PUT, PATCH, DELETE) must be same-origin (Origin or Sec-Fetch-Site), else 403 with code \`CSRF\`.`,
  });
  registry.registerComponent('securitySchemes', 'refreshToken', {
    type: 'http',
    scheme: 'bearer',
    description: 'The refresh token (from login or refresh) as bearer; only POST /auth/refresh and /auth/logout accept it.',
  });
  for (const op of OPERATIONS) {
    const access = accessOf(op);
    const options = op.handler?.options;
    const permissions = access.kind === 'all' || access.kind === 'any' ? [...access.permissions] : [];
    const description = [
      op.description,
      describeAccess(access),
      op.ownerScoped ? 'Owner-scoped roles (those without tenants.read, e.g. MANAGER) reach only their own tenant’s records; others answer 404.' : null,
    ]
      .filter(Boolean)
      .join('\n\n');
    const params = op.params ?? (options?.params as z.ZodObject | undefined);
    const query = options?.query as z.ZodObject | undefined;
    const body: (Content & { required?: boolean }) | undefined = op.body ?? (options?.body ? { schema: options.body } : undefined);
    registry.registerPath({
      method: op.method,
      path: op.path,
      tags: [op.tag],
      summary: op.summary,
      description,
      operationId: operationId(op),
      security: securityOf(op),
      'x-access': access.kind,
      'x-permissions': permissions,
      request: {
        ...(params ? { params } : {}),
        ...(query ? { query } : {}),
        ...(body ? { body: { required: body.required ?? true, content: contentObject(body) } } : {}),
        ...(op.conditional ? { headers: z.object({ 'if-none-match': z.string().optional().meta({ description: 'An ETag from an earlier answer.' }) }) } : {}),
      },
      responses: {
        [op.success.status]: {
          description: op.success.description,
          ...(op.success.content ? { content: contentObject(op.success.content) } : {}),
          ...(op.success.headers || op.conditional ? { headers: { ...(op.conditional ? ETAG_HEADER : {}), ...op.success.headers } } : {}),
        },
        ...(op.conditional ? { 304: { description: 'Not modified: If-None-Match names the current ETag.', headers: ETAG_HEADER } } : {}),
        ...errorResponses(op),
      },
    });
  }
  return registry;
}

export type OpenApiDocument = ReturnType<OpenApiGeneratorV31['generateDocument']>;

let cached: OpenApiDocument | null = null;

/** The document, built once per process. */
export function getOpenApiDocument(): OpenApiDocument {
  cached ??= new OpenApiGeneratorV31(buildRegistry().definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Kuliner Tasikmalaya API',
      version: '1.0.0',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      description:
        'REST API of the Kuliner Tasikmalaya culinary marketplace. API clients send `Authorization: Bearer <accessToken>`; on 401 they call POST /auth/refresh with the refresh token as bearer. The browser dashboard is authenticated by its session cookie instead, and its unsafe requests must be same-origin (403 `CSRF` otherwise). Errors share one body `{ message, code, errors? }`. Lists answer `{ data, meta: { total, page, limit, totalPages } }`; dates are ISO strings; field names camelCase.',
    },
    servers: [{ url: API_BASE_PATH }],
    tags: TAGS,
    security: [{ bearerAuth: [] }, { cookieAuth: [] }],
  });
  return cached;
}
