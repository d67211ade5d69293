// Session 30: a contact centre's floor. Its site directors, operations coordinators and floor supervisors run its
// operations; workforce management (WFM) is a planning team of its own; "in call centres" names the employer. Our own
// wordings and company names.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { readPerson } from '../../src/matching/reader/person.js';
import { makeProfile } from './profile-fixture.js';

const read = (title: string) => readPerson(makeProfile('p', [{ title }])).roles[0];

describe('reader: the floor titles of a contact centre', () => {
  it.each([
    ['Coordenadora de Operação', 'operations', 'team_lead'],
    ['Gestora de Operação', 'operations', 'manager'],
    ['Jefa de Operación', 'operations', 'head'],
    ['Diretora de Site', 'operations', 'director'],
    ['Coordenador de Site', 'operations', 'team_lead'],
    ['Gerente de Central de Atendimento', 'customer_support', 'manager'],
    ['Directora de Centro de Llamadas', 'customer_support', 'director'],
  ])('%s is %s at %s', (title, area, level) => {
    const r = read(title);
    expect(r?.areas).toContain(area);
    expect(r?.level).toBe(level);
  });

  it.each([
    ['Workforce Manager', 'manager'],
    ['Coordenadora de WFM', 'team_lead'],
    ['Head of Workforce Management', 'head'],
    ['Analista de WFM', 'entry'],
    ['Planejadora de Workforce', 'entry'],
  ])('%s is workforce management at %s', (title, level) => {
    const r = read(title);
    expect(r?.areas).toEqual(['workforce_planning']);
    expect(r?.level).toBe(level);
  });
});

describe('compiler: contact centres, their operations and their WFM', () => {
  const c = (definition: string) => compilePersona(definition).criteria;
  it('"in call centres" names the employer', () => {
    expect(c('Floor supervisors in call centres.').employer?.sectors).toEqual(['contact_centres']);
    expect(c('Coordenadores de operação em call centers e BPOs.').employer?.sectors).toEqual(['contact_centres']);
  });
  it('the singular "operação" is operations', () => {
    expect(c('Coordenadores de operação em BPOs.').include[0]?.areas).toEqual(['operations']);
  });
  it('WFM is workforce planning, site directors direct operations', () => {
    const k = c('At the BPOs: site directors and the WFM leads. Not the agents.');
    expect(k.include.map((s) => [s.areas, s.levels.includes('director')])).toEqual([
      [['operations'], true],
      [['workforce_planning'], false],
    ]);
    expect(c('Supervisores de operação em BPOs, sem o WFM.').exclude[0]?.areas).toEqual(['workforce_planning']);
  });
});

describe('judge: at a contact centre, its floor', () => {
  const bpo = { name: 'Linha Clara Atendimento SA', industry: 'Telephone Call Centers', employees: 400 };
  const bank = { name: 'Banco Serra Azul SA', industry: 'Banking', employees: 400 };
  const judge = (definition: string, title: string, company = bpo) =>
    judgeProfile({ slug: 't', name: 't', definition, company }, makeProfile('p', [{ title }])).match;
  const floor = 'Supervisores e coordenadores de operação em empresas de contact center. Sem os operadores.';
  it.each(['Supervisora de Equipa', 'Team Supervisor', 'Supervisor de Atendimento', 'Coordenador de Operação', 'Supervisora de Cobrança'])(
    '%s is a floor lead there',
    (title) => expect(judge(floor, title)).toBe(true),
  );
  it.each(['Operadora de Teleatendimento', 'Coordenadora de WFM', 'Gerente de TI'])('%s is not', (title) => expect(judge(floor, title)).toBe(false));
  it('a contact-centre director leads its operations there', () => {
    expect(judge('Operations directors at BPOs.', 'Diretora de Centro de Contacto')).toBe(true);
  });
  it('at a bank a service supervisor keeps the manager rung and no operations', () => {
    expect(judge('Operations managers at banks.', 'Supervisor de Atendimento', bank)).toBe(false);
  });
});
