// Judges one person against a parsed persona and fills the `professional` object.
import type { Professional } from '../../domain/people/types.js';
import { TIER_RANK, type Budget, type WorkStatus } from '../taxonomy.js';
import type { Exclusion, Flag, Item, PersonaSpec } from './persona.js';
import type { PersonView, RoleView } from './person.js';

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
  return r.fn === 'engineering' && (r.sub === 'software' || r.sub === 'it') && ['vp', 'head', 'director'].includes(r.tier);
}

function flagHolds(flag: Flag, r: RoleView, p: PersonView): boolean {
  switch (flag) {
    case 'founder': return p.founder;
    case 'owner': return p.owner;
    case 'contractor': return r.relation === 'contractor';
    case 'board': return r.relation === 'board';
    case 'advisor': return r.relation === 'advisor';
    case 'manages': return r.manages;
    case 'ic': return isIc(r);
    case 'software_buyer': return softwareBuyer(r, p);
    case 'decision_maker': return r.relation === 'employee' && TIER_RANK[r.tier] >= TIER_RANK.director;
  }
}

function fnHolds(fns: Set<string>, r: RoleView): boolean {
  return fns.has(r.fn) || fns.has(`${r.fn}.${r.sub}`);
}

function itemHolds(item: Item, r: RoleView, p: PersonView, gate: boolean): boolean {
  if (gate && r.relation !== 'employee' && r.relation !== 'contractor' && !item.flags.has('board') && !item.flags.has('advisor')) return false;
  if (item.roles.size && item.roles.has(r.role)) return true;
  if (!item.tiers.size && !item.fns.size && !item.flags.size) return false;
  if (item.tiers.size && !item.tiers.has(r.tier) && !(r.chief && item.tiers.has('c_suite'))) return false;
  if (item.fns.size && !fnHolds(item.fns, r)) return false;
  for (const f of item.flags) if (!flagHolds(f, r, p)) return false;
  return true;
}

function excluded(ex: Exclusion, p: PersonView): boolean {
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
    p.belongs === 'former' ? 'former' : !r ? 'unknown'
      : r.relation === 'employee' ? 'employed' : r.relation === 'contractor' ? 'contractor' : r.relation === 'advisor' ? 'advisor' : 'board_member';
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

const describe = (r: RoleView) => `"${r.title}"${r.source === 'headline' ? ' (from the headline)' : ''} (${r.tier.replace('_', '-')}, ${r.fn.replace('_', ' ')}${r.relation !== 'employee' ? `, ${r.relation}` : ''})`;

export function judge(spec: PersonaSpec, p: PersonView, opts: { ignoreExclusions?: boolean } = {}): Judgement {
  const at = p.companyName ? ` at ${p.companyName}` : '';
  if (p.belongs === 'former') return { match: false, included: false, score: 0, why: `No current position${at}: the person has left.` };
  if (!p.roles.length) return { match: false, included: false, score: 0.02, why: `No readable title or headline${at}.` };
  let hit: { r: RoleView; item: Item } | null = null;
  for (const item of spec.include) {
    for (const r of p.roles) {
      if (itemHolds(item, r, p, true) && (!hit || TIER_RANK[r.tier] > TIER_RANK[hit.r.tier])) hit = { r, item };
    }
  }
  const lead = primaryRole(p) ?? p.roles[0];
  if (!hit || !lead) {
    return { match: false, included: false, score: 0.05 + 0.01 * (lead ? TIER_RANK[lead.tier] : 0), why: `${lead ? describe(lead) : 'The title'}${at} does not fit the persona.` };
  }
  const evidenceScore = 0.6 + 0.03 * TIER_RANK[hit.r.tier] + (hit.r.source === 'title' ? 0.05 : 0);
  if (!opts.ignoreExclusions) {
    const ex = spec.exclude.find((e) => excluded(e, p));
    if (ex) return { match: false, included: true, score: 0.2, why: `${describe(lead)}${at} is excluded by "${ex.text}".` };
  }
  const reason = hit.item.flags.has('founder') || hit.item.flags.has('owner') ? `${p.owner ? 'owner' : 'founder'} evidence in ${p.founderEvidence}` : `matches "${hit.item.text}"`;
  return { match: true, included: true, score: Math.min(0.99, evidenceScore), why: `${describe(hit.r)}${at} ${reason}.` };
}
