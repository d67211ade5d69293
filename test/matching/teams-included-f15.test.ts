// Session 21 (development set 15): teams said to be included after people on a rung ("EMs and senior EMs, platform/SRE
// teams included") widen that rung to those teams — their managers — instead of adding every person of them, and they do
// not replace the areas named first (compiler/attach.ts widenRung); alternatives joined by a slash or "and" after a comma
// are included together (compiler/pieces.ts). Our own wordings, none taken from a labelled set.
import { describe, expect, it } from 'vitest';
import { judgeProfile } from '../../src/matching/index.js';
import { makeProfile } from './profile-fixture.js';

const matches = (definition: string, title: string) => judgeProfile({ slug: 't', name: 't', definition }, makeProfile('x', [{ title }])).match;

describe('teams included after a rung are that rung in those teams', () => {
  it.each([
    'Engineering managers and senior EMs, infra/SRE teams included.',
    'EMs, the SRE and platform teams included.',
    'Engineering managers, SRE teams included.',
  ])('%s', (d) => {
    expect(matches(d, 'Engineering Manager')).toBe(true);
    expect(matches(d, 'SRE Manager')).toBe(true);
    expect(matches(d, 'Site Reliability Engineer')).toBe(false);
    expect(matches(d, 'Software Engineer')).toBe(false);
  });

  it('the teams added do not replace the ones named first', () => {
    const d = 'Engineering managers, data teams included.';
    expect(matches(d, 'Engineering Manager')).toBe(true);
    expect(matches(d, 'Data Engineering Manager')).toBe(true);
    expect(matches(d, 'Data Engineer')).toBe(false);
  });

  it('a rung named as a department widens the same way', () => {
    expect(matches('Sales managers, customer success included.', 'Manager, Customer Success')).toBe(true);
    expect(matches('Sales managers, customer success included.', 'Customer Success Associate')).toBe(false);
  });
});
