// Property-based fuzzing of every /api/v1 operation the OpenAPI document lists (a new endpoint is fuzzed without
// touching this file). Arbitraries come from each operation's JSON schema (path params, query, body) mixed with
// hostile values. Actors: anonymous, a fresh MANAGER, the SUPER_ADMIN. Property: a 2xx, or a 4xx with the error
// shape; never a 5xx, a stack trace or SQL text; and no demo row changes. Replay a failure with FUZZ_SEED=<seed>.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, api, createManager, loginAs, menuBody, randomIp, tenantBody, uniqueSuffix, type Session } from '../helpers/http';
import { createRole, createUser } from './admin-fixtures';
import { checkResponse as checkDocumented } from '../helpers/contract';

const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
/** Runs per operation, spread over the three actors. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
/** Operations fuzzed at the same time (each one's requests are sequential). */
/** Requests in flight at once (the runner lowers it while the browser journeys share the machine). */
const CONCURRENCY = Math.max(1, Number(process.env.FUZZ_CONCURRENCY ?? 6));

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type JsonSchema = Record<string, any>;
type ActorName = 'anonymous' | 'manager' | 'superAdmin';

interface Operation {
  method: string;
  path: string;
  pathParams: { name: string; schema: JsonSchema }[];
  queryParams: { name: string; schema: JsonSchema; required: boolean }[];
  body?: { schema: JsonSchema; contentType: string };
}

interface FuzzRequest {
  actor: ActorName;
  params: Record<string, string>;
  query: [string, string][];
  body?: { raw: string; contentType: string | null };
}

// ---------------------------------------------------------------------------------------------------------------
// Hostile values
// ---------------------------------------------------------------------------------------------------------------

const HUGE = 'A'.repeat(100 * 1024);
const hostileStrings = [
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\uDBFF\uDBFF',
  HUGE,
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '__proto__',
  'constructor',
  'prototype',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '0x1',
  '+1',
  '1e2',
  '1e308',
  '-1',
  '0',
  '2147483648',
  '99999999999999999999999',
  '0000-01-01',
  '+275760-09-13',
  '../../etc/passwd',
  '%00',
  '%',
  '\\',
  '${7*7}',
  '{{7*7}}',
  '😀🍜',
  '\u202Egnp.exe',
  ' ',
  '',
  '\t\r\n',
  '=HYPERLINK("http://x";"y")',
];
const hostileNumbers = [1e308, -1e308, -0, 0, -1, 2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER + 2, 0.5, 1e-300, 123456789012];
const hostileStructures: Json[] = [
  null,
  true,
  false,
  [],
  {},
  [1, 2, 3],
  { a: { b: { c: null } } },
  ['\u0000'],
  JSON.parse('{"__proto__":{"isAdmin":true}}'),
  JSON.parse('{"constructor":{"prototype":{"x":1}}}'),
];

const hostileValue: fc.Arbitrary<Json> = fc.oneof(
  fc.constantFrom(...hostileStrings),
  fc.constantFrom(...hostileNumbers),
  fc.constantFrom(...hostileStructures),
);

/** In a URL a 100 KB value would meet Node's 16 KB header limit (431) before the app: 2 KB there. */
const forUrl = (value: string) => (value.length > 2048 ? value.slice(0, 2048) : value);

// ---------------------------------------------------------------------------------------------------------------
// Arbitraries from JSON schema
// ---------------------------------------------------------------------------------------------------------------

let components: Record<string, JsonSchema> = {};

function resolve(schema: JsonSchema | undefined): JsonSchema {
  let s = schema ?? {};
  for (let i = 0; i < 10 && typeof s.$ref === 'string'; i++) s = components[s.$ref.split('/').pop()!] ?? {};
  return s;
}

/** A value the schema (roughly) accepts: the happy path gets exercised too, not only the refusals. */
function validish(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<Json> {
  const s = resolve(schema);
  if (s.enum) return fc.constantFrom(...(s.enum as Json[]));
  if (s.const !== undefined) return fc.constant(s.const as Json);
  const variants = s.anyOf ?? s.oneOf;
  if (Array.isArray(variants) && variants.length) return fc.oneof(...variants.map((v: JsonSchema) => validish(v, depth + 1)));
  if (Array.isArray(s.allOf) && s.allOf.length) return validish(s.allOf[0], depth + 1);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'integer':
      return fc.integer({ min: Math.max(s.minimum ?? (s.exclusiveMinimum ?? -1) + 1, -(2 ** 31)), max: Math.min(s.maximum ?? 100_000, 2 ** 31 - 1) });
    case 'number':
      return fc.double({ min: s.minimum ?? -1e6, max: s.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return depth > 4 ? fc.constant([]) : fc.array(validish(s.items, depth + 1), { maxLength: Math.min(s.maxItems ?? 5, 5) });
    case 'object': {
      if (depth > 4) return fc.constant({});
      const props = Object.entries<JsonSchema>(s.properties ?? {});
      if (!props.length) return fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 });
      const record = Object.fromEntries(props.map(([k, v]) => [k, validish(v, depth + 1)]));
      return fc.record(record, { requiredKeys: (s.required ?? []).filter((k: string) => k in record) }) as fc.Arbitrary<Json>;
    }
    case 'string':
    default:
      return stringFor(s);
  }
}

function stringFor(s: JsonSchema): fc.Arbitrary<string> {
  const max = Math.min(s.maxLength ?? 60, 60);
  const min = Math.min(s.minLength ?? 0, max);
  const samples: string[] = [];
  if (s.example !== undefined) samples.push(String(s.example));
  if (s.format === 'email' || /email/i.test(s.description ?? '')) samples.push(`fuzz.${uniqueSuffix()}@example.id`);
  if (s.pattern === '^[a-z0-9-]+$') return fc.stringMatching(/^[a-z0-9-]{1,30}$/);
  if (typeof s.pattern === 'string') {
    try {
      return fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length <= Math.max(max, 30));
    } catch {
      // Not a JS regex: plain strings below.
    }
  }
  const base = fc.string({ minLength: min, maxLength: max });
  return samples.length ? fc.oneof(base, fc.constantFrom(...samples)) : base;
}

/** Valid-ish most of the time, hostile otherwise; objects also lose required keys or gain odd ones. */
function fuzzed(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<Json> {
  const s = resolve(schema);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  if (type === 'object' && s.properties && depth < 4) {
    const props = Object.entries<JsonSchema>(s.properties);
    const record = Object.fromEntries(props.map(([k, v]) => [k, fuzzed(v, depth + 1)]));
    const obj = fc.record(record, { requiredKeys: [] }) as fc.Arbitrary<Record<string, Json>>;
    const withExtra = fc
      .tuple(obj, fc.constantFrom('__proto__', 'constructor', 'extra', 'isAdmin', 'role', 'status', '\u0000'), hostileValue)
      .map(([o, k, v]) => {
        const copy: Record<string, Json> = JSON.parse(JSON.stringify(o));
        Object.defineProperty(copy, k, { value: v, enumerable: true, writable: true, configurable: true });
        return copy;
      });
    return fc.oneof(
      { arbitrary: validish(s, depth), weight: 3 },
      { arbitrary: obj, weight: 3 },
      { arbitrary: withExtra, weight: 1 },
      { arbitrary: hostileValue, weight: 1 },
    );
  }
  if (type === 'array' && depth < 4) {
    return fc.oneof({ arbitrary: fc.array(fuzzed(s.items, depth + 1), { maxLength: 5 }), weight: 3 }, { arbitrary: hostileValue, weight: 1 });
  }
  return fc.oneof({ arbitrary: validish(s, depth), weight: 3 }, { arbitrary: hostileValue, weight: 2 });
}

/** A query or path value as text (what reaches the server). */
function asText(value: Json): string {
  return forUrl(typeof value === 'string' ? value : typeof value === 'number' ? String(value) : JSON.stringify(value));
}

// ---------------------------------------------------------------------------------------------------------------
// Actors, owned records, snapshot
// ---------------------------------------------------------------------------------------------------------------

const tokens: Record<ActorName, string | null> = { anonymous: null, manager: null, superAdmin: null };
/** A separate login for logout/refresh, so fuzzing them never revokes a session the other requests use. */
let throwaway: Session | null = null;
let managerSession: Session & { password: string };
/** Records the fuzz test created as SUPER_ADMIN: the only targets of its destructive calls. */
const owned: Record<string, number[]> = { users: [], roles: [], tenants: [], menus: [] };
const managerOwned: Record<string, number[]> = { users: [], roles: [], tenants: [], menus: [] };

const DESTRUCTIVE = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

function collectionOf(path: string): string {
  return path.split('/')[1] ?? '';
}

/** Path-parameter values: for SUPER_ADMIN writes only its own records (or values that can never be an id). */
function paramArbitrary(op: Operation, param: { name: string; schema: JsonSchema }, actor: ActorName): fc.Arbitrary<string> {
  const s = resolve(param.schema);
  const neverAnId = fc.constantFrom('0', '-1', '0x1', '+1', '1e2', '1.5', 'abc', '2147483648', '99999999999', '%00', "1' OR '1'='1", '__proto__', 'a\u0000b');
  if (actor === 'superAdmin' && DESTRUCTIVE.has(op.method)) {
    const ids = owned[collectionOf(op.path)] ?? [];
    return ids.length ? fc.oneof({ arbitrary: fc.constantFrom(...ids).map(String), weight: 3 }, { arbitrary: neverAnId, weight: 1 }) : neverAnId;
  }
  const ids = [...(owned[collectionOf(op.path)] ?? []), ...(managerOwned[collectionOf(op.path)] ?? [])];
  return fc.oneof(
    { arbitrary: fc.integer({ min: 1, max: 60 }).map(String), weight: 3 },
    { arbitrary: ids.length ? fc.constantFrom(...ids).map(String) : fc.constant('1'), weight: 2 },
    { arbitrary: validish(s).map(asText), weight: 1 },
    { arbitrary: neverAnId, weight: 2 },
    { arbitrary: hostileValue.map(asText), weight: 1 },
  );
}

/**
 * Body fields naming another record: SUPER_ADMIN may only point them at fuzz-owned records (never demo data). The
 * site settings are one shared row the public pages show, so SUPER_ADMIN's PATCH /settings always carries an unknown
 * key (refused whole, 400): the refusal paths are fuzzed, a valid change never lands under other tests' feet.
 */
function constrainIds(op: Operation, body: Json, actor: ActorName): Json {
  if (actor !== 'superAdmin' || body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const out: Record<string, Json> = { ...body };
  if (op.path === '/settings') out.fuzzUnknownKey = true;
  const pools: Record<string, number[]> = { ownerId: owned.users, tenantId: owned.tenants, roleId: owned.roles, userId: owned.users };
  for (const [key, pool] of Object.entries(pools)) {
    if (key in out && typeof out[key] === 'number') out[key] = pool.length ? pool[Math.abs(Math.trunc(out[key] as number)) % pool.length]! : 2 ** 31;
    if (key in out && typeof out[key] === 'string' && /^\d+$/.test(out[key] as string)) out[key] = String(pool[0] ?? 2 ** 31);
  }
  return out;
}

interface Snapshot {
  [key: string]: string;
}

async function listAll(path: string, token: string): Promise<any[]> {
  const out: any[] = [];
  for (let page = 1; page <= 50; page++) {
    const res = await api(`${path}${path.includes('?') ? '&' : '?'}page=${page}&limit=100`, { token });
    expect(res.status, path).toBe(200);
    const rows = Array.isArray(res.body) ? res.body : res.body.data;
    out.push(...rows);
    if (!res.body.meta || page >= res.body.meta.totalPages) break;
  }
  return out;
}

/** Seeded rows are dated at least a day back (db/seed.ts); rows other test files create meanwhile are not demo data. */
const DEMO_CUTOFF = Date.now() - 12 * 60 * 60 * 1000;
const isDemo = (row: { createdAt?: string }) => !!row.createdAt && new Date(row.createdAt).getTime() < DEMO_CUTOFF;
const SYSTEM_ROLES = new Set(['SUPER_ADMIN', 'ADMIN', 'MANAGER']);

/**
 * What an admin sees of the demo data other tests rely on: each demo row with its last change. (The settings row is
 * left out: settings.test.ts changes and restores it meanwhile; the fuzz never sends it a valid change, see above.)
 */
async function snapshot(token: string, only?: Snapshot): Promise<Snapshot> {
  const out: Snapshot = {};
  const [users, tenants, menus, roles] = await Promise.all([
    listAll('/users', token),
    listAll('/tenants', token),
    listAll('/menus', token),
    api('/roles', { token }),
  ]);
  for (const u of users.filter(isDemo)) out[`user:${u.id}`] = JSON.stringify([u.updatedAt, u.name, u.status, u.roleId, u.email]);
  for (const t of tenants.filter(isDemo)) out[`tenant:${t.id}`] = JSON.stringify([t.updatedAt, t.name, t.status, t.ownerId ?? null, t.slug]);
  for (const m of menus.filter(isDemo)) out[`menu:${m.id}`] = JSON.stringify([m.updatedAt, m.name, m.status, m.tenantId, m.price]);
  const roleRows: any[] = Array.isArray(roles.body) ? roles.body : roles.body.data;
  for (const r of roleRows.filter((r) => SYSTEM_ROLES.has(r.code))) out[`role:${r.code}`] = JSON.stringify([r.id, r.name, [...(r.permissions ?? [])].sort()]);
  if (!only) return out;
  return Object.fromEntries(Object.keys(only).map((k) => [k, out[k] ?? '(deleted)']));
}

// ---------------------------------------------------------------------------------------------------------------
// The request and the property
// ---------------------------------------------------------------------------------------------------------------

const STACK_TRACE = /\n\s+at\s|\bat\s+\S+\s+\(?(?:\/|file:|node:)[^)\s]*:\d+:\d+/;
const SQL_LEAK =
  /syntax error at|relation "|violates|duplicate key|DrizzleQueryError|PostgresError|invalid byte sequence|out of range for type|unterminated quoted|column "[^"]*" does not exist/i;

function encodeSegment(value: string): string {
  // A lone surrogate cannot be percent-encoded (URIError); URLs carry it as U+FFFD anyway.
  return encodeURIComponent(value.toWellFormed());
}

function buildUrl(op: Operation, req: FuzzRequest): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeSegment(req.params[name] ?? '1'));
  const qs = req.query.map(([k, v]) => `${encodeSegment(k)}=${encodeSegment(v)}`).join('&');
  return `${BASE_URL}/api/v1${path}${qs ? `?${qs}` : ''}`;
}

function describeRequest(op: Operation, req: FuzzRequest): string {
  const body = req.body
    ? ` body(${req.body.contentType}): ${req.body.raw.slice(0, 300)}${req.body.raw.length > 300 ? `... (${req.body.raw.length} chars)` : ''}`
    : '';
  return `${req.actor} ${op.method} ${buildUrl(op, req).slice(0, 400)}${body}`;
}

async function send(op: Operation, req: FuzzRequest): Promise<{ status: number; type: string; text: string }> {
  const headers: Record<string, string> = { 'x-forwarded-for': randomIp() };
  const auth = op.path === '/auth/logout' || op.path === '/auth/refresh' ? (req.actor === 'anonymous' ? null : throwaway?.accessToken) : tokens[req.actor];
  if (auth) headers.authorization = `Bearer ${auth}`;
  if (req.body?.contentType) headers['content-type'] = req.body.contentType;
  const res = await fetch(buildUrl(op, req), { method: op.method, headers, body: req.body?.raw, redirect: 'manual' });
  const bytes = Buffer.from(await res.arrayBuffer());
  const type = res.headers.get('content-type') ?? '';
  // Binary exports (xlsx) are checked for status only.
  return { status: res.status, type, text: /json|text|csv/.test(type) || !type ? bytes.toString('utf8') : '' };
}

function checkResponse(op: Operation, req: FuzzRequest, res: { status: number; type: string; text: string }): void {
  const where = describeRequest(op, req);
  expect(res.status, `5xx for ${where}\n${res.text.slice(0, 500)}`).toBeLessThan(500);
  expect(res.text, `stack trace for ${where}`).not.toMatch(STACK_TRACE);
  if (res.status >= 400) {
    expect(res.type, `4xx without JSON for ${where}`).toContain('application/json');
    const body = JSON.parse(res.text);
    expect(typeof body.message, `4xx without message for ${where}: ${res.text.slice(0, 300)}`).toBe('string');
    expect(typeof body.code, `4xx without code for ${where}: ${res.text.slice(0, 300)}`).toBe('string');
    expect(res.text, `SQL or error text leaked for ${where}`).not.toMatch(SQL_LEAK);
    // Every message is Indonesian: none of zod's English defaults, in the message or any field error.
    expect(JSON.stringify([body.message, body.errors ?? {}]), `English or error text leaked for ${where}`).not.toMatch(
      /\bError:|Invalid (input|option|string|number|type)|Too (big|small)|expected .* received|Unrecognized key|Required\b/,
    );
  }
}

function requestArbitrary(op: Operation): fc.Arbitrary<FuzzRequest> {
  const actor = fc.constantFrom<ActorName>('anonymous', 'manager', 'superAdmin');
  return actor.chain((who) => {
    const params = fc.record(Object.fromEntries(op.pathParams.map((p) => [p.name, paramArbitrary(op, p, who)]))) as fc.Arbitrary<Record<string, string>>;
    const known = op.queryParams.map((q) =>
      fc.option(
        fuzzed(q.schema).map((v) => [q.name, asText(v)] as [string, string]),
        { nil: undefined, freq: q.required ? 10 : 3 },
      ),
    );
    const extra = fc.array(fc.tuple(fc.constantFrom('__proto__', 'constructor', 'page', 'limit', 'x', '\u0000', 'search'), hostileValue.map(asText)), {
      maxLength: 2,
    });
    const query = fc.tuple(fc.tuple(...known), extra).map(([k, e]) => [...(k.filter(Boolean) as [string, string][]), ...e]);
    const jsonBody = op.body
      ? fuzzed(op.body.schema).map((v) => ({ raw: JSON.stringify(constrainIds(op, v, who)) ?? 'null', contentType: 'application/json' }))
      : null;
    const sharedRow = who === 'superAdmin' && op.path === '/settings';
    const body: fc.Arbitrary<FuzzRequest['body']> =
      jsonBody && sharedRow
        ? jsonBody
        : op.body && jsonBody
          ? fc.oneof(
              { arbitrary: jsonBody, weight: 8 },
              {
                arbitrary: fc.record({
                  raw: fc.constantFrom(
                    '{',
                    '{"a":',
                    'nul',
                    '[1,2',
                    '\u0000',
                    '{"name":"\\u0000"}',
                    '{"name":"\\ud800"}',
                    '"' + HUGE + '"',
                    'a=1&b=2',
                    '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
                  ),
                  contentType: fc.constantFrom<string | null>(
                    'application/json',
                    'text/plain',
                    'application/x-www-form-urlencoded',
                    'multipart/form-data; boundary=x',
                    'application/xml',
                    null,
                  ),
                }),
                weight: 1,
              },
              { arbitrary: fc.constant(undefined), weight: 1 },
            )
          : op.method === 'GET'
            ? fc.constant(undefined)
            : fc.oneof(
                { arbitrary: fc.constant(undefined), weight: 5 },
                { arbitrary: fc.constant({ raw: '{"__proto__":{"x":1},"a":"\\u0000"}', contentType: 'application/json' }), weight: 1 },
              );
    return fc.record({ actor: fc.constant(who), params, query, body });
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Setup and the test
// ---------------------------------------------------------------------------------------------------------------

async function operations(): Promise<Operation[]> {
  const res = await api('/openapi.json');
  expect(res.status).toBe(200);
  components = res.body.components?.schemas ?? {};
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries<any>(res.body.paths)) {
    for (const [method, op] of Object.entries<any>(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const parameters: any[] = [...(item.parameters ?? []), ...(op.parameters ?? [])];
      const content = op.requestBody?.content ?? {};
      const contentType = Object.keys(content)[0];
      ops.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema ?? {}, required: !!p.required })),
        body: contentType ? { schema: content[contentType].schema ?? {}, contentType } : undefined,
      });
    }
  }
  return ops;
}

async function createOwnedRecords(token: string): Promise<void> {
  for (let i = 0; i < 3; i++) owned.roles.push((await createRole(['menus.read'])).id);
  for (let i = 0; i < 4; i++) owned.users.push((await createUser(owned.roles[0]!)).id);
  for (let i = 0; i < 3; i++) {
    const tenant = await api('/tenants', { token, body: tenantBody() });
    expect(tenant.status, JSON.stringify(tenant.body)).toBe(201);
    owned.tenants.push(tenant.body.id ?? tenant.body.data?.id);
  }
  for (let i = 0; i < 4; i++) {
    const menu = await api('/menus', { token, body: menuBody({ tenantId: owned.tenants[i % owned.tenants.length] }) });
    expect(menu.status, JSON.stringify(menu.body)).toBe(201);
    owned.menus.push(menu.body.id ?? menu.body.data?.id);
  }
}

let ops: Operation[] = [];
let before: Snapshot = {};
let adminToken = '';

beforeAll(async () => {
  console.log(`[fuzz] seed ${SEED} (replay: FUZZ_SEED=${SEED}), ${RUNS} runs per operation`);
  ops = await operations();
  const superAdmin = await loginAs('superAdmin');
  adminToken = superAdmin.accessToken;
  managerSession = await createManager();
  throwaway = await createManager();
  tokens.superAdmin = superAdmin.accessToken;
  tokens.manager = managerSession.accessToken;
  managerOwned.users.push(managerSession.user.id);
  const myTenant = await api('/tenants/my-tenant', { token: managerSession.accessToken, body: tenantBody() });
  if (myTenant.status === 201) managerOwned.tenants.push(myTenant.body.id ?? myTenant.body.data?.id);
  before = await snapshot(adminToken);
  await createOwnedRecords(adminToken);
}, 120_000);

afterAll(async () => {
  // Clean up what the fuzz test made as SUPER_ADMIN (best effort: fuzzing may have deleted some already).
  for (const id of owned.menus) await api(`/menus/${id}`, { method: 'DELETE', token: adminToken });
  for (const id of owned.tenants) await api(`/tenants/${id}`, { method: 'DELETE', token: adminToken });
  for (const id of owned.users) await api(`/users/${id}`, { method: 'DELETE', token: adminToken });
}, 60_000);

describe('fuzzing every /api/v1 operation', () => {
  it(
    'answers 2xx or a well-formed 4xx, never a 5xx, a stack trace or SQL, and changes no demo row',
    async () => {
      expect(ops.length).toBeGreaterThan(40);
      const queue = [...ops];
      const failures: string[] = [];
      let requests = 0;
      const timings: string[] = [];
      const statuses: Record<string, Record<string, number>> = {};
      const worker = async () => {
        for (let op = queue.shift(); op; op = queue.shift()) {
          const current = op;
          const started = Date.now();
          const result = await fc.check(
            fc.asyncProperty(requestArbitrary(current), async (req) => {
              requests++;
              const res = await send(current, req);
              const bucket = `${Math.floor(res.status / 100)}xx`;
              statuses[`${current.method} ${current.path}`] ??= {};
              statuses[`${current.method} ${current.path}`]![bucket] = (statuses[`${current.method} ${current.path}`]![bucket] ?? 0) + 1;
              checkResponse(current, req, res);
              // And the answer is the documented one (status, content type, body schema).
              const body = res.type.includes('json') ? JSON.parse(res.text) : null;
              await checkDocumented(BASE_URL, { method: current.method, url: buildUrl(current, req), status: res.status, contentType: res.type, body });
            }),
            { seed: SEED, numRuns: RUNS, endOnFailure: true, verbose: fc.VerbosityLevel.Verbose },
          );
          timings.push(`${current.method} ${current.path} ${Date.now() - started}ms`);
          if (result.failed) {
            const example = result.counterexample?.[0];
            failures.push(
              `${current.method} ${current.path} (seed ${SEED}, path ${result.counterexamplePath}):\n` +
                `${example ? describeRequest(current, example) : '(no counterexample)'}\n${String((result.errorInstance as Error)?.message ?? result.errorInstance).slice(0, 1500)}`,
            );
          }
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      console.log(`[fuzz] ${ops.length} operations, ${requests} requests, seed ${SEED}`);
      if (process.env.FUZZ_TIMINGS) console.log(timings.map((t) => `${t} ${JSON.stringify(statuses[t.split(' ').slice(0, 2).join(' ')])}`).join('\n'));
      expect(failures, `seed ${SEED}:\n${failures.join('\n\n')}`).toEqual([]);

      // No row that existed before the fuzz (demo data, other tests' rows) was changed or deleted by it.
      // A fresh login: the fuzzing may outlast the first token.
      adminToken = (await loginAs('superAdmin')).accessToken;
      const after = await snapshot(adminToken, before);
      const changed = Object.keys(before).filter((k) => before[k] !== after[k]);
      expect(changed.map((k) => `${k}: ${before[k]} -> ${after[k]}`)).toEqual([]);
    },
    // 48 operations x 200 runs: about a minute on an idle machine, far longer on a loaded one.
    1_200_000,
  );
});
