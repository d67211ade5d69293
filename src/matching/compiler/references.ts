// References back within and across sentences (compile.ts): "their team leads", "the AEs themselves", "anyone above",
// "the advisors themselves" take the people named before them.
import { AREA_ALSO, areaCovers, functionOf, LEVEL_RANK, LEVELS, type Area, type AreaKey, type Level } from '../criteria.js';
import type { Piece } from './piece.js';
import { DEFINITE, STAFF_WORD } from './lexicon.js';
import { everyoneOfArea, excludedBefore } from './attach.js';
import { areasOfRef, type Reading } from './reading.js';
import type { SentencePieces } from './sentence-pieces.js';

const FOREMEN =
  /^(foremen|foreman|forewomen|forewoman|capataces|capataz|vorarbeiter\w*|poliere|polier|voormannen|voorman|encarregados|encarregado|contremaitres|contremaitre)$/;

/** "Leave out their managers and anyone above": in an exclusion, "above" is above the rungs excluded just before it. */
function rungsBefore(pieces: Piece[], p: Piece): Level[] | undefined {
  const prev = pieces[pieces.indexOf(p) - 1];
  return p.mode === 'ex' && prev?.mode === 'ex' && prev.clause === p.clause && prev.levels.length ? prev.levels : undefined;
}

/** Interns named alone, of no kind of engagement ("interns ok"). */
const internsOnly = (p: Piece) => p.alone && !p.roles.length && !p.employment.length && p.levels.length > 0 && p.levels.every((l) => l === 'intern');

/**
 * The references of a sentence resolved to the people named before ("Account executives and their managers" → the
 * managers of sales; "not the agents themselves" → the agents' individual contributors); an area's everyone on the way.
 */
export function referencesBack(r: Reading, { pieces, ins }: SentencePieces): void {
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
  // "Leiter Konstruktion, Teamleiter und Konstrukteure", "head of marketing, team leads and marketers": a bare line rung
  // listed between two kinds of people of one area (in one clause) is that area's rung.
  const between = ins.map((p, i) => {
    const [a, b] = [ins[i - 1], ins[i + 1]];
    if (!a || !b || p.their || p.alone || p.areas.length || p.roles.length || p.employment.length) return [];
    // Line rungs only (team leads, managers): "sous-directeurs, directeurs adjoints et membres de la direction" stay ranks.
    if (!p.levels.length || p.levels.some((l) => LEVEL_RANK[l] > LEVEL_RANK.senior_manager)) return [];
    if (a.clause !== p.clause || b.clause !== p.clause || a.mode !== 'in' || b.mode !== 'in') return [];
    return a.areas.filter((x) => b.areas.includes(x));
  });
  ins.forEach((p, i) => {
    if (between[i]?.length) p.areas = [...(between[i] ?? [])];
  });
  everyoneOfArea(ins);
  // "whoever runs DevOps, the hands-on folks and their leads": people named by a condition alone, after "the", are those of
  // the areas named before them in the sentence.
  ins.forEach((p, i) => {
    const conditionOnly = !p.areas.length && !p.levels.length && !p.roles.length && !p.alone && p.traits.length > 0;
    if (conditionOnly && i > 0 && DEFINITE.test(p.words[0] ?? '') && ins.slice(0, i).some((x) => x.areas.length)) p.their = true;
  });
  // "HR: reward and L&D leads and their specialists": people of no rung referred back to, whose only areas are a heading's
  // (no area word of their own), are of the teams they refer to, when those lie within the heading's (reward's and L&D's
  // specialists, not all of HR's). Their leaders ("their managers") keep the line's areas.
  for (const p of ins) {
    if (!p.their || p.themselves || p.above || p.alone || !p.areas.length || p.levels.length) continue;
    if (p.seen.some((t) => t.tag?.k === 'area')) continue;
    const refs = [...new Set(ins.filter((x) => pieces.indexOf(x) < pieces.indexOf(p) && !x.their).flatMap(areasOfRef))];
    const within = refs.every((a) => p.areas.some((h) => areaCovers(h, a))) || p.areas.every((h) => refs.includes(h));
    if (refs.length && within && refs.some((a) => !p.areas.includes(a))) p.areas = refs;
  }
  // Session 51: "AEs and their sales managers", "AE y sus jefes de ventas, hasta el director comercial": managers referred
  // back to the individual contributors of one line, named with that line's whole function, manage that line (the AEs'
  // managers and the function's leaders over them, not the partnership or key-account managers). (Their team leads are
  // left as the rung reads: a team lead of the line's siblings, an SDR team lead, counts as new business too.)
  for (const p of ins) {
    if (p.mode !== 'in' || !p.their || p.themselves || p.above || p.alone || p.areas.length !== 1 || !p.levels.length) continue;
    const fn = p.areas[0] as AreaKey;
    const low = Math.min(...p.levels.map((l) => LEVEL_RANK[l]));
    if (functionOf(fn) !== fn || low !== LEVEL_RANK.manager) continue;
    // (A range said after them, "… hasta el director comercial", is read with them: they stay the function's.)
    const next = pieces[pieces.indexOf(p) + 1];
    if (next && next.clause === p.clause && (next.range.to || next.openStart)) continue;
    const before = ins.filter((x) => pieces.indexOf(x) < pieces.indexOf(p) && !x.their && x.clause === p.clause);
    if (!before.length || !before.every((x) => x.traits.includes('individual_contributor') && !x.levels.length)) continue;
    const refs = [...new Set(before.flatMap(areasOfRef))];
    if (!refs.length || !refs.every((a) => a !== fn && functionOf(a) === fn)) continue;
    p.areas = [...new Set(refs.flatMap((a) => [a, ...(AREA_ALSO[a as Area] ? [AREA_ALSO[a as Area] as Area] : [])]))];
  }
  // Session 53: "agentes … y sus coordinadores": the coordinators of people named before lead their team (the team leads,
  // as "Coordinador de Soporte" reads), not the coordinator titles of the area.
  for (const p of ins) {
    if (!p.their || p.themselves || p.levels.length || p.roles.length !== 1 || p.roles[0] !== 'coordinator') continue;
    if (!p.words.some((w) => /^(coordinador|coordinadora|coordinadores|coordinadoras)$/.test(w))) continue;
    p.roles = [];
    p.levels = ['team_lead'];
  }
  // Session 41: "stevedores and crane operators, and their foremen", "y sus capataces", "und ihre Vorarbeiter": the foremen of
  // the crews named before, not the building site's the word alone would mean.
  for (const p of ins) {
    if (!p.their || p.themselves || !p.levels.length || !p.words.some((w) => FOREMEN.test(w))) continue;
    const here = ins.filter((x) => pieces.indexOf(x) < pieces.indexOf(p) && !x.their && areasOfRef(x).length);
    const areas = [...new Set(here.flatMap(areasOfRef))];
    if (areas.length && areas.some((a) => !p.areas.includes(a))) p.areas = areas;
  }
  // References back: "their team leads", "the AEs themselves", "anyone above".
  for (const p of pieces) {
    // "les conseillers eux-mêmes", "the advisors themselves" (of a service team): the team's own advisors, not the company's;
    // the team is the one named before, or the one the list after them names (in an exclusion too: "pas les conseillers …").
    if (p.mode !== 'unless' && p.themselves && p.alone && p.employment.join() === 'advisor' && !p.areas.length && !p.roles.length && !p.levels.length) {
      const at = pieces.indexOf(p);
      const team =
        [...r.lastIn, ...ins.filter((x) => pieces.indexOf(x) < at)].filter((x) => x.areas.length).pop() ??
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
      const ref = [...r.lastIn, ...here].filter((x) => areasOfRef(x).length && x.mode === 'in').pop();
      if (ref && !p.areas.length) p.areas = here.length > 1 ? [...new Set(here.flatMap(areasOfRef))] : [...areasOfRef(ref)];
      // "AEs and their bosses": the bosses lead the line the reference belongs to (sales managers and heads of sales lead
      // the account executives), not only leaders titled after it.
      if (p.above && ref && !p.aboveNamed) p.areas = [...new Set(p.areas.flatMap((a) => [a, ...(AREA_ALSO[a as Area] ? [AREA_ALSO[a as Area] as Area] : [])]))];
      // "the reps themselves" are the individual contributors of the reference, whatever rungs it named.
      // ("Leiter Kundenservice. Nicht die Mitarbeiter selbst.": the staff themselves of leaders are their individual
      // contributors, not the leaders' rungs again.)
      const leaders = ref && ref.levels.length > 0 && ref.levels.every((l) => LEVEL_RANK[l] >= LEVEL_RANK.team_lead) && p.words.some((w) => STAFF_WORD.test(w));
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
}
