// The tier words of a job title: VPs, C-level chiefs (and the areas they lead), heads, directors, managers, leads, seniors, juniors.
import type { Fn } from '../taxonomy.js';

export const VP = /\b(vice[- ]president(e|a)?|vp|svp|evp|vizeprasident(in)?|vicepresident(e|a)?)\b/;

/**
 * C-level titles and the function they lead. Session 34: the owner-MD ("Geschäftsführende Gesellschafterin") and the
 * Portuguese "Diretor-Geral" are the chief executive (not a hotel's "Diretora Geral do Hotel"); a Spanish "Directora General
 * de Personas" leads that area, not the company.
 */
export const CHIEF: ReadonlyArray<readonly [RegExp, [Fn, string, string]]> = [
  [/\b(cto|chief technology officer|chief technical officer|directeur technique|director de tecnologia)\b/, ['engineering', 'software', 'cto']],
  [/\b(ciso|chief information security officer|chief security officer|cso (?:\w+ )*(?:security|securite|seguridad))\b/, ['engineering', 'it', 'ciso']],
  [
    /\b(chief procurement officer|chief purchasing officer|cpo\W+(?:\w+\W+)*?(?:procurement|purchasing|einkauf|achats|compras))\b/,
    ['operations', 'procurement', 'procurement_chief'],
  ],
  [/\b(cio|chief information officer|dsi|direct(eur|rice) des systemes d'information)\b/, ['engineering', 'it', 'cio']],
  // A CDO who says digital ("CDO (Digital)", "Chief Digital Officer") leads digital and e-commerce, not data.
  [/\b(chief digital officer|chief digital (and|&) [a-z]+ officer|cdo digital\w*|digital cdo)\b/, ['operations', 'executive', 'chief_digital_officer']],
  [/\b(cdo|chief data officer)\b/, ['analyst', 'data', 'cdo']],
  [
    /\b(cfo|chief financial officer|chief finance officer|daf|direct(eur|rice) administratif et financier|director(a)? financier[oa]|diretor(a)? financeir[oa])\b|^administrador(a)? financeir[oa]$/,
    ['finance', 'finance', 'cfo'],
  ],
  [/\b(coo|chief operating officer|chief operations officer)\b/, ['operations', 'ops', 'coo']],
  [/\b(cmo(?! \(?chief medical)|chief marketing officer|chief growth officer|chief brand officer)\b/, ['marketing', 'marketing', 'cmo']],
  [
    /\b(cro(?! (specialist|manager|analyst|lead|expert|consultant|marketing))|chief revenue officer|chief sales officer|chief commercial officer)\b/,
    ['sales', 'sales', 'cro'],
  ],
  [/\b(cpo|chief product officer)\b/, ['product', 'product', 'cpo']],
  [/\b(chro|chief people officer|chief human resources officer|chief talent officer)\b/, ['human_resources', 'hr', 'chro']],
  // Session 53: a chief compliance officer heads compliance (a chief of its own), no general counsel.
  [/\bchief compliance officer\b/, ['legal', 'compliance', 'chief_compliance_officer']],
  [/\b(clo|chief legal officer|general counsel)\b/, ['legal', 'legal', 'general_counsel']],
  [/\b(chief customer success officer)\b/, ['support', 'success', 'cco']],
  [/\b(cco|chief customer officer)\b/, ['support', 'support', 'cco']],
  [
    /\b(ceo|chief executive( officer)?|managing director|geschaftsfuhrer(in)?|geschaftsfuhrende[rn]? (owner|gesellschafter(in)?)|direct(eur|rice) general(e)?|director(a)? general(?! de (?!la |el |los |las ))|diretor(a)?[- ]geral(?! d[oa] )|pdg|president(e|a)?|director(a)? ejecutiv[oa]|diretor(a)? executiv[oa]|gerant(e)?|vorstandsvorsitzende?r?|consejer[oa] delegad[oa]|voorzitter (van de )?raad van bestuur)\b/,
    ['operations', 'executive', 'ceo'],
  ],
  [
    /\bchief [a-z &,/-]*officer\b|\bvorstand\b|\bvorstandsmitglied\b|\bmembre du directoire\b|\b(lid (van de )?)?raad van bestuur\b/,
    ['operations', 'executive', 'chief_officer'],
  ],
];

/** "X Manager" titles that name an individual contributor, not a people manager. */
export const IC_MANAGER =
  /\b(gerente de produ(?:to|cto)|gestor(?:a)? de produto|produktmarketing|productmarketing|programma|programm|product|account|key account|project|program|programme|customer success|success|onboarding|renewals?|office|community|social media|content marketing|content|growth marketing|growth|performance marketing|lifecycle marketing|lifecycle|crm marketing|crm|(?<!talent )acquisition|seo|sea|sem|ppc|paid (social|search|media)|affiliate|marketing automation|e-?mail marketing|demand gen(eration)?|conversion|cro|retention marketing|traffic|product marketing|brand|campaign|partner|category|event|events|case|relationship|portfolio|territory|channel|client|property|release|online-marketing|produkt|projekt|happiness)[- ]?manager(in)?\b/;
// Session 33: a Portuguese "Responsável" for something manages it ("Responsável HSE", "Responsável de Loja"), as "Gerente" does.
export const PEOPLE_MANAGER =
  /\b(manager(in)?|mgr|gerente|responsavel|team ?lead(er)?|tech lead|technical lead|techlead|technisch leider|teamleider|lead|teamleiter(in)?|gruppenleiter(in)?|schichtleiter(in)?|meister|vorarbeiter(in)?|fore(man|woman)|capataz|supervisor|superviseu(r|se)|superviseure|encargad[oa]|chef d'equipe|chef(fe)? (de|d') ?(groupe|secteur|agence|site|depot|laboratoire|bureau)|crew chief|responsable d'equipe|group product manager|coordenador(a)?|coordinador(a)? de(l)? equipo|leidinggevende)\b|^em\b/;
/**
 * A department named bare beside an "X Manager" that is an individual contributor ("HR & Office Manager",
 * "Office Manager / HR", "Office Manager & People"): the manager's word holds for it too, so the title
 * manages that department.
 */
const BARE_DEPARTMENT =
  /^(hr|rh|rrhh|people|personnel|personal|human resources|ressources humaines|recursos humanos|people (and|&) culture|finance|finances|legal|marketing|sales|operations|ops|it)$/;
export const sharesManagerWord = (t: string) =>
  /\bmanager\b/.test(t) && t.split(/\s*(?:&|\/|\+|\band\b|\bund\b|\bet\b|\by\b|\be\b)\s*/).some((h) => BARE_DEPARTMENT.test(h.trim()));
/** "Lead Engineer", "Lead UX Designer": a senior individual contributor ("Lead, Platform Team" and "Design Lead" still lead). */
export const LEAD_IC =
  /^lead (?:[a-z&/-]+ ){0,2}(?:engineer|product manager|product owner|developer|programmer|designer|scientist|analyst|architect|consultant|accountant|recruiter|researcher|writer|copywriter|auditor|counsel|attorney|lawyer|tester|sre|underwriter|adjuster)s?\b/;
/** "Lead generation", "lead gen", "Lead Development Representative": a marketing/sales activity, not a team lead. */
export const LEAD_GEN = /\blead[- ]?(gen(eration)?|development|qualification)\b/g;
export const HEAD =
  /\b(hoofd|afdelingshoofd|head|global head|leiter(in)?|leitung|abteilungsleiter(in)?|bereichsleiter(in)?|produktionsleiter(in)?|vertriebsleiter(in)?|personalleiter(in)?|responsable|jef[ea]|executive chef|chief accountant|chef(fe)? (de|du) (pole|division|departement|service|unite|centrale))\b/;
export const DIRECTOR = /\b(director(a)?|direct(eur|rice)|diretor(a)?|direktor(in)?|dir\.?|drh)\b/;
export const SENIOR = /\b(senior|sr\.?|snr|staff(?! accountant)|principal|master|sous chef|chief of staff|hrbp|expert|confirme(e)?)\b/;
export const PARTNER_NOT =
  /\b(people|talent|business|hr|channel|growth|marketing|alliances?|acquisition|recruit\w*|learning|finance|legal|sourcing|customer|client|success|implementation) partners?\b|\bpartner (manag\w*|success|sales|account|programs?|ecosystem|enablement|operations|development|marketing|relations)\b/g;
export const PARTNER = /\b(partner|socio|socia|associe|associee|teilhaber(in)?)\b/;

/**
 * A customer service supervisor leads a team of agents ("Customer Care Supervisor", "Supervisora de Atendimento",
 * "Superviseuse relation client", "Supervisor Klantenservice"): the team-lead rung, as a warehouse or housekeeping
 * supervisor (a contact centre's own supervisors: firm.ts). An IT service desk's or a till's supervisor is not one.
 */
const SUPPORT_DESK = String.raw`(customer (service|care|support|experience)|customer|client services?|support|soporte|suporte|atendimento|atencion (al|a) (cliente|usuario)s?|atencion|servicio (al|de atencion al) cliente|relation client(e|s)?|service client(s)?|centre de contacts?|centre d'appels|plateau|contact ?cent(er|re)|call ?cent(er|re)|centro de (contacto|atencion|atendimento)|sac|klantenservice|klantcontact|kundenservice|kundendienst|kundenbetreuung)`;
export const SUPPORT_SUPERVISOR = new RegExp(
  String.raw`\b(supervisor(a)?|superviseu(r|se)|superviseure)\b.*\b${SUPPORT_DESK}\b|\b${SUPPORT_DESK}\b.*\b(supervisor|superviseu(r|se)|superviseure)\b`,
);
/** A title that says its holder manages nobody: "Junior Marketing Manager", "Lead Designer (IC)". */
export const NOT_MANAGING = /\b(junior|ic|individual contributor|non-managing)\b/;
/** A title that says its holder runs a team whatever the role word: "Project Manager (team of 5)". */
export const LEADS_A_TEAM = /\b(team of \d+|\d+ (direct )?reports|manages \d+|managing (a team|\d+))\b/;
/** The C-level role of a chief whose title names the area ("Chief Finance & Administration Officer"). */
export const CHIEF_OF_AREA: Readonly<Record<string, string>> = {
  'engineering.software': 'cto',
  'engineering.it': 'cio',
  // A pension fund's or insurer's CIO runs the investments: no CFO (verticals-public.ts).
  'finance.investment': 'chief_investment_officer',
  finance: 'cfo',
  operations: 'coo',
  marketing: 'cmo',
  sales: 'cro',
  product: 'cpo',
  human_resources: 'chro',
  legal: 'general_counsel',
  support: 'cco',
};

/** Words of an entry-level title (only on titles read at the entry tier). */
export const JUNIOR =
  /\b(junior|jr|graduate|trainee|entry[- ]level|einsteiger(in)?|debutant(e)?|sachbearbeiter(in)?|auxiliar(es)?|assistant|assistante|asistente|assistente|assistent(in)?|assistenz|\w+assistenz|\w+assistent(in)?|coordinator|coordinat(eur|rice)|coordinador(a)?|koordinator(in)?|sdr|bdr|sales development|business development rep\w*|(lead|account|market|pipeline|commercial) development rep\w*|appointment setter\w*|inside sales|desarrollo de ventas|desenvolvimento de vendas|(?<!engenheir[oa] de )pre-? ?vend(as?(?! tecnic)|edor(a|es|as)?)|prospect(eur|rice|ion)\w*)\b|^associate\b|\bfounder'?s'? associate\b/;
