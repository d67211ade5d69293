// The title reader's vocabulary of insurers' and pension funds' specialists (actuaries, investments, pension
// administration), lenders' collections, fire and rescue services, police forces and emergency control rooms, public
// casework and inspection, social work, housing associations' tenancy and maintenance, and audit firms (DATA), in English,
// German, French, Spanish, Portuguese and Dutch. Each table is spliced into the reader's own at one place:
// - PUBLIC_PHRASES (title-normalise.ts, first of the vertical phrases): the sectors' titles in the reader's long forms,
//   which carry the rung in the reader's words ("Watch Manager" manages firefighters, "Crew Manager" leads a crew,
//   "Inspecteur principal" leads police officers, "Chef de corps" is a police force's chief executive);
// - PUBLIC_FUNCTIONS (title-functions.ts, first rows of FUNCTION): the function and sub-area of those long forms;
// - PUBLIC_AREA_OF_SUB (person.ts): the contract's areas of those sub-areas, which win over the generic area rules (an
//   "Arrears Officer" is collections, not accounts receivable only; a "Pensions Administrator" no office clerk);
// - PUBLIC_EXTRA_AREAS: a second area (a chief fire officer is the service's chief executive and a firefighter).
// Rungs (src/matching/README.md, reader section): firefighters and police officers, detectives, actuaries, collectors,
// caseworkers, inspectors, social workers, auditors are individual contributors; a crew manager, a police sergeant /
// "inspecteur principal", a collections or pensions team leader, an audit "chef de mission" lead a team; a watch
// manager, a police inspector / "commissaire", an audit manager manage; a station manager is a senior manager; group and
// area managers of a fire service, assistant chief fire officers direct; the chief fire officer and the "chef de corps"
// are the chief executive; an audit partner / "commissaire aux comptes" is a partner.
import type { AreaKey } from '../criteria.js';
import type { Fn } from '../taxonomy.js';

const FIRE = '(fire|brandweer|feuerwehr|bomberos?|bombeiros?|pompiers?|incendie)';
const INVEST = '(investment\\w*|vermogensbeheer|beleggingen|kapitalanlage\\w*|inversiones|investimentos|placements|asset management)';

/** Long forms of the sectors' titles (applied to a normalised title, in order, before the other verticals' phrases). */
export const PUBLIC_PHRASES: ReadonlyArray<readonly [RegExp, string]> = [
  // ---- fire and rescue ----
  [/\bcfo (?=chief fire officer)/g, ''],
  [/\b(deputy|assistant) chief fire officer\b|\bd?acfo\b|\bdcfo\b/g, 'firefighting director'],
  [
    /\bchief fire officer\b|\bfire chief\b|\bkommandant(in)? der (berufs)?feuerwehr\b|\bcommandant(e)? des pompiers\b|\bjef[ea] de bomberos\b|\bcomandante (dos )?bombeiros\b|\bcommandant brandweer\b/g,
    'chief fire officer',
  ],
  [
    new RegExp(
      `\\b(group|area) (manager|commander)\\b(?=.*\\b(${FIRE}|response|service delivery|protection|prevention)\\b)|\\b${FIRE} (group|area) (manager|commander)\\b`,
      'g',
    ),
    'firefighting director',
  ],
  // Session 54: a Spanish-speaking fire service's first commander and its station commanders.
  [/\bprimer(a|o)? comandante( de bomberos)?\b|\bcomandante jefe( de bomberos)?\b/g, 'chief fire officer'],
  [
    /\bcomandante de estacion\b|\bstation (manager|commander|officer)\b|\bwachleit(er|erin)\b|\bchef(fe)? de centre (de secours)?\b|\bkazernecommandant\b|\bjef[ea] de parque\b/g,
    'firefighting senior manager',
  ],
  [/\bwatch (manager|commander)\b|^wm$|\bzugfuhrer(in)?\b|\bchef(fe)? de garde\b|\bofficier van dienst\b|\bsargento de bomberos\b/g, 'firefighting manager'],
  [/\bcrew (manager|commander)\b|^cm$|\bgruppenfuhrer(in)?\b|\bchef(fe)? d'agres\b|\bbevelvoerder\b|\bcabo de bomberos\b/g, 'firefighting team leader'],
  [
    /\bfire control (room )?(operator|officer)\b|\bcontrol (room )?(operator|officer)\b(?=.*\b(fire|police|999|112)\b)|\bfirefighter (control)\b|\bcalltaker\b|\bcall handler\b|\bleitstellendisponent(in)?\b|\boperat(eur|rice) (cta|codis|de salle)\b|\bmeldkamercentralist\b|\bcentralist meldkamer\b|\boperador(a)? (de )?(emergencias|112)\b/g,
    'emergency control operator',
  ],
  [
    /\b(trainee |development |competent |wholetime |retained |on-? ?call )*(firefighter|fire fighter|ff)( development| trainee)?\b|^ff$|\bfeuerwehr(mann|frau|leute)\b|\b(ober|haupt)?brandmeister(in)?\b|\bnotfallsanitater\b|\bsapeur(s)?-pompier(s)?\b|\bpompier\b|\bbomber[oa]\b|\bbombeir[oa]\b|\bbrandweer(man|vrouw|mensen)\b/g,
    'firefighter',
  ],
  [
    /\b(business )?fire safety (officer|inspector|advisor|adviser)\b|(?<!\bdata )\bprotection officer\b(?=.*\bfire\b)|^protection officer$|\bbrandschutz(beauftragte|sachbearbeiter)\w*\b|\bpreventionniste\b|\badviseur brandveiligheid\b/g,
    'fire safety hse officer',
  ],
  // ---- police ----
  [
    /\bchef de corps\b|\bchief of police\b|\bchief constable\b|\bpolizeiprasident(in)?\b|\bkorpschef\b|\bjef[ea] de (la )?policia( local)?\b|\bcomandante da policia\b/g,
    'police chief executive',
  ],
  [/\bcommissaire divisionnaire\b(?=.*\badjoint)|\bdeputy chief constable\b|\badjoint(e)? au chef de corps\b/g, 'police director'],
  [
    /\b(premier )?commissaire( divisionnaire)?( de police)?\b(?! aux comptes)|\bpolice (superintendent|chief inspector|inspector)\b|\b(chief|detective) (superintendent|inspector)\b|\bpolizei(rat|ratin|oberrat|direktor)\b|\bkriminal(rat|ratin)\b|\bcomisari[oa]( de policia)?\b|\bdelegad[oa] de policia\b|\bhoofdcommissaris\b|\bhoofdinspecteur\b/g,
    'police manager',
  ],
  [
    /\binspect(eur|rice) principal(e)?( de police)?\b|\binp\b|\b(police )?sergeant\b|\bpolizeihauptkommissar(in)?\b|\bbrigadier(-chef)?\b(?! general)|\bsubinspector\b|\binspecteur van politie\b/g,
    'police team leader',
  ],
  [
    /\benquet(eur|rice)\b|\bdetective( constable| sergeant)?\b|\bkriminal(beamt\w*|kommissar\w*|oberkommissar\w*)\b|\brechercheur\b|\binvestigador(a)? (de |da )?polic\w*\b|\bagente de policia judicial\b/g,
    'police detective officer',
  ],
  [
    /\binspect(eur|rice) (de police|- ?service intervention|de proximite)\b|\binspect(eur|rice) (?=.*\bintervention\b)|\bagent(e)? (de police|de quartier|van politie)\b|\b(community )?police (officer|constable)\b|\bpolizist(in)?\b|\bpolizei(beamt\w*|meister\w*|obermeister\w*|kommissar\w*)\b|\bgendarme\b|\bagente de (la )?policia\b|\bpolicia (local|nacional|municipal)\b|\bpolicial (militar|civil)?\b|\bagente da policia\b|\bpolitieagent\b|\bhoofdagent\b|\bwijkagent\b/g,
    'police officer',
  ],
  [/\bcalog\b|\bcivilian (administrative|admin|staff)\b/g, 'office administration'],
  // ---- boards of public bodies, charities and credit unions: governors, the Direção of an association, volunteer directors ----
  [
    /^(school |foundation trust |public )?governor$|\b(vogal|presidente|membro|secretari[oa]|tesoureir[oa]) da direcao\b|\bmiembro del consejo( de administracion)?\b(?! (asesor|consultivo))|\b(board oversight|credit|supervisory) committee member\b|\bvolunteer director\b/g,
    'board member',
  ],
  // ---- insurers: field claims (loss adjusters, motor and building assessors), not the claims handlers indoors ----
  [
    /\b(gutachter(in)?|sachverstandige(r)?)( (fur )?\w*schad\w*)?\b|\bkfz-? ?sachverstandige(r)?\b|\b\w*schadenregulierer(in)?\b|\bexpert(e)? (sinistres|automobile)\b|\bperito( tasador)?\b|\btasador(a)?\b|\bregulador(a)? de sinistros\b|\bschade-? ?expert\b/g,
    'claims loss adjuster',
  ],
  [/\bfield claims (adjuster|investigator|inspector)\b|\bclaims (adjuster|investigator)\b/g, 'claims loss adjuster'],
  // ---- insurers and pension funds: actuaries, investments ----
  [
    /\bchief actuary\b|\bhead of actuarial( function)?\b|\bactuarial function holder\b|\bsleutelfunctiehouder actuari\w* functie\b|\bleiter(in)? (des )?aktuariat\w*\b|\bverantwortliche(r)? aktuar(in)?\b|\bactuaire en chef\b|\bactuario jefe\b|\batuario[- ]chefe\b|\bhoofd actuariaat\b/g,
    'head of actuarial',
  ],
  [
    /\bactuarial (student|trainee|assistant)\b|\btrainee aktuariat\b|\bmathematiker(in)? aktuariat\b|\bactuarieel (analist|medewerker)\b|\bactuarial analyst\b|\banalyste actuariel(le)?\b|\banalista actuarial\b/g,
    'junior actuarial analyst',
  ],
  [/\b(\w+-)?aktuar(in)?\b|\bactuar(y|ies)\b|\bactuaire\b|\bactuari[oa]\b|\batuari[oa]\b|\bactuaris\b/g, 'actuary'],
  [
    new RegExp(`\\bcio\\b(?=.*\\b${INVEST}\\b)|\\b${INVEST}\\b.*\\bcio\\b|\\bdirecteur vermogensbeheer\\b|\\bchief investment officer\\b`, 'g'),
    'chief investment officer',
  ],
  [/\bchief investment officer( cio)?\b|\bcio chief investment officer\b/g, 'chief investment officer'],
  [
    /\b(portfolio ?manager(in)?|belegger|gerente de carteira|gestor(a)? de (carteras|carteira|inversiones)|gerant(e)? de portefeuille|fonds ?manager(in)?|fund manager|gerant(e)? (actions|obligations|obligataire|taux|diversifie|multi-? ?gestion|de fonds|credit|convertibles|quantitatif|alternatif))\b(?!.*\b(immobilien|vastgoed|real estate|property|inmobiliari\w*|imobiliari\w*|immobilier)\b)/g,
    'investment portfolio specialist',
  ],
  [
    // (Session 42: an investment house's research analysts, "Research-Analystin", "Analyste financier", "Analista de Research".)
    /\bkapitalanlage-? ?analyst(in)?\b|\bbeleggingsanalist\b|\banalista de inversiones\b|\banalyste (financier )?investissement\b|\b(equity|investment|buy-side|sell-side|credit) research analyst\b|\bresearch-analyst(in)?\b|\banalyste (actions|buy-side|sell-side)\b|\banalista (de )?(research|renta variable|acoes)\b|\baktienanalyst(in)?\b/g,
    'investment analyst',
  ],
  // (Session 42: a wealth manager's "gérant(e) de fortune" / "gérant privé" looks after clients: a private banker.)
  [/\bgerant(e)? (de fortune|prive(e)?|de patrimoine)\b|\bgestor(a)? (de )?patrimon(io|ial)\b/g, 'private banker'],
  [/\bhead of investments?\b|\bleiter(in)? kapitalanlage(n)?\b|\bhoofd beleggingen\b/g, 'head of investment asset management'],
  // ---- pension administration ----
  [/\bpensions? operations manager\b|\bmanager pensioenuitvoering\b|\bmanager pensioenen\b/g, 'pension administration manager'],
  [/\bteamleider (pensioenuitvoering|deelnemersadministratie|pensioenadministratie)\b|\bpensions? team leader\b/g, 'pension administration team leader'],
  [
    /\b(senior )?(pensioen(administrateur|uitvoerder|consulent|adviseur|specialist)|pensions? (administrator|administration officer|consultant|specialist)|medewerker (pensioenadministratie|deelnemersadministratie)|rentensachbearbeiter(in)?|gestionnaire retraite)\b/g,
    '$1pension administration officer',
  ],
  // ---- collections ----
  // Session 61: a lender's collections and recoveries in its own words ("Responsable de Recobro", "Jefe de Recobro",
  // "Gestora de Recuperação de Crédito", "Sanierungsbetreuer", "Spezialistin Intensivbetreuung",
  // "Mahnwesen", "Técnico de Precontencioso"): the word becomes "collections", and the title's own words give its rung. (The
  // words accounts receivable shares, "cobranza", "recouvrement", "Forderungsmanagement", are a lender's collections: firm.ts.)
  [
    /\b(recobros?|recuperacao( de credito| judicial)?|recuperacion de (deuda|credito)s?|mahnwesen|precontencioso|sanierungsbetreu(ung|er|erin)|intensivbetreuung|debt recovery|recoveries)\b(?! (de ativos|fisica|funcional))/g,
    'collections',
  ],
  [
    /\b(collections?|arrears|cobranza|cobranca|recouvrement|forderungsmanagement|mahnwesen|incasso) (team ?lead(er)?|supervisor)\b|\b(coordinador(a)?|supervisor(a)?|jef[ea]) de cobranzas?\b|\bteamleider incasso\b/g,
    'collections team leader',
  ],
  [/\b(collections?|arrears) manager\b|\bgerente de cobranzas?\b|\bleiter(in)? (forderungsmanagement|mahnwesen|sanierung)\b/g, 'collections manager'],
  [
    /\b(collections?|arrears|debt recovery|income recovery|rent arrears) (officer|agent|specialist|advisor|adviser|analyst)\b|\bsachbearbeiter(in)? (forderungsmanagement|mahnwesen|sanierung|inkasso)\b|\bmitarbeiter(in)? (mahnwesen|inkasso|forderungsmanagement)\b|\b(gestor(a)?|agente|ejecutiv[oa]|analista) de cobranzas?\b|\banalista de cobranca\b|\bcharge(e)? de recouvrement\b|\bincassomedewerker\b|\bmedewerker (incasso|huurachterstand)\b/g,
    'collections officer',
  ],
  // ---- public casework and inspection ----
  [
    /\bklantmanager( werk en inkomen| participatie| inkomen)?\b|\bcasemanager( sociaal domein| wmo)?\b|\bconsulent (wmo|werk|inkomen|jeugd)\b|\bwmo-? ?consulent\b|\b(social support|benefits?) (consultant|caseworker|officer|assessor)\b|\bcase ?worker\b|\bcase officer\b|\binstruct(eur|rice) (des aides|de dossiers( de subvention)?)\b|\bgestionnaire de dossiers\b|\battache(e)? d'administration\W+instruction\b|\bfallmanager(in)?\b|\bsachbearbeiter(in)? (leistung|leistungen|sozialhilfe|wohngeld)\b|\bgestor(a)? de expedientes\b|\btecnic[oa] de tramitacion\b/g,
    'public services caseworker',
  ],
  [
    /\b(boa|handhaver)( \/ (boa|handhaver|toezichthouder))*( openbare ruimte| bouw| milieu)?\b|\btoezichthouder( \/ (boa|handhaver))*( openbare ruimte| milieu| wabo| apv| parkeren| kinderopvang| bouw- en woningtoezicht)\b|\btoezichthouder \/ (boa|handhaver)\b|\benforcement officer\b|\b(building control|licensing|environmental health|trading standards) officer\b|\bvergunningverlener\b|\bmedewerker vergunningen\b|\bbauaufsicht\w*\b|\bmitarbeiter(in)? ordnungsamt\b|\binspector(a)? (de obras|municipal|urbanistic[oa])\b|\bfiscal municipal\b/g,
    'public inspection officer',
  ],
  [/\b(teamleider|manager) (toezicht|handhaving|vergunningen|vth)\b|\bhead of (enforcement|regulatory services)\b/g, 'public inspection manager'],
  // ---- social work ----
  [/\bdiret(or|ora) tecnic[oa]\b(?=.*\b(ipss|lar|servico social|cafap)\b)/g, 'director of social work'],
  [
    /\b(school )?social worker\b|\bassistente social\b|\btecnic[oa] superior de servico social\b|\bservico social\b|\beducador(a)? social\b|\bsocial educator\b|\banimador(a)? sociocultural\b|\bsozialarbeiter(in)?\b|\bsozialpadagog(e|in)\b|\btravailleu(r|se) social(e)?\b|\bassistant(e)? (de service )?social(e)?\b|\beducat(eur|rice) specialise(e)?\b|\btrabajador(a)? social\b|\bmaatschappelijk werker\b|\bsociaal werker\b|\bpsicolog[oa] \(?cafap\)?/g,
    'social worker',
  ],
  // ---- housing associations: tenancy and maintenance ----
  [
    /\bhousing services manager\b|\b(manager|teamleider) (wonen|verhuur|klant en wijk|wijkbeheer)\b|\bhead of housing( services)?\b(?! polic)/g,
    'tenancy manager',
  ],
  [
    /\b(woonconsulent|consulent wonen|verhuurconsulent|medewerker verhuur|verhuurmedewerker|wijkconsulent|wijkbeheerder|sociaal beheerder|neighbourhood officer|tenancy (officer|advisor|adviser)|lettings officer)\b/g,
    'tenancy officer',
  ],
  [/\b(teamleider|ploegleider|manager|hoofd) (vastgoed)?onderhoud\b|\bmaintenance (team leader|supervisor)\b/g, 'maintenance team leader'],
  [
    /\bopzichter( \w+)?( onderhoud)?\b|\bmaintenance inspector\b|\binspecteur vastgoed\b|\bmulti-? ?trade operative\b|\ballround onderhoudsmonteur\b|\b\w+ (mutatie|planmatig|dagelijks) ?onderhoud\b/g,
    'maintenance technician',
  ],
  // ---- audit firms ----
  // (session 39: "Partner, Audit & Assurance", "Partner Audit (WP/StB)", "Socio de Auditoría", "Sócio ROC", "Associé CAC")
  [
    /\bcommissaire aux comptes\b|\bstatutory auditor\b|\bassocie(e)? (audit|cac)\b|\baudit partner\b|\bwirtschaftsprufer(in)?\b(?=.*\bpartner\b)|\bpartner(in)?,? (audit|assurance)( (&|and) assurance)?\b|\bsoci[oa],? (de )?(auditori[ao]|roc)\b|\brevisor(a)? oficial de contas\b(?=.*\bsoci[oa]\b)/g,
    'audit partner',
  ],
  [/\brevisor(a)? oficial de contas\b/g, 'auditor'],
  [/\bchef(fe)? de mission (audit|commissariat aux comptes|cac)\b|\baudit (team leader|in-charge)\b/g, 'audit team leader'],
  [/\baudit (senior )?manager\b|\bmanager audit\b|\bprufungsleiter(in)?\b/g, 'audit manager'],
  [/\baudit senior\b/g, 'senior auditor'],
  [/\baudit (assistant|associate)\b|\bassistant(e)? audit\b|\bprufungsassistent(in)?\b/g, 'auditor assistant'],
  [/\baudit(eur|rice)( financi(er|ere))?\b|\bexternal auditor\b|(?<!\bnight )\bauditor(a)?\b|\bcontrolerend accountant\b/g, 'auditor'],
];

/** Long forms that lead a team or manage at the senior-manager rung (person.ts levelOf: the raw title says "manager"). */
export const PUBLIC_TEAM_LEAD = /\b(firefighting|police|collections|audit|maintenance|pension administration) team leader\b/;
export const PUBLIC_SENIOR_MANAGER = /\bfirefighting senior manager\b/;

/** Function rows of the sectors, tested before the reader's generic ones (title-functions.ts). */
export const PUBLIC_FUNCTIONS: ReadonlyArray<readonly [RegExp, [Fn, string]]> = [
  [/\b(firefighter|firefighting|chief fire officer)\b/, ['public_service', 'fire']],
  [/\bemergency control\b/, ['public_service', 'control']],
  [/\bpolice\b/, ['public_service', 'police']],
  [/\b(actuary|actuarial)\b/, ['finance', 'actuarial']],
  [/\b(chief investment officer|investment (asset management|portfolio|analyst))\b/, ['finance', 'investment']],
  [/\bpension administration\b/, ['operations', 'pensions']],
  [/\bcollections (officer|team leader|manager)\b/, ['finance', 'collections']],
  // Session 61: any title of collections its rung words do not name above ("Responsable de collections", "Head of Collections").
  [/^(?!.*\b(keeper|curator|registrar|museum|gallery|library|archives?|special collections)\b).*\bcollections\b/, ['finance', 'collections']],
  [/\bpublic services caseworker\b/, ['public_service', 'services']],
  [/\bpublic inspection\b/, ['public_service', 'inspection']],
  [/\b(social worker|director of social work)\b/, ['public_service', 'social']],
  [/\btenancy (officer|manager)\b/, ['operations', 'property']],
  [/\bmaintenance (technician|team leader)\b/, ['trade', 'maintenance']],
  [/(?<!\bnight )\b(auditor|audit (partner|team leader|manager))\b/, ['finance', 'audit']],
];

/** The contract's areas of the sub-areas above (they win over the generic area rules of areas.ts). */
export const PUBLIC_AREA_OF_SUB: Readonly<Record<string, AreaKey>> = {
  'public_service.fire': 'firefighting',
  'public_service.control': 'emergency_control',
  'public_service.police': 'policing',
  'finance.actuarial': 'actuarial',
  'finance.investment': 'asset_management',
  'operations.pensions': 'pension_administration',
  'finance.collections': 'collections',
  'public_service.services': 'casework',
  'public_service.inspection': 'inspection',
  'public_service.social': 'social_work',
  'trade.maintenance': 'maintenance',
  'finance.audit': 'audit',
};

/** Named roles of the sectors (title-roles.ts): loss adjusters among the claims people, elected members among the board. */
export const PUBLIC_ROLE_KEYS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bchief executive mayor\b/, 'mayor'],
  [/\belected executive board member\b/, 'council_executive'],
  [/\bloss adjuster\b/, 'loss_adjuster'],
  [/\belected (board )?member\b|\b(alderman|alderwoman|councillor|concejal(a)?|vereador(a)?)\b/, 'elected_member'],
];

/** A second area of a title that names two: the chief of a fire service or police force is its chief executive and one of its own. */
export const PUBLIC_EXTRA_AREAS: ReadonlyArray<readonly [Fn, RegExp, AreaKey[]]> = [
  ['operations', /\bpolice chief executive\b/, ['policing']],
  ['public_service', /\bchief fire officer\b/, ['general_management']],
  // Collections are accounts receivable's work too (a persona excluding AR leaves them out).
  ['finance', /\bcollections\b/, ['ap_ar']],
];
