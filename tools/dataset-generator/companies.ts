// The companies of the bundled sample network. Ids and slugs are stable: tests rely on them
// (see src/sources/README.md). `current` is how many current members the roster lists (rosters, like
// real network rosters, can be smaller than employees_count); `formerRate` adds people who left.
import type { Simulate } from '../../src/sources/embedded/schema.js';
import type { Lang } from './roles.js';

export type Kind =
  'saas' | 'fintech' | 'agency' | 'law' | 'restaurant' | 'manufacturing' | 'clinic' | 'consulting' | 'retail' | 'edtech' | 'trades' | 'logistics' | 'biotech';

export interface CompanySpec {
  id: number;
  slug: string;
  name: string;
  kind: Kind;
  industry: string;
  lang: Lang;
  country: string;
  countryCode: string;
  city: string;
  region: string;
  employees: number;
  current: number;
  formerRate: number;
  /** Roster lists only people who left (terminal status no_people_found). */
  formerOnly?: boolean;
  simulate?: Simulate;
}

const c = (
  id: number,
  slug: string,
  name: string,
  kind: Kind,
  industry: string,
  lang: Lang,
  place: [string, string, string, string],
  employees: number,
  current: number,
  extra: Partial<CompanySpec> = {},
): CompanySpec => ({
  id,
  slug,
  name,
  kind,
  industry,
  lang,
  city: place[0],
  region: place[1],
  country: place[2],
  countryCode: place[3],
  employees,
  current,
  formerRate: 0.1,
  ...extra,
});

const SF: [string, string, string, string] = ['San Francisco', 'California', 'United States', 'US'];
const NYC: [string, string, string, string] = ['New York', 'New York', 'United States', 'US'];
const AUSTIN: [string, string, string, string] = ['Austin', 'Texas', 'United States', 'US'];
const BERLIN: [string, string, string, string] = ['Berlin', 'Berlin', 'Germany', 'DE'];
const MUNICH: [string, string, string, string] = ['München', 'Bayern', 'Germany', 'DE'];
const LONDON: [string, string, string, string] = ['London', 'England', 'United Kingdom', 'GB'];
const PARIS: [string, string, string, string] = ['Paris', 'Île-de-France', 'France', 'FR'];
const LYON: [string, string, string, string] = ['Lyon', 'Auvergne-Rhône-Alpes', 'France', 'FR'];
const MADRID: [string, string, string, string] = ['Madrid', 'Comunidad de Madrid', 'Spain', 'ES'];
const VALENCIA: [string, string, string, string] = ['Valencia', 'Comunitat Valenciana', 'Spain', 'ES'];

export const COMPANIES: CompanySpec[] = [
  // Reserved for tests and demos (documented in src/sources/README.md).
  c(1001, 'acme-analytics', 'Acme Analytics', 'saas', 'Software Development', 'en', SF, 22, 21, { formerRate: 0.12 }),
  c(1002, 'empty-shell', 'Empty Shell GmbH', 'consulting', 'Business Consulting and Services', 'de', BERLIN, 0, 0, { formerRate: 0 }),
  c(1003, 'ghost-works', 'Ghost Works Ltd', 'agency', 'Advertising Services', 'en', LONDON, 6, 0, { formerOnly: true }),
  c(1004, 'globex', 'Globex Corporation', 'saas', 'Software Development', 'en', NYC, 5000, 1250, { formerRate: 0.06 }),
  c(1005, 'flaky-networks', 'Flaky Networks', 'saas', 'Computer Networking Products', 'en', AUSTIN, 35, 30, {
    simulate: { fail_stage: 'scan_team', fail_times: 2, fail_kind: 'retryable' },
  }),
  c(1006, 'broken-pipe-media', 'Broken Pipe Media', 'agency', 'Media Production', 'en', ['Toronto', 'Ontario', 'Canada', 'CA'], 18, 16, {
    simulate: { fail_stage: 'enrich_profiles', fail_times: 1, fail_kind: 'permanent' },
  }),
  c(1007, 'slow-motion-labs', 'Slow Motion Labs', 'saas', 'Software Development', 'en', SF, 12, 10, { simulate: { latency_ms: 300 } }),
  c(1008, 'hiccup-health', 'Hiccup Health', 'clinic', 'Hospitals and Health Care', 'en', ['Denver', 'Colorado', 'United States', 'US'], 14, 13, {
    simulate: { fail_stage: 'verify_candidates', fail_times: 2, fail_kind: 'retryable' },
  }),
  c(1009, 'lost-signal', 'Lost Signal Inc', 'saas', 'Telecommunications', 'en', ['Seattle', 'Washington', 'United States', 'US'], 26, 24, {
    simulate: { fail_stage: 'match_company', fail_times: 2, fail_kind: 'retryable' },
  }),
  // The rest of the network.
  c(1010, 'brightwave-software', 'Brightwave Software', 'saas', 'Software Development', 'en', AUSTIN, 48, 44),
  c(1011, 'nordlicht-solutions', 'Nordlicht Solutions GmbH', 'saas', 'IT Services and IT Consulting', 'de', MUNICH, 75, 66),
  c(1012, 'cafe-lumiere', 'Café Lumière', 'restaurant', 'Restaurants', 'fr', PARIS, 25, 18),
  c(1013, 'hernandez-e-hijos', 'Hernández e Hijos S.L.', 'manufacturing', 'Furniture and Home Furnishings Manufacturing', 'es', VALENCIA, 90, 64),
  c(1014, 'clinica-sorriso', 'Clínica Sorriso', 'clinic', 'Medical Practices', 'pt', ['São Paulo', 'São Paulo', 'Brazil', 'BR'], 30, 24),
  c(1015, 'mueller-elektrotechnik', 'Müller Elektrotechnik', 'trades', 'Construction', 'de', ['Stuttgart', 'Baden-Württemberg', 'Germany', 'DE'], 12, 10),
  c(1016, 'pixel-and-pine', 'Pixel & Pine Studio', 'agency', 'Design Services', 'en', ['Vancouver', 'British Columbia', 'Canada', 'CA'], 9, 9),
  c(1017, 'baker-whitfield', 'Baker Whitfield LLP', 'law', 'Law Practice', 'en', LONDON, 65, 52),
  c(
    1018,
    'kestrel-consulting',
    'Kestrel Consulting Group',
    'consulting',
    'Business Consulting and Services',
    'en',
    ['Sydney', 'New South Wales', 'Australia', 'AU'],
    140,
    90,
  ),
  c(1019, 'ledgerly', 'Ledgerly', 'fintech', 'Financial Services', 'en', LONDON, 210, 120),
  c(1020, 'tacos-el-guero', 'Tacos El Güero', 'restaurant', 'Restaurants', 'es', ['Guadalajara', 'Jalisco', 'Mexico', 'MX'], 7, 6),
  c(1021, 'atelier-moreau', 'Atelier Moreau', 'agency', 'Advertising Services', 'fr', LYON, 28, 25),
  c(1022, 'vertice-logistica', 'Vértice Logística', 'logistics', 'Transportation, Logistics, Supply Chain and Storage', 'es', MADRID, 350, 160),
  c(1023, 'sunbridge-learning', 'Sunbridge Learning', 'edtech', 'E-Learning Providers', 'en', ['Bengaluru', 'Karnataka', 'India', 'IN'], 120, 85),
  c(1024, 'quantia-labs', 'Quantia Labs', 'saas', 'Software Development', 'en', ['Tel Aviv', 'Tel Aviv District', 'Israel', 'IL'], 60, 52),
  c(1025, 'fjord-analytics', 'Fjord Analytics AS', 'saas', 'Data Infrastructure and Analytics', 'en', ['Oslo', 'Oslo', 'Norway', 'NO'], 101, 80),
  c(1026, 'harbor-and-co', 'Harbor & Co Retail', 'retail', 'Retail', 'en', ['Boston', 'Massachusetts', 'United States', 'US'], 650, 170),
  c(
    1027,
    'zenit-manufacturing',
    'Zénite Manufatura S.A.',
    'manufacturing',
    'Industrial Machinery Manufacturing',
    'pt',
    ['Porto', 'Porto', 'Portugal', 'PT'],
    900,
    180,
  ),
  c(1028, 'polaris-health', 'Polaris Health Partners', 'clinic', 'Hospitals and Health Care', 'en', ['Chicago', 'Illinois', 'United States', 'US'], 400, 160),
  c(1029, 'cobalt-cloud', 'Cobalt Cloud Inc', 'saas', 'Software Development', 'en', SF, 1200, 270),
  c(1030, 'mosaic-commerce', 'Mosaic Commerce', 'retail', 'Online and Mail Order Retail', 'en', NYC, 2000, 330),
  c(
    1031,
    'rheinwerk-maschinenbau',
    'Rheinwerk Maschinenbau AG',
    'manufacturing',
    'Machinery Manufacturing',
    'de',
    ['Köln', 'Nordrhein-Westfalen', 'Germany', 'DE'],
    3200,
    420,
  ),
  c(1032, 'tiny-seed', 'Tiny Seed Co', 'saas', 'Software Development', 'en', SF, 3, 3, { formerRate: 0 }),
  c(1033, 'solo-ventures', 'Solo Ventures', 'consulting', 'Business Consulting and Services', 'en', AUSTIN, 1, 1, { formerRate: 0 }),
  c(1034, 'greenleaf-bakery', 'Greenleaf Bakery', 'restaurant', 'Food and Beverage Services', 'en', ['Portland', 'Oregon', 'United States', 'US'], 15, 13),
  c(1035, 'datapine-systems', 'Datapine Systems GmbH', 'saas', 'Software Development', 'de', ['Wien', 'Wien', 'Austria', 'AT'], 100, 78),
  c(1036, 'oficina-criativa', 'Oficina Criativa', 'agency', 'Advertising Services', 'pt', ['Rio de Janeiro', 'Rio de Janeiro', 'Brazil', 'BR'], 40, 34),
  c(1037, 'helix-bio', 'Helix Bio AG', 'biotech', 'Biotechnology Research', 'en', ['Basel', 'Basel-Stadt', 'Switzerland', 'CH'], 180, 100),
  c(1038, 'lumen-legal-tech', 'Lumen Legal Tech', 'saas', 'Legal Services', 'en', ['Washington', 'District of Columbia', 'United States', 'US'], 33, 30),
  c(1039, 'cedar-and-stone', 'Cedar & Stone Builders', 'trades', 'Construction', 'en', ['Calgary', 'Alberta', 'Canada', 'CA'], 55, 40),
  c(1040, 'dubois-immobilier', 'Maison Dubois Immobilier', 'consulting', 'Real Estate', 'fr', ['Bordeaux', 'Nouvelle-Aquitaine', 'France', 'FR'], 20, 16),
  c(1041, 'kaizen-robotics', 'Kaizen Robotics', 'manufacturing', 'Automation Machinery Manufacturing', 'en', ['Osaka', 'Osaka', 'Japan', 'JP'], 250, 120),
  c(1042, 'brisa-turismo', 'Brisa Turismo', 'restaurant', 'Hospitality', 'pt', ['Lisboa', 'Lisboa', 'Portugal', 'PT'], 45, 36),
  c(1043, 'northwind-traders', 'Northwind Traders', 'logistics', 'Wholesale', 'en', ['Atlanta', 'Georgia', 'United States', 'US'], 130, 80),
  c(1044, 'sapphire-pay', 'Sapphire Pay', 'fintech', 'Financial Services', 'en', ['Singapore', 'Singapore', 'Singapore', 'SG'], 480, 160),
  c(1045, 'alpenrose-hotel', 'Hotel Alpenrose', 'restaurant', 'Hospitality', 'de', ['Zermatt', 'Wallis', 'Switzerland', 'CH'], 60, 44),
  c(1046, 'orbit-devtools', 'Orbit Devtools', 'saas', 'Software Development', 'en', ['Remote', '', 'United States', 'US'], 18, 17),
];

/** Function mix of the non-leadership staff per kind: [fn.sub, weight]. */
export const FUNCTION_MIX: Record<Kind, Array<readonly [string, number]>> = {
  saas: [
    ['engineering.software', 36],
    ['engineering.it', 2],
    ['product.product', 7],
    ['creative.design', 4],
    ['sales.sales', 14],
    ['sales_engineering.presales', 3],
    ['marketing.marketing', 8],
    ['support.support', 9],
    ['human_resources.hr', 4],
    ['finance.finance', 4],
    ['legal.legal', 1],
    ['operations.ops', 4],
    ['research.data_science', 2],
    ['analyst.analyst', 2],
  ],
  fintech: [
    ['engineering.software', 30],
    ['engineering.it', 3],
    ['product.product', 7],
    ['creative.design', 3],
    ['sales.sales', 12],
    ['marketing.marketing', 7],
    ['support.support', 12],
    ['human_resources.hr', 4],
    ['finance.finance', 9],
    ['legal.legal', 5],
    ['operations.ops', 5],
    ['analyst.analyst', 3],
  ],
  agency: [
    ['creative.design', 32],
    ['marketing.marketing', 28],
    ['sales.sales', 10],
    ['operations.ops', 8],
    ['finance.finance', 4],
    ['human_resources.hr', 3],
    ['engineering.software', 10],
    ['support.support', 3],
  ],
  law: [
    ['legal.legal', 30],
    ['finance.finance', 8],
    ['human_resources.hr', 5],
    ['operations.ops', 14],
    ['engineering.it', 4],
    ['marketing.marketing', 3],
  ],
  restaurant: [
    ['hospitality.kitchen', 80],
    ['operations.ops', 7],
    ['finance.finance', 4],
    ['human_resources.hr', 3],
    ['marketing.marketing', 4],
  ],
  manufacturing: [
    ['manufacturing.production', 52],
    ['engineering.hardware', 12],
    ['operations.ops', 10],
    ['sales.sales', 8],
    ['finance.finance', 5],
    ['human_resources.hr', 4],
    ['engineering.it', 3],
    ['support.support', 3],
    ['engineering.software', 3],
  ],
  clinic: [
    ['health.clinical', 74],
    ['operations.ops', 10],
    ['finance.finance', 5],
    ['human_resources.hr', 5],
    ['engineering.it', 3],
    ['marketing.marketing', 3],
  ],
  consulting: [
    ['professional_service.consulting', 55],
    ['analyst.analyst', 10],
    ['operations.ops', 8],
    ['sales.sales', 8],
    ['human_resources.hr', 6],
    ['finance.finance', 6],
    ['marketing.marketing', 5],
    ['engineering.it', 2],
  ],
  retail: [
    ['sales.sales', 26],
    ['operations.ops', 20],
    ['marketing.marketing', 12],
    ['support.support', 14],
    ['engineering.software', 10],
    ['creative.design', 4],
    ['finance.finance', 5],
    ['human_resources.hr', 5],
    ['product.product', 4],
  ],
  edtech: [
    ['education.teaching', 28],
    ['engineering.software', 22],
    ['product.product', 6],
    ['sales.sales', 12],
    ['marketing.marketing', 8],
    ['support.support', 10],
    ['human_resources.hr', 4],
    ['finance.finance', 4],
    ['creative.design', 6],
  ],
  trades: [
    ['trade.crafts', 70],
    ['operations.ops', 10],
    ['sales.sales', 9],
    ['finance.finance', 6],
    ['human_resources.hr', 3],
  ],
  logistics: [
    ['operations.ops', 42],
    ['manufacturing.production', 20],
    ['sales.sales', 10],
    ['engineering.software', 8],
    ['engineering.it', 4],
    ['finance.finance', 6],
    ['human_resources.hr', 5],
    ['support.support', 5],
  ],
  biotech: [
    ['research.data_science', 35],
    ['engineering.software', 12],
    ['operations.ops', 10],
    ['legal.legal', 6],
    ['finance.finance', 8],
    ['human_resources.hr', 6],
    ['sales.sales', 8],
    ['marketing.marketing', 5],
    ['analyst.analyst', 6],
  ],
};

/** Kinds run by founders (startups) rather than owners (family businesses). */
export const FOUNDER_LED: ReadonlySet<Kind> = new Set<Kind>(['saas', 'fintech', 'agency', 'edtech', 'consulting', 'biotech']);
