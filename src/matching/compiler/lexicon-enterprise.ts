// The persona compiler's vocabulary of session 34 (DATA), found on development set 33 (enterprise org charts, personas as
// account-based-marketing teams write them) and written in our own words. Read by selector.ts and tokens.ts; ENTERPRISE_LEXICON
// is spliced into LEXICON (lexicon.ts).
import type { Entry, Tag } from './lexicon.js';
import { COUNTRY_NAMES, REGION_NAMES } from '../reader/scope-vocab.js';

/**
 * Words for a team lead that also name the manager rung ("Teamleiter" leads a team with or without the manager title): left
 * out alone ("keine Teamleiter", "sin encargados"), they are whoever's title says so (TEAM_LEAD_TITLES), not everyone who
 * leads people (selector.ts).
 */
export const TEAM_LEAD_WORD =
  /\b(teamleiter|teamleiterin|teamleiterinnen|teamleitung|gruppenleiter|gruppenleiterin|encargado|encargada|encargados|encargadas)\b/;

/** The title phrases of team leads such a word leaves out. */
export const TEAM_LEAD_TITLES: readonly string[] = ['teamleiter', 'teamleitung', 'gruppenleiter', 'team lead', 'team leader', 'encargado', 'encargada'];

/**
 * A job that serves an executive, named with the executive it serves ("chief of staff to the CEO", "EA to the CFO",
 * "Stabschef des Vorstands", "chef de cabinet du PDG", "jefa de gabinete del CEO", "chefe de gabinete do presidente",
 * "stafchef van de CEO"): the executive names whom, not who (tokens.ts drops it). The serving jobs, folded:
 */
const SERVING = String.raw`(?:chiefs? of staff|(?:executive |personal )?assistants?|assistenz|assistent(?:in|en|innen)?|secretar(?:y|ies)|sekret[aä]r(?:in|innen|e)?|stabschef(?:in|innen|s)?|stabsleiter(?:in|innen)?|chef(?:fe)?s? de cabinet|secr[eé]taires?|assistant(?:e|es)?|jef[ea]s? de gabinete|asistentes?|secretari[ao]s?|chefes? de gabinete|assistentes?|secret[aá]ri[ao]s?|stafchefs?|secretaresses?)`;
/** What joins the job to the executive it serves, in six languages. */
const TO = String.raw`(?:to(?: the| our| their)?|for(?: the| our)?|des|der|du|de la|de l'|aupr[eè]s du|aupr[eè]s de la|del|de la|da|do|van de|van het)`;
/** The executives (and their offices) a serving job is named with. */
const EXECUTIVE = String.raw`(?:(?:group |global |divisional |regional |country )?(?:ceos?|cfos?|coos?|ctos?|cios?|cros?|cmos?|chros?|mds?|gms?|presidents?|chief executives?|managing directors?|general managers?|executive board|board|founders?|division heads?|heads? of (?:the )?(?:divisions?|business units?|bus?)|divisional presidents?|business unit heads?|bu heads?|vorstands?|vorstandsvorsitzenden|gesch[aä]ftsf[uü]hrung|gesch[aä]ftsleitung|gesch[aä]ftsf[uü]hrers?|pdg|dg|directeur g[eé]n[eé]ral|directrice g[eé]n[eé]rale|director general|directora general|diretor geral|diretora geral|presidente|presid[eê]ncia|directie|algemeen directeur|raad van bestuur|bestuur))`;
export const SERVED_EXECUTIVE = new RegExp(String.raw`\b(${SERVING})\s+${TO}\s+${EXECUTIVE}(?![\p{L}])`, 'giu');

const entry = (phrases: string, tag: Tag, p = 3): Entry => ({ phrases, tag, p });

/** Nouns and area words of enterprise org charts, spliced into LEXICON (lexicon.ts). */
export const ENTERPRISE_LEXICON: Entry[] = [
  // Chiefs of staff in six languages (the reader reads the same titles as "chief of staff": title-normalise.ts).
  entry(
    'the chief of staff|the chiefs of staff|our chiefs of staff|chef de cabinet|chefs de cabinet|cheffe de cabinet|jefe de gabinete|jefes de gabinete|jefa de gabinete|chefe de gabinete|chefes de gabinete|stabschef|stabschefs|stabschefin|stafchef|stafchefs',
    { k: 'noun', roles: ['chief_of_staff'], alone: true },
  ),
  // A function's business partner is that function's partner to the business: finance business partners are FP&A (reader
  // title-roles.ts), not HR business partners ("FBP", "Business Partner Finance", "Finanz-Businesspartner").
  entry(
    'finance business partner|finance business partners|finance bp|finance bps|fbp|fbps|financial business partner|financial business partners|business partner finance|business partners finance|business partner financier|business partners financiers|business partner financiero|business partners financieros|business partner financeiro|business partners financeiros|finanz business partner|finance businesspartner|financial businesspartner|business partner financien|businesspartner financien|finance business partnering',
    { k: 'noun', areas: ['fpa'] },
    4,
  ),
  // The heads of a business unit said short ("heads of BU", "BU heads", "the BU leaders"): who owns the unit's P&L.
  entry('head of bu|heads of bu|heads of bus|bu leader|bu leaders|bu lead|bu leads|head of business unit|heads of business unit|bu gm|bu gms', {
    k: 'noun',
    roles: ['unit_head'],
    alone: true,
  }),
  // The Dutch "commercieel directeur" is the sales director (as "directeur commercial", "kaufmännischer Vertrieb" is not).
  entry('commercieel|commerciele|commerciële', { k: 'area', areas: ['sales'] }, 1),
];

// ---- org-chart scopes said in a persona (org-scope.ts), over a selector's normalised words ----------------------------------

const said = (alternatives: string) => new RegExp(String.raw`(?<![\p{L}])(?:${alternatives})(?![\p{L}])`, 'u');

/** Words that look like a scope but name a job, an employer or a place of work ("global account directors", "local government"). */
export const NOT_SCOPE_SAID =
  /\b(rooms division|subsidiary rights|global accounts?|national accounts?|local (government|authorit\w*|councils?)|group (product|account|practice) managers?|business unit controllers?)\b/g;
/** The group, its head office and its global seats. */
const GROUP_ALT = String.raw`group (?:level|hq|head office|wide|functions?|leadership|executives?|c suite|c level|ceo|cfo|coo|cio|cto|chro|cmo|cro|cpo|cco|finance|hr|it|sales|procurement)|at group|groupe|(?:del|do|da|de) grupo|konzern\w*|(?:der|die) zentrale|zentrale|au siege|hoofdkantoor|groep|groepsniveau|global|globale?[nrs]?|worldwide`;
export const GROUP_SAID = said(GROUP_ALT);
/** A division or business unit. */
const DIVISION_ALT = String.raw`divisional|division|divisions|divisionen|de division|divisao|de divisao|divisie|divisies|divisiedirecteur\w*|bu|business units?|business unit level|sparte|sparten|spartenleiter\w*|geschaftsbereich\w*|unidad(?:es)? de negocio|unidade(?:s)? de negocio`;
export const DIVISION_SAID = said(DIVISION_ALT);
/** A region of countries. */
const REGION_ALT = String.raw`${REGION_NAMES}|regional|regionale?[nrs]?|regionaux|regionales|regionais|regions?|regionen|regio|regios|regiao|regioes|regionalchefs?|regionalleit\w*|regiodirecteur\w*`;
export const REGION_SAID = said(REGION_ALT);
/** A country and its subsidiary; a country's name only where a title would say it ("Directeur Financier France"), not "in France". */
const COUNTRY_NAMES_SAID = COUNTRY_NAMES.split('|')
  .filter((n) => n !== 'us' && n !== 'usa')
  .join('|');
const COUNTRY_ALT = String.raw`country|countries|national|nationale?[ns]?|nacional|nacionales|nacionais|local|locales|locais|lokal|lokale[nrs]?|lokaal|lokale|subsidiary|subsidiaries|subsidiaria|subsidiarias|landesgesellschaft(?:en)?|tochtergesellschaft(?:en)?|tochterunternehmen|tochter|filiale|filiales|filial|pays|pais|paises|je land|per land|landendirecteur\w*|landesdirektor\w*|landesgeschaftsfuhrer\w*|(?<!(?:in|en|im|em|no|na|au|aux|bei|at|from|aus|uit|te|op|across|throughout|for|fur|pour|para|voor) )(?:${COUNTRY_NAMES_SAID})(?=(?: etc| usw)? *(?:$|,))`;
export const COUNTRY_SAID = said(COUNTRY_ALT);
/** Every scope but the group ("below group level", "unterhalb der Konzernebene", "sous le niveau du groupe"). */
export const BELOW_GROUP = said(
  String.raw`below (?:the )?group(?: level)?|under (?:the )?group(?: level)?|unterhalb (?:der|des) (?:konzern\w*|gruppe\w*)|sous le niveau (?:du )?groupe|por debajo del grupo|abaixo do grupo|onder (?:het )?groepsniveau`,
);
/** People said to be others' ("their finance directors", "ihre Finanzleiter", "leurs DAF", "sus directores", "hun directeuren"). */
export const THEIR = /^(their|ihre|ihren|leurs?|sus|seus|suas|hun|de hun) /;

/** The heads of a unit named as such ("country managers", "landendirecteuren", "heads of BU"): the roles of the unit's number one. */
export const UNIT_HEADS: ReadonlySet<string> = new Set(['unit_head', 'country_director']);
/** Whoever is a unit's number one whatever the title ("Managing Director, Germany", "General Manager UK", "Diretora Geral"). */
export const UNIT_NUMBER_ONE: readonly string[] = ['ceo', 'general_manager'];

/** A scope said after a preposition, of whoever comes before ("at group HQ", "der Landesgesellschaften", "de cada país", "per land"). */
export const OF_SCOPE = said(
  String.raw`(?:at|in|within|across|of|per|je|der|des|du|de|del|da|do|das|dos|van|bei|au|aux|dans|op|cada)(?: the| la| le| les| los| las| os| as| het| die| den| l)? (?:group|groupe|grupo|groep|hq|head office|${GROUP_ALT}|${DIVISION_ALT}|${REGION_ALT}|${COUNTRY_ALT})`,
);
