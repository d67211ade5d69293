// Session 41: a field's own leaders and a range up to another area's seat. Own wordings.
import { describe, expect, it } from 'vitest';
import { judgeProfile } from '../../src/matching/index.js';
import { atCompany } from '../../src/matching/reader/firm.js';
import { readPerson } from '../../src/matching/reader/person.js';
import { employerFacts } from '../../src/matching/sectors.js';
import { makeProfile } from './profile-fixture.js';

const UTILITY = employerFacts({ id: 42, name: 'Acme Energy', industry: 'Utilities', employees_count: 90 });
const SOFTWARE = employerFacts({ id: 43, name: 'Acme Software', industry: 'Computer Software', employees_count: 90 });
const role = (title: string, at = UTILITY) => atCompany(readPerson(makeProfile('x', [{ title }])), at).roles[0];
const keeps = (definition: string, title: string) => judgeProfile({ slug: 't', name: 't', definition, company: UTILITY }, makeProfile('x', [{ title }])).match;

describe('field leaders (s41)', () => {
  it.each(['Field Supervisor', 'Regional Field Manager', 'Supervisora de Campo', 'Head de Campo'])('%s leads a utility field team', (t) => {
    expect(role(t)?.areas).toContain('grid_field');
  });
  it('a field manager of a software company is no grid crew; field sales stay sales', () => {
    expect(role('Field Manager', SOFTWARE)?.areas ?? []).not.toContain('grid_field');
    expect(role('Field Sales Manager')?.areas).not.toContain('grid_field');
  });
  it('the Dutch "operatie" is operations; a "Meister Netzbau" leads a grid crew', () => {
    expect(role('Manager Operatie')?.areas).toEqual(['operations']);
    expect(role('Meister Leitungsbau')?.areas).toContain('grid_field');
  });
  it.each([
    ['Chef de pôle', 'head'],
    ['Chef de centrale', 'head'],
    ['Chef de secteur', 'manager'],
    ["Chef d'agence", 'manager'],
  ])('"%s" leads (%s), not an entry rung', (t, level) => {
    expect(role(t)?.level).toBe(level);
  });
  it('"leadership, from team lead up to the director of operations": the band of the leaders named, and that seat', () => {
    const text = 'Field ops and O&M leadership, from team lead up to the director of operations.';
    expect(keeps(text, 'Field Team Leader')).toBe(true);
    expect(keeps(text, 'O&M Manager')).toBe(true);
    expect(keeps(text, 'Director of Operations')).toBe(true);
    expect(keeps(text, 'Customer Operations Manager')).toBe(false);
    expect(keeps(text, 'Operations Analyst')).toBe(false);
  });
});
