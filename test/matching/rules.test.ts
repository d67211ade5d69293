import { describe, expect, it } from 'vitest';
import { compilePersona, interpretPersona, judgeProfile, parseTitle, RulesMatcher } from '../../src/matching/index.js';
import { SYSTEM_PERSONA } from '../../src/matching/system-persona.js';
import { makeProfile } from './profile-fixture.js';

const persona = (definition: string) => ({ slug: 't', name: 't', definition });
const matches = (definition: string, title: string, extra: Parameters<typeof makeProfile>[2] = {}, employment_type?: string) =>
  judgeProfile(persona(definition), makeProfile('x', [{ title, employment_type }], extra)).match;

describe('title variants', () => {
  it.each([
    ['Co-Founder & CEO', 'founder', 'operations', true],
    ['VP Eng', 'vp', 'engineering', false],
    ['Head of People', 'head', 'human_resources', false],
    ['Geschäftsführer', 'c_suite', 'operations', true],
    ['Directeur Général', 'c_suite', 'operations', true],
    ['Fundador', 'founder', 'operations', false],
    ['Gründer & Geschäftsführer', 'founder', 'operations', true],
    ['Inhaberin', 'owner', 'operations', false],
    ['Leiter Vertrieb', 'head', 'sales', false],
    ['Werkstudentin Marketing', 'intern', 'marketing', false],
    ['Sr. PM', 'senior', 'product', false],
    ['Product Marketing Manager', 'entry', 'marketing', false],
    ['Engineering Manager', 'manager', 'engineering', false],
    ['Technical Support Engineer', 'entry', 'support', false],
    ['Chief of Staff', 'senior', 'operations', false],
    ['Vice President, Sales', 'vp', 'sales', false],
    ['Fractional CFO', 'c_suite', 'finance', true],
  ] as const)('%s -> %s / %s', (title, tier, fn, chief) => {
    const info = parseTitle(title);
    expect(info).toMatchObject({ tier, fn, chief });
  });

  it('does not take founder-adjacent titles for founders', () => {
    expect(parseTitle('Founding Engineer')?.founder).toBe(false);
    expect(parseTitle("Founder's Associate")?.founder).toBe(false);
    expect(parseTitle('Product Owner')?.owner).toBe(false);
  });

  it.each([
    // Abbreviations as titles are written on professional networks.
    ['Hd of Mktg', 'head', 'marketing', 'marketing_head'],
    ['Sr. Dir. Eng', 'director', 'engineering', 'software_director'],
    ['Acct Mgr', 'entry', 'sales', 'account_manager'],
    ['Sr Acct Exec', 'senior', 'sales', 'account_executive'],
    ['Jr. Dev', 'entry', 'engineering', 'software_entry'],
    ['Mgr, Cust Svc Ops', 'manager', 'support', 'support_manager'],
    ['Biz Dev Rep', 'entry', 'sales', 'sales_entry'],
    // Compounds and function names in German, French, Spanish and Portuguese.
    ['Finanzleiterin', 'head', 'finance', 'finance_head'],
    ['Leitung Einkauf', 'head', 'operations', 'ops_head'],
    ['Marketingdirektor', 'director', 'marketing', 'marketing_director'],
    ['Teamleiterin Buchhaltung', 'manager', 'finance', 'finance_manager'],
    ['Produktmanagerin', 'entry', 'product', 'product_manager'],
    ['Responsable juridique', 'head', 'legal', 'legal_head'],
    ['Directrice des ventes', 'director', 'sales', 'sales_director'],
    ['Jefa de Operaciones', 'head', 'operations', 'ops_head'],
    ['Diretor de Produto', 'director', 'product', 'product_director'],
    ['Gerente de Cuentas', 'entry', 'sales', 'account_manager'],
  ] as const)('reads the abbreviated or compound title %s as %s / %s', (title, tier, fn, role) => {
    expect(parseTitle(title)).toMatchObject({ tier, fn, role });
  });
});

describe('persona compiler', () => {
  it('reads roles, levels, areas and conditions into Criteria', () => {
    const s = compilePersona('Marketing leadership: the CMO and the VPs, heads and directors of marketing, growth or brand.').criteria;
    expect(s.include.some((i) => i.roles.includes('cmo'))).toBe(true);
    const group = s.include.find((i) => i.text.includes('directors of marketing'));
    expect([...(group?.levels ?? [])].sort()).toEqual(['director', 'head', 'svp', 'vp']);
    expect(group?.areas).toEqual(['marketing']);
    expect(s.exclude).toEqual([]);
  });

  it.each([
    ['Engineers. Exclude contractors.', 'contractor'],
    ['Engineers, excluding contractors.', 'contractor'],
    ['Engineers, except contractors.', 'contractor'],
    ['Engineers, no contractors.', 'contractor'],
    ['Engineers but not contractors.', 'contractor'],
    ['Engineers other than contractors.', 'contractor'],
    ['Engineers, not contractors.', 'contractor'],
    ['Engineers without freelancers.', 'contractor'],
  ])('exclusion form: %s', (definition, flag) => {
    const s = compilePersona(definition).criteria;
    expect(s.include.some((i) => i.areas.includes('software'))).toBe(true);
    expect(s.exclude.some((e) => e.employment.includes(flag as 'contractor'))).toBe(true);
    expect(s.include.some((i) => i.employment.includes('contractor'))).toBe(false);
  });

  it('applies each exclusion form to people', () => {
    for (const def of ['Engineers. Exclude contractors.', 'Engineers, no contractors.', 'Engineers except freelancers.', 'Engineers other than contractors.']) {
      expect(matches(def, 'Senior Software Engineer')).toBe(true);
      expect(matches(def, 'Senior Software Engineer', {}, 'Contract')).toBe(false);
      expect(matches(def, 'Freelance Backend Developer')).toBe(false);
    }
  });

  it('exempts people named by a "who did not" qualifier', () => {
    const s = compilePersona(SYSTEM_PERSONA.definition).criteria;
    const board = s.exclude.find((e) => e.employment.includes('board'));
    expect(board?.unless?.traits).toContain('founder');
  });
});

describe('rules matcher judgements', () => {
  const signers = 'People who can sign a software purchase.';
  it('"sign a software purchase" finds CTOs and heads of IT, not engineers or sales reps', () => {
    expect(matches(signers, 'CTO')).toBe(true);
    expect(matches(signers, 'Head of IT')).toBe(true);
    expect(matches(signers, 'VP Engineering')).toBe(true);
    expect(matches(signers, 'Chief Executive Officer')).toBe(true);
    expect(matches(signers, 'Senior Software Engineer')).toBe(false);
    expect(matches(signers, 'Account Executive')).toBe(false);
    expect(matches(signers, 'Head of Marketing')).toBe(false);
    expect(matches(signers, 'Board Member')).toBe(false);
  });

  it('"engineers, not managers" drops engineering managers', () => {
    const def = 'Software engineers, not managers.';
    expect(matches(def, 'Senior Software Engineer')).toBe(true);
    expect(matches(def, 'Softwareentwickler')).toBe(true);
    expect(matches(def, 'Engineering Manager')).toBe(false);
    expect(matches(def, 'Tech Lead')).toBe(false);
    expect(matches(def, 'VP Eng')).toBe(false);
    expect(matches(def, 'Account Executive')).toBe(false);
  });

  it('system persona: founders and owners whatever the title, evidence from headline and about', () => {
    const p = SYSTEM_PERSONA;
    const judge = (title: string, extra: Parameters<typeof makeProfile>[2] = {}) =>
      judgeProfile(p, makeProfile('x', [{ title, company: 'Acme' }], extra)).match;
    expect(judge('Co-Founder & CEO')).toBe(true);
    expect(judge('Fundador y CEO')).toBe(true);
    expect(judge('Inhaber')).toBe(true);
    expect(judge('CEO', { headline: 'CEO & Co-Founder at Acme' })).toBe(true);
    expect(judge('CTO', { about: 'I co-founded Acme in 2015 and have led it ever since.' })).toBe(true);
    expect(judge('CEO')).toBe(false);
    expect(judge('Founding Engineer')).toBe(false);
    expect(judge("Founder's Associate")).toBe(false);
    expect(judge('Board Member (Investor)')).toBe(false);
    expect(judge('Product Manager', { about: 'Previously co-founded Initech (acquired in 2019).' })).toBe(false);
    expect(judge('Senior Engineer', { headline: 'Senior Engineer at Acme | Founder @ PixelPals' })).toBe(false);
  });

  it('judges only current positions at the company', () => {
    const former = makeProfile('f', [
      { title: 'Co-Founder', end: '2023-05' },
      { title: 'CEO', company_id: 7, company: 'Other' },
    ]);
    const d = judgeProfile(SYSTEM_PERSONA, former);
    expect(d.match).toBe(false);
    expect(d.professional.work_status).toBe('former');
    expect(d.professional.belongs_to_company).toBe('former');
  });

  it('fills professional, why and is_decision_maker', () => {
    const d = judgeProfile(persona('VPs and heads of engineering.'), makeProfile('x', [{ title: 'VP Eng' }]));
    expect(judgeProfile(persona('Heads of engineering.'), makeProfile('x', [{ title: 'VP Eng' }])).match).toBe(false);
    expect(d).toMatchObject({
      match: true,
      is_decision_maker: true,
      professional: {
        tier: 'vp',
        function: 'engineering',
        manages_people: 'yes',
        budget_authority: 'approves',
        work_status: 'employed',
        belongs_to_company: 'confirmed',
      },
    });
    expect(d.why).toContain('VP Eng');
    expect(d.score).toBeGreaterThan(0.5);
  });

  it('shortlist keeps include matches regardless of exclusions and drops former employees', () => {
    const m = new RulesMatcher();
    const out = m.shortlist(persona('Software engineers, not managers.'), [
      makeProfile('a', [{ title: 'Engineering Manager' }]),
      makeProfile('b', [{ title: 'Account Executive' }]),
      makeProfile('c', [{ title: 'Software Engineer', end: '2022-01' }]),
      makeProfile('d', [{ title: '' }]),
    ]);
    expect(out.map((o) => o.keep)).toEqual([true, false, false, true]);
  });
});

describe('founder evidence in the headline', () => {
  const founders = (headline: string) =>
    judgeProfile({ slug: 'f', name: 'f', definition: 'Owners and founders of the company.' }, makeProfile('h1', [{ title: 'Account Executive' }], { headline }))
      .match;
  it('counts a segment about this company or no company, not a founder of something else', () => {
    expect(founders('Co-Founder & CEO')).toBe(true);
    expect(founders('Co-founder of Example Co')).toBe(true);
    expect(founders('Account Executive | Founder of a running club')).toBe(false);
    expect(founders('Account Executive | Owner of NimbusForge')).toBe(false);
    expect(founders('Ejecutivo de cuentas | Fundadora de un club de lectura')).toBe(false);
  });
});

describe('persona wordings that mean the same', () => {
  const kept = (definition: string, title: string, employment_type = 'Full-time') =>
    judgeProfile({ slug: 'w', name: 'w', definition }, makeProfile('w1', [{ title, employment_type }])).match;
  it('reads "(X excluded)" as "excluding X"', () => {
    expect(kept('Everyone in software engineering who is an employee (contractors and freelancers excluded).', 'Software Engineer (Contract)')).toBe(false);
    expect(kept('Everyone in software engineering who is an employee (contractors and freelancers excluded).', 'Marketing Specialist')).toBe(false);
    expect(kept('Everyone in software engineering who is an employee (contractors and freelancers excluded).', 'Software Engineer')).toBe(true);
  });
  it('gives "X included" / "including X" the employment condition of its group', () => {
    expect(kept('finance people on payroll, CFO included', 'Fractional CFO')).toBe(false);
    expect(kept('finance people on payroll, CFO included', 'CFO')).toBe(true);
    expect(kept('finance people on payroll, CFO included', 'Accountant')).toBe(true);
  });
  it('reads a range up to a C-level title ("from associate PM up to the Chief Product Officer")', () => {
    const d = 'Everyone in product management from associate PM up to the Chief Product Officer.';
    for (const title of ['Associate Product Manager', 'Senior Product Manager', 'Director of Product', 'Chief Product Officer'])
      expect(kept(d, title), title).toBe(true);
    expect(kept(d, 'Software Engineer')).toBe(false);
  });
  it('reads "support engineers / agents / reps" as support individual contributors, not every engineer', () => {
    const d = 'Customer support agents and support engineers, not their managers.';
    expect(kept(d, 'Technical Support Engineer')).toBe(true);
    expect(kept(d, 'Backend Developer')).toBe(false);
    expect(kept('support reps who answer tickets', 'Director of Customer Support')).toBe(false);
  });
  it('keeps the seniority of a leadership heading defined by functions in parentheses', () => {
    const d = 'Senior go-to-market leadership (sales, marketing, CS) - director level and above.';
    expect(kept(d, 'Senior Account Executive')).toBe(false);
    expect(kept(d, 'Director of Sales')).toBe(true);
    expect(kept(d, 'VP Marketing')).toBe(true);
  });
});

describe('IT and security people', () => {
  it('an area named before the noun ("IT managers") does not swallow the bare areas and roles listed after it', () => {
    const def = 'Our IT side: IT managers, help desk, infrastructure and security.';
    expect(matches(def, 'IT Manager')).toBe(true);
    expect(matches(def, 'Help Desk Technician')).toBe(true);
    expect(matches(def, 'Network Engineer')).toBe(true);
    expect(matches(def, 'Information Security Analyst')).toBe(true);
    expect(matches(def, 'Backend Engineer')).toBe(false);
    // An area named after the noun still shares it: "directors of marketing, growth or brand".
    expect(matches('VPs, heads and directors of marketing, growth or brand.', 'Growth Marketing Manager')).toBe(false);
    expect(matches('VPs, heads and directors of marketing, growth or brand.', 'Head of Brand')).toBe(true);
  });

  it('security analysts, security engineers and IT support are IT people, not every analyst, engineer or support agent', () => {
    const def = 'Security engineers, security analysts and IT support specialists.';
    expect(matches(def, 'Security Engineer')).toBe(true);
    expect(matches(def, 'SOC Analyst')).toBe(true);
    expect(matches(def, 'IT Support Specialist')).toBe(true);
    expect(matches(def, 'Financial Analyst')).toBe(false);
    expect(matches(def, 'Backend Engineer')).toBe(false);
    expect(matches(def, 'Customer Support Agent')).toBe(false);
  });

  it('people named after a "head of" item keep their own level ("head of IT, security architects, sales associates")', () => {
    const def = 'Anyone who signs off on security spend: CISO, head of IT, security architects';
    expect(matches(def, 'Security Architect')).toBe(true);
    expect(matches(def, 'Head of IT')).toBe(true);
    expect(matches(def, 'Chief Information Security Officer')).toBe(true);
    expect(matches(def, 'Backend Engineer')).toBe(false);
    const revenue = 'Heads of sales, account executives and sales associates';
    expect(matches(revenue, 'Account Executive')).toBe(true);
    expect(matches(revenue, 'Sales Associate')).toBe(true);
    expect(matches(revenue, 'Head of Sales')).toBe(true);
    expect(matches(revenue, 'Marketing Associate')).toBe(false);
  });

  it('reads partnerships and alliances as business development (sales)', () => {
    expect(parseTitle('Head of Partnerships')).toMatchObject({ tier: 'head', fn: 'sales' });
    expect(parseTitle('Strategic Alliances Manager')).toMatchObject({ fn: 'sales' });
    const def = 'Revenue leaders: the CRO, VPs of sales and heads of partnerships; no interns or SDRs';
    expect(matches(def, 'Head of Partnerships')).toBe(true);
    expect(matches(def, 'VP Sales')).toBe(true);
    expect(matches(def, 'Partnerships Manager')).toBe(false);
    expect(matches(def, 'SDR')).toBe(false);
    // a partner (the tier) and an HR business partner are not partnerships
    expect(parseTitle('Partner')?.fn).not.toBe('sales');
    expect(parseTitle('HR Business Partner')?.fn).toBe('human_resources');
  });
});

describe('customer success, account management and customer support', () => {
  it('reads customer success and account management titles as their own sub-areas', () => {
    expect(parseTitle('Customer Success Manager')).toMatchObject({ fn: 'support', sub: 'success', tier: 'entry' });
    expect(parseTitle('Head of Client Success')).toMatchObject({ fn: 'support', sub: 'success', tier: 'head' });
    expect(parseTitle('Technical Support Engineer')).toMatchObject({ fn: 'support', sub: 'support' });
    expect(parseTitle('Key Account Manager')).toMatchObject({ fn: 'sales', sub: 'accounts', role: 'account_manager' });
    expect(parseTitle('Renewals Specialist')).toMatchObject({ fn: 'sales', sub: 'accounts' });
    expect(parseTitle('Account Executive')).toMatchObject({ fn: 'sales', sub: 'sales' });
  });

  it('reads general support, account management and IT security vocabulary, in several languages', () => {
    const read = (t: string) => {
      const i = parseTitle(t);
      return i ? `${i.fn}.${i.sub}/${i.tier}` : null;
    };
    expect(read('Contact Centre Advisor')).toBe('support.support/entry'); // an employee, not an advisor
    expect(read('Kundendienstmitarbeiter')).toBe('support.support/entry');
    expect(read('Chargée de clientèle')).toBe('support.support/entry');
    expect(read('Customer Onboarding Manager')).toBe('support.success/entry');
    expect(read('Gestora de cuentas')).toBe('sales.accounts/entry');
    expect(read('Renewals Manager')).toBe('sales.accounts/entry');
    expect(read('Administratrice systèmes et réseaux')).toBe('engineering.it/entry'); // not a board member
    expect(read("Directeur des systèmes d'information")).toBe('engineering.it/c_suite');
    expect(read('Analista de ciberseguridad')).toBe('engineering.it/entry');
    expect(read('Threat Intelligence Analyst')).toBe('engineering.it/entry');
    expect(read('Linux Administrator')).toBe('engineering.it/entry');
    expect(read('Security Guard')).toBe('operations.guarding/entry'); // physical security is not IT (operations' guarding area since session 23)
  });

  it('"support agents" are customer support, not customer success; "customer success" is not the help desk', () => {
    const agents = 'Customer service agents and tech support reps; no team leads, no customer success.';
    expect(matches(agents, 'Customer Support Agent')).toBe(true);
    expect(matches(agents, 'Technical Support Engineer')).toBe(true);
    expect(matches(agents, 'Customer Success Manager')).toBe(false);
    expect(matches(agents, 'Customer Support Team Lead')).toBe(false);
    expect(matches('Everyone in customer success.', 'Support Specialist')).toBe(false);
    expect(matches('Everyone in customer success.', 'Head of Customer Success')).toBe(true);
    // The chief customer officer leads both sides.
    expect(matches('Customer success leadership: VPs, heads and the C-level.', 'Chief Customer Officer')).toBe(true);
  });

  it('bare areas share an individual-contributor noun after them; "agents" under a heading are its ICs', () => {
    const ics = 'Customer service and technical support individual contributors.';
    expect(matches(ics, 'Customer Support Agent')).toBe(true);
    expect(matches(ics, 'Customer Support Manager')).toBe(false);
    expect(matches('Sales and marketing individual contributors.', 'Marketing Manager')).toBe(false);
    expect(matches('Sales and marketing individual contributors.', 'Content Marketing Specialist')).toBe(true);
    expect(matches('Front-line customer service: agents and tech support reps.', 'Customer Care Representative')).toBe(true);
    expect(matches('Front-line customer service: agents and tech support reps.', 'Account Executive')).toBe(false);
  });

  it('the post-sale side is account management and customer success, not new business', () => {
    const def = 'Post-sales people: account managers and customer success managers. Leave out their team leads and the new-business reps.';
    expect(matches(def, 'Senior Account Manager')).toBe(true);
    expect(matches(def, 'Customer Success Manager')).toBe(true);
    expect(matches(def, 'Account Executive')).toBe(false);
    expect(matches(def, 'SDR')).toBe(false);
    expect(matches(def, 'Support Specialist')).toBe(false);
    expect(matches(def, 'Customer Success Team Lead')).toBe(false);
    const concept = 'People who take care of our existing clients, any level.';
    expect(matches(concept, 'Head of Account Management')).toBe(true);
    expect(matches(concept, 'Customer Success Manager')).toBe(true);
    expect(matches(concept, 'Account Executive')).toBe(false);
    expect(matches(concept, 'Customer Support Agent')).toBe(false);
    expect(matches('Sales reps who look after existing accounts.', 'Key Account Manager')).toBe(true);
    expect(matches('Sales reps who look after existing accounts.', 'Account Executive')).toBe(false);
    // Retention of staff or data is not the post-sale side; customer retention is.
    expect(interpretPersona('Employee retention.').included.functions).toEqual([]);
    expect(interpretPersona('Customer retention.').included.functions).toEqual(['sales (account management)', 'support (customer success)']);
    // The interpretation names the sub-areas in words.
    expect(interpretPersona(def).included.functions).toEqual(['sales (account management)', 'support (customer success)']);
    expect(interpretPersona(def).excluded.map((e) => e.functions)).toContainEqual(['sales (new business)']);
  });
});

describe('exclusions are read with what an inclusion implies', () => {
  it('a named C-level role is C-level: an exclusion of "the C-suite" does not swallow it', () => {
    const def = 'The CFO and the CMO, excluding the C-suite of other functions.';
    expect(matches(def, 'Chief Financial Officer')).toBe(true);
    expect(matches(def, 'CMO')).toBe(true);
    expect(matches(def, 'CTO')).toBe(false);
  });

  it('a named role leads its area: excluding that area does not swallow it', () => {
    const def = 'The CPO and group product managers, but not product people in general.';
    expect(matches(def, 'Chief Product Officer')).toBe(true);
    expect(matches(def, 'Group Product Manager')).toBe(true);
    expect(matches(def, 'Product Manager')).toBe(false);
  });

  it('leaders manage people: "not people managers" does not swallow heads and directors', () => {
    const def = 'Heads and directors of finance, not people managers.';
    expect(matches(def, 'Head of Finance')).toBe(true);
    expect(matches(def, 'Finanzdirektorin')).toBe(true);
    expect(matches(def, 'Finance Manager')).toBe(false);
    // The exclusion still applies where it does not cover the inclusion.
    const ics = 'Accountants and controllers, not people managers.';
    expect(matches(ics, 'Senior Accountant')).toBe(true);
    expect(matches(ics, 'Accounting Team Lead')).toBe(false);
  });

  it('an exclusion is about the person: a second current role it names still counts', () => {
    const judgeTwo = (def: string, a: string, b: string) => judgeProfile(persona(def), makeProfile('x', [{ title: a }, { title: b }])).match;
    expect(judgeTwo('Software engineers, not managers.', 'Backend Engineer', 'Interim Head of QA')).toBe(false);
    expect(judgeTwo('Software engineers, not managers.', 'Backend Engineer', 'Mentor')).toBe(true);
  });
});

describe('reading people: general vocabulary of titles', () => {
  it.each([
    // Investors and observers sit with the board; investor relations is finance.
    ['Angel Investor', 'director', 'advisory', 'board'],
    ['Observer to the Board', 'director', 'advisory', 'board'],
    ['Investor Relations Lead', 'manager', 'finance', ''],
    // Customer success / experience by other names.
    ['VP Client Experience', 'vp', 'support', ''],
    ['Client Success Lead', 'manager', 'support', ''],
    // A data area inside analyst (data and BI analysts, "Head of Data"); data engineers are engineers of the data area.
    ['BI Analyst', 'entry', 'analyst', 'data'],
    ['Director of Data', 'director', 'analyst', 'data'],
    ['Analista de Datos', 'entry', 'analyst', 'data'],
    ['Senior Data Engineer', 'senior', 'engineering', 'data'],
    // Security is IT; data protection is legal.
    ['Cyber Security Analyst', 'entry', 'engineering', 'it'],
    ['Privacy Counsel', 'entry', 'legal', 'legal'],
    // C-level named by area, and German executive-board titles.
    ['Chief Finance & Strategy Officer', 'c_suite', 'finance', 'finance'],
    ['Vorstand Finanzen', 'c_suite', 'finance', 'finance'],
    // A product role whatever area it serves.
    ['Product Manager, Growth', 'entry', 'product', 'product'],
  ] as const)('%s -> %s / %s (%s)', (title, tier, fn, sub) => {
    const info = parseTitle(title);
    expect(info).toMatchObject({ tier, fn });
    if (sub === 'board') expect(info?.board).toBe(true);
    else if (sub) expect(info?.sub).toBe(sub);
  });

  it('reads co-owners as owners and student assistants as interns', () => {
    expect(parseTitle('Co-Owner & Managing Director')?.owner).toBe(true);
    expect(parseTitle('Mitinhaber')?.owner).toBe(true);
    expect(parseTitle('Student Assistant, Marketing')?.tier).toBe('intern');
  });

  it('a title that says its holder manages nobody is not a manager; "team of N" is', () => {
    expect(parseTitle('Junior Sales Manager')?.tier).toBe('entry');
    expect(parseTitle('Lead Engineer (IC)')?.tier).toBe('senior');
    expect(parseTitle('Program Manager (team of 6)')?.tier).toBe('manager');
    expect(parseTitle('Program Manager')?.tier).toBe('entry');
  });

  it('an ambiguous C-level abbreviation follows its area: "CPO (People)" is the CHRO', () => {
    expect(parseTitle('CPO (People & Culture)')).toMatchObject({ role: 'chro', fn: 'human_resources' });
    expect(parseTitle('CPO')).toMatchObject({ role: 'cpo', fn: 'product' });
  });

  it('investors are judged as board members, not employees', () => {
    expect(matches('Board members and investors.', 'Angel Investor')).toBe(true);
    expect(matches('Everyone in finance.', 'Angel Investor')).toBe(false);
  });
});

describe('the data area', () => {
  it('"the data team" is data analysts, data engineers and data scientists, not every engineer or analyst', () => {
    const def = 'Everyone on the data team.';
    expect(matches(def, 'BI Analyst')).toBe(true);
    expect(matches(def, 'Analytics Engineer')).toBe(true);
    expect(matches(def, 'Data Scientist')).toBe(true);
    expect(matches(def, 'VP of Data')).toBe(true);
    expect(matches(def, 'Backend Engineer')).toBe(false);
    expect(matches(def, 'Financial Analyst')).toBe(false);
  });

  it('data engineers are the data team, not software engineers; data protection is legal, not data', () => {
    expect(matches('Software engineers at any level.', 'Data Engineer')).toBe(false);
    expect(matches('Software and data engineers at any level.', 'Data Engineer')).toBe(true);
    expect(matches('Privacy and data protection officers.', 'Data Protection Officer')).toBe(true);
    expect(matches('Privacy and data protection officers.', 'Data Analyst')).toBe(false);
  });
});

describe('juniors are the entry tier whose title says so', () => {
  it('"junior staff" keeps junior, assistant, coordinator and associate titles, not mid-level ones', () => {
    const def = 'Junior staff in any team, no interns.';
    expect(matches(def, 'Jr. Data Analyst')).toBe(true);
    expect(matches(def, 'Office Assistant')).toBe(true);
    expect(matches(def, 'Events Coordinator')).toBe(true);
    expect(matches(def, 'Executive Assistant')).toBe(true);
    expect(matches(def, 'Associate Designer')).toBe(true);
    expect(matches(def, 'Backend Developer')).toBe(false);
    expect(matches(def, 'Senior Accountant')).toBe(false);
    expect(matches(def, 'Marketing Intern')).toBe(false);
    expect(parseTitle('Assistant Director of Sales')?.junior).toBe(false);
  });

  it('SDRs / BDRs are the sales development role, not every sales individual contributor, and not their team lead', () => {
    const def = 'Entry-level people: juniors, SDRs and BDRs. No contractors.';
    expect(matches(def, 'Sales Development Representative')).toBe(true);
    expect(matches(def, 'BDR')).toBe(true);
    expect(matches(def, 'Junior Account Executive')).toBe(true);
    expect(matches(def, 'Account Executive')).toBe(false);
    expect(matches(def, 'Account Manager')).toBe(false);
    expect(matches(def, 'SDR Team Lead')).toBe(false);
    expect(matches(def, 'SDR', {}, 'Contract')).toBe(false);
    expect(matches('SDRs and BDRs.', 'Sales Representative')).toBe(false);
  });

  it('assistants and coordinators are those entry-level titles, not every junior; tech leads are named on their own', () => {
    expect(matches('Assistants and coordinators.', 'Executive Assistant')).toBe(true);
    expect(matches('Assistants and coordinators.', 'Logistics Coordinator')).toBe(true);
    expect(matches('Assistants and coordinators.', 'Junior Designer')).toBe(false);
    expect(matches('Assistants and coordinators.', 'Assistant Director of Sales')).toBe(false);
    expect(matches('Executive assistants.', 'VP Sales')).toBe(false);
    expect(matches('People managers below director level, but not tech leads.', 'Tech Lead')).toBe(false);
    expect(matches('People managers below director level, but not tech leads.', 'Engineering Manager')).toBe(true);
    expect(matches('People managers below director level, but not tech leads.', 'Sales Team Lead')).toBe(true);
  });

  it('"Lead <discipline>" is a senior individual contributor; "X Lead", "Team Lead" and "EM" lead people; "lead generation" and Portuguese "em" do not', () => {
    expect(parseTitle('Lead Software Engineer')?.tier).toBe('senior');
    expect(parseTitle('Lead UX Designer')?.tier).toBe('senior');
    expect(parseTitle('Lead Data Scientist')?.tier).toBe('senior');
    expect(parseTitle('Lead Engineer, team of 4')?.tier).toBe('manager');
    expect(parseTitle('Design Lead')?.tier).toBe('manager');
    expect(parseTitle('Team Lead, Platform')?.tier).toBe('manager');
    expect(parseTitle('EM, Payments')?.tier).toBe('manager');
    expect(parseTitle('Lead Generation Specialist')?.tier).toBe('entry');
    expect(parseTitle('Especialista em Marketing')?.tier).toBe('entry');
    expect(matches('People managers below director level.', 'Lead Backend Engineer')).toBe(false);
  });

  it('a trailing range after a list of seniorities narrows them ("managers and team leads, under director level")', () => {
    const def = 'Managers and team leads who run a team, under director level.';
    expect(matches(def, 'Engineering Manager')).toBe(true);
    expect(matches(def, 'Support Team Lead')).toBe(true);
    expect(matches(def, 'Senior Software Engineer')).toBe(false);
    expect(matches(def, 'Accountant')).toBe(false);
    expect(matches(def, 'Director of Finance')).toBe(false);
  });

  it('mid-level and "juniors to seniors" still read the whole entry tier', () => {
    expect(matches('Mid-level engineers.', 'Backend Developer')).toBe(true);
    expect(matches('Mid-level engineers.', 'Junior Backend Developer')).toBe(true);
  });
});

describe('recruiting is a part of HR', () => {
  it.each([
    ['Recruiter', 'recruiting'],
    ['Senior Technical Recruiter', 'recruiting'],
    ['Talent Acquisition Manager', 'recruiting'],
    ['Director of Talent', 'recruiting'],
    ['Sourcer', 'recruiting'],
    ['Chargé de recrutement', 'recruiting'],
    ['Técnico de Selección', 'recruiting'],
    ['HR Generalist', 'hr'],
    ['People Partner', 'hr'],
    ['HR & Recruiting Manager', 'hr'],
    ['Talent Development Manager', 'hr'],
    ['Chief Talent Officer', 'hr'],
  ] as const)('%s is HR, sub-area %s', (title, sub) => {
    expect(parseTitle(title)).toMatchObject({ fn: 'human_resources', sub });
  });

  it('"recruiters" keeps the recruiting side of HR; HR in general still keeps recruiters', () => {
    const def = 'Recruiters, sourcers and the head of talent acquisition, not HR business partners.';
    for (const t of ['Recruiter', 'Sourcer', 'Head of Talent Acquisition', 'Talent Acquisition Coordinator']) expect(matches(def, t)).toBe(true);
    for (const t of ['HR Business Partner', 'Head of People', 'HR Generalist', 'Payroll Specialist']) expect(matches(def, t)).toBe(false);
    expect(matches('Everyone in HR.', 'Recruiter')).toBe(true);
    expect(matches('Everyone in HR except the recruiters.', 'Recruiter')).toBe(false);
    expect(matches('Everyone in HR except the recruiters.', 'HR Generalist')).toBe(true);
    // A kind of title named with a function keeps to that function.
    expect(matches('Recruiting coordinators.', 'Recruiting Coordinator')).toBe(true);
    expect(matches('Recruiting coordinators.', 'Logistics Coordinator')).toBe(false);
  });

  it('reads "People" capitalised inside a list as the department, not as persons', () => {
    const def = 'Heads of Finance, People or Legal.';
    expect(matches(def, 'Head of People')).toBe(true);
    expect(matches(def, 'Head of HR')).toBe(true);
    expect(matches(def, 'HR Manager')).toBe(false);
    expect(matches(def, 'Head of Sales')).toBe(false);
    expect(matches('People managers in sales.', 'Sales Manager')).toBe(true);
    expect(compilePersona('the Chief People Officer').criteria.include[0]?.roles).toContain('chro');
  });
});

describe('decision makers and buyers for one function’s software', () => {
  it('are that function’s leaders and the company’s top, not engineering’s or the function’s staff', () => {
    for (const def of ['Who buys marketing software?', 'Decision makers / buyers for marketing tools.', 'People who can approve a marketing tool purchase.']) {
      for (const t of ['CMO', 'Head of Marketing', 'Marketing Director', 'CEO', 'Co-Founder']) expect(matches(def, t)).toBe(true);
      for (const t of ['Marketing Manager', 'Content Marketer', 'CTO', 'Head of Engineering', 'Head of Sales']) expect(matches(def, t)).toBe(false);
      expect(compilePersona(def).unrecognised).toEqual([]);
    }
  });

  it('reads a product category as the function that buys it, and the area’s top for a sub-area', () => {
    expect(matches('Decision makers for a CRM.', 'VP Sales')).toBe(true);
    expect(matches('Decision makers for a CRM.', 'VP Marketing')).toBe(false);
    const ats = 'Decision makers for an applicant tracking system.';
    expect(matches(ats, 'Head of Talent Acquisition')).toBe(true);
    expect(matches(ats, 'Chief People Officer')).toBe(true);
    expect(matches(ats, 'Recruiter')).toBe(false);
    expect(matches(ats, 'Head of People & Culture')).toBe(false);
  });

  it('"decision makers for software" is the software-purchase concept', () => {
    const def = 'Decision makers for software.';
    for (const t of ['CTO', 'Head of IT', 'CFO']) expect(matches(def, t)).toBe(true);
    expect(matches(def, 'Senior Software Engineer')).toBe(false);
  });

  it('the shortlist of "employees or fractional" people keeps the employees', () => {
    const base = compilePersona('Financial controllers.').criteria;
    const criteria = { ...base, include: base.include.map((s) => ({ ...s, employment: ['employee' as const, 'fractional' as const] })) };
    const out = new RulesMatcher().shortlist({ ...persona('Financial controllers.'), criteria }, [
      makeProfile('a', [{ title: 'Financial Controller', employment_type: 'Full-time' }]),
      makeProfile('b', [{ title: 'Interim Financial Controller', employment_type: 'Contract' }]),
      makeProfile('c', [{ title: 'Account Executive', employment_type: 'Full-time' }]),
    ]);
    expect(out.map((o) => o.keep)).toEqual([true, true, false]);
  });

  it('the shortlist keeps the company’s top for a function’s decision makers', () => {
    const out = new RulesMatcher().shortlist(persona('Decision makers for HR software.'), [
      makeProfile('a', [{ title: 'CEO' }]),
      makeProfile('b', [{ title: 'Inhaber' }]),
      makeProfile('c', [{ title: 'Account Executive' }]),
    ]);
    expect(out.map((o) => o.keep)).toEqual([true, true, false]);
  });
});
