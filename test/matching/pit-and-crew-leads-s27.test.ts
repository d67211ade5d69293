// Session 27: beside a mine or an oilfield, "shift supervisors", "foremen", "jefes de turno", "capataces" lead the mine's or
// the field's crews (they were read as a factory's production leads), each beside its own kind of site; "whoever leads them
// day to day" is their first line, the team-lead rung; at a rail or other transport operator a "Traffic Controller"
// controls the traffic, not a budget. Own words.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { makeProfile } from './profile-fixture.js';

const include = (d: string) => compilePersona(d).criteria.include;

describe('shift leads beside a mine or an oilfield', () => {
  it.each([
    ['Shift supervisors at the copper mines', ['mining']],
    ['Jefes de turno y capataces en la mina', ['mining']],
    ['Foremen on the oilfield and the drilling crews', ['oil_gas']],
    ['Shift bosses at mines and at upstream oil sites', ['mining', 'oil_gas']],
  ])('%s', (d, areas) => {
    const leads = include(d).filter((s) => s.levels.includes('team_lead'));
    expect(leads.length).toBeGreaterThan(0);
    expect(leads[0]?.areas).toEqual(areas);
  });
  it('beside a factory they stay production leads', () => {
    expect(include('Shift supervisors in the bottling plants')[0]?.areas).toEqual(['manufacturing']);
  });
});

describe('who leads them day to day is the first line', () => {
  it.each([
    'Field technicians, and whoever leads those teams day to day',
    'Linemen plus whoever leads them day to day',
    'Monteurs de lignes et ceux qui dirigent ces équipes au quotidien',
  ])('%s', (d) => {
    const leads = include(d).filter((s) => s.levels.includes('team_lead'));
    expect(leads.map((s) => s.levels)).toEqual([['team_lead']]);
  });
  it('without "day to day" the leaders are every rung up', () => {
    const leads = include('Linemen plus whoever leads them').filter((s) => s.levels.includes('team_lead'));
    expect(leads[0]?.levels).toContain('manager');
  });
});

describe('a traffic controller at a transport operator', () => {
  const rail = { name: 'Muster Bahn', industry: 'Rail Transportation', employees: 900 };
  const keeps = (definition: string, title: string) => judgeProfile({ slug: 't', name: 't', definition, company: rail }, makeProfile('x', [{ title }])).match;
  it('is no controller of finance', () => {
    expect(keeps('Controllers and finance managers', 'Traffic Controller')).toBe(false);
    expect(keeps('Controllers and finance managers', 'Financial Controller')).toBe(true);
  });
});
