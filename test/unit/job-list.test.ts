// Reads that render a few columns of jobs (src/domain/jobs/queries.ts listJobs for GET /v1/jobs, pageJobs
// for GraphQL's jobs connection, previewJob; a job's webhook deliveries, src/webhooks/delivery.ts): what
// the database sends for them, counted on the pool every query goes through, never includes a done job's
// stored result (a snapshot with every published person, easily hundreds of KB) nor a webhook payload
// made of it, and what they answer is what the whole rows give.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainHarness, type DomainHarness } from '../support/domain.js';
import { CO } from '../support/sample-companies.js';
import { SAMPLE_DATASET_DIR } from '../../src/sources/index.js';
import { submitJob } from '../../src/domain/jobs/submit.js';
import { cancelJob } from '../../src/domain/jobs/cancel.js';
import { finishJob, lockJob, withTx } from '../../src/domain/jobs/store.js';
import { jobOfRow, listJobs, pageJobs, previewJob } from '../../src/domain/jobs/queries.js';
import { jobOf } from '../../src/domain/jobs/job.js';
import type { Company, TargetPerson } from '../../src/domain/people/types.js';
import type { Caller } from '../../src/domain/accounts/keys.js';
import { deliveriesOfJob, deliveryOfCaller } from '../../src/webhooks/delivery.js';

let h: DomainHarness;
beforeAll(async () => {
  h = await domainHarness();
});
afterAll(async () => {
  await h?.close();
});

/** 300 sample profiles published as target people (about 800 KB of snapshot). */
const PEOPLE: TargetPerson[] = readFileSync(join(SAMPLE_DATASET_DIR, 'people.ndjson'), 'utf8')
  .split('\n')
  .filter((l) => l.trim())
  .slice(0, 300)
  .map((l, i) => ({ ...(JSON.parse(l) as TargetPerson), rank_in_company: i + 1, is_decision_maker: true, why: 'Owner.' }));

async function submitted(caller: Caller, input: string = CO.healthy): Promise<string> {
  h.now.at = new Date(h.now.at.getTime() + 1000);
  return (await submitJob(h.deps, caller, { api: 'v1', input, operation: 'target_people', personaSlug: 'owners-founders' })).job.id;
}

async function finish(jobId: string, status: 'failed' | 'done'): Promise<void> {
  await withTx(h.deps, async (tx) => {
    const row = (await lockJob(tx, jobId))!;
    const company = { id: row.companyId, name: row.companyName, logo_url: row.companyLogo, employees_count: row.employees } as Company;
    const done = status === 'done' ? { company, targetPeople: PEOPLE, creditsBalance: 9 } : undefined;
    await finishJob(h.deps, tx, row, { status, message: status === 'failed' ? 'Stage scan_team failed: test.' : null, done });
  });
}

/** Bytes of every row the database sends while `read` runs (through the pool Prisma and the raw queries use). */
async function bytesSentDuring<T>(read: () => Promise<T>): Promise<{ value: T; bytes: number }> {
  const pool = h.db.pool;
  const query = pool.query;
  let bytes = 0;
  pool.query = (async (...args: Parameters<typeof query>) => {
    const result = await (query as (...a: unknown[]) => Promise<{ rows: unknown[] }>).apply(pool, args);
    bytes += JSON.stringify(result.rows, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v)).length;
    return result;
  }) as typeof query;
  try {
    return { value: await read(), bytes };
  } finally {
    pool.query = query;
  }
}

describe('job list reads', () => {
  let caller: Caller;
  let ids: string[];
  let doneResultLength: number;
  beforeAll(async () => {
    caller = await h.caller({ credits: 20 });
    // newest first: processing, cancelled, failed, done
    ids = [await submitted(caller, CO.mid), await submitted(caller), await submitted(caller), await submitted(caller)];
    await finish(ids[0]!, 'done');
    await finish(ids[1]!, 'failed');
    await cancelJob(h.deps, caller, ids[2]!);
    const stored = await h.db.prisma.job.findUniqueOrThrow({ where: { id: ids[0]! } });
    doneResultLength = stored.result!.length;
    expect(doneResultLength).toBeGreaterThan(500_000);
  });

  it('GET /v1/jobs: a page never reads the stored result of a done job, and its items are the rows as they are', async () => {
    const { value: page, bytes } = await bytesSentDuring(() => listJobs(h.deps, caller, {}));
    expect(bytes).toBeLessThan(doneResultLength / 10);
    expect(page.count).toBe(4);
    expect(page.jobs.map((j) => j.id)).toEqual([...ids].reverse());
    const rows = await h.db.prisma.job.findMany({ where: { id: { in: ids } } });
    for (const item of page.jobs) {
      const row = rows.find((r) => r.id === item.id)!;
      expect(item).toEqual(Object.fromEntries(Object.keys(item).map((k) => [k, row[k as keyof typeof row]])));
    }
    expect(Object.keys(page.jobs[0]!).sort()).toEqual(
      [
        'id',
        'status',
        'input',
        'operation',
        'companyId',
        'companyName',
        'companyLogo',
        'personaName',
        'employees',
        'teamScanned',
        'targetPeopleCount',
        'creditsCharged',
        'createdAt',
      ].sort(),
    );
  });

  it("GraphQL's jobs connection: no done job's result either; a done job without what it published, any other terminal one is its snapshot", async () => {
    const { value: page, bytes } = await bytesSentDuring(() => pageJobs(h.deps, caller, { size: 10, from: null }));
    expect(bytes).toBeLessThan(doneResultLength / 10);
    expect(page.totalCount).toBe(4);
    const rows = await h.db.prisma.job.findMany({ where: { id: { in: ids } } });
    expect(page.jobs.map(({ job }) => job.id)).toEqual([...ids].reverse());
    for (const { job, row } of page.jobs) {
      const full = rows.find((r) => r.id === job.id)!;
      expect(job).toEqual(full.status === 'done' ? jobOf(full) : jobOfRow(full));
      expect(row).toMatchObject({ companyName: full.companyName, companyLogo: full.companyLogo, employees: full.employees });
    }
    expect(page.jobs.find(({ job }) => job.status === 'done')!.job.published).toBeUndefined();
    // backwards from the oldest: the same order (newest first)
    const oldest = page.jobs.at(-1)!.job;
    const before = await pageJobs(h.deps, caller, { size: 2, from: { before: { createdAt: oldest.createdAt, id: oldest.id } } });
    expect(before.jobs.map(({ job }) => job.id)).toEqual([ids[2], ids[1]]);
  });

  it("a done job's preview reads counters, not its result", async () => {
    const { value: preview, bytes } = await bytesSentDuring(() => previewJob(h.deps, caller, ids[0]!));
    expect(bytes).toBeLessThan(doneResultLength / 10);
    expect(preview).toMatchObject({ jobId: ids[0], counters: { verified: 0 } });
  });

  it("a done job's webhook deliveries (list and one) read their attempts, not the payload made of its result", async () => {
    const payload = (await h.db.prisma.job.findUniqueOrThrow({ where: { id: ids[0]! } })).result!;
    const at = new Date('2026-11-25T12:30:00.000Z');
    await h.db.prisma.webhookDelivery.create({
      data: {
        id: 'whd_list_test',
        eventId: 'msg_list_test',
        jobId: ids[0]!,
        url: 'https://hooks.example/x',
        eventType: 'job.done',
        payload,
        state: 'delivered',
        attempts: 1,
        createdAt: at,
        deliveredAt: at,
      },
    });
    await h.db.prisma.webhookAttempt.create({ data: { deliveryId: 'whd_list_test', at, httpStatus: 204, latencyMs: 12 } });
    const view = {
      id: 'whd_list_test',
      event_id: 'msg_list_test',
      event_type: 'job.done',
      url: 'https://hooks.example/x',
      state: 'delivered',
      attempts: 1,
      next_attempt_at: null,
      created_at: at.toISOString(),
      delivered_at: at.toISOString(),
      attempt_log: [{ at: at.toISOString(), http_status: 204, error: null, latency_ms: 12, manual: false }],
    };
    const list = await bytesSentDuring(() => deliveriesOfJob(h.db.prisma, ids[0]!));
    expect(list.bytes).toBeLessThan(doneResultLength / 10);
    expect(list.value).toEqual([view]);
    const one = await bytesSentDuring(() => deliveryOfCaller(h.db.prisma, caller, 'whd_list_test'));
    expect(one.bytes).toBeLessThan(doneResultLength / 10);
    expect(one.value).toEqual(view);
  });
});
