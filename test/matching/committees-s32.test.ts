// Session 32 (development set 26, buying committees: several areas, each with its own rungs and exclusions): the kind of
// employer a committee is at, said once for all its areas. Own words, several languages.
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';
import { employerVerdict } from '../../src/matching/sectors.js';

const criteria = (d: string) => compilePersona(d).criteria;

describe('a title sentence that only names a kind of business is the employer of every list after it', () => {
  it.each([
    ['Varejo. Lojas: gerentes regionais; Compras: o gerente de compras; Marketing: gerentes e acima.', 'retail'],
    ['Retail. Stores: district managers; Buying: senior buyers; Finance: the controller.', 'retail'],
    ['Einzelhandel. Filialen: Bezirksleiter; Einkauf: Einkäufer; Marketing: die Leitung.', 'retail'],
    ['Hospitality. Rooms: front office managers; Kitchen: head chefs; HR: the HR manager.', 'hospitality'],
    ['Construcción. Obras: jefes de obra; Compras: compradores; TI: el responsable.', 'construction'],
  ])('%s', (d, sector) => {
    const c = criteria(d);
    expect(c.employer?.sectors).toEqual([sector]);
    // Its word names nobody: no selector for the whole area of that name.
    expect(c.include.every((s) => s.areas.length || s.roles.length || s.levels.length)).toBe(true);
    expect(c.include.length).toBeGreaterThanOrEqual(3);
  });
  it.each([
    // No sector: a title over the lists that names nobody, as before.
    'Finance. Controlling: everyone; Payroll: the head; Tax: managers.',
    // A department as much as a sector: the title of its own sub-areas.
    'Logistics. Warehouse: shift leads; Planning: planners; Fleet: the head.',
  ])('%s', (d) => {
    expect(criteria(d).employer).toBeUndefined();
  });
});

describe('advisory firms are consultancies, and a kind said before the lists holds across the semicolons', () => {
  it.each([
    'At advisory firms: partners; in finance, the CFO; plus the head of IT.',
    'At consultancies and advisory firms: partners and directors; in finance, the controller; plus the IT manager.',
    'Bei Beratungsgesellschaften: Partner; in den Finanzen der CFO; dazu die IT-Leitung.',
    'En firmas de asesoría: socios; en finanzas, el director financiero; y el responsable de TI.',
  ])('%s', (d) => {
    const c = criteria(d);
    expect(c.employer?.sectors).toEqual(['consulting']);
    expect(compilePersona(d).warnings.some((w) => w.code === 'not_applied')).toBe(false);
  });
});

describe('after the kind of employer, a heading of its word is the department there', () => {
  it.each([
    ['Zorginstellingen. Zorg: teamleiders en hoger; facilitair: het hoofd; ICT: de manager.', 'nursing'],
    ['Hospitals. Healthcare: ward managers and up; IT: the CIO; procurement: the head.', 'nursing'],
  ])('%s', (d, area) => {
    const c = criteria(d);
    expect(c.employer?.sectors).toEqual(['health_care']);
    expect(c.include.some((s) => s.areas.includes(area as never) && s.levels.includes('team_lead'))).toBe(true);
    // No rungs left without their area.
    expect(c.include.some((s) => !s.areas.length && !s.roles.length && s.levels.length > 0)).toBe(false);
  });
  it('alone, the heading still names the employer', () => {
    expect(criteria('Zorg: ICT-managers en de CIO.').employer?.sectors).toEqual(['health_care']);
  });
});

describe('a foundry is a manufacturer, in the languages a network shows it', () => {
  it.each(['Fonderie', 'Gießerei', 'Fundición', 'Fundição', 'Gieterij'])('%s', (industry) => {
    const v = employerVerdict({ sectors: ['manufacturing'], except: [], text: 'manufacturers' }, { name: 'X', industry, employees: 100 } as never);
    expect(v.kind).toBe('inside');
    const o = employerVerdict({ sectors: ['health_care'], except: [], text: 'hospitals' }, { name: 'X', industry, employees: 100 } as never);
    expect(o.kind).toBe('outside');
  });
});

describe('deputies named after people of a rung stand on their rung', () => {
  it.each([
    'Department heads and their deputies; the IT manager; procurement managers.',
    'Abteilungsleiter und ihre Stellvertreter; die IT-Leitung; die Einkaufsleitung.',
    'Jefes de departamento y sus adjuntos; el director de TI; los gerentes de compras.',
    'Afdelingshoofden en hun plaatsvervangers; de ICT-manager; de inkoopmanagers.',
    'Afdelingshoofden (plaatsvervangers ook); de ICT-manager; de inkoopmanagers.',
  ])('%s', (d) => {
    const c = criteria(d);
    const heads = c.include.find((s) => !s.areas.length && !s.roles.length && s.levels.includes('head'));
    // The heads are kept, with no directors of the whole company for their deputies.
    expect(heads).toBeDefined();
    expect(heads?.levels).not.toContain('director');
    expect(compilePersona(d).unrecognised.filter((u) => u.side === 'include')).toEqual([]);
  });
  it("a chief's deputies stay the leaders under that chief", () => {
    const c = criteria('Les DSI et leurs adjoints.');
    expect(c.include.some((s) => s.areas.includes('it') && s.levels.includes('head'))).toBe(true);
  });
});

describe('"up to the top" after a starting rung is that rung and up', () => {
  it.each([
    'IT from senior engineers up to the top; the CFO.',
    'IT vom Senior-Admin bis ganz oben; der CFO.',
    'Informatique : des ingénieurs seniors jusqu’au sommet ; le DAF.',
    'TI: de ingenieros senior hasta arriba del todo; el director financiero.',
    'ICT: van senior beheerders tot de top; de CFO.',
  ])('%s', (d) => {
    const it_ = criteria(d).include.find((s) => s.areas.includes('it'));
    expect(it_?.levels).toEqual(expect.arrayContaining(['senior', 'head', 'director', 'c_level']));
  });
});

describe("a Dutch concerncontroller is the group's controller", () => {
  it('in a persona and in a title', () => {
    expect(criteria('Gemeenten: de concerncontroller en de afdelingshoofden.').include.some((s) => s.areas.includes('controlling'))).toBe(true);
  });
});

describe('"senior" at the start of a range is its bottom rung', () => {
  it.each([
    ['Compras: desde comprador senior hasta el director; TI: el responsable.', 'procurement'],
    ['Purchasing: from senior buyers up to the director; IT: the head.', 'procurement'],
    ['Einkauf: vom Senior-Einkäufer bis zum Direktor; IT: die Leitung.', 'procurement'],
    ['Finance : du niveau senior jusqu’au DAF ; DSI : le DSI.', 'finance'],
    ['IT from senior engineers up; the CFO.', 'it'],
  ])('%s', (d, area) => {
    const s = criteria(d).include.find((x) => x.areas.includes(area as never) && x.levels.length > 1);
    expect(s?.levels).toContain('senior');
    expect(s?.levels).toContain('director');
    expect(s?.levels).not.toContain('entry');
    expect(s?.levels).not.toContain('intern');
    expect(s?.traits).not.toContain('individual_contributor');
  });
  it('"senior" at the end of a range stays its top', () => {
    expect(criteria('Engineering from developers to senior developers.').include[0]?.levels).toEqual(expect.arrayContaining(['entry', 'senior']));
  });
});
