// Session 24 (issue 22): the management board is the company's executives, the supervisory and advisory boards are seats.
// - A title naming a seat on the management board ("Mitglied des Vorstands", "Vorständin Finanzen", "Mitglied der
//   Geschäftsleitung", "Lid RvB", "Membre du directoire", "Miembro del comité de dirección", "Membro da diretoria executiva",
//   "Member of the Management Board") reads C-level, an employee, its portfolio as the function; its chair or spokesperson
//   is the CEO. The supervisory boards ("Aufsichtsrat", "RvC", "RvT", "conseil de surveillance", "consejo de
//   administración", "Supervisory Board") stay board seats, the "Beirat" an advisory seat.
// - A persona's "Vorstände", "Vorstandsmitglieder", "Geschäftsleitung", "RvB", "directoire", "comité de dirección",
//   "management board" name the executives; "Aufsichtsrat" the board, "Beirat" the board and advisors.
// Own wordings throughout.
import { describe, expect, it } from 'vitest';
import { compilePersona, parseTitle, readPerson } from '../../src/matching/index.js';
import { decide } from '../../src/matching/judge/judge.js';
import { makeProfile, type Position } from './profile-fixture.js';

const person = (...positions: Position[]) => readPerson(makeProfile('p', positions));
const kept = (persona: string, ...positions: Position[]) => decide(compilePersona(persona).criteria, person(...positions)).kind === 'kept';

describe('title reader: management boards are executives', () => {
  it.each([
    ['Mitglied des Vorstands', 'operations'],
    ['Mitglied des Vorstandes', 'operations'],
    ['Vorstandsmitglied', 'operations'],
    ['Mitglied der Geschäftsleitung', 'operations'],
    ['Mitglied der Geschäftsführung', 'operations'],
    ['Lid RvB', 'operations'],
    ['Lid van de Raad van Bestuur', 'operations'],
    ['Directielid', 'operations'],
    ['Membre du directoire', 'operations'],
    ['Membre du COMEX', 'operations'],
    ['Miembro del Comité de Dirección', 'operations'],
    ['Membro da Diretoria Executiva', 'operations'],
    ['Diretora Estatutária', 'operations'],
    ['Member of the Management Board', 'operations'],
    ['Executive Board Member', 'operations'],
    ['Vorständin Finanzen', 'finance'],
    ['Mitglied des Vorstands (Personal)', 'human_resources'],
    ['Vorstand Vertrieb', 'sales'],
    ['Mitglied der Geschäftsleitung, Leiter Vertrieb', 'sales'],
  ])('%s is a C-level executive of %s', (title, fn) => {
    const t = parseTitle(title);
    expect(t?.tier).toBe('c_suite');
    expect(t?.fn).toBe(fn);
    expect(t?.board).toBe(false);
    expect(t?.advisor).toBe(false);
    expect(t?.unsure).toBe(false);
    expect(person({ title }).roles[0]?.employment).toBe('employee');
  });

  it.each(['Sprecher des Vorstands', 'Sprecherin des Vorstandes', 'Vorstandssprecherin', 'Vorsitzende des Vorstands', 'Président du directoire'])(
    '%s is the chief executive',
    (title) => {
      expect(parseTitle(title)?.role).toBe('ceo');
      expect(parseTitle(title)?.tier).toBe('c_suite');
    },
  );

  it.each([
    'Mitglied des Aufsichtsrats',
    'Aufsichtsratsvorsitzende',
    'Vorsitzender des Aufsichtsrats',
    'Verwaltungsrätin',
    'Lid RvC',
    'Lid Raad van Toezicht',
    'Membre du conseil de surveillance',
    'Miembro del Consejo de Administración',
    'Membro do Conselho de Administração',
    'Member of the Supervisory Board',
  ])('%s is a board seat, no executive', (title) => {
    const t = parseTitle(title);
    expect(t?.board).toBe(true);
    expect(t?.chief).toBe(false);
    expect(person({ title }).roles[0]?.employment).toBe('board');
  });

  it('a Beirat seat is an advisor; the extended management and the board’s assistant are no executives', () => {
    expect(parseTitle('Beiratsmitglied')?.advisor).toBe(true);
    expect(parseTitle('Mitglied der erweiterten Geschäftsleitung')?.tier).not.toBe('c_suite');
    expect(parseTitle('Assistentin des Vorstands')?.tier).toBe('entry');
  });
});

describe('persona compiler and judge: management boards', () => {
  const exec = { title: 'Mitglied des Vorstands' };
  const cfo = { title: 'Vorständin Finanzen' };
  const supervisory = { title: 'Mitglied des Aufsichtsrats' };
  const advisory = { title: 'Beiratsmitglied' };

  it.each([
    'Vorstände mittelständischer Unternehmen',
    'Vorstandsmitglieder und Geschäftsführer',
    'Die Geschäftsleitung, also die Mitglieder der Geschäftsleitung',
    'Leden van de RvB',
    'Membres du directoire',
    'Miembros del comité de dirección',
    'Members of the management board',
  ])('"%s" keeps the management board, not the supervisory board', (persona) => {
    expect(kept(persona, exec)).toBe(true);
    expect(kept(persona, cfo)).toBe(true);
    expect(kept(persona, supervisory)).toBe(false);
  });

  it('"Aufsichtsräte" keep the supervisory board, not the executives', () => {
    expect(kept('Aufsichtsräte', supervisory)).toBe(true);
    expect(kept('Aufsichtsräte', exec)).toBe(false);
  });

  it('"Beirat" keeps the advisory seats, not the executives', () => {
    expect(kept('Beirat eines Familienunternehmens', advisory)).toBe(true);
    expect(kept('Beirat eines Familienunternehmens', exec)).toBe(false);
  });

  it('executives without the supervisory board: both sides of the sentence', () => {
    const persona = 'Membres du directoire, pas le conseil de surveillance';
    expect(kept(persona, exec)).toBe(true);
    expect(kept(persona, supervisory)).toBe(false);
    expect(kept('Leden van de RvB, geen RvC', { title: 'Lid RvB' })).toBe(true);
    expect(kept('Leden van de RvB, geen RvC', { title: 'Lid RvC' })).toBe(false);
  });
});
