// The compiler's words for a kind of employer said as an adjective of a word for companies (DATA; compiler/employer.ts
// reads them beside lexicon-employers.ts), in English, German, French, Spanish, Portuguese and Dutch, lower case without
// accents ("ß" as "ss"), "|" between phrases. A company word with a sector's adjective names that employer by itself:
// - `before` the company word (English, German and Dutch; also as one compound): "tech companies", "IT firms",
//   "Tech-Unternehmen", "IT-Dienstleister", "Technologiekonzerne", "techbedrijven", "verzekeringsbedrijven";
// - `after` it (French, Spanish, Portuguese): "empresas tecnológicas", "boîtes tech", "entreprises technologiques",
//   "empresas de tecnologia", "compañías de seguros", "établissements bancaires";
// - `alone`: the adjective used as a noun ("las tecnológicas", "les ESN").
// Only sectors of criteria.ts SECTORS; a word that also names a function ("in tech", "im Einzelhandel") is no form here.
import type { Sector } from '../criteria.js';

/** Words for companies that a sector's adjective qualifies: plural only ("law-firm partners" names a kind of partner, not the employer of all). */
export const COMPANY_NOUNS =
  'companies|firms|businesses|vendors|providers|chains|houses|groupes|grupos|redes|startups|start ups|scale ups|scaleups|unternehmen|firmen|konzerne|konzernen|konzern|anbieter|anbietern|dienstleister|dienstleistern|hauser|hausern|entreprises|societes|boites|etablissements|acteurs|empresas|companias|firmas|entidades|instituciones|companhias|instituicoes|bedrijven|ondernemingen|aanbieders|instellingen';

/**
 * Words for a sector itself, which a sector's word qualifies as it does a company word: before them in English, German
 * and Dutch, also as one compound ("the banking sector", "the software industry", "Softwarebranche", "zorgsector"); after
 * them in French, Spanish and Portuguese, with or without an article ("secteur bancaire", "secteur de l'assurance",
 * "sector de la construcción", "setor de tecnologia"). "in the banking sector" is "at banks".
 */
export const SECTOR_NOUNS_BEFORE = 'sector|sectors|industry|industries|space|branche|branchen|sektor|industrie|sektors|branchensektor';
export const SECTOR_NOUNS_AFTER = 'secteur|secteurs|sector|sectores|setor|setores|industrie|industria|ramo|filiere';
/** Between a word for a sector and the sector's own word: an article or "of" ("secteur de la santé", "setor de tecnologia", "sector del"). */
export const SECTOR_ARTICLES = 'de la|de l|du|des|de|del|de los|de las|da|do|das|dos|of the|of';

/**
 * People whose word names no function, with a sector's adjective before them ("tech founders", "SaaS CEOs", "Fintech-Gründer",
 * "techoprichters" as two words) or after them ("fondateurs tech", "fundadores SaaS"): the adjective names their employer.
 * Function words are left out: "retail buyers", "tech leads", "insurance brokers" are kinds of people.
 */
export const FOUNDER_NOUNS =
  'founders|co founders|cofounders|founder ceos|ceos|cfos|ctos|cios|cmos|coos|chros|cisos|c level|c suite|owners|business owners|grunder|grunderinnen|mitgrunder|inhaber|fondateurs|fondatrices|cofondateurs|dirigeants|fundadores|fundadoras|cofundadores|oprichters|medeoprichters|eigenaren';

export interface SectorForms {
  before?: string;
  after?: string;
  alone?: string;
  /** The sector's own words after a word for a sector (SECTOR_NOUNS_AFTER), beside `after`: "logiciel" ("secteur du logiciel"). */
  field?: string;
  /** Stems before a word for a sector only, beside `before` ("bank": "banksector", "Bankbranche"; not "bank companies"). */
  stems?: string;
}

export const SECTOR_FORMS: Readonly<Partial<Record<Sector, SectorForms>>> = {
  software: {
    before: 'tech|technology|software|saas|it|internet|technologie|technologische|technologischen|softwareentwicklungs|hardware|computer hardware',
    after:
      'tech|technologiques|technologique|informatiques|de logiciels|de logiciel|saas|tecnologicas|tecnologicos|tecnologica|de tecnologia|de tecnologias|de software|de informatica|informaticas|de ti|de it|de hardware|hardware|de materiel informatique|de base tecnologica|de base technologique',
    // "Fundadores de tecnológicas": the feminine plural after "de / en / las" is the companies (not "soluciones tecnológicas").
    alone: 'las tecnologicas|de tecnologicas|en tecnologicas|grandes tecnologicas|de las tecnologicas|en las tecnologicas',
    stems: 'tech|technologie',
    field: 'logiciel|logiciels|numerique|tecnologico|tecnologia|software|tecnologia da informacao|tech',
  },
  it_services: {
    before: 'it services|it service|it dienstleistungs|it dienstverlenings',
    field: 'services informatiques|services du numerique|servicios ti|servicios de ti|servicos de ti',
  },
  fintech: { before: 'fintech', after: 'fintech|fintechs' },
  banking: {
    before: 'bank|banking',
    after: 'bancaires|bancaire|bancarias|bancarios|bancaria',
    stems: 'banking|bank|banken|bancair',
    field: 'bancario|banque|banca',
  },
  insurance: {
    before: 'insurance|versicherungs|verzekerings',
    after: 'd assurance|d assurances|de seguros|de seguro',
    field: 'assurance|assurances|asegurador|seguros|segurador|seguradoras',
  },
  health_care: {
    before: 'healthcare|health care|gesundheits|zorg',
    stems: 'healthcare|health care|health|gesundheits|zorg|gezondheidszorg|kliniek|krankenhaus',
    field: 'sante|hospitalier|sanitario|salud|saude|hospitalar',
  },
  telecom: {
    before: 'telecom|telecoms|telco|telecommunications|telekommunikations|telekom',
    after: 'de telecom|de telecoms|de telecommunications|telecom|de telecomunicaciones|de telecomunicacoes|de telecomunicacao',
    field: 'telecoms|telecom|telecommunications|telecomunicaciones|telecomunicacoes',
  },
  pharma_biotech: {
    before: 'pharmaceutical|biotech|pharma|pharmazeutische|pharmazeutischen|farma|farmaceutische|biotechnologie',
    after: 'pharmaceutiques|pharmaceutique|de biotechnologie|biotech|farmaceuticas|farmaceuticos|de biotecnologia|pharma',
    field: 'farmaceutico|pharmacie|life sciences',
  },
  manufacturing: { stems: 'manufacturing|industrial|fertigungs|maak', field: 'industriel|manufacturier|manufacturero|industrial|manufatureiro' },
  logistics: {
    before: 'logistics|freight|logistik|logistiek|logistieke',
    after: 'logistiques|de logistique|de transport|de logistica|logisticas|de transporte|de transportes',
    field: 'logistique|logistico|logistica',
  },
  construction: {
    before: 'construction|bau|bouw',
    after: 'du btp|de construction|de construccion|de construcao',
    field: 'btp|construction|construccion|construcao|batiment',
  },
  real_estate: {
    before: 'real estate|property|immobilien|vastgoed',
    after: 'immobilieres|inmobiliarias|imobiliarias',
    field: 'immobilier|inmobiliario|imobiliario',
  },
  retail: {
    stems: 'retail|einzelhandels|detailhandel|retail',
    field: 'commerce de detail|distribution|grande distribution|minorista|retail|varejo|varejista|comercio minorista',
  },
  marketplaces: {
    before: 'e commerce|ecommerce|onlinehandels',
    after: 'de e commerce|de comercio electronico|de comercio eletronico|e commerce',
    stems: 'e commerce|ecommerce|onlinehandels|online retail',
    field: 'e commerce|ecommerce|commerce en ligne|comercio electronico|comercio eletronico|commerce electronique',
  },
  utilities: {
    before: 'energy|power|water|energie',
    after: 'd energie|energetiques|energetiques|energeticas|de energia|electricas|eletricas',
    stems: 'utilities|utility|versorgungs|energiewirtschafts',
    field: 'energie|energetique|energetico|electrico|eletrico|energia|de l electricite',
  },
  publishing: {
    stems: 'publishing|verlags|uitgeef|uitgeverij|zeitungs|newspaper',
    field: 'edition|editorial|presse',
  },
  higher_education: { stems: 'higher education|hochschul|universiteits', field: 'enseignement superieur|universitario|educacion superior|ensino superior' },
  government: { stems: 'government|overheids', field: 'administration publique|administracion publica|administracao publica' },
  nonprofit: {
    before: 'non profit|nonprofit|not for profit|charity|charitable',
    stems: 'non profit|nonprofit|not for profit|charity|charitable|ngo',
    field: 'associatif|non lucratif|sin animo de lucro|sem fins lucrativos',
  },
  hospitality: {
    before: 'hotel|hospitality',
    stems: 'hotel|hotellerie|gastronomie|horeca|hospitality',
    after: 'hotelieres|hoteliers|hoteleras|hoteleiras|hoteleiros',
    field: 'hotelier|hotellerie|hotelero|hoteleiro|hotelaria|hosteleria|hostelero',
  },
  consulting: {
    before: 'consulting|consultancy|beratungs|advies',
    stems: 'consulting|consultancy|beratungs|advies',
    field: 'conseil|consultoria|consultoria de gestion|consultoria de gestao',
  },
  law_firms: { before: 'law|legal', after: 'd avocats|de abogados|de advocacia|de advogados' },
  accounting_firms: { before: 'accounting|accountancy', after: 'comptables|d expertise comptable|de contabilidad|de contabilidade' },
  food_beverage: {
    before: 'food|food and beverage|food and drink|lebensmittel|nahrungsmittel|voedings|voedingsmiddelen|levensmiddelen',
    after: 'agroalimentaires|agroalimentaire|alimentarias|alimentarios|alimenticias|de alimentos|alimenticios',
    field: 'agroalimentaire|alimentaire|alimentario|alimenticio|alimentos|de alimentacion',
  },
  financial_services: {
    before: 'financial services|financial|finanz|financiele',
    after: 'financieres|financieras|financeiras|de servicios financieros|de servicos financeiros|de services financiers',
    field: 'financier|financiero|financeiro|des services financiers|de servicios financieros|de servicos financeiros',
  },
  wholesale: {
    before: 'wholesale|grosshandels|groothandels',
    after: 'de gros|mayoristas|atacadistas|distribuidoras|distribuidores|de distribucion|de distribuicao',
    field:
      'de gros|du negoce|commerce de gros|distribution de gros|mayorista|atacadista|distribucion mayorista|comercio mayorista|distribuicao atacadista|comercio atacadista',
  },
  agriculture: {
    before: 'agricultural|agri|agrar|landwirtschafts|landbouw|agrarische',
    stems: 'agriculture|farming|agribusiness',
    after: 'agricoles|agricolas|do agronegocio|agropecuarias',
    field: 'agricole|agricola|agropecuario|agropecuaria|agro|agronegocio',
  },
};

/**
 * Words that add more people after an employer said of the people before them ("account executives at dealerships, and
 * SDRs", "plus the CHRO", "sowie Teamleiter", "ainsi que les DAF", "así como los jefes", "bem como os gerentes",
 * "alsmede de managers"): those are named at every employer (employer-parts.ts).
 */
export const ADDING_CONJUNCTIONS =
  'and|plus|as well as|and also|und|sowie|ebenso wie|und auch|et|ainsi que|de meme que|et aussi|y|asi como|y tambien|e|bem como|assim como|e tambem|en|alsmede|evenals|en ook|&|\\+';

/** Words for any company: before "such as / like / z. B." the examples are of the employer ("at companies such as banks"). */
export const COMPANY_WORDS =
  'companies|company|firms|businesses|organisations|organizations|employers|firmen|unternehmen|arbeitgeber|arbeitgebern|betrieben|entreprises|societes|structures|empresas|companias|companhias|organizaciones|organizacoes|bedrijven|organisaties|werkgevers';

/** "too" after people named after an employer: the people of the same employer ("…, Praktikanten auch", "estagiários também"). */
export const ALSO_AFTER = 'too|as well|also|auch|ebenfalls|aussi|egalement|tambien|tambem|ook';
