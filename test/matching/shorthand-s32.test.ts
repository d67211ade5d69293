// Session 32 (development set 30, personas typed in shorthand, switching languages, or in a learner's English): clipped
// words (lexicon-shorthand.ts), a floor said with "≥" (tokens.ts), "X ok" as a permission, a QA left out after it, the first
// line of management, events left out, and manufacturing engineers' titles. Own wordings, six languages.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { makeProfile } from './profile-fixture.js';

const keeps = (d: string, title: string) => judgeProfile({ slug: 't', name: 't', definition: d }, makeProfile('x', [{ title }])).match;
const criteria = (d: string) => compilePersona(d).criteria;

describe('a floor said with a sign', () => {
  it.each(['people in security ≥ manager', 'Sicherheit >= Manager', 'sécurité, ≥ manager', 'seguridad ≥ gerente', 'segurança ≥ gerente', 'security ⩾ manager'])(
    '%s is the rung and every one above it',
    (d) => {
      expect(keeps(d, 'Security Manager')).toBe(true);
      expect(keeps(d, 'Chief Information Security Officer')).toBe(true);
      expect(keeps(d, 'Security Analyst')).toBe(false);
    },
  );
  it.each([
    'heads of facilities and office managers, all ≥ manager',
    'jefes de compras y gerentes de almacén, todo ≥ gerente',
    'responsables achats et managers entrepôt, tous ≥ manager',
  ])('"%s": a floor for everyone listed widens each item to the rung and up', (d) => {
    const c = criteria(d);
    expect(c.include.length).toBeGreaterThan(1);
    for (const s of c.include) {
      expect(s.areas.length).toBeGreaterThan(0);
      expect(s.levels).toEqual(expect.arrayContaining(['manager', 'head', 'director', 'vp', 'c_level']));
    }
  });
  it('a sign before a company size stays a size', () => {
    const c = compilePersona('CFOs at companies ≥ 200 employees');
    expect(c.criteria.include.some((s) => s.roles.includes('cfo'))).toBe(true);
  });
});

describe('permissions and negations said after the words', () => {
  it.each([
    'backend developers, freelancers ok, no interns',
    'Backend-Entwickler, Freelancer auch ok, keine Praktikanten',
    'développeurs backend, freelances ok aussi, sans stagiaires',
    'desarrolladores backend, autónomos ok, sin becarios',
    'desenvolvedores backend, PJ ok, sem estagiários',
    'backend ontwikkelaars, ZZP prima, geen stagiairs',
  ])('%s adds nobody and leaves out no contractor', (d) => {
    const c = criteria(d);
    expect(c.include.every((s) => s.areas.includes('software'))).toBe(true);
    expect(c.exclude.every((e) => !e.employment.includes('contractor'))).toBe(true);
    expect(keeps(d, 'Backend Developer (Freelance)')).toBe(true);
  });
  it.each(['developers. QA is out', 'Entwickler, QA raus', 'desarrolladores, devops y QA fuera', 'desenvolvedores, QA fora', 'ontwikkelaars, QA eruit'])(
    '%s leaves out the testers, not the developers',
    (d) => {
      expect(keeps(d, 'Software Engineer')).toBe(true);
      expect(keeps(d, 'QA Engineer')).toBe(false);
    },
  );
});

describe('the first line of management', () => {
  it.each([
    'sales leadership, senior managers and up, no first-line mgrs',
    'Vertriebsleitung ab Senior Manager, keine Führungskräfte der ersten Ebene',
    'direction commerciale, pas les managers de proximité',
    'dirección de ventas, sin mandos de primera línea',
    'liderança de vendas, sem gestores de primeira linha',
    'salesleiding, geen eerstelijns leidinggevenden',
  ])('%s leaves out the team-lead and manager rungs only', (d) => {
    const c = criteria(d);
    const ex = c.exclude.find((e) => e.levels.includes('manager'));
    expect(ex?.levels).toEqual(['team_lead', 'manager']);
    expect(c.exclude.every((e) => !e.traits.includes('manages_people'))).toBe(true);
  });
  it('the directors stay', () => {
    const d = 'sales – senior mgrs and up, no first line managers';
    expect(keeps(d, 'Sales Director')).toBe(true);
    expect(keeps(d, 'Sales Manager')).toBe(false);
  });
});

describe('clipped words', () => {
  it('"fin + ops leaders" reads finance', () => {
    const c = criteria('fin + ops leidinggevenden');
    expect(c.include.some((s) => s.areas.includes('finance'))).toBe(true);
    expect(compilePersona('fin + ops leidinggevenden').unrecognised).toEqual([]);
  });
  it.each(['head of sales dev and the SDR team leads', 'sales dev mgrs', 'Leitung Sales Dev'])('%s is sales development, not software', (d) => {
    const c = criteria(d);
    expect(c.include.every((s) => s.areas.includes('sales_development') && !s.areas.includes('software'))).toBe(true);
  });
  it.each(['C-lvl (CEO, CFO, COO etc.)', 'c lvl only: CEO CTO etc', 'nur C-lvl (CEO, CFO usw.)'])('%s is the whole C-level', (d) => {
    const c = criteria(d);
    expect(c.include.some((s) => s.levels.join() === 'c_level' && !s.areas.length)).toBe(true);
    expect(keeps(d, 'Chief Procurement Officer')).toBe(true);
  });
  it.each(['growth: SEO/SEM and paid social', 'marketing digital: SEA/SEM, contenu', 'mkt digital: SEO/SEM y contenido'])(
    '"%s": SEM beside SEO is search marketing, not "without"',
    (d) => {
      const c = criteria(d);
      expect(c.exclude).toEqual([]);
    },
  );
});

describe("a learner's words for an area's leaders", () => {
  it.each([
    'the responsibles of the logistics',
    'the responsibles of logistics, not the drivers',
    'the chiefs of the logistics and the warehouse',
    'the chiefs of logistics',
  ])('%s are its leaders from the team leads to the director', (d) => {
    expect(keeps(d, 'Logistics Director')).toBe(true);
    expect(keeps(d, 'Logistics Manager')).toBe(true);
    expect(keeps(d, 'Logistics Team Leader')).toBe(true);
    expect(keeps(d, 'Logistics Coordinator')).toBe(false);
  });
  it('"shift chiefs" are the factory floor\'s shift leads', () => {
    const c = criteria('shift chiefs of the assembly');
    expect(c.include.some((s) => s.areas.includes('manufacturing') && s.levels.join() === 'team_lead')).toBe(true);
  });
  it('"the chief of X" stays its chief officer', () => {
    const c = criteria('the chief of procurement');
    expect(c.include.some((s) => s.levels.includes('c_level'))).toBe(true);
  });
});

describe('events left out', () => {
  it.each(['marketing, no eventos', 'Marketing, keine Veranstaltungen', 'marketing, sin eventos', 'marketing, sem eventos', 'marketing, geen evenementen'])(
    '%s leaves out the event people, not all of marketing',
    (d) => {
      expect(keeps(d, 'Content Marketing Manager')).toBe(true);
      expect(keeps(d, 'Event Marketing Manager')).toBe(false);
    },
  );
});

describe('titles', () => {
  it.each(['Fertigungsingenieur', 'Ingénieur process', 'Engenheira de Produção', 'Ingeniero de Procesos'])('%s is no software engineer', (title) => {
    expect(keeps('software engineers', title)).toBe(false);
  });
  it.each(['Sourcerin', 'Sourceur'])('%s is a recruiter', (title) => {
    expect(keeps('recruiters and sourcers', title)).toBe(true);
  });
});
