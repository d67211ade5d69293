// The network data-source port: everything the pipeline stages ask of "the network".
// Adapters: src/sources/embedded (dataset directory, the offline default), src/sources/pdl (People Data
// Labs), src/sources/http (a team's own service over the HTTP source protocol); NETWORK_SOURCE picks one
// (src/sources/index.ts). Errors are typed so the
// pipeline can decide: not found -> terminal `not_found`, retryable -> `delayed` + retry, permanent -> `failed`.
import type { Company, Profile } from '../domain/people/types.js';
import type { CompanyRef } from '../domain/jobs/input.js';
import type { SourceQuery } from './query.js';

/** A parsed `input` (src/domain/jobs/input.ts): a numeric company id or a company slug. */
export type { CompanyRef, SourceQuery };

/** Pipeline stage names a source call belongs to (used by the `_simulate` test directives). */
export type SourceStage = 'match_company' | 'scan_team' | 'enrich_profiles' | 'verify_candidates';

/** The light roster entry returned by a scan: enough for the preview facepile. */
export interface RosterEntry {
  person_ref: string;
  name: string;
  headline: string;
  photo_url: string;
}

export interface RosterPage {
  entries: RosterEntry[];
  /** Opaque cursor for the next page; null when the roster is exhausted. */
  next: string | null;
}

export interface Verification {
  person_ref: string;
  /** Still a current employee of this company (an experience entry with this company_id and empty end). */
  employed: boolean;
  /** Email verification status as of now (e.g. valid, invalid, catch_all, unknown). */
  email_status: string;
}

export class SourceError extends Error {
  constructor(
    readonly kind: 'not_found' | 'retryable' | 'permanent',
    message: string,
    /** For retryable errors: how long the source asked us to wait, if it said. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'SourceError';
  }
}

/** The source's answer that the company or person does not exist (an answer, not a failure). */
export const isNotFound = (err: unknown): boolean => err instanceof SourceError && err.kind === 'not_found';

/** For `.catch`: null when the source answered not_found; any other error is thrown on. */
export function nullIfNotFound(err: unknown): null {
  if (isNotFound(err)) return null;
  throw err;
}

export interface NetworkSource {
  /** Resolve a company; throws SourceError('not_found') when it does not exist. */
  resolveCompany(ref: CompanyRef): Promise<Company>;
  /**
   * One page of the roster (current and former members as the network lists them). With a `filtered`
   * query (src/sources/query.ts) only the entries that can match it, as far as the backend can tell: an
   * adapter may return more than the query asks for (the judge decides), never fewer. The cursor is the
   * adapter's own; a scan keeps the same query from its first page to its last.
   */
  scanRoster(companyId: number, cursor: string | null, pageSize: number, query?: SourceQuery): Promise<RosterPage>;
  /** The full profile of one roster member. */
  enrichProfile(companyId: number, personRef: string): Promise<Profile>;
  /** Re-check a shortlisted candidate: still employed here, email status now. */
  verifyCandidate(companyId: number, personRef: string): Promise<Verification>;
  /** Release resources (file handles, pools). */
  close(): Promise<void>;
}
