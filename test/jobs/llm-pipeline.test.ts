// A job matched by MATCHER=llm against a local OpenAI-compatible server (real HTTP): the matcher's
// answers reach target_people, an LLM outage puts the job in `delayed` and it recovers by itself,
// usage is counted per job, and a re-run of the same persona over the same people costs no calls.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, startTestService, type TestService } from '../support/service.js';
import { CO, jobBody, query, spends, waitForJob } from './helpers.js';

let llm: Server;
let failNext = 0;
let requests = 0;
let t: TestService;

/** A scripted model: founders and owners match, everyone else does not. */
function answer(raw: string): string {
  const body = JSON.parse(raw) as { messages: Array<{ content: string }> };
  const user = JSON.parse(body.messages[1]?.content ?? '{}') as { candidates: Array<{ person_ref: string; positions_at_company: Array<{ title: string }> }> };
  return JSON.stringify({
    decisions: user.candidates.map((c) => {
      const title = c.positions_at_company.map((p) => p.title).join(' / ');
      const match = /found|owner/i.test(title);
      return {
        person_ref: c.person_ref,
        match,
        score: match ? 0.95 : 0.05,
        why: `LLM: "${title}" ${match ? 'founded or owns' : 'does not own'} the company.`,
        is_decision_maker: match,
        professional: {
          tier: match ? 'founder' : 'senior',
          role: match ? 'founder' : 'other',
          function: 'operations',
          work_status: 'employed',
          belongs_to_company: 'confirmed',
          manages_people: match ? 'yes' : 'no',
          budget_authority: match ? 'owns' : 'none',
        },
      };
    }),
  });
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  let raw = '';
  for await (const chunk of req) raw += String(chunk);
  requests++;
  if (failNext > 0) {
    failNext--;
    res.writeHead(503, { 'content-type': 'application/json' });
    res.end('{"error":{"message":"overloaded"}}');
    return;
  }
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: answer(raw) } }], usage: { total_tokens: 250 } }));
}

beforeAll(async () => {
  llm = createServer((req, res) => void handle(req, res));
  await new Promise<void>((r) => llm.listen(0, '127.0.0.1', () => r()));
  const url = `http://127.0.0.1:${(llm.address() as AddressInfo).port}/v1`;
  t = await startTestService({ MATCHER: 'llm', LLM_BASE_URL: url, LLM_MODEL: 'scripted', LLM_MAX_RETRIES: '0', LLM_BATCH_SIZE: '10' });
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((r) => llm.close(() => r()));
});

describe('MATCHER=llm in the pipeline', () => {
  it('goes delayed while the LLM is down, recovers, publishes the LLM’s decisions and counts usage', async () => {
    const { apiKey } = await t.account({ credits: 5, tier: 'pro' });
    const api = client(t.url, apiKey);
    failNext = 1;
    const before = requests;
    const submitted = await api.post('/v1/jobs', jobBody(CO.healthy));
    expect(submitted.status).toBe(202);
    const id = submitted.body.job_id as string;
    const delayed = await waitForJob(api, id, (j) => j.processing_state === 'delayed' || j.status !== 'processing');
    expect(delayed).toMatchObject({ status: 'processing', processing_state: 'delayed', stage: 'match_target' });
    expect(Date.parse(delayed.next_retry_at)).toBeGreaterThan(Date.now() - 1000);
    const done = await waitForJob(api, id);
    expect(done.status).toBe('done');
    expect(done.target_people_count).toBeGreaterThan(0);
    for (const p of done.target_people) {
      expect(p.why).toMatch(/^LLM: /);
      expect(p.professional.tier).toBe('founder');
    }
    expect(await spends(t.databaseUrl, id)).toBe(1);
    const [usage] = await query<{ matcher_calls: number; matcher_tokens: number }>(
      t.databaseUrl,
      'SELECT matcher_calls, matcher_tokens FROM jobs WHERE id = $1',
      [id],
    );
    const successful = requests - before - 1;
    expect(usage).toEqual({ matcher_calls: successful, matcher_tokens: successful * 250 });
    expect(successful).toBeGreaterThan(0);

    // The same persona over the same people again: every decision comes from the cache.
    const mark = requests;
    const again = await api.post('/v1/jobs', jobBody(CO.healthy));
    const second = await waitForJob(api, again.body.job_id);
    expect(second.status).toBe('done');
    expect(requests).toBe(mark);
    expect(second.target_people.map((p: { person: { name: string } }) => p.person.name)).toEqual(
      done.target_people.map((p: { person: { name: string } }) => p.person.name),
    );
  });
});
