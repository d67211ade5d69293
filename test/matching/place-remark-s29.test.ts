// Session 29: a clause of place at the end of a sentence, after a comma or a dash ("…, where partner means something
// else", "…, wherever they sit", "…, onde …", "…, où …", "…, donde …", "…, wo …", "…, waar …") is a remark on the place or
// on a word: it names nobody, and the people before it stay (it was read as a heading's list, or as the title "where
// partner"). A German "(Mit)Gesellschafter(in)" beside a job is an owner. Own words.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { makeProfile } from './profile-fixture.js';

const read = (d: string) => compilePersona(d);

describe('a clause of place at the end of a sentence names nobody', () => {
  it.each([
    'Owners, founders and partners — not at accounting firms, where a partner is just a senior accountant.',
    'Owners, founders and partners, except at consultancies, where partners are staff.',
    'Propriétaires, fondateurs et associés — sauf chez les experts-comptables, où un associé est un salarié.',
    'Dueños, fundadores y socios, salvo en las consultoras, donde socio significa otra cosa.',
    'Donos, fundadores e sócios — exceto nas consultorias, onde sócio quer dizer outra coisa.',
    'Inhaber, Gründer und Partner, nicht in Steuerkanzleien, wo ein Partner nur angestellt ist.',
    'Eigenaren, oprichters en partners, behalve bij adviesbureaus, waar partner iets anders betekent.',
  ])('%s keeps the founders, owners and partners', (d) => {
    const r = read(d);
    expect(r.criteria.include.flatMap((s) => s.traits)).toEqual(expect.arrayContaining(['founder', 'owner']));
    expect(r.criteria.include.flatMap((s) => s.levels)).toContain('partner');
    expect(r.criteria.include.flatMap((s) => s.titles ?? [])).toEqual([]);
    expect(r.unrecognised).toEqual([]);
  });
  it('a remark after a list of areas leaves the areas', () => {
    const r = read('Safety people: EHS managers and safety advisors, wherever they are based.');
    expect(r.criteria.include.flatMap((s) => s.areas)).toContain('hse');
    expect(r.unrecognised).toEqual([]);
  });
  it('a clause of place followed by more people is not a remark', () => {
    const r = read('Finance leaders, and where there is no finance lead, the CEO.');
    expect(r.criteria.include.flatMap((s) => s.roles)).toContain('ceo');
  });
  it('keeps the owners and founders of a company, not the remark as a title', () => {
    const keeps = (title: string) =>
      judgeProfile(
        { slug: 't', name: 't', definition: 'Founders and partners, except at law firms, where partner means a senior lawyer.' },
        makeProfile('x', [{ title }]),
      ).match;
    expect(keeps('Co-Founder & CEO')).toBe(true);
    expect(keeps('Partner')).toBe(true);
    expect(keeps('Senior Accountant')).toBe(false);
  });
});

describe('a co-partner of a German company is an owner', () => {
  it.each(['Vertriebsleiter und Mitgesellschafter', 'Mitgesellschafterin & CFO', 'Gesellschafterin'])('%s is an owner', (title) => {
    expect(judgeProfile({ slug: 't', name: 't', definition: 'Owners and founders' }, makeProfile('x', [{ title }])).match).toBe(true);
  });
  it('a head of sales alone is not', () => {
    expect(judgeProfile({ slug: 't', name: 't', definition: 'Owners and founders' }, makeProfile('x', [{ title: 'Vertriebsleiter' }])).match).toBe(false);
  });
});
