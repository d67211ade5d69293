// The persona compiler's words for the long-tail corporate teams buyers of specialised software target (DATA, spliced into
// LEXICON), in English, German, French, Spanish, Portuguese and Dutch: investor relations, corporate development / M&A,
// internal audit, treasury's cash managers, transfer pricing (tax), revenue accounting, pricing, developer relations, internal
// communications, localisation, customer experience, legal operations, ESG / sustainability and
// records management. The title reader's side is reader/verticals-longtail.ts; the areas are criteria.ts's.
import type { AreaKey } from '../criteria.js';
import type { Entry, Tag } from './lexicon.js';

const area = (phrases: string, areas: AreaKey[], p = 3): Entry => ({ phrases, tag: { k: 'area', areas }, p });
const noun = (phrases: string, tag: Omit<Extract<Tag, { k: 'noun' }>, 'k'>, p = 3): Entry => ({ phrases, tag: { k: 'noun', ...tag }, p });

export const LONGTAIL_LEXICON: Entry[] = [
  // ---- pre-sales: its consultants are pre-sales staff, not contractors ------------------------------------------------------------
  noun(
    'pre sales consultant|pre sales consultants|presales consultant|presales consultants|solutions consultant|solutions consultants|solution consultants|consultores de preventa|consultores de pre vendas|consultants avant vente',
    { areas: ['sales_engineering'], ic: true },
    4,
  ),
  // ---- regulatory affairs' French officers and pharmacists ("chargés d'affaires réglementaires" are no sellers) ---------------------
  noun(
    'charges d affaires reglementaires|charge d affaires reglementaires|chargee d affaires reglementaires|chargees d affaires reglementaires|pharmaciens ar|pharmacien ar|pharmaciens affaires reglementaires|pharmacien affaires reglementaires',
    { areas: ['regulatory_affairs'], ic: true },
    4,
  ),
  noun('responsables ar|responsable ar|directeurs ar|directrices ar', { areas: ['regulatory_affairs'], levels: ['manager', 'senior_manager', 'head'] }, 4),
  // "in dienst én freelance", "employees and freelancers alike": both kinds of engagement, which narrows nobody.
  {
    phrases:
      'in dienst en freelance|in dienst of freelance|vast en freelance|employees and freelancers alike|employees and freelancers|staff and freelance|in house and freelance|' +
      'festangestellt und freiberuflich|fest und frei|salaries et freelances|salaries comme freelances|en plantilla y freelance|en plantilla o freelance|contratados e freelancers|clt e freelancers',
    tag: { k: 'filler' },
    p: 4,
    exact: true,
  },
  // ---- investor relations ------------------------------------------------------------------------------------------------------
  area(
    'investor relations|investor relations team|ir team|ir|relations investisseurs|relations avec les investisseurs|relation investisseurs|relations investisseur|' +
      'relaciones con inversores|relacion con inversores|relaciones con los inversores|relacion con los inversores|relacoes com investidores|relacoes com os investidores|relacao com investidores|ri|' +
      'investorenbeziehungen|beleggersrelaties|investeerdersrelaties',
    ['investor_relations'],
  ),
  // The Brazilian "DRI" (Diretor de Relações com Investidores), often the CFO's second hat.
  noun('dri|dris|diretor de ri|diretora de ri|investor relations officer|investor relations officers', { areas: ['investor_relations'] }),
  // ---- corporate development and M&A ---------------------------------------------------------------------------------------------
  area(
    'corporate development|corp dev|corpdev|m&a|m & a|mergers and acquisitions|mergers & acquisitions|fusions acquisitions|fusions et acquisitions|fusac|' +
      'fusiones y adquisiciones|fusoes e aquisicoes|fusoes & aquisicoes|konzernentwicklung|desarrollo corporativo|desenvolvimento corporativo|developpement corporate|fusies en overnames',
    ['corporate_development'],
  ),
  // ---- internal audit ------------------------------------------------------------------------------------------------------------
  area(
    'internal audit|internal audit team|interne revision|konzernrevision|revision|revisionsleitung|audit interne|l audit interne|auditoria interna|auditoria interno|interne audit|internal auditing',
    ['audit'],
  ),
  noun(
    'internal auditor|internal auditors|it auditor|it auditors|revisor|revisoren|revisorin|revisorinnen|interne revisoren|internen revisoren|prufer|pruferin|prufer innen|auditeurs internes|auditeur interne|auditores internos|auditor interno|auditoras internas|interne auditors|interne auditor',
    { areas: ['audit'], ic: true },
  ),
  noun('cae|chief audit executive|chief audit executives|revisionsleiter|revisionsleiterin', { areas: ['audit'], levels: ['director'] }),
  // ---- treasury's cash managers, tax's transfer pricing --------------------------------------------------------------------------
  noun('cash manager|cash managers|cash management analysts|liquidity managers', { areas: ['treasury'], ic: true }, 4),
  area(
    'transfer pricing|verrechnungspreis|verrechnungspreise|prix de transfert|precios de transferencia|precos de transferencia|verrekenprijzen|transfer pricing team',
    ['tax'],
    4,
  ),
  noun(
    'transfer pricing specialist|transfer pricing specialists|verrechnungspreis spezialisten|verrechnungspreisspezialisten|verrechnungspreis spezialist',
    { areas: ['tax'], ic: true },
    4,
  ),
  // ---- revenue accounting and pricing --------------------------------------------------------------------------------------------
  area(
    'revenue accounting|revenue recognition|rev rec|ifrs 15|asc 606|umsatzrealisierung|comptabilite des revenus|contabilidad de ingresos|reconocimiento de ingresos|contabilidade de receita|reconhecimento de receita|omzetverantwoording',
    ['revenue_accounting'],
    4,
  ),
  noun('revenue accountant|revenue accountants|comptables revenus|contables de ingresos|contadores de receita', { areas: ['revenue_accounting'], ic: true }, 4),
  area(
    'pricing|pricing team|monetization|monetisation|preisgestaltung|preismanagement|tarification|precios|fijacion de precios|precificacao|prijsstelling|prijsbeleid|' +
      // session 41: fares and rates ("analistas de tarifas", "analystes tarifs", "Tarifanalyst")
      'tarifas|tarifs|tarife|tarieven|tarifacao',
    ['pricing'],
  ),
  // ---- developer relations -------------------------------------------------------------------------------------------------------
  area('devrel|dev rel|developer relations|developer advocacy|developer community|developer marketing', ['developer_relations']),
  noun(
    'developer advocate|developer advocates|developer evangelist|developer evangelists|devrel engineers|developer relations engineers|developer community managers|developer community manager|dev advocates|evangelistas de desenvolvedores',
    { areas: ['developer_relations'], ic: true },
  ),
  // ---- internal communications ----------------------------------------------------------------------------------------------------
  area(
    'internal communications|internal communication|internal comms|la communication interne|de la communication interne|la comunicacion interna|a comunicacao interna|die interne kommunikation|de interne communicatie|employee communications|employee comms|communication interne|com interne|comm interne|communications internes|' +
      'interne kommunikation|mitarbeiterkommunikation|comunicacion interna|comunicacao interna|endomarketing|interne communicatie',
    ['internal_communications'],
  ),
  // ---- localisation and translation ----------------------------------------------------------------------------------------------
  area(
    'localisation|localization|lokalisierung|localisation team|traduction|traduccion|localizacion|traducao|localizacao|lokalisatie|vertaling|vertalingen|translation',
    ['localization'],
  ),
  noun(
    'translator|translators|linguists|ubersetzer|ubersetzerin|ubersetzerinnen|traducteurs|traductrices|traducteur|traductores|traductoras|traductor|tradutores|tradutoras|tradutor|vertalers|vertaler|' +
      'localisation specialists|localization specialists|lokalisatiespecialisten|localization pm|localization pms|localisation pms|localization project managers|localisation project managers',
    { areas: ['localization'], ic: true },
  ),
  // ---- customer experience ------------------------------------------------------------------------------------------------------
  area(
    'customer experience|cx|voc|voice of the customer|voice of customer|customer journey|experience client|experiencia de cliente|experiencia del cliente|experiencia do cliente|voz del cliente|voz do cliente|klantbeleving|klantervaring',
    ['customer_experience'],
  ),
  // ---- legal operations ------------------------------------------------------------------------------------------------------------
  area(
    'legal ops|legal operations|legal operations team|operations juridiques|operaciones legales|operaciones juridicas|operacoes juridicas|operacoes legais|juridische operaties|contractbeheer',
    ['legal_operations'],
    4,
  ),
  noun(
    'legal project manager|legal project managers|e billing analysts|ebilling analysts|e billing analyst|contractbeheerders',
    { areas: ['legal_operations'], ic: true },
    4,
  ),
  // ---- ESG and sustainability ------------------------------------------------------------------------------------------------------
  area(
    'esg|sustainability|sustainability team|nachhaltigkeitsteam|corporate social responsibility|csr|rse|developpement durable|direction rse|nachhaltigkeit|nachhaltigkeitsmanagement|' +
      'sostenibilidad|sustentabilidade|sustentabilidad|duurzaamheid|mvo|csrd reporting|decarbonisation|decarbonization',
    ['sustainability'],
  ),
  noun('chief sustainability officer|chief sustainability officers', { areas: ['sustainability'], levels: ['c_level'] }),
  // ---- records management and information governance ------------------------------------------------------------------------------
  area(
    'records management|information governance|informatiebeheer|div|documentaire informatievoorziening|archief|archives|archivage|gouvernance de l information|' +
      'gestion documental|gobierno de la informacion|gestao documental|governanca da informacao|registratur|schriftgutverwaltung|informationsmanagement',
    ['records_management'],
  ),
  noun(
    'records managers|records manager|archivists|archivist|archivarissen|archivaris|informatiebeheerders|informatiebeheerder|div medewerkers|archivare|archivarinnen|archivistes|archiveros|arquivistas|document controllers|' +
      // Session 61: documentalists and a media company's media librarians and media asset coordinators.
      'documentalists|documentalist|documentalistes|documentalistas|dokumentare|dokumentarinnen|mediendokumentare|mediendokumentarinnen|mediendokumentalisten|iconographes|media librarians|media asset coordinators|media asset managers',
    { areas: ['records_management'], ic: true },
  ),
  // Marketing operations and automation, a kind of marketing title (reader MARKETING_OPS): "marketing ops runs it", "quien lleve
  // marketing ops", "de marketing-ops", "MOps", "les équipes marketing automation".
  noun(
    'marketing ops|marketing operations|mops|marketing ops people|marketing ops team|marketing operations team|marketing automation specialists|marketing automation specialist|marketing automation people|marketing automation team|martech|marketing technologists|ops marketing|operations marketing',
    { roles: ['marketing_ops'], alone: true },
    5,
  ),
];
