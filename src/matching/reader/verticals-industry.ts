// The title reader's vocabulary of heavy industry and infrastructure (DATA), in English, German, French, Spanish,
// Portuguese and Dutch: water utilities (treatment works, pipe networks), power networks (linesmen, jointers, control
// shifts, network planning), renewables (project development, land, permitting, O&M, SCADA and remote operations),
// upstream oil & gas, mining, geoscience, plant maintenance and automation, rail (train crew, signalling, rolling stock,
// track), ports (terminal operations, marine), medical-device field service, agricultural advice and co-op member
// relations, GMP quality control, validation and pharmacovigilance.
// Each table is spliced into the reader's own at one place, before the infrastructure verticals (verticals-infrastructure.ts):
// - INDUSTRY_PHRASES (title-normalise.ts): the sectors' words in the reader's long forms. Most replace only the sector's
//   noun and keep the rung words around it ("Leiter Netzplanung" is the head of grid planning, "Supervisor de O&M" a
//   supervisor of wind and solar O&M);
// - INDUSTRY_FUNCTIONS (title-functions.ts, first rows of FUNCTION): the function and sub-area of those long forms;
// - INDUSTRY_AREA_OF_SUB (person.ts): the contract's areas of those sub-areas (they win over the generic area rules);
// - INDUSTRY_RUNGS (title.ts): the rung of titles whose generic words misread it (a shift, pit, drilling or maintenance
//   supervisor, a "Jefe de Turno", a "Wassermeister" lead a team; a "Pessoa Qualificada" is a senior individual);
// - INDUSTRY_KINDS (title.ts): kinds of title a persona names apart inside an area (maintenance planners).
import type { AreaKey, Level } from '../criteria.js';
import type { Fn, Tier } from '../taxonomy.js';

/**
 * Session 61: a vessel's seagoing crew and the owner's shore staff, in the reader's long forms (applied first of all the
 * phrases: an airline's "Captain" and "Second Officer", a kitchen's "Chef" and a mechanic's words read them otherwise).
 * The master heads the ship; the chief officer (mate, "Second capitaine", "Imediato") and the chief engineer ("Chef
 * mécanicien", "Chefe de Máquinas") manage deck and engine; the watch and engineer officers ("Officier chef de quart",
 * "Oficial de Náutica", "Third Engineer", ETO) are senior; ratings (bosun, able seamen, "Matelot", "Marinheiro") are
 * the crew. A "Capitaine d'armement" and a marine superintendent run the fleet ashore (marine).
 */
export const SHIP_PHRASES: ReadonlyArray<readonly [RegExp, string]> = [
  [
    /\bcapitaine d'armement\b|\binspect(eur|rice) d'armement\b|\bmarine superintendent\b|\bsuperintendant(e)?( technique| maritime| nautique)?\b|\bsuperintendente (maritimo|naval|de frota)\b/g,
    'port marine officer',
  ],
  [
    /\bsecond capitaine\b|\bchief mate\b|\bchief officer \(?(deck|marine|ship|vessel)\)?|\bimediat[oa]\b|\bprimer oficial de (puente|cubierta)\b|\beerste stuurman\b|\berste[rn]? nautische[rn]? offizier(in)?\b/g,
    'ship first mate',
  ],
  [
    /\bship ?(captain|master)\b|\bmaster mariner\b|^capitaine\b(?! (d'|de port|de peche|d'equipe))|\bcommandant (de navire|du navire|de ferry)\b|\bcomandante (do navio|de navio|del buque|de buque)\b|\bschiffsfuhrer(in)?\b|\bkapitan(in)? (zur see|auf grosser fahrt)\b/g,
    'ship master',
  ],
  [
    /\bchef(fe)? mecanicien(ne)?\b|\bchief engineer \(?(marine|ship|vessel)\)?|\bchefe de maquinas\b|\bjef[ea] de maquinas\b|\bhoofdwerktuigkundige\b/g,
    'ship chief engineer',
  ],
  [
    /\bofficer of the watch\b|\boow\b|\bofficier (chef de quart|de quart|pont|de pont|de navigation)\b|\b(second|third|2nd|3rd|junior) (officer|mate) \(?(deck|marine|ship|vessel)\)?|\bdeck officer\b|\boficial (de nautica|de ponte|de puente|de cubierta|de pilotagem)\b|\bnautische[rn]? (wach)?offizier(in)?\b|\bwachoffizier(in)?\b|\bstuurman\b/g,
    'ship watch officer',
  ],
  [
    /\b(second|third|fourth|2nd|3rd|4th|junior) engineer \(?(marine|ship|vessel)\)?|\bofficier (mecanicien(ne)?|machine|electronicien(ne)?|electricien(ne)?)\b|\bsecond(e)? mecanicien(ne)?\b|\belectro-? ?technical officer\b|\beto\b|\boficial de maquinas\b|\bschiffsingenieur(in)?\b|\bscheepswerktuigkundige\b/g,
    'ship engineer officer',
  ],
  [/\b(deck|engine|officer) cadet\b|\bcadet (officer|deck|engine)\b|\beleve officier\b/g, 'ship rating trainee'],
  [
    /\bmatelot\b|\bmarinheir[oa]\b(?![- ]pescador)|\bmariner[oa]\b(?! pescador)|\b(able|ordinary)( bodied)? seam(a|e)n\b|\bbosun\b|\bboatswain\b|\bdeck ?hand\b|\bmatros(e|in)\b|\bmatroos\b|\bdeck rating\b|\bengine rating\b/g,
    'ship rating',
  ],
];

/** Long forms of the sectors' titles (applied to a normalised title, in order, before the infrastructure verticals'). */
export const INDUSTRY_PHRASES: ReadonlyArray<readonly [RegExp, string]> = [
  // ---- water utilities: treatment works and pipe networks ---------------------------------------------------------------
  [
    /\b(wasser|abwasser|klar)meister(in)?\b|\b(treatment works|water treatment|wastewater) supervisor\b|\bshift supervisor ?[-–—,]? ?(water|wastewater) treatment\b|\bschicht(fuhrer|leiter)(in)? (klaranlage|wasserwerk|abwasser\w*)\b|\bjef[ea] de turno (edar|etap|depuradora|potabilizadora)\b|\bcapataz de (depuradora|edar|etap)\b|\bencargad[oa] de (depuradora|edar|etap)\b|\bencarregad[oa] (da |de )?(eta|etar)\b|\bploegleider (waterzuivering|rwzi|zuivering)\b/g,
    'water treatment team leader',
  ],
  [
    /\bleiter(in)? (wasserwerk|klaranlage|abwasserbehandlung)\b|\bbetriebsleiter(in)? (klaranlage|wasserwerk|abwasser\w*)\b|\b(water production|treatment works|water treatment|wastewater treatment|treatment) manager\b|\bjef[ea] de planta (edar|etap|depuradora|potabilizadora)\b|\bresponsable (de la )?(edar|etap|depuradora|station d'epuration)\b|\bgerente (da |de )?(eta|etar)\b|\bmanager (waterzuivering|rwzi)\b/g,
    'water treatment manager',
  ],
  [
    /\bfachkraft fur (wasserversorgungs|abwasser)technik\b|\bklar(warter|facharbeiter)(in)?\b|\banlagenbediener(in)? (wasserwerk|klaranlage)\b|\b(water|wastewater) treatment (operator|technician)\b|\btreatment (works|plant) operator\b|\bprocess technician ?[-–—,]? ?(wastewater|water)\b|\boperador(a)? de (planta potabilizadora|planta depuradora|etap|edar|depuradora|eta|etar)\b|\boperari[oa] de (edar|etap|depuradora)\b|\btecnic[oa] de tratamiento de aguas?\b|\b(exploitant|agent d'exploitation|operateur) (de )?(station d'epuration|station de traitement|usine d'eau potable)\b|\boperator (waterzuivering|rwzi|drinkwaterproductie)\b|\bzuiveringstechnicus\b/g,
    'water treatment operator',
  ],
  [
    /\brohrnetzmeister(in)?\b|\bmeister(in)? (wasserverteilung|rohrnetz)\b|\bnetwork supervisor ?[-–—,]? ?water\b|\b(water network|mains) supervisor\b|\bencargad[oa] de redes\b|\bcapataz de redes\b|\bencarregad[oa] de redes de agua\b/g,
    'water mains team leader',
  ],
  [
    /\brohrnetzmonteur(in)?\b|\banlagenmechaniker(in)? rohrnetz\b|\bmonteur(in)? wasser(verteilung|versorgung)\b|\b(leakage|leak detection|water network|water mains|mains) (technician|inspector|operative|engineer)s?\b|\bnetwork technician ?[-–—,]? ?water\b|\bmains layer\b|\bfontaner[oa] de redes\b|\btecnic[oa] de (redes de (abastecimiento|agua)|deteccion de fugas|fugas)\b|\boficial de redes\b|\bcanalisateur\b|\bplombier reseaux?\b|\btechnicien(ne)? (reseaux? d'eau|recherche de fuites)\b|\bencanador(a)? de redes\b|\btecnic[oa] de redes de agua\b|\bleidingmonteur\b|\bmonteur (drinkwater|waterleiding\w*|distributie water)\b/g,
    'water mains technician',
  ],
  [
    /\bhydraulic modell?er\b|\bwater resources engineer\b|\bingenieur(in)? (wasserversorgung|siedlungswasserwirtschaft)\b|\bplaner(in)? (siedlungswasserwirtschaft|wasserversorgung|rohrnetz)\b|\bingenier[oa] de redes hidraulicas\b|\btecnic[oa] de modelizacion hidraulica\b|\bingenier[oa] de caminos \(?hidraulica\)?|\bingenieur(e)? hydraulicien(ne)?\b|\bengenheir[oa] hidraulic[oa]\b|\bhydrologist\b|\bhydroloog\b/g,
    'water network planner',
  ],
  // ---- power networks: crews, control shifts, planning ------------------------------------------------------------------
  [
    /\b(team leader|supervisor) ?[-–—,]? ?(overhead lines?|jointing|cables?|substations?)\b|\b(jointing|overhead lines?|linesman|cable) (team leader|supervisor)\b|\bnetwork supervisor\b|\bmeister(in)? netz(betrieb|service)\b|\bkolonnenfuhrer(in)?\b|\bobermonteur(in)?\b|\bchef(fe)? d'equipe (lignes|electricien\w*)\b|\bjef[ea] de (brigada|cuadrilla) de lineas\b/g,
    'grid crew team leader',
  ],
  [
    /\b(overhead )?lines(man|men|person|woman)\b|\b(cable )?jointer\b|\bcraftsperson \(?electrical\)?|\bpower network craftsperson\b|\bsubstation (fitter|technician|electrician)s?\b|\b(frei)?leitungsmonteur(in)?\b|\bkabelmonteur(in)?\b|\bmonteur(in)? umspannwerk\w*\b|\belektroniker(in)? fur betriebstechnik ?[-–—,(]? ?netz\w*\)?|\bmonteur(s)? (de )?lignes?\b|\belectricien(ne)? reseaux?\b|\btechnicien(ne)? postes? sources?\b|\boperari[oa] de lineas\b|\beletricista de linhas\b|\bmonteur (hoogspanning|middenspanning|laagspanning|kabels)\b|\bkabellegger\b|\blijnwerker\b/g,
    'grid field technician',
  ],
  [
    /\bleiter(in)? netzservice\b|\bbezirksleiter(in)? netz\w*\b|\bteamleiter(in)? netzbetrieb\b|\barea manager ?[-–—,]? ?field services\b/g,
    'grid field operations manager',
  ],
  [
    /\bcontrol (shift lead(er)?|room team lead(er)?|room shift lead(er)?)\b|\bshift lead(er)?\b(?=.*\bcontrol\b)|\bcontrol\b.*\bshift lead(er)?\b/g,
    'grid control room team leader',
  ],
  [
    /\bhead of (network|grid|system) control\b|\bcontrol (centre|center) manager\b|\bleiter(in)? (netzfuhrung|leitwarte|netzleitstelle)\b/g,
    'head of grid control room',
  ],
  [/\b(netz|system)fuhrer(in)?\b|\boperator(in)? leitwarte\b/g, 'grid control room operator'],
  [
    /\bnetwork planning\b|\bnetzplanung\b|\bsystem planning\b|\bnetwork design\b|\bconnections? design\b|\bpower systems? engineer\b|\boutage planner\b|\bnetzanschlussplaner(in)?\b|\bnetwork planner\b/g,
    'grid planning',
  ],
  [/\bdesign manager ?[-–—,]? ?connections\b/g, 'grid planning manager'],
  // ---- renewables: development, land, permitting, O&M, SCADA and remote operations ------------------------------------------
  [
    /\b(wind|solar|pv|renewables?|greenfield|onshore|offshore|battery|bess) (project )?develop(er|ment)\b|\bproject developer\b|\bchef(fe)? de projets? (developpement )?(eolien|photovoltaique|enr|pv|solaire)\b|\bchef(fe)? de projets? developpement (eolien|photovoltaique|enr|pv|solaire)\b|\bdeveloppeu(r|se) de projets? (eoliens?|photovoltaiques?|enr|solaires?)\b|\bdesenvolvedor(a)? de projetos\b|\b(analista|especialista) (de|em) (desenvolvimento|origina\w*) de projetos\b|\bprojectontwikkelaar (wind|zon|energie)\b|\bprojektentwickler(in)? (wind|photovoltaik|pv|erneuerbare)\b|\bdesarrollador(a)? de proyectos (renovables|eolicos|solares|fotovoltaicos)\b/g,
    'renewables project developer',
  ],
  [
    /\b(head of|director of) (project )?development\b(?=.*\b(wind|solar|renewables?|eolien|enr)\b)|\bhead de desenvolvimento\b|\bdiret(or|ora) de desenvolvimento de projetos\b|\bdirect(eur|rice) du developpement (eolien|enr|pv|solaire)\b/g,
    'head of renewables development',
  ],
  [
    /\bland (agent|acquisition (officer|manager|specialist)|manager|negotiator|coordinator|analyst)\b|\b(senior )?land(man|men|woman)\b|\bdivision order analyst\b|\bcharge(e)? (de |de mission )?foncier\b|\bprospect(eur|rice) foncier( eolien| solaire)?\b|\banalista (de regularizacao )?fundiari[oa]\b|\bnegociador(a)? de terras\b|\bgestor(a)? de (tierras|terrenos) (renovables|eolic\w*)\b|\bgrondverwerver\b|\bflachenakquis\w*\b|\bflachenmanager(in)?\b/g,
    'land agent',
  ],
  [
    /\bpermitting (specialist|manager|lead|officer|coordinator|analyst|engineer)\b|\b(environmental )?consents (manager|officer|specialist)\b|\bcharge(e)? d'etudes environnement(ales)?\b|\bchef(fe)? de projet environnement et autorisations\b|\b(analista|especialista) (de |em )?licenciamento( ambiental)?\b|\btecnic[oa] de (tramitacion|permisos)\b|\bgenehmigungsplaner(in)?\b|\breferent(in)? genehmigung\w*\b|\bvergunningen?(specialist|adviseur|coordinator)\b/g,
    'permitting specialist',
  ],
  [
    /\b(wind turbine|wind|turbine|solar|pv|o&m|om) (service |maintenance )?(technician|technicien(ne)?|tech)s?\b|\btechnicien(ne)? (de maintenance )?(eolien(ne)?|o&m|photovoltaique|solaire)\b|\btechnicien(ne)? o&m (photovoltaique|solaire|eolien)\b|\btecnic[oa] (de manutencao eolica|de o&m solar|eolic[oa]|de mantenimiento eolico|de o&m)\b|\beletricista de parque eolico\b|\bservicetechniker(in)? (windenergie|wind\w*)\b|\bwindturbinemonteur\b|\bservicemonteur wind\w*\b/g,
    'wind and solar technician',
  ],
  [
    /\bo&m (team lead(er)?|supervisor|lead)\b|\blead (wind|solar|turbine) technician\b|\bsupervisor(a)? de o&m\b|\blider de manutencao eolica\b|\bchef(fe)? d'equipe (maintenance eolienne|o&m)\b/g,
    'wind and solar o&m team leader',
  ],
  [
    /\b(wind|solar) farm (site )?manager\b|\bo&m manager\b|\bresponsable (de site eolien|o&m)\b|\bchef(fe)? de (site|parc) eolien\b|\bgerente de (parque eolico|o&m|usina solar)\b|\bcoordenador(a)? de operacao e manutencao\b|\bparkmanager\b|\bbetriebsfuhrer(in)? wind\w*\b/g,
    'wind and solar o&m manager',
  ],
  [
    /\bscada\b|\bleittechni(k|ker|kerin)\b|\bfernwirk\w*\b|\btelecontrol(e)?\b|\brtu (technician|engineer)\b|\btelegestion\b|\btelemando\b|\btelemetr(ie|ia)\b|\bot (engineer|technician|specialist|manager|lead)\b|(?<=\b(head of|leiter(in)?|hoofd|responsable|director of|chef(fe)?) )ot\b|\broc (analyst|operator|engineer)\b|\bcontrol room analyst \(?renewables\)?|\bsupervision et telecontrole\b|\btechnicien(ne)? supervision\b|\boperateur centre de conduite\b|\boperador(a)? do centro de operacoes\b|\banalista de operacao em tempo real\b|\bcentro de operacoes remotas\b/g,
    'scada remote operations',
  ],
  [/\bgrid connection engineer\b|\bingenieur(e)? raccordement\b|\bengenheir[oa] eletricista de conexao\b/g, 'grid connection engineer'],
  // ---- upstream oil & gas, mining, geoscience -------------------------------------------------------------------------------
  [
    /\bcompany m[ae]n\b|\b(drilling|wellsite|completions?|rig|workover) supervisor\b|\btoolpusher\b|\bsupervisor de perforacion\b|\bfiscal de (sonda|perfuracao)\b/g,
    'drilling supervisor',
  ],
  [/\b(drilling|field|production|operations|completions) superintendent\b/g, 'oilfield superintendent'],
  [/\b(field|lease|pumping) fore(man|woman)\b/g, 'oilfield crew team leader'],
  [
    /\b(lease|production|field|well ?site|gas plant) operator( i{1,3}| [123])?\b|\bpumper\b|\brough(neck|necks)\b|\bderrickhand\b|\bmotorhand\b|\bfloorhand\b|\boperador(a)? de (produccion|producao) (de petroleo|de pozos|offshore|onshore)\b/g,
    'oilfield operator',
  ],
  [
    /\b(drilling|completions?|petroleum|well|subsea|reservoir) engineer\b(?!.*\bsoftware\b)|\bingenier[oa] de (perforacion|reservorios|yacimientos|produccion petrolera)\b|\bengenheir[oa] de (perfuracao|reservatorios|petroleo)\b|\bingenieur(e)? (forage|reservoir|petrolier)\b/g,
    'petroleum engineer',
  ],
  [
    /\bgeolog(ist|o|a|ue|e|in|ia|y)\b|\bgeophysi(cist|co|ca|cien(ne)?|ker(in)?)\b|\bgeofisic[oa]\b|\bpetrophysicist\b|\bgeoscientist\b|\bgeocientista\b|\b(subsurface|exploration)(?= manager\b)|(?<=\bgerente de )exploracion\b|\bgeoloog\b/g,
    'geoscientist',
  ],
  [
    /\b(shift supervisor|shift boss) ?[-–—,]? ?(mine|pit|plant)\b|\b(pit|mine|underground|open pit|plant shift) (supervisor|shift boss|foreman)\b|\bjef[ea] de turno (mina|planta|rajo)\b|\bsupervisor(a)? de (operaciones mina|planta concentradora|mina|chancado|rajo)\b|\bcapataz de mina\b|\bsteiger(in)?\b|\bchefe de turno (mina|lavra)\b/g,
    'mine shift supervisor',
  ],
  [
    /\b(mine|pit|underground) (superintendent|manager)\b|\bsuperintendente de (mina|planta|operaciones)\b|\bjef[ea] de operaciones mina\b|\bgerente de mina\b|\bbetriebsleiter(in)? (bergbau|tagebau|grube)\b/g,
    'mine manager',
  ],
  [
    /\b(haul truck|shovel|dozer|loader|heavy equipment|crusher|process plant|flotation|leach(ing)?) operator\b|\bdriller\b(?! instructor)|\boperador(a)? de (camion minero|equipo pesado|pala|chancado|lixiviacion|planta de procesos|perforadora)\b|\bperforista\b|\bmineiro\b|\bminero\b|\bbergmann\b|\bmijnwerker\b|\boperador(a)? de mina\b/g,
    'mine operator',
  ],
  [
    /\b(process |plant )?metallurgist\b|\b(ingeniero )?metalurgista( de planta)?\b|\bmine planning engineer\b|\bmining engineer\b|\bingenier[oa] (de planificacion minera|en minas|de minas)\b|\bplanificador(a)? de mina\b|\bengenheir[oa] de minas\b|\bingenieur(e)? des mines\b/g,
    'mining engineer',
  ],
  // A Dutch crew leader of a plant's production or packing line leads a production team, not a grid crew.
  [/\bploegleider (productie|inpak\w*|afvul\w*|verpakking|proces)\b/g, 'production team lead'],
  // ---- plant maintenance and automation ---------------------------------------------------------------------------------------
  [
    /\b(maintenance|instandhaltungs?|onderhouds?) ?(planner|planer(in)?|scheduler)\b|\bplanner ?\/ ?scheduler\b|\bscheduler\b(?=.*\bmaintenance\b)|\barbeitsvorbereiter(in)? instandhaltung\b|\bpreparat(eur|rice) methodes maintenance\b|\bplanificat(eur|rice) maintenance\b|\b(planificador|programador)(a)? de mantenimiento\b|\bplanejador(a)? de manutencao\b|\banalista de pcm\b|\bwerkvoorbereider onderhoud\b|\bonderhoudsplanner\b|\bplanificador(a)? de manutencao\b/g,
    'maintenance planner',
  ],
  [
    /(?<!\b(sre|site|software|platform|cloud|devops|data)\b.*)\b(reliability engineer|zuverlassigkeitsingenieur(in)?|ingenieur(e)? fiabilite|ingenier[oa] de confiabilidad|engenheir[oa] de confiabilidade)\b(?!.*\b(sre|software|platform|cloud|devops|data|site)\b)/g,
    'maintenance reliability engineer',
  ],
  [
    /\bengineering manager \(?site maintenance\)?|\bleiter(in)? technik\b|\bmanager technische dienst\b|\bhoofd (td|technische dienst)\b|\bteamleider (td|technische dienst)\b|\bresponsable travaux neufs et maintenance\b/g,
    'maintenance manager',
  ],
  // A hospital's, hotel's or campus's technical services ("services techniques", "servicios técnicos", "serviços técnicos",
  // "Technischer Dienst") are its building maintenance: their head manages maintenance, whatever the rung word says.
  [/\b(services techniques|servicios tecnicos|servicos tecnicos|technischer dienst|technischen dienstes|technische dienste)\b/g, 'maintenance'],
  [
    /\bmulti-? ?skilled (engineer|technician|fitter)\b|\belectrical maintenance engineer\b|\bmechanical fitter\b|\b(industrie|betriebs)?mechaniker(in)? instandhaltung\b|\bindustriemechaniker(in)?\b|\belektroniker(in)? fur betriebstechnik\b|\bmechatroniker(in)? instandhaltung\b|\binstandhalter(in)?\b|\bel(e|ek)tromec(h)?anicien(ne)?\b|\belectromecanic[oa]\b|\beletromecanic[oa]\b|\bmecanic[oa] de (mantenimiento|manutencao)\b|\beletricista de manutencao\b|\btecnic[oa] de herramentales\b|\bmonteur technische dienst\b|\b(allround )?onderhoudsmonteur\b|\btechnicus td\b|\bshift engineer \(?maintenance\)?/g,
    'maintenance technician',
  ],
  [
    /(?<!\b(?:qa|test|testing|software|marketing) )\b(automation|plc|controls|c&i|e&i|instrumentation|dcs) (engineer|technician|specialist|programmer)\b|\bcontrols (&|and) instrumentation (engineer|technician)\b|\bautomatisierungs(techniker|ingenieur)(in)?\b|\bsps-? ?programmierer(in)?\b|\bingenieur(in)? prozessleittechnik\b|\bmsr-? ?techniker(in)?\b|\bautomaticien(ne)?\b|\bingenieur(e)? automatisme\b|\btechnicien(ne)? (instrumentation|automatisme)\b|\bingenier[oa] de automatizacion\b|\bprogramador(a)? (plc|clp|de clp|de plc)\b|\binstrumentista\b|\bengenheir[oa] de automacao\b|\btecnic[oa] de (instrumentacao|instrumentacion|automacao)\b|\bautomatiseringsengineer\b|\bplc-? ?programmeur\b|\be&i-? ?engineer\b|\binstrumentation (&|and) control (engineer|technician)\b|\bi&c (engineer|technician)\b|\bautomatista\b|\bprocesautomatiseerder\b|(?<=\b(manager|hoofd|teamleider) )procesautomatisering\b|\btecnic[oa] de instrumentacion\b|\b(robotics|automation and robotics) (engineer|technician)\b|\bingenier[oa] de (robotica|control y automatizacion|automatizacion y control)\b|\bingenieur(e)? (robotique|automatisme et robotique)\b|\brobotik(ingenieur|techniker)(in)?\b|\btecnic[oa] (de|en) (automatizacion|robotica)\b|\bengenheir[oa] de robotica\b|\brobotica engineer\b|\bingenieur(in)? automatisierung\b|\bbesturingstechnicus\b|\broboticien(ne)?\b|\bingenier[oa] de controles\b|\bingenier[oa] de control(?! de)\b/g,
    'plant automation engineer',
  ],
  // ---- rail --------------------------------------------------------------------------------------------------------------------
  [
    /\btrain driver\b|\b(driver|driving) instructor\b(?=.*\btrain\b)|\btriebfahrzeugfuhrer(in)?\b|\blokfuhrer(in)?\b|\bmaquinista( de comboios?| instrutor| de tren(es)?)?\b|\bconduct(eur|rice) de train\b|\bmachinist(e)? (ns|trein)\b|\btreinmachinist\b|\bzugbegleiter(in)?\b|\bzugfuhrer(in)?\b|\brevisor(a)?\b(?! (intern\w*|de cuentas|fiscal|oficial de contas))|\bchefe de comboio\b|\boperador(a)? de revisao( e venda)?\b|\bcontroleur(se)? (sncf|ferroviaire|de train)\b|\binterventor(a)? (de tren|ferroviario)\b|\bhoofdconducteur\b|\btrain (manager|guard|conductor)\b|\bconductor \(?rail\)?\b/g,
    'train crew member',
  ],
  [
    /\bsignall?er\b|\bsignalman\b|\brail operations controller\b|\brail traffic controller\b|\bfahrdienstleiter(in)?\b|\bcontrolador(a)? de circulacao\b|\bregulador(a)? de circulacao\b|\boperador(a)? de posto de comando\b|\binspetor(a)? de circulacao\b|\bregulat(eur|rice) (ferroviaire|circulation)\b|\btreindienstleider\b/g,
    'rail traffic controller',
  ],
  [/\bduty control manager\b|\b(operations|rail traffic) control manager\b|\bcoordenador(a)? de circulacao\b/g, 'rail traffic control manager'],
  [/\b(?<=head of )operations control\b|(?<=\bchefe do )centro de comando operacional\b/g, 'rail traffic control'],
  [
    /\brolling stock (technician|engineer|manager)\b|\btrain maintenance technician\b|\btecnic[oa] de (material circulante|manutencao ferroviaria)\b|\bserralheiro mecanico ferroviario\b|\beletricista de material circulante\b|\btechnicien(ne)? materiel roulant\b|\bmonteur (rollend materieel|treinen)\b|\bmechatroniker(in)? (fur )?schienenfahrzeuge\b/g,
    'rolling stock technician',
  ],
  [/\bfleet engineering manager\b|\bresponsavel de manutencao de material circulante\b|\b(train|rail|traction) depot manager\b/g, 'rolling stock manager'],
  [
    /\b(track|permanent way|p-way) (maintenance )?(technician|engineer|operative)\b|\btecnic[oa] de (via|sinalizacao)\b|\boficial de via( e obras)?\b|\bgleisbauer(in)?\b|\bagent de (la )?voie\b|\bspoorwerker\b|\bbaanwerker\b/g,
    'rail track technician',
  ],
  [/\b(track|permanent way|p-way)( section)? supervisor\b|\bencarregad[oa] de via\b/g, 'rail track team leader'],
  // ---- ports: terminal operations and marine ---------------------------------------------------------------------------------
  [
    /\b(sts|gantry|quay|ship-to-shore|rtg|portal|mobile harbour) crane (operator|driver)\b|\bstraddle carrier (driver|operator|chauffeur)\b|\bkraanmachinist\b|\bportaalkraanbestuurder\b|\bkraanman\b|\bstevedores?\b|\bdockers?\b|\blashers?\b|\bhavenarbeider\w*\b|\bdokwerker\b|\bsjorder\b|\bhafenarbeiter(in)?\b|\bestivador(a)?\b|\bestibador(a)?\b|\bdocker\b|\bportuario\b|\bgruista( portuari[oa]| de (terminal|portico|muelle))?\b(?=.*\b(portuari[oa]|terminal|portico|muelle|sts)\b)|\bgruista (sts|de portico)\b|\bgrutier (portuaire|de portique)\b|\bportalkranfuhrer(in)?\b|\bcontainerbrückenfahrer(in)?\b|\b(operador(a)?|condutor(a)?|conductor(a)?) de (portico|straddle carrier|reach ?stacker|empilhador(a)? de contentores)\b|\breach ?stacker[- ]?(fahrer(in)?|driver|operator)\b/g,
    'port terminal operative',
  ],
  [
    /\bfore(man|woman) ?[-–—,]? ?quay\b|\bquay fore(man|woman)\b|\bberth supervisor\b|\bshift fore(man|woman)\b(?=.*\b(quay|terminal|berth)\b)|\bvoorman kade\b|\bshiftleider terminal\b|\bmeestergast\b|\bcapataz de (estiba|muelle|terminal)\b|\bencarregad[oa] de estiva\b|\bvorarbeiter (kai|umschlag)\b|\bencarregad[oa] de cais\b|\bsupervisor(a)? de navio\b|\bschichtleiter(in)? terminal\b/g,
    'port terminal team leader',
  ],
  [
    /\bterminal ?manager\b|\bterminalleiter(in)?\b|\b(yard|quay|berth) manager\b|\boperations manager ?[-–—,]? ?terminal\b|\bhoofd operaties terminal\b|\bshiftmanager kade\b/g,
    'port terminal manager',
  ],
  [
    /\b(vessel|yard|berth|stowage) planner\b|\brail planner \(?terminal\)?|\bscheepsplanner\b|\byardplanner\b|\boperationeel planner terminal\b|\bplanead(or|ora) de (navios|estiva|parque)\b|\bcontrolador(a)? de parque\b|\bplanificador(a)? de (buques|patio|estiba)\b/g,
    'port terminal planner',
  ],
  [
    /\bharbou?r ?master\b|\bhavenmeester\b|\bmarine superintendent\b|\bhafenmeister(in)?\b|\bcapitaine de port\b|\bmarine pilot\b|\bloods\b/g,
    'port marine officer',
  ],
  // ---- medical devices: field service --------------------------------------------------------------------------------------------
  [
    /\bfield service (engineer|technician)s?\b|\bservice engineer ?[-–—,]? ?(imaging|medical|biomedical|x-ray|mri|ct)\b|\bbiomedical (service )?(engineer|technician)\b|\bservicemonteur medische apparatuur\b|\bbuitendienst servicetechnicus\b|\bmedizintechniker(in)? (im )?(aussendienst|service)\b|\bservicetechniker(in)? medizintechnik\b|\btechnicien(ne)? (de )?(service )?biomedical\b|\bingenieur(e)? (de )?service terrain\b|\btecnic[oa] de servicio de campo\b|\bingenier[oa] de servicio de campo\b|\btecnic[oa] de campo (biomedic\w*|de equipos medicos)\b|\btecnic[oa] de assistencia tecnica\b|\bengenheir[oa] de campo\b/g,
    'field service engineer',
  ],
  // Session 55: who starts up the machines at the customer's site ("Commissioning Engineer", "Inbetriebnehmer", "Technicien de mise en service").
  [
    /\bcommissioning (engineer|technician)s?\b|\binbetriebnehmer(in)?\b|\binbetriebnahme(techniker|ingenieur)(in)?\b|\b(technicien(ne)?|ingenieur(e)?) (de )?mise en service\b|\b(tecnic[oa]|ingenier[oa]) de puesta en marcha\b|\b(tecnic[oa]|engenheir[oa]) de comissionamento\b|\binbedrijfsteller\b/g,
    'field service engineer',
  ],
  // Session 58: a retailer's or a maker's service, repair and installation technicians and its kitchen fitters work at the
  // customers' homes or repair their goods ("Service Technician", "Home Installation Technician", "Keukenplaatser").
  [
    /(?<!\b(it|ict|customer|desk|helpdesk|pc|computer|network) )\b(installation|install|home installation|delivery (&|and) install(ation)?) technicians?\b/g,
    'installation field service engineer',
  ],
  [/(?<!\b(it|ict|customer|desk|helpdesk|pc|computer|network) )\brepair technicians?\b/g, 'repair field service engineer'],
  [
    /(?<!\b(it|ict|customer|desk|helpdesk|pc|computer|network) )\bservice technicians?\b|\b(kitchen|furniture|bathroom) (fitter|installer)s?\b|\bkeuken(plaatser|monteur)s?\b|\bkuchenmonteur(in)?\b|\bposeur de cuisines?\b|\bmontador(a)? de cocinas\b/g,
    'field service engineer',
  ],
  [/\b(manager|leiter(in)?|hoofd|head of) service (&|und|en|and) montage\b/g, 'field service manager'],
  [/\bfield service (team lead(er)?|supervisor|coordinator)\b|\bcoordinator buitendienst\b/g, 'field service team leader'],
  [/\bfield service manager\b|\bmanager field service\b/g, 'field service manager'],
  // ---- agriculture: farm advice and co-op members ----------------------------------------------------------------------------------
  [
    /\bagrono(o)?m(ist|e|o|a|in)?\b|\bfarm (advisor|adviser|consultant)\b|\bdairy (nutritionist|advisor|adviser|consultant)\b|\b(agrarisch|melkvee|voer|akkerbouw|teelt|gewas)-? ?adviseur\b|\bspecialist melkkwaliteit\b|\bconseill(er|ere) (agricole|d'elevage|en elevage)\b|\btechnicien(ne)? (laitier|d'elevage|agricole)\b|\b(landwirtschaftliche[rn]?|fach)berater(in)? (milchvieh|landwirtschaft)\b|\bberater(in)? milchvieh\b|\basesor(a)? (agricola|agronomo|ganadero)\b|\bextensionista\b|\btecnic[oa] agricola\b|\bconsultor(a)? agricola\b|\bagricultural (technician|advis[oe]r|extension officer)\b|\bcrop (advis[oe]r|consultant)\b|\btecnic[oa] (em |de )?agropecuari[oa]\b|\btecnic[oa] agropecuari[oa]\b|\bagrartechniker(in)?\b|\btechnicien(ne)? agronome\b|\blandbouwkundig adviseur\b/g,
    'agronomist',
  ],
  [
    /\bmember (relations|liaison)( (officer|advisor|adviser))?\b|\bleden(adviseur|contactpersoon|raad)\b|\brelatiebeheerder leden\b|\bcharge(e)? de relation(s)? adherents?\b|\bresponsable vie cooperative\b|\bmitgliederbetreu\w*\b|\batencion (al|a) socios\b|\brelacionamento com cooperados\b/g,
    'member relations officer',
  ],
  // ---- car dealers' aftersales words the infrastructure verticals do not know (they read the long forms given here) --------------
  [/\b(service consultant|aftersales advisor|aftersales adviser)\b/g, 'service advisor'],
  [/\b(ev|diagnostic|body ?shop|paint|panel|mot|light vehicle) (technician|tech)\b/g, 'automotive technician'],
  [/\bbody ?shop manager\b/g, 'aftersales manager'],
  [/\b(parts interpreter|warranty (administrator|clerk|controller))\b/g, 'parts advisor'],
  [/\bshop fore(man|woman)\b/g, 'workshop foreman'],
  // ---- construction: quantity surveyors apart from estimators; the German "QS" is quality assurance ---------------------------
  [/\bqs(?=-? ?(mitarbeiter|ingenieur|leiter|manager|beauftragt|techniker|prufer|fachkraft))|(?<=\bleiter(in)? )qs\b/g, 'qualitatssicherung'],
  [/\bmanaging (quantity surveyor|qs)\b/g, 'surveying estimator manager'],
  [
    /\b(quantity surveyor|qs|(bau)?abrechner(in)?( bau)?|cost consultant|metreu(r|se)|kostendeskundige|meetstaatopmaker|medidor(a)?(?! ?-? ?orcamentista)|tecnic[oa] de mediciones)\b/g,
    'surveying estimator',
  ],
  [/\b(engenheir[oa] de custos|ingenier[oa] de costes)\b/g, 'cost engineer'],
  // ---- warehouses: shift leads and site managers of logistics ------------------------------------------------------------------
  [
    /\bsite manager ?[-–—,]? ?(contract )?logistics\b|\boperationeel manager (dc|distributiecentrum|magazijn)\b|\bshift ?manager ?[-–—,]? ?(warehouse|magazijn|dc)\b/g,
    'warehouse manager',
  ],
  [
    /\bshift ?lead(er)? ?[-–—,]? ?(warehouse|magazijn|logistics|logistiek)\b|\bploegleider (logistiek|magazijn|expeditie)\b|\bchef(fe)? d'equipe (logistique|entrepot|expedition)\b|\bchef(fe)? de quai\b|\bvorarbeiter(in)? (versand|lager|logistik)\b|\blider de (embarques|armazem|almacen)\b|\bencarregad[oa] de expedicao\b|\bmeewerkend voorman magazijn\b/g,
    'warehouse supervisor',
  ],
  // ---- HSE: "SSMA" and "VGM" are health, safety and environment (no quality, unlike QSMS and KAM) --------------------------
  [/\bssma\b|\bvgm\b/g, 'hse'],
  [
    /\bshe(?= (advisor|adviser|manager|officer|coordinator|lead)\b)|\b(seguridad e higiene|higiene y seguridad|seguranca e saude|securite(,)? (et )?environnement|arbeits-? ?und umweltschutz|sst|prl)\b|(?<=\b(responsable|jef[ea]|tecnic[oa]) (de |en )?)prevencion\b|(?<=\bresponsable )prevention\b|\bpreventeur\b|\bpreventiemedewerker\b|\bveiligheidskundige\b|(?<=\bhoofd )veiligheid\b|^tst$/g,
    'health and safety',
  ],
  // ---- regulatory affairs in Portugal and the Netherlands ---------------------------------------------------------------------
  // "Head of Regulatory", "Regulatory CMC Scientist", "Head of Regulatory & Clinical Affairs": regulatory affairs.
  [
    /\bregulatory$|\bregulatory(?= (manager|specialist|associate|lead|director|officer|coordinator|scientist|executive)\b)|\bregulatory(?= (&|and) (clinical|quality) affairs\b)/g,
    'regulatory affairs',
  ],
  // Session 39: the chief scientific officer is research's chief; principal scientists in German and Dutch; a formulation
  // development head is R&D's.
  [/\bchief scienti(fic|st) officer\b|\bchief science officer\b/g, 'chief research officer'],
  [/\bleitende[rn]? wissenschaftler(in)?\b|\bhoofdonderzoeker\b/g, 'principal scientist'],
  [/\bhead of (formulation|process|analytical|assay) development\b/g, 'head of research $1 development'],
  // (CMC stays said: the regulatory CMC specialists are a kind of their own, INDUSTRY_KINDS)
  [/\bregulatory cmc\b|\bcmc regulatory\b/g, 'regulatory affairs cmc'],
  // Session 39: "Responsable réglementaire", "Spécialiste réglementaire CMC", "Chargée réglementaire".
  [
    /(?<=\b(responsable|specialiste|chargee?|directeur|directrice|chef de projet|assistante?|coordinat(eur|rice)|manager|head|juriste) )reglementaire\b/g,
    'regulatory affairs',
  ],
  // Session 39: "Responsable de Registros" (a Spanish laboratory's registrations), "Head de Regulatório", "Especialista Regulatória".
  [
    /(?<=\b(responsable|jef[ea]|director[a]?|tecnic[oa]|especialista) de )registros\b|(?<=\b(head|gerente|diretor[a]?|coordenador[a]?|analista|especialista|supervisor[a]?|consultor[a]?|assistente)( de)? )regulatori[oa]\b/g,
    'regulatory affairs',
  ],
  // Session 40: a utility's or a telco's economic regulation ("Head of Regulation", "Regulierungsmanager", "Leiterin
  // Regulierung", "Responsable de Regulación", "Analista de Regulação", "Manager Regulering"): regulatory affairs.
  [/\bregulierungsmanager(in)?\b/g, 'regulatory affairs manager'],
  [/\bregulierungsmanagement\b|\bregulierung\b|\bregulation\b|\bregulacion\b|\bregulacao\b|\bregulering\b/g, 'regulatory affairs'],
  [/\bassuntos regulamentares\b|\b(?<=responsavel )regulamentar\b|\bregelgeving\b|\bra-specialist\b|(?<=\bhoofd )ra\b(?= ?\/)/g, 'regulatory affairs'],
  // ---- session 40: customer billing, energy trading, network asset management --------------------------------------------------
  // "Billing Team Leader", "Gestor de Facturación", "Analista de Faturação", "Chargée de facturation", "Sachbearbeiter
  // Kundenabrechnung", "Medewerker facturatie" (not legal e-billing, an engineering or product team that builds billing, nor a
  // payroll's or a building site's "Abrechnung").
  [
    /(?<!\b(?:em|ems|engineering|software|product|pm|platform|tech lead|technical lead)\b.*)(?<!\be[- ])\bbilling\b(?!.*\b(engineer\w*|developer\w*|software|platform|product)\b)|\bfacturacion\b|\bfaturacao\b|\bfacturation\b|\bfakturierung\b|\b(kunden|verbrauchs|energie)?abrechnung\b|\babrechnungs(spezialist|manager|sachbearbeiter|team)\w*|\bfacturatie\b/g,
    'customer billing',
  ],
  // A trading desk's traders and analysts, its head, its originators and PPA managers ("Power Trader", "Energiehändlerin",
  // "Handelaar gas", "Trader énergie", "Head of Energy Trading", "Leiter Energiehandel", "Origination Manager", "PPA
  // Manager"); not a media trader, a trading company or trading standards.
  [/\b(origination|originator|ppa)\b/g, 'energy origination'],
  // Buying the energy itself is the trading desk's ("Energy Procurement Manager", "Einkauf Energie", "Acheteur énergie").
  [
    /\benergy (procurement|purchasing|buyer|sourcing)\b|\benergie(einkauf|beschaffung)\b|\beinkauf energie\b|\bachat(s|eur|euse)? (d'|de l'|d )?energie\b|\bcompra(s|dor|dora)? de energia\b|\binkoop energie\b|\benergie-?inkoo\w*/g,
    'energy trading',
  ],
  [
    /(?<!\b(media|programmatic) )\b(energy |power |gas |commodity |electricity )?trading\b(?! (company|standards|partner\w*|post))|\b(energie|strom|gas)handel\b|\benergiehandel\w*\b/g,
    'energy trading',
  ],
  [
    /(?<!\b(media|programmatic|day|stock) )\b(energy |power |gas |commodity |electricity )?traders?\b(?! programmati)|\b(energie|strom|gas)handler(in)?\b|\b(energie)?handelaar\b/g,
    'energy trader',
  ],
  // A network's asset management: its asset engineers, asset information and asset strategy people ("Asset Engineer",
  // "Asset Information Analyst", "Head of Asset Strategy"); a real estate or a fund's asset manager keeps its own reading.
  [/\basset (engineer|information|data|strategy|planning|integrity|performance)\b/g, 'network asset management $1'],
  // ---- GMP quality control, validation, pharmacovigilance --------------------------------------------------------------------------
  [
    /\bdiret(or|ora) tecnic[oa] \(?pessoa qualificada\)?|\bpessoa qualificada\b|\bqp ?[-–—,]? ?batch release\b|\bpersona cualificada\b|\bpersonne qualifiee\b|\bkwalificeerde persoon\b/g,
    'qualified person',
  ],
  [
    /\b(cqv|csv|validation|qualification|process validation|cleaning validation|computer systems? validation) (engineer|specialist|lead|manager|analyst)\b|\b(especialista|tecnic[oa]) (de )?(csv|validacao|validacion)\b|\bengenheir[oa] de (qualificacao e )?validacao\b|\bvalidatie ?engineer\b|\bvalidierungs(ingenieur|spezialist)(in)?\b|\bingenieur(e)? (de )?validation\b/g,
    'gmp validation engineer',
  ],
  [
    /\bpharmacovigilance\b|\bdrug safety\b|\bfarmacovigilancia\b|\bpharmakovigilanz\b|\bfarmacovigilantie\b|\barzneimittelsicherheit\b|\bgeneesmiddelenbewaking\b|\bpv(?= (officer|specialist|associate|manager|lead|scientist|physician)\b)/g,
    'pharmacovigilance',
  ],
  // The legally responsible person for pharmacovigilance: the head of it.
  [/\b(eu )?qppv\b|\bstufenplanbeauftragte[rn]?\b/g, 'head of pharmacovigilance'],
  [
    /\bqc(?= (manager|lead|supervisor)\b)|(?<=\bhead of )quality control\b|\bquality control(?= (manager|lead|supervisor)\b)|(?<=\b(responsavel|gestor(a)?) de )controlo de qualidade\b/g,
    'quality control laboratory',
  ],
  [
    /\bqc (analyst|microbiologist|chemist|technician)\b|\bquality control (analyst|technician|chemist|microbiologist)\b|\banalytical chemist\b|\blaborant(in)? qc\b|\bchemielaborant(in)? (qc|trinkwasser)\b|\bpruflaborant(in)?\b|\blebensmittelchemiker(in)?\b|\blaborantine? controle qualite\b|\banalista de (controlo de qualidade|control de calidad|laboratorio de aguas)\b|\btecnic[oa] de microbiologia\b|\bmetrolog[oa]\b|\banalist qc\b|\bsampling technician\b|\bwater quality scientist\b|\bprobenehmer(in)?\b/g,
    'quality control laboratory analyst',
  ],
];

/** Function and sub-area of the long forms above: the first rows of the reader's FUNCTION table. */
export const INDUSTRY_FUNCTIONS: ReadonlyArray<readonly [RegExp, readonly [Fn, string]]> = [
  [/\bwater treatment (team leader|manager|operator)\b/, ['operations', 'water_treatment']],
  [/\bwater mains (team leader|technician)\b/, ['trade', 'water_network']],
  [/\bwater network planner\b|\bgrid planning\b|\bgrid connection engineer\b/, ['engineering', 'grid']],
  [/\bgrid field operations manager\b/, ['trade', 'grid_field']],
  [/\bgrid control room team leader\b|\bhead of grid control room\b/, ['operations', 'grid_control']],
  [/\b(renewables project developer|head of renewables development)\b/, ['operations', 'renewables_development']],
  [/\bland agent\b/, ['operations', 'land']],
  [/\bpermitting specialist\b/, ['operations', 'permitting']],
  [/\bwind and solar (technician|o&m team leader|o&m manager)\b/, ['trade', 'renewables_om']],
  [/\bscada remote operations\b/, ['engineering', 'scada']],
  [/\b(drilling supervisor|oilfield (superintendent|operator|crew team leader))\b/, ['trade', 'oil_gas']],
  [/\bpetroleum engineer\b/, ['engineering', 'petroleum']],
  [/\bgeoscientist\b/, ['research', 'geoscience']],
  [/\b(mine shift supervisor|mine manager|mine operator|mining engineer)\b/, ['trade', 'mining']],
  [/\bmaintenance (planner|reliability engineer|manager|technician)\b/, ['trade', 'maintenance']],
  [/\bplant automation engineer\b/, ['engineering', 'automation']],
  // Session 49: a winery's cellar ("Head Winemaker", "Œnologue", "Maître de chai", "Caviste", "Enólogo", "Adegueira",
  // "Kellermeister", "Keldermeester"); a wine shop's "caviste" is the same word.
  [
    /\b(winemak\w*|wine ?maker\w*|oenolog\w*|enolog\w*|onolog\w*|cellar (master|hand|operator|worker)s?|maitre(sse)? de chai|chef(fe)? de chai|ouvri(er|ere) de chai|cavistes?|caviere|adegueir[oa]s?|operador(a)? de adega|kellermeister(in)?|keldermeester\w*|wijnmaker\w*)\b/,
    ['manufacturing', 'winemaking'],
  ],
  // Session 49: a rung over plant automation or robotics ("Head of Automation", "Leiter Automatisierung", "Jefe de
  // Automatización", "Responsable automatisme"); not software, test, marketing, IT or business-process automation.
  [
    /^(?!.*\b(test\w*|qa|quality assurance|marketing|sales|software|it|ict|rpa|devops|cloud|infrastructure|network\w*|intelligent|business|workflow|robotic process|process automation engineer|home|office|document\w*)\b).*\b(automation|automatisierung\w*|automatisme|automatismes|automatizacion|automacao|automatisering|robotics|robotik|robotica|robotique)\b/,
    ['engineering', 'automation'],
  ],
  [/\btrain crew member\b/, ['operations', 'train_crew']],
  [/\brail traffic control(ler)?\b/, ['operations', 'rail_control']],
  [/\brolling stock (technician|manager)\b/, ['trade', 'rolling_stock']],
  [/\brail track (technician|team leader)\b/, ['trade', 'rail_infrastructure']],
  [/\bport terminal (operative|team leader|manager|planner)\b/, ['operations', 'port']],
  [/\bport marine officer\b/, ['operations', 'marine']],
  [/\bship (master|first mate|chief engineer|watch officer|engineer officer|rating)\b/, ['operations', 'ship_crew']],
  [/\bfield service (engineer|team leader|manager)\b/, ['trade', 'field_service']],
  // Session 53: service and breakdown technicians who go to the customer's installation ("Servicemonteur", "Servicetechnieker",
  // "Storingstechnieker", "Servicetechniker HLKS", "Kundendiensttechniker").
  [/\b(service|storings?|kundendienst)[- ]?(monteur\w*|technieker\w*|techniker(in)?|technicus|technici|technicien(ne)?s?)\b/, ['trade', 'field_service']],
  [/\bagronomist\b/, ['professional_service', 'agronomy']],
  [/\bmember relations officer\b/, ['operations', 'member_relations']],
  [/\bgmp validation engineer\b/, ['operations', 'validation']],
  [/\bpharmacovigilance\b/, ['health', 'pharmacovigilance']],
  [/\bquality control laboratory\b/, ['operations', 'quality_control']],
  [/\bcustomer billing\b/, ['finance', 'billing']],
  [/\benergy (trading|trader|origination)\b/, ['finance', 'trading']],
  [/\bnetwork asset management\b/, ['finance', 'asset']],
];

/** The contract's areas of the sub-areas above (they win over the generic area rules of their function). */
export const INDUSTRY_AREA_OF_SUB: Readonly<Record<string, AreaKey>> = {
  'operations.water_treatment': 'water_treatment',
  'trade.water_network': 'water_network',
  'operations.renewables_development': 'renewables_development',
  'operations.land': 'land',
  'operations.permitting': 'permitting',
  'trade.renewables_om': 'renewables_om',
  'engineering.scada': 'scada',
  'trade.oil_gas': 'oil_gas',
  'engineering.petroleum': 'petroleum_engineering',
  'research.geoscience': 'geoscience',
  'trade.mining': 'mining',
  'trade.maintenance': 'maintenance',
  'engineering.automation': 'automation',
  'manufacturing.winemaking': 'winemaking',
  'operations.train_crew': 'train_crew',
  'operations.rail_control': 'rail_control',
  'trade.rolling_stock': 'rolling_stock',
  'trade.rail_infrastructure': 'rail_infrastructure',
  'operations.port': 'port_operations',
  'operations.marine': 'marine',
  'operations.ship_crew': 'ship_crew',
  'trade.field_service': 'field_service',
  'professional_service.agronomy': 'agronomy',
  'operations.member_relations': 'member_relations',
  'operations.validation': 'validation',
  'health.pharmacovigilance': 'pharmacovigilance',
  'operations.quality_control': 'quality_control',
  'finance.billing': 'billing',
  'finance.trading': 'trading',
};

/** Rungs of the sectors' titles ([pattern, [tier, level]]) when their generic words misread them. */
export const INDUSTRY_RUNGS: ReadonlyArray<readonly [RegExp, readonly [Tier, Level]]> = [
  // Session 61: a ship's master heads it, the chief officer and the chief engineer manage deck and engine, its officers are senior.
  [/\bship master\b/, ['head', 'head']],
  [/\bship (first mate|chief engineer)\b/, ['manager', 'manager']],
  [/\bship (watch|engineer) officer\b/, ['senior', 'senior']],
  [
    /\b(water treatment|water mains|grid control room|wind and solar o&m|port terminal|field service|oilfield crew|rail track) team leader\b|\b(drilling|mine shift) supervisor\b/,
    ['manager', 'team_lead'],
  ],
  // A shift, line, plant or trade supervisor leads a team (not a manager's rung); so do "Jefe de Turno", "Chefe de Turno",
  // "Encarregado", "Meister" of a trade.
  [
    /^(?!.*\bmanager\b)(?=.*\b(shift|turno|poste|production|produccion|producao|produktion|manufacturing|fabrication|fabricacion|fabricacao|maintenance|mantenimiento|manutencao|plant|planta|usine|mine|mina|pit|drilling|wellsite|completions|warehouse|almacen|armazem|entrepot|site|field|line|linea|linha|ligne|hse|ehs|safety|seguridad|seguranca|o&m|crew|quality|calidad|qualidade|qualite|track|berth|terminal|inbound|outbound|logistics|logistica|expedicao|envasado|ensamble|packing|operations|operaciones|operacoes|obra|obras|chantier)\b).*\b(supervisor|supervisora|superviseur|superviseuse)\b|\b(jef[ea]|chefe|chef(fe)?) de (turno|quart|poste|equipa|brigada)\b|\bencarregad[oa] (de|da|do)\b|\bencargad[oa] de\b|\bploegbaas\b|\bmeister (produktion|instandhaltung|fertigung)\b/,
    ['manager', 'team_lead'],
  ],
  [
    /\b(oilfield superintendent|mine manager|water treatment manager|grid field operations manager|wind and solar o&m manager|port terminal manager|rail traffic control manager|rolling stock manager|chief geoscientist|port marine officer)\b/,
    ['manager', 'manager'],
  ],
];

/** Kinds of title a persona names apart inside an area ("no maintenance planners", "keine Arbeitsvorbereiter"). */
export const INDUSTRY_KINDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bmaintenance planner\b/, 'maintenance_planner'],
  // Session 38: the qualified person ("QP", "Sachkundige Person", "pharmacien responsable", "responsável técnico").
  [/\bhead of gxp\b.*\bqp\b/, 'qualified_person'],
  // Session 39: regulatory CMC (chemistry, manufacturing and controls) specialists ("Regulatory CMC Scientist",
  // "Senior Regulatory Affairs Specialist, CMC", "Spécialiste réglementaire CMC").
  [/\bregulatory affairs\b.*\bcmc\b|\bcmc\b.*\bregulatory affairs\b/, 'regulatory_cmc'],
  // Session 40: originators and PPA managers inside energy trading.
  [/\benergy origination\b/, 'origination'],
  // Session 40: the company secretary, the board's officer ("Company Secretary", "Secretario del Consejo", "Secretária da
  // Sociedade", "Bedrijfssecretaris", "Leiter Vorstandsbüro & Gremien"), not a legal or a team secretary.
  [
    /\b(company|corporate|group) secretar(y|ies)\b|\bsecretari[oa] (general )?del consejo\b|\bsecretari[oa] (do conselho|da sociedade)\b|\bbedrijfssecretaris\b|\bvorstandsburo\b|\bsecretaire (general(e)? )?du conseil\b/,
    'company_secretary',
  ],
  // Session 39: principal and staff scientists, above the senior ones ("Chercheur principal", "Pesquisadora Principal";
  // "Leitende Wissenschaftlerin" and "Hoofdonderzoeker" are read as "principal scientist"; a Spanish "Investigador
  // Principal" is rewritten to a senior researcher first, a university's rank: verticals-institutions.ts).
  // Session 39: a partnership's partners, salaried (non-equity, income, fixed-share, "Salary Partnerin", "Socio de cuota",
  // "Sócia de Serviço", "Associée salariée") or not (an equity partner: every other partner's title, a US firm's
  // "Shareholder", a practice group's leader; not an associate partner, a former one or an "HR Business Partner").
  [
    /\b(salaried|salary|non-?equity|income|fixed[- ]share)\b.*\bpartner(in)?\b|\bpartner(in)?\b.*\b(salaried|non-?equity)\b|\bsoci[oa]s? (de cuota|de servico|non-?equity|contratad[oa]|salariad[oa])\b|\bassociee?s? (salariee?s?|non-?equity)\b|\bsalarispartner\b/,
    'salaried_partner',
  ],
  [
    /^(?!.*\b(business|talent|acquisition|channel|success|alliances?|hr|hrbp|people|account|sales|associate|assoziierte[rn]?|former|ex|ehemalige[rn]?|ancien(ne)?|antiguo|antigua|partner (manager|marketing|programs?|development|relations|success|sales))\b)(?=.*\b(partner|partnerin|socio|socia|associe|associee|sozius|sozia|vennoot|shareholder|practice group (leader|chair)|head of practice)\b)/,
    'equity_partner',
  ],
  // Session 39: laboratory technicians ("Lab Technician", "Laborantin", "Technicienne de recherche", "Técnica de
  // Laboratório"), apart from the scientists; a QC lab's technicians and analysts are quality control's.
  [
    /\blaboratory researcher technician\b|\b(lab(oratory)?|research|qc lab|qc laboratory|labor) (technician|tech|assistant)\b|\btechnicien(ne)? (de )?(laboratoire|labo|recherche)\b|\b(chemie|bio|biologie|pharma|physik|milch)?laborant(in)?\b|\btecnic[oa] de laboratori?o\b|\bauxiliar de laboratori?o\b|\blaboratoriumtechnicus\b|\blaboratoriummedewerker\b/,
    'lab_technician',
  ],
  [/\b(principal|staff) (research )?scientist\b|\b(chercheu(r|se)|investigador(a)?|pesquisador(a)?) principal(e)?\b/, 'principal_scientist'],
  // Session 54: who runs a bus garage or a train (maintenance) depot; a warehouse's site manager is no depot manager.
  [
    /\b((bus |train |rail |fleet |traction |maintenance )?depot ?(manager|chef|leiter(in)?|director)|(bus )?garage manager|leiter(in)? (depot|betriebshof|betriebswerk|bw)|(werk|betriebshof)leiter(in)? betriebswerk|betriebshofleiter(in)?|jef[ea] de (deposito|cocheras|base de mantenimiento)|chef(fe)? (de |du )?(depot|centre bus|centre de maintenance)|responsable (du |de )?depot|depotmanager|stallingsmanager|chefe de (deposito|parque|garagem|oficina de manutencao))\b/,
    'depot_manager',
  ],
  // Session 55: manufacturing and process engineers (a plant's engineering of how things are made), apart from design.
  [
    /\b(manufacturing|process|industriali[sz]ation|methods?) engineer\b|\b(prozess|fertigungs|verfahrens|produktions)ingenieur(in)?\b|\bingenieu(r|se) (des )?(procedes?|methodes|industrialisation)\b|\bingenier[oa] de (procesos|fabricacion|manufactura)\b|\bengenheir[oa] de (processos?|fabricacao|manufatura)\b|\b(proces|productie)ingenieur\b/,
    'process_engineer',
  ],
  // Session 56: the clinical informatics leads (CCIO, CNIO, CMIO) and the analysts, trainers and project leads of a care
  // provider's clinical systems (EPR / EHR, LIS, HIS / KIS, DPI, SIH, PACS): "LIS Application Analyst", "Anwendungsbetreuer
  // KIS", "Chef de projet DPI", "Ingénieur applicatif SIH", "Consultora HIS", "Clinical Systems Analyst".
  [/\b(chief (clinical|nursing|medical) informati(on|cs) officer|ccio|cnio|cmio)\b/, 'clinical_informatics_lead'],
  [
    /\bclinical (systems?|applications?) (analyst|trainer|specialist|lead|manager)\b|\banalista de (it|sistemas) clinic[oa]s\b|\bapplikation manager (kis|lis|laborinformationssystem\w*|krankenhausinformationssystem\w*)\b|\b(epr|ehr|emr|epd|lis|his|kis|ris|pacs|dpi|sih|sil|hce|epic|hix|cerner|chipsoft|sistemas clinicos|laborinformationssystem\w*|krankenhausinformationssystem\w*)\b.*\b(analyst|trainer|consultant|consultora?|betreuer(in)?|verantwortliche[r]?|manager(in)?|specialist|beheerder)\b|\b(analyst|trainer|consultant|consultora?|anwendungsbetreuer(in)?|applikations\w+|chef(fe)? de projet|project manager|ingenieu(r|se) applicati(f|ve)|analista|especialista|beheerder|applicatiebeheerder|functioneel beheerder)\b.*\b(epr|ehr|emr|epd|lis|his|kis|ris|pacs|dpi|sih|sil|hce|epic|hix|cerner|chipsoft|sistemas clinicos|laborinformationssystem\w*|krankenhausinformationssystem\w*)\b/,
    'clinical_application_analyst',
  ],
  // Session 56: a terminal's vessel, yard and stowage planners, apart from its crane and straddle carrier operators.
  [/\bport terminal planner\b/, 'terminal_planner'],
  // Session 56: an aviation, rail or shipping operator's safety management system (SMS) and its operational safety, apart
  // from occupational health and safety ("Safety Manager (SMS)", "Responsable du système de gestion de la sécurité",
  // "Responsable de Seguridad en la Circulación", "Gerente de Segurança Operacional"; not "HSE Manager", "Responsable PRL").
  [
    /\bsms\b|\b(systeme|sistema) de gest(ion|ao) de (la |da )?(securite|seguridad|seguranca)\b|\bsafety management system\b|\boperational safety\b|\bflight safety\b|\bsecurite des vols\b|\bseguridad (operacional|en la circulacion|ferroviaria)\b|\bseguranca operacional\b|\b(flug|betriebs)sicherheit\b|\bvliegveiligheid\b|\bhead of safety (&|and) security\b/,
    'safety_management',
  ],
  // Session 56: the paid staff who recruit and look after volunteers ("Volunteer Coordinator", "Volunteering Development
  // Manager", "Técnica de Voluntariado", "Responsable des bénévoles", "Ehrenamtskoordinatorin", "Vrijwilligerscoördinator"),
  // not the volunteers ("Volunteer Shop Assistant", "Volunteer Museum Educator").
  [
    /^(?!volunteer volunteer\b).*\b(volunteer(ing)?|volunteers) (coordinator|manager|development manager|support officer|engagement (manager|officer|lead|coordinator)|lead|services manager)\b|\b(tecnic[oa]|coordinador(a)?|coordenador(a)?|responsable|gestor(a)?|gerente) de voluntariado\b|\b(responsable|coordinat(eur|rice)|charge(e)?) (des |de )?benevol(es|at)\b|\behrenamts?(koordinator(in)?|manager(in)?|beauftragte[r]?)\b|\bkoordinator(in)? (des )?ehrenamt(s)?\b|\bvrijwilligers(coordinator|manager|begeleider)\b|\bcoordinator vrijwilligers\b/,
    'volunteer_manager',
  ],
  // Session 56: a venue's or promoter's ticketing and box office ("Box Office Manager", "Ticketing Coordinator",
  // "Taquillera", "Responsable billetterie", "Kassenleiterin"), no office administration.
  [
    /\b(box office|ticketing|ticket office|taquill\w*|billetter\w*|bilheteir\w*|ticketverkauf|kartenvorverkauf|theaterkasse|abendkasse|vorverkauf\w*)\b/,
    'ticketing',
  ],
  // Session 56: an aviation or rail operator's accountable manager ("Dirigeant responsable", "Gerente Responsable").
  [/\b(accountable manager|dirigeant responsable|gerente responsable|verantwortliche[r]? manager)\b/, 'accountable_manager'],
  // Quantity surveyors measure and value the work done ("Bauabrechner", "métreur"); estimators price it before ("Kalkulator").
  [/\bsurveying estimator\b/, 'quantity_surveyor'],
];

/** The kinds above, for the reader's list of kinds that stand whatever the rung. */
export const INDUSTRY_KIND_KEYS: readonly string[] = [...new Set(INDUSTRY_KINDS.map(([, k]) => k))];
