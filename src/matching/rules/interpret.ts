// How the embedded rules matcher reads a persona, for people: the `interpretation` of a Persona (REST and
// GraphQL). Put in words from the compiled Criteria the matcher judges with, so it never disagrees with it.
import { compilePersona } from '../compiler/index.js';
import { functionOf, type AreaKey, type CompiledPersona, type Criteria, type Scope, type Selector, type SelectorRung } from '../criteria.js';
import type { CriteriaJson } from '../../domain/ports.js';
import { selectorName as named, TIER_OF_LEVEL } from '../judge/evidence.js';
import { employerWords } from '../sectors.js';

export interface Criterion {
  /** The piece of the definition (normalised) this criterion was read from. */
  text: string;
  /** Named roles: ceo, cto, general_counsel, project_manager, ... */
  roles: string[];
  /** Apollo seniorities (owner, founder, c_suite, partner, vp, head, director, manager, senior, entry, intern). */
  seniorities: string[];
  /** People Data Labs job roles, a sub-area in parentheses: "engineering (software)". */
  functions: string[];
  /** Other conditions in words: "founder", "contractor", "manages people", "at the company for less than 6 months",
   * 'title contains "loss adjuster"', ... */
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

const WORDS: Readonly<Record<string, string>> = {
  founder: 'founder',
  owner: 'owner',
  contractor: 'contractor or freelancer',
  fractional: 'contractor or freelancer',
  board: 'board member or investor',
  advisor: 'advisor',
  employee: 'employee (not a contractor)',
  manages_people: 'manages people',
  individual_contributor: 'individual contributor',
  software_buyer: 'can buy software (owners, founders, C-level, engineering and IT leaders)',
  decision_maker: 'decision maker (director level or above)',
  budget_holder: 'holds a budget (director level or above, owners, founders)',
  part_time: 'part-time',
  full_time: 'full-time',
};

/** Areas in words, with their function: "engineering (IT)", "sales (account management)". */
const AREA_LABELS: Readonly<Record<string, string>> = {
  it: 'engineering (IT)',
  account_management: 'sales (account management)',
  new_business: 'sales (new business)',
  customer_success: 'support (customer success)',
  customer_support: 'support (customer support)',
  data_engineering: 'engineering (data)',
  analytics: 'analyst (data)',
  data_science: 'research (data science)',
  revops: 'sales (RevOps)',
  devops: 'engineering (DevOps, SRE, platform)',
  ap_ar: 'finance (accounts payable and receivable)',
  shared_services: 'finance (shared services)',
  reward: 'HR (reward, compensation and benefits)',
  logistics: 'operations (supply chain and logistics)',
  care: 'health (care workers)',
  medical: 'health (physicians)',
  workforce_planning: 'operations (rostering and workforce planning)',
  supply_planning: 'operations (supply chain planning)',
};

function areaLabel(a: AreaKey): string {
  const fn = functionOf(a);
  return a === fn ? a : (AREA_LABELS[a] ?? `${fn} (${a.replace(/_/g, ' ')})`);
}

/** "engineering" (software and hardware, IT apart) is shown as one area. */
function areaLabels(areas: readonly AreaKey[]): string[] {
  if (areas.includes('software') && areas.includes('hardware'))
    return ['engineering', ...areas.filter((a) => a !== 'software' && a !== 'hardware').map(areaLabel)];
  return areas.map(areaLabel);
}

const uniq = <T>(xs: T[]) => [...new Set(xs)];

/** Where in an enterprise org chart (`Selector.scope`) in words. */
export const SCOPE_WORDS: Readonly<Record<Scope, string>> = {
  group: 'the group (head office, global)',
  division: 'a division or business unit',
  region: 'a region of countries',
  country: 'a country or its subsidiary',
};

/** A company-relative rung (`Selector.rung`) in words. */
export const RUNG_WORDS: Readonly<Record<SelectorRung, string>> = {
  top: 'only the most senior of them at each company (those on the highest rung any of them holds there)',
  second: 'only those on the rung just below the most senior of them at each company (their number two)',
  below_top: 'all of them but the most senior at each company (those on the highest rung any of them holds there are left out)',
  first_line: 'only those on the lowest rung of leadership there is among them at each company (first-line managers)',
  above_first_line: 'only those above the lowest rung of leadership there is among them at each company (managers of managers)',
  sole: 'only where one person is all there is of them at a company (one-person departments)',
};

/** A fallback or a condition-only seat (`Selector.fallback_for`, `condition_only`) in words, over the persona's inclusions. */
function fallbackWords(s: Selector, include: readonly Selector[]): string[] {
  const out: string[] = [];
  if (s.fallback_for !== undefined) out.push(`only where there is none of ${named(include[s.fallback_for])} at the company (where there is none, these)`);
  if (s.condition_only) {
    const fallbacks = include.filter((x) => x.fallback_for !== undefined && include[x.fallback_for] === s).map(named);
    out.push(`not kept themselves: only a condition (${fallbacks.join(' and ')} only where there is none of them)`);
  }
  return out;
}

function conditionsOf(s: Selector): string[] {
  const out = uniq([...s.traits, ...s.employment].map((f) => WORDS[f] ?? f));
  for (const t of s.titles ?? []) out.push(`title contains "${t}"`);
  const empty =
    !s.areas.length && !s.levels.length && !s.roles.length && !s.titles?.length && !s.employment.length && !s.traits.length && !s.tenure && !s.ceiling;
  if (empty) out.push('anyone at the company');
  if (s.ceiling) out.push(`no current role above ${TIER_OF_LEVEL[s.ceiling]}`);
  // People named with a kind of employer of their own ("at the hospitals also the heads of purchasing").
  if (s.employer) out.push(`only at ${employerWords(s.employer)}`);
  // "IT, only its head": whoever is the most senior of them at each company, a CIO at one and an IT manager at another.
  if (s.rung) out.push(RUNG_WORDS[s.rung]);
  // "the country finance directors", "the Group CFO": where in the org chart their seat sits.
  if (s.scope?.length) out.push(`in a seat of ${s.scope.map((x) => SCOPE_WORDS[x]).join(' or ')}`);
  const t = s.tenure;
  if (t) {
    const m = (n: number) => Math.round(n);
    if (t.min !== undefined && t.max !== undefined) out.push(`at the company for ${m(t.min)} to ${m(t.max)} months`);
    else if (t.min !== undefined) out.push(`at the company for at least ${m(t.min)} months`);
    // whole months (criteria.ts `Tenure`): at most 5 is less than 6
    else if (t.max !== undefined) out.push(`at the company for less than ${Math.floor(t.max) + 1} months`);
  }
  return out;
}

function criterion(s: Selector, unless?: Selector, include: readonly Selector[] = []): Criterion {
  return {
    text: s.text,
    roles: [...s.roles],
    seniorities: uniq(s.levels.map((l) => TIER_OF_LEVEL[l])),
    functions: areaLabels(s.areas),
    conditions: [...conditionsOf(s), ...fallbackWords(s, include)],
    except: unless
      ? [...conditionsOf(unless), ...uniq(unless.levels.map((l) => TIER_OF_LEVEL[l])), ...areaLabels(unless.areas), ...unless.roles].join(', ') || null
      : null,
  };
}

const union = (lists: string[][]) => uniq(lists.flat());

/** A reading in words: compiled now, or as stored with a persona (its criteria as JSON, the spans no rule read). */
export function interpretCompiled(compiled: Pick<CompiledPersona, 'unrecognised'> & { criteria: Criteria | CriteriaJson }): Interpretation {
  const { include, exclude, employer } = compiled.criteria as Criteria;
  const criteria = include.map((s) => criterion(s, undefined, include));
  // A condition-only seat ("IT team leads only where there is no IT head": the IT head) is no one kept.
  const kept = criteria.filter((_c, i) => !include[i]?.condition_only);
  // "at banks or fintechs, 50 to 999 employees": a condition on the company, for everyone included.
  const at = employer ? [`works at ${employerWords(employer)}`] : [];
  return {
    included: {
      roles: union(kept.map((c) => c.roles)),
      seniorities: union(kept.map((c) => c.seniorities)),
      functions: union(kept.map((c) => c.functions)),
      conditions: union([...kept.map((c) => c.conditions), at]),
      criteria,
    },
    excluded: exclude.map((e) => criterion(e, e.unless)),
    unrecognised: uniq(compiled.unrecognised.map((u) => u.text)),
  };
}

export function interpretPersona(definition: string): Interpretation {
  return interpretCompiled(compilePersona(definition));
}
