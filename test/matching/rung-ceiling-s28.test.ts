// Session 28: a rung with "+" followed by a ceiling ("manager+ (up to CHRO)", "Manager+ bis zum CHRO") is still "and up"
// (tokens.ts: the "+" stood as "plus", so the filter's area lost its rungs and every manager of the company was kept); a
// list of departments followed by a range up to their own chief ("Marketing, from manager up to the CMO", "Vertrieb, vom
// Teamleiter bis zum CSO") is the departments' range (rung-scope.ts rangeToChiefOf: the department stood whole beside it),
// and so is a sentence of rungs up to that chief after a sentence naming the department ("function: IT; seniority:
// manager+ up to CIO": rungsUpToChief).
// Own words.
import { describe, expect, it } from 'vitest';
import { compilePersona, type Criteria } from '../../src/matching/index.js';

const read = (d: string): Criteria => compilePersona(d).criteria;
/** Every inclusion names an area and a rung range from `low` up, none takes the individual contributors. */
function scoped(c: Criteria, area: string, low: string) {
  expect(c.include.length).toBeGreaterThan(0);
  for (const s of c.include) {
    expect(s.areas).toContain(area);
    expect(s.levels).toContain(low);
    expect(s.levels).not.toContain('entry');
  }
}

describe('"X+ (up to Y)" in a CRM-filter-like definition', () => {
  it.each([
    ['function: Finance; seniority: manager+ (up to CFO); exclude: interns', 'finance'],
    ['Funktion: Personal; Ebene: Manager+ (bis zum CHRO); ohne Recruiting', 'human_resources'],
    ['Fonction : RH ; niveau : manager+ (jusqu’au DRH)', 'human_resources'],
    ['Área: Finanzas; nivel: manager+ (hasta el CFO); excluir: becarios', 'finance'],
    ['Afdeling: Marketing; niveau: manager+ (tot en met de CMO)', 'marketing'],
  ])('%s keeps only the area, manager and up', (d, area) => {
    scoped(read(d), area, 'manager');
  });
  it.each(['function: IT; seniority: manager+ up to CIO', 'function: IT; seniority: Manager+, up to the CIO', 'IT. Manager and up, up to the CIO.'])(
    'a ceiling said without parentheses is the same: %s',
    (d) => {
      scoped(read(d), 'it', 'manager');
      expect(read(d).include[0]?.levels).not.toContain('owner');
    },
  );
  it('people named in the sentence before keep their own reading', () => {
    const c = read('IT support staff. Managers up to the CIO.');
    expect(c.include.some((s) => s.areas.includes('it') && !s.levels.length)).toBe(true);
  });
  it('"SDRs + their team leads" is still two groups of people', () => {
    const c = read('SDRs + their team leads');
    expect(c.include).toHaveLength(2);
  });
});

describe('departments, then a range up to their chief', () => {
  it.each([
    ['Marketing, from manager up to the CMO', 'marketing', 'manager'],
    ['Finance, from team lead up to the CFO. No interns.', 'finance', 'team_lead'],
    ['Vertrieb, vom Teamleiter bis zum CSO', 'sales', 'team_lead'],
    ['Finanzas, de jefe de equipo hasta el CFO', 'finance', 'team_lead'],
  ])('%s is the department from that rung up', (d, area, low) => {
    scoped(read(d), area, low);
  });
  it('people named before the range keep their own rungs (buyers stay)', () => {
    const c = read('Acheteurs, responsables achats, jusqu’au directeur des achats');
    expect(c.include.some((s) => s.areas.includes('procurement') && !s.levels.length)).toBe(true);
  });
  it('a range that starts at people, after everyone of a department, leaves the department whole', () => {
    const c = read('Anyone in design, from junior designers to the head of design.');
    expect(c.include.some((s) => s.areas.includes('design') && !s.levels.length)).toBe(true);
  });
  it('a range up to the chief of another function leaves the department alone', () => {
    const c = read('Marketing, from manager up to the CEO');
    expect(c.include.some((s) => s.areas.includes('marketing') && !s.levels.length)).toBe(true);
  });
});
