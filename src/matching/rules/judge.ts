// Judges one person against a parsed persona and fills the `professional` object.
import type { Professional } from '../../domain/people/types.js';
import { TIER_RANK, type Budget, type Tier, type WorkStatus } from '../taxonomy.js';
import { fnCovered, type Exclusion, type Flag, type Item, type PersonaSpec } from './persona.js';
import type { Evidence, PersonView, RoleView } from './person.js';

const isIc = (r: RoleView) => !r.manages && (r.tier === 'entry' || r.tier === 'senior');

function budgetOf(r: RoleView | undefined, p: PersonView): Budget {
  if (!r || r.relation !== 'employee') return 'none';
  if (p.owner || p.founder || r.chief || r.tier === 'owner' || r.tier === 'founder' || r.tier === 'c_suite') return 'owns';
  if (['partner', 'vp', 'head', 'director'].includes(r.tier)) return 'approves';
  if (r.tier === 'manager' || r.tier === 'senior') return 'influences';
  return 'none';
}

function softwareBuyer(r: RoleView, p: PersonView): boolean {
  if (r.relation !== 'employee') return false;
  if (budgetOf(r, p) === 'owns' && r.tier !== 'partner') return true;
  return r.fn === 'engineering' && (r.sub === 'software' || r.sub === 'data' || r.sub === 'it') && ['vp', 'head', 'director'].includes(r.tier);
}

function flagHolds(flag: Flag, r: RoleView, p: PersonView): boolean {
  switch (flag) {
    case 'founder':
      return p.founder;
    case 'owner':
      return p.owner;
    case 'contractor':
      return r.relation === 'contractor';
    case 'board':
      return r.relation === 'board';
    case 'advisor':
      return r.relation === 'advisor';
    case 'manages':
      return r.manages;
    case 'ic':
      // An individual contributor manages nobody, in any current role (not a rep who is also acting head of a team).
      return isIc(r) && !p.roles.some((x) => x.manages);
    case 'software_buyer':
      return softwareBuyer(r, p);
    case 'decision_maker':
      return r.relation === 'employee' && TIER_RANK[r.tier] >= TIER_RANK.director;
    case 'budget':
      return budgetOf(r, p) === 'owns' || budgetOf(r, p) === 'approves';
    case 'employee':
      return r.relation === 'employee';
    case 'part_time':
      return /part-?time/.test(r.employment);
    case 'full_time':
      return r.relation === 'employee' && !/part-?time|intern|apprentice/.test(r.employment);
    case 'junior':
      return r.junior;
    case 'any':
      return true;
  }
}

function tenureHolds(item: Item, r: RoleView): boolean {
  if (!item.tenure) return true;
  if (r.tenureMonths === null) return false;
  return (item.tenure.min === undefined || r.tenureMonths >= item.tenure.min) && (item.tenure.max === undefined || r.tenureMonths <= item.tenure.max);
}

/** Sub-areas that also belong to another: data engineering is software engineering too. */
const ALSO_WITHIN: Readonly<Record<string, string>> = { 'engineering.data': 'engineering.software' };

function fnHolds(fns: Set<string>, r: RoleView): boolean {
  const key = `${r.fn}.${r.sub}`;
  const also = ALSO_WITHIN[key];
  if (fns.has(r.fn) || fns.has(key) || (also !== undefined && fns.has(also))) return true;
  // The chief customer officer leads customer support and customer success alike.
  return r.chief && r.fn === 'support' && [...fns].some((f) => f.startsWith('support.'));
}

const TOP_ROLES = new Set(['ceo', 'owner', 'founder']);

/** Roles of individual contributors: a title that leads them ("SDR Team Lead") is not one of them. */
const IC_ROLES = new Set(['sdr']);

/** The item names this role: its role key, or the kind of role the title is ("assistant", "tech_lead"). */
function namesRole(item: Item, r: RoleView): boolean {
  // "recruiting coordinators", "marketing assistants": a kind of title named with a function keeps to it.
  if (r.kind && item.roles.has(r.kind)) return !item.fns.size || fnHolds(item.fns, r);
  return item.roles.has(r.role) && !(IC_ROLES.has(r.role) && r.manages);
}

function itemHolds(item: Item, r: RoleView, p: PersonView, gate: boolean): boolean {
  if (gate && r.relation !== 'employee' && r.relation !== 'contractor' && !item.flags.has('board') && !item.flags.has('advisor')) return false;
  const ceiling = item.ceiling;
  if (ceiling && p.roles.some((x) => (x.relation === 'employee' || x.relation === 'contractor') && TIER_RANK[x.tier] > TIER_RANK[ceiling])) return false;
  if (item.roles.size && namesRole(item, r)) {
    // A named role still honours the item's other conditions that are about the person, not the title.
    return (!item.flags.has('employee') || r.relation === 'employee') && (!item.flags.has('ic') || flagHolds('ic', r, p)) && tenureHolds(item, r);
  }
  if (!item.tiers.size && !item.fns.size && !item.flags.size && !item.tenure) return false;
  // A named role ("the CTO") is matched by its role key only; its flags are conditions, not alternatives.
  if (item.roles.size && !item.tiers.size && !item.fns.size) return false;
  // "decision makers for marketing": the function's leaders, and the company's top (CEO, owners, founders).
  if (
    (item.flags.has('decision_maker') || item.flags.has('budget')) &&
    item.fns.size &&
    r.relation === 'employee' &&
    (TOP_ROLES.has(r.role) || r.tier === 'owner' || r.tier === 'founder')
  )
    return tenureHolds(item, r);
  if (item.tiers.size && !item.tiers.has(r.tier) && !(r.chief && item.tiers.has('c_suite'))) return false;
  // "decision makers for a recruiting platform": the C-level and VPs of the whole area decide for its sub-areas.
  const areaLead =
    !item.tiers.size &&
    (item.flags.has('decision_maker') || item.flags.has('budget')) &&
    (r.chief || r.tier === 'vp') &&
    [...item.fns].some((f) => f.startsWith(`${r.fn}.`));
  if (item.fns.size && !fnHolds(item.fns, r) && !areaLead) return false;
  for (const f of item.flags) if (!flagHolds(f, r, p)) return false;
  return tenureHolds(item, r);
}

/** What a named role says about everyone it names: its tier and the area it leads. */
const ROLE_IMPLIES: Readonly<Record<string, { tier: Tier; fn?: string }>> = {
  ceo: { tier: 'c_suite' },
  chief_officer: { tier: 'c_suite' },
  cto: { tier: 'c_suite', fn: 'engineering.software' },
  cio: { tier: 'c_suite', fn: 'engineering.it' },
  ciso: { tier: 'c_suite', fn: 'engineering.it' },
  cdo: { tier: 'c_suite', fn: 'engineering.software' },
  cfo: { tier: 'c_suite', fn: 'finance' },
  coo: { tier: 'c_suite', fn: 'operations' },
  cmo: { tier: 'c_suite', fn: 'marketing' },
  cro: { tier: 'c_suite', fn: 'sales' },
  cpo: { tier: 'c_suite', fn: 'product' },
  chro: { tier: 'c_suite', fn: 'human_resources' },
  cco: { tier: 'c_suite', fn: 'support' },
  general_counsel: { tier: 'c_suite', fn: 'legal' },
  group_product_manager: { tier: 'manager', fn: 'product' },
  sdr: { tier: 'entry', fn: 'sales' },
  assistant: { tier: 'entry' },
  coordinator: { tier: 'entry' },
};

/**
 * Everything an include item says about the people it brings in, including what follows from it: a
 * named role's tier and area ("the CFO" is C-level finance), and people management / decision rights
 * of leadership tiers ("VPs of sales" manage people and decide).
 */
export function implied(inc: Item): { tiers: Set<Tier>; fns: Set<string>; flags: Set<Flag> } {
  const tiers = new Set(inc.tiers);
  const fns = new Set(inc.fns);
  const flags = new Set(inc.flags);
  if (inc.roles.size && !inc.tiers.size && !inc.fns.size) {
    const named = [...inc.roles].map((r) => ROLE_IMPLIES[r]);
    if (named.every((n) => n)) for (const n of named) tiers.add((n as { tier: Tier }).tier);
    if (named.every((n) => n?.fn)) for (const n of named) fns.add(n?.fn as string);
  }
  if (tiers.size && [...tiers].every((t) => TIER_RANK[t] >= TIER_RANK.manager && t !== 'partner')) flags.add('manages');
  if (tiers.size && [...tiers].every((t) => TIER_RANK[t] >= TIER_RANK.director && t !== 'partner')) {
    flags.add('decision_maker');
    flags.add('budget');
  }
  return { tiers, fns, flags };
}

/**
 * An exclusion that covers a whole include item ("VPs of engineering ..., excluding engineers"; "the
 * CFO and the CTO, no C-level contractors ... not C-level" read too widely; "heads of sales, not people
 * managers") would swallow what the persona asks for; a careful reader takes it as narrower, so it does
 * not apply to the people that include item brought in. What the item implies counts ("the CFO" is
 * C-level, "heads" manage people).
 */
export function swallows(ex: Item, inc: Item): boolean {
  if (ex.roles.size) return inc.roles.size > 0 && !inc.tiers.size && !inc.fns.size && [...inc.roles].every((r) => ex.roles.has(r));
  if (ex.tenure) return false;
  const imp = implied(inc);
  const tiersCover = !ex.tiers.size || (imp.tiers.size > 0 && [...imp.tiers].every((t) => ex.tiers.has(t)));
  const fnsCover = !ex.fns.size || (imp.fns.size > 0 && [...imp.fns].every((f) => fnCovered(f, ex.fns)));
  const flagsCover = [...ex.flags].every((f) => imp.flags.has(f));
  const named = inc.roles.size > 0 && (inc.tiers.size > 0 || inc.fns.size > 0);
  return tiersCover && fnsCover && flagsCover && !named && ex.tiers.size + ex.fns.size + ex.flags.size > 0;
}

/**
 * Whether an exclusion removes a person kept by include item `by`. It is about the person: any current
 * role it names counts ("Software Engineer" plus "Acting Head of Design" manages people; a VP who is
 * also acting head of a team is still a VP), unless the exclusion covers that include item entirely.
 */
function excluded(ex: Exclusion, p: PersonView, by: Item): boolean {
  if (swallows(ex, by)) return false;
  if (!p.roles.some((r) => itemHolds(ex, r, p, false))) return false;
  return !(ex.unless && p.roles.some((r) => itemHolds(ex.unless as Item, r, p, false)));
}

/** The person's leading position: employee roles first, then by seniority. */
export function primaryRole(p: PersonView): RoleView | undefined {
  return [...p.roles].sort((a, b) => Number(b.relation === 'employee') - Number(a.relation === 'employee') || TIER_RANK[b.tier] - TIER_RANK[a.tier])[0];
}

export function professionalOf(p: PersonView): { professional: Professional; isDecisionMaker: boolean } {
  const r = primaryRole(p);
  const workStatus: WorkStatus =
    p.belongs === 'former'
      ? 'former'
      : !r
        ? 'unknown'
        : r.relation === 'employee'
          ? 'employed'
          : r.relation === 'contractor'
            ? 'contractor'
            : r.relation === 'advisor'
              ? 'advisor'
              : 'board_member';
  const manages = r ? (r.manages || p.roles.some((x) => x.manages) ? 'yes' : 'no') : 'unknown';
  const budget = budgetOf(r, p);
  const isDecisionMaker = !!r && r.relation === 'employee' && p.belongs !== 'former' && TIER_RANK[r.tier] >= TIER_RANK.director;
  return {
    professional: {
      tier: r?.tier ?? 'entry',
      role: r?.role ?? 'unknown',
      function: r?.fn ?? 'unknown',
      work_status: workStatus,
      belongs_to_company: p.belongs,
      manages_people: manages,
      budget_authority: budget,
    },
    isDecisionMaker,
  };
}

export interface Judgement {
  match: boolean;
  /** Matched the include criteria (before exclusions). */
  included: boolean;
  score: number;
  why: string;
}

// ---------------------------------------------------------------------------------------------
// `why`: one sentence a salesperson accepts as evidence, naming the company and the quoted evidence,
// e.g. `Co-founder of Acme Analytics ("Cofounder" in the current title).`
// ---------------------------------------------------------------------------------------------

const ROLE_NAMES: Record<string, string> = {
  ceo: 'chief executive',
  cto: 'CTO',
  cfo: 'CFO',
  coo: 'COO',
  cmo: 'CMO',
  cio: 'CIO',
  ciso: 'CISO',
  cro: 'CRO',
  cpo: 'CPO',
  chro: 'CHRO',
  cco: 'chief customer officer',
  cdo: 'chief data officer',
  general_counsel: 'general counsel',
  chief_officer: 'C-level officer',
  project_manager: 'project manager',
  product_manager: 'product manager',
  group_product_manager: 'group product manager',
  account_executive: 'account executive',
  sdr: 'sales development rep',
  account_manager: 'account manager',
  customer_success_manager: 'customer success manager',
  chief_of_staff: 'chief of staff',
  founding_employee: 'founding employee',
  founders_associate: "founder's associate",
};
const TIER_WORDS: Record<string, string> = {
  owner: 'owner-level',
  founder: 'founder-level',
  c_suite: 'C-level',
  partner: 'partner-level',
  vp: 'VP-level',
  head: 'head-level',
  director: 'director-level',
  manager: 'manager-level',
  senior: 'senior',
  entry: '',
  intern: 'intern',
};
const FN_WORDS: Record<string, string> = {
  human_resources: 'HR',
  sales_engineering: 'sales engineering',
  professional_service: 'consulting',
  public_service: 'public service',
  unknown: '',
  health: 'healthcare',
  trade: 'skilled trade',
  creative: 'design',
};
const SUB_WORDS: Record<string, string> = { software: 'software engineering', it: 'IT', hardware: 'hardware engineering', data: 'data engineering' };
const RELATION_WORDS: Record<string, string> = { contractor: 'contract', advisor: 'advisory', board: 'board' };

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** Quoted text from the profile, safe inside the sentence (no inner double quotes, no trailing dot). */
const quote = (s: string) =>
  `"${s
    .replace(/"/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.\s]+$/, '')}"`;

function whereText(where: Evidence['where']): string {
  return where === 'title' ? 'in the current title' : where === 'headline' ? 'in the headline' : 'in the about section';
}

/** "VP-level software engineering role", "account executive", "contract design role" (sentence case is the caller's). */
function rolePhrase(r: RoleView): string {
  if (r.relation === 'board') return 'board member';
  if (r.relation === 'advisor') return 'advisor';
  const named = ROLE_NAMES[r.role];
  const relation = r.relation === 'employee' ? undefined : RELATION_WORDS[r.relation];
  if (named) return relation ? `${relation} ${named} role` : named;
  const fn =
    (r.fn === 'engineering' && SUB_WORDS[r.sub]) ||
    (r.fn === 'support' && r.sub === 'success' && 'customer success') ||
    (r.fn === 'sales' && r.sub === 'accounts' && 'account management') ||
    (r.fn === 'analyst' && r.sub === 'data' && 'data') ||
    FN_WORDS[r.fn] ||
    r.fn.replace(/_/g, ' ');
  const words = [relation, TIER_WORDS[r.tier], fn].filter((w): w is string => !!w);
  // "advisory advisory role" / "board advisory role": the relation already says it.
  const unique = words.filter((w, i) => words.indexOf(w) === i && !(r.fn === 'advisory' && w === 'advisory' && i > 0));
  return unique.length ? `${unique.join(' ')} role` : 'role';
}

const companyOf = (p: PersonView) => p.companyName || 'the company';
const evidenceOf = (r: RoleView) => `(${quote(r.title)} ${whereText(r.source)})`;

function founderWhy(p: PersonView): string {
  const ev = p.founderEvidence;
  const co = /\b(co-? ?founder|cofounder|co-?fondat|cofondat|mitgr|co-?fundador|socio-? ?fundador)/i.test(ev?.text ?? '');
  const what = p.owner ? 'Owner' : co ? 'Co-founder' : 'Founder';
  return `${what} of ${companyOf(p)}${ev ? ` (${quote(ev.text)} ${whereText(ev.where)})` : ''}.`;
}

export function judge(spec: PersonaSpec, p: PersonView, opts: { ignoreExclusions?: boolean } = {}): Judgement {
  const co = companyOf(p);
  if (p.belongs === 'former') return { match: false, included: false, score: 0, why: `Not kept: no current position at ${co} (the person has left).` };
  if (!p.roles.length) return { match: false, included: false, score: 0.02, why: `Not kept: no readable title or headline about ${co}.` };
  let hit: { r: RoleView; item: Item } | null = null;
  for (const item of spec.include) {
    for (const r of p.roles) {
      if (itemHolds(item, r, p, true) && (!hit || TIER_RANK[r.tier] > TIER_RANK[hit.r.tier])) hit = { r, item };
    }
  }
  const lead = primaryRole(p) ?? p.roles[0];
  if (!hit || !lead) {
    const why = lead ? `Not kept: ${rolePhrase(lead)} at ${co} ${evidenceOf(lead)} is outside the persona.` : `Not kept: nothing at ${co} fits the persona.`;
    return { match: false, included: false, score: 0.05 + 0.01 * (lead ? TIER_RANK[lead.tier] : 0), why };
  }
  if (!opts.ignoreExclusions) {
    const by = hit.item;
    const ex = spec.exclude.find((e) => excluded(e, p, by));
    if (ex) {
      const byRole = p.roles.find((r) => itemHolds(ex, r, p, false)) ?? lead;
      return { match: false, included: true, score: 0.2, why: `Not kept: ${quote(byRole.title)} at ${co} falls under the exclusion ${quote(ex.text)}.` };
    }
  }
  const evidenceScore = 0.6 + 0.03 * TIER_RANK[hit.r.tier] + (hit.r.source === 'title' ? 0.05 : 0);
  const founderItem = hit.item.flags.has('founder') || hit.item.flags.has('owner');
  const why = founderItem && (p.founder || p.owner) ? founderWhy(p) : `${capital(rolePhrase(hit.r))} at ${co} ${evidenceOf(hit.r)}.`;
  return { match: true, included: true, score: Math.min(0.99, evidenceScore), why };
}
