// Parses a persona's plain-language definition into include and exclude criteria, and records what it
// could not read. The grammar (src/matching/README.md has the long form):
//
// 1. Text: lower case, no accents, obvious typos of the vocabulary corrected ("enginers", "marketting"),
//    abbreviations with dots kept inside their sentence ("e.g.", "i.e.", "incl.").
// 2. Sentences end at . ; ! ? or a line break. "HEAD: LIST" is a heading and its definition: the list
//    replaces the heading, and list items without a function take the heading's functions ("the people
//    who run finance: C-level, VP, head and director titles" = those tiers of finance). A heading about
//    budgets ("budget holders for software: ...") makes every item of its list an employee with budget.
// 3. Exclusion scopes start at a marker (exclude, excluding, except, other than, but not, not, no,
//    without, who don't...) and run to the end of the sentence, or up to "plus / as well as / along
//    with", which return to the inclusion. Inside a scope, "who are not / did not / unless" starts a
//    qualifier that exempts people from that exclusion ("board members who did not found the company").
// 4. Each side is split into items at commas, "and", "or", "/", and at "including / such as / e.g." and
//    parentheses, which introduce examples or a definition of the item before them. Each item is read
//    with a phrase lexicon into tiers, functions, role keys, flags and tenure.
// 5. Lists distribute: tier-only items before an item with tier + function, and function-only items
//    after it, form one group ("VPs, heads and directors of marketing, growth or brand" = {vp, head,
//    director} x {marketing}); examples and parentheses without a function take the functions of the
//    items before them ("customer support, including their team leads" = support team leads). A series
//    of functions is their union at any level. "director and above", "below VP", "from junior to
//    principal" are seniority ranges.
// 6. Pieces with no recognised criterion (other than filler such as "people", "the company") are listed
//    in `unrecognised`; they are ignored by the rules matcher, and the shortlist keeps everyone when an
//    inclusion was not understood (a smarter matcher may still read it).
import { TIER_RANK, type Tier } from '../taxonomy.js';
import { norm } from '../reader/text.js';
import { parseTitle } from '../reader/title.js';

export type Flag =
  | 'founder'
  | 'owner'
  | 'contractor'
  | 'board'
  | 'advisor'
  | 'manages'
  | 'ic'
  | 'software_buyer'
  | 'decision_maker'
  | 'budget'
  | 'employee'
  | 'part_time'
  | 'full_time'
  | 'junior'
  | 'any';

export interface Tenure {
  /** Months at the company, inclusive bounds. */
  min?: number;
  max?: number;
}

export interface Item {
  tiers: Set<Tier>;
  /** Function keys: "sales", or "engineering.software" for a sub-area. */
  fns: Set<string>;
  roles: Set<string>;
  flags: Set<Flag>;
  tenure: Tenure | null;
  /**
   * Highest seniority the person may hold in any current role ("below director", "from junior to
   * principal" describe the person: an engineer who is also acting head of a team is not below director).
   */
  ceiling?: Tier;
  text: string;
}

export interface Exclusion extends Item {
  /** People matching this are exempt from the exclusion. */
  unless: Item | null;
}

export interface PersonaSpec {
  include: Item[];
  exclude: Exclusion[];
  /** Pieces of the definition nothing understood, as written (normalised). */
  unrecognised: string[];
  /** An inclusion piece was not understood: the shortlist then keeps everyone. */
  includeUnrecognised: boolean;
}

type Effect = { tiers?: Tier[]; fns?: string[]; roles?: string[]; flags?: Flag[] };
const LEADERS: Tier[] = ['c_suite', 'vp', 'head', 'director'];
const EXEC: Tier[] = ['c_suite', 'vp'];
const SW = 'engineering.software';
/** "engineering" is software and hardware engineering; IT is its own area ("engineering and IT"). */
const ENG = ['engineering.software', 'engineering.hardware'];

/** "the people who run finance": the leaders of what follows (only when a function follows). */
const RUN_BY =
  /\b(who|whoever|that|which) (run|runs|lead|leads|head|heads|oversee|oversees|direct|directs|are in charge of|is in charge of|are responsible for|is responsible for)\b|\bin charge of\b|\bat the top of\b/g;

/** Phrase lexicon, most specific first. Each match is consumed so later entries cannot re-read it. */
const LEXICON: ReadonlyArray<readonly [RegExp, Effect]> = [
  // noise
  [
    /\bat (any|all|every) (levels?|seniorit(y|ies)|grades?)\b|\b(of |in )?(any|all|every) (levels?|seniorit(y|ies)|grades?|ranks?)\b|\bin any (function|team|department|area)\b|\bwhatever their (current )?(titles?|levels?|seniority|roles?)\b|\b(regardless|irrespective) of (their )?(titles?|levels?|seniority|roles?)\b|\bno matter (their|the|what) (titles?|levels?|seniority|roles?)\b|\bfrom (top|the top) to (bottom|the bottom)\b/g,
    {},
  ],
  [/\b(etc|and so on|and so forth|and the like|and similar( roles)?|among others|and more|or similar)\b/g, {}],
  // concepts
  [
    /\b(sign|signs|signing|sign off|approve|approves|approving|authori[sz]e|buy|buys|buying|purchase|purchases|purchasing|budgets?|budget holders?|budget owners?)\b[^.;]*?\b(software|saas|tools?|it|licen[cs]es?|technology|tech stack|subscriptions?)( purchases?| deals?| contracts?| budgets?| spend)?\b/g,
    { flags: ['software_buyer'] },
  ],
  [/\b(software|saas|it|technology|tech|tooling) (purchas|buying|buyers?|budget|procurement|spend)\w*/g, { flags: ['software_buyer'] }],
  [
    /\b(decision[- ]?makers?|decides?|deciding|economic buyers?|buyers?|buying committees?)\b (for|of|on|in|about) (new |the |our |a |any )?(software|saas|tools?|tooling|licen[cs]es?|subscriptions?)\b/g,
    { flags: ['software_buyer'] },
  ],
  [/\bdecision[- ]?makers?\b|\bdecide\w*|\bdecision making\b|\bfinal say\b/g, { flags: ['decision_maker'] }],
  [
    /\bbudget (holders?|owners?|authority|responsibility)\b|\b(hold|holds|own|owns|control|controls|manage|manages) (a |the |their )?budgets?\b|\bsign(s|ing)? off on (spend|purchases|budgets?)\b|\b(approve|approves|sign|signs) (spend|purchases|contracts|deals)\b|\bbuyers?\b|\beconomic buyers?\b/g,
    { flags: ['budget'] },
  ],
  [
    /\b(who |that )?(manages?|managing|runs?|running|leads?|leading|supervis\w*) (people|a team|teams|staff|direct reports|others|a group)\b|\bpeople managers?\b|\bfirst[- ]line (managers?|management|supervisors?)\b|\bwith direct reports\b|\bhave direct reports\b|\bline managers?\b/g,
    { flags: ['manages'] },
  ],
  [RUN_BY, { tiers: LEADERS }],
  [/\b(who|that) (manage|manages)\b/g, { tiers: ['manager', 'head', 'director', 'vp', 'c_suite'] }],
  [
    /\bfront[- ]?line\b|\bindividual[- ]contributors?\b|\bics?\b|\bquota[- ]carrying\b|\bhands[- ]on\b|\bnon[- ]managers?\b|\bnon[- ]management\b/g,
    { flags: ['ic'] },
  ],
  // employment type
  [/\bpart[- ]?time(rs?)?\b/g, { flags: ['part_time'] }],
  [/\bfull[- ]?time(rs?)?\b|\bpermanent (staff|employees?)\b/g, { flags: ['full_time'] }],
  [
    /\b(in-house|on (the )?payroll|salaried|direct hires?|employees only|real employees|employed by (the|this|our) (company|business|firm)|who (is|are) (an )?employees?)\b/g,
    { flags: ['employee'] },
  ],
  // phrases that contain misleading words
  [/\bfounder'?s'? associates?\b/g, { roles: ['founders_associate'] }],
  [/\bfounding (engineer|employee|designer|member|team|hire)s?\b|\bearly employees?\b/g, { roles: ['founding_employee'] }],
  [/\bchiefs? of staff\b/g, { roles: ['chief_of_staff'] }],
  // Entry-level kinds of role a title names ("Executive Assistant", "Marketing Coordinator").
  [/\b(?:executive |personal |administrative |admin |office |team )?assistants?\b/g, { roles: ['assistant'] }],
  [/\bcoordinators?\b/g, { roles: ['coordinator'] }],
  [/\b(?:tech|technical) leads?\b/g, { roles: ['tech_lead'] }],
  [/\bfractional (executives?|cfos?|cmos?|ctos?|leaders?)\b/g, { flags: ['contractor'] }],
  [/\badvisory board( members?)?\b/g, { flags: ['advisor'] }],
  [
    /\b(board( members?| directors?| of directors| seats?)?|chair( of the board)?|chairs|chair(man|woman|person)s?|non-executive directors?|investors?|vcs?)\b/g,
    { flags: ['board'] },
  ],
  [/\badvis[oe]rs?\b/g, { flags: ['advisor'] }],
  [
    /\b(contractors?|freelancers?|freelance|contract (staff|workers?|hires?|roles?|basis)|on (a )?contract|consultants?|interim( hires| staff)?|temps|temporary (staff|workers?|hires?)|non-employees|self-employed|agency staff)\b/g,
    { flags: ['contractor'] },
  ],
  [/\b(go-to-market|gtm)( teams?| org(ani[sz]ation)?| functions?)?\b/g, { fns: ['sales', 'marketing', 'support'] }],
  // Account management (the sellers who own existing customers) is the sub-area `accounts` of sales;
  // new business is the rest of sales ("AEs, SDRs").
  [/\b(?:key |strategic |enterprise )?account management\b/g, { fns: ['sales.accounts'] }],
  [/\b(?:key |strategic |enterprise |technical )?account managers?\b/g, { fns: ['sales.accounts'], flags: ['ic'] }],
  [
    /\b(?:new[- ]business|net[- ]new|new[- ]logos?|new[- ]customer acquisition)(?: sales| sellers| reps?| representatives?| team| business)?\b/g,
    { fns: ['sales.sales'] },
  ],
  [/\b(project|program|programme|delivery) management\b/g, { roles: ['project_manager'] }],
  [/\b(sales engineering|sales engineers?|solutions? engineers?|solutions? architects?|solutions? consultants?|pre-?sales)\b/g, { fns: ['sales_engineering'] }],
  // IT and security people by their noun: "security analysts" are IT, not analysts; "IT support" is IT.
  [
    /\b(?:(?:information |it |infotech |cyber ?)?security|infosec|it|infotech|network|soc) (?:support )?(?:analysts?|engineers?|specialists?|administrators?|admins?|architects?|technicians?|officers?|teams?|staff|people|folks)\b|\b(?:it|infotech) support\b|\binformation security\b/g,
    { fns: ['engineering.it'] },
  ],
  [/\bproduct designers?\b/g, { fns: ['creative'] }],
  [/\bproduct marketing\w*\b/g, { fns: ['marketing'] }],
  // Customer success (onboarding, adoption, renewals) is the sub-area `success` of support; customer
  // support (tickets, help) is `support.support`.
  [/\b(?:customer |client )?success managers?\b|\bcsms?\b/g, { fns: ['support.success'], flags: ['ic'] }],
  [
    /\b(?:technical |tech |customer |client |product )?(?:support|service|care) (?:engineers?|specialists?|agents?|reps?|representatives?|advisors?|associates?)\b/g,
    { fns: ['support.support'], flags: ['ic'] },
  ],
  [/\b(?:technical|tech) support\b/g, { fns: ['support.support'] }],
  // SDRs / BDRs are the sales development role (not every sales individual contributor).
  [/\b(sdrs?|bdrs?|sales development( reps?| representatives?)?|business development (reps?|representatives?))\b/g, { roles: ['sdr'], flags: ['ic'] }],
  [
    /\b(account executives?|aes?|inside sales( reps?| representatives?)?|sales (reps?|representatives?)|sales associates?)\b/g,
    { fns: ['sales'], flags: ['ic'] },
  ],
  [/\b(salespeople|salesmen|saleswomen|sellers|sales (people|staff|folks|team|org|organi[sz]ation))\b/g, { fns: ['sales'] }],
  [/\b(project|program|programme|delivery) managers?\b/g, { roles: ['project_manager'] }],
  [/\bgroup product managers?\b/g, { fns: ['product'], tiers: ['manager'] }],
  [/\b(product managers?|product owners?|product management|pms|product people|product team)\b/g, { fns: ['product'] }],
  [/\bengineering managers?\b/g, { fns: ENG, tiers: ['manager'] }],
  [/\bteam leads?\b|\bteam leaders?\b|\bsupervisors?\b|\bforem(a|e)n\b/g, { tiers: ['manager'] }],
  [/\bgeneral counsels?\b/g, { roles: ['general_counsel'] }],
  [/\b((hr|people) )?business partners?\b|\bhrbps?\b|\bpeople partners?\b/g, { fns: ['human_resources'] }],
  [
    /\b(legal counsels?|compliance officers?|data protection( officers?)?|privacy( officers?| counsels?)?|dpos?|lawyers?|attorneys?|paralegals?|law-firm|law firm|legal|compliance|counsel|solicitors?|jurists?)\b/g,
    { fns: ['legal'] },
  ],
  [/\b(c-level|c-suite|c suite|c level) (executives?|leaders?|officers?|titles?|roles?|people|team)\b/g, { tiers: ['c_suite'] }],
  [/\b(financial|fp&a|finance|budget) analysts?\b/g, { fns: ['finance'] }],
  [/\b(c-level|c-suite|c suite|c level|cxos?|chief \w+ officers?|chief officers?|other chief officers|chiefs)\b/g, { tiers: ['c_suite'] }],
  [/\b(managing directors?|presidents?|general managers?|geschaftsfuhrer\w*)\b/g, { roles: ['ceo'] }],
  [/\bchiefs?\b/g, { tiers: ['c_suite'] }],
  [
    // "senior leaders" are the leaders (C-level to directors), as "senior sales leaders" are sales leaders.
    /\b(senior leadership|senior leaders?|senior management)\b/g,
    { tiers: LEADERS },
  ],
  [/\b(leadership team|executive team|exec team|top management|top brass|upper management|the top)\b/g, { tiers: EXEC }],
  [/\bmiddle (managers?|management)\b/g, { tiers: ['manager', 'head', 'director'] }],
  [/\b(executives?|execs?)\b/g, { tiers: EXEC }],
  [/\b(interns?|internships?|working students?|trainees?|apprentices?|werkstudent\w*|praktikant\w*|students?|stagiaires?|co-?ops?)\b/g, { tiers: ['intern'] }],
  [/\b(owner-managers?|owner-operators?|owners?|proprietors?|inhaber\w*|proprietaires?|propietari\w*|duenos?)\b|\bown\b|\bowns\b/g, { flags: ['owner'] }],
  [
    /\b(co-?founders?|cofounders?|founders?|founded|found (the|this|their) (company|business)|started the company|grunder\w*|fundador\w*|fondat\w*)\b/g,
    { flags: ['founder'] },
  ],
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
  [/\bccos?\b/g, { roles: ['cco'] }],
  [/\b(vps?|vice[- ]presidents?|svps?|evps?|avps?)\b/g, { tiers: ['vp'] }],
  [/\bheads?\b/g, { tiers: ['head'] }],
  [/\b(directors?|directorate)\b/g, { tiers: ['director'] }],
  [/\b(leaders?|leadership|bosses)\b/g, { tiers: LEADERS }],
  [/\bleads?\b/g, { tiers: ['manager'] }],
  [/\bpartners?\b/g, { tiers: ['partner'] }],
  [/\b(managers?|management|mgrs?|managerial)\b/g, { tiers: ['manager'] }],
  [/\b(seniors?|principals?|staff engineers?|experienced)\b/g, { tiers: ['senior'] }],
  // Juniors are the entry tier whose title says so; mid-level people are the rest of the entry tier.
  [/\b(juniors?|jr|entry[- ]level|graduates?|grads?|beginners?|associates?)\b/g, { tiers: ['entry'], flags: ['junior'] }],
  [/\b(mid[- ]level|mid|intermediate)\b/g, { tiers: ['entry'] }],
  [/\b(reps|representatives|agents)\b/g, { flags: ['ic'] }],
  // functions
  [
    /\b(it|infotech|information technology|infosec|sysadmins?|system administrators?|help ?desk|infrastructure|infra|security|cybersecurity|it ops|networking)\b/g,
    { fns: ['engineering.it'] },
  ],
  [
    /\b(software( engineering| engineers?| developers?| development)?|developers?|devs|programmers?|coders?|sres?|site reliability|devops|back-?end|front-?end|full-?stack( engineers?)?|ml engineers?|machine learning engineers?|data engineers?|qa( engineers?)?|mobile engineers?|web developers?)\b/g,
    { fns: [SW] },
  ],
  [/\b(engineers?|engineering|eng|technical|tech|r&d engineers?)\b/g, { fns: ENG }],
  [/\b(customer success|client success|cs|success)\b/g, { fns: ['support.success'] }],
  [/\b(customer support|customer care|customer service|client service|service desk|support|helpdesk)\b/g, { fns: ['support.support'] }],
  [/\b(customer experience|client experience|cx|customer[- ]facing)\b/g, { fns: ['support'] }],
  // Recruiting (talent acquisition) is a sub-area of HR; talent development or management is HR in general.
  [/\btalent (development|management|mobility|programs?)\b/g, { fns: ['human_resources'] }],
  [
    /\b(recruit\w*|talent( acquisition| partners?| team| function| org)?|sourcers?|head ?hunt\w*|ta (team|function|partners?|specialists?|leads?))\b/g,
    { fns: ['human_resources.recruiting'] },
  ],
  [
    /\b(hr|human resources|people[- ](team|operations|ops|function|partners?)|personnel|people and culture|people & culture|(hr )?generalists?)\b/g,
    { fns: ['human_resources'] },
  ],
  [/\b(finance|financial|accounting|accountants?|bookkeep\w*|controllers?|controlling|fp&a|treasury|tax|payroll|audit\w*)\b/g, { fns: ['finance'] }],
  [/\b(marketing|marketers?|growth|brand|content|communications?|comms|pr|demand gen\w*|seo)\b/g, { fns: ['marketing'] }],
  [/\b(products?)\b/g, { fns: ['product'] }],
  [/\b(design|designers?|ux|ui|graphic|visual|creatives?|creative directors?|creative)\b/g, { fns: ['creative'] }],
  [/\b(sales|selling|business development|bizdev|revenue|commercial|partnerships?|alliances)\b/g, { fns: ['sales'] }],
  [/\b(operations|ops|office|logistics|procurement|supply chain|admin|administration|administrative)\b/g, { fns: ['operations'] }],
  [/\b(data scientists?|data science|research\w*|scientists?|r&d)\b/g, { fns: ['research'] }],
  // The data area: data and BI analysts, data engineers, data scientists (sub-areas of analyst, engineering, research).
  [
    /\b(data( people| team| folks| function| org| area| department| professionals?| roles?| staff| analysts?)?|bi( analysts?)?|business intelligence)\b/g,
    { fns: ['analyst.data', 'engineering.data', 'research.data_science'] },
  ],
  [/\b(analysts?|analytics)\b/g, { fns: ['analyst'] }],
  [/\b(consulting)\b/g, { fns: ['professional_service'] }],
  [/\b(nurses?|doctors?|physicians?|clinical|medical|clinicians?)\b/g, { fns: ['health'] }],
  [/\b(teachers?|tutors?|instructors?|educators?)\b/g, { fns: ['education'] }],
  [/\b(chefs?|cooks?|waiters?|servers?|hospitality|kitchen)\b/g, { fns: ['hospitality'] }],
  [/\b(production|manufacturing|warehouse|plant|factory)\b/g, { fns: ['manufacturing'] }],
  [/\b(technicians?|electricians?|tradespeople|trades|craftspeople)\b/g, { fns: ['trade'] }],
  // "anyone" on its own: everyone who works there
  [/\b(everyone|everybody|anyone|anybody|all (employees|staff|people|the people)|the whole (company|team|staff)|all of them|all)\b/g, { flags: ['any'] }],
];

/** Words that carry no criterion: a piece made only of these is not "unrecognised". */
const FILLER = new Set(
  `a an the and or of in at on for to from with by as who whom whose that which this these those their there here its it's is are was were be been being do does did have has had
  people person persons folks folk anyone everyone someone staff team teams members member employees employee workers worker colleagues
  company companies business organisation organization org firm department dept departments function functions area areas group groups side
  role roles title titles position positions job jobs level levels seniority kind kinds type types sort
  work works working worked still currently current now today also too only just all any every each some other others else more most
  such like etc ie eg including include includes included plus well along together e g i
  can could should would may might will we our us you your i me my they them he she his her
  but whatever whichever regardless whether either neither matter etc. really very real actual actually basically mainly mostly generally typically usually
  keep find target show give get want need looking look for please list return select pick alike too well both either titles
  joined hired started ago since company's business's nobody none`
    .split(/\s+/)
    .filter(Boolean),
);

/** Vocabulary the typo corrector maps misspellings onto (its words plus the lexicon's). */
const VOCAB_EXTRA = `engineer engineers engineering manager managers management marketing marketers director directors finance financial sales
designer designers design recruiter recruiters recruiting developer developers development executive executives accountant accountants
contractor contractors freelancer freelancers intern interns founder founders cofounder cofounders owner owners support customer customers success
product products operations legal lawyer lawyers compliance human resources president presidents officer officers senior seniors junior juniors
leadership leader leaders department everyone anyone excluding exclude except without technology software analyst analysts consultant consultants
advisor advisors board member members people employees working leads heads head directors vice assistant assistants coordinator coordinators
specialist specialists representative representatives account accounts business development marketing infrastructure security administrator
administrators bookkeeper bookkeepers controller controllers treasury talent acquisition people recruitment hiring budget budgets purchase purchases
decision makers individual contributors contributor quota carrying anyone everybody executives technical engineering
excluded included joined hired managed managing leading running owned founded started signed approved reporting reports`;

function lexiconWords(): Set<string> {
  const words = new Set<string>(VOCAB_EXTRA.split(/\s+/).filter(Boolean));
  for (const [re] of LEXICON) for (const w of re.source.replace(/\\[bwsd]/g, ' ').match(/[a-z]{4,}/g) ?? []) words.add(w);
  for (const w of FILLER) if (w.length >= 4) words.add(w);
  return words;
}
const VOCAB = lexiconWords();
const VOCAB_LIST = [...VOCAB];

/** Optimal string alignment distance, bounded (returns max+1 when above). */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 0; j <= b.length; j += 1) (d[0] as number[])[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    const row = d[i] as number[];
    const prev = d[i - 1] as number[];
    let best = Infinity;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, ((d[i - 2] as number[])[j - 2] as number) + 1);
      row[j] = v;
      best = Math.min(best, v);
    }
    if (best > max) return max + 1;
  }
  return (d[a.length] as number[])[b.length] as number;
}

const typoCache = new Map<string, string>();

/** A word outside the vocabulary that is one edit (two for long words) from exactly one vocabulary word. */
function correctWord(w: string): string {
  if (w.length < 5 || VOCAB.has(w) || !/^[a-z]+$/.test(w)) return w;
  const hit = typoCache.get(w);
  if (hit !== undefined) return hit;
  const max = w.length >= 9 ? 2 : 1;
  let best = w;
  let bestD = max + 1;
  let ties = 0;
  for (const v of VOCAB_LIST) {
    if (v.length < 4) continue;
    const d = distance(w, v, max);
    if (d < bestD) [best, bestD, ties] = [v, d, 0];
    else if (d === bestD && v !== best) ties += 1;
  }
  const out = bestD <= max && ties === 0 ? best : w;
  if (typoCache.size > 10_000) typoCache.clear();
  typoCache.set(w, out);
  return out;
}

function fixTypos(text: string): string {
  return text.replace(/[a-z]+/g, (w) => correctWord(w));
}

// ---------------------------------------------------------------------------------------------
// Seniority ranges and tenure
// ---------------------------------------------------------------------------------------------

const LADDER: Tier[] = ['intern', 'entry', 'senior', 'manager', 'director', 'head', 'vp', 'partner', 'c_suite', 'founder', 'owner'];
const TIER_WORD =
  '(c-level|c-suite|c level|chief|executives?|execs?|(?:ceo|cto|cfo|coo|cmo|cio|ciso|cro|cpo|chro)\\b|vps?|vice[- ]presidents?|heads?|directors?|managers?|management|manager level|team leads?|leads?|seniors?|senior level|principals?|staff|mid[- ]level|mid|juniors?|associates?|assistants?|coordinators?|entry[- ]level|entry|interns?)';

function tierOfWord(w: string): Tier {
  if (/^(c-level|c-suite|c level|chief|exec)/.test(w) || /^(ceo|cto|cfo|coo|cmo|cio|ciso|cro|cpo|chro)$/.test(w)) return 'c_suite';
  if (/^(vp|vice)/.test(w)) return 'vp';
  if (/^head/.test(w)) return 'head';
  if (/^director/.test(w)) return 'director';
  if (/^(manager|management|team lead|lead)/.test(w)) return 'manager';
  if (/^(senior|principal|staff)/.test(w)) return 'senior';
  if (/^intern/.test(w)) return 'intern';
  return 'entry';
}
const rank = (t: Tier) => TIER_RANK[t];
const atLeast = (t: Tier) => LADDER.filter((x) => rank(x) >= rank(t));
const below = (t: Tier) => LADDER.filter((x) => rank(x) < rank(t));

const RANGES: ReadonlyArray<readonly [RegExp, (m: RegExpMatchArray) => Tier[]]> = [
  [
    new RegExp(`\\bfrom (the )?${TIER_WORD}((?: [a-z]+)?(?: level)?) (to|through|up to|all the way to) (the )?${TIER_WORD}( level)?`, 'g'),
    (m) => {
      const a = rank(tierOfWord(m[2] ?? ''));
      const b = rank(tierOfWord(m[6] ?? ''));
      return LADDER.filter((x) => rank(x) >= Math.min(a, b) && rank(x) <= Math.max(a, b) && rank(x) <= rank('c_suite'));
    },
  ],
  [
    new RegExp(`\\b${TIER_WORD}(-| )?(level)?[ _](and|or)_(above|up|higher|more_senior|upwards)\\b|\\b${TIER_WORD}(-level)?_plus\\b`, 'g'),
    (m) => atLeast(tierOfWord(m[1] ?? m[6] ?? '')),
  ],
  [
    new RegExp(`\\b${TIER_WORD} (to|through|up to) (the )?${TIER_WORD}\\b`, 'g'),
    (m) => {
      const a = rank(tierOfWord(m[1] ?? ''));
      const b = rank(tierOfWord(m[4] ?? ''));
      return LADDER.filter((x) => rank(x) >= Math.min(a, b) && rank(x) <= Math.max(a, b) && rank(x) <= rank('c_suite'));
    },
  ],
  [new RegExp(`\\b(at least|minimum|min\\.?|no lower than|not below) (a |an )?${TIER_WORD}( level)?`, 'g'), (m) => atLeast(tierOfWord(m[3] ?? ''))],
  [
    new RegExp(`\\b(above|more senior than|senior to|higher than) (the )?${TIER_WORD}( level)?`, 'g'),
    (m) => LADDER.filter((x) => rank(x) > rank(tierOfWord(m[3] ?? ''))),
  ],
  [new RegExp(`\\b(below|under|beneath|less senior than|junior to|lower than) (the )?${TIER_WORD}( level)?`, 'g'), (m) => below(tierOfWord(m[3] ?? ''))],
  [
    new RegExp(`\\b${TIER_WORD}(-| )?(level)?[ _](and|or)_(below|under|lower|less_senior|downwards)\\b`, 'g'),
    (m) => LADDER.filter((x) => rank(x) <= rank(tierOfWord(m[1] ?? ''))),
  ],
];

const NUMBER: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  eighteen: 18,
  'a couple of': 2,
  'a few': 3,
};
const QTY = '(\\d+(?:\\.\\d+)?|a couple of|a few|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen)';
const UNIT = '(months?|mos?|years?|yrs?|weeks?)';
const months = (q: string, unit: string) => {
  const n = NUMBER[q] ?? Number(q);
  return unit.startsWith('y') ? n * 12 : unit.startsWith('w') ? n / 4.35 : n;
};

const TENURE: ReadonlyArray<readonly [RegExp, (m: RegExpMatchArray) => Tenure]> = [
  // "joined in the last 6 months", "less than a year at the company", "started within the past 3 months", "under 2 years of tenure"
  [
    new RegExp(`\\b(less than|under|fewer than|in the (last|past)|within the (last|past)|within|in their first|shorter than|not yet) ${QTY} ${UNIT}`, 'g'),
    (m) => ({ max: months(m[4] ?? '', m[5] ?? '') - 0.01 }),
  ],
  [/\b(in the (last|past)|within the (last|past)|this) (year|month|quarter)\b/g, (m) => ({ max: m[4] === 'year' ? 11.99 : m[4] === 'quarter' ? 2.99 : 0.99 })],
  // "more than 2 years", "at least a year", "over 18 months", "2+ years"
  [
    new RegExp(`\\b(more than|over|at least|longer than|for|minimum of|min\\.?) ${QTY} ${UNIT}`, 'g'),
    (m) => (/^(more than|over|longer than)$/.test(m[1] ?? '') ? { min: months(m[2] ?? '', m[3] ?? '') + 0.01 } : { min: months(m[2] ?? '', m[3] ?? '') }),
  ],
  [new RegExp(`\\b(\\d+)_plus ${UNIT}`, 'g'), (m) => ({ min: months(m[1] ?? '', m[2] ?? '') })],
  [
    /\b(new (hires?|joiners?|starters?|employees?|people)|newcomers?|newly hired|recent (hires?|joiners?)|recently (joined|hired|started)|just (joined|started)|still (in|on) (their )?(probation|onboarding)|onboarding)\b/g,
    () => ({ max: 5.99 }),
  ],
  [/\b(long[- ]?(tenured|serving|standing|timers?)|veterans?|old[- ]timers?)\b/g, () => ({ min: 36 })],
];

// ---------------------------------------------------------------------------------------------
// Items and lists
// ---------------------------------------------------------------------------------------------

function emptyItem(text: string): Item {
  return { tiers: new Set(), fns: new Set(), roles: new Set(), flags: new Set(), tenure: null, text };
}

export function isEmptyItem(i: Item): boolean {
  return !i.tiers.size && !i.fns.size && !i.roles.size && !i.flags.size && !i.tenure;
}

/** Words of a leftover that may carry a criterion (not filler, not numbers). */
const contentWords = (text: string) => text.split(/[^a-z0-9&'+-]+/).filter((w) => w.length >= 3 && !FILLER.has(w) && !/^[\d+-]+$/.test(w));

const isFiller = (text: string) =>
  text
    .split(/[^a-z0-9&'+-]+/)
    .filter(Boolean)
    .every((w) => FILLER.has(w) || /^\d+$/.test(w));

/** Reads one item with the ranges, tenure patterns and lexicon. `rest` is what was left unread. */
const FN_WORDS =
  'hr|human resources|people|recruiting|recruitment|talent|marketing|sales|crm|finance|financial|accounting|payroll|legal|compliance|security|design|support|customer support|customer success|service desk|analytics|data|bi|product|engineering|devops|it|operations|logistics|procurement|manufacturing|health|education';

/**
 * The post-sale side: the people who look after existing customers (account management and customer
 * success), as opposed to new business. "post-sale", "existing customers / accounts", "renewals",
 * "retention", "upsell", "account owners", "who look after / own / grow existing customers".
 */
const POST_SALE =
  /\b(?:post[- ]?sales?|after[- ]the[- ]sale|after (?:the |a )?(?:deal|sale|contract)s? (?:is |are |has been |have been )?(?:signed|closed|won)|(?:existing|current|installed)[- ](?:customers?|clients?|accounts?|customer base|client base)|(?:customer|client) retention|renewals?|upsell\w*|cross-sell\w*|expansion (?:revenue|deals?)|account (?:owners?|ownership)|book of business|(?:who |that )?(?:look|looks|looking) after (?:the |our |their )?(?:customers|clients|accounts)|(?:who |that )?(?:own|owns|manage|manages|grow|grows|keep|keeps|handle|handles) (?:the |our |their )?(?:customer|client) (?:relationships?|accounts?))\b/g;
const POST_SALE_AREAS = ['sales.accounts', 'support.success'];

/** An item described as post-sale: sales is account management, support is customer success; alone, both. */
function postSaleAreas(item: Item): void {
  if (!item.fns.size && !item.roles.size) {
    POST_SALE_AREAS.forEach((f) => item.fns.add(f));
    return;
  }
  for (const f of [...item.fns]) {
    const area = f.split('.')[0];
    const to = area === 'sales' ? 'sales.accounts' : area === 'support' ? 'support.success' : null;
    if (to && f !== to) {
      item.fns.delete(f);
      item.fns.add(to);
    }
  }
}

/** Words of a purchase decision: "decision makers for", "who buys", "sign off on", "approve a … purchase". */
const PURCHASE =
  /\b(decision|decisions|decide\w*|decision-?makers?|budget\w*|buy|buys|buying|buyers?|purchas\w*|sign|signs|signing|approv\w*|spend\w*|procur\w*|choose|chooses|choosing|pick|picks|picking)\b/;
/** The same words as leftovers once the purchase is read (not reported as unrecognised). */
const PURCHASE_WORDS =
  /\b(can|could|would|will|who|that|buy|buys|buying|purchas\w*|sign|signs|signing|off|on|approv\w*|spend\w*|procur\w*|choose|chooses|choosing|pick|picks|picking|decide|decides|deciding|new|a|an)\b/g;
/** "<function> software / tools / platform": the function that buys it. */
const FN_TOOL = new RegExp(
  `\\b(${FN_WORDS}) (software|tools?|tooling|platforms?|solutions?|systems?|tech|technology|stack|vendors?|services|apps?|suites?)\\b`,
  'g',
);
/** Product categories named after the function that buys them (read only in a purchase). */
const CATEGORIES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(crm|sales engagement)( software| tools?| platforms?| systems?)?\b/g, 'sales'],
  [/\b(ats|applicant tracking)( software| tools?| platforms?| systems?)?\b/g, 'recruiting'],
  [/\b(hris|hrms|hcm|hr information)( software| tools?| platforms?| systems?)?\b/g, 'hr'],
  [/\b(erp|accounting|bookkeeping|expense management)( software| tools?| platforms?| systems?)\b/g, 'finance'],
  [/\b(marketing automation)( software| tools?| platforms?| systems?)?\b/g, 'marketing'],
  [/\b(help ?desk|ticketing)( software| tools?| platforms?| systems?)\b/g, 'support'],
];

/** Items read from a seniority range ("from interns to the C-suite", "director and above"). */
const rangeItems = new WeakSet<Item>();

function readItem(text: string): { item: Item; rest: string } {
  const item = emptyItem(text.trim());
  let rest = ` ${text} `;
  // "decision makers for HR software", "who buys marketing tools": the purchase is about that function,
  // not about engineering, and the people are that function's budget holders (and the company's top).
  let purchase = false;
  if (PURCHASE.test(rest)) {
    for (const [re, area] of CATEGORIES) rest = rest.replace(re, `${area} software`);
    rest = rest.replace(FN_TOOL, (_m, f: string) => {
      purchase = true;
      return f;
    });
  }
  // "from associate PM up to the Chief Product Officer": a range whose top is a C-level title.
  rest = rest.replace(/\b(up to|to|through|all the way to) (the )?chief ([a-z]+(?: [a-z]+)?) officers?\b/g, (m, to: string, _the: string, area: string) => {
    const info = parseTitle(`chief ${area} officer`);
    return info?.chief && info.role !== 'chief_officer' ? `${to} the c-suite ${area}` : m;
  });
  // "the chief revenue officer": the C-level role the title reader knows by that name.
  rest = rest.replace(/\bchief [a-z]+(?: [a-z]+)? officers?\b/g, (m) => {
    const info = parseTitle(m.replace(/officers$/, 'officer'));
    if (!info || !info.chief || info.role === 'chief_officer') return m;
    item.roles.add(info.role);
    return ' ';
  });
  for (const [re, tiersOf] of RANGES) {
    rest = rest.replace(re, (...args) => {
      const tiers = tiersOf(args as unknown as RegExpMatchArray);
      tiers.forEach((t) => item.tiers.add(t));
      // An upper bound below the C-suite is a ceiling on the person, not only on the matching role.
      const top = tiers.reduce<Tier | undefined>((a, t) => (!a || rank(t) > rank(a) ? t : a), undefined);
      if (top && rank(top) < rank('c_suite') && (!item.ceiling || rank(top) > rank(item.ceiling))) item.ceiling = top;
      rangeItems.add(item);
      return ' ';
    });
  }
  // "from juniors to execs", "from interns to the C-suite": the whole ladder is any level.
  if (['entry', 'senior', 'manager', 'director', 'head', 'vp', 'c_suite'].every((t) => item.tiers.has(t as Tier))) {
    item.tiers.clear();
    delete item.ceiling;
  }
  for (const [re, tenureOf] of TENURE) {
    rest = rest.replace(re, (...args) => {
      item.tenure = { ...item.tenure, ...tenureOf(args as unknown as RegExpMatchArray) };
      return ' ';
    });
  }
  // "people who look after existing customers", "post-sale": account management and customer success.
  POST_SALE.lastIndex = 0;
  const postSale = POST_SALE.test(rest);
  if (postSale) rest = rest.replace(POST_SALE, ' ');
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
  if (postSale) postSaleAreas(item);
  if (purchase) {
    if (!BUDGETISH.some((f) => item.flags.has(f))) item.flags.add('budget');
    rest = rest.replace(PURCHASE_WORDS, ' ');
  }
  // "managing directors who run the company": a description of a named role, not a tier.
  RUN_BY.lastIndex = 0;
  if (item.roles.size && !item.fns.size && RUN_BY.test(text)) LEADERS.forEach((t) => item.tiers.delete(t));
  RUN_BY.lastIndex = 0;
  // "anyone in finance": "anyone" only means everyone when nothing else narrows the item.
  if (item.flags.has('any') && (item.tiers.size || item.fns.size || item.roles.size || item.flags.size > 1 || item.tenure)) item.flags.delete('any');
  // "anyone in RevOps" with RevOps unknown is not everyone: the item is not understood.
  if (item.flags.has('any') && contentWords(rest).length) item.flags.delete('any');
  return { item, rest: rest.replace(/\s+/g, ' ').trim() };
}

function merge(into: Item, from: Item): void {
  from.tiers.forEach((t) => into.tiers.add(t));
  from.fns.forEach((f) => into.fns.add(f));
  from.roles.forEach((r) => into.roles.add(r));
  from.flags.forEach((f) => into.flags.add(f));
  if (from.tenure) into.tenure = { ...into.tenure, ...from.tenure };
  if (from.ceiling && (!into.ceiling || rank(from.ceiling) > rank(into.ceiling))) into.ceiling = from.ceiling;
  into.text = `${into.text}, ${from.text}`;
}

/** Only tiers (and tier-like flags): "VPs", "heads", "individual contributors". */
const tierOnly = (i: Item) =>
  (i.tiers.size > 0 || i.flags.has('ic') || i.flags.has('manages')) &&
  !i.fns.size &&
  !i.roles.size &&
  ![...i.flags].some((f) => f !== 'ic' && f !== 'manages' && f !== 'junior');
const fnOnly = (i: Item) => i.fns.size > 0 && !i.tiers.size && !i.roles.size && !i.flags.size && !i.tenure;
/** Flags that narrow who an item is about rather than naming people. */
const CONDITION_FLAGS: Flag[] = ['manages', 'ic', 'employee', 'full_time', 'part_time'];
/** Only conditions: "manages people", "employees only", "with 2+ years at the company". */
const onlyConditions = (i: Item) =>
  !i.tiers.size && !i.fns.size && !i.roles.size && (i.flags.size > 0 || !!i.tenure || !!i.ceiling) && [...i.flags].every((f) => CONDITION_FLAGS.includes(f));
/** An item ending in a qualifier clause ("managers with direct reports", "leads who manage people"). */
const QUALIFIED = /\b(with|who|that|having|whose)\b/;

/** Adds the conditions of `from` (condition flags, tenure, ceiling) to `into`. */
function addConditions(into: Item, from: Item): Item {
  for (const f of from.flags) if (CONDITION_FLAGS.includes(f)) into.flags.add(f);
  if (from.tenure) into.tenure = { ...from.tenure, ...into.tenure };
  if (from.ceiling && !into.ceiling) into.ceiling = from.ceiling;
  return into;
}

/** The end of an open list of examples: "etc.", "and the like", "and so on". */
const OPEN_LIST = /\b(etc|the like|so on|so forth|similar|similar roles|among others)\b/;

/** A function item naming people ("engineers", "accountants"), not an area ("engineering", "it"). */
const PERSON_NOUN = /(ers|ors|ants|ents|ists|ysts|ians|ees|ects|ates|ives|reps|devs|admins|staff|team|teams|people|folks|everyone|anyone)$/;

/** An item whose last word is an area ("heads of sales", "VP Eng"), not a seniority noun ("IT managers"). */
function areaLast(text: string): boolean {
  const last = text.trim().split(' ').pop() ?? '';
  if (!last) return false;
  const { item } = readItem(last);
  return item.fns.size > 0 && !item.tiers.size;
}
const BUDGETISH: Flag[] = ['software_buyer', 'decision_maker', 'budget'];
const isConcept = (i: Item) => BUDGETISH.some((f) => i.flags.has(f));

/** "x in y" is covered by a set of functions (a sub-area by its area). */
export function fnCovered(f: string, fns: ReadonlySet<string>): boolean {
  return fns.has(f) || fns.has(f.split('.')[0] ?? f);
}

/** Items without a function take the given functions (a scope); a concept heading adds its flags' meaning. */
function scope(items: Item[], head: Item[]): Item[] {
  const fns = new Set(head.flatMap((h) => [...h.fns]));
  const budget = head.some(isConcept);
  return items.map((i) => {
    const out: Item = { ...i, tiers: new Set(i.tiers), fns: new Set(i.fns), roles: new Set(i.roles), flags: new Set(i.flags) };
    if (
      !out.fns.size &&
      !out.roles.size &&
      fns.size &&
      (out.tiers.size || out.flags.has('ic') || out.flags.has('manages') || out.flags.has('decision_maker'))
    ) {
      fns.forEach((f) => out.fns.add(f));
    }
    if (budget) out.flags.add('employee');
    return out;
  });
}

type Conn = 'start' | 'list' | 'example' | 'define' | 'close' | 'plus';
const SPLIT =
  /(,|\(|\)|\/|\band\b|\bor\b|\bincluding\b|\bincl\b|\bsuch as\b|\bwhether\b|\bbe they\b|\bbe it\b|\beg\b|\bfor example\b|\bfor instance\b|\bespecially\b|\bin particular\b|\bie\b|\bnamely\b|\bmeaning\b|\bthat is\b|\bplus\b|\+|\bas well as\b|\balong with\b|\btogether with\b|\band also\b|—|–| - )/;

function connOf(sep: string): Conn {
  const s = sep.trim();
  if (s === '(') return 'define';
  if (s === ')') return 'close';
  if (/^(including|incl|such as|eg|for example|for instance|especially|in particular|whether|be they|be it)$/.test(s)) return 'example';
  if (/^(ie|namely|meaning|that is|—|–|-)$/.test(s)) return 'define';
  if (s === '+') return 'list';
  if (/^(plus|as well as|along with|together with|and also)$/.test(s)) return 'plus';
  return 'list';
}

interface ReadList {
  items: Item[];
  unrecognised: string[];
}

/** Splits a list into items, groups distributive phrases and applies examples and parentheses. */
function readList(text: string, side: 'include' | 'exclude' = 'include'): ReadList {
  const pieces = text.replace(/\b(ux|ui)\/(ux|ui)\b/g, '$1-$2').split(SPLIT);
  const segs: Array<{ conn: Conn; item: Item; open?: boolean; sep?: string }> = [];
  let sep = '';
  const unrecognised: string[] = [];
  let conn: Conn = 'start';
  for (let k = 0; k < pieces.length; k += 1) {
    const piece = pieces[k] ?? '';
    if (k % 2 === 1) {
      sep = piece.trim();
      const c = connOf(piece);
      // "a, b (c)": keep the strongest connector seen since the last item
      if (conn === 'list' || conn === 'start' || c === 'close' || c === 'define') conn = c === 'list' && conn === 'start' ? 'start' : c;
      continue;
    }
    const t = piece.trim();
    if (!t) continue;
    if (OPEN_LIST.test(` ${t} `)) segs.push({ conn, item: emptyItem(t), open: true });
    let { item, rest } = readItem(t);
    if (isEmptyItem(item) && k + 2 < pieces.length && /^(and|or|\/|,)$/.test((pieces[k + 1] ?? '').trim())) {
      // A modifier sharing the next item's noun: "data and ML engineers" = "data engineers", "ML engineers".
      const noun = (pieces[k + 2] ?? '').trim().split(' ').pop() ?? '';
      if (noun && !t.endsWith(noun)) ({ item, rest } = readItem(`${t} ${noun}`));
      item.text = t;
    }
    const noun = t.split(' ').pop() ?? '';
    const nounFns = noun !== t ? readItem(noun).item.fns : new Set<string>();
    if (nounFns.size === 1 && nounFns.has('creative') && item.fns.size > 1) item.fns = new Set(nounFns); // "brand designers" are designers
    if (fnOnly(item) && t.split(' ').length === 1 && /^(and|or|\/|,)$/.test((pieces[k + 1] ?? '').trim())) {
      // "product and brand designers": a one-word modifier reads with the noun of the next item when that
      // gives a reading inside the noun's function ("product designers" are designers).
      const next = (pieces[k + 2] ?? '').trim().split(' ').pop() ?? '';
      const nextFns = next ? readItem(next).item.fns : new Set<string>();
      const combined = next && next !== t ? readItem(`${t} ${next}`).item : null;
      if (combined && nextFns.size && combined.fns.size && [...combined.fns].every((f) => nextFns.has(f) && !item.fns.has(f))) {
        item = { ...combined, text: t };
      }
    }
    if (isEmptyItem(item)) {
      // Words the lexicon read as noise ("all seniorities", "juniors to execs") are understood.
      if (!isFiller(t) && contentWords(rest).length) unrecognised.push(t);
      continue;
    }
    if (rest && !unrecognised.includes(rest)) {
      // Partly understood: the item stands; leftover words are reported when they look like a criterion.
      // A seniority without a function ("data leadership", "heads of RevOps") is read as that
      // seniority in every function; the unknown word is reported (and the shortlist keeps everyone).
      const words = contentWords(rest);
      if (words.filter((w) => w.length >= 4).length >= 2 || (words.length && !item.fns.size && !item.roles.size && !isConcept(item))) unrecognised.push(rest);
    }
    segs.push({ conn, item, sep });
    conn = 'list';
  }

  const out: Item[] = [];
  let run: Item[] = []; // tier-only items waiting for a function
  let group: Item | null = null; // the last item with tiers and functions (absorbs function-only items)
  let groupTakesAreas = false; // the group names its area last ("heads of sales"), so more areas may follow
  let head: Item | null = null; // the item parentheses / examples refer to
  let inParens: { head: Item | null; items: Item[]; open?: boolean } | null = null;
  let examples: Item[] | null = null; // after "including / such as / whether": the items they refer to
  let areaRun: Item[] = []; // function-only area words ("it", "sales") that may qualify the next item
  const flushRun = () => {
    out.push(...run);
    run = [];
  };
  let groupStart = 0; // index in `out` where the current group (since the start or "plus") begins
  const closeParens = () => {
    if (!inParens) return;
    const { head: h, items: raw, open: openList } = inParens;
    inParens = null;
    if (!raw.length) return;
    if (raw.every(onlyConditions)) {
      // "first-line and middle management - manages people", "engineers (employees only)": conditions
      // narrow what they follow, they do not replace it.
      for (const target of out.slice(groupStart)) for (const c of raw) addConditions(target, c);
      return;
    }
    // Examples and definitions of a heading keep its conditions ("people managers under director level
    // (team leads, engineering managers and the like)" are team leads who manage people, below director).
    const items = h ? raw.map((i) => addConditions({ ...i, flags: new Set(i.flags) }, h)) : raw;
    if (!h || isConcept(h) || !h.fns.size) {
      // A definition of a heading without functions (or a concept): the list replaces it, unless it is
      // an open list of examples ("and the like").
      const idx = h && !openList ? out.indexOf(h) : -1;
      if (idx >= 0 && items.length) out.splice(idx, 1);
      // "go-to-market leadership (sales, marketing, CS)": functions alone take the heading's seniorities.
      // ("Senior … leadership": the adjective does not add senior ICs to the leaders.)
      const headTiers = h && !isConcept(h) ? [...h.tiers] : [];
      const leaders = headTiers.filter((t) => TIER_RANK[t] >= TIER_RANK.director);
      const tiers = new Set<Tier>(leaders.length ? leaders : headTiers);
      const levelled = items.map((i) => (tiers.size && i.fns.size && !i.tiers.size && !i.roles.size ? { ...i, tiers: new Set(tiers) } : i));
      out.push(...scope(levelled, h ? [h] : []));
    } else {
      // Specialisations of a function ("designers (UX, UI, product)"): only what stays inside it. A list of
      // seniorities or named roles ("engineering leadership (VP Eng, Head of Engineering, CTO)") defines it.
      // "go-to-market leadership (sales, marketing, CS)": areas alone take the heading's seniorities.
      const levelled = h.tiers.size ? items.map((i) => (fnOnly(i) ? { ...i, tiers: new Set(h.tiers) } : i)) : items;
      const inside = scope(levelled, [h]).filter((i) => [...i.fns].every((f) => fnCovered(f, h.fns)) || i.roles.size);
      const defines = !openList && inside.length > 0 && inside.every((i) => i.tiers.size > 0 || i.roles.size > 0);
      if (defines) {
        const idx = out.indexOf(h);
        if (idx >= 0) out.splice(idx, 1);
      }
      out.push(...inside);
    }
  };

  for (const { conn: c0, item, open, sep: raw } of segs) {
    // "people with budget for software, such as owners, the CEO ...": examples of a concept define it.
    const prev = out[out.length - 1];
    const c: Conn = c0 === 'example' && !inParens && !run.length && prev && isConcept(prev) ? 'define' : c0;
    if (open) {
      // "(team leads, engineering managers and the like)": examples, the heading stays.
      if (inParens) inParens.open = true;
      continue;
    }
    if (c === 'close') closeParens();
    if (c === 'define') {
      closeParens();
      flushRun();
      inParens = { head: out[out.length - 1] ?? null, items: [] };
    }
    if (c === 'plus' || c === 'define') examples = null;
    if (c === 'plus') {
      closeParens();
      flushRun();
      group = null;
      groupStart = out.length;
    }
    if (inParens) {
      // Inside parentheses / after "i.e.": its own small list with distribution.
      const list = inParens.items;
      const last = list[list.length - 1];
      if (tierOnly(item)) list.push(item);
      else if (item.tiers.size && item.fns.size) {
        while (list.length && tierOnly(list[list.length - 1] as Item)) merge(item, list.pop() as Item);
        // "(IT/engineering heads)": the area word joined right before shares the noun.
        const before = list[list.length - 1];
        if (before && fnOnly(before) && /^(\/|and|or)$/.test(raw ?? '')) merge(item, list.pop() as Item);
        list.push(item);
      } else if (fnOnly(item) && last && last.tiers.size && last.fns.size) merge(last, item);
      else list.push(item);
      continue;
    }
    if (c === 'example') {
      flushRun();
      examples = out.filter((i) => i.fns.size);
    }
    if (examples?.length) {
      // "finance people on payroll, including the CFO": an example shares the employment condition of its group.
      for (const f of ['employee', 'full_time', 'part_time'] as const) if (examples.every((e) => e.flags.has(f))) item.flags.add(f);
    }
    if (examples && !item.fns.size) {
      // Examples ("including their team leads", "whether ICs or managers") without a function take the
      // functions of the items before them; the example list runs to the end or to "plus".
      out.push(...scope([item], examples));
      group = null;
      continue;
    }
    if (tierOnly(item) && group && c === 'list' && !rangeItems.has(item) && side === 'include') {
      // "engineering VPs, heads and directors": tiers after a function-first group join it.
      merge(group, item);
      continue;
    }
    if (tierOnly(item)) {
      // "team leads and managers with direct reports": a trailing qualifier describes the whole list.
      if (QUALIFIED.test(item.text)) for (const r of run) for (const f of item.flags) if (CONDITION_FLAGS.includes(f)) r.flags.add(f);
      run.push(item);
      group = null;
      continue;
    }
    const ownText = item.text;
    const startsWithPrep = /^(of|in|for|within|across|on)\b/.test(item.text);
    if ((item.tiers.size && item.fns.size) || (fnOnly(item) && startsWithPrep && run.length)) {
      for (const r of run) merge(item, r);
      run = [];
      // "IT/engineering heads", "sales and marketing directors": area words right before join the group.
      if (item.tiers.size && c === 'list') {
        // Only the area word joined right before by "/", "and" or "or" ("sales and marketing directors").
        const prev = out[out.length - 1];
        if (prev && areaRun.includes(prev) && /^(\/|and|or)$/.test(raw ?? '')) {
          // ... and the whole series of bare area words before it ("sales, CS and marketing managers").
          while (out.length && areaRun.includes(out[out.length - 1] as Item)) merge(item, out.pop() as Item);
        }
      }
      areaRun = [];
      out.push(item);
      group = item;
      // "directors of marketing, growth or brand" share the noun; "IT managers, sysadmins, helpdesk"
      // (the area before the noun) is a list of its own items.
      groupTakesAreas = areaLast(ownText);
      head = item;
      continue;
    }
    // "customer service and technical support individual contributors": the bare areas joined right
    // before share the noun, as they share a tiered one ("sales and marketing managers").
    if (item.fns.size && !item.tiers.size && (item.flags.has('ic') || item.flags.has('manages')) && c === 'list' && /^(\/|and|or)$/.test(raw ?? '')) {
      const prev = out[out.length - 1];
      if (prev && areaRun.includes(prev)) {
        while (out.length && areaRun.includes(out[out.length - 1] as Item)) merge(item, out.pop() as Item);
        areaRun = [];
      }
    }
    if (fnOnly(item) && group && groupTakesAreas && c === 'list' && !PERSON_NOUN.test(item.text)) {
      merge(group, item);
      continue;
    }
    flushRun();
    out.push(item);
    group = null;
    head = item;
    if (fnOnly(item) && !PERSON_NOUN.test(item.text)) {
      if (c !== 'list' && c !== 'start') areaRun = [];
      areaRun.push(item);
    } else areaRun = [];
  }
  closeParens();
  // "managers and team leads who run a team, under director level": a trailing range after a list of
  // seniorities narrows them (it is not everyone below director).
  const tail = run[run.length - 1];
  const levels = run.slice(0, -1);
  if (tail && rangeItems.has(tail) && levels.length && levels.every((r) => r.tiers.size && !rangeItems.has(r))) {
    const narrowed = levels.map((r) => new Set([...r.tiers].filter((t) => tail.tiers.has(t))));
    if (narrowed.every((t) => t.size)) {
      levels.forEach((r, k) => {
        r.tiers = narrowed[k] as Set<Tier>;
        if (tail.ceiling && (!r.ceiling || rank(tail.ceiling) < rank(r.ceiling))) r.ceiling = tail.ceiling;
        r.text = `${r.text}, ${tail.text}`;
      });
      run.pop();
    }
  }
  // "finance, legal or HR, from interns to the C-suite": a trailing range qualifies the series.
  if (run.length && run.every((r) => rangeItems.has(r))) {
    const fnItems = out.filter((i) => i.fns.size);
    if (fnItems.length) {
      // The range narrows the function-only items of the series ("product and design, senior and above").
      const series = fnItems.filter(fnOnly);
      for (const f of series) out.splice(out.indexOf(f), 1);
      out.push(...scope(run, fnItems));
      run = [];
    }
  }
  flushRun();
  void head;
  return { items: out, unrecognised };
}

// ---------------------------------------------------------------------------------------------
// Sentences
// ---------------------------------------------------------------------------------------------

const EXCLUSION_MARKER =
  /\b(exclude[sd]?|excluding|except( for)?|other than|but not|not|no|without|never|minus|leave out|leaving out|skip|omit|ignore|filter out|rather than|apart from|aside from|save for|who (?:do|does|are|is|have|has)(?: not|n't)|who (?:don't|doesn't|aren't|isn't|haven't|hasn't|never))\b/;
const NOT_A_MARKER = /\b(no matter|not only|whether or not|no longer|not just|if not|no less than|not less than|not yet)\b/g;
const QUALIFIER =
  /\bwho (?:are|is|do|does|did|have|has)(?: not|n't)\b|\bwho (?:didn't|don't|doesn't|aren't|isn't|never)\b|\bunless\b|\bthat (?:are|is|did|do)(?: not|n't)\b/;
const BACK_TO_INCLUDE = /\b(plus|as well as|along with|together with|but (?:do |please )?include|but keep|though include|however include)\b/;

interface Clause {
  include: Item[];
  exclude: Exclusion[];
  unrecognised: string[];
  includeUnrecognised: boolean;
}

/** "anyone who manages a team is out", "and so are interns": the whole clause excludes. */
const POST_NEGATION =
  /\b(?:is|are) (?:out|excluded|not (?:included|wanted|relevant|needed|in scope))\b|\b(?:do|does) not (?:count|qualify)\b|\bso (?:is|are)\b|\bnot wanted\b|\b(?:excluded|not included|out of scope|left out)\s*$/g;

function readClause(s: string): Clause {
  POST_NEGATION.lastIndex = 0;
  if (POST_NEGATION.test(s)) {
    POST_NEGATION.lastIndex = 0;
    return readClause(`exclude ${s.replace(POST_NEGATION, ' ').replace(/^\s*(and|but)\b/, '')}`);
  }
  const guarded = s.replace(NOT_A_MARKER, (m) => m.replace(/\b(no|not)\b/g, (w) => `${w.toUpperCase()}`));
  const m = EXCLUSION_MARKER.exec(guarded);
  let positive = m ? s.slice(0, m.index) : s;
  let negative = m ? s.slice(m.index + m[0].length) : '';
  const back = negative ? BACK_TO_INCLUDE.exec(negative) : null;
  if (back) {
    positive = `${positive}, ${negative.slice(back.index + back[0].length)}`;
    negative = negative.slice(0, back.index);
  }
  const inc = readList(positive);
  const out: Clause = { include: inc.items, exclude: [], unrecognised: [...inc.unrecognised], includeUnrecognised: inc.unrecognised.length > 0 };
  if (negative.trim()) {
    const q = QUALIFIER.exec(negative);
    const body = q ? negative.slice(0, q.index) : negative;
    const unlessText = q ? negative.slice(q.index + q[0].length) : '';
    const unless = unlessText ? readItem(unlessText).item : null;
    const ex = readList(body, 'exclude');
    out.unrecognised.push(...ex.unrecognised);
    for (const item of ex.items) {
      // "not managers": anyone who manages people, whatever the level.
      if (item.tiers.size === 1 && item.tiers.has('manager') && !item.fns.size && !item.roles.size && !item.flags.size) {
        item.tiers.clear();
        item.flags.add('manages');
      }
      if (item.flags.has('any')) continue; // "no one else" / "nobody else"
      out.exclude.push({ ...item, unless: unless && !isEmptyItem(unless) ? unless : null });
    }
  }
  return out;
}

const specCache = new Map<string, PersonaSpec>();

/** "People" capitalised after a seniority, a preposition or a list separator, not a noun phrase about persons. */
const PEOPLE_DEPARTMENT =
  /(?<=(?:\b(?:of|for|in|and|or|VPs?|Heads?|Directors?)|[,/&])\s*)People\b(?!\s+(?:who|that|which|with|in|at|from|on|whose|working|across|of|[Tt]eams?|[Oo]ps|[Oo]perations|[Ff]unction|[Pp]artners?|and [Cc]ulture|& [Cc]ulture|[Mm]anagers?|[Ll]eaders?|[Ll]eadership|[Oo]fficers?))/g;

/** Normalised persona text: lower case, typos fixed, dotted abbreviations without their dots. */
export function normaliseDefinition(definition: string): string {
  // "IT" in capitals is the function; a lower-case "it" after a verb is a pronoun ("owns it").
  const withIt = definition
    .replace(/\bI\.?T\b/g, 'infotech')
    // "heads of HR, People or Talent", "VP People": "People" capitalised inside a sentence is the department.
    .replace(PEOPLE_DEPARTMENT, 'people-function');
  const t = norm(withIt)
    .replace(
      /\b(own|owns|owned|run|runs|ran|lead|leads|led|found|founded|start|started|manage|manages|managed|do|does|did|buy|buys|sign|signs|approve|approves|use|uses|with|about|make|makes|making|join|joined|leave|left|is|was|get|gets|got) it\b/g,
      '$1',
    )
    .replace(/\bit's\b/g, 'it is')
    .replace(/\b(?:held by |who are |that are )?non-(founders?|owners?|managers?|contractors?|freelancers?|interns?|employees?)\b/g, 'not $1')
    // "(contractors and freelancers excluded)", "CFO included": the same as "excluding …", "including …".
    .replace(/\(([^()]+?)\s+(?:are |is )?excluded\)/g, ', excluding $1')
    .replace(/,\s*([^,.;()]+?)\s+(?:are |is )?included\b/g, ', including $1')
    .replace(/([a-z0-9])\+(?=\s|$|,|\)|;)/g, '$1_plus')
    .replace(/\be\.\s?g\.?(?=\s|,|$)/g, 'eg')
    .replace(/\bi\.\s?e\.?(?=\s|,|$)/g, 'ie')
    .replace(/\betc\./g, 'etc')
    .replace(/\bincl\./g, 'incl')
    .replace(/\bvs\./g, 'vs')
    .replace(/\bjr\./g, 'junior')
    .replace(/\bsr\./g, 'senior')
    .replace(/\bdept\./g, 'department')
    .replace(/\bmin\./g, 'min')
    .replace(/\bppl\b/g, 'people')
    .replace(/\bw\/o\b/g, 'without')
    .replace(/\bw\//g, 'with ')
    .replace(/\b(\w+)n't\b/g, (_m, w: string) => `${w === 'can' ? 'can' : w === 'won' ? 'will' : w} not`)
    .replace(/\bdon not\b/g, 'do not')
    .replace(/\b(head|heads)-of\b/g, '$1 of')
    // "decision makers / buyers for HR software": two names of one concept, not two items.
    .replace(
      /\b(decision[- ]?makers?|(?:economic )?buyers?|budget (?:holders?|owners?)|approvers?)\s*(?:\/|\bor\b|\band\b|&)\s*(?:decision[- ]?makers?|(?:economic )?buyers?|budget (?:holders?|owners?)|approvers?)\b/g,
      '$1',
    )
    // "people with budget for software, like owners and the CEO": examples.
    .replace(/,\s*like\b/g, ', such as')
    // "Who runs marketing? The CMO, VPs ...": a question answered by a list is a heading.
    .replace(/\?\s+(?=[a-z0-9(])/g, ': ')
    // "revenue operations", "marketing ops": the function's own operations team is that function.
    .replace(/\b(rev ?ops|revenue (?:ops|operations))\b/g, 'revenue')
    .replace(/\b(sales|marketing|product|design|support|finance|security|legal|people) (?:ops|operations)\b/g, (m, f: string) => (f === 'people' ? m : f));
  return (
    fixTypos(t)
      // "senior sales leaders": "senior" only stresses the leaders of a named function.
      .replace(/\bsenior ((?:[a-z&-]+ ){1,2})(leaders?|leadership|executives?|management)\b/g, (m, mid: string, w: string) =>
        /^(leadership|management|executive) $/.test(mid) ? m : `${mid}${w}`,
      )
      // "director and above" is one range, not a list: keep "and"/"or" from splitting it.
      .replace(
        / (and|or) (above|up|higher|more senior|upwards|below|under|lower|less senior|downwards)\b/g,
        (_m, a: string, b: string) => `_${a}_${b.replace(' ', '_')}`,
      )
      .replace(
        /^\s*(please )?(keep|find|target|show( me)?|give me|get me|list|return|we want|i want|we need|i need|we're looking for|we are looking for|i'm looking for|looking for)\b/g,
        ' ',
      )
      .replace(/\b(keep|find|target)\b/g, ' ')
  );
}

export function parsePersona(definition: string): PersonaSpec {
  const hit = specCache.get(definition);
  if (hit) return hit;
  const include: Item[] = [];
  const exclude: Exclusion[] = [];
  const unrecognised: string[] = [];
  let includeUnrecognised = false;
  let lastSentence = 0; // where the previous sentence's inclusions start
  for (const sentence of normaliseDefinition(definition).split(/(?<=[.;!?])\s+|\n+|[.;!?]$/)) {
    const s = sentence.replace(/[.;!?]+$/, '').trim();
    if (!s) continue;
    const colon = s.indexOf(':');
    let clause: Clause;
    if (colon > 0 && colon < s.length - 1) {
      // "HEAD: LIST": the list defines the heading; items without a function take the heading's.
      const head = readClause(s.slice(0, colon));
      const list = readClause(s.slice(colon + 1));
      const open = /\b(etc|and so on|and so forth|and the like|and similar|among others|and more|or similar)\b/.test(s);
      clause = {
        include: list.include.length ? [...(open ? head.include : []), ...scope(list.include, head.include)] : head.include,
        exclude: [...head.exclude, ...list.exclude],
        unrecognised: [...head.unrecognised, ...list.unrecognised],
        includeUnrecognised: list.include.length ? list.includeUnrecognised : head.includeUnrecognised || list.includeUnrecognised,
      };
    } else {
      clause = readClause(s.replace(/:$/, ''));
    }
    // "Marketing leadership. C-level, VP, head and director titles.": a sentence that only lists
    // seniorities (and named roles) says which levels of the functions named just before it.
    const levels = clause.include.filter(tierOnly);
    const fnItems = include.slice(lastSentence).filter((i) => i.fns.size && !i.roles.size);
    if (levels.length && fnItems.length && clause.include.every((i) => tierOnly(i) || (i.roles.size && !i.fns.size && !i.tiers.size))) {
      const tiers = new Set(levels.flatMap((i) => [...i.tiers]));
      const allLevels = (['entry', 'senior', 'manager'] as Tier[]).every((t) => tiers.has(t)) && LEADERS.some((t) => tiers.has(t));
      const scoped = scope(clause.include, fnItems);
      if (allLevels) clause.include = clause.include.filter((i) => !tierOnly(i));
      else {
        if (!/\b(also|too|as well|plus|in addition)\b/.test(s)) for (const f of fnItems) include.splice(include.indexOf(f), 1);
        clause.include = scoped;
      }
    }
    lastSentence = include.length;
    include.push(...clause.include);
    exclude.push(...clause.exclude);
    unrecognised.push(...clause.unrecognised);
    includeUnrecognised ||= clause.includeUnrecognised;
  }
  // "employees only", "full-time", "hired in the last year" on their own are conditions on everyone the
  // persona includes, not people of their own.
  const CONDITIONS: Flag[] = ['employee', 'full_time', 'part_time'];
  const isCondition = (i: Item) =>
    !i.tiers.size && !i.fns.size && !i.roles.size && (i.flags.size > 0 || !!i.tenure) && [...i.flags].every((f) => CONDITIONS.includes(f));
  const conditions = include.filter(isCondition);
  if (conditions.length && conditions.length < include.length) {
    const rest = include.filter((i) => !isCondition(i));
    include.length = 0;
    for (const i of rest) {
      for (const c of conditions) {
        c.flags.forEach((f) => i.flags.add(f));
        if (c.tenure) i.tenure = { ...i.tenure, ...c.tenure };
      }
      include.push(i);
    }
  }
  const spec: PersonaSpec = { include, exclude, unrecognised: [...new Set(unrecognised)], includeUnrecognised: includeUnrecognised || include.length === 0 };
  if (specCache.size > 1000) specCache.clear();
  specCache.set(definition, spec);
  return spec;
}
