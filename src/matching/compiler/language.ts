// Which of the six languages a sentence is written in, when its words say so: a few words decide what a short word means
// ("en" is "and" in Dutch but "in" in Spanish and French; "no" is "in the" in Portuguese but a negation in English and
// Spanish). A guess by marker words (DATA below: folded words only one of the languages uses, function words first,
// then a few words of the people personas name); a tie, or no marker, is no language. Used by employer.ts.

export type Language = 'en' | 'de' | 'fr' | 'es' | 'pt' | 'nl';

/** Folded words that belong to one language only (words two languages share, as "en", "de", "die", "in", "no", "o", are left out). */
const MARKERS: Readonly<Record<Language, string>> = {
  en: 'and the of at with for or not who their all only excluding people heads leads purchasing procurement buyers',
  de: 'und der das den dem mit fur bei von ohne nicht keine kein im oder auch nur sowie leiter leiterin leitung mitarbeiter mitarbeitern einkauf vertrieb abteilung geschaftsfuhrer einkaufer',
  fr: 'et les des du le pour avec sans pas dans chez une aux au d l achats acheteurs ventes stagiaires salaries directeurs',
  es: 'y el los las del con sin pero una al jefes jefe directores ventas becarios administracion nominas finanzas equipo equipos tambien seguridad empleados',
  pt: 'e os do da dos das na nas em com sem uma ao aos nao tambem diretores diretor diretora vendas varejo setor estagiarios coordenadores financeiro financeiros suprimentos ensino seguranca funcionarios',
  nl: 'het van voor bij met geen niet ook een zijn naar uit alleen behalve zoals medewerkers leidinggevenden teamleiders hoofden hoofd inkoop inkopers verkoop afdeling klantenservice financien bedrijven werknemers ontwikkelaars directeuren beheer logistiek bouw zorg stagiairs adviseurs',
};

const WORD_LANGUAGE = new Map<string, Language>();
for (const [language, words] of Object.entries(MARKERS) as Array<[Language, string]>) for (const w of words.split(' ')) WORD_LANGUAGE.set(w, language);

/** The language the marker words of a folded text point to, or undefined when none or a tie. */
export function guessLanguage(folded: string): Language | undefined {
  const score = new Map<Language, number>();
  for (const w of folded.split(/[^\p{L}]+/u)) {
    const language = WORD_LANGUAGE.get(w);
    if (language) score.set(language, (score.get(language) ?? 0) + 1);
  }
  const ranked = [...score.entries()].sort((a, b) => b[1] - a[1]);
  const [first, second] = ranked;
  return first && (!second || second[1] < first[1]) ? first[0] : undefined;
}
