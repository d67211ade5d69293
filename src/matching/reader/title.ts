// Reads one job title (any of the languages the network uses) into tier, function, role and flags.
// Order matters everywhere: specific phrases are tested before the generic words they contain
// ("Product Marketing Manager" is marketing, "Technical Support Engineer" is support, "Chief of Staff"
// is not a C-level title, "Vice President" is not a president).
import type { Fn, Tier } from '../taxonomy.js';
import { firstMatch, norm } from './text.js';
import { expandTitle } from './title-normalise.js';
import { AREA_RULES, IT_ADMIN, PARALEGAL } from './areas.js';
import { CARE_FUNCTIONS } from './verticals-care.js';
import { JUNIOR_KINDS, ML_ENGINEER, ROLE_KEYS, TECH_LEAD } from './title-roles.js';
import { TRADES_FUNCTIONS, TRADES_KINDS } from './verticals-trades.js';
import { SERVICE_FUNCTIONS, SERVICE_ROLES, SERVICE_RUNGS } from './verticals-service.js';
import type { Level } from '../criteria.js';

export interface TitleInfo {
  tier: Tier;
  /** The tier the title's words give without founder/owner evidence ("Co-Founder & CEO" is c_suite). */
  baseTier: Tier;
  fn: Fn;
  /** Finer area: software, it, hardware, security, executive, ... */
  sub: string;
  /** Normalised role key, e.g. ceo, cto, project_manager, software_engineer, founder. */
  role: string;
  chief: boolean;
  founder: boolean;
  owner: boolean;
  contractor: boolean;
  board: boolean;
  advisor: boolean;
  /** Tier or function was recognised. */
  known: boolean;
  /** Some words of the title were not read (an abbreviation or compound the reader does not know). */
  unsure: boolean;
  /** An entry-level title that says so: "Junior …", "Associate …", assistants, coordinators, graduates, SDRs. */
  junior: boolean;
  /**
   * A kind of role a persona can name that is not an output role key: "assistant", "coordinator" (entry
   * tier only), "tech_lead" (a technical lead, whatever the tier reads), "ml_engineer" (a machine
   * learning / AI engineer). Empty when none.
   */
  kind: string;
  /** The rung a vertical title stands on when its generic words misread it (verticals-service.ts SERVICE_RUNGS). */
  rung?: Level;
}

const FOUNDER_TRAPS = /\bfounder'?s'? associates?\b|\bfounding (engineer|employee|designer|member|team)s?\b|\bfounder in residence\b/g;
const FOUNDER =
  /\b(co-? ?founder|cofounder|founder|founding( & managing)? partner|co-?fondat(eur|rice)|cofondat(eur|rice)|fondat(eur|rice)|mitgrunder(in)?|grunder(in)?|co-?fundador(a)?|fundador(a)?|socio-? ?fundador(a)?|socia-? ?fundadora)\b/;
const NOT_OWNER = /\b(product|process|business|budget|service|data|risk) owners?\b/g;
const OWNER =
  /\b(owner|co-?owner|owner-operator|proprietor|gerant(e)?(?! (de|du|des|d')\b)|proprietaire|proprietari[oa]|propietari[oa]|(mit)?inhaber(in)?|miteigentumer(in)?|geschaftsfuhrende[rn]? gesellschafter(in)?|dueno|duena|dono|socio|socia|associe|associee|teilhaber(in)?|mede-? ?eigenaa?r)\b/;
/** "Contract Manager", "Contracts Administrator": people who manage contracts, not contractors. */
const CONTRACT_ROLE = /\bcontracts? (manag\w*|admin\w*|specialist|officer|negotiator|lead|analyst|counsel)\b/g;
const CONTRACTOR =
  /^extern(e|er|en)? |\b(freelance|freelancer|contract|contractor|fractional|self-employed|freiberufler(in)?|interim contractor|(outside|external) (legal )?counsel|(avocat|abogad|advogad|juriste?|anwalt|rechtsanwalt|advocaat|lawyer|attorney)\w* extern\w*|extern(e|er|en)? (jurist|anwalt|rechtsanwalt|advocaat)\w*|law firm|cabinet d'avocats|kanzlei|despacho de abogados|escritorio de advocacia|advocatenkantoor)\b/;
const ADVISOR =
  /\b(advis[oe]r|advisory|advis[oe]ur (van|voor) de (directie|raad van bestuur|bestuur)|beirat\w*|beiratsmitglied\w*|raad van advies|adviesraad|comite (consultatif|strategique)|conseill(er|ere) strategique|consejo asesor|asesor(a)? estrategic[oa]|conselho consultivo|conselheir[oa] consultiv[oa])\b/;
/** Employees whose job title says "advisor" or "administrateur" without being advisors or board members. */
const ADVISOR_NOT =
  /\b(customer|client|contact cent(er|re)|call cent(er|re)|service|care|support|kunden|health and safety|ehs|qhse|fire safety|environmental|hr|h&s|health (and|&) safety|hse|safety|recruitment|recruiting|talent|people|payroll|pensions?|benefits|learning|training|l&d|quality|safeguarding|welfare|careers?|student|mortgage|property|travel|fundraising) advis[oe]rs?\b/g;
const BOARD_NOT =
  /\badministrat(eur|rice)s? (des |de |du )?(systemes?|reseaux?|bases? de donnees|informatique|it|sys|salesforce|crm|hubspot|erp|sap|m365|office 365)\b|\bconsejer[oa] delegad[oa]\b/g;
const BOARD =
  /\b(board member|member of the board|board of directors|board director|non-executive director|non executive director|independent director|trustees?|board trustee|miembro del directorio|directorio|chair(man|woman|person)?|aufsichtsrat\w*|verwaltungsrat\w*|administrat(eur|rice)|consejer[oa]|board observer|observer to the board|conseil d'administration|conseil de surveillance|consejo de administracion|conselho de administracao|conselheir[oa]|raad van (commissarissen|toezicht)|commissaris(sen)?|toezichthouder|(angel |private |venture |lead )?investor(in)?|business angel|inversor(a)?|investisseu(r|se)|investidor(a)?)\b/;
const INTERN =
  /\b(intern|internship|praktikant(in)?|werkstudent(in)?|stagiaire|alternant(e)?|apprenti|becari[oa]|estagiari[oa]|trainee|apprentice|azubi|auszubildende?r?|working student|student assistant|student-? ?assistent(e|en)?|bijbaan student|student worker|studentische \w+|practicas|practicante|pasante|en alternance|alternance|stage de \w+|en stage|stage d'\w+|^stage(?! manager)|estagio|aprendiz|part-? ?time student|student (job|employee)|estudiante|estudante|studentenbaan)\b/;
const VP = /\b(vice[- ]president(e|a)?|vp|svp|evp|vizeprasident(in)?|vicepresident(e|a)?)\b/;

/** C-level titles and the function they lead. */
const CHIEF: ReadonlyArray<readonly [RegExp, [Fn, string, string]]> = [
  [/\b(cto|chief technology officer|chief technical officer|directeur technique|director de tecnologia)\b/, ['engineering', 'software', 'cto']],
  [/\b(ciso|chief information security officer|chief security officer|cso (?:\w+ )*(?:security|securite|seguridad))\b/, ['engineering', 'it', 'ciso']],
  [
    /\b(chief procurement officer|chief purchasing officer|cpo\W+(?:\w+\W+)*?(?:procurement|purchasing|einkauf|achats|compras))\b/,
    ['operations', 'procurement', 'procurement_chief'],
  ],
  [/\b(cio|chief information officer|dsi|direct(eur|rice) des systemes d'information)\b/, ['engineering', 'it', 'cio']],
  [/\b(cdo|chief data officer)\b/, ['analyst', 'data', 'cdo']],
  [
    /\b(cfo|chief financial officer|chief finance officer|daf|direct(eur|rice) administratif et financier|director(a)? financier[oa]|diretor(a)? financeir[oa])\b/,
    ['finance', 'finance', 'cfo'],
  ],
  [/\b(coo|chief operating officer|chief operations officer)\b/, ['operations', 'ops', 'coo']],
  [/\b(cmo|chief marketing officer|chief growth officer|chief brand officer)\b/, ['marketing', 'marketing', 'cmo']],
  [
    /\b(cro(?! (specialist|manager|analyst|lead|expert|consultant|marketing))|chief revenue officer|chief sales officer|chief commercial officer)\b/,
    ['sales', 'sales', 'cro'],
  ],
  [/\b(cpo|chief product officer)\b/, ['product', 'product', 'cpo']],
  [/\b(chro|chief people officer|chief human resources officer|chief talent officer)\b/, ['human_resources', 'hr', 'chro']],
  [/\b(clo|chief legal officer|general counsel|chief compliance officer)\b/, ['legal', 'legal', 'general_counsel']],
  [/\b(chief customer success officer)\b/, ['support', 'success', 'cco']],
  [/\b(cco|chief customer officer)\b/, ['support', 'support', 'cco']],
  [
    /\b(ceo|chief executive( officer)?|managing director|geschaftsfuhrer(in)?|direct(eur|rice) general(e)?|director(a)? general|pdg|president(e|a)?|director(a)? ejecutiv[oa]|diretor(a)? executiv[oa]|gerant(e)?|vorstandsvorsitzende?r?|consejero delegado|voorzitter (van de )?raad van bestuur)\b/,
    ['operations', 'executive', 'ceo'],
  ],
  [
    /\bchief [a-z &,/-]*officer\b|\bvorstand\b|\bvorstandsmitglied\b|\bmembre du directoire\b|\b(lid (van de )?)?raad van bestuur\b/,
    ['operations', 'executive', 'chief_officer'],
  ],
];

/**
 * Recruiting (talent acquisition), a sub-area of HR: recruiters, sourcers, "Director of Talent", "Talent
 * Partner", "Chargée de recrutement", "Técnica de selección", "Personalbeschaffung". Talent development
 * or management is HR in general, and so is a title that also names HR, people or personnel.
 */
const RECRUITING =
  /\b(recruit\w*|reclut\w*|recrut\w*|sourcer|sourcing (specialist|partner|lead)|head ?hunter|talent acquisition|talent (partner|sourcer|scout|lead|manager|specialist|coordinator|advisor)|(head|director|vp|vice president|lead) of talent|talent$|seleccion( de personal)?|selecao|personalbeschaffung|personalgewinnung|acquisition de talents?|adquisicion de talento|aquisicao de talentos?|atracao de talentos?|atraccion de talento|r&s|recrutamento e selecao)\b/;
const HR_GENERAL =
  /\b(hr|hrbp|human resources|people|personal\w*|personnel|rh|rrhh|drh|ressources humaines|recursos humanos|generalist|business partner|payroll|compensation|benefits|talent (development|management|mobility))\b/;
const isRecruiting = (t: string) =>
  RECRUITING.test(t) && !HR_GENERAL.test(t.replace(/\b(seleccion de personal|personalbeschaffung|personalgewinnung)\b/g, ' '));

/** Function of a title, most specific first. */
const FUNCTION: ReadonlyArray<readonly [RegExp, readonly [Fn, string]]> = [
  // Health care and education (verticals-care.ts), before the generic words their titles contain.
  ...CARE_FUNCTIONS,
  // Construction, plants, logistics, QHSE and fundraising (verticals-trades.ts), before the generic words their titles contain.
  ...TRADES_FUNCTIONS,
  // Hospitality, retail, branch banking and insurance: their words are specific ("Front Office Manager" is a hotel's).
  ...SERVICE_FUNCTIONS,
  [
    /\b(sales engineer|solutions? engineer|pre-?sales|solutions? consultant|solutions? architect|vertriebsingenieur(in)?|avant-? ?ventes?|preventas?|engenheir[oa] de pre-? ?vendas?|pre-? ?vendas? tecnic[oa]|(engenheir|ingenier|arquitet|arquitect)[oa]s? de (solucoes|soluciones)|(ingenieu|architecte)\w* solutions?|losungsingenieur\w*|oplossingsarchitect\w*)\b/,
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
  [
    /\b(it|i\.t\.|ict|ti|tic|(responsable|directeur|directrice|architecte|chef de projet|urbaniste|ingenieur|ingenieure|administrateur|administratrice) si|systemes d'information|information technology|tecnologia da informacao|tecnologias? de (la )?informacion|sistemas de informacion|informatica|systems? ?administrat\w*|systemadministrat\w*|sysadmin|help ?desk|network engineer|informatique|informatik|\w*informatiker(in)?|it-\w+|ict-\w+|automatisering|informatievoorziening|systeembeheer\w*|netwerkbeheer\w*|applicatiebeheer\w*|werkplekbeheer\w*|ict-?beheer\w*|infrastructure|infraestrutura|infraestructura|infrastruktur|infrastructuur|data cent(er|re)|security|cyber ?security|cyber\w*|ciber\w*|appsec|beveiliging\w*|information security|infosec|\w*sicherheit\w*|soc|penetration tester|pen ?tester|pentest\w*|secops|devsecops|systemintegration|securite|seguridad|ciberseguridad|seguranca|systemes d'information|rssi|threat (intel\w*|hunt\w*|detection)|incident respon\w*|vulnerabilit\w*|identity (and|&) access|iam|identity engineer\w*|csirt|cert analyst|ssi|isms|siem|firewall\w*|pki|cryptograph\w*|detection engineer\w*|zero trust|information assurance|(digital |computer |it )forensi\w*|forensic (analyst|investigator|examiner)\w*|malware|informatiebeveilig\w*|ethical hack\w*|red team|blue team|infra|(linux|windows|unix|network|netzwerk|database|server|cloud|m365|office 365|citrix|active directory) (\w+ )?administrat\w*|network admin|administrat\w* (des |de )?(systemes?|reseaux?)|desktop support|end[- ]user support|deskside|sysops|network (analyst|specialist|technician|manager|architect|operations)|redes|reseaux|netzwerk\w*|netwerk\w*|dba|database administrat\w*|banco de dados|bases? de datos|bases? de donnees|datenbank\w*|functioneel beheer\w*|informatie ?manag\w*|informatisering|informatiebeheer\w*)\b/,
    ['engineering', 'it'],
  ],
  // Customer success (onboarding, adoption, renewals of existing customers) is its own sub-area of support.
  [
    /\b(customer success|client success|csm|customer onboarding|client onboarding|onboarding (specialist|manager|lead|consultant)|implementation (manager|specialist|consultant|lead))\b/,
    ['support', 'success'],
  ],
  [
    /\b(customer experience|client experience|cx(?! design\w*)|customer operations|experiencia (do|del|de|da) cliente|experience client|customer happiness|service desk|call cent(er|re)|contact cent(er|re)|member services|kundendienst\w*|kundensupport\w*|chargee? de clientele|service apres-vente|customer support|customer care|customer service|client services?|technical support|support|kundenservice|kundenbetreu\w*|service client|service clientele|conseill(er|ere) client\w*|atencion al cliente)\b/,
    ['support', 'support'],
  ],
  [/\b(teacher|tutor|instructor|instructional|curriculum|lehrer(in)?|professeur|profesor(a)?)\b/, ['education', 'teaching']],
  [
    /\b(design\w*|ux|ui|ui\/ux|ux\/ui|graphi\w*|grafik\w*|visual|creative|mediengestalter\w*|disenador(a)?|graphiste|illustrat\w*|art director)\b/,
    ['creative', 'design'],
  ],
  [
    /\b(media buy\w*|media planner|produktmarketing|productmarketing|marketing|marketer|\w+marketing\w*|marketing\w+|\w*marketeer\w*|\w*marketeu(r|se)\w*|communicatie\w*|evenementiel(le)?|event (manager|coordinator|specialist|marketing)|traffic manager|community manag\w*|(?<!talent )acquisition(?! de talents?| of talent)|adquisicion(?! de talento)|aquisicao(?! de talento)|growth(?! (engineer|developer|analyst|data scien)\w*)|crecimiento|crescimento|croissance|wachstum\w*|conversion rate optimi[sz]ation|cro (specialist|manager|analyst|lead|expert|consultant)|crm manager|crm marketing|retention marketing|performance marketer\w*|programmatic|referencement|conversion (specialist|manager|analyst|lead|expert)|sea[- ](specialist|spezialist\w*|expert\w*|analyst|consultant)|(specialiste|especialista|analista|consultant|consultor) (de |en |em )?(sea|sem|ppc)|brand|content|seo|sem|communications?|comms|social media|pr|public relations|demand gen\w*|\w*kommunikation\w*|pressesprecher\w*|attache(e)? de presse|relations presse|sea (manager|specialist|spezialist\w*|expert\w*|lead|consultant)|consultant sea|ppc|trafficker\w*|referenceu(r|se)|(analista|especialista) (de |em |en )?performance|paid (media|social|search|ads|acquisition)|affiliate\w*|inbound(?! (sales|sdr|bdr))|e-?mail marketing|lifecycle|influencer\w*|midias sociais|redes sociales|reseaux sociaux|content\w*|\w*redacteur\w*|redakteur\w*|redator(a)?|campaign\w*|campagne\w*|kampagne\w*|event ?manager\w*|eventos|evenementen|werbe\w*|mediapla\w*|publicista|performance (marketing|specialist|analyst|manager)|analista de performance|midia paga|abm|account[- ]based marketing|lead gen(eration)?|webmaster|martech|marketing technolog\w*|mercadeo|online-marketing\w*|copywriter|texter(in)?|redact(or|ora|eur|rice)|contenidos|contenu)\b/,
    ['marketing', 'marketing'],
  ],
  // Procurement and purchasing (before analysts: a procurement analyst buys; media buyers are marketing, above).
  [
    /\b(procurement|purchasing|purchaser|purchase|supply manag\w*|buyer|einkauf\w*|einkaufer(in)?|beschaffung\w*|acheteu(r|se)|comprador(a)?|strategic sourcing|sourcing (manager|specialist|lead|analyst)|vendor manag\w*|supplier manag\w*|category manag\w*)\b/,
    ['operations', 'ops'],
  ],
  // Data and BI analysts (before "product": a product analyst analyses data).
  [
    /\b(data analy\w*|product analy\w*|bi analy\w*|business intelligence|datenanaly\w*|analyste de donnees|analista de datos|analista de dados|(?<!(people|hr|workforce|web|sales|people) )analytics(?! engineer\w*)|bi (developer|dev|engineer|manager|lead|specialist|consultant|architect)\w*|reporting (analyst|specialist|manager|lead))\b/,
    ['analyst', 'data'],
  ],
  [/\b(product|produktmanager\w*|chef de produit|product owner|apm|pm)\b/, ['product', 'product']],
  [
    /\b(hr|hrbp|human resources|grh|sirh|hris|hrms|happiness|people|talents?|recruit\w*|reclut\w*|recrut\w*|sourcer|sourcing specialist|personal\w*|rh|rrhh|drh|seleccion|ressources humaines|recursos humanos|learning (and|&) development|l&d|opleiding\w*|treinamento\w*|formacion|formacao|capacitacion|weiterbildung|personalentwicklung|learning (manager|mgr|specialist|partner|lead|coordinator|consultant|officer|advisor)|training (specialist|manager|coordinator|lead|officer|consultant|advisor)|instructional designer|atracao de talentos?|r&s|compensation|benefits|comp (and|&) ben|employee (experience|relations)|culture)\b/,
    ['human_resources', 'hr'],
  ],
  [
    /\b(legal|counsel|lawyer|attorney|paralegal|direito|derecho|droit|company secretary|trademark\w*|patent (attorney|counsel|agent|specialist|paralegal|administrator)|compliance|data protection|privacy|dpo|datenschutz\w*|protection des donnees|proteccion de datos|jurist\w*|juriste|avocat(e)?|abogad[oa]|letrad[oa]|rechtsanwalt\w*|syndikus\w*|law|litigation|solicitor|notar\w*|contracts? (manag\w*|admin\w*|specialist|officer|negotiator|counsel))\b/,
    ['legal', 'legal'],
  ],
  [
    /\b(financ\w*|accountant|accounting|bookkeep\w*|recouvrement|credit manag\w*|credit control\w*|cobranzas?|cobrancas?|cobros?|kreditor\w*|debitor\w*|incasso\w*|forderungsmanag\w*|collections? (specialist|agent|officer|analyst|manager)|facturation|facturacion|faturamento|facturatie|fakturierung|fiscal\w*|consolidation|consolidacion|consolidacao|konsolidierung|controller(in)?|controlling|fp&a|treasur\w*|tax|taxes|impuestos|impostos|tributar\w*|tributari\w*|belasting\w*|\w*buchhalt\w*|finanz\w*|comptab\w*|contable|contador(a)?|contabil\w*|accounts payable|accounts receivable|investor relations|audit\w*|controleu\w*|controle de gestion|controladoria|steuer(fach\w*|berater\w*|referent\w*|abteilung)?|billing (specialist|clerk|coordinator|analyst|manager|administrator|officer|lead))\b/,
    ['finance', 'finance'],
  ],
  // Payroll is HR unless the title says accounting ("Payroll Accountant" is read as finance above).
  [/\b(payroll)\b/, ['human_resources', 'hr']],
  [
    /\b(revops|rev ops|salesops|sales ops|sales|account executive|ae|sdr|bdr|(lead|account|market|pipeline|commercial) development rep\w*|appointment setter\w*|business development|desarrollo de negocio\w*|desenvolvimento de negocio\w*|bizdev|business developer|partnerships?|alliances|channel (partner|sales|account)\w*|partner (manager|management|success|sales|account manager|development)\w*|partnermanag\w*|parcerias?|alianzas?|aliancas?|partenariats?|partnerschaft\w*|account manager\w*|key account\w*|vertrieb\w*|ventas|vendas|comercial|comerciales|comerciais|commercial\w*|crm (admin\w*|analyst|specialist|administrador\w*)|analista de crm|salesforce|hubspot|deal desk|\w*enablement|chargee? d'affaires|ingenieu\w* d'affaires|revenue|ejecutiv[oa] de (ventas|cuentas|negocios)|executiv[oa] de (vendas|contas|negocios)|closer|pre-? ?vend(as?|edor(a|es|as)?)|prospect(eur|rice|ion)\w*|sales associate|representante comercial|representante de ventas|vendedor(a|es|as)?|verkaufer(in)?|verkoop\w*|verkoper\w*|vertegenwoordiger\w*|\w*aussendienst\w*|\w*innendienst\w*|buitendienst\w*|binnendienst\w*|territory (sales )?(manager|representative|rep)|area sales|attache(e)? commercial(e)?|delegue(e)? commercial(e)?|vrp|televente|televendeu(r|se)|telesales)\b/,
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
    /\b(mechanical|process|quality|electrical|civil|manufacturing|hardware) engineer\w*|\b(maschinenbauingenieur\w*|prozessingenieur\w*|elektroingenieur\w*|elektrotechni\w*|werktuigbouwkundig\w*|ingenier[oa]s? (mecanic|electronic|electric|industrial)\w*|ingenieu\w* (mecanique|electronique|electrique|electricien|hardware)|engenheir[oa]s? (mecanic|eletric|eletronic)\w*)\b/,
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
    /\b(software|developer|developpeu\w*|developpement|desarrollador\w*|desarrollo|desenvolvedor\w*|desenvolvimento|\w*entwickl\w*|programm\w*|programador\w*|ingenieria|engenharia|engineer\w*|engineering|eng|swe|sre|devops|back-?end|front-?end|full-?stack|ios|android|mobile|qa|platform|plataforma|plateforme(?! logisti\w*)|plattform\w*|cloud(?! kitchen)|ingenieu\w* logiciel|ingenier[oa] de software|engenheir[oa] de software|engenheir[oa]s?|ingenier[oa]s?|ingenieur(e|s)?|\w*ingenieur(in)?|\w*tester(in)?|test automation|test (lead|manager|engineer\w*|analyst|architect|coordinator)|testmanager\w*|testleiter\w*|technolog\w*|tecnologia|tech)\b|\b(team ?manager|teamleider|teamleiter(in)?|team ?lead(er)?|manager|head of|hoofd|lead) development\b|^development (team ?lead\w*|manager|lead|teamleider|director)\b/,
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
  [/\b(analyst|analytics|analista|bi)\b/, ['analyst', 'analyst']],
  [/\b(consult\w*|berater(in)?|unternehmensberater\w*|engagement manager|strategy)\b/, ['professional_service', 'consulting']],
  [
    /\b(nurse|nursing|medical|physician|practitioner|practice|physiotherap\w*|dental|hygienist|receptionist|kranken\w*|pflege\w*|fachangestellte|arzt|arztin|doctor|clinic\w*)\b/,
    ['health', 'clinical'],
  ],
  [
    /\b(operations?|operationee?l(e)?|operacion(es)?|operacoes|operationnel(le)?|ops|office|admin\w*|assistant|assistenz|assistante|asistente|chief of staff|logistic\w*|procurement|purchasing|facilit\w*|project|program|programme|projektmanager\w*|chef de projet|founder'?s'? associate|supply chain|buro\w*|dispatch\w*|driver|courier|repartidor(a)?|fahrer(in)?|chauffeur|kurier\w*|acheteu(r|se)|buyer|einkaufer(in)?|comprador(a)?|logisti\w*|strategic sourcing)\b/,
    ['operations', 'ops'],
  ],
  [
    /\b(chef(?! (de|des|du|d')\b)|cook|server|barista|host|bartender|kitchen|restaurant|camarer[oa]|cociner[oa]|cocina|sala|food & beverage|sommelier)\b/,
    ['hospitality', 'fnb'],
  ],
  [
    /\b(operator|production|manufacturing|shift|produktion\w*|warehouse|lager\w*|forklift|quality inspector|plant|maschinenfuhrer\w*|maschinenbediener\w*|machine operator|fertigung\w*|werk|turno|almacen\w*|kommissionier\w*|preparat(eur|rice) de commandes|magasinier\w*|schichtleiter\w*|meister|operador|producao|production planner)\b/,
    ['manufacturing', 'production'],
  ],
  [
    /\b(electrician|elektriker|installer|instalador(a)?|installat(eur|rice)|carpenter|technician|technicien(ne)?|tecnic[oa]|mantenimiento|maintenance|wartung\w*|mechatroniker(in)?|monteur|anlagenmechaniker\w*|site supervisor|crew)\b/,
    ['trade', 'crafts'],
  ],
];

/** "X Manager" titles that name an individual contributor, not a people manager. */
const IC_MANAGER =
  /\b(gerente de produ(?:to|cto)|gestor(?:a)? de produto|produktmarketing|productmarketing|programma|programm|product|account|key account|project|program|programme|customer success|success|onboarding|renewals?|office|community|social media|content marketing|content|growth marketing|growth|performance marketing|lifecycle marketing|lifecycle|crm marketing|crm|(?<!talent )acquisition|seo|sea|sem|ppc|paid (social|search|media)|affiliate|marketing automation|e-?mail marketing|demand gen(eration)?|conversion|cro|retention marketing|traffic|product marketing|brand|campaign|partner|category|event|events|case|relationship|portfolio|territory|channel|client|property|release|online-marketing|produkt|projekt|happiness)[- ]?manager(in)?\b/;
const PEOPLE_MANAGER =
  /\b(manager(in)?|mgr|gerente|team ?lead(er)?|tech lead|technical lead|techlead|technisch leider|teamleider|lead|teamleiter(in)?|gruppenleiter(in)?|schichtleiter(in)?|meister|vorarbeiter(in)?|fore(man|woman)|capataz|supervisor|encargad[oa]|chef d'equipe|responsable d'equipe|group product manager|coordenador(a)?|leidinggevende)\b|^em\b/;
/**
 * A department named bare beside an "X Manager" that is an individual contributor ("HR & Office Manager",
 * "Office Manager / HR", "Office Manager & People"): the manager's word holds for it too, so the title
 * manages that department.
 */
const BARE_DEPARTMENT =
  /^(hr|rh|rrhh|people|personnel|personal|human resources|ressources humaines|recursos humanos|people (and|&) culture|finance|finances|legal|marketing|sales|operations|ops|it)$/;
const sharesManagerWord = (t: string) =>
  /\bmanager\b/.test(t) && t.split(/\s*(?:&|\/|\+|\band\b|\bund\b|\bet\b|\by\b|\be\b)\s*/).some((h) => BARE_DEPARTMENT.test(h.trim()));
/** "Lead Engineer", "Lead UX Designer": a senior individual contributor ("Lead, Platform Team" and "Design Lead" still lead). */
const LEAD_IC =
  /^lead (?:[a-z&/-]+ ){0,2}(?:engineer|product manager|product owner|developer|programmer|designer|scientist|analyst|architect|consultant|accountant|recruiter|researcher|writer|copywriter|auditor|counsel|attorney|lawyer|tester|sre|underwriter|adjuster)s?\b/;
/** "Lead generation", "lead gen", "Lead Development Representative": a marketing/sales activity, not a team lead. */
const LEAD_GEN = /\blead[- ]?(gen(eration)?|development|qualification)\b/g;
const HEAD =
  /\b(hoofd|afdelingshoofd|head|global head|leiter(in)?|leitung|abteilungsleiter(in)?|bereichsleiter(in)?|produktionsleiter(in)?|vertriebsleiter(in)?|personalleiter(in)?|responsable|jef[ea]|executive chef|chief accountant)\b/;
const DIRECTOR = /\b(director(a)?|direct(eur|rice)|diretor(a)?|direktor(in)?|dir\.?|drh)\b/;
const SENIOR = /\b(senior|sr\.?|snr|staff(?! accountant)|principal|master|sous chef|chief of staff|hrbp|expert|confirme(e)?)\b/;
const PARTNER_NOT =
  /\b(people|talent|business|hr|channel|growth|marketing|alliances?|acquisition|recruit\w*|learning|finance|legal|sourcing|customer|client|success|implementation) partners?\b|\bpartner (manag\w*|success|sales|account|programs?|ecosystem|enablement|operations|development|marketing|relations)\b/g;
const PARTNER = /\b(partner|socio|socia|associe|associee|teilhaber(in)?)\b/;

/** A title that says its holder manages nobody: "Junior Marketing Manager", "Lead Designer (IC)". */
const NOT_MANAGING = /\b(junior|ic|individual contributor|non-managing)\b/;
/** A title that says its holder runs a team whatever the role word: "Project Manager (team of 5)". */
const LEADS_A_TEAM = /\b(team of \d+|\d+ (direct )?reports|manages \d+|managing (a team|\d+))\b/;
/** The C-level role of a chief whose title names the area ("Chief Finance & Administration Officer"). */
const CHIEF_OF_AREA: Readonly<Record<string, string>> = {
  'engineering.software': 'cto',
  'engineering.it': 'cio',
  finance: 'cfo',
  operations: 'coo',
  marketing: 'cmo',
  sales: 'cro',
  product: 'cpo',
  human_resources: 'chro',
  legal: 'general_counsel',
  support: 'cco',
};

/** Words of an entry-level title (only on titles read at the entry tier). */
const JUNIOR =
  /\b(junior|jr|graduate|trainee|entry[- ]level|einsteiger(in)?|debutant(e)?|assistant|assistante|asistente|assistent(in)?|assistenz|\w+assistenz|\w+assistent(in)?|coordinator|coordinat(eur|rice)|coordinador(a)?|koordinator(in)?|sdr|bdr|sales development|business development rep\w*|(lead|account|market|pipeline|commercial) development rep\w*|appointment setter\w*|inside sales|desarrollo de ventas|desenvolvimento de vendas|(?<!engenheir[oa] de )pre-? ?vend(as?(?! tecnic)|edor(a|es|as)?)|prospect(eur|rice|ion)\w*)\b|^associate\b|\bfounder'?s'? associate\b/;

/** Every pattern the reader knows, to find the words of a title it did not read. */
const READ_PATTERNS: RegExp[] = [
  FOUNDER_TRAPS,
  FOUNDER,
  OWNER,
  CONTRACTOR,
  ADVISOR,
  BOARD,
  INTERN,
  VP,
  IC_MANAGER,
  PEOPLE_MANAGER,
  HEAD,
  DIRECTOR,
  SENIOR,
  PARTNER,
  ...CHIEF.map(([re]) => re),
  ...FUNCTION.map(([re]) => re),
  ...ROLE_KEYS.map(([re]) => re),
  ...SERVICE_ROLES.map(([re]) => re),
  ...SERVICE_RUNGS.map(([re]) => re),
].map((re) => new RegExp(re.source, 'g'));
const GLUE = /^(junior|of|and|the|at|for|in|on|to|de|du|des|la|le|les|del|da|do|der|die|das|und|et|y|e|en|para|fur|a|an|i|ii|iii|jr|sr|&|-)$/;

function unreadWords(t: string): boolean {
  let rest = ` ${t} `;
  for (const re of READ_PATTERNS) rest = rest.replace(re, ' ');
  return rest.split(/[^a-z]+/).some((w) => w.length >= 2 && !GLUE.test(w));
}

const cache = new Map<string, TitleInfo | null>();

/** Parses a title; null when it is empty. Results are memoised (titles repeat a lot). */
export function parseTitle(raw: string): TitleInfo | null {
  const hit = cache.get(raw);
  if (hit !== undefined) return hit;
  const info = parse(raw);
  if (cache.size > 100_000) cache.clear();
  cache.set(raw, info);
  return info;
}

function parse(raw: string): TitleInfo | null {
  const t = expandTitle(
    norm(raw)
      .replace(/[()[\]|,;·•]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
  if (!t) return null;
  const role = firstMatch(t, ROLE_KEYS) ?? firstMatch(t, SERVICE_ROLES);
  const clean = t.replace(FOUNDER_TRAPS, ' ');
  const founder = FOUNDER.test(clean);
  const owner = OWNER.test(clean.replace(NOT_OWNER, ' '));
  const contractor = CONTRACTOR.test(t.replace(CONTRACT_ROLE, ' '));
  const advisor = ADVISOR.test(t.replace(ADVISOR_NOT, ' '));
  const board = !advisor && BOARD.test(t.replace(/\binvestor relations\b/g, ' ').replace(BOARD_NOT, ' '));
  const intern = INTERN.test(t);
  const noVp = t.replace(VP, ' ');
  const vp = noVp !== t;
  // "Chief of Staff", "Chief Happiness Officer" (workplace and culture, in HR) are no C-level titles.
  const chiefHit = /\bchief (of staff|happiness officer)\b/.test(t) ? undefined : firstMatch(noVp, CHIEF);
  const chief = chiefHit !== undefined && !board && !advisor;

  let fn: Fn = 'unknown';
  let sub = '';
  let roleKey = role ?? '';
  if (chiefHit) {
    [fn, sub] = chiefHit;
    // "CPO (People)": the people side of an ambiguous abbreviation.
    roleKey ||= chiefHit[2] === 'cpo' && /\b(people|hr|human resources|talent|personal)\b/.test(t) ? 'chro' : chiefHit[2];
    if (roleKey === 'chro') [fn, sub] = ['human_resources', 'hr'];
  }
  const fnHit = firstMatch(founder ? clean.replace(FOUNDER, ' ') : t, FUNCTION);
  if (fnHit && (!chiefHit || chiefHit[2] === 'chief_officer')) {
    [fn, sub] = fnHit;
    if (fn === 'human_resources' && isRecruiting(t)) sub = 'recruiting';
    // "Chief Finance & Administration Officer", "Finanzvorstand": a chief of a named area is that area's C-level role.
    if (chiefHit && !role) roleKey = CHIEF_OF_AREA[`${fn}.${sub}`] ?? CHIEF_OF_AREA[fn] ?? roleKey;
  }
  // "Group PM, Growth", "Product Manager, Payments": a product role whatever area it serves.
  if (!chiefHit && (roleKey === 'product_manager' || roleKey === 'product_owner' || roleKey === 'group_product_manager')) [fn, sub] = ['product', 'product'];
  // "Programmamanager", "Program Manager": a project role, not software ("programm…" is also a developer's word).
  if (!chiefHit && roleKey === 'project_manager' && fn === 'engineering') [fn, sub] = ['operations', 'ops'];
  if (fn === 'unknown' && (founder || owner)) [fn, sub] = ['operations', 'executive'];
  if (board || advisor) [fn, sub] = ['advisory', board ? 'board' : 'advisor'];

  let tier: Tier;
  const isIcManager = IC_MANAGER.test(t) && !/\bgroup product manager\b/.test(t);
  const leadIc = LEAD_IC.test(t) && !/\b(team|managing)\b/.test(t) && !/\bmanager\b/.test(t.replace(/\bproduct manager\b/g, ' '));
  if (board) tier = 'director';
  else if (advisor) tier = 'senior';
  else if (chief) tier = 'c_suite';
  else if (/\bgroup product manager\b/.test(t)) tier = 'manager';
  else if (intern) tier = 'intern';
  else if (PARTNER.test(t.replace(PARTNER_NOT, ' '))) tier = 'partner';
  else if (vp) tier = 'vp';
  else if (/\bresponsable d'equipe\b|\bchef d'equipe\b/.test(t)) tier = 'manager';
  else if (HEAD.test(t) && !/\bhead chef\b/.test(t)) tier = 'head';
  else if (/\bhead chef\b/.test(t)) tier = 'head';
  else if (DIRECTOR.test(t)) tier = 'director';
  else if (isIcManager && sharesManagerWord(t) && !NOT_MANAGING.test(t)) tier = 'manager';
  else if (!isIcManager && !leadIc && PEOPLE_MANAGER.test(t.replace(IC_MANAGER, ' ').replace(LEAD_GEN, ' ')) && !NOT_MANAGING.test(t)) tier = 'manager';
  else if (LEADS_A_TEAM.test(t)) tier = 'manager';
  else if (SENIOR.test(t) || leadIc || (/\blead\b/.test(t) && /\b(ic|individual contributor)\b/.test(t))) tier = 'senior';
  else tier = 'entry';
  // "Head Chef", "Sous Chef", "Area Manager", "Assistant Store Manager": the rung of the vertical's ladder.
  const rungHit = ['entry', 'senior', 'manager', 'head', 'director'].includes(tier) ? firstMatch(t, SERVICE_RUNGS) : undefined;
  if (rungHit) [tier] = rungHit;
  const baseTier = tier;
  if (owner) tier = 'owner';
  else if (founder) tier = 'founder';
  if (!roleKey) roleKey = founder ? 'founder' : owner ? 'owner' : sub ? `${sub}_${tier}` : tier;
  const known = fn !== 'unknown' || tier !== 'entry';
  const junior = tier === 'entry' && JUNIOR.test(t);
  const admin = fn === 'engineering' && sub === 'it' && !AREA_RULES[0]?.[1].test(t) && IT_ADMIN.test(t);
  const kind =
    (PARALEGAL.test(t) ? 'paralegal' : undefined) ??
    firstMatch(t, TRADES_KINDS) ??
    firstMatch(norm(raw).trim(), TRADES_KINDS) ??
    (junior ? firstMatch(t, JUNIOR_KINDS) : undefined) ??
    (TECH_LEAD.test(t) ? 'tech_lead' : ML_ENGINEER.test(t) ? 'ml_engineer' : admin ? 'it_admin' : '');
  const out: TitleInfo = {
    tier,
    baseTier,
    fn,
    sub,
    role: roleKey,
    chief,
    founder,
    owner,
    contractor,
    board,
    advisor,
    known,
    unsure: unreadWords(t),
    junior,
    kind,
  };
  if (rungHit) out.rung = rungHit[1];
  return out;
}
