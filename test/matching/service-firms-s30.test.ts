// Session 30: at a guarding firm or a cleaning firm the operations line runs the guarding or the cleaning. Its site
// operations managers, contract managers, service heads and site supervisors are the service's middle managers; a
// shift supervisor "(Security)" guards, no IT security. Our own wordings and company names.
import { describe, expect, it } from 'vitest';
import type { EmployerFacts } from '../../src/matching/criteria.js';
import { judgeProfile } from '../../src/matching/index.js';
import { atCompany } from '../../src/matching/reader/firm.js';
import { readPerson } from '../../src/matching/reader/person.js';
import { makeProfile } from './profile-fixture.js';

const guards: EmployerFacts = {
  name: 'Wachturm Schutzdienste GmbH',
  industry: 'Security and Investigations',
  employees: 250,
  about: 'Objektschutz und Revierdienst.',
};
const cleaners: EmployerFacts = { name: 'Brilho Total Lda', industry: 'Facilities Services', employees: 300, about: 'Limpeza de escritórios e hospitais.' };
const heating: EmployerFacts = {
  name: 'Warmfront Services',
  industry: 'Facilities Services',
  employees: 300,
  about: 'Heating, plumbing and electrical repairs.',
};
const areasAt = (title: string, company: EmployerFacts) => atCompany(readPerson(makeProfile('p', [{ title }])), company).roles[0]?.areas ?? [];

describe('reader: the service line of guarding and cleaning firms', () => {
  it.each(['Area Operations Manager', 'Contracts & Services Manager', 'Site Supervisor', 'Contract Manager'])('%s guards at a guarding firm', (title) => {
    expect(areasAt(title, guards)).toContain('guarding');
  });
  it.each(['Jefa de Servicio', 'Encargado de Centro', 'Gestor de Contratos', 'Operations Manager'])('%s cleans at a cleaning firm', (title) => {
    expect(areasAt(title, cleaners)).toContain('cleaning');
  });
  it('a cleaning firm is one that says it cleans', () => {
    expect(areasAt('Operations Manager', heating)).toEqual(['operations']);
  });
  it('the firm’s IT and finance keep their own areas', () => {
    expect(areasAt('IT Manager', guards)).toEqual(['it']);
    expect(areasAt('Head of Finance', cleaners)).toEqual(['finance']);
  });
  it('a shift supervisor "(Security)" guards anywhere', () => {
    expect(readPerson(makeProfile('p', [{ title: 'Night Supervisor (Security)' }])).roles[0]?.areas).toEqual(['guarding']);
  });
  it('"Gestora de Contratos" manages contracts, as a contract manager does', () => {
    const r = readPerson(makeProfile('p', [{ title: 'Gestora de Contratos' }])).roles[0];
    expect([r?.areas, r?.level]).toEqual([['legal_counsel'], 'manager']);
  });
});

describe('judge: middle managers of cleaning and guarding', () => {
  const definition = 'Encargados y jefes en limpieza y en seguridad privada. Nada de limpiadores ni vigilantes.';
  const judge = (title: string, company: EmployerFacts) => judgeProfile({ slug: 't', name: 't', definition, company }, makeProfile('p', [{ title }])).match;
  it('keeps the service line', () => {
    expect(judge('Site Operations Manager', guards)).toBe(true);
    expect(judge('Encargada de Centro', cleaners)).toBe(true);
  });
  it('leaves the firm’s other managers and the front line', () => {
    expect(judge('IT Manager', guards)).toBe(false);
    expect(judge('Security Officer', guards)).toBe(false);
    expect(judge('Operations Manager', heating)).toBe(false);
  });
});
