// Session 29 (issue 22): digital and e-commerce leaders.
// - A CDO who says digital ("CDO (digital)", "CDO digital", "Chief Digital Officer") is the chief digital officer, the role
//   `chief_digital_officer` (compiler: lexicon.ts, tag-sentence.ts CDO_DIGITAL; reader: title-tiers.ts CHIEF), not the data
//   chief; a bare CDO stays the chief data officer.
// - E-commerce is an area (criteria.ts `ecommerce`, across functions like growth: "marketing managers" do not name the
//   e-commerce manager): heads and managers of e-commerce, the web shop and marketplaces in six languages (reader:
//   title-functions.ts ECOMMERCE, areas.ts CROSS_AREA_RULES; compiler: lexicon.ts).
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile, readPerson } from '../../src/matching/index.js';
import { makeProfile } from './profile-fixture.js';

const included = (d: string) => compilePersona(d).criteria.include;
const roles = (d: string) => included(d).flatMap((s) => s.roles);
const kept = (d: string, title: string) => judgeProfile({ slug: 'x', name: 'x', definition: d }, makeProfile('x', [{ title }])).match;
const facts = (title: string) => readPerson(makeProfile('x', [{ title }])).roles[0];

describe('a CDO who says digital is the chief digital officer', () => {
  it.each([
    'CMO, CDO (digital) and heads of marketing',
    'CMO, CDO (Digital) und Leitung Marketing',
    'CMO, CDO digital et directeurs marketing',
    'Los CDO (digitales) y los CMO',
    'Chief digital officers and CMOs',
  ])('%s', (d) => {
    expect(roles(d)).toContain('chief_digital_officer');
    expect(roles(d)).not.toContain('cdo');
    expect(compilePersona(d).warnings.filter((w) => w.code === 'unrecognised')).toEqual([]);
  });
  it.each(['Data leaders: CDO and heads of data', 'CDO (data) and BI leads'])('a CDO of data stays the data chief: %s', (d) => {
    expect(roles(d)).toContain('cdo');
  });
  it.each([
    ['Chief Digital Officer', 'chief_digital_officer'],
    ['CDO (Digital)', 'chief_digital_officer'],
    ['Chief Digital & Technology Officer', 'chief_digital_officer'],
    ['CDO', 'cdo'],
    ['Chief Data Officer', 'cdo'],
  ])('the title %s', (title, role) => {
    expect(facts(title)?.roles[0]).toBe(role);
    expect(facts(title)?.level).toBe('c_level');
  });
  it('judged: the digital chief is kept, the data chief is not', () => {
    expect(kept('CMO and CDO (digital).', 'Chief Digital Officer')).toBe(true);
    expect(kept('CMO and CDO (digital).', 'Chief Data Officer')).toBe(false);
  });
});

describe('e-commerce is an area of its own', () => {
  it.each([
    ['Head of E-commerce', 'head'],
    ['Leiterin E-Commerce', 'head'],
    ['Responsable e-commerce', 'head'],
    ['Jefe de Comercio Electrónico', 'head'],
    ['E-commerce Manager', 'manager'],
    ['Webshop Manager', 'manager'],
    ['Gerente de E-commerce', 'manager'],
  ])('the title %s', (title, level) => {
    expect(facts(title)?.areas).toContain('ecommerce');
    expect(facts(title)?.level).toBe(level);
  });
  it.each(['E-Commerce Marketing Manager', 'E-commerce Developer'])('a title of another function keeps it and adds e-commerce: %s', (title) => {
    expect(facts(title)?.areas.length).toBeGreaterThan(1);
    expect(facts(title)?.areas).toContain('ecommerce');
  });
  it.each([
    'Heads of e-commerce and e-commerce managers',
    'Leiter E-Commerce und Onlineshop-Manager',
    'Directeurs e-commerce et responsables commerce en ligne',
    'Jefes de comercio electrónico',
    'Gerentes de e-commerce',
    'Hoofden webshop en e-commerce managers',
  ])('a persona: %s', (d) => {
    expect(included(d).flatMap((s) => s.areas)).toContain('ecommerce');
    expect(compilePersona(d).criteria.employer).toBeUndefined();
  });
  it('judged: heads of e-commerce keep the e-commerce lead, not the marketing manager; marketing managers keep no e-commerce manager', () => {
    expect(kept('Heads of e-commerce.', 'Head of E-commerce')).toBe(true);
    expect(kept('Heads of e-commerce.', 'Head of Marketing')).toBe(false);
    expect(kept('Marketing managers.', 'E-commerce Manager')).toBe(false);
  });
  it('at e-commerce companies stays the employer', () => {
    expect(compilePersona('Marketing managers at e-commerce companies').criteria.employer?.sectors).toEqual(['marketplaces']);
  });
});
