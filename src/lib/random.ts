// Random identifiers and secrets (job ids, API keys): characters of an alphabet, each uniformly random
// from node:crypto's randomBytes (a byte beyond the last whole multiple of the alphabet's size is skipped,
// so no character is likelier than another).
import { randomBytes } from 'node:crypto';

/** `length` random characters of `alphabet` (at most 256 characters). */
export function randomChars(alphabet: string, length: number): string {
  const limit = 256 - (256 % alphabet.length);
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < limit && out.length < length) out += alphabet[byte % alphabet.length];
    }
  }
  return out;
}
