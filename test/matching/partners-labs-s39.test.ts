// Partnerships and laboratories (session 39): equity and salaried partners are title kinds, an audit partner is read in
// more words, "no managers" beside partners leaves the partners; regulatory CMC specialists, principal scientists and lab
// technicians are kinds of their own, "CSO" beside research is the chief scientific officer. Own wordings.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { parseTitle } from '../../src/matching/reader/title.js';
import { atCompany } from '../../src/matching/reader/firm.js';
import { readPerson } from '../../src/matching/reader/person.js';
import { employerFacts } from '../../src/matching/sectors.js';
import { makeProfile } from './profile-fixture.js';

const kind = (t: string) => parseTitle(t)?.kind ?? '';
const criteria = (text: string) => compilePersona(text).criteria;
const keeps = (definition: string, title: string) => judgeProfile({ slug: 't', name: 't', definition }, makeProfile('x', [{ title }])).match;

describe('partners (s39)', () => {
  it.each(['Non-Equity Partner', 'Partner (salaried)', 'Salary Partnerin', 'Income Partner', 'Socia de cuota', 'Sócio de Serviço', 'Associée salariée'])(
    '%s is a salaried partner',
    (t) => {
      expect(kind(t)).toBe('salaried_partner');
    },
  );
  it.each([
    'Partner',
    'Equity Partner',
    'Managing Partner',
    'Partnerin Steuerberatung',
    'Socio',
    'Avocat associé',
    'Shareholder',
    'Practice Group Leader, Tax',
  ])('%s is an equity partner', (t) => {
    expect(kind(t)).toBe('equity_partner');
  });
  it.each(['HR Business Partner', 'Talent Acquisition Partner', 'Associate Partner', 'Channel Partner Manager', 'Consultant (former Partner)'])(
    '%s is no partner of the firm',
    (t) => {
      expect(kind(t)).not.toMatch(/partner/);
    },
  );
  it('equity partners keep every partner but the salaried ones', () => {
    const text = 'Only our equity partners.';
    expect(criteria(text).include.flatMap((s) => s.roles)).toEqual(['equity_partner']);
    expect(keeps(text, 'Partner, Corporate')).toBe(true);
    expect(keeps(text, 'Salaried Partner, Corporate')).toBe(false);
    expect(keeps(text, 'HR Business Partner')).toBe(false);
  });
  it('"no salaried partners" removes only those', () => {
    const text = 'Partners, but no salaried partners.';
    expect(keeps(text, 'Partner')).toBe(true);
    expect(keeps(text, 'Non-equity Partner')).toBe(false);
  });
  it('"equity or non-equity" is no negation of what follows', () => {
    const c = criteria('Socios, equity o non-equity, y también el managing partner.');
    expect(c.exclude).toEqual([]);
    expect(keeps('Socios, equity o non-equity, y también el managing partner.', 'Managing Partner')).toBe(true);
  });
  it.each(['Partner, Audit & Assurance', 'Socio de Auditoría', 'Sócio ROC', 'Associé CAC', 'Revisor Oficial de Contas, Sócio'])(
    '%s is an audit partner',
    (t) => {
      const p = readPerson(makeProfile('x', [{ title: t }])).roles[0];
      expect(p?.areas).toEqual(['audit']);
      expect(p?.level).toBe('partner');
    },
  );
  it('"keine Manager" beside partners leaves the partners, and removes the managers', () => {
    const text = 'Partner in der Prüfung, keine Manager.';
    expect(keeps(text, 'Audit Partner')).toBe(true);
    expect(keeps(text, 'Audit Manager')).toBe(false);
  });
});

describe('laboratories (s39)', () => {
  it.each(['Regulatory CMC Lead', 'Senior Regulatory Affairs Specialist, CMC', 'Spécialiste réglementaire CMC'])('%s is a regulatory CMC specialist', (t) => {
    expect(kind(t)).toBe('regulatory_cmc');
  });
  it('CMC people are not all of regulatory affairs; the fallback to the head of regulatory holds where none is held', () => {
    const c = criteria('Our CMC specialists; where a company has no CMC specialist, its head of regulatory.');
    expect(c.include.map((s) => s.roles)).toEqual([['regulatory_cmc'], ['regulatory_cmc'], []]);
    expect(c.include[2]?.fallback_for).toBe(1);
  });
  it.each(['Principal Scientist', 'Staff Scientist', 'Chercheuse principale', 'Leitender Wissenschaftler', 'Hoofdonderzoeker'])(
    '%s is a principal scientist',
    (t) => {
      expect(kind(t)).toBe('principal_scientist');
    },
  );
  it('a senior scientist is none', () => {
    expect(kind('Senior Scientist')).toBe('');
  });
  it('principal scientists named beside "no bench scientists" stay; the bench scientists go', () => {
    const text = 'Lab heads and principal scientists, no bench scientists.';
    expect(keeps(text, 'Principal Scientist')).toBe(true);
    expect(keeps(text, 'Scientist II')).toBe(false);
  });
  it('"pas les techniciens de labo" leaves the researchers', () => {
    const text = 'Les chercheurs en R&D, pas les techniciens de laboratoire.';
    expect(keeps(text, 'Senior Scientist')).toBe(true);
    expect(keeps(text, 'Lab Technician')).toBe(false);
    expect(kind('Laborantin')).toBe('lab_technician');
  });
  it('"CSO" beside research is the chief scientific officer; beside sales the sales chief', () => {
    expect(criteria('Research leadership: the CSO and heads of research.').include[0]).toMatchObject({ areas: ['scientific_research'], levels: ['c_level'] });
    expect(criteria('Sales leadership: the CSO and sales directors.').include[0]?.roles).toEqual(['cro']);
  });
  it('a bare CSO at a biotech is research’s chief, at a software company unread', () => {
    const at = (industry: string) =>
      atCompany(readPerson(makeProfile('x', [{ title: 'CSO' }])), employerFacts({ id: 42, name: 'Acme', industry, employees_count: 60 })).roles[0];
    expect(at('Biotechnology Research')).toMatchObject({ level: 'c_level', areas: ['scientific_research'] });
    expect(at('Software Development')?.level).not.toBe('c_level');
    const founder = atCompany(
      readPerson(makeProfile('x', [{ title: 'Co-founder & CSO' }])),
      employerFacts({ id: 42, name: 'Acme', industry: 'Biotechnology Research', employees_count: 60 }),
    ).roles[0];
    expect(founder?.roles).toContain('founder');
  });
  it('"Chief Scientific Officer", "Lab Operations Manager" and "Chef de laboratoire" are research', () => {
    for (const t of ['Chief Scientific Officer', 'Lab Operations Manager', 'Chef de laboratoire'])
      expect(readPerson(makeProfile('x', [{ title: t }])).roles[0]?.areas).toEqual(['scientific_research']);
  });
});

describe('in-house legal (s39)', () => {
  const at = (title: string, industry: string) =>
    atCompany(readPerson(makeProfile('x', [{ title }])), employerFacts({ id: 42, name: 'Acme', industry, employees_count: 60 })).roles[0]?.roles ?? [];
  it('a lawyer at an insurer is in-house; at a law or accounting firm, outside counsel', () => {
    expect(at('Legal Counsel', 'Insurance')).toContain('in_house_counsel');
    expect(at('Senior Associate', 'Law Practice')).not.toContain('in_house_counsel');
    expect(at('Advogada Sénior', 'Serviços jurídicos')).not.toContain('in_house_counsel');
    expect(at('Juriste fiscal', 'Contaduría pública')).not.toContain('in_house_counsel');
  });
  it('"in-house counsel" names the in-house lawyers only', () => {
    expect(criteria('Our in-house counsel, nobody at law firms.').include[0]?.roles).toEqual(['in_house_counsel']);
    expect(criteria('Bedrijfsjuristen en de hoofd juridische zaken.').include.flatMap((s) => s.roles)).toContain('in_house_counsel');
  });
});
