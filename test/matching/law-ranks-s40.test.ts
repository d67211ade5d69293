// A law firm's ladder (session 40): associates, counsel and the trainees of the profession are kinds of title at a law
// firm, named by "associate lawyers", "of counsel", "trainee solicitors" and, beside lawyers' words, by "associates",
// "counsel", "collaborateurs"; "the same at …" widens nothing; fee earners are the practices of every kind of firm. Own wordings.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { atCompany } from '../../src/matching/reader/firm.js';
import { readPerson } from '../../src/matching/reader/person.js';
import { employerFacts } from '../../src/matching/sectors.js';
import { makeProfile } from './profile-fixture.js';

const LAW = employerFacts({ id: 42, name: 'Acme LLP', industry: 'Law Practice', employees_count: 80 });
const SHOP = employerFacts({ id: 42, name: 'Acme', industry: 'Retail', employees_count: 80 });
const kinds = (title: string, company = LAW) => atCompany(readPerson(makeProfile('x', [{ title }])), company).roles[0]?.roles ?? [];
const criteria = (text: string) => compilePersona(text).criteria;
const keeps = (definition: string, title: string, company = LAW) =>
  judgeProfile({ slug: 't', name: 't', definition, company }, makeProfile('x', [{ title }])).match;

describe("a law firm's ladder (s40)", () => {
  it.each([
    'Associate',
    'Senior Associate',
    'Managing Associate',
    'Solicitor',
    'Rechtsanwältin',
    'Avocate collaboratrice',
    'Abogado sénior',
    'Advogada Júnior',
  ])('%s at a law firm is an associate', (t) => {
    expect(kinds(t)).toContain('law_associate');
  });
  it.each(['Partner', 'Of Counsel', 'Trainee Solicitor', 'Paralegal', 'Knowledge Lawyer (PSL)', "Founder's Associate", 'Avocat associé'])(
    '%s at a law firm is no associate',
    (t) => {
      expect(kinds(t)).not.toContain('law_associate');
    },
  );
  it('counsel and trainees of the profession are kinds of their own; a shop has no law ranks', () => {
    expect(kinds('Of Counsel')).toContain('law_counsel');
    expect(kinds('Senior Counsel')).toContain('law_counsel');
    expect(kinds('General Counsel')).not.toContain('law_counsel');
    expect(kinds('Élève-avocate')).toContain('law_trainee');
    expect(kinds('Rechtsreferendarin')).toContain('law_trainee');
    expect(kinds('Associate', SHOP)).not.toContain('law_associate');
  });
  it('associates beside lawyers are the associate rank at every rung; counsel and partners are not', () => {
    const text = 'Our associate lawyers, junior through senior. No partners, counsel or trainees.';
    expect(criteria(text).include.flatMap((s) => s.roles)).toContain('law_associate');
    expect(keeps(text, 'Senior Associate')).toBe(true);
    expect(keeps(text, 'Associate')).toBe(true);
    expect(keeps(text, 'Of Counsel')).toBe(false);
    expect(keeps(text, 'Partner')).toBe(false);
  });
  it('rungs in parentheses after associates are their rungs, not every junior of the company', () => {
    const text = 'Abogados asociados (júnior y sénior).';
    expect(keeps(text, 'Abogada asociada sénior')).toBe(true);
    expect(keeps(text, 'Junior Marketing Executive')).toBe(false);
  });
  it('in-house "counsel" stays the company\'s own lawyers', () => {
    expect(criteria('In-house legal: the GC, counsel and paralegals.').include.flatMap((s) => s.roles)).not.toContain('law_counsel');
  });
  it('"the same at the consultancies" keeps the people at every firm', () => {
    const c = compilePersona('Partners and associates at law firms, and the same at the consultancies.');
    expect(c.criteria.employer?.sectors).toEqual(['law_firms', 'consulting']);
    expect(compilePersona('Partners and associates, and the same at the consultancies.').criteria.employer).toBeUndefined();
  });
  it('"consultores de todos los niveles" are a consultancy\'s consultants, not contractors', () => {
    expect(criteria('Consultores de todos los niveles, de analista a socio.').include[0]?.areas).toEqual(['professional_service']);
    expect(criteria('Sales reps and consultants').include.some((s) => s.employment.includes('contractor'))).toBe(true);
  });
  it('the CoSec and "el secretario del consejo" are the company secretary, not the board', () => {
    expect(criteria('The GC and the CoSec.').include.flatMap((s) => s.roles)).toContain('company_secretary');
    expect(criteria('el secretario del consejo').include[0]?.roles).toEqual(['company_secretary']);
    expect(kinds('Secretario del Consejo', SHOP)).toContain('company_secretary');
    expect(kinds('Legal Secretary', SHOP)).not.toContain('company_secretary');
  });
  it('fee earners are the practices: lawyers, auditors, consultants, architects; not business services', () => {
    const text = 'Fee earners at the firm, not business services.';
    expect(keeps(text, 'Senior Associate')).toBe(true);
    expect(keeps(text, 'Audit Manager', employerFacts({ id: 42, name: 'A', industry: 'Accounting', employees_count: 80 }))).toBe(true);
    expect(keeps(text, 'Consultant', employerFacts({ id: 42, name: 'A', industry: 'Business Consulting and Services', employees_count: 80 }))).toBe(true);
    expect(keeps(text, 'Finance Manager')).toBe(false);
  });
});
