// The persona compiler's words for construction, manufacturing plants, logistics, QHSE, agencies, law and tax firms and
// charities (DATA, spliced into LEXICON), in English, German, French, Spanish, Portuguese and Dutch. The title reader's
// side of the same vocabulary is reader/verticals-trades.ts; the rungs are the same (a foreman leads a team, a site
// manager manages, a construction director directs).
import type { AreaKey } from '../criteria.js';
import type { Entry, Tag } from './lexicon.js';

const area = (phrases: string, areas: AreaKey[], p = 1): Entry => ({ phrases, tag: { k: 'area', areas }, p });
const noun = (phrases: string, tag: Omit<Extract<Tag, { k: 'noun' }>, 'k'>, p = 2): Entry => ({ phrases, tag: { k: 'noun', ...tag }, p });
const word = (phrases: string, tag: Tag, p = 2): Entry => ({ phrases, tag, p, exact: true });

export const TRADES_LEXICON: Entry[] = [
  // A workplace said with its locative ("at mines", "in the plants", "en usine ou sur chantier", "auf der Baustelle", "en la
  // planta", "nas obras", "in de fabriek") is where the people work, not people of the plant's or the site's area; the kind
  // of employer it may say is employer.ts's (OWN_WORKPLACES).
  word(
    'at mines|at the mines|at the mine|in mines|in the mines|in the mine|at plants|at the plants|at the plant|in plants|in the plants|in the plant|in factories|in the factories|in the factory|at the factory|on site|on sites|on the site|on the sites|at the sites|at sites|' +
      'im werk|in den werken|in der fabrik|in den fabriken|im bergwerk|in bergwerken|auf der baustelle|auf baustellen|auf den baustellen|' +
      'en usine|en usines|dans l usine|dans les usines|a l usine|sur chantier|sur chantiers|sur le chantier|sur les chantiers|sur site|sur les sites|dans les mines|a la mine|' +
      'en planta|en la planta|en las plantas|en fabrica|en la fabrica|en las fabricas|en obra|en la obra|en las obras|en la mina|en minas|en las minas|' +
      'na fabrica|nas fabricas|em fabrica|na planta|na obra|nas obras|em obra|na mina|nas minas|' +
      'in de fabriek|in de fabrieken|op de bouwplaats|op bouwplaatsen|op de bouwplaatsen|in de mijn|in de mijnen|op locatie',
    { k: 'filler' },
    4,
  ),
  // ---- construction ------------------------------------------------------------------------------
  area(
    'construction|construction delivery|construction delivery side|delivery side|building sites|bouw|de bouw|bouwsector|bouwplaats|obras|obra|bau|baugewerbe|baustelle|baustellen|construccion|construcao|btp|chantier|chantiers',
    ['construction'],
  ),
  area('estimating|calculatie|kalkulation|orcamentos|presupuestos', ['estimating']),
  // Quantity surveying values the work once won; a buyer names it apart from estimating ("QS / cost management, not estimating").
  area('quantity surveying|cost management|cost control|metres|bauabrechnung', ['cost_management']),
  noun(
    'site manager|site agent|superintendent|construction manager|uitvoerder|hoofduitvoerder|bouwplaatsmanager|bauleiter|bauleiterin|bauleiterinnen|conducteur de travaux|conducteurs de travaux|jefe de obra|jefes de obra|jefa de obra|engenheiro de obra|engenheiros de obra|engenheira de obra|mestre de obras|mestres de obras|mestres|encarregado geral|gerente de obras|gerentes de obras|gerente de obra',
    // (Session 42: at the end of a range under another area's heading, "Warehouse: from team lead to site manager", a rung.)
    { areas: ['construction'], levels: ['manager', 'senior_manager'], end: ['manager', 'senior_manager'] },
  ),
  noun(
    'construction director|director of construction|directors of construction|directeur de travaux|directeur uitvoering|diretor de obras|diretores de obras|director de obras',
    { areas: ['construction'], levels: ['director'] },
  ),
  noun(
    'foreman|foremen|forewoman|general foreman|ganger|voorman|voormannen|polier|poliere|capataz|capataces|chef de chantier|chefs de chantier|encarregado|encarregada|encarregados|encarregadas',
    { areas: ['construction'], levels: ['team_lead'] },
  ),
  noun('site engineer|project engineer|werkvoorbereider|bauingenieur|bauingenieure|ingenieur travaux', { areas: ['construction'], ic: true }),
  noun('estimator|calculator|calculators|kalkulator|kalkulatoren|economiste de la construction|economistes de la construction|orcamentista|presupuestador', {
    areas: ['estimating'],
  }),
  noun('qs|qss|quantity surveyor|cost manager|cost managers|metreur', { areas: ['cost_management'] }),
  noun('medidores orcamentistas|charges d etudes de prix|charge d etudes de prix', { areas: ['estimating'] }, 3),
  // Session 43: measurers and cost engineers price the works ("medidores", "engenheiros de custos", "Técnicos de Mediciones",
  // "Bauabrechner", "meetstaatopmakers"); a contractor's planners plan the build (a bare "planning engineer" may plan a network).
  noun(
    'medidor|medidores|medidora|medidoras|cost engineer|cost engineers|engenheiro de custos|engenheiros de custos|engenheira de custos|ingenieros de costes|tecnico de mediciones|tecnicos de mediciones|bauabrechner|bauabrechnerin|bauabrechnerinnen|meetstaatopmaker|meetstaatopmakers|kostendeskundige|kostendeskundigen',
    { areas: ['cost_management'] },
    3,
  ),
  noun(
    'construction planners|construction planning engineers|planeadores de obra|engenheiros de planeamento de obra|engenheiros de planejamento de obras',
    { areas: ['construction'], ic: true },
    3,
  ),
  // The building trades (bricklayers, scaffolders, labourers) work on the sites; a quantity surveyor is no tradesperson.
  noun('trades|tradesmen|trade workers|building trades|vaklieden|handwerker|ouvriers du batiment|obreros', { areas: ['construction'], ic: true }),
  noun(
    'project and contracts manager|project & contracts manager|projects and contracts manager',
    { areas: ['project_management', 'construction'], levels: ['manager', 'senior_manager'] },
    3,
  ),
  // The industry after a role is the vertical the buyer sells to, not an area of the person ("projectleiders in de bouw").
  word(
    'in de bouw|in de bouwsector|in de woningbouw|in de utiliteitsbouw|in the construction industry|in construction|in the building industry|im baugewerbe|in der baubranche|am bau|dans le btp|dans la construction|en la construccion|en construccion|na construcao|no setor da construcao|na construcao civil',
    { k: 'filler' },
    3,
  ),
  // "Quality managers only if they also own safety": holding the HSE role too.
  area('own safety|also own safety|own h&s|own hse|own health and safety|also cover safety|cover safety', ['hse'], 3),
  noun(
    'jefe de bodega|jefa de bodega|jefes de bodega|jefas de bodega|jefe de almacen|jefa de almacen|jefes de almacen|jefe de centro de distribucion|jefa de centro de distribucion|jefes de centro de distribucion',
    { areas: ['warehouse'], levels: ['manager', 'senior_manager', 'head'] },
    3,
  ),

  // ---- manufacturing plants ----------------------------------------------------------------------
  area('maintenance|instandhaltung|mantenimiento|manutencao|onderhoud|entretien', ['maintenance']),
  noun('shift leader|shift supervisor|schichtleiter|schichtfuhrer|jefe de turno|chefe de turno|ploegleider|chef d equipe de production', {
    areas: ['manufacturing'],
    levels: ['team_lead'],
  }),
  noun(
    'plant manager|factory manager|werkleiter|werksleiter|werkleiterin|directeur d usine|gerente de planta|gerentes de planta|jefe de planta|jefes de planta|director de planta|directora de planta|directores de planta|diretor de fabrica|diretores de fabrica|director fabril|directora fabril|diretor fabril|diretora fabril|director da fabrica|diretor da fabrica|fabrieksmanager',
    {
      areas: ['manufacturing'],
      levels: ['manager', 'senior_manager', 'head', 'director'],
    },
  ),
  // Shop-floor and warehouse workers ("no operarios", Portuguese "os operadores não"); the adjective "operative" ("operative
  // Einkäufer") is no person. ("operadoras" are telecom and health-plan companies: employer words.)
  noun('operario|operaria|operarios|operarias|operador|operadores|operadora|maschinenbediener|machine operator', { levels: ['entry', 'senior'], ic: true }),

  // ---- QHSE ----------------------------------------------------------------------------------------
  area(
    'hse|ehs|health and safety|health & safety|h&s|safety|arbeitssicherheit|arbeitsschutz|prevencion|prevencion de riesgos|prevencion de riesgos laborales|riesgos laborales|seguranca do trabalho|sst|veiligheid|vgm|hygiene et securite|sante securite',
    ['hse'],
  ),
  area('qhse|qhsse|hseq|sheq|qse|qsms|qhse function', ['hse', 'quality']),
  // "SSMA" (saúde, segurança e meio ambiente) names no quality, as the title reader reads it.
  area('ssma', ['hse']),
  // German "QS" is Qualitätssicherung: "Leiter QS", "QS-Leitung" head quality (not the quantity surveyors).
  noun('leiter qs|leiterin qs|leitung qs|qs leiter|qs leiterin|qs leitung', { areas: ['quality'], levels: ['head'] }, 4),
  area('quality|quality management|qualitat|qualitatsmanagement|qualite|calidad|qualidade|kwaliteit|kwaliteitszorg|qm', ['quality']),
  noun(
    'prevencionista|prevencionistas|prevencionistas de riesgos|prevencionista de riesgos|sifa|fachkraft fur arbeitssicherheit|fachkrafte fur arbeitssicherheit|preventieadviseur|tecnico de seguranca|tecnicos de seguranca|hse advisor|hse adviser|h&s advisor|h&s adviser|health and safety advisor|health and safety adviser|safety advisor|safety adviser|ehs advisor|safety officer|hse officer|' +
      // French plant and site safety coordinators (as the reader reads "Animateur Sécurité"): HSE, not IT security.
      'animateur securite|animateurs securite|animatrice securite|animatrices securite|animateurs hse|animateur hse|animateurs qhse|animateur qhse|animateurs qse|preventeur|preventeurs',
    { areas: ['hse'] },
    3,
  ),

  // ---- logistics -----------------------------------------------------------------------------------
  area(
    'warehouse|warehouses|warehousing|dc|dcs|cold store|cold stores|cold storage|distribution centre|distribution center|magazijn|lager|lagerlogistik|entrepot|entrepots|almacen|almacenes|bodega|bodegas|armazem|armazens|centro de distribucion|centros de distribucion|centro de distribuicao',
    ['warehouse'],
    2,
  ),
  area('fleet|fleets|wagenpark|fuhrpark|flota|flotas|frota|frotas|flotte|parc automobile|vehicle fleet', ['fleet'], 2),
  area('transport|transporte|transportes|transports|haulage|road transport|vervoer', ['transport'], 2),
  // Session 48: customs clearance, its declarants and brokers (the title reader's `customs`).
  area(
    'customs|customs clearance|douane|douanes|douanier|douaniere|zoll|zollabwicklung|zollabteilung|aduana|aduanas|aduanero|aduanera|aduaneiro|aduaneira|alfandega|aeo',
    ['customs'],
    2,
  ),
  noun(
    'customs brokers|customs broker|customs declarants|customs declarant|customs agents|customs agent|customs clerks|customs specialists|customs officers|declarants|declarant|declarants en douane|declarant en douane|commissionnaires en douane|transitaires en douane|zolldeklaranten|zolldeklarant|zolldeklarantinnen|zollsachbearbeiter|zollsachbearbeiterinnen|zollspezialisten|agentes de aduanas|agente de aduanas|agentes aduanales|despachantes aduaneiros|despachante aduaneiro|despachantes aduaneiras|declarantes|declarante|douanedeclaranten|douanedeclarant|douanespecialisten',
    { areas: ['customs'] },
    2,
  ),
  // Session 49: a winery's cellar, its winemakers and cellar staff (the title reader's `winemaking`).
  area('winemaking|wine making|oenologie|enologia|onologie|vinification|vinificacion|vinificacao|wijnbereiding|le chai|du chai', ['winemaking'], 2),
  noun(
    'winemakers|winemaker|head winemaker|head winemakers|oenologues|oenologue|oenologists|oenologist|enologists|enologist|enologos|enologo|enologas|enologa|enologo chefe|onologen|onologe|onologin|onologinnen|cellar masters|cellar master|cellar hands|cellar hand|cellar staff|maitres de chai|maitre de chai|maitresses de chai|chefs de chai|chef de chai|cavistes|caviste|ouvriers de chai|adegueiros|adegueiro|adegueiras|adegueira|kellermeister|kellermeisterin|kellermeisterinnen|wijnmakers|wijnmaker|keldermeesters|keldermeester',
    { areas: ['winemaking'] },
    2,
  ),
  // Session 49: freight forwarding, its forwarders and sea / air freight desks (the title reader's `forwarding`).
  area(
    'forwarding|freight forwarding|spedition|commission de transport|transit international|sea freight|ocean freight|air freight|sea and air|sea air|seefracht|luftfracht|fret maritime|fret aerien|zeevracht|luchtvracht',
    ['forwarding'],
    2,
  ),
  noun(
    'freight forwarders|freight forwarder|forwarders|forwarder|forwarding agents|forwarding agent|forwarding clerks|expediteurs|expediteur|speditionskaufleute|speditionskaufmann|speditionskauffrau|speditionskauffrauen|speditionsmitarbeiter|speditionsmitarbeiterinnen|agents de transit|agent de transit|agentes de transit|transitaires|transitaire|transitarios|transitario|transitarias|transitaria|agentes de carga|agente de carga',
    { areas: ['forwarding'] },
    2,
  ),
  noun('wagenparkbeheerder|fleetmanager|fuhrparkmanager|gestor de frota|gestionnaire de flotte', { areas: ['fleet'], levels: ['manager', 'senior_manager'] }),
  noun('magazijnmanager|magazijnchef|dc manager', { areas: ['warehouse'], levels: ['manager', 'senior_manager'] }),
  // Session 49: stock and inventory controllers, the kind of title `inventory_controller` (logistics); replenishment planners
  // and forecasters plan supply.
  noun(
    'inventory controllers|inventory controller|stock controllers|stock controller|inventory clerks|inventory clerk|stock control clerks|inventory analysts|inventory analyst|gestionnaires de stocks|gestionnaire de stocks|gestionnaires de stock|gestionnaire de stock|controleurs de stocks|controleur de stocks|controladores de inventario|controladores de inventarios|controlador de inventario|analistas de inventario|tecnicos de stock|controladores de stocks|controladores de estoque|analistas de estoque|voorraadbeheerders|voorraadbeheerder|voorraadcontrollers|stockbeheerders|bestandsfuhrer|mitarbeiter bestandsfuhrung',
    { roles: ['inventory_controller'], areas: ['logistics'], ic: true },
    4,
  ),
  noun(
    'replenishment planners|replenishment planner|replenishment analysts|replenishment analyst|stock planners|inventory planners|forecasters|demand forecasters|forecasting analysts|previsionnistes|previsionniste|voorraadplanners|vraagplanners|bestandsdisponenten|analistas de reposicion|analistas de reposicao|planificadores de reposicion',
    { areas: ['supply_planning'] },
    4,
  ),
  // Transport planners and dispatchers: the kind of title `transport_planner` in transport (not its drivers).
  noun(
    'dispatcher|despachador|despachadores|disponent|disponenten|transport planner|load planner|route planner|traffic planner|planificador de rutas|planificadores de rutas|planejador de rotas|planificador de trafico|planificadores de trafico|planificadora de trafico|planificadoras de trafico|planificador de transporte|planificadores de transporte|planejador de transporte|planejadores de transporte|planificateur transport|planificateurs transport|transportplanner|exploitant transport|exploitants transport|tourenplaner|tourenplanerin|tourenplanerinnen|verkehrsdisponent|verkehrsdisponenten|' +
      // Session 53: rail's train and timetable planners, a courier's network and service controllers.
      'train planner|train planners|rail train planners|fahrplaner|zugplaner|treinplanner|treinplanners|network controllers|network controller|service controllers|service controller',
    { areas: ['transport'], roles: ['transport_planner'], ic: true },
  ),
  noun(
    'driver|chauffeur|chauffeurs|conductor|conductores|chofer|choferes|camionero|camioneros|motorista|motoristas|caminhoneiro|caminhoneiros|fahrer|lkw fahrer|berufskraftfahrer|kraftfahrer|vrachtwagenchauffeur|hgv driver|truck driver|delivery driver|routier|routiers',
    { roles: ['driver'], alone: true },
  ),
  noun(
    // (Session 60) Spanish and Portuguese warehouse hands ("mozos", "carretilleros", "empilhadeiristas") and the plurals.
    'mozos|mozos de almacen|mozo de almacen|carretilleros|carretillero|carretilleras|almaceneros|almacenero|operarios de almacen|auxiliares de almacen|preparadores de pedidos|empilhadeiristas|operadores de empilhadeira|operadores de empilhador|operadores de armazem|fieis de armazem|' +
      'forklift drivers|forklift operators|flt drivers|reach truck drivers|gabelstaplerfahrer|material handlers|magasiniers|lagermitarbeiter|reachtruckchauffeurs|' +
      'forklift driver|forklift operator|reach truck driver|heftruckchauffeur|heftruckchauffeurs|staplerfahrer|cariste|caristes|operador de grua horquilla|operadores de grua horquilla|operador de montacargas|operador de empilhador|picker|packer|orderpicker|kommissionierer|preparateur de commandes|preparateurs de commandes|warehouse operative|magazijnmedewerker|magazijnmedewerkers|lagerist|lageristen|operario de bodega|operarios de bodega|auxiliar de bodega|auxiliares de bodega|magasinier',
    { areas: ['warehouse'], ic: true },
  ),

  // ---- visual merchandising (session 59): a store's visual merchandisers and window dressers ------------------------------
  area('visual merchandising|visuelles marketing|etalage|etalagisme|escaparatismo|vitrinismo|merchandising visuel', ['visual_merchandising'], 4),
  noun(
    'visual merchandisers|visual merchandiser|window dressers|dekorateure|dekorateurinnen|schauwerbegestalter|etalagistes|etalagiste|etaleurs|etaleur|etalagisten|escaparatistas|escaparatista|vitrinistas|merchandisers visuels',
    { areas: ['visual_merchandising'] },
    4,
  ),
  noun(
    'vm managers|vm manager|vm-managers|visual merchandising managers|visual merchandising manager',
    { areas: ['visual_merchandising'], levels: ['manager', 'senior_manager'] },
    4,
  ),

  // ---- procurement: category buyers buy a retailer's ranges, not for the company ---------------------
  noun(
    'category buyer|category manager|categorie manager|kategoriemanager|warengruppenmanager|warengruppenmanagerin|warengruppenleiter|warengruppenverantwortliche|comprador de categoria|gestor de categoria|acheteur categorie|' +
      // Buyers of what a retailer sells ("Handelseinkäufer", "retail buyers", "acheteurs produits").
      'handelseinkaufer|handelseinkauferin|handelseinkauferinnen|handelseinkauf|retail buyer|retail buyers|merchandise buyer|merchandise buyers|merch buyers|acheteurs produits|acheteur produits|compradores de varejo|compradores de producto|retail inkopers',
    { roles: ['category_buyer'], alone: true },
    3,
  ),
  // Both kinds together are every buyer ("strategische und operative Einkäufer", "acheteurs stratégiques et opérationnels").
  noun(
    ['strategic and operational', 'operational and strategic', 'strategic or operational', 'operational or strategic']
      .map((a) => `${a} buyers|${a} purchasers`)
      .join('|') +
      '|strategische und operative einkaufer|operative und strategische einkaufer|strategische oder operative einkaufer|acheteurs strategiques et operationnels|acheteurs operationnels et strategiques|' +
      'compradores estrategicos y operativos|compradores operativos y estrategicos|compradores estrategicos e operacionais|compradores operacionais e estrategicos|strategische en operationele inkopers|operationele en strategische inkopers',
    { areas: ['procurement'] },
    4,
  ),
  // Operational buyers place the orders ("operational buyers", "operative Einkäufer", "acheteurs opérationnels", "compradores
  // operativos", "operationele inkopers"): the title kind `operational_buyer` (a plain buyer's title too, reader/verticals-
  // trades.ts), not every buyer: "no operational buyers" keeps senior, strategic and category buyers.
  noun(
    'operational buyer|operational buyers|operational purchaser|operational purchasers|operational procurement|operative einkaufer|operativen einkaufer|operativer einkaufer|operativ einkaufer|operative einkauferinnen|' +
      'acheteur operationnel|acheteurs operationnels|acheteuse operationnelle|acheteuses operationnelles|comprador operativo|compradores operativos|compradora operativa|compradoras operativas|' +
      'comprador operacional|compradores operacionais|compradora operacional|operationeel inkoper|operationele inkoper|operationele inkopers|operationele inkoop',
    { roles: ['operational_buyer'], alone: true },
    3,
  ),
  // The head of a retailer's buying ("up to the head of buying"): the category buyers' head and director rungs.
  noun(
    'head of buying|heads of buying|buying director|buying directors|director of buying|directors of buying|head of buying and merchandising|leiter handelseinkauf|directeur des achats marchandises|hoofd inkoop retail',
    { roles: ['category_buyer'], areas: ['procurement'], levels: ['head', 'director'], alone: true },
    4,
  ),

  // ---- agencies: the firm's kind is context ("agency account teams", "en agence"); its temps are contractors ------
  word('agency|agencies|agence|agences|agencia|agencias|at agencies|at an agency|at the agency|en agence|in agencies', { k: 'filler' }, 1),
  // Works council seats (a seat next to a job, not the board, no area): its members, chairs and employee representatives.
  noun(
    'works council|works councils|works council members|works council member|works council reps|members of the works council|employee reps|employee representatives|employee representative|staff reps|staff representatives|employee forum|employee forum members|' +
      'betriebsrat|betriebsrate|betriebsratsmitglieder|betriebsratsmitglied|mitglieder des betriebsrats|br mitglieder|personalrat|personalrate|personalratsmitglieder|arbeitnehmervertreter|arbeitnehmervertreterinnen|' +
      'du cse|elus du cse|elus cse|les elus du cse|membres du cse|representants du personnel|representant du personnel|delegues du personnel|comite d entreprise|comite social et economique|' +
      'comite de empresa|miembros del comite de empresa|delegados de personal|delegados sindicales|representantes de los trabajadores|representantes legales de los trabajadores|' +
      'comissao de trabalhadores|membros da comissao de trabalhadores|representantes dos trabalhadores|os representantes dos trabalhadores|' +
      'ondernemingsraad|or leden|or lid|leden van de ondernemingsraad|leden van de or|personeelsvertegenwoordiging|pvt',
    { roles: ['works_council'], alone: true },
    3,
  ),
  noun('agency or bank staff|agency and bank staff|agency people|agency staff', { employment: ['contractor'], alone: true }, 3),
  // Agency temps: contractors hired through a temporary-work agency, the title kind `agency_temp` (a persona's "no
  // freelancers" beside them keeps them; "contractors" still include them).
  noun(
    'agency temp|agency temps|agency nurse|agency nurses|agency carer|agency carers|agency worker|agency workers|agency driver|agency drivers|agency labour|agency labor|agency pickers|agency operatives|agency warehouse staff|agency cleaners|' +
      'temp|temps|temp worker|temp workers|temp staff|temporary staff|temporary worker|temporary workers|temporary agency workers|temporary workers through an agency|workers through an agency|' +
      'leiharbeiter|leiharbeiterin|leiharbeiterinnen|leiharbeitskraft|leiharbeitskrafte|leiharbeitnehmer|zeitarbeiter|zeitarbeiterin|zeitarbeiterinnen|zeitarbeitskraft|zeitarbeitskrafte|zeitarbeitnehmer|leasingkrafte|leasingkraft|' +
      'interimaire|interimaires|travailleurs temporaires|salaries interimaires|personnel interimaire|' +
      'personal temporal|personal de agencia|trabajadores temporales|trabajadores de ett|trabajadores cedidos|empleados de ett|personal de ett|eventuales|temporales|' +
      'trabalhadores temporarios|temporarios|temporarias|trabalhadores de agencia|' +
      'uitzendkracht|uitzendkrachten|flexkracht|flexkrachten|flexwerker|flexwerkers|uitzendpersoneel|ingeleend personeel',
    { roles: ['agency_temp'], employment: ['contractor'], alone: true },
    3,
  ),
  noun(
    'account director|client services director|directeur de clientele|directrice de clientele|directeurs de clientele|directrice conseil|directeur conseil|director de cuentas|diretor de atendimento',
    { areas: ['account_management'], levels: ['director'] },
  ),
  noun('chef de pub|chefs de pub|chef de publicite|chefs de publicite|responsable de clientele|responsables de clientele', { areas: ['account_management'] }),
  noun(
    'creative director|executive creative director|ecd|ecds|cds|cd s|directeur de creation|directrice de creation|director creativo|directora creativa|diretor de criacao|directeur creatif|directrice creative|directeurs creatifs|directrices creatives|diretor criativo|diretora criativa|diretores criativos|creatief directeur|kreativdirektor|kreativdirektorin|creative directors|' +
      'directeurs de creation|directrices de creation|directores creativos|directoras creativas|diretores de criacao|diretoras de criacao|creatief directeuren|kreativdirektoren',
    { areas: ['design'], levels: ['director', 'head', 'vp'] },
  ),
  // Session 34: art directors are a kind of creative title (reader TRADES_KINDS), senior designers, not creative directors.
  noun(
    'art director|art directors|ads|art directeur|art directeuren|artdirector|artdirectors|directeur artistique|directrice artistique|directeurs artistiques|directrices artistiques|' +
      'director de arte|directora de arte|directores de arte|diretor de arte|diretora de arte|diretores de arte|diretoras de arte',
    { roles: ['art_director'], alone: true },
  ),
  // Copywriters are a kind of title (reader TRADES_KINDS): "not copywriters" leaves out them, not every designer or marketer.
  noun('copywriter|concepteur redacteur|conceptrice redactrice|redactor creativo|redator publicitario|tekstschrijver|texter|texterin', {
    roles: ['copywriter'],
    alone: true,
  }),

  // ---- law and tax firms: the firm is context; fee earners are its lawyers and tax advisers -------------------------
  word(
    'at law firms|in law firms|at law and accounting firms|law and accounting firms|at accounting firms|accounting firms|tax firms|audit firms|in kanzleien|bei kanzleien|dans les cabinets d avocats|en despachos de abogados|em escritorios de advocacia|bij advocatenkantoren|anyone billing time|billing time',
    { k: 'filler' },
    3,
  ),
  noun('rechtsanwalte|rechtsanwaltinnen|anwalte|avocats|abogados|advogados|advocaten', { areas: ['legal_counsel'] }, 3),
  noun(
    'tax adviser|tax advisor|tax advisers|tax advisors|steuerberater|steuerberaterin|steuerberaterinnen|conseiller fiscal|conseillers fiscaux|asesor fiscal|asesores fiscales|consultor tributario|belastingadviseur|belastingadviseurs',
    { areas: ['tax'] },
    3,
  ),
  noun(
    'fachangestellte|fachangestellten|steuerfachangestellte|steuerfachangestellten|rechtsanwaltsfachangestellte|legal secretary|legal secretaries',
    { roles: ['paralegal'], alone: true },
    3,
  ),
  noun('berufstrager|berufstragerin|berufstragerinnen', { areas: ['legal_counsel', 'tax', 'audit'] }, 3),
  // Session 40: fee earners bill clients for their time: a law firm's lawyers, an accounting firm's auditors and tax advisers, a
  // consultancy's consultants, a design practice's architects (a firm's business services bill nobody).
  noun(
    'fee earner|fee earners|fee earning staff|fee earning people|billable staff|billable people',
    { areas: ['legal_counsel', 'tax', 'audit', 'professional_service', 'architecture'] },
    3,
  ),

  area('tax|taxes|taxation|steuern|steuerberatung|fiscalite|fiscal|impuestos|tributario|belastingen', ['tax'], 2),
  // "Kanzleien:" as a heading names the buyer's market ("externe Kanzleien" stay outside counsel).
  word('kanzleien', { k: 'filler' }, 4),
  word('partnerin|partnerinnen|partnerinnen und partner', { k: 'level', levels: ['partner'] }, 3),

  // ---- charities -----------------------------------------------------------------------------------
  area(
    'fundraising|fund raising|donor relations|major gifts|fondsenwerving|spendenwesen|collecte de fonds|levee de fonds|recaudacion de fondos|captacion de fondos|captacao de recursos',
    ['fundraising'],
    2,
  ),
  noun('fundraiser|fondsenwerver|spendensammler', { areas: ['fundraising'], ic: true }),
  noun('director of development|development director|directors of development', { areas: ['fundraising'], levels: ['head', 'director'] }, 3),
  // "Executive Director" is the title of a charity's chief executive; a buyer who writes it means that title.
  noun('executive director|executive directors', { roles: ['executive_director'], alone: true }, 3),
  word('donor crm|for charities|charities|charity|nice to have', { k: 'filler' }, 1),
  noun('trustee|trustees|stiftungsrat|bestuurslid|bestuursleden', { employment: ['board'], alone: true }),

  // ---- persona phrasing of these verticals ---------------------------------------------------------
  word(
    'is a different buyer|are a different buyer|is another buyer|are other buyers|is a separate buyer|are separate buyers|is a different budget|are a different budget|are users not buyers|are users, not buyers|is a different team',
    { k: 'negpost' },
    3,
  ),
  word(
    'client service not sales|client services not sales|client service , not sales|client services , not sales|who live in the tool|who live in it|wherever they sit|at any site|at every site',
    { k: 'filler' },
    3,
  ),
];

/**
 * Session 54: beside construction's commercial words (quantity surveyors, estimators, cost management), "commercial" is that
 * side ("commercial managers" lead the quantity surveyors, as reader/firm.ts reads a contractor's titles), no sales team
 * (tag-sentence.ts reads these senses).
 */
export const TRADES_SENSES: ReadonlyArray<readonly [RegExp, ReadonlyMap<string, Tag>]> = [
  [
    /\b(quantity survey\w*|qss?|estimat\w*|kalkul\w*|bauabrechn\w*|metreu\w*|cost management|orcament\w*|presupuest\w*)\b/,
    new Map<string, Tag>([['commercial', { k: 'area', areas: ['cost_management'] }]]),
  ],
];
