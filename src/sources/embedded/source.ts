// NetworkSource over a loaded dataset directory. Profiles are read from people.ndjson by byte
// offset on demand; nothing per person is cached, so memory stays bounded by the index (unless
// `keepProfiles` is asked for: the eval, which reads every profile once per persona).
// `_simulate` directives on a company line inject latency and failures (see src/sources/README.md).
import { isCurrentEmployee } from '../../domain/people/employment.js';
import { open, type FileHandle } from 'node:fs/promises';
import type { Company, Profile } from '../../domain/people/types.js';
import { SourceError, type CompanyRef, type NetworkSource, type RosterPage, type SourceStage, type Verification } from '../port.js';
import { normalisedMatches, type SourceQuery } from '../query.js';
import type { Dataset, RosterIndex } from './dataset.js';
import { toCompany, type CompanyLine } from './schema.js';
import { deepFreeze } from '../../lib/freeze.js';

export { isCurrentEmployee };

/** The most bytes of people.ndjson read at once for a roster page. */
const READ_SPAN_MAX = 4 << 20;

export interface EmbeddedSourceOptions {
  /**
   * Keep every profile once parsed (frozen, shared by the callers), keyed by its line: for runs that read
   * the whole dataset once per persona (`npm run eval`, the quality and equality tests), where parsing the
   * same lines again was most of the CPU (eval of the bundled sample: 23 -> 8 s of CPU). Memory: every profile
   * read. Not for the service (default off).
   */
  keepProfiles?: boolean;
}

export class EmbeddedNetworkSource implements NetworkSource {
  /** Attempts per `${companyId}:${stage}`, counted for `_simulate.fail_times`. */
  private readonly attempts = new Map<string, number>();
  /** One handle for all reads, opened on first use (a promise, so parallel first reads share it). */
  private file: Promise<FileHandle> | null = null;

  /** Parsed profiles by line offset, when `keepProfiles`. */
  private readonly kept: Map<number, Profile> | null;

  constructor(
    readonly dataset: Dataset,
    opts: EmbeddedSourceOptions = {},
  ) {
    this.kept = opts.keepProfiles ? new Map() : null;
  }

  /** Parses the line at `offset` (and keeps it when asked). */
  private profileOf(offset: number, text: string): Profile {
    // The line was validated by loadDataset; the file is not expected to change while serving.
    const p = JSON.parse(text) as Profile;
    if (this.kept) this.kept.set(offset, deepFreeze(p));
    return p;
  }

  private handle(): Promise<FileHandle> {
    this.file ??= open(this.dataset.peopleFile, 'r');
    return this.file;
  }

  /** Applies the company's `_simulate` directive for one provider call. */
  private async simulate(company: CompanyLine, stage: SourceStage): Promise<void> {
    const sim = company._simulate;
    if (!sim) return;
    // The global timer, not node:timers/promises: tests move it with fake timers instead of waiting.
    if (sim.latency_ms) await new Promise((r) => setTimeout(r, sim.latency_ms));
    if (sim.fail_stage !== stage) return;
    const key = `${company.id}:${stage}`;
    const attempt = (this.attempts.get(key) ?? 0) + 1;
    this.attempts.set(key, attempt);
    if (attempt <= (sim.fail_times ?? 0)) {
      const kind = sim.fail_kind ?? 'retryable';
      throw new SourceError(
        kind,
        `simulated ${kind} failure of ${stage} for company ${company.id} (attempt ${attempt})`,
        kind === 'retryable' ? 1000 : undefined,
      );
    }
  }

  private company(companyId: number): CompanyLine {
    const c = this.dataset.companies.get(companyId);
    if (!c) throw new SourceError('not_found', `company ${companyId} not found`);
    return c;
  }

  private roster(companyId: number): RosterIndex {
    return this.dataset.rosters.get(companyId) ?? { refs: [], offsets: [], lengths: [], position: new Map(), texts: [] };
  }

  private async readAt(roster: RosterIndex, i: number): Promise<Profile> {
    const offset = roster.offsets[i];
    const length = roster.lengths[i];
    if (offset === undefined || length === undefined) throw new SourceError('permanent', `roster index ${i} out of range`);
    const hit = this.kept?.get(offset);
    if (hit) return hit;
    const buf = Buffer.alloc(length);
    const fh = await this.handle();
    const { bytesRead } = await fh.read(buf, 0, length, offset);
    if (bytesRead !== length) throw new SourceError('permanent', `people.ndjson changed while running (short read at ${offset})`);
    return this.profileOf(offset, buf.toString('utf8'));
  }

  /**
   * The profiles at roster positions [start, end), with one file read per run of lines that lie next to
   * each other in people.ndjson (a company's people usually do) instead of one per person: a page of 500
   * was 500 reads through libuv's pool one after another, most of a roster page's cost beyond the
   * simulated latency (issue 13). A run is read up to READ_SPAN_MAX bytes at a time.
   */
  private async readRange(roster: RosterIndex, start: number, end: number): Promise<Profile[]> {
    const fh = await this.handle();
    const out: Profile[] = [];
    let i = start;
    while (i < end) {
      const first = roster.offsets[i];
      if (first === undefined || roster.lengths[i] === undefined) throw new SourceError('permanent', `roster index ${i} out of range`);
      const hit = this.kept?.get(first);
      if (hit) {
        out.push(hit);
        i += 1;
        continue;
      }
      // extend the run while the next line starts where this one ends (after its newline, or CRLF)
      let j = i + 1;
      let spanEnd = first + (roster.lengths[i] as number);
      while (j < end) {
        const o = roster.offsets[j];
        const l = roster.lengths[j];
        if (o === undefined || l === undefined || o < spanEnd || o > spanEnd + 2 || o + l - first > READ_SPAN_MAX || this.kept?.has(o)) break;
        spanEnd = o + l;
        j += 1;
      }
      const buf = Buffer.alloc(spanEnd - first);
      const { bytesRead } = await fh.read(buf, 0, buf.length, first);
      if (bytesRead !== buf.length) throw new SourceError('permanent', `people.ndjson changed while running (short read at ${first})`);
      for (let k = i; k < j; k += 1) {
        const from = (roster.offsets[k] as number) - first;
        out.push(this.profileOf(from + first, buf.toString('utf8', from, from + (roster.lengths[k] as number))));
      }
      i = j;
    }
    return out;
  }

  async resolveCompany(ref: CompanyRef): Promise<Company> {
    const id = ref.kind === 'id' ? ref.id : (this.dataset.idBySlug.get(ref.slug.toLowerCase()) ?? this.dataset.idBySlug.get(ref.slug));
    const company = id === undefined ? undefined : this.dataset.companies.get(id);
    if (!company) throw new SourceError('not_found', `company ${ref.kind === 'id' ? ref.id : ref.slug} not found`);
    await this.simulate(company, 'match_company');
    return toCompany(company);
  }

  /**
   * A page of the roster; with a `filtered` query, the next `pageSize` entries whose indexed text
   * (`RosterIndex.texts`: current titles here, employment types, headline) can match it. The cursor is the
   * roster position to go on from, in both cases.
   */
  async scanRoster(companyId: number, cursor: string | null, pageSize: number, query?: SourceQuery): Promise<RosterPage> {
    const company = this.company(companyId);
    await this.simulate(company, 'scan_team');
    const start = cursor === null ? 0 : Number(cursor);
    if (!Number.isInteger(start) || start < 0) throw new SourceError('permanent', `invalid roster cursor ${cursor}`);
    const roster = this.roster(companyId);
    const size = Math.max(1, pageSize);
    let profiles: Profile[];
    let end: number;
    if (!query || query.sourcing === 'full') {
      end = Math.min(roster.refs.length, start + size);
      profiles = await this.readRange(roster, start, end);
    } else {
      const picked: number[] = [];
      end = start;
      while (end < roster.refs.length && picked.length < size) {
        if (normalisedMatches(query, roster.texts[end] ?? '')) picked.push(end);
        end += 1;
      }
      profiles = await this.readPicked(roster, picked);
    }
    const entries: RosterPage['entries'] = profiles.map((p) => ({
      person_ref: p.person_ref,
      name: p.person.name,
      headline: p.person.headline,
      photo_url: p.person.photo_url,
    }));
    return { entries, next: end < roster.refs.length ? String(end) : null };
  }

  /** The profiles at these ascending roster positions, one read per run of neighbouring positions. */
  private async readPicked(roster: RosterIndex, picked: readonly number[]): Promise<Profile[]> {
    const out: Profile[] = [];
    for (let i = 0; i < picked.length;) {
      let j = i + 1;
      while (j < picked.length && picked[j] === (picked[j - 1] as number) + 1) j += 1;
      out.push(...(await this.readRange(roster, picked[i] as number, (picked[j - 1] as number) + 1)));
      i = j;
    }
    return out;
  }

  async enrichProfile(companyId: number, personRef: string): Promise<Profile> {
    const company = this.company(companyId);
    await this.simulate(company, 'enrich_profiles');
    const roster = this.roster(companyId);
    const i = roster.position.get(personRef);
    if (i === undefined) throw new SourceError('not_found', `person ${personRef} not on the roster of company ${companyId}`);
    return this.readAt(roster, i);
  }

  async verifyCandidate(companyId: number, personRef: string): Promise<Verification> {
    const company = this.company(companyId);
    await this.simulate(company, 'verify_candidates');
    const roster = this.roster(companyId);
    const i = roster.position.get(personRef);
    if (i === undefined) return { person_ref: personRef, employed: false, email_status: 'unknown' };
    const p = await this.readAt(roster, i);
    return { person_ref: personRef, employed: isCurrentEmployee(p, companyId), email_status: p.contact.email.status || 'unknown' };
  }

  async close(): Promise<void> {
    const f = this.file;
    this.file = null;
    await f?.then((h) => h.close()).catch(() => undefined);
  }
}
