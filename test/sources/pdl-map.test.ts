// The People Data Labs mapping (src/sources/pdl/map.ts, table in src/sources/pdl/README.md) on the
// vendor's documented example records, and the settings' validation.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { CONFIRMED_MAX_AGE_DAYS, companyIdOf, toCompany, toProfile, toVerification } from '../../src/sources/pdl/map.js';
import { pdlCompanySchema, pdlPersonSchema } from '../../src/sources/pdl/schema.js';
import { profileSchema, companySchema } from '../../src/sources/embedded/schema.js';

const example = (name: string) => JSON.parse(readFileSync(new URL(`./pdl/examples/${name}`, import.meta.url), 'utf8'));

describe('People Data Labs mapping', () => {
  it('maps the documented company record; what PDL lacks stays empty', () => {
    const record = pdlCompanySchema.parse(example('company-enrich-200.json'));
    expect(companyIdOf(record)).toBe(18170482);
    const company = toCompany(record, 18170482);
    expect(companySchema.omit({ slug: true }).parse(company)).toEqual(company); // the spec's Company shape
    expect(company).toEqual({
      id: 18170482,
      name: 'people data labs',
      network_url: 'https://linkedin.com/company/peopledatalabs',
      website: 'https://peopledatalabs.com',
      domain: 'peopledatalabs.com',
      industry: 'computer software',
      type: 'private',
      employees_count: 125,
      network_since_est: '',
      description: '',
      slogan: '',
      specialties: [],
      location: { locality: 'san francisco', region: 'california', country: 'united states', country_code: '', postal_code: '94105' },
      followers: 0,
      last_post_date: '',
      company_language: '',
      hiring_for: [],
      logo_url: '',
      has_logo: false,
      recent_posts: [],
    });
    expect(companyIdOf(pdlCompanySchema.parse({ ...record, linkedin_id: null }))).toBeNull();
  });

  it('maps the documented person record into the spec sub-objects', () => {
    const record = pdlPersonSchema.parse(example('person-record.json'));
    const profile = toProfile(record, 18170482);
    expect(profileSchema.parse(profile)).toEqual(profile); // the people-line shape the pipeline stores
    expect(profile.person_ref).toBe('qEnOZ5Oh0poWnQ1luFBfVw_0000');
    expect(profile.person).toMatchObject({
      name: 'sean thorne',
      first_name: 'sean',
      last_name: 'thorne',
      headline: 'senior data engineer at people data labs',
      network_url: 'https://linkedin.com/in/seanthorne',
      photo_url: '',
      location: { text: 'berkeley, california, united states', city: 'berkeley', region: 'california', country: 'united states', country_code: '' },
      about: 'growth-hacker and digital nomad',
      connections: 432,
      followers: 0,
      gender: 'male',
      certifications: [{ title: 'machine learning certification', issued_by: 'coursera' }],
      interests: { groups: [], newsletters: [] },
    });
    expect(profile.contact).toEqual({
      email: {
        address: 'sean@peopledatalabs.com',
        status: 'unknown',
        quality_score: 0,
        catch_all_domain: false,
        valid_email_server: false,
        free: false,
        source: 'pdl',
      },
      websites: [],
      bio_links: [],
    });
    expect(profile.experience).toEqual([
      {
        title: 'chief executive officer and co-founder',
        company: 'people data labs',
        company_id: 18170482,
        employment_type: '',
        workplace_type: '',
        start: '2015-03',
        end: '',
        duration: '',
        description: 'worked on the "search analytics" team to understand our users better',
      },
    ]);
    expect(profile.education).toEqual([{ school: 'university of oregon', degree: '', field: 'entrepreneurship', start: '2010', end: '2014' }]);
    expect(profile.meta.network_id).toBe('145991517');
    expect(profile.signals.recent_posts).toEqual([]);
  });

  it('free plans: contact fields arrive as booleans and give no address', () => {
    const record = pdlPersonSchema.parse({ ...example('person-record.json'), work_email: true });
    expect(toProfile(record, 18170482).contact.email).toMatchObject({ address: '', status: 'unknown', source: 'none' });
  });

  it(`employed means the current job is here and was verified within ${CONFIRMED_MAX_AGE_DAYS} days; the email status is never guessed`, () => {
    const base = pdlPersonSchema.parse(example('person-record.json'));
    const now = Date.parse('2026-11-23T00:00:00Z');
    const at = (days: number) => new Date(now - days * 86_400_000).toISOString().slice(0, 10);
    expect(toVerification({ ...base, job_last_verified: at(10) }, 18170482, now)).toEqual({ person_ref: base.id, employed: true, email_status: 'unknown' });
    expect(toVerification({ ...base, job_last_verified: at(CONFIRMED_MAX_AGE_DAYS + 5) }, 18170482, now).employed).toBe(false);
    expect(toVerification({ ...base, job_last_verified: null, job_last_changed: at(20) }, 18170482, now).employed).toBe(true);
    expect(toVerification({ ...base, job_last_verified: null, job_last_changed: null }, 18170482, now).employed).toBe(false);
    expect(toVerification({ ...base, job_last_verified: at(10) }, 999, now).employed).toBe(false);
    // the documented example's own date (2024-01-05) is older than a year on the reference date
    expect(toVerification(base, 18170482, now).employed).toBe(false);
  });
});

describe('NETWORK_SOURCE=pdl settings', () => {
  it('needs PDL_API_KEY and validates the rest with messages naming the variable', () => {
    expect(() => loadConfig({ NETWORK_SOURCE: 'pdl' })).toThrow(/PDL_API_KEY: required when NETWORK_SOURCE=pdl/);
    const cfg = loadConfig({ NETWORK_SOURCE: 'pdl', PDL_API_KEY: 'k' });
    expect(cfg).toMatchObject({ PDL_BASE_URL: 'https://api.peopledatalabs.com/v5', PDL_TIMEOUT_MS: 30_000, PDL_MAX_CONCURRENCY: 5, PDL_CACHE_TTL_HOURS: 24 });
    expect(() => loadConfig({ NETWORK_SOURCE: 'pdl', PDL_API_KEY: 'k', PDL_CACHE_TTL_HOURS: '0' })).toThrow(/PDL_CACHE_TTL_HOURS: /);
    expect(() => loadConfig({ NETWORK_SOURCE: 'pdl', PDL_API_KEY: 'k', PDL_MAX_CONCURRENCY: 'many' })).toThrow(/PDL_MAX_CONCURRENCY: /);
    expect(() => loadConfig({ NETWORK_SOURCE: 'pdl', PDL_API_KEY: 'k', PDL_BASE_URL: 'ftp://x' })).toThrow(/PDL_BASE_URL: must be an http\(s\) URL/);
    // the embedded default does not need any of it
    expect(loadConfig({}).NETWORK_SOURCE).toBe('embedded');
  });
});
