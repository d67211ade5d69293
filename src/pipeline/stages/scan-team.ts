// scan_team: page through the roster (ROSTER_PAGE_SIZE per page). Each page is inserted into job_people
// and the cursor advanced in one commit, so any worker resumes after the last committed page and a
// re-run never counts a person twice. The next page is fetched while the previous one commits. An empty
// roster ends the job `no_employees`.
// The source is asked for the persona's candidates only when its reading allows (src/pipeline/sourcing.ts,
// issue 26); the job records how (`sourcing`, `sourcing_reason`). A filtered scan that finds nobody is not
// an empty roster: find_candidates tells the two apart. A query for no one (a company outside the persona's kind of
// employer) calls no source at all.
import { Prisma } from '../../generated/prisma/client.js';
import { publishInTx } from '../../domain/jobs/store.js';
import { sourceCall } from '../../sources/instrument.js';
import { jobSourceQuery } from '../sourcing.js';
import type { StageHandler } from '../worker.js';

interface ScanCursor {
  /** The data source's cursor of the next page (null: first page). */
  c: string | null;
  /** Roster position of the next person. */
  n: number;
}

function parseCursor(text: string | null): ScanCursor {
  if (!text) return { c: null, n: 0 };
  try {
    const v = JSON.parse(text) as Partial<ScanCursor>;
    return { c: typeof v.c === 'string' ? v.c : null, n: typeof v.n === 'number' ? v.n : 0 };
  } catch {
    return { c: null, n: 0 };
  }
}

export const scanTeam: StageHandler = async (ctx) => {
  const { deps, job } = ctx;
  const companyId = job.companyId as number;
  let cursor = parseCursor(job.cursor);
  let scanned = job.teamScanned;
  // A cursor with n > 0 and c === null means the roster was fully scanned before a crash.
  let finished = cursor.n > 0 && cursor.c === null;
  const query = jobSourceQuery(deps.config, ctx.persona, { criteria: job.personaCriteria, source: job.personaCriteriaSource });
  if (query.sourcing === 'filtered' && !query.clauses.length) {
    // The persona names no one at this company (`NO_ONE_HERE`): nothing is bought; find_candidates checks the roster.
    await ctx.commit(async (tx, row) => {
      await tx.job.update({
        where: { id: row.id },
        data: { sourcing: query.sourcing, sourcingReason: query.reason, updatedAt: new Date() },
      });
      await publishInTx(deps, tx, row, 'counters');
    });
    return { kind: 'next' };
  }
  const fetchPage = (c: string | null) => {
    const p = sourceCall(deps, 'scan_roster', () => deps.source.scanRoster(companyId, c, deps.config.ROSTER_PAGE_SIZE, query));
    p.catch(() => {}); // awaited below; this only keeps an abandoned prefetch from being "unhandled"
    return p;
  };
  let pending = finished ? null : fetchPage(cursor.c);
  while (pending) {
    const page = await pending;
    const next: ScanCursor = { c: page.next, n: cursor.n + page.entries.length };
    finished = page.next === null || page.entries.length === 0;
    // The next page is fetched while this one is committed (commits stay in order, one at a time).
    pending = finished ? null : fetchPage(page.next);
    scanned = await ctx.commit(async (tx, row) => {
      if (page.entries.length > 0) {
        // One statement with one parameter (the page as JSON): a page of 500 is 6 × 500 bind values otherwise.
        const rowsJson = JSON.stringify(
          page.entries.map((e, i) => ({
            person_ref: e.person_ref,
            position: cursor.n + i,
            name: e.name,
            headline: e.headline ?? '',
            photo_url: e.photo_url ?? '',
          })),
        );
        await tx.$executeRaw(Prisma.sql`
          INSERT INTO job_people (job_id, person_ref, position, name, headline, photo_url)
          SELECT ${row.id}, v.person_ref, v.position, v.name, v.headline, v.photo_url
          FROM jsonb_to_recordset(${rowsJson}::jsonb) AS v(person_ref text, position int, name text, headline text, photo_url text)
          ON CONFLICT DO NOTHING`);
      }
      const count = await tx.jobPerson.count({ where: { jobId: row.id } });
      await tx.job.update({
        where: { id: row.id },
        data: { teamScanned: count, cursor: JSON.stringify(next), sourcing: query.sourcing, sourcingReason: query.reason, updatedAt: new Date() },
      });
      await publishInTx(deps, tx, row, 'counters');
      if (cursor.n < deps.config.PREVIEW_CAP && page.entries.length > 0) await publishInTx(deps, tx, row, 'preview');
      return count;
    });
    cursor = next;
  }
  if (scanned === 0 && query.sourcing === 'full') {
    return { kind: 'finish', status: 'no_employees', message: `${job.companyName ?? 'The company'} has no one on its roster.` };
  }
  return { kind: 'next' };
};
