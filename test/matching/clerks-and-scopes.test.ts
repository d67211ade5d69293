// Session 22 (development set 16), own wordings:
// - Clerks are the bottom rung of an office ladder ("Sachbearbeiter", "Auxiliar"): entry titles that say so,
//   like juniors. "Keine Sachbearbeiter" beside buyers leaves the buyers (it removed every individual contributor before).
// - Rungs named before the people of an area named after its noun are that area's ("Jefes y técnicos de mantenimiento").
// - A German "Warengruppenmanager" is a category manager (the buyer of a range).
// - Employer words: a list does not run out of parentheses, and market words do not reach across them ("temps (through
//   an agency) at manufacturers" is at manufacturers); "bei Logistikern", "em indústrias", "en plantas industriales".
import { describe, expect, it } from 'vitest';
import { compilePersona, readPerson } from '../../src/matching/index.js';
import { decide } from '../../src/matching/judge/judge.js';
import { makeProfile } from './profile-fixture.js';

const kept = (persona: string, title: string) => decide(compilePersona(persona).criteria, readPerson(makeProfile('p', [{ title }]))).kind === 'kept';

describe('clerks are the bottom rung', () => {
  it.each([
    ['Einkauf: Einkäufer und Teamleiter, aber keine Sachbearbeiter', 'Einkäufer Rohstoffe', 'Sachbearbeiterin Einkauf'],
    ['Compras: compradores y jefes, nada de auxiliares', 'Comprador de materias primas', 'Auxiliar administrativo de compras'],
  ])('%s', (persona, buyer, clerk) => {
    expect(kept(persona, buyer)).toBe(true);
    expect(kept(persona, clerk)).toBe(false);
  });

  it('a range from the clerks up still starts at the entry rung', () => {
    const [s] = compilePersona('Im Einkauf von Sachbearbeiter bis Teamleiter').criteria.include;
    expect(s?.levels).toEqual(['entry', 'senior', 'tech_lead', 'team_lead']);
  });

  it('a Warengruppenmanagerin buys a range', () => {
    expect(kept('Category managers in purchasing', 'Warengruppenmanagerin Verpackung')).toBe(true);
  });
});

describe('rungs before the people of an area', () => {
  it.each([
    ['Managers and technicians in maintenance', 'Maintenance Manager', 'Finance Manager'],
    ['Jefes y técnicos de mantenimiento', 'Jefe de Mantenimiento', 'Jefe de Ventas'],
    ['Leiter und Techniker der Instandhaltung', 'Leiter Instandhaltung', 'Leiter Vertrieb'],
  ])('%s', (persona, inArea, elsewhere) => {
    expect(kept(persona, inArea)).toBe(true);
    expect(kept(persona, elsewhere)).toBe(false);
  });

  it('an area said before the noun leaves the rungs alone ("managers and data engineers")', () => {
    expect(compilePersona('Managers and data engineers').criteria.include[0]?.areas).toEqual([]);
  });
});

describe('a function said with a part of it is that part', () => {
  it.each(['Vertrieb im Außendienst', 'Sales in the field', 'Verkoop in de buitendienst'])('%s', (persona) => {
    expect(kept(persona, 'Außendienstmitarbeiter Süd')).toBe(true);
    expect(kept(persona, 'Vertriebsinnendienst')).toBe(false);
  });

  it('territory sales managers are field sales', () => {
    expect(kept('Field sales', 'Gebietsverkaufsleiterin Nord')).toBe(true);
    expect(kept('Field sales', 'Regiomanager Verkoop Zuid')).toBe(true);
    expect(kept('Field sales', 'Regiomanager Inkoop')).toBe(false);
  });
});

describe('employer words', () => {
  it.each([
    ['Seasonal staff (hired through an agency) at manufacturers only', 'manufacturing'],
    ['Schichtleiter im Lager, nur bei Logistikern', 'logistics'],
    ['Compradores em indústrias', 'manufacturing'],
    ['Técnicos de mantenimiento en plantas industriales', 'manufacturing'],
  ])('%s', (persona, sector) => {
    expect(compilePersona(persona).criteria.employer?.sectors).toEqual([sector]);
  });
});
