// Kinds of sentences in personas written by responsibility, as data, in the six languages (session 31). A sales playbook
// names people by what they are responsible for and surrounds them with sentences that name nobody, or that say who is
// left out in other words than a negation. Each kind is one row: per language, the alternatives that open such a sentence
// (or clause), in folded words (compiler/fold.ts foldText: lower case, no accents, "ß" as "ss", apostrophes and dashes as
// spaces; commas, colons and semicolons kept). responsibility.ts reads the kinds; context.ts drops the sentences about them.
//
// - heading: a responsibility said first ("Whoever signs off on …", "Wer über … entscheidet", "Ceux qui pilotent …",
//   "Quien firma …", "Quem roda …", "Wie de inkoop doet"): when the next sentence spells it out, the heading names nobody.
// - spelled_out: the sentence that says who that is ("That means …", "Das heißt …", "Concrètement …", "Es decir …",
//   "Ou seja …", "Dat wil zeggen …", "In organisations this size that is …").
// - restates: a sentence restating whose persona it is ("This is the B2B sales force", "Das ist der Vertrieb", "Il s'agit
//   de …"): areas named before, at no rung, add nobody.
// - reports_to: whom they report to ("They typically report to the CFO", "Sie berichten an die Geschäftsführung", "Ils
//   rapportent au DAF", "Reportan al director financiero", "Reportam ao CFO", "Ze rapporteren aan de CFO"): names nobody,
//   up to a colon (the list after it still names people).
// - pains: what they suffer from ("They struggle with …", "Sie leiden unter …", "Ils souffrent de …", "Sufren con …",
//   "Sofrem com …", "Ze worstelen met …"): the sentence names nobody.
// - reps_out / are_reps: the definition leaves the reps (individual contributors) out, and a later sentence says some
//   people are reps ("Key account managers are reps, whatever their title says"): they are left out as well.
// - leave_out: "leave X out", "X draußen lassen", "laisser X de côté", "dejar fuera a X", "deixar X de fora", "X buiten
//   beschouwing laten": read as "leave out X" (a negation of the lexicon before what it leaves out).
// - own_topic: "X is a separate topic", "Qualität ist ein eigenes Thema", "X, c'est un autre sujet", "X es otro tema",
//   "X é outro assunto", "X is een ander verhaal": the subject is left out.
import type { Language } from './language.js';
import { SEAT as FALLBACK_SEAT, SEAT_CONDITIONS } from './lexicon-fallbacks.js';

export type SentenceKind = 'heading' | 'spelled_out' | 'restates' | 'reports_to' | 'pains' | 'reps_out' | 'are_reps' | 'own_topic';

/** Per kind and language, alternatives of a regular expression over folded words (no anchors; callers add them). */
export const SENTENCE_KINDS: Readonly<Record<SentenceKind, Readonly<Record<Language, readonly string[]>>>> = {
  heading: {
    en: ['whoever', 'anyone', 'anybody', 'everyone', 'everybody', 'the (?:person|people|one|ones) (?:who|that)', 'those (?:who|that)', 'people (?:who|that)'],
    de: [
      'wer',
      'alle,? die',
      'jeder,? der',
      'jede,? die',
      'diejenigen,? die',
      'derjenige,? der',
      'diejenige,? die',
      'die (?:person|personen|leute|menschen),? die',
    ],
    fr: [
      'quiconque',
      'celui qui',
      'celle qui',
      'ceux qui',
      'celles qui',
      'celles et ceux qui',
      'ceux et celles qui',
      'la personne qui',
      'les personnes qui',
      'toute personne qui',
      'tous ceux qui',
      'les gens qui',
    ],
    es: [
      'quien',
      'quienes',
      'quienquiera que',
      'cualquiera que',
      'la persona que',
      'las personas que',
      'los que',
      'las que',
      'aquellos que',
      'aquellas que',
      'todos los que',
      'toda persona que',
    ],
    pt: ['quem', 'quem quer que', 'a pessoa que', 'as pessoas que', 'os que', 'as que', 'aqueles que', 'aquelas que', 'todos os que', 'qualquer pessoa que'],
    nl: ['wie', 'al wie', 'degene die', 'degenen die', 'diegene die', 'diegenen die', 'iedereen die', 'de persoon die', 'de personen die', 'de mensen die'],
  },
  spelled_out: {
    en: [
      'that means',
      'this means',
      'which means',
      'that is',
      'that s',
      'this is',
      'in other words',
      'i e',
      'namely',
      'concretely',
      'in practice',
      'specifically',
      '(?:in|at|for) (?:an? )?(?:organisations?|organizations?|companies|company|firms?|businesses|business) (?:of )?(?:this|that|our target) size,? (?:that is|this is|that means|it is|that s|these are|those are)',
    ],
    de: [
      'das heisst',
      'd h',
      'sprich',
      'konkret',
      'im klartext',
      'in der praxis',
      'mit anderen worten',
      'gemeint sind',
      'das sind',
      'das ist',
      '(?:in|bei) (?:unternehmen|firmen|organisationen|betrieben) (?:dieser|unserer) grosse,? (?:ist das|sind das|heisst das)',
    ],
    fr: [
      'c est a dire',
      'autrement dit',
      'concretement',
      'en pratique',
      'a savoir',
      'en clair',
      'cela veut dire',
      'ca veut dire',
      'ce sont',
      'c est',
      'dans (?:les |des )?(?:entreprises|organisations|societes|structures) de cette taille,? (?:c est|ce sont)',
    ],
    es: [
      'es decir',
      'o sea',
      'en concreto',
      'concretamente',
      'en la practica',
      'en otras palabras',
      'esto es',
      'eso es',
      'se trata de',
      '(?:en|para) (?:las )?(?:empresas|organizaciones|companias) de este tamano,? (?:es|son|eso es|esto es)',
    ],
    pt: [
      'ou seja',
      'isto e',
      'quer dizer',
      'na pratica',
      'concretamente',
      'em concreto',
      'em outras palavras',
      'por outras palavras',
      '(?:em|nas) (?:empresas|organizacoes) (?:deste|desse|com este|com esse) (?:tamanho|porte),? (?:e|sao|isso e)',
    ],
    nl: [
      'dat wil zeggen',
      'd w z',
      'dwz',
      'oftewel',
      'met andere woorden',
      'concreet',
      'in de praktijk',
      'dat zijn',
      'dat is',
      'namelijk',
      '(?:bij|in) (?:organisaties|bedrijven) van (?:deze|die) (?:omvang|grootte),? (?:is dat|zijn dat)',
    ],
  },
  restates: {
    en: ['this is', 'these are', 'this means', 'it s', 'that s', 'we are talking about', 'we mean'],
    de: ['das ist', 'das sind', 'dies ist', 'dies sind', 'es geht um', 'gemeint ist', 'gemeint sind', 'wir meinen', 'wir sprechen von', 'wir reden von'],
    fr: ['c est', 'ce sont', 'il s agit', 'on parle d', 'nous parlons d'],
    es: ['esto es', 'estos son', 'se trata de', 'hablamos de', 'nos referimos a'],
    pt: ['isto e', 'estes sao', 'estas sao', 'trata se de', 'falamos de', 'estamos falando de'],
    nl: ['dit is', 'dit zijn', 'het gaat om', 'we bedoelen', 'wij bedoelen', 'we hebben het over'],
  },
  reports_to: {
    en: ['(?:this person|these people|this role|they|he or she|she or he) (?:\\w+ly )?reports? (?:in)?to'],
    de: [
      '(?:diese person|diese personen|diese leute|diese rolle|sie|er oder sie|sie oder er) (?:\\w+ ){0,2}?berichte[nt] (?:\\w+ )?an',
      '(?:\\w+ ){0,2}?berichte[nt] (?:diese person|diese personen|diese leute|diese rolle|sie) (?:\\w+ )?an',
      '(?:diese person|diese personen|sie) (?:ist|sind) [^:;]*?unterstellt',
    ],
    fr: [
      '(?:ils|elles|il|elle|cette personne|ces personnes) (?:\\w+ ){0,3}?(?:rapportent|rapporte|reportent|reporte|dependent|depend|sont (?:\\w+ ){0,2}?rattache\\w*|est (?:\\w+ ){0,2}?rattache\\w*)',
    ],
    es: [
      '(?:(?:ellos|ellas|esta persona|estas personas) )?(?:(?:normalmente|generalmente|habitualmente|tipicamente|suelen) )?(?:reportan|reporta|reportar|dependen|depende|depender) (?:directamente )?(?:a|al|de|del)',
    ],
    pt: [
      '(?:(?:eles|elas|esta pessoa|essa pessoa|estas pessoas|essas pessoas) )?(?:(?:normalmente|geralmente|tipicamente|costumam) )?(?:reportam|reporta|reportar|respondem|responde|responder|dependem|depende) (?:diretamente )?(?:a|ao|aos|as|de|do|da|dos|das)',
    ],
    nl: ['(?:ze|zij|deze persoon|deze mensen|hij of zij|zij of hij) (?:\\w+ ){0,2}?(?:rapporteren|rapporteert|vallen|valt) (?:\\w+ )?(?:aan|onder)'],
  },
  pains: {
    en: ['they (?:\\w+ly )?(?:are )?(?:struggl\\w*|suffer\\w*|drown\\w*|complain\\w*|wrestl\\w*|battl\\w*) (?:with|from|in|about)'],
    de: ['sie (?:(?:meist|oft|typischerweise|in der regel|ublicherweise) )?(?:leiden|kampfen|ringen)'],
    fr: ['(?:ils|elles) (?:(?:en general|souvent|generalement|typiquement|le plus souvent) )?(?:souffrent|subissent|luttent)'],
    es: ['(?:(?:ellos|ellas) )?(?:(?:normalmente|generalmente|habitualmente|tipicamente|suelen) )?(?:sufren|padecen|luchan con|se quejan)'],
    pt: ['(?:(?:eles|elas) )?(?:(?:normalmente|geralmente|tipicamente|costumam) )?(?:sofrem|lutam com|se queixam)'],
    nl: ['(?:ze|zij) (?:(?:meestal|vaak|doorgaans|typisch) )?(?:worstelen|lijden|hebben last)'],
  },
  reps_out: {
    en: ['(?:not|no|excluding|exclude|without|never) (?:the |any )?(?:sales )?(?:reps|representatives|individual contributors|ics)'],
    de: ['(?:nicht|keine|ohne) (?:die )?(?:reps|vertriebler|individual contributors|ics|einzelkampfer)'],
    fr: ['(?:pas|sans|hors) (?:les |de |des )?(?:reps|vendeurs|contributeurs individuels)'],
    es: ['(?:no|sin|ni) (?:los |las )?(?:reps|vendedores|vendedoras|contribuidores individuales)'],
    pt: ['(?:nao|sem|nem) (?:os |as )?(?:reps|vendedores|vendedoras|contribuidores individuais)'],
    nl: ['(?:niet|geen|zonder) (?:de )?(?:reps|verkopers|individual contributors|ics)'],
  },
  are_reps: {
    en: ['(are|is) (?:just |only |really |still |also )?(?:sales )?(?:reps|representatives|individual contributors|ics)'],
    de: ['(sind|ist) (?:nur |eigentlich |auch |trotzdem )?(?:reps|vertriebler|individual contributors|ics|einzelkampfer)'],
    fr: ['(sont|est) (?:des |juste des |en fait des )?(?:reps|vendeurs|contributeurs individuels)'],
    es: ['(son|es) (?:solo |en realidad )?(?:reps|vendedores|vendedoras|contribuidores individuales)'],
    pt: ['(sao) (?:apenas |na verdade )?(?:reps|vendedores|vendedoras|contribuidores individuais)'],
    nl: ['(zijn|is) (?:gewoon |eigenlijk |ook )?(?:reps|verkopers|individual contributors|ics)'],
  },
  own_topic: {
    en: [
      '(?:is|are) (?:a )?(?:separate|different) (?:topic|story|conversation|subject)',
      '(?:is|are) another (?:topic|story|conversation)',
      '(?:is|are) (?:its|their) own (?:topic|thing)',
    ],
    de: ['(?:ist|sind) (?:ein )?(?:eigenes|anderes|separates|gesondertes) thema'],
    fr: ['(?:est|sont) (?:un )?(?:autre sujet|sujet a part|autre histoire)', 'c est (?:un )?(?:autre sujet|sujet a part|autre histoire)'],
    es: ['(?:es|son) (?:otro tema|otra historia|un tema aparte)'],
    pt: ['(?:e|sao) (?:outro assunto|outra historia|um assunto a parte|outro tema)'],
    nl: ['(?:is|zijn) (?:een )?(?:ander verhaal|ander onderwerp|apart onderwerp|apart verhaal)'],
  },
};

/**
 * "Leave X out" in the six languages (folded words), said three ways: around what is left out (the verb, the article that
 * opens it, the particle after it: "leave the CFO out", "laissez les stagiaires de côté"), the verb and particle first
 * ("dejar fuera a los becarios", "deixar de fora os estagiários"), or last ("Praktikanten bitte draußen lassen", "stagiairs
 * buiten beschouwing laten"). All are read as "leave out X". ("Leave them out", "laat ze weg" name no one new: the lexicon.)
 */
export const LEAVE_OUT: Readonly<Record<Language, { before: string; article: string; after: string; first?: string; last?: string; bare?: string }>> = {
  // `bare`: the words that, right after the verb, say no one new when no article opens what is left out ("leave ICs out",
  // "keep contractors out"; not "leave them out").
  en: { before: 'leave|keep', article: 'the|all|any|our|their|every', after: 'out', bare: 'it|them|those|these|that|this|him|her|us|you' },
  de: {
    before: 'lass|lasst|lassen sie',
    article: 'die|den|das|der|alle|unsere|eure',
    after: 'draussen|aussen vor|weg',
    last: '(?:bitte )?(?:draussen|aussen vor) lassen|(?:bitte )?weglassen',
  },
  fr: {
    before: 'laisser|laissez|laisse',
    article: 'les|le|la|l|tous les|toutes les|nos',
    after: 'de cote',
    first: '(?:laisser|laissez|mettre|mettez) de cote',
  },
  es: {
    before: 'dejar|dejad|deja|dejen',
    article: 'a los|a las|al|a la|los|las|el|la|todos los|todas las',
    after: 'fuera',
    first: '(?:dejar|dejad|deja|dejen|dejamos) fuera(?: a)?',
  },
  pt: {
    before: 'deixar|deixe|deixem|deixa',
    article: 'os|as|o|a|todos os|todas as',
    after: 'de fora',
    first: '(?:deixar|deixe|deixem|deixa|deixamos) de fora',
  },
  nl: {
    before: 'laat|laten',
    article: 'de|het|alle|onze',
    after: 'buiten beschouwing|buiten|weg',
    last: 'buiten beschouwing laten|weglaten|laten we buiten beschouwing',
  },
};

/**
 * A heading of the people left out, before its colon ("Out: …", "Fuera: …", "Fora: …", "Buiten: …", "Niet benaderen: …",
 * "Nicht ansprechen: …", "Ne pas contacter : …", "No contactar: …", "Do not approach: …"): read as "exclude: …". (Said
 * without a colon the words stay what they are: "fuera de alcance", "out of scope".)
 */
export const OUT_HEADING = [
  'out|do not contact|dont contact|don t contact|do not approach|dont approach|don t approach|do not target|not for us',
  'raus|draussen|nicht ansprechen|bitte nicht ansprechen|nicht anschreiben|nicht kontaktieren',
  'dehors|ne pas contacter|ne pas cibler|ne pas approcher|a ne pas contacter|a eviter',
  'fuera|no contactar|no contactes|no abordar|a evitar',
  'fora|nao contactar|nao contatar|nao abordar|evitar',
  'buiten|niet benaderen|niet contacteren|niet aanschrijven|vermijden',
].join('|');

/**
 * Either engagement, said of the people before it ("every recruiter, in-house or contract,", "(intern oder extern)",
 * "internes ou externes", "internos o externos", "intern of extern"): they are kept however engaged (read as "contractors
 * included"), no one else is named.
 */
export const EITHER_ENGAGEMENT = [
  '(?:in house|employed|employees|staff|permanent|internal) (?:or|and|and/or) (?:contract|contracted|contractors?|freelance|freelancers?|external|agency)',
  '(?:contract|contractors?|freelance|freelancers?|external) (?:or|and) (?:in house|employed|employees|staff|permanent|internal)',
  '(?:intern|interne|angestellt|festangestellt|fest) (?:oder|und|bzw) (?:extern|externe|frei|freiberuflich|freelance)',
  '(?:internes?|internos?|internas?|salaries|salariés|empleados|funcionarios|proprios|propios) (?:ou|o|y|e|et) (?:externes?|externos?|externas?|freelances?|autonomos|pj|prestataires?|terceirizados)',
  '(?:intern|interne|in loondienst|vast) (?:of|en) (?:extern|externe|freelance|zzp|ingehuurd)',
].join('|');

/**
 * A condition on the company's other seats ("with no CFO", "if there is one", "where there is no legal team", "ohne eigene
 * Einkaufsleitung", "wenn es keinen IT-Leiter gibt", "s'il n'y a pas de DAF", "si no hay director financiero", "se não houver
 * CFO", "als er geen HR-manager is"): a seat named there is no one the persona includes or leaves out. The condition is not
 * applied (the judge reads one person at a time); the people it is said of are read without it. Folded words; `X` is up to
 * five words of the seat.
 */
const SEAT = '[^,.;:()]{1,50}?';
export const SEAT_CONDITION = [
  `(?:with|having) no ${SEAT}(?=,|:)`,
  `(?:if|where|when|wherever|in case) (?:there is|there s|theres|there are|they have|it has|the company has) (?:no|not an?|not any) ${SEAT}(?=[,;:.]|$)`,
  `(?:if|where|when) (?:there is|there s|theres) (?:one|any|such a seat)`,
  `(?:if|where|when) (?:they|the company) (?:have|has) (?:one|any)`,
  `(?:bei|in|an) (?:firmen|unternehmen|betrieben|standorten) ohne (?:eigene[nm]? )?${SEAT}:`,
  `(?:nur )?,? ?(?:wenn|falls) es (?:keinen|keine|kein|den|die|das)(?: auch)?(?: nicht)? (?:${SEAT} )?gibt`,
  `(?:s il|quand il|lorsqu il) n y a pas (?:de|d) ${SEAT}(?=[,;:.]|$)`,
  `(?:s il y en a un|s il y en a une|s il existe|le cas echeant)`,
  `(?:si|cuando|donde) no (?:hay|existe|tienen|tiene) ${SEAT}(?=[,;:.]|$)`,
  `(?:si lo hay|si la hay|si existe)`,
  `(?:se|quando|onde) (?:nao houver|nao ha|nao existir|nao tiver) ${SEAT}(?=[,;:.]|$)`,
  `(?:se houver|se existir|se tiver um|se tiver uma)(?=[,;:.]|$)`,
  `(?:als|waar|wanneer) er geen ${SEAT} is`,
  `(?:als die er is|als er een is|indien aanwezig)`,
  // a seat a fallback stands in for (lexicon-fallbacks.ts): "unless there is a sales director", "without HR,"
  ...SEAT_CONDITIONS.map((c) => c.replace('SEAT', FALLBACK_SEAT)),
].join('|');

const LANGUAGES: readonly Language[] = ['en', 'de', 'fr', 'es', 'pt', 'nl'];

/** The alternatives of one kind in every language (or in those given), as one group. */
export function kindSource(kind: SentenceKind, languages: readonly Language[] = LANGUAGES): string {
  return `(?:${languages.flatMap((l) => SENTENCE_KINDS[kind][l]).join('|')})`;
}

/** A sentence (folded) that opens with a kind. */
export const opensWith = (kind: SentenceKind, flags = ''): RegExp => new RegExp(`^${kindSource(kind)}\\b`, flags);
