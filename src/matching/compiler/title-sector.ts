// "Varejo. Lojas: …; Compras: …; Marketing: …", "Retail. Stores: …; Buying: …": a first sentence that is only a word for a
// kind of business, over two or more sentences that each head their own list, is the persona's title: the kind of
// employer all its people work at. Such a word names a sector only with its frame ("in retail", "Retail: …";
// lexicon-employers.ts `words`), so the title is read as a heading of the sentences after it: its full stop becomes a
// colon, and the employer reader (employer.ts) applies it to the whole persona and takes its words out of the people's.
// A word of no sector, or of one that is a department as well ("Logistics. Warehouse: …; Transport: …"), stays a title
// that names nobody (compile.ts titleLine).
import { foldText } from './fold.js';
import { joinCompounds, sectorsIn } from './employer-find.js';
import { guessLanguage } from './language.js';
import { DEPARTMENT_SECTORS } from './lexicon-employers.js';

/** A sentence that heads its own list ("Compras: …"). */
const HEADED = /^[^:]{1,40}:\s*\S/u;
/** A title sentence: one to three words and a full stop (or nothing). */
const TITLE = /^\s*([\p{L}][\p{L}\p{M}'’ -]{0,40}?)\s*\.?\s*$/u;

/** The people's sentences with a first sentence that only names the kind of business read as their heading. */
export function sectorTitle(read: readonly string[]): string[] {
  const [first, ...rest] = read;
  const m = first === undefined ? null : TITLE.exec(first);
  if (!m || rest.length < 2 || !rest.every((s) => HEADED.test(s.trim()))) return [...read];
  const words = m[1] ?? '';
  if (words.split(/\s+/).length > 3) return [...read];
  const heading = `${words}:`;
  const folded = foldText(joinCompounds(heading));
  const found = sectorsIn(folded, guessLanguage(foldText(read.join(' '))));
  const whole =
    found.length > 0 &&
    found.every((f) => f.frame === 'at' && !f.held && !DEPARTMENT_SECTORS.has(f.sector)) &&
    folded.slice(0, found[0]!.start).trim() === '' &&
    folded.slice(found[found.length - 1]!.end).trim() === ':';
  return whole ? [heading, ...rest] : [...read];
}
