// The title reader's long-tail functions (DATA): the corporate teams buyers of specialised software target, each apart from
// the neighbour its titles share words with, in English, German, French, Spanish, Portuguese and Dutch. Investor relations and
// corporate development / M&A are finance's own (not FP&A, not strategy); internal audit is audit (not compliance, not the
// board's audit committee); developer relations is marketing's (not software); ESG / sustainability is its own (not EHS);
// internal communications is not press relations; localisation and translation; customer experience and VoC (not the
// support line); legal operations and contract management (not counsel); pricing and revenue management (not transfer
// pricing, which is tax); revenue accounting (accounting too); records management and information governance (not IT, not the DPO). The persona side is
// compiler/lexicon-longtail.ts; the contract's areas are criteria.ts's.
import type { AreaKey, Level } from '../criteria.js';
import type { Fn, Tier } from '../taxonomy.js';

const IR =
  /\b(investor relations?|investorrelations|investor-relations|ir (analyst|manager|director|officer|lead|specialist|associate)|(head|director|vp|leiter(in)?|managerin|hoofd) (of )?ir|relations? (avec les )?investisseurs|relacion(es)? con (los )?inversores|relac(ao|oes) com (os )?investidores|(analista|gerente|head|diretor(a)?|coordenador(a)?|especialista|superintendente) de ri|dri|beleggersrelaties)\b/;
const CORPDEV =
  /\b(m&a|mergers (and|&) acquisitions|corporate development|corp ?dev|fusions?-acquisitions|fusiones y adquisiciones|fusoes e aquisicoes|konzernentwicklung|desarrollo corporativo|desenvolvimento corporativo|developpement corporate)\b/;
const DEVREL =
  /\b(developer relations?|devrel|developer advoca\w*|developer evangel\w*|evangelista de desenvolvedores|developer community|community manager \(?developers?\)?|community manager de desenvolvedores|developer experience advoca\w*)\b/;
const ESG =
  /\b(esg|sustainab\w*|sustainability|nachhaltigkeit\w*|rse|developpement durable|sostenibilidad|sustentabilidade|duurzaamheid\w*|csrd|decarboni[sz]ation|climat|climate|chief sustainability officer)\b/;
const INTERNAL_COMMS =
  /\b(internal comm\w*|employee (communications?|comms|engagement (&|and) comms)|interne kommunikation|mitarbeiterkommunikation|communication interne|comunicacion interna|communications? interna|comunicacao interna|endomarketing|interne communicatie|communicatieadviseur intern)\b/;
const LOCALISATION =
  /\b(locali[sz]ation|translat(or|ion)\w*|linguist|lokalisierung\w*|ubersetzer(in)?|traduct(eur|rice|or|ora)|tradut(or|ora)|traduccion|localisation|localizacion|localizacao|lokalisatie\w*|vertaler|vertaalster|vertaling)\b/;
const CX =
  /\b(customer experience|cx(?! design\w*)|voice of the customer|voc|customer insights?|customer journey|experiencia (del |de |do )?cliente|experience client|parcours client|etudes satisfaction client|voz del cliente|jornada do cliente|klantbeleving|customer-experience\w*)\b/;
const LEGAL_OPS =
  /\b(legal op(eration)?s|legal project manag\w*|e-?billing|vertragsmanag\w*|vertragsadministrat\w*|gestionnaire de contrats|assistante? contrats|chef de projet juridique|administrativ[oa] de contratos|analista de contratos|assistente de contratos|coordenador(a)? de contratos|contractbeheer\w*)\b/;
const PRICING =
  /\b(?<!transfer )(?<!verrechnungs)(pricing|preisgestaltung|preisanalyst\w*|precios|precificacao|prijsanalist\w*|revenue management|monetization|monetisation)\b(?! (de transferencia|de transfert))/;
const REVACC =
  /\b(revenue (accounting|accountant|recognition)|umsatzrealisierung|comptable revenus|reconnaissance du chiffre d'affaires|contab\w* de ingresos|contable de ingresos|reconocimiento de ingresos|reconhecimento de receita|contador(a)? de receita|contabilidade de receita|analista de receita|coordenador(a)? de receita|omzetverantwoording)\b/;
const RECORDS =
  /\b(records (management|manager|clerk|officer|specialist|&)\w*|records? manager|information governance|governance de l'information|gobierno de la informacion|governanca da informacao|informationsmanagement|archiv\w*|registratur|arquiv\w*|gestion documental|gestao documental|informatiebeheer\w*|div-\w+|medewerker div(ision)?|hoofd div(ision)?|document control\w*|(medien)?dokumentar\w*|(medien)?dokumentalist\w*|mediendokumentation|documentalist\w*|documentaliste|iconograph\w*|mediatheque|mediateca|mediatheek|media ?asset (manag\w*|coordinat\w*|librarian|specialist)|media librarian)\b/;

// Session 35: an enterprise's back office. The finance shared-services centre (SSC / GBS): its lead and analysts, not an HR
// or IT shared-services team; "AP / AR" said short ("AP Team Lead", "AR Clerk"); reward, compensation & benefits (HR's
// centre of excellence, not a loyalty programme's rewards).
const SHARED_SERVICES =
  /(?<!\b(hr|it|ict|ti|rh|rrhh|people|personal) )\b(finance shared services?|shared services? (cent(er|re)|analyst|lead|manager|specialist|team|accountant|clerk|director|head|supervisor|coordinator)\w*|(head|director|manager|lead|vp) (of )?(finance )?shared services?|ssc (lead|manager|analyst|director|head|team lead)|centro de servicios compartidos|centre de services partages|centro de servicos compartilhados|shared service ?center)\b/;
const AP_AR_SHORT =
  /\b(ap|ar|a\/p|a\/r|ap\/ar) (clerk|team ?lead(er)?|specialist|accountant|supervisor|analyst|officer|assistant|administrator|coordinator)s?\b|\bteam ?lead(er)? (ap|ar)\b/;
const REWARD =
  /(?<!\b(loyalty|customer|member|player|guest) (and |& )?)\b(rewards? (coe|centre|center|specialist|manager|analyst|lead|director|partner|team|consultant|advisor|officer)\w*|(head|director|vp|manager|lead) (of )?(total )?rewards?|total rewards?|reward (&|and) (benefits|recognition)|verg(u|ue)tung\w*|remuneration(?! committee)|remuneracion(es)?|remuneraco(es)|remuneracao|compensacion(es)?|compensacao|compensacoes|beloning\w*|(compensation|comp) (&|and) benefits?|comp (&|and) ben|compensation (analyst|specialist|manager|partner|lead|director|consultant|advisor))\b/;

/** [pattern, [function, sub-area]]: read before the generic function words (title-functions.ts). */
/**
 * Marketing operations (a kind of marketing title, title.ts): marketing ops and automation, MOps, martech ("MOps Lead",
 * "Marketing Automation Specialist", "Chargée marketing automation", "Especialista en Automatización de Marketing",
 * "Analista de Automação de Marketing"): a persona's "marketing ops" are those, not every marketer.
 */
export const MARKETING_OPS =
  /\b(marketing op(eration)?s|mops|marketing automation|martech|marketing technolog\w*|automatizacion de marketing|automacao de marketing|automatisation (du )?marketing)\b/;

export const LONGTAIL_FUNCTIONS: ReadonlyArray<readonly [RegExp, readonly [Fn, string]]> = [
  [IR, ['finance', 'ir']],
  [SHARED_SERVICES, ['finance', 'shared_services']],
  [AP_AR_SHORT, ['finance', 'ap_ar']],
  [REWARD, ['human_resources', 'reward']],
  // Cash and liquidity management is treasury's ("Cash Manager", "Cash & Liquidity Manager").
  [/\b(cash (&|and) liquidity|cash manag\w*|liquidity manag\w*|liquiditatsmanag\w*|gestion de tresorerie)\b/, ['finance', 'treasury']],
  [CORPDEV, ['finance', 'corpdev']],
  [REVACC, ['finance', 'revacc']],
  [DEVREL, ['marketing', 'devrel']],
  [INTERNAL_COMMS, ['marketing', 'internal_comms']],
  [LEGAL_OPS, ['legal', 'legal_ops']],
  [LOCALISATION, ['creative', 'localization']],
  // Internal audit (an audit firm's ranks are verticals-public.ts's): "Interne Revision", "Konzernrevision", "Revisor(in)".
  [
    /\b(internal audit\w*|interne audit|audit interne|(de )?l'audit( et du controle)? interne|auditor(a)? intern[oa]|auditoria interna|auditeur interne|auditrice interne|it[- ]auditor|auditeur it|auditor de sistemas|chief audit executive|interne revision|konzernrevision|revisionsmanager\w*|revisionsleit\w*|interne(r)? revisor(in)?|revisorin|(junior|senior) revisor(in)?|pruf(er|erin) interne revision)\b/,
    ['finance', 'audit'],
  ],
  // Transfer pricing is tax's ("Verrechnungspreise", "prix de transfert", "precios de transferencia"), not pricing.
  [/\b(transfer pricing|verrechnungspreis\w*|prix de transfert|precios de transferencia|precos de transferencia|verrekenprijz\w*)\b/, ['finance', 'tax']],
  [PRICING, ['finance', 'pricing']],
  [CX, ['support', 'cx']],
  [RECORDS, ['operations', 'records']],
];

/**
 * Read before every sector's words (title-functions.ts): a "chargé(e) de mission RSE / développement durable" is ESG's, not a
 * public body's policy officer.
 */
export const LONGTAIL_FIRST: ReadonlyArray<readonly [RegExp, readonly [Fn, string]]> = [[ESG, ['operations', 'esg']]];

/** The contract's areas of the sub-areas above. */
export const LONGTAIL_AREA_OF_SUB: Readonly<Record<string, AreaKey>> = {
  'finance.ir': 'investor_relations',
  'finance.treasury': 'treasury',
  'finance.tax': 'tax',
  'finance.corpdev': 'corporate_development',
  'finance.revacc': 'revenue_accounting',
  'marketing.devrel': 'developer_relations',
  'marketing.internal_comms': 'internal_communications',
  'legal.legal_ops': 'legal_operations',
  'creative.localization': 'localization',
  'finance.audit': 'audit',
  'finance.pricing': 'pricing',
  'operations.esg': 'sustainability',
  'support.cx': 'customer_experience',
  'operations.records': 'records_management',
  'finance.shared_services': 'shared_services',
  'finance.ap_ar': 'ap_ar',
  'human_resources.reward': 'reward',
};

/** Rungs of these titles ([pattern, [tier, level]]) when their generic words misread them. */
export const LONGTAIL_RUNGS: ReadonlyArray<readonly [RegExp, readonly [Tier, Level]]> = [
  // The chief audit executive heads internal audit (the director rung), whatever "chief" says elsewhere.
  [/\bchief audit executive\b/, ['director', 'director']],
  // A group treasurer heads treasury ("Konzern-Treasurer", "Trésorier groupe", "Tesorero del Grupo"); a bare "Trésorier" does not.
  [/\b(group treasurer|konzern-?treasurer(in)?|(tresorier(e)?|treasurer) (du )?groupe|tesorer[oa] del grupo)\b/, ['head', 'head']],
  // A chief sustainability officer ("CSO (Sustainability)") is the C-level of ESG.
  [/\bcso \(?(sustainab\w*|esg)\b|\bchief sustainability officer\b/, ['c_suite', 'c_level']],
  // "Cash Manager", "Developer Community Manager" do the work; "Senior …" is the senior rung.
  [/\bsenior (cash|developer community) manager\b/, ['senior', 'senior']],
  [/\b(cash|developer community) manager\b|\bcommunity manager \(?developers?\)?|\bcommunity manager de desenvolvedores\b/, ['entry', 'entry']],
];
