// The compiler's first stage: a definition's text → its sentences ("e.g.", "Sr." and "etc." inside stay; example markers
// written out; "=" and arrows as a colon; the size of the buyer's company taken out for employer.ts). tokens.ts then
// splits each sentence into words and tags them.
import { COMPANY_SIZE, CONTEXT_LEAD, EXAMPLE_MARKERS, PLACE_REMARK, SIZE_BACK, WRITTEN_OUT } from './lexicon.js';

/** Abbreviations whose dot does not end a sentence. */
const ABBREV = /\b(e\.g|i\.e|incl|inkl|excl|exkl|etc|bzw|sr|jr|vs|dir|mgr|approx|z\.b|p\.ex|ex|dept|co|st)\.$/i;
/**
 * Splits `text` where `end` matches (a sentence's end and the space after it), except after an abbreviation whose dot ends
 * no sentence ("Einkaufsleiter bzw. Leiterin Einkauf", "the money people, i.e. the CFO"); a line break always ends one. The
 * one rule for every reader that cuts a definition into sentences by itself (size.ts, size-scope.ts, fields.ts).
 */
export function splitSentences(text: string, end: RegExp = /(?<=[.;!?])\s+|\n+/g): string[] {
  const out: string[] = [];
  let from = 0;
  for (const m of text.matchAll(new RegExp(end.source, end.flags.includes('g') ? end.flags : `${end.flags}g`))) {
    const at = m.index;
    if (!m[0].includes('\n') && ABBREV.test(text.slice(from, at).trim())) continue;
    out.push(text.slice(from, at));
    from = at + m[0].length;
  }
  out.push(text.slice(from));
  return out;
}
/** "No. 2", "no. 1 in sales": "no." is the number's abbreviation only before a number ("The agents themselves no. CS …" ends a sentence). */
const NUMBER_NO = /\bno\.$/i;

/** One written example marker as a pattern: a space may follow each dot, and the last dot may go when another is inside. */
function markerPattern(marker: string): string {
  const parts = marker.split('.');
  const last = parts.length > 2 && parts[parts.length - 1] === '' ? '\\.?' : '';
  const body = (last ? parts.slice(0, -1) : parts)
    .map((x) =>
      x
        .trim()
        .replace(/[[\]{}()*+?^$|\\]/g, '\\$&')
        .replace(/\s+/g, '\\s*'),
    )
    .join('\\.\\s*')
    .replace(/\\s\*$/, '');
  return body + last;
}
const MARKERS = Object.entries(EXAMPLE_MARKERS).map(
  ([as, list]) => [new RegExp(`(?<![\\p{L}\\p{N}.])(?:${list.map(markerPattern).join('|')})(?![\\p{L}\\p{N}])\\s*:?`, 'giu'), ` ${as} `] as const,
);
const SPELLED = Object.entries(WRITTEN_OUT).map(
  ([as, list]) => [new RegExp(`(?<![\\p{L}\\p{N}./])(?:${list.map(markerPattern).join('|')})(?![\\p{L}\\p{N}/])`, 'giu'), ` ${as} `] as const,
);
/** Spanish plural abbreviations written with dots ("RR. HH.", "RR.HH."): one word ("RRHH"), their dots end no sentence. */
const DOUBLED = /(?<![\p{L}\p{N}])(RR|rr)\.\s?(HH|hh|PP|pp|LL|ll)\.?(?![\p{L}\p{N}])/gu;
export const joinDottedPlurals = (text: string) => text.replace(DOUBLED, (_, a: string, b: string) => `${a}${b}`);
/** "z. B.", "p. ex.", "bijv.", "d. h.": example markers written as "e.g." / "i.e." (their dots end no sentence); "t/m" spelled out. */
export function markExamples(text: string): string {
  return [...MARKERS, ...SPELLED].reduce((t, [re, as]) => t.replace(re, as), text);
}

/** A sign that defines its left side by its right: "=", "→", "->", "=>", "⇒". */
const DEFINES = /=>|->|(?<![<>])=|[→⇒]/g;
const ARROW = /^(?:->|→|⇒|=>)$/;
/**
 * The start of a range before an arrow: "Sales from SDR -> AE", "Vertrieb vom Junior -> Senior", "ventas desde junior → senior"
 * anywhere before it; the short words that also mean "of" ("de junior → senior", "van junior -> senior") only opening it.
 */
const RANGE_START = /\b(?:from|von|vom|ab|desde|vanaf|a partir d)\b|^\s*(?:de|du|des|do|da|dos|das|van)\b/i;

/** Splits a definition into sentences: at . ; ! ? and line breaks ("e.g.", "Sr." and "etc." inside stay). */
export function sentences(definition: string): string[] {
  const text = markExamples(definition);
  const out: string[] = [];
  let cur = '';
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i] as string;
    const next = text[i + 1] ?? '';
    if (c === '(') depth += 1;
    if (c === ')') depth = Math.max(0, depth - 1);
    // "(support managers, heads of support; team leads too)": inside parentheses a semicolon separates the list.
    if (c === ';' && depth > 0) {
      cur += ',';
      continue;
    }
    // "Who runs marketing? CMO, VPs …": a question answered by a list is a heading.
    if (c === '?' && /\S/.test(text.slice(i + 1)) && !cur.includes(':')) {
      cur += ':';
      continue;
    }
    cur += c;
    const end =
      c === '\n' ||
      c === ';' ||
      c === '!' ||
      c === '?' ||
      (c === '.' && (next === '' || /\s/.test(next)) && !ABBREV.test(cur.trim()) && !(NUMBER_NO.test(cur.trim()) && /^\s*\d/.test(text.slice(i + 1))));
    if (end) {
      if (cur.trim()) out.push(cur.trim());
      cur = '';
    }
  }
  if (cur.trim()) out.push(cur.trim());
  // "Entscheider = GF, Inhaber", "whoever owns the budget → Head of TA, TA leads": one "=" or arrow in a sentence without a
  // colon says what its left side means, as a colon does ("from SDR -> AE", "junior → senior", "SDR → AE → AM" stay).
  for (const [i, s] of out.entries()) {
    const marks = s.match(DEFINES) ?? [];
    const at = s.search(DEFINES);
    // ("(QA here = quality assurance)": inside parentheses it glosses a word.)
    const inParens = (s.slice(0, at).match(/\(/g) ?? []).length > (s.slice(0, at).match(/\)/g) ?? []).length;
    if (marks.length === 1 && !s.includes(':') && at > 0 && !inParens && !RANGE_START.test(s.slice(0, at))) out[i] = s.replace(DEFINES, ': ');
    // Session 35: one arrow left between two people is the end of a range ("Client services: Account Mgr → Client Services
    // Director", "Finance: Controller -> CFO" = from the one to the other); a chain of arrows stays a list ("SDR → AE → AM").
    else if (marks.length === 1 && ARROW.test(marks[0] as string) && at > 0 && !inParens) out[i] = s.replace(DEFINES, ' to ');
  }
  // "We co-sell with an L&D platform, so I need the L&D people": the clause before "so I need" is context, not people.
  // The size of the buyer's company names nobody, nor does a sentence that refers back to it ("below that …").
  return out
    .filter((s, i) => !(i > 0 && SIZE_BACK.test(s) && companySizes(out[i - 1] as string).length))
    .map((s) =>
      s
        .replace(CONTEXT_LEAD, '')
        .replace(PLACE_REMARK, (m) => (/[.!]\s*$/u.test(m) ? '.' : ''))
        .replace(COMPANY_SIZE, sizeLeavingNoun)
        .replace(FIRST_ITEM_GONE, '$1 ')
        .replace(/\uE000/gu, ' ')
        // (session 50: a size heading gone, "At the companies with over 100 people: procurement and legal — …", leaves no colon
        // before the people.)
        .replace(/^\s*:\s*/u, ''),
    )
    .filter((s) => /[\p{L}\p{N}]/u.test(s));
}

/** A company word a word before qualifies ("software companies with fewer than 200 employees"): the kind of employer stays for employer.ts. */
const QUALIFIED_NOUN =
  /^(companies|firms|businesses|Firmen|Unternehmen|Betrieben?|entreprises|sociétés|societes|boîtes|empresas|compañías|companias|companhias|bedrijven|ondernemingen)(?![\p{L}\p{N}])/u;
const PREP_BEFORE =
  /(?:^|\s)(?:at|in|for|among|with|of|the|bei|für|mit|von|den|dem|der|die|chez|dans|pour|les|des|de|en|para|con|em|com|bij|voor|met|van|het|only|nur)\s*$/iu;
function sizeLeavingNoun(m: string, ...rest: unknown[]): string {
  const at = rest.find((x): x is number => typeof x === 'number') ?? 0;
  const whole = rest.find((x): x is string => typeof x === 'string') ?? '';
  const before = whole.slice(0, at);
  const noun = QUALIFIED_NOUN.exec(m.trimStart())?.[1];
  return noun && /\p{L}\s+$/u.test(before) && !PREP_BEFORE.test(before) ? ` ${noun} ` : ' \uE000 ';
}
/**
 * "AEs — SMB, mid-market and enterprise account executives": a size that was the first item of a list (after a dash, colon,
 * comma, parenthesis or the start) leaves its list's "and" / comma behind, which joined nothing ("— and enterprise account
 * executives" read as more people beside the employer's).
 */
const FIRST_ITEM_GONE = /(^|[—–:(,]|\s-{1,2})\s*\uE000(?:\s*(?:,|&|and|or|und|oder|et|ou|y|o|e|en|of)(?=\s)|\s*\uE000)*/gu;

/** The conditions on the size of the buyer's company a text states ("companies under 60 people", "for SMBs"), as written. */
export function companySizes(text: string): string[] {
  return [...text.matchAll(COMPANY_SIZE)].map((m) => m[0].trim()).filter((m) => /[\p{L}\p{N}]/u.test(m));
}

/** Whether position `at` of `s` lies inside parentheses. */
export function inParentheses(s: string, at: number): boolean {
  let depth = 0;
  for (const c of s.slice(0, at)) depth = c === '(' ? depth + 1 : c === ')' ? Math.max(0, depth - 1) : depth;
  return depth > 0;
}
