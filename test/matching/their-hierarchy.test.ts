// Session 26 (issue 22): "their hierarchy / management chain / superiors" in six languages is everyone above the people named
// (team lead and up), so excluding it keeps the people themselves (lexicon.ts; before: "pas leur hiérarchie" excluded the
// people themselves, "ni su jerarquía" was no word). Own words.
import { describe, expect, it } from 'vitest';
import { judgeProfile } from '../../src/matching/index.js';
import { makeProfile } from './profile-fixture.js';

const persona = (definition: string) => ({ slug: 't', name: 't', definition });
const keeps = (definition: string, title: string) => judgeProfile(persona(definition), makeProfile('x', [{ title }])).match;

describe('excluding their hierarchy keeps the people and drops their managers', () => {
  it.each([
    ["Les commerciaux eux-mêmes (AE, chargés d'affaires), pas leur hiérarchie", "Chargé d'affaires", 'Directeur commercial'],
    ['Account executives, not their management chain', 'Account Executive', 'Sales Manager'],
    ['Vertriebsmitarbeiter ohne ihre Vorgesetzten', 'Vertriebsmitarbeiter', 'Vertriebsleiter'],
    ['Comerciales, sin su jerarquía', 'Comercial', 'Director comercial'],
    ['Vendedores, sem a sua hierarquia', 'Vendedor', 'Gerente comercial'],
    ['Accountmanagers, niet hun leidinggevenden', 'Accountmanager', 'Teamleider accountmanagement'],
  ])('%s', (d, person, boss) => {
    expect(keeps(d, person)).toBe(true);
    expect(keeps(d, boss)).toBe(false);
  });
});
