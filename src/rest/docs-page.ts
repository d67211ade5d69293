// Renders the OpenAPI document as one self-contained HTML page (served at /docs): no external script,
// font, stylesheet or CDN, so it works offline. Everything comes from the document itself: the intro
// (markdown), operations grouped by tag with parameters, request and response field tables ($refs
// expanded into nested rows), error codes, examples and a curl line, the webhook events and the schemas.

type Obj = Record<string, unknown>;

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const MAX_DEPTH = 10;

// ---------------------------------------------------------------------------------------------------
// Narrowing helpers

function isObj(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function obj(o: unknown, key: string): Obj | undefined {
  if (!isObj(o)) return undefined;
  const v = o[key];
  return isObj(v) ? v : undefined;
}

function str(o: unknown, key: string): string | undefined {
  if (!isObj(o)) return undefined;
  const v = o[key];
  return typeof v === 'string' ? v : undefined;
}

function arr(o: unknown, key: string): unknown[] | undefined {
  if (!isObj(o)) return undefined;
  const v = o[key];
  return Array.isArray(v) ? v : undefined;
}

function bool(o: unknown, key: string): boolean {
  return isObj(o) && o[key] === true;
}

function has(o: unknown, key: string): boolean {
  return isObj(o) && Object.prototype.hasOwnProperty.call(o, key);
}

// ---------------------------------------------------------------------------------------------------
// HTML and markdown

export function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

function slug(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function safeHref(url: string): string | null {
  const u = url.trim();
  if (/^(https?:|mailto:|#|\/)/i.test(u)) return u;
  return null;
}

/** Inline markdown: `code`, **bold**, [links](url). Everything else is escaped text. */
export function renderInline(text: string): string {
  const parts = text.split(/(`[^`]*`)/g);
  return parts
    .map((part) => {
      if (part.length >= 2 && part.startsWith('`') && part.endsWith('`')) {
        return `<code>${escapeHtml(part.slice(1, -1))}</code>`;
      }
      let out = escapeHtml(part);
      out = out.replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
      out = out.replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_m: string, label: string, href: string) => {
        // href was escaped with the rest; unescape &amp; for the check, re-escape for the attribute.
        const raw = href.replace(/&amp;/g, '&');
        const ok = safeHref(raw);
        return ok ? `<a href="${escapeHtml(ok)}">${label}</a>` : label;
      });
      return out;
    })
    .join('');
}

function splitRow(line: string): string[] {
  let s = line.trim();
  if (s.startsWith('|')) s = s.slice(1);
  if (s.endsWith('|')) s = s.slice(0, -1);
  // Split on pipes that are not inside a code span.
  const cells: string[] = [];
  let cur = '';
  let inCode = false;
  for (const ch of s) {
    if (ch === '`') inCode = !inCode;
    if (ch === '|' && !inCode) {
      cells.push(cur.trim());
      cur = '';
    } else cur += ch;
  }
  cells.push(cur.trim());
  return cells;
}

export interface Heading {
  level: number;
  text: string;
  id: string;
}

/**
 * Block markdown, deliberately small: headings, paragraphs, bullet and numbered lists, fenced code,
 * pipe tables. `headingShift` moves heading levels down (the page already has its h1/h2);
 * `idPrefix` gives headings ids (collected in `headings` for a table of contents).
 */
export function renderMarkdown(src: string, opts: { headingShift?: number; idPrefix?: string; headings?: Heading[] } = {}): string {
  const lines = src.replace(/\r\n?/g, '\n').split('\n');
  const out: string[] = [];
  let para: string[] = [];
  const flush = (): void => {
    if (para.length > 0) out.push(`<p>${renderInline(para.join(' '))}</p>`);
    para = [];
  };
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] ?? '';
    const fence = /^\s*```(\S*)\s*$/.exec(line);
    if (fence) {
      flush();
      const lang = fence[1] ?? '';
      const code: string[] = [];
      i++;
      while (i < lines.length && !/^\s*```\s*$/.test(lines[i] ?? '')) {
        code.push(lines[i] ?? '');
        i++;
      }
      i++; // the closing fence
      const cls = lang ? ` class="language-${escapeHtml(lang)}"` : '';
      out.push(`<pre><code${cls}>${escapeHtml(code.join('\n'))}</code></pre>`);
      continue;
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      const level = Math.min(6, (heading[1] ?? '#').length + (opts.headingShift ?? 0));
      const text = (heading[2] ?? '').trim();
      const id = opts.idPrefix !== undefined ? `${opts.idPrefix}${slug(text)}` : undefined;
      if (id && opts.headings) opts.headings.push({ level, text, id });
      out.push(`<h${level}${id ? ` id="${escapeHtml(id)}"` : ''}>${renderInline(text)}</h${level}>`);
      i++;
      continue;
    }
    const next = lines[i + 1] ?? '';
    if (line.trim().startsWith('|') && /^\s*\|?\s*:?-{2,}/.test(next)) {
      flush();
      const head = splitRow(line);
      i += 2;
      const body: string[][] = [];
      while (i < lines.length && (lines[i] ?? '').trim().startsWith('|')) {
        body.push(splitRow(lines[i] ?? ''));
        i++;
      }
      out.push(
        `<div class="table-wrap"><table class="md"><thead><tr>${head.map((c) => `<th>${renderInline(c)}</th>`).join('')}</tr></thead>` +
          `<tbody>${body.map((r) => `<tr>${r.map((c) => `<td>${renderInline(c)}</td>`).join('')}</tr>`).join('')}</tbody></table></div>`,
      );
      continue;
    }
    const bullet = /^(\s*)([-*]|\d+\.)\s+(.*)$/.exec(line);
    if (bullet) {
      flush();
      const ordered = /\d/.test(bullet[2] ?? '');
      const items: string[] = [];
      let current: string[] = [];
      while (i < lines.length) {
        const l = lines[i] ?? '';
        const m = /^(\s*)([-*]|\d+\.)\s+(.*)$/.exec(l);
        if (m && (/\d/.test(m[2] ?? '') === ordered)) {
          if (current.length > 0) items.push(current.join(' '));
          current = [m[3] ?? ''];
          i++;
        } else if (l.trim() !== '' && /^\s+/.test(l) && current.length > 0) {
          current.push(l.trim());
          i++;
        } else break;
      }
      if (current.length > 0) items.push(current.join(' '));
      const tag = ordered ? 'ol' : 'ul';
      out.push(`<${tag}>${items.map((it) => `<li>${renderInline(it)}</li>`).join('')}</${tag}>`);
      continue;
    }
    if (line.trim() === '') {
      flush();
      i++;
      continue;
    }
    para.push(line.trim());
    i++;
  }
  flush();
  return out.join('\n');
}

// ---------------------------------------------------------------------------------------------------
// $ref resolution

class Resolver {
  constructor(private readonly doc: Obj) {}

  /** Follow a local JSON pointer (`#/components/schemas/Job`). */
  pointer(ref: string): unknown {
    if (!ref.startsWith('#/')) return undefined;
    let cur: unknown = this.doc;
    for (const raw of ref.slice(2).split('/')) {
      const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
      if (Array.isArray(cur)) cur = cur[Number(key)];
      else if (isObj(cur)) cur = cur[key];
      else return undefined;
    }
    return cur;
  }

  /** Resolve a Reference Object (chains too); sibling `summary`/`description` override the target's (OpenAPI 3.1). */
  deref(v: unknown): Obj | undefined {
    let cur: unknown = v;
    const overrides: Obj = {};
    for (let hops = 0; hops < 20 && isObj(cur) && typeof cur['$ref'] === 'string'; hops++) {
      for (const k of ['summary', 'description']) if (overrides[k] === undefined && typeof cur[k] === 'string') overrides[k] = cur[k];
      cur = this.pointer(cur['$ref']);
    }
    if (!isObj(cur)) return undefined;
    return Object.keys(overrides).length > 0 ? { ...cur, ...overrides } : cur;
  }

  /** The component name of a `$ref` (`Job` for `#/components/schemas/Job`). */
  static refName(v: unknown): string | undefined {
    const ref = str(v, '$ref');
    if (!ref) return undefined;
    return ref.split('/').pop();
  }
}

// ---------------------------------------------------------------------------------------------------
// Schemas → field tables

interface Row {
  path: string;
  type: string;
  required: boolean;
  description: string;
}

function typeLabel(r: Resolver, schema: unknown, depth = 0): string {
  if (depth > MAX_DEPTH) return 'object';
  const name = Resolver.refName(schema);
  const s = r.deref(schema);
  if (!s) return 'any';
  let base: string;
  const t = s['type'];
  const variants = arr(s, 'oneOf') ?? arr(s, 'anyOf');
  if (variants) {
    base = variants.map((v) => typeLabel(r, v, depth + 1)).join(' | ');
  } else if (Array.isArray(t)) {
    base = t
      .filter((x): x is string => typeof x === 'string')
      .map((x) => (x === 'array' ? `array of ${typeLabel(r, s['items'], depth + 1)}` : x))
      .join(' | ');
  } else if (t === 'array') {
    base = `array of ${typeLabel(r, s['items'], depth + 1)}`;
  } else if (typeof t === 'string') {
    base = t;
  } else if (obj(s, 'properties') || has(s, 'allOf')) {
    base = 'object';
  } else if (has(s, 'enum')) {
    base = 'enum';
  } else {
    base = 'any';
  }
  const format = str(s, 'format');
  if (format) base += ` (${format})`;
  const isObject = base === 'object' || base.startsWith('object |') || base.endsWith('| object');
  if (name && isObject) return `${base} · ${name}`;
  return base;
}

/** Escaped type label with the component name (`object · Job`) linked to its entry under Schemas. */
function typeHtml(label: string): string {
  return escapeHtml(label).replace(/· ([A-Za-z0-9_.-]+)/g, (_m: string, name: string) => `· <a href="#schema-${slug(name)}">${name}</a>`);
}

function literal(v: unknown): string {
  return `<code>${escapeHtml(v === null ? 'null' : JSON.stringify(v))}</code>`;
}

function constraints(s: Obj): string {
  const bits: string[] = [];
  const en = arr(s, 'enum');
  if (en) bits.push(`One of: ${en.map(literal).join(', ')}.`);
  if (has(s, 'const')) bits.push(`Always ${literal(s['const'])}.`);
  if (has(s, 'default')) bits.push(`Default: ${literal(s['default'])}.`);
  const range: string[] = [];
  for (const [k, label] of [
    ['minimum', 'min'],
    ['maximum', 'max'],
    ['minLength', 'min length'],
    ['maxLength', 'max length'],
    ['minItems', 'min items'],
    ['maxItems', 'max items'],
  ] as const) {
    const v = s[k];
    if (typeof v === 'number') range.push(`${label} ${v}`);
  }
  if (range.length > 0) bits.push(`${range.join(', ').replace(/^./, (c) => c.toUpperCase())}.`);
  const pattern = str(s, 'pattern');
  if (pattern) bits.push(`Pattern: ${literal(pattern)}.`);
  const examples = arr(s, 'examples');
  if (examples && examples.length > 0) bits.push(`Example: ${examples.slice(0, 3).map(literal).join(', ')}.`);
  else if (has(s, 'example')) bits.push(`Example: ${literal(s['example'])}.`);
  return bits.length > 0 ? `<div class="constraints">${bits.join(' ')}</div>` : '';
}

/** Properties of an object schema, merging `allOf` parts. */
function propertiesOf(r: Resolver, s: Obj, depth = 0): { props: Array<[string, unknown]>; required: Set<string> } {
  const props: Array<[string, unknown]> = [];
  const required = new Set<string>();
  const p = obj(s, 'properties');
  if (p) for (const [k, v] of Object.entries(p)) props.push([k, v]);
  for (const req of arr(s, 'required') ?? []) if (typeof req === 'string') required.add(req);
  if (depth < MAX_DEPTH) {
    for (const part of arr(s, 'allOf') ?? []) {
      const ps = r.deref(part);
      if (!ps) continue;
      const sub = propertiesOf(r, ps, depth + 1);
      props.push(...sub.props);
      for (const q of sub.required) required.add(q);
    }
  }
  return { props, required };
}

/** The object schema to descend into for nested rows (an object, or the items of an array), if any. */
function nestedTarget(r: Resolver, s: Obj): { schema: Obj; suffix: string; ref: string | undefined } | undefined {
  const isArray = s['type'] === 'array' || (Array.isArray(s['type']) && s['type'].includes('array'));
  if (isArray) {
    const items = s['items'];
    const it = r.deref(items);
    if (it && propertiesOf(r, it).props.length > 0) return { schema: it, suffix: '[].', ref: str(items, '$ref') };
    return undefined;
  }
  if (propertiesOf(r, s).props.length > 0) return { schema: s, suffix: '.', ref: undefined };
  return undefined;
}

/**
 * Rows of an object's properties, descending into nested objects and arrays of objects. With
 * `shallowRefs`, properties that reference another component are not expanded (their type links to it).
 */
function collectRows(r: Resolver, schema: Obj, prefix: string, depth: number, stack: string[], rows: Row[], shallowRefs: boolean): void {
  const { props, required } = propertiesOf(r, schema);
  for (const [name, raw] of props) {
    const s = r.deref(raw);
    if (!s) continue;
    const path = `${prefix}${name}`;
    // A property's own description wins over the description of the schema it references.
    const ownDesc = isObj(raw) && typeof raw['description'] === 'string' ? raw['description'] : str(s, 'description');
    rows.push({
      path,
      type: typeLabel(r, raw),
      required: required.has(name),
      description: (ownDesc ? renderMarkdown(ownDesc) : '') + constraints(s),
    });
    const ref = str(raw, '$ref');
    const nested = nestedTarget(r, s);
    if (!nested || depth >= MAX_DEPTH) continue;
    const key = nested.ref ?? ref;
    if (key && (shallowRefs || stack.includes(key))) continue; // a linked component, or a recursive schema
    collectRows(r, nested.schema, `${path}${nested.suffix}`, depth + 1, key ? [...stack, key] : stack, rows, shallowRefs);
  }
}

function schemaTable(r: Resolver, schema: unknown, shallowRefs = false): string {
  const s = r.deref(schema);
  if (!s) return '';
  const rows: Row[] = [];
  const top = nestedTarget(r, s);
  if (top) {
    const ref = str(schema, '$ref');
    collectRows(r, top.schema, top.suffix === '[].' ? '[].' : '', 0, ref ? [ref] : [], rows, shallowRefs);
  }
  const head = `<div class="schema-type">${typeHtml(typeLabel(r, schema))}${
    bool(s, 'additionalProperties') ? ' <span class="muted">· unknown fields ignored</span>' : ''
  }</div>`;
  if (rows.length === 0) return head + constraints(s);
  const body = rows
    .map((row) => {
      // Nesting is shown by indentation; the full path (`a[].b.c`) is in the tooltip.
      const depth = (row.path.match(/\./g) ?? []).length;
      const last = row.path.split('.').pop() ?? row.path;
      const marker = depth > 0 ? '<span class="parent">└ </span>' : '';
      return (
        `<tr class="depth-${Math.min(depth, 6)}"><td class="field" title="${escapeHtml(row.path)}">${marker}<code>${escapeHtml(last)}</code>` +
        `${row.required ? ' <span class="req">required</span>' : ''}</td>` +
        `<td class="type"><code>${typeHtml(row.type)}</code></td><td class="desc">${row.description}</td></tr>`
      );
    })
    .join('');
  return `${head}<div class="table-wrap"><table class="fields"><thead><tr><th>Field</th><th>Type</th><th>Description</th></tr></thead><tbody>${body}</tbody></table></div>`;
}

// ---------------------------------------------------------------------------------------------------
// Operations

interface Operation {
  method: string;
  path: string;
  op: Obj;
  pathItem: Obj;
  id: string;
}

function serverUrl(doc: Obj): string {
  const server = arr(doc, 'servers')?.[0];
  let url = str(server, 'url') ?? '';
  const vars = obj(server, 'variables') ?? {};
  url = url.replace(/\{([^}]+)\}/g, (_m: string, name: string) => str(vars[name], 'default') ?? `{${name}}`);
  return url.replace(/\/$/, '');
}

function jsonBlock(value: unknown): string {
  return `<pre class="json"><code>${escapeHtml(JSON.stringify(value, null, 2))}</code></pre>`;
}

/** Examples of a media type: `example`, or the `examples` map (values may be $refs). */
function mediaExamples(r: Resolver, media: Obj, schema: unknown): Array<{ title: string; value: unknown }> {
  const out: Array<{ title: string; value: unknown }> = [];
  if (has(media, 'example')) out.push({ title: '', value: media['example'] });
  const exs = obj(media, 'examples');
  if (exs) {
    for (const [name, raw] of Object.entries(exs)) {
      const ex = r.deref(raw);
      if (ex && has(ex, 'value')) out.push({ title: str(ex, 'summary') ?? name, value: ex['value'] });
    }
  }
  if (out.length === 0) {
    const s = r.deref(schema);
    if (s && has(s, 'example')) out.push({ title: '', value: s['example'] });
  }
  return out;
}

function examplesHtml(examples: Array<{ title: string; value: unknown }>): string {
  return examples
    .map((e) => `<div class="example">${e.title ? `<div class="example-title">Example: ${escapeHtml(e.title)}</div>` : '<div class="example-title">Example</div>'}${jsonBlock(e.value)}</div>`)
    .join('');
}

function parametersOf(r: Resolver, o: Operation): Obj[] {
  const byKey = new Map<string, Obj>();
  for (const raw of [...(arr(o.pathItem, 'parameters') ?? []), ...(arr(o.op, 'parameters') ?? [])]) {
    const p = r.deref(raw);
    const name = str(p, 'name');
    const where = str(p, 'in');
    if (p && name && where) byKey.set(`${where}:${name}`, p);
  }
  return [...byKey.values()];
}

function parametersHtml(r: Resolver, params: Obj[]): string {
  if (params.length === 0) return '';
  const rows = params
    .map((p) => {
      const schema = p['schema'];
      const s = r.deref(schema) ?? {};
      const desc = str(p, 'description');
      const ex = has(p, 'example') ? `<div class="constraints">Example: ${literal(p['example'])}.</div>` : '';
      return (
        `<tr><td class="field"><code>${escapeHtml(str(p, 'name') ?? '')}</code>${bool(p, 'required') ? ' <span class="req">required</span>' : ''}</td>` +
        `<td>${escapeHtml(str(p, 'in') ?? '')}</td><td class="type"><code>${typeHtml(typeLabel(r, schema))}</code></td>` +
        `<td class="desc">${desc ? renderMarkdown(desc) : ''}${constraints(s)}${ex}</td></tr>`
      );
    })
    .join('');
  return `<h4>Parameters</h4><div class="table-wrap"><table class="fields"><thead><tr><th>Name</th><th>In</th><th>Type</th><th>Description</th></tr></thead><tbody>${rows}</tbody></table></div>`;
}

function requestBodyHtml(r: Resolver, o: Operation): string {
  const body = r.deref(o.op['requestBody']);
  if (!body) return '';
  const content = obj(body, 'content') ?? {};
  const parts: string[] = [`<h4>Request body${bool(body, 'required') ? ' <span class="req">required</span>' : ''}</h4>`];
  const desc = str(body, 'description');
  if (desc) parts.push(renderMarkdown(desc));
  for (const [type, mediaRaw] of Object.entries(content)) {
    const media = isObj(mediaRaw) ? mediaRaw : {};
    parts.push(`<div class="media-type"><code>${escapeHtml(type)}</code></div>`);
    parts.push(schemaTable(r, media['schema']));
    parts.push(examplesHtml(mediaExamples(r, media, media['schema'])));
  }
  return parts.join('\n');
}

function statusClass(status: string): string {
  if (status.startsWith('2')) return 's2';
  if (status.startsWith('3')) return 's3';
  if (status.startsWith('4')) return 's4';
  if (status.startsWith('5') || status === 'default') return 's5';
  return 's0';
}

function errorCodes(r: Resolver, media: Obj): string[] {
  const codes = new Set<string>();
  for (const e of mediaExamples(r, media, media['schema'])) {
    const code = str(obj(e.value, 'error'), 'code');
    if (code) codes.add(code);
  }
  return [...codes];
}

function responsesHtml(r: Resolver, o: Operation): string {
  const responses = obj(o.op, 'responses');
  if (!responses) return '';
  const items = Object.entries(responses).map(([status, raw]) => {
    const resp = r.deref(raw) ?? {};
    const desc = str(resp, 'description') ?? '';
    const content = obj(resp, 'content') ?? {};
    const inner: string[] = [];
    for (const [type, mediaRaw] of Object.entries(content)) {
      const media = isObj(mediaRaw) ? mediaRaw : {};
      const isErr = !status.startsWith('2');
      inner.push(`<div class="media-type"><code>${escapeHtml(type)}</code></div>`);
      // Error bodies share one schema, documented once under Schemas: link it instead of repeating it.
      inner.push(isErr ? `<div class="schema-type">${typeHtml(typeLabel(r, media['schema']))}</div>` : schemaTable(r, media['schema']));
      inner.push(examplesHtml(mediaExamples(r, media, media['schema'])));
    }
    const isError = !status.startsWith('2');
    const codes = isError ? Object.values(content).flatMap((m) => (isObj(m) ? errorCodes(r, m) : [])) : [];
    const codesHint = codes.length > 0 && !/`[a-z_]+`/.test(desc) ? `<div class="constraints">Codes: ${codes.map((c) => `<code>${escapeHtml(c)}</code>`).join(', ')}</div>` : '';
    const summary = `<summary><span class="status ${statusClass(status)}">${escapeHtml(status)}</span> <span class="resp-desc">${renderInline(desc.split('\n')[0] ?? '')}</span></summary>`;
    const rest = desc.includes('\n') ? renderMarkdown(desc) : '';
    return `<details class="response"${isError ? '' : ' open'}>${summary}<div class="response-body">${rest}${codesHint}${inner.join('\n')}</div></details>`;
  });
  return `<h4>Responses</h4>${items.join('\n')}`;
}

function shellQuote(s: string): string {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}

function curlHtml(r: Resolver, doc: Obj, o: Operation): string {
  const params = parametersOf(r, o);
  let path = o.path;
  const query: string[] = [];
  const headers: string[] = [];
  for (const p of params) {
    const name = str(p, 'name') ?? '';
    const where = str(p, 'in');
    const ex = has(p, 'example') ? p['example'] : obj(p, 'schema')?.['default'];
    if (where === 'path') path = path.replace(`{${name}}`, encodeURIComponent(String(ex ?? `<${name}>`)));
    else if (where === 'query' && ex !== undefined && ex !== null) query.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(ex))}`);
    else if (where === 'header' && ex !== undefined && ex !== null) headers.push(`${name}: ${String(ex)}`);
  }
  const url = `${serverUrl(doc)}${path}${query.length > 0 ? `?${query.join('&')}` : ''}`;
  // Double quotes so that the shell expands $TP_API_KEY.
  const lines = [`curl -X ${o.method.toUpperCase()} ${shellQuote(url)}`, '  -H "X-API-Key: $TP_API_KEY"'];
  for (const h of headers) lines.push(`  -H ${shellQuote(h)}`);
  const body = r.deref(o.op['requestBody']);
  const media = obj(obj(body, 'content'), 'application/json');
  if (media) {
    lines.push(`  -H 'Content-Type: application/json'`);
    const ex = mediaExamples(r, media, media['schema'])[0];
    if (ex) lines.push(`  -d ${shellQuote(JSON.stringify(ex.value))}`);
  }
  return `<h4>Example request</h4><pre class="curl"><code>${escapeHtml(lines.join(' \\\n'))}</code></pre>`;
}

function authLabel(doc: Obj, o: Operation): string {
  const sec = arr(o.op, 'security') ?? arr(doc, 'security') ?? [];
  if (sec.length === 0 || sec.every((s) => isObj(s) && Object.keys(s).length === 0)) return '<span class="auth none">no API key</span>';
  const names = sec.flatMap((s) => (isObj(s) ? Object.keys(s) : []));
  const schemes = obj(obj(doc, 'components'), 'securitySchemes') ?? {};
  const labels = names.map((n) => str(schemes[n], 'name') ?? n);
  return `<span class="auth">${labels.map((l) => escapeHtml(l)).join(', ')}</span>`;
}

function operationHtml(r: Resolver, doc: Obj, o: Operation, webhook: boolean): string {
  const summary = str(o.op, 'summary') ?? '';
  const description = str(o.op, 'description');
  const opId = str(o.op, 'operationId');
  return `<section class="operation" id="${escapeHtml(o.id)}">
<h3><span class="method m-${escapeHtml(o.method)}">${escapeHtml(o.method.toUpperCase())}</span> <span class="path">${escapeHtml(webhook ? `{callback_url}  (${o.path})` : o.path)}</span></h3>
<div class="op-meta"><strong>${renderInline(summary)}</strong>${opId ? ` <span class="opid">operationId <code>${escapeHtml(opId)}</code></span>` : ''} ${authLabel(doc, o)}</div>
${description ? renderMarkdown(description) : ''}
${parametersHtml(r, parametersOf(r, o))}
${requestBodyHtml(r, o)}
${responsesHtml(r, o)}
${webhook ? '' : curlHtml(r, doc, o)}
</section>`;
}

function operationsOf(pathsObj: Obj | undefined, idPrefix: string): Operation[] {
  const ops: Operation[] = [];
  for (const [path, itemRaw] of Object.entries(pathsObj ?? {})) {
    if (!isObj(itemRaw)) continue;
    for (const method of METHODS) {
      const op = obj(itemRaw, method);
      if (!op) continue;
      const id = `${idPrefix}${slug(str(op, 'operationId') ?? `${method}-${path}`)}`;
      ops.push({ method, path, op, pathItem: itemRaw, id });
    }
  }
  return ops;
}

// ---------------------------------------------------------------------------------------------------
// Page

const CSS = `
:root{--fg:#1d2330;--muted:#5d6778;--bg:#fff;--side:#f6f7f9;--line:#e3e6eb;--accent:#2f5bd3;--code:#f2f4f7;--pre:#101622;--pre-fg:#e6e9ef}
*{box-sizing:border-box}
html{scroll-behavior:smooth}
body{margin:0;font:15px/1.55 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:var(--fg);background:var(--bg)}
a{color:var(--accent);text-decoration:none}a:hover{text-decoration:underline}
code{font:13px/1.45 ui-monospace,SFMono-Regular,Menlo,Consolas,"Liberation Mono",monospace;background:var(--code);padding:1px 4px;border-radius:4px}
pre{background:var(--pre);color:var(--pre-fg);padding:12px 14px;border-radius:8px;overflow:auto;max-height:520px}
pre code{background:none;padding:0;color:inherit}
.layout{display:flex;min-height:100vh}
nav.toc{position:sticky;top:0;align-self:flex-start;width:300px;flex:0 0 300px;height:100vh;overflow:auto;background:var(--side);border-right:1px solid var(--line);padding:18px 14px;font-size:14px}
nav.toc h2{font-size:12px;text-transform:uppercase;letter-spacing:.06em;color:var(--muted);margin:18px 0 6px}
nav.toc ul{list-style:none;margin:0;padding:0}
nav.toc li{margin:2px 0}
nav.toc a{display:flex;gap:6px;align-items:baseline;color:var(--fg);padding:2px 4px;border-radius:4px}
nav.toc a:hover{background:#e9ecf1;text-decoration:none}
nav.toc .title{font-weight:700;font-size:16px}
main{flex:1;min-width:0;max-width:1100px;padding:28px 40px 80px}
h1{margin:0 0 4px;font-size:30px}
h2.tag{margin-top:56px;padding-top:12px;border-top:2px solid var(--line);font-size:24px}
.intro h2{font-size:21px;margin-top:34px}.intro h3{font-size:17px}
.version{color:var(--muted)}
.server{margin:8px 0 20px;color:var(--muted)}
.operation{margin:26px 0 40px;padding:18px 20px;border:1px solid var(--line);border-radius:10px}
.operation h3{margin:0 0 6px;font-size:17px;display:flex;flex-wrap:wrap;gap:10px;align-items:center}
.operation h4{margin:20px 0 8px;font-size:14px;text-transform:uppercase;letter-spacing:.04em;color:var(--muted)}
.path{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:15px;word-break:break-all}
.method{display:inline-block;min-width:58px;text-align:center;font:700 12px/1 ui-monospace,Menlo,Consolas,monospace;padding:5px 6px;border-radius:5px;color:#fff;background:#6b7280}
nav.toc .method{min-width:46px;font-size:10px;padding:3px 4px}
.m-get{background:#1f7a4d}.m-post{background:#2f5bd3}.m-patch{background:#9a5b00}.m-put{background:#7a4bd1}.m-delete{background:#c0352b}
.op-meta{margin-bottom:10px;color:var(--muted)}.op-meta strong{color:var(--fg)}
.opid{margin-left:8px;font-size:13px}
.auth{margin-left:8px;font-size:12px;border:1px solid var(--line);border-radius:10px;padding:1px 8px}.auth.none{border-style:dashed}
.table-wrap{overflow-x:auto}
table{border-collapse:collapse;width:100%;margin:8px 0 12px;font-size:14px}
th,td{border-bottom:1px solid var(--line);padding:6px 8px;text-align:left;vertical-align:top}
th{background:var(--side);font-weight:600}
td p{margin:0 0 4px}td ul{margin:2px 0 4px;padding-left:18px}
table.fields td.field{white-space:nowrap}
table.fields td.type code{background:none;padding:0;color:#7a3e9d}
.parent{color:#9aa3b2}
${[1, 2, 3, 4, 5, 6].map((d) => `tr.depth-${d} td.field{padding-left:${8 + (d - 1) * 18}px}`).join('\n')}
tr.depth-1 td,tr.depth-2 td,tr.depth-3 td,tr.depth-4 td,tr.depth-5 td,tr.depth-6 td{background:#fbfbfc}
.req{font-size:11px;color:#c0352b;font-weight:600}
.constraints{font-size:13px;color:var(--muted);margin-top:2px}
.schema-type{font-size:13px;color:var(--muted);margin:4px 0}
.media-type{margin:6px 0 2px;font-size:13px}
.muted{color:var(--muted)}
details.response{border:1px solid var(--line);border-radius:8px;margin:8px 0;padding:0 12px}
details.response>summary{cursor:pointer;padding:9px 0;list-style-position:outside}
.response-body{padding-bottom:8px}
.status{display:inline-block;font:700 13px/1 ui-monospace,Menlo,Consolas,monospace;padding:4px 7px;border-radius:5px;margin-right:4px}
.s2{background:#dcf3e6;color:#14633c}.s3{background:#e8eefc;color:#2f5bd3}.s4{background:#fdecd8;color:#8a4b00}.s5{background:#fbe0de;color:#9b231a}.s0{background:var(--code)}
.example-title{font-size:13px;color:var(--muted);margin-top:8px}
section.schema{margin:22px 0 30px}
section.schema h3{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:16px}
@media (max-width:900px){.layout{display:block}nav.toc{position:static;width:auto;height:auto;border-right:0;border-bottom:1px solid var(--line)}main{padding:20px 16px 60px}}
`;

/** Rendered pages by document object (the loaded document is frozen, so a page never goes stale). */
const rendered = new WeakMap<object, string>();

export function renderDocsPage(document: unknown): string {
  if (isObj(document) && Object.isFrozen(document)) {
    const hit = rendered.get(document);
    if (hit !== undefined) return hit;
    const html = render(document);
    rendered.set(document, html);
    return html;
  }
  return render(document);
}

function render(document: unknown): string {
  const doc: Obj = isObj(document) ? document : {};
  const r = new Resolver(doc);
  const info = obj(doc, 'info') ?? {};
  const title = str(info, 'title') ?? 'API';
  const version = str(info, 'version') ?? '';
  const headings: Heading[] = [];
  const intro = renderMarkdown(str(info, 'description') ?? '', { headingShift: 0, idPrefix: 'guide-', headings });

  const ops = operationsOf(obj(doc, 'paths'), 'op-');
  const hooks = operationsOf(obj(doc, 'webhooks'), 'event-');

  // Group operations by their first tag, in the order of the document's `tags`.
  const tagOrder = (arr(doc, 'tags') ?? []).map((t) => str(t, 'name')).filter((n): n is string => !!n);
  const groups = new Map<string, Operation[]>();
  for (const t of tagOrder) groups.set(t, []);
  for (const o of ops) {
    const tag = (arr(o.op, 'tags') ?? []).find((t): t is string => typeof t === 'string') ?? 'Other';
    const list = groups.get(tag) ?? [];
    list.push(o);
    groups.set(tag, list);
  }
  const tagDesc = (name: string): string => {
    const t = (arr(doc, 'tags') ?? []).find((x) => str(x, 'name') === name);
    const d = str(t, 'description');
    return d ? renderMarkdown(d) : '';
  };

  const tocOp = (o: Operation, label?: string): string =>
    `<li><a href="#${escapeHtml(o.id)}"><span class="method m-${escapeHtml(o.method)}">${escapeHtml(o.method.toUpperCase())}</span><span>${renderInline(label ?? str(o.op, 'summary') ?? o.path)}</span></a></li>`;

  const toc: string[] = [`<a class="title" href="#top">${escapeHtml(title)}</a>`, '<h2>Guide</h2><ul>'];
  for (const h of headings.filter((x) => x.level <= 2)) toc.push(`<li><a href="#${escapeHtml(h.id)}">${renderInline(h.text)}</a></li>`);
  toc.push('</ul>');
  const body: string[] = [];
  for (const [tag, list] of groups) {
    if (list.length === 0) continue;
    const tagId = `tag-${slug(tag)}`;
    toc.push(`<h2><a href="#${tagId}">${escapeHtml(tag)}</a></h2><ul>${list.map((o) => tocOp(o)).join('')}</ul>`);
    body.push(`<h2 class="tag" id="${tagId}">${escapeHtml(tag)}</h2>${tagDesc(tag)}`);
    for (const o of list) body.push(operationHtml(r, doc, o, false));
  }
  if (hooks.length > 0) {
    toc.push(`<h2><a href="#webhook-events">Webhook events</a></h2><ul>${hooks.map((o) => tocOp(o)).join('')}</ul>`);
    body.push(
      `<h2 class="tag" id="webhook-events">Webhook events</h2><p>Requests this service sends to your <code>callback_url</code> (see Webhooks in the guide for signing and retries).</p>`,
    );
    for (const o of hooks) body.push(operationHtml(r, doc, o, true));
  }
  const schemas = obj(obj(doc, 'components'), 'schemas') ?? {};
  const schemaNames = Object.keys(schemas);
  if (schemaNames.length > 0) {
    toc.push(`<h2><a href="#schemas">Schemas</a></h2><ul>${schemaNames.map((n) => `<li><a href="#schema-${escapeHtml(slug(n))}"><code>${escapeHtml(n)}</code></a></li>`).join('')}</ul>`);
    body.push('<h2 class="tag" id="schemas">Schemas</h2>');
    for (const name of schemaNames) {
      const s = schemas[name];
      const d = str(s, 'description');
      body.push(
        `<section class="schema" id="schema-${escapeHtml(slug(name))}"><h3>${escapeHtml(name)}</h3>${d ? renderMarkdown(d) : ''}${schemaTable(r, { $ref: `#/components/schemas/${name}` }, true)}</section>`,
      );
    }
  }

  const server = serverUrl(doc);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} ${escapeHtml(version)}</title>
<style>${CSS}</style>
</head>
<body>
<div class="layout">
<nav class="toc" aria-label="Contents">${toc.join('\n')}</nav>
<main id="top">
<h1>${escapeHtml(title)}</h1>
<div class="version">Version ${escapeHtml(version)} · OpenAPI ${escapeHtml(str(doc, 'openapi') ?? '')} · <a href="/openapi.json">openapi.json</a></div>
${server ? `<div class="server">Base URL: <code>${escapeHtml(server)}</code></div>` : ''}
<div class="intro">${intro}</div>
${body.join('\n')}
</main>
</div>
</body>
</html>
`;
}
