// Text normalisation shared by the title and persona parsers: lower case, ligatures as two letters, no accents, "ß" as "ss", single spaces.
export function norm(s: string): string {
  return s
    .replace(/œ/g, 'oe')
    .replace(/Œ/g, 'Oe')
    .replace(/æ/g, 'ae')
    .replace(/Æ/g, 'Ae')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[’`]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** Finds the first pattern that matches; returns its value. */
export function firstMatch<T>(text: string, table: ReadonlyArray<readonly [RegExp, T]>): T | undefined {
  for (const [re, v] of table) if (re.test(text)) return v;
  return undefined;
}
