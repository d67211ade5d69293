// Company industries by kind of business (DATA; sectors.ts reads it). The names are LinkedIn's industry taxonomy, V2 (the
// 2022 tree, about 430 names) and the older V1 names that People Data Labs and other sources still carry; they are compared
// folded (case, accents, "&" and "and", punctuation: "Hospital & Health Care" is "Hospital and Health Care").
// - `of`: names whose companies are of the sector.
// - `maybe`: names whose companies may be of it (a parent of the taxonomy, a neighbour: "Financial Services" for banks,
//   "Online and Mail Order Retail" for marketplaces). They keep a company inside a condition; they never except it.
// - `words`: what an industry name carries when it is of the sector, for names that are in no list ("Renewable Energy",
//   "Retail Banking", a source's own spelling). Phrases separated by "|", folded; a trailing "*" is any ending.
// OTHER_INDUSTRIES are the kinds of business no sector stands for (wholesale, staffing, consulting, farming …): a company
// filed under one of them is known to be in another business. A name in no list whose words no kind knows ("Holding
// Companies", "Professional Services", "Other") is not understood, and decides nothing.
import type { Sector } from './criteria.js';
import { LOCAL_OTHER_WORDS, LOCAL_WORDS } from './industries-local.js';
import { MAYBE_WORDS, NEIGHBOURS } from './industry-neighbours.js';

export interface IndustryKind {
  of: readonly string[];
  maybe?: readonly string[];
  words: string;
  /** Neighbouring businesses a buyer's word may cover (industry-neighbours.ts): maybe of the kind. */
  neighbours?: readonly string[];
  /** Words by which a name in no list may be of the kind (industry-neighbours.ts). */
  maybeWords?: string;
}

const GOVERNMENT = [
  'Government Administration',
  'Public Administration',
  'Public Policy Offices',
  'Public Policy',
  'Executive Offices',
  'Executive Office',
  'Legislative Offices',
  'Administration of Justice',
  'Courts of Law',
  'Judiciary',
  'Correctional Institutions',
  'Law Enforcement',
  'Public Safety',
  'Fire Protection',
  'Armed Forces',
  'Military',
  'Military and International Affairs',
  'International Affairs',
  'Economic Programs',
  'Environmental Quality Programs',
  'Air, Water, and Waste Program Management',
  'Conservation Programs',
  'Health and Human Services',
  'Public Health',
  'Public Assistance Programs',
  'Education Administration Programs',
  'Housing and Community Development',
  'Community Development and Urban Planning',
  'Housing Programs',
  'Transportation Programs',
  'Utilities Administration',
  'Public Works',
];
const GOVERNMENT_WORDS =
  'government*|public administration|municipal*|council*|ministr*|federal|state agenc*|law enforcement|police|military|armed forces|defence|justice|courts|judiciar*|legislat*|public safety|fire protection|fire service*|fire and rescue|correctional|public policy|civil service|county|city of';

const HEALTH_CARE = [
  'Hospitals and Health Care',
  'Hospital and Health Care',
  'Hospitals',
  'Medical Practices',
  'Medical Practice',
  'Nursing Homes and Residential Care Facilities',
  'Mental Health Care',
  'Home Health Care Services',
  'Outpatient Care Centers',
  'Physicians',
  'Alternative Medicine',
  'Ambulance Services',
  'Chiropractors',
  'Dentists',
  'Family Planning Centers',
  'Medical and Diagnostic Laboratories',
  'Optometrists',
  'Physical, Occupational and Speech Therapists',
  'Services for the Elderly and Disabled',
];
const SOCIAL_CARE = [
  'Community Services',
  'Individual and Family Services',
  'Emergency and Relief Services',
  'Vocational Rehabilitation Services',
  'Child Day Care Services',
];

const SCHOOLS = ['Primary and Secondary Education', 'Primary/Secondary Education'];
const EDUCATION_OTHER = [
  'Education',
  'Education Management',
  'Education Administration Programs',
  'Technical and Vocational Training',
  'Language Schools',
  'Secretarial Schools',
  'Cosmetology and Barber Schools',
  'Fine Arts Schools',
  'Flight Training',
  'Sports and Recreation Instruction',
];
const RESEARCH = ['Research Services', 'Research', 'Think Tanks', 'Biotechnology Research', 'Nanotechnology Research', 'Space Research and Technology'];

const UTILITIES = [
  'Utilities',
  'Electric Power Generation',
  'Fossil Fuel Electric Power Generation',
  'Nuclear Electric Power Generation',
  'Renewable Energy Power Generation',
  'Biomass Electric Power Generation',
  'Geothermal Electric Power Generation',
  'Hydroelectric Power Generation',
  'Solar Electric Power Generation',
  'Wind Electric Power Generation',
  'Electric Power Transmission, Control, and Distribution',
  'Natural Gas Distribution',
  'Water, Waste, Steam, and Air Conditioning Services',
  'Steam and Air-Conditioning Supply',
  'Waste Collection',
  'Waste Treatment and Disposal',
  'Water Supply and Irrigation Systems',
];

const OIL_GAS_MINING = [
  'Oil, Gas, and Mining',
  'Oil and Gas',
  'Oil Extraction',
  'Natural Gas Extraction',
  'Oil and Energy',
  'Mining',
  'Coal Mining',
  'Metal Ore Mining',
  'Nonmetallic Mineral Mining',
  'Mining and Metals',
  'Oil and Coal Product Manufacturing',
];

const FOOD_BEVERAGE = [
  'Food and Beverage Manufacturing',
  'Food Production',
  'Beverage Manufacturing',
  'Breweries',
  'Distilleries',
  'Wineries',
  'Wine and Spirits',
  'Dairy Product Manufacturing',
  'Dairy',
  'Baked Goods Manufacturing',
  'Fruit and Vegetable Preserves Manufacturing',
  'Meat Products Manufacturing',
  'Seafood Product Manufacturing',
  'Sugar and Confectionery Product Manufacturing',
  'Animal Feed Manufacturing',
];

const FASHION_MAKERS = [
  'Apparel Manufacturing',
  'Fashion Accessories Manufacturing',
  'Footwear Manufacturing',
  "Women's Handbag Manufacturing",
  'Leather Product Manufacturing',
];

const PHARMA = ['Pharmaceutical Manufacturing', 'Pharmaceuticals'];
const VEHICLE_MAKERS = ['Motor Vehicle Manufacturing', 'Alternative Fuel Vehicle Manufacturing', 'Motor Vehicle Parts Manufacturing', 'Automotive'];

/** Every manufacturing name of the taxonomy but those of food, fashion, pharma and vehicles (listed above). */
const MANUFACTURING = [
  'Manufacturing',
  'Appliances, Electrical, and Electronics Manufacturing',
  'Electric Lighting Equipment Manufacturing',
  'Electrical Equipment Manufacturing',
  'Electrical and Electronic Manufacturing',
  'Fuel Cell Manufacturing',
  'Household Appliance Manufacturing',
  'Chemical Manufacturing',
  'Chemicals',
  'Agricultural Chemical Manufacturing',
  'Artificial Rubber and Synthetic Fiber Manufacturing',
  'Chemical Raw Materials Manufacturing',
  'Paint, Coating, and Adhesive Manufacturing',
  'Personal Care Product Manufacturing',
  'Cosmetics',
  'Soap and Cleaning Product Manufacturing',
  'Climate Technology Product Manufacturing',
  'Computers and Electronics Manufacturing',
  'Audio and Video Equipment Manufacturing',
  'Communications Equipment Manufacturing',
  'Computer Hardware Manufacturing',
  'Computer Hardware',
  'Consumer Electronics',
  'Accessible Hardware Manufacturing',
  'Magnetic and Optical Media Manufacturing',
  'Measuring and Control Instrument Manufacturing',
  'Smart Meter Manufacturing',
  'Semiconductor Manufacturing',
  'Semiconductors',
  'Renewable Energy Semiconductor Manufacturing',
  'Fabricated Metal Products',
  'Architectural and Structural Metal Manufacturing',
  'Boilers, Tanks, and Shipping Container Manufacturing',
  'Construction Hardware Manufacturing',
  'Cutlery and Handtool Manufacturing',
  'Metal Treatments',
  'Metal Valve, Ball, and Roller Manufacturing',
  'Spring and Wire Product Manufacturing',
  'Turned Products and Fastener Manufacturing',
  'Furniture and Home Furnishings Manufacturing',
  'Furniture',
  'Household and Institutional Furniture Manufacturing',
  'Mattress and Blinds Manufacturing',
  'Office Furniture and Fixtures Manufacturing',
  'Glass, Ceramics and Concrete Manufacturing',
  'Glass, Ceramics and Concrete',
  'Abrasives and Nonmetallic Minerals Manufacturing',
  'Clay and Refractory Products Manufacturing',
  'Glass Product Manufacturing',
  'Lime and Gypsum Products Manufacturing',
  'Machinery Manufacturing',
  'Machinery',
  'Agriculture, Construction, Mining Machinery Manufacturing',
  'Automation Machinery Manufacturing',
  'Industrial Automation',
  'Robot Manufacturing',
  'Commercial and Service Industry Machinery Manufacturing',
  'Engines and Power Transmission Equipment Manufacturing',
  'Renewable Energy Equipment Manufacturing',
  'HVAC and Refrigeration Equipment Manufacturing',
  'Industrial Machinery Manufacturing',
  'Metalworking Machinery Manufacturing',
  'Medical Equipment Manufacturing',
  'Medical Devices',
  'Medical Device',
  'Paper and Forest Product Manufacturing',
  'Paper and Forest Products',
  'Plastics and Rubber Product Manufacturing',
  'Packaging and Containers Manufacturing',
  'Packaging and Containers',
  'Plastics Manufacturing',
  'Plastics',
  'Rubber Products Manufacturing',
  'Primary Metal Manufacturing',
  'Printing Services',
  'Printing',
  'Sporting Goods Manufacturing',
  'Sporting Goods',
  'Textile Manufacturing',
  'Textiles',
  'Tobacco Manufacturing',
  'Tobacco',
  'Transportation Equipment Manufacturing',
  'Aviation and Aerospace Component Manufacturing',
  'Aviation and Aerospace',
  'Defense and Space Manufacturing',
  'Defense and Space',
  'Railroad Equipment Manufacturing',
  'Railroad Manufacture',
  'Shipbuilding',
  'Wood Product Manufacturing',
  'Nanotechnology',
];

const HOSPITALITY = [
  'Hospitality',
  'Hotels and Motels',
  'Restaurants',
  'Food and Beverage Services',
  'Bars, Taverns, and Nightclubs',
  'Caterers',
  'Mobile Food Services',
  'Accommodation Services',
  'Accommodation and Food Services',
  'Bed-and-Breakfasts, Hostels, Homestays',
];

const ENTERTAINMENT = [
  'Entertainment Providers',
  'Entertainment',
  'Artists and Writers',
  'Museums, Historical Sites, and Zoos',
  'Museums and Institutions',
  'Museums',
  'Historical Sites',
  'Zoos and Botanical Gardens',
  'Musicians',
  'Music',
  'Performing Arts and Spectator Sports',
  'Performing Arts',
  'Circuses and Magic Shows',
  'Dance Companies',
  'Theater Companies',
  'Spectator Sports',
  'Sports Teams and Clubs',
  'Sports',
  'Racetracks',
  'Recreational Facilities',
  'Recreational Facilities and Services',
  'Amusement Parks and Arcades',
  'Gambling Facilities and Casinos',
  'Gambling and Casinos',
  'Golf Courses and Country Clubs',
  'Skiing Facilities',
  'Events Services',
  'Fine Art',
  'Arts and Crafts',
];
const SCREEN = [
  'Movies, Videos, and Sound',
  'Movies and Sound Recording',
  'Motion Pictures and Film',
  'Sound Recording',
  'Animation and Post-production',
  'Animation',
];
const GAMES = ['Computer Games', 'Mobile Gaming Apps', 'Mobile Games'];

const RETAIL = [
  'Retail',
  'Retail Groceries',
  'Supermarkets',
  'Food and Beverage Retail',
  'Online and Mail Order Retail',
  'Online Retail',
  'Retail Apparel and Fashion',
  'Retail Appliances, Electrical, and Electronic Equipment',
  'Retail Art Dealers',
  'Retail Art Supplies',
  'Retail Books and Printed News',
  'Retail Building Materials and Garden Equipment',
  'Retail Florists',
  'Retail Furniture and Home Furnishings',
  'Retail Gasoline',
  'Retail Health and Personal Care Products',
  'Retail Pharmacies',
  'Retail Luxury Goods and Jewelry',
  'Retail Motor Vehicles',
  'Motor Vehicle Retail',
  'Retail Musical Instruments',
  'Retail Office Equipment',
  'Retail Office Supplies and Gifts',
  'Retail Recyclable Materials and Used Merchandise',
];

const SOFTWARE = [
  'Software Development',
  'Computer Software',
  'Software Publishers',
  'IT Services and IT Consulting',
  'Information Technology and Services',
  'Data Infrastructure and Analytics',
  'Computer and Network Security',
  'Digital Accessibility Services',
  'IT System Custom Software Development',
  'IT System Design Services',
  'IT System Installation and Disposal',
  'IT System Operations and Maintenance',
  'IT System Testing and Evaluation',
  'IT System Training and Support',
  'IT System Data Services',
  'Business Intelligence Platforms',
  'Climate Data and Analytics',
  'Data Security Software Products',
  'Desktop Computing Software Products',
  'Embedded Software Products',
  'Mobile Computing Software Products',
  'Social Networking Platforms',
];
const INTERNET = ['Technology, Information and Internet', 'Internet'];
const MEDIA_PARENTS = ['Technology, Information and Media', 'Media and Telecommunications'];

const FINANCE_PARENTS = ['Financial Services', 'Capital Markets', 'Credit Intermediation', 'Loan Brokers', 'International Trade and Development'];
const BANKS = ['Banking', 'Savings Institutions', 'Investment Banking'];
/** Asset and wealth management, exchanges, private equity and trusts (financial services too). */
const INVESTMENT = [
  'Investment Management',
  'Investment Advice',
  'Securities and Commodity Exchanges',
  'Venture Capital and Private Equity Principals',
  'Venture Capital and Private Equity',
  'Funds and Trusts',
  'Trusts and Estates',
];
const INSURANCE = [
  'Insurance',
  'Insurance Carriers',
  'Insurance Agencies and Brokerages',
  'Insurance and Employee Benefit Funds',
  'Claims Adjusting, Actuarial Services',
];

const LOGISTICS = [
  'Transportation, Logistics, Supply Chain and Storage',
  'Transportation, Logistics and Storage',
  'Logistics and Supply Chain',
  'Truck Transportation',
  'Warehousing and Storage',
  'Warehousing',
  'Freight and Package Transportation',
  'Package/Freight Delivery',
  'Postal Services',
  'Transportation/Trucking/Railroad',
];
const TRANSPORT = [
  'Airlines and Aviation',
  'Airlines/Aviation',
  'Rail Transportation',
  'Maritime Transportation',
  'Maritime',
  'Ground Passenger Transportation',
  'Interurban and Rural Bus Services',
  'School and Employee Bus Services',
  'Shuttles and Special Needs Transportation Services',
  'Sightseeing Transportation',
  'Taxi and Limousine Services',
  'Urban Transit Services',
  'Transportation/Trucking/Railroad',
];

const NONPROFIT = [
  'Non-profit Organizations',
  'Non-profit Organization Management',
  'Philanthropic Fundraising Services',
  'Philanthropy',
  'Fundraising',
  'Fund-Raising',
  'Civic and Social Organizations',
  'Civic and Social Organization',
  'Religious Institutions',
  'Political Organizations',
  'Political Organization',
];

const LISTED: Readonly<Record<Sector, IndustryKind>> = {
  banking: {
    of: BANKS,
    maybe: FINANCE_PARENTS,
    words: 'bank*|banc*|banque*|savings|credit union*|credit institution*|building societ*|lending|lender*|mortgage*',
  },
  fintech: {
    of: [],
    maybe: [...FINANCE_PARENTS, ...BANKS, 'Blockchain Services'],
    words: 'fintech*|financial technolog*|payment*|neobank*|crypto*|digital bank*',
  },
  insurance: {
    of: INSURANCE,
    maybe: ['Financial Services', 'Funds and Trusts'],
    words: 'insur*|reinsur*|assur*|actuar*|underwrit*|claims',
  },
  pension_funds: {
    of: ['Pension Funds'],
    maybe: ['Insurance and Employee Benefit Funds', 'Funds and Trusts', 'Financial Services'],
    words: 'pension*|retirement fund*|superannuation|occupational pension*',
  },
  government: { of: GOVERNMENT, maybe: ['Government Relations Services', 'Government Relations'], words: GOVERNMENT_WORDS },
  higher_education: {
    of: ['Higher Education'],
    maybe: [
      'Research Services',
      'Research',
      'Education',
      'Education Management',
      'Education Administration Programs',
      'Technical and Vocational Training',
      'Fine Arts Schools',
    ],
    words: 'higher education|universit*|college*|academ*|tertiary|polytechnic*',
  },
  research: {
    of: RESEARCH,
    maybe: ['Higher Education', 'Biotechnology', 'Nanotechnology'],
    words: 'research*|think tank*|r and d|scientific',
  },
  schools: {
    of: SCHOOLS,
    // A university is no school ("teachers in the school district" are not its lecturers); a buyer of both names both.
    maybe: [...EDUCATION_OTHER, 'Child Day Care Services'],
    words: 'school*|primary education|secondary education|k 12|kindergarten*|preschool*|elementary',
  },
  health_care: {
    of: HEALTH_CARE,
    maybe: ['Community Services', 'Individual and Family Services', 'Vocational Rehabilitation Services'],
    words:
      'health*|hospital*|clinic*|medical practice*|medical cent*|care home*|nursing|physician*|dental|dentist*|therap*|mental health|elderly care|outpatient|ambulance*|surgical|patient care|residential care|home care',
  },
  utilities: {
    of: UTILITIES,
    maybe: [
      'Oil and Energy',
      'Renewables and Environment',
      'Services for Renewable Energy',
      'Utilities Administration',
      'Environmental Services',
      'Utility System Construction',
      'Pipeline Transportation',
    ],
    words:
      'utilit*|energ*|power|electric|electricity|water|wastewater|sewage|gas distribution|natural gas|district heating|renewable*|solar|wind|hydro*|nuclear|grid|grids|waste',
  },
  telecom: {
    of: ['Telecommunications', 'Telecommunications Carriers', 'Wireless Services', 'Wireless', 'Satellite Telecommunications'],
    maybe: ['Cable and Satellite Programming', ...MEDIA_PARENTS],
    words: 'telecom*|telco*|wireless|mobile network*|mobile operator*|broadband|fiber|fibre|isp|isps|internet service provider*|satellite communication*',
  },
  publishing: {
    of: [
      'Newspaper Publishing',
      'Newspapers',
      'Periodical Publishing',
      'Book and Periodical Publishing',
      'Book Publishing',
      'Publishing',
      'Sheet Music Publishing',
      'Online Media',
      'Online Audio and Video Media',
      'Internet Publishing',
      'Internet News',
      'Business Content',
      'Blogs',
    ],
    maybe: MEDIA_PARENTS,
    words: 'publish*|newspaper*|magazine*|periodical*|press|news|books',
  },
  broadcasting: {
    of: [
      'Broadcast Media Production and Distribution',
      'Broadcast Media',
      'Radio and Television Broadcasting',
      'Television Broadcasting',
      'Radio Broadcasting',
      'Media Production',
      'Cable and Satellite Programming',
    ],
    maybe: [...MEDIA_PARENTS, ...SCREEN, 'Online Audio and Video Media'],
    words: 'broadcast*|television|tv|radio|video on demand',
  },
  nonprofit: {
    of: NONPROFIT,
    maybe: [
      'Community Services',
      'Individual and Family Services',
      'Emergency and Relief Services',
      'International Affairs',
      'Industry Associations',
      'Professional Organizations',
    ],
    words:
      'non profit*|nonprofit*|not for profit|charit*|philanthrop*|foundation*|ngo|ngos|civic|religious|church*|fundrais*|voluntary|volunteer*|humanitarian',
  },
  // Carmakers and parts makers (also manufacturers); a maker filed under the parent "Manufacturing", and the wholesale of
  // vehicles and parts, may be of the trade.
  automotive: {
    of: VEHICLE_MAKERS,
    maybe: ['Manufacturing', 'Wholesale Motor Vehicles and Parts'],
    words: 'automotive|motor vehicle*|vehicle manufactur*|vehicle parts|auto parts|car manufactur*|automobile*|autoparts',
  },
  car_dealers: {
    of: ['Motor Vehicle Retail', 'Retail Motor Vehicles'],
    maybe: ['Automotive', 'Motor Vehicle Manufacturing'],
    words: 'car dealer*|auto dealer*|dealership*|dealer group*|automotive retail|vehicle sales|car sales',
  },
  real_estate: {
    of: ['Real Estate', 'Leasing Non-residential Real Estate', 'Leasing Residential Real Estate', 'Real Estate Agents and Brokers', 'Commercial Real Estate'],
    maybe: ['Real Estate and Equipment Rental Services'],
    words: 'real estate|propert*|realty|realtor*|housing|landlord*|estate agen*',
  },
  architecture: {
    of: ['Architecture and Planning', 'Accessible Architecture and Design'],
    maybe: ['Engineering Services'],
    words: 'architect*|urban planning|urban design',
  },
  pharma_biotech: {
    of: ['Biotechnology Research', 'Biotechnology', ...PHARMA],
    maybe: ['Research Services'],
    words: 'pharma*|biotech*|biopharm*|life science*|drug*|therapeutic*|vaccin*|biolog*',
  },
  law_firms: {
    of: ['Law Practice', 'Legal Services', 'Alternative Dispute Resolution'],
    words: 'law firm*|law practice*|law office*|legal*|lawyer*|attorney*|solicitor*|barrister*|notar*',
  },
  accounting_firms: { of: ['Accounting'], words: 'accounting|accountan*|audit*|tax|tax advis*|taxation|bookkeep*|chartered' },
  hospitality: {
    of: HOSPITALITY,
    maybe: ['Travel Arrangements', 'Leisure, Travel and Tourism', 'Food and Beverages'],
    words: 'hospitality|hotel*|motel*|restaurant*|cater*|bar|bars|pub|pubs|nightclub*|food service*|lodging|accommodation*|resort*|hostel*|cafe|cafes',
  },
  construction: {
    of: [
      'Construction',
      'Building Construction',
      'Residential Building Construction',
      'Nonresidential Building Construction',
      'Civil Engineering',
      'Highway, Street, and Bridge Construction',
      'Utility System Construction',
      'Subdivision of Land',
      'Specialty Trade Contractors',
      'Building Finishing Contractors',
      'Building Equipment Contractors',
      'Building Structure and Exterior Contractors',
    ],
    words: 'construct*|building|builders|contractor*|contracting|civil engineering|infrastructure|roofing|homebuild*|housebuild*',
  },
  retail: {
    of: RETAIL,
    words: 'retail*|store|stores|shop|shops|supermarket*|grocer*|hypermarket*|department store*',
  },
  marketplaces: {
    of: ['Internet Marketplace Platforms'],
    maybe: ['Online and Mail Order Retail', 'Online Retail', 'Retail', ...INTERNET],
    words:
      'marketplace*|e commerce|ecommerce|online retail|internet retail|online shop*|onlineshop*|webshop*|webwinkel*|boutique en ligne|boutiques en ligne|vente en ligne|tienda online|tiendas online|tienda en linea|loja online|lojas online|loja virtual|lojas virtuais',
  },
  software: {
    of: SOFTWARE,
    maybe: [...INTERNET, ...MEDIA_PARENTS, ...GAMES, 'Computer Networking Products', 'Blockchain Services'],
    words: 'software*|saas|it services|information technology|it consulting|cloud*|cyber*|computer*|data|app|apps',
  },
  logistics: {
    of: LOGISTICS,
    maybe: ['Rail Transportation', 'Maritime Transportation', 'Maritime'],
    words:
      'logistic*|freight*|shipping|courier*|parcel*|delivery|warehous*|supply chain|trucking|truck*|haulage|haulier*|forwarding|postal|storage|3pl|transport*',
  },
  it_services: {
    of: [
      'IT Services and IT Consulting',
      'IT System Custom Software Development',
      'IT System Design Services',
      'IT System Installation and Disposal',
      'IT System Operations and Maintenance',
      'IT System Testing and Evaluation',
      'IT System Training and Support',
      'IT System Data Services',
    ],
    maybe: ['Information Technology and Services', 'Computer and Network Security', 'Digital Accessibility Services'],
    words: 'it services|it service|it consulting|it solutions|managed services|managed service provider*|systems integrat*|it outsourcing|msp|msps',
  },
  consulting: {
    of: ['Business Consulting and Services', 'Strategic Management Services', 'Management Consulting', 'Operations Consulting'],
    maybe: ['Program Development', 'Outsourcing and Offshoring Consulting', 'IT Services and IT Consulting'],
    words: 'consult*|advisory',
  },
  agencies: {
    of: [
      'Advertising Services',
      'Marketing Services',
      'Marketing and Advertising',
      'Public Relations and Communications Services',
      'Public Relations and Communications',
    ],
    words: 'advertis*|marketing|public relations|communications agenc*|media agenc*|creative agenc*|digital agenc*|ad agenc*|branding',
  },
  manufacturing: {
    of: [...MANUFACTURING, ...FOOD_BEVERAGE, ...FASHION_MAKERS, ...PHARMA, ...VEHICLE_MAKERS, 'Oil and Coal Product Manufacturing'],
    // V1 names of goods, which makers and traders shared.
    maybe: [
      'Building Materials',
      'Business Supplies and Equipment',
      'Consumer Goods',
      'Luxury Goods and Jewelry',
      'Apparel and Fashion',
      'Mining and Metals',
      'Computer Networking',
      'Mechanical or Industrial Engineering',
      'Food and Beverages',
    ],
    words:
      'manufactur*|factory|factories|fabricat*|industrial*|machiner*|chemical*|plastic*|metal*|steel*|automotive|aerospace|semiconductor*|electronic*|textile*|packaging|paper|foundr*|equipment|components|oem|oems',
  },
  food_beverage: {
    of: FOOD_BEVERAGE,
    // V1 "Food & Beverages" held producers and became V2 "Food and Beverage Services".
    maybe: ['Food and Beverages', 'Food and Beverage Services', 'Consumer Goods'],
    words:
      'food*|beverage*|drink*|dairy|dairies|brew*|distill*|winer*|wine|wines|spirits|bakery|bakeries|baked|confection*|meat*|seafood|snack*|coffee|juice*|agrifood',
  },
  oil_gas_mining: {
    of: OIL_GAS_MINING,
    maybe: ['Pipeline Transportation'],
    words: 'oil|oils|gas|petrol*|mining|mine|mines|miner*|minerals|coal|drilling|upstream|offshore|refin*|quarr*|exploration',
  },
  transport: {
    of: TRANSPORT,
    maybe: ['Transportation, Logistics, Supply Chain and Storage', 'Transportation, Logistics and Storage', 'Aviation and Aerospace'],
    words:
      'airline*|aviation|airport*|air transport|rail|railway*|railroad*|train|trains|transit|bus|buses|coach|coaches|ferry|ferries|maritime|shipping line*|cruise*|taxi*|mobility|passenger*|public transport|transportation',
  },
  travel: {
    of: ['Travel Arrangements', 'Leisure, Travel and Tourism'],
    maybe: ['Sightseeing Transportation'],
    words: 'travel*|touris*|tour operator*|tours|vacation*|holiday*|cruise*',
  },
  entertainment: {
    of: ENTERTAINMENT,
    maybe: [...SCREEN, 'Online Audio and Video Media', 'Wellness and Fitness Services', 'Health, Wellness and Fitness'],
    words:
      'entertainment|sport|sports|club|clubs|football|soccer|stadium*|arena*|event|events|concert*|festival*|theat*|music*|museum*|casino*|gambling|betting|leisure|recreation*|amusement|fitness|gym|gyms|league*|esports|streaming',
  },
  fashion: {
    of: [
      ...FASHION_MAKERS,
      'Apparel and Fashion',
      'Retail Apparel and Fashion',
      'Luxury Goods and Jewelry',
      'Retail Luxury Goods and Jewelry',
      'Wholesale Apparel and Sewing Supplies',
      'Wholesale Footwear',
      'Wholesale Luxury Goods and Jewelry',
    ],
    maybe: ['Textile Manufacturing', 'Textiles'],
    words: 'fashion*|apparel|clothing|garment*|textile*|footwear|shoe*|luxury|jewel*|accessor*|leather|couture|sportswear|lingerie',
  },
  public_sector: {
    of: GOVERNMENT,
    // Services a state may run: a hospital, a school or a utility may be public or not.
    maybe: [
      ...HEALTH_CARE,
      ...SOCIAL_CARE,
      ...SCHOOLS,
      ...EDUCATION_OTHER,
      'Higher Education',
      ...RESEARCH,
      ...UTILITIES,
      'Urban Transit Services',
      'Rail Transportation',
      'Postal Services',
      'Libraries',
      'Museums, Historical Sites, and Zoos',
      'Museums and Institutions',
      'Museums',
      'Government Relations Services',
      'Government Relations',
    ].filter((n) => !GOVERNMENT.includes(n)),
    words: `${GOVERNMENT_WORDS}|public sector|public service*|state owned|publicly owned|public bod*`,
  },
  financial_services: {
    of: [...FINANCE_PARENTS, ...BANKS, ...INSURANCE, 'Pension Funds', ...INVESTMENT],
    maybe: ['Blockchain Services', 'Accounting'],
    words:
      'financ*|bank*|banc*|insur*|reinsur*|assur*|invest*|asset management|wealth management|payment*|fintech*|lending|lender*|credit*|mortgage*|pension*|securities|brokerage*|capital markets',
  },
  wholesale: {
    of: [
      'Wholesale',
      'Wholesale Alcoholic Beverages',
      'Wholesale Apparel and Sewing Supplies',
      'Wholesale Appliances, Electrical, and Electronics',
      'Wholesale Building Materials',
      'Wholesale Chemical and Allied Products',
      'Wholesale Computer Equipment',
      'Wholesale Drugs and Sundries',
      'Wholesale Food and Beverage',
      'Wholesale Footwear',
      'Wholesale Furniture and Home Furnishings',
      'Wholesale Hardware, Plumbing, Heating Equipment',
      'Wholesale Import and Export',
      'Wholesale Luxury Goods and Jewelry',
      'Wholesale Machinery',
      'Wholesale Metals and Minerals',
      'Wholesale Motor Vehicles and Parts',
      'Wholesale Paper Products',
      'Wholesale Petroleum and Petroleum Products',
      'Wholesale Photography Equipment and Supplies',
      'Wholesale Raw Farm Products',
      'Wholesale Recyclable Materials',
      'Import and Export',
      'Parts Distribution',
    ],
    maybe: ['Building Materials', 'Business Supplies and Equipment', 'Consumer Goods'],
    words: 'wholesal*|distribut*|import*|export*|trading|trade',
  },
  agriculture: {
    of: ['Farming, Ranching, Forestry', 'Farming', 'Horticulture', 'Forestry and Logging', 'Ranching and Fisheries', 'Ranching', 'Fisheries', 'Fishery'],
    words: 'farm*|ranch*|agricult*|agribusiness|agro*|forestr*|logging|fisher*|horticult*|crop*|livestock|aquacult*',
  },
  // Call and contact centres and business process outsourcers (BPOs), who run other companies' customer service.
  contact_centres: {
    of: ['Telephone Call Centers', 'Outsourcing and Offshoring Consulting', 'Outsourcing/Offshoring'],
    maybe: ['Administrative and Support Services'],
    words: 'call cent*|contact cent*|callcent*|bpo|business process outsourc*|outsourc*|offshor*|telemarketing',
  },
  // Facility services: integrated facility management, contract cleaning and building services.
  facility_services: {
    of: ['Facilities Services', 'Janitorial Services'],
    maybe: ['Security Guards and Patrol Services', 'Landscaping Services', 'Environmental Services'],
    words: 'facilit*|janitor*|cleaning|building services|property services',
  },
  // Session 48: aircraft, space and defence makers and their suppliers (also manufacturers).
  aerospace_defence: {
    of: ['Aviation and Aerospace Component Manufacturing', 'Defense and Space Manufacturing', 'Defense and Space', 'Aviation and Aerospace'],
    maybe: ['Manufacturing'],
    words:
      'aerospace|aeronautic*|avionic*|defence|defense|space industry|spacecraft|space systems|aircraft manufactur*|aircraft components|satellite*|missile*',
  },
  // Session 48: electronics makers: components, boards, contract electronics (EMS) and semiconductors (also manufacturers).
  electronics: {
    of: [
      'Appliances, Electrical, and Electronics Manufacturing',
      'Electrical and Electronic Manufacturing',
      'Computers and Electronics Manufacturing',
      'Semiconductor Manufacturing',
      'Semiconductors',
      'Renewable Energy Semiconductor Manufacturing',
      'Consumer Electronics',
      'Computer Hardware Manufacturing',
    ],
    maybe: ['Manufacturing', 'Electrical Equipment Manufacturing', 'Measuring and Control Instrument Manufacturing', 'Communications Equipment Manufacturing'],
    // (not 'electronic' alone: 'Electronic Commerce', Spanish 'comercio electrónico' are e-commerce)
    words:
      'electronics|electronic component*|electronic manufactur*|electronic equipment|electronic devices|electronics manufactur*|ems|pcb*|printed circuit*|semiconductor*|chip*|microelectronic*',
  },
};

/** A kind's words with the same kind's words in the five other languages (industries-local.ts). */
const withLocal = (words: string, local: string | undefined) => (local ? `${words}|${local}` : words);

/** Each sector's names, with its neighbours and the words by which a name may be of it (industry-neighbours.ts). */
export const SECTOR_INDUSTRIES: Readonly<Record<Sector, IndustryKind>> = Object.fromEntries(
  (Object.entries(LISTED) as Array<[Sector, IndustryKind]>).map(([sector, k]) => [
    sector,
    { ...k, words: withLocal(k.words, LOCAL_WORDS[sector]), neighbours: NEIGHBOURS[sector] ?? [], maybeWords: MAYBE_WORDS[sector] },
  ]),
) as Record<Sector, IndustryKind>;

/** The kinds no sector stands for, as listed (OTHER_INDUSTRIES adds their words in other languages). */
const OTHER_LISTED: Readonly<Record<string, IndustryKind>> = {
  staffing_and_business_services: {
    of: [
      'Staffing and Recruiting',
      'Executive Search Services',
      'Temporary Help Services',
      'Human Resources Services',
      'Human Resources',
      'Office Administration',
      'Administrative and Support Services',
      'Collection Agencies',
    ],
    words: 'staffing|recruit*|employment|human resource*|executive search|headhunt*|temporary help|temp agenc*|payroll|collection agenc*',
  },
  design_and_creative_services: {
    of: [
      'Design Services',
      'Design',
      'Graphic Design',
      'Interior Design',
      'Regenerative Design',
      'Photography',
      'Writing and Editing',
      'Translation and Localization',
      'Market Research',
    ],
    words: 'design*|graphic*|photograph*|translat*|localization|writing|editing|market research',
  },
  training: {
    of: ['E-Learning Providers', 'E-learning', 'Professional Training and Coaching'],
    words: 'e learning|elearning|training|coaching|tutoring|edtech|learning',
  },
  facility_and_personal_services: {
    of: [
      'Landscaping Services',
      'Security and Investigations',
      'Security Guards and Patrol Services',
      'Security Systems Services',
      'Environmental Services',
      'Consumer Services',
      'Household Services',
      'Personal and Laundry Services',
      'Laundry and Drycleaning Services',
      'Personal Care Services',
      'Pet Services',
      'Repair and Maintenance',
      'Commercial and Industrial Machinery Maintenance',
      'Electronic and Precision Equipment Maintenance',
      'Footwear and Leather Goods Repair',
      'Reupholstery and Furniture Repair',
      'Vehicle Repair and Maintenance',
      'Death Care Services',
      'Funeral Services',
      'Veterinary',
      'Veterinary Services',
      'Equipment Rental Services',
      'Commercial and Industrial Equipment Rental',
      'Consumer Goods Rental',
    ],
    words:
      'landscap*|security guard*|security services|investigat*|environmental services|recycl*|laundr*|dry clean*|salon*|beauty|hairdress*|pet|pets|veterinar*|repair*|maintenance|funeral*|rental*',
  },
  engineering: {
    of: ['Engineering Services', 'Robotics Engineering', 'Surveying and Mapping Services', 'Mechanical or Industrial Engineering'],
    words: 'engineering|engineers|surveying|mapping|robotic*',
  },
  investment: {
    of: INVESTMENT,
    words: 'invest*|asset management|wealth management|venture capital|private equity|hedge fund*|securities|stock exchange*|brokerage*',
  },
  information_services: { of: ['Information Services', 'Libraries'], words: 'librar*|information services' },
  associations: { of: ['Industry Associations', 'Professional Organizations'], words: 'association*|trade bod*|chamber of commerce' },
};

/** Kinds of business no sector stands for: a company filed under one is known to be in another business. */
export const OTHER_INDUSTRIES: Readonly<Record<string, IndustryKind>> = Object.fromEntries(
  Object.entries(OTHER_LISTED).map(([kind, k]) => [kind, { ...k, words: withLocal(k.words, LOCAL_OTHER_WORDS[kind]) }]),
);
