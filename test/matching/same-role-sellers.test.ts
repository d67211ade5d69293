// Session 20 (issue 22): sellers and their bosses as most authors of the development sets read them, in our own words and
// six languages (training examples, not the sets' sentences). Each block names the rule it holds.
import { describe, expect, it } from 'vitest';
import { judgeProfile } from '../../src/matching/index.js';
import { makeProfile } from './profile-fixture.js';

const persona = (definition: string) => ({ slug: 't', name: 't', definition });
const matches = (definition: string, title: string) => judgeProfile(persona(definition), makeProfile('x', [{ title }])).match;

describe('"their bosses" of sellers are everyone above them in the sales line (lexicon.ts, compile.ts references)', () => {
  it.each([
    'Account executives and their bosses; no SDRs.',
    'Account Executives und ihre Vorgesetzten, keine SDRs.',
    'Les account executives et leurs chefs, pas les SDR.',
    'Ejecutivos de cuentas y sus superiores, sin SDRs.',
    'Executivos de contas e seus chefes, sem SDRs.',
    "Account executives en hun leidinggevenden, geen SDR's.",
  ])('%s', (d) => {
    for (const title of ['Account Executive', 'Sales Team Lead', 'Sales Manager', 'Head of Sales', 'CRO']) expect(matches(d, title)).toBe(true);
    for (const title of ['SDR', 'Head of Marketing', 'Key Account Manager']) expect(matches(d, title)).toBe(false);
  });
});

describe('kinds of sellers in parentheses say which sellers are meant, an area beside them too (attach.ts)', () => {
  it.each([
    'Salespeople (AEs, KAMs / key accounts), no SDRs',
    'Verkäufer (Account Executives, KAMs / Key Accounts), keine SDRs',
    'Les commerciaux (AE, KAM / grands comptes), pas de SDR',
    'Vendedores (AEs, KAMs / grandes cuentas), sin SDRs',
    'Vendedores (AEs, KAMs / grandes contas), sem SDRs',
    "Verkopers (AE's, KAM's / key accounts), geen SDR's",
  ])('%s', (d) => {
    expect(matches(d, 'Account Executive')).toBe(true);
    expect(matches(d, 'Key Account Manager')).toBe(true);
    expect(matches(d, 'Sales Operations Analyst')).toBe(false);
    expect(matches(d, 'Sales Intern')).toBe(false);
    expect(matches(d, 'SDR')).toBe(false);
  });
});

// (German "Teamleiter" in a persona covers team leads and managers: README, decisions of development set 5.)
describe('"their team leads" stay the team leads when a word for bosses begins them ("sus jefes de equipo", tokens.ts)', () => {
  it.each([
    'SDRs and their team leads, no managers',
    "Les SDR et leurs chefs d'équipe, pas de managers",
    'SDRs y sus jefes de equipo, sin gerentes',
    'SDRs e seus líderes de equipe, sem gerentes',
    "SDR's en hun teamleiders, geen managers",
  ])('%s', (d) => {
    expect(matches(d, 'SDR Team Lead')).toBe(true);
    expect(matches(d, 'SDR')).toBe(true);
    expect(matches(d, 'Head of Sales')).toBe(false);
    expect(matches(d, 'Sales Development Manager')).toBe(false);
  });
});
