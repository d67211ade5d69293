// The documented value lists of a target person's `professional` reading and email status (their
// meaning: src/matching/README.md). Sources and matchers may still send other strings; transports that
// expose these as enums map an unlisted value to null.
export const SENIORITIES = ['owner', 'founder', 'c_suite', 'partner', 'vp', 'head', 'director', 'manager', 'senior', 'entry', 'intern'] as const;
export const JOB_FUNCTIONS = [
  'advisory',
  'analyst',
  'creative',
  'education',
  'engineering',
  'finance',
  'fulfillment',
  'health',
  'hospitality',
  'human_resources',
  'legal',
  'manufacturing',
  'marketing',
  'operations',
  'partnerships',
  'product',
  'professional_service',
  'public_service',
  'research',
  'sales',
  'sales_engineering',
  'support',
  'trade',
  'unemployed',
  'unknown',
] as const;
export const WORK_STATUSES = ['employed', 'contractor', 'advisor', 'board_member', 'former', 'unknown'] as const;
export const COMPANY_RELATIONS = ['confirmed', 'former', 'unconfirmed'] as const;
export const MANAGES_PEOPLE = ['yes', 'no', 'unknown'] as const;
export const BUDGET_AUTHORITIES = ['owns', 'approves', 'influences', 'none'] as const;
export const EMAIL_STATUSES = ['valid', 'catch_all', 'unknown', 'invalid', 'risky', 'disposable', 'no_email'] as const;

/** `value` when it is one of `list`, else null. */
export function listed<const T extends string>(list: readonly T[], value: string | null | undefined): T | null {
  return value != null && (list as readonly string[]).includes(value) ? (value as T) : null;
}
