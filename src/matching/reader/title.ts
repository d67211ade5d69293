// Reads one job title (any of the languages the network uses) into tier, function, role and flags.
// Order matters everywhere: specific phrases are tested before the generic words they contain
// ("Product Marketing Manager" is marketing, "Technical Support Engineer" is support, "Chief of Staff"
// is not a C-level title, "Vice President" is not a president).
// The words are tables of their own: flags in title-flags.ts, functions in title-functions.ts, tiers in title-tiers.ts.
import type { Fn, Tier } from '../taxonomy.js';
import { firstMatch, norm } from './text.js';
import { expandTitle } from './title-normalise.js';
import { AREA_RULES, IT_ADMIN, PARALEGAL } from './areas.js';
import { JUNIOR_KINDS, ML_ENGINEER, QA_TESTER, ROLE_KEYS, TECH_LEAD } from './title-roles.js';
import { ART_DIRECTOR_RUNG, TRADES_KINDS } from './verticals-trades.js';
import { INSTITUTION_KINDS } from './verticals-institutions.js';
import { CARE_KINDS } from './verticals-care.js';
import { SERVICE_ROLES, SERVICE_RUNGS } from './verticals-service.js';
import { INFRA_KINDS, INFRA_RUNGS } from './verticals-infrastructure.js';
import { LONGTAIL_RUNGS, MARKETING_OPS } from './verticals-longtail.js';
import { INDUSTRY_KINDS, INDUSTRY_RUNGS } from './verticals-industry.js';
import { MEDIA_KINDS, MEDIA_RUNGS, PR_COMMS } from './verticals-media.js';
import { FRONTLINE_RUNGS } from './verticals-frontline.js';
import { deputyOf } from './title-deputy.js';
import { TOOL_JOB_WORDS, TOOL_WORDS, toolOf } from './title-tools.js';
import {
  ADVISOR,
  ADVISOR_NOT,
  AGENCY_TEMP,
  BOARD,
  BOARD_NOT,
  CONTRACT_ROLE,
  CONTRACTOR,
  FOUNDER,
  FOUNDER_TRAPS,
  INTERN,
  NOT_OWNER,
  OWNER,
  WORKS_COUNCIL,
} from './title-flags.js';
import { FUNCTION, isRecruiting } from './title-functions.js';
import {
  CHIEF,
  CHIEF_OF_AREA,
  DIRECTOR,
  HEAD,
  IC_MANAGER,
  JUNIOR,
  LEAD_GEN,
  LEAD_IC,
  LEADS_A_TEAM,
  NOT_MANAGING,
  PARTNER,
  PARTNER_NOT,
  PEOPLE_MANAGER,
  SENIOR,
  sharesManagerWord,
  VP,
} from './title-tiers.js';
import type { Level } from '../criteria.js';
import { TextMemo } from '../text-memo.js';

export interface TitleInfo {
  tier: Tier;
  /** The tier the title's words give without founder/owner evidence ("Co-Founder & CEO" is c_suite). */
  baseTier: Tier;
  fn: Fn;
  /** Finer area: software, it, hardware, security, executive, ... */
  sub: string;
  /** Normalised role key, e.g. ceo, cto, project_manager, software_engineer, founder. */
  role: string;
  chief: boolean;
  founder: boolean;
  owner: boolean;
  contractor: boolean;
  /** An agency temp ("Picker (agency temp)", "Leiharbeiter", "Intérimaire", "Uitzendkracht"): a contractor of the kind `agency_temp`. */
  temp: boolean;
  /** A works council seat ("Betriebsrat", "Élu du CSE", "Ondernemingsraad"): no job, no rung, the kind `works_council`. */
  seat: boolean;
  board: boolean;
  advisor: boolean;
  /** Tier or function was recognised. */
  known: boolean;
  /** Some words of the title were not read (an abbreviation or compound the reader does not know). */
  unsure: boolean;
  /** An entry-level title that says so: "Junior …", "Associate …", assistants, coordinators, graduates, SDRs. */
  junior: boolean;
  /**
   * A kind of role a persona can name that is not an output role key: "assistant", "coordinator" (entry
   * tier only), "tech_lead" (a technical lead, whatever the tier reads), "ml_engineer" (a machine
   * learning / AI engineer). Empty when none.
   */
  kind: string;
  /** The rung a vertical title stands on when its generic words misread it (verticals-service.ts SERVICE_RUNGS). */
  rung?: Level;
}
/** Every pattern the reader knows, to find the words of a title it did not read. */
const READ_PATTERNS: RegExp[] = [
  FOUNDER_TRAPS,
  FOUNDER,
  OWNER,
  CONTRACTOR,
  ADVISOR,
  AGENCY_TEMP,
  WORKS_COUNCIL,
  BOARD,
  INTERN,
  VP,
  IC_MANAGER,
  PEOPLE_MANAGER,
  HEAD,
  DIRECTOR,
  SENIOR,
  PARTNER,
  ...CHIEF.map(([re]) => re),
  ...FUNCTION.map(([re]) => re),
  ...ROLE_KEYS.map(([re]) => re),
  ...SERVICE_ROLES.map(([re]) => re),
  ...SERVICE_RUNGS.map(([re]) => re),
  ...INFRA_RUNGS.map(([re]) => re),
  ...LONGTAIL_RUNGS.map(([re]) => re),
  ...INDUSTRY_RUNGS.map(([re]) => re),
  ...MEDIA_RUNGS.map(([re]) => re),
  ...FRONTLINE_RUNGS.map(([re]) => re),
  TOOL_WORDS,
].map((re) => new RegExp(re.source, 'g'));
const GLUE = /^(junior|of|and|the|at|for|in|on|to|de|du|des|la|le|les|del|da|do|der|die|das|und|et|y|e|en|para|fur|a|an|i|ii|iii|jr|sr|&|-)$/;

function unreadWords(t: string): boolean {
  let rest = ` ${t} `;
  for (const re of READ_PATTERNS) rest = rest.replace(re, ' ');
  return rest.split(/[^a-z]+/).some((w) => w.length >= 2 && !GLUE.test(w));
}

const cache = new TextMemo<TitleInfo | null>(100_000);

/** Parses a title; null when it is empty. Results are memoised (titles repeat a lot). */
export function parseTitle(raw: string): TitleInfo | null {
  return cache.get(raw, () => parse(raw));
}

/** A developer's words (a platform's developer is a software engineer: "SAP Developer", "Salesforce-Entwickler"). */
const PLATFORM_DEVELOPER = /\b(developer|developers|entwickler\w*|desarrollador\w*|desenvolvedor\w*|programador\w*|ontwikkelaar\w*|developpeu\w*)\b/;
function parse(raw: string): TitleInfo | null {
  const t = expandTitle(
    norm(raw)
      .replace(/[()[\]|,;·•]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
  if (!t) return null;
  const role = firstMatch(t, ROLE_KEYS) ?? firstMatch(t, SERVICE_ROLES);
  const clean = t.replace(FOUNDER_TRAPS, ' ');
  const founder = FOUNDER.test(clean);
  const owner = OWNER.test(clean.replace(NOT_OWNER, ' '));
  // Both read on the title as written: its expansion rewrites their words ("Betriebsrat" is no operations title).
  const temp = AGENCY_TEMP.test(norm(raw));
  const seat = WORKS_COUNCIL.test(norm(raw));
  const contractor = temp || CONTRACTOR.test(t.replace(CONTRACT_ROLE, ' '));
  const advisor = !seat && ADVISOR.test(t.replace(ADVISOR_NOT, ' '));
  // A title naming a business system (title-tools.ts): "Administrateur NetSuite" administers it, on no board.
  const tool = toolOf(t);
  const board =
    !advisor &&
    !seat &&
    BOARD.test(
      t
        .replace(/\binvestor relations\b/g, ' ')
        .replace(BOARD_NOT, ' ')
        .replace(tool ? /\badministrat(eur|rice)s?\b/g : /$^/, ' '),
    );
  const intern = INTERN.test(t);
  const noVp = t.replace(VP, ' ');
  const vp = noVp !== t;
  // "Chief of Staff", "Chief Happiness Officer" (workplace and culture, in HR) are no C-level titles.
  const chiefHit = /\bchief (of staff|happiness officer)\b/.test(t) ? undefined : firstMatch(noVp, CHIEF);
  const chief = chiefHit !== undefined && !board && !advisor && !seat;

  let fn: Fn = 'unknown';
  let sub = '';
  let roleKey = role ?? '';
  if (chiefHit && !seat) {
    [fn, sub] = chiefHit;
    // "CPO (People)": the people side of an ambiguous abbreviation.
    roleKey ||= chiefHit[2] === 'cpo' && /\b(people|hr|human resources|talent|personal)\b/.test(t) ? 'chro' : chiefHit[2];
    if (roleKey === 'chro') [fn, sub] = ['human_resources', 'hr'];
    // "Directrice des Achats (CPO)", "CPO, Procurement": the procurement side.
    if (roleKey === 'cpo' && /\b(procurement|purchasing|buying|sourcing)\b/.test(t)) [roleKey, fn, sub] = ['procurement_chief', 'operations', 'procurement'];
  }
  const fnHit = firstMatch(founder ? clean.replace(FOUNDER, ' ') : t, FUNCTION);
  if (fnHit && (!chiefHit || chiefHit[2] === 'chief_officer')) {
    [fn, sub] = fnHit;
    if (fn === 'human_resources' && isRecruiting(t)) sub = 'recruiting';
    // "Chief Finance & Administration Officer", "Finanzvorstand": a chief of a named area is that area's C-level role.
    if (chiefHit && !role) roleKey = CHIEF_OF_AREA[`${fn}.${sub}`] ?? CHIEF_OF_AREA[fn] ?? roleKey;
  }
  // Its owner's job, unless the rest of the title names an area of its own ("Account Executive, Salesforce" sells).
  let toolKind = '';
  // A developer on a platform (SAP, Salesforce, ServiceNow) writes software; a BI tool's developer builds dashboards.
  const codes = fn === 'engineering' && sub === 'software' && tool?.family.sub !== 'bi_tools' && PLATFORM_DEVELOPER.test(tool?.rest ?? '');
  if (tool && !codes && !chiefHit && !founder && !owner && !seat && !firstMatch(tool.rest.replace(TOOL_JOB_WORDS, ' '), FUNCTION)) {
    [fn, sub] = [tool.family.fn, tool.family.sub];
    toolKind = tool.family.kind ?? '';
  }
  // "Group PM, Growth", "Product Manager, Payments": a product role whatever area it serves.
  if (!chiefHit && (roleKey === 'product_manager' || roleKey === 'product_owner' || roleKey === 'group_product_manager')) [fn, sub] = ['product', 'product'];
  // "Programmamanager", "Program Manager": a project role, not software ("programm…" is also a developer's word).
  if (!chiefHit && roleKey === 'project_manager' && fn === 'engineering') [fn, sub] = ['operations', 'ops'];
  if (fn === 'unknown' && (founder || owner) && !seat) [fn, sub] = ['operations', 'executive'];
  if (board || advisor) [fn, sub] = ['advisory', board ? 'board' : 'advisor'];
  // A works council seat is no job: whatever its words ("Secrétaire du CSE", "Représentant du personnel"), no area.
  if (seat) [fn, sub, roleKey] = ['unknown', '', 'works_council'];

  let tier: Tier;
  const isIcManager = IC_MANAGER.test(t) && !/\bgroup product manager\b/.test(t);
  const leadIc = LEAD_IC.test(t) && !/\b(team|managing)\b/.test(t) && !/\bmanager\b/.test(t.replace(/\bproduct manager\b/g, ' '));
  if (seat) tier = 'entry';
  else if (board) tier = 'director';
  else if (advisor) tier = 'senior';
  else if (chief) tier = 'c_suite';
  else if (/\bgroup product manager\b/.test(t)) tier = 'manager';
  else if (intern) tier = 'intern';
  else if (PARTNER.test(t.replace(PARTNER_NOT, ' '))) tier = 'partner';
  else if (vp) tier = 'vp';
  else if (/\bresponsable d'equipe\b|\bchef d'equipe\b/.test(t)) tier = 'manager';
  else if (HEAD.test(t) && !/\bhead chef\b/.test(t)) tier = 'head';
  else if (/\bhead chef\b/.test(t)) tier = 'head';
  else if (DIRECTOR.test(t)) tier = 'director';
  else if (isIcManager && sharesManagerWord(t) && !NOT_MANAGING.test(t)) tier = 'manager';
  else if (!isIcManager && !leadIc && PEOPLE_MANAGER.test(t.replace(IC_MANAGER, ' ').replace(LEAD_GEN, ' ')) && !NOT_MANAGING.test(t)) tier = 'manager';
  else if (LEADS_A_TEAM.test(t)) tier = 'manager';
  else if (SENIOR.test(t) || leadIc || (/\blead\b/.test(t) && /\b(ic|individual contributor)\b/.test(t))) tier = 'senior';
  else tier = 'entry';
  // "Head Chef", "Sous Chef", "Area Manager", "Assistant Store Manager": the rung of the vertical's ladder.
  const rungHit =
    !seat && ['entry', 'senior', 'manager', 'head', 'director'].includes(tier)
      ? (firstMatch(t, FRONTLINE_RUNGS) ??
        firstMatch(t, MEDIA_RUNGS) ??
        firstMatch(t, SERVICE_RUNGS) ??
        firstMatch(t, INFRA_RUNGS) ??
        firstMatch(t, LONGTAIL_RUNGS) ??
        firstMatch(t, INDUSTRY_RUNGS))
      : undefined;
  if (rungHit) [tier] = rungHit;
  else if (tier === 'director' && ART_DIRECTOR_RUNG.test(t)) tier = /\b(junior|jr)\b/.test(t) ? 'entry' : 'senior';
  // "Deputy Head of Sales", "Adjunto — CFO": one rung below the seat (title-deputy.ts), a chief's deputy without the chief's role.
  const deputy = rungHit || founder || owner || board || advisor || seat ? undefined : deputyOf(t, norm(raw), tier, fn, !roleKey || chief);
  if (deputy) {
    tier = deputy.tier;
    if (chief) roleKey = '';
  }
  const baseTier = tier;
  if (owner) tier = 'owner';
  else if (founder) tier = 'founder';
  if (!roleKey) roleKey = founder ? 'founder' : owner ? 'owner' : sub ? `${sub}_${tier}` : tier;
  const known = fn !== 'unknown' || tier !== 'entry' || seat || temp;
  const junior = tier === 'entry' && JUNIOR.test(t);
  const admin = fn === 'engineering' && sub === 'it' && !AREA_RULES[0]?.[1].test(t) && IT_ADMIN.test(t);
  const qa = fn === 'engineering' && sub === 'software' && QA_TESTER.test(t);
  const kind =
    (toolKind || undefined) ??
    (PARALEGAL.test(t) ? 'paralegal' : undefined) ??
    firstMatch(t, INSTITUTION_KINDS) ??
    firstMatch(t, CARE_KINDS) ??
    firstMatch(t, TRADES_KINDS) ??
    firstMatch(t, INFRA_KINDS) ??
    firstMatch(t, INDUSTRY_KINDS) ??
    firstMatch(t, MEDIA_KINDS) ??
    (fn === 'marketing' && PR_COMMS.test(t) ? 'pr_comms' : undefined) ??
    (fn === 'marketing' && MARKETING_OPS.test(t) ? 'marketing_ops' : undefined) ??
    firstMatch(norm(raw).trim(), TRADES_KINDS) ??
    (junior ? firstMatch(t, JUNIOR_KINDS) : undefined) ??
    (TECH_LEAD.test(t) ? 'tech_lead' : ML_ENGINEER.test(t) ? 'ml_engineer' : admin ? 'it_admin' : qa ? 'qa_tester' : '');
  const out: TitleInfo = {
    tier,
    baseTier,
    fn,
    sub,
    role: roleKey,
    chief: chief && !deputy,
    founder,
    owner,
    contractor,
    temp,
    seat,
    board,
    advisor,
    known,
    unsure: unreadWords(t),
    junior,
    kind,
  };
  if (rungHit) out.rung = rungHit[1];
  if (deputy) out.rung = deputy.rung;
  return out;
}
