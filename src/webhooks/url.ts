// callback_url validation at submission (POST /v1/jobs, POST /jobs, GraphQL submitJob): an absolute
// https:// URL with a host, no credentials, at most 2048 characters, and (unless
// WEBHOOK_ALLOW_PRIVATE_NETWORKS=true) not a literal loopback, private, link-local or metadata address nor
// `localhost` (the guard's own rules, ./guard.ts `literalHostReason`). Where a host *name* points is
// checked at every delivery (./guard.ts): DNS can change after submission.
import type { ValidationDetail } from '../domain/errors.js';
import { literalHostReason } from './guard.js';

export const CALLBACK_URL_MAX_LENGTH = 2048;

/** Problems with a submitted callback_url (empty list = valid). `loc` defaults to ["body", "callback_url"]. */
export function validateCallbackUrl(
  value: unknown,
  opts: { allowPrivate: boolean },
  loc: Array<string | number> = ['body', 'callback_url'],
): ValidationDetail[] {
  const fail = (msg: string, type: string): ValidationDetail[] => [{ loc, msg, type }];
  if (typeof value !== 'string') return fail('must be a string', 'type_error');
  if (value.length === 0) return fail('must not be empty', 'value_error');
  if (value.length > CALLBACK_URL_MAX_LENGTH) return fail(`must be at most ${CALLBACK_URL_MAX_LENGTH} characters`, 'value_error');
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
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
  if (!opts.allowPrivate) {
    const reason = literalHostReason(url.hostname);
    if (reason) return fail(`must not point to ${reason}: webhooks go to public destinations only`, 'value_error');
  }
  return [];
}
