// Reads one sentence of a persona into resolved pieces: its lists (settled, distributed, attachments resolved) and "HEAD: LIST".
import { areaCovers, functionOf, LEVEL_RANK, LEVELS, TITLE_KINDS, type AreaKey, type Level } from '../criteria.js';
import { hasLevel, type Piece } from './piece.js';
import { piecesOf } from './pieces.js';
import { attach, attachmentOwners, listShares, widenRung } from './attach.js';
import { distribute, hasRange } from './resolve.js';
import { settle } from './settle.js';
import { meaningful } from './selector.js';
import { headingReferences, restatesHeading } from './scope.js';
import type { Tagged } from './tokens.js';
import { tagSentence } from './tag-sentence.js';
import { genericKindsOfHeading, kindsOfHeading } from './kinds.js';
import { areaLeadAsHeading } from './area-lead.js';
import { LONE_BUYING_VERB } from './lexicon-buyers.js';
import { CHIEF_FUNCTION } from './chief-or-leader.js';

/**
 * "C-suite minus the CEO (CFO, CTO, COO…)", "Executives except the CEO (CFO, CTO)": other seats in parentheses after one
 * named role left out are not kinds of it; they are examples of the rung asked for before it, and leave nobody out.
 */
function examplesOfIncluded(p: Piece, subs: readonly Piece[], out: readonly Piece[]): boolean {
  if (p.mode !== 'ex' || p.roles.length !== 1 || p.areas.length || p.levels.length) return false;
  const rungs = out.slice(0, out.indexOf(p)).filter((q) => q.mode === 'in' && q.levels.length > 0 && !q.areas.length && !q.roles.length);
  return subs.every(
    (s) =>
      (s.via === 'paren' || s.via === 'ex') &&
      s.mode === 'ex' &&
      s.roles.length > 0 &&
      !s.areas.length &&
      !s.levels.length &&
      s.roles.every((r) => !p.roles.includes(r)) &&
      s.roleLevels.length > 0 &&
      rungs.some((q) => s.roleLevels.every((l) => q.levels.includes(l))),
  );
}

/** The pieces of one tagged word list, settled, distributed and with their attachments resolved. */
function resolveList(pieces: Piece[]): Piece[] {
  // "The head of marketing (CMO or Head of Marketing) decides": a verb of deciding alone after the people it is said of
  // names nobody new.
  pieces.forEach((p, i) => {
    if (p.mode === 'in' && p.buy && LONE_BUYING_VERB.test(p.words.join(' ')) && pieces.slice(0, i).some((q) => q.mode === 'in')) p.buy = null;
  });
  for (const p of pieces) settle(p);
  const top = pieces.filter((p) => p.parent === undefined);
  const out: Piece[] = [];
  // Lists: consecutive top-level pieces of the same polarity.
  let run: Piece[] = [];
  const flushRun = () => {
    if (run.length) out.push(...distribute(run));
    run = [];
  };
  for (const p of top) {
    if (run.length && (run[0]?.mode !== p.mode || run[0]?.clause !== p.clause)) flushRun();
    run.push(p);
  }
  flushRun();
  const owner = attachmentOwners(pieces, top, out);
  // Attachments, parent by parent.
  const result: Piece[] = [];
  for (const p of out) {
    const index = pieces.indexOf(p);
    const subs = pieces.filter((s) => s.parent !== undefined && (owner.get(s.parent) ?? s.parent) === index);
    if (!subs.length || examplesOfIncluded(p, subs, out)) {
      result.push(p);
      continue;
    }
    // "heads of IT and engineering (and anyone above them)": a reference in parentheses is a piece of its own, resolved below.
    const same = subs.filter((s) => s.mode === p.mode && !s.above);
    // "Managers and heads of HR (up to the CHRO)": a range in parentheses with no start starts at the lowest rung listed before it.
    const listed = out
      .slice(0, out.indexOf(p) + 1)
      .filter((q) => q.clause === p.clause && q.mode === p.mode)
      .flatMap((q) => q.levels);
    for (const s of same) if (s.openStart && listed.length) s.levels = s.levels.filter((l) => LEVEL_RANK[l] >= Math.min(...listed.map((x) => LEVEL_RANK[x])));
    distribute(same);
    listShares(out, p, same);
    widenRung(out, p, same);
    const before = { traits: [...p.traits], employment: [...p.employment], areas: p.areas.join() };
    // "Designers (UX, UI, product) at any level, interns included": people said to be included after a qualifier the list
    // took ("at any level"), or interns added there ("auch Praktikanten"), attach after the piece's own parentheses, which
    // keep their reading (kinds of designers).
    const own = same.filter((s) => s.parent === index);
    const added = same.filter((s) => s.parent !== index);
    const split = own.length > 0 && added.length > 0 && added.every((s) => s.via === 'inc' || (s.levels.length > 0 && s.levels.every((l) => l === 'intern')));
    let attached = split ? attach(p, own) : same.length ? attach(p, same) : [p];
    if (split)
      attached = attached.length === 1 && attached[0] === p ? attach(p, added) : [...attached, ...attach(p, added).filter((x) => !attached.includes(x))];
    // "Interns or working students in GTM (sales, marketing)": the interns who shared the areas share their narrowing.
    if (p.areas.join() !== before.areas)
      for (const q of out.slice(0, out.indexOf(p)))
        if (q.clause === p.clause && q.mode === p.mode && q.areas.join() === before.areas && q.levels.length > 0 && q.levels.every((l) => l === 'intern'))
          q.areas = [...p.areas];
    // "Underwriter (Risikoprüfung), inkl. deren Leitung": what is included after the parentheses belongs to the piece they follow.
    const later = pieces.filter((g) => g.parent !== undefined && subs.includes(pieces[g.parent] as Piece) && g.mode === p.mode && !g.above);
    distribute(later);
    const whole = !later.length ? attached : attached.includes(p) ? attached.flatMap((x) => (x === p ? attach(p, later) : [x])) : [...attached, ...later];
    result.push(...whole, ...subs.filter((s) => s.mode !== p.mode || s.above));
    // "DevOps / SRE / Platform engineers (hands-on)": conditions in parentheses after a list's last noun hold for the bare areas before it.
    if (attached.length === 1 && attached[0] === p) {
      const traits = p.traits.filter((t) => !before.traits.includes(t));
      const employment = p.employment.filter((e) => !before.employment.includes(e));
      for (let k = out.indexOf(p) - 1; k >= 0 && (traits.length || employment.length); k -= 1) {
        const q = out[k] as Piece;
        if (
          q.mode !== p.mode ||
          q.clause !== p.clause ||
          !q.areas.length ||
          q.levels.length ||
          q.roles.length ||
          q.alone ||
          q.noun ||
          q.traits.length ||
          q.employment.length
        )
          break;
        q.traits = [...traits];
        q.employment = [...employment];
      }
    }
  }
  return result;
}

/** The areas of the generic "engineers" / "engineering" (software and hardware), or one of them. */
const genericEngineering = (areas: readonly AreaKey[]) => areas.length > 0 && areas.every((a) => a === 'software' || a === 'hardware');

/** A word for the whole of an area's people ("finance staff", "the finance department", "Finanzabteilung"). */
const STAFF_WORD = /^(staff|department|departement|departamento|abteilung|afdeling|personnel|personal)$/;
/**
 * An area's team ("the finance team", "l'équipe finance"), when nothing else is said of it: "los equipos comerciales de
 * primera línea: SDRs, BDRs y AEs" are those teams, not all of sales.
 */
const TEAM_WORD = /^(team|teams|equipe|equipes|equipo|equipos|org|organisation|organization)$/;
const teamOf = (h: Piece) =>
  h.words.some((w) => STAFF_WORD.test(w)) ||
  (h.words.some((w) => TEAM_WORD.test(w)) && h.seen.every((t) => t.tag?.k === 'area' || t.tag?.k === 'filler' || t.tag?.k === 'of'));
/**
 * "In-house finance staff: accountants, controllers, FP&A and finance leadership", "The finance team: …": a heading that names an area's team,
 * over a list of three or more kinds of that area's people, spells the team out: the heading stays (its other people too).
 */
function spellsOutTeam(headIn: readonly Piece[], bodyIn: readonly Piece[]): boolean {
  const [h] = headIn;
  if (headIn.length !== 1 || !h || !h.areas.length || h.levels.length || h.roles.length || !teamOf(h)) return false;
  const fns = h.areas.map(functionOf);
  return bodyIn.length >= 3 && bodyIn.some((p) => p.noun) && bodyIn.every((p) => p.areas.length > 0 && p.areas.every((a) => fns.includes(functionOf(a))));
}

/**
 * "the buyers themselves" under "Public procurement officers …": a reference back whose people are within those the heading
 * named (its areas, or the areas of the roles it named).
 */
function restatesPeople(p: Piece, headIn: readonly Piece[]): boolean {
  if (!p.themselves || !p.areas.length || hasLevel(p) || p.roles.length || p.alone) return false;
  // A heading of people ("Public procurement officers", "Account executives"), not of a function ("Procurement: the CPO,
  // category managers and the buyers themselves", where the buyers are the function's people named in its list).
  return headIn.some((h) => {
    if (!h.noun) return false;
    const named = [...h.areas, ...h.roleAreas];
    return meaningful(h) && named.length > 0 && named.every((x) => p.areas.some((a) => areaCovers(a, x)));
  });
}

/**
 * "FP&A and controlling: analysts and controllers up to the head of controlling", "Finance: analysts and heads of
 * controlling": a kind of person named without an area under a heading of areas is the heading's (its analysts), before
 * the list distributes, which gave it the area of the next item (controlling's analysts only, FP&A's were lost).
 */
function headKinds(body: Piece[], headIn: readonly Piece[]): Piece[] {
  const areas = [...new Set(headIn.flatMap((p) => p.areas))];
  if (!areas.length || headIn.some((p) => p.roles.length || p.alone || p.buy)) return body;
  for (const p of body)
    // (Not examples in parentheses, which are their parent's: "todo FP&A (analistas incluidos)".)
    if (
      p.mode === 'in' &&
      p.noun &&
      p.parent === undefined &&
      !p.areas.length &&
      !p.roles.length &&
      !p.alone &&
      !p.levels.length &&
      !p.all &&
      !p.their &&
      !p.themselves
    )
      p.areas = [...areas];
  return body;
}

/**
 * "Marketing - manager level or higher: demand gen, brand", "Vertrieb – ab Teamleitung: …": a range said alone after a dash
 * in a heading is the range of the area before it (the dash split them into two clauses, and the list lost the range).
 */
function rangeOfHeading(head: Piece[]): Piece[] {
  const bare = (p: Piece) => p.mode === 'in' && p.levels.length > 0 && hasRange(p) && !p.areas.length && !p.roles.length && !p.alone && !p.all && !p.their;
  const out: Piece[] = [];
  for (const p of head) {
    const prev = out[out.length - 1];
    if (prev && bare(p) && prev.mode === 'in' && prev.clause !== p.clause && prev.areas.length > 0 && !prev.levels.length && !prev.roles.length) {
      prev.levels = [...p.levels];
      prev.range = { ...p.range };
      prev.traits = [...new Set([...prev.traits, ...p.traits])];
      continue;
    }
    out.push(p);
  }
  return out;
}

interface Sentence {
  pieces: Piece[];
}

/** `context`: the sentence as written, when words of it were taken out (the employer's): its words still give senses. */
export function readSentence(sentence: string, it: boolean, devops: boolean, opens: boolean, procurement = false, context = sentence): Sentence {
  const read = tagSentence(sentence, it, devops, procurement, context);
  const { tenure } = read;
  const tagged = areaLeadAsHeading(read.tagged);
  const colon = tagged.findIndex((t) => t.text === ':');
  if (colon > 0 && colon < tagged.length - 1) {
    // "Not: managers, IT admins", "Exclusions: …": a heading that only negates makes its list an exclusion.
    const isNeg = (t: Tagged) => t.tag?.k === 'neg' || t.tag?.k === 'negpost';
    const negHead = tagged.slice(0, colon).every((t) => isNeg(t) || t.tag?.k === 'filler') && tagged.slice(0, colon).some(isNeg);
    // "IT admins? No.", "IT admins - no", "Freelancers: nein": a heading answered by a bare negation is an exclusion.
    const negWord = (t: Tagged) => t.tag?.k === 'neg' || t.tag?.k === 'negpost';
    const negBody = tagged.slice(colon + 1).every((t) => negWord(t) || t.tag?.k === 'filler' || t.text === '.') && tagged.slice(colon + 1).some(negWord);
    const head = rangeOfHeading(resolveList(piecesOf(tagged.slice(0, colon), negBody ? 'ex' : 'in', tenure)));
    const headIn = head.filter((p) => p.mode === 'in');
    let body = resolveList(headKinds(piecesOf(tagged.slice(colon + 1), negHead ? 'ex' : 'in', tenure), headIn));
    // "Sales ops: todos, de analistas a gerentes": "all" under a heading with areas is everyone of those areas.
    const headAreas = [...new Set(head.filter((p) => p.mode === 'in').flatMap((p) => p.areas))];
    if (headAreas.length) for (const p of body) if (p.mode === 'in' && p.all && !meaningful(p) && !p.unknown.length) p.areas = [...headAreas];
    // "XYZ (abc): everyone": "all" under a heading whose words nobody read is everyone of that unread area, not the whole
    // company: it stays unread with the heading's words.
    const headUnknown = head.filter((p) => p.mode === 'in').flatMap((p) => p.unknown);
    if (!headAreas.length && headUnknown.length && !headIn.some(meaningful))
      for (const p of body) if (p.mode === 'in' && p.all && !meaningful(p) && !p.unknown.length) p.unknown = [...headUnknown];
    // "IT and OT security people – everyone from the service desk to the head of IT": everyone over a range under a heading
    // with areas is the heading's people over that range (the range's own end names one of them).
    if (headAreas.length) for (const p of body) if (p.mode === 'in' && p.all && p.range.from) p.areas = [...new Set([...headAreas, ...p.areas])];
    let bodyIn = body.filter((p) => p.mode === 'in' && meaningful(p));
    if (!bodyIn.length) return { pieces: [...head, ...body] };
    // A list made only of conditions ("- manages people", "(employees only)") narrows its heading.
    if (headIn.length && bodyIn.every((p) => !p.areas.length && !p.levels.length && !p.roles.length && !p.alone && !p.buy)) {
      for (const h of headIn) {
        h.traits = [...new Set([...h.traits, ...bodyIn.flatMap((p) => p.traits)])];
        h.employment = [...new Set([...h.employment, ...bodyIn.flatMap((p) => p.employment)])];
      }
      return { pieces: [...head, ...body.filter((p) => !bodyIn.includes(p))] };
    }
    // "Public procurement officers at hospitals: the buyers themselves, not their team leads": "the X themselves" under a
    // heading that named those people says which of them (the individual contributors); it adds nobody.
    // The heading then stays, whatever else the list names ("Account executives: the AEs themselves and their team leads").
    const again = bodyIn.filter((p) => restatesPeople(p, headIn));
    const restated = () => {
      for (const h of headIn) if (h.noun && !hasLevel(h) && !h.traits.includes('individual_contributor')) h.traits = [...h.traits, 'individual_contributor'];
    };
    if (again.length) {
      body = body.filter((p) => !again.includes(p));
      bodyIn = bodyIn.filter((p) => !again.includes(p));
      if (!bodyIn.length) {
        restated();
        return { pieces: [...head, ...body] };
      }
    }
    const areas = [...new Set(headIn.flatMap((p) => p.areas))];
    kindsOfHeading(bodyIn, areas);
    genericKindsOfHeading(bodyIn, areas);
    if (restatesHeading(bodyIn, areas)) return { pieces: [...head, ...body.filter((p) => !bodyIn.includes(p))] };
    // "design people - ux, ui, brand, all levels": bare areas under a heading with areas are its kinds.
    if (areas.length && bodyIn.every((p) => !p.levels.length && !p.roles.length && !p.alone && !p.noun && !p.buy && !p.traits.length)) {
      const inside = [...new Set(bodyIn.flatMap((p) => p.areas))];
      // Within the heading's functions they narrow it ("The go-to-market org: sales, marketing, and customer success").
      // "Ops engineers: DevOps and SRE": under the generic engineers, areas of engineering narrow them too.
      const within = (a: AreaKey) => areas.some((h) => a === h || functionOf(a) === h) || (genericEngineering(areas) && functionOf(a) === 'engineering');
      if (!inside.every(within)) return { pieces: [...head, ...body.filter((p) => !bodyIn.includes(p))] };
    }
    const levels = headIn.every((p) => !p.areas.length || p.levels.length) ? [...new Set(headIn.flatMap((p) => p.levels))] : [];
    const buy = headIn.some((p) => p.buy);
    // Session 57: a heading that names the product sold ("SIRH et paie : le ou la DRH, les responsables RH …") says what is
    // sold, not whose people: its areas narrow nobody under it (the HR managers were read as payroll's).
    const sells = headIn.some((p) => !!p.product?.length);
    // "Hands-on DevOps people (ICs): DevOps engineers, SREs": who the heading is about holds for its list.
    // "Los vendedores mismos: ejecutivos de cuentas, comerciales y KAM": the people themselves are the individual contributors.
    const who = [
      ...new Set(
        headIn.flatMap((p) => [
          ...p.traits.filter((t) => t === 'individual_contributor' || t === 'manages_people'),
          ...(p.themselves && !hasLevel(p) && !p.traits.includes('manages_people') ? (['individual_contributor'] as const) : []),
        ]),
      ),
    ];
    // "In-house legal: lawyers, counsel, paralegals": how the heading's people are employed holds for its list.
    const employment = [...new Set(headIn.flatMap((p) => p.employment))];
    // The areas of the leaders said to be above the others ("the heads and directors of logistics above them").
    const above = bodyIn.filter((p) => p.above).flatMap((p) => p.areas);
    for (const p of bodyIn) {
      if (who.length && !p.levels.length && !p.roles.length && !p.alone) p.traits = [...new Set([...p.traits, ...who])];
      // "Marketing: interns, specialists and managers": interns listed under an area are its interns.
      // "Warehouse: from team lead to site manager": the heading's area, not the area of the title that ends the range.
      if (p.endArea && areas.length) p.areas = [...areas];
      const interns = p.alone && !p.employment.length && !p.traits.length && p.levels.length > 0 && p.levels.every((l) => l === 'intern');
      // (Session 51: "Lideranças de atendimento: quem chefia o CS e quem chefia o suporte, e os seus coordenadores": a reference
      // back to people the list named with areas of their own is theirs, not the heading's: references.ts reads it.)
      const theirsInList = (p.their || p.themselves) && bodyIn.slice(0, bodyIn.indexOf(p)).some((x) => x.areas.length > 0 && !x.their && !x.themselves);
      if (!p.areas.length && (!p.alone || interns) && !p.roles.length && !p.all && !theirsInList) p.areas = [...areas];
      // "DevOps/SRE: hands-on engineers": the heading's areas of engineering say which engineers.
      const engineering = areas.filter((a) => functionOf(a) === 'engineering' && !genericEngineering([a]));
      if (engineering.length && engineering.length === areas.length && genericEngineering(p.areas) && !p.roles.length) p.areas = [...engineering];
      // "Field sales team: salespeople, sales managers": the heading's area narrows its function named under it.
      // ("Vente terrain : chargés d'affaires": new business narrowed to the field.)
      const within = (x: AreaKey, a: AreaKey) => x === functionOf(a) || areaCovers(x, a);
      const narrower = areas.filter((a) => a !== functionOf(a) && p.areas.some((x) => within(x, a)));
      // (Not under the buyers of a product: "whoever owns the budget for recruiting software: …, the Head of People" is HR's head;
      // nor for the leaders "above them": "…: warehouse managers and the directors of logistics above them" lead all of it.)
      // (Nor for whoever heads the wider area, session 50: "L&D: training managers, and whoever heads HR" is HR's head.)
      // (a seat's title stays narrowed: "Enologia e adega: …, e o responsável de produção" is the winery's production head)
      // (Session 57: nor for an area's seat named whole: "Gestión de flotas: …, el director de logística" runs logistics.)
      const headsWider =
        (p.run || p.alone) && p.levels.length > 0 && p.levels.every((l) => LEVEL_RANK[l] >= LEVEL_RANK.head) && p.areas.some((x) => !areas.includes(x));
      if (
        !buy &&
        !sells &&
        !headsWider &&
        !p.areas.every((x) => above.includes(x)) &&
        narrower.length &&
        p.areas.every((x) => (x === functionOf(x) || narrower.some((a) => areaCovers(x, a))) && !areas.includes(x))
      )
        p.areas = narrower;
      if (p.all && !p.areas.length && areas.length) p.areas = [...areas];
      if (p.areas.length && !p.levels.length && levels.length && !p.any && !p.all && !p.noun && !p.roles.length) p.levels = [...levels];
      if (buy && !p.employment.length) p.employment = ['employee'];
      if (employment.length && !p.employment.length) p.employment = [...employment];
    }
    headingReferences(body, buy, employment);
    // The heading stays when the list only gives examples ("etc.") or when it is precise itself: an area
    // with its own levels or range ("Product management from senior level up: Senior PMs, …"), or said at
    // any level ("Finance and accounting staff at any level: accountants, controllers, …" is all of it).
    // "Classroom teachers – special ed included, subs too": a list made only of additions ("included", "too", one per item)
    // adds to its heading ("Legal: the GC and counsel, paralegals too" is still defined by its list).
    const additions = tagged.slice(colon + 1).filter((t) => t.tag?.k === 'inc').length;
    // ("C-Level (CEO, CFO, CTO usw.)": an "etc." inside parentheses gives examples of that item, not of the list.)
    const keepHead = body.some((p) => p.etc && p.via !== 'paren') || additions >= bodyIn.length || spellsOutTeam(headIn, bodyIn) || again.length > 0;
    if (again.length) restated();
    const anyLevel = headIn.some((p) => p.any);
    // "Interns, GTM only: sales, marketing": interns under a heading are named by its list of areas alone.
    const kinds = (p: Piece) => p.levels.every((l) => l === 'intern') && bodyIn.every((b) => b.noun === false && !b.roles.length);
    const precise = (p: Piece) =>
      (p.roles.length > 0 && !p.areas.length && !p.levels.length) ||
      (p.areas.length > 0 &&
        !kinds(p) &&
        (p.range.up || p.range.from || p.range.below || p.any || (anyLevel && !p.levels.length) || (p.levels.length > 0 && !p.weak.length && !p.run)));
    // "Account managers: …, and whoever heads the AM team": the people who lead the heading's people add to them.
    const ledBelow = (p: Piece) => p.noun && !hasLevel(p) && bodyIn.some((b) => b.run && b.levels.length > 0 && b.areas.some((a) => p.areas.includes(a)));
    // "Buyers and their managers: purchasing team leads, managers and heads": the list says who "their managers" are, leaders
    // only; the people named before the reference stay.
    // (Session 49: so with "whoever heads the data team: the CDO or the head of data", said after the people it leads.)
    const theirs = headIn.findIndex((p) => p.their || p.run);
    // (A seat named by its role, "the CDO", is a leader too; a kind of title, "coordinators", is not.)
    const leadersOnly = bodyIn.every(
      (b) =>
        (b.levels.length > 0 && b.levels.every((l) => LEVEL_RANK[l] >= LEVEL_RANK.tech_lead)) ||
        (b.roles.length > 0 && !b.levels.length && !b.roles.some((r) => TITLE_KINDS.has(r))),
    );
    const namedBefore = (p: Piece) => theirs > 0 && leadersOnly && headIn.indexOf(p) >= 0 && headIn.indexOf(p) < theirs && meaningful(p);
    // Session 57: "Entscheider ist die kaufmännische Leitung: CFO, sonst der Leiter Finanzen": a heading naming an area's
    // leadership over a list of that area's seats, down to its lowest rung, says who that leadership is; it was kept as
    // every head of the area.
    const spelledOut = (p: Piece) =>
      p.levels.length > 0 &&
      p.levels.every((l) => LEVEL_RANK[l] >= LEVEL_RANK.head) &&
      p.areas.length > 0 &&
      bodyIn.length > 0 &&
      bodyIn.every((b) =>
        b.areas.length
          ? b.areas.every((a) => p.areas.includes(a)) && b.levels.some((l) => LEVEL_RANK[l] >= LEVEL_RANK.head)
          : b.roles.length > 0 && b.roles.every((r) => p.areas.includes(CHIEF_FUNCTION[r] as AreaKey)),
      ) &&
      // (down to the heading's own lowest rung: "Heads of finance — the finance director / CFO" keeps its heads of finance)
      bodyIn.some((b) => {
        const lowest = LEVELS.find((l) => p.levels.includes(l)) as Level;
        return b.levels.some((l) => l === lowest || LEVEL_RANK[l] < LEVEL_RANK[lowest]);
      });
    return {
      pieces: [...head.filter((p) => p.mode !== 'in' || keepHead || (precise(p) && !spelledOut(p)) || ledBelow(p) || namedBefore(p)), ...body],
    };
  }
  return { pieces: resolveList(piecesOf(tagged, 'in', tenure, opens)) };
}
