// Warnings on a persona's reading (issue 24): where the reading of a definition is doubtful, said in words
// a user acts on, each pointing at the words it concerns. Computed over the compiler's output only
// (Criteria, its warnings and unrecognised spans), never over its internals, so any compiler — rules or
// LLM — passes through the same checks. Codes are stable (PERSONA_WARNINGS, src/domain/ports.ts).
import type { DefinitionSpan, PersonaWarning, PersonaWarningCode } from '../domain/ports.js';
import { areaCovers, LEVEL_RANK, type CompiledPersona, type Criteria, type Exclusion, type Selector } from './criteria.js';

/** Abbreviations with more than one reading in a persona; the judge reads one of them. */
const AMBIGUOUS: ReadonlyArray<[RegExp, string]> = [
  [/\bCPOs?\b/g, 'chief product officer or chief procurement officer'],
  [/\bPMs?\b/g, 'product manager or project manager'],
  [/\bCS\b/g, 'customer success, customer support or computer science'],
  [/\bCCOs?\b/g, 'chief customer, commercial or compliance officer'],
  [/\bCDOs?\b/g, 'chief data officer or chief digital officer'],
];

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where `text` (as the compiler normalised it) stands in the definition, or null. */
export function locate(definition: string, text: string): DefinitionSpan | null {
  const words = text.toLowerCase().match(/[\p{L}\p{N}&+#]+/gu) ?? [];
  if (!words.length) return null;
  // the words in order, anything between them; then the longest run of the last words found
  for (let from = 0; from < words.length; from++) {
    const re = new RegExp(words.slice(from).map(esc).join('[^\\p{L}\\p{N}]+'), 'iu');
    const m = re.exec(definition);
    if (m) return { start: m.index, end: m.index + m[0].length, text: m[0] };
  }
  return null;
}

const warn = (code: PersonaWarningCode, message: string, span: DefinitionSpan | null): PersonaWarning => ({ code, message, span });
const quote = (s: string) => `"${s.trim()}"`;

/** Whether every person `s` keeps is also one `e` names (so the exclusion removes all of them). */
function covers(e: Exclusion, s: Selector): boolean {
  if (e.unless || e.ceiling || e.tenure || e.roles.length) return false;
  if (e.titles?.length && !(s.titles?.length && s.titles.every((t) => e.titles?.includes(t)))) return false;
  if (e.areas.length && !(s.areas.length && s.areas.every((a) => e.areas.some((w) => areaCovers(w, a))))) return false;
  if (e.levels.length && !(s.levels.length && s.levels.every((l) => e.levels.some((w) => LEVEL_RANK[w] === LEVEL_RANK[l])))) return false;
  if (e.employment.length && !(s.employment.length && s.employment.every((x) => e.employment.includes(x)))) return false;
  if (e.traits.some((t) => !s.traits.includes(t))) return false;
  return true;
}

const isEmpty = (s: Selector) =>
  !s.areas.length && !s.levels.length && !s.roles.length && !s.titles?.length && !s.employment.length && !s.traits.length && !s.ceiling && !s.tenure;

/** Constraints of one selector that no person can meet together. */
function contradiction(s: Selector): string | null {
  const t = new Set(s.traits);
  if (t.has('full_time') && t.has('part_time')) return 'both full-time and part-time';
  if (t.has('manages_people') && t.has('individual_contributor')) return 'both managing people and an individual contributor';
  // "Support managers. Individual contributors only.": rungs that all lead a team (a tech lead may lead no one) held by
  // someone who leads no one.
  const leads = s.levels.some((l) => l !== 'tech_lead') && s.levels.every((l) => LEVEL_RANK[l] >= LEVEL_RANK.team_lead);
  if (s.levels.length && leads && t.has('individual_contributor')) return 'rungs that lead a team held by an individual contributor';
  if (s.ceiling && s.levels.length && s.levels.every((l) => LEVEL_RANK[l] > LEVEL_RANK[s.ceiling!])) return `levels above its own ceiling (${s.ceiling})`;
  if (s.tenure?.min !== undefined && s.tenure.max !== undefined && s.tenure.min > s.tenure.max) return 'a tenure whose minimum exceeds its maximum';
  return null;
}

/** Checks over criteria alone (also run on criteria a user corrected). */
function criteriaWarnings(definition: string, c: Criteria): PersonaWarning[] {
  const out: PersonaWarning[] = [];
  const at = (s: Selector) => locate(definition, s.text);
  if (!c.include.length)
    out.push(warn('keeps_no_one', 'Nothing in the definition names whom to keep, so no one is kept: name roles, functions or levels.', null));
  for (const s of c.include) {
    const why = contradiction(s);
    if (why) out.push(warn('contradictory_constraints', `${quote(s.text || 'This clause')} asks for ${why}: no one can match it.`, at(s)));
    if (isEmpty(s))
      out.push(warn('keeps_everyone', `${quote(s.text || 'This clause')} keeps every current employee of the company; that may be intended.`, at(s)));
    else if (
      s.levels.length &&
      !s.areas.length &&
      !s.roles.length &&
      !s.titles?.length &&
      !s.traits.length &&
      !s.employment.length &&
      // "From junior to tech lead, no engineering managers": rungs of no function beside an exclusion of one function's rungs
      // above them (which removes no one of theirs) were likely meant in that function.
      (/\b(of|in|for|at)\b/i.test(s.text) || c.exclude.some((e) => e.areas.length > 0 && e.levels.length > 0 && !e.levels.some((l) => s.levels.includes(l))))
    )
      out.push(
        warn(
          'function_missing',
          `${quote(s.text)} is read as these levels in every function: no function was recognised in it. Name the function if one was meant.`,
          at(s),
        ),
      );
  }
  for (const e of c.exclude) {
    const why = contradiction(e);
    if (why) out.push(warn('contradictory_constraints', `The exclusion ${quote(e.text || 'this clause')} asks for ${why}: it removes no one.`, at(e)));
    // (An exclusion with its own employer, "not the receptionists at dental clinics", removes them at some companies only.)
    if (!e.employer && c.include.length && c.include.every((s) => covers(e, s)))
      out.push(
        warn(
          'exclusion_removes_everything',
          `The exclusion ${quote(e.text || 'this clause')} removes everyone the definition includes: no one would be kept.`,
          at(e),
        ),
      );
  }
  return out;
}

/** The warnings of a compiled reading: the compiler's own, unrecognised spans, then the checks over its criteria. */
export function readingWarnings(definition: string, compiled: CompiledPersona): PersonaWarning[] {
  const out: PersonaWarning[] = [];
  const seen = new Set<string>();
  const add = (w: PersonaWarning) => {
    const key = `${w.code}:${w.span?.start ?? ''}:${w.span?.end ?? ''}:${w.span ? '' : w.message}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push(w);
  };
  for (const u of compiled.unrecognised) {
    const how = u.side === 'exclude' ? 'so it excludes no one' : 'so it adds no one';
    add(
      warn(
        'clause_not_understood',
        `${quote(u.text)} was not understood and is ignored, ${how}: rephrase it, or correct the criteria.`,
        locate(definition, u.text),
      ),
    );
  }
  for (const w of compiled.warnings) {
    const span = locate(definition, w.text);
    if (w.code === 'unrecognised') add(warn('clause_not_understood', w.message, span));
    else if (w.code === 'ambiguous') add(warn('ambiguous_abbreviation', w.message, span));
    else if (w.code === 'typo_corrected') add(warn('typo_corrected', w.message, span));
    else if (w.code === 'not_applied') add(warn('condition_not_applied', w.message, span));
    else if (w.code === 'read_as_title') add(warn('read_as_title', w.message, span));
    else add(warn('keeps_no_one', w.message, span));
  }
  const ambiguousAt = new Set(out.filter((w) => w.code === 'ambiguous_abbreviation' && w.span).map((w) => w.span!.start));
  for (const [re, meanings] of AMBIGUOUS) {
    for (const m of definition.matchAll(re)) {
      if (ambiguousAt.has(m.index)) continue;
      add(
        warn('ambiguous_abbreviation', `${quote(m[0])} can mean ${meanings}; check how it was read below and write it out if it was misread.`, {
          start: m.index,
          end: m.index + m[0].length,
          text: m[0],
        }),
      );
    }
  }
  for (const w of criteriaWarnings(definition, compiled.criteria)) add(w);
  return out.sort((a, b) => (a.span?.start ?? -1) - (b.span?.start ?? -1));
}

/** Warnings about criteria a user corrected; `stale`: the definition changed after they were corrected. */
export function editedWarnings(definition: string, criteria: Criteria, stale: boolean): PersonaWarning[] {
  const out = criteriaWarnings(definition, criteria);
  if (stale)
    out.unshift(
      warn(
        'edited_criteria_may_not_match',
        'The definition changed after its criteria were corrected: the corrected criteria are still used. Check they still say what the definition says, or clear them to use its new reading.',
        null,
      ),
    );
  return out;
}
