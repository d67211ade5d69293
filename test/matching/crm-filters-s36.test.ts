// Session 36 (fx37): personas pasted from prospecting tools and CRM notes in a semi-structured form — fields cut by a
// bullet between spaces (" • "), one exclusion field after the people it leaves out, "Management" / "Führungskräfte" as
// a level, Brazilian "todo o time", and individual contributors said to be included. Own wordings, several languages.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { makeProfile } from './profile-fixture.js';

const keeps = (definition: string, title: string) => judgeProfile({ slug: 't', name: 't', definition }, makeProfile('x', [{ title }])).match;

describe('fields cut by a bullet between spaces are fields', () => {
  it.each([
    ['Área: Finanzas • Nivel: gerente, director, C-level • sin becarios', 'Director Financiero'],
    ['Área: Finanzas • Nivel: gerente, director, C-level • sin becarios', 'Gerente de Finanzas'],
    ['Função: Vendas • Senioridade: gerente, diretor', 'Gerente Comercial'],
    ['Function: HR · Seniority: Director, VP', 'HR Director'],
    ['Abteilung: Marketing • Ebene: Leiter, Direktor • ohne Praktikanten', 'Leiter Marketing'],
  ])('%s keeps a %s', (definition, title) => {
    expect(keeps(definition, title)).toBe(true);
  });
  it.each([
    ['Área: Finanzas • Nivel: gerente, director, C-level • sin becarios', 'Director de Ventas'],
    ['Função: Vendas • Senioridade: gerente, diretor', 'Gerente de Marketing'],
    ['Função: Vendas • Senioridade: gerente, diretor', 'Vendedor'],
    ['Function: HR · Seniority: Director, VP', 'Engineering Director'],
  ])('%s leaves out a %s', (definition, title) => {
    expect(keeps(definition, title)).toBe(false);
  });
  it('the function takes the rungs of the seniority field', () => {
    const include = compilePersona('Funcao: Juridico • Senioridade: gerente, diretor • sem estagiarios').criteria.include;
    expect(include).toHaveLength(1);
    expect(include[0]?.areas).toEqual(['legal']);
    expect(include[0]?.levels).toContain('manager');
  });
});

describe('one exclusion field after the people it leaves out', () => {
  it.each([
    ['Customer Success: CSMs and CS leads | Exclude: support agents, helpdesk', 'Customer Success Manager', true],
    ['Customer Success: CSMs and CS leads | Exclude: support agents, helpdesk', 'Customer Support Agent', false],
    ['Account management: AMs + KAMs | Not: SDRs', 'Key Account Manager', true],
    ['Account management: AMs + KAMs | Not: SDRs', 'SDR', false],
    ['Kundenerfolg: CSMs • Ausschluss: Support, Helpdesk', 'Kundenservice Mitarbeiter', false],
  ])('%s with a %s: %s', (definition, title, kept) => {
    expect(keeps(definition, title)).toBe(kept);
  });
  it('the exclusions are exclusions, the people before them the inclusion', () => {
    const { include, exclude } = compilePersona('Customer Success: CSMs + CS leadership | Exclude: support agents').criteria;
    expect(include.every((s) => s.areas.includes('customer_success'))).toBe(true);
    expect(exclude.some((s) => s.areas.includes('customer_support'))).toBe(true);
  });
  it('a table keeps its own grammar', () => {
    const table = 'Who:\n\n| Area | Levels |\n|---|---|\n| Sales | Manager and above |\n\nNot: interns.';
    expect(compilePersona(table).criteria.include[0]?.levels).toContain('manager');
  });
});

describe('the management level as a whole ("Level: Management", "Ebene: Führungskräfte")', () => {
  it.each([
    ['Function: Purchasing | Level: Management | Exclude: buyers', 'Procurement Manager'],
    ['Function: Purchasing | Level: Management | Exclude: buyers', 'Head of Procurement'],
    ['Funktion: Einkauf; Ebene: Führungskräfte; keine Einkäufer', 'Einkaufsmanager'],
    ['Functie: Inkoop | Niveau: leidinggevend', 'Inkoopmanager'],
    ['Fonction : Achats | Niveau : encadrement', 'Responsable achats'],
    ['Função: Compras | Nível: gestão', 'Gerente de Compras'],
  ])('%s keeps a %s', (definition, title) => {
    expect(keeps(definition, title)).toBe(true);
  });
  it.each([
    ['Function: Purchasing | Level: Management | Exclude: buyers', 'Buyer'],
    ['Function: Purchasing | Level: Management', 'Chief Executive Officer'],
    ['Funktion: Einkauf; Ebene: Führungskräfte; keine Einkäufer', 'Einkäufer'],
  ])('%s leaves out a %s', (definition, title) => {
    expect(keeps(definition, title)).toBe(false);
  });
});

describe('the whole team in Brazilian Portuguese ("todo o time", "o time inteiro")', () => {
  it.each([
    ['Marketing: todo o time, menos estagiários', 'Analista de Marketing'],
    ['Marketing: todo o time, menos estagiários', 'Gerente de Marketing'],
    ['Vendas: o time inteiro (inclusive SDRs)', 'Executivo de Contas'],
    ['Marketing: the entire team, no interns', 'Content Marketing Manager'],
  ])('%s keeps a %s', (definition, title) => {
    expect(keeps(definition, title)).toBe(true);
  });
  it('interns stay out', () => {
    expect(keeps('Marketing: todo o time, menos estagiários', 'Estagiário de Marketing')).toBe(false);
  });
});

describe('individual contributors said to be included narrow nothing', () => {
  it.each([
    ['RevOps / sales ops people, analysts included', 'RevOps Manager'],
    ['RevOps / sales ops people, analysts included', 'Sales Operations Analyst'],
    ['Sales operations, including the analysts', 'Head of Sales Operations'],
    ['FP&A people, analysts included', 'FP&A Manager'],
  ])('%s keeps a %s', (definition, title) => {
    expect(keeps(definition, title)).toBe(true);
  });
  it('the founders said to be included still add founders', () => {
    expect(compilePersona('Leadership team, founders included').criteria.include.some((s) => s.traits.includes('founder'))).toBe(true);
  });
});

describe('a fallback on the top of an area after a condition naming the seat ("if a company has no PMM")', () => {
  it.each([
    'PMMs / product marketing. If a company has no PMM, the top marketing person instead.',
    'Product marketing managers. Where the account has no PMM, the most senior marketing person.',
    'Product marketing. When the org has no PMM, the top marketing person.',
  ])('%s keeps the PMMs apart from the fallback', (definition) => {
    const include = compilePersona(definition).criteria.include;
    expect(include.some((s) => s.areas.includes('product_marketing') && !s.condition_only && s.fallback_for === undefined)).toBe(true);
    const top = include.find((s) => s.rung === 'top');
    expect(top?.areas).toEqual(['marketing']);
    expect(top?.fallback_for).toBeDefined();
  });
  it.each([
    ['Product marketing managers. If a company has no PMM, the CMO.', 'cmo'],
    ['Les PMM. Si l’entreprise n’a pas de PMM, le CMO.', 'cmo'],
    ['Finance managers. Als een bedrijf geen finance manager heeft, de CFO.', 'cfo'],
  ] as const)('%s: the seat is a condition and %s stands in for it', (definition, role) => {
    const include = compilePersona(definition).criteria.include;
    const fallback = include.find((s) => s.roles.includes(role));
    expect(fallback?.fallback_for).toBeDefined();
    expect(include[fallback?.fallback_for ?? -1]?.condition_only).toBe(true);
  });
  it('a company that has the seat is no condition ("if the company has a dedicated head of X")', () => {
    const include = compilePersona('SDR managers, and their boss if the company has a dedicated Head of Sales Development.').criteria.include;
    expect(include.some((s) => s.condition_only)).toBe(false);
  });
  it('the top said in the same sentence as its examples still takes them in', () => {
    const include = compilePersona('The most senior finance person: the CFO or, where there is no CFO, a finance manager.').criteria.include;
    expect(include.some((s) => s.areas.includes('finance'))).toBe(true);
  });
});
