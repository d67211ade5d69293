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
}

export interface PersonView {
  companyName: string;
  roles: RoleView[];
  founder: boolean;
  owner: boolean;
  /** Where the founder/owner evidence was found. */
  founderEvidence: string;
  belongs: 'confirmed' | 'former' | 'unconfirmed';
}

const CONTRACT_TYPES = /\b(contract|freelance|self-employed|temporary|seasonal)\b/;
const INTERN_TYPES = /\b(internship|apprenticeship)\b/;
const FOUNDED_SENTENCE = /\b(co-?)?found(ed|er|ers|ing)\b|\bgrund\w*|\bfund[eo]\w*|\bfond[ea]\w*/;
const FIRST_PERSON = /\b(i|we)\s+(co-?)?founded\b|\b(co-?)?founder of\b|\b(co-?)?founded\b/;

function roleOf(info: TitleInfo, title: string, source: RoleView['source'], employmentType: string): RoleView {
  const et = norm(employmentType);
  let relation: Relation = 'employee';
  if (info.board) relation = 'board';
  else if (info.advisor) relation = 'advisor';
  else if (info.contractor || CONTRACT_TYPES.test(et)) relation = 'contractor';
  const tier: Tier = INTERN_TYPES.test(et) && TIER_RANK[info.tier] <= TIER_RANK.senior ? 'intern' : info.tier;
  const manages = relation === 'employee' && TIER_RANK[tier] >= TIER_RANK.manager;
  return { title, source, tier, fn: info.fn, sub: info.sub, role: info.role, chief: info.chief, manages, relation, known: info.known };
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
  let founderEvidence = '';
  const segments = headlineSegments(p.person.headline, companyName);

  const positions = belongs === 'former' ? [] : current.length ? current : [null];
  for (const e of positions) {
    let title = e?.title.trim() ?? '';
    let source: RoleView['source'] = 'title';
    let info = parseTitle(title);
    if (!info?.known) {
      // Empty or unreadable title (or no experience entry at all): fall back to the headline.
      for (const seg of segments) {
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
    if (info.founder) [founder, founderEvidence] = [true, `title "${title}"`];
    if (info.owner) [owner, founderEvidence] = [true, `title "${title}"`];
    roles.push(roleOf(info, title, source, e?.employment_type ?? ''));
  }

  if (belongs !== 'former' && !founder && !owner) {
    for (const seg of segments) {
      const hi = parseTitle(seg);
      if (hi?.founder || hi?.owner) {
        founder ||= hi.founder;
        owner ||= hi.owner;
        founderEvidence = `headline "${seg}"`;
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
        founderEvidence = `about: "${sentence.trim()}"`;
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
