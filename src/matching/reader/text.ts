// Text normalisation shared by the title and persona parsers: lower case, no accents, "ß" as "ss", single spaces.
export function norm(s: string): string {
  return s
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
