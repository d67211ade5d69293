// Session 20 (issue 22): ranges that start at a team or a kind of title, abbreviations of range words and rungs, and
// software testers as a kind of title (compiler/piece.ts, resolve.ts, attach.ts; lexicon WRITTEN_OUT, CAPITALS, reader
// QA_TESTER). Every sentence here is our own wording, none taken from a labelled set.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile, parseTitle } from '../../src/matching/index.js';
import { makeProfile, type Position } from './profile-fixture.js';

const persona = (definition: string) => ({ slug: 't', name: 't', definition });
const matches = (definition: string, title: string) => judgeProfile(persona(definition), makeProfile('x', [{ title } as Position])).match;

describe('a range that starts at a team or a kind of title starts at the bottom', () => {
  it.each([
    'Our buyers sit in IT: everyone from the service desk through the sysadmins to the head of IT.',
    'Die IT-Abteilung, vom Support über die Administratoren bis zum IT-Leiter.',
    "L'informatique interne, du support en passant par les admins jusqu'au responsable informatique.",
    'El área de sistemas: desde el soporte, pasando por los administradores, hasta el jefe de TI.',
    'A TI da empresa, do suporte passando pelos administradores até o gerente de TI.',
    'De ICT-afdeling, van servicedesk via beheerders tot en met het hoofd ICT.',
  ])('%s', (d) => {
    expect(matches(d, 'IT Support Technician')).toBe(true);
    expect(matches(d, 'System Administrator')).toBe(true);
    expect(matches(d, 'IT Manager')).toBe(true);
    expect(matches(d, 'Marketing Manager')).toBe(false);
    expect(matches(d, 'Senior Accountant')).toBe(false);
  });
  it('the range still ends where it says', () => {
    const d = 'IT from the helpdesk up to the IT manager.';
    expect(matches(d, 'Helpdesk Analyst')).toBe(true);
    expect(matches(d, 'IT Director')).toBe(false);
  });
});

describe('range words written short are spelled out before sentences are cut (lexicon WRITTEN_OUT)', () => {
  it('"t/m" and "t.e.m." are "tot en met": a range, not a stray letter that keeps every junior', () => {
    for (const d of ['Backend-ontwikkelaars, medior t/m lead.', 'Backend-ontwikkelaars, medior t.e.m. lead.']) {
      const c = compilePersona(d);
      expect(c.criteria.include.every((s) => s.areas.length > 0)).toBe(true);
      expect(matches(d, 'Senior Backend Developer')).toBe(true);
      expect(matches(d, 'Junior Accountant')).toBe(false);
      expect(matches(d, 'Head of Engineering')).toBe(false);
    }
  });
  it('"thru" is "through"', () => {
    const d = 'Recruiters thru the head of talent.';
    expect(matches(d, 'Recruiter')).toBe(true);
    expect(matches(d, 'Head of Talent Acquisition')).toBe(true);
    expect(matches(d, 'Sales Manager')).toBe(false);
  });
  it('a trailing range of rung nouns narrows a kind of title too ("ML engineers, juniors to leads")', () => {
    const d = 'Applied scientists and ML engineers, juniors to leads.';
    expect(matches(d, 'Senior Machine Learning Engineer')).toBe(true);
    expect(matches(d, 'Junior Buyer')).toBe(false);
    expect(matches(d, 'VP Machine Learning')).toBe(false);
  });
});

describe('rungs written short and "and up" in Spanish', () => {
  it('"AL/BL" in capitals are German department and division heads; "al" stays Spanish', () => {
    const d = 'Einkauf: AL/BL Einkauf und der CPO.';
    expect(matches(d, 'Abteilungsleiter Einkauf')).toBe(true);
    expect(matches(d, 'Einkäufer')).toBe(false);
    expect(matches('Vendedores, al menos senior.', 'Senior Account Executive')).toBe(true);
    expect(matches('Vendedores, al menos senior.', 'Junior Account Executive')).toBe(false);
  });
  it('"PL" in capitals is the Brazilian mid rung', () => {
    const d = 'Analistas financeiros JR/PL, nada de gestores.';
    expect(matches(d, 'Analista Financeiro Pleno')).toBe(true);
    expect(matches(d, 'Gerente Financeiro')).toBe(false);
    expect(compilePersona(d).unrecognised).toEqual([]);
  });
  it('"y arriba" is "and up", and an "encargado" is a manager', () => {
    const d = 'Encargados de almacén y arriba.';
    expect(matches(d, 'Encargado de Almacén')).toBe(true);
    expect(matches(d, 'Jefe de Almacén')).toBe(true);
    expect(matches(d, 'Mozo de Almacén')).toBe(false);
    expect(compilePersona(d).unrecognised).toEqual([]);
  });
});

describe('software testers are a kind of title: excluding them keeps the developers', () => {
  it.each([
    'Developers of any seniority, but no testers.',
    'Entwickler aller Stufen, keine Softwaretester.',
    'Tous les développeurs, pas les testeurs.',
    'Desarrolladores, sin analistas de pruebas.',
    'Desenvolvedores, sem analistas de testes.',
    'Ontwikkelaars, geen testers.',
  ])('%s', (d) => {
    expect(matches(d, 'Backend Developer')).toBe(true);
    expect(matches(d, 'Senior iOS Engineer')).toBe(true);
    expect(matches(d, 'QA Engineer')).toBe(false);
    expect(matches(d, 'Software Tester')).toBe(false);
  });
  it('in an inclusion, testers are the testers, not every software engineer', () => {
    for (const d of ['Software testers at the studio.', 'Die Tester im Studio.', 'Les testeurs du studio.']) {
      expect(matches(d, 'QA Engineer')).toBe(true);
      expect(matches(d, 'Backend Developer')).toBe(false);
    }
  });
  it('in an inclusion, QA engineers in parentheses are kinds of the engineers named', () => {
    const d = 'Contract engineers (backend, QA engineers).';
    expect(matches(d, 'Freelance Backend Developer')).toBe(true);
  });
  it('"mobile" and "iOS / Android" name software engineering', () => {
    const d = 'Engineers: backend, mobile and iOS.';
    expect(compilePersona(d).unrecognised).toEqual([]);
    expect(matches(d, 'Senior Android Developer')).toBe(true);
  });
  it('titles: testers carry the kind, a penetration tester stays security', () => {
    expect(parseTitle('QA Automation Engineer')?.kind).toBe('qa_tester');
    expect(parseTitle('Analista de Pruebas')?.kind).toBe('qa_tester');
    expect(parseTitle('Penetration Tester')?.kind).not.toBe('qa_tester');
  });
  it('an engineer of IT infrastructure is IT, one of infrastructure alone runs the platform', () => {
    expect(matches('IT staff.', 'IT Infrastructure Engineer')).toBe(true);
    expect(matches('DevOps and platform engineers.', 'IT Infrastructure Engineer')).toBe(false);
    expect(matches('DevOps and platform engineers.', 'Infrastructure Engineer')).toBe(true);
  });
});

describe('what a generic "tech" or "engineers" stands for, said in parentheses', () => {
  it.each([
    'Tech contractors (dev, data, IT).',
    'Freelancer in der Technik (Softwareentwicklung, Daten, IT).',
    'Freelances tech (dev, data, informatique).',
    'Externos de tecnología (desarrollo, datos, sistemas).',
    'Freelas de tecnologia (desenvolvimento, dados, TI).',
    'ZZP-techneuten (development, data, ICT).',
  ])('%s: the areas listed, data and IT too', (d) => {
    const c = compilePersona(d);
    const areas = c.criteria.include.flatMap((s) => s.areas);
    expect(areas).toContain('it');
    expect(areas.some((a) => a === 'analytics' || a === 'data_science' || a === 'data_engineering')).toBe(true);
  });
});

describe("managers of a charity's fundraising are its manager rung", () => {
  it('"fundraising managers" are not every fundraiser', () => {
    const d = 'Fundraising managers and the head of fundraising.';
    expect(matches(d, 'Fundraising Manager')).toBe(true);
    expect(matches(d, 'Fundraising Officer')).toBe(false);
  });
});

describe('people said with a reference back belong to its team', () => {
  it('"their leads (interns ok)": the interns of the team, not of every area', () => {
    const d = 'Payroll specialists and their managers (interns ok).';
    expect(matches(d, 'Payroll Intern')).toBe(true);
    expect(matches(d, 'Marketing Intern')).toBe(false);
  });
});
