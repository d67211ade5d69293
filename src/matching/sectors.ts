// Kinds of employer (criteria.ts `Sector`) as company facts. `industries.ts` holds the data: each sector's company `industry`
// names (LinkedIn's taxonomy, which People Data Labs uses, V2 and V1 names), the names that may be of it, the words an
// unlisted name carries, and the kinds of business no sector stands for. Industries are compared by meaning: folded (case,
// accents, "&" / "and", punctuation), then by name, then by the words of the name ("Renewable Energy" is a utility,
// "Retail Banking" a bank; in a name of two kinds the last word's kind is the name's, and words after "for" are its market).
// `employerVerdict` is the one rule: a company is outside a condition only when its industry is known to be another kind
// of business (or one excepted, or its size out of range); an industry that is not understood, like one that is missing,
// does not decide, and the `why` says so.
import { SECTORS, type EmployerCondition, type EmployerFacts, type EmployeeRange, type Sector } from './criteria.js';
import { OTHER_INDUSTRIES, SECTOR_INDUSTRIES, type IndustryKind } from './industries.js';

/** How a `why` names a sector. */
export const SECTOR_WORDS: Readonly<Record<Sector, string>> = {
  banking: 'banks',
  fintech: 'fintechs',
  insurance: 'insurers',
  pension_funds: 'pension funds',
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
  automotive: 'carmakers and their parts suppliers',
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
  it_services: 'IT service providers',
  consulting: 'consultancies',
  logistics: 'logistics companies',
  agencies: 'agencies',
  manufacturing: 'manufacturers',
  food_beverage: 'food and drink producers',
  oil_gas_mining: 'oil, gas and mining companies',
  transport: 'airlines, rail and other transport operators',
  travel: 'travel companies',
  entertainment: 'sports, events and entertainment',
  fashion: 'fashion companies',
  public_sector: 'the public sector',
  financial_services: 'financial services',
  wholesale: 'wholesalers and distributors',
  agriculture: 'farming and agriculture',
  contact_centres: 'contact centres and BPOs',
  facility_services: 'facility services and cleaning companies',
  aerospace_defence: 'aerospace and defence companies',
  electronics: 'electronics makers',
};

/** The employer facts of a company record (`Company` of the data source, or a job's stored copy), for PersonaInput.company. */
export function employerFacts(company: unknown): EmployerFacts | undefined {
  if (!company || typeof company !== 'object') return undefined;
  const c = company as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const specialties = Array.isArray(c.specialties) ? c.specialties.filter((x): x is string => typeof x === 'string') : [];
  const about = [text(c.description), ...specialties, text(c.slogan)].filter(Boolean).join(' | ');
  return {
    name: text(c.name) || 'the company',
    industry: text(c.industry),
    employees: typeof c.employees_count === 'number' ? c.employees_count : 0,
    about,
  };
}

/** An industry name folded: lower case, no accents, "ß" as "ss" ("Großhandel"), "&" as "and", punctuation as spaces ("Hospital & Health Care"). */
export function foldIndustry(industry: string): string {
  return industry
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

type Kind = Sector | `other:${string}`;
const KINDS: ReadonlyArray<readonly [Kind, IndustryKind]> = [
  ...SECTORS.map((s) => [s, SECTOR_INDUSTRIES[s]] as const),
  ...Object.entries(OTHER_INDUSTRIES).map(([k, v]) => [`other:${k}` as Kind, v] as const),
];

/** Each listed name (folded): the kinds it is of, and the kinds it may be of. */
const NAMES: ReadonlyMap<string, { of: Set<Kind>; maybe: Set<Kind> }> = (() => {
  const out = new Map<string, { of: Set<Kind>; maybe: Set<Kind> }>();
  const entry = (name: string) => {
    const key = foldIndustry(name);
    const e = out.get(key) ?? { of: new Set<Kind>(), maybe: new Set<Kind>() };
    out.set(key, e);
    return e;
  };
  for (const [kind, k] of KINDS) {
    for (const n of k.of) entry(n).of.add(kind);
    for (const n of k.maybe ?? []) entry(n).maybe.add(kind);
  }
  return out;
})();
/** Listed names that are only neighbours of a kind (industry-neighbours.ts), folded: a kind's word in the company's own text settles them. */
const NEAR: ReadonlyMap<string, ReadonlySet<Kind>> = (() => {
  const out = new Map<string, Set<Kind>>();
  for (const [kind, k] of KINDS)
    for (const n of k.neighbours ?? []) {
      const key = foldIndustry(n);
      const listed = NAMES.get(key);
      if (listed?.of.has(kind) || listed?.maybe.has(kind)) continue;
      out.set(key, (out.get(key) ?? new Set<Kind>()).add(kind));
    }
  return out;
})();
/** The listed names with the neighbours (industry-neighbours.ts): a neighbour that is already of a kind stays of it. */
const MEMBERS: ReadonlyMap<string, { of: ReadonlySet<Kind>; maybe: ReadonlySet<Kind> }> = (() => {
  const out = new Map([...NAMES].map(([name, e]) => [name, { of: e.of, maybe: new Set(e.maybe) }]));
  for (const [kind, k] of KINDS)
    for (const n of k.neighbours ?? []) {
      const key = foldIndustry(n);
      const e = out.get(key) ?? { of: new Set<Kind>(), maybe: new Set<Kind>() };
      out.set(key, e);
      if (!e.of.has(kind)) e.maybe.add(kind);
    }
  return out;
})();

/** A kind's words as one pattern: whole words, "*" any ending. */
const wordsPattern = (words: string, flags = 'g') =>
  new RegExp(
    `(?<![a-z0-9])(?:${words
      .split('|')
      .map((w) => w.trim())
      .filter(Boolean)
      .map((w) => w.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*$/, '[a-z0-9]*'))
      .join('|')})(?![a-z0-9])`,
    flags,
  );
const WORDS: ReadonlyArray<readonly [Kind, RegExp]> = KINDS.map(([kind, k]) => [kind, wordsPattern(k.words)] as const);
/** Words by which an unlisted name may be of a kind ("Digital Media": a publisher, a broadcaster, a software company, an agency). */
const MAYBE_WORDS: ReadonlyArray<readonly [Kind, RegExp]> = KINDS.flatMap(([kind, k]) =>
  k.maybeWords ? [[kind, wordsPattern(k.maybeWords, '')] as const] : [],
);

/** Two kinds overlap when a name is listed for both ("Dairy Product Manufacturing": food and manufacturing): their words do not contradict. */
const OVERLAP: ReadonlyMap<Kind, ReadonlySet<Kind>> = (() => {
  const out = new Map<Kind, Set<Kind>>(KINDS.map(([k]) => [k, new Set<Kind>([k])]));
  for (const { of, maybe } of NAMES.values()) {
    const all = [...of, ...maybe];
    for (const a of all) for (const b of all) out.get(a)?.add(b);
  }
  return out;
})();

/**
 * Session 48: kinds whose every listed name is also a name of a wider kind ("Motor Vehicle Parts Manufacturing" is a
 * carmaker's and a manufacturer's): a name read as the narrower kind by its words ("Automobilzulieferer", "Aéronautique et
 * défense", "Elektronik") is of the wider one too.
 */
const WIDER: ReadonlyMap<Kind, ReadonlySet<Kind>> = (() => {
  const out = new Map<Kind, Set<Kind>>();
  for (const [narrow, n] of KINDS)
    for (const [wide, w] of KINDS)
      if (narrow !== wide && n.of.length > 0 && n.of.every((name) => w.of.includes(name))) out.set(wide, (out.get(wide) ?? new Set<Kind>()).add(narrow));
  return out;
})();

/**
 * Whether a company of this industry is of the sector: `of` (it is), `maybe` (it may be: kept inside, never excepted),
 * `other` (it is known to be another kind of business), `unknown` (the industry is not understood: it decides nothing).
 */
export type Membership = 'of' | 'maybe' | 'other' | 'unknown';

export function industryMembership(industry: string, sector: Sector): Membership {
  const folded = foldIndustry(industry);
  if (!folded) return 'unknown';
  const listed = MEMBERS.get(folded);
  if (listed) return listed.of.has(sector) ? 'of' : listed.maybe.has(sector) ? 'maybe' : 'other';
  // By the words of the name; what follows "for" is its market ("Software for Banks", "Software para construcción").
  const name = folded.split(/ (?:for|para|pour|fur|voor|per) /)[0] ?? folded;
  const last = new Map<Kind, number>();
  for (const [kind, re] of WORDS) for (const m of name.matchAll(re)) last.set(kind, Math.max(last.get(kind) ?? 0, m.index + m[0].length));
  const may = new Set(MAYBE_WORDS.filter(([, re]) => re.test(name)).map(([kind]) => kind));
  if (!last.size && !may.size) return 'unknown';
  const ends = [last.get(sector), ...[...(WIDER.get(sector) ?? [])].map((k) => last.get(k))].filter((e): e is number => e !== undefined);
  const mine = ends.length ? Math.max(...ends) : undefined;
  // Words that only say what the name may be keep it a maybe; it is another business for the kinds none of its words name.
  if (mine === undefined) return may.has(sector) ? 'maybe' : 'other';
  const against = [...last].filter(([k]) => !OVERLAP.get(sector)?.has(k));
  // A name of two kinds is of the kind its last word names ("Retail Banking", "Legal Services Software"), and may be of the other.
  return against.every(([, end]) => end <= mine) ? 'of' : 'maybe';
}

/** Words in a company's name that say its sector whatever its industry ("… Seguros e Crédito", "Stadtsparkasse …"), folded. DATA. */
const NAME_SECTORS: ReadonlyArray<{ sector: Sector; re: RegExp }> = [
  { sector: 'banking', re: /(?:^|[^\p{L}])(?:bank|banco|banque|credito|credit union|caja|caixa|prestamos?|loans?|lending)(?![\p{L}])|sparkasse/u },
  { sector: 'insurance', re: /(?:^|[^\p{L}])(?:insurance|assurances|seguros?|verzekering(?:en)?)(?![\p{L}])|versicherung/u },
  { sector: 'fintech', re: /(?:^|[^\p{L}])(?:payments?|fintech)(?![\p{L}])/u },
];

/**
 * The sectors a company's name says: they keep it inside a condition whatever its industry, and except it only where its
 * industry may be of the sector. A name never puts a company outside: names are short and ambiguous ("Caixa", "Crédito"),
 * and a false "outside" drops every person of the company.
 */
export function nameSectors(name: string): Sector[] {
  const folded = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  return NAME_SECTORS.filter((n) => n.re.test(folded)).map((n) => n.sector);
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

/**
 * A company filed under a neighbouring business of a sector (a utility for "telecom operators", a software house for
 * "marketplaces") is of the sector when its own words say so (name, description, specialties: "fibre broadband", "online
 * marketplace"), another business when it describes itself without them, and a maybe when it says nothing about itself.
 */
function neighbourSettled(s: Sector, company: EmployerFacts): Membership {
  // Judged once per company and sector (the verdict is asked for every person of the company).
  const known = settled.get(company) ?? new Map<Sector, Membership>();
  settled.set(company, known);
  const hit = known.get(s);
  if (hit) return hit;
  const own = foldIndustry(`${company.name} ${company.about ?? ''}`);
  const out: Membership = SECTOR_TEST.get(s)?.test(own) ? 'of' : company.about?.trim() ? 'other' : 'maybe';
  known.set(s, out);
  return out;
}
const settled = new WeakMap<EmployerFacts, Map<Sector, Membership>>();
/** Each sector's words as a test without state (WORDS are global patterns for matchAll). */
const SECTOR_TEST: ReadonlyMap<Kind, RegExp> = new Map(WORDS.map(([k, re]) => [k, new RegExp(re.source)] as const));

export type EmployerVerdict = { kind: 'inside' } | { kind: 'outside' | 'unknown'; why: string };

/**
 * Whether a company is inside a persona's employer condition, and why not. Outside only on what is known: its industry is
 * another kind of business than every sector named, or surely one excepted, or its size is out of range. A name that says
 * the sector ("… Savings Bank") keeps a company inside; where its industry only may be of a sector, a name that says the
 * sector makes it of it ("Tillbird Payments" under "Financial Services" is a fintech); a name never makes a company outside.
 */
export function employerVerdict(c: EmployerCondition | undefined, company: EmployerFacts | undefined): EmployerVerdict {
  if (!c) return { kind: 'inside' };
  const about = `the persona is about ${employerWords(c)}`;
  if (!company) return { kind: 'unknown', why: `${about}; the company is unknown, so that was not checked` };
  const industry = company.industry.trim();
  const unknown: string[] = [];
  let unplaced = false;
  if (c.sectors.length || c.except.length) {
    if (!industry) unknown.push('its industry');
    else {
      const byName = nameSectors(company.name);
      // What the industry leaves open, a name that says the kind settles ("… Payments" under "Financial Services" is a
      // fintech, so "outside fintechs" excepts it). A name only ever adds: it never puts a company outside ("… Bank" under
      // "Financial Services" may still be a fintech, "Préstamo …" an insurer's lending arm).
      const member = (s: Sector): Membership => {
        const m = industryMembership(industry, s);
        return m === 'maybe' && byName.includes(s) ? 'of' : m;
      };
      // A neighbouring business is settled by the company's own words for the sectors named; it never excepts.
      // (Session 50: a condition that names the company's industry in its words is about it: "Nas plataformas de e-learning"
      // and an "E-learning" company, which the sector it was read as, schools, only may be.)
      const own = foldIndustry(industry);
      const saysIndustry = own.length >= 4 && ` ${foldIndustry(c.text)} `.includes(` ${own} `);
      const named = c.sectors.map((s) => {
        const m = member(s);
        if (m === 'maybe' && saysIndustry) return 'of';
        // (Session 51: so is a software maker's industry no list names, "Software para telecomunicações" under "marketplaces",
        // as "Software Development" is: the company's own words say whether it is one. Other unlisted names stay a maybe:
        // "Restaurantes" may be a food business as "Restaurants" may.)
        const byWords = !MEMBERS.has(own) && s !== 'software' && industryMembership(industry, 'software') === 'of';
        return m === 'maybe' && (NEAR.get(own)?.has(s) || byWords) ? neighbourSettled(s, company) : m;
      });
      const inside = !c.sectors.length || named.some((m) => m === 'of' || m === 'maybe') || c.sectors.some((s) => byName.includes(s));
      // One the industry is listed as maybe of is surely of it when its own words say so ("Marketplace de eletrônicos" filed
      // under "Online and Mail Order Retail": "not marketplaces" excepts it); a neighbouring business never is.
      const excepted = c.except.map((s) => {
        const m = member(s);
        return m === 'maybe' && !NEAR.get(foldIndustry(industry))?.has(s) && neighbourSettled(s, company) === 'of' ? 'of' : m;
      });
      if (excepted.includes('of') || (!inside && !named.includes('unknown'))) return { kind: 'outside', why: `${about}; ${company.name} is ${industry}` };
      unplaced = !inside || excepted.includes('unknown');
    }
  }
  if (c.employees) {
    const n = company.employees;
    if (!(n > 0)) unknown.push('its size');
    else if ((c.employees.min !== undefined && n < c.employees.min) || (c.employees.max !== undefined && n > c.employees.max))
      return { kind: 'outside', why: `${about}; ${company.name} has ${n} employees` };
  }
  const notes = [
    ...(unplaced ? [`${company.name} is ${industry}, an industry the matcher cannot place`] : []),
    ...(unknown.length ? [`${list(unknown)} of ${company.name} is unknown`] : []),
  ];
  return notes.length ? { kind: 'unknown', why: `${about}; ${notes.join(', and ')}, so that was not checked` } : { kind: 'inside' };
}
