// Flags a job title carries besides its tier and function: founder, owner, contractor, advisor, board member, intern.

export const FOUNDER_TRAPS = /\bfounder'?s'? associates?\b|\bfounding (engineer|employee|designer|member|team)s?\b|\bfounder in residence\b/g;
export const FOUNDER =
  /\b(co-? ?founder|cofounder|founder|founding( & managing)? partner|co-?fondat(eur|rice)|cofondat(eur|rice)|fondat(eur|rice)|mitgrunder(in)?|grunder(in)?|co-?fundador(a)?|fundador(a)?|socio-? ?fundador(a)?|socia-? ?fundadora)\b/;
// (Session 59: an owner-driver is a self-employed courier or haulier, no owner of the company.)
export const NOT_OWNER = /\b(product|process|business|budget|service|data|risk) owners?\b|\bowner-? ?drivers?\b/g;
export const OWNER =
  /\b(owner|co-?owner|owner-operator|proprietor|gerant(e)?(?! (de|du|des|d')\b)|proprietaire|proprietari[oa]|propietari[oa]|(mit)?inhaber(in)?|miteigentumer(in)?|geschaftsfuhrende[rn]? gesellschafter(in)?|(mit)?gesellschafter(in)?|dueno|duena|dono|socio|socia|associe|associee|teilhaber(in)?|mede-? ?eigenaa?r)\b/;
/** "Contract Manager", "Contracts Administrator": people who manage contracts, not contractors. */
export const CONTRACT_ROLE = /\bcontracts? (manag\w*|admin\w*|specialist|officer|negotiator|lead|analyst|counsel)\b/g;
export const CONTRACTOR =
  /^extern(e|er|en)? | extern(e|er|en)?$|\b(freelance|freelancer|contract|contractor|fractional|self-employed|owner-? ?drivers?|freiberufler(in)?|interim contractor|(outside|external) (legal )?counsel|(avocat|abogad|advogad|juriste?|anwalt|rechtsanwalt|advocaat|lawyer|attorney)\w* extern\w*|extern(e|er|en)? (jurist|anwalt|rechtsanwalt|advocaat)\w*|law firm|cabinet d'avocats|kanzlei|despacho de abogados|escritorio de advocacia|advocatenkantoor)\b/;
export const ADVISOR =
  /\b(advis[oe]r|advisory|advis[oe]ur ((van|voor) )?(de )?(directie|raad van bestuur|bestuur|rvb)|rva|beirat\w*|beiratsmitglied\w*|raad van advies|adviesraad|comite (consultatif|strategique)|conseill(er|ere) strategique|consejo asesor|asesor(a)? estrategic[oa]|conselho consultivo|conselheir[oa] consultiv[oa])\b/;
/** Employees whose job title says "advisor" or "administrateur" without being advisors or board members. */
export const ADVISOR_NOT =
  /\b(manager|senior manager|director|partner|associate|consultant|analyst|principal|lead|head),? (of )?advisory\b(?! board)|\badvisory (manager|senior manager|director|partner|associate|consultant|analyst|principal|services|practice)\b|\b(customer|client|contact cent(er|re)|call cent(er|re)|service|care|support|kunden|health and safety|ehs|qhse|fire safety|environmental|hr|h&s|health (and|&) safety|hse|sheq|hseq|qhsse|hsse|she|regulatory|regulation|compliance|network|grid|asset|safety|recruitment|recruiting|talent|people|payroll|pensions?|benefits|learning|training|l&d|quality|safeguarding|welfare|careers?|student|mortgage|property|travel|fundraising|member|patient|citizen|resident|tenant|tenancy|housing|debt|money|benefit|energy|communications?|comms|press|media|pr|marketing|brand|digital|sales|technical sales|product|parts|vehicle|retail|store|beauty|nutrition|nutritional|crop|agronomy|field)s?( services?)? advis[oe]rs?\b/g;
export const BOARD_NOT =
  /\badministrat(eur|rice)s? (des |de |du )?(systemes?|reseaux?|bases? de donnees|informatique|it|sys|salesforce|crm|hubspot|erp|sap|m365|office 365)\b|\bconsejer[oa] delegad[oa]\b/g;
export const BOARD =
  /\b(board member|member of the board|board of directors|board director|non-executive director|non executive director|independent director|trustees?|board trustee|miembro del directorio|directorio|chair(man|woman|person)?|aufsichtsrat\w*|verwaltungsrat\w*|administrat(eur|rice)|consejer[oa]|board observer|observer to the board|conseil d'administration|conseil de surveillance|consejo de administracion|conselho de administracao|conselheir[oa]|raad van (commissarissen|toezicht)|rvc|rvt|commissaris(sen)?|toezichthouder|(angel |private |venture |lead )?investor(in)?|business angel|inversor(a)?|investisseu(r|se)|investidor(a)?)\b/;
export const INTERN =
  /\b(intern|internship|praktikant(in)?|werkstudent(in)?|stagiaire|alternant(e)?|apprenti|becari[oa]|estagiari[oa]|trainee|apprentice|azubi|auszubildende?r?|working student|student assistant|student-? ?assistent(e|en)?|bijbaan student|jobstudent(e|en)?|student worker|studentische \w+|practicas|practicante|pasante|en alternance|alternance|stage de \w+|en stage|stage d'\w+|^stage(?! manager)|estagio|aprendiz|part-? ?time student|student (job|employee)|jobs? etudiants?|bbl-? ?leerling|fp dual|duale? student(in)?|estudiante|estudante|studentenbaan|etudiante?s? a temps partiel|placement student|industrial placement|sandwich (year|student)|year in industry)\b/;
/**
 * An agency temp: a worker the company hires through a temporary-work agency ("Picker (agency temp)", "Leiharbeiter –
 * Maschinenbediener", "Intérimaire – Cariste", "Mozo – puesto a través de ETT", "Auxiliar (temporário)", "Uitzendkracht
 * Monteur", "(flex)"). Read on the whole title before the agency's words are dropped; a contractor by employment.
 */
export const AGENCY_TEMP =
  /\b(agency (temp|temps|worker|workers|staff)|temp(orary)? (agency )?workers?|(via|through|from) (an? |the )?(temp(ing)? |staffing |recruitment )?agency|leiharbeit\w*|zeitarbeit\w*|arbeitnehmeruberlassung|(uber|via) (einen )?(personaldienstleister|zeitarbeitsfirma|leiharbeitsfirma)|interimaires?|mission (d')?interim|(- |– )interim$|ett|empresa de trabajo temporal|contrato temporario|via agencia|uitzendkracht(en)?|(via (een |het )?)?uitzendbureau|flexkracht(en)?|flexwerker)\b|\((agency|agency temp|temp|temps|flex|temporari[oa]|temporal|ett)\)|^temp\b/;
/**
 * A seat on the works council or another body of employee representatives, held next to a job ("Betriebsrat",
 * "Betriebsratsvorsitzende", "Élue du CSE", "Représentant du personnel", "Delegado de personal", "Comissão de
 * Trabalhadores", "Lid Ondernemingsraad", "Chair, Employee Forum"; session 33: a union's workplace representative, "Union
 * Steward", "Délégué syndical", "Delegado sindical", "Dirigente sindical", a Belgian "conseil d'entreprise"): no job, no
 * rung, not the board.
 */
export const WORKS_COUNCIL =
  /\b(works council\w*|employee (forum|council|representative|rep)s?|staff (representative|rep|council)s?|workers' (representative|council)s?|betriebsrat\w*|betriebsrate\w*|(mitglied|vorsitzende\w*) (des|im) betriebsrat\w*|br-?mitglied\w*|personalrat\w*|gesamtbetriebsrat\w*|(du|au) cse|cse (member|titulaire|suppleant)|comite social et economique|comite d'entreprise|representant(e)?s? du personnel|delegue(e)?s? du personnel|elu(e)?s? (du |au )?cse|comite de empresa|delegad[oa]s? de personal|representantes? de los trabajadores|representantes? dos trabalhadores|comissao de trabalhadores|ondernemingsraad|or-?lid|or-?leden|(vice-?)?(voorzitter|lid|secretaris) (van de )?or|(delegue(e)?s? )?(au |du )?cppt|personeelsvertegenwoordiging|(union|shop) (steward|representative|rep)s?|trade union (representative|rep)s?|delegue(e)?s? syndica(l|le|ux)|representant(e)?s? syndica(l|le|ux)|membre du conseil d'entreprise|conseil d'entreprise|delegad[oa]s? sindica(l|les)|dirigentes? sindica(l|is)|representantes? (dos|de los) (empregados|empleados)|vakbondsafgevaardigde)\b/;
