// The one typed contract of persona matching (issue 22):
//
//   persona text ──compiler──▶ Criteria        person profile ──title reader──▶ PersonFacts
//                                   └──────────────── judge ────────────────┘ → decision, score, evidence
//
// `Criteria` is what a persona means, `PersonFacts` is what a person is, both in the same vocabulary;
// the judge compares the two and reads nothing else. Both are plain JSON (arrays, strings, numbers,
// booleans; no Sets, Maps, Dates or classes), so a persona's reading can be stored with the persona,
// snapshotted by a job, sent to a client, edited and validated back (`CriteriaSchema`).
//
// Vocabulary
// - `JobFunction`: People Data Labs' canonical `job_title_role` values (taxonomy v28+, unchanged in v29).
// - `Area`: a finer area inside one function. Where People Data Labs has the same sub-role
//   (`job_title_sub_role`, v28+) the key is PDL's (`account_executive`, `account_management`,
//   `accounting`, `bookkeeping`, `brand`, `board_member`, `advisor`, `project_management`); the others
//   are this product's extensions for the areas buyers target (DevOps/SRE/platform, security, IT, data
//   engineering, data science, analytics/BI, RevOps, sales development, field vs inside sales,
//   strategy/BizOps, treasury vs tax vs FP&A vs controlling vs accounting (AP/AR inside it), customer success vs support, growth (across marketing, product and engineering),
//   procurement, legal counsel vs compliance/privacy, HR vs recruiting vs payroll vs L&D, product management vs product marketing, design).
//   `AREA_FUNCTION` gives each area its function; an area key never equals a function key.
// - `Level`: an ordered ladder (`LEVEL_RANK`; ties are the same rung): intern < entry < senior <
//   tech lead = team lead < manager < senior manager < head = director < VP < partner < SVP/EVP <
//   C-level < owner. `PDL_LEVEL` maps each rung to PDL's `job_title_levels`.
import { z } from 'zod';

/** Bumped whenever the compiler's reading of the same text may change: stored readings are then compiled again. */
export const CRITERIA_VERSION = 384;

/** People Data Labs `job_title_role` (v28+ canonical values). */
export const JOB_FUNCTIONS = [
  'advisory',
  'analyst',
  'creative',
  'education',
  'engineering',
  'finance',
  'fulfillment',
  'health',
  'hospitality',
  'human_resources',
  'legal',
  'manufacturing',
  'marketing',
  'operations',
  'partnerships',
  'product',
  'professional_service',
  'public_service',
  'research',
  'sales',
  'sales_engineering',
  'support',
  'trade',
  'unemployed',
] as const;
export type JobFunction = (typeof JOB_FUNCTIONS)[number];

/** Finer areas and the function each belongs to (see the header for which keys are PDL sub-roles). */
export const AREA_FUNCTION = {
  // engineering
  software: 'engineering',
  hardware: 'engineering',
  devops: 'engineering', // DevOps, SRE, platform, infrastructure engineering
  security: 'engineering', // information security (CISO, security engineers); physical safety is operations
  it: 'engineering', // IT administration, help desk, networks, systems (CIO, IT managers)
  data_engineering: 'engineering',
  // data and analysis
  data_science: 'research', // data scientists, ML research
  analytics: 'analyst', // data / BI / product analysts, analytics leaders
  // sales
  new_business: 'sales', // sales that is not one of the areas below
  field_sales: 'sales', // field / outside sales: "Außendienst", "commercial terrain", "vendedor externo", "buitendienst"
  inside_sales: 'sales', // inside sales: "Innendienst", "commercial sédentaire", "ventas internas", "binnendienst"
  sales_development: 'sales', // SDRs, BDRs
  account_executive: 'sales',
  account_management: 'sales', // account managers, key accounts, renewals
  business_development: 'sales', // business development, partnerships, alliances
  revops: 'sales', // revenue / sales operations, sales enablement
  // support
  customer_success: 'support',
  customer_support: 'support',
  // health (PDL's sub-roles `nursing`, `doctor`, `aides`): a buyer selling to nurses does not mean the physicians or the care workers
  nursing: 'health', // nurses, charge / lead nurses, ward managers, the director of nursing ("Pflegefachkraft", "enfermera", "verpleegkundige")
  medical: 'health', // physicians and surgeons, the medical director ("Oberarzt", "médico", "médecin", "arts")
  care: 'health', // care workers and aides: HCAs, care assistants, support workers ("Pflegehelfer", "auxiliar de enfermería", "aide-soignant")
  // operations
  general_management: 'operations', // CEO, managing directors, general managers
  strategy: 'operations', // business operations (BizOps), strategy & operations, corporate strategy
  procurement: 'operations', // procurement, purchasing, buyers
  project_management: 'operations', // project and programme managers, PMO
  office: 'operations', // office, administration, facilities, assistants
  logistics: 'operations', // supply chain and logistics (PDL's sub-role `logistics`)
  supply_planning: 'operations', // supply chain planning: demand, supply, production and material planners, S&OP, their managers ("Bedarfsplaner", "Materialdisponent", "PCP")
  workforce_planning: 'operations', // rostering and shift planning: rota coordinators, workforce planners ("Dienstplaner", "planificador de turnos")
  // legal
  legal_counsel: 'legal', // lawyers, counsel, paralegals, contracts ("juristes", "Syndikus", "abogados", "advogados", "juristen")
  compliance: 'legal', // compliance, privacy, data protection
  // human resources
  hr: 'human_resources', // HR in general: HRBPs, people ops, L&D
  recruiting: 'human_resources', // recruiters, sourcers, talent acquisition
  // a staffing agency's recruitment consultants, its dispatchers of temps and headhunters, who place candidates with clients
  // ("Personalberater", "Personaldisponent", "Intercedent", "consultor de ETT"): not the in-house recruiting of `recruiting`
  agency_recruiting: 'human_resources',
  payroll: 'human_resources', // payroll ("Payroll Manager", "Gestionnaire Paie", "Analista de Folha de Pagamento")
  learning: 'human_resources', // learning and development, training ("Head of L&D", "Hoofd Opleidingen"; also HR in general: AREA_ALSO)
  // product, marketing, design
  product_management: 'product', // product managers and owners, APMs, CPO (product)
  product_marketing: 'marketing',
  brand: 'marketing',
  growth: 'marketing', // cross-functional (CROSS_AREAS): growth marketers, growth PMs, growth engineers, heads of growth
  design: 'creative',
  // finance
  accounting: 'finance', // accounting, bookkeeping, billing, consolidation
  ap_ar: 'finance', // accounts payable and receivable, credit control, collections (also accounting: AREA_ALSO)
  bookkeeping: 'finance',
  fpa: 'finance', // FP&A, planning, investor relations
  controlling: 'finance', // controllers, management accounting ("Controlling", "contrôle de gestion", "controladoria")
  treasury: 'finance', // treasury, cash management
  tax: 'finance', // tax ("Tax Manager", "Steuerreferent", "Fiscalist", "Responsable fiscal")
  // hospitality (PDL's sub-role `restaurants` is the kitchen and the restaurant together)
  kitchen: 'hospitality', // the kitchen brigade: head / executive chefs, sous chefs, chefs de partie, cooks, commis
  food_beverage: 'hospitality', // restaurant, bar and F&B service: restaurant / bar / F&B managers, maîtres d', waiters
  hotel: 'hospitality', // the hotel's rooms division: hotel GMs, front office, reception, housekeeping, concierge
  // retail: the stores and their field leadership (store, area, regional managers, the shop floor) are store operations,
  // not the sales line ("commercial managers" are not store managers)
  retail: 'operations',
  // insurance
  underwriting: 'finance', // underwriters and their heads ("Subscritor", "Superintendente de Subscrição")
  // Session 53: an insurer's distribution through intermediaries: broker and agency managers ("Broker Consultant",
  // "Maklerbetreuer", "inspecteur commercial", "Agency Manager") and its tied agents ("Tied Agent", "Appointed Representative",
  // "agent général d'assurance", "Versicherungsvertreter", "Ausschließlichkeitsvertreter"); sales too
  insurance_distribution: 'sales',
  claims: 'finance', // claims handlers, adjusters and their managers ("Analista de Sinistros", "gestionnaire sinistres")
  // board and advisors
  board_member: 'advisory',
  advisor: 'advisory',
  // construction, plants, logistics, QHSE and charities (reader/verticals-trades.ts)
  construction: 'trade', // building sites and their delivery: site managers, foremen, site engineers, the building trades (PDL's sub-role `construction`)
  estimating: 'trade', // construction's bids: estimators and the chief estimator ("Kalkulator", "calculator", "orçamentista", "presupuestador")
  // construction's commercial side once work is won: quantity surveyors, cost managers and the commercial managers over them
  // ("Bauabrechner", "métreur", "medidor", "kostendeskundige"); a buyer names it apart from estimating ("QS, not estimating")
  cost_management: 'trade',
  hse: 'operations', // health, safety and environment: HSE / EHS / H&S managers and advisors ("Fachkraft für Arbeitssicherheit", "prevencionista")
  quality: 'operations', // quality management (not software QA): quality managers, QMB, "Responsable qualité", "jefe de calidad"
  warehouse: 'fulfillment', // warehouses and distribution centres: managers, supervisors, operatives, forklift drivers (PDL's sub-role `warehouse`)
  transport: 'fulfillment', // road transport: transport managers, planners, dispatchers, drivers
  fleet: 'fulfillment', // the vehicle fleet: fleet managers ("Wagenparkbeheerder", "jefe de flota"), workshop mechanics
  fundraising: 'partnerships', // charities' fundraising: heads of fundraising, major gifts, trusts and grants officers
  // banks, newsrooms, universities, councils and NGOs (reader/verticals-institutions.ts)
  journalism: 'creative', // the newsroom: reporters, correspondents, writers, sub-editors, desk editors, the editor-in-chief (PDL's sub-role `journalism`)
  media_production: 'creative', // broadcast production: producers, presenters, executive producers, heads of programmes
  broadcast_engineering: 'engineering', // broadcast, sound and camera technicians and their heads (not software)
  lending: 'finance', // credit analysts, lending officers, credit managers ("Kreditanalyst", "analista de crédito", "admisión de riesgos")
  risk: 'finance', // risk management: risk officers and analysts, heads of risk, the chief risk officer
  // a bank's or a payment firm's payments operations: payments officers, chargeback and dispute analysts, settlement,
  // "Zahlungsverkehr", "betalingsverkeer" and their team leads (not fraud, not accounting's reconciliations)
  payments: 'operations',
  branch_network: 'operations', // a bank's branches: branch managers, their deputies, regional directors of the network
  public_policy: 'public_service', // policy officers and advisers ("Referent", "chargé de mission", "beleidsmedewerker"), team leaders, heads of unit, directors-general
  scientific_research: 'research', // researchers outside data science: doctoral and postdoctoral researchers, lab technicians, research group leaders, directors of research
  programmes: 'operations', // an NGO's programmes: programme and field officers, M&E, volunteer coordination, programme managers, country directors
  // utilities, telecom, dealers, property, architecture, pharma, marketplaces (reader/verticals-infrastructure.ts)
  grid_engineering: 'engineering', // power, gas and water networks' engineers and planners ("Netzingenieur", "Netzplaner"), not software
  grid_field: 'trade', // utility field crews: field and meter technicians, line workers, "Netzmonteur", "storingsmonteur", their crew leads ("Netzmeister", "ploegleider")
  grid_control: 'operations', // grid control rooms: operators, network dispatchers and their shift managers ("Leitwarte", "Netzleitstelle", "meldkamer")
  telecom_network: 'engineering', // a telecom operator's network: NOC, RF / core / transmission engineers, the head of network (and its field technicians: AREA_ALSO)
  telecom_field: 'trade', // a telecom operator's field technicians: fibre installers and splicers, "técnicos de campo", "techniciens d'intervention", "glasvezelmonteurs"
  aftersales: 'trade', // a car dealer's aftersales: service advisors, the workshop and its foremen, the parts department ("Werkstattmeister", "jefe de posventa")
  property_management: 'operations', // managing let buildings: property managers, lettings and leasing ("Immobilienverwalter", "gestionnaire de biens", "vastgoedbeheerder")
  asset_management: 'finance', // real estate asset and portfolio managers ("Portfoliomanager Immobilien", "assetmanager vastgoed")
  facilities: 'operations', // running buildings: facility managers, caretakers, "Hausmeister", "conserje", "zelador" (also the office: AREA_ALSO)
  property_development: 'operations', // real estate development and land acquisition ("Projektentwickler", "promotor", "incorporador")
  architecture: 'professional_service', // architects, project architects, associates and partners of a practice, BIM and CAD (not software architects)
  building_engineering: 'engineering', // structural, MEP and building services engineers ("Tragwerksplaner", "Statiker", "TGA"), not software
  clinical_operations: 'health', // clinical trials: CRAs, CTAs, clinical trial managers, the head of clinical operations
  regulatory_affairs: 'health', // pharma regulatory affairs: RA associates and managers ("Zulassung", "affaires réglementaires", "asuntos regulatorios")
  category_management: 'operations', // a marketplace's or retailer's category managers (not procurement unless they buy)
  trust_safety: 'operations', // trust & safety: analysts, content moderators, their leads and head
  seller_success: 'support', // a marketplace's seller / merchant success and onboarding (also customer success: AREA_ALSO)
  // fire, police, insurers' and pension funds' specialists, lenders, public services, housing, audit (reader/verticals-public.ts)
  firefighting: 'public_service', // fire and rescue crews: firefighters, crew / watch / station / group managers, the chief fire officer
  emergency_control: 'public_service', // emergency control rooms: fire control operators, police call takers ("Leitstelle", "meldkamer")
  policing: 'public_service', // police officers, detectives, sergeants / "inspecteurs principaux", inspectors / "commissaires", the chief
  actuarial: 'finance', // actuaries and actuarial analysts, the chief actuary ("Aktuar", "actuaire", "actuario", "actuaris")
  pension_administration: 'operations', // a pension fund's administration: pensions administrators, "pensioenconsulenten", their leads
  collections: 'finance', // collections and arrears: collectors, "gestores de cobranza", "Forderungsmanagement" (also AP/AR: AREA_ALSO)
  casework: 'public_service', // public casework: caseworkers, "klantmanagers", Wmo consultants, "instructeurs" of grants and benefits
  inspection: 'public_service', // permits and enforcement: inspectors, enforcement officers, "BOA's", "handhavers", "vergunningverleners"
  social_work: 'public_service', // social workers and social educators ("assistentes sociais", "travailleurs sociaux", "Sozialarbeiter")
  maintenance: 'trade', // maintenance of buildings and plants: maintenance technicians and inspectors ("opzichters"), their team leaders
  audit: 'finance', // audit: auditors, audit seniors, "chefs de mission", audit managers and partners ("commissaires aux comptes")
  // water, power networks, renewables, oil & gas, mining, plants, rail, ports, field service, agriculture, GMP (reader/verticals-industry.ts)
  water_treatment: 'operations', // water and wastewater treatment works: operators, "Wassermeister", "operadores de EDAR", their managers
  water_network: 'trade', // water pipe networks: mains layers, leakage technicians, "Rohrnetzmonteur", "fontaneros de redes", their crew leads
  renewables_development: 'operations', // wind / solar project developers and their head of development ("chef de projet éolien")
  land: 'operations', // land and lease rights: land agents, landmen, "chargés de foncier", "analistas fundiários"
  permitting: 'operations', // permits and environmental consents ("licenciamento ambiental", "Genehmigungsplanung")
  renewables_om: 'trade', // wind and solar operations & maintenance: turbine technicians, O&M leads, wind farm site managers
  scada: 'engineering', // SCADA engineers and remote operations centres (ROC operators and analysts)
  oil_gas: 'trade', // upstream oil & gas field operations: operators, pumpers, foremen, drilling supervisors ("company men"), superintendents
  petroleum_engineering: 'engineering', // drilling, completions, well, reservoir and petroleum engineers (not software)
  geoscience: 'research', // geologists, geophysicists, petrophysicists, the chief geologist
  mining: 'trade', // mines: equipment and plant operators, pit and shift supervisors, superintendents, mining engineers, metallurgists
  automation: 'engineering', // plant automation: PLC, C&I, instrumentation and automation engineers and technicians (not software or IT)
  train_crew: 'operations', // train drivers, conductors, guards, train managers ("Maquinista", "Revisor", "Zugbegleiter")
  rail_control: 'operations', // rail signalling and traffic control: signallers, controllers ("Fahrdienstleiter", "controlador de circulação")
  rolling_stock: 'trade', // train maintenance: rolling stock technicians, depots ("material circulante", "matériel roulant")
  rail_infrastructure: 'trade', // track and signalling maintenance: permanent way, track technicians and supervisors ("via", "Gleisbau")
  port_operations: 'operations', // container terminals: stevedores, lashers, crane operators, quay foremen, vessel and yard planners, terminal managers
  marine: 'operations', // harbour masters, marine superintendents, pilots
  ship_crew: 'operations', // session 61: a vessel's seagoing crew: the master, deck officers (chief officer / mate, OOW), marine engineers (chief, second, third engineer, ETO), ratings (bosun, able seamen)
  field_service: 'trade', // field service engineers who install and repair equipment at customers' sites (medical devices, machines), their leads and managers
  agronomy: 'professional_service', // farm advisers, agronomists, dairy nutritionists ("melkveeadviseur", "conseiller agricole")
  member_relations: 'operations', // a co-operative's member relations ("ledenadviseur", "relation adhérents")
  quality_control: 'operations', // QC laboratories: QC analysts and chemists, microbiologists, metrology, their managers (also quality: AREA_ALSO)
  validation: 'operations', // GMP validation and qualification: CQV, CSV, process validation engineers (also quality: AREA_ALSO)
  pharmacovigilance: 'health', // drug safety: pharmacovigilance officers and their heads
  // airlines, football clubs, travel, events, fashion, publishing, games, media agencies, broadcasters (reader/verticals-media.ts)
  flight_deck: 'operations', // pilots: first and second officers, captains, training captains, the chief pilot ("Flugkapitän", "copiloto")
  cabin_crew: 'operations', // cabin crew, flight attendants, pursers / SCCMs and their base managers ("Flugbegleiter", "PNC", "comissário de bordo")
  operations_control: 'operations', // an airline's operations control centre (OCC): flight dispatchers, crew controllers, duty managers
  aircraft_maintenance: 'trade', // licensed aircraft engineers (B1 / B2), aircraft mechanics and their shift leads (line and base maintenance)
  sports_coaching: 'education', // a club's coaches: head coach, assistant, goalkeeping, fitness and academy coaches, the academy's head ("Co-Trainer", "NLZ")
  scouting: 'operations', // a club's scouts, video / opposition analysts and the chief scout ("Spielerbeobachter", "ojeador", "olheiro")
  sports_medicine: 'health', // a club's medical and performance staff: team doctors, sports scientists, the head of medical (physios also)
  travel_sales: 'hospitality', // travel agents and consultants of a travel agency or tour operator ("Reiseberater", "agente de viajes")
  tour_guiding: 'hospitality', // tour guides, tour leaders, resort representatives ("Reiseleiter", "guía de turismo", "reisleider")
  event_production: 'operations', // events companies' producers, coordinators and event managers ("produtor de eventos", "chef de projet événementiel")
  graphic_design: 'creative', // graphic, brand and marketing designers: print, packaging, motion ("Graphiste", "Mediengestalter", "diseñador gráfico"; also design: AREA_ALSO)
  fashion_design: 'creative', // a fashion house's designers and pattern cutters ("styliste", "modéliste", "Modedesigner"; also design: AREA_ALSO)
  publishing: 'creative', // book publishing's editorial: editorial assistants, editors, commissioning / acquisitions editors, publishers ("Lektorin")
  rights_licensing: 'partnerships', // a publisher's rights and licensing: foreign, translation, subsidiary rights ("Auslandsrechte", "droits étrangers")
  game_design: 'creative', // game, level, systems, narrative and economy designers, lead designers, the game director
  game_art: 'creative', // game artists: 3D / environment / character / concept / technical / VFX artists, animators, the head of art
  media_buying: 'marketing', // an agency's media buyers and planners, programmatic traders, heads of media / investment ("Mediaplaner", "media-inkoper")
  broadcast_programming: 'creative', // a broadcaster's or streamer's programming: schedulers, programme planners, content acquisition, the programme director
  post_production: 'creative', // session 61: film and TV post-production: video / offline / online editors ("Cutter", "monteur vidéo"), colourists, DITs and data wranglers, post supervisors, the head of post
  // the front line of facility services, farms and airports (reader/verticals-frontline.ts)
  cleaning: 'operations', // contract and office cleaning: cleaners, "Reinigungskraft", "agent d'entretien", "limpiadora", "schoonmaker", their supervisors and managers
  loss_prevention: 'operations', // session 42: a retailer's loss prevention / profit protection: LP managers, store detectives, shrink analysts ("Ladendetektiv", "Prevención de Pérdidas")
  guarding: 'operations', // security guarding: security officers and guards, "Sicherheitsmitarbeiter", "agent de sécurité", "vigilante", "beveiliger"
  // a fishing fleet's crews: fishers, skippers, the vessels' engineers ("Pescador", "Mestre de Pesca", "marin-pêcheur", "visser")
  fishing: 'trade',
  farming: 'trade', // farm work: farm workers, herdsmen, milkers, tractor drivers, "Landwirt", "ouvrier agricole", "peón agrícola", "veehouder", farm managers
  ground_handling: 'operations', // airport ground handling: ramp and check-in agents, baggage handlers, "agent d'escale", "agente de rampa", their supervisors
  // e-commerce: the online shop and the marketplaces a seller trades on (CROSS_AREAS): e-commerce and marketplace managers, heads
  // of e-commerce ("Leiter E-Commerce", "responsable e-commerce", "jefe de comercio electrónico", "hoofd webshop")
  ecommerce: 'marketing',
  // long-tail corporate teams buyers of specialised software target, apart from their neighbours (reader/verticals-longtail.ts)
  investor_relations: 'finance', // IR analysts, managers, directors ("Relations investisseurs", "Relações com Investidores", the DRI); FP&A too: AREA_ALSO
  corporate_development: 'finance', // corporate development and M&A ("Konzernentwicklung", "fusions-acquisitions", "desarrollo corporativo"), not strategy
  revenue_accounting: 'finance', // revenue accountants, revenue recognition (IFRS 15 / ASC 606, "Umsatzrealisierung", "omzetverantwoording"); accounting too
  // Session 40: a utility's or a telco's customer billing (its own team, beside collections; AP/AR keeps it too: AREA_ALSO).
  billing: 'finance', // billing clerks, analysts and their leads ("Facturación", "Faturação", "Facturation", "Kundenabrechnung", "facturatie")
  // Session 40: energy and commodity trading: traders, trading analysts, the head of trading, originators and PPA managers.
  trading: 'finance', // "Power Trader", "Energiehändler", "handelaar", "Head of Energy Trading", "Origination Manager"
  pricing: 'finance', // pricing analysts and managers, revenue management, monetisation ("Preisgestaltung", "precios", "precificação"), not transfer pricing
  developer_relations: 'marketing', // developer advocates and evangelists, developer community managers, the head of DevRel (not software engineers)
  internal_communications: 'marketing', // internal / employee communications ("interne Kommunikation", "communication interne", "endomarketing"), not press
  localization: 'creative', // translators, localisation specialists and PMs, the localisation manager ("Übersetzer", "traducteur", "vertaler")
  customer_experience: 'support', // CX and voice of the customer: CX analysts and managers, customer journey, the head of CX (not the support line)
  legal_operations: 'legal', // legal operations, legal project managers, contract managers and administrators, e-billing (not counsel)
  sustainability: 'operations', // ESG and sustainability, CSR ("RSE", "Nachhaltigkeit", "sostenibilidad", "duurzaamheid"), the CSO; not EHS
  records_management: 'operations', // records management and information governance: archivists, document controllers, "DIV", "informatiebeheer"
  // session 35: an enterprise's finance shared-services centre (SSC / GBS: its lead, its analysts; accounting too: AREA_ALSO)
  // and HR's reward / compensation & benefits centre of excellence (HR too: AREA_ALSO)
  shared_services: 'finance', // "Shared Services Center Lead", "Shared Services Analyst", "Head of Finance Shared Services"
  reward: 'human_resources', // reward, compensation & benefits ("Reward Specialist", "Referent Vergütung", "Chargée rémunération", "Especialista en Compensación")
  // Session 44: health care's clinical departments and professions beside nursing and the physicians (reader/verticals-clinical.ts)
  theatres: 'health', // operating theatres: theatre managers, ODPs, scrub and anaesthetic practitioners, theatre nurses ("OP-Pflege", "IBODE", "instrumentista")
  clinical_lab: 'health', // the clinical laboratory and pathology: biomedical scientists, MTL / MTLA, lab managers, phlebotomists ("technicien de laboratoire", "analista clínico")
  imaging: 'health', // imaging and radiology: radiographers, sonographers, imaging managers ("MTRA", "manipulateur", "técnico de radiología"); radiologists also
  pharmacy: 'health', // pharmacy: pharmacists, pharmacy technicians, the chief pharmacist ("Apotheker", "PTA", "pharmacien", "préparateur", "farmacéutico")
  therapies: 'health', // allied health therapies: physiotherapists, occupational and speech therapists, dietitians, the head of therapies ("Ergotherapeut", "orthophoniste")
  ambulance: 'health', // ambulance and emergency medical services: paramedics, EMTs, ambulance drivers ("Rettungssanitäter", "ambulancier", "TES", "técnico em emergência")
  dental: 'health', // dentistry: dentists, dental hygienists, dental nurses and technicians ("Zahnarzt", "ZFA", "chirurgien-dentiste", "odontólogo", "tandarts")
  veterinary: 'health', // veterinary practice: vets, veterinary nurses and technicians ("Tierarzt", "TFA", "vétérinaire", "ASV", "veterinario", "dierenarts")
  patient_administration: 'health', // admissions, medical records and clinical coding, medical secretaries and ward clerks ("Admisión", "Kodierfachkraft", "TIM", "zorgadministratie"); office too
  clinical_engineering: 'health', // clinical engineering (a hospital's medical equipment): EBME and medical equipment technicians, biomedical engineers, their managers ("Medizintechnik", "biomédical", "electromedicina", "engenharia clínica", "medische technologie")
  infection_prevention: 'health', // infection prevention and control: IPC nurses and practitioners ("Hygienefachkraft", "infirmière hygiéniste", "SCIH"); nursing too when a nurse
  customs: 'fulfillment', // customs clearance: declarants, customs brokers, customs managers ("Zolldeklarant", "déclarant en douane", "despachante aduaneiro", "douanedeclarant"); logistics too
  winemaking: 'manufacturing', // a winery's cellar: winemakers, oenologists, cellar masters and hands ("Œnologue", "Maître de chai", "Enólogo", "Adegueiro", "Kellermeister")
  forwarding: 'fulfillment', // freight forwarding: forwarders, sea and air freight desks ("Expediteur", "Speditionskaufmann", "agent de transit", "transitario"); logistics too
  visual_merchandising: 'creative', // a retailer's visual merchandising: visual merchandisers, window dressers and their managers ("Dekorateur", "Gestalter für visuelles Marketing", "étalagiste", "escaparatista", "etaleur")
} as const satisfies Record<string, JobFunction>;
export type Area = keyof typeof AREA_FUNCTION;
export const AREAS = Object.keys(AREA_FUNCTION) as Area[];
/** A whole function or one area of it. */
export type AreaKey = JobFunction | Area;

/**
 * Areas that cross functions: a title that names one keeps its own function and area and has this one
 * too ("Growth Engineer" is software engineering and growth). Their nominal function does not cover them
 * (a growth engineer is not in "all of marketing"); a marketing title of the area is marketing by its own area.
 * General management (CEO, managing directors, owners and founders without another area) reads as operations in
 * `professional.function`, but a persona's "operations" / "ops leaders" is not the company's top: only a persona
 * that names general management, the CEO or founders keeps them. A staffing agency's recruitment consultants are HR by
 * their trade but no one's "HR team" (nor in-house recruiting): only a persona that names them keeps them. E-commerce is
 * the online shop's trade, run from marketing, sales or operations: "marketing managers" do not name the e-commerce manager.
 */
export const CROSS_AREAS: ReadonlySet<Area> = new Set<Area>(['growth', 'general_management', 'agency_recruiting', 'ecommerce']);

/**
 * Areas that also count as another area (DevOps and platform engineers are software engineers too; AEs and SDRs are new
 * business). Information security is not IT: a buyer who wants the security team names it ("IT and security", "DSI,
 * RSSI"). Data engineering is the data team's, not software engineering's: "software engineers", "everyone in
 * engineering", "EMs" leave out data engineers and their managers (every development set's authors do); a buyer who wants
 * them names data.
 */
export const AREA_ALSO: Readonly<Partial<Record<Area, Area>>> = {
  devops: 'software',
  ap_ar: 'accounting',
  learning: 'hr',
  account_executive: 'new_business',
  sales_development: 'new_business',
  field_sales: 'new_business',
  inside_sales: 'new_business',
  // Warehouses, road transport, the fleet and supply chain planning are logistics too ("logistics managers" keep the warehouse manager).
  warehouse: 'logistics',
  transport: 'logistics',
  supply_planning: 'logistics',
  fleet: 'logistics',
  // Session 48: customs clearance is a forwarder's and a shipper's logistics too.
  customs: 'logistics',
  // Session 49: freight forwarding (sea and air freight desks, forwarders) is logistics too.
  forwarding: 'logistics',
  // Session 44: a hospital's patient administration (admissions, records, medical secretaries) is office work too.
  patient_administration: 'office',
  // Facility managers and caretakers are the office's too; seller success is a customer success team.
  facilities: 'office',
  seller_success: 'customer_success',
  // Collections are accounts receivable's work too.
  collections: 'ap_ar',
  // Water network crews are a utility's field crews too; QC laboratories and validation are quality too.
  water_network: 'grid_field',
  // A telecom network's field technicians are the network's too ("network people" keep them; "not the field technicians"
  // leaves out only them).
  telecom_field: 'telecom_network',
  quality_control: 'quality',
  validation: 'quality',
  // A fashion designer is a designer too ("all our designers"); so is a graphic designer ("not graphic designers" leaves
  // out only them, "designers" keeps them).
  fashion_design: 'design',
  graphic_design: 'design',
  // Cleaning and security guarding are the facility services' own, and facilities too ("facility services staff").
  cleaning: 'facilities',
  guarding: 'facilities',
  // Investor relations was FP&A's until session 32 ("FP&A" still keeps the IR team); revenue accounting is accounting.
  investor_relations: 'fpa',
  revenue_accounting: 'accounting',
  // Customer experience is customer support's too ("support leaders" keep the head of CX; "not the CX team" leaves out only it).
  customer_experience: 'customer_support',
  // A finance shared-services centre keeps the books (accounting keeps it); reward is HR proper ("HR people" keep it).
  shared_services: 'accounting',
  reward: 'hr',
  // Session 40: customer billing is accounts receivable's too, as it was read before it was an area ("AP/AR" keeps billing clerks).
  billing: 'ap_ar',
};

/**
 * Leaders of an area who lead another too: a head or director of data engineering is an engineering leader ("heads of
 * engineering", software budget holders), while the data team's managers and engineers are not software engineering's.
 */
export const LEADERS_ALSO: Readonly<Partial<Record<Area, Area>>> = {
  data_engineering: 'software',
};

/**
 * The operations of a function: its leaders are not the function's line leaders. "Heads of sales", "Vertriebsleiter",
 * "sales managers" lead the sellers; a RevOps or sales-operations leader is named by that area ("heads of sales and RevOps").
 */
export const OPERATIONS_OF: Readonly<Partial<Record<Area, JobFunction>>> = {
  revops: 'sales',
  // Procurement and the PMO are operations in PDL's taxonomy, but buying centres of their own: "operations leaders",
  // "heads of ops" run the operations line, and a buyer who wants the head of procurement or of the PMO names them.
  procurement: 'operations',
  project_management: 'operations',
  // So is supply chain and logistics (PDL's own sub-role): "heads of ops" are not the heads of the supply chain.
  logistics: 'operations',
  // A contact centre's workforce management (WFM) too: "coordenadores de operação" are not the WFM coordinators.
  workforce_planning: 'operations',
  // Health and safety and quality management too: "heads of ops" are not the HSE or quality heads.
  hse: 'operations',
  quality: 'operations',
  // A bank's branch network and an NGO's programmes are buying centres of their own, not the operations line.
  branch_network: 'operations',
  programmes: 'operations',
  // Risk management and lending are a bank's own buying centres: "finance directors" are not the heads of risk or credit.
  risk: 'finance',
  lending: 'finance',
  // And the sectors' own operations (verticals-infrastructure.ts): control rooms, property, marketplaces' teams.
  grid_control: 'operations',
  property_management: 'operations',
  facilities: 'operations',
  property_development: 'operations',
  category_management: 'operations',
  trust_safety: 'operations',
  // Insurers', pension funds' and lenders' own teams (verticals-public.ts): "finance directors" are not the chief actuary,
  // the head of collections or an audit partner; "heads of ops" do not run pension administration.
  actuarial: 'finance',
  collections: 'finance',
  audit: 'finance',
  asset_management: 'finance',
  // Session 40: an energy company's trading desk and a utility's billing team: "finance directors" are not their heads.
  trading: 'finance',
  billing: 'finance',
  pension_administration: 'operations',
  // Heavy industry's own operations (verticals-industry.ts): treatment works, land and permits, train crews, terminals, co-op members, QC.
  water_treatment: 'operations',
  renewables_development: 'operations',
  land: 'operations',
  permitting: 'operations',
  train_crew: 'operations',
  rail_control: 'operations',
  port_operations: 'operations',
  marine: 'operations',
  ship_crew: 'operations',
  member_relations: 'operations',
  quality_control: 'operations',
  validation: 'operations',
  // An airline's flight deck, cabin and operations control, a club's scouting and an events company's production.
  flight_deck: 'operations',
  cabin_crew: 'operations',
  operations_control: 'operations',
  scouting: 'operations',
  event_production: 'operations',
  // Facility services' cleaning and guarding and an airport's ground handling: "heads of ops" do not run them.
  cleaning: 'operations',
  guarding: 'operations',
  ground_handling: 'operations',
  loss_prevention: 'operations',
  // ESG and records management are buying centres of their own: "heads of ops" run neither.
  sustainability: 'operations',
  records_management: 'operations',
};

export const LEVELS = [
  'intern',
  'entry',
  'senior',
  'tech_lead',
  'team_lead',
  'manager',
  'senior_manager',
  'head',
  'director',
  'vp',
  'partner',
  'svp',
  'c_level',
  'owner',
] as const;
export type Level = (typeof LEVELS)[number];

/** Rungs of the ladder, higher is more senior; equal numbers are the same rung. */
export const LEVEL_RANK: Readonly<Record<Level, number>> = {
  intern: 0,
  entry: 1,
  senior: 2,
  tech_lead: 3,
  team_lead: 3,
  manager: 4,
  senior_manager: 5,
  head: 6,
  director: 6,
  vp: 7,
  partner: 8,
  svp: 9,
  c_level: 10,
  owner: 11,
};

/** People Data Labs `job_title_levels` for each rung. */
export const PDL_LEVEL: Readonly<Record<Level, 'training' | 'entry' | 'senior' | 'manager' | 'director' | 'vp' | 'partner' | 'cxo' | 'owner'>> = {
  intern: 'training',
  entry: 'entry',
  senior: 'senior',
  tech_lead: 'senior',
  team_lead: 'manager',
  manager: 'manager',
  senior_manager: 'manager',
  head: 'director',
  director: 'director',
  vp: 'vp',
  partner: 'partner',
  svp: 'vp',
  c_level: 'cxo',
  owner: 'owner',
};

/** Every level whose rung lies in [min, max] (both optional, inclusive). */
export function levelsBetween(min?: Level, max?: Level): Level[] {
  const lo = min ? LEVEL_RANK[min] : -Infinity;
  const hi = max ? LEVEL_RANK[max] : Infinity;
  return LEVELS.filter((l) => LEVEL_RANK[l] >= lo && LEVEL_RANK[l] <= hi);
}

/** How a person is engaged in a role. Interns are a level, not an employment. */
export const EMPLOYMENTS = ['employee', 'contractor', 'fractional', 'advisor', 'board'] as const;
export type Employment = (typeof EMPLOYMENTS)[number];

/** Conditions about a person that are neither an area nor a level. */
export const TRAITS = [
  'founder', // founded this company (current role here; never "ex-", "2x founder" or a founder elsewhere)
  'owner', // owns this company
  'decision_maker', // an employee at director level or above (founders and owners included)
  'budget_holder', // owns or approves spend: owners, founders, C-level, partners, VPs, heads, directors
  'software_buyer', // can sign a software purchase: owners, founders, C-level, engineering/IT/security leaders
  'manages_people', // an employee who leads a team in a current role
  'individual_contributor', // manages nobody in any current role
  'junior', // an entry-level title that says so (junior, associate, assistant, graduate, SDR)
  'full_time',
  'part_time',
] as const;
export type Trait = (typeof TRAITS)[number];

/** Kinds of title a persona can name beside the role key ("assistants", "coordinators", "tech leads", "ML engineers", "IT admins"). */
export const TITLE_KINDS: ReadonlySet<string> = new Set([
  'assistant',
  'coordinator',
  'tech_lead',
  'ml_engineer',
  'it_admin',
  // Session 34: the service desk (helpdesk, IT support, technicians), IT admins too: "no service desk" keeps the sysadmins.
  'it_support',
  'paralegal',
  'driver',
  // Session 49: road and rail transport planners and dispatchers ("Disponent", "Transportplanner", "Exploitant transport").
  'transport_planner',
  // Session 53: a terminal's stevedores and lashers ("Estivador", "Trabalhador Portuário", "Dokwerker"), apart from its crane
  // and machine operators and planners.
  'stevedore',
  // Session 50: campaign managers, who run (advertising) campaigns ("Campaign Manager", "Chargée de campagnes", "Kampagnenmanager").
  'campaign_manager',
  // Session 50: information security officers ("Informationssicherheitsbeauftragter", "ISB", "Information Security Officer"), the
  // seat a regulation names, not every security engineer or SOC analyst.
  'security_officer',
  // Session 50: analysts of a security operations centre ("SOC Analyst", "SOC-Analystin", "Threat Hunter", "Security Analyst (MDR)"):
  // "not SOC analysts" leaves out them, not every security engineer.
  'soc_analyst',
  // Session 51: customers' onboarding specialists and managers ("Onboarding Specialist", "Analista de Onboarding"): "no onboarding"
  // leaves them out of customer success.
  'customer_onboarding',
  // Session 49: stock and inventory controllers ("Stock Controller", "Gestionnaire de stocks", "Voorraadbeheerder").
  'inventory_controller',
  'category_buyer',
  // Strategic buyers (commodity managers, lead buyers) and operational buyers, who place the orders (reader/verticals-trades.ts).
  'strategic_buyer',
  'operational_buyer',
  // The buyers of public bodies ("Vergabesachbearbeiterin", "Acheteur public", "Técnico de Contratación", "Aanbestedingsadviseur").
  'public_buyer',
  'executive_director',
  // Kinds of trainee: a working student ("Werkstudent", "student assistant") and an apprentice ("Azubi", "alternant",
  // "aprendiz", "BBL-leerling", dual study) beside interns proper; "interns" alone are all three.
  'working_student',
  'apprentice',
  // An agency temp (a contractor hired through a temporary-work agency: "Leiharbeiter", "intérimaire", "uitzendkracht", an
  // employment type "Temporary" / "Seasonal"): "agency temps" are those, and "no freelancers" beside them keeps them.
  'agency_temp',
  'university_head',
  // Software testers and QA engineers ("QA Engineer", "Testeur", "Analista de Testes", "SDET"): "no QA testers" keeps the developers.
  'qa_tester',
  // Copywriters ("Copywriter", "Texter", "Concepteur-rédacteur"): "no copywriters" leaves out them, not designers or marketers.
  'copywriter',
  // Session 34: art directors ("Directrice artistique", "DA", "Diretor de Arte"): senior designers, apart from creative directors.
  'art_director',
  // verticals-infrastructure.ts: a dealer's service advisors, mechanics and parts counter, F&I, consumer sales consultants (cars,
  // new homes); BIM and drafting in architecture
  'service_advisor',
  'mechanic',
  'parts_counter',
  'f_and_i',
  'consumer_sales',
  'bim',
  'drafter',
  // Session 60: land and site surveyors ("Topógrafo", "Géomètre", "Vermesser", "Engineering Surveyor"), not quantity surveyors.
  'land_surveyor',
  // Session 60: a record label's A&R ("A&R Manager", "Cazatalentos (A&R)"), reader/verticals-media.ts.
  'a_and_r',
  // Session 41: OT security engineers inside security ("OT Security Engineer", "Ingénieur cybersécurité industrielle").
  'ot_security',
  // Session 41: the elected head of a municipality or county (mayor, Bürgermeister, maire, alcalde, prefeito, Leader of the Council), an elected member too.
  'mayor',
  // Session 42: a council's executive members (the Leader and the cabinet, wethouders, schepenen, deputy mayors and adjoints,
  // delegated concejales, an agglomeration's vice-presidents), elected members as the ordinary councillors are.
  'council_executive',
  // Session 43: a store manager's deputy ("Assistant Store Manager", "Stellv. Filialleiterin", "Subgerente de Loja"), on the
  // retail team-lead rung beside the floor's department heads: "deputy store managers" are them alone.
  'deputy_store_manager',
  // verticals-industry.ts: maintenance planners ("no maintenance planners", "keine Arbeitsvorbereiter")
  'maintenance_planner',
  'quantity_surveyor',
  // Session 54: who runs a bus garage or a train depot ("Depot Manager", "Depotchef", "Leiter Betriebshof", "Jefe de Cocheras").
  'depot_manager',
  // Session 55: manufacturing and process engineers ("Process Engineer", "Prozessingenieur", "Ingénieur méthodes"), apart from
  // the design engineers of the same hardware area ("design engineers, not manufacturing or process engineers").
  'process_engineer',
  // Session 56: a care provider's clinical informatics leads (CCIO, CNIO, CMIO) and the analysts, trainers and project leads
  // of its clinical systems (EPR, LIS, KIS, DPI: "LIS Application Analyst", "Anwendungsbetreuer KIS", "Chef de projet DPI").
  'clinical_informatics_lead',
  'clinical_application_analyst',
  // Session 56: an aviation or rail operator's accountable manager ("Accountable Manager", "Dirigeant responsable"), and the
  // managers of its safety management system (SMS, operational safety), apart from occupational health and safety.
  'accountable_manager',
  'safety_management',
  // Session 56: a venue's or promoter's ticketing and box office ("Box Office Manager", "Taquillera", "Responsable billetterie").
  'ticketing',
  // Session 56: the paid staff who recruit and look after volunteers ("Volunteer Coordinator", "Técnica de Voluntariado").
  'volunteer_manager',
  // Session 56: a terminal's vessel, yard and stowage planners ("Vessel Planner", "Planeador de Navios"), apart from its
  // crane and straddle carrier operators ("the vessel and yard planners, not crane drivers").
  'terminal_planner',
  // verticals-media.ts: camera and lighting crews beside broadcast engineering, physiotherapists, kitchen porters, social media
  'camera_crew',
  // Session 61: a broadcaster's presenters, inside its production.
  'presenter',
  'physiotherapist',
  'kitchen_porter',
  // Session 44, verticals-clinical.ts: kinds inside health care's clinical areas ("no phlebotomists", "pas les ASV", "não os protésicos").
  'phlebotomist',
  'radiologist',
  'psychiatrist',
  'psychologist',
  'clinical_coder',
  'medical_secretary',
  'sonographer',
  // Session 60: midwives ("Hebamme", "sage-femme", "matrona"), inside nursing.
  'midwife',
  // Session 61: mental health nurses ("Psychiatric Nurse", RMN, "enfermera de salud mental", "GGZ-verpleegkundige"), inside nursing.
  'mental_health_nurse',
  'pharmacy_technician',
  // Session 60: a pharmacy's assistants ("Técnica Auxiliar de Farmácia", "Pharmacy Assistant", PKA), below its technicians.
  'pharmacy_assistant',
  'dental_nurse',
  'dental_technician',
  'dental_hygienist',
  'vet_nurse',
  'ambulance_driver',
  'social_media',
  // Press and communications inside marketing (PR, press officers, corporate communications): "marketers, not PR".
  'pr_comms',
  // Marketing operations and automation inside marketing (reader/verticals-longtail.ts MARKETING_OPS): "marketing ops".
  'marketing_ops',
  // verticals-care.ts: nursing technicians ("Técnica de Enfermagem"), apart from the nurses.
  'nurse_technician',
  // verticals-industry.ts: the qualified person of a pharmaceutical manufacturer, apart from the rest of quality.
  'qualified_person',
  // Session 39: regulatory CMC specialists inside regulatory affairs (verticals-industry.ts).
  'regulatory_cmc',
  // Session 39: principal and staff scientists inside research (verticals-industry.ts).
  'principal_scientist',
  // Session 39: laboratory technicians inside research; a QC lab's are quality control's (verticals-industry.ts).
  'lab_technician',
  // Session 39: a partnership's salaried (non-equity) partners and its equity partners (verticals-industry.ts).
  'salaried_partner',
  'equity_partner',
  // Session 39: a legal role at a company not known to be a law or accounting firm (reader/firm.ts atInHouse).
  'in_house_counsel',
  // Session 40: a law firm's associates (junior to managing), its counsel rank and the trainees of the profession (reader/firm.ts SECTOR_KINDS).
  'law_associate',
  'law_counsel',
  'law_trainee',
  // Session 40: originators and PPA managers inside energy trading (reader/verticals-industry.ts).
  'origination',
  // Session 40: the company secretary, the board's officer ("Company Secretary", "Secretario del Consejo", "Bedrijfssecretaris").
  'company_secretary',
  // A school's heads of department or subject ("Head of English", "Fachbereichsleiter", "Coordenador de Departamento").
  'department_head',
  // Session 37: the owners of a business system inside its area (compiler/lexicon-tools.ts): CRM, HRIS, finance systems,
  // ERP, ITSM and developer tooling admins, support operations.
  'crm_systems',
  'hr_systems',
  'finance_systems',
  'erp_systems',
  'itsm_systems',
  'dev_tooling',
  'support_ops',
]);

/**
 * Months at the company, inclusive bounds, counted in whole calendar months since the start month (profiles give
 * months only): "less than 6 months" is `{ max: 5 }`, "at least 6 months" `{ min: 6 }`, "more than 6 months" `{ min: 7 }`.
 */
export interface Tenure {
  min?: number;
  max?: number;
}

/**
 * One group of people a persona names. Every non-empty field must hold (fields are ANDed, the values
 * inside one field are ORed); an empty list means "any".
 */
export interface Selector {
  /** Functions or areas (any of them). */
  areas: AreaKey[];
  /** Levels (any of them); ranges ("manager and up") are compiled to the rungs they cover. */
  levels: Level[];
  /** Named roles (any of them): `ceo`, `cto`, `cpo`, `procurement_chief`, `account_executive`, `sdr`, `tech_lead`, … */
  roles: string[];
  /**
   * Title phrases (any of them; left out when none): the person's current title here, or the headline when the title is
   * empty, contains the phrase's words in a row ("loss adjuster", "disponent", "conducteur de travaux"). Stored normalised
   * (`titlePhrase`, reader/title-phrase.ts: lower case, no accents, no gender marks); plural and feminine forms meet by
   * stem. With other fields it narrows them ("senior loss adjusters": the phrase and the senior rung).
   */
  titles?: string[];
  /** How the person is engaged (any of them). */
  employment: Employment[];
  /** Conditions that must all hold. */
  traits: Trait[];
  /** The person's highest level in any current role is at most this ("below director" = at most senior_manager). */
  ceiling?: Level;
  tenure?: Tenure;
  /**
   * A kind of employer said of these people only, in a sentence that adds them to others ("Finance leaders. At the
   * hospitals also the heads of purchasing."): they are taken only at companies of it. The persona's own `employer`
   * holds for everyone besides. On an exclusion, the people it leaves out are left out only at companies of it ("not the
   * receptionists at dental clinics").
   */
  employer?: EmployerCondition;
  /**
   * A company-relative rung: which of the people this selector holds on it keeps at each company, by the rungs
   * (`LEVEL_RANK`, ties are one rung) they hold there, each area apart (a selector of no area: each person's). `top`:
   * the most senior ("IT, only its head", "el máximo responsable de IT": the CIO at one company, the IT manager at
   * another); `second`: the rung just below the top ("the number two in sales", "die Stellvertretung der
   * Marketingleitung"); `below_top`: all but the top ("the IT team without its boss", "todo el equipo comercial por
   * debajo de quien mande"); `first_line`: the lowest rung of leadership there is ("first-line managers", "managers de
   * proximité"); `above_first_line`: leaders above it ("managers of managers"); `sole`: the only one there is ("one-person
   * departments", "de enige jurist"). Decided over a company's matches together (src/pipeline/decisions.ts
   * `companyRungs`); a person another selector keeps stays. Only on inclusions.
   */
  rung?: SelectorRung;
  /**
   * A company-relative fallback: the position in `include` of an earlier selector this one stands in for ("the CISO if
   * there is one, otherwise the head of IT", "the CFO, or the finance manager where there is none", "sales managers unless
   * there is a sales director", "IT-Teamleiter nur, wenn es keinen IT-Leiter gibt", "le DAF, à défaut le comptable"): its
   * matches are kept at a company only where no match of that selector is kept there (decided with the rungs,
   * src/pipeline/decisions.ts `companyRungs`); a person another selector keeps stays. Only on inclusions.
   */
  fallback_for?: number;
  /**
   * A seat named only in another selector's condition ("IT team leads only where there is no IT head": the IT head is
   * not wanted): its matches are never kept, they only decide the selectors whose `fallback_for` names it. Only on
   * inclusions that a `fallback_for` names.
   */
  condition_only?: boolean;
  /**
   * Where in an enterprise org chart the seat sits (any of them; left out: anywhere): `group` (the group, its head office and
   * global seats: "Group CFO", "at group level"), `division` (a division or business unit: "divisional CFOs", "heads of BU"),
   * `region` (a region of countries: "regional sales leaders in EMEA", "Regionalchefs DACH"), `country` (a country and its
   * subsidiary: "the country finance directors", "Landesgesellschaften", "filiales"). The title says it ("VP Sales EMEA",
   * "Directeur Financier France"); a title that names none is the group's.
   */
  scope?: Scope[];
  /** The words of the persona this selector was read from (normalised), for `interpretation` and warnings. */
  text: string;
}

/** Where in an enterprise org chart a seat sits (`Selector.scope`, `RoleFacts.scope`), from the whole to the most local. */
export const SCOPES = ['group', 'division', 'region', 'country'] as const;
export type Scope = (typeof SCOPES)[number];

/** Company-relative rungs a selector may take (`Selector.rung`). */
export const SELECTOR_RUNGS = ['top', 'second', 'below_top', 'first_line', 'above_first_line', 'sole'] as const;
export type SelectorRung = (typeof SELECTOR_RUNGS)[number];

/** An exclusion removes, from the included people, those it names; `unless` spares some of them. */
export interface Exclusion extends Selector {
  unless?: Selector;
}

/**
 * Kinds of employer a persona can name ("at the banks", "bij de gemeente", "en operadoras"): a small closed list, each
 * mapped to the company `industry` values of the data (LinkedIn / People Data Labs industry names; `sectors.ts`).
 */
export const SECTORS = [
  'banking',
  'fintech',
  'insurance',
  'pension_funds',
  'government',
  'higher_education',
  'research',
  'schools',
  'health_care',
  'utilities',
  'telecom',
  'publishing',
  'broadcasting',
  'nonprofit',
  'car_dealers',
  'automotive',
  'real_estate',
  'architecture',
  'pharma_biotech',
  'law_firms',
  'accounting_firms',
  'hospitality',
  'construction',
  'retail',
  'marketplaces',
  'software',
  'it_services',
  'consulting',
  'logistics',
  'agencies',
  'manufacturing',
  'food_beverage',
  'oil_gas_mining',
  'transport',
  'travel',
  'entertainment',
  'fashion',
  'public_sector',
  'financial_services',
  'wholesale',
  'agriculture',
  'contact_centres',
  'facility_services',
  // Session 48: kinds of manufacturer a buyer names by themselves ("at the aerospace & defence suppliers", "EMS providers").
  'aerospace_defence',
  'electronics',
] as const;
export type Sector = (typeof SECTORS)[number];

/** Employee counts of the company, inclusive bounds. */
export interface EmployeeRange {
  min?: number;
  max?: number;
}

/**
 * A condition on the company a person works at, not on the person: its sector (any of `sectors`; none of `except`)
 * and its size. Judged on the company's facts; where they are unknown (no industry, no employee count) it is not applied.
 */
export interface EmployerCondition {
  sectors: Sector[];
  except: Sector[];
  employees?: EmployeeRange;
  /** The words of the persona it was read from. */
  text: string;
}

/** What a persona means. */
export interface Criteria {
  version: number;
  /** A person is included when any current role satisfies any selector. */
  include: Selector[];
  /** Applied to included people only; each removes only what it names. */
  exclude: Exclusion[];
  /** Only people at companies of this kind (absent: any company). */
  employer?: EmployerCondition;
}

/** What the matcher knows of the company a person is judged at (`Company.industry`, `Company.employees_count`). */
export interface EmployerFacts {
  name: string;
  /** "" when unknown. */
  industry: string;
  /** 0 when unknown. */
  employees: number;
  /** The company's own words about itself (description, specialties, slogan); "" when there are none. */
  about?: string;
}

/** A piece of the persona text the compiler could not read, or read with a doubt. */
export interface Span {
  text: string;
  /** Whether the piece stood in an inclusion or an exclusion. */
  side: 'include' | 'exclude';
}

export interface Warning {
  /** `not_applied`: a condition the criteria cannot hold (the size of the buyer's company); `read_as_title`: words no
   * vocabulary knew, read literally as a title phrase (`Selector.titles`). */
  code: 'ambiguous' | 'unrecognised' | 'typo_corrected' | 'empty' | 'not_applied' | 'read_as_title';
  message: string;
  text: string;
}

/** The compiler's output: stored with a persona, snapshotted by each job. */
export interface CompiledPersona {
  criteria: Criteria;
  warnings: Warning[];
  unrecognised: Span[];
}

/** Where a fact about a person was read. */
export interface Evidence {
  where: 'title' | 'headline' | 'about';
  text: string;
}

/** One current role of the person at this company. */
export interface RoleFacts {
  title: string;
  source: 'title' | 'headline';
  level: Level;
  /** Functions and areas the title names, most prominent first ("VP Sales & Marketing" names two). */
  areas: AreaKey[];
  /** Named roles this title is (`ceo`, `account_executive`, `tech_lead`, …). */
  roles: string[];
  employment: Employment;
  /** Leads people in this role. */
  manages: boolean;
  /** An entry-level title that says so. */
  junior: boolean;
  /** Level or function was read. */
  known: boolean;
  /** Some words of the title were not read. */
  unsure: boolean;
  /** Normalised employment type as the source gave it ("full-time", "part-time", "contract", … or ""). */
  employmentType: string;
  /** Months since the role started, null when unknown. */
  tenureMonths: number | null;
  /** Where in an enterprise org chart the title puts the seat, when it says (reader/scope.ts); none: the group's. */
  scope?: Scope;
}

/** What a person is, for this company. */
export interface PersonFacts {
  company: string;
  /** `confirmed`: a current role here; `former`: only ended ones; `unconfirmed`: on the roster only. */
  belongs: 'confirmed' | 'former' | 'unconfirmed';
  roles: RoleFacts[];
  founder: boolean;
  owner: boolean;
  founderEvidence: Evidence | null;
}

// ---------------------------------------------------------------------------------------------------
// Validation of stored or edited readings (zod). The inferred types equal the interfaces above.

const areaKeys = [...JOB_FUNCTIONS, ...AREAS] as [AreaKey, ...AreaKey[]];
const TenureSchema = z.object({ min: z.number().nonnegative().optional(), max: z.number().nonnegative().optional() });
export const EmployerSchema = z.object({
  sectors: z.array(z.enum(SECTORS)),
  except: z.array(z.enum(SECTORS)),
  employees: z.object({ min: z.number().int().nonnegative().optional(), max: z.number().int().nonnegative().optional() }).optional(),
  text: z.string(),
});
export const SelectorSchema = z.object({
  areas: z.array(z.enum(areaKeys)),
  levels: z.array(z.enum(LEVELS)),
  roles: z.array(z.string().min(1)),
  titles: z.array(z.string().min(1).max(120)).optional(),
  employment: z.array(z.enum(EMPLOYMENTS)),
  traits: z.array(z.enum(TRAITS)),
  ceiling: z.enum(LEVELS).optional(),
  tenure: TenureSchema.optional(),
  employer: EmployerSchema.optional(),
  rung: z.enum(SELECTOR_RUNGS).optional(),
  fallback_for: z.number().int().nonnegative().optional(),
  condition_only: z.boolean().optional(),
  scope: z.array(z.enum(SCOPES)).optional(),
  text: z.string(),
});
export const CriteriaSchema = z
  .object({
    version: z.number().int().positive(),
    include: z.array(SelectorSchema),
    exclude: z.array(SelectorSchema.extend({ unless: SelectorSchema.optional() })),
    employer: EmployerSchema.optional(),
  })
  .superRefine((c, ctx) => {
    for (const issue of fallbackIssues(c.include)) ctx.addIssue({ code: 'custom', path: ['include', ...issue.path], message: issue.message });
  });

/**
 * What is wrong with the fallbacks of inclusions (`Selector.fallback_for`, `condition_only`): a fallback names an earlier
 * inclusion and is no condition-only seat itself; a condition-only seat is named by some fallback.
 */
export function fallbackIssues(include: ReadonlyArray<Pick<Selector, 'fallback_for' | 'condition_only'>>): { path: Array<number | string>; message: string }[] {
  const out: { path: Array<number | string>; message: string }[] = [];
  include.forEach((s, i) => {
    if (s.fallback_for !== undefined && s.fallback_for >= i)
      out.push({
        path: [i, 'fallback_for'],
        message: i ? `must name an earlier group of people kept (0 to ${i - 1})` : 'the first group of people kept has no earlier one to stand in for',
      });
    if (s.fallback_for !== undefined && s.condition_only) out.push({ path: [i, 'condition_only'], message: 'a condition-only seat stands in for no one' });
    if (s.condition_only && !include.some((x) => x.fallback_for === i))
      out.push({ path: [i, 'condition_only'], message: 'a condition-only seat must be named by a fallback_for' });
  });
  return out;
}

/** The function an area key belongs to (a function is its own). */
export function functionOf(key: AreaKey): JobFunction {
  return (AREA_FUNCTION as Record<string, JobFunction>)[key] ?? (key as JobFunction);
}

/** Whether a role in `have` falls under the wanted key: the same key, its function, or an area it also counts as. */
export function areaCovers(want: AreaKey, have: AreaKey): boolean {
  if (want === have) return true;
  if ((CROSS_AREAS as ReadonlySet<AreaKey>).has(have)) return false;
  if (functionOf(have) === want) return true;
  return (AREA_ALSO as Record<string, AreaKey>)[have] === want;
}

/** An empty selector (everyone), to build on. */
export function selector(partial: Partial<Selector> = {}): Selector {
  return { areas: [], levels: [], roles: [], employment: [], traits: [], text: '', ...partial };
}
