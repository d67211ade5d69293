// Session 29 (issue 22): an employer said with "also" of people added after others ("…; at logistics companies also the
// warehouse managers", "…; ook bij transportbedrijven de planners") is theirs only: it is not applied to the whole persona,
// and the people named before it are kept at every company. Compiler: employer-parts.ts (addedSentence, peopleFirst),
// employer.ts (PART_AT). Since CRITERIA_VERSION 241 (session 29, helper F4) a sentence's added people carry that employer
// themselves (criteria.ts Selector.employer) instead of it being left unapplied.
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';

const read = (d: string) => compilePersona(d);
const areas = (d: string) => read(d).criteria.include.flatMap((s) => s.areas);

describe('a clause headed by an employer, then "also" and people, adds a part (employer-parts addedSentence)', () => {
  it.each([
    ['Heads of operations; at logistics firms also the warehouse managers and dispatchers.', 'warehouse'],
    ['Operationeel managers; bij transportbedrijven ook de magazijnmanagers en planners.', 'warehouse'],
    ['Leiter Betrieb; bei Logistikern auch die Lagerleiter und Disponenten.', 'warehouse'],
    ["Directeurs des opérations ; chez les transporteurs aussi les responsables d'entrepôt.", 'warehouse'],
    ['Gerentes de operaciones; en empresas de transporte también los jefes de tráfico.', 'transport'],
    ['Gerentes de operações; em transportadoras também os coordenadores de frota.', 'fleet'],
    // an unknown title first, with people after it in its clause
    ['Operations managers; bij logistieke bedrijven ook de depotchefs, magazijnmanagers en planners.', 'warehouse'],
  ])('%s', (d, added) => {
    const r = read(d);
    expect(r.criteria.employer).toBeUndefined();
    expect(areas(d)).toContain('operations');
    expect(areas(d)).toContain(added);
    // The added people at that kind of company only; the people named before it at every company.
    const include = r.criteria.include;
    expect(include.filter((s) => (s.areas as string[]).includes(added)).every((s) => s.employer?.sectors.length === 1)).toBe(true);
    expect(include.filter((s) => s.areas.includes('operations')).every((s) => !s.employer)).toBe(true);
  });
});

describe('"also at <employer>" before people opens a part, like "and at" (employer.ts PART_AT)', () => {
  it.each([
    'Operations managers; also at logistics companies the warehouse managers.',
    'Operationeel managers; ook bij transportbedrijven de planners en teamleiders.',
    'Betriebsleiter; auch bei Logistikern die Disponenten und Lagerleiter.',
    "Directeurs des opérations ; aussi chez les transporteurs les responsables d'entrepôt.",
  ])('%s', (d) => {
    expect(read(d).criteria.employer).toBeUndefined();
    expect(areas(d)).toContain('operations');
  });
});

describe('an employer of everyone stays applied', () => {
  it.each([
    ['Operations managers at logistics companies.', ['logistics']],
    ['Operations managers; only at logistics companies.', ['logistics']],
    ['Operations managers; at logistics companies also count.', ['logistics']],
    ['Sales reps at banks, also at insurers', ['banking', 'insurance']],
    ['Bij transportbedrijven: planners en teamleiders.', ['logistics']],
  ])('%s', (d, sectors) => {
    expect(read(d).criteria.employer?.sectors).toEqual(sectors);
  });
});

describe('an employer said of a part, within the kind said of all, leaves that condition standing (employer.ts readEmployer)', () => {
  it.each([
    ['Sales directors at banks and insurers; at the banks also the heads of the branch network.', ['banking', 'insurance']],
    ['Vertriebsleiter bei Banken und Versicherern; bei den Banken auch die Leiter Vertrieb Privatkunden.', ['banking', 'insurance']],
    ['Directeurs commerciaux des banques et des assureurs ; chez les assureurs aussi les responsables des ventes.', ['banking', 'insurance']],
    ['Gerentes de operaciones en empresas de logística; en empresas de logística también los jefes de almacén.', ['logistics']],
  ])('%s', (d, sectors) => {
    const r = read(d);
    expect([...(r.criteria.employer?.sectors ?? [])].sort()).toEqual(sectors);
    // The part's people carry its kind, one of the persona's.
    const own = r.criteria.include.filter((s) => s.employer).flatMap((s) => s.employer?.sectors ?? []);
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((x) => sectors.includes(x))).toBe(true);
  });

  it('a part of a kind beside a size said of all carries its kind: Responsables RH des entreprises de plus de 100 salariés ; dans les hôtels, aussi les responsables formation.', () => {
    const r = read('Responsables RH des entreprises de plus de 100 salariés ; dans les hôtels, aussi les responsables formation.');
    expect(r.criteria.employer?.sectors ?? []).toEqual([]);
    expect(r.criteria.employer?.employees).toEqual({ min: 101 });
    expect(r.criteria.include.filter((s) => s.employer).map((s) => s.employer?.sectors)).toEqual([['hospitality']]);
  });

  it.each(['Sales directors at banks; at insurers also the heads of sales.'])('a part of another kind is not applied, to anyone: %s', (d) => {
    const r = read(d);
    expect(r.criteria.employer?.sectors ?? []).toEqual([]);
    expect(r.warnings.some((w) => w.code === 'not_applied')).toBe(true);
  });
});
