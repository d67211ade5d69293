// Session 22 (development set 16): agency temps and works council seats.
// - An agency temp (hired through a temporary-work agency) is a contractor of the title kind `agency_temp`: a title that
//   says so in six languages, or a contractor's employment type "Temporary" / "Seasonal". A persona's "agency temps",
//   "Leiharbeiter", "intérimaires", "uitzendkrachten" are those; "no freelancers or contractors" beside them keeps them
//   (the exclusion would remove them whole); "contractors" still include them.
// - A works council seat ("Betriebsrat", "Élu du CSE", "Delegada de personal", "Ondernemingsraad", "Employee Forum") is a
//   seat next to a job: the role `works_council`, no area, no rung, not the board; only a persona naming the works council
//   keeps it, and no other persona reads it as a job.
// Own wordings throughout.
import { describe, expect, it } from 'vitest';
import { compilePersona, readPerson } from '../../src/matching/index.js';
import { decide } from '../../src/matching/judge/judge.js';
import { makeProfile, type Position } from './profile-fixture.js';

const person = (...positions: Position[]) => readPerson(makeProfile('p', positions));
const kept = (persona: string, ...positions: Position[]) => decide(compilePersona(persona).criteria, person(...positions)).kind === 'kept';

describe('title reader: agency temps', () => {
  it.each([
    ['Packer (agency temp)', 'Full-time'],
    ['Temp – Forklift Driver', 'Full-time'],
    ['Leiharbeiterin – Montagehelferin', 'Full-time'],
    ['Lagerhelfer (Zeitarbeit)', 'Full-time'],
    ['Intérimaire – Agent de conditionnement', 'Full-time'],
    ['Magasinier (mission intérim)', 'Full-time'],
    ['Reponedor – contratado a través de ETT', 'Full-time'],
    ['Operador de Empilhadeira (temporário)', 'Full-time'],
    ['Uitzendkracht Productiemedewerker', 'Full-time'],
    ['Receptionist via uitzendbureau', 'Full-time'],
    ['Line Operator', 'Temporary'],
    ['Warehouse Assistant', 'Seasonal'],
  ])('%s [%s] is an agency temp and a contractor', (title, employment_type) => {
    const [role] = person({ title, employment_type }).roles;
    expect(role?.roles).toContain('agency_temp');
    expect(role?.employment).toBe('contractor');
  });

  it.each([
    ['Freelance Designer', 'Freelance'],
    ['Data Engineer', 'Contract'],
    ['Interim CFO', 'Part-time'],
    ['Directeur financier par intérim', 'Full-time'],
    ['Packer', 'Full-time'],
  ])('%s [%s] is no agency temp', (title, employment_type) => {
    expect(person({ title, employment_type }).roles[0]?.roles).not.toContain('agency_temp');
  });

  it('a French line operator and setter are production operators', () => {
    expect(person({ title: 'Conductrice de ligne' }).roles[0]?.areas).toContain('manufacturing');
    expect(person({ title: 'Régleur sur machines' }).roles[0]?.areas).toContain('manufacturing');
  });
});

describe('persona compiler and judge: agency temps', () => {
  const temp = { title: 'Picker (agency temp)', employment_type: 'Temporary' };
  const freelancer = { title: 'Freelance Copywriter', employment_type: 'Freelance' };
  const employee = { title: 'Picker', employment_type: 'Full-time' };

  it.each([
    'Agency temps only, not freelancers or contractors',
    'Leiharbeitskräfte, aber keine Freiberufler',
    'Nos intérimaires, pas les indépendants',
    'Personal de ETT, sin autónomos',
    'Trabalhadores temporários, sem PJ',
    "Onze uitzendkrachten, geen zzp'ers",
  ])('%s: the temps, not the freelancers or the staff', (persona) => {
    expect(kept(persona, temp)).toBe(true);
    expect(kept(persona, freelancer)).toBe(false);
    expect(kept(persona, employee)).toBe(false);
  });

  it('contractors still include agency temps; excluding agency temps keeps the other contractors', () => {
    expect(kept('All contractors', temp)).toBe(true);
    expect(kept('Contractors, but no agency temps', temp)).toBe(false);
    expect(kept('Contractors, but no agency temps', freelancer)).toBe(true);
  });

  it('a list of contractors and temps keeps every kind it names', () => {
    const { criteria } = compilePersona('Contractors, freelancers and agency temps');
    expect(criteria.include.filter((s) => s.roles.includes('agency_temp')).map((s) => s.text)).toEqual(['agency temps']);
  });

  it('temps scoped to two areas are temps in each', () => {
    const { criteria } = compilePersona('Zeitarbeiter / Leiharbeiter im Lager und in der Produktion');
    for (const s of criteria.include) expect(s.roles).toEqual(['agency_temp']);
    expect(kept('Zeitarbeiter / Leiharbeiter im Lager und in der Produktion', { title: 'Lagerhelfer (Zeitarbeit)' })).toBe(true);
    expect(kept('Zeitarbeiter / Leiharbeiter im Lager und in der Produktion', { title: 'Lagerhelfer' })).toBe(false);
    expect(kept('Zeitarbeiter / Leiharbeiter im Lager und in der Produktion', { title: 'Empfangskraft (Zeitarbeit)' })).toBe(false);
  });

  it('a kind of title scoped to two areas is that kind in each ("assistants in finance and in HR")', () => {
    const { criteria } = compilePersona('Assistants in finance and in HR');
    expect(criteria.include.map((s) => s.roles)).toEqual([['assistant'], ['assistant']]);
  });
});

describe('works council seats', () => {
  it.each([
    'Betriebsratsvorsitzende',
    'Mitglied im Betriebsrat',
    'Élue du CSE',
    'Représentant du personnel',
    'Delegado de Personal',
    'Miembro del Comité de Empresa',
    'Representante dos Trabalhadores',
    'Lid Ondernemingsraad',
    'Employee Forum Representative',
    'Works Council Member',
  ])('%s is a seat next to the job, no area and not the board', (seat) => {
    const p = person({ title: 'Maintenance Technician' }, { title: seat, employment_type: 'Part-time' });
    const s = p.roles.find((r) => r.roles[0] === 'works_council');
    expect(s?.areas).toEqual([]);
    expect(s?.employment).toBe('employee');
    expect(p.roles[0]?.roles[0]).not.toBe('works_council');
  });

  const member = [{ title: 'Buyer' }, { title: 'Betriebsrat', employment_type: 'Part-time' }] as const;

  it.each([
    'Works council members',
    'Unsere Betriebsräte',
    'Les élus du CSE',
    'Delegados de personal y comité de empresa',
    'Membros da comissão de trabalhadores',
    'De leden van de ondernemingsraad',
  ])('%s: the members', (persona) => {
    expect(kept(persona, ...member)).toBe(true);
    expect(kept(persona, { title: 'Buyer' })).toBe(false);
  });

  it('the seat is not the board, and not a job of HR or operations', () => {
    expect(kept('Board members and advisors', ...member)).toBe(false);
    expect(kept('HR people', { title: 'Cashier' }, { title: 'Représentante du personnel', employment_type: 'Part-time' })).toBe(false);
    expect(kept('Board members, not the employee representatives', { title: 'Non-Executive Director' })).toBe(true);
    // The buyer's own job still counts, and no exclusion of rungs removes it by the seat.
    expect(kept('Buyers, no entry-level staff', { title: 'Senior Buyer' }, { title: 'Betriebsrat', employment_type: 'Part-time' })).toBe(true);
  });

  it('"or" stays a conjunction beside the Dutch abbreviation of the works council', () => {
    const { criteria } = compilePersona('Sales or marketing leaders');
    expect(criteria.include.flatMap((s) => s.roles)).toEqual([]);
    expect(compilePersona('OR-leden').criteria.include.map((s) => s.roles)).toEqual([['works_council']]);
  });
});
