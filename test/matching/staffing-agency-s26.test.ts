// Session 26: a staffing agency's recruitment consultants are not in-house recruiting (the area `agency_recruiting`).
// - Title (reader/firm.ts): at a staffing or recruitment agency (by its industry) its recruiters, recruitment consultants,
//   dispatchers of temps and headhunters place candidates with clients; one who hires for the agency says so ("Internal
//   Recruiter"). Elsewhere a recruiter is in-house recruiting.
// - Persona: "Personalberater", "recruitment consultants", "Intercedenten", "consultores de ETT", "headhunters", and
//   consultants beside a staffing agency ("os consultores das agências de recrutamento") are the agency's consultants.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { employerFacts } from '../../src/matching/sectors.js';
import { makeProfile } from './profile-fixture.js';

const criteria = (d: string) => compilePersona(d).criteria;

describe("a persona's agency recruitment consultants", () => {
  it.each([
    'Recruitment consultants and their team leads.',
    'Personalberater und Personaldisponenten samt ihrer Teamleitung.',
    'Intercedenten en uitzendconsulenten.',
    'Consultores de ETT.',
    'Les consultants des cabinets de recrutement.',
    'Consultores de R&S e headhunters da consultoria de recrutamento.',
  ])('%s', (d) => {
    const areas = criteria(d).include.flatMap((s) => s.areas);
    expect(areas).toContain('agency_recruiting');
    expect(areas).not.toContain('recruiting');
  });
  it.each([
    'Recrutadores internos e líderes de TA. Não os consultores das agências de recrutamento.',
    "Talent acquisition: recruiters and heads of TA. Internal recruiting only, not a staffing agency's recruitment consultants.",
    'Reclutadores internos, sin los consultores de ETT.',
  ])('%s keeps in-house recruiting and leaves the agency out', (d) => {
    const c = criteria(d);
    expect(c.include.flatMap((s) => s.areas)).toContain('recruiting');
    expect(c.include.flatMap((s) => s.areas)).not.toContain('agency_recruiting');
    expect(c.exclude.flatMap((s) => s.areas)).toContain('agency_recruiting');
    expect(c.exclude.flatMap((s) => s.areas)).not.toContain('recruiting');
  });
});

describe('recruiters at a staffing agency and elsewhere', () => {
  const agency = { name: 'Agency', industry: 'Staffing and Recruiting', employees_count: 50 };
  const maker = { name: 'Maker', industry: 'Furniture and Home Furnishings Manufacturing', employees_count: 50 };
  const keep = (definition: string, company: unknown, title: string) =>
    judgeProfile({ slug: 'x', name: 'x', definition, company: employerFacts(company) }, makeProfile('x', [{ title }])).match;
  it.each(['Recruitment Consultant', 'Senior Consultant Personalvermittlung', 'Teamleitung Disposition', 'Recruiter', 'Intercedent'])(
    '%s at the agency is its consultant',
    (t) => {
      expect(keep('Recruitment consultants and their team leads.', agency, t)).toBe(true);
      expect(keep('In-house recruiters.', agency, t)).toBe(false);
    },
  );
  it('an internal recruiter at the agency is in-house', () => {
    expect(keep('In-house recruiters.', agency, 'Internal Recruiter')).toBe(true);
  });
  it('a recruiter elsewhere is in-house recruiting, kept by "not the agencies\' consultants"', () => {
    expect(keep('Recrutadores internos. Não os consultores das agências de recrutamento.', maker, 'Recruiter')).toBe(true);
    expect(keep('Recruitment consultants.', maker, 'Recruiter')).toBe(false);
  });
});
