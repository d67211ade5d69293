// The role keys a job title reads to (title.ts): specific roles (project manager, account executive, SDR,
// DPO, …), tested in order, and the kinds of title a persona may name (assistants, coordinators, tech leads,
// ML engineers).
import { CARE_ROLE_KEYS } from './verticals-care.js';
import { INSTITUTION_ROLE_KEYS } from './verticals-institutions.js';
import { PUBLIC_ROLE_KEYS } from './verticals-public.js';

/** Kinds of entry-level roles a persona may name ("assistants", "coordinators"). */
export const JUNIOR_KINDS: ReadonlyArray<readonly [RegExp, string]> = [
  // (The Portuguese "assistente" and the Spanish and Portuguese "auxiliar": "Assistente de Compras", "Auxiliar de compras".)
  [/\b(assistant|assistante|asistente|assistente|auxiliar(es)?|assistent(in)?|assistenz|\w+assistenz|\w+assistent(in)?)\b/, 'assistant'],
  [/\b(coordinator|coordinat(eur|rice)|coordinador(a)?|koordinator(in)?)\b/, 'coordinator'],
];
export const TECH_LEAD = /\b(tech|technical) lead\b|\btechlead\b|\btechnisch leider\b|\blider tecnic[oa]\b/;
/**
 * "Lead Engineer", "Lead Data Engineer", "Lead Backend Developer": the engineer who leads the work technically, an individual
 * contributor on the tech-lead rung (above senior, manages nobody: "from junior to senior" and "no leads" leave them out, "ICs
 * only" keeps them). Not the kind `tech_lead` (a title saying "tech lead"): a persona's bare "tech leads" beside data engineers
 * would otherwise take QA and SRE leads too. Other "Lead <discipline>" titles ("Lead UX Designer", "Lead Accountant") stay
 * senior individual contributors (title-tiers.ts LEAD_IC); "Staff" and "Principal" engineers stay senior: the development
 * sets' labels disagree on them, and "senior engineers" keep them.
 */
export const LEAD_ENGINEER = /^lead (?:[a-z&/-]+ ){0,2}(?:engineer|developer|dev(?! advocate| relations| rel\b)|programmer|sre|ingenieur|entwickler)s?\b/;
/** Machine learning and AI engineers ("ML Engineer", "KI-Entwickler", "Ingeniero de Machine Learning"): software engineers of their own kind. */
export const ML_ENGINEER =
  /\b(machine learning|ml|ai|ki|mlops|ml ops|deep learning|computer vision|nlp|llm)[- ](\w+[- ])?(engineer|ingenieur|ingeniero|engenheir[oa]|entwickler|developer|ontwikkelaar)\w*|\b(engineer|ingenieu|ingenier[oa]|engenheir[oa]|developpeu|desarrollador|desenvolvedor|entwickler)\w* (de |en |d'|fur |für )?(machine learning|ml|ai|ia|ki|intelligence artificielle|inteligencia artificial|kunstliche intelligenz)\b/;

/** Software testers ("QA Engineer", "Software Tester", "SDET", "Testautomatisierer", "Testeur" = "qa tester", "Analista de Pruebas"). */
export const QA_TESTER =
  /\b(qa|quality assurance|sdet|\w*tester(in)?|test ?(automation|engineer\w*|analyst|lead|manager|architect|coordinator)|testautomatisier\w*|testmanager\w*|testleiter\w*|analista de (testes|pruebas|qa)|(ingenieu\w*|engenheir[oa]|ingenier[oa]) (de )?(qa|tests?|pruebas))\b/;

export const ROLE_KEYS: ReadonlyArray<readonly [RegExp, string]> = [
  // Health care's named roles (verticals-care.ts).
  ...CARE_ROLE_KEYS,
  // Banks', newsrooms', universities' and NGOs' named roles (verticals-institutions.ts).
  ...INSTITUTION_ROLE_KEYS,
  // Loss adjusters, elected members (verticals-public.ts).
  ...PUBLIC_ROLE_KEYS,
  [
    /\b(project|program|programme|programma|programm|projekt)[- ]?manager\w*|\bchef de projet\b|\bprojectleider\b|\bjefe de proyecto\b|\bgerente de proje(to|cto)\b/,
    'project_manager',
  ],
  [/\bgroup product manager\b/, 'group_product_manager'],
  [/\bdata engineer\w*|\banalytics engineer\w*/, 'data_engineer'],
  [/\bproduct owner\b/, 'product_owner'],
  [
    /\bproduct manager\b|\bproduktmanager\w*|\bproductmanager\b|\bchef de produit\b|\bgerente de produ(to|cto)\b|\bgestor(a)? de produto\b|\bpm\b/,
    'product_manager',
  ],
  // Account executives: the sellers who close new business ("Executivo de Contas", "Ejecutiva de Cuentas",
  // "Ingénieur commercial" / "Ingénieure d'affaires" in French software sales, "Closer").
  [
    /\baccount executive\b|\bae\b|\bexecutiv[oa] de contas\b|\bejecutiv[oa] de cuentas\b|\bingenieu\w* (commercial\w*|d'affaires)\b|\b(sales )?closer\b/,
    'account_executive',
  ],
  // Sales development in six languages; in Brazil "pré-vendas" / "pré-vendedor" is the SDR team (technical presales is
  // "engenheiro de vendas"), while the Spanish "preventa" and the French "avant-vente" are presales engineering.
  [
    /\b(sdr|bdr|sales development|business development rep\w*|representante de desarrollo de negocio\w*|(lead|account|market|pipeline|commercial) development rep\w*|appointment setter\w*|business development associate\w*|(?<!engenheir[oa] de )pre-? ?vend(as?(?! tecnic)|edor(a|es|as)?)|desenvolvimento de vendas|desarrollo de ventas|prospect(eur|rice|ion)\w*)\b/,
    'sdr',
  ],
  [/\b(key )?account manager\w*\b/, 'account_manager'],
  [/\bcustomer success manager\b/, 'customer_success_manager'],
  [/\bfounding (engineer|employee|designer|member|team)\b/, 'founding_employee'],
  [/\bfounder'?s'? associate\b/, 'founders_associate'],
  [/\bchief of staff\b/, 'chief_of_staff'],
  // HR business partners, a named kind of HR job ("HRBP", "People Partner", "Business Partner RH / de Personas").
  [
    /\b(hr business partner|people (business )?partner|business partner (de |des |rh |hr )?(rh|hr|people|personas|pessoas|gente|personal|ressources humaines|recursos humanos))\b/,
    'hrbp',
  ],
  // Data protection officers and privacy people (DPO, Datenschutzbeauftragte, FG, encarregado de dados).
  [
    /\b(dpo|data protection|privacy|datenschutz\w*|gegevensbescherming|protection des donnees|proteccion de datos|protecao de dados|privacidad|privacidade)\b/,
    'dpo',
  ],
];
