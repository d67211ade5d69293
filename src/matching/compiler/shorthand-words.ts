// Session 35: abbreviated words buyers paste from CRM filters, spelled out before the tokeniser splits words (tokens.ts), so
// the lexicon's phrases hold for them: "Account Mgr", "Sales Mgrs", "Sr. Mgr+" are managers ("account manager to client
// services director", "sr manager and up"). Rung words the lexicon knows in short already ("Dir.", "Sr.", "VP") stay.

/** Abbreviation → the word it stands for (a plural "s" is kept). */
const SHORT: ReadonlyArray<readonly [RegExp, string]> = [[/(?<![\p{L}\p{N}])mgr(s?)(?![\p{L}\p{N}])/giu, 'manager$1']];

export function spellOutShorthand(sentence: string): string {
  return SHORT.reduce((t, [re, word]) => t.replace(re, word), sentence);
}
