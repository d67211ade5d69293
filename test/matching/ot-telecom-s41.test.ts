// Session 41: operational technology, the NOC as a kind, telecom network planners and bare "techniciens" left out. Own wordings.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { atCompany } from '../../src/matching/reader/firm.js';
import { readPerson } from '../../src/matching/reader/person.js';
import { employerFacts } from '../../src/matching/sectors.js';
import { makeProfile } from './profile-fixture.js';

const at = (industry: string) => employerFacts({ id: 42, name: 'Acme', industry, employees_count: 90 });
const role = (title: string, industry: string) => atCompany(readPerson(makeProfile('x', [{ title }])), at(industry)).roles[0];
const keeps = (definition: string, title: string, industry: string) =>
  judgeProfile({ slug: 't', name: 't', definition, company: at(industry) }, makeProfile('x', [{ title }])).match;

describe('operational technology (s41)', () => {
  it.each(['Fernwirktechniker', 'Leittechniker', 'Telecontrol Technician', 'RTU Technician', 'OT Engineer', 'Technicus telemetrie'])(
    '"%s" works on SCADA',
    (t) => {
      expect(role(t, 'Utilities')?.areas).toContain('scada');
    },
  );
  it('"Head of OT" and "Leiter Leittechnik" head it; "Head of IT & OT" heads IT and OT', () => {
    expect(role('Head of OT', 'Utilities')).toMatchObject({ areas: ['scada'], level: 'head' });
    expect(role('Leiter Leittechnik', 'Energieversorgung')).toMatchObject({ areas: ['scada'], level: 'head' });
    expect(role('Head of IT & OT', 'Utilities')?.areas).toEqual(['it', 'scada']);
    expect(role('Head of IT & OT', 'Computer Software')?.areas).toEqual(['it']);
  });
  it('"Automatista" and "Procesautomatiseerder" are plant automation; "Telemetry Engineer" is not read as SCADA', () => {
    expect(role('Automatista', 'Utilities')?.areas).toEqual(['automation']);
    expect(role('Procesautomatiseerder', 'Utilities')?.areas).toEqual(['automation']);
    expect(role('Telemetry Engineer', 'Computer Software')?.areas).not.toContain('scada');
  });
  it('"OT en SCADA … en de OT-security mensen": OT people and OT security engineers, not the CISO or SOC analysts', () => {
    const text = 'OT en SCADA: SCADA-engineers, procesautomatiseerders, het hoofd OT en de OT-security mensen. Geen IT-helpdesk.';
    expect(keeps(text, 'Fernwirktechniker', 'Utilities')).toBe(true);
    expect(keeps(text, 'OT Security Engineer', 'Utilities')).toBe(true);
    expect(keeps(text, 'Head of OT', 'Utilities')).toBe(true);
    expect(keeps(text, 'Chief Information Security Officer', 'Utilities')).toBe(false);
    expect(keeps(text, 'SOC Analyst', 'Utilities')).toBe(false);
  });
});

describe('telecom networks (s41)', () => {
  it.each(['Network Planning Engineer', 'Netzplaner', 'FTTH Designer', 'Projetista FTTH', 'Diseñador FTTH', 'IP/MPLS Engineer', 'Engenheiro de Backbone'])(
    '"%s" at a telecom operator works on its network',
    (t) => {
      expect(role(t, 'Telecommunications')?.areas).toEqual(['telecom_network']);
    },
  );
  it('a network planner at a power network plans the grid; "Netzplanerin Strom" stays a grid planner at a telco too', () => {
    expect(role('Network Planning Engineer', 'Utilities')?.areas).toEqual(['grid_engineering']);
    expect(role('Netzplanerin Strom', 'Telecommunications')?.areas).toEqual(['grid_engineering']);
    expect(role('Core Engineer', 'Computer Software')?.areas).not.toContain('telecom_network');
  });
  it('telecom planning words in a persona name telecom planners, not software or the grid', () => {
    for (const text of ['Engenheiros de planeamento de rede e projetistas FTTH', 'Telecom network planning engineers and FTTH designers']) {
      const areas = compilePersona(text).criteria.include.flatMap((s) => s.areas);
      expect(new Set(areas)).toEqual(new Set(['telecom_network']));
    }
  });
  it('beside a telecom word, bare "designers" and "planners" keep their own sense (only network planners are the telecom\'s)', () => {
    const areas = compilePersona('At telecom operators: designers and planners.').criteria.include.flatMap((s) => s.areas);
    expect(areas).not.toContain('telecom_network');
  });
  it('"pas les techniciens" leaves out the technicians, not the RF engineers', () => {
    const text = 'Ingénieurs radio (RF), planification réseau télécom et cœur de réseau. Pas les techniciens.';
    expect(keeps(text, 'RF Engineer', 'Telecommunications')).toBe(true);
    expect(keeps(text, 'FTTH Designer', 'Telecommunications')).toBe(true);
    expect(keeps(text, 'Technicien d’intervention fibre', 'Telecommunications')).toBe(false);
  });
  it('"técnicos de PRL" stay the field\'s people', () => {
    expect(compilePersona('Técnicos de PRL, no los becarios').criteria.include[0]?.areas).toEqual(['hse']);
  });
});
