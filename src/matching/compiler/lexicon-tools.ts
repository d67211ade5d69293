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
export const OWNERS_AFTER = (
  'admin|admins|administrator|administrators|administratoren|administratorinnen|administratorin|owner|owners|org owner|org owners|' +
  'platform owner|platform owners|process owners|team|teams|people|specialists|specialist|consultants|consultant|analysts|analyst|' +
  'verantwortliche|verantwortlichen|verantwortlicher|betreuer|betreuerin|betreuerinnen|berater|beraterinnen|spezialisten|' +
  'beheerder|beheerders|beheer|specialisten|consultants|analisten|process managers|process manager|procesmanagers|procesmanager|prozessverantwortliche|prozessverantwortlichen'
).split('|');
/** Words before it ("les administrateurs ServiceNow", "administradores de Zendesk", "dono do ServiceNow", "Leitung ERP"). */
export const OWNERS_BEFORE = (
  'admins|admin|administrateurs|administrateur|administratrices|administratrice|administradores|administrador|administradoras|administradora|' +
  'beheerders|beheerder|responsables|responsable|proprietaires|proprietaire|propietarios|propietario|duenos|dueno|donos|dono|dona|' +
  'consultores|consultor|consultoras|consultants|consultant|analistas|analista|analystes|analyste|specialistes|especialistas|' +
  'head|heads|leitung|leiter|leiterin|hoofd|gerente|gerentes|jefe|jefes|equipo|equipe|team|owners|owner|whoever owns|who owns|qui administre|quem administra|wer administriert|wer betreut'
).split('|');
export const GLUE = ['', 'de', 'do', 'da', 'des', 'du', 'van', 'of', 'of the', 'von', 'del', 'd', 'la', 'le', 'o', 'the', 'van de', 'van het'];

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
