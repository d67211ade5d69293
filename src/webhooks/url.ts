// callback_url validation at submission (POST /v1/jobs, POST /jobs, GraphQL submitJob): an absolute
// https:// URL with a host, no credentials, at most 2048 characters. Where the host points
// is checked again at every delivery (./guard.ts): DNS can change after submission.
import type { ValidationDetail } from '../domain/errors.js';

export const CALLBACK_URL_MAX_LENGTH = 2048;

/** Problems with a submitted callback_url (empty list = valid). `loc` defaults to ["body", "callback_url"]. */
export function validateCallbackUrl(value: unknown, loc: Array<string | number> = ['body', 'callback_url']): ValidationDetail[] {
  const fail = (msg: string, type: string): ValidationDetail[] => [{ loc, msg, type }];
  if (typeof value !== 'string') return fail('must be a string', 'type_error');
  if (value.length === 0) return fail('must not be empty', 'value_error');
  if (value.length > CALLBACK_URL_MAX_LENGTH) return fail(`must be at most ${CALLBACK_URL_MAX_LENGTH} characters`, 'value_error');
  if (/[\s\u0000-\u001f\u007f]/.test(value)) return fail('must not contain whitespace or control characters', 'value_error');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return fail('must be an absolute https:// URL', 'value_error');
  }
  if (url.protocol !== 'https:') return fail('must be an absolute https:// URL', 'value_error');
  if (!url.hostname) return fail('must have a host', 'value_error');
  if (url.username || url.password || /^https:\/\/[^/?#]*@/i.test(value)) return fail('must not contain credentials', 'value_error');
  return [];
}
