// Every response the API tests receive is checked against the OpenAPI document the app serves: its status must be
// documented for the operation, its content type listed, and a JSON body must validate against the documented
// schema (JSON Schema 2020-12, as OpenAPI 3.1 uses). A mismatch fails the test that made the request.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

const BASE_PATH = '/api/v1';

type Doc = { paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> }>> };

interface Checker {
  doc: Doc;
  ajv: Ajv2020;
  templates: { path: string; regex: RegExp; params: number }[];
  compiled: Map<string, ValidateFunction>;
}

let checker: Promise<Checker> | null = null;

function pointer(...segments: string[]): string {
  return segments.map((s) => s.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
}

async function load(baseUrl: string): Promise<Checker> {
  // The raw fetch: this request itself is not checked (it is the reference).
  const res = await fetch(`${baseUrl}${BASE_PATH}/openapi.json`);
  if (res.status !== 200) throw new Error(`GET /openapi.json answered ${res.status}`);
  const doc = (await res.json()) as Doc;
  // strict: false, because OpenAPI adds keywords (example, x-*) that are not JSON Schema vocabulary.
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  const addFormats = (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;
  addFormats(ajv);
  ajv.addSchema(doc as object, 'openapi');
  // Static segments win over parameters (/tenants/my-tenant before /tenants/{id}), as in the router.
  const templates = Object.keys(doc.paths)
    .map((path) => ({
      path,
      regex: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`),
      params: (path.match(/\{/g) ?? []).length,
    }))
    .sort((a, b) => a.params - b.params);
  return { doc, ajv, templates, compiled: new Map() };
}

export interface CheckedResponse {
  method: string;
  /** Full URL or path of the request. */
  url: string;
  status: number;
  contentType: string | null;
  /** The parsed JSON body (or anything, when the response is not JSON). */
  body: unknown;
}

/** Throws when the response disagrees with the document; answers that concern no documented operation are left alone. */
export async function checkResponse(baseUrl: string, res: CheckedResponse): Promise<void> {
  const pathname = new URL(res.url, baseUrl).pathname;
  if (!pathname.startsWith(`${BASE_PATH}/`)) return;
  checker ??= load(baseUrl);
  const { doc, ajv, templates, compiled } = await checker;
  const apiPath = pathname.slice(BASE_PATH.length);
  const template = templates.find((t) => t.regex.test(apiPath));
  const method = res.method.toLowerCase();
  // Unknown paths and methods (404/405 probes) are the router's, not an operation's.
  if (!template || !doc.paths[template.path]![method]) return;
  const where = `${res.method.toUpperCase()} ${pathname} → ${res.status}`;
  const responses = doc.paths[template.path]![method]!.responses ?? {};
  const key = String(res.status) in responses ? String(res.status) : 'default' in responses ? 'default' : null;
  if (!key)
    throw new Error(`Undocumented status: ${where} (documented: ${Object.keys(responses).join(', ')}); body ${JSON.stringify(res.body)?.slice(0, 300)}`);
  const content = responses[key]!.content;
  if (!content) return;
  const type = (res.contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (!(type in content)) throw new Error(`Undocumented content type "${type}": ${where} (documented: ${Object.keys(content).join(', ')})`);
  if (!type.includes('json') || !content[type]!.schema) return;
  const ref = `openapi#/${pointer('paths', template.path, method, 'responses', key, 'content', type, 'schema')}`;
  let validate = compiled.get(ref);
  if (!validate) {
    validate = ajv.compile({ $ref: ref });
    compiled.set(ref, validate);
  }
  if (!validate(res.body)) {
    const errors = (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '/'} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`);
    throw new Error(`Response does not match its documented schema: ${where}\n${errors.join('\n')}\nbody ${JSON.stringify(res.body).slice(0, 500)}`);
  }
}
