// The persona compiler's words for banks and lenders, newsrooms and broadcasters, universities and research institutes,
// councils and public agencies, NGOs and foundations (DATA, spliced into LEXICON), in English, German, French, Spanish,
// Portuguese and Dutch. The words whose sense depends on the sector a sentence is about ("relationship managers" at a
// bank, "programmes" at a foundation, "CRO" beside risk words, "heads of department" at a university) are
// INSTITUTION_SENSES, read by tag-sentence.ts. The title reader's side is reader/verticals-institutions.ts; the rungs are
// the same (the editor-in-chief directs, managing editors head, desk editors manage; provosts are the VP rung, deans and
// heads of department lead; research group leaders manage; heads of unit head; elected members are the board).
import type { AreaKey, Level } from '../criteria.js';
import type { Entry, Tag } from './lexicon.js';

const LEADERS: Level[] = ['head', 'director', 'vp', 'svp', 'c_level'];
const DESK_UP: Level[] = ['manager', 'senior_manager', 'head', 'director'];
const area = (phrases: string, areas: AreaKey[], p = 2): Entry => ({ phrases, tag: { k: 'area', areas }, p });
const noun = (phrases: string, tag: Omit<Extract<Tag, { k: 'noun' }>, 'k'>, p = 3): Entry => ({ phrases, tag: { k: 'noun', ...tag }, p });
const word = (phrases: string, tag: Tag, p = 2): Entry => ({ phrases, tag, p, exact: true });

export const INSTITUTION_LEXICON: Entry[] = [
  // ---- newsrooms and broadcasters ------------------------------------------------------------------
  area(
    'newsroom|newsrooms|editorial|editorial team|editorial staff|news desk|news desks|redaktion|redaktionen|redaction|redactions|redaccion|redacciones|redacao|redacoes|redactie|redacties|journalism|journalismus|journalisme|periodismo|jornalismo|journalistiek',
    ['journalism'],
  ),
  noun(
    'journalist|journalists|reporter|reporters|correspondent|correspondents|writer|writers|staff writer|staff writers|sub editor|sub editors|subeditor|subeditors|subs|copy editor|copy editors|' +
      'journalistin|journalistinnen|journalisten|redakteur|redakteure|redakteurin|redakteurinnen|korrektor|korrektoren|korrespondent|korrespondenten|schlussredakteure|' +
      'journaliste|journalistes|redacteur|redacteurs|redactrice|redactrices|secretaires de redaction|' +
      'periodista|periodistas|redactor|redactores|redactora|redactoras|corresponsal|corresponsales|correctores|' +
      'jornalista|jornalistas|reporteres|redator|redatores|redatora|redatoras|revisores|' +
      'verslaggever|verslaggevers|redacteuren|eindredacteur|eindredacteuren',
    { areas: ['journalism'], ic: true },
  ),
  noun(
    'editor|editors|section editor|section editors|news editor|news editors|desk editor|desk editors|desk heads|ressortleiter|ressortleiterin|ressortleiterinnen|ressortleitungen|' +
      'chef de rubrique|chefs de rubrique|cheffes de rubrique|jefe de seccion|jefes de seccion|jefas de seccion|editores de seccion|editores de area|chefs de sectie',
    { areas: ['journalism'], levels: DESK_UP },
  ),
  noun(
    'managing editor|managing editors|deputy editor|deputy editors|head of news|heads of news|chef vom dienst|chefs vom dienst|cvd|cvds|stellvertretende chefredakteure|stellvertretende chefredakteurin|' +
      'redacteur en chef adjoint|redacteurs en chef adjoints|chef d edition|chefs d edition|redactor jefe adjunto|redactores jefe adjuntos|jefe de informativos|jefes de informativos|' +
      'editor executivo|editores executivos|adjunct hoofdredacteur|adjunct hoofdredacteuren|chef nieuwsdienst',
    { areas: ['journalism'], levels: ['head'] },
  ),
  noun(
    'editor in chief|editors in chief|eic|eics|chief editor|chief editors|chefredakteur|chefredakteure|chefredakteurin|chefredakteurinnen|chefredaktion|chefredaktionen|' +
      'redacteur en chef|redacteurs en chef|redactrice en chef|redactrices en chef|directeur de la redaction|directrice de la redaction|' +
      'director de informativos|directora de informativos|redactor jefe|redactora jefe|redactores jefe|editor chefe|editora chefe|editores chefe|diretor de redacao|diretora de redacao|hoofdredacteur|hoofdredacteuren',
    { areas: ['journalism'], levels: ['director', 'vp', 'c_level'] },
  ),
  // Trainee journalists ("Volontäre", "stagiaires de la rédaction").
  noun('volontar|volontare|volontarin|volontarinnen|volontariat|trainee journalists|trainee reporters', { levels: ['intern'], areas: ['journalism'] }),
  area('broadcast production|programmplanung|programmation|programmering', ['media_production'], 1),
  noun(
    'producer|producers|producerin|produzent|produzenten|produzentin|' +
      'producteur|producteurs|productrice|productrices|realisateur|realisateurs|' +
      'productor|productores|productora|productoras|produtor|produtores|produtora|produtoras|' +
      'programmamaker|programmamakers',
    { areas: ['media_production'] },
  ),
  // Session 61: presenters are a kind of broadcast production's people (reader MEDIA_KINDS): "Redakteure und Moderatoren …
  // Produktion nicht" keeps the presenters and leaves out the producers.
  noun(
    'presenter|presenters|anchor|anchors|newsreader|newsreaders|moderator|moderatoren|moderatorin|moderatorinnen|' +
      'presentateur|presentateurs|presentatrice|presentatrices|presentador|presentadores|presentadora|presentadoras|apresentador|apresentadores|apresentadora|apresentadoras|' +
      'presentator|presentatoren',
    { areas: ['media_production'], roles: ['presenter'] },
  ),
  noun(
    'executive producer|executive producers|head of programmes|heads of programming|programmchef|programmchefs',
    { areas: ['media_production'], levels: LEADERS },
    2,
  ),
  area(
    'broadcast engineering|broadcast operations|broadcast technology|broadcast|sendetechnik|produktionstechnik|technique d antenne|technique de l antenne|technique antenne|direction technique de l antenne|diffusion|son et image|emisiones|tecnica de emision|uitzendtechniek',
    ['broadcast_engineering'],
    3,
  ),
  noun(
    'broadcast engineer|broadcast engineers|broadcast technician|broadcast technicians|sound engineer|sound engineers|camera operator|camera operators|sendetechniker|tontechniker|kameraleute|' +
      'techniciens de diffusion|ingenieurs de diffusion|ingenieurs du son|operateurs de prise de vue|tecnicos de emision|tecnicos de sonido|operadores de camara|tecnicos de transmissao|uitzendtechnici|geluidstechnici',
    { areas: ['broadcast_engineering'] },
  ),
  word(
    'publisher|publishers|broadcaster|broadcasters|the broadcaster|newspaper|newspapers|verlag|verlage|sender|verlag und sender|diffuseur|le diffuseur|diffuseurs|editeur de presse|editorial groups',
    { k: 'filler' },
  ),

  // ---- banks and lenders -----------------------------------------------------------------------------
  area(
    'branch network|branch networks|branches|red de oficinas|red comercial|rede de agencias|reseau d agences|filialnetz|kantorennet|retail banking|banca comercial',
    ['branch_network'],
    3,
  ),
  // A bank's client units are its relationship managers' area ("heads of private banking", "corporate / commercial
  // banking", "banque des entreprises"), not sales in general.
  area(
    'private banking|corporate banking|commercial banking|corporate and commercial banking|banque des entreprises|banque privee|banca privada|' +
      'banca empresarial|banca corporativa|banca empresas|banca pyme|banca privada y de empresas|banco de empresas|firmenkundengeschaft|firmenkundenbank|zakelijk bankieren|banque d entreprises|banque privee et entreprises',
    ['account_management'],
    4,
  ),
  noun(
    'private banker|private bankers|banquero privado|banqueros privados|banquier prive|banquiers prives|gestores de banca privada|gestores de empresas|gestoras de empresas|gestores de banca de empresas|firmenkundenbetreuer|charges d affaires entreprises|gestionnaires de fortune|gestionnaire de fortune|gerentes de relacionamento|gerente de relacionamento|' +
      // (session 42) a wealth manager's client-facing "gérants de fortune" / "gérants privés", "gestores de patrimonio"
      'gerants de fortune|gerant de fortune|gerantes de fortune|gerants prives|gestores de patrimonio|gestores patrimoniales',
    {
      roles: ['relationship_manager'],
      // Their area (account management) is what "their team leads", "whoever runs them" refer back to.
      areas: ['account_management'],
      alone: true,
    },
  ),
  noun(
    // The individual clients' segment said after the title ("gerentes de contas pessoa física", "gerentes PF"): personal bankers.
    'personal banker|personal bankers|gestores de banca personal|gestor de banca personal|mortgage advisers|mortgage advisors|conseillers clientele particuliers|hypotheekadviseurs|kundenberater privatkunden|' +
      'gerente de contas pessoa fisica|gerentes de contas pessoa fisica|gerente de contas pf|gerentes de contas pf|gerente de relacionamento pessoa fisica|gerentes de relacionamento pessoa fisica|gerente de relacionamento pf|gerentes de relacionamento pf|gerente pessoa fisica|gerentes pessoa fisica|gerente pf|gerentes pf|gerentes de varejo|gerentes do varejo',
    { roles: ['personal_banker'], alone: true },
    5,
  ),
  noun(
    'deputy branch managers|assistant branch managers|directores y subdirectores de oficina|directores de oficina|subdirectores de oficina|directoras de oficina|directores de sucursal|subdirectores de sucursal|directeurs adjoints d agence',
    { roles: ['branch_manager'], alone: true },
    5,
  ),
  area('risk|risks|risk management|riesgos|riesgo|risques|gestion des risques|riscos|gestao de riscos|risico|risicobeheer|risikomanagement|risikocontrolling', [
    'risk',
  ]),
  noun(
    'risk officer|risk officers|risk analyst|risk analysts|risk managers|analistas de riesgos|analista de riesgos|analystes risques|analistas de riscos|risicoanalisten|risikomanager',
    { areas: ['risk'] },
  ),
  noun('chief risk officer|chief risk officers|director de riesgos|directora de riesgos|directeur des risques|diretor de riscos|risikovorstand', {
    roles: ['chief_risk_officer'],
    areas: ['risk'],
    levels: ['c_level'],
    alone: true,
  }),
  area('credit|lending|credito|creditos|kredit|kreditgeschaft|credits|kredieten|kredietverlening|admision|admision de riesgos', ['lending']),
  noun(
    'credit analyst|credit analysts|lending officer|lending officers|loan officer|loan officers|analistas de credito|analista de credito|kreditanalysten|analystes credit|kredietanalisten',
    { areas: ['lending'] },
  ),
  noun('jefes de admision|jefe de admision|jefas de admision|credit managers|lending managers', {
    areas: ['lending'],
    levels: ['manager', 'senior_manager', 'head'],
  }),
  area('aml|kyc|aml kyc|kyc aml|anti money laundering|lcb ft|pbc ft|pld|geldwasche|geldwaschepravention', ['compliance'], 3),
  noun('chief compliance officer|chief compliance officers', { areas: ['compliance'], levels: ['c_level'], alone: true }, 4),
  noun('mlro|mlros|kyc analysts|aml analysts|kyc analyst|aml analyst|geldwaschebeauftragte', { areas: ['compliance'] }),
  word('regulated lenders|lenders|the credit union|credit union|the fintech|fintech|fintechs|cooperativas de credito|cajas rurales', { k: 'filler' }),

  // ---- universities and research institutes ---------------------------------------------------------
  // "academic directors", "directores académicos", "akademische Leitung": the academic side of a university or school is education.
  area(
    'academic|academics|academico|academicos|academica|academicas|academique|academiques|akademisch|akademische|akademischen|akademischer|academisch|academische',
    ['education'],
  ),
  noun(
    'vice chancellor|vice chancellors|the vice chancellor|rector|rectors|rektor|rektorin|recteur|rectrice|rectora|reitor|reitora|reitores|university president|university presidents|institute director|institute directors',
    { roles: ['university_head'], alone: true },
  ),
  noun(
    'provost|provosts|pvc|pvcs|pro vice chancellor|pro vice chancellors|prorektor|prorektorin|prorektoren|vicerrector|vicerrectora|vicerrectores|pro reitor|pro reitora|pro reitores|vice reitor|vice reitores|prorector|prorectoren|vice presidents recherche',
    { areas: ['education'], levels: ['vp'], alone: true },
  ),
  noun(
    'scientific director|scientific directors|director of research|directors of research|research director|research directors|directeur scientifique|direction scientifique|directrice scientifique|direccion cientifica|director cientifico|diretor cientifico|wetenschappelijk directeur',
    { areas: ['scientific_research'], levels: ['director', 'vp'], alone: true },
  ),
  noun(
    'pi|pis|principal investigator|principal investigators|group leader|group leaders|research group leader|research group leaders|lab head|lab heads|lab manager|lab managers|' +
      'responsables d equipe|responsable d equipe|responsables de labo|responsable de labo|responsables de laboratoire|chefs d equipe de recherche|jefes de grupo|investigadores principales|arbeitsgruppenleiter|groepsleiders',
    { areas: ['scientific_research'], levels: ['team_lead', 'manager', 'senior_manager'] },
  ),
  noun(
    'phd candidate|phd candidates|phd students|doctoral researchers|doctoral candidates|doktoranden|doktorandinnen|doctorants|doctorantes|doctorandos|doctorandas|doutorandos|doutorandas|promovendi|promovendussen|' +
      'postdoc|postdocs|post docs|postdoctoral researchers|pos docs|bench researchers|bench scientists|' +
      'ingenieurs de recherche|chercheur|chercheurs|chercheuse|chercheuses|forscher|forscherinnen|investigadores|investigadoras|pesquisadores|pesquisadoras|onderzoekers',
    { areas: ['scientific_research'], ic: true },
  ),
  // (Session 60) Plant breeding is research: breeders and their assistants.
  noun(
    'veredelaars|veredelaar|plantenveredelaars|plant breeders|plant breeder|breeders|pflanzenzuchter|pflanzenzuchterinnen|selectionneurs|selectionneuses|mejoradores geneticos|mejoradores|melhoristas|plant breeding|veredeling',
    { areas: ['scientific_research'] },
    4,
  ),
  noun(
    'veredelingsassistenten|veredelingsassistent|breeding assistants|breeding technicians|onderzoekstechnici|onderzoeksmedewerkers|onderzoeksassistenten',
    { areas: ['scientific_research'], ic: true },
    4,
  ),
  // Session 39: laboratory technicians are a kind of their own inside research (reader: INDUSTRY_KINDS): "pas les
  // techniciens de labo" leaves the researchers.
  noun(
    'lab technicians|lab technician|laboratory technicians|laboratory technician|research technicians|techniciens de labo|techniciens de laboratoire|technicien de laboratoire|techniciennes de laboratoire|tecnicos de laboratorio|tecnicas de laboratorio|tecnicos de laboratorio|laboranten|laborantinnen|laborant|laborantin|chemielaboranten|auxiliares de laboratorio|laboratoriummedewerkers',
    { areas: ['scientific_research'], roles: ['lab_technician'], ic: true, alone: true },
    5,
  ),
  word(
    'academia|in academia|biotech|biotechs|en biotech|in biotech|labo public|en labo public|research institutes|the research institute|universities|university|universites|universidades|universiteiten',
    { k: 'filler' },
  ),

  // ---- councils and public agencies -------------------------------------------------------------------
  area('public policy|policy|beleid|politiques publiques|politicas publicas', ['public_policy']),
  noun(
    'policy officer|policy officers|policy adviser|policy advisers|policy advisor|policy advisors|planning officers|referent|referenten|referentin|referentinnen|charge de mission|charges de mission|chargee de mission|chargees de mission|' +
      'tecnicos de politicas publicas|tecnico superior|tecnicos superiores|beleidsmedewerker|beleidsmedewerkers|beleidsadviseur|beleidsadviseurs',
    { areas: ['public_policy'], ic: true },
  ),
  noun('heads of unit|head of unit|referatsleiter|referatsleiterin|referatsleitungen|chefs de bureau|jefes de servicio', {
    areas: ['public_service'],
    levels: ['head'],
  }),
  noun(
    'elected members|elected member|councillors|councillor|councilors|councilor|aldermen|alderman|wethouder|wethouders|raadslid|raadsleden|gemeenteraadsleden|conseillers municipaux|elus|concejales|vereadores|stadtrate|gemeinderate|cabinet members',
    { employment: ['board'], alone: true },
  ),
  area(
    'council|the council|local authority|municipality|gemeente|de gemeente|ayuntamiento|mairie|collectivite|prefeitura|camara municipal|kommune|stadtverwaltung',
    ['public_service'],
    1,
  ),

  // ---- NGOs and foundations ----------------------------------------------------------------------------
  noun(
    'country director|country directors|landesdirektor|landesdirektoren|directeurs pays|directeur pays|directores de pais|diretores de pais|landendirecteuren',
    { roles: ['country_director'], alone: true },
  ),
  noun(
    'head of programmes|heads of programmes|head of programs|heads of programs|responsables des programmes|responsables de programas|hoofden programma s',
    { areas: ['programmes'], levels: LEADERS },
    4,
  ),
  noun(
    'programme officer|programme officers|program officers|field officers|m&e officers|mel officers|volunteer coordinator|volunteer coordinators|coordinadores de voluntariado|coordenadores de voluntariado|coordinatrices des benevoles',
    { areas: ['programmes'], ic: true },
  ),
  // Session 59: an NGO's field project and programme staff ("chargés de projets terrain", "coordinateurs terrain", "field
  // coordinators"); its heads of mission are read beside NGO words (INSTITUTION_SENSES).
  noun(
    'charges de projets terrain|charge de projets terrain|charges de projet terrain|coordinateurs terrain|coordinatrices terrain|coordinateur terrain|field coordinators|field coordinator|coordinadores de terreno|coordenadores de campo',
    { areas: ['programmes'] },
    4,
  ),
  // Digital programme managers run projects of their own, beside NGO words too ("not IT or digital programme managers").
  noun('digital programme managers|digital program managers|digital programme manager|digital program manager', {
    areas: ['project_management'],
    levels: ['manager', 'senior_manager'],
  }),
  area('voluntariado|volunteering|benevolat|ehrenamt|vrijwilligerswerk', ['programmes']),
  area('captacao|captacao de recursos|captacion|captacion de fondos|collecte|fondsenwerving|spendenmarketing|mecenat', ['fundraising'], 3),
  noun('fundraisers|captadores|captadoras|captador|captadora|fondsenwervers|collecteurs de fonds|charges de collecte', { areas: ['fundraising'] }),
  // Their managers are the manager rung, as "programme managers" are.
  noun('fundraising managers|gerentes de captacao|gerente de captacao|gerentes de captacion|responsables de collecte|fondsenwervingsmanagers', {
    areas: ['fundraising'],
    levels: ['manager', 'senior_manager'],
  }),
  // Defaults of the words INSTITUTION_SENSES reads anew beside a sector's words.
  noun('gestores comerciales|gestor comercial|gestoras comerciales', { areas: ['account_management'] }, 1),
  noun('directores de zona|directores territoriales|directoras de zona', { areas: ['retail'], levels: ['director', 'vp'] }, 1),
  noun('rms', { areas: ['account_management'] }, 1),
  word('y de empresas|e de empresas|et entreprises', { k: 'filler' }, 1),
  noun('heads of department|head of department|department heads', { levels: ['head'] }, 1),
  noun('diretor de desenvolvimento|diretora de desenvolvimento|diretores de desenvolvimento', { areas: ['software'], levels: ['director'] }, 1),
  word('the foundation|foundation|foundations|ngos|ngo|ongs|ong|fundacoes|fundacao|fundaciones|stiftungen|fondations|stichtingen|em ongs e fundacoes', {
    k: 'filler',
  }),
];

const NGO_PEOPLE = (levels?: Level[]): Tag => ({ k: 'noun', areas: ['programmes'], ...(levels ? { levels } : {}) });
/**
 * A programme director at a university or school leads a degree programme: an academic leader (education), not a
 * broadcaster's head of programming nor a programme manager ("programme directors at universities", "Programmdirektoren der Universität",
 * "directeurs de programme à l'université", "directores de programa en universidades"). Also read beside schools (CARE_SENSES).
 */
export const ACADEMIC_PROGRAMME_DIRECTORS: ReadonlyArray<readonly [string, Tag]> = [
  'programme director',
  'programme directors',
  'program director',
  'program directors',
  'programmadirecteur',
  'programmadirecteuren',
  'programmdirektor',
  'programmdirektoren',
  'programmdirektorin',
  'directeur de programme',
  'directeurs de programme',
  'directrices de programme',
  'director de programa',
  'directores de programa',
  'diretor de programa',
  'diretores de programa',
].map((w) => [w, { k: 'noun', areas: ['education'], levels: ['head', 'director'] }] as const);

/**
 * Words that mean something else in a sentence about a bank, a university or an NGO (tag-sentence.ts): beside bank words
 * "relationship managers" are the relationship-manager role (not every account manager), "regional directors" lead the
 * branch network, "cajeros" are tellers; beside risk words "CRO" is the chief risk officer; beside university words
 * "heads of department" lead an academic department; beside NGO words "programmes" are the aid programmes and a "director
 * of development" raises funds.
 */
export const INSTITUTION_SENSES: ReadonlyArray<readonly [RegExp, ReadonlyMap<string, Tag>]> = [
  [
    /\b(banks?|banking|bankers?|credit unions?|lenders?|branch\w*|tellers?|banca|banco|bancos|banque|banques|bancari\w*|sparkassen?|oficinas|sucursal\w*|agencias|agences|cajeros?|caixas?|fintech\w*|kantoren)\b/,
    new Map<string, Tag>([
      ['relationship manager', { k: 'noun', roles: ['relationship_manager'], alone: true }],
      ['relationship managers', { k: 'noun', roles: ['relationship_manager'], alone: true }],
      ['rms', { k: 'noun', roles: ['relationship_manager'], alone: true }],
      ['y de empresas', { k: 'noun', roles: ['relationship_manager'], alone: true }],
      ['e de empresas', { k: 'noun', roles: ['relationship_manager'], alone: true }],
      ['gestores comerciales', { k: 'noun', roles: ['relationship_manager', 'personal_banker'], alone: true }],
      ['regional directors', { k: 'noun', areas: ['branch_network'], levels: ['director', 'vp'] }],
      ['directores de zona', { k: 'noun', areas: ['branch_network'], levels: ['director', 'vp'] }],
      ['directores territoriales', { k: 'noun', areas: ['branch_network'], levels: ['director', 'vp'] }],
      ['cajeros', { k: 'noun', roles: ['teller'], alone: true }],
      ['cajeras', { k: 'noun', roles: ['teller'], alone: true }],
      // A bank's cashiers are its tellers (customer service at the counter).
      ...'cashiers|cashier|kassierer|kassiererinnen|caissiers|caissieres|guichetiers|guichetieres|caixas|kassiers|kassamedewerkers'
        .split('|')
        .map((w): readonly [string, Tag] => [w, { k: 'noun', areas: ['customer_support'], ic: true }]),
    ]),
  ],
  // "Gerentes de relacionamento Private e PJ / Corporate", "carteiras PJ e PF": beside a bank's relationship managers, its
  // segments or portfolios, "PJ" (pessoa jurídica) is the business clients' segment, not people hired as a company (who are
  // contractors: "atendentes contratados como PJ", "PJ ou CLT", "freelancers e PJ").
  [
    /^(?=.*\b(bancos?|banca|bancari\w*|bank\w*|relacionamento|carteiras?|private|corporate|varejo|pessoa fisica|pf|segmentos?|agencias?)\b)(?=.*\b(gerentes?|gestor\w*|coordenador\w*|superintendent\w*|carteiras?|segmentos?|clientes|relationship managers?|bankers?)\b)(?!.*\b(clt|contratad\w*|como pj|via pj|freela\w*|freelanc\w*|autonom\w*|prestador\w*|terceirizad\w*|contractors?|contrato)\b)/,
    new Map<string, Tag>([['pj', { k: 'filler' }]]),
  ],
  // A bank's advisers beside its branches or customers ("cashiers, advisers and branch managers", "Berater in den Filialen",
  // "conseillers des agences bancaires") are its personal bankers and relationship managers, not advisors to the board
  // (a persona naming the board or strategy keeps them advisors).
  [
    /^(?=.*\b(banks?|banking|bankers?|credit unions?|banca|banco|bancos|banque|banques|bancari\w*|sparkassen?|genossenschaftsbank\w*|volksbank\w*|caixas? economic\w*|cajas? de ahorro)\b)(?=.*\b(branch\w*|filial\w*|agences?|agencias?|oficinas?|sucursal\w*|kantoren|cashiers?|tellers?|kassier\w*|caissi\w*|guichet\w*|cajer\w*|kunden\w*|customers?|clients?|clientes|clientele|members?|privatkunden|firmenkunden|particuliers|mortgages?|hypothe\w*|wealth|vermogen\w*)\b)(?!.*\b(board|boards|advisory|beirat\w*|aufsichtsrat\w*|verwaltungsrat\w*|strategic|strategisch\w*|strategique\w*|estrategic\w*|conseil d administration|consejo|conselho|raad van)\b)/,
    new Map<string, Tag>(
      'advisers|advisors|adviser|advisor|berater|beraterinnen|bankberater|conseillers|conseilleres|asesores|asesoras|assessores|adviseurs'
        .split('|')
        .map((w): readonly [string, Tag] => [w, { k: 'noun', roles: ['personal_banker', 'relationship_manager'], alone: true }]),
    ),
  ],
  [
    // (Session 42: and beside banks and insurers, where the CRO is the chief risk officer.)
    /\b(risk|risks|riesgos?|risques?|riscos?|risico\w*|risiko\w*|banks?|banking|banques?|bancos?|bancas?|sparkassen?|insurers?|insurance|assureurs?|assurances?|versicherer|versicherung\w*|aseguradoras?|seguradoras?|verzekeraars?|verzekering\w*)\b/,
    new Map<string, Tag>([['cro', { k: 'noun', roles: ['chief_risk_officer'], areas: ['risk'], levels: ['c_level'], alone: true }]]),
  ],
  [
    /\b(universit\w*|universidad\w*|universidade\w*|academic\w*|academia|faculty|faculties|deans?|provosts?|professors?|lecturers?|labs?|laboratori\w*|institut\w*|fakultat\w*|hochschul\w*|faculdade\w*|facultad\w*|faculteit\w*|hogeschol\w*|business schools?|grandes ecoles)\b/,
    new Map<string, Tag>([
      ...ACADEMIC_PROGRAMME_DIRECTORS,
      ['heads of department', { k: 'noun', areas: ['education'], levels: ['head', 'director'] }],
      ['head of department', { k: 'noun', areas: ['education'], levels: ['head', 'director'] }],
      ['department heads', { k: 'noun', areas: ['education'], levels: ['head', 'director'] }],
      ['research scientists', { k: 'noun', areas: ['scientific_research', 'data_science'] }],
      ['research scientist', { k: 'noun', areas: ['scientific_research', 'data_science'] }],
      ['scientists', { k: 'noun', areas: ['scientific_research'] }],
    ]),
  ],
  [
    // (Session 59: and its field projects: "chargés de projets terrain", "coordinateurs terrain".)
    /\b(foundations?|ngos?|ongs?|charit\w*|fundac\w*|stiftung\w*|fondation\w*|stichting\w*|humanitarian|fundrais\w*|captac\w*|donors?|relief|projets? terrain|coordinat\w* terrain|field coordinators?)\b/,
    new Map<string, Tag>([
      ['programmes', { k: 'area', areas: ['programmes'] }],
      ['programs', { k: 'area', areas: ['programmes'] }],
      ['programas', { k: 'area', areas: ['programmes'] }],
      ['programme', { k: 'area', areas: ['programmes'] }],
      // Session 59: its heads of mission ("chefs de mission": at an accounting firm they lead client engagements).
      ...'chefs de mission|chef de mission|cheffes de mission|cheffe de mission|heads of mission|head of mission'
        .split('|')
        .map((w): readonly [string, Tag] => [w, NGO_PEOPLE()]),
      ['programme managers', NGO_PEOPLE(['manager', 'senior_manager'])],
      ['program managers', NGO_PEOPLE(['manager', 'senior_manager'])],
      // A charity's or museum's "development" (its "development officers", "head of development"), membership and trusts are its fundraising.
      ['development', { k: 'area', areas: ['fundraising'] }],
      ['membership', { k: 'area', areas: ['fundraising'] }],
      ['trusts', { k: 'area', areas: ['fundraising'] }],
      // Their officers are the individual contributors ("development officers, membership and trusts managers"), not a word for anyone.
      ['officers', { k: 'noun', ic: true }],
      ['officer', { k: 'noun', ic: true }],
      ['diretor de desenvolvimento', { k: 'noun', areas: ['fundraising'], levels: ['head', 'director'] }],
      ['diretora de desenvolvimento', { k: 'noun', areas: ['fundraising'], levels: ['head', 'director'] }],
      ['diretores de desenvolvimento', { k: 'noun', areas: ['fundraising'], levels: ['head', 'director'] }],
    ]),
  ],
];
