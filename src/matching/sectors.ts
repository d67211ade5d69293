// Kinds of employer (criteria.ts `Sector`) as company facts: each sector is the company `industry` values of the data
// that belong to it (LinkedIn's industry names, which People Data Labs uses: the v2 names and the older v1 names, compared
// without case), and the words a `why` uses for it. DATA: a sector that is missing an industry keeps out its companies.
// `employerVerdict` is the one rule: a company is inside a condition when its industry is one of the sectors named (and
// none of those excepted) and its employee count lies in the range; facts that are unknown do not decide.
import type { EmployerCondition, EmployerFacts, EmployeeRange, Sector } from './criteria.js';

export const SECTOR_INDUSTRIES: Readonly<Record<Sector, readonly string[]>> = {
  banking: ['Banking', 'Financial Services', 'Credit Intermediation', 'Savings Institutions', 'Investment Banking', 'Capital Markets'],
  fintech: ['Financial Services', 'Banking', 'Credit Intermediation'],
  insurance: [
    'Insurance',
    'Insurance Carriers',
    'Insurance Agencies and Brokerages',
    'Insurance and Employee Benefit Funds',
    'Claims Adjusting, Actuarial Services',
  ],
  government: [
    'Government Administration',
    'Public Policy Offices',
    'Executive Offices',
    'Legislative Offices',
    'Administration of Justice',
    'Public Safety',
    'Public Administration',
    'Government Relations Services',
  ],
  higher_education: ['Higher Education', 'Research Services', 'Research', 'Education Administration Programs', 'Education Management'],
  research: ['Research Services', 'Research', 'Think Tanks', 'Higher Education', 'Biotechnology Research', 'Biotechnology'],
  schools: ['Primary and Secondary Education', 'Education Administration Programs', 'Education Management', 'Higher Education', 'Education'],
  health_care: [
    'Hospitals and Health Care',
    'Hospital & Health Care',
    'Hospitals',
    'Medical Practices',
    'Medical Practice',
    'Nursing Homes and Residential Care Facilities',
    'Mental Health Care',
    'Home Health Care Services',
    'Outpatient Care Centers',
    'Physicians',
    'Community Services',
  ],
  utilities: [
    'Utilities',
    'Electric Power Generation',
    'Electric Power Transmission, Control, and Distribution',
    'Water, Waste, Steam, and Air Conditioning Services',
    'Water Supply and Irrigation Systems',
    'Natural Gas Distribution',
    'Renewable Energy Power Generation',
    'Oil, Gas, and Mining',
  ],
  telecom: ['Telecommunications', 'Telecommunications Carriers', 'Wireless Services', 'Satellite Telecommunications', 'Cable and Satellite Programming'],
  publishing: [
    'Newspaper Publishing',
    'Newspapers',
    'Periodical Publishing',
    'Book and Periodical Publishing',
    'Book Publishing',
    'Publishing',
    'Online Audio and Video Media',
    'Online Media',
  ],
  broadcasting: [
    'Broadcast Media Production and Distribution',
    'Broadcast Media',
    'Radio and Television Broadcasting',
    'Television Broadcasting',
    'Radio Broadcasting',
    'Media Production',
  ],
  nonprofit: [
    'Non-profit Organizations',
    'Non-profit Organization Management',
    'Philanthropic Fundraising Services',
    'Fundraising',
    'Civic and Social Organizations',
    'Civic & Social Organization',
    'International Affairs',
    'Religious Institutions',
    'Individual and Family Services',
  ],
  car_dealers: ['Motor Vehicle Retail', 'Retail Motor Vehicles', 'Automotive', 'Motor Vehicle Manufacturing'],
  real_estate: [
    'Real Estate',
    'Leasing Non-residential Real Estate',
    'Leasing Residential Real Estate',
    'Real Estate Agents and Brokers',
    'Commercial Real Estate',
  ],
  architecture: ['Architecture and Planning', 'Architecture & Planning', 'Engineering Services'],
  pharma_biotech: ['Biotechnology Research', 'Biotechnology', 'Pharmaceutical Manufacturing', 'Pharmaceuticals'],
  law_firms: ['Law Practice', 'Legal Services', 'Alternative Dispute Resolution'],
  accounting_firms: ['Accounting'],
  hospitality: [
    'Hospitality',
    'Hotels and Motels',
    'Restaurants',
    'Food and Beverage Services',
    'Bars, Taverns, and Nightclubs',
    'Caterers',
    'Travel Arrangements',
  ],
  construction: [
    'Construction',
    'Building Construction',
    'Civil Engineering',
    'Specialty Trade Contractors',
    'Residential Building Construction',
    'Nonresidential Building Construction',
    'Building Finishing Contractors',
    'Building Equipment Contractors',
    'Building Structure and Exterior Contractors',
  ],
  retail: [
    'Retail',
    'Retail Groceries',
    'Retail Apparel and Fashion',
    'Retail Health and Personal Care Products',
    'Food and Beverage Retail',
    'Supermarkets',
    'Online and Mail Order Retail',
  ],
  marketplaces: [
    'Online and Mail Order Retail',
    'Online Retail',
    'Internet Marketplace Platforms',
    'Technology, Information and Internet',
    'Internet',
    'Retail',
  ],
  software: [
    'Software Development',
    'Computer Software',
    'IT Services and IT Consulting',
    'Information Technology & Services',
    'Technology, Information and Internet',
    'Internet',
    'Data Infrastructure and Analytics',
    'Computer and Network Security',
    'Software Publishers',
  ],
  logistics: [
    'Transportation, Logistics, Supply Chain and Storage',
    'Transportation, Logistics and Storage',
    'Logistics and Supply Chain',
    'Truck Transportation',
    'Warehousing and Storage',
    'Warehousing',
    'Freight and Package Transportation',
  ],
  agencies: ['Advertising Services', 'Marketing Services', 'Marketing and Advertising', 'Public Relations and Communications Services'],
};

/** How a `why` names a sector. */
export const SECTOR_WORDS: Readonly<Record<Sector, string>> = {
  banking: 'banks',
  fintech: 'fintechs',
  insurance: 'insurers',
  government: 'public administration',
  higher_education: 'universities',
  research: 'research institutes',
  schools: 'schools and colleges',
  health_care: 'health care',
  utilities: 'utilities',
  telecom: 'telecom operators',
  publishing: 'publishers',
  broadcasting: 'broadcasters',
  nonprofit: 'non-profits',
  car_dealers: 'car dealers',
  real_estate: 'real estate',
  architecture: 'architecture practices',
  pharma_biotech: 'pharma and biotech',
  law_firms: 'law firms',
  accounting_firms: 'accounting firms',
  hospitality: 'hotels and restaurants',
  construction: 'construction',
  retail: 'retailers',
  marketplaces: 'marketplaces',
  software: 'software companies',
  logistics: 'logistics companies',
  agencies: 'agencies',
};

/** The employer facts of a company record (`Company` of the data source, or a job's stored copy), for PersonaInput.company. */
export function employerFacts(company: unknown): EmployerFacts | undefined {
  if (!company || typeof company !== 'object') return undefined;
  const c = company as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return { name: text(c.name) || 'the company', industry: text(c.industry), employees: typeof c.employees_count === 'number' ? c.employees_count : 0 };
}

const INDUSTRY_SECTORS: ReadonlyMap<string, ReadonlySet<Sector>> = (() => {
  const out = new Map<string, Set<Sector>>();
  for (const [sector, industries] of Object.entries(SECTOR_INDUSTRIES) as Array<[Sector, readonly string[]]>)
    for (const i of industries) out.set(i.toLowerCase(), (out.get(i.toLowerCase()) ?? new Set<Sector>()).add(sector));
  return out;
})();

/** Words in a company's name that say its sector whatever its industry ("… Seguros e Crédito", "Stadtsparkasse …"), folded. DATA. */
const NAME_SECTORS: ReadonlyArray<{ sector: Sector; re: RegExp }> = [
  { sector: 'banking', re: /(?:^|[^\p{L}])(?:bank|banco|banque|credito|credit union|caja|caixa)(?![\p{L}])|sparkasse/u },
];

/** The sectors a company's name says (only ever to keep it inside a condition, never to except it). */
export function nameSectors(name: string): Sector[] {
  const folded = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  return NAME_SECTORS.filter((n) => n.re.test(folded)).map((n) => n.sector);
}

/** The sectors a company industry belongs to. */
export function sectorsOf(industry: string): ReadonlySet<Sector> {
  return INDUSTRY_SECTORS.get(industry.trim().toLowerCase()) ?? new Set();
}

const list = (xs: readonly string[]) => (xs.length < 2 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} or ${xs[xs.length - 1]}`);

/** A range in words: "50 to 999 employees", "at least 50 employees", "under 60 employees". */
export function rangeWords(r: EmployeeRange): string {
  if (r.min !== undefined && r.max !== undefined) return `${r.min} to ${r.max} employees`;
  if (r.min !== undefined) return `at least ${r.min} employees`;
  return `at most ${r.max ?? 0} employees`;
}

/** The condition in words ("banks or fintechs, 50 to 999 employees"). */
export function employerWords(c: EmployerCondition): string {
  const parts = [
    c.sectors.length ? list(c.sectors.map((s) => SECTOR_WORDS[s])) : '',
    c.except.length ? `not ${list(c.except.map((s) => SECTOR_WORDS[s]))}` : '',
    c.employees ? rangeWords(c.employees) : '',
  ];
  return parts.filter(Boolean).join(', ');
}

export type EmployerVerdict = { kind: 'inside' } | { kind: 'outside' | 'unknown'; why: string };

/** Whether a company is inside a persona's employer condition, and why not. */
export function employerVerdict(c: EmployerCondition | undefined, company: EmployerFacts | undefined): EmployerVerdict {
  if (!c) return { kind: 'inside' };
  const about = `the persona is about ${employerWords(c)}`;
  if (!company) return { kind: 'unknown', why: `${about}; the company is unknown, so that was not checked` };
  const industry = company.industry.trim();
  const unknown: string[] = [];
  if (c.sectors.length || c.except.length) {
    if (!industry) unknown.push('its industry');
    else {
      const have = sectorsOf(industry);
      const byName = nameSectors(company.name);
      const named = !c.sectors.length || c.sectors.some((s) => have.has(s) || byName.includes(s));
      const excepted = c.except.some((s) => have.has(s));
      if (!named || excepted) return { kind: 'outside', why: `${about}; ${company.name} is ${industry}` };
    }
  }
  if (c.employees) {
    const n = company.employees;
    if (!(n > 0)) unknown.push('its size');
    else if ((c.employees.min !== undefined && n < c.employees.min) || (c.employees.max !== undefined && n > c.employees.max))
      return { kind: 'outside', why: `${about}; ${company.name} has ${n} employees` };
  }
  return unknown.length ? { kind: 'unknown', why: `${about}; ${list(unknown)} of ${company.name} is unknown, so that was not checked` } : { kind: 'inside' };
}
