// The title reader's finer areas: DATA. After a title is read into a function (title.ts), these
// patterns name the finer area of the contract (src/matching/criteria.ts) when the title says it.
// The first row whose function and pattern match wins; its areas replace the function's default one
// (the ones after the first are what the role also counts as: an SRE is a software engineer too).
import type { AreaKey } from '../criteria.js';
import type { Fn } from '../taxonomy.js';

export const AREA_RULES: ReadonlyArray<readonly [Fn, RegExp, AreaKey[]]> = [
  [
    'engineering',
    /\b(securit\w*|cyber ?security|infosec|ciso|soc|penetration|pen ?test\w*|threat|incident response|vulnerabilit\w*|identity (and|&) access|rssi|seguridad|ciberseguridad|securite|\w*sicherheit\w*|seguranca|red team|blue team|secops|devsecops|ethical hack\w*)\b/,
    ['security', 'it'],
  ],
  [
    'engineering',
    /\b(sre|site reliability|devops|dev ops|platform engineer\w*|platform team|infrastructure engineer\w*|cloud engineer\w*|cloud architect\w*|kubernetes|reliability engineer\w*|production engineer\w*|build engineer\w*|release engineer\w*)\b/,
    ['devops', 'software'],
  ],
  [
    'sales',
    /\b((sales|revenue|rev|commercial|gtm|go-to-market) ?op(eration)?s|revops|sales enablement|deal desk|bizops|business operations|sales analyst|crm (admin\w*|manager))\b/,
    ['revops'],
  ],
  ['marketing', /\b(product marketing|pmm)\b/, ['product_marketing']],
  ['sales', /\b(partnerships?|alliances?|business development|bizdev|biz dev|channel)\b/, ['business_development']],
  [
    'operations',
    /\b(procurement|purchas\w*|buyer|einkauf\w*|einkaufer\w*|beschaffung|achat\w*|acheteu\w*|compras?|comprador\w*|inkoop|inkoper|strategic sourcing|sourcing (manager|specialist|lead))\b/,
    ['procurement'],
  ],
  [
    'operations',
    /\b(project|program|programme|projekt)[- ]?(manager\w*|lead|leiter\w*|coordinator)|\bchef de projet\b|\bjefe de proyecto\b|\bgerente de projeto\b|\bprojectleider\b|\bscrum master\b|\bpmo\b/,
    ['project_management'],
  ],
  [
    'legal',
    /\b(complian\w*|privacy|data protection|dpo|datenschutz\w*|protection des donnees|proteccion de datos|protecao de dados|gegevensbescherming)\b/,
    ['compliance'],
  ],
  [
    'finance',
    /\b(accountant|accounting|bookkeep\w*|\w*buchhalt\w*|comptab\w*|contab\w*|contador\w*|accounts (payable|receivable)|ap\/ar|boekhoud\w*|payables|receivables)\b/,
    ['accounting'],
  ],
];

/** Role keys that name their own area. */
export const ROLE_AREAS: Readonly<Record<string, AreaKey[]>> = {
  account_executive: ['account_executive'],
  sdr: ['sales_development'],
  procurement_chief: ['procurement'],
  project_manager: ['project_management'],
};
