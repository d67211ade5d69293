// Session 30: a Spanish or Portuguese "coordinador / coordenador" leads a team, so a range that starts at it ("desde
// coordinador hasta el CIO") starts at the team leads; it is not the whole ladder, interns and apprentices included.
// Our own wordings.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { makeProfile } from './profile-fixture.js';

const levelsOf = (definition: string) => compilePersona(definition).criteria.include.map((s) => [...s.levels].sort());

describe('compiler: a range from the coordinator up', () => {
  it.each(['Responsables de informática, desde coordinador hasta el CIO.', 'Gestão de TI, do coordenador até o CIO.'])(
    '%s starts at the team leads and reaches the chief',
    (definition) => {
      const levels = levelsOf(definition).flat();
      expect(levels).toContain('team_lead');
      expect(levels).toContain('c_level');
      expect(levels).not.toContain('entry');
    },
  );
  it('an English coordinator stays the entry rung', () => {
    expect(levelsOf('Procurement, from coordinator up to director.').flat()).toContain('entry');
  });
});

describe('judge: the IT interns are not in a range from the coordinator', () => {
  const definition = 'Responsables de informática, desde coordinador hasta el CIO.';
  const company = { name: 'Talleres Norte SA', industry: 'Machinery Manufacturing', employees: 300 };
  const judge = (title: string) => judgeProfile({ slug: 't', name: 't', definition, company }, makeProfile('p', [{ title }])).match;
  it.each(['Coordinador de Sistemas', 'Jefe de Informática', 'CIO'])('%s is in', (title) => expect(judge(title)).toBe(true));
  it.each(['Becario de Sistemas', 'Aprendiz de TI'])('%s is not', (title) => expect(judge(title)).toBe(false));
});
