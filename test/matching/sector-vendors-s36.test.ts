// Session 38 (fx38, development set 38: vendors selling to hotels, builders, schools, care homes and growers): a fallback
// said with the kind of employer ("if a hotel has no GM", "si el hotel no tiene director", "Gibt es keine
// Personalabteilung, …"), the seat named again before it, "go to the owner instead", a hotel's general manager, growers as
// employers and their industries, a grower's farming, packhouse and quality titles. Own wordings, six languages.
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';
import { industryMembership } from '../../src/matching/sectors.js';
import { parseTitle } from '../../src/matching/reader/title.js';

const include = (d: string) => compilePersona(d).criteria.include;
const exclude = (d: string) => compilePersona(d).criteria.exclude;

describe('a fallback said with the kind of employer that lacks the seat', () => {
  it.each([
    ['The plant manager. If a factory has no plant manager, the COO instead.'],
    ['The plant manager; where the site has no plant manager, the COO.'],
    ['Der Werksleiter. Gibt es keinen Werksleiter, der COO.'],
    ['Der Werksleiter. Hat das Werk keinen Werksleiter, der COO.'],
    ["Le directeur d'usine. Si l'usine n'a pas de directeur d'usine, le COO."],
    ['El director de planta. Si la fábrica no tiene director de planta, el COO.'],
    ['O diretor de fábrica. Se a fábrica não tiver diretor de fábrica, o COO.'],
    ['De plantmanager, of de COO als het bedrijf geen plantmanager heeft.'],
  ])('%s', (d) => {
    const read = include(d);
    const coo = read.find((s) => s.roles.includes('coo'));
    expect(coo?.fallback_for).toBeDefined();
    expect(read[coo?.fallback_for ?? -1]?.roles).not.toContain('coo');
    expect(exclude(d)).toEqual([]);
  });

  it('the seat named again before the condition stands in for nobody: the owner stands in', () => {
    const read = include('Practice managers at dental clinics, or the owner if a clinic has no practice manager.');
    const owner = read.find((s) => s.traits.includes('owner'));
    expect(owner?.fallback_for).toBeDefined();
    expect(read[owner?.fallback_for ?? -1]?.condition_only).toBe(true);
    expect(read.filter((s) => s.fallback_for !== undefined)).toHaveLength(1);
  });

  it('a condition inside a parenthesis is said of the people in it', () => {
    const read = include('Whoever runs payroll, plus the finance lead who signs (the CFO, or the finance manager if there is no CFO).');
    expect(read.find((s) => s.areas.includes('payroll'))?.fallback_for).toBeUndefined();
    expect(read.find((s) => s.roles.includes('cfo') && !s.condition_only)?.fallback_for).toBeUndefined();
    expect(read.find((s) => s.areas.includes('finance'))?.fallback_for).toBeDefined();
  });

  it.each(['Without a CFO, go to the owner instead.', 'Go to the owner.', 'Fall back on the owner where there is no CFO.'])(
    '"go to" / "fall back on" the owner is the owner, not a range of rungs: %s',
    (d) => {
      const owner = include(d).find((s) => s.traits.includes('owner'));
      expect(owner?.levels).toEqual([]);
    },
  );

  it('"no HSE person at all" is the seat "HSE person"', () => {
    const read = include('HSE managers. Where a builder has no HSE person at all, its site managers.');
    expect(read.find((s) => s.condition_only)?.areas).toEqual(['hse']);
    expect(read.find((s) => s.areas.includes('construction'))?.fallback_for).toBeDefined();
  });
});

describe("a hotel's general manager", () => {
  it.each(['Hotels only: the general manager.', 'The GM of each hotel.', 'In our resorts the general managers.'])('%s', (d) => {
    expect(include(d)[0]?.roles).toEqual(['general_manager']);
  });
  it('a condition naming the GM reads the seat as the sentence before reads it', () => {
    const read = include('Resorts only: the general manager. If a resort has no GM, the owner.');
    expect(read.find((s) => s.condition_only)?.roles).toEqual(['general_manager']);
  });
  it('elsewhere the general manager is the chief executive', () => {
    expect(include('The general manager or the CFO.')[0]?.roles).toEqual(['ceo']);
  });
});

describe('growers', () => {
  it.each([
    ['Quality managers at fruit growers and food producers.', ['agriculture', 'food_beverage']],
    ['Teeltadviseurs bij telers en kwekers.', ['agriculture']],
    ['Responsables qualité chez les producteurs agricoles.', ['agriculture']],
  ])('%s', (d, sectors) => {
    expect(compilePersona(d).criteria.employer?.sectors).toEqual(sectors);
  });
  it.each([
    ['Glastuinbouw', 'agriculture', 'of'],
    ['Gartenbau', 'agriculture', 'of'],
    ['Tuinbouw', 'food_beverage', 'maybe'],
    ['Weiterbildung', 'schools', 'of'],
    ['Ensino profissional', 'schools', 'of'],
    ['Ouderenzorg', 'health_care', 'of'],
    ['Altenpflege', 'health_care', 'of'],
  ] as const)('a company of the industry "%s" is of %s: %s', (industry, sector, membership) => {
    expect(industryMembership(industry, sector)).toBe(membership);
  });
});

describe("a grower's farming, packhouse and quality", () => {
  it.each(['Head of Farming', 'Directora Agrícola', 'Directeur agricole', 'Hoofd teelt'])('%s heads farming', (title) => {
    expect(parseTitle(title)).toMatchObject({ sub: 'farming', tier: 'director' });
  });
  it.each(['Bedrijfsleider teelt', 'Teeltmanager'])('%s manages farming', (title) => {
    expect(parseTitle(title)).toMatchObject({ sub: 'farming', tier: 'manager' });
  });
  it.each(['Agronoom', 'Gewasadviseur', 'Teeltadviseur'])('%s is an agronomist', (title) => {
    expect(parseTitle(title)?.sub).toBe('agronomy');
  });
  it.each(['Packhouse Operative', 'Inpakmedewerker', 'Medewerker inpakafdeling'])('%s works in production', (title) => {
    expect(parseTitle(title)).toMatchObject({ fn: 'manufacturing', sub: 'production' });
  });
  it.each([
    ['the heads of farming and the growing managers', ['farming']],
    ['het hoofd teelt en de teeltmanagers', ['farming']],
    ['el director agrícola', ['farming']],
  ])('%s', (d, areas) => {
    expect(include(d).every((s) => s.areas.join() === areas.join())).toBe(true);
  });
  it.each([
    'QA technicians and quality managers at growers. Not packhouse staff.',
    'Técnicos de calidad y responsables de calidad; sin el almacén de confección.',
    'Kwaliteitstechnici en kwaliteitsmanagers, niet de inpakafdeling.',
  ])('%s: the quality technicians, not production', (d) => {
    expect(include(d).every((s) => s.areas.includes('quality'))).toBe(true);
    expect(exclude(d)[0]?.areas).toEqual(['manufacturing']);
  });
  it.each(['Farm managers, not harvest workers or field hands.', 'Teeltmanagers; geen oogstmedewerkers.'])('%s', (d) => {
    expect(exclude(d)[0]).toMatchObject({ areas: ['farming'], traits: ['individual_contributor'] });
  });
});
