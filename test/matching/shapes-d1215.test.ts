// Session 22 (development sets 12 and 15), general shapes in our own wordings:
// - rungs carried to a sentence that only adds an area ("… heads and directors. Customer success too.", six languages);
// - two fields sharing one head noun ("ingenieros de software y de datos", "ingénieurs data et BI", "data and analytics engineers");
// - "Lead Engineer" / "Lead Data Engineer" are on the tech-lead rung, and a persona's "lead engineers" / "tech leads" are they.
import { describe, expect, it } from 'vitest';
import { compilePersona, readPerson } from '../../src/matching/index.js';
import { makeProfile } from './profile-fixture.js';

const include = (definition: string) => compilePersona(definition).criteria.include.map((s) => ({ areas: s.areas, levels: [...s.levels].sort() }));

describe('compiler: a sentence that only adds an area takes the rungs of the list before it', () => {
  it.each([
    ['Sales leadership: heads and directors. Customer success belongs too.', 'sales'],
    ['Heads and directors of sales. Also customer success.', 'sales'],
    ['Vertrieb: Leiter und Direktoren. Customer Success gehört auch dazu.', 'sales'],
    ['Ventas: jefes y directores. Customer success también.', 'sales'],
    ['Vendas: diretores e heads. Customer success também.', 'sales'],
    ['Hoofden en directeuren van verkoop. Customer success hoort er ook bij.', 'sales'],
  ])('%s', (definition, first) => {
    const [a, b] = include(definition);
    expect(a?.areas).toEqual([first]);
    expect(a?.levels.length).toBeGreaterThan(0);
    expect(b).toEqual({ areas: ['customer_success'], levels: a?.levels });
  });

  it('not when the sentence names a rung or people of its own, is no addition, or the list before has several areas', () => {
    expect(include('Sales leadership: heads and directors. Customer success team leads too.')[1]?.levels).not.toEqual(['director', 'head']);
    expect(include('Sales leadership: heads and directors. Customer success managers too.')[1]?.levels).not.toEqual(['director', 'head']);
    expect(include('Sales managers. Customer success.')[1]?.levels).toEqual([]);
    expect(include('Sales managers and finance directors. Customer success too.')[2]?.levels).toEqual([]);
  });
});

describe('compiler: two fields share one head noun', () => {
  it.each([
    ['Ingenieros de software y de datos.', ['software'], ['data_engineering']],
    ['Engenheiros de software e de dados.', ['software'], ['data_engineering']],
    ['Ingénieurs logiciel et data.', ['software'], ['data_engineering']],
    ['Engenheiros de dados e de analytics.', ['data_engineering'], ['data_engineering']],
    ['Ingénieurs data et analytics.', ['data_engineering'], ['data_engineering']],
    ['Data and analytics engineers.', ['data_engineering'], ['data_engineering']],
  ])('%s', (definition, a, b) => {
    const areas = compilePersona(definition).criteria.include.map((s) => s.areas);
    expect(areas[0]).toEqual(a);
    expect(areas[areas.length - 1]).toEqual(b);
  });

  it('a field that qualifies something else, or people of another head, keep their reading', () => {
    expect(compilePersona('Engenheiros de dados e analistas de BI.').criteria.include.map((s) => s.areas)).toEqual([['data_engineering'], ['analytics']]);
    expect(compilePersona('Sales and marketing managers.').criteria.include.flatMap((s) => s.areas)).toEqual(expect.arrayContaining(['sales', 'marketing']));
  });
});

describe('reader: lead engineers lead the work, on the tech-lead rung', () => {
  const role = (title: string) => readPerson(makeProfile('x', [{ title }])).roles[0];

  it.each(['Lead Engineer', 'Lead Platform Engineer', 'Lead Backend Engineer', 'Lead Frontend Developer'])('%s', (title) => {
    expect(role(title)).toMatchObject({ level: 'tech_lead', manages: false });
    // Not the kind of title "tech lead" names (a persona's "tech leads" beside data engineers are not the QA leads).
    expect(role(title)?.roles).not.toContain('tech_lead');
  });

  it("other disciplines' leads stay senior, staff and principal engineers stay senior, a lead of a team leads it", () => {
    expect(role('Lead Product Designer')?.level).toBe('senior');
    expect(role('Staff Backend Engineer')?.level).toBe('senior');
    expect(role('Principal Software Engineer')?.level).toBe('senior');
    expect(role('Lead Engineer (team of 4)')?.level).toBe('team_lead');
  });

  it('"engenheiros de analytics" are analytics engineers on the reader side too', () => {
    expect(role('Engenheira de Analytics Pleno')?.areas).toEqual(['data_engineering']);
    expect(role('Ingeniero de Analytics')?.areas).toEqual(['data_engineering']);
  });
});

describe('compiler: "out" right after people leaves them out', () => {
  it.each([
    ['Finance team. Auditors out.', 'finance', 'audit'],
    ['Vertrieb, Praktikanten raus.', 'sales', null],
    ['Equipe de vendas; estagiários fora.', 'sales', null],
    ['Marketing, stagiaires dehors.', 'marketing', null],
  ])('%s', (definition, kept, out) => {
    const c = compilePersona(definition).criteria;
    expect(c.include.map((s) => s.areas)).toEqual([[kept]]);
    expect(c.exclude).toHaveLength(1);
    if (out) expect(c.exclude[0]?.areas).toEqual([out]);
    else expect(c.exclude[0]?.levels).toEqual(['intern']);
  });

  it('"out of" and "fuera de" before more words are no negation of the people before them', () => {
    expect(compilePersona('Engineers working out of Lisbon.').criteria.exclude).toEqual([]);
  });
});

describe("reader: the data team's lead engineer is on the rung too", () => {
  it('Lead Data Engineer', () => {
    const r = readPerson(makeProfile('x', [{ title: 'Lead Data Engineer' }])).roles[0];
    expect(r?.level).toBe('tech_lead');
    expect(r?.roles).not.toContain('tech_lead');
  });
});
