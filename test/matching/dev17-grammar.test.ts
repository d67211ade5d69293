// Session 23 (development set 17), own wordings: three shapes of reading.
// - A dash before a negation is a comma: the negation leaves out the words before it, in six languages
//   ("Site supervisors — not our audience"; before: the dash opened a heading and the negation negated what followed it).
// - "X only count if they also Y": a condition on X, not an inclusion of every X (lexicon `onlyif`).
// - "X, also freelance": a kind of employment said of the people before it, not an inclusion of every contractor
//   (compiler/also-kind.ts).
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';

const crit = (d: string) => compilePersona(d).criteria;

describe('a dash before a negation', () => {
  it.each([
    ['Heads of data. Interns in the shops — not our audience.', 'en'],
    ['Leitung Daten. Werkstudenten im Lager — nicht gemeint.', 'de'],
    ['Responsables data. Les stagiaires du dépôt — pas notre cible.', 'fr'],
    ['Jefes de datos. Los becarios del almacén — no son nuestro público.', 'es'],
    ['Chefes de dados. Os estagiários do armazém — não são o nosso público.', 'pt'],
    ['Hoofden data. Stagiairs in het magazijn — niet onze doelgroep.', 'nl'],
  ])('%s (%s): what stands before the dash is left out', (d) => {
    const c = crit(d);
    expect(c.include.length).toBe(1);
    expect(c.exclude.length).toBeGreaterThan(0);
  });

  it('a dash before a list still opens a heading', () => {
    const c = crit('Finance leaders — CFOs and heads of finance.');
    expect(c.exclude).toEqual([]);
    expect(c.include.length).toBeGreaterThan(0);
  });

  it('the people after "nor" stay an exclusion', () => {
    const c = crit('Heads of IT security. Shop detectives — not who we mean, nor their team leaders.');
    expect(c.include.every((s) => s.levels.includes('head') || s.roles.length > 0)).toBe(true);
    expect(c.exclude.some((s) => s.levels.includes('team_lead'))).toBe(true);
  });
});

describe('"only count if they also …" narrows the people before it', () => {
  it.each([
    'Trustees and advisers. Senior executives only count if they also sit on the board.',
    'Advisors and board directors; executives count only when they also hold a board seat.',
  ])('%s', (d) => {
    const c = crit(d);
    // no selector keeps every executive: the executives' one carries the board condition
    expect(c.include.filter((s) => s.levels.includes('c_level')).every((s) => s.employment.includes('board'))).toBe(true);
  });
  it.each([
    'Aufsichtsräte. Geschäftsführer zählen nur, wenn sie auch im Beirat sitzen.',
    'Leden van de RvT. Directeuren tellen alleen mee als ze ook in de RvC zitten.',
    'Conselheiros. Diretores só contam se também tiverem assento no conselho.',
  ])('%s', (d) => {
    const c = crit(d);
    expect(c.include.filter((s) => s.roles.includes('ceo') || s.levels.includes('director')).every((s) => s.employment.includes('board'))).toBe(true);
  });
});

describe('"also freelance" widens the people before it', () => {
  it.each([
    ['Business controllers, also freelance.', 'en'],
    ['Business Controller, auch freiberuflich.', 'de'],
    ['Contrôleurs de gestion, aussi en freelance.', 'fr'],
    ['Controladores de gestión, también freelance.', 'es'],
    ['Controladores financeiros, também freelancers.', 'pt'],
    ["Business controllers, ook zzp'ers.", 'nl'],
  ])('%s (%s): one selector, no employment condition', (d) => {
    const c = crit(d);
    expect(c.include.length).toBe(1);
    expect(c.include[0]?.employment).toEqual([]);
  });

  it('"and also contractors" still adds the contractors', () => {
    const c = crit('Designers and also contractors.');
    expect(c.include.some((s) => s.employment.includes('contractor'))).toBe(true);
  });

  it('a list item of its own after a comma without "also" stays one', () => {
    const c = crit('Designers, freelancers.');
    expect(c.include.some((s) => s.employment.includes('contractor'))).toBe(true);
  });
});

// The top team said as a body is the seats its parentheses name (compiler/attach.ts); the C-level is a rung, whose seats in
// parentheses are examples, and examples after "e.g." or "incl." add.
describe('the top team defined by the seats in its parentheses', () => {
  it.each([
    ['Executive team (CEO, CFO).', 'en'],
    ['Vorstand (CEO, CFO).', 'de'],
    ['Comité de direction (DG, DAF).', 'fr'],
    ['Comité de dirección (CEO, CFO).', 'es'],
    ['Comissão executiva (CEO, CFO).', 'pt'],
    ['Directie (algemeen directeur, CFO).', 'nl'],
  ])('%s (%s): only the seats named', (d) => {
    const c = compilePersona(d).criteria;
    expect(c.include.every((s) => s.roles.length > 0)).toBe(true);
    expect(c.include.some((s) => s.levels.includes('c_level') && !s.roles.length)).toBe(false);
  });
  it.each(['C-suite (e.g. CEO, CFO).', 'C-level, incl. the CEO.', 'C-level (CEO, CFO).', 'C-suite (CEO, CTO, CFO…)'])(
    '%s: examples of a rung keep the whole top team',
    (d) => {
      expect(compilePersona(d).criteria.include.some((s) => s.levels.includes('c_level') && !s.roles.length)).toBe(true);
    },
  );
});

// Kinds of title that say no area of their own (coordinators, assistants, working students, apprentices, agency temps),
// listed under a heading that names areas, are that area's (compiler/kinds.ts genericKindsOfHeading).
describe('generic kinds under a heading take its areas', () => {
  it.each([
    ['Customer care: coordinators, agents and their team leads.', 'customer_support'],
    ['Kundenservice: Koordinatoren und Agenten.', 'customer_support'],
    ['Marketing : assistants et responsables.', 'marketing'],
    ['Atención al cliente: coordinadores y agentes.', 'customer_support'],
    ['Klantenservice: coördinatoren en agenten.', 'customer_support'],
  ])('%s', (d, area) => {
    const c = compilePersona(d).criteria;
    const kinds = c.include.filter((s) => s.roles.some((r) => r === 'coordinator' || r === 'assistant'));
    expect(kinds.length).toBeGreaterThan(0);
    expect(kinds.every((s) => s.areas.includes(area as never))).toBe(true);
  });
  it('without a heading they stay every one of the company', () => {
    const c = compilePersona('Coordinators and assistants.').criteria;
    expect(c.include.every((s) => !s.areas.length)).toBe(true);
  });
});
