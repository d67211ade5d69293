// Company industries as a network shows them in the member's own language (DATA; industries.ts adds these words to each
// kind's `words`). LinkedIn translates its industry names for members who browse in German, French, Spanish, Portuguese or
// Dutch ("Krankenhäuser und Gesundheitswesen", "Enseignement supérieur", "Comercio minorista", "Retalho", "Overheid",
// "Logistik", "Construcción"), so an export carries them as shown. No list of names: the words of each kind in those five
// languages, folded (no accents, lower case), "|" between phrases, a trailing "*" any ending. Only words that are not English
// words of another kind ("formation", "mode", "journal" and "college" are left out): a name in English is read as before.
import type { Sector } from './criteria.js';

export const LOCAL_WORDS: Readonly<Partial<Record<Sector, string>>> = {
  banking: 'kreditinstitut*|sparkasse*|caisse d epargne|caja de ahorros|caixa economica|bankwezen',
  insurance: 'versicherung*|seguro|seguros|seguradora*|aseguradora*|verzekering*|verzekeraar*',
  government:
    'overheid|overheden|gemeente*|rijksoverheid|openbaar bestuur|offentliche verwaltung|verwaltung|behorde*|stadtverwaltung|kommunalverwaltung|administration publique|collectivite* territoriale*|fonction publique|mairie*|administracion publica|ayuntamiento*|administracao publica|prefeitura*|camara municipal|gobierno|governo|gouvernement|regierung',
  public_sector:
    'overheid|overheden|gemeente*|rijksoverheid|openbaar bestuur|publieke sector|offentliche verwaltung|offentlicher dienst|verwaltung|behorde*|stadtverwaltung|kommunalverwaltung|administration publique|secteur public|collectivite* territoriale*|fonction publique|mairie*|administracion publica|sector publico|ayuntamiento*|administracao publica|setor publico|prefeitura*|camara municipal|gobierno|governo|gouvernement|regierung',
  higher_education:
    'enseignement superieur|hochschul*|fachhochschul*|universidad*|universidade*|universiteit*|hoger onderwijs|hogeschool*|educacion superior|ensino superior',
  research: 'forschung*|recherche scientifique|investigacion|pesquisa|onderzoek',
  schools:
    'schule|schulen|grundschul*|enseignement primaire|enseignement secondaire|escuela*|colegios|escola*|basisonderwijs|voortgezet onderwijs|primair onderwijs|ensino fundamental|ensino basico|ensino medio|educacion primaria|educacion secundaria|' +
    // schools and training providers (session 38: "Weiterbildung", "Ensino", "Beroepsonderwijs")
    'ensino|ensino profissional|weiterbildung|berufliche bildung|berufsbildung|erwachsenenbildung|bildungszentr*|bildungstrager|beroepsonderwijs|volwassenenonderwijs|formation professionnelle|formacion profesional',
  health_care:
    'gesundheit*|krankenh*|klinik*|pflegeheim*|arztpraxis*|sante|hopital*|hopitaux|clinique*|soins|sanitari*|atencion sanitaria|salud|saude|zorg|gezondheidszorg|ziekenhuis*|ziekenhuizen|zorginstelling*|' +
    // care homes (session 38: "Ouderenzorg", "Altenpflege", "EHPAD")
    'ouderenzorg|verpleeghuis*|verpleeghuizen|verpleging en verzorging|altenpflege|altenheim*|seniorenheim*|ehpad|maisons de retraite|residencias de mayores|lares de idosos' +
    // session 44: diagnostic laboratories and imaging centres, medical services, home care, rehabilitation and ambulance services
    '|medizinische laboratorien|medizinisches labor*|labormedizin|laboratoire* d analyses*|laboratoire* de biologie medicale|medicina diagnostica|diagnostico por imagem|diagnostico por imagen|imagerie medicale|servicios medicos|servicos medicos|thuiszorg|rehabilitation|rehabilitacion|reabilitacao|reeducation|revalidatie*|rehaklinik*|rettungsdienst*|transport sanitaire' +
    // session 45: health software makers are health tech ('Zorgsoftware')
    '|zorgsoftware|gesundheitssoftware|healthtech*|sante numerique|saude digital|salud digital',
  utilities:
    'stadtwerke|energieversorg*|wasserversorg*|versorgungsunternehm*|versorger|nutsbedrijf*|nutsbedrijven|saneamento|saneamiento|abastecimiento|' +
    // session 41: a water company's and a Stadtwerke's industry as they write it; "Services publics" is the network's French for Utilities
    'servicios de agua|servicos de agua|distribution d eau|eau potable|services publics',
  telecom: 'telekom*',
  publishing: 'verlag*|verlagswesen|maison d edition|editorial|editora|uitgeverij*|zeitung*|prensa|imprensa|presse',
  broadcasting: 'rundfunk|fernsehen|radiodiffusion|radiodifusion|radiodifusao|omroep*|televisie',
  nonprofit:
    'gemeinnutzig*|stiftung*|fundacion*|fundacao|stichting*|sans but lucratif|sin animo de lucro|sem fins lucrativos|' +
    // Session 59: "Organisations non gouvernementales", "Organizaciones no gubernamentales", "ONG"
    'non gouvernemental*|no gubernamental*|nao governamental*|nichtregierungsorganisation*|ong|ongs',
  automotive: 'fahrzeugbau|automobilindustrie|automocion|automotriz|automovel|automotivo|automobilzulieferer|autozulieferer|autopecas|autopartes',
  car_dealers: 'autohaus*|autohandel|concessionnaire*|concesionario*|concessionaria*',
  real_estate:
    'immobilien*|immobilier*|inmobiliari*|imobiliari*|vastgoed|makelaar*|' +
    // session 43: social landlords ("Woningcorporatie", "Wohnungsbaugesellschaft", "Logement social")
    'woningcorporatie*|woningbouwvereniging*|wohnungsbau*|wohnungsgenossenschaft*|wohnungsunternehm*|wohnungswirtschaft|logement social|bailleur* social*|vivienda social|habitacao social',
  architecture: 'architektur*|arquitect*|arquitet*',
  law_firms:
    'rechtsanwalt*|anwalt*|kanzlei*|avocat*|abogad*|advogad*|advocat*|notaris*|rechtsberatung|servicos juridicos|servicios juridicos|services juridiques|juridische dienstverlening|rechtsdienstleistung*',
  accounting_firms:
    'wirtschaftsprufung*|steuerberat*|expertise comptable|comptabilit*|contabilidad|contabilidade|boekhoud*|contaduria*|accountancy|accountantskantoor*',
  hospitality: 'gastgewerbe|gastronomie|beherbergung|horeca|hosteleria|hostelaria|restauration|restauracion|restauracao|hebergement|alojamiento|alojamento',
  construction:
    'bau|bauwesen|bauindustrie|hochbau|tiefbau|bauunternehm*|batiment|btp|travaux publics|construccion*|construcao|construcoes|bouw|bouwnijverheid|bouwbedrijf*|woningbouw|utiliteitsbouw|' +
    // session 43: specialist contractors ("Installatietechniek", "Elektroinstallation", "Haustechnik", "Instalaciones eléctricas")
    'installatietechniek|installatiebedrijf*|elektrotechniek|haustechnik|gebaudetechnik|elektroinstallation*|sanitar heizung*|instalaciones|instalacoes|genie climatique',
  retail:
    'einzelhandel*|detailhandel|commerce de detail|vente au detail|comercio minorista|venta minorista|minorista*|retalho|varejo|varejista*|comercio varejista|supermercado*|supermarche*',
  // session 45: 'Comercio electrónico B2B', 'Commerce électronique'
  marketplaces: 'comercio electronico*|comercio eletronico*|commerce electronique|elektronischer handel|elektronische handel',
  software:
    'logiciel*|softwareentwicklung|desenvolvimento de software|desarrollo de software|softwareontwikkeling|' +
    // session 45: software for one trade, written as one word ('Zorgsoftware', 'Gesundheitssoftware')
    'zorgsoftware|gesundheitssoftware|software para telecomunicac*',
  logistics: 'logistik*|logistique|logistica|logistiek|spedition*|lagerhaltung|lagerlogistik|entreposage|almacenaje|almacenamiento|armazenagem|opslag|vervoer',
  it_services: 'services informatiques|it dienstleist*|servicios de ti|servicos de ti|ict dienstverlening|esn|ssii',
  consulting: 'unternehmensberatung|beratung|conseil aux entreprises|conseil en management|consultoria*|adviesbureau*|advies',
  agencies:
    'werbung|werbeagentur*|publicite|publicidad|publicidade|reclame|reclamebureau*|mercadotecnia|communicatiebureau*|agence de communication|agencia de publicidad|agencia de publicidade|' +
    // session 51: web agencies ("Webdesign en -ontwikkeling", "Agence web", "Agencia digital")
    'webdesign*|webbureau*|digitaal bureau|agence web|agence digitale|agencia digital|agencia web|agencia digital*',
  manufacturing:
    // session 43: building materials makers ("Matériaux de construction", "Baustoffindustrie")
    'materiaux de construction|baustoffindustrie|baustoffherstell*|materiales de construccion|materiais de construcao|bouwmaterialen|' +
    // session 45: electronics and connected devices ('Elektronik & IoT')
    // (not French 'électronique' alone: 'Commerce électronique' is e-commerce)
    'elektronik|elektronikfertigung|industrie electronique|fabrication electronique|industria electronica|industria eletronica|elektronica|iot|' +
    'herstellung|fertigung|maschinenbau|giesserei*|fonderie*|fundicion*|fundicao|fundicoes|gieterij*|kunststoff*|metallverarbeit*|fabrication|fabricacion|fabricacao|fabricage|fabriek*|maquinaria|maquinas|machinebouw|metalurg*|metallurg*|industria manufacturera|industria transformadora|' +
    // session 59: plastics, packaging, metalworking and brewing plants as the network writes them
    'plasturgie|metaalbewerking|metaalindustrie|kunststofindustrie|verpakkingsindustrie|brouwerij*|brauerei*|brasserie industrielle|cervejaria*|cerveceria*',
  food_beverage:
    'lebensmittel*|nahrungsmittel*|getranke*|agroalimentaire|alimentaire|alimentacion|alimentos|bebidas|voeding*|levensmiddel*|dranken|' +
    // session 54: millers, dairies, meat and fish processors, animal feed ("Meunerie", "Milchverarbeitung", "Industria cárnica")
    'meunerie|minoterie*|muhle|muhlen|getreidemuhle*|milchverarbeitung|molkerei*|laiterie*|fromagerie*|lacteos|laticinios|zuivel*|' +
    'industria carnica|industrias carnicas|fleischverarbeitung|vleesverwerking|industria do pescado|conserveira*|conserverie*|' +
    'alimentation animale|nutrition animale|futtermittel*|piensos|racoes|diervoeder*',
  oil_gas_mining: 'erdol|erdgas|bergbau|mineria|mineracao|mijnbouw',
  transport:
    'personenverkehr|nahverkehr|transports en commun|transporte publico|transporte de pasajeros|openbaar vervoer|luchtvaart|aviacion|aviacao|ferrocarril*|ferroviari*|spoorweg*',
  travel: 'reisen|reiseveranstalt*|tourismus|tourisme|turismo|toerisme|voyages|viajes|viagens',
  fashion: 'bekleidung|habillement|vetement*|confeccao|kleding',
  financial_services: 'finanz*|financiele|services financiers|servicios financieros|servicos financeiros',
  wholesale:
    'grosshandel|commerce de gros|comercio mayorista|mayorista*|atacado|atacadista*|groothandel*|baustoffhandel|baustoff handel|negoce de materiaux|negoce*|bouwmaterialenhandel',
  agriculture:
    'landwirtschaft|agricultura|landbouw|ganaderia|pecuaria|' +
    // growers (session 38: "Glastuinbouw", "Gartenbau", "Horticultura")
    'glastuinbouw|tuinbouw|akkerbouw|veehouderij|gartenbau|obstbau|gemusebau|horticultura|fruticultura|agropecuari*|agronegocio|' +
    // session 54: seed breeders and fisheries ("Zaadveredeling", "Pesca")
    'zaadveredeling|zaadteelt|saatgut*|semences|semencier*|semillas|sementes|pesca|pescas|fischerei|visserij|peche maritime',
  aerospace_defence:
    'luft und raumfahrt*|luftfahrt*|raumfahrt*|rustung*|verteidigung*|aeronautique*|aerospatial*|defense|aeroespacial*|aeronautic*|defensa|defesa|lucht en ruimtevaart|ruimtevaart*|luchtvaartindustrie|defensie*',
  // (French 'électronique' only with a maker's word: 'Commerce électronique' is e-commerce)
  electronics:
    'elektronik*|elektrotechnik|industrie electronique|fabrication electronique|composants electroniques|electronica|eletronica|elektronica|halbleiter*|semi conducteur*|semiconductor*|semicondutor*',
  facility_services:
    'gebaudereinigung|gebaudemanagement|proprete|nettoyage|limpieza|limpeza|schoonmaak*|' +
    // session 43: guarding companies as the network names them in their language ("Sécurité privée", "Sicherheitsdienst")
    'securite privee|sicherheitsdienst*|bewachung*|seguridad privada|seguranca privada|beveiligingsbedrijf*',
};

/** Kinds no sector stands for (industries.ts OTHER_INDUSTRIES), in the same five languages. DATA. */
export const LOCAL_OTHER_WORDS: Readonly<Record<string, string>> = {
  staffing_and_business_services:
    'personaldienstleist*|zeitarbeit|arbeitnehmeruberlassung|personalvermittlung|travail temporaire|recrutement|trabajo temporal|seleccion de personal|recrutamento|trabalho temporario|uitzendbureau*|werving en selectie|recrutering',
  engineering: 'ingenieurburo*|ingenieurwesen|ingenierie|ingenieria|engenharia|ingenieursbureau*',
  // session 54: wealth and asset managers ("Gestion de fortune", "Vermögensverwaltung", "Vermogensbeheer")
  investment:
    'gestion de fortune|gestion de patrimoine|gestion d actifs|gestion de actifs|gestion de patrimonios|gestion de activos|gestao de ativos|gestao de patrimonio|vermogensverwaltung|vermogensbeheer|beleggingen|beleggingsbeheer',
};
