// Parsing of `input` (src/domain/jobs/input.ts) and the state machine table (src/domain/jobs/state.ts).
import { describe, expect, it } from 'vitest';
import { parseCompanyInput } from '../../src/domain/jobs/input.js';
import { AppError } from '../../src/domain/errors.js';
import { TERMINAL_STATUSES, TRANSITIONS, canTransition, creditsFor, isTerminal, nextStage, STAGES } from '../../src/domain/jobs/state.js';
import { newJobId, JOB_ID_PATTERN } from '../../src/domain/jobs/ids.js';

const HOSTS = ['linkedin.com', 'www.linkedin.com', 'network.example'];

describe('input parsing', () => {
  it.each([
    ['https://www.linkedin.com/company/acme-robotics', { kind: 'slug', slug: 'acme-robotics' }],
    ['https://linkedin.com/company/acme-robotics/', { kind: 'slug', slug: 'acme-robotics' }],
    ['http://www.linkedin.com/company/acme-robotics/about/', { kind: 'slug', slug: 'acme-robotics' }],
    ['www.linkedin.com/company/acme-robotics', { kind: 'slug', slug: 'acme-robotics' }],
    ['linkedin.com/company/Acme-Robotics?trk=x#people', { kind: 'slug', slug: 'acme-robotics' }],
    ['https://network.example/company/10482913/people', { kind: 'id', id: 10482913 }],
    ['https://www.network.example/company/acme%2Drobotics', { kind: 'slug', slug: 'acme-robotics' }],
    ['acme-robotics', { kind: 'slug', slug: 'acme-robotics' }],
    ['acme_robotics.inc2', { kind: 'slug', slug: 'acme_robotics.inc2' }],
    ['  10482913  ', { kind: 'id', id: 10482913 }],
  ])('accepts %s', (input, ref) => {
    expect(parseCompanyInput(input, HOSTS)).toEqual(ref);
  });

  it.each([
    ['Acme Inc'],
    ['acme.com'],
    ['acme.co.uk'],
    ['https://acme.com/company/acme'],
    ['https://www.linkedin.com/in/jane-doe'],
    ['https://www.linkedin.com/company/'],
    ['ftp://linkedin.com/company/acme'],
    [''],
    ['   '],
    ['-acme'],
    ['0'],
    ['x'.repeat(3000)],
  ])('refuses %j with invalid_input', (input) => {
    try {
      parseCompanyInput(input, HOSTS);
      throw new Error('accepted');
    } catch (err) {
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).code).toBe('invalid_input');
    }
  });

  it('refuses non-strings', () => {
    for (const v of [undefined, null, 42, {}, []]) expect(() => parseCompanyInput(v, HOSTS)).toThrow(AppError);
  });
});

describe('job state machine', () => {
  it('has one non-terminal status and only failed can go back to processing', () => {
    expect(isTerminal('processing')).toBe(false);
    for (const s of TERMINAL_STATUSES) {
      expect(isTerminal(s)).toBe(true);
      expect(canTransition(s, 'processing')).toBe(s === 'failed');
      expect(creditsFor(s)).toBe(s === 'done' ? 1 : 0);
    }
    expect(TRANSITIONS.processing).toEqual(expect.arrayContaining([...TERMINAL_STATUSES]));
    expect(canTransition('done', 'cancelled')).toBe(false);
  });

  it('orders the stages', () => {
    expect(STAGES).toEqual(['match_company', 'scan_team', 'enrich_profiles', 'find_candidates', 'verify_candidates', 'match_target']);
    expect(nextStage('match_company')).toBe('scan_team');
    expect(nextStage('match_target')).toBeNull();
  });

  it('makes job ids of the documented shape', () => {
    const ids = new Set(Array.from({ length: 1000 }, newJobId));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(JOB_ID_PATTERN);
  });
});
