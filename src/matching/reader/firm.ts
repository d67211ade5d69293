// A consultancy's ladder: at a consulting or IT-services firm the bare ranks are the client delivery ladder. "Analyst",
// "Consultant", "Senior", "Manager", "Senior Manager", "Principal", "Associate Director", "Partner", "Socio", "Gerente de
// Proyecto" name no function of their own there: they are the firm's consultants and engagement leaders, so they also have
// the area `professional_service` (consulting delivery). Their own reading stays first (a "Principal" is still read as a
// head, a "Business Analyst" as an analyst), and the firm's own functions ("Head of Finance", "Recruiter") are untouched.
// At a law firm the bare ranks ("Associate", "Senior Associate", "Counsel", "Collaborateur", "Konzipient") are its lawyers
// (LAW_LADDER: the area `legal_counsel`).
// A sector's sense of generic titles (SECTOR_AREAS): at a telecom operator a "Field Technician" is its network's field work.
// The company's facts are the judge's (EmployerFacts: its industry); the title reader itself does not know the company.
import type { AreaKey, EmployerFacts, Level, PersonFacts, RoleFacts, Sector } from '../criteria.js';
import { foldIndustry, industryMembership } from '../sectors.js';
import { norm } from './text.js';
import { atBareTitles } from './firm-bare.js';
import { LAW_ASSOCIATE, LAW_COUNSEL, LAW_LADDER, LAW_TRAINEE, NOT_LAW_ASSOCIATE, NOT_LAW_COUNSEL, NOT_LAW_TRAINEE } from './firm-law.js';

/** A title that is only a rank of the ladder (with seniority words, a practice word or a "(…)" aside around it). DATA. */
const LADDER =
  /^(?:(?:senior|sr\.?|junior|jr\.?|associate|lead|executive)\s+)*(?:(?:business|consulting|management|strategy|delivery|engagement)\s+)?(?:analyst|analista|associate|consultant|consultor|consultora|berater|beraterin|manager|managerin|gerente|senior|principal|partner|partnerin|socio|socia|associe|associee|director|directora|diretor|diretora|directeur|directrice|project leader|engagement manager|gerente de proyecto|gerente de projeto|gerente de proyectos|senior manager|associate director|associate partner|director asociado|directora asociada)(?:\s+(?:senior|sr\.?|junior|jr\.?|senior|i|ii|iii))?$/;

/** The ladders of firms whose bare ranks name their fee earners, and the area those ranks take there. DATA. */
const LADDERS: ReadonlyArray<{ sectors: readonly Sector[]; ladder: RegExp; area: AreaKey }> = [
  { sectors: ['consulting', 'it_services'], ladder: LADDER, area: 'professional_service' },
  { sectors: ['law_firms'], ladder: LAW_LADDER, area: 'legal_counsel' },
];

/** The ladder of the company's kind of firm, if it has one. */
const ladderOf = (company: EmployerFacts | undefined) => LADDERS.find((l) => sectorsOf(company).some((s) => l.sectors.includes(s)));

/** A rank of the ladder, or any partner's seat ("Partner, Digital Transformation", "Director & Partner", "Socia Directora"). */
const rank = (r: RoleFacts, ladder: RegExp) =>
  r.level === 'partner' ||
  ladder.test(
    norm(r.title)
      .replace(/\s*\(.*\)\s*$/, '')
      .trim(),
  );

const seen = new WeakMap<PersonFacts, PersonFacts>();

/** The person as the firm reads them: ranks of the ladder also have the firm's area. The same object when nothing changes. */
export function atFirm(p: PersonFacts, company: EmployerFacts | undefined): PersonFacts {
  const firm = ladderOf(company);
  if (!firm) return p;
  const adds = (r: RoleFacts) => !r.areas.includes(firm.area) && rank(r, firm.ladder);
  if (!p.roles.some(adds)) return p;
  const hit = seen.get(p);
  if (hit) return hit;
  const out: PersonFacts = { ...p, roles: p.roles.map((r) => (adds(r) ? { ...r, areas: [...r.areas, firm.area] } : r)) };
  seen.set(p, out);
  return out;
}

/** Firms whose lawyers advise clients (session 39): their legal people are outside counsel, nobody's in-house team. */
const OUTSIDE_COUNSEL: readonly Sector[] = ['law_firms', 'accounting_firms'];
const seenInHouse = new WeakMap<PersonFacts, PersonFacts>();

/**
 * Session 39: at a company that is not known to be a law or accounting firm, a legal role is in-house (the role
 * `in_house_counsel`: "in-house counsel", "juristes d'entreprise", "bedrijfsjuristen", "asesoría jurídica interna").
 */
export function atInHouse(p: PersonFacts, company: EmployerFacts | undefined): PersonFacts {
  if (sectorsOf(company).some((s) => OUTSIDE_COUNSEL.includes(s))) return p;
  const adds = (r: RoleFacts) => r.areas.includes('legal_counsel') && !r.roles.includes('in_house_counsel');
  if (!p.roles.some(adds)) return p;
  const hit = seenInHouse.get(p);
  if (hit) return hit;
  const out: PersonFacts = { ...p, roles: p.roles.map((r) => (adds(r) ? { ...r, roles: [...r.roles, 'in_house_counsel'] } : r)) };
  seenInHouse.set(p, out);
  return out;
}

/**
 * Areas a title's generic words take at a company of a sector (DATA): at a telecom operator a "Field Technician" or
 * "Técnico de Campo" works on its network, not on a power grid. `title`: only titles that say it (folded): at a
 * university or school a "Programme Director" leads a degree programme (education), not a programme of projects; at a
 * broadcaster, its programming.
 */
const PROGRAMME_DIRECTOR =
  /\bprogram(me)? director\b|\bdirector of programmes\b|\bdirect(eur|rice|or|ora) de programm?(e|a)s?\b|\bdiretor(a)? de programas?\b|\bprogramm?a?direct(eur|or)\b|\bprogrammdirektor(in)?\b/;
/** An airline's operations control titles ("Ops Controller", "OCC Duty Manager"); an events company's production titles. */
const OPS_CONTROL = /\b(occ|ops controller|operations controller|operations control)\b/;
const EVENT_PRODUCTION = /\b(produc\w*|produtor\w*|produtora\w*|producao|produccion|cenograf\w*|scenograph\w*)\b/;
/** At a telecom operator, a generic field, installer or repair technician and a network's maintenance technician work on its network. */
const TELECOM_FIELD =
  /\b(field|instalador\w*|installer\w*|installat\w*|reparac\w*|reparatur\w*|repair\w*|monteur\w*|rede|red|reseau|network|netz\w*|netwerk\w*)\b/;
/** Session 40: a utility's control room dispatchers (not a field, fleet or service dispatcher) and control centres. */
const UTILITY_DISPATCH =
  /^(?!.*\b(field|netzservice|service|fleet|transport|logisti\w*|crew|work)\b).*\b(dispatcher|dispatcheur|dispatcheuse|despachador|despachadora|despachante)\b/;
const CONTROL_CENTRE = /\b(sala|centro|centre) de (control|conduite|controle|monitoreo|monitorizacion)\b|\bcontrol (room|centre|center)\b/;
/**
 * A utility's field teams and field operations ("Field Team Leader", "Field Services Manager", "Head of Field Operations"),
 * and (session 41) the field's own leaders said by "field" or "campo" alone ("Field Supervisor", "Regional Field Manager",
 * "Head de Campo", "Supervisor de Campo", "Gerente Regional de Campo").
 */
const FIELD_TEAM =
  /\bfield (team|teams|services?|operations|ops|crew|crews)\b|\bfield (supervisor|manager|director|lead|leader)s?\b|\b(head|supervisor(a)?|gerente|jef[ea]|chefe|coordenador(a)?|coordinador(a)?|responsavel|responsable|director(a)?|diretor(a)?)( regional)? de campo\b/;
/**
 * Session 41: a power, gas, water or heat network's crews as its own trades name them ("Störungsmonteur", "Monteur Netzbau",
 * "Craftsperson (Overhead Lines)", "Faults Technician", "Emergency Response Technician", "Fontainier", "Dépanneur réseau",
 * "Técnico de Averías"); a plant's, a meter's or an IT network's fitters and technicians say so and are not read here.
 */
const UTILITY_CREW =
  /^(?!.*\b(hulp\w*|assistent\w*|helfer\w*|aide\w*|ayudante|meters?|slimme|mess\w*|zahler\w*|anlagen\w*|kraftwerk\w*|turbin\w*|wind\w*|solar\w*|pv|informatique|it|ict|telecom\w*|fibre|fibra|glasfaser)\b).*(\b\w*monteur(in|e|s)?\b|\bcraftsperson\b|\bfaults? (technician|engineer)s?\b|\bfield engineer \(?faults?\)?|\bemergency response (technician|engineer)s?\b|\boverhead lines?\b|\bfontainier(e)?s?\b|\bdepanneu(r|se)s? reseaux?\b|\btechnicien(ne)?s? reseaux?\b(?! (informatique|telecom))|\btecnic[oa]s? de (averias|guardia)\b|\blasser(s)? (kabel\w*|netten|gas|water)\b)/;
/** Session 41: a foreman at a network company leads one of its crews ("Capataz", "Vorarbeiter", "Voorman", "Encarregado"). */
const UTILITY_FOREMAN = /^(capataz|capataces|vorarbeiter(in)?|voorman|encarregad[oa]|fore(man|woman))( de (redes?|obras?|turno))?$/;
/** Kinds of business a sector does not name, told by their industry's words (folded). */
const AIRLINES =
  /\b(airlines?|aviation|aviacao|aviacion|luftfahrt|fluggesellschaft\w*|transport aerien|luchtvaart\w*|aerolineas?|companhias? aereas?|airports?|aeroportos?|aeropuertos?|aeroports?|flughafen|luchthaven\w*)\b/;
/** Session 42: an airport operator, by its industry ("Aviação e aeroportos") or by what it says of itself ("Regional airport operator"). */
const AIRPORTS = /\b(airports?|aeroportos?|aeropuertos?|aeroports?|flughafen|luchthaven\w*)\b/;
const AIRPORT_WORDS =
  '(airport operator|aerodrome|aerodromo|concessionaria do aeroporto|aeroporto regional|aeropuerto regional|aeroport regional|regional airport|flughafen(betreiber|gesellschaft)?|luchthaven)';
/** What an airport operator filed under aviation says of itself; an airline's text says none of it. */
const AIRPORT_ABOUT = new RegExp(`\\b${AIRPORT_WORDS}\\b`);
const NOT_AIRPORT = new RegExp(`^(?!.*\\b${AIRPORT_WORDS}\\b)`);
/** An airport's or an airline's ground operations said by their place alone ("Coordenador de Terminal", "Supervisor de Pátio"). */
const GROUND_PLACE = /\b(terminal|patio|apron|ramp|rampa|escala|escale|pista|turnaround)\b/;
/** A Dutch airport's apron is its "platform" ("Teamleider Platform"); elsewhere a platform team builds software. */
const APRON = /\b(teamleider|medewerker|coordinator|supervisor) platform\b|\bplatform(medewerker|coordinator|supervisor)\b/;
const EVENTS = /\bevents?\b/;
const BOOKS = /\bbooks?\b/;
/** A building contractor's project manager ("Project Manager", "Projectleider", "Projektleiter", "Chef de projet", "Jefe de Proyecto"; not an assistant's or a junior's title). */
const BUILD_PM =
  /^(?!.*\b(assistant|assistent(e|in)?|junior|jr|trainee|graduate|adjoint(e)?|asistente|auxiliar|stagiaire|intern)\b).*\b(project ?manager|projectleider|projektleiter(in)?|chef(fe)? de projet|jef[ea] de proyecto|gerente de projeto|gestor(a)? de projeto)\b/;
/**
 * Session 54: a fire and rescue service, by its industry ("Bomberos", "Fire and Rescue") or, filed under public safety or civil
 * protection (with the police), by what it says of itself ("Protección civil y bomberos del municipio").
 */
const FIRE_WORDS =
  /\b(fire (and rescue|service|services|department|brigade|station|stations)|firefight\w*|bomberos|bombeiros|(sapeurs )?pompiers|feuerwehr\w*|brandweer|extincion de incendios)\b/;
const PUBLIC_SAFETY =
  /\b(public safety|seguridad publica|seguranca publica|securite publique|offentliche sicherheit|proteccion civil|protecao civil|protection civile)\b/;
const LENDERS = /\b(banking|banks?|credit unions?|financial services|lending)\b/;
/** Session 54: banks and payment firms, whose reconciliation analysts work in payments operations. */
const PAYMENT_FIRMS =
  /\b(banking|banks?|bankwesen|banca|banque|bankwezen|credit unions?|financial services|servicos financeiros|servicios financieros|services financiers|payments?|pagamentos|pagos|fintechs?)\b/;
/** Bid and tender titles (expanded, folded): "Bid Writer", "Tender Manager", "Responsable appels d'offres", "Angebotsbearbeiterin". */
const BIDS =
  /\b(bids?|tenders?|tendering|bidmanag\w*|tendermanag\w*|appels? d'?offres?|offres|licitacion(es)?|licitacoes|propuestas|memoires? techniques?|angebotsbearbeit\w*|angebotsmanag\w*)\b/;
/** Banks, insurers and pension funds by their industry's words (folded), not a fintech's "Financial Services". */
const BANKS_INSURERS =
  /\b(banking|banks?|bankwesen|banca|banque|bancos?|bancario|sparkassen?|insurance|insurers?|reinsurance|assurances?|versicherung\w*|verzekering\w*|seguros?|aseguradoras?|mutuelles?|pension\w*|pensioen\w*)\b/;
const NOT_ONLINE = '^(?!.*\\b(online|e-?commerce|web|app|digital|marketplace)\\b)';
/** A store's floor: its departments, sections, checkouts and fresh counters, and the store manager's deputy (session 42). */
const FLOOR_WORDS =
  '(department|departments|dept|rayon|secteur|caisses?|checkouts?|front end|fresh|bakery|deli|abteilung\\w*|substitut(in)?|afdeling\\w*|seccion|seccao|secao|kasse|kassa)';
const STORE_FLOOR = new RegExp(`${NOT_ONLINE}.*\\b${FLOOR_WORDS}\\b`);
/** A store itself or its floor, in a title whose words give no area ("Gerente de Filial", "Manager de caisse"). */
const STORE_PLACE = new RegExp(`${NOT_ONLINE}.*\\b(${FLOOR_WORDS}|filial\\w*|store|stores|shop|winkel|tienda|loja|magasin)\\b`);
/** At an advertising agency the account people ("Account Executive", "Client Services Manager") run its clients' accounts. */
const CLIENT_SERVICE = /\b(account|accounts|client|clients|klant\w*)\b/;
/** At a contact centre or BPO its floor's supervisors and team leaders run its operations ("Team Supervisor", "Supervisora de Equipa"). */
const FLOOR_LEAD = /\b(team|teams|equipa|equipe|equipo|supervisor(a)?|supervisors?|teamleiter\w*|teamleider\w*|chef d'equipe)\b/;
/** A contact centre's collections desk ("Supervisor de Cobrança"): a campaign of its operations, not the accounts receivable. */
const COLLECTIONS = /\b(cobranca|cobranza|collections?|recouvrement|inkasso|incasso)\b/;
/** Guarding firms and cleaning firms (a facility services company that says it cleans), by their industry and their own words. */
const GUARDING_FIRM = /\b(security and investigations|security guards?|guarding|patrol)\b/;
const FACILITY_FIRM = /\b(facilities services|facility services|janitorial)\b/;
const CLEANS = /\b(cleaning|cleaners|janitorial|limpieza|limpeza|nettoyage|proprete|reinigung\w*|gebaudereinigung|schoonmaak\w*)\b/;
/** The service line's titles that name no area there: a site, a contract, a service, a centre, a zone, a shift and their supervisors. */
const SERVICE_LINE =
  /\b(contracts?|service|servicio|servico|centro|centre|center|site|sitio|zona|zone|area|shift|turno|supervisor(a)?|encargad[oa]|encarregad[oa]|objektleit\w*|secteur)\b/;
const CONTRACTS = /\bcontracts? manager\b|\b(gestor(a)?|gerente) de contratos\b/;
/** At a guarding or a cleaning firm its operations, site and contract managers and service supervisors run the guarding or the cleaning. */
const SERVICE_FIRM_ROWS = (
  [
    [GUARDING_FIRM, undefined, 'guarding'],
    [FACILITY_FIRM, CLEANS, 'cleaning'],
  ] as const
).flatMap(([sector, about, to]) => [
  { sector, about, from: 'operations' as const, to, add: true },
  { sector, about, from: null, to, title: SERVICE_LINE },
  { sector, about, from: 'construction' as const, to, title: /\bsite (supervisor|manager)s?\b/ },
  { sector, about, from: 'legal_counsel' as const, to, title: CONTRACTS, add: true },
]);
/**
 * A manufacturer's product development (its design office, R&D of the products it makes) is product engineering (`hardware`):
 * its CAD drafters ("CAD Technician", "Technischer Zeichner", "Desenhista"), product designers ("Technische
 * Produktdesignerin", "Design Team Lead"), development teams ("Gruppenleiterin Entwicklung") and R&D ("Engineering Director
 * (R&D)") design what it builds, not buildings, apps or research papers.
 */
const DRAFTING = /\b(cad|draughts\w*|drafters?|\w*zeichner(in)?|produktdesigner(in)?|dessinat\w*|delineantes?|desenhistas?|cadistas?|tekenaars?)\b/;
const PRODUCT_DESIGN = /\b(technische[rn]? produktdesigner(in)?|produktdesign\w*|product design\w*|industrial design\w*|design team lead\w*|design lead)\b/;
const DEVELOPMENT =
  /^(?!.*\b(software|web|it|ict|apps?|firmware|embedded|data|daten|dados|datos|business|personal\w*|people|talent|organi[sz]ation\w*)\b).*\b(produkt)?(entwicklung|development|desenvolvimento|desarrollo|ontwikkeling|developpement)\b/;
const R_AND_D =
  /\br ?& ?d\b|\bresearch (and|&) development\b|\bf ?& ?e\b|\bforschung (und|&) entwicklung\b|\bp ?& ?d\b|\bi ?\+ ?d\b|\bpesquisa e desenvolvimento\b|\binvestigacion y desarrollo\b/;
const PRODUCT_DEVELOPMENT_ROWS = [
  { sector: 'manufacturing' as const, from: 'architecture' as const, to: 'hardware' as const, title: DRAFTING },
  { sector: 'manufacturing' as const, from: 'design' as const, to: 'hardware' as const, title: PRODUCT_DESIGN, add: true },
  { sector: 'manufacturing' as const, from: 'software' as const, to: 'hardware' as const, title: DEVELOPMENT },
  { sector: 'manufacturing' as const, from: 'research' as const, to: 'hardware' as const, title: R_AND_D, add: true },
  { sector: 'manufacturing' as const, from: 'scientific_research' as const, to: 'hardware' as const, title: R_AND_D, add: true },
];
/** Laboratory words of a title (session 44): at a health care provider they are its clinical laboratory's. DATA. */
const CLINICAL_LAB =
  /\b(lab|labs|laborator\w*|labor\w*|laboratoire|laboratorio|laboratorium|analist\w*|laborant\w*|analyst(e)? de laboratoire|technicien(ne)? de laboratoire|tecnic[oa] de laboratorio)\b/;

/** A game studio's industry (folded) and its art directors' titles. DATA. */
const GAME_STUDIO = /\b(computer games|video ?games?|jeux video|videojuegos|videojogos|jogos|games|gaming|spieleentwicklung|game studios?)\b/;
const ART_DIRECTOR = /\b(art direct\w*|directeur artistique|directrice artistique|director(a)? de arte|diretor(a)? de arte|directeur art|art lead)\b/;

const GAME_PRODUCER = /\b(producers?|product(eur|rice)s?|productor(a|es)?|produtor(a|es)?|produzent(in)?)\b/;
const AGENCY_TRAFFIC =
  /\b(traffic|trafico|trafego)( (and|&) planning)? (manager|coordinator|coordinador(a)?|coordenador(a)?|coordinat(eur|rice)|co[oö]rdinator)\b|\b(coordinador(a)?|coordenador(a)?|coordinat(eur|rice)) de (trafico|trafego)\b/;

/**
 * Session 53: an ERP or SAP consultant's title ("ERP-Berater", "SAP Business One Consultant", "Business Analyst ERP",
 * "Supporterin ERP"). DATA.
 */
const ERP_CONSULTANT =
  /^(?=.*\b(erp|sap|s ?4 ?hana|odoo|dynamics|navision|abacus)\b).*\b(\w*berater(in)?|consultants?|consultor(a|es)?|consultante?s?|adviseurs?|analyst|analista|supporter(in)?|specialist|spezialist(in)?)\b/;

/** Session 53: an insurer's titles for the people who work its brokers and agents. DATA. */
const INSURER_INTERMEDIARIES =
  /\bagency (manager|distribution|development)\w*|\binspecteur(s|ice)? commercia\w*|\bhandlerbetreu\w*|\bagent(e)?s? genera(l|le|ux|les)\b/;
/** Session 53: a managed service provider by what it says of itself; its service desk and its technicians serve its clients. */
const MSP_ABOUT = /\b(managed service providers?|managed services?|infogerance|msp)\b/;
const CLIENT_SERVICE_DESK = /^(?!.*\b(it|ict|intern\w*|interne)\b).*\bservice[ -]?desk\b/;
const CLIENT_TECHNICIAN = /\b(netzwerk|network|netwerk|system|reseau)\w*\s?(techniker(in)?|technicians?|technici|technicien(ne)?)\b/;

/** A manufacturer's floor leads said bare (folded), with at most a workshop's name after them; see SECTOR_AREAS. */
const PLANT_FLOOR_LEAD =
  /^(chef(fe)? d'?\s?(equipe|atelier)|chef(fe)? de poste|responsable d'?\s?(equipe|atelier)|chefe de (equipa|equipe|turno|seccao|secao)|encarregad[oa]( de (seccao|secao|turno|producao|fabrica))?|(line|area|shift|floor|production) supervisor|shift lead(er)?|meestergast|ploegbaas|ploegleider|jef[ea] de (turno|equipo|linea|seccion|taller)|capataz|vorarbeiter(in)?)\b(\s+\w+)?$/;
/** An NGO's programme titles (folded); see SECTOR_AREAS. */
const NGO_PROGRAMME =
  /^(?!.*\b(it|ict|digital|software|data|crm|erp|web|systems?|informatique|numerique|sistemas|fundrais\w*|marketing|events?|office|facilit\w*|finance|hr|comms?|communications?)\b)(?:.*\b(program(me)?s?|projects?) (manager|officer|coordinator|lead|worker)s?\b|.*\b(chef(fe)?|charge(e)?|responsable|gestionnaire|coordinat(eur|rice)) (de |des )?(projets?|programmes?)\b|.*\bchef(fe)? de mission\b|.*\b(coordinat(eur|rice|or|ora)|coordenador(a)?) (de )?terrain\b|.*\bfield coordinator\b|.*\boutreach workers?\b|.*\bprojekt(leit(er|erin)|referent(in)?)\b|.*\bprogramm(referent(in)?|manager(in)?|leit(er|erin))\b|.*\bforder(referent(in)?|programm\w*|mittel\w*)\b|.*\breferent(in)? (forderung|wirkungsmessung)\b|.*\b(bereichsleit(er|erin)|programmleit(er|erin)) forderung\b|.*\bevaluationsreferent(in)?\b|.*\brepresentant(e)? pays\b)/;

/** A building contractor's industry (folded), not a maker of its materials; see SECTOR_AREAS. */
const BUILDING_CONTRACTOR =
  /^(?!.*\b(materia\w*|baustoff\w*|cement\w*|ciment\w*|beton\w*|concrete|hormigon\w*|quarr\w*|carrieres?)\b).*\b(construction|construccion|construcao|bauwesen|bauunternehm\w*|hochbau|tiefbau|bouw|bouwnijverheid|travaux publics|btp|obra civil|edificacion|housebuilding|homebuilding|civil engineering)\b/;
/** A site's production lead in Spanish (folded); see SECTOR_AREAS. */
const SITE_PRODUCTION = /\bjef[ea] de produccion\b/;
/** A film or TV company's industry words (folded; session 61). */
const SCREEN_WORDS = String.raw`film\w*|televis\w*|tv|fernseh\w*|rundfunk|broadcast\w*|video|videos|movies?|cinema|audiovisu\w*|omroep\w*|media production|post ?production`;
/** A film, TV or press company's industry: its bare "Monteur" and its "Online Editor" cut pictures. */
const FILM_TV = new RegExp(String.raw`\b(${SCREEN_WORDS}|presse|press|newspapers?)\b`);
/** A film or TV company's industry, no press: its production staff make programmes. */
const SCREEN = new RegExp(String.raw`\b(${SCREEN_WORDS})\b`);
/** A film or TV company's programme makers whose titles name no area, or another (session 61). */
const SCREEN_CREW =
  /\b(runner|set-? ?runner|rechercheu(r|se)|researcher(in)?|regisseu(r|se)|bildregie|productieassistent(e)?|documentairemaker|filmmaker|filmemacher(in)?)\b/;
/** A shipping line's, ferry or cruise operator's industry or name (folded): its captains and officers sail ships (session 61). */
const SHIPPING =
  /\b(maritime?s?|maritim\w*|maritimo|shipping|ferr(y|ies)|cruises?|cruceros?|cruzeiros?|croisieres?|fluvial|scheepvaart|rederij\w*|reederei\w*|naviera\w*|navegacao|navigation|schiffahrt|schifffahrt|binnenvaart|lignes maritimes)\b/;
/** A shipping line's, ferry or cruise operator's own words in its name (folded): no bare "Ferry" (a surname) or "Navigation". */
const SHIPPING_NAME =
  /\b(maritime?s?|maritim\w*|maritimo|shipping|ferries|ferry (line|lines|company|services)|cruises|cruceros|cruzeiros|croisieres|scheepvaart|rederij\w*|reederei\w*|naviera\w*|lignes maritimes)\b/;
/** A museum's, gallery's, library's or archive's industry (folded): its collections are its holdings (session 61). */
const HOLDINGS = /\b(museums?|galler(y|ies)|historical sites|zoos?|libraries|archives|heritage|musee\w*|museo\w*|museu\w*|bibliothe\w*|bibliote\w*)\b/;
/** A psychiatric hospital's or a mental health provider's industry or name (folded; session 61). */
const MENTAL_HEALTH =
  /\b(geestelijke gezondheidszorg|ggz|mental health|psychiatr\w*|salud mental|saude mental|sante mentale|psychiatrie|psychiatrisch\w*|psiquiatric\w*)\b/;
const NURSE_WORDS = /\b(\w*verpleegkundig\w*|verpleegkunde|nurses?|rgn|rmn|\w*pfleger(in)?|pflegefachkraft|infirmi(er|ere)s?|enfermer[oa]s?|enfermeir[oa]s?)\b/;
const NURSE_LEADS =
  /\b(head|chief|director|manager|lead|hoofd\w*|leit\w*|leiter(in)?|cadre|jef[ea]|chefe|teamleider|afdelingshoofd|directeur|directrice|sister|matron|\w*middenkader\w*|praktijkopleider\w*)\b/;
/** `from: null`: a title of no area; `about`: words the company says of itself. */
const SECTOR_AREAS: ReadonlyArray<{
  sector: Sector | RegExp;
  about?: RegExp;
  from: AreaKey | null;
  to: AreaKey;
  title?: RegExp;
  add?: boolean;
  ic?: boolean;
  /** The rung its titles hold there (session 60: a contractor's "Jefe de Producción" is a site's production manager). */
  rung?: Level;
  /** Words of the company's name that say the sector too (session 61: "Gulfstream Cruises" is listed under travel). */
  named?: RegExp;
}> = [
  ...SERVICE_FIRM_ROWS,
  ...PRODUCT_DEVELOPMENT_ROWS,
  // Session 53: at an IT services or consulting firm its ERP and SAP consultants implement the clients' systems (client
  // delivery), not its own IT: "internal IT" leaves them out (sets 15, 23, 27 and 52 agree).
  ...(['it_services', 'consulting'] as const).map((sector) => ({ sector, from: 'it' as const, to: 'professional_service' as const, title: ERP_CONSULTANT })),
  // Session 53: at a building contractor or an installer a title of no area but its service ("Service Manager", "Diensthoofd
  // Service", "Servicecoördinator") runs its service and breakdown technicians.
  { sector: 'construction', from: null, to: 'field_service', title: /^(?!.*\b(du|de|le|des|au) service\b).*\bservice(coordinat\w*|koordinat\w*)?\b/ },
  // Session 60: at a building contractor (no maker of building materials) its "Jefe de Producción" runs a site's production
  // under the site manager, as the persona's "jefes de producción" beside "obra" are (compiler INFRA_SENSES).
  { sector: BUILDING_CONTRACTOR, from: 'manufacturing', to: 'construction', title: SITE_PRODUCTION, rung: 'manager' },
  // Session 53: at an insurer its agency managers, agency distribution's territory managers, commercial inspectors, dealer
  // managers and general agents work its intermediaries (insurance distribution).
  ...(['insurance'] as const).flatMap((sector) =>
    ([null, 'new_business', 'account_executive', 'field_sales', 'account_management'] as const).map((from) => ({
      sector,
      from,
      to: 'insurance_distribution' as const,
      title: INSURER_INTERMEDIARIES,
    })),
  ),
  // … and at a managed service provider its service desk and its network and systems technicians serve its clients.
  { sector: 'it_services', about: MSP_ABOUT, from: 'it', to: 'customer_support', title: CLIENT_SERVICE_DESK },
  { sector: 'it_services', about: MSP_ABOUT, from: 'it', to: 'professional_service', title: CLIENT_TECHNICIAN },
  // Session 44: at a hospital, clinic or diagnostic laboratory its laboratory is the clinical laboratory ("Lab Manager",
  // "Laborleiterin", "Técnico de Laboratorio", "Analist"), a "Theatre Manager" runs its operating theatres, no stage, and a
  // "Pharmacy Manager" its pharmacy.
  { sector: 'health_care', from: 'scientific_research', to: 'clinical_lab', title: CLINICAL_LAB },
  // Session 59: at an NGO, a charity or a foundation its programme and project staff run its programmes ("Programme Manager",
  // "Chargé de projets", "Projektleiter Förderprogramme", "Programmreferentin": no software), as do its field coordinators,
  // heads of mission, outreach and project workers, grant-making and impact-measurement officers. An IT, digital, data,
  // fundraising, marketing or events project stays its own.
  ...([null, 'project_management', 'operations', 'software'] as const).map((from) => ({
    sector: 'nonprofit' as const,
    from,
    to: 'programmes' as const,
    title: NGO_PROGRAMME,
  })),
  // Session 59: at a manufacturer its bare floor leads ("Chef d'équipe", "Chef d'atelier", "Chefe de Equipa", "Encarregada de
  // Secção", "Line Supervisor", "Meestergast") lead a production team, no garage workshop, trade crew or port gang; so does
  // its "Chef(fe) de poste", a shift's lead (session 60), elsewhere a guard post's.
  ...([null, 'aftersales', 'trade', 'port_operations'] as const).map((from) => ({
    sector: 'manufacturing' as const,
    from,
    to: 'manufacturing' as const,
    title: PLANT_FLOOR_LEAD,
  })),
  // Session 52: at a game studio its art directors lead the game's art ("Art Director", "Directrice artistique").
  { sector: GAME_STUDIO, from: 'design', to: 'game_art', title: ART_DIRECTOR },
  { sector: GAME_STUDIO, from: 'graphic_design', to: 'game_art', title: /\b(2d|3d|vfx)\b/ },
  // … and its producers run the game's production (project management), no broadcast; so does its head of production.
  { sector: GAME_STUDIO, from: 'media_production', to: 'project_management', title: GAME_PRODUCER },
  {
    sector: GAME_STUDIO,
    from: 'manufacturing',
    to: 'project_management',
    title: /\b(head|director|directeur|directrice|director(a)?) (of |de (la )?)?production\b/,
  },
  // At an agency its traffic managers and coordinators plan the work through the studio (project coordination), no paid traffic.
  { sector: 'agencies', from: 'growth', to: 'project_management', title: AGENCY_TRAFFIC },
  { sector: 'agencies', from: 'marketing', to: 'project_management', title: AGENCY_TRAFFIC },
  { sector: 'agencies', from: null, to: 'project_management', title: AGENCY_TRAFFIC },
  // At a veterinary practice its physicians are vets ("Chefarzt Chirurgie" at a chain of animal clinics).
  {
    sector: /\b(veterin\w*|tierarzt\w*|tiermedizin\w*|dierenarts\w*|dierenklinie\w*|animal (health|hospital\w*|clinic\w*))\b/,
    from: 'medical',
    to: 'veterinary',
  },
  // (A drug maker's or a research institute's MTLA or biomedical scientist works in its own laboratory, no clinical one.)
  { sector: 'pharma_biotech', from: 'clinical_lab', to: 'scientific_research' },
  { sector: 'research', from: 'clinical_lab', to: 'scientific_research' },
  { sector: 'health_care', from: 'quality_control', to: 'clinical_lab', title: CLINICAL_LAB },
  { sector: 'health_care', from: null, to: 'clinical_lab', title: CLINICAL_LAB },
  {
    sector: 'health_care',
    from: null,
    to: 'theatres',
    title: /\btheatres? (manager|coordinator|lead|team leader|director|sister|matron)\b|\b(head|director|manager|lead) of theatres\b/,
  },
  { sector: 'health_care', from: 'nursing', to: 'theatres', title: /\btheatres?\b/, add: true },
  { sector: 'health_care', from: null, to: 'pharmacy', title: /\bpharmacy (manager|lead|director)\b/ },
  // … and its "Admisión" admits patients (at a bank it admits credit risks: lending).
  ...(['lending', 'operations', 'office', null] as const).map((from) => ({
    sector: 'health_care' as const,
    from,
    to: 'patient_administration' as const,
    title: /\badmision(es)?\b/,
  })),
  // At a contact centre or BPO customer service is its line of business: its contact-centre directors and service
  // supervisors run its operations, and so do the floor's team supervisors and a collections desk's supervisors.
  { sector: 'contact_centres', from: 'customer_support', to: 'operations', add: true },
  { sector: 'contact_centres', from: null, to: 'operations', title: FLOOR_LEAD },
  { sector: 'contact_centres', from: 'ap_ar', to: 'operations', title: COLLECTIONS, add: true },
  // Session 61: at a bank or a lender its "cobranza", "recouvrement", "Forderungsmanagement" titles are its collections (accounts
  // receivable's words elsewhere), and a museum's or a library's collections are its holdings, no debts.
  ...(['banking', 'financial_services', 'fintech'] as const).map((sector) => ({
    sector,
    from: 'ap_ar' as const,
    to: 'collections' as const,
    title: COLLECTIONS,
    add: true,
  })),
  { sector: HOLDINGS, from: 'collections', to: 'records_management' },
  { sector: 'agencies', from: 'account_executive', to: 'account_management', title: CLIENT_SERVICE, add: true },
  { sector: 'agencies', from: 'customer_support', to: 'account_management', title: CLIENT_SERVICE },
  // At a book publisher a desk editor edits manuscripts (book editorial), no newsroom desk.
  { sector: BOOKS, from: 'journalism', to: 'publishing', title: /\bdesk editors?\b/, ic: true },
  // Session 42: an airline's "Station Manager" runs an outstation (ground handling), no fire station; an airport's duty
  // managers run its terminal and its passenger service agents work there, as its titles of a place alone do.
  { sector: AIRLINES, about: NOT_AIRPORT, from: 'firefighting', to: 'ground_handling', title: /\bstation manager\b/ },
  ...[{ sector: AIRPORTS }, { sector: AIRLINES, about: AIRPORT_ABOUT }].flatMap((where) => [
    { ...where, from: 'hotel' as const, to: 'ground_handling' as const, title: /\bduty manager\b/ },
    { ...where, from: 'customer_support' as const, to: 'ground_handling' as const, add: true },
  ]),
  { sector: AIRLINES, from: null, to: 'ground_handling', title: GROUND_PLACE },
  { sector: AIRLINES, from: 'devops', to: 'ground_handling', title: APRON },
  { sector: AIRLINES, from: null, to: 'ground_handling', title: APRON },
  { sector: AIRLINES, from: 'rail_control', to: 'operations_control', title: OPS_CONTROL },
  { sector: AIRLINES, from: 'controlling', to: 'operations_control', title: OPS_CONTROL },
  { sector: EVENTS, from: 'manufacturing', to: 'event_production', title: EVENT_PRODUCTION },
  { sector: EVENTS, from: 'media_production', to: 'event_production', title: EVENT_PRODUCTION },
  { sector: 'telecom', from: 'trade', to: 'telecom_field', title: TELECOM_FIELD },
  { sector: 'telecom', from: 'maintenance', to: 'telecom_field', title: TELECOM_FIELD },
  { sector: 'telecom', from: 'software', to: 'telecom_field', title: /^(senior |junior )?field (service )?engineers?$/ },
  { sector: 'telecom', from: 'grid_field', to: 'telecom_field' },
  // Session 58: a telecom operator's installation and repair technicians (read as field service) are its field technicians.
  { sector: 'telecom', from: 'field_service', to: 'telecom_field', title: /\b(instalador\w*|installer\w*|installat\w*|install|reparac\w*|repair\w*)\b/ },
  // Session 41: a telecom operator's or fibre builder's network planners plan its network, no power grid ("Netzplaner", "Network Planning Engineer").
  {
    sector: 'telecom',
    from: 'grid_engineering',
    to: 'telecom_network',
    title: /^(?!.*\b(strom|power|electric\w*|elektr\w*|electri\w*|gas|wasser|water|agua|eau)\b)/,
  },
  { sector: 'higher_education', from: 'project_management', to: 'education', title: PROGRAMME_DIRECTOR },
  { sector: 'schools', from: 'project_management', to: 'education', title: PROGRAMME_DIRECTOR },
  // At a school district a "Superintendent" (and a deputy or an assistant one) leads schools, no building site.
  { sector: 'schools', from: 'construction', to: 'education', title: /\bsuperintendent\b/ },
  { sector: 'broadcasting', from: 'project_management', to: 'broadcast_programming', title: PROGRAMME_DIRECTOR },
  // Session 61: at a shipping line, a ferry or a cruise operator its captains and officers (read as an airline's) and its
  // bare "Second", "Lieutenant", "Mestre", "Chief / Second / Third Engineer" sail its ships.
  { sector: SHIPPING, named: SHIPPING_NAME, from: 'flight_deck', to: 'ship_crew', title: /\b(captain|comandante|commandant|kapitan|kapitein)\b/, rung: 'head' },
  { sector: SHIPPING, named: SHIPPING_NAME, from: 'flight_deck', to: 'ship_crew', rung: 'senior' },
  { sector: SHIPPING, named: SHIPPING_NAME, from: null, to: 'ship_crew', title: /^(mestre|arrais|master|commandant|capitaine)\b/, rung: 'head' },
  { sector: SHIPPING, named: SHIPPING_NAME, from: null, to: 'ship_crew', title: /^(second|seconde|chief officer)\b/, rung: 'manager' },
  {
    sector: SHIPPING,
    named: SHIPPING_NAME,
    from: null,
    to: 'ship_crew',
    title: /^(?!.*\b(cadet|kadett|eleve|aspirante|praticante)\b)(lieutenant|officier|oficial|officer|(second|third|fourth|2nd|3rd|4th|junior) officer)\b/,
    rung: 'senior',
  },
  {
    sector: SHIPPING,
    named: SHIPPING_NAME,
    from: null,
    to: 'ship_crew',
    title: /\b(deck|engine|officer) cadet\b|\bcadet (officer|deck|engine)\b|\belev(e)? officier\b/,
    rung: 'intern',
  },
  { sector: SHIPPING, named: SHIPPING_NAME, from: 'software', to: 'ship_crew', title: /^chief engineer\b/, rung: 'manager' },
  { sector: SHIPPING, named: SHIPPING_NAME, from: 'software', to: 'ship_crew', title: /^(second|third|fourth|2nd|3rd|4th|junior) engineer\b/, rung: 'senior' },
  // Session 61: at a film or TV company its production managers, coordinators and assistants make programmes, no goods, and
  // so do its runners, researchers and directors ("Productieleider", "Produktionsassistentin", "Rechercheur", "Regisseur").
  { sector: SCREEN, from: 'manufacturing', to: 'media_production' },
  { sector: SCREEN, from: null, to: 'media_production', title: SCREEN_CREW },
  { sector: SCREEN, from: 'scientific_research', to: 'media_production', title: SCREEN_CREW },
  { sector: SCREEN, from: 'policing', to: 'media_production', title: SCREEN_CREW },
  // Session 61: at a film, TV or press company a bare "Monteur" (French, Dutch) and an "Online Editor" are its picture editors.
  { sector: FILM_TV, from: 'trade', to: 'post_production', title: /^monteu(r|se)(\s*[-–(|,].*)?$/ },
  { sector: FILM_TV, from: null, to: 'post_production', title: /^(senior |junior )?online editor(\s*[-–(|,].*)?$/ },
  // At a power or water utility its network's operations are the grid's, not an IT network ("Network Operations Manager").
  { sector: 'utilities', from: 'it', to: 'grid_field', title: /^(?!.*\b(it|ict|data|telecom)\b).*\bnetwork operations\b/ },
  // Session 40: at a power or water utility a dispatcher, a control engineer and a control centre's operators and head
  // work in its control room ("Dispatcher", "Control Engineer", "Operador de Sala de Control", "Jefe del Centro de
  // Control"; not a field or fleet dispatcher), and its field teams and field operations are the grid's field work.
  { sector: 'utilities', from: 'transport', to: 'grid_control', title: UTILITY_DISPATCH },
  { sector: 'utilities', from: 'software', to: 'grid_control', title: /^(senior |junior |lead )?control (room )?engineer$/ },
  { sector: 'utilities', from: 'food_beverage', to: 'grid_control', title: CONTROL_CENTRE },
  { sector: 'utilities', from: null, to: 'grid_control', title: CONTROL_CENTRE },
  { sector: 'utilities', from: null, to: 'grid_field', title: FIELD_TEAM },
  { sector: 'utilities', from: null, to: 'grid_field', title: UTILITY_CREW },
  { sector: 'utilities', from: 'trade', to: 'grid_field', title: UTILITY_CREW },
  { sector: 'utilities', from: 'software', to: 'grid_field', title: UTILITY_CREW },
  { sector: 'utilities', from: 'manufacturing', to: 'grid_field', title: UTILITY_CREW },
  { sector: 'utilities', from: 'construction', to: 'grid_field', title: UTILITY_FOREMAN },
  // Session 41: at a network, plant or oilfield company a head of IT "& OT" (or "(OT)") leads its operational technology
  // too, and its control systems engineers engineer SCADA, no software.
  ...(['utilities', 'oil_gas_mining', 'manufacturing'] as const).map((sector) => ({
    sector,
    from: 'it' as const,
    to: 'scada' as const,
    title: /\bot\b/,
    add: true,
  })),
  { sector: 'utilities', from: 'software', to: 'scada', title: /^(senior |lead |principal )?control systems? engineer$/ },
  { sector: 'utilities', from: 'manufacturing', to: 'grid_field', title: UTILITY_FOREMAN },
  { sector: 'utilities', from: 'operations', to: 'grid_field', title: FIELD_TEAM, add: true },
  { sector: 'telecom', from: null, to: 'telecom_field', title: FIELD_TEAM },
  { sector: 'telecom', from: 'operations', to: 'telecom_field', title: FIELD_TEAM, add: true },
  // At a power or renewables company its French "développement" is project development, not software ("Responsable
  // développement", "Chargée d'affaires développement").
  { sector: 'utilities', from: 'software', to: 'renewables_development', title: /\bdeveloppement\b/ },
  { sector: 'utilities', from: 'new_business', to: 'renewables_development', title: /\bcharge(e)? d'affaires developpement\b/ },
  // At a rail or other transport operator a "Traffic Controller" controls the traffic, not the budget.
  { sector: 'transport', from: 'controlling', to: 'rail_control', title: /\btraffic controller\b/ },
  // At a building contractor a "Contracts Manager" runs a set of sites (not the legal department, unless the title says so) and
  // a "Project Director" leads the site managers of a project: construction's site management.
  { sector: 'construction', from: 'legal_counsel', to: 'construction', title: /\bcontracts? manager\b(?!.*\b(legal|juridique|juridico|recht)\b)/ },
  { sector: 'construction', from: 'project_management', to: 'construction', title: /\bprojects? director\b|\bprojektdirektor(in)?\b|\bprojectdirecteur\b/ },
  // Its project managers run a build (construction's delivery, beside the project management their title says).
  { sector: 'construction', from: 'project_management', to: 'construction', title: BUILD_PM, add: true },
  // Session 43: contractors and facility services firms win their work by bids and tenders ("Bid Manager", "Tender Coordinator",
  // "Responsable appels d'offres", "Responsable de Licitaciones", "Angebotsbearbeiterin", "Verantwoordelijke aanbestedingen"):
  // business development; at other companies those titles keep no area (a university's tendering team buys).
  ...(['construction', 'facility_services'] as const).flatMap((sector) => [
    { sector, from: null, to: 'business_development' as const, title: BIDS },
    { sector, from: 'procurement' as const, to: 'business_development' as const, title: /\b(aanbested\w*|vergabe\w*|public procurement|licitac\w*)\b/ },
    { sector, from: 'marketing' as const, to: 'business_development' as const, title: /\bmemoires? techniques?\b/ },
  ]),
  // Session 43: its engineers and planners build (site and planning engineers, "Assistente de Engenharia", "Planificateur"),
  // no software and no supply chain.
  {
    sector: 'construction',
    from: 'software',
    to: 'construction',
    title: /\b(engenharia|planning|planeamento|planejamento|setting[- ]out|site|obra|obras|chantier|travaux|baustelle|werf)\b/,
  },
  { sector: 'construction', from: 'supply_planning', to: 'construction', title: /^(senior |junior )?planners?$|\bplanificat(eur|rice)s?\b|\bplaneador(a)?\b/ },
  // Its commercial manager leads the quantity surveyors (construction's commercial side), not a sales team.
  ...(['new_business', 'account_executive'] as const).map((from) => ({
    sector: 'construction' as const,
    from,
    to: 'cost_management' as const,
    title: /\bcommercial (manager|director|lead)\b|\bhead of commercial\b/,
  })),
  // At a contractor, "Leiterin Abrechnung" heads the billing of the works done (its quantity surveyors), not of invoices.
  { sector: 'construction', from: 'billing', to: 'cost_management', title: /\babrechnung\b/ },
  // At a bank or a lender a "Credit Manager" / "Credit Controller" decides on its loans (lending), not on its own receivables.
  { sector: LENDERS, from: 'ap_ar', to: 'lending', title: /\bcredit (manager|controller)s?\b/ },
  // Session 54: at a fire service its watch, station and shift leads and its NCO ranks are the fire crews' ("Jefe de Estación",
  // "Jefe de Turno", "Jefe de Guardia", "Sargento Primero"), no railway station or plant shift.
  ...[{ sector: FIRE_WORDS }, { sector: PUBLIC_SAFETY, about: FIRE_WORDS }].flatMap((where) =>
    ([null, 'manufacturing', 'general_management'] as const).map((from) => ({
      ...where,
      from,
      to: 'firefighting' as const,
      title: /\bjef[ea] de (estacion|turno|guardia|parque|dotacion)\b|\bsargento\b|\bsuboficial\b|\bcabo\b/,
    })),
  ),
  // Session 54: at a logistics company a depot manager runs a warehouse or distribution depot, no bus garage.
  { sector: 'logistics', from: null, to: 'warehouse', title: /\bdepot ?(manager|chef|leiter(in)?)\b/ },
  // Session 54: at a bank or a payment firm, a reconciliation analyst matches its payments (payments operations).
  { sector: PAYMENT_FIRMS, from: 'analyst', to: 'payments', title: /\b(reconciliation|conciliacao|conciliacion|reconciliatie)\b/ },
  // Session 42: at a retailer, the shop floor's department, section and checkout leads run part of a store ("Department
  // Manager", "Checkout Team Leader", "Abteilungsleiter HAKA", "Afdelingschef", "Jefe de Sección", "Manager de caisse").
  { sector: 'retail', from: null, to: 'retail', title: STORE_PLACE },
  { sector: 'retail', from: 'journalism', to: 'retail', title: /\bjef[ea] de seccion\b/ },
  // Its branch managers run a store (no bank branch); its plain "Assistant Manager" is a store's deputy.
  { sector: 'retail', from: 'branch_network', to: 'retail' },
  { sector: 'retail', from: 'operations', to: 'retail', title: /^(assistant|deputy) manager$/ },
  // At an advertising or media agency the head of investment buys its clients' media, no assets.
  { sector: 'agencies', from: 'asset_management', to: 'media_buying', title: /\b(investment|investissement|inversion|investimento|investering)\b/ },
  // Session 50: at an agency or an adtech its traders trade media ("Head of Trading", "Responsable trading"), no energy, and its
  // paid-media and programmatic specialists and traffickers buy it.
  { sector: 'agencies', from: 'trading', to: 'media_buying' },
  { sector: 'agencies', from: 'growth', to: 'media_buying', add: true, title: /\b(paid (media|social|search)|programm?ati(c|ca|co|que)|trafficker\w*)\b/ },
];
/**
 * Titles a sector's own trade names (DATA): at an IT-services firm (an ESN) a "Business Manager" is its seller, who wins and
 * keeps the client accounts (the "ingénieur d'affaires"), not a rank of the delivery ladder: an individual contributor, as
 * an "Account Manager" is ("Senior Business Manager" the senior rung).
 */
const SECTOR_TITLES: ReadonlyArray<{ sector: Sector; title: RegExp; to: AreaKey; role: string }> = [
  { sector: 'it_services', title: /^(senior |sr |junior |jr )?business managers?\b/, to: 'account_management', role: 'account_manager' },
];

/**
 * Kinds a sector's generic titles are there (DATA): at a retailer (a grocer, a fashion retailer, an online shop) a buyer
 * ("Buyer", "Acheteuse Épicerie", "Compradora", "Einkäufer", "Inkoper", the buying director) buys the ranges it sells: the
 * kind `category_buyer`, beside the procurement area the title keeps. One who says what the company itself uses (indirect
 * spend, services, IT, facilities, "Nichthandelsware") or the materials it makes with (fabric, "matières") is procurement only.
 */
const RETAIL_BUYER =
  /\b(buyers?|acheteu(r|se)s?|compradora?s?|einkaufer(in)?|inkopers?|head of buying|buying (director|manager|lead)|director(a)? de compras|diretor(a)? de compras|directeu(r|rice) des achats|einkaufsleiter(in)?|hoofd inkoop)\b/;
const NOT_RANGES =
  /\b(indirect\w*|indiret\w*|non[- ]?(merch\w*|trade|retail)|nichthandelsware|procurement|beschaffung|services?|servicios|servicos|dienstleistung\w*|diensten|facilit\w*|it|media|matieres?|materials?|raw|stoff\w*|fabrics?|textiles?|tecidos?|telas?|packaging|emballages?|verpackung\w*|embalage(m|ns)|embalajes?|verpakking\w*)\b/;
const SECTOR_KINDS: ReadonlyArray<{ sector: Sector | RegExp; title: RegExp; unless: RegExp; role: string }> = [
  { sector: 'retail', title: RETAIL_BUYER, unless: NOT_RANGES, role: 'category_buyer' },
  // Session 61: a psychiatric hospital's or mental health provider's nurses (by its industry or name) are mental health nurses.
  { sector: MENTAL_HEALTH, title: NURSE_WORDS, unless: NURSE_LEADS, role: 'mental_health_nurse' },
  // Session 42: at a public body (an agglomeration, a département) a vice-president in charge of a portfolio is an elected
  // member of its executive ("Vice-président chargé des finances", "Vice-présidente déléguée au numérique").
  { sector: 'public_sector', title: /^vice-? ?president(e)? (charge(e)?|delegue(e)?|aux?|en charge)\b/, unless: /$^/, role: 'council_executive' },
  { sector: 'law_firms', title: LAW_COUNSEL, unless: NOT_LAW_COUNSEL, role: 'law_counsel' },
  { sector: 'law_firms', title: LAW_ASSOCIATE, unless: NOT_LAW_ASSOCIATE, role: 'law_associate' },
  { sector: 'law_firms', title: LAW_TRAINEE, unless: NOT_LAW_TRAINEE, role: 'law_trainee' },
];
/**
 * Seats a sector's abbreviations name there (DATA): at a bank or an insurer the "CRO" is its chief risk officer, no revenue
 * chief (session 42); a fintech filed under "Financial Services" sells, and its CRO is its revenue chief (session 43).
 */
const SECTOR_SEATS: ReadonlyArray<{ sector: Sector | RegExp; title: RegExp; role: string; areas: AreaKey[] }> = [
  { sector: BANKS_INSURERS, title: /^cro\b(?!.*\b(revenue|sales|commercial)\b)/, role: 'chief_risk_officer', areas: ['risk'] },
];
/** The sectors this file reads a company by, and each industry's among them (memoised, bounded: industries are few). */
const READ_BY: readonly Sector[] = [
  ...new Set([
    ...LADDERS.flatMap((l) => l.sectors),
    ...SECTOR_AREAS.flatMap((s) => (typeof s.sector === 'string' ? [s.sector] : [])),
    ...SECTOR_KINDS.flatMap((s) => (typeof s.sector === 'string' ? [s.sector] : [])),
    ...SECTOR_SEATS.flatMap((s) => (typeof s.sector === 'string' ? [s.sector] : [])),
    'higher_education' as const,
    ...OUTSIDE_COUNSEL,
  ]),
];
const sectorOf = new Map<string, Sector[]>();
function sectorsOf(company: EmployerFacts | undefined): Sector[] {
  const industry = company?.industry.trim() ?? '';
  if (!industry) return [];
  const hit = sectorOf.get(industry);
  if (hit) return hit;
  const out = READ_BY.filter((s) => industryMembership(industry, s) === 'of');
  if (sectorOf.size < 1000) sectorOf.set(industry, out);
  return out;
}
const seenInSector = new WeakMap<PersonFacts, PersonFacts>();

/**
 * A staffing or recruitment agency (by its industry: staffing, recruiting, executive search, temporary help) places
 * candidates with its clients: its recruiters, recruitment consultants, dispatchers of temps ("Personaldisponent",
 * "Teamleitung Disposition") and headhunters are its trade, `agency_recruiting`, not in-house recruiting; one who hires for
 * the agency itself says so ("Internal Recruiter", "Recruiter (intern)").
 */
const STAFFING_INDUSTRY = /\b(staffing|recruit\w*|executive search|temporary help|temp agenc\w*|employment agenc\w*|headhunt\w*)\b/;
const AGENCY_TITLE =
  /\b(personalvermittl\w*|personalberat\w*|personaldisponent\w*|disposition|disponent(in)?|intercedent\w*|uitzendconsulent\w*|recruitment consultant|consultor(a)? de (ett|seleccion|selecao|recrutamento)|consultant(e)? (en )?recrutement|headhunter|executive search|chasseu\w* de tetes|cazatalentos)\b/;
const IN_HOUSE = /\b(internal|in-? ?house|intern|interne|interno|interna|corporate)\b/;
const seenAtAgency = new WeakMap<PersonFacts, PersonFacts>();
function atAgency(p: PersonFacts, company: EmployerFacts | undefined): PersonFacts {
  if (!company?.industry || !STAFFING_INDUSTRY.test(foldIndustry(company.industry))) return p;
  const placing = (r: RoleFacts) => {
    const t = norm(r.title);
    return (r.areas.includes('recruiting') || AGENCY_TITLE.test(t)) && !IN_HOUSE.test(t);
  };
  if (!p.roles.some(placing)) return p;
  const hit = seenAtAgency.get(p);
  if (hit) return hit;
  const HR: readonly AreaKey[] = ['recruiting', 'hr', 'human_resources'];
  const out: PersonFacts = {
    ...p,
    roles: p.roles.map((r) => (placing(r) ? { ...r, areas: ['agency_recruiting', ...r.areas.filter((a) => !HR.includes(a))] } : r)),
  };
  seenAtAgency.set(p, out);
  return out;
}

const seenInTrade = new WeakMap<PersonFacts, PersonFacts>();
/** The person with the sector's trade titles read as its trade (SECTOR_TITLES): their area instead of the delivery ladder's. */
function atTrade(p: PersonFacts, company: EmployerFacts | undefined): PersonFacts {
  const rows = SECTOR_TITLES.filter((s) => sectorsOf(company).includes(s.sector));
  const row = (r: RoleFacts) => rows.find((s) => s.title.test(norm(r.title)));
  if (!rows.length || !p.roles.some((r) => row(r))) return p;
  const hit = seenInTrade.get(p);
  if (hit) return hit;
  const trade = (r: RoleFacts): RoleFacts => {
    const hit = row(r);
    if (!hit) return r;
    const level = /^(senior|sr) /.test(norm(r.title)) ? 'senior' : 'entry';
    const areas = [hit.to, ...r.areas.filter((a) => a !== 'professional_service' && a !== hit.to)];
    return { ...r, areas, level, manages: false, roles: [hit.role] };
  };
  const out: PersonFacts = { ...p, roles: p.roles.map(trade) };
  seenInTrade.set(p, out);
  return out;
}

/**
 * At a university (higher education) the head of an academic unit leads teaching and research, whatever its discipline:
 * "Head of Department, Civil Engineering", "Head of the School of Computing", "Leiterin der Abteilung Elektrotechnik",
 * "Direktor des Instituts für Produktionstechnik", "Directeur du laboratoire de mécanique", "Hoofd afdeling Techniek",
 * "Directeur Kenniscentrum Zorginnovatie" are education at their rung, not the discipline's engineering or trade. A unit of
 * the administration ("Head of IT Services", "Leiter der Abteilung Personal", "Head of Procurement") keeps its function. DATA.
 */
const ACADEMIC_UNIT =
  /\b(department|departments|school|faculty|institute|centre|center|fachbereich\w*|fachgebiet\w*|fakultat|institut\w*|abteilung|department\w*|lehrstuhl\w*|departement|ufr|laboratoire|labo|afdeling\w*|faculteit\w*|instituut\w*|kenniscentrum|academie|lectoraat|departamento|facultad|faculdade|escuela|escola)\b/;
const ADMIN_UNIT =
  /\b(it|ict|information|informatique|systemes|sistemas|finance\w*|financ\w*|finanz\w*|hr|human resources|personal|personeel\w*|p ?& ?o|ressources humaines|rrhh|marketing|communications?|kommunikation|sales|vertrieb|procurement|purchasing|einkauf|vergabe\w*|inkoop|achats|compras|legal|recht|estates?|facilit\w*|gebaude\w*|student (services|affairs)|studierend\w*|library|bibliot\w*|admissions|registry|security|sicherheit|compliance|operations)\b/;
const HEAD_RUNGS: ReadonlySet<string> = new Set(['head', 'director', 'senior_manager']);
const seenAtUniversity = new WeakMap<PersonFacts, PersonFacts>();
function atUniversity(p: PersonFacts, company: EmployerFacts | undefined): PersonFacts {
  if (!sectorsOf(company).includes('higher_education')) return p;
  const leads = (r: RoleFacts) => {
    const t = norm(r.title);
    return HEAD_RUNGS.has(r.level) && !r.areas.includes('education') && ACADEMIC_UNIT.test(t) && !ADMIN_UNIT.test(t);
  };
  if (!p.roles.some(leads)) return p;
  const hit = seenAtUniversity.get(p);
  if (hit) return hit;
  const out: PersonFacts = { ...p, roles: p.roles.map((r) => (leads(r) ? { ...r, areas: ['education'] } : r)) };
  seenAtUniversity.set(p, out);
  return out;
}

const seenSeats = new WeakMap<PersonFacts, PersonFacts>();
function atSectorSeats(p: PersonFacts, company: EmployerFacts | undefined): PersonFacts {
  const industry = foldIndustry(company?.industry ?? '');
  const rows = SECTOR_SEATS.filter((s) => (typeof s.sector === 'string' ? sectorsOf(company).includes(s.sector) : !!industry && s.sector.test(industry)));
  const row = (r: RoleFacts) => rows.find((s) => s.title.test(norm(r.title)));
  if (!rows.length || !p.roles.some((r) => row(r))) return p;
  const hit = seenSeats.get(p);
  if (hit) return hit;
  const seat = (r: RoleFacts): RoleFacts => {
    const s = row(r);
    return s ? { ...r, roles: [s.role], areas: [...s.areas] } : r;
  };
  const out: PersonFacts = { ...p, roles: p.roles.map(seat) };
  seenSeats.set(p, out);
  return out;
}

const seenKinds = new WeakMap<PersonFacts, PersonFacts>();
/** The person with the sector's kinds of generic titles (SECTOR_KINDS): a retailer's buyers buy its ranges. */
function atSectorKinds(p: PersonFacts, company: EmployerFacts | undefined): PersonFacts {
  const industry = foldIndustry(company?.industry ?? '');
  const name = norm(company?.name ?? '');
  const rows = SECTOR_KINDS.filter((s) =>
    typeof s.sector === 'string' ? sectorsOf(company).includes(s.sector) : (!!industry && s.sector.test(industry)) || (!!name && s.sector.test(name)),
  );
  const adds = (r: RoleFacts) => rows.filter((s) => !r.roles.includes(s.role) && s.title.test(norm(r.title)) && !s.unless.test(norm(r.title)));
  if (!rows.length || !p.roles.some((r) => adds(r).length)) return p;
  const hit = seenKinds.get(p);
  if (hit) return hit;
  const out: PersonFacts = { ...p, roles: p.roles.map((r) => (adds(r).length ? { ...r, roles: [...r.roles, ...adds(r).map((s) => s.role)] } : r)) };
  seenKinds.set(p, out);
  return out;
}

/**
 * Rungs a sector's generic titles stand on there (DATA): at a contact centre or BPO a supervisor leads a team of agents
 * ("Supervisora de Equipa", "Supervisor de Atendimento", "Team Supervisor"), below its coordinators and managers.
 */
const SECTOR_RUNGS: ReadonlyArray<{ sector: Sector; title: RegExp; from: Level; to: Level; bare?: boolean }> = [
  { sector: 'contact_centres', title: /\bsupervisor(a|es|as|s)?\b/, from: 'manager', to: 'team_lead' },
  // A building contractor's project manager runs a build project and its site managers (the manager rung; a senior one above).
  { sector: 'construction', title: BUILD_PM, from: 'entry', to: 'manager' },
  { sector: 'construction', title: BUILD_PM, from: 'senior', to: 'senior_manager' },
  // Session 42: a store's department heads lead a team of its floor staff below the store manager ("Department Manager",
  // "Abteilungsleiter HAKA", "Afdelingsverantwoordelijke", "Manager de caisse"), as its "Afdelingschef" and the store manager's
  // deputy ("Substitutin") do: the rung the reader gives a "chef de rayon".
  { sector: 'retail', title: STORE_FLOOR, from: 'head', to: 'team_lead', bare: true },
  { sector: 'retail', title: STORE_FLOOR, from: 'manager', to: 'team_lead', bare: true },
  { sector: 'retail', title: /\b(afdelingschef|substitut(in)?)\b/, from: 'entry', to: 'team_lead', bare: true },
  { sector: 'retail', title: /^(assistant|deputy) manager$|\bdeputy branch manager\b|\bstellv\w*\.? filialleit\w*/, from: 'manager', to: 'team_lead' },
];
const seenRungs = new WeakMap<PersonFacts, PersonFacts>();
function atSectorRungs(p: PersonFacts, company: EmployerFacts | undefined): PersonFacts {
  const rows = SECTOR_RUNGS.filter((s) => sectorsOf(company).includes(s.sector));
  // (`bare`: only a title that names no area of its own: "Abteilungsleiter HAKA", not "Abteilungsleiter Einkauf".)
  const row = (r: RoleFacts) => rows.find((s) => s.from === r.level && s.title.test(norm(r.title)) && (!s.bare || !r.areas.length));
  if (!rows.length || !p.roles.some((r) => row(r))) return p;
  const hit = seenRungs.get(p);
  if (hit) return hit;
  const out: PersonFacts = { ...p, roles: p.roles.map((r) => ({ ...r, level: row(r)?.to ?? r.level })) };
  seenRungs.set(p, out);
  return out;
}

/** The person as the company reads them: a consultancy's ranks (atFirm), a sector's trade titles (atTrade) and kinds, then the sector's sense of generic titles. */
export function atCompany(p: PersonFacts, company: EmployerFacts | undefined): PersonFacts {
  const firm = atBareTitles(
    atSectorRungs(
      atUniversity(atSectorKinds(atSectorSeats(atAgency(atTrade(atInHouse(atFirm(p, company), company), company), company), company), company), company),
      company,
    ),
    company,
  );
  const industry = foldIndustry(company?.industry ?? '');
  const about = norm(company?.about ?? '');
  const name = norm(company?.name ?? '');
  const rows = SECTOR_AREAS.filter(
    (s) =>
      (typeof s.sector === 'string'
        ? sectorsOf(company).includes(s.sector)
        : (!!industry && s.sector.test(industry)) || (!!s.named && !!name && s.named.test(name))) &&
      (!s.about || s.about.test(about)),
  );
  const says = (s: (typeof rows)[number], r: RoleFacts) =>
    (s.from === null ? !r.areas.length : r.areas.includes(s.from)) && (!s.title || s.title.test(norm(r.title)));
  if (!rows.length || !firm.roles.some((r) => rows.some((s) => says(s, r)))) return firm;
  const hit = seenInSector.get(firm);
  if (hit) return hit;
  const swap = (r: RoleFacts) => (a: AreaKey) => {
    const row = rows.find((s) => s.from === a && says(s, r));
    return row ? (row.add ? [a, row.to] : [row.to]) : [a];
  };
  // A row that says its titles are individual contributors there ("Desk Editor" at a book publisher) sets their rung.
  const ic = (r: RoleFacts) => rows.some((s) => s.ic && says(s, r));
  const bare = (r: RoleFacts) => rows.find((s) => s.from === null && says(s, r));
  const rung = (r: RoleFacts) => rows.find((s) => s.rung && says(s, r))?.rung;
  const read = (r: RoleFacts): RoleFacts => ({
    ...r,
    areas: r.areas.length ? [...new Set(r.areas.flatMap(swap(r)))] : [bare(r)?.to].filter((a): a is AreaKey => a !== undefined),
    ...(ic(r) ? { level: 'entry' as const, manages: false } : {}),
    ...(rung(r) ? { level: rung(r) } : {}),
  });
  const out: PersonFacts = { ...firm, roles: firm.roles.map(read) };
  seenInSector.set(firm, out);
  return out;
}
