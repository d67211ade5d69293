// The size of the company a persona names (criteria.ts `EmployerCondition.employees`; employer.ts reads the rest of the
// employer condition). Phrases (lexicon COMPANY_SIZE, SIZE_AFTER_EMPLOYER) as written, their ranges (sizeRange), and the
// sizes not applied: said of a part ("plus the CHRO at companies under 60 people"), of the seller's market ("HRIS for
// mid-market"), as an account segment ("AEs (SMB, mid-market)"), or that cannot all hold ("under 60 … 60+ people").
import type { EmployeeRange } from '../criteria.js';
import { COMPANY_SIZE, SELLER_LEAD, SIZE_AFTER_EMPLOYER } from './lexicon.js';
import { foldText } from './fold.js';
import { splitSentences } from './sentences.js';

const ADDED =
  /(?:^|\s)(?:too|also|plus|as well|additionally|auch|ebenfalls|zusatzlich|aussi|egalement|en plus|tambien|ademas|tambem|alem|ook|eveneens|who|which|qui|quien|quienes|quem|often|usually|sometimes|typically|oft|meist|meistens|souvent|parfois|a menudo|a veces|muitas vezes|vaak|soms)(?:\s|$)/;
const MARKET_SIZE = /^\(?\s*(?:(?:only|just|nur|seulement|uniquement|solo|apenas|alleen)\s+)?(?:for|to|fur|an|pour|aux|para|voor|aan)\s/;
const SIZE_HAS_FRAME =
  /\d|(?:^|\s)(?:at|in|among|of|with|bei|im|mit|von|chez|dans|parmi|de|des|d|en|con|entre|em|nas|nos|com|bij|binnen|met|van)\s|companies|company|firms?|businesses|business|orgs?|organi[sz]ations?|shops|firmen|firma|unternehmen|betrieb|entreprises?|societes|societe|boites|structures|empresas?|companias|companhias|organizaciones|organizacoes|bedrijven|bedrijf|organisaties|ondernemingen/;

/**
 * The employee range a size phrase states, or null. A class said with its own number ("pymes de menos de 80 empleados",
 * "SMEs with more than 50 staff") is the number's range, the class giving only the bound the number leaves open.
 */
export function sizeRange(phrase: string): EmployeeRange | null {
  const n = numberRange(phrase);
  const c = classRange(foldText(phrase));
  return n && c ? refined(n, c) : (n ?? c);
}

/** A number's range narrowing a class's: the number's bounds, the class's where the number has none (if they can both hold). */
export function refined(n: EmployeeRange, c: EmployeeRange): EmployeeRange {
  const min = n.min ?? c.min;
  const max = n.max ?? c.max;
  if (min !== undefined && max !== undefined && min > max) return n;
  return { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
}

/** The range of the numbers a size phrase states, or null. */
function numberRange(phrase: string): EmployeeRange | null {
  // Parentheses are no words: "(ab 100 Mitarbeitern)", "(menos de 50 empleados)".
  const f = foldText(phrase).replace(/[()]/g, ' ').trim();
  // Digits as written ("1.000", "1,000", "10 000"; folding would split them).
  const nums = [...phrase.matchAll(/\d+(?:[.,'\u00a0\u202f ]\d{3})*(?!\d)/g)].map((m) => Number(m[0].replace(/\D/g, '')));
  const [a, b] = nums;
  if (a !== undefined && b !== undefined) return { min: Math.min(a, b), max: Math.max(a, b) };
  if (a !== undefined) {
    if (
      /\+|or more|and up|and above|at least|(?:^|\s)ab\s|mindestens|oder mehr|au moins|a partir de|et plus|ou plus|al menos|desde|o mas|pelo menos|ou mais|vanaf|of meer|en meer|minstens/.test(
        f + phrase.slice(-3),
      )
    )
      return { min: a };
    // Whole words: "Unternehmen" holds "unter", "overheid" "over".
    if (/(?:^|\s)(?:more than|over|above|uber|mehr als|plus de|mas de|mais de|meer dan|boven)(?:\s|$)|>/.test(`${f} ${phrase}`)) return { min: a + 1 };
    if (/(?:^|\s)(?:under|below|fewer than|less than|unter|weniger als|moins de|menos de|minder dan|onder)(?:\s|$)|</.test(`${f} ${phrase}`))
      return { max: Math.max(0, a - 1) };
    if (/up to|(?:^|\s)bis\s|jusqu|hasta|(?:^|\s)ate\s|(?:^|\s)tot\s|at most/.test(f)) return { max: a };
  }
  return null;
}

/** The range of a class of size (folded phrase), or null. */
function classRange(f: string): EmployeeRange | null {
  // Classes (README "Company size"): the EU's SME bounds (micro < 10, SME < 250), the French ETI (250–4,999), the German
  // Mittelstand as IfM Bonn counts it (< 500), mid-size and mid-market 50–999.
  if (/(?:^|\s)tpes?(?:\s|$)/.test(f)) return { max: 9 };
  if (/(?:^|\s)etis?(?:\s|$)/.test(f)) return { min: 250, max: 4999 };
  if (
    /smbs?|smes?|kmus?|pmes?|pymes?|mkb|small (?:and|&|or|to) (?:mid|med)|kleine[nr]? und mittlere|kleine en middelgrot|petites et moyennes|pequenas [ye] medias|midden en kleinbedrijf/.test(
      f,
    )
  )
    return { max: 249 };
  if (/small|tiny|kleine|petite|pequen|startups?/.test(f)) return { max: 49 };
  if (/mittelstand/.test(f)) return { max: 499 };
  if (/mid|medium|moyenne|median|medias|middelgrot|mittelgro/.test(f)) return { min: 50, max: 999 };
  if (/large|big|grosse|grande|grote/.test(f)) return { min: 1000 };
  return null;
}

/** Between two sizes of one list: "and", "or", a comma ("de PME et d'ETI", "SMEs or mid-market companies"). */
const SIZE_OR = /^\s*(?:,|&|\/|and|or|und|oder|et|ou|y|o|e|en|of)?\s*$/i;
const unionRange = (a: EmployeeRange, b: EmployeeRange): EmployeeRange => {
  const min = Math.min(a.min ?? 0, b.min ?? 0);
  const max = a.max === undefined || b.max === undefined ? undefined : Math.max(a.max, b.max);
  return { ...(min > 0 ? { min } : {}), ...(max !== undefined ? { max } : {}) };
};

/**
 * Sizes said right after the words of an applied sector ("insurers with 200+ employees", "Versicherern mit über 250
 * Mitarbeitern", "verzekeraars met meer dan 200 medewerkers"; lexicon SIZE_AFTER_EMPLOYER), as written, with their sentence.
 * `ends`: the folded words of each sentence's applied sectors; `fold` folds raw text as they were folded.
 */
export function sizesAfterEmployer(
  sentences: readonly string[],
  ends: ReadonlyArray<readonly string[]>,
  fold: (raw: string) => string,
): Array<{ text: string; range: EmployeeRange; sentence: number }> {
  const out: Array<{ text: string; range: EmployeeRange; sentence: number }> = [];
  sentences.forEach((raw, i) => {
    const sectors = ends[i] ?? [];
    if (!sectors.length) return;
    for (const m of raw.matchAll(SIZE_AFTER_EMPLOYER)) {
      const before = fold(raw.slice(0, m.index)).trim();
      const range = sizeRange(m[0]);
      if (range && sectors.some((e) => before.endsWith(e))) out.push({ text: m[0].trim(), range, sentence: i });
    }
  });
  return out;
}

/**
 * The range of employees the whole definition states (sizes on the raw sentences: the people's sentences have them
 * removed), with the sizes said right after an employer (`after`), and the size phrases not applied.
 */
export function companySize(
  definition: string,
  after: ReadonlyArray<{ text: string; range: EmployeeRange }>,
  own: readonly string[] = [],
): { employees?: EmployeeRange; sizesLeft: string[]; ranges: Array<{ text: string; range: EmployeeRange }> } {
  const sizesLeft: string[] = [];
  const ranges: Array<{ text: string; range: EmployeeRange }> = [];
  // Sizes said of parts ("at companies under 60 people that's the CEO, plus …") split the persona: none holds for the whole.
  let parts = 0;
  for (const raw of splitSentences(definition)) {
    const folded = foldText(raw).trim();
    let lastEnd = -1;
    for (const m of raw.matchAll(COMPANY_SIZE)) {
      const text = m[0].trim();
      // Said of one clause's people only (size-scope.ts): their condition, not the persona's.
      if (!/[\p{L}\p{N}]/u.test(text) || own.some((o) => o.includes(text))) continue;
      const range = sizeRange(text);
      const ft = foldText(text).trim();
      // (A size that ends a heading, before its colon, holds for the list after it: "Decision makers at companies under 100
      // people: the founders who work in the business, …".)
      const heading = /^\s*:/.test(raw.slice((m.index ?? 0) + m[0].length));
      const part = !heading && ADDED.test(` ${foldText(raw.replace(m[0], ' '))} `);
      if (part) parts += 1;
      // "de PME et d'ETI", "SMEs or mid-market companies": sizes in one list are alternatives, one range from the smallest to the largest.
      const prev = ranges[ranges.length - 1];
      const gap = lastEnd >= 0 ? raw.slice(lastEnd, m.index) : '';
      const alternative = prev && lastEnd >= 0 && SIZE_OR.test(gap);
      // "SMEs (50+ employees)", "mid-size companies (200 to 500 people)": a number in parentheses right after a class says
      // which of it is meant (the class's range narrowed), not another size.
      const restated = alternative && !gap.trim() && text.startsWith('(') && /\d/.test(text) && prev && !/\d/.test(prev.text);
      lastEnd = m.index + m[0].length;
      if (!range || part || SELLER_LEAD.test(folded) || MARKET_SIZE.test(ft) || (!SIZE_HAS_FRAME.test(ft) && !alternative)) sizesLeft.push(text);
      else if (restated && prev) [prev.text, prev.range] = [`${prev.text} ${text}`, refined(range, prev.range)];
      else if (alternative && prev) [prev.text, prev.range] = [`${prev.text}, ${text}`, unionRange(prev.range, range)];
      else ranges.push({ text, range });
    }
  }
  ranges.push(...after.map(({ text, range }) => ({ text, range })));
  let employees: EmployeeRange | undefined;
  if (parts) sizesLeft.push(...ranges.splice(0).map((r) => r.text));
  if (ranges.length) {
    const min = Math.max(...ranges.map((r) => r.range.min ?? 0));
    const max = Math.min(...ranges.map((r) => r.range.max ?? Infinity));
    if (min <= max) employees = { ...(min > 0 ? { min } : {}), ...(Number.isFinite(max) ? { max } : {}) };
    else sizesLeft.push(...ranges.map((r) => r.text));
  }
  return { ...(employees ? { employees } : {}), sizesLeft, ranges };
}
