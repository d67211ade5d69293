// The failure shapes of issue 22's table, in new words (training, not blind sentences): the compiler's
// reading and the title reader's, judged on single profiles.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile, readPerson } from '../../src/matching/index.js';
import { makeProfile } from './profile-fixture.js';

const persona = (definition: string) => ({ slug: 't', name: 't', definition });
const matches = (definition: string, title: string, extra: Parameters<typeof makeProfile>[2] = {}) =>
  judgeProfile(persona(definition), makeProfile('x', [{ title }], extra)).match;

describe('persona compiler: shapes of issue 22', () => {
  it('an exclusion by role names removes the area’s individual contributors, not its leaders', () => {
    const def = 'Finance decision makers, excluding accountants, bookkeepers and interns.';
    expect(matches(def, 'CFO')).toBe(true);
    expect(matches(def, 'Head of Accounting')).toBe(true);
    expect(matches(def, 'Senior Accountant')).toBe(false);
    expect(matches(def, 'Finance Intern')).toBe(false);
  });

  it('EMs and senior EMs are engineering managers; tech leads are not', () => {
    const def = 'EMs and senior EMs, not tech leads.';
    expect(matches(def, 'Engineering Manager')).toBe(true);
    expect(matches(def, 'Senior Engineering Manager')).toBe(true);
    expect(matches(def, 'Tech Lead')).toBe(false);
    expect(matches(def, 'Senior Software Engineer')).toBe(false);
    expect(matches('Engineering leaders from senior EM up.', 'Engineering Manager')).toBe(false);
    expect(matches('Engineering leaders from senior EM up.', 'VP Engineering')).toBe(true);
  });

  it('a reference back takes the area named before ("the AEs themselves and their team leads, not their managers")', () => {
    const def = 'Account executives: the AEs themselves and their team leads, but not their managers.';
    expect(matches(def, 'Account Executive')).toBe(true);
    expect(matches(def, 'Software Engineer')).toBe(false);
    expect(matches(def, 'Marketing Specialist')).toBe(false);
  });

  it('RevOps / sales ops is its own area, "manager and up" a range', () => {
    const def = 'RevOps and sales ops, manager and up.';
    expect(matches(def, 'Revenue Operations Manager')).toBe(true);
    expect(matches(def, 'Head of RevOps')).toBe(true);
    expect(matches(def, 'Sales Operations Analyst')).toBe(false);
    expect(matches(def, 'VP Sales')).toBe(false);
    expect(matches(def, 'CRO')).toBe(false);
  });

  it('procurement and its buyers; "CPO" next to procurement words is the procurement chief, alone a warning', () => {
    const def = 'Procurement: buyers, purchasing managers and the CPO (chief procurement officer).';
    expect(matches(def, 'Senior Buyer')).toBe(true);
    expect(matches(def, 'Einkäufer')).toBe(true);
    expect(matches(def, 'Chief Procurement Officer')).toBe(true);
    expect(matches(def, 'Office Manager')).toBe(false);
    expect(matches(def, 'CEO')).toBe(false);
    expect(matches(def, 'Media Buyer')).toBe(false);
    expect(compilePersona('The CPO and product managers.').warnings.map((w) => w.code)).toContain('ambiguous');
  });

  it('DevOps / SRE / platform is not IT administration', () => {
    const def = 'DevOps, SRE and platform engineers, not IT admins.';
    expect(matches(def, 'Site Reliability Engineer')).toBe(true);
    expect(matches(def, 'Platform Engineer')).toBe(true);
    expect(matches(def, 'System Administrator')).toBe(false);
    expect(matches(def, 'Backend Engineer')).toBe(false);
  });

  it.each([
    'Tout le marketing, pas les stagiaires ni les freelances.',
    'Todo el marketing, sin becarios ni autónomos.',
    'Todo o marketing, sem estagiários nem freelancers.',
    'Marketing, geen stagiairs en geen freelancers.',
    'Marketing, keine Praktikanten, ohne Freiberufler.',
  ])('a negated phrase is never an inclusion: %s', (def) => {
    expect(matches(def, 'Marketing Manager')).toBe(true);
    expect(matches(def, 'Marketing Intern')).toBe(false);
    expect(matches(def, 'Software Engineer')).toBe(false);
    expect(compilePersona(def).criteria.include.every((s) => !s.levels.includes('intern'))).toBe(true);
  });

  it('an area’s decision makers are its managers and up; the company’s top only joins for a purchase', () => {
    for (const def of ['HR decision makers.', 'Les décideurs RH.', 'Entscheider im Personalbereich.']) {
      expect(matches(def, 'HR Manager')).toBe(true);
      expect(matches(def, 'DRH')).toBe(true);
      expect(matches(def, 'HR Business Partner')).toBe(false);
      expect(matches(def, 'CEO')).toBe(false);
      expect(matches(def, 'Co-Founder')).toBe(false);
    }
    expect(matches('Decision makers for HR software.', 'CEO')).toBe(true);
    expect(matches('Decision makers for HR software.', 'HR Manager')).toBe(false);
    expect(matches('Decision makers.', 'CEO')).toBe(true);
  });

  it('growth is an area across marketing, product and engineering; demand gen and performance marketing are its marketing side', () => {
    for (const def of [
      'Growth ICs: growth marketers, growth PMs and growth engineers, not their managers.',
      'Individual contributors on the growth team.',
      'Los ICs de growth, sin managers.',
    ]) {
      for (const t of ['Growth Marketer', 'Growth Engineer', 'Growth Product Manager', 'Growth Hacker', 'Performance Marketing Manager', 'SEO Specialist'])
        expect(matches(def, t)).toBe(true);
      for (const t of ['Head of Growth', 'Growth Lead', 'Brand Manager', 'Content Marketing Manager', 'Software Engineer', 'Product Manager'])
        expect(matches(def, t)).toBe(false);
    }
    expect(matches('Demand gen and performance marketing ICs.', 'Paid Social Specialist')).toBe(true);
    expect(matches('Demand gen and performance marketing ICs.', 'PR Manager')).toBe(false);
    // Its nominal function does not pull growth engineers and growth PMs into "all of marketing".
    expect(matches('All of marketing.', 'Growth Engineer')).toBe(false);
    expect(matches('All of marketing.', 'Growth Product Manager')).toBe(false);
    expect(matches('All of marketing.', 'Head of Growth')).toBe(true);
    expect(matches('Marketing leadership: the CMO and the VPs, heads and directors of marketing, growth or brand.', 'Director of Growth')).toBe(true);
  });

  it('an area with something "included" keeps the area ("(freelancers included)", "(stagiaires inclus)")', () => {
    for (const def of ['All of marketing (freelancers included).', 'All of marketing, including freelancers.', 'Tout le marketing (stagiaires inclus).']) {
      expect(matches(def, 'Marketing Manager')).toBe(true);
      expect(matches(def, 'Chargée de marketing')).toBe(true);
      expect(matches(def, 'Software Engineer')).toBe(false);
    }
    expect(matches('Engineers (contractors only).', 'Software Engineer')).toBe(false);
  });

  it('conditions in parentheses narrow the piece before them, never stand alone ("(en plantilla)", "(employees or contractors)")', () => {
    const def = 'CFO o responsable financiero (en plantilla, no externos).';
    expect(matches(def, 'CFO')).toBe(true);
    expect(matches(def, 'Head of Finance')).toBe(true);
    expect(matches(def, 'Contable')).toBe(false);
    expect(matches(def, 'Finance Manager')).toBe(false);
    expect(matches('Engineers (employees or contractors).', 'Freelance Developer')).toBe(true);
    expect(matches('Engineers (employees or contractors).', 'Freelance Marketing Consultant')).toBe(false);
    // "financieros", "financeiros", "financiers": the finance area as an adjective.
    expect(matches('CFO y directores financieros en plantilla.', 'Directora Financiera')).toBe(true);
    expect(matches('CFO y directores financieros en plantilla.', 'Marketing Director')).toBe(false);
  });

  it('treasury is its own area of finance: not FP&A or controlling', () => {
    const def = 'FP&A and controlling, from analysts to heads.';
    for (const t of ['Controller', 'Controllerin', 'Leiter Controlling', 'Financial Controller', 'FP&A Analyst', 'Contrôleur de gestion'])
      expect(matches(def, t)).toBe(true);
    for (const t of ['Treasurer', 'Treasury Analyst', 'Trésorière', 'Accountant']) expect(matches(def, t)).toBe(false);
    for (const t of ['Treasurer', 'Treasury Analyst', 'Tesorero']) expect(matches('Treasury people at any level.', t)).toBe(true);
    expect(matches('La trésorerie, tous niveaux.', 'Trésorière')).toBe(true);
    expect(matches('Treasury people at any level.', 'Controller')).toBe(false);
  });

  it('reads German gender forms and one-edit typos', () => {
    expect(matches('Gründer:innen und Inhaber*innen', 'Gründerin')).toBe(true);
    expect(matches('Enginers, no contractors', 'Backend Engineer')).toBe(true);
  });
});

describe('title reader: shapes of issue 22', () => {
  const facts = (title: string, extra: Parameters<typeof makeProfile>[2] = {}) => readPerson(makeProfile('x', [{ title }], extra));

  it('reads the marketing titles of acquisition, paid media, PR and content in six languages', () => {
    for (const t of [
      'SEA Manager',
      'Paid Social Specialist',
      'Affiliate Manager',
      'Referentin Unternehmenskommunikation',
      'Pressesprecher',
      'Attachée de presse',
      'Analista de Mídias Sociais',
      'Analista de Inbound',
      'Analista de Performance',
      'Webredacteur',
      'Redakteurin',
      'Redator',
      'Contentspecialist',
      'Campagnemanager',
      'Mediaplaner',
      'Publicista',
      'Lead Generation Specialist',
      'Trafficker digital',
      'Référenceur',
    ])
      expect(facts(t).roles[0]?.areas[0], t).toBe('marketing');
    expect(facts('Inbound Sales Representative').roles[0]?.areas).not.toContain('marketing');
    expect(facts('Sea Freight Coordinator').roles[0]?.areas).not.toContain('marketing');
    expect(facts('Growth Engineer').roles[0]?.areas).toEqual(['software', 'growth']);
    expect(facts('Growth Marketing Manager').roles[0]?.manages).toBe(false);
  });

  it('only this company’s current roles make a founder: not ex-, former, 2x or a side project', () => {
    expect(facts('Software Engineer | ex-founder').founder).toBe(false);
    expect(facts('Product Lead, 2x founder').founder).toBe(false);
    expect(facts('Head of Sales', { headline: 'Head of Sales | Co-Founder @ SideProject' }).founder).toBe(false);
    expect(facts('Head of Sales', { headline: 'Former co-founder of Foo' }).founder).toBe(false);
    expect(facts('Co-Founder & CEO').founder).toBe(true);
  });

  it('reads two functions in one title and the levels of the ladder', () => {
    const vp = facts('VP Sales & Marketing').roles[0];
    expect(vp?.areas).toEqual(expect.arrayContaining(['new_business', 'marketing']));
    expect(vp?.level).toBe('vp');
    expect(facts('SVP Engineering').roles[0]?.level).toBe('svp');
    expect(facts('Senior Engineering Manager').roles[0]?.level).toBe('senior_manager');
    expect(facts('Team Lead Customer Support').roles[0]?.level).toBe('team_lead');
    expect(facts('Tech Lead').roles[0]?.level).toBe('tech_lead');
  });

  it.each([
    ['Hoofd IT', 'head', 'it'],
    ['IT Mgr', 'manager', 'it'],
    ['Gerente de TI', 'manager', 'it'],
    ['Chief Security Officer', 'c_level', 'security'],
    ['Site Reliability Engineer', 'entry', 'devops'],
    ['Revenue Operations Manager', 'manager', 'revops'],
    ['Einkäufer', 'entry', 'procurement'],
    ['Data Protection Officer', 'entry', 'compliance'],
    ['Produktmarketing Manager', 'entry', 'product_marketing'],
  ] as const)('%s → %s in %s', (title, level, area) => {
    const r = facts(title).roles[0];
    expect(r?.level).toBe(level);
    expect(r?.areas[0]).toBe(area);
  });

  it('look-alike titles keep their own meaning', () => {
    expect(facts('Founding Engineer').founder).toBe(false);
    expect(facts('Chief of Staff').roles[0]?.level).not.toBe('c_level');
    expect(facts('Media Buyer').roles[0]?.areas[0]).toBe('marketing');
  });
});
