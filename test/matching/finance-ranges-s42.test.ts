// Session 42: ranges ended by a site or branch manager's title; executive boards and supervisory boards; the CRO at banks
// and insurers; risk management in five languages; a bank's executives; fund and portfolio managers and research analysts;
// a wealth manager's client-facing "gérants de fortune". Own wordings.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { atCompany } from '../../src/matching/reader/firm.js';
import { readPerson } from '../../src/matching/reader/person.js';
import { employerFacts } from '../../src/matching/sectors.js';
import { makeProfile } from './profile-fixture.js';

const BANK = employerFacts({ id: 1, name: 'Banca del Sole', industry: 'Banking', employees_count: 900 });
const INSURER = employerFacts({ id: 2, name: 'Nordlicht Versicherung', industry: 'Insurance', employees_count: 600 });
const SAAS = employerFacts({ id: 3, name: 'Cloudish', industry: 'Software Development', employees_count: 200 });
const at = (company: typeof BANK, title: string) => atCompany(readPerson(makeProfile('x', [{ title }])), company).roles[0];
const keeps = (company: typeof BANK, definition: string, title: string) =>
  judgeProfile({ slug: 't', name: 't', definition, company }, makeProfile('x', [{ title }])).match;
const first = (text: string) => compilePersona(text).criteria.include[0];

describe('ranges ended by a site or a branch manager (s42)', () => {
  it("under a heading the range takes the heading's area and the end's rung", () => {
    expect(first('Distribution centre: from shift leads to the branch manager')).toMatchObject({
      levels: ['tech_lead', 'team_lead', 'manager', 'senior_manager'],
      roles: [],
    });
    expect(first('Magazijn: van teamleider tot vestigingsmanager')).toMatchObject({ areas: ['warehouse'], roles: [] });
  });
  it("without a heading the site manager's area stays", () => {
    expect(first('from foremen to site manager')?.areas).toEqual(['construction']);
  });
});

describe('executive and supervisory boards (s42)', () => {
  it('the executive board and the executive committee are the executives, not board seats', () => {
    for (const t of ['Executive board: CEO, CFO, COO', 'Members of the executive committee']) {
      const c = compilePersona(t).criteria;
      expect(c.include.every((s) => !s.employment.includes('board'))).toBe(true);
    }
    expect(first('Members of the executive committee')?.levels).toEqual(['c_level']);
  });
  it('"not the supervisory board" leaves board seats out, no supervisors', () => {
    const c = compilePersona('Executive board members, not the supervisory board').criteria;
    expect(c.exclude[0]).toMatchObject({ employment: ['board'], levels: [] });
  });
});

describe('the CRO and risk management at banks and insurers (s42)', () => {
  it("a bank's or an insurer's \"CRO\" is the chief risk officer; a software company's sells", () => {
    expect(at(BANK, 'CRO')?.roles).toEqual(['chief_risk_officer']);
    expect(at(INSURER, 'CRO')?.areas).toEqual(['risk']);
    expect(at(SAAS, 'CRO')?.roles).toEqual(['cro']);
  });
  it('"CRO" in a persona about risk or banks is the chief risk officer; beside sales, the revenue chief', () => {
    expect(first('The CRO, or failing that the head of risk')?.roles).toEqual(['chief_risk_officer']);
    expect(first('CROs at retail banks')?.roles).toEqual(['chief_risk_officer']);
    expect(first('CRO and the VP Sales')?.roles).toEqual(['cro']);
    expect(keeps(BANK, 'The CRO; if there is none, the head of risk', 'CRO')).toBe(true);
  });
  it.each([
    ['Leiterin Risikomanagement', 'head'],
    ['Jefa de Gestión de Riesgos', 'head'],
    ['Diretora de Riscos', 'director'],
    ['Manager Risicobeheer', 'manager'],
  ])('"%s" is risk management (%s)', (t, level) => {
    expect(at(BANK, t)).toMatchObject({ areas: ['risk'], level });
  });
  it('occupational risks stay health and safety', () => {
    expect(at(BANK, 'Técnica de Prevención de Riesgos Laborales')?.areas).toEqual(['hse']);
    expect(at(BANK, 'Chargé de prévention des risques')?.areas).not.toContain('risk');
  });
  it("a bank's executives: a board member, a 'Geschäftsleiter', a 'director gerente'", () => {
    expect(at(BANK, 'Geschäftsleitungsmitglied')?.level).toBe('c_level');
    expect(at(BANK, 'Geschäftsleiterin')?.roles).toEqual(['ceo']);
    expect(at(BANK, 'Directora Gerente')?.roles).toEqual(['ceo']);
  });
});

describe('investment teams (s42)', () => {
  it.each(['Gérant obligataire', 'Fondsmanagerin', 'Fund Manager', 'Equity Research Analyst', 'Research-Analyst'])('"%s" is on the investment team', (t) => {
    expect(at(BANK, t)).toMatchObject({ areas: ['asset_management'], level: 'entry' });
  });
  it('a "gérante de fortune" looks after clients (a private banker); a plain "Gérant" runs the company', () => {
    expect(at(BANK, 'Gérante de fortune')?.roles).toEqual(['relationship_manager']);
    expect(at(BANK, 'Gérant')?.roles).toEqual(['ceo']);
  });
  it('beside portfolio managers, financial analysts are investment analysts and "négociateurs" traders; alone, FP&A', () => {
    const c = compilePersona('Les gérants de portefeuille et leurs analystes financiers, sans les négociateurs').criteria;
    expect(c.include.map((s) => s.areas)).toEqual([['asset_management'], ['asset_management']]);
    expect(c.exclude[0]?.areas).toEqual(['trading']);
    expect(first('Financial analysts')?.areas).toEqual(['fpa']);
    expect(compilePersona('Wealth managers: gérants de fortune, pas les gérants de portefeuille').criteria.include[0]?.roles).toContain('relationship_manager');
  });
});
