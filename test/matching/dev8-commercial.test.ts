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

describe('tax and L&D are areas of their own (criteria.ts, lexicon, reader/areas.ts)', () => {
  it.each([
    ['tax and treasury staff', 'Tax Manager', 'FP&A Analyst'],
    ['Steuerabteilung und Treasury', 'Steuerreferentin', 'Controller'],
    ['fiscalité et trésorerie', 'Responsable fiscal', 'Comptable'],
    ['fiscalisten', 'Fiscalist', 'Boekhouder'],
    ['learning & development team', 'Head of L&D', 'Technical Recruiter'],
    ['Weiterbildung und Personalentwicklung', 'Referentin Personalentwicklung', 'HR Business Partner'],
    ['equipe de treinamento e desenvolvimento', 'Analista de Treinamento e Desenvolvimento', 'Analista de RH'],
  ])('%s keeps the %s and leaves out the %s', (d, kept, left) => {
    expect(matches(d, kept)).toBe(true);
    expect(matches(d, left)).toBe(false);
  });
  it('L&D people are still HR people, and HR leaders without L&D leave them out', () => {
    expect(matches('the HR team', 'Learning & Development Manager')).toBe(true);
    expect(matches('HR managers and heads of HR, not L&D', 'Head of Learning & Development')).toBe(false);
    expect(matches('HR managers and heads of HR, not L&D', 'Head of HR')).toBe(true);
  });
  it('a payroll bookkeeper is payroll, a billing clerk is accounts receivable', () => {
    expect(matches('payroll specialists', 'Lohnbuchhalter')).toBe(true);
    expect(matches('AR and AP clerks', 'Billing Clerk')).toBe(true);
  });
});

describe('context before "so I need" names nobody (lexicon CONTEXT_LEAD)', () => {
  it.each([
    ['We integrate with a cloud platform and an ERP, so we need the finance controllers.', 'Financial Controller', 'DevOps Engineer'],
    ['Wir verkaufen eine Lernplattform, also suchen wir die Personalentwicklung.', 'Referent Personalentwicklung', 'Platform Engineer'],
    ['Vendemos una plataforma de formación, por eso buscamos a los responsables de formación.', 'Responsable de Formación', 'Ingeniero de Plataforma'],
  ])('%s keeps the %s and leaves out the %s', (d, kept, left) => {
    expect(matches(d, kept)).toBe(true);
    expect(matches(d, left)).toBe(false);
  });
  it('"also" without a request keeps the list before it', () => {
    expect(matches('HR managers, also recruiters', 'HR Manager')).toBe(true);
  });
});

describe('whoever runs an area, with its people named in parentheses (attach.ts)', () => {
  it.each([
    ['who runs payroll (specialists + the payroll manager)', 'Payroll Specialist'],
    ['whoever runs payroll (specialists and payroll managers)', 'Payroll Specialist'],
    ['whoever runs payroll (specialists and payroll managers)', 'Payroll Manager'],
  ])('%s keeps the %s', (d, kept) => expect(matches(d, kept)).toBe(true));
});

describe('title and rung words', () => {
  it('an assistant to a chief is an assistant, not the chief', () => {
    for (const t of ['Assistant to the CFO', 'Assistentin des CEO', 'Assistante du DAF']) expect(matches('the CFO and the CEO', t)).toBe(false);
    expect(matches('executive assistants', 'Assistant to the CFO')).toBe(true);
  });
  it('an AVP is the rung below a vice president', () => {
    expect(matches('VPs of finance and above', 'AVP Finance')).toBe(false);
    expect(matches('VPs of finance and above; no AVPs', 'VP Finance')).toBe(true);
    expect(matches('senior finance managers', 'Assistant Vice President, Finance')).toBe(true);
  });
  it('"the persons responsible of X" are those who run X', () => {
    expect(matches('the persons responsible of the marketing', 'Head of Marketing')).toBe(true);
    expect(matches('the persons responsible of the marketing', 'Marketing Specialist')).toBe(false);
  });
  it('a range "from the controller to the head" after a list of areas is of those areas', () => {
    const d = 'Controlling and FP&A, from the controller up to the head; not accounting';
    expect(matches(d, 'Head of FP&A')).toBe(true);
    expect(matches(d, 'Tax Manager')).toBe(false);
    expect(matches('Controlling et FP&A, du contrôleur jusqu’au responsable', 'Trésorier')).toBe(false);
  });
});

describe('"(and above)" alone in parentheses is the top of the range before it (tag-sentence.ts)', () => {
  it.each([
    'Sales managers and sales directors (and above)',
    'Gerentes de ventas y directores comerciales (y por encima)',
    'Vertriebsleiter und Sales Manager (und höher)',
    'gerentes de vendas (e acima)',
  ])('%s keeps the VP of sales and leaves out the account executive', (d) => {
    expect(matches(d, 'VP of Sales')).toBe(true);
    expect(matches(d, 'Account Executive')).toBe(false);
  });
});
