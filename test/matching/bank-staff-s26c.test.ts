// Session 26 (development set 12): a bank's branch staff. Beside a bank's branches or customers, a persona's "advisers" /
// "Berater" / "asesores" are its personal bankers and relationship managers (they read as advisors to the board, so a
// bank's board advisors were kept and its advisers dropped), unless the persona names the board or strategy; its
// "cashiers" / "Kassierer" / "caissiers" are tellers (compiler/lexicon-institutions.ts); "Sparkasse" and "the savings bank"
// name banks. Titles: "Personal Banking Advisor", "Financial Advisor", "Privatkundenberaterin", "Vermögensberater",
// "Sparkassenkauffrau", "Asesor financiero" are personal bankers (the English ones read as board advisors), "Counter
// Services Officer" a teller (reader/verticals-institutions.ts). Our own wordings.
import { describe, expect, it } from 'vitest';
import { compilePersona, createMatcher, readPerson, type PersonaInput } from '../../src/matching/index.js';
import { makeProfile } from './profile-fixture.js';

const roleOf = (title: string) => readPerson(makeProfile('x', [{ title }])).roles[0];
const rolesOf = (definition: string) => compilePersona(definition).criteria.include.flatMap((s) => s.roles);
const employmentOf = (definition: string) => compilePersona(definition).criteria.include.flatMap((s) => s.employment);

describe('compiler: advisers and cashiers of a bank branch', () => {
  it.each([
    'Cashiers, advisers and branch managers at the credit union',
    'Tellers and customer advisers in the bank branches',
    'Kassierer und Berater in den Filialen der Sparkasse',
    'Cajeros y asesores de las oficinas del banco',
  ])('%s', (definition) => {
    expect(rolesOf(definition)).toEqual(expect.arrayContaining(['personal_banker', 'relationship_manager']));
    expect(compilePersona(definition).criteria.include.some((s) => s.areas.includes('customer_support') || s.roles.includes('teller'))).toBe(true);
    expect(employmentOf(definition)).not.toContain('advisor');
  });
  it("the board's and strategy advisers stay advisors", () => {
    expect(employmentOf('Advisers and board members of the credit union')).toContain('advisor');
    expect(employmentOf('Strategic advisers to the bank, for its branch network')).toContain('advisor');
  });
  it('"Sparkasse" names the employer', () => {
    expect(compilePersona('Tellers at the Sparkasse').criteria.employer?.sectors).toEqual(['banking']);
    expect(compilePersona('Tellers at the savings bank').criteria.employer?.sectors).toEqual(['banking']);
  });
});

describe("reader: a bank's advisers and counter staff", () => {
  it.each([
    'Personal Banking Advisor',
    'Financial Advisor',
    'QFA – Financial Adviser',
    'Privatkundenberaterin',
    'Vermögensberater',
    'Anlageberaterin',
    'Sparkassenkauffrau',
    'Asesor financiero',
    'Conseillère financière',
  ])('%s is a personal banker, no board advisor', (title) => {
    const r = roleOf(title);
    expect(r?.roles).toContain('personal_banker');
    expect(r?.employment).toBe('employee');
  });
  it('a counter services officer is a teller', () => expect(roleOf('Counter Services Officer')?.roles).toContain('teller'));
});

describe('matcher: branch staff of a credit union', () => {
  const persona: PersonaInput = { slug: 'p', name: 'p', definition: 'Branch staff at the credit union: cashiers, advisers and branch managers.' };
  it('keeps the teller, the advisers and the branch manager, not the board advisor', async () => {
    const titles = ['Teller', 'Mortgage Advisor', 'Financial Advisor', 'Branch Manager', 'Advisory Board Member'];
    const profiles = titles.map((title, i) => makeProfile(`p${i}`, [{ title }]));
    const kept = (await createMatcher({ kind: 'rules' }).match(persona, profiles)).decisions.filter((d) => d.match).map((d) => d.person_ref);
    expect(kept).toEqual(['p0', 'p1', 'p2', 'p3']);
  });
});
