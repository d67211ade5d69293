// Conditions on another seat, as data, in the six languages (session 34; read by compiler/fallbacks.ts, and by
// responsibility.ts, which takes their words out of the sentence before it is read: they name nobody kept). Folded words
// (compiler/fold.ts foldText: lower case, no accents, "ß" as "ss", apostrophes and dashes as spaces; commas, colons and
// semicolons kept). `SEAT` stands for the words of the seat (up to a comma, colon, semicolon, parenthesis or the end).
//
// - ELSE_MARKERS: the people after it stand in for those before ("the CISO if there is one; otherwise the head of IT",
//   "der CFO, sonst die Geschäftsführung", "le DAF, à défaut le comptable", "el director financiero o, en su defecto, el
//   controller", "o diretor de TI; se não houver, o CEO", "de HR-manager, als die er niet is de directeur"); said after
//   both ("the CFO, or the finance manager where there is none"), the last people before it stand in for those before them.
// - SEAT_CONDITIONS: a condition naming a seat ("IT team leads only where there is no IT head", "sales managers unless
//   there is a sales director", "IT-Teamleiter nur, wenn es keinen IT-Leiter gibt", "without HR, the CEO", "chefs
//   d'équipe s'il n'y a pas de responsable", "jefes de ventas si no hay director comercial", "se não houver diretor
//   financeiro", "tenzij er een salesdirecteur is"): the people it is said of stand in for that seat.

/** The words of a seat. */
export const SEAT = '[^,.;:()]{1,50}?';
/** Where the words of a seat end: punctuation or the end of the clause. */
const ENDS = '(?=[,;:.)]|$)';

/** Markers of a fallback said without its seat (the people before it are the seat). Folded, no anchors. */
export const ELSE_MARKERS: readonly string[] = [
  // en
  'otherwise',
  'or else',
  '(?<=[,;] )else',
  'failing (?:that|this|which|them|one)',
  '(?<=[,;] )if not',
  '(?:or )?(?:if|where|when) (?:there is|there s|theres|there are) (?:none|no one|nobody|no such (?:person|seat|role))',
  '(?:if|where|when) (?:there isn t|there aren t) (?:one|any)',
  '(?:or )?if none',
  'in (?:its|their) absence',
  // de
  'sonst',
  'ansonsten',
  'andernfalls',
  'ersatzweise',
  'hilfsweise',
  '(?:und |oder )?(?:wenn|falls) (?:nicht|keine?r?|keines|niemand)(?: vorhanden)?(?=[,;:]| dann)',
  '(?:und |oder )?(?:wenn|falls) es (?:den|die|das|diesen|diese|dieses|einen solchen|eine solche|keinen|keine|kein)(?: auch| ebenfalls)? nicht gibt',
  '(?:und |oder )?(?:wenn|falls) es (?:keinen|keine|kein)(?: solchen| solche)? gibt(?=[,;:]| dann)',
  // fr
  'sinon',
  'a defaut(?: de quoi)?',
  'faute de quoi',
  '(?:et |ou )?s il n y en a (?:pas|aucun|aucune|point)',
  'en son absence',
  // es
  '(?:o,? )?en su defecto',
  'de lo contrario',
  'en caso contrario',
  '(?:y )?si no (?:lo|la|los|las) (?:hay|tienen|tiene)',
  '(?:y )?si no (?:hay|existe)(?=[,;:])',
  '(?<=[,;] )si no(?=[,;:])',
  'a falta de (?:este|esta|ello|eso)',
  // pt
  'senao',
  'caso contrario',
  'na (?:sua )?falta(?: dele| dela| deste| desta)?',
  '(?:e )?se nao (?:houver|existir|tiver|ha)(?=[,;:])',
  // nl
  '(?<=[,;] )anders(?! dan\\b)',
  'of anders',
  '(?:en )?als (?:die|dat|deze) er niet (?:is|zijn)',
  'als er (?:geen|niemand) (?:is|zijn)(?=[,;:])',
  '(?<=[,;] )zo niet',
  'bij gebrek daaraan',
  '(?:indien|als) niet aanwezig',
];

/**
 * Conditions naming a seat (`SEAT`): the people of the clause stand in for it. A bare "without X" ("sem X", "sin X",
 * "ohne X") is a seat only when the people follow it after a comma ("without HR, the CEO"): "Sem SDRs, sem estagiários"
 * leaves people out. Folded, no anchors; `SEAT` is filled by
 * the reader (a group in compiler/fallbacks.ts, plain words in lexicon-sentences.ts SEAT_CONDITION).
 */
export const SEAT_CONDITIONS: readonly string[] = [
  // en
  `(?:only )?(?:if|where|when|wherever|in case) (?:there is|there s|theres|there are|they have|it has|the company has|they don t have|the company doesn t have) (?:no|not an?|not any) SEAT${ENDS}`,
  `unless (?:there is|there s|there are|they have|the company has) (?:an?|any|already an?|already) SEAT${ENDS}`,
  `(?:at|in) (?:companies|firms|organisations|organizations|businesses) (?:without|with no) (?:an?|any )?SEAT${ENDS}`,
  `(?<=^|[;:] )(?:without|with no|lacking) (?:an? |any )?SEAT(?=, (?:the|then|go to|ask)\\b)`,
  // de
  `(?:nur )?,? ?(?:wenn|falls|sofern) es (?:keinen|keine|kein)(?: eigenen| eigene| eigenes)? SEAT gibt`,
  `es sei denn,? es gibt (?:einen |eine |ein |schon einen |schon eine )?SEAT${ENDS}`,
  `(?:bei|in|an) (?:firmen|unternehmen|betrieben|standorten|gesellschaften) ohne (?:eigene[nms]? )?SEAT(?=[:,])`,
  `(?<=^|[;:] )ohne (?:eigene[nms]? )?SEAT(?=, (?:der|die|das|dann)\\b)`,
  // fr
  `(?:s il|quand il|lorsqu il|la ou il) n y a pas (?:de|d) SEAT${ENDS}`,
  `sauf s il y a (?:un |une |des |deja un |deja une )?SEAT${ENDS}`,
  `(?:en l absence|a defaut) (?:de|d|du) (?:la |l )?SEAT${ENDS}`,
  `(?:dans les|chez les) (?:entreprises|societes|structures) sans SEAT(?=[:,])`,
  `(?<=^|[;:] )sans SEAT(?=, (?:le|la|l|alors)\\b)`,
  // es
  `(?:si|cuando|donde) no (?:hay|existe|tienen|tiene) SEAT${ENDS}`,
  `(?:a menos que|salvo que|excepto si|salvo si) (?:haya|exista|hay|existe|tengan|tenga) (?:un |una |ya un |ya una )?SEAT${ENDS}`,
  `(?:en ausencia|a falta) de(?: un| una| la| el)? SEAT${ENDS}`,
  `(?:en|las) empresas sin SEAT(?=[:,])`,
  `(?<=^|[;:] )sin SEAT(?=, (?:el|la|entonces)\\b)`,
  // pt
  `(?:se|quando|onde) (?:nao houver|nao ha|nao existir|nao tiver|nao tiverem) SEAT${ENDS}`,
  `a (?:nao|menos) ser que (?:haja|exista|tenham|tenha) (?:um |uma |ja um |ja uma )?SEAT${ENDS}`,
  `na (?:ausencia|falta) de(?: um| uma)? SEAT${ENDS}`,
  `(?:em|nas) empresas sem SEAT(?=[:,])`,
  `(?<=^|[;:] )sem SEAT(?=, (?:o|a|entao)\\b)`,
  // nl
  `(?:als|waar|wanneer|indien) er geen SEAT (?:is|zijn)`,
  `tenzij er (?:al )?(?:een )?SEAT (?:is|zijn)`,
  `bij (?:bedrijven|organisaties|firmas) zonder SEAT(?=[:,])`,
  `(?<=^|[;:] )zonder SEAT(?=, (?:de|het|dan)\\b)`,
];
