// Session 54: construction's quantity surveyors and cost managers (area `cost_management`) apart from its estimators
// (`estimating`): a buyer asks for one and leaves out the other ("QS / cost management, not estimating"). A misspelt word
// of a phrase two lexicon entries share reads as its nearest spelling does. Own wordings (none taken from a set).
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';
import { employerFacts } from '../../src/matching/sectors.js';
import { keptRefs } from './profile-fixture.js';

const read = (text: string) => compilePersona(text);
const contractor = employerFacts({ name: 'Northgate Build Ltd', industry: 'Construction', employees_count: 300 });

const roster: Array<[string, string]> = [
  ['cd', 'Commercial Director'],
  ['cm', 'Commercial Manager'],
  ['mqs', 'Managing Quantity Surveyor'],
  ['qs', 'Quantity Surveyor'],
  ['cost', 'Cost Manager'],
  ['che', 'Chief Estimator'],
  ['est', 'Senior Estimator'],
  ['site', 'Site Manager'],
];

describe('quantity surveying apart from estimating (s54)', () => {
  it('"QS / cost management, manager and up, not estimating" keeps the commercial side and leaves the estimators', async () => {
    expect(await keptRefs(roster, 'Function: QS / cost management | Seniority: Manager+ | Exclude: estimating', contractor)).toEqual([
      'cd',
      'cm',
      'cost',
      'mqs',
    ]);
  });
  it('"estimators and the chief estimator, not QSs" keeps the estimators only', async () => {
    expect(await keptRefs(roster, 'Estimators and the chief estimator; not QSs.', contractor)).toEqual(['che', 'est']);
  });
  it('"estimating and quantity surveying" names both areas', () => {
    expect(read('Estimating and quantity surveying teams').criteria.include.map((s) => s.areas)).toEqual([['estimating'], ['cost_management']]);
  });
  it('measurers, cost engineers and "Bauabrechnung" are cost management; "Kalkulation" and "chargés d\'études de prix" are estimating', () => {
    const areas = (d: string) => read(d).criteria.include.flatMap((s) => s.areas);
    expect(areas('Medidores e engenheiros de custos')).toEqual(['cost_management', 'cost_management']);
    expect(areas('Kalkulation und Bauabrechnung')).toEqual(['estimating', 'cost_management']);
    expect(areas("Chargés d'études de prix")).toEqual(['estimating']);
  });
  it('reads the titles of both sides at a contractor', async () => {
    const titles: Array<[string, string]> = [
      ['met', 'Métreur'],
      ['med', 'Medidora'],
      ['kd', 'Kostendeskundige'],
      ['msm', 'Meetstaatopmaker'],
      ['ec', 'Engenheiro de Custos'],
      ['ab', 'Leiterin Abrechnung'],
      ['eco', 'Responsable économie de chantier'],
      ['cep', "Chargée d'études de prix"],
      ['rep', 'Responsable études de prix'],
      ['kal', 'Kalkulator'],
    ];
    expect(await keptRefs(titles, 'Quantity surveying, any level.', contractor)).toEqual(['ab', 'ec', 'eco', 'kd', 'med', 'met', 'msm']);
    expect(await keptRefs(titles, 'Estimating, any level.', contractor)).toEqual(['cep', 'kal', 'rep']);
  });
  it('a managing quantity surveyor is a manager', async () => {
    expect(await keptRefs(roster, 'Quantity surveyors at manager level', contractor)).toEqual(['mqs']);
  });
  it('"Leiterin Abrechnung" elsewhere still heads billing', async () => {
    const software = employerFacts({ name: 'Tallyware GmbH', industry: 'Software Development', employees_count: 80 });
    expect(await keptRefs([['ab', 'Leiterin Abrechnung']], 'Billing, any level.', software)).toEqual(['ab']);
  });
});

describe('a misspelt word of a phrase two entries share (s54)', () => {
  it('"Quantity Surveyers" reads as "Quantity Surveyors"', () => {
    const typo = read('Quantity Surveyers, manager and up').criteria.include;
    const right = read('Quantity Surveyors, manager and up').criteria.include;
    expect(typo.map((s) => [s.roles, s.areas, s.levels])).toEqual(right.map((s) => [s.roles, s.areas, s.levels]));
    expect(typo[0]?.roles).toEqual(['quantity_surveyor']);
  });
});

describe("beside construction's commercial words, 'commercial' is that side (s54)", () => {
  it('"QSs and estimators (commercial managers included)" reads the commercial managers as cost management', () => {
    const inc = read('Quantity surveyors and estimators (commercial managers included)').criteria.include;
    expect(inc.map((s) => s.areas)).toContainEqual(['cost_management']);
    expect(inc.flatMap((s) => s.areas)).not.toContain('sales');
  });
  it('elsewhere "commercial managers" are sales', () => {
    expect(read('Commercial managers and sales directors').criteria.include.flatMap((s) => s.areas)).toEqual(['sales']);
  });
  it("keeps a contractor's commercial manager under that reading", async () => {
    expect(await keptRefs(roster, 'Estimators and QSs, with the commercial managers.', contractor)).toEqual(['che', 'cm', 'cost', 'est', 'mqs', 'qs']);
  });
});
