// The persona compiler: text → CompiledPersona (Criteria, warnings, unrecognised spans).
// Stages: sentences (sentences.ts) and tokens (tokens.ts) → tags over the lexicon (lexicon.ts, tokens.ts, tag-sentence.ts) → clauses
// and pieces (pieces.ts) → selectors (resolve.ts). One sentence is read in read-sentence.ts (its lists, and "HEAD: LIST":
// the list defines the heading and takes its areas). Across sentences (here): a sentence made only of levels ("C-level,
// VP, Head and Director titles.") scopes the areas of the sentence before it; references ("their", "themselves",
// "anyone above") take the areas named last; a definition with exclusions and no inclusion means everyone else. The
// seller's context (what is sold, to which market, before "Target:") is left out first (context.ts).
import {
  AREA_ALSO,
  CRITERIA_VERSION,
  LEVEL_RANK,
  LEVELS,
  type Area,
  type AreaKey,
  type CompiledPersona,
  type EmployerCondition,
  type Exclusion,
  type Level,
  type Selector,
  type Span,
  type Warning,
} from '../criteria.js';
import { emptyPiece, type Piece } from './piece.js';
import { exclusionNoun, holdsNothing, meaningful, toSelector } from './selector.js';
import { norm } from '../reader/text.js';
import {
  carryRungs,
  midLevel,
  narrowByCondition,
  ownEmploymentKind,
  rangeAfterParentheses,
  scopeBySentence,
  widenByPermission,
  engineersThemselves,
  employmentRestriction,
  ONLY,
} from './scope.js';
import { sentences } from './sentences.js';
import { readEmployer } from './employer.js';
import { tagSentence } from './tag-sentence.js';
import { readSentence } from './read-sentence.js';
import { commsApart } from './kinds.js';
import { ALSO, CUSTOMER_TEXT, DEFINITE, EVERYONE_WORDS, KIND_AREAS, DEVOPS_TEXT, IT_TEXT, IT_WORDS, STAFF_ALONE, STAFF_WORD } from './lexicon.js';
import { fillLadder } from './ladder.js';
import { nounsUpToChief } from './chief-cap.js';
import { bossRungs } from './boss-rung.js';
import { approversLeftOut, areLeftOutKind, withoutAreaHeading, withoutHeading, withoutRestated } from './responsibility.js';
import { blockSentences } from './blocks.js';
import { withoutContext } from './context.js';
import { readFields } from './fields.js';
import { readBoolean } from './boolean.js';
import { readCard } from './card.js';
import { keepNamedLeads } from './leadrung.js';
import { leftOutKinds } from './kinds-listed.js';
import { unknownHeads } from './unknown-head.js';
import { leadersAboveNoun } from './noun-up.js';
import { ANY_AREA } from './lexicon-buyers.js';
import { traineeKindsApart } from './trainees.js';
import { everyoneOfArea, excludedBefore } from './attach.js';
import { kindOfWork, leadersHandsOn, rangeOfList, rungSentence, rungsUpToChief, rungsWelcome, strayRungs } from './rung-scope.js';

/** Areas called "ops" (DATA): a later bare "ops" restates them. */
const OPS_AREAS: ReadonlySet<string> = new Set(['revops', 'devops']);
const aboutIt = (definition: string) => (IT_WORDS.test(definition) || IT_TEXT.test(norm(definition))) && !CUSTOMER_TEXT.test(norm(definition));

/** The areas a reference back takes from a piece: its areas, or those of the role it names ("the CFO and their team" is finance). */
const areasOfRef = (x: Piece): AreaKey[] => (x.areas.length ? x.areas : x.roleAreas);
/** "Leave out their managers and anyone above": in an exclusion, "above" is above the rungs excluded just before it. */
function rungsBefore(pieces: Piece[], p: Piece): Level[] | undefined {
  const prev = pieces[pieces.indexOf(p) - 1];
  return p.mode === 'ex' && prev?.mode === 'ex' && prev.clause === p.clause && prev.levels.length ? prev.levels : undefined;
}

/** Interns named alone, of no kind of engagement ("interns ok"). */
const internsOnly = (p: Piece) => p.alone && !p.roles.length && !p.employment.length && p.levels.length > 0 && p.levels.every((l) => l === 'intern');

const FULL = LEVELS.filter((l) => LEVEL_RANK[l] >= LEVEL_RANK.entry && LEVEL_RANK[l] <= LEVEL_RANK.c_level);

/**
 * An aside between two dashes before the end of a range ("Editors who run a desk – news, sports – up to the editor-in-chief",
 * "Buyers – who pick the range – through the head of buying"): in parentheses, so the range starts at the people before it.
 */
const DASH_ASIDE = /\s[–—]\s+([^–—()\n.;:]{1,100}?)\s+[–—](?=\s+(?:up to|all the way up to|through|to|bis|jusqu|jusqu'|hasta|ate|até|tot)\s)/giu;

export function compileText(written: string): CompiledPersona {
  // "Must have: … / Exclude: …", "✅ … / ❌ …", JSON and YAML snippets: a card's syntax as lines and fields (card.ts).
  const text = readCard(written);
  // "(procurement OR purchasing) AND (head OR director) NOT assistant": a boolean title search as sentences (boolean.ts).
  const search = readBoolean(text);
  if (search) {
    const compiled = compileText(search.text);
    for (const note of search.prose)
      compiled.warnings.push({ code: 'not_applied', text: note, message: `"${note}" is read as a note beside the search, which says who is meant.` });
    return compiled;
  }
  // "Function: Finance | Seniority: Director, VP": a tool's filter fields, read field by field (fields.ts).
  const fields = readFields(text);
  if (fields) {
    const compiled = withFields(compileText(fields.text), fields.employer);
    for (const value of fields.notApplied)
      compiled.warnings.push({
        code: 'not_applied',
        text: value,
        message: `"${value}" is a filter of the tool that is not applied (a place, or a kind or size of company not read): people are kept wherever they are.`,
      });
    return compiled;
  }
  // An aside between dashes is one in parentheses: examples or a gloss, not the next people of a list.
  const definition = text.replace(DASH_ASIDE, ' ($1)');
  const all = blockSentences(sentences(definition));
  const kept = withoutContext(all);
  if (kept.length === all.length && kept.every((s, i) => s === all[i])) return withEmployer(definition, all);
  // "We sell payroll software to HR teams.": when nothing but the seller's context names anyone, it is the request.
  const reading = withEmployer(definition, kept);
  const someone = reading.criteria.include.some((s) => s.text !== 'everyone') || reading.unrecognised.some((u) => u.side === 'include');
  return someone ? reading : withEmployer(definition, all);
}

/** The company filters of a tool's fields (headcount, industry) as the persona's employer, with any the sentences named. */
function withFields(compiled: CompiledPersona, employer: EmployerCondition | undefined): CompiledPersona {
  if (!employer) return compiled;
  const had = compiled.criteria.employer;
  compiled.criteria.employer = had
    ? {
        ...had,
        sectors: [...new Set([...had.sectors, ...employer.sectors])],
        ...(employer.employees ? { employees: employer.employees } : {}),
        text: `${had.text}; ${employer.text}`,
      }
    : employer;
  return compiled;
}

/**
 * The employer the people's sentences name (employer.ts), and the people read from them without its words (they name
 * nobody else: "founders of tech companies" are founders); a size or sector that cannot be applied is said to be left.
 */
function withEmployer(definition: string, read: readonly string[]): CompiledPersona {
  const { employer, sizesLeft, sectorsLeft, partsWithin, people, scoped } = readEmployer(definition, read);
  // A sentence that only named the employer names nobody; the words taken out still give the others' senses ("tellers at banks"),
  // and the employer the persona is about gives them in every sentence ("At consultancies: … Not the consultants themselves.").
  const about = employer?.sectors.length ? ` (${employer.text})` : '';
  const named = people.flatMap((text, i) => {
    const own = scoped.get(i);
    return /[\p{L}\p{N}]/u.test(text) ? [{ text, context: `${read[i] ?? text}${about}`, ...(own ? { employer: own } : {}) }] : [];
  });
  const compiled = compileSentences(definition, named);
  if (sectorsLeft.length)
    compiled.warnings.push({
      code: 'not_applied',
      text: [...new Set(sectorsLeft)].join(', '),
      message: `"${[...new Set(sectorsLeft)].join(', ')}" is not applied as a kind of employer: it is said of only some of the people (examples, or people named beside others), a place where the people work at something, or beside employers of no known kind, so people at every kind of company are kept.`,
    });
  if (partsWithin.length)
    compiled.warnings.push({
      code: 'not_applied',
      text: [...new Set(partsWithin)].join(', '),
      message: `"${[...new Set(partsWithin)].join(', ')}" is said of only some of the people and is not applied to them alone: they are kept at every company of the kind the persona names for all.`,
    });
  for (const size of sizesLeft)
    compiled.warnings.push({
      code: 'not_applied',
      text: size,
      message: `"${size}" is a condition on the size of the company said of part of the persona or of the market, which is not applied: the people named are kept at companies of every size.`,
    });
  if (employer) compiled.criteria.employer = employer;
  return compiled;
}

function compileSentences(definition: string, read: ReadonlyArray<{ text: string; context: string; employer?: EmployerCondition }>): CompiledPersona {
  const allSentences = read.map((r) => r.text);
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
  const insOf: Piece[][] = [];
  for (const [n, said] of allSentences.entries()) {
    const sentence = areLeftOutKind(definition, said);
    // "Whoever signs off on software. That is the CEO and the CTO.": the first sentence was a heading.
    lastIn = withoutHeading(lastIn, insOf[n - 1], allSentences[n - 1], sentence);
    const pieces = unknownHeads(
      leadersAboveNoun(readSentence(sentence, it, devops, !include.length && !lastIn.length, procurementContext, read[n]?.context).pieces),
      warnings,
      unrecognised,
    );
    // A kind of employer said of this sentence's people only ("At the hospitals, also the heads of purchasing.").
    const own = read[n]?.employer;
    if (own) for (const p of pieces) if (p.mode === 'in') p.employer = own;
    // "Revenue operations, manager and up. Ops people only, not sales leadership.": the bare "ops" of a later sentence that says
    // "only" or sets it against others names the ops area included before (RevOps), not all of operations.
    const restates = (p: Piece) =>
      p.mode === 'in' &&
      p.areas.join() === 'operations' &&
      !p.levels.length &&
      !p.roles.length &&
      !p.traits.length &&
      !p.employment.length &&
      lastIn.some((x) => x.mode === 'in' && x.areas.some((a) => OPS_AREAS.has(a)));
    if (pieces.some(restates) && tagSentence(sentence, it, devops).tagged.some((t) => t.tag?.k === 'only' || t.tag?.k === 'neg'))
      pieces.splice(0, pieces.length, ...pieces.filter((p) => !restates(p)));
    // "This is the B2B sales force.": areas named again, at no rung, add nobody.
    if (n > 0) pieces.splice(0, pieces.length, ...withoutRestated(pieces, lastIn, sentence));
    const ins = pieces.filter((p) => p.mode === 'in');
    employmentRestriction(ins, () => tagSentence(sentence, it, devops).tagged.some((t) => t.tag?.k === 'only'));
    // "HR & payroll tool. Who signs: …": a sentence that only names what is sold names nobody when others name the people.
    const nobody = (p: Piece) =>
      !p.noun && !p.levels.length && !p.roles.length && !p.traits.length && !p.employment.length && !p.buy && !p.run && !p.alone && !p.all;
    if (allSentences.length > 1 && ins.length === pieces.length && ins.some((p) => p.software && p.areas.length) && ins.every(nobody)) continue;
    // "Retail. Stores: …; Buying: …; Marketing: …": a first sentence that is one bare area, over sentences that each head
    // their own list, is the persona's title (the kind of business), not everyone in that area.
    if (n === 0 && titleLine(ins, pieces, sentence, allSentences.slice(1))) {
      warnings.push({
        code: 'unrecognised',
        text: sentence,
        message: `"${sentence}" reads as the persona's title over the lists after it and names nobody itself.`,
      });
      continue;
    }
    // A sentence made only of levels scopes the areas of the sentence before it.
    // "… de qualquer área": rungs said to hold in any area scope nothing. ("The buyers are their team leads." refers back: it
    // adds the leads of the people before it, resolved below.)
    // ("Individual contributors only, junior through lead.": the conditions said with the rungs hold for the people as well.)
    const rungs = ANY_AREA.test(norm(sentence))
      ? undefined
      : (rungSentence(ins) ??
        (lastSentenceIn.some((x) => x.areas.length)
          ? rungsUpToChief(
              ins,
              tagSentence(sentence, it, devops).tagged,
              lastSentenceIn.filter((x) => x.areas.length),
            )
          : undefined));
    if (rungs && lastSentenceIn.some((p) => p.areas.length || kindOfWork(p))) {
      const { levels } = rungs;
      const any = rungs.any || FULL.every((l) => levels.includes(l) || l === 'partner' || l === 'svp' || l === 'tech_lead');
      // "…; team leads too.": levels said to be included add to the rungs before them.
      const too = tagSentence(sentence, it, devops).tagged.some((t) => t.tag?.k === 'inc');
      const added: Piece[] = [];
      for (const p of lastSentenceIn.filter((x) => x.areas.length || kindOfWork(x))) {
        // ("BDRs and AMs. Grads are fine too.": people named at no rung keep every rung; the rungs said to be welcome are added
        // with their areas, not put in their place.)
        if (too && !any && !p.levels.length) added.push(...rungsWelcome(p, levels, rungs.traits));
        else p.levels = any ? [] : too && p.levels.length ? [...new Set([...p.levels, ...levels])] : levels;
        if (!too || any || p.levels.length) p.traits = [...new Set([...p.traits, ...rungs.traits])];
      }
      handleOthers(pieces.filter((x) => x.mode !== 'in'));
      lastIn = [...lastIn, ...added, ...rungs.conditions];
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
    // "… heads and directors. Product marketing belongs too.": an added area takes the rungs of the list before it.
    const addition = () => tagSentence(sentence, it, devops).tagged.some((t) => t.tag?.k === 'inc' || t.tag?.k === 'plus' || ALSO.has(t.text));
    carryRungs(ins, lastSentenceIn, addition);
    rangeAfterParentheses(pieces);
    rangeOfList(pieces);
    nounsUpToChief(pieces);
    fillLadder(ins);
    // "their leads and managers", "(the reps themselves + leads + managers)": a reference back holds for the bare levels
    // listed with it.
    // ("their leads (interns ok)": interns said with the reference are its team's interns.)
    pieces.forEach((p, i) => {
      const prev = pieces[i - 1];
      if (
        (prev?.their || prev?.themselves) &&
        p.mode === prev.mode &&
        (p.mode === 'in' || p.clause === prev.clause) &&
        p.levels.length &&
        !p.areas.length &&
        !p.roles.length &&
        (!p.alone || internsOnly(p))
      )
        p.their = true;
    });
    everyoneOfArea(ins);
    // "whoever runs DevOps, the hands-on folks and their leads": people named by a condition alone, after "the", are those of
    // the areas named before them in the sentence.
    ins.forEach((p, i) => {
      const conditionOnly = !p.areas.length && !p.levels.length && !p.roles.length && !p.alone && p.traits.length > 0;
      if (conditionOnly && i > 0 && DEFINITE.test(p.words[0] ?? '') && ins.slice(0, i).some((x) => x.areas.length)) p.their = true;
    });
    // References back: "their team leads", "the AEs themselves", "anyone above".
    for (const p of pieces) {
      // "les conseillers eux-mêmes", "the advisors themselves" (of a service team): the team's own advisors, not the company's;
      // the team is the one named before, or the one the list after them names (in an exclusion too: "pas les conseillers …").
      if (p.mode !== 'unless' && p.themselves && p.alone && p.employment.join() === 'advisor' && !p.areas.length && !p.roles.length && !p.levels.length) {
        const at = pieces.indexOf(p);
        const team =
          [...lastIn, ...ins.filter((x) => pieces.indexOf(x) < at)].filter((x) => x.areas.length).pop() ??
          ins.filter((x) => pieces.indexOf(x) > at).find((x) => x.areas.length);
        if (team)
          Object.assign(p, { alone: false, employment: [], areas: [...team.areas], traits: [...new Set([...p.traits, 'individual_contributor' as const])] });
      }
      // "skip anyone above senior EMs": the rungs strictly above the one named after "above" (in the reference's areas
      // when it names none).
      if (p.above && p.aboveNamed && p.levels.length && !p.alone) {
        // The line is the lowest rung the word names: "above manager" keeps senior managers, "oberhalb von Teamleiter" managers.
        const line = Math.min(...p.levels.map((l) => LEVEL_RANK[l]));
        p.levels = LEVELS.filter((l) => LEVEL_RANK[l] > line);
        p.aboveNamed = p.levels.length > 0;
      } else p.aboveNamed = false;
      // "support managers and anyone above them in support": a rung above the reference, in its own area when it names one.
      if ((p.their || p.themselves || p.above) && (!p.areas.length || (p.above && !p.levels.length)) && (!p.alone || (p.their && internsOnly(p)))) {
        if (!p.areas.length) p.areas = excludedBefore(pieces, p);
        // The people named before it in the sentence ("Sales leaders, not the reps themselves": an exclusion refers back too).
        const here = ins.filter((x) => pieces.indexOf(x) < pieces.indexOf(p) && areasOfRef(x).length);
        const ref = [...lastIn, ...here].filter((x) => areasOfRef(x).length && x.mode === 'in').pop();
        if (ref && !p.areas.length) p.areas = here.length > 1 ? [...new Set(here.flatMap(areasOfRef))] : [...areasOfRef(ref)];
        // "AEs and their bosses": the bosses lead the line the reference belongs to (sales managers and heads of sales lead
        // the account executives), not only leaders titled after it.
        if (p.above && ref && !p.aboveNamed)
          p.areas = [...new Set(p.areas.flatMap((a) => [a, ...(AREA_ALSO[a as Area] ? [AREA_ALSO[a as Area] as Area] : [])]))];
        // "the reps themselves" are the individual contributors of the reference, whatever rungs it named.
        // ("Leiter Kundenservice. Nicht die Mitarbeiter selbst.": the staff themselves of leaders are their individual
        // contributors, not the leaders' rungs again.)
        const leaders =
          ref && ref.levels.length > 0 && ref.levels.every((l) => LEVEL_RANK[l] >= LEVEL_RANK.team_lead) && p.words.some((w) => STAFF_WORD.test(w));
        if (p.themselves && ref && !p.levels.length && !p.traits.includes('individual_contributor') && leaders && p.mode !== 'in')
          p.traits = [...new Set([...p.traits, 'individual_contributor' as const])];
        else if (p.themselves && ref && !p.levels.length && !p.traits.includes('individual_contributor')) {
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
    ins.forEach(leadersHandsOn);
    // "Vertrieb: Leiter und Direktoren. Customer Success auch.": the rungs of a boss word in sales are settled with the
    // sentence, so an area added after it takes the rungs meant (boss-rung.ts).
    for (const p of pieces) p.levels = bossRungs(p.words, p.areas, p.levels);
    handleOthers(pieces);
    if (ins.length) lastSentenceIn = ins;
    insOf[n] = ins;
    lastIn = [...lastIn, ...ins];
  }

  const listed: Piece[] = [];
  function pushInclude(p: Piece): void {
    if (p.leftOut) listed.push(p);
    // "Everyone in IT: sysadmins, helpdesk, …", "lawyers and paralegals": in an inclusion IT admins and paralegals name
    // their area's people; only an exclusion keeps to the kind.
    for (const [kind, area] of KIND_AREAS)
      if (p.roles.includes(kind)) [p.roles, p.areas] = [p.roles.filter((r) => r !== kind), [...new Set([...p.areas, area])]];
    if (nothingOwn(p, 'include')) return;
    if (p.unknown.length && (!meaningful(p) || p.unknownArea)) unrecognised.push({ text: p.words.join(' '), side: 'include' });
    // "people who work as <words nobody read>": being staff alone names nobody; the piece stays unread, never every employee.
    const staffOnly =
      !p.areas.length && !p.levels.length && !p.roles.length && !p.traits.length && !p.tenure && !p.ceiling && p.employment.every((e) => e === 'employee');
    if (p.unknown.length && staffOnly) {
      if (meaningful(p) && !p.unknownArea) unrecognised.push({ text: p.words.join(' '), side: 'include' });
      return;
    }
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
      commsApart(p, [...lastIn, ...pieces]);
      approversLeftOut(p);
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
    // "Decision makers only." before the people named: who they must be, not more people.
    (!p.buy || p.words.some((w) => ONLY.has(w))) &&
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
  // "Onboarding software for new hires", "notre outil gère l'onboarding des nouveaux arrivants": a tenure said of what is
  // sold (with a product or words nobody read) is whom the product serves, not a condition on the people named.
  const market = (p: Piece) => conditionOnly(p) && !!p.tenure && !p.employment.length && !p.traits.length && (p.unknown.length > 0 || !!p.product?.length);
  for (const p of lastIn.filter(market)) {
    const text = p.words.filter((w) => w !== 'tenurex').join(' ');
    warnings.push({ code: 'unrecognised', text, message: `"${text}" names nobody on its own and was left out of the reading.` });
  }
  lastIn = withoutAreaHeading(
    lastIn.filter((p) => !market(p)),
    insOf[0],
    allSentences[0],
  );
  const isCond = (p: Piece) => !!p.restricts || conditionOnly(p) || restatesRoles(p);
  const conds = lastIn.filter(isCond);
  const rest = lastIn.filter((p) => !isCond(p));
  if (conds.length && rest.length) {
    // "Employees or fractional only": the kinds of engagement a restriction names are alternatives; an inclusion that names
    // its own kind keeps those of them the restriction allows ("fractional CFOs" stay fractional).
    const kinds = [...new Set(conds.filter((c) => c.restricts).flatMap((c) => c.employment))];
    // A piece that named nobody ("planning software", unknown words) stays unread: a condition does not make it a person.
    for (const p of rest.filter((x) => meaningful(x) || x.all)) {
      if (kinds.length) {
        const both = p.employment.filter((e) => kinds.includes(e));
        p.employment = !p.employment.length ? [...kinds] : both.length ? both : p.employment;
      }
      for (const c of conds) {
        // "Only employees.": the staff of the company, none of its contractors.
        const staff = everyoneSaidOnly(c) && !c.employment.length && c.words.some((w) => STAFF_WORDS.has(w)) ? ['employee' as const] : [];
        if (!c.restricts) p.employment = [...new Set([...p.employment, ...c.employment, ...staff])];
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
  leftOutKinds(listed, include, exclude);
  traineeKindsApart(include, exclude);
  keepsEveryone(include, warnings);
  strayRungs(include, ANY_AREA.test(norm(definition)));
  if (!include.length && exclude.length && !unrecognised.some((u) => u.side === 'include')) include.push({ ...toSelector(emptyPiece('in')), text: 'everyone' });
  return { criteria: { version: CRITERIA_VERSION, include, exclude }, warnings, unrecognised };
}

const STAFF_WORDS = new Set(['employees', 'staff', 'personnel', 'workforce']);

/** A first sentence of one bare area and nothing else, before two or more sentences that each head a list ("AREA: …"). */
function titleLine(ins: readonly Piece[], pieces: readonly Piece[], sentence: string, rest: readonly string[]): boolean {
  const [p] = ins;
  if (ins.length !== 1 || pieces.length !== 1 || !p || sentence.includes(':')) return false;
  const bare = p.areas.length > 0 && !p.levels.length && !p.weak.length && !p.roles.length && !p.traits.length && !p.employment.length && !p.noun && !p.all;
  return bare && p.words.length === 1 && rest.length >= 2 && rest.every((s) => /^[^:]{1,40}:\s*\S/u.test(s));
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

/** "VPs, heads and directors of marketing" read as one selector: neighbours that differ only in their levels merge. */
function mergeLevels(list: Selector[]): void {
  const key = (s: Selector) => JSON.stringify([s.areas, s.roles, s.employment, s.traits, s.ceiling ?? null, s.tenure ?? null, s.employer?.sectors ?? null]);
  for (let i = list.length - 1; i > 0; i -= 1) {
    const a = list[i - 1] as Selector;
    const b = list[i] as Selector;
    if (a.roles.length || !a.levels.length || !b.levels.length || key(a) !== key(b)) continue;
    a.levels = [...new Set([...a.levels, ...b.levels])];
    a.text = `${a.text}, ${b.text}`;
    list.splice(i, 1);
  }
}
