// Session 53: words said only in what a persona leaves out do not give the senses of what it asks for ("T&D network planning
// engineers — not telecom network planners": the planners are the power grid's); the exclusion keeps its own sense. Own
// wordings (none taken from a set).
import { describe, expect, it } from 'vitest';
import { compilePersona, findTargetPeople, RulesMatcher } from '../../src/matching/index.js';
import { memorySource } from './profile-fixture.js';
import type { EmployerFacts } from '../../src/matching/criteria.js';

const read = (text: string) => compilePersona(text).criteria;

describe('senses come from what is asked for (s53)', () => {
  it('network planners beside a telecom word said in the exclusion plan the power grid', () => {
    const c = read('Network planning engineers for electricity and gas, not telecom planners or RF engineers.');
    expect(c.include[0]?.areas).toContain('grid_engineering');
    expect(c.include[0]?.areas).not.toContain('telecom_network');
    expect(c.exclude.every((s) => s.areas.includes('telecom_network'))).toBe(true);
  });
  it('"T&D" beside them is the grid, not training and development', () => {
    const c = read('T&D network planning engineers, not telecom network planners.');
    expect(c.include.flatMap((s) => s.areas)).toEqual(['grid_engineering']);
  });
  it('a telecom word in what is asked for still gives the telecom sense', () => {
    expect(read('Telecom operators: network planning engineers, not RF engineers.').include[0]?.areas).toEqual(['telecom_network']);
  });
  it('keeps the grid planner, not the telecom planner', async () => {
    const utility: EmployerFacts = { name: 'Netz Süd', industry: 'Utilities', employees: 800 };
    const roster: Array<[string, string]> = [
      ['gp', 'Grid Planning Engineer'],
      ['tp', 'Telecom Network Planner'],
    ];
    const source = memorySource(roster);
    const r = await findTargetPeople(
      source,
      new RulesMatcher(),
      { slug: 't', name: 't', definition: 'Network planning engineers, not telecom network planners.', company: utility },
      1,
    );
    expect(r.ranked.map((p) => p.person_ref)).toEqual(['gp']);
  });
});
