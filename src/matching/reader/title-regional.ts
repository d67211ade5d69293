// The title reader's vocabulary of session 29 (DATA): titles as they are written in the regional variants of the six
// languages (Flemish and Netherlands Dutch, Austrian and Swiss German, Québec, Belgian and Swiss French, Mexican,
// Colombian and Argentine Spanish, Brazilian and European Portuguese, Indian English), written as the long forms the
// reader already knows. Applied to a normalised title (lower case, no accents) before the reader's session 19 vocabulary
// (title-normalise.ts expandTitle), so a row only says what the title is ("Aankoper" is a buyer), never how it is read.

export const REGIONAL_PHRASES: ReadonlyArray<readonly [RegExp, string]> = [
  // ---- Flemish and Netherlands Dutch ----
  // A Spanish "Coordinador(a) de" a department leads its team, as the Portuguese "Coordenador(a) de" does ("Coordinadora de
  // Nómina", "Coordinador de Compras"); a coordinator of an activity (shifts, dispatch, projects, hiring) does not.
  [
    /\bcoordinador(a)?(?= (de|del) (la |los |las |el )?(rrhh|recursos humanos|nominas?|ventas|comercial|marketing|mercadotecnia|sistemas|ti|tecnologia|soporte|operaciones|calidad|compras|abastecimiento|contabilidad|finanzas|tesoreria|almacen|produccion|mantenimiento|atencion al cliente|servicio al cliente|seguridad|desarrollo|ingenieria|customer success)\b)/g,
    'coordenador$1',
  ],
  // Flemish "…verantwoordelijke" is the French "responsable" ("HR-verantwoordelijke", "Aankoopverantwoordelijke"); a
  // shop's, a branch's or a crew's are read below.
  [/\b(?!(filiaal|winkel|rayon|ploeg)verantwoordelijke)([a-z]+)-? ?verantwoordelijke\b/g, 'responsable $2'],
  // A Dutch group's or a municipality's "concerncontroller" is its group controller.
  [/\bconcern ?controller\b/g, 'group controller'],
  // Purchasing is "aankoop" in Flanders ("Aankoper", "Aankoopster", "Bediende aankoop", "Aankoopassistente").
  [/\baankop(er|ster)s?\b|\baankoopster\b/g, 'buyer'],
  [/\baankoopassistent(e)?\b|\b(bediende|medewerk(er|ster)|assistent(e)?) aankoop\b/g, 'purchasing assistant'],
  [/\baankoop\b/g, 'purchasing'],
  // The customer service desk is "klantendienst" ("Medewerker klantendienst", "Klantendienstmedewerkster").
  [/\bklantendienst ?medewerk(er|ster)\b|\b(medewerk(er|ster)|bediende) klantendienst\b/g, 'customer service agent'],
  [/\bklantendienst\b/g, 'customer service'],
  // The front desk ("Onthaalbediende", "Onthaalmedewerkster") and the management's assistant ("Directieassistente").
  [/\bonthaal ?(bediende|medewerk(er|ster))\b|\bbediende onthaal\b/g, 'reception office assistant'],
  [/\bdirectie ?assistent(e)?\b|\bdirektionsassistent(in)?\b|\bassistent(in)? der direktion\b/g, 'executive assistant'],
  // A shop's or a chain's branch is a "filiaal", run by its "filiaalverantwoordelijke" (Flemish) or "filiaalmanager"; a
  // "winkelverantwoordelijke" runs a shop, a "rayonverantwoordelijke" a department of it; a "ploegverantwoordelijke" leads
  // a shift's crew; "Kassabediende" / "Kassamedewerker" sits at the till.
  [/\bploegverantwoordelijke (winkel|filiaal)\b/g, 'store team leader'],
  [/\badjunct-? ?(filiaal|winkel)(verantwoordelijke|manager)\b/g, 'deputy store manager'],
  [/\b(filiaal|winkel)verantwoordelijke\b|\bverantwoordelijke (filiaal|winkel)\b/g, 'store manager'],
  [/\bverantwoordelijke\b/g, 'responsable'],
  [/\brayonverantwoordelijke\b/g, 'store department manager'],
  [/\bkassa ?(bediende|medewerk(er|ster))\b/g, 'cashier'],
  // A branch of a wholesaler or a service firm ("Vestigingsmanager", "Vestigingsleider") is run by its branch manager.
  [/\bvestigings ?(manager|leider|leidster|directeur)\b/g, 'branch manager'],
  // Personnel ("Diensthoofd personeel", "Personeelszaken") is HR; a "diensthoofd" heads a department.
  [/\bpersoneel(szaken)?\b/g, 'hr'],
  [/\bdiensthoofd\b/g, 'hoofd'],
  // Order processing ("Orderverwerker", "Medewerker orderverwerking") is the sales order desk.
  [/\borderverwerk(er|ster)\b/g, 'order desk specialist'],
  // ---- German (Austria, Switzerland) ----
  // Payroll in Austria is "Personalverrechnung"; order processing "Auftragssachbearbeitung"; foremen are "…meister"
  // compounds and "Vorarbeiter" compounds ("Werkmeister", "Schichtmeister", "Lagervorarbeiter").
  [/\bpersonalverrechn(er|erin|ung)\b/g, 'payroll specialist'],
  [/\bauftragssachbearbeit(er|erin|ung)\b/g, 'sachbearbeiter auftragsabwicklung'],
  [/\b(werk|schicht|fertigungs|produktions|industrie)meister(in)?\b/g, 'meister produktion'],
  [/\blagervorarbeiter(in)?\b/g, 'warehouse team leader'],
  // Session 33: the branch of a wholesaler or a service firm is run by its "Niederlassungsleiter(in)" (a staffing firm's is
  // verticals-frontline.ts's). (A Brazilian "Gerente de Filial" may run a shop: left as it was.)
  [/\bniederlassungsleiter(in)?\b(?! (personaldienstleistung|zeitarbeit))/g, 'branch manager'],
  // ---- French (Québec, Belgium, Switzerland) ----
  // A Québec title puts the rung before a comma, which the reader drops: "Chef, développement logiciel", "Chef, service à la
  // clientèle" head a department (a "Chef pâtissier" still cooks: only a department's word after it).
  [
    /^chef(fe)? (?=(developpement|service|services|ventes|marketing|comptabilite|ressources humaines|ti|technologies|informatique|finances?|operations|logistique|achats|approvisionnement|production|qualite|produits?|projets|securite|juridique|communications|experience client|soutien|donnees|ingenierie|exploitation|entrepot|paie|tresorerie|conformite)\b)/g,
    'head of ',
  ],
  // Québec's "service à la clientèle" is customer service too.
  [/\bservice a la clientele\b/g, 'customer service'],
  // A sales representative ("Représentant", "Représentante commerciale", "Conseiller aux ventes"), a project manager
  // ("Chargé de projet"), a site's director ("Directeur de site", "Sitedirecteur", "Site Director"), a distributor's
  // depot ("Responsable de dépôt", "Chef de dépôt"), the teller's window ("Conseillère au guichet", "Guichetière").
  [
    /^representant(e)?$|\brepresentant(e)?s? (commercia(l|le|ux)|des ventes|aux ventes|terrain)\b|\bconseill(er|ere)s? aux ventes\b/g,
    'field sales representative',
  ],
  [/\bcharge(e)? de projets?\b/g, 'project manager'],
  [/\b(site director|directeur de site|directrice de site|sitedirect(eur|rice)|director(a)? de sitio|diretor(a)? de site)\b/g, 'site operations director'],
  // A Portuguese site's coordinator or manager ("Coordenador de Site", "Gerente de Site") runs its operations.
  [/\b(coordenador(a)?|gerente|gestor(a)?|supervisor(a)?) de site\b/g, '$1 de operacoes'],
  [/\b(responsable|chef(fe)?|gerant(e)?) (de |du )?depot\b/g, 'branch manager'],
  [/\bconseill(er|ere) au guichet\b|\bguichetier(e)?\b/g, 'bank teller'],
  // ---- Spanish and Portuguese (the Americas and Iberia) ----
  // Mexican "mercadotecnia" is marketing; a "nominista" runs the payroll; "televentas" / "televendedor(a)" sells by phone.
  [/\bmercadotecnia\b/g, 'marketing'],
  [/\bnominista\b/g, 'payroll specialist'],
  [/\btelevent(as|es)\b|\btelevendedor(a)?\b/g, 'telesales'],
  [/\bejecutiv[oa] de cuenta\b/g, 'account executive'],
  [/\b(servicio|atencion) al cliente\b/g, 'customer service'],
  // The supply chain ("Cadena de Suministro", "Cadeia de Abastecimento"), a forklift ("Montacarguista"), shipping
  // ("Supervisor de Expedição", "Jefe de Expedición").
  [/\bcadena de suministros?\b|\bcadeia de (abastecimento|suprimentos)\b/g, 'supply chain'],
  [/\bmontacarguista\b|\boperador(a)? de montacargas\b/g, 'forklift driver'],
  [/\b(supervisor(a)?|encargad[oa]|encarregad[oa]|jef[ea]|chefe|coordenador(a)?) de expedi(cao|cion)\b/g, 'warehouse shipping supervisor'],
  // A plant's line workers ("Operadora Fabril", "Operario Fabril", "Oficial Ceramista") and its manufacturing
  // ("Responsable de Fabricación", "Director Fabril"); a "Jefe de Planta" is left unread: a factory's, a power station's,
  // a treatment works' or a hospital ward's.
  [/\b(operador(a)?|operari[oa]) fabril\b|\boficial ceramista\b/g, 'production worker'],
  [/\bfabricacion\b|\bfabricacao\b|\bfabril\b/g, 'production'],
  // Creative directors in Portuguese ("Diretora Criativa"); a brand strategist.
  [/\bdiret(or|ora) criativ[oa]\b/g, 'creative director'],
  [/\bestrateg(a|ista) de marca\b/g, 'brand strategist'],
  // ---- banks (corporate and private banking in Spanish and French) ----
  [/\bbanca empresarial\b|\bgestion privee\b|\bclientele privee\b/g, 'relationship banking'],
  // A "Chargé de relation client" answers customers (customer service); with the bank's client segment named it manages
  // their relationship.
  [
    /\bcharge(e)? de relation(s)? client(s|ele)? (entreprises|professionnels|pros|privee|patrimoniale|corporate)\b|\bgerente de relacion\b/g,
    'relationship manager',
  ],
  // ---- rungs of the local ladders ----
  // A signing authority says the rung: the German "Prokurist(in)" (and the Swiss French "fondé(e) de pouvoir") holds the
  // manager rung, a "Handlungsbevollmächtigte(r)" the one below; a Swiss "sous-directeur" / "sous-directrice" heads a unit
  // under the directors.
  [/\bprokurist(in)?\b|\bfondee? de pouvoirs?\b/g, 'manager'],
  [/\bhandlungsbevollmachtigte(r)?\b/g, 'senior'],
  [/\bsous-? ?direct(eur|rice)\b/g, 'head'],
  // The managing partner of a Portuguese Lda ("Sócio-gerente") and an owner who manages ("Propietario y Gerente", "Dono e
  // Gerente") run the company.
  [/\bsoci[oa][- ]gerente\b/g, 'socio managing director'],
  [/\b(propietari[oa]|duen[oa]|dono|dona|proprietari[oa]|accionista)( y| e|,| &| -)? gerente\b(?! (de|da|do|del)\b)/g, '$1 y gerente general'],
  // A Portuguese "Gestor(a) de" a department is its manager ("Gestora de RH", "Gestor de Produção"). ("Responsável" is a
  // manager (title-tiers.ts); "Chefe de" is left as it was: the sets read their rung differently, and "Chefe de Entreposto" is a phrase below.)
  [
    /\bgestor(a)? (de|da|do) (rh|recursos humanos|gente e gestao|gente|pessoas|folha de pagamento|dp|marketing|ti|operacoes|operacao|producao|qualidade|vendas|compras|suprimentos|logistica|financeiro|financas|contabilidade|tesouraria|seguranca|manutencao|atendimento|suporte ao cliente|suporte|juridico)\b/g,
    'gerente de $3',
  ],
  // "Chefe do departamento de Finanças": the head of the department named.
  [/\bchefe (do |de )?departamento (de|da|do)\b/g, 'head of department $2'],
  // "Gestora de Contratos", "Gestor de Contratos": a contracts manager, as in English.
  [/\bgestor(a)? de contratos\b/g, 'contracts manager'],
  // The Dutch "bedrijfsleider" runs the business day to day: an operations manager.
  [/\bbedrijfsleid(er|ster)\b/g, 'operations manager'],
  // Argentine "semi senior" (SSr) is the middle rung, not a senior.
  [/\bsemi[- ]?senior\b/g, 'ssr'],
  // ---- Indian English ----
  // AGM / DGM are the assistant and deputy general managers of a function ("AGM – Finance"); a "Technical Architect" and an
  // "MTS" (member of technical staff) are software engineers; a "Module Lead" leads developers; "Executive – Accounts"
  // and "AR Executive" keep the books; "third-party payroll" is an outside contract, not the payroll function.
  // The Indian ranks above a function's managers: the AGM holds the manager rung, the DGM heads the function, the GM of a
  // function ("GM – Finance", "GM Accounts") is its director (a bare "GM" stays the general manager who runs the company).
  // "DGM – Accounts", "Head – Accounts": the accounts department after a rank and a dash keeps the books.
  [/(?<=\b(agm|dgm|gm|head|manager|director|executive|officer) ?[–—-]+ ?)accounts$/g, 'accounting'],
  [/\bagm\b/g, 'assistant general manager'],
  [/\bdgm\b/g, 'head'],
  [
    /\b(sr\.? |senior )?gm(?=( [–—-]+| of| ,)? (finance|accounts|finance (and|&) accounts|hr|human resources|sales|marketing|operations|it|procurement|purchase|purchasing|legal|administration|treasury|taxation|quality|production|projects)\b)/g,
    'director',
  ],
  [/\btechnical architect\b/g, 'software architect'],
  [/\bmts\b|\bmember of (the )?technical staff\b/g, 'software engineer'],
  [/\bmodule lead\b/g, 'tech lead'],
  [/\bexecutive[ –-]+accounts\b|\baccounts (executive|officer)\b/g, 'accounting executive'],
  [/\bar executive\b/g, 'accounts receivable executive'],
  [/\bap executive\b/g, 'accounts payable executive'],
  [/\bthird[- ]party payroll\b/g, 'third-party contract'],
];
