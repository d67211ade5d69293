// The spec's Company and Target person as typed objects over the domain types (src/domain/people/types.ts):
// a renamed domain field fails `tsc`. Strings the source leaves empty are null here, never "".
import type { EnumRef } from '@pothos/core';
import { objectType, type Types } from '../builder.js';
import { enumFrom } from './enums.js';
import type * as P from '../../domain/people/types.js';
import * as V from '../../domain/people/values.js';

type TextKey<T> = { [K in keyof T]: T[K] extends string | null | undefined ? K : never }[keyof T];

/** A value of a documented list as its enum: null when the source or matcher gave another value. */
function listedField<T extends object, const V extends string>(
  t: PothosSchemaTypes.ObjectFieldBuilder<Types, T>,
  type: EnumRef<Types, V>,
  list: readonly V[],
  key: TextKey<T>,
  description: string,
) {
  return t.field({
    type: type as EnumRef<Types, string>,
    nullable: true,
    description,
    resolve: (o) => V.listed(list as readonly string[], o[key] as string | null | undefined),
  });
}

/** A text property as a nullable String: "" (absent, as sources and empty columns give it) → null. */
export function text<T extends object>(t: PothosSchemaTypes.ObjectFieldBuilder<Types, T>, key: TextKey<T>, description: string) {
  return t.string({ nullable: true, description, resolve: (o) => (o[key] as string | null | undefined) || null });
}

type Item<T> = T extends Array<infer U> ? U : never;

// ---------------------------------------------------------------------------------------------------
// Company

const CompanyLocationRef = objectType<P.CompanyLocation>('CompanyLocation', 'Where the company is headquartered.', (t) => ({
  locality: text(t, 'locality', 'City or locality.'),
  region: text(t, 'region', 'State or region.'),
  country: text(t, 'country', 'Country name.'),
  countryCode: text(t, 'country_code', 'ISO 3166-1 alpha-2 country code.'),
  postalCode: text(t, 'postal_code', 'Postal code.'),
}));

const CompanyPostRef = objectType<Item<P.Company['recent_posts']>>('CompanyPost', 'A recent post of the company.', (t) => ({
  content: t.exposeString('content', { description: 'The text of the post.' }),
  postedAt: text(t, 'posted_at', 'When it was posted, as the source gives it (a date, YYYY-MM-DD).'),
  url: text(t, 'url', 'Link to the post.'),
}));

export const CompanyRef = objectType<P.Company>('Company', 'The company a job ran on, as the data source describes it (present on done jobs).', (t) => ({
  id: t.exposeInt('id', { description: 'The numeric company id on the network (also accepted as `input`).' }),
  name: t.exposeString('name', { description: 'Company name.' }),
  networkUrl: t.exposeString('network_url', { description: "The company's page on the network." }),
  website: text(t, 'website', 'Company website.'),
  domain: text(t, 'domain', 'Email/web domain.'),
  industry: text(t, 'industry', 'Industry label.'),
  type: text(t, 'type', 'Company type label (e.g. Privately Held).'),
  employeesCount: t.exposeInt('employees_count', { description: 'Employees on the network (the size gate compares this).' }),
  networkSinceEst: text(t, 'network_since_est', 'Estimated month the company joined the network (YYYY-MM).'),
  description: text(t, 'description', 'About the company.'),
  slogan: text(t, 'slogan', 'Tagline.'),
  specialties: t.exposeStringList('specialties', { description: 'Specialties the company lists.' }),
  location: t.expose('location', { type: CompanyLocationRef, description: 'Headquarters.' }),
  followers: t.exposeInt('followers', { description: 'Followers on the network.' }),
  lastPostDate: text(t, 'last_post_date', 'Date of the latest post (YYYY-MM-DD).'),
  companyLanguage: text(t, 'company_language', 'Language code of the company page.'),
  hiringFor: t.exposeStringList('hiring_for', { description: 'Roles the company is hiring for.' }),
  logoUrl: text(t, 'logo_url', 'Logo image URL.'),
  hasLogo: t.exposeBoolean('has_logo', { description: 'Whether the company has a real logo.' }),
  recentPosts: t.expose('recent_posts', { type: [CompanyPostRef], description: 'Recent posts, newest first.' }),
}));

// ---------------------------------------------------------------------------------------------------
// Target person

const PersonLocationRef = objectType<P.Person['location']>('PersonLocation', 'Where the person is.', (t) => ({
  text: text(t, 'text', 'The location as written on the profile.'),
  city: text(t, 'city', 'City.'),
  region: text(t, 'region', 'State or region.'),
  country: text(t, 'country', 'Country name.'),
  countryCode: text(t, 'country_code', 'ISO 3166-1 alpha-2 country code.'),
}));

const PersonFlagsRef = objectType<P.Person['flags']>('PersonFlags', 'Profile flags.', (t) => ({
  openToWork: t.exposeBoolean('open_to_work', { description: 'Shows "open to work".' }),
  hiring: t.exposeBoolean('hiring', { description: 'Shows "hiring".' }),
  premium: t.exposeBoolean('premium', { description: 'Has a premium subscription.' }),
  verified: t.exposeBoolean('verified', { description: 'Identity verified by the network.' }),
  influencer: t.exposeBoolean('influencer', { description: 'Marked as an influencer.' }),
  creator: t.exposeBoolean('creator', { description: 'Creator mode on.' }),
}));

const CertificationRef = objectType<Item<P.Person['certifications']>>('Certification', 'A certification.', (t) => ({
  title: t.exposeString('title', { description: 'Name of the certification.' }),
  issuedBy: text(t, 'issued_by', 'Issuing organisation.'),
}));

const InterestGroupRef = objectType<Item<P.Person['interests']['groups']>>('InterestGroup', 'A group the person belongs to.', (t) => ({
  name: t.exposeString('name', { description: 'Group name.' }),
  url: text(t, 'url', 'Link to the group.'),
  members: t.exposeInt('members', { description: 'Members of the group.' }),
}));

const NewsletterRef = objectType<Item<P.Person['interests']['newsletters']>>('Newsletter', 'A newsletter the person follows.', (t) => ({
  name: t.exposeString('name', { description: 'Newsletter name.' }),
  about: text(t, 'about', 'What it is about.'),
  cadence: text(t, 'cadence', 'How often it appears (e.g. weekly, monthly).'),
}));

const InterestsRef = objectType<P.Person['interests']>('Interests', 'Groups and newsletters.', (t) => ({
  groups: t.expose('groups', { type: [InterestGroupRef], description: 'Groups.' }),
  newsletters: t.expose('newsletters', { type: [NewsletterRef], description: 'Newsletters.' }),
}));

const FeaturedItemRef = objectType<Item<P.Person['featured']>>('FeaturedItem', 'An item featured on the profile.', (t) => ({
  title: t.exposeString('title', { description: 'Title.' }),
  subtitle: text(t, 'subtitle', 'Subtitle.'),
  type: text(t, 'type', 'Kind of item as the source names it (e.g. LINK, POST).'),
  url: text(t, 'url', 'Link.'),
}));

const PersonRef = objectType<P.Person>('Person', 'Who the person is (their public profile).', (t) => ({
  name: t.exposeString('name', { description: 'Full name.' }),
  firstName: text(t, 'first_name', 'First name.'),
  lastName: text(t, 'last_name', 'Last name.'),
  headline: text(t, 'headline', 'Profile headline.'),
  networkUrl: t.exposeString('network_url', { description: 'Profile URL on the network.' }),
  photoUrl: text(t, 'photo_url', 'Profile photo URL.'),
  backgroundUrl: text(t, 'background_url', 'Background image URL.'),
  location: t.expose('location', { type: PersonLocationRef, description: 'Where the person is.' }),
  about: text(t, 'about', 'The About section.'),
  connections: t.exposeInt('connections', { description: 'Connections on the network.' }),
  followers: t.exposeInt('followers', { description: 'Followers on the network.' }),
  memberSince: text(t, 'member_since', 'Date the person joined the network (YYYY-MM-DD).'),
  gender: text(t, 'gender', 'Gender as the source gives it.'),
  outreachLanguage: text(t, 'outreach_language', 'Language code to write to the person in.'),
  flags: t.expose('flags', { type: PersonFlagsRef, description: 'Profile flags.' }),
  certifications: t.expose('certifications', { type: [CertificationRef], description: 'Certifications.' }),
  interests: t.expose('interests', { type: InterestsRef, description: 'Groups and newsletters.' }),
  featured: t.expose('featured', { type: [FeaturedItemRef], description: 'Featured items.' }),
}));

const SeniorityEnum = enumFrom('Seniority', "The person's level (Apollo seniorities); founder/owner evidence wins over a title's level.", {
  owner: 'Owns the company.',
  founder: 'Founded or co-founded the company.',
  c_suite: 'Chief officer (CEO, CTO, …).',
  partner: 'Partner.',
  vp: 'Vice president.',
  head: 'Head of an area.',
  director: 'Director (also board members).',
  manager: 'Manager.',
  senior: 'Senior individual contributor (also advisors).',
  entry: 'Entry-level.',
  intern: 'Intern or trainee.',
} satisfies Record<(typeof V.SENIORITIES)[number], string>);

const JobFunctionEnum = enumFrom('JobFunction', "The person's area (People Data Labs job roles).", {
  advisory: 'Board members and advisors.',
  analyst: 'Analysts.',
  creative: 'Design and creative work.',
  education: 'Teaching and training.',
  engineering: 'Software, IT, data and hardware engineering.',
  finance: 'Finance and accounting.',
  fulfillment: 'Logistics and fulfilment.',
  health: 'Health care.',
  hospitality: 'Hospitality.',
  human_resources: 'People, HR and recruiting.',
  legal: 'Legal.',
  manufacturing: 'Manufacturing.',
  marketing: 'Marketing.',
  operations: 'Operations, general management (chief executives, managing directors, owners).',
  partnerships: 'Partnerships and business development.',
  product: 'Product management.',
  professional_service: 'Consulting and professional services.',
  public_service: 'Public service.',
  research: 'Research.',
  sales: 'Sales.',
  sales_engineering: 'Sales engineering and pre-sales.',
  support: 'Customer support and success.',
  trade: 'Skilled trades.',
  unemployed: 'Not employed.',
  unknown: 'Not determinable.',
} satisfies Record<(typeof V.JOB_FUNCTIONS)[number], string>);

const WorkStatusEnum = enumFrom('WorkStatus', "The person's relation to the company.", {
  employed: 'An employee.',
  contractor: 'A contractor, freelancer or fractional executive.',
  advisor: 'An advisor.',
  board_member: 'A board member.',
  former: 'Only ended positions at the company.',
  unknown: 'Not determinable.',
} satisfies Record<(typeof V.WORK_STATUSES)[number], string>);

const CompanyRelationEnum = enumFrom('CompanyRelation', 'Whether the profile shows a position at the company.', {
  confirmed: 'A current position at the company.',
  former: 'Only ended positions at the company.',
  unconfirmed: 'On the roster with no position at the company (the headline is read instead).',
} satisfies Record<(typeof V.COMPANY_RELATIONS)[number], string>);

const ManagesPeopleEnum = enumFrom('ManagesPeople', 'Whether the person manages people.', {
  yes: 'An employee at manager level or above.',
  no: 'Does not manage people.',
  unknown: 'Not determinable.',
} satisfies Record<(typeof V.MANAGES_PEOPLE)[number], string>);

const BudgetAuthorityEnum = enumFrom('BudgetAuthority', "The person's say over spending.", {
  owns: 'Owners, founders, C-level employees.',
  approves: 'Partners, VPs, heads, directors.',
  influences: 'Managers and seniors.',
  none: 'Everyone else, and all non-employees.',
} satisfies Record<(typeof V.BUDGET_AUTHORITIES)[number], string>);

const ProfessionalRef = objectType<P.Professional>(
  'Professional',
  "The matcher's reading of the person's position. Enum fields are null when the source or matcher gave a value outside the documented list.",
  (t) => ({
    tier: listedField(t, SeniorityEnum, V.SENIORITIES, 'tier', 'Seniority.'),
    role: text(t, 'role', 'A short normalised role key (ceo, founder, software_senior, …).'),
    function: listedField(t, JobFunctionEnum, V.JOB_FUNCTIONS, 'function', 'Area of work.'),
    workStatus: listedField(t, WorkStatusEnum, V.WORK_STATUSES, 'work_status', 'Relation to the company.'),
    belongsToCompany: listedField(t, CompanyRelationEnum, V.COMPANY_RELATIONS, 'belongs_to_company', 'Whether a position at the company is on the profile.'),
    managesPeople: listedField(t, ManagesPeopleEnum, V.MANAGES_PEOPLE, 'manages_people', 'Whether the person manages people.'),
    budgetAuthority: listedField(t, BudgetAuthorityEnum, V.BUDGET_AUTHORITIES, 'budget_authority', 'Say over spending.'),
  }),
);

const EmailStatusEnum = enumFrom('EmailStatus', 'The verification result of an email address.', {
  valid: 'The mailbox exists.',
  catch_all: 'The domain accepts every address; the mailbox cannot be confirmed.',
  unknown: 'The check was inconclusive.',
  invalid: 'The mailbox does not exist.',
  risky: 'Deliverable but risky (role account, full mailbox, …).',
  disposable: 'A disposable address.',
  no_email: 'No address was found.',
} satisfies Record<(typeof V.EMAIL_STATUSES)[number], string>);

const EmailRef = objectType<P.EmailContact>('Email', 'The email address and its verification.', (t) => ({
  address: text(t, 'address', 'The address; null when none was found.'),
  status: listedField(t, EmailStatusEnum, V.EMAIL_STATUSES, 'status', 'Verification result (null when outside the documented list).'),
  qualityScore: t.exposeInt('quality_score', { description: 'Deliverability score, 0 to 100.' }),
  catchAllDomain: t.exposeBoolean('catch_all_domain', { description: 'The domain accepts every address.' }),
  validEmailServer: t.exposeBoolean('valid_email_server', { description: 'The domain has a working mail server.' }),
  free: t.exposeBoolean('free', { description: 'A free provider (gmail.com, …).' }),
  source: text(t, 'source', 'Where the address comes from (e.g. verified, pattern, public_profile).'),
}));

const BioLinkRef = objectType<Item<P.Contact['bio_links']>>('BioLink', 'A link from the profile.', (t) => ({
  url: t.exposeString('url', { description: 'The link.' }),
  title: text(t, 'title', 'Its label.'),
}));

const ContactRef = objectType<P.Contact>('Contact', 'Contact data (only in the published result).', (t) => ({
  email: t.expose('email', { type: EmailRef, description: 'Email address and verification.' }),
  websites: t.exposeStringList('websites', { description: 'Personal websites.' }),
  bioLinks: t.expose('bio_links', { type: [BioLinkRef], description: 'Links from the profile.' }),
}));

const ExperienceRef = objectType<P.ExperienceEntry>('Experience', 'A position, current or past.', (t) => ({
  title: t.exposeString('title', { description: 'Job title.' }),
  company: t.exposeString('company', { description: 'Company name.' }),
  companyId: t.int({ nullable: true, description: 'Network id of the company; null when unknown.', resolve: (e) => e.company_id || null }),
  employmentType: text(t, 'employment_type', 'Full-time, Part-time, Contract, …'),
  workplaceType: text(t, 'workplace_type', 'On-site, Hybrid, Remote.'),
  start: text(t, 'start', 'Start (YYYY-MM).'),
  end: text(t, 'end', 'End (YYYY-MM); null for a current position.'),
  duration: text(t, 'duration', 'Duration as displayed (e.g. "1 yr 1 mo").'),
  description: text(t, 'description', 'Description of the position.'),
}));

const EducationRef = objectType<P.EducationEntry>('Education', 'A school.', (t) => ({
  school: t.exposeString('school', { description: 'School name.' }),
  degree: text(t, 'degree', 'Degree.'),
  field: text(t, 'field', 'Field of study.'),
  start: text(t, 'start', 'Start (year).'),
  end: text(t, 'end', 'End (year).'),
}));

const RecommendationRef = objectType<Item<P.Signals['recommendations']>>('Recommendation', 'A recommendation the person received.', (t) => ({
  by: t.exposeString('by', { description: 'Who wrote it.' }),
  byHeadline: text(t, 'by_headline', "The writer's headline."),
  text: t.exposeString('text', { description: 'The recommendation.' }),
}));

const EngagementRef = objectType<Item<P.Signals['recent_posts']>['engagement']>('Engagement', 'Reactions to a post.', (t) => ({
  likes: t.exposeInt('likes', { description: 'Likes.' }),
  comments: t.exposeInt('comments', { description: 'Comments.' }),
  shares: t.exposeInt('shares', { description: 'Shares.' }),
}));

const PersonPostRef = objectType<Item<P.Signals['recent_posts']>>('PersonPost', 'A recent post of the person.', (t) => ({
  content: t.exposeString('content', { description: 'The text of the post.' }),
  postedAt: text(t, 'posted_at', 'When it was posted, as the source gives it (a date, YYYY-MM-DD).'),
  url: text(t, 'url', 'Link to the post.'),
  isRepost: t.exposeBoolean('is_repost', { description: "A repost of someone else's post." }),
  engagement: t.expose('engagement', { type: EngagementRef, description: 'Reactions.' }),
}));

const ArticleRef = objectType<Item<P.Signals['authored_articles']>>('Article', 'An article the person wrote.', (t) => ({
  title: t.exposeString('title', { description: 'Title.' }),
  link: text(t, 'link', 'Link.'),
  published: text(t, 'published', 'Publication date as the source gives it.'),
}));

const SignalsRef = objectType<P.Signals>('Signals', 'Activity signals.', (t) => ({
  recommendationsCount: t.exposeInt('recommendations_count', { description: 'Recommendations received.' }),
  recommendations: t.expose('recommendations', { type: [RecommendationRef], description: 'Recommendations received.' }),
  postsAboutOwnCompany: t.exposeBoolean('posts_about_own_company', { description: 'Posts about their own company.' }),
  avgEngagement: t.exposeFloat('avg_engagement', { description: 'Average reactions per post.' }),
  recentPosts: t.expose('recent_posts', { type: [PersonPostRef], description: 'Recent posts, newest first.' }),
  authoredArticles: t.expose('authored_articles', { type: [ArticleRef], description: 'Articles written.' }),
  lastActive: text(t, 'last_active', 'Date of the last activity (YYYY-MM-DD).'),
}));

const PersonMetaRef = objectType<P.Meta>('PersonMeta', 'Profile metadata.', (t) => ({
  networkId: t.exposeString('network_id', { description: 'The profile id on the network.' }),
  profileUrn: text(t, 'profile_urn', 'The profile URN.'),
  photoUploadedAt: text(t, 'photo_uploaded_at', 'Date the photo was uploaded, as the source gives it.'),
  photoExpiresAt: text(t, 'photo_expires_at', 'Date the photo URL expires, as the source gives it.'),
  hasRealPhoto: t.exposeBoolean('has_real_photo', { description: 'The photo is a real picture (not a placeholder).' }),
}));

export const TargetPersonRef = objectType<P.TargetPerson>('TargetPerson', 'One ranked match of the persona (an element of Job.targetPeople).', (t) => ({
  rankInCompany: t.exposeInt('rank_in_company', { description: '1 for the best match.' }),
  isDecisionMaker: t.exposeBoolean('is_decision_maker', { description: 'Owns or approves budgets.' }),
  why: t.exposeString('why', { description: 'Why the person matches the persona, in one sentence.' }),
  person: t.expose('person', { type: PersonRef, description: 'The public profile.' }),
  professional: t.expose('professional', { type: ProfessionalRef, description: "The matcher's reading of the position." }),
  contact: t.expose('contact', { type: ContactRef, description: 'Contact data.' }),
  experience: t.expose('experience', { type: [ExperienceRef], description: 'Positions, current first.' }),
  education: t.expose('education', { type: [EducationRef], description: 'Schools.' }),
  signals: t.expose('signals', { type: SignalsRef, description: 'Activity signals.' }),
  meta: t.expose('meta', { type: PersonMetaRef, description: 'Profile metadata.' }),
}));
