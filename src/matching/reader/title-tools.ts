// Session 37: a title that names a business tool or the kind of system it is, with a job word and no other area of its
// own, is the job of owning that system ("NetSuite Administrator", "Administrateur ServiceNow", "Leitung ERP",
// "Especialista Workday", "Tableau Developer", "Jira-beheerder"): the family's area and kind (compiler/lexicon-tools.ts).
// A title's own stronger area word wins ("Account Executive, Salesforce" sells); a user of a tool ("Salesforce power
// user", "SAP-Anwenderin", "Power BI-gebruiker") owns nothing.
import { TOOL_FAMILIES, type ToolFamily } from '../compiler/lexicon-tools.js';

// A tool said as a former or another employer ("ex-SAP", "at Salesforce", "bei SAP") is no job on it.
const compiled = TOOL_FAMILIES.map((f) => ({
  family: f,
  re: new RegExp(`(?<!\\b(ex|at|bei|chez|bij|voor|para|fur|@)[- ]?)\\b(${f.tools}${f.systems ? `|${f.systems}` : ''})\\b`, 'g'),
}));

/** The sub-areas the families' titles read as (person-areas.ts: a tool owner's title is one job, whatever its slashes). */
export const TOOL_SUBS: ReadonlySet<string> = new Set(TOOL_FAMILIES.map((f) => f.sub));

const USER =
  /\b(users?|power ?users?|key ?users?|anwender\w*|nutzer\w*|gebruiker\w*|utilisat(eur|rice)s?|usuari[oa]s?|certified|certifie\w*|zertifiziert\w*)\b/;

/**
 * Job words that name no area of their own: what is left of a tool owner's title once they and the tool are gone is no
 * function ("Functioneel beheerder SAP", "Inhouse SAP-Berater", "Chargé de projet SIRH", "ITSM Process Owner").
 */
export const TOOL_JOB_WORDS =
  /\b(\w*admin\w*|\w*administrat\w*|\w*beheerder\w*|beheer|specialist\w*|spezialist\w*|especialista|specialiste|analyst\w*|analyste|analista|analist|consultant\w*|consultante|berater\w*|consultor\w*|developer\w*|entwickler\w*|desarrollador\w*|desenvolvedor\w*|programador\w*|ontwikkelaar\w*|developpeu\w*|engineer\w*|ingenieu\w*|ingenier[oa]|engenheir[oa]|tecnic[oa]|technician|expert\w*|experte|officer|owner|functioneel|functional|funcional|inhouse|in-house|interne?|interno|interna|de la casa|business|charge(e)? de projet|project|projet|proyecto|projeto|prozess\w*|proces\w*|process\w*|processus|procesos|processos|platform|plataforma|plateforme)\b/g;

/** The family a title's system words name, and the title without them; none where the title is a user's. */
export function toolOf(t: string): { family: ToolFamily; rest: string } | undefined {
  if (USER.test(t)) return undefined;
  for (const { family, re } of compiled) {
    const rest = t.replace(re, ' ');
    if (rest !== t) return { family, rest };
  }
  return undefined;
}

/** Every family's words, for the reader's list of words it knows (title.ts READ_PATTERNS). */
export const TOOL_WORDS = new RegExp(compiled.map(({ re }) => re.source).join('|'), 'g');
