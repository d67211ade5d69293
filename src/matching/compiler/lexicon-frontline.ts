// The persona compiler's words for the front line of the largest non-software industries (DATA, spliced into LEXICON),
// in English, German, French, Spanish, Portuguese and Dutch, from the sector sweep of session 23
// (test/matching/sector-titles-sweep.test.ts): cleaning and security guarding, farm work, airport ground handling, factory
// floors, and the people words of hospitals, universities, building sites, property managers, hotels, restaurants,
// warehouses, telecom networks, charities, staffing agencies and social care that the other lexicons missed. The title
// reader's side is reader/verticals-frontline.ts; the rungs are the same (a cleaning, security or line supervisor and a
// "chef de culture" lead a team, an "Objektleiter" manages a site, a "jefe de tráfico" manages road transport).
import type { AreaKey, Level } from '../criteria.js';
import type { Entry, Tag } from './lexicon.js';
import { TITLE_ROLE } from './as-title.js';

const area = (phrases: string, areas: AreaKey[], p = 3): Entry => ({ phrases, tag: { k: 'area', areas }, p });
const noun = (phrases: string, tag: Omit<Extract<Tag, { k: 'noun' }>, 'k'>, p = 3): Entry => ({ phrases, tag: { k: 'noun', ...tag }, p });

const LEADS: Level[] = ['team_lead'];
const MANAGERS: Level[] = ['manager', 'senior_manager'];

export const FRONTLINE_LEXICON: Entry[] = [
  // ---- cleaning and security guarding (facility services) ---------------------------------------------------------------------
  area('cleaning|contract cleaning|gebaudereinigung|unterhaltsreinigung|proprete|limpieza|limpeza|schoonmaak', ['cleaning']),
  // Session 58: a hospital's "domestic services" are its cleaning, its "domestics" the cleaners ("Domestic Services Manager").
  area('domestic services|domestic service|bionettoyage|higienizacao', ['cleaning'], 4),
  noun('domestics|ward domestics|domestic assistants|domestic assistant', { areas: ['cleaning'], ic: true }, 4),
  noun(
    'cleaner|cleaners|cleaning staff|cleaning operatives|cleaning crew|cleaning crews|janitors|reinigungskraft|reinigungskrafte|raumpfleger|raumpflegerinnen|gebaudereiniger|gebaudereinigerinnen|reinigungspersonal|' +
      'agent d entretien|agents d entretien|agentes d entretien|agents de proprete|agents de nettoyage|personnel d entretien|personnel de nettoyage|' +
      'limpiador|limpiadores|limpiadora|limpiadoras|personal de limpieza|operarios de limpieza|auxiliar de limpeza|auxiliares de limpeza|faxineiros|faxineiras|pessoal de limpeza|' +
      'schoonmaker|schoonmakers|schoonmaaksters|schoonmaakmedewerkers|schoonmaakpersoneel|el personal de limpieza|o pessoal de limpeza|le personnel de nettoyage|le personnel d entretien',
    // (Session 53: the cleaners themselves, who lead nobody: "no el personal de limpieza" keeps their supervisors.)
    { areas: ['cleaning'], ic: true },
    4,
  ),
  // Session 49: the cleaners a contractor sends ("contract cleaners", "outsourced cleaners", "Fremdreinigung", "nettoyage
  // sous-traité"): cleaning's contractors (at a hotel, not its own room attendants).
  noun(
    'contract cleaners|contract cleaner|outsourced cleaners|external cleaners|fremdreinigung|fremdreinigungskrafte|fremdfirmen reinigung|nettoyage sous traite|limpieza subcontratada|limpeza terceirizada|externe schoonmakers|ingehuurde schoonmakers',
    { areas: ['cleaning'], employment: ['contractor'] },
    5,
  ),
  noun(
    'cleaning supervisors|cleaning supervisor|chef d equipe proprete|chefs d equipe proprete|encargados de limpieza|encargadas de limpieza|encarregados de limpeza|encarregadas de limpeza|voormannen schoonmaak|vorarbeiter reinigung',
    { areas: ['cleaning'], levels: LEADS },
    4,
  ),
  // An "Objektleiter" / "objectleider" runs a cleaning or security contract at a client's site.
  noun('objektleiter|objektleiterin|objektleiterinnen|objektleitung|leiter objekt|objectleider|objectleiders|rayonleiders schoonmaak', {
    areas: ['cleaning', 'guarding'],
    levels: MANAGERS,
  }),
  area(
    'security guarding|manned guarding|sicherheitsdienst|sicherheitsdienste|objektschutz|werkschutz|gardiennage|seguridad privada|vigilancia privada|seguranca privada|vigilancia patrimonial|vigilancia',
    ['guarding'],
  ),
  noun(
    'security guard|security guards|door supervisors|wachleute|sicherheitsmitarbeiter|sicherheitsmitarbeiterinnen|sicherheitskrafte|agents de securite|agent de securite|agents de surete|vigiles|' +
      'vigilantes|vigilantes de seguridad|vigilantes de seguranca|agentes de seguridad|agentes de seguranca|beveiligers|bewakers|beveiligingsbeambten',
    { areas: ['guarding'] },
    4,
  ),
  // A bare "security officer" guards a site or keeps information security: the reader reads the bare title as both.
  noun('security officers|security officer', { areas: ['guarding', 'security'] }, 3),
  noun(
    'security supervisors|security supervisor|supervisores de seguridad|supervisores de vigilancia|encargados de vigilancia|encargadas de vigilancia|encarregados de vigilancia|encarregados de seguranca|chefs de poste securite|ploegleiders beveiliging',
    {
      areas: ['guarding'],
      levels: LEADS,
    },
  ),
  // ---- farm work -------------------------------------------------------------------------------------------------------------
  noun(
    'farm worker|farm workers|farmworkers|farmhands|farm hands|farm labourers|herdsman|herdsmen|herdspeople|milkers|tractor drivers|stockpeople|dairy workers|' +
      'landwirt|landwirte|landwirtinnen|landarbeiter|landarbeiterinnen|melker|melkerinnen|erntehelfer|tierwirte|' +
      'ouvriers agricoles|ouvrieres agricoles|ouvrier agricole|salaries agricoles|vachers|tractoristes|' +
      'trabajadores agricolas|trabajador agricola|peones agricolas|jornaleros|tractoristas|operarios agricolas|' +
      'trabalhadores rurais|trabalhador rural|vaqueiros|tratoristas|operadores de trator|' +
      'veehouders|melkveehouders|akkerbouwers|agrarisch medewerkers|agrarische medewerkers',
    { areas: ['farming'] },
    4,
  ),
  noun('farm supervisors|farm foremen|chef de culture|chefs de culture|capataces agricolas|capataz agricola|encargados de finca|encarregados rurais', {
    areas: ['farming'],
    levels: LEADS,
  }),
  // Session 54: a fishing fleet and its crews (reader: "fishing crew"): fishers, skippers, the vessels' engineers.
  area('fishing|fishing fleet|the fishing fleet|pesca|frota de pesca|frota pesqueira|flota pesquera|peche|flotte de peche|visserij|fischerei', ['fishing'], 4),
  noun(
    'fishers|fishermen|fishing crews|fishing crew|deckhands|pescadores|pescadoras|marinheiros pescadores|pecheurs|marins pecheurs|vissers|' +
      'maquinistas da frota|maquinistas da frota propria|maquinistas navais|maquinistas de bordo|motoristas maritimos|mecaniciens de bord|fishing vessel engineers',
    { areas: ['fishing'] },
    5,
  ),
  noun(
    'skippers|fishing skippers|mestres de pesca|mestre de pesca|arrais de pesca|patroes de pesca|patrones de pesca|capitanes de pesca|patrons pecheurs',
    { areas: ['fishing'], levels: LEADS },
    5,
  ),
  // Session 38: a grower's packhouse is its production (reader: "Packhouse Operative" is a production operative).
  area(
    'packhouse|packhouses|pack house|packing house|packing shed|inpakafdeling|inpak afdeling|verpakkingsafdeling|almacen de confeccion|station de conditionnement|packhaus',
    ['manufacturing'],
    5,
  ),
  // Session 38: who heads a grower's farming (reader: "farming director"), and its growing managers ("Teeltmanager").
  noun(
    'head of farming|heads of farming|farming director|farming directors|head of growing|hoofd teelt|hoofden teelt|teeltdirecteur|director agricola|directora agricola|directores agricolas|directeur agricole|directeurs agricoles|diretor agricola|diretores agricolas',
    { areas: ['farming'], levels: ['head', 'director'] },
    5,
  ),
  noun('teeltmanager|teeltmanagers|bedrijfsleider teelt|bedrijfsleiders teelt|growing manager|growing managers', { areas: ['farming'], levels: MANAGERS }, 5),
  noun(
    'oogstmedewerkers|oogstmedewerker|oogsthulpen|harvest workers|harvest staff|pluk en oogstpersoneel|field hands|field hand|field workers on farms',
    { areas: ['farming'], ic: true },
    5,
  ),
  noun(
    'farm managers|farm manager|herd managers|dairy managers|gerentes agricolas|gerentes de fazenda|administradores de fazenda|bedrijfsleiders melkveehouderij',
    {
      areas: ['farming'],
      levels: MANAGERS,
    },
  ),
  // ---- retail loss prevention (session 42) -------------------------------------------------------------------------------------
  area(
    'loss prevention|profit protection|stock loss|shrink|shrinkage|lp team|schwund|inventurdifferenzen|schwundmanagement|prevencion de perdidas|prevention des pertes|demarque|demarque inconnue|prevencao de perdas|derving|dervingspreventie',
    ['loss_prevention'],
    4,
  ),
  noun('lp managers|lp manager', { areas: ['loss_prevention'], levels: MANAGERS }, 4),
  noun('head of lp|heads of lp', { areas: ['loss_prevention'], levels: ['head'] }, 4),
  noun(
    'lp analysts|store detectives|store detective|ladendetektive|ladendetektivinnen|kaufhausdetektive|detectives de tienda|winkeldetectives|agents de prevention des pertes',
    { areas: ['loss_prevention'] },
    4,
  ),
  // ---- airport ground handling -------------------------------------------------------------------------------------------------
  area(
    'ground handling|ground ops|bodenverkehrsdienst|bodenverkehrsdienste|passagierabfertigung|assistance en escale|handling aeroportuario|grondafhandeling|grondpersoneel|ground staff at the airport|' +
      // Session 42: an airport's (or an airline's) ground operations.
      'airport operations|airport ops|ground operations|airside operations|flughafenbetrieb|operations aeroportuaires|operaciones aeroportuarias|operacoes aeroportuarias|' +
      'operacoes de solo|operaciones de tierra|operations au sol|luchthavenoperaties|luchthavenoperatie',
    ['ground_handling'],
  ),
  noun(
    'outstation managers|outstation manager|turnaround managers|turnaround manager|ground operations managers|ground operations manager|airport operations managers|' +
      'airport operations manager|airport duty managers|airport duty manager|terminal duty managers|terminal duty manager|chefs d escale|chef d escale|' +
      'jefes de escala|jefe de escala|chefes de escala|chefe de escala',
    { areas: ['ground_handling'], levels: MANAGERS },
    4,
  ),
  noun('turnaround coordinators|turnaround coordinator|turnaround controllers', { areas: ['ground_handling'], ic: true }, 4),
  noun(
    'ramp agents|ramp agent|ramp staff|baggage handlers|check in agents|check in staff|passenger service agents|flugzeugabfertiger|vorfeldmitarbeiter|' +
      'agents d escale|agent d escale|agents de piste|bagagistes|agentes de rampa|agentes de handling|agentes de escala|agentes de aeroporto|auxiliares de rampa|' +
      'grondstewards|grondstewardessen|platformmedewerkers|bagagemedewerkers',
    { areas: ['ground_handling'] },
    4,
  ),
  // ---- factory floors, food plants --------------------------------------------------------------------------------------------
  noun(
    'line leaders|line leader|line leads|line lead|lijnleiders|chefs de ligne|jefes de linea|lideres de linha',
    { areas: ['manufacturing'], levels: LEADS },
    4,
  ),
  noun('productieleider|productieleiders|jefes de produccion|jefe de produccion', { areas: ['manufacturing'], levels: [...LEADS, ...MANAGERS, 'head'] }, 4),
  noun('jefes de turno|jefas de turno|chefes de turno|chefs de poste|cheffes de poste|chef de poste', { levels: LEADS }, 4),
  // (Session 60) A quarry's manager runs its extraction and crushing: production's ("chefs de carrière", "Steinbruchleiter").
  noun(
    'quarry managers|quarry manager|chefs de carriere|chef de carriere|cheffes de carriere|responsables de carriere|directeurs de carriere|jefes de cantera|encargados de cantera|encarregados de pedreira|steinbruchleiter|groevebeheerders',
    { areas: ['manufacturing'], levels: MANAGERS },
    4,
  ),
  // (Session 55: by their titles inside quality, not every quality person: "R&D chemists and food technologists".)
  noun(
    'food technologists|food technologist|lebensmitteltechnologen|technologues alimentaires|tecnologos de alimentos|tecnologos alimentarios|levensmiddelentechnologen',
    {
      areas: ['quality'],
      roles: [
        'food technologist',
        'lebensmitteltechnologe',
        'lebensmitteltechnologin',
        'technologue alimentaire',
        'technologue agroalimentaire',
        'tecnologo de alimentos',
        'tecnologa de alimentos',
        'tecnologo alimentario',
        'tecnologa alimentaria',
        'levensmiddelentechnoloog',
      ].map((t) => `${TITLE_ROLE}${t}`),
    },
    4,
  ),
  noun('welders|schweisser|soudeurs|soldadores|lassers|assemblers|assembly workers|line workers|bandarbeiter|montadores|operadores de linha|lijnoperators', {
    areas: ['manufacturing'],
    ic: true,
  }),
  // ---- building sites, property -------------------------------------------------------------------------------------------------
  noun('maurer|maurerinnen|macons|albaniles|pedreiros|metselaars|peones|peones de obra|serventes', { areas: ['construction'], ic: true }, 4),
  noun(
    'block managers|block manager|estate managers|weg verwalter|weg verwalterin|weg verwaltung|miethausverwalter|syndic|syndics|syndics de copropriete|gestionnaires de copropriete|gestionnaire de copropriete|gestionnaires locatifs|sindicos|beheerders vve|vve beheerders',
    { areas: ['property_management'] },
    4,
  ),
  // ---- hotels and restaurants --------------------------------------------------------------------------------------------------------
  noun(
    'chef de reception|chefs de reception|jefe de recepcion|jefes de recepcion|chefe de rececao|chefes de rececao',
    { areas: ['hotel'], levels: MANAGERS },
    4,
  ),
  noun('subgobernantas|housekeeping supervisors', { areas: ['hotel'], levels: [...LEADS, ...MANAGERS] }, 4),
  noun('bediening|bedieningsmedewerkers|bedieningspersoneel|serveersters|kelners', { areas: ['food_beverage'], ic: true }, 4),
  noun('bedrijfsleiders horeca|bedrijfsleider horeca|bedrijfsleiders in de horeca', { areas: ['food_beverage'], levels: MANAGERS }, 5),
  // ---- warehouses and road transport ----------------------------------------------------------------------------------------------
  noun(
    'jefe de trafico|jefes de trafico|jefa de trafico|responsables de trafico|chefs de trafic|verkehrsleiter',
    { areas: ['transport'], levels: [...MANAGERS, 'head'] },
    4,
  ),
  // Dock and yard foremen lead a warehouse's shift (the reader reads a "Chef de quai" as the warehouse's manager).
  noun(
    'chef de quai|chefs de quai|cheffe de quai|cheffes de quai|dock supervisor|dock supervisors|dock foreman|dock foremen|yard supervisor|yard supervisors|encargado de muelle|encargados de muelle',
    { areas: ['warehouse'], levels: [...LEADS, ...MANAGERS] },
    4,
  ),
  noun(
    'transportplanners|transportplanner|transport planners|planificadores de transporte|planejadores de transporte|affreteurs',
    { areas: ['transport'], roles: ['transport_planner'], ic: true },
    4,
  ),
  // ---- the sweep's second round ---------------------------------------------------------------------------------------------------
  // Childcare and classroom assistants are the education's assistants (the reader's "teaching assistant": the assistant kind).
  noun(
    'pedagogisch medewerkers|pedagogische medewerkers|onderwijsassistenten|klassenassistenten|erzieherinnen|erzieher|kinderpflegerinnen|educadoras infantiles|educadores infantiles|educatrices de jeunes enfants|learning support assistants|paras|paraprofessionals|paraeducators|teacher aides|teachers aides|teacher s aides|instructional aides|classroom aides',
    { roles: ['assistant'], areas: ['education'], levels: ['entry'] },
    4,
  ),
  noun(
    'kita leitungen|kita leitung|kitaleitungen|directrices de creche|locatiemanagers kinderopvang',
    { areas: ['education'], levels: ['head', 'director'] },
    4,
  ),
  noun(
    'toolmakers|cnc machinists|machinists|cnc operators|zerspaner|zerspanungsmechaniker|werkzeugmechaniker|dreher|fraser|tourneurs|fraiseurs|outilleurs|torneros|fresadores|ferramenteiros|draaiers|frezers|verspaners',
    { areas: ['manufacturing'], ic: true },
    4,
  ),
  noun(
    'electricians|elektriker|elektrikerinnen|electriciens|electricistas|eletricistas|elektriciens|elektromonteurs|plumbers|klempner|installateure|plombiers|fontaneros|encanadores|loodgieters',
    { areas: ['trade'], ic: true },
    4,
  ),
  noun(
    'conducteurs d engins|baggerfahrer|plant operators|excavator operators|machinisten grondverzet|kraanmachinisten|operadores de maquinas pesadas',
    { areas: ['construction'], ic: true },
    4,
  ),
  noun(
    'notary clerks|clercs de notaire|notarfachangestellte|oficiales de notaria|notariele medewerkers',
    { roles: ['paralegal'], areas: ['legal_counsel'], levels: ['entry'] },
    4,
  ),
  noun(
    'dishwashers|pot washers|plongeurs|friegaplatos|lavaplatos|spuler|afwassers|auxiliares de cozinha|ayudantes de cocina|keukenhulpen|kuchenhilfen',
    { roles: ['kitchen_porter'], areas: ['kitchen'] },
    4,
  ),
  noun(
    'greenhouse workers|growers|tuinders|telers|kasmedewerkers|winzer|winzerinnen|viticulteurs|viticultores|vineyard workers|gartner|gartnerinnen',
    { areas: ['farming'] },
    4,
  ),
  noun('home care workers|domiciliary carers|woonbegeleiders|persoonlijk begeleiders|heilerziehungspfleger', { areas: ['care'], ic: true }, 4),
  // ---- universities, charities, staffing, social care ----------------------------------------------------------------------------
  // The senior academic ranks ("catedráticos", "profesores titulares", "full professors", "professeurs des universités",
  // "hoogleraren", "W3-Professoren"): the senior rung of the teaching staff, not its lecturers and assistants.
  noun(
    'catedraticos|catedraticas|profesores titulares|profesoras titulares|professores catedraticos|professores titulares|full professors|tenured professors|professeurs des universites|maitres de conferences|hoogleraren|universitair hoofddocenten|universitatsprofessoren|universitatsprofessorinnen|w3 professoren|w2 professoren|lehrstuhlinhaber|lehrstuhlinhaberinnen',
    { areas: ['education'], levels: ['senior'] },
    4,
  ),
  noun(
    'captador de fondos|captadores de fondos|captadoras de fondos|captadores de recursos|captadoras de recursos|fondsenwervers',
    { areas: ['fundraising'] },
    4,
  ),
  noun('resourcers|consultores de seleccion|consultores de recrutamento', { areas: ['recruiting'] }, 4),
  noun(
    'aides a domicile|aide a domicile|auxiliaires de vie|auxiliares de ayuda a domicilio|auxiliar de ayuda a domicilio|gerocultoras|gerocultores|cuidadores de idosos|cuidadoras de idosos|helpenden|begeleiders gehandicaptenzorg|alltagsbegleiter|betreuungskrafte|support workers',
    { areas: ['care'], ic: true },
    4,
  ),
];

/**
 * Session 53: beside a cleaning or guarding firm's words, a "jefe de servicio" / "chef de service" runs a service line of
 * its contracts (cleaning and guarding managers), no hospital or public service (tag-sentence.ts reads these senses).
 */
export const FRONTLINE_SENSES: ReadonlyArray<readonly [RegExp, ReadonlyMap<string, Tag>]> = [
  [
    /\b(limpieza|limpeza|nettoyage|proprete|cleaning|reinigung\w*|schoonmaak\w*|vigilancia|vigilantes|gardiennage|guarding|seguridad privada|seguranca privada|sicherheitsdienst\w*|beveiliging)\b/,
    new Map<string, Tag>([
      ['jefes de servicio', { k: 'noun', areas: ['cleaning', 'guarding'], levels: [...MANAGERS, 'head'] }],
      ['jefe de servicio', { k: 'noun', areas: ['cleaning', 'guarding'], levels: [...MANAGERS, 'head'] }],
      ['chefs de service', { k: 'noun', areas: ['cleaning', 'guarding'], levels: [...MANAGERS, 'head'] }],
      ['chef de service', { k: 'noun', areas: ['cleaning', 'guarding'], levels: [...MANAGERS, 'head'] }],
      ['chefes de servico', { k: 'noun', areas: ['cleaning', 'guarding'], levels: [...MANAGERS, 'head'] }],
    ]),
  ],
];
