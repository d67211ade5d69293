// The function and sub-area a job title names (the reader's FUNCTION table, most specific first), and recruiting within HR.
import type { Fn } from '../taxonomy.js';
import { CARE_FUNCTIONS } from './verticals-care.js';
import { CLINICAL_FUNCTIONS } from './verticals-clinical.js';
import { PUBLIC_FUNCTIONS } from './verticals-public.js';
import { TRADES_FUNCTIONS } from './verticals-trades.js';
import { INSURANCE_DISTRIBUTION_FUNCTIONS, SERVICE_FUNCTIONS } from './verticals-service.js';
import { INSTITUTION_FUNCTIONS } from './verticals-institutions.js';
import { INFRA_FUNCTIONS } from './verticals-infrastructure.js';
import { INDUSTRY_FUNCTIONS } from './verticals-industry.js';
import { MEDIA_FUNCTIONS } from './verticals-media.js';
import { FRONTLINE_FUNCTIONS } from './verticals-frontline.js';
import { LONGTAIL_FIRST, LONGTAIL_FUNCTIONS } from './verticals-longtail.js';

/**
 * Recruiting (talent acquisition), a sub-area of HR: recruiters, sourcers, "Director of Talent", "Talent
 * Partner", "Chargée de recrutement", "Técnica de selección", "Personalbeschaffung". Talent development
 * or management is HR in general, and so is a title that also names HR, people or personnel.
 */
const RECRUITING =
  /\b(recruit\w*|reclut\w*|recrut\w*|sourcer|sourcerin|sourceur|sourceuse|sourcing (specialist|partner|lead)|head ?hunter|talent acquisition|talent (partner|sourcer|scout|lead|manager|specialist|coordinator|advisor)|(head|director|vp|vice president|lead) of talent|talent$|seleccion( de personal)?|selecao|personalbeschaffung|personalgewinnung|acquisition de talents?|adquisicion de talento|aquisicao de talentos?|atracao de talentos?|atraccion de talento|r&s|recrutamento e selecao)\b/;
const HR_GENERAL =
  /\b(hr|hrbp|human resources|people|personal\w*|personnel|rh|rrhh|drh|ressources humaines|recursos humanos|generalist|business partner|payroll|compensation|benefits|talent (development|management|mobility))\b/;
/** A consultancy's rank with its practice named beside it (the rank word, then the practice, or the practice first). */
const CONSULTING_PRACTICE =
  /\b(manager(in)?|senior manager|director|directeur|directrice|partner|associate|principal|gerente) (\()?(beratung|conseil|advisory|advies|consultoria|consultancy)\b(?! board)|\badvisory (manager|senior manager|director|partner|associate|principal|services|practice)\b|\bdirect(eur|rice) de mission\b|\bconseil en (management|strategie|organisation)\b/;
export const isRecruiting = (t: string) =>
  RECRUITING.test(t) && !HR_GENERAL.test(t.replace(/\b(seleccion de personal|personalbeschaffung|personalgewinnung)\b/g, ' '));

/** Function of a title, most specific first. */
/** E-commerce words of a title (also areas.ts CROSS_AREA_RULES): the online shop, its marketplaces. */
export const ECOMMERCE =
  /\b(e-?commerce|ecommerce|e-?shop|webshop\w*|online-?shop\w*|onlinehandel|comercio electronico|comercio eletronico|commerce en ligne|marketplace[- ]?manag\w*|digital commerce)\b/;

export const FUNCTION: ReadonlyArray<readonly [RegExp, readonly [Fn, string]]> = [
  // Health care's clinical professions (verticals-clinical.ts): their long forms are the reader's own words.
  ...CLINICAL_FUNCTIONS,
  // ESG and sustainability before the sectors' words ("Chargée de mission RSE" is no public policy officer).
  ...LONGTAIL_FIRST,
  // Session 50: hardware, electronics and firmware development ("Hardwareentwickler", "Elektronikentwicklerin", "Engenheiro de
  // Hardware", "Embedded Engineer", "Firmware-Entwicklerin", "Head of Hardware") is product engineering (`hardware`), before the
  // generic "Entwickler" / "engineer" of software.
  [
    /\b(hardware|elektronik|electronics?|electronica|eletronica|elektronica|embedded|firmware|fpga|asic|pcb)-? ?(software-? ?)?(engineer\w*|developer\w*|entwickl\w*|ingenieur\w*|ontwikkelaar\w*|design engineer\w*)\b|\b(engenheir|ingenier|desenvolvedor|desarrollador)[oa]?s? (de )?(hardware|eletronica|electronica|firmware|sistemas embarcados|sistemas embebidos|embarcados|embebidos)\b|\bingenieur(e)? (hardware|electronique|systemes embarques|logiciel embarque)\b|\b(head|director|vp|leiter(in)?|lead|manager|responsable|head de|chefe|jefe) (of |de |)?(hardware|electronics|elektronik|embedded|firmware)( (engineering|entwicklung|development))?\b|\bhardwareentwickl\w*|\belektronikentwickl\w*/,
    ['engineering', 'hardware'],
  ],
  ...INSURANCE_DISTRIBUTION_FUNCTIONS,
  // The front line of the largest non-software sectors (verticals-frontline.ts): cleaning, guarding, farms, ground handling.
  ...FRONTLINE_FUNCTIONS,
  // Airlines, football clubs, travel, events, fashion, publishing, games, media agencies, broadcasters (verticals-media.ts):
  // their long forms before the public services' words they contain ("aircraft maintenance" is no building maintenance).
  ...MEDIA_FUNCTIONS,
  // Fire, police, actuaries, pensions, collections, casework, social work, housing, audit (verticals-public.ts).
  ...PUBLIC_FUNCTIONS,
  // Water, power networks, renewables, oil & gas, mining, plants, rail, ports, field service, GMP (verticals-industry.ts):
  // their long forms are the reader's own words, read first.
  ...INDUSTRY_FUNCTIONS,
  // Banks, newsrooms, universities, councils and NGOs (verticals-institutions.ts), before the words their titles share.
  ...INSTITUTION_FUNCTIONS,
  // Utilities, telecom, dealers, property, architecture, pharma, marketplaces, broadcast (verticals-infrastructure.ts).
  ...INFRA_FUNCTIONS,
  // Health care and education (verticals-care.ts), before the generic words their titles contain.
  ...CARE_FUNCTIONS,
  // Construction, plants, logistics, QHSE and fundraising (verticals-trades.ts), before the generic words their titles contain.
  ...TRADES_FUNCTIONS,
  // Hospitality, retail, branch banking and insurance: their words are specific ("Front Office Manager" is a hotel's).
  ...SERVICE_FUNCTIONS,
  // The long-tail corporate teams (verticals-longtail.ts): investor relations, M&A, internal audit, ESG, CX, pricing, BI, …
  ...LONGTAIL_FUNCTIONS,
  [
    /\b(sales engineer|solutions? engineer|pre-?sales|solutions? consultant|solutions? architect|vertriebsingenieur(in)?|avant-? ?ventes?|preventas?|engenheir[oa] de pre-? ?vendas?|pre-? ?vendas? tecnic[oa]|(engenheir|ingenier|arquitet|arquitect)[oa]s? de (solucoes|soluciones)|(ingenieu|architecte)\w* solutions?|losungsingenieur\w*|oplossingsarchitect\w*|field applications? engineer\w*|^fae( \w+)?$)\b/,
    ['sales_engineering', 'presales'],
  ],
  // Account management: the sellers who own existing customers ("Key Account Manager", "Kundenbetreuer
  // Key Accounts", "Relationship Manager", "Renewals Specialist"), the sub-area `accounts` of sales.
  [
    /\b(key accounts?|account ?manag\w*|account director|strategic accounts?|customer accounts?|client accounts?|relationship manag\w*|renewals?|kundenbetreu\w* key accounts?|bestandskunden\w*|gestor(a)? de cuentas|gestor(a)? de contas)\b/,
    ['sales', 'accounts'],
  ],
  // Physical and workplace safety is not IT security.
  [
    /\b(security guards?|guards?|wachmann|wachschutz|sicherheitsdienst|vigile|vigilante|agent de securite|agente de seguridad|arbeitssicherheit\w*|sicherheitsfachkraft\w*|health (and|&) safety|hse|ehs|safety officer)\b/,
    ['operations', 'ops'],
  ],
  // Session 51: developing the staff's skills ("Chargé de développement des compétences", "Kompetenzentwicklung") is L&D.
  [
    /\b(developpement des competences|desarrollo de competencias|desenvolvimento de competencias|kompetenzentwicklung|competentieontwikkeling|skills development)\b/,
    ['human_resources', 'hr'],
  ],
  // Session 51: work for customers said in the title ("Security consultant (klantprojecten)", "Network Engineer (Customer
  // Deployments)", "Business Analyst (projetos de cliente)", "IT-Techniker Außendienst"): delivery to clients, no internal IT.
  [
    /\b(klantprojecten|klantproject|customer deployments?|customer projects?|client projects?|projetos de clientes?|proyectos de clientes?|projets clients?|kundenprojekte?)\b|\b(it-? ?techniker(in)? aussendienst|aussendienst-? ?techniker(in)?)\b/,
    ['professional_service', 'consulting'],
  ],
  // Session 51: a recruiter of a discipline ("IT Recruiter", "Reclutador TI", "Recrutador de TI", "IT-Recruiterin") recruits.
  [/\b(recruit\w*|reclut\w*|recrut\w*|head ?hunter\w*)\b/, ['human_resources', 'hr']],
  // Session 51: governance, risk and compliance of information security ("GRC Analyst", "GRC-analist", "Analyste GRC"): the
  // security team's compliance desk (areas.ts).
  [/\bgrc\b/, ['engineering', 'it']],
  // Session 51: the company's own workplace IT ("Workplace Support Technician", "Técnica de Suporte Informático").
  [
    /\bworkplace (support|technolog\w*|services? (engineer|technician|specialist)\w*|engineer\w*|technician\w*|it)\b|\b(suporte|soporte|support|tecnic[oa]s?( de)?) informatic[oa]s?\b/,
    ['engineering', 'it'],
  ],
  [
    /\b(it|i\.t\.|ict|ti|tic|(responsable|directeur|directrice|architecte|chef de projet|urbaniste|ingenieur|ingenieure|administrateur|administratrice) si|systemes d'information|information technology|tecnologia da informacao|tecnologias? de (la )?informacion|sistemas de informacion|informatica|systems? ?administrat\w*|systemadministrat\w*|sysadmin|help ?desk|network engineer|informatique|informatik|\w*informatiker(in)?|it-\w+|ict-\w+|automatisering|informatievoorziening|systeembeheer\w*|netwerkbeheer\w*|applicatiebeheer\w*|werkplekbeheer\w*|ict-?beheer\w*|infrastructure|infraestrutura|infraestructura|infrastruktur|infrastructuur|data cent(er|re)|security|cyber ?security|cyber\w*|ciber\w*|appsec|beveiliging\w*|information security|infosec|\w*sicherheit\w*|soc|penetration tester|pen ?tester|pentest\w*|secops|devsecops|systemintegration|securite|seguridad|ciberseguridad|seguranca|systemes d'information|rssi|threat (intel\w*|hunt\w*|detection)|incident respon\w*|vulnerabilit\w*|identity (and|&) access|iam|identity engineer\w*|csirt|cert analyst|ssi|isms|siem|firewall\w*|pki|cryptograph\w*|detection engineer\w*|zero trust|information assurance|(digital |computer |it )forensi\w*|forensic (analyst|investigator|examiner)\w*|malware|informatiebeveilig\w*|ethical hack\w*|red team|blue team|infra|(linux|windows|unix|network|netzwerk|database|server|cloud|m365|office 365|citrix|active directory) (\w+ )?administrat\w*|network admin|administrat\w* (des |de )?(systemes?|reseaux?)|desktop support|end[- ]user support|deskside|sysops|network (analyst|specialist|technician|manager|architect|operations)|redes|reseaux|netzwerk\w*|netwerk\w*|dba|database administrat\w*|banco de dados|bases? de datos|bases? de donnees|datenbank\w*|functioneel beheer\w*|informatie ?manag\w*|informatisering|informatiebeheer\w*)\b/,
    ['engineering', 'it'],
  ],
  // Customer success (onboarding, adoption, renewals of existing customers) is its own sub-area of support.
  [
    /\b(customer success|client success|csm|customer onboarding|client onboarding|(?<!(supplier|vendor|fournisseur|proveedor|fornecedor|leverancier)s? )onboarding (specialist|manager|lead|consultant)|implementation (manager|specialist|consultant|lead))\b/,
    ['support', 'success'],
  ],
  [
    /\b(customer experience|client experience|cx(?! design\w*)|customer operations|experiencia (do|del|de|da) cliente|experience client|customer happiness|service[- ]?desk\w*|apoio ao cliente|(1st|2nd|3rd|first|second|third)[- ]level|call cent(er|re)|contact cent(er|re)|cent(ro|re)s? de (contacto|contato|contacts?|llamadas|atendimento|relation client)|central de atendimento|member services|kundendienst\w*|kundensupport\w*|chargee? de clientele|service apres-vente|customer support|customer care|customer service|client services?|technical support|support|kundenservice|kundenbetreu\w*|service client|service clientele|conseill(er|ere) client\w*|atencion al cliente)\b/,
    ['support', 'support'],
  ],
  [
    /\b(teacher|tutor|tutora|instructor|instructional|instrucional|instruccional|learning designer|designer educacional|roteirista de cursos|(designer|concepteur|conceptrice|ingenieur|ingenieure) pedagogique|curriculum|lehrer(in)?|professeur|profesor(a)?)\b/,
    ['education', 'teaching'],
  ],
  [
    // Session 59: a store's visual merchandising and window dressing (before design: a visual merchandiser dresses stores).
    /^(?!.*\b(maler|painter|interior|innen\w*|raumausstatt\w*)\b).*\b(visual merchandis\w*|vm (manager|coordinator|lead|assistant|specialist)(?! (it|infra\w*|cloud|platform)\b)|merchandis(er|eur|euse|ing) visuel(le)?|dekorateur(in)?|schauwerbegestalter(in)?|gestalter(in)? fur visuelles marketing|visuelles marketing|etalag\w*|etaleu(r|se)s?|escaparat\w*|vitrinis\w*|window dress\w*)\b/,
    ['creative', 'visual_merchandising'],
  ],
  [
    /\b(design\w*|ux|ui|ui\/ux|ux\/ui|graphi\w*|grafik\w*|visual|creative|mediengestalter\w*|disenador(a)?|graphiste|illustrat\w*|art director)\b/,
    ['creative', 'design'],
  ],
  [
    /\b(media buy\w*|media planner|ad ?op(eration)?s|trader(s)? programmati(que|co)s?|programm?atica|programmatique|produktmarketing|productmarketing|marketing|marketer|\w+marketing\w*|marketing\w+|\w*marketeer\w*|\w*marketeu(r|se)\w*|communicatie\w*|evenementiel(le)?|event (manager|coordinator|specialist|marketing)|traffic manager|community manag\w*|(?<!talent )acquisition(?! de talents?| of talent)|adquisicion(?! de talento)|aquisicao(?! de talento)|growth(?! (engineer|developer|analyst|data scien)\w*)|crecimiento|crescimento|croissance|wachstum\w*|conversion rate optimi[sz]ation|cro (specialist|manager|analyst|lead|expert|consultant)|crm manager|crm marketing|retention marketing|performance marketer\w*|programmatic|referencement|conversion (specialist|manager|analyst|lead|expert)|sea[- ](specialist|spezialist\w*|expert\w*|analyst|consultant)|(specialiste|especialista|analista|consultant|consultor) (de |en |em )?(sea|sem|ppc)|brand|content|seo|sem|communications?|comms|social media|pr|public relations|demand gen\w*|\w*kommunikation\w*|pressesprecher\w*|attache(e)? de presse|relations presse|sea (manager|specialist|spezialist\w*|expert\w*|lead|consultant)|consultant sea|ppc|trafficker\w*|referenceu(r|se)|(analista|especialista) (de |em |en )?performance|paid (media|social|search|ads|acquisition)|affiliate\w*|inbound(?! (sales|sdr|bdr))|e-?mail marketing|lifecycle|influencer\w*|midias sociais|redes sociales|reseaux sociaux|content\w*|\w*redacteur\w*|redakteur\w*|redator(a)?|campaign\w*|campagne\w*|kampagne\w*|event ?manager\w*|eventos|evenementen|werbe\w*|mediapla\w*|publicista|performance (marketing|specialist|analyst|manager)|analista de performance|midia paga|abm|account[- ]based marketing|lead gen(eration)?|webmaster|martech|marketing technolog\w*|mercadeo|online-marketing\w*|copywriter|texter(in)?|redact(or|ora|eur|rice)|contenidos|contenu)\b/,
    ['marketing', 'marketing'],
  ],
  // Procurement and purchasing (before analysts: a procurement analyst buys; media buyers are marketing, above).
  [
    /\b(procurement|purchasing|purchaser|purchase|supply manag\w*|buyer|einkauf\w*|einkaufer(in)?|beschaffung\w*|acheteu(r|se)|comprador(a)?|suministros|suprimentos|strategic sourcing|sourcing (manager|specialist|lead|analyst)|vendor manag\w*|supplier manag\w*|supplier onboarding|category manag\w*|commodity (manag|buyer)\w*)\b/,
    ['operations', 'ops'],
  ],
  // Data and BI analysts (before "product": a product analyst analyses data).
  [
    /\b(data analy\w*|product analy\w*|productanalist\w*|produktanalyst\w*|analista(s)? de (producto|produto)|analyste(s)? produit|bi analy\w*|business intelligence|datenanaly\w*|analyste de donnees|analista de datos|analista de dados|(?<!(people|hr|workforce|web|sales|people) )analytics(?! engineer\w*)|bi (developer|dev|engineer|manager|lead|specialist|consultant|architect)\w*|reporting (analyst|specialist|manager|lead))\b/,
    ['analyst', 'data'],
  ],
  [/\b(product|produktmanager\w*|chef de produit|product owner|apm|pm)\b/, ['product', 'product']],
  [
    /\b(hr|hrbp|human resources|grh|sirh|hris|hrms|happiness|people|talents?|recruit\w*|reclut\w*|recrut\w*|sourcer|sourcerin|sourceur|sourceuse|sourcing specialist|personal\w*|(head|director|manager|chief|department) of personnel|rh|rrhh|drh|seleccion|ressources humaines|recursos humanos|learning (and|&) development|l&d|opleiding\w*|treinamento\w*|formacion|formacao|capacitacion|weiterbildung|personalentwicklung|learning (manager|mgr|specialist|partner|lead|coordinator|consultant|officer|advisor)|training (specialist|manager|coordinator|lead|officer|consultant|advisor)|instructional designer|atracao de talentos?|r&s|compensation|benefits|comp (and|&) ben|employee (experience|relations)|culture)\b/,
    ['human_resources', 'hr'],
  ],
  [
    /\b(legal|counsel|lawyer|attorney|paralegal|direito|derecho|droit|company secretary|trademark\w*|patent (attorney|counsel|agent|specialist|paralegal|administrator)|compliance|data protection|privacy|dpo|datenschutz\w*|protection des donnees|proteccion de datos|jurist\w*|juriste|avocat(e)?|abogad[oa]|letrad[oa]|rechtsanwalt\w*|syndikus\w*|law|litigation|solicitor|notar\w*|contracts? (manag\w*|admin\w*|specialist|officer|negotiator|counsel))\b/,
    ['legal', 'legal'],
  ],
  [
    /\b(financ\w*|accountant|accounting|bookkeep\w*|recouvrement|credit manag\w*|credit control\w*|cobranzas?|cobrancas?|cobros?|kreditor\w*|debitor\w*|incasso\w*|forderungsmanag\w*|collections? (specialist|agent|officer|analyst|manager)|facturation|facturacion|faturamento|facturatie|fakturierung|fiscal\w*|consolidation|consolidacion|consolidacao|konsolidierung|controller(in)?|controler(es|s)?|controlling|planejamento financeiro|planeamento financeiro|unternehmensplanung|fp&a|treasur\w*|tax|taxes|impuestos|impostos|tributar\w*|tributari\w*|belasting\w*|\w*buchhalt\w*|finanz\w*|comptab\w*|contable|contador(a)?|contabil\w*|accounts payable|accounts receivable|investor relations|audit\w*|controleu\w*|controle de gestion|controladoria|steuer(fach\w*|berater\w*|referent\w*|abteilung)?|billing (specialist|clerk|coordinator|analyst|manager|administrator|officer|lead))\b/,
    ['finance', 'finance'],
  ],
  // Payroll is HR unless the title says accounting ("Payroll Accountant" is read as finance above).
  [/\b(payroll)\b/, ['human_resources', 'hr']],
  // (Session 59: partner and channel managers in Portuguese, Spanish and French are sales' business development: areas.ts.)
  [
    /\b(revops|rev ops|salesops|sales ops|sales|account executive|ae|sdr|bdr|(lead|account|market|pipeline|commercial) development rep\w*|appointment setter\w*|business development|desarrollo de negocio\w*|desenvolvimento de negocio\w*|bizdev|business developer|partnerships?|alliances|channel (partner|sales|account)\w*|partner (manager|management|success|sales|account manager|development)\w*|partnermanag\w*|parcerias?|alianzas?|aliancas?|partenariats?|partnerschaft\w*|(gestor(a)?|ejecutiv[oa]|executiv[oa]|gerente|responsable|charge(e)?|coordenador(a)?|coordinador(a)?) (de |des )?(canal|canais|canales|parceiros|partenaires|socios|relations? partenaires)(?! (digital|digitales|digitais|online|e-?commerce))|account manager\w*|key account\w*|vertrieb\w*|ventas|vendas|comercial|comerciales|comerciais|commercial\w*|crm (admin\w*|analyst|specialist|administrador\w*)|analista de crm|salesforce|hubspot|deal desk|\w*enablement|chargee? d'affaires|ingenieu\w* d'affaires|revenue|ejecutiv[oa] de (ventas|cuentas|negocios)|executiv[oa] de (vendas|contas|negocios)|closer|pre-? ?vend(as?|edor(a|es|as)?)|prospect(eur|rice|ion)\w*|sales associate|representante comercial|representante de ventas|vendedor(a|es|as)?|verkaufer(in)?|verkoop\w*|verkoper\w*|vertegenwoordiger\w*|\w*aussendienst\w*|\w*innendienst\w*|buitendienst\w*|binnendienst\w*|territory (sales )?(manager|representative|rep)|area sales|attache(e)? commercial(e)?|delegue(e)? commercial(e)?|vrp|televente|televendeu(r|se)|telesales)\b/,
    ['sales', 'sales'],
  ],
  [
    /\b(data scien\w*|datenwissenschaft\w*|scientifique des donnees|cientific[oa] de datos|cientista de dados|datawetenschap\w*|(ml|ai|ki|machine learning|deep learning)[- ]?(scientist|research\w*|forscher(in)?|onderzoeker)|(chercheu(r|se)|investigador(a)?|pesquisador(a)?) (en |de |em )?(ia|ml|machine learning)|applied scientist|research scientist)\b/,
    ['research', 'data_science'],
  ],
  // Research and development outside data science: lab scientists, researchers, R&D ("Forscherin", "Investigadora");
  // a "Research Scientist" or "Applied Scientist" is the machine-learning kind (above).
  [
    /\b(research\w*|scientist|r&d|laborator\w*|forscher(in)?|chercheu(r|se)|investigador(a)?|pesquisador(a)?|onderzoeker|wissenschaftler(in)?)\b/,
    ['research', 'research'],
  ],
  [
    /\b(mechanical|process|quality|electrical|civil|manufacturing|hardware) engineer\w*|\b(maschinenbauingenieur\w*|prozessingenieur\w*|fertigungsingenieur\w*|produktionsingenieur\w*|ingenieu\w* (de )?(process|procedes|methodes|production|fabrication)|engenheir[oa]s? de (processos?|producao|fabricacao)|ingenier[oa]s? de (procesos|produccion|fabricacion)|elektroingenieur\w*|elektrotechni\w*|werktuigbouwkundig\w*|ingenier[oa]s? (mecanic|electronic|electric|industrial)\w*|ingenieu\w* (mecanique|electronique|electrique|electricien|hardware)|engenheir[oa]s? (mecanic|eletric|eletronic)\w*)\b/,
    ['engineering', 'hardware'],
  ],
  // Projects and programmes (before software: "programme" is not a programmer).
  [
    /\b(project|program|programme|programma|programm|projekt)[- ]?(manager\w*|management|director\w*|lead\w*|leiter\w*|coordinator\w*|analyst|officer|office)\b|\b(pmo|scrum master|agile coach|delivery (manager|lead|director)|head of delivery|projects|projecten|projetos|proyectos|projets|projekte)\b/,
    ['operations', 'ops'],
  ],
  // Data engineers: software engineers of the data area.
  [/\b(data engineer\w*|analytics engineer\w*|etl developer\w*|data platform engineer\w*|dateningenieur\w*)\b/, ['engineering', 'data']],
  [
    /\b(software|developer|developpeu\w*|developpement|desarrollador\w*|desarrollo|desenvolvedor\w*|desenvolvimento|\w*entwickl\w*|programm\w*|programador\w*|ingenieria|engenharia|engineer\w*|engineering|eng|swe|sre|devops|back-?end|front-?end|full-?stack|ios|android|mobile|qa|platform|plataforma|plateforme(?! logisti\w*)|plattform\w*|cloud(?! kitchen)|ingenieu\w* logiciel|(architecte|developpeu\w*|concepteur\w*) logiciels?|ingenier[oa] de software|engenheir[oa] de software|engenheir[oa]s?|ingenier[oa]s?|ingenieur(e|s)?|\w*ingenieur(in)?|\w*tester(in)?|test automation|test (lead|manager|engineer\w*|analyst|architect|coordinator)|testmanager\w*|testleiter\w*|technolog\w*|tecnologia|tech)\b|\b(team ?manager|teamleider|teamleiter(in)?|team ?lead(er)?|manager|head of|hoofd|lead) development\b|^development (team ?lead\w*|manager|lead|teamleider|director)\b/,
    ['engineering', 'software'],
  ],
  // Machine learning / AI without an engineer's word ("Head of AI", "ML Lead", "KI-Spezialist") is data science.
  [
    /\b(ai|ki|artificial intelligence|kunstliche intelligenz|intelligence artificielle|inteligencia artificial|machine learning|ml)\b/,
    ['research', 'data_science'],
  ],
  // The data area by name ("Head of Data", "Data Lead"; data engineers and scientists are read above).
  [/\b(data|daten|donnees|datos|dados)\b/, ['analyst', 'data']],
  // Strategy and business operations (BizOps): before analysts ("Strategy Analyst", "BizOps Analyst");
  // a strategy consultant is a consultant.
  [
    /\b(bizops|biz ops|business operations|strategy|strategie|estrategia|strategist\w*|strateeg|strategen|strategin)\b(?!.*\b(consult\w*|berater\w*|adviseur)\b)/,
    ['operations', 'strategy'],
  ],
  // "Operations Analyst", "Senior Operations Analyst": the operations team's analyst (as "Analista de Operaciones" is).
  [/\boperations analyst\b/, ['operations', 'ops']],
  [/\b(analyst|analytics|analista|bi)\b/, ['analyst', 'analyst']],
  [/\b(consult\w*|berater(in)?|unternehmensberater\w*|engagement manager|strategy)\b/, ['professional_service', 'consulting']],
  // A rank of a consultancy with its practice named after it: "Manager (Beratung)", "Projektleiter Beratung", "Manager conseil",
  // "Directeur de mission", "Senior Manager, Advisory", "Manager Advies" are client delivery (not an advisor, not a bank's advice desk).
  [CONSULTING_PRACTICE, ['professional_service', 'consulting']],
  [
    /\b(nurse|nursing|medical|physician|practitioner|practice|physiotherap\w*|dental|hygienist|receptionist|kranken\w*|pflege\w*|fachangestellte|arzt|arztin|doctor|clinic\w*)\b/,
    ['health', 'clinical'],
  ],
  [
    /\b(operations?|operationee?l(e)?|operacion(es)?|operacoes|operationnel(le)?|ops|office|admin\w*|assistant|assistenz|assistante|asistente|chief of staff|logistic\w*|procurement|purchasing|facilit\w*|project|program|programme|projektmanager\w*|chef de projet|founder'?s'? associate|supply chain|buro\w*|dispatch\w*|driver|courier|repartidor(a)?|fahrer(in)?|chauffeur|kurier\w*|acheteu(r|se)|buyer|einkaufer(in)?|comprador(a)?|logisti\w*|strategic sourcing)\b/,
    ['operations', 'ops'],
  ],
  [
    /\b(chef(?! (de|des|du|d'|mecanicien\w*)\b)|cook|server|barista|host|bartender|kitchen|restaurant|camarer[oa]|cociner[oa]|cocina|sala|food & beverage|sommelier)\b/,
    ['hospitality', 'fnb'],
  ],
  [
    /\b(operator|production|manufacturing|shift|produktion\w*|warehouse|lager\w*|forklift|quality inspector|plant|maschinenfuhrer\w*|maschinenbediener\w*|machine operator|fertigung\w*|werk|turno|almacen\w*|kommissionier\w*|preparat(eur|rice) de commandes|magasinier\w*|schichtleiter\w*|meister|operador|producao|production planner|productie|produccion|fabrication|fabricacion|fabricacao|quarry|carriere|cantera|pedreira|steinbruch)\b/,
    ['manufacturing', 'production'],
  ],
  [
    /\b(electrician|elektriker|installer|instalador(a)?|installat(eur|rice)|carpenter|technician|technicien(ne)?|tecnic[oa]|mantenimiento|maintenance|wartung\w*|mechatroniker(in)?|monteur|anlagenmechaniker\w*|site supervisor|crew)\b/,
    ['trade', 'crafts'],
  ],
  // E-commerce: the online shop and its marketplaces (last: "E-commerce Developer" is software, "E-Commerce Sales" sales).
  [ECOMMERCE, ['marketing', 'ecommerce']],
];
