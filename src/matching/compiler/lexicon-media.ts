// The persona compiler's words for airlines, football clubs, tour operators, events companies, fashion houses, book
// publishers, game studios, media agencies and broadcasters (DATA, spliced into LEXICON), in English, German, French,
// Spanish, Portuguese and Dutch. The title reader's side is reader/verticals-media.ts; the rungs are the same (a captain is
// senior, a training captain and a head guide lead, a chief pilot, a head coach and a chief scout head, a purser is senior
// cabin crew). Words whose sense depends on the sentence ("dispatchers" and "duty managers" beside an airline, "agents"
// and "guides" beside travel, "producers" beside events, "analysts" beside scouting, "artists" beside games,
// "programming" beside a broadcaster) are MEDIA_SENSES, read by tag-sentence.ts.
import type { AreaKey, Level } from '../criteria.js';
import type { Entry, Tag } from './lexicon.js';

const area = (phrases: string, areas: AreaKey[], p = 3): Entry => ({ phrases, tag: { k: 'area', areas }, p });
const noun = (phrases: string, tag: Omit<Extract<Tag, { k: 'noun' }>, 'k'>, p = 3): Entry => ({ phrases, tag: { k: 'noun', ...tag }, p });
const kind = (phrases: string, k: string, p = 3): Entry => noun(phrases, { roles: [k], alone: true }, p);
const word = (phrases: string, tag: Tag, p = 2): Entry => ({ phrases, tag, p, exact: true });

const HEADS: Level[] = ['head', 'director'];
const LEADERS: Level[] = ['head', 'director', 'vp', 'svp', 'c_level'];

export const MEDIA_LEXICON: Entry[] = [
  // ---- airlines ---------------------------------------------------------------------------------------------------------
  area(
    'flight deck|flight deck crew|flight crew|cockpit crew|cockpitpersonal|personnel navigant technique|tripulacion tecnica|tripulacao tecnica|cockpitpersoneel|' +
      // Session 42: an airline's flight operations (its pilots' line and their heads).
      'flight ops|flight operations|flugbetrieb|operations aeriennes|operaciones de vuelo|operacoes de voo|vliegoperaties',
    ['flight_deck'],
  ),
  noun(
    'pilots|airline pilots|captains|first officer|first officers|second officers|co pilots|copilots|flugkapitan|flugkapitane|piloten|pilotinnen|erste offiziere|verkehrspiloten|' +
      'pilotes|pilotes de ligne|commandants de bord|officiers pilotes de ligne|copilotes|pilotos|comandantes|copilotos|primeros oficiales|primeiros oficiais|vliegers|piloten|gezagvoerders|eerste officieren|verkeersvliegers',
    { areas: ['flight_deck'] },
  ),
  noun('training captain|training captains|tri tre captains|ausbildungskapitane|commandants instructeurs|comandantes instructores|comandantes instrutores', {
    areas: ['flight_deck'],
    levels: ['team_lead'],
  }),
  noun(
    'chief pilot|chief pilots|fleet captains|chefpilot|chefpiloten|chef pilote|chefs pilotes|jefe de pilotos|jefes de pilotos|chefe de pilotos|chefes de pilotos',
    {
      areas: ['flight_deck'],
      levels: ['head'],
    },
  ),
  area(
    'cabin crew|cabin crews|cabin staff|kabinenpersonal|pnc|personnel navigant commercial|tripulacion de cabina|tripulantes de cabina|tripulantes de cabine|tripulacao de cabine|cabinepersoneel',
    ['cabin_crew'],
  ),
  noun(
    'flight attendant|flight attendants|cabin attendants|cabin crew members|stewards|stewardesses|ccm|ccms|flugbegleiter|flugbegleiterinnen|hotesses et stewards|hotesses de l air|auxiliares de vuelo|azafatas|comissarios de bordo|comissarias de bordo|comissarios|stewardessen',
    { areas: ['cabin_crew'] },
  ),
  noun(
    'purser|pursers|sccm|sccms|senior cabin crew|cabin managers|chefs de cabine|jefes de cabina|sobrecomissarios|chefes de cabine|kabinenchefs|pursers en seniors',
    {
      areas: ['cabin_crew'],
      levels: ['senior'],
    },
  ),
  area(
    'occ|ops control|operations control|operations control centre|operations control center|airline ops control|airline operations control|crew control|flight dispatch|centre de controle des operations|centro de control de operaciones|centro de controle operacional|operationeel controlecentrum',
    ['operations_control'],
  ),
  noun(
    'flight dispatchers|flight dispatcher|crew controllers|crew controller|crew controlers|ops controllers|flight operations officers|flugdienstberater|dispatcheurs de vol|despachadores de vuelo|despachantes de voo|crewcontrollers',
    { areas: ['operations_control'], ic: true },
  ),
  area(
    'aircraft maintenance|line maintenance|base maintenance|line and base maintenance|part 145|continuing airworthiness|airworthiness|camo|part m|flugzeugwartung|maintenance aeronautique|mantenimiento aeronautico|manutencao aeronautica|vliegtuigonderhoud',
    ['aircraft_maintenance'],
  ),
  noun(
    'licensed aircraft engineers|licensed aircraft engineer|aircraft engineers|aircraft maintenance engineers|aircraft technicians|aircraft maintenance technicians|laes|avionics engineers|avionics technicians|fluggeratmechaniker|fluggeratmechatroniker|flugzeugmechaniker|techniciens aeronautiques|techniciens de maintenance aeronautique|tecnicos de mantenimiento aeronautico|tecnicos de manutencao aeronautica|vliegtuigtechnici|vliegtuigmonteurs',
    { areas: ['aircraft_maintenance'], ic: true },
  ),
  // Aircraft mechanics are a kind of mechanic (reader MEDIA_KINDS), like a dealer's.
  kind('aircraft mechanics|aircraft mechanic|mecanicos de aviacion|mecanicos de aeronaves|mecaniciens avion', 'mechanic'),
  // ---- football clubs ------------------------------------------------------------------------------------------------------
  area(
    'coaching staff|coaching team|trainerteam|trainerstab|trainerstabs|funktionsteam|staff technique|encadrement technique|cuerpo tecnico|comissao tecnica|technische staf|trainersstaf',
    ['sports_coaching'],
  ),
  noun(
    'assistant coaches|goalkeeping coaches|fitness coaches|academy coaches|youth coaches|cheftrainer|co trainer|co trainerin|cotrainer|assistenztrainer|torwarttrainer|athletiktrainer|nachwuchstrainer|jugendtrainer|entraineurs|entraineur|entraineurs adjoints|preparateurs physiques|entrenadores|entrenador|preparadores fisicos|treinadores|treinador|preparadores fisicos|auxiliares tecnicos|jeugdtrainers|keeperstrainers|assistent trainers',
    { areas: ['sports_coaching'] },
  ),
  noun('head coach|head coaches|first team manager|entraineur principal|primer entrenador|treinador principal|hoofdtrainer|hoofdcoach', {
    areas: ['sports_coaching'],
    levels: ['head'],
  }),
  noun(
    'nlz|nlz leitung|nachwuchsleistungszentrum|nachwuchsleitung|head of academy|heads of academy|academy director|academy directors|directeur du centre de formation|director de cantera|coordenador da base|hoofd jeugdopleiding',
    { areas: ['sports_coaching'], levels: HEADS },
  ),
  area(
    'scouting|scouting department|football recruitment|player recruitment|cellule de recrutement|scoutingabteilung|departamento de scouting|departamento de observacao',
    ['scouting'],
  ),
  noun('scout|scouts|talent scouts|spielerbeobachter|videoanalysten|opposition analysts|video analysts|ojeadores|olheiros|recruteurs du club', {
    areas: ['scouting'],
  }),
  noun('chief scout|chief scouts|chefscout|chefscouts|head of scouting|jefe de scouting', { areas: ['scouting'], levels: ['head'] }),
  area('sports medicine|medical and performance|medical & performance|performance staff|sportmedizin', ['sports_medicine']),
  noun(
    'sports scientists|sports scientist|team doctors|team doctor|club doctors|club doctor|mannschaftsarzt|mannschaftsarzte|vereinsarzt|vereinsarzte|sportwissenschaftler|medecins du club|medicos del club|medicos do clube|clubartsen|fisiologos',
    { areas: ['sports_medicine'] },
  ),
  noun('head of medical|heads of medical|head of performance|leiter medizin|responsable medical|jefe de servicios medicos', {
    areas: ['sports_medicine'],
    levels: ['head'],
  }),
  kind(
    'physio|physios|physiotherapist|physiotherapists|physiotherapeuten|physiotherapeut|physiotherapeutin|kines|kinesitherapeutes|fisioterapeutas|fisios|fysiotherapeuten|fysio|fysios|masseure|masseurs',
    'physiotherapist',
  ),
  // ---- tour operators and travel agencies -----------------------------------------------------------------------------------
  area(
    'travel sales|travel agency|travel agencies|reiseverkauf|reiseburo|reiseburos|agence de voyages|agences de voyages|agencia de viajes|agencias de viajes|agencia de viagens|agencias de viagens|reisbureau|reisbureaus',
    ['travel_sales'],
  ),
  noun(
    'travel agents|travel agent|travel consultants|travel consultant|travel advisors|travel advisers|reiseberater|reiseberaterin|reiseverkehrskaufleute|conseillers voyages|conseilleres voyages|agents de voyages|agentes de viajes|asesores de viajes|agentes de viagens|consultores de viagens|reisadviseurs|reisagenten',
    { areas: ['travel_sales'] },
  ),
  noun(
    'tour guides|tour guide|tour leaders|resort reps|resort representatives|holiday reps|reiseleiter|reiseleiterinnen|gastefuhrer|guides touristiques|guides conferenciers|accompagnateurs|guias de turismo|guias de turistas|guias turisticos|guias|reisleiders|reisbegeleiders|gidsen',
    { areas: ['tour_guiding'] },
  ),
  // ---- events companies ---------------------------------------------------------------------------------------------------------
  area(
    'event production|events production|live events|eventproduktion|veranstaltungsproduktion|production evenementielle|evenementiel|produccion de eventos|producao de eventos|evenementenproductie',
    ['event_production'],
  ),
  noun(
    'event producers|event producer|event coordinators|event managers|event planners|produtores de eventos|coordenadores de eventos|gerentes de eventos|productores de eventos|coordinadores de eventos|chefs de projet evenementiel|eventmanager|veranstaltungsplaner|evenementenmanagers|evenementencoordinatoren',
    { areas: ['event_production'] },
  ),
  // ---- graphic, brand and marketing design (also design: AREA_ALSO) ----------------------------------------------------------
  area(
    'graphic design|brand design|marketing design|print design|packaging design|communication design|grafikdesign|kommunikationsdesign|design graphique|diseno grafico|design grafico|grafisch ontwerp',
    ['graphic_design'],
  ),
  noun(
    'graphic designers|graphic designer|brand designers|brand designer|marketing designers|marketing designer|print designers|packaging designers|motion designers|communication designers|graphistes|graphiste|grafikdesigner|grafikdesignerinnen|mediengestalter|mediengestalterinnen|kommunikationsdesigner|disenadores graficos|disenadoras graficas|disenador grafico|designers graficos|designer grafico|grafisch ontwerpers|grafisch ontwerper|designers graphiques',
    { areas: ['graphic_design'] },
  ),
  // ---- fashion houses --------------------------------------------------------------------------------------------------------------
  area('fashion design|modedesign|stylisme|creation mode|diseno de moda|design de moda|modeontwerp', ['fashion_design']),
  noun(
    'fashion designers|fashion designer|stylistes|styliste|modelistes|modeliste|patronnieres|pattern cutters|pattern makers|modedesigner|modedesignerinnen|schnittmacher|disenadores de moda|patronistas|estilistas|modelistas|modeontwerpers|patroontekenaars',
    { areas: ['fashion_design'] },
  ),
  // ---- book publishers --------------------------------------------------------------------------------------------------------------
  area('book publishing|publishing editorial|lektorat|lektorate|uitgeverij', ['publishing'], 1),
  noun('book editors|lektoren|lektorinnen|editeurs|editrices', { areas: ['publishing'] }),
  // Commissioning (acquisitions) editors acquire books: the senior editors of a list, below its publisher.
  noun(
    'commissioning editors|commissioning editor|acquisitions editors|acquisition editors|acquiring editors|editores de adquisiciones|programmleiter|programmleiterinnen',
    { areas: ['publishing'], levels: ['senior', 'team_lead', 'manager', 'senior_manager'] },
  ),
  // The publisher of a newspaper or a list is the person at its head, as the title reader reads "Publisher", "Verleger",
  // "uitgever" ("editors-in-chief and the publisher", "not the publisher"); "at publishers" is the employer (employer.ts),
  // and "publisher" without "the" names none ("the rights team of a publisher").
  noun(
    'the publisher|der verleger|die verlegerin|den verleger|de uitgever|o publisher|el publisher|le directeur de la publication|la directrice de la publication|directeur de la publication|directrice de la publication',
    { areas: ['publishing'], levels: LEADERS },
    2,
  ),
  noun('publishers|publishing directors|publishing director|verleger|verlagsleiter|verlagsleiterin|uitgevers|directeurs litteraires', {
    areas: ['publishing'],
    levels: LEADERS,
  }),
  noun('editorial assistants|editorial assistant|verlagsassistenten|assistants d edition|asistentes editoriales|assistentes editoriais', {
    areas: ['publishing'],
    levels: ['entry'],
  }),
  area(
    'rights team|rights teams|rights and licensing|rights & licensing|foreign rights|translation rights|subsidiary rights|rechteabteilung|lizenzabteilung|auslandsrechte|droits etrangers|cessions de droits|service des droits|derechos internacionales|derechos de traduccion|direitos internacionais|direitos autorais|rechtenafdeling|buitenlandse rechten',
    ['rights_licensing'],
  ),
  noun('rights director|rights directors|director of rights|head of rights', { areas: ['rights_licensing'], levels: HEADS }),
  // ---- game studios -------------------------------------------------------------------------------------------------------------------
  area('game design|level design|systems design|narrative design|spieldesign|conception de jeux|diseno de juegos|design de jogos', ['game_design']),
  noun(
    'game designers|game designer|level designers|systems designers|narrative designers|economy designers|spieldesigner|concepteurs de jeux|game designers e level designers|disenadores de videojuegos|disenadores de niveles|designers de jogos',
    { areas: ['game_design'] },
  ),
  noun('game director|game directors', { areas: ['game_design'], levels: ['director'] }),
  area('game art|tech art|technical art|concept art|vfx', ['game_art'], 2),
  noun(
    'game artists|3d artists|2d artists|environment artists|character artists|concept artists|technical artists|tech artists|vfx artists|artistes 3d|artistas 3d|grafistes 3d',
    { areas: ['game_art'] },
  ),
  noun('head of art|heads of art', { areas: ['game_art'], levels: ['head'] }),
  // ---- media agencies ---------------------------------------------------------------------------------------------------------------------
  area(
    'ad ops|adops|ad operations|advertising operations|programmatic trading|trading programmatique|media buying|media planning|media investment|media and investment|media / investment|programmatic|mediaeinkauf|mediaplanung|achat media|achat d espace|planning media|compra de medios|planificacion de medios|compra de midia|planejamento de midia|media inkoop|media-inkoop|mediainkoop|mediaplanning',
    ['media_buying'],
  ),
  noun(
    'media buyers|media buyer|media planners|media planner|mediaplaners|mediaplanners|programmatic traders|programmatic buyers|traders programmatiques|trader programmatique|traders programaticos|traders programaticas|programmatische traders|programmatic trader|ad ops specialists|ad ops managers|mediaeinkaufer|mediaplaner|acheteurs media|acheteurs d espace|compradores de medios|planificadores de medios|compradores de midia|compradores de media|planejadores de midia|planeadores de media|media-inkopers|media inkopers|mediainkopers|media inkoper|mediabuyers',
    { areas: ['media_buying'] },
  ),
  // Session 51: customers' onboarding is a kind of title in customer success (`customer_onboarding`, reader/verticals-trades.ts):
  // "CS, not onboarding" leaves out the onboarding specialists, not the CSMs.
  noun(
    'onboarding|customer onboarding|client onboarding|onboarding specialists|onboarding specialist|onboarding managers|onboarding manager|onboarding team|l onboarding|el onboarding|o onboarding|het onboarding|das onboarding|kunden onboarding|especialistas de onboarding|analistas de onboarding',
    { areas: ['customer_success'], roles: ['customer_onboarding'] },
    2,
  ),
  // Session 50: campaign managers are a kind of title (`campaign_manager`, reader/verticals-trades.ts), not every manager of
  // marketing (the title reader reads "Campaign Manager" as an individual contributor).
  noun(
    'campaign managers|campaign manager|gestionnaires de campagne|gestionnaire de campagne|charges de campagne|charge de campagne|gestores de campanas|gestor de campanas|gestores de campanha|gestor de campanha|campagnemanagers|campagnemanager|kampagnenmanager|kampagnenmanagerin',
    { areas: ['marketing'], roles: ['campaign_manager'], ic: true },
  ),
  // Session 50: information security officers are a kind of title (`security_officer`, reader/verticals-trades.ts), not the whole
  // of security (its SOC analysts and pentesters).
  noun(
    'informationssicherheitsbeauftragte|informationssicherheitsbeauftragter|informationssicherheitsbeauftragten|it sicherheitsbeauftragte|it sicherheitsbeauftragter|isb|isbs|information security officers|information security officer|infosec officers|infosec officer|isms officers|isms officer|informatiebeveiligingsfunctionarissen|informatiebeveiligingsfunctionaris|oficiales de seguridad de la informacion|encarregados de seguranca da informacao',
    { areas: ['security'], roles: ['security_officer'] },
    4,
  ),
  // Session 50: SOC analysts are a kind of title (`soc_analyst`), not every individual contributor of security.
  noun(
    'soc analysts|soc analyst|soc analysten|soc analystinnen|soc analystin|soc analisten|soc analist|analystes soc|analyste soc|analistas de soc|analista de soc|analistas soc|analista soc|threat hunters|threat hunter|mdr analysts',
    { areas: ['security'], roles: ['soc_analyst'], ic: true },
    4,
  ),
  noun('head of media|heads of media|media director|media directors|hoofd media|mediadirecteur|directeur media|director de medios|diretor de midia', {
    areas: ['media_buying'],
    levels: HEADS,
  }),
  // ---- broadcasters: programming and playout -----------------------------------------------------------------------------------------------
  area(
    'programmering|contentinkoop|content acquisition|content acquisitie|programme planning|programmplanung|programmeinkauf|lizenzeinkauf',
    ['broadcast_programming'],
    4,
  ),
  noun(
    'programme director|programme directors|director of programming|programmadirecteur|programmadirecteuren|programmdirektor|programmdirektorin|programmdirektoren|directeur des programmes|director de programacion|diretor de programacao',
    { areas: ['broadcast_programming'], levels: ['director', 'vp', 'c_level'] },
    4,
  ),
  noun(
    'programmplaner|programmplanerin|programme planners|schedulers|programmateurs|programadores de television|content acquisition managers|lizenzeinkaufer|lizenzeinkauferin',
    {
      areas: ['broadcast_programming'],
    },
  ),
  area('playout|sendeabwicklung|master control|mcr|uitzendtechniek|eindregie', ['broadcast_engineering']),
  noun('playout operators|playout operatoren|playout operator|mcr operators|transmission controllers|sendeabwickler|sendeabwicklerinnen|uitzendtechnici', {
    areas: ['broadcast_engineering'],
  }),
  // Camera, lighting and sound crews beside broadcast engineering (reader MEDIA_KINDS): "no camera crews".
  kind(
    'camera crews|camera crew|camera operators|camera people|cameramen|kameraleute|kameramanner|kamerateams|beleuchter|beleuchterinnen|gaffers|lighting crew|sound recordists|cadreurs|eclairagistes|camarografos|iluministas|cameramensen|belichters|' +
      // Sound, light and AV technicians of stages, studios and events, in six languages.
      'sound and lighting technicians|sound and light technicians|lighting and sound technicians|sound technicians|lighting technicians|av technicians|audiovisual technicians|audio visual technicians|stage technicians|sound and lighting crews|av crews|' +
      'ton und lichttechniker|licht und tontechniker|tontechniker|lichttechniker|veranstaltungstechniker|' +
      'techniciens son et lumiere|techniciens son|techniciens lumiere|techniciens audiovisuels|regisseurs son et lumiere|' +
      'tecnicos de sonido e iluminacion|tecnicos de sonido y luces|tecnicos de sonido|tecnicos de iluminacion|tecnicos audiovisuales|' +
      'tecnicos de som e luz|tecnicos de som e iluminacao|tecnicos de luz e som|tecnicos de som|tecnicos de luz|tecnicos de iluminacao|tecnicos audiovisuais|' +
      'geluids en lichttechnici|licht en geluidstechnici|geluidstechnici|lichttechnici|av technici',
    'camera_crew',
    4,
  ),
  // ---- film and TV post-production (session 61): its editors, colourists, DITs and data wranglers, the head of post -------
  area(
    'post production|postproduction|postproduktion|postproduccion|post produccion|pos producao|posproducao|pos produccao|postproductie|post productie',
    ['post_production'],
    4,
  ),
  noun(
    'video editors|video editor|film editors|offline editors|online editors|offline and online editors|picture editors|colourists|colorists|coloristes|etalonneurs|coloristas|coloristen|' +
      'dits|digital imaging technicians|data wranglers|cutterinnen|cutter innen|videoeditoren|monteurs video|monteuses video|monteurs image|chefs monteurs|' +
      'editores de video|editores de imagem|montadores de video|editors de video|videomonteurs|videoeditors',
    { areas: ['post_production'] },
    4,
  ),
  noun(
    'head of post|heads of post|leitung postproduktion|chef de la postproduction|responsable postproduction|jefe de postproduccion|hoofd postproductie',
    {
      areas: ['post_production'],
      levels: ['head'],
    },
    4,
  ),
  // ---- architecture practices and stores, in the languages whose words for them are not software's ----------------------
  noun('architekt|architekten|architektin|architektinnen', { areas: ['architecture'] }),
  area('planungsburo|planungsburos|architekturburos', ['architecture']),
  // The French inclusive doublet and the manager of a shop ("gérant de boutique", who is no owner-manager of the company).
  noun(
    'directeurs et directrices de magasin|directrices et directeurs de magasin|directrice de magasin|directrices de magasin|directeurs de boutique|directrice de boutique|directrices de boutique|gerant de magasin|gerants de magasin|gerante de magasin|gerantes de magasin|gerant de boutique|gerants de boutique|gerante de boutique|gerantes de boutique|gerants de supermarche',
    { areas: ['retail'], levels: ['manager'] },
    5,
  ),
  // Kitchen porters and dishwashers are a kind of kitchen job (reader MEDIA_KINDS): "no kitchen porters" keeps the cooks.
  kind(
    'kitchen porter|kitchen porters|kps|dishwashers|plongeur|plongeurs|plongeuse|plongeuses|kuchenhilfen|kuchenhilfe|abwascher|ayudantes de cocina|friegaplatos|auxiliares de cozinha|copeiros|keukenhulpen|afwassers',
    'kitchen_porter',
    5,
  ),
  // (Session 60) A record label's A&R: its scouts and managers of artists and repertoire.
  kind('a&r|a & r|a&rs|a&r managers|a&r manager|a&r scouts|artists and repertoire|artist and repertoire|cazatalentos', 'a_and_r', 4),
  // Social media and community management are a kind of marketing job: "marketing but not social media".
  kind(
    'social media|social media people|social media team|social media managers|social media specialists|community managers|community management|socials|reseaux sociaux|redes sociales|redes sociais|sociale media',
    'social_media',
    4,
  ),
  // Press and communications are marketing's ("Marketing und Unternehmenskommunikation", "marketing et communication";
  // kinds.ts commsApart reads them as the kind pr_comms where they are left out beside marketers).
  area(
    'pressearbeit|unternehmenskommunikation|kommunikation|public relations|relations presse|la communication|communication|comunicacion|relaciones publicas|comunicacao|relacoes publicas|assessoria de imprensa|communicatie|voorlichting',
    ['marketing'],
    2,
  ),
  // Dutch marketers ("marketeers").
  noun('marketeer|marketeers|online marketeers', { areas: ['marketing'] }, 2),
  // Area managers of a store network ("gerentes de zona"): the rung above the store managers.
  noun(
    'gerente de zona|gerentes de zona|gerente de area|gerentes de area|gerentes regionales de tiendas',
    { areas: ['retail'], levels: ['senior_manager'] },
    4,
  ),
  // Internet providers and telcos the buyer sells to: employers, not people.
  word('isp|isps|internet providers|internet service providers|proveedores de internet|provedores de internet|fournisseurs d acces', { k: 'filler' }, 2),
  // German ranges: "vom Junior bis zum Partner", "bis hoch zur Leitung".
  word('bis zum|bis zur|bis hoch zum|bis hoch zur|bis hinauf zum|bis hinauf zur|hoch bis zum|hoch bis zur', { k: 'to' }, 2),
];

const AIRLINE_OCC: Tag = { k: 'noun', areas: ['operations_control'], ic: true };
const TRAVEL: Tag = { k: 'noun', areas: ['travel_sales'] };
const EVENTS: Tag = { k: 'noun', areas: ['event_production'] };
const PLAYOUT_LEADS: Tag = { k: 'noun', areas: ['broadcast_engineering'], levels: ['team_lead'] };
const SCREEN_MANAGERS: Tag = { k: 'noun', areas: ['media_production'], levels: ['team_lead', 'manager', 'senior_manager', 'head'] };
const SCREEN_CREW: Tag = { k: 'noun', areas: ['media_production'], ic: true };
const SCREEN_PRODUCTION: Tag = { k: 'area', areas: ['media_production'] };

/**
 * Words that mean something else beside a sector's words (tag-sentence.ts): beside an airline, dispatchers are its
 * operations control and duty managers run it; beside travel, agents and advisers sell trips and guides lead tours; beside
 * events, producers, coordinators and managers produce events; beside scouting, analysts are scouts; beside games, artists
 * and the art director are game art; beside a broadcaster or streamer, programming is its schedule.
 */
export const MEDIA_SENSES: ReadonlyArray<readonly [RegExp, ReadonlyMap<string, Tag>]> = [
  // Session 42: beside an airport's words, its duty managers run the terminal and station managers an outstation (ground operations).
  [
    /\b(airports?|aeroportos?|aeropuertos?|aeroports?|flughafen|luchthaven\w*|aeroportuari\w*|escale|outstations?|ground operations)\b/,
    new Map<string, Tag>([
      ['duty managers', { k: 'noun', areas: ['ground_handling'], levels: ['manager', 'senior_manager'] }],
      ['duty manager', { k: 'noun', areas: ['ground_handling'], levels: ['manager', 'senior_manager'] }],
      ['station managers', { k: 'noun', areas: ['ground_handling'], levels: ['manager', 'senior_manager'] }],
      ['station manager', { k: 'noun', areas: ['ground_handling'], levels: ['manager', 'senior_manager'] }],
    ]),
  ],
  [
    /\b(airlines?|occ|flight|aircraft|fluggesellschaft\w*|compagnies? aeriennes?|aerolineas?|companhias? aereas?|luchtvaart\w*)\b/,
    new Map<string, Tag>([
      ['dispatchers', AIRLINE_OCC],
      ['dispatcher', AIRLINE_OCC],
      ['controllers', AIRLINE_OCC],
      ['duty managers', { k: 'noun', areas: ['operations_control'], levels: ['manager', 'senior_manager'] }],
      ['duty manager', { k: 'noun', areas: ['operations_control'], levels: ['manager', 'senior_manager'] }],
      ['engineers', { k: 'noun', areas: ['aircraft_maintenance'], ic: true }],
      ['crew', { k: 'area', areas: ['cabin_crew'] }],
      ['mro', { k: 'area', areas: ['aircraft_maintenance'] }],
      ['b1', { k: 'noun', areas: ['aircraft_maintenance'], ic: true }],
      ['b2', { k: 'noun', areas: ['aircraft_maintenance'], ic: true }],
      ['pilot', { k: 'noun', areas: ['flight_deck'] }],
      ['station managers', { k: 'noun', areas: ['ground_handling'], levels: ['manager', 'senior_manager'] }],
      ['station manager', { k: 'noun', areas: ['ground_handling'], levels: ['manager', 'senior_manager'] }],
    ]),
  ],
  [
    /\b(viajes?|viagens?|travel|reise\w*|voyages?|reis|turismo|tourism|tour operators?|agencias?)\b/,
    new Map<string, Tag>([
      ['agentes', TRAVEL],
      ['agents', TRAVEL],
      ['asesores', TRAVEL],
      ['consultants', TRAVEL],
      ['advisors', TRAVEL],
      ['consultores', TRAVEL],
      ['guias', { k: 'noun', areas: ['tour_guiding'] }],
      ['guides', { k: 'noun', areas: ['tour_guiding'] }],
    ]),
  ],
  [
    /\b(eventos?|events?|evenement\w*|veranstaltung\w*|evenementen)\b/,
    new Map<string, Tag>([
      ['produtores', EVENTS],
      ['produtoras', EVENTS],
      ['productores', EVENTS],
      ['producers', EVENTS],
      ['producteurs', EVENTS],
      ['coordenadores', EVENTS],
      ['coordinadores', EVENTS],
      ['coordinators', EVENTS],
      ['gerentes', { k: 'noun', areas: ['event_production'], levels: ['manager', 'senior_manager'] }],
      ['producao', { k: 'area', areas: ['event_production'] }],
      ['produccion', { k: 'area', areas: ['event_production'] }],
      ['production', { k: 'area', areas: ['event_production'] }],
    ]),
  ],
  [
    /\b(scouts?|scouting|clubs?|clubes?|verein\w*|football|fussball|futbol|futebol|soccer|voetbal\w*)\b/,
    new Map<string, Tag>([
      ['analysts', { k: 'noun', areas: ['scouting'] }],
      ['analysten', { k: 'noun', areas: ['scouting'] }],
      ['recruitment', { k: 'area', areas: ['scouting'] }],
      ['medical', { k: 'area', areas: ['sports_medicine'] }],
      ['trainer', { k: 'noun', areas: ['sports_coaching'] }],
      ['coach', { k: 'noun', areas: ['sports_coaching'] }],
      ['coaches', { k: 'noun', areas: ['sports_coaching'] }],
      ['coaching', { k: 'area', areas: ['sports_coaching'] }],
    ]),
  ],
  [/\b(noc|nocs|telcos?|isps?|telecom operators?)\b/, new Map<string, Tag>([['engineers', { k: 'noun', areas: ['telecom_network'], ic: true }]])],
  // Beside media buying, the planners and traders are its own ("media buyers and planners", "Mediaeinkäufer und Planer"),
  // unless supply or transport planning is said too ("keine Mediaeinkäufer, keine Supply-Chain-Planer").
  [
    /^(?!.*\b(supply|chain|logisti\w*|dispon\w*|transport\w*|demand|bedarf\w*|produc\w*|produktion\w*)\b).*\b(media ?buy\w*|media ?plan\w*|mediaeinkauf\w*|media ?inkoop\w*|media ?inkoper\w*|programmatic|compr\w* de (medios|midia)|acheteu\w* (media|d espace))\b/,
    new Map<string, Tag>(
      ['planners', 'planner', 'planer', 'planerinnen', 'planificateurs', 'planificadores', 'planejadores', 'traders', 'trader'].map(
        (w) => [w, { k: 'noun', areas: ['media_buying'] }] as const,
      ),
    ),
  ],
  [
    /\b(marketplace\w*|marktplaats|marktplatz)\b/,
    new Map<string, Tag>([
      ['sellers', { k: 'area', areas: ['seller_success'] }],
      ['seller', { k: 'area', areas: ['seller_success'] }],
      ['lojistas', { k: 'area', areas: ['seller_success'] }],
    ]),
  ],
  [
    /\b(games?|game studios?|gaming|videojuegos|jogos|jeux|jeu|jeux video|jeu video|studios de jeu|spiele|spielestudios?|videogames|videojogos)\b/,
    new Map<string, Tag>([
      ['artists', { k: 'noun', areas: ['game_art'] }],
      ['artistes', { k: 'noun', areas: ['game_art'] }],
      ['artistas', { k: 'noun', areas: ['game_art'] }],
      ['artistes 2d', { k: 'noun', areas: ['game_art'] }],
      ['artistes 3d', { k: 'noun', areas: ['game_art'] }],
      ['animateurs', { k: 'noun', areas: ['game_art'] }],
      ['animadores', { k: 'noun', areas: ['game_art'] }],
      ['sound designers', { k: 'noun', areas: ['game_design'] }],
      ['designers sonores', { k: 'noun', areas: ['game_design'] }],
      ['directeur artistique', { k: 'noun', areas: ['game_art'], levels: ['head', 'director'] }],
      ['creative director', { k: 'noun', areas: ['game_design', 'game_art'], levels: ['head', 'director'] }],
      ['directeur creatif', { k: 'noun', areas: ['game_design', 'game_art'], levels: ['head', 'director'] }],
      ['art director', { k: 'noun', areas: ['game_art'], levels: ['head', 'director'] }],
      ['environment', { k: 'area', areas: ['game_art'] }],
      ['character', { k: 'area', areas: ['game_art'] }],
      ['concept', { k: 'area', areas: ['game_art'] }],
      ['animation', { k: 'area', areas: ['game_art'] }],
      ['animators', { k: 'noun', areas: ['game_art'] }],
      ['designers', { k: 'noun', areas: ['game_design'] }],
    ]),
  ],
  // Session 61: beside film or TV production, its production managers, coordinators and assistants, runners, researchers and
  // directors make programmes ("Tv- en filmproductie: producers, productieleiders, researchers en productieassistenten"), and
  // its editors cut pictures (post-production), unless a newsroom is said too.
  [
    /\b((film|tv|television|televisie|fernseh) (and|&|en|und|et|y|e) (tv|film|television|televisie|fernsehen|cinema|cine)\w*|film ?produc\w*|film ?produktion\w*|fernseh ?produktion\w*|film studios?|filmmak\w*|film crews?|tv production|television production|tv producers|omroep\w*|broadcasters?|broadcasting|fernsehsender\w*|tv stations?|tv channels?|documentar(y|ies)|documentaires?|documentarios?|dokumentarfilm\w*|post ?production|postproduc\w*|productoras? audiovisuales|produtoras? audiovisuais|productiehuis\w*|production compan\w*|audiovisu\w*)\b/,
    new Map<string, Tag>([
      ...['monteurs', 'monteuses', 'monteurs video', 'cutter', 'cutterinnen'].map((w): readonly [string, Tag] => [
        w,
        { k: 'noun', areas: ['post_production'] },
      ]),
      ...[
        'productieleiders',
        'production managers',
        'produktionsleiter',
        'produktionsleiterinnen',
        'directeurs de production',
        'jefes de produccion',
        'diretores de producao',
      ].map((w): readonly [string, Tag] => [w, SCREEN_MANAGERS]),
      ...[
        'productieassistenten',
        'production assistants',
        'produktionsassistenten',
        'produktionsassistentinnen',
        'assistants de production',
        'asistentes de produccion',
        'assistentes de producao',
        'production coordinators',
        'productiecoordinatoren',
        'coordinateurs de production',
        'runners',
        'researchers',
        'rechercheurs',
        'regisseurs',
        'regisseure',
      ].map((w): readonly [string, Tag] => [w, SCREEN_CREW]),
      ...['productie', 'produktion', 'production', 'produccion', 'producao'].map((w): readonly [string, Tag] => [w, SCREEN_PRODUCTION]),
    ]),
  ],
  [
    /^(?!.*\b(newspapers?|news|zeitung\w*|presse|krant\w*|newsroom|redaktion\w*|redaction\w*|redaccion\w*|redacao)\b).*\b(film\w*|tv|televis\w*|fernseh\w*|omroep\w*|documentar(y|ies)|documentaires?|documentarios?|dokumentarfilm\w*|post ?production|postproduc\w*|productiehuis\w*|production compan\w*)\b/,
    new Map<string, Tag>([['editors', { k: 'noun', areas: ['post_production'] }]]),
  ],
  [
    /\b(playout|sendeabwickl\w*|sendetechnik|mcr|master control|uitzendtechniek|eindregie)\b/,
    new Map<string, Tag>([
      ['schichtleiter', PLAYOUT_LEADS],
      ['schichtleiterinnen', PLAYOUT_LEADS],
      ['shift leads', PLAYOUT_LEADS],
      ['shift leaders', PLAYOUT_LEADS],
      ['ploegleiders', PLAYOUT_LEADS],
      ['chefs de quart', PLAYOUT_LEADS],
    ]),
  ],
  [
    /\b(omroep\w*|streaming\w*|streamers?|broadcasters?|sender|fernseh\w*|chaines?|television|tv)\b/,
    new Map<string, Tag>([
      ['programming', { k: 'area', areas: ['broadcast_programming'] }],
      ['programmering', { k: 'area', areas: ['broadcast_programming'] }],
      ['programmation', { k: 'area', areas: ['broadcast_programming'] }],
      ['programacion', { k: 'area', areas: ['broadcast_programming'] }],
      ['programacao', { k: 'area', areas: ['broadcast_programming'] }],
      ['scheduling', { k: 'area', areas: ['broadcast_programming'] }],
    ]),
  ],
];

/**
 * Words for press and communications (folded): said in an exclusion beside marketers ("Marketing, not PR / communications",
 * "Marketing ohne Pressearbeit", "le marketing, hors communication"), they leave out the title kind `pr_comms` (reader
 * PR_COMMS), not the whole of marketing the word also names (compile.ts).
 */
export const PR_COMMS_WORDS =
  /^(?:the |la |le |les |el |los |a |o |de |die |het )?(?:pr|public relations|press|press officers|press office|comms|communications|corporate communications|internal communications|presse|pressearbeit|pressesprecher|kommunikation|unternehmenskommunikation|relations presse|communication|comunicacion|relaciones publicas|prensa|comunicacao|relacoes publicas|assessoria de imprensa|imprensa|communicatie|woordvoerders|voorlichting)$/;
