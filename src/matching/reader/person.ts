// The title reader's person side: profile → PersonFacts (src/matching/criteria.ts).
// Only the current positions at the profile's company count (experience entries with that company_id
// and an empty end); each is read from its title (title.ts), falling back to the headline segment about
// this company when the title is empty or unreadable. Founder/owner evidence comes from those titles,
// from headline segments that name this company or no company, and from about sentences saying the
// person founded *this* company. A side role elsewhere ("Co-Founder @ SideProject", "Founder of a
// running club"), a past one ("ex-founder", "former co-founder", "previously co-founded X") and a
// count of ventures ("2x founder", "serial entrepreneur") never make someone a founder here.
// The `professional` field of the data is never read.
import type { Profile } from '../../domain/people/types.js';
import { type Employment, type Evidence, type Level, type PersonFacts, type RoleFacts } from '../criteria.js';
import { TIER_RANK, type Tier } from '../taxonomy.js';
import { norm } from './text.js';
import { IT_DESK } from './areas.js';
import { parseTitle, type TitleInfo } from './title.js';
import { LEAD_ENGINEER } from './title-roles.js';
import { SUPPORT_SUPERVISOR } from './title-tiers.js';
import { TRADES_TEAM_LEAD } from './verticals-trades.js';
import { INFRA_KIND_KEYS } from './verticals-infrastructure.js';
import { PUBLIC_SENIOR_MANAGER, PUBLIC_TEAM_LEAD } from './verticals-public.js';
import { INDUSTRY_KIND_KEYS } from './verticals-industry.js';
import { MEDIA_KIND_KEYS } from './verticals-media.js';
import { CARE_KIND_KEYS } from './verticals-care.js';
import { expandTitle } from './title-normalise.js';
import { TextMemo } from '../text-memo.js';
import { scopeOfTitle } from './scope.js';
import { titleAreas } from './person-areas.js';
import { TOOL_KINDS } from '../compiler/lexicon-tools.js';

export { areasOf } from './person-areas.js';

const CONTRACT_TYPES = /\b(contract|freelance|self-employed|temporary|seasonal)\b/;
/** Employment types of agency work: a contractor on them is an agency temp. */
const TEMP_TYPES = /\b(temporary|seasonal)\b/;
const INTERN_TYPES = /\b(internship|apprenticeship)\b/;
const FOUNDED_SENTENCE = /\b(co-?)?found(ed|er|ers|ing)\b|\w*grund\w*|\b(co-?)?fund[eao]\w*|\b(co-?)?fond[ea]\w*|\bopgericht\b|\b(oprichters?|oprichtsters?)\b/;
/** "I founded", "founder of", "habe … gegründet", "j'ai fondé", "fundé", "fundei", "heb … opgericht" (six languages). */
const FIRST_PERSON =
  /\b(i|we)\s+(co-?)?founded\b|\b(co-?)?founder of\b|\b(co-?)?founded\b|\b(ich|wir|habe|haben)\b.*\b(mit)?gegrundet\b|\b(mit)?grunder(in)? (von|der|des)\b|\b(j'ai|j ai|nous avons)\s+(co-?)?fonde|\b(co-?)?fondat(eur|rice) (de|du|d')|\b(he|hemos) (co-?)?fundado\b|\b(co-?)?(funde|fundei|fundamos)\b|\b(co-?)?fundador(a)? (de|da|do|del)\b|\b(ik|wij|we|heb|hebben)\b.*\b(mede-?)?opgericht\b|\b(mede-?)?oprichter van\b/;
/** Founder words about the past or about several ventures: "ex-founder", "former co-founder", "2x founder". */
const PAST_FOUNDER =
  /\b(ex|former|formerly|previously|past|serial|repeat|\d+ ?x|two[- ]time|three[- ]time|\d+[- ]time|ehemalige[rn]?|ancien(ne)?|antigu[oa]|voormalige?|oud|ex-?\w*)[- ]+(co-? ?)?(founder|fondat\w*|fundador\w*|grunder\w*|mitgrunder\w*|oprichter\w*|entrepreneur)\w*|\bserial entrepreneur\b/g;

/** A headline segment about a past role: "ex-CTO", "former Head of Sales", "früher Fuhrparkleiter", "antigo CTO", "oud-directeur". */
const PAST_SEGMENT =
  /^(ex|former|formerly|previously|past|ehemalige[rn]?|ehemals|fruher|vormals|ancien(ne)?|anciennement|antig[oa]|antigu[oa]|anteriormente|voormalige?|oud|eerder)\b/;
const PAST_WORDS = /\b(previously|formerly|before|zuvor|vorher|fruher|auparavant|precedemment|anteriormente|antes|eerder|voorheen)\b/;
/** "Co-founded Acme", "Founded Acme in 2009" (a headline naming this company). */
const FOUNDED_HERE = /\b(co-? ?)?founded\b|\bmitgegrundet\b|\bco-?fonde(e)?\b|\bcofundo\b|\bcofundou\b|\bmede-?opgericht\b/;
/**
 * "I started Acme with two colleagues", "j'ai créé Acme", "monté Acme", "fundé Acme", "abri a Acme", "ik ben Acme begonnen":
 * the person started this company, named right after the verb (not "I started working at Acme").
 */
function startedCompany(c: string): RegExp {
  const name = c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(
    `\\b(i|we)\\s+(co-?)?(started|set up|launched|created|built)\\s+(the )?${name}|\\b(j'ai|nous avons)\\s+(cree|lance|monte)\\s+${name}|\\b(cree|monte|empece|inicie)\\s+${name}|\\b(criei|montei|abri|comecei)\\s+(a |o )?${name}|\\b(ik|wij|we)\\s+(ben|zijn|heb|hebben)\\s+${name}\\s+(begonnen|gestart)`,
  );
}

/** Months from a "YYYY-MM" start to now (null when unreadable). */
export function monthsSince(start: string, now = new Date()): number | null {
  const m = /^(\d{4})-(\d{1,2})/.exec(start.trim());
  if (!m) return null;
  return (now.getUTCFullYear() - Number(m[1])) * 12 + (now.getUTCMonth() + 1 - Number(m[2]));
}

// An engineering manager ("EM - Checkout", "EM, Payments") and a "responsable d'équipe" (who has the team's people) stand
// on the manager rung; a "chef d'équipe" leads the team.
const TEAM_LEAD =
  /\b(team ?lead(er)?|teamleider|teamleiter(in)?|teamleitung|gruppenleiter(in)?|schichtleiter(in)?|vorarbeiter(in)?|chef d'equipe|lead(?! (development|generation|gen|qualification)\b)|coordenador(a)?|coordinador(a)? de(l)? equipo|coordinador(a)? de ingenieria de datos|coordinador(a)? (de|del) (la |los |las |el )?(rrhh|recursos humanos|nominas?|ventas|comercial|marketing|mercadotecnia|sistemas|ti|tecnologia|soporte|operaciones|calidad|compras|abastecimiento|contabilidad|finanzas|tesoreria|almacen|produccion|mantenimiento|atencion al cliente|servicio al cliente|seguridad|desarrollo|ingenieria|customer success)|lider(?! tecnic))\b/;
const TECH_LEAD = /\b(tech|technical) lead\b|\btechlead\b|\btechnisch leider\b|\blider tecnic[oa]\b/;
const SENIOR_MANAGER = /\b(senior|sr\.?) (\w+ )?(manager|mgr|em)\b|\b(avp|assistant vice[- ]president|associate vice[- ]president)\b/;
const SVP = /\b(svp|evp|senior vice[- ]president|executive vice[- ]president)\b/;

/** The level of a title from its tier (founder/owner evidence aside) and its words. */
export function levelOf(tier: Tier, title: string): Level {
  const t = norm(title);
  // A foreman leads a team on a site or a shift, whatever the language ("Polier", "Capataz", "Encarregado": verticals-trades.ts).
  const long = expandTitle(t);
  const foreman = TRADES_TEAM_LEAD.test(long);
  switch (tier) {
    case 'owner':
    case 'founder':
      return 'owner';
    case 'c_suite':
      return 'c_level';
    case 'partner':
      return 'partner';
    case 'vp':
      return SVP.test(t) ? 'svp' : 'vp';
    case 'head':
      return 'head';
    case 'director':
      return 'director';
    case 'manager':
      if (TECH_LEAD.test(t)) return 'tech_lead';
      if (SENIOR_MANAGER.test(t) || PUBLIC_SENIOR_MANAGER.test(long)) return 'senior_manager';
      // A crew manager, a police sergeant, an audit "chef de mission" lead a team (verticals-public.ts).
      if (PUBLIC_TEAM_LEAD.test(long)) return 'team_lead';
      if ((TEAM_LEAD.test(t) || foreman || SUPPORT_SUPERVISOR.test(t)) && !/\bmanager\b/.test(t)) return 'team_lead';
      return 'manager';
    case 'senior':
      // "Lead Data Engineer": the tech-lead rung of an individual contributor (title-roles.ts LEAD_ENGINEER).
      return LEAD_ENGINEER.test(t) ? 'tech_lead' : 'senior';
    case 'entry':
      return 'entry';
    case 'intern':
      return 'intern';
  }
}

function employmentOf(info: TitleInfo, title: string, employmentType: string): Employment {
  if (info.board) return 'board';
  if (info.advisor) return 'advisor';
  // An agency temp is a contractor of the company (whatever "mission intérim" shares with an interim executive's words).
  if (info.temp) return 'contractor';
  // "Fractional CFO", "Interim Head of HR" (part time), "CIO auf Zeit": an executive hired for a while, not on the payroll
  // for good (an "intérimaire" is an agency temp: a contractor).
  if (
    /\b(fractional|interim|interin[oa]s?|(a )?temps partage|de transition|auf zeit|fraccional|fracionad[oa])\b/.test(norm(title)) &&
    (info.contractor || CONTRACT_TYPES.test(employmentType) || /\bpart.?time\b/.test(employmentType))
  )
    return 'fractional';
  if (info.contractor || CONTRACT_TYPES.test(employmentType)) return 'contractor';
  return 'employee';
}

/** Apprentices ("Azubi", "Alternante", "Aprendiz", "BBL-leerling", "FP Dual", dual study) and working students ("Werkstudent", "Job étudiant"). */
const APPRENTICE =
  /\b(apprenti(ce|ceship|e)?s?|azubis?|auszubildender?|lehrling|alternan(t|te|ts|tes|ce)|aprendiz(es)?|bbl|fp dual|formacion dual|dual(e|er)? (student|studentin|studierende)|duales studium)\b/;
const WORKING_STUDENT =
  /\b(werkstudent(in|en)?|werkstudierender?|working student|student-? ?(assistant|assistent)e?n?|student (job|employee|worker)|bijbaan student|studentenbaan|jobstudent(e|en)?|jobs? etudiants?|studentische (hilfskraft|mitarbeiter\w*)|part-? ?time student|media jornada|meio periodo|tiempo parcial|etudiante?s? a temps partiel)\b/;
function traineeKind(title: string, employmentType: string): string[] {
  const t = norm(title);
  if (WORKING_STUDENT.test(t)) return ['working_student'];
  if (APPRENTICE.test(t) || /\bapprenticeship\b/.test(employmentType)) return ['apprentice'];
  return [];
}

function roleOf(info: TitleInfo, title: string, source: RoleFacts['source'], employmentType: string, start: string, now: Date): RoleFacts {
  const et = norm(employmentType);
  const employment = employmentOf(info, title, et);
  const internType = INTERN_TYPES.test(et) && TIER_RANK[info.baseTier] <= TIER_RANK.senior;
  const level: Level = internType
    ? 'intern'
    : info.owner || info.founder
      ? info.baseTier === 'entry'
        ? 'owner'
        : levelOf(info.baseTier, title)
      : (info.rung ?? levelOf(info.tier, title));
  const tier = internType ? 'intern' : info.tier;
  const junior = tier === 'entry' && info.junior;
  const kind =
    [
      'tech_lead',
      'ml_engineer',
      'it_admin',
      'paralegal',
      'driver',
      'transport_planner',
      'stevedore',
      'campaign_manager',
      'security_officer',
      'soc_analyst',
      'customer_onboarding',
      'inventory_controller',
      'category_buyer',
      'strategic_buyer',
      'operational_buyer',
      'public_buyer',
      'executive_director',
      'university_head',
      'copywriter',
      'art_director',
      'qa_tester',
      'marketing_ops',
      ...TOOL_KINDS,
      ...INFRA_KIND_KEYS,
      ...INDUSTRY_KIND_KEYS,
      ...MEDIA_KIND_KEYS,
      ...CARE_KIND_KEYS,
    ].includes(info.kind) || junior
      ? info.kind
      : '';
  // An agency temp: the title says so, or a contractor's employment type is temporary or seasonal work.
  const temp = info.temp || (employment === 'contractor' && TEMP_TYPES.test(et));
  // Where in the org chart the seat sits ("VP Sales EMEA", "Geschäftsführer Österreich"): scope.ts.
  const scope = scopeOfTitle(title);
  return {
    title,
    source,
    level,
    areas: info.seat ? [] : titleAreas(info, title),
    roles: [
      info.role,
      ...(kind ? [kind] : []),
      ...(kind === 'it_admin' && IT_DESK.test(expandTitle(norm(title))) ? ['it_support'] : []),
      ...(level === 'intern' ? traineeKind(title, et) : []),
      ...(temp ? ['agency_temp'] : []),
    ],
    employment,
    manages: employment === 'employee' && TIER_RANK[tier] >= TIER_RANK.manager,
    junior,
    known: info.known,
    unsure: info.unsure,
    employmentType: et,
    tenureMonths: monthsSince(start, now),
    ...(scope ? { scope } : {}),
  };
}

/** Headline segments that are about this company (or name no company at all, nor another company the person works at). */
function headlineSegments(headline: string, company: string, elsewhere: readonly string[] = []): string[] {
  const c = norm(company);
  const others = elsewhere.map(norm).filter((o) => o && o !== c && !c.includes(o));
  return headline
    .split(/[|·•]/)
    .map((s) => s.trim())
    .filter((s) => {
      const n = norm(s);
      if (!n) return false;
      // Session 42: a past role ("ex-Secretário Municipal", "former Head of Sales", "oud-vestigingsmanager") is no role here.
      if (PAST_SEGMENT.test(n)) return false;
      if (c && n.includes(c)) return true;
      // "Owner | Little Fern Bakery" where the profile lists Little Fern Bakery: a role at that company.
      if (others.some((o) => n.includes(o))) return false;
      return !/ at |@| bei | chez | en | em | bij /.test(` ${n} `);
    });
}

const FOUNDER_WORDS =
  '(co-? ?founder|cofounder|founder|owner|fundador(a)?|fondat(eur|rice)|(mit)?grunder(in)?|inhaber(in)?|propietari[oa]|proprietaire|proprietari[oa]|dono|dona|(mede-?)?oprichter|eigenaar)';
/** "Founder of a running club", "Owner of NimbusForge": founder/owner of something that is not this company. */
const FOUNDER_OF = new RegExp(`\\b${FOUNDER_WORDS}\\s+(of|de|del|du|des|von|der|do|da|van)\\b`);
/** "Owner, Little Fern Bakery", "Gründerin – Kiezladen": a founder/owner word, then a name after a comma or dash. */
const FOUNDER_NAMED = new RegExp(`\\b${FOUNDER_WORDS}\\s*(,|:|\\s[-–—]\\s)\\s*(?<name>.+)$`);
/**
 * Founder/owner of something that is not this company: "… of <something>", or "<founder word>, <name>" where the name
 * reads as no title ("Owner, CEO & MD" names two titles; "Owner, Little Fern Bakery" a bakery). Issue 22 §3: only
 * current roles at this company define a person.
 */
function foundsSomethingElse(segment: string, company: string): boolean {
  const n = norm(segment);
  if (company && n.includes(norm(company))) return false;
  if (FOUNDER_OF.test(n)) return true;
  const m = FOUNDER_NAMED.exec(n);
  const name = m?.groups?.name;
  if (!m || !name) return false;
  // The words up to the founder word must read as a founder or an owner ("Product Owner, Payments" is neither).
  const seat = parseTitle(n.slice(0, m.index + m[0].length - name.length).replace(/[,:–—-]\s*$/, ''));
  return !!(seat?.founder || seat?.owner) && !parseTitle(name.trim())?.known;
}

/** The company's name as a literal pattern. */
function companyPattern(company: string): string {
  return company.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function titleFromHeadline(segment: string, company: string): string {
  if (!company) return segment.trim();
  // "Title at Acme", "Title @ Acme", "Titel bei Acme", "Título - Acme", "Titre, Acme", "Cargo na Acme", "Cargo en Acme": the
  // company is not part of the title; a segment that only names the company ("Trainer | Acme") holds no title.
  const name = companyPattern(company);
  if (norm(segment) === norm(company)) return '';
  return segment
    .replace(new RegExp(`\\s*(@|\\bat\\b|\\bbei\\b|\\bchez\\b|\\bbij\\b|\\ben\\b|\\bem\\b|\\bna\\b|\\bno\\b|[-–—,])\\s*${name}.*$`, 'i'), '')
    .trim();
}

/**
 * The texts a headline can give a role from (when the title is empty or unreadable): its segments about this
 * company or no company, without "at <company>…", leaving out founders of something else, segments naming another
 * company the person works at (`elsewhere`) and the company's bare name. The source query's index reads the same
 * (src/sources/query.ts `rosterText`).
 */
export function headlineRoles(headline: string, company: string, elsewhere: readonly string[] = []): string[] {
  return headlineSegments(headline, company, elsewhere)
    .filter((seg) => !foundsSomethingElse(seg, company))
    .map((seg) => titleFromHeadline(seg, company))
    .filter((t) => t);
}

const titleCache = new TextMemo<TitleInfo | null>(100_000);
/** A title read with its past-founder words removed ("Engineer, ex-founder" is an engineer); memoised. */
function readTitle(raw: string): TitleInfo | null {
  return titleCache.get(raw, () => {
    const n = norm(raw);
    PAST_FOUNDER.lastIndex = 0;
    const past = PAST_FOUNDER.test(n);
    PAST_FOUNDER.lastIndex = 0;
    return past ? parseTitle(n.replace(PAST_FOUNDER, ' ')) : parseTitle(raw);
  });
}

/** A person's facts as of `now` (tenure counts whole months up to it: the matcher's clock, the eval's "as of" month). */
export function readPerson(p: Profile, now: Date = new Date()): PersonFacts {
  const here = p.experience.filter((e) => e.company_id === p.company_id);
  const current = here.filter((e) => e.end.trim() === '');
  const company = here[0]?.company ?? '';
  const belongs: PersonFacts['belongs'] = current.length ? 'confirmed' : here.length ? 'former' : 'unconfirmed';
  const roles: RoleFacts[] = [];
  let founder = false;
  let owner = false;
  let founderEvidence: Evidence | null = null;
  // The companies of the person's other entries: a headline segment naming one is about that company, not this one.
  const elsewhere = p.experience.filter((e) => e.company_id !== p.company_id).map((e) => e.company);
  const segments = headlineSegments(p.person.headline, company, elsewhere);

  const positions = belongs === 'former' ? [] : current.length ? current : [null];
  for (const e of positions) {
    let title = e?.title.trim() ?? '';
    let source: RoleFacts['source'] = 'title';
    let info = readTitle(title);
    if (!info?.known) {
      // Empty or unreadable title (or no experience entry at all): fall back to the headline.
      for (const candidate of headlineRoles(p.person.headline, company, elsewhere)) {
        const hi = readTitle(candidate);
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
    roles.push(roleOf(info, title, source, e?.employment_type ?? '', e?.start ?? '', now));
  }

  if (belongs !== 'former' && !founder && !owner) {
    for (const seg of segments) {
      if (foundsSomethingElse(seg, company)) continue;
      const hi = readTitle(seg);
      if (hi?.founder || hi?.owner) {
        founder ||= hi.founder;
        owner ||= hi.owner;
        founderEvidence = { where: 'headline', text: seg };
        break;
      }
    }
  }
  if (belongs !== 'former' && !founder && company) {
    const c = norm(company);
    // "Co-founded Ironbridge Ltd": a headline segment saying the person founded this company by name.
    const seg = segments.find((x) => norm(x).includes(c) && FOUNDED_HERE.test(norm(x)) && !PAST_WORDS.test(norm(x)));
    if (seg) [founder, founderEvidence] = [true, { where: 'headline', text: seg }];
  }
  if (belongs !== 'former' && !founder && company) {
    const c = norm(company);
    const startedHere = startedCompany(c);
    for (const sentence of p.person.about.split(/(?<=[.!?])\s+/)) {
      const n = norm(sentence);
      if (n.includes(c) && ((FOUNDED_SENTENCE.test(n) && FIRST_PERSON.test(n)) || startedHere.test(n)) && !PAST_WORDS.test(n)) {
        founder = true;
        founderEvidence = { where: 'about', text: sentence.trim() };
        break;
      }
    }
  }
  // A works council seat stands beside the job: the job leads (professional, founder evidence).
  roles.sort((a, b) => Number(a.roles[0] === 'works_council') - Number(b.roles[0] === 'works_council'));
  if (founder || owner) {
    // The founder/owner leads: their leading role manages people.
    const lead = roles.find((r) => r.employment === 'employee') ?? roles[0];
    if (lead) lead.manages = lead.employment === 'employee';
  }
  return { company, belongs, roles, founder, owner, founderEvidence };
}

/** The role founder/owner evidence attaches to: the first employee role, else the first role. */
export function founderRole(p: PersonFacts): RoleFacts | undefined {
  if (!p.founder && !p.owner) return undefined;
  return p.roles.find((r) => r.employment === 'employee') ?? p.roles[0];
}
