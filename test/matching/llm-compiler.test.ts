// PERSONA_COMPILER=llm against a local scripted OpenAI-compatible server (issue 24 §5): the model's answer
// becomes the persona's criteria (validated, cached per definition), with structured output when the
// endpoint takes it and parsing otherwise; a failure or an invalid answer falls back to the rules
// reading with the warning compiler_fallback. Judging stays the rules judge's.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LlmPersonaCompiler } from '../../src/matching/llm/compiler.js';
import { CRITERIA_VERSION } from '../../src/matching/criteria.js';
import { client, startTestService, type TestService } from '../support/service.js';
import { waitForJob } from '../jobs/helpers.js';

type Step = { status?: number; content?: string };
interface Seen {
  body: { model: string; messages: Array<{ role: string; content: string }>; response_format?: unknown };
}
let server: Server;
let baseUrl: string;
let script: Step[] = [];
const seen: Seen[] = [];

/** The scripted model: "sales leaders" → sales, head and above; anything else → product managers. */
function answer(body: Seen['body']): string {
  const { persona } = JSON.parse(body.messages[1]?.content ?? '{}') as { persona: string };
  const sel = (s: object) => ({ areas: [], levels: [], roles: [], employment: [], traits: [], text: '', ...s });
  if (/sales/i.test(persona))
    return JSON.stringify({
      include: [sel({ areas: ['sales'], levels: ['head', 'director', 'vp', 'svp', 'c_level'], text: 'sales leaders' })],
      exclude: [sel({ employment: ['contractor'], text: 'contractors' })],
      unrecognised: [{ text: 'who play the ukulele', side: 'include' }],
    });
  return JSON.stringify({ include: [sel({ areas: ['product_management'], text: persona.toLowerCase() })], exclude: [], unrecognised: [] });
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  let raw = '';
  for await (const chunk of req) raw += String(chunk);
  const body = JSON.parse(raw) as Seen['body'];
  seen.push({ body });
  const s = script.shift() ?? {};
  res.writeHead(s.status ?? 200, { 'content-type': 'application/json' });
  if ((s.status ?? 200) !== 200) return res.end('{"error":{"message":"scripted"}}');
  const content = s.content ?? (body.response_format ? answer(body) : 'Here are the criteria:\n```json\n' + answer(body) + '\n```');
  res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }], usage: { total_tokens: 420 } }));
}

beforeAll(async () => {
  server = createServer((req, res) => void handle(req, res));
  server.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  script = [];
  seen.length = 0;
});

const DEF = 'Sales leaders, no contractors, who play the ukulele';

describe('LLM persona compiler', () => {
  it('compiles with structured output into validated criteria, cached per definition', async () => {
    const c = new LlmPersonaCompiler({ baseUrl, model: 'test-model', apiKey: 'sk-test' });
    const r = await c.compile(DEF);
    expect(r.stamp).toBe(`llm:test-model:${CRITERIA_VERSION}`);
    expect(r.criteria).toMatchObject({
      version: CRITERIA_VERSION,
      include: [{ areas: ['sales'], text: 'sales leaders' }],
      exclude: [{ employment: ['contractor'] }],
    });
    expect(r.unrecognised).toEqual([{ text: 'who play the ukulele', side: 'include' }]);
    expect(r.warnings).toContainEqual(expect.objectContaining({ code: 'clause_not_understood', span: { start: 31, end: 51, text: 'who play the ukulele' } }));
    expect(seen[0]?.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'persona_criteria' } });
    expect(await c.compile(DEF)).toBe(r);
    // asked for several times at once (a GraphQL persona's fields): one request
    const many = await Promise.all([1, 2, 3].map(() => c.compile('Product managers')));
    expect(new Set(many).size).toBe(1);
    expect(c.usage).toMatchObject({ calls: 2, tokens: 840, compiled: 2, fallbacks: 0 });
  });

  it('parses a prose answer when the endpoint refuses response_format (and stops sending it)', async () => {
    const c = new LlmPersonaCompiler({ baseUrl, model: 'test-model' });
    script = [{ status: 400 }];
    const r = await c.compile('Product managers');
    expect(r.criteria).toMatchObject({ include: [{ areas: ['product_management'] }] });
    expect(seen.map((s) => !!s.body.response_format)).toEqual([true, false]);
    expect(seen[1]?.body.messages[0]?.content).toContain('JSON schema');
    await c.compile('Product managers, again');
    expect(seen[2]?.body.response_format).toBeUndefined();
  });

  it('falls back to the rules reading with a warning on a failure or an invalid answer, and asks again next time', async () => {
    const c = new LlmPersonaCompiler({ baseUrl, model: 'test-model', structuredOutput: true });
    script = [{ status: 500 }];
    const failed = await c.compile('Heads of engineering');
    expect(failed.warnings[0]).toMatchObject({ code: 'compiler_fallback', span: null });
    expect(failed.criteria.include.length).toBeGreaterThan(0);
    script = [{ content: JSON.stringify({ include: [{ areas: ['astrology'] }], exclude: [], unrecognised: [] }) }];
    const invalid = await c.compile('Heads of engineering');
    expect(invalid.warnings[0]?.message).toContain('invalid criteria: include.0.areas.0');
    expect((await c.compile('Heads of engineering')).warnings.map((w) => w.code)).not.toContain('compiler_fallback');
    expect(c.usage).toMatchObject({ calls: 3, compiled: 1, fallbacks: 2 });
  });
});

describe('PERSONA_COMPILER=llm in the service', () => {
  let t: TestService;
  beforeAll(async () => {
    t = await startTestService({ PERSONA_COMPILER: 'llm', LLM_BASE_URL: baseUrl, LLM_MODEL: 'test-model' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('personas and the preview read through the model; a job judges by its criteria', async () => {
    const { apiKey } = await t.account({ tier: 'premium', credits: 5 });
    const api = client(t.url, apiKey);
    const preview = await api.post('/v1/personas/preview', { definition: DEF });
    expect(preview.body.criteria.include[0]).toMatchObject({ areas: ['sales'], text: 'sales leaders' });
    const p = await api.post('/v1/personas', { name: 'Product', definition: 'Product managers' });
    expect(p.status).toBe(201);
    expect(p.body).toMatchObject({ criteria_source: 'compiled', criteria: { include: [{ areas: ['product_management'] }] } });
    const job = await api.post('/v1/jobs', { input: 'https://network.example/company/acme-analytics', operation: 'target_people', persona: p.body.slug });
    const done = await waitForJob(api, job.body.job_id);
    expect(done.status).toBe('done');
    expect(done.persona.criteria.include[0].areas).toEqual(['product_management']);
    for (const person of done.target_people) expect(person.why).toContain('— matches');
  });
});

describe('npm run eval -- --compiler llm', () => {
  it('compiles every persona through the model, then measures; it prints what compiling cost', async () => {
    const { stdout } = await promisify(execFile)('npx', ['tsx', 'src/cli/eval.ts', '--compiler', 'llm', '--json'], {
      cwd: process.cwd(),
      env: { ...process.env, LLM_BASE_URL: baseUrl, LLM_MODEL: 'test-model' },
      maxBuffer: 10 * 1024 * 1024,
    });
    const report = JSON.parse(stdout.trim()) as { overall: { macro_f1: number }; personas: unknown[]; compiler: Record<string, number> };
    expect(report.compiler).toEqual({ calls: report.personas.length, tokens: 420 * report.personas.length, compiled: report.personas.length, fallbacks: 0 });
    expect(seen.every((s) => s.body.response_format)).toBe(true);
    expect(report.overall.macro_f1).toBeGreaterThanOrEqual(0); // the scripted model's criteria are not meant to be good
  });
});
