// NetworkSource over the HTTP source protocol (src/sources/http/README.md, openapi/network-source.yaml):
// a team's own service answers five GETs with bodies in the embedded dataset's shapes. 404 → not_found;
// 429 and 5xx → retryable (honouring Retry-After); other statuses → permanent; a body that does not
// validate → permanent with the field named.
import { z } from 'zod';
import type { Company, Profile } from '../../domain/people/types.js';
import { companySchema, profileSchema, toCompany } from '../embedded/schema.js';
import { SourceError, type CompanyRef, type NetworkSource, type RosterPage, type Verification } from '../port.js';
import { parseBody, RESPONSE_LIMIT_DEFAULT, retryAfterMs, send } from '../remote.js';
import { headlinesKept, type SourceQuery } from '../query.js';
import { protocolFilter } from '../query-protocol.js';

export interface HttpSourceOptions {
  /** Base URL of the team's service, e.g. https://people.internal/network (no trailing slash needed). */
  url: string;
  /** Sent as `Authorization: Bearer <token>` when set. */
  token?: string;
  timeoutMs: number;
  /** Largest answer read (OUTBOUND_RESPONSE_LIMIT_BYTES); default 16 MiB. */
  maxResponseBytes?: number;
}

const rosterSchema = z.object({
  entries: z.array(z.object({ person_ref: z.string().min(1), name: z.string(), headline: z.string(), photo_url: z.string() })),
  next: z.string().nullable(),
  /** The server applied the request's `filter` on its full records (optional; absent: it did not). */
  filter_applied: z.boolean().optional(),
});

const verificationSchema = z.object({ employed: z.boolean(), email_status: z.string().min(1) });

const seg = (v: string | number) => encodeURIComponent(String(v));

export class HttpNetworkSource implements NetworkSource {
  private readonly base: string;

  constructor(private readonly opts: HttpSourceOptions) {
    this.base = opts.url.replace(/\/+$/, '');
  }

  /** GET a path of the protocol; returns the body text of a 2xx, throws a SourceError otherwise. */
  private async get(path: string, notFound: string): Promise<string> {
    const what = `http source GET ${path}`;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.opts.token) headers.authorization = `Bearer ${this.opts.token}`;
    const res = await send(this.base + path, { headers, timeoutMs: this.opts.timeoutMs, maxBytes: this.opts.maxResponseBytes ?? RESPONSE_LIMIT_DEFAULT, what });
    if (res.status >= 200 && res.status < 300) return res.text;
    if (res.status === 404) throw new SourceError('not_found', notFound);
    if (res.status === 429 || res.status >= 500) {
      throw new SourceError('retryable', `${what}: HTTP ${res.status}`, retryAfterMs(res.headers.get('retry-after')));
    }
    const hint = res.status === 401 || res.status === 403 ? ' (check NETWORK_SOURCE_TOKEN)' : '';
    throw new SourceError('permanent', `${what}: HTTP ${res.status}${hint}`);
  }

  async resolveCompany(ref: CompanyRef): Promise<Company> {
    const path = ref.kind === 'id' ? `/companies/${seg(ref.id)}` : `/companies?slug=${seg(ref.slug)}`;
    const text = await this.get(path, `company ${ref.kind === 'id' ? ref.id : ref.slug} not found`);
    const line = parseBody(companySchema, text, `http source GET ${path}`);
    if (ref.kind === 'id' && line.id !== ref.id) {
      throw new SourceError('permanent', `http source GET ${path}: invalid response body: id: expected ${ref.id}, got ${line.id}`);
    }
    return toCompany(line);
  }

  /**
   * A page of the roster. With a `filtered` query the request carries the protocol's optional `filter`
   * (README.md "Roster filter"). A server that says it applied it (`filter_applied: true`, it read its full
   * records) is trusted; otherwise only the entries whose headline can match the query are returned, or the
   * whole page when many can (`headlinesKept`; their profiles are the ones fetched). Pages the headlines empty are skipped, so a page is empty only at the
   * end of the roster.
   */
  async scanRoster(companyId: number, cursor: string | null, pageSize: number, query?: SourceQuery): Promise<RosterPage> {
    const filter = query ? protocolFilter(query) : null;
    let c = cursor;
    for (;;) {
      const params = [...(c === null ? [] : [`cursor=${seg(c)}`]), `limit=${pageSize}`, ...(filter ? [`filter=${seg(JSON.stringify(filter))}`] : [])];
      const path = `/companies/${seg(companyId)}/roster?${params.join('&')}`;
      const text = await this.get(path, `company ${companyId} not found`);
      const page = parseBody(rosterSchema, text, `http source GET ${path.replace(/&filter=.*$/, '&filter=…')}`);
      if (!query || query.sourcing === 'full' || page.filter_applied === true) return { entries: page.entries, next: page.next };
      const kept = headlinesKept(
        query,
        page.entries.map((e) => e.headline),
      );
      const entries = page.entries.filter((_, i) => kept[i]);
      if (entries.length > 0 || page.next === null || page.entries.length === 0) return { entries, next: entries.length ? page.next : null };
      c = page.next;
    }
  }

  async enrichProfile(companyId: number, personRef: string): Promise<Profile> {
    const path = `/companies/${seg(companyId)}/people/${seg(personRef)}`;
    const text = await this.get(path, `person ${personRef} not on the roster of company ${companyId}`);
    const profile = parseBody(profileSchema, text, `http source GET ${path}`);
    if (profile.person_ref !== personRef || profile.company_id !== companyId) {
      const field = profile.person_ref !== personRef ? 'person_ref' : 'company_id';
      throw new SourceError('permanent', `http source GET ${path}: invalid response body: ${field}: does not match the request`);
    }
    return profile;
  }

  async verifyCandidate(companyId: number, personRef: string): Promise<Verification> {
    const path = `/companies/${seg(companyId)}/people/${seg(personRef)}/verification`;
    const text = await this.get(path, `person ${personRef} not on the roster of company ${companyId}`);
    const v = parseBody(verificationSchema, text, `http source GET ${path}`);
    return { person_ref: personRef, employed: v.employed, email_status: v.email_status };
  }

  async close(): Promise<void> {}
}
