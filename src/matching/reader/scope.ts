// Where in an enterprise org chart a title's seat sits (`RoleFacts.scope`): a country and its subsidiary, a region of
// countries, a division or business unit, or the group. The most local the title names wins ("Finance Director, Payments –
// Germany" is the German seat); a title that names none is the company's own, the group's (judge). Words: scope-vocab.ts.
import type { Scope } from '../criteria.js';
import { norm } from './text.js';
import { COUNTRY_NAMES, COUNTRY_WORDS, DIVISION_WORDS, GROUP_WORDS, REGION_NAMES, REGION_WORDS } from './scope-vocab.js';

const word = (alternatives: string) => new RegExp(String.raw`(?:^|[^\p{L}])(?:${alternatives})(?![\p{L}])`, 'u');

// A hotel's rooms division is no division; "Key Account Manager National" sells nationally, as the country's seat does.
const COUNTRY = word(`${COUNTRY_NAMES}|${COUNTRY_WORDS}`);
const REGION = word(`${REGION_NAMES}|${REGION_WORDS}`);
const DIVISION = word(DIVISION_WORDS);
const GROUP = word(GROUP_WORDS);
/** Words that look like a scope but are a job of their own. */
const NOT_SCOPE =
  /\b(rooms division|global account\w*|national account\w*|local government|group (product|account|sales|practice) manager\w*|product group|business unit controller)\b/g;

/** The org-chart scope a title names, if any. */
export function scopeOfTitle(title: string): Scope | undefined {
  const t = norm(title)
    .replace(/[–—,;:()/|]+/g, ' ')
    .replace(NOT_SCOPE, ' ');
  if (COUNTRY.test(t)) return 'country';
  if (REGION.test(t)) return 'region';
  if (DIVISION.test(t)) return 'division';
  if (GROUP.test(t)) return 'group';
  return undefined;
}
