// Folding text for the employer's and the size's readers: case, accents and punctuation as one reader compares them.

/** Lower case without accents, "ß" as "ss", punctuation but list marks as spaces (one pass, positions need not carry over). */
export const foldText = (s: string) =>
  s
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
