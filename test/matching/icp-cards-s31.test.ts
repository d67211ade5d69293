// Session 31 (development set 27, personas pasted as structured ICP cards): the card reader (compiler/card.ts, lexicon in
// compiler/lexicon-card.ts) and the field keys and buckets it leads to (lexicon-fields.ts). Own wordings, six languages.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { readCard } from '../../src/matching/compiler/card.js';
import { makeProfile } from './profile-fixture.js';

const keeps = (d: string, title: string) => judgeProfile({ slug: 't', name: 't', definition: d }, makeProfile('x', [{ title }])).match;
const criteria = (d: string) => compilePersona(d).criteria;

describe('emoji bullets', () => {
  it.each([
    ['en', 'Who we pitch 🎯\n✅ Heads of procurement, purchasing managers\n❌ Purchasing assistants, interns'],
    ['de', 'Zielpersonen\n✅ Einkaufsleiter, Einkaufsmanager\n❌ Einkaufsassistenz, Praktikanten'],
    ['fr', 'Qui viser\n✅ Directeurs achats, responsables achats\n❌ Assistants achats, stagiaires'],
    ['es', 'A quién\n✅ Directores de compras, responsables de compras\n❌ Asistentes de compras, becarios'],
    ['pt', 'Quem abordar\n✅ Diretores de compras, gerentes de compras\n❌ Assistentes de compras, estagiários'],
    ['nl', 'Wie benaderen\n✅ Inkoopdirecteuren, inkoopmanagers\n❌ Inkoopassistenten, stagiairs'],
  ])('%s: a ❌ line leaves its people out, a ✅ line asks for them', (_lang, d) => {
    const c = criteria(d);
    expect(c.include.some((s) => s.areas.includes('procurement'))).toBe(true);
    expect(c.exclude.some((e) => e.levels.includes('intern'))).toBe(true);
    expect(c.include.some((s) => s.levels.includes('intern'))).toBe(false);
  });
});

describe('sections of a card', () => {
  it.each([
    'Who:\nIn scope\n- Payroll managers\n- Heads of HR\n\nOut of scope\n- Recruiters\n- Working students',
    'Wer:\nMuss:\n- Payroll-Manager\n- HR-Leitung\nNicht:\n- Recruiter\n- Werkstudenten',
    'Cible\nInclus :\n- Responsables paie\n- DRH\nHors périmètre :\n- Recruteurs\n- Alternants',
    'Persona\nDebe tener:\n- Responsables de nómina\n- Directores de RRHH\nFuera:\n- Reclutadores\n- Becarios',
    'Persona\nDeve ter:\n- Gerentes de folha de pagamento\n- Diretores de RH\nFora:\n- Recrutadores\n- Estagiários',
    'Persona\nMoet:\n- Salarisadministratie managers\n- HR-directeuren\nNiet:\n- Recruiters\n- Stagiairs',
  ])('people under an exclusion heading are left out: %s', (d) => {
    const c = criteria(d);
    expect(c.exclude.some((e) => e.areas.includes('recruiting'))).toBe(true);
    expect(c.include.some((s) => s.areas.includes('recruiting'))).toBe(false);
  });
  it('"Nice to have" people are asked for too; the section names nobody', () => {
    const d = 'Must have:\n- Heads of data\nNice to have:\n- Data engineering managers\nExclude:\n- Interns';
    expect(keeps(d, 'Data Engineering Manager')).toBe(true);
    expect(keeps(d, 'Head of Data')).toBe(true);
    expect(keeps(d, 'Data Engineering Intern')).toBe(false);
  });
  it('an exclusion heading with its value on the line ("Fora: …", "Hors périmètre : …") leaves the value out', () => {
    expect(readCard('• Cargos: Gerente de TI\n• Fora: técnicos, estagiários')).toContain('Not: técnicos, estagiários');
    expect(readCard('- Hors périmètre : comptables')).toBe('Not: comptables');
  });
  it('a TL;DR label, bold and numbered items are plain lines and bullets', () => {
    expect(readCard('**TL;DR:** sales leaders.\n1. Heads of sales\n2) Sales directors')).toBe('sales leaders.\n- Heads of sales\n- Sales directors');
  });
  it('a table loses its header and rule rows', () => {
    expect(readCard('| Team | Rung |\n|---|---|\n| Support | leads and up |')).toBe('| Support | leads and up |');
  });
  it('a card with none of that syntax comes back as written', () => {
    const d = 'Heads of finance and controllers, not the accountants.';
    expect(readCard(d)).toBe(d);
  });
});

describe('JSON and YAML snippets', () => {
  it('a JSON object is its fields: functions, seniority buckets, exclusions', () => {
    const d = '{"persona": "Ops leaders", "functions": ["Operations", "Logistics"], "seniority": ["director", "vp"], "exclude": ["interns"]}';
    expect(keeps(d, 'Director of Operations')).toBe(true);
    expect(keeps(d, 'VP Logistics')).toBe(true);
    expect(keeps(d, 'Operations Coordinator')).toBe(false);
  });
  it('a YAML key over indented items, and a [a, b] list, are one line each (a section key then goes)', () => {
    expect(readCard('team: support\nroles:\n  - agents\n  - team leads\nexclude: [interns, "IT helpdesk"]')).toBe(
      'team: support\nroles: agents, team leads\nNot: interns, IT helpdesk',
    );
  });
  it.each([
    ['fr', 'cible: juridique\nrôles: [juristes, avocats]\nséniorité: toutes\nexclure: [stagiaires]'],
    ['es', 'segmento: legal\nroles: [abogados, juristas]\nnivel: cualquiera\nexcluir: [becarios]'],
    ['pt', 'alvo: jurídico\npapéis: [advogados]\nnível: qualquer\nexcluir: [estagiários]'],
  ])('%s: "any level" is every working rung, not everyone', (_lang, d) => {
    const c = criteria(d);
    expect(c.include.length).toBeGreaterThan(0);
    expect(c.include.every((s) => s.areas.length > 0)).toBe(true);
  });
  it('"medewerker t/m teamleider" is a range of rungs', () => {
    const d = 'rollen: [supportmedewerkers, teamleiders support]\nniveau: medewerker t/m teamleider\nuitsluiten: [stagiairs]';
    const levels = criteria(d).include.flatMap((s) => s.levels);
    expect(levels).toEqual(expect.arrayContaining(['entry', 'team_lead']));
    expect(levels).not.toContain('manager');
  });
});

describe('tool hierarchy buckets', () => {
  it('Dealfront levels: Abteilungsleitung is the head, Bereichsleitung the director, Geschäftsführung the C-level', () => {
    const d = 'Abteilung: Einkauf\nHierarchieebene: Bereichsleitung, Abteilungsleitung';
    const levels = criteria(d).include.flatMap((s) => s.levels);
    expect(levels).toEqual(expect.arrayContaining(['head', 'director']));
    expect(levels).not.toContain('c_level');
    expect(levels).not.toContain('manager');
  });
  it('"Lead / Staff" after Senior are the lead rungs, not leads and up', () => {
    const d = 'Job titles: Backend Engineer, Data Engineer\nSeniority: Senior, Lead / Staff';
    const levels = criteria(d).include.flatMap((s) => s.levels);
    expect(levels).toEqual(expect.arrayContaining(['senior', 'tech_lead']));
    expect(levels).not.toContain('manager');
  });
  it.each([
    ['es', 'Cargos: Jefe de Compras\nNivel: jefe de equipo en adelante'],
    ['pt', 'Cargos: Gerente de Compras\nSenioridade: coordenador para cima'],
  ])('%s: "from team lead up" is the bucket and every one above', (_lang, d) => {
    const levels = criteria(d).include.flatMap((s) => s.levels);
    expect(levels).toEqual(expect.arrayContaining(['team_lead', 'manager', 'director']));
  });
});

describe('card lines the grammar now reads', () => {
  it('a loose word for leaders over a numbered list is what the list spells out', () => {
    const d = 'Leaders to reach first:\n1. Founders who still work here\n2. The CEO\n3. The COO';
    expect(keeps(d, 'Chief Operating Officer')).toBe(true);
    expect(keeps(d, 'Head of Marketing')).toBe(false);
    const fr = 'Dirigeants à appeler :\n1. PDG\n2. DG délégué';
    expect(keeps(fr, 'Directeur marketing')).toBe(false);
  });
  it.each([
    ['en', 'Engineering managers, tech leads.\nNot:\n- Developers without a management role'],
    ['nl', 'Engineering managers, tech leads.\nNiet:\n- Developers zonder leidinggevende rol'],
    ['de', 'Engineering Manager, Tech Leads.\nNicht:\n- Entwickler ohne Führungsrolle'],
  ])('%s: "developers without a leading role" leaves out developers, not the leaders', (_lang, d) => {
    const c = criteria(d);
    expect(c.exclude.some((e) => e.levels.includes('manager'))).toBe(false);
    expect(keeps(d, 'Tech Lead')).toBe(true);
  });
  it('"Data / BI analysts" are both kinds of analyst, not all of data', () => {
    const d = 'Heads of data, BI managers.\nExclude:\n- Data / BI analysts';
    expect(keeps(d, 'Head of Data')).toBe(true);
    expect(keeps(d, 'Data Analyst')).toBe(false);
  });
  it('project buyers are buyers; "contratos" names no contractor', () => {
    expect(criteria('Acheteurs projet, acheteurs').include.every((s) => s.areas.includes('procurement'))).toBe(true);
    expect(criteria('Para el módulo de contratos:\n✅ Abogados internos').include.some((s) => s.employment.includes('contractor'))).toBe(false);
  });
  it("a title line over a table is the table's title, not people", () => {
    const d = 'Operations decision makers\n\n| Area | Level |\n|---|---|\n| Warehouse | Supervisor to Director |';
    expect(keeps(d, 'Warehouse Supervisor')).toBe(true);
    expect(keeps(d, 'Operations Manager')).toBe(false);
  });
});
