// Session 37: the business tools whose owners technographic personas target (DATA), shared by the title reader
// (reader/title-tools.ts: "NetSuite Administrator", "Administrateur ServiceNow", "Leitung ERP", "Workday Analyst") and
// the persona compiler ("HubSpot admins", "SAP-Verantwortliche", "les administrateurs ServiceNow", "beheerders van Jira").
// A family is the kind of system and the area whose people own it: CRM tools are revenue operations', marketing
// automation is marketing operations', HRIS tools are HR's, finance systems are finance's, ERP, ITSM and developer tooling
// are IT's, cloud platforms DevOps', warehouse and transformation tools data engineering's, BI tools analytics', design
// tools design's, help-desk tools customer support's. `kind` is the title kind (criteria.ts TITLE_KINDS) of the people who
// own the system inside that area; a family without one is its whole area. Names are normalised (lower case, no accents).
import type { AreaKey } from '../criteria.js';
import type { Fn } from '../taxonomy.js';
import type { Entry } from './lexicon.js';

export interface ToolFamily {
  /** The title kind of its owners, when they are a part of the area (absent: the area's people are its owners). */
  kind?: string;
  /** The function and sub-area a title naming the system reads as (reader/person-areas.ts turns them into `area`). */
  fn: Fn;
  sub: string;
  area: AreaKey;
  /** Product names (regex source, whole words). */
  tools: string;
  /** Words for the kind of system that name it in a title as well ("ERP", "HRIS", "finance systems"); regex source. */
  systems?: string;
  /** The same words as a persona writes them ('|' list, normalised): the tool's and the system's names. */
  said: string;
  /** Its developers are its owners ("Power BI developers", "desenvolvedores Tableau"), not software engineers. */
  builders?: boolean;
}

export const TOOL_FAMILIES: readonly ToolFamily[] = [
  {
    kind: 'crm_systems',
    fn: 'sales',
    sub: 'crm_systems',
    area: 'revops',
    tools: 'salesforce|sfdc|pipedrive|zoho crm|dynamics crm',
    // A "CRM Manager" runs CRM marketing (reader/areas.ts CROSS_AREA_RULES).
    systems: 'crm(?! manager| marketing)',
    said: 'salesforce|sfdc|the salesforce org|salesforce org|pipedrive|crm',
  },
  // HubSpot is a CRM as well: its admins sit in revenue operations, and they run its marketing automation.
  { kind: 'marketing_ops', fn: 'sales', sub: 'hubspot', area: 'revops', tools: 'hubspot', said: 'hubspot' },
  {
    kind: 'marketing_ops',
    fn: 'marketing',
    sub: 'marketing_ops',
    area: 'marketing',
    tools: 'marketo|pardot|eloqua|braze',
    said: 'marketo|pardot|eloqua',
  },
  {
    kind: 'hr_systems',
    fn: 'human_resources',
    sub: 'hr_systems',
    area: 'hr',
    tools: 'workday|successfactors|personio|bamboo ?hr',
    systems:
      'hris|hrms|sirh|hr[- ]?systems?|hr[- ]?systeme\\w*|hr[- ]?systemen|personalsystem\\w*|sistemas de (rh|rrhh|recursos humanos)|systemes rh|systemes d information rh',
    said: 'workday|workday hcm|successfactors|personio|hris|sirh|hr systems|personalsysteme|hr systemen|sistemas de rh|sistemas de rrhh',
  },
  {
    kind: 'finance_systems',
    fn: 'finance',
    sub: 'finance_systems',
    area: 'finance',
    tools: 'netsuite|sage intacct',
    systems:
      'financ(e|ial) systems?|finanzsystem\\w*|systemes financiers|sistemas financier[oa]s|sistemas financeiros|financiele systemen|applicatiebeheerder finance',
    said: 'netsuite|sage intacct|finance systems|financial systems|finanzsysteme|systemes financiers|sistemas financieros|sistemas financeiros|financiele systemen',
  },
  {
    kind: 'erp_systems',
    fn: 'engineering',
    sub: 'erp_systems',
    area: 'it',
    tools: 'sap|s\\/?4 ?hana|odoo|dynamics 365|dynamics nav|oracle ebs',
    systems: 'erp|erp-systeme|business applications|bedrijfsapplicaties|applications metier|sistemas de gestion|sistemas erp|sap-basis\\w*|basisbetreuer\\w*',
    said: 'sap|s4hana|s 4hana|odoo|erp|sap basis|sap-basis|business applications|bedrijfsapplicaties|applications metier',
  },
  {
    kind: 'itsm_systems',
    fn: 'engineering',
    sub: 'itsm_systems',
    area: 'it',
    tools: 'servicenow|service now|jira service management|topdesk',
    systems: 'itsm',
    said: 'servicenow|service now|sn|itsm|topdesk',
  },
  {
    kind: 'dev_tooling',
    fn: 'engineering',
    sub: 'dev_tooling',
    area: 'it',
    tools: 'jira|confluence|atlassian',
    systems: 'developer tooling',
    said: 'jira|confluence|atlassian|jira atlassian|jira and confluence|jira und confluence|jira et confluence|jira y confluence|jira e confluence|jira en confluence',
  },
  { fn: 'engineering', sub: 'cloud_platform', area: 'devops', tools: 'aws|azure|gcp|google cloud|amazon web services', said: 'aws|azure|gcp|google cloud' },
  {
    fn: 'engineering',
    sub: 'data_warehouse',
    area: 'data_engineering',
    tools: 'snowflake|dbt|databricks|bigquery|redshift',
    said: 'snowflake|dbt|snowflake dbt|snowflake and dbt|snowflake + dbt|databricks|bigquery',
  },
  {
    fn: 'analyst',
    sub: 'bi_tools',
    area: 'analytics',
    tools: 'power ?-?bi|tableau|looker|qlik\\w*',
    said: 'power bi|tableau|power bi tableau|looker|qlik',
    // Its developers build the dashboards: they own it (a platform's developers are software engineers).
    builders: true,
  },
  { fn: 'creative', sub: 'design_tools', area: 'design', tools: 'figma|sketch', said: 'figma' },
  {
    kind: 'support_ops',
    fn: 'support',
    sub: 'support_ops',
    area: 'customer_support',
    tools: 'zendesk|freshdesk|intercom',
    systems: 'support op(eration)?s',
    said: 'zendesk|freshdesk|intercom',
  },
];

/** The title kinds of the families (criteria.ts TITLE_KINDS, reader/person.ts). */
export const TOOL_KINDS: readonly string[] = [...new Set(TOOL_FAMILIES.flatMap((f) => (f.kind ? [f.kind] : [])))];

/** Words after a system's name that say who owns it ("HubSpot admins", "SAP-Verantwortliche", "ServiceNow-beheerders"). */
const OWNERS_AFTER = (
  'admin|admins|administrator|administrators|administratoren|administratorinnen|administratorin|owner|owners|org owner|org owners|' +
  'platform owner|platform owners|process owners|team|teams|people|specialists|specialist|consultants|consultant|analysts|analyst|' +
  'verantwortliche|verantwortlichen|verantwortlicher|betreuer|betreuerin|betreuerinnen|berater|beraterinnen|spezialisten|' +
  'beheerder|beheerders|beheer|specialisten|consultants|analisten|process managers|process manager|procesmanagers|procesmanager|prozessverantwortliche|prozessverantwortlichen'
).split('|');
/** Words before it ("les administrateurs ServiceNow", "administradores de Zendesk", "dono do ServiceNow", "Leitung ERP"). */
const OWNERS_BEFORE = (
  'admins|admin|administrateurs|administrateur|administratrices|administratrice|administradores|administrador|administradoras|administradora|' +
  'beheerders|beheerder|responsables|responsable|proprietaires|proprietaire|propietarios|propietario|duenos|dueno|donos|dono|dona|' +
  'consultores|consultor|consultoras|consultants|consultant|analistas|analista|analystes|analyste|specialistes|especialistas|' +
  'head|heads|leitung|leiter|leiterin|hoofd|gerente|gerentes|jefe|jefes|equipo|equipe|team|owners|owner|whoever owns|who owns|qui administre|quem administra|wer administriert|wer betreut'
).split('|');
const GLUE = ['', 'de', 'do', 'da', 'des', 'du', 'van', 'of', 'of the', 'von', 'del', 'd', 'la', 'le', 'o', 'the', 'van de', 'van het'];

/** Words for a tool's developers, after and before its name (ToolFamily.builders). */
const BUILDERS_AFTER = 'developer|developers|dev|devs|entwickler|entwicklerin|entwicklerinnen|ontwikkelaar|ontwikkelaars|engineer|engineers'.split('|');
const BUILDERS_BEFORE =
  'developpeur|developpeurs|developpeuse|developpeuses|desarrollador|desarrolladores|desarrolladora|desarrolladoras|desenvolvedor|desenvolvedores|desenvolvedora|desenvolvedoras|programador|programadores|ontwikkelaar|ontwikkelaars|entwickler|entwicklerin'.split(
    '|',
  );

/** "<system> admins" and "admins of <system>", each family's owners: its kind, else its area. */
export const TOOLS_LEXICON: Entry[] = TOOL_FAMILIES.map((f) => {
  const names = f.said.split('|');
  const after = f.builders ? [...OWNERS_AFTER, ...BUILDERS_AFTER] : OWNERS_AFTER;
  const before = f.builders ? [...OWNERS_BEFORE, ...BUILDERS_BEFORE] : OWNERS_BEFORE;
  const phrases = [
    ...names.flatMap((n) => after.map((w) => `${n} ${w}`)),
    ...before.flatMap((w) => GLUE.flatMap((g) => names.map((n) => [w, g, n].filter(Boolean).join(' ')))),
  ];
  return {
    phrases: [...new Set(phrases)].join('|'),
    tag: f.kind ? { k: 'noun', roles: [f.kind], alone: true } : { k: 'noun', areas: [f.area], alone: true },
    p: 5,
    combined: true,
  };
});

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&').replace(/ /g, '[\\s-]+');
/** Every system name a persona writes, longest first. */
const NAME = `(?:${[...new Set(TOOL_FAMILIES.flatMap((f) => f.said.split('|')))]
  .sort((a, b) => b.length - a.length)
  .map(escapeRe)
  .join('|')})`;
const OWNER = `(?:${[...new Set(OWNERS_AFTER)]
  .sort((a, b) => b.length - a.length)
  .map(escapeRe)
  .join('|')})`;
const LIST_JOIN = `(?:\\s*[,/&+]\\s*|-?\\s*,\\s*|-?\\s+(?:and|or|und|oder|sowie|et|ou|y|o|e|en|of)\\s+)`;
const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';
/** "ERP, CRM, HRIS and ITSM admins": names of systems listed before one word for their owners. */
const NAME_LIST = new RegExp(`${B}(${NAME}(?:${LIST_JOIN}${NAME})+)([\\s-]+)(${OWNER})${E}`, 'giu');
const ONE_NAME = new RegExp(`${B}${NAME}${E}`, 'giu');
const OWNER_BEFORE = `(?:${[...new Set(OWNERS_BEFORE)]
  .sort((a, b) => b.length - a.length)
  .map(escapeRe)
  .join('|')})`;
const GLUE_WORDS = `(?:${GLUE.filter(Boolean)
  .sort((a, b) => b.length - a.length)
  .map(escapeRe)
  .join('|')})`;
/** "les administrateurs ServiceNow et Jira", "administradores de Salesforce y HubSpot": the word for the owners said first. */
const OWNER_THEN_LIST = new RegExp(`${B}(${OWNER_BEFORE}(?:\\s+${GLUE_WORDS})?\\s+)(${NAME}(?:${LIST_JOIN}${NAME})+)(?![\\p{L}\\p{N}-])`, 'giu');

/**
 * "ERP, CRM, HRIS and ITSM admins", "Salesforce- und HubSpot-Admins": the word for the owners is said once for every
 * system listed before it ("ERP admins, CRM admins, HRIS admins and ITSM admins"), and "les administrateurs ServiceNow et
 * Jira" for both systems. Read by the tokeniser (tokens.ts).
 */
export function spellOutToolLists(sentence: string): string {
  const before = sentence.replace(OWNER_THEN_LIST, (_m, owner: string, list: string) => {
    const names = [...list.matchAll(ONE_NAME)];
    return names.map((n, i) => `${owner}${n[0]}${i + 1 < names.length ? list.slice((n.index ?? 0) + n[0].length, names[i + 1]?.index) : ''}`).join('');
  });
  return before.replace(NAME_LIST, (m, list: string, attach: string, owner: string) => {
    const names = [...list.matchAll(ONE_NAME)];
    // A compound ("HubSpot-Admins") shares its head only with names that leave it out ("Salesforce- und HubSpot-Admins"):
    // "ERP und SAP-Basis-Team" is the ERP people and the Basis team.
    const suspended = names.slice(0, -1).every((n) => list[(n.index ?? 0) + n[0].length] === '-');
    if (attach.includes('-') && !suspended) return m;
    let out = '';
    names.forEach((n, i) => {
      const next = names[i + 1];
      const gap = next ? list.slice((n.index ?? 0) + n[0].length, next.index).replace(/^-/, '') : '';
      out += `${n[0]} ${owner}${gap}`;
    });
    return out;
  });
}
