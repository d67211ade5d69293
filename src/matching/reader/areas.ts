// The title reader's finer areas: DATA. After a title is read into a function (title.ts), these
// patterns name the finer area of the contract (src/matching/criteria.ts) when the title says it.
// The first row whose function and pattern match wins; its areas replace the function's default one.
// What an area also counts as (an SRE is a software engineer; security is not IT) is AREA_ALSO in criteria.ts.
import type { AreaKey } from '../criteria.js';
import type { Fn } from '../taxonomy.js';
import { CARE_AREA_RULES } from './verticals-care.js';
import { TRADES_EXTRA_AREAS } from './verticals-trades.js';
import { INSTITUTION_AREA_RULES, INSTITUTION_EXTRA_AREAS } from './verticals-institutions.js';
import { INFRA_EXTRA_AREAS } from './verticals-infrastructure.js';
import { PUBLIC_EXTRA_AREAS } from './verticals-public.js';
import { MEDIA_EXTRA_AREAS } from './verticals-media.js';
import { FRONTLINE_EXTRA_AREAS } from './verticals-frontline.js';
import { ECOMMERCE } from './title-functions.js';
import { CLINICAL_EXTRA_AREAS } from './verticals-clinical.js';

export const AREA_RULES: ReadonlyArray<readonly [Fn, RegExp, AreaKey[]]> = [
  // Banks, NGOs (verticals-institutions.ts): their sub-areas before the generic words their titles share.
  ...INSTITUTION_AREA_RULES,
  // Rostering and school administration (verticals-care.ts).
  ...CARE_AREA_RULES,
  // Session 51: GRC (governance, risk and compliance) titles are information security's compliance desk (not the company's
  // compliance officers, whom a persona of compliance names).
  ['engineering', /\bgrc\b/, ['security']],
  [
    'engineering',
    /\b(securit\w*|cyber ?security|cyber\w*|ciber\w*|appsec|infosec|ciso|soc|penetration|pen ?test\w*|threat|incident respon\w*|vulnerabilit\w*|identity (and|&) access|iam|identity engineer\w*|csirt|cert analyst|ssi|isms|siem|firewall\w*|pki|cryptograph\w*|detection engineer\w*|zero trust|information assurance|(digital |computer |it )forensi\w*|forensic (analyst|investigator|examiner)\w*|malware|informatiebeveilig\w*|rssi|seguridad|ciberseguridad|securite|\w*sicherheit\w*|seguranca|beveiliging\w*|red team|blue team|secops|devsecops|ethical hack\w*)\b/,
    ['security'],
  ],
  // A data platform is data engineering, not DevOps ("Team Lead, Data Platform", "Datenplattform", "Plataforma de Datos").
  ['engineering', /\b(data ?platform\w*|datenplattform\w*|plate-?forme (de )?donnees|plataforma de (datos|dados))\b/, ['data_engineering']],
  [
    'engineering',
    /\b(sre|site reliability|devops|dev ops|platform(?! developer| product)|platform engineer\w*|platform team|plataforma|cloud(?! solutions?| kitchen)|plateforme|plattform\w*|confiabilidade|confiabilidad|(?<!\b(it|ti|ict|si) )infra\w* engineer\w*|(engenheir|ingenier|ingenieur)\w* (de |d')?infra\w*\b(?! (de |d')?(ti|it|si|informatica|informatique)\b)|cloud engineer\w*|cloud architect\w*|kubernetes|reliability engineer\w*|production engineer\w*|build engineer\w*|release engineer\w*)\b/,
    ['devops'],
  ],
  // (An engineer of IT infrastructure, "IT Infrastructure Engineer", "Ingeniero de Infraestructura de TI", is IT, as its manager is.)
  // Who leads infrastructure without saying IT ("Head of Infrastructure", "Infrastructure Manager", "Jefe de Infraestructura")
  // leads the platform; "IT Infrastructure Manager", "Gerente de Infraestrutura de TI" and infrastructure analysts are IT.
  [
    'engineering',
    /(?<!\b(it|ti|ict|si) )\b((head|director|directeur|directrice|directora|diretor|diretora|vp|vice president|manager|managerin|gerente|jefe|jefa|hoofd|leiter|leiterin|lead|responsable) (of |de |du |de la |van |der )?(infrastructure|infraestructura|infraestrutura|infrastructuur|infrastruktur)|(infrastructure|infrastructuur|infrastruktur) (manager|director|lead|head|leiter|leiterin))\b(?! (de |d |d')?(ti|it|si|informatica|informatique)\b)/,
    ['devops'],
  ],
  [
    'human_resources',
    /\b(payroll|paie|folha de pagamento|nominas?|gehaltsabrechnung\w*|entgeltabrechnung\w*|lohnabrechnung\w*|salarisadministrat\w*|loonadministrat\w*)\b/,
    ['payroll'],
  ],
  // Learning and development, training ("Head of L&D", "Training Specialist", "Hoofd Opleidingen", "Responsable Formation").
  [
    'human_resources',
    /\b(learning (and|&) development|l&d|learning (manager|mgr|specialist|partner|lead|coordinator|consultant|officer|advisor|experience)\w*|training (specialist|manager|coordinator|lead|officer|consultant|advisor)\w*|instructional design\w*|formacion|formacao|capacitacion|treinamento\w*|opleiding\w*|weiterbildung|personalentwicklung|talent development|people development|talent coe|talent (and|&) learning)\b/,
    ['learning'],
  ],
  ['sales', /\b(technical account manag\w*|tam)\b/, ['customer_success']],
  // A seller of new business whatever the title's word ("Accountmanager Nieuwe Klanten", "Account Manager New Business").
  [
    'sales',
    /\b(new business|new logos?|nieuwe klanten|acquisitie|neukunden\w*|akquise|neugeschaft|hunter|nouveaux clients|nuevos clientes|novos clientes)\b/,
    ['new_business'],
  ],
  [
    'sales',
    /\b((sales|revenue|rev|commercial|gtm|go-to-market) ?op(eration)?s|operations? (commerciales?|comerciales|comerciais|de ventas|de vendas|des ventes)|operaciones comerciales|crm|salesforce|hubspot|\w*enablement|vertriebs ?(operations|steuerung)|verkoopoperaties|revops|sales enablement|deal desk|sales analyst|crm (admin\w*|manager))\b/,
    ['revops'],
  ],
  [
    'marketing',
    /\b(product marketing|product marketer\w*|produktmarketer\w*|product ?marketeer\w*|pmm|produktmarketing|productmarketing|marketing produit|marketing de produ(to|cto))\b/,
    ['product_marketing'],
  ],
  // (Session 59: and partner and channel managers in Portuguese, Spanish and French: "Gestor de Parceiros", "Ejecutivo de Canal",
  // "Chargé de relations partenaires"; a digital or online channel is not one.)
  [
    'sales',
    /\b(partnerships?|alliances?|business development|bizdev|biz dev|channel|partner (manager|management|success|sales|account manager|development)\w*|partnermanag\w*|parcerias?|alianzas?|aliancas?|partenariats?|partnerschaft\w*|(gestor(a)?|ejecutiv[oa]|executiv[oa]|gerente|responsable|charge(e)?|coordenador(a)?|coordinador(a)?) (de |des )?(canal|canais|canales|parceiros|partenaires|socios|relations? partenaires)(?! (digital|digitales|digitais|online|e-?commerce)))\b/,
    ['business_development'],
  ],
  [
    'operations',
    /\b(procurement|purchas\w*|supply manag\w*|buyer|einkauf\w*|einkaufer\w*|beschaffung|achat\w*|acheteu\w*|compras?|comprador\w*|suministros|suprimentos|inkoop|inkoper|strategic sourcing|sourcing (manager|specialist|lead|analyst)|vendor manag\w*|supplier manag\w*|category manag\w*|commodity (manag|buyer)\w*)\b/,
    ['procurement'],
  ],
  // Supply chain planning (title-vocab.ts long forms), then supply chain and logistics (PDL's sub-role `logistics`), after
  // procurement ("Supply Chain Buyer" buys).
  ['operations', /\b(supply chain planner\w*|supply chain planning|supply planning|demand planning|s&op)\b/, ['supply_planning']],
  [
    'operations',
    /\b(supply chain|logisti\w*|logistiek\w*|lieferkette\w*|cadena de suministro|cadeia de suprimentos|chaine d'approvisionnement|chaine logistique|supply planning|demand planning|distribution (manager|director|lead)|transport (manager|director|lead)|fleet manag\w*|warehouse manag\w*)\b/,
    ['logistics'],
  ],
  [
    'operations',
    /\b(project|program|programme|programma|programm|projekt)[- ]?(manager\w*|management|lead\w*|leiter\w*|coordinator\w*|director\w*|analyst|officer|office)|\bchef de projet\b|\bjefe de proyecto\b|\bgerente de projeto\b|\bprojectleider\b|\bscrum master\b|\bagile coach\b|\bpmo\b|\bdelivery (manager|lead|director)\b|\bhead of delivery\b|\b(projects|projecten|projetos|proyectos|projets|projekte)\b/,
    ['project_management'],
  ],
  // Office, administration and facilities ("Office Manager" is no operations leader; "not office managers" keeps the COO's team).
  [
    'operations',
    /\b(office|officemanager\w*|kantoormanager\w*|receptionist\w*|reception|front desk|workplace|executive assistant|administrative assistant|admin assistant|secretar\w*|sekretar\w*|assistante? de direction|assistente administrativ\w*|asistente administrativ\w*|empfang\w*|services generaux|servicios generales|admin|administration|administratie|administracion|administracao|verwaltung)\b/,
    ['office'],
  ],
  // Session 43: facilities and a hospital's estates run its buildings ("Head of Facilities", "Estates & Facilities Director",
  // "Hoofd Facilitair Bedrijf", "Directeur des services techniques"): facilities, which counts as the office too (AREA_ALSO).
  [
    'operations',
    /\b(facilit\w*|estates|services techniques|servicios tecnicos|servicos tecnicos|technische dienst|haustechnik\w*|gebaudetechnik\w*)\b/,
    ['facilities'],
  ],
  ['operations', /\b(bizops|biz ops|business operations|strategy|strategie|estrategia|strategist\w*|strateeg|strategen|strategin)\b/, ['strategy']],
  [
    'legal',
    /\b(complian\w*|privacy|data protection|dpo|datenschutz\w*|protection des donnees|proteccion de datos|protecao de dados|gegevensbescherming)\b/,
    ['compliance'],
  ],
  // Tax is its own area of finance ("Tax Manager", "Steuerreferentin", "Fiscalist", "Responsable fiscal", "Analista Tributário").
  ['finance', /\b(tax|taxes|taxation|steuer\w*|fiscal\w*|impuestos|impostos|tributar\w*|tributari\w*|belasting\w*)\b/, ['tax']],
  // Treasury (cash, banks, financing) is its own area: neither planning (FP&A) nor the books.
  ['finance', /\b(treasur\w*|tresorerie|tresorier\w*|tesorer\w*|tesouraria|tesoureir\w*|thesaurie|cash manag\w*)\b/, ['treasury']],
  // Accounts payable and receivable, credit control and collections: a part of accounting a persona may name alone.
  [
    'finance',
    /\b(accounts (payable|receivable)|ap\/ar|payables|receivables|credit control\w*|credit manag\w*|recouvrement|cobranzas?|cobrancas?|cobros?|incasso\w*|forderungsmanag\w*|collections? (specialist|agent|officer|analyst|manager)|kreditor\w*|debitor\w*|comptab\w* (fournisseurs?|clients?)|comptes (fournisseurs|clients)|billing (specialist|clerk|coordinator|analyst|administrator|officer|associate)\w*|cuentas por (pagar|cobrar)|contas a (pagar|receber))\b/,
    ['ap_ar'],
  ],
  [
    'finance',
    /\b(fp&a|fpa|financial planning|unternehmensplanung|planejamento financeiro|planeamento financeiro|planificacion financiera|planeacion financiera|planification financiere|finanzplanung|financiele planning|financial analyst|finance analyst|analyste financi\w*|analista financier\w*|analista financeir\w*|finanzanalyst\w*|financieel analist|planning (and|&) analysis|investor relations|budget analyst|(finance|financial|finanz) business ?partner\w*|business ?partner (finance|financ\w*|finanz\w*))\b/,
    ['fpa'],
  ],
  ['finance', /\b((?<!credit )\w*controll\w*|controler(es|s)?|controle de gestion|control de gestion|controladoria|controleu\w* financ\w*)\b/, ['controlling']],
  [
    'finance',
    /\b(accountant|accounting|bookkeep\w*|recouvrement|credit manag\w*|credit control\w*|cobranzas?|cobrancas?|incasso\w*|forderungsmanag\w*|collections? (specialist|agent|officer|analyst|manager)|facturation|facturacion|faturamento|facturatie|fakturierung|consolidation|consolidacion|consolidacao|konsolidierung|\w*buchhalt\w*|comptab\w*|contab\w*|contador\w*|accounts (payable|receivable)|ap\/ar|boekhoud\w*|payables|receivables)\b/,
    ['accounting'],
  ],
];

/**
 * Areas a title names in addition to its main one: how a seller works (in the field or from the office)
 * is said next to what they sell ("Accountmanager Buitendienst" is account management and field sales).
 */
export const EXTRA_AREA_RULES: ReadonlyArray<readonly [Fn, RegExp, AreaKey[]]> = [
  // Session 50: embedded and firmware developers write software for the hardware: both areas.
  ['engineering', /\b(embedded|firmware)\b/, ['software']],
  // The second area of a QHSE title that names both (verticals-trades.ts).
  ...TRADES_EXTRA_AREAS,
  // Second areas of bank, newsroom and research titles (verticals-institutions.ts).
  ...INSTITUTION_EXTRA_AREAS,
  // A category manager's second area (verticals-infrastructure.ts).
  ...INFRA_EXTRA_AREAS,
  // A fire or police chief is the chief executive and one of the service's own (verticals-public.ts).
  ...PUBLIC_EXTRA_AREAS,
  ...MEDIA_EXTRA_AREAS,
  ...CLINICAL_EXTRA_AREAS,
  // A bare security officer is guarding and information security (verticals-frontline.ts).
  ...FRONTLINE_EXTRA_AREAS,
  // Session 33: a hotel's revenue managers and analysts price its rooms: the hotel's and pricing's ("Cluster Revenue
  // Manager", "Revenue Management Analyst", "Front Office & Revenue Manager").
  ['hospitality', /\b(revenue manag\w*|revenue analyst\w*|yield manag\w*)\b/, ['pricing']],
  [
    'sales',
    /\b(field|outside|territory|area sales|\w*aussendienst\w*|gebietsverkauf\w*|terrain|itinerant\w*|attache(e)? commercial(e)?|delegue(e)? commercial(e)?|vrp|de campo|extern[oa]s?|buitendienst\w*|vertegenwoordiger\w*|rayonmanager|(?<!inside )sales represent\w*|(?<!inside )sales reps?|representantes? (comercia\w*|de ventas|de vendas)|vendedor(a|es)? tecnic\w*|technical sales)\b/,
    ['field_sales'],
  ],
  ['sales', /\b(inside|\w*innendienst\w*|sedentaire|televente|televendeu\w*|tele-?sales|intern[oa]s?|internal|binnendienst\w*)\b/, ['inside_sales']],
  // A seller who closes deals under a generic title is an account executive ("Sales Executive", "Ejecutiva Comercial",
  // "Vertriebsmitarbeiter", "Salesmedewerker"); sales development, account management and sales operations are not, nor
  // an estate agent ("Agent commercial immobilier": a consumer sales consultant, verticals-infrastructure.ts).
  [
    'sales',
    /^(?!.*\b(sdr|bdr|development|prospect\w*|pre-? ?vend\w*|account manag\w*|key account\w*|operations?|ops|enablement|engineer\w*|assistant\w*|assistent\w*|coordinat\w*|immobili\w*|inmobiliari\w*|imobiliari\w*)\b).*\b(sales executive|ejecutiv[oa] (comercial|de ventas)|executiv[oa] (comercial|de vendas)|vertriebsmitarbeiter(in)?|verkoopmedewerker\w*|salesmedewerker\w*|sales representative|sales rep|account representative|vendedor(a)?|verkaufer(in)?|verkoper\w*|commercial(e)?|comercial|representante comercial|asesor(a)? comercial|consultor(a)? comercial|attache(e)? commercial(e)?)\b/,
    ['account_executive'],
  ],
];

/**
 * Areas across functions (CROSS_AREAS in criteria.ts): a title that names one has it in addition to its own,
 * whatever its function ("Growth Marketing Manager", "Growth Engineer", "Growth PM", "Head of Growth").
 */
export const CROSS_AREA_RULES: ReadonlyArray<readonly [RegExp, AreaKey[]]> = [
  // Growth, and the acquisition side of marketing: performance, demand generation, SEO/SEA, paid, lifecycle.
  [
    /\b(growth|growth hack\w*|media ?buy\w*|mediaeinkauf\w*|comprador(a)? de (medios|midia)|acheteu(r|se) media|wachstum\w*|croissance|crecimiento|crescimento|groei|performance (marketing|specialist|analyst|manager)\w*|\w*performance-?marketing\w*|(analista|especialista|analyst|specialist) (de |em |en )?performance|performance marketeer\w*|online[- ]?marketing\w*|online marketeer\w*|marketeer online|digital marketing|marketing digital|webmarketeu\w*|traffic manager\w*|trafficker\w*|referenceu(r|se)|(consultant|consultor|berater\w*) (seo|sea|sem)|(seo|sea|sem) (consultant|berater\w*)|(?<!talent )acquisition(?! de talents?| of talent)|acquisitie|adquisicion|aquisicao|demand gen\w*|seo|sea (manager|specialist|spezialist\w*|expert\w*|lead)|sem|ppc|paid (media|social|search|ads|acquisition)|midia paga|affiliate\w*|lifecycle|crm marketing|crm manager|retention marketing|e-?mail marketing|marketing automation|lead gen(eration)?|conversion rate|cro (specialist|manager|analyst|lead|expert|consultant)|marketing de performance|performance marketer\w*|programmatic|referencement|conversion (specialist|manager|analyst|lead|expert)|sea[- ](specialist|spezialist\w*|expert\w*|analyst|consultant)|(specialiste|especialista|analista|consultant|consultor) (de |en |em )?(sea|sem|ppc)|abm|account[- ]based marketing)\b/,
    ['growth'],
  ],
  // E-commerce, whatever the title's function ("E-Commerce Marketing Manager", "Category Manager Onlineshop").
  [ECOMMERCE, ['ecommerce']],
  // A school district's superintendent leads its schools as well as the district (verticals-care.ts).
  [/\bsuperintendent of (schools|education)\b|\b(school|schools|district|county) superintendent\b/, ['education']],
];

/** Role keys that name their own area. */
export const ROLE_AREAS: Readonly<Record<string, AreaKey[]>> = {
  account_executive: ['account_executive'],
  sdr: ['sales_development'],
  procurement_chief: ['procurement'],
  project_manager: ['project_management'],
  dpo: ['compliance'],
};

/**
 * IT administrators and IT support, a kind of IT title a persona can name apart from the rest of IT ("DevOps and
 * systems engineers, not IT admins" keeps the IT systems engineer): system, network and workplace administrators,
 * helpdesk and service desk, IT technicians, in six languages.
 */
export const IT_ADMIN =
  /\b(system(s|e)? ?administrat\w*|systemadministrat\w*|sys ?admin\w*|\w*administrat(or|eur|rice|ora|dor|dora)\w*|admin|\w*beheerder\w*|help ?desk\w*|service ?desk|desktop support|deskside|(it|ict|ti)[- ]support(er|erin)?|support (it|ict|informatique)|soporte (it|ti|tecnico)|suporte (de )?ti|\w*supportmedewerker|1st level|first line|level 1|technicien\w*|tecnic[oa]|technician|techniker\w*)\b/;

/**
 * Session 34: the service desk inside IT ("Helpdesk", "Service Desk Analyst", "IT Support Specialist", "Técnico de
 * soporte", "Suporte de TI", "ICT-supportmedewerker", 1st level, technicians): an IT admin title that is also the kind
 * `it_support`, so "no service desk" leaves out them and keeps the system administrators.
 */
export const IT_DESK =
  /\b(help ?desk\w*|service ?desk|servicedesk\w*|desktop support|deskside|(it|ict|ti)[- ]support(er|erin)?|support (it|ict|informatique)|soporte (it|ti|tecnico)|suporte (de )?ti|suporte tecnico|\w*supportmedewerker|1st level|2nd level|first line|level [12]|technicien\w*|tecnic[oa] (de )?(soporte|suporte|informatic[oa]|helpdesk|sistemas)|technician|it-?techniker\w*)\b/;

/** Paralegals and legal assistants at any rung ("Senior Paralegal", "Rechtsanwaltsfachangestellte", "técnico jurídico", "Assistente Jurídico"): a kind of legal support job. */
export const PARALEGAL =
  /\b(paralegal\w*|contracts? administrat\w*|legal secretar\w*|legal assistant\w*|rechtsanwaltsfachangestellte\w*|steuerfachangestellte\w*|rechtsfachwirt\w*|tecnic[oa] juridic[oa]|assistente paralegal|as?sist\w* (juridic\w*|juridique|legal)|juridisch (assistent\w*|secretaresse)|juristische\w* assistent\w*)\b/;
