// What the rules matcher reads from a profile: the current positions at the profile's company
// (experience entries with that company_id and an empty end), each read from its title, falling back
// to the headline when the title is empty; founder/owner evidence from titles, the headline and the
// about text (only when it names this company); contractor status from employment_type and title.
// The `professional` field of the data is never read.
import type { Profile } from '../../domain/people/types.js';
import type { Fn, Relation, Tier } from '../taxonomy.js';
import { TIER_RANK } from '../taxonomy.js';
import { norm } from './text.js';
import { parseTitle, type TitleInfo } from './title.js';

export interface RoleView {
  title: string;
  /** Where the title came from. */
  source: 'title' | 'headline';
  tier: Tier;
  fn: Fn;
  sub: string;
  role: string;
  chief: boolean;
  manages: boolean;
  relation: Relation;
  known: boolean;
  /** Some words of the title were not read. */
  unsure: boolean;
  /** An entry-level title that says so ("Junior …", assistants, coordinators, SDRs). */
  junior: boolean;
  /** A kind of role a persona may name beside the role key ("assistant", "coordinator", "tech_lead"), or "". */
  kind: string;
  /** Normalised employment type ("full-time", "part-time", "contract", ... or ""). */
  employment: string;
  /** Months since the position started (null when the start date is unknown). */
  tenureMonths: number | null;
}

/** A piece of the profile quoted as evidence. */
export interface Evidence {
  where: 'title' | 'headline' | 'about';
  text: string;
}

export interface PersonView {
  companyName: string;
  roles: RoleView[];
  founder: boolean;
  owner: boolean;
  /** Where the founder/owner evidence was found. */
  founderEvidence: Evidence | null;
  belongs: 'confirmed' | 'former' | 'unconfirmed';
}

const CONTRACT_TYPES = /\b(contract|freelance|self-employed|temporary|seasonal)\b/;
const INTERN_TYPES = /\b(internship|apprenticeship)\b/;
const FOUNDED_SENTENCE = /\b(co-?)?found(ed|er|ers|ing)\b|\bgrund\w*|\bfund[eo]\w*|\bfond[ea]\w*/;
const FIRST_PERSON = /\b(i|we)\s+(co-?)?founded\b|\b(co-?)?founder of\b|\b(co-?)?founded\b/;

/** Months from a "YYYY-MM" start to now (null when unreadable). */
export function monthsSince(start: string, now = new Date()): number | null {
  const m = /^(\d{4})-(\d{1,2})/.exec(start.trim());
  if (!m) return null;
  return (now.getUTCFullYear() - Number(m[1])) * 12 + (now.getUTCMonth() + 1 - Number(m[2]));
}

function roleOf(info: TitleInfo, title: string, source: RoleView['source'], employmentType: string, start: string): RoleView {
  const et = norm(employmentType);
  let relation: Relation = 'employee';
  if (info.board) relation = 'board';
  else if (info.advisor) relation = 'advisor';
  else if (info.contractor || CONTRACT_TYPES.test(et)) relation = 'contractor';
  const tier: Tier = INTERN_TYPES.test(et) && TIER_RANK[info.tier] <= TIER_RANK.senior ? 'intern' : info.tier;
  const manages = relation === 'employee' && TIER_RANK[tier] >= TIER_RANK.manager;
  return {
    title,
    source,
    tier,
    fn: info.fn,
    sub: info.sub,
    role: info.role,
    chief: info.chief,
    manages,
    relation,
    known: info.known,
    unsure: info.unsure,
    junior: tier === 'entry' && info.junior,
    kind: info.kind === 'tech_lead' || (tier === 'entry' && info.junior) ? info.kind : '',
    employment: et,
    tenureMonths: monthsSince(start),
  };
}

/** Headline segments that are about this company (or name no company at all). */
function headlineSegments(headline: string, company: string): string[] {
  const c = norm(company);
  return headline
    .split(/[|·•]/)
    .map((s) => s.trim())
    .filter((s) => {
      const n = norm(s);
      if (!n) return false;
      if (c && n.includes(c)) return true;
      return !/ at |@| bei | chez | en | em /.test(` ${n} `);
    });
}

/** "Founder of a running club", "Owner of NimbusForge": founder/owner of something that is not this company. */
const FOUNDER_OF =
  /\b(co-? ?founder|cofounder|founder|owner|fundador(a)?|fondat(eur|rice)|(mit)?grunder(in)?|inhaber(in)?|propietari[oa]|proprietaire)\s+(of|de|del|du|des|von|der|do|da)\b/;
function foundsSomethingElse(segment: string, company: string): boolean {
  const n = norm(segment);
  return FOUNDER_OF.test(n) && !(company && n.includes(norm(company)));
}

function titleFromHeadline(segment: string, company: string): string {
  return segment.replace(new RegExp(`\\s*(@|\\bat\\b)\\s*${company.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.*$`, 'i'), '').trim();
}

export function viewPerson(p: Profile): PersonView {
  const here = p.experience.filter((e) => e.company_id === p.company_id);
  const current = here.filter((e) => e.end.trim() === '');
  const companyName = here[0]?.company ?? '';
  const belongs: PersonView['belongs'] = current.length ? 'confirmed' : here.length ? 'former' : 'unconfirmed';
  const roles: RoleView[] = [];
  let founder = false;
  let owner = false;
  let founderEvidence: Evidence | null = null;
  const segments = headlineSegments(p.person.headline, companyName);

  const positions = belongs === 'former' ? [] : current.length ? current : [null];
  for (const e of positions) {
    let title = e?.title.trim() ?? '';
    let source: RoleView['source'] = 'title';
    let info = parseTitle(title);
    if (!info?.known) {
      // Empty or unreadable title (or no experience entry at all): fall back to the headline.
      for (const seg of segments) {
        if (foundsSomethingElse(seg, companyName)) continue;
        const candidate = titleFromHeadline(seg, companyName);
        const hi = parseTitle(candidate);
        if (hi?.known) {
          info = hi;
          title = candidate;
          source = 'headline';
          break;
        }
      }
    }
    if (!info) continue;
    const ev: Evidence = { where: source, text: title };
    if (info.founder) [founder, founderEvidence] = [true, ev];
    if (info.owner) [owner, founderEvidence] = [true, ev];
    roles.push(roleOf(info, title, source, e?.employment_type ?? '', e?.start ?? ''));
  }

  if (belongs !== 'former' && !founder && !owner) {
    for (const seg of segments) {
      if (foundsSomethingElse(seg, companyName)) continue;
      const hi = parseTitle(seg);
      if (hi?.founder || hi?.owner) {
        founder ||= hi.founder;
        owner ||= hi.owner;
        founderEvidence = { where: 'headline', text: seg };
        break;
      }
    }
  }
  if (belongs !== 'former' && !founder && companyName) {
    const c = norm(companyName);
    for (const sentence of p.person.about.split(/(?<=[.!?])\s+/)) {
      const n = norm(sentence);
      if (n.includes(c) && FOUNDED_SENTENCE.test(n) && FIRST_PERSON.test(n) && !/\b(previously|formerly|before)\b/.test(n)) {
        founder = true;
        founderEvidence = { where: 'about', text: sentence.trim() };
        break;
      }
    }
  }
  if (founder || owner) {
    // Founder/owner evidence makes the person's leading role a founder/owner tier.
    const lead = roles.find((r) => r.relation === 'employee') ?? roles[0];
    if (lead) {
      lead.tier = owner ? 'owner' : 'founder';
      lead.manages = lead.relation === 'employee';
    }
  }
  return { companyName, roles, founder, owner, founderEvidence, belongs };
}
