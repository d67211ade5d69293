// A heading whose word is a department as well as a sector ("Logistics: …", "Logistik: …", "Logística: …") names the
// department when the people after its colon are that department's: they are kept at every company. A heading over people
// of another function ("Banks: CFOs", "Telecom network ops: NOC engineers") still names the employer. Our own wordings.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { employerFacts } from '../../src/matching/sectors.js';
import { makeProfile } from './profile-fixture.js';

const bakery = employerFacts({ name: 'Brotwerk Foods', industry: 'Food Production', employees_count: 400 });
const matches = (definition: string, title: string) => judgeProfile({ slug: 't', name: 't', definition, company: bakery }, makeProfile('x', [{ title }])).match;

describe('a department heading is no employer', () => {
  const DEPARTMENT: Array<[string, string]> = [
    ['Logistics and supply chain: planners, logistics coordinators and their team leads', 'Logistics Coordinator'],
    ['Logistik und Supply Chain: Disponenten, Logistikkoordinatoren und Teamleiter', 'Disponent'],
    ["Logistique et supply chain : planificateurs, coordinateurs logistiques et chefs d'équipe", 'Coordinateur Logistique'],
    ['Logística y cadena de suministro: planificadores, coordinadores de logística y jefes de equipo', 'Coordinador de Logística'],
    ['Logística: planejadores, coordenadores de logística e líderes de equipe', 'Coordenador de Logística'],
    ['Logistiek en supply chain: planners, logistiek coördinatoren en hun teamleiders', 'Logistiek Coördinator'],
  ];
  it.each(DEPARTMENT)('%s', (definition, title) => {
    const c = compilePersona(definition).criteria;
    expect(c.employer?.sectors ?? []).toEqual([]);
    // (road transport's dispatchers are logistics' too: AREA_ALSO)
    expect(c.include.flatMap((s) => s.areas).some((a) => a === 'logistics' || a === 'transport')).toBe(true);
    expect(matches(definition, title)).toBe(true);
  });

  it('a heading over people of another function still names the employer', () => {
    expect(compilePersona('Banks: CFOs and heads of risk').criteria.employer?.sectors).toEqual(['banking']);
    expect(compilePersona('Telecom network ops: NOC engineers and their leads').criteria.employer?.sectors).toEqual(['telecom']);
    expect(compilePersona('Logistics companies: CFOs and finance directors').criteria.employer?.sectors).toEqual(['logistics']);
  });
});
