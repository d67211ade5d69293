// The JobReads port (src/domain/ports.ts): one job by its primary key, and a bounded cache of finished
// jobs that can never change again (`isFrozen`, src/domain/jobs/state.ts), so a cached one is always
// what the database holds. Running jobs and failed ones (a retry may restart them) are read every time.
// Bounded in bytes (JOB_CACHE_BYTES; each entry weighed by its stored text), least recently used evicted.
import { LRUCache } from 'lru-cache';
import type { Database } from './client.js';
import type { JobReads, StoredJob } from '../domain/ports.js';
import { isFrozen } from '../domain/jobs/state.js';
import { jobOfRow } from '../domain/jobs/queries.js';

/** Weight of a cached job beyond its stored text (the object graph around it). */
const ENTRY_OVERHEAD_BYTES = 512;

export interface CachedJobReads extends JobReads {
  /** Bytes the cache holds now (the metric tp_job_cache_bytes). */
  cachedBytes(): number;
}

export function jobReads(db: Database, maxBytes: number): CachedJobReads {
  const finished = maxBytes > 0 ? new LRUCache<string, StoredJob>({ maxSize: maxBytes }) : null;
  return {
    async byId(jobId) {
      const hit = finished?.get(jobId);
      if (hit) return hit;
      const row = await db.prisma.job.findUnique({ where: { id: jobId } });
      if (!row) return null;
      const stored: StoredJob = { apiKeyId: row.apiKeyId, job: jobOfRow(row) };
      if (finished && isFrozen(row.status)) finished.set(jobId, stored, { size: ENTRY_OVERHEAD_BYTES + 2 * (row.result?.length ?? 0) });
      return stored;
    },
    cachedBytes: () => finished?.calculatedSize ?? 0,
  };
}
