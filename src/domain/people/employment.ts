// The one rule for "current employee": an experience entry at that company id with an empty `end`.
// The data source's verification and the pipeline's stages both ask this function.
import type { Profile } from './types.js';

export function isCurrentEmployee(profile: Pick<Profile, 'experience'>, companyId: number): boolean {
  return (profile.experience ?? []).some((e) => e.company_id === companyId && (e.end ?? '').trim() === '');
}
