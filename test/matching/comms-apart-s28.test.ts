// Session 28: press and communications inside marketing are a kind of title (`pr_comms`: PR, press officers, spokespeople,
// corporate and internal communications in six languages; reader/verticals-media.ts PR_COMMS, on marketing titles only), and
// left out beside marketers they are that kind ("Marketing, not PR", "Marketeers, geen communicatie", "le marketing, hors
// communication": compiler/kinds.ts commsApart), not the whole of marketing the word also names (which left out everyone
// asked for, so nothing was left out). Elsewhere the words stay marketing ("marketing and communications leaders"). Own words.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { makeProfile } from './profile-fixture.js';

const keeps = (definition: string, title: string) => judgeProfile({ slug: 't', name: 't', definition }, makeProfile('x', [{ title }])).match;

describe('press and communications left out beside marketers', () => {
  it.each([
    'Marketing people, not PR or communications.',
    'Marketing ohne Pressearbeit und Unternehmenskommunikation.',
    'Le marketing, hors communication et relations presse.',
    'Marketing, pero no comunicación ni relaciones públicas.',
    'Marketing, sem comunicação nem assessoria de imprensa.',
    'Marketeers, geen communicatie of woordvoerders.',
  ])('%s', (d) => {
    const c = compilePersona(d).criteria;
    expect(c.exclude.length).toBeGreaterThan(0);
    expect(c.exclude.every((s) => s.roles.join() === 'pr_comms' && s.areas.length === 0)).toBe(true);
  });
  it.each([
    ['PR Manager', false],
    ['Pressesprecherin', false],
    ['Chargée de communication', false],
    ['Responsable de Comunicación', false],
    ['Assessora de Imprensa', false],
    ['Woordvoerder', false],
    ['Head of Corporate Communications', false],
    ['Brand Manager', true],
    ['Marketing & Communications Manager', true],
    ['Performance Marketing Lead', true],
  ])('Marketing people, not PR or communications: %s', (title, kept) => {
    expect(keeps('Marketing people, not PR or communications.', title)).toBe(kept);
  });
});

describe('elsewhere the words stay marketing', () => {
  it('marketing and communications leaders are marketing leaders', () => {
    const c = compilePersona('Marketing and communications leaders.').criteria;
    expect(c.include.map((s) => s.areas)).toEqual([['marketing']]);
    expect(c.exclude).toEqual([]);
  });
  it('a communications title is still kept by a marketing persona', () => {
    expect(keeps('Marketing people at every level.', 'PR Manager')).toBe(true);
  });
  it('a communications engineer is no press officer', () => {
    expect(keeps('Marketing people, not PR or communications.', 'Communications Engineer')).toBe(false);
  });
});
