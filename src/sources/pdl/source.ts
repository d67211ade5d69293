// NetworkSource over People Data Labs (v5): Company Enrichment resolves the company, Person Search (paged
// with the vendor's scroll_token) lists its current employees and returns their full records, which are
// cached so enrichProfile and verifyCandidate make no second paid call. Every paid call is counted (job
// usage, metrics); records live in PostgreSQL for PDL_CACHE_TTL_HOURS. See README.md beside this file.
import { createHash } from 'node:crypto';
import type { Company, Profile } from '../../domain/people/types.js';
import type { Metrics } from '../../observability/metrics.js';
import type { SourceCache } from '../cache.js';
import { SourceError, type CompanyRef, type NetworkSource, type RosterPage, type Verification } from '../port.js';
import { limiter, type Limiter } from '../../lib/concurrency.js';
import { checkBody, RESPONSE_LIMIT_DEFAULT, retryAfterMs, send, type RemoteResponse } from '../remote.js';
import { recordSourceUsage, type CreditPool } from '../usage.js';
import type { SourceQuery } from '../query.js';
import { rosterQuery } from './query.js';
import { companyIdOf, toCompany, toProfile, toRosterEntry, toVerification } from './map.js';
import {
  pdlCompanySchema,
  pdlCompanySearchSchema,
  pdlErrorSchema,
  pdlPersonSchema,
  pdlRetrieveSchema,
  pdlSearchSchema,
  type PdlCompany,
  type PdlPerson,
} from './schema.js';

export interface PdlSourceOptions {
  apiKey: string;
  /** e.g. https://api.peopledatalabs.com/v5 */
  baseUrl: string;
  timeoutMs: number;
  /** Largest answer read (OUTBOUND_RESPONSE_LIMIT_BYTES); default 16 MiB. */
  maxResponseBytes?: number;
  maxConcurrency: number;
  cache: SourceCache;
  metrics?: Pick<Metrics, 'vendorCalls' | 'vendorCredits' | 'sourceCacheHits'>;
}

/** Person Search returns at most 100 records per call. */
export const PDL_MAX_PAGE = 100;

type Endpoint = 'company_enrich' | 'company_search' | 'person_search' | 'person_retrieve';

const key = {
  companyById: (id: number) => `pdl:company:id:${id}`,
  companyBySlug: (slug: string) => `pdl:company:slug:${slug.toLowerCase()}`,
  page: (companyId: number, size: number, cursor: string | null, query: string) =>
    `pdl:search:${companyId}:${size}:${cursor ?? ''}${query ? `:q${query}` : ''}`,
  person: (id: string) => `pdl:person:${id}`,
};

interface Cursor {
  /** PDL's scroll_token for the next page. */
  t: string;
  /** Records returned so far. */
  n: number;
}

interface CachedPage {
  ids: string[];
  next: string | null;
}

export class PdlNetworkSource implements NetworkSource {
  private readonly base: string;
  /** At most PDL_MAX_CONCURRENCY requests in flight (src/lib/concurrency.ts). */
  private readonly limit: Limiter;
  private readonly pruneTimer: NodeJS.Timeout;

  constructor(private readonly opts: PdlSourceOptions) {
    this.base = opts.baseUrl.replace(/\/+$/, '');
    this.limit = limiter(opts.maxConcurrency);
    const prune = () => void opts.cache.prune().catch(() => {});
    prune();
    this.pruneTimer = setInterval(prune, 3_600_000);
    this.pruneTimer.unref();
  }

  /** One paid call: counted (job usage, metrics) whatever its outcome; errors mapped to SourceErrors. */
  private async call(endpoint: Endpoint, path: string, init: { method?: 'GET' | 'POST'; body?: unknown } = {}): Promise<RemoteResponse> {
    const what = `People Data Labs ${endpoint.replace('_', ' ')}`;
    const res = await this.limit(() =>
      send(this.base + path, {
        method: init.method ?? 'GET',
        headers: { 'x-api-key': this.opts.apiKey, accept: 'application/json', ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        timeoutMs: this.opts.timeoutMs,
        maxBytes: this.opts.maxResponseBytes ?? RESPONSE_LIMIT_DEFAULT,
        what,
      }).catch((err: unknown) => {
        this.opts.metrics?.vendorCalls.inc({ endpoint, source: 'pdl', status: 'no_answer' });
        recordSourceUsage(1, 0);
        throw err;
      }),
    );
    const spent = Number(res.headers.get('x-call-credits-spent'));
    const credits = Number.isFinite(spent) && spent >= 0 ? spent : 0;
    const pool = creditPool(endpoint, res.headers.get('x-call-credits-type'));
    this.opts.metrics?.vendorCalls.inc({ endpoint, source: 'pdl', status: String(res.status) });
    if (credits > 0) this.opts.metrics?.vendorCredits.inc({ pool, source: 'pdl' }, credits);
    recordSourceUsage(1, credits, pool);
    if (res.status === 200 || res.status === 404) return res;
    throw this.failure(what, res);
  }

  private failure(what: string, res: RemoteResponse): SourceError {
    let vendor = '';
    try {
      const parsed = pdlErrorSchema.safeParse(JSON.parse(res.text));
      if (parsed.success) vendor = (parsed.data.error.message ?? parsed.data.error.type ?? '').split(this.opts.apiKey).join('[key]').slice(0, 200);
    } catch {
      // not JSON: no vendor message
    }
    const says = vendor ? `: ${vendor}` : '';
    const s = res.status;
    if (s === 429) {
      const wait = retryAfterMs(res.headers.get('retry-after')) ?? retryAfterMs(res.headers.get('x-ratelimit-reset'));
      return new SourceError('retryable', `${what}: rate limited (HTTP 429)${says}`, wait);
    }
    if (s >= 500) return new SourceError('retryable', `${what}: vendor error (HTTP ${s})${says}`, retryAfterMs(res.headers.get('retry-after')));
    if (s === 401) return new SourceError('permanent', `${what}: the API key was rejected (HTTP 401); check PDL_API_KEY`);
    if (s === 402) return new SourceError('permanent', `${what}: out of People Data Labs credits (HTTP 402 payment required)${says}`);
    if (s === 403) return new SourceError('permanent', `${what}: access refused (HTTP 403): the key's plan does not include this endpoint${says}`);
    return new SourceError('permanent', `${what}: request refused (HTTP ${s})${says}`);
  }

  /** A 200 body as JSON; a body that is not JSON (a cut-off answer, a proxy's page) is worth a retry. */
  private json(what: string, text: string): unknown {
    try {
      return JSON.parse(text);
    } catch {
      throw new SourceError('retryable', `People Data Labs ${what}: the response body is not JSON`);
    }
  }

  private async cached(k: string, kind: string): Promise<unknown | undefined> {
    const v = await this.opts.cache.get(k);
    this.opts.metrics?.sourceCacheHits.inc({ kind, result: v === undefined ? 'miss' : 'hit', source: 'pdl' });
    return v;
  }

  async resolveCompany(ref: CompanyRef): Promise<Company> {
    const cacheKey = ref.kind === 'id' ? key.companyById(ref.id) : key.companyBySlug(ref.slug);
    const hit = await this.cached(cacheKey, 'company');
    let record: PdlCompany;
    if (hit !== undefined) {
      record = pdlCompanySchema.parse(hit);
    } else {
      record = ref.kind === 'id' ? await this.companyByNumericId(ref.id) : await this.companyBySlug(ref.slug);
    }
    const id = companyIdOf(record);
    if (id === null) throw new SourceError('not_found', `company ${ref.kind === 'id' ? ref.id : ref.slug} has no numeric network id at People Data Labs`);
    if (hit === undefined) {
      const entries: Array<[string, unknown]> = [[key.companyById(id), record]];
      if (ref.kind === 'slug') entries.push([key.companyBySlug(ref.slug), record]);
      await this.opts.cache.set(entries);
    }
    return toCompany(record, id);
  }

  /**
   * One Person Search per page: the company's roster, or with a `filtered` query only the persona's
   * candidates (pdl/query.ts). Pages are as full as PDL allows (100 records): search is rate-limited per
   * minute, so fewer, fuller pages finish sooner.
   */
  /** Company Enrichment by the company's profile slug (`profile=linkedin.com/company/<slug>`, as PDL documents it). */
  private async companyBySlug(slug: string): Promise<PdlCompany> {
    const res = await this.call('company_enrich', `/company/enrich?profile=${encodeURIComponent(`linkedin.com/company/${slug}`)}`);
    if (res.status === 404) throw new SourceError('not_found', `company ${slug} not found`);
    return checkBody(pdlCompanySchema, this.json('company enrich', res.text), 'People Data Labs company enrich');
  }

  /**
   * A company by its numeric network id. Company Enrichment documents `profile` with slugs and `pdl_id` with
   * PDL's own id or the slug, never the numeric id; Company Search can ask for the `linkedin_id` field
   * itself (one record: 1 company credit; none: a free 404).
   */
  private async companyByNumericId(id: number): Promise<PdlCompany> {
    const res = await this.call('company_search', '/company/search', { method: 'POST', body: { query: { term: { linkedin_id: String(id) } }, size: 1 } });
    if (res.status === 404) throw new SourceError('not_found', `company ${id} not found`);
    const page = checkBody(pdlCompanySearchSchema, this.json('company search', res.text), 'People Data Labs company search');
    const record = page.data[0];
    if (!record) throw new SourceError('not_found', `company ${id} not found`);
    return record;
  }

  async scanRoster(companyId: number, cursor: string | null, pageSize: number, query?: SourceQuery): Promise<RosterPage> {
    const size = Math.max(1, Math.min(PDL_MAX_PAGE, pageSize));
    const esQuery = rosterQuery(companyId, query, query?.sourcing === 'filtered' ? await this.companyName(companyId) : '');
    const pageKey = key.page(
      companyId,
      size,
      cursor,
      query?.sourcing === 'filtered' ? createHash('sha256').update(JSON.stringify(esQuery)).digest('hex').slice(0, 16) : '',
    );
    const hit = (await this.cached(pageKey, 'search_page')) as CachedPage | undefined;
    if (hit) {
      const people = await this.opts.cache.getMany(hit.ids.map(key.person));
      // Every record of a cached page must still be cached; otherwise ask the vendor again.
      if (people.size === hit.ids.length) {
        const entries = hit.ids.map((id) => toRosterEntry(pdlPersonSchema.parse(people.get(key.person(id)))));
        return { entries, next: hit.next };
      }
    }
    const from = parseCursor(cursor);
    const body: Record<string, unknown> = {
      query: esQuery,
      size,
      ...(from ? { scroll_token: from.t } : {}),
    };
    const res = await this.call('person_search', '/person/search', { method: 'POST', body });
    if (res.status === 404) return { entries: [], next: null }; // "Request didn't return any records."
    const page = checkBody(pdlSearchSchema, this.json('person search', res.text), 'People Data Labs person search');
    const seen = (from?.n ?? 0) + page.data.length;
    const more = page.data.length > 0 && !!page.scroll_token && (page.total == null || seen < page.total);
    const next = more ? JSON.stringify({ t: page.scroll_token as string, n: seen } satisfies Cursor) : null;
    await this.opts.cache.set([
      ...page.data.map((p): [string, unknown] => [key.person(p.id), p]),
      [pageKey, { ids: page.data.map((p) => p.id), next } satisfies CachedPage],
    ]);
    return { entries: page.data.map(toRosterEntry), next };
  }

  /** The company's name as PDL has it, from the record cached when the job resolved it ('' when gone: the query is then only less narrow). */
  private async companyName(companyId: number): Promise<string> {
    const parsed = pdlCompanySchema.safeParse(await this.opts.cache.get(key.companyById(companyId)));
    return parsed.success ? toCompany(parsed.data, companyId).name : '';
  }

  /** The record the search returned (cached); Person Retrieve (1 credit) only when it is gone. */
  private async person(personRef: string): Promise<PdlPerson> {
    const hit = await this.cached(key.person(personRef), 'person');
    if (hit !== undefined) return pdlPersonSchema.parse(hit);
    const res = await this.call('person_retrieve', `/person/retrieve/${encodeURIComponent(personRef)}`);
    if (res.status === 404) throw new SourceError('not_found', `person ${personRef} not found at People Data Labs`);
    const record = checkBody(pdlRetrieveSchema, this.json('person retrieve', res.text), 'People Data Labs person retrieve').data;
    await this.opts.cache.set([[key.person(personRef), record]]);
    return record;
  }

  async enrichProfile(companyId: number, personRef: string): Promise<Profile> {
    return toProfile(await this.person(personRef), companyId);
  }

  async verifyCandidate(companyId: number, personRef: string): Promise<Verification> {
    return toVerification(await this.person(personRef), companyId);
  }

  async close(): Promise<void> {
    clearInterval(this.pruneTimer);
  }
}

/**
 * The credit pool a call drew from: PDL keeps company and person credits apart and names the kind of each
 * call's credits in `x-call-credits-type`. A type naming a company or a person says so; otherwise (no
 * header, or a type such as "enrich" or "search") the endpoint does: company endpoints draw company
 * credits, person endpoints person credits.
 */
export function creditPool(endpoint: Endpoint, type: string | null): CreditPool {
  if (type && /company/i.test(type)) return 'company';
  if (type && /person/i.test(type)) return 'person';
  return endpoint.startsWith('company_') ? 'company' : 'person';
}

function parseCursor(cursor: string | null): Cursor | null {
  if (cursor === null) return null;
  try {
    const c = JSON.parse(cursor) as Partial<Cursor>;
    if (typeof c.t === 'string' && typeof c.n === 'number') return { t: c.t, n: c.n };
  } catch {
    // fall through
  }
  throw new SourceError('permanent', `invalid People Data Labs roster cursor`);
}
