// Session 34 (development set 33, enterprise org charts): a job that serves an executive is named with the executive it
// serves ("chief of staff to the CEO" is the chief of staff, not the CEO); chiefs of staff in six languages; a function's
// business partner is that function's ("finance business partners" are FP&A, not HRBPs), in titles and in personas; the
// heads of a business unit said short ("BU heads"); the Dutch "commercieel directeur" is a sales director; and a team-lead
// word that also names managers, left out alone ("keine Teamleiter"), is those rungs, not everyone who leads people.
// compiler/lexicon-enterprise.ts, tokens.ts, selector.ts; reader/areas.ts. Our own wordings.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile, readPerson } from '../../src/matching/index.js';
import { makeProfile } from './profile-fixture.js';

const persona = (definition: string) => ({ slug: 't', name: 't', definition });
const keeps = (definition: string, title: string) => judgeProfile(persona(definition), makeProfile('x', [{ title }])).match;

describe('a serving job named with the executive it serves is that job', () => {
  it.each([
    ['The chief of staff to our CEO', 'Chief of Staff, Office of the CEO'],
    ['Chiefs of staff to the divisional presidents', 'Chief of Staff – Consumer Division'],
    ['Personal assistants to the managing director', 'Personal Assistant to the MD'],
    ['Die Stabschefin der Geschäftsführung', 'Chief of Staff'],
    ['Le chef de cabinet du directeur général', 'Chef de cabinet'],
    ['La jefa de gabinete del director general', 'Jefa de Gabinete'],
    ['O chefe de gabinete do presidente', 'Chief of Staff'],
    ['De stafchef van de algemeen directeur', 'Chief of Staff'],
  ])('%s', (definition, title) => {
    expect(compilePersona(definition).unrecognised).toEqual([]);
    expect(keeps(definition, title)).toBe(true);
    expect(keeps(definition, 'Chief Executive Officer')).toBe(false);
    expect(keeps(definition, 'Managing Director')).toBe(false);
  });
  it('the executive named alone is still the executive', () => {
    expect(keeps('The CEO and the CFO', 'Chief Executive Officer')).toBe(true);
    expect(keeps('Reports to the CEO: the CFO', 'Chief of Staff')).toBe(false);
  });
});

describe("a function's business partner is that function's", () => {
  it.each(['Finance Business Partner, Payments', 'Senior Finance Business Partner', 'Business Partner Finance – Benelux', 'Financial Business Partner'])(
    'reader: %s is FP&A',
    (title) => {
      const r = readPerson(makeProfile('x', [{ title }])).roles[0];
      expect(r?.areas).toContain('fpa');
      expect(r?.roles).not.toContain('hrbp');
    },
  );
  it.each(['Finance business partners across the business', 'Our FBPs', 'Les business partners financiers', 'Business partners financieros'])(
    '%s',
    (definition) => {
      expect(compilePersona(definition).unrecognised).toEqual([]);
      expect(keeps(definition, 'Finance Business Partner')).toBe(true);
      expect(keeps(definition, 'HR Business Partner')).toBe(false);
      expect(keeps(definition, 'HRBP')).toBe(false);
    },
  );
  it('HR business partners stay HR', () => {
    expect(keeps('HR business partners', 'HR Business Partner')).toBe(true);
    expect(keeps('HR business partners', 'Finance Business Partner')).toBe(false);
  });
});

describe('the heads of a business unit said short', () => {
  it.each(['BU heads', 'The heads of BU', 'Our BU leads'])('%s', (definition) => {
    expect(keeps(definition, 'Business Unit Director, Industrial Solutions')).toBe(true);
    expect(keeps(definition, 'Chief Executive Officer')).toBe(false);
  });
});

describe('the Dutch "commercieel directeur" is a sales director', () => {
  it.each(['Commercieel directeuren', 'De commercieel directeur van elke vestiging'])('%s', (definition) => {
    const c = compilePersona(definition);
    expect(c.criteria.include.some((s) => s.areas.includes('sales') && s.levels.includes('director'))).toBe(true);
    expect(keeps(definition, 'Commercieel Directeur')).toBe(true);
    expect(keeps(definition, 'Financieel Directeur')).toBe(false);
  });
});

describe('team leads left out by a word that also names managers are those rungs only', () => {
  it.each([
    ['Leitung Einkauf ab Bereichsleitung, keine Teamleiter', 'Leiter Einkauf'],
    ['IT-Führung ab Head-Ebene, aber ohne Teamleiterinnen', 'Head of IT'],
  ])('%s', (definition, head) => {
    const c = compilePersona(definition);
    expect(c.criteria.exclude.some((s) => s.traits.includes('manages_people'))).toBe(false);
    expect(keeps(definition, head)).toBe(true);
    expect(keeps(definition, 'Teamleiter IT')).toBe(false);
  });
  it('"no managers" still leaves out everyone who leads people', () => {
    expect(compilePersona('Sales people, no managers').criteria.exclude.some((s) => s.traits.includes('manages_people'))).toBe(true);
  });
});

// The org-chart scope (`Selector.scope`, `RoleFacts.scope`): compiler/org-scope.ts, reader/scope.ts.
describe('reader: where in the org chart a title puts the seat', () => {
  const scopeOf = (title: string) => readPerson(makeProfile('x', [{ title }])).roles[0]?.scope;
  it.each([
    ['Group Chief Financial Officer', 'group'],
    ['Global Head of Procurement', 'group'],
    ['VP – Finance, Industrial Division', 'division'],
    ['Business Unit Director, Packaging', 'division'],
    ['Senior Director, Sales – APAC', 'region'],
    ['Regionalleiter Vertrieb DACH', 'region'],
    ['Directrice Financière Belgique', 'country'],
    ['Geschäftsführerin Schweiz', 'country'],
    ['Director General de la filial', 'country'],
    ['Diretor Comercial Argentina', 'country'],
    ['Financieel Directeur Nederland', 'country'],
    ['Country Manager', 'country'],
  ])('%s', (title, scope) => expect(scopeOf(title)).toBe(scope));
  it.each(['Finance Director', 'Global Account Director', 'Rooms Division Manager', 'Bus Driver'])('%s names no unit', (title) => {
    expect(scopeOf(title) === undefined || scopeOf(title) === 'group').toBe(true);
    expect(scopeOf(title)).not.toBe('division');
  });
});

describe('personas: the scope their words name', () => {
  const scopes = (d: string) => compilePersona(d).criteria.include.map((s) => s.scope ?? []);
  it.each([
    ['Finance directors at group level', ['group']],
    ['The CFOs of the business units', ['division']],
    ['Sales VPs in the regions', ['region']],
    ['Die Personalleiter der Tochtergesellschaften', ['country']],
    ['Los directores financieros de cada país', ['country']],
    ['Os diretores de RH das subsidiárias', ['country']],
    ['De financieel directeuren per land', ['country']],
    ['Les directeurs des ventes régionaux', ['region']],
  ])('%s', (d, scope) => expect(scopes(d)).toEqual([scope]));
  it.each(['Procurement directors, global or local', 'Finance directors in Germany', 'Finance managers', 'Subsidiary rights managers'])(
    '%s names no scope',
    (d) => expect(scopes(d).flat()).toEqual([]),
  );
  it('"below group level" is every scope but the group', () => {
    expect(scopes('HR heads below group level')).toEqual([['division', 'region', 'country']]);
  });
  it('people said to be "their" others\' sit where those others do', () => {
    expect(scopes('The country managers and their HR directors')).toEqual([['country'], ['country']]);
  });
  it("an adjective of one item of a list is that item's alone", () => {
    expect(scopes('Area managers, regional directors and store managers').flat()).toEqual([]);
  });
});

describe('the judge compares the scopes', () => {
  it("keeps the seats of the scope named, and reads a title that names none as the group's", () => {
    const d = 'The country finance directors, not the Group CFO.';
    expect(keeps(d, 'Finance Director Italy')).toBe(true);
    expect(keeps(d, 'Finance Director Austria')).toBe(true);
    expect(keeps(d, 'Finance Director')).toBe(false);
    expect(keeps(d, 'Finance Director, EMEA')).toBe(false);
  });
  it('an exclusion with a scope leaves out only that scope', () => {
    const d = 'Chief financial officers, not the divisional CFOs.';
    expect(keeps(d, 'Chief Financial Officer')).toBe(true);
    expect(keeps(d, 'CFO, Consumer Division')).toBe(false);
  });
  it('country managers are the number one of each country, whatever the title', () => {
    const d = 'Country managers';
    for (const title of ['Managing Director, Poland', 'General Manager Canada', 'Directeur Général Maroc', 'Country Manager'])
      expect(keeps(d, title)).toBe(true);
    expect(keeps(d, 'Chief Executive Officer')).toBe(false);
    expect(keeps(d, 'Divisional Managing Director, Lending')).toBe(false);
  });
});
