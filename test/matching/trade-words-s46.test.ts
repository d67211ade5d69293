// Session 46: words of the transport and warehouse trades. A compound whose second half is a word of the grammar is one
// word ("multi-drop" drops nobody, "co-operatives" are no operatives); a word said again after a slash is the next item's
// kind too ("driver / driver CPC trainers" are driver trainers); trainers of drivers are the company's learning people,
// in a persona and in a title; drivers and pickers "from an agency" are agency temps. Own wordings (none taken from a set).
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';
import type { Selector } from '../../src/matching/criteria.js';
import { readPerson } from '../../src/matching/reader/person.js';
import { makeProfile } from './profile-fixture.js';

const read = (text: string) => compilePersona(text).criteria;
const roleOf = (title: string) => readPerson(makeProfile('x', [{ title }])).roles[0];

describe('compounds whose second half is a grammar word (s46)', () => {
  it('"multi-drop drivers" are drivers, not a negation of what follows', () => {
    const c = read('Our multi-drop drivers and their dispatchers');
    expect(c.include.some((s) => s.roles.includes('driver'))).toBe(true);
    expect(c.exclude).toEqual([]);
  });

  it('"co-operatives" are organisations, not operatives: their leaders are kept', () => {
    const c = read('Leaders of the co-operatives we supply; no operatives');
    expect(c.include.length).toBeGreaterThan(0);
    expect(c.include[0]?.levels).toContain('director');
  });
});

describe('a word repeated after a slash (s46)', () => {
  it('"driver / driver CPC trainers" are trainers of drivers (learning), not drivers', () => {
    const c = read('Fleet safety: driver / driver CPC trainers and the fleet manager');
    expect(c.include.some((s) => s.roles.includes('driver'))).toBe(false);
    expect(c.include.some((s) => s.areas.includes('learning'))).toBe(true);
    expect(c.include.some((s) => s.areas.includes('fleet'))).toBe(true);
  });

  it('does not repeat a word across "of": "director / director of programmes" stays two items', () => {
    const c = read('director / director of programmes');
    expect(c.include.some((s: Selector) => s.areas.includes('learning'))).toBe(false);
  });
});

describe('agency drivers and pickers are agency temps (s46)', () => {
  it.each(['Heads of transport; no agency drivers', 'Warehouse managers, but not agency drivers or agency pickers'])('%s', (text) => {
    const c = read(text);
    expect(c.exclude.length).toBeGreaterThan(0);
    for (const s of c.exclude) {
      expect(s.roles).toEqual(['agency_temp']);
      expect(s.roles).not.toContain('driver');
    }
  });
});

describe('a trainer of drivers is learning and development, not a driver (s46)', () => {
  it.each([
    'Driver CPC Trainer',
    'Driver Trainer',
    'Fahrertrainer',
    'Instructor de Operadores',
    'Formateur conducteurs',
    'Formador Interno',
    'Ausbilder Lager',
  ])('%s', (title) => {
    const r = roleOf(title);
    expect(r?.areas).toContain('learning');
    expect(r?.areas).not.toContain('transport');
  });

  it.each(['Formateur', 'Ausbilderin', 'Formadora'])('%s alone is still a teacher', (title) => {
    expect(roleOf(title)?.areas).toContain('education');
  });

  it('a driver is still a driver', () => {
    expect(roleOf('Multi-drop Driver')?.areas).toContain('transport');
  });
});
