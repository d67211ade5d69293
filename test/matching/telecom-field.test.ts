// A telecom operator's field technicians (area telecom_field, also telecom_network by AREA_ALSO): fibre installers and
// splicers, FTTH / 5G field technicians, and at a telecom operator any generic "Field Technician" (reader/firm.ts
// atCompany). "Network people" keep them; "not the field technicians" leaves out only them, never the network engineers
// the persona asked for. Our own wordings in six languages.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile, readPerson } from '../../src/matching/index.js';
import type { AreaKey } from '../../src/matching/criteria.js';
import { employerFacts } from '../../src/matching/sectors.js';
import { makeProfile } from './profile-fixture.js';

const areasOf = (title: string) => readPerson(makeProfile('x', [{ title }])).roles[0]?.areas ?? [];
const telco = employerFacts({ name: 'Kelpline Telecom', industry: 'Telecommunications', employees_count: 300 });
const utility = employerFacts({ name: 'Northvale Energie', industry: 'Utilities', employees_count: 300 });
const matches = (definition: string, title: string, company = telco) =>
  judgeProfile({ slug: 't', name: 't', definition, company }, makeProfile('x', [{ title }])).match;

describe('title reader: a telecom network’s field work', () => {
  const ROWS: Array<[string, AreaKey]> = [
    ['Fibre Installer', 'telecom_field'],
    ['FTTH Field Technician', 'telecom_field'],
    ['5G Field Engineer', 'telecom_field'],
    ['Fiber Splicer II', 'telecom_field'],
    ['Glasfasermonteur', 'telecom_field'],
    ['Técnico de Campo FTTH', 'telecom_field'],
    ["Technicienne d'intervention fibre", 'telecom_field'],
    ['Glasvezelmonteur', 'telecom_field'],
    ['NOC Engineer', 'telecom_network'],
    ['RF Engineer', 'telecom_network'],
    ['Meter Technician', 'grid_field'],
  ];
  it.each(ROWS)('%s → %s', (title, area) => expect(areasOf(title)).toContain(area));
});

describe('judge: field technicians are a part of the network the persona can leave out', () => {
  const EXCLUDING = [
    'Network engineers and NOC staff at telecom operators, not the field technicians',
    'Netzwerkingenieure und NOC-Mitarbeiter bei Telekommunikationsanbietern, keine Außendiensttechniker',
    'Ingenieros de red y NOC en operadoras de telecomunicaciones, sin los técnicos de campo',
    'Engenheiros de redes e NOC em operadoras de telecom, sem os técnicos de campo',
    'Netwerkingenieurs en NOC bij telecomproviders, geen buitendienstmonteurs',
  ];
  it.each(EXCLUDING)('%s', (definition) => {
    const c = compilePersona(definition).criteria;
    expect(c.exclude.flatMap((s) => s.areas)).toEqual(['telecom_field']);
    expect(c.include.flatMap((s) => s.areas).every((a) => a === 'telecom_network')).toBe(true);
    expect(matches(definition, 'NOC Engineer')).toBe(true);
    expect(matches(definition, 'Senior RF Engineer')).toBe(true);
    expect(matches(definition, 'Fibre Installer')).toBe(false);
    // At a telecom operator a generic field technician is the network's field work, and left out with it.
    expect(matches(definition, 'Field Technician')).toBe(false);
    expect(matches(definition, 'Técnico de Campo')).toBe(false);
  });

  it('the field technicians themselves, at a telecom operator', () => {
    const definition = 'Field technicians at telcos and their team leads';
    expect(compilePersona(definition).criteria.include.flatMap((s) => s.areas)).toContain('telecom_field');
    expect(matches(definition, 'Field Technician')).toBe(true);
    expect(matches(definition, 'FTTH Field Technician')).toBe(true);
    expect(matches(definition, 'NOC Engineer')).toBe(false);
  });

  it('the whole network organisation keeps its field technicians', () => {
    const definition = 'Everyone in network operations at telecom operators';
    expect(matches(definition, 'Fibre Installer')).toBe(true);
    expect(matches(definition, 'NOC Engineer')).toBe(true);
  });

  it('at a utility a field technician stays the grid’s field crew', () => {
    const r = readPerson(makeProfile('x', [{ title: 'Field Technician' }]));
    expect(r.roles[0]?.areas).toContain('grid_field');
    expect(matches('Field crews and their foremen at utilities', 'Field Technician', utility)).toBe(true);
  });
});
