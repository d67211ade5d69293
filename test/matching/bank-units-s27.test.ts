// Session 27 (issue 22): a bank's private or business banking unit is a department, not a kind of employer: "pas le
// responsable de la banque privée" excludes that unit's head, and does not turn the persona into "not at banks"
// (lexicon-employers.ts NOT_EMPLOYERS; lexicon-institutions.ts). Own words.
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';

describe('a bank unit is no employer', () => {
  it.each([
    'Banquiers privés dans les banques ; pas le responsable de la banque privée.',
    'Gestores de banca privada en los bancos, sin el director de la banca privada.',
  ])('%s', (d) => {
    const c = compilePersona(d).criteria;
    expect(c.employer?.sectors).toEqual(['banking']);
    expect(c.employer?.except).toEqual([]);
    // the unit's head is left out, as account management's leader (the bank's client units are account management)
    expect(c.exclude).toEqual([expect.objectContaining({ areas: ['account_management'], levels: [expect.stringMatching(/^(head|director)$/)] })]);
  });
});
