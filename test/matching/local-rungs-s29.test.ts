// Session 29: rungs of the local ladders (reader/title-regional.ts). A signing authority says the rung (German
// "Prokurist(in)" and Swiss French "fondé(e) de pouvoir" the manager rung, "Handlungsbevollmächtigte(r)" the one below, a
// Swiss "sous-directeur" heads a unit); a Portuguese "sócio-gerente" and an owner
// who manages run the company; Portuguese "Gestor(a) de" and Flemish "…verantwoordelijke" are
// rung words; the Dutch "bedrijfsleider" runs operations; Argentine "semi senior" is no senior. Own words.
import { describe, expect, it } from 'vitest';
import { readPerson } from '../../src/matching/reader/person.js';
import { makeProfile } from './profile-fixture.js';

const read = (title: string) => readPerson(makeProfile('x', [{ title }]));
const role = (title: string) => read(title).roles[0]!;

describe('local rungs', () => {
  it.each([
    ['Prokuristin', 'manager'],
    ['Prokurist Rechnungswesen', 'manager'],
    ['Handlungsbevollmächtigte', 'senior'],
    ['Fondée de pouvoir', 'manager'],
    ['Sous-directeur, crédits hypothécaires', 'head'],
    ['Sócio-gerente', 'c_level'],
    ['Dueña y Gerente', 'c_level'],
    ['Gestora de Compras', 'manager'],
    ['Aankoopverantwoordelijke', 'head'],
    ['Bedrijfsleidster', 'manager'],
    ['Programadora Semi Senior', 'entry'],
  ])('%s is at the %s rung', (title, level) => {
    expect(role(title).level).toBe(level);
  });
  it('a signing authority beside a department head keeps the head', () => {
    expect(role('Leiterin Controlling, Prokuristin').level).toBe('head');
  });
  it('rung words keep their function', () => {
    expect(role('Prokurist Rechnungswesen').areas).toContain('accounting');
    expect(role('Gestora de Compras').areas).toContain('procurement');
    expect(role('Aankoopverantwoordelijke').areas).toContain('procurement');
    expect(role('Bedrijfsleidster').areas).toContain('operations');
  });
  it('a managing partner or managing owner is still an owner', () => {
    expect(read('Sócio-gerente').owner).toBe(true);
    expect(read('Dueña y Gerente').owner).toBe(true);
  });
  it('a Spanish "Coordinador(a) de" a department leads its team; a coordinator of an activity does not', () => {
    expect(role('Coordinadora de Nómina').level).toBe('team_lead');
    expect(role('Coordinador del Almacén Central').level).toBe('team_lead');
    expect(role('Coordinadora de Nómina').areas).toContain('payroll');
    expect(role('Coordinador de Proyectos Europeos').level).toBe('entry');
    expect(role('Coordinadora de Contratación').level).toBe('entry');
    expect(role('Coordinador de Turnos y Guardias').level).toBe('entry');
  });
});
