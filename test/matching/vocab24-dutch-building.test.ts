// Session 24 (issue 22): Dutch construction and engineering-office titles read as their English and German equivalents.
// - "Constructeur", "Constructeur beton", "Constructief ontwerper", "Adviseur constructies" are structural engineers (as
//   "Structural Engineer", "Statiker"); "Hoofdconstructeur" the lead structural engineer; "Tekenaar-constructeur",
//   "Bouwkundig tekenaar" CAD drafters (as "Bauzeichner"); "Bouwkundig ontwerper" an architectural designer; "Uitvoerder",
//   "Projectleider bouw" site managers (as "Bauleiter"); "Werkvoorbereider" a site engineer; "Calculator" estimating; the
//   BIM roles BIM. A "Werktuigbouwkundig constructeur" designs machines (mechanical engineering), not buildings.
// - Personas: "constructeurs", "hoofdconstructeurs", "tekenaars", "werkvoorbereiders", "uitvoerders" name them. "Bouwers" is
//   builders on a site beside building words, software builders beside software words, and alone it is left unread with
//   a warning.
// Own wordings throughout.
import { describe, expect, it } from 'vitest';
import { compilePersona, parseTitle, readPerson } from '../../src/matching/index.js';
import { decide } from '../../src/matching/judge/judge.js';
import { makeProfile, type Position } from './profile-fixture.js';

const person = (...positions: Position[]) => readPerson(makeProfile('p', positions));
const kept = (persona: string, ...positions: Position[]) => decide(compilePersona(persona).criteria, person(...positions)).kind === 'kept';
const areasOf = (title: string) => person({ title }).roles[0]?.areas ?? [];

describe('title reader: Dutch engineering offices and building sites', () => {
  it.each([
    ['Constructeur', 'Structural Engineer'],
    ['Constructeur beton', 'Statiker'],
    ['Constructeur staalbouw', 'Tragwerksplaner'],
    ['Constructief ontwerper', 'Structural Designer'],
    ['Adviseur constructies', 'Structural Engineer'],
    ['Hoofdconstructeur', 'Lead Structural Engineer'],
    ['Tekenaar-constructeur', 'Bauzeichner'],
    ['Bouwkundig tekenaar', 'Draughtsman'],
    ['Bouwkundig ontwerper', 'Architectural Designer'],
    ['Uitvoerder', 'Bauleiter'],
    ['Hoofduitvoerder', 'Site Manager'],
    ['Projectleider bouw', 'Construction Project Manager'],
    ['Werkvoorbereider', 'Site Engineer'],
    ['Calculator bouw', 'Kalkulator'],
    ['BIM-modelleur', 'BIM Modeller'],
    ['BIM-coördinator', 'BIM Coordinator'],
  ])('%s reads as %s', (dutch, equivalent) => {
    const a = parseTitle(dutch);
    const b = parseTitle(equivalent);
    expect([a?.fn, a?.sub, a?.tier, a?.kind]).toEqual([b?.fn, b?.sub, b?.tier, b?.kind]);
    expect(a?.fn).not.toBe('unknown');
    expect(areasOf(dutch)).toEqual(areasOf(equivalent));
  });

  it('the rung words of a Dutch structural engineer hold', () => {
    expect(parseTitle('Senior constructeur')?.tier).toBe('senior');
    expect(parseTitle('Hoofdconstructeur')?.tier).toBe('senior');
    expect(parseTitle('Constructeur')?.tier).toBe('entry');
  });

  it('a machine designer is mechanical engineering, not buildings', () => {
    expect(parseTitle('Werktuigbouwkundig constructeur')?.sub).toBe('hardware');
    expect(parseTitle('Constructeur machinebouw')?.sub).toBe('hardware');
    expect(areasOf('Werktuigbouwkundig constructeur')).not.toContain('building_engineering');
  });
});

describe('persona compiler and judge: Dutch engineering offices and building sites', () => {
  it('constructeurs and hoofdconstructeurs are the structural engineers', () => {
    for (const persona of ['Constructeurs bij ingenieursbureaus', 'Hoofdconstructeurs en adviseurs constructies']) {
      expect(kept(persona, { title: 'Hoofdconstructeur' })).toBe(true);
      expect(kept(persona, { title: 'Constructeur beton' })).toBe(true);
      expect(kept(persona, { title: 'Uitvoerder' })).toBe(false);
    }
  });

  it('tekenaars are the drafters, werkvoorbereiders and uitvoerders the building site', () => {
    expect(kept('Tekenaars en tekenaar-constructeurs', { title: 'Bouwkundig tekenaar' })).toBe(true);
    expect(kept('Tekenaars en tekenaar-constructeurs', { title: 'Constructeur' })).toBe(false);
    expect(kept('Werkvoorbereiders', { title: 'Werkvoorbereider' })).toBe(true);
    expect(kept('Uitvoerders in de woningbouw', { title: 'Hoofduitvoerder' })).toBe(true);
    expect(kept('Uitvoerders', { title: 'Tekenaar' })).toBe(false);
  });

  it('"bouwers" beside building words are the building site', () => {
    for (const persona of ['Bouwers in de woningbouw', 'Bouwers bij aannemers', 'Bouwers op de bouwplaats']) {
      const c = compilePersona(persona);
      expect(c.criteria.include.flatMap((p) => p.areas)).toContain('construction');
      expect(c.criteria.include.flatMap((p) => p.areas)).not.toContain('software');
    }
  });

  it('"bouwers" beside software words are software engineers', () => {
    for (const persona of ['Bouwers van software', 'Bouwers van apps voor de zorg']) {
      const c = compilePersona(persona);
      expect(c.criteria.include.flatMap((p) => p.areas)).toContain('software');
      expect(c.criteria.include.flatMap((p) => p.areas)).not.toContain('construction');
    }
  });

  it('"bouwers" alone are left unread, with a warning', () => {
    const c = compilePersona('Bouwers');
    expect(c.criteria.include).toEqual([]);
    expect(c.warnings.map((w) => w.text)).toContain('bouwers');
    expect(kept('Bouwers', { title: 'Uitvoerder' })).toBe(false);
    expect(kept('Bouwers', { title: 'Software Engineer' })).toBe(false);
  });
});
