// Benchmark datasets in the embedded dataset format (src/sources/README.md), written to a temp dir.
// Roster entries are clones of the bundled sample's people (real title mix, founders, people who left,
// dual roles, empty titles), re-homed at the benchmark company: every experience entry at the sample
// company moves to the bench company, person_ref / network_url / name get a unique suffix.
import { createWriteStream, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import type { Company, Profile } from '../../../src/domain/people/types.js';
import { SAMPLE_DATASET_DIR } from '../../../src/sources/index.js';
import { judgeProfile, shortlistProfiles } from '../../../src/matching/rules/index.js';
import { SYSTEM_PERSONA } from '../../../src/matching/system-persona.js';

type CompanyLine = Company & { slug: string; _simulate?: { latency_ms?: number } };

export interface BenchCompany {
  id: number;
  slug: string;
  size: number;
  latencyMs: number;
}

export interface BenchDataset {
  dir: string;
  small: BenchCompany;
  fifty: BenchCompany;
  /** 1,000 people, no latency: the matching scenario's roster. */
  thousand: BenchCompany;
  large: BenchCompany;
  huge: BenchCompany;
  /** Expected number of owners-founders matches of `fifty` (the rules matcher's own verdict). */
  fiftyMatches: number;
}

/** Deterministic PRNG (mulberry32). */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let samplePeople: Profile[] | null = null;
let sampleCompany: CompanyLine | null = null;

function sample(): { people: Profile[]; company: CompanyLine } {
  if (!samplePeople || !sampleCompany) {
    samplePeople = readFileSync(path.join(SAMPLE_DATASET_DIR, 'people.ndjson'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Profile);
    sampleCompany = JSON.parse(readFileSync(path.join(SAMPLE_DATASET_DIR, 'companies.ndjson'), 'utf8').split('\n')[0] as string) as CompanyLine;
  }
  return { people: samplePeople, company: sampleCompany };
}

function companyLine(c: BenchCompany, name: string): CompanyLine {
  const base = sample().company;
  return {
    ...base,
    id: c.id,
    slug: c.slug,
    name,
    network_url: `https://network.example/company/${c.slug}`,
    website: `https://www.${c.slug}.example`,
    domain: `${c.slug}.example`,
    employees_count: c.size,
    description: `${name}: a generated benchmark company with ${c.size} roster entries.`,
    ...(c.latencyMs ? { _simulate: { latency_ms: c.latencyMs } } : {}),
  };
}

export function cloneProfile(t: Profile, companyId: number, companyName: string, index: number): Profile {
  const p = structuredClone(t);
  const tag = `b${companyId}x${index}`;
  p.company_id = companyId;
  p.person_ref = `b${companyId}-${String(index).padStart(6, '0')}`;
  for (const e of p.experience) {
    if (e.company_id === t.company_id) {
      e.company_id = companyId;
      e.company = companyName;
    }
  }
  p.person.network_url = `${p.person.network_url}-${tag}`;
  return p;
}

async function writeLines(file: string, lines: Iterable<string>): Promise<void> {
  const ws = createWriteStream(file, { flags: 'a' });
  for (const l of lines) {
    if (!ws.write(l + '\n')) await once(ws, 'drain');
  }
  ws.end();
  await once(ws, 'finish');
}

function* roster(c: BenchCompany, name: string, seed: number): Generator<string> {
  const people = sample().people;
  const r = rng(seed);
  for (let i = 0; i < c.size; i += 1) {
    const t = people[Math.floor(r() * people.length)] as Profile;
    yield JSON.stringify(cloneProfile(t, c.id, name, i));
  }
}

export async function generateBenchDataset(dir: string, opts: { largeSize: number; hugeSize: number; largeLatencyMs: number }): Promise<BenchDataset> {
  mkdirSync(dir, { recursive: true });
  const small: BenchCompany = { id: 9001, slug: 'bench-small', size: 20, latencyMs: 0 };
  const fifty: BenchCompany = { id: 9002, slug: 'bench-fifty', size: 80, latencyMs: 0 };
  const thousand: BenchCompany = { id: 9003, slug: 'bench-thousand', size: 1000, latencyMs: 0 };
  const large: BenchCompany = { id: 9004, slug: 'bench-large', size: opts.largeSize, latencyMs: opts.largeLatencyMs };
  const huge: BenchCompany = { id: 9005, slug: 'bench-huge', size: opts.hugeSize, latencyMs: 0 };
  const names: Record<number, string> = {
    9001: 'Bench Small Co',
    9002: 'Bench Fifty Founders Inc',
    9003: 'Bench Thousand GmbH',
    9004: 'Bench Large Corp',
    9005: 'Bench Huge Holdings',
  };
  const companies = [small, fifty, thousand, large, huge];
  writeFileSync(path.join(dir, 'companies.ndjson'), companies.map((c) => JSON.stringify(companyLine(c, names[c.id] as string))).join('\n') + '\n');
  const peopleFile = path.join(dir, 'people.ndjson');
  writeFileSync(peopleFile, '');

  // bench-fifty: exactly 50 people the rules matcher keeps for owners-founders (shortlisted and
  // matched, current), and 30 it does not shortlist.
  const fiftyName = names[9002] as string;
  const { people } = sample();
  const matching: Profile[] = [];
  const others: Profile[] = [];
  for (const t of people) {
    const clone = cloneProfile(t, fifty.id, fiftyName, 0);
    const keep = shortlistProfiles(SYSTEM_PERSONA, [clone])[0]?.keep;
    const current = clone.experience.some((e) => e.company_id === fifty.id && e.end.trim() === '');
    if (keep && current && judgeProfile(SYSTEM_PERSONA, clone).match) matching.push(t);
    else if (!keep && current) others.push(t);
  }
  if (matching.length === 0) throw new Error('no founder templates in the sample dataset');
  const fiftyLines: string[] = [];
  for (let i = 0; i < 80; i += 1) {
    const t = i < 50 ? (matching[i % matching.length] as Profile) : (others[i % others.length] as Profile);
    fiftyLines.push(JSON.stringify(cloneProfile(t, fifty.id, fiftyName, i)));
  }
  await writeLines(peopleFile, roster(small, names[9001] as string, 1));
  await writeLines(peopleFile, fiftyLines);
  await writeLines(peopleFile, roster(thousand, names[9003] as string, 3));
  await writeLines(peopleFile, roster(large, names[9004] as string, 4));
  await writeLines(peopleFile, roster(huge, names[9005] as string, 5));
  return { dir, small, fifty, thousand, large, huge, fiftyMatches: 50 };
}
