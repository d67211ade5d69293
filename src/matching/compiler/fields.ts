// The compiler's grammar, part −1 (before the sentences are read): personas pasted from a prospecting tool's filters or a
// CRM segment ("Function: Finance | Seniority: Director, VP | Exclude: assistant", "Abteilung = Vertrieb; Stufe = …",
// "Titles: … / Not: …"). A definition made of two or more "key: value" fields (separated by line breaks, "|", ";" or a
// bullet between spaces, " • "; the key one of FIELD_KEYS, in six languages), or of one exclusion field beside the people
// it leaves out ("Customer Success: CSMs + CS leads | Exclude: support agents"), is read field by field, each value by the
// kind its key names:
//   - function / department / area: the areas (a sub-function, when given, replaces them: it is the narrower filter);
//   - titles / keywords: the people named; with a function they are a list under it ("Sales: AE, SDR"), so the
//     function gives them its area and adds nobody else;
//   - seniority / level: the tools' buckets (SENIORITY_BUCKETS: Entry, Senior, Manager, Director, VP, CXO, Owner,
//     Partner, Unpaid, in six languages) written as the rungs they stand for, a sentence of rungs that scopes the
//     people before it (compile.ts); "Manager+" is that bucket and above; "all levels except x" excludes x;
//   - exclusions ("Exclude", "Not", "Niet", "Sauf", "Job title does not contain"): "not" and each item of the value;
//   - headcount ("51-200", "11-50, 51-200": their span) and industry (the sectors the value names): the employer,
//     returned apart (they name nobody); a place ("Location", "Region", "Standort", "Pays") is no condition the matcher
//     judges, and is said not to be applied, as is an industry or a headcount whose value is not read.
// A label field ("Persona: …", "Segment: …") names nobody; "Filter: Function = …" is the field after it. The output is
// sentences the rest of the grammar reads (function, then titles, then rungs, then exclusions), plain sentences first
// (the seller's context stays context). Anything that is not two fields is left as written.
import type { EmployerCondition, Sector } from '../criteria.js';
import { foldMapped, foldText } from './fold.js';
import { sizeRange } from './size.js';
import { sectorsIn } from './employer-find.js';
import { tagSentence } from './tag-sentence.js';
import { splitSentences } from './sentences.js';
import { FIELD_KEYS, INTERNS, SENIORITY_BUCKETS, type FieldKind } from './lexicon-fields.js';

/** What a key says after its name: "Job function is any of:", "Seniority is", "Title contains". */
const KEY_TAIL = /\s+(?:is any of|is one of|is|are|in|includes?|contains|equals)$/;

/** "Manager and above", "Director und höher" (folded): the bucket and every one above it, as "+" says it. */
const ABOVE_WORDS =
  'and above|and up|or above|or higher|und hoher|und daruber|aufwarts|et plus|et au dessus|y superior|o superior|en adelante|y mas|e acima|ou superior|para cima|pra cima|ou mais|en hoger|of hoger';
const AND_ABOVE = new RegExp(String.raw`\s*(?:\+|${ABOVE_WORDS})$`);
/** The same words inside a value, where they end an item. */
const ABOVE_IN_VALUE = new RegExp(String.raw`\s+(?:${ABOVE_WORDS})(?![\p{L}])`, 'gu');
/** "all levels except interns": every rung, the rest an exclusion. */
const ALL_LEVELS =
  /^(?:all|any|any level|all levels|every level|alle|alle stufen|alle ebenen|jede|tous|toutes|tous niveaux|tous les niveaux|tout niveau|todos|todas|cualquiera|cualquier nivel|todos los niveles|todos os niveis|qualquer|qualquer nivel|alle niveaus|elk niveau|ieder niveau)(?:\s+(?:except|ausser|sauf|hors|excepto|salvo|exceto|menos|behalve)\s+(.*))?$/;

/** An employment field's value that names every kind of engagement. */
const ANY_KIND =
  /^(?:all|any|all types|any type|both|alle|egal|tous|toutes|tous types|todos|todas|todos los tipos|todos os tipos|qualquer|cualquiera|ambos|indiferente|allemaal|alle soorten)$/;

/** A word between two rungs that makes them a range. */
const RANGE = /\s(?:to|up to|through|bis|a|jusqu a|hasta|ate|tot|tot en met)\s/;
/** The end of a range that is a chief ("… to CFO", "bis zum CTO", "jusqu'au DG"), folded. */
const CHIEF_END =
  /\s(?:c[a-z]{1,2}o|chief [a-z ]{2,30} officer|md|managing director|geschaftsfuhrer\w*|geschaftsfuhrung|directeur general|directrice generale|dg|director general|directora general|diretor geral|diretora geral|algemeen directeur|algemene directie)\s*$/;

interface Field {
  kind: FieldKind;
  value: string;
}

const KEY_OF = new Map<string, FieldKind>(Object.entries(FIELD_KEYS).flatMap(([kind, keys]) => keys.map((k) => [k, kind as FieldKind] as const)));

/** "-support -helpdesk": a search's words with a minus before each are left out. */
const MINUS_WORDS = /^(?:-[\p{L}\p{N}][\p{L}\p{N}&'’-]*\s*)+$/u;

/** A segment as a field, or null: its key (before the first ":" or "=") must be a field name. */
function field(segment: string): Field | null {
  if (MINUS_WORDS.test(segment.trim()))
    return {
      kind: 'exclude',
      value: segment
        .trim()
        .split(/\s+/)
        .map((w) => w.slice(1))
        .join(', '),
    };
  const m = /^\s*([^:=()]{1,48}?)\s*[:=]\s*(.*)$/su.exec(segment);
  if (!m) return null;
  const key = foldText(m[1] as string)
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(KEY_TAIL, '');
  const kind = KEY_OF.get(key);
  const value = (m[2] as string).trim().replace(/[.;,]\s*$/, '');
  if (!kind) return null;
  // "Filter: Function = Operations": a label before a field is that field.
  if (kind === 'label') return field(value) ?? { kind, value };
  return { kind, value };
}

/** Whether a segment is a field other than a label. */
export const isField = (segment: string) => {
  const f = field(segment);
  return !!f && f.kind !== 'label';
};

/** A bullet between spaces inside a line ("Função: Financeiro • Senioridade: gerente"): a separator as "|" is. */
const INLINE_BULLET = /\s[•·▪]\s/g;
/** A table's row (its own grammar, blocks.ts). */
const TABLE = /^\s*\|/m;
/** The separators a tool or a sheet writes between its fields. */
const SEPARATED = /[|;\n]|\s[•·▪]\s/;

/**
 * Splits at line breaks, "|", ";" and a bullet between spaces outside parentheses, and before a key after a sentence's end
 * ("… software. Filter: …").
 */
export function segments(definition: string): string[] {
  const out: string[] = [];
  let cur = '';
  let depth = 0;
  for (const c of definition.replace(INLINE_BULLET, ' | ')) {
    if (c === '(') depth += 1;
    if (c === ')') depth = Math.max(0, depth - 1);
    if (depth === 0 && (c === '\n' || c === '|' || c === ';')) {
      out.push(cur);
      cur = '';
    } else cur += c;
  }
  out.push(cur);
  return out
    .flatMap((s) => splitSentences(s, /(?<=[.!?])\s+(?=\p{Lu})/u))
    .map((s) => s.trim())
    .filter((s) => /[\p{L}\p{N}]/u.test(s));
}

/**
 * Items of a value list: commas, "/", " OR " and "y" / "et" / "und" / "e" / "en" / "and" between them, outside
 * parentheses ("manager+ (tot en met de CMO)" is one item: its aside is a ceiling, not a second bucket).
 */
const items = (value: string) => {
  const asides: string[] = [];
  const masked = value.replace(/\([^()]*\)/g, (a) => `\uE000${asides.push(a) - 1}\uE000`);
  return masked
    .split(/\s*(?:,|\/|\s(?:or|and|oder|und|ou|et|o|y|e|en|of)\s)\s*/iu)
    .map((x) => x.replace(/\uE000(\d+)\uE000/g, (_, i: string) => asides[Number(i)] ?? '').trim())
    .filter(Boolean);
};

/** "Manager and above" as "Manager+", the words found folded and replaced where they stand in the value. */
function aboveAsPlus(value: string): string {
  const { text, at } = foldMapped(value);
  let out = '';
  let from = 0;
  for (const m of text.matchAll(ABOVE_IN_VALUE)) {
    const start = at[m.index] ?? value.length;
    const end = m.index + m[0].length < at.length ? (at[m.index + m[0].length] as number) : value.length;
    out += `${value.slice(from, start)}+`;
    from = end;
  }
  return out + value.slice(from);
}

/** A seniority item's bucket word, its asides and "and above" left out ("manager+ (up to CHRO)" is "manager"). */
function bucketWord(text: string): string {
  return foldText(text.replace(/\([^()]*\)/g, ' '))
    .replace(/[^\p{L}\p{N}+\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(AND_ABOVE, '')
    .trim();
}
const isBucket = (word: string) => SENIORITY_BUCKETS.some((b) => b.words.includes(word));

/** A seniority value as rungs: the buckets it ticks, written as rungs; items of no bucket as written. */
function seniority(value: string): { rungs: string; except?: string; named?: boolean } {
  const folded = foldText(value).replace(/[()]/g, ' ').replace(/\s+/g, ' ').trim();
  const all = ALL_LEVELS.exec(folded);
  if (all) return { rungs: '', ...(all[1] ? { except: value.slice(value.length - (all[1] as string).length) } : {}) };
  // "Medewerker t/m teamleider", "Schichtleiter bis Werkleiter": a range of rungs, read as written.
  const range = value.replace(/\bt\/m\b/giu, 'tot en met');
  // Session 55: a seniority field's "técnico a director" is "de técnico a director" (the sentence reads a bare "a" as an article).
  const bareA = /\sa\s/.test(foldText(range)) && !/^(?:de|desde|d)\s/.test(foldText(range).trim());
  // A range from a seat ("Account Manager to Group Account Director") names seats; one from a bucket ("Manager+, up to the
  // CIO", "manager+ (up to CHRO)") is the bucket with its ceiling.
  if (RANGE.test(foldText(range))) {
    const bare = ` ${foldText(range.replace(/\([^()]*\)/g, ' '))} `;
    const from = RANGE.exec(bare);
    const head = from ? bucketWord(bare.slice(0, from.index).replace(/^\s*(?:de|desde|from|van|von|d)\s/, ' ')) : '';
    // ("IC to Head of Platform" is a range of rungs: said of the area it would make its people individual contributors.)
    const named = !!head && !/^(ic|ics|individual contributors?)$/.test(head) && !isBucket(head);
    return { rungs: bareA ? `de ${range}` : range, ...(named ? { named } : {}) };
  }
  const out: string[] = [];
  let named = false;
  // ("Manager and above": the "and" joins no second bucket.)
  // Session 55: examples of the rung in parentheses ("C-level (CEO y CFO; interinos incluidos)") say which seats it means: the
  // rung still scopes the function (a ceiling in them stays: "Manager+ (tot en met de CMO)").
  // (Only after a leaders' rung: "individual contributors (sales assistants, cashiers, …)" are the people meant.)
  const leaders =
    /^(?:c ?level|c ?suite|cxo|cxos|executives?|chiefs?|vp|vps|svp|evp|directors?|directeurs?|directores?|diretores?|direktoren|head|heads|leadership)\b/.test(
      foldText(value)
        .replace(/[^\p{L}\s]/gu, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    );
  const joined = aboveAsPlus(value).replace(/\s*\(([^()]*)\)/g, (aside, inner: string) =>
    !leaders ||
    RANGE.test(` ${foldText(inner)} `) ||
    /\b(?:up to|tot en met|bis|jusqu|hasta|ate|até)\b|\+/i.test(inner) ||
    AND_ABOVE.test(foldText(inner).trim()) ||
    new RegExp(ABOVE_IN_VALUE.source, 'u').test(` ${foldText(inner)}`)
      ? aside
      : '',
  );
  for (const item of items(joined)) {
    const f = foldText(item)
      .replace(/[^\p{L}\p{N}+\s]/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    const above = AND_ABOVE.test(f);
    const word = f.replace(AND_ABOVE, '').trim();
    const bucket = SENIORITY_BUCKETS.find((b) => b.words.includes(word));
    if (!bucket) {
      out.push(item);
      // (A bucket with a ceiling or examples in parentheses, "manager+ (up to CHRO)", names no seat.)
      if (!isBucket(bucketWord(item))) named = true;
    } else out.push(...(above ? [`${bucket.rungs.split(', ')[0]} and above`] : bucket.rungs.split(', ')));
  }
  return { rungs: [...new Set(out)].join(', '), ...(named ? { named } : {}) };
}

/** The span of a headcount filter's ranges ("11-50, 51-200" is 11 to 200), or null. */
function headcount(value: string): EmployerCondition['employees'] | null {
  const ranges = value
    .split(/\s*[,;/]\s*|\s+(?:or|oder|ou|o|of)\s+/)
    .map((v) => sizeRange(/\d\s*[-–]\s*\d|\+/.test(v) ? v : `${v}`))
    .filter((r): r is NonNullable<typeof r> => !!r);
  if (!ranges.length) return null;
  const min = ranges.every((r) => r.min !== undefined) ? Math.min(...ranges.map((r) => r.min as number)) : undefined;
  const max = ranges.every((r) => r.max !== undefined) ? Math.max(...ranges.map((r) => r.max as number)) : undefined;
  return { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
}

/** The sectors an industry value names (each item read as a place of work). */
function industries(value: string): Sector[] {
  // ("Retail" reads alone, "Manufacturing" as a kind of company.)
  const read = (item: string) => [`at ${item}`, `at ${item} companies`].flatMap((s) => sectorsIn(foldText(s)).map((f) => f.sector));
  return [...new Set(items(value).flatMap(read))];
}

export interface FieldReading {
  /** The people's sentences, in the grammar's own words. */
  text: string;
  /** The company filters (headcount, industry), if any. */
  employer?: EmployerCondition;
  /** Fields of no condition the matcher judges (a place, an industry or a headcount it cannot read), as written. */
  notApplied: string[];
}

/** A definition made of two or more fields, read as sentences and an employer; null when it is not one. */
export function readFields(definition: string): FieldReading | null {
  const parts = segments(definition).map((s) => ({ s, f: field(s) }));
  const fields = parts.flatMap((p) => (p.f && p.f.kind !== 'label' ? [p.f] : []));
  // One exclusion field after the people it leaves out, cut from them by a separator: the people are the plain part.
  const leftOut =
    fields.length === 1 && fields[0]?.kind === 'exclude' && parts.length > 1 && !parts[0]?.f && SEPARATED.test(definition) && !TABLE.test(definition);
  if (fields.length < 2 && !leftOut) return null;
  // An employment field is read as the sentence it is, and says nothing when its value is any kind ("Vínculo: todos").
  const anyKind = (f: Field) =>
    f.kind === 'employment' &&
    ANY_KIND.test(
      foldText(f.value)
        .replace(/[^\p{L}\s]/gu, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    );
  const plain = parts.filter((p) => !p.f).map((p) => p.s.replace(/[.!?]*$/, '.'));
  const engaged = fields.filter((f) => f.kind === 'employment' && !anyKind(f)).map((f) => f.value.replace(/[.!?]*$/, '.'));
  const of = (k: FieldKind) => fields.filter((f) => f.kind === k).map((f) => f.value);
  const areas = of('sub').length ? of('sub') : of('function');
  const titles = of('titles');
  const out: string[] = [...plain];
  const excepted: string[] = [];
  let named = false;
  const rungs = of('seniority').flatMap((v) => {
    const { rungs: r, except, named: n } = seniority(v);
    if (except) excepted.push(except);
    if (n) named = true;
    return r ? r.split(', ') : [];
  });
  if (titles.length) out.push(...titles.map((t) => (areas.length ? `${areas.join(', ')}: ${t}.` : `${t}.`)));
  else if (areas.length) out.push(`${areas.join(', ')}.`);
  // A sentence of rungs scopes the people before it; interns are people of their own, so they head their areas' list.
  const interns = areas.length > 0 && !titles.length && rungs.includes(INTERNS);
  const others = interns ? rungs.filter((r) => r !== INTERNS) : rungs;
  // A range up to a chief ("Level: analyst to CFO") after the areas is said of them, in their sentence ("Controlling, FP&A,
  // analyst to CFO": the areas from their first rung up, and the chief; chief-cap.ts): alone it was the chief's function.
  const toChief =
    others.length === 1 && areas.length > 0 && !titles.length && RANGE.test(foldText(others[0] ?? '')) && CHIEF_END.test(foldText(others[0] ?? ''));
  // Session 59: a seniority said with the area's own seats ("Seniority: outlet / restaurant manager and up" after "Function:
  // Food & Beverage") is said of the area, as a titles field is: a sentence of its own had left the area at every rung.
  // (Not when the function names its people itself: "Site operations — … general managers, their deputies and duty managers".)
  const people = () => areas.some((a) => tagSentence(a.toLowerCase(), false, false, false).tagged.some((t) => t.tag?.k === 'noun'));
  const seats = others.length > 0 && areas.length > 0 && !titles.length && named && !people();
  if (toChief) out[out.length - 1] = `${areas.join(', ')}, ${others[0]}.`;
  else if (seats) out[out.length - 1] = `${areas.join(', ')}: ${[...new Set(others)].join(', ')}.`;
  else if (others.length) out.push(`${[...new Set(others)].join(', ')}.`);
  if (interns) out.push(`${areas.join(', ')}: ${INTERNS}.`);
  // After the people it scopes, as a sentence of its own ("Vendas. CLT.": the sales people on the payroll).
  out.push(...engaged);
  // Each item of an exclusion field is a term of its own: no noun is shared across the list ("product marketing, content
  // writers" leaves out product marketing, not its writers).
  for (const v of [...of('exclude'), ...excepted]) out.push(...items(v).map((x) => `Not ${x}.`));
  const employees = of('headcount')
    .map(headcount)
    .find((r) => !!r);
  const sectors = of('industry').flatMap(industries);
  const notApplied = [...of('place'), ...of('industry').filter((v) => !industries(v).length), ...(employees ? [] : of('headcount'))];
  const words = [...of('headcount'), ...of('industry')].join('; ');
  const employer: EmployerCondition | undefined =
    employees || sectors.length ? { sectors: [...new Set(sectors)], except: [], ...(employees ? { employees } : {}), text: words } : undefined;
  return { text: out.join('\n'), notApplied, ...(employer ? { employer } : {}) };
}
