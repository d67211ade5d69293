// The spec's Company and Target person shapes (section "Resources and their fields"), exactly as
// returned on the wire. Data sources produce these; the pipeline publishes them.

export interface CompanyLocation {
  locality: string;
  region: string;
  country: string;
  country_code: string;
  postal_code: string;
}

export interface Company {
  id: number;
  name: string;
  network_url: string;
  website: string;
  domain: string;
  industry: string;
  type: string;
  employees_count: number;
  network_since_est: string;
  description: string;
  slogan: string;
  specialties: string[];
  location: CompanyLocation;
  followers: number;
  last_post_date: string;
  company_language: string;
  hiring_for: string[];
  logo_url: string;
  has_logo: boolean;
  recent_posts: Array<{ content: string; posted_at: string; url: string }>;
}

export interface Person {
  name: string;
  first_name: string;
  last_name: string;
  headline: string;
  network_url: string;
  photo_url: string;
  background_url: string;
  location: { text: string; city: string; region: string; country: string; country_code: string };
  about: string;
  connections: number;
  followers: number;
  member_since: string;
  gender: string;
  outreach_language: string;
  flags: {
    open_to_work: boolean;
    hiring: boolean;
    premium: boolean;
    verified: boolean;
    influencer: boolean;
    creator: boolean;
  };
  certifications: Array<{ title: string; issued_by: string }>;
  interests: {
    groups: Array<{ name: string; url: string; members: number }>;
    newsletters: Array<{ name: string; about: string; cadence: string }>;
  };
  featured: Array<{ title: string; subtitle: string; type: string; url: string }>;
}

export interface Professional {
  tier: string;
  role: string;
  function: string;
  work_status: string;
  belongs_to_company: string;
  manages_people: string;
  budget_authority: string;
}

export interface EmailContact {
  address: string;
  status: string;
  quality_score: number;
  catch_all_domain: boolean;
  valid_email_server: boolean;
  free: boolean;
  source: string;
}

export interface Contact {
  email: EmailContact;
  websites: string[];
  bio_links: Array<{ url: string; title: string }>;
}

export interface ExperienceEntry {
  title: string;
  company: string;
  company_id: number;
  employment_type: string;
  workplace_type: string;
  start: string;
  end: string;
  duration: string;
  description: string;
}

export interface EducationEntry {
  school: string;
  degree: string;
  field: string;
  start: string;
  end: string;
}

export interface Signals {
  recommendations_count: number;
  recommendations: Array<{ by: string; by_headline: string; text: string }>;
  posts_about_own_company: boolean;
  avg_engagement: number;
  recent_posts: Array<{
    content: string;
    posted_at: string;
    url: string;
    is_repost: boolean;
    engagement: { likes: number; comments: number; shares: number };
  }>;
  authored_articles: Array<{ title: string; link: string; published: string }>;
  last_active: string;
}

export interface Meta {
  network_id: string;
  profile_urn: string;
  photo_uploaded_at: string;
  photo_expires_at: string;
  has_real_photo: boolean;
}

/** A full profile as a data source returns it (one roster entry, enriched). */
export interface Profile {
  company_id: number;
  person_ref: string;
  person: Person;
  contact: Contact;
  experience: ExperienceEntry[];
  education: EducationEntry[];
  signals: Signals;
  meta: Meta;
  /** Optional in source data; the matcher derives it otherwise. */
  professional?: Professional;
}

/**
 * Element of a published job's `target_people`: the rank and the matcher's reading, then the profile's
 * sections (their order on the wire is src/pipeline/publish.ts's targetPerson).
 */
export interface TargetPerson extends Omit<Profile, 'company_id' | 'person_ref' | 'professional'> {
  rank_in_company: number;
  is_decision_maker: boolean;
  why: string;
  professional: Professional;
}
