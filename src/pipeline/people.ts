// Small helpers the stages share: bounded concurrency and the "current employee" rule.
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

export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** Run `fn` over `items` with at most `limit` in flight; never rejects, reports each outcome. */
export async function mapSettled<I, T>(items: readonly I[], limit: number, fn: (item: I) => Promise<T>): Promise<Array<Settled<T>>> {
  const out: Array<Settled<T>> = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      try {
        out[i] = { ok: true, value: await fn(items[i] as I) };
      } catch (error) {
        out[i] = { ok: false, error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return out;
}

/** The error to surface from a chunk: a permanent one wins over retryable ones. */
export function firstError(errors: unknown[], isPermanent: (e: unknown) => boolean): unknown {
  return errors.find(isPermanent) ?? errors[0];
}
