// Literal title phrases ("loss adjusters", "Disponenten", "conducteurs de travaux"): the classic "title contains" filter,
// and how the compiler reads a role it has no vocabulary for (a careful reader takes unknown jargon literally).
//
// A phrase and a title are compared word by word after the same normalisation:
// - lower case, no accents, "ß" as "ss"; German gender forms ("Disponent:innen", "Disponent*in", "Disponent/in",
//   "Disponent(in)") and the French "(e)" / Spanish "/a" endings dropped; anything but letters and digits separates words;
// - each word cut to its stem by stripping endings until none applies (the rest keeps at least three letters), so the
//   singular and the plural, the masculine and the feminine of one word meet: English -s / -es / -ies / -men / -man,
//   German -en / -er / -in / -innen, French -s / -x / -aux / -e / -eur / -euse / -rice / -enne ("directrice", "directeur": "direct"), Spanish and Portuguese
//   -s / -es / -o / -a, Dutch -en / -s / -e. Every stem is a prefix of its word (the source query relies on it); two
//   words of one stem ("leader", "lead") are one word here, which costs little inside a title.
// A title holds a phrase when its stems contain the phrase's stems in a row; the first word of the phrase may also end
// a German or Dutch compound ("Disponenten" in "Speditionsdisponentin", "monteurs" in "Netzmonteur"; stems of five
// letters or more).
import { norm } from './text.js';
import { TextMemo } from '../text-memo.js';

/** Endings stripped, longest first (a word is stripped again until none applies). */
const ENDINGS = [
  'innen',
  'euses',
  'rices',
  'euse',
  'enne',
  'ies',
  'aux',
  'men',
  'man',
  'rice',
  'eur',
  'es',
  'en',
  'er',
  'al',
  'in',
  's',
  'x',
  'y',
  'e',
  'a',
  'o',
];

/** The stem of one normalised word (see the header). */
export function stem(word: string): string {
  let w = word;
  for (;;) {
    const end = ENDINGS.find((e) => w.endsWith(e) && w.length - e.length >= (e === 'in' ? 5 : e === 's' ? 2 : 3) && !(e === 's' && w.endsWith('ss')));
    if (!end) return w;
    w = w.slice(0, w.length - end.length);
  }
}

/** A phrase or a title as words: lower case, no accents, gender forms dropped (see the header). */
export function phraseWords(text: string): string[] {
  const t = norm(text)
    .replace(/([a-z])(?:[:*_/]in(?:nen)?|\((?:in|innen|e|ne|a)\))(?![a-z])/g, '$1')
    .replace(/([a-z])\/(?:a|e)(?![a-z])/g, '$1');
  return t.split(/[^a-z0-9]+/).filter(Boolean);
}

/** A title phrase as criteria store it: its words, normalised (see `phraseWords`), one space apart. */
export function titlePhrase(text: string): string {
  return phraseWords(text).join(' ');
}

/** The stems of a phrase or a title. */
export function phraseStems(text: string): string[] {
  return phraseWords(text).map(stem);
}

const stemsOfTitle = new TextMemo<string[]>(50_000);
/** The stems of a title, remembered (titles repeat across people and personas). */
function titleStems(title: string): string[] {
  return stemsOfTitle.get(title, () => phraseStems(title));
}

/** Whether a title holds a phrase: the phrase's stems in a row among the title's (the first may end a compound). */
export function titleHolds(title: string, phrase: string): boolean {
  const want = titleStems(phrase);
  const have = titleStems(title);
  if (!want.length) return false;
  const first = want[0] as string;
  for (let i = 0; i + want.length <= have.length; i += 1) {
    const w = have[i] as string;
    const head = w === first || (first.length >= 5 && w.length > first.length + 2 && w.endsWith(first));
    if (head && want.every((x, j) => j === 0 || have[i + j] === x)) return true;
  }
  return false;
}
