// TEMPORARY bridge (issue 22, step 2): the old parser's PersonaSpec (rules/persona.ts) in the Criteria
// vocabulary, so the new judge runs behind the port before the new compiler replaces the old parser.
// Deleted with rules/persona.ts at the switch-over.
import {
  CRITERIA_VERSION,
  selector,
  type AreaKey,
  type CompiledPersona,
  type Employment,
  type Exclusion,
  type Level,
  type Selector,
  type Trait,
} from '../criteria.js';
import { parsePersona, type Item } from '../rules/persona.js';
import type { Tier } from '../taxonomy.js';

const LEVELS_OF_TIER: Readonly<Record<Tier, Level[]>> = {
  owner: ['owner'],
  founder: ['owner'],
  c_suite: ['c_level'],
  partner: ['partner'],
  vp: ['vp', 'svp'],
  head: ['head'],
  director: ['director'],
  manager: ['tech_lead', 'team_lead', 'manager', 'senior_manager'],
  senior: ['senior'],
  entry: ['entry'],
  intern: ['intern'],
};
const CEILING_OF_TIER: Readonly<Record<Tier, Level>> = {
  owner: 'owner',
  founder: 'owner',
  c_suite: 'c_level',
  partner: 'partner',
  vp: 'svp',
  head: 'head',
  director: 'director',
  manager: 'senior_manager',
  senior: 'senior',
  entry: 'entry',
  intern: 'intern',
};
const AREA_OF_FN: Readonly<Record<string, AreaKey>> = {
  'engineering.software': 'software',
  'engineering.hardware': 'hardware',
  'engineering.it': 'it',
  'engineering.data': 'data_engineering',
  'analyst.data': 'analytics',
  'research.data_science': 'data_science',
  'support.success': 'customer_success',
  'support.support': 'customer_support',
  'sales.accounts': 'account_management',
  'sales.sales': 'new_business',
  'human_resources.recruiting': 'recruiting',
};
const TRAIT_OF_FLAG: Readonly<Record<string, Trait>> = {
  founder: 'founder',
  owner: 'owner',
  manages: 'manages_people',
  ic: 'individual_contributor',
  software_buyer: 'software_buyer',
  decision_maker: 'decision_maker',
  budget: 'budget_holder',
  part_time: 'part_time',
  full_time: 'full_time',
  junior: 'junior',
};
const EMPLOYMENT_OF_FLAG: Readonly<Record<string, Employment[]>> = {
  contractor: ['contractor', 'fractional'],
  board: ['board'],
  advisor: ['advisor'],
  employee: ['employee'],
};

function convert(i: Item): Selector[] {
  const tiers = [...i.tiers];
  const flags = [...i.flags];
  const base = selector({
    areas: [...new Set([...i.fns].map((f) => AREA_OF_FN[f] ?? (f as AreaKey)))],
    roles: [...i.roles],
    employment: [...new Set(flags.flatMap((f) => EMPLOYMENT_OF_FLAG[f] ?? []))],
    traits: flags.map((f) => TRAIT_OF_FLAG[f]).filter((t): t is Trait => !!t),
    ...(i.ceiling ? { ceiling: CEILING_OF_TIER[i.ceiling] } : {}),
    ...(i.tenure ? { tenure: { ...i.tenure } } : {}),
    text: i.text,
  });
  const any = flags.includes('any');
  const empty = !tiers.length && !i.fns.size && !flags.length && !i.tenure && !i.roles.size;
  if (empty && !any) return [];
  // "founders and owners" as tiers: each its own condition.
  if (tiers.length && tiers.every((t) => t === 'founder' || t === 'owner')) {
    return tiers.map((t) => ({ ...base, traits: [...new Set([...base.traits, t as Trait])] }));
  }
  return [{ ...base, levels: [...new Set(tiers.flatMap((t) => LEVELS_OF_TIER[t]))] }];
}

export function compileFromSpec(definition: string): CompiledPersona {
  const spec = parsePersona(definition);
  const include = spec.include.flatMap(convert);
  const exclude: Exclusion[] = spec.exclude.flatMap((e) => {
    if (e.flags.has('any')) return [];
    const unless = e.unless ? convert(e.unless)[0] : undefined;
    return convert(e).map((s) => (unless ? { ...s, unless } : s));
  });
  const side = spec.includeUnrecognised ? 'include' : 'exclude';
  return {
    criteria: { version: CRITERIA_VERSION, include, exclude },
    warnings: [],
    unrecognised: spec.unrecognised.map((text) => ({ text, side })),
  };
}
