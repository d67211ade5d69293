// The People Data Labs response shapes we read (v5; peopledatalabs/openAPI-specifications `pdl-specs.json`
// and docs.peopledatalabs.com: Company Schema, Person Schema, Output Response pages). Any field the vendor
// has no data for is null; on free plans contact fields are `true`/`false` instead of values. Only what the
// mapping (map.ts) reads is checked; everything else passes through untouched (and is cached as is).
import { z } from 'zod';

const text = z.string().nullish();
const count = z.number().int().min(0).nullish();
const texts = z.array(z.string()).nullish();

const location = z.object({ name: text, locality: text, region: text, country: text, postal_code: text }).passthrough().nullish();

export const pdlCompanySchema = z
  .object({
    id: text,
    name: text,
    display_name: text,
    linkedin_id: text,
    linkedin_url: text,
    website: text,
    industry: text,
    type: text,
    employee_count: count,
    summary: text,
    headline: text,
    tags: texts,
    location,
    linkedin_follower_count: count,
  })
  .passthrough();
export type PdlCompany = z.infer<typeof pdlCompanySchema>;

const experienceSchema = z
  .object({
    company: z.object({ name: text, linkedin_id: text }).passthrough().nullish(),
    title: z.object({ name: text }).passthrough().nullish(),
    start_date: text,
    end_date: text,
    is_primary: z.boolean().nullish(),
    summary: text,
  })
  .passthrough();

const educationSchema = z
  .object({
    school: z.object({ name: text }).passthrough().nullish(),
    degrees: texts,
    majors: texts,
    start_date: text,
    end_date: text,
  })
  .passthrough();

export const pdlPersonSchema = z
  .object({
    id: z.string().min(1),
    full_name: text,
    first_name: text,
    last_name: text,
    headline: text,
    summary: text,
    sex: text,
    linkedin_url: text,
    linkedin_id: text,
    linkedin_connections: count,
    location_name: text,
    location_locality: text,
    location_region: text,
    location_country: text,
    job_title: text,
    job_company_linkedin_id: text,
    job_last_verified: text,
    job_last_changed: text,
    /** A string on paid plans; `true`/`false` (has one or not) on free plans. */
    work_email: z.union([z.string(), z.boolean()]).nullish(),
    experience: z.array(experienceSchema).nullish(),
    education: z.array(educationSchema).nullish(),
    certifications: z.array(z.object({ name: text, organization: text }).passthrough()).nullish(),
    profiles: z.array(z.object({ network: text, url: text }).passthrough()).nullish(),
  })
  .passthrough();
export type PdlPerson = z.infer<typeof pdlPersonSchema>;

/** Person Search: `{status, data: [person…], scroll_token, total}`. */
export const pdlSearchSchema = z.object({
  status: z.number().int().optional(),
  data: z.array(pdlPersonSchema),
  scroll_token: z.string().nullish(),
  total: z.number().int().min(0).nullish(),
});

/** Person Retrieve: `{status, data: person, billed}`. */
export const pdlRetrieveSchema = z.object({ status: z.number().int().optional(), data: pdlPersonSchema });

/** Every non-200/404 answer: `{status, error: {type, message}}`. */
export const pdlErrorSchema = z.object({ error: z.object({ type: text, message: text }).passthrough() }).passthrough();

/** Company Search: `{status, data: [company], scroll_token, total}` (a numeric company id looked up by `linkedin_id`). */
export const pdlCompanySearchSchema = z.object({
  status: z.number().int().optional(),
  data: z.array(pdlCompanySchema),
  total: z.number().int().min(0).nullish(),
});
