// A local People Data Labs (v5) for tests: Company Enrichment, Person Search (scroll_token paging) and
// Person Retrieve, answering with the documented example responses in ./examples (see its README) and the
// documented headers (x-call-credits-spent, x-call-credits-type, x-ratelimit-reset). `faults` queue
// answers for the next matching calls (429 with a wait, 402, 5xx, malformed bodies); `requests` records
// every call (path, parsed body, whether the key was right).
// Person Search evaluates the request's Elasticsearch query over the records (`matchesEs`: bool
// must/filter/should/must_not with minimum_should_match, term, terms, match with operator, match_phrase,
// match_phrase_prefix, multi_match (best_fields, phrase_prefix),
// exists, match_all; dotted fields read through arrays, as PDL's `experience.company.linkedin_id`) and
// charges 1 credit per record returned, as PDL does. A company may bring its own records (`records`, e.g.
// from a dataset: ./from-dataset.ts) instead of titles.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

const example = (name: string): any => JSON.parse(readFileSync(new URL(`./examples/${name}`, import.meta.url), 'utf8'));

export const PDL_KEY = 'pdl_test_key_0123456789abcdef';

export interface FakeCompany {
  linkedinId: string;
  slug: string;
  name: string;
  /** Titles of the current employees, in search order. */
  titles: string[];
  /** Ready-made PDL person records of the roster instead of `titles` (their order is the search order). */
  records?: any[];
  /** Indexes (in `titles`) whose job_last_verified is stale (older than a year). */
  stale?: number[];
}

export interface Fault {
  endpoint: 'company_enrich' | 'company_search' | 'person_search' | 'person_retrieve';
  status: number;
  body: string;
  headers?: Record<string, string>;
  /** How many calls it answers (default 1). */
  times?: number;
}

export interface FakePdl {
  url: string;
  /** Every call; `returned`: the records a Person Search answered with (the credits it charged). */
  requests: Array<{ endpoint: string; path: string; body: any; keyOk: boolean; returned?: number }>;
  faults: Fault[];
  /** The records the server knows, by person id. */
  people: Map<string, any>;
  close(): Promise<void>;
}

const day = 86_400_000;
const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);

function personFor(company: FakeCompany, i: number, title: string): any {
  const base = example('person-record.json');
  const first = ['ada', 'grace', 'linus', 'margaret', 'alan', 'barbara', 'ken', 'frances', 'dennis', 'radia'][i % 10]!;
  const last = `${company.slug.replace(/[^a-z]/g, '')}${i}`;
  const fresh = !(company.stale ?? []).includes(i);
  const exp = structuredClone(base.experience[0]);
  exp.company.name = company.name;
  exp.company.linkedin_id = company.linkedinId;
  exp.company.linkedin_url = `linkedin.com/company/${company.slug}`;
  exp.title.name = title;
  exp.title.raw = [title];
  return {
    ...base,
    id: `${company.linkedinId}_p${String(i).padStart(4, '0')}`,
    full_name: `${first} ${last}`,
    first_name: first,
    last_name: last,
    linkedin_url: `linkedin.com/in/${first}-${last}`,
    linkedin_username: `${first}-${last}`,
    linkedin_id: String(900000 + i),
    headline: `${title} at ${company.name}`,
    job_title: title,
    job_company_name: company.name,
    job_company_linkedin_id: company.linkedinId,
    job_company_linkedin_url: `linkedin.com/company/${company.slug}`,
    job_last_verified: isoDay(Date.now() - (fresh ? 30 : 800) * day),
    work_email: `${first}.${last}@example.com`,
    experience: [exp],
    profiles: base.profiles.map((p: any) => ({ ...p, url: `linkedin.com/in/${first}-${last}`, username: `${first}-${last}` })),
  };
}

export async function startFakePdl(companies: FakeCompany[]): Promise<FakePdl> {
  const people = new Map<string, any>();
  const rosters = new Map<string, any[]>();
  const all: any[] = [];
  for (const c of companies) {
    const roster = c.records ?? c.titles.map((t, i) => personFor(c, i, t));
    rosters.set(c.linkedinId, roster);
    for (const p of roster) people.set(p.id, p);
    all.push(...roster);
  }
  // Records by each company id they name (COMPANY_FIELDS), to narrow a search (`requiredCompanies`).
  const byCompany = new Map<string, Set<unknown>>();
  for (const r of all)
    for (const field of COMPANY_FIELDS)
      for (const v of valuesAt(r, field)) {
        const id = String(v).toLowerCase();
        byCompany.set(id, (byCompany.get(id) ?? new Set()).add(r));
      }
  // Search results of a query, kept while it is paged (scroll tokens index into it).
  const results = new Map<string, any[]>();
  const state: FakePdl = { url: '', requests: [], faults: [], people, close: async () => {} };

  const headers = (credits: number, type: string) => ({
    'content-type': 'application/json',
    'x-call-credits-spent': String(credits),
    'x-call-credits-type': type,
    'x-ratelimit-reset': new Date(Date.now() + 60_000).toISOString(),
    'x-ratelimit-remaining': JSON.stringify({ minute: 1200, day: null, month: null }),
  });
  const send = (res: ServerResponse, status: number, body: unknown, h: Record<string, string>) => {
    res.writeHead(status, h);
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
  const error = (res: ServerResponse, status: number) => {
    const file = { 401: 'error-401.json', 402: 'error-402.json', 404: 'error-404.json', 429: 'error-429.json' }[status] ?? 'error-500.json';
    send(res, status, example(file), headers(0, 'none'));
  };

  const readBody = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    return text ? JSON.parse(text) : undefined;
  };

  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const body = await readBody(req);
    const endpoint = url.pathname.startsWith('/v5/company/enrich')
      ? 'company_enrich'
      : url.pathname.startsWith('/v5/company/search')
        ? 'company_search'
        : url.pathname.startsWith('/v5/person/search')
          ? 'person_search'
          : url.pathname.startsWith('/v5/person/retrieve/')
            ? 'person_retrieve'
            : 'unknown';
    const keyOk = req.headers['x-api-key'] === PDL_KEY;
    const logged: FakePdl['requests'][number] = { endpoint, path: req.url ?? '', body, keyOk };
    state.requests.push(logged);
    const fault = state.faults.find((f) => f.endpoint === endpoint);
    if (fault) {
      fault.times = (fault.times ?? 1) - 1;
      if (fault.times <= 0) state.faults.splice(state.faults.indexOf(fault), 1);
      return send(res, fault.status, fault.body, { 'content-type': 'application/json', ...(fault.headers ?? {}) });
    }
    if (!keyOk) return error(res, 401);

    const companyRecord = (c: FakeCompany) => ({
      ...example('company-enrich-200.json'),
      name: c.name,
      linkedin_id: c.linkedinId,
      linkedin_url: `linkedin.com/company/${c.slug}`,
      employee_count: (c.records ?? c.titles).length,
    });
    if (endpoint === 'company_search' && req.method === 'POST') {
      const found = companies.filter((c) => matchesEs(body?.query, companyRecord(c))).slice(0, Math.max(1, Number(body?.size ?? 1)));
      if (found.length === 0) return error(res, 404);
      return send(res, 200, { status: 200, data: found.map(companyRecord), total: found.length }, headers(found.length, 'search_company'));
    }
    if (endpoint === 'company_enrich' && req.method === 'GET') {
      const profile = (url.searchParams.get('profile') ?? '').replace(/^https?:\/\//, '').replace(/^www\./, '');
      // PDL documents profile URLs with the company's slug (a numeric id is not a documented form).
      const ref = /^linkedin\.com\/company\/([^/]+)\/?$/.exec(profile)?.[1];
      const c = companies.find((x) => x.slug === ref);
      if (!c) return error(res, 404);
      const record = {
        ...example('company-enrich-200.json'),
        name: c.name,
        linkedin_id: c.linkedinId,
        linkedin_url: `linkedin.com/company/${c.slug}`,
        employee_count: (c.records ?? c.titles).length,
      };
      return send(res, 200, record, headers(1, 'enrich_company'));
    }
    if (endpoint === 'person_search' && req.method === 'POST') {
      const size = Math.min(100, Math.max(1, Number(body?.size ?? 1)));
      const queryKey = JSON.stringify(body?.query ?? null);
      let roster = results.get(queryKey);
      if (!roster) {
        // Only the records that name one of the companies the query requires can match (same answer, in the
        // same order; the equality tests search every company for every persona: all records each time was
        // most of their cost).
        const ids = requiredCompanies(body?.query);
        const pool = ids ? all.filter((r) => [...ids].some((id) => byCompany.get(id)?.has(r))) : all;
        const matches = compileEs(body?.query);
        roster = pool.filter((r) => matches(r));
        results.set(queryKey, roster);
      }
      if (roster.length === 0) return error(res, 404);
      // Our scroll tokens: "<offset>$12.176522", shaped like the documented "1117$12.176522".
      const offset = typeof body?.scroll_token === 'string' ? Number(body.scroll_token.split('$')[0]) : 0;
      const data = roster.slice(offset, offset + size);
      logged.returned = data.length;
      const envelope = { ...example('person-search-200.json'), data, scroll_token: `${offset + data.length}$12.176522`, total: roster.length };
      return send(res, 200, envelope, headers(data.length, 'search'));
    }
    if (endpoint === 'person_retrieve' && req.method === 'GET') {
      const record = people.get(decodeURIComponent(url.pathname.slice('/v5/person/retrieve/'.length)));
      if (!record) return error(res, 404);
      return send(res, 200, { status: 200, data: record, billed: true }, headers(1, 'enrich'));
    }
    return error(res, 404);
  };

  const server = createServer((req, res) => void answer(req, res).catch(() => error(res, 500)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v5`;
  state.close = async () => {
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
  };
  return state;
}

// ---------------------------------------------------------------------------------------------------
// The Elasticsearch query semantics the adapter relies on, over one record.

/** Every value at a dotted path, read through arrays ("experience.title.name"). */
const pathKeys = new Map<string, string[]>();
function valuesAt(record: unknown, path: string): unknown[] {
  let keys = pathKeys.get(path);
  if (!keys) pathKeys.set(path, (keys = path.split('.')));
  // plain loops: this runs for every record a search reads (a suite's worth of searches)
  let values: unknown[] = [record];
  for (const key of keys) {
    const next: unknown[] = [];
    for (const v of values) {
      if (Array.isArray(v)) {
        for (const x of v) if (x && typeof x === 'object' && key in x) next.push((x as Record<string, unknown>)[key]);
      } else if (v && typeof v === 'object' && key in v) next.push((v as Record<string, unknown>)[key]);
    }
    values = next;
  }
  const out: unknown[] = [];
  for (const v of values) {
    if (Array.isArray(v)) {
      for (const x of v) if (x !== null && x !== undefined) out.push(x);
    } else if (v !== null && v !== undefined) out.push(v);
  }
  return out;
}

/** The fields that hold a company's LinkedIn id. */
const COMPANY_FIELDS = ['job_company_linkedin_id', 'experience.company.linkedin_id'];

/**
 * Company ids one of which a record must name (in COMPANY_FIELDS) to match `q`, or null when `q` does not
 * require any: a `term`/`terms` on those fields, a bool's filter/must clause that requires some, or its
 * `should` when every alternative does and one must hold.
 */
export function requiredCompanies(q: any): Set<string> | null {
  if (!q || typeof q !== 'object') return null;
  if ('term' in q || 'terms' in q) {
    const [field, raw] = Object.entries('term' in q ? q.term : q.terms)[0] as [string, any];
    if (!COMPANY_FIELDS.includes(field)) return null;
    const wanted = 'term' in q ? [raw && typeof raw === 'object' ? raw.value : raw] : (raw as unknown[]);
    return new Set(wanted.map((w) => String(w).toLowerCase()));
  }
  if (!('bool' in q)) return null;
  const b = q.bool ?? {};
  for (const x of [...all(b.filter), ...all(b.must)]) {
    const ids = requiredCompanies(x);
    if (ids) return ids;
  }
  const should = all(b.should);
  const min = Number(b.minimum_should_match ?? (all(b.must).length || all(b.filter).length ? 0 : 1));
  if (!should.length || min < 1) return null;
  const union = new Set<string>();
  for (const x of should) {
    const ids = requiredCompanies(x);
    if (!ids) return null;
    for (const id of ids) union.add(id);
  }
  return union;
}

/** The standard analyser with ASCII folding, roughly: no accents, lower case, split on anything but letters and digits. */
const tokenCache = new Map<string, string[]>();
const tokens = (s: unknown): string[] => {
  const text = String(s);
  let t = tokenCache.get(text);
  if (!t) {
    t = text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
    if (tokenCache.size > 200_000) tokenCache.clear();
    tokenCache.set(text, t);
  }
  return t;
};

/** A value's tokens joined and padded with spaces, for phrase matching. */
const paddedCache = new Map<string, string>();
const padded = (s: unknown): string => {
  const text = String(s);
  let p = paddedCache.get(text);
  if (p === undefined) {
    p = ` ${tokens(text).join(' ')} `;
    if (paddedCache.size > 200_000) paddedCache.clear();
    paddedCache.set(text, p);
  }
  return p;
};

const all = (xs: any): any[] => (Array.isArray(xs) ? xs : xs ? [xs] : []);

export function matchesEs(q: any, record: unknown): boolean {
  return compileEs(q)(record);
}

type Predicate = (record: unknown) => boolean;
const compiled = new WeakMap<object, Predicate>();

/** `q` as a predicate over records, built once per query object (its sets and tokens made once, not per record). */
export function compileEs(q: any): Predicate {
  if (!q || typeof q !== 'object') return () => true;
  let p = compiled.get(q);
  if (!p) compiled.set(q, (p = compile(q)));
  return p;
}

function compile(q: any): Predicate {
  if ('match_all' in q) return () => true;
  if ('bool' in q) {
    const b = q.bool ?? {};
    // The cheap filters first (the company), then the rest.
    const filter = all(b.filter).map(compileEs);
    const mustNot = all(b.must_not).map(compileEs);
    const must = all(b.must).map(compileEs);
    const should = all(b.should).map(compileEs);
    const min = Math.min(Number(b.minimum_should_match ?? (must.length || filter.length ? 0 : 1)), should.length);
    return (record) => {
      for (const x of filter) if (!x(record)) return false;
      for (const x of mustNot) if (x(record)) return false;
      for (const x of must) if (!x(record)) return false;
      let hits = 0;
      for (const x of should) {
        if (hits >= min) break;
        if (x(record)) hits += 1;
      }
      return hits >= min;
    };
  }
  if ('term' in q) {
    const [field, raw] = Object.entries(q.term)[0] as [string, any];
    const want = String(raw && typeof raw === 'object' ? raw.value : raw).toLowerCase();
    return (record) => valuesAt(record, field).some((v) => String(v).toLowerCase() === want);
  }
  if ('terms' in q) {
    const [field, wanted] = Object.entries(q.terms)[0] as [string, any[]];
    const set = new Set(wanted.map((w) => String(w).toLowerCase()));
    return (record) => valuesAt(record, field).some((v) => set.has(String(v).toLowerCase()));
  }
  if ('multi_match' in q) {
    const { query, fields, type, operator } = q.multi_match as { query: string; fields: string[]; type?: string; operator?: string };
    const each = fields.map((field) =>
      compile(type === 'phrase_prefix' ? { match_phrase_prefix: { [field]: query } } : { match: { [field]: { query, operator: operator ?? 'or' } } }),
    );
    return (record) => each.some((x) => x(record));
  }
  if ('match_phrase_prefix' in q) {
    const [field, raw] = Object.entries(q.match_phrase_prefix)[0] as [string, any];
    const want = tokens(raw && typeof raw === 'object' ? raw.query : raw);
    if (!want.length) return () => false;
    return (record) =>
      valuesAt(record, field).some((v) => {
        const have = tokens(v);
        for (let i = 0; i + want.length <= have.length; i += 1) {
          if (want.every((w, j) => (j === want.length - 1 ? have[i + j]!.startsWith(w) : have[i + j] === w))) return true;
        }
        return false;
      });
  }
  if ('match' in q || 'match_phrase' in q) {
    const phrase = 'match_phrase' in q;
    const [field, raw] = Object.entries(phrase ? q.match_phrase : q.match)[0] as [string, any];
    const text = raw && typeof raw === 'object' ? raw.query : raw;
    const operator = raw && typeof raw === 'object' && raw.operator === 'and' ? 'and' : 'or';
    const want = tokens(text);
    if (phrase) {
      const joined = ` ${want.join(' ')} `;
      return (record) => valuesAt(record, field).some((v) => padded(v).includes(joined));
    }
    return (record) => {
      const have = valuesAt(record, field).map(tokens);
      const has = (t: string) => have.some((words) => words.includes(t));
      return operator === 'and' ? want.every(has) : want.some(has);
    };
  }
  if ('exists' in q) return (record) => valuesAt(record, q.exists.field).length > 0;
  throw new Error(`fake PDL: unsupported query ${JSON.stringify(q).slice(0, 80)}`);
}
