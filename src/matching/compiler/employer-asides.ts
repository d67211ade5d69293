// The employer reader's clauses and asides (employer.ts reads them): where a clause starts and whether it is negated, what a
// parenthesis after an employer or a workplace says, and a sector word that is where other people work.
import { functionOf } from '../criteria.js';
import { tagSentence } from './tag-sentence.js';
import { EMPLOYER_LEXICON, EMPLOYERS_ASIDE, OTHER_EMPLOYER } from './lexicon-employers.js';
import { SECTOR_FORMS } from './lexicon-employer-forms.js';
import { alternation } from './employer-forms.js';
import type { Language } from './language.js';

/** A clause's negation before a sector noun ("not the banks", "keine Banken", "pas les assureurs", "geen gemeenten"). */
export const NEGATED = /(?:^|\s)(?:not|no|never|nicht|keine?[nm]?|ohne|pas(?=\s+[a-z])|sans|ni|sin|nada de|nao|sem|geen|niet|without)(?:\s|$)/;
const CLAUSE_START = /[,;:(]|\s(?:but|aber|mais|pero|mas|maar)\s/g;
/** Portuguese "no" is "in the" ("no varejo"), never a negation (that is "não"). */
export const PT_NO_WORD = /(?:^|\s)no(?=\s)/g;

/** The clause `before` ends in: after its last comma, colon, semicolon, parenthesis or "but". */
export const clauseOf = (before: string) => before.slice(Math.max(0, ...[...before.matchAll(CLAUSE_START)].map((m) => m.index + m[0].length)));

export function inParentheses(s: string, at: number): boolean {
  let depth = 0;
  for (const c of s.slice(0, at)) depth = c === '(' ? depth + 1 : c === ')' ? Math.max(0, depth - 1) : depth;
  return depth > 0;
}

/**
 * "Maintenance managers in manufacturing", "Qualitätsleiter in der Industrie": a sector word (`text`) that is also a field (an
 * `except` word), after "in" and after people whose own field is another one, is where they work, not a second field of
 * theirs (it was read as one: maintenance or production managers). People of no field ("managers in manufacturing") keep it a field.
 */
export function fieldOfOthers(before: string, text: string): boolean {
  const own = new Set(tagSentence(text).tagged.flatMap((t) => (t.tag?.k === 'area' ? t.tag.areas : [])));
  if (!own.size) return false;
  return tagSentence(clauseOf(before)).tagged.some((t) => {
    const areas = t.tag?.k === 'area' || t.tag?.k === 'noun' ? (t.tag.areas ?? []) : [];
    return areas.length > 0 && !areas.some((a) => own.has(a) || own.has(functionOf(a)));
  });
}

/**
 * A parenthesis opened right after a workplace ("en usine ou sur chantier (industrie, BTP)", "in the plants (chemicals, food)")
 * or a word for employers ("bei den Arbeitgebern (Versicherung, Sparkasse, Kanzlei)").
 */
const WORKPLACE_ASIDE = new RegExp(`(?:^|\\s)(?:${alternation(OTHER_EMPLOYER)}|${alternation(EMPLOYERS_ASIDE)})\\s*\\($`);

/** A sector word (at `start`) in a parenthesis after a workplace says which employers the workplace is (not an example: it is read). */
export function workplaceAside(sentence: string, start: number): boolean {
  if (!inParentheses(sentence, start)) return false;
  const open = sentence.lastIndexOf('(', start);
  return WORKPLACE_ASIDE.test(sentence.slice(0, open + 1));
}

/**
 * Whether the clause a sector word is in is negated before it ("not fashion", "pas la mode", "(nicht bei Modehäusern)") and
 * ends with it (its list): nothing but more of the list, or a closing parenthesis, after it in the clause.
 */
export function negatedClause(before: string, after: string, language?: Language): boolean {
  const clause = clauseOf(before);
  // (a word stands for the sector's, so that "pas" is read as a negation before a word)
  const said = `${language === 'pt' ? clause.replace(PT_NO_WORD, ' ') : clause}x`;
  return NEGATED.test(said) && /^\s*(?:$|[,;.)]|(?:,|&|\/|and|or|und|oder|et|ou|y|o|e|en|of|ni|nor|noch|nem|sem|sin|pas|niet|geen|nicht|keine?)\s)/.test(after);
}

/** Every word that names a sector in some frame, and "hardware": the kinds of company an employer's examples name. */
const SECTOR_WORD = new RegExp(
  `^(?:${alternation(
    [
      'hardware|e commerce|ecommerce|ia|ai|cloud',
      ...Object.values(EMPLOYER_LEXICON).flatMap((w) => [w.nouns, w.words, w.except]),
      ...Object.values(SECTOR_FORMS).flatMap((f) => [f?.before, f?.after, f?.alone, f?.field, f?.stems]),
    ]
      .filter(Boolean)
      .join('|'),
  )})$`,
);
const EXAMPLE_LEAD = /^(?:e g|eg|i e|such as|like|z b|zb|etwa|wie|par exemple|p ex|ex|comme|por ejemplo|p ej|como|por exemplo|bv|zoals)\s+/;

/**
 * "empresas de tecnología (software, hardware)": the length of a parenthesis at the start of `after` whose items all name
 * kinds of company (the employer's examples, which name no people), or 0.
 */
export function sectorExamples(after: string): number {
  const m = /^\s*\(([^()]*)\)/.exec(after);
  if (!m) return 0;
  const items = (m[1] ?? '')
    .trim()
    .replace(EXAMPLE_LEAD, '')
    .split(/\s*[,/&;]\s*|\s+(?:and|or|und|oder|et|ou|y|o|e|en|of|etc)\s+/)
    .map((x) => x.replace(/\s*(?:etc|usw|\.)+$/, '').trim())
    .filter(Boolean);
  return items.length && items.every((x) => SECTOR_WORD.test(x)) ? m[0].length : 0;
}
