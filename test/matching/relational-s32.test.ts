// Session 32 (development set 28, company-relative and relational personas): the ordinary part of the set — deputies one
// rung below their seat (reader/title-deputy.ts), desks the generic words misread (reader/title-desks.ts), Portuguese
// department heads and managers, and "X below the CFO" (a chief after "below" bounds the range in its area). Own titles
// and wordings, six languages.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { readPerson } from '../../src/matching/reader/person.js';
import { makeProfile } from './profile-fixture.js';

const read = (title: string) => readPerson(makeProfile('p', [{ title }])).roles[0];
const keeps = (definition: string, title: string) => judgeProfile({ slug: 't', name: 't', definition }, makeProfile('x', [{ title }])).match;
const criteria = (d: string) => compilePersona(d).criteria;

describe('reader: a deputy stands one rung below the seat', () => {
  it.each([
    ['Deputy Head of Legal', 'manager', 'legal_counsel'],
    ['Stellvertretender Leiter Einkauf', 'manager', 'procurement'],
    ['Stellv. Leitung Marketing', 'manager', 'marketing'],
    ['Plaatsvervangend hoofd inkoop', 'manager', 'procurement'],
    ['Head of product adjointe', 'manager', 'product_management'],
    ['Deputy Director, Finance', 'head', 'finance'],
    ['Deputy VP Engineering', 'director', 'software'],
    ['Adjunta — CMO', 'vp', 'marketing'],
    ['CTO adjunto', 'vp', 'software'],
    ['Directeur financier adjoint', 'director', 'finance'],
  ])('%s is %s of %s', (title, level, area) => {
    const r = read(title);
    expect(r?.level).toBe(level);
    expect(r?.areas).toContain(area);
  });
  it("a chief's deputy is not the chief", () => {
    expect(read('Deputy CFO')?.roles).not.toContain('cfo');
    expect(keeps('The CFO.', 'Deputy Chief Financial Officer')).toBe(false);
    expect(keeps('The CFO.', 'Chief Financial Officer')).toBe(true);
  });
  it('a department head with no function named: its deputy is a manager', () => {
    expect(read('Stellvertretender Abteilungsleiter')?.level).toBe('manager');
    expect(read('Plaatsvervangend afdelingshoofd')?.level).toBe('manager');
  });
  it("the verticals' deputies and ranks stay theirs", () => {
    expect(read('Deputy Head Teacher')?.level).toBe('head');
    expect(read('Médica Adjunta')?.level).toBe('entry');
    expect(read('Directrice adjointe')?.level).toBe('director');
  });
  it('"heads of X" leave the deputies out, "X managers" take them', () => {
    expect(keeps('Heads of legal.', 'Deputy Head of Legal')).toBe(false);
    expect(keeps('Legal managers.', 'Deputy Head of Legal')).toBe(true);
  });
});

describe('reader: Portuguese department heads and managers', () => {
  it.each([
    ['Chefe do departamento de Compras', 'head', 'procurement'],
    ['Chefe do Departamento de Vendas', 'head', 'sales'],
    ['Gestor de Finanças', 'manager', 'finance'],
    ['Gestora de Atendimento', 'manager', 'customer_support'],
    ['Gestor de Folha de Pagamento', 'manager', 'payroll'],
    ['Gestora de Pessoas', 'manager', 'hr'],
  ])('%s is %s of %s', (title, level, area) => {
    const r = read(title);
    expect(r?.level).toBe(level);
    expect(r?.areas.some((a) => a === area || (area === 'sales' && a === 'new_business'))).toBe(true);
  });
  it('a Spanish chief executive in the feminine', () => {
    expect(read('Consejera Delegada')?.level).toBe('c_level');
  });
});

describe("reader: a company's own desks", () => {
  it.each([
    ['Assistentin der Geschäftsleitung', 'office', 'entry'],
    ['Accounts Assistant (part-time)', 'accounting', 'entry'],
    ['Coordinador de Oficina', 'office', 'entry'],
    ['Teleoperador', 'customer_support', 'entry'],
    ['Junior supportspecialist', 'customer_support', 'entry'],
    ['Level 3 Support Analyst', 'customer_support', 'senior'],
    ['Systems Engineer', 'it', 'entry'],
    ['Ingénieure systèmes', 'it', 'entry'],
    ['Operations Analyst', 'operations', 'entry'],
  ])('%s is %s at %s', (title, area, level) => {
    const r = read(title);
    expect(r?.areas).toContain(area);
    expect(r?.level).toBe(level);
  });
  it.each(['Assistente de Compras', 'Auxiliar de compras'])('%s is a purchasing assistant', (title) => {
    expect(read(title)?.roles).toContain('assistant');
    expect(keeps('Buyers and purchasing managers, no purchasing assistants.', title)).toBe(false);
    expect(keeps('Buyers and purchasing managers, no purchasing assistants.', 'Einkäufer')).toBe(true);
  });
  it('a systems engineer of another field keeps it', () => {
    expect(read('Embedded Systems Engineer')?.areas).not.toContain('it');
    expect(read('Broadcast Systems Engineer')?.areas).not.toContain('it');
  });
  it('"Teamleitung" is the team-lead rung, as "Teamleiter" is', () => {
    expect(read('Teamleitung Buchhaltung')?.level).toBe('team_lead');
  });
});

describe('compiler: people below a chief', () => {
  it.each([
    ['Finance leaders below the CFO.', 'finance'],
    ['Führungskräfte im Marketing unterhalb des CMO.', 'marketing'],
    ['Les responsables IT sous le DSI.', 'it'],
    ['Líderes de ventas por debajo del CRO.', 'sales'],
    ['Liderança de RH abaixo do CHRO.', 'hr'],
    ['Leidinggevenden in finance onder de CFO.', 'finance'],
  ])('%s: the area, without the chief', (d, area) => {
    const c = criteria(d);
    expect(c.include.length).toBe(1);
    const s = c.include[0];
    expect(s?.roles).toEqual([]);
    expect(s?.areas.some((a) => a === area || (area === 'hr' && a === 'human_resources'))).toBe(true);
    expect(s?.ceiling).toBe('svp');
  });
  it('keeps the leaders under the chief and leaves the chief and the other areas out', () => {
    const d = 'Finance leaders below the CFO.';
    expect(keeps(d, 'VP Finance')).toBe(true);
    expect(keeps(d, 'Head of Finance')).toBe(true);
    expect(keeps(d, 'CFO')).toBe(false);
    expect(keeps(d, 'Head of Marketing')).toBe(false);
  });
  it('everyone of an area below its chief', () => {
    const d = 'Everyone in finance below the CFO.';
    expect(keeps(d, 'Accountant')).toBe(true);
    expect(keeps(d, 'CFO')).toBe(false);
  });
  it('a size "under" a number is no chief\'s range: the chief named after it stays a person', () => {
    const c = criteria('Finance managers. In firms under 40 staff also the managing director.');
    expect(c.include.some((s) => s.roles.includes('ceo'))).toBe(true);
    expect(c.include.every((s) => !s.ceiling)).toBe(true);
  });
  it('a heading below the chief spelled out by a list adds no other areas', () => {
    const d = 'Finance leaders below the CFO: finance directors, heads of finance and finance managers.';
    expect(keeps(d, 'Head of Sales')).toBe(false);
    expect(keeps(d, 'Finance Manager')).toBe(true);
  });
});

describe('compiler: IT support staff as a Dutch compound', () => {
  it('"IT-supportmedewerkers" are IT, not customer support', () => {
    const c = criteria('Systeembeheerders en IT-supportmedewerkers, geen managers.');
    expect(c.include.every((s) => s.areas.includes('it'))).toBe(true);
    expect(keeps('IT-supportmedewerkers en helpdeskmedewerkers.', 'Customer Support Agent')).toBe(false);
  });
});

describe('compiler: a range from junior to senior', () => {
  it.each(['Buchhalter vom Junior bis zum Senior.', 'Ontwikkelaars van junior tot senior.', 'Analistas de junior a sênior.'])(
    '%s is the individual contributors from junior to senior, not every level',
    (d) => {
      const s = criteria(d).include[0];
      expect(s?.levels).toEqual(expect.arrayContaining(['entry', 'senior']));
      expect(s?.levels).not.toContain('team_lead');
    },
  );
});
