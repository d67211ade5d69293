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
export const SEAT =
  '(?!(?:one|none|any|such|neither|von beiden|der beiden|ninguno|ninguna|nenhum|nenhuma|van beide)\\b)[^,.;:()]{1,50}?(?: \\([^()]{1,60}\\))?';
/** Where the words of a seat end: punctuation or the end of the clause. */
const ENDS = '(?: above (?:them|him|her)| at all)?(?=[,;:.)?]| \\(|\\s*$)';

/**
 * "unless there is a sales director — then only the director", "es sei denn, es gibt einen CHRO, dann nur diesen", "sauf
 * s'il y a un DAF, auquel cas seulement lui": the seat of the condition is kept too (the group: whom the words name).
 */
const THEN =
  '(?:,?\\s+(?:then|in which case|in that case|dann|in diesem fall|alors|auquel cas|dans ce cas|entonces|en cuyo caso|en ese caso|entao|caso em que|nesse caso|dan|in dat geval)\\s+(?:only |just |nur |seulement |uniquement |solo |solamente |so |apenas |somente |alleen )?(?:the |that |this |der |die |den |diesen |diese |le |la |l |el |ese |esa |o |a |esse |essa |de |het |die )?([^,.;:()]{1,40}?)(?: instead| stattdessen| a la place| en su lugar| no lugar| in plaats daarvan)?)?';

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
  // "and where there is neither, whoever runs IT": the people after it stand in for the last seat before it (session 50)
  '(?:and |or )?(?:if|where|when) (?:there is|there s|theres|there are) neither(?: one| of them| of the two)?',
  '(?:and |or )?(?:if|where|when) (?:there is|there are) (?:none|no one) of (?:them|the two|these|those)',
  '(?:and |or )?(?:if|where|when) neither (?:is there|exists|is present)',
  'failing (?:both|either|the two|all of them)',
  'in (?:its|their) absence',
  // "where nobody does revenue", "if no one handles payroll" (session 44)
  '(?:or )?(?:if|where|when) (?:nobody|no one|noone) (?:does|do|handles|runs|covers|owns|leads|manages) [a-z&/ ]{1,40}?(?=[,;:])',
  // "at clinics without one", "in stores with none", "if marketing has no head", "where the team has no lead"
  '(?:at|in) (?:companies|firms|clinics|practices|sites|stores|shops|plants|branches|businesses|organisations|organizations|accounts|those|ones) (?:without|with no|with none|that lack|lacking) ?(?:one|any|such (?:a )?(?:person|seat|role))?(?=[,;:])',
  '(?<=^\\s*|[,;:]\\s*)(?:without|with no|lacking|that lack|which lack) (?:one|any|such (?:a )?(?:person|seat|role))(?=[,;:])',
  '(?:if|where|when) (?:the )?[a-z]+(?: team| department| function)? (?:has|have) no (?:head|leader|lead|one|such (?:a )?(?:person|seat|role))(?=[,;:])',
  // de
  // not "sonst niemand" / "sonst keiner" (nobody else)
  'sonst(?! (?:niemand|keiner|keine|keinen|nichts)\\b)',
  'ansonsten(?! (?:niemand|keiner|keine|keinen|nichts)\\b)',
  'andernfalls',
  'ersatzweise',
  // "und wo es keinen von beiden gibt", "wenn es beide nicht gibt"
  '(?:und |oder )?(?:wenn|falls|wo) es (?:keinen|keine|keines) (?:von|der) (?:beiden|den beiden) gibt',
  '(?:und |oder )?(?:wenn|falls|wo) es beide nicht gibt',
  '(?:und |oder )?(?:wenn|falls|wo) (?:keiner|keine|keines) (?:von|der) (?:beiden|den beiden) (?:da |vorhanden )?ist',
  'hilfsweise',
  '(?:und |oder )?(?:wenn|falls) (?:nicht|keine?r?|keines|niemand)(?: vorhanden)?(?=[,;:]| dann)',
  '(?:und |oder )?(?:wenn|falls) es (?:den|die|das|diesen|diese|dieses|einen solchen|eine solche|keinen|keine|kein)(?: auch| ebenfalls)? nicht gibt',
  '(?:und |oder )?(?:wenn|falls|wo|sofern) es (?:keinen|keine|kein)(?: solchen| solche)? gibt(?=[,;:]| dann| (?:der|die|das|den|dem)\\b)',
  '(?:und |oder )?(?:wenn|falls|wo) (?:keiner|keine|niemand) (?:da |vorhanden )?ist(?=[,;:]| dann)',
  '(?:bei|in) (?:firmen|unternehmen|betrieben|kliniken|praxen|standorten) ohne (?:einen solchen|eine solche|solche)(?=[,;:])',
  // "wo niemand HR leitet", "falls keiner den Einkauf macht" (session 45)
  '(?:und |oder )?(?:wenn|falls|wo) (?:niemand|keiner) [a-z&/ ]{1,40}? (?:leitet|fuhrt|verantwortet|macht|ubernimmt|betreut|managt)(?=[,;:])',
  // fr
  'sinon',
  'a defaut(?: de quoi| des deux| de l un et de l autre)?',
  '(?:et |ou )?(?:s il|la ou il|quand il|lorsqu il) n y a ni l un ni l autre',
  'faute de quoi',
  '(?:et |ou )?(?:s il|la ou il|quand il|lorsqu il) n y en a (?:pas|aucun|aucune|point)',
  '(?:dans les|chez les) (?:entreprises|societes|structures|cliniques) qui n en ont pas',
  'en son absence',
  // "là où personne ne dirige les RH", "si personne ne gère les achats" (session 45)
  '(?:et |ou )?(?:la ou|si|quand|lorsque|lorsqu) personne ne (?:dirige|gere|pilote|fait|couvre|s occupe (?:de|du|des)|est en charge (?:de|du|des)) [a-z&/ ]{1,40}?(?=[,;:])',
  // es
  '(?:o,? )?en su defecto',
  'de lo contrario',
  '(?:y |o,? )?(?:si|donde|cuando) no (?:hay|haya|existe|exista) ninguno(?: de (?:los|las) dos| de ellos)?',
  'a falta de (?:ambos|los dos|las dos)',
  'en caso contrario',
  '(?:y |o,? )?(?:si|donde|cuando) no (?:lo|la|los|las) (?:hay|haya|tienen|tiene|tengan|tenga)',
  '(?:y |o,? )?(?:si|donde|cuando) no (?:hay|haya|existe|exista)(?=[,;:])',
  '(?:en )?(?:las )?empresas que no (?:lo|la|los|las) (?:tienen|tengan)',
  '(?<=[,;] )si no(?=[,;:])',
  'a falta de (?:este|esta|ello|eso)',
  // "donde nadie dirige RR. HH.", "si nadie lleva las compras" (session 45)
  '(?:y |o,? )?(?:si|donde|cuando) nadie (?:dirige|lleva|gestiona|hace|lidera|cubre|se encarga (?:de|del)|esta a cargo (?:de|del)) [a-z&/ ]{1,40}?(?=[,;:])',
  // pt
  'senao',
  'caso contrario',
  '(?:e |ou,? )?(?:se|onde|quando) nao (?:houver|existir|ha) nenhum(?: dos dois| deles)?',
  'na falta de (?:ambos|os dois|nenhum dos dois)',
  'na (?:sua )?falta(?: dele| dela| deste| desta)?',
  '(?:e |ou,? )?(?:se|onde|quando) nao (?:houver|existir|tiver|ha)(?=[,;:])',
  '(?:e |ou,? )?(?:se|onde|quando) nao (?:o|a|os|as) (?:houver|tiver|tiverem)',
  '(?:nas|em) empresas que nao (?:o|a|os|as) (?:tem|tenham)',
  // "onde ninguém chefia o RH", "se ninguém cuida das compras" (session 45)
  '(?:e |ou,? )?(?:se|onde|quando) ninguem (?:dirige|chefia|lidera|gere|gerencia|faz|cobre|cuida (?:de|do|da|dos|das)|esta a frente (?:de|do|da)) [a-z&/ ]{1,40}?(?=[,;:])',
  // nl
  '(?<=[,;] )anders(?! dan\\b)',
  'of anders',
  '(?:en |of )?(?:als|waar|wanneer|indien) (?:er )?geen van beide(?:n)? (?:is|zijn|er is|er zijn)',
  '(?:en |of )?(?:als|waar|wanneer|indien) (?:die|dat|deze|hij|zij) er niet (?:is|zijn)',
  '(?:en |of )?(?:als|waar|wanneer|indien) er (?:geen|niemand) (?:is|zijn)(?=[,;:])',
  'bij (?:bedrijven|organisaties|firmas|klinieken|praktijken) zonder(?=[,;:])',
  '(?<=[,;] )zo niet',
  'bij gebrek daaraan',
  '(?:indien|als) niet aanwezig',
  // "waar niemand HR leidt", "als niemand de inkoop doet" (session 45)
  '(?:en |of )?(?:als|waar|wanneer|indien) niemand [a-z&/ ]{1,40}? (?:leidt|doet|regelt|beheert|aanstuurt|stuurt|runt)(?=[,;:])',
];

/**
 * "the CTO, VP Engineering or head of engineering — whichever is top", "der CFO oder die kaufmännische Leitung, je nachdem, wer
 * höher steht": of the seats
 * listed before it (in its parenthesis or clause), the most senior one held at the company; read as a chain of fallbacks
 * from the highest rung down. Folded, no anchors.
 */
export const TOP_OF_LIST: readonly string[] = [
  // the words of the top of an area (lexicon-top.ts: "el de mayor rango", "o mais alto", "die ranghöchste") are not these
  'whichever (?:is|one is|of them is|is the) (?:top|highest|higher|more senior|most senior|senior most|seniormost)',
  'je nachdem,? wer (?:hoher|am hochsten|ranghoher|ranghochster) (?:ist|steht)',
  '(?:celui|celle) (?:qui est )?le plus (?:haut|eleve|senior)(?: des deux| d entre eux)?',
  'wie (?:het )?(?:hoogst|hoger|het hoogste) (?:is|staat)',
];

/**
 * Conditions naming a seat (`SEAT`): the people of the clause stand in for it. A bare "without X" ("sem X", "sin X",
 * "ohne X") is a seat only when the people follow it after a comma ("without HR, the CEO"): "Sem SDRs, sem estagiários"
 * leaves people out. Folded, no anchors; `SEAT` is filled by
 * the reader (a group in compiler/fallbacks.ts, plain words in lexicon-sentences.ts SEAT_CONDITION).
 */
export const SEAT_CONDITIONS: readonly string[] = [
  // en
  // ("if a company has no PMM", "where the account has no CISO"; "if the company doesn't have a CFO, skip it" is a
  // condition on the company, which the contract has no way to say)
  `(?:but )?(?:only )?(?:if|where|when|wherever|in case) (?:there is|there s|theres|there are|they have|it has|(?:the|a|an) (?:company|account|org|organisation|organization|customer|client|firm|business) has|they don t have|the company doesn t have) (?:no|not an?|not any) SEAT${ENDS}`,
  // "if a hotel has no GM", "where a firm has no HSE person at all", "if the home has no registered manager"
  `(?:but )?(?:only )?(?:if|where|when|wherever) (?:a|an|the|each|any|its|their) [a-z]+(?: [a-z]+)? (?:has|have|lacks) (?:no|not an?|not any) SEAT${ENDS}`,
  `unless (?:there is|there s|there are|they have|the company has) (?:an?|any|already an?|already) SEAT${THEN}${ENDS}`,
  `(?:but )?(?:only )?(?:at|in) (?:companies|firms|clinics|practices|sites|stores|plants|branches|organisations|organizations|businesses|accounts) (?:without|with no|that lack|lacking) (?:an? |any )?SEAT${ENDS}`,
  `(?<=^|[;:] )(?:without|with no|lacking) (?:an? |any )?SEAT(?=, (?:the|then|go to|ask)\\b)`,
  // de
  `(?:nur )?,? ?(?:wenn|falls|sofern|wo|dort wo) es (?:keinen|keine|kein)(?: eigenen| eigene| eigenes)? SEAT gibt`,
  `(?:wenn|falls|sofern|wo) (?:eine firma|ein unternehmen|das unternehmen|die firma|ein kunde|der kunde) (?:keinen|keine|kein) SEAT hat`,
  // "Gibt es keine Personalabteilung, der Inhaber", "Hat das Haus keinen Direktor, die Inhaberin"
  `(?<=^|[.;:] )(?:gibt es|hat (?:der|die|das|ein|eine) [a-z]+) (?:keinen|keine|kein)(?: eigenen| eigene| eigenes)? SEAT(?=,)`,
  `es sei denn,? es gibt (?:einen |eine |ein |schon einen |schon eine )?SEAT${THEN}${ENDS}`,
  `(?:nur )?(?:bei|in|an) (?:firmen|unternehmen|betrieben|standorten|gesellschaften|kliniken|praxen) ohne (?:eigene[nms]? )?SEAT(?=[:,;])`,
  `(?<=^|[;:] )ohne (?:eigene[nms]? )?SEAT(?=, (?:der|die|das|dann)\\b)`,
  // fr
  // "si l'hôtel n'a pas de directeur", "quand l'établissement n'a pas de DRH"
  `(?:si|quand|lorsque|la ou) (?:l|le|la|un|une|chaque) [a-z]+ n a (?:pas|aucun|aucune) (?:de |d )?SEAT${ENDS}`,
  `(?:(?:mais )?(?:seulement|uniquement) )?(?:s il|quand il|lorsqu il|la ou il) n y a pas (?:de|d) SEAT${ENDS}`,
  `(?:si|quand|lorsque) (?:l|une|la) (?:entreprise|societe|structure|client|cliente|boite) n a pas (?:de|d) SEAT${ENDS}`,
  `sauf s il y a (?:un |une |des |deja un |deja une )?SEAT${THEN}${ENDS}`,
  `(?:en l absence|a defaut) (?:de|d|du) (?:la |l )?SEAT${ENDS}`,
  `(?:seulement |uniquement )?(?:dans les|chez les) (?:entreprises|societes|structures|cliniques) sans SEAT(?=[:,;])`,
  `(?<=^|[;:] )sans SEAT(?=, (?:le|la|l|alors)\\b)`,
  // es
  // (Session 55: "solo donde no haya director de planta": the "only" is the condition's, as English "only where".)
  `(?:(?:pero )?(?:solo|solamente|unicamente) )?(?:si|cuando|donde) no (?:hay|haya|existe|exista|tienen|tiene|tengan|tenga) SEAT${ENDS}`,
  // "si el hotel no tiene director", "donde la obra no tenga jefe de obra"
  `(?:(?:pero )?(?:solo|solamente|unicamente) )?(?:si|cuando|donde) (?:el|la|los|las|un|una|cada) [a-z]+ no (?:tiene|tienen|tenga|tengan|cuenta con) SEAT${ENDS}`,
  `(?:a menos que|salvo que|excepto si|salvo si) (?:haya|exista|hay|existe|tengan|tenga) (?:un |una |ya un |ya una )?SEAT${THEN}${ENDS}`,
  `(?:en ausencia|a falta) de(?: un| una| la| el)? SEAT${ENDS}`,
  `(?:solo |solamente |unicamente )?(?:en|las) (?:empresas|companias|clinicas|tiendas) sin SEAT(?=[:,;])`,
  `(?<=^|[;:] )sin SEAT(?=, (?:el|la|entonces)\\b)`,
  // pt
  `(?:(?:mas )?(?:so|apenas|somente) )?(?:se|quando|onde) (?:nao houver|nao ha|nao existir|nao tiver|nao tiverem) SEAT${ENDS}`,
  // "se o hotel não tiver diretor", "onde a clínica não tem enfermeiro-chefe"
  `(?:(?:mas )?(?:so|apenas|somente) )?(?:se|quando|onde) (?:o|a|os|as|um|uma|cada) [a-z]+ nao (?:tem|tiver|tiverem|tenha|tenham) SEAT${ENDS}`,
  `a (?:nao|menos) ser que (?:haja|exista|tenham|tenha) (?:um |uma |ja um |ja uma )?SEAT${THEN}${ENDS}`,
  `na (?:ausencia|falta) de(?: um| uma)? SEAT${ENDS}`,
  `(?:so |apenas |somente )?(?:em|nas) (?:empresas|companhias|clinicas|lojas) sem SEAT(?=[:,;])`,
  `(?<=^|[;:] )sem SEAT(?=, (?:o|a|entao)\\b)`,
  // nl
  `(?:alleen )?(?:als|waar|wanneer|indien) (?:er )?geen SEAT (?:boven (?:hen|hem|haar|zich) )?(?:is|zijn|staat|staan)`,
  `(?:als|waar|wanneer|indien) (?:een|het) (?:bedrijf|organisatie|klant) geen SEAT heeft`,
  // "als het hotel geen directeur heeft", "waar een bouwbedrijf geen uitvoerder heeft"
  `(?:alleen )?(?:als|waar|wanneer|indien) (?:het|de|een|elk|elke) [a-z]+ geen SEAT (?:heeft|hebben)`,
  `tenzij er (?:al )?(?:een )?SEAT (?:is|zijn)${THEN}`,
  `(?:alleen )?bij (?:bedrijven|organisaties|firmas|klinieken|praktijken) zonder SEAT(?=[:,;]| (?:de|het|een)\\b)`,
  `(?<=^|[;:] )zonder SEAT(?=, (?:de|het|dan)\\b)`,
];
