// The persona compiler's words for utilities (grid engineering, field crews, control rooms), telecom networks, car dealer
// groups, property management and development, architecture and engineering practices, pharma and biotech, online
// marketplaces (DATA, spliced into LEXICON), in English, German, French, Spanish, Portuguese
// and Dutch. The title reader's side is reader/verticals-infrastructure.ts; the rungs are the same (a grid crew leader or
// a workshop foreman leads a team, a control room's shift manager manages, a parts manager manages). Words whose sense
// depends on the sentence ("dispatchers" beside a control room, "field engineers" beside a telecom network, "QA" beside
// GxP or pharma, "architects" and "associates" beside a practice) are INFRA_SENSES, read by tag-sentence.ts.
import type { AreaKey, Level } from '../criteria.js';
import type { Entry, Tag } from './lexicon.js';

const area = (phrases: string, areas: AreaKey[], p = 3): Entry => ({ phrases, tag: { k: 'area', areas }, p });
const noun = (phrases: string, tag: Omit<Extract<Tag, { k: 'noun' }>, 'k'>, p = 3): Entry => ({ phrases, tag: { k: 'noun', ...tag }, p });
const kind = (phrases: string, k: string): Entry => noun(phrases, { roles: [k], alone: true });
const word = (phrases: string, tag: Tag, p = 3): Entry => ({ phrases, tag, p, exact: true });

const MANAGERS: Level[] = ['manager', 'senior_manager', 'head'];

export const INFRA_LEXICON: Entry[] = [
  // ---- utilities: field crews, control rooms, grid engineering ---------------------------------------------------------
  area('field crews|field crew|line crews|utility field crews|field workforce|buitendienstploegen|au terrain', ['grid_field']),
  noun(
    'field technician|field technicians|field tech|field techs|line worker|line workers|lineworker|lineworkers|lineman|linemen|meter tech|meter techs|meter technician|meter technicians|meter readers|netzmonteur|netzmonteure|netzmonteurinnen|monteur|monteure|monteurs|storingsmonteur|storingsmonteurs|technicien d intervention|techniciens d intervention|monteurs reseaux|tecnico de campo|tecnicos de campo|liniero|linieros|eletricista de rede|eletricistas de rede|eletricistas',
    { areas: ['grid_field'], ic: true },
  ),
  // Overhead-line and cable crews, by their trade or by what they do ("people who climb poles and joint cables", "die auf
  // Masten steigen", "qui montent sur les poteaux", "que suben a los postes", "que sobem nos postes", "die in masten klimmen").
  noun(
    'linesman|linesmen|linespeople|linesperson|lineswoman|overhead linesmen|overhead lines crews|jointer|jointers|cable jointer|cable jointers|substation fitters|substation fitter|pole climbers|climb poles|climb the poles|climb pylons|joint cables|joint the cables|cable jointing|' +
      'freileitungsmonteur|freileitungsmonteure|kabelmonteur|kabelmonteure|kabelmonteurin|kabelmonteurinnen|monteure umspannwerk|auf masten steigen|auf die masten steigen|' +
      'monteurs lignes|monteur lignes|monteurs de lignes|jointeurs|monteurs cables|montent sur les poteaux|montent aux poteaux|' +
      'empalmadores|empalmador|suben a los postes|eletricistas de linha|emendadores de cabos|sobem nos postes|sobem aos postes|' +
      'kabelmonteurs|lijnwerkers|bovengrondse lijnmonteurs|in masten klimmen|de masten in klimmen',
    { areas: ['grid_field'], ic: true },
  ),
  noun(
    'crew lead|crew leads|crew leader|crew leaders|crew supervisor|crew supervisors|netzmeister|netzmeisterin|netzmeisterinnen|rohrnetzmeister|ploegleider|ploegleiders|chef d equipe reseau|chefs d equipe reseau|capataz de redes|capataces de redes|jefe de brigada|jefes de brigada|encarregado de turma|encarregados de turma',
    { areas: ['grid_field'], levels: ['team_lead'] },
  ),
  area(
    'control room|control rooms|grid control|network control|leitwarte|leitwarten|netzleitstelle|netzleitstellen|leitstelle|meldkamer|meldkamers|centre de conduite|centres de conduite|centro de control|centros de control|centro de operacao|centro de operacoes|sala de control',
    ['grid_control'],
  ),
  noun(
    'control room operator|control room operators|control room engineers|grid operators|network dispatchers|netzdisponenten|leitwartenfahrer|schaltingenieure|operateurs de conduite|dispatcheurs|operadores de centro de control|meldkameroperators|meldkameroperator|bedrijfsvoerders',
    { areas: ['grid_control'], ic: true },
  ),
  area('grid engineering|network planning|netzplanung|netplanning|planification reseau|planificacion de red|planejamento de rede|planeamento de rede', [
    'grid_engineering',
  ]),
  noun(
    'grid engineer|grid engineers|grid planner|grid planners|network planners|network planning engineers|protection engineers|netzingenieur|netzingenieure|netzingenieurin|netzingenieurinnen|netzplaner|netzplanerin|netzplanerinnen|ingenieurs reseau electrique|ingenieros de red electrica|engenheiros de rede eletrica|netwerkingenieurs|netontwerpers',
    { areas: ['grid_engineering'], ic: true },
  ),
  // ---- telecom networks ------------------------------------------------------------------------------------------------
  area(
    'noc|nocs|network operations centre|network operations center|ran|core network|transmission network|telecom network|telecom networks|telco network|red movil|rede movel',
    ['telecom_network'],
  ),
  noun(
    'telecom network planning|telecom planning|ftth planning|fttx planning|coeur de reseau|coeur de reseaux|planification reseau telecom|planification reseaux telecom|planificacion de red telecom|planeamento de rede telecom|planejamento de rede telecom|' +
      'telecom network planning engineers|telecom network planners|telecom planners|telecom planning engineers|ftth planners|fttx planners|ftth designers|fttx designers|' +
      'projetistas ftth|projetista ftth|projetistas fttx|proyectistas ftth|disenadores ftth|' +
      'noc engineer|noc engineers|noc analyst|noc analysts|noc technicians|rf engineer|rf engineers|rf planners|core network engineers|transmission engineers|ingenieros de red|ingenieras de red|ingeniero de red|ingenieros rf|engenheiros de redes|engenheiros de rf|ingenieurs radio|funknetzplaner',
    { areas: ['telecom_network'], ic: true },
  ),
  noun(
    "fibre installers|fiber installers|fibre technicians|fiber technicians|fibre splicers|fiber splicers|glasvezelmonteurs|monteurs glasvezel|techniciens fibre|techniciens d intervention|techniciens d'intervention|instaladores de fibra|tecnicos de fibra|tecnicos instaladores|instaladores ftth|glasfasermonteure|glasfasertechniker",
    { areas: ['telecom_field'], ic: true },
  ),
  // Field engineers are a utility's field crew unless a telecom network is said (INFRA_SENSES).
  noun('field engineer|field engineers|field service technicians|field service engineers', { areas: ['grid_field'], ic: true }),
  noun('head of network|heads of network|jefe de red|jefes de red|jefa de red|head de rede|gerente de rede|hoofd netwerk|directeur reseau', {
    areas: ['telecom_network'],
    levels: ['head', 'director'],
  }),
  // Session 41: OT security engineers are security's, apart inside it ("de OT-security mensen", "OT security engineers").
  // "IT and OT security people", "IT/OT security": the security function whole.
  noun(
    'it and ot security|it and ot security people|it and ot security team|it ot security|it ot security people|it ot security team|it en ot security|it und ot security|it et ot securite',
    { areas: ['security'] },
  ),
  kind(
    'ot security|ot security engineers|ot security engineer|ot security people|ot security mensen|ot security team|ot securityspecialisten|ics security engineers|ingenieurs cybersecurite industrielle|ingenieurs cybersecurite ot|cybersecurite industrielle|cybersecurite ot',
    'ot_security',
  ),
  // ---- car dealer groups: aftersales, car sales, F&I --------------------------------------------------------------------
  area('aftersales|after sales|apres vente|posventa|postventa|pos venda|werkplaats|werkstatt|taller|kundendienst werkstatt', ['aftersales']),
  kind(
    'service advisor|service advisors|service adviser|service advisers|service receptionists|serviceberater|serviceberaterin|serviceberaterinnen|kundendienstberater|conseillers service|conseiller service|receptionnaires|asesor de servicio|asesores de servicio|serviceadviseur|serviceadviseurs',
    'service_advisor',
  ),
  noun(
    'workshop foreman|workshop foremen|workshop controllers|werkstattmeister|werkstattmeisterin|werkstattmeistern|kfz meister|chef d atelier|chefs d atelier|jefe de taller|jefes de taller|chefe de oficina|chefes de oficina|werkplaatschef|werkplaatschefs',
    { areas: ['aftersales'], levels: ['team_lead'] },
  ),
  noun(
    'parts manager|parts managers|teiledienstleiter|leiter teiledienst|responsables pieces|jefe de recambios|jefes de recambios|gerente de pecas|gerentes de pecas',
    {
      areas: ['aftersales'],
      levels: MANAGERS,
    },
  ),
  noun(
    'aftersales manager|aftersales managers|after sales manager|serviceleiter|serviceleiterin|after sales leiter|responsable apres vente|responsables apres vente|jefe de posventa|jefes de posventa|gerente de pos venda|aftersalesmanager',
    { areas: ['aftersales'], levels: MANAGERS },
  ),
  // A service manager runs a service team (beside a dealer, its aftersales: INFRA_SENSES).
  noun('service manager|service managers', { levels: ['manager', 'senior_manager'] }, 0),
  kind(
    'mechanic|mechanics|kfz mechatroniker|mechatroniker|mechaniker|mecanicien|mecaniciens|mecanico|mecanicos|autotechnicus|autotechnici|vehicle technicians|master technicians',
    'mechanic',
  ),
  kind(
    'parts counter|parts advisors|parts advisor|teiledienst|teileverkaufer|recambistas|vendedores de pecas|onderdelenverkopers|magasiniers pieces',
    'parts_counter',
  ),
  kind('f&i|f&i people|f&i leute|f&i managers|f&i advisers|f&i advisors|finance and insurance managers|f&i mensen', 'f_and_i'),
  // Consumer sales consultants sell cars or new homes to people ("Verkaufsberater", "verkoopadviseurs"), not to companies.
  kind(
    'car sales consultant|car sales consultants|car sales executive|car sales executives|car sales exec|car sales execs|used car sales executives|new car sales executives|vehicle sales executive|vehicle sales executives|car salespeople|car sales|new homes sales consultants|verkaufsberater|verkaufsberaterin|verkaufsberaterinnen|automobilverkaufer|vendeurs automobiles|vendedores de coches|vendedores de vehiculos|vendedores de veiculos|autoverkopers|verkoopadviseurs|corretores de imoveis|' +
      // Estate agents sell homes to people too (session 23): "négociateurs immobiliers", "Immobilienmakler", "makelaars".
      // (Session 60: an agency's sales progressors see its sales through to completion.)
      'estate agents|estate agent|sales negotiators|sales progressors|sales progressor|progressors|realtors|negociateurs|negociateurs immobiliers|negociatrices immobilieres|conseillers immobiliers|conseilleres immobilieres|agents immobiliers|agents commerciaux immobiliers|' +
      'immobilienmakler|immobilienmaklerin|immobilienmaklerinnen|makler|maklerinnen|agentes inmobiliarios|asesores inmobiliarios|agentes imobiliarios|consultores imobiliarios|corretores|makelaars|vastgoedmakelaars|woningmakelaars',
    'consumer_sales',
  ),
  // ---- property management and development --------------------------------------------------------------------------------
  area(
    'property management|leasing|lettings|letting|hausverwaltung|immobilienverwaltung|gestion locative|administracion de fincas|administracao de condominios|vastgoedbeheer|verhuur|vermietung|arrendamientos|locacao|' +
      // Homeowners' associations (session 24): "gestión de fincas", "gestión de comunidades", "gestão condominial", "WEG-Verwaltung".
      'gestion de fincas|administracion de comunidades|gestion de comunidades|gestion de comunidades de propietarios|administracion de comunidades de propietarios|gestao condominial|gestao de condominios|administracao condominial|' +
      'gestion de copropriete|gestion de coproprietes|syndic de copropriete|weg verwaltung|mietverwaltung|vve beheer|hoa management|community association management',
    ['property_management'],
  ),
  noun(
    'property manager|property managers|objektbetreuer|objektbetreuerin|immobilienverwalter|hausverwalter|gestionnaire de biens|gestionnaires de biens|gestionnaire immobilier|gestionnaires immobiliers|gestionnaire immobiliere|gestionnaires immobilieres|gestores inmobiliarios|gestor inmobiliario|gestores imobiliarios|gestor imobiliario|immobilienmanager|administrador de fincas|administradores de fincas|gestores de inmuebles|administradores de condominios|vastgoedbeheerder|vastgoedbeheerders|leasing agents|leasing consultants|lettings negotiators|' +
      'letting managers|lettings managers|gestionnaires locatifs|gestionnaire locatif|gestionnaires locatives|gestores de alquileres|gestores de arrendamientos|gestores de locacao|vermietungsmanager|verhuurmakelaars|verhuurconsulenten|' +
      'gestor de comunidades|gestores de comunidades|gestora de comunidades|gestoras de comunidades|gestores de comunidades de propietarios|administradores de comunidades|gestores de fincas|administradoras de fincas colegiadas|administradores de fincas colegiados|' +
      'sindicos profissionais|gestores condominiais|administradores de condominio|gestionnaires de syndic|gestionnaires de copropriete|hausverwalterinnen|hausverwaltungen|vve beheerders|vve managers|hoa managers|community association managers|community managers of homeowners associations',
    { areas: ['property_management'] },
  ),
  area('asset management|assetmanagement|real estate asset management|vastgoed assetmanagement', ['asset_management']),
  noun(
    'asset manager|asset managers|assetmanager|assetmanagers|portefeuillemanager|portefeuillemanagers|portfoliomanager immobilien|portfolio managers real estate|gestores de ativos|gestores de activos inmobiliarios',
    { areas: ['asset_management'] },
  ),
  area('facilities|facility management|facilitair|facilitaire dienst|gebaudemanagement|zeladoria', ['facilities']),
  // A facility manager runs the buildings (the manager rungs up to the head); caretakers and janitors keep them.
  noun(
    'facility manager|facility managers|facilities manager|facilities managers|facilitair manager|facilitair managers',
    { areas: ['facilities'], levels: MANAGERS },
    4,
  ),
  noun(
    'caretaker|caretakers|janitor|janitors|hausmeister|hauswart|hauswarte|gardien d immeuble|gardiens d immeuble|conserjes|porteros de fincas|zelador|zeladores|huismeester|huismeesters|building managers|building superintendents',
    { areas: ['facilities'] },
    4,
  ),
  noun(
    'real estate developer|real estate developers|promotor|promotores|promotora|incorporador|incorporadores|incorporadora|incorporadoras|projektentwickler|projectontwikkelaar|projectontwikkelaars|developpeurs fonciers',
    { areas: ['property_development'] },
  ),
  // Building sites: the site architect and the developer's site inspector ("fiscal de obra") run a site like a site manager.
  noun(
    'fiscal de obra|fiscais de obra|fiscais|arquiteto de obra|arquitetos de obra|arquitecto de obra|arquitectos de obra|coordenadores de obras|coordenador de obras|site architects|site architect|directievoerders',
    { areas: ['construction'], levels: ['manager', 'senior_manager'] },
  ),
  // ---- architecture and engineering practices --------------------------------------------------------------------------
  area(
    'architecture practice|architecture practices|architectural practice|architectuurbureau|architekturburo|cabinet d architecture|estudio de arquitectura|escritorio de arquitetura',
    ['architecture'],
  ),
  noun(
    'architectural designer|architectural designers|bouwkundig ontwerper|bouwkundig ontwerpers|project architect|project architects|projektarchitekt|projektarchitekten|architectes chefs de projet|arquitectos de proyecto|arquitetos de projeto|arquiteto de projeto|projectarchitecten|associate architects|landscape architects',
    { areas: ['architecture'] },
  ),
  kind(
    'bim|bim coordinator|bim coordinators|bim manager|bim managers|bim modellers|bim modelers|bim koordinatoren|coordinateurs bim|coordinadores bim|coordenadores bim|bim people',
    'bim',
  ),
  kind(
    'land surveyor|land surveyors|site surveyor|site surveyors|engineering surveyor|engineering surveyors|setting out engineers|topografo|topografos|topografa|topografas|topographe|topographes|geometre topographe|geometres topographes|geometres|vermesser|vermesserinnen|vermessungstechniker|vermessungsingenieure|agrimensor|agrimensores|landmeter|landmeters|topografen',
    'land_surveyor',
  ),
  kind('modeladores bim|modeladoras bim|bim modellierer|bim modelliererinnen', 'bim'),
  kind(
    'cad technician|cad technicians|cad tech|cad techs|draughtsperson|draughtspersons|draughtspeople|draughtsmen|drafter|drafters|bauzeichner|technische zeichner|technischen zeichner|technische zeichnerinnen|technischen zeichnerinnen|technische produktdesigner|technischen produktdesigner|technische produktdesignerinnen|dessinateurs|delineantes|desenhistas|cadistas|tekenaars|' +
      'tekenaar|tekenaar constructeur|tekenaar constructeurs|tekenaars constructeurs|bouwkundig tekenaars|bouwkundige tekenaars|cad tekenaars',
    'drafter',
  ),
  area('structural|structural engineering|mep|building services|tga|tragwerksplanung|statik', ['building_engineering']),
  noun(
    'structural engineer|structural engineers|mep engineer|mep engineers|building services engineers|tragwerksplaner|statiker|tga ingenieure|ingenieurs structure|ingenieros de estructuras|engenheiros estruturais|constructeurs|' +
      // The Dutch engineering office's (session 24): "hoofdconstructeurs", "constructief ontwerpers", "adviseurs constructies".
      'constructeur|hoofdconstructeur|hoofdconstructeurs|constructief ontwerper|constructief ontwerpers|constructief adviseurs|adviseur constructies|adviseurs constructies|structural designers',
    { areas: ['building_engineering'], ic: true },
  ),
  // "Bouwers" alone: builders on a site or of software, read only where the sentence says which (INFRA_SENSES below).
  word('bouwers', { k: 'filler' }),
  // ---- pharma and biotech ---------------------------------------------------------------------------------------------------
  area(
    'clinical operations|clinical ops|clinops|clinical trials|klinische forschung|operations cliniques|operaciones clinicas|operacoes clinicas|klinisch onderzoek|etudes cliniques|ensayos clinicos|estudos clinicos',
    ['clinical_operations'],
  ),
  noun(
    'cra|cras|clinical research associate|clinical research associates|cta|ctas|clinical trial assistant|clinical trial assistants|arcs|attaches de recherche clinique|monitores de ensayos clinicos|klinische monitore|study nurses|clinical trial manager|clinical trial managers|ctm|ctms|clinical project managers|study managers|chefs de projet etudes cliniques|chefs de projet clinique|chef de projet clinique|cheffes de projet clinique|chefs de projets cliniques|chefs de projet essais cliniques|clinical monitors|clinical affairs managers|techniciens d etudes cliniques|technicien d etudes cliniques',
    { areas: ['clinical_operations'] },
  ),
  noun(
    'vp clinical ops|vp clinical operations|head of clinical operations|director of clinical operations|head of clinical|head of clinical affairs|responsable des etudes cliniques|responsables des etudes cliniques|responsable etudes cliniques|responsable des operations cliniques|jefe de ensayos clinicos|leitung klinische forschung|leiter klinische forschung',
    {
      areas: ['clinical_operations'],
      levels: ['head', 'director', 'vp'],
    },
  ),
  area('medical affairs|affaires medicales|asuntos medicos|assuntos medicos|medische zaken', ['medical']),
  noun('msl|msls|medical science liaison|medical science liaisons', { areas: ['medical'] }),
  area('qc|quality control|qualitatskontrolle|controle qualite|control de calidad|controle de qualidade|kwaliteitscontrole|gmp|gxp', ['quality']),
  noun('qc analyst|qc analysts|qc chemists', { areas: ['quality'] }),
  area('regulatory affairs|affaires reglementaires|asuntos regulatorios|assuntos regulatorios|zulassung|regulatory affairs team', ['regulatory_affairs']),
  noun('ra associate|ra associates|ra specialists|regulatory affairs associates|regulatory affairs managers|regulatory affairs specialists', {
    areas: ['regulatory_affairs'],
  }),
  // ---- online marketplaces ----------------------------------------------------------------------------------------------------
  area('category management|categoriemanagement|kategoriemanagement|gestion de categorias|gestao de categorias', ['category_management']),
  area('trust & safety|trust and safety|trust en safety|t&s|content moderation|moderatie', ['trust_safety']),
  noun('content moderators|moderators|moderatoren|moderateurs|moderadores', { areas: ['trust_safety'], ic: true }),
  area('seller success|merchant success|seller support|seller onboarding|succes vendeurs|sucesso do vendedor|sucesso de sellers', ['seller_success']),
  // "seller success managers" are individual contributors, as customer success managers are (the title reader agrees).
  noun('seller success manager|merchant success manager|seller success associate|merchant success associate', { areas: ['seller_success'], ic: true }, 2),
  // ---- what is sold is context: "Selling a GxP document platform." names nobody ----------------------------------------------
  word(
    'selling a|selling an|we sell a|we sell an|we are selling a|we re selling a|wir verkaufen ein|wir verkaufen eine|nous vendons un|nous vendons une|vendemos un|vendemos una|vendemos um|vendemos uma|wij verkopen een|we verkopen een',
    { k: 'aside' },
  ),
  // ---- the employer a buyer sells to is context, not an area of the person ----------------------------------------------------
  word(
    'neu und gebrauchtwagen|neuwagen|gebrauchtwagen|new and used cars|new and used|used cars|new cars|utilities|utility|at utilities|at the utilities|energy and water utilities|energy utilities|water utilities|stadtwerke|stadtwerken|bei stadtwerken|netzbetreiber|netzbetreibern|netbeheerders|bij netbeheerders|energiebedrijven|waterbedrijven|energie en waterbedrijven|in het veld|operadoras|en operadoras|telcos|telecom operators|dealer group|dealer groups|dealership|dealerships|autohaus|autohauser|concessionnaires|concesionarios|concessionarias|dealerbedrijven|at biotech|biotech|pharma|biotech/pharma|in pharma|marketplace|the marketplace|bij de marktplaats|de marktplaats|marktplaats|chez le diffuseur|diffuseur|broadcaster|at the broadcaster|buildings|run buildings',
    { k: 'filler' },
    2,
  ),
];

const GRID: Tag = { k: 'noun', areas: ['grid_control'], ic: true };
const TELECOM_FIELD: Tag = { k: 'noun', areas: ['telecom_field'], ic: true };
const PROPERTY_MANAGERS: Tag = { k: 'noun', areas: ['property_management'], ic: true };
const BUILDERS_ON_SITE: Tag = { k: 'noun', areas: ['construction'], ic: true };
const BUILDERS_OF_SOFTWARE: Tag = { k: 'noun', areas: ['software'], ic: true };
const TELECOM_ENGINEER: Tag = { k: 'noun', areas: ['telecom_network'], ic: true };
const PHARMA_QA: Tag = { k: 'area', areas: ['quality'] };

/**
 * Words that mean something else beside a sector's words (tag-sentence.ts): beside a control room or a utility,
 * "operators" and "dispatchers" are its operators and "shift managers" its supervisors; beside a telecom network, field
 * engineers and technicians are the network's; beside GxP, pharma or QC words, "QA" is quality assurance, not software
 * testing; beside a practice, "architects" and "associates" are the practice's; beside a dealer, "service managers" run
 * aftersales; beside a marketplace, category managers manage its categories.
 */
export const INFRA_SENSES: ReadonlyArray<readonly [RegExp, ReadonlyMap<string, Tag>]> = [
  // The Dutch "bouwers" are builders on a site beside building words ("bouwers in de woningbouw", "bij aannemers"), the people
  // who build software beside software words ("bouwers van apps"); alone they are left unread (the lexicon's filler).
  [
    /\b(software|apps?|applicaties|webapps?|websites?|code|saas|platforms?|digitale producten|tech|it)\b/,
    new Map<string, Tag>([['bouwers', BUILDERS_OF_SOFTWARE]]),
  ],
  [
    /\b(bouw|de bouw|woningbouw|utiliteitsbouw|nieuwbouw|bouwplaats\w*|bouwbedrij\w*|bouwsector|bouwprojecten|bouwondernem\w*|aannemer\w*|steigerbouw|gww)\b/,
    new Map<string, Tag>([['bouwers', BUILDERS_ON_SITE]]),
  ],
  // (Session 60) Beside building sites, a Spanish "jefe de producción" runs a site's production under the site manager
  // ("En las constructoras: jefes de obra, jefes de producción y encargados"), no factory's.
  [
    /\b(obras?|constructoras?|construccion|edificacion|obra civil|promotoras?)\b/,
    new Map<string, Tag>(
      ['jefes de produccion', 'jefe de produccion', 'jefas de produccion', 'jefa de produccion'].map((w): readonly [string, Tag] => [
        w,
        { k: 'noun', areas: ['construction'], levels: ['manager', 'senior_manager', 'head'] },
      ]),
    ),
  ],
  // "Control room staff: operators and controllers": a control room's controllers are its operators (not controlling's).
  [
    /\b(control rooms?|leitwarte\w*|\w*leitstelle\w*|meldkamer\w*|centre de conduite|centro de control)\b/,
    new Map<string, Tag>([
      ['controllers', GRID],
      ['controller', GRID],
    ]),
  ],
  [
    /\b(control rooms?|leitwarte\w*|\w*leitstelle\w*|meldkamer\w*|centre de conduite|centro de control|utilit\w*|stadtwerk\w*|netzbetreib\w*|netbeheer\w*|grid)\b/,
    new Map<string, Tag>([
      ['operators', GRID],
      ['operatoren', GRID],
      ['operateurs', GRID],
      ['operadores', GRID],
      ['dispatchers', GRID],
      ['dispatcher', GRID],
      ['shift manager', { k: 'noun', areas: ['grid_control'], levels: ['manager', 'senior_manager'] }],
      ['shift managers', { k: 'noun', areas: ['grid_control'], levels: ['manager', 'senior_manager'] }],
      ['schichtleiter', { k: 'noun', areas: ['grid_control'], levels: ['team_lead', 'manager'] }],
      ['foremen', { k: 'noun', areas: ['grid_field'], levels: ['team_lead'] }],
      ['foreman', { k: 'noun', areas: ['grid_field'], levels: ['team_lead'] }],
    ]),
  ],
  [
    /\b(telecom\w*|telco\w*|noc|rf|operadoras|network ops|red|rede)\b/,
    new Map<string, Tag>([
      ['field engineers', TELECOM_FIELD],
      ['field engineer', TELECOM_FIELD],
      ['field technicians', TELECOM_FIELD],
      ['tecnicos de campo', TELECOM_FIELD],
      ['tecnico de campo', TELECOM_FIELD],
      ['field techs', TELECOM_FIELD],
      ['field technician', TELECOM_FIELD],
      ['techniciens d intervention', TELECOM_FIELD],
      ['techniciens terrain', TELECOM_FIELD],
      ['buitendienstmonteurs', TELECOM_FIELD],
      ['aussendiensttechniker', TELECOM_FIELD],
      ['network engineer', TELECOM_ENGINEER],
      ['network engineers', TELECOM_ENGINEER],
      ['netzwerkingenieure', TELECOM_ENGINEER],
      ['netzwerkingenieur', TELECOM_ENGINEER],
      ['ingenieurs reseau', TELECOM_ENGINEER],
      ['ingenieurs reseaux', TELECOM_ENGINEER],
      ['netwerkingenieurs', TELECOM_ENGINEER],
      ['netwerkingenieur', TELECOM_ENGINEER],
      ['network', { k: 'area', areas: ['telecom_network'] }],
      ['analysts', TELECOM_ENGINEER],
    ]),
  ],
  // Session 41: beside a telecom or fibre word, network planners and designers plan a telecom network ("Telecom network
  // planning engineers", "Engenheiros de planeamento de rede e projetistas FTTH", "Netzplaner FTTx"), not a power grid.
  [
    /\b(telecom\w*|telco\w*|telekom\w*|ftth|fttx|fttp|fttb|glasfaser\w*|fib(re|er)|fibra|glasvezel)\b/,
    new Map<string, Tag>(
      [
        'network planners',
        'network planner',
        'network planning engineers',
        'network planning',
        'netzplaner',
        'netzplanerin',
        'netzplanerinnen',
        'engenheiros de planeamento de rede',
        'engenheiras de planeamento de rede',
        'planeamento de rede',
        'planejamento de rede',
        'ingenieros de planificacion de red',
        'planificacion de red',
        'ingenieurs planification reseau',
        'planification reseau',
        'netwerkplanners',
      ].map((w) => [
        w,
        w.endsWith('planning') || w.startsWith('planeamento') || w.startsWith('planejamento') || w.startsWith('planificacion') || w.startsWith('planification')
          ? { k: 'area', areas: ['telecom_network'] }
          : TELECOM_ENGINEER,
      ]),
    ),
  ],
  [
    /\b(gxp|gmp|pharma\w*|biotech\w*|qc|qp|cmc|regulatory affairs|ra associates?)\b/,
    new Map<string, Tag>([
      ['qa', PHARMA_QA],
      ['quality assurance', PHARMA_QA],
      ['regulatory', { k: 'area', areas: ['regulatory_affairs'] }],
    ]),
  ],
  [
    /\b(architecture|architectural|architects?|bim|cad)\b/,
    new Map<string, Tag>([
      ['architect', { k: 'noun', areas: ['architecture'] }],
      ['architects', { k: 'noun', areas: ['architecture'] }],
      ['associates', { k: 'noun', areas: ['architecture'], levels: ['senior_manager'] }],
    ]),
  ],
  // The practice's architects in the other languages ("architectes", "Architekten" have their own entry, "architecten",
  // "arquitectos", "arquitetos"), as "architects" is, unless the sentence speaks of IT: alone these words also name software,
  // solution and enterprise architects ("architectes logiciel", "enterprise architecten", "arquitetos de software").
  [
    /^(?!.*\b(software|logiciels?|cloud|solutions?|enterprise|entreprise|data|donnees|datos|dados|it|si|ti|ict|systemes?|sistemas?|systemen|securite|seguridad|seguranca|beveiliging|reseaux?|redes|netwerk\w*|integration|integracion|integracao|integratie|applicatie\w*|applications?|aplicaciones|aplicacoes)\b)(?=.*\b(architectes?|architecten|arquitect[oa]s?|arquitet[oa]s?)\b)/,
    new Map<string, Tag>(
      'architecte|architectes|architecten|arquitecto|arquitectos|arquitecta|arquitectas|arquiteto|arquitetos|arquiteta|arquitetas'
        .split('|')
        .map((w): readonly [string, Tag] => [w, { k: 'noun', areas: ['architecture'] }]),
    ),
  ],
  [
    /\b(dealer\w*|autohaus\w*|aftersales|after sales|werkstatt\w*|concession\w*)\b/,
    new Map<string, Tag>([
      ['service manager', { k: 'noun', areas: ['aftersales'], levels: MANAGERS }],
      ['service managers', { k: 'noun', areas: ['aftersales'], levels: MANAGERS }],
    ]),
  ],
  [
    // Property management in Spanish: "gestores" and "administradores" are its property managers (individual contributors, not
    // every manager), "el titular" the owner of the practice, "del despacho" its firm (no law firm).
    /\b(fincas|comunidades de propietarios|administracion de fincas|gestion de fincas|gestion inmobiliaria|inmuebles|condominios?)\b/,
    new Map<string, Tag>(
      [
        'gestores',
        'los gestores',
        'gestoras',
        'las gestoras',
        'gestor',
        'el gestor',
        'administradores',
        'los administradores',
        'administrador',
        'el administrador',
        'administradoras',
      ]
        .map((w): [string, Tag] => [w, PROPERTY_MANAGERS])
        .concat(
          ['titular', 'el titular', 'titulares', 'los titulares', 'la titular'].map((w): [string, Tag] => [w, { k: 'noun', traits: ['owner'], alone: true }]),
          [['despacho', { k: 'filler' }]],
        ),
    ),
  ],
  [
    /\b(marketplace\w*|marktplaats|marktplatz|seller success|trust (&|and) safety)\b/,
    new Map<string, Tag>([
      ['category managers', { k: 'noun', areas: ['category_management'] }],
      ['category manager', { k: 'noun', areas: ['category_management'] }],
      ['categoriemanagers', { k: 'noun', areas: ['category_management'] }],
      ['categoriemanager', { k: 'noun', areas: ['category_management'] }],
    ]),
  ],
];
