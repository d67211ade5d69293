// Session 26 (issue 22): German compounds of a function and "Teamleiter" / "Gruppenleiter" are that function's team leads, in
// titles (reader/title-normalise.ts) and in personas (compiler/tokens.ts), and "Key Account" alone is account management.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { parseTitle } from '../../src/matching/reader/title.js';
import { makeProfile } from './profile-fixture.js';

const persona = (definition: string) => ({ slug: 't', name: 't', definition });
const keeps = (definition: string, title: string) => judgeProfile(persona(definition), makeProfile('x', [{ title }])).match;

describe('a function\'s "Teamleiter" compound is its team lead, not its head', () => {
  it.each([
    ['Vertriebsteamleiter', 'sales'],
    ['Kundenservice-Teamleiterin', 'support'],
    ['Vertriebsgruppenleiter', 'sales'],
  ])('%s', (title, fn) => {
    const t = parseTitle(title);
    expect(t?.fn).toBe(fn);
    expect(t?.tier).toBe(parseTitle('Teamleiter Vertrieb')?.tier);
    expect(t?.tier).not.toBe('head');
  });
  it.each(['Vertriebsteamleiter und Vertriebsleiter, nicht die Verkäufer selbst', 'Vertriebsteamleiterinnen'])('%s', (d) => {
    expect(compilePersona(d).unrecognised).toEqual([]);
    expect(compilePersona(d).criteria.include.some((s) => s.areas.includes('sales') && s.levels.includes('team_lead'))).toBe(true);
    expect(keeps(d, 'Teamleiter Vertrieb')).toBe(true);
    expect(keeps(d, 'Verkäufer')).toBe(false);
  });
});

describe('"Key Account" alone is account management', () => {
  it.each(['Key-Account-Leitung', 'Leitung Key Account', 'Head of Key Account'])('%s', (d) => {
    expect(compilePersona(d).criteria.include).toEqual([expect.objectContaining({ areas: ['account_management'] })]);
    expect(keeps(d, 'Head of Key Account Management')).toBe(true);
    expect(keeps(d, 'Head of Sales')).toBe(false);
  });
});
