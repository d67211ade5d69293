// Small helpers the stages share: chunks of the job's people and the "current employee" rule
// (bounded concurrency is src/lib/concurrency.ts).
import type { Prisma } from '../generated/prisma/client.js';
import type { Deps } from '../deps.js';
import { SourceError } from '../sources/port.js';

export { isCurrentEmployee } from '../domain/people/employment.js';

/** A source error that retrying will not fix (anything but a retryable SourceError). */
export const isPermanentSourceError = (e: unknown): boolean => !(e instanceof SourceError && e.kind === 'retryable');

/** Rows of job_people per chunk: enough to keep ENRICH_CONCURRENCY calls busy, never the whole roster. */
export function chunkSize(concurrency: number): number {
  return Math.min(500, Math.max(8, concurrency * 4));
}

/**
 * The job's people matching `where`, in roster order, one chunk at a time. Each chunk is read after the
 * previous one was processed, so progress committed by the caller is never re-read.
 */
export async function* peopleChunks(
  deps: Deps,
  jobId: string,
  where: Prisma.JobPersonWhereInput,
  size: number,
): AsyncGenerator<Array<{ personRef: string; position: number }>> {
  let after = -1;
  for (;;) {
    const rows = await deps.db.prisma.jobPerson.findMany({
      where: { ...where, jobId, position: { gt: after } },
      orderBy: { position: 'asc' },
      take: size,
      select: { personRef: true, position: true },
    });
    if (rows.length === 0) return;
    after = rows[rows.length - 1]!.position;
    yield rows;
  }
}

/** The error to surface from a chunk: a permanent one wins over retryable ones. */
export function firstError(errors: unknown[], isPermanent: (e: unknown) => boolean): unknown {
  return errors.find(isPermanent) ?? errors[0];
}
