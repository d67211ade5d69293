// Session 32 (development set 29, long-tail corporate teams and their neighbours): the areas investor relations, corporate
// development, revenue accounting, pricing, developer relations, internal communications, localisation, customer experience,
// legal operations, sustainability and records management (criteria.ts), read from titles
// (reader/verticals-longtail.ts) and from personas (compiler/lexicon-longtail.ts). Own wordings, six languages.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { makeProfile } from './profile-fixture.js';

const keeps = (d: string, title: string) => judgeProfile({ slug: 't', name: 't', definition: d }, makeProfile('x', [{ title }])).match;
const areasOf = (d: string) => compilePersona(d).criteria.include.flatMap((s) => s.areas);

describe('long-tail teams, each apart from its neighbour', () => {
  it.each([
    ['Our IR people, whatever their rung', 'Senior IR Analyst', 'Head of Press Relations'],
    ['Das Team Investor Relations', 'Managerin Investor Relations', 'Pressereferentin'],
    ["L'équipe relations investisseurs", 'Responsable des relations avec les investisseurs', 'Chargée de relations presse'],
    ['El equipo de relación con inversores', 'Jefa de Relación con Inversores', 'Técnico de Prensa'],
    ['A área de relações com investidores', 'Coordenadora de RI', 'Assessora de Imprensa'],
    ['Het investor relations team', 'Senior Investor Relations Analist', 'Woordvoerder'],
  ])('investor relations: "%s" keeps %s, not %s', (d, yes, no) => {
    expect(keeps(d, yes)).toBe(true);
    expect(keeps(d, no)).toBe(false);
  });
  it('investor relations is no longer only FP&A, and FP&A still keeps the IR team', () => {
    expect(keeps('Investor relations', 'FP&A Analyst')).toBe(false);
    expect(keeps('FP&A team', 'Investor Relations Officer')).toBe(true);
  });
  it.each([
    ['M&A and corporate development, managers and up', 'Corporate Development Director', 'Strategy Manager'],
    ['Konzernentwicklung und M&A ab Manager', 'Leiter M&A', 'Referent Strategie'],
    ['Fusions-acquisitions : responsables et directeurs', 'Directrice fusions-acquisitions', 'Directeur de la stratégie'],
    ['Desarrollo corporativo / M&A, de gerente para arriba', 'Gerente de Desarrollo Corporativo', 'Gerente de Estrategia'],
    ['Fusões e aquisições, gerentes para cima', 'Diretor de M&A', 'Gerente de Estratégia'],
    ['Corporate development en M&A, managers en hoger', 'Hoofd M&A', 'Manager Strategie'],
  ])('corporate development: "%s" keeps %s, not %s', (d, yes, no) => {
    expect(keeps(d, yes)).toBe(true);
    expect(keeps(d, no)).toBe(false);
  });
  it.each([
    ['Internal audit at every level', 'Senior IT Auditor', 'Compliance Analyst'],
    ['Die Interne Revision, alle Ebenen', 'Revisionsleiterin Konzernrevision', 'Compliance Officer'],
    ["L'audit interne", "Directeur de l'audit interne", 'Responsable conformité'],
    ['Auditoría interna', 'Auditora Interna Senior', 'Analista de Cumplimiento'],
    ['Auditoria interna', 'Gerente de Auditoria Interna', 'Analista de Compliance'],
    ['Interne audit', 'Senior Interne Auditor', 'Compliance Officer'],
  ])('internal audit: "%s" keeps %s, not %s', (d, yes, no) => {
    expect(keeps(d, yes)).toBe(true);
    expect(keeps(d, no)).toBe(false);
  });
  it('a chief audit executive heads internal audit; a group treasurer heads treasury', () => {
    expect(keeps('Internal audit, director level and up', 'Chief Audit Executive')).toBe(true);
    expect(keeps('Treasury heads and directors', 'Group Treasurer')).toBe(true);
    expect(keeps('Treasury heads and directors', 'Cash Manager')).toBe(false);
  });
  it('cash managers work in treasury; transfer pricing is tax, not pricing', () => {
    expect(keeps('Treasury analysts and cash managers', 'Senior Cash Manager')).toBe(true);
    expect(keeps('The pricing team', 'Transfer Pricing Manager')).toBe(false);
    expect(keeps('The tax team', 'Transfer Pricing Manager')).toBe(true);
    expect(keeps('Pricing people: analysts to heads', 'Pricing Strategist')).toBe(true);
  });
  it.each([
    ['ESG and sustainability staff', 'Senior ESG Specialist', 'HSE Manager'],
    ['Das Nachhaltigkeitsteam', 'Referentin Nachhaltigkeit', 'Fachkraft für Arbeitssicherheit'],
    ['La direction RSE', 'Chargée de mission développement durable', 'Responsable HSE'],
    ['Sostenibilidad y ESG', 'Técnica de Sostenibilidad', 'Técnico de Prevención'],
    ['Sustentabilidade / ESG', 'Analista de Sustentabilidade', 'Técnico de Segurança do Trabalho'],
    ['Duurzaamheid', 'Adviseur Duurzaamheid', 'Preventieadviseur'],
  ])('sustainability: "%s" keeps %s, not %s', (d, yes, no) => {
    expect(keeps(d, yes)).toBe(true);
    expect(keeps(d, no)).toBe(false);
  });
  it.each([
    ['Internal comms', 'Employee Communications Lead', 'PR Manager'],
    ['Interne Kommunikation', 'Referentin Interne Kommunikation', 'Pressesprecher'],
    ['La communication interne', 'Responsable communication interne', 'Attachée de presse'],
    ['Comunicación interna', 'Técnica de Comunicación Interna', 'Jefe de Prensa'],
    ['Comunicação interna e endomarketing', 'Analista de Endomarketing', 'Assessor de Imprensa'],
    ['Interne communicatie', 'Adviseur Interne Communicatie', 'Persvoorlichter'],
  ])('internal communications: "%s" keeps %s, not %s', (d, yes, no) => {
    expect(keeps(d, yes)).toBe(true);
    expect(keeps(d, no)).toBe(false);
  });
  it.each([
    ['Translators and localisation', 'Localisation Engineer'],
    ['Übersetzer und Lokalisierung', 'Übersetzerin'],
    ['Traducteurs et localisation', 'Traductrice senior'],
    ['Traductores y localización', 'Traductora'],
    ['Tradutores e localização', 'Tradutor Pleno'],
    ['Vertalers en lokalisatie', 'Vertaalster'],
  ])('localisation: "%s" keeps %s, not a software engineer', (d, yes) => {
    expect(keeps(d, yes)).toBe(true);
    expect(keeps(d, 'Software Engineer')).toBe(false);
  });
  it('customer experience is not the support line nor customer success', () => {
    const d = 'CX and voice-of-customer people, managers and up';
    expect(keeps(d, 'Director, Customer Experience')).toBe(true);
    expect(keeps(d, 'VoC Manager')).toBe(true);
    expect(keeps(d, 'Customer Service Manager')).toBe(false);
    expect(keeps(d, 'Customer Success Manager')).toBe(false);
    expect(areasOf('Responsables de experiencia de cliente')).toContain('customer_experience');
    expect(areasOf('Klantbeleving')).toContain('customer_experience');
  });
  it('customer experience is customer support too: support leaders keep the head of CX, and leaving out CX keeps the support line', () => {
    for (const d of ['Leaders of customer support, manager and up', 'Leitung Kundenservice ab Teamleitung', 'Responsables du service client'])
      expect(keeps(d, 'Head of Customer Experience')).toBe(true);
    const d = 'Customer support managers and up, but not the CX team';
    expect(keeps(d, 'Customer Service Manager')).toBe(true);
    expect(keeps(d, 'Head of CX')).toBe(false);
  });
  it('legal operations and contract managers are not counsel', () => {
    const d = 'Legal operations people';
    expect(keeps(d, 'Legal Ops Specialist')).toBe(true);
    expect(keeps(d, 'Legal Project Manager')).toBe(true);
    expect(keeps(d, 'Senior Legal Counsel')).toBe(false);
    expect(keeps('Contractbeheer', 'Contractbeheerder')).toBe(true);
  });
  it('developer relations is not software engineering nor product marketing', () => {
    const d = 'Developer advocates and whoever leads developer relations';
    expect(keeps(d, 'Staff Developer Advocate')).toBe(true);
    expect(keeps(d, 'Head of Developer Relations')).toBe(true);
    expect(keeps(d, 'Senior Software Engineer')).toBe(false);
    expect(keeps(d, 'Product Marketing Manager')).toBe(false);
  });
  it('revenue accounting is accounting too, not RevOps', () => {
    const d = 'Revenue accountants (ASC 606)';
    expect(keeps(d, 'Revenue Recognition Analyst')).toBe(true);
    expect(keeps(d, 'RevOps Analyst')).toBe(false);
    expect(keeps('Accounting team', 'Senior Revenue Accountant')).toBe(true);
  });
  it.each([
    ['Records management', 'Records Management Specialist'],
    ['Schriftgutverwaltung und Archiv', 'Archivarin'],
    ["Gouvernance de l'information", 'Archiviste'],
    ['Gestión documental', 'Técnico de Gestión Documental'],
    ['Gestão documental', 'Arquivista'],
    ['Informatiebeheer', 'Senior Informatiebeheerder'],
  ])('records management: "%s" keeps %s, not IT', (d, yes) => {
    expect(keeps(d, yes)).toBe(true);
    expect(keeps(d, 'IT Support Specialist')).toBe(false);
  });
});
