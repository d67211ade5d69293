// Session 27: a building contractor's site management and commercial side as the titles say it: "Bauführer" (Swiss), a
// "Gesamtprojektleiter", a "Project Manager (Site)" run sites; a "Werkpolier" and a "Vorarbeiter Bau / Tiefbau" lead a
// crew (not a production line); "Projektkalkulator" estimates. At a construction company (its industry) a "Contracts
// Manager" runs sites (not the legal department unless the title says so), a "Project Director" leads a project's site
// managers, and the commercial manager leads estimating and quantity surveying, not a sales team. Own words.
import { describe, expect, it } from 'vitest';
import { judgeProfile } from '../../src/matching/index.js';
import { readPerson } from '../../src/matching/reader/person.js';
import { makeProfile } from './profile-fixture.js';

const read = (title: string) => readPerson(makeProfile('x', [{ title }])).roles[0];
const builder = { name: 'Hochtief Muster AG', industry: 'Construction', employees: 400 };
const bank = { name: 'Muster Bank', industry: 'Banking', employees: 400 };
const keeps = (definition: string, title: string, company = builder) =>
  judgeProfile({ slug: 't', name: 't', definition, company }, makeProfile('x', [{ title }])).match;

describe('site titles of builders', () => {
  it.each([
    ['Bauführerin', 'manager'],
    ['Project Manager (Site)', 'manager'],
    ['Project Manager – Site', 'manager'],
    ['Werkpolier', 'team_lead'],
    ['Vorarbeiterin Tiefbau', 'team_lead'],
    ['Vorarbeiter Hochbau', 'team_lead'],
  ])('%s is construction at %s', (title, level) => {
    const r = read(title);
    expect(r?.areas).toContain('construction');
    expect(r?.level).toBe(level);
  });
  it('a Gesamtprojektleiter reads as an Oberbauleiter', () => {
    expect(read('Gesamtprojektleiterin')?.areas).toContain('construction');
    expect(read('Gesamtprojektleiterin')?.level).toBe(read('Oberbauleiterin')?.level);
  });
  it('a Vorarbeiter of a production line stays production', () => {
    expect(read('Vorarbeiter Montage')?.areas).not.toContain('construction');
  });
  it.each(['Projektkalkulatorin', 'Leiter Bauabrechnung und Kalkulation'])('%s is estimating', (title) => {
    expect(read(title)?.areas).toContain('estimating');
  });
});

describe("a builder's contracts, project and commercial leaders", () => {
  const sites = 'Site managers and senior site managers at the contractors';
  it('a Contracts Manager at a builder runs sites', () => {
    expect(keeps(sites, 'Contracts Manager')).toBe(true);
    expect(keeps(sites, 'Contracts Manager (Legal)')).toBe(false);
    expect(keeps('In-house lawyers and contract managers', 'Contracts Manager', bank)).toBe(true);
  });
  it('a Project Director at a builder is construction', () => {
    expect(keeps('Construction directors', 'Project Director')).toBe(true);
  });
  // (Session 54: the quantity surveyors' side, apart from the estimators.)
  it("the commercial manager at a builder is the quantity surveyors' side, elsewhere sales", () => {
    expect(keeps('Cost management, any level', 'Commercial Manager')).toBe(true);
    expect(keeps('Cost management, any level', 'Commercial Manager', bank)).toBe(false);
    expect(keeps('Sales managers', 'Commercial Manager', bank)).toBe(true);
  });
});
