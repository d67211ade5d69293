// The persona compiler's vocabulary of health care and education (DATA), in English, German, French, Spanish,
// Portuguese and Dutch: nurses and their leaders, physicians and the medical director, care workers, practice and
// care-home managers, rota planners, teachers, teaching assistants and school leaders. Spliced into LEXICON
// (lexicon.ts); the words whose sense depends on a health-care sentence ("CMO", "auxiliares") are CARE_SENSES,
// read by tag-sentence.ts. The title reader's side is reader/verticals-care.ts.
import type { AreaKey, Level } from '../criteria.js';
import type { Entry, Tag } from './lexicon.js';
import { ACADEMIC_PROGRAMME_DIRECTORS } from './lexicon-institutions.js';

const LEADERS: Level[] = ['head', 'director', 'vp', 'svp', 'c_level'];
/** Who leads a school or a faculty: principals and deans (director rung), their deputies and department chairs (head rung); not the chief of a college or school group. */
const SCHOOL_LEADERS: Level[] = ['manager', 'senior_manager', 'head', 'director'];
const WARD: Level[] = ['team_lead', 'manager', 'senior_manager'];

const people = (phrases: string, areas: AreaKey[], extra: Omit<Extract<Tag, { k: 'noun' }>, 'k' | 'areas'> = {}, p = 3): Entry => ({
  phrases,
  tag: { k: 'noun', areas, ...extra },
  p,
});
const named = (phrases: string, roles: string[]): Entry => ({ phrases, tag: { k: 'noun', roles, alone: true }, p: 3 });

export const CARE_LEXICON: Entry[] = [
  // ---- health care ----------------------------------------------------------------------------------
  {
    phrases:
      'nursing|nursing staff|nursing team|nursing department|pflege|pflegedienst|pflegeteam|krankenpflege|altenpflege|enfermeria|enfermagem|soins infirmiers|verpleging|verpleegkunde|zorg|de zorg|ward|wards',
    tag: { k: 'area', areas: ['nursing'] },
    p: 3,
  },
  {
    phrases: 'medical|medical staff|medizin|medicina|medecine|geneeskunde|medisch|medische|medizinisch|medizinische|medizinischer|medizinischen',
    tag: { k: 'area', areas: ['medical'] },
    p: 3,
  },
  people(
    'nurse|nurses|rn|rns|rgn|rgns|registered nurse|registered nurses|registered general nurses|staff nurse|staff nurses|ward nurses|floor nurses|enfermera|enfermeras|enfermero|enfermeros|enfermeras y enfermeros|enfermeros de planta|enfermeras de planta|enfermeria de planta|enfermeiro|enfermeiros|enfermeira|enfermeiras|infirmier|infirmiers|infirmiere|infirmieres|infirmiers diplomes d etat|infirmieres diplomees d etat|infirmier diplome d etat|infirmiere diplomee d etat|verpleegkundige|verpleegkundigen|wijkverpleegkundige|wijkverpleegkundigen|district nurses|district nurse|community nurses|community nurse|pflegekraft|pflegekrafte|pflegefachkraft|pflegefachkrafte|pflegefachpersonen|krankenpfleger|krankenpflegerin|altenpfleger|altenpflegerin',
    ['nursing'],
  ),
  people(
    'charge nurse|charge nurses|senior nurse|senior nurses|lead nurse|lead nurses|nurse specialist|nurse specialists|clinical nurse specialist|clinical nurse specialists|nurse practitioner|nurse practitioners|enfermeras especialistas|enfermeros especialistas|fachkrankenpfleger|fachpflegekrafte|verpleegkundig specialisten|infirmiers specialises',
    ['nursing'],
    { levels: ['senior'] },
  ),
  people(
    // (Session 60) A Spanish hospital's "supervisoras de unidad" run a ward.
    'supervisoras de unidad|supervisora de unidad|supervisores de unidad|supervisor de unidad|' +
      'ward / unit managers|ward / unit manager|ward or unit managers|ward and unit managers|ward manager|ward managers|unit manager|unit managers|nurse manager|nurse managers|nursing manager|nursing managers|ward sister|ward sisters|matron|matrons|wohnbereichsleitung|wohnbereichsleitungen|wohnbereichsleiter|wohnbereichsleiterin|stationsleitung|stationsleitungen|stationsleiter|stationsleiterin|supervisora de enfermeria|supervisoras de enfermeria|supervisores de enfermeria|jefas de piso|jefes de piso|cadre de sante|cadres de sante|infirmiere coordinatrice|infirmieres coordinatrices|infirmier coordinateur|infirmiers coordinateurs|idec|idecs|enfermeiro chefe|enfermeiros chefe|enfermeira chefe|teamleider zorg|teamleiders zorg',
    ['nursing'],
    { levels: WARD },
  ),
  // (Session 60) Its "supervisoras de área" stand above the wards' (of the area the sentence names: nursing, a store's …).
  {
    phrases: 'supervisoras de area|supervisora de area|supervisores de area|supervisor de area',
    tag: { k: 'noun', levels: ['manager', 'senior_manager'] },
    p: 4,
  },
  people(
    'director of nursing|directors of nursing|chief nurse|chief nurses|chief nursing officer|chief nursing officers|cno|head of nursing|heads of nursing|nursing director|nursing directors|nursing leadership|nurse leaders|nursing leaders|pflegedienstleitung|pflegedienstleitungen|pflegedienstleiter|pflegedienstleiterin|pdl|pdls|pflegedirektor|pflegedirektorin|pflegedirektion|pflegeleitung|pflegeleitungen|director de enfermeria|directora de enfermeria|directores de enfermeria|direccion de enfermeria|jefa de enfermeria|jefe de enfermeria|directeur des soins|directrice des soins|directeurs des soins|directrices des soins|direction des soins|diretor de enfermagem|diretora de enfermagem|direcao de enfermagem|verpleegkundig directeur|hoofd verpleging',
    ['nursing'],
    { levels: LEADERS, alone: true },
  ),
  // The senior nursing managers over several wards ("cadres supérieurs de santé"), as the reader reads the title: nursing's
  // head rung and up (a "cadre de santé" of one unit manages a ward).
  people(
    'cadre superieur de sante|cadres superieurs de sante|cadre superieure de sante|cadres superieures de sante|les cadres superieurs de sante|des cadres superieurs de sante',
    ['nursing'],
    {
      levels: LEADERS,
      alone: true,
    },
  ),
  // The head nurse of a clinic is whoever leads its nursing, a ward's team leader up to the director of nursing (session 34).
  people(
    'head nurse|head nurses|nurse in charge|nurses in charge|oberschwester|oberschwestern|oberpfleger|leitende pflegekraft|leitende pflegekrafte|infirmier en chef|infirmiere en chef|infirmiers en chef|infirmieres en chef|infirmier chef|infirmiere chef|enfermera jefe|enfermero jefe|enfermera jefa|enfermeras jefe|enfermeros jefe|hoofdverpleegkundige|hoofdverpleegkundigen|hoofdzuster',
    ['nursing'],
    { levels: [...WARD, ...LEADERS], alone: true },
  ),
  // "DON" only in capitals (tag-sentence.ts): a lower-case "don" is the English verb.
  people('don|dons', ['nursing'], { levels: LEADERS, alone: true }),
  people(
    'care worker|care workers|carer|carers|care assistant|care assistants|care staff|healthcare assistant|healthcare assistants|health care assistant|health care assistants|hca|hcas|support worker|support workers|nursing assistant|nursing assistants|nurse aide|nurse aides|cna|cnas|pflegehelfer|pflegehelferin|pflegehelferinnen|pflegehilfskraft|pflegehilfskrafte|pflegeassistenz|pflegeassistenten|betreuungskraft|betreuungskrafte|auxiliar de enfermeria|auxiliares de enfermeria|tcae|tcaes|cuidador|cuidadora|cuidadores|cuidadoras|aide soignant|aides soignants|aide soignante|aides soignantes|auxiliar de enfermagem|auxiliares de enfermagem|verzorgende|verzorgenden|helpende|helpenden',
    ['care'],
  ),
  // Nursing technicians (Brazil's "técnicos de enfermagem"): nursing staff apart from the nurses ("não técnicos de enfermagem").
  {
    phrases:
      'tecnico de enfermagem|tecnicos de enfermagem|tecnica de enfermagem|tecnicas de enfermagem|tecnico em enfermagem|tecnicos em enfermagem|tecnica em enfermagem|tecnicas em enfermagem|nursing technician|nursing technicians',
    tag: { k: 'noun', areas: ['nursing'], roles: ['nurse_technician'] },
    p: 3,
  },
  people(
    'doctor|doctors|physician|physicians|surgeon|surgeons|hospital doctors|junior doctors|medico|medicos|medica|medicas|arzt|arzte|arztin|arztinnen|arztinnen und arzte|medecin|medecins|artsen|huisarts|huisartsen',
    ['medical'],
  ),
  // (Session 60) General practitioners in each language: "généralistes" after a doctor word is no HR generalist.
  people(
    'general practitioner|general practitioners|medecin generaliste|medecins generalistes|medico generalista|medicos generalistas|medica generalista|medicas generalistas|medico de familia|medicos de familia|medico de cabecera|medicos de cabecera|allgemeinmediziner|allgemeinmedizinerin|allgemeinmedizinerinnen|allgemeinarzt|allgemeinarzte|hausarzt|hausarzte|hausarztin|hausarztinnen|medecin traitant|medecins traitants',
    ['medical'],
  ),
  people(
    'medical director|medical directors|chief medical officer|chief medical officers|director medico|directora medica|directores medicos|direccion medica|arztlicher direktor|arztliche direktorin|arztliche direktoren|arztliche leitung|directeur medical|directrice medicale|directeurs medicaux|diretor medico|diretora medica|diretores medicos|diretor clinico|diretores clinicos|medisch directeur|medisch directeuren|chefarzt|chefarzte|chefarztin',
    ['medical'],
    { levels: LEADERS, alone: true },
  ),
  named(
    'clinical director|clinical directors|director of clinical services|clinical services director|director clinico|directora clinica|directores clinicos|directoras clinicas|directeur clinique|klinisch directeur',
    ['clinical_director'],
  ),
  // Session 54: a GP practice's deputy or assistant practice manager is read as its practice manager (as the reader reads
  // "Assistant Practice Manager"), no assistant; its partners own it (the partner rung: "GP Partner", "Managing Partner").
  named('assistant practice manager|assistant practice managers|deputy practice manager|deputy practice managers', ['practice_manager']),
  { phrases: 'gp partners|gp partner|partner gps|the practice partners|practice partners', tag: { k: 'noun', levels: ['partner'] }, p: 5 },
  named(
    'practice manager|practice managers|clinic manager|clinic managers|outpatient manager|outpatients manager|outpatients managers|praxismanager|praxismanagerin|praxismanagerinnen|praxisleitung|administrador de clinica|administradora de clinica|administradores de clinica|gerente de clinica|gerentes de clinica|gestor de clinica|gestores de clinica|praktijkmanager|praktijkmanagers',
    ['practice_manager'],
  ),
  named(
    'home manager|home managers|registered manager|registered managers|care home manager|care home managers|einrichtungsleitung|einrichtungsleitungen|einrichtungsleiter|einrichtungsleiterin|heimleitung|heimleitungen|heimleiter|heimleiterin|director de residencia|directora de residencia|directores de residencia|directeur d ehpad|directrice d ehpad|directeurs d ehpad|diretor de lar|diretora de lar|diretores de lar',
    ['home_manager'],
  ),
  // A contact centre's workforce management (WFM) as a department ("WFM leads", "não o WFM", "jefes de workforce management").
  {
    phrases: 'wfm|workforce management|the workforce management team|workforce management team|o wfm|el wfm|le wfm',
    tag: { k: 'area', areas: ['workforce_planning'] },
    p: 3,
  },
  people(
    'workforce planner|workforce planners|rostering coordinator|rostering coordinators|rota coordinator|rota coordinators|rota planner|rota planners|roster planner|roster planners|rosterer|rosterers|scheduling coordinator|scheduling coordinators|staffing coordinator|staffing coordinators|dienstplaner|dienstplanerin|einsatzplaner|einsatzplanerin|personaleinsatzplaner|planificador de turnos|planificadores de turnos|coordinadora de turnos|coordinadores de turnos|planejador de escalas|planejadores de escalas|charge de planning|charges de planning|chargee de planning|roosteraar|roosteraars|roosterplanner|roosterplanners|' +
      'builds the rota|build the rota|builds the rotas|makes the rota|does the rota|does the rostering|plans the shifts|erstellt den dienstplan|erstellt die dienstplane|hace los turnos|faz as escalas|fait les plannings|maakt het rooster|maakt de roosters',
    ['workforce_planning'],
  ),
  // Agency and bank staff, locums: contractors of the care sector ("keine Leiharbeitskräfte", "no agency or bank staff").
  {
    // (Session 59: the French locums, "vétérinaires remplaçants", "médecins remplaçants".)
    phrases:
      'bank staff|bank nurses|bank workers|locum|locums|locum doctors|honorarkrafte|invalkrachten|suplentes|vacataires|remplacants|remplacantes|remplacant|remplacante',
    tag: { k: 'noun', employment: ['contractor'], alone: true },
    p: 3,
  },
  // The chief of a hospital or clinic ("el gerente general de la clínica", "the hospital director").
  {
    phrases:
      'gerente general|gerentes generales|gerente geral|gerentes gerais|hospital director|hospital directors|hospital ceo|director de hospital|directora de hospital|director del hospital|directeur d hopital|directrice d hopital|krankenhausdirektor|krankenhausdirektorin|ziekenhuisdirecteur|ziekenhuisdirecteuren',
    tag: { k: 'noun', roles: ['ceo'], levels: ['c_level'], areas: ['general_management'], alone: true },
    p: 3,
  },
  // The organisations a seller names for context: they filter nobody ("We sell rostering software to care homes").
  {
    phrases:
      'care homes|care home|nursing homes|nursing home|private hospitals|hospitals|clinics|pflegeheimen|pflegeheime|kliniken|krankenhausern|krankenhauser|residencias|hospitales|clinicas|ehpad|hopitaux|cliniques|lares|hospitais|clinicas|verpleeghuizen|ziekenhuizen|zorginstellingen|' +
      'colleges|schools|universities|training providers|training provider|schulen|hochschulen|ecoles|lycees|colegios|escuelas|escolas|faculdades|scholen|hogescholen|universiteiten|lms|learning management system|we sell|sell|rostering software|rostering tool',
    tag: { k: 'filler' },
    p: 2,
  },
  // ---- education --------------------------------------------------------------------------------------
  // The head of studies sits in a school's leadership team ("directors of studies", "Studienleitung", "coordenadores
  // pedagógicos", "jefes de estudios"), as the reader reads the titles.
  people(
    'director of studies|directors of studies|head of studies|heads of studies|studienleiter|studienleiterin|studienleitung|studienleitungen|directeur des etudes|directeurs des etudes|directrice des etudes|jefe de estudios|jefes de estudios|jefa de estudios|coordenador pedagogico|coordenadores pedagogicos|coordenadora pedagogica|coordenadoras pedagogicas|coordinador pedagogico|coordinadores pedagogicos',
    ['education'],
    { levels: SCHOOL_LEADERS, alone: true },
  ),
  // The school office ("das Sekretariat", "la secrétaire de l'école", "secretaria escolar").
  people(
    'sekretariat|das sekretariat|schulsekretariat|sekretariate|schulsekretarin|schulsekretarinnen|secretaria escolar|secretarias escolares|secretaria da escola|school secretary|school secretaries|school administrators|school administrator|school office staff',
    ['office'],
  ),
  // Heads of department said in other languages: the manager to head rungs, as "heads of department" elsewhere; beside a
  // school's words the title kind `department_head` (CARE_SENSES).
  {
    phrases:
      'subject leads|subject leaders|heads of subject|fachbereichsleiter|fachbereichsleitungen|fachgruppenleiter|fachgruppenleitungen|fachleiter|chefs de departement|chef de departement|coordenadores de departamento|coordenador de departamento|coordenadoras de departamento|sectieleiders|sectievoorzitters',
    tag: { k: 'noun', levels: ['manager', 'senior_manager', 'head'] },
    p: 2,
  },
  // Session 50: instructional designers design courses (the title reader reads "Instructional Designer", "Designer Instrucional"
  // as teaching too), not product or graphic designers.
  people(
    'instructional designers|instructional designer|designers instrucionais|designer instrucional|designers pedagogiques|designer pedagogique|concepteurs pedagogiques|concepteur pedagogique|conceptrices pedagogiques|ingenieurs pedagogiques|ingenieur pedagogique|disenadores instruccionales|disenador instruccional|disenadoras instruccionales|didactisch ontwerpers|didactisch ontwerper|instruktionsdesigner|instructional design|design instrucional|diseno instruccional|ingenierie pedagogique',
    ['education'],
    { ic: true },
  ),
  people(
    'teacher|teachers|lecturer|lecturers|instructor|instructors|tutor|tutors|teaching staff|faculty|faculty members|educator|educators|lehrer|lehrerin|lehrerinnen|lehrkraft|lehrkrafte|dozent|dozenten|dozentin|dozentinnen|enseignant|enseignants|enseignante|enseignantes|professeur|professeurs|formateur|formateurs|formatrice|formatrices|profesor|profesores|profesora|profesoras|maestro|maestros|maestra|maestras|docente|docentes|professor|professors|professores|professora|professoras|leerkracht|leerkrachten|leraar|leraren|docent|docenten|lesgever|lesgevers',
    ['education'],
    { ic: true },
  ),
  {
    phrases:
      'estudiantes en practica|estudiante en practica|student nurse|student nurses|nursing students|pflegeschuler|pflegeschulerin|pflegeschulerinnen|student teacher|student teachers|trainee teacher|trainee teachers|lehramtsanwarter|referendar|referendare|referendarin|leraar in opleiding|leraren in opleiding|lio|lios|professeurs stagiaires|maestros en practicas|professores estagiarios',
    tag: { k: 'noun', levels: ['intern'], alone: true },
    p: 3,
  },
  people(
    'headteacher|headteachers|head teacher|head teachers|headmaster|headmasters|headmistress|head of school|heads of school|school leader|school leaders|school leadership|school heads|dean|deans|associate dean|associate deans|vice principal|vice principals|assistant principal|assistant principals|deputy head|deputy heads|deputy headteacher|deputy headteachers|department chair|department chairs|' +
      'schulleiter|schulleiterin|schulleitung|schulleitungen|konrektor|konrektorin|dekan|dekane|dekanin|proviseur|proviseurs|proviseure|proviseur adjoint|proviseurs adjoints|chef d etablissement|chefs d etablissement|directeur d ecole|directeurs d ecole|directrice d ecole|directrices d ecole|doyen|doyens|' +
      'director de escuela|directores de escuela|director de colegio|directores de colegio|directora de colegio|decano|decanos|decana|decanas|diretor de escola|diretores de escola|diretora de escola|' +
      'schooldirecteur|schooldirecteuren|schooldirectrice|schooldirectie|schooldirecties|schoolleider|schoolleiders|decaan|decanen',
    ['education'],
    { levels: SCHOOL_LEADERS, alone: true },
  ),
  // "directors of the graduate school", "the grad school": a school of the university (not graduates, the junior rung).
  {
    phrases:
      'graduate school|graduate schools|grad school|grad schools|graduate studies|school of graduate studies|graduate program|graduate programs|graduate programme|graduate programmes|' +
      'graduiertenschule|graduiertenschulen|graduiertenkolleg|ecole doctorale|ecoles doctorales|escuela de posgrado|escuela de postgrado|escuelas de posgrado|escola de pos graduacao|programa de pos graduacao',
    tag: { k: 'area', areas: ['education'] },
    p: 3,
  },
  // Whoever leads ("keine Leitungen", "pas les cadres"): every rung that manages people.
  {
    phrases: 'leitungen|leitungskrafte|leitungskraft|cadres|les cadres|cadres de direction|jefaturas y supervisores',
    tag: { k: 'level', levels: ['team_lead', 'tech_lead', 'manager', 'senior_manager', 'head', 'director', 'vp', 'svp', 'c_level'] },
    p: 2,
  },
  // A deputy director ("adjunct-directeur"): the director's rung; beside schools, a deputy head (CARE_SENSES).
  { phrases: 'adjunct directeur|adjunct directeuren|adjunct directrice|adjunct directrices', tag: { k: 'level', levels: ['director'] }, p: 3 },
  // "The superintendent's office": a school district's superintendent and the deputies.
  people('superintendents office|superintendent s office|superintendents offices|office of the superintendent', ['education'], {
    levels: ['vp', 'svp', 'c_level'],
    alone: true,
  }),
  // Special education and the curriculum are teaching's ("SPED directors", "curriculum leads").
  {
    phrases:
      'special education|special ed|sped|special needs|special educational needs|senco|sencos|curriculum|curriculum and instruction|teaching and learning|sonderpadagogik|forderpadagogik|education specialisee|educacion especial|educacao especial|speciaal onderwijs',
    tag: { k: 'area', areas: ['education'] },
    p: 2,
  },
  {
    phrases: 'registry|registry office|registrar|registrars|admissions|exams office|school office|leerlingenadministratie|vie scolaire',
    tag: { k: 'area', areas: ['office'] },
    p: 2,
  },
];

/** A school's heads of department or subject, as personas name them. DATA. */
const DEPARTMENT_HEADS = (
  'head of department|heads of department|heads of departments|department heads|department head|heads of dept|subject leads|subject leaders|' +
  'heads of subject|fachbereichsleiter|fachbereichsleitungen|fachbereichsleitung|fachgruppenleiter|fachgruppenleitungen|fachleiter|' +
  'chefs de departement|chef de departement|jefes de departamento|jefe de departamento|jefas de departamento|' +
  'coordenadores de departamento|coordenador de departamento|coordenadoras de departamento|sectieleiders|sectievoorzitters'
).split('|');

/**
 * Words that mean something else in a sentence about health care or schools (tag-sentence.ts): beside nurses or
 * clinics "CMO" is the chief medical officer and "auxiliares" the care workers; beside teachers or schools
 * "principals" lead a school (elsewhere "principal" is the senior rung: "principal engineers").
 */
export const CARE_SENSES: ReadonlyArray<readonly [RegExp, ReadonlyMap<string, Tag>]> = [
  [
    /\b(nurs\w*|medical|medic[oa]s?|clinic\w*|hospital\w*|patient\w*|care homes?|ehpad|\w*soignant\w*|pflege\w*|klinik\w*|\w*arzt\w*|enfermer\w*|enfermagem|infirmi\w*|soins|sante|saude|salud|\w*zorg\w*|ziekenhuis\w*|\w*verpleeg\w*|don|hcas?|home ?care|domiciliary care)\b/,
    new Map<string, Tag>([
      ['cmo', { k: 'noun', areas: ['medical'], levels: ['c_level'], alone: true }],
      // Session 56: beside care words a bare "planners" plans the staff's shifts and visits (workforce planning), not freight.
      ...'planners|planner|de planners|planificadores|planejadores|planificateurs|planer|planerinnen'
        .split('|')
        .map((w): readonly [string, Tag] => [w, { k: 'noun', areas: ['workforce_planning'] }]),
      ['auxiliares', { k: 'noun', areas: ['care'] }],
      // The French registered nurses ("infirmiers diplômés d'État"), said "IDE" (elsewhere a developer's tool).
      ['ide', { k: 'noun', areas: ['nursing'] }],
      ['ides', { k: 'noun', areas: ['nursing'] }],
      ['auxiliar', { k: 'noun', areas: ['care'] }],
      ['consultants', { k: 'noun', areas: ['medical'], levels: ['senior'] }],
      // Session 35: beside a hospital a "chef de service" heads a clinical department, as the reader reads the title there.
      ['chef de service', { k: 'noun', areas: ['medical'], levels: ['head', 'director'], alone: true }],
      ['chefs de service', { k: 'noun', areas: ['medical'], levels: ['head', 'director'], alone: true }],
      ['cheffe de service', { k: 'noun', areas: ['medical'], levels: ['head', 'director'], alone: true }],
      ['cheffes de service', { k: 'noun', areas: ['medical'], levels: ['head', 'director'], alone: true }],
      // … and a "chef de pôle" a cluster of them.
      ['chef de pole', { k: 'noun', areas: ['medical'], levels: ['head', 'director'], alone: true }],
      ['chefs de pole', { k: 'noun', areas: ['medical'], levels: ['head', 'director'], alone: true }],
    ]),
  ],
  // A school's heads of department or subject are the title kind `department_head` (reader/verticals-care.ts), not the head
  // rung of every area: "not heads of department" keeps the head teacher (session 37). Not beside a university's words
  // (lexicon-institutions.ts reads its heads of department).
  [
    /^(?!.*\b(universit\w*|hochschul\w*|facult\w*|faculdade\w*|faculteit\w*|lecturers?|deans?|professors?)\b).*\b(\w*schools?\w*|\w*scholen|teach\w*|headteachers?|\w*schule\w*|lehr\w*|ecoles?|enseign\w*|escuelas?|colegios?|escolas?|onderwijs\w*|leerkracht\w*|professores|profesores|docentes)\b/,
    new Map<string, Tag>(DEPARTMENT_HEADS.map((w): readonly [string, Tag] => [w, { k: 'noun', areas: ['education'], roles: ['department_head'] }])),
  ],
  [
    /\b(\w*schools?\w*|\w*scholen|teach\w*|deans?|colleges?|lecturers?|pupils?|students?|headteachers?|\w*schule\w*|lehr\w*|ecoles?|enseign\w*|escuelas?|colegios?|escolas?|onderwijs\w*|leerkracht\w*|educat\w*|educac\w*)\b/,
    new Map<string, Tag>([
      ...ACADEMIC_PROGRAMME_DIRECTORS,
      ['principal', { k: 'noun', areas: ['education'], levels: SCHOOL_LEADERS, alone: true }],
      ['principals', { k: 'noun', areas: ['education'], levels: SCHOOL_LEADERS, alone: true }],
      ['vice', { k: 'noun', areas: ['education'], levels: SCHOOL_LEADERS, alone: true }],
      ['adjunct directeur', { k: 'noun', areas: ['education'], levels: SCHOOL_LEADERS, alone: true }],
      // A school's director and deputies said bare ("diretor e subdiretor", "Schulleiter/in und Stellvertretung"): its leadership.
      ...'subdiretor|subdiretora|subdiretores|subdiretoras|subdirector|subdirectora|stellvertretung|stellvertretungen'
        .split('|')
        .map((w): readonly [string, Tag] => [w, { k: 'noun', areas: ['education'], levels: SCHOOL_LEADERS, alone: true }]),
      ['adjunct directeuren', { k: 'noun', areas: ['education'], levels: SCHOOL_LEADERS, alone: true }],
      // A school district's superintendent is its chief executive (a building site's superintendents elsewhere).
      ...['superintendent', 'superintendents', 'school superintendents', 'district superintendents'].map((w): readonly [string, Tag] => [
        w,
        { k: 'noun', areas: ['education'], levels: ['c_level'], alone: true },
      ]),
    ]),
  ],
];
