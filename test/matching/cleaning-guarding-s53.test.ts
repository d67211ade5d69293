// Session 53: a cleaning or guarding firm's supervisors and service-line managers as Spanish buyers name them: "encargados de
// limpieza y de vigilancia" share their noun, "jefes de servicio" beside those words run a service line, and "el personal de
// limpieza" are the cleaners themselves. Own wordings (none taken from a set).
import { describe, expect, it } from 'vitest';
import { compilePersona, findTargetPeople, RulesMatcher } from '../../src/matching/index.js';
import { memorySource } from './profile-fixture.js';

const read = (text: string) => compilePersona(text);

describe('cleaning and guarding supervisors (s53)', () => {
  it('"encargados de limpieza y de vigilancia" are cleaning and guarding team leads; nothing is left unread', () => {
    const c = read('Encargados de limpieza y de vigilancia.');
    expect(c.unrecognised).toEqual([]);
    expect(c.criteria.include.map((s) => [s.areas, s.levels])).toEqual([
      [['cleaning'], ['team_lead']],
      [['guarding'], ['team_lead']],
    ]);
  });
  it('"jefes de servicio" beside cleaning words run its service lines; elsewhere they keep their reading', () => {
    expect(read('Empresas de limpieza: sus jefes de servicio.').criteria.include[0]?.areas).toEqual(['cleaning', 'guarding']);
    expect(read('Hospitales: jefes de servicio.').criteria.include[0]?.areas).not.toContain('cleaning');
  });
  it('"no el personal de limpieza" leaves out the cleaners, not their supervisor', async () => {
    const roster: Array<[string, string]> = [
      ['sv', 'Cleaning Supervisor'],
      ['cl', 'Cleaner'],
    ];
    const r = await findTargetPeople(
      memorySource(roster),
      new RulesMatcher(),
      { slug: 't', name: 't', definition: 'Limpieza: todos; no el personal de limpieza.' },
      1,
    );
    expect(r.ranked.map((p) => p.person_ref)).toEqual(['sv']);
  });
});
