// The personas of labels.json and, for each, the predicate over the generator's own truth that
// decides who is expected. Only current members (roles at the company with an empty end) are ever
// expected. These predicates never look at titles: they read tier/function/relation truth.
import { SYSTEM_PERSONA } from '../../src/matching/system-persona.js';
import type { RoleTruth } from './roles.js';

export interface PersonTruth {
  /** Current positions at this company; empty for people who left. */
  roles: RoleTruth[];
  founder: boolean;
  owner: boolean;
}

interface LabelPersona {
  slug: string;
  name: string;
  definition: string;
  expected: (p: PersonTruth) => boolean;
}

const working = (r: RoleTruth) => r.relation === 'employee' || r.relation === 'contractor';
const any = (p: PersonTruth, f: (r: RoleTruth) => boolean) => p.roles.some(f);
const leaderTier = (r: RoleTruth) => r.chief || r.tier === 'vp' || r.tier === 'head' || r.tier === 'director';
/** "Engineering" in a persona: software and hardware engineering (IT is named on its own). */
const eng = (r: RoleTruth) => r.fn === 'engineering' && r.sub !== 'it';
const ic = (r: RoleTruth) => r.tier === 'entry' || r.tier === 'senior';
/** Customer success: its own side of support (the chief customer officer leads it too). */
const customerSuccess = (r: RoleTruth) => r.fn === 'support' && (r.family === 'customer_success' || r.chief);
const hr = (r: RoleTruth) => r.fn === 'human_resources';
const recruiting = (r: RoleTruth) => hr(r) && r.family === 'recruiting';
/** The chief executive (CEO, managing director, président, Geschäftsführer), founder-CEOs and owner-CEOs included. */
const ceo = (r: RoleTruth) => r.chief && r.sub === 'executive';

export const LABEL_PERSONAS: LabelPersona[] = [
  {
    ...SYSTEM_PERSONA,
    expected: (p) => p.roles.length > 0 && (p.founder || p.owner),
  },
  {
    slug: 'c-suite',
    name: 'C-suite',
    definition:
      'C-level executives: the CEO, CTO, CFO, COO, CMO, CIO, CRO, CPO, CHRO and other chief officers, the general counsel, and managing directors or presidents who run the company.',
    expected: (p) => any(p, (r) => r.chief && working(r)),
  },
  {
    slug: 'engineers-not-managers',
    name: 'Software engineers, not managers',
    definition:
      'Software engineers, not managers: people who write software as individual contributors, such as developers, backend, frontend and full-stack engineers, SREs, DevOps, data and ML engineers and QA engineers, at any level from junior to principal. Exclude anyone who manages people (engineering managers, team leads, heads, directors, VPs, CTOs) and interns.',
    expected: (p) => any(p, (r) => working(r) && r.fn === 'engineering' && r.sub === 'software' && ic(r)) && !any(p, (r) => r.manages || r.tier === 'intern'),
  },
  {
    slug: 'software-buyers',
    name: 'Can sign a software purchase',
    definition: 'People who can sign a software purchase.',
    expected: (p) =>
      any(
        p,
        (r) =>
          r.relation === 'employee' &&
          (r.chief ||
            r.tier === 'owner' ||
            r.tier === 'founder' ||
            (r.fn === 'engineering' && (r.sub === 'software' || r.sub === 'it') && ['vp', 'head', 'director'].includes(r.tier))),
      ),
  },
  {
    slug: 'heads-of-engineering',
    name: 'Heads of engineering, no contractors',
    definition:
      'Heads of engineering, no contractors: the leaders of engineering and IT, such as the CTO, the CIO, and VPs, heads and directors of engineering or IT. No contractors or freelancers.',
    expected: (p) => any(p, (r) => r.relation === 'employee' && r.fn === 'engineering' && (r.sub === 'software' || r.sub === 'it') && leaderTier(r)),
  },
  {
    slug: 'sales-reps',
    name: 'Sales reps',
    definition:
      'Sales reps: quota-carrying individual contributors in sales, such as account executives, SDRs, BDRs, inside sales reps and account managers. Not sales managers, team leads, heads, directors or VPs, and no interns.',
    expected: (p) => any(p, (r) => working(r) && r.fn === 'sales' && ic(r)) && !any(p, (r) => r.manages || r.tier === 'intern'),
  },
  {
    slug: 'hr-people-team',
    name: 'HR / people team',
    definition: 'HR / people team: anyone working in human resources, people operations, talent acquisition or recruiting, at any level.',
    expected: (p) => any(p, (r) => working(r) && r.fn === 'human_resources'),
  },
  {
    slug: 'marketing-leaders',
    name: 'Marketing leadership',
    definition: 'Marketing leadership: the CMO and the VPs, heads and directors of marketing, growth or brand.',
    expected: (p) => any(p, (r) => working(r) && r.fn === 'marketing' && leaderTier(r)),
  },
  {
    slug: 'finance-team',
    name: 'Finance & accounting',
    definition: 'Finance and accounting staff at any level: accountants, bookkeepers, controllers, financial and FP&A analysts, finance managers and the CFO.',
    expected: (p) => any(p, (r) => working(r) && r.fn === 'finance'),
  },
  {
    slug: 'product-managers',
    name: 'Product managers',
    definition:
      'Product managers: product managers and product owners at any level, including group product managers, heads of product and the CPO. Not designers, engineers or project managers.',
    expected: (p) => any(p, (r) => working(r) && r.fn === 'product'),
  },
  {
    slug: 'designers',
    name: 'Designers',
    definition:
      'Designers at any level: UX/UI designers, product designers, graphic and visual designers, design leads, creative directors and heads of design.',
    expected: (p) => any(p, (r) => working(r) && r.fn === 'creative'),
  },
  {
    slug: 'interns-students',
    name: 'Interns & students',
    definition: 'Interns, working students, trainees and apprentices in any team.',
    expected: (p) => any(p, (r) => working(r) && r.tier === 'intern'),
  },
  {
    slug: 'senior-leaders-not-founders',
    name: 'Senior leaders (not founders)',
    definition: 'Senior leadership other than the founders: VPs and C-level executives, but not founders or owners.',
    expected: (p) => any(p, (r) => working(r) && (r.chief || r.tier === 'vp')) && !p.founder && !p.owner,
  },
  {
    slug: 'middle-managers',
    name: 'Middle managers',
    definition: 'Middle managers: team leads, managers, heads and directors who run a team. Exclude VPs, C-level executives, founders and owners.',
    expected: (p) =>
      any(p, (r) => working(r) && !r.chief && ['manager', 'head', 'director'].includes(r.tier)) &&
      !any(p, (r) => r.chief || r.tier === 'vp') &&
      !p.founder &&
      !p.owner,
  },
  {
    slug: 'contractors-freelancers',
    name: 'Contractors & freelancers',
    definition:
      'Contractors and freelancers: contract staff, freelancers, fractional executives and other people working for the company on contract, in any function. Exclude advisors and board members.',
    expected: (p) => any(p, (r) => r.relation === 'contractor'),
  },
  {
    slug: 'board-advisors',
    name: 'Board & advisors',
    definition: 'Board members and advisors: board directors, the chair of the board, advisory board members and advisors. Not executives.',
    expected: (p) => any(p, (r) => r.relation === 'board' || r.relation === 'advisor'),
  },
  {
    slug: 'customer-support',
    name: 'Customer support & success',
    definition:
      'Customer support and success: support agents, customer success managers, service desk and customer care staff, including their team leads and support managers, but not heads, directors, VPs or C-level executives.',
    expected: (p) => any(p, (r) => working(r) && r.fn === 'support' && !leaderTier(r)),
  },
  {
    slug: 'legal-compliance',
    name: 'Legal & compliance',
    definition:
      'Legal and compliance: lawyers, attorneys, general counsel, legal counsel, paralegals and compliance officers, including law-firm partners and associates.',
    expected: (p) => any(p, (r) => working(r) && r.fn === 'legal'),
  },
  // Training personas of the shapes buyers write (lists scoped to a function, series of functions,
  // exclusions scoped to part of the inclusion, budget holders, seniority ranges). Written for the rules'
  // generalisation; the blind set (test/fixtures/blind-personas) is never used to write them.
  {
    slug: 'people-who-run-sales',
    name: 'The people who run sales',
    definition: 'The people who run sales: C-level, VP, head and director titles.',
    expected: (p) => any(p, (r) => working(r) && r.fn === 'sales' && leaderTier(r)),
  },
  {
    slug: 'finance-leadership-parenthesised',
    name: 'Finance leadership',
    definition: 'Finance leadership (chief, VP, head or director roles in finance, accounting or treasury).',
    expected: (p) => any(p, (r) => working(r) && r.fn === 'finance' && leaderTier(r)),
  },
  {
    slug: 'marketing-leaders-and-product',
    name: 'Marketing leaders and the product team',
    definition: 'C-level, VP and director titles in marketing, plus everyone in product, excluding junior marketing roles.',
    expected: (p) =>
      any(p, (r) => working(r) && ((r.fn === 'marketing' && (r.chief || r.tier === 'vp' || r.tier === 'director')) || r.fn === 'product')) &&
      !any(p, (r) => r.fn === 'marketing' && r.tier === 'entry'),
  },
  {
    slug: 'engineering-leaders-no-juniors',
    name: 'Engineering leadership',
    definition: 'Engineering leadership: the CTO and the VPs, heads and directors of engineering. Exclude junior engineers, interns and contractors.',
    expected: (p) =>
      any(p, (r) => r.relation === 'employee' && eng(r) && (r.chief ? r.sub === 'software' : leaderTier(r))) &&
      !any(p, (r) => eng(r) && (r.tier === 'entry' || r.tier === 'intern')),
  },
  {
    slug: 'back-office-any-level',
    name: 'Back office',
    definition: 'Everyone in finance, legal and HR, at any level.',
    expected: (p) => any(p, (r) => working(r) && ['finance', 'legal', 'human_resources'].includes(r.fn)),
  },
  {
    slug: 'go-to-market-team',
    name: 'Go-to-market team',
    definition: 'Anyone in sales, marketing or customer success, whether individual contributors or managers.',
    expected: (p) => any(p, (r) => working(r) && (['sales', 'marketing'].includes(r.fn) || customerSuccess(r))),
  },
  {
    slug: 'software-budget-holders',
    name: 'Software budget holders',
    definition: 'Budget holders for software (owners, the CEO, the CTO, and heads of IT or engineering).',
    expected: (p) =>
      any(
        p,
        (r) =>
          r.relation === 'employee' &&
          (p.owner ||
            (r.chief && (r.sub === 'executive' || (r.fn === 'engineering' && r.sub === 'software'))) ||
            (r.tier === 'head' && r.fn === 'engineering')),
      ),
  },
  {
    slug: 'director-and-above-tech',
    name: 'Director and above in engineering or product',
    definition: 'Director-level and above in engineering or product, no contractors.',
    expected: (p) => any(p, (r) => r.relation === 'employee' && (eng(r) || r.fn === 'product') && leaderTier(r)),
  },
  // Session 3: more wordings of the held-out report's shapes (a question answered by a list, a heading
  // and its seniority list in two sentences, examples of a budget concept, series of adjacent functions
  // that name a function's own operations team or "account management").
  {
    slug: 'who-runs-marketing',
    name: 'Who runs marketing',
    definition: 'Who runs marketing? CMO, VPs, heads and directors only.',
    expected: (p) => any(p, (r) => working(r) && r.fn === 'marketing' && leaderTier(r)),
  },
  {
    slug: 'hr-leadership-two-sentences',
    name: 'HR leadership',
    definition: 'HR leadership. C-level, VP, Head and Director titles.',
    expected: (p) => any(p, (r) => working(r) && r.fn === 'human_resources' && leaderTier(r)),
  },
  {
    slug: 'sales-execs-plus-marketing',
    name: 'Sales executives and marketing',
    definition: 'Sales: C-level, VP and director titles. Also everyone in marketing. Junior sales roles excluded.',
    expected: (p) =>
      any(p, (r) => working(r) && ((r.fn === 'sales' && (r.chief || r.tier === 'vp' || r.tier === 'director')) || r.fn === 'marketing')) &&
      !any(p, (r) => r.fn === 'sales' && r.tier === 'entry'),
  },
  {
    slug: 'software-budget-examples',
    name: 'Software budget (examples)',
    definition: 'People with budget for software, like owners, CEOs, CTOs and IT/engineering heads.',
    expected: (p) =>
      any(
        p,
        (r) =>
          r.relation === 'employee' &&
          (p.owner ||
            (r.chief && (r.sub === 'executive' || (r.fn === 'engineering' && r.sub === 'software'))) ||
            (r.tier === 'head' && r.fn === 'engineering')),
      ),
  },
  {
    slug: 'gtm-org-all-levels',
    name: 'Go-to-market org',
    definition: 'The go-to-market org: sales, marketing, and customer success. Juniors, seniors, managers and leaders alike.',
    expected: (p) => any(p, (r) => working(r) && (['sales', 'marketing'].includes(r.fn) || customerSuccess(r))),
  },
  {
    slug: 'commercial-series',
    name: 'Commercial team',
    definition: 'Everyone in sales, business development and account management, any level',
    expected: (p) => any(p, (r) => working(r) && r.fn === 'sales'),
  },
  {
    slug: 'revenue-series-with-ops',
    name: 'Revenue team',
    definition: 'Sales, marketing, revenue operations and sales engineering, at all levels.',
    expected: (p) => any(p, (r) => working(r) && ['sales', 'marketing', 'sales_engineering'].includes(r.fn)),
  },
  {
    slug: 'hands-on-developers',
    name: 'Hands-on developers',
    definition: 'Hands-on software developers. No people managers, interns or contractors.',
    expected: (p) =>
      any(p, (r) => r.relation === 'employee' && r.fn === 'engineering' && r.sub === 'software' && ic(r)) &&
      !any(p, (r) => r.manages || r.tier === 'intern' || r.relation === 'contractor'),
  },
  // Session 4: an area named before the noun ("IT managers") does not swallow the bare areas listed after it.
  {
    slug: 'it-managers-and-areas',
    name: 'IT side',
    definition: 'Our IT side: IT managers, help desk, infrastructure and security.',
    expected: (p) => any(p, (r) => working(r) && r.fn === 'engineering' && r.sub === 'it'),
  },
  // Session 4: the post-sale side (account management and customer success) and customer support without
  // customer success; the generator's truth marks the post-sale catalogue entries (roles.ts, FAMILY).
  {
    slug: 'post-sales-ics',
    name: 'Post-sales individual contributors',
    definition: 'Post-sales people: account managers and customer success managers. Leave out their team leads and the new-business reps.',
    expected: (p) =>
      any(p, (r) => working(r) && ic(r) && (r.family === 'account_management' || r.family === 'customer_success')) &&
      !any(p, (r) => r.manages || (r.fn === 'sales' && r.family !== 'account_management')),
  },
  {
    slug: 'service-agents-no-success',
    name: 'Customer service agents',
    definition: 'Customer service agents and tech support reps; no team leads, no customer success.',
    expected: (p) => any(p, (r) => working(r) && r.fn === 'support' && !customerSuccess(r) && ic(r)) && !any(p, (r) => r.manages || customerSuccess(r)),
  },
  // Session 4: recruiting (talent acquisition) as a part of HR, and buyers / decision makers for a
  // function's software, which are that function's leaders (and the company's top), not engineering's.
  {
    slug: 'talent-acquisition-team',
    name: 'Talent acquisition',
    definition:
      'Talent acquisition: recruiters, sourcers and whoever leads recruiting. Other HR roles (generalists, HR business partners, people ops) are out.',
    expected: (p) => any(p, (r) => working(r) && recruiting(r)),
  },
  {
    slug: 'hr-tool-choosers',
    name: 'Who chooses the HR tools',
    definition: 'Who chooses the HR tools? The chief HR officer, VPs and directors of People, and the CEO or owner.',
    expected: (p) =>
      any(p, (r) => r.relation === 'employee' && ((hr(r) && (r.chief || r.tier === 'vp' || r.tier === 'director')) || ceo(r) || r.tier === 'owner')),
  },
  {
    slug: 'marketing-software-buyers',
    name: 'Marketing software buyers',
    definition: 'Buyers of marketing software.',
    expected: (p) =>
      any(p, (r) => r.relation === 'employee' && ((r.fn === 'marketing' && leaderTier(r)) || ceo(r) || r.tier === 'founder' || r.tier === 'owner')),
  },
  {
    slug: 'ats-decision-makers',
    name: 'Applicant tracking decision makers',
    definition: 'Decision makers for an applicant tracking system.',
    expected: (p) =>
      any(
        p,
        (r) =>
          r.relation === 'employee' &&
          ((recruiting(r) && leaderTier(r)) || (hr(r) && (r.chief || r.tier === 'vp')) || ceo(r) || r.tier === 'founder' || r.tier === 'owner'),
      ),
  },
];
