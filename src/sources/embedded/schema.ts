// zod schemas of the dataset directory format (see src/sources/README.md). They mirror the spec's
// Company and Target person shapes (src/domain/people/types.ts); every field is required.
import { z } from 'zod';
import type { Company, Profile } from '../../domain/people/types.js';

const str = z.string();
const int = z.number().int();

export const simulateSchema = z.object({
  latency_ms: int.min(0).max(600_000).optional(),
  fail_stage: z.enum(['match_company', 'scan_team', 'enrich_profiles', 'verify_candidates']).optional(),
  fail_times: int.min(0).optional(),
  fail_kind: z.enum(['retryable', 'permanent']).optional(),
});
export type Simulate = z.infer<typeof simulateSchema>;

export const companySchema = z.object({
  id: int.positive(),
  slug: str.min(1),
  name: str,
  network_url: str,
  website: str,
  domain: str,
  industry: str,
  type: str,
  employees_count: int.min(0),
  network_since_est: str,
  description: str,
  slogan: str,
  specialties: z.array(str),
  location: z.object({ locality: str, region: str, country: str, country_code: str, postal_code: str }),
  followers: int.min(0),
  last_post_date: str,
  company_language: str,
  hiring_for: z.array(str),
  logo_url: str,
  has_logo: z.boolean(),
  recent_posts: z.array(z.object({ content: str, posted_at: str, url: str })),
  _simulate: simulateSchema.optional(),
});
export type CompanyLine = z.infer<typeof companySchema>;

const personSchema = z.object({
  name: str,
  first_name: str,
  last_name: str,
  headline: str,
  network_url: str,
  photo_url: str,
  background_url: str,
  location: z.object({ text: str, city: str, region: str, country: str, country_code: str }),
  about: str,
  connections: int.min(0),
  followers: int.min(0),
  member_since: str,
  gender: str,
  outreach_language: str,
  flags: z.object({
    open_to_work: z.boolean(),
    hiring: z.boolean(),
    premium: z.boolean(),
    verified: z.boolean(),
    influencer: z.boolean(),
    creator: z.boolean(),
  }),
  certifications: z.array(z.object({ title: str, issued_by: str })),
  interests: z.object({
    groups: z.array(z.object({ name: str, url: str, members: int.min(0) })),
    newsletters: z.array(z.object({ name: str, about: str, cadence: str })),
  }),
  featured: z.array(z.object({ title: str, subtitle: str, type: str, url: str })),
});

export const profileSchema = z.object({
  company_id: int.positive(),
  person_ref: str.min(1),
  person: personSchema,
  contact: z.object({
    email: z.object({
      address: str,
      status: str,
      quality_score: int,
      catch_all_domain: z.boolean(),
      valid_email_server: z.boolean(),
      free: z.boolean(),
      source: str,
    }),
    websites: z.array(str),
    bio_links: z.array(z.object({ url: str, title: str })),
  }),
  experience: z.array(
    z.object({
      title: str,
      company: str,
      company_id: int.min(0),
      employment_type: str,
      workplace_type: str,
      start: str,
      end: str,
      duration: str,
      description: str,
    }),
  ),
  education: z.array(z.object({ school: str, degree: str, field: str, start: str, end: str })),
  signals: z.object({
    recommendations_count: int.min(0),
    recommendations: z.array(z.object({ by: str, by_headline: str, text: str })),
    posts_about_own_company: z.boolean(),
    avg_engagement: z.number(),
    recent_posts: z.array(
      z.object({
        content: str,
        posted_at: str,
        url: str,
        is_repost: z.boolean(),
        engagement: z.object({ likes: int.min(0), comments: int.min(0), shares: int.min(0) }),
      }),
    ),
    authored_articles: z.array(z.object({ title: str, link: str, published: str })),
    last_active: str,
  }),
  meta: z.object({
    network_id: str,
    profile_urn: str,
    photo_uploaded_at: str,
    photo_expires_at: str,
    has_real_photo: z.boolean(),
  }),
  professional: z
    .object({
      tier: str,
      role: str,
      function: str,
      work_status: str,
      belongs_to_company: str,
      manages_people: str,
      budget_authority: str,
    })
    .optional(),
});

export const labelsSchema = z.object({
  // The month the labels were written against ("YYYY-MM"): tenure ("joined in the last 6 months") counts to it in an eval.
  as_of: str.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'a month, YYYY-MM').optional(),
  // `definition` may be omitted (or null) for the system persona `owners-founders`: its own definition is used.
  personas: z.array(
    z
      .object({ slug: str.min(1), name: str.min(1), definition: str.min(1).nullish() })
      .refine((p) => !!p.definition || p.slug === 'owners-founders', { message: 'required (only owners-founders may omit it)', path: ['definition'] }),
  ),
  expected: z.record(str, z.record(str, z.array(str))),
});
export type Labels = z.infer<typeof labelsSchema>;

/** Compile-time check that the schemas produce the domain types. */
export function toCompany(line: CompanyLine): Company {
  const { slug: _slug, _simulate, ...company } = line;
  return company;
}
export function toProfile(line: z.infer<typeof profileSchema>): Profile {
  return line;
}

/** A zod issue as `field: message` with a dotted path (e.g. `person.location.city: expected string`). */
export function describeIssues(error: z.ZodError): Array<{ field: string; message: string }> {
  return error.issues.map((i) => ({
    field: i.path.length ? i.path.map(String).join('.') : '(line)',
    message: i.message,
  }));
}
