// Folding text for the employer's and the size's readers: case, accents and punctuation as one reader compares them.

/** The ligatures of French and Danish words as their two letters ("Œnologue", "Cæsar"), before accents are taken off. */
export const foldLigatures = (s: string) => s.replace(/œ/g, 'oe').replace(/Œ/g, 'Oe').replace(/æ/g, 'ae').replace(/Æ/g, 'Ae');

/** Lower case without accents, "ß" as "ss", punctuation but list marks as spaces (one pass, positions need not carry over). */
export const foldText = (s: string) =>
  s
    // Gender forms as the tokeniser drops them (tokens.ts): "Director/a", "Gründer:innen", "directeur/trice" (session 44: a
    // fallback's seat is found in the sentence by its words).
    .replace(/(\p{L})[:*_/](in|innen)\b/gu, '$1')
    .replace(/(\p{L})\/-?(trice|rice|euse|ere|ère|ienne|e|a|as|es)(?![-\p{L}])/gu, '$1')
    .replace(/(\p{Ll})Innen\b/gu, '$1')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[’'`\-–—]/g, ' ')
    .replace(/[^\p{L}\p{N},&/+:;()\s]/gu, ' ')
    .replace(/\s+/g, ' ');

/** foldText, with the index in `s` of each folded character (`at[i]`), so that words found folded can be taken out of `s`. */
export function foldMapped(s: string): { text: string; at: number[] } {
  let text = '';
  const at: number[] = [];
  let i = 0;
  for (const c of s) {
    for (const x of foldText(c)) {
      if (x === ' ' && text.endsWith(' ')) continue;
      text += x;
      at.push(i);
    }
    i += c.length;
  }
  return { text, at };
}
