// Session 18 (dev-personas-8, commercial and back-office personas): misreads fixed as general rules, held here with our
// own wordings (paraphrases and other languages), never the set's sentences.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { makeProfile } from './profile-fixture.js';

const persona = (definition: string) => ({ slug: 't', name: 't', definition });
const matches = (definition: string, title: string, employment_type = 'Full-time') =>
  judgeProfile(persona(definition), makeProfile('x', [{ title, employment_type }])).match;

describe('"X is not Y" with a department as Y leaves X out (predicate.ts)', () => {
  it.each([
    ['Purchasing team and its heads. Paid media buyers are not purchasing.', 'Purchasing Manager', 'Media Buyer'],
    ['Support agents for our customers. The internal IT helpdesk is not customer service.', 'Customer Service Agent', 'IT Helpdesk Technician'],
    ['Lawyers and in-house counsel. Privacy officers are not legal here.', 'Legal Counsel', 'Privacy Officer'],
    ['Einkäufer und Leiter Einkauf. Mediaeinkäufer sind kein Einkauf.', 'Einkäufer', 'Mediaeinkäufer'],
    ['Compradores y jefes de compras; los compradores de medios no son compras.', 'Comprador', 'Comprador de Medios'],
    ['Juristes et avocats internes ; les DPO ne sont pas du juridique.', 'Juriste', 'DPO'],
  ])('%s keeps the %s and leaves out the %s', (d, kept, left) => {
    expect(matches(d, kept)).toBe(true);
    expect(matches(d, left)).toBe(false);
  });
  it('the department after "is not" is not excluded, and the subject is not asked for', () => {
    const c = compilePersona('Buyers and category managers. Media buyers are not procurement.').criteria;
    expect(c.exclude.flatMap((s) => s.areas)).not.toContain('procurement');
    expect(c.include.flatMap((s) => s.areas)).not.toContain('growth');
  });
  it('people after "are not" are still no statement about a department', () => {
    const c = compilePersona('Buyers. Our engineers are not managers.').criteria;
    expect(c.exclude.flatMap((s) => s.areas)).toEqual([]);
  });
});

describe('partner managers are business development, not the partner rung (lexicon, title reader)', () => {
  it.each([
    ['Partner managers and alliance leads', 'Channel Partner Manager', 'HR Manager'],
    ['partner managers', 'Partner Manager', 'Payroll Manager'],
    ['Partnermanager und Channel-Verantwortliche', 'Partnermanagerin', 'IT Manager'],
    ['gerentes de parcerias e alianças', 'Gerente de Parcerias', 'Gerente de Vendas'],
  ])('%s keeps the %s and leaves out the %s', (d, kept, left) => {
    expect(matches(d, kept)).toBe(true);
    expect(matches(d, left)).toBe(false);
  });
  it('a partner manager title is no partner of the firm', () => {
    expect(matches('Partners of the firm', 'Partner Manager, EMEA')).toBe(false);
    expect(matches('Partners of the firm', 'Managing Partner')).toBe(true);
  });
  it('business developers sell new business; partner managers are not among them', () => {
    expect(matches('business developers, individual contributors only', 'Business Developer')).toBe(true);
    expect(matches('business developers, individual contributors only', 'Channel Partner Manager')).toBe(false);
  });
});
