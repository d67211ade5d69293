import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMatcher, MatcherError, MemoryMatchCache } from '../../src/matching/index.js';
import { makeProfile } from './profile-fixture.js';
import { companyRungs } from '../../src/pipeline/decisions.js';
import { asOfClock, criteriaOf } from '../../src/matching/index.js';

type Step = { status?: number; content?: string; hang?: boolean; headers?: Record<string, string> } | 'answer';
interface Seen {
  auth: string | undefined;
  body: { model: string; response_format?: { type: string; json_schema: { name: string } }; messages: Array<{ role: string; content: string }> };
}

let server: Server;
let baseUrl = '';
let script: Step[] = [];
const seen: Seen[] = [];

/** The default scripted model: engineers match, everyone else does not. */
function answer(body: Seen['body']): string {
  const user = JSON.parse(body.messages[1]?.content ?? '{}') as { candidates: Array<{ person_ref: string; positions_at_company: Array<{ title: string }> }> };
  return JSON.stringify({
    decisions: user.candidates.map((c) => {
      const title = c.positions_at_company[0]?.title ?? '';
      const match = /engineer/i.test(title);
      return {
        person_ref: c.person_ref,
        match,
        score: match ? 0.9 : 0.1,
        why: `Title "${title}".`,
        is_decision_maker: false,
        professional: {
          tier: 'senior',
          role: 'software_engineer',
          function: 'engineering',
          work_status: 'employed',
          belongs_to_company: 'confirmed',
          manages_people: 'no',
          budget_authority: 'none',
        },
      };
    }),
  });
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  let raw = '';
  for await (const chunk of req) raw += String(chunk);
  const body = JSON.parse(raw) as Seen['body'];
  seen.push({ auth: req.headers.authorization, body });
  const step = script.shift() ?? 'answer';
  const s = step === 'answer' ? {} : step;
  if (s.hang) return; // never answered: the client's timeout ends the request
  res.writeHead(s.status ?? 200, { 'content-type': 'application/json', ...s.headers });
  if ((s.status ?? 200) !== 200) return res.end('{"error":{"message":"scripted"}}');
  // Without structured output the scripted model answers like a chat model: prose around a fenced JSON block.
  const content = s.content ?? (body.response_format ? answer(body) : `Here are the decisions:\n` + '```json\n' + answer(body) + '\n```');
  res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }], usage: { total_tokens: 100 } }));
}

beforeAll(async () => {
  server = createServer((req, res) => void handle(req, res));
  server.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))));
beforeEach(() => {
  script = [];
  seen.length = 0;
});

const persona = { slug: 'eng', name: 'Engineers', definition: 'Software engineers, not managers.' };
const people = ['Software Engineer', 'Account Executive', 'Senior Software Engineer', 'Head of People', 'QA Engineer'].map((t, i) =>
  makeProfile(`p${i}`, [{ title: t }]),
);
const matcher = (extra: Record<string, unknown> = {}) =>
  createMatcher({
    kind: 'llm',
    llm: { baseUrl, apiKey: 'sk-test', model: 'test-model', batchSize: 2, concurrency: 2, timeoutMs: 2000, maxRetries: 2, ...extra },
    cache: new MemoryMatchCache(),
  });

describe('LLM matcher against a local OpenAI-compatible server', () => {
  it('batches candidates, sends a JSON-schema response format and validates the answer', async () => {
    const m = matcher();
    const { decisions, usage } = await m.match(persona, people);
    expect(usage).toEqual({ calls: 3, tokens: 300 });
    expect(decisions.map((d) => [d.person_ref, d.match])).toEqual([
      ['p0', true],
      ['p1', false],
      ['p2', true],
      ['p3', false],
      ['p4', true],
    ]);
    expect(seen[0]?.auth).toBe('Bearer sk-test');
    expect(seen[0]?.body.model).toBe('test-model');
    expect(seen[0]?.body.response_format?.type).toBe('json_schema');
    // The prompt states the definition verbatim and asks for a decision, a score and one evidence sentence.
    const system = seen[0]?.body.messages[0]?.content ?? '';
    expect(system).toContain(`"""\n${persona.definition}\n"""`);
    expect(system).toMatch(/\(match\)/);
    expect(system).toMatch(/a score/);
    expect(system).toMatch(/one evidence sentence/);
    expect(seen[0]?.body.messages[1]?.content).not.toContain('"professional"');
  });

  it('a re-run costs no calls thanks to the cache; a new definition does', async () => {
    const cache = new MemoryMatchCache();
    const m = createMatcher({ kind: 'llm', llm: { baseUrl, model: 'test-model', batchSize: 10 }, cache });
    expect((await m.match(persona, people)).usage.calls).toBe(1);
    const again = await m.match(persona, people);
    expect(again.usage).toEqual({ calls: 0, tokens: 0 });
    expect(again.decisions).toHaveLength(5);
    expect((await m.match({ ...persona, definition: 'Engineers.' }, people)).usage.calls).toBe(1);
    expect(cache.size).toBe(10);
  });

  it('corrected criteria are sent to the model to follow, and decisions are cached apart from the definition alone (issue 24)', async () => {
    const cache = new MemoryMatchCache();
    const m = createMatcher({ kind: 'llm', llm: { baseUrl, model: 'test-model', batchSize: 10 }, cache });
    const criteria = {
      version: 2,
      include: [{ areas: ['product_management' as const], levels: [], roles: [], employment: [], traits: [], text: 'product managers' }],
      exclude: [],
    };
    await m.match({ ...persona, criteria, edited: false }, people);
    expect(seen[0]?.body.messages[0]?.content).not.toContain('The user corrected');
    expect((await m.match({ ...persona, criteria, edited: true }, people)).usage.calls).toBe(1);
    expect(seen[1]?.body.messages[0]?.content).toContain('The user corrected how the definition reads');
    expect(seen[1]?.body.messages[0]?.content).toContain('"product_management"');
    expect(cache.size).toBe(10);
  });

  it.each([
    ['429', { status: 429 }],
    ['500', { status: 500 }],
    ['503 with Retry-After', { status: 503, headers: { 'retry-after': '0' } }],
    ['timeout', { hang: true }],
    ['invalid JSON', { content: '{"decisions": [' }],
    ['wrong schema', { content: '{"decisions": [{"person_ref": "p0"}]}' }],
  ] as const)('retries after %s', async (_name, step) => {
    script = [step];
    const { decisions, usage } = await matcher({ timeoutMs: 200, backoffMs: 1 }).match(persona, people.slice(0, 2));
    expect(decisions).toHaveLength(2);
    expect(usage.calls).toBe(2);
  });

  it('surfaces exhausted 429/5xx as a retryable MatcherError with retryAfterMs', async () => {
    script = [{ status: 429 }, { status: 502 }, { status: 429 }];
    const err = await matcher({ backoffMs: 1 })
      .match(persona, people.slice(0, 1))
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MatcherError);
    expect(err).toMatchObject({ kind: 'retryable' });
    expect((err as MatcherError).retryAfterMs).toBeGreaterThan(0);
    expect(seen).toHaveLength(3);
  });

  it('fails permanently on other 4xx without retrying', async () => {
    script = [{ status: 401 }];
    await expect(matcher({ backoffMs: 1 }).match(persona, people.slice(0, 1))).rejects.toMatchObject({ kind: 'permanent' });
    expect(seen).toHaveLength(1);
  });

  it('fails permanently when the answer stays invalid', async () => {
    script = [{ content: 'not json' }, { content: 'not json' }, { content: 'not json' }];
    await expect(matcher({ backoffMs: 1 }).match(persona, people.slice(0, 1))).rejects.toMatchObject({ kind: 'permanent' });
    expect(seen).toHaveLength(3);
  });

  it('falls back to the schema in the prompt when the endpoint refuses response_format, and keeps to it', async () => {
    script = [{ status: 400 }];
    const m = matcher({ backoffMs: 1 });
    const first = await m.match(persona, people.slice(0, 2));
    expect(first.decisions.map((d) => [d.person_ref, d.match])).toEqual([
      ['p0', true],
      ['p1', false],
    ]);
    expect(first.usage.calls).toBe(2);
    expect(seen[0]?.body.response_format?.type).toBe('json_schema');
    expect(seen[1]?.body.response_format).toBeUndefined();
    expect(seen[1]?.body.messages[0]?.content).toContain('valid against this JSON schema');
    expect(seen[1]?.body.messages[0]?.content).toContain(persona.definition);
    // Later batches go straight to the prompt-only form; the fenced JSON answer is parsed.
    const second = await m.match({ ...persona, definition: 'Software engineers.' }, people.slice(2, 4));
    expect(second.usage.calls).toBe(1);
    expect(seen[2]?.body.response_format).toBeUndefined();
    expect(second.decisions.map((d) => d.match)).toEqual([true, false]);
  });

  it('with structuredOutput: false never sends response_format; with true a 400 stays permanent', async () => {
    const plain = await matcher({ structuredOutput: false }).match(persona, people.slice(0, 1));
    expect(plain.decisions[0]?.match).toBe(true);
    expect(seen[0]?.body.response_format).toBeUndefined();
    script = [{ status: 400 }];
    await expect(matcher({ structuredOutput: true, backoffMs: 1 }).match(persona, people.slice(0, 1))).rejects.toMatchObject({ kind: 'permanent' });
  });

  it("a company-relative rung applies to the model's matches too: the rules reader places them on the ladder (kept_by)", async () => {
    const top = { slug: 'top-eng', name: 'Top engineer', definition: 'Only the most senior engineering person at each company' };
    const staff = ['Software Engineer', 'VP Engineering', 'Senior Software Engineer', 'Office Manager'].map((t, i) => makeProfile(`t${i}`, [{ title: t }]));
    const { decisions } = await matcher().match(top, staff);
    // The scripted model keeps every engineer; each of its matches carries the rung the rules read it on.
    expect(decisions.filter((d) => d.match).map((d) => [d.person_ref, d.kept_by?.[0]?.level])).toEqual([
      ['t0', 'entry'],
      ['t1', 'vp'],
      ['t2', 'senior'],
    ]);
    const published = companyRungs(
      decisions.filter((d) => d.match).map((d) => ({ decision: d })),
      criteriaOf(top).include,
    );
    expect(published.kept.map((m) => m.decision.person_ref)).toEqual(['t1']);
    expect(published.demoted.map((m) => m.decision.person_ref)).toEqual(['t0', 't2']);
    // Without a rung nothing is added: the model's decisions are published as it made them.
    const plain = await matcher().match(persona, staff);
    expect(plain.decisions.some((d) => d.kept_by)).toBe(false);
  });

  it("a seat named only in a condition is the rules' reading: the model says no to it, the company still has it", async () => {
    const unlessCto = { slug: 'eng-no-cto', name: 'Engineers without a CTO', definition: 'Software engineers, only where there is no CTO' };
    const withCto = ['Software Engineer', 'CTO'].map((t, i) => makeProfile(`w${i}`, [{ title: t }]));
    const { decisions } = await matcher().match(unlessCto, withCto);
    // The scripted model keeps the engineer only; the CTO is kept by the condition's seat alone, as the rules read it.
    expect(decisions.map((d) => [d.person_ref, d.match, d.kept_by?.map((k) => k.selector)])).toEqual([
      ['w0', true, [1]],
      ['w1', true, [0]],
    ]);
    const published = companyRungs(
      decisions.filter((d) => d.match).map((d) => ({ decision: d })),
      criteriaOf(unlessCto).include,
    );
    expect(published.kept).toEqual([]); // this company has a CTO: the engineers are not wanted, and the CTO never is
    const alone = await matcher().match(unlessCto, [makeProfile('a0', [{ title: 'Software Engineer' }])]);
    expect(
      companyRungs(
        alone.decisions.map((d) => ({ decision: d })),
        criteriaOf(unlessCto).include,
      ).kept.map((m) => m.decision.person_ref),
    ).toEqual(['a0']);
  });

  it("the rules' reading it places matches by counts tenure to the matcher's clock, not to the day the test runs", async () => {
    const joiners = { slug: 'new', name: 'New joiners', definition: 'The CTO if there is one, otherwise software engineers who joined in the last 6 months' };
    const p = makeProfile('j0', [{ title: 'Software Engineer' }]);
    (p.experience[0] as { start: string }).start = '2026-09';
    const at = async (month: string) => {
      const m = createMatcher({ kind: 'llm', llm: { baseUrl, model: 'test-model' }, cache: new MemoryMatchCache(), clock: asOfClock(month) });
      return (await m.match(joiners, [p])).decisions.map((d) => [d.match, d.kept_by?.map((k) => k.selector) ?? null]);
    };
    // Joined two months before the clock: the fallback keeps them (selector 1); two years later they are no new joiner.
    expect(await at('2026-11')).toEqual([[true, [1]]]);
    expect(await at('2028-11')).toEqual([[true, null]]);
  });

  it('shortlist is the cheap rules pass (no calls)', () => {
    const out = matcher().shortlist(persona, people);
    expect(out.filter((o) => o.keep).map((o) => o.person_ref)).toEqual(['p0', 'p2', 'p4']);
    expect(seen).toHaveLength(0);
  });
});
