// Session 30 (development set 23, personas as sales teams type them): readings of the compiler fixed by kind. Own words,
// several languages.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { makeProfile } from './profile-fixture.js';

const keeps = (d: string, title: string) => judgeProfile({ slug: 't', name: 't', definition: d }, makeProfile('x', [{ title }])).match;
const criteria = (d: string) => compilePersona(d).criteria;

describe('seats in parentheses after the one named role left out', () => {
  it.each([
    'Chief officers except the CEO (CFO, COO, CTO, CHRO)',
    'The C-level without the CEO (e.g. CMO, CIO, CFO).',
    'Executives minus the chief executive (CFO, CTO)',
  ])('%s are examples of the rung asked for, not more people left out', (d) => {
    const c = criteria(d);
    expect(c.exclude).toHaveLength(1);
    expect(c.exclude[0]?.roles).toEqual(['ceo']);
    expect(keeps(d, 'Chief Financial Officer')).toBe(true);
    expect(keeps(d, 'CTO')).toBe(true);
    expect(keeps(d, 'CEO')).toBe(false);
  });
  it('kinds in parentheses after a rung left out are still left out', () => {
    const c = criteria('Engineers. No managers (EMs, sales managers).');
    expect(c.exclude.some((e) => e.areas.includes('sales'))).toBe(true);
  });
});

describe('a range after a dash in a heading', () => {
  it.each([
    'Sales - director and above: enterprise, inside sales',
    'Marketing – manager level and up: brand, growth, content.',
    'Finance - head or higher: accounting, FP&A',
  ])('%s holds for the list under it', (d) => {
    const c = criteria(d);
    expect(c.include.length).toBeGreaterThan(1);
    for (const s of c.include) expect(s.levels).not.toContain('entry');
    expect(c.include.every((s) => s.levels.length > 0)).toBe(true);
  });
  it('keeps a marketing manager and leaves a marketing assistant out', () => {
    const d = 'Marketing – manager level and up: brand, growth, content.';
    expect(keeps(d, 'Head of Brand')).toBe(true);
    expect(keeps(d, 'Marketing Assistant')).toBe(false);
    expect(keeps(d, 'Content Writer')).toBe(false);
  });
});

describe('kinds of trainee after people named by a noun', () => {
  it.each([
    'Finance managers. No accountants, interns or working students.',
    'Responsables financiers. Pas les comptables ni les stagiaires / apprentis.',
    'Jefes de finanzas. Sin contables, becarios ni practicantes.',
  ])('%s are left out as people of their own', (d) => {
    const c = criteria(d);
    expect(c.exclude.some((e) => e.levels.includes('intern') && !e.areas.length)).toBe(true);
    expect(c.exclude.some((e) => e.areas.includes('accounting') && e.levels.includes('intern'))).toBe(false);
    expect(keeps(d, 'Marketing Intern')).toBe(false);
  });
});

describe('French finance and warehouse titles', () => {
  it('the RAF is the finance manager or head', () => {
    const s = criteria('Nos cibles : le RAF.').include[0];
    expect(s?.areas).toEqual(['finance']);
    expect(s?.levels).toEqual(expect.arrayContaining(['manager', 'head']));
    expect(keeps('Nos cibles : le RAF.', 'Finance Manager')).toBe(true);
  });
  it('"responsables comptables" are accounting managers and its head', () => {
    const d = 'les responsables comptables';
    expect(keeps(d, 'Accounting Manager')).toBe(true);
    expect(keeps(d, 'Comptable')).toBe(false);
  });
  it('dock foremen are warehouse team leads', () => {
    const d = 'Responsables entrepôt et chefs de quai, pas les caristes';
    expect(criteria(d).include.some((s) => s.areas.includes('warehouse') && s.levels.includes('team_lead'))).toBe(true);
    expect(keeps(d, 'Warehouse Team Leader')).toBe(true);
    expect(keeps(d, 'Cariste')).toBe(false);
  });
  it('a range whose start nobody knew still starts at the bottom', () => {
    const c = criteria('DAF, RAF, du contrôleur jusqu’au directeur financier');
    expect(c.include.some((s) => s.levels.includes('entry') && s.levels.includes('director'))).toBe(true);
  });
});

describe('German leadership words', () => {
  it('"Führungskräfte" are everyone who leads people, from the manager rung up', () => {
    const d = 'Alle Führungskräfte im Einkauf';
    expect(criteria(d).include[0]?.levels).toEqual(expect.arrayContaining(['manager', 'head', 'director']));
    expect(keeps(d, 'Einkaufsmanager')).toBe(true);
    expect(keeps(d, 'Einkäufer')).toBe(false);
  });
  it.each(['Leiter QS und Werkleiter', 'QS-Leitung, Produktionsleitung'])('"QS" in %s is quality assurance', (d) => {
    const c = criteria(d);
    expect(c.include.some((s) => s.areas.includes('quality') && s.levels.includes('head'))).toBe(true);
    expect(c.include.some((s) => s.roles.includes('quantity_surveyor'))).toBe(false);
  });
});

describe('people said "yes" inside parentheses after an exclusion', () => {
  it.each(['Senior engineers, but no managers (tech leads yes).', 'Ingenieros senior pero sin managers (los tech leads sí).'])(
    '%s asks for them and spares them from the exclusion',
    (d) => {
      const c = criteria(d);
      expect(c.include.some((s) => s.roles.includes('tech_lead'))).toBe(true);
      expect(c.exclude.some((e) => e.roles.includes('tech_lead') && !e.unless)).toBe(false);
      expect(keeps(d, 'Tech Lead')).toBe(true);
    },
  );
  it('an unaccented "si" is no "yes"', () => {
    const c = criteria('Ingenieros senior, sin managers (si los hay)');
    expect(c.include.some((s) => s.roles.includes('tech_lead'))).toBe(false);
  });
});
