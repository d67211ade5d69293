// Request bodies are closed (issue 27 item 2): an unknown field is 422 validation_error whose details name
// it and suggest the known field a case or separator away (callbackUrl → callback_url), instead of being
// dropped (the webhook never came). Nothing is created.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, startTestService, type TestService } from '../support/service.js';
import { CO } from '../support/sample-companies.js';

let t: TestService;
beforeAll(async () => {
  t = await startTestService();
});
afterAll(async () => {
  await t?.close();
});

const SUBMIT = { input: CO.healthy, operation: 'target_people', persona: 'owners-founders' };

describe('closed request bodies', () => {
  it('refuses unknown fields naming them, with the known field they resemble', async () => {
    const { apiKey } = await t.account({ credits: 5 });
    const api = client(t.url, apiKey);
    const cases: Array<[string, () => Promise<{ status: number; body: any }>, Array<{ loc: string[]; msg: string }>]> = [
      [
        'submit callbackUrl',
        () => api.post('/v1/jobs', { ...SUBMIT, callbackUrl: 'https://hooks.example.com/x' }),
        [{ loc: ['body', 'callbackUrl'], msg: 'unknown field; did you mean "callback_url"?' }],
      ],
      [
        'submit Callback-URL',
        () => api.post('/v1/jobs', { ...SUBMIT, 'Callback-URL': 'https://x.example' }),
        [{ loc: ['body', 'Callback-URL'], msg: 'unknown field; did you mean "callback_url"?' }],
      ],
      [
        'submit two unknown',
        () => api.post('/v1/jobs', { ...SUBMIT, priority: 1, Persona: 'x' }),
        [
          { loc: ['body', 'priority'], msg: 'unknown field' },
          { loc: ['body', 'Persona'], msg: 'unknown field; did you mean "persona"?' },
        ],
      ],
      [
        'unversioned submit',
        () => api.post('/jobs', { input: CO.healthy, callbackURL: 'https://x.example' }),
        [{ loc: ['body', 'callbackURL'], msg: 'unknown field; did you mean "callback_url"?' }],
      ],
      [
        'create persona',
        () => api.post('/v1/personas', { name: 'Sales heads', definition: 'Heads of sales', isDefault: true }),
        [{ loc: ['body', 'isDefault'], msg: 'unknown field' }],
      ],
      [
        'update persona',
        () => api.patch('/v1/personas/owners-founders', { makeDefault: true }),
        [{ loc: ['body', 'makeDefault'], msg: 'unknown field; did you mean "make_default"?' }],
      ],
    ];
    for (const [label, send, details] of cases) {
      const r = await send();
      expect({ label, status: r.status, code: r.body.error.code }).toEqual({ label, status: 422, code: 'validation_error' });
      expect(
        r.body.error.details.map((d: { loc: string[]; msg: string }) => ({ loc: d.loc, msg: d.msg })),
        label,
      ).toEqual(expect.arrayContaining(details));
    }
    expect((await api.get('/v1/jobs')).body.count).toBe(0);
    expect((await api.get('/v1/personas')).body.personas).toHaveLength(1);
    // The spec's own codes are kept where it names them: an operation other than target_people is 400.
    const op = await api.post('/v1/jobs', { ...SUBMIT, operation: 'find_people' });
    expect([op.status, op.body.error.code]).toEqual([400, 'unsupported_operation']);
    // The known field is accepted.
    expect((await api.post('/v1/jobs', { ...SUBMIT, callback_url: 'https://hooks.example.com/x' })).status).toBe(202);
  });
});
