// Renders the OpenAPI document as one self-contained HTML reference page (no CDN, no external assets).

import 'server-only';
type Json = Record<string, unknown>;
type SchemaLike = Json & { $ref?: string };

interface Doc {
  info: { title: string; version: string; description?: string };
  servers?: { url: string }[];
  tags?: { name: string; description?: string }[];
  paths?: Record<string, Record<string, Json>>;
  components?: { schemas?: Record<string, SchemaLike> };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const MAX_DEPTH = 5;

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** One line with `code` spans. */
function inline(text: unknown): string {
  return escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');
}

/** Just enough Markdown for the descriptions: paragraphs and `code`. */
function prose(text: unknown): string {
  if (!text) return '';
  return String(text)
    .split(/\n{2,}/)
    .map((p) => `<p>${inline(p)}</p>`)
    .join('');
}

function refName(ref: string): string {
  return ref.split('/').pop() ?? ref;
}

function anchor(...parts: string[]): string {
  return parts
    .join('-')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
}

class Renderer {
  constructor(private readonly doc: Doc) {}

  private resolve(schema: SchemaLike | undefined): SchemaLike {
    if (schema?.$ref) return this.doc.components?.schemas?.[refName(schema.$ref)] ?? {};
    return schema ?? {};
  }

  /** Short type label: `string`, `integer | null`, `array<Menu>`, a link for a named schema. */
  typeLabel(schema: SchemaLike | undefined): string {
    if (!schema) return 'any';
    if (schema.$ref) {
      const name = refName(schema.$ref);
      return `<a class="ref" href="#schema-${anchor(name)}">${escapeHtml(name)}</a>`;
    }
    const variants = (schema.anyOf ?? schema.oneOf) as SchemaLike[] | undefined;
    if (variants) return variants.map((v) => this.typeLabel(v)).join(' | ');
    if ('const' in schema) return `<code>${escapeHtml(JSON.stringify(schema.const))}</code>`;
    const types = Array.isArray(schema.type) ? (schema.type as string[]) : schema.type ? [schema.type as string] : [];
    const labels = types.map((t) => {
      if (t === 'array') return `array&lt;${this.typeLabel(schema.items as SchemaLike)}&gt;`;
      if (t === 'string' && schema.format) return `string (${escapeHtml(schema.format)})`;
      return escapeHtml(t);
    });
    if (labels.length === 0) return schema.properties ? 'object' : 'any';
    return labels.join(' | ');
  }

  /** Constraints worth reading: enum, bounds, pattern, default, example. */
  notes(schema: SchemaLike): string {
    const s = this.resolveShallow(schema);
    const out: string[] = [];
    const enumValues = (s.enum ?? (s.items as SchemaLike | undefined)?.enum) as unknown[] | undefined;
    if (enumValues) out.push(`one of ${enumValues.map((v) => `<code>${escapeHtml(v)}</code>`).join(' ')}`);
    const bound = (label: string, key: string) => s[key] !== undefined && out.push(`${label} ${escapeHtml(s[key])}`);
    bound('min', 'minimum');
    bound('&gt;', 'exclusiveMinimum');
    bound('max', 'maximum');
    bound('min length', 'minLength');
    bound('max length', 'maxLength');
    bound('max items', 'maxItems');
    if (s.pattern) out.push(`pattern <code>${escapeHtml(s.pattern)}</code>`);
    if (s.default !== undefined) out.push(`default <code>${escapeHtml(JSON.stringify(s.default))}</code>`);
    if (s.example !== undefined) out.push(`e.g. <code>${escapeHtml(JSON.stringify(s.example))}</code>`);
    const description = s.description ? prose(s.description) : '';
    return description + (out.length ? `<div class="muted">${out.join(' · ')}</div>` : '');
  }

  /** anyOf [X, null] reads as X for notes. */
  private resolveShallow(schema: SchemaLike): SchemaLike {
    const variants = schema.anyOf as SchemaLike[] | undefined;
    if (variants) {
      const nonNull = variants.filter((v) => v.type !== 'null');
      if (nonNull.length === 1) return { ...this.resolve(nonNull[0]), description: schema.description ?? this.resolve(nonNull[0]).description };
    }
    return schema;
  }

  /** Property table of an object schema, nested objects expanded (named schemas link instead). */
  schemaTable(schema: SchemaLike | undefined, depth = 0): string {
    if (!schema) return '';
    if (schema.$ref && depth > 0) return '';
    const s = this.resolve(schema);
    if (s.type === 'array' && s.items) {
      const items = s.items as SchemaLike;
      return `<div class="muted">Array of ${this.typeLabel(items)}</div>${items.$ref ? this.schemaTable(items, 0) : this.schemaTable(items, depth + 1)}`;
    }
    const properties = s.properties as Record<string, SchemaLike> | undefined;
    if (!properties) {
      return s.type || s.anyOf ? `<div class="muted">${this.typeLabel(schema)}</div>${this.notes(s)}` : '';
    }
    if (depth > MAX_DEPTH) return '<div class="muted">…</div>';
    const required = new Set((s.required as string[] | undefined) ?? []);
    const rows = Object.entries(properties)
      .map(([name, prop]) => {
        const nested = this.nestedObject(prop);
        return `<tr><td><code>${escapeHtml(name)}</code>${required.has(name) ? '<span class="req" title="wajib">*</span>' : ''}</td><td class="type">${this.typeLabel(prop)}</td><td>${this.notes(prop)}${nested ? this.schemaTable(nested, depth + 1) : ''}</td></tr>`;
      })
      .join('');
    const extra = s.additionalProperties === false ? '<div class="muted">Field lain ditolak (400).</div>' : '';
    return `<table class="props"><thead><tr><th>Field</th><th>Tipe</th><th>Keterangan</th></tr></thead><tbody>${rows}</tbody></table>${extra}`;
  }

  /** An inline (unnamed) object, or an array or nullable of one, to expand under its property. */
  private nestedObject(prop: SchemaLike): SchemaLike | null {
    if (prop.$ref) return null;
    const variants = (prop.anyOf as SchemaLike[] | undefined)?.filter((v) => v.type !== 'null');
    const candidate = variants?.length === 1 ? variants[0]! : prop;
    if (candidate.$ref) return null;
    if (candidate.properties) return candidate;
    const items = candidate.items as SchemaLike | undefined;
    if (items && !items.$ref && items.properties) return items;
    return null;
  }

  /** A plausible example value for a schema (request bodies). */
  example(schema: SchemaLike | undefined, depth = 0): unknown {
    if (!schema || depth > MAX_DEPTH) return null;
    const s = this.resolve(schema);
    if (s.example !== undefined) return s.example;
    if (s.default !== undefined) return s.default;
    if ('const' in s) return s.const;
    if (Array.isArray(s.enum) && s.enum.length) return s.enum[0];
    const variants = s.anyOf as SchemaLike[] | undefined;
    if (variants) return this.example(variants.find((v) => v.type !== 'null') ?? variants[0], depth + 1);
    const type = Array.isArray(s.type) ? (s.type as string[]).find((t) => t !== 'null') : (s.type as string | undefined);
    if (s.properties || type === 'object') {
      const properties = (s.properties ?? {}) as Record<string, SchemaLike>;
      const required = new Set((s.required as string[] | undefined) ?? []);
      const keys = Object.keys(properties).filter((k) => required.has(k) || depth === 0);
      return Object.fromEntries(keys.map((k) => [k, this.example(properties[k], depth + 1)]));
    }
    if (type === 'array') return [this.example(s.items as SchemaLike, depth + 1)];
    if (type === 'integer') return typeof s.minimum === 'number' ? s.minimum : 1;
    if (type === 'number') return 0;
    if (type === 'boolean') return true;
    if (type === 'string') return s.format === 'date-time' ? '2025-01-31T08:00:00.000Z' : s.format === 'binary' ? '(binary)' : 'string';
    return null;
  }

  private content(content: Record<string, { schema?: SchemaLike }> | undefined, withExample: boolean): string {
    if (!content) return '';
    return Object.entries(content)
      .map(([type, media]) => {
        const example =
          withExample && type === 'application/json' && media.schema
            ? `<details><summary>Contoh</summary><pre>${escapeHtml(JSON.stringify(this.example(media.schema), null, 2))}</pre></details>`
            : '';
        return `<div class="media"><span class="ctype">${escapeHtml(type)}</span> ${this.typeLabel(media.schema)}${this.schemaTable(media.schema)}${example}</div>`;
      })
      .join('');
  }

  operation(path: string, method: string, op: Json): string {
    const id = anchor('op', method, path);
    const access = op['x-access'] as string | undefined;
    const permissions = (op['x-permissions'] as string[] | undefined) ?? [];
    const accessBadge =
      access === 'public'
        ? '<span class="badge public">Publik</span>'
        : access === 'authenticated'
          ? '<span class="badge auth">Login</span>'
          : `<span class="badge auth">${access === 'any' ? 'Salah satu' : 'Izin'}</span>${permissions.map((p) => `<code class="perm">${escapeHtml(p)}</code>`).join('')}`;
    const params = (op.parameters as Json[] | undefined) ?? [];
    const paramTable = params.length
      ? `<h4>Parameter</h4><table class="props"><thead><tr><th>Nama</th><th>Lokasi</th><th>Tipe</th><th>Keterangan</th></tr></thead><tbody>${params
          .map(
            (p) =>
              `<tr><td><code>${escapeHtml(p.name)}</code>${p.required ? '<span class="req" title="wajib">*</span>' : ''}</td><td>${escapeHtml(p.in)}</td><td class="type">${this.typeLabel(p.schema as SchemaLike)}</td><td>${prose(p.description)}${this.notes((p.schema as SchemaLike) ?? {})}</td></tr>`,
          )
          .join('')}</tbody></table>`
      : '';
    const body = op.requestBody as { content?: Record<string, { schema?: SchemaLike }> } | undefined;
    const bodyHtml = body ? `<h4>Body permintaan</h4>${this.content(body.content, true)}` : '';
    const responses = Object.entries((op.responses as Record<string, Json>) ?? {})
      .map(([status, response]) => {
        const tone = status.startsWith('2') ? 'ok' : status.startsWith('4') ? 'warn' : 'err';
        const inner = this.content(response.content as Record<string, { schema?: SchemaLike }> | undefined, false);
        const isError = !status.startsWith('2');
        const detail = isError ? '' : inner;
        return `<div class="response"><span class="status ${tone}">${escapeHtml(status)}</span> ${inline(response.description)}${detail}</div>`;
      })
      .join('');
    return `<section class="op" id="${id}" data-search="${escapeHtml(`${method} ${path} ${op.summary ?? ''} ${permissions.join(' ')}`.toLowerCase())}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code class="path">${escapeHtml(path)}</code></h3>
<div class="summary">${escapeHtml(op.summary)}</div>
<div class="access">${accessBadge}</div>
${prose(op.description)}
${paramTable}${bodyHtml}
<h4>Respons</h4>${responses}
<p class="muted">Semua error memakai bentuk <a class="ref" href="#schema-error">Error</a> <code>{ message, code, errors? }</code>.</p>
</section>`;
  }

  render(): string {
    const doc = this.doc;
    const byTag = new Map<string, { path: string; method: string; op: Json }[]>();
    for (const tag of doc.tags ?? []) byTag.set(tag.name, []);
    for (const [path, item] of Object.entries(doc.paths ?? {})) {
      for (const method of METHODS) {
        const op = item[method] as Json | undefined;
        if (!op) continue;
        const tag = ((op.tags as string[] | undefined) ?? ['Lainnya'])[0]!;
        if (!byTag.has(tag)) byTag.set(tag, []);
        byTag.get(tag)!.push({ path, method, op });
      }
    }
    const tagDescriptions = new Map((doc.tags ?? []).map((t) => [t.name, t.description]));
    const nav = [...byTag.entries()]
      .filter(([, ops]) => ops.length)
      .map(
        ([tag, ops]) =>
          `<div class="navgroup"><a class="navtag" href="#tag-${anchor(tag)}">${escapeHtml(tag)}</a>${ops
            .map(
              ({ path, method, op }) =>
                `<a class="navop" data-search="${escapeHtml(`${method} ${path} ${op.summary ?? ''}`.toLowerCase())}" href="#${anchor('op', method, path)}"><span class="method small ${method}">${method.toUpperCase()}</span>${escapeHtml(path)}</a>`,
            )
            .join('')}</div>`,
      )
      .join('');
    const sections = [...byTag.entries()]
      .filter(([, ops]) => ops.length)
      .map(
        ([tag, ops]) =>
          `<h2 id="tag-${anchor(tag)}">${escapeHtml(tag)}</h2>${prose(tagDescriptions.get(tag))}${ops.map(({ path, method, op }) => this.operation(path, method, op)).join('')}`,
      )
      .join('');
    const schemas = Object.entries(doc.components?.schemas ?? {})
      .map(([name, schema]) => `<section class="schema" id="schema-${anchor(name)}"><h3>${escapeHtml(name)}</h3>${this.schemaTable(schema)}</section>`)
      .join('');
    const server = doc.servers?.[0]?.url ?? '';
    return `<!doctype html>
<html lang="id">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.info.title)} — Referensi API</title>
<style>${STYLES}</style>
</head>
<body>
<aside>
<div class="brand">${escapeHtml(doc.info.title)}<span class="version">v${escapeHtml(doc.info.version)}</span></div>
<label class="sr" for="filter">Cari endpoint</label>
<input id="filter" type="search" placeholder="Cari endpoint atau izin…" autocomplete="off">
<nav>${nav}<div class="navgroup"><a class="navtag" href="#schemas">Skema</a></div></nav>
</aside>
<main>
<header>
<h1>${escapeHtml(doc.info.title)}</h1>
${prose(doc.info.description)}
<p>Base URL: <code>${escapeHtml(server)}</code> · Dokumen OpenAPI 3.1: <a href="${escapeHtml(server)}/openapi.json"><code>${escapeHtml(server)}/openapi.json</code></a></p>
</header>
${sections}
<h2 id="schemas">Skema</h2>
${schemas}
</main>
<script>${SCRIPT}</script>
</body>
</html>`;
  }
}

export function renderApiReference(doc: unknown): string {
  return new Renderer(doc as Doc).render();
}

const STYLES = `
:root{--bg:#fff;--fg:#1f2937;--muted:#6b7280;--line:#e5e7eb;--soft:#f9fafb;--accent:#c2410c}
*{box-sizing:border-box}
body{margin:0;font:15px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--fg);background:var(--bg);display:flex}
aside{position:sticky;top:0;height:100vh;overflow:auto;width:300px;flex:none;border-right:1px solid var(--line);background:var(--soft);padding:16px}
main{flex:1;min-width:0;max-width:1100px;padding:24px 40px 80px}
.brand{font-weight:700;font-size:16px;margin-bottom:12px}.version{font-weight:400;color:var(--muted);margin-left:8px;font-size:13px}
#filter{width:100%;padding:8px 10px;border:1px solid var(--line);border-radius:6px;font:inherit;margin-bottom:12px}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
.navgroup{margin-bottom:12px}.navtag{display:block;font-weight:600;color:var(--fg);text-decoration:none;margin:6px 0}
.navop{display:flex;gap:6px;align-items:center;font:12px/1.4 ui-monospace,SFMono-Regular,Menlo,monospace;color:var(--fg);text-decoration:none;padding:3px 4px;border-radius:4px;word-break:break-all}
.navop:hover{background:#fff}
h1{margin:0 0 8px;font-size:28px}h2{margin:48px 0 8px;padding-top:8px;border-top:2px solid var(--line);font-size:22px}
h3{margin:0 0 4px;font-size:17px;display:flex;gap:10px;align-items:center;flex-wrap:wrap}h4{margin:16px 0 6px;font-size:14px;text-transform:uppercase;letter-spacing:.04em;color:var(--muted)}
code{font:13px ui-monospace,SFMono-Regular,Menlo,monospace;background:#f3f4f6;padding:1px 5px;border-radius:4px}
pre{background:#111827;color:#e5e7eb;padding:12px;border-radius:6px;overflow:auto;font:12px/1.5 ui-monospace,monospace}
.op,.schema{border:1px solid var(--line);border-radius:10px;padding:16px 20px;margin:16px 0;background:#fff;scroll-margin-top:12px}
.summary{font-weight:600;margin:4px 0}.path{font-size:15px;background:none;padding:0}
.method{display:inline-block;min-width:64px;text-align:center;font:700 12px/1 ui-monospace,monospace;color:#fff;padding:6px 8px;border-radius:5px}
.method.small{min-width:48px;font-size:10px;padding:3px 4px}
.method.get{background:#2563eb}.method.post{background:#16a34a}.method.patch{background:#d97706}.method.put{background:#7c3aed}.method.delete{background:#dc2626}
.access{margin:6px 0;display:flex;gap:6px;flex-wrap:wrap;align-items:center}
.badge{font-size:12px;font-weight:600;padding:2px 8px;border-radius:999px}.badge.public{background:#dcfce7;color:#166534}.badge.auth{background:#fef3c7;color:#92400e}
.perm{background:#fff7ed;color:var(--accent);border:1px solid #fed7aa}
table.props{width:100%;border-collapse:collapse;margin:6px 0;font-size:14px}
table.props th{text-align:left;font-size:12px;color:var(--muted);font-weight:600;border-bottom:1px solid var(--line);padding:6px 8px}
table.props td{vertical-align:top;border-bottom:1px solid var(--line);padding:6px 8px}
table.props td p{margin:0}table.props table.props{margin-top:6px;background:var(--soft)}
td.type{font:13px ui-monospace,monospace;white-space:nowrap}
.req{color:#dc2626;margin-left:2px}.muted{color:var(--muted);font-size:13px}
.media{margin:6px 0}.ctype{font:12px ui-monospace,monospace;background:#eef2ff;color:#3730a3;padding:2px 6px;border-radius:4px}
.response{margin:6px 0}.status{display:inline-block;min-width:40px;font:700 12px ui-monospace,monospace;padding:2px 6px;border-radius:4px;text-align:center}
.status.ok{background:#dcfce7;color:#166534}.status.warn{background:#fef3c7;color:#92400e}.status.err{background:#fee2e2;color:#991b1b}
a.ref{color:var(--accent)}details{margin:6px 0}summary{cursor:pointer;color:var(--muted);font-size:13px}
.hidden{display:none!important}
@media (max-width:900px){body{display:block}aside{position:static;width:auto;height:auto}main{padding:16px}}
`;

const SCRIPT = `
(function(){var input=document.getElementById('filter');if(!input)return;
input.addEventListener('input',function(){var q=input.value.trim().toLowerCase();
document.querySelectorAll('[data-search]').forEach(function(el){el.classList.toggle('hidden',q!==''&&el.getAttribute('data-search').indexOf(q)===-1);});});})();
`;
