// Deterministic generator of the bundled sample network (companies.ndjson, people.ndjson,
// labels.json). Seeded PRNG, fixed reference date, no clock or locale input: same bytes everywhere.
// The generator knows the truth about every person (tier, function, relation, founder/owner, current
// or former) and derives labels.json from that truth only.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Company, Profile } from '../../src/domain/people/types.js';
import { COMPANIES, FOUNDER_LED, FUNCTION_MIX, type CompanySpec } from './companies.js';
import { NAMES, OTHER_COMPANIES, SCHOOLS } from './names.js';
import { LABEL_PERSONAS, type PersonTruth } from './personas.js';
import { Rng } from './random.js';
import {
  ADVISOR_TITLES,
  BOARD_TITLES,
  CATALOGUE,
  FOUNDER_FN,
  FOUNDER_TITLES,
  LAW_FIRM,
  OWNER_TITLES,
  truthOf,
  type CatalogueEntry,
  type Lang,
  type Level,
  type Relation,
  type RoleTruth,
} from './roles.js';

export const SEED = 20261122;
const REF_YEAR = 2026;
const REF_MONTH = 11;
const HOST = 'https://network.example';

type FounderEvidence = 'title' | 'headline' | 'about';
interface Member {
  truth: PersonTruth;
  /** Title at this company of a person who left. */
  formerRole?: RoleTruth;
  wasFounder?: boolean;
  founderEvidence?: FounderEvidence;
  /** Plain title shown when the founder evidence is elsewhere (headline/about). */
  plainTitle?: string;
  side?: { title: string; company: string };
}

function pickTitle(rng: Rng, fnSub: string, level: Level, lang: Lang): CatalogueEntry | null {
  const [fn, sub] = fnSub.split('.');
  const all = CATALOGUE.filter((e) => e.fn === fn && e.sub === sub && e.level === level);
  if (!all.length) return null;
  const local = all.filter((e) => e.lang === lang);
  const en = all.filter((e) => e.lang === 'en');
  if (lang !== 'en' && local.length && (rng.chance(0.45) || !en.length)) return rng.pick(local);
  return rng.pick(en.length ? en : all);
}

function role(rng: Rng, fnSub: string, level: Level, lang: Lang, relation: Relation = 'employee'): RoleTruth | null {
  const e = pickTitle(rng, fnSub, level, lang);
  return e ? truthOf(e, relation) : null;
}

const person = (roles: RoleTruth[], founder = false, owner = false): Member => ({ truth: { roles, founder, owner } });

// ---------------------------------------------------------------------------------------------
// Org chart
// ---------------------------------------------------------------------------------------------

function leadership(spec: CompanySpec, rng: Rng): Member[] {
  const out: Member[] = [];
  const lang = spec.lang;
  const e = spec.employees;
  const tech = ['saas', 'fintech', 'edtech', 'biotech'].includes(spec.kind);
  let hasCeo = false;
  let hasCto = false;
  let hasCpo = false;
  let hasCmo = false;
  if (spec.kind === 'law') {
    const title = rng.pick(['Founding Partner', 'Founding & Managing Partner']);
    out.push({
      ...person([{ title, tier: 'founder', fn: 'legal', sub: 'legal', manages: true, relation: 'employee', chief: false }], true),
      founderEvidence: 'title',
    });
    const partners = Math.max(2, Math.round(spec.current / 9));
    for (let i = 0; i < partners; i += 1) {
      out.push(person([{ title: rng.pick(LAW_FIRM.partner), tier: 'partner', fn: 'legal', sub: 'legal', manages: true, relation: 'employee', chief: false }]));
    }
  } else if (FOUNDER_LED.has(spec.kind)) {
    const count = spec.current <= 1 ? 1 : e > 1000 ? 1 : rng.int(1, Math.min(3, spec.current));
    const kinds: Array<'ceo' | 'cto' | 'cpo' | 'cmo' | 'none'> = [
      rng.chance(0.8) ? 'ceo' : 'none',
      tech ? (rng.chance(0.7) ? 'cto' : 'cpo') : rng.pick(['cmo', 'none'] as const),
      rng.pick(['none', 'cmo', 'cpo'] as const),
    ];
    for (let i = 0; i < count; i += 1) {
      const k = kinds[i] ?? 'none';
      const [fn, sub] = FOUNDER_FN[k];
      const evidence: FounderEvidence =
        k === 'none'
          ? 'title'
          : rng.weighted([
              ['title', 70],
              ['headline', 15],
              ['about', 15],
            ] as const);
      const title = rng.pick(FOUNDER_TITLES[rng.chance(lang === 'en' ? 1 : 0.5) ? lang : 'en'][k]);
      const chief = k !== 'none';
      const plainLevelFn =
        k === 'ceo' ? 'operations.executive' : k === 'cto' ? 'engineering.software' : k === 'cpo' ? 'product.product' : 'marketing.marketing';
      const plain = chief ? (pickTitle(rng, plainLevelFn, 'chief', lang)?.title ?? 'CEO') : undefined;
      const shown = evidence === 'title' || !plain ? title : plain;
      out.push({
        ...person([{ title: shown, tier: 'founder', fn, sub, manages: true, relation: 'employee', chief }], true),
        founderEvidence: evidence,
        plainTitle: plain,
      });
      if (k === 'ceo') hasCeo = true;
      if (k === 'cto') hasCto = true;
      if (k === 'cpo') hasCpo = true;
      if (k === 'cmo') hasCmo = true;
    }
  } else {
    const chief = spec.current >= 3 && rng.chance(0.6);
    const titles = OWNER_TITLES[rng.chance(0.6) ? lang : 'en'];
    out.push({
      ...person(
        [
          {
            title: rng.pick(chief ? titles.chief : titles.plain),
            tier: 'owner',
            fn: 'operations',
            sub: 'executive',
            manages: true,
            relation: 'employee',
            chief,
          },
        ],
        false,
        true,
      ),
      founderEvidence: 'title',
    });
    hasCeo = chief;
    if (spec.current >= 10 && rng.chance(0.3)) {
      out.push({
        ...person(
          [{ title: rng.pick(titles.plain), tier: 'owner', fn: 'operations', sub: 'executive', manages: true, relation: 'employee', chief: false }],
          false,
          true,
        ),
        founderEvidence: 'title',
      });
    }
  }
  const add = (fnSub: string, level: Level) => {
    const r = role(rng, fnSub, level, lang);
    if (r) out.push(person([r]));
  };
  if (!hasCeo && spec.kind !== 'law' && e >= 40) add('operations.executive', 'chief');
  if (e >= 30 && e < 80 && FOUNDER_LED.has(spec.kind) && rng.chance(0.5)) {
    out.push(person([{ title: 'Fractional CFO', tier: 'c_suite', fn: 'finance', sub: 'finance', manages: false, relation: 'contractor', chief: true }]));
  } else if (e >= 80) add('finance.finance', 'chief');
  if (e >= 60) add('operations.ops', 'chief');
  if (e >= 50 && !hasCto && (tech || e >= 500)) add('engineering.software', 'chief');
  if (e >= 100 && !hasCmo) add('marketing.marketing', 'chief');
  if (e >= 150 && tech) add('sales.sales', 'chief');
  if (e >= 300) add('human_resources.hr', 'chief');
  if (e >= 300 || (spec.kind === 'fintech' && e >= 200)) add('legal.legal', 'chief');
  if (e >= 1000 || (spec.kind === 'manufacturing' && e >= 500)) add('engineering.it', 'chief');
  if (e >= 300 && tech && !hasCpo) add('product.product', 'chief');
  if (e >= 1500) add('support.support', 'chief');

  const mix = FUNCTION_MIX[spec.kind];
  const major = mix.filter(([, w]) => w >= 5).map(([f]) => f);
  if (e >= 150) for (const f of major) add(f, 'vp');
  if (e >= 1000) for (const f of major.slice(0, 3)) add(f, 'vp');
  if (e >= 20) {
    const heads = Math.min(major.length, Math.max(1, Math.floor(e / 15)));
    for (const f of major.slice(0, heads)) add(f, 'head');
    if (e >= 200) add('engineering.it', 'head');
  }
  if (e >= 100) {
    const per = Math.max(1, Math.round(e / 500));
    for (const f of major) for (let i = 0; i < per; i += 1) add(f, 'director');
  }
  if (e >= 20 && !['restaurant', 'trades'].includes(spec.kind)) {
    const board = e >= 1000 ? rng.int(3, 5) : rng.int(1, 3);
    for (let i = 0; i < board; i += 1)
      out.push(person([{ title: rng.pick(BOARD_TITLES), tier: 'director', fn: 'advisory', sub: 'board', manages: false, relation: 'board', chief: false }]));
  }
  if (FOUNDER_LED.has(spec.kind) && spec.current >= 8 && e <= 300) {
    const advisors = rng.int(0, 3);
    for (let i = 0; i < advisors; i += 1)
      out.push(
        person([{ title: rng.pick(ADVISOR_TITLES), tier: 'senior', fn: 'advisory', sub: 'advisor', manages: false, relation: 'advisor', chief: false }]),
      );
  }
  return out.slice(0, spec.current);
}

function staff(spec: CompanySpec, rng: Rng, count: number): Member[] {
  const out: Member[] = [];
  const mix = FUNCTION_MIX[spec.kind];
  const contractorRate = ['saas', 'fintech', 'agency', 'edtech'].includes(spec.kind) ? 0.07 : 0.03;
  const managers = count >= 6 ? Math.round(count / 8) : 0;
  for (let i = 0; i < count; i += 1) {
    let fnSub = rng.weighted(mix);
    let level: Level;
    if (i < managers) level = rng.chance(0.4) ? 'lead' : 'manager';
    else
      level = rng.weighted([
        ['intern', 6],
        ['entry', 61],
        ['senior', 33],
      ] as const);
    if (spec.kind === 'law' && fnSub === 'legal.legal' && level !== 'manager' && level !== 'lead') {
      const title = level === 'intern' ? 'Trainee Solicitor' : rng.pick(LAW_FIRM.associate.filter((t) => t !== 'Trainee Solicitor'));
      out.push(
        person([
          {
            title,
            tier: level === 'intern' ? 'intern' : level === 'senior' ? 'senior' : 'entry',
            fn: 'legal',
            sub: 'legal',
            manages: false,
            relation: 'employee',
            chief: false,
          },
        ]),
      );
      continue;
    }
    let r = role(rng, fnSub, level, spec.lang);
    for (let tries = 0; !r && tries < 20; tries += 1) {
      fnSub = rng.weighted(mix);
      r = role(rng, fnSub, level, spec.lang);
    }
    r ??= role(rng, fnSub, 'entry', spec.lang);
    if (!r) continue;
    if ((r.tier === 'entry' || r.tier === 'senior') && rng.chance(contractorRate)) {
      const style = rng.weighted([
        ['freelance', 35],
        ['contract', 25],
        ['contractor', 15],
        ['plain', 25],
      ] as const);
      const title =
        style === 'freelance'
          ? `Freelance ${r.title}`
          : style === 'contract'
            ? `${r.title} (Contract)`
            : style === 'contractor'
              ? `${r.title} (Contractor)`
              : r.title;
      r = { ...r, title, relation: 'contractor' };
    }
    out.push(person([r]));
  }
  return out;
}

function formerMember(spec: CompanySpec, rng: Rng): Member {
  if (FOUNDER_LED.has(spec.kind) && rng.chance(0.08)) {
    const title = rng.pick(FOUNDER_TITLES.en.none);
    return {
      truth: { roles: [], founder: false, owner: false },
      formerRole: { title, tier: 'founder', fn: 'operations', sub: 'executive', manages: true, relation: 'employee', chief: false },
      wasFounder: true,
    };
  }
  const [m] = staff(spec, rng, 1);
  const r = m?.truth.roles[0] ?? {
    title: 'Operations Associate',
    tier: 'entry',
    fn: 'operations',
    sub: 'ops',
    manages: false,
    relation: 'employee',
    chief: false,
  };
  return { truth: { roles: [], founder: false, owner: false }, formerRole: r };
}

function orgChart(spec: CompanySpec, rng: Rng): Member[] {
  const members: Member[] = [];
  if (!spec.formerOnly && spec.current > 0) {
    const lead = leadership(spec, rng);
    members.push(...lead, ...staff(spec, rng, spec.current - lead.length));
    // People with two current roles: an acting head of another team here, or a side role elsewhere.
    for (const m of members) {
      const r = m.truth.roles[0];
      if (!r || r.relation !== 'employee' || m.truth.founder || m.truth.owner || !rng.chance(0.04)) continue;
      if (rng.chance(0.5) && r.tier !== 'intern') {
        const other = rng.weighted(FUNCTION_MIX[spec.kind].filter(([f]) => !f.startsWith(r.fn)));
        const head = role(rng, other, 'head', 'en');
        if (head) m.truth.roles.push({ ...head, title: `Acting ${head.title}` });
      } else {
        m.side = rng.chance(0.5)
          ? {
              title: rng.pick(['Founder', 'Co-Founder']),
              company: `${rng.pick(['Pixel', 'Bright', 'Tiny', 'Nimbus', 'Maple'])}${rng.pick(['Pals', 'Works', 'Forge', 'Lab'])}`,
            }
          : { title: 'Advisor', company: rng.pick(OTHER_COMPANIES) };
      }
    }
  }
  const formers = spec.formerOnly ? 7 : Math.round(spec.current * spec.formerRate);
  for (let i = 0; i < formers; i += 1) members.push(formerMember(spec, rng));
  return members;
}

// ---------------------------------------------------------------------------------------------
// Profiles
// ---------------------------------------------------------------------------------------------

const ascii = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
const ym = (y: number, m: number) => `${y}-${String(m).padStart(2, '0')}`;
function duration(fromY: number, fromM: number, toY: number, toM: number): string {
  const months = Math.max(1, (toY - fromY) * 12 + (toM - fromM));
  const y = Math.floor(months / 12);
  const m = months % 12;
  return [y ? `${y} yr${y > 1 ? 's' : ''}` : '', m ? `${m} mo${m > 1 ? 's' : ''}` : ''].filter(Boolean).join(' ');
}
function idString(rng: Rng, n: number): string {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let s = '';
  for (let i = 0; i < n; i += 1) s += chars[rng.int(0, chars.length - 1)];
  return s;
}

const TAGLINES: Record<string, string[]> = {
  engineering: ['Building reliable systems', 'TypeScript · Go · Kubernetes', 'Distributed systems nerd', 'Shipping code since 2012'],
  product: ['Obsessed with user problems', 'Discovery, delivery, outcomes'],
  creative: ['Pixels with purpose', 'Making complex things simple'],
  sales: ['Helping teams grow revenue', 'Let us talk about your pipeline', 'Quota crusher'],
  sales_engineering: ['Turning demos into deals'],
  marketing: ['Storyteller', 'Growth, brand and content', 'B2B demand gen'],
  support: ['Customers first', 'Happy customers, happy life'],
  human_resources: ['We are hiring!', 'Great teams, great culture', 'Talent & culture'],
  finance: ['Numbers tell stories', 'Spreadsheets and coffee'],
  legal: ['Making deals happen safely', 'Contracts, privacy, compliance'],
  operations: ['Making things run smoothly', 'Process and people'],
  research: ['Science for better outcomes'],
  analyst: ['Data-driven decisions'],
  hospitality: ['Good food, good people'],
  health: ['Patient care every day'],
  manufacturing: ['Quality built in'],
  professional_service: ['Strategy that sticks'],
  education: ['Learning changes lives'],
  trade: ['Safety first'],
  advisory: ['Investor and operator', 'Helping startups scale'],
};

const ABOUT: Record<string, string[]> = {
  engineering: [
    'I design and build backend services and care about clean code, testing and observability.',
    'Engineer who loves performance work, good tooling and mentoring.',
  ],
  product: ['I turn customer problems into roadmaps and work closely with design and engineering.'],
  creative: ['I design interfaces and brands that people enjoy using.'],
  sales: ['I help mid-market companies find the right solution, from first call to signed contract.'],
  sales_engineering: ['I run technical demos and proofs of concept for our prospects.'],
  marketing: ['I plan campaigns, write content and measure what works.'],
  support: ['I help customers get value from our product every day.'],
  human_resources: ['I find great people and help them grow.'],
  finance: ['I keep the books straight and the forecasts honest.'],
  legal: ['I advise on contracts, employment law and data protection.'],
  operations: ['I keep projects on track and teams unblocked.', 'I work directly with our founders on special projects and operations.'],
  research: ['Scientist working on models and experiments.'],
  analyst: ['I turn raw data into dashboards and decisions.'],
  hospitality: ['Hospitality is my passion.'],
  health: ['Caring for patients for more than ten years.'],
  manufacturing: ['Hands-on production professional.'],
  professional_service: ['I help clients solve hard strategic problems.'],
  education: ['I create learning experiences for students of all ages.'],
  trade: ['Certified professional with years on the job.'],
  advisory: ['I advise early-stage companies on strategy and fundraising.'],
};

function emailOf(rng: Rng, first: string, last: string, domain: string): Profile['contact']['email'] {
  const status = rng.weighted([
    ['valid', 55],
    ['catch_all', 12],
    ['unknown', 11],
    ['invalid', 8],
    ['risky', 6],
    ['disposable', 2],
    ['no_email', 6],
  ] as const);
  if (status === 'no_email') return { address: '', status, quality_score: 0, catch_all_domain: false, valid_email_server: false, free: false, source: 'none' };
  const free = status === 'disposable' || rng.chance(0.05);
  const local = `${ascii(first)}.${ascii(last)}`;
  const address = status === 'disposable' ? `${local}${rng.int(10, 99)}@mailinator.com` : free ? `${local}${rng.int(1, 99)}@gmail.com` : `${local}@${domain}`;
  const score = {
    valid: rng.int(90, 99),
    catch_all: rng.int(50, 70),
    unknown: rng.int(30, 50),
    invalid: rng.int(0, 10),
    risky: rng.int(20, 40),
    disposable: rng.int(5, 15),
  }[status];
  const source = status === 'valid' ? 'verified' : status === 'risky' || status === 'disposable' ? 'public_profile' : 'pattern';
  return { address, status, quality_score: score, catch_all_domain: status === 'catch_all', valid_email_server: status !== 'invalid', free, source };
}

function employmentType(rng: Rng, r: RoleTruth): string {
  if (r.relation === 'contractor') return rng.pick(['Contract', 'Freelance', 'Self-employed']);
  if (r.relation === 'board') return '';
  if (r.relation === 'advisor') return rng.pick(['Part-time', '']);
  if (r.tier === 'intern') return /alternant|apprenti|azubi/i.test(r.title) ? 'Apprenticeship' : 'Internship';
  return rng.weighted([
    ['Full-time', 85],
    ['Part-time', 5],
    ['', 10],
  ] as const);
}

function profileOf(spec: CompanySpec, company: Company, m: Member, ref: string, rng: Rng): Profile {
  const lang: Lang = rng.chance(0.8) ? spec.lang : 'en';
  const gender = rng.chance(0.5) ? 'female' : 'male';
  const first = rng.pick(NAMES[lang][gender]);
  const last = rng.pick(NAMES[lang].last);
  const name = `${first} ${last}`;
  const slug = `${ascii(first)}-${ascii(last)}-${idString(rng, 6).toLowerCase()}`;
  const current = m.truth.roles;
  const primary = current[0] ?? m.formerRole;
  const fn = primary?.fn ?? 'operations';

  const experience: Profile['experience'] = [];
  const startY = rng.int(2008, 2025);
  const startM = rng.int(1, 12);
  if (current.length) {
    current.forEach((r, i) => {
      const sy = i === 0 ? startY : Math.max(startY, REF_YEAR - 1);
      const emptyTitle = i === 0 && m.founderEvidence === undefined && rng.chance(0.03);
      experience.push({
        title: emptyTitle ? '' : r.title,
        company: spec.name,
        company_id: spec.id,
        employment_type: employmentType(rng, r),
        workplace_type: rng.pick(['On-site', 'Hybrid', 'Remote', '']),
        start: ym(sy, startM),
        end: '',
        duration: duration(sy, startM, REF_YEAR, REF_MONTH),
        description: rng.chance(0.5) ? '' : rng.pick(ABOUT[r.fn] ?? ['']),
      });
    });
  } else if (m.formerRole) {
    const endY = rng.int(Math.min(startY + 1, REF_YEAR), REF_YEAR);
    const endM = endY === REF_YEAR ? rng.int(1, REF_MONTH - 1) : rng.int(1, 12);
    const nowTitle = pickTitle(rng, `${m.formerRole.fn}.${m.formerRole.sub}`, 'senior', 'en')?.title ?? 'Consultant';
    const nowCompany = rng.pick(OTHER_COMPANIES);
    experience.push({
      title: nowTitle,
      company: nowCompany,
      company_id: 0,
      employment_type: 'Full-time',
      workplace_type: 'Hybrid',
      start: ym(endY, endM),
      end: '',
      duration: duration(endY, endM, REF_YEAR, REF_MONTH),
      description: '',
    });
    experience.push({
      title: m.formerRole.title,
      company: spec.name,
      company_id: spec.id,
      employment_type: 'Full-time',
      workplace_type: 'On-site',
      start: ym(startY - 1, startM),
      end: ym(endY, endM),
      duration: duration(startY - 1, startM, endY, endM),
      description: '',
    });
  }
  if (m.side) {
    experience.push({
      title: m.side.title,
      company: m.side.company,
      company_id: 0,
      employment_type: 'Part-time',
      workplace_type: 'Remote',
      start: ym(REF_YEAR - 2, 3),
      end: '',
      duration: duration(REF_YEAR - 2, 3, REF_YEAR, REF_MONTH),
      description: '',
    });
  }
  const priorCount = rng.int(0, 2);
  let y = startY;
  for (let i = 0; i < priorCount; i += 1) {
    const from = y - rng.int(1, 4);
    const prior = pickTitle(rng, `${fn}.${primary?.sub ?? 'ops'}`, rng.pick(['entry', 'senior'] as const), 'en')?.title ?? 'Analyst';
    experience.push({
      title: prior,
      company: rng.pick(OTHER_COMPANIES),
      company_id: 0,
      employment_type: 'Full-time',
      workplace_type: 'On-site',
      start: ym(from, 1),
      end: ym(y, 1),
      duration: duration(from, 1, y, 1),
      description: '',
    });
    y = from;
  }

  // Headline
  const shownTitle = primary?.title ?? '';
  let headline: string;
  if (!current.length) {
    const now = experience[0];
    headline = now ? `${now.title} at ${now.company}` : '';
  } else if (m.founderEvidence === 'headline') {
    headline = `${m.plainTitle ?? 'CEO'} & Co-Founder at ${spec.name}`;
  } else if (experience[0]?.title === '') {
    headline = `${shownTitle} at ${spec.name}`;
  } else {
    const tag = rng.pick(TAGLINES[fn] ?? ['Professional']);
    headline = rng.weighted([
      [`${shownTitle} at ${spec.name}`, 45],
      [`${shownTitle} @ ${spec.name} | ${tag}`, 20],
      [`${shownTitle} | ${tag}`, 10],
      [tag, 10],
      ['', 5],
      [shownTitle, 10],
    ] as const);
    if (m.side) headline = `${shownTitle} at ${spec.name} | ${m.side.title} @ ${m.side.company}`;
  }

  // About
  const aboutParts: string[] = [];
  if (m.founderEvidence === 'about') aboutParts.push(`I co-founded ${spec.name} in ${REF_YEAR - rng.int(3, 12)} and have led it ever since.`);
  if (rng.chance(0.85)) aboutParts.push(rng.pick(ABOUT[fn] ?? ['']));
  if (!m.truth.founder && rng.chance(0.04)) aboutParts.push(`Previously co-founded ${rng.pick(OTHER_COMPANIES)} (acquired in 2019).`);
  if (m.truth.founder && m.founderEvidence === 'title' && rng.chance(0.3)) aboutParts.push(`Building ${spec.name} with an amazing team.`);
  const about = aboutParts.join(' ');

  const schools = rng.chance(0.15) ? [] : [rng.pick(SCHOOLS)];
  const education: Profile['education'] = schools.map(([school, degree, field]) => {
    const end = startY - rng.int(0, 3);
    return { school, degree: rng.chance(0.1) ? '' : degree, field, start: String(end - 4), end: String(end) };
  });
  const posts = rng.int(0, 2);
  const recent: Profile['signals']['recent_posts'] = [];
  for (let i = 0; i < posts; i += 1) {
    recent.push({
      content: rng.pick([
        'Proud of what the team shipped this month.',
        'We are hiring! DM me.',
        'Great conversations at the conference this week.',
        'Three lessons from a year of remote work.',
      ]),
      posted_at: `${REF_YEAR}-${String(rng.int(1, 10)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
      url: `${HOST}/posts/${slug}-${i}`,
      is_repost: rng.chance(0.2),
      engagement: { likes: rng.int(0, 400), comments: rng.int(0, 40), shares: rng.int(0, 20) },
    });
  }
  const hasPhoto = rng.chance(0.88);
  const photoDate = `${REF_YEAR - rng.int(0, 4)}-${String(rng.int(1, 12)).padStart(2, '0')}-15`;
  const city = rng.chance(0.9) ? spec.city : '';
  return {
    company_id: spec.id,
    person_ref: ref,
    person: {
      name,
      first_name: first,
      last_name: last,
      headline,
      network_url: `${HOST}/in/${slug}`,
      photo_url: hasPhoto ? `https://media.network.example/photos/${slug}.jpg` : '',
      background_url: rng.chance(0.5) ? `https://media.network.example/bg/${slug}.jpg` : '',
      location: {
        text: city ? `${city}, ${spec.country}` : spec.country,
        city,
        region: city ? spec.region : '',
        country: spec.country,
        country_code: spec.countryCode,
      },
      about,
      connections: rng.int(20, 500),
      followers: rng.int(10, 5000),
      member_since: `${rng.int(2006, 2024)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
      gender: rng.chance(0.1) ? '' : gender,
      outreach_language: lang,
      flags: {
        open_to_work: !current.length ? rng.chance(0.2) : rng.chance(0.04),
        hiring: rng.chance(0.08),
        premium: rng.chance(0.2),
        verified: rng.chance(0.4),
        influencer: rng.chance(0.02),
        creator: rng.chance(0.05),
      },
      certifications: rng.chance(0.2)
        ? [
            {
              title: rng.pick(['AWS Certified Solutions Architect', 'Scrum Master (PSM I)', 'Google Analytics', 'CPA', 'SHRM-CP']),
              issued_by: rng.pick(['AWS', 'Scrum.org', 'Google', 'AICPA', 'SHRM']),
            },
          ]
        : [],
      interests: {
        groups: rng.chance(0.3)
          ? [
              {
                name: rng.pick(['SaaS Growth Hackers', 'Women in Tech', 'DevOps Community', 'HR Professionals Network']),
                url: `${HOST}/groups/${rng.int(1000, 9999)}`,
                members: rng.int(500, 90000),
              },
            ]
          : [],
        newsletters: rng.chance(0.1)
          ? [{ name: 'The Weekly Brief', about: 'Industry news every week', cadence: rng.pick(['weekly', 'monthly', 'biweekly']) }]
          : [],
      },
      featured: rng.chance(0.1)
        ? [{ title: 'My talk at the conference', subtitle: '', type: rng.pick(['LINK', 'POST', 'ARTICLE']), url: `${HOST}/feed/${slug}` }]
        : [],
    },
    contact: {
      email: emailOf(rng, first, last, company.domain),
      websites: rng.chance(0.15) ? [`https://${ascii(last)}.dev`] : [],
      bio_links: rng.chance(0.1) ? [{ url: `https://github.com/${ascii(first)}${ascii(last)}`, title: 'GitHub' }] : [],
    },
    experience,
    education,
    signals: {
      recommendations_count: rng.int(0, 12),
      recommendations: rng.chance(0.2)
        ? [{ by: `${rng.pick(NAMES.en.female)} ${rng.pick(NAMES.en.last)}`, by_headline: 'Colleague', text: 'A pleasure to work with.' }]
        : [],
      posts_about_own_company: rng.chance(0.3),
      avg_engagement: Math.round(rng.next() * 5000) / 100,
      recent_posts: recent,
      authored_articles: rng.chance(0.05)
        ? [{ title: 'What I learned this year', link: `${HOST}/pulse/${slug}`, published: `${REF_YEAR}-0${rng.int(1, 9)}-10` }]
        : [],
      last_active: `${REF_YEAR}-${String(rng.int(6, 10)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
    },
    meta: {
      network_id: `ACoAA${idString(rng, 14)}`,
      profile_urn: `urn:network:member:${idString(rng, 12)}`,
      photo_uploaded_at: hasPhoto ? photoDate : '',
      photo_expires_at: hasPhoto ? `${REF_YEAR + 1}-03-01` : '',
      has_real_photo: hasPhoto && rng.chance(0.95),
    },
  };
}

function companyOf(spec: CompanySpec, rng: Rng): Company & { slug: string; _simulate?: CompanySpec['simulate'] } {
  const tld =
    {
      DE: 'de',
      FR: 'fr',
      ES: 'es',
      BR: 'com.br',
      PT: 'pt',
      GB: 'co.uk',
      AT: 'at',
      CH: 'ch',
      MX: 'mx',
      NO: 'no',
      JP: 'jp',
      IN: 'in',
      AU: 'com.au',
      SG: 'sg',
      IL: 'co.il',
      CA: 'ca',
    }[spec.countryCode] ?? 'com';
  const domain = `${spec.slug.replace(/-/g, '')}.${tld}`;
  const hasLogo = rng.chance(0.85);
  return {
    id: spec.id,
    slug: spec.slug,
    name: spec.name,
    network_url: `${HOST}/company/${spec.slug}`,
    website: `https://www.${domain}`,
    domain,
    industry: spec.industry,
    type:
      spec.id === 1004 || spec.employees >= 3000
        ? 'Public Company'
        : spec.kind === 'law'
          ? 'Partnership'
          : spec.employees <= 1
            ? 'Self-Employed'
            : 'Privately Held',
    employees_count: spec.employees,
    network_since_est: `${rng.int(2005, 2022)}-${String(rng.int(1, 12)).padStart(2, '0')}`,
    description: `${spec.name} is a ${spec.industry.toLowerCase()} company based in ${spec.city}, ${spec.country}.`,
    slogan: rng.pick(['Built for what comes next', 'Quality since day one', 'People first', 'Simply better', '']),
    specialties: [spec.industry, ...(rng.chance(0.5) ? ['Customer Experience'] : [])],
    location: { locality: spec.city, region: spec.region, country: spec.country, country_code: spec.countryCode, postal_code: String(rng.int(10000, 99999)) },
    followers: rng.int(0, 50) * Math.max(1, spec.employees),
    last_post_date: `${REF_YEAR}-${String(rng.int(1, 10)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
    company_language: spec.lang,
    hiring_for: spec.current > 10 ? [rng.pick(['Software Engineer', 'Account Executive', 'Customer Success Manager', 'Operations Associate'])] : [],
    logo_url: hasLogo ? `https://media.network.example/logos/${spec.slug}.png` : '',
    has_logo: hasLogo,
    recent_posts: rng.chance(0.6)
      ? [
          {
            content: `News from ${spec.name}: we are growing!`,
            posted_at: `${REF_YEAR}-09-${String(rng.int(1, 28)).padStart(2, '0')}`,
            url: `${HOST}/company/${spec.slug}/posts/1`,
          },
        ]
      : [],
    ...(spec.simulate ? { _simulate: spec.simulate } : {}),
  };
}

export interface GeneratedDataset {
  companies: string;
  people: string;
  labels: string;
}

/** Builds the three files of the sample network as strings. */
export function generateDataset(seed = SEED): GeneratedDataset {
  const companyLines: string[] = [];
  const peopleLines: string[] = [];
  const expected = new Map<string, Record<string, string[]>>(LABEL_PERSONAS.map((p) => [p.slug, {}]));
  for (const spec of COMPANIES) {
    const rng = new Rng(seed ^ (spec.id * 2654435761));
    const company = companyOf(spec, rng);
    companyLines.push(JSON.stringify(company));
    const { slug: _s, _simulate, ...plain } = company;
    const members = orgChart(spec, rng);
    // Shuffle so rosters are not sorted by seniority.
    for (let i = members.length - 1; i > 0; i -= 1) {
      const j = rng.int(0, i);
      const a = members[i];
      const b = members[j];
      if (a && b) {
        members[i] = b;
        members[j] = a;
      }
    }
    members.forEach((m, i) => {
      const ref = `p${spec.id}-${String(i + 1).padStart(4, '0')}`;
      peopleLines.push(JSON.stringify(profileOf(spec, plain, m, ref, rng)));
      for (const persona of LABEL_PERSONAS) {
        if (!persona.expected(m.truth)) continue;
        const byCompany = expected.get(persona.slug);
        if (byCompany) (byCompany[String(spec.id)] ??= []).push(ref);
      }
    });
  }
  const labels = {
    as_of: `${REF_YEAR}-${String(REF_MONTH).padStart(2, '0')}`,
    personas: LABEL_PERSONAS.map(({ slug, name, definition }) => ({ slug, name, definition })),
    expected: Object.fromEntries(expected),
  };
  return { companies: `${companyLines.join('\n')}\n`, people: `${peopleLines.join('\n')}\n`, labels: `${JSON.stringify(labels, null, 2)}\n` };
}

export async function writeDataset(dir: string, seed = SEED): Promise<GeneratedDataset> {
  const d = generateDataset(seed);
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'companies.ndjson'), d.companies);
  await writeFile(join(dir, 'people.ndjson'), d.people);
  await writeFile(join(dir, 'labels.json'), d.labels);
  return d;
}
