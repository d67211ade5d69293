// The title reader's vocabulary of banks and lenders, newsrooms and broadcasters, universities and research institutes,
// councils and public agencies, NGOs and foundations (DATA), in English, German, French, Spanish, Portuguese and Dutch.
// Each table is spliced into the reader's own at one place:
// - INSTITUTION_PHRASES (title-normalise.ts, first of the vertical phrases): the sectors' titles in the reader's long
//   forms, which carry the rung in the reader's words ("Chefredakteur" is the newsroom's director, "Chef vom Dienst" its
//   head, "Ressortleiter" a desk manager; "Referent" a policy officer; "Doktorand" a doctoral researcher);
// - INSTITUTION_FUNCTIONS (title-functions.ts, first rows of FUNCTION): the function and sub-area of those long forms;
// - INSTITUTION_AREA_OF_SUB (person.ts): the contract's areas of those sub-areas; INSTITUTION_EXTRA_AREAS: a second area
//   ("Redakteurin" is a content writer and a journalist; "Risk & Compliance Manager" is compliance and risk);
// - INSTITUTION_ROLE_KEYS (title-roles.ts): named roles a buyer picks out (relationship managers, personal bankers,
//   tellers, the chief risk officer, country directors).
// Rungs (src/matching/README.md, reader section): the editor-in-chief directs the newsroom, managing / deputy editors and
// the CvD head it, desk and section editors manage; reporters, writers and sub-editors are its individual contributors.
// Relationship managers and personal bankers are individual contributors; a branch manager manages, a deputy leads a
// team. Professors and lecturers teach (individual contributors); deans and heads of department lead; provosts are
// the VP rung, a vice-chancellor or rector is the chief executive. Research group leaders / PIs manage, a director of
// research directs; doctoral, postdoctoral researchers and lab technicians are individual contributors. Policy officers
// are individual contributors, team leaders lead a team, heads of unit head; elected members are the board.
import type { AreaKey } from '../criteria.js';
import type { Fn } from '../taxonomy.js';

/** Subjects that follow a newsroom title ("Redakteurin Lokales", "Ressortleiter Politik", "Editora de Economia"). */
const DESK =
  '(politics|politik|politique|politica|economy|economics|business|wirtschaft|economie|economia|sport|sports|deportes|desporto|esportes|lokales|local|locales|culture|kultur|cultura|cultuur|news|nachrichten|nieuws|international|feuilleton|foreign|city|digital|online|investigations?|features?)';
const RISK = '(risk|risks|riesgos?|risques?|riscos?|risico\\w*|risiko\\w*)';
/** Development-sector words beside a programme title ("Program Manager – WASH", "Coordenador de Projetos Sociais"). */
const AID =
  '(wash|livelihoods?|nutrition|humanitarian|humanitaire|humanitari[oa]|sociais|sociales|social projects|cooperacion|cooperacao|relief|food security|protection|resilience|emergency response|ngo|ong)';

/** A bare writer's title ("Redakteurin", "Rédactrice", "Redator"): not a web or content writer, not a copywriter. */
const WRITER =
  /(?<![-\w])(?<!concept(?:eur|rice) )(?:senior |leitende(?:r)? )?(?:redakteur(?:in)?|redact(?:eur|rice|or|ora)|redat(?:or|ora)|redacteur)(?![-\w])(?! (?:web|de contenidos?|de conteudos?|content|marketing|seo|digital|online|publicitari\w*|technique|technisch\w*))/;

/** Long forms of the sectors' titles (applied to a normalised title, in order, before the other verticals' phrases). */
export const INSTITUTION_PHRASES: ReadonlyArray<readonly [RegExp, string]> = [
  // Session 42: risk management in five languages ("Leiter Risikomanagement", "Responsable de Gestión de Riesgos", "Diretor de
  // Risco", "Sleutelfunctiehouder Risicobeheer", "Responsable des risques"); occupational risks ("prevención de riesgos
  // laborales", "prévention des risques") are health and safety.
  [
    /\b(risikomanagement(-? ?funktion)?|risikocontrolling|gestion (de|des) (riesgos|risques)|control de riesgos|gestao de riscos?|risicobeheer|risicomanagement)\b|\b(?<!(prevencion|prevention|prevencao|health and safety|suscriptor|suscriptora|subscritor|subscritora|souscripteur|souscriptrice|underwriter) (de |des |dos |de los )?)(riesgos|risques|riscos?|risico's|risico)\b(?! (laborales|professionnels|ocupacionais|du travail|laborais|de credito|de credit|credito))/g,
    'risk management',
  ],
  // ---- newsrooms ----
  [
    /\b(editor[- ]in[- ]chief|chief editor|executive editor-in-chief|chefredakt(eur|eurin|ion)|redact(eur|rice) en chef(?! adjoint)|redact(or|ora) jef[ea](?! adjunt)|editor(a)?[- ]chefe|hoofdredact(eur|rice)|direct(eur|rice) de la redaction|diret(or|ora) de redacao|direct(or|ora) de (informativos|redaccion|noticias))\b/g,
    'newsroom director',
  ],
  [
    /\b(managing editor|deputy editor|head of news|news director|stellvertretende(r)? chefredakt(eur|eurin)|chef vom dienst|cvd|nachrichtenchef(in)?|redact(eur|rice) en chef adjoint(e)?|chef(fe)? d'edition|chef(fe)? de l'information|redact(or|ora) jef[ea] adjunt[oa]|jef[ea] de (informativos|redaccion)|editor(a)? executiv[oa]|adjunct[- ]hoofdredact(eur|rice)|chef nieuwsdienst)\b/g,
    'head of newsroom',
  ],
  [
    new RegExp(
      `\\b(section|news|desk|night|foreign|city|picture|sports|politics|business|features) editor\\b|\\bdesk editor\\b|\\bressortleit(er|erin|ung)( ${DESK})?\\b|\\bchef(fe)? de (rubrique|service (${DESK}|politique|economie))\\b|\\bjef[ea] de (seccion|${DESK})\\b|\\bchef ${DESK}\\b|\\beditor(a)? de ${DESK}\\b`,
      'g',
    ),
    'newsroom desk manager',
  ],
  [
    /\b(chief (political )?correspondent|chefreporter(in)?|leitende(r)? redakteur(in)?|grand reporter|repórter especial|reporter especial)\b/g,
    'senior journalist',
  ],
  [/\b(senior|staff|feature|features|news) writer\b/g, '$1 journalist'],
  [
    /\b(sub-? ?editor|copy ?editor|schlussredakteur(in)?|blattmacher(in)?|korrektor(in)?|secretaire de redaction|editor de mesa|corrector(a)? de (textos|estilo)|revisor(a)? de textos|copidesque|eindredact(eur|rice))\b/g,
    'journalist copy editor',
  ],
  [/^(corrector(a)?|revisor(a)?|editeur|editrice)( \w+)?$/g, 'journalist copy editor'],
  [
    /\b(political |foreign |\w+ )?(correspondent|korrespondent(in)?|corresponsal|correspondente|correspondant(e)?)\b|\bjournaliste reporter d'images\b|\bjri\b|\bverslaggever\b|\bperiodista\b|\bjornalista\b|\bjournaliste\b|\breporter(in)?\b|\brepórter\b/g,
    'journalist',
  ],
  // A writer of a news desk ("Redakteurin Lokales", "Redactor de deportes"); a bare writer's title is read below (WRITER).
  [new RegExp(`\\b(redakteur(?:in)?|redact(?:eur|rice|or|ora)|redat(?:or|ora)|redacteur) (?=(de |d')?${DESK}\\b)`, 'g'), 'journalist writer '],
  // The newsroom as a department ("Praktikant Redaktion", "Stagiaire rédaction"): not a content or web team.
  [
    /(?<![-\w])(redaktion|redaction|redaccion|redacao|redactie)(?![-\w])(?! (web|de contenidos?|de conteudos?|content|marketing|seo|digital|online|technique))/g,
    'newsroom',
  ],
  // ---- broadcasting: production (producers, presenters) and broadcast engineering ----
  [
    /\b(executive producer|programmchef(in)?|leiter(in)? programmplanung|producteur executif|productrice executive|product(or|ora) ejecutiv[oa]|jef[ea] de programacion|produt(or|ora) executiv[oa]|eindproducent|hoofd programmering)\b/g,
    'head of broadcast production',
  ],
  [
    /\b(news |tv |radio |podcast )?(producer|producerin|producteur|productrice|product(or|ora)|produt(or|ora)|programmamaker|realisat(eur|rice)|producent(e)?|documentairemaker|documentary (director|maker)|filmmaker|filmemacher(in)?)\b(?! (manager|owner|marketing|designer))/g,
    'broadcast producer',
  ],
  [
    /\b(presenter|presentat(or|ora|rice)|apresentad(or|ora)|presentadora?|moderat(or|orin)|anchor|newsreader|(podcast|radio|tv|show) host)\b/g,
    'broadcast presenter',
  ],
  [
    /\b(head of broadcast (operations|engineering)|leiter(in)? (produktions- und )?sendetechnik|responsable technique de l'antenne|responsable de la diffusion|jef[ea] de emisiones|gerente de operacoes de transmissao|hoofd uitzendtechniek)\b/g,
    'head of broadcast engineering',
  ],
  [
    /\b(broadcast engineer|broadcast technician|sound engineer|sound technician|camera operator|cameraman|camerawoman|kamera(mann|frau)|sendetechniker(in)?|tontechniker(in)?|technicien(ne)? de diffusion|ingenieur du son|operat(eur|rice) de prise de vue|tecnic[oa] de (emision|sonido|transmissao)|operador(a)? de camara|operador(a)? de camera|uitzendtechnicus|geluidstechnicus|vision mixer|lighting technician)\b/g,
    'broadcast engineering technician',
  ],
  // ---- banks and lenders ----
  [new RegExp(`\\bcro\\b(?=.*\\b${RISK}\\b)|(?<=\\b${RISK}\\b.*)\\bcro\\b`, 'g'), 'chief risk officer'],
  [
    /\brisikovorstand\b|\bdirecteur risicomanagement\b|\bdirect(eur|or|ora|rice) (des |de )?(risques|riesgos)\b|\bdiret(or|ora) de riscos\b/g,
    'chief risk officer',
  ],
  [/\bchief risk officer chief risk officer\b/g, 'chief risk officer'],
  [
    /\b(analista|analyst|tecnic[oa]) de (riesgos? de credito|operaciones de activo)\b|\bkredit(analyst|sachbearbeiter)\w*|\bsachbearbeiter(in)? kreditbearbeitung\b|\banalyste credit\b|\banalista de credito\b|\bkredietanalist\b|\blending officer\b|\bloan officer\b|\bcredit (analyst|officer|underwriter)\b/g,
    'lending analyst',
  ],
  [
    /\blending manager\b|\bteamleiter(in)? kredit\w*\b|\bresponsable (des )?credits\b|\bjef[ea] de admision( de riesgos)?\b|\bgerente de credito\b|\bmanager kredietverlening\b|\bhead of lending\b/g,
    'lending manager',
  ],
  [
    new RegExp(
      `\\b(head of (credit )?risk|leiter(in)? risikocontrolling|leiter(in)? marktfolge( aktiv)?|responsable (des |de )?${RISK}|jef[ea] de riesgo( de credito)?|head de riscos|hoofd risicobeheer)\\b`,
      'g',
    ),
    'head of risk management',
  ],
  // A rung over the bank's credit ("Jefe Nacional de Crédito", "Jefa de Cartera de Crédito", "Sous-directrice – analyse de
  // crédit", "Head of Credit"): lending at that rung; a credit risk unit after a rank ("AVP, Credit Risk") is risk.
  [
    /\b(jef[ea]|gerente|direct(or|ora|eur|rice)|diret(or|ora)|sous-? ?direct(eur|rice)|chef|head|leiter(in)?)(( nacional| national| regional)? (de la |de |du |des |of |der )?| [–—-]+ |, )(cartera de |carteira de |analyse de |analisis de |analise de |portefeuille de )?(credito|credit|credits|kredit|kredite)\b(?! (risk|analyst|officer|underwriter|control\w*))/g,
    '$1 of lending',
  ],
  [/(?<=(^|[–—,-] ?)(\w+ )?(avp|vp|svp|evp|assistant vice president|vice president|director|manager|head)[ ,–—-]+)credit risk$/g, 'credit risk management'],
  [
    /\b(operational|fraud|credit|market|liquidity|enterprise) risk (analyst|officer|manager|specialist)\b|(?<!chief )\brisk officer\b|\brisk analyst\b|\brisikomanager(in)?\b|\breferent(in)? risikocontrolling\b|\bcharge(e)? des risques\b|\banalyste risque \w+\b|\banalista de (riesgos|riscos)\b|\btecnic[oa] de riesgo \w+\b|\banalista de prevencao a fraudes\b|\brisicoanalist\b/g,
    'risk management analyst',
  ],
  [/\bmlro\b|\bmoney laundering reporting officer\b|\bgeldwaschebeauftragte(r)?\b/g, 'aml compliance officer'],
  [/\banalyste lcb-?ft\b|\banalista (pbc\/?ft|de pld|pld)\b|\baml\/?kyc analyst\b/g, 'aml compliance analyst'],
  // Session 51: financial crime and money laundering in other words ("Financial Crime Analyst", "Analista de Prevenção à Lavagem
  // de Dinheiro", "Geldwäsche-Analyst", "Analista de Prevención de Blanqueo", "analyste anti-blanchiment").
  [
    /\bfinancial crime (analyst|specialist|officer)\b|\banalista de prevencao (a |de )?lavagem de dinheiro\b|\bgeldwasche-? ?analyst(in)?\b|\banalyste (anti-? ?)?blanchiment\b|\banalista de (prevencion de )?blanqueo( de capitales)?\b/g,
    'aml compliance analyst',
  ],
  [
    /\b(private banker|banquier prive|banquer[oa] privad[oa]|gestor(a)? de banca privada|relationship manager private banking|firmenkundenbetreuer(in)?|charge(e)? d'affaires entreprises|gestor(a)? de empresas|gerente de relacionamento pj|relatiebeheerder zakelijk|business banking relationship manager)\b/g,
    'relationship manager',
  ],
  // The same with a rung inside or another segment: "Gestor Junior de Banca Privada", "Gestora Senior de Banca de Empresas",
  // "Gestionnaire de fortune", "Chargée d'affaires professionnels", "Asesor Patrimonial", "Gerente Private", "Gerente PJ".
  [
    /\bgestor(a)? (junior|senior|jr|sr) de banca (privada|de empresas|corporativa)\b|\bgestor(a)? de banca (de empresas|corporativa)\b|\bgestionnaire(s)? de fortune\b|\bcharge(e)? d'affaires (professionnels|pros)\b|\basesor(a)? patrimonial\b|\bgerente( de relacionamento)? (private|pj|corporate|empresas|alta renda)\b/g,
    'relationship manager',
  ],
  // A bank's client units: their heads and team leads lead relationship managers ("Head of Private Banking", "Team Leader,
  // Corporate Banking", "Jefe de Equipo de Banca Privada", "Responsable de la banque privée", "Coordenador Private").
  [
    /\b(private banking|corporate banking|commercial banking|banca privada|banca (de )?empresas|banca corporativa|banque privee|banque des entreprises|gestion de fortune|private clients)\b/g,
    'relationship banking',
  ],
  [/\b(coordenador(a)?|lider de equipe|superintendente|head)( de relacionamento)? (private|pj|corporate|empresas)\b/g, '$1 relationship banking'],
  [
    /\b(personal banker|personal banking advis[oe]r|financial advis[oe]r|mortgage advis[oe]r|member advis[oe]r|kundenberater(in)? privatkunden|privatkundenberater(in)?|(vermogens|anlage|finanz)berater(in)?|(bank|sparkassen)(kaufmann|kauffrau|kaufleute)|conseill(er|ere) financi(er|ere)|asesor(a)? financier[oa]|assessor(a)? financeir[oa]|financieel adviseur|baufinanzierungsberater(in)?|conseill(er|ere) clientele particuliers|gestor(a)? de banca personal|asesor(a)? hipotecari[oa]|gerente de (relacionamento|contas) (pessoa fisica|pf)(?! e (pj|pessoa juridica|juridica))|hypotheekadviseur)\b/g,
    'personal banking specialist',
  ],
  [
    /\b(assistant|deputy) branch manager\b|\bstellv\.? filialleit(er|erin)\b|\bdirect(eur|rice) adjoint(e)? d'agence\b|\bsubdirect(or|ora) de (oficina|sucursal)\b|\bgerente adjunt[oa] de agencia\b|\badjunct-? ?filiaalmanager\b/g,
    'deputy branch manager',
  ],
  [/\bdirect(or|ora) de oficina\b|\bgeschaftsstellenleit(er|erin)\b/g, 'branch manager'],
  // A branch's general manager runs the branch ("General Manager, Branch", "Branch GM"), not the company.
  [/\bbranch (general manager|gm)\b|\bgeneral manager,? (of )?(the |a )?branch\b/g, 'branch manager'],
  [
    /\bregional director,? branch network\b|\bregionalbereichsleit(er|erin)\b|\bdirect(or|ora) (de zona|territorial)\b|\bsuperintendente regional\b/g,
    'branch network director',
  ],
  [
    /\b(member service representative|counter (services? )?(officer|clerk|assistant)|customer service officer branch|servicekraft filiale|charge(e)? d'accueil agence|gestor de caja|caixa bancari[oa])\b/g,
    'bank teller',
  ],
  // ---- universities and research institutes ----
  [
    /^(president (and|&) )?vice[- ]chancellor$|^(reitor(a)?|rector(a)?|rektor(in)?|recteur|rectrice)$|^institute director$|\bdirect(eur|rice) general(e)? de l'institut\b/g,
    'chief executive university',
  ],
  [
    /\b(pro[- ]vice[- ]chancellor|deputy vice[- ]chancellor|provost|vice[- ]president (for )?academic affairs|prorektor(in)?|vizeprasident(in)? fur \w+|vice[- ]president(e)? (recherche|formation)|vicerrector(a)?|vice[- ]reitor(a)?|pro[- ]reitor(a)?|prorector)\b/g,
    'academic vice president',
  ],
  [/\bdiret(or|ora) da faculdade\b/g, 'dean'],
  [
    /^(head of department|department head)( \(?(physics|chemistry|biology|mathematics|history|law|medicine|engineering|economics|philosophy|english)\)?)?$|\binstituts(leit(er|erin)|direkt(or|orin))\b|\blehrstuhlinhaber(in)?\b|\bdirect(eur|rice) (de departement|de l'ufr)\b|^(direct(or|ora)|diret(or|ora)|chefe|coordenador(a)?) de departamento$|\b(afdelings|vakgroep)voorzitter\b/g,
    'department chair',
  ],
  [
    /^(ptu|teu)$|\((ptu|teu)\)|\b(associate|full) professor\b|\b(universitats|w[123]-?)professor(in)?\b|\bprofesseur(e)? des universites\b|\bmaitre de conferences\b|\bcatedratic[oa]( de universidad)?\b|\bprofesor(a)? titular\b|\bprofessor(a)? (catedratic[oa]|associad[oa])\b|\bhoogleraar\b|\buniversitair hoofddocent\b/g,
    'senior academic lecturer',
  ],
  [
    /\b(assistant professor|teaching fellow|lehrkraft fur besondere aufgaben|juniorprofessor(in)?|enseignant(e)?[- ]chercheu(r|se)|ater|charge(e)? d'enseignement|profesor(a)? (asociad[oa]|ayudante doctor|contratad[oa] doctor)|professor(a)? (auxiliar|adjunt[oa])|universitair docent)\b/g,
    'academic lecturer',
  ],
  [
    /\b(phd (candidate|student|researcher)|doctoral (researcher|candidate|student)|doktorand(in)?|wissenschaftliche(r)? mitarbeiter(in)? promotion|doctorant(e)?( cifre)?|doctorand[oa]|investigador(a)? predoctoral|doutorand[oa]|bolseir[oa] de doutoramento|promovend(us|a)|phd-? ?kandidaat)\b/g,
    'doctoral researcher',
  ],
  [
    /\b(research group leader|principal investigator|lab head|head of lab|(nachwuchs|arbeits)gruppenleit(er|erin)|chef(fe)? d'equipe de recherche|responsable de laboratoire|jef[ea] de grupo de investigacion|investigador(a)? principal ip|lider de grupo de investigacao|coordenador(a)? de laboratorio|groepsleider)\b/g,
    'research group manager',
  ],
  [/^pi$/g, 'research group manager'],
  [
    /\b(scientific director|director of research|research director|wissenschaftliche(r)? direkt(or|orin)|bereichsleit(er|erin) forschung|direct(eur|rice) scientifique|directrice de la recherche|direct(or|ora) cientific[oa]|diret(or|ora) cientific[oa]|wetenschappelijk directeur)\b/g,
    'director of research',
  ],
  [
    /\b(senior research fellow|senior scientist|akademische(r)? ra(t|tin)|direct(eur|rice) de recherche|chercheu(r|se) senior|investigador(a)? principal|cientific[oa] titular|senior onderzoeker)\b/g,
    'senior researcher',
  ],
  [
    /\b(postdoctoral researcher|post-?doc|pos-?doc|chercheu(r|se) postdoctoral(e)?|investigador(a)? (postdoctoral|auxiliar|doutorad[oa])|research fellow|wissenschaftliche(r)? mitarbeiter(in)?|ingenieur(e)? de recherche|charge(e)? de recherche)\b/g,
    'postdoctoral researcher',
  ],
  [
    /\b(lab(oratory)? (technician|assistant)|research technician|\w*laborant(in)?|technische(r)? assistent(in)? labor|technicien(ne)? de laboratoire|assistant(e)? ingenieur(e)?|tecnic[oa] de laboratori[oa]|analist laboratorium)\b/g,
    'laboratory researcher technician',
  ],
  // ---- councils and public agencies ----
  // Session 41: the elected head of a municipality or county is one of its elected members, and its mayor ("Bürgermeisterin",
  // "Burgemeester", "Maire", "Alcaldesa", "Prefeita", "Leader of the Council", "Landrat"); a deputy mayor is an elected member.
  [
    /^(?!.*\b(deputy|vice|stellvertretende[rn]?|teniente|loco|adjoint(e)?|ex|former|ehemalige[rn]?)\b)(.*\b)(lord mayor|mayor|ober)?(burgermeister(in)?|burgemeester|maire|alcalde(sa)?|prefeit[oa]|landr(at|atin)|presidente? da camara municipal|president(e)? de (l'agglomeration|la communaute( d'agglomeration| de communes)?|la metropole))\b/g,
    '$3chief executive mayor',
  ],
  // Session 42: a French collectivity's DGS is its director-general of services (the head of its administration).
  [/^dgs\b/g, 'chief executive'],
  // Session 42: a council's executive (its cabinet: the Leader and deputy, cabinet members and portfolio holders, wethouders,
  // schepenen, deputy mayors and adjoints, a mayor's delegated councillors, an agglomeration's vice-presidents) apart from its
  // ordinary members ("niet de gewone raadsleden").
  [
    /\b(deputy (lord )?mayor|deputy leader of the council|leader of the council|cabinet member( for \w+)?|portfolio holder( for \w+)?|teniente de alcalde|locoburgemeester|(erste[rn]? )?stellvertretende[rn]? (ober)?burgermeister(in)?|vice-? ?prefeit[oa]|premier(e)? adjoint(e)?( au maire)?|adjoint(e)? au maire|vice-president(e)? de l'agglomeration|wethouder|schepen|concejal(a)? (delegad[oa]|de gobierno|de area)|concejal(a)? de (?!la |los |el |grupo)\w+)\b/g,
    'elected executive board member',
  ],
  [
    /\b(councill?or|alderman|alderwoman|(gemeente)?raadslid|conseill(er|ere) municipal(e)?|concejal(a)?|vereador(a)?|stadtra(t|tin)|gemeinderat|gemeinderatin)\b/g,
    'elected board member',
  ],
  // A German city's Beigeordnete and Dezernenten (elected officials of the administration, each heading a group of its
  // departments) and a Brazilian city's municipal secretaries head its administration's departments, no council seat.
  [/\b(beigeordnete(r)?( burgermeister(in)?)?|dezernent(in)?|secretari[oa] municipal)\b/g, 'public policy director'],
  [
    /\b(director-general|strategic director|corporate director|ministerialdirigent(in)?|direct(eur|rice) general(e)? (des services|adjoint(e)?)|secretari[oa] general tecnic[oa]|subdiret(or|ora)[- ]geral|directeur[- ]generaal|gemeentesecretaris)\b(?!-algemeen)/g,
    'public policy director',
  ],
  [
    /\b(head of unit|assistant director,? \w+|referatsleit(er|erin)|chef(fe)? de bureau|chef(fe)? de service urbanisme|chefe de (divisao|unidade)|hoofd beleid)\b|^afdelingshoofd$/g,
    'head of public policy',
  ],
  [/\bhead of \w+ policy\b/g, 'head of public policy'],
  [
    /\b(team leader,? (planning )?policy|principal planning officer|sachgebietsleit(er|erin)|responsable de pole|jef[ea] de negociado|coordenador(a)? de nucleo|teamleider beleid|coordinator ruimtelijke ordening)\b/g,
    'public policy team leader',
  ],
  [
    /\b(senior policy (officer|advis[oe]r)|oberregierungsra(t|tin)|referent(in)? senior|charge(e)? de mission senior|conseill(er|ere) technique|asesor(a)? tecnic[oa] senior|tecnic[oa] superior especialista|senior beleidsadviseur)\b/g,
    'senior public policy officer',
  ],
  [
    /\b(policy (officer|advis[oe]r)|planning officer|referent(in)? grundsatzfragen|sachbearbeiter(in)? bauleitplanung|charge(e)? de mission(?! (rh|marketing|communication|commercial|achats|finance|informatique|qualite|rse|developpement durable|esg|climat))( \w+)?|charge(e)? d'etudes(?! de prix)|tecnic[oa] de (administracion general|politicas publicas)|tecnic[oa] superior( de politicas publicas)?(?! de (la )?contratacion)|beleidsmedewerker|beleidsadviseur)\b/g,
    'public policy officer',
  ],
  [/^referent(in)?$/g, 'public policy officer'],
  [
    /\b(housing officer|council tax officer|customer services officer council|sachbearbeiter(in)? burgerburo|instruct(eur|rice) droit des sols|medewerker publiekszaken)\b/g,
    'public services caseworker',
  ],
  // ---- NGOs and foundations ----
  [
    /\bcountry director\b|\blandesdirekt(or|orin)\b|\bdirect(eur|rice) pays\b|\bdirect(or|ora) de pais\b|\bdiret(or|ora) de pais\b|\blandendirecteur\b/g,
    'aid programmes country director',
  ],
  [/\bleiter(in)? programme\b|\bresponsable de programas\b|\bgerente de programas\b|\bhoofd programma'?s\b/g, 'head of aid programmes'],
  [
    new RegExp(`\\b(program(me)?|project) manager[\\s,–-]*\\(?${AID}\\)?|\\bchef(fe)? de projet ${AID}\\b|\\bcoordenador(a)? de projetos ${AID}\\b`, 'g'),
    'aid programmes manager',
  ],
  // Trainees of the programmes ("Intern, Programmes"): not software ("programm…" is a developer's word).
  [
    /(?<=\b(intern|stagiaire|praktikant(in)?|becari[oa]|estagiari[oa]|stagiair|trainee|working student)\b.*)\bprogram(me)?s\b|\bprogram(me)?s\b(?=.*\b(intern|stagiaire|praktikant(in)?|becari[oa]|estagiari[oa]|stagiair|trainee)\b)/g,
    'aid programmes',
  ],
  [/\bhead of program(me)?s\b/g, 'head of pmo programmes'],
  [/\bretail banking\b|\bbanca (comercial|minorista)\b/g, 'branch banking'],
  [
    /\b(programme officer|program officer|field officer|community mobili[sz]er|projektreferent(in)?|charge(e)? de programme|animat(eur|rice) terrain|tecnic[oa] de (proyectos|cooperacion|projetos)|agente comunitari[oa]|programmamedewerker)\b/g,
    'aid programmes officer',
  ],
  [
    /\b(mel officer|m&e (officer|manager|specialist)|monitoring (and|&) evaluation (officer|manager|specialist)|referent(in)? monitoring (und|&) evaluierung|charge(e)? de suivi-? ?evaluation|tecnic[oa] de monitoreo y evaluacion|analista de monitoramento e avaliacao|m&e-? ?medewerker)\b/g,
    'aid programmes evaluation officer',
  ],
  [
    /\b(volunteer (coordinator|engagement officer|manager)|ehrenamtskoordinator(in)?|coordinat(eur|rice) des benevoles|coordinador(a)? de voluntariado|coordenador(a)? de voluntariado|vrijwilligerscoordinator)\b/g,
    'aid programmes volunteer coordinator',
  ],
  [
    /\bhead of philanthropy\b|\bresponsable du developpement et de la collecte\b|\bhead de captacao( de recursos)?\b|\bhoofd fondsenwerving\b|\bleiter(in)? fundraising\b/g,
    'head of fundraising',
  ],
  [
    /\bresponsable (de )?(la )?(collecte|captacion)( de fondos)?\b|\bgerente de captacao\b|\bmanager fondsenwerving\b|\bindividual giving manager\b|\bfundraising-? ?manager(in)?\b/g,
    'fundraising manager',
  ],
  [
    /\b(fundraiser(in)?|referent(in)? gro(ss)?spender|charge(e)? de (collecte|mecenat)|captador(a)? de (fondos|recursos)|tecnic[oa] de captacion|analista de captacao|fondsenwerver|relatiebeheerder fondsen|grants (&|and) partnerships officer)\b/g,
    'fundraising officer',
  ],
];

/** Function rows of the sectors, tested before the reader's generic ones (title-functions.ts). */
export const INSTITUTION_FUNCTIONS: ReadonlyArray<readonly [RegExp, [Fn, string]]> = [
  [/\b(newsroom|journalist|journalists)\b/, ['creative', 'journalism']],
  [/\bbroadcast engineering\b/, ['engineering', 'broadcast']],
  [/\bbroadcast (production|producer|presenter)\b/, ['creative', 'broadcast']],
  [/\b(lending analyst|lending manager|of lending)\b/, ['finance', 'lending']],
  [/^(?!.*\bcomplian\w*).*\b(chief risk officer|risk management)\b/, ['finance', 'risk']],
  [/\b(relationship manager|personal banking specialist|relationship banking)\b/, ['sales', 'accounts']],
  [/\b(deputy branch manager|branch network director)\b/, ['operations', 'branch']],
  [/\bbranch banking\b/, ['operations', 'branch']],
  [/\b(academic vice president|department chair|academic lecturer)\b/, ['education', 'teaching']],
  [
    /\b(doctoral researcher|research group manager|director of research|senior researcher|postdoctoral researcher|laboratory researcher)\b/,
    ['research', 'research'],
  ],
  [/\b(public policy)\b/, ['public_service', 'policy']],
  [/\b(public services)\b/, ['public_service', 'services']],
  [/\b(aid programmes)\b/, ['operations', 'programmes']],
];

/** The contract's areas of the sub-areas above. */
export const INSTITUTION_AREA_OF_SUB: Readonly<Record<string, AreaKey>> = {
  'creative.journalism': 'journalism',
  'creative.broadcast': 'media_production',
  'engineering.broadcast': 'broadcast_engineering',
  'finance.lending': 'lending',
  'finance.risk': 'risk',
  'operations.branch': 'branch_network',
  'research.research': 'scientific_research',
  'public_service.policy': 'public_policy',
  'public_service.services': 'public_service',
  'operations.programmes': 'programmes',
};

/** The areas of the sectors' sub-areas, tested before the reader's generic area rules (areas.ts: a raw "Project Manager (Livelihoods)" is no PMO). */
export const INSTITUTION_AREA_RULES: ReadonlyArray<readonly [Fn, RegExp, AreaKey[]]> = [
  ['operations', /\baid programmes\b/, ['programmes']],
  // User, UX and market researchers study customers: research, not a laboratory's science.
  ['research', /\b(ux|user|design|market|customer|consumer) research\w*/, ['research']],
  ['operations', /\b(branch network director|deputy branch manager|branch banking)\b/, ['branch_network']],
  ['finance', /\blending (analyst|manager)\b|\bof lending\b/, ['lending']],
  ['finance', /^(?!.*\bcomplian\w*).*\b(chief risk officer|risk management)\b/, ['risk']],
];

/** A second area of a title that names two ("Redakteurin": content and newsroom; "Risk & Compliance Manager"). */
export const INSTITUTION_EXTRA_AREAS: ReadonlyArray<readonly [Fn, RegExp, AreaKey[]]> = [
  ['operations', /\bbranch manager\b/, ['branch_network']],
  // A "Head of Programmes" runs a company's programme office, a charity's programmes or a broadcaster's schedule: the PMO
  // (read first, as before) and the programmes; a persona that names either finds the title.
  ['operations', /\bhead of pmo programmes\b/, ['programmes']],
  // A bare "Redakteurin", "Rédactrice", "Redator": a writer of content (marketing, as read first) and of the news.
  ['marketing', WRITER, ['journalism']],
  // A "Research Scientist": machine learning's kind (data science) and a researcher.
  ['research', /\bresearch scientist\b/, ['research']],
];

/** Named roles of the sectors (title-roles.ts): the role key a persona can name beside the area. */
export const INSTITUTION_ROLE_KEYS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bchief risk officer\b/, 'chief_risk_officer'],
  [/\brelationship manager\b/, 'relationship_manager'],
  [/\bpersonal banking specialist\b/, 'personal_banker'],
  [/\bdeputy branch manager\b/, 'branch_manager'],
  [/\bbank teller\b/, 'teller'],
  [/\baid programmes country director\b/, 'country_director'],
  [/\bchief executive university\b/, 'ceo'],
];

/** Kinds of title a persona names apart: the head of a university or institute (a vice-chancellor, rector), who is its CEO. */
export const INSTITUTION_KINDS: ReadonlyArray<readonly [RegExp, string]> = [[/\bchief executive university\b/, 'university_head']];
