// Value lists of the `professional` object (documented in src/matching/README.md).
// tier: Apollo seniorities. function: People Data Labs job roles (v28+ canonical values).

export const TIERS = ['owner', 'founder', 'c_suite', 'partner', 'vp', 'head', 'director', 'manager', 'senior', 'entry', 'intern'] as const;
export type Tier = (typeof TIERS)[number];

/** Higher is more senior. */
export const TIER_RANK: Record<Tier, number> = {
  owner: 11, founder: 10, c_suite: 9, partner: 8, vp: 7, head: 6, director: 5, manager: 4, senior: 3, entry: 2, intern: 1,
};

export const FUNCTIONS = [
  'advisory', 'analyst', 'creative', 'education', 'engineering', 'finance', 'fulfillment', 'health', 'hospitality',
  'human_resources', 'legal', 'manufacturing', 'marketing', 'operations', 'partnerships', 'product',
  'professional_service', 'public_service', 'research', 'sales', 'sales_engineering', 'support', 'trade', 'unemployed',
] as const;
export type Fn = (typeof FUNCTIONS)[number] | 'unknown';

export const WORK_STATUSES = ['employed', 'contractor', 'advisor', 'board_member', 'former', 'unknown'] as const;
export type WorkStatus = (typeof WORK_STATUSES)[number];
export const BELONGS = ['confirmed', 'former', 'unconfirmed'] as const;
export const MANAGES = ['yes', 'no', 'unknown'] as const;
export const BUDGET = ['owns', 'approves', 'influences', 'none'] as const;
export type Budget = (typeof BUDGET)[number];

export type Relation = 'employee' | 'contractor' | 'advisor' | 'board';
