// Ids in arguments. Every argument that names a job takes either the REST job_id (`job_…`) or the
// job's global id (the `id` field of Job); other types are addressed by their global id.
import { decodeGlobalID } from '@pothos/plugin-relay';
import { JOB_ID_PATTERN } from '../../domain/jobs/ids.js';
import { UUID_PATTERN } from '../../domain/accounts/keys.js';

/** The job_id named by a job argument (a job_id as is, or a Job global id decoded; anything else as is: job_not_found). */
export function jobIdFromArg(value: string | number): string {
  const id = String(value);
  return JOB_ID_PATTERN.test(id) ? id : (idOfType(id, 'Job') ?? id);
}

/**
 * The `findUnique` of a node of the caller's account (with `nullable: true`: null when there is none). An
 * id that is not a UUID names no row: it is looked up as the nil UUID, which none has, never sent to the
 * database as is (a crafted `Persona:x` was an SQL error, answered internal_error).
 */
export const ownRow = (id: string, ctx: { caller: { accountId: string } }) => ({
  id: UUID_PATTERN.test(id) ? id : '00000000-0000-0000-0000-000000000000',
  accountId: ctx.caller.accountId,
});

/** The database id named by a global id of `typename`, or null when the value is not one. */
export function idOfType(value: string | number, typename: string): string | null {
  try {
    const decoded = decodeGlobalID(String(value));
    return decoded.typename === typename ? decoded.id : null;
  } catch {
    return null;
  }
}
