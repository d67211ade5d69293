// Value lists of the `professional` object (documented in src/matching/README.md).
// tier: Apollo seniorities. function: People Data Labs job roles (v28+ canonical values).
// The lists themselves live once in src/domain/people/values.ts; these are the matcher's names for them.
import { BUDGET_AUTHORITIES, COMPANY_RELATIONS, JOB_FUNCTIONS, MANAGES_PEOPLE, SENIORITIES, WORK_STATUSES } from '../domain/people/values.js';

export const TIERS = SENIORITIES;
export type Tier = (typeof TIERS)[number];

/** Higher is more senior. */
export const TIER_RANK: Record<Tier, number> = {
  owner: 11,
  founder: 10,
  c_suite: 9,
  partner: 8,
  vp: 7,
  head: 6,
  director: 5,
  manager: 4,
  senior: 3,
  entry: 2,
  intern: 1,
};

export type Fn = (typeof JOB_FUNCTIONS)[number];

export { JOB_FUNCTIONS, WORK_STATUSES };
export type WorkStatus = (typeof WORK_STATUSES)[number];
export const BELONGS = COMPANY_RELATIONS;
export const MANAGES = MANAGES_PEOPLE;
export const BUDGET = BUDGET_AUTHORITIES;
export type Budget = (typeof BUDGET)[number];

export type Relation = 'employee' | 'contractor' | 'advisor' | 'board';
