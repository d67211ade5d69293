// The people included, read into selectors once all sentences are read (compile.ts), then settled as a whole: neighbours
// merged, kinds of engagement and trainees kept apart, an inclusion naming nobody left out, "everyone" when only
// exclusions were said.
import { LEVELS, type Selector, type Warning } from '../criteria.js';
import { emptyPiece, type Piece } from './piece.js';
import { holdsNothing, meaningful, toSelector } from './selector.js';
import { norm } from '../reader/text.js';
import { engineersThemselves, midLevel, ownEmploymentKind } from './scope.js';
import { EVERYONE_WORDS, KIND_AREAS, STAFF_ALONE } from './lexicon.js';
import { keepNamedLeads } from './leadrung.js';
import { leftOutKinds } from './kinds-listed.js';
import { ANY_AREA } from './lexicon-buyers.js';
import { traineeKindsApart } from './trainees.js';
import { developersOnly } from './developers.js';
import { chiefOrLeader } from './chief-or-leader.js';
import { strayRungs } from './rung-scope.js';
import { spanRungs } from './rung-span.js';
import { topOfFallbacks, topRungs } from './top-rung.js';
import { relativeRungs } from './relative-rungs.js';
import { linkFallbacks, placeFallbacks, type FallbackLinks, type SeatReader } from './fallbacks.js';
import { nothingOwn, roleContext, type Reading } from './reading.js';

/** One included piece as a selector ("Everyone in IT: sysadmins, helpdesk" → IT's people), unless it names nobody. */
function pushInclude(r: Reading, p: Piece, listed: Piece[]): void {
  if (p.leftOut) listed.push(p);
  // "Everyone in IT: sysadmins, helpdesk, …", "lawyers and paralegals": in an inclusion IT admins and paralegals name
  // their area's people; only an exclusion keeps to the kind.
  for (const [kind, area] of KIND_AREAS) if (p.roles.includes(kind)) [p.roles, p.areas] = [p.roles.filter((x) => x !== kind), [...new Set([...p.areas, area])]];
  if (nothingOwn(r, p, 'include')) return;
  if (p.unknown.length && (!meaningful(p) || p.unknownArea)) r.unrecognised.push({ text: p.words.join(' '), side: 'include' });
  // "people who work as <words nobody read>": being staff alone names nobody; the piece stays unread, never every employee.
  const staffOnly =
    !p.areas.length && !p.levels.length && !p.roles.length && !p.traits.length && !p.tenure && !p.ceiling && p.employment.every((e) => e === 'employee');
  if (p.unknown.length && staffOnly) {
    if (meaningful(p) && !p.unknownArea) r.unrecognised.push({ text: p.words.join(' '), side: 'include' });
    return;
  }
  if (p.all && !meaningful(p) && !p.unknown.length) {
    r.include.push({ ...toSelector(p), text: p.words.join(' ') });
    return;
  }
  if (!meaningful(p)) return;
  engineersThemselves(p);
  r.include.push(roleContext(r, toSelector(p)));
}

/**
 * The inclusions read into selectors and settled with the exclusions ("Marketing managers and directors, no interns" →
 * one selector at both rungs); when only exclusions were said ("Everyone but sales."), everyone else is included.
 */
export function readInclusions(r: Reading, seat?: SeatReader): void {
  const { include, exclude } = r;
  const listed: Piece[] = [];
  for (const p of r.lastIn) pushInclude(r, p, listed);
  for (const p of midLevel(r.lastIn)) exclude.push(toSelector(p));
  topRungs(include, r.definition, r.unrecognised);
  relativeRungs(include, exclude, r.definition, r.unrecognised);
  // "the CISO if there is one, otherwise the head of IT": read before neighbours merge, put in place once settled.
  const links = seat ? linkFallbacks(include, r.definition, r.warnings, seat) : new Map<Selector, Selector>();
  topOfFallbacks(links.keys(), r.definition);
  alsoEmployed(include);
  mergeLevels(include, links);
  spanRungs(include);
  ownEmploymentKind(include, exclude);
  keepNamedLeads(include, exclude);
  leftOutKinds(listed, include, exclude);
  traineeKindsApart(include, exclude);
  developersOnly(r.definition, include, exclude);
  chiefOrLeader(r.definition, include);
  keepsEveryone(include, r.warnings);
  strayRungs(include, ANY_AREA.test(norm(r.definition)));
  placeFallbacks(include, links, r.warnings);
  if (!include.length && exclude.length && !r.unrecognised.some((u) => u.side === 'include'))
    include.push({ ...toSelector(emptyPiece('in')), text: 'everyone' });
}

/** "also", "auch", "aussi", "también", "também", "ook", "ones": words that say the people before are meant that way too. */
const ALSO_THEM = /\b(also|too|as well|auch|ebenfalls|aussi|egalement|tambien|tambem|ook|ones|incl\w*|inclus\w*|inklusive)\b/;

/**
 * Session 40: "HSE managers – also external ones", "… – auch externe FaSi": a way of being employed said of the people named
 * before is a permission (they are kept however employed), not every contractor of the company nor only the external ones.
 */
function alsoEmployed(include: Selector[]): void {
  for (let i = include.length - 1; i >= 0; i -= 1) {
    const s = include[i] as Selector;
    if (!s.employment.length || include.length < 2 || !ALSO_THEM.test(norm(s.text))) continue;
    if (!s.areas.length && !s.levels.length && !s.roles.length && !s.traits.length) include.splice(i, 1);
    else s.employment = [];
  }
}

/**
 * The invariant of an inclusion: one that names nobody in particular (selector.ts holdsNothing) keeps everyone, so it is
 * kept only when its words say everyone ("everyone", "all staff", "tout le monde", "alle Mitarbeiter"; lexicon
 * EVERYONE_WORDS) or name the staff as the whole persona ("Employees."). Leftover words ("Team leads with 5+ people" →
 * "people") are left out with a warning, never read as everyone.
 */
function keepsEveryone(include: Selector[], warnings: Warning[]): void {
  for (let i = include.length - 1; i >= 0; i -= 1) {
    const s = include[i] as Selector;
    const words = norm(s.text);
    if (!holdsNothing(s) || EVERYONE_WORDS.test(words) || (include.length === 1 && STAFF_ALONE.test(words))) continue;
    include.splice(i, 1);
    warnings.push({ code: 'unrecognised', text: s.text, message: `"${s.text}" names nobody on its own and was left out of the reading.` });
  }
}

/**
 * "VPs, heads and directors of marketing" read as one selector: neighbours that differ only in their levels merge (not a
 * fallback and the seat it stands in for: "the head of IT, otherwise the IT manager").
 */
function mergeLevels(list: Selector[], links: FallbackLinks): void {
  const key = (s: Selector) =>
    JSON.stringify([
      s.areas,
      s.roles,
      s.employment,
      s.traits,
      s.ceiling ?? null,
      s.tenure ?? null,
      s.employer?.sectors ?? null,
      s.employer?.employees ?? null,
      s.rung ?? null,
    ]);
  for (let i = list.length - 1; i > 0; i -= 1) {
    const a = list[i - 1] as Selector;
    const b = list[i] as Selector;
    if (a.roles.length || !a.levels.length || !b.levels.length || key(a) !== key(b)) continue;
    const seat = (x: Selector) => [...links.values()].some((p) => p === x);
    // (Session 52: "Hoofd HR of HR-manager; waar niemand HR leidt, …": the seat a fallback stands in for takes the rungs
    // said with it, so the fallback stands down where either is held.)
    if (!links.has(a) && !seat(a) && !links.has(b) && seat(b)) {
      b.levels = LEVELS.filter((l) => a.levels.includes(l) || b.levels.includes(l));
      b.text = `${a.text}, ${b.text}`;
      list.splice(i - 1, 1);
      continue;
    }
    if (links.has(a) || links.has(b) || seat(a) || seat(b)) continue;
    a.levels = [...new Set([...a.levels, ...b.levels])];
    a.text = `${a.text}, ${b.text}`;
    list.splice(i, 1);
  }
}
