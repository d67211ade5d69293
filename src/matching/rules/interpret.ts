// How the embedded rules matcher reads a persona, for people: the `interpretation` of a Persona (REST and
// GraphQL). Built from the same parse the matcher uses (persona.ts), so it never disagrees with it.
import { parsePersona, type Item } from './persona.js';

export interface Criterion {
  /** The piece of the definition (normalised) this criterion was read from. */
  text: string;
  /** Named roles: ceo, cto, general_counsel, project_manager, ... */
  roles: string[];
  /** Apollo seniorities (owner, founder, c_suite, partner, vp, head, director, manager, senior, entry, intern). */
  seniorities: string[];
  /** People Data Labs job roles, a sub-area in parentheses: "engineering (software)". */
  functions: string[];
  /** Other conditions in words: "founder", "contractor", "manages people", "at the company for at most 6 months", ... */
  conditions: string[];
  /** Exclusions only: who the exclusion spares ("founder"), or null. */
  except: string | null;
}

export interface Interpretation {
  /** Everything the inclusions name, merged, and each inclusion as read. */
  included: { roles: string[]; seniorities: string[]; functions: string[]; conditions: string[]; criteria: Criterion[] };
  excluded: Criterion[];
  /** Pieces nothing understood; the rules matcher ignores them (rephrase them before running a job). */
  unrecognised: string[];
}

const FLAG_WORDS: Record<string, string> = {
  founder: 'founder',
  owner: 'owner',
  contractor: 'contractor or freelancer',
  board: 'board member or investor',
  advisor: 'advisor',
  manages: 'manages people',
  ic: 'individual contributor',
  software_buyer: 'can buy software (owners, founders, C-level, engineering and IT leaders)',
  decision_maker: 'decision maker (director level or above)',
  budget: 'holds a budget (director level or above, owners, founders)',
  employee: 'employee (not a contractor)',
  part_time: 'part-time',
  full_time: 'full-time',
  any: 'anyone at the company',
};

/** Sub-areas whose key is not a readable name on its own. */
const SUB_LABELS: Readonly<Record<string, string>> = {
  'engineering.it': 'IT',
  'sales.accounts': 'account management',
  'sales.sales': 'new business',
  'support.success': 'customer success',
  'support.support': 'customer support',
};

function fnLabel(f: string): string {
  const [area, sub] = f.split('.');
  return sub ? `${area} (${SUB_LABELS[f] ?? sub})` : (area ?? f);
}

function conditionsOf(i: Item): string[] {
  const out = [...i.flags].map((f) => FLAG_WORDS[f] ?? f);
  if (i.ceiling) out.push(`no current role above ${i.ceiling}`);
  const t = i.tenure;
  if (t) {
    const m = (n: number) => Math.round(n);
    if (t.min !== undefined && t.max !== undefined) out.push(`at the company for ${m(t.min)} to ${m(t.max)} months`);
    else if (t.min !== undefined) out.push(`at the company for at least ${m(t.min)} months`);
    else if (t.max !== undefined) out.push(`at the company for at most ${m(t.max)} months`);
  }
  return out;
}

/** Function labels; "engineering" (software and hardware, IT apart) is shown as one area. */
function fnLabels(fns: ReadonlySet<string>): string[] {
  const list = [...fns];
  if (fns.has('engineering.software') && fns.has('engineering.hardware')) {
    return ['engineering', ...list.filter((f) => f !== 'engineering.software' && f !== 'engineering.hardware').map(fnLabel)];
  }
  return list.map(fnLabel);
}

function criterion(i: Item, except: Item | null = null): Criterion {
  return {
    text: i.text,
    roles: [...i.roles],
    seniorities: [...i.tiers],
    functions: fnLabels(i.fns),
    conditions: conditionsOf(i),
    except: except ? [...conditionsOf(except), ...except.tiers, ...fnLabels(except.fns), ...except.roles].join(', ') || null : null,
  };
}

const union = (lists: string[][]) => [...new Set(lists.flat())];

export function interpretPersona(definition: string): Interpretation {
  const spec = parsePersona(definition);
  const criteria = spec.include.map((i) => criterion(i));
  return {
    included: {
      roles: union(criteria.map((c) => c.roles)),
      seniorities: union(criteria.map((c) => c.seniorities)),
      functions: union(criteria.map((c) => c.functions)),
      conditions: union(criteria.map((c) => c.conditions)),
      criteria,
    },
    excluded: spec.exclude.map((e) => criterion(e, e.unless)),
    unrecognised: [...spec.unrecognised],
  };
}
