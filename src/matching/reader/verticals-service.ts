// The title reader's vocabulary of the service verticals: DATA. Hospitality (kitchen brigade, restaurant and bar
// service, the hotel's rooms division), retail (stores and their field leadership), branch banking and insurance
// (underwriting, claims), in English, German, French, Spanish, Portuguese and Dutch.
//
// - SERVICE_PHRASES rewrite a normalised title into the long forms the rows below know ("Second de cuisine" is a sous
//   chef, "Chef de réception" a front office manager, "Gerente de Agência" a branch manager); title-normalise.ts applies
//   them before its own phrases, so "Directrice Générale de l'hôtel" is the hotel's director, not the company's chief.
// - SERVICE_FUNCTIONS are the first rows of the reader's function table (title-functions.ts): [pattern, [function, sub-area]].
// - SERVICE_RUNGS give the rung of vertical titles whose generic words misread it (README, reader section): a head chef
//   heads a kitchen, a sous chef is its manager-rung deputy, area / district / regional managers stand above the store
//   managers, assistant and deputy store managers are the store's team leads, a hotel's general manager is a director.
// - SERVICE_ROLES are role keys a persona can name: general managers (a hotel's GM whatever the title says) and branch
//   managers (a bank's or a chain's branch).
import type { Level } from '../criteria.js';
import type { Fn, Tier } from '../taxonomy.js';

export const SERVICE_PHRASES: ReadonlyArray<readonly [RegExp, string]> = [
  // Session 33: the hotel GM's deputy ("Stellvertretender Hoteldirektor", "Deputy Hotel Director", "Resident Manager",
  // "Subdirectora de Hotel", "Directeur adjoint de l'hôtel") runs the hotel under its GM: a senior manager of the hotel, not
  // its general manager; a cluster GM runs several hotels.
  [
    /\b(stellvertretende[rn]?|stellv\.?|deputy|sub-?|vice-?) ?(hoteldirektor(in)?|hotel ?director|hotel (general )?manager|director(a)? (de |del )?hotel|diretor(a)? (de |do )?hotel)\b|\b(direct(eur|rice)|director(a)?|diretor(a)?) (adjunt[oa]|adjoint(e)?) (de l'|de |del |do |d')?hotel\b|\bresident manager\b|\bexecutive assistant manager\b( \(?eam\)?)?/g,
    'hotel deputy gm',
  ],
  [/\bcluster (general manager|gm)\b/g, 'hotel general manager'],
  // The hotel's general manager: not the company's chief ("Directrice Générale de l'hôtel", "Diretora Geral do Hotel").
  [
    /\b(direct(eur|rice)([ -]general(e)?| d'exploitation)?|diretor(a)?([ -]geral)?|director(a)?([ -]general)?|gerente( general)?|manager) (de l'|de |d'|du |do |da |del |of the |of )?(hotel|hotels|hotel's)\b|\b(hoteldirect(eur|rice)|hoteldirektor(in)?|hotelmanager(in)?|hotel ?gm|hotel manager|hotel director)\b/g,
    'hotel general manager',
  ],
  [/^(acting |interim |deputy )?gm$|^gm\b/g, '$1general manager'],
  // Hotel departments in French and Portuguese ("Chef de réception", "Gouvernante générale", "Governanta Geral").
  [
    /\bchef(e|fe)? de (reception|rececao|recepcao|recepcion)\b|\bjef[ea] de recepcion\b|\brezeptionsleiter(in)?\b|\bempfangschef(in)?\b|\bfront office ?manager\b|\b(leitung|leiter(in)?) (der )?rezeption\b|\bresponsable (de la )?reception\b/g,
    'front office manager',
  ],
  // The German front desk: "Empfangsmitarbeiter", "Rezeptionistin" work at it, a hotel's "Portier" is its concierge.
  [/\b(empfangsmitarbeiter(in)?|rezeptionist(in)?|empfangskraft)\b/g, 'front desk agent'],
  [/\b(hotel)?portier\b/g, 'concierge'],
  [/\b(gouvernante|governanta|gobernanta) (generale|geral|general)\b|\bhausdame\b|\bexecutive housekeeper\b|\bhead housekeeper\b/g, 'executive housekeeper'],
  // Session 33: a floor's housekeeping supervisor ("Etagenhausdame") and the German kitchen director ("Küchendirektor").
  [/\betagenhausdame\b/g, 'housekeeping supervisor'],
  [/\bkuchendirektor(in)?\b/g, 'executive chef'],
  [
    /\b(responsable|diretor(a)?|directeur|directrice|director(a)?|gerente|chef(e)?|jef[ea]) (de l'|de |d')?(hebergement|alojamento|alojamiento)\b/g,
    'rooms division manager',
  ],
  // The kitchen brigade (the sous chef first: "Sous-chef de cuisine" is no chef de cuisine).
  [
    /\b(second(e)? de cuisine|sous-? ?chef(fe)?( de cuisine)?|sub-? ?chef(e)? de cozinha|segund[oa] (de )?(cocina|cozinha|chef)|stellvertretende[rn]? kuchenchef(in)?|souschef|sous-? ?chef de cozinha)\b/g,
    'sous chef',
  ],
  [
    /\b(chef(fe)? de cuisine|chef(e)? de cozinha|jef[ea] de cocina|kuchenchef(in)?|chef de keuken|chef execut\w*|chef ejecutiv[oa]|exec chef|chef-? ?kok)\b/g,
    'head chef',
  ],
  [/\bchef de rang\b|\bempregad[oa] de mesa\b|\bkellner(in)?\b|\bserveu(r|se)\b|\bcamarer[oa] de sala\b|\bmeser[oa]\b|\bgarcom\b|\bgarconete\b/g, 'waiter'],
  [/\b(chef(e)? de sala|maitre d'hotel|maitre d|head waiter|jef[ea] de sala|restaurantleiter(in)?)\b/g, 'restaurant manager'],
  [
    /\b(direct(eur|rice)|responsable|gerant(e)?|gerente|diretor(a)?|director(a)?|manager) (de |du |do |da |del )?(restaurant|restaurante|restauration|restauracao|restauracion|salle)\b/g,
    'restaurant manager',
  ],
  [
    /\b(direct(eur|rice)|responsable|gerente|diretor(a)?|director(a)?|manager|hoofd|leiter(in)?) (de |du |do |da |del )?(f&b|f & b|food (and|&) beverage)\b/g,
    'f&b manager',
  ],
  // Session 58: a hospital's or a care home's catering manager runs its kitchen.
  [/\b(catering manager|head of catering|catering lead)\b/g, 'kitchen manager'],
  [
    /\b(ajudante|ayudante|aide|auxiliar) de (cozinha|cocina|cuisine)\b|\bkitchen porter\b|\bplongeu(r|se)\b|\bkuchenhilfe\b|\bkeukenhulp\b/g,
    'kitchen assistant',
  ],
  [/\b(cuisinier(e)?|cozinheir[oa]|cociner[oa]|koch|kochin|kok)\b/g, 'cook'],
  [/\b(patissier(e)?|pasteleir[oa]|pastelero|pastelera|konditor(in)?|banketbakker)\b/g, 'pastry chef'],
  [/\b(cuisine|cozinha|kuche|keuken)\b/g, 'kitchen'],
  // Session 43: a grocery start-up's "dark store" is a warehouse no customer enters ("Dark Store Manager", "Jefe de Dark
  // Store"); a furniture maker's showroom, a roaster's café and a cash & carry are stores ("Leiter Ausstellung",
  // "Gerente de Cafeteria", "Bedrijfsleider Cash & Carry").
  [/\bdark[- ]?stores?\b/g, 'warehouse'],
  // Session 47: a cold store is a refrigerated warehouse ("Cold Store Manager", "Cold Storage Supervisor"), no shop.
  [/\bcold[- ]?stor(es?|age)\b/g, 'warehouse'],
  [
    /\b(leiter(in)? (der )?ausstellung|ausstellungsleiter(in)?|showroom ?manager|gerente de (cafeteria|cafetaria)|bedrijfsleider cash (&|and) carry)\b/g,
    'store manager',
  ],
  // Stores: "Diretor de Loja" runs one store (its manager); "Diretor de Lojas" the stores above them.
  [/\b(direct(eur|rice)|diretor(a)?|director(a)?) (de |du )?(loja|magasin|tienda)\b/g, 'store manager'],
  [/\b(direct(eur|rice)|diretor(a)?|director(a)?) (de |des )?(lojas|magasins|tiendas)\b/g, 'retail director'],
  [
    /\b(gerente|gestor(a)?|responsable|encargad[oa]) (de |du )?(loja|magasin|tienda|boutique)\b|\b(filialleit\w*|marktleit\w*|filiaalmanager|filiaalleider|winkelmanager|bedrijfsleider winkel|storemanager)\b/g,
    'store manager',
  ],
  [
    /\b(sub-? ?gerente|adjunt[oa]|gerente adjunt[oa]|directeur adjoint|directrice adjointe|stellvertretende[rn]? filialleit\w*|assistent[- ]filiaalmanager|adjunct[- ]filiaalmanager) (de |du )?(loja|magasin|tienda|store)\b/g,
    'assistant store manager',
  ],
  [/\b(chefe de seccao|jef[ea] de seccion|chef de rayon|abteilungsleiter(in)? (im )?markt|afdelingsmanager winkel)\b/g, 'store department supervisor'],
  // Session 42: a Dutch franchise store's "Filiaalhouder" and a store's deputy ("Stellv. Filialleiterin") by their short forms.
  [/^(filiaalhouder|filiaalmanager)$/g, 'store manager'],
  [/\bstellv\.? filialleit(er|erin)\b/g, 'assistant store manager'],
  [
    /\b(cashier|stock assistant|shelf stacker|operador(a)? de caixa|cajer[oa]|caissier(e)?|kassierer(in)?|kassamedewerker\w*|repositor(a)?|reponedor(a)?|assistente de loja|operador(a)? de loja|vendedor(a)? de loja|dependiente|vendeu(r|se) en magasin|employe(e)? libre-service|verkaufer(in)? im einzelhandel|winkelmedewerker\w*|vakkenvuller\w*)\b/g,
    'store assistant',
  ],
  // A whole title that is a French shop-floor job: "Vendeuse", "Conseillère de vente", "Équipier polyvalent", "Hôtesse de caisse".
  [
    /^(vendeu(r|se)|conseill(er|ere) de vente|equipi(er|ere)( polyvalent(e)?)?|hote(sse)? de caisse|employe(e)? (de rayon|commercial(e)?|polyvalent(e)?))$/g,
    'store assistant',
  ],
  // A French store's department head and deputy ("Responsable de rayon"): the rung of a "Chef de rayon".
  [/\b(adjoint(e)? (au |a la )?)?responsable de rayon\b/g, 'store department supervisor'],
  // Night porters keep a hotel's front desk at night ("Nachtportier", "portier de nuit").
  [/\b(night porter|nachtportier(in)?|portier de nuit|conserje de noche|conserje nocturno|porteiro noturno|nachtportier)\b/g, 'night auditor'],
  [
    /\b(gestor(a)?|gerente|responsable|jef[ea]) (de |d')?(area|zona|secteur|districto|distrito)\b|\b(bezirksleiter(in)?|verkaufsleiter(in)? filialen|rayonmanager|regiomanager)\b/g,
    'area manager',
  ],
  [/^gerente regional$/g, 'regional manager'],
  // Session 55: a franchisor's field managers over its franchised stores ("Franchise Business Consultant"); selling the
  // franchise ("Franchise Development Manager") is no store work.
  [
    /\bfranchise (business (consultant|manager|partner)|consultant|support manager|operations manager|area manager)\b|\b(consultor(a)?|supervisor(a)?|gerente|responsable|animat(eur|rice)|coordinat(eur|rice)|coordenador(a)?) (de )?(franquicias|franchises?|franquias)\b|\bresponsable de zone\b|\bsupervisor(a)? de (zona|lojas|tiendas)\b/g,
    'area manager',
  ],
  // The director over all the stores ("Directeur Winkels", "Diretor da Rede de Farmácias", "Director de Restaurantes").
  [
    /\bdirecteur winkels\b|\b(diretor(a)?|director(a)?) da rede de (farmacias|lojas)\b|\bdirector(a)? de (restaurantes|tiendas)\b|\bleiter(in)? filialvertrieb\b/g,
    'retail director',
  ],
  [
    /\b(directora?|diretora?) de operacoes de retalho\b|\b(head|director) of (retail|store) operations\b|\bdirect(eur|rice) des operations (magasins|boutiques)\b|\b(directora?|diretora?) de operac(ion|o)es de (tiendas|lojas)\b/g,
    'retail director',
  ],
  // Branch banking: "Gerente de Agência", "Directeur d'agence", "Filialleiter Bank", "Kantoordirecteur".
  [
    /\b(gerente( geral)?|diretor(a)?|direct(eur|rice)|director(a)?|responsable|jef[ea]) (de |d')?(agencia|agence|sucursal|oficina bancaria)\b|\bkantoordirecteur\b|\bbranch mgr\b/g,
    'branch manager',
  ],
  [
    /\b(gerente|gestor(a)?) de relacionamento\b|\b(gerente|gestor(a)?) de contas (pj|pf|pessoa (fisica|juridica)|empresas|corporate)\b|\bpersonal banker\b|\bbusiness banking manager\b/g,
    'relationship manager',
  ],
  [/\b(caixa|bank teller|teller|cajer[oa] bancari[oa]|guichetier(e)?|kassier)\b/g, 'bank teller'],
  // Insurance: underwriting and claims in six languages ("Subscritora", "Superintendente de Subscrição", "Sinistres").
  [/\bsuperintendente de (subscricao|suscripcion)\b|\bchief underwriter\b/g, 'head of underwriting'],
  [/\b(subscri(cao|tor|tora|tores|toras)|suscripcion|suscriptor(a)?|souscript(eur|rice)s?|souscription|acceptant\w*)\b/g, 'underwriter'],
  [/\b(sinistros?|siniestros?|sinistres?|schaden\w*|schadebehandel\w*|schade)\b/g, 'claims'],
  // Session 54: a Dutch broker's or bank's "adviseurs zakelijk / particulier" advise and keep its clients (account managers).
  [/\badviseurs (zakelijk(e)?( (verzekeringen|klanten|relaties))?|particulier(en)?|particuliere klanten)\b/g, 'accountmanagers'],
  [/\badviseur (zakelijk(e)?( (verzekeringen|klanten|relaties))?|particulier(en)?|particuliere klanten)\b/g, 'account manager'],
];

/**
 * Session 53: an insurer's broker and agency management and its tied agents, in six languages: the first rows of the
 * function table (title-functions.ts), before the sales words they contain ("Versicherungsvertreter", "Agent général").
 * Titles that name them only at an insurer ("Agency Manager", "Inspecteur commercial") are reader/firm.ts's.
 */
export const INSURANCE_DISTRIBUTION_FUNCTIONS: ReadonlyArray<readonly [RegExp, readonly [Fn, string]]> = [
  // Session 54: payments operations of a bank or a payment firm ("Payments Officer", "Chargeback Analyst", "Analista de
  // Disputas", "Sachbearbeiter Zahlungsverkehr", "Medewerker Betalingsverkeer", "Settlement Analyst").
  [
    /\b(payments? (officer|operations|ops|analyst|specialist|coordinator|clerk|processor|team lead(er)?|manager|administrator)s?|head of payments( operations)?|chargebacks?|disputes? (analyst|specialist|officer)|settlements? (analyst|specialist|officer)|\w*zahlungsverkehr\w*|betalingsverkeer|analista(s)? de (disputas|chargeback|liquidacao|liquidacion|pagamentos|pagos)|gestionnaire (des )?(paiements|flux)|operations de paiement|(operacoes|operaciones|operations)( specialist)? de (pagamentos?|pagos?)|medewerker disputes)\b/,
    ['operations', 'payments'],
  ],
  [
    /\b(tied agents?|appointed representatives?|captive agents?|exclusive agents?|broker (consultant|account manager|manager|development manager)s?|makler ?betreu\w*|agent(e)?s? genera(l|le|ux|les) d'? ?assurances?|versicherungsvertreter\w*|insurance (sales )?agents?|ausschlie(ss|s)lichkeitsvertreter\w*|agentes? (exclusiv[oa]s?|de seguros)|verzekeringsagent\w*|inspecteur(s)? commercia(l|ux) (assurances?|iard|vie))\b/,
    ['sales', 'insurance_distribution'],
  ],
];

// Revenue management prices a hotel's rooms ("Cluster Revenue Manager", "Responsable revenue management"): the hotel's,
// not the sales line's.
export const SERVICE_FUNCTIONS: ReadonlyArray<readonly [RegExp, readonly [Fn, string]]> = [
  [/\b(underwrit\w*)\b/, ['finance', 'underwriting']],
  [/\b(claims?|loss adjust\w*|claims adjust\w*)\b/, ['finance', 'claims']],
  [
    /\b(hotel\w*|revenue manag\w*|revenue analyst\w*|front office|front desk|rooms division|room attendant|housekeep\w*|executive housekeeper|laundry (attendant|supervisor|manager|operative)|public areas? (attendant|cleaner|supervisor)|linen room|lingere|gouvernante|lavandeir[oa]|lavander[oa]|wascherei\w*|femme de chambre|valet de chambre|camareir[oa]|camarera de pisos|empregad[oa] de andares|zimmermadchen|concierge|conserje|night auditor|veilleur de nuit|auditor noturno|duty manager|guest relations|guest services)\b/,
    ['hospitality', 'hotel'],
  ],
  [
    /\b(head chef|sous chef|chef de partie|commis( chef)?|pastry chef|line cook|prep cook|cook|cooks|kitchen\w*|cocina|chef(?! (de|des|du|d'|of|mecanicien\w*)\b))\b/,
    ['hospitality', 'kitchen'],
  ],
  [
    /\b(restaurant\w*|f&b|food (and|&) beverage|bar manager|barman|barmaid|bartender|barista|waiter|waitress|sommelier|head waiter|banqueting|banquet manager)\b/,
    ['hospitality', 'fnb'],
  ],
  [
    /\b((?<!app )store|stores|shop(?! ?floor)|shops|retail|retalho|varejo|loja|lojas|tienda|magasin|supermarket\w*|store assistant|store department supervisor|area manager|district manager|regional manager)\b/,
    ['operations', 'retail'],
  ],
  // Branch banking: a branch manager runs the branch (operations, not the sales line), tellers serve its customers.
  [/\b(branch manager|branch banking)\b/, ['operations', 'ops']],
  [/\bbank teller\b/, ['support', 'support']],
];

/** Rungs of vertical titles ([pattern, [tier, level]]); the first that matches the expanded title wins. */
export const SERVICE_RUNGS: ReadonlyArray<readonly [RegExp, readonly [Tier, Level]]> = [
  [/\bjunior sous chef\b/, ['manager', 'team_lead']],
  [/\bsous chef\b/, ['manager', 'manager']],
  [/\bhead chef\b/, ['head', 'head']],
  [/\bhotel general manager\b/, ['director', 'director']],
  [/\bhotel deputy gm\b/, ['manager', 'senior_manager']],
  // A hotel's department managers ("Front Office Manager" is no office manager).
  [/\b(front office|rooms division) manager\b|\bexecutive housekeeper\b/, ['manager', 'manager']],
  [/\b(assistant|deputy|associate) (store|shop) manager\b|\bstore department supervisor\b/, ['manager', 'team_lead']],
  [/\b(area|district|regional) manager\b/, ['manager', 'senior_manager']],
  [/\bhead of underwriting\b/, ['head', 'head']],
];

/** Role keys of vertical titles a persona can name ("hotel GMs", "branch managers"). */
export const SERVICE_ROLES: ReadonlyArray<readonly [RegExp, string]> = [
  // The head of a business unit, a division or a country, who owns its P&L ("Business Unit Director", "Country Manager DACH",
  // "General Manager – Contract Division", "Leiter Geschäftsbereich", "Directrice de division", "Director de Unidad de
  // Negocio", "Diretora de Divisão"): not the company's chief, and not a hotel's rooms division.
  [
    /\b(?<!rooms )(business unit|bu|division|divisional|geschaftsbereich)s? (director|head|manager|managing director|md|general manager|president|leiter|leiterin|lead)\b|\bcountry (manager|director|head|general manager|lead|md)\b|\b(director|head|managing director|general manager|president|leiter|leiterin|directeur|directrice|directora|diretor|diretora)( (of|de|des|du|da|do|del))?( (the|la|le|a|o))? ?[-–]? ?(\w+ )?(business unit|(?<!rooms )division|divisao|unidad de negocio|unidade de negocio|geschaftsbereich\w*)\b|\bgeschaftsbereichsleiter\w*|\bdivisiedirecteur\b/,
    'unit_head',
  ],
  [/\b(hotel )?general manager\b|\bdirect(eur|rice) d'?\s?etablissement\b/, 'general_manager'],
  [/\bbranch manager\b/, 'branch_manager'],
  [/\b(assistant|deputy|associate|stellv\w*\.?) (store|shop) manager\b/, 'deputy_store_manager'],
];
