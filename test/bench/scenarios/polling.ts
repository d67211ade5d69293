// 1. Polling a finished job: GET /v1/jobs/{id} of a done job with 50 target people, and the GraphQL
// job(id) query for the same job, under autocannon with 64 connections. Baseline: a bare node:http
// server (child process) answering the same bytes from memory, measured in the same run.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Scenario } from '../lib/context.js';
import { makeAccounts, runJobToDone } from '../lib/context.js';
import { load, startBareServer, summary, type LoadResult } from '../lib/load.js';
import { row, type Row } from '../lib/report.js';
import { startChildService } from '../lib/service.js';
import { round } from '../lib/stats.js';
import { idleCpuMsPerSecond } from '../lib/cpu.js';

export const JOB_QUERY = `query Poll($id: ID!) {
  job(id: $id) {
    jobId status processingState stage nextRetryAt message companyId
    company { id name networkUrl website domain industry type employeesCount description
      location { locality region country countryCode postalCode } logoUrl hasLogo }
    persona { slug name }
    teamScanned profilesEnriched preliminaryCandidates targetPeopleCount creditsCharged creditsBalance
    input operation createdAt finishedAt
    targetPeople {
      rankInCompany isDecisionMaker why
      person { name firstName lastName headline networkUrl photoUrl about connections followers
        location { text city region country countryCode } outreachLanguage
        flags { openToWork hiring premium verified influencer creator } }
      professional { tier role function workStatus belongsToCompany managesPeople budgetAuthority }
      contact { email { address status qualityScore catchAllDomain validEmailServer free source } websites bioLinks { url title } }
      experience { title company companyId employmentType workplaceType start end duration description }
      education { school degree field start end }
      signals { recommendationsCount postsAboutOwnCompany avgEngagement lastActive
        recentPosts { content postedAt url isRepost engagement { likes comments shares } } }
      meta { networkId profileUrn photoUploadedAt photoExpiresAt hasRealPhoto }
    }
  }
}`;

const CONNECTIONS = 64;

export function loadRows(label: string, ours: LoadResult, base: LoadResult, minRatio: number, scenario = 'polling'): Row[] {
  const ratio = ours.rps / base.rps;
  return [
    row({
      scenario,
      metric: `${label} rps`,
      value: round(ours.rps, 0),
      unit: 'req/s',
      baseline: round(base.rps, 0),
      ratio,
      target: `≥ ${minRatio.toFixed(2)} of bare`,
      verdict: ratio >= minRatio && ours.non2xx === 0 && ours.errors === 0 ? 'pass' : 'miss',
      note: ours.non2xx || ours.errors ? `${ours.non2xx} non-2xx, ${ours.errors} errors` : undefined,
    }),
    row({
      scenario,
      metric: `${label} p99 latency`,
      value: ours.p99,
      unit: 'ms',
      baseline: base.p99,
      target: '< 25 ms',
      verdict: ours.p99 < 25 ? 'pass' : 'miss',
    }),
    row({ scenario, metric: `${label} p99.9 latency`, value: ours.p999, unit: 'ms', baseline: base.p999 }),
    row({
      scenario,
      metric: `${label} first answer on a new connection, max`,
      value: ours.firstMax,
      unit: 'ms',
      baseline: base.firstMax,
      note: `median ${ours.firstP50} (bare ${base.firstP50}) ms; all connections opened at once; p99.9 with these ${ours.p999All} (bare ${base.p999All}) ms`,
    }),
    row({ scenario, metric: `${label} p50 latency`, value: ours.p50, unit: 'ms', baseline: base.p50 }),
    ...cpuRows(label, ours, base, scenario),
  ];
}

/**
 * CPU per answered request of the server process (utime + stime, idle use subtracted) beside the bare
 * server's: what a request costs, whatever else runs on the machine. Ratio = ours / bare (a cost multiple;
 * when both are CPU-bound, req/s ≈ bare's × 1 / ratio). Plus the database backends' CPU per request.
 */
function cpuRows(label: string, ours: LoadResult, base: LoadResult, scenario: string): Row[] {
  if (ours.cpuUsPerRequest === undefined) return [];
  const rows = [
    row({
      scenario,
      metric: `${label} CPU per request`,
      value: round(ours.cpuUsPerRequest, 1),
      unit: 'µs',
      baseline: base.cpuUsPerRequest !== undefined ? round(base.cpuUsPerRequest, 1) : undefined,
      note: 'service process; ratio = cost multiple of bare',
    }),
  ];
  if (ours.postgresCpuUsPerRequest !== undefined)
    rows.push(row({ scenario, metric: `${label} PostgreSQL CPU per request`, value: round(ours.postgresCpuUsPerRequest, 1), unit: 'µs' }));
  return rows;
}

export const polling: Scenario = {
  name: 'polling',
  title: 'Polling a finished job (REST and GraphQL), 64 connections',
  async run(ctx) {
    const seconds = ctx.quick ? 2 : 10;
    const warm = ctx.quick ? 1 : 3;
    const db = await ctx.pg.createDatabase('polling');
    const tmp = mkdtempSync(path.join(os.tmpdir(), 'tp-bench-poll-'));
    const svc = await startChildService({ DATABASE_URL: db.url, NETWORK_DATASET: ctx.dataset.dir }, { cpuProfDir: ctx.cpuProfDir });
    try {
      const [acct] = await makeAccounts(db.url, [{ tier: 'premium', concurrency: 20 }]);
      const { jobId, body } = await runJobToDone(svc.url, acct!.apiKey, ctx.dataset.fifty.slug, 60_000);
      const headers = { 'x-api-key': acct!.apiKey };
      const restPath = `/v1/jobs/${jobId}`;
      const restRes = await fetch(svc.url + restPath, { headers });
      const restBytes = await restRes.text();
      const gqlRequest = JSON.stringify({ query: JOB_QUERY, variables: { id: jobId } });
      const gqlHeaders = { ...headers, 'content-type': 'application/json', accept: 'application/json' };
      const gqlRes = await fetch(svc.url + '/graphql', { method: 'POST', headers: gqlHeaders, body: gqlRequest });
      const gqlBytes = await gqlRes.text();
      const gqlParsed = JSON.parse(gqlBytes) as { data?: { job?: { targetPeople?: unknown[] } }; errors?: unknown[] };
      if (gqlParsed.errors || !gqlParsed.data?.job) throw new Error(`GraphQL job(id) failed: ${gqlBytes.slice(0, 400)}`);

      const rows: Row[] = [];
      // What the service uses doing nothing (its workers' queue polling, the sweep), subtracted from its CPU per request.
      const idleMsPerSecond = await idleCpuMsPerSecond([svc.pid], ctx.quick ? 2000 : 5000);
      const details: Record<string, unknown> = {
        service_idle_cpu_ms_per_s: round(idleMsPerSecond, 1),
        job_id: jobId,
        target_people: body.target_people_count,
        rest_bytes: Buffer.byteLength(restBytes),
        graphql_bytes: Buffer.byteLength(gqlBytes),
        connections: CONNECTIONS,
        seconds,
      };

      // REST
      const bareRest = await startBareServer(restBytes, restRes.headers.get('content-type') ?? 'application/json', tmp);
      try {
        await load({ url: bareRest.url + restPath, connections: CONNECTIONS, seconds: warm, headers });
        const base = await load({ url: bareRest.url + restPath, connections: CONNECTIONS, seconds, headers, cpu: { pid: bareRest.pid } });
        await load({ url: svc.url + restPath, connections: CONNECTIONS, seconds: warm, headers });
        const ours = await load({ url: svc.url + restPath, connections: CONNECTIONS, seconds, headers, cpu: { pid: svc.pid, idleMsPerSecond } });
        rows.push(...loadRows('REST GET /v1/jobs/{id}', ours, base, 0.3)); // issue 23's floors, as smallpoll's
        details.rest = { ours: summary(ours), baseline: summary(base) };
      } finally {
        await bareRest.stop();
      }

      // GraphQL
      const bareGql = await startBareServer(gqlBytes, gqlRes.headers.get('content-type') ?? 'application/json', tmp);
      try {
        const opts = { connections: CONNECTIONS, method: 'POST' as const, headers: gqlHeaders, body: gqlRequest };
        await load({ url: bareGql.url + '/graphql', seconds: warm, ...opts });
        const base = await load({ url: bareGql.url + '/graphql', seconds, ...opts, cpu: { pid: bareGql.pid } });
        await load({ url: svc.url + '/graphql', seconds: warm, ...opts });
        const ours = await load({ url: svc.url + '/graphql', seconds, ...opts, cpu: { pid: svc.pid, idleMsPerSecond } });
        rows.push(...loadRows('GraphQL job(id)', ours, base, 0.2));
        details.graphql = { ours: summary(ours), baseline: summary(base) };
      } finally {
        await bareGql.stop();
      }
      details.service_peak_rss_mb = round(svc.peakRssMb(), 0);
      if (body.target_people_count !== 50)
        rows.push(
          row({
            scenario: 'polling',
            metric: 'target people in the polled job',
            value: body.target_people_count,
            unit: 'people',
            target: '50',
            verdict: 'miss',
          }),
        );
      return { rows, details };
    } finally {
      await svc.stop();
      await db.drop();
      rmSync(tmp, { recursive: true, force: true });
    }
  },
};
