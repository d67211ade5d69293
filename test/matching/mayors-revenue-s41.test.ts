// Session 41: mayors as a role of their own among the elected members; "revenue" beside revenue managers or fares is
// revenue management; a closed dash aside. Own wordings.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { atCompany } from '../../src/matching/reader/firm.js';
import { readPerson } from '../../src/matching/reader/person.js';
import { employerFacts } from '../../src/matching/sectors.js';
import { makeProfile } from './profile-fixture.js';

const CITY = employerFacts({ id: 42, name: 'Stadt Musterhausen', industry: 'Government Administration', employees_count: 900 });
const role = (title: string) => atCompany(readPerson(makeProfile('x', [{ title }])), CITY).roles[0];
const keeps = (definition: string, title: string) => judgeProfile({ slug: 't', name: 't', definition, company: CITY }, makeProfile('x', [{ title }])).match;

describe('mayors (s41)', () => {
  it.each(['Bürgermeisterin', 'Burgemeester', 'Maire', 'Alcaldesa', 'Prefeito Municipal', 'Landrat'])(
    '"%s" is the mayor, who heads the administration (no board seat)',
    (t) => {
      expect(role(t)).toMatchObject({ roles: ['mayor'], level: 'c_level', employment: 'employee' });
    },
  );
  it.each(['Stellvertretender Bürgermeister', 'Teniente de Alcalde', 'Deputy Leader of the Council', 'Vice-Prefeito'])(
    '"%s" is an elected member of the executive (session 42), not the mayor',
    (t) => {
      expect(role(t)?.roles).toEqual(['council_executive']);
    },
  );
  it('a persona naming the mayor keeps the mayor and not the chief executive; "not councillors" leaves the mayor in', () => {
    expect(keeps('The mayor and the aldermen', 'Bürgermeisterin')).toBe(true);
    expect(keeps('The mayor and the aldermen', 'Chief Executive')).toBe(false);
    expect(keeps('O prefeito, não os vereadores', 'Prefeito')).toBe(true);
    expect(keeps('O prefeito, não os vereadores', 'Vereador')).toBe(false);
    expect(keeps('Bürgermeister und Kämmerer – kein Stadtrat, kein Aufsichtsrat.', 'Bürgermeisterin')).toBe(true);
    expect(keeps('Bürgermeister und Kämmerer – kein Stadtrat, kein Aufsichtsrat.', 'Stadträtin')).toBe(false);
    expect(keeps('Les DGS et DGA ; pas les élus.', 'Maire')).toBe(false);
    expect(keeps('Bürgermeister und Kämmerer – kein Stadtrat, kein Aufsichtsrat.', 'Bürgermeisterin')).toBe(true);
    expect(keeps('Bürgermeister und Kämmerer – kein Stadtrat, kein Aufsichtsrat.', 'Stadträtin')).toBe(false);
    expect(keeps('Les DGS et DGA ; pas les élus.', 'Maire')).toBe(false);
  });
});

describe("a council's chief finance officer (s41)", () => {
  it.each(['Corporate Director of Resources (Section 151 Officer)', 'Stadtkämmerer', 'Kämmerin'])('"%s" is the CFO', (t) => {
    expect(role(t)?.roles).toContain('cfo');
  });
  it('"the s151 officer" and "der Kämmerer" in a persona name the CFO', () => {
    for (const text of ['The s151 officer', 'Der Kämmerer']) expect(compilePersona(text).criteria.include[0]?.roles).toEqual(['cfo']);
  });
});

describe('revenue management (s41)', () => {
  it('"su jefe de revenue" beside revenue managers heads revenue management; "analistas de tarifas" price fares', () => {
    const c = compilePersona('Revenue managers, analistas de tarifas y su jefe de revenue. Sin becarios.').criteria;
    expect(c.include.map((s) => s.areas)).toEqual([['pricing'], ['pricing'], ['pricing']]);
    expect(c.include.every((s) => !s.traits.includes('individual_contributor') || s.text === 'analistas de tarifas')).toBe(true);
  });
  it('"Head of Revenue" alone stays the sales organisation', () => {
    expect(compilePersona('Head of Revenue and the sales managers').criteria.include[0]?.areas).not.toContain('pricing');
  });
});
