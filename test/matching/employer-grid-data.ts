// The probe grid of employer conditions (employer-grid-6lang.test.ts): sectors as buyers name them, in frames buyers
// write, in English, German, French, Spanish, Portuguese and Dutch, beside people named before or after. Our own
// wordings (session 23). Each language gives its people, its frames ({P} the people, {N} the companies of a sector as
// a plural noun, {S} the sector as a field, {A} a word for companies with the sector's adjective) and, per sector, the
// forms it has; a frame is written only for the sectors that have its form.
import type { EmployeeRange, Sector } from '../../src/matching/criteria.js';

export type SectorKey =
  | 'software'
  | 'it_services'
  | 'banking'
  | 'insurance'
  | 'health_care'
  | 'pharma'
  | 'manufacturing'
  | 'construction'
  | 'real_estate'
  | 'retail'
  | 'ecommerce'
  | 'logistics'
  | 'energy'
  | 'telecom'
  | 'publishing'
  | 'schools'
  | 'universities'
  | 'government'
  | 'public_sector'
  | 'nonprofit'
  | 'hospitality'
  | 'consulting'
  | 'law_firms'
  | 'accounting_firms'
  | 'food'
  | 'financial_services'
  | 'wholesale'
  | 'agriculture'
  | 'media'
  | 'education'
  | 'automotive';

/** What each key reads as. */
export const EXPECTED: Readonly<Record<SectorKey, readonly Sector[]>> = {
  software: ['software'],
  it_services: ['it_services'],
  banking: ['banking'],
  insurance: ['insurance'],
  health_care: ['health_care'],
  pharma: ['pharma_biotech'],
  manufacturing: ['manufacturing'],
  construction: ['construction'],
  real_estate: ['real_estate'],
  retail: ['retail'],
  ecommerce: ['marketplaces'],
  logistics: ['logistics'],
  energy: ['utilities'],
  telecom: ['telecom'],
  publishing: ['publishing'],
  schools: ['schools'],
  universities: ['higher_education'],
  government: ['government'],
  public_sector: ['public_sector'],
  nonprofit: ['nonprofit'],
  hospitality: ['hospitality'],
  consulting: ['consulting'],
  law_firms: ['law_firms'],
  accounting_firms: ['accounting_firms'],
  food: ['food_beverage'],
  financial_services: ['financial_services'],
  wholesale: ['wholesale'],
  agriculture: ['agriculture'],
  media: ['broadcasting', 'publishing'],
  education: ['higher_education', 'schools'],
  automotive: ['automotive'],
};

/** A sector's forms in one language: N a plural noun for its companies, S the sector as a field, A companies said with its adjective. */
export interface Forms {
  N?: string;
  S?: string;
  A?: string;
}

export interface Language {
  lang: 'en' | 'de' | 'fr' | 'es' | 'pt' | 'nl';
  people: readonly string[];
  /** Frames that apply the sector (`at`) or except it (`except`); `size` adds an employee range. */
  frames: ReadonlyArray<{ name: string; frame: string; reads: 'at' | 'except'; employees?: EmployeeRange }>;
  sectors: Readonly<Partial<Record<SectorKey, Forms>>>;
}

export const GRID: readonly Language[] = [
  {
    lang: 'en',
    people: ['Founders', 'IT and security managers', 'Heads of finance', 'Buyers'],
    frames: [
      { name: 'at N', frame: '{P} at {N}', reads: 'at' },
      { name: 'only at N', frame: '{P}, only at {N}', reads: 'at' },
      { name: 'N only', frame: '{P} at {N} only', reads: 'at' },
      { name: 'in the S sector', frame: '{P} in the {S} sector', reads: 'at' },
      { name: 'in the S industry', frame: '{P} in the {S} industry', reads: 'at' },
      { name: 'working in S', frame: '{P} working in {S}', reads: 'at' },
      { name: 'A', frame: '{P} at {A}', reads: 'at' },
      { name: 'not at N', frame: '{P}, not at {N}', reads: 'except' },
      { name: 'except at N', frame: '{P}, except at {N}', reads: 'except' },
      { name: 'outside S', frame: '{P} outside {S}', reads: 'except' },
      { name: 'outside the S sector', frame: '{P} outside the {S} sector', reads: 'except' },
      { name: 'anywhere but S', frame: '{P} anywhere but {S}', reads: 'except' },
      { name: 'at companies outside S', frame: '{P} at companies outside {S}', reads: 'except' },
      { name: 'size', frame: '{P} at {N} with fewer than 200 employees', reads: 'at', employees: { max: 199 } },
    ],
    sectors: {
      software: { N: 'software companies', S: 'software', A: 'SaaS companies' },
      it_services: { N: 'IT service providers', S: 'IT services', A: 'IT services firms' },
      banking: { N: 'banks', S: 'banking' },
      insurance: { N: 'insurers', S: 'insurance', A: 'insurance companies' },
      health_care: { N: 'hospitals', S: 'healthcare', A: 'healthcare providers' },
      pharma: { N: 'pharma companies', S: 'pharma', A: 'pharmaceutical firms' },
      manufacturing: { N: 'manufacturers', S: 'manufacturing', A: 'industrial companies' },
      construction: { N: 'construction companies', S: 'construction', A: 'construction firms' },
      real_estate: { N: 'property management companies', S: 'real estate', A: 'real estate firms' },
      retail: { N: 'retailers', S: 'retail', A: 'retail chains' },
      ecommerce: { N: 'online retailers', S: 'e-commerce', A: 'e-commerce companies' },
      logistics: { N: 'logistics providers', S: 'logistics', A: 'logistics companies' },
      energy: { N: 'utilities', S: 'energy', A: 'energy companies' },
      telecom: { N: 'telcos', S: 'telecom', A: 'telecom companies' },
      publishing: { N: 'publishers', S: 'publishing', A: 'publishing houses' },
      schools: { N: 'schools' },
      universities: { N: 'universities', S: 'higher education' },
      government: { N: 'government agencies', S: 'government' },
      public_sector: { N: 'public sector employers', A: 'public bodies' },
      nonprofit: { N: 'non-profits', S: 'non-profit', A: 'charities' },
      hospitality: { N: 'hotels', S: 'hospitality', A: 'hotel groups' },
      consulting: { N: 'consultancies', S: 'consulting', A: 'consulting firms' },
      law_firms: { N: 'law firms' },
      accounting_firms: { N: 'accounting firms' },
      food: { N: 'food manufacturers', S: 'food', A: 'food companies' },
      financial_services: { N: 'financial institutions', S: 'financial services', A: 'financial services firms' },
      wholesale: { N: 'wholesalers', S: 'wholesale', A: 'wholesale distributors' },
      agriculture: { N: 'farms', S: 'agriculture', A: 'agricultural companies' },
      media: { N: 'media companies', A: 'media groups' },
      education: { N: 'educational institutions', A: 'education providers' },
      automotive: { N: 'automotive suppliers', S: 'automotive', A: 'automotive companies' },
    },
  },
  {
    lang: 'de',
    people: ['Gründer', 'IT- und Sicherheitsleiter', 'Finanzleiter', 'Einkäufer'],
    frames: [
      { name: 'bei N', frame: '{P} bei {N}', reads: 'at' },
      { name: 'nur bei N', frame: '{P}, nur bei {N}', reads: 'at' },
      { name: 'in der S', frame: '{P} in der {S}', reads: 'at' },
      { name: 'aus der S', frame: '{P} aus der {S}', reads: 'at' },
      { name: 'A', frame: '{P} von {A}', reads: 'at' },
      { name: 'nicht bei N', frame: '{P}, nicht bei {N}', reads: 'except' },
      { name: 'außer bei N', frame: '{P}, außer bei {N}', reads: 'except' },
      { name: 'außerhalb der S', frame: '{P} außerhalb der {S}', reads: 'except' },
      { name: 'size', frame: '{P} bei {N} mit weniger als 200 Mitarbeitern', reads: 'at', employees: { max: 199 } },
    ],
    sectors: {
      software: { N: 'Softwarefirmen', S: 'Softwarebranche', A: 'Tech-Unternehmen' },
      it_services: { N: 'IT-Dienstleistern', S: 'IT-Dienstleistungsbranche', A: 'Systemhäusern' },
      banking: { N: 'Banken', S: 'Bankbranche', A: 'Kreditinstituten' },
      insurance: { N: 'Versicherern', S: 'Versicherungsbranche', A: 'Versicherungsunternehmen' },
      health_care: { N: 'Krankenhäusern', S: 'Gesundheitsbranche', A: 'Kliniken' },
      pharma: { N: 'Pharmaunternehmen', S: 'Pharmabranche', A: 'Pharmafirmen' },
      manufacturing: { N: 'Herstellern', S: 'Industrie', A: 'Industrieunternehmen' },
      construction: { N: 'Baufirmen', S: 'Baubranche', A: 'Bauunternehmen' },
      real_estate: { N: 'Hausverwaltungen', S: 'Immobilienbranche', A: 'Immobilienunternehmen' },
      retail: { N: 'Einzelhändlern', S: 'Einzelhandelsbranche', A: 'Handelsketten' },
      ecommerce: { N: 'Onlinehändlern', S: 'E-Commerce-Branche', A: 'E-Commerce-Unternehmen' },
      logistics: { N: 'Logistikern', S: 'Logistikbranche', A: 'Logistikunternehmen' },
      energy: { N: 'Energieversorgern', S: 'Energiebranche', A: 'Stadtwerken' },
      telecom: { N: 'Telekommunikationsanbietern', S: 'Telekommunikationsbranche', A: 'Telekommunikationsunternehmen' },
      publishing: { N: 'Verlagen', S: 'Verlagsbranche', A: 'Zeitungsverlagen' },
      schools: { N: 'Schulen' },
      universities: { N: 'Hochschulen', A: 'Universitäten' },
      government: { N: 'Behörden', S: 'öffentlichen Verwaltung', A: 'Kommunen' },
      public_sector: { A: 'öffentlichen Arbeitgebern' },
      nonprofit: { N: 'Stiftungen', A: 'gemeinnützigen Organisationen' },
      hospitality: { N: 'Hotels', S: 'Hotelbranche', A: 'Hotelketten' },
      consulting: { N: 'Unternehmensberatungen', S: 'Beratungsbranche', A: 'Beratungsunternehmen' },
      law_firms: { N: 'Anwaltskanzleien' },
      accounting_firms: { N: 'Steuerkanzleien' },
      food: { N: 'Lebensmittelherstellern', S: 'Lebensmittelbranche', A: 'Lebensmittelunternehmen' },
      financial_services: { N: 'Finanzdienstleistern', S: 'Finanzbranche', A: 'Finanzinstituten' },
      wholesale: { N: 'Großhändlern', S: 'Großhandelsbranche', A: 'Großhandelsunternehmen' },
      agriculture: { N: 'Agrarbetrieben', S: 'Agrarbranche', A: 'Agrarunternehmen' },
      media: { N: 'Medienhäusern', S: 'Medienbranche', A: 'Medienunternehmen' },
      education: { N: 'Bildungseinrichtungen', S: 'Bildungsbranche', A: 'Bildungsträgern' },
      automotive: { N: 'Autobauern', S: 'Automobilbranche', A: 'Automobilzulieferern' },
    },
  },
  {
    lang: 'fr',
    people: ['Fondateurs', 'Responsables informatique et sécurité', 'Directeurs financiers', 'Acheteurs'],
    frames: [
      { name: 'dans les N', frame: '{P} dans les {N}', reads: 'at' },
      { name: 'chez les N', frame: '{P} chez les {N}', reads: 'at' },
      { name: 'uniquement dans les N', frame: '{P}, uniquement dans les {N}', reads: 'at' },
      { name: 'dans le S', frame: '{P} dans le {S}', reads: 'at' },
      { name: 'A', frame: '{P} travaillant dans des {A}', reads: 'at' },
      { name: 'pas chez les N', frame: '{P}, pas chez les {N}', reads: 'except' },
      { name: 'sauf dans les N', frame: '{P}, sauf dans les {N}', reads: 'except' },
      { name: 'hors S', frame: '{P} hors {S}', reads: 'except' },
      { name: 'en dehors du S', frame: '{P} en dehors du {S}', reads: 'except' },
      { name: 'size', frame: '{P} dans des {N} de moins de 200 salariés', reads: 'at', employees: { max: 199 } },
    ],
    sectors: {
      software: { N: 'éditeurs de logiciels', S: 'secteur du logiciel', A: 'entreprises technologiques' },
      it_services: { N: 'ESN', S: 'secteur des services informatiques', A: 'entreprises de services du numérique' },
      banking: { N: 'banques', S: 'secteur bancaire', A: 'établissements bancaires' },
      insurance: { N: 'assureurs', S: 'secteur de l’assurance', A: 'entreprises d’assurance' },
      health_care: { N: 'hôpitaux', S: 'secteur de la santé', A: 'établissements de santé' },
      pharma: { N: 'laboratoires pharmaceutiques', S: 'secteur pharmaceutique', A: 'entreprises pharmaceutiques' },
      manufacturing: { N: 'usines', S: 'secteur industriel', A: 'entreprises industrielles' },
      construction: { N: 'entreprises du BTP', S: 'secteur du BTP', A: 'entreprises de construction' },
      real_estate: { N: 'foncières', S: 'secteur immobilier', A: 'sociétés immobilières' },
      retail: { N: 'enseignes', S: 'secteur de la distribution', A: 'enseignes de distribution' },
      ecommerce: { N: 'e-commerçants', S: 'secteur du e-commerce', A: 'entreprises de e-commerce' },
      logistics: { N: 'logisticiens', S: 'secteur de la logistique', A: 'entreprises logistiques' },
      energy: { N: 'fournisseurs d’énergie', S: 'secteur de l’énergie', A: 'entreprises énergétiques' },
      telecom: { N: 'opérateurs télécoms', S: 'secteur des télécoms', A: 'entreprises de télécommunications' },
      publishing: { N: 'maisons d’édition', S: 'secteur de l’édition', A: 'groupes de presse' },
      schools: { N: 'écoles', A: 'lycées' },
      universities: { N: 'universités', S: 'secteur de l’enseignement supérieur', A: 'grandes écoles' },
      government: { N: 'collectivités', S: 'administration publique', A: 'administrations publiques' },
      public_sector: { S: 'secteur public', A: 'établissements publics' },
      nonprofit: { N: 'associations', S: 'secteur associatif', A: 'fondations' },
      hospitality: { N: 'hôtels', S: 'secteur de l’hôtellerie', A: 'groupes hôteliers' },
      consulting: { N: 'cabinets de conseil', S: 'secteur du conseil', A: 'sociétés de conseil' },
      law_firms: { N: 'cabinets d’avocats' },
      accounting_firms: { N: 'cabinets comptables', A: 'cabinets d’expertise comptable' },
      food: { N: 'industriels de l’agroalimentaire', S: 'secteur agroalimentaire', A: 'entreprises agroalimentaires' },
      financial_services: { N: 'institutions financières', S: 'secteur financier', A: 'sociétés financières' },
      wholesale: { N: 'grossistes', S: 'secteur du commerce de gros', A: 'entreprises de gros' },
      agriculture: { N: 'exploitations agricoles', S: 'secteur agricole', A: 'coopératives agricoles' },
      media: { N: 'groupes de médias', S: 'secteur des médias', A: 'entreprises de médias' },
      education: { N: 'établissements d’enseignement', S: 'secteur de l’éducation' },
      automotive: { N: 'constructeurs automobiles', S: 'secteur automobile', A: 'équipementiers automobiles' },
    },
  },
  {
    lang: 'es',
    people: ['Fundadores', 'Responsables de TI y seguridad', 'Directores financieros', 'Compradores'],
    frames: [
      { name: 'en N', frame: '{P} en {N}', reads: 'at' },
      { name: 'de N', frame: '{P} de {N}', reads: 'at' },
      { name: 'solo en N', frame: '{P}, solo en {N}', reads: 'at' },
      { name: 'en el S', frame: '{P} en el {S}', reads: 'at' },
      { name: 'A', frame: '{P} de {A}', reads: 'at' },
      { name: 'no en N', frame: '{P}, pero no en {N}', reads: 'except' },
      { name: 'excepto en N', frame: '{P}, excepto en {N}', reads: 'except' },
      { name: 'fuera del S', frame: '{P} fuera del {S}', reads: 'except' },
      { name: 'size', frame: '{P} en {N} de menos de 200 empleados', reads: 'at', employees: { max: 199 } },
    ],
    sectors: {
      software: { N: 'empresas de software', S: 'sector tecnológico', A: 'empresas tecnológicas' },
      it_services: { N: 'consultoras de TI', S: 'sector de servicios TI', A: 'empresas de servicios de TI' },
      banking: { N: 'bancos', S: 'sector bancario', A: 'entidades bancarias' },
      insurance: { N: 'aseguradoras', S: 'sector asegurador', A: 'compañías de seguros' },
      health_care: { N: 'hospitales', S: 'sector sanitario', A: 'clínicas' },
      pharma: { N: 'laboratorios farmacéuticos', S: 'sector farmacéutico', A: 'empresas farmacéuticas' },
      manufacturing: { N: 'fábricas', S: 'sector industrial', A: 'empresas industriales' },
      construction: { N: 'constructoras', S: 'sector de la construcción', A: 'empresas constructoras' },
      real_estate: { N: 'inmobiliarias', S: 'sector inmobiliario', A: 'empresas inmobiliarias' },
      retail: { N: 'supermercados', S: 'sector minorista', A: 'cadenas de tiendas' },
      ecommerce: { N: 'tiendas online', S: 'sector del comercio electrónico', A: 'empresas de comercio electrónico' },
      logistics: { N: 'operadores logísticos', S: 'sector logístico', A: 'empresas de logística' },
      energy: { N: 'eléctricas', S: 'sector energético', A: 'empresas energéticas' },
      telecom: { N: 'operadores de telecomunicaciones', S: 'sector de las telecomunicaciones', A: 'empresas de telecomunicaciones' },
      publishing: { N: 'editoriales', S: 'sector editorial', A: 'grupos editoriales' },
      schools: { N: 'colegios', A: 'escuelas' },
      universities: { N: 'universidades', S: 'sector universitario' },
      government: { N: 'ayuntamientos', A: 'administraciones públicas' },
      public_sector: { S: 'sector público', A: 'entidades públicas' },
      nonprofit: { N: 'ONG', S: 'tercer sector', A: 'fundaciones' },
      hospitality: { N: 'hoteles', S: 'sector hotelero', A: 'cadenas hoteleras' },
      consulting: { N: 'consultoras', S: 'sector de la consultoría', A: 'firmas de consultoría' },
      law_firms: { N: 'despachos de abogados', A: 'bufetes' },
      accounting_firms: { N: 'asesorías', A: 'gestorías' },
      food: { N: 'empresas alimentarias', S: 'sector alimentario', A: 'fabricantes de alimentos' },
      financial_services: { N: 'entidades financieras', S: 'sector financiero', A: 'empresas de servicios financieros' },
      wholesale: { N: 'mayoristas', A: 'distribuidores mayoristas' },
      agriculture: { N: 'explotaciones agrícolas', S: 'sector agrícola', A: 'cooperativas agrícolas' },
      media: { N: 'grupos de medios', S: 'sector de los medios', A: 'empresas de medios' },
      education: { N: 'centros educativos', S: 'sector educativo', A: 'instituciones educativas' },
      automotive: { N: 'fabricantes de autopartes', S: 'sector automotriz' },
    },
  },
  {
    lang: 'pt',
    people: ['Fundadores', 'Gestores de TI e segurança', 'Diretores financeiros', 'Compradores'],
    frames: [
      { name: 'em N', frame: '{P} em {N}', reads: 'at' },
      { name: 'de N', frame: '{P} de {N}', reads: 'at' },
      { name: 'apenas em N', frame: '{P}, apenas em {N}', reads: 'at' },
      { name: 'no S', frame: '{P} no {S}', reads: 'at' },
      { name: 'A', frame: '{P} de {A}', reads: 'at' },
      { name: 'exceto em N', frame: '{P}, exceto em {N}', reads: 'except' },
      { name: 'não em N', frame: '{P}, mas não em {N}', reads: 'except' },
      { name: 'fora do S', frame: '{P} fora do {S}', reads: 'except' },
      { name: 'em empresas fora do S', frame: '{P} em empresas fora do {S}', reads: 'except' },
      { name: 'size', frame: '{P} em {N} com menos de 200 funcionários', reads: 'at', employees: { max: 199 } },
    ],
    sectors: {
      software: { N: 'empresas de software', S: 'setor de tecnologia', A: 'empresas de tecnologia' },
      it_services: { N: 'consultorias de TI', S: 'setor de serviços de TI', A: 'empresas de serviços de TI' },
      banking: { N: 'bancos', S: 'setor bancário', A: 'instituições bancárias' },
      insurance: { N: 'seguradoras', S: 'setor de seguros', A: 'companhias de seguros' },
      health_care: { N: 'hospitais', S: 'setor de saúde', A: 'clínicas' },
      pharma: { N: 'farmacêuticas', S: 'setor farmacêutico', A: 'empresas farmacêuticas' },
      manufacturing: { N: 'indústrias', S: 'setor industrial', A: 'empresas industriais' },
      construction: { N: 'construtoras', S: 'setor da construção', A: 'empresas de construção' },
      real_estate: { N: 'imobiliárias', S: 'setor imobiliário', A: 'administradoras de imóveis' },
      retail: { N: 'varejistas', S: 'setor varejista', A: 'redes de varejo' },
      ecommerce: { N: 'lojas virtuais', S: 'setor de e-commerce', A: 'empresas de comércio eletrônico' },
      logistics: { N: 'transportadoras', S: 'setor de logística', A: 'operadores logísticos' },
      energy: { N: 'distribuidoras de energia', S: 'setor elétrico', A: 'empresas de energia' },
      telecom: { N: 'operadoras de telecomunicações', S: 'setor de telecomunicações', A: 'empresas de telecom' },
      publishing: { N: 'editoras', S: 'setor editorial', A: 'jornais' },
      schools: { N: 'escolas', A: 'colégios' },
      universities: { N: 'universidades', S: 'ensino superior', A: 'faculdades' },
      government: { N: 'prefeituras', S: 'administração pública', A: 'órgãos públicos' },
      public_sector: { S: 'setor público', A: 'instituições públicas' },
      nonprofit: { N: 'ONGs', S: 'terceiro setor', A: 'fundações' },
      hospitality: { N: 'hotéis', S: 'setor hoteleiro', A: 'redes hoteleiras' },
      consulting: { N: 'consultorias', S: 'setor de consultoria', A: 'empresas de consultoria' },
      law_firms: { N: 'escritórios de advocacia' },
      accounting_firms: { N: 'escritórios de contabilidade' },
      food: { N: 'empresas de alimentos', S: 'setor alimentício', A: 'indústrias de alimentos' },
      financial_services: { N: 'instituições financeiras', S: 'setor financeiro', A: 'empresas de serviços financeiros' },
      wholesale: { N: 'atacadistas', A: 'distribuidoras atacadistas' },
      agriculture: { N: 'fazendas', S: 'agronegócio', A: 'empresas agrícolas' },
      media: { N: 'grupos de mídia', S: 'setor de mídia', A: 'empresas de mídia' },
      education: { N: 'instituições de ensino', S: 'setor educacional' },
      automotive: { N: 'montadoras', S: 'setor automotivo' },
    },
  },
  {
    lang: 'nl',
    people: ['Oprichters', 'IT- en securitymanagers', 'Hoofden financiën', 'Inkopers'],
    frames: [
      { name: 'bij N', frame: '{P} bij {N}', reads: 'at' },
      { name: 'alleen bij N', frame: '{P}, alleen bij {N}', reads: 'at' },
      { name: 'in de S', frame: '{P} in de {S}', reads: 'at' },
      { name: 'A', frame: '{P} van {A}', reads: 'at' },
      { name: 'niet bij N', frame: '{P}, niet bij {N}', reads: 'except' },
      { name: 'buiten de S', frame: '{P} buiten de {S}', reads: 'except' },
      { name: 'geen A', frame: '{P}, geen {A}', reads: 'except' },
      { name: 'size', frame: '{P} bij {N} met minder dan 200 medewerkers', reads: 'at', employees: { max: 199 } },
    ],
    sectors: {
      software: { N: 'softwarebedrijven', S: 'techsector', A: 'techbedrijven' },
      it_services: { N: 'IT-dienstverleners', S: 'IT-dienstverlening', A: 'systeemintegratoren' },
      banking: { N: 'banken', S: 'banksector', A: 'bankinstellingen' },
      insurance: { N: 'verzekeraars', S: 'verzekeringssector', A: 'verzekeringsmaatschappijen' },
      health_care: { N: 'ziekenhuizen', S: 'zorgsector', A: 'zorginstellingen' },
      pharma: { N: 'farmaceutische bedrijven', S: 'farmaceutische sector', A: 'farmabedrijven' },
      manufacturing: { N: 'fabrikanten', S: 'maakindustrie', A: 'productiebedrijven' },
      construction: { N: 'bouwbedrijven', S: 'bouwsector', A: 'aannemers' },
      real_estate: { N: 'vastgoedbedrijven', S: 'vastgoedsector', A: 'woningcorporaties' },
      retail: { N: 'retailers', S: 'detailhandel', A: 'winkelketens' },
      ecommerce: { N: 'webwinkels', S: 'e-commercesector', A: 'e-commercebedrijven' },
      logistics: { N: 'logistieke dienstverleners', S: 'logistieke sector', A: 'transportbedrijven' },
      energy: { N: 'energiebedrijven', S: 'energiesector', A: 'netbeheerders' },
      telecom: { N: 'telecomaanbieders', S: 'telecomsector', A: 'telecombedrijven' },
      publishing: { N: 'uitgeverijen', S: 'uitgeefsector', A: 'uitgevers' },
      schools: { N: 'scholen', A: 'basisscholen' },
      universities: { N: 'universiteiten', A: 'hogescholen' },
      government: { N: 'gemeenten', S: 'overheid', A: 'ministeries' },
      public_sector: { S: 'publieke sector', A: 'publieke organisaties' },
      nonprofit: { N: 'goede doelen', A: 'stichtingen' },
      hospitality: { N: 'hotels', S: 'hotelsector', A: 'hotelketens' },
      consulting: { N: 'adviesbureaus', S: 'consultancysector', A: 'consultancybedrijven' },
      law_firms: { N: 'advocatenkantoren' },
      accounting_firms: { N: 'accountantskantoren' },
      food: { N: 'voedingsmiddelenbedrijven', S: 'voedingsindustrie', A: 'levensmiddelenbedrijven' },
      financial_services: { N: 'financiële instellingen', S: 'financiële sector', A: 'financiële dienstverleners' },
      wholesale: { N: 'groothandels', S: 'groothandel', A: 'groothandelsbedrijven' },
      agriculture: { N: 'landbouwbedrijven', S: 'landbouw', A: 'agrarische bedrijven' },
      media: { N: 'mediabedrijven', S: 'mediasector' },
      education: { N: 'onderwijsinstellingen', S: 'onderwijssector' },
      automotive: { N: 'autofabrikanten', S: 'autobranche', A: 'autotoeleveranciers' },
    },
  },
];

export interface Row {
  lang: Language['lang'];
  key: SectorKey;
  frame: string;
  people: string;
  text: string;
  sectors: readonly Sector[];
  except: readonly Sector[];
  employees?: EmployeeRange;
}

/** Every wording of the grid; the people rotate over the rows, so each frame meets each person. */
export function rows(): Row[] {
  const out: Row[] = [];
  for (const l of GRID) {
    let n = 0;
    for (const [key, forms] of Object.entries(l.sectors) as Array<[SectorKey, Forms]>)
      for (const f of l.frames) {
        const slots = [...f.frame.matchAll(/\{([NSA])\}/g)].map((m) => m[1] as 'N' | 'S' | 'A');
        if (slots.some((s) => !forms[s])) continue;
        const people = l.people[n % l.people.length]!;
        n += 1;
        const text = f.frame.replace('{P}', people).replace(/\{([NSA])\}/g, (_, s: 'N' | 'S' | 'A') => forms[s]!) + '.';
        const expected = EXPECTED[key];
        out.push({
          lang: l.lang,
          key,
          frame: f.name,
          people,
          text,
          sectors: f.reads === 'at' ? expected : [],
          except: f.reads === 'except' ? expected : [],
          ...(f.employees ? { employees: f.employees } : {}),
        });
      }
  }
  return out;
}
