// The persona compiler: text → CompiledPersona (Criteria, warnings, unrecognised spans).
// Stages: sentences and tokens (tokens.ts) → tags over the lexicon (lexicon.ts, tokens.ts, tag-sentence.ts) → clauses
// and pieces (pieces.ts) → selectors (resolve.ts). Across sentences: "HEAD: LIST" — the list defines
// the heading and takes its areas; a sentence made only of levels ("C-level, VP, Head and Director
// titles.") scopes the areas of the sentence before it; references ("their", "themselves", "anyone
// above") take the areas named last; a definition with exclusions and no inclusion means everyone else.
import {
  areaCovers,
  CRITERIA_VERSION,
  functionOf,
  LEVEL_RANK,
  LEVELS,
  type AreaKey,
  type CompiledPersona,
  type Exclusion,
  type Level,
  type Selector,
  type Span,
  type Warning,
} from '../criteria.js';
import { emptyPiece, type Piece } from './piece.js';
import { piecesOf } from './pieces.js';
import { attach, attachmentOwners, listShares } from './attach.js';
import { distribute } from './resolve.js';
import { settle } from './settle.js';
import { exclusionNoun, meaningful, toSelector } from './selector.js';
import { norm } from '../reader/text.js';
import {
  headingReferences,
  midLevel,
  narrowByCondition,
  ownEmploymentKind,
  rangeAfterParentheses,
  restatesHeading,
  scopeBySentence,
  widenByPermission,
  engineersThemselves,
  ONLY,
} from './scope.js';
import { sentences, type Tagged } from './tokens.js';
import { tagSentence } from './tag-sentence.js';
import { CUSTOMER_TEXT, DEFINITE, KIND_AREAS, DEVOPS_TEXT, IT_TEXT, IT_WORDS } from './lexicon.js';
import { fillLadder } from './ladder.js';
import { blockSentences } from './blocks.js';
import { keepNamedLeads } from './leadrung.js';
import { kindsOfHeading } from './kinds.js';

/** The pieces of one tagged word list, settled, distributed and with their attachments resolved. */
function resolveList(pieces: Piece[]): Piece[] {
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
    if (!subs.length) {
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
    const before = { traits: [...p.traits], employment: [...p.employment], areas: p.areas.join() };
    const attached = same.length ? attach(p, same) : [p];
    // "Interns or working students in GTM (sales, marketing)": the interns who shared the areas share their narrowing.
    if (p.areas.join() !== before.areas)
      for (const q of out.slice(0, out.indexOf(p)))
        if (q.clause === p.clause && q.mode === p.mode && q.areas.join() === before.areas && q.levels.length > 0 && q.levels.every((l) => l === 'intern'))
          q.areas = [...p.areas];
    result.push(...attached, ...subs.filter((s) => s.mode !== p.mode || s.above));
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

const aboutIt = (definition: string) => (IT_WORDS.test(definition) || IT_TEXT.test(norm(definition))) && !CUSTOMER_TEXT.test(norm(definition));
/** The areas of the generic "engineers" / "engineering" (software and hardware), or one of them. */
const genericEngineering = (areas: readonly AreaKey[]) => areas.length > 0 && areas.every((a) => a === 'software' || a === 'hardware');

interface Sentence {
  pieces: Piece[];
}

function readSentence(sentence: string, it: boolean, devops: boolean, opens: boolean, procurement = false): Sentence {
  const { tagged, tenure } = tagSentence(sentence, it, devops, procurement);
  const colon = tagged.findIndex((t) => t.text === ':');
  if (colon > 0 && colon < tagged.length - 1) {
    // "Not: managers, IT admins", "Exclusions: …": a heading that only negates makes its list an exclusion.
    const isNeg = (t: Tagged) => t.tag?.k === 'neg' || t.tag?.k === 'negpost';
    const negHead = tagged.slice(0, colon).every((t) => isNeg(t) || t.tag?.k === 'filler') && tagged.slice(0, colon).some(isNeg);
    // "IT admins? No.", "IT admins - no", "Freelancers: nein": a heading answered by a bare negation is an exclusion.
    const negWord = (t: Tagged) => t.tag?.k === 'neg' || t.tag?.k === 'negpost';
    const negBody = tagged.slice(colon + 1).every((t) => negWord(t) || t.tag?.k === 'filler' || t.text === '.') && tagged.slice(colon + 1).some(negWord);
    const head = resolveList(piecesOf(tagged.slice(0, colon), negBody ? 'ex' : 'in', tenure));
    const body = resolveList(piecesOf(tagged.slice(colon + 1), negHead ? 'ex' : 'in', tenure));
    const headIn = head.filter((p) => p.mode === 'in');
    // "Sales ops: todos, de analistas a gerentes": "all" under a heading with areas is everyone of those areas.
    const headAreas = [...new Set(head.filter((p) => p.mode === 'in').flatMap((p) => p.areas))];
    if (headAreas.length) for (const p of body) if (p.mode === 'in' && p.all && !meaningful(p) && !p.unknown.length) p.areas = [...headAreas];
    const bodyIn = body.filter((p) => p.mode === 'in' && meaningful(p));
    if (!bodyIn.length) return { pieces: [...head, ...body] };
    // A list made only of conditions ("- manages people", "(employees only)") narrows its heading.
    if (headIn.length && bodyIn.every((p) => !p.areas.length && !p.levels.length && !p.roles.length && !p.alone && !p.buy)) {
      for (const h of headIn) {
        h.traits = [...new Set([...h.traits, ...bodyIn.flatMap((p) => p.traits)])];
        h.employment = [...new Set([...h.employment, ...bodyIn.flatMap((p) => p.employment)])];
      }
      return { pieces: [...head, ...body.filter((p) => !bodyIn.includes(p))] };
    }
    const areas = [...new Set(headIn.flatMap((p) => p.areas))];
    kindsOfHeading(bodyIn, areas);
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
    // "Hands-on DevOps people (ICs): DevOps engineers, SREs": who the heading is about holds for its list.
    const who = [...new Set(headIn.flatMap((p) => p.traits.filter((t) => t === 'individual_contributor' || t === 'manages_people')))];
    // "In-house legal: lawyers, counsel, paralegals": how the heading's people are employed holds for its list.
    const employment = [...new Set(headIn.flatMap((p) => p.employment))];
    for (const p of bodyIn) {
      if (who.length && !p.levels.length && !p.roles.length && !p.alone) p.traits = [...new Set([...p.traits, ...who])];
      // "Marketing: interns, specialists and managers": interns listed under an area are its interns.
      const interns = p.alone && !p.employment.length && !p.traits.length && p.levels.length > 0 && p.levels.every((l) => l === 'intern');
      if (!p.areas.length && (!p.alone || interns) && !p.roles.length && !p.all) p.areas = [...areas];
      // "DevOps/SRE: hands-on engineers": the heading's areas of engineering say which engineers.
      const engineering = areas.filter((a) => functionOf(a) === 'engineering' && !genericEngineering([a]));
      if (engineering.length && engineering.length === areas.length && genericEngineering(p.areas) && !p.roles.length) p.areas = [...engineering];
      // "Field sales team: salespeople, sales managers": the heading's area narrows its function named under it.
      // ("Vente terrain : chargés d'affaires": new business narrowed to the field.)
      const within = (x: AreaKey, a: AreaKey) => x === functionOf(a) || areaCovers(x, a);
      const narrower = areas.filter((a) => a !== functionOf(a) && p.areas.some((x) => within(x, a)));
      if (narrower.length && p.areas.every((x) => (x === functionOf(x) || narrower.some((a) => areaCovers(x, a))) && !areas.includes(x))) p.areas = narrower;
      if (p.all && !p.areas.length && areas.length) p.areas = [...areas];
      if (p.areas.length && !p.levels.length && levels.length && !p.any && !p.all && !p.noun && !p.roles.length) p.levels = [...levels];
      if (buy && !p.employment.length) p.employment = ['employee'];
      if (employment.length && !p.employment.length) p.employment = [...employment];
    }
    headingReferences(body, buy, employment);
    // The heading stays when the list only gives examples ("etc.") or when it is precise itself: an area
    // with its own levels or range ("Product management from senior level up: Senior PMs, …"), or said at
    // any level ("Finance and accounting staff at any level: accountants, controllers, …" is all of it).
    const keepHead = body.some((p) => p.etc);
    const anyLevel = headIn.some((p) => p.any);
    // "Interns, GTM only: sales, marketing": interns under a heading are named by its list of areas alone.
    const kinds = (p: Piece) => p.levels.every((l) => l === 'intern') && bodyIn.every((b) => b.noun === false && !b.roles.length);
    const precise = (p: Piece) =>
      (p.roles.length > 0 && !p.areas.length && !p.levels.length) ||
      (p.areas.length > 0 &&
        !kinds(p) &&
        (p.range.up || p.range.from || p.range.below || p.any || (anyLevel && !p.levels.length) || (p.levels.length > 0 && !p.weak.length && !p.run)));
    return { pieces: [...head.filter((p) => p.mode !== 'in' || keepHead || precise(p)), ...body] };
  }
  return { pieces: resolveList(piecesOf(tagged, 'in', tenure, opens)) };
}

/** The areas a reference back takes from a piece: its areas, or those of the role it names ("the CFO and their team" is finance). */
const areasOfRef = (x: Piece): AreaKey[] => (x.areas.length ? x.areas : x.roleAreas);
/** "Leave out their managers and anyone above": in an exclusion, "above" is above the rungs excluded just before it. */
function rungsBefore(pieces: Piece[], p: Piece): Level[] | undefined {
  const prev = pieces[pieces.indexOf(p) - 1];
  return p.mode === 'ex' && prev?.mode === 'ex' && prev.clause === p.clause && prev.levels.length ? prev.levels : undefined;
}

const FULL = LEVELS.filter((l) => LEVEL_RANK[l] >= LEVEL_RANK.entry && LEVEL_RANK[l] <= LEVEL_RANK.c_level);

export function compileText(definition: string): CompiledPersona {
  const include: Selector[] = [];
  const exclude: Exclusion[] = [];
  const unrecognised: Span[] = [];
  const warnings: Warning[] = [];
  let lastIn: Piece[] = [];
  let lastSentenceIn: Piece[] = [];
  // "CPO" next to procurement words (any of the six languages) is the chief procurement officer.
  const procurementContext =
    /procure|purchas|buyer|einkauf|beschaffung|lieferant|achat|acheteu|approvisionn|fournisseur|compras|comprador|aprovisionamiento|abastecimiento|proveedor|suprimentos|fornecedor|inkoo|inkope|aankoop|leverancier|sourcing|supplier|vendor/.test(
      norm(definition),
    );
  const it = aboutIt(definition);
  const devops = DEVOPS_TEXT.test(norm(definition));
  const allSentences = blockSentences(sentences(definition));
  for (const sentence of allSentences) {
    const { pieces } = readSentence(sentence, it, devops, !include.length && !lastIn.length, procurementContext);
    const ins = pieces.filter((p) => p.mode === 'in');
    // "HR & payroll tool. Who signs: …": a sentence that only names what is sold names nobody when others name the people.
    const nobody = (p: Piece) =>
      !p.noun && !p.levels.length && !p.roles.length && !p.traits.length && !p.employment.length && !p.buy && !p.run && !p.alone && !p.all;
    if (allSentences.length > 1 && ins.length === pieces.length && ins.some((p) => p.software && p.areas.length) && ins.every(nobody)) continue;
    // A sentence made only of levels scopes the areas of the sentence before it.
    const onlyLevels = ins.length > 0 && ins.every((p) => (p.levels.length || p.any) && !p.areas.length && !p.roles.length && !p.alone && !p.all && !p.buy);
    if (onlyLevels && lastSentenceIn.some((p) => p.areas.length)) {
      const levels = [...new Set(ins.flatMap((p) => p.levels))];
      const any = ins.some((p) => p.any) || FULL.every((l) => levels.includes(l) || l === 'partner' || l === 'svp' || l === 'tech_lead');
      // "…; team leads too.": levels said to be included add to the rungs before them.
      const too = tagSentence(sentence, it, devops).tagged.some((t) => t.tag?.k === 'inc');
      for (const p of lastSentenceIn) if (p.areas.length) p.levels = any ? [] : too && p.levels.length ? [...new Set([...p.levels, ...levels])] : levels;
      handleOthers(pieces.filter((x) => x.mode !== 'in'));
      continue;
    }
    // "CFO, VP Finance; fractional CFOs are fine": a permission widens the pieces before it and adds nobody else.
    // "Interns and working students. Only sales or marketing ones.": a sentence of areas said as "only" scopes them.
    const permits = () => tagSentence(sentence, it, devops).tagged.some((t) => t.tag?.k === 'inc');
    const only = () => tagSentence(sentence, it, devops).tagged.some((t) => t.tag?.k === 'only');
    if (widenByPermission(ins, lastIn, permits) || scopeBySentence(ins, lastSentenceIn) || narrowByCondition(ins, lastIn, only)) {
      handleOthers(pieces.filter((x) => x.mode !== 'in'));
      continue;
    }
    rangeAfterParentheses(pieces);
    fillLadder(ins);
    // "their leads and managers": a reference back holds for the bare levels listed with it.
    pieces.forEach((p, i) => {
      const prev = pieces[i - 1];
      if (prev?.their && p.mode === prev.mode && p.clause === prev.clause && p.levels.length && !p.areas.length && !p.roles.length && !p.alone) p.their = true;
    });
    // "whoever runs DevOps, the hands-on folks and their leads": people named by a condition alone, after "the", are those of
    // the areas named before them in the sentence.
    ins.forEach((p, i) => {
      const conditionOnly = !p.areas.length && !p.levels.length && !p.roles.length && !p.alone && p.traits.length > 0;
      if (conditionOnly && i > 0 && DEFINITE.test(p.words[0] ?? '') && ins.slice(0, i).some((x) => x.areas.length)) p.their = true;
    });
    // References back: "their team leads", "the AEs themselves", "anyone above".
    for (const p of pieces) {
      // "skip anyone above senior EMs": the rungs strictly above the one named after "above" (in the reference's areas
      // when it names none).
      if (p.above && p.aboveNamed && p.levels.length && !p.alone) {
        const top = Math.max(...p.levels.map((l) => LEVEL_RANK[l]));
        p.levels = LEVELS.filter((l) => LEVEL_RANK[l] > top);
        p.aboveNamed = p.levels.length > 0;
      } else p.aboveNamed = false;
      // "support managers and anyone above them in support": a rung above the reference, in its own area when it names one.
      if ((p.their || p.themselves || p.above) && (!p.areas.length || (p.above && !p.levels.length)) && !p.alone) {
        const here = ins.slice(0, Math.max(0, ins.indexOf(p))).filter((x) => areasOfRef(x).length);
        const ref = [...lastIn, ...here].filter((x) => areasOfRef(x).length && x.mode === 'in').pop();
        if (ref && !p.areas.length) p.areas = here.length > 1 ? [...new Set(here.flatMap(areasOfRef))] : [...areasOfRef(ref)];
        if (p.themselves && ref && !p.levels.length) {
          p.levels = [...ref.levels];
          p.traits = [...new Set([...p.traits, ...ref.traits])];
        }
        if (p.above && ref && !p.aboveNamed) {
          const rungs = rungsBefore(pieces, p) ?? (ref.levels.length ? ref.levels : ['senior' as const]);
          const top = Math.max(...rungs.map((l) => LEVEL_RANK[l]));
          // As "heads of IT and up": the rungs tied with the highest one named count too ("heads … and anyone above" keeps the directors).
          p.levels = LEVELS.filter((l) => LEVEL_RANK[l] >= top && !rungs.includes(l));
        }
      }
    }
    handleOthers(pieces);
    if (ins.length) lastSentenceIn = ins;
    lastIn = [...lastIn, ...ins];
  }

  function pushInclude(p: Piece): void {
    // "Everyone in IT: sysadmins, helpdesk, …", "lawyers and paralegals": in an inclusion IT admins and paralegals name
    // their area's people; only an exclusion keeps to the kind.
    for (const [kind, area] of KIND_AREAS)
      if (p.roles.includes(kind)) [p.roles, p.areas] = [p.roles.filter((r) => r !== kind), [...new Set([...p.areas, area])]];
    if (nothingOwn(p, 'include')) return;
    if (p.unknown.length && (!meaningful(p) || p.unknownArea)) unrecognised.push({ text: p.words.join(' '), side: 'include' });
    if (p.all && !meaningful(p) && !p.unknown.length) {
      include.push({ ...toSelector(p), text: p.words.join(' ') });
      return;
    }
    if (!meaningful(p)) return;
    engineersThemselves(p);
    include.push(roleContext(toSelector(p)));
  }

  function handleOthers(pieces: Piece[]): void {
    let lastEx: Exclusion[] = [];
    let lastClause = -1;
    for (const p of pieces) {
      if (p.mode === 'in') continue;
      if (p.mode === 'unless') {
        // "investors, board members and advisors who did not found the company": spares them all.
        if (meaningful(p)) {
          const u = toSelector(p);
          for (const e of lastEx) e.unless = u;
        }
        continue;
      }
      if (!meaningful(p)) {
        if (p.unknown.length) unrecognised.push({ text: p.words.join(' '), side: 'exclude' });
        continue;
      }
      if (nothingOwn(p, 'exclude')) continue;
      if ((p.their || p.themselves) && !p.areas.length) {
        const ref = lastIn.filter((x) => areasOfRef(x).length).pop();
        if (ref) p.areas = [...areasOfRef(ref)];
      }
      exclusionNoun(p);
      // "keine Freelancer-Entwickler", "no freelance developers": the people who write software, in an exclusion as in an
      // inclusion, are the engineers themselves (not an interim CTO), unless a rung or "individual contributors" says who.
      if (!p.traits.includes('individual_contributor')) engineersThemselves(p);
      const e: Exclusion = roleContext(toSelector(p));
      exclude.push(e);
      lastEx = lastClause === p.clause ? [...lastEx, e] : [e];
      lastClause = p.clause;
    }
  }

  /**
   * A piece none of whose words named anything (a stray "b", unknown words) is no item, whatever it borrowed from its
   * neighbours (a list's employment, a heading's areas): it is reported, never judged.
   */
  function nothingOwn(p: Piece, side: Span['side']): boolean {
    if (p.own || p.tenure) return false;
    const text = p.words.join(' ');
    if (p.unknown.length) unrecognised.push({ text, side });
    else if (text) warnings.push({ code: 'unrecognised', text, message: `"${text}" names nobody on its own and was left out of the reading.` });
    return true;
  }

  function roleContext(s: Selector): Selector {
    if (!s.roles.includes('cpo')) return s;
    if (procurementContext) return { ...s, roles: s.roles.map((r) => (r === 'cpo' ? 'procurement_chief' : r)) };
    warnings.push({
      code: 'ambiguous',
      text: 'cpo',
      message: '"CPO" read as the chief product officer; write "chief procurement officer" or "CPO (procurement)" for the other.',
    });
    return s;
  }

  // Conditions on their own ("Employees only.", ", who joined over 2 years ago") narrow every inclusion; so does
  // "only people on the payroll" / "only employees" said of everyone after others were named (who, not more people).
  const everyoneSaidOnly = (p: Piece) => p.all && p.words.some((w) => ONLY.has(w));
  const conditionOnly = (p: Piece) =>
    !p.areas.length &&
    !p.levels.length &&
    !p.roles.length &&
    !p.alone &&
    (!p.all || everyoneSaidOnly(p)) &&
    !p.buy &&
    (p.employment.length > 0 || p.traits.length > 0 || !!p.tenure || !!p.ceiling || everyoneSaidOnly(p));
  // "CEO, CFO, CTO — full-time execs only": rungs said as "only" with a condition, of named roles all on those rungs,
  // restate them (the condition holds for them; nobody else is added).
  const restatesRoles = (p: Piece) =>
    p.words.some((w) => ONLY.has(w)) &&
    p.levels.length > 0 &&
    !p.areas.length &&
    !p.roles.length &&
    !p.alone &&
    !p.buy &&
    (p.employment.length > 0 || p.traits.length > 0) &&
    lastIn.some((q) => q !== p && q.roles.length > 0) &&
    lastIn.every((q) => q === p || (q.roles.length > 0 && q.roleLevels.length > 0 && q.roleLevels.every((l) => p.levels.includes(l))));
  const isCond = (p: Piece) => conditionOnly(p) || restatesRoles(p);
  const conds = lastIn.filter(isCond);
  const rest = lastIn.filter((p) => !isCond(p));
  if (conds.length && rest.length) {
    for (const p of rest) {
      for (const c of conds) {
        // "Only employees.": the staff of the company, none of its contractors.
        const staff = everyoneSaidOnly(c) && !c.employment.length && c.words.some((w) => STAFF_WORDS.has(w)) ? ['employee' as const] : [];
        p.employment = [...new Set([...p.employment, ...c.employment, ...staff])];
        p.traits = [...new Set([...p.traits, ...c.traits])];
        if (c.tenure) p.tenure = c.tenure;
        if (c.ceiling) p.ceiling = c.ceiling;
      }
    }
    lastIn = rest;
  }
  for (const p of lastIn) pushInclude(p);
  for (const p of midLevel(lastIn)) exclude.push(toSelector(p));
  mergeLevels(include);
  ownEmploymentKind(include, exclude);
  keepNamedLeads(include, exclude);
  if (!include.length && exclude.length && !unrecognised.some((u) => u.side === 'include')) include.push({ ...toSelector(emptyPiece('in')), text: 'everyone' });
  return { criteria: { version: CRITERIA_VERSION, include, exclude }, warnings, unrecognised };
}

const STAFF_WORDS = new Set(['employees', 'staff', 'personnel', 'workforce']);

/** "VPs, heads and directors of marketing" read as one selector: neighbours that differ only in their levels merge. */
function mergeLevels(list: Selector[]): void {
  const key = (s: Selector) => JSON.stringify([s.areas, s.roles, s.employment, s.traits, s.ceiling ?? null, s.tenure ?? null]);
  for (let i = list.length - 1; i > 0; i -= 1) {
    const a = list[i - 1] as Selector;
    const b = list[i] as Selector;
    if (a.roles.length || !a.levels.length || !b.levels.length || key(a) !== key(b)) continue;
    a.levels = [...new Set([...a.levels, ...b.levels])];
    a.text = `${a.text}, ${b.text}`;
    list.splice(i, 1);
  }
}
