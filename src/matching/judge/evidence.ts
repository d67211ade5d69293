// The judge's words: the `professional` object, `is_decision_maker`, the score and `why` — one sentence a
// salesperson accepts as evidence, naming the company and the quoted evidence, e.g.
// `Co-founder of Acme Analytics ("Cofounder" in the current title).` (src/matching/README.md).
import type { Professional } from '../../domain/people/types.js';
import {
  functionOf,
  LEVEL_RANK,
  LEVELS,
  type Criteria,
  type EmployerFacts,
  type Evidence,
  type Level,
  type PersonFacts,
  type RoleFacts,
  type Selector,
} from '../criteria.js';
import { founderRole } from '../reader/person.js';
import { TIER_RANK, type Tier, type WorkStatus } from '../taxonomy.js';
import { budgetOf, decide, effectiveRank, primaryRole, type KeptHit } from './judge.js';
import { titleHolds } from '../reader/title-phrase.js';

/** Apollo seniority of a level (the documented `professional.tier`). */
export const TIER_OF_LEVEL: Readonly<Record<Level, Tier>> = {
  intern: 'intern',
  entry: 'entry',
  senior: 'senior',
  tech_lead: 'manager',
  team_lead: 'manager',
  manager: 'manager',
  senior_manager: 'manager',
  head: 'head',
  director: 'director',
  vp: 'vp',
  partner: 'partner',
  svp: 'vp',
  c_level: 'c_suite',
  owner: 'owner',
};

/** A role's Apollo tier: founder/owner evidence wins over the title's level ("Co-Founder & CEO" is `founder`). */
export function tierOf(r: RoleFacts, p: PersonFacts): Tier {
  if (founderRole(p) === r) return p.owner ? 'owner' : 'founder';
  // A lead engineer who manages nobody is a senior individual contributor in Apollo's terms.
  if (r.level === 'tech_lead' && !r.manages) return 'senior';
  return TIER_OF_LEVEL[r.level];
}

const WORK_STATUS: Readonly<Record<RoleFacts['employment'], WorkStatus>> = {
  employee: 'employed',
  contractor: 'contractor',
  fractional: 'contractor',
  advisor: 'advisor',
  board: 'board_member',
};

export function professionalOf(p: PersonFacts): { professional: Professional; isDecisionMaker: boolean } {
  const r = primaryRole(p);
  const workStatus: WorkStatus = p.belongs === 'former' ? 'former' : r ? WORK_STATUS[r.employment] : 'unknown';
  const manages = r ? (p.roles.some((x) => x.manages) ? 'yes' : 'no') : 'unknown';
  const isDecisionMaker = !!r && r.employment === 'employee' && p.belongs !== 'former' && effectiveRank(r, p) >= LEVEL_RANK.director;
  const area = r?.areas[0];
  return {
    professional: {
      tier: r ? tierOf(r, p) : 'entry',
      role: r?.roles[0] ?? 'unknown',
      function: area ? functionOf(area) : 'unknown',
      work_status: workStatus,
      belongs_to_company: p.belongs,
      manages_people: manages,
      budget_authority: budgetOf(r, p),
    },
    isDecisionMaker,
  };
}

const ROLE_NAMES: Readonly<Record<string, string>> = {
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
  chief_digital_officer: 'chief digital officer',
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
const TIER_WORDS: Readonly<Record<Tier, string>> = {
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
const AREA_WORDS: Readonly<Record<string, string>> = {
  software: 'software engineering',
  it: 'IT',
  hardware: 'hardware engineering',
  data_engineering: 'data engineering',
  customer_success: 'customer success',
  account_management: 'account management',
  agency_recruiting: 'staffing agency recruitment',
  ap_ar: 'accounts payable and receivable',
  shared_services: 'finance shared services',
  reward: 'reward (compensation and benefits)',
  logistics: 'supply chain and logistics',
  analytics: 'data',
  human_resources: 'HR',
  sales_engineering: 'sales engineering',
  professional_service: 'consulting',
  public_service: 'public service',
  health: 'healthcare',
  nursing: 'nursing',
  medical: 'medical',
  care: 'care work',
  workforce_planning: 'workforce planning',
  supply_planning: 'supply chain planning',
  trade: 'skilled trade',
  creative: 'design',
};
const EMPLOYMENT_WORDS: Readonly<Record<string, string>> = { contractor: 'contract', fractional: 'contract', advisor: 'advisory', board: 'board' };

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** Quoted text from the profile, safe inside the sentence (no inner double quotes, no trailing dot). */
const quote = (s: string) =>
  `"${s
    .replace(/"/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.\s]+$/, '')}"`;
const whereText = (where: Evidence['where']) =>
  where === 'title' ? 'in the current title' : where === 'headline' ? 'in the headline' : 'in the about section';

/** "VP-level software engineering role", "account executive", "contract design role". */
function rolePhrase(r: RoleFacts, p: PersonFacts): string {
  if (r.employment === 'board') return 'board member';
  if (r.employment === 'advisor') return 'advisor';
  const named = ROLE_NAMES[r.roles[0] ?? ''];
  const relation = r.employment === 'employee' ? undefined : EMPLOYMENT_WORDS[r.employment];
  if (named) return relation ? `${relation} ${named} role` : named;
  const area = r.areas[0];
  const fn = area ? (AREA_WORDS[area] ?? AREA_WORDS[functionOf(area)] ?? functionOf(area).replace(/_/g, ' ')) : '';
  const words = [relation, TIER_WORDS[tierOf(r, p)], fn].filter((w): w is string => !!w);
  const unique = words.filter((w, i) => words.indexOf(w) === i);
  return unique.length ? `${unique.join(' ')} role` : 'role';
}

const companyOf = (p: PersonFacts) => p.company || 'the company';
const evidenceOf = (r: RoleFacts) => `(${quote(r.title)} ${whereText(r.source)})`;

/** An inclusion named in a `why` or an interpretation: its own words quoted, else a stand-in. */
export const selectorName = (s: Pick<Selector, 'text'> | undefined) => (s?.text.trim() ? `"${s.text.trim()}"` : 'the people a criterion names');

/** A level in words ("manager", "C-level"). */
export const LEVEL_WORDS: Readonly<Record<Level, string>> = {
  intern: 'intern',
  entry: 'entry level',
  senior: 'senior',
  tech_lead: 'tech lead',
  team_lead: 'team lead',
  manager: 'manager',
  senior_manager: 'senior manager',
  head: 'head',
  director: 'director',
  vp: 'VP',
  partner: 'partner',
  svp: 'SVP',
  c_level: 'C-level',
  owner: 'owner',
};
const TRAIT_WORDS: Readonly<Record<string, string>> = {
  decision_maker: 'decision maker',
  budget_holder: 'budget holder',
  software_buyer: 'software buyer',
  manages_people: 'manages people',
  individual_contributor: 'individual contributor',
  full_time: 'full-time',
  part_time: 'part-time',
};

/** A level list in words: "head", "manager and above", "senior to director". */
function levelWords(levels: readonly Level[]): string {
  const ranks = [...new Set(levels.map((l) => LEVEL_RANK[l]))].sort((a, b) => a - b);
  const lo = ranks[0]!;
  const hi = ranks[ranks.length - 1]!;
  const word = (rank: number) => LEVEL_WORDS[LEVELS.find((l) => LEVEL_RANK[l] === rank && levels.includes(l))!];
  if (lo === hi) return word(lo);
  // partners and owners are rungs a range may skip ("head to C-level" rarely names them)
  const optional = new Set([LEVEL_RANK.partner, LEVEL_RANK.owner]);
  const rungs = new Set(LEVELS.map((l) => LEVEL_RANK[l]).filter((r) => r >= lo && r <= hi && !optional.has(r)));
  if ([...rungs].some((r) => !ranks.includes(r))) return [...new Set(levels.map((l) => LEVEL_WORDS[l]))].join(', ');
  return hi >= LEVEL_RANK.c_level ? `${word(lo)} and above` : `${word(lo)} to ${word(hi)}`;
}

/** The part of the persona a person met (or an exclusion), named: `"data leaders" (data, manager and above)`. */
export function ruleWords(s: Selector): string {
  const areas =
    s.areas.includes('software') && s.areas.includes('hardware') ? ['engineering', ...s.areas.filter((a) => a !== 'software' && a !== 'hardware')] : s.areas;
  const parts = [
    ...areas.map((a) => AREA_WORDS[a] ?? a.replace(/_/g, ' ')),
    ...(s.levels.length ? [levelWords(s.levels)] : []),
    ...s.roles.map((r) => ROLE_NAMES[r] ?? r.replace(/_/g, ' ')),
    ...(s.titles?.length ? [`title contains ${s.titles.map(quote).join(' or ')}`] : []),
    ...s.employment.map((e) => (e === 'employee' ? 'employee' : (EMPLOYMENT_WORDS[e] ?? e))),
    ...s.traits.map((t) => TRAIT_WORDS[t] ?? t.replace(/_/g, ' ')),
    ...(s.ceiling ? [`at most ${LEVEL_WORDS[s.ceiling]}`] : []),
    ...(s.tenure ? ['tenure'] : []),
  ];
  const words = [...new Set(parts)].join(', ') || 'anyone';
  const text = s.text.trim() ? quote(s.text) : '';
  return text ? `${text} (${words})` : `the criteria (${words})`;
}

function founderWhy(p: PersonFacts, by: Selector): string {
  const ev = p.founderEvidence;
  const co = /\b(co-? ?founder|cofounder|co-?fondat|cofondat|mitgr|co-?fundador|socio-? ?fundador)/i.test(ev?.text ?? '');
  const what = p.owner ? 'Owner' : co ? 'Co-founder' : 'Founder';
  return `${what} of ${companyOf(p)} — matches ${ruleWords(by)}${ev ? `; ${quote(ev.text)} ${whereText(ev.where)}` : ''}.`;
}

export interface Judgement {
  match: boolean;
  /** Matched the include criteria (before exclusions). */
  included: boolean;
  score: number;
  why: string;
  /** Kept: the include selectors that keep the person and the level each is met at (judge.ts `KeptHit`). */
  keptBy?: KeptHit[];
}

export function judge(c: Criteria, p: PersonFacts, opts: { ignoreExclusions?: boolean } = {}, company?: EmployerFacts): Judgement {
  const co = companyOf(p);
  const v = decide(c, p, opts, company);
  switch (v.kind) {
    case 'former':
      return { match: false, included: false, score: 0, why: `Not kept: no current position at ${co} (the person has left).` };
    case 'unreadable':
      return { match: false, included: false, score: 0.02, why: `Not kept: no readable title or headline about ${co}.` };
    case 'outside': {
      const lead = v.lead;
      const why = lead
        ? `Not kept: ${rolePhrase(lead, p)} at ${co} ${evidenceOf(lead)} is outside the persona.`
        : `Not kept: nothing at ${co} fits the persona.`;
      return { match: false, included: false, score: 0.05 + 0.01 * (lead ? TIER_RANK[tierOf(lead, p)] : 0), why };
    }
    case 'elsewhere':
      return { match: false, included: false, score: 0, why: `Not kept: ${v.why}.` };
    case 'excluded':
      return {
        match: false,
        included: true,
        score: 0.2,
        why: `Not kept: ${quote(v.role.title)} at ${co} falls under the exclusion ${ruleWords(v.exclusion)}.`,
      };
    case 'kept': {
      // Which title phrase the title holds, when the persona named some ("loss adjusters"): the evidence is that phrase.
      const phrase = v.by.titles?.find((t) => titleHolds(v.role.title, t));
      const said = phrase ? `; the title contains ${quote(phrase)}: ` : '; ';
      const score = 0.6 + 0.03 * TIER_RANK[tierOf(v.role, p)] + (v.role.source === 'title' ? 0.05 : 0);
      const founderSel = v.by.traits.includes('founder') || v.by.traits.includes('owner');
      const why =
        founderSel && (p.founder || p.owner)
          ? founderWhy(p, v.by)
          : `${capital(rolePhrase(v.role, p))} at ${co} — matches ${ruleWords(v.by)}${said}${quote(v.role.title)} ${whereText(v.role.source)}.`;
      if (v.unchecked) return { match: true, included: true, score: Math.min(0.99, score), why: `${why.slice(0, -1)} (${v.unchecked}).`, keptBy: v.hits };
      return { match: true, included: true, score: Math.min(0.99, score), why, keptBy: v.hits };
    }
  }
}
