// The compiler's grammar, part 1: a tagged sentence → clauses → list pieces.
//
//   sentence   := [heading ":"] body                 (a question "Who runs X?" is a heading too)
//   body       := clause { polarity clause }
//   polarity   := neg ("not", "excluding", "pas de", "sin", "geen", …)   → the rest is an exclusion
//               | plus ("plus", "as well as", "also")                  → back to inclusion
//               | unless ("who did not", "unless")                     → who an exclusion spares
//               | clause negpost ("… excluded", "… are out")           → that clause is an exclusion
//   clause     := piece { sep piece }                 (sep: "and", "or", ",", "/", "&", "y", "en", …)
//   piece      := words up to a separator; "(" list ")" and "including / such as" list attach to the
//                 piece before them as its examples or its definition (resolve.ts)
//
// A piece gathers what its words say: areas, levels (strong, or weak like "leaders"), named roles,
// conditions, ranges ("and up", "at least", "below", "from … to"), concepts ("decision makers for",
// "who runs"), references ("their", "themselves", "anyone above") and the words nothing knew.
import { managerNoun } from './as-title.js';
import { type Tenure } from '../criteria.js';
import { absorb, emptyPiece, hasLevel, type Mode, type Piece } from './piece.js';
import type { Tagged } from './tokens.js';
import { COPULA } from './lexicon.js';

/** Verbs of excluding that open a list of people left out ("exclude", "on exclut", "excluimos", "wir schließen … aus"). */
const EXCLUDING =
  /^(?:we |on |nous )?(?:exclude|excludes|excluding|exclut|excluons|excluimos|excluir|excluye|excluimos|exclua|excluem|excluimos|uitsluiten|sluiten we uit|ausschliessen|ausgenommen|exclusions?)$/;
/** "as well as", "ainsi que", "sowie", "así como", "assim como", "alsmede": more of the same list. */
const LIST_PLUS = /^(?:as well as|along with|together with|sowie|ainsi que|asi como|ademas de|assim como|alsmede)$/;

/** Months at the company: "joined in the last 6 months", "more than 2 years", "new hires". */
const NUM: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, nine: 9, twelve: 12, eighteen: 18, a: 1 };
export function tenureOf(sentence: string): { tenure: Tenure; span: string } | null {
  // "in the last year", "within the past month": one of them.
  const n = sentence.toLowerCase().replace(/\b(the last|the past|last|past) (year|month)\b/g, '$1 1 $2');
  const m =
    /\b(?:who )?(?:joined|hired|started|arrived|been (?:here|there|with (?:us|the company))|at the company|with the company|tenure)\b[^,.;:]*?\b(in the last|within the last|in the past|within|less than|under|fewer than|more than|over|at least|longer than|for more than|for over|for at least)\s+(\d+|one|two|three|four|five|six|nine|twelve|eighteen|a)\s+(months?|years?)(?: ago)?/.exec(
      n,
    ) ??
    /\b(more than|over|at least|longer than|less than|under)\s+(\d+|one|two|three|four|five|six|nine|twelve|eighteen|a)\s+(months?|years?)\b(?: (?:at|with|in) the company| of tenure| tenure| in the job| in role)/.exec(
      n,
    );
  if (m) {
    const [op, num, unit] = m.length === 4 ? [m[1], m[2], m[3]] : [m[1], m[2], m[3]];
    const months = (Number(num) || NUM[num ?? ''] || 0) * (/year/.test(unit ?? '') ? 12 : 1);
    // Bounds are inclusive, in whole months (`monthsSince`): "less than 6 months" / "in the last 6 months" is at most 5,
    // "more than 6 months" at least 7, "at least 6 months" at least 6 — so a wording and its negation never share a person.
    const max = /last|past|within|less|under|fewer/.test(op ?? '');
    const strictMin = /more|over|longer/.test(op ?? '');
    const tenure = max ? { max: Math.max(0, months - 1) } : { min: strictMin ? months + 1 : months };
    return { tenure, span: m[0].replace(/\b(last|past) 1 (year|month)\b/, '$1 $2') };
  }
  const plus =
    /\b(\d+|one|two|three|six|twelve)\s*\+\s*(months?|years?)\b(?: (?:at|with|in) the company| of tenure| tenure)?|\b(\d+|one|two|three|six|twelve) (months?|years?) or (?:more|longer)\b/.exec(
      n,
    );
  if (plus) {
    const num = plus[1] ?? plus[3] ?? '';
    const unit = plus[2] ?? plus[4] ?? '';
    return { tenure: { min: (Number(num) || NUM[num] || 0) * (/year/.test(unit) ? 12 : 1) }, span: plus[0] };
  }
  return null;
}

/** Tags that name nobody by themselves: a piece made only of these (and unknown words) has nothing of its own. */
const NAMES_NOBODY: ReadonlySet<string> = new Set(['filler', 'of', 'etc', 'sep']);

/** Whether the next word that is not an article names a rung or people ("a gerentes", "à la direction"). */
function rungAhead(tagged: Tagged[], from: number): boolean {
  for (const t of tagged.slice(from, from + 3)) {
    if (/^(os|as|los|las|les|la|le|el|o|de)$/.test(t.text)) continue;
    return t.tag?.k === 'level' || t.tag?.k === 'senior' || (t.tag?.k === 'noun' && !!t.tag.levels?.length) || (t.tag?.k === 'noun' && !!t.tag.roles?.length);
  }
  return false;
}

/**
 * "a fractional or interim CFO counts", "freelance or contract developers count": a word for how people are employed, joined
 * to the piece said to be in, is one more word of it (scope.ts shares who they are), not the people it belongs with.
 */
const howEmployedBefore = (p: Piece | undefined, sep: string | undefined) =>
  !!p &&
  /^(or|oder|ou|o|of|and|&|und|et|y|e|en)$/.test(sep ?? '') &&
  p.employment.length > 0 &&
  !p.areas.length &&
  !hasLevel(p) &&
  !p.roles.length &&
  !p.traits.length;

/** A piece that only qualifies the one before it: rungs of individual contributors, "any level", "only in X". */
const qualifier = (p: Piece) =>
  p.any ||
  p.scoped ||
  (!p.areas.length && !p.roles.length && !p.alone && !p.all && (p.senior || (p.levels.length > 0 && p.levels.every((l) => l === 'entry' || l === 'senior'))));

/** Splits a tagged sentence into pieces with their polarity and their attachments. */
/** `opens`: the sentence opens the persona (nothing before it is asked for). */
export function piecesOf(tagged: Tagged[], startMode: Mode = 'in', tenure?: Tenure, opens = false): Piece[] {
  const out: Piece[] = [];
  let mode: Mode = startMode;
  let cur = emptyPiece(mode);
  let prevOf = false;
  /** The word before in this piece was a rung ("senior", "managers") or a word nothing knew. */
  let prevRung = false;
  let prevUnknown = false;
  /** Open attachment: the piece examples or parentheses belong to. */
  let parent: { index: number; via: 'paren' | 'ex' | 'inc' } | null = null;
  let clauseStart = 0;
  let outerStart = 0;
  /** The first separator after each piece ("," or "and"…), by the piece's index. */
  const sepAfter = new Map<number, string>();
  /** Separators joining alternatives said to be in together ("platform/SRE teams included"). */
  const JOINED = new Set(['/', 'and', '&', 'und', 'et', 'y', 'e', 'en']);
  let clause = 0;
  /** The polarity before an open parenthesis. */
  let parenMode: Mode | null = null;
  /** After a negated copula ("… aren't ops"): its predicate, up to the next comma, names nobody. */
  let predicate = false;
  // The exclusion was opened by a verb of excluding ("exclude", "on exclut", "excluimos"), not by a particle ("not").
  let excluding = false;
  /** Said to be wanted ("tech leads yes"). */
  const affirmed: Piece[] = [];
  const flush = () => {
    if (cur.words.length) {
      if (parent) [cur.parent, cur.via] = [parent.index, parent.via];
      cur.clause = clause;
      out.push(cur);
    }
    cur = emptyPiece(mode);
    prevOf = false;
    prevRung = false;
    prevUnknown = false;
  };
  for (const [i, t] of tagged.entries()) {
    const k = t.tag?.k;
    // "de analistas a gerentes", "de junior à directeur": after people, "a" / "à" before a rung ends a range (as "to" does:
    // "de junior a lead" stops at the lead rung).
    if (t.text === 'a' && (hasLevel(cur) || cur.senior || cur.noun) && rungAhead(tagged, i + 1)) {
      absorb(cur, { k: 'to' }, prevOf);
      cur.range.from = true;
      cur.words.push(t.text);
      cur.seen.push(t);
      continue;
    }
    if (t.text === 'tenurex') {
      cur.words.push('tenurex');
      cur.seen.push(t);
      cur.own = true;
      if (tenure) cur.tenure = tenure;
      continue;
    }
    if (t.text === '--') {
      // "COO, heads of ops — office managers are not what we mean": a dash inside a sentence starts another clause.
      flush();
      clauseStart = out.length;
      clause += 1;
      continue;
    }
    if (t.text === '(') {
      flush();
      parenMode = mode;
      if (out.length) parent = { index: out.length - 1, via: 'paren' };
      outerStart = clauseStart;
      clauseStart = out.length;
      continue;
    }
    if (t.text === ')') {
      flush();
      // "the CPO (procurement, not product) and buyers": a negation inside parentheses ends with them.
      if (parenMode !== null && parenMode !== mode) {
        mode = parenMode;
        cur.mode = mode;
        clause += 1;
      }
      parenMode = null;
      parent = null;
      clauseStart = Math.min(outerStart, clauseStart);
      continue;
    }
    if (predicate && !(k === 'sep' && t.text === ',') && !['neg', 'negpost', 'plus'].includes(k ?? '')) continue;
    predicate = false;
    if (k === 'neg' && COPULA.has(t.text) && mode === 'in' && (out.length > clauseStart || cur.words.length)) {
      // "The CRO and the VP Sales aren't RevOps": the subject of a negated copula is left out, and what it is said not to be
      // is no item of the persona (it is usually what the persona asks for).
      flush();
      for (let j = clauseStart; j < out.length; j += 1) if ((out[j] as Piece).mode === 'in') (out[j] as Piece).mode = 'ex';
      predicate = true;
      continue;
    }
    if (
      k === 'neg' &&
      !(mode === 'ex' && ['ni', 'nor', 'no', 'not', 'nem', 'noch', 'nog', 'sin', 'sem', 'sans', 'geen', 'keine', 'kein', 'pas de', 'pas les'].includes(t.text))
    ) {
      flush();
      mode = 'ex';
      excluding = EXCLUDING.test(t.text);
      cur.mode = mode;
      parent = null;
      clauseStart = out.length;
      clause += 1;
      continue;
    }
    if (k === 'neg') {
      // "not IT admins or helpdesk, not managers": a second "not" starts another item, which narrows none before it.
      flush();
      if (!['ni', 'nor', 'nem', 'noch', 'nog'].includes(t.text)) clause += 1;
      continue;
    }
    if (k === 'plus' && t.text === '+' && (mode === 'ex' || (mode === 'in' && parenMode === null && (cur.words.length > 0 || out.length > clauseStart)))) {
      // "excl. office managers + plant/production": inside an exclusion "+" lists what is left out; between people asked for
      // it is "and", so what follows the list holds for all of it ("controlling + accounting clerks up to team leads"); inside
      // parentheses it still adds ("engineers (ICs + their leads)").
      flush();
      if (out.length && !sepAfter.has(out.length - 1)) sepAfter.set(out.length - 1, '+');
      continue;
    }
    if (k === 'plus' && mode === 'ex' && excluding && LIST_PLUS.test(t.text)) {
      // "On exclut les acheteurs opérationnels, ainsi que la finance": after a verb of excluding, "as well as" lists more.
      flush();
      continue;
    }
    if (k === 'plus') {
      flush();
      mode = 'in';
      cur.mode = mode;
      parent = null;
      clauseStart = out.length;
      clause += 1;
      continue;
    }
    if (k === 'unless' && mode !== 'ex') {
      // "Senior leaders who are not founders": outside an exclusion it starts one.
      flush();
      mode = 'ex';
      cur.mode = mode;
      parent = null;
      clauseStart = out.length;
      clause += 1;
      continue;
    }
    if (k === 'unless' && mode === 'ex') {
      flush();
      mode = 'unless';
      cur.mode = mode;
      clause += 1;
      continue;
    }
    if (k === 'negpost' && mode === 'in' && !cur.words.length && out.length === clauseStart) {
      // "…; quedan fuera jefes y becarios", "Excluded: managers": said before what it names, it negates what follows.
      flush();
      mode = 'ex';
      cur.mode = mode;
      parent = null;
      clause += 1;
      continue;
    }
    if (k === 'negpost') {
      // "…, pas les SDR, managers exclus": inside an exclusion the last item is one of its own.
      if (mode === 'ex') clause += 1;
      flush();
      // "DevOps engineers, IT admins excluded": a comma list that opens the persona keeps its first item (else nobody
      // would be asked for); "interns and contractors excluded" after an inclusion takes its whole list.
      // What is left out is the last group of the list (after its last comma) when the list opens the persona (else
      // nobody would be asked for: "AE's (new business), medior en senior, teamleads niet"); inside parentheses the
      // qualifiers before it stay ("AE's (medior en senior, junioren niet)"); otherwise the whole clause goes out
      // ("(accountants, bookkeepers and interns don't count)").
      let group = out.length - 1;
      while (group > clauseStart && sepAfter.get(group - 1) !== ',') group -= 1;
      const keepFirst = opens && clauseStart === 0 && mode === 'in' && group > 0;
      let from = keepFirst ? group : clauseStart;
      if (!keepFirst && parent?.via === 'paren') while (from < group && qualifier(out[from] as Piece)) from += 1;
      for (let i = from; i < out.length; i += 1) if ((out[i] as Piece).mode === 'in') (out[i] as Piece).mode = 'ex';
      clauseStart = out.length;
      clause += 1;
      continue;
    }
    // "até o head", "hasta el jefe": an article after "to" / "from" / "at least" is no list separator.
    if (k === 'sep' && /^(o|a|e|y|en)$/.test(t.text) && ['to', 'from', 'min'].includes(tagged[i - 1]?.tag?.k ?? '')) {
      cur.words.push(t.text);
      cur.seen.push(t);
      continue;
    }
    if (k === 'sep') {
      flush();
      if (out.length && !sepAfter.has(out.length - 1)) sepAfter.set(out.length - 1, t.text);
      const prev = out[out.length - 1];
      if (prev && t.text === '/' && prev.mode === mode) prev.slashAfter = true;
      if (prev && t.text === ',' && prev.mode === mode) prev.commaAfter = true;
      continue;
    }
    if (k === 'onlyif') {
      // "the CEO, only if they founded it", "CEOs who are also founders": the words after it narrow the piece before it.
      const last = out[out.length - 1];
      if (!cur.words.length && last && last.mode === mode && out.length > clauseStart) cur = out.pop() as Piece;
      continue;
    }
    if (k === 'yes' && mode === 'ex' && parenMode !== null && parent?.via === 'paren') {
      // "senior, but no managers (tech leads yes)", "sin managers (tech leads sí)": people said "yes" inside parentheses after
      // an exclusion are asked for, and the exclusion spares them.
      flush();
      const spared = out.slice(clauseStart).filter((q) => q.mode === 'ex');
      const exClause = (out[parent.index] as Piece).clause;
      for (const q of spared) [q.mode, q.parent, q.via] = ['in', undefined, undefined];
      for (const q of spared) out.push({ ...q, mode: 'unless', clause: exClause });
      clauseStart = out.length;
      continue;
    }
    if (k === 'yes' && mode === 'in') {
      // "Tech leads yes, managers no", "Teamleiter ja, Abteilungsleiter nein": what it follows stays in, apart from the
      // negation after it, which spares it (an 'unless' at the end of the sentence).
      flush();
      for (let j = clauseStart; j < out.length; j += 1) affirmed.push(out[j] as Piece);
      clauseStart = out.length;
      clause += 1;
      continue;
    }
    if (k === 'inc') {
      // "DevOps y SRE, incluidos freelance": before its words it opens examples, as "including" does.
      if (!cur.words.length && out.length && !parent && i < tagged.length - 1) {
        parent = { index: out.length - 1, via: 'inc' };
        continue;
      }
      // "(incluido customer success)", "(inclus le support)": opening the parentheses, it adds what follows as "including" does.
      if (!cur.words.length && parent?.via === 'paren' && out.length - 1 === parent.index) {
        parent = { index: parent.index, via: 'ex' };
        continue;
      }
      // "finance people on payroll, CFO included": the piece belongs to the one before it.
      // ("Fractional / interim execs count": alternatives joined by a slash are said to be in together.)
      // "EMs, platform/SRE teams included", "EMs, the SRE and platform teams included": after a comma, the alternatives joined
      // by a slash or "and" are included together in the piece before them.
      let first = out.length - 1;
      while (first > clauseStart && JOINED.has(sepAfter.get(first - 1) ?? '')) first -= 1;
      const together = cur.words.length > 0 && !parent && JOINED.has(sepAfter.get(out.length - 1) ?? '');
      if (together && first > clauseStart && sepAfter.get(first - 1) === ',') {
        [cur.parent, cur.via] = [first - 1, 'inc'];
        for (const q of out.slice(first)) [q.parent, q.via, q.included] = [first - 1, 'inc', true];
      } else if (
        cur.words.length &&
        out.length &&
        !parent &&
        sepAfter.get(out.length - 1) !== '/' &&
        !howEmployedBefore(out[out.length - 1], sepAfter.get(out.length - 1))
      )
        [cur.parent, cur.via] = [out.length - 1, 'inc'];
      const said = cur.words.length > 0;
      if (said) cur.included = true;
      const keep = parent;
      flush();
      parent = keep;
      // "productmarketing hoort erbij, mediabuyers niet": a negation after it leaves out what follows, not what was said to be in.
      if (said && mode === 'in') clauseStart = out.length;
      continue;
    }
    if (k === 'ex') {
      flush();
      if (out.length && !parent) parent = { index: out.length - 1, via: 'ex' };
      // "(not only the leaders)", "(including interns)": inside parentheses the examples add to the piece, they do not define it.
      else if (parent?.via === 'paren' && !cur.words.length && out.length - 1 === parent.index) parent = { index: parent.index, via: 'ex' };
      continue;
    }
    if (k === 'of' && !cur.areas.length && !cur.levels.length && !cur.roles.length && !cur.noun && !cur.all && !cur.employment.length && !cur.traits.length)
      cur.scoped = true;
    cur.words.push(t.text);
    cur.seen.push(t);
    if (t.corrected) cur.corrected.push(`${t.text} → ${t.corrected}`);
    // An unknown word where the piece's area or head noun belongs: after "of" ("heads of wombats"), right after a rung
    // ("senior wombats", "jefes wombat") or right before one ("wombat managers"); compile.ts never reads it as the rung alone.
    const rung = k === 'level' || k === 'senior';
    if (t.unknown) {
      cur.unknown.push(t.text);
      if (prevOf || prevRung) cur.unknownArea = true;
    }
    // Session 48: a rung noun of no area ("business managers") after a word nobody knew: "school business managers".
    const rungNoun = managerNoun(t);
    if ((rung || rungNoun) && prevUnknown) cur.unknownArea = true;
    // "below the CFO": only a chief right after "below" bounds the range (piece.ts); another word between ends it ("unter 70
    // Mitarbeitenden auch die Geschäftsführung" is a size, then the CEO).
    if (cur.chiefBound && !(k === 'below' || k === 'of' || k === 'filler' || k === 'noun')) cur.chiefBound = false;
    if (t.tag) absorb(cur, t.tag, prevOf);
    if (t.tag && !NAMES_NOBODY.has(t.tag.k)) cur.own = true;
    prevOf = k === 'of';
    prevRung = rung;
    prevUnknown = t.unknown;
  }
  flush();
  const lastEx = out.filter((p) => p.mode === 'ex').pop();
  if (lastEx && out.indexOf(lastEx) > out.indexOf(affirmed[0] as Piece) && affirmed.length)
    for (const p of affirmed) out.push({ ...p, mode: 'unless', clause: lastEx.clause, parent: undefined, via: undefined });
  return out;
}
