// The membership audit of session 22 (sectors.ts industryMembership, industries.ts, industry-neighbours.ts): for each
// sector, LinkedIn industry names (V2, V1 and free-form spellings) are `of` it where a buyer saying the sector includes
// such a company, `maybe` where it is arguable (neighbouring businesses: broadcasters and newspapers, telecoms and ISPs,
// banks and financial services, hospitals and wellness, retail and consumer goods, construction and real estate …), and
// `other` only where the company is clearly another business: a false `other` drops every person of the company.
// A company's name only ever adds: it never puts a company outside. Our own table.
import { describe, expect, it } from 'vitest';
import { SECTORS, type EmployerCondition, type Sector } from '../../src/matching/criteria.js';
import { employerVerdict, industryMembership, nameSectors, type Membership } from '../../src/matching/sectors.js';

const ROWS: ReadonlyArray<readonly [string, Sector, Membership]> = [
  // Session 48: aerospace & defence and electronics makers (both manufacturers too); e-commerce is no electronics maker.
  ['Defense and Space Manufacturing', 'aerospace_defence', 'of'],
  ['Defense and Space Manufacturing', 'manufacturing', 'of'],
  ['Luft- und Raumfahrt', 'aerospace_defence', 'of'],
  ['Manufacturing', 'aerospace_defence', 'maybe'],
  ['Software Development', 'aerospace_defence', 'other'],
  ['Semiconductor Manufacturing', 'electronics', 'of'],
  ['Semiconductor Manufacturing', 'manufacturing', 'of'],
  ['Industrie électronique', 'electronics', 'of'],
  ['Manufacturing', 'electronics', 'maybe'],
  ['Commerce électronique', 'electronics', 'other'],
  ['Electronic Commerce', 'electronics', 'other'],
  ['Software Development', 'electronics', 'other'],
  // Session 23: wholesale and agriculture (were kinds no sector stood for) and financial services as sectors.
  ['Wholesale', 'wholesale', 'of'],
  ['Wholesale Food and Beverage', 'wholesale', 'of'],
  ['Import and Export', 'wholesale', 'of'],
  ['Consumer Goods', 'wholesale', 'maybe'],
  ['Retail Groceries', 'wholesale', 'other'],
  ['Food and Beverage Manufacturing', 'wholesale', 'other'],
  ['Wholesale', 'manufacturing', 'other'],
  ['Farming', 'agriculture', 'of'],
  ['Farming, Ranching, Forestry', 'agriculture', 'of'],
  ['Agribusiness Solutions', 'agriculture', 'of'],
  ['Food and Beverage Manufacturing', 'agriculture', 'maybe'],
  ['Banking', 'agriculture', 'other'],
  ['Farming', 'food_beverage', 'maybe'],
  ['Financial Services', 'financial_services', 'of'],
  ['Banking', 'financial_services', 'of'],
  ['Insurance', 'financial_services', 'of'],
  ['Investment Management', 'financial_services', 'of'],
  ['Venture Capital and Private Equity Principals', 'financial_services', 'of'],
  ['Pension Funds', 'financial_services', 'of'],
  ['Accounting', 'financial_services', 'maybe'],
  ['Software Development', 'financial_services', 'other'],
  ['Real Estate', 'financial_services', 'other'],
  ['Investment Management', 'banking', 'other'],
  ['Newspapers', 'publishing', 'of'],
  ['Newspapers', 'broadcasting', 'other'],
  ['Online Media', 'publishing', 'of'],
  ['Online Media', 'broadcasting', 'other'],
  ['Online Media', 'software', 'maybe'],
  ['Broadcast Media', 'broadcasting', 'of'],
  ['Broadcast Media', 'publishing', 'other'],
  ['Broadcast Media', 'telecom', 'maybe'],
  ['Media Production', 'broadcasting', 'of'],
  ['Media Production', 'publishing', 'other'],
  ['Media Production', 'agencies', 'other'],
  ['Publishing', 'publishing', 'of'],
  ['Publishing', 'broadcasting', 'other'],
  ['Media', 'publishing', 'maybe'],
  ['Media', 'broadcasting', 'maybe'],
  ['Digital Media', 'publishing', 'maybe'],
  ['Digital Media', 'software', 'maybe'],
  ['Digital Media', 'banking', 'other'],
  ['Hospital & Health Care', 'health_care', 'of'],
  ['Hospital & Health Care', 'pharma_biotech', 'other'],
  ['Hospital & Health Care', 'public_sector', 'maybe'],
  ['Hospital & Health Care', 'government', 'other'],
  ['Hospitals and Health Care', 'health_care', 'of'],
  ['Health, Wellness and Fitness', 'health_care', 'maybe'],
  ['Health, Wellness & Fitness', 'entertainment', 'maybe'],
  ['Medical Devices', 'health_care', 'other'],
  ['Medical Devices', 'manufacturing', 'of'],
  ['Medical Devices', 'pharma_biotech', 'other'],
  ['Pharmaceuticals', 'pharma_biotech', 'of'],
  ['Pharmaceuticals', 'health_care', 'other'],
  ['Pharmaceuticals', 'manufacturing', 'of'],
  ['Biotechnology', 'pharma_biotech', 'of'],
  ['Biotechnology', 'research', 'maybe'],
  ['Biotechnology', 'health_care', 'other'],
  ['Retail Pharmacies', 'health_care', 'maybe'],
  ['Retail Pharmacies', 'retail', 'of'],
  ['Financial Services', 'banking', 'maybe'],
  ['Financial Services', 'fintech', 'maybe'],
  ['Financial Services', 'insurance', 'maybe'],
  ['Financial Services', 'accounting_firms', 'other'],
  ['Financial Services', 'software', 'maybe'],
  ['Banking', 'banking', 'of'],
  ['Banking', 'fintech', 'maybe'],
  ['Investment Management', 'banking', 'other'],
  ['Investment Management', 'pension_funds', 'maybe'],
  ['Software Development', 'fintech', 'other'],
  ['Computer Software', 'fintech', 'other'],
  ['Banking', 'insurance', 'other'],
  ['Insurance', 'insurance', 'of'],
  ['Insurance', 'pension_funds', 'other'],
  ['Insurance', 'fintech', 'other'],
  ['Pension Funds', 'insurance', 'other'],
  ['Telecommunications', 'telecom', 'of'],
  ['Telecommunications', 'software', 'maybe'],
  ['Telecommunications', 'it_services', 'other'],
  ['Internet', 'telecom', 'maybe'],
  ['Internet', 'software', 'maybe'],
  ['Information Technology and Services', 'telecom', 'maybe'],
  ['Information Technology and Services', 'software', 'of'],
  ['Information Technology and Services', 'it_services', 'maybe'],
  ['IT Services and IT Consulting', 'it_services', 'of'],
  ['IT Services and IT Consulting', 'consulting', 'maybe'],
  ['Computer Software', 'software', 'of'],
  ['Computer Software', 'it_services', 'other'],
  ['Internet Service Providers', 'telecom', 'of'],
  ['Higher Education', 'higher_education', 'of'],
  ['Higher Education', 'research', 'maybe'],
  // A university is no school (session 31: "teachers in the school district" are not its lecturers).
  ['Higher Education', 'schools', 'other'],
  ['Research', 'research', 'of'],
  ['Research', 'higher_education', 'maybe'],
  ['Research Services', 'nonprofit', 'other'],
  ['Think Tanks', 'research', 'of'],
  ['Education Management', 'higher_education', 'maybe'],
  ['Education Management', 'schools', 'maybe'],
  ['Primary/Secondary Education', 'schools', 'of'],
  ['E-Learning', 'schools', 'maybe'],
  ['E-Learning', 'higher_education', 'maybe'],
  ['E-Learning Providers', 'software', 'maybe'],
  ['Education Services', 'schools', 'maybe'],
  ['Real Estate', 'real_estate', 'of'],
  ['Real Estate', 'construction', 'maybe'],
  ['Real Estate', 'architecture', 'maybe'],
  ['Construction', 'construction', 'of'],
  ['Construction', 'real_estate', 'other'],
  ['Civil Engineering', 'construction', 'of'],
  ['Civil Engineering', 'architecture', 'maybe'],
  ['Building Materials', 'construction', 'maybe'],
  ['Building Materials', 'manufacturing', 'maybe'],
  ['Engineering Services', 'construction', 'maybe'],
  ['Facilities Services', 'real_estate', 'maybe'],
  ['Property Management', 'real_estate', 'of'],
  ['Real Estate Development', 'real_estate', 'of'],
  ['Utilities', 'utilities', 'of'],
  ['Utilities', 'telecom', 'maybe'],
  ['Renewables & Environment', 'utilities', 'maybe'],
  ['Renewables & Environment', 'construction', 'maybe'],
  ['Oil & Energy', 'utilities', 'maybe'],
  ['Oil & Energy', 'oil_gas_mining', 'of'],
  ['Oil and Gas', 'utilities', 'other'],
  ['Oil and Gas', 'oil_gas_mining', 'of'],
  ['Renewable Energy', 'utilities', 'of'],
  ['Retail', 'retail', 'of'],
  ['Retail', 'car_dealers', 'maybe'],
  ['Retail', 'marketplaces', 'maybe'],
  ['Retail', 'fashion', 'maybe'],
  ['Consumer Goods', 'retail', 'maybe'],
  ['Consumer Goods', 'manufacturing', 'maybe'],
  ['Consumer Goods', 'food_beverage', 'maybe'],
  ['Supermarkets', 'retail', 'of'],
  ['Supermarkets', 'food_beverage', 'maybe'],
  ['Food & Beverages', 'retail', 'maybe'],
  ['Food & Beverages', 'hospitality', 'maybe'],
  ['Food & Beverages', 'food_beverage', 'maybe'],
  ['Online and Mail Order Retail', 'marketplaces', 'maybe'],
  ['Internet Marketplace Platforms', 'retail', 'maybe'],
  ['Apparel & Fashion', 'fashion', 'of'],
  ['Apparel & Fashion', 'retail', 'maybe'],
  ['Hospitality', 'hospitality', 'of'],
  ['Hospitality', 'travel', 'maybe'],
  ['Hospitality', 'real_estate', 'other'],
  ['Leisure, Travel & Tourism', 'travel', 'of'],
  ['Leisure, Travel & Tourism', 'hospitality', 'maybe'],
  ['Restaurants', 'hospitality', 'of'],
  ['Restaurants', 'food_beverage', 'maybe'],
  ['Facilities Services', 'hospitality', 'other'],
  ['Government Administration', 'government', 'of'],
  ['Government Administration', 'public_sector', 'of'],
  ['Public Policy', 'government', 'of'],
  ['Public Policy', 'nonprofit', 'maybe'],
  ['Public Safety', 'government', 'of'],
  ['Armed Forces', 'government', 'of'],
  ['Law Enforcement', 'public_sector', 'of'],
  ['Libraries', 'government', 'maybe'],
  ['Non-profit Organization Management', 'nonprofit', 'of'],
  ['Non-profit Organization Management', 'public_sector', 'maybe'],
  ['Philanthropy', 'nonprofit', 'of'],
  ['Fund-Raising', 'nonprofit', 'of'],
  ['Religious Institutions', 'nonprofit', 'of'],
  ['Civic & Social Organization', 'nonprofit', 'of'],
  ['Museums and Institutions', 'nonprofit', 'other'],
  ['Primary/Secondary Education', 'public_sector', 'maybe'],
  ['Pharmaceuticals', 'law_firms', 'other'],
  ['Law Practice', 'law_firms', 'of'],
  ['Legal Services', 'law_firms', 'of'],
  ['Legal Services', 'accounting_firms', 'other'],
  ['Accounting', 'accounting_firms', 'of'],
  ['Accounting', 'consulting', 'other'],
  ['Business Consulting and Services', 'accounting_firms', 'other'],
  ['Management Consulting', 'consulting', 'of'],
  ['Management Consulting', 'accounting_firms', 'other'],
  ['Automotive', 'manufacturing', 'of'],
  ['Automotive', 'car_dealers', 'maybe'],
  ['Motor Vehicle Parts Manufacturing', 'car_dealers', 'other'],
  // Session 29: carmakers and their parts suppliers (automotive), inside manufacturing.
  ['Motor Vehicle Parts Manufacturing', 'automotive', 'of'],
  ['Motor Vehicle Manufacturing', 'automotive', 'of'],
  ['Manufacturing', 'automotive', 'maybe'],
  ['Wholesale Motor Vehicles and Parts', 'automotive', 'maybe'],
  ['Dairy Product Manufacturing', 'automotive', 'other'],
  ['Motor Vehicle Retail', 'automotive', 'other'],
  ['Motor Vehicle Parts Manufacturing', 'manufacturing', 'of'],
  // Session 29: contact centres and BPOs, facility services companies (were kinds no sector stood for).
  ['Telephone Call Centers', 'contact_centres', 'of'],
  ['Administrative and Support Services', 'contact_centres', 'maybe'],
  ['Staffing and Recruiting', 'contact_centres', 'other'],
  ['Facilities Services', 'facility_services', 'of'],
  ['Security Guards and Patrol Services', 'facility_services', 'maybe'],
  ['Hospitals and Health Care', 'facility_services', 'other'],
  ['Logistics and Supply Chain', 'logistics', 'of'],
  ['Logistics and Supply Chain', 'transport', 'other'],
  ['Transportation/Trucking/Railroad', 'logistics', 'of'],
  ['Transportation/Trucking/Railroad', 'transport', 'of'],
  ['Truck Transportation', 'transport', 'other'],
  ['Airlines/Aviation', 'transport', 'of'],
  ['Airlines/Aviation', 'travel', 'maybe'],
  ['Maritime', 'transport', 'of'],
  ['Maritime', 'logistics', 'maybe'],
  ['Marketing and Advertising', 'agencies', 'of'],
  ['Design Services', 'agencies', 'other'],
  ['Events Services', 'agencies', 'other'],
  ['Events Services', 'entertainment', 'of'],
  ['Staffing and Recruiting', 'agencies', 'other'],
  ['Staffing and Recruiting', 'consulting', 'other'],
  ['Wholesale', 'retail', 'maybe'],
  ['Wholesale', 'manufacturing', 'other'],
  ['Food Production', 'food_beverage', 'of'],
  ['Food Production', 'manufacturing', 'of'],
  ['Farming', 'food_beverage', 'maybe'],
  ['Farming', 'utilities', 'other'],
  ['Mining & Metals', 'oil_gas_mining', 'of'],
  ['Mining & Metals', 'manufacturing', 'maybe'],
  ['Chemicals', 'manufacturing', 'of'],
  ['Chemicals', 'pharma_biotech', 'other'],
  ['Chemicals', 'oil_gas_mining', 'other'],
  ['Machinery', 'manufacturing', 'of'],
  ['Electrical/Electronic Manufacturing', 'manufacturing', 'of'],
  ['Computer Hardware', 'software', 'maybe'],
  ['Semiconductors', 'software', 'maybe'],
  ['Entertainment', 'broadcasting', 'maybe'],
  ['Entertainment', 'entertainment', 'of'],
  ['Sports', 'entertainment', 'of'],
  ['Computer Games', 'entertainment', 'maybe'],
  ['Computer Games', 'software', 'maybe'],
  ['Software Development', 'public_sector', 'other'],
  ['Software Development', 'fashion', 'other'],
  ['Restaurants', 'banking', 'other'],
  ['Hospitals and Health Care', 'broadcasting', 'other'],
  ['Law Practice', 'pharma_biotech', 'other'],
  ['Banking', 'agencies', 'other'],
  ['Wholesale Import and Export', 'software', 'other'],
  ['Retail Apparel and Fashion', 'utilities', 'other'],
  ['Staffing and Recruiting', 'health_care', 'other'],
  ['Farming', 'software', 'other'],
  ['Veterinary Services', 'banking', 'other'],
];

describe('industry membership: the audit table', () => {
  it.each(ROWS)('%s for %s: %s', (industry, sector, expected) => expect(industryMembership(industry, sector)).toBe(expected));
});

const only = (...sectors: Sector[]): EmployerCondition => ({ sectors, except: [], text: sectors.join(', ') });
const outsideOf = (...except: Sector[]): EmployerCondition => ({ sectors: [], except, text: except.join(', ') });
const verdict = (c: EmployerCondition, industry: string, name = 'Acme Group') => employerVerdict(c, { name, industry, employees: 80 }).kind;

describe('industry membership: what a maybe means', () => {
  it('a maybe keeps the company inside a condition and never excepts it', () => {
    for (const [industry, sector, expected] of ROWS.filter((r) => r[2] === 'maybe')) {
      expect(verdict(only(sector), industry), `${industry} / ${sector}`).toBe('inside');
      expect(verdict(outsideOf(sector), industry), `${industry} / not ${sector}`).not.toBe('outside');
      expect(expected).toBe('maybe');
    }
  });
  it('an other puts it outside, and the why names the condition and the industry', () => {
    for (const [industry, sector] of ROWS.filter((r) => r[2] === 'other')) {
      const v = employerVerdict(only(sector), { name: 'Acme Group', industry, employees: 80 });
      expect(v.kind, `${industry} / ${sector}`).toBe('outside');
      expect(v.kind !== 'inside' && v.why).toMatch(new RegExp(`^the persona is about .+; Acme Group is ${industry.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    }
  });
  it('free-form names are read by their words; words that only say what a name may be give a maybe', () => {
    expect(industryMembership('Digital Media', 'broadcasting')).toBe('maybe');
    expect(industryMembership('Digital Media', 'agencies')).toBe('maybe');
    expect(industryMembership('Healthcare Staffing', 'health_care')).toBe('maybe');
    expect(industryMembership('Financial Technology', 'fintech')).toBe('of');
    expect(industryMembership('Financial Technology', 'banking')).toBe('maybe');
    expect(industryMembership('Neobank', 'banking')).toBe('maybe');
    expect(industryMembership('Quantum Widgets', 'banking')).toBe('unknown');
    expect(industryMembership('Holding Companies', 'retail')).toBe('unknown');
    expect(industryMembership('Professional Services', 'accounting_firms')).toBe('unknown');
  });
  it('every sector keeps a maybe for its parents in the taxonomy', () => {
    for (const s of SECTORS) expect(ROWS.some((r) => r[1] === s) || s === 'pension_funds' || s === 'architecture', s).toBe(true);
  });
});

describe('a company name only adds', () => {
  it('a name that says the sector keeps a company inside whatever its industry', () => {
    expect(verdict(only('banking'), 'Software Development', 'Eastfield Savings Bank')).toBe('inside');
    expect(verdict(only('insurance'), 'Real Estate', 'Hollow Oak Versicherung AG')).toBe('inside');
    expect(nameSectors('Caixa Rural do Norte')).toEqual(['banking']);
  });
  it('where the industry may be of a sector, a name that says it makes the company of it (an exception then holds)', () => {
    expect(verdict(outsideOf('fintech'), 'Financial Services', 'Brightpay Payments')).toBe('outside');
    expect(verdict(outsideOf('banking'), 'Financial Services', 'Harbourline Holdings')).toBe('inside');
  });
  it('a name that says another kind never puts a company outside', () => {
    expect(verdict(only('insurance'), 'Financial Services', 'Credito Facil SA')).toBe('inside');
    expect(verdict(only('fintech'), 'Banking', 'Riverside Cooperative Bank')).toBe('inside');
    expect(verdict(only('banking'), 'Financial Services', 'Brightpay Payments')).toBe('inside');
  });
});
