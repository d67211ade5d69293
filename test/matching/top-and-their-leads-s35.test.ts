// Session 35: the top of an area and the people referred back to it ("the most senior HR person and their team leads",
// "whoever runs support and their team leads"): the team leads are more people of that area, not examples of its top, so
// they are kept beside the top (whoever it is at each company) and do not stop "whoever runs X" from being the top. Own
// wordings.
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';

const read = (d: string) => compilePersona(d).criteria.include;

describe('the top of an area and their team leads', () => {
  it.each([
    'The most senior finance person and their team leads.',
    'Whoever runs customer support and their team leads.',
    'Whoever leads the sales team, plus their team leads.',
  ])('%s', (d) => {
    const include = read(d);
    expect(include.filter((s) => s.rung === 'top')).toHaveLength(1);
    const leads = include.find((s) => !s.rung);
    expect(leads?.levels).toContain('team_lead');
    expect(leads?.levels).not.toContain('head');
    expect(leads?.areas).toEqual(include.find((s) => s.rung === 'top')?.areas);
  });
  it('"whoever heads it" after a first-line rung is still an example of that rung, not more people', () => {
    const include = read('First-line leaders in every team: the team leads where there are some, else whoever heads it.');
    expect(include).toHaveLength(1);
    expect(include[0]?.rung).toBe('first_line');
  });
});
