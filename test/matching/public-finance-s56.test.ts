// Session 56: a public body's finance seats. An employer after people, then "that's" and people, says what the seat is
// called there (said of those people only, not applied to the persona); "del ayuntamiento" names the employer, not the
// public service area; the reader knows a Dutch "F&C", the German "Kämmerei", the Spanish "Gestión Económica" and
// "Interventor". Own wordings (none taken from a set).
import { describe, expect, it } from 'vitest';
import { compilePersona, readPerson } from '../../src/matching/index.js';
import { employerFacts } from '../../src/matching/sectors.js';
import { keptRefs, makeProfile } from './profile-fixture.js';

const firm = employerFacts({ name: 'Northwind Widgets Ltd', industry: 'Manufacturing', employees_count: 200 });
const town = employerFacts({ name: 'Ayuntamiento de Sotoalto', industry: 'Administración pública', employees_count: 300 });

describe('"at a council that\'s …" (s56)', () => {
  const persona = 'Our buyer is the CFO; at a council that is the section 151 officer. If there is none, the head of finance.';
  it('the employer is said of the gloss only: nothing restricts the persona to councils', () => {
    const r = compilePersona(persona);
    expect(r.criteria.employer).toBeUndefined();
    expect(r.criteria.include.some((s) => s.areas.includes('public_service'))).toBe(false);
  });
  it('a manufacturer keeps its CFO and none of its staff', async () => {
    const roster: Array<[string, string]> = [
      ['cfo', 'Chief Financial Officer'],
      ['eng', 'Design Engineer'],
    ];
    expect(await keptRefs(roster, persona, firm)).toEqual(['cfo']);
  });
  it('a relative clause after the employer still applies it ("at councils that run a museum")', () => {
    expect(compilePersona('Finance directors at councils that run a museum.').criteria.employer?.sectors).toEqual(['government']);
  });
});

describe('"del ayuntamiento" (s56)', () => {
  it('"el tesorero del ayuntamiento" is the treasurer of a council, not every public servant', async () => {
    const roster: Array<[string, string]> = [
      ['tes', 'Tesorera Municipal'],
      ['soc', 'Trabajadora Social'],
      ['pol', 'Agente de Policía Local'],
    ];
    expect(await keptRefs(roster, 'El tesorero del ayuntamiento.', town)).toEqual(['tes']);
  });
});

describe('finance words of public bodies in titles (s56)', () => {
  const areasOf = (title: string) => readPerson(makeProfile('x', [{ title, company_id: 42 }])).roles.flatMap((r) => r.areas);
  it.each(['Hoofd F&C', 'Teamleider F & C', 'Leiterin der Kämmerei', 'Jefe de Servicio de Gestión Económica', 'Interventora General'])('%s is finance', (t) => {
    expect(areasOf(t)).toContain('finance');
  });
});
