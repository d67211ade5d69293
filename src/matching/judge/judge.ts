// The judge: Criteria × PersonFacts → decision, score, evidence. It reads nothing else (no text of the
// persona, no profile): the compiler and the title reader have put everything it needs in the two.
//
// A person is kept when one current role satisfies an include selector and no exclusion removes that role.
// An exclusion that names areas or roles (with or without rungs, or an area's individual contributors) is about a
// job: it removes the roles it names, so an HR specialist who also recruits stays under "HR, not recruiting" and a
// controller who is also acting head of purchasing stays under "procurement; finance is not the target" (the
// labelled sets count a person with one current role that satisfies the persona). An exclusion of rungs alone ("not
// directors", "no team leads") or of a condition of the person (managing people, individual contributor, founder,
// owner, employment, tenure, a ceiling) is about the person: any current role counts (an engineer who is also
// acting head of a team manages people; a manager who is also acting director is no middle manager). An exclusion removes only what it
// names, and never swallows an include selector it covers entirely ("VPs of engineering, excluding engineers"
// keeps the VPs; "heads of sales, not people managers" is read as narrower than the heads it would remove).
import {
  areaCovers,
  AREA_ALSO,
  CROSS_AREAS,
  LEADERS_ALSO,
  functionOf,
  LEVEL_RANK,
  OPERATIONS_OF,
  TITLE_KINDS,
  type Area,
  type AreaKey,
  type Criteria,
  type EmployerFacts,
  type Employment,
  type Exclusion,
  type Level,
  type PersonFacts,
  type RoleFacts,
  type Selector,
  type Trait,
} from '../criteria.js';
import { founderRole } from '../reader/person.js';
import { employerVerdict } from '../sectors.js';
import { titleHolds } from '../reader/title-phrase.js';

const rank = (l: Level) => LEVEL_RANK[l];

/** The rung a role stands on for the judge: a founder's or owner's leading role stands on the top one. */
export function effectiveRank(r: RoleFacts, p: PersonFacts): number {
  return founderRole(p) === r ? Math.max(rank(r.level), rank('owner')) : rank(r.level);
}

const LEADERSHIP: readonly Level[] = ['head', 'director', 'vp', 'svp'];
const isEmployee = (r: RoleFacts) => r.employment === 'employee';
// A lead engineer on the tech-lead rung who manages nobody (reader/title-roles.ts LEAD_ENGINEER) is an individual contributor too.
const isIc = (r: RoleFacts) => !r.manages && (r.level === 'entry' || r.level === 'senior' || r.level === 'tech_lead');

export type Budget = 'owns' | 'approves' | 'influences' | 'none';

export function budgetOf(r: RoleFacts | undefined, p: PersonFacts): Budget {
  if (!r || !isEmployee(r)) return 'none';
  if (p.owner || p.founder || r.level === 'c_level' || r.level === 'owner') return 'owns';
  if (r.level === 'partner' || LEADERSHIP.includes(r.level)) return 'approves';
  if (rank(r.level) >= rank('senior')) return 'influences';
  return 'none';
}

const SOFTWARE_AREAS: readonly AreaKey[] = ['software', 'data_engineering', 'it', 'devops', 'security'];
function softwareBuyer(r: RoleFacts, p: PersonFacts): boolean {
  if (!isEmployee(r)) return false;
  if (budgetOf(r, p) === 'owns' && (r.level !== 'partner' || founderRole(p) === r)) return true;
  return r.areas.some((a) => SOFTWARE_AREAS.includes(a)) && LEADERSHIP.includes(r.level);
}

function traitHolds(t: Trait, r: RoleFacts, p: PersonFacts): boolean {
  switch (t) {
    case 'founder':
      return p.founder;
    case 'owner':
      return p.owner;
    case 'manages_people':
      return r.manages;
    case 'individual_contributor':
      // An individual contributor manages nobody, in any current role; a board or advisory seat is no rung of the staff
      // ("board members and advisors, not the employees").
      return isIc(r) && r.employment !== 'board' && r.employment !== 'advisor' && !p.roles.some((x) => x.manages);
    case 'software_buyer':
      return softwareBuyer(r, p);
    case 'decision_maker':
      return isEmployee(r) && effectiveRank(r, p) >= rank('director');
    case 'budget_holder':
      return budgetOf(r, p) === 'owns' || budgetOf(r, p) === 'approves';
    case 'part_time':
      return /part-?time/.test(r.employmentType);
    case 'full_time':
      return isEmployee(r) && !/part-?time|intern|apprentice/.test(r.employmentType);
    case 'junior':
      return r.junior;
  }
}

function tenureHolds(s: Selector, r: RoleFacts): boolean {
  if (!s.tenure) return true;
  if (r.tenureMonths === null) return false;
  return (s.tenure.min === undefined || r.tenureMonths >= s.tenure.min) && (s.tenure.max === undefined || r.tenureMonths <= s.tenure.max);
}

function areasHold(areas: readonly AreaKey[], r: RoleFacts, exact = false): boolean {
  // An exclusion names what it names: "not IT admins" does not remove security engineers.
  if (areas.some((a) => r.areas.some((h) => (exact ? a === h || functionOf(h) === a : areaCovers(a, h))))) return true;
  const leads = !exact && rank(r.level) >= rank('head');
  if (leads && areas.some((a) => r.areas.some((h) => LEADERS_ALSO[h as Area] === a))) return true;
  // The chief customer officer leads customer support and customer success alike.
  return r.roles[0] === 'cco' && areas.some((a) => functionOf(a) === 'support');
}

/**
 * A founder's or owner's leading role stands on the top rung, and on its title's rung too when that is a
 * leadership rung (a co-founding head of design is a head of design; a co-founding manager is no middle manager).
 */
function levelHolds(levels: readonly Level[], r: RoleFacts, p: PersonFacts): boolean {
  if (founderRole(p) === r) return levels.includes('owner') || (rank(r.level) >= rank('head') && levels.includes(r.level));
  return levels.includes(r.level);
}

/**
 * Leaders of a function named whole lead its line, not its operations (OPERATIONS_OF): a RevOps director is no "sales
 * director". `within` holds when the persona asks for that function alone: "GTM leaders: sales, marketing and CS" is
 * the revenue organisation as a whole, its operations in it.
 */
function operationsOnly(s: Selector, r: RoleFacts, within: (fn: AreaKey) => boolean): boolean {
  if (!s.levels.length || !s.levels.every((l) => rank(l) >= rank('team_lead'))) return false;
  return r.areas.every((h) => {
    const fn = OPERATIONS_OF[h as Area];
    // Procurement, the PMO and the supply chain are buying centres of their own whatever else the persona names; so are
    // finance's own desks (risk, collections, billing, trading: session 40, "Hoofd financiën en hoofd HR").
    return fn !== undefined && s.areas.includes(fn) && !s.areas.includes(h) && (fn === 'operations' || fn === 'finance' || within(fn));
  });
}

/** Whether every inclusion of the persona keeps to one function (a named role keeps to the area it leads). */
function oneFunction(c: Criteria): (fn: AreaKey) => boolean {
  const areas = c.include.flatMap((s) => (s.areas.length ? s.areas : implied(s).areas));
  return (fn) => areas.every((a) => functionOf(a) === fn);
}

const KINDS = TITLE_KINDS;
/** How every holder of a kind of title is engaged. */
const KIND_EMPLOYMENT: Readonly<Record<string, Employment>> = { agency_temp: 'contractor' };
/** The role of a seat on the works council (reader/title-flags.ts WORKS_COUNCIL). */
const WORKS_COUNCIL = 'works_council';
const TRAINEE_KINDS: ReadonlySet<string> = new Set(['working_student', 'apprentice']);
/** Roles of individual contributors: a title that leads them ("SDR Team Lead") is not one of them. */
const IC_ROLES = new Set(['sdr']);
const TOP_ROLES = new Set(['ceo', 'owner', 'founder']);

function namesRole(s: Selector, r: RoleFacts): boolean {
  // A title may be of two kinds ("Temp – HGV Driver": a driver and an agency temp): the one the selector names.
  const kind = r.roles.find((x) => KINDS.has(x) && s.roles.includes(x));
  // "recruiting coordinators", "marketing assistants": a kind of title named with an area keeps to it.
  if (kind && s.roles.includes(kind)) return !s.areas.length || areasHold(s.areas, r);
  const key = r.roles[0] ?? '';
  return s.roles.includes(key) && !(IC_ROLES.has(key) && r.manages);
}

const ELECTED: ReadonlySet<string> = new Set(['elected_member', 'council_executive']);

/** Whether one role of the person satisfies a selector; `gate` keeps board members and advisors out unless named. */
export function holds(s: Selector, r: RoleFacts, p: PersonFacts, gate: boolean, within: (fn: AreaKey) => boolean = () => true): boolean {
  // A works council seat is no job and no rung: only a selector naming the works council holds on it.
  if (r.roles[0] === WORKS_COUNCIL && !s.roles.includes(WORKS_COUNCIL)) return false;
  // Where in the org chart ("the country finance directors", "Group CFO"): a title that names no unit is the group's seat.
  if (s.scope?.length && !s.scope.includes(r.scope ?? 'group')) return false;
  // Session 41: elected members sit as the board does; a selector naming them ("the aldermen", "wethouders") names their seat.
  const elected = r.roles.some((x) => ELECTED.has(x) && s.roles.includes(x));
  if (gate && (r.employment === 'board' || r.employment === 'advisor') && !s.employment.includes(r.employment) && !elected) return false;
  const ceiling = s.ceiling;
  if (ceiling && p.roles.some((x) => x.employment !== 'board' && x.employment !== 'advisor' && effectiveRank(x, p) > rank(ceiling))) return false;
  // Title phrases ("loss adjusters"): this role's title says one of them; with other fields it narrows them.
  if (s.titles?.length && !s.titles.some((t) => titleHolds(r.title, t))) return false;
  if (s.roles.length && namesRole(s, r)) {
    // A named role still honours the conditions that are about the person, not the title.
    const employeeOnly = s.employment.length === 1 && s.employment[0] === 'employee';
    // "The CEO, only if a founder": founding or owning the company is about the person too.
    const personal = s.traits.filter((t) => t === 'individual_contributor' || t === 'founder' || t === 'owner');
    // "fractional CFOs", "interim CMOs": an employment named with the role is a condition too.
    const employed = employeeOnly ? isEmployee(r) : !s.employment.length || s.employment.includes(r.employment);
    // "ML engineers, senior or above": a kind of title is a job at every rung, so a rung named with it narrows it.
    const rung = !s.levels.length || !s.roles.every((x) => KINDS.has(x)) || levelHolds(s.levels, r, p);
    return employed && rung && personal.every((t) => traitHolds(t, r, p)) && tenureHolds(s, r);
  }
  // A named role ("the CTO") is matched by its role only; its other fields are conditions, not alternatives.
  // So is a kind of title, with an area or a rung ("IT coordinators", "senior ML engineers", "not HR assistants").
  if (s.roles.length && ((!s.levels.length && !s.areas.length) || s.roles.every((x) => KINDS.has(x)))) return false;
  const deciders = s.traits.includes('decision_maker') || s.traits.includes('budget_holder');
  // "decision makers for marketing": the function's leaders, and the company's top (CEO, owners, founders).
  if (deciders && s.areas.length && isEmployee(r) && (TOP_ROLES.has(r.roles[0] ?? '') || founderRole(p) === r)) return tenureHolds(s, r);
  if (s.levels.length && !levelHolds(s.levels, r, p)) return false;
  // "decision makers for a recruiting platform": the C-level and VPs of the whole function decide for its areas.
  const areaLead =
    !s.levels.length &&
    deciders &&
    (r.level === 'c_level' || r.level === 'vp' || r.level === 'svp') &&
    s.areas.some((a) => a !== functionOf(a) && r.areas.some((h) => functionOf(h) === functionOf(a)));
  if (s.areas.length && ((!areasHold(s.areas, r, !gate) && !areaLead && !(gate && chainLead(s, r))) || operationsOnly(s, r, within))) return false;
  if (s.employment.length && !s.employment.includes(r.employment)) return false;
  for (const t of s.traits) if (!traitHolds(t, r, p)) return false;
  return tenureHolds(s, r);
}

/**
 * "Controlling and FP&A, from analyst to CFO": a range from the analysts up to the function's chief is the chain of command of its areas, so
 * the function's general leaders between them ("Finance Manager", "Head of Finance", "Kaufmännischer Leiter") are in it;
 * the leaders of its other areas ("Head of Accounting") are not.
 */
function chainLead(s: Selector, r: RoleFacts): boolean {
  const general = r.areas[0];
  // (A range from the individual contributors up, not "any level" nor "supply chain leaders": "controllers at any level"
  // are the controllers, and the leaders of an area are its own.)
  const range = s.levels.includes('c_level') && s.levels.includes('entry') && !s.levels.includes('intern');
  if (!general || functionOf(general) !== general || rank(r.level) < rank('manager') || !range) return false;
  return s.areas.every((a) => a !== general && functionOf(a) === general);
}

/** What a named role says about everyone it names: its level and the area it leads. */
const ROLE_IMPLIES: Readonly<Record<string, { level: Level; area?: AreaKey }>> = {
  ceo: { level: 'c_level' },
  chief_officer: { level: 'c_level' },
  cto: { level: 'c_level', area: 'software' },
  cio: { level: 'c_level', area: 'it' },
  ciso: { level: 'c_level', area: 'it' },
  cdo: { level: 'c_level', area: 'analytics' },
  chief_digital_officer: { level: 'c_level' },
  cfo: { level: 'c_level', area: 'finance' },
  coo: { level: 'c_level', area: 'operations' },
  cmo: { level: 'c_level', area: 'marketing' },
  cro: { level: 'c_level', area: 'sales' },
  cpo: { level: 'c_level', area: 'product' },
  chro: { level: 'c_level', area: 'human_resources' },
  cco: { level: 'c_level', area: 'support' },
  general_counsel: { level: 'c_level', area: 'legal' },
  group_product_manager: { level: 'manager', area: 'product' },
  sdr: { level: 'entry', area: 'sales' },
  assistant: { level: 'entry' },
  coordinator: { level: 'entry' },
};

/** Everything an include selector says about the people it brings in, with what follows from it. */
export function implied(s: Selector): { levels: Level[]; areas: AreaKey[]; traits: Trait[] } {
  const levels = new Set(s.levels);
  const areas = new Set(s.areas);
  const traits = new Set(s.traits);
  if (s.roles.length && !s.levels.length && !s.areas.length) {
    const named = s.roles.map((r) => ROLE_IMPLIES[r]);
    if (named.every((n) => n)) for (const n of named) levels.add((n as { level: Level }).level);
    if (named.every((n) => n?.area)) for (const n of named) areas.add(n?.area as AreaKey);
  }
  const ls = [...levels];
  if (ls.length && ls.every((l) => rank(l) >= rank('team_lead') && l !== 'partner')) traits.add('manages_people');
  if (ls.length && ls.every((l) => rank(l) >= rank('director') && l !== 'partner')) {
    traits.add('decision_maker');
    traits.add('budget_holder');
  }
  return { levels: ls, areas: [...areas], traits: [...traits] };
}

/** An exclusion that covers a whole include selector would swallow what the persona asks for. */
export function swallows(ex: Selector, inc: Selector): boolean {
  // "CFOs, not the divisional CFOs": an exclusion of some org-chart scopes covers an inclusion only of those scopes.
  if (ex.scope?.length && !(inc.scope?.length && inc.scope.every((x) => ex.scope?.includes(x)))) return false;
  // A title phrase names a job: it covers an inclusion only of the same phrases ("loss adjusters, not senior ones" does not).
  if (ex.titles?.length && !(inc.titles?.length && inc.titles.every((t) => ex.titles?.includes(t)))) return false;
  if (ex.roles.length) return inc.roles.length > 0 && !inc.levels.length && !inc.areas.length && inc.roles.every((r) => ex.roles.includes(r));
  if (ex.tenure) return false;
  // "Agency temps, not freelancers or contractors": an exclusion by employment alone leaves a kind of worker it would
  // remove whole (an agency temp is a contractor) to what it names besides.
  if (ex.employment.length) {
    const alone = !ex.levels.length && !ex.areas.length && !ex.traits.length && !ex.ceiling;
    // "Freelance designers and contract developers, not contractors hired through agencies": an inclusion whose own kinds
    // of engagement are all among those the exclusion names would be removed whole, so the exclusion is read as naming
    // others (what it says besides, "through agencies", is not read).
    const ownKinds = inc.employment.length > 0 && inc.employment.every((e) => ex.employment.includes(e));
    const kinds = inc.roles.length > 0 && inc.roles.every((r) => KIND_EMPLOYMENT[r] !== undefined && ex.employment.includes(KIND_EMPLOYMENT[r]));
    return alone && (ownKinds || kinds);
  }
  const imp = implied(inc);
  const levelsCover = !ex.levels.length || (imp.levels.length > 0 && imp.levels.every((l) => ex.levels.includes(l)));
  const areasCover = !ex.areas.length || (imp.areas.length > 0 && imp.areas.every((a) => ex.areas.includes(a) || ex.areas.includes(functionOf(a))));
  const traitsCover = ex.traits.every((t) => imp.traits.includes(t));
  // "Werkstudenten, keine Praktikanten": a kind of trainee is not named apart from its rung, so interns excluded leave it.
  const named = inc.roles.some((r) => !TRAINEE_KINDS.has(r)) && (inc.levels.length > 0 || inc.areas.length > 0);
  return levelsCover && areasCover && traitsCover && !named && ex.levels.length + ex.areas.length + ex.traits.length + (ex.titles?.length ?? 0) > 0;
}

/** "the DPO, no lawyers": an exclusion by area alone does not remove whom a named role brought in. */
function sparesNamedRole(ex: Exclusion, p: PersonFacts, by: Selector): boolean {
  if (ex.roles.length || ex.titles?.length || ex.levels.length || ex.employment.length || ex.tenure || ex.ceiling || !by.roles.length) return false;
  return p.roles.some((r) => namesRole(by, r));
}

/**
 * "Gründer und Inhaber, keine angestellten Geschäftsführer", "founders and owners, not hired CEOs": a founder or
 * owner brought in as such is not removed by an exclusion of a job they also hold; only one naming founders or
 * owners removes them.
 */
function sparesFounders(ex: Exclusion, by: Selector): boolean {
  const own = (s: Selector) => s.traits.includes('founder') || s.traits.includes('owner');
  return own(by) && !own(ex);
}

/**
 * "IT leaders, not information security": a role of two areas ("Head of IT & Security") is not removed by an exclusion
 * of one of them when its other area is what the persona asks for. A cross area ("growth engineers") qualifies the role
 * and is no second job: its exclusion still removes it.
 */
function sparesOtherArea(ex: Exclusion, r: RoleFacts, by: Selector): boolean {
  if (ex.roles.length || !ex.areas.length || r.areas.length < 2) return false;
  const cross = (h: AreaKey) => (CROSS_AREAS as ReadonlySet<AreaKey>).has(h);
  // An area that also counts as the excluded one is named by it too ("Office & Facilities Manager" under "not office managers").
  const named = r.areas.filter((h) => ex.areas.some((a) => a === h || functionOf(h) === a || AREA_ALSO[h as Area] === a));
  if (!named.length || named.some(cross)) return false;
  const wanted = by.areas.length ? by.areas : implied(by).areas;
  // What a named area also counts as, or another kind of the same ("Internal Sales Executive" is new business and an account
  // executive because it is inside sales), is no second job.
  const alsoOfNamed = (h: AreaKey) =>
    named.some((n) => AREA_ALSO[n as Area] !== undefined && (AREA_ALSO[n as Area] === h || AREA_ALSO[n as Area] === AREA_ALSO[h as Area]));
  return r.areas.some((h) => !named.includes(h) && !cross(h) && !alsoOfNamed(h) && wanted.some((a) => areaCovers(a, h)));
}

/**
 * "Partner in Prüfung und Steuerberatung – keine Manager": an exclusion of people managers alone (no rung, area or role)
 * leaves a partner the inclusion names (partners lead teams too, but no partner rung implies managing people: `implied`);
 * a range that passes the manager rung ("senior o superior pero sin managers") still loses its managers and heads.
 */
function sparesNamedLevel(ex: Exclusion, r: RoleFacts, by: Selector): boolean {
  const managersAlone = ex.traits.length === 1 && ex.traits[0] === 'manages_people';
  const bare = !ex.levels.length && !ex.areas.length && !ex.roles.length && !ex.employment.length && !ex.titles?.length && !ex.tenure && !ex.ceiling;
  return managersAlone && bare && r.level === 'partner' && by.levels.includes('partner') && !by.levels.includes('manager');
}

function excludedBy(ex: Exclusion, p: PersonFacts, by: Selector): boolean {
  if (swallows(ex, by) || sparesNamedRole(ex, p, by) || sparesFounders(ex, by)) return false;
  if (!p.roles.some((r) => holds(ex, r, p, false) && !sparesOtherArea(ex, r, by) && !sparesNamedLevel(ex, r, by))) return false;
  return !(ex.unless && p.roles.some((r) => holds(ex.unless as Selector, r, p, false)));
}

/** The person's leading role: employee roles first, then by rung. */
export function primaryRole(p: PersonFacts): RoleFacts | undefined {
  return [...p.roles].sort((a, b) => Number(isEmployee(b)) - Number(isEmployee(a)) || effectiveRank(b, p) - effectiveRank(a, p))[0];
}

export type Verdict =
  | { kind: 'former' | 'unreadable' }
  | { kind: 'outside'; lead: RoleFacts | undefined }
  /** The company is outside the persona's employer condition (`why` says which and why). */
  | { kind: 'elsewhere'; why: string }
  | { kind: 'excluded'; role: RoleFacts; exclusion: Exclusion }
  /**
   * `unchecked`: the employer condition could not be checked (the company's facts are unknown). `hits`: every include
   * selector that keeps the person (its position in `include`), with the level of their highest role that meets it.
   */
  | { kind: 'kept'; role: RoleFacts; by: Selector; hits: KeptHit[]; unchecked?: string };

/**
 * An include selector (its position in the criteria's `include`) that keeps a person, the level they meet it at and, when
 * it names several areas, the one of them the role is in (the top of each area is its own: "the top person in finance and
 * in HR").
 */
export interface KeptHit {
  selector: number;
  level: Level;
  area?: AreaKey;
}

/** Per selector (and area of it) that keeps the person, the highest level among the roles that meet it (in `include` order). */
function keptHits(c: Criteria, hits: ReadonlyArray<{ r: RoleFacts; s: Selector }>): KeptHit[] {
  const top = new Map<string, KeptHit>();
  for (const { r, s } of hits) {
    const selector = c.include.indexOf(s);
    // A rung of several areas, or of none ("first-line managers in each department": the role's department, general
    // management only when it is in no other), is decided in each area apart.
    const own = () => r.areas.find((a) => a !== 'general_management') ?? r.areas[0];
    const area = s.areas.length > 1 ? s.areas.find((a) => r.areas.some((h) => areaCovers(a, h))) : !s.areas.length && s.rung ? own() : undefined;
    const key = `${selector}|${area ?? ''}`;
    const had = top.get(key);
    if (!had || rank(r.level) > rank(had.level)) top.set(key, { selector, level: r.level, ...(area ? { area } : {}) });
  }
  return [...top.values()].sort((a, b) => a.selector - b.selector);
}

/**
 * Whether an exclusion removes only the roles it names: one naming areas or roles, with or without rungs ("not
 * recruiting", "no AEs", "no sales managers"), or the individual contributors of an area ("no recruiters", read as
 * recruiting's ICs) or title phrases ("not loss adjusters"), is about a job, so a person keeps another current role that brings them in. One naming rungs alone
 * ("not directors, heads or VPs", "no team leads": a ceiling or who leads people) or a condition of the person (managing
 * people, being an individual contributor of any area, founding, owning, how they are employed, tenure, a ceiling) is
 * about the person and removes them whatever their other roles.
 */
function roleScoped(e: Exclusion): boolean {
  if (e.employment.length || e.tenure || e.ceiling) return false;
  const ofJob = e.areas.length > 0 || e.roles.length > 0 || !!e.titles?.length;
  return ofJob && e.traits.every((t) => t === 'individual_contributor');
}

/** Whether an exclusion removes one role that brought the person in (a role-scoped exclusion looks at that role only). */
function removes(e: Exclusion, p: PersonFacts, r: RoleFacts, by: Selector): boolean {
  if (!roleScoped(e)) return excludedBy(e, p, by);
  if (swallows(e, by) || sparesNamedRole(e, p, by) || sparesFounders(e, by)) return false;
  if (!holds(e, r, p, false) || sparesOtherArea(e, r, by)) return false;
  return !(e.unless && p.roles.some((x) => holds(e.unless as Selector, x, p, false)));
}

/** The decision, before it is put in words (evidence.ts). A company outside the persona's employer condition keeps no one. */
export function decide(c: Criteria, p: PersonFacts, opts: { ignoreExclusions?: boolean } = {}, company?: EmployerFacts): Verdict {
  if (p.belongs === 'former') return { kind: 'former' };
  const employer = employerVerdict(c.employer, company);
  if (employer.kind === 'outside') return { kind: 'elsewhere', why: employer.why };
  const unchecked = employer.kind === 'unknown' ? { unchecked: employer.why } : {};
  if (!p.roles.length) return { kind: 'unreadable' };
  const within = oneFunction(c);
  // Every current role with every include selector it satisfies, the highest rung first. People named with a kind of
  // employer of their own ("at the hospitals also the heads of purchasing") are named only at companies of it.
  const hits: { r: RoleFacts; s: Selector }[] = [];
  const open = c.include.filter((s) => !s.employer || employerVerdict(s.employer, company).kind !== 'outside');
  for (const s of open) for (const r of p.roles) if (holds(s, r, p, true, within)) hits.push({ r, s });
  if (!hits.length) return { kind: 'outside', lead: primaryRole(p) ?? p.roles[0] };
  // Stable: among equal rungs the first selector, then the first role, as before.
  const best = (xs: typeof hits) => xs.reduce((a, b) => (effectiveRank(b.r, p) > effectiveRank(a.r, p) ? b : a));
  const hit = best(hits);
  if (opts.ignoreExclusions) return { kind: 'kept', role: hit.r, by: hit.s, hits: keptHits(c, hits), ...unchecked };
  // A person stays when one role that brings them in survives every exclusion ("data engineers and analysts (leads
  // included), not managers": another item no exclusion removes keeps them).
  // People left out with a kind of employer of their own ("not the receptionists at dental clinics") are left out only there.
  const exclude = c.exclude.filter((e) => !e.employer || employerVerdict(e.employer, company).kind !== 'outside');
  const kept = hits.filter(({ r, s }) => !exclude.some((e) => removes(e, p, r, s)));
  if (kept.length) {
    const k = best(kept);
    return { kind: 'kept', role: k.r, by: k.s, hits: keptHits(c, kept), ...unchecked };
  }
  const ex = exclude.find((e) => removes(e, p, hit.r, hit.s)) as Exclusion;
  return { kind: 'excluded', role: p.roles.find((r) => holds(ex, r, p, false)) ?? hit.r, exclusion: ex };
}
