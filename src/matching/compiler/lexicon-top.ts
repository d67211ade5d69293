// Vocabulary of the company-relative top rung (grammar: compiler/top-rung.ts): the words that say "only the most senior
// person of an area, whoever that is at each company", in the six languages. Written folded (lower case, no accents, "ß"
// as "ss"), one word or phrase an entry, words as the grammar splits them (letters and digits; "whoever's" is "whoevers").

/**
 * Phrases that name the top of an area by themselves: "the top person in finance", "el máximo responsable de IT". (A
 * possessive alone is not one: "CSMs and their head", "administradores y su jefe", "inkopers en hun hoofd" are the
 * leaders of the people named; "only its head", "seulement son responsable" say the top with "only".)
 */
export const TOP_PHRASES: readonly string[] = [
  // English
  'top one',
  'top person',
  'top people',
  'top guy',
  'top dog',
  'top boss',
  'most senior',
  'highest ranking',
  'highest ranked',
  'highest placed',
  'highest level person',
  'top ranking',
  'number one',
  // German
  'ranghochste',
  'ranghochster',
  'ranghochsten',
  'hochstrangige',
  'hochstrangigen',
  'hochste person',
  'oberste person',
  'hochste verantwortliche',
  'hochsten verantwortlichen',
  'hochster verantwortlicher',
  'oberste verantwortliche',
  'obersten verantwortlichen',
  'oberster verantwortlicher',
  'oberste chef',
  'oberster chef',
  'obersten chef',
  // French
  'plus haut responsable',
  'plus haute responsable',
  'plus haut place',
  'plus haute placee',
  'plus haut grade',
  'plus haute gradee',
  'plus senior',
  'numero un',
  // Spanish
  'maximo responsable',
  'maxima responsable',
  'maximo jefe',
  'maxima jefa',
  'responsable maximo',
  'responsable maxima',
  'jefe maximo',
  'de mayor rango',
  'de mas rango',
  'mas alto cargo',
  'numero uno',
  // Portuguese
  'maximo responsavel',
  'maxima responsavel',
  'responsavel maximo',
  'responsavel maxima',
  'chefe maximo',
  'mais alto cargo',
  'de maior cargo',
  'mais senior',
  'numero um',
  // Dutch
  'hoogste baas',
  'hoogste leidinggevende',
  'hoogste chef',
  'hoogstgeplaatste',
  'hoogst geplaatste',
  'hoogste in rang',
  'meest senior',
  'meest senior persoon',
];

/**
 * "Whoever leads X", "wer die IT leitet", "quien dirige TI", "quem manda na TI", "wie ICT leidt": a who-word … (the top
 * only when nobody else of that function is named: "recruiters, sourcers and whoever leads recruiting" are their leaders)
 */
export const WHO_WORDS: readonly string[] = ['whoever', 'whoevers', 'wer', 'celui qui', 'celle qui', 'quiconque', 'quien', 'quienquiera que', 'quem', 'wie'];
/** … and, within a few words after it, a verb of leading. */
export const LEAD_VERBS: readonly string[] = [
  'leads',
  'runs',
  'heads',
  'manages',
  'is in charge',
  'in charge',
  'leitet',
  'fuhrt',
  'verantwortet',
  'dirige',
  'pilote',
  'est a la tete',
  'lidera',
  'lleva',
  'manda',
  'encabeza',
  'comanda',
  'chefia',
  'gere',
  'leidt',
  'leiding geeft',
  'aanstuurt',
  'de baas is',
];

/**
 * "Only" said before the one who runs an area ("only its head", "solo el jefe", "nur der IT-Leiter", "apenas o gerente
 * de TI", "alleen het hoofd ICT", "seulement son responsable"), or after it ("le responsable seul", "the head only") …
 */
export const ONLY_BEFORE: readonly string[] = [
  'only',
  'just',
  'solely',
  'nur',
  'lediglich',
  'einzig',
  'ausschliesslich',
  'seulement',
  'uniquement',
  'solo',
  'solamente',
  'unicamente',
  'apenas',
  'so',
  'somente',
  'alleen',
  'enkel',
  'slechts',
  'uitsluitend',
];
export const ONLY_AFTER: readonly string[] = ['only', 'alone', 'allein', 'alleine', 'seul', 'seule', 'solo', 'sola', 'sozinho', 'alleen'];
/** … with a determiner or possessive between ("the", "its", "der", "son", "el", "su", "o", "seu", "het", "zijn") … */
export const DETERMINERS: readonly string[] = [
  'the',
  'its',
  'their',
  'der',
  'die',
  'das',
  'den',
  'ihr',
  'ihre',
  'sein',
  'seine',
  'deren',
  'dessen',
  'le',
  'la',
  'l',
  'son',
  'sa',
  'leur',
  'el',
  'su',
  'o',
  'a',
  'seu',
  'sua',
  'de',
  'het',
  'zijn',
  'haar',
  'hun',
];
/** … of one boss noun, in the singular (plural "heads", "jefes", "Leiter der Abteilungen" are a rung, not the top). */
export const BOSS_NOUNS: readonly string[] = [
  'head',
  'boss',
  'leader',
  'manager',
  'chief',
  'leiter',
  'leiterin',
  'leitung',
  'chef',
  'chefin',
  'verantwortliche',
  'verantwortlicher',
  'responsable',
  'cheffe',
  'patron',
  'patronne',
  'jefe',
  'jefa',
  'encargado',
  'encargada',
  'lider',
  'chefe',
  'responsavel',
  'gerente',
  'gestor',
  'gestora',
  'hoofd',
  'baas',
  'leidinggevende',
];
/** Words after the boss noun that keep it one person of an area ("head of IT", "jefe de TI", "hoofd van ICT", "Leiter der IT"). */
export const OF_WORDS: readonly string[] = ['of', 'for', 'der', 'des', 'fur', 'von', 'de', 'du', 'da', 'do', 'del', 'van', 'voor', 'ict', 'it', 'ti'];
/** "Not only the head", "nicht nur der Leiter", "pas seulement", "no solo", "não apenas", "niet alleen": the top and more. */
export const NOT_WORDS: readonly string[] = ['not', 'nicht', 'pas', 'no', 'nao', 'niet'];
/**
 * Words that set people below the top ("everyone below the head of IT", "unterhalb der ranghöchsten IT-Person", "por
 * debajo del máximo responsable", "abaixo do número um", "their deputies", "the number two"): said before a top phrase in
 * its sentence (up to a semicolon), the phrase names whom the people are below, not whom to keep.
 */
export const BELOW_WORDS: readonly string[] = [
  'below',
  'under',
  'underneath',
  'beneath',
  'reporting to',
  'reports to',
  'report to',
  'deputy',
  'deputies',
  'second in command',
  'number two',
  'unterhalb',
  'unter',
  'unterstellt',
  'stellvertreter',
  'stellvertreterin',
  'stellvertretende',
  'stellvertretenden',
  'en dessous',
  'adjoint',
  'adjointe',
  'adjoints',
  'numero deux',
  'por debajo',
  'debajo',
  'adjunto',
  'adjunta',
  'numero dos',
  'abaixo',
  'respondem',
  'reportam',
  'numero dois',
  'onder',
  'plaatsvervanger',
  'plaatsvervangers',
  'nummer twee',
  'rapporteert',
  'rapporteren',
];
