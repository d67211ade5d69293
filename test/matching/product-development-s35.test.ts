// Session 35 (development set 36): who a vendor of one product names at a manufacturer or in marketing, in our own words.
// - A manufacturer's product development is product engineering (`hardware`): its design office ("Teamleiter Konstruktion",
//   "Coordenadora de Engenharia de Produto", "Líder de Projeto Mecânico"), its CAD drafters, its development teams and its
//   R&D; beside CAD / PLM words a persona's "engineering", "Entwicklung", "R&D" are that, not the software teams.
// - Marketing operations is a kind of marketing title ("MOps Lead", "Marketing Automation Specialist"): "marketing ops".
// - A verb of deciding alone after the people it is said of ("the head of sales (VP or director) signs") names nobody new.
// - A bare line rung between two kinds of people of one area ("Leiter Einkauf, Teamleiter und Einkäufer") is that area's.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { readPerson } from '../../src/matching/reader/person.js';
import { makeProfile } from './profile-fixture.js';

const read = (title: string) => readPerson(makeProfile('x', [{ title }])).roles[0];
const maker = { name: 'Nordhafen Ventiltechnik GmbH', industry: 'Machinery Manufacturing', employees: 180 };
const saas = { name: 'Quillby Apps Ltd', industry: 'Software Development', employees: 180 };
const keeps = (definition: string, title: string, company = maker) =>
  judgeProfile({ slug: 't', name: 't', definition, company }, makeProfile('x', [{ title }])).match;

describe('the design office reads as product engineering', () => {
  it.each([
    ['Teamleiterin Konstruktion', 'team_lead'],
    ['Coordenadora de Engenharia de Produto', 'team_lead'],
    ['Líder de Projeto Mecânico', 'team_lead'],
    ['Gerente de Engenharia Mecânica', 'manager'],
  ])('%s is hardware at %s', (title, level) => {
    expect(read(title)?.areas).toEqual(['hardware']);
    expect(read(title)?.level).toBe(level);
  });
  it('a Technische Produktdesignerin draws in CAD', () => {
    expect(read('Technische Produktdesignerin')?.roles).toContain('drafter');
  });
});

describe("a manufacturer's drafters, designers, developers and R&D", () => {
  const cad = 'Our CAD seats go to the design engineers, the CAD technicians and their team leads';
  it.each(['CAD Technician', 'Draughtsman', 'Design Engineer', 'Product Design Lead', 'Gruppenleiter Entwicklung'])('%s is kept at a maker', (title) => {
    expect(keeps(cad, title)).toBe(true);
  });
  it('the same titles elsewhere keep their own trades', () => {
    expect(keeps(cad, 'Gruppenleiter Entwicklung', saas)).toBe(false);
    expect(keeps(cad, 'Product Design Lead', saas)).toBe(false);
    expect(keeps(cad, 'Software Developer')).toBe(false);
  });
  it('R&D at a maker is product engineering too', () => {
    expect(keeps('PLM rollout: leads of engineering in product development', 'Engineering Director (R&D)')).toBe(false);
    expect(keeps('PLM rollout: leads of engineering in product development', 'R&D Team Lead')).toBe(true);
  });
});

describe('beside CAD or PLM words, engineering is product engineering', () => {
  const areas = (d: string) => compilePersona(d).criteria.include.flatMap((s) => s.areas);
  it.each(['Team leads in engineering, for our PLM suite', 'PLM suite: team leads in engineering', 'CAD licences for the engineers and their leads'])(
    '%s',
    (d) => {
      expect(areas(d)).toContain('hardware');
      expect(areas(d)).not.toContain('software');
    },
  );
  it('without them, engineering keeps software', () => {
    expect(areas('Engineering managers and team leads')).toContain('software');
  });
  it('CAD drafters are a kind', () => {
    const roles = compilePersona('Keine technischen Zeichner, aber alle CAD techs und draughtspeople').criteria;
    expect([...roles.include, ...roles.exclude].flatMap((s) => s.roles)).toEqual(['drafter', 'drafter', 'drafter']);
  });
});

describe('marketing operations', () => {
  it.each(['MOps Lead', 'Marketing Automation Specialist', 'Marketing Operations Manager', 'Analista de Automação de Marketing'])(
    '%s is marketing ops',
    (title) => {
      expect(read(title)?.roles).toContain('marketing_ops');
      expect(read(title)?.areas).toContain('marketing');
    },
  );
  it('"marketing ops" names them, not every marketer', () => {
    const d = 'Whoever leads marketing signs; the marketing ops people use it daily';
    expect(keeps(d, 'Marketing Automation Specialist', saas)).toBe(true);
    expect(keeps(d, 'Content Marketer', saas)).toBe(false);
    expect(keeps('Equipo de marketing ops, sin becarios', 'MOps Lead', saas)).toBe(true);
  });
  it('an automation engineer at a plant stays automation', () => {
    expect(read('Automation Engineer')?.areas).toContain('automation');
  });
});

describe('a verb of deciding after people in parentheses', () => {
  it.each(['The head of sales (VP or Sales Director) signs; account executives use it.', 'Der Leiter IT (oder die CIO) entscheidet; Admins nutzen es.'])(
    '%s names nobody new',
    (d) => {
      const c = compilePersona(d).criteria;
      expect(c.include.every((s) => s.areas.length + s.roles.length + s.levels.length > 0)).toBe(true);
      expect(keeps(d, 'HR Manager', saas)).toBe(false);
    },
  );
});

describe('a bare line rung in a list of one area', () => {
  it.each([
    ['Leiter Einkauf, Teamleiter und Einkäufer', 'Teamleiter Vertrieb', 'Teamleiterin Einkauf'],
    ['Head of support, team leads and agents', 'Team Lead Sales', 'Support Team Lead'],
  ])('%s', (d, out, kept) => {
    expect(keeps(d, out, saas)).toBe(false);
    expect(keeps(d, kept, saas)).toBe(true);
  });
  it('higher ranks in a list stay ranks', () => {
    const c = compilePersona('Finance: the CFO, directors and controllers').criteria;
    expect(c.include.length).toBeGreaterThan(0);
  });
});
