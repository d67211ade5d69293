// Session 25 (issue 22): ranges that end at a lead title, leaders of an area said apart from its individual contributors,
// trainees of two kinds, and exclusions of a function's leadership, written in our own words in six languages. Each block
// names the rule it holds and the part of the compiler that holds it.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { LEVEL_RANK, type Selector } from '../../src/matching/criteria.js';
import { readingWarnings } from '../../src/matching/warnings.js';
import { makeProfile } from './profile-fixture.js';

const persona = (definition: string) => ({ slug: 't', name: 't', definition });
const keeps = (definition: string, title: string) => judgeProfile(persona(definition), makeProfile('x', [{ title }])).match;
const criteria = (definition: string) => compilePersona(definition).criteria;
const leadRungsUp = (s: Selector) => s.levels.length > 0 && s.levels.every((l) => LEVEL_RANK[l] >= LEVEL_RANK.team_lead);

describe('a lead title at the end of a range is its rung (piece.ts, lexicon `end`; pieces.ts "a" / "à" ends a range as "to" does)', () => {
  it.each([
    'Developers from junior to tech lead',
    'Software developers, junior up to technical lead',
    'Entwickler von Junior bis Tech Lead',
    'Entwickler vom Junior bis zum Techlead',
    'Développeurs de junior à tech lead',
    'Desarrolladores de junior a tech lead',
    'Desarrolladores desde junior hasta líder técnico',
    'Desenvolvedores de júnior a tech lead',
    'Desenvolvedores do júnior ao tech lead',
    'Ontwikkelaars van junior tot tech lead, geen engineering managers',
  ])('%s', (d) => {
    const [s, ...rest] = criteria(d).include;
    expect(rest).toEqual([]);
    expect(s?.areas).toEqual(['software']);
    expect(s?.roles).toEqual([]);
    expect(s?.levels).toEqual(expect.arrayContaining(['entry', 'senior', 'tech_lead']));
    expect(s?.levels.every((l) => LEVEL_RANK[l] <= LEVEL_RANK.team_lead)).toBe(true);
    expect(keeps(d, 'Senior Software Engineer')).toBe(true);
    expect(keeps(d, 'Junior Developer')).toBe(true);
    expect(keeps(d, 'Tech Lead')).toBe(true);
    expect(keeps(d, 'Engineering Manager')).toBe(false);
    expect(keeps(d, 'Senior Account Executive')).toBe(false);
  });

  it.each(['Desarrolladores de junior a lead', 'Développeurs de junior à lead', 'Developers from junior to lead'])(
    '"a" / "à" before a rung ends the range at the rung named as an end: %s',
    (d) => {
      const [s] = criteria(d).include;
      expect(s?.levels).toEqual(['entry', 'senior', 'tech_lead', 'team_lead']);
    },
  );

  it('a lead title alone, or at the start of a range, is still the title', () => {
    expect(criteria('Tech leads').include[0]?.roles).toEqual(['tech_lead']);
    expect(criteria('Tech leads and engineering managers').include[0]?.roles).toEqual(['tech_lead']);
  });

  it.each([
    'From junior to tech lead, no engineering managers',
    'Von Junior bis Tech Lead, keine Engineering Manager',
    'Van junior tot tech lead, geen engineering managers',
  ])('a range of no function beside an exclusion of one function above it is warned about: %s', (d) => {
    expect(readingWarnings(d, compilePersona(d)).map((w) => w.code)).toContain('function_missing');
    // with the function named, nothing to warn about
    expect(readingWarnings(`Developers ${d.toLowerCase()}`, compilePersona(`Developers ${d.toLowerCase()}`)).map((w) => w.code)).not.toContain(
      'function_missing',
    );
  });
});

describe('leaders of an area, not its individual contributors (piece.ts run + people; rung-scope.ts rangeOfList; compile.ts references)', () => {
  it.each([
    'People who manage support agents, not the agents themselves',
    'support leadership — people who manage support agents, not the agents',
    'Whoever runs the customer support team, team leads and up, but no agents',
    'Customer support managers and team leads, not the agents themselves',
    'Wer den Kundenservice leitet, Teamleiter aufwärts, aber keine Agents',
    'Teamleiter und Leitung im Kundenservice, nicht die Agents selbst',
    'Ceux qui encadrent les conseillers clientèle, pas les conseillers eux-mêmes',
    'Les responsables du support client, pas les conseillers eux-mêmes',
    'Ceux qui dirigent le support, chefs d’équipe et au-dessus, pas les agents',
    'Quienes gestionan a los agentes de atención al cliente, no los agentes',
    'Responsables del servicio al cliente, no los agentes mismos',
    'Quem gere o suporte, de coordenador para cima, não os atendentes',
    'Pessoas que gerenciam os atendentes de suporte, não os próprios atendentes',
    'Wie de klantenservice leidt, teamleiders en hoger, geen agents',
    'Teamleiders en managers klantenservice, niet de agents zelf',
  ])('%s', (d) => {
    const c = criteria(d);
    expect(c.include.length).toBeGreaterThan(0);
    for (const s of c.include) {
      expect(s.traits).not.toContain('individual_contributor');
      expect(s.areas).toEqual(['customer_support']);
      expect(leadRungsUp(s)).toBe(true);
    }
    // advisors of the company are not what "les conseillers" are
    for (const e of c.exclude) expect(e.employment).not.toContain('advisor');
    expect(keeps(d, 'Customer Support Agent')).toBe(false);
    expect(keeps(d, 'Customer Support Manager')).toBe(true);
  });

  it.each([
    ['People who manage support agents, not the agents themselves', 'Customer Support Team Lead'],
    ['Whoever runs the customer support team, team leads and up, but no agents', 'Customer Support Team Lead'],
    ['Quem gere o suporte, de coordenador para cima, não os atendentes', 'Customer Support Team Lead'],
  ])('the lead rungs are in: %s', (d, title) => {
    expect(keeps(d, title)).toBe(true);
  });

  it('people of no area after the verb, or work after it, are not read as whom they lead', () => {
    expect(criteria('engineers who manage infrastructure').include[0]?.levels).toEqual([]);
    expect(criteria('managers who manage people').include[0]?.traits).toContain('manages_people');
  });

  it.each([
    ['Sales leaders, not the reps themselves', 'sales'],
    ['Sales reps, not their bosses', 'sales'],
    ['Vendedores, no sus jefes', 'sales'],
    ['Vendedores, sem os seus chefes', 'sales'],
    ['Verkopers, maar niet hun leidinggevenden', 'sales'],
  ])('a reference in an exclusion takes the area named before it in the same sentence: %s', (d, area) => {
    const c = criteria(d);
    expect(c.exclude.length).toBeGreaterThan(0);
    for (const e of c.exclude) expect(e.areas).toContain(area);
  });
});

describe('two kinds of trainee listed are two selectors (lexicon: students; working students said as students who work)', () => {
  const trainees = (d: string) => criteria(d).include;
  it.each([
    'becarios y estudiantes que trabajan a tiempo parcial',
    'estagiários e estudantes que trabalham meio período',
    'Praktikanten und Werkstudenten',
    'stagiaires et étudiants à temps partiel',
    'stagiairs en studenten met een bijbaan',
    'stagiairs en werkstudenten',
    'interns and students working part-time',
  ])('%s', (d) => {
    const list = trainees(d);
    expect(list.map((s) => s.roles)).toEqual([[], ['working_student']]);
    for (const s of list) {
      expect(s.levels).toEqual(['intern']);
      expect(s.traits).not.toContain('part_time');
    }
    expect(keeps(d, 'Marketing Intern')).toBe(true);
    expect(keeps(d, 'Werkstudent Vertrieb')).toBe(true);
    expect(keeps(d, 'Marketing Manager')).toBe(false);
  });

  it.each(['becarios y estudiantes', 'estagiários e estudantes', 'interns and students'])('students beside interns are trainees: %s', (d) => {
    const list = trainees(d);
    expect(list).toHaveLength(1);
    expect(list[0]?.levels).toEqual(['intern']);
    expect(list[0]?.titles ?? []).toEqual([]);
    expect(compilePersona(d).warnings).toEqual([]);
  });

  it('stagiaires et alternants: interns and apprentices, neither both', () => {
    expect(trainees('stagiaires et alternants').map((s) => s.roles)).toEqual([[], ['apprentice']]);
  });

  it.each(['Étudiant à temps partiel – Marketing', 'Étudiante à temps partiel'])('the title reader reads %s as a working student', (title) => {
    expect(keeps('Werkstudenten', title)).toBe(true);
    expect(keeps('Werkstudenten', 'Marketing Intern')).toBe(false);
  });
});

describe("an exclusion of a function's leadership removes its leaders only (compile.ts references; lexicon)", () => {
  it.each([
    ['Les commerciaux, pas la direction commerciale', 'Commercial terrain', 'Directeur commercial'],
    ['Commerciaux terrain, ni leurs responsables', 'Commercial terrain', 'Responsable commercial terrain'],
    ['Vendedores, sin la dirección comercial', 'Vendedor', 'Director Comercial'],
    ['Vendedores, no sus jefes', 'Vendedor', 'Director Comercial'],
    ['Vertriebsmitarbeiter, nicht die Vertriebsleitung', 'Vertriebsmitarbeiter', 'Vertriebsleiter'],
    ['Vendedores, sem a diretoria comercial', 'Vendedor', 'Diretor Comercial'],
    ['Sales reps, not the sales leadership', 'Sales Representative', 'VP Sales'],
    ['Verkopers, niet de commerciële directie', 'Verkoper', 'Commercieel Directeur'],
  ])('%s', (d, rep, leader) => {
    for (const e of criteria(d).exclude) expect(leadRungsUp(e)).toBe(true);
    expect(keeps(d, rep)).toBe(true);
    expect(keeps(d, leader)).toBe(false);
  });
});
