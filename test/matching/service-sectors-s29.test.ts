// Session 29: contact centres / BPOs and facility services companies are kinds of employer (`contact_centres`,
// `facility_services`). Before, "at BPOs" or "bei Gebäudedienstleistern" read no condition (their industries were kinds no
// sector stood for). A bare "contact centre" or "facilities" stays a department: "contact centre managers at insurers" are
// the insurers' people, "facilities managers at hospitals" the hospitals'. Our own wordings and company names.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import type { Sector } from '../../src/matching/criteria.js';
import { industryMembership } from '../../src/matching/sectors.js';
import { makeProfile } from './profile-fixture.js';

const sectorsOf = (definition: string) => [...(compilePersona(definition).criteria.employer?.sectors ?? [])].sort();

describe('compiler: contact centres and BPOs in six languages', () => {
  it.each<[string, Sector[]]>([
    ['Workforce planners at BPOs.', ['contact_centres']],
    ['Team leaders at contact centre outsourcers.', ['contact_centres']],
    ['Teamleiter bei Callcenter-Dienstleistern.', ['contact_centres']],
    ["Superviseurs dans les centres d'appels.", ['contact_centres']],
    ['Supervisores en empresas de call center.', ['contact_centres']],
    ['Coordenadores em empresas de teleatendimento.', ['contact_centres']],
    ['Teamleiders bij callcenters.', ['contact_centres']],
  ])('%s', (definition, sectors) => expect(sectorsOf(definition)).toEqual(sectors));

  it('a contact centre said as a department is no employer', () => {
    expect(sectorsOf('Contact centre managers at the insurers.')).toEqual(['insurance']);
    expect(compilePersona('Contact centre team leaders.').criteria.employer).toBeUndefined();
  });
});

describe('compiler: facility services companies in six languages', () => {
  it.each<[string, Sector[]]>([
    ['Area managers at facility services companies.', ['facility_services']],
    ['Supervisors at contract cleaners.', ['facility_services']],
    ['Objektleiter bei Gebäudedienstleistern.', ['facility_services']],
    ["Chefs d'équipe dans les entreprises de propreté.", ['facility_services']],
    ['Encargados en empresas de limpieza.', ['facility_services']],
    ['Supervisores em empresas de limpeza.', ['facility_services']],
    ['Rayonleiders bij schoonmaakbedrijven.', ['facility_services']],
  ])('%s', (definition, sectors) => expect(sectorsOf(definition)).toEqual(sectors));

  it('facilities said as a department is no employer', () => {
    expect(sectorsOf('Facilities managers at hospitals.')).toEqual(['health_care']);
    expect(compilePersona('Facilities managers and their teams.').criteria.employer).toBeUndefined();
  });
});

describe('industries: who is a contact centre, who a facility services company', () => {
  it.each([
    ['Telephone Call Centers', 'contact_centres', 'of'],
    ['Outsourcing and Offshoring Consulting', 'contact_centres', 'of'],
    ['Outsourcing/Offshoring', 'contact_centres', 'of'],
    ['Administrative and Support Services', 'contact_centres', 'maybe'],
    ['Insurance', 'contact_centres', 'other'],
    ['Staffing and Recruiting', 'contact_centres', 'other'],
    ['Facilities Services', 'facility_services', 'of'],
    ['Janitorial Services', 'facility_services', 'of'],
    ['Security Guards and Patrol Services', 'facility_services', 'maybe'],
    ['Hospitals and Health Care', 'facility_services', 'other'],
    ['Construction', 'facility_services', 'other'],
    ['Facilities Services', 'contact_centres', 'other'],
  ] as const)('%s is %s: %s', (industry, sector, membership) => expect(industryMembership(industry, sector)).toBe(membership));
});

describe('judge: a team leader at the BPO, not at the staffing agency', () => {
  const definition = 'Team leaders at BPOs.';
  const at = (name: string, industry: string) => ({ name, industry, employees: 400 });
  const profile = makeProfile('t1', [{ title: 'Team Leader' }]);
  it('kept at a contact centre company', () => {
    expect(judgeProfile({ slug: 't', name: 't', definition, company: at('Vozeria Atende SA', 'Outsourcing and Offshoring Consulting') }, profile).match).toBe(
      true,
    );
  });
  it('dropped at a staffing agency and at a cleaning company', () => {
    expect(judgeProfile({ slug: 't', name: 't', definition, company: at('Talentia Staffing BV', 'Staffing and Recruiting') }, profile).match).toBe(false);
    expect(judgeProfile({ slug: 't', name: 't', definition, company: at('Glanzwerk Reinigung GmbH', 'Facilities Services') }, profile).match).toBe(false);
  });
});
