// Session 27: overhead-line and cable crews named by their trade or by what they do ("people who climb poles", "joint
// cables") in six languages are a utility's field crews; "whoever leads those crews" are their leaders; a relative clause
// after a bare word for people says the job itself, so the employer after it holds ("people who … at the DNOs"), while
// beside named people it stays where they work ("engineers who fix the kit in hospitals"). Own words.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { makeProfile } from './profile-fixture.js';

const persona = (definition: string) => ({ slug: 't', name: 't', definition });
const keeps = (definition: string, title: string) => judgeProfile(persona(definition), makeProfile('x', [{ title }])).match;

describe('power-line and cable crews by trade or by what they do', () => {
  it.each([
    'Jointers and overhead linesmen',
    'people who climb poles for a living',
    'Kabelmonteure und Freileitungsmonteure',
    'monteurs de lignes et jointeurs',
    'los que suben a los postes',
    'eletricistas de linha',
    'kabelmonteurs en lijnwerkers',
  ])('%s', (d) => {
    const c = compilePersona(d).criteria;
    expect(c.include.some((s) => s.areas.includes('grid_field'))).toBe(true);
    expect(keeps(d, 'Cable Jointer')).toBe(true);
    expect(keeps(d, 'Kabelmonteur')).toBe(true);
    expect(keeps(d, 'Payroll Specialist')).toBe(false);
  });
});

describe('"whoever leads those crews" are the crews\' leaders', () => {
  it.each([
    'Linesmen, and whoever leads those crews',
    'Netzmonteure, und wer diese Kolonnen leitet',
    'Linieros y quienes dirigen esas cuadrillas',
    'Eletricistas de rede e quem lidera essas turmas',
    'Storingsmonteurs en wie die ploegen leidt',
  ])('%s', (d) => {
    expect(compilePersona(d).unrecognised).toEqual([]);
    const leads = compilePersona(d).criteria.include.filter((s) => s.levels.includes('team_lead'));
    expect(leads.length).toBe(1);
    expect(leads[0]?.areas).toEqual(['grid_field']);
  });
});

describe('a clause after a bare word for people is the job, and its employer holds', () => {
  it.each([
    ['people who joint cables at the distribution network operators', 'utilities'],
    ['anyone who climbs poles at the DNOs', 'utilities'],
    ['ceux qui montent sur les poteaux chez les gestionnaires de réseau', 'utilities'],
  ])('%s', (d, sector) => {
    expect(compilePersona(d).criteria.employer?.sectors).toEqual([sector]);
  });
  it('beside named people the place is where they work, not an employer', () => {
    expect(compilePersona('Service engineers who repair scanners in hospitals').criteria.employer?.sectors ?? []).toEqual([]);
  });
});
