// Session 42: an airport's and an airline's ground operations; flight operations; aviation security; a council's executive
// apart from its ordinary councillors; the directors of a city's administration; past roles in a headline. Own wordings.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { atCompany } from '../../src/matching/reader/firm.js';
import { readPerson } from '../../src/matching/reader/person.js';
import { employerFacts } from '../../src/matching/sectors.js';
import { makeProfile } from './profile-fixture.js';

const AIRLINE = employerFacts({ id: 1, name: 'Northwind Air', industry: 'Airlines and Aviation', employees_count: 400 });
const AIRPORT = employerFacts({ id: 2, name: 'Aeroporto de Serra Alta', industry: 'Aviação e aeroportos', employees_count: 300 });
const RAIL = employerFacts({ id: 3, name: 'Talbahn GmbH', industry: 'Eisenbahn', employees_count: 300 });
const SOFTWARE = employerFacts({ id: 4, name: 'Kodewerk BV', industry: 'Software Development', employees_count: 80 });
const CITY = employerFacts({ id: 5, name: 'Gemeente Oosterveld', industry: 'Government Administration', employees_count: 700 });
const AGGLO = employerFacts({ id: 6, name: 'Agglomération du Val', industry: 'Administration publique', employees_count: 500 });
const at = (company: typeof CITY, title: string) => atCompany(readPerson(makeProfile('x', [{ title }])), company).roles[0];
const keeps = (company: typeof CITY, definition: string, title: string) =>
  judgeProfile({ slug: 't', name: 't', definition, company }, makeProfile('x', [{ title }])).match;

describe('ground operations at airlines and airports (s42)', () => {
  it.each(['Outstation Manager', 'Turnaround Manager', "Chef d'escale", 'Jefe de Escala', 'Gerente de Operações Aeroportuárias', 'Terminal Duty Manager'])(
    '"%s" manages ground operations',
    (t) => {
      expect(at(AIRLINE, t)).toMatchObject({ areas: ['ground_handling'], level: 'manager' });
    },
  );
  it('an airline\'s "Station Manager" runs an outstation; at a railway it is no ground handling', () => {
    expect(at(AIRLINE, 'Station Manager')?.areas).toEqual(['ground_handling']);
    expect(at(RAIL, 'Station Manager')?.areas).not.toContain('ground_handling');
  });
  it("an airport's duty managers and passenger service agents work its ground operations", () => {
    expect(at(AIRPORT, 'Duty Manager')?.areas).toEqual(['ground_handling']);
    expect(at(AIRPORT, 'Agente de Atendimento ao Passageiro')?.areas).toContain('ground_handling');
    expect(at(AIRPORT, 'Supervisor de Pátio')).toMatchObject({ areas: ['ground_handling'], level: 'team_lead' });
  });
  it('"Head of Ground Operations" and "Director of Airport Operations" keep their rungs', () => {
    expect(at(AIRLINE, 'Head of Ground Operations')).toMatchObject({ areas: ['ground_handling'], level: 'head' });
    expect(at(AIRLINE, 'Director of Airport Operations')).toMatchObject({ areas: ['ground_handling'], level: 'director' });
  });
  it('a Dutch "Teamleider Platform" leads the apron at an airline and a platform team at a software company', () => {
    expect(at(AIRLINE, 'Teamleider Platform')?.areas).toEqual(['ground_handling']);
    expect(at(SOFTWARE, 'Teamleider Platform')?.areas).toEqual(['devops']);
  });
  it('aviation security (AVSEC) guards, no information security', () => {
    expect(at(AIRPORT, 'Security Manager (AVSEC)')).toMatchObject({ areas: ['guarding'], level: 'manager' });
    expect(at(AIRPORT, 'Agente AVSEC')).toMatchObject({ areas: ['guarding'], level: 'entry' });
  });
  it('a persona about airport operations reads them as ground operations', () => {
    const c = compilePersona('Airside operations at regional airports: their duty managers and station managers, plus turnaround coordinators').criteria;
    expect(c.include.flatMap((s) => s.areas)).toEqual(['ground_handling', 'ground_handling']);
    expect(keeps(AIRPORT, 'Operações aeroportuárias: chefes de escala e agentes de pátio', 'Agente de Pátio')).toBe(true);
    expect(keeps(AIRPORT, 'Operações aeroportuárias: chefes de escala e agentes de pátio', 'Bombeiro de Aeródromo')).toBe(false);
  });
  it('flight operations are the flight deck\'s line: "Leiter Flugbetrieb" heads it', () => {
    expect(at(AIRLINE, 'Leiter Flugbetrieb')).toMatchObject({ areas: ['flight_deck'], level: 'head' });
    expect(at(AIRLINE, 'Flight Operations Manager')).toMatchObject({ areas: ['flight_deck'], level: 'manager' });
    expect(compilePersona('Heads of flight operations').criteria.include[0]?.areas).toEqual(['flight_deck']);
  });
});

describe("a council's executive and its ordinary members (s42)", () => {
  it.each(['Wethouder Financiën', 'Schepen van Cultuur', 'Cabinet Member for Housing', 'Concejal Delegado de Urbanismo', 'Adjointe au maire'])(
    '"%s" sits on the executive',
    (t) => {
      expect(at(CITY, t)?.roles).toEqual(['council_executive']);
    },
  );
  it.each(['Raadslid', 'County Councillor', 'Concejal (grupo municipal)', 'Stadtrat'])('"%s" is an ordinary elected member', (t) => {
    expect(at(CITY, t)?.roles).toEqual(['elected_member']);
  });
  it("an agglomeration's vice-president for a portfolio is on its executive; a company's vice-president for sales is not", () => {
    expect(at(AGGLO, 'Vice-présidente chargée du logement')?.roles).toContain('council_executive');
    expect(at(SOFTWARE, 'Vice-président chargé des ventes')?.roles).not.toContain('council_executive');
  });
  it('"aldermen, not the ordinary councillors" keeps the executive and leaves the backbench out', () => {
    const p = 'Mayors and their aldermen — not the ordinary councillors';
    expect(keeps(CITY, p, 'Wethouder Wonen')).toBe(true);
    expect(keeps(CITY, p, 'Raadslid')).toBe(false);
    expect(keeps(CITY, 'Schepenen en burgemeesters, geen gewone raadsleden', 'Schepen van Financiën')).toBe(true);
  });
  it('"not the elected members" leaves the executive out too', () => {
    expect(keeps(CITY, 'Council directors, not elected members', 'Cabinet Member for Resources')).toBe(false);
    expect(keeps(AGGLO, 'Les directeurs de la collectivité, pas les élus', 'Vice-président chargé des transports')).toBe(false);
  });
  it('Beigeordnete, Dezernenten and municipal secretaries direct the administration', () => {
    for (const t of ['Beigeordnete (Beamtin)', 'Dezernent für Finanzen', 'Secretária Municipal de Saúde'])
      expect(at(CITY, t)).toMatchObject({ areas: ['public_policy'], level: 'director' });
    expect(keeps(CITY, 'Die Beigeordneten und Dezernenten der Städte', 'Dezernentin für Kultur')).toBe(true);
    expect(keeps(CITY, 'Os secretários municipais', 'Secretário Municipal de Fazenda')).toBe(true);
  });
  it('"DGA" beside a collectivity is its deputy director-general; the DGS heads its administration', () => {
    expect(compilePersona('Les DGA des collectivités').criteria.include[0]).toMatchObject({ areas: ['public_policy'], levels: ['director'] });
    expect(at(AGGLO, 'DGS')?.roles).toEqual(['ceo']);
    expect(compilePersona('directeurs adjoints').criteria.include[0]?.roles).not.toContain('council_executive');
  });
});

describe('past roles in a headline (s42)', () => {
  it('"ex-…" in the headline gives no role here when the title reads as nothing', () => {
    const p = makeProfile('x', [{ title: 'Curadora' }]);
    p.person.headline = 'Curadora | ex-Head of Sales';
    expect(readPerson(p).roles.map((r) => r.title)).toEqual(['Curadora']);
  });
});
