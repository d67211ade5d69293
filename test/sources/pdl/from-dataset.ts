// PDL person records made from a dataset's profiles (src/sources/README.md format), for the fake PDL
// (./fake-server.ts) in tests and benchmarks. PDL's own classification of the current title
// (`job_title_role`, `job_title_levels`) is played by the title reader (src/matching/reader), with about
// `misfiled` of the records given a wrong role and level on purpose, as real data has (issue 26 §4: about
// 10 %). Former members get their primary job elsewhere, as they would at PDL.
import { functionOf, JOB_FUNCTIONS, LEVELS, PDL_LEVEL } from '../../../src/matching/criteria.js';
import { readPerson } from '../../../src/matching/index.js';
import type { Profile } from '../../../src/domain/people/types.js';

/** A stable number in [0, 1) from a string (FNV-1a). */
function unit(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i += 1) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h / 2 ** 32;
}

export function pdlRecordOf(p: Profile, opts: { misfiled?: number; now?: number } = {}): Record<string, unknown> {
  const misfiled = opts.misfiled ?? 0.1;
  const here = p.experience.filter((e) => e.company_id === p.company_id && e.end.trim() === '');
  const current = here[0];
  const facts = readPerson(p);
  const role = facts.roles[0];
  let jobRole: string | null = role?.areas[0] ? functionOf(role.areas[0]) : null;
  let levels: string[] = role ? [PDL_LEVEL[role.level]] : [];
  if (unit(`${p.person_ref}:misfiled`) < misfiled) {
    jobRole = JOB_FUNCTIONS[Math.floor(unit(`${p.person_ref}:role`) * JOB_FUNCTIONS.length)] ?? null;
    levels = [PDL_LEVEL[LEVELS[Math.floor(unit(`${p.person_ref}:level`) * LEVELS.length)] ?? 'entry']];
  }
  const lower = (s: string) => s.toLowerCase();
  const verified = new Date((opts.now ?? Date.now()) - 30 * 86_400_000).toISOString().slice(0, 10);
  return {
    id: p.person_ref,
    full_name: lower(p.person.name),
    first_name: lower(p.person.first_name),
    last_name: lower(p.person.last_name),
    headline: p.person.headline,
    summary: p.person.about,
    sex: p.person.gender || null,
    linkedin_url: p.person.network_url.replace(/^https?:\/\//, ''),
    linkedin_id: null,
    location_name: p.person.location.text,
    job_title: current ? lower(current.title) : null,
    job_title_role: current ? jobRole : null,
    job_title_sub_role: null,
    job_title_levels: current ? levels : [],
    job_company_linkedin_id: current ? String(p.company_id) : '1',
    job_company_name: current ? lower(current.company) : 'elsewhere',
    job_last_verified: verified,
    work_email: p.contact.email.address || null,
    // PDL copies the primary experience entry into the job_* fields and marks it `is_primary`.
    experience: p.experience.map((e) => ({
      is_primary: e === current,
      company: { name: lower(e.company), linkedin_id: String(e.company_id) },
      title: { name: lower(e.title) },
      start_date: e.start || null,
      end_date: e.end || null,
      summary: e.description || null,
    })),
    education: [],
    profiles: [],
  };
}
