// Session 54: "bij de assurantiemakelaar" names the kind of employer (insurance); a Dutch broker's or bank's "adviseurs
// zakelijk / particulier" are its client advisers (account management), never board advisers; a wealth manager's industry
// as the network shows it in French or German ("Gestion de fortune", "Vermögensverwaltung") is known to be no insurer.
// Own wordings (none taken from a set).
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';
import { employerFacts } from '../../src/matching/sectors.js';
import { keptRefs } from './profile-fixture.js';

const read = (text: string) => compilePersona(text);
const broker = employerFacts({ name: 'Van Dijk Assurantiën B.V.', industry: 'Verzekeringen', employees_count: 60 });
const wealth = (industry: string) => employerFacts({ name: 'Genève Patrimoine SA', industry, employees_count: 60 });

const roster: Array<[string, string]> = [
  ['tl', 'Teamleider Adviseurs Zakelijk'],
  ['adv', 'Adviseur Zakelijk'],
  ['pa', 'Adviseur Particulieren'],
  ['am', 'Accountmanager'],
  ['rvb', 'Adviseur Raad van Bestuur'],
  ['sb', 'Schadebehandelaar'],
];

describe("a broker's client advisers (s54)", () => {
  it('"bij de assurantiemakelaar" is an employer condition: insurance', () => {
    const c = read('Adviseurs zakelijk bij de assurantiemakelaar.');
    expect(c.criteria.employer?.sectors).toEqual(['insurance']);
    expect(c.unrecognised).toEqual([]);
  });
  it('"adviseurs zakelijk" are account managers, not board advisers', () => {
    const inc = read('Adviseurs zakelijk en adviseurs particulier.').criteria.include;
    expect(inc.map((s) => [s.areas, s.employment])).toEqual([
      [['account_management'], []],
      [['account_management'], []],
    ]);
  });
  it('keeps the advisers and their team leads; not the board adviser or the claims handler', async () => {
    expect(await keptRefs(roster, 'Accountmanagers en adviseurs zakelijk, plus hun teamleiders.', broker)).toEqual(['adv', 'am', 'pa', 'tl']);
  });
  it("a wealth manager's industry in French or German is no insurer", async () => {
    const d = 'Accountmanagers bij de assurantiemakelaar.';
    expect(await keptRefs([['am', 'Accountmanager']], d, broker)).toEqual(['am']);
    expect(await keptRefs([['am', 'Accountmanager']], d, wealth('Gestion de fortune'))).toEqual([]);
    expect(await keptRefs([['am', 'Accountmanager']], d, wealth('Vermögensverwaltung'))).toEqual([]);
  });
});
