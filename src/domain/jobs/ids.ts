// Job ids: `job_` + 24 random lowercase base32 characters (120 bits).
import { randomChars } from '../../lib/random.js';
import type { IdSource } from '../ports.js';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

export function newJobId(): string {
  return `job_${randomChars(BASE32, 24)}`;
}

export const JOB_ID_PATTERN = /^job_[a-z2-7]{24}$/;

/** The domain's IdSource port (src/domain/ports.ts). */
export const randomIds: IdSource = { jobId: newJobId };
