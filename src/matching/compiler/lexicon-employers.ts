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

/**
 * A practice named by itself ("Anwälte in der Kanzlei", "experts-comptables en cabinet", "abogados en despacho",
 * "accountants in private practice", "advogados em escritório"): a law or an accounting firm, which one read from the
 * sentence (PRACTICE_SENSES; employer-senses.ts). "Private practice" names it by itself, the others need "in (der) / bei (der) / en / dans / em".
 * ("externe Kanzlei" stays outside counsel: NOT_EMPLOYERS.)
 */
const PRACTICE_NOUNS = 'private practice|private practices';
const PRACTICE_WORDS = 'kanzlei|cabinet|cabinets|despacho|despachos|escritorio|escritorios';
/** A bare practice word, as matched (folded). */
export const BARE_PRACTICE = new RegExp(`^(?:${PRACTICE_NOUNS}|${PRACTICE_WORDS})$`);
/**
 * The sentence's words that say which practice (folded): accounting and tax, or law. A "Kanzlei" that says neither is
 * both (a German "Kanzlei" is a law or a tax firm); a "cabinet", "despacho", "escritório" or "private practice" that says
 * neither (a doctor's, an architect's, an office) names no employer.
 */
export const PRACTICE_SENSES: ReadonlyArray<{ sector: Sector; re: RegExp }> = [
  {
    sector: 'accounting_firms',
    re: /comptab|audit|commissaire aux comptes|steuer|buchhalt|bilanz|wirtschaftspr|accountant|accounting|accountancy|(?:^|\s)tax(?:\s|$)|bookkeep|payroll|contab|contador|fiscal|boekhoud|(?:^|\s)paie(?:\s|$)/,
  },
  {
    sector: 'law_firms',
    re: /avocat|juriste|jurist|anwalt|anwalte|konzipient|rechtsanw|lawyer|solicitor|attorney|counsel|legal|notar|abogad|letrad|advogad|advocat|paralegal|juridi/,
  },
];
/** The practice word that is both when its sentence says neither ("Kanzlei"). */
export const PRACTICE_ANY = /^kanzlei$/;

export const EMPLOYER_LEXICON: Readonly<Record<Sector, SectorWords>> = {
  banking: {
    nouns:
      'sparkasse|savings banks|the savings bank|the building society|volksbank|genossenschaftsbank|the cooperative bank|bankinstellingen|kreditinstituten|etablissements bancaires|entidades bancarias|instituicoes bancarias|banks|the bank|retail banks|credit unions|the credit union|lenders|regulated lenders|building societies|banken|sparkassen|volksbanken|genossenschaftsbanken|der bank|den banken|banques|la banque|caisses d epargne|bancos|el banco|cajas rurales|cajas de ahorro|cooperativas de credito|o banco|bancos comerciais|de bank|de banken|retailbanken|credit institutions|kreditinstitute|kreditinstituten|etablissements de credit|entidades de credito|entidades crediticias|instituciones de credito|instituicoes de credito|kredietinstellingen',
    words: 'banking|bankwesen|bankensektor|la banca|el sector bancario|setor bancario|bankwezen|bancaire|bank|savings bank|banque|banco',
  },
  fintech: { nouns: 'fintechs|the fintech|fintech companies|die fintechs|les fintechs|las fintech|as fintechs|de fintechs', words: 'fintech' },
  insurance: {
    nouns:
      'insurers|the insurer|insurance companies|versicherer|versicherern|versicherungen|versicherungsunternehmen|assureurs|compagnies d assurance|mutuelles|aseguradoras|seguradoras|verzekeraars|verzekeringsmaatschappijen|' +
      // Insurance brokerages (the firm, not the broker: "insurance brokers" are people): "corredurías de seguros", "cabinets de courtage".
      'insurance brokerages|insurance brokerage firms|insurance broking firms|versicherungsmaklerunternehmen|maklerunternehmen|maklerhauser|cabinets de courtage|cabinets de courtage en assurance|societes de courtage|corredurias de seguros|corredurias|correduria de seguros|corretoras de seguros|assurantiekantoren|assurantiekantoor|verzekeringskantoren',
    // (a singular after 'at' or in an employer's parenthesis: 'at an insurer', 'bei den Arbeitgebern (Versicherung, …)')
    // ("bij de assurantiemakelaar": the broker's firm)
    words:
      'insurance|seguros|assurance|versicherungswesen|verzekeringen|insurer|versicherung|assureur|aseguradora|seguradora|verzekeraar|assurantiemakelaar|verzekeringsmakelaar',
  },
  pension_funds: {
    nouns:
      'pension funds|the pension fund|pension schemes|pensionsfonds|pensionskassen|versorgungswerke|fonds de pension|caisses de retraite|institutions de prevoyance|fondos de pensiones|fundos de pensao|fundos de pensoes|entidades fechadas de previdencia|pensioenfondsen|het pensioenfonds|pensioenuitvoerders',
  },
  government: {
    nouns:
      'agences publiques|agences de l etat|agences nationales|agencias publicas|agencias estatales|agencias del estado|agencias governamentais|overheidsinstanties|overheidsinstellingen|overheidsorganisaties|uitvoeringsorganisaties|bundesbehorden|landesbehorden|offentliche stellen|offentlichen stellen|the council|a council|councils|local authorities|the local authority|a local authority|municipalities|the municipality|public agencies|government agencies|ministries|stadtverwaltung|stadtverwaltungen|kommunen|der kommune|behorden|der stadt|la mairie|mairies|collectivites|collectivites territoriales|administrations publiques|ayuntamientos|el ayuntamiento|del ayuntamiento|de los ayuntamientos|administraciones publicas|prefeituras|a prefeitura|camaras municipais|orgaos publicos|de gemeente|gemeenten|gemeentes|de provincie|overheden|ministeries|the police|police forces|police services|fire services|fire and rescue services|die polizei|der polizei|polizeibehorden|feuerwehren|la police|la gendarmerie|les pompiers|la policia|los bomberos|a policia|os bombeiros|de politie|de brandweer|veiligheidsregios',
    words:
      'offentliche verwaltung|offentlichen verwaltung|administration publique|administracao publica|government|local government|administracion publica|overheid',
  },
  higher_education: {
    nouns:
      'educational institutions|education providers|bildungseinrichtungen|bildungstragern|bildungstrager|etablissements d enseignement|centros educativos|instituciones educativas|instituicoes de ensino|onderwijsinstellingen|universitario|universitaria|universitarios|universitarias|universitaire|universitaires|universitair|universitaria|universitarias|universitarios|universitaires|the university|universities|academia|colleges|business schools|universitaten|hochschulen|der uni|den unis|universites|grandes ecoles|universidades|la universidad|a universidade|faculdades|universiteiten|hogescholen|de universiteit',
    words:
      'education sector|the education sector|bildungsbranche|bildungswesen|bildungssektor|secteur de l education|secteur educatif|sector educativo|sector de la educacion|setor educacional|setor de educacao|onderwijssector|het onderwijs|higher education|hochschulwesen|enseignement superieur|educacion superior|ensino superior|hoger onderwijs',
  },
  research: {
    nouns:
      'research institutes|the research institute|research labs|forschungsinstitute|forschungsinstituten|forschungseinrichtungen|instituts de recherche|l institut|labo public|labos publics|laboratoires publics|centros de investigacion|institutos de investigacion|institutos de pesquisa|centros de pesquisa|onderzoeksinstituten|kennisinstellingen',
  },
  schools: {
    nouns:
      'e learning companies|e learning platforms|e learning providers|edtech companies|edtechs|plataformas de e learning|plataformas de ensino|plataformas educativas|empresas de e learning|e learning anbieter|e learning plattformen|plateformes d e learning|plateformes de formation en ligne|e learningbedrijven|e learning bedrijven|educational institutions|education providers|bildungseinrichtungen|bildungstragern|bildungstrager|etablissements d enseignement|centros educativos|instituciones educativas|instituicoes de ensino|onderwijsinstellingen|schools|the school|schulen|ecoles|colleges et lycees|lycees|escuelas|colegios|escolas|scholen|basisscholen|scholengroepen',
    words:
      'education sector|the education sector|bildungsbranche|bildungswesen|bildungssektor|secteur de l education|secteur educatif|sector educativo|sector de la educacion|setor educacional|setor de educacao|onderwijssector|het onderwijs|k 12|primary education|secondary education|schulwesen|enseignement primaire|enseignement secondaire|educacion primaria|ensino basico|primair onderwijs|voortgezet onderwijs',
  },
  health_care: {
    nouns:
      'healthtechs|healthtech companies|healthtech firms|health tech companies|healthtech bedrijven|healthtechbedrijven|healthtech firmen|healthtech unternehmen|healthtech startups|les healthtechs|acteurs de la healthtech|empresas de healthtech|las healthtech|as healthtechs|empresas de saude digital|zorgsoftwarebedrijven|hospital groups|clinic groups|healthcare groups|klinikgruppen|klinikgruppe|klinikverbunde|klinikverbunden|krankenhausgruppen|klinikkonzerne|klinikkonzernen|groupes de cliniques|groupes hospitaliers|groupes de sante|grupos hospitalarios|grupos de clinicas|grupos de hospitales|redes de clinicas|redes hospitalarias|grupos hospitalares|redes hospitalares|redes de clinicas|ziekenhuisgroepen|zorggroepen|kliniekgroepen|the university hospital|university hospitals|universitatskliniken|universitatsklinikum|chu|hopitaux universitaires|hospitales universitarios|hospitais universitarios|academische ziekenhuizen|hospitals|the hospital|the clinic|la clinica|el hospital|la clinique|l hopital|a clinica|o hospital|die klinik|das krankenhaus|de kliniek|het ziekenhuis|private hospitals|clinics|the clinic|care homes|nursing homes|care providers|health systems|kliniken|krankenhausern|krankenhauser|pflegeheimen|pflegeheime|pflegediensten|hopitaux|cliniques|ehpad|etablissements de sante|hospitales|clinicas|residencias|hospitais|ziekenhuizen|zorginstellingen|verpleeghuizen|zorgorganisaties',
    words: 'healthcare|health care|gesundheitswesen|sante|sanidad|saude|zorg',
  },
  utilities: {
    nouns:
      'utilities|the utilities|the utility|the water company|water companies|the energy company|energy companies|power companies|the power company|energy utilities|water utilities|energy and water utilities|stadtwerke|stadtwerken|netzbetreiber|netzbetreibern|energieversorger|energieversorgern|wasserversorger|wasserversorgern|fournisseurs d energie|gestionnaires de reseau|regies|electricas|distribuidoras electricas|concessionarias de energia|distribuidoras de energia|netbeheerders|regionale netbeheerders|dno|dnos|the dno|the dnos|idnos|distribution network operators|the distribution network operator|electricity networks|verteilnetzbetreiber|verteilnetzbetreibern|distributeurs d electricite|gestionnaires de reseaux de distribution|distribuidoras de electricidad|distribuidoras de eletricidade|energiebedrijven|waterbedrijven|energie en waterbedrijven|nutsbedrijven|renewables developers|renewables companies|renewable energy companies|wind and solar developers|erneuerbare energien unternehmen|producteurs d energies renouvelables|empresas de energias renovables|empresas de energia renovavel|duurzame energiebedrijven',
    words: 'energy|energie|energia',
  },
  telecom: {
    nouns:
      'operadoras de telecomunicacoes|operadoras de telecom|telecommunications companies|telecomaanbieders|telcos|telecom operators|telecom companies|carriers and isps|telekommunikationsanbieter|netzbetreibern der telekommunikation|operateurs telecoms|operateurs telecom|operadoras|operadores de telecomunicaciones|telecomoperators|telecombedrijven|telecomaanbieders|isps|internet providers|internet service providers|broadband providers|internetanbieter|internetanbietern|internetprovider|internetprovidern|fournisseurs d acces a internet|fournisseurs d acces internet|proveedores de internet|proveedoras de internet|operadores de internet|provedores de internet|provedoras de internet|operadoras de internet|internetproviders|internetaanbieders|breedbandaanbieders|operadoras de telecom e internet|operadoras de telecomunicacoes e internet|operadores de telecom y internet|operadoras de telecom y internet|operadores de telecomunicaciones e internet|operateurs telecom et internet',
    words: 'telecom|telecoms|telco|telekommunikation|telecommunications|telecomunicaciones|telecomunicacoes',
  },
  publishing: {
    nouns:
      'media companies|media groups|media houses|medienunternehmen|medienhauser|medienhausern|medienkonzerne|medienkonzernen|groupes de medias|entreprises de medias|groupes medias|empresas de medios|grupos de medios|grupos de comunicacion|empresas de midia|grupos de midia|mediabedrijven|mediaconcerns|publishing houses|publishing companies|media publishers|maisons d edition|groupes de presse|grupos editoriales|casas editoriales|grupos de comunicacao|verlagshauser|mediahuizen|uitgevers|publishers|newspapers|news publishers|verlag|verlagen|verlage|verlagshausern|zeitungen|zeitungsverlagen|editeurs de presse|la presse|journaux|editoriales|periodicos|editoras|jornais|uitgeverij|uitgeverijen|kranten',
    words:
      // "the publisher" is the person at its head ("… and the publisher", "not the publisher") but after "at" the employer.
      'the publisher|media sector|media industry|the media industry|medienbranche|medienwirtschaft|secteur des medias|sector de los medios|sector de medios|setor de midia|mediasector|mediabranche|publishing|verlagswesen|l edition|edition|sector editorial|setor editorial|uitgeverij',
  },
  broadcasting: {
    nouns:
      'media companies|media groups|media houses|medienunternehmen|medienhauser|medienhausern|medienkonzerne|medienkonzernen|groupes de medias|entreprises de medias|groupes medias|empresas de medios|grupos de medios|grupos de comunicacion|empresas de midia|grupos de midia|mediabedrijven|mediaconcerns|the broadcaster|broadcasters|tv stations|radio stations|sender|sendern|fernsehsender|fernsehsendern|radiosender|radiosendern|rundfunk|rundfunkanstalten|le diffuseur|diffuseurs|chaines de television|chaines de tele|cadenas de television|cadenas de radio|televisiones|emisoras|emissoras|omroep|omroepen|' +
      // Session 61: film and TV production companies.
      'film production companies|tv production companies|film and tv production companies|tv and film production companies|film and tv producers|tv and film producers|filmproduktionsfirmen|fernsehproduktionsfirmen|societes de production audiovisuelle|productoras audiovisuales|productoras de cine|produtoras audiovisuais|productiehuizen|tv en filmproducenten|film en tv producenten',
    words:
      'media sector|media industry|the media industry|medienbranche|medienwirtschaft|secteur des medias|sector de los medios|sector de medios|setor de midia|mediasector|mediabranche',
  },
  nonprofit: {
    nouns:
      'les associations|des associations|d associations|charitable organisations|charitable organizations|the foundation|foundations|ngos|the ngo|charities|the charity|non profits|nonprofits|stiftungen|der stiftung|hilfsorganisationen|fondations|la fondation|associations caritatives|ong|ongs|fundaciones|la fundacion|fundacoes|a fundacao|em ongs e fundacoes|stichtingen|de stichting|goede doelen|not for profits|not for profit organisations|not for profit organizations|non profit organisations|non profit organizations|gemeinnutzige organisationen|gemeinnutzigen organisationen|gemeinnutzige einrichtungen|gemeinnutzigen einrichtungen|associations a but non lucratif|organismes a but non lucratif|organismes sans but lucratif|organizaciones sin animo de lucro|entidades sin animo de lucro|organizaciones sin fines de lucro|entidades sin fines de lucro|instituicoes sem fins lucrativos|organizacoes sem fins lucrativos|entidades sem fins lucrativos|associacoes sem fins lucrativos|organisaties zonder winstoogmerk|non profit organisaties',
    words: 'non profit|nonprofit|third sector|charity sector|dritter sektor|secteur associatif|tercer sector|terceiro setor',
  },
  car_dealers: {
    nouns:
      'dealer group|dealer groups|dealerships|car dealers|car dealerships|the dealership|autohaus|autohausern|autohauser|autohandlern|concessionnaires|concessionnaires automobiles|concesionarios|concessionarias|autodealers|dealerbedrijven|autobedrijven',
  },
  // Carmakers and their parts suppliers (a buyer's "automotive" is not every factory: "quality engineers at auto-parts plants"
  // are not the dairy's). Car dealers are their own kind (car_dealers); a bare "equipementiers" / "toeleveranciers" stays manufacturing.
  automotive: {
    nouns:
      'automotive companies|automotive manufacturers|automotive suppliers|automotive plants|automotive oems|automakers|carmakers|car makers|car manufacturers|car plants|vehicle manufacturers|auto parts suppliers|auto parts makers|auto parts manufacturers|auto parts plants|auto parts plant|the auto parts plant|' +
      'autobauer|autobauern|autoindustrie|automobilhersteller|automobilherstellern|automobilzulieferer|automobilzulieferern|autozulieferer|autozulieferern|kfz zulieferer|kfz zulieferern|fahrzeughersteller|fahrzeugherstellern|' +
      'constructeurs automobiles|equipementiers automobiles|equipementiers auto|usines automobiles|' +
      'fabricantes de autopartes|fabricantes de automoviles|armadoras|armadoras automotrices|proveedores automotrices|planta de autopartes|plantas de autopartes|la planta de autopartes|' +
      'fabricantes de automoveis|fabricantes de autopecas|fabrica de autopecas|fabricas de autopecas|montadoras|fornecedores automotivos|sistemistas|' +
      'autofabrikanten|autofabrikant|autotoeleveranciers|autofabrieken|' +
      // suppliers of parts said in words of their own (session 29, helper F4)
      'car parts suppliers|automotive parts suppliers|automotive parts manufacturers|tier 1 automotive suppliers|tier 2 automotive suppliers|' +
      'fournisseurs automobiles|fournisseurs de l automobile|sous traitants automobiles|' +
      'proveedores de automocion|proveedores del automovil|proveedores de autopartes|fabricantes de componentes de automocion|' +
      'fornecedores automoveis|fornecedores da industria automovel|fornecedores do setor automovel|fornecedores do setor automotivo|fornecedores de autopecas|fabricantes de componentes automoveis|' +
      'automotive toeleveranciers|toeleveranciers in de automotive',
    words:
      'automotive|automotive industry|automotive sector|the automotive industry|auto industry|car industry|the car industry|automobilbranche|automobilindustrie|kfz branche|secteur automobile|industrie automobile|l automobile|l industrie automobile|automotriz|automocion|sector automotriz|sector de automocion|industria automotriz|sector del automovil|autopartes|setor automotivo|industria automobilistica|industria automotiva|autobranche|auto industrie|autoindustrie',
  },
  real_estate: {
    nouns:
      // (Session 60) "at the estate agents", "at letting agents": the agencies, with their "at" (alone, or listed after
      // another employer, the agents are people: "car salespeople at dealerships, ad sales executives at publishers, estate agents").
      'at estate agents|at the estate agents|at letting agents|at the letting agents|at lettings agents|at the lettings agents|at estate and letting agents|at the estate and letting agents|' +
      'proptechs|proptech companies|proptech firms|proptech startups|les proptechs|las proptechs|las proptech|as proptechs|proptechbedrijven|proptech bedrijven|proptech firmen|proptech unternehmen|property management companies|property management firms|real estate agencies|estate agencies|agences immobilieres|agence immobiliere|les agences immobilieres|reseaux d agences immobilieres|agencias inmobiliarias|agencias imobiliarias|makelaarskantoren|maklerburos|immobilienverwaltungen|administradoras de fincas|administradoras de imoveis|administradoras de condominios|property companies|real estate companies|property managers firms|immobilienunternehmen|wohnungsunternehmen|hausverwaltungen|foncieres|bailleurs|inmobiliarias|promotoras|incorporadoras|imobiliarias|vastgoedbedrijven|woningcorporaties',
    // Developers of buildings as employers only after "at" ("chez les promoteurs", "bei Bauträgern"): alone they are people.
    words:
      'landlords|real estate|immobilienwirtschaft|immobilier|sector inmobiliario|setor imobiliario|vastgoed|promoteurs|promoteurs immobiliers|property developers|real estate developers|housing developers|bautrager|bautragern|promotoras inmobiliarias|projectontwikkelaars',
  },
  architecture: {
    // Architecture and engineering practices ("A&E firms", "Architektur- und Ingenieurbüros", "architecten- en
    // ingenieursbureaus", "cabinets d'architecture et d'ingénierie") are one kind of employer: the engineering practice said
    // with the architects' is theirs (alone, "engineering firms" names no kind: machine builders call themselves so too).
    nouns:
      'architecture practice|architecture practices|architecture firms|architects practices|architekturburos|architekturburo|cabinets d architecture|agences d architecture|estudios de arquitectura|escritorios de arquitetura|architectenbureaus|' +
      'architecture and engineering practices|architecture and engineering practice|architecture and engineering firms|architecture and engineering firm|architecture and engineering consultancies|architecture & engineering practices|architecture & engineering practice|architecture & engineering firms|architecture & engineering firm|architecture/engineering firms|architecture/engineering practices|a&e firms|a&e practices|a&e practice|a & e firms|a & e practices|' +
      'architektur und ingenieurburos|architektur und ingenieurburo|architekturburos und ingenieurburos|architekturbueros und ingenieurbueros|architektur und ingenieurbueros|architektur und planungsburos|' +
      'cabinets d architecture et d ingenierie|cabinets d architecture et bureaux d etudes|agences d architecture et bureaux d etudes|agences d architecture et d ingenierie|bureaux d architecture et d ingenierie|' +
      'estudios de arquitectura e ingenieria|estudios de arquitectura y de ingenieria|estudios de arquitectura y ingenierias|estudios de arquitectura e ingenierias|firmas de arquitectura e ingenieria|escritorios de arquitetura e engenharia|escritorios de arquitetura e de engenharia|' +
      'architecten en ingenieursbureaus|architectenbureaus en ingenieursbureaus|architecten en ingenieursbureau|architecten en adviesbureaus',
  },
  pharma_biotech: {
    nouns:
      'biotech|biotechs|pharma|biotech pharma|pharma companies|pharmaceutical companies|pharma manufacturers|biotech manufacturers|pharmaceutical manufacturers|drug manufacturers|drugmakers|pharmahersteller|pharmaherstellern|fabricants pharmaceutiques|fabricantes farmaceuticos|farmaceutische bedrijven|life sciences companies|pharmaunternehmen|pharmafirmen|biotech firmen|laboratoires pharmaceutiques|laboratorios farmaceuticos|farmaceuticas|biotecnologicas|farmaceuticas e biotechs|farmabedrijven|biotechbedrijven',
    words: 'pharmaceuticals|the pharmaceutical industry|life sciences|biotechnology|biotechnologie',
  },
  law_firms: {
    nouns:
      'law and accounting firms|law and tax firms|kanzleien|law firms|the law firm|anwaltskanzleien|rechtsanwaltskanzleien|cabinets d avocats|despachos de abogados|bufetes|escritorios de advocacia|advocatenkantoren|anwaltskanzlei|rechtsanwaltskanzlei|le cabinet d avocats|el despacho de abogados|el bufete|o escritorio de advocacia|het advocatenkantoor|' +
      PRACTICE_NOUNS,
    words: `${PRACTICE_WORDS}|law firm|anwaltskanzlei|cabinet d avocats|despacho de abogados|bufete|escritorio de advocacia|advocatenkantoor`,
  },
  accounting_firms: {
    nouns:
      'law and accounting firms|law and tax firms|kanzleien|accounting firms|accountancy firms|accountancy practices|steuerkanzleien|steuerberatungskanzleien|steuerberatungen|cabinets comptables|cabinets d expertise comptable|asesorias|gestorias|escritorios de contabilidade|accountantskantoren|steuerkanzlei|steuerberatungskanzlei|the accounting firm|le cabinet comptable|le cabinet d expertise comptable|el despacho contable|o escritorio de contabilidade|het accountantskantoor|' +
      PRACTICE_NOUNS,
    words: `${PRACTICE_WORDS}|accounting firm|steuerkanzlei|cabinet comptable|cabinet d expertise comptable|despacho contable|escritorio de contabilidade|accountantskantoor`,
  },
  hospitality: {
    nouns:
      'hotels|hotel groups|the hotel|restaurant groups|restaurants|hotelketten|hotellerie|hotels und restaurants|hotellerie restauration|hoteles|cadenas hoteleras|restaurantes|hoteis|redes hoteleiras|hotelketens|horeca|horecaketens|horecabedrijven|contract caterers|catering companies|cateringbedrijven',
    words: 'hospitality|gastronomie|gastgewerbe|restauration|hosteleria|hotelaria',
  },
  construction: {
    nouns:
      // Session 43: "at contractors" is the employer, no freelancer ("excluding contractors" stays the employment).
      'at contractors|at the contractors|at specialist contractors|construction companies|construction firms|building contractors|the building contractor|general contractors|main contractors|principal contractors|civil engineering contractors|construction contractors|housebuilders and developers|homebuilders and developers|housebuilders|homebuilders|baufirmen|bauunternehmen|baugewerbe|entreprises du btp|entreprises generales|constructoras|empresas constructoras|construtoras|empreiteiras|bouwbedrijven|aannemers|bouwaannemers|hoofdaannemers|' +
      // Session 53: installation contractors (the building services trades): "bij installateurs", "installatiebedrijven".
      'bij installateurs|bij de installateurs|installatiebedrijven|installatiebedrijf|technische installateurs|electrical contractors|installation contractors|m e contractors|mechanical and electrical contractors|installationsbetriebe|installationsfirmen|empresas instaladoras|empresas de instalaciones|entreprises d installation|entreprises de genie climatique',
    words: 'construction|btp|construccion|construcao|bouw|woningbouw|utiliteitsbouw',
  },
  retail: {
    nouns:
      'pharmacy chains|pharmacies|drugstore chains|drugstores|apothekenketten|apotheken|chaines de pharmacies|reseaux de pharmacies|pharmacies d officine|cadenas de farmacias|farmacias|redes de farmacias|drogarias|redes de drogarias|apotheekketens|drogisterijketens|drogisterijen|retail chains|retail companies|einzelhandlern|einzelhandelsketten|einzelhandelsunternehmen|enseignes de distribution|cadenas de tiendas|cadenas minoristas|redes de varejo|redes varejistas|winkelketens|retailbedrijven|detailhandelsbedrijven|retailers|supermarkets|store chains|einzelhandler|handelsketten|supermarkten|detaillants|enseignes|grande distribution|minoristas|supermercados|varejistas|retailers en supermarkten',
    words: 'retail|einzelhandel|commerce de detail|comercio minorista|varejo|detailhandel',
  },
  marketplaces: {
    nouns:
      'online retailers|online shops|online stores|e commerce companies|ecommerce companies|onlinehandler|onlinehandlern|online handler|online handlern|onlineshops|e commercants|cybercommercants|sites marchands|tiendas online|tiendas en linea|comercios electronicos|lojas virtuais|lojas online|e commerces|webwinkels|webshops|onlinewinkels|marketplace|marketplaces|the marketplace|online marketplaces|marktplatz|marktplatzen|places de marche|marketplaces en ligne|mercados en linea|de marktplaats|marktplaats|marktplaatsen',
    words: 'e commerce sector|comercio electronico|comercio eletronico|commerce en ligne|e commerce|e commerce|ecommerce|online retail|onlinehandel',
  },
  software: {
    nouns:
      'software companies|software product companies|software product firms|software houses|software firms|saas companies|tech companies|software vendors|softwarefirmen|softwarehausern|softwarehauser|softwareunternehmen|editeurs de logiciels|editeurs saas|empresas de software|empresas de tecnologia|softwarebedrijven|techbedrijven',
    except: 'software|saas|tech|technology|tecnologia|tecnologicas|tecnologicos|tecnologicas|technologie|technologiques|technologiebedrijven',
  },
  logistics: {
    nouns:
      'forwarders|freight forwarding companies|forwarding companies|expeditiebedrijven|transitaires|commissionnaires de transport|transitarios|agentes de carga|agencias de carga|logistics companies|logistieke dienstverleners|logistiek dienstverleners|logistics providers|operadoras logisticas|logistiker|logistikern|logistikdienstleistern|hauliers|freight forwarders|3pls|speditionen|logistikunternehmen|logistikdienstleister|transporteurs|logisticiens|transportistas|empresas de logistica|transportadoras|operadores logisticos|logistieke bedrijven|transportbedrijven|vervoerders',
    words: 'expediteurs|expediteur|freight forwarding|spedition|expeditie|logistics|logistik|logistique|logistica|logistiek|transport',
  },
  it_services: {
    nouns:
      'it services companies|it services firms|it services shops|it service providers|it consultancies|managed service providers|msps|systems integrators|it dienstleister|it dienstleistern|systemhauser|systemhausern|esn|ssii|entreprises de services du numerique|societes de services informatiques|integrateurs|empresas de servicios ti|empresas de servicios de ti|consultoras de ti|consultoras tecnologicas|integradores|empresas de servicos de ti|consultorias de ti|integradoras|it dienstverleners|systeemintegratoren|' +
      // the kind said after the noun ('consultoras TI', 'empresas de IT', 'sociétés de conseil IT', 'IT-Beratungen')
      'consultoras ti|consultoras it|consultoras de it|consultorias ti|consultorias it|consultorias de it|empresas ti|empresas it|empresas de it|empresas de informatica|consultoras informaticas|consultorias de informatica|societes de conseil it|societes de conseil informatique|cabinets de conseil it|it beratungen|it beratungshauser|it beratungsunternehmen|it beratungsfirmen|it consultancybedrijven|it adviesbureaus|ict dienstverleners',
    words: 'it services|it dienstleistung|services informatiques|servicios ti|servicos de ti|it dienstverlening',
  },
  consulting: {
    nouns:
      'consultancies|the consultancy|advisory firms|the advisory firm|advisory practices|advisory companies|beratungsgesellschaften|firmas de asesoria|empresas de asesoria|empresas de assessoria|consulting firms|the consulting firm|consultancy firms|management consultancies|strategy consultancies|beratungshauser|beratungshausern|beratungsunternehmen|unternehmensberatungen|beratungsfirmen|cabinets de conseil|societes de conseil|consultoras|consultorias|empresas de consultoria|firmas de consultoria|adviesbureaus|consultancybureaus',
    words:
      'consulting|management consulting|consultancy|unternehmensberatung|conseil en management|consultoria de gestion|consultoria de gestao|managementadvies',
  },
  agencies: {
    nouns:
      'adtech companies|adtech firms|adtechs|martech companies|martechs|adtech and martech companies|acteurs de l adtech|acteurs de l adtech et du martech|acteurs du martech|adtech firmen|adtech unternehmen|empresas de adtech|empresas adtech|adtechbedrijven|adtech bedrijven|agencies|ad agencies|marketing agencies|creative agencies|regies publicitaires|regie publicitaire|agenturen|werbeagenturen|agences de pub|agences de communication|agencias de publicidad|agencias de marketing|agencias de publicidade|reclamebureaus|communicatiebureaus',
    words: 'agency|agence|agencia|agentur|der agentur',
  },
  manufacturing: {
    nouns:
      'hardware companies|hardware firms|hardware makers|iot companies|iot firms|hardware and iot companies|hardware und iot firmen|hardware und iot unternehmen|hardware firmen|iot firmen|hardwarehersteller|fabricants de materiel|fabricants d objets connectes|empresas de hardware|empresas de iot|fabricantes de hardware|hardwarebedrijven|iot bedrijven|furniture manufacturers|mobelhersteller|mobelherstellern|fabricants de meubles|fabricantes de muebles|fabricantes de moveis|moveleiras|meubelfabrikanten|meubelfabrieken|manufacturers|the manufacturer|industrias|les industriels|producenten|plantas industriales|plantas de produccion|fabricas|fabriken|usines|sites industriels|fabrieken|manufacturing companies|manufacturing firms|industrial companies|industrial firms|chemical companies|chemical manufacturers|medical device manufacturers|medtech companies|hersteller|herstellern|produzierende unternehmen|produzierenden unternehmen|industrieunternehmen|industriebetriebe|industriebetrieben|fertigungsunternehmen|chemiehersteller|chemieherstellern|chemieunternehmen|medizintechnikhersteller|medizintechnikherstellern|fabricants|entreprises industrielles|groupes industriels|industriels de la chimie|equipementiers|fabricantes|empresas industriales|empresas manufactureras|empresas quimicas|empresas industriais|industrias quimicas|fabrikanten|productiebedrijven|industriele bedrijven|maakbedrijven|chemiebedrijven|chemische bedrijven|toeleveranciers',
    words:
      'meubelindustrie|furniture industry|the furniture industry|furniture manufacturing|mobelindustrie|industrie du meuble|industria del mueble|sector del mueble|industria moveleira|setor moveleiro|industria de moveis|manufacturing industry|the manufacturing sector|manufacturing sector|industrial sector|verarbeitende industrie|verarbeitenden industrie|fertigungsindustrie|chemieindustrie|chemischen industrie|chemische industrie|industrie manufacturiere|secteur industriel|industrie chimique|sector manufacturero|industria manufacturera|sector industrial|industria quimica|industria de transformacao|setor industrial|industria|industrie|maakindustrie|industriele sector|chemische sector',
    except: 'manufacturing|industriales|industriais|industrielles|industriels|industrial',
  },
  food_beverage: {
    nouns:
      'industriels de l agroalimentaire|les industriels de l agroalimentaire|industrias de alimentos|industrias alimenticias|fabricantes de alimentos|voedingsmiddelenbedrijven|levensmiddelenbedrijven|voedingsbedrijven|food manufacturers|food producers|food companies|food and beverage companies|food and beverage manufacturers|food and drink companies|food and drink producers|drinks companies|beverage companies|breweries|brewers|dairies|food processors|lebensmittelhersteller|lebensmittelherstellern|lebensmittelunternehmen|nahrungsmittelhersteller|nahrungsmittelherstellern|getrankehersteller|getrankeherstellern|brauereien|molkereien|entreprises agroalimentaires|industriels de l agroalimentaire|fabricants alimentaires|laiteries|empresas de alimentacion|empresas alimentarias|fabricantes de alimentos|fabricantes de bebidas|cerveceras|empresas de alimentos|industrias alimenticias|fabricantes de bebidas|cervejarias|laticinios|voedingsbedrijven|voedselproducenten|levensmiddelenbedrijven|voedingsmiddelenbedrijven|brouwerijen|zuivelbedrijven',
    words:
      'food and beverage|food & beverage|food and drink|food industry|food sector|food and drink industry|lebensmittelindustrie|nahrungsmittelindustrie|ernahrungsindustrie|getrankeindustrie|agroalimentaire|l agroalimentaire|industrie agroalimentaire|industria alimentaria|sector alimentario|industria alimenticia|industria de alimentos|setor alimenticio|voedingsindustrie|levensmiddelenindustrie|voedingsmiddelenindustrie|' +
      // session 54: flour milling and animal feed ('(meunerie, alimentation animale)', 'Futtermittel')
      'meunerie|minoterie|flour milling|muhlenindustrie|alimentation animale|nutrition animale|animal feed|futtermittel|piensos|racoes|diervoeder|mengvoeder',
    except: 'food',
  },
  oil_gas_mining: {
    nouns:
      'oil and gas companies|oil & gas companies|oil companies|oil majors|mining companies|mining groups|mine operators|the mine operator|olkonzerne|olgesellschaften|erdolunternehmen|bergbauunternehmen|bergbaukonzerne|compagnies petrolieres|groupes petroliers|petroliers|groupes miniers|societes minieres|compagnies minieres|petroleras|empresas petroleras|mineras|empresas mineras|companias mineras|petroleiras|mineradoras|empresas de mineracao|empresas de petroleo|oliemaatschappijen|mijnbouwbedrijven|olie en gasbedrijven',
    words:
      'oil and gas|oil & gas|upstream oil and gas|upstream oil & gas|mining|petroleum|oil industry|erdol und erdgas|ol und gas|bergbau|rohstoffindustrie|petrole et gaz|industrie petroliere|industrie miniere|secteur minier|mineria|petroleo y gas|sector petrolero|mineracao|petroleo e gas|setor de mineracao|olie en gas|mijnbouw|olie en gasindustrie',
  },
  transport: {
    nouns:
      'airlines|the airline|air carriers|rail operators|the rail operator|train operators|train operating companies|railways|the railway|railway companies|bus operators|bus companies|transit agencies|public transport operators|transport operators|shipping lines|ferry operators|airports|the airport|fluggesellschaften|der airline|eisenbahnunternehmen|eisenbahnverkehrsunternehmen|bahnunternehmen|verkehrsbetriebe|verkehrsbetrieben|verkehrsunternehmen|reedereien|flughafen|compagnies aeriennes|la compagnie aerienne|compagnies ferroviaires|operateurs ferroviaires|operateurs de transport|compagnies maritimes|armateurs|aeroports|aerolineas|la aerolinea|companias aereas|operadores ferroviarios|empresas ferroviarias|navieras|aeropuertos|empresas de transporte publico|companhias aereas|a companhia aerea|companhia aerea|ferrovias|ferrovia|operadoras ferroviarias|armadores|aeroportos|luchtvaartmaatschappijen|de luchtvaartmaatschappij|spoorvervoerders|vervoersbedrijven|ov bedrijven|rederijen|luchthavens',
    words:
      'aviation|rail|railways|public transport|transport|luftfahrt|schienenverkehr|offentlicher verkehr|opnv|transport aerien|ferroviaire|transport ferroviaire|transports publics|aviacion|sector ferroviario|transporte publico|aviacao|setor ferroviario|luchtvaart|spoor|openbaar vervoer',
  },
  travel: {
    nouns:
      'tour operators|the tour operator|travel agencies|the travel agency|travel companies|online travel agencies|reiseveranstalter|reiseveranstaltern|reiseburos|touristikunternehmen|agences de voyages|l agence de voyages|voyagistes|tour operateurs|agencias de viajes|la agencia de viajes|operadores turisticos|agencias de viagens|a agencia de viagens|operadoras de turismo|reisorganisaties|reisbureaus|touroperators|het reisbureau',
    words: 'travel|tourism|travel industry|touristik|tourismus|reisebranche|tourisme|turismo|toerisme|reisbranche',
  },
  entertainment: {
    nouns:
      // (Session 60) Record labels ("sellos discográficos", "maisons de disques", "Plattenfirmen", "gravadoras", "platenlabels").
      'record labels|record label|music labels|record companies|plattenfirmen|plattenlabels|labels discographiques|maisons de disques|sellos discograficos|sello discografico|discograficas|companias discograficas|gravadoras|selos musicais|platenlabels|platenmaatschappijen|' +
      'museums|the museum|museums and cultural venues|cultural venues|cultural institutions|arts venues|museen|kultureinrichtungen|kulturinstitutionen|musees|le musee|etablissements culturels|lieux culturels|institutions culturelles|museos|el museo|instituciones culturales|museus|o museu|instituicoes culturais|musea|het museum|culturele instellingen|football clubs|the football club|streaming services|the streaming service|streaming platforms|streamingdienste|streamingdienst|streamingdiensten|streaminganbieter|plateformes de streaming|plataformas de streaming|de streamingdienst|sports clubs|the club|the clubs|sports teams|professional clubs|event agencies|event companies|events companies|event organisers|event organizers|entertainment companies|live entertainment companies|concert venues|fussballvereine|fussballvereinen|fussballclubs|sportvereine|sportvereinen|profivereine|eventagenturen|veranstaltungsagenturen|konzertveranstalter|clubs de foot|clubs de football|clubs sportifs|le club|agences evenementielles|organisateurs d evenements|salles de spectacle|clubes de futbol|el club|clubes deportivos|agencias de eventos|productoras de eventos|promotoras de conciertos|clubes de futebol|o clube|produtoras de eventos|casas de espetaculos|voetbalclubs|de club|sportclubs|evenementenbureaus|evenementenorganisaties|poppodia',
    words:
      'streamers|the streamer|professional sport|pro sports|sports industry|entertainment|live events|events industry|event industry|profisport|unterhaltungsbranche|eventbranche|veranstaltungsbranche|evenementiel|l evenementiel|spectacle vivant|divertissement|deporte profesional|entretenimiento|sector de eventos|entretenimento|setor de eventos|evenementenbranche|entertainmentbranche|betaald voetbal',
  },
  fashion: {
    nouns:
      'fashion brands|fashion houses|fashion retailers|fashion companies|apparel brands|apparel companies|clothing brands|clothing retailers|modeunternehmen|modehausern|modehauser|modemarken|modehandler|bekleidungsunternehmen|maisons de mode|marques de mode|enseignes de mode|marcas de moda|empresas de moda|casas de moda|grifes|modemerken|modebedrijven|kledingmerken|modeketens|fashion stores|fashion shops|modegeschafte|modegeschaften|magasins de mode|boutiques de mode|tiendas de moda|boutiques de moda|lojas de moda|modewinkels|kledingwinkels',
    words:
      'fashion|apparel|modebranche|bekleidungsindustrie|textilindustrie|la mode|moda|sector textil|setor textil|modesector|kledingindustrie|mode en textiel',
  },
  public_sector: {
    nouns:
      'public sector employers|public sector organisations|public sector organizations|public bodies|public institutions|public employers|offentliche arbeitgeber|offentlichen arbeitgebern|offentliche einrichtungen|offentlichen einrichtungen|etablissements publics|organismes publics|employeurs publics|organismos publicos|entidades publicas|instituciones publicas|instituicoes publicas|publieke organisaties|overheidsinstellingen|publieke instellingen',
    words:
      'public sector|public service|offentlicher dienst|offentlichen dienst|offentlicher sektor|offentlichen sektor|secteur public|fonction publique|sector publico|setor publico|servico publico|publieke sector|semi publieke sector',
  },
  financial_services: {
    nouns:
      'financial services companies|financial services firms|financial services providers|financial institutions|financial firms|finanzdienstleister|finanzdienstleistern|finanzinstitute|finanzinstituten|finanzunternehmen|etablissements financiers|institutions financieres|societes financieres|entidades financieras|instituciones financieras|empresas de servicios financieros|instituicoes financeiras|empresas de servicos financeiros|financiele instellingen|financiele dienstverleners',
    words:
      'financial services|financial sector|finanzdienstleistungen|finanzdienstleistung|finanzbranche|finanzsektor|finanzwirtschaft|services financiers|secteur financier|servicios financieros|sector financiero|servicos financeiros|setor financeiro|financiele dienstverlening|financiele sector|financiele dienstverleningssector',
  },
  wholesale: {
    nouns:
      'wholesalers|the wholesaler|wholesale distributors|distributors|b2b distributors|distribuidores|distribuidoras|grosshandler|grosshandlern|grosshandelsunternehmen|grosshandelsunternehmen|grossisten|grossistes|negociants|distributeurs grossistes|mayoristas|distribuidores mayoristas|empresas mayoristas|atacadistas|distribuidoras atacadistas|groothandels|groothandelaren|groothandelsbedrijven|grossiers',
    words:
      'wholesale|wholesale distribution|grosshandel|commerce de gros|le negoce|comercio mayorista|distribucion mayorista|atacado|comercio atacadista|groothandel',
  },
  agriculture: {
    nouns:
      'farms|agribusinesses|agricultural companies|agricultural cooperatives|farming companies|landwirtschaftsbetriebe|landwirtschaftsbetrieben|landwirtschaftliche betriebe|landwirtschaftlichen betrieben|agrarunternehmen|agrarbetriebe|agrarbetrieben|exploitations agricoles|cooperatives agricoles|entreprises agricoles|explotaciones agricolas|cooperativas agricolas|empresas agricolas|fazendas|empresas do agronegocio|agrarische bedrijven|landbouwbedrijven|boerenbedrijven|akkerbouwbedrijven|tuinbouwbedrijven|' +
      // growers ('at construction firms and growers', 'bij telers', 'chez les producteurs agricoles')
      'growers|fruit growers|vegetable growers|produce growers|obstbauern|gemusebauern|gartenbaubetriebe|producteurs agricoles|maraichers|arboriculteurs|productores agricolas|agricultores|produtores agricolas|produtores rurais|telers|kwekers|tuinders|glastuinbouwbedrijven|' +
      // session 54: seed companies ('chez les semenciers', 'bij zaadbedrijven')
      'semenciers|seed companies|seed breeders|zaadbedrijven|zaadveredelaars|saatgutunternehmen|saatzuchtunternehmen|empresas de semillas|empresas de sementes',
    words:
      'agriculture|agribusiness|farming|landwirtschaft|agrarwirtschaft|agrarsektor|l agriculture|agricultura|agronegocio|agropecuaria|landbouw|agrarische sector|land en tuinbouw|' +
      // (in an employer's parenthesis: '(meunerie, alimentation animale, semences, coopérative agricole)')
      'semences|seeds|saatgut|semillas|sementes|cooperative agricole|cooperativa agricola',
  },
  // Call and contact centres and BPOs as employers ("at BPOs", "em empresas de contact center", "bei Callcenter-Dienstleistern");
  // a bare "contact centre" or "call centre" is a department ("contact centre managers at insurers"), so only the companies name it.
  contact_centres: {
    nouns:
      'bpos|bpo companies|bpo firms|bpo providers|business process outsourcers|call centre companies|call center companies|call centre operators|call center operators|call centre providers|call center providers|contact centre companies|contact center companies|contact centre providers|contact center providers|contact centre outsourcers|contact center outsourcers|customer service outsourcers|' +
      'callcenter dienstleister|callcenter dienstleistern|call center dienstleister|call center dienstleistern|callcenter betreiber|callcenter betreibern|callcenter unternehmen|callcenter unternehmen|kundenservice dienstleister|kundenservice dienstleistern|bpo dienstleister|bpo dienstleistern|' +
      'centres d appels|societes de centres d appels|centres de contacts|outsourceurs|externalisateurs|prestataires de relation client|prestataires de centres d appels|' +
      'empresas de call center|empresas de contact center|empresas de bpo|empresas de centros de contacto|empresas de centros de llamadas|centros de llamadas|' +
      'empresas de contact center|empresas de call center|empresas de bpo|empresas de teleatendimento|empresas de telemarketing|centrais de atendimento|' +
      'callcenters|callcenterbedrijven|klantcontactcentra|klantcontactbedrijven|bpo bedrijven',
    words:
      'bpo|call centers|call centres|contact centers|contact centres|business process outsourcing|the bpo sector|bpo sector|the bpo industry|bpo industry|contact centre industry|contact center industry|call centre industry|call center industry|callcenter branche|callcenterbranche|secteur des centres d appels|sector del contact center|sector de contact center|setor de contact center|setor de call center|setor de bpo|callcenterbranche',
  },
  // Facility services companies: integrated facility management, contract cleaning, building services ("at facility services
  // companies", "bei Gebäudedienstleistern", "chez les entreprises de propreté", "bij schoonmaakbedrijven"). "Facilities" alone
  // is a department ("facilities managers at hospitals"), so only the companies name it.
  facility_services: {
    nouns:
      'facility services companies|facilities services companies|facility services firms|facility services providers|facilities services providers|facility management companies|facilities management companies|facility management providers|facilities management providers|fm companies|fm providers|cleaning companies|commercial cleaning companies|janitorial companies|' +
      'facility management dienstleister|facility management dienstleistern|facility dienstleister|facility dienstleistern|fm dienstleister|fm dienstleistern|gebaudedienstleister|gebaudedienstleistern|gebaudereinigungsunternehmen|gebaudereinigern|reinigungsfirmen|reinigungsunternehmen|' +
      'entreprises de proprete|societes de nettoyage|entreprises de nettoyage|prestataires de facility management|prestataires multiservices|entreprises multiservices|prestataires fm|' +
      'empresas de facility services|empresas de facility management|empresas de limpieza|empresas de servicios integrales|' +
      'empresas de facilities|empresas de limpeza|empresas de servicos gerais|empresas de facility services|' +
      'facilitaire dienstverleners|facilitaire bedrijven|schoonmaakbedrijven|fm bedrijven|' +
      // Session 43: cleaning and guarding firms ("FM / cleaning / security firms", "les sociétés de sécurité")
      'fm firms|cleaning firms|security firms|security companies|guarding companies|security services companies|societes de securite|societes de securite privee|entreprises de securite|empresas de seguridad|empresas de seguridad privada|empresas de seguranca|sicherheitsdienste|sicherheitsfirmen|sicherheitsunternehmen|bewachungsunternehmen|beveiligingsbedrijven',
    // (Session 49: "contract cleaners" said alone are people, the cleaners a contractor sends: lexicon-frontline.ts; after
    // "at" they are the firms.)
    words:
      'contract cleaners|facility services sector|facility services industry|facilities services industry|cleaning industry|the cleaning industry|contract cleaning|gebaudereinigung|gebaudedienstleistung|gebaudedienstleistungen|secteur de la proprete|la proprete|sector de la limpieza|sector de limpieza|setor de limpeza|setor de facilities|schoonmaakbranche|facilitaire branche|facilitaire dienstverlening',
  },
  // Session 48: aircraft, space and defence makers and their suppliers ("at the aerospace & defence suppliers", "bei
  // Rüstungsunternehmen", "chez les équipementiers aéronautiques", "en empresas aeroespaciales", "defensiebedrijven").
  aerospace_defence: {
    nouns:
      'aerospace companies|aerospace suppliers|aerospace manufacturers|aerospace firms|aerospace and defence companies|aerospace and defense companies|aerospace and defence suppliers|aerospace and defense suppliers|aerospace and defence manufacturers|aerospace and defense manufacturers|aerospace and defence firms|defence companies|defense companies|defence suppliers|defense suppliers|defence contractors|defense contractors|defence manufacturers|defense manufacturers|defence firms|defense firms|aircraft manufacturers|aircraft makers|aerostructures suppliers|' +
      'luftfahrtunternehmen|luftfahrtzulieferer|luftfahrtzulieferern|luft und raumfahrtunternehmen|rustungsunternehmen|rustungsfirmen|rustungskonzerne|rustungskonzernen|rustungshersteller|rustungsherstellern|' +
      'equipementiers aeronautiques|entreprises aeronautiques|industriels de la defense|entreprises de defense|entreprises de l aeronautique|sous traitants aeronautiques|' +
      'empresas aeroespaciales|empresas de defensa|proveedores aeroespaciales|fabricantes aeronauticos|empresas aeronauticas|' +
      'empresas aeroespaciais|empresas de defesa|fornecedores aeroespaciais|fabricantes aeronauticos|' +
      'defensiebedrijven|lucht en ruimtevaartbedrijven|luchtvaarttoeleveranciers',
    words:
      'aerospace|aerospace and defence|aerospace and defense|aerospace industry|the aerospace industry|defence industry|defense industry|the defence industry|the defense industry|a and d|luft und raumfahrt|luftfahrtindustrie|rustungsindustrie|aeronautique|l aeronautique|industrie aeronautique|industrie de defense|aeroespacial|sector aeroespacial|industria aeroespacial|industria de defensa|setor aeroespacial|industria de defesa|lucht en ruimtevaart|defensie industrie|defensie-industrie',
  },
  // Session 48: electronics makers ("the electronics manufacturer", "EMS providers", "Elektronikfertiger", "fabricants
  // électroniques", "fabricantes de electrónica").
  electronics: {
    nouns:
      'electronics manufacturer|electronics manufacturers|electronics makers|electronics companies|electronics firms|electronics suppliers|ems providers|ems companies|contract electronics manufacturers|pcb manufacturers|pcb makers|semiconductor companies|semiconductor manufacturers|chipmakers|chip makers|' +
      'elektronikhersteller|elektronikherstellern|elektronikfertiger|elektronikfertigern|elektronikunternehmen|halbleiterhersteller|halbleiterherstellern|' +
      'fabricants electroniques|fabricants d electronique|entreprises d electronique|industriels de l electronique|sous traitants electroniques|' +
      'fabricantes de electronica|empresas de electronica|fabricantes electronicos|fabricantes de eletronicos|empresas de eletronica|' +
      'elektronicabedrijven|elektronicafabrikanten|elektronicaproducenten',
    words:
      'electronics industry|the electronics industry|electronics manufacturing|elektronikindustrie|elektronikbranche|industrie electronique|industria electronica|industria eletronica|elektronica industrie|elektronica-industrie',
  },
};

/** Heads that German and Dutch share over a hyphen ("Chemie- und Lebensmittelherstellern", "energie- en waterbedrijven"). */
export const COMPOUND_HEADS =
  'herstellern|hersteller|unternehmen|firmen|betrieben|betriebe|konzernen|konzerne|versorgern|versorger|industrie|branche|bedrijven|fabrikanten|producenten|instellingen|organisaties';

/** Before a sector word: where a person works ("at", "bei", "chez", "en", "em", "bij"), with an article ("in einer Kanzlei", "dans un cabinet"). */
export const EMPLOYER_AT =
  /(?:^|\s)(?:at|in|within|among|across|bei|im|in der|in den|beim|aus der|aus dem|unter|chez|dans|dans les|aupres des|en|em|na|nos|nas|entre|bij|binnen|onder|op)(?:\s+(?:the|all|our|den|der|dem|die|allen|les|la|le|l|des|los|las|el|os|as|o|a|de|het|alle|an|einer|einem|une|un|una|uma|um|een))?\s*$/;

/**
 * Sellers closing deals with their customers, or the customers named as such ("AEs who close deals with dealerships",
 * "account executives closing publishers", "die Deals mit Verlagen abschließen", "qui signent avec des concessionnaires",
 * "que cierran acuerdos con", "que fecham negócios com", "die deals sluiten met", "whose clients are", "dont les clients
 * sont", "cuyos clientes son", "deren Kunden", "wiens klanten"): the customers are their market, not their employer.
 */
const CLOSING = [
  'close|closes|closing|deals with|deal with|contracts with|whose customers are|whose clients are|whose customers include|whose clients include|customers such as|clients such as|customers like|clients like',
  'deals mit|die deals mit|abschlusse mit|vertrage mit|geschafte mit|deren kunden|kunden wie|kunden aus',
  'signent avec|signant avec|prospectent|prospectant|demarchent|demarchant|concluent avec|concluant avec|closent|closant|dont les clients sont|dont les clients|clients comme|clients tels que',
  'cierran|cierra|cerrando|visitan|visitando|prospectan|prospectando|cuyos clientes son|cuyos clientes|clientes como',
  'fecham|fechando|visitam|visitando|prospectam|prospectando|cujos clientes sao|cujos clientes|clientes como',
  'deals sluiten met|deals sluit met|sluiten met|sluit met|wiens klanten|waarvan de klanten|klanten zoals|klanten als',
].join('|');

/** The seller's verb at the end of a German or Dutch clause ("die Banken betreuen", "die aan autodealers verkopen"). */
const SELLING_LAST =
  'verkaufen|verkauft|abschliessen|abschliesst|betreuen|betreut|beliefern|beliefert|beraten|akquirieren|besuchen|verkopen|verkoopt|sluiten|sluit|bedienen|bedient|adviseren|adviseert|bezoeken|benaderen';

/**
 * After a list of sectors: its words name the customers ("AEs with dealerships as clients", "mit Autohäusern als Kunden",
 * "avec des concessionnaires comme clients", "con concesionarios como clientes", "met autodealers als klanten"), or the
 * seller's verb closes the clause ("Key Account Manager, die Banken und Versicherer betreuen").
 */
export const EMPLOYER_MARKET_AFTER = new RegExp(
  String.raw`^(?:\s*[\p{L}\p{N},&/]+){0,6}?\s+(?:(?:as|als|comme|como)\s+(?:(?:their|ihre|leurs|sus|seus|hun|zijn)\s+)?(?:customers|clients|accounts|kunden|klanten|clientes)(?![\p{L}])|(?:${SELLING_LAST})\s*(?:$|[,;.)]))`,
  'u',
);
/** The words after the list that make it the customers ("as clients", "als Kunden") or close the seller's clause ("… an Autohäuser verkaufen", "… met autodealers sluiten"): they go with it. */
export const CUSTOMERS_TAIL = new RegExp(
  String.raw`^\s+(?:(?:as|als|comme|como)\s+(?:(?:their|ihre|leurs|sus|seus|hun|zijn)\s+)?(?:customers|clients|accounts|kunden|klanten|clientes)|${SELLING_LAST})(?![\p{L}])`,
  'u',
);

/**
 * After an employer, a clause of place about it to the end of its sentence ("…, where partner means something else", "…, onde
 * sócio é outra coisa", "…, donde socio es otra cosa", "…, wo Partner etwas anderes heißt", "…, waar partner iets anders
 * betekent"): a gloss on the employer that names nobody. (French "où" folds to "ou", which is "or": not read.)
 */
export const EMPLOYER_GLOSS = /^\s*,\s*(?:where|onde|donde|en donde|wo|waar)\s[^.;()]*/;

/** Before a sector word: whom the seller sells to or targets ("for banks", "to lenders", "für Stadtwerke", "voor gemeenten", "Targeting Mittelstand manufacturers"): the market, not the employer. */
export const EMPLOYER_MARKET = new RegExp(
  String.raw`(?:^|\s)(?:for|to|fur|an|pour|aux|a|para|voor|aan|into|selling|sells|covering|covers|serving|serves|advising|advises|handling|handles|auditors of|regulators of|inspectors of|examiners of|supervisors of|auditing|regulating|supervising|inspecting|calling on|prospecting|betreuen|betreut|beraten|beliefern|conseillent|accompagnent|venden|vendiendo|asesoran|asesorar|atienden|vendem|vendendo|atendem|assessoram|verkopen|adviseren|bedienen|targeting|we target|wir zielen auf|on cible|nous ciblons|ciblant|apuntamos a|nos dirigimos a|focamos em|we richten ons op|wij richten ons op|${CLOSING})(?:\s+[^\s()]+){0,2}\s*$`,
);

/** Before a list of sectors: an employer condition said negatively ("outside software and fintech", "not at banks", "außerhalb von Banken"). */
/**
 * Companies said not to be of a sector, before its word: a relative clause ("companies that aren't", "empresas que não
 * são de", "empresas que no son", "entreprises qui ne sont pas des") or a negated adjective ("empresas no tecnológicas",
 * "empresas não-tech", "non-tech companies" is "non" above). Folded.
 */
const COMPANY_WORDS =
  '(?:companies|firms|businesses|organi[sz]ations|employers|empresas|companias|companhias|organizaciones|organizacoes|firmas|entreprises|societes|boites|organisations)';
const NOT_THOSE_COMPANIES = [
  `${COMPANY_WORDS}\\s+(?:that|which)\\s+(?:are\\s+not|aren\\s?t)(?:\\s+in)?`,
  `${COMPANY_WORDS}\\s+que\\s+nao\\s+(?:sao|sejam|forem)`,
  `${COMPANY_WORDS}\\s+que\\s+no\\s+(?:son|sean)`,
  `${COMPANY_WORDS}\\s+qui\\s+ne\\s+sont\\s+pas`,
  `${COMPANY_WORDS}\\s+(?:nao|no)`,
].join('|');

export const EMPLOYER_EXCEPT = new RegExp(
  String.raw`(?:^|[\s(])(?:outside(?:\s+of)?|except(?:\s+(?:at|in))?|other than|not at|not in|excluding|skip|non|anywhere but|anywhere except|everywhere but|apart from|ausserhalb(?:\s+(?:von|der|des|dem))?|nicht bei|nicht in|ausser bei|ausser in|hors|hors de|hors du|hors des|en dehors de|en dehors du|en dehors des|sauf chez|sauf dans|sauf en|pas chez|pas dans|fuera de|fuera del|excepto en|salvo en|no en|fora de|fora do|fora da|fora dos|fora das|exceto em|exceto no|exceto na|exceto nos|exceto nas|nao em|buiten|behalve bij|behalve in|niet bij|niet in|fora do mundo|fuera del mundo|hors du monde|outside the world of|${NOT_THOSE_COMPANIES})(?:\s+(?:the|two|both|all|our|den|der|dem|die|les|la|le|des|los|las|el|os|as|o|a|de|do|da|dos|das|del|du|het|twee|deux|dos|dois|beiden))*\s*$`,
);

/** After a list of sectors, in the same sentence: the list is excepted ("Pensionskassen und Kapitalanlage ausgenommen", "pension funds excluded"). */
export const EMPLOYER_EXCEPT_AFTER =
  /^(?:\s*[\p{L}\p{N},&/]+){0,6}?\s+(?:ausgenommen|ausgeschlossen|excluded|excepted|exclus|exclues|excluidos|excluidas|excluidos|excluidas|uitgezonderd|uitgesloten)(?![\p{L}])/u;

/** A word for any company in the same list ("hospitals, schools and firms", "in allen Firmen"): no kind is named. */
export const ANY_EMPLOYER =
  /^(?:\s*(?:,|and|or|und|oder|et|ou|y|o|e|en|of|&|\/)\s*(?:\S+\s+){0,1}?)?(?:\s*(?:,|and|or|und|oder|et|ou|y|o|e|en|of|&|\/)\s*)(?:other\s+|andere[n]?\s+|autres\s+|otras\s+|outras\s+|all\s+|alle[n]?\s+)?(?:firms|companies|businesses|organisations|organizations|orgs|firmen|unternehmen|betrieben|entreprises|societes|empresas|companias|bedrijven|organisaties|ondernemingen)\b/;

/**
 * The other employers, in a sentence of their own ("At every other company, …", "Everywhere else …", "Bei allen anderen
 * Unternehmen …", "Ailleurs, …", "En las demás empresas …", "Nas demais empresas …", "Bij alle andere bedrijven …"): the
 * kinds of employer named in the other sentences are theirs only (employer.ts). DATA, folded.
 */
export const OTHER_EMPLOYERS =
  /(?:^|\s)(?:(?:at|in|for|across)\s+(?:every|all|any|the)\s+other\s+(?:compan(?:y|ies)|firms?|business(?:es)?|organi[sz]ations?|employers?|ones)|(?:at|in)\s+the\s+others|everywhere\s+else|elsewhere|(?:bei|in)\s+(?:allen\s+)?anderen\s+(?:unternehmen|firmen|betrieben|arbeitgebern)|bei\s+allen\s+anderen|uberall\s+sonst|uberall\s+anders|(?:partout\s+)?ailleurs|(?:dans|chez)\s+(?:toutes\s+)?les\s+autres\s+(?:entreprises|societes|structures|organisations)|en\s+(?:todas\s+)?las\s+(?:demas|otras)\s+(?:empresas|companias|organizaciones)|en\s+el\s+resto\s+de\s+(?:las\s+)?empresas|(?:em|nas)\s+(?:todas\s+as\s+)?(?:demais|outras)\s+(?:empresas|organizacoes)|bij\s+(?:alle\s+)?andere\s+(?:bedrijven|organisaties|werkgevers)|overal\s+elders|elders)(?=\s|,|:|;|$)/;

/** "in allen Firmen", "at all companies", "dans toutes les entreprises": every employer. */
export const EVERY_EMPLOYER =
  /\b(?:(?:at|in|across|bei|in|dans|en|em|bij)\s+(?:all|any|every|allen|jeder|jedem|toutes les|todas las|todas as|alle)\s+(?:the\s+)?(?:firms?|compan(?:y|ies)|business(?:es)?|organisations?|organizations?|orgs?|firmen|unternehmen|betrieben|entreprises|empresas|bedrijven|organisaties)|(?:across|at|in)\s+all\s+(?:\d+|of them|of the companies)|in (?:allen|alle) \d+|dans (?:les|toutes les) \d+|en (?:las|todas las) \d+|em (?:todas )?as \d+|bij (?:alle )?\d+)\b/;

/** An employer or workplace with no sector ("plants", "mines", "construction sites", "the audit firm", "shops": a phone shop may be a telecom's): a list with one of them names no sector condition. */
/**
 * Words for employers of no kind after which a parenthesis says which kinds they are ("at the employers (insurer, savings
 * bank, law firm)", "bei den Arbeitgebern (Versicherung, Sparkasse, Kanzlei)", "chez les employeurs (assureur, banque)"):
 * read like a workplace's (employer-asides.ts workplaceAside). DATA, folded.
 */
export const EMPLOYERS_ASIDE =
  'employers|organisations|organizations|organisation|organization|institutions|arbeitgeber|arbeitgebern|arbeitgebenden|organisationen|unternehmen|firmen|hausern|institutionen|employeurs|organismes|entreprises|societes|structures|etablissements|empleadores|organizaciones|organismos|entidades|instituciones|companias|empregadores|organizacoes|entidades|instituicoes|companhias|werkgevers|organisaties|bedrijven|ondernemingen|instellingen';

export const OTHER_EMPLOYER =
  'firm|firms|company|companies|practice|practices|shops|stores|outlets|geschafte|filialen|magasins|boutiques|tiendas|lojas|winkels|game studios|games studios|spielestudios|studios de jeux video|estudios de videojuegos|estudios de jogos|gamestudios|plant|plants|mine|mines|site|sites|factory|factories|works|refineries|yards|werk|werke|werken|fabrik|fabriken|baustellen|bergwerke|usine|usines|mines|chantier|chantiers|sites industriels|fabrica|fabricas|minas|obras|plantas|fabrieken|bouwplaatsen|mijnen|kantoren|kantoor';

/**
 * Sectors whose word is also a department every kind of company has ("Logistics: planners …", "Logistik: Disponenten"): as a
 * heading over that department's people they name the department, not an employer (employer.ts departmentHeading). A
 * sector's own people under its heading ("Retail: store managers", "Seguros: subscritores", "Construction: site managers")
 * keep the employer. DATA.
 */
export const DEPARTMENT_SECTORS: ReadonlySet<Sector> = new Set<Sector>(['logistics', 'transport']);

/**
 * Workplaces of a sector's own ("in upstream oil & gas and at mines", "in manufacturing, in the plants", "in construction, on
 * the sites"): beside that sector they name no other kind of employer, so the sector is applied. DATA, folded words of
 * OTHER_EMPLOYER.
 */
export const OWN_WORKPLACES: Partial<Readonly<Record<Sector, string>>> = {
  oil_gas_mining: 'mine|mines|minas|mijnen|bergwerke|refineries',
  manufacturing: 'plant|plants|factory|factories|works|werk|werke|werken|fabrik|fabriken|usine|usines|fabrica|fabricas|plantas|fabrieken',
  construction: 'site|sites|baustellen|chantiers|obras|bouwplaatsen',
};

/** Before a sector word, in a relative clause: where people do a thing, not who employs them ("who fix the kit in hospitals"), unless the verb is working. */
export const ACTIVITY_CLAUSE = /(?:^|\s)(?:who|that|which|die|welche|qui|que|quien|quienes|dat|wie)\s/;
/**
 * A relative clause after a bare word for people ("people who climb poles and joint cables at the DNOs", "ceux qui posent les
 * compteurs chez les régies", "quienes reparan las redes en las distribuidoras"): the clause says the job itself, so the place
 * after it is their employer (beside named people, "engineers who fix the kit in hospitals", it is where they do it).
 */
export const JOB_CLAUSE =
  /^\s*(?:(?:the\s+)?(?:people|those|anyone|everyone|folks|staff|the ones|ceux|celles|les personnes|les gens|los|las|las personas|la gente|aquellos|os|as|as pessoas|aqueles|diejenigen|alle|leute|menschen|degenen|de mensen|iedereen)\s+(?:who|that|qui|que|die|welche)|whoever|quiconque|quienes|quem|wer|wie)\s/;
export const WORK_VERB =
  /(?:^|\s)(?:work|works|working|employed|arbeiten|arbeitet|beschaftigt|tatig|travaillent|travaille|trabajan|trabaja|trabalham|trabalha|werken|werkt)(?:\s|$)/;

/**
 * Phrases that hold an employer noun but name no kind of employer: "food banks" and "blood banks" are no banks, "operadoras
 * de saúde" no telecom operators, a staffing agency no marketing agency. Read before the sectors; their words stay with the people.
 */
export const NOT_EMPLOYERS =
  // Session 54: a grower's head growers are people who lead its crops, no growers as employers.
  'head growers|head grower|' +
  // Session 43: a hospital's pharmacy is a department of the hospital, no pharmacy chain ("pharmacists in hospital pharmacies").
  'hospital pharmacy|hospital pharmacies|hospital pharmacy departments|krankenhausapotheke|krankenhausapotheken|klinikapotheke|klinikapotheken|pharmacie hospitaliere|pharmacies hospitalieres|pharmacie a usage interieur|farmacia hospitalaria|farmacias hospitalarias|farmacia hospitalar|farmacias hospitalares|ziekenhuisapotheek|ziekenhuisapotheken|' +
  // "Opérations cliniques", "études cliniques": the clinical adjective, no clinics (clinical operations, lexicon-infrastructure.ts).
  'operations cliniques|etudes cliniques|essais cliniques|recherche clinique|recherches cliniques|affaires cliniques|donnees cliniques|projets cliniques|' +
  // A bank's private or business banking unit is a department ("le responsable de la banque privée"), not a kind of employer.
  'banque privee|la banque privee|de la banque privee|banca privada|la banca privada|de la banca privada|banque des entreprises|banca de empresas|banca corporativa|' +
  'food bank|food banks|the food bank|blood bank|blood banks|the blood bank|data bank|data banks|seed bank|seed banks|milk bank|milk banks|tafeln|banque alimentaire|banques alimentaires|banco de alimentos|bancos de alimentos|voedselbank|voedselbanken|operadoras de saude|operadoras de planos de saude|operadoras de plano de saude|operadoras de cartao|operadoras de cartoes|externe kanzlei|externen kanzlei|externer kanzlei|staffing agencies|the staffing agency|recruitment agencies|the recruitment agency|recruiting agencies|employment agencies|temp agencies|temping agencies|agence d interim|agences d interim|agencias de empleo|agencias de colocacion|agencias de emprego|agencias de trabalho temporario|zeitarbeitsagenturen|personalagenturen';

/** A bare "agency" ("at the agency", "en agence", "bei Agenturen"): its kind is read from the sentence (AGENCY_SENSES). */
export const BARE_AGENCY =
  /^(?:the\s+)?(?:agency|agencies)$|^(?:l\s+|les\s+)?(?:agence|agences)$|^(?:la\s+|las\s+|a\s+|as\s+)?(?:agencia|agencias)$|^(?:der\s+|die\s+|den\s+)?(?:agentur|agenturen)$/;

/**
 * What a bare "agency" is, by the words of its sentence, first that holds: a staffing agency (no kind: `null`), a travel
 * agency, an estate agency, a public agency, or an advertising / marketing / digital agency beside its people or beside
 * other service firms ("agencies, consultancies and IT service providers"). None: the agency is of no known kind, and no
 * kind of employer is applied ("caseworkers at the agency", "chargés de clientèle en agence").
 */
export const AGENCY_SENSES: ReadonlyArray<{ sector: Sector | null; re: RegExp }> = [
  { sector: null, re: /recruit|staffing|personalvermittl|zeitarbeit|interim|trabajo temporal|uitzend|headhunt|placement|talent agenc|model agenc|modelling/ },
  {
    sector: 'travel',
    re: /travel|holiday|viaj|voyag|reise|viage|reisadvis|reisbegeleid|reisleid|(?:^|\s)reis(?:\s|$)|reizen|touris|turism|toeris|tour guide|tour leader|guias de|guides/,
  },
  { sector: 'real_estate', re: /estate agent|letting|lettings|immobil|inmobil|imobil|makelaar|property/ },
  {
    sector: 'government',
    re: /council|municipal|ministr|social services|social work|welfare|citizen|ciudadan|citoyen|burger|gemeente|ayuntamiento|prefeitura|government|police|grant|benefit|case officer|caseworker|regulator|behorde|overheid|public sector|public bod|public service|offentlich|publique|publica|publico|federal|state agenc/,
  },
  {
    sector: 'agencies',
    re: /creativ|copywrit|art director|(?:^|\s)ads?(?:\s|$)|advertis|media|account director|account team|client service|account exec|(?:^|\s)pub(?:\s|$)|publicid|publicit|werbe|reclame|marketing|brand|design|(?:^|\s)pr(?:\s|$)|communication|kommunikation|comunicac|strateg|planner|kreativ|digital/,
  },
];

/** Before "in <sector word>": people who sell, whose "in retail", "im Gesundheitswesen", "dans la santé" may be their market as well as their employer. */
export const SELLERS =
  /(?:^|\s)(?:sales|salespeople|salesperson|seller|sellers|account managers?|account executives?|aes?|key account|kam|kams|business development|bdms?|bdrs?|sdrs?|reps?|representatives?|vertrieb\S*|verkauf\S*|aussendienst\S*|kundenberater\S*|commerciaux|commercial|commerciale|commerciales|vendeurs?|vendeuses?|ingenieurs? d affaires|charges? d affaires|comerciales|comercial|comerciais|vendedor(?:es|as)?|ejecutivos? de cuentas|representantes?|executivos? de contas|gerentes? de contas|verkopers?|verkoop\S*|accountmanagers?|accountmanager)(?:\s|$)/;

/**
 * Sectors' adjectives and words for a sector that are one or two edits from a people word ("bancarios" / "becarios",
 * "minoristas" / "motoristas", "sector" / "rector", "Sektor" / "Rektor", "setores" / "stores", "Branche" / "branches"; "donors" / the
 * Portuguese "donos", owners; "parks" / "paras", classroom aides): no
 * misspellings (tokens.ts never corrects them), so "no analistas bancarios" leaves out no interns.
 */
export const NO_MISSPELLINGS =
  'bancario|bancaria|bancarios|bancarias|minorista|minoristas|mayorista|mayoristas|sector|sectors|sectores|setor|setores|sektor|sektors|secteur|secteurs|branche|branchen|donor|donors|donateur|donateurs|donante|donantes|doador|doadores|park|parks|parque|parques|' +
  // Session 47: "container terminal" is no "cotrainer terminal".
  'container|containers|' +
  // Session 48: volunteers are no "Volontäre" (trainee journalists): "pas les volontaires", "ni voluntarios".
  'volontaire|volontaires|voluntario|voluntarios|voluntaria|voluntarias|volunteer|volunteers|' +
  // Session 48: "import en export" is no "expert".
  'export|exports|import|imports';
