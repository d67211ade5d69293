// The compiler's grammar: a range that starts at people the sentence named before. "Administradores de fincas y gestores de
// comunidades, de los gestores al propietario": "gestores" alone is a word for managers, but here it names the "gestores de
// comunidades" again, individual contributors, so the range runs from them (the bottom of their area) up to its end (before:
// from team lead up, which left out everyone the persona named). The same holds for "from the coordinators up to the head",
// "von den Sachbearbeitern bis zur Leitung" when those people were named before with their area.
import type { Tagged } from './tokens.js';

/** Articles before the range's first word (DATA). */
const ARTICLE = /^(?:the|los|las|les|la|le|el|os|as|o|a|die|den|der|de|het)\s+/;
/** Words that start a range ("from", "de", "desde", "vom") are tagged `of`, `from` or `min`. */
const STARTS = new Set(['of', 'from', 'min']);

export function namedAgain(tagged: Tagged[]): Tagged[] {
  const out = [...tagged];
  for (let i = 1; i < out.length; i += 1) {
    const g = out[i] as Tagged;
    if (g.tag?.k !== 'level' || !STARTS.has(out[i - 1]?.tag?.k ?? '')) continue;
    const next = out.slice(i + 1).find((t) => t.tag?.k !== 'filler');
    if (next?.tag?.k !== 'to') continue;
    const word = g.text.replace(ARTICLE, '');
    // The same word, earlier, at the head of a noun with an area ("gestores de comunidades").
    const named = out.slice(0, i - 1).find((t) => t.tag?.k === 'noun' && !!t.tag.areas?.length && !t.tag.levels?.length && t.text.split(' ')[0] === word);
    if (named?.tag?.k !== 'noun') continue;
    out[i] = { ...g, tag: { k: 'noun', areas: [...(named.tag.areas ?? [])], ic: true }, unknown: false };
  }
  return out;
}
