// A minimal valid profile for tests, with the current position(s) given.
import type { Company, Profile } from '../../src/domain/people/types.js';
import type { EmployerFacts } from '../../src/matching/criteria.js';
import { findTargetPeople, RulesMatcher } from '../../src/matching/index.js';
import type { NetworkSource, RosterPage } from '../../src/sources/port.js';

export interface Position {
  title: string;
  employment_type?: string;
  end?: string;
  company_id?: number;
  company?: string;
}

export function makeProfile(ref: string, positions: Position[], extra: { headline?: string; about?: string; company_id?: number } = {}): Profile {
  const companyId = extra.company_id ?? 42;
  return {
    company_id: companyId,
    person_ref: ref,
    person: {
      name: `Person ${ref}`,
      first_name: 'Person',
      last_name: ref,
      headline: extra.headline ?? '',
      network_url: `https://network.example/in/${ref}`,
      photo_url: '',
      background_url: '',
      location: { text: '', city: '', region: '', country: '', country_code: '' },
      about: extra.about ?? '',
      connections: 1,
      followers: 1,
      member_since: '2020-01-01',
      gender: '',
      outreach_language: 'en',
      flags: { open_to_work: false, hiring: false, premium: false, verified: false, influencer: false, creator: false },
      certifications: [],
      interests: { groups: [], newsletters: [] },
      featured: [],
    },
    contact: {
      email: { address: '', status: 'unknown', quality_score: 0, catch_all_domain: false, valid_email_server: false, free: false, source: 'none' },
      websites: [],
      bio_links: [],
    },
    experience: positions.map((p) => ({
      title: p.title,
      company: p.company ?? 'Example Co',
      company_id: p.company_id ?? companyId,
      employment_type: p.employment_type ?? 'Full-time',
      workplace_type: '',
      start: '2022-01',
      end: p.end ?? '',
      duration: '',
      description: '',
    })),
    education: [],
    signals: {
      recommendations_count: 0,
      recommendations: [],
      posts_about_own_company: false,
      avg_engagement: 0,
      recent_posts: [],
      authored_articles: [],
      last_active: '2026-10-01',
    },
    meta: { network_id: ref, profile_urn: `urn:network:member:${ref}`, photo_uploaded_at: '', photo_expires_at: '', has_real_photo: false },
  };
}

/**
 * A source of one company (id 1) whose roster is these people, each with one current title: `[ref, title]`, or
 * `[ref, title, employment type]` ("Freelance", "Self-employed"; full-time otherwise).
 */
export function memorySource(roster: Array<[string, string] | [string, string, string]>): NetworkSource {
  const profiles = new Map<string, Profile>(
    roster.map(([ref, title, employment_type]) => [
      ref,
      makeProfile(ref, [{ title, company_id: 1, ...(employment_type ? { employment_type } : {}) }], { company_id: 1 }),
    ]),
  );
  return {
    resolveCompany: async () => ({}) as Company,
    scanRoster: async (): Promise<RosterPage> => ({
      entries: roster.map(([ref]) => ({ person_ref: ref, name: ref, headline: '', photo_url: '' })),
      next: null,
    }),
    enrichProfile: async (_c, ref) => profiles.get(ref) as Profile,
    verifyCandidate: async (_c, ref) => ({ person_ref: ref, employed: true, email_status: 'valid' }),
    close: async () => {},
  };
}

/**
 * The refs the rules matcher keeps, sorted, for a persona over a `memorySource` roster (the pipeline's own flow:
 * findTargetPeople); `company` is the employer's facts the persona's employer condition and the firm readings use.
 */
export async function keptRefs(roster: Array<[string, string] | [string, string, string]>, definition: string, company?: EmployerFacts): Promise<string[]> {
  const r = await findTargetPeople(memorySource(roster), new RulesMatcher(), { slug: 't', name: 't', definition, ...(company ? { company } : {}) }, 1);
  return r.ranked.map((p) => p.person_ref).sort();
}
