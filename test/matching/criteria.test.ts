import { describe, expect, it } from 'vitest';
import {
  AREA_FUNCTION,
  areaCovers,
  CRITERIA_VERSION,
  CriteriaSchema,
  JOB_FUNCTIONS,
  LEVEL_RANK,
  LEVELS,
  levelsBetween,
  selector,
  type Criteria,
} from '../../src/matching/criteria.js';

describe('Criteria contract', () => {
  it('orders the level ladder from intern to owner, with team and tech leads, senior managers, heads and SVPs', () => {
    const ranks = LEVELS.map((l) => LEVEL_RANK[l]);
    expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
    expect(LEVEL_RANK.team_lead).toBe(LEVEL_RANK.tech_lead);
    expect(LEVEL_RANK.senior).toBeLessThan(LEVEL_RANK.team_lead);
    expect(LEVEL_RANK.manager).toBeLessThan(LEVEL_RANK.senior_manager);
    expect(LEVEL_RANK.head).toBe(LEVEL_RANK.director);
    expect(LEVEL_RANK.vp).toBeLessThan(LEVEL_RANK.svp);
    expect(LEVEL_RANK.svp).toBeLessThan(LEVEL_RANK.c_level);
  });

  it('compiles ranges to rungs: "manager and up", "below director"', () => {
    expect(levelsBetween('manager')).toEqual(['manager', 'senior_manager', 'head', 'director', 'vp', 'partner', 'svp', 'c_level', 'owner']);
    expect(levelsBetween(undefined, 'senior_manager')).not.toContain('head');
    expect(levelsBetween('head', 'director')).toEqual(['head', 'director']);
  });

  it('keeps area keys apart from function keys and covers an area by its function', () => {
    for (const [area, fn] of Object.entries(AREA_FUNCTION)) {
      expect(JOB_FUNCTIONS).toContain(fn);
      expect(JOB_FUNCTIONS as readonly string[]).not.toContain(area);
    }
    expect(areaCovers('sales', 'revops')).toBe(true);
    expect(areaCovers('revops', 'sales')).toBe(false);
    expect(areaCovers('account_executive', 'revops')).toBe(false);
    expect(areaCovers('software', 'data_engineering')).toBe(false);
    expect(areaCovers('software', 'devops')).toBe(true);
    expect(areaCovers('it', 'devops')).toBe(false);
  });

  it('is plain JSON and validates back', () => {
    const criteria: Criteria = {
      version: CRITERIA_VERSION,
      include: [selector({ areas: ['revops'], levels: levelsBetween('manager'), text: 'revops, manager and up' })],
      exclude: [{ ...selector({ levels: ['intern'], text: 'interns' }), unless: selector({ traits: ['founder'] }) }],
    };
    const back = CriteriaSchema.parse(JSON.parse(JSON.stringify(criteria)));
    expect(back).toEqual(criteria);
    expect(CriteriaSchema.safeParse({ ...criteria, include: [{ ...criteria.include[0], areas: ['sales_ops'] }] }).success).toBe(false);
  });
});
