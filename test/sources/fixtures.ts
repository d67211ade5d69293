// Writes small dataset directories for the source tests.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeProfile } from '../matching/profile-fixture.js';

export function company(id: number, slug: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    slug,
    name: `Company ${slug}`,
    network_url: `https://network.example/company/${slug}`,
    website: '',
    domain: `${slug}.example`,
    industry: 'Software Development',
    type: 'Privately Held',
    employees_count: 10,
    network_since_est: '2020-01',
    description: '',
    slogan: '',
    specialties: [],
    location: { locality: '', region: '', country: '', country_code: '', postal_code: '' },
    followers: 0,
    last_post_date: '',
    company_language: 'en',
    hiring_for: [],
    logo_url: '',
    has_logo: false,
    recent_posts: [],
    ...extra,
  };
}

export function person(companyId: number, ref: string, title = 'Software Engineer', end = '') {
  return makeProfile(ref, [{ title, end, company_id: companyId }], { company_id: companyId, headline: `${title} at Company` });
}

export async function writeDir(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'tp-dataset-'));
  for (const [name, text] of Object.entries(files)) await writeFile(join(dir, name), text);
  return dir;
}

export const lines = (items: unknown[]) => `${items.map((i) => (typeof i === 'string' ? i : JSON.stringify(i))).join('\n')}\n`;
