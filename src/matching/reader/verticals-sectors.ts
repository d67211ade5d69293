// The title reader's vocabulary of session 31 (DATA): titles of sectors outside software whose generic words the reader
// misread, in English, German, French, Spanish, Portuguese and Dutch, written as the long forms the reader already knows.
// Applied to a normalised title (lower case, no accents, no commas) first of all the phrase tables (title-normalise.ts
// expandTitle), so a row only says what the title is, never how it is read:
// - fulfilment and distribution centres: the manager of a site of a warehouse operator ("Site Manager, Fulfilment
//   Centre", "Locatiemanager DC", "Standortleiter Logistikzentrum", "Gerente de Centro de Distribución") runs a warehouse;
// - banks and lenders: the director of a branch network ("Diretor de Rede de Agências", "Director de Red de Oficinas",
//   "Directeur du réseau d'agences", "Leiter Filialnetz"); credit underwriters, originators and scorers are lending and
//   credit risk ("Loans Underwriter", "Kreditreferentin", "Dictaminador de Crédito", "Credit Risk Modeller");
// - a Brazilian "Superintendente de <area>" is the head of that area (the rank between "Gerente" and "Diretor");
// - "Diretora de Tecnologia da Informação" directs IT (a bare "Diretor de Tecnologia" stays the CTO);
// - a manufacturer's product engineers ("Entwicklungsingenieur", "Design Engineer", "Konstrukteur", "Ingeniero de Producto",
//   "Projetista") and the head of its design office ("Leiter Konstruktion") are hardware engineering, not software, design
//   or product management (a software, UI, web or network "Design Engineer" stays what it was);
// - management control ("Hoofd Control", "Jefe de Control de Gestión", "Referentin Konzerncontrolling") is controlling;
// - purchasing: "Zentraleinkauf" and "Materialwirtschaft" are purchasing, "Gestor de Suprimentos" its manager;
// - hospitals: a registrar or "StR" of a medical specialty is a doctor in training, a "Consultant in <specialty>" a
//   consultant physician, a Brazilian "Residente" / "Plantonista" a physician; a "(Junior / Band 6) Sister" nurses;
// - the ITIL "Service Desk Analyst / Manager" works in IT, as does a "Técnico Superior de Sistemas" (no civil-service
//   policy officer) and an "Infrastructuurspecialist";
// - the Dutch "bedrijfsvoering" (a public body's or a school's business operations) is operations;
// - the lead of a French "équipe sédentaire" leads inside sales;
// - a service centre's manager ("Service-Center-Manager", "Servicecenter-Leiterin") runs customer service.

/** Long forms of the sectors' titles (applied in order, before every other phrase table). */
export const SECTOR_PHRASES: ReadonlyArray<readonly [RegExp, string]> = [
  // ---- fulfilment and distribution centres --------------------------------------------------------------------------------
  [
    /\bsite manager ?[-–—]? ?(fulfill?ment|distribution|warehouse|dc)( cent(re|er))?\b|\b(fulfill?ment|distribution) cent(re|er) (site )?manager\b|\b(locatie|vestigings|site) ?manager (dc|distributiecentrum|magazijn|fulfilment ?cent(er|rum))\b|\bgerente (de |del )?(centro de distribucion|centro de distribuicao|cedis)\b|\bmanager (distributiecentrum|magazijn)\b/g,
    'warehouse manager',
  ],
  [/\bstandortleiter(in)? (logistikzentrum|lager|distributionszentrum|fulfillment ?center)\b/g, 'head of warehouse'],
  // ---- banks and lenders: the branch network, credit underwriting and scoring --------------------------------------------------
  [
    /\bdiret(or|ora) (da |de )?rede de agencias\b|\bdirect(or|ora) (de )?(la )?red de (oficinas|sucursales)\b|\bdirect(eur|rice) (du )?reseau d'agences\b|\bleiter(in)? (des )?filialnetz(es)?\b/g,
    'branch network director',
  ],
  [
    /\bloans? underwriter\b|\b(suscriptor|dictaminador)(a)? de (credito|creditos|prestamos)\b|\bsubscritor(a)? de credito\b|\bkreditreferent(in)?\b|\breferent(in)? kredit\w*\b|\banalista de origina(cion|cao)\b/g,
    'lending analyst',
  ],
  [/\b(jef[ea]|gerente) de origina(cion|cao)\b/g, 'lending manager'],
  [
    /\bkreditrisikoanalyst(in)?\b|\bcredit risk (modell?er|analyst)\b|\bmodelador(a)? de (scoring|riesgos?|credito)\b|\b(analista|analyst) de scoring\b|\bscoring (analyst|modell?er)\b/g,
    'credit risk management analyst',
  ],
  // ---- ranks: a Brazilian "Superintendente de" an area heads it; IT's director -------------------------------------------------
  [/\bsuperintendente (de |da )?riscos?\b/g, 'head of risk management'],
  [
    /\bsuperintendente (de |da |do |dos |das )?(?=(ti|tecnologia|sistemas|riscos|credito|marketing|rh|recursos humanos|operacoes|financeiro|financas|controladoria|compras|suprimentos|juridico|comercial|vendas|atendimento|seguranca|auditoria|compliance|tesouraria|contabilidade)\b)/g,
    'head of ',
  ],
  [/\bdiret(or|ora) (de |da )?tecnologia da informacao\b|\bdirect(or|ora) de tecnologias? de (la )?informacion\b/g, 'it director'],
  // ---- hospitals: doctors in training and consultants by their specialty; a (junior) sister is a senior staff nurse -----------
  [
    /^(str|specialty registrar|specialist registrar|registrar)\b(?=.*\b(medicine|surgery|anaesthe\w*|anesthe\w*|paediatrics|pediatrics|radiology|cardiology|oncology|psychiatry|obstetrics|gynaecology|gynecology|intensive care|geriatrics|dermatology|neurology|orthopaedics|orthopedics|pathology|haematology|hematology|ophthalmology|urology|gastroenterology|rheumatology|endocrinology|nephrology|respiratory|palliative|critical care|trauma)\b)/g,
    'specialty registrar',
  ],
  [
    /\bconsultant (in|of) (?=(emergency |acute |general |respiratory |intensive care |critical care |palliative )?(medicine|surgery|anaesthe\w*|anesthe\w*|paediatrics|pediatrics|radiology|cardiology|oncology|psychiatry|obstetrics|gynaecology|gynecology|geriatrics|dermatology|neurology|orthopaedics|orthopedics|pathology|haematology|hematology|ophthalmology|urology|gastroenterology|rheumatology|endocrinology|nephrology)\b)/g,
    'consultant physician ',
  ],
  [/\b(residente|plantonista)( de| em)?(?= clinica medica\b)|^(medic[oa] )?(residente|plantonista)\b/g, 'medico residente'],
  [/^((band [5-7]|junior|deputy) )?sister\b/g, 'senior staff nurse'],
  // ---- IT outside software companies: the ITIL service desk, systems technicians, infrastructure specialists ------------------
  [
    /(?<!\b(it|ict|ti) )\bservice ?desk (analyst|agent|technician|engineer|specialist|coordinator|team lead(er)?|lead|manager|supervisor)\b/g,
    'it service desk $2',
  ],
  [/\btecnic[oa] superior de sistemas\b/g, 'tecnico de sistemas'],
  [/\binfrastructuur ?specialist\b/g, 'it infrastructure specialist'],
  // ---- a French sales desk's "équipe sédentaire" is inside sales ("Responsable d'équipe sédentaire") ---------------------------
  [/\b(responsable|chef(fe)?) d'equipe (commerciale )?sedentaire\b/g, 'inside sales team lead'],
  // ---- a service centre is customer service ("Service-Center-Managerin", "Servicecenter-Leiter") ----------------------------
  [/\bservice-? ?cent(er|re)-? ?manager(in)?\b/g, 'customer service manager'],
  [/\bservice-? ?cent(er|re)-? ?leiter(in)?\b|\bleiter(in)? (des )?service-? ?cent(er|re)s?\b/g, 'head of customer service'],
  // ---- manufacturers' product engineering (R&D of physical products): hardware, not software, design or product management ----
  [/\b(leiter(in)?|leitung) (der )?konstruktion\b|\bkonstruktionsleiter(in)?\b/g, 'head of hardware engineering'],
  [/\b(elektro|maschinen|anlagen|mechanik)?-?konstrukteur(in)?\b|\bprojetista\b(?! (ftth|fttx|fttp|fttb|fibra|de rede))/g, 'mechanical design engineer'],
  // Marketing operations' own shorthand ("MOps Lead"): marketing operations, whose kind title.ts reads.
  [/\bmops\b/g, 'marketing operations'],
  // A German "Technische(r) Produktdesigner(in)" draws parts in CAD (the trained drafter's trade), no product designer.
  [/\btechnische[rn]? produktdesigner(in)?\b/g, 'cad drafter'],
  // The design office and mechanical / product engineering as a unit ("Teamleiter Konstruktion", "Gerente de Engenharia de
  // Produto", "Líder de Projeto Mecânico", "Jefe de Ingeniería Mecánica"): product engineering, whatever rung leads it.
  [
    /\bkonstruktion\b|\b(engenharia|ingenieria) (mecanica|de produto|de producto|de desenvolvimento de produto)\b(?! de software)|\bprojetos? mecanicos?\b|\bmaschinenbau\b/g,
    'hardware engineering',
  ],
  // A bare "Design Engineer" (a rung word before it at most): a network's, a UI's or a web "design engineer" is another trade.
  [/^((senior|sr|junior|jr|lead|principal|staff|graduate|associate) )?design engineer\b(?! (front-?end|ui|ux|web))/g, '$1mechanical design engineer'],
  [
    /(?<!\bsoftware-? ?)\bentwicklungsingenieur(in)?\b|\b(berechnungs|simulations|versuchs|konstruktions)ingenieur(in)?\b|\bproduct development engineer\b|\bingenier[oa] de (desarrollo de )?producto\b|\bengenheir[oa] de (produto|desenvolvimento)\b(?! de software)|\bingenieur(e)? (produit|developpement produit)\b/g,
    'hardware engineer',
  ],
  // ---- the Dutch "bedrijfsvoering" is business operations ("Directeur Bedrijfsvoering", "Manager Bedrijfsvoering") ------------
  [/\bbedrijfsvoering\b/g, 'operations'],
  // Session 41: so is the Dutch "operatie" of a title ("Directeur Operatie", "Manager Operatie"; an operating theatre is "operatiekamer").
  [/\boperatie\b/g, 'operations'],
  // ---- management control and purchasing ---------------------------------------------------------------------------------------
  [/\bhoofd (planning (en|&) )?control\b/g, 'head of controlling'],
  [/\bcontrol de gestion\b/g, 'controlling'],
  [/\bcontrolador(a)? de gestion\b/g, 'controller'],
  [/\b(referent(in)?|sachbearbeiter(in)?|spezialist(in)?) (konzern)?controlling\b|\bkonzerncontroll(er|erin)\b/g, 'controller'],
  [/\bkonzerncontrolling\b/g, 'controlling'],
  [/\bzentraleinkauf\b|\bmaterialwirtschaft\b/g, 'einkauf'],
  [/\bgestor(a)? de suprimentos\b/g, 'gerente de compras'],
];
