// Two fields sharing one head noun: "engenheiros de dados e de analytics", "ingénieurs data et BI", "ingenieros de software
// y de datos" (the head first, as the Romance languages write it) and "data and analytics engineers", "Daten- und
// Analytics-Engineers" (the head last). The bare field after (or before) the conjunction is read with the head noun, when
// the lexicon knows that phrase as one kind of people ("engenheiros de analytics" are analytics engineers, "ingenieros de
// datos" data engineers): the field alone would be everyone in it (every data person, every analyst).
// Only people's nouns whose head is an engineer's or a developer's word share (HEADS): "sales and marketing managers" keep
// their own reading (attach.ts).
import { tag, tokenise, type Tagged } from './tokens.js';

/** Head nouns that two fields can share. DATA. */
const HEADS =
  /^(engineers?|developers?|engenheir[oa]s?|ingenieur(e|es|s|in|innen)?|ingenier[oa]s?|desenvolvedor(es|as?)?|desarrollador(es|as?)?|developpeu(r|rs|se|ses)|entwickler(in|innen)?|ontwikkelaars?)$/;
const AND = new Set(['and', 'und', 'et', 'y', 'e', 'en', '&', '/']);
const OF = new Set(['de', 'd', 'des', 'du', 'do', 'da', 'dos', 'das']);

/** The single people's noun a phrase is, if the lexicon reads it so. */
export function nounOf(phrase: string): Tagged['tag'] {
  const t = tag(tokenise(phrase));
  return t.length === 1 && t[0]?.tag?.k === 'noun' ? t[0].tag : null;
}

const isNoun = (g: Tagged | undefined) => g?.tag?.k === 'noun';
const isArea = (g: Tagged | undefined) => g?.tag?.k === 'area';
const ends = (g: Tagged | undefined) => !g || ['sep', 'neg', 'negpost', 'filler', 'of', 'ex', 'inc'].includes(g.tag?.k ?? '') || /^[,.;:()]$/.test(g.text);

export function shareHeadNoun(tagged: Tagged[]): Tagged[] {
  const out = [...tagged];
  for (let i = 0; i < out.length; i += 1) {
    const n = out[i];
    if (!isNoun(n) || !n) continue;
    const words = n.text.split(' ');
    // Head first: "engenheiros de dados" + "e (de) analytics".
    const head = words[0] ?? '';
    if (HEADS.test(head) && words.length > 1 && AND.has(out[i + 1]?.text ?? '')) {
      const of = OF.has(out[i + 2]?.text ?? '') ? 1 : 0;
      const a = out[i + 2 + of];
      const link = OF.has(words[1] ?? '') ? `${words[1]} ` : '';
      if (isArea(a) && a && ends(out[i + 3 + of])) {
        const shared = nounOf(`${head} ${link}${a.text}`);
        if (shared) {
          out[i + 2 + of] = { ...a, tag: shared, unknown: false };
          if (of) out[i + 2] = { ...(out[i + 2] as Tagged), tag: { k: 'filler' } };
        }
      }
    }
    // Head last: "data" + "and" + "analytics engineers".
    const last = words[words.length - 1] ?? '';
    const a = out[i - 2];
    if (HEADS.test(last) && words.length > 1 && AND.has(out[i - 1]?.text ?? '') && isArea(a) && a && (i === 2 || ends(out[i - 3]))) {
      const shared = nounOf(`${a.text} ${last}`);
      if (shared) out[i - 2] = { ...a, tag: shared, unknown: false };
    }
  }
  return out;
}
