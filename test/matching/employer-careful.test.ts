// A careful reading of the employer a persona names: a kind of employer is applied only when every employer named is
// one, a place where the people do something is not their employer, "across all of them" names none; a company's name
// can say it is a bank. Own wordings, six languages.
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';
import { employerVerdict } from '../../src/matching/sectors.js';

const read = (definition: string) => {
  const c = compilePersona(definition);
  return { employer: c.criteria.employer, notApplied: c.warnings.filter((w) => w.code === 'not_applied').map((w) => w.text) };
};

describe('compiler: a kind of employer only when every employer named is one', () => {
  it.each([
    'Safety officers at the refineries, factories and water utilities.',
    'Sicherheitsfachkräfte in den Werken, Baustellen und Stadtwerken.',
    'Responsables sécurité sur les chantiers, usines et hôpitaux.',
    'Técnicos de seguridad en las obras, minas y hospitales.',
    'Técnicos de segurança nas fábricas, minas e hospitais.',
    'Preventiemedewerkers in de fabrieken, bouwplaatsen en ziekenhuizen.',
    'Tax partners at the law firms and the audit firm.',
  ])('%s', (definition) => {
    const r = read(definition);
    expect(r.employer?.sectors ?? []).toEqual([]);
    expect(r.notApplied.length).toBe(1);
  });

  it('a list of sectors alone is still applied', () => {
    expect(read('Safety officers at water utilities and hospitals.').employer?.sectors).toEqual(expect.arrayContaining(['utilities', 'health_care']));
    expect(read('Credit officers at the banks and insurers.').notApplied).toEqual([]);
  });
});

describe('compiler: where the people do their work is not their employer', () => {
  it.each([
    'Technicians who repair scanners in hospitals.',
    'Inspectors that audit the scaffolding at construction companies, plus their leads.',
    'Monteure, die Geräte in Kliniken warten.',
    'Techniciens qui réparent les machines dans les hôpitaux.',
    'Técnicos que instalan equipos en hospitales.',
    'Monteurs die apparatuur in ziekenhuizen onderhouden.',
  ])('%s', (definition) => {
    const r = read(definition);
    expect(r.employer?.sectors ?? []).toEqual([]);
    expect(r.notApplied.length).toBe(1);
  });

  it('people who work there are employed there, and a place of work before the employer does not hide it', () => {
    expect(read('Pharmacists who work at hospitals.').employer?.sectors).toEqual(['health_care']);
    expect(read('Fitters in the field at energy companies, and their crew leads.').employer?.sectors).toEqual(['utilities']);
    expect(read('Analysts at the utilities and the water company.').employer?.sectors).toEqual(['utilities']);
  });
});

describe('compiler: every company names no condition', () => {
  it.each([
    'Finance directors across all 12: CFOs, the bank treasurers, the charity trustees.',
    'Heads of IT at all of them, including the banks.',
    'IT managers in every company, banks too.',
  ])('%s', (definition) => {
    expect(read(definition).employer).toBeUndefined();
  });
});

describe('judge: a company whose name says it is a bank', () => {
  const banks = { sectors: ['banking' as const], except: [], text: 'banks' };
  it.each(['Caixa Rural do Norte', 'Crédito Agrícola Seguros', 'Stadtsparkasse Nord', 'Banque Locale', 'Harbour Credit Union'])('%s is a bank', (name) => {
    expect(employerVerdict(banks, { name, industry: 'Insurance', employees: 200 }).kind).toBe('inside');
  });
  it('a word that only contains "bank" says nothing, and a name never excepts', () => {
    expect(employerVerdict(banks, { name: 'Bankside Builders', industry: 'Construction', employees: 20 }).kind).toBe('outside');
    const notBanks = { sectors: [], except: ['banking' as const], text: 'not banks' };
    expect(employerVerdict(notBanks, { name: 'Banco Seguros', industry: 'Insurance', employees: 20 }).kind).toBe('inside');
  });
});
