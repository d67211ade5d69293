// Tenure counts to a clock, not to the day a test or an eval runs: the rules matcher takes the service's Clock, and an eval
// reads the month its labels were written against (labels.json `as_of`, or `npm run eval -- --as-of YYYY-MM`).
import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import type { Profile } from '../../src/domain/people/types.js';
import { asOfClock, RulesMatcher } from '../../src/matching/index.js';
import { loadDataset, SAMPLE_DATASET_DIR } from '../../src/sources/index.js';

const run = promisify(execFile);
const temps: string[] = [];
afterAll(async () => {
  for (const d of temps) await rm(d, { recursive: true, force: true });
});

const NEW_JOINERS = 'Software engineers who joined in the last 6 months';

function engineer(start: string): Profile {
  return {
    company_id: 1,
    person_ref: `p-${start}`,
    person: {
      name: 'Ada Byron',
      first_name: 'Ada',
      last_name: 'Byron',
      headline: 'Software Engineer at Acme',
      network_url: '',
      photo_url: '',
      background_url: '',
      location: { text: '', city: '', region: '', country: '', country_code: '' },
      about: '',
      connections: 0,
      followers: 0,
      member_since: '2020-01-01',
      gender: '',
      outreach_language: 'en',
      flags: { open_to_work: false, hiring: false, premium: false, creator: false, influencer: false },
      certifications: [],
      interests: [],
      featured: [],
    },
    experience: [
      {
        title: 'Software Engineer',
        company: 'Acme',
        company_id: 1,
        employment_type: 'Full-time',
        workplace_type: '',
        start,
        end: '',
        duration: '',
        description: '',
      },
    ],
  } as unknown as Profile;
}

describe('the rules matcher counts tenure to its clock', () => {
  it('a start in September 2026 is a new joiner as of November 2026 and no longer one as of June 2027', async () => {
    const persona = { slug: 'new', name: 'New joiners', definition: NEW_JOINERS };
    const at = (month: string) => new RulesMatcher({ clock: asOfClock(month) }).match(persona, [engineer('2026-09')]);
    expect((await at('2026-11')).decisions[0]?.match).toBe(true);
    expect((await at('2027-06')).decisions[0]?.match).toBe(false);
  });

  it('asOfClock refuses what is not a month', () => {
    expect(() => asOfClock('2026-13')).toThrow(/not a month/);
    expect(() => asOfClock('Nov 2026')).toThrow(/not a month/);
  });
});

describe('eval "as of" a month', () => {
  async function datasetWith(labels: Record<string, unknown>): Promise<string> {
    const dir = await mkdtemp(join(tmpdir(), 'tp-asof-'));
    temps.push(dir);
    for (const f of ['companies.ndjson', 'people.ndjson']) await copyFile(join(SAMPLE_DATASET_DIR, f), join(dir, f));
    await writeFile(join(dir, 'labels.json'), JSON.stringify(labels));
    return dir;
  }
  const evalCli = (args: string[]) =>
    run('npx', ['tsx', 'src/cli/eval.ts', ...args, '--json'], { cwd: process.cwd(), maxBuffer: 10 * 1024 * 1024 }).then(
      (r) => ({ code: 0, returned: (JSON.parse(r.stdout) as { personas: Array<{ returned: number }> }).personas[0]?.returned ?? -1, stderr: r.stderr }),
      (e: { code: number; stderr: string }) => ({ code: e.code, returned: -1, stderr: e.stderr }),
    );

  it('labels.json `as_of` sets the month; --as-of overrides it; a bad month is exit 2 naming the field', async () => {
    const persona = { slug: 'new-joiners', name: 'New joiners', definition: 'People who joined in the last 2 years' };
    const dir = await datasetWith({ as_of: '2026-11', personas: [persona], expected: {} });
    const [asLabelled, later] = await Promise.all([evalCli(['--dataset', dir]), evalCli(['--dataset', dir, '--as-of', '2040-01'])]);
    expect(asLabelled.code).toBe(0);
    expect(asLabelled.returned).toBeGreaterThan(0); // the sample was written against November 2026: some joined in the two years before
    expect(later.returned).toBe(0); // by 2040 nobody in it joined in the last two years

    const [badFlag, badLabels] = await Promise.all([
      evalCli(['--dataset', dir, '--as-of', '2026-13']),
      datasetWith({ as_of: 'Nov 2026', personas: [persona], expected: {} }).then((d) => evalCli(['--dataset', d])),
    ]);
    expect(badFlag.code).toBe(2);
    expect(badFlag.stderr).toMatch(/--as-of "2026-13" is not a month/);
    expect(badLabels.code).toBe(2);
    expect(badLabels.stderr).toMatch(/labels\.json:1: as_of: a month, YYYY-MM/);
  });

  it('the bundled sample and blind set 1 say the month their labels were written against', async () => {
    for (const dir of [SAMPLE_DATASET_DIR, join(process.cwd(), 'test/fixtures/blind-personas')]) {
      const d = await loadDataset(dir);
      expect(d.labels?.as_of).toBe('2026-11');
      expect(JSON.parse(await readFile(join(dir, 'labels.json'), 'utf8')).as_of).toBe('2026-11');
    }
  });
});
