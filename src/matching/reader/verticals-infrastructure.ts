// The title reader's vocabulary of infrastructure and regulated-sector employers (DATA), in English, German, French,
// Spanish, Portuguese and Dutch: energy and water utilities (grid engineering, field crews, control rooms), telecom
// network operators, car dealer groups (aftersales, car sales, F&I), property managers and developers, architecture and
// engineering practices, pharma and biotech (clinical operations, medical affairs, GxP quality, regulatory affairs), online marketplaces (category management, trust & safety, seller success).
// Each table is spliced into the reader's own at one place:
// - INFRA_PHRASES (title-normalise.ts, before the other verticals' phrases): the sectors' titles in the reader's long forms
//   ("Netzmeister" and "Ploegleider" lead a grid crew, "Leitwarte" is a grid control room, "Werkstattmeister" is a workshop
//   foreman, "Gestionnaire de biens" a property manager, "Fiscal de obra" a site manager, "ARC" a clinical research associate);
// - INFRA_FUNCTIONS (title-functions.ts, first rows of FUNCTION): the function and sub-area of those long forms, before the
//   generic words they contain (a grid, RF or structural engineer is no software engineer; a GMP QA specialist
//   tests no software; a marketplace category manager buys nothing for the company);
// - INFRA_AREA_OF_SUB (person.ts): the contract's areas of those sub-areas, which win over the generic area rules ("Facility
//   Manager" is facilities, not the office; "Category Manager" at a marketplace is category management, not procurement);
// - INFRA_RUNGS (title.ts): the rung of titles whose generic words misread it (a workshop foreman and a grid crew leader lead
//   a team, a control room's shift manager manages it, a project architect is a senior architect, an associate architect a
//   senior manager, a QP heads quality);
// - INFRA_KINDS (title.ts): kinds of title a persona names apart inside an area (service advisors, mechanics and the parts
//   counter in aftersales, F&I in car sales, consumer sales consultants who sell cars or new homes, BIM and drafting in
//   architecture).
import type { AreaKey, Level } from '../criteria.js';
import type { Fn, Tier } from '../taxonomy.js';

/** Long forms of the sectors' titles (applied to a normalised title, in order, before the other verticals' phrases). */
export const INFRA_PHRASES: ReadonlyArray<readonly [RegExp, string]> = [
  // ---- utilities: grid field crews, control rooms, grid engineering --------------------------------------------------
  [
    /\b(rohr)?netzmeister(in)?( \w+)?\b|\bmeister(in)? (netzbau|leitungsbau|kabelbau|netzbetrieb|netze|netz)\b|\bfield crew (supervisor|lead(er)?)\b|\bnetwork fore(man|woman)\b|\bcrew lead(er)?\b|\bchef(fe)? d'equipe reseaux?\b|\bchef(fe)? de chantier reseaux?\b|\bcapataz de redes\b|\b(jef[ea]|encargad[oa]) de brigada\b|\bencarregad[oa] de turma\b|\bploegleider\b|\buitvoerder (netwerken|netten|elektra|gas|water)\b/g,
    'grid crew team leader',
  ],
  // Session 33: a utility's crews and control centres as the Iberian and American utilities name them ("Line Foreman",
  // "Chefe de Brigada", "Eletricista de Redes", "Journeyman Lineworker", "Despachante de Rede", "Network Controller", the
  // "Centro de Condução" and its supervisors, a power station's operators).
  [/\bline fore(man|woman)\b|\bchefe de brigada\b/g, 'grid crew team leader'],
  [/\beletricista de redes\b|\b(journeyman )?lineworker\b/g, 'grid field technician'],
  [
    /\bsupervisor(a)? (do |de )?centro de conducao\b|\bsystem operations supervisor\b|\bshift supervisor,? dispatch\b|\b(gerente|responsavel) (do |de )?centro de conducao\b/g,
    'grid control room supervisor',
  ],
  [
    /\bdespachante de redes?\b|\bnetwork controller\b|\boperador(a)? (do |de )?centro de conducao\b|\bpower (plant|station) operator\b|\boperador(a)? de central\b/g,
    'grid control room operator',
  ],
  // A telecom network's field work said by its radio or fibre words ("FTTH Field Technician", "5G Field Engineer").
  [/\b(ftth|fttx|fttp|fib(re|er)|fibra|glasfaser|5g|4g|lte|telecom|telco) field (technician|engineer|installer)s?\b/g, 'telecom field technician'],
  [
    /(?<!telecom )\b(field|meter|metering|water network|line) (technician|worker)s?\b|\blinem[ae]n\b|\bnetzmonteur(in)?\b|\bmonteur(s)? reseaux?\b|\btechnicien(ne)? (d'intervention|compteurs?)(?! fibre)\b|\btecnic[oa] de campo\b|\bliniero\b|\boperari[oa] de redes\b|\beletricista de rede\b|\b(storings|meter)?monteur (elektra|gas|water|netten)\b|\bstoringsmonteur\b|\bmeteropnemer\b/g,
    'grid field technician',
  ],
  [
    /\bcontrol room (shift manager|supervisor|manager)\b|\bschichtleiter(in)? (netz)?leitstelle\b|\bchef de quart\b|\bjef[ea] de turno del centro de control\b|\bsupervisor(a)? de turno do cor\b|\bteamleider meldkamer\b|\bdienstdoend bedrijfsvoerder\b/g,
    'grid control room supervisor',
  ],
  [
    /\bcontrol room (operator|engineer)\b|\bnetwork control engineer\b|\bschaltingenieur(in)?( \w+)?\b|\b(mitarbeiter(in)? )?netzleitstelle\b|\bleitwart\w*\b|\boperat(eur|rice) de conduite\b|\bdispatcheu(r|se) reseaux?\b|\boperador(a)? (de|do) centro de (control|controle|operacao)\b|\bmeldkamer ?operator\b|\bbedrijfsvoerder\w*\b/g,
    'grid control room operator',
  ],
  [
    /\bhead of grid( operations)?\b|\bleiter(in)? netzbetrieb(?! mobilfunk)\b|\bbereichsleiter(in)? netze\b|\bresponsable exploitation reseaux?\b|\bjef[ea] de explotacion de red\b|\bgerente de operacao da rede\b|\bhoofd netbeheer\b|\bmanager netbedrijf\b/g,
    'head of grid',
  ],
  // Session 41: a fibre network's planners and designers ("FTTH Designer", "Projetista FTTH", "Netzplaner FTTx", "Glasfaserplaner").
  [
    /\b(ftth|fttx|fttp|fttb|glasfaser|fib(re|er)|fibra( optica)?|glasvezel)[ -]?(designer|planner|planer(in)?|netzplaner(in)?|projetista|proyectista|ontwerper|network designer)s?\b|\b(netzplaner(in)?|planer(in)?|projetista|proyectista|disenador(a)?|planner|designer|ontwerper|engenheir[oa] de planeamento|ingenier[oa] de diseno) (ftth|fttx|fttp|fttb|glasfaser|fibra( optica)?|fib(re|er)|glasvezel)\b/g,
    'telecom network engineer',
  ],
  [
    /\b(grid|protection|network planning|distribution network|asset) engineer\b|\bnetwork engineer \(?(hv|mv|lv|ehv)\b\)?|\bnetzingen(i|e)eur(in)?\b|\bnetzplaner(in)?\b|\bingenieur(in)? schutztechnik\b|\bingenieur(e)? (reseau electrique|etudes reseaux?)\b|\bingenier[oa] de (red electrica|planificacion de red)\b|\bengenheir[oa] de (planeamento de )?rede( eletrica)?\b|\bnetwerkingenieur\b|\bnetontwerper\b|\bassetingenieur\b/g,
    'grid engineer',
  ],
  // ---- telecom networks: NOC, RF / core / transmission engineering, fibre field work, the head of network ------------
  [
    /\bhead of (access |core |mobile |radio )?network( operations)?\b|\bleiter(in)? netzbetrieb mobilfunk\b|\bdirect(eur|rice) reseaux?\b|\bjef[ea] de red\b|\bgerente de operaciones de red\b|\bhead de rede\b|\bgerente de rede\b|\bhoofd netwerk ?operaties\b/g,
    'head of telecom network',
  ],
  [
    /\bnetwork operations cent(er|re)\b|\bnoc\b|\bsuperviseu(r|se) reseaux?\b|\bingenier[oa] de monitoreo\b|\btecnic[oa] de monitoreo( de red)?\b|\btecnic[oa] de monitoramento( de rede)?\b|\bnetwork monitoring (technician|engineer|analyst)\b|\btechnicien(ne)? de supervision reseaux?\b/g,
    'noc',
  ],
  [
    /\b(rf|ran|core network|transmission|radio network|microwave) (engineer|planner|specialist)\b|\brf-engineer\b|\bfunknetzplaner(in)?\b|\bingenieur(e)? (radio|reseaux? telecom\w*)\b|\bingenier[oa] (rf|de transmision)\b|\bengenheir[oa] de rf\b|\bespecialista core\b|\bingenier[oa] de red\b(?! electrica)|\bengenheir[oa] de redes\b|\bingenieur(e)? reseau\b(?! electrique)|\b(ip ?\/ ?mpls|mpls|ip[- ]backbone|transmission planning|radio planning|rf planning) (engineer|planner|architect)\b|\bengenheir[oa] de (core|backbone|planejamento de rede|transmissao|radio)\b|\bingenier[oa] de (radio|diseno de sitios|core|backbone|transmision)\b/g,
    'telecom network engineer',
  ],
  [
    /\b(ftth|fttx|fttp|fib(re|er)|fibra( optica)?|glasfaser) (field )?(installer|technician|engineer|splicer)s?\b|\bglasfaser(monteur|techniker)(in)?\b|\b(field|splicing) technician (ftth|fttx|fttp|fib(re|er))\b|\btechnicien(ne)? d'intervention fibre\b|\btechnicien(ne)? terrain\b|\btecnic[oa] instalador(a)? ftth\b|\binstalador(a)? de fibra\b|\bglasvezelmonteur\b|\bingenier[oa] de campo\b|\bbuitendienstmonteur\b|\bservicetechniker(in)? aussendienst\b/g,
    'telecom field technician',
  ],
  // ---- car dealer groups: aftersales, car sales, F&I ----------------------------------------------------------------
  [
    /\b(aftersales|after-sales|after sales)[- ]?(manager|leiter(in)?)\b|\bleiter(in)? (aftersales|after-sales)\b|\bserviceleiter(in)?\b|\bresponsable (du )?(service )?apres-vente\b|\bjef[ea] de (posventa|postventa)\b|\bgerente de pos-? ?venda\b|\baftersalesmanager\b/g,
    'head of aftersales',
  ],
  [
    /\bworkshop (foreman|forewoman|controller|supervisor)\b|\bwerkstattmeister(in)?\b|\bwerkstattleiter(in)?\b|\bkfz-? ?meister(in)?\b|\bchef(fe)? d'atelier\b|\bjef[ea] de taller\b|\bchefe de oficina\b|\bwerkplaatschef\b/g,
    'aftersales workshop foreman',
  ],
  [
    /(?<!customer )\bservice (advisor|adviser|receptionist)\b|\bserviceberater(in)?\b|\bkundendienstberater(in)?\b|\bconseill(er|ere) service apres-vente\b|\breceptionnaire (d')?atelier\b|\basesor(a)? de servicio\b|\brecepcionista de taller\b|\bserviceadviseur\b|\bwerkplaatsreceptionist\w*\b/g,
    'aftersales service advisor',
  ],
  [
    /\bparts manager\b|\bleiter(in)? (teiledienst|teile)( \S+)*\b|\bteiledienstleiter(in)?\b|\bresponsable pieces\b|\bjef[ea] de recambios\b|\bgerente de pecas\b|\bmagazijnchef onderdelen\b/g,
    'aftersales parts manager',
  ],
  [
    /\bparts (advisor|adviser|counter( assistant)?|assistant|specialist)\b|\blagerist(in)? teiledienst\b|\bteileverkaufer(in)?\b|\bmagasinier-? ?vendeur pieces\b|\brecambista\b|\bvendedor(a)? de pecas\b|\bonderdelenverkoper\b/g,
    'aftersales parts counter',
  ],
  [
    /\b(master|automotive|car|motor vehicle) (technician|mechanic)\b|\bkfz-? ?mechatroniker(in)?\b|\bkarosseriebauer(in)?\b|^mecanicien(ne)?( automobile)?$|\btechnicien(ne)? automobile\b|^mecanic[oa]$|\bmecanic[oa] (automotriz|automotivo|de automoviles|de coches|de autos)\b|\btecnic[oa] (de automocion|automotivo)\b|\bautotechnicus\b|^mechanic$/g,
    'aftersales mechanic',
  ],
  [
    /\bbusiness manager \(?f&i\)?|\bfinance (&|and) insurance (manager|executive|advisor|adviser|specialist|consultant)\b|\bsales (&|and) finance (manager|executive)\b|\bf&i(-? ?(manager|adviseur|advisor))?\b|\bfinanzierungs- und leasingberater(in)?\b|\bcharge(e)? de financement automobile\b|\bgestor(a)? de financiacion\b/g,
    'f&i specialist',
  ],
  [
    /\b(used car|new car|car|new homes) sales (consultant|executive)\b|\bsales executive \(?new cars\)?|\bsales negotiator\b|\bsales progressor\b|\bverkaufsberater(in)?\b|\bverkoopadviseur( nieuwbouw)?\b|\bimmobilienberater(in)? \(?vertrieb\)?|\bconseill(er|ere) commercial(e)? immobilier( neuf)?\b|\bcomercial inmobiliari[oa]\b|\bcorret(or|ora) de imoveis\b|^corret(or|ora)$|\bautomobilverkaufer(in)?\b|\bverkaufer(in)? (gebrauchtwagen|neuwagen)\b|\bvendeu(r|se) (vo|vn)\b|\bconseill(er|ere) commercial(e)? automobile\b|\bvendedor(a)? de (vehiculos|veiculos|coches|carros)\b|\bautoverkoper\b|(?<!\blettings? )\b(estate|property|real estate) (agent|negotiator|sales agent)\b|\brealtor\b|\bnegociat(eur|rice)( immobilier| en immobilier)?\b|\bconseill(er|ere) (en )?immobilier\b|\bagent(e)? (commercial(e)? )?(en )?immobilier\b|\b(immobilien)?makler(in)?\b(?! (gewerbe|versicherung))|\b(asesor(a)?|agente|consultor(a)?) (inmobiliari[oa]|imobiliari[oa])\b|\b(vastgoed|woning|aankoop|verkoop)?makelaar\b/g,
    'consumer sales consultant',
  ],
  // ---- property management and development -------------------------------------------------------------------------
  // Homeowners' associations and the administration of let buildings are property management in every language, at the rung
  // their rung word gives: the field's name ("Jefa de Administración de Fincas", "Gerente de Gestión de Comunidades",
  // "Directora de Administração Condominial", "Leiterin Hausverwaltung", "Responsable gestion de copropriété", "Hoofd
  // VvE-beheer") is property management; its practitioners ("Gestora de Comunidades de Propietarios", "Administrador de
  // Fincas Colegiado", "Gestor Condominial", "VvE-manager", "HOA
  // Manager", "Community Association Manager") are property managers, its clerks ("Oficial Administrativo de Fincas",
  // "Auxiliar Administrativa de Comunidades") property administrators.
  [
    /\b(administracion|gestion) de (fincas|comunidades|comunidades de propietarios)\b|\b(administracao|gestao) (de condominios|condominial)\b|\bgestion (de (la )?)?coproprietes?\b|\b(haus|weg-?|miet|immobilien)verwaltung\b|\bvve-? ?beheer\b|\b(hoa|community association) management\b/g,
    'property management',
  ],
  [
    /\b(oficial|auxiliar|tecnic[oa]) administrativ[oa] (de |en )?(fincas|comunidades|property management)\b|\badministrativ[oa] de (fincas|comunidades)\b|\bassistente (administrativ[oa] )?de condominios?\b/g,
    'property administrator',
  ],
  [
    /\b(gest(or|ora)|administrador(a)?) de comunidades( de propietarios)?\b|\badministrador(a)? de fincas colegiad[oa]\b|\bgest(or|ora) condominial\b|\b(hoa|community association|vve)-? ?manager\b/g,
    'property manager',
  ],
  [
    /\bhead of property management\b|\bleiter(in)? property management\b|\bresponsable de la gestion locative\b|\bresponsable de gestion patrimonial\b|\bgerente de administracao predial\b|\bhoofd vastgoedbeheer\b/g,
    'head of property management',
  ],
  [
    /\b(residential |portfolio |commercial )?property manager\b|\bobjekt(betreuer|manager|verwalter)(in)?\b|\bimmobilienverwalter(in)?\b|\bweg-? ?verwalter(in)?\b|\bgestionnaire (de biens|de copropriete|locati\w*)\b|\badministrador(a)? de (fincas|condominios)\b|\bgest(or|ora) de (inmuebles|imoveis)\b|\bvastgoedbeheerder\b/g,
    'property manager',
  ],
  [
    /\bleasing (consultant|agent|associate)\b|\blettings? (negotiator|agent)\b|\bvermietungs(manager|berater)(in)?\b|\bcharge(e)? de location\b|\bconseill(er|ere) location\b|\bagente de alquileres\b|\bgest(or|ora) de arrendamientos\b|\bconsultor(a)? de locacao\b|\bverhuurmakelaar\b|\bmedewerker verhuur\b/g,
    'leasing consultant',
  ],
  [
    /\bhead of asset management\b|\bresponsable asset management\b|\bgerente de gestao de ativos\b|\bhoofd asset ?management\b/g,
    'head of real estate asset management',
  ],
  [
    /\b(real estate )?asset manager(in)?( immobilier)?\b(?! it\b)|\bportfolio ?manager(in)? (\(?real estate\)?|immobilien|vastgoed)|\bportefeuille ?manager vastgoed\b|\bgest(or|ora) de ativos imobiliarios\b|\bassetmanager\b/g,
    'real estate asset manager',
  ],
  [
    // An "Office & Facilities Manager" runs the office (it stays the office's).
    /(?<!office ?(&|and|\/) ?)\bfacilit(y|ies) (manager|coordinator)\b|\bbuilding manager\b|\btechnische[rn]? objektleiter(in)?\b|\bresponsable (des )?services generaux\b|\b(jef[ea]|responsable|gerente) de servicios generales\b|\b(gerente|coordenador(a)?|gestor(a)?) de servicos gerais\b|\bgest(or|ora) de facilities\b|\bfacilitair manager\b/g,
    'facility manager',
  ],
  [
    /\bcaretaker\b|\bbuilding superintendent\b|\bhaus(meister|wart)(in)?\b|\bgardien(ne)? d'immeuble\b|\bportero de fincas\b|^porteir[oa]$|\bzelador(a)?\b|\bhuismeester\b/g,
    'facilities caretaker',
  ],
  [
    /\bprojektentwickler(in)?\b|\bdeveloppeu(r|se) foncier\b|\bresponsable de (programmes immobiliers|promociones)\b|\btecnic[oa] de suelo\b|\bgerente de incorporacao\b|\bprojectontwikkelaar\b|\bacquisiteur grond\b|\bacquisitions manager\b/g,
    'real estate developer',
  ],
  // Building sites of developers and architects: site managers, site engineers, site architects.
  [
    /\bconstruction project manager\b|\bdirect(eur|rice) de travaux\b|\bcoordenador(a)? de obras\b|\bprojectleider bouw\b|\bdirector(a)? de (ejecucion|obra)\b|\bsite architect\b|\bconstruction phase lead\b|\barchitecte charge(e)? du suivi de chantier\b|\bresponsable suivi de chantier\b|\barquitect[oa] de obra\b|\barquitet[oa] de obra\b|\bfiscal de obras?\b|\bdirectievoerder\b|\btoezichthouder bouw\b/g,
    'site manager',
  ],
  [
    /\bassistant site manager\b|\bbauleiter(in)? assistenz\b|\bconduct(eur|rice) de travaux adjoint(e)?\b|\bayudante de jefe de obra\b|\bassistent-? ?uitvoerder\b|\bresident engineer\b|\bengenheir[oa] residente\b|\bingenieur(e)? travaux\b|\bingenier[oa] de obra\b|\btecnic[oa] em edificacoes\b/g,
    'site engineer',
  ],
  // ---- architecture and engineering practices -------------------------------------------------------------------------
  [
    /\bbim[- ]?(coordinator|coordinat(eur|rice)|coordinador(a)?|coordenador(a)?|koordinator(in)?|coordinator|technician|tecnic[oa]|modell?er|modelleur|modellierer(in)?|modelador(a)?|projeteur)\b|\b(coordinat(eur|rice)|coordinador(a)?|coordenador(a)?|projeteur|tecnic[oa]|modelador(a)?) bim\b|\brevit coordinator\b|\bbim-? ?co[o]?rdinator\b/g,
    'bim coordinator',
  ],
  [/\bbim-? ?manager\b|\bgerente bim\b|\bdigital (delivery|construction) manager\b/g, 'bim manager'],
  // Session 60: land and site surveyors ("Topógrafo", "Géomètre-topographe", "Vermesserin", "Agrimensor", "Landmeter",
  // "Engineering Surveyor"), apart from quantity, building and chartered surveyors.
  [
    /\b(land|site|engineering|setting[- ]out|setting-out|survey) surveyor\b|\b(ingenier[oa] tecnic[oa] en |tecnic[oa] (en|de) |ingeniero en |engenheir[oa] )?topograf(o|a|ia)\b|\btopograaf\b|\bgeometre(-? ?(topographe|expert))?\b|\btopographe\b|\bvermess(er|erin|ungstechniker|ungstechnikerin|ungsingenieur|ungsingenieurin)\b|\bagrimensor(a)?\b|\blandmeter\b/g,
    'land surveyor',
  ],
  // Dutch engineering offices (session 24), read as their English equivalents: a "Hoofdconstructeur" is the lead structural
  // engineer, a "Constructeur beton", "Constructief ontwerper", "Adviseur constructies" or "Senior constructeur" a structural
  // engineer, a "Werktuigbouwkundig constructeur" a mechanical engineer, a "Tekenaar-constructeur" or "Bouwkundig
  // tekenaar" a CAD drafter, a "Bouwkundig ontwerper" an architectural designer (as the English "Structural Designer" and
  // "Architectural Designer").
  [/\bhoofdconstructeur\b/g, 'lead structural engineer'],
  [/\b(werktuigbouwkundig(e)?|mechanisch(e)?) constructeur\b|\bconstructeur (werktuigbouw|machinebouw|mechanica)\b/g, 'mechanical engineer'],
  [/\btekenaar-? ?constructeur\b|\bbouwkundig(e)? tekenaar\b|\btekenaar (bouwkunde|constructies|bouw)\b/g, 'cad drafter'],
  [
    /\bconstructeur (bouw|bouwkunde|beton\w*|staal\w*|hout\w*|utiliteitsbouw|woningbouw|constructies|gww|civiel\w*)\b|\bconstructie(f|ve) (ontwerper|adviseur|ingenieur)\b|\badviseur (constructies|constructief|constructieve veiligheid)\b|\bstructural designer\b/g,
    'structural engineer',
  ],
  [/^(senior|medior|junior|sr|jr) constructeur$/g, '$1 structural engineer'],
  [/\bbouwkundig(e)? ontwerper\b/g, 'architectural designer'],
  [
    /\bcad[- ]?(technician|tekenaar)\b|\barchitectural technologist\b|\bdraughts(person|man|woman)\b|\bbauzeichner(in)?\b|\btechnische[rn]? zeichner(in)?\b|\btechnische[rn]? produktdesigner(in)?\b|\bdessinat(eur|rice)(-? ?projeteu(r|se))?\b|\bdelineante( proyectista)?\b|\bdesenhista( projetista)?\b|\bdesenhador(a)?( projetista)?\b|\bcadista\b|\btekenaar\b/g,
    'cad drafter',
  ],
  [
    /\b(structural|mep|building services) engineer\b|\btragwerksplaner(in)?\b|\bstatiker(in)?\b|\btga-? ?ingenieur(in)?\b|\bingenieur(in)? (der )?tga\b|\bpru?fingenieur(in)?\b|\bingenieur(e)? (structures?|fluides)\b|\bingenier[oa] de (estructuras|instalaciones)\b|\bengenheir[oa] (estrutural|de instalacoes)\b|^constructeur$|\binstallatieadviseur\b/g,
    'structural engineer',
  ],
  [/\bassociate architect\b/g, 'associate architect'],
  [
    /\bproje(c|k)t-? ?archite(c|k)t(in)?\b|\barchitecte chef de projet\b|\barquitect[oa] de proyecto\b|\barquitet[oa] de projeto\b|\barchitekt(in)? \(?projektleitung\)?/g,
    'project architect',
  ],
  // ---- pharma and biotech: clinical operations, medical affairs, GxP quality, regulatory affairs, lab R&D ----------------
  [
    /\bvp,? clinical operations\b|\b(senior |associate )?director,? clinical operations\b|\bhead of clinical (operations|affairs)\b|\bvice president,? clinical operations\b|\bleiter(in)? klinische forschung\b|\bdirect(eur|rice) des operations cliniques\b|\bdirector(a)? de operaciones clinicas\b|\bdiretor(a)? de operacoes clinicas\b/g,
    'director of clinical operations',
  ],
  [
    /\bclinical (trial|project|study) manager\b|\bstudy manager\b|\bchef(fe)? de projet (etudes|essais) cliniques\b|\bgerente de estudos clinicos\b|\bgest(or|ora) de (ensaios|estudos|projetos) clinicos\b|\bgerente de (ensayos|estudios|proyectos) clinicos\b|\bclinical (operations|affairs) (lead|manager)\b|\bklinisch projectleider\b/g,
    'clinical trial manager',
  ],
  [
    /\bclinical research associate\b|\bclinical monitor\b|\bcra( i{1,3}| [123])?\b|\bklinische[rn]? monitor(in)?\b|\bklinisch monitor\b|\bstudy nurse\b|\battache(e)? de recherche clinique\b|^arc\b|\barc moniteur\b|\bmonitor(a)? de (ensayos|ensaios|estudos|pesquisa) clinic(os|a)\b|\bclinical trial (assistant|associate|coordinator)\b|\btecnic[oa] de (ensaios|estudos) clinicos\b|\btecnic[oa] de (ensayos|estudios) clinicos\b|\bklinisch onderzoeksmedewerker\b/g,
    'clinical research associate',
  ],
  [
    /\bmedical science liaison( manager)?\b|\bmsl\b|\bresponsable scientifique regional\b|\bgerente cientifico regional\b|\bdirector,? medical affairs\b/g,
    'medical science liaison',
  ],
  // The qualified person who releases batches (a kind of its own, verticals-industry.ts INDUSTRY_KINDS), at the head of GxP quality.
  [
    /\bqualified person\b|^qp\b|\bqp\b(?=,? (batch|release|certification|for|eu)\b)|\bsachkundige person\b|\bpharmacien(ne)? (responsable|delegue|deleguee)\b|\bresponsavel tecnic[oa]\b/g,
    'head of gxp quality qp',
  ],
  [
    /\bqc[- ]?(analyst|analytiker(in)?|analist|microbiologist|chemist)\b|\bchemielaborant(in)? qc\b|\bqc\b|\bquality control (chemist|microbiologist|analyst)\b/g,
    'gxp quality control analyst',
  ],
  [
    /\bqa[- ]?(specialist|officer|associate|referent(in)?)\b(?=.*\b(gmp|gxp|gdp|glp)\b)|\bqa[- ]?(officer|referent(in)?)\b|\bresponsable aq\b|\b(gmp|gxp) (qa|quality)\b/g,
    'gxp quality assurance specialist',
  ],
  [
    /\bregulatory affairs\b|\bra (associate|specialist|manager|officer)\b|\breferent(in)? zulassung\b|\bleiter(in)? zulassung\b|\baffaires reglementaires\b|\basuntos regulatorios\b|\bassuntos regulatorios\b|\btecnic[oa] de registros\b|\bjef[ea] de registros\b/g,
    'regulatory affairs',
  ],
  // ---- online marketplaces: category management, trust & safety, seller success ------------------------------------
  [/\bhead (of|de) categor(y|ies|ia)\b|\bhoofd categorie ?management\b/g, 'head of category management'],
  [/\bcategoriemanager\b|\bcategory managerin\b|\bwarengruppen-? ?manager(in)?\b|\bresponsable (de )?categorie\b/g, 'category manager'],
  [
    /\bcategory (assistant|analyst|specialist|coordinator)\b|\bassistente de categoria\b|\bcategoriespecialist\b|\bassistant category manager\b/g,
    'category management assistant',
  ],
  [/\btrust (&|and) safety\b|\bt&s\b/g, 'trust and safety'],
  [/\bcontent[- ]?moderat(or|orin|eur|rice)\b|\bmodera(dor|dora|teur|trice) de conte(nido|udo|nu)s?\b/g, 'trust and safety content reviewer'],
  [/\b(seller|merchant|vendor) (success|onboarding|support)\b|\bsucces vendeurs\b|\bsucesso do vendedor\b|\bverkopersondersteuning\b/g, 'seller success'],
];

/** Function and sub-area of the long forms above: the first rows of the reader's FUNCTION table. */
export const INFRA_FUNCTIONS: ReadonlyArray<readonly [RegExp, readonly [Fn, string]]> = [
  [/\b(grid crew team leader|grid field technician)\b/, ['trade', 'grid_field']],
  [/\bgrid control room (operator|supervisor)\b/, ['operations', 'grid_control']],
  [/\b(head of grid|grid engineer)\b/, ['engineering', 'grid']],
  [/\btelecom field technician\b/, ['trade', 'telecom_field']],
  [/\b(head of telecom network|noc|telecom network engineer)\b/, ['engineering', 'telecom']],
  // "RF Optimisation Engineer", "RAN Planner", "5G Field Technician": the radio and fibre words say a telecom network.
  [
    /\b(rf|ran|5g|4g|lte|ftth|fttx|radio access|core network|microwave)\b.*\b(engineer|planner|specialist|technician|analyst|installer|optimi[sz]\w*)\b/,
    ['engineering', 'telecom'],
  ],
  [/\b(head of aftersales|aftersales \w+( \w+)?)\b/, ['trade', 'aftersales']],
  [/\b(consumer sales consultant|f&i specialist)\b/, ['sales', 'sales']],
  // "Director of Property Management" (not the software of the trade: "Property Management Software Sales"), "Property Administrator".
  [
    /\b(head of property management|property manager|leasing consultant|(leasing|lettings?) manager|property administrat\w*)\b|\bproperty management\b(?! (software|systems?|platform|saas|solutions?)\b)/,
    ['operations', 'property'],
  ],
  [/\breal estate asset manage\w*\b/, ['finance', 'asset']],
  [/\b(facility manager|facilities caretaker)\b/, ['operations', 'facilities']],
  [/\breal estate developer\b/, ['operations', 'development']],
  [/\bstructural engineer\b/, ['engineering', 'building']],
  // A building architect: the word alone or after a rung or a practice's qualifier (a software, solutions, cloud, data,
  // security or IT architect is engineering or presales).
  [
    /^(?:(?:senior|sr|junior|jr|lead|principal|associate|project|design|landscape|licensed|registered|chartered|partner|graduate|part (?:i|ii|iii))\s+)*(?:architect(?:e|s)?|(?:landschafts|projekt)?architekt(?:in)?|arquitect[oa]|arquitet[oa]|architectuur|architectural (?:assistant|designer)|bim coordinator|bim manager|cad drafter|associate architect|project architect)\b(?! (?:de |of |for |d')?(?:software|solu\w*|sistemas|systems?|datos|dados|donnees|cloud|ti|it|si|logiciel|integra\w*|seguridad|seguranca|securite|security|redes|reseaux?)\b)/,
    ['professional_service', 'architecture'],
  ],
  [/\b(director of clinical operations|clinical trial manager|clinical research associate)\b/, ['health', 'clinical_ops']],
  [/\bmedical science liaison\b/, ['health', 'medical']],
  [/\b(head of gxp quality|gxp quality \w+( \w+)?)\b/, ['operations', 'quality']],
  [/\bregulatory affairs\b/, ['health', 'regulatory']],
  [/\btrust and safety\b/, ['operations', 'trust_safety']],
  [/\bseller success\b/, ['support', 'seller_success']],
];

/** The contract's areas of the sub-areas above (they win over the generic area rules of their function). */
export const INFRA_AREA_OF_SUB: Readonly<Record<string, AreaKey>> = {
  'trade.grid_field': 'grid_field',
  'operations.grid_control': 'grid_control',
  'engineering.grid': 'grid_engineering',
  'engineering.telecom': 'telecom_network',
  'trade.telecom_field': 'telecom_field',
  'trade.aftersales': 'aftersales',
  'operations.property': 'property_management',
  'finance.asset': 'asset_management',
  'operations.facilities': 'facilities',
  'operations.development': 'property_development',
  'engineering.building': 'building_engineering',
  'professional_service.architecture': 'architecture',
  'health.clinical_ops': 'clinical_operations',
  'health.regulatory': 'regulatory_affairs',
  'operations.trust_safety': 'trust_safety',
  'support.seller_success': 'seller_success',
};

/**
 * A category manager buys for the company's procurement at a manufacturer and runs a category's range and sellers at a
 * marketplace or a retailer; the title does not say which, so it has both areas (one with purchasing words is procurement only).
 */
export const INFRA_EXTRA_AREAS: ReadonlyArray<readonly [Fn, RegExp, AreaKey[]]> = [
  [
    'operations',
    /^(?!.*\b(procurement|purchas\w*|buyer|einkauf\w*|inkoop|achats?|compras?|sourcing|indirect|direct spend)\b).*\bcategor(y|ie|ia|ies)\b/,
    ['category_management'],
  ],
];

/** Rungs of the sectors' titles ([pattern, [tier, level]]) when their generic words misread them. */
export const INFRA_RUNGS: ReadonlyArray<readonly [RegExp, readonly [Tier, Level]]> = [
  [/\b(grid crew team leader|aftersales workshop foreman)\b/, ['manager', 'team_lead']],
  [/\bgrid control room supervisor\b|\baftersales parts manager\b/, ['manager', 'manager']],
  [/\bassociate architect\b/, ['manager', 'senior_manager']],
  [/\bproject architect\b|\bmedical science liaison\b(?! manager)/, ['senior', 'senior']],
  [/\bhead of (gxp quality|aftersales)\b/, ['head', 'head']],
];

/** Kinds of title a persona names apart inside an area ("service advisors", "no mechanics", "keine F&I", "BIM coordinators"). */
export const INFRA_KINDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\baftersales service advisor\b/, 'service_advisor'],
  [/\baftersales mechanic\b/, 'mechanic'],
  // Session 59: any vehicle's mechanic or mechatronics fitter ("Nutzfahrzeug-Mechatroniker", "Busmechaniker", "Mecânico de
  // Frota", "Mécanicien PL"), a plant's industrial and machining mechanics and a ship's engineer officers ("Officier
  // mécanicien", "Chef mécanicien") not. (A title the long form rewrites, "Mechatroniker Schienenfahrzeuge" as rolling
  // stock's, does not reach this row.)
  [
    /(?<!(industrie|anlagen|zerspanungs|feinwerk|verfahrens|konstruktions|werkzeug|maschinen|prazisions|fein))(mechaniker(in)?|mechatroniker(in)?)\b|(?<!\b(officier|chef|cheffe|second|premier|ingenieur|oficial|jefe|primer|segundo) )\b(mechanics?|mecanic[oa]s?|mecanicien(ne)?s?)\b(?! (industrial|industriel\w*|de mantenimiento industrial|de manutencao industrial|engineer\w*))/,
    'mechanic',
  ],
  [/\baftersales parts counter\b/, 'parts_counter'],
  [/\bf&i specialist\b/, 'f_and_i'],
  [/\bconsumer sales consultant\b/, 'consumer_sales'],
  [/\bbim (coordinator|manager)\b/, 'bim'],
  [/\bcad drafter\b/, 'drafter'],
  [/\bland surveyor\b/, 'land_surveyor'],
  [
    /\b(ot|ics|scada|industrial) (cyber ?)?security\b|\bcybersecurite (industrielle|ot)\b|\b(ciber)?seguridad (ot|industrial)\b|\b(ciber)?seguranca (ot|industrial)\b/,
    'ot_security',
  ],
];

/** The kinds above, for the reader's list of kinds that stand whatever the rung. */
export const INFRA_KIND_KEYS: readonly string[] = [...new Set(INFRA_KINDS.map(([, k]) => k))];
