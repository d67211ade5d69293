// A finished job is stored as a versioned domain snapshot (src/domain/jobs/snapshot.ts: camelCase JSON
// with `version`), and each transport renders it. Pinned here: the REST poll body's bytes, the snapshot's
// round trip, and rows stored before snapshots (the REST poll body itself) rewritten by their migration
// into the same job, so their re-polls keep their bytes.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { freshDatabase } from '../support/db.js';
import { jobOf, type Job, type JobRowLike, type PublishedResult } from '../../src/domain/jobs/job.js';
import { jobOfSnapshot, snapshotOf, SNAPSHOT_VERSION } from '../../src/domain/jobs/snapshot.js';
import { pollText } from '../../src/rest/presenters/jobs.js';

const row: JobRowLike = {
  id: 'job_abcdefghijklmnopqrstuvwx',
  status: 'processing',
  processingState: 'delayed',
  stage: 'enrich_profiles',
  nextRetryAt: new Date('2026-11-23T04:05:06.789Z'),
  message: null,
  companyId: 42,
  personaSlug: 'owners-founders',
  personaName: 'Owners & founders',
  personaCriteria: null,
  personaCriteriaSource: null,
  teamScanned: 12,
  profilesEnriched: 3,
  preliminaryCandidates: 0,
  targetPeopleCount: 0,
  creditsCharged: 0,
  sourceCalls: 4,
  sourceCredits: 5,
  sourceCompanyCredits: 1,
  sourcing: 'filtered',
  sourcingReason: 'candidates by title: finance at cxo/vp',
  matcherCalls: 0,
  matcherTokens: 0,
  input: 'acme',
  operation: 'target_people',
  createdAt: new Date('2026-11-23T04:00:00.000Z'),
  finishedAt: null,
};

const published = {
  company: { id: 42, name: 'Acme', location: { country: 'DE' } },
  targetPeople: [{ rank_in_company: 1, is_decision_maker: true, why: 'Founder.', person: { name: 'Ada' } }],
  creditsBalance: 9,
} as unknown as PublishedResult;

const PROCESSING =
  '{"job_id":"job_abcdefghijklmnopqrstuvwx","status":"processing","processing_state":"delayed","stage":"enrich_profiles",' +
  '"next_retry_at":"2026-11-23T04:05:06.789Z","message":null,"company_id":42,"persona":{"slug":"owners-founders","name":"Owners & founders"},' +
  '"team_scanned":12,"profiles_enriched":3,"preliminary_candidates":0,"target_people_count":0,"credits_charged":0,' +
  '"usage":{"sourcing":"filtered","sourcing_reason":"candidates by title: finance at cxo/vp","source_calls":4,"source_credits":5,"source_company_credits":1,"source_person_credits":4,"profiles_fetched":3,"matcher_calls":0,"matcher_tokens":0}' +
  ',"input":"acme","operation":"target_people",' +
  '"created_at":"2026-11-23T04:00:00.000Z","finished_at":null}';

const DONE =
  '{"job_id":"job_abcdefghijklmnopqrstuvwx","status":"done","processing_state":null,"stage":"match_target","next_retry_at":null,' +
  '"message":null,"company_id":42,"company":{"id":42,"name":"Acme","location":{"country":"DE"}},' +
  '"persona":{"slug":"owners-founders","name":"Owners & founders"},"team_scanned":12,"profiles_enriched":12,"preliminary_candidates":2,' +
  '"target_people_count":1,"target_people":[{"rank_in_company":1,"is_decision_maker":true,"why":"Founder.","person":{"name":"Ada"}}],' +
  '"credits_charged":1,"credits_balance":9,' +
  '"usage":{"sourcing":"filtered","sourcing_reason":"candidates by title: finance at cxo/vp","source_calls":4,"source_credits":5,"source_company_credits":1,"source_person_credits":4,"profiles_fetched":12,"matcher_calls":0,"matcher_tokens":0},' +
  '"input":"acme","operation":"target_people","created_at":"2026-11-23T04:00:00.000Z","finished_at":"2026-11-23T04:10:00.000Z"}';

// Bodies stored before snapshots and before sourcing was recorded (the REST poll body of the time).
const LEGACY_PROCESSING =
  '{"job_id":"job_abcdefghijklmnopqrstuvwx","status":"processing","processing_state":"delayed","stage":"enrich_profiles",' +
  '"next_retry_at":"2026-11-23T04:05:06.789Z","message":null,"company_id":42,"persona":{"slug":"owners-founders","name":"Owners & founders"},' +
  '"team_scanned":12,"profiles_enriched":3,"preliminary_candidates":0,"target_people_count":0,"credits_charged":0,' +
  '"usage":{"source_calls":4,"source_credits":5,"matcher_calls":0,"matcher_tokens":0},"input":"acme","operation":"target_people",' +
  '"created_at":"2026-11-23T04:00:00.000Z","finished_at":null}';

const LEGACY_DONE =
  '{"job_id":"job_abcdefghijklmnopqrstuvwx","status":"done","processing_state":null,"stage":"match_target","next_retry_at":null,' +
  '"message":null,"company_id":42,"company":{"id":42,"name":"Acme","location":{"country":"DE"}},' +
  '"persona":{"slug":"owners-founders","name":"Owners & founders"},"team_scanned":12,"profiles_enriched":12,"preliminary_candidates":2,' +
  '"target_people_count":1,"target_people":[{"rank_in_company":1,"is_decision_maker":true,"why":"Founder.","person":{"name":"Ada"}}],' +
  '"credits_charged":1,"credits_balance":9,"usage":{"source_calls":4,"source_credits":5,"matcher_calls":0,"matcher_tokens":0},' +
  '"input":"acme","operation":"target_people","created_at":"2026-11-23T04:00:00.000Z","finished_at":"2026-11-23T04:10:00.000Z"}';

const doneRow: JobRowLike = {
  ...row,
  status: 'done',
  processingState: null,
  stage: 'match_target',
  nextRetryAt: null,
  profilesEnriched: 12,
  preliminaryCandidates: 2,
  targetPeopleCount: 1,
  creditsCharged: 1,
  finishedAt: new Date('2026-11-23T04:10:00.000Z'),
};

describe('the REST poll body of a job', () => {
  it('renders a live job in the spec field order', () => {
    expect(pollText(jobOf(row))).toBe(PROCESSING);
  });

  it('renders a done job with what it published (company after company_id, people after the counters)', () => {
    expect(pollText(jobOf(doneRow, published))).toBe(DONE);
  });

  it('terminal jobs have no processing state and no retry time, whatever the row says', () => {
    const job = jobOf({ ...row, status: 'failed', message: 'boom' });
    expect(job.processingState).toBeNull();
    expect(job.nextRetryAt).toBeNull();
    expect(job.published).toBeUndefined();
  });
});

describe('the stored snapshot of a finished job', () => {
  it('is camelCase JSON with a version, and reads back to the same job', () => {
    for (const job of [jobOf(row), jobOf(doneRow, published)]) {
      const text = snapshotOf(job);
      const stored = JSON.parse(text) as Record<string, unknown>;
      expect(stored.version).toBe(SNAPSHOT_VERSION);
      expect(stored).toMatchObject({ id: job.id, teamScanned: job.teamScanned, createdAt: job.createdAt.toISOString() });
      expect(Object.keys(stored).some((k) => k.includes('_'))).toBe(false);
      expect(jobOfSnapshot(text)).toEqual(job);
      // every read renders the same bytes
      expect(pollText(jobOfSnapshot(text))).toBe(pollText(job));
    }
  });

  it('keeps the criteria the job ran with (version 2); a version 1 snapshot reads with criteria null, rendered as before', () => {
    const criteria = { version: 1, include: [{ areas: ['sales'], levels: [], roles: [], employment: [], traits: [], text: 'sales' }], exclude: [] };
    const job = jobOf({ ...doneRow, personaCriteria: criteria, personaCriteriaSource: 'edited' }, published);
    const text = snapshotOf(job);
    expect(JSON.parse(text).persona).toEqual({ slug: 'owners-founders', name: 'Owners & founders', criteria, criteriaSource: 'edited' });
    expect(jobOfSnapshot(text)).toEqual(job);
    expect(JSON.parse(pollText(job)).persona).toEqual({ slug: 'owners-founders', name: 'Owners & founders', criteria, criteria_source: 'edited' });
    const v1 = JSON.parse(snapshotOf(jobOf(doneRow, published)));
    v1.version = 1;
    v1.persona = { slug: 'owners-founders', name: 'Owners & founders' };
    expect(jobOfSnapshot(JSON.stringify(v1))).toEqual(jobOf(doneRow, published));
    expect(pollText(jobOfSnapshot(JSON.stringify(v1)))).toBe(DONE);
  });

  it('refuses a snapshot of a version newer than the service', () => {
    expect(() => jobOfSnapshot(JSON.stringify({ version: SNAPSHOT_VERSION + 1 }))).toThrow(/newer/);
  });
});

describe('the migration of rows stored before snapshots (20261125230000_job_snapshot_legacy_bodies)', () => {
  const MIGRATION = new URL('../../prisma/migrations/20261125230000_job_snapshot_legacy_bodies/migration.sql', import.meta.url);

  /** The bodies stored as results of jobs, then the migration run over them: the results it leaves. */
  async function migrated(bodies: string[]): Promise<string[]> {
    const db = await freshDatabase();
    const c = new pg.Client({ connectionString: db.url });
    await c.connect();
    try {
      const account = '00000000-0000-4000-8000-000000000001';
      await c.query(`INSERT INTO accounts (id, name) VALUES ($1, 'legacy')`, [account]);
      await c.query(`INSERT INTO api_keys (id, account_id, prefix, hash) VALUES ($1, $1, 'tp_live_x', 'h')`, [account]);
      for (const [i, body] of bodies.entries()) {
        await c.query(
          `INSERT INTO jobs (id, account_id, api_key_id, input, operation, persona_slug, persona_name, persona_definition, status, result)
           VALUES ($1, $2, $2, 'acme', 'target_people', 's', 'n', 'd', 'done', $3)`,
          [`job_${i}`, account, body],
        );
      }
      await c.query(readFileSync(MIGRATION, 'utf8'));
      return (await c.query<{ result: string }>('SELECT result FROM jobs ORDER BY id')).rows.map((r) => r.result);
    } finally {
      await c.end();
      await db.drop();
    }
  }

  it('rewrites them as version-2 snapshots of the same job, rendered to the same bytes; snapshots are left as they are', async () => {
    const withoutUsage = LEGACY_PROCESSING.replace(/"usage":\{[^}]*\},/, '');
    const current = snapshotOf(jobOf(doneRow, published));
    const [processing, done, noUsage, snapshot] = await migrated([LEGACY_PROCESSING, LEGACY_DONE, withoutUsage, current]);
    const unsourced = (job: Job): Job => ({ ...job, usage: job.usage ? { ...job.usage, sourcing: undefined } : null });
    const legacy = (job: Job) => JSON.parse(JSON.stringify(unsourced(job))) as unknown;
    expect(JSON.parse(processing!).version).toBe(SNAPSHOT_VERSION);
    expect(JSON.parse(JSON.stringify(jobOfSnapshot(processing!)))).toEqual(legacy(jobOf(row)));
    expect(JSON.parse(JSON.stringify(jobOfSnapshot(done!)))).toEqual(legacy(jobOf(doneRow, published)));
    expect(pollText(jobOfSnapshot(processing!))).toBe(LEGACY_PROCESSING);
    expect(pollText(jobOfSnapshot(done!))).toBe(LEGACY_DONE);
    // an old body frozen before usage was recorded: usage null, rendered without it
    expect(jobOfSnapshot(noUsage!).usage).toBeNull();
    expect(pollText(jobOfSnapshot(noUsage!))).toBe(withoutUsage);
    expect(snapshot).toBe(current);
  });
});
