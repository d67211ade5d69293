// Job ids: `job_` + 24 random lowercase base32 characters (120 bits).
import { randomBytes } from 'node:crypto';
import type { IdSource } from '../ports.js';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

export function newJobId(): string {
  const bytes = randomBytes(15);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const b of bytes) {
    value = (value << 8) | b;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return `job_${out}`;
}

export const JOB_ID_PATTERN = /^job_[a-z2-7]{24}$/;

/** The domain's IdSource port (src/domain/ports.ts). */
export const randomIds: IdSource = { jobId: newJobId };
