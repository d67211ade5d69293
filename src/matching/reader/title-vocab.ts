// The title reader's vocabulary of session 19 (DATA): titles of development sets 9 and 10 that read wrongly, written as
// the long forms the reader already knows, in English, German, French, Spanish, Portuguese and Dutch. Applied to a
// normalised title (lower case, no accents) before the reader's own phrases (title-normalise.ts expandTitle), so a row
// only needs to say what the title is ("Planificador de Demanda" is a supply chain planner), never how it is read.
// The persona side of the same words is compiler/lexicon-buyers.ts.

/** What a QA title's qualifier names when it is the quality of food, products or their making (title-vocab below). */
const QA_NOT_SOFTWARE =
  'food|food safety|haccp|gmp|hygiene|product quality|supplier|suppliers|manufacturing|production|plant|factory|packaging|' +
  'lebensmittel\\w*|produktion|fertigung|werk|lieferanten\\w*|alimentaire|alimentaria|alimentar|alimentos|usine|fabrication|fournisseurs?|' +
  'produccion|fabricacion|planta|fabrica|proveedores|producao|fabricacao|fornecedores|voedsel\\w*|productie|fabriek|leveranciers';

export const VOCAB_PHRASES: ReadonlyArray<readonly [RegExp, string]> = [
  // Working students are trainees: "Job étudiant", "Étudiant salarié", "Duale Studentin" (a dual-study trainee).
  [/\bjob etudiant(e)?\b|\betudiant(e)? salarie(e)?\b|\bduale?[rns]? student(in)?\b/g, 'working student'],
  // Demand, supply, production and material planning are supply chain planning: planners ("Bedarfsplaner", "Approvisionneur"
  // (who orders what the plan needs: not a buyer), "Materialdisponentin", "Planificatrice de production", "Analista de PCP", "Materiaalplanner", "Supply Chain Planer",
  // a bare "Planificador Senior"), and
  // a planning, S&OP or PCP department's managers ("Planning Manager", "Planungsleiter", "Responsable Planification",
  // "Jefe de Planificación", "Gerente de PCP", "Hoofd Planning"), unless the planning is of another kind (financial,
  // media, maintenance, workforce, transport, urban). A freight buyer ("Affréteur") charters transport.
  [/\baffreteu(r|se)\b/g, 'transport planner'],
  // Session 49: the coordinator or the manager of programmes in French, Spanish, Portuguese, German and Dutch ("Coordinateur de
  // programmes", "Responsable de programme", "Coordinadora de programas", "Programmkoordinatorin") runs programmes or projects:
  // no programmer ("programm…" is a developer's word). A property developer's "programme immobilier" is its own.
  [
    /\b(coordinat(eur|rice)|coordinador(a)?|coordenador(a)?) (de |des )?(programmes?|programas?)\b(?! immobili)|\bprogramm-? ?koordinator(in)?\b|\bprogramma-? ?coordinator\b/g,
    'programme coordinator',
  ],
  [/\b(responsable|gestionnaire) (de |des )?programmes?\b(?! immobili)|\bprogrammleiter(in)?\b|\bprogrammamanager\b/g, 'programme manager'],
  [
    /\b(demand|supply|s&op|production|material|materials|inventory|mrp|replenishment|stock|voorraad) planner\b|\b(replenishment|forecasting|demand planning) analyst\b|\bdemand forecaster\b|\bprevisionniste\b|\bvoorraadplanner\b|\bapprovisionneu(r|se)\b|\bmrp controller\b|\bmaster scheduler\b|\bplanificador(a)? de (la )?(demanda|produccion|materiales)\b|\bplanificat(eur|rice) (de (la )?)?(demande|production)\b|\bplanificat(eur|rice)$|\bplanejador(a)? de (demanda|producao|materiais|pcp)\b|\banalista de pcp\b|\bbedarfsplaner(in)?\b|\b(produktions|fertigungs|material)planer(in)?\b|\b(material|produktions)disponent(in)?\b|\bdisponent(in)? (materialwirtschaft|einkauf)\b|\b(vraag|productie|materiaal)planner\b|^planner$|\b(supply chain|demand|supply|inventory|bestands) ?planer(in)?\b|\bplanificador(a)? de (inventario|stock|existencias|aprovisionamiento)\b|\b(planificador(a)?|planejador(a)?)\b(?! (de|da|do|del)\b)/g,
    'supply chain planner',
  ],
  [
    /\b(?<!(financial|finance|media|network|maintenance|workforce|urban|town|transport|route|load|traffic|event|events|strategic|tax|estate|succession|capacity|resource|resources|project|programme|program|business|sales|account|comms|content|site|spatial|policy|retail|merchandise|store|shift|crew|rota|roster|staff|career|chain|demand|supply|production|financial planning and|marketing|brand|campaign) )(planning|s&op|pcp)(?= (manager|lead|leader|director|supervisor|team lead|head|coordinator)\b)|(?<=\b(manager|head of|director of|responsable|responsable de la|responsable du|jef[ea] de|gerente de|hoofd|leiter(in)?|leitung|teamleiter(in)?|coordenador(a)? de|coordinador(a)? de) )(planning|planification|planificacion|planejamento|planung|produktionsplanung|pcp|s&op|ordonnancement)\b(?! (financ\w*|de rotas|de escalas|rh|des equipes|de turnos|media|de medios))|\b(production planning|produktionsplanung|planification de (la )?production|planificacion de (la )?produccion|planejamento (e controle )?da producao|productieplanning)\b/g,
    'supply chain planning',
  ],
  [/\b(produktions)?planungsleiter(in)?\b/g, 'leiter supply chain planning'],
  // Analysts of the supply chain, logistics and operations work there, not in the analytics function.
  [
    /\b(supply chain|logistics?) analyst\b|\banalista de (logistica|cadena de suministro|supply chain|suprimentos)\b|\banalyste (logistique|supply chain)\b/g,
    'supply chain specialist',
  ],
  [/\banalista de (operaciones|operacoes)\b(?! (de vendas|de ventas|comerciai?s|comerciales))|\banalyste (des )?operations\b/g, 'operations specialist'],
  // Chiefs whose abbreviation is ambiguous, made clear by the title: "CSO (Vertrieb)" sells.
  [/\bcso (vertrieb|sales|ventas|vendas|ventes|commercial|verkoop)\b/g, 'chief sales officer'],
  // Whole-title abbreviations: a group product manager, the French managing director (directeur général).
  [/^gpm$|^gpm\b(?= (at|@|-))/g, 'group product manager'],
  [/^dg$/g, 'ceo'],
  // A "Technical Lead" without a discipline leads engineers.
  [/^(technical|tech) lead$/g, 'tech lead software engineering'],
  [/\b(head|director|vp|vice president) of programs\b/g, '$1 of program management'],
  // Creative and art directors in Portuguese and Spanish; product, UX and graphic designers as German compounds.
  [/\bdiret(or|ora) de criacao\b|\bdirect(or|ora) creativ[oa]\b/g, 'creative director'],
  [/\bdiret(or|ora) de arte\b|\bdirect(or|ora) de arte\b/g, 'art director'],
  [/\b(produkt|ux|ui|grafik|kommunikations)designer(in)?\b/g, '$1 designer'],
  [/\bmediengestalt(er|erin|ung)\b/g, 'graphic designer'],
  // Assistants of the management are office assistants, not the management.
  [
    /\bmanagementassistent(e)?\b|\bassistent(in)? (der|des) (gf|geschaftsleitung|geschaftsfuhrung|vorstands?)\b|\bassistente executiv[oa]\b|\bdirectiesecretaresse\b/g,
    'executive assistant',
  ],
  // An assistant or secretary to an executive is the assistant, not the executive ("PA to the Chief Executive", "EA to the
  // CEO", "Secretaria del Director General", "Assistente da Diretoria", "Secrétaire du maire", "Assistentin des Vorstands").
  [
    /\b(pa|ea|personal assistant|executive assistant|assistant|assistante|assistent|assistentin|assistente|asistente|secretary|secretaire|secretaria|secretario|sekretar|sekretarin|secretaresse)( to| for| of| del| de la| de l| du| de| da| do| der| des| van de| van het| van| von)( the| la| le| l| el| o| a)? (chief\w*|ceo|cfo|coo|cto|cio|md|managing director|director\w*|direct(eur|rice|or|ora|ion)\w*|diret(or|ora|oria|oria executiva)\w*|direccion|direcao|president\w*|presiden\w*|chair\w*|gf|geschaftsfuhr\w*|geschaftsleitung|vorstand\w*|gerente\w*|gerencia|directie|bestuur|burgemeester|alcalde\w*|maire|mayor|rector\w*|reitor\w*|superintendent|principal|head\w*|dean|decan[oa]|partner\w*|socio\w*|executive\w*)\b.*$/g,
    'executive assistant',
  ],
  // Back office and people words: Dutch bookkeeping, IT service desks, German "Fachinformatik", Dutch recruitment,
  // Brazilian "DP" (the personnel department), HR's workplace-happiness roles.
  [/\bboekhouding\b/g, 'accounting'],
  [/\bservicedesk\w*/g, 'it service desk'],
  // An in-house ERP team is IT ("SAP Analyst", "ERP Business Analyst", "Consultor SAP", "Consultant SAP interne",
  // "SAP-Inhouse-Berater", "ERP-Koordinatorin"), and so are first- and second-line support and the German "ISB"
  // (Informationssicherheitsbeauftragte/r, information security).
  // (A key user only uses it: IT, as before; the rest are its owners, read by title-tools.ts as the ERP systems' kind.)
  [/\b(sap|erp)[- ]?(inhouse[- ]?|in-house )?((fi\/?co|mm|sd|pp|basis|hcm|s\/?4 ?hana) )?key ?user\b/g, 'it erp specialist'],
  [
    /\b(sap|erp)[- ]?(inhouse[- ]?|in-house )?((fi\/?co|mm|sd|pp|basis|hcm|s\/?4 ?hana) )?(business analyst|analyst|berater(in)?|consultant|consultor(a)?|koordinator(in)?|coordinator|specialist|spezialist(in)?|key ?user|administrator|beheerder|analista|especialista)\b|\b(consultant(e)?|consultor(a)?|berater(in)?|analista|especialista) (sap|erp)\b( (interne?|inhouse|interno|interna))?/g,
    'erp specialist',
  ],
  [/\b(1st|first|2nd|second|3rd|third) line( it)? support\b/g, 'it service desk'],
  // A whole title "ISO" is the information security officer, as the German "ISB" is.
  [/^(isb|iso)$/g, 'information security officer'],
  [/\bfachinformati(k|ker|kerin)\b/g, 'it'],
  [/\bwerving (en |& )?selectie\b/g, 'recruitment'],
  [/\b(analista|assistente|auxiliar|coordenador(a)?|gerente|supervisor(a)?|lider|encarregad[oa]) de dp\b/g, '$1 de departamento pessoal'],
  [/\b(analista|assistente|auxiliar|coordenador(a)?|gerente|supervisor(a)?|lider|encarregad[oa]) de folha\b(?! de pagamento)/g, '$1 de folha de pagamento'],
  [/\bfeel-? ?good[- ]?manager(in)?\b|\bhappiness manager\b/g, 'hr culture specialist'],
  // The management board is the company's executives, not a board seat (the supervisory boards, "Aufsichtsrat", "Raad van
  // Commissarissen", "conseil de surveillance", "consejo de administración", stay board seats): "Mitglied des Vorstands",
  // "Vorständin Finanzen", "Mitglied der Geschäftsleitung", "Member of the Management Board", "Lid RvB", "Directielid",
  // "Membre du comité exécutif", "Miembro del comité de dirección", "Membro da diretoria executiva", "Diretor estatutário"
  // are C-level executives (the German "Vorstand", whose portfolio after it names the function: "Vorstand Vertrieb").
  // Its chair or spokesperson ("Sprecherin des Vorstands", "Vorstandssprecher") is the chief executive.
  [
    /\b(sprecher(in)?|vorsitzende[rn]?) (des|der) (vorstands?|vorstandes|geschaftsleitung|geschaftsfuhrung)\b|\bvorstandssprecher(in)?\b/g,
    'vorstandsvorsitzender',
  ],
  [/\b(president(e)?|presidente) (du directoire|del comite de direccion|da diretoria executiva|van de raad van bestuur|van de rvb)\b/g, 'ceo'],
  // A Dutch BV's statutory director ("statutair directeur / bestuurder") and a Portuguese "administrador executivo" sit on
  // the management board; a "Group MD" is the group's managing director.
  [/\bstatutair(e)? (directeur|bestuurder)\b|\badministrador(a)? executiv[oa]\b/g, 'vorstand'],
  [/\bgroup md\b/g, 'group managing director'],
  // Session 42: a bank's or a cooperative's "Geschäftsleiter(in)" and a Spanish "director(a) gerente" run it (the managing
  // director), no department head.
  [/^geschaftsleiter(in)?$|^director(a)? gerente$/g, 'managing director'],
  [
    /\b(mitglied(er)?|member) (des|der|of the) (vorstands?|vorstandes|geschaftsleitung|geschaftsfuhrung|executive board|management board|executive committee)\b|\b(executive|management) board member\b|\bvorstandin(nen)?\b|\bvorstandsmitglied(er)?\b|\bgeschaftsleitungsmitglied(er)?\b/g,
    'vorstand',
  ],
  [
    /\b(lid|leden) (van )?(de )?(rvb|directie|raad van bestuur)\b|\bdirectielid\b|\brvb-? ?lid\b|\bmembre du (comite executif|comex)\b|\bmembre du directoire\b|\bmiembro del (comite de direccion|comite ejecutivo)\b|\bmembro (da diretoria executiva|do comite executivo)\b|\bdiret(or|ora) estatutari[oa]\b/g,
    'vorstand',
  ],
  // The supervisory board by its English name ("Member of the Supervisory Board") is a board seat.
  [/\b(member of the )?supervisory board( member)?\b/g, 'board member'],
  // Legal chiefs and board members in German and Portuguese.
  [/\bchefjustiziar(in)?\b/g, 'general counsel'],
  [/\bmembro do conselho( de administracao)?\b/g, 'board member'],
  // CRM administrators run the sales systems (RevOps): the owners of the CRM (session 57: its kind, `crm_systems`, as a
  // "Salesforce Administrator" is; compiler/lexicon-tools.ts).
  [
    /\b(administrador(a)?|administrat(eur|rice)) (de |du )?crm\b|\bcrm-? ?(administrator(in)?|administrat(eur|rice)|beheerder|admin)\b/g,
    'salesforce administrator',
  ],
  // After-sales service ("SAV") is customer support; testers test software.
  [/\bsav\b/g, 'customer support'],
  [/\btesteu(r|se)\b|\banalista de (testes|pruebas)\b/g, 'qa tester'],
  // Food safety in each language ("sécurité alimentaire" is no IT security, "Lebensmittelsicherheit" none either).
  [
    /\bsecurite (alimentaire|des aliments)\b|\blebensmittelsicherheit\b|\b(seguridad|inocuidad) (alimentaria|de los alimentos)\b|\bseguranca (alimentar|dos alimentos)\b|\bvoedsel ?veiligheid\b/g,
    'food safety',
  ],
  // QA whose qualifier names food, product or manufacturing quality is quality assurance, not software testing
  // ("QA Manager (Food Safety)", "QA Lead – Production", "Responsable QA usine"); a bare "QA Manager" stays a tester's manager.
  [new RegExp(`\\bqa\\b(?=.*\\b(${QA_NOT_SOFTWARE})\\b)|(?<=\\b(${QA_NOT_SOFTWARE})\\b.*)\\bqa\\b`, 'g'), 'quality assurance'],
  // Machinists of a plant ("Zerspanungsmechaniker", "CNC-Fräser") operate its machines.
  // A sales rep with a territory ("Gebietsverkaufsleiter", "Regiomanager Verkoop", "Responsable de zone export") is field sales.
  [/\b(gebiets|regional|bezirks)verkaufsleiter(in)?\b|\bregiomanager verkoop\b|\bresponsable de zone( export)?\b/g, 'area sales manager'],
  // Sales administration is inside sales: the order desk, the sales back office, sales support ("Sales Support
  // Coordinator", "Sachbearbeiter Auftragsabwicklung", "Gestionnaire ADV", "Assistante commerciale", "Administrativo de
  // ventas", "Assistente Comercial", "Medewerker Orderdesk"); a sales support engineer is presales, an English "Sales
  // Assistant" may serve in a shop.
  [
    /\bsales support\b(?! (engineer\w*|engineering|consultant\w*|specialist \(?(presales|technical)))|\bsales admin(istrator|istration)?\b|\bsales back-? ?office\b|\bsales office(?= (supervisor|coordinator|team lead(er)?|lead|manager)\b)|\border desk\b|\bauftrags(abwicklung|bearbeitung)\b|\bvertriebsassisten(t|tin|z)\b|\badministration des ventes\b|\badv\b|\bback-? ?office (commercial|des ventes|ventes|comercial|de ventas|de vendas|verkoop)\b|\badministrativ[oa] (comercial|de ventas|de vendas)\b|\bgestor(a)? de pedidos\b|\b(orderdesk|orderafhandeling|orderverwerking|verkoopondersteuning)\b/g,
    'inside sales',
  ],
  [/\bassistant(e)? commercial(e)?\b|\basistente (comercial|de ventas)\b|\bassistente (comercial|de vendas)\b/g, 'inside sales assistant'],
  // Technical sales reps visit customers: "Technico-commercial(e)", "Técnico Comercial", "Technical Sales Representative",
  // "Technisch Commercieel Medewerker", "Technischer Außendienstmitarbeiter" are field sales.
  [
    /\btechnico-? ?commercia(l|le|ux|les)\b|\btechnical sales (rep|representative|executive)\b|\btecnic[oa] comercial\b|\btechnisch(e)? commerci(eel|ele) (medewerker|vertegenwoordiger|adviseur)\b|\btechnische(r)? aussendienst(mitarbeiter(in)?|ler(in)?)?\b/g,
    'field sales representative',
  ],
  // Quality control as the plants write it: inspectors of the line or of incoming goods ("Quality Inspector", "Prüferin
  // Wareneingang"), QC laboratory technicians ("QC Lab Technician", "Technicien laboratoire CQ", "Técnica de laboratorio de
  // calidad") and supplier quality engineers ("SQE", "Lieferantenqualitätsingenieur") are quality, as "Inspecteur qualité" was.
  [/\bquality inspector\b|\bprufer(in)? wareneingang\b|\bwareneingangsprufer(in)?\b/g, 'quality control inspector'],
  // Session 54: a food or grain inspector who grades produce ("Keurmeester", "Classificador de Grãos").
  [/\bkeurmeester\b|\bclassificador(a)? de graos\b|\bclasificador(a)? de granos\b/g, 'quality control inspector'],
  [
    /\bqc lab(oratory)? (technician|analyst|assistant)\b|\b(technicien(ne)?|analyste) (de )?laboratoire (cq|qc|controle qualite)\b|\btecnic[oa] de laboratorio de (control de )?calidad\b|\btecnic[oa] de laboratorio (de )?(cq|cc)\b/g,
    'quality control technician',
  ],
  [/\bsqe\b|\blieferantenqualitatsingenieur(in)?\b/g, 'supplier quality specialist'],
  // A line's operators and setters ("Conducteur de ligne", "Régleur CN", "Einrichter", "Ajustador de máquinas") too.
  [
    /\bzerspanungsmechaniker(in)?\b|\bcnc-? ?(fraser|fraserin|dreher|dreherin|operator|machinist)\b|\bconduct(eur|rice)s? de (ligne|machines?)\b|\bregleu(r|se)s?( cn| cnc| sur machines?)?\b|\beinrichter(in)?\b|\bmaschineneinrichter(in)?\b/g,
    'machine operator',
  ],
];
