// Session 26 (development set 12): law and accounting practices. A practice named by itself ("in der Kanzlei", "en
// cabinet", "en despacho", "em escritório", "in private practice") is the employer: a law or an accounting firm by the
// words of its sentence, a "Kanzlei" that says neither is both, a doctor's "cabinet" no employer; "externe Kanzlei" stays
// outside counsel (compiler/lexicon-employers.ts PRACTICE_*, employer-senses.ts). At a law firm the bare ranks
// ("Senior Associate", "Counsel", "Collaboratrice", "Asociado") are its lawyers (reader/firm.ts LAW_LADDER), and lawyers in
// training ("Konzipientin", "Rechtsanwaltsanwärter", "Trainee Solicitor") are junior lawyers. Our own wordings.
import { describe, expect, it } from 'vitest';
import { createMatcher, compilePersona, readPerson, type PersonaInput } from '../../src/matching/index.js';
import type { EmployerFacts } from '../../src/matching/criteria.js';
import { atFirm } from '../../src/matching/reader/firm.js';
import { makeProfile } from './profile-fixture.js';

const sectorsOf = (definition: string) => compilePersona(definition).criteria.employer?.sectors ?? [];

describe('compiler: a practice named by itself is the employer', () => {
  it.each([
    ['Rechtsanwälte in der Kanzlei, keine Partner', ['law_firms']],
    ['Associates und Counsel bei der Kanzlei', ['law_firms']],
    ['Anwältinnen in einer Kanzlei', ['law_firms']],
    ['Steuerberater und Bilanzbuchhalter in der Kanzlei', ['accounting_firms']],
    ['Avocats collaborateurs en cabinet, hors associés', ['law_firms']],
    ['Comptables et chefs de mission en cabinet', ['accounting_firms']],
    ['Auditeurs dans un cabinet', ['accounting_firms']],
    ['Abogados asociados en despacho', ['law_firms']],
    ['Contables y asesores fiscales en despachos', ['accounting_firms']],
    ['Advogados em escritório, sem os sócios', ['law_firms']],
    ['Contadores em escritórios', ['accounting_firms']],
    ['Accountants in private practice', ['accounting_firms']],
    ['Solicitors in private practice, not partners', ['law_firms']],
  ])('%s', (definition, sectors) => expect(sectorsOf(definition)).toEqual(sectors));

  it('a "Kanzlei" whose sentence names neither lawyers nor tax advisers is both', () => {
    expect(sectorsOf('Azubis in der Kanzlei')).toEqual(['law_firms', 'accounting_firms']);
  });

  it("a doctor's practice, an office and an outside law firm name no employer", () => {
    expect(sectorsOf('Médecins et infirmiers en cabinet')).toEqual([]);
    expect(sectorsOf('Jefes de despacho')).toEqual([]);
    expect(sectorsOf('Rechtsabteilung und externe Kanzlei')).toEqual([]);
    expect(compilePersona('Rechtsabteilung und externe Kanzlei').criteria.include.some((s) => s.employment.includes('contractor'))).toBe(true);
  });
});

const lawFirm: EmployerFacts = { name: 'Example Rechtsanwälte', industry: 'Law Practice', employees: 80 };
const insurer: EmployerFacts = { name: 'Example Insurance', industry: 'Insurance', employees: 80 };
const at = (title: string, company: EmployerFacts) => atFirm(readPerson(makeProfile('x', [{ title }])), company).roles[0]?.areas ?? [];

describe("reader: a law firm's bare ranks are its lawyers", () => {
  it.each(['Senior Associate', 'Junior Associate', 'Associate', 'Counsel', 'Of Counsel', 'Collaboratrice', 'Asociado Senior', 'Associada'])(
    '%s at a law firm',
    (title) => expect(at(title, lawFirm)).toContain('legal_counsel'),
  );
  it('not elsewhere, and not the firm’s own functions', () => {
    expect(at('Senior Associate', insurer)).not.toContain('legal_counsel');
    expect(at('HR Manager', lawFirm)).not.toContain('legal_counsel');
    expect(at('Recruiterin', lawFirm)).not.toContain('legal_counsel');
  });
  it.each(['Konzipientin', 'Rechtsanwaltsanwärter', 'Trainee Solicitor'])('%s is a junior lawyer anywhere', (title) => {
    const r = readPerson(makeProfile('x', [{ title }])).roles[0];
    expect(r?.areas).toContain('legal_counsel');
    expect(r?.level).toBe('entry');
  });
});

describe('matcher: lawyers of the law firm', () => {
  const persona: PersonaInput = { slug: 'p', name: 'p', definition: 'Anwältinnen und Anwälte in der Kanzlei, keine Partner.' };
  const titles = ['Senior Associate', 'Konzipient', 'Rechtsanwältin', 'Partnerin', 'Office Manager'];
  const profiles = titles.map((title, i) => makeProfile(`p${i}`, [{ title }]));
  it('keeps its associates, trainees and lawyers at the law firm, nobody at the insurer', async () => {
    const m = createMatcher({ kind: 'rules' });
    const kept = (await m.match({ ...persona, company: lawFirm }, profiles)).decisions.filter((d) => d.match).map((d) => d.person_ref);
    expect(kept).toEqual(['p0', 'p1', 'p2']);
    const elsewhere = (await m.match({ ...persona, company: insurer }, profiles)).decisions.filter((d) => d.match);
    expect(elsewhere).toEqual([]);
  });
});
