// Both sides of the people named, said of them ("founders, whether technical or commercial", "Gründer, egal ob technisch
// oder kaufmännisch", "fondateurs, qu'ils soient tech ou business", "fundadores, ya sean de negocio o de tecnología",
// "sócios, sejam técnicos ou de negócio", "oprichters, zowel technisch als commercieel", "technical or not"): every one of
// them, so the phrase names no one else and narrows nothing. The tokeniser takes it out before the grammar reads the
// sentence. A pair of departments ("whether in engineering or product") is a restriction, not this: one side must be the
// business side or a negation.

const PROFILE_NOUN = String.raw`(?:(?:de\s+|do\s+|du\s+)?perfil(?:es)?\s+|(?:de\s+|du\s+)?profil\s+|(?:a\s+|an\s+|un\s+|una\s+|um\s+|uma\s+|een\s+)?)?`;
const PROFILE_TAIL = String.raw`(?:\s+(?:side|sides|ones|background|backgrounds|profile|profiles|founders?|co-?founders?))?`;
/** The technical side (and a department word, which names that side only beside the business side). */
const TECHNICAL = String.raw`(?:non[\s-]?technical|technical|tech|technology|engineering|product|technisch(?:e|en|er)?|fachlich(?:e|en)?|techniques?|produit|t[eé]cnic[oa]s?|tecnol[oó]gic[oa]s?|de\s+tecnolog[ií]a|de\s+producto|de\s+produto|de\s+ingenier[ií]a|de\s+engenharia|technische)`;
/** The business side. */
const BUSINESS = String.raw`(?:business|commercial|kaufm[aä]nnisch(?:e|en|er)?|commerciales?|commerciaux|comerciales?|comerciais|de\s+negocios?|de\s+neg[oó]cios?|commercieel|commerci[eë]le|zakelijk(?:e)?)`;
const NOT = String.raw`(?:not|nicht|non|pas|no|n[aã]o|niet)`;
const side = (s: string) => `${PROFILE_NOUN}${s}${PROFILE_TAIL}`;
/** The two sides joined by `conj`, one of them the business side or a negation. */
const pair = (conj: string) =>
  String.raw`(?:${side(`(?:${TECHNICAL}|${BUSINESS})`)}\s+${conj}\s+(?:${side(BUSINESS)}|${NOT})|${side(BUSINESS)}\s+${conj}\s+${side(TECHNICAL)})`;
const END = String.raw`(?=\s*(?:[,.;:)—–-]|$))`;
const START = String.raw`(?:[,(—–-]\s*|\s)`;

const EITHER_KIND = new RegExp(
  [
    // After a comma, a dash or a parenthesis: "— business or technical —", "(técnicos o de negocio)", "(technisch oder kaufmännisch)".
    String.raw`[,(—–-]\s*${pair('(?:or|o|u|ou|oder|of)')}\s*(?:[)—–-]|(?=[,.;:]|$))`,
    // "whether technical or commercial", "be they …", "egal ob …", "qu'ils soient …", "ya sean …", "sejam …", "of ze nu …".
    String.raw`${START}(?:whether\s+(?:they(?:'re|\s+are)\s+)?|be\s+they\s+|either\s+)${pair('or')}${END}`,
    String.raw`${START}(?:egal\s+)?ob\s+(?:sie\s+)?${pair('oder')}${END}`,
    String.raw`${START}(?:qu'?\s?ils\s+soient|qu'?\s?elles\s+soient|que\s+ce\s+soit|soit)\s+${pair('ou(?:\\s+soit)?')}${END}`,
    String.raw`${START}(?:ya\s+)?sean?\s+${pair('o')}${END}`,
    String.raw`${START}(?:sejam?|quer)\s+${pair('ou(?:\\s+quer)?')}${END}`,
    String.raw`${START}(?:of\s+ze\s+nu|ongeacht\s+of\s+ze)\s+${pair('of')}${END}`,
    // Both named: "sowohl … als auch", "aussi bien … que", "tanto … como / quanto", "zowel … als".
    String.raw`${START}sowohl\s+${pair('als\\s+auch')}${END}`,
    String.raw`${START}aussi\s+bien\s+${pair('que')}${END}`,
    String.raw`${START}tanto\s+${pair('(?:como|quanto)')}${END}`,
    String.raw`${START}zowel\s+${pair('als')}${END}`,
    // "with a technical or business profile", "con perfil técnico o de negocio", "da igual si son técnicos o de negocio".
    String.raw`${START}(?:with|con|com|avec|mit|met|regardless\s+of\s+whether\s+they\s+are|no\s+matter\s+if\s+they(?:'re|\s+are)|da\s+igual\s+si\s+son|sin\s+importar\s+si\s+son|no\s+importa\s+si\s+son|independientemente\s+de\s+si\s+son|peu\s+importe\s+qu'?\s?ils\s+soient|tanto\s+faz\s+se\s+s[aã]o|independentemente\s+de\s+serem)\s+(?:(?:a|an|un|una|um|uma|einem|einer|een)\s+)?${pair('(?:or|o|u|ou|oder|of)')}${END}`,
  ].join('|'),
  'giu',
);

/** The sentence without phrases that name both sides of the people before them (a closing parenthesis or dash goes with them). */
export function dropEitherKind(sentence: string): string {
  return sentence.replace(EITHER_KIND, (m) => (m.startsWith('(') && !m.endsWith(')') ? ' (' : ' ')).replace(/\(\s*\)/g, ' ');
}
