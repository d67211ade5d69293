// The title reader's vocabulary of the front line of the largest non-software industries (DATA), in English, German,
// French, Spanish, Portuguese and Dutch, from a sweep of about thirty sectors independent of any labelled set
// (test/matching/sector-titles-sweep.test.ts, session 23): factory floors (assembly, process and packing operatives,
// welders, butchers and bakers of food plants, line leaders, shop-floor "shops" that are no stores), cleaning and security
// guarding (facility services), farm work, airport ground handling, and the words the existing verticals missed for
// hospitals, schools and universities, councils, property, banks, insurers, telecom and power networks, hotels and
// restaurants, newsrooms, law and accounting firms, NGOs, pharma, staffing agencies and social care.
// Each table is spliced into the reader's own at one place, before every other vertical's:
// - FRONTLINE_PHRASES (title-normalise.ts): the titles in the reader's long forms. Most map to a long form another
//   vertical already reads ("Dependienta" is a store assistant, "Bediening" a waiter); the new areas have their own;
// - FRONTLINE_FUNCTIONS (title-functions.ts, first rows of FUNCTION): the function and sub-area of the new long forms;
// - FRONTLINE_AREA_OF_SUB (person.ts): the contract's areas of those sub-areas;
// - FRONTLINE_RUNGS (title.ts): the rung of titles whose generic words misread it (a cleaning, security, line or
//   housekeeping supervisor leads a team).
import type { AreaKey, Level } from '../criteria.js';
import type { Fn, Tier } from '../taxonomy.js';

/** Long forms of the sectors' titles (applied to a normalised title, in order, before every other vertical's). */
export const FRONTLINE_PHRASES: ReadonlyArray<readonly [RegExp, string]> = [
  // ---- cleaning (facility services) -----------------------------------------------------------------------------------------
  [
    /\b(cleaning|hygiene) (supervisor|team leader|team lead|chargehand)\b|\bchef(fe)? d'equipe (proprete|nettoyage)\b|\bvorarbeiter(in)? (reinigung|gebaudereinigung|unterhaltsreinigung)\b|\b(encargad[oa]|supervisor(a)?) de limpieza\b|\b(encarregad[oa]|supervisor(a)?|lider) de (limpeza|higienizacao)\b|\b(voorman|ploegleider|teamleider) schoonmaak\b/g,
    'cleaning team leader',
  ],
  [
    /\b(cleaning|contract cleaning|hygiene|domestic services?) (manager|area manager|operations manager|supervisor)\b|\bobjektleiter(in)? (reinigung|gebaudereinigung|unterhaltsreinigung)\b|\b(responsable|chef) de (site|secteur) (proprete|nettoyage)\b|\binspect(eur|rice) (de )?proprete\b|\bjef[ea] de servicios? de limpieza\b|\bgerente de limpeza\b|\b(objectleider|rayonleider|rayonmanager|regiomanager) schoonmaak\b|^objectleider$/g,
    'cleaning manager',
  ],
  [
    /\b(office |contract |commercial |industrial )?(cleaner|cleaning operative|cleaning technician|cleaning assistant|janitor|hygiene operative)\b|\b(reinigungskraft|reinigungsfachkraft|raumpfleger(in)?|gebaudereiniger(in)?|reinigungsmitarbeiter(in)?|mitarbeiter(in)? (reinigung|unterhaltsreinigung))\b|\bagent(e)? (d'entretien|de proprete|de nettoyage)\b|\bagent(e)? de service hospitalier\b|\b(limpiador(a)?|operari[oa] de limpieza|auxiliar de limpieza|peon de limpieza)\b|\b(auxiliar de limpeza|faxineir[oa]|servente de limpeza|agente de limpeza)\b|\b(schoonma(ker|akster)|schoonmaakmedewerker|interieurverzorg(er|ster))\b/g,
    'cleaning operative',
  ],
  // ---- security guarding (facility services) -------------------------------------------------------------------------------
  [
    /\bsecurity (supervisor|team leader|shift leader|shift supervisor)\b|\b(shift|site|night) (supervisor|leader) (security|guarding)\b|\bchef(fe)? de (poste|equipe) (securite|surete)\b|\bjef[ea] de equipo de (seguridad|vigilancia)\b|\bsupervisor(a)? de (seguridad|vigilancia|seguranca|vigilancia patrimonial)\b|\bschichtleiter(in)? (sicherheitsdienst|objektschutz|werkschutz)\b|\b(ploegleider|teamleider) beveiliging\b/g,
    'security guarding team leader',
  ],
  [
    /\bobjektleiter(in)? (sicherheit|sicherheitsdienst|objektschutz|werkschutz)\b|\bresponsable de site (securite|surete)\b|\bgerente de seguranca patrimonial\b|\b(objectleider|projectleider) beveiliging\b|\bsecurity (site|contract|account) manager\b/g,
    'security guarding manager',
  ],
  [
    /\b(security (guard|operative|patrol officer)|door supervisor|night watchman)\b|(?<!\b(information|informatie|cyber|it|data|chief|application|cloud|network|product|compliance|privacy) )\bsecurity officer\b(?! (information|informatique|it|cyber))|\b(wachmann|wachfrau|sicherheitsmitarbeiter(in)?|sicherheitskraft|fachkraft fur schutz und sicherheit|servicekraft fur schutz und sicherheit|werkschutz\w*|objektschutz\w*|pfortner(in)?)\b|\bagent(e)? de (securite|surete|gardiennage)( incendie)?\b|\bagent(e)? (de )?(securite|surete)( incendie)?\b|\bvigile\b|\bvigilante( de seguridad| de seguranca| patrimonial)?\b|\bagente de seguridad\b|\b(beveilig(er|ster)|beveiligingsbeambte|bewaker)\b/g,
    'security guarding officer',
  ],
  // ---- farm work -------------------------------------------------------------------------------------------------------------
  [
    /\b(farm|dairy|livestock|arable|pig|poultry) (supervisor|foreman|team leader)\b|\bcapataz (agricola|de finca|de campo)\b|\bencargad[oa] de (finca|explotacion agricola|granja)\b|\bchef de culture\b|\b(encarregad[oa]|capataz) (de fazenda|rural|agricola)\b/g,
    'farm team leader',
  ],
  [
    /\b(farm|dairy|livestock|herd|arable|pig unit) manager\b|\bbetriebsleiter(in)? (landwirtschaft|milchvieh\w*|ackerbau|schweinehaltung)\b|\bresponsable d'exploitation agricole\b|\bjef[ea] de explotacion (agricola|ganadera)\b|\bgerente (de fazenda|agricola|agropecuari[oa])\b|\badministrador(a)? de fazenda\b|\bbedrijfsleider (melkvee\w*|akkerbouw|varkenshouderij|pluimvee\w*|glastuinbouw|teelt)\b/g,
    'farm manager',
  ],
  [
    /\b(farm|dairy|livestock|arable|pig|poultry) (worker|hand|labourer|laborer|operative|assistant)\b|\bherds(man|woman|person)\b|\bstockperson\b|\bmilker\b|\btractor driver\b(?! (trailer|hgv|lkw))|\b(landwirt(in)?|landarbeiter(in)?|landwirtschaftliche(r)? (mitarbeiter|facharbeiter|helfer)(in)?|melker(in)?|tierwirt(in)?|erntehelfer(in)?)\b|\bouvri(er|ere) agricole\b|\b(salarie|agent) agricole\b|\bvacher\b|\btractoriste\b|\b(peon|operari[oa]|trabajador(a)?) (agricola|de campo|ganader[oa])\b|\bjornaler[oa]\b|\btractorista\b|\btrabalhador(a)? rural\b|\bvaqueiro\b|\boperador(a)? de trator\b|\b(melk)?veehouder\b|\bakkerbouwer\b|\bagrarisch medewerker\b|\bmedewerker (melkveehouderij|akkerbouw|varkenshouderij|pluimvee\w*|glastuinbouw|veehouderij)\b/g,
    'farm worker',
  ],
  // Session 38: who heads a grower's farming ("Head of Farming", "Director Agrícola", "Directeur agricole", "Hoofd teelt").
  [
    /\bhead of (farming|growing|cultivation)\b|\bdirect(or|ora) agricola\b|\bdirect(eur|rice) agricole\b|\bdiret(or|ora) agricola\b|\bleiter(in)? (landwirtschaft|anbau)\b|\bhoofd teelt\b|\bteeltdirecteur\b/g,
    'farming director',
  ],
  [/\bagrarwissenschaftler(in)?\b|\bagraringenieur(in)?\b|\bingeniero agronomo\b|\bengenheir[oa] agronom[oa]\b|\bingenieur agronome\b/g, 'agronomist'],
  // ---- airport ground handling ----------------------------------------------------------------------------------------------
  [
    /\b(ramp|ground handling|turnaround|check-?in|baggage) (supervisor|team leader|shift leader)\b|\bsupervis(eur|euse) (escale|piste)\b|\bsupervisor(a)? de (rampa|handling|escala|aeropuerto|aeroporto|pista|patio)\b|\b(teamleider|ploegleider) grondafhandeling\b|\bploegleider platform\b|\bschichtleiter(in)? (bodenverkehrsdienst\w*|vorfeld)\b/g,
    'ground handling team leader',
  ],
  [
    /\b(ramp (agent|operative|handler|service agent)|baggage handler|check-?in agent|passenger service agent|airport (customer service )?agent|ground handl(ing agent|er))\b|\b(flugzeugabfertiger(in)?|bodenverkehrsdienst\w*|vorfeldmitarbeiter(in)?|mitarbeiter(in)? (bodenverkehrsdienste?|passagierabfertigung|check-?in|vorfeld)|fluggastabfertiger(in)?)\b|\bagent(e)? d'escale( commercial(e)?)?\b|\bagent(e)? de piste\b|\bbagagiste\b|\b(agente|auxiliar|operari[oa]) de (rampa|handling|pasaje|aeropuerto|aeroporto|atendimento aeroportuario|patio)\b|\b(grondsteward(ess)?|platformmedewerker|bagagemedewerker|bagage-afhandelaar|incheckmedewerker)\b/g,
    'ground handling agent',
  ],
  // Session 42: an airline's or an airport's ground operations are its ground handling: outstations and their managers
  // ("Outstation Manager", "Chef d'escale", "Jefe de Escala", "Stationsleiter Flughafen"), turnarounds, an airport's
  // operations and its terminal duty managers ("Airport Duty Manager", "Gerente de Operações Aeroportuárias").
  [
    /\b(outstation|turnaround|ramp|apron|ground operations|ground ops|airport operations|airside operations|terminal duty|airport duty) manager\b|\bchef(fe)? d'escale\b|\bjef[ea] de escala\b|\bchefe de escala\b|\bstationsleiter(in)? (flughafen|airport)\b|\b(gerente|diretor(a)?|director(a)?|jef[ea]|responsable|coordenador(a)?|coordinador(a)?) de operac(oes|iones) (aeroportuarias|aeroportuarias|de (solo|tierra|rampa|patio))\b|\bdirect(eur|rice) des operations aeroportuaires\b|\bresponsable des operations (aeroportuaires|sol)\b/g,
    'ground handling manager',
  ],
  [/\bhead of (ground|airport|airside) (operations|ops)\b/g, 'head of ground handling'],
  [/\b(ground|airport|airside) operations director\b|\bdirector of (ground|airport|airside) operations\b/g, 'ground handling director'],
  [/\bturnaround (coordinator|controller|agent)\b|\bcoordinat(eur|rice) (escale|piste|touchee)\b/g, 'ground handling coordinator'],
  // An airport's aviation security (AVSEC: screening and its managers) guards, no information security.
  [
    /\bagente?s? (de )?(avsec|seguranca aeroportuaria|seguridad aeroportuaria|surete( aeroportuaire)?)\b|\b(airport )?security screeners?\b|\bluftsicherheitsassistent(in)?\b/g,
    'security guarding officer',
  ],
  [/\b(aviation )?security (manager|officer|supervisor|team leader) \(?avsec\)?|\bavsec (manager|officer|supervisor|team leader)\b/g, 'security guarding $2$3'],
  // ---- retail loss prevention (session 42) -------------------------------------------------------------------------------------
  [
    /\b(loss prevention|profit protection|stock loss|shrink(age)?|lp(?= (manager|analyst|lead|team|officer|director|specialist|agent))|store detective|ladendetektiv(in)?|kaufhausdetektiv(in)?|schwund|inventurdifferenz\w*|prevencion de perdidas|prevention des pertes|demarque( inconnue)?|prevencao de perdas|derving(spreventie)?|winkeldetective)\b/g,
    'loss prevention',
  ],
  [/\bverkehrsflugzeugfuhrer(in)?\b|\bflugzeugfuhrer(in)?\b/g, 'first officer'],
  // ---- factory floors ---------------------------------------------------------------------------------------------------------
  // Oil and gas field operators first: their titles say production too.
  [
    /\bbohrarbeiter(in)?\b|\bsondador\b|\boperat(eur|rice) de production petroliere\b|\boperador(a)? de (produccion|producao) (de petroleo|de pozos|offshore|onshore)\b/g,
    'oilfield operator',
  ],
  [/\b(director|directora|diretor|diretora) (de )?(planta|fabrica|usina)\b/g, 'plant director'],
  [/\bgerente (de planta|de fabrica|industrial)\b/g, 'plant manager'],
  [/^(senior |junior )?(chemist|chemiker(in)?|chimiste|quimic[oa]|chemicus)$/g, 'research chemist'],
  [
    /\belektroniker(in)? fur energie- und gebaudetechnik\b|\belektroinstallateur(in)?\b|\bmonteur elektrotechniek\b|\belektromonteur\b|\belectricien du batiment\b/g,
    'electrician',
  ],
  // A production operator is a factory's unless the title says oil or gas (verticals-industry.ts reads those).
  [/\bproduction operator\b(?!.*\b(offshore|onshore|oil|gas|well|platform|rig|lease|field)\b)/g, 'production operative'],
  // A press, machine or welding shop is a factory floor, not a store (a body or paint shop may be a car dealer's aftersales).
  [/\b(press|machine|weld(ing)?|fabrication|tool(ing)?) ?shop\b/g, '$1 production'],
  [
    /(?<!\bproduct )\b(production |packing |assembly )?line (lead(er)?|captain)\b|\bchef(fe)? d'equipe (montage|production|fabrication|atelier|conditionnement|ligne)\b|\bteam lead(er)? (assembly|production|packing|manufacturing|montage)\b|\bmeister(in)? (montage|lackiererei|presswerk|schweisserei|karosseriebau|endmontage)\b|\b(jef[ea]|lider) de linea\b|\blider de (linha|producao|montagem)\b|\blijnleider\b/g,
    'production team lead',
  ],
  [
    /\b(assembly (line )?(worker|operative|operator|technician|associate)|assembler|production (worker|associate|operative|helper|assistant)|factory (worker|operative|hand)|(food )?(production|processing|packing) operative|packer|packing operator)\b|\b(montagemitarbeiter(in)?|montagehelfer(in)?|mitarbeiter(in)? (montage|produktion|fertigung|endmontage)|produktionsmitarbeiter(in)?|produktionshelfer(in)?|bandarbeiter(in)?|fertigungsmitarbeiter(in)?|maschinen- und anlagenfuhrer(in)?|fachkraft fur lebensmitteltechnik|verpacker(in)?)\b|\boperat(eur|rice) (de |d')?(ligne|montage|fabrication|conditionnement|production)( d'assemblage)?\b|\bagent(e)? de (fabrication|production|conditionnement)\b|\bouvri(er|ere) (de production|d'usine|specialise(e)?|d'assemblage)\b|\bmonteur-assembleur\b|\boperari[oa] de (linea( de montaje)?|montaje|envasado|fabrica|planta|produccion|almacen de produccion)\b(?! (potabilizadora|depuradora|edar|etap))|\bmontador(a)?( de linea| de producao)?$|\boperador(a)? de (linha( de montagem)?|producao|empacotamento|maquinas de producao)\b|\bauxiliar de (producao|produccion)\b|\b(lijnoperator|inpakker|assemblagemedewerker|operator (productie|assemblage|inpak))\b/g,
    'production operative',
  ],
  [
    /\b(process operator|process technician|chemical (process )?(technician|operator)|chemikant(in)?|anlagenfahrer(in)?|produktionsfachkraft chemie|pharmakant(in)?|conducteur d'installations?|operat(eur|rice) (de )?(fabrication|process|procede)s?( chimi\w*)?|operador(a)? de (planta( quimica)?|procesos?|processos?)( quimicos?)?|procesoperator|operator (chemie|proces))\b(?!.*\b(offshore|oil|gas|water|wastewater|potabilizadora|depuradora|edar|etap|eta|etar|agua|aguas)\b)/g,
    'process operative',
  ],
  [
    /\b(welder|welder fabricator|fabricator welder|metal fabricator|sheet metal worker|schweisser(in)?|industrieschlosser(in)?|schlosser(in)?|metallbauer(in)?|soudeu(r|se)|chaudronni(er|ere)|soldador(a)?|calderer[oa]|caldeireir[oa]|serralheir[oa]|lasser|constructiebankwerker|plaatwerker|metaalbewerker)\b/g,
    'production welder',
  ],
  [
    /\b(butcher|boner|baker|bakery operative|metzger(in)?|fleischer(in)?|backerin|backermeister(in)?|boucher(e)?|boulang(er|ere)|carnicer[oa]|panader[oa]|acougueir[oa]|padeir[oa]|slager|bakker)\b/g,
    'food production operative',
  ],
  [
    /\bfood technologist\b|\blebensmitteltechnolog(e|in)\b|\btechnologue (alimentaire|agroalimentaire)\b|\btecnolog[oa] (de alimentos|alimentari[oa])\b|\blevensmiddelentechnolog\w*\b/g,
    'food quality technologist',
  ],
  [/\bsupplier quality (engineer|manager|specialist)\b/g, 'supplier quality specialist'],
  [/\b(mechanical|electrical|product) design engineer\b|\bkonstrukteur(in)?\b/g, 'mechanical engineer'],
  [
    /\b(stock|inventory) (controller|control clerk|clerk|analyst)\b|\bresponsable des stocks\b|\bgestionnaire de stocks?\b|\b(controlador(a)?|analista|tecnic[oa]) de (inventario|estoque|stock)s?\b|\bvoorraadbeheerder\b|\blagerbestandsfuhrer\b/g,
    'inventory clerk',
  ],
  // ---- hospitals and care ----------------------------------------------------------------------------------------------------
  [/\b(coordenador(a)?|supervisor(a)?|gerente) de enfermagem\b/g, 'ward manager'],
  [/\b(teamleider|leidinggevende) (verpleging|zorg|verpleegafdeling)\b/g, 'ward manager'],
  [/\b(\w+)verpleegkundige\b/g, '$1 verpleegkundige'],
  [/\bmedisch specialist\b|\barts[- ]assistent\b|\bbasisarts\b|\bspecialist ouderengeneeskunde\b/g, 'physician'],
  [
    /\b(chef(fe)? de service|jef[ea] de servicio|jef[ea] de seccion|chefe de servico|direct(eur|rice) du departement|afdelingshoofd) (de |du |d')?(cardiolog\w*|pneumolog\w*|oncolog\w*|pediatri\w*|radiolog\w*|anest\w*|chirurgi\w*|cirugia|cirurgia|neurolog\w*|gastro\w*|urolog\w*|psychiatri\w*|psiquiatri\w*|geriatri\w*|dermato\w*|ophtalmolog\w*|oftalmolog\w*|gyneco\w*|ginecolog\w*|obstetri\w*|orthopedi\w*|traumatolog\w*|urgences|urgencias|urgencia|emergencias|medecine interne|medicina interna|nefrolog\w*|nephrolog\w*|endocrinolog\w*|reanimation|hematolog\w*|reumatolog\w*|rhumatolog\w*)\b/g,
    'head physician',
  ],
  // Session 37: a care home's "Person in Charge" (its registered manager) and a Dutch care location's "Locatiemanager".
  [/^(registered manager|person in charge)\b|\blocatiemanager\b(?=.*\b(zorg|wonen|verpleeg\w*|woonzorg\w*)\b)/g, 'care home manager'],
  [/\bheimleit(er|erin|ung)\b|\beinrichtungsleit(er|erin|ung) (altenheim|pflegeheim|seniorenheim)\b/g, 'care home manager'],
  [
    /\baide a domicile\b|\bauxiliaire de vie( sociale)?\b|\bauxiliar de ayuda a domicilio\b|\bgerocultor(a)?\b|\bcuidador(a)? (de idosos|de ancianos|domiciliari[oa])\b|\bbegeleider (gehandicaptenzorg|wonen|dagbesteding)\b|\bhelpende( zorg( en welzijn)?)?\b|\balltagsbegleiter(in)?\b|\bbetreuungskraft\b/g,
    'care worker',
  ],
  [/\beducat(eur|rice) specialise(e)?\b|\beducador(a)? social\b|\bsozialpadagog(e|in)\b/g, 'social worker'],
  // ---- schools and universities -------------------------------------------------------------------------------------------------
  [/\b(\w+)lehrer(in)?\b/g, '$1 lehrer$2'],
  [
    /\bhead of (maths|mathematics|english|history|geography|languages|modern languages|mfl|pe|physical education|computing|humanities|science|sciences|year \d+|key stage \d|ks\d|sixth form|faculty)\b/g,
    'head of academic department',
  ],
  [/\bsenco\b|\bsendco\b|\bsen coordinator\b|\bspecial educational needs coordinator\b/g, 'teacher special needs coordinator'],
  [/\bschool business manager\b|\bbursar\b/g, 'school office manager'],
  [/\bcoordenador(a)? de curso\b|\bcoordinador(a)? (de curso|de ciclo)\b/g, 'head of academic department'],
  // The head of studies leads teaching across the school, beside the head's deputies (session 37).
  [
    /\bjef[ea] de estudios\b|\bcoordenador(a)? pedagogic[oa]\b|\bcoordinador(a)? pedagogic[oa]\b|\bdirector of studies\b|\bstudienleiter(in)?\b/g,
    'deputy head of school',
  ],
  [/\bschoolleider\b|\blocatiedirecteur (basisschool|school)\b|\badjunct-?directeur (basisschool|school)\b/g, 'head teacher'],
  [/\bstudiendekan(in)?\b|\bprodekan(in)?\b|\bdecaan\b|\bvicedecano\b|\bvice-?doyen(ne)?\b/g, 'dean'],
  [/\bprofessor(in)? fur \w+( \w+)?\b|\bprofesseure? de \w+\b/g, 'professor'],
  // ---- councils and government ------------------------------------------------------------------------------------------------
  [/\bhead of (policy|strategy and policy|policy and strategy)\b/g, 'head of public policy'],
  [/\banalista de politicas publicas\b|\banalista de politicas\b/g, 'public policy officer'],
  [
    /\bbuilding control (surveyor|officer|inspector)\b|\bbuilding inspector\b|\bbauaufseher(in)?\b|\bbaukontrolleur(in)?\b|\bbouwinspecteur\b|\btoezichthouder bouw\b/g,
    'public inspection officer',
  ],
  [
    /\b(sachbearbeiter(in)?|mitarbeiter(in)?) (\w+amt|burgeramt|ordnungsamt|bauamt|sozialamt|jugendamt|standesamt)\b|\b(servidor(a)?|funcionari[oa]) public[oa]\b|\bfuncionari[oa] (de carrera|municipal)\b|\b(attache|redacteur|adjoint administratif) territorial\b|\bagent(e)? territorial\b|\btecnic[oa] de administracion general\b|\bgemeenteambtenaar\b|\bambtenaar\b/g,
    'public administration officer',
  ],
  [
    /^amtsleiter(in)?$|\b(amtsleiter(in)?|leiter(in)?) (\w+amt|burgeramt|ordnungsamt|bauamt|sozialamt|jugendamt|standesamt)\b/g,
    'head of public administration',
  ],
  [
    /\b(jef[ea] de servicio|afdelingshoofd|head of service) (de )?(urbanismo|ruimtelijke ordening|planning|vergunningen|licencias|obras publicas|servicios sociales|burgerzaken)\b/g,
    'head of public administration',
  ],
  [/\bdirect(eur|rice) general(e)? des services\b|\bgemeentesecretaris\b|\balgemeen directeur gemeente\b/g, 'chief executive'],
  // ---- construction -----------------------------------------------------------------------------------------------------------
  [
    /\bproject manager \(?(construction|building|civils|groundworks)\)?|\b(construction|building) project manager\b|\bprojektleiter(in)? (bau|hochbau|tiefbau)\b/g,
    'site manager',
  ],
  [/\bchef(fe)? d'equipe (maconnerie|gros oeuvre|btp|chantier|charpente|couverture)\b|\bencargad[oa] de obras?\b/g, 'foreman'],
  [
    /\b(carpenter|joiner|roofer|scaffolder|plasterer|drylining operative|groundworker|steel fixer|painter and decorator|zimmer(er|mann|in)|dachdecker(in)?|geruestbauer(in)?|gerustbauer(in)?|trockenbauer(in)?|stuckateur(in)?|betonbauer(in)?|charpentier|couvreur|plaquiste|coffreur|echafaudeur|carpinter[oa]|encofrador(a)?|ferrallista|yesero|carpinteiro|pintor de obras?|steigerbouwer|dakdekker|stukadoor|betonvlechter|bekister)\b/g,
    'construction tradesperson',
  ],
  // ---- property -----------------------------------------------------------------------------------------------------------------
  [/\b(block|estate|residential property) manager\b(?!.*\b(software|it|data)\b)/g, 'property manager'],
  [/\b(haus|objekt|weg|miet|immobilien)verwalter(in)?\b|\bweg-verwalter(in)?\b|\bverwalter(in)? (weg|miet\w*|immobilien)\b/g, 'property manager'],
  [
    /\b(gestionnaire (de )?)?syndic( de copropriete)?\b|\bsindic[oa]( profissional)?\b|\bbeheerder (vve|vastgoed|woningen)\b|\bvve-beheerder\b|\bgestor(a)? de (fincas|patrimonio inmobiliario|condominios?)\b/g,
    'property manager',
  ],
  [/^conserje$|\bconserje de (finca|comunidad|edificio|colegio|escuela)\b/g, 'caretaker'],
  // ---- retail ------------------------------------------------------------------------------------------------------------------
  [
    /^verkaufer(in)?$|\bverkaufer(in)? (im )?(einzelhandel|filiale|baeckerei|backerei|markt)\b|\bdependient[ae]\b|\b(vendedor(a)?|atendente|assistente) de loja\b|\bbalconista\b|\b(winkelmedewerker|winkelassistent|verkoopster)\b|\bretail (store )?(advisor|adviser|associate|colleague)\b|\bstore advisor\b/g,
    'store assistant',
  ],
  // ---- banks and insurers --------------------------------------------------------------------------------------------------------
  [/\brisk manager\b/g, 'risk management manager'],
  [/^bankkauf(mann|frau)$/g, 'personal banker'],
  [/\bfilialdirektor(in)?\b/g, 'branch manager'],
  [
    /(?<!\bfinance (and|&) )\b(insurance (broker|agent|sales agent|advisor|adviser)|versicherungs(vertreter|makler|kaufmann|kauffrau|berater|fachmann|fachfrau)(in)?|courti(er|ere) (en |d')?assurances?|agent(e)? general(e)? d'assurances?|conseill(er|ere) en assurances?|corredor(a)? de seguros|mediador(a)? de seguros|agente de seguros|corretor(a)? de seguros|(verzekerings|assurantie)adviseur)\b/g,
    'insurance sales agent',
  ],
  // ---- telecom and power networks -------------------------------------------------------------------------------------------
  [
    /\b(servicetechniker(in)?|monteur(in)?|techniker(in)?) (glasfaser|ftth|telekommunikation)\b|\btechnicien(ne)? (fibre( optique)?|d'intervention telecoms?|telecoms?|raccordement)\b|\b(tecnic[oa]|instalador(a)?) de (fibra( optica)?|telecomunicaciones|telecomunicacoes|redes de telecomunica\w+)\b|\btecnic[oa] de campo telecom\b|\b(glasvezel|telecom)monteur\b/g,
    'fibre technician',
  ],
  [
    /\bmeter (reader|technician|installer|operative)\b|\bsmart meter (engineer|installer|technician)\b|\blinework(er|man)\b|\btechnicien(ne)? (reseau electrique|reseaux electriques|de reseaux? de distribution)\b|\btecnic[oa] de redes electricas\b|\beletricista de (distribuicao|redes|linha viva)\b|\bzahler(monteur|ableser)(in)?\b/g,
    'grid field technician',
  ],
  [/\belectrical engineer \(?(distribution|transmission|networks?|grid)\)?/g, 'grid connection engineer'],
  // ---- oil & gas -----------------------------------------------------------------------------------------------------------
  // ---- warehouses --------------------------------------------------------------------------------------------------------------
  [/^picker$|\b(order|warehouse) picker\b|\bcarretiller[oa]\b|\bconferente( de (carga|armazem|logistica))?\b|\bmozo de almacen\b/g, 'warehouse operative'],
  // ---- newsrooms and photographers -------------------------------------------------------------------------------------------
  [/\bvolontar(in)?\b(?!.*\b(freiwillig\w*|sozial\w*)\b)/g, 'junior journalist'],
  [/\bchef redactie\b|\bhoofd redactie\b/g, 'managing editor'],
  [/\b(photographer|fotograf(in)?|photographe|fotograf[oa]|fotografo)\b/g, 'photographer creative'],
  // ---- law and accounting firms ---------------------------------------------------------------------------------------------
  [/\bbarrister\b|\badvocaat\b/g, 'lawyer'],
  [/\btax advis(e|o)r\b/g, 'tax consultant'],
  [/\bwirtschaftsprufer(in)?\b|\bbedrijfsrevisor\b/g, 'auditor'],
  [/\baccountant-administrateur\b|\badministratief medewerker boekhouding\b/g, 'accountant'],
  // ---- NGOs, pharma, staffing ------------------------------------------------------------------------------------------------
  [/\bcharge(e)? de projets? (humanitaires?|de solidarite|de cooperation)\b|\btecnic[oa] de proyectos de cooperacion\b/g, 'programme officer'],
  [/\bprojectmedewerker\b/g, 'project coordinator'],
  [
    /\b(pharmareferent(in)?|pharmaberater(in)?|visiteu(r|se) medical(e)?|delegad[oa] de visita medica|delegad[oa] medic[oa]|visitador(a)? medic[oa]|propagandista( farmaceutic[oa])?|representante farmaceutic[oa]|artsenbezoeker|medisch vertegenwoordiger|(pharmaceutical|medical) sales rep(resentative)?)\b/g,
    'field sales representative',
  ],
  [/\bmonitor(a)? clinic[oa]\b|\bmonitor(a)? de ensayos clinicos\b|\bklinische?(r)? monitor(in)?\b/g, 'clinical research associate'],
  [
    /\bbranch manager \(?(recruitment|staffing|temporary staffing)\)?|\bresponsable d'agence (interim|emploi|de travail temporaire)\b|\b(niederlassungsleiter(in)?|filialleiter(in)?) (personaldienstleistung|zeitarbeit)\b|\bvestigingsmanager uitzend\w*\b/g,
    'recruitment manager',
  ],
  [/\bresourcer\b|\bpersonalberater(in)?\b|\bconsultant(e)? en recrutement\b/g, 'recruiter'],
  // ---- hotels and restaurants -------------------------------------------------------------------------------------------------
  [
    /^(hotel )?(receptionist|receptionniste|recepcionista|rececionista|receptioniste)$|\b(receptionniste|recepcionista|receptioniste) (d'hotel|de hotel|hotel)\b/g,
    'front desk agent',
  ],
  [
    /\b(housekeeping|rooms division) (supervisor|team leader)\b|^(gouvernante|governanta)( d'etage| de andares)?$|\bsubgobernanta\b/g,
    'housekeeping supervisor',
  ],
  // A Spanish "gobernanta" runs the hotel's housekeeping (lexicon-service.ts reads the persona's the same way).
  [/^gobernanta( general)?$/g, 'executive housekeeper'],
  // Its head of floors ("Jefe / Jefa de Pisos", "Chefe de Andares") runs the housekeeping as well.
  [/\b(jef[ea]|chefe) de (pisos|andares)\b/g, 'executive housekeeper'],
  [/\bgerente geral (de |do )?hotel\b|\bdirect(or|ora) geral (de |do )?hotel\b/g, 'hotel general manager'],
  [
    /^servicekraft$|\bservicekraft (gastronomie|restaurant)\b|\bservicemitarbeiter(in)? (gastronomie|restaurant)\b|\bbediening(smedewerker)?\b|\bserveerster\b|\bkelner\b/g,
    'waiter',
  ],
  [/\bbedrijfsleider (horeca|restaurant|cafe)\b/g, 'restaurant manager'],
  // ---- the sweep's second round: the next most common titles of each sector ---------------------------------------------------
  // Hospitals: porters, ward clerks and medical secretaries, theatre and radiography staff, therapists.
  [/\b(hospital|healthcare|patient) porter\b|\bbrancardier(e)?\b|\bcelador(a)?\b|\bmaqueiro\b|\bpatientenbegleiter(in)?\b/g, 'healthcare porter service'],
  [
    /\bward clerk\b|\bsecretaire medicale\b|\bmedizinische(r)? schreibkraft\b|\bsecretari[oa] (medic[oa]|clinic[oa])\b|\bmedisch secretaresse\b|\bdoktersassistent(e)?\b|\bpoliklinie-?assistent(e)?\b/g,
    'medical secretary',
  ],
  [
    /\boperationstechnische(r)? assistent(in)?\b|\bota\b(?= |$)|\boperatieassistent(e)?\b|\banesthesiemedewerker\b|\binstrumentista\b|\btecnic[oa] de (quirofano|bloco operatorio)\b/g,
    'theatre nurse',
  ],
  [
    /\bmanipulat(eur|rice) (en )?(electro)?radiologie\b|\btecnic[oa] (superior )?(en |de )?(radiodiagnostico|radiologia|rayos)\b|\bmedizinisch-technische(r)? radiologieassistent(in)?\b|\bmtra\b|\bmedisch beeldvormings\w*\b|\blaborant (radiologie|beeldvorming)\b/g,
    'radiographer',
  ],
  [/\bkinesitherapeute\b|\bmasseur-kinesitherapeute\b|\bfysiotherapeut\b|\bfisioterapeuta\b/g, 'physiotherapist'],
  [/\b(ziekenhuis)?apotheker\b|\bziekenhuisapotheker\b/g, 'pharmacist'],
  // Universities and schools: lecturers by the hour, readers, early years, special needs, counsellors, assistants.
  [/\blehrbeauftragte(r)?\b|\blector$|\blector (hbo|hogeschool)\b|\bdocent (hbo|mbo|wo|universiteit|hogeschool)\b/g, 'lecturer'],
  [
    /\bstudent (adviser|advisor|services adviser|services advisor|support officer)\b|\bstudienberater(in)?\b|\bstudentendecaan\b|\bstudieadviseur\b/g,
    'school office administrator',
  ],
  [/\brector(a)? (de la|da) universidad(e)?\b|(?<!\bpro[- ]?)\breitor(a)?\b(?! (de )?(escola|colegio))/g, 'chief executive university'],
  [/\bpro-?reitor(a)?\b|\bvicerrector(a)?\b/g, 'dean'],
  // (session 39: "Lab Operations Manager", "Chef de laboratoire", "Jefa de Laboratorio", "Hoofd lab" outside quality control)
  [
    /\b(lab(oratory)?|labor)( operations)? manager\b(?!.*\b(qc|quality|qualitat)\b)|\bdirect(eur|rice) de laboratoire\b|\blaborleiter(in)?\b|\bchef(fe)? de laboratoire\b(?!.*\b(qc|cq|controle|qualite)\b)|\bjef[ea] de laboratorio\b(?!.*\b(control|calidad)\b)|\bhoofd (lab|laboratorium)\b(?!.*\b(qc|kwaliteit)\b)/g,
    'research group leader',
  ],
  [
    /\berzieher(in)?\b|\bkinderpfleger(in)?\b|\beducat(eur|rice) de jeunes enfants\b|\bauxiliaire de puericulture\b|\beducador(a)? infantil\b|\btecnic[oa] (superior )?(en |de )?educacion infantil\b|\bpedagogisch medewerker\b|\bpedagogisch professional\b|\bonderwijsassistent\b|\bklassenassistent\b|\blearning support assistant\b|\bteaching assistant\b/g,
    'teaching assistant',
  ],
  [
    /\bsonderpadagog(e|in)\b|\bforderschullehrer(in)?\b|\bintern begeleider\b|\bremedial teacher\b|\bprofesor(a)? de (pedagogia terapeutica|educacion especial)\b/g,
    'special needs teacher',
  ],
  [
    /\b(orientador(a)?|counsel?l?or) (escolar|educacional|educativ[oa])\b|\bschool counsel?l?or\b|\bconseill(er|ere) principal(e)? d'education\b|\bcpe\b|\bschoolmaatschappelijk werker\b|\bdecaan (vo|school)\b/g,
    'teacher pastoral support',
  ],
  [
    /\bkita-?leitung\b|\bkitaleiter(in)?\b|\bleiter(in)? (der )?kita\b|\bdirect(rice|eur) de creche\b|\bdirector(a)? de (escuela infantil|guarderia)\b|\blocatiemanager kinderopvang\b/g,
    'head teacher',
  ],
  // Retail: the deputy of a store leads a team under its manager; clerks, checkouts, the shop floor.
  [
    /\bstellvertretende(r)? (filialleit(er|erin|ung)|marktleit(er|erin|ung))\b|\bassistent(e)?[- ]filiaal(manager|leider)\b|\badjoint(e)? (de )?(direction|directeur|directrice) (de )?magasin\b|\bsub-?direct(or|ora) de tienda\b|\bsubgerente de (loja|tienda)\b|\bteamleider winkel\b/g,
    'assistant store manager',
  ],
  [
    /\beinzelhandelskauf(mann|frau)\b|\bverkaufer(in)? im einzelhandel\b|\bemploye(e)? commercial(e)?( en magasin)?\b|\bemploye(e)? libre-service\b|\bshop floor (assistant|colleague)\b|\bcheckout (operator|assistant)\b|\bfiscal de caixa\b|\bauxiliar de (loja|tienda|caja)\b|\bwinkelbediende\b/g,
    'store assistant',
  ],
  // Factory trades: toolmakers, turners and millers, methods technicians.
  [
    /\b(toolmaker|tool maker|machinist|turner|miller|werkzeugmechaniker(in)?|werkzeugmacher(in)?|dreher(in)?|frase?r(in)?|zerspaner(in)?|tourneur(-fraiseur)?|fraiseur|outilleur|tornero|fresador(a)?|matricer[oa]|ferramenteir[oa]|torneir[oa] mecanic[oa]|fresador(a)?|gereedschapmaker|draaier|frezer|verspaner)\b/g,
    'production welder',
  ],
  [
    /\btechnicien(ne)? (des )?methodes\b|\bagent(e)? des methodes\b|\btecnic[oa] de (metodos|procesos)\b|\bwerkvoorbereider productie\b|\bprozesstechniker(in)?\b|\bmethods engineer\b/g,
    'manufacturing engineer',
  ],
  [
    /\bmeewerkend voorman (productie|fabriek|assemblage|inpak\w*)\b|\bteamleider (productie|assemblage|inpak\w*|fabriek)\b|\bbakery supervisor\b/g,
    'production team lead',
  ],
  // Warehouses: dock and dispatch staff, order pickers, loaders.
  [
    /\bagent(e)? de quai\b|\bpreparador(a)? de pedidos\b|\bseparador(a)?( de mercadorias| de pedidos)?\b|\bajudante de (carga|armazem|deposito)( e descarga)?\b|\bauxiliar de (armazem|almacen|deposito)\b|\bexpeditiemedewerker\b|\borderverzamelaar\b|\bgoods in (operative|assistant)\b/g,
    'warehouse operative',
  ],
  // Construction: plumbers, heavy plant, crane operators, labourers.
  [
    /\b(plumber|plumbing and heating engineer|installateur sanitaire|plombier(-chauffagiste)?|fontaner[oa]|encanador(a)?|canalizador|loodgieter)\b(?! (de )?(redes?|reseaux?))/g,
    'construction tradesperson',
  ],
  [
    /\b(excavator|digger|dumper|telehandler|roller) (operator|driver)\b|\bplant operator \(?(excavator|dumper|telehandler|roller)\)?|\bbaggerfahrer(in)?\b|\bbaumaschinenfuhrer(in)?\b|\bconducteur d'engins\b|\bgrutier\b|\bgruista\b(?! (sts|de portico|portuari[oa]|de (la )?terminal|de muelle))|\bmaquinista de obra\b|\boperador(a)? de (retroescavadeira|escavadeira|maquinas pesadas)\b|\bmachinist grondverzet\b|\bgrondwerker\b/g,
    'construction tradesperson',
  ],
  [
    /\bman(oe|\u0153)uvre( btp| batiment)?\b|\bpeon de (obra|construccion|albanil)\b|\bservente de obras?\b|\bhilfsarbeiter(in)? bau\b|\bbauhelfer(in)?\b|\bbouwvakker\b/g,
    'construction labourer',
  ],
  // Hotels and restaurants: reservations, dishwashers, junior cooks, chefs de partie in Portuguese.
  [/^night manager$|\bnight manager \(?hotel\)?/g, 'duty manager'],
  [/\breservations? (agent|coordinator|clerk)\b|\bagent(e)? de reservation\b|\bagente de reservas\b|\breserveringsmedewerker\b/g, 'hotel reservations agent'],
  [
    /\b(dishwasher|pot washer|kitchen steward|spuler(in)?|plongeu(r|se)|friegaplatos|lavaplatos|lava-loucas|copeir[oa]|afwasser|afwashulp)\b/g,
    'kitchen porter',
  ],
  [
    /\bjungkoch\b|\bjungkochin\b|\bchefe de partida\b|\bcozinheir[oa]\b|\bzelfstandig werkend kok\b|\bkeukenhulp\b|\bhulpkok\b|\bkuchenhilfe\b|\bayudante de cocina\b/g,
    'cook',
  ],
  [/\bemploye(e)? polyvalent(e)? (de )?restauration\b|\bcrew member \(?(restaurant|fast food)\)?|\bbedieningsmedewerker\b/g, 'waiter'],
  // Banks: wealth advisers, clients' advisers.
  [
    /\bconseill(er|ere) en gestion de patrimoine\b|\bconseill(er|ere) (en )?patrimonial\b|\bklantadviseur (bank|particulieren|zakelijk)\b|\bwealth (adviser|advisor|manager)\b/g,
    'personal banker',
  ],
  [/\b(analista|tecnic[oa]) de prevencion de blanqueo\b|\banalista de pld\b|\bpld ?\/ ?ft\b/g, 'aml analyst'],
  // Telecom networks.
  [
    /\b(network planner|rf planner) \(?(telecom|mobile|radio|fibre)\)?|\b(mobile|radio|telecom|telecoms) network (planner|engineer)\b|\bingenier[oa] de redes moviles\b|\bengenheir[oa] de telecomunicacoes\b|\bingenier[oa] de telecomunicaciones\b|\bmonteur telecom\b|\btelecommonteur\b/g,
    'telecom network engineer',
  ],
  // Media: camera operators, radio announcers (video editors are post-production's: verticals-media.ts).
  [/\bcinegrafista\b|\bcamarografo\b|\bcamerografo\b/g, 'camera operator'],
  [/\blocutor(a)? (de radio|radiofonic[oa])\b|\blocutor(a)?$|\banimat(eur|rice) radio\b/g, 'radio presenter'],
  // Law and notaries.
  [/^notaire$|\bnotaire associe\b|^notario$|^notar(in)?$|^notaris$/g, 'notary'],
  [/\bclerc de notaire\b|\bnotarfachangestellte(r)?\b|\boficial de notaria\b|\bnotarieel medewerker\b/g, 'legal secretary'],
  // Councils and public administration.
  [
    /\bverwaltungsfachangestellte(r)?\b|\bverwaltungsangestellte(r)? (der |im )?(stadt|gemeinde|kreis\w*)\b|\bmedewerker (burgerzaken|publiekszaken)\b|\bagent(e)? administrati(f|ve) (territorial|de la fonction publique|de mairie)\b|\badministrative officer \(?council\)?/g,
    'public administration officer',
  ],
  [
    /\b(stadt|raum|regional)planer(in)?\b|\burban(ista)?\b planner|\burban planner\b|\btown planner\b|\burbanist(e|a)?\b|\bstedenbouwkundige\b|\bplanologe?\b/g,
    'planning officer',
  ],
  [/\bchef de bureau\b(?=.*\b(mairie|prefecture|administration|service)\b)/g, 'head of public administration'],
  // Pharma: medical advisers, clinical project leads, production technicians.
  [/\bmedical (advisor|adviser)\b|\bconseill(er|ere) medical\b|\basesor medico\b/g, 'medical affairs specialist'],
  [/\bchef(fe)? de projets? (clinique|etudes cliniques)\b|\bclinical trial (manager|lead)\b/g, 'clinical project manager'],
  [
    /\btechnicien(ne)? de production (pharmaceutique|pharma)\b|\btecnic[oa] de (produccion|producao) farmaceutic[oa]\b|\boperator (farmaceutische )?productie\b/g,
    'process operative',
  ],
  [/\banalista de (controle|control) de (qualidade|calidad)\b/g, 'quality control laboratory analyst'],
  // Airlines.
  [/\bload (controller|control officer)\b|\bagent(e)? de centrage\b|\bweight and balance\b/g, 'flight dispatcher'],
  [/\bsobrecargo\b|\bchef(fe)? de cabine( principal)?\b/g, 'purser'],
  [/\bvliegtuig(onderhouds)?(technicus|monteur)\b/g, 'aircraft mechanic'],
  // Facility services: handymen, building technicians, general facility staff.
  [
    /\b(handyman|handyperson|odd job (man|person)|haustechniker(in)?|hauswart(in)?|agent(e)? (polyvalent(e)? )?d'entretien (polyvalent|batiment|des batiments)|technicien(ne)? de maintenance (batiment|des batiments)|tecnic[oa] de mantenimiento (de edificios|de instalaciones)|gebouwbeheerder|huismeester|porteir[oa](?! (noturn[oa]|de hotel|hotel)))\b|\bagent(e)? polyvalent(e)?( d'entretien)?\b/g,
    'caretaker',
  ],
  [/\bfacilitair medewerker\b/g, 'caretaker'],
  // Farms: greenhouses, vineyards, growers.
  [
    /\b(greenhouse|nursery|glasshouse|vineyard|orchard) (worker|operative|assistant|hand)\b|\bwinzer(in)?\b|\bviticult(eur|rice|urist)\b|\bouvri(er|ere) viticole\b|\bgartner(in)? \(?(gartenbau|zierpflanzenbau|gemusebau)\)?|\btrabajador(a)? de invernadero\b|\bviticultor(a)?\b|\btuinder\b|\bkas(medewerker|werker)\b|\bteler\b/g,
    'farm worker',
  ],
  // Session 38: a grower's packhouse is its production ("Packhouse Manager", "Packhouse Operative", "Inpakmedewerker").
  [/\bpack ?house\b(?= (manager|supervisor|shift leader|team leader|operative|worker|assistant))/g, 'production'],
  [/\binpakmedewerker\b|\bmedewerker inpak\w*\b/g, 'production operative'],
  [/\bteeltmanager\b|\bvineyard manager\b|\bchef de culture viticole\b|\bgreenhouse manager\b/g, 'farm manager'],
  // Social care: home carers, residential support, special needs and elderly care.
  [
    /\bhome care (worker|assistant)\b|\bdomiciliary care (worker|assistant)\b|\bactivit(y|ies) coordinator\b(?=.*\b(care|home)\b)|^activities coordinator$|\bheilerziehungspfleger(in)?\b|\baide medico-psychologique\b|\baccompagnant(e)? educatif et social\b|\bauxiliar de geriatria\b|\btecnic[oa] (auxiliar )?de apoio (domiciliario|a idosos)\b|\bajudante de lar\b|\b(persoonlijk|woon|ambulant) ?begeleider\b|\bmoniteur(-| )educateur\b/g,
    'care worker',
  ],
  [/\bdeputy (care home )?manager \(?care home\)?|\bdeputy manager \(?(care|nursing) home\)?/g, 'care home manager'],
  // Staffing.
  [/\bpersonalvermittler(in)?\b|\bconsultor(a)? de ett\b|\bconsultor(a)? de (empresa de )?trabajo temporal\b/g, 'recruiter'],
  // Session 54: a fishing fleet's crews ("Pescador", "Marinheiro-Pescador", "Mestre de Pesca", "Arrais de Pesca", "Motorista
  // Marítimo", "marin-pêcheur", "patrón de pesca", "visser").
  [
    /\b(mestre|arrais|patr(ao|on|ona)|capitan|capitao) de pesca\b|\bpatron(ne)? pecheur\b|\bfishing (skipper|vessel master)\b|\bschipper (visserij|kotter)\b/g,
    'fishing crew team leader',
  ],
  [/\b(motorista|maquinista|mecanico) (maritimo|naval|de bordo)\b|\bmecanicien (de bord|marine)\b|\bfishing vessel engineer\b/g, 'fishing crew worker'],
  [
    /\b(marinheiro-? ?)?pescador(a|es|as)?\b|\bmarin(e)?s?-? ?pecheu(r|se)s?\b|\bpecheu(r|se)s?\b|\bfisherm[ae]n\b|\bdeckhand\b|\bvisser\b/g,
    'fishing crew worker',
  ],
  // Session 54: a grower's crop leads and farm managers ("Encargada de Invernadero", "Teeltleider", "Head Grower", "Jefe de
  // Finca", "Bedrijfsleider kwekerij") and its crop technicians ("Vineyard Technician", "IPM Technician", "Técnico de
  // Producción Integrada").
  [
    /\bencargad[oa] (de|del) (invernadero|finca|campo|cultivo)s?\b|\bencarregad[oa] (de|do|da) (campo|estufa|cultivo|fazenda)\b|\bteeltleider\b|\bteeltco(o)?rdinator\b|\bvoorman (kas|teelt)\b|\bhead grower\b|\bcapataz agricola\b/g,
    'farm team leader',
  ],
  [/\bjef[ea] de finca\b|\bgerente (do|de|da) (campo|finca|fazenda)( experimental)?\b|\bbedrijfsleider (kwekerij|teelt)\b/g, 'farm manager'],
  [
    /\b(vineyard|viticulture|ipm|crop|crop protection) technician\b|\btecnic[oa] de (produccion integrada|control biologico)\b|\btechnicien(ne)? (viticole|vignoble|de vignoble)\b/g,
    'agronomist technician',
  ],
  // Session 54: a seed or feed maker's sales agronomists sell to farmers ("Technical Sales Agronomist", "Agronome commercial").
  [
    /\b(technical )?sales agronomist\b|\bagronome(s)? commercia(l|le|ux)\b|\bagronom[oa] comercial\b|\btechnical sales advis[oe]r\b/g,
    'technical sales representative',
  ],
  // Oil and gas.
  [/\boffshore installation manager\b|\boim\b(?= |$)/g, 'oilfield superintendent'],
];

/** Function and sub-area of the new long forms above: the first rows of the reader's FUNCTION table. */
export const FRONTLINE_FUNCTIONS: ReadonlyArray<readonly [RegExp, readonly [Fn, string]]> = [
  [/\bcleaning (team leader|manager|operative)\b/, ['operations', 'cleaning']],
  [/\bsecurity guarding (team leader|manager|officer)\b/, ['operations', 'guarding']],
  [/\bfarm (team leader|manager|worker)\b|\bfarming director\b/, ['trade', 'farming']],
  [/\bfishing crew\b/, ['trade', 'fishing']],
  [/\bground handling\b/, ['operations', 'ground_handling']],
  [/\bloss prevention\b/, ['operations', 'loss_prevention']],
  [/\b(production (team lead|operative|welder)|process operative|food production operative)\b/, ['manufacturing', 'production']],
  [/\b(food quality technologist|supplier quality specialist)\b/, ['operations', 'quality_floor']],
  [/\binventory clerk\b/, ['operations', 'inventory']],
  [/\bpublic administration\b/, ['public_service', 'administration']],
  [/\bconstruction tradesperson\b/, ['trade', 'building_trades']],
  [/\bschool office manager\b/, ['operations', 'school_office']],
  [/\bphotographer creative\b/, ['creative', 'photography']],
  [/\bhealthcare porter service\b/, ['operations', 'porters']],
];

/** The contract's areas of the sub-areas above (they win over the generic area rules of their function). */
export const FRONTLINE_AREA_OF_SUB: Readonly<Record<string, AreaKey>> = {
  'operations.cleaning': 'cleaning',
  'operations.guarding': 'guarding',
  'trade.farming': 'farming',
  'trade.fishing': 'fishing',
  'operations.ground_handling': 'ground_handling',
  'operations.loss_prevention': 'loss_prevention',
  'operations.quality_floor': 'quality',
  'operations.inventory': 'logistics',
  'public_service.administration': 'public_service',
  'trade.building_trades': 'construction',
  'operations.school_office': 'office',
  'creative.photography': 'creative',
  'operations.porters': 'facilities',
};

/**
 * Second areas: a bare "Security Officer" guards a site at a security firm and keeps information security at a software
 * company; the title alone cannot tell, so it is read as both (a qualified one, "Information Security Officer", is IT's).
 */
export const FRONTLINE_EXTRA_AREAS: ReadonlyArray<readonly [Fn, RegExp, AreaKey[]]> = [
  ['operations', /\bsecurity officer\b(?=.*\bsecurity guarding officer\b)/, ['security']],
];

/** Rungs of the sectors' titles ([pattern, [tier, level]]) when their generic words misread them. */
export const FRONTLINE_RUNGS: ReadonlyArray<readonly [RegExp, readonly [Tier, Level]]> = [
  [/\b(cleaning|security guarding|farm|ground handling) team leader\b|\bproduction team lead\b|\bhousekeeping supervisor\b/, ['manager', 'team_lead']],
  [/\b(cleaning|security guarding|farm) manager\b/, ['manager', 'manager']],
  [/\bhead of public administration\b/, ['head', 'head']],
];
