// The compiler's grammar: a kind of employment said of the people before it with "also" ("Controllers, also freelance",
// "Controller, auch freiberuflich", "contrôleurs, aussi en freelance", "controladores, también freelance",
// "controladores, também freelancers", "controllers, ook zzp'ers"). After a comma that follows people, "also" and a
// word that only names how people are employed (contractors, freelancers, interim) widen those people to that kind of
// employment: they name nobody of their own (before: every contractor of the company was included).
import type { Tagged } from './tokens.js';

/** "also" in six languages (DATA). */
export const ALSO_WORDS: ReadonlySet<string> = new Set(['also', 'too', 'auch', 'ebenfalls', 'aussi', 'egalement', 'tambien', 'tambem', 'ook', 'eveneens']);
/** Words between "also" and the kind ("aussi en freelance", "auch als Freelancer", "ook als zzp'er", "también como autónomos"). */
export const AS: ReadonlySet<string> = new Set(['en', 'as', 'als', 'como', 'em', 'comme']);
/** Tags that name people: the comma must follow some. */
const PEOPLE = new Set(['area', 'noun', 'level', 'senior']);
const KINDS = new Set(['contractor', 'fractional']);

/** An employment-only word: a noun with no area, level or role, whose employment is contracting. */
function kindOnly(t: Tagged | undefined): boolean {
  const g = t?.tag;
  if (g?.k !== 'noun') return false;
  const { areas, levels, roles, employment } = g as { areas?: string[]; levels?: string[]; roles?: string[]; employment?: string[] };
  return !areas?.length && !levels?.length && !roles?.length && !!employment?.length && employment.every((e) => KINDS.has(e));
}

export function alsoKind(tagged: Tagged[]): Tagged[] {
  const out = [...tagged];
  for (let i = 2; i < out.length; i += 1) {
    if (!ALSO_WORDS.has(out[i]?.text ?? '') || out[i - 1]?.text !== ',') continue;
    if (!out.slice(0, i - 1).some((x) => PEOPLE.has(x.tag?.k ?? ''))) continue;
    let k = i + 1;
    if (AS.has(out[k]?.text ?? '')) k += 1;
    if (!kindOnly(out[k])) continue;
    const next = out[k + 1];
    if (next && !(next.tag?.k === 'sep' && next.text === ',') && next.text !== ')' && next.tag?.k !== 'neg') continue;
    for (let j = i; j <= k; j += 1) out[j] = { ...(out[j] as Tagged), tag: { k: 'filler' }, unknown: false };
  }
  // The kind first, "also" after it ("Developers, ZZP'ers ook", "Entwickler, Freelancer auch", "desarrolladores, autónomos
  // también"): read as English "contractors too" is (the word says the kind is included with the people before it).
  for (let i = 2; i + 1 < out.length; i += 1) {
    if (out[i - 1]?.text !== ',' || !kindOnly(out[i]) || !ALSO_WORDS.has(out[i + 1]?.text ?? '')) continue;
    if (out[i + 1]?.tag?.k === 'inc' || !out.slice(0, i - 1).some((x) => PEOPLE.has(x.tag?.k ?? ''))) continue;
    const next = out[i + 2];
    if (next && !(next.tag?.k === 'sep' && next.text === ',') && next.text !== ')' && next.tag?.k !== 'neg') continue;
    out[i + 1] = { ...(out[i + 1] as Tagged), tag: { k: 'inc' }, unknown: false };
  }
  return out;
}
