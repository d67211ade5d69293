// Parses a persona's plain-language definition into include and exclude criteria.
//
// 1. Exclusion scopes start at a marker (exclude, excluding, except, other than, but not, not, no,
//    without) and run to the end of the sentence (. ; : ! ?). Inside a scope, "who are not / did not
//    / unless" starts a qualifier that exempts people from that exclusion ("board members who did not
//    found the company").
// 2. Each side is split into lists (by sentence and colon) and items (by commas, "and", "or", "/").
//    Each item is read with a phrase lexicon into tiers, functions, role keys and flags.
// 3. "VPs, heads and directors of marketing, growth or brand": tier-only items just before an item
//    with both tier and function, and function-only items just after it, form one group (all tiers
//    x all functions).
import type { Tier } from '../taxonomy.js';
import { norm } from './text.js';

export type Flag =
  | 'founder' | 'owner' | 'contractor' | 'board' | 'advisor' | 'manages' | 'ic' | 'software_buyer' | 'decision_maker';

export interface Item {
  tiers: Set<Tier>;
  /** Function keys: "sales", or "engineering.software" for a sub-area. */
  fns: Set<string>;
  roles: Set<string>;
  flags: Set<Flag>;
  text: string;
}

export interface Exclusion extends Item {
  /** People matching this are exempt from the exclusion. */
  unless: Item | null;
}

export interface PersonaSpec {
  include: Item[];
  exclude: Exclusion[];
}

type Effect = { tiers?: Tier[]; fns?: string[]; roles?: string[]; flags?: Flag[] };
const LEADERS: Tier[] = ['c_suite', 'vp', 'head', 'director'];
const EXEC: Tier[] = ['c_suite', 'vp'];
const SW = 'engineering.software';

/** Phrase lexicon, most specific first. Each match is consumed so later entries cannot re-read it. */
const LEXICON: ReadonlyArray<readonly [RegExp, Effect]> = [
  // noise
  [/\bat any (level|seniority)( from \w+ to \w+)?|\b(any|all) (levels?|seniorit(y|ies))\b|\bin any (function|team|department)\b|\bwhatever their (current )?titles?\b/g, {}],
  // concepts
  [/\b(sign|signs|signing|approve|approves|approving|authori[sz]e|buy|buys|buying|purchase|purchases|purchasing|budget|budgets)\b[^.;]*?\b(software|saas|tools?|it|licen[cs]es?|technology|tech stack|subscriptions?)( purchases?| deals?| contracts?| budgets?| spend)?\b/g, { flags: ['software_buyer'] }],
  [/\b(software|saas|it|technology) (purchas|buying|budget|procurement|spend)\w*/g, { flags: ['software_buyer'] }],
  [/\bdecision[- ]makers?\b/g, { flags: ['decision_maker'] }],
  [/\b(who )?(manages?|managing|runs?|running|leads?|leading) (people|a team|teams|staff|direct reports|others)\b|\bpeople managers?\b/g, { flags: ['manages'] }],
  [/\bindividual contributors?\b|\bics\b|\bquota[- ]carrying\b/g, { flags: ['ic'] }],
  // phrases that contain misleading words
  [/\bfounder'?s'? associates?\b/g, { roles: ['founders_associate'] }],
  [/\bfounding (engineer|employee|designer|member|team)s?\b/g, { roles: ['founding_employee'] }],
  [/\bchiefs? of staff\b/g, { roles: ['chief_of_staff'] }],
  [/\bfractional (executives?|cfos?|cmos?|ctos?)\b/g, { flags: ['contractor'] }],
  [/\badvisory board( members?)?\b/g, { flags: ['advisor'] }],
  [/\b(board( members?| directors?| of directors| seats?)?|chair( of the board)?|chairs|chair(man|woman|person)s?|non-executive directors?|investors?)\b/g, { flags: ['board'] }],
  [/\badvis[oe]rs?\b/g, { flags: ['advisor'] }],
  [/\b(contractors?|freelancers?|freelance|contract (staff|workers?|hires?)|on (a )?contract|consultants?|interim( hires| staff)?|temps|temporary staff|non-employees)\b/g, { flags: ['contractor'] }],
  [/\b(sales engineers?|solutions? engineers?|pre-?sales)\b/g, { fns: ['sales_engineering'] }],
  [/\bproduct designers?\b/g, { fns: ['creative'] }],
  [/\bproduct marketing\b/g, { fns: ['marketing'] }],
  [/\bcustomer success managers?\b|\bcsms?\b/g, { fns: ['support'] }],
  [/\b(account executives?|aes|sdrs?|bdrs?|sales development( reps?| representatives?)?|business development (reps?|representatives?)|inside sales( reps?| representatives?)?|account managers?|sales (reps?|representatives?)|sales associates?)\b/g, { fns: ['sales'], flags: ['ic'] }],
  [/\b(project|program|programme) managers?\b/g, { roles: ['project_manager'] }],
  [/\bgroup product managers?\b/g, { fns: ['product'], tiers: ['manager'] }],
  [/\b(product managers?|product owners?|product management|pms)\b/g, { fns: ['product'] }],
  [/\bengineering managers?\b/g, { fns: [SW], tiers: ['manager'] }],
  [/\b(team|tech|technical) leads?\b|\bteam leaders?\b/g, { tiers: ['manager'] }],
  [/\bgeneral counsels?\b/g, { roles: ['general_counsel'] }],
  [/\b(legal counsels?|compliance officers?|lawyers?|attorneys?|paralegals?|law-firm|law firm|legal|compliance|counsel)\b/g, { fns: ['legal'] }],
  [/\b(c-level|c-suite|c suite) (executives?|leaders?|officers?)\b/g, { tiers: ['c_suite'] }],
  [/\b(financial|fp&a|finance|budget) analysts?\b/g, { fns: ['finance'] }],
  [/\b(c-level|c-suite|c suite|cxos?|chief \w+ officers?|chief officers?|other chief officers)\b/g, { tiers: ['c_suite'] }],
  [/\b(managing directors?|presidents?)\b/g, { roles: ['ceo'] }],
  [/\b(senior leadership|senior leaders?|senior management|leadership team|executive team|top management)\b/g, { tiers: EXEC }],
  [/\bmiddle (managers?|management)\b/g, { tiers: ['manager', 'head', 'director'] }],
  [/\bexecutives?\b/g, { tiers: EXEC }],
  [/\b(interns?|internships?|working students?|trainees?|apprentices?|werkstudent\w*|praktikant\w*|students?|stagiaires?)\b/g, { tiers: ['intern'] }],
  [/\b(owner-managers?|owner-operators?|owners?|proprietors?|inhaber\w*|proprietaires?|propietari\w*|duenos?)\b|\bown\b/g, { flags: ['owner'] }],
  [/\b(co-?founders?|cofounders?|founders?|founded|found (the|this|their) (company|business)|grunder\w*|fundador\w*|fondat\w*)\b/g, { flags: ['founder'] }],
  [/\b(ceo|chief executive)s?\b/g, { roles: ['ceo'] }],
  [/\bctos?\b/g, { roles: ['cto'] }],
  [/\bcfos?\b/g, { roles: ['cfo'] }],
  [/\bcoos?\b/g, { roles: ['coo'] }],
  [/\bcmos?\b/g, { roles: ['cmo'] }],
  [/\bcios?\b/g, { roles: ['cio'] }],
  [/\bcisos?\b/g, { roles: ['ciso'] }],
  [/\bcros?\b/g, { roles: ['cro'] }],
  [/\bcpos?\b/g, { roles: ['cpo'] }],
  [/\bchros?\b/g, { roles: ['chro'] }],
  [/\b(vps?|vice presidents?|svps?|evps?)\b/g, { tiers: ['vp'] }],
  [/\bheads?\b/g, { tiers: ['head'] }],
  [/\bdirectors?\b/g, { tiers: ['director'] }],
  [/\b(leaders?|leadership)\b/g, { tiers: LEADERS }],
  [/\bpartners?\b/g, { tiers: ['partner'] }],
  [/\b(managers?|management)\b/g, { tiers: ['manager'] }],
  [/\b(seniors?|principal|staff engineers?)\b/g, { tiers: ['senior'] }],
  [/\b(juniors?|entry[- ]level|graduates?)\b/g, { tiers: ['entry'] }],
  [/\b(reps|representatives)\b/g, { flags: ['ic'] }],
  // functions
  [/\b(it|information technology|sysadmins?|system administrators?|help ?desk)\b/g, { fns: ['engineering.it'] }],
  [/\b(software( engineers?| developers?)?|developers?|devs|programmers?|sres?|site reliability|devops|back-?end|front-?end|full-?stack( engineers?)?|ml engineers?|machine learning engineers?|data engineers?|qa engineers?|mobile engineers?)\b/g, { fns: [SW] }],
  [/\b(engineers?|engineering)\b/g, { fns: ['engineering'] }],
  [/\b(customer support|customer success|customer care|customer service|service desk|support|success)\b/g, { fns: ['support'] }],
  [/\b(hr|human resources|people (team|operations|ops|function)|talent( acquisition)?|recruit\w*|personnel)\b/g, { fns: ['human_resources'] }],
  [/\b(finance|financial|accounting|accountants?|bookkeep\w*|controllers?|fp&a|treasury|tax)\b/g, { fns: ['finance'] }],
  [/\b(marketing|marketers?|growth|brand|content|communications?|pr)\b/g, { fns: ['marketing'] }],
  [/\b(products?)\b/g, { fns: ['product'] }],
  [/\b(design|designers?|ux|ui|graphic|visual|creatives?|creative directors?)\b/g, { fns: ['creative'] }],
  [/\b(sales|selling|business development)\b/g, { fns: ['sales'] }],
  [/\b(operations|ops|office|logistics|procurement|supply chain)\b/g, { fns: ['operations'] }],
  [/\b(data scientists?|research\w*|scientists?)\b/g, { fns: ['research'] }],
  [/\b(analysts?)\b/g, { fns: ['analyst'] }],
  [/\b(consulting)\b/g, { fns: ['professional_service'] }],
  [/\b(nurses?|doctors?|physicians?|clinical|medical)\b/g, { fns: ['health'] }],
  [/\b(teachers?|tutors?|instructors?)\b/g, { fns: ['education'] }],
  [/\b(chefs?|cooks?|waiters?|servers?|hospitality)\b/g, { fns: ['hospitality'] }],
  [/\b(production|manufacturing|warehouse|plant)\b/g, { fns: ['manufacturing'] }],
];

const EXCLUSION_MARKER = /\b(exclude[sd]?|excluding|except( for)?|other than|but not|not|no|without|never|minus)\b/;
const QUALIFIER = /\bwho (?:are|is|do|does|did|have|has)(?: not|n't)\b|\bunless\b|\bthat (?:are|is|did|do)(?: not|n't)\b/;

function emptyItem(text: string): Item {
  return { tiers: new Set(), fns: new Set(), roles: new Set(), flags: new Set(), text };
}

function isEmpty(i: Item): boolean {
  return !i.tiers.size && !i.fns.size && !i.roles.size && !i.flags.size;
}

/** Reads one item with the lexicon. */
function readItem(text: string): Item {
  const item = emptyItem(text.trim());
  let rest = ` ${text} `;
  for (const [re, effect] of LEXICON) {
    re.lastIndex = 0;
    if (!re.test(rest)) continue;
    re.lastIndex = 0;
    rest = rest.replace(re, ' ');
    effect.tiers?.forEach((t) => item.tiers.add(t));
    effect.fns?.forEach((f) => item.fns.add(f));
    effect.roles?.forEach((r) => item.roles.add(r));
    effect.flags?.forEach((f) => item.flags.add(f));
  }
  return item;
}

function merge(into: Item, from: Item): void {
  from.tiers.forEach((t) => into.tiers.add(t));
  from.fns.forEach((f) => into.fns.add(f));
  from.roles.forEach((r) => into.roles.add(r));
  from.flags.forEach((f) => into.flags.add(f));
  into.text = `${into.text}, ${from.text}`;
}

/** Splits a list into items and applies the distributive "tiers ... of functions" grouping. */
function readList(text: string): Item[] {
  const parts = text
    .replace(/\b(ux|ui)\/(ux|ui)\b/g, '$1-$2')
    .split(/,|\(|\)|\/|\band\b|\bor\b|\bincluding\b|\bsuch as\b|\be\.g\.|\bfor example\b|\bplus\b|\bas well as\b|—|–/)
    .map((s) => s.trim())
    .filter(Boolean);
  const items = parts.map(readItem).filter((i) => !isEmpty(i));
  const out: Item[] = [];
  for (let i = 0; i < items.length; i += 1) {
    const item = items[i];
    if (!item) continue;
    if (item.tiers.size && item.fns.size) {
      // tier-only items right before join the group
      while (out.length) {
        const prev = out[out.length - 1];
        if (!prev || !prev.tiers.size || prev.fns.size || prev.roles.size || prev.flags.size) break;
        out.pop();
        merge(item, prev);
      }
      // function-only items right after join the group
      let next = items[i + 1];
      while (next && next.fns.size && !next.tiers.size && !next.roles.size && !next.flags.size) {
        merge(item, next);
        i += 1;
        next = items[i + 1];
      }
    }
    out.push(item);
  }
  return out;
}

const specCache = new Map<string, PersonaSpec>();

export function parsePersona(definition: string): PersonaSpec {
  const hit = specCache.get(definition);
  if (hit) return hit;
  const include: Item[] = [];
  const exclude: Exclusion[] = [];
  const text = norm(definition).replace(/\bkeep\b|\bfind\b|\btarget\b/g, ' ');
  for (const sentence of text.split(/(?<=[.;:!?])\s+|[.;:!?]$/)) {
    const s = sentence.replace(/[.;:!?]+$/, '').trim();
    if (!s) continue;
    const m = EXCLUSION_MARKER.exec(s);
    const positive = m ? s.slice(0, m.index) : s;
    const negative = m ? s.slice(m.index + m[0].length) : '';
    include.push(...readList(positive));
    if (negative) {
      const q = QUALIFIER.exec(negative);
      const body = q ? negative.slice(0, q.index) : negative;
      const unlessText = q ? negative.slice(q.index + q[0].length) : '';
      const unless = unlessText ? readItem(unlessText) : null;
      for (const item of readList(body)) {
        // "not managers": anyone who manages people, whatever the level.
        if (item.tiers.size === 1 && item.tiers.has('manager') && !item.fns.size && !item.roles.size) {
          item.tiers.clear();
          item.flags.add('manages');
        }
        exclude.push({ ...item, unless: unless && !isEmpty(unless) ? unless : null });
      }
    }
  }
  const spec = { include, exclude };
  if (specCache.size > 1000) specCache.clear();
  specCache.set(definition, spec);
  return spec;
}
