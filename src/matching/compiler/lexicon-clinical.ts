// The persona compiler's words for health care's clinical departments and professions beside nursing and the physicians
// (DATA, session 44), in English, German, French, Spanish, Portuguese and Dutch: operating theatres, the clinical laboratory,
// imaging, pharmacy, the therapies, ambulance services, dentistry, veterinary practice and infection prevention. Spliced
// into LEXICON (lexicon.ts). Words whose sense depends on a health-care sentence ("the lab", "theatres", "pharmacy",
// "EMS", "IPC", "therapies") are CLINICAL_SENSES, read by tag-sentence.ts. The title reader's side is
// reader/verticals-clinical.ts; its kinds (phlebotomists, sonographers, pharmacy technicians, dental nurses, hygienists
// and technicians, veterinary nurses, ambulance drivers) are named apart here too ("no phlebotomy", "pas les ASV").
import type { AreaKey, Level } from '../criteria.js';
import type { Entry, Tag } from './lexicon.js';

const LEADS: Level[] = ['team_lead', 'manager', 'senior_manager', 'head'];
const HEADS: Level[] = ['head', 'director'];

const area = (phrases: string, areas: AreaKey[], p = 3): Entry => ({ phrases, tag: { k: 'area', areas }, p });
const people = (phrases: string, areas: AreaKey[], extra: Omit<Extract<Tag, { k: 'noun' }>, 'k' | 'areas'> = {}, p = 3): Entry => ({
  phrases,
  tag: { k: 'noun', areas, ...extra },
  p,
});
/** A kind of title inside an area ("dental nurses" are dentistry's and the kind `dental_nurse`). */
const kind = (phrases: string, a: AreaKey, k: string): Entry => people(phrases, [a], { roles: [k] });

export const CLINICAL_LEXICON: Entry[] = [
  // Session 56: the clinical informatics leads and the analysts and trainers of the clinical systems (EPR, LIS, KIS, DPI) are
  // kinds of title (reader/verticals-industry.ts), whatever department their titles name.
  {
    phrases:
      'ccio|cnio|cmio|chief clinical information officer|chief clinical information officers|chief nursing information officer|chief nursing information officers|chief medical information officer|chief medical information officers',
    tag: { k: 'noun', roles: ['clinical_informatics_lead'], alone: true },
    p: 5,
    // (no plural forms: "ANIOS", a Dutch resident, is one letter from "cnios")
    exact: true,
  },
  {
    phrases:
      'epr application analysts|epr analysts|ehr analysts|emr analysts|lis application analysts|lis analysts|his analysts|clinical systems analysts|clinical application analysts|clinical applications analysts|epr trainers|ehr trainers|epr and lis application analysts|epd applicatiebeheerders|applicatiebeheerders epd|anwendungsbetreuer kis|kis anwendungsbetreuer|chefs de projet dpi|ingenieurs applicatifs sih|consultores his|analistas de sistemas clinicos',
    tag: { k: 'noun', roles: ['clinical_application_analyst'], alone: true },
    p: 5,
  },
  // Session 55: a Spanish hospital's "médicos adjuntos" (and the "FEA") are its staff doctors, no deputies of a head.
  people(
    'medicos adjuntos|medico adjunto|medica adjunta|medicas adjuntas|facultativos especialistas de area|facultativo especialista de area|feas|medicos especialistas de area',
    ['medical'],
    { ic: true },
    5,
  ),
  // "Locum and agency radiographers": both words say how those people are engaged (contractors), not two groups.
  {
    phrases:
      'locum and agency|locum or agency|locums and agency|agency and locum|agency or locum|bank and agency|agency and bank|bank or agency|locum and bank|bank and locum',
    tag: { k: 'noun', employment: ['contractor'], alone: true },
    p: 3,
  },
  // Dental and veterinary clinics named as where people work are employers, no area ("at dental and veterinary clinic chains").
  {
    phrases:
      'dental clinics|dental clinic chains|dental practices|dental chains|dental groups|veterinary clinics|veterinary clinic chains|veterinary practices|veterinary chains|vet practices|vet chains|vet groups|dental and veterinary clinics|dental and veterinary clinic chains|dental and veterinary practices|dental and veterinary chains|dental and vet clinics|tierarztketten|tierarztpraxen|tierkliniken|zahnarztpraxen|zahnarztketten|cliniques veterinaires|cliniques dentaires|cabinets dentaires|centres dentaires|clinicas dentales|clinicas veterinarias|clinicas dentarias|tandartspraktijken|dierenklinieken|dierenartspraktijken',
    tag: { k: 'filler' },
    p: 5,
  },
  // ---- operating theatres -----------------------------------------------------------------------------------------------
  area(
    'operating theatres|operating theatre|theatre department|theatre departments|theatre teams|theatre team|theatre staff|theatres staff|perioperative|perioperative services|perioperative care|operating rooms|operating room|operating department|op bereich|op bereiche|zentral op|zentral ops|op abteilung|op team|op teams|op personal|operationsdienst|bloc operatoire|blocs operatoires|le bloc|au bloc|quirofano|quirofanos|bloque quirurgico|bloques quirurgicos|area quirurgica|bloco operatorio|blocos operatorios|centro cirurgico|centros cirurgicos|ok afdeling|ok afdelingen|ok complex|operatiekamers|operatiekamer|ok personeel',
    ['theatres'],
    4,
  ),
  people(
    'theatre nurses|theatre nurse|scrub nurses|scrub nurse|perioperative nurses|or nurses|anaesthetic nurses|anesthetic nurses|recovery nurses|op pflege|op pflegekrafte|op pflegekraft|op schwestern|op fachpflege|op fachpflegekrafte|ibode|ibodes|iade|iades|infirmieres de bloc|infirmiers de bloc|infirmieres de bloc operatoire|infirmiers de bloc operatoire|infirmieres anesthesistes|infirmiers anesthesistes|enfermeras de quirofano|enfermeros de quirofano|enfermeria de quirofano|enfermeiros do bloco|enfermeiros de bloco|enfermeiros do bloco operatorio|enfermeiras do bloco operatorio|enfermeiras do centro cirurgico|enfermeiros do centro cirurgico|ok verpleegkundigen|anesthesieverpleegkundigen',
    ['theatres'],
  ),
  people(
    'odps|odp|operating department practitioners|operating department practitioner|scrub practitioners|anaesthetic practitioners|anesthetic practitioners|theatre practitioners|surgical technologists|surgical techs|ota|otas|ata|atas|ota / ata|otas / atas|operationstechnische assistenten|operationstechnische assistentinnen|anasthesietechnische assistenten|ok assistenten|operatieassistenten|anesthesiemedewerkers|instrumentistas|instrumentadores|instrumentadoras|instrumentadores cirurgicos',
    ['theatres'],
  ),
  people(
    'theatre managers|theatre manager|theatres managers|heads of theatres|head of theatres|theatre leads|theatre coordinators|op leitung|op leitungen|op manager|op managerin|op koordinatoren|cadres de bloc|cadre de bloc|cadres de sante de bloc|supervisoras de quirofano|supervisores de quirofano|coordenadores do centro cirurgico|coordenadoras do centro cirurgico|teamleiders ok|manager ok|managers ok',
    ['theatres'],
    { levels: LEADS, alone: true },
  ),
  // ---- the clinical laboratory --------------------------------------------------------------------------------------------
  area(
    'pathology|pathology services|clinical laboratory|clinical laboratories|clinical lab|clinical labs|medical laboratory|medical laboratories|laboratory medicine|blood sciences|labormedizin|laboratoriumsmedizin|biologie medicale|laboratoire de biologie medicale|laboratoires de biologie medicale|laboratorio clinico|laboratorios clinicos|analisis clinicos|analises clinicas|laboratorio de analises clinicas|laboratorios de analises clinicas|medicina laboratorial|klinische chemie|klinisch chemisch laboratorium|medisch laboratorium|medische laboratoria',
    ['clinical_lab'],
    4,
  ),
  people(
    'biomedical scientists|biomedical scientist|bms|bmss|medical laboratory scientists|medical laboratory scientist|medical laboratory technicians|medical lab technicians|medical technologists|mls|mlss|mlt|mlts|mtl|mtla|mtls|mtlas|bma|bmas|biomedizinische analytiker|biomedizinische analytikerinnen|techniciens de laboratoire medical|techniciens de biologie medicale|techniciens de laboratoire de biologie medicale|tecnicos de laboratorio clinico|tecnicos superiores de laboratorio clinico|tel|tels|biomedicos|biomedicas|biomedico|analistas clinicos|analista clinico|analistas clinicas|klinisch chemisch analisten|medisch analisten|bioanalisten',
    ['clinical_lab'],
  ),
  people(
    'heads of pathology|head of pathology|pathology managers|leitende mtl|leitende mtla|leitende mtls|leitende bma|responsables techniques du laboratoire|hoofdanalisten',
    ['clinical_lab'],
    { levels: LEADS, alone: true },
  ),
  kind(
    'phlebotomy|phlebotomists|phlebotomist|blood takers|venepuncturists|blutentnahme|blutabnahme|preleveurs|preleveuses|infirmieres preleveuses|extraccionistas|extracciones|coletadores|coletadoras|flebotomistas|bloedafnemers|bloedafname|bloedafnameassistenten|prikkers',
    'clinical_lab',
    'phlebotomist',
  ),
  // ---- imaging -------------------------------------------------------------------------------------------------------------
  area(
    'imaging|diagnostic imaging|medical imaging|imaging departments|imaging centres|imaging centers|radiology|radiology department|radiologie|bildgebung|imagerie|imagerie medicale|radiologia|diagnostico por imagen|imagenologia|imagiologia|diagnostico por imagem|radiodiagnostico|beeldvorming|medische beeldvorming',
    ['imaging'],
    4,
  ),
  people(
    'radiographers|radiographer|tecnicos e tecnologos em radiologia|tecnicos y tecnologos en radiologia|rad techs|radiologic technologists|x ray technicians|ct technologists|mri technologists|mammographers|mtr|mtra|mtrs|mtras|radiologietechnologen|radiologietechnologinnen|manipulateurs|manipulatrices|manipulateurs radio|manipulateurs en electroradiologie|manipulateurs en electroradiologie medicale|merm|technologues en imagerie|tsid|tsids|tecnicos de radiologia|tecnicos en radiologia|tecnicos de rayos|tecnicos en imagen para el diagnostico|tecnicos superiores en imagen para el diagnostico|tecnologos em radiologia|tecnicos em radiologia|tecnicos de imagiologia|mbbers|mbb ers|laboranten radiologie|radiodiagnostisch laboranten',
    ['imaging'],
  ),
  // (Session 60) Midwives: the Spanish "matronas" are no matrons (senior nurses in English).
  kind('midwives|midwife|matronas|matrona|hebammen|hebamme|sages femmes|sage femme|parteiras|parteira|verloskundigen|verloskundige', 'nursing', 'midwife'),
  // Session 61: mental health nurses, a kind inside nursing ("las enfermeras de salud mental", "psychiatric nurses", RMNs).
  kind(
    'mental health nurses|mental health nurse|psychiatric nurses|psychiatric nurse|rmns|cpns|community psychiatric nurses|enfermeras de salud mental|enfermeros de salud mental|enfermeras de psiquiatria|enfermeros de psiquiatria|' +
      'enfermeiros de saude mental|enfermeiras de saude mental|infirmiers en psychiatrie|infirmieres en psychiatrie|infirmiers en sante mentale|infirmieres en sante mentale|ggz verpleegkundigen|psychiatrisch verpleegkundigen|psychiatrische verpleegkundigen|fachkrankenpfleger psychiatrie|pflegekrafte in der psychiatrie',
    'nursing',
    'mental_health_nurse',
  ),
  kind('sonographers|sonographer|ultrasonographers|echographistes|ecografistas|ultrassonografistas|echografisten', 'imaging', 'sonographer'),
  people('radiologists|radiologist|radiologen|radiologinnen|radiologues|radiologos|radiologas|radiologistas', ['imaging'], { roles: ['radiologist'] }),
  people(
    'imaging managers|imaging manager|radiology managers|radiology manager|heads of imaging|head of imaging|heads of radiology|imaging leads|cadres d imagerie|cadres de sante d imagerie|leitende mtra|leitende mtras|leitende mtr|leitung radiologie',
    ['imaging'],
    { levels: LEADS, alone: true },
  ),
  // ---- pharmacy ------------------------------------------------------------------------------------------------------------
  area(
    // (Session 60: "pharmacy staff", "everyone in pharmacy": the field said alone.)
    'pharmacy|pharmacy staff|pharmacy people|pharmacy personnel|pharmacy employees|pharmacy department|pharmacy services|pharmacy team|pharmacy teams|pharmacie a usage interieur|pui|servicio de farmacia|servicios de farmacia|servicos farmaceuticos|servico de farmacia',
    ['pharmacy'],
    4,
  ),
  people(
    'pharmacists|pharmacist|clinical pharmacists|hospital pharmacists|apotheker|apothekerinnen|krankenhausapotheker|krankenhausapothekerinnen|pharmaciens|pharmaciennes|pharmaciens hospitaliers|farmaceuticos|farmaceuticas|farmaceutico|farmaceuticos hospitalarios|ziekenhuisapothekers|apothekers',
    ['pharmacy'],
  ),
  kind(
    'pharmacy technicians|pharmacy technician|pharmacy techs|pharmazeutisch technische assistenten|preparateurs en pharmacie|preparatrices en pharmacie|pph|tecnicos de farmacia|tecnicos en farmacia|auxiliares de farmacia|apothekersassistenten|farmaceutisch medewerkers',
    'pharmacy',
    'pharmacy_technician',
  ),
  // (Session 60) The pharmacy's assistants, below its technicians ("não os técnicos auxiliares"; a Spanish "auxiliar de
  // farmacia" is its technician by the older name).
  kind(
    'pharmacy assistants|pharmacy assistant|counter assistants|pka|pharmazeutisch kaufmannische angestellte|tecnicos auxiliares de farmacia|ajudantes tecnicos de farmacia|ajudantes de farmacia',
    'pharmacy',
    'pharmacy_assistant',
  ),
  people(
    'chief pharmacists|chief pharmacist|heads of pharmacy|head of pharmacy|pharmacy directors|directors of pharmacy|chefapotheker|chefapothekerin|chefapothekerinnen|pharmaciens gerants|pharmacien gerant|pharmaciens chefs de service|jefes de servicio de farmacia|jefe de farmacia|farmaceutico responsavel|farmaceuticos responsaveis|hoofd apotheek|hoofden apotheek',
    ['pharmacy'],
    { levels: HEADS, alone: true },
  ),
  // ---- therapies -----------------------------------------------------------------------------------------------------------
  area(
    'allied health|allied health professionals|allied health professions|ahps|therapy services|rehabilitation therapies|therapieberufe|reeducation|reeducacion|paramedische beroepen',
    ['therapies'],
    4,
  ),
  people(
    'occupational therapists|occupational therapist|ergotherapeuten|ergotherapeutinnen|ergotherapeutes|ergotherapeute|terapeutas ocupacionales|terapeutas ocupacionais|speech and language therapists|speech and language therapist|speech therapists|slts|speech language pathologists|slps|logopaden|logopadinnen|orthophonistes|logopedas|fonoaudiologos|fonoaudiologas|terapeutas da fala|logopedisten|dietitians|dietitian|dieticians|diatassistenten|diatassistentinnen|dieteticiens|dieteticiennes|dietistas|dietistas nutricionistas|nutricionistas clinicos|nutricionistas clinicas|dietisten|therapists|therapeuten|therapeutinnen|therapeutes|terapeutas|oefentherapeuten',
    ['therapies'],
  ),
  people(
    'therapy leads|therapy managers|therapies managers|heads of therapies|head of therapies|heads of therapy|head of therapy|therapy heads|ahp leads|therapieleitung|therapieleitungen|responsables de reeducation|coordinadores de rehabilitacion',
    ['therapies'],
    { levels: LEADS, alone: true },
  ),
  // ---- ambulance services --------------------------------------------------------------------------------------------------
  area(
    'ambulance|ambulance service|ambulance services|ambulances|emergency medical services|patient transport|patient transport services|rettungsdienst|rettungsdienste|krankentransport|krankentransporte|notfallrettung|transport sanitaire|transports sanitaires|transporte sanitario|transporte de pacientes|emergencias sanitarias|transporte de doentes|emergencia pre hospitalar|ambulancezorg|ambulancedienst|ambulancediensten',
    ['ambulance'],
    4,
  ),
  people(
    'paramedics|paramedic|emts|emt|emergency medical technicians|ambulance technicians|ambulance crews|ambulance crew|ambulance staff|emergency care assistants|notfallsanitater|notfallsanitaterinnen|rettungssanitater|rettungssanitaterinnen|notfall und rettungssanitater|rettungsassistenten|rettungshelfer|ambulanciers|ambulancieres|tes|tecnicos en emergencias sanitarias|tecnicos de emergencias sanitarias|tecnicos de emergencias|socorristas|tecnicos de emergencia medica|tecnicos de emergencia pre hospitalar|ambulanceverpleegkundigen|ambulancezorgprofessionals',
    ['ambulance'],
  ),
  kind(
    'ambulance drivers|ambulance driver|patient transport drivers|krankentransportfahrer|krankentransportfahrerinnen|conductores de ambulancia|conductores de ambulancias|condutores de ambulancia|motoristas de ambulancia|ambulancechauffeurs|auxiliaires ambulanciers',
    'ambulance',
    'ambulance_driver',
  ),
  // ---- dentistry -----------------------------------------------------------------------------------------------------------
  area('dentistry|dental care|dental team|dental teams|zahnmedizin|odontologia|medicina dentaria|tandheelkunde|mondzorg', ['dental'], 4),
  people(
    'dentists|dentist|dental surgeons|associate dentists|zahnarzte|zahnarztinnen|zahnarzt|chirurgiens dentistes|dentistes|odontologos|odontologas|dentistas|medicos dentistas|tandartsen|tandarts|orthodontists|kieferorthopaden|orthodontistes|ortodoncistas|ortodontistas|orthodontisten',
    ['dental'],
  ),
  kind(
    'dental hygienists|dental hygienist|hygienists|dentalhygienikerinnen|dentalhygieniker|hygienistes dentaires|higienistas|higienistas dentales|higienistas orais|higienistas bucodentales|mondhygienisten',
    'dental',
    'dental_hygienist',
  ),
  kind(
    'dental nurses|dental nurse|dental assistants|zfa|zfas|zahnmedizinische fachangestellte|assistantes dentaires|assistants dentaires|auxiliares de clinica dental|auxiliares dentales|assistentes dentarias|assistentes dentarios|tandartsassistenten|tandartsassistentes',
    'dental',
    'dental_nurse',
  ),
  kind(
    'dental technicians|dental technician|zahntechniker|zahntechnikerinnen|prothesistes dentaires|protesicos dentales|protesicos|protesicos dentarios|tandtechnici',
    'dental',
    'dental_technician',
  ),
  // ---- veterinary practice -------------------------------------------------------------------------------------------------
  area('veterinary|veterinary care|tiermedizin|medecine veterinaire|medicina veterinaria|diergeneeskunde', ['veterinary'], 4),
  people(
    'vets|veterinarians|veterinary surgeons|tierarzte|tierarztinnen|tierarzt|veterinaires|veterinaires associes|veterinaires salaries|veterinarios|veterinarias|medicos veterinarios|dierenartsen',
    ['veterinary'],
  ),
  kind(
    'vet nurses|veterinary nurses|rvns|vet techs|veterinary technicians|tfa|tfas|tiermedizinische fachangestellte|asv|asvs|auxiliaires veterinaires|auxiliaires specialises veterinaires|auxiliares veterinarios|atvs|enfermeiros veterinarios|paraveterinairen|dierenartsassistenten',
    'veterinary',
    'vet_nurse',
  ),
  // ---- patient administration: admissions, medical records, clinical coding, medical secretaries -------------------------
  area(
    'patient administration|patient admin|patient access|admissions and records|medical records|health records|health information management|clinical coding|admision y documentacion clinica|documentacion clinica|codificacion clinica|medizincontrolling|medizinische dokumentation|patientenaufnahme|patientenverwaltung|information medicale|departement d information medicale|zorgadministratie|patientenadministratie|registo clinico|admissao hospitalar',
    ['patient_administration'],
    4,
  ),
  kind(
    'clinical coders|clinical coder|medical coders|codificadores|codificadoras|codificadores clinicos|kodierfachkrafte|kodierfachkraften|kodierfachkraft|codeurs medicaux|medisch codeurs|dbc medewerkers|dot medewerkers|dbc dot medewerkers|declaratiemedewerkers',
    'patient_administration',
    'clinical_coder',
  ),
  kind(
    'medical secretaries|medical secretary|secretarias medicas|secretarias clinicas|secretaires medicales|medizinische schreibkrafte|arztsekretarinnen|chefarztsekretarinnen|medisch secretaresses|poli secretaresses|polisecretaresses|ward clerks',
    'patient_administration',
    'medical_secretary',
  ),
  people('heads of admissions|head of patient access|hoofd zorgadministratie|medical records managers', ['patient_administration'], {
    levels: LEADS,
    alone: true,
  }),
  people('admissions clerks|patient access staff', ['patient_administration']),
  // ---- psychiatrists and psychologists: kinds a persona names apart ---------------------------------------------------------
  people('psychiatrists|psychiatrist|psychiater|psychiaterinnen|psychiatres|psiquiatras|psiquiatra|psychiaters', ['medical'], { roles: ['psychiatrist'] }),
  people(
    'psychologists|psychologist|clinical psychologists|psychologen|psychologinnen|psychologues|psicologos|psicologas|psicologos clinicos|psicologas clinicas|gz psychologen',
    ['health'],
    { roles: ['psychologist'] },
  ),
  // ---- clinical engineering (session 58): a hospital's medical equipment, its technicians and engineers --------------------
  area(
    'clinical engineering|medical engineering|medical equipment|ebme|medizintechnik|biomedical engineering|biomedical|biomedical department|service biomedical|genie biomedical|electromedicina|ingenieria clinica|engenharia clinica|medische technologie|medische techniek',
    ['clinical_engineering'],
    4,
  ),
  people(
    'medizintechniker|medizintechnikerinnen|ebme technicians|ebme technician|medical equipment technicians|medical equipment technician|clinical engineering technicians|techniciens biomedicaux|techniciennes biomedicales|tecnicos de electromedicina|tecnicos de engenharia clinica|medisch technici|medewerkers medische technologie',
    ['clinical_engineering'],
    { ic: true },
    5,
  ),
  // ---- infection prevention and control ------------------------------------------------------------------------------------
  area(
    'infection prevention|infection prevention and control|infection prevention & control|infection control|krankenhaushygiene|hygiene hospitaliere|control de infecciones|controle de infeccao|controle de infeccoes|ccih|scih|infectiepreventie',
    ['infection_prevention'],
    4,
  ),
  people(
    'ipc nurses|ipcns|infection prevention nurses|infection control nurses|infection prevention practitioners|hygienefachkrafte|hygienefachkraft|hygienefachkraften|krankenhaushygieniker|infirmieres hygienistes|infirmiers hygienistes|praticiens hygienistes|enfermeras de control de infecciones|enfermeros de medicina preventiva|enfermeiros do scih|enfermeiros da ccih|deskundigen infectiepreventie|deskundige infectiepreventie',
    ['infection_prevention'],
  ),
];

/** A health care sentence (not a drug maker's or a research lab's): the words below then take their clinical sense. */
const HEALTH_SENTENCE =
  /^(?!.*\b(gmp|gxp|pharma\w*|biotech\w*|qc|quality control|r&d|research|forschung|recherche|investigacion|pesquisa|onderzoek)\b).*\b(nurs\w*|clinic\w*|hospital\w*|patient\w*|klinik\w*|krankenhaus\w*|kliniken|clinique\w*|ziekenhuis\w*|hopital\w*|hospitais|nhs|trusts?|diagnostic\w*|diagnostik|pathology|radiolog\w*|imaging|pflege\w*|infirmi\w*|enfermer\w*|enfermagem|verpleeg\w*|health ?care|sanitari\w*|saude|salud|sante|zorg\w*|gesundheit\w*|arzt\w*|doctors?|physicians?|surgeons?|dent\w*|veterin\w*|ambulanc\w*|rettungs\w*|biomedic\w*|mtla?|mtra?|bma|imagerie|imagem|diagnostico|therap\w*|physios?|physiotherap\w*|radiographers?|pharmacists?)\b/;

const LAB: Tag = { k: 'area', areas: ['clinical_lab'] };
const LAB_STAFF: Tag = { k: 'noun', areas: ['clinical_lab'] };

export const CLINICAL_SENSES: ReadonlyArray<readonly [RegExp, ReadonlyMap<string, Tag>]> = [
  [
    HEALTH_SENTENCE,
    new Map<string, Tag>([
      // Beside a hospital, a clinic or a diagnostic network, the laboratory is the clinical laboratory.
      ...[
        'lab',
        'labs',
        'labo',
        'labor',
        'labore',
        'laboratory',
        'laboratories',
        'laboratorio',
        'laboratorios',
        'laboratoire',
        'laboratoires',
        'laboratorium',
        'laboratoria',
      ].map((w) => [w, LAB] as const),
      ...[
        'lab technicians',
        'lab technician',
        'laboratory technicians',
        'laboratory technician',
        'techniciens de laboratoire',
        'technicien de laboratoire',
        'tecnicos de laboratorio',
        'tecnico de laboratorio',
        'tecnicos de laboratorio',
        'laboranten',
        'analisten',
      ].map((w) => [w, LAB_STAFF] as const),
      // … and its lab managers the clinical laboratory's (a drug maker's lab managers are its research's).
      ...['lab managers', 'laboratory managers', 'lab leads', 'laboratory leads', 'lab heads'].map(
        (w) => [w, { k: 'noun', areas: ['clinical_lab'], levels: LEADS, alone: true } as Tag] as const,
      ),
      // Its theatres are operating theatres, its pharmacy the hospital's, its therapies the allied health professions.
      ['theatre', { k: 'area', areas: ['theatres'] }],
      ['theatres', { k: 'area', areas: ['theatres'] }],
      ['pharmacy', { k: 'area', areas: ['pharmacy'] }],
      ['therapies', { k: 'area', areas: ['therapies'] }],
      ['therapy', { k: 'area', areas: ['therapies'] }],
      ['ems', { k: 'area', areas: ['ambulance'] }],
      ['ipc', { k: 'area', areas: ['infection_prevention'] }],
      ['ipac', { k: 'area', areas: ['infection_prevention'] }],
      // A hospital's admissions (a bank's "admisión" admits credit risks), its "technologues" imaging's.
      ['admision', { k: 'area', areas: ['patient_administration'] }],
      ...['jefes de admision', 'jefe de admision', 'jefa de admision'].map(
        (w) => [w, { k: 'noun', areas: ['patient_administration'], levels: LEADS, alone: true } as Tag] as const,
      ),
      ['admisiones', { k: 'area', areas: ['patient_administration'] }],
      ['technologues', { k: 'noun', areas: ['imaging'] }],
      // Occupational therapists said "OTs" (elsewhere operational technology), a laboratory's "biologistes" (its lab physicians)
      // and its "responsables techniques" (who answer for the laboratory or the imaging centre).
      ['ots', { k: 'noun', areas: ['therapies'] }],
      // "Agency therapists", "agency radiographers": staff sent by an agency, contractors (as "locum" says).
      ['agency', { k: 'noun', employment: ['contractor'], alone: true }],
      ['biologistes', LAB_STAFF],
      ['biologiste', LAB_STAFF],
      ['biologistes medicaux', LAB_STAFF],
      ...['responsaveis tecnicos', 'responsavel tecnico', 'responsables techniques', 'responsable technique'].map(
        (w) => [w, { k: 'noun', areas: ['clinical_lab', 'imaging'], levels: LEADS, alone: true } as Tag] as const,
      ),
    ]),
  ],
];
