// People Data Labs records → the spec's Company and Target person sub-objects. The table in README.md
// is this file in prose. What the vendor does not have stays empty ('' / [] / 0 / false): never invented.
import type { Company, Profile } from '../../domain/people/types.js';
import type { RosterEntry, Verification } from '../port.js';
import type { PdlCompany, PdlPerson } from './schema.js';

/** A current job counts as confirmed when PDL last verified it at most this many days ago. */
export const CONFIRMED_MAX_AGE_DAYS = 365;

const s = (v: string | null | undefined): string => v ?? '';
/** PDL URLs have no scheme ("linkedin.com/in/x"); ours are absolute. */
const url = (v: string | null | undefined): string => (!v ? '' : /^https?:\/\//i.test(v) ? v : `https://${v}`);
const numericId = (v: string | null | undefined): number | null => (v && /^\d{1,15}$/.test(v) ? Number(v) : null);

/** Our company id: the network's numeric id (PDL `linkedin_id`); null when the vendor has none. */
export function companyIdOf(c: PdlCompany): number | null {
  return numericId(c.linkedin_id);
}

export function toCompany(c: PdlCompany, id: number): Company {
  const website = s(c.website);
  return {
    id,
    name: s(c.display_name) || s(c.name),
    network_url: url(c.linkedin_url),
    website: url(website),
    domain:
      website
        .replace(/^https?:\/\//i, '')
        .replace(/^www\./i, '')
        .split(/[/?#]/)[0] ?? '',
    industry: s(c.industry),
    type: s(c.type),
    employees_count: c.employee_count ?? 0,
    network_since_est: '',
    description: s(c.summary),
    slogan: s(c.headline),
    specialties: c.tags ?? [],
    location: {
      locality: s(c.location?.locality),
      region: s(c.location?.region),
      country: s(c.location?.country),
      country_code: '',
      postal_code: s(c.location?.postal_code),
    },
    followers: c.linkedin_follower_count ?? 0,
    last_post_date: '',
    company_language: '',
    hiring_for: [],
    logo_url: '',
    has_logo: false,
    recent_posts: [],
  };
}

export function toRosterEntry(p: PdlPerson): RosterEntry {
  return { person_ref: p.id, name: s(p.full_name), headline: s(p.headline), photo_url: '' };
}

export function toProfile(p: PdlPerson, companyId: number): Profile {
  const email = typeof p.work_email === 'string' ? p.work_email : '';
  return {
    company_id: companyId,
    person_ref: p.id,
    person: {
      name: s(p.full_name),
      first_name: s(p.first_name),
      last_name: s(p.last_name),
      headline: s(p.headline),
      network_url: url(p.linkedin_url),
      photo_url: '',
      background_url: '',
      location: { text: s(p.location_name), city: s(p.location_locality), region: s(p.location_region), country: s(p.location_country), country_code: '' },
      about: s(p.summary),
      connections: p.linkedin_connections ?? 0,
      followers: 0,
      member_since: '',
      gender: s(p.sex),
      outreach_language: '',
      flags: { open_to_work: false, hiring: false, premium: false, verified: false, influencer: false, creator: false },
      certifications: (p.certifications ?? []).map((c) => ({ title: s(c.name), issued_by: s(c.organization) })),
      interests: { groups: [], newsletters: [] },
      featured: [],
    },
    contact: {
      email: {
        address: email,
        // PDL does not state deliverability: the status is unknown, never guessed.
        status: 'unknown',
        quality_score: 0,
        catch_all_domain: false,
        valid_email_server: false,
        free: false,
        source: email ? 'pdl' : 'none',
      },
      websites: [],
      bio_links: (p.profiles ?? []).filter((x) => x.url && x.network && x.network !== 'linkedin').map((x) => ({ url: url(x.url), title: s(x.network) })),
    },
    experience: (p.experience ?? []).map((e) => ({
      title: s(e.title?.name),
      company: s(e.company?.name),
      company_id: numericId(e.company?.linkedin_id) ?? 0,
      employment_type: '',
      workplace_type: '',
      start: s(e.start_date),
      end: s(e.end_date),
      duration: '',
      description: s(e.summary),
    })),
    education: (p.education ?? []).map((e) => ({
      school: s(e.school?.name),
      degree: (e.degrees ?? []).join(', '),
      field: (e.majors ?? []).join(', '),
      start: s(e.start_date),
      end: s(e.end_date),
    })),
    signals: {
      recommendations_count: 0,
      recommendations: [],
      posts_about_own_company: false,
      avg_engagement: 0,
      recent_posts: [],
      authored_articles: [],
      last_active: '',
    },
    meta: { network_id: s(p.linkedin_id), profile_urn: '', photo_uploaded_at: '', photo_expires_at: '', has_real_photo: false },
  };
}

/**
 * Still employed here: the record's current job (`job_company_linkedin_id`) is this company, or one of its
 * experience entries at this company has no end date (a side role held beside a job elsewhere), and PDL
 * last verified it (`job_last_verified`, else `job_last_changed`) at most CONFIRMED_MAX_AGE_DAYS ago.
 * The email status is `unknown`: PDL states no deliverability.
 */
export function toVerification(p: PdlPerson, companyId: number, now = Date.now()): Verification {
  // The primary job here, or a current side role here (a board seat, an advisory or fractional role).
  const here =
    numericId(p.job_company_linkedin_id) === companyId || (p.experience ?? []).some((e) => numericId(e.company?.linkedin_id) === companyId && !e.end_date);
  const seen = Date.parse(s(p.job_last_verified) || s(p.job_last_changed));
  const fresh = !Number.isNaN(seen) && now - seen <= CONFIRMED_MAX_AGE_DAYS * 86_400_000;
  return { person_ref: p.id, employed: here && fresh, email_status: 'unknown' };
}
