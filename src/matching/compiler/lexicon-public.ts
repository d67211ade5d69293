// The persona compiler's words for fire and rescue services, police forces, emergency control rooms, insurers' and
// pension funds' specialists (actuaries, investments, pension administration), lenders' collections, public casework and
// inspection, social work, housing associations' tenancy and maintenance, audit firms and management consultancies (DATA,
// spliced into LEXICON), in English, German, French, Spanish, Portuguese and Dutch. The title reader's side is
// reader/verticals-public.ts; the rungs are the same (a crew manager or a police sergeant / "inspecteur principal" leads a
// team, a watch manager or a "commissaire" manages, a station manager is a senior manager, group and area managers of a
// fire service direct; the chief fire officer and the "chef de corps" are the chief executive). Words whose sense depends
// on the sentence ("agents" and "inspectors" beside police words, "control room" and "dispatchers" beside fire or police
// words, "toezichthouders" beside enforcement, "CFO" beside fire words, "gestores" beside collections, "chefs de mission"
// beside audit) are PUBLIC_SENSES, read by tag-sentence.ts.
import type { AreaKey, Level } from '../criteria.js';
import type { Entry, Tag } from './lexicon.js';

const area = (phrases: string, areas: AreaKey[], p = 3): Entry => ({ phrases, tag: { k: 'area', areas }, p });
const noun = (phrases: string, tag: Omit<Extract<Tag, { k: 'noun' }>, 'k'>, p = 3): Entry => ({ phrases, tag: { k: 'noun', ...tag }, p });
const word = (phrases: string, tag: Tag, p = 3): Entry => ({ phrases, tag, p, exact: true });

const CHIEF: Level[] = ['c_level'];
const LEADERS: Level[] = ['head', 'director', 'vp', 'c_level'];

export const PUBLIC_LEXICON: Entry[] = [
  // ---- fire and rescue -------------------------------------------------------------------------------------------------
  area(
    'fire and rescue|fire & rescue|fire and rescue service|fire and rescue services|fire service|fire services|fire brigade|fire brigades|frs|feuerwehr|feuerwehren|berufsfeuerwehr|sapeurs pompiers|sdis|services d incendie et de secours|cuerpo de bomberos|servicio de bomberos|corpo de bombeiros|brandweer|brandweerkorps|veiligheidsregio',
    ['firefighting'],
  ),
  noun(
    'firefighter|firefighters|fire fighters|fire fighter|operational firefighters|wholetime firefighters|on call firefighters|retained firefighters|fire crews|fire crew|feuerwehrleute|feuerwehrmann|feuerwehrmanner|feuerwehrfrauen|einsatzkrafte|pompier|pompiers|sapeur pompier|bombero|bomberos|bomberas|bombeiro|bombeiros|bombeiras|brandweerman|brandweermannen|brandweerlieden|brandweermensen|brandweervrouwen|manschappen',
    { areas: ['firefighting'], ic: true },
  ),
  noun(
    'crew manager|crew managers|crew commander|crew commanders|gruppenfuhrer|gruppenfuhrerin|chef d agres|chefs d agres|cabo de bomberos|cabos de bomberos|chefe de equipa|bevelvoerder|bevelvoerders',
    { areas: ['firefighting'], levels: ['team_lead'] },
  ),
  noun(
    'watch manager|watch managers|watch commander|watch commanders|zugfuhrer|zugfuhrerin|chef de garde|chefs de garde|sargentos de bomberos|officier van dienst|officieren van dienst',
    {
      areas: ['firefighting'],
      levels: ['manager'],
    },
  ),
  noun(
    'station manager|station managers|station commander|station commanders|wachleiter|wachleiterin|chef de centre|chefs de centre|jefe de parque|jefes de parque|kazernecommandant|kazernecommandanten',
    {
      areas: ['firefighting'],
      levels: ['senior_manager'],
    },
  ),
  noun(
    'group manager|group managers|group commander|group commanders|area commander|area commanders|acfo|acfos|assistant chief fire officer|assistant chief fire officers|dcfo|deputy chief fire officer|deputy chief fire officers',
    {
      areas: ['firefighting'],
      levels: ['head', 'director', 'vp'],
    },
  ),
  noun(
    'chief fire officer|chief fire officers|fire chief|fire chiefs|kommandant der feuerwehr|commandant des pompiers|jefe de bomberos|comandante dos bombeiros|commandant brandweer',
    {
      areas: ['firefighting'],
      levels: CHIEF,
    },
  ),
  noun('fire safety inspectors|fire safety officers|fire safety inspector|protection officers|preventionnistes|brandschutzbeauftragte', {
    areas: ['hse'],
    ic: true,
  }),
  // ---- insurers' field claims: loss adjusters and assessors ------------------------------------------------------------------
  noun(
    'loss adjuster|loss adjusters|claims adjusters|field adjusters|field claims adjusters|adjusters|schadenregulierer|schadenregulierer im aussendienst|sachverstandige|kfz sachverstandige|gutachter|experts sinistres|experts automobiles|peritos|peritos tasadores|reguladores de sinistros|schade experts|schade-experts',
    { roles: ['loss_adjuster'], alone: true },
    4,
  ),
  noun('crew and watch managers|crew and watch commanders', { areas: ['firefighting'], levels: ['team_lead', 'manager'] }, 4),
  noun('station and group managers', { areas: ['firefighting'], levels: ['senior_manager', 'head', 'director'] }, 4),
  word(
    'entidades de credito|entidades financieras|instituciones de credito|kreditinstitute|etablissements de credit|instituicoes de credito|instituicoes financeiras|kredietinstellingen',
    { k: 'filler' },
    -1,
  ),
  // ---- emergency control rooms --------------------------------------------------------------------------------------------
  noun(
    'call handlers|call takers|calltakers|fire control operators|control room operators|leitstellendisponenten|operateurs cta|meldkamercentralisten|centralisten',
    {
      areas: ['emergency_control'],
      ic: true,
    },
  ),
  // ---- police ------------------------------------------------------------------------------------------------------------
  area(
    'police|policing|police force|police forces|police zone|police zones|zone de police|zones de police|polizei|policia|politie|politiezone|law enforcement',
    ['policing'],
    2,
  ),
  noun(
    'police officer|police officers|uniformed police|uniformed police officers|uniformed officers|police constables|constables|agents de police|agent de police|policiers|policieres|polizisten|polizistinnen|polizeibeamte|polizeivollzugsbeamte|agentes de policia|policias|policiais|politieagenten|politieagent|wijkagenten|agents de quartier',
    { areas: ['policing'], ic: true },
  ),
  noun('detective|detectives|enqueteurs|enquetrices|enqueteur|rechercheurs|kriminalbeamte|investigadores policiales', { areas: ['policing'], ic: true }),
  noun('inspecteurs principaux|inspecteur principal|inspectrices principales|inp|police sergeants|sergeants|brigadiers|polizeihauptkommissare', {
    areas: ['policing'],
    levels: ['team_lead'],
  }),
  noun('commissaires de police|commissaire de police|police superintendents|chief inspectors|comisarios|delegados de policia|hoofdinspecteurs|polizeirate', {
    areas: ['policing'],
    levels: ['manager', 'senior_manager', 'director'],
  }),
  noun(
    'chef de corps|chefs de corps|chief of police|chiefs of police|chief constable|chief constables|police chief|police chiefs|korpschef|polizeiprasident|polizeiprasidenten',
    {
      areas: ['policing'],
      levels: CHIEF,
    },
  ),
  noun('calog|personnel calog|calog staff|civilian calog staff|civilian staff|police staff', { areas: ['office'] }),
  // ---- actuaries, investments, pension administration ---------------------------------------------------------------------
  area('actuarial|actuarial team|actuarial teams|actuarial function|aktuariat|actuariat|actuariaat|actuaria|atuaria', ['actuarial']),
  noun(
    'actuary|actuaries|actuarial analyst|actuarial analysts|actuarial students|aktuar|aktuare|aktuarin|aktuarinnen|actuaire|actuaires|actuario|actuarios|actuarias|atuario|atuarios|actuaris|actuarissen',
    { areas: ['actuarial'], ic: true },
  ),
  noun(
    'chief actuary|chief actuaries|head of actuarial|heads of actuarial|actuarial function holder|actuarial function holders|verantwortlicher aktuar|actuaire en chef|actuario jefe|hoofd actuariaat',
    {
      areas: ['actuarial'],
      levels: LEADERS,
    },
  ),
  area('kapitalanlage|vermogensbeheer|beleggingen|investments team|investment team|investment teams|inversiones|gestion d actifs', ['asset_management']),
  noun('portfolio managers|portfolio manager|investment analysts|beleggers|portfoliomanager|gestores de carteras|gerants de portefeuille', {
    areas: ['asset_management'],
    ic: true,
  }),
  noun('chief investment officer|chief investment officers', { areas: ['asset_management'], levels: CHIEF }),
  area(
    'pension administration|pensions administration|pension operations|pensioenuitvoering|pensioenadministratie|deelnemersadministratie|rentenverwaltung|gestion des retraites|administracion de pensiones|administracao de previdencia',
    ['pension_administration'],
  ),
  noun(
    'pensions administrators|pension administrators|pensioenconsulenten|pensioenconsulent|pensioenadministrateurs|pensioenuitvoerders|pensioenspecialisten|medewerkers deelnemersadministratie|medewerkers pensioenadministratie',
    { areas: ['pension_administration'], ic: true },
  ),
  word(
    'pension funds|pension fund|pensionskassen|pensionskasse|pensionsfonds|pensioenfondsen|pensioenfonds|fonds de pension|fondos de pensiones|fundos de pensao',
    { k: 'filler' },
  ),
  // ---- collections ----------------------------------------------------------------------------------------------------------
  area(
    'collections|collection|arrears|debt recovery|cobranza|cobranzas|cobros|cobranca|cobrancas|recouvrement|forderungsmanagement|mahnwesen|inkasso|incasso|huurachterstanden|huurachterstand',
    ['collections'],
    5,
  ),
  noun(
    'collectors|debt collectors|collections agents|collection agents|arrears officers|gestores de cobranza|gestores de cobro|agentes de cobranza|cobradores|inkassosachbearbeiter|incassomedewerkers|charges de recouvrement',
    { areas: ['collections'], ic: true },
  ),
  // ---- public casework, inspection and permits -------------------------------------------------------------------------------
  area('casework|case work|sociaal domein|werk en inkomen|instruction des dossiers', ['casework']),
  noun(
    'caseworker|caseworkers|case workers|case officers|klantmanagers|klantmanager|wmo consultants|wmo consulenten|consulenten wmo|instructeurs|instructeurs des aides|instructrices|gestionnaires de dossiers|fallmanager|fallmanagerinnen|gestores de expedientes|tecnicos de tramitacion',
    { areas: ['casework'], ic: true },
  ),
  area('handhaving|vergunningverlening|vergunningen|toezicht en handhaving|vth|enforcement|permits|ordnungsamt|bauaufsicht|fiscalizacao', ['inspection']),
  noun(
    'boas|boa|handhavers|handhaver|vergunningverleners|enforcement officers|building control officers|licensing officers|environmental health officers|inspecteurs de salubrite|inspectores municipales|fiscais',
    { areas: ['inspection'], ic: true },
  ),
  // ---- social work ------------------------------------------------------------------------------------------------------------
  area('social work|servico social|trabajo social|travail social|sozialarbeit|maatschappelijk werk|area social', ['social_work']),
  noun(
    'social workers|social worker|social educators|assistentes sociais|assistente social|educadores sociais|educador social|educadoras sociais|trabajadores sociales|trabajadoras sociales|travailleurs sociaux|assistants sociaux|assistantes sociales|educateurs specialises|sozialarbeiter|sozialarbeiterinnen|sozialpadagogen|maatschappelijk werkers|sociaal werkers|tecnicos sociais',
    { areas: ['social_work'], ic: true },
  ),
  noun('ajudantes de acao direta|ajudantes de lar|care workers', { areas: ['care'], ic: true }),
  // ---- housing associations: tenancy and maintenance -------------------------------------------------------------------------
  noun(
    'woonconsulenten|woonconsulent|verhuurmedewerkers|verhuurconsulenten|wijkbeheerders|wijkconsulenten|sociaal beheerders|tenancy officers|neighbourhood officers|lettings officers',
    { areas: ['property_management'], ic: true },
  ),
  area('vastgoedonderhoud|building maintenance|property maintenance|repairs and maintenance|reparaturen und instandhaltung', ['maintenance']),
  noun(
    'opzichters|opzichter|vakmensen|vaklieden|maintenance operatives|maintenance technicians|maintenance inspectors|onderhoudsmonteurs|repairs operatives|multi trade operatives',
    { areas: ['maintenance'], ic: true },
  ),
  // ---- audit and management consulting ------------------------------------------------------------------------------------------
  area(
    'audit|audits|external audit|statutory audit|commissariat aux comptes|auditoria|auditoria externa|wirtschaftsprufung|abschlussprufung|prufung|prufungswesen|accountantscontrole|controlepraktijk',
    ['audit'],
  ),
  noun(
    'auditors|auditor|auditeurs|auditrices|auditeur|auditores|auditoras|wirtschaftsprufer|prufungsassistenten|audit seniors|audit associates|audit assistants|controlerend accountants',
    { areas: ['audit'], ic: true },
  ),
  noun('audit partners|audit partner|associes audit|commissaires aux comptes|commissaire aux comptes|statutory auditors|socios de auditoria', {
    areas: ['audit'],
    levels: ['partner'],
  }),
  noun('chefs de mission|chef de mission|cheffes de mission', { levels: ['team_lead'] }),
  noun(
    'management consultants|consultores de gestion|consultoras de gestion|consultores de negocio|consultores de estrategia|consultants en management|unternehmensberater|managementconsultants|strategy consultants',
    {
      areas: ['professional_service'],
      ic: true,
    },
  ),
  // Who runs a client engagement at a consultancy (reader: "Engagement Manager", "Manager (Beratung)", a firm's bare "Manager").
  noun(
    'engagement managers|engagement manager|engagement leads|engagement lead|engagement leaders|gerentes de consultoria|gerentes de proyecto de consultoria|managers conseil|directeurs de mission|directrices de mission',
    { areas: ['professional_service'], levels: ['manager', 'senior_manager', 'director'] },
    4,
  ),
  noun('consultores de seleccion|consultores de r&s|consultores de recrutamento|consultants en recrutement|personalberater', {
    areas: ['recruiting'],
    ic: true,
  }),
  // ---- public agencies' ladder ("chargés de mission" → "conseillers techniques" → "chefs de bureau" → "sous-directeurs") ------------
  noun('conseillers techniques|conseiller technique|conseillere technique|conseilleres techniques', { areas: ['public_policy'], levels: ['senior'] }, 4),
  noun('chefs de bureau|chef de bureau|cheffe de bureau|cheffes de bureau', { areas: ['public_policy'], levels: ['head'] }, 4),
  noun('sous directeurs|sous directeur|sous directrice|sous directrices|sous direction', { areas: ['public_policy'], levels: ['director'] }, 4),
  // ---- hospital doctors: residents, on-call and specialist physicians ---------------------------------------------------------
  noun(
    'corpo clinico|medicos do corpo clinico|residentes|medicos residentes|plantonistas|medicos plantonistas|medicos especialistas|resident doctors|junior doctors|registrars|medecins hospitaliers|assistenzarzte|facharzte|oberarzte|arts assistenten|medisch specialisten',
    { areas: ['medical'], ic: true },
    4,
  ),
  // ---- elected members: no staff, no non-executives ---------------------------------------------------------------------------
  // A council's members, its executive among them (session 41: not its mayor).
  noun(
    'aldermen|elected aldermen|councillors|elected councillors|councilors|concejales|vereadores|raadsleden|gemeenteraadsleden|conseillers municipaux|conseil municipal|camara de vereadores',
    { roles: ['elected_member', 'council_executive'], alone: true },
    5,
  ),
  // Session 42: a council's executive (the cabinet, wethouders, schepenen, deputy mayors, adjoints, delegated concejales).
  noun(
    'wethouders|wethouder|schepenen|schepen|cabinet members|cabinet member|portfolio holders|council cabinet|the cabinet|leader of the council|council leader|council leaders|' +
      'deputy mayors|deputy mayor|adjoints au maire|adjoints du maire|maires adjoints|tenientes de alcalde|teniente de alcalde|concejales delegados|concejales de gobierno|' +
      'stellvertretende burgermeister|vice prefeitos|vice prefeito|locoburgemeesters|locoburgemeester',
    { roles: ['council_executive'], alone: true },
    5,
  ),
  // Session 42: its ordinary members (session 41: "kein Stadtrat", "niet de gewone raadsleden").
  noun(
    'gewone raadsleden|ordinary councillors|backbench councillors|backbenchers|opposition councillors|stadtrat|stadtrate|gemeinderat|gemeinderate|kreistag|kreistagsmitglieder|' +
      'einfache ratsmitglieder|simples conseillers|simples conseillers municipaux|concejales de la oposicion|concejales sin delegacion|vereadores da oposicao',
    { roles: ['elected_member'], alone: true },
    5,
  ),
  // Session 41: the elected ("pas les élus", "elected officials") are the council's members and the mayor.
  noun(
    'elected officials|elected members|elus|les elus|eleitos|os eleitos|cargos electos|gewahlte|mandatarissen',
    { roles: ['elected_member', 'mayor', 'council_executive'], alone: true },
    5,
  ),
  // Session 42: a German city's Beigeordnete and Dezernenten, a Brazilian city's municipal secretaries (its "primeiro escalão"),
  // a council's strategic and corporate directors and a French collectivity's DGA: the directors of its administration.
  noun(
    'beigeordnete|beigeordneten|dezernenten|dezernentinnen|dezernent|secretarios municipais|secretarias municipais|secretario municipal|primeiro escalao|' +
      'strategic directors|corporate directors|directeurs generaux adjoints|directeur general adjoint|directeurs de pole|concerndirecteuren|concerndirectie',
    { areas: ['public_policy'], levels: ['director'] },
    5,
  ),
  // Session 41: the mayor (and a county's or an agglomeration's elected head) is a role of its own among the elected members.
  noun(
    'mayor|mayors|the mayor|lord mayor|burgermeister|burgermeisterin|oberburgermeister|oberburgermeisterin|landrat|landratin|burgemeester|burgemeesters|maire|maires|le maire|alcalde|alcaldesa|alcaldes|prefeito|prefeita|prefeitos|o prefeito',
    { roles: ['mayor'], alone: true },
    5,
  ),
  noun('non execs|non exec|non executives|non executive directors|neds', { employment: ['board'] }),
];

const POLICE = /\b(police|polic\w*|polizei\w*|politie\w*|encadrement|commissaires?)\b/;
const FIRE_OR_POLICE = /\b(fire|firefighters?|police|polic\w*|polizei\w*|politie\w*|brandweer|pompiers?|bomberos?|bombeiros?|feuerwehr\w*)\b/;
/** A fire service named as such (a bare "fire" in a list of employers is no sense of "CFO"). */
const FIRE_SERVICE =
  /\b(fire (and|&) rescue|fire services?|fire brigades?|firefighters?|fire officers?|chief fire officers?|acfos?|brandweer|feuerwehr\w*|pompiers|bomberos|bombeiros)\b/;
const EMERGENCY: Tag = { k: 'noun', areas: ['emergency_control'], ic: true };

/** A sentence about consultancies: the employer's words or the firm's own ladder named. */
const CONSULTANCY =
  /\b(consultanc\w*|consulting|(unternehmens)?beratung\w*|beratungshaus\w*|cabinets? de conseil|societes? de conseil|conseil en (management|strategie)|consultoras?|consultorias?|firmas de consultoria|adviesbureau\w*|engagement managers?|engagement leads?)\b/;
const FIRM_RANK: Tag = { k: 'noun', areas: ['professional_service'], levels: ['senior_manager', 'head', 'director'] };
const FIRM_STAFF: Tag = { k: 'noun', areas: ['professional_service'], ic: true };

/** Words whose sense depends on the sector the sentence is about (tag-sentence.ts). */
export const PUBLIC_SENSES: ReadonlyArray<readonly [RegExp, ReadonlyMap<string, Tag>]> = [
  // Session 42: beside portfolio managers or investments, financial and research analysts are the investment team's analysts.
  [
    /\b(portefeuilles?|portfolios?|carteras?|carteiras?|investissements?|inversiones|investimentos|investments?|kapitalanlage\w*|beleggingen|fund managers?|gerants?)\b/,
    new Map<string, Tag>(
      'analystes financiers|analyste financier|financial analysts|research analysts|analistas financieros|analistas financeiros|finanzanalysten|financieel analisten|analystes'
        .split('|')
        .map((w): readonly [string, Tag] => [w, { k: 'noun', areas: ['asset_management'], ic: true }])
        // (and their "négociateurs" trade, no property negotiators)
        .concat([['negociateurs', { k: 'noun', areas: ['trading'], ic: true }]]),
    ),
  ],
  // Session 42: beside a French collectivity's words the DGA is its deputy director-general (a director of its administration).
  [
    /\b(collectivites?|mairies?|communes?|agglomerations?|intercommunalites?|departements?|regions?|dgs|direction generale des services)\b/,
    new Map<string, Tag>([
      ['dga', { k: 'noun', areas: ['public_policy'], levels: ['director'] }],
      ['dgas', { k: 'noun', areas: ['public_policy'], levels: ['director'] }],
    ]),
  ],
  // Beside consultancies "principals" are the rung above the engagement managers (not school heads, not the senior rung of
  // engineers), and "consultants" / "analysts" the firm's consultants, not contractors.
  [
    CONSULTANCY,
    new Map<string, Tag>([
      ['principals', FIRM_RANK],
      ['principal', FIRM_RANK],
      ['consultants', FIRM_STAFF],
      ['consultant', FIRM_STAFF],
      ['analysts', FIRM_STAFF],
    ]),
  ],
  [
    POLICE,
    new Map<string, Tag>([
      ['agents', { k: 'noun', areas: ['policing'], ic: true }],
      ['inspectors', { k: 'noun', areas: ['policing'], ic: true }],
      ['inspecteurs', { k: 'noun', areas: ['policing'], ic: true }],
      ['commissaires', { k: 'noun', areas: ['policing'], levels: ['manager', 'senior_manager', 'director'] }],
      ['commissaire', { k: 'noun', areas: ['policing'], levels: ['manager', 'senior_manager', 'director'] }],
    ]),
  ],
  [
    FIRE_OR_POLICE,
    new Map<string, Tag>([
      ['control room', { k: 'area', areas: ['emergency_control'] }],
      ['control room staff', EMERGENCY],
      ['dispatchers', EMERGENCY],
      ['dispatcher', EMERGENCY],
    ]),
  ],
  [
    FIRE_SERVICE,
    new Map<string, Tag>([
      ['area managers', { k: 'noun', areas: ['firefighting'], levels: ['head', 'director'] }],
      ['cfo', { k: 'noun', areas: ['firefighting'], levels: CHIEF }],
    ]),
  ],
  [
    /\b(handhaving|vergunning\w*|boas?|enforcement|permits?)\b/,
    new Map<string, Tag>([
      ['toezichthouders', { k: 'noun', areas: ['inspection'], ic: true }],
      ['inspecteurs', { k: 'noun', areas: ['inspection'], ic: true }],
      ['inspectors', { k: 'noun', areas: ['inspection'], ic: true }],
      ['toezicht', { k: 'area', areas: ['inspection'] }],
    ]),
  ],
  [
    /\b(cobranza|cobro|cobranca|collections)\b/,
    new Map<string, Tag>([
      ['gestores', { k: 'noun', areas: ['collections'], ic: true }],
      ['gestoras', { k: 'noun', areas: ['collections'], ic: true }],
    ]),
  ],
  [/\b(audit\w*|commissaires? aux comptes)\b/, new Map<string, Tag>([['chefs de mission', { k: 'noun', areas: ['audit'], levels: ['team_lead'] }]])],
  [
    /\b(ipss|servico social|social)\b/,
    new Map<string, Tag>([
      ['diretora tecnica', { k: 'noun', areas: ['social_work'], levels: ['director'] }],
      ['diretor tecnico', { k: 'noun', areas: ['social_work'], levels: ['director'] }],
    ]),
  ],
];
