// The title reader's vocabulary of health care and education (DATA), in English, German, French, Spanish,
// Portuguese and Dutch. Three tables, each spliced into the reader's own at one place:
// - CARE_PHRASES (title-normalise.ts, before the generic phrases): the vertical's compounds and ladder words in the
//   reader's long forms ("Wohnbereichsleitung" is a ward manager, "Pflegedienstleitung" the director of nursing,
//   "Oberarzt" a senior physician, "Proviseur" the head of a school);
// - CARE_FUNCTIONS (title-functions.ts, first rows of FUNCTION): the function and sub-area of those long forms, before the
//   generic words they contain ("Healthcare Assistant" is no office assistant, "Consultant Physician" no consultant,
//   "Professor of Nursing" teaches, "Leerkracht lager onderwijs" is no warehouse job);
// - CARE_ROLE_KEYS (title-roles.ts): the named roles a buyer picks out inside health (practice, care-home and
//   clinical directors' jobs).
// Levels (src/matching/README.md, reader section): staff nurses and RNs are entry, charge nurses, lead nurses and
// nurse specialists senior individual contributors, ward / unit managers and "Wohnbereichsleitung" managers of
// nursing, the DON / chief nurse / PDL its head (director or C-level as the title says); principals, headteachers
// and deans lead a school at director rung, their deputies and department chairs at head rung, teachers and lecturers
// are individual contributors, teaching assistants entry; school administration (registry, admissions, exams) is office.
import type { AreaKey } from '../criteria.js';
import type { Fn } from '../taxonomy.js';
import { CLINICAL_KINDS } from './verticals-clinical.js';

/** Long forms of the vertical's titles (applied to a normalised title, in order). */
export const CARE_PHRASES: ReadonlyArray<readonly [RegExp, string]> = [
  // Nursing leadership: the director of nursing.
  [/^(deputy |assistant )?don$|^(deputy |assistant )?don (?=&|and|\/)/g, '$1director of nursing '],
  [/\bchief nurse\b|\bchief nursing officer\b|\bcno\b/g, 'chief nursing officer'],
  [/\bpflegedienstleit(er|erin|ung)\b|\bpdl\b|\bpflegedirektor(in)?\b|\bpflegedirektion\b/g, 'director of nursing'],
  [/\b(direct(or|ora)|jef[ea]|gerente|subdirect(or|ora)) (de )?enfermeria\b|\bdireccion de enfermeria\b/g, 'director of nursing'],
  [/\bdirect(eur|rice) des soins\b|\bdiret(or|ora) de enfermagem\b|\bverpleegkundig directeur\b|\bdirecteur zorg\b/g, 'director of nursing'],
  // Session 33: the senior nursing managers over several wards ("Cadre supérieur de santé", "Jefa de Área de Enfermería").
  [
    /\bcadre (superieur(e)?|sup) (de sante|infirmier)\b|\bcadre de sante superieur(e)?\b|\bjef[ea] de (area|bloque|division) de enfermeria\b/g,
    'head of nursing',
  ],
  // Ward and unit managers.
  [/\b(wohnbereichs|stations|pflegebereichs)-?leit(er|erin|ung)\b/g, 'ward manager'],
  [
    /\benfermer[oa] jef[ea] de (servicio|unidad|planta|sala)\b|\bjef[ea] de piso\b|\benfermeir[oa][- ]chefe\b|\bcadre de sante\b|\bcadre infirmier\b|\binfirmi(er|ere) cadre\b|\bsupervisor(a)? de (quirofano|quirofanos|urgencias|uci|hospitalizacion)\b/g,
    'ward manager nurse',
  ],
  [/\bward sister\b|\bsister in charge\b|\bmatron\b|^(acting |interim |deputy )?unit manager$|\b(clinical|nursing|ward|care) unit manager\b/g, 'ward manager'],
  [/\bsupervisor(a)? de enfermeria\b|\bsupervisor(a)? de enfermagem\b|\binfirmi(er|ere) coordinat(eur|rice)\b|\bidec\b/g, 'nurse supervisor'],
  // Senior nurses (individual contributors): charge nurses, lead nurses, nurse specialists and practitioners.
  [/\bcharge nurse\b|\benfermer[oa] responsable de turno\b|\benfermeir[oa] responsavel de turno\b/g, 'senior charge nurse'],
  [/\b(clinical )?lead nurse\b|\bnurse lead\b/g, 'senior clinical nurse'],
  [/\b(clinical )?nurse (specialist|practitioner)\b|\bverpleegkundig specialist\b|\bspecialist verpleegkundige\b/g, 'senior nurse specialist'],
  [/\bfachkrankenpfleger(in)?\b|\bfachkraft (gerontopsychiatrie|intensiv\w*|palliativ\w*|anasthesie)\b|\bfachpflegekraft\b/g, 'senior specialist nurse'],
  [/\bpraxisanleiter(in)?\b/g, 'senior nurse mentor'],
  [/\benfermer[oa] (especialista|clinic[oa]|especializad[oa])\b|\binfirmi(er|ere) (specialise|clinicien)(ne|e)?\b/g, 'senior nurse specialist'],
  // Care workers (aides): before the nurses, whose words they contain ("Auxiliar de Enfermería", "Pflegehelferin").
  [
    /\bauxiliar(es)? de enfermeria\b|\bauxiliar de enfermagem\b|\btecnic[oa] en cuidados( auxiliares)?( de enfermeria)?\b|\bpflege(helfer|hilfskraft|assistent|assistenz)\w*|\baide[- ]soignant(e)?\b|\bnursing assistant\b|\bnurse aide\b|\bcna\b|\bhca\b|\bhealth ?care assistant\b/g,
    'healthcare assistant',
  ],
  [/^(senior )?(care|support) worker$/g, '$1healthcare assistant'],
  [/\b(senior )?carer\b/g, '$1healthcare assistant'],
  // Care staff sent by an agency ("Pflegehelferin über Personaldienstleister"): the agency is no HR word (the employment type says contractor).
  [/\b(uber|via|through) (einen |an )?(personaldienstleister|zeitarbeitsfirma|leiharbeitsfirma|\w*agentur|agency|uitzendbureau)\b/g, ''],
  [
    /\bcare assistant\b|\bcuidador(a)?\b|\bbetreuungskraft\b|\balltagsbegleiter(in)?\b|\bverzorgende\w*\b|\bhelpende\b|\bhome care aide\b/g,
    'healthcare assistant',
  ],
  // Nurses.
  [/\bstaff nurse\b|\brn\b|\bregistered (general )?nurse\b|\brgn\b/g, 'nurse'],
  [
    /\b(lic\.? en |licenciad[oa] en )enfermeria\b|\b(lic(enciad[oa])? en )?enfermer[oa]\b|\benfermeir[oa]\b|\binfirmi(er|ere)\b|\bverpleegkundige\b|\bkrankenpfleger(in)?\b|\baltenpfleger(in)?\b|\bpflegefach(kraft|frau|mann)\b/g,
    'nurse',
  ],
  [/\btecnic[oa] (de|em) enfermagem\b/g, 'nurse technician'],
  // Physicians.
  [
    /\b(arztlich(e|er)?|medizinische(r)?) (direktor(in)?|leitung|leiter(in)?)\b|\bdirect(or|ora) medic[oa]\b|\bdirect(eur|rice) medical(e)?\b|\bdiret(or|ora) (medic[oa]|clinic[oa])\b|\bmedisch directeur\b/g,
    'medical director',
  ],
  [/\bchefarzt\b|\bchefarztin\b/g, 'head physician'],
  // Session 35: the chief of a medical specialty heads its department ("Chief of Cardiology", "Chief of Surgery").
  [
    /\bchief of (cardiology|surgery|medicine|internal medicine|p(a)?ediatrics|radiology|an(a)?esthesi(a|ology)|oncology|neurology|psychiatry|obstetrics|gyn(a)?ecology|emergency medicine|orthop(a)?edics|intensive care|critical care|nephrology|urology|dermatology|pathology|geriatrics|cardiac surgery|neurosurgery|ophthalmology|gastroenterology|pulmonology)\b/g,
    'head physician',
  ],
  [/\boberarzt\b|\boberarztin\b|\bfacharzt\b|\bfacharztin\b/g, 'senior physician'],
  [/\bassistenzarzt\b|\bassistenzarztin\b/g, 'junior physician'],
  [/\b(arzt|arztin|medecin|cirujan[oa]|cirurgi(ao|a)|huisarts|basisarts)\b|^medic[oa]\b/g, 'physician'],
  [/\bdr internista\b|\binternista\b/g, 'physician'],
  [
    /\bconsultant (?=(\w+ )?(physician|surgeon|an(a)?esthetist|radiologist|psychiatrist|p(a)?ediatrician|cardiologist|obstetrician|gyn(a)?ecologist|oncologist|neurologist|h(a)?ematologist|dermatologist|geriatrician|pathologist|orthop(a)?edic|general surgeon|intensivist))/g,
    'senior ',
  ],
  // Clinical leadership, practice and care-home managers.
  [
    /\bdirect(or|ora) clinic[oa]\b|\bdirect(or|ora) de servicios clinicos\b|\bdirector of clinical services\b|\bclinical services director\b|\bdirect(eur|rice) clinique\b/g,
    'clinical director',
  ],
  [
    // (Session 59: and a clinic's director or head in French, Spanish and Portuguese: "Diretora de Clínica", "Responsable de
    // clinique", "Directeur de clinique"; "Diretor Clínico" stays the medical director.)
    /\bpraxismanager(in)?\b|\bpraxisleit(er|erin|ung)\b|\badministrador(a)? de (la )?clinica\b|\bgerente de (la )?clinica\b|\bgestor(a)? de clinica\b|\boutpatients? manager\b|\b(direct(eur|rice|or|ora)|diret(or|ora)|responsable) de (la )?clini(que|ca)\b(?! (medical|medica|veterinaire|veterinaria))/g,
    'practice manager',
  ],
  [
    /\b(einrichtungs|heim)-?leit(er|erin|ung)\b|\bdirect(or|ora) de (la )?residencia\b|\bdirect(eur|rice) d'?ehpad\b|\bdiret(or|ora) de lar\b|\bregistered manager\b|\bhome manager\b/g,
    'care home manager',
  ],
  // The chief of a hospital: its managing director ("Hospital Director", "Director del Hospital", "Krankenhausdirektorin").
  [
    /\bhospital (director|ceo|chief executive)\b|\bdirect(or|ora) (del |de )?hospital\b|\bkrankenhausdirektor(in)?\b|\bziekenhuisdirecteur\b|\bdirect(eur|rice) d'hopital\b/g,
    'managing director hospital',
  ],
  // A contact centre's workforce management (WFM): "Workforce Manager", "Coordenador de WFM", "Head of Workforce
  // Management" keep their rung ("Analista de WFM", "Planeador de Workforce" are its analysts and planners).
  [/\bworkforce manager\b/g, 'wfm manager'],
  [/\b(workforce management|wfm)\b|(?<=\b(de|of) )workforce\b(?! plann\w*)/g, 'wfm'],
  // Rostering and workforce planning (a "Shift Manager" or "Shift Lead" runs a shift, not its rota).
  [
    /\b(rostering|rota|roster|scheduling|staffing) (coordinator|planner|officer|administrator|manager|lead)\b|\bshift (planner|scheduler|coordinator|administrator)\b|\bworkforce (planner|planning \w+|management \w+|scheduler)\b|\b(personal)?einsatzplaner(in)?\b|\bdienstplaner(in)?\b|\bplanificat(eur|rice) (rh|des equipes)\b|\bcharge(e)? de planning\b|\b(planificador(a)?|coordinador(a)?) de turnos\b|\b(planejador(a)?|tecnic[oa]) de escalas?\b|\broosteraar\b|\broosterplanner\b|\bplanner personeelsinzet\b|\bplanner (thuiszorg|zorg|wijkzorg|wijkteam|ouderenzorg)\b|\b(zorg)?planner wijk(zorg|team)?\b|^(care|visit|field care|homecare|home care|domiciliary care) (scheduler|coordinator|planner)$|^scheduler$/g,
    'rota planner',
  ],
  // Schools and colleges.
  [
    /\b(vice|assistant|deputy|associate)[- ](principal|head ?teacher|headmaster|headmistress|head of school)\b|^deputy head$|\bproviseur(e)? adjoint(e)?\b|\bstellvertretende(r)? schulleit(er|erin|ung)\b|\bkonrektor(in)?\b/g,
    'deputy head of school',
  ],
  [/\bassociate dean\b|\bvice[- ]dean\b|\bvicedecan[oa]\b|\bprodekan(in)?\b/g, 'deputy head of school dean'],
  [/\b(department|departmental|faculty) chair\b|\bchair of (the )?\w+ department\b/g, 'head of academic department'],
  [
    /^(campus |school |college |executive )?principal(e)?( de college)?$|\bhead ?teacher\b|\bheadmaster\b|\bheadmistress\b|\bproviseur(e)?\b|\bchef d'etablissement\b|\bdirect(eur|rice) d'ecole\b|\bschulleit(er|erin|ung)\b|\brektor(in)? (der|einer) \w*schule\b|\bschooldirect(eur|rice)\b|\bdirect(eur|rice) (basisschool|school|campus|lagere school|secundaire school)\b|\bdirect(or|ora) de (escuela|colegio|instituto)\b|\bdiret(or|ora) (de escola|escolar)\b/g,
    'head of school',
  ],
  // A principal named with the school ("Principal – Oak Ridge Elementary", "Principal, Lincoln High School", "Principal at
  // Westfield Academy") heads it; a school district's superintendent is its chief executive (also of education:
  // areas.ts), the deputies its VPs.
  [
    /^principal(e)?\b(?!.*\b(engineer|consultant|lecturer|scientist|architect|analyst|designer|officer)\b).*\b(elementary|primary|middle|high|secondary|school|academy|k ?- ?\d+)$/g,
    'head of school',
  ],
  [
    /\b(deputy|assistant|associate) superintendent\b(?! (of|for) (police|prisons?|works|construction|mines?|production|plant|operations))( (of|for) [\w ]+)?/g,
    'vice president academic',
  ],
  [/\bsuperintendent of (schools|education)\b|\b(school|schools|district|county) superintendent\b/g, 'chief executive'],
  [/\bdean\b(?! of students)|\bdecan[oa]\b|\bdoyen(ne)?\b|\bdekan(in)?\b/g, 'head of school dean'],
  [/\bdean of students\b/g, 'head of school student affairs'],
  [
    /\b(teaching|classroom|learning support|lehr)-? ?assistant\b|\b(teacher'?s?|instructional|classroom|teaching) aide\b|\bpara(professional|educator)\b|\bklas(se)?n?assistent\b|\bonderwijsassistent\b|\bassistant(e)? d'education\b|\baesh\b|\bauxiliar docente\b|\bschulbegleiter(in)?\b|\bpadagogische assistenz\b|\bauxiliar de acao educativa\b/g,
    'teaching assistant',
  ],
  [
    /\b(leerkracht|leraar|lerares|lesgever|docent|enseignant(e)?|professeur(e)?|(formateur|formatrice)(?!s? (de )?(conducteurs|caristes)\b| interne\b)|formador(a)?(?! (interno|interna)\b)|ausbilder(in)?(?! (lager|logistik|fahrer|werkstatt)\b)|lehrer(in)?|lehrkraft|dozent(in)?|maestr[oa]|profesor(a)?|docente|professor(a)?)\b/g,
    'teacher',
  ],
  [
    /\b((?<!(medical|surgical|specialty|specialist) )registrar|admissions (officer|advisor|coordinator)|exams officer|examinations officer|student records (officer|administrator)|leerlingensecretariaat|\w*leerlingenadministratie|secretaire de scolarite)\b/g,
    'school office administrator',
  ],
];

/** Function rows of the vertical, tested before the reader's generic ones (title-functions.ts). */
export const CARE_FUNCTIONS: ReadonlyArray<readonly [RegExp, [Fn, string]]> = [
  [/\b(school office administrator)\b/, ['operations', 'ops']],
  [
    /\b(teacher|lecturer|tutor|instructor|teaching assistant|head of school|head of academic department|academic|faculty|special education|special needs|sped|senco)\b/,
    ['education', 'teaching'],
  ],
  [/\b(healthcare assistant)\b/, ['health', 'care']],
  [/\b(nurse|nurses|nursing|nurse technician|midwife|midwives|ward manager|hebamme|matrona|parteira|verloskundige|sage-femme)\b/, ['health', 'nursing']],
  [
    /\b(physician|physicians|surgeon|an(a)?esthetist|anesthesiologist|radiologist|psychiatrist|p(a)?ediatrician|cardiologist|obstetrician|gyn(a)?ecologist|oncologist|neurologist|h(a)?ematologist|dermatologist|geriatrician|pathologist|hospitalist|intensivist|doctor|medical director|chief medical officer|cmo medical|general practitioner|specialty doctor|(medical|surgical|specialty) registrar|junior doctor|resident physician|medical officer)\b/,
    ['health', 'medical'],
  ],
  [/\b(clinical director|practice manager|clinic manager|care home manager)\b/, ['health', 'clinical']],
  [
    /\b(physiotherap\w*|occupational therap\w*|therapist|pharmacist|radiographer|ergotherapeut\w*|apotheker\w*|kinesiolog[oa]|fisioterapeuta|farmaceutic[oa]|tecnolog[oa] medic[oa]|paramedic|dietitian|psychologist|sonographer|phlebotomist|optometrist|dentist|hygienist)\b/,
    ['health', 'clinical'],
  ],
  [/\b(rota planner|wfm)\b/, ['operations', 'ops']],
];

/** Finer areas of the vertical's titles outside health (areas.ts; health's areas come from the function row's sub-area). */
export const CARE_AREA_RULES: ReadonlyArray<readonly [Fn, RegExp, AreaKey[]]> = [
  ['operations', /\brota planner|\bwfm\b/, ['workforce_planning']],
  ['operations', /\bschool office administrator\b/, ['office']],
];

/** Named roles of the vertical (title-roles.ts): the role key a persona can name beside the area. */
export const CARE_ROLE_KEYS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bclinical director\b/, 'clinical_director'],
  [/\b(practice|clinic) manager\b/, 'practice_manager'],
  [/\bcare home manager\b/, 'home_manager'],
];

/** Kinds of title a persona names apart (title.ts): nursing technicians apart from the nurses, a school's heads of department. */
export const CARE_KINDS: ReadonlyArray<readonly [RegExp, string]> = [
  // The clinical professions' kinds (verticals-clinical.ts): phlebotomists, dental nurses, veterinary nurses, …
  ...CLINICAL_KINDS,
  [/\b(tecnic[oa]s? (de|em) enfermagem|nurs(e|ing) technicians?)\b/, 'nurse_technician'],
  // The head of a school's department or subject ("Head of English", "Department Chair"), apart from the school's leadership.
  [/\bhead of academic department\b/, 'department_head'],
];
export const CARE_KIND_KEYS: readonly string[] = [...new Set(CARE_KINDS.map(([, k]) => k))];
