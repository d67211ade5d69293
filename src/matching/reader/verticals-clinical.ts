// The title reader's vocabulary of health care's clinical departments and professions beside nursing and the physicians
// (DATA, session 44), in English, German, French, Spanish, Portuguese and Dutch: operating theatres, the clinical
// laboratory, imaging, pharmacy, the therapies, ambulance services, dentistry, veterinary practice and infection
// prevention. Four tables, each spliced into the reader's own at one place:
// - CLINICAL_PHRASES (title-normalise.ts, first of the vertical phrases): each profession's words in one long form
//   ("OP-Pflege", "IBODE", "instrumentista", "OK-assistent" are theatre nurses or practitioners; "MTLA", "BMA",
//   "analista clínico" biomedical scientists; "Rettungssanitäter", "TES", "ambulancier" EMTs; "ZFA", "assistante
//   dentaire" dental nurses; "TFA", "ASV" veterinary nurses; "Hygienefachkraft" an infection prevention nurse);
// - CLINICAL_FUNCTIONS (title-functions.ts, first rows of FUNCTION): the function (health) and the sub-area of those long
//   forms, before the generic words they contain ("Pharmacy Technician" is no technician of a plant, "Theatre Nurse" no
//   ward nurse alone);
// - CLINICAL_AREA_OF_SUB (person-areas.ts): the contract's area of each sub-area (criteria.ts: theatres, clinical_lab,
//   imaging, pharmacy, therapies, ambulance, dental, veterinary, infection_prevention);
// - CLINICAL_EXTRA_AREAS (areas.ts): a second area a title names ("Theatre Nurse" and "IPC Nurse" are nursing too, a
//   radiologist is imaging, a pathologist the laboratory, a physio a club's sports medicine).
// Kinds a persona names apart inside an area (phlebotomists in the laboratory, dental nurses and technicians, veterinary
// nurses, pharmacy technicians, sonographers) are CLINICAL_KINDS (spliced into verticals-care.ts CARE_KINDS).
// Levels are the generic words' ("Theatre Manager" a manager, "Head of Therapies" a head, "Lead Radiographer" a team lead);
// a chief pharmacist heads the pharmacy. Titles a sector reads apart ("Lab Manager" at a hospital is its laboratory's,
// "Theatre Manager" at a hospital its theatres') are reader/firm.ts SECTOR_AREAS rows.
import type { AreaKey } from '../criteria.js';
import type { Fn } from '../taxonomy.js';

/** A short abbreviation other fields use too ("SLT", "TES", "MLS"): read only as the whole title's first word or in brackets. */
const abbr = (words: string) => `(?:^(?:${words})(?=$| ?[-–|,/(:])|\\((?:${words})\\))`;
const re = (source: string) => new RegExp(source, 'g');

/** Long forms of the professions' titles (applied to a normalised title, in order, before the other verticals' phrases). */
export const CLINICAL_PHRASES: ReadonlyArray<readonly [RegExp, string]> = [
  // The German "leitende" before a profession's abbreviation is its lead ("Leitende MTRA", "leitender MTL").
  [/\bleitende(r)? (radiographer|mtr|mtra)\b/g, 'manager radiographer'],
  [/\bleitende(r)? (mtl|mtla|bma|biomedical scientist)\b/g, 'manager biomedical scientist'],
  // A French "cadre de santé" of the laboratory or of imaging manages it (not a ward).
  [/\bcadre (de sante )?[-–, ]*(du |de |d'|de l'|en )?(laboratoire|labo|biologie)\b/g, 'clinical pathology manager'],
  // ---- operating theatres ----
  [
    /\b(theatre|theater|operating (room|theatre|department)|perioperative|peri-operative|scrub|recovery|pacu|anaesthetic|anesthetic|anaesthesia|anesthesia) nurse\b|\bnurse,? (theatres?|perioperative|operating (room|theatre))\b/g,
    'theatre nurse',
  ],
  [/\b(op|ok)[- ]?(pflege\w*|schwester|pfleger\w*|krankenpfleger\w*|fachkrankenpfleger\w*|verpleegkundige)\b/g, 'theatre nurse'],
  // A specialist nurse of theatres or anaesthesia ("Fachkrankenpfleger für den OP", "Fachkrankenschwester Anästhesie") is senior.
  [/\bfach(kranken)?(pfleger|schwester)(in)? (fur )?(den )?(op|operationsdienst|anasthesie)\w*\b/g, 'senior theatre nurse'],
  [/\b(nurse|infirmi\w*) (de |du )?bloc( operatoire)?\b|\bibode\b|\biade\b|\b(nurse|infirmi\w*) anesthesiste\b/g, 'theatre nurse'],
  [
    /\b(enfermer[oa]|enfermeir[oa]|nurse) (de |do |da |del )?(quirofano|quirofanos|bloco( operatorio)?|centro cirurgico|sala de operaciones|instrumentista)\b/g,
    'theatre nurse',
  ],
  [/\b(enfermer[oa] )?instrumentista\b|\binstrumentador(a)?( cirurgic[oa])?\b/g, 'theatre practitioner'],
  [
    /\b(operating department|scrub|anaesthetic|anesthetic|surgical|theatre|recovery|perioperative) (practitioner|assistant|technologist|technician|support worker)s?\b|\bodps?\b|\bsurgical tech\b|\b(operationstechnische|anasthesietechnische)\w* (assistent\w*|assistenz)\b/g,
    'theatre practitioner',
  ],
  [re(abbr('ota|ata')), 'theatre practitioner'],
  [/\b(ok|operatie|anesthesie)-?(assistent|medewerker)\w*\b|\banesthesiemedewerker\b|\boperatieassistent\b/g, 'theatre practitioner'],
  [
    /\b(head|director|lead|manager|matron|clinical lead) (of |for )?(operating theatres|perioperative services|surgical services|the operating rooms?)\b/g,
    '$1 of operating theatres',
  ],
  [/\b(perioperative( services)?|operating (room|theatre)s?) (manager|director|coordinator|lead|team leader|sister)\b/g, 'operating theatres $4'],
  // An "OR Nurse", "OR Manager": the operating room's (only where the title starts with it; elsewhere "or" is a conjunction).
  [/^or nurse\b/g, 'theatre nurse'],
  [/^or (manager|director|coordinator|team leader)\b/g, 'operating theatres $1'],
  [
    /(?<![&\w-])op-(leitung|manager\w*|koordinator\w*|leiter\w*)\b|\bop (leitung|koordinator\w*)\b|\bleit(er|erin|ung) (des )?(op|zentral-op|operationsdienst(es)?)\b/g,
    'operating theatres manager',
  ],
  [
    /\b(cadre|responsable|chef) (de sante )?(du |de )?bloc( operatoire)?\b|\bsupervisor(a)? de (quirofano|quirofanos|bloque quirurgico)\b/g,
    'operating theatres manager',
  ],
  [/\b(coordenador|coordenadora|gerente|gestor|gestora|supervisor|supervisora) (do |de )?(centro cirurgico|bloco operatorio)\b/g, 'operating theatres manager'],
  [/\b(teamleider|manager|hoofd|leidinggevende) (ok|operatiekamers|operatiekamer|ok-complex)\b/g, 'operating theatres manager'],
  // ---- the clinical laboratory ----
  [
    /\bphlebotom\w*|\bvenesection\w*|\bpreleveu(r|se)\b|\b(infirmi\w*|nurse) preleveu\w*|\bextraccionista\b|\bflebotomista\b|\bcoletador(a)?\b|\bbloedafn(ame|emer)\w*|\bbloedprikker\b|\bblutentnahme\w*/g,
    'phlebotomist',
  ],
  [
    /\bbiomedical scientists?\b|\bmedical laboratory (scientist|technologist|technician|assistant)s?\b|\bclinical (laboratory|lab) (scientist|technologist|technician|assistant)s?\b/g,
    'biomedical scientist',
  ],
  // (Germany's MTL / MTLA, Austria's BMA, France's TEL are the laboratory's technicians: a kind "no lab technicians" names.)
  [re(`${abbr('mls|mlt|bma|tel')}|\\bmt(l|la)\\b`), 'biomedical labtech'],
  [/\bmta (labor|lab)\b|\bmedizinisch-?technische\w* (laboratoriums\w*|labor\w*) ?\w*|\bbiomedizinische\w* analytiker\w*/g, 'biomedical labtech'],
  [/\btechnicien(ne)? (de |en )?laboratoire (medical|d'analyses|de biologie)\w*|\btechnicien(ne)? (de |en )?biologie medicale\b/g, 'biomedical labtech'],
  [
    /\btecnic[oa] (superior |especialista )?(de |en )?laboratorio clinico\b|\banalista clinic[oa]\b|\btecnic[oa] de analises clinicas\b|\bbiomedic[oa]\b/g,
    'biomedical scientist',
  ],
  [/\b(klinisch chemisch|medisch|medische microbiologisch|hematologisch) analist\b|\bbioanalist\b|\bhoofdanalist\b/g, 'biomedical scientist'],
  [
    /\b(head|director|lead|manager) (of )?(pathology|laboratory medicine|blood sciences|microbiology|haematology|hematology|clinical laboratory|clinical labs?)\b/g,
    '$1 of clinical pathology',
  ],
  [/\b(pathology|laboratory medicine|blood sciences|clinical laboratory) (services )?(manager|director|lead)\b/g, 'clinical pathology $3'],
  [/\bbiologiste (medical|responsable|coresponsable)\w*|\bbiologiste\b/g, 'pathologist'],
  // ---- imaging ----
  [
    /\b(diagnostic |therapeutic )?radiographers?\b|\b(radiologic|radiology|x-?ray|ct|mri|mr|imaging) (technologist|technician|tech|radiographer)s?\b|\bmammographer\b/g,
    'radiographer',
  ],
  [/\b(ultra)?sonographer\w*|\bechographiste\b|\becografista\b|\bultrassonografista\b|\bechografist\b/g, 'sonographer'],
  [/\bmtr(a)?\b|\bmedizinisch-?technische\w* (radiologie\w*) ?\w*|\bradiologietechnolog\w*/g, 'radiographer'],
  [
    /\bmanipulat(eur|rice) (en |d')?(electro)?radiolog\w*( medicale)?|\bmanip(ulat(eur|rice))? radio\b|\bmerm\b|\btechnologue (en )?(imagerie|radiologie)( medicale)?\b|\btsid\b/g,
    'radiographer',
  ],
  [
    /\btecnic[oa] (superior )?(en |de |em )?(imagen para el diagnostico|radiodiagnostico|radiologia|imagiologia|rayos)\b|\btecnolog[oa] (em |en )?radiologia\b|\btecnolog[oa] medic[oa] (en )?imagenologia\b/g,
    'radiographer',
  ],
  [
    /\bmbb'?(er|ers)\b|\b(radiodiagnostisch |medisch beeldvormings\w* )?laborant (radiologie|radiodiagnostiek)\b|\bradiodiagnostisch laborant\b/g,
    'radiographer',
  ],
  [/\b(head|director|lead|manager) (of )?(imaging|radiology|diagnostic imaging)( services)?\b/g, '$1 of diagnostic imaging'],
  [/\b(imaging|radiology|diagnostic imaging) (services |department )?(manager|director|lead|coordinator)\b/g, 'diagnostic imaging $3'],
  [/\b(cadre|responsable) (de sante )?(d'|de l'|en )?imagerie\b|\bteamleider radiologie\b/g, 'diagnostic imaging manager'],
  [/\bleit(er|erin|ung) (der )?(radiologie|mtr|mtra|radiographer)\b/g, 'head of diagnostic imaging'],
  [/\bradiolog(e|in|ue|o|a|ista)\b/g, 'radiologist'],
  // ---- pharmacy ----
  [re(abbr('pta|pka')), 'pharmacy technician'],
  [/\bpharmacy (director|lead)\b/g, 'director of pharmacy services'],
  [
    /\bchief pharmacist\b|\b(director|head|lead) (of )?(hospital )?pharmacy( services)?\b|\bchefapotheker\w*|\bpharmacien(ne)? (chef|gerant|gerante|chef de service)\b|\bjef[ea] de (servicio de )?farmacia\b|\bhoofd (ziekenhuis)?apotheek\b|\bfarmaceutic[oa] responsavel\b/g,
    'head of pharmacy services',
  ],
  // Session 60: a pharmacy's assistants ("Técnica Auxiliar de Farmácia", "Ajudante Técnico de Farmácia", "Pharmacy
  // Assistant", a PKA) below its technicians.
  [
    /\b(tecnic[oa] auxiliar|ajudante tecnic[oa]) de farmacia\b|\bpharmacy (counter )?assistants?\b|\bpharmazeutisch-?kaufmannische\w* angestellte\w*\b|^pka\b/g,
    'pharmacy assistant',
  ],
  [
    /\bpharmacy (technician|tech)s?\b|\bpharmazeutisch-?technische\w* (assistent\w*|angestellte\w*)\b|\bprepara(teur|trice) (en )?pharmacie( hospitaliere)?\b|\bpph\b|\btecnic[oa] (superior )?(en |de )?farmacia\b|\bauxiliar de farmacia\b|\bapothekersassistent\w*|\bfarmaceutisch (medewerker|consulent)\b/g,
    'pharmacy technician',
  ],
  [
    // (Not a drug maker's pharmacists, who answer for its quality or its files: "Pharmacien responsable", "Pharmacien QP",
    // "Pharmacien affaires réglementaires"; nor "Farmacêutica" naming a company in a headline.)
    /(?<!\b(na|no|em|at|en|bei|chez|a|la|der|die|propagandista|visitador|visitadora|representante|delegad[oa]|produccion|producao|industria) )\b((clinical |hospital |arrs |gp practice )?pharmacists?|(krankenhaus)?apotheker(in)?|pharmacien(ne)?( hospitalier| hospitaliere)?|farmaceutic[oa]|(ziekenhuis)?apotheker)\b(?! (responsable|delegue|adjoint|adjointe|qp|rp|qualified|affaires|reglementaire\w*|regulatory|quality|qualite|assurance|industriel\w*|de calidad|de qualidade))/g,
    'pharmacist',
  ],
  // ---- therapies ----
  [/\b(head|director|lead|manager) (of )?(therapies|therapy services|allied health( professions)?|ahps?|rehabilitation therapies)\b/g, '$1 of therapies'],
  [/\b(therapies|therapy|ahp|allied health) (manager|lead|director)\b|\btherapieleit(er|erin|ung)\b/g, 'therapies manager'],
  [re(abbr('slt')), 'speech therapist'],
  [/\boccupational therap\w*|\bergotherap\w*|\bterapeuta ocupacional\b/g, 'occupational therapist'],
  [
    /\bspeech (and language )?therap\w*|\bspeech-language patholog\w*|\blogopad\w*|\borthophoniste\b|\blogopeda\b|\bfonoaudiolog[oa]\b|\bterapeuta da fala\b|\blogopedist\b/g,
    'speech therapist',
  ],
  [
    /\bdietitian\b|\bdietician\b|\bdiatassistent\w*|\bdiateti\w*|\bdieteticien(ne)?\b|\bdietista(-nutricionista)?\b|\bnutricionista clinic[oa]\b|\bdietist\b/g,
    'dietitian',
  ],
  [/\b(kinesitherapeute|kine|masseur-kinesitherapeute)\b|\boefentherapeut\b/g, 'physiotherapist'],
  // ---- ambulance services ----
  [
    /\b(notfall|rettungs)sanitat\w*|\brettungs(assistent|helfer)\w*|\bemergency medical technician\w*|\bemts?\b|\bambulance (technician|care assistant|practitioner|crew|clinician)s?\b|\bemergency care assistant\b|\btecnic[oa] (en |de |em )?emergencias? (sanitarias|medicas?|pre-?hospitalar)\b|\bsocorrista\b|\bambulancier(e)?\b|\bambulancezorgprofessional\b/g,
    'emergency medical technician',
  ],
  [re(abbr('tes')), 'emergency medical technician'],
  [/\bparamedic\w*|\bparamedico\b/g, 'paramedic'],
  [/\bambulanceverpleegkundige\b/g, 'ambulance nurse'],
  [
    /\b(ambulance|patient transport|pts) (driver|assistant|care assistant)s?\b|\bkrankentransport(fahrer|begleiter)\w*|\b(conduct(or|ora)|motorista|condutor) (de )?ambulancia\b|\bambulancechauffeur\b|\bauxiliaire ambulancier\b/g,
    'ambulance driver',
  ],
  [
    /\b(ambulance|ems) (station|operations|base|service|area|duty) manager\b|\b(rettungs)?wach(en)?leit(er|erin|ung)\b|\bjef[ea] de base( de ambulancias)?\b(?! de)/g,
    'ambulance manager',
  ],
  [/\bleit(er|erin|ung) (des )?rettungsdienst\w*|\b(head|director) of (ambulance|ems|emergency medical) services?\b/g, 'head of ambulance services'],
  // ---- dentistry ----
  [
    /\b(dental|oral) hygienist\w*|\bhygienist\w* dentaire\b|\bdentalhygieniker\w*|\bzmp\b|\bhigienista (dental|bucodental|oral)\b|\bmondhygienist\w*/g,
    'dental hygienist',
  ],
  [re(abbr('dh')), 'dental hygienist'],
  [
    /\bdental (nurse|assistant|receptionist nurse)s?\b|\bzfa\b|\bzmf\b|\bzahnmedizinische\w* (fachangestellte|assistent\w*)\b|\bassistant(e)? dentaire\b|\bauxiliar (de clinica )?dental\b|\bassistente dentari[oa]\b|\b(tandarts|mondzorg)assistent\w*/g,
    'dental nurse',
  ],
  [
    /\bdental technician\w*|\bzahntechniker\w*|\bprothesiste dentaire\b|\bprotesic[oa] dental\b|\bprotesic[oa] dentari[oa]\b|\btandtechnic\w*/g,
    'dental technician',
  ],
  [
    /\b(general )?dentists?\b|\bdental surgeon\b|\bzahnarzt\w*|\bchirurgien(ne)?-? ?dentiste\b|\bdentiste\b|\bodontolog[oa]\b|\b(medic[oa] )?dentista\b|\btandarts\b|\borthodont\w*/g,
    'dentist',
  ],
  // ---- veterinary practice ----
  [
    /\bveterinary (nurse|technician|tech|care assistant|assistant)s?\b|\bvet (nurse|tech)s?\b|\brvn\b|\btfa\b|\btiermedizinische\w* fachangestellte\b|\bauxiliaire (specialise(e)? )?veterinaire\b|\bauxiliar (tecnico )?veterinari[oa]\b|\benfermeir[oa] veterinari[oa]\b|\bparaveterinair\b|\bdierenartsassistent\w*/g,
    'veterinary nurse',
  ],
  [re(abbr('asv|atv')), 'veterinary nurse'],
  [
    /\bveterinary (surgeon|doctor|director|clinical director)\b|\bveterinarian\b|\bvet\b(?! (coordinator|trainer|teacher|assessor|programmes?|programs?|courses?|students?|lecturer|tutor|manager))|\b\w*tierarzt\w*|\bveterinaire\b|\bveterinari[oa]\b|\bmedic[oa] veterinari[oa]\b|\bdierenarts\b/g,
    'veterinary surgeon',
  ],
  // ---- patient administration: admissions, medical records, clinical coding, medical secretaries ----
  [
    /\b(clinical|medical) coders?\b|\bcodificador(a|es)?( clinic[oa])?\b|\bkodierfachkr\w*|\bmedizinische\w* kodier\w*|\bmedisch codeur\w*|\btechnicien(ne)? (de l'|d')?information medicale\b|\bdbc-?(medewerker|specialist)\w*|\bdot-?medewerker\w*|\bdeclaratiemedewerker\w*/g,
    'clinical coder',
  ],
  [
    /\b(jef[ea]|responsable|director(a)?) (de |del servicio de )?(admision y documentacion clinica|documentacion clinica)\b|\bhoofd (zorgadministratie|patientenadministratie)\b|\b(medical|health) records manager\b|\bhead of (medical records|health records|patient access|clinical coding)\b/g,
    'head of patient administration',
  ],
  [
    /\b(supervisor(a)?|coordinador(a)?) (de )?(documentacion clinica)\b|\b(patient access|medical records|health records|clinical coding) (team leader|supervisor)\b|\bteamleider (zorgadministratie|patientenadministratie)\b/g,
    'patient administration team leader',
  ],
  [
    /\b(administrativ[oa]|auxiliar administrativ[oa]|tecnic[oa]|gestor(a)?) (de |en )?(documentacion clinica)\b|\b(medical|health) records (officer|clerk|administrator|assistant|coordinator)\b|\b(zorgadministratie|patientenadministratie)\w*\b|\bpatientenaufnahme\w*|\bmedizinische\w* dokumentation\w*|\bmedizinische\w* dokumentar\w*/g,
    'patient administration clerk',
  ],
  [
    /\bchefarztsekretar\w*|\barztsekretar\w*|\bmedizinische\w* schreibkr\w*|\bpoli-?secretaresse\w*|\bmedisch secretaresse\w*|\bsecretaire medicale\b|\bsecretari[oa] (medic[oa]|clinic[oa])\b|\bward clerk\b|\bmedical secretar(y|ies)\b/g,
    'medical secretary',
  ],
  // Psychiatrists and psychologists (kinds a persona names apart: "psychiatrists and psychologists, not the nurses").
  // (Session 58: also a specialty's psychiatrist, "Kinder- en jeugdpsychiater", "Consultant in Old Age Psychiatry",
  // "Fachärztin für Psychiatrie und Psychotherapie"; and a psychotherapist or a "Gesundheitspsychologe" is a psychologist.)
  [/\b\w*psychiater(in)?\b|\bpsychiatre\b|\bpsiquiatra\b/g, 'psychiatrist'],
  [/\bconsultant in( \w+)*? psychiatry\b/g, 'consultant psychiatrist'],
  [/\b(facharzt|facharztin) fur psychiatrie( und psychotherapie)?\b/g, '$1 psychiatrist'],
  [
    /\b\w*psycholog(ue|e|in|en)\b|\bpsicolog[oa]\b(?! \((cafap|cras|creas|cpcj)\))|\bpsycholoog\b|\bgz-?psycholoog\b|\b(psychologische(r)? )?psychotherapeut(in|en)?\b|\bpsychotherapist\b/g,
    'psychologist',
  ],
  // ---- clinical engineering (session 58): a hospital's medical equipment, its technicians, engineers and their heads ----
  [
    /\b(head|director) of (medical|clinical|biomedical) engineering\b|\b(leitung|leiter(in)?) (der )?medizintechnik\b|\bmedizintechnik-?leiter(in)?\b|\b(responsable|direct(eur|rice)) (du service |des services )?biomedica(l|ux)\b|\bhoofd medische (technologie|techniek)\b/g,
    'head of clinical engineering',
  ],
  [
    /\b(manager|lead) of (medical|clinical|biomedical) engineering\b|\b(responsable|jef[ea]) (de |del servicio de )?(electromedicina|ingenieria clinica)\b|\b(coordenador(a)?|gerente) (de )?(engenharia clinica)\b|\b(manager|teamleider) medische (technologie|techniek)\b|\b(ebme|medical equipment|medical devices|clinical engineering) (manager|lead|team leader|supervisor)\b/g,
    'clinical engineering manager',
  ],
  [
    /\b(ebme|medical equipment|medical device|clinical engineering|biomedical engineering) (technician|technologist|engineer|officer|specialist)s?\b|\bmedizintechniker(in)?\b(?! (im )?(aussendienst|service))|\bmedizintechnische(r)? (assistent\w*|mitarbeiter\w*)\b|\b(technicien(ne)?|ingenieur(e)?) (biomedical|biomedicale|biomedicaux|en appareillage medical|d'appareillage medical)\b|\btecnic[oa] (de |en |em )?(electromedicina|equipos medicos|equipamentos medicos|equipamentos hospitalares|engenharia clinica)\b|\b(medewerker|technicus|technicien) medische (technologie|techniek)\b|\bmedisch technicus\b/g,
    'clinical engineering technician',
  ],
  // ---- infection prevention and control ----
  [
    /\binfection (prevention|control)( (and|&) control)? (nurse|practitioner|specialist|lead|manager|officer|nurse specialist)\b|\b(ipc|ipcn|ipac) (nurse|practitioner|nurse specialist|clinical nurse specialist)\b|\bipcn\b|\bhygienefachkraft\w*|\bhygienefachkrafte\b|\bkrankenhaushygien\w*|\b(infirmi\w*|nurse|praticien(ne)?) hygieniste\b|\benfermer[oa] (de )?(control de infecciones|medicina preventiva)\b|\b(enfermeir[oa] )?(do |da )?(scih|ccih)\b|\bdeskundige infectiepreventie\b/g,
    'infection prevention nurse',
  ],
  [re(abbr('ipc|dip|eoh')), 'infection prevention nurse'],
];

/** Function and sub-area of the long forms above: the first rows of the reader's FUNCTION table. */
export const CLINICAL_FUNCTIONS: ReadonlyArray<readonly [RegExp, readonly [Fn, string]]> = [
  [/\b(theatre nurse|theatre practitioner|operating theatres)\b/, ['health', 'theatres']],
  [/\b(biomedical scientist|biomedical labtech|clinical pathology|phlebotomist)\b/, ['health', 'clinical_lab']],
  [/\b(radiographer|sonographer|diagnostic imaging)\b/, ['health', 'imaging']],
  [/\b(pharmacy services|pharmacy technician|pharmacy assistant|pharmacist)\b/, ['health', 'pharmacy']],
  [/\b(therapies|occupational therapist|speech therapist|dietitian|physiotherapist)\b/, ['health', 'therapies']],
  [/\b(emergency medical technician|paramedic|ambulance nurse|ambulance driver|ambulance manager|ambulance services)\b/, ['health', 'ambulance']],
  [/\b(dental hygienist|dental nurse|dental technician|dentist)\b/, ['health', 'dental']],
  [/\b(veterinary nurse|veterinary surgeon)\b/, ['health', 'veterinary']],
  [/\binfection prevention nurse\b/, ['health', 'infection_prevention']],
  [/\b(clinical engineering (manager|technician)|head of clinical engineering)\b/, ['health', 'clinical_engineering']],
  [/\b(patient administration|clinical coder|medical secretary)\b/, ['health', 'patient_administration']],
];

/** The contract's areas of the sub-areas above (they win over the generic area rules of their function). */
export const CLINICAL_AREA_OF_SUB: Readonly<Record<string, AreaKey>> = {
  'health.theatres': 'theatres',
  'health.clinical_lab': 'clinical_lab',
  'health.imaging': 'imaging',
  'health.pharmacy': 'pharmacy',
  'health.therapies': 'therapies',
  'health.ambulance': 'ambulance',
  'health.dental': 'dental',
  'health.veterinary': 'veterinary',
  'health.infection_prevention': 'infection_prevention',
  'health.clinical_engineering': 'clinical_engineering',
  'health.patient_administration': 'patient_administration',
};

/** A second area a title names beside its main one. */
export const CLINICAL_EXTRA_AREAS: ReadonlyArray<readonly [Fn, RegExp, AreaKey[]]> = [
  // A nurse of any department is a nurse ("all nurses" keeps the theatre, ambulance, infection prevention, dental and
  // veterinary nurses; "no dental nurses" still leaves those out), and theatres are led by nurses (a theatre manager, a
  // "Supervisora de Quirófano", a "cadre de bloc" is nursing management too).
  ['health', /\bnurses?\b|\boperating theatres\b/, ['nursing']],
  // The physicians of the laboratory and of imaging ("the radiologists" beside the radiographers).
  ['health', /\bradiologists?\b/, ['imaging']],
  ['health', /\bpathologists?\b/, ['clinical_lab']],
];

/** Kinds of title a persona names apart inside a clinical area ("no phlebotomists", "pas les ASV", "não os protésicos"). */
export const CLINICAL_KINDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bphlebotomist\b/, 'phlebotomist'],
  [/\bbiomedical labtech\b/, 'lab_technician'],
  [/\bradiologists?\b/, 'radiologist'],
  [/\bpsychiatrists?\b/, 'psychiatrist'],
  [/\bpsychologists?\b/, 'psychologist'],
  [/\bclinical coder\b/, 'clinical_coder'],
  [/\bmedical secretary\b/, 'medical_secretary'],
  [/\bsonographer\b/, 'sonographer'],
  // Session 60: midwives ("Hebamme", "sage-femme", "matrona", "parteira", "verloskundige"); an English matron is a senior nurse.
  [/\b(midwi(fe|ves)|hebammen?|entbindungspfleger|matronas?|parteiras?|verloskundigen?|sages?-? ?femmes?)\b/, 'midwife'],
  // Session 61: mental health nurses ("Psychiatric Nurse", RMN, CPN, "Psychiatrisch verpleegkundige", "Enfermera de Salud
  // Mental", "Fachkrankenpfleger Psychiatrie"; matched on the reader's long forms, where each is a nurse).
  [
    /\b(mental health|psychiatric|psychiatrisch\w*|ggz|psiquiatric\w*)\b.*\bnurse\b|\bnurse\b.*\b(salud mental|saude mental|sante mentale|psychiatrie|psiquiatria|mental health)\b|\b(rmn|cpn)\b/,
    'mental_health_nurse',
  ],
  [/\bpharmacy technician\b/, 'pharmacy_technician'],
  [/\bpharmacy assistant\b/, 'pharmacy_assistant'],
  [/\bdental nurse\b/, 'dental_nurse'],
  [/\bdental technician\b/, 'dental_technician'],
  [/\bdental hygienist\b/, 'dental_hygienist'],
  [/\bveterinary nurse\b/, 'vet_nurse'],
  [/\bambulance driver\b/, 'ambulance_driver'],
];
