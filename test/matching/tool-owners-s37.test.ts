// Titles that name a business tool with a job word are the job of owning that system (its area and kind); a tool in a
// title whose own words name another area keeps that area; a user of a tool owns nothing. Personas that name a tool's
// admins or owners read as that system's owners. Own wordings.
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';
import { titleAreas } from '../../src/matching/reader/person-areas.js';
import { parseTitle } from '../../src/matching/reader/title.js';

const read = (t: string) => {
  const info = parseTitle(t);
  if (!info) throw new Error(t);
  return { areas: titleAreas(info, t), kind: info.kind, board: info.board };
};

describe('tool owners in titles (s37)', () => {
  it.each([
    ['Administratrice Odoo', 'it', 'erp_systems'],
    ['Personio-Administrator', 'hr', 'hr_systems'],
    ['Sage Intacct Specialist', 'finance', 'finance_systems'],
    ['Beheerder TOPdesk', 'it', 'itsm_systems'],
    ['Confluence Admin', 'it', 'dev_tooling'],
    ['Freshdesk Administrator', 'customer_support', 'support_ops'],
    ['Consultora Marketo', 'marketing', 'marketing_ops'],
  ])('%s', (title, area, kind) => {
    const r = read(title);
    expect(r.areas).toContain(area);
    expect(r.kind).toBe(kind);
    expect(r.board).toBe(false);
  });

  it('a Looker developer builds dashboards (analytics, not software)', () => {
    expect(read('Looker Developer').areas).toEqual(['analytics']);
  });

  it("a title's own area wins over the tool it names", () => {
    expect(read('Account Executive Pipedrive').areas).not.toContain('revops');
    expect(read('Account Executive Pipedrive').kind).toBe('');
  });

  it('a user of a tool owns nothing', () => {
    expect(read('Odoo Key User').kind).toBe('');
  });
});

describe('tool owners in personas (s37)', () => {
  const roles = (text: string) => compilePersona(text).criteria.include.flatMap((s) => s.roles);
  it.each([
    ['Personio admins at each account.', 'hr_systems'],
    ['Les administrateurs Odoo, rien d’autre.', 'erp_systems'],
    ['Beheerders van TOPdesk.', 'itsm_systems'],
    ['Confluence-Verantwortliche.', 'dev_tooling'],
    ['Administradores de Freshdesk.', 'support_ops'],
  ])('%s', (text, kind) => {
    expect(roles(text)).toContain(kind);
    expect(compilePersona(text).criteria.include.flatMap((s) => s.employment)).not.toContain('board');
  });
});
