// Matching quality beyond the training labels: the blind labelled set (test/fixtures/blind-personas,
// written by someone who never read src/matching), the recall of the shortlist on both labelled sets,
// paraphrase invariance (test/fixtures/paraphrases) and the grammar of `why` over the whole sample.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '../../src/domain/people/types.js';
import { asOfClock, interpretPersona, judgeProfile, RulesMatcher, runEval, SYSTEM_PERSONA, type EvalReport } from '../../src/matching/index.js';
import { EmbeddedNetworkSource, loadDataset, SAMPLE_DATASET_DIR } from '../../src/sources/index.js';

const BLIND_DIR = join(process.cwd(), 'test/fixtures/blind-personas');
/** The month the sample's labels and paraphrases were written against (its labels.json `as_of`): tenure counts to it. */
const SAMPLE_AS_OF = asOfClock('2026-11').now();

async function evaluate(dir: string): Promise<EvalReport> {
  const dataset = await loadDataset(dir);
  const source = new EmbeddedNetworkSource(dataset, { keepProfiles: true }); // every persona reads every profile
  try {
    const labels = dataset.labels;
    if (!labels) throw new Error(`${dir} has no labels`);
    return await runEval({
      source,
      // Tenure counts to the month the labels were written against, not to the day the test runs.
      matcher: new RulesMatcher({ clock: labels.as_of ? asOfClock(labels.as_of) : undefined }),
      personas: labels.personas.map((p) => ({ slug: p.slug, name: p.name, definition: p.definition ?? SYSTEM_PERSONA.definition })),
      companyIds: [...dataset.companies.keys()],
      expected: labels.expected,
    });
  } finally {
    await source.close();
  }
}

const readProfiles = (dir: string): Profile[] =>
  readFileSync(join(dir, 'people.ndjson'), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Profile);

let blind: EvalReport;
let bundled: EvalReport;
beforeAll(async () => {
  [blind, bundled] = await Promise.all([evaluate(BLIND_DIR), evaluate(SAMPLE_DATASET_DIR)]);
}, 240_000);

describe('blind labelled set (held out)', () => {
  it('meets the target of issue 10: macro F1 at least 0.90 and no persona below 0.75 (src/matching/README.md has the figures)', () => {
    expect(blind.personas.length).toBeGreaterThanOrEqual(30);
    expect(blind.overall.macro_f1).toBeGreaterThanOrEqual(0.9);
    const below = blind.personas.filter((p) => p.f1 < 0.75).map((p) => `${p.slug} ${p.f1.toFixed(3)}`);
    expect(below).toEqual([]);
  });
});

describe('recall-first shortlist (what verification and the LLM see)', () => {
  it('keeps at least 98 % of the expected people on both labelled sets', () => {
    expect(bundled.shortlist.macro_recall).toBeGreaterThanOrEqual(0.98);
    expect(blind.shortlist.macro_recall).toBeGreaterThanOrEqual(0.98);
  });
});

describe('paraphrase invariance', () => {
  const groups = (
    JSON.parse(readFileSync(join(process.cwd(), 'test/fixtures/paraphrases/paraphrases.json'), 'utf8')) as {
      groups: Array<{ id: string; definitions: string[] }>;
    }
  ).groups;
  let people: Profile[] = [];
  beforeAll(() => {
    people = [...readProfiles(SAMPLE_DATASET_DIR), ...readProfiles(BLIND_DIR)];
  });
  const kept = (definition: string) =>
    people
      .filter((p) => judgeProfile({ slug: 'p', name: 'p', definition }, p, SAMPLE_AS_OF).match)
      .map((p) => `${p.company_id}/${p.person_ref}`)
      .sort();

  // The groups whose wordings the rules already read alike (53 of 60); the others are listed as open
  // work in src/matching/README.md. Each group here must keep exactly the same people in every wording.
  const INVARIANT = [
    'owners-founders',
    'engineering-leadership',
    'finance-leaders',
    'gtm-any-level',
    'c-suite',
    'anyone-in-marketing',
    'hr-team',
    'designers',
    'interns-students',
    'contractors-freelancers',
    'board-advisors',
    'it-team',
    'software-buyers',
    'hr-not-new-joiners',
    'finance-team-employees',
    'product-managers',
    'customer-support',
    'middle-managers',
    'run-marketing',
    'sales-execs-plus-customer-success',
    'back-office-series',
    'entry-level-staff',
    'managers-not-tech-leads',
    'post-sale-ics',
    'support-not-success',
    'recruiting-team',
    'hr-software-buyers',
    'sales-software-buyers',
    'engineering-managers-not-tech-leads',
    'devops-not-it-admins',
    'negations-six-languages',
    'founders-here',
    'finance-decision-makers-not-ics',
    'bizops-strategy',
    'sre-platform',
    'it-team-languages',
    'data-science',
    'it-up-to-director',
    'hr-decision-makers',
    'founders-not-hired-ceos',
    'devops-hands-on-shapes',
    'growth-ics',
    'cfo-on-staff',
    'devops-ops-wordings',
    'leaders-of-several-areas',
    'gtm-interns',
    'finance-execs-fractional',
    'data-eng-science-not-bi',
    'fractional-interim-execs',
    'freelance-engineers',
    'ops-leaders-negative-predicate',
    'security-engineers-and-analysts',
    'support-managers-and-up',
  ];
  it('has the paraphrase groups the issue asks for (at least 20 intents, 3 wordings each)', () => {
    expect(groups.length).toBeGreaterThanOrEqual(20);
    for (const g of groups) expect(g.definitions.length).toBeGreaterThanOrEqual(3);
    for (const id of INVARIANT) expect(groups.map((g) => g.id)).toContain(id);
  });
  it.each(INVARIANT)('%s keeps the same people in every wording', (id) => {
    const g = groups.find((x) => x.id === id);
    const [first, ...rest] = (g?.definitions ?? []).map(kept);
    expect(first?.length).toBeGreaterThan(0);
    for (const other of rest) expect(other).toEqual(first);
  });
});

describe('a clause nothing understood (fallback)', () => {
  let people: Profile[] = [];
  beforeAll(() => {
    people = readProfiles(SAMPLE_DATASET_DIR);
  });
  const keptCount = (definition: string) => people.filter((p) => judgeProfile({ slug: 'f', name: 'f', definition }, p).match).length;
  const current = () => people.filter((p) => p.experience.some((e) => e.company_id === p.company_id && !e.end)).length;

  it('never keeps everyone silently: "anyone in <unknown>" is listed and keeps no one by itself', () => {
    const i = interpretPersona('Anyone in the wombat guild.');
    expect(i.unrecognised).toEqual(['anyone in the wombat guild']);
    expect(keptCount('Anyone in the wombat guild.')).toBe(0);
    // The understood part still stands next to it.
    expect(keptCount('Anyone in the wombat guild, plus the CFO.')).toBe(keptCount('The CFO.'));
    expect(keptCount('Everyone.')).toBeGreaterThan(current() * 0.9); // all but advisors, board members and unreadable titles
  });

  it('lists an unknown area word of a seniority and keeps no one by it, never everyone at that seniority', () => {
    // Since session 20 a role noun phrase nobody has words for is read literally (as-title.ts): the title says it.
    const i = interpretPersona('Heads of wombat husbandry.');
    expect([...i.unrecognised, ...i.included.conditions].join(' ')).toContain('wombat');
    expect(i.included.seniorities).toEqual([]);
    expect(keptCount('Heads.')).toBeGreaterThan(0);
    expect(keptCount('Heads of wombat husbandry.')).toBe(0);
    expect(keptCount('Heads of wombat husbandry, plus the CFO.')).toBe(keptCount('The CFO.'));
  });

  it('never removes everyone through an exclusion it did not understand', () => {
    expect(keptCount('Everyone in finance, except the wombat handlers.')).toBe(keptCount('Everyone in finance.'));
    expect(interpretPersona('Everyone in finance, except the wombat handlers.').excluded[0]?.conditions).toEqual(['title contains "wombat handlers"']);
    expect(keptCount('Everyone in finance, except the wombat husbandry.')).toBe(keptCount('Everyone in finance.'));
    expect(interpretPersona('Everyone in finance, except the wombat husbandry.').unrecognised).toEqual(['the wombat husbandry']);
  });
});

describe('why', () => {
  it('is one readable sentence naming the company and the quoted evidence, for every person of the sample', () => {
    const personas = [
      SYSTEM_PERSONA.definition,
      'Engineers, designers and product managers at any level, no contractors.',
      'VPs, heads and directors of sales and marketing, plus board members and advisors.',
      'Astronauts stationed on the moon.',
    ];
    let checked = 0;
    for (const p of readProfiles(SAMPLE_DATASET_DIR)) {
      const here = p.experience.filter((e) => e.company_id === p.company_id);
      const company = here[0]?.company || 'the company';
      const hasRole = here.some((e) => !e.end) || !here.length;
      for (const definition of personas) {
        const { why, match } = judgeProfile({ slug: 'w', name: 'w', definition }, p);
        const outside = why
          .replace(/"[^"]*"/g, '"…"')
          .split(company)
          .join('Company');
        const ctx = `${p.person_ref}: ${why}`;
        expect(why, ctx).toMatch(/^[A-Z"].*\.$/);
        expect(outside, ctx).not.toMatch(/[.!?] |[?!]/); // one sentence
        expect(outside, ctx).not.toMatch(/\b(\w+) \1\b/i); // no doubled words
        expect(outside, ctx).not.toMatch(/\(\)|\( | \)| ,| \.|\s{2}|\b(at|of|in|by|the|a|an|and|to)\.$/); // no dangling fragments
        expect((why.match(/"/g) ?? []).length % 2, ctx).toBe(0);
        expect((outside.match(/\(/g) ?? []).length, ctx).toBe((outside.match(/\)/g) ?? []).length);
        expect(why, ctx).toContain(company);
        if (match || (hasRole && !/no current position|no readable title/.test(why))) expect(why, ctx).toMatch(/"[^"]+"/); // quoted evidence
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(10_000);
  });

  it('reads like evidence a salesperson accepts', () => {
    const ev = (title: string, extra: Partial<Profile['person']> = {}) => {
      const p = readProfiles(SAMPLE_DATASET_DIR).find((x) => x.experience.some((e) => e.company_id === x.company_id && !e.end)) as Profile;
      const here = p.experience.find((e) => e.company_id === p.company_id) as Profile['experience'][number];
      const profile: Profile = {
        ...p,
        person: { ...p.person, headline: '', about: '', ...extra },
        experience: [{ ...here, title, end: '', employment_type: 'Full-time' }],
      };
      return { company: here.company, why: judgeProfile({ slug: 'o', name: 'o', definition: SYSTEM_PERSONA.definition }, profile).why };
    };
    const a = ev('Cofounder');
    // the words of the persona it met are the compiler's ("founders", "founders and co founders")
    const rule = (words: string, what: string) => new RegExp(` — matches "[^"]*${words}[^"]*" \\(${what}\\); `);
    expect(a.why).toMatch(new RegExp(`^Co-founder of ${a.company}${rule('founders', 'founder').source}"Cofounder" in the current title\\.$`));
    const b = ev('Inhaber');
    expect(b.why).toMatch(new RegExp(`^Owner of ${b.company}${rule('owners', 'owner').source}"Inhaber" in the current title\\.$`));
    const c = ev('Account Executive');
    expect(c.why).toBe(`Not kept: account executive at ${c.company} ("Account Executive" in the current title) is outside the persona.`);
  });

  it('names the part of the persona the person met: its words, function and level range, then the evidence', () => {
    const p = readProfiles(SAMPLE_DATASET_DIR).find((x) => x.experience.some((e) => e.company_id === x.company_id && !e.end)) as Profile;
    const here = p.experience.find((e) => e.company_id === p.company_id) as Profile['experience'][number];
    const profile: Profile = { ...p, person: { ...p.person, headline: '', about: '' }, experience: [{ ...here, title: 'Head of Data Engineering', end: '' }] };
    const { why, match } = judgeProfile({ slug: 'd', name: 'd', definition: 'Data engineering leaders, manager and above' }, profile);
    expect(match).toBe(true);
    const esc = here.company.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    expect(why).toMatch(
      new RegExp(
        `^Head-level data engineering role at ${esc} — matches "data engineering leaders[^"]*" \\([^)]*data engineering[^)]*and above\\); "Head of Data Engineering" in the current title\\.$`,
      ),
    );
    // a "Not kept:" reason names the exclusion
    const freelance: Profile = { ...profile, experience: [{ ...here, title: 'Freelance Software Engineer', end: '' }] };
    expect(judgeProfile({ slug: 'e', name: 'e', definition: 'Engineers, no contractors' }, freelance).why).toBe(
      `Not kept: "Freelance Software Engineer" at ${here.company} falls under the exclusion "contractors" (contract).`,
    );
  });
});

afterAll(() => undefined);
