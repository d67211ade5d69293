// Session 35: personas pasted from ICP docs and CRM filter notes — slash lists of rungs and areas, a list of rungs as the
// band it spans, "Mgr" spelled short, an arrow for the end of a range, "closers", "ab Bereichsleitung", and titles
// written as one word ("Salesmanager") or naming support and success together. Own wordings, six languages.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { readPerson } from '../../src/matching/reader/person.js';
import { makeProfile } from './profile-fixture.js';

const keeps = (definition: string, title: string) => judgeProfile({ slug: 't', name: 't', definition }, makeProfile('x', [{ title }])).match;
const first = (definition: string) => compilePersona(definition).criteria.include[0];
const role = (title: string) => readPerson(makeProfile('p', [{ title }])).roles[0];

describe('a list of rungs is the band it spans', () => {
  it.each([
    ['Support org – Mgr, Head, VP', 'Director of Customer Support'],
    ['Support: team leads, managers and VPs', 'Director of Support'],
    ['Vendas: gerente, VP', 'Diretor Comercial'],
    ['Marketing – Mgr / VP / CMO', 'Marketing Director'],
  ])('%s keeps a %s', (definition, title) => {
    expect(keeps(definition, title)).toBe(true);
  });
  it.each([
    ['Support org – Mgr, Head, VP', 'Support Agent'],
    ['Finance: managers and directors', 'Senior Accountant'],
    ['Marketing – Head / VP / CMO', 'Marketing Manager'],
    ['Finance: directors and VPs', 'Head of Finance'],
    ['Finance: team leads and directors', 'Finance Manager'],
    ['Operations: managers and heads', 'Director of Operations'],
  ])('%s still leaves out a %s', (definition, title) => {
    expect(keeps(definition, title)).toBe(false);
  });
  it('a partner or an owner listed beside the rungs spans nothing ("socios": partners and owners)', () => {
    expect(first('Sócios e donos')?.levels).toEqual(['partner', 'owner']);
    expect(first('Geschäftsleitung: Partner und Inhaber')?.levels).not.toContain('c_level');
  });
  it('the band starts at the lowest rung said: directors and VPs are no heads', () => {
    expect(first('Sales: VP and director titles')?.levels).not.toContain('head');
  });
  it('rungs listed before the slashed areas stay the whole run\'s ("VPs, heads and directors of sales / marketing")', () => {
    const include = compilePersona('VPs, heads and directors of sales / marketing / CS').criteria.include;
    expect(include.find((s) => s.areas.includes('marketing'))?.levels).toEqual(expect.arrayContaining(['vp', 'head', 'director']));
  });
  it('people named after the slash keep their own rungs', () => {
    expect(
      compilePersona('Achats : responsables achats et acheteurs seniors / category managers').criteria.include.some((s) => !s.levels.includes('senior')),
    ).toBe(true);
  });
  it('company-wide rungs stay as said (directors and VPs of any area, not every head)', () => {
    expect(first('Directors and VPs, any function')?.levels).not.toContain('head');
  });
});

describe('an area alone after a slash shares the rung before it', () => {
  it.each([
    ['Hoofd Finance/Control', 'Hoofd Control', 'Controller'],
    ['Head of Support/Success', 'Head of Customer Success', 'Customer Success Manager'],
    ['Leiter Einkauf/Logistik', 'Leiter Logistik', 'Lagerist'],
    ['VP Sales / Marketing', 'VP Marketing', 'Marketing Manager'],
  ])('%s keeps the %s and not a %s', (definition, head, ic) => {
    expect(keeps(definition, head)).toBe(true);
    expect(keeps(definition, ic)).toBe(false);
  });
});

describe('"Mgr" written short, an arrow for the end of a range', () => {
  it.each(['Sales Mgrs and up', 'Marketing Mgr or higher', 'Ops – Mgr and above'])('%s reads a manager rung', (definition) => {
    expect(first(definition)?.levels).toContain('manager');
    expect(compilePersona(definition).unrecognised).toEqual([]);
  });
  it('"Key Account Mgr → Head of Accounts" is a range of account management', () => {
    const s = first('Key accounts: Key Account Mgr → Head of Accounts');
    expect(s?.areas).toEqual(['account_management']);
    expect(keeps('Key accounts: Key Account Mgr → Head of Accounts', 'Key Account Manager')).toBe(true);
    expect(keeps('Key accounts: Key Account Mgr → Head of Accounts', 'Head of Key Accounts')).toBe(true);
  });
  it('a chain of arrows stays a list', () => {
    expect(compilePersona('Career path SDR → AE → AM').criteria.include[0]?.levels ?? []).not.toContain('director');
  });
});

describe('closers are the account executives', () => {
  it.each(['closers only', 'our deal closers, no SDRs', 'Closer (IC)'])('%s', (definition) => {
    expect(keeps(definition, 'Enterprise Account Executive')).toBe(true);
    expect(keeps(definition, 'Business Development Representative')).toBe(false);
    expect(keeps(definition, 'Key Account Manager')).toBe(false);
  });
});

describe('the German "Bereichsleitung" is the director rung', () => {
  it.each(['Einkauf ab Bereichsleitung aufwärts', 'Marketing: Bereichsleitung und höher'])('%s', (definition) => {
    expect(first(definition)?.levels).toEqual(expect.arrayContaining(['director', 'vp']));
    expect(first(definition)?.levels).not.toContain('manager');
  });
});

describe('titles: one-word sales compounds, support and success together', () => {
  it.each(['Salesmanager', 'Salesmanagerin', 'Sales-Manager'])('%s is a sales manager', (title) => {
    expect(role(title)?.level).toBe('manager');
    expect(role(title)?.areas.some((a) => ['sales', 'new_business'].includes(a))).toBe(true);
  });
  it('"Salesleiterin" heads sales', () => {
    expect(role('Salesleiterin')?.level).toBe('head');
  });
  it.each(['Head of Support & Success', 'Director, Service and Success'])('%s leads customer success too', (title) => {
    expect(keeps('Customer success leaders: heads and directors', title)).toBe(true);
  });
});
