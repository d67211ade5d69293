// The compiler's grammar: pieces that scope or widen other pieces instead of standing alone. Interns scoped to areas
// ("Interns and working students, only in sales or marketing", "Sales and marketing interns and working students"), a
// permission that widens the pieces before it ("fractional CFOs are fine"), a sentence of areas said as "only", a range
// after a parenthesised exclusion ("Operations (business, not manufacturing) from manager upwards").
import { areaCovers, functionOf, levelsBetween, TITLE_KINDS, type AreaKey, type Employment, type Selector } from '../criteria.js';
import { emptyPiece, type Piece } from './piece.js';
import { areaOnly, uniq } from './resolve.js';
import { DIRECTOR_WORD, FREELANCE_WORDS, SOFTWARE_PEOPLE } from './lexicon.js';

/** The lexicon's "only" words (lexicon.ts). */
export const ONLY = new Set(['only', 'solely', 'exclusively', 'nur', 'seulement', 'uniquement', 'solo', 'solamente', 'apenas', 'alleen']);

/** Words for the company's own people: said as "only" with nothing else, they are its employees ("only staff", "nur Mitarbeiter"). */
const FRACTIONAL = /^(fractional|fraccional\w*|fracionad\w*|interim\w*|interin\w*|partage)$/;
const STAFF =
  /^(employees|staff|personnel|workforce|people|mitarbeiter\w*|mitarbeitende\w*|personal|salaries|employes|collaborateurs|empleados|trabajadores|plantilla|funcionarios|colaboradores|medewerkers|werknemers|personeel)$/;

/**
 * "Employees or fractional only", "Only staff and contractors.", "Nur Festangestellte", "uniquement des salariés", "solo
 * empleados", "apenas CLT", "alleen vaste medewerkers": a run of pieces at the end of a sentence that names only how people
 * are engaged, said as "only", restricts the whole persona: every inclusion keeps to those kinds (conditions.ts) and the run
 * includes nobody of its own. A run without "only" ("freelancers and contractors") stays people of their own.
 */
export function employmentRestriction(pieces: Piece[], saidOnly: () => boolean): void {
  const kind = (p: Piece) =>
    p.mode === 'in' &&
    !p.areas.length &&
    !p.levels.length &&
    !p.roles.length &&
    !p.buy &&
    !p.tenure &&
    !p.ceiling &&
    !p.their &&
    !p.themselves &&
    p.traits.every((t) => t === 'full_time' || t === 'part_time') &&
    (p.employment.length > 0 || p.traits.length > 0 || (p.all && p.words.some((w) => STAFF.test(w))));
  let from = pieces.length;
  while (from > 0 && kind(pieces[from - 1] as Piece) && (pieces[from - 1] as Piece).clause === pieces[pieces.length - 1]?.clause) from -= 1;
  const run = pieces.slice(from);
  if (!run.length || run.some((p) => p.employment.includes('board') || p.employment.includes('advisor'))) return;
  const only = run.some((p) => p.words.some((w) => ONLY.has(w))) || (from === 0 && saidOnly());
  if (!only) return;
  for (const p of run) {
    if (!p.employment.length && !p.traits.length) p.employment = ['employee'];
    // "employees or fractional only": the fractional kind, not every contractor (a freelancer is neither).
    if (p.employment.includes('fractional') && p.words.some((w) => FRACTIONAL.test(w)) && !p.words.some((w) => FREELANCE_WORDS.test(w)))
      p.employment = p.employment.filter((e) => e !== 'contractor');
    p.restricts = true;
  }
}

/** Interns named alone (no area of their own, no employment, no role). */
const internsOnly = (p: Piece) =>
  p.alone && !p.areas.length && !p.roles.length && !p.employment.length && p.levels.length > 0 && p.levels.every((l) => l === 'intern');

/**
 * "Interns and working students, only in sales or marketing", "interns and working students in sales or marketing": the
 * areas after "in" / "limited to" are where the interns listed before them work (they stood as whole departments, or
 * the first interns stood as every intern of the company).
 */
export function scopeInterns(list: Piece[]): void {
  const internsOf = (x: Piece | undefined, p: Piece) =>
    !!x && x.areas.length > 0 && x.levels.length > 0 && x.levels.every((l) => l === 'intern') && x.mode === p.mode && x.clause === p.clause;
  list.forEach((p, i) => {
    if (!internsOnly(p)) return;
    // "Sales and marketing interns and working students": the working students share the interns' areas.
    if (internsOf(list[i - 1], p) && list[i - 1]?.areaFirst) {
      const run: Piece[] = [];
      for (let k = i - 1; k >= 0; k -= 1) {
        const x = list[k] as Piece;
        if (!internsOf(x, p) && !(areaOnly(x) && !x.noun && x.clause === p.clause && x.mode === p.mode)) break;
        run.push(x);
      }
      p.areas = uniq(run.flatMap((x) => x.areas));
      return;
    }
    const j = list.findIndex((x, k) => k > i && !internsOnly(x));
    const q = list[j];
    if (!q || q.mode !== p.mode || q.clause !== p.clause || !q.areas.length || q.roles.length) return;
    // "working students in sales", "working students in a GTM team": interns of an area named after them.
    const levelFirst = q.levels.length > 0 && q.levels.every((l) => l === 'intern') && !q.areaFirst;
    // "in sales", "limited to sales", "GTM only": areas said as a scope.
    const scope = areaOnly(q) && (q.scoped || q.words.some((w) => ONLY.has(w)));
    if (!levelFirst && !scope) return;
    // The bare areas right after it belong to the same scope ("in sales or marketing").
    const more: Piece[] = [];
    for (const x of list.slice(j + 1)) {
      if (!areaOnly(x) || x.noun || x.mode !== p.mode || x.clause !== p.clause) break;
      more.push(x);
    }
    const areas = uniq([...q.areas, ...more.flatMap((x) => x.areas)]);
    for (const x of list.slice(i, j)) x.areas = [...areas];
    if (levelFirst) {
      q.areas = [...areas];
      for (const x of more) x.levels = [...q.levels];
    } else for (const x of [q, ...more]) Object.assign(x, { areas: [], scoped: false });
  });
}

/**
 * A permission ("fractional CFOs are fine", "Interim is OK.", "interns count too"): names only an employment or the
 * intern rung, and roles named before; the people before it take them in and nobody else is added.
 */
export function widenByPermission(ins: Piece[], lastIn: Piece[], permits: () => boolean): boolean {
  const internsOnly = (p: Piece) => p.levels.length > 0 && p.levels.every((l) => l === 'intern');
  // Session 55: "Contract engineers are fine." after licensed aircraft engineers names the people before again, with their
  // employment: areas within theirs (or the generic engineers' after engineers of another kind) add nobody.
  const named = lastIn.flatMap((x) => x.areas);
  const engineersBefore = lastIn.some((x) => x.words.some((w) => /engineer/.test(w)));
  const generic = (p: Piece) => p.areas.every((a) => a === 'software' || a === 'hardware');
  const namedAgain = (p: Piece) =>
    p.areas.every((a) => named.some((h) => areaCovers(h, a) || areaCovers(a, h) || functionOf(h) === functionOf(a))) ||
    (generic(p) && engineersBefore && p.words.every((w) => /engineer/.test(w) || !/\s/.test(w)));
  const permission = (p: Piece) =>
    (p.employment.length > 0 || internsOnly(p)) &&
    (!p.areas.length || (p.employment.length > 0 && !p.employment.includes('employee') && namedAgain(p))) &&
    (!p.levels.length || internsOnly(p)) &&
    !p.traits.length &&
    !p.buy &&
    p.roles.every((r) => lastIn.some((x) => x.roles.includes(r)));
  if (!lastIn.length || !ins.length || !ins.every(permission) || !permits()) return false;
  const widen = uniq(ins.flatMap((p) => p.employment));
  for (const p of lastIn) if (p.employment.length) p.employment = uniq([...p.employment, ...widen]);
  if (ins.some(internsOnly)) for (const p of lastIn) if (p.levels.length) p.levels = uniq([...p.levels, 'intern']);
  return true;
}

/**
 * "Budget holders only.", "Nobody who doesn't own a budget.", "Nur Budgetverantwortliche.": a sentence naming only who holds
 * a budget or decides, said as a condition ("only", or "nobody who doesn't …"), narrows the people named before it and adds
 * nobody of its own.
 */
export function narrowByCondition(ins: Piece[], lastIn: Piece[], saidAsCondition: () => boolean): boolean {
  const [p] = ins;
  if (!p || ins.length !== 1 || !lastIn.length || !p.buy || p.areas.length || p.levels.length || p.roles.length || p.alone) return false;
  if (!p.traits.length || p.product?.length || !saidAsCondition()) return false;
  // Who holds a budget or decides is a rung (heads / directors and up, employees): the people named keep to it, so the
  // condition brings nobody else in (a budget holder "of marketing" would also be the company's top).
  const rungs = levelsBetween(p.traits.includes('decision_maker') ? 'director' : 'head', 'c_level');
  const rungOnly = p.traits.every((t) => t === 'budget_holder' || t === 'decision_maker');
  for (const q of lastIn) {
    const kept = q.levels.filter((l) => rungs.includes(l));
    // ("Marketing managers. Budget holders only.": rungs all below it stay as they were named.)
    if (!rungOnly) q.traits = uniq([...q.traits, ...p.traits]);
    else if (!q.roles.length && (kept.length || !q.levels.length)) q.levels = kept.length ? kept : [...rungs];
    if (!q.employment.length) q.employment = [...p.employment];
  }
  return true;
}

/** "Interns and working students. Only sales or marketing ones.": areas said as "only" scope the people before them. */
export function scopeBySentence(ins: Piece[], lastSentenceIn: Piece[]): boolean {
  const people = lastSentenceIn.filter((p) => !p.areas.length && !p.roles.length && p.levels.length > 0);
  if (!people.length || people.length !== lastSentenceIn.length || !ins.length) return false;
  if (!ins.every((p) => areaOnly(p) && !p.noun) || !ins.some((p) => p.scoped || p.words.some((w) => ONLY.has(w)))) return false;
  const areas = uniq(ins.flatMap((p) => p.areas));
  for (const p of people) p.areas = [...areas];
  return true;
}

/**
 * "Marketing leadership: heads and directors. Product marketing belongs too.": a sentence that only adds areas to the list
 * before it ("… too", "also …", "auch", "aussi", "también", "também", "ook") names no rung of its own, so its areas are
 * taken at the rungs of that list (when every piece of it named the same rungs). A sentence that names a rung, a role or
 * people ("product marketers too"), or that is no addition, keeps its own reading.
 */
export function carryRungs(ins: Piece[], lastSentenceIn: Piece[], addition: () => boolean): boolean {
  if (!ins.length || !lastSentenceIn.length || !ins.every((p) => areaOnly(p) && !p.noun && !p.their && !p.themselves && !p.all && !p.any)) return false;
  // The list before is the rungs of one set of areas ("heads and directors" of marketing).
  const areas = lastSentenceIn.map((p) => [...p.areas].sort().join());
  if (!areas[0] || areas.some((a) => a !== areas[0]) || lastSentenceIn.some((p) => p.roles.length || !p.levels.length || p.alone)) return false;
  if (!addition()) return false;
  const levels = uniq(lastSentenceIn.flatMap((p) => p.levels));
  for (const p of ins) {
    p.levels = [...levels];
    const ceiling = (lastSentenceIn[0] as Piece).ceiling;
    if (ceiling) p.ceiling = ceiling;
  }
  return true;
}

/** "Operations (business, not manufacturing) from manager upwards": a range alone after an area and its exclusion narrows it. */
export function rangeAfterParentheses(pieces: Piece[]): void {
  pieces.forEach((p, i) => {
    const prev = pieces
      .slice(0, i)
      .filter((x) => x.mode === 'in')
      .pop();
    const between = prev ? pieces.slice(pieces.indexOf(prev) + 1, i) : [];
    const range = p.range.up || p.range.from || p.range.below;
    if (p.mode !== 'in' || !range || !p.levels.length || p.areas.length || p.roles.length || p.alone || p.all || p.buy || p.their) return;
    if (!prev || !prev.areas.length || prev.levels.length || prev.roles.length || !between.length || between.some((x) => x.mode === 'in')) return;
    prev.levels = [...p.levels];
    if (p.ceiling) prev.ceiling = p.ceiling;
    Object.assign(p, { levels: [], range: {}, ceiling: undefined });
  });
}

const MID = /^(medior|mediors|medioren|mediorniveau|pleno|plenos|plena|plenas)$/;
const JUNIOR = /^(junior|juniors|jr|junioren|entry level|graduate|graduates|trainee|trainees)$/;

/**
 * "Medior en senior developers", "engenheiros plenos e sêniores": the Dutch and Brazilian mid rung shares the entry level
 * with the juniors (the ladder has no rung between), so juniors who say so in their title are left out unless the persona
 * names them. (The English "mid-level" keeps the whole entry tier, as rules.test.ts asks.)
 */
export function midLevel(ins: Piece[]): Piece[] {
  if (ins.some((p) => p.words.some((w) => JUNIOR.test(w)))) return [];
  return ins
    .filter((p) => p.levels.includes('entry') && p.words.some((w) => MID.test(w)))
    .map((p) => Object.assign(emptyPiece('ex'), { words: ['juniors'], areas: [...p.areas], levels: ['entry' as const], traits: ['junior' as const] }));
}

/** Named only by how they are employed ("fractional", "freelancers", "ZZP'ers"). */
export const employmentOnly = (p: Piece) =>
  p.employment.length > 0 && !p.areas.length && !p.levels.length && !p.roles.length && !p.traits.length && !p.buy && !p.all && !p.any && !hasRangeOf(p);
const hasRangeOf = (p: Piece) => !!(p.range.up || p.range.down || p.range.below || p.range.from);

/**
 * "fractional or interim CFOs", "freelancers / contractors in engineering", "ZZP'ers of freelancers in de IT": words for
 * how people are employed, listed before a piece that names both such an employment and who they are, share who they are
 * (they do not stand as every freelancer of the company). In an exclusion the word still stands alone ("no external or
 * freelance accountants" drops every contractor of the team): an exclusion read too wide drops people, not adds strangers.
 */
/** A kind of worker that says its own employment ("agency temps"): people of their own, lending no role to a list. */
const employedKind = (p: Piece) => p.alone && p.roles.length > 0 && p.roles.every((r) => TITLE_KINDS.has(r));

export function shareEmployment(list: Piece[]): void {
  for (let i = list.length - 2; i >= 0; i -= 1) {
    const p = list[i] as Piece;
    const q = list[i + 1] as Piece;
    if (p.mode !== 'in' || !employmentOnly(p) || q.mode !== p.mode || q.clause !== p.clause || !q.employment.length) continue;
    if (!q.areas.length && !q.levels.length && !q.roles.length) continue;
    // "contractors, freelancers and agency temps": a noun that stands alone is people of its own, not theirs.
    if (employedKind(q)) continue;
    const employment = uniq([...p.employment, ...q.employment]);
    Object.assign(p, {
      areas: [...q.areas],
      levels: [...q.levels],
      weak: [...q.weak],
      roles: [...q.roles],
      roleAreas: [...q.roleAreas],
      roleLevels: [...q.roleLevels],
      traits: [...q.traits],
      noun: q.noun,
      alone: q.alone,
      employment,
    });
    q.employment = [...employment];
  }
  // "software engineers who are freelancers or contractors": the last alternative of an employment said of people before it.
  const last = list[list.length - 1];
  const prev = list[list.length - 2];
  if (last && prev && last.mode === 'in' && employmentOnly(last) && prev.mode === 'in' && prev.clause === last.clause && prev.employment.length) {
    if ((!prev.areas.length && !prev.levels.length && !prev.roles.length) || employedKind(prev)) return;
    prev.employment = uniq([...prev.employment, ...last.employment]);
    prev.words = [...prev.words, ...last.words];
    prev.seen = [...prev.seen, ...last.seen];
    list.pop();
  }
}

/** Only named roles ("CMOs", "the COO"), with nothing said of them but what the role is. */
const roleOnly = (p: Piece) =>
  p.roles.length > 0 && !p.employment.length && !p.traits.length && !p.tenure && p.levels.every((l) => p.roleLevels.includes(l)) && !p.buy;
/** Only rungs ("heads", "VPs"), of no area and no role, with nothing said of them. */
const rungOnly = (p: Piece) =>
  p.levels.length > 0 && !p.areas.length && !p.roles.length && !p.employment.length && !p.traits.length && !p.tenure && !p.buy && !p.alone;
/** "the COO", "le DAF", "die CFO": one person named with an article, not a kind of people a qualifier can cover. */
const ARTICLE = /^(the|le|la|el|o|a|der|die|das|het)$/;

/**
 * "interim and fractional CFOs, CMOs and COOs", "CFO, CMO y COO interinos": a word for how people are employed, said of
 * a named role at the start or end of a list of named roles, holds for every role of the list ("fractional" reached only
 * the first role, "interinos" only the last). A role named with an article ("fractional CFOs and the CEO") is a person of
 * its own; in an exclusion nothing is shared (an exclusion read too wide drops people).
 */
export function shareEmploymentOverRoles(list: Piece[]): void {
  const same = (p: Piece, q: Piece) => q.mode === p.mode && q.clause === p.clause && !ARTICLE.test(q.words[0] ?? '');
  list.forEach((p, i) => {
    if (p.mode !== 'in' || !p.employment.length || p.traits.length) return;
    // "interim execs / heads", "fractional directors or VPs": the same holds for a list of bare rungs.
    const alike = p.roles.length ? roleOnly : !p.areas.length && p.levels.length ? rungOnly : undefined;
    if (!alike) return;
    if (p.condFirst && !p.employmentAfter)
      for (const q of list.slice(i + 1)) {
        if (!same(p, q) || !alike(q)) break;
        q.employment = [...p.employment];
      }
    if (p.employmentAfter && !p.condFirst && i === list.length - 1 && !ARTICLE.test(p.words[0] ?? ''))
      for (const q of list.slice(0, i).reverse()) {
        if (!same(p, q) || !alike(q)) break;
        q.employment = [...p.employment];
      }
  });
}

/** A selector named only by how people are employed ("freelancers", "interim managers"). */
const employmentSelector = (s: Selector) => s.employment.length > 0 && !s.areas.length && !s.levels.length && !s.roles.length && !s.traits.length;

/**
 * "ZZP'ers and freelancers, no interim managers", "contractors, but not fractional executives": an exclusion named only
 * by how people are employed, said of people all named by an employment, removes its own kind (the first its word names), not the
 * kinds it shares with them (a freelancer is not an interim manager, though both are read as either when they are asked for).
 */
export function ownEmploymentKind(include: Selector[], exclude: Selector[]): void {
  // "sans les freelances", "no freelancers": the self-employed are not interim or fractional executives (hired to lead);
  // "no contractors", "no external staff" still name anyone on a contract.
  for (const e of exclude) if (employmentSelector(e) && e.employment[0] === 'contractor' && FREELANCE_WORDS.test(e.text)) e.employment = ['contractor'];
  const named = include.filter((s) => s.employment.length > 0);
  if (!named.length || named.length !== include.length) return;
  const own = named[0]?.employment[0];
  for (const e of exclude) {
    const kind = e.employment[0];
    if (!employmentSelector(e) || !kind || kind === own || !named.every((s) => s.employment.includes(kind))) continue;
    e.employment = [kind];
  }
}

/**
 * "Buyers of HR software: HR managers and anyone above them": a reference in a heading's list ("anyone above them",
 * "their managers"), whose rungs are read later, is one of the list's people too: it takes how the heading's people are
 * employed (a purchase is decided by employees).
 */
export function headingReferences(body: Piece[], buy: boolean, employment: Employment[]): void {
  for (const p of body.filter((x) => x.mode === 'in' && (x.above || x.their || x.themselves) && !x.employment.length))
    p.employment = buy ? ['employee'] : [...employment];
}

const aboveIc = (p: Piece) => p.ownLevel === true && p.levels.length > 0 && p.levels.every((l) => !['intern', 'entry', 'senior'].includes(l));
const dropIc = (p: Piece) => (p.traits = p.traits.filter((t) => t !== 'individual_contributor'));

/**
 * "SDR managers", "BDR team leads", "AE/SDR managers": a noun for individual contributors before a rung above them only says
 * whose rung it is (their managers, not reps who manage); in "SDR/BDR managers" the noun before the slash shares the rung,
 * and a rung before a slash the noun after it.
 */
export function icNounRungs(list: Piece[]): void {
  list.forEach((p, i) => {
    const q = list[i + 1];
    if (p.icNoun && !p.icSaid && p.slashAfter && !p.levels.length && q && q.mode === p.mode && q.clause === p.clause && q.icNoun && aboveIc(q)) {
      p.levels = [...q.levels];
      p.ownLevel = true;
    }
  });
  for (const p of list) if (p.icNoun && !p.icSaid && aboveIc(p)) dropIc(p);
  // "Senior / Enterprise AEs", "junior / mid-level designers": a rung alone before a slash is a rung of the noun after it.
  list.forEach((p, i) => {
    const q = list[i + 1];
    const rungOnly = p.levels.length > 0 && !p.areas.length && !p.roles.length && !p.noun && !p.alone && !p.traits.length && !p.employment.length;
    if (!rungOnly || !p.slashAfter || !q || q.mode !== p.mode || q.clause !== p.clause || !q.noun || !q.areas.length || q.roles.length) return;
    Object.assign(p, { areas: [...q.areas], traits: q.traits.filter((t) => t !== 'junior'), noun: true, icNoun: q.icNoun });
  });
}

/** "IT managers / heads of IT / the CIO: the IT side only": a list that only keeps to the heading's own areas restates it. */
export function restatesHeading(bodyIn: Piece[], areas: readonly AreaKey[]): boolean {
  const restates = (p: Piece) => areaOnly(p) && !p.noun && p.words.some((w) => ONLY.has(w)) && p.areas.every((a) => areas.includes(a));
  return areas.length > 0 && bodyIn.every(restates);
}

/**
 * "Software engineers (backend, frontend, incl. tech leads)", "Entwickler, nur Festangestellte": the people who write software,
 * named without a rung, are the engineers themselves up to their tech leads, not the managers, directors and CTO above them
 * (who are "engineering leaders"). A rung, "any level", "the whole team" or "everyone in software" says otherwise.
 */
export function engineersThemselves(p: Piece): void {
  if (!p.noun || p.levels.length || p.roles.length || p.any || p.whole || p.all || !p.areas.length) return;
  const words = p.words.join(' ').split(' ');
  if (p.areas.every((a) => a === 'software') && words.some((w) => SOFTWARE_PEOPLE.test(w))) p.levels = ['entry', 'senior', 'tech_lead'];
}

/**
 * "Financieel directeur of hoger", "directeur financier et plus": a chief named by the words for a director, said with
 * "and up", is the area's director rung and up, not its heads (said alone, the words stay the chief: "le directeur financier").
 */
export function directorAndUp(p: Piece): void {
  if (!p.range.up || p.range.from || !p.roles.length || !p.roleAreas.length || !p.words.some((w) => DIRECTOR_WORD.test(w))) return;
  p.levels = levelsBetween('director').filter((l) => l !== 'head');
  p.areas = uniq([...p.areas, ...p.roleAreas]);
  p.roles = [];
  p.alone = false;
  p.range = {};
}
