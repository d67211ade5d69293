// enrich_profiles: fetch every roster member's full profile, in chunks read from job_people (never the
// whole roster in memory) with at most ENRICH_CONCURRENCY calls in flight. Each chunk's successes are
// committed (profile, current_employee, the profiles_enriched counter) before a failure of the same chunk
// is raised, so a retry only fetches what is missing. A person the source no longer knows is skipped.
// A chunk's commit overlaps the data-source calls of the next chunk (commits stay one at a time and in
// order): with source latency, the stage then takes ≈ N·latency/C instead of that plus every commit.
import { Prisma } from '../../generated/prisma/client.js';
import type { Profile } from '../../domain/people/types.js';
import { publishInTx } from '../../domain/jobs/store.js';
import { SourceError } from '../../sources/port.js';
import { sourceCall } from '../instrument.js';
import { chunkSize, firstError, isCurrentEmployee, isPermanentSourceError, peopleChunks } from '../people.js';
import { mapSettled } from '../../lib/concurrency.js';
import type { StageHandler } from '../worker.js';

export const enrichProfiles: StageHandler = async (ctx) => {
  const { deps, job } = ctx;
  const companyId = job.companyId as number;
  const size = chunkSize(deps.config.ENRICH_CONCURRENCY);
  // The previous chunk's commit, settled to its error (or null) so a failure never goes unhandled.
  let pending: Promise<unknown> | null = null;
  const settle = async () => {
    const p = pending;
    pending = null;
    const err = p ? await p : null;
    if (err) throw err;
  };
  for await (const rows of peopleChunks(deps, job.id, { enriched: false }, size)) {
    const results = await mapSettled(rows, deps.config.ENRICH_CONCURRENCY, (r) =>
      sourceCall(deps, 'enrich_profile', () => deps.source.enrichProfile(companyId, r.personRef)),
    );
    const done: Array<{ ref: string; profile: Profile | null }> = [];
    const errors: unknown[] = [];
    results.forEach((res, i) => {
      const ref = rows[i]!.personRef;
      if (res.ok) done.push({ ref, profile: res.value });
      else if (res.error instanceof SourceError && res.error.kind === 'not_found') done.push({ ref, profile: null });
      else errors.push(res.error);
    });
    await settle();
    if (done.length > 0) {
      pending = ctx
        .commit(async (tx, row) => {
          const rowsJson = JSON.stringify(
            done.map((d) => ({ person_ref: d.ref, profile: d.profile, current: d.profile ? isCurrentEmployee(d.profile, companyId) : false })),
          );
          await tx.$executeRaw(Prisma.sql`
            UPDATE job_people jp SET profile = v.profile, enriched = true, current_employee = v.current
            FROM jsonb_to_recordset(${rowsJson}::jsonb) AS v(person_ref text, profile jsonb, current boolean)
            WHERE jp.job_id = ${row.id} AND jp.person_ref = v.person_ref`);
          const enriched = await tx.jobPerson.count({ where: { jobId: row.id, enriched: true, profile: { not: Prisma.DbNull } } });
          await tx.job.update({ where: { id: row.id }, data: { profilesEnriched: enriched, updatedAt: new Date() } });
          await publishInTx(deps, tx, row, 'counters');
        })
        .then(
          () => null,
          (err: unknown) => err ?? new Error('enrich commit failed'),
        );
    }
    if (errors.length > 0) {
      await settle();
      throw firstError(errors, isPermanentSourceError);
    }
  }
  await settle();
  return { kind: 'next' };
};
