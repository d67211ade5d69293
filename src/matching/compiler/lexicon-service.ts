// The persona compiler's words for the service verticals: DATA, like lexicon.ts (same phrase rules and priorities).
// Hospitality (the kitchen brigade, restaurant and bar service, the hotel's rooms division), retail (stores and their
// field leadership), branch banking and insurance, in English, German, French, Spanish, Portuguese and Dutch. The title
// reader's side is reader/verticals-service.ts; the rungs of these ladders are written in src/matching/README.md.
import type { AreaKey, Level } from '../criteria.js';
import type { Entry, Tag } from './lexicon.js';
import { TITLE_ROLE } from './as-title.js';

const area = (phrases: string, areas: AreaKey[], p = 0): Entry => ({ phrases, tag: { k: 'area', areas }, p });
const noun = (phrases: string, tag: Omit<Extract<Tag, { k: 'noun' }>, 'k'>, p = 0): Entry => ({ phrases, tag: { k: 'noun', ...tag }, p });

const HEADS: Level[] = ['head', 'director'];
/** A department manager of a hotel or a restaurant: the manager rungs up to the head of the department. */
const DEPT_MANAGERS: Level[] = ['manager', 'senior_manager', 'head'];

const word = (phrases: string, tag: Tag, p = 0): Entry => ({ phrases, tag, p, exact: true });

export const SERVICE_LEXICON: Entry[] = [
  // What a team sells into these verticals, and to whom: a context, not people ("POS + kitchen display for restaurant groups").
  word(
    'kitchen display|kitchen displays|kitchen display system|kitchen display systems|kds|epos|point of sale|point of sale system|pos system|pos systems|pos software|till system|till systems|property management system|hotel software|restaurant software|retail software|core banking|policy administration system|claims software|underwriting software',
    { k: 'product' },
    3,
  ),
  word(
    'restaurant group|restaurant groups|restaurant chain|restaurant chains|hotel group|hotel groups|hotel chain|hotel chains|retail chain|retail chains|supermarket chain|supermarket chains|retailers|banks|credit union|credit unions|insurers|insurance companies|restaurantketten|hotelketten|chaines de restaurants|groupes hoteliers|cadenas de restaurantes|cadenas hoteleras|redes de restaurantes|redes hoteleiras|redes varejistas|bancos|seguradoras|aseguradoras|restaurantketens|hotelketens|winkelketens|banken|verzekeraars',
    { k: 'filler' },
    3,
  ),
  // "CFO / FD / Finance Director": the British finance director ("FD") is the director of finance.
  noun('fd|fds', { areas: ['finance'], levels: ['director'] }, 2),
  // "Gérant", "Sócio-gerente": the owner-manager of a French, Portuguese or Spanish company.
  noun(
    'gerant|gerante|gerants|gerantes|socio gerente|socios gerentes|socia gerente|socias gerentes|gerente socio|gerentes socios',
    { traits: ['owner'], alone: true },
    3,
  ),
  word(
    'family business|family businesses|family firm|family firms|family owned|family owned businesses|owner managed|owner managed businesses|familienunternehmen|familienbetriebe|entreprises familiales|entreprise familiale|empresas familiares|empresa familiar|familiebedrijf|familiebedrijven',
    { k: 'filler' },
    3,
  ),
  // "the managers reporting to them: front office, housekeeping, …": who they report to names nobody (the list says who).
  word(
    'reporting to them|reporting to him|reporting to her|reporting into them|who report to them|that report to them|report to them|qui leur sont rattaches|qui lui sont rattaches|que les reportan|que le reportan|que reportam a eles|que se reportam a eles|die ihnen unterstellt sind|die aan hen rapporteren|die aan hem rapporteren',
    { k: 'filler' },
    3,
  ),
  // "PJ e PF", "pessoa física e jurídica": Brazilian banks' client segments (companies and individuals), not contractors.
  word(
    'pj e pf|pf e pj|pj and pf|pj ou pf|pessoa fisica e juridica|pessoa juridica e fisica|pessoas fisicas e juridicas|pessoa fisica|pessoa juridica',
    { k: 'filler' },
    3,
  ),
  // ---- hospitality ----------------------------------------------------------------------------------------------
  area('kitchen|kitchens|kitchen brigade|brigade de cuisine|back of house|cuisine|cuisines|cocina|cocinas|cozinha|cozinhas|kuche|keuken', ['kitchen'], 2),
  // Session 58: a hospital's or a care home's catering managers run its kitchen (reader: "Catering Manager").
  noun(
    'catering managers|catering manager|catering leads|heads of catering|head of catering',
    { areas: ['kitchen'], levels: ['manager', 'senior_manager', 'head'] },
    4,
  ),
  area(
    'restaurant|restaurants|bar|bars|f&b|f & b|food and beverage|food & beverage|front of house|restauration|restauracion|restauracao|restaurante|restaurantes|gastronomie|horeca',
    ['food_beverage'],
    2,
  ),
  area(
    'hotel|hotels|hotel operations|rooms division|front office|front desk|housekeeping|hebergement|alojamento|alojamiento|hotellerie|hotelaria|hoteleria|hotelerie|reception|recepcion|rececao|recepcao|rezeption|receptie',
    ['hotel'],
    2,
  ),
  // Revenue management prices a hotel's rooms (title-functions.ts reads "Revenue Manager" so): the hotel's, not sales.
  // Session 33: revenue management prices the rooms: its people are pricing's as well as the hotel's (reader/areas.ts), so
  // a persona's "revenue management" is them, not the whole rooms division.
  area('revenue management|revenue mgmt|yield management|gestion des revenus|gestao de receitas|gestion de ingresos', ['pricing'], 3),
  noun('revenue manager|revenue managers|yield manager|yield managers', { areas: ['pricing'], levels: ['manager', 'senior_manager'] }, 4),
  noun(
    'head chef|executive chef|exec chef|exec chefs|chef de cuisine|chefs de cuisine|chef executif|chefs executifs|chefe de cozinha|chefes de cozinha|chef executivo|chefs executivos|jefe de cocina|jefes de cocina|chef ejecutivo|chefs ejecutivos|kuchenchef|kuchenchefs|kuchenchefin|chef de keuken|chefs de keuken|chef kok|chef koks',
    { areas: ['kitchen'], levels: HEADS },
    4,
  ),
  noun(
    'sous chef|sous chefs|second de cuisine|seconds de cuisine|seconde de cuisine|secondes de cuisine|subchefe|subchefes|subchefe de cozinha|subchefes de cozinha|segundo de cocina|segundos de cocina|souschef|souschefs|stellvertretender kuchenchef|stellvertretende kuchenchefs',
    { areas: ['kitchen'], levels: ['team_lead', 'manager'] },
    4,
  ),
  noun(
    'cook|cooks|line cook|line cooks|prep cook|prep cooks|commis|commis chef|commis chefs|commis de cuisine|chef de partie|chefs de partie|cuisinier|cuisiniers|cuisiniere|cuisinieres|cozinheiro|cozinheiros|cozinheira|cozinheiras|cocinero|cocineros|cocinera|cocineras|koch|koche|koks|kitchen porter|kitchen porters|plongeur|plongeurs|pastry chef|pastry chefs|patissier|patissiers|kitchen staff',
    { areas: ['kitchen'], ic: true },
    3,
  ),
  noun(
    'waiter|waiters|waitress|waitresses|waiting staff|wait staff|servers|serveur|serveurs|serveuse|serveuses|camarero|camareros|camarera|camareras|mesero|meseros|garcom|garcons|empregado de mesa|empregados de mesa|empregada de mesa|kellner|kellnerin|obers|bartender|bartenders|barman|barmen|barista|baristas|chef de rang|chefs de rang',
    { areas: ['food_beverage'], ic: true },
    3,
  ),
  noun(
    'maitre d|maitres d|maitre d hotel|maitres d hotel|chefe de sala|chefes de sala|jefe de sala|restaurantleiter|restaurantleiterin',
    { areas: ['food_beverage'], levels: DEPT_MANAGERS },
    4,
  ),
  // Session 56: the hotel GM's deputy by its titles ("resident manager", "executive assistant manager", "deputy hotel manager").
  noun(
    'resident manager|resident managers|executive assistant manager|executive assistant managers|deputy hotel manager|deputy hotel managers|deputy hotel director|deputy hotel directors|hotel deputy gm|hotel deputy gms',
    { areas: ['hotel'], levels: ['senior_manager'] },
    4,
  ),
  // The hotel's general manager (a "General Manager" or "GM" at a hotel, "Directeur d'hôtel"), not the company's chief.
  noun(
    'general manager of a single hotel|general managers of a single hotel|general manager of a hotel|general managers of hotels|general manager of one hotel|general manager of each hotel|general managers of the hotels|general manager of the hotel|' +
      'hotel gm|hotel gms|hotel general manager|hotel general managers|hotel director|hotel directors|hotel manager|hotel managers|directeur d hotel|directeurs d hotel|directrice d hotel|directrices d hotel|directeur de l hotel|diretor de hotel|diretores de hotel|diretora de hotel|director de hotel|directores de hotel|gerente de hotel|gerentes de hotel|hoteldirecteur|hoteldirecteuren|hoteldirektor|hoteldirektoren|hotelmanager|hotelmanagers|gm of the hotel|gms of the hotels',
    { roles: ['general_manager'], alone: true },
    4,
  ),
  // Session 55: a hotel group's GMs over several hotels ("area / cluster GMs"), by their titles: not every GM.
  noun(
    'cluster gm|cluster gms|cluster general manager|cluster general managers|area gm|area gms|area general manager|area general managers|regional general manager|regional general managers|multi property general manager|multi property general managers|multi property gms',
    {
      roles: ['cluster general manager', 'cluster gm', 'area general manager', 'area gm', 'regional general manager', 'multi property general manager'].map(
        (t) => `${TITLE_ROLE}${t}`,
      ),
      alone: true,
    },
    5,
  ),
  // A contact centre's site director runs the site's operations ("site directors", "diretores de site"; a French "directeur de
  // site" takes the sentence's areas, as before); a building site has site managers.
  noun(
    'site director|site directors|diretor de site|diretores de site|director de sitio|directores de sitio',
    { areas: ['operations'], levels: ['director'] },
    4,
  ),
  // Who owns the P&L of a business unit, a division or a country (reader SERVICE_ROLES `unit_head`), not the company's chief.
  noun(
    'division managing director|division managing directors|divisional managing director|divisional managing directors|managing director of a division|managing directors of divisions|division md|division mds|business unit director|business unit directors|business unit head|business unit heads|head of a business unit|heads of business units|bu director|bu directors|bu head|bu heads|business unit general manager|business unit general managers|general manager of a business unit|general managers of business units|division director|division directors|divisional director|divisional directors|division head|division heads|head of a division|heads of divisions|general manager of a division|general managers of divisions',
    { roles: ['unit_head'], alone: true },
    4,
  ),
  noun(
    'country manager|country managers|country director|country directors|country head|country heads|country general manager|country general managers',
    { roles: ['unit_head', 'country_director'], alone: true },
    4,
  ),
  // A branch's general manager ("branch GMs") runs the branch, not the company: its branch manager (the company's "GM" stays its chief).
  noun('branch gm|branch gms|branch general manager|branch general managers', { roles: ['branch_manager'], alone: true }, 4),
  noun(
    'executive housekeeper|executive housekeepers|gouvernante generale|gouvernantes generales|governanta geral|governantas gerais|gobernanta|gobernantas|hausdame',
    { areas: ['hotel'], levels: DEPT_MANAGERS },
    4,
  ),
  noun('duty manager|duty managers', { areas: ['hotel'], levels: ['manager', 'senior_manager'] }, 4),
  // Session 49: a hotel's laundry and public-area staff and its floors ("Etage") are its housekeeping.
  noun(
    'laundry staff|laundry attendants|laundry attendant|public area staff|public area attendants|public area cleaners|public areas staff|linen room staff|lingeres|lingere|wascherei mitarbeiter|personnel de lingerie|lavanderas|lavandeiras',
    { areas: ['hotel'], ic: true },
    4,
  ),
  area('etage|etagen|housekeeping etage|laundry|linen room|lingerie hoteliere|lavanderia|lavandaria', ['hotel'], 1),
  noun(
    'receptionist|receptionists|receptionniste|receptionnistes|recepcionista|recepcionistas|rececionista|rececionistas|front desk agent|front desk agents|night auditor|night auditors|concierge|concierges|room attendant|room attendants|housekeeper|housekeepers|femme de chambre|femmes de chambre|valet de chambre|valets de chambre|camareira|camareiras|camarera de pisos|camareras de pisos|empregada de andares|empregadas de andares|zimmermadchen',
    { areas: ['hotel'], ic: true },
    3,
  ),

  // ---- retail ---------------------------------------------------------------------------------------------------
  area('retail operations|store operations|operacoes de retalho|operacoes de lojas|operaciones de tiendas|operations magasins', ['retail'], 3),
  // Session 43: a dark store is a grocery start-up's warehouse no customer enters (the reader reads its managers so).
  area('dark store|dark stores|dark store hub|dark store hubs|dark stores hubs', ['warehouse'], 3),
  area('retail|store|stores|loja|lojas|tienda|tiendas|magasin|magasins|filiale|filialen|winkel|winkels|retalho|varejo|supermarket|supermarkets', ['retail'], 2),
  noun(
    'store manager|store managers|shop manager|shop managers|gerente de loja|gerentes de loja|gestor de loja|gestores de loja|gestora de loja|diretor de loja|diretores de loja|directeur de magasin|directeurs de magasin|responsable de magasin|responsables de magasin|gerente de tienda|gerentes de tienda|encargado de tienda|encargados de tienda|filialleiter|filialleiterin|filialleiterinnen|filialleitung|filialleitungen|marktleiter|marktleiterin|marktleitung|filiaalmanager|filiaalmanagers|winkelmanager|winkelmanagers|bedrijfsleider winkel',
    { areas: ['retail'], levels: ['manager'] },
    4,
  ),
  noun(
    'assistant store manager|assistant store managers|deputy store manager|deputy store managers|assistant / deputy store managers|assistant or deputy store managers|assistant and deputy store managers|deputy / assistant store managers|subgerente de loja|subgerentes de loja|adjunto de loja|adjuntos de loja|directeur adjoint de magasin|stellvertretender filialleiter|stellvertretende filialleiter|stellvertretende filialleiterin|stellvertretende filialleiterinnen|subgerente de tienda|subgerentes de tienda|adjunct filiaalmanager|adjunct filiaalmanagers|assistent filiaalmanager|assistent filiaalmanagers|directeurs adjoints de magasin|directrice adjointe de magasin',
    { roles: ['deputy_store_manager'], alone: true },
    4,
  ),
  noun(
    'chefe de seccao|chefes de seccao|chefe de secao|chefes de secao|chef de rayon|chefs de rayon|jefe de seccion|jefes de seccion',
    { areas: ['retail'], levels: ['team_lead'] },
    4,
  ),
  noun(
    'os gestores de area|as gestoras de area|os gestores de zona|los jefes de zona|area manager|area managers|regional manager|regional managers|district manager|district managers|gestor de area|gestores de area|gestora de area|gestor de zona|gestores de zona|gerente regional|gerentes regionais|gerentes regionales|jefe de zona|jefes de zona|directeur regional|directeurs regionaux|responsable de secteur|responsables de secteur|bezirksleiter|bezirksleiterin|regiomanager|regiomanagers|rayonmanager|rayonmanagers|' +
      // Session 55: a franchisor's field managers over its franchised stores.
      'franchise business consultants|franchise business consultant|franchise business managers|franchise business manager|franchise consultants|franchise consultant|franchise support managers|franchise support manager',
    { areas: ['retail'], levels: ['senior_manager'] },
    4,
  ),
  noun(
    'cashier|cashiers|shop assistant|shop assistants|store assistant|store assistants|retail assistant|retail assistants|shelf stacker|shelf stackers|operador de caixa|operadores de caixa|operadora de caixa|repositor|repositores|cajero|cajeros|cajera|cajeras|reponedor|reponedores|caissier|caissiers|caissiere|caissieres|kassierer|kassiererin|kassamedewerker|kassamedewerkers|vakkenvuller|vakkenvullers',
    { areas: ['retail'], ic: true },
    3,
  ),
  noun(
    'retail director|retail directors|head of retail|heads of retail|director of retail|diretor de lojas|diretores de lojas|diretora de lojas|directeur des magasins|director de tiendas|verkaufsleiter filialen|' +
      // Regional directors of the stores ("directores regionales de tiendas", "regional directors of the stores").
      'directores regionales de tiendas|director regional de tiendas|directora regional de tiendas|diretores regionais de lojas|diretor regional de lojas|directeurs regionaux des magasins|directeur regional des magasins|regional directors of the stores|regional store directors|regionale winkeldirecteuren|regionalleiter filialen',
    { areas: ['retail'], levels: ['head', 'director', 'vp'] },
    // Above "diretor de loja", whose plural it looks like.
    5,
  ),

  // A deputy of a store or a restaurant ("subgerentes", "gerentes adjuntos"): the team-lead rung of the area named beside it.
  {
    phrases: 'subgerente|subgerentes|sub gerente|sub gerentes|gerente adjunto|gerentes adjuntos|gerente adjunta|gerentes adjuntas',
    tag: { k: 'level', levels: ['team_lead'] },
    p: 2,
  },
  // "chefs de service (réception, hébergement, restauration)": the heads of a hotel's departments, its managers too.
  {
    phrases:
      'chef de service|chefs de service|cheffe de service|cheffes de service|responsables de service|jefes de departamento|chefes de departamento|department managers',
    tag: { k: 'noun', levels: DEPT_MANAGERS },
    p: 3,
  },
  // Session 57: the English "department heads" are the head rung of each department ("department heads and above", "department
  // heads and their deputies": the deputies are the managers below them).
  { phrases: 'department heads|heads of department|department head|head of department', tag: { k: 'noun', levels: ['head'] }, p: 3 },

  // ---- branch banking and insurance -----------------------------------------------------------------------------
  noun(
    'branch manager|branch managers|gerente de agencia|gerentes de agencia|gerente geral de agencia|gerentes gerais de agencia|directeur d agence|directeurs d agence|directrice d agence|directrices d agence|director de sucursal|directores de sucursal|gerente de sucursal|gerentes de sucursal|jefe de sucursal|jefes de sucursal|filialdirektor|filialdirektoren|kantoordirecteur|kantoordirecteuren',
    { roles: ['branch_manager'], alone: true, end: ['manager', 'senior_manager'] },
    4,
  ),
  noun(
    'relationship manager|relationship managers|personal banker|personal bankers|gerente de relacionamento|gerentes de relacionamento|gestor de relacionamento|gestores de relacionamento|gerente de contas pj|gerentes de contas pj|gerente de contas pf e pj|gerentes de contas pf e pj|gerente de contas pj e pf|gerentes de contas pj e pf|gerentes de contas pessoa fisica e juridica|gerentes de contas pessoa juridica e fisica|gerentes de relacionamento pf e pj|gerentes de relacionamento pj e pf|conseiller clientele particuliers|conseillers clientele particuliers|firmenkundenberater|privatkundenberater',
    // A relationship manager is an individual contributor ("Gerente de Relacionamento"), not an account director.
    { areas: ['account_management'], levels: ['entry', 'senior'] },
    4,
  ),
  noun('teller|tellers|bank teller|bank tellers|caixa|caixas|guichetier|guichetiers|kassier|kassiers', { areas: ['customer_support'], ic: true }, 3),
  area('underwriting|subscricao|suscripcion|souscription|acceptatie', ['underwriting'], 2),
  noun(
    'underwriter|underwriters|subscritor|subscritores|subscritora|subscritoras|suscriptor|suscriptores|souscripteur|souscripteurs|acceptant|acceptanten',
    { areas: ['underwriting'] },
    3,
  ),
  area('claims|sinistros|siniestros|sinistres|schaden|schadenregulierung|schadeafdeling|schadebehandeling', ['claims'], 2),
  noun(
    'claims handler|claims handlers|claims adjuster|claims adjusters|loss adjuster|loss adjusters|analista de sinistros|analistas de sinistros|regulador de sinistros|reguladores de sinistros|gestionnaire sinistres|gestionnaires sinistres|liquidador de siniestros|liquidadores de siniestros|schadenregulierer|schadensachbearbeiter|schadebehandelaar|schadebehandelaars',
    { areas: ['claims'] },
    3,
  ),
  // Session 54: a bank's or a payment firm's payments operations (reader/verticals-service.ts).
  area(
    'payments operations|payment operations|payments ops|payments team|payments teams|operacoes de pagamentos|operacoes de pagamento|operaciones de pagos|operations de paiement|operations de paiements|zahlungsverkehr|betalingsverkeer',
    ['payments'],
    4,
  ),
  noun(
    'chargeback analysts|chargeback analyst|analistas de chargeback|dispute analysts|analistas de disputas|settlement analysts|analistas de liquidacao|analistas de liquidacion|payments officers|payments analysts|sachbearbeiter zahlungsverkehr|mitarbeiter zahlungsverkehr|medewerkers betalingsverkeer',
    { areas: ['payments'] },
    4,
  ),
  // Session 54: a Dutch broker's or bank's client advisers, as its titles say ("Adviseur Zakelijk", reader/verticals-service.ts).
  noun(
    'adviseurs zakelijk|adviseur zakelijk|adviseurs zakelijke klanten|adviseurs particulier|adviseur particulier|adviseurs particulieren|adviseur particulieren',
    { areas: ['account_management'], ic: true },
    4,
  ),
  // Session 53: an insurer's distribution through intermediaries: its broker and agency management and its tied agents.
  area(
    'broker and agency management|broker agency management|broker management|agency management|broker and agency distribution|intermediated distribution|insurance distribution|maklervertrieb|maklerbetreuung|ausschliesslichkeitsorganisation|distribution intermediee|reseau d agents generaux|canal corredores|canal de corredores|canal de mediadores|intermediarios de seguros|intermediacao de seguros|intermediairkanaal',
    ['insurance_distribution'],
    4,
  ),
  noun(
    'broker consultants|broker consultant|broker managers|broker manager|broker account managers|broker development managers|agency managers|maklerbetreuer|maklerbetreuerin|maklerbetreuerinnen|handlerbetreuer|inspecteurs commerciaux|inspecteur commercial|inspectrices commerciales|tied agents|tied agent|appointed representatives|captive agents|exclusive agents|agents generaux|agent general|agents generaux d assurance|agentes generales|versicherungsvertreter|versicherungsvertreterinnen|ausschliesslichkeitsvertreter|ausschliesslichkeitsvertreterinnen|agentes exclusivos|agentes de seguros|agentes de seguros exclusivos|verzekeringsagenten|verzekeringsagent|insurance agents',
    { areas: ['insurance_distribution'] },
    4,
  ),
  // "Seguros", "insurance", "Versicherung" as a department: underwriting and claims together.
  area('insurance|seguros|assurance|versicherung|verzekering|verzekeringen', ['underwriting', 'claims'], 1),
];

/** Words whose sense depends on the sentence (tag-sentence.ts): beside supermarkets and shops, a Dutch "bedrijfsleider" runs a store. */
const STORE_MANAGER: Tag = { k: 'noun', areas: ['retail'], levels: ['manager'] };
const STORE_STAFF: Tag = { k: 'noun', areas: ['retail'], ic: true };
const RANGE_BUYER: Tag = { k: 'noun', roles: ['category_buyer'], alone: true };
export const SERVICE_SENSES: ReadonlyArray<readonly [RegExp, ReadonlyMap<string, Tag>]> = [
  // Session 41: beside revenue managers, pricing or fares, "revenue" is revenue management ("y su jefe de revenue", "Head of
  // Revenue"), not the sales organisation.
  [
    /\b(revenue managers?|revenue management|yield\w*|pricing|tarifas?|tarifs?|tarieven|rm analysts?)\b/,
    new Map<string, Tag>([['revenue', { k: 'area', areas: ['pricing'] }]]),
  ],
  // Session 38: beside hotels ("Hotels only: the general manager", "the GM of each hotel") a general manager or GM is the
  // hotel's (reader/firm-bare.ts reads a hotel company's bare "General Manager" so), not the company's chief executive.
  [
    /\b(hotels?|hoteles|hoteis|hotellerie|hotelaria|hoteleria|resorts?)\b/,
    new Map<string, Tag>([
      ...['general manager', 'general managers', 'gm', 'gms'].map((w): readonly [string, Tag] => [w, { k: 'noun', roles: ['general_manager'], alone: true }]),
      // Session 56: the GM's deputy, an executive assistant manager ("EAM"), is the hotel's senior manager (reader: "hotel deputy gm").
      ...['eam', 'eams'].map((w): readonly [string, Tag] => [w, { k: 'noun', areas: ['hotel'], levels: ['senior_manager'] }]),
      // Session 57: a hotel's heads of department (front office, housekeeping, F&B) are its managers, as "chefs de service" are.
      ...['department heads', 'heads of department', 'department head', 'head of department'].map((w): readonly [string, Tag] => [
        w,
        { k: 'noun', levels: DEPT_MANAGERS },
      ]),
    ]),
  ],
  [
    /\b(supermarkt\w*|supermarkets?|winkels?|filialen|stores|shops)\b/,
    new Map<string, Tag>([
      ['bedrijfsleider', STORE_MANAGER],
      ['bedrijfsleiders', STORE_MANAGER],
      // A store's department managers ("afdelingsmanagers in de supermarkten"): the manager rung of a store.
      ['afdelingsmanager', STORE_MANAGER],
      ['afdelingsmanagers', STORE_MANAGER],
      ['afdelingsleider', STORE_MANAGER],
      ['afdelingsleiders', STORE_MANAGER],
    ]),
  ],
  // Beside a retailer's ranges (the shelf, the assortment, "en rayon", "Sortiment"), buyers and category managers buy what it
  // sells: the kind category_buyer (reader/firm.ts reads a retailer's buyers so), not procurement. The employer's words
  // ("at supermarkets", "dans la grande distribution") change no reading of the people: there they are procurement, which a
  // retailer's buyers are too.
  [
    /\b(shelf|shelves|schap(pen)?|regal(e|en)?|assortments?|assortiments?|sortiments?|surtidos?|sortidos?|rayons?|lineales?|prateleiras?|ranges? (we|they) sell|what goes (on|in|into))\b/,
    new Map<string, Tag>(
      [
        'buyers',
        'buyer',
        'acheteurs',
        'acheteuses',
        'acheteur',
        'compradores',
        'compradoras',
        'comprador',
        'einkaufer',
        'einkauferinnen',
        'inkopers',
        'inkoper',
        'category managers',
        'category manager',
        'categorie managers',
        'categoriemanagers',
      ].map((w) => [w, RANGE_BUYER] as const),
    ),
  ],
  // Beside shops, the consultants, advisers and sales associates are the shop floor ("consultores … das lojas", "asesores de
  // tienda", "conseillers de vente en boutique", "sales associates in the stores").
  [
    /\b(lojas?|tiendas?|sucursales|magasins?|boutiques?|stores?|shops?|filialen|winkels?)\b/,
    new Map<string, Tag>(
      [
        'consultores',
        'consultoras',
        'consultor',
        'consultora',
        'asesores',
        'asesoras',
        'assessores',
        'conseillers',
        'conseilleres',
        'conseillers de vente',
        'conseilleres de vente',
        'advisors',
        'advisers',
        'sales associates',
        'sales advisors',
        'sales advisers',
        'verkaufsberater',
        'verkoopadviseurs',
      ].map((w) => [w, STORE_STAFF] as const),
    ),
  ],
];
