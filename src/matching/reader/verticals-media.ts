// The title reader's vocabulary of media, creative and consumer employers (DATA), in English, German, French, Spanish,
// Portuguese and Dutch: airlines (flight deck, cabin crew, operations control, aircraft maintenance), football clubs
// (coaches, scouts, sports medicine), tour operators (travel consultants, tour guides), events companies, fashion houses,
// book publishers (editorial, rights), game studios (game design, game art), media agencies (media buying and planning)
// and broadcasters (programming, playout). Each table is spliced into the reader's own next to the infrastructure ones:
// - MEDIA_PHRASES (title-normalise.ts, before the other verticals' phrases): the sectors' titles in the reader's long forms
//   ("Flugbegleiterin" is cabin crew, "Co-Trainer" a sports coach, "Sendeabwicklung" broadcast engineering);
// - MEDIA_FUNCTIONS (title-functions.ts, first rows of FUNCTION): the function and sub-area of those long forms, before the
//   generic words they contain (a "Crew Controller" controls no finance, a "B1 Licensed Aircraft Engineer" writes no
//   software, a "Media Buyer" buys nothing for the company);
// - MEDIA_AREA_OF_SUB (person.ts): the contract's areas of those sub-areas, which win over the generic area rules;
// - MEDIA_RUNGS (title.ts): the rung of titles whose generic words misread it (a captain is senior, a training captain leads,
//   a chief pilot heads the flight deck, a purser is senior cabin crew, a head coach heads the coaches);
// - MEDIA_KINDS (title.ts): kinds of title a persona names apart (aircraft mechanics are mechanics; camera and lighting
//   crews are not playout; physiotherapists wherever they work).
import type { AreaKey, Level } from '../criteria.js';
import type { Fn, Tier } from '../taxonomy.js';

/** Long forms of the sectors' titles (applied to a normalised title, in order, before the other verticals' phrases). */
export const MEDIA_PHRASES: ReadonlyArray<readonly [RegExp, string]> = [
  // A shop's manager ("Gérant de Magasin"): not the owner-manager of the company a bare "Gérant" is.
  [/\bgerant(e)? (de |du )?(magasin|boutique|supermarche|point de vente|succursale)\b/g, 'store manager'],
  // The kitchen's female sous chef ("Souschefin").
  [/\bsouschefin\b/g, 'sous chef'],
  // A telco's fibre installers and FTTH field technicians ("Técnico de Campo FTTH", "Instalador de Fibra"): the network's, not a utility's.
  [
    /\btecnic[oa] (de campo |instalador(a)? )?(ftth|fttx|fttp|de fibra( optica)?)\b|\btecnic[oa] instalador(a)? ftth\b|\binstalador(a)? (de )?fibra( optica)?\b|\bfib(re|er) installer\b|\bftth (technician|installer)\b/g,
    'telecom fibre installer',
  ],
  // A marketplace's seller teams ("Analista de Sellers", "Head de Marketplace", "Onboarding de Lojistas").
  [
    /\b(analista|executiv[oa] de contas|coordenador(a)?|head|gerente|lider|especialista|consultor(a)?) (de |do |dos )?(sellers|lojistas)\b|\bonboarding de lojistas\b|\bseller (account manager|team lead)\b|\bhead (of|de) marketplace\b|\bgerente geral de marketplace\b/g,
    '$& seller success',
  ],
  // ---- airlines: flight deck, cabin crew, operations control, aircraft maintenance --------------------------------------
  [
    /\bdirector of flight operations\b|\bflugbetriebsleiter(in)?\b|\bdirect(eur|rice) des operations (aeriennes|vol)\b|\bdirector(a)? de operaciones (de vuelo|aereas)\b|\bdiretor(a)? de operacoes (de voo|aereas)\b/g,
    'director of flight deck operations',
  ],
  // Session 42: a head or a manager of flight operations ("Leiter Flugbetrieb", "Responsable des opérations aériennes").
  [
    /\bhead of flight op(eration)?s\b|\bleiter(in)? (des )?flugbetrieb(s)?\b|\bresponsable des operations (aeriennes|vol)\b|\bhoofd vliegoperaties\b/g,
    'head of flight deck operations',
  ],
  [/\bflight op(eration)?s manager\b|\bmanager flight op(eration)?s\b|\bgerente de operac(oes|iones) de (voo|vuelo)\b/g, 'flight deck operations manager'],
  [/\bchief pilot\b|\bfleet captain\b|\bchefpilot(in)?\b|\bchef pilote\b|\bjef[ea] de pilotos\b|\bchefe de pilotos\b|\bhoofd vliegers\b/g, 'chief pilot'],
  [
    /\b(line |type rating )?training captain\b|\b(tri|tre|tri\/tre) captain\b|\bausbildungskapitan(in)?\b|\bcommandant de bord instructeur\b|\bcommandant instructeur\b|\bcomandante instructor\b|\bcomandante instrutor\b|\binstructeur gezagvoerder\b/g,
    'airline training captain',
  ],
  [
    /^(line |senior )?captain\b(?! (of|at)\b)|\bcaptain (a3\d\d|b7\d\d|e1\d\d|atr)\b|\bflugkapitan(in)?\b|\bcommandant de bord\b|\bcomandante (de aeronave|de linea aerea|a3\d\d|b7\d\d)\b|^comandante$|\bgezagvoerder\b/g,
    'airline captain',
  ],
  [
    /\b(senior |junior )?(first|second) officer\b|\bco-? ?pilot(e|o|a|in)?\b|\berste[rn]? offizier(in)?\b|\bofficier pilote de ligne\b|\bprimer(a)? oficial\b|\bprimeir[oa] oficial\b|\b(eerste|tweede) officier\b|\b(airline|commercial) pilot\b|\bverkehrspilot(in)?\b|\bpilote de ligne\b|\bpiloto (de linea aerea|comercial)\b|\bverkeersvlieger\b|^pilot(e|o|a|in)?$/g,
    'airline pilot',
  ],
  [
    /\b(cabin services|base cabin crew|cabin crew|inflight|in-flight|inflight services) manager\b|\bleiter(in)? (kabinenpersonal|kabine)\b|\bresponsable (des )?pnc\b|\bgerente de tripulantes\b/g,
    'cabin crew base manager',
  ],
  [
    /\bsenior cabin crew( member)?\b|\bsccm\b|\bpurser\b|\bcabin (manager|supervisor|chief)\b|\bchef(fe)? de cabine( principal(e)?)?\b|\bjef[ea] de cabina\b|\bsobrecomissari[oa]\b|\bchefe de cabine\b|\bkabinenchef(in)?\b|\bseniorpurser\b/g,
    'cabin crew purser',
  ],
  [
    /\bcabin crew( member)?\b(?! (purser|base manager))|\bflight attendant\b|\bcabin attendant\b|\bstewardess\b|\bsteward\b|\bccm\b|\bflugbegleiter(in)?\b|\bhotesse de l'air\b|\bpnc\b|\bpersonnel navigant commercial\b|\bauxiliar de (vuelo|cabina)\b|\btripulante de cabin[ae]\b|\bazafat[oa]\b|\bcomissari[oa] de bordo\b|\bassistente de bordo\b|\bcabinepersoneel\b|\bcabin crew lid\b/g,
    'cabin crew member',
  ],
  [
    /\b(occ|ops control|operations control) (duty )?manager\b|\bocc duty manager\b|\bduty operations manager\b|\bmanager (occ|operations control)\b/g,
    'airline operations control manager',
  ],
  [
    /\bflight dispatch(er)?\b|\bflight operations officer\b|\bops controller\b|\bcrew control(ler)?\b|\bcrew scheduler\b|\boperations control cent(er|re)\b|\bocc\b|\bflugdienstberater(in)?\b|\bagent(e)? d'operations aeriennes\b|\bdespachador(a)? de vuelo\b|\bdespachante (operacional )?de voo\b|\bdispatcher de vol\b|\bcrewcontroller\b/g,
    'airline operations controller',
  ],
  // Session 41: continuing airworthiness (the CAMO, its manager and engineers) is aircraft maintenance's.
  [/\bcontinuing airworthiness\b|\bcamo\b|\bpart[- ]?145( maintenance)?\b/g, 'aircraft maintenance'],
  [
    /\b(line|hangar|base) (maintenance )?shift (lead|leader|supervisor)\b|\bshift (lead|leader|supervisor) ([-–] ?)?(line|base|hangar) maintenance\b|\bhangar shift supervisor\b|\bmaintenance controller\b/g,
    'aircraft maintenance team leader',
  ],
  [
    /\baircraft mechanic\b|\bmechanic cat a\b|\bfluggeratmechaniker(in)?\b|\bflugzeugmechaniker(in)?\b|\bmecanicien(ne)? (avion|aeronautique)\b|\bmecanic[oa] de (aviacion|aeronaves|avioes)\b|\bvliegtuigmonteur\b/g,
    'aircraft maintenance mechanic',
  ],
  [
    /\b(b1|b2|b1\/b2)\b(?=.*\b(engineer|technician|licensed|lae|aircraft|avionics)\b)|\b(licensed engineer|engineer|technician|technicien(ne)?|mecanicien(ne)?|tecnic[oa]|mecanic[oa]|techniker(in)?)\b(?=.*\b(b1|b2)\b)|\btechnicien(ne)? avionique\b|\bmecanicien(ne)? licencie(e)?\b|\blicensed aircraft (maintenance )?engineer\b|\blae\b|\baircraft maintenance (engineer|technician)\b|\baircraft technician\b|\bavionics (engineer|technician)\b|\bfluggeratmechatroniker(in)?\b|\bluftfahrzeugtechniker(in)?\b|\btechnicien(ne)? (aeronautique|de maintenance aeronautique|avion)\b|\btecnic[oa] de mantenimiento (aeronautico|de aeronaves)\b|\btecnic[oa] de manutencao (aeronautica|de aeronaves)\b|\bvliegtuigtechnicus\b/g,
    'aircraft maintenance engineer',
  ],
  // ---- football clubs: coaches, the academy, scouts, medical and performance staff ---------------------------------------
  [
    /\bhead coach\b|\bfirst team manager\b|\bcheftrainer(in)?\b|\btrainer(in)? (der )?(1\.? |ersten )mannschaft\b|\bentraineur principal\b|\bentrenador(a)? principal\b|\bprimer entrenador\b|\btreinador(a)? principal\b|\bhoofdtrainer\b|\bhoofdcoach\b/g,
    'head sports coach',
  ],
  [
    /\bacademy (director|manager)\b|\bhead of (the )?academy\b|\bleiter(in)? (des )?(nachwuchs(leistungszentrum\w*)?|nlz)\b|\bnachwuchschef(in)?\b|\bnlz-? ?leit\w*\b|\bdirect(eur|rice) du centre de formation\b|\bdirector(a)? de (la )?cantera\b|\bcoordenador(a)? (das categorias de )?base\b|\bhoofd (jeugdopleiding|academie)\b/g,
    'head of sports academy',
  ],
  [
    /\b(assistant|goalkeeping|goalkeeper|strength (&|and) conditioning|fitness|academy|youth|first team|set piece|set-piece|individual development|u\d{1,2}) coach\b|\bcoach (u\d{1,2}|des gardiens|adjoint)\b|\bco-? ?trainer(in)?\b|\bassistenztrainer(in)?\b|\btorwarttrainer(in)?\b|\bathletiktrainer(in)?\b|\bnachwuchstrainer(in)?\b|\bjuniorentrainer(in)?\b|\btrainer(in)? u\d{1,2}\b|\bentraineur(s)?( adjoint| des gardiens| de la reserve| u\d{1,2}| des jeunes)?\b|\bpreparat(eur|rice) physique\b|\bentrenador(a)?( de porteros| asistente| de juveniles)?\b|\bpreparador(a)? fisic[oa]\b|\btreinador(a)?( de goleiros| assistente| auxiliar)?\b|\bauxiliar tecnico\b|\bjeugdtrainer\b|\bassistent-? ?trainer\b|\bkeeperstrainer\b|\bconditietrainer\b|\bpersonal (trainer|training)\b|\bentrenador(a)? personal\b|\bcoach sporti(f|ve)\b/g,
    'sports coaching $&',
  ],
  [
    /\bchief scout\b|\bchefscout\b|\bleiter(in)? scouting\b|\bhead of scouting\b|\bjef[ea] de scouting\b|\bresponsable (de la )?cellule de recrutement\b/g,
    'head of sports scouting',
  ],
  [
    /\b(talent |youth |senior |first team |opposition )?scout(in)?\b(?! ?ing)|\bspielerbeobachter(in)?\b|\b(opposition|match|video) analyst\b|\bvideoanalyst(in)?\b|\bscout nachwuchs\b|\bojeador(a)?\b|\bolheiro\b|\bolheira\b|\banalista de (rendimiento|desempenho) (deportivo|esportivo)\b/g,
    'sports scouting $&',
  ],
  [
    /\bhead of (medical|performance (&|and) medicine|sports medicine|medical (&|and) performance)\b|\bleiter(in)? (medizin|medizinische abteilung|sportmedizin)\b|\bresponsable medical\b|\bjef[ea] (de los )?servicios medicos\b|\bcoordenador(a)? (do departamento )?medico\b|\bhoofd medische staf\b/g,
    'head of sports medicine',
  ],
  [
    /\b(club|team) (doctor|physician)\b|\bmannschaftsarzt(in)?\b|\bvereinsarzt(in)?\b|\bmedecin du club\b|\bmedico del club\b|\bmedico do clube\b|\bclubarts\b|\bsports? scientist\b|\bsportwissenschaftler(in)?\b|\bpreparat(eur|rice) athletique\b|\bfisiologo deportivo\b|\bfisiologista\b|\binspanningsfysioloog\b/g,
    'sports medicine staff',
  ],
  // ---- tour operators and travel agencies ------------------------------------------------------------------------------
  [
    /\b(head guide|guiding team lead|tour guide (team )?lead(er)?|coordinador(a)? de guias|jef[ea] de guias|coordenador(a)? de guias|chef des guides)\b/g,
    'tour guide team lead',
  ],
  // German compounds whose "-leiter" leads no team ("Reiseleiterin" guides a tour).
  [/\breiseleiter(in)?\b|\bgastefuhrer(in)?\b/g, 'tour guiding guide'],
  [
    /\btour (guide|leader|escort|manager)\b|\b(resort|holiday|destination) rep(resentative)?\b|\bguide (touristique|conferencier|accompagnateur|interprete)\b|\bguia (de turismo|de turistas|turistic[oa]|bilingue|local|acompanante)\b|\brepresentante de destino\b|\breisleider\b|\breisbegeleider\b|^guia$|^guide$/g,
    'tour guiding $&',
  ],
  [
    /\b(senior |luxury )?travel (consultant|agent|advisor|adviser|counsellor|designer|expert|specialist|sales executive)\b|\breiseverkehrskauf(mann|frau)\b|\breiseberater(in)?\b|\breisebuerokauf\w*\b|\bconseill(er|ere) (en )?voyages?\b|\bagent(e)? de voyages?\b|\bagente de viajes\b|\basesor(a)?( senior)? de viajes\b|\bejecutiv[oa] de ventas de viajes\b|\bcounter de viajes\b|\bdisenador(a)? de viajes\b|\bagente de viagens\b|\bconsultor(a)? de viagens\b|\breisadviseur\b|\breisagent\b/g,
    'travel sales $&',
  ],
  // ---- events companies ----------------------------------------------------------------------------------------------
  [
    /\bevent(s)? (producer|coordinator|planner|manager|production manager|account manager|project manager|director)\b|\bproduct(or|ora) de eventos\b|\bprodut(or|ora) de eventos\b|\bcoordenador(a)? de eventos\b|\bcoordinador(a)? de eventos\b|\bgerente de (contas de )?eventos\b|\bchef(fe)? de projet evenementiel\b|\bevenementencoordinator\b|\bprojectleider evenementen\b|\bveranstaltungs(planer|kauf(mann|frau))(in)?\b/g,
    'event production $&',
  ],
  // ---- fashion houses: design --------------------------------------------------------------------------------------------
  [
    /\bstyliste\b(?! (photo|culinaire|ongulaire))|\b(fashion|womenswear|menswear|knitwear|childrenswear|footwear) designer\b|\bdesigner (pret-a-porter|mode)\b|\bmodeliste( cao)?\b|\bpatronnier(e)?\b|\bpattern (cutter|maker|technologist)\b|\bmodedesigner(in)?\b|\bschnittmacher(in)?\b|\bdirectrice de collection\b|\bmodeontwerper\b|\bpatroontekenaar\b|\bdisenador(a)? de moda\b|\bpatronista\b|\bestilista de moda\b|\bmodelista\b/g,
    'fashion design $&',
  ],
  // ---- book publishers: editorial and rights -----------------------------------------------------------------------------
  [
    /\b(commissioning|acquisitions?|acquiring) editor\b|\beditor(a)? de adquisiciones\b|\bprogrammleiter(in)? (belletristik|sachbuch|verlag|kinderbuch)\b|\bediteur acquisitions\b/g,
    'book commissioning editor',
  ],
  [
    /^(associate |deputy )?publisher$|\bpublishing director\b|\bverlagsleiter(in)?\b|\bverleger(in)?\b|\buitgever\b|\bdirect(eur|rice) litteraire\b/g,
    'book publisher',
  ],
  [
    /\beditorial assistant\b|\bverlagsassistent(in)?\b|\bassistant(e)? d'edition\b|\basistente editorial\b|\bassistente editorial\b/g,
    'book editorial assistant',
  ],
  [/\blektor(in)?\b|\blektoratsleiter(in)?\b/g, 'book editor'],
  [
    /\b(foreign|translation|subsidiary|international|audio|film (&|and) tv) rights\b|\brights (&|and) (contracts|licensing)\b|\bdroits (etrangers|derives|audiovisuels)\b|\bcessions? de droits\b|\bauslandsrechte\b|\blizenzabteilung\b|\bderechos (internacionales|de traduccion|subsidiarios)\b|\bdireitos (internacionais|de traducao)\b|\bbuitenlandse rechten\b/g,
    'publishing rights',
  ],
  // ---- game studios: game design and game art ----------------------------------------------------------------------------
  [
    /\b(game|level|systems|narrative|economy|combat|quest|gameplay|encounter|mission|monetisation|monetization) designer\b|\blead game designer\b|\bgame design(er)? lead\b|\bspieldesigner(in)?\b|\bconcepteur de (jeux|niveaux)\b|\bgame designer\b|\bgame director\b|\bdisenador(a)? de (videojuegos|niveles|juegos)\b|\bdesigner de (jogos|niveis)\b/g,
    'game design $&',
  ],
  [
    /\b(3d|2d|environment|character|concept|technical|tech|vfx|texture|prop|weapon|vehicle|cinematic|game|lead|senior|principal|lead environment|lead character)( \w+)? artist\b|\b(lead |senior |3d |character |gameplay |technical )?animator\b|\bhead of art\b|\bgrafiste 3d\b|\bartista (3d|2d|de entornos|de personajes|conceptual)\b/g,
    'game art $&',
  ],
  // ---- media agencies: media buying and planning ---------------------------------------------------------------------------
  [
    /(?<!social )\bmedia (buyer|planner|planner\/buyer|trader|investment manager|strategist|director|executive)\b|\bmediabuyer\b|\bmedia ?planner\b|\bmediaplaner(in)?\b|\bprogrammatic (trader|buyer|specialist|manager)\b|\btrader(s)? programmati(que|co)s?\b|\bad ?op(eration)?s\b|\bpaid social buyer\b|\bhead of (media|media investment)\b|\bmediaeinkaufer(in)?\b|\bacheteu(r|se) media\b|\bmedia planneu(r|se)\b|\bcomprador(a)? de (medios|midia)\b|\bplanificador(a)? de medios\b|\bplanejador(a)? de midia\b|\bmedia ?inkoper\b|\bmedia ?strateeg\b|\bhoofd media(-? ?inkoop)?\b|\bmediadirecteur\b/g,
    'agency $&',
  ],
  // ---- broadcasters: programming (schedule and content acquisition), playout ---------------------------------------------
  [
    /\bdirector of (programming|programmes)\b|\bprogramm(direktor|direktorin|chef|chefin)\b|\bdirect(eur|rice) des programmes\b|\bdirector(a)? de programacion\b|\bdiretor(a)? de programacao\b|\bchief content officer\b|\bcontentdirecteur\b/g,
    'director of broadcast programming',
  ],
  [
    /\bcontent acqui(sition|sitie)( manager)?\b|\bprogramme planner\b|\bprogramm(planer|planerin|planung|einkauf\w*)\b|\blizenzeinkauf\w*\b|\bplanner programmering\b|\bprogrammation antenne\b|\bprogramat(eur|rice)\b|\bprogramador(a)? de (television|tv|contenidos)\b|\bprogramador(a)? de (televisao|conteudos)\b|\b(tv|broadcast) scheduler\b/g,
    'broadcast programming $&',
  ],
  // ---- film and TV post-production (session 61): editors, colourists, DITs and data wranglers, the head of post ----------
  [/\bhead of post$/g, 'head of post production'],
  [/\b(post|pos) ?-?produ(ction|ktion|ccion|cao|ctie)\b/g, 'post production'],
  [
    /\b(video|film|offline|avid) ?-?editor(in|a)?\b|\beditor(a)? (de (video|imagem|montaje|montagem)|offline)\b|\beditor \(offline\)|(?<!pattern )\bcutter(in)?\b|\bmonteu(r|se) (video|image|film)\b|\bchef ?monteu(r|se)\b|\bmontador(a)? (de video|de cine|audiovisual)\b|(?<!hair )\bcolou?rist(a|e|in)?\b|\betalonneu(r|se)\b|\bdigital imaging technician\b|^dit\b|\bdata wrangler\b/g,
    'post production $&',
  ],
  [
    /\b(camera ?(operator|man|woman)|cameraman|camerawoman|kamera(mann|frau)|eb-kamera|steadicam( operator)?|gaffer|best boy|(ober)?beleuchter(in)?|belichter|lichttechnicus|sound recordist|lighting technician|sound technician|tontechniker(in)?|tonmeister(in)?|cadreu(r|se)|camarografo|cameraman|(av|audio ?visual|stage|lighting|sound|audio) (technician|tech|operator)|licht(techniker|techni(k|c)er)(in)?|veranstaltungstechniker(in)?|technicien(ne)? (son|lumiere|audiovisuel(le)?|du son|de la lumiere|eclairage)|regisseu(r|se) (son|lumiere)|tecnic[oa] (de )?(som|sonido|luz|luces|iluminacao|iluminacion|audio|audiovisual|audiovisuales|audiovisuais)|operador(a)? de (luz|luces|som|sonido|audio|iluminacao|iluminacion)|geluidstechnicus|lichttechnicus|av[- ]technicus)\b/g,
    'broadcast engineering camera crew',
  ],
  [
    /\bplayout\b|\bmcr\b|\bmaster control\b|\btransmission (controller|shift lead|operator)\b|\bsendeabwickl\w*\b|\brundfunktechnik\b|\bomroeptechni\w*\b|\beindregie\b|\bbroadcast systems engineer\b/g,
    'broadcast engineering',
  ],
];

/** Function and sub-area of the long forms above: the first rows of the reader's FUNCTION table. */
export const MEDIA_FUNCTIONS: ReadonlyArray<readonly [RegExp, readonly [Fn, string]]> = [
  // Graphic, brand and marketing designers make a brand's print, packaging and motion work, not the product's screens (UX,
  // UI, product, visual and web designers stay design): "not graphic designers" leaves out only them.
  [
    /\b(graphic|brand|marketing|print|packaging|motion|communications?|kommunikations|grafik|grafisch|dtp) ?design(er|ers|erin)?\b|\bgraphiste\b|\bmediengestalt(er|erin|ung)\b|\b(disenador(a)?|designer) grafic[oa]\b|\bgrafisch ontwerper\b|\bdesigner graphique\b/,
    ['creative', 'graphic'],
  ],
  [/\b(airline (captain|training captain|pilot)|chief pilot|flight deck operations)\b/, ['operations', 'flight_deck']],
  [/\bcabin crew (member|purser|base manager)\b/, ['operations', 'cabin_crew']],
  [/\bairline operations control(ler| manager)\b/, ['operations', 'ops_control']],
  [
    /\baircraft maintenance (engineer|mechanic|team leader|manager|director|lead)\b|\b(head|director|vp|leiter(in)?|directeur|director(a)?) (of )?aircraft maintenance\b/,
    ['trade', 'aircraft'],
  ],
  [/\b(head sports coach|head of sports academy|sports coaching)\b/, ['education', 'coaching']],
  [/\b(head of sports scouting|sports scouting)\b/, ['operations', 'scouting']],
  [/\b(head of sports medicine|sports medicine staff)\b/, ['health', 'sports_medicine']],
  [/\btravel sales\b/, ['hospitality', 'travel']],
  [/\btour guid(e|ing)\b/, ['hospitality', 'guides']],
  [/\bevent production\b/, ['operations', 'events']],
  [/\bfashion design\b/, ['creative', 'fashion']],
  [/\bbook (commissioning editor|publisher|editorial assistant|editor)\b/, ['creative', 'publishing']],
  [
    /\bpublishing rights\b|\brights (executive|manager|director|assistant|associate|coordinator|officer)\b|\bdirector of (subsidiary |foreign )?rights\b|\bhead of rights\b/,
    ['partnerships', 'rights'],
  ],
  [/\bgame design\b/, ['creative', 'game_design']],
  [/\bgame art\b/, ['creative', 'game_art']],
  // Session 52: a game's artists and animators by their medium ("Artiste 3D", "Graphiste 3D", "VFX Artist", "Animateur 2D") and
  // its sound designers ("Audio Designer", "Designer sonore"), who design the game's sound (no area of their own: its design's).
  [
    /\b(3d|2d|vfx|environment|character|concept|texture|lighting) (artists?|artistes?|artistas?|kunstler\w*)\b|\b(artists?|artistes?|artistas?) (3d|2d|vfx)\b|\bgraphistes? (3d|2d)\b|\banimat(eur|rice|or|ora)s? (3d|2d)\b|\b(3d|2d) animat(or|ors|eur|eurs|rice|rices)\b/,
    ['creative', 'game_art'],
  ],
  [/\b(sound|audio) designers?\b|\bdesign(er|eu)s? (sonores?|audio)\b|\bconcepteur(trice)?s? sonores?\b|\bsounddesigner\w*/, ['creative', 'game_design']],
  [/\b(director of )?broadcast programming\b/, ['creative', 'programming']],
  [/\bpost production\b/, ['creative', 'post_production']],
  // An agency's heads of media and investment (marketing; media buying by MEDIA_EXTRA_AREAS).
  [/\bagency (head of (media|media investment)|hoofd media|mediadirecteur|media director)/, ['marketing', 'media']],
];

/** The contract's areas of the sub-areas above (they win over the generic area rules of their function). */
export const MEDIA_AREA_OF_SUB: Readonly<Record<string, AreaKey>> = {
  'operations.flight_deck': 'flight_deck',
  'operations.cabin_crew': 'cabin_crew',
  'operations.ops_control': 'operations_control',
  'trade.aircraft': 'aircraft_maintenance',
  'education.coaching': 'sports_coaching',
  'operations.scouting': 'scouting',
  'health.sports_medicine': 'sports_medicine',
  'hospitality.travel': 'travel_sales',
  'hospitality.guides': 'tour_guiding',
  'operations.events': 'event_production',
  'creative.graphic': 'graphic_design',
  'creative.fashion': 'fashion_design',
  'creative.publishing': 'publishing',
  'partnerships.rights': 'rights_licensing',
  'creative.game_design': 'game_design',
  'creative.game_art': 'game_art',
  'creative.programming': 'broadcast_programming',
  'creative.post_production': 'post_production',
};

/** Rungs of the sectors' titles ([pattern, [tier, level]]) when their generic words misread them. */
export const MEDIA_RUNGS: ReadonlyArray<readonly [RegExp, readonly [Tier, Level]]> = [
  [/\bchief pilot\b|\bhead sports coach\b|\bhead of sports (scouting|medicine)\b/, ['head', 'head']],
  [/\bhead of sports academy\b/, ['director', 'director']],
  [/\b(airline training captain|aircraft maintenance team leader|tour guide team lead)\b/, ['manager', 'team_lead']],
  [/\bairline captain\b|\bcabin crew purser\b|\bbook commissioning editor\b/, ['senior', 'senior']],
  [/\b(cabin crew base manager|airline operations control manager)\b/, ['manager', 'manager']],
  [/\bbook publisher\b/, ['director', 'director']],
];

/** Kinds of title a persona names apart inside an area or across areas. */
export const MEDIA_KINDS: ReadonlyArray<readonly [RegExp, string]> = [
  // An aircraft mechanic is a mechanic ("engineers and mechanics"), like a dealer's workshop mechanic.
  [/\baircraft maintenance mechanic\b/, 'mechanic'],
  // Camera, lighting and sound crews work beside broadcast engineering ("no camera crews").
  [/\bcamera crew\b/, 'camera_crew'],
  // Session 61: a broadcaster's presenters ("Moderatorin", "Presentadora", "Newsreader"), a kind of its production's people.
  [/\bbroadcast presenter\b/, 'presenter'],
  [/\b(physiotherap\w*|physio|kinesitherapeute|fisioterapeuta|fysiotherapeut|masseur|massage therapist)\b/, 'physiotherapist'],
  // Kitchen porters and dishwashers ("no kitchen porters" leaves the rest of the brigade).
  [/\b(kitchen assistant|kitchen porter|dishwasher|abwascher(in)?|sculleryhand)\b/, 'kitchen_porter'],
  // Social media and community managers ("marketing, not social media").
  [/\b(social media|community manag\w*|content creator|contentmaker)\b/, 'social_media'],
  // Session 60: a record label's A&R ("A&R Manager", "Responsable de A&R", "Cazatalentos (A&R)", "A&R Scout").
  [/(?<![\p{L}\p{N}])a ?& ?r(?![\p{L}\p{N}])|\bartists? (and|&) repertoire\b|\bcazatalentos\b/u, 'a_and_r'],
];

/**
 * Press and communications inside marketing (title.ts reads it on marketing titles only): PR, press officers and spokespeople,
 * corporate and internal communications ("PR Manager", "Pressesprecherin", "Referent Unternehmenskommunikation", "Chargée de
 * communication", "Woordvoerder", "Communicatieadviseur", "Responsable de Comunicación", "Assessora de Imprensa"): "marketers,
 * not PR / communications" leaves them out, not the rest of marketing. A title that says marketing ("Marketing &
 * Communications Manager") stays marketing's.
 */
export const PR_COMMS =
  /^(?!.*\bmarketing\b).*\b(pr|public relations|press (officer|office|manager|secretary)|spokes(person|man|woman)|communications?|comms|corporate affairs|pressesprecher\w*|pressereferent\w*|pressestelle|\w*kommunikation\w*|attache(e)? de presse|relations? (presse|publiques)|charge(e)? de communication|(responsable|directeur|directrice|chef) (de la |du service )?communication|communication|porte parole|comunicacion|comunicaciones|comunicacao|relaciones publicas|relacoes publicas|(assessor|assessora) de imprensa|jefe de prensa|gabinete de prensa|portavoz|porta voz|communicatie\w*|woordvoerder\w*|voorlichter\w*|persvoorlichter\w*)\b/;

/** The kinds above, for the reader's list of kinds that stand whatever the rung. */
export const MEDIA_KIND_KEYS: readonly string[] = [...new Set([...MEDIA_KINDS.map(([, k]) => k), 'pr_comms'])];

/** A second area of a title: physiotherapists and masseurs are also sports medicine ("physios at the club"). */
export const MEDIA_EXTRA_AREAS: ReadonlyArray<readonly [Fn, RegExp, AreaKey[]]> = [
  // An agency's media buyers and planners are marketing (paid media, as before) and media buying.
  [
    'marketing',
    /\bagency (media|mediabuyer|mediaplaner|programmatic|ad ?op|trader|paid social|head of media|comprador|planificador|planejador|acheteu|hoofd media|mediadirecteur)/,
    ['media_buying'],
  ],
  // A Dutch "programmadirecteur" directs a programme office or a broadcaster's programming: both.
  ['operations', /\bprogrammadirect\w*/, ['broadcast_programming']],
  ['health', /\b(physiotherap\w*|physio|masseur|massage therapist|fisioterapeuta|fysiotherapeut|kinesitherapeute)\b/, ['sports_medicine']],
];
