// Event payloads: the done payloads are exactly the spec's fields taken from the job's stored snapshot;
// other terminal statuses send {job_id, company_id, status, message}; too_large and processing none.
import { describe, expect, it } from 'vitest';
import { jobEvent } from '../../src/webhooks/payload.js';
import { validateCallbackUrl } from '../../src/webhooks/url.js';

const person = {
  rank_in_company: 1,
  is_decision_maker: true,
  why: 'Founder and CEO.',
  person: { name: 'Ada Founder', headline: 'CEO at Acme', network_url: 'https://network.example/in/ada', photo_url: 'https://img.example/ada.jpg' },
  professional: { tier: 'owner', role: 'CEO', function: 'executive' },
  contact: { email: { address: 'ada@acme.example', status: 'valid' } },
};
// The stored snapshot of the done job (src/domain/jobs/snapshot.ts), as much of it as the payloads read.
const poll = {
  version: 2,
  id: 'job_x',
  status: 'done',
  companyId: 42,
  persona: { slug: 'owners-founders', name: 'Owners & founders', criteria: null, criteriaSource: null },
  targetPeopleCount: 1,
  creditsCharged: 1,
  nextRetryAt: null,
  createdAt: '2026-11-23T04:00:00.000Z',
  finishedAt: '2026-11-23T04:10:00.000Z',
  published: { company: { id: 42, name: 'Acme' }, targetPeople: [person], creditsBalance: 9 },
};

describe('jobEvent', () => {
  it('builds the versioned done payload from the stored snapshot', () => {
    const e = jobEvent({ id: 'job_x', api: 'v1', status: 'done', companyId: 42, message: null, result: JSON.stringify(poll) })!;
    expect(e.eventType).toBe('job.done');
    expect(Object.keys(JSON.parse(e.payload))).toEqual(['job_id', 'company_id', 'company', 'status', 'target_people_count', 'target_people']);
    expect(JSON.parse(e.payload)).toEqual({
      job_id: 'job_x',
      company_id: 42,
      company: poll.published.company,
      status: 'done',
      target_people_count: 1,
      target_people: [person],
    });
  });

  it('builds the unversioned done payload', () => {
    const e = jobEvent({ id: 'job_x', api: 'unversioned', status: 'done', companyId: 42, message: null, result: JSON.stringify(poll) })!;
    expect(JSON.parse(e.payload)).toEqual({
      job_id: 'job_x',
      company_id: 42,
      status: 'done',
      count: 1,
      decision_makers: [
        {
          rank_in_company: 1,
          name: 'Ada Founder',
          headline: 'CEO at Acme',
          role: 'CEO',
          tier: 'owner',
          function: 'executive',
          is_decision_maker: true,
          why: 'Founder and CEO.',
          network_url: 'https://network.example/in/ada',
          photo_url: 'https://img.example/ada.jpg',
          email: 'ada@acme.example',
          email_status: 'valid',
        },
      ],
    });
  });

  it('sends {job_id, company_id, status, message} for other terminal statuses, nothing for too_large', () => {
    for (const status of ['not_found', 'no_employees', 'no_people_found', 'failed', 'cancelled'] as const) {
      const e = jobEvent({ id: 'job_y', api: 'v1', status, companyId: null, message: 'why', result: '{}' })!;
      expect(e.eventType).toBe(`job.${status}`);
      expect(JSON.parse(e.payload)).toEqual({ job_id: 'job_y', company_id: null, status, message: 'why' });
    }
    expect(jobEvent({ id: 'job_z', api: 'v1', status: 'too_large', companyId: 1, message: 'big', result: '{}' })).toBeNull();
    expect(jobEvent({ id: 'job_z', api: 'v1', status: 'processing', companyId: 1, message: null, result: null })).toBeNull();
  });
});

describe('validateCallbackUrl', () => {
  const guarded = { allowPrivate: false };
  it('accepts absolute https URLs (private literals only when private networks are allowed)', () => {
    expect(validateCallbackUrl('https://hooks.example.com/tp?x=1', guarded)).toEqual([]);
    expect(validateCallbackUrl('https://93.184.215.14/hook', guarded)).toEqual([]);
    expect(validateCallbackUrl('https://127.0.0.1:8443/hook', { allowPrivate: true })).toEqual([]);
    expect(validateCallbackUrl('https://localhost:8443/hook', { allowPrivate: true })).toEqual([]);
  });
  it.each([
    ['https://127.0.0.1:8443/hook', 'loopback'],
    ['https://2130706433/hook', 'loopback'], // the URL parser normalises numeric hosts to 127.0.0.1
    ['https://0x7f.1/hook', 'loopback'],
    ['https://localhost/hook', 'localhost'],
    ['https://LocalHost./hook', 'localhost'],
    ['https://app.localhost/hook', 'localhost'],
    ['https://[::1]/hook', 'loopback'],
    ['https://[::ffff:127.0.0.1]/hook', 'IPv4-mapped'],
    ['https://10.1.2.3/hook', 'private'],
    ['https://192.168.0.10/hook', 'private'],
    ['https://172.16.5.4/hook', 'private'],
    ['https://169.254.10.1/hook', 'link-local'],
    ['https://169.254.169.254/latest/meta-data', 'metadata'],
    ['https://[fd00:ec2::254]/', 'metadata'],
    ['https://[fe80::1]/', 'link-local'],
    ['https://0.0.0.0/', 'unspecified'],
  ])('refuses the private destination %s', (value, word) => {
    const d = validateCallbackUrl(value, guarded);
    expect(d).toHaveLength(1);
    expect(d[0]!.loc).toEqual(['body', 'callback_url']);
    expect(d[0]!.msg).toContain(word);
  });
  it.each([
    ['http://hooks.example.com/', 'https'],
    ['hooks.example.com/x', 'absolute'],
    ['/relative', 'absolute'],
    ['https://user:pass@hooks.example.com/', 'credentials'],
    ['https://user@hooks.example.com/', 'credentials'],
    [`https://hooks.example.com/${'a'.repeat(2048)}`, '2048'],
    ['', 'empty'],
    [42, 'string'],
  ])('refuses %s', (value, word) => {
    const d = validateCallbackUrl(value, guarded);
    expect(d).toHaveLength(1);
    expect(d[0]!.loc).toEqual(['body', 'callback_url']);
    expect(d[0]!.msg).toContain(word);
  });
});
