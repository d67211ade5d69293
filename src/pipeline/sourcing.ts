// How a job sources its roster (issue 26): the source query of its persona (src/sources/query.ts), and
// the one check a filtered scan needs to end a job as a full scan would (no_employees, no_people_found).
import type { Config } from '../config.js';
import type { Deps } from '../deps.js';
import type { JobRow } from '../domain/jobs/store.js';
import type { StageOutcome } from './worker.js';
import { compilePersona, CriteriaSchema } from '../matching/index.js';
import type { PersonaInput } from '../matching/port.js';
import { isCurrentEmployee } from '../domain/people/employment.js';
import { nullIfNotFound, type NetworkSource, type RosterPage } from '../sources/port.js';
import { sourceQuery, type SourceQuery } from '../sources/query.js';
import { sourceCall } from '../sources/instrument.js';

/**
 * The query scan_team sends for this job. `full` when SOURCING=full, when the matcher is an LLM (it may
 * match titles the rules reading cannot place), or when the persona's reading cannot be expressed safely.
 * The reading is the job's snapshot of criteria the user corrected (`persona_criteria`, source `edited`)
 * when there is one, else the compiler's reading of the definition (with the spans it could not read). Selectors of
 * another kind of employer than the job's company are not asked for (`sourceQuery`).
 */
export function jobSourceQuery(
  config: Pick<Config, 'SOURCING' | 'MATCHER'>,
  persona: PersonaInput,
  snapshot: { criteria: unknown; source: string | null } = { criteria: null, source: null },
): SourceQuery {
  if (config.SOURCING === 'full') return { sourcing: 'full', reason: 'SOURCING=full: the whole roster' };
  if (config.MATCHER === 'llm') return { sourcing: 'full', reason: 'MATCHER=llm judges titles the rules reading may not place: the whole roster' };
  if (snapshot.source === 'edited') {
    const edited = CriteriaSchema.safeParse(snapshot.criteria);
    if (edited.success) return sourceQuery({ criteria: edited.data }, persona.company);
  }
  return sourceQuery(compilePersona(persona.definition), persona.company);
}

/** Roster entries read per page while looking for one current employee. */
const PROBE_PAGE = 10;

/**
 * What a full scan would have found, asked only when a filtered scan found no current candidate:
 * `empty` (nobody on the roster: no_employees), `no_current` with the roster size (no_people_found),
 * or `current` (someone works there: the job is done, with nobody matching). Stops at the first current
 * employee, so it usually reads one page and one profile.
 */
export async function rosterPresence(
  source: NetworkSource,
  companyId: number,
  call: <T>(op: string, fn: () => Promise<T>) => Promise<T>,
): Promise<{ kind: 'empty' } | { kind: 'no_current'; roster: number } | { kind: 'current' }> {
  let cursor: string | null = null;
  let seen = 0;
  do {
    const c: string | null = cursor;
    const page: RosterPage = await call('scan_roster', () => source.scanRoster(companyId, c, PROBE_PAGE));
    for (const e of page.entries) {
      seen += 1;
      const profile = await call('enrich_profile', () => source.enrichProfile(companyId, e.person_ref)).catch(nullIfNotFound);
      if (profile && isCurrentEmployee(profile, companyId)) return { kind: 'current' };
    }
    cursor = page.entries.length ? page.next : null;
  } while (cursor !== null);
  return seen === 0 ? { kind: 'empty' } : { kind: 'no_current', roster: seen };
}

/**
 * How find_candidates and verify_candidates end when no current employee is left among the job's people:
 * a filtered job as a full scan would have ended it (`no_employees` for an empty roster, `no_people_found`
 * when nobody on it is current, on to the next stage when someone else works there and the job is done
 * with nobody matching); a full scan with `no_people_found` and `message`.
 */
export async function unlessSomeoneIsCurrent(deps: Deps, job: JobRow, message: string): Promise<StageOutcome> {
  const current = await deps.db.prisma.jobPerson.count({ where: { jobId: job.id, currentEmployee: true } });
  if (current > 0) return { kind: 'next' };
  if (job.sourcing !== 'filtered') return { kind: 'finish', status: 'no_people_found', message };
  const presence = await rosterPresence(deps.source, job.companyId as number, (op, fn) => sourceCall(deps, op, fn));
  const name = job.companyName;
  if (presence.kind === 'empty') return { kind: 'finish', status: 'no_employees', message: `${name ?? 'The company'} has no one on its roster.` };
  if (presence.kind === 'current') return { kind: 'next' };
  const none = `None of the ${presence.roster} people on the roster of ${name ?? 'the company'} is a current employee.`;
  return { kind: 'finish', status: 'no_people_found', message: none };
}
