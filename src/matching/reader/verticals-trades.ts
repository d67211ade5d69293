// The title reader's vocabulary of construction, manufacturing plants, logistics, QHSE and charities' fundraising
// (DATA), in English, German, French, Spanish, Portuguese and Dutch. Each table is spliced into the reader's own at one
// place:
// - TRADES_PHRASES (title-normalise.ts, before the generic phrases): the verticals' words in the reader's long forms
//   ("Uitvoerder", "Bauleiter", "Conducteur de travaux", "Jefe de obra", "Engenheiro de obra" run a building site; "Polier",
//   "Capataz", "Encarregado", "Voorman" are its foremen; "Wagenparkbeheerder" is a fleet manager, "Jefe de bodega" a
//   warehouse manager, "Prevencionista de riesgos" an HSE specialist);
// - TRADES_FUNCTIONS (title-functions.ts, first rows of FUNCTION): the function and sub-area of those long forms, before the generic
//   words they contain ("Site Engineer" is no software engineer, "Forklift Driver" no road driver, "Sicherheitsingenieur"
//   no IT security);
// - TRADES_AREA_OF_SUB (person.ts): the contract's areas of those sub-areas; TRADES_EXTRA_AREAS: the second area of a title
//   that names two ("Quality & H&S Manager", "QHSE Manager");
// - TRADES_KINDS (title.ts): kinds of title a persona names apart inside an area (road drivers; category buyers, who buy
//   for a retailer's shelves, not for the company).
// Rungs (src/matching/README.md, reader section): a foreman / "Polier" / "Capataz" / "Encarregado" / "Voorman" and any
// "Supervisor" lead a team (team-lead rung); a site manager / "Uitvoerder" / "Bauleiter" is a manager of construction, a
// senior site or contracts manager a senior manager, the construction director a director; a plant manager / "Werkleiter"
// runs the plant at manager rung or above as the title says.
import type { AreaKey } from '../criteria.js';
import type { Fn } from '../taxonomy.js';

/** Long forms of the verticals' titles (applied to a normalised title, in order). */
export const TRADES_PHRASES: ReadonlyArray<readonly [RegExp, string]> = [
  // Construction: the construction director, site managers, foremen.
  [/\bdirecteur uitvoering\b|\bdiret(or|ora) de obras\b|\bdirect(eur|rice) des travaux\b|\bdirect(or|ora) de obras\b/g, 'construction director'],
  [/\bgerente de obras?\b|\bjef[ea] de obras\b/g, 'construction manager'],
  [/\boberbauleiter(in)?\b|\bgesamtprojektleiter(in)?\b/g, 'senior site manager'],
  [
    /\b(hoofd)?uitvoerder\b|\bbouwplaats(manager|leider)\b|\bbauleiter(in)?\b|\bbauleitung\b|\bconduct(eur|rice) de travaux\b|\bjef[ea] de obra\b|\bresidente de obra\b|\bencarregad[oa] geral( de obras?)?\b|\bmestre(s)? de obras?\b|\bengenheir[oa] de obras?\b|\bdiret(or|ora) de obra\b|\bsite agent\b|\bbaufuhrer(in)?\b|\bproject manager ?[-–—,(]? ?site\b\)?|\b(construction|site|project) superintendent\b|^(general |senior |assistant )?superintendent$/g,
    'site manager',
  ],
  [
    /\b(general |meewerkend )?(voorman|foreman|forewoman)\b|\bsite supervisor\b|\b(werk)?polier(in)?\b|\bvorarbeiter(in)? (bau|tiefbau|hochbau|strassenbau|rohbau|gleisbau)\b|\bcapataz\b|\bchef(fe)? de chantier\b|\bencarregad[oa]( de obras?)?$|\bencarregad[oa] de obras?\b|\bganger\b/g,
    'site foreman',
  ],
  // Session 33: a builder's crew chiefs by their trade ("Chef d'équipe gros œuvre").
  [/\bchef(fe)? d'equipe (gros (oe|œ)uvre|second (oe|œ)uvre|maconnerie|coffrage|ferraillage|btp|chantier|vrd|terrassement)\b/g, 'site foreman'],
  [/\bchefe de equip(a|e)\b|\bploegleider\b|\bjef[ea] de cuadrilla\b/g, 'crew team leader'],
  [/\bwerkvoorbereider\b|\bprojectingenieur\b|\bbauingenieur(in)?\b/g, 'site engineer'],
  [/\bengenheir[oa] de planeamento\b/g, 'site engineer planning'],
  // Estimating and quantity surveying (construction's commercial side).
  [
    /\bchief estimator\b|\bhoofd calculatie\b|\bgerente de orcamentos\b|\bleiter(in)? (bauabrechnung (&|und) )?kalkulation\b|\bjef[ea] de presupuestos\b|\bresponsable (des |du service )?etudes de prix\b/g,
    'head of estimating',
  ],
  [
    /\bqs\b|\bquantity surveyor\b|\bcalculator( bouwkunde)?\b|\b(projekt)?kalkulator(in)?\b|\bmetreu(r|se)\b|\beconomiste de la construction\b|\b(medidor(a)?-? ?)?orcamentista\b|\bpresupuestador(a)?\b|\bcharge(e)? d'?etudes de prix\b/g,
    'estimator',
  ],
  // QHSE.
  [/\bh ?& ?s\b/g, 'health and safety'],
  // "Técnico en Higiene y Seguridad": a technician of health and safety ("técnico" alone would make a tradesman, "seguridad" IT security).
  [/\btecnic[oa] (en|de|em) health and safety\b/g, 'health and safety technician'],
  [
    /\bfachkraft fur arbeitssicherheit\b|\bsicherheitsfachkraft\b|\bsicherheitsingenieur(in)? sifa\b|\bsifa\b|\barbeitsschutzbeauftragte(r)?\b/g,
    'hse specialist',
  ],
  [/\bjef[ea] de prevencion( de riesgos)?\b/g, 'head of hse'],
  [/\bprevencionista( de riesgos)?\b|\btecnic[oa] (de |em )?seguranca do trabalho\b|\bpreventieadviseur\b|\banimat(eur|rice) securite\b/g, 'hse specialist'],
  [/\bssma\b|\bqsms\b|\bkam(?=[- ](coordinator|manager|medewerker|adviseur|coordinatrice)\b)|\bvgm\b/g, 'qhse'],
  [
    /\bqualitatsmanagementbeauftragte(r)?\b|\bqmb\b|\bqualitatsmanager(in)?\b|\bleiter(in)? qm\b|\bkwaliteitsmanager\b|\bencargad[oa] de calidad\b|\b(gerente|gestor(a)?) da qualidade\b|\bclinical governance manager\b/g,
    'quality manager',
  ],
  [/\bkwaliteitscoordinator\b/g, 'quality coordinator'],
  // Session 33: health and safety at work said in full ("Responsable de Seguridad y Salud", "Gestor de Segurança no
  // Trabalho", "Director de Prevención", the French "SSE" / "QSE"); a site's or a company's safety leaders ("Director of
  // Safety", "Site Safety Supervisor"); environment officers of a plant or a site ("Environmental Advisor",
  // "Umweltschutzbeauftragter", "Técnica de Ambiente"), the E of HSE; incoming-goods and materials inspectors.
  [
    /\b(seguridad(-| y | )salud|salud(-| y | )seguridad)( (en el trabajo|laboral|ocupacional))?\b|\b(saude e )?seguranca (no|do|e saude no) trabalho\b|\bsaude e seguranca( (no|do) trabalho)?\b|(?<=\b(direct(or|ora)|subdirect(or|ora)|coordinador(a)?) de )prevencion\b|\bsse\b/g,
    'hse',
  ],
  [/\bqse\b/g, 'qhse'],
  [
    /(?<!\btrust (and|&) )\b(director|head|vp|vice president) of (health and )?safety\b|\b(site )?safety supervisor\b|\bsite safety (lead|manager)\b/g,
    'hse $&',
  ],
  [
    /\benvironment(al)? (advis[oe]r|officer|manager|coordinator|specialist|technician|engineer|lead)\b|\bumwelt(schutz)?beauftragte(r)?\b|\bumweltschutzmanager(in)?\b|\btecnic[oa] (superior )?(de |em )?(medio )?ambiente\b|\banalista (de )?meio ambiente\b|\b(technicien(ne)?|animat(eur|rice)|charge(e)?) environnement\b|\bmilieu ?(coordinator|adviseur|deskundige|medewerker)\b/g,
    'hse $&',
  ],
  [/\bwareneingangs(prufung|kontrolle|prufer(in)?)\b|\bwerkstoffprufer(in)?\b|\bmaterialprufer(in)?\b/g, 'qualitatsprufung'],
  // Session 33: maintenance as plants, utilities and hotels name it: a reliability manager, the German "Betriebstechnik" /
  // "Haustechnik" (a site's or a hotel's technical services), a master electrician or works foreman of the maintenance
  // crew ("Elektromeister", "Instandhaltungsmeister"), electromechanics.
  [/(?<!\bsite )\breliability (manager|lead|supervisor)\b/g, 'maintenance $1'],
  [/\bleiter(in)? (betriebstechnik|haustechnik|technischer dienst)\b|\bleitung (betriebstechnik|haustechnik)\b/g, 'head of maintenance'],
  [/\b(elektro|betriebs|instandhaltungs)meister(in)?\b/g, 'maintenance team leader'],
  [/\belectromecanicien(ne)?\b|\belektromechaniker(in)?\b|\belectromecanic[oa]\b|\beletromecanic[oa]\b/g, 'maintenance technician'],
  // Session 58: a hospital's or a care home's estates technicians maintain its buildings.
  [/\bestates (technician|operative|officer|engineer)\b/g, 'maintenance technician'],
  // Manufacturing plants.
  [/\bwerk?s?leiter(in)?\b|\bstandortleiter(in)?\b/g, 'head of plant'],
  [/\bdirect(eur|rice) d'usine\b/g, 'plant director'],
  [/\bgerente de (planta|fabrica)\b|\bfactory manager\b|\bworks manager\b/g, 'plant manager'],
  [/\bschichtfuhrer(in)?\b|\bschichtleiter(in)?\b(?! lager)|\bshift leader\b/g, 'shift team leader'],
  [/\b(fertigungs|produktions|industrie)meister(in)?\b|\bmeister (fertigung|produktion)\b/g, 'production foreman'],
  // Session 33: a Spanish plant's line foremen ("Encargada de Línea", "Encargado de Producción"; an "Encargado de Planta" may
  // run a water or a waste plant).
  [/\bencargad[oa] (de|del) (linea|produccion|fabricacion)\b/g, 'production foreman'],
  // Logistics: fleet, transport and warehouses.
  [
    /\bwagenpark(beheerder|manager)\b|\bfleetmanager\b|\bfuhrparkmanager(in)?\b|\bgest(or|ora) de frota\b|\bresponsable (de )?(parc|flotte)\b|\bgestionnaire de flotte\b/g,
    'fleet manager',
  ],
  [/\b(sub-? ?)?gerente de transportes?\b|\bresponsable (du )?transports?\b|\btransportmanager\b/g, 'transport manager'],
  [/\bjef[ea] de trafico\b/g, 'jefe de transporte'],
  [
    /\bdespachador(a)?\b|\bcoordinador(a)? de despacho\b|\bplanificador(a)? de (rutas|trafico|transportes?|cargas|viajes)\b|\bplanejador(a)? de (transportes?|trafego|cargas|viagens)\b|\bplanificat(eur|rice) (de )?(transport|trafic)\b|\bdisponent(in)?\b|\bplanejador(a)? de rotas\b|\btransportplanner\b|\bplanner transport\b|\bexploitant transport\b/g,
    'transport dispatcher',
  ],
  [
    // (Session 60: "FLT Driver", "Reachtruckchauffeur", "Gabelstaplerfahrerin", "Material Handler", "Carretillera".)
    /\bheftruck(chauffeur|bestuurder)\b|\bforklift (driver|operator)\b|\breach ?truck ?(driver|operator|chauffeur)\b|\bflt (driver|operator)\b|\b(gabel)?staplerfahrer(in)?\b|\bmaterials? handler\b|\bcarretiller[oa]\b|\bcariste\b|\boperador(a)? de (grua horquilla|empilhador(a)?|empilhadeira|montacargas)\b/g,
    'warehouse forklift operative',
  ],
  [
    /\b(hgv|lgv|truck|lorry|delivery|van|class \d|multi-? ?drop) driver\b|\bconductor( profesional)?( clase \w+)?\b|\bchofer( de camion)?\b|\bcamioner[oa]\b|\bmotorista\b|\bcaminhoneir[oa]\b|\blkw-? ?fahrer(in)?\b|\b(berufs)?kraftfahrer(in)?\b|\bvrachtwagenchauffeur\b|\bchauffeur( routier| poids lourds?| pl)?\b/g,
    'driver',
  ],
  [
    /\bmagazijn(manager|chef|verantwoordelijke)\b|\bgest(or|ora) de armazem\b|\bchefe de (armazem|entreposto)\b|\b(responsable|chef) (d'|de l')?entrepot\b|\bdc manager\b|\bdistribution cent(er|re) manager\b|\b(gerente|gestor(a)?|jef[ea]|diretor(a)?|director(a)?) (de|do|del) (cd|centro de distribu(icao|cion))\b/g,
    'warehouse manager',
  ],
  [
    /\bsupervisor(a)? de (bodega|almacen|armazem)\b|\b(schicht|team)leiter(in)? lager\b|\bteam leader warehouse\b|\bwarehouse team lead(er)?\b|\bteamleider magazijn\b/g,
    'warehouse supervisor',
  ],
  [
    /\boperari[oa] de (bodega|almacen)\b|\bauxiliar de (bodega|almacen)\b|\bbodeguer[oa]\b|\balmacenista\b|\blagerist(in)?\b|\bfachkraft fur lagerlogistik\b|\bfachlagerist(in)?\b|\bkommissionierer(in)?\b|\bmagazijnmedewerker\b|\borderpicker\b|\boperador(a)? de armazem\b|\bmagasinier\w*\b|\bpreparat(eur|rice) de commandes\b/g,
    'warehouse operative',
  ],
  // Accounts payable and receivable as British finance teams name them; Portuguese procurement.
  [/\bpurchase ledger\b/g, 'accounts payable'],
  [/\bsales ledger\b/g, 'accounts receivable'],
  [/\baprovisionamento\b/g, 'procurement'],
  [/\bpartnerin\b/g, 'partner'],
  // Session 33: the chair of a Dutch partnership ("Voorzitter maatschap") is its managing partner.
  [/\bvoorzitter (van de )?maatschap\b/g, 'managing partner'],
  // Charities: the chief executive and fundraising.
  [/^executive director$/g, 'chief executive'],
  [/^(director of development|development director)$/g, 'director of fundraising'],
  // Agencies: client service (account management) and creative leadership in French.
  [/\bdirect(eur|rice) (de clientele|conseil)\b/g, 'account director'],
  [/\bchef(fe)? de pub(licite)?\b|\bresponsable de clientele\b/g, 'account manager'],
  [/\bdirect(eur|rice) (de (la )?creation|creati(f|ve))\b/g, 'creative director'],
  [/\bdirect(eur|rice) artistique\b|^da\b|\bart ?directeur\b|\bartdirector\b/g, 'art director'],
  [/\becd\b/g, 'executive creative director'],
  [/\bconcept(eur|rice)-? ?redact(eur|rice)\b/g, 'copywriter'],
];

/** Function and sub-area of the verticals' long forms: the first rows of the reader's FUNCTION table. */
export const TRADES_FUNCTIONS: ReadonlyArray<readonly [RegExp, [Fn, string]]> = [
  // Charities' fundraising ("Major Gifts Manager", "Trusts & Foundations Manager", "Grants Officer").
  [
    /^(senior |junior |lead |principal )?development (officer|associate|coordinator|executive)s?\b|\b(fundrais\w*|director of fundraising|major (gifts?|donors?)|trusts? (and|&) foundations?|grants? (officer|manager|writer|coordinator|lead)|donor (relations|development|care)|legac(y|ies) (officer|manager)|individual giving|regular giving|philanthrop\w*|partnerships officer|spendenmanag\w*|fondsenwerv\w*|collecte de fonds|recaudacion de fondos|captacion de fondos|captacao de recursos)\b/,
    ['partnerships', 'fundraising'],
  ],
  // QHSE: health and safety first, then quality (a title that names both has the other as a second area).
  [
    /\b(hse|ehs|qhse|qhsse|hsse|hseq|sheq|health (and|&) safety|safety (manager|officer|advisor|adviser|lead|coordinator|specialist|engineer|director|manager)|hse specialist|head of hse|arbeitssicherheit\w*|prevencion de riesgos|seguranca do trabalho|securite au travail)\b/,
    ['operations', 'hse'],
  ],
  // Not software QA: a quality assurance engineer, tester or analyst tests software.
  [
    /^(?!.*\b(engineer\w*|test\w*|software|developer|automation|sdet|analyst)\b).*\b(quality(?! inspector)|qualitat\w*|qualite|calidad|qualidade|kwaliteit\w*|qm)\b/,
    ['operations', 'quality'],
  ],
  // Logistics: road transport (drivers, planners, dispatchers, transport managers), fleets, warehouses.
  [
    /\b(warehouse\w*|distribution cent(er|re)|distributionszentr\w*|kommissionier\w*|centre de distribution|centro de distribucion|centro de distribuicao|distributiecentr\w*|goods (in|out)|lager(?!e\b)(?! onderwijs)\w*|magazijn\w*|entrepot\w*|almacen\w*|bodega|armazem|entreposto)\b/,
    ['fulfillment', 'warehouse'],
  ],
  // Session 48: customs clearance ("Customs Declarant", "Zolldeklarantin", "Déclarant en douane", "Agente de aduanas",
  // "Despachante aduaneiro", "Douanedeclarant"), before transport ("Transitaire douane" is customs).
  [/\b(customs|douane\w*|douanier\w*|zoll(?!stock)\w*|aduan\w*|alfandeg\w*|declarant(e|es|s)?|despachantes? aduaneir\w*|aeo)\b/, ['fulfillment', 'customs']],
  // Session 49: freight forwarding ("Freight Forwarder", "Expediteur", "Speditionskaufmann", "Agent de transit", "Transitario",
  // "Head of Ocean Freight", "Teamleiter Seefracht", "Air Export Agent"), after customs and before transport. A warehouse's
  // "expeditie" (its shipping bay) is not forwarding; a forwarder's sellers are sales ("Sales Manager Sea Freight").
  [
    /^(?!.*\b(sales|accounts?|account manag\w*|business development|vertrieb\w*|verkauf\w*|commercial\w*|ventas?|vendas?|verkoop\w*|comercial\w*)\b).*\b(freight forward\w*|forwarder\w*|forwarding|expediteur\w*|spedition\w*|agente? de transit|transitair\w*|transitari[oa]s?|agentes? de carga|(sea|ocean|air) freight|seefracht|luftfracht|fret (maritime|aerien)|zeevracht|luchtvracht|sea (&|and) air|(air|sea|ocean) (export|import))\b/,
    ['fulfillment', 'forwarding'],
  ],
  [
    /\b(fleet\w*|wagenpark\w*|fuhrpark\w*|flota|frota|flotte|workshop (manager|mechanic|supervisor|technician)|diesel (technician|mechanic)|mecanico diesel|tecnico mecanico de flota|vehicle (technician|mechanic))\b/,
    ['fulfillment', 'fleet'],
  ],
  [
    /\b(driver|drivers|transport\w*|dispatch\w*|disposition|load planner|route planner|traffic planner|courier|kurier\w*|repartidor(a)?|haulage|trucking)\b/,
    ['fulfillment', 'transport'],
  ],
  // Construction: site and project delivery, estimating; the building trades.
  // Quantity surveyors and cost managers value the work once won ("surveying estimator": verticals-industry.ts); estimators price the bid.
  [/\b(surveying estimator|cost (consultant|manager|engineer|planner)s?|economie de (la construction|chantier))\b/, ['trade', 'cost_management']],
  [/\b((?<!surveying )estimat\w*|head of estimating|cost estimator)\b/, ['trade', 'estimating']],
  [
    /\b(site (manager|foreman|supervisor|engineer)|construction (manager|director|supervisor|engineer|coordinator|worker|operative|labourer)\w*|(director|head) of construction|project engineer|structural engineer|civil engineer\w*|engenheir[oa] civil|ingenier[oa] civil|ingenieur genie civil|labourer|bricklayer|scaffolder|plasterer|roofer|groundworker|steel fixer|joiner|timmerman|metselaar|grondwerker|pedreiro|carpinteiro|servente|albanil|maurer(in)?|zimmer(er|mann)|macon|charpentier|couvreur|bauarbeiter\w*|bouwvakker\w*)\b/,
    ['trade', 'construction'],
  ],
  // Tax advisers and tax managers (a law or tax firm's fee earners as much as a company's tax team).
  [
    /\b(tax(?! (law\w*|attorney\w*|counsel\w*|litigation))|taxes|taxation|steuerberat\w*|steuer|fiscaliste|fiscalista|asesor(a)? fiscal|conseill(er|ere) fiscal|consultor(a)? tributari[oa]|tributari[oa]|impuestos|belastingadvi\w*|belasting\w*)\b/,
    ['finance', 'tax'],
  ],
  // Maintenance (of a plant, a fleet or buildings) is a trade, not software engineering ("Maintenance Engineer").
  [/\b(maintenance|instandhalt\w*|mantenimiento|manutencao|onderhoud\w*)\b/, ['trade', 'maintenance']],
  // Manufacturing plants: the plant manager and the shift leaders ("Production Foreman", "Shift Leader").
  [/\b(plant manager|head of plant|plant director|shift team leader|production foreman)\b/, ['manufacturing', 'production']],
];

/** Foremen lead a team (the team-lead rung), on a site, a crew or a shift. */
export const TRADES_TEAM_LEAD = /\b(site foreman|production foreman|crew team leader|shift team leader)\b/;

/** The contract's areas of the sub-areas above. */
export const TRADES_AREA_OF_SUB: Readonly<Record<string, AreaKey>> = {
  'trade.construction': 'construction',
  'trade.estimating': 'estimating',
  'trade.cost_management': 'cost_management',
  'operations.hse': 'hse',
  'operations.quality': 'quality',
  'fulfillment.warehouse': 'warehouse',
  'fulfillment.transport': 'transport',
  'fulfillment.fleet': 'fleet',
  'fulfillment.customs': 'customs',
  'fulfillment.forwarding': 'forwarding',
  'partnerships.fundraising': 'fundraising',
  'finance.tax': 'tax',
};

/** The second area of a QHSE title that names both ("Quality & H&S Manager", "QHSE Manager", "Responsable qualité sécurité"). */
export const TRADES_EXTRA_AREAS: ReadonlyArray<readonly [Fn, RegExp, AreaKey[]]> = [
  // Session 55: a guard's "sécurité" / "seguridad" is the guarding, no occupational safety ("Agent de sécurité", "Vigilante de seguridad").
  [
    'operations',
    /^(?!.*\b(agente?s? de (securite|surete|seguridad|seguranca)(?! (y|e|et) (salud|saude|sante))|vigilantes? de (seguridad|seguranca)|sicherheitsdienst|sicherheitsmitarbeiter\w*|wachmann|beveiligingsbeambte)\b)(?=.*\b(qhse|qhsse|hseq|sheq|health (and|&) safety|h&s|hse|ehs|securite|seguridad|seguranca|veiligheid|sicherheit)\b)/,
    ['hse'],
  ],
  ['operations', /\b(qhse|qhsse|hseq|sheq|quality|qualite|calidad|qualidade|kwaliteit\w*|qualitat\w*|qm)\b/, ['quality']],
];

/** Kinds of title a persona names apart inside an area: road drivers; category buyers and managers (a retailer's ranges). */
export const TRADES_KINDS: ReadonlyArray<readonly [RegExp, string]> = [
  // A charity's chief executive by that title (tested on the title as written; it reads as the CEO).
  [/^executive director$/, 'executive_director'],
  [/^(?!.*\b(forklift|reach ?truck|flt)\b)(?!.*\bdriver( cpc)? (trainer|instructor|assessor|care|services?|support|helpdesk)).*\bdriver\b/, 'driver'],
  // Session 49: stock and inventory controllers (the reader's "inventory clerk": "Stock Controller", "Gestionnaire de stocks",
  // "Controlador de Inventarios", "Voorraadbeheerder"): a persona names them apart inside logistics.
  [/\binventory clerk\b/, 'inventory_controller'],
  // Session 49: road and rail transport planners and dispatchers ("Disponent", "Transportplanner", "Traffic Planner", "Exploitant
  // transport", "Affréteur", "Planificador de tráfico", "Train Planner"): a persona's "transport planners" are no drivers.
  [
    /^(?!.*\b(flight|vol|vuelo|voo|flug\w*|network|grid|netz\w*|leitstell\w*|emergency|police|polizei|fire|feuerwehr|ambulance|rettung\w*|crew|personal\w*|produktion|production|material)\b).*\b(dispatcher|dispatchers|dispatcheu(r|se)|disponent(in)?|zugdisponent(in)?|verkehrsdisponent(in)?|disposition|transport ?planner|load planner|route planner|traffic planner|train planner|treinplanner|tourenplaner(in)?|planificador(a)? de (rutas|trafico|transporte)|planejador(a)? de (rotas|transporte|trafego)|planificat(eur|rice) (de )?transport|exploitant(e)? (de )?transport|affreteu(r|se)|fahrplaner(in)?|dispo|programador(a)? de rutas|planificat(eur|rice) des tournees)\b/,
    'transport_planner',
  ],
  // Session 53: a terminal's stevedores and lashers (tested on the title as written too: the reader reads them as the terminal's
  // operatives, with its crane and machine operators).
  [
    /\b(estivador(a|es|as)?|estibador(a|es|as)?|stevedores?|dockers?|lashers?|trabalhador(a|es|as)? portuari[oa]s?|dokwerker\w*|sjorder\w*|havenarbeider\w*|hafenarbeiter(in)?)\b/,
    'stevedore',
  ],
  // Session 50: campaign managers run campaigns (an adtech's or an agency's delivery, a marketing team's campaigns): a persona's
  // "campaign managers" are they, not every manager of marketing.
  [
    /\b(campaign manager|campaign managers|gestionnaire de campagnes?|charge(e)? de campagnes?|gestor(a)? de campa(n|nh)as?|campagnemanager|kampagnenmanager(in)?)\b/,
    'campaign_manager',
  ],
  // Session 50: information security officers (a persona's "ISB", "Informationssicherheitsbeauftragte", "information security
  // officers"), not the whole of security.
  [
    /^(?!.*\b(chief|head|director|directeur|directora?|diretora?|vp|leiter|leiterin|ciso|rssi)\b).*\b((information|it|cyber|infosec|informations) ?security (manager|officer|coordinator|lead)|(it|informations)-? ?sicherheits(manager|koordinator)\w*|responsable (de (la )?)?(securite|seguridad)( informatique| des si| de la informacion)|respons(a|á)vel (de|pela) seguranca da informacao|manager it (&|and|und) security)\b|\b(information security officer|infosec officer|isms (officer|manager|beauftragte\w*)|(informations|it-? ?)sicherheitsbeauftragte\w*|isb|responsable de la securite des systemes d'information|oficial de seguridad de la informacion|encarregad(o|a) de seguranca da informacao|informatiebeveiligingsfunctionaris|security officer \(iso\))\b/,
    'security_officer',
  ],
  [
    /\b(soc|mdr|siem|security operations( cent(er|re))?|cyber ?defen[cs]e cent(er|re))\b.*\b(analy\w*|analist\w*|analista\w*|engineer|ingenieur\w*)\b|\b(analy\w*|analist\w*|analista\w*)\b.*\b(soc|mdr|security operations( cent(er|re))?)\b|\bthreat hunt\w*\b/,
    'soc_analyst',
  ],
  // Session 51: customers' onboarding ("Onboarding Specialist", "Customer Onboarding Manager", "Analista de Onboarding"): a
  // persona's "no onboarding" leaves them out of customer success (not the onboarding of suppliers, sellers or new hires).
  [
    /^(?!.*\b(supplier|seller|merchant|vendor|partner|employee|mitarbeiter\w*|fournisseurs?|proveedor(es)?|fornecedor(es)?|leveranciers?|personal|rh|hr|people)\b).*\bonboarding\b/,
    'customer_onboarding',
  ],
  [
    /\bcategory (buyer|manager|management)\b|\b(comprador(a)?|gestor(a)?|gerente) de categoria\b|\bacheteu(r|se) categorie\b|\bcategorie(manager|inkoper)\b|\bkategorie(manager|einkaufer)(in)?\b/,
    'category_buyer',
  ],
  // Strategic buyers choose and negotiate with suppliers of a commodity ("Strategischer Einkäufer", "Acheteur stratégique",
  // "Comprador Estratégico", "Strategisch inkoper", "Commodity Manager", "Lead Buyer"); operational buyers place the orders
  // ("Operativer Einkäufer", "Acheteuse opérationnelle", "Compradora Operativa", "Operationeel inkoper"). A persona names
  // either apart ("strategische Einkäufer, keine operativen"); title-normalise.ts has turned "Einkäufer" / "Inkoper" into
  // "procurement" / "buyer" by here.
  [
    /\b(strateg\w* (procurement|buyer|purchaser|sourcing)|(buyer|purchaser|acheteu(r|se)|comprador(a)?) e?strateg\w*|commodity (manager(in)?|buyer|lead)|lead buyer)\b/,
    'strategic_buyer',
  ],
  [
    /\b(operativ\w* (procurement|buyer|purchaser)|operational (buyer|purchaser|procurement)|operatione(e)?l(e)? (buyer|procurement)|(buyer|purchaser|acheteu(r|se)|comprador(a)?) (operationnel(le)?|operativ[oa]|operacional))\b/,
    'operational_buyer',
  ],
  // A buyer's title that names no more than the job ("Buyer", "Purchasing Agent", "Einkäufer", "Acheteuse", "Compradora",
  // "Inkoper", a junior or contract one) places the orders too: a persona's "no operational buyers" leaves them out, not senior,
  // strategic or category buyers (whose titles say so; "Einkäufer" reads "procurement" here).
  [
    /^(?:(?:junior|jr|contract|temp|interim|freelance)\s+)*(?:buyer|purchaser|purchasing (?:agent|officer|clerk)|procurement(?: (?:officer|agent|clerk|specialist|administrator))?|sachbearbeiter(?:in)? procurement|acheteu(?:r|se)|comprador(?:a)?|compras|inkoper)(?:\s+(?:junior|jr|contract|temp|freelance))*$/,
    'operational_buyer',
  ],
  // The buyers of public bodies (title-normalise.ts reads their words as "public procurement"): "public procurement" names them apart.
  [/\bpublic procurement\b/, 'public_buyer'],
  // Copywriters write an agency's or a brand's copy: "no copywriters" leaves out them, not the designers or marketers.
  [/\b(copywriter|texter(in)?|tekstschrijver|redator publicitario|redactor creativo)\b/, 'copywriter'],
  // Session 34: an art director ("Art Director", "Directrice artistique", "DA", "Diretor de Arte", "Art directeur") designs an
  // agency's visuals: a kind of creative title apart from the creative directors, who lead the creative team.
  [/\bart ?direct(or|eur|rice|ora)\b/, 'art_director'],
];

/**
 * Session 34: an art director is a senior designer, not a director on the ladder (the creative director is the leader);
 * a junior one stays junior, a game studio's art director leads game art (verticals-media.ts).
 */
export const ART_DIRECTOR_RUNG = /^(?!.*\b(game|games|creative|head|chief)\b).*\bart ?direct(or|eur|rice|ora)\b/;
