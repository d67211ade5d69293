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
  'companies|firms|businesses|vendors|providers|startups|start ups|scale ups|scaleups|unternehmen|firmen|konzerne|konzernen|konzern|anbieter|anbietern|dienstleister|dienstleistern|hauser|hausern|entreprises|societes|boites|etablissements|acteurs|empresas|companias|firmas|entidades|instituciones|companhias|instituicoes|bedrijven|ondernemingen|aanbieders|instellingen';

export interface SectorForms {
  before?: string;
  after?: string;
  alone?: string;
}

export const SECTOR_FORMS: Readonly<Partial<Record<Sector, SectorForms>>> = {
  software: {
    before: 'tech|technology|software|saas|it|internet|technologie|technologische|technologischen|softwareentwicklungs',
    after:
      'tech|technologiques|technologique|informatiques|de logiciels|de logiciel|saas|tecnologicas|tecnologicos|tecnologica|de tecnologia|de tecnologias|de software|de informatica|informaticas|de ti|de it',
    alone: 'las tecnologicas',
  },
  fintech: { before: 'fintech', after: 'fintech|fintechs' },
  banking: { after: 'bancaires|bancaire|bancarias|bancarios|bancaria' },
  insurance: {
    before: 'insurance|versicherungs|verzekerings',
    after: 'd assurance|d assurances|de seguros|de seguro',
  },
  telecom: {
    before: 'telecom|telecoms|telco|telecommunications|telekommunikations|telekom',
    after: 'de telecom|de telecoms|de telecommunications|telecom|de telecomunicaciones|de telecomunicacoes|de telecomunicacao',
  },
  pharma_biotech: {
    before: 'pharmaceutical|biotech|pharma|pharmazeutische|pharmazeutischen|farma|farmaceutische|biotechnologie',
    after: 'pharmaceutiques|pharmaceutique|de biotechnologie|biotech|farmaceuticas|farmaceuticos|de biotecnologia|pharma',
  },
  logistics: {
    before: 'logistics|freight|logistik|logistiek|logistieke',
    after: 'logistiques|de logistique|de transport|de logistica|logisticas|de transporte|de transportes',
  },
  construction: { before: 'construction|bau|bouw', after: 'du btp|de construction|de construccion|de construcao' },
  real_estate: { before: 'real estate|property|immobilien|vastgoed', after: 'immobilieres|inmobiliarias|imobiliarias' },
  utilities: { before: 'energy|power|water|energie', after: 'd energie|energetiques|energeticas|de energia|electricas|eletricas' },
  law_firms: { before: 'law|legal', after: 'd avocats|de abogados|de advocacia|de advogados' },
  accounting_firms: { before: 'accounting|accountancy', after: 'comptables|d expertise comptable|de contabilidad|de contabilidade' },
};
