// The compiler's grammar, part 3: a settled piece → a selector of the contract (criteria.ts). Rule 5 of resolve.ts
// (exclusions: a person noun without a level names the area's individual contributors; "not managers" is anyone who
// manages people) and the reading of an area's decision makers as its managers and up.
import { levelsBetween, type AreaKey, type Level, type Selector } from '../criteria.js';
import type { Piece } from './piece.js';
import { add, MANAGER_SET, uniq } from './resolve.js';
import { ANALYST_NOUN, BOSS } from './lexicon.js';
import { EVENT_TITLES, EVENTS_WORD, FIRST_LINE } from './lexicon-shorthand.js';
import { TEAM_LEAD_TITLES, TEAM_LEAD_WORD } from './lexicon-enterprise.js';
import { TITLE_ROLE } from './as-title.js';
import { bossRungs } from './boss-rung.js';
import { titlePhrase } from '../reader/title-phrase.js';

/** Title phrases of an analyst in the six languages, by stem ("analyst", "analyste", "Analystin"; "analista", "analist"). */
const ANALYST_TITLES = ['analyst', 'analist'];

/** Words that join a noun to what qualifies it after it ("analistas de banca", "analysts from banking", "analisten uit de …"). */
const JOINS = /^(of|from|de|des|du|del|da|do|das|dos|van|von|aus|uit|in|im|dem|der|den|het|la|le|les|el|los|las|the|d|l)$/;

/**
 * The title phrase of analysts qualified by words nobody knew, right before the noun ("banking analysts", "investment
 * banking analysts") or after it ("analystes bancaires", "analistas de banca", "analysts from banking"): `null` when the
 * piece has no such words, or others elsewhere.
 */
function qualifiedAnalysts(p: Piece): string | null {
  if (!p.unknown.length) return null;
  const seen = p.seen;
  const at = seen.findIndex((t) => ANALYST_NOUN.test(t.text));
  if (at < 0) return null;
  let [from, to] = [at, at];
  while (from > 0 && seen[from - 1]?.unknown && !JOINS.test(seen[from - 1]?.text ?? '')) from -= 1;
  while (to < seen.length - 1 && (seen[to + 1]?.unknown || JOINS.test(seen[to + 1]?.text ?? ''))) to += 1;
  while (to > at && JOINS.test(seen[to]?.text ?? '')) to -= 1;
  const span = seen.slice(from, to + 1);
  const qualifiers = span.filter((t) => t.unknown && !JOINS.test(t.text));
  const unknownIn = span.filter((t) => t.unknown).length;
  if (!qualifiers.length || span.length > 5 || unknownIn !== p.unknown.length || qualifiers.some((t) => t.text.length < 4)) return null;
  return titlePhrase(span.map((t) => t.text).join(' ')) || null;
}

/** The rungs a word for a boss names ("jefes": managers and heads): said alone in an exclusion, whoever manages people. */
const BOSS_RUNGS: ReadonlySet<Level> = new Set(['manager', 'senior_manager', 'head']);

/** Rule 5: an exclusion's person noun without a level names individual contributors. */
export function exclusionNoun(p: Piece): void {
  if (!p.areas.length && !p.roles.length && p.levels.includes('head') && p.levels.every((l) => BOSS_RUNGS.has(l)) && p.words.some((w) => BOSS.test(w))) {
    p.levels = [];
    add(p.traits, 'manages_people');
  }
  // "Data scientists, no analysts", "finance, but not the analysts", "Finanzas excepto los analistas": analysts without an area
  // are the individual contributors whose title says analyst, of whatever area the inclusion names (an exclusion only removes
  // from the included people). Before: the analytics function only, so finance's or procurement's analysts stayed.
  // "not banking analysts", "pas les analystes bancaires": analysts qualified by a word nobody knew (a sector's adjective)
  // are the analysts whose title says it, not every analyst, nor an employer left out (employer.ts leaves them the word).
  if (p.icNoun && !p.areas.length && !p.levels.length && !p.roles.length && p.words.some((w) => ANALYST_NOUN.test(w))) {
    const qualified = qualifiedAnalysts(p);
    p.roles = qualified ? [`${TITLE_ROLE}${qualified}`] : ANALYST_TITLES.map((t) => `${TITLE_ROLE}${t}`);
    if (qualified) p.unknown = [];
    add(p.traits, 'individual_contributor');
  }
  // "no eventos", "no events": marketing's event people (EVENTS_WORD), by their titles, not all of marketing.
  if (p.areas.join() === 'marketing' && !p.levels.length && !p.roles.length && EVENTS_WORD.test(p.words.join(' '))) {
    p.areas = [];
    p.roles = EVENT_TITLES.map((t) => `${TITLE_ROLE}${t}`);
  }
  // (Administrative staff said alone, "ni administrativos", stay administration's people as the area word did: no narrower.)
  if (p.noun && !p.whole && p.areas.length && !p.levels.length && !p.roles.length && !p.alone && !p.clerical) add(p.traits, 'individual_contributor');
  // "keine Teamleiter", "sin encargados": a word for team leads that also names managers, left out alone, is whoever's title
  // says it, not everyone who leads people (nor the managers and heads whom the persona asks for beside).
  if (!p.areas.length && !p.roles.length && TEAM_LEAD_WORD.test(p.words.join(' '))) {
    p.levels = [];
    p.roles = TEAM_LEAD_TITLES.map((t) => `${TITLE_ROLE}${t}`);
    return;
  }
  // "not managers", "no team leads": anyone who leads people ("no first-line managers" are those rungs only: FIRST_LINE).
  const firstLine = FIRST_LINE.test(p.words.join(' '));
  if (!firstLine && !p.areas.length && !p.roles.length && p.levels.length && p.levels.every((l) => MANAGER_SET.includes(l)) && p.levels.includes('manager')) {
    p.levels = [];
    add(p.traits, 'manages_people');
  }
  // "sysadmins, not their managers", "DevOps engineers; hun managers niet": the managers of the people named, in their area, and
  // the leaders above them (their line up).
  if (p.their && p.areas.length && !p.roles.length && p.levels.length && p.levels.every((l) => MANAGER_SET.includes(l)) && p.levels.includes('manager'))
    p.levels = levelsBetween('manager', 'c_level').filter((l) => l !== 'partner');
}

export function toSelector(p: Piece): Selector {
  const s: Selector = {
    areas: uniq(p.areas) as AreaKey[],
    levels: uniq(p.levels),
    roles: uniq(p.roles),
    employment: uniq(p.employment),
    traits: uniq(p.traits),
    text: p.words
      .join(' ')
      .replace(/\btenurex\b/, '')
      .replace(/\s+/g, ' ')
      .trim(),
  };
  // "Werkstudenten", "apprentices": the intern rung of that kind only (interns named beside them are all kinds).
  if (p.trainees.length && !p.anyTrainee && s.levels.length && s.levels.every((l) => l === 'intern')) s.roles = uniq([...s.roles, ...p.trainees]);
  // Title phrases (as-title.ts) ride among the roles in the grammar; the criteria keep them apart.
  const titles = s.roles.filter((r) => r.startsWith(TITLE_ROLE)).map((r) => r.slice(TITLE_ROLE.length));
  if (titles.length) [s.titles, s.roles] = [titles, s.roles.filter((r) => !r.startsWith(TITLE_ROLE))];
  s.levels = bossRungs(p.words, s.areas, s.levels);
  if (p.ceiling) s.ceiling = p.ceiling;
  if (p.tenure) s.tenure = p.tenure;
  if (p.employer) s.employer = p.employer;
  // "HR decision makers", "Finance: decision makers only": who decides within an area is its managers and up.
  // The company's top (CEO, owners, founders) joins only for a purchase ("buyers of HR software", "decision
  // makers for an ATS"), which keeps the trait, and "decision makers" with no area are the company's.
  // "Décideurs RH (manager et au-dessus)": rungs said with them are who decides (the trait, director and up, dropped them).
  if (p.buy && !p.buy.budget && !p.product && !p.software && s.areas.length && !s.roles.length && s.traits.includes('decision_maker')) {
    if (!s.levels.length) s.levels = levelsBetween('manager');
    s.traits = s.traits.filter((t) => t !== 'decision_maker');
  }
  if (s.roles.length) {
    // A named role is matched by its role; its level and area only say what it is.
    s.levels = p.levels.filter((l) => !p.roleLevels.includes(l));
    s.areas = s.areas.filter((a) => !p.roleAreas.includes(a));
  }
  return s;
}

/** Whether a piece says anything the judge can use. */
export function meaningful(p: Piece): boolean {
  return p.areas.length > 0 || p.levels.length > 0 || p.roles.length > 0 || p.traits.length > 0 || p.employment.length > 0 || !!p.tenure || !!p.ceiling;
}

/** An inclusion that holds nothing the judge can use: it keeps everyone (inclusions.ts keeps it only when its words say so). */
export function holdsNothing(s: Selector): boolean {
  return !s.areas.length && !s.levels.length && !s.roles.length && !s.employment.length && !s.traits.length && !s.titles?.length && !s.tenure && !s.ceiling;
}
