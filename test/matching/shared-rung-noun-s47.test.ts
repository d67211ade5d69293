// Session 47: bare areas before a last item the lexicon reads as one phrase of leaders ("site managers", "unit managers")
// share its rung noun ("warehouse and site managers" are warehouse managers too, not the whole warehouse); cold stores
// are warehouses, in a persona and in a title (a depot is not always one: bus garages and train depots are depots);
// "Freelancer zählen" is a permission, as "zählen mit" was; a word nobody knew listed before a noun shares its head ("quay,
// yard and operations managers": "yard managers", read as a title phrase). Own wordings (none taken from a set).
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';
import { readPerson } from '../../src/matching/reader/person.js';
import { makeProfile } from './profile-fixture.js';

const read = (text: string) => compilePersona(text).criteria;
const roleOf = (title: string) => readPerson(makeProfile('x', [{ title }])).roles[0];

describe('bare areas share the rung noun of a leaders phrase after them (s47)', () => {
  it.each([
    ['Warehouse and site managers', 'warehouse'],
    ['plant and unit managers', 'manufacturing'],
    ['DC, cold-store and site managers', 'warehouse'],
  ])('%s: the %s people kept are its managers, not all of it', (text, area) => {
    const c = read(text);
    const own = c.include.filter((s) => s.areas.includes(area as never));
    expect(own.length).toBeGreaterThan(0);
    for (const s of own) expect(s.levels).toContain('manager');
  });

  it('does not give the rung of "the HR directors" to the bare areas listed before it', () => {
    const c = read('HR generalists, payroll, L&D and the HR directors');
    const payroll = c.include.find((s) => s.areas.includes('payroll'));
    expect(payroll).toBeDefined();
    expect(payroll?.levels).not.toContain('director');
  });
});

describe('a word nobody knew shares the head of the noun after it (s47)', () => {
  const titles = (text: string) => read(text).include.flatMap((s) => s.titles ?? []);

  it.each([
    ['quay, yard and operations managers', 'yard manager'],
    ['Lean and CI managers', 'lean manager'],
  ])('%s reads "%s" as a title phrase', (text, phrase) => {
    expect(titles(text).some((t) => t.startsWith(phrase))).toBe(true);
  });

  it('reads the word with the head as the noun the lexicon knows, when it is one', () => {
    const c = read('Demand and production planners plus the planning managers');
    expect(titles('Demand and production planners plus the planning managers')).toEqual([]);
    for (const s of c.include) expect(s.areas).toEqual(['supply_planning']);
  });

  it('does not glue a head onto a word that names people itself', () => {
    expect(titles('Expediteurs and transport managers').some((t) => t.startsWith('expediteurs '))).toBe(false);
    expect(titles('Wombatiers and customs managers').some((t) => t.startsWith('wombatiers '))).toBe(false);
  });

  it('keeps "zählen nur, wenn" a condition, not a permission', () => {
    const c = read('Geschäftsführer zählen nur, wenn sie auch im Beirat sitzen.');
    expect(c.include).toHaveLength(1);
    expect(c.include[0]?.roles).toContain('ceo');
  });
});

describe('"container" is no misspelling of "cotrainer" (s47)', () => {
  it("leaders at a container terminal are not a football club's coaching staff", () => {
    const c = read('Leadership at the container terminal: terminal managers');
    expect(c.include.some((s) => s.areas.includes('sports_coaching'))).toBe(false);
  });
});

describe('cold stores are warehouses (s47)', () => {
  it('in a persona', () => {
    expect(read('cold-store supervisors').include[0]?.areas).toContain('warehouse');
  });

  it('a depot is no warehouse: a bus garage or a train depot is one too', () => {
    expect(read('depot managers').include[0]?.areas ?? []).not.toContain('warehouse');
    expect(roleOf('Depot Manager')?.areas).not.toContain('warehouse');
  });

  it.each(['Cold Store Manager', 'Cold Storage Supervisor', 'Cold Store Operative'])('in the title %s', (title) => {
    expect(roleOf(title)?.areas).toContain('warehouse');
    expect(roleOf(title)?.areas).not.toContain('retail');
  });

  it('a store manager is still retail', () => {
    expect(roleOf('Store Manager')?.areas).toContain('retail');
  });
});

describe('"Freelancer zählen" is a permission (s47)', () => {
  it.each(['Disponenten; Freelancer zählen.', 'Planners en dispatchers; zzp-ers tellen.'])('%s adds no group of all contractors', (text) => {
    const c = read(text);
    expect(c.include.length).toBeGreaterThan(0);
    expect(c.include.filter((s) => !s.areas.length && !s.roles.length && !s.levels.length && s.employment.includes('contractor'))).toEqual([]);
  });
});
