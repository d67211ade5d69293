// Session 53: service and breakdown technicians at installers and facility firms: the Dutch and Flemish titles, their
// coordinators, installers as an employer, and a contractor's "Service" titles. Own wordings (none taken from a set).
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';
import type { EmployerFacts } from '../../src/matching/criteria.js';
import { readPerson } from '../../src/matching/reader/person.js';
import { atCompany } from '../../src/matching/reader/firm.js';
import { keptRefs, makeProfile } from './profile-fixture.js';

const read = (text: string) => compilePersona(text).criteria;
const installer: EmployerFacts = { name: 'Warmtetechniek De Smet', industry: 'Installatietechniek', employees: 80 };
const roleAt = (title: string, company?: EmployerFacts) => atCompany(readPerson(makeProfile('x', [{ title }])), company).roles[0];
const run = keptRefs;

describe('service technicians (s53)', () => {
  it('reads service and breakdown technicians in Dutch, Flemish and German titles as field service', () => {
    for (const t of ['Servicetechnieker', 'Storingstechnieker', 'Servicemonteur', 'Servicetechniker Kälte', 'Kundendiensttechnikerin'])
      expect(roleAt(t)?.areas, t).toEqual(['field_service']);
  });
  it('an IT or customer service technician is not one', () => {
    expect(roleAt('IT Service Technician')?.areas).toEqual(['it']);
    expect(roleAt('Customer Service Technician')?.areas).toEqual(['customer_support']);
  });
  it('at an installer its titles of service alone run that service; a French department\'s "service" does not', () => {
    expect(roleAt('Service Manager', installer)).toMatchObject({ areas: ['field_service'], level: 'manager' });
    expect(roleAt('Diensthoofd Service', installer)?.areas).toEqual(['field_service']);
    expect(roleAt('Chef du service comptabilité', installer)?.areas).not.toContain('field_service');
    expect(roleAt('Service Manager')?.areas).toEqual([]);
  });
  it('a persona of them reads every title it lists, the coordinators as team leads, and installers as the employer', () => {
    const c = read('Servicetechnici en storingstechniekers en hun servicecoördinatoren, bij installatiebedrijven.');
    expect(c.include.map((s) => s.areas)).toEqual([['field_service'], ['field_service'], ['field_service']]);
    expect(c.include[2]?.levels).toContain('team_lead');
    expect(c.employer?.sectors).toEqual(['construction']);
  });
  it('keeps the service technician and their coordinator at an installer; a project fitter is no service technician', async () => {
    const roster: Array<[string, string]> = [
      ['st', 'Servicetechnieker'],
      ['sc', 'Servicecoördinator'],
      ['pm', 'Projectmonteur'],
    ];
    expect(await run(roster, 'Servicetechnici en hun servicecoördinatoren, bij installateurs.', installer)).toEqual(['sc', 'st']);
  });
});
