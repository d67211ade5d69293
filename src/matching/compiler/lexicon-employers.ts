// The persona compiler's words for kinds of employer (DATA; compiler/employer.ts reads them), in English, German,
// French, Spanish, Portuguese and Dutch, written lower case without accents ("ß" as "ss"), "|" between phrases.
// - `nouns`: words that name employers by themselves ("banks", "the council", "Stadtwerke", "operadoras", "ONGs"); they are
//   read anywhere in the people's sentences, except after "for / to / für / pour / para / voor / aan" (the seller's market).
// - `except`: words that name a sector only in an exception ("outside software and fintech"; "in software engineering" is a function).
// - `words`: words that name a sector only after "at / in / bei / chez / en / em / bij" ("at telecom operators" is a noun;
//   "in retail", "im Einzelhandel", "in de bouw", "en tech") or as the heading of a sentence ("Telecom network ops: …").
// A generic word for companies in the same list ("hospitals, schools and firms", "in allen Firmen") names no kind.
import type { Sector } from '../criteria.js';

export interface SectorWords {
  nouns: string;
  words?: string;
  /** Words that name the sector only when excepted ("outside software and fintech"): elsewhere they name a function ("in software engineering", "in Tech"). */
  except?: string;
}

export const EMPLOYER_LEXICON: Readonly<Record<Sector, SectorWords>> = {
  banking: {
    nouns:
      'banks|the bank|retail banks|credit unions|the credit union|lenders|regulated lenders|building societies|banken|sparkassen|volksbanken|genossenschaftsbanken|der bank|den banken|banques|la banque|caisses d epargne|bancos|el banco|cajas rurales|cajas de ahorro|cooperativas de credito|o banco|bancos comerciais|de bank|de banken|retailbanken',
    words: 'banking|bankwesen|bankensektor|la banca|el sector bancario|setor bancario|bankwezen|bancaire',
  },
  fintech: { nouns: 'fintechs|the fintech|fintech companies|die fintechs|les fintechs|las fintech|as fintechs|de fintechs', words: 'fintech' },
  insurance: {
    nouns:
      'insurers|the insurer|insurance companies|versicherer|versicherungen|versicherungsunternehmen|assureurs|compagnies d assurance|mutuelles|aseguradoras|seguradoras|verzekeraars|verzekeringsmaatschappijen',
    words: 'insurance|seguros|assurance|versicherungswesen|verzekeringen',
  },
  government: {
    nouns:
      'the council|councils|local authorities|the local authority|municipalities|the municipality|public agencies|government agencies|ministries|stadtverwaltung|stadtverwaltungen|kommunen|der kommune|behorden|der stadt|la mairie|mairies|collectivites|collectivites territoriales|administrations publiques|ayuntamientos|el ayuntamiento|administraciones publicas|prefeituras|a prefeitura|camaras municipais|orgaos publicos|de gemeente|gemeenten|gemeentes|de provincie|overheden|ministeries',
    words:
      'government|public sector|local government|offentlicher dienst|offentlichen dienst|secteur public|fonction publique|sector publico|administracion publica|setor publico|servico publico|overheid|publieke sector',
  },
  higher_education: {
    nouns:
      'universitario|universitaria|universitarios|universitarias|universitaire|universitaires|universitair|universitaria|universitarias|universitarios|universitaires|the university|universities|academia|colleges|business schools|universitaten|hochschulen|der uni|den unis|universites|grandes ecoles|universidades|la universidad|a universidade|faculdades|universiteiten|hogescholen|de universiteit',
    words: 'higher education|hochschulwesen|enseignement superieur|educacion superior|ensino superior|hoger onderwijs',
  },
  research: {
    nouns:
      'research institutes|the research institute|research labs|forschungsinstitute|forschungsinstituten|forschungseinrichtungen|instituts de recherche|l institut|labo public|labos publics|laboratoires publics|centros de investigacion|institutos de investigacion|institutos de pesquisa|centros de pesquisa|onderzoeksinstituten|kennisinstellingen',
  },
  schools: {
    nouns: 'schools|the school|schulen|ecoles|colleges et lycees|lycees|escuelas|colegios|escolas|scholen|basisscholen|scholengroepen',
    words:
      'k 12|primary education|secondary education|schulwesen|enseignement primaire|enseignement secondaire|educacion primaria|ensino basico|primair onderwijs|voortgezet onderwijs',
  },
  health_care: {
    nouns:
      'hospitals|the hospital|the clinic|la clinica|el hospital|la clinique|l hopital|a clinica|o hospital|die klinik|das krankenhaus|de kliniek|het ziekenhuis|private hospitals|clinics|the clinic|care homes|nursing homes|care providers|health systems|kliniken|krankenhausern|krankenhauser|pflegeheimen|pflegeheime|pflegediensten|hopitaux|cliniques|ehpad|etablissements de sante|hospitales|clinicas|residencias|hospitais|ziekenhuizen|zorginstellingen|verpleeghuizen|zorgorganisaties',
    words: 'healthcare|health care|gesundheitswesen|sante|sanidad|saude|zorg',
  },
  utilities: {
    nouns:
      'utilities|the utilities|the utility|the water company|water companies|the energy company|energy companies|power companies|the power company|energy utilities|water utilities|energy and water utilities|stadtwerke|stadtwerken|netzbetreiber|netzbetreibern|energieversorger|energieversorgern|wasserversorger|fournisseurs d energie|gestionnaires de reseau|regies|electricas|distribuidoras electricas|concessionarias de energia|distribuidoras de energia|netbeheerders|energiebedrijven|waterbedrijven|energie en waterbedrijven|nutsbedrijven',
    words: 'energy|energie|energia',
  },
  telecom: {
    nouns:
      'telcos|telecom operators|telecom companies|carriers and isps|telekommunikationsanbieter|netzbetreibern der telekommunikation|operateurs telecoms|operateurs telecom|operadoras|operadores de telecomunicaciones|telecomoperators|telecombedrijven|telecomaanbieders',
    words: 'telecom|telecoms|telco|telekommunikation|telecommunications|telecomunicaciones|telecomunicacoes',
  },
  publishing: {
    nouns:
      'the publisher|publishers|newspapers|news publishers|verlag|verlagen|verlage|verlagshausern|zeitungen|zeitungsverlagen|editeurs de presse|la presse|journaux|editoriales|periodicos|editoras|jornais|uitgeverij|uitgeverijen|kranten',
  },
  broadcasting: {
    nouns:
      'the broadcaster|broadcasters|tv stations|radio stations|sender|sendern|rundfunk|rundfunkanstalten|le diffuseur|diffuseurs|chaines de television|chaines de tele|cadenas de television|cadenas de radio|televisiones|emisoras|emissoras|omroep|omroepen',
  },
  nonprofit: {
    nouns:
      'the foundation|foundations|ngos|the ngo|charities|the charity|non profits|nonprofits|stiftungen|der stiftung|hilfsorganisationen|fondations|la fondation|associations caritatives|ong|ongs|fundaciones|la fundacion|fundacoes|a fundacao|em ongs e fundacoes|stichtingen|de stichting|goede doelen',
    words: 'non profit|nonprofit|third sector|charity sector|dritter sektor|secteur associatif|tercer sector|terceiro setor',
  },
  car_dealers: {
    nouns:
      'dealer group|dealer groups|dealerships|car dealers|car dealerships|the dealership|autohaus|autohausern|autohauser|autohandlern|concessionnaires|concessionnaires automobiles|concesionarios|concessionarias|autodealers|dealerbedrijven|autobedrijven',
  },
  real_estate: {
    nouns:
      'property companies|real estate companies|landlords|property managers firms|immobilienunternehmen|wohnungsunternehmen|hausverwaltungen|foncieres|bailleurs|inmobiliarias|promotoras|incorporadoras|imobiliarias|vastgoedbedrijven|woningcorporaties',
    words: 'real estate|immobilienwirtschaft|immobilier|sector inmobiliario|setor imobiliario|vastgoed',
  },
  architecture: {
    nouns:
      'architecture practice|architecture practices|architecture firms|architects practices|architekturburos|architekturburo|cabinets d architecture|agences d architecture|estudios de arquitectura|escritorios de arquitetura|architectenbureaus',
  },
  pharma_biotech: {
    nouns:
      'biotech|biotechs|pharma|biotech pharma|pharma companies|pharmaceutical companies|life sciences companies|pharmaunternehmen|pharmafirmen|biotech firmen|laboratoires pharmaceutiques|laboratorios farmaceuticos|farmaceuticas|biotecnologicas|farmaceuticas e biotechs|farmabedrijven|biotechbedrijven',
    words: 'life sciences|biotechnology|biotechnologie',
  },
  law_firms: {
    nouns:
      'law and accounting firms|law and tax firms|kanzleien|law firms|the law firm|anwaltskanzleien|rechtsanwaltskanzleien|cabinets d avocats|despachos de abogados|bufetes|escritorios de advocacia|advocatenkantoren',
  },
  accounting_firms: {
    nouns:
      'law and accounting firms|law and tax firms|kanzleien|accounting firms|accountancy firms|accountancy practices|steuerkanzleien|steuerberatungskanzleien|steuerberatungen|cabinets comptables|cabinets d expertise comptable|asesorias|gestorias|escritorios de contabilidade|accountantskantoren',
  },
  hospitality: {
    nouns:
      'hotels|hotel groups|the hotel|restaurant groups|restaurants|hotelketten|hotellerie|hotels und restaurants|hotellerie restauration|hoteles|cadenas hoteleras|restaurantes|hoteis|redes hoteleiras|hotelketens|horeca',
    words: 'hospitality|gastronomie|gastgewerbe|restauration|hosteleria|hotelaria',
  },
  construction: {
    nouns:
      'construction companies|construction firms|baufirmen|bauunternehmen|baugewerbe|entreprises du btp|constructoras|construtoras|bouwbedrijven|aannemers',
    words: 'construction|btp|construccion|construcao|bouw',
  },
  retail: {
    nouns:
      'retailers|supermarkets|store chains|einzelhandler|handelsketten|supermarkten|detaillants|enseignes|grande distribution|minoristas|supermercados|varejistas|retailers en supermarkten',
    words: 'retail|einzelhandel|commerce de detail|comercio minorista|varejo|detailhandel',
  },
  marketplaces: {
    nouns:
      'marketplace|marketplaces|the marketplace|online marketplaces|marktplatz|marktplatzen|places de marche|marketplaces en ligne|mercados en linea|de marktplaats|marktplaats|marktplaatsen',
    words: 'e commerce|ecommerce|online retail|onlinehandel',
  },
  software: {
    nouns:
      'software companies|software houses|software firms|saas companies|tech companies|software vendors|softwarefirmen|softwarehausern|softwarehauser|softwareunternehmen|editeurs de logiciels|editeurs saas|empresas de software|empresas de tecnologia|softwarebedrijven|techbedrijven',
    except: 'software|saas|tech',
  },
  logistics: {
    nouns:
      'logistics companies|logistics providers|hauliers|freight forwarders|3pls|speditionen|logistikunternehmen|logistikdienstleister|transporteurs|logisticiens|transportistas|empresas de logistica|transportadoras|operadores logisticos|logistieke bedrijven|transportbedrijven|vervoerders',
    words: 'logistics|logistik|logistique|logistica|logistiek|transport',
  },
  agencies: {
    nouns:
      'agencies|ad agencies|marketing agencies|creative agencies|agenturen|werbeagenturen|agences de pub|agences de communication|agencias de publicidad|agencias de marketing|agencias de publicidade|reclamebureaus|communicatiebureaus',
    words: 'agency|agence|agencia',
  },
};

/** Before a sector word: where a person works ("at", "bei", "chez", "en", "em", "bij"), with an article. */
export const EMPLOYER_AT =
  /(?:^|\s)(?:at|in|within|among|across|bei|im|in der|in den|beim|unter|chez|dans|dans les|aupres des|en|em|na|nos|nas|entre|bij|binnen|onder|op)(?:\s+(?:the|all|our|den|der|dem|die|allen|les|la|le|des|los|las|el|os|as|o|a|de|het|alle))?\s*$/;

/** Before a sector word: whom the seller sells to ("for banks", "to lenders", "für Stadtwerke", "voor gemeenten"): the market, not the employer. */
export const EMPLOYER_MARKET = /(?:^|\s)(?:for|to|fur|an|pour|aux|a|para|voor|aan)(?:\s+\S+){0,2}\s*$/;

/** Before a list of sectors: an employer condition said negatively ("outside software and fintech", "not at banks", "außerhalb von Banken"). */
export const EMPLOYER_EXCEPT =
  /(?:^|[\s(])(?:outside(?:\s+of)?|except(?:\s+at)?|other than|not at|not in|excluding|skip|ausserhalb(?:\s+von)?|nicht bei|ausser bei|hors|hors de|sauf chez|pas chez|pas dans|fuera de|excepto en|salvo en|no en|fora de|exceto em|nao em|buiten|behalve bij|niet bij)(?:\s+(?:the|two|both|all|our|den|der|dem|die|les|la|le|des|los|las|el|os|as|o|a|de|het|twee|deux|dos|dois|beiden))*\s*$/;

/** A word for any company in the same list ("hospitals, schools and firms", "in allen Firmen"): no kind is named. */
export const ANY_EMPLOYER =
  /^(?:\s*(?:,|and|or|und|oder|et|ou|y|o|e|en|of|&|\/)\s*(?:\S+\s+){0,1}?)?(?:\s*(?:,|and|or|und|oder|et|ou|y|o|e|en|of|&|\/)\s*)(?:other\s+|andere[n]?\s+|autres\s+|otras\s+|outras\s+|all\s+|alle[n]?\s+)?(?:firms|companies|businesses|organisations|organizations|orgs|firmen|unternehmen|betrieben|entreprises|societes|empresas|companias|bedrijven|organisaties|ondernemingen)\b/;

/** "in allen Firmen", "at all companies", "dans toutes les entreprises": every employer. */
export const EVERY_EMPLOYER =
  /\b(?:(?:at|in|across|bei|in|dans|en|em|bij)\s+(?:all|any|every|allen|jeder|jedem|toutes les|todas las|todas as|alle)\s+(?:the\s+)?(?:firms?|compan(?:y|ies)|business(?:es)?|organisations?|organizations?|orgs?|firmen|unternehmen|betrieben|entreprises|empresas|bedrijven|organisaties)|(?:across|at|in)\s+all\s+(?:\d+|of them|of the companies)|in (?:allen|alle) \d+|dans (?:les|toutes les) \d+|en (?:las|todas las) \d+|em (?:todas )?as \d+|bij (?:alle )?\d+)\b/;

/** An employer or workplace with no sector ("plants", "mines", "construction sites", "the audit firm"): a list with one of them names no sector condition. */
export const OTHER_EMPLOYER =
  'firm|firms|company|companies|practice|practices|plant|plants|mine|mines|site|sites|factory|factories|works|refineries|yards|werk|werke|werken|fabrik|fabriken|baustellen|bergwerke|usine|usines|mines|chantiers|sites industriels|fabrica|fabricas|minas|obras|plantas|fabrieken|bouwplaatsen|mijnen|kantoren|kantoor';

/** Before a sector word, in a relative clause: where people do a thing, not who employs them ("who fix the kit in hospitals"), unless the verb is working. */
export const ACTIVITY_CLAUSE = /(?:^|\s)(?:who|that|which|die|welche|qui|que|quien|quienes|dat|wie)\s/;
export const WORK_VERB =
  /(?:^|\s)(?:work|works|working|employed|arbeiten|arbeitet|beschaftigt|tatig|travaillent|travaille|trabajan|trabaja|trabalham|trabalha|werken|werkt)(?:\s|$)/;
