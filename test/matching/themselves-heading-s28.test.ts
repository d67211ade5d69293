// Session 28: "the X themselves" after a heading that named people restates them (read-sentence.ts restatesPeople): the
// heading's people are the individual contributors among them and nobody is added ("Public procurement officers at
// hospitals: the buyers themselves" kept every buyer of every company, the public ones among them); a heading said as
// "the people themselves" ("Los vendedores mismos: …") makes its list individual contributors. Own words.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { makeProfile } from './profile-fixture.js';

const includes = (d: string) => compilePersona(d).criteria.include;

describe('"the X themselves" under a heading of people', () => {
  it.each([
    'Tender officers at city councils: the buyers themselves, not their team leads.',
    'Public sector buyers: the buyers themselves, not the heads of procurement.',
    'Compradores públicos en ayuntamientos: los compradores mismos, no sus jefes.',
    'Acheteurs publics des collectivités : les acheteurs eux-mêmes, pas leurs responsables.',
  ])('%s keeps the public buyers only', (d) => {
    const inc = includes(d);
    expect(inc).toHaveLength(1);
    expect(inc[0]?.roles).toEqual(['public_buyer']);
    expect(inc[0]?.traits).toContain('individual_contributor');
  });
  it('a private buyer is not kept by the restatement', () => {
    const keeps = (title: string) =>
      judgeProfile(
        { slug: 't', name: 't', definition: 'Public procurement officers: the buyers themselves, not their managers.' },
        makeProfile('x', [{ title }]),
      ).match;
    expect(keeps('Tender Officer')).toBe(true);
    expect(keeps('Strategic Buyer')).toBe(false);
  });
  it('the heading stays beside the rest of its list', () => {
    const inc = includes('Field sales reps: the reps themselves and their team leads, not their managers.');
    expect(inc.some((s) => s.areas.includes('field_sales') && s.traits.includes('individual_contributor'))).toBe(true);
    expect(inc.some((s) => s.levels.includes('team_lead'))).toBe(true);
  });
  it('under a heading of a function the people themselves are still its list', () => {
    const inc = includes('Purchasing: the CPO, category managers and the buyers themselves.');
    expect(inc.some((s) => s.areas.includes('procurement') && !s.levels.length && !s.roles.length)).toBe(true);
    expect(inc.find((s) => s.text.includes('category'))?.traits ?? []).not.toContain('individual_contributor');
  });
});

describe('a heading said as "the people themselves"', () => {
  it.each([
    'The sellers themselves: AEs, salespeople and KAMs.',
    'Los vendedores mismos: ejecutivos de cuentas, comerciales y KAM.',
    'Os próprios vendedores: executivos de contas, comerciais e KAMs.',
  ])('%s: every item of the list is an individual contributor', (d) => {
    const inc = includes(d);
    expect(inc.length).toBeGreaterThan(1);
    for (const s of inc) expect(s.traits).toContain('individual_contributor');
  });
  it('a sales manager is not one of them', () => {
    const keeps = (title: string) =>
      judgeProfile({ slug: 't', name: 't', definition: 'Los vendedores mismos: ejecutivos de cuentas, comerciales y KAM.' }, makeProfile('x', [{ title }]))
        .match;
    expect(keeps('Sales Manager')).toBe(false);
    expect(keeps('Account Executive')).toBe(true);
  });
});
