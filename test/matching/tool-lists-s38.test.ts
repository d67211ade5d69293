// Systems listed before (or after) one word for their owners: the word is said for each ("ERP, CRM and HRIS admins" are
// the admins of all three, not the HRIS admins and two bare system names). Own wordings.
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';
import { spellOutToolLists } from '../../src/matching/compiler/tool-lists.js';
import { titleAreas } from '../../src/matching/reader/person-areas.js';
import { parseTitle } from '../../src/matching/reader/title.js';

const roles = (text: string) => [...new Set(compilePersona(text).criteria.include.flatMap((s) => s.roles))].sort();
const areas = (text: string) => [...new Set(compilePersona(text).criteria.include.flatMap((s) => s.areas))].sort();

describe('lists of systems sharing their owners (s38)', () => {
  it.each([
    ['Target the CRM, ERP and HRIS admins.', ['crm_systems', 'erp_systems', 'hr_systems']],
    ['Zendesk and ServiceNow owners at each account', ['itsm_systems', 'support_ops']],
    ['Salesforce- und Personio-Admins, sonst niemand.', ['crm_systems', 'hr_systems']],
    ['Les administrateurs Odoo et NetSuite.', ['erp_systems', 'finance_systems']],
    ['Administradores de Jira y Zendesk.', ['dev_tooling', 'support_ops']],
    ['Beheerders van TOPdesk en Salesforce', ['crm_systems', 'itsm_systems']],
  ])('%s', (text, want) => {
    expect(roles(text)).toEqual(want);
  });

  it('a system named with its own team stays apart ("Leitung ERP und SAP-Basis-Team")', () => {
    expect(spellOutToolLists('Leitung ERP und SAP-Basis-Team')).toBe('Leitung ERP und SAP-Basis-Team');
  });

  it('a list of systems without an owner word names nobody new', () => {
    expect(spellOutToolLists('Users of Salesforce and HubSpot are out.')).toBe('Users of Salesforce and HubSpot are out.');
  });

  it('a family without a kind is its area ("Snowflake and Tableau people")', () => {
    expect(areas('Snowflake and Tableau people')).toEqual(['analytics', 'data_engineering']);
  });

  it('"sonst niemand" is nobody else, not a fallback', () => {
    expect(roles('Die HubSpot-Admins, sonst niemand.')).toEqual(['marketing_ops']);
    expect(roles('Der CFO, sonst die Geschäftsführung.')).toEqual(['ceo', 'cfo']);
  });
});

describe('tool owners, more (s38)', () => {
  const include = (text: string) => compilePersona(text).criteria.include;

  it('"the controller who owns it": a relative "who" after a title says which one; "everyone who leads that team" stays the leaders', () => {
    const c = compilePersona('The NetSuite admin; where there is none, the financial controller who owns it.').criteria.include;
    expect(c.map((s) => [s.roles, s.areas, s.levels])).toEqual([
      [['finance_systems'], [], []],
      [[], ['controlling'], []],
    ]);
    expect(c[1]?.fallback_for).toBe(0);
    expect(include('The IT team, plus whoever runs it.')[1]?.levels).toContain('head');
  });

  it('"the reps who live in it": the tool they use, no IT department', () => {
    const ex = compilePersona('The HubSpot admins, not the reps who live in it all day.').criteria.exclude;
    expect(ex.flatMap((s) => s.areas)).not.toContain('it');
  });

  it('a card\'s seniority holds for the kinds of work it lists ("CRM admins", "Marketing Ops")', () => {
    const c = include('- Roles: Marketing Ops, HubSpot admins\n- Seniority: Director+');
    expect(c.length).toBeGreaterThan(0);
    for (const s of c) expect(s.levels).toContain('director');
    for (const s of c) expect(s.levels).not.toContain('manager');
  });

  it("a BI tool's developers build its dashboards (analytics), a platform's stay software engineers", () => {
    expect(include('Desarrolladores de Tableau.').flatMap((s) => s.areas)).toEqual(['analytics']);
    expect(include('Looker developers only.').flatMap((s) => s.areas)).toEqual(['analytics']);
    expect(include('Salesforce developers.').flatMap((s) => s.areas)).toContain('software');
  });
});

describe('in-house ERP people own the ERP (s38)', () => {
  const read = (t: string) => {
    const info = parseTitle(t);
    if (!info) throw new Error(t);
    return { areas: titleAreas(info, t), kind: info.kind };
  };
  it.each(['SAP Basis Specialist', 'Inhouse SAP-Beraterin', 'Consultora SAP interna', 'SAP FI/CO Analyst', 'ERP-Koordinator', 'Analista SAP Basis'])(
    '%s',
    (title) => {
      expect(read(title)).toEqual({ areas: ['it'], kind: 'erp_systems' });
    },
  );
  it('a key user only uses it (IT, no owner)', () => {
    expect(read('SAP Key User').kind).toBe('');
  });
});
