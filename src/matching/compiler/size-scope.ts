// The compiler's grammar: a size of company said of one clause's people only. A brief that names its buyers first and then
// "at smaller firms (under 60 staff) the office manager or the CEO", "bij kleinere bedrijven (< 60 medewerkers) de
// directeur-eigenaar", "em empresas de até 60 pessoas, o CEO ou um sócio" gives that size to that clause's people
// (`Selector.employer.employees`), not to the whole persona. So does a size opening the first clause when a later one has
// its own ("Bij bedrijven tot 60 medewerkers de directeur; bij grotere bedrijven de CFO"), and "bigger / grotere / más
// grandes …" then starts above the other clause's bound. A size in the only clause naming people, or in a sentence naming
// nobody ("Only companies over 100 people."), still holds for the whole persona (size.ts).
import type { EmployeeRange } from '../criteria.js';
import { COMPANY_SIZE } from './lexicon.js';
import { foldText } from './fold.js';
import { splitSentences } from './sentences.js';
import { sizeRange } from './size.js';
import { tagSentence } from './tag-sentence.js';

/** A size said relative to another clause's ("at bigger firms", "bij grotere bedrijven", "en empresas más grandes"). */
const COMPARED =
  /(?:^|\s)(?:at|in|for|bei|in|chez|dans|en|em|nas|nos|bij|op)?\s*(?:the|den|der|les|las|los|as|os|de|het)?\s*(?:bigger|larger|grosseren|groesseren|grossere|plus grandes|plus grosses|mas grandes|mayores|maiores|grotere)\s+(?:companies|firms|businesses|organi[sz]ations|accounts|firmen|unternehmen|betrieben|entreprises|societes|structures|boites|empresas|bedrijven|organisaties|ondernemingen)(?=\s|$)/;
const SMALLER =
  /(?:^|\s)(?:at|in|for|bei|chez|dans|en|em|nas|nos|bij|op)?\s*(?:the|den|der|les|las|los|as|os|de|het)?\s*(?:smaller|kleineren|kleinere|plus petites|mas pequenas|menores|kleinere)\s+(?:companies|firms|businesses|organi[sz]ations|accounts|firmen|unternehmen|betrieben|entreprises|societes|structures|boites|empresas|bedrijven|organisaties|ondernemingen)(?=\s|$)/;
const PEOPLE = new Set(['noun', 'level', 'area', 'their', 'senior', 'all']);
const words = (s: string) =>
  new Set(
    foldText(s)
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 2),
  );

/** Whether a sentence names people (a noun, a rung or an area of the lexicon). */
const namesPeople = (s: string) => tagSentence(s).tagged.some((t) => PEOPLE.has(t.tag?.k ?? ''));

/** The people sentence a raw sentence (without its sizes) was read into: the one sharing most of its words, or -1. */
function sentenceOf(raw: string, people: readonly string[]): number {
  const own = words(raw);
  let best = -1;
  let most = 0;
  people.forEach((p, i) => {
    const shared = [...words(p)].filter((w) => own.has(w)).length;
    if (shared > most) [best, most] = [i, shared];
  });
  return best;
}

export interface OwnSize {
  sentence: number;
  range: EmployeeRange;
  text: string;
}

/**
 * The sizes said of one people sentence's people only (see above), with the sentence they belong to. `definition` is the
 * text as written (sizes are taken out of the people's sentences), `people` the sentences the grammar reads.
 */
export function ownSizes(definition: string, people: readonly string[]): OwnSize[] {
  const said: Array<OwnSize & { compared?: 'bigger' | 'smaller' }> = [];
  for (const raw of splitSentences(definition)) {
    const all = [...raw.matchAll(COMPANY_SIZE)].map((m) => m[0].trim()).filter((t) => /[\p{L}\p{N}]/u.test(t));
    const sizes = all.filter((t) => /\d/.test(t));
    const folded = foldText(raw).trim();
    // A compared size opens its clause ("bij grotere bedrijven met de CFO"; not "a Head of People, at bigger firms the CHRO").
    const opens = (m: RegExpExecArray | null) => (m && m.index <= 1 ? m : null);
    const bigger = opens(COMPARED.exec(folded));
    const smaller = opens(SMALLER.exec(folded));
    if (!sizes.length && !bigger && !smaller) continue;
    const sentence = sentenceOf(all.reduce((r, t) => r.replace(t, ' '), raw).replace(/\s+/g, ' '), people);
    if (sentence < 0) continue;
    // "At smaller firms (under 60 staff)": the class and its number are one size, the number's.
    const range = sizes.map(sizeRange).find((r): r is EmployeeRange => r !== null);
    if (range && sizes.length) said.push({ sentence, range, text: all.join(' ') });
    else if (bigger || smaller) said.push({ sentence, range: {}, text: (bigger ?? smaller)?.[0].trim() ?? '', compared: bigger ? 'bigger' : 'smaller' });
  }
  if (!said.length) return [];
  const first = people.findIndex(namesPeople);
  const later = said.filter((s) => s.sentence > first && namesPeople(people[s.sentence] ?? ''));
  if (!later.length) return [];
  const own = said.filter((s) => s.sentence >= first && namesPeople(people[s.sentence] ?? ''));
  // Each sentence one size; "bigger" starts above the other's top, "smaller" ends below the other's bottom.
  const numbered = own.filter((s) => !s.compared);
  const out: OwnSize[] = [];
  for (const s of own) {
    if (out.some((o) => o.sentence === s.sentence)) continue;
    if (!s.compared) {
      out.push({ sentence: s.sentence, range: s.range, text: s.text });
      continue;
    }
    const other = numbered.find((n) => n.sentence !== s.sentence);
    if (s.compared === 'bigger' && other?.range.max !== undefined) out.push({ sentence: s.sentence, range: { min: other.range.max + 1 }, text: s.text });
    if (s.compared === 'smaller' && other?.range.min !== undefined && other.range.min > 0)
      out.push({ sentence: s.sentence, range: { max: other.range.min - 1 }, text: s.text });
  }
  return out;
}
