// Session 26 (development set 12): press officers and spokespeople. "Press Officer", "Spokesperson", "Woordvoerder",
// "Porte-parole", "Portavoz" are public relations (they read as no area); a communications, press or marketing adviser is
// an employee (it read as an advisor to the board); a persona's "press officers", "woordvoerders", "Pressesprecher",
// "comms advisers" are communications: marketing (reader/title-normalise.ts, title-flags.ts ADVISOR_NOT,
// compiler/lexicon.ts). Our own wordings.
import { describe, expect, it } from 'vitest';
import { compilePersona, createMatcher, readPerson, type PersonaInput } from '../../src/matching/index.js';
import { makeProfile } from './profile-fixture.js';

const roleOf = (title: string) => readPerson(makeProfile('x', [{ title }])).roles[0];

describe('reader: the organisation’s voice', () => {
  it.each(['Press Officer', 'Senior Press Officer', 'Spokesperson', 'Woordvoerder', 'Porte-parole', 'Portavoz', 'Communications Adviser', 'Marketing Advisor'])(
    '%s is marketing, an employee',
    (title) => {
      const r = roleOf(title);
      expect(r?.areas).toEqual(['marketing']);
      expect(r?.employment).toBe('employee');
    },
  );
  it('a media relations manager keeps the manager rung', () => expect(roleOf('Media Relations Manager')?.level).not.toBe('entry'));
});

describe('compiler: press officers and spokespeople', () => {
  it.each([
    'Press officers and spokespeople',
    'Woordvoerders en communicatieadviseurs',
    'Pressesprecher und Kommunikationsreferenten',
    'Portavoces y técnicos de comunicación',
    'Comms advisers',
  ])('%s', (definition) => {
    const c = compilePersona(definition);
    expect(c.criteria.include.length).toBeGreaterThan(0);
    for (const s of c.criteria.include) {
      expect(s.areas).toEqual(['marketing']);
      expect(s.titles ?? []).toEqual([]);
    }
    expect(c.unrecognised).toEqual([]);
  });
});

describe('matcher: press officers', () => {
  const persona: PersonaInput = { slug: 'p', name: 'p', definition: 'Press officers and comms advisers.' };
  it('keeps the press officer, the spokesperson and the comms adviser, not the advisory board', async () => {
    const titles = ['Press Officer', 'Spokesperson', 'Communications Adviser', 'Advisory Board Member', 'Finance Officer'];
    const profiles = titles.map((title, i) => makeProfile(`p${i}`, [{ title }]));
    const kept = (await createMatcher({ kind: 'rules' }).match(persona, profiles)).decisions.filter((d) => d.match).map((d) => d.person_ref);
    expect(kept).toEqual(['p0', 'p1', 'p2']);
  });
});
