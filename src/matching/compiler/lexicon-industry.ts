// The persona compiler's words for heavy industry and infrastructure (DATA, spliced into LEXICON), in English, German,
// French, Spanish, Portuguese and Dutch: water utilities, power network crews and control rooms, renewables, upstream
// oil & gas, mining, geoscience, plant maintenance and automation, rail, ports, medical-device field service, farm
// advice and co-op members, GMP quality control, validation and pharmacovigilance. The title reader's side is
// reader/verticals-industry.ts; the rungs are the same (a shift, pit or drilling supervisor, a "Wassermeister", a
// "Kolonnenführer" lead a team; a superintendent manages). Words whose sense depends on the sentence ("operators" beside
// a treatment works, "technicians" beside wind farms or a workshop, "site managers" beside wind farms, "service
// managers" beside field service, "drivers" beside trains, "superintendents" beside a mine) are INDUSTRY_SENSES, read
// by tag-sentence.ts.
import type { AreaKey, Level } from '../criteria.js';
import type { Entry, Tag } from './lexicon.js';

const area = (phrases: string, areas: AreaKey[], p = 4): Entry => ({ phrases, tag: { k: 'area', areas }, p });
const noun = (phrases: string, tag: Omit<Extract<Tag, { k: 'noun' }>, 'k'>, p = 4): Entry => ({ phrases, tag: { k: 'noun', ...tag }, p });
const word = (phrases: string, tag: Tag, p = 4): Entry => ({ phrases, tag, p, exact: true });

const LEAD: Level[] = ['team_lead'];
/** The chief scientific officer, as the reader reads "Chief Scientific Officer" (and a bare "CSO" at pharma and biotech). */
const SCIENCE_CHIEF: Tag = { k: 'noun', areas: ['scientific_research'], levels: ['c_level'], alone: true };
const MANAGERS: Level[] = ['manager', 'senior_manager', 'head'];
const SHIP_MASTERS: Tag = { k: 'noun', areas: ['ship_crew'], levels: ['head'] };
const SHIP_CHIEFS: Tag = { k: 'noun', areas: ['ship_crew'], levels: ['manager'] };
const SHIP_OFFICERS: Tag = { k: 'noun', areas: ['ship_crew'], levels: ['senior', 'manager'] };
const SHIP_RATINGS: Tag = { k: 'noun', areas: ['ship_crew'], levels: ['entry'] };

export const INDUSTRY_LEXICON: Entry[] = [
  // ---- water utilities ------------------------------------------------------------------------------------------------
  area(
    'water treatment|wastewater treatment|treatment works|treatment plants|wastewater|abwasser|abwassertechnik|wasserversorgungstechnik|klaranlage|klaranlagen|wasserwerk|wasserwerke|depuradora|depuradoras|potabilizadora|potabilizadoras|edar|edars|etap|etaps|etar|etars|tratamiento de aguas|tratamento de agua|stations d epuration|station d epuration|traitement des eaux|waterzuivering|rwzi|drinkwaterproductie',
    ['water_treatment'],
  ),
  noun('wassermeister|wassermeisterin|wassermeisterinnen|abwassermeister|abwassermeisterin|abwassermeisterinnen|klarmeister', {
    areas: ['water_treatment'],
    levels: LEAD,
  }),
  noun(
    'fachkrafte fur wasserversorgungstechnik|fachkraft fur wasserversorgungstechnik|fachkrafte fur abwassertechnik|fachkraft fur abwassertechnik|fachkrafte fur wasserversorgungs und abwassertechnik|klarwarter|treatment operators|treatment works operators|water treatment operators|wastewater operators|operadores de depuradora|operadores de edar|operadores de etap|operadores de eta|exploitants de station d epuration|zuiveringstechnici',
    { areas: ['water_treatment'], ic: true },
  ),
  area(
    'water networks|water network|water mains|pipe networks|rohrnetz|rohrnetze|wasserverteilung|redes de abastecimiento|redes de agua|red de abastecimiento|redes de abastecimento|reseaux d eau|reseau d eau|waterleidingnet|leidingnet|drinkwaternet',
    ['water_network'],
  ),
  noun(
    'rohrnetzmonteur|rohrnetzmonteure|mains layers|leakage technicians|leak detection technicians|tecnicos de fugas|tecnico de fugas|fontaneros de redes|canalisateurs|leidingmonteurs',
    { areas: ['water_network'], ic: true },
  ),
  noun('rohrnetzmeister|capataces de redes|capataz de redes', { areas: ['water_network'], levels: LEAD }, 5),
  noun('hydraulic modellers|hydraulic modelers|water resources engineers|hydrauliciens|hydrologists', { areas: ['grid_engineering'], ic: true }),
  // ---- power networks -------------------------------------------------------------------------------------------------------
  noun(
    'linesmen|linesman|linespeople|line workers|overhead linesmen|jointers|cable jointers|freileitungsmonteure|kabelmonteure|monteurs lignes|electriciens reseau|electriciens reseaux|linieros|kabelleggers|lijnwerkers|substation fitters',
    { areas: ['grid_field'], ic: true },
  ),
  noun('kolonnenfuhrer|obermonteure|obermonteur|jointing team leaders|overhead line team leaders', { areas: ['grid_field'], levels: LEAD }),
  area('control centre|control center|control centres|netzfuhrung|systemfuhrung', ['grid_control']),
  noun('control engineers|netzfuhrer|systemfuhrer', { areas: ['grid_control'], ic: true }, 2),
  area('network design|netzanschlussplanung|network planning and design|planning and design', ['grid_engineering']),
  noun('design engineers|network design engineers|network planners|outage planners|power systems engineers', { areas: ['grid_engineering'], ic: true }, 3),
  // ---- renewables --------------------------------------------------------------------------------------------------------------
  area(
    'o&m|o & m|operations and maintenance|operation and maintenance|operacao e manutencao|operacion y mantenimiento|exploitation maintenance|betriebsfuhrung',
    ['renewables_om'],
  ),
  noun(
    'turbine techs|turbine technicians|wind turbine technicians|wind techs|wind technicians|solar technicians|servicetechniker wind|techniciens eoliens|techniciens de maintenance eolienne|tecnicos eolicos|tecnicos de manutencao eolica|windturbinemonteurs',
    { areas: ['renewables_om'], ic: true },
  ),
  noun('gerentes de parque|gerente de parque|wind farm managers|wind farm site managers|chefs de site eolien|parkmanager', {
    areas: ['renewables_om'],
    levels: MANAGERS,
  }),
  area('scada|roc|remote operations centre|remote operations center|remote operations|telecontrole|supervision centre|centro de operacoes', ['scada']),
  // Session 41: operational technology is a plant's and a network's control systems, SCADA and automation ("OT en SCADA",
  // "Leittechnik", "Fernwirktechnik", "procesautomatiseerders", "automatistas"); its security people are security's.
  area('ot|operational technology|leittechnik|fernwirktechnik|telecontrol|telemando|telegestion|procesautomatisering|automatisme industriel', [
    'scada',
    'automation',
  ]),
  noun(
    'ot engineers|ot engineer|ot specialists|leittechniker|leittechnikerinnen|fernwirktechniker|fernwirktechnikerinnen|procesautomatiseerders|procesautomatiseerder|automatistas|automatista|automaticiens|automaticien|rtu technicians|telecontrol technicians',
    { areas: ['scada', 'automation'], ic: true },
  ),
  area('greenfield|project development|developpement eolien|developpement pv|developpement enr|desenvolvimento de projetos|projektentwicklung wind', [
    'renewables_development',
  ]),
  noun(
    'project developers|renewables developers|wind developers|solar developers|developpeurs de projets|chefs de projet developpement|desenvolvedores de projetos|projectontwikkelaars wind',
    { areas: ['renewables_development'] },
  ),
  area('land rights|land acquisition|foncier|fundiario|flachensicherung|grondverwerving', ['land']),
  noun(
    'land agents|land agent|landmen|landman|land people|land acquisition officers|charges de foncier|charge de foncier|chargees de foncier|prospecteurs fonciers|analistas fundiarios|grondverwervers|flachenakquisiteure',
    { areas: ['land'] },
  ),
  area('permitting|permits|consents|licenciamento|licenciamento ambiental|autorisations|genehmigungsplanung|vergunningen|tramitacion', ['permitting']),
  noun('permitting people|permitting specialists|consents managers', { areas: ['permitting'] }),
  // ---- upstream oil & gas, mining, geoscience -------------------------------------------------------------------------------------
  noun('company men|company man|drilling supervisors|drilling supervisor|wellsite supervisors|toolpushers', { areas: ['oil_gas'], levels: LEAD }),
  noun('pumpers|lease operators|production operators|roughnecks|floorhands', { areas: ['oil_gas'], ic: true }),
  area('upstream|upstream oil & gas|upstream oil and gas|oilfield|oil field|oil and gas field', ['oil_gas']),
  noun('petroleum engineers|drilling engineers|reservoir engineers|completions engineers', { areas: ['petroleum_engineering'] }),
  area('subsurface|geoscience|geosciences|geology|geologie|geologia', ['geoscience']),
  noun(
    'geologists|geologist|geophysicists|geophysicist|petrophysicists|geoscientists|geologen|geologinnen|geophysiker|geologues|geophysiciens|geologos|geofisicos|geologas|geoscientistas|geologen en geofysici|geofysici',
    { areas: ['geoscience'] },
  ),
  area('mines|mining|mina|minas|mineria|mineracao|bergbau|tagebau|mijnbouw|rajo', ['mining']),
  noun('pit supervisors|shift bosses|steiger|supervisores de mina', { areas: ['mining'], levels: LEAD }),
  noun(
    'haul truck operators|shovel operators|mine operators|operadores de mina|mineros|mineiros|metallurgists|metalurgistas|mining engineers|ingenieros de minas',
    { areas: ['mining'], ic: true },
  ),
  // ---- plant maintenance and automation ----------------------------------------------------------------------------------------------
  // (A building's technical services are its maintenance: "heads of technical services", "services techniques", "servicios técnicos".)
  area(
    'maintenance|maintenace|instandhaltung|mantenimiento|mantenimento|manutencao|onderhoud|entretien|technische dienst|technical services|services techniques|servicios tecnicos|servicos tecnicos|technischer dienst|technischen dienst|technischen dienstes',
    ['maintenance'],
  ),
  // Session 49: the heads of customer service ("jefes de servicio al cliente"), before a public body's "jefes de servicio".
  noun(
    'jefe de servicio al cliente|jefes de servicio al cliente|jefa de servicio al cliente|jefas de servicio al cliente|jefe de atencion al cliente|jefes de atencion al cliente|jefa de atencion al cliente|jefas de atencion al cliente',
    { areas: ['customer_support'], levels: ['manager', 'senior_manager', 'head'] },
    5,
  ),
  // (Before "jefes de servicio", a hospital's heads of a clinical service.)
  noun(
    'jefe de servicios tecnicos|jefes de servicios tecnicos|jefa de servicios tecnicos|jefas de servicios tecnicos',
    { areas: ['maintenance'], levels: ['head'] },
    4,
  ),
  noun(
    'maintenance planners|maintenance planner|arbeitsvorbereiter|instandhaltungsplaner|instandhaltungsplanerinnen|planificadores de mantenimiento|planejadores de manutencao|onderhoudsplanners|werkvoorbereiders onderhoud|preparateurs methodes',
    { roles: ['maintenance_planner'], alone: true },
  ),
  noun(
    // (Session 58: the UK's "maintenance engineers" are its maintenance technicians, no engineers of software or hardware.)
    'maintenance technicians|maintenance techs|maintenance engineers|maintenance engineer|estates technicians|estates officers|fitters|multi skilled engineers|industriemechaniker|instandhalter|electromecaniciens|electromecanicos|eletromecanicos|onderhoudsmonteurs|storingsmonteurs td',
    { areas: ['maintenance'], ic: true },
  ),
  noun(
    'maintenance managers|maintenance manager|leiter instandhaltung|instandhaltungsleiter|responsables maintenance|jefes de mantenimiento|gerentes de manutencao',
    { areas: ['maintenance'], levels: MANAGERS },
  ),
  area(
    'industrial automation|plant automation|process automation|automacao industrial|automatizacion industrial|automatizacion|automacao|automatisation|automatisering|robotics|robotica|robotique|robotik|automatisation industrielle|industrieautomation|automatisierungstechnik|automatisme|industriele automatisering|plc|c&i|e&i|instrumentation|prozessleittechnik',
    ['automation'],
  ),
  noun('automation engineers|plc engineers|plc programmers|controls engineers|automaticiens|instrumentistas|sps programmierer|plc programmeurs', {
    areas: ['automation'],
    ic: true,
  }),
  // ---- rail -------------------------------------------------------------------------------------------------------------------
  area(
    'train crew|train crews|traincrew|zugpersonal|fahrpersonal|tripulacao|pessoal de bordo|personnel de bord|tripulacion|treinpersoneel|on board staff|onboard staff',
    ['train_crew'],
  ),
  noun(
    'train drivers|train driver|conductors|train managers|train guards|maquinistas|chefes de comboio|triebfahrzeugfuhrer|lokfuhrer|zugbegleiter|conducteurs de train|controleurs de train|machinisten|hoofdconducteurs',
    { areas: ['train_crew'], ic: true },
    3,
  ),
  noun('signallers|signalers|signalmen|fahrdienstleiter|controladores de circulacao|reguladores de circulacao|treindienstleiders', {
    areas: ['rail_control'],
    ic: true,
  }),
  area('rolling stock|material circulante|materiel roulant|material rodante|rollend materieel|schienenfahrzeuge|fleet maintenance', ['rolling_stock']),
  area('track maintenance|permanent way|via ferrea|infraestrutura ferroviaria|infrastructure ferroviaire', ['rail_infrastructure'], 2),
  // ---- ports ---------------------------------------------------------------------------------------------------------------------
  area(
    'terminaloperatie|terminal operations|terminal ops|quay|kade|stevedoring|operaciones portuarias|operacoes portuarias|operations portuaires|operacoes do terminal|operacoes de terminal|operaciones de terminal|operaciones del terminal|terminalbetrieb',
    ['port_operations'],
  ),
  noun(
    'kraanmachinisten|kraanmachinist|havenarbeiders|hafenarbeiter|crane operators|straddle carrier drivers|crane drivers|straddle drivers|' +
      // session 41
      'gruistas de la terminal|gruistas portuarios|gruistas del puerto|grutiers portuaires|portalkranfuhrer|containerbruckenfahrer|' +
      // Session 53: Portuguese terminal planners and the operators of its machines ("operadores de pórtico, de straddle carrier e de reach stacker")
      'operadores de portico|operadores de straddle carrier|operadores de reach stacker|straddle carrier|straddle carriers|reach stacker|reach stackers|condutores de straddle carrier',
    { areas: ['port_operations'], ic: true },
  ),
  // Session 56: a terminal's vessel, yard and stowage planners are a kind of title (`terminal_planner`,
  // reader/verticals-industry.ts), apart from the operators of its cranes and straddle carriers.
  noun(
    'vessel planners|vessel planner|yard planners|yard planner|stowage planners|berth planners|scheepsplanners|yardplanners|planeadores de navios|planeadores de parque|planeadores de estiva|planificadores de buques|planificadores de patio|planificadores de estiba',
    { areas: ['port_operations'], roles: ['terminal_planner'] },
    5,
  ),
  // Session 56: who manages a terminal ("terminal managers": Terminal Manager, Terminalleiter).
  noun('terminal managers|terminal manager', { areas: ['port_operations'], levels: ['manager', 'senior_manager', 'head', 'director'] }, 3),
  // Session 54: who runs a bus garage or a train depot is a kind of title (`depot_manager`, reader/verticals-industry.ts).
  noun(
    'depot managers|depot manager|bus depot managers|train depot managers|garage managers|depotmanagers|depotleiter|depotleiterin|betriebshofleiter|betriebshofleiterinnen|jefes de cocheras|jefes de deposito|jefe de deposito|chefs de depot|chef de depot|responsables de depot|chefes de deposito',
    { roles: ['depot_manager'], alone: true },
    5,
  ),
  // Session 55: manufacturing and process engineers are a kind of title (`process_engineer`, reader/verticals-industry.ts).
  noun(
    'manufacturing engineers|manufacturing engineer|process engineers|process engineer|methods engineers|industrialisation engineers|industrialization engineers|prozessingenieure|prozessingenieur|fertigungsingenieure|verfahrensingenieure|ingenieurs procedes|ingenieurs methodes|ingenieurs industrialisation|ingenieros de procesos|ingenieros de fabricacion|engenheiros de processos|engenheiros de processo|procesingenieurs',
    { areas: ['hardware'], roles: ['process_engineer'], alone: true },
    5,
  ),
  // places a depot manager runs, named after them ("— bus garages and train maintenance depots")
  word('bus garages|bus garage|train depots|train maintenance depots|maintenance depots|bus depots|rail depots|betriebshofe|cocheras', { k: 'filler' }, 4),
  // Session 53: stevedores and lashers are a kind of title (`stevedore`): "not the stevedores" leaves the crane operators.
  noun(
    'stevedores|stevedore|dockers|docker|lashers|estivadores|estivador|estibadores|estibador|dokwerkers|sjorders|trabalhadores portuarios|trabalhador portuario|arrimeurs',
    { areas: ['port_operations'], roles: ['stevedore'], ic: true },
  ),
  noun('meestergasten|voormannen kade|quay foremen', { areas: ['port_operations'], levels: LEAD }),
  area('agentuur|scheepsagentuur|shipping agency|ship agency|rederijagentuur|cargadoors', ['logistics']),
  area('harbour masters|havenmeesters|marine operations', ['marine'], 2),
  // Session 61: a ship's crew (the reader's SHIP_PHRASES): its masters, chief officers and chief engineers, its watch and
  // engineer officers, its ratings; the owner's shore staff (capitaines d'armement, superintendents) are marine.
  area('merchant navy|marine marchande|marinha mercante|marina mercante|koopvaardij|handelsmarine|handelsschifffahrt', ['ship_crew']),
  noun('seafarers|marins|gente do mar|gente de mar|zeevarenden|seeleute|ship crews|ships crews|crews at sea|tripulacoes dos navios', {
    areas: ['ship_crew'],
  }),
  noun(
    'ship masters|ship captains|masters mariners|master mariners|capitaines de navire|commandants de navire|comandantes dos navios|schiffsfuhrer|kapitane zur see',
    {
      areas: ['ship_crew'],
      levels: ['head'],
    },
  ),
  noun('chief mates|chief officers deck|seconds capitaines|imediatos|eerste stuurlieden', { areas: ['ship_crew'], levels: ['manager'] }, 5),
  noun('chefs mecaniciens|chefes de maquinas|jefes de maquinas|hoofdwerktuigkundigen|marine chief engineers', { areas: ['ship_crew'], levels: ['manager'] }, 5),
  noun(
    'deck officers|engine officers|engineer officers|ship officers|ships officers|watch officers|officers of the watch|marine engineers|officiers pont|officiers machine|officiers pont machine|officiers de pont|officiers mecaniciens|officiers de quart|' +
      'oficiais de nautica|oficiais de maquinas|oficiais de ponte|oficiales de puente|oficiales de maquinas|nautische offiziere|schiffsoffiziere|wachoffiziere|schiffsingenieure|stuurlieden|scheepswerktuigkundigen',
    { areas: ['ship_crew'], levels: ['senior', 'manager'] },
    5,
  ),
  noun(
    'marinheiros|matelots|sailors|seamen|able seamen|deckhands|deck hands|matrosen|matrozen|marineros|bosuns|deck ratings|ratings a bordo',
    { areas: ['ship_crew'], levels: ['entry'] },
    5,
  ),
  noun(
    'shore staff|shore based staff|shoreside staff|shore side staff|personnel sedentaire|le personnel sedentaire|personnel a terre|pessoal de terra|personal de tierra|landpersonal|walpersoneel',
    { areas: ['marine'] },
    5,
  ),
  noun(
    'capitaines d armement|capitaine d armement|superintendants|superintendants techniques|marine superintendents|technical superintendents|superintendentes maritimos',
    {
      areas: ['marine'],
    },
    5,
  ),
  // ---- field service ---------------------------------------------------------------------------------------------------------------
  area('field service|buitendienst service|technischer kundendienst|service terrain|servicio tecnico de campo|assistencia tecnica de campo', ['field_service']),
  noun(
    'field service engineers|field service engineer|field service technicians|fses|fse|servicemonteurs|servicemonteur|service engineers|biomedical engineers|servicetechniker|techniciens biomedicaux|tecnicos de servicio de campo|ingenieurs service terrain|' +
      // Session 53: Dutch and Flemish service and breakdown technicians
      'servicetechnici|servicetechnicus|servicetechniekers|servicetechnieker|storingstechnici|storingstechniekers|storingstechnieker|servicetechnikerinnen|kundendiensttechniker|' +
      // Session 55: commissioning engineers start up the machines at the customer's site
      // Session 58: a retailer's or a maker's service, repair and installation technicians and its kitchen fitters
      'service technicians|service technician|repair technicians|repair technician|installation technicians|installation technician|install technicians|home installers|home installation technicians|kitchen fitters|kitchen fitter|furniture fitters|kitchen installers|keukenmonteurs|keukenplaatsers|kuchenmonteure|poseurs de cuisines|montadores de cocinas|' +
      'commissioning engineers|commissioning engineer|commissioning technicians|inbetriebnehmer|inbetriebnahmetechniker|techniciens de mise en service|ingenieurs de mise en service|tecnicos de puesta en marcha|ingenieros de puesta en marcha|tecnicos de comissionamento|inbedrijfstellers',
    { areas: ['field_service'], ic: true },
    5,
  ),
  // Their coordinators lead a service team (the title reader's "Servicecoördinator").
  noun(
    'servicecoordinatoren|servicecoordinator|service coordinatoren|servicekoordinatoren|servicekoordinator',
    { areas: ['field_service'], levels: ['team_lead'] },
    5,
  ),
  // ---- agriculture ------------------------------------------------------------------------------------------------------------------
  noun(
    // Session 49: an agronomist engineer ("ingeniero agrónomo", "engenheira agrônoma", "ingénieur agronome", "Agraringenieur") is
    // an agronomist, no engineer of software or hardware.
    'ingenieros agronomos|ingeniero agronomo|ingeniera agronoma|ingenieras agronomas|engenheiros agronomos|engenheiro agronomo|engenheira agronoma|engenheiras agronomas|ingenieurs agronomes|ingenieur agronome|ingenieure agronome|ingenieures agronomes|agraringenieure|agraringenieur|agraringenieurin|agraringenieurinnen|' +
      'agronomists|agronomist|farm advisors|farm advisers|dairy advisors|dairy nutritionists|agrarisch adviseurs|agrarische adviseurs|melkveeadviseurs|melkveeadviseur|voeradviseurs|teeltadviseurs|conseillers agricoles|conseillers d elevage|techniciens laitiers|agronomos|asesores agricolas|extensionistas|agrarberater|landwirtschaftliche berater|' +
      // Agricultural technicians advise farmers in the field too (session 23).
      'agricultural technicians|crop advisors|crop advisers|tecnicos agricolas|tecnicas agricolas|tecnicos agropecuarios|tecnicos em agropecuaria|agrartechniker|techniciens agricoles|landbouwkundig adviseurs',
    { areas: ['agronomy'] },
  ),
  // Session 54: a grower's crop technicians ("IPM and vineyard technicians") and crop leads ("head growers", "Teeltleiders",
  // "encargados de invernadero"); a seed house's sales agronomists sell (field sales, reader/verticals-frontline.ts).
  area('ipm|integrated pest management|crop protection|vineyard|vineyards|viticulture', ['agronomy'], 3),
  noun(
    'vineyard technicians|vineyard technician|ipm technicians|ipm technician|crop technicians|crop protection technicians|viticulture technicians',
    { areas: ['agronomy'] },
    5,
  ),
  noun(
    'head growers|head grower|teeltleiders|teeltleider|teeltcoordinatoren|encargados de invernadero|encargadas de invernadero|encargados de finca',
    { areas: ['farming'], levels: ['team_lead'] },
    5,
  ),
  noun(
    'sales agronomists|sales agronomist|technical sales agronomists|agronomes commerciaux|agronome commercial|agronomos comerciales|agronomos comerciais',
    { areas: ['field_sales'], ic: true },
    5,
  ),
  noun('ledenadviseurs|ledenadviseur|member relations officers|member relations|relation adherents|charges de relation adherents', {
    areas: ['member_relations'],
  }),
  // ---- GMP quality control, validation, pharmacovigilance, lab -------------------------------------------------------------------------
  area(
    'qc|quality control|qualitatskontrolle|controle qualite|control de calidad|controle de qualidade|controlo de qualidade|controlo da qualidade|kwaliteitscontrole|qc lab|qc labs|qc laboratory|metrology|metrologia|metrologie',
    ['quality_control'],
  ),
  noun('qc analysts|qc chemists|qc microbiologists|metrologos|metrologists', { areas: ['quality_control'], ic: true }, 5),
  // Session 54: inspectors on the floor or at intake check the product (quality, as the reader reads "QC Inspector"), no lab.
  noun(
    'qc inspectors|qc inspector|qc inspecteurs|qc inspecteur|quality inspectors|quality control inspectors|kwaliteitscontroleurs|kwaliteitscontroleur|kwaliteitsinspecteurs|keurmeesters|keurmeester|' +
      'controladores de calidad|inspectores de calidad|inspetores de qualidade|controladores de qualidade|controleurs qualite|inspecteurs qualite|qualitatsprufer|qualitatsinspektoren|classificadores de graos',
    { areas: ['quality'], ic: true },
    6,
  ),
  area('validation|validacao|validacion|validierung|validatie|qualification and validation|cqv|csv', ['validation']),
  noun('validation engineers|validation people|cqv engineers|csv specialists', { areas: ['validation'] }),
  area(
    'pharmacovigilance|farmacovigilancia|pharmakovigilanz|farmacovigilantie|drug safety|arzneimittelsicherheit|geneesmiddelenbewaking|vigilance|pv team|pv teams|pv abteilung|pv afdeling|equipe pv|equipo de pv|equipe de pv|drug safety team',
    ['pharmacovigilance'],
  ),
  // Session 38: the legally responsible person for pharmacovigilance ("QPPV", "Stufenplanbeauftragte") and the head of PV.
  noun(
    'qppv|qppvs|eu qppv|stufenplanbeauftragte|stufenplanbeauftragter|stufenplanbeauftragten|pv leitung|leitung pv|pv lead|pv head|head of pv|head of drug safety|hoofd pv|responsable pv|responsable de la pv|jefe de pv|responsavel de pv|responsavel pela pv',
    { areas: ['pharmacovigilance'], levels: ['head', 'director', 'vp'] },
    5,
  ),
  noun('pv officers|pv officer|pv specialists|pv specialist|pv associates|pv scientists|drug safety officers|drug safety specialists', {
    areas: ['pharmacovigilance'],
  }),
  // Assurance and control said with one head word: both ("Garantia e controlo de qualidade", "QA and QC").
  area(
    'garantia e controlo de qualidade|garantia e controlo da qualidade|garantia e controle de qualidade|garantia e controle da qualidade|aseguramiento y control de calidad|assurance et controle qualite|assurance et controle de la qualite|quality assurance and control|quality assurance and quality control|qa and qc|qa qc|qa & qc|qualitatssicherung und kontrolle|qualitatssicherung und kontrolle|kwaliteitsborging en controle',
    ['quality', 'quality_control'],
    6,
  ),
  // The qualified person who releases batches: a kind of its own inside quality (reader: INDUSTRY_KINDS).
  noun(
    'qp|qps|qualified person|qualified persons|sachkundige person|sachkundige personen|sachkundigen personen|pessoa qualificada|pessoas qualificadas|persona cualificada|personas cualificadas|personne qualifiee|personnes qualifiees|kwalificeerde persoon|gekwalificeerde persoon|pharmacien responsable|pharmaciens responsables|pharmacien delegue|pharmaciens delegues|responsavel tecnico|responsavel tecnica|responsaveis tecnicos',
    { areas: ['quality'], roles: ['qualified_person'], alone: true },
    5,
  ),
  // Chemistry, manufacturing and controls, the regulatory dossier's CMC part ("Regulatory CMC people", "CMC specialists"):
  // session 39, a kind of its own inside regulatory affairs (reader: INDUSTRY_KINDS).
  noun(
    'regulatory cmc people|regulatory cmc specialists|regulatory cmc specialist|regulatory cmc|cmc specialists|cmc specialist|cmc people|cmc regulatory|cmc',
    {
      areas: ['regulatory_affairs'],
      roles: ['regulatory_cmc'],
      alone: true,
    },
  ),
  // Session 39: a partnership's salaried partners and its equity partners (reader: INDUSTRY_KINDS).
  noun(
    'salaried partners|salaried partner|salary partners|salary partner|salary partnerinnen|salary partnerin|non equity partners|non equity partner|income partners|income partner|fixed share partners|socios de cuota|socias de cuota|socio de cuota|socios non equity|socios de servico|socias de servico|socio de servico|socios contratados|associes salaries|associe salarie|associes non equity|salarispartners',
    { levels: ['partner'], roles: ['salaried_partner'], alone: true },
    6,
  ),
  noun(
    'equity partners|equity partner|full equity partners|socios de capital|socias de capital|socio de capital|socios equity|associes equity|associes en capital|equity partnerinnen|equity partnerin|aandeelhoudende partners|equity vennoten',
    { levels: ['partner'], roles: ['equity_partner'], alone: true },
    6,
  ),
  // Session 39: the in-house legal team, a company's own lawyers, no law firm's (reader: firm.ts atInHouse).
  noun(
    'in house counsel|in house counsels|in house lawyers|in house lawyer|in house legal|in house legal team|in house juristen|letrados in house|letrados internos|abogados in house|abogados internos|abogado interno|asesoria juridica interna|juristes d entreprise|juriste d entreprise|bedrijfsjuristen|bedrijfsjurist|syndikusanwalte|syndikusrechtsanwalte|syndikusanwalt|unternehmensjuristen|unternehmensjurist|advogados internos|advogado interno|juridico interno|corporate counsel',
    { areas: ['legal_counsel'], roles: ['in_house_counsel'], alone: true },
    6,
  ),
  // "equity o non-equity, da igual": either kind of partner, no condition (and no "non" that negates what follows).
  word(
    'equity o non equity|equity ou non equity|equity or non equity|equity y non equity|equity e non equity|equity of non equity|equity en non equity|equity und non equity|equity oder non equity|equity and non equity|non equity',
    { k: 'filler' },
    5,
  ),
  // Session 39: principal and staff scientists, a kind of their own inside research (reader: INDUSTRY_KINDS).
  noun(
    'principal scientists|principal scientist|staff scientists|staff scientist|principal research scientists|chercheurs principaux|chercheuses principales|chercheur principal|investigadores principales|investigador principal|investigadoras principales|pesquisadores principais|pesquisador principal|leitende wissenschaftler|leitende wissenschaftlerinnen|leitenden wissenschaftler|hoofdonderzoekers|hoofdonderzoeker',
    { areas: ['scientific_research'], roles: ['principal_scientist'], alone: true },
    5,
  ),
  area(
    'garantia de qualidade|garantia da qualidade|aseguramiento de calidad|assurance qualite|qualitatssicherung|kwaliteitsborging|voedselveiligheid|food safety|securite des aliments|seguridad alimentaria|lebensmittelsicherheit',
    ['quality'],
  ),
  // Session 38: a food producer's quality technicians ("QA technicians", "Técnicos de calidad", "techniciens qualité").
  noun(
    'qa technicians|qa technician|quality technicians|quality technician|qa techs|food safety technicians|qualitatstechniker|techniciens qualite|technicienne qualite|tecnicos de calidad|tecnicas de calidad|tecnicos de qualidade|tecnicas de qualidade|kwaliteitstechnici',
    { areas: ['quality'], ic: true },
    5,
  ),
  noun('sqe|sqes|supplier quality engineers|quality engineers|ingenieros de calidad|inspectores de calidad|quality inspectors|kwaliteitsmedewerkers', {
    areas: ['quality'],
  }),
  // A lab on its own is the quality control laboratory ("sin laboratorio", "inclusief het lab"); research labs say so.
  area(
    'lab|labs|labo|labor|laboratory|laboratories|laboratorio|laboratorios|laboratoire|laboratoires|laboratorium|laboratoria|laboratorio de qc',
    ['quality_control'],
    1,
  ),
  // ---- German trades: a "Meister" leads a shift or a crew; "Bediener" run the machines ----------------------------------------------------
  noun('meister|meisterin|meisterinnen|industriemeister|industriemeisterin', { levels: LEAD }, 2),
  noun('bediener|bedienerinnen|anlagenbediener|anlagenfahrer|anlagenfahrerinnen|chemikanten|chemikant', { areas: ['manufacturing'], ic: true }, 2),
  // A shift lead leads a shift (beside a control room, its shift leads and managers: INDUSTRY_SENSES).
  noun('shift lead|shift leads', { levels: LEAD }, 0),
  // A business manager names a rung, except at a car dealer where it is the F&I seller (INDUSTRY_SENSES).
  noun('business manager|business managers', { levels: ['manager', 'senior_manager'] }, 0),
  // SSMA / VGM are health, safety and environment, without quality.
  area('ssma|vgm', ['hse'], 5),
  // Session 56: an operator's safety management system (aviation, rail) and its flight safety are a kind of title apart from
  // HSE (not security); so is its accountable manager ("dirigeant responsable"; reader/verticals-industry.ts).
  {
    phrases:
      'sms|safety management system|systeme de gestion de la securite|sistema de gestion de la seguridad|sistema de gestao da seguranca|securite des vols|flight safety|operational safety|seguridad operacional|seguranca operacional|flugsicherheit|betriebssicherheit|vliegveiligheid|seguridad en la circulacion',
    tag: { k: 'noun', roles: ['safety_management'] },
    p: 5,
  },
  // Session 56: a venue's ticketing and box office are a kind of title (reader/verticals-industry.ts), no office staff.
  noun(
    // (not a bare "ticketing", which is as often a service desk's tool: "Ticketing: the budget holder, …, IT only")
    'box office|the box office|ticket office|taquilla|taquillas|taquilleros|taquilleras|billetterie|la billetterie|bilheteira|bilheteiras|bilheteria|kassa|theaterkasse|vorverkauf|kartenvorverkauf|ticketing staff|box office staff',
    { roles: ['ticketing'] },
    6,
  ),
  noun(
    'box office managers|box office manager|ticketing managers|ticketing manager|responsables billetterie|jefes de taquilla',
    { roles: ['ticketing'], levels: ['manager', 'senior_manager', 'head'] },
    6,
  ),
  // Session 56: the paid staff who recruit and look after volunteers are a kind of title (reader/verticals-industry.ts).
  noun(
    'volunteer managers|volunteer manager|volunteer coordinators|volunteer coordinator|volunteering managers|volunteer support officers|volunteer engagement managers|volunteer leads|tecnicos de voluntariado|coordinadores de voluntariado|coordenadores de voluntariado|responsables des benevoles|responsables benevoles|coordinateurs des benevoles|ehrenamtskoordinatoren|ehrenamtskoordinatorinnen|ehrenamtskoordinator|vrijwilligerscoordinatoren|vrijwilligerscoordinator',
    { roles: ['volunteer_manager'], alone: true },
    6,
  ),
  noun(
    'accountable manager|accountable managers|the accountable manager|dirigeant responsable|le dirigeant responsable|dirigeants responsables|gerente responsable|el gerente responsable|verantwortlicher manager|verantwortliche manager',
    { roles: ['accountable_manager'], alone: true },
    6,
  ),
  area('assuntos regulamentares|regelgeving|ra team|ra', ['regulatory_affairs'], 2),
  noun('head of ra|heads of ra|ra specialists|ra managers|ra specialist', { areas: ['regulatory_affairs'] }),
  // ---- construction words of the same buyers ---------------------------------------------------------------------------------------------
  noun('contracts managers|contracts manager|oberbauleiter|oberbauleiterin', { areas: ['construction'], levels: ['senior_manager'] }),
  noun('compagnons|ouvriers|bauarbeiter|bouwvakkers|obreros de obra', { areas: ['construction'], ic: true }),
  noun('economistes|economistes de la construction', { areas: ['estimating'] }),
  // Quantity surveyors are a kind of title in estimating ("keine Abrechner" keeps the Kalkulatoren).
  noun(
    'qs|qss|quantity surveyor|quantity surveyors|abrechner|bauabrechner|abrechnerin|abrechnerinnen|metreurs',
    { roles: ['quantity_surveyor'], alone: true },
    5,
  ),
  // Those who do the work on the floor, and planners, as a buyer excludes them ("no operatives, no planners").
  noun('operatives|operative staff', { ic: true }, 1),
  noun('planners', { areas: ['logistics'], ic: true }, 0),
  // Caretakers keep a building, they do not manage it ("pas les gardiens" leaves the facility managers).
  noun('gardiens|gardiens d immeuble|caretakers|conserjes|porteiros|huismeesters|hausmeister', { areas: ['facilities'], ic: true }, 5),
  // ---- the industry a buyer sells to is context, not an area of the person ------------------------------------------------------------------
  word(
    'petroleum or mining|oil and gas or mining|oil & gas or mining|pharma and biotech manufacturers|gmp pharma|gmp manufacturers|at the gmp pharma and biotech manufacturers|medical devices|medische apparatuur|fabrikanten van medische apparatuur|hospitals|in hospitals|the kit|bij de cooperaties|cooperaties|dairy co ops|zuivel en voedingsbedrijven|agroalimentaire|dans l agroalimentaire|indústria farmacêutica|industria farmaceutica|na industria farmaceutica|network operators|at the network operators|dnos|the dnos|at the dnos|renewables developers|at renewables developers|wind/solar|wind and solar|nas mineradoras|nas petroleiras|na ferrovia|mineradoras|petroleiras|petroleras|mineras|na mineracao|en la mineria',
    { k: 'filler' },
    2,
  ),
];

const TREATMENT_OPS: Tag = { k: 'noun', areas: ['water_treatment'], ic: true };
const WATER_NET: Tag = { k: 'noun', areas: ['water_network'], ic: true };
const OM_TECH: Tag = { k: 'noun', areas: ['renewables_om'], ic: true };
const MAINT_TECH: Tag = { k: 'noun', areas: ['maintenance'], ic: true };
const MAINT_PLANNER: Tag = { k: 'noun', roles: ['maintenance_planner'], alone: true };
const TRAIN_CREW: Tag = { k: 'noun', areas: ['train_crew'], ic: true };
const RAIL_MAINT_LEAD: Tag = { k: 'noun', areas: ['rolling_stock', 'rail_infrastructure'], levels: LEAD };
const PORT_OPS: Tag = { k: 'noun', areas: ['port_operations'], ic: true };
const FIELD_SERVICE_MANAGERS: Tag = { k: 'noun', areas: ['field_service'], levels: MANAGERS };
const QUALITY_IC: Tag = { k: 'noun', areas: ['quality'], ic: true };
const HSE_IC: Tag = { k: 'noun', areas: ['hse'], ic: true };
/** A list's people of a field said with no field of their own ("…, advisors and inspectors"). */
const SAFETY_ICS = [
  'advisors',
  'advisers',
  'advisor',
  'adviser',
  'inspectors',
  'inspector',
  'officers',
  'officer',
  'adviseurs',
  'conseillers',
  'asesores',
  'tecnicos',
  'techniciens',
  'fachkrafte',
];
const QC_LAB: Tag = { k: 'area', areas: ['quality_control'] };
const SUPERINTENDENTS: Tag = { k: 'noun', levels: ['manager', 'senior_manager'] };
/** Beside a mine or an oilfield, its shift supervisors and foremen lead the mine's or the field's crews (not a factory's line). */
const MINE = /\b(mines?|mining|minas?|mineria|mineras?|bergwerk\w*|mijn\w*)\b/;
const OILFIELD = /\b(oil|upstream|petrole\w*|drilling|oilfield|oil & gas|petroleras?|petroleiras?)\b/;
const SHIFT_LEADS = [
  'shift supervisors',
  'shift supervisor',
  'shift leaders',
  'shift leads',
  'shift bosses',
  'foremen',
  'jefes de turno',
  'supervisores de turno',
  'capataces',
  'chefes de turno',
  'encarregados de turno',
  'schichtleiter',
  'steiger',
  'chefs de poste',
];
const pitLeads = (areas: AreaKey[]) => new Map<string, Tag>(SHIFT_LEADS.map((w) => [w, { k: 'noun', areas, levels: LEAD }]));

/**
 * Words that mean something else beside a sector's words (tag-sentence.ts): beside a treatment works, "operators" run it;
 * beside water pipes, "plumbers" and "foremen" are the network's; beside wind and solar farms, "technicians" are O&M's
 * and "site managers" run the farms; beside maintenance, "technicians", "mechanics" and "planners" are maintenance's;
 * beside trains, "drivers" and "conductors" are train crew and "foremen" lead the rolling stock or track gangs; beside a
 * port terminal, "planners" and "foremen" are the terminal's; beside field service, "service managers" run it; beside a
 * mine or an oilfield, "superintendents" are a rung, not site managers.
 */
export const INDUSTRY_SENSES: ReadonlyArray<readonly [RegExp, ReadonlyMap<string, Tag>]> = [
  // Session 61: beside ships and the merchant navy, captains and commandants are masters, "seconds" chief officers, officers
  // and engineers the ship's officers, ratings its crew (a ship named as a noun: "engineers who ship features" are no crew).
  [
    /\b(navires?|navios?|marine marchande|marinha mercante|marina mercante|merchant navy|(the|our|their|its|a|each|on|aboard|board|merchant|cargo|container|cruise) ships?|vessels?|schiffe?n?|schepen|schip|buques?|barcos?|ferr(y|ies)|cruzeiros?|croisieres?|koopvaardij|seafarers)\b/,
    new Map<string, Tag>([
      ...[
        'captains',
        'captain',
        'commandants',
        'commandant',
        'comandantes',
        'comandante',
        'masters',
        'kapitane',
        'kapiteins',
        'o comandante',
        'le commandant',
        'the master',
        'the captain',
      ].map((w): readonly [string, Tag] => [w, SHIP_MASTERS]),
      ...['seconds', 'chief officers', 'chief engineers', 'chefs mecaniciens', 'os chefes de maquinas'].map((w): readonly [string, Tag] => [w, SHIP_CHIEFS]),
      ...['officers', 'officiers', 'oficiais', 'oficiales', 'offiziere', 'officieren', 'engineers', 'mecaniciens'].map((w): readonly [string, Tag] => [
        w,
        SHIP_OFFICERS,
      ]),
      ...['ratings'].map((w): readonly [string, Tag] => [w, SHIP_RATINGS]),
    ]),
  ],
  // Session 56: beside occupational safety said in full ("Segurança do trabalho (SESMT / SST)", "seguridad laboral", "PRL",
  // "Arbeitssicherheit", "santé sécurité au travail", "VGM"), a bare "safety / segurança / seguridad / sécurité / Sicherheit
  // / veiligheid" is occupational safety (HSE), not IT security: "engenheiros de segurança", "quem chefia a segurança".
  [
    /^(?!.*\b(ciso|cyber\w*|infosec|information security|seguranca da informacao|seguridad de la informacion|securite (de l )?information|it security|soc)\b).*\b(seguranca do trabalho|seguranca no trabalho|sesmt|sst|seguridad laboral|seguridad y salud|seguridad e higiene|prevencion de riesgos|prl|arbeitssicherheit|arbeitsschutz|sante (et )?securite au travail|hygiene securite|qhse|hse|ehs|vgm|arbo\w*|occupational (health and )?safety|health (and|&) safety)\b/,
    new Map<string, Tag>(
      ['seguranca', 'seguridad', 'securite', 'sicherheit', 'veiligheid', 'safety', 'a seguranca', 'la seguridad', 'la securite'].map(
        (w): readonly [string, Tag] => [w, { k: 'area', areas: ['hse'] }],
      ),
    ),
  ],
  // Session 48: "control" listed beside automation or robotics is control engineering ("automatización, control y robótica",
  // "Automation & Control"), not controlling (finance).
  [
    /\b(automat\w*|robot\w*|plc|scada)\b[,&/ ]+(?:(?:and|y|e|et|und|en|i)\s+)?control\b|\bcontrols?\b[,&/ ]+(?:(?:and|y|e|et|und|en|i)\s+)?(automat\w*|robot\w*)/,
    new Map<string, Tag>([['control', { k: 'area', areas: ['automation'] }]]),
  ],
  // Session 39: beside research, science or a lab (and no word of security), "CSO" is the chief scientific officer
  // ("heads of R&D, CSOs, lab managers"), not the security chief.
  [
    /^(?!.*\b(security|secur\w*|sicherheit\w*|seguridad|seguranca|beveiliging|ciso)\b).*\b(r&d|r ?& ?d|research|science|scientists?|scientific|labs?|laboratory|laboratories|forschung\w*|wissenschaft\w*|labor\w*|recherche|chercheurs?|scientifiques?|investigacion|investigadores?|cientific\w*|laboratorios?|pesquisa\w*|pesquisador\w*|onderzoek\w*|wetenschap\w*)\b/,
    new Map<string, Tag>([
      ['cso', SCIENCE_CHIEF],
      ['csos', SCIENCE_CHIEF],
    ]),
  ],
  [
    /\b(wasser\w*|abwasser\w*|klar\w*|treatment works|water treatment|depuradora\w*|edar|etap|etar|waterzuivering|rwzi)\b/,
    new Map<string, Tag>([
      ['operators', TREATMENT_OPS],
      ['operator', TREATMENT_OPS],
      ['operadores', TREATMENT_OPS],
      ['betriebsleitung', { k: 'noun', areas: ['water_treatment'], levels: MANAGERS }],
    ]),
  ],
  [
    /\b(control rooms?|leitwarte\w*|\w*leitstelle\w*|meldkamer\w*|centre de conduite|centro de control|control cent(re|er)s?)\b/,
    new Map<string, Tag>([
      ['shift leads', { k: 'noun', areas: ['grid_control'], levels: ['team_lead', 'manager'] }],
      ['shift lead', { k: 'noun', areas: ['grid_control'], levels: ['team_lead', 'manager'] }],
      ['shift leaders', { k: 'noun', areas: ['grid_control'], levels: ['team_lead', 'manager'] }],
    ]),
  ],
  [
    /\b(redes de (abastecimiento|agua|abastecimento)|water (mains|networks?)|rohrnetz\w*|wasserverteilung|reseaux? d'?eau|leidingnet)\b/,
    new Map<string, Tag>([
      ['fontaneros', WATER_NET],
      ['fontanero', WATER_NET],
      ['plumbers', WATER_NET],
      ['capataces', { k: 'noun', areas: ['water_network'], levels: LEAD }],
      ['foremen', { k: 'noun', areas: ['water_network'], levels: LEAD }],
    ]),
  ],
  [
    /\b(wind\w*|solar\w*|eolic\w*|eolien\w*|photovolta\w*|pv|turbines?|o&m|parque eolico|renewables?|enr)\b/,
    new Map<string, Tag>([
      ['technicians', OM_TECH],
      ['techs', OM_TECH],
      ['tecnicos', OM_TECH],
      ['techniciens', OM_TECH],
      ['site managers', { k: 'noun', areas: ['renewables_om'], levels: MANAGERS }],
      ['development', { k: 'area', areas: ['renewables_development'] }],
      ['developers', { k: 'noun', areas: ['renewables_development'] }],
      ['developpement', { k: 'area', areas: ['renewables_development'] }],
      ['construction', { k: 'area', areas: ['construction'] }],
    ]),
  ],
  [
    /\b(trains?|rail\w*|ferrovi\w*|comboios?|material circulante|bahn|zug\w*|spoor\w*)\b/,
    new Map<string, Tag>([
      ['drivers', TRAIN_CREW],
      ['encarregados', RAIL_MAINT_LEAD],
      ['chefes de oficina', RAIL_MAINT_LEAD],
      ['tecnicos', { k: 'noun', areas: ['rolling_stock', 'rail_infrastructure'], ic: true }],
      ['via', { k: 'area', areas: ['rail_infrastructure'] }],
      ['voie', { k: 'area', areas: ['rail_infrastructure'] }],
      ['track', { k: 'area', areas: ['rail_infrastructure'] }],
      ['guards', TRAIN_CREW],
      ['revisores', TRAIN_CREW],
      ['controleurs', TRAIN_CREW],
    ]),
  ],
  [
    /\b(maintenance|maintenace|instandhaltung|mantenimiento|mantenimento|manutencao|onderhoud|technische dienst)\b/,
    new Map<string, Tag>([
      ['technicians', MAINT_TECH],
      ['techniker', MAINT_TECH],
      ['techniciens', MAINT_TECH],
      ['tecnicos', MAINT_TECH],
      ['mecanicos', MAINT_TECH],
      ['mechanics', MAINT_TECH],
      ['mecaniciens', MAINT_TECH],
      ['monteurs', MAINT_TECH],
      ['mechatroniker', MAINT_TECH],
      ['planners', MAINT_PLANNER],
      ['planificadores', MAINT_PLANNER],
      ['planejadores', MAINT_PLANNER],
      ['planificateurs', MAINT_PLANNER],
      ['planer', MAINT_PLANNER],
      ['werkvoorbereiders', MAINT_PLANNER],
      ['werkvoorbereider', MAINT_PLANNER],
      ['scheduler', MAINT_PLANNER],
      ['schedulers', MAINT_PLANNER],
    ]),
  ],
  // Session 43: beside a guarding company ("Chez les sociétés de sécurité privée : …"), its post and site chiefs guard.
  [
    /\b(securite privee|societes? de securite|gardiennage|security firms?|security compan(y|ies)|guarding|sicherheitsdienst\w*|bewachung\w*|seguridad privada|empresas? de seguridad|seguranca privada|vigilancia|beveiliging\w*)\b/,
    new Map<string, Tag>([
      ['chefs de poste', { k: 'noun', areas: ['guarding'], levels: LEAD }],
      ['chef de poste', { k: 'noun', areas: ['guarding'], levels: LEAD }],
      ['chefs de site', { k: 'noun', areas: ['guarding'], levels: ['manager'] }],
      ['chef de site', { k: 'noun', areas: ['guarding'], levels: ['manager'] }],
      ['ssiap', { k: 'noun', areas: ['guarding'] }],
      ['agents ssiap', { k: 'noun', areas: ['guarding'] }],
    ]),
  ],
  // Session 43: beside health and safety (and quality: SHEQ), a list's "advisors", "inspectors" and "officers" are the field's
  // own ("health & safety and quality managers, advisors and inspectors"), no board advisors and no literal title.
  [
    /^(?=.*\b(health (&|and) safety|h ?& ?s|hse|sheq|ehs|qhse|hseq|she)\b)(?=.*\b(quality|qualit\w*|calidad|qualidade|kwaliteit\w*)\b)/,
    new Map<string, Tag>(SAFETY_ICS.map((w) => [w, { k: 'noun', areas: ['hse', 'quality'], ic: true }])),
  ],
  [
    /\b(health (&|and) safety|h ?& ?s|hse|sheq|ehs|qhse|hseq|she|arbo|vgm|arbeitssicherheit|prl|prevencion de riesgos( laborales)?|seguranca do trabalho|sst|hst|sesmt|securite au travail)\b/,
    new Map<string, Tag>(SAFETY_ICS.map((w) => [w, HSE_IC])),
  ],
  [
    /\b(quality|qualit\w*|calidad|qualidade|kwaliteit\w*|qc|gmp|gxp|voedselveiligheid|food safety)\b/,
    new Map<string, Tag>([
      ['lab', QC_LAB],
      ['labs', QC_LAB],
      ['labo', QC_LAB],
      ['laboratory', QC_LAB],
      ['laboratorio', QC_LAB],
      ['laboratorios', QC_LAB],
      ['laboratoire', QC_LAB],
      ['laboratorium', QC_LAB],
      ['labor', QC_LAB],
      ['inspectores', QUALITY_IC],
      ['inspectors', QUALITY_IC],
      ['inspecteurs', QUALITY_IC],
      ['inspetores', QUALITY_IC],
      ['inspekteure', QUALITY_IC],
    ]),
  ],
  [
    /\b(haven\w*|terminal\w*|port|ports|kade|quay)\b/,
    new Map<string, Tag>([
      ['planners', PORT_OPS],
      ['voormannen', { k: 'noun', areas: ['port_operations'], levels: LEAD }],
      ['foremen', { k: 'noun', areas: ['port_operations'], levels: LEAD }],
    ]),
  ],
  [
    /\b(field service|servicemonteurs?|field service engineers?|fses?|medische apparatuur|medical devices?)\b/,
    new Map<string, Tag>([
      ['service managers', FIELD_SERVICE_MANAGERS],
      ['service manager', FIELD_SERVICE_MANAGERS],
      ['servicemanager', FIELD_SERVICE_MANAGERS],
      ['servicemanagers', FIELD_SERVICE_MANAGERS],
    ]),
  ],
  [
    // At an IT services firm (ESN, SSII) a business manager is its seller, the "ingénieur d'affaires" (reader/firm.ts).
    /\b(esns?|ssii|ingenieu\w* d affaires|it services firms?|it consultanc\w*)\b/,
    new Map<string, Tag>([
      ['business managers', { k: 'noun', areas: ['account_executive', 'account_management'] }],
      ['business manager', { k: 'noun', areas: ['account_executive', 'account_management'] }],
    ]),
  ],
  [
    // … and there the "ingénieur d'affaires" also keeps the accounts it won (elsewhere an account executive, lexicon.ts).
    /\b(esns?|ssii|it services firms?|it consultanc\w*|entreprises? de services du numerique|societes? de services (informatiques|du numerique))\b/,
    new Map<string, Tag>(
      ['ingenieur d affaires', 'ingenieurs d affaires', 'ingenieure d affaires', 'ingenieures d affaires', 'inge d affaires', 'inges d affaires'].map((w) => [
        w,
        { k: 'noun', areas: ['account_executive', 'account_management'] },
      ]),
    ),
  ],
  [
    /\b(dealer\w*|f&i|autohaus\w*|concession\w*|aftersales|after sales)\b/,
    new Map<string, Tag>([
      ['business managers', { k: 'noun', roles: ['f_and_i'], alone: true }],
      ['business manager', { k: 'noun', roles: ['f_and_i'], alone: true }],
      ['parts', { k: 'area', areas: ['aftersales'] }],
    ]),
  ],
  [
    /\b(mines?|mining|minas?|mineria|oil|upstream|petrole\w*|drilling|oilfield)\b/,
    new Map<string, Tag>([
      ['superintendents', SUPERINTENDENTS],
      ['superintendent', SUPERINTENDENTS],
      ['superintendentes', SUPERINTENDENTS],
    ]),
  ],
  // Beside a mine and an oilfield both, beside a mine, beside an oilfield: the shift supervisors and foremen of those.
  [new RegExp(`(?=.*${MINE.source})(?=.*${OILFIELD.source})`), pitLeads(['mining', 'oil_gas'])],
  [MINE, pitLeads(['mining'])],
  [OILFIELD, pitLeads(['oil_gas'])],
];
