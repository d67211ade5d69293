// The persona compiler's vocabulary of session 19 (DATA), found on development sets 9 and 10 and written in our own words:
// words buyers use for planners, account managers, HR's head, the finance back office and signing a purchase,
// in English, German, French, Spanish, Portuguese and Dutch. Spliced into LEXICON (lexicon.ts); abbreviations read only in
// capitals ("DEs", "SEs") are CAPITALS there. The title reader's side is reader/title-functions.ts and reader/title-roles.ts.
import type { Entry, Tag } from './lexicon.js';

const entry = (phrases: string, tag: Tag, p = 3): Entry => ({ phrases, tag, p });

export const BUYERS_LEXICON: Entry[] = [
  // The buyers of public bodies, who run its tenders (the title kind `public_buyer`, reader/title-normalise.ts): "public
  // procurement officers", "tender officers", "Vergabesachbearbeiter", "Vergabereferenten", "acheteurs publics", "chargés
  // des marchés publics", "técnicos de contratación", "gestores de licitaciones", "pregoeiros", "aanbestedingsadviseurs".
  entry(
    'public procurement officer|public procurement officers|public procurement buyers|public sector buyers|public buyers|tender officer|tender officers|tendering officers|' +
      'vergabesachbearbeiter|vergabesachbearbeiterin|vergabesachbearbeiterinnen|vergabereferent|vergabereferenten|vergabereferentin|vergabereferentinnen|vergabespezialisten|' +
      'acheteur public|acheteurs publics|acheteuse publique|acheteuses publiques|charge des marches publics|charges des marches publics|chargee des marches publics|chargees des marches publics|gestionnaires marches publics|gestionnaires des marches publics|' +
      'tecnico de contratacion|tecnicos de contratacion|tecnica de contratacion|tecnicas de contratacion|gestor de licitaciones|gestores de licitaciones|compradores publicos|' +
      'pregoeiro|pregoeiros|analistas de licitacoes|compradores publicos|aanbestedingsadviseur|aanbestedingsadviseurs|inkopers aanbestedingen|aanbestedingsspecialisten',
    { k: 'noun', areas: ['procurement'], roles: ['public_buyer'] },
    4,
  ),
  // Project buyers ("acheteurs projet", "Projekteinkäufer", "compradores de proyectos"): buyers, not project managers.
  entry(
    'project buyer|project buyers|acheteur projet|acheteurs projet|acheteuse projet|acheteuses projet|acheteurs projets|projekteinkaufer|projekteinkauferin|projekteinkauferinnen|comprador de proyectos|compradores de proyectos|comprador de projetos|compradores de projetos|projectinkoper|projectinkopers',
    { k: 'noun', areas: ['procurement'] },
    4,
  ),
  // Session 53: vendor and supplier managers manage the suppliers (procurement, as the title reader reads "Vendor Manager"),
  // whatever a heading beside them names ("procurement and legal: vendor managers").
  entry(
    'vendor managers|vendor manager|supplier managers|supplier manager|supplier relationship managers|supplier relationship manager|vendor management|supplier management|lieferantenmanager|lieferantenmanagerin|gestionnaires fournisseurs|gestores de proveedores|gestores de fornecedores|leveranciersmanagers',
    { k: 'noun', areas: ['procurement'] },
    4,
  ),
  // Contracts as documents ("módulo de contratos", "gestion des contrats"): no typo of "contractor", nobody.
  entry('contratos|contrats|contracten', { k: 'filler' }, 1),
  // Public procurement as a department ("Vergabestellen", "marchés publics", "contratación pública", "aanbesteden"): procurement.
  entry(
    'public procurement|public tendering|vergabe|vergabestelle|vergabestellen|zentrale vergabestelle|marches publics|commande publique|contratacion publica|contratacion|compras publicas|licitacoes|aanbestedingen|aanbesteden|inkoop en aanbesteden',
    { k: 'area', areas: ['procurement'] },
    3,
  ),
  // "the Head of CS can also buy", "le DAF peut aussi acheter", "o CEO também pode comprar": a verb of buying or deciding after
  // a modal and "also" says what the people before it do too (no decision makers of their own). ("People who can approve a
  // tool purchase" are the decision makers: "who can …" stays.)
  entry(
    ['can also', 'may also', 'could also', 'also can', 'can too']
      .flatMap((m) => ['buy', 'decide', 'sign', 'approve'].map((v) => `${m} ${v}`))
      .concat(
        ['peut aussi', 'peuvent aussi', 'peut egalement'].flatMap((m) => ['acheter', 'decider', 'signer', 'valider'].map((v) => `${m} ${v}`)),
        ['kann auch', 'konnen auch', 'darf auch', 'kann ebenfalls'].flatMap((m) =>
          ['kaufen', 'einkaufen', 'entscheiden', 'unterschreiben'].map((v) => `${m} ${v}`),
        ),
        ['puede tambien', 'pueden tambien', 'tambien puede', 'tambien pueden'].flatMap((m) => ['comprar', 'decidir', 'firmar'].map((v) => `${m} ${v}`)),
        ['pode tambem', 'podem tambem', 'tambem pode', 'tambem podem'].flatMap((m) => ['comprar', 'decidir', 'assinar'].map((v) => `${m} ${v}`)),
        ['kan ook', 'kunnen ook', 'mag ook'].flatMap((m) => ['kopen', 'inkopen', 'beslissen', 'tekenen'].map((v) => `${m} ${v}`)),
      )
      .join('|'),
    { k: 'filler' },
    3,
  ),
  // The infinitives alone ("qui peut acheter", "quien puede comprar", "wer kaufen darf", "wie mag kopen") are buying, not the
  // purchasing department ("acheter" is no typo of "acheteur").
  entry('acheter|comprar|kaufen|kopen', { k: 'buy' }, 2),
  // "les gestionnaires de paie sont nos meilleurs relais", "our best allies": praise names nobody (and "meilleurs" is no typo
  // of "ailleurs", elsewhere).
  entry(
    'meilleur|meilleurs|meilleure|meilleures|nos meilleurs relais|meilleurs relais|relais|best allies|our best allies|mejores aliados|melhores aliados',
    { k: 'filler' },
    2,
  ),
  // "Drivers are end users, not buyers", "les conseillers sont des utilisateurs, pas des acheteurs", "die Fahrer sind Nutzer,
  // keine Käufer": users who do not buy are left out; "buyers" here is a deal role, not procurement.
  entry(
    [
      ['are', ['users', 'end users', 'the users', 'daily users'], ['not buyers', 'not the buyers', 'not decision makers', 'not the decision makers']],
      [
        'sont',
        ['des utilisateurs', 'utilisateurs', 'des utilisateurs finaux', 'les utilisateurs'],
        ['pas des acheteurs', 'pas acheteurs', 'pas des decideurs', 'pas les decideurs', 'pas les acheteurs'],
      ],
      [
        'sind',
        ['nutzer', 'anwender', 'die nutzer', 'endnutzer'],
        ['nicht kaufer', 'keine kaufer', 'nicht entscheider', 'keine entscheider', 'nicht die kaufer', 'nicht die entscheider'],
      ],
      ['son', ['usuarios', 'los usuarios', 'usuarios finales'], ['no compradores', 'no los compradores', 'no decisores', 'no los que deciden']],
      ['sao', ['usuarios', 'os usuarios', 'usuarios finais'], ['nao compradores', 'nao os compradores', 'nao decisores', 'nao quem decide']],
      ['zijn', ['gebruikers', 'eindgebruikers', 'de gebruikers'], ['geen kopers', 'niet de kopers', 'geen beslissers', 'niet de beslissers']],
    ]
      .flatMap(([verb, users, not]) =>
        (users as string[]).flatMap((u) => (not as string[]).flatMap((n) => [`${verb} ${u} ${n}`, `${verb} ${u} , ${n}`, `${verb} ${u}, ${n}`])),
      )
      .join('|'),
    { k: 'negpost' },
    4,
  ),
  // "the CDO who signs the contract", "wer den Vertrag unterschreibt": signing the purchase decides it (not a contractor).
  entry(
    'signs the contract|sign the contract|signs the contracts|sign the contracts|signs contracts|sign contracts|signing the contract|signs the deal|sign the deal|' +
      'den vertrag unterschreibt|den vertrag unterschreiben|unterschreibt den vertrag|signe le contrat|signent le contrat|firma el contrato|firman el contrato|assina o contrato|assinam o contrato|tekent het contract|tekenen het contract',
    { k: 'buy' },
  ),
  // Planners of demand, supply, production and material are supply chain planning ("demand planners", "planificadores de demanda", "Bedarfsplaner").
  entry(
    'demand planner|demand planners|supply planner|supply planners|supply chain planner|supply chain planners|demand and supply planners|s&op planner|s op planner|' +
      'bedarfsplaner|bedarfsplanerin|bedarfsplanerinnen|absatzplaner|absatzplanerin|materialplaner|materialplanerin|' +
      'planificateur|planificateurs|planificatrice|planificatrices|planificateur de la demande|planificateurs de la demande|planificateur supply|' +
      'planificador de demanda|planificadores de demanda|planificadora de demanda|planificadoras de demanda|planificador de la demanda|planificadores de la demanda|' +
      'planejador de demanda|planejadores de demanda|planejadora de demanda|analista de demanda|analistas de demanda|' +
      // (bare, as the French "planificateurs": a company's planners plan its supply)
      'planificador|planificadores|planificadora|planificadoras|planejador|planejadores|planejadora|planejadoras|' +
      'vraagplanner|vraagplanners|demandplanner|demandplanners|' +
      // Production and material planners (reader/title-vocab.ts).
      'production planner|production planners|material planner|material planners|materials planners|inventory planner|inventory planners|mrp planners|master schedulers|demand planner|demand planners|supply planner|supply planners|' +
      'produktionsplaner|produktionsplanerin|produktionsplanerinnen|materialdisponent|materialdisponenten|materialdisponentin|materialdisponentinnen|' +
      'planificateurs de production|planificatrices de production|' +
      // "Approvisionneurs" order the materials a plan needs: supply chain's, not the buyers' (reader/title-normalise.ts).
      'approvisionneurs|approvisionneuses|approvisionneur|approvisionneuse|' +
      'planificadores de produccion|planificadoras de produccion|planejadores de producao|analistas de pcp|productieplanner|productieplanners|materiaalplanner|materiaalplanners',
    { k: 'noun', areas: ['supply_planning'] },
  ),
  // Supply chain planning as a department: its words name the planners and, with a rung, their managers ("planning
  // managers", "Leiter Planung", "responsables de la planification", "jefes de planificación", "hoofd planning").
  entry(
    'supply chain planning|supply planning|demand planning|demand and supply planning|production planning|material planning|materials planning|s&op|sales and operations planning|planning|' +
      'planung|produktionsplanung|materialplanung|absatzplanung|planification|planification de la production|ordonnancement|' +
      'planificacion|planificacion de la produccion|planificacion de la demanda|planejamento|planejamento da producao|pcp|productieplanning',
    { k: 'area', areas: ['supply_planning'] },
    2,
  ),
  // Account managers in the singular Spanish form and the key-account abbreviation ("gerentes de cuenta (KAM)").
  entry('gerente de cuenta|gerentes de cuenta|gerenta de cuenta|kam|kams|key accounter|key accounterin', {
    k: 'noun',
    areas: ['account_management'],
    ic: true,
  }),
  entry('grands comptes|les grands comptes', { k: 'area', areas: ['account_management'] }, 1),
  // The finance back office in German and Dutch ("FiBu", "de administratie").
  entry('fibu|finanzbuchhalter|finanzbuchhalterin|administratie|de administratie', { k: 'area', areas: ['accounting'] }),
  // The feminine and plural French adjective of sales ("direction commerciale", "équipes commerciales").
  entry('commerciale|commerciales|equipe commerciale|equipes commerciales', { k: 'area', areas: ['sales'] }, 1),
  // "the head of people" written in lower case is HR's head, as "Head of People" is.
  entry('head of people|heads of people|hoofd people|head people', { k: 'noun', areas: ['human_resources'], levels: ['head'] }),
  entry('vp of people|vps of people|vp people|director of people|directors of people', { k: 'noun', areas: ['human_resources'], levels: ['director', 'vp'] }),
  // A firm's managing partners are partners.
  entry('managing partner|managing partners', { k: 'level', levels: ['partner'] }),
  // Session 49: a company's support (back-office) functions are its finance, HR, IT, legal and procurement, not customer
  // support ("heads of the support functions", "fonctions support", "funciones de soporte", "ondersteunende diensten");
  // the areas a list in parentheses names after them stand instead (attach.ts).
  entry(
    'support functions|support function|back office functions|back office function|backoffice functions|supportfunktionen|unterstutzende funktionen|fonctions support|fonction support|fonctions supports|funciones de soporte|funciones de apoyo|areas de soporte|areas de apoyo|funcoes de suporte|funcoes de apoio|areas de suporte|areas de apoio|ondersteunende functies|ondersteunende diensten|supportfuncties|staffuncties|stabsfunktionen',
    { k: 'area', areas: ['finance', 'human_resources', 'it', 'legal', 'procurement'] },
    4,
  ),
  // "os gestores deles", "los jefes de ellos": their managers.
  entry('deles|delas|de ellos|de ellas', { k: 'their' }, 1),
];

/**
 * "diretores, VPs e C-level de qualquer área": a sentence that says its rungs hold in any area (the "any area" words are
 * fillers in lexicon.ts) is no scope for the one before it.
 */
export const ANY_AREA =
  /\b(any areas?|all areas|any function|all functions|all departments|alle bereiche|allen bereichen|welche[mr]? bereich|alle abteilungen|toutes (les )?fonctions|tous (les )?departements|tous (les )?metiers|cualquier (area|departamento)|todas las areas|qualquer (area|departamento)|todas as areas|alle afdelingen|elke afdeling|alle functies)\b/;

/** A chief of sales, as the title reader reads "Chief Sales Officer" and "Chief Commercial Officer" (role `cro`). */
const SALES_CHIEF: Tag = { k: 'noun', roles: ['cro'], levels: ['c_level'], areas: ['sales'], alone: true };

/**
 * Words whose sense depends on the sentence (read by tag-sentence.ts): beside sales words, and with no word of security,
 * customer success or support, "CSO" is the chief sales officer and "CCO" the chief commercial officer ("Sales leaders: VP Sales,
 * CSO/CCO"); alone they stay the security chief and the customer chief.
 */
export const BUYER_SENSES: ReadonlyArray<readonly [RegExp, ReadonlyMap<string, Tag>]> = [
  [
    /^(?!.*\b(security|secur\w*|sicherheit\w*|seguridad|seguranca|beveiliging|customer success|customer service|support|kundenservice|service client)\b).*\b(sales|vertrieb\w*|vente|ventes|commercia\w*|comercia\w*|ventas|vendas|verkoop\w*|sales\w*|revenue|quota|aes|account executives?|sellers?|salespeople|vendeurs?|verkaufer\w*)\b/,
    new Map<string, Tag>([
      ['cso', SALES_CHIEF],
      ['csos', SALES_CHIEF],
      ['cco', SALES_CHIEF],
      ['ccos', SALES_CHIEF],
    ]),
  ],
];

/**
 * Verbs of deciding or signing that say what the people just named do ("the head of marketing (CMO or Head of Marketing)
 * decides", "der CFO (oder die Geschäftsführung) unterschreibt"): standing alone after them, they name nobody new.
 */
export const LONE_BUYING_VERB =
  /^(decides?|decided|signs?( off)?|approves?|buys?|entscheidet|entscheiden|unterschreibt|unterschreiben|genehmigt|decide|decident|signe|signent|valide|valident|achete|achetent|deciden|firma|firman|aprueba|aprueban|compra|compran|decidem|assina|assinam|aprova|aprovam|beslist|beslissen|tekent|tekenen|keurt goed)$/;
