// The compiler's grammar, part −2 (before tool fields and sentences): personas pasted as structured ICP cards, from a
// wiki, a deck or a config file. The card's syntax is written into the plain lines and fields the rest of the grammar
// reads (fields.ts, blocks.ts), so a card is its sections and fields and nothing else:
//   - code fences go; a JSON object is its "key: value" lines (lists joined by commas); a YAML key over indented "- x"
//     items, or a "[a, b]" list, is one "key: a, b" line; quotes, **bold**, "#" headings and decorative emoji go;
//   - numbered items ("1.", "2)") are bullets (their dots end no sentence);
//   - "✅ x" is a bullet, "❌ x" leaves x out (YES_BULLETS, NO_BULLETS);
//   - a section heading (lexicon-card.ts, six languages, with or without a colon): "Must have", "Nice to have", "In scope",
//     "Muss", "Kann", "Deseable", "Mag ook" ask for the lines under it and name nobody; "Exclude", "Out of scope",
//     "Hors périmètre", "Fuera", "Fora", "Niet" leave out the lines under it (its bullets, or its lines up to a blank
//     one), and a value after it on its line ("Fora: estagiários") is left out too;
//   - "TL;DR:" and like labels go, the summary stays a sentence;
//   - a markdown table's header and rule rows go (the header names the columns, nobody), and so does a title line that
//     opens the card over the table (the rows say who).
import { foldText } from './fold.js';
import { EXCLUDE_SECTIONS, INCLUDE_SECTIONS, NO_BULLETS, SUMMARY_LABELS, YES_BULLETS } from './lexicon-card.js';

const INCLUDE = new Set(INCLUDE_SECTIONS);
const EXCLUDE = new Set(EXCLUDE_SECTIONS);
const BULLET = /^\s*(?:[-*•·–+]|\d+[.)])\s+/;
/** Pictographs that decorate a line ("Persona achats 🛒"): no word. */
const PICTOGRAPH = /[\p{Extended_Pictographic}\uFE0F\u200D]/gu;

const fold = (s: string) =>
  foldText(s)
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** A JSON value as a field's value: strings as written, lists joined by commas. */
function jsonValue(v: unknown): string {
  if (Array.isArray(v)) return v.map(jsonValue).join(', ');
  if (v && typeof v === 'object') return Object.values(v).map(jsonValue).join(', ');
  return String(v);
}

/** A definition that is one JSON object, as its "key: value" lines; null when it is not one. */
function jsonLines(text: string): string[] | null {
  const t = text.trim();
  if (!t.startsWith('{') || !t.endsWith('}')) return null;
  try {
    const parsed: unknown = JSON.parse(t);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    return Object.entries(parsed as Record<string, unknown>).flatMap(([k, v]) =>
      v && typeof v === 'object' && !Array.isArray(v)
        ? Object.entries(v as Record<string, unknown>).map(([k2, v2]) => `${k2}: ${jsonValue(v2)}`)
        : [`${k}: ${jsonValue(v)}`],
    );
  } catch {
    return null;
  }
}

/** YAML: "key:" over indented "- x" items is "key: x, y"; "key: [x, y]" is "key: x, y"; quotes around values go. */
function yamlLines(lines: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i] as string;
    const key = /^(\s*[\p{L}][\p{L}\p{N} _-]{0,40}):\s*$/u.exec(line);
    const items: string[] = [];
    if (key) {
      const indent = /^\s*/.exec(line)?.[0].length ?? 0;
      for (let j = i + 1; j < lines.length; j += 1) {
        const m = /^(\s*)-\s+(.*)$/.exec(lines[j] as string);
        if (!m || (m[1] as string).length <= indent) break;
        items.push((m[2] as string).trim());
      }
    }
    if (items.length) {
      out.push(`${(key as RegExpExecArray)[1]}: ${items.join(', ')}`);
      i += items.length;
      continue;
    }
    // ("key: [a, "b c"]", "key: "value"": quotes around a value go; quotes in prose stay, a title phrase's among them.)
    const list = /^(\s*[^:[\]]{1,48}:\s*)\[([^\]]*)\]\s*$/u.exec(line);
    const quoted = /^(\s*[^:"']{1,48}:\s*)["']([^"'\n]*)["']\s*$/u.exec(line);
    if (list) out.push(`${list[1] as string}${(list[2] as string).replace(/["']([^"'\n]*)["']/gu, '$1')}`);
    else if (quoted) out.push(`${quoted[1] as string}${quoted[2] as string}`);
    else out.push(line);
  }
  return out;
}

/** The section a line heads: its kind and any value after the heading's colon; null for a line that heads none. */
function section(line: string): { kind: 'in' | 'out'; value: string } | null {
  const m = /^([^:]{1,40}?)\s*(?::\s*(.*))?$/su.exec(line.replace(BULLET, '').trim());
  if (!m) return null;
  const name = fold(m[1] as string);
  const value = (m[2] ?? '').trim();
  // A heading alone needs its colon or its own line; a value after the colon makes it an inline section.
  if (INCLUDE.has(name)) return { kind: 'in', value };
  if (EXCLUDE.has(name)) return { kind: 'out', value };
  return null;
}

/** Whether a line is a markdown table's rule ("|---|---|"). */
const TABLE_RULE = /^\s*\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?\s*$/;

/** The index of the first line with text. */
const firstText = (lines: string[]) => lines.findIndex((l) => l.trim().length > 0);

/** A card's text in the grammar's plain lines and fields. A text with none of a card's syntax comes back as it was. */
export function readCard(text: string): string {
  const json = jsonLines(text);
  let lines = json ?? text.split('\n');
  lines = lines.filter((l) => !/^\s*```/.test(l));
  lines = yamlLines(lines);
  // A table's header is the row before its rule; a caption line over it ("Decision makers:", "Wen wir ansprechen") is the
  // table's title: the rows say who.
  const headers = new Set(lines.flatMap((l, i) => (TABLE_RULE.test(lines[i + 1] ?? '') ? [i] : [])));
  for (const h of [...headers]) {
    let c = h - 1;
    while (c >= 0 && !(lines[c] as string).trim()) c -= 1;
    if (c >= 0 && c === firstText(lines) && !/\|/.test(lines[c] as string) && !/[.!?]\s*$/.test(lines[c] as string)) headers.add(c);
  }
  lines = lines.filter((l, i) => !TABLE_RULE.test(l) && !headers.has(i));
  const out: string[] = [];
  let excluding = false;
  let bulletsSeen = false;
  for (const raw of lines) {
    let line = raw
      .replace(/\*\*|__/g, '')
      .replace(/^\s*#{1,6}\s+/, '')
      .replace(/^(\s*)\d+[.)]\s+/, '$1- ');
    const no = NO_BULLETS.test(line);
    const yes = !no && YES_BULLETS.test(line);
    line = line.replace(NO_BULLETS, '').replace(YES_BULLETS, '').replace(PICTOGRAPH, '').trimEnd();
    const label = /^\s*([^:]{1,20}):\s*(.*)$/u.exec(line);
    if (label && SUMMARY_LABELS.includes(fold(label[1] as string))) line = label[2] as string;
    if (!line.trim()) {
      // A blank line after an exclusion's bullets ends it.
      if (bulletsSeen) excluding = false;
      out.push('');
      continue;
    }
    const head = section(line);
    if (head && !no) {
      excluding = head.kind === 'out' && !head.value;
      bulletsSeen = false;
      if (head.value) out.push(head.kind === 'out' ? `Not: ${head.value}` : head.value);
      continue;
    }
    if (no) {
      out.push(`not ${line.replace(BULLET, '').trim()}`);
      continue;
    }
    if (excluding) {
      const bullet = BULLET.test(line);
      if (bullet || !bulletsSeen) {
        bulletsSeen = bulletsSeen || bullet;
        out.push(`not ${line.replace(BULLET, '').trim()}`);
        continue;
      }
      excluding = false;
    }
    out.push(yes ? `- ${line.trim()}` : line);
  }
  return out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
